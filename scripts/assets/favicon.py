#!/usr/bin/python3
"""Favicon set: public/favicon.svg and public/apple-touch-icon.png (180x180).

A gold serif "L" (Cormorant Garamond 700, for LUXE DRIVE DUBAI) on a near-black tile with a gold hairline
frame. The SVG has rounded corners; the touch icon is full-bleed because iOS rounds it itself.

Run: /usr/bin/python3 scripts/assets/favicon.py   (needs rsvg-convert from librsvg2-bin)
"""
from assetlib import BUILD, GOLD, GOLD_LIGHT, INK, PUBLIC, ensure_build, render_png, run, text_metrics, text_svg, write_svg

MONO_FONT = ("cormorant-garamond", 700)


def icon(rounded: bool) -> str:
    size = 50
    cap = text_metrics("L", MONO_FONT, size)["cap"]
    # optical centre: the L's mass sits left, so nudge it right a little
    letter = text_svg("L", MONO_FONT, size, 33.6, 32 + cap / 2, "url(#g)", anchor="middle")
    rx = ' rx="14"' if rounded else ""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        f'<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}"/><stop offset="1" stop-color="{GOLD}"/></linearGradient></defs>'
        f'<rect width="64" height="64"{rx} fill="{INK}"/>'
        f'<rect x="4.5" y="4.5" width="55" height="55" rx="{10.5 if rounded else 3}" fill="none" stroke="{GOLD}" '
        'stroke-width="1" opacity=".6"/>'
        f'{letter}</svg>\n'
    )


def main() -> None:
    ensure_build()
    write_svg(PUBLIC / "favicon.svg", icon(rounded=True), max_bytes=2048)
    png = BUILD / "apple-touch-icon-raw.png"
    render_png(icon(rounded=False), png, 180, 180)
    run(["/usr/bin/convert", str(png), "-strip", "-define", "png:compression-level=9",
         "-define", "png:exclude-chunks=date,time", str(PUBLIC / "apple-touch-icon.png")])


if __name__ == "__main__":
    main()
