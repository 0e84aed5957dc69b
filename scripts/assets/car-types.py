#!/usr/bin/python3
"""Car-type tiles: public/media/types/{luxury,convertible,coupe,sedan,sports,suv}.webp (800x560, <= 60 KB).

Each tile is an SVG side profile of the body style (see cars.py) in a dark studio with a gold key light and
a blue fill, rasterised with rsvg-convert and encoded with cwebp.

Run: /usr/bin/python3 scripts/assets/car-types.py   (needs librsvg2-bin, webp)
"""
from assetlib import BUILD, MEDIA, ensure_build, render_png, to_webp
from cars import scene

TYPES = ["luxury", "convertible", "coupe", "sedan", "sports", "suv"]


def main() -> None:
    ensure_build()
    for kind in TYPES:
        png = BUILD / f"type-{kind}.png"
        render_png(scene(kind), png, 800, 560)
        to_webp(png, MEDIA / "types" / f"{kind}.webp", quality=84, max_bytes=60 * 1024)


if __name__ == "__main__":
    main()
