"""Side-profile car drawings (SVG) shared by car-types.py and og-image.py.

Each body style is authored as a few smooth Catmull-Rom runs (front face, bonnet, glasshouse, tail) on an
800x560 board, ground line at y=430, nose to the right. The drawing is ours: generic proportions of a body
style, no maker's design. Lighting: warm gold key light from behind-left (rim on roof and tail), cool blue
fill from the front-right (rim on bonnet and nose), glossy black paint, floor reflection.
"""
from __future__ import annotations

import math

from assetlib import GOLD, GOLD_LIGHT, fmt, runs_path, smooth_run

GROUND = 430.0

CARS: dict[str, dict] = {
    "sports": {  # mid-engine wedge, cab forward
        "wheels": [(212, 50), (598, 50)],
        "sill": 404,
        "top": [
            [(720, 410), (734, 396), (737, 376)],
            [(737, 376), (712, 356), (660, 332), (600, 314), (548, 302)],
            [(548, 302), (500, 276), (450, 262), (400, 259), (340, 264), (272, 280), (180, 300), (92, 314)],
            [(92, 314), (80, 334), (76, 372), (88, 404)],
        ],
        "glass": [
            [(532, 306), (494, 282), (450, 270), (400, 268), (346, 273), (296, 290)],
            [(296, 290), (318, 318)],
            [(318, 318), (460, 314), (532, 306)],
        ],
        "doors": [[(536, 312), (520, 352), (470, 398)], [(318, 320), (312, 398)]],
        "shoulder": [(716, 380), (600, 346), (470, 340), (330, 336), (200, 328), (96, 334)],
        "head": [(690, 352), (722, 364), (737, 376), (726, 377), (700, 366)],
        "tail": [(86, 322), (118, 318), (150, 318), (118, 324), (84, 328)],
        "extras": "intake",
    },
    "coupe": {  # front-engine grand tourer, fastback
        "wheels": [(208, 50), (582, 50)],
        "sill": 404,
        "top": [
            [(716, 410), (729, 396), (731, 372)],
            [(731, 372), (706, 350), (650, 326), (580, 306), (520, 296), (476, 292)],
            [(476, 292), (430, 266), (385, 256), (330, 254), (270, 262), (200, 284), (130, 308), (96, 316)],
            [(96, 316), (84, 334), (82, 374), (94, 404)],
        ],
        "glass": [
            [(462, 295), (424, 270), (384, 263), (332, 261), (280, 268), (236, 284)],
            [(236, 284), (250, 307)],
            [(250, 307), (360, 304), (462, 295)],
        ],
        "doors": [[(470, 300), (476, 350), (468, 398)], [(262, 309), (270, 398)]],
        "shoulder": [(714, 370), (600, 340), (460, 334), (300, 330), (180, 324), (98, 328)],
        "head": [(684, 344), (716, 358), (731, 372), (720, 373), (694, 360)],
        "tail": [(90, 322), (118, 318), (148, 318), (118, 324), (88, 328)],
    },
    "sedan": {  # three-box saloon, four doors
        "wheels": [(196, 48), (593, 48)],
        "sill": 402,
        "top": [
            [(722, 408), (735, 392), (737, 356)],
            [(737, 356), (710, 336), (650, 318), (580, 304), (510, 296)],
            [(510, 296), (460, 264), (420, 253), (370, 249), (290, 249), (240, 254), (198, 272), (164, 294)],
            [(164, 294), (120, 297), (80, 300)],
            [(80, 300), (72, 318), (70, 362), (84, 402)],
        ],
        "glass": [
            [(494, 298), (452, 268), (416, 259), (370, 256), (292, 256), (246, 261), (210, 276), (186, 296)],
            [(186, 296), (192, 306)],
            [(192, 306), (350, 304), (494, 298)],
        ],
        "pillars": [[(366, 256), (378, 256), (376, 304), (362, 304)], [(244, 260), (256, 259), (262, 305), (250, 305)]],
        "doors": [[(500, 302), (506, 350), (500, 396)], [(370, 306), (372, 396)], [(254, 308), (250, 350), (246, 380)]],
        "shoulder": [(722, 350), (600, 326), (440, 322), (280, 318), (150, 312), (78, 312)],
        "head": [(692, 334), (724, 344), (737, 356), (726, 358), (700, 348)],
        "tail": [(74, 308), (104, 304), (136, 304), (104, 310), (72, 314)],
    },
    "luxury": {  # long-wheelbase limousine: upright nose, long bonnet, tall glasshouse
        "wheels": [(210, 54), (630, 54)],
        "sill": 400,
        "top": [
            [(736, 404), (745, 372), (746, 308)],
            [(746, 308), (728, 298), (660, 292), (580, 290), (520, 290)],
            [(520, 290), (476, 258), (436, 244), (370, 240), (260, 240), (204, 246), (170, 264), (146, 288)],
            [(146, 288), (104, 292), (68, 296)],
            [(68, 296), (60, 316), (60, 366), (74, 402)],
        ],
        "glass": [
            [(504, 292), (466, 264), (430, 251), (370, 248), (262, 248), (212, 253), (182, 268), (164, 290)],
            [(164, 290), (172, 302)],
            [(172, 302), (340, 302), (504, 294)],
        ],
        "pillars": [[(352, 248), (364, 248), (362, 302), (350, 302)], [(234, 250), (246, 250), (250, 302), (238, 302)]],
        "doors": [[(512, 296), (516, 350), (512, 394)], [(356, 304), (358, 394)], [(244, 304), (240, 350), (232, 380)]],
        "shoulder": [(734, 318), (600, 314), (430, 314), (260, 310), (130, 304), (66, 304)],
        "head": [(712, 300), (740, 304), (746, 314), (738, 318), (716, 310)],
        "tail": [(64, 304), (92, 301), (120, 301), (92, 307), (62, 311)],
        "extras": "grille",
    },
    "convertible": {  # two-seat roadster, roof down
        "wheels": [(214, 50), (584, 50)],
        "sill": 404,
        "top": [
            [(716, 410), (729, 396), (731, 372)],
            [(731, 372), (706, 350), (650, 326), (584, 308), (520, 300)],
            [(520, 300), (470, 301), (400, 302), (330, 302), (296, 300)],
            [(296, 300), (272, 282), (244, 276), (214, 280), (196, 294)],
            [(196, 294), (150, 298), (100, 304)],
            [(100, 304), (86, 322), (84, 372), (96, 404)],
        ],
        "glass": [],
        "doors": [[(512, 304), (518, 350), (510, 398)], [(300, 304), (306, 398)]],
        "shoulder": [(714, 370), (600, 336), (460, 330), (300, 326), (180, 320), (100, 326)],
        "head": [(684, 344), (716, 358), (731, 372), (720, 373), (694, 360)],
        "tail": [(94, 312), (120, 308), (150, 308), (120, 314), (92, 318)],
        "extras": "cockpit",
    },
    "suv": {  # full-size luxury SUV, floating roof
        "rocker": 24,
        "wheels": [(206, 58), (604, 58)],
        "sill": 396,
        "top": [
            [(722, 396), (737, 366), (738, 282)],
            [(738, 282), (708, 270), (640, 264), (570, 262)],
            [(570, 262), (534, 226), (506, 204)],
            [(506, 204), (420, 197), (300, 196), (180, 198), (116, 204)],
            [(116, 204), (94, 216), (84, 250), (82, 330), (84, 376), (94, 396)],
        ],
        "glass": [
            [(554, 264), (524, 232), (500, 212)],
            [(500, 212), (400, 206), (280, 205), (150, 209)],
            [(150, 209), (138, 240), (136, 262)],
            [(136, 262), (340, 264), (554, 264)],
        ],
        "pillars": [[(396, 206), (408, 206), (408, 266), (396, 266)], [(258, 205), (270, 205), (270, 265), (258, 265)]],
        "doors": [[(548, 268), (552, 330), (548, 390)], [(402, 268), (404, 390)], [(264, 267), (262, 330), (258, 372)]],
        "shoulder": [(732, 292), (600, 282), (440, 282), (280, 280), (150, 276), (86, 276)],
        "head": [(698, 274), (730, 278), (738, 290), (728, 294), (702, 286)],
        "tail": [(86, 256), (100, 252), (118, 252), (98, 262), (84, 268)],
    },
}


