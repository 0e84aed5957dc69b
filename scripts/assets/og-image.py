#!/usr/bin/python3
"""Social card public/media/og-image.jpg (1200x630) and the site wordmark public/media/logo.svg.

Card: the neutral wordmark LUXE DRIVE DUBAI (Cormorant Garamond 600, spaced capitals, gold gradient), a gold
hairline with a small diamond, the tagline from SPEC ('With Every Mile, We Make You Smile', Cormorant italic)
and the sports car of the type tiles in the same dark studio. Text is converted to paths.

Logo: the favicon's serif L in a hairline ring beside the wordmark, gold on transparent, for the top bar.

Run: /usr/bin/python3 scripts/assets/og-image.py   (needs librsvg2-bin, imagemagick)
"""
from assetlib import (BUILD, GOLD, GOLD_LIGHT, MEDIA, SANS, SOFT_WHITE, ensure_build, fmt, render_png, text_metrics,
                      text_svg, to_jpg, write_svg)
from cars import scene

WORDMARK = "LUXE DRIVE DUBAI"
TAGLINE = "With Every Mile, We Make You Smile"  # SPEC §2, the hero tagline
SERIF_BOLD = ("cormorant-garamond", 600)
SERIF_ITALIC = ("cormorant-garamond", 500, "italic")
MONO_FONT = ("cormorant-garamond", 700)


def og_overlay(w: int) -> str:
    cx = w / 2
    mark = text_svg(WORDMARK, SERIF_BOLD, 66, cx, 138, "url(#ogGold)", tracking=0.2, anchor="middle", ids="w")
    tag = text_svg(TAGLINE, SERIF_ITALIC, 34, cx, 236, SOFT_WHITE, anchor="middle", ids="t")
    rule_y = 182
    return (
        '<defs><linearGradient id="ogGold" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}"/><stop offset="1" stop-color="{GOLD}"/></linearGradient>'
        '<linearGradient id="ogRule" x1="0" y1="0" x2="1" y2="0">'
        f'<stop offset="0" stop-color="{GOLD}" stop-opacity="0"/><stop offset=".5" stop-color="{GOLD}"/>'
        f'<stop offset="1" stop-color="{GOLD}" stop-opacity="0"/></linearGradient></defs>'
        f"{mark}"
        f'<rect x="{fmt(cx - 170)}" y="{rule_y}" width="340" height="1" fill="url(#ogRule)"/>'
        f'<path d="M{fmt(cx)} {rule_y - 5}l5 5.5-5 5.5-5-5.5z" fill="{GOLD}"/>'
        f"{tag}"
    )


def logo() -> str:
    """Horizontal lock-up: ringed L monogram + LUXE DRIVE / DUBAI."""
    h = 64
    ring = f'<circle cx="32" cy="32" r="29" fill="none" stroke="{GOLD}" stroke-width="1.4"/>'
    cap = text_metrics("L", MONO_FONT, 40)["cap"]
    mono = text_svg("L", MONO_FONT, 40, 33.5, 32 + cap / 2, GOLD, anchor="middle", ids="logo-m")
    name = text_svg("LUXE DRIVE", SERIF_BOLD, 30, 78, 34, GOLD, tracking=0.16, ids="logo-n")
    name_w = text_metrics("LUXE DRIVE", SERIF_BOLD, 30, 0.16)["width"]
    sub = text_svg("DUBAI", SANS, 10.5, 78 + name_w / 2, 53, SOFT_WHITE, tracking=0.62, anchor="middle", ids="logo-s")
    w = int(78 + name_w + 4)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" role="img" aria-label="Luxe Drive Dubai">'
        f"{ring}{mono}{name}{sub}</svg>\n"
    )


def main() -> None:
    ensure_build()
    w, h = 1200, 630
    svg = scene("sports", w, h, dx=600 - 406 * 1.0, dy=600 - 430 * 1.0 - 10, scale=1.0, overlay=og_overlay(w))
    png = BUILD / "og-image.png"
    render_png(svg, png, w, h)
    to_jpg(png, MEDIA / "og-image.jpg", quality=86, max_bytes=150 * 1024)
    write_svg(MEDIA / "logo.svg", logo(), max_bytes=6 * 1024)


if __name__ == "__main__":
    main()
