#!/usr/bin/python3
"""Testimonial portraits: public/media/testimonials/{slug}.webp (320x320, <= 25 KB) and their README.

Stylised, invented people: a three-quarter profile silhouette (head, hair or shayla, shoulders) in flat
shading, lit from the front by a warm gold rim light, on a dark backdrop with a soft halo. No facial
features are drawn, so they read as illustrations, never as photographs of real people.

Rim light technique: each shape is filled with the gold edge colour, then with the lit-skin/cloth colour
shifted slightly back, then with its shadow colour shifted further back (blurred), all clipped to the
shape, which leaves a crisp gold edge and a soft lit band on the side facing the light.

Run: /usr/bin/python3 scripts/assets/portraits.py   (needs librsvg2-bin, webp)
"""
from assetlib import BUILD, GOLD, GOLD_LIGHT, MEDIA, ensure_build, fmt, render_png, runs_path, to_webp

SIZE = 320

PEOPLE = [
    {
        "slug": "james-whitmore",
        "name": "James Whitmore",
        "location": "London, UK",
        "mirror": False,
        "bg": ("#1b2742", "#07080c"),
        "skin": ("#2a201b", "#c99a76"),
        "hair": ("#141213", "#8a6a48"),
        "cloth": ("#0f1115", "#4b5468"),
        "style": "suit",
        "quote": "Flawless from booking to drop-off. The car was waiting at my hotel, spotless, and the team made "
                 "Dubai feel effortless.",
    },
    {
        "slug": "aisha-al-mansoori",
        "name": "Aisha Al Mansoori",
        "location": "Abu Dhabi, UAE",
        "mirror": True,
        "bg": ("#33281a", "#0a0907"),
        "skin": ("#2c211a", "#bf8c66"),
        "hair": ("#1d1917", "#8c7760"),  # the shayla: dark taupe silk
        "cloth": ("#1d1917", "#8c7760"),
        "style": "shayla",
        "quote": "Elegant cars, discreet service and real attention to detail. They are my first call whenever "
                 "family visits.",
    },
    {
        "slug": "marco-rossi",
        "name": "Marco Rossi",
        "location": "Milan, Italy",
        "mirror": False,
        "bg": ("#1a2e30", "#060909"),
        "skin": ("#2c221b", "#c4946c"),
        "hair": ("#161210", "#7a5a3c"),
        "cloth": ("#141314", "#6a5f56"),
        "style": "roll-neck",
        "quote": "I have rented supercars all over Europe and this was the smoothest experience yet. Pure joy on "
                 "Sheikh Zayed Road.",
    },
]

# Face in profile, facing right (forehead, brow, nose, lips, chin, jaw, front of neck), closed round the back.
FACE = [
    [(192, 70), (204, 88), (210, 106), (212, 117)],
    [(212, 117), (214, 125), (220, 137), (227, 147)],
    [(227, 147), (221, 151), (213, 152)],
    [(213, 152), (216, 157), (216.5, 162)],
    [(216.5, 162), (212.5, 164.5)],
    [(212.5, 164.5), (215.5, 168), (214.5, 173)],
    [(214.5, 173), (209, 178), (210.5, 186), (207, 194)],
    [(207, 194), (196, 200), (184, 203)],
    [(184, 203), (186, 222), (191, 248)],
    [(191, 248), (134, 250)],
    [(134, 250), (137, 214), (139, 180), (140, 130), (156, 80), (192, 70)],
]
EAR = [[(146, 128), (156, 126), (160, 140), (156, 158), (146, 160), (142, 144), (146, 128)]]

