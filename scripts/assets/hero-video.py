#!/usr/bin/python3
"""Hero background video: public/media/hero.mp4 (H.264), hero.webm (VP9), hero-poster.webp/.jpg.

A night drive past Dubai's skyline, abstracted: a dark city silhouette against a warm haze (with a stepped
needle tower and twin towers), lit windows that twinkle, an aircraft-warning light on the spire, traffic light
trails on the highway (gold tail lights one way, cool white-blue headlights the other) and large out-of-focus
bokeh drifting in front. Near-black overall, darkest in the middle third where the tagline sits.

Seamless loop: every moving thing is periodic in LOOP_S (trails and bokeh travel a whole number of wrap
widths per loop; twinkles and blinks run a whole number of cycles), so frame N equals frame 0.

Pipeline: Python writes one SVG per frame -> rsvg-convert -> PNG (2 in parallel) -> ffmpeg.
The static layer (sky, skyline, windows) is rendered once and placed in each frame as an <image>.
Deterministic: a fixed random seed, fixed encoder settings, single-threaded encoders.

Run: /usr/bin/python3 scripts/assets/hero-video.py   (needs librsvg2-bin, ffmpeg with libx264/libvpx-vp9, webp,
imagemagick). Takes a few minutes on 2 cores.
"""
from __future__ import annotations

import math
import random
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor

from assetlib import BUILD, MEDIA, ensure_build, fmt, run, to_jpg, to_webp

W, H = 1280, 720
FPS = 30
LOOP_S = 10
FRAMES = FPS * LOOP_S
HORIZON = 468
SEED = 971  # any fixed number; changing it redraws the city

rng = random.Random(SEED)


# ---------------------------------------------------------------- static layer: sky, haze, skyline, windows
def building_list() -> list[tuple[float, float, float, str]]:
    """(x, width, height, kind) from left to right; kind: box | slant | needle | twin."""
    out = []
    x = -30.0
    while x < W + 30:
        w = rng.uniform(16, 58)
        centre = math.exp(-((x - 760) / 420) ** 2)  # a denser, taller downtown right of centre
        h = rng.uniform(30, 90) + centre * rng.uniform(40, 190)
        out.append((x, w, h, "slant" if rng.random() < 0.16 else "box"))
        x += w + rng.uniform(-6, 10)
    out.append((300, 34, 250, "twin"))
    out.append((346, 30, 222, "twin"))
    out.append((1004, 64, 0, "needle"))
    return out


def needle_tower(cx: float) -> str:
    """A stepped, tapering supertall with a spire (Dubai's skyline reads at once)."""
    steps = [(64, 70), (50, 62), (38, 58), (28, 54), (19, 50), (11, 44), (6, 36)]
    y = HORIZON
    d = ""
    for w, h in steps:
        d += f"M{fmt(cx - w / 2)} {fmt(y)}h{fmt(w)}v{fmt(-h)}h{fmt(-w)}z"
        y -= h
    d += f"M{fmt(cx - 1.6)} {fmt(y)}h3.2l-1 -78h-1.2z"
    return d