def _poly(points) -> str:
    return "M" + "L".join(f"{fmt(x)} {fmt(y)}" for x, y in points) + "Z"


def body_path(car: dict) -> str:
    """Closed silhouette: the top runs from nose to tail, then the sill with wheel-arch cut-outs."""
    d = runs_path(car["top"], close=False)
    sill = car["sill"]
    for cx, r in car["wheels"]:  # rear wheel first (left), then front
        cy = GROUND - r
        ar = r + 9
        dy = sill - cy
        dx = math.sqrt(max(ar * ar - dy * dy, 0))
        d += f"L{fmt(cx - dx)} {fmt(sill)}A{fmt(ar)} {fmt(ar)} 0 1 1 {fmt(cx + dx)} {fmt(sill)}"
    first = car["top"][0][0]
    d += f"L{fmt(first[0] - 4)} {fmt(sill)}Z"
    return d


def hull_path(car: dict) -> str:
    """The silhouette without the arch cut-outs: the wheel-arch liners are clipped to it."""
    d = runs_path(car["top"], close=False)
    first = car["top"][0][0]
    return d + f"L{fmt(first[0] - 4)} {fmt(car['sill'])}Z"


def rim_path(car: dict) -> str:
    """Open path along the upper silhouette (bonnet to tail), for the rim lights."""
    runs = car["top"][1:-1]
    return runs_path(runs, close=False)