SHORT_HAIR = [  # side-parted, tapered at the nape; sideburn in front of the ear
    [(196, 74), (199, 60), (191, 46), (168, 36), (138, 38), (112, 54), (100, 84), (99, 118), (106, 150), (120, 174),
     (136, 186)],
    [(136, 186), (141, 168), (143, 150)],
    [(143, 150), (144, 132), (152, 123)],
    [(152, 123), (158, 125), (160, 141)],
    [(160, 141), (163, 124), (168, 108)],
    [(168, 108), (177, 96), (187, 88), (196, 74)],
]
SWEPT_HAIR = [  # swept back with volume, longer at the nape
    [(197, 72), (201, 54), (191, 36), (164, 26), (130, 28), (104, 44), (92, 76), (90, 116), (96, 156), (112, 186),
     (134, 198)],
    [(134, 198), (141, 176), (143, 152)],
    [(143, 152), (144, 132), (152, 123)],
    [(152, 123), (158, 125), (160, 134)],
    [(160, 134), (164, 120), (168, 106)],
    [(168, 106), (178, 94), (188, 86), (197, 72)],
]
BEARD = [  # close-cropped: cheek line to the corner of the mouth, round the chin, along the jaw
    [(160, 130), (172, 144), (190, 154), (209, 164)],
    [(209, 164), (215.5, 169), (214.5, 174)],
    [(214.5, 174), (217, 184), (214, 195), (204, 201), (186, 205), (170, 202)],
    [(170, 202), (160, 184), (156, 160), (160, 130)],
]
SHAYLA = [
    [(200, 74), (188, 50), (160, 34), (124, 38), (98, 62), (86, 104), (86, 156), (94, 204), (76, 236), (44, 262),
     (18, 292), (6, 320)],
    [(6, 320), (262, 320)],
    [(262, 320), (246, 284), (224, 252), (206, 226), (194, 210)],
    [(194, 210), (178, 207), (168, 192), (163, 162), (165, 130), (172, 102), (186, 82), (200, 74)],
]
SHAYLA_FOLDS = [
    [(150, 44), (118, 70), (104, 120), (110, 180), (126, 226)],
    [(170, 60), (140, 90), (132, 150), (144, 200)],
    [(150, 214), (176, 240), (200, 278), (214, 320)],
    [(126, 236), (150, 270), (160, 320)],
    [(96, 230), (76, 270), (66, 320)],
]
SUIT = [
    [(128, 226), (96, 244), (56, 262), (24, 288), (4, 320)],
    [(4, 320), (318, 320)],
    [(318, 320), (304, 292), (276, 268), (236, 252), (204, 244)],
    [(204, 244), (190, 236), (168, 230), (128, 226)],
]
COLLAR = [[(188, 228), (197, 238), (204, 249), (197, 250), (188, 240), (184, 232), (188, 228)]]
LAPEL = [(206, 250), (228, 278), (244, 320)]
ROLL_NECK = [
    [(126, 206), (150, 212), (186, 212), (196, 222)],
    [(196, 222), (200, 240)],
    [(200, 240), (250, 254), (292, 276), (316, 304), (320, 320)],
    [(320, 320), (0, 320)],
    [(0, 320), (20, 286), (60, 260), (104, 246), (124, 238), (126, 206)],
]
NECK_RIBS = [[(186, 214), (192, 236)], [(178, 214), (184, 238)], [(170, 214), (176, 240)]]


def lit_shape(d: str, cid: str, shadow: str, light: str, shift: float = 1.0, edge: str = GOLD_LIGHT,
              lift: float = 1.0) -> str:
    """Shape lit from the right (and a little from above, `lift`): gold edge, soft lit band, then shadow."""
    return (
        f'<clipPath id="{cid}"><path d="{d}"/></clipPath>'
        f'<g clip-path="url(#{cid})">'
        f'<path d="{d}" fill="{edge}"/>'
        f'<path d="{d}" fill="{light}" transform="translate({fmt(-1.8 * shift)} {fmt(0.5 * shift * lift)})"/>'
        f'<path d="{d}" fill="{shadow}" transform="translate({fmt(-10 * shift)} {fmt(2.2 * shift * lift)})"/>'
        f'<path d="{d}" fill="{shadow}" transform="translate({fmt(-7 * shift)} {fmt(1.5 * shift * lift)})" filter="url(#soft)"/>'
        "</g>"
    )


def strokes(lines: list[list[tuple[float, float]]], colour: str, width: float, opacity: float) -> str:
    return "".join(
        f'<path d="{runs_path([pts], close=False)}" fill="none" stroke="{colour}" stroke-width="{width}" '
        f'stroke-linecap="round" opacity="{opacity}"/>'
        for pts in lines
    )


