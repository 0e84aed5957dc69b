#!/usr/bin/python3
"""Brand marks: public/media/brands/{slug}.svg

Our own typographic marks, not the makers' logos: a serif monogram (Cormorant Garamond 600) inside a
double hairline ring, with the brand name below in spaced capitals (Inter 500). One family for all seven,
gold (#c9a55c) ring and monogram, soft-white name, transparent background, text converted to paths so the
files render the same everywhere. Each file <= 3 KB.

Run: /usr/bin/python3 scripts/assets/brands.py
"""
from assetlib import GOLD, MEDIA, SANS, SERIF, SOFT_WHITE, fmt, text_metrics, text_svg, write_svg

BRANDS = [
    # slug, monogram, name as SPEC's tiles spell it (set in capitals under the ring)
    ("ferrari", "F", "Ferrari"),
    ("lamborghini", "L", "Lamborghini"),
    ("bentley", "B", "Bentley"),
    ("rolls-royce", "RR", "Rolls Royce"),
    ("porsche", "P", "Porsche"),
    ("mercedes", "M", "Mercedes"),
    ("bmw", "BMW", "BMW"),
]

W, H = 240, 170
CX, CY, R = 120, 64, 52
NAME_BASELINE = 157
NAME_MAX_W = 228


def mark(slug: str, monogram: str, title: str) -> str:
    name = title.upper()
    # Monogram: biggest size whose width fits 62% of the ring's diameter and cap height ~ 0.9 R.
    size = 80.0
    fit = 0.62 if len(monogram) == 1 else 0.74
    while text_metrics(monogram, SERIF, size, 0.02)["width"] > 2 * R * fit:
        size -= 2
    cap = text_metrics(monogram, SERIF, size)["cap"]
    mono = text_svg(monogram, SERIF, size, CX, CY + cap / 2, GOLD, tracking=0.02, anchor="middle", ids=f"{slug}-m")

    nsize = 15.0
    while text_metrics(name, SANS, nsize, 0.34)["width"] > NAME_MAX_W:
        nsize -= 0.5
    label = text_svg(name, SANS, nsize, CX, NAME_BASELINE, SOFT_WHITE, tracking=0.34, anchor="middle", ids=f"{slug}-n")

    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" role="img" aria-label="{title}">'
        f'<g fill="none" stroke="{GOLD}">'
        f'<circle cx="{CX}" cy="{CY}" r="{R}" stroke-width="1.6"/>'
        f'<circle cx="{CX}" cy="{CY}" r="{R - 5}" stroke-width=".6" opacity=".55"/>'
        f'<path d="M{CX - 16} {fmt(CY + R + 14)}h32" stroke-width=".8" opacity=".7"/>'
        f'</g>'
        f'{mono}{label}'
        f'</svg>\n'
    )


def main() -> None:
    for slug, mono, name in BRANDS:
        write_svg(MEDIA / "brands" / f"{slug}.svg", mark(slug, mono, name), max_bytes=3072)


if __name__ == "__main__":
    main()