def wheel(cx: float, r: float) -> str:
    cy = GROUND - r
    rim = r * 0.66
    spokes = []
    for i in range(10):
        a = math.radians(i * 36 + 9)
        x1, y1 = cx + rim * 0.26 * math.cos(a), cy + rim * 0.26 * math.sin(a)
        x2, y2 = cx + rim * 0.92 * math.cos(a), cy + rim * 0.92 * math.sin(a)
        spokes.append(f"M{fmt(x1)} {fmt(y1)}L{fmt(x2)} {fmt(y2)}")
    cal_a1, cal_a2 = math.radians(-150), math.radians(-100)
    cr = rim * 0.78
    caliper = (f"M{fmt(cx + cr * math.cos(cal_a1))} {fmt(cy + cr * math.sin(cal_a1))}"
               f"A{fmt(cr)} {fmt(cr)} 0 0 1 {fmt(cx + cr * math.cos(cal_a2))} {fmt(cy + cr * math.sin(cal_a2))}")
    return (
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r)}" fill="#0a0a0b"/>'
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r - 3)}" fill="none" stroke="#1c1c1f" stroke-width="2"/>'
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(rim)}" fill="url(#rimfill)"/>'
        f'<path d="{caliper}" stroke="{GOLD}" stroke-width="{fmt(r * 0.16)}" stroke-linecap="round" opacity=".85"/>'
        f'<path d="{"".join(spokes)}" stroke="#4a4a52" stroke-width="{fmt(r * 0.07)}" stroke-linecap="round"/>'
        f'<path d="{"".join(spokes)}" stroke="#8d8a84" stroke-width="{fmt(r * 0.02)}" stroke-linecap="round" opacity=".6"/>'
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(rim)}" fill="none" stroke="url(#lip)" stroke-width="2"/>'
        f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r * 0.12)}" fill="#1d1d21" stroke="#55524c" stroke-width="1"/>'
    )


def extras(car: dict) -> tuple[str, str]:
    """(drawn under the body, drawn over the body) details of a style."""
    kind = car.get("extras")
    if kind == "intake":
        return "", (
            f'<path d="{runs_path([[(300, 330), (350, 326), (404, 326)], [(404, 326), (322, 366)], [(322, 366), (300, 330)]])}" '
            'fill="#050506" opacity=".9"/>'
        )
    if kind == "grille":
        return "", (
            '<rect x="739" y="318" width="7" height="56" rx="2" fill="#2a2a2e"/>'
            f'<rect x="741" y="321" width="3" height="50" rx="1.5" fill="{GOLD}" opacity=".4"/>'
        )
    if kind == "cockpit":
        under = (
            # seats and headrests visible above the door line, windscreen frame
            '<path d="M404 304C404 280 412 272 424 272C436 272 440 284 438 304Z" fill="#17171b"/>'
            '<path d="M326 304C326 280 334 272 346 272C358 272 362 284 360 304Z" fill="#17171b"/>'
        )
        over = (
            '<path d="M520 301L474 262L464 262L506 302Z" fill="#1b2230" opacity=".9"/>'
            '<path d="M520 301L470 261" stroke="#2d2e33" stroke-width="3" stroke-linecap="round"/>'
            f'<path d="M520 301L470 261" stroke="{GOLD_LIGHT}" stroke-width="1" opacity=".35" stroke-linecap="round"/>'
        )
        return under, over
    return "", ""