def static_svg(buildings) -> str:
    windows_warm, windows_cool = [], []
    blds = []
    for x, w, h, kind in buildings:
        if kind == "needle":
            blds.append(f'<path d="{needle_tower(x)}" fill="#0a0c12"/>')
            continue
        top = HORIZON - h
        if kind == "slant":
            blds.append(f'<path d="M{fmt(x)} {HORIZON}V{fmt(top + 18)}L{fmt(x + w)} {fmt(top)}V{HORIZON}z" fill="#0b0d13"/>')
        elif kind == "twin":
            blds.append(f'<path d="M{fmt(x)} {HORIZON}V{fmt(top + 26)}L{fmt(x + w / 2)} {fmt(top)}L{fmt(x + w)} {fmt(top + 26)}'
                        f'V{HORIZON}z" fill="#0a0c12"/>')
        else:
            shade = rng.choice(["#0b0d13", "#0c0e14", "#0a0b10"])
            blds.append(f'<rect x="{fmt(x)}" y="{fmt(top)}" width="{fmt(w)}" height="{fmt(h)}" fill="{shade}"/>')
        # windows: a sparse grid, mostly dark
        gy = top + 10
        while gy < HORIZON - 6:
            gx = x + 4
            while gx < x + w - 5:
                if rng.random() < 0.13:
                    target = windows_warm if rng.random() < 0.62 else windows_cool
                    target.append(f"M{fmt(gx)} {fmt(gy)}h2.2v1.6h-2.2z")
                gx += rng.choice((5, 6, 7))
            gy += rng.choice((6, 7, 8))
    # needle tower windows: vertical bands of light
    cx = 1004
    needle_lights = []
    y = HORIZON - 8
    while y > HORIZON - 330:
        half = max(2.5, 26 - (HORIZON - y) * 0.075)
        if rng.random() < 0.55:
            needle_lights.append(f"M{fmt(cx - half + 3)} {fmt(y)}h{fmt(2 * half - 6)}v1.2h{fmt(-(2 * half - 6))}z")
        y -= 5
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
        "<defs>"
        '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#030407"/><stop offset=".45" stop-color="#070911"/>'
        f'<stop offset="{HORIZON / H:.3f}" stop-color="#0e1019"/><stop offset="{(HORIZON + 6) / H:.3f}" stop-color="#07080b"/>'
        '<stop offset="1" stop-color="#040405"/></linearGradient>'
        '<radialGradient id="haze" cx=".5" cy="1" r=".5"><stop offset="0" stop-color="#9a7238" stop-opacity=".55"/>'
        '<stop offset=".4" stop-color="#4a3a2a" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="hazeBlue" cx=".5" cy="1" r=".5"><stop offset="0" stop-color="#2d4a80" stop-opacity=".3"/>'
        '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>'
        '<filter id="dof" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.1"/></filter>'
        '<filter id="glow" x="-5%" y="-20%" width="110%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter>'
        "</defs>"
        f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
        # city haze above the horizon: warm in the middle, cooler to the left
        f'<ellipse cx="760" cy="{HORIZON}" rx="820" ry="230" fill="url(#haze)"/>'
        f'<ellipse cx="760" cy="{HORIZON}" rx="900" ry="40" fill="url(#haze)"/>'
        f'<ellipse cx="180" cy="{HORIZON}" rx="420" ry="200" fill="url(#hazeBlue)"/>'
        f'<g filter="url(#dof)">{"".join(blds)}'
        f'<path d="{"".join(windows_warm)}" fill="#e9c98c" opacity=".5"/>'
        f'<path d="{"".join(windows_cool)}" fill="#a9c2f0" opacity=".42"/>'
        f'<path d="{"".join(needle_lights)}" fill="#e9c98c" opacity=".35"/></g>'
        f'<path d="{"".join(windows_warm)}" fill="#e9c98c" opacity=".25" filter="url(#glow)"/>'
        # the highway: a dark verge below the skyline, a guard rail catching the light
        f'<rect y="{HORIZON + 4}" width="{W}" height="{H - HORIZON}" fill="#050506"/>'
        f'<rect y="{HORIZON + 4}" width="{W}" height="30" fill="#0a0a0d"/>'
        f'<path d="M0 {HORIZON + 62}H{W}" stroke="#c9a55c" stroke-opacity=".13" stroke-width="1.2"/>'
        f'<path d="M0 {HORIZON + 64}H{W}" stroke="#c9a55c" stroke-opacity=".05" stroke-width="5" filter="url(#glow)"/>'
        "</svg>\n"
    )


# ---------------------------------------------------------------- moving layers
def make_trails():
    """Lanes of light trails. Far lanes (near the horizon) are thin and slow; near lanes thick and fast."""
    lanes = [
        # y, direction (+1 right), colour, core colour, thickness, k (wraps per loop), count
        (HORIZON + 16, -1, "#9cb7ff", "#eef3ff", 1.1, 2, 6),
        (HORIZON + 24, -1, "#8fb0ff", "#f2f6ff", 1.4, 3, 5),
        (HORIZON + 40, +1, "#d9a04a", "#ffe2a8", 1.7, 3, 5),
        (HORIZON + 48, +1, "#c9a55c", "#ffe6b0", 1.8, 2, 4),
        (HORIZON + 96, +1, "#c9a55c", "#ffe6b0", 2.6, 4, 4),
        (HORIZON + 110, +1, "#e08a3c", "#ffd2a0", 2.8, 5, 3),
        (HORIZON + 160, -1, "#88a8f0", "#f4f8ff", 3.4, 5, 3),
        (HORIZON + 196, -1, "#7f9fe8", "#ffffff", 4.4, 6, 3),
    ]
    trails = []
    for y, direction, colour, core, thick, k, count in lanes:
        for i in range(count):
            length = rng.uniform(220, 620) * (0.6 + thick / 6)
            wrap = W + 900 + 400
            trails.append({
                "y": y + rng.uniform(-2, 2), "dir": direction, "colour": colour, "core": core, "thick": thick,
                "len": length, "wrap": wrap, "speed": k * wrap / LOOP_S,
                "phase": (i / count) * wrap + rng.uniform(-120, 120),
                "alpha": rng.uniform(0.55, 0.95) if i % 2 == 0 else rng.uniform(0.2, 0.45),
            })
    return trails