def portrait(p: dict) -> str:
    bg_hi, bg_lo = p["bg"]
    skin_sh, skin_lit = p["skin"]
    hair_sh, hair_lit = p["hair"]
    cloth_sh, cloth_lit = p["cloth"]
    face = runs_path(FACE)
    ear = runs_path(EAR)
    parts = [lit_shape(face, "face", skin_sh, skin_lit)]
    style = p["style"]
    if style == "suit":
        parts.append(lit_shape(runs_path(SUIT), "body", cloth_sh, cloth_lit, 1.6))
        parts.append(lit_shape(runs_path(COLLAR), "collar", "#3b3936", "#d9d3c9", 0.5))
        parts.append(strokes([LAPEL], GOLD, 1.2, 0.55))
        parts.append(lit_shape(ear, "ear", skin_sh, skin_lit, 0.5))
        parts.append(lit_shape(runs_path(SHORT_HAIR), "hair", hair_sh, hair_lit, 0.8))
        parts.append(strokes([[(190, 56), (164, 46), (132, 50), (112, 66)], [(186, 70), (160, 60), (128, 66)],
                              [(178, 84), (152, 76), (124, 86)]], hair_lit, 1, 0.3))
    elif style == "roll-neck":
        parts.append(lit_shape(runs_path(ROLL_NECK), "body", cloth_sh, cloth_lit, 1.6))
        parts.append(strokes(NECK_RIBS, cloth_lit, 1, 0.25))
        parts.append(lit_shape(ear, "ear", skin_sh, skin_lit, 0.5))
        parts.append(lit_shape(runs_path(BEARD), "beard", "#1e1815", hair_lit, 0.7, lift=0))
        parts.append(lit_shape(runs_path(SWEPT_HAIR), "hair", hair_sh, hair_lit, 0.9))
        parts.append(strokes([[(192, 50), (166, 36), (130, 38), (104, 58)], [(190, 64), (160, 50), (124, 54), (100, 76)],
                              [(184, 80), (154, 68), (118, 74), (98, 100)], [(176, 94), (150, 86), (120, 96), (104, 130)]],
                             hair_lit, 1, 0.3))
    elif style == "shayla":
        parts.append(lit_shape(runs_path(SHAYLA), "scarf", hair_sh, hair_lit, 1.4, edge=GOLD))
        parts.append(f'<g clip-path="url(#scarf)"><ellipse cx="150" cy="70" rx="46" ry="30" fill="{hair_lit}" '
                     'opacity=".22" filter="url(#soft)"/></g>')
        parts.append(strokes(SHAYLA_FOLDS, "#b9a58a", 1, 0.18))
        # a fine gold border on the shayla's front edge
        parts.append(f'<path d="{runs_path([SHAYLA[3]], close=False)}" fill="none" stroke="{GOLD}" stroke-width="1.4" opacity=".7"/>')
    figure = "".join(parts)
    if p["mirror"]:
        figure = f'<g transform="translate({SIZE} 0) scale(-1 1)">{figure}</g>'
    halo_x = 0.62 if not p["mirror"] else 0.38
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">'
        "<defs>"
        f'<radialGradient id="bg" cx="{halo_x}" cy=".38" r=".75"><stop offset="0" stop-color="{bg_hi}"/>'
        f'<stop offset="1" stop-color="{bg_lo}"/></radialGradient>'
        f'<radialGradient id="halo" cx="{halo_x}" cy=".36" r=".32"><stop offset="0" stop-color="{GOLD}" stop-opacity=".22"/>'
        f'<stop offset="1" stop-color="{GOLD}" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="vig" cx=".5" cy=".5" r=".72"><stop offset=".6" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity=".6"/></radialGradient>'
        '<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3.2"/></filter>'
        "</defs>"
        f'<rect width="{SIZE}" height="{SIZE}" fill="url(#bg)"/>'
        f'<rect width="{SIZE}" height="{SIZE}" fill="url(#halo)"/>'
        f"{figure}"
        f'<rect width="{SIZE}" height="{SIZE}" fill="url(#vig)"/>'
        "</svg>\n"
    )


README = """# Testimonial portraits

Invented customers for the home page's 'What Our Customers Say' block (SPEC: three fixed sample
testimonials, each with a name, a location, five stars, a quote and a portrait image). Use these exact
names and locations with the matching file. The portraits are illustrations drawn by
`scripts/assets/portraits.py`, not photographs of anyone.

| File | Name | Location |
|------|------|----------|
{rows}

Suggested quotes (optional; SPEC fixes no wording, so put whichever you use in the message catalogue):

{quotes}
"""


def main() -> None:
    ensure_build()
    for p in PEOPLE:
        png = BUILD / f"portrait-{p['slug']}.png"
        render_png(portrait(p), png, SIZE, SIZE)
        to_webp(png, MEDIA / "testimonials" / f"{p['slug']}.webp", quality=86, max_bytes=25 * 1024)
    rows = "\n".join(f"| `{p['slug']}.webp` | {p['name']} | {p['location']} |" for p in PEOPLE)
    quotes = "\n".join(f"- {p['name']}: \"{p['quote']}\"" for p in PEOPLE)
    (MEDIA / "testimonials" / "README.md").write_text(README.format(rows=rows, quotes=quotes))


if __name__ == "__main__":
    main()