def defs() -> str:
    return (
        '<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#46464d"/><stop offset=".28" stop-color="#222228"/>'
        '<stop offset=".62" stop-color="#0f0f12"/><stop offset="1" stop-color="#060607"/></linearGradient>'
        '<linearGradient id="glass" x1="0" y1="0" x2=".3" y2="1">'
        '<stop offset="0" stop-color="#34405a"/><stop offset=".55" stop-color="#141a26"/>'
        '<stop offset="1" stop-color="#0b0d12"/></linearGradient>'
        '<radialGradient id="rimfill" cx=".4" cy=".35" r=".7">'
        '<stop offset="0" stop-color="#2e2e33"/><stop offset="1" stop-color="#0d0d0f"/></radialGradient>'
        '<linearGradient id="lip" x1="0" y1="0" x2="1" y2="1">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}" stop-opacity=".8"/><stop offset=".5" stop-color="#55524c" stop-opacity=".3"/>'
        '<stop offset="1" stop-color="#7d9cd6" stop-opacity=".5"/></linearGradient>'
        '<linearGradient id="rimGold" x1="0" y1="0" x2="1" y2="0">'
        f'<stop offset="0" stop-color="{GOLD_LIGHT}"/><stop offset=".45" stop-color="{GOLD}" stop-opacity=".9"/>'
        f'<stop offset=".8" stop-color="{GOLD}" stop-opacity="0"/></linearGradient>'
        '<linearGradient id="rimBlue" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset=".35" stop-color="#7fa6ff" stop-opacity="0"/><stop offset=".8" stop-color="#8fb0f0" stop-opacity=".75"/>'
        '<stop offset="1" stop-color="#cfe0ff"/></linearGradient>'
        '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">'
        '<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".3" stop-color="#fff" stop-opacity=".22"/>'
        '<stop offset=".7" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>'
        '<linearGradient id="flank" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fff" stop-opacity=".10"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>'
        '<filter id="blur2" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>'
        '<filter id="blur6" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="6"/></filter>'
        '<filter id="blur14" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>'
        '<linearGradient id="reflfade" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>'
        f'<mask id="reflmask" maskUnits="userSpaceOnUse" x="0" y="{fmt(GROUND)}" width="800" height="200">'
        f'<rect x="0" y="{fmt(GROUND)}" width="800" height="200" fill="url(#reflfade)"/></mask>'
    )