def make_bokeh():
    colours = ["#c9a55c", "#e0b870", "#d08a3a", "#5d7fb8", "#89a8e0", "#f2e3c0"]
    out = []
    for i in range(16):
        r = rng.uniform(22, 86)
        wrap = W + 2 * 100
        k = 1
        out.append({
            "r": r, "y": rng.uniform(40, 640), "colour": colours[i % len(colours)], "wrap": wrap,
            "speed": k * wrap / LOOP_S, "phase": rng.uniform(0, wrap), "alpha": rng.uniform(0.05, 0.16),
            "bob": rng.uniform(4, 14), "bobk": rng.choice((1, 2)), "bobphase": rng.uniform(0, 2 * math.pi),
        })
    return out


def make_twinkles(buildings):
    out = []
    for _ in range(46):
        x, w, h, kind = rng.choice([b for b in buildings if b[3] in ("box", "slant") and b[2] > 70])
        out.append({
            "x": x + rng.uniform(4, max(5, w - 6)), "y": HORIZON - rng.uniform(12, h - 8),
            "k": rng.choice((1, 2, 3)), "phase": rng.uniform(0, 2 * math.pi),
            "colour": "#f2d49a" if rng.random() < 0.7 else "#b9d0ff",
        })
    return out


def frame_svg(t: float, bg_href: str, trails, bokeh, twinkles) -> str:
    p = t / LOOP_S  # 0..1 over the loop
    # trails: a gradient streak (tail transparent -> head bright) + a blurred glow copy
    glow, core = [], []
    for i, tr in enumerate(trails):
        travelled = (tr["phase"] + tr["speed"] * t) % tr["wrap"]
        head = -450 + travelled if tr["dir"] > 0 else W + 450 - travelled
        tail = head - tr["dir"] * tr["len"]
        x0, x1 = min(head, tail), max(head, tail)
        if x1 < -20 or x0 > W + 20:
            continue
        grad = f"t{i}"
        # gradient runs from tail (0) to head (1) in user space
        core.append(
            f'<linearGradient id="{grad}" gradientUnits="userSpaceOnUse" x1="{fmt(tail)}" y1="0" x2="{fmt(head)}" y2="0">'
            f'<stop offset="0" stop-color="{tr["colour"]}" stop-opacity="0"/>'
            f'<stop offset=".75" stop-color="{tr["colour"]}" stop-opacity="{fmt(tr["alpha"] * 0.7, 2)}"/>'
            f'<stop offset="1" stop-color="{tr["core"]}" stop-opacity="{fmt(tr["alpha"], 2)}"/></linearGradient>'
            f'<rect x="{fmt(x0)}" y="{fmt(tr["y"] - tr["thick"] / 2)}" width="{fmt(x1 - x0)}" height="{fmt(tr["thick"])}" '
            f'rx="{fmt(tr["thick"] / 2)}" fill="url(#{grad})"/>'
        )
        glow.append(
            f'<rect x="{fmt(x0)}" y="{fmt(tr["y"] - tr["thick"] * 2)}" width="{fmt(x1 - x0)}" height="{fmt(tr["thick"] * 4)}" '
            f'fill="url(#{grad})" opacity=".8"/>'
        )
        # a faint anamorphic flare at the head of the nearest lanes
        if tr["thick"] >= 3.4 and -50 < head < W + 50:
            glow.append(
                f'<ellipse cx="{fmt(head)}" cy="{fmt(tr["y"])}" rx="120" ry="1.6" fill="{tr["colour"]}" opacity=".35"/>'
            )
    bok = []
    for b in bokeh:
        x = (b["phase"] - b["speed"] * t) % b["wrap"] - 100
        y = b["y"] + b["bob"] * math.sin(2 * math.pi * b["bobk"] * p + b["bobphase"])
        bok.append(
            f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(b["r"])}" fill="{b["colour"]}" opacity="{fmt(b["alpha"], 3)}"/>'
            f'<circle cx="{fmt(x)}" cy="{fmt(y)}" r="{fmt(b["r"] - 1.5)}" fill="none" stroke="{b["colour"]}" '
            f'stroke-width="1.5" opacity="{fmt(b["alpha"] * 0.9, 3)}"/>'
        )
    tw = []
    for s in twinkles:
        a = 0.5 + 0.5 * math.sin(2 * math.pi * s["k"] * p + s["phase"])
        if a > 0.05:
            tw.append(f'<rect x="{fmt(s["x"])}" y="{fmt(s["y"])}" width="2.2" height="1.6" fill="{s["colour"]}" '
                      f'opacity="{fmt(a * 0.8, 2)}"/>')
    # aircraft warning light on the spire: 5 blinks per loop
    blink = max(0.0, math.sin(2 * math.pi * 5 * p)) ** 6
    spire_y = HORIZON - 374 - 78
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{W}" height="{H}" '
        f'viewBox="0 0 {W} {H}">'
        "<defs>"
        '<filter id="b8" x="-10%" y="-200%" width="120%" height="500%"><feGaussianBlur stdDeviation="7"/></filter>'
        '<filter id="b2" x="-10%" y="-200%" width="120%" height="500%"><feGaussianBlur stdDeviation="1.4"/></filter>'
        '<filter id="bok" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5"/></filter>'
        '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".22" stop-color="#000" stop-opacity=".1"/>'
        '<stop offset=".5" stop-color="#000" stop-opacity=".22"/><stop offset=".8" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient>'
        '<radialGradient id="vig" cx=".5" cy=".5" r=".72"><stop offset=".55" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity=".7"/></radialGradient>'
        "</defs>"
        f'<image href="{bg_href}" xlink:href="{bg_href}" width="{W}" height="{H}"/>'
        f'<g filter="url(#b2)">{"".join(tw)}</g>'
        f'<circle cx="1004" cy="{fmt(spire_y)}" r="2.4" fill="#ff5a4a" opacity="{fmt(0.15 + 0.85 * blink, 2)}"/>'
        f'<circle cx="1004" cy="{fmt(spire_y)}" r="9" fill="#ff5a4a" opacity="{fmt(0.25 * blink, 2)}" filter="url(#b2)"/>'
        f'<g filter="url(#b8)">{"".join(glow)}</g>'
        f'<g filter="url(#b2)">{"".join(core)}</g>'
        f'<g filter="url(#bok)">{"".join(bok)}</g>'
        f'<rect width="{W}" height="{H}" fill="url(#shade)"/>'
        f'<rect width="{W}" height="{H}" fill="url(#vig)"/>'
        "</svg>\n"
    )


