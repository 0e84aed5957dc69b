#!/usr/bin/python3
"""Speedometer loader: public/media/speedometer.svg (animated, transparent, <= 8 KB).

A 270-degree gauge: hairline track, 28 ticks (every 10 degrees, long every 30, the last three in gold),
a gold progress arc and a tapered needle on a hub. CSS inside the SVG sweeps the needle up to the red-line,
lets it flutter, and eases it back; the arc follows the needle (same keyframes, pathLength=100).
Under prefers-reduced-motion the animation is off and the needle rests at 60 degrees past vertical.

Run: /usr/bin/python3 scripts/assets/speedometer.py
"""
import math

from assetlib import GOLD, GOLD_LIGHT, MEDIA, SOFT_WHITE, fmt, write_svg

C = 100  # centre of the 200x200 view box
R_ARC = 84
START, END = -135.0, 135.0  # degrees clockwise from 12 o'clock
PERIOD_S = 3.0  # SPEC: the loader shows for 3 seconds; one full sweep up and back
# needle keyframes: (percent of the period, angle in degrees)
KEYS = [(0, START), (6, START), (46, 124), (52, 117), (58, 122), (100, START)]
REST_ANGLE = 60  # reduced motion: a static needle


def polar(r: float, deg: float) -> tuple[float, float]:
    a = math.radians(deg)
    return C + r * math.sin(a), C - r * math.cos(a)


def arc_offset(angle: float) -> str:
    """stroke-dashoffset (pathLength 100) that fills the arc up to `angle`."""
    return fmt(100 - (angle - START) / (END - START) * 100, 2)


def build() -> str:
    ticks_white, ticks_gold = [], []
    for i in range(28):
        deg = START + i * 10
        major = i % 3 == 0
        r1, r2 = (R_ARC - 18 if major else R_ARC - 12), R_ARC - 6
        x1, y1 = polar(r1, deg)
        x2, y2 = polar(r2, deg)
        seg = f"M{fmt(x1)} {fmt(y1)}L{fmt(x2)} {fmt(y2)}"
        (ticks_gold if i >= 25 else ticks_white).append((seg, major))
    white_major = "".join(s for s, m in ticks_white if m)
    white_minor = "".join(s for s, m in ticks_white if not m)
    gold = "".join(s for s, _ in ticks_gold)

    sx, sy = polar(R_ARC, START)
    ex, ey = polar(R_ARC, END)
    arc = f"M{fmt(sx, 2)} {fmt(sy, 2)}A{R_ARC} {R_ARC} 0 1 1 {fmt(ex, 2)} {fmt(ey, 2)}"

    ease = "animation-timing-function:cubic-bezier(.6,0,.3,1)"
    needle_kf = "".join(f"{p}%{{transform:rotate({fmt(a)}deg)}}" for p, a in KEYS)
    arc_kf = "".join(f"{p}%{{stroke-dashoffset:{arc_offset(a)}}}" for p, a in KEYS)
    css = (
        f".spd-n{{transform-origin:{C}px {C}px;transform:rotate({REST_ANGLE}deg);"
        f"animation:spd-sweep {PERIOD_S:g}s infinite}}"
        f".spd-a{{stroke-dasharray:100;stroke-dashoffset:{arc_offset(REST_ANGLE)};animation:spd-fill {PERIOD_S:g}s infinite}}"
        f"@keyframes spd-sweep{{{needle_kf}}}@keyframes spd-fill{{{arc_kf}}}"
        f".spd-n,.spd-a{{{ease}}}"
        "@media (prefers-reduced-motion:reduce){.spd-n,.spd-a{animation:none}}"
    )
    # needle: a slim tapered blade from just behind the hub to the tick ring, pointing up at rest
    needle = f"M{C - 2.2} {C + 12}L{C - 0.9} {C - 64}L{C} {C - 70}L{C + 0.9} {C - 64}L{C + 2.2} {C + 12}z"
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="Loading">'
        f"<style>{css}</style>"
        "<defs>"
        f'<radialGradient id="spd-h" cx=".5" cy=".5" r=".5"><stop offset=".55" stop-color="{GOLD}" stop-opacity=".05"/>'
        f'<stop offset="1" stop-color="{GOLD}" stop-opacity="0"/></radialGradient>'
        f'<linearGradient id="spd-b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/>'
        f'<stop offset=".5" stop-color="{GOLD_LIGHT}"/><stop offset="1" stop-color="{GOLD}"/></linearGradient>'
        "</defs>"
        f'<circle cx="{C}" cy="{C}" r="96" fill="url(#spd-h)"/>'
        f'<path d="{arc}" fill="none" stroke="{SOFT_WHITE}" stroke-opacity=".14" stroke-width="2"/>'
        f'<path class="spd-a" d="{arc}" pathLength="100" fill="none" stroke="{GOLD}" stroke-width="3" stroke-linecap="round"/>'
        f'<g fill="none" stroke-linecap="round">'
        f'<path d="{white_minor}" stroke="{SOFT_WHITE}" stroke-opacity=".45" stroke-width="1"/>'
        f'<path d="{white_major}" stroke="{SOFT_WHITE}" stroke-opacity=".85" stroke-width="1.8"/>'
        f'<path d="{gold}" stroke="{GOLD}" stroke-width="1.8"/>'
        "</g>"
        f'<path class="spd-n" d="{needle}" fill="url(#spd-b)"/>'
        f'<circle cx="{C}" cy="{C}" r="8" fill="#0d0d0f" stroke="{GOLD}" stroke-width="1.5"/>'
        f'<circle cx="{C}" cy="{C}" r="2.2" fill="{GOLD}"/>'
        "</svg>\n"
    )


def main() -> None:
    write_svg(MEDIA / "speedometer.svg", build(), max_bytes=8192)


if __name__ == "__main__":
    main()