def car_group(kind: str, clips: bool = True) -> str:
    """The car itself (no background, no reflection). clips=False for the mirrored copy, which reuses the
    clip paths of the upright car (they are in the car's own coordinates)."""
    car = CARS[kind]
    body = body_path(car)
    rim = rim_path(car)
    under, over = extras(car)
    liners = (
        (f'<clipPath id="hull"><path d="{hull_path(car)}"/></clipPath>' if clips else "")
        + '<g clip-path="url(#hull)" fill="#040405">'
        + "".join(f'<circle cx="{fmt(cx)}" cy="{fmt(GROUND - r)}" r="{fmt(r + 9.5)}"/>' for cx, r in car["wheels"])
        + "</g>"
    )
    glass = ""
    if car["glass"]:
        gp = runs_path(car["glass"])
        xs = [x for run_pts in car["glass"] for x, _ in run_pts]
        ys = [y for run_pts in car["glass"] for _, y in run_pts]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys) - 4, max(ys) + 4
        lean = (y1 - y0) * 0.9
        streaks = "".join(
            _poly([(xa, y0), (xa + wd, y0), (xa + wd - lean, y1), (xa - lean, y1)])
            for xa, wd in ((x0 + (x1 - x0) * 0.62, 46), (x0 + (x1 - x0) * 0.74, 14))
        )
        glass = (
            f'<path d="{gp}" fill="url(#glass)"/>'
            + (f'<clipPath id="gclip"><path d="{gp}"/></clipPath>' if clips else "")
            + f'<path d="{streaks}" fill="#fff" opacity=".06" clip-path="url(#gclip)"/>'
            + "".join(f'<path d="{_poly(p)}" fill="#121215"/>' for p in car.get("pillars", []))
        )
    shoulder = "M" + f"{fmt(car['shoulder'][0][0])} {fmt(car['shoulder'][0][1])}" + smooth_run(car["shoulder"])
    hy = sum(y for _, y in car["head"]) / len(car["head"])
    slim = [(x, hy + (y - hy) * 0.5) for x, y in car["head"]]  # a slim LED lens, not a round lamp
    head = runs_path([slim + [slim[0]]])
    tail = runs_path([car["tail"] + [car["tail"][0]]])
    wheels = "".join(wheel(cx, r) for cx, r in car["wheels"])
    sh = car["shoulder"]
    rocker = car.get("rocker", 12)
    low = [(x, y + 44) for x, y in reversed(sh)]
    flank = ("M" + f"{fmt(sh[0][0])} {fmt(sh[0][1] + 3)}" + smooth_run([(x, y + 3) for x, y in sh])
             + f"L{fmt(low[0][0])} {fmt(low[0][1])}" + smooth_run(low) + "Z")
    lips = ""
    for cx, r in car["wheels"]:
        ar = r + 9.5
        cy = GROUND - r
        a1, a2 = math.radians(200), math.radians(340)
        lips += (f'<path d="M{fmt(cx + ar * math.cos(a1))} {fmt(cy + ar * math.sin(a1))}'
                 f'A{fmt(ar)} {fmt(ar)} 0 0 1 {fmt(cx + ar * math.cos(a2))} {fmt(cy + ar * math.sin(a2))}" '
                 'fill="none" stroke="url(#sheen)" stroke-width="2.5" opacity=".8"/>')
    doors = "".join(
        f'<path d="M{fmt(d[0][0])} {fmt(d[0][1])}{smooth_run(d)}" fill="none" stroke="#040405" stroke-width="1.4"/>'
        f'<path d="M{fmt(d[0][0] + 1.4)} {fmt(d[0][1])}{smooth_run([(x + 1.4, y) for x, y in d])}" fill="none" '
        'stroke="#fff" stroke-opacity=".07" stroke-width="1"/>'
        for d in car.get("doors", [])
    )
    return (
        "<g>"
        f"{liners}{under}"
        f'<path d="{body}" fill="url(#paint)"/>'
        + (f'<clipPath id="bclip"><path d="{body}"/></clipPath>' if clips else "") +
        f"{glass}"
        # a long softbox reflection along the flank and the character line
        f'<path d="{shoulder}" fill="none" stroke="url(#sheen)" stroke-width="7" filter="url(#blur6)" clip-path="url(#bclip)"/>'
        f'<path d="{shoulder}" fill="none" stroke="url(#sheen)" stroke-width="1.2" clip-path="url(#bclip)"/>'
        # broad flank reflection under the shoulder, warm floor bounce on the sill, fender lips, panel gaps
        f'<g clip-path="url(#bclip)">'
        f'<path d="{flank}" fill="url(#flank)" filter="url(#blur6)"/>'
        f'<path d="M40 {fmt(car["sill"] - 3)}H760" stroke="#b08a4a" stroke-width="3" opacity=".28" filter="url(#blur2)"/>'
        f'<path d="M40 {fmt(car["sill"] - rocker)}H760V{fmt(car["sill"] + 2)}H40Z" fill="#050506" opacity=".75"/>'
        f'<path d="M40 {fmt(car["sill"] - rocker)}H760" stroke="url(#sheen)" stroke-width="1"/>'
        f"{lips}{doors}</g>"
        # rim lights: gold from behind-left, blue from the front-right
        f'<g clip-path="url(#bclip)" fill="none">'
        f'<path d="{rim}" stroke="url(#rimGold)" stroke-width="5"/>'
        f'<path d="{rim}" stroke="url(#rimBlue)" stroke-width="4"/></g>'
        f'<path d="{rim}" fill="none" stroke="url(#rimGold)" stroke-width="6" filter="url(#blur6)" opacity=".55"/>'
        f'<path d="{rim}" fill="none" stroke="url(#rimBlue)" stroke-width="6" filter="url(#blur6)" opacity=".45"/>'
        f"{over}"
        f'<path d="{head}" fill="#cfe0ff" filter="url(#blur6)" opacity=".7"/>'
        f'<path d="{head}" fill="#eef4ff"/>'
        f'<path d="{tail}" fill="#e0553a" filter="url(#blur6)" opacity=".8"/>'
        f'<path d="{tail}" fill="#f07a52"/>'
        f"{wheels}"
        "</g>"
    )