def main() -> None:
    ensure_build()
    work = BUILD / "hero"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    buildings = building_list()
    (work / "bg.svg").write_text(static_svg(buildings))
    run(["rsvg-convert", "-o", str(work / "bg.png"), str(work / "bg.svg")])
    trails, bokeh, twinkles = make_trails(), make_bokeh(), make_twinkles(buildings)

    def render(i: int) -> None:
        svg = work / f"f{i:04d}.svg"
        svg.write_text(frame_svg(i / FPS, "bg.png", trails, bokeh, twinkles))
        subprocess.run(["rsvg-convert", "-o", str(work / f"f{i:04d}.png"), str(svg)], check=True, cwd=work)
        svg.unlink()

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(render, range(FRAMES)))

    frames = str(work / "f%04d.png")
    MEDIA.mkdir(parents=True, exist_ok=True)
    mp4, webm = MEDIA / "hero.mp4", MEDIA / "hero.webm"
    common = ["ffmpeg", "-y", "-loglevel", "error", "-framerate", str(FPS), "-i", frames, "-an",
              "-map_metadata", "-1", "-fflags", "+bitexact"]
    run(common + ["-c:v", "libx264", "-preset", "veryslow", "-crf", "27", "-tune", "film",
                  "-x264-params", "aq-mode=3:threads=1:deterministic=1", "-pix_fmt", "yuv420p", "-profile:v", "high",
                  "-g", str(FPS * 2), "-movflags", "+faststart", "-flags:v", "+bitexact", str(mp4)])
    pass_log = str(work / "vp9")
    vp9 = ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "38", "-row-mt", "0", "-threads", "1", "-g", str(FPS * 2),
           "-pix_fmt", "yuv420p", "-passlogfile", pass_log]
    run(common + vp9 + ["-pass", "1", "-f", "null", "/dev/null"])
    run(common + vp9 + ["-pass", "2", str(webm)])

    poster = work / "f0000.png"
    to_webp(poster, MEDIA / "hero-poster.webp", quality=80, max_bytes=120 * 1024)
    to_jpg(poster, MEDIA / "hero-poster.jpg", quality=82, max_bytes=120 * 1024)
    for f, budget in ((mp4, 1536 * 1024), (webm, 1228 * 1024)):
        if f.stat().st_size > budget:
            raise SystemExit(f"{f} is {f.stat().st_size} B, budget {budget} B")


if __name__ == "__main__":
    main()