def studio(width: int = 800, height: int = 560, gy: float = GROUND) -> str:
    """Dark studio backdrop: warm gold glow left, cool blue glow right, a lit floor (at gy), vignette."""
    return (
        "<defs>"
        '<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="#070708"/><stop offset="{fmt(gy / height - 0.048, 3)}" stop-color="#141417"/>'
        f'<stop offset="{fmt(gy / height + 0.002, 3)}" stop-color="#0d0d0f"/><stop offset="1" stop-color="#050506"/></linearGradient>'
        '<radialGradient id="goldglow"><stop offset="0" stop-color="#c9a55c" stop-opacity=".28"/>'
        '<stop offset="1" stop-color="#c9a55c" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="blueglow"><stop offset="0" stop-color="#3f63a8" stop-opacity=".3"/>'
        '<stop offset="1" stop-color="#3f63a8" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="floor"><stop offset="0" stop-color="#3a342a" stop-opacity=".75"/>'
        '<stop offset="1" stop-color="#3a342a" stop-opacity="0"/></radialGradient>'
        '<radialGradient id="vig" cx=".5" cy=".45" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity=".75"/></radialGradient>'
        "</defs>"
        f'<rect width="{width}" height="{height}" fill="url(#wall)"/>'
        f'<ellipse cx="{fmt(width * 0.22)}" cy="{fmt(gy - 140)}" rx="{fmt(width * 0.42)}" ry="{fmt(height * 0.42)}" fill="url(#goldglow)"/>'
        f'<ellipse cx="{fmt(width * 0.82)}" cy="{fmt(gy - 160)}" rx="{fmt(width * 0.38)}" ry="{fmt(height * 0.4)}" fill="url(#blueglow)"/>'
        f'<ellipse cx="{fmt(width / 2)}" cy="{fmt(gy + 6)}" rx="{fmt(width * 0.48)}" ry="{fmt(height * 0.08)}" fill="url(#floor)"/>'
    )


def vignette(width: int = 800, height: int = 560) -> str:
    return f'<rect width="{width}" height="{height}" fill="url(#vig)"/>'


def scene(kind: str, width: int = 800, height: int = 560, dx: float = 0, dy: float = 0, scale: float = 1,
          overlay: str = "") -> str:
    """Full tile: studio, contact shadow, reflection, car, vignette, then `overlay` (e.g. a wordmark)."""
    t = f"translate({fmt(dx)} {fmt(dy)}) scale({fmt(scale, 3)})"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
        f"<defs>{defs()}</defs>"
        f"{studio(width, height, dy + GROUND * scale)}"
        f'<g transform="{t}">'
        f'<ellipse cx="400" cy="{fmt(GROUND + 2)}" rx="330" ry="10" fill="#000" filter="url(#blur6)" opacity=".9"/>'
        f'<g mask="url(#reflmask)"><g transform="translate(0 {fmt(2 * GROUND)}) scale(1 -1)">{car_group(kind, clips=False)}</g></g>'
        f"{car_group(kind)}"
        "</g>"
        f"{vignette(width, height)}"
        f"{overlay}"
        "</svg>\n"
    )
