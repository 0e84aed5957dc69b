"""Shared helpers for the asset generators in scripts/assets/.

Needs (Debian 12 packages): python3 (/usr/bin/python3), python3-fonttools, librsvg2-bin (rsvg-convert),
webp (cwebp), ffmpeg, sox, imagemagick (/usr/bin/convert). Fonts come from the project's own
@fontsource packages in node_modules (SIL Open Font License), so text is turned into SVG paths and
no generated file depends on a font installed on the viewer's machine.
"""
from __future__ import annotations

import os
import subprocess
from functools import lru_cache
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ROOT / "public"
MEDIA = PUBLIC / "media"
BUILD = ROOT / "scripts" / "assets" / ".build"  # scratch space, gitignored by .gitignore inside it
FONTS = ROOT / "node_modules" / "@fontsource"

# Brand palette (DESIGN.md §5): near-black surfaces, warm gold accent, white / soft grey text.
GOLD = "#c9a55c"
GOLD_LIGHT = "#e6c98a"
GOLD_DEEP = "#8a6a2e"
INK = "#0a0a0b"
INK_2 = "#121214"
SOFT_WHITE = "#ece7dd"
SOFT_GREY = "#a7a39b"
STEEL_BLUE = "#5d7fb8"


def font_file(family: str, weight: int, style: str = "normal") -> Path:
    return FONTS / family / "files" / f"{family}-latin-{weight}-{style}.woff"


SERIF = ("cormorant-garamond", 600)
SERIF_LIGHT = ("cormorant-garamond", 500)
SANS = ("inter", 500)
SANS_LIGHT = ("inter", 400)


@lru_cache(maxsize=None)
def _font(family: str, weight: int, style: str = "normal") -> TTFont:
    return TTFont(str(font_file(family, weight, style)))


def fmt(n: float, digits: int = 1) -> str:
    """Shortest decimal text for a coordinate (keeps the SVG files small)."""
    s = f"{n:.{digits}f}".rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    return s


def text_metrics(text: str, font: tuple[str, int], size: float, tracking: float = 0.0) -> dict:
    """Advance width of `text` at `size` px, plus cap height, with `tracking` in em added between letters."""
    f = _font(*font)
    upm = f["head"].unitsPerEm
    cmap = f.getBestCmap()
    hmtx = f["hmtx"]
    scale = size / upm
    width = 0.0
    for i, ch in enumerate(text):
        gname = cmap.get(ord(ch))
        if gname is None:
            raise ValueError(f"glyph for {ch!r} missing in {font}")
        width += hmtx[gname][0] * scale
        if i < len(text) - 1:
            width += tracking * size
    cap = getattr(f["OS/2"], "sCapHeight", 0) or upm * 0.7
    return {"width": width, "cap": cap * scale, "scale": scale}


def text_path(text: str, font, size: float, x: float, y: float, tracking: float = 0.0,
              anchor: str = "start", digits: int = 1) -> str:
    """SVG path data for `text` set on baseline y. anchor: start | middle | end."""
    f = _font(*font)
    gs = f.getGlyphSet()
    cmap = f.getBestCmap()
    hmtx = f["hmtx"]
    m = text_metrics(text, font, size, tracking)
    scale = m["scale"]
    if anchor == "middle":
        x -= m["width"] / 2
    elif anchor == "end":
        x -= m["width"]
    ntos = lambda v: fmt(v, 3)  # noqa: E731  (full precision here; minify_path rounds once)
    parts: list[str] = []
    pen_x = x
    for ch in text:
        gname = cmap[ord(ch)]
        pen = SVGPathPen(gs, ntos=ntos)
        gs[gname].draw(TransformPen(pen, (scale, 0, 0, -scale, pen_x, y)))
        d = pen.getCommands()
        if d:
            parts.append(d)
        pen_x += hmtx[gname][0] * scale + tracking * size
    return minify_path("".join(parts), digits)


def run(cmd: list[str], **kw) -> None:
    subprocess.run(cmd, check=True, **kw)


def render_png(svg: str, out_png: Path, width: int, height: int) -> None:
    """Rasterise SVG text with librsvg (deterministic, honours filters and gradients)."""
    BUILD.mkdir(parents=True, exist_ok=True)
    src = BUILD / (out_png.stem + ".svg")
    src.write_text(svg)
    out_png.parent.mkdir(parents=True, exist_ok=True)
    run(["rsvg-convert", "-w", str(width), "-h", str(height), "-o", str(out_png), str(src)])


def to_webp(png: Path, out: Path, quality: int = 82, max_bytes: int | None = None) -> None:
    """PNG -> WebP with cwebp; lowers quality until the file fits max_bytes."""
    out.parent.mkdir(parents=True, exist_ok=True)
    q = quality
    while True:
        run(["cwebp", "-quiet", "-q", str(q), "-m", "6", "-sharp_yuv", "-metadata", "none", str(png), "-o", str(out)])
        if max_bytes is None or out.stat().st_size <= max_bytes or q <= 40:
            break
        q -= 4
    if max_bytes is not None and out.stat().st_size > max_bytes:
        raise SystemExit(f"{out} is {out.stat().st_size} B, budget {max_bytes} B")


def to_jpg(png: Path, out: Path, quality: int = 84, max_bytes: int | None = None) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    q = quality
    while True:
        run(["/usr/bin/convert", str(png), "-strip", "-interlace", "Plane", "-sampling-factor", "4:2:0",
             "-quality", str(q), str(out)])
        if max_bytes is None or out.stat().st_size <= max_bytes or q <= 40:
            break
        q -= 4
    if max_bytes is not None and out.stat().st_size > max_bytes:
        raise SystemExit(f"{out} is {out.stat().st_size} B, budget {max_bytes} B")


def write_svg(path: Path, svg: str, max_bytes: int | None = None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(svg)
    size = path.stat().st_size
    if max_bytes is not None and size > max_bytes:
        raise SystemExit(f"{path} is {size} B, budget {max_bytes} B")


def ensure_build() -> Path:
    BUILD.mkdir(parents=True, exist_ok=True)
    gi = BUILD / ".gitignore"
    if not gi.exists():
        gi.write_text("*\n")
    return BUILD


os.environ.setdefault("SOURCE_DATE_EPOCH", "0")


_TOKEN = __import__("re").compile(r"[MLHVQCZmlhvqcz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?")
_ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "Q": 4, "C": 6, "Z": 0}


def _short(n: float, digits: int) -> str:
    s = fmt(n, digits)
    if s.startswith("0."):
        s = s[1:]
    elif s.startswith("-0."):
        s = "-" + s[2:]
    return s


def _ends_with_fraction(s: str) -> bool:
    """True if s ends with a number that already has a decimal point (so '.5' can follow with no space)."""
    j = len(s)
    while j > 0 and (s[j - 1].isdigit() or s[j - 1] == "."):
        j -= 1
    return "." in s[j:]


def _on_segment(ax: float, ay: float, px: float, py: float, bx: float, by: float) -> bool:
    """Is p on segment a-b (within rounding)?"""
    cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
    length = max(abs(bx - ax), abs(by - ay), 1e-9)
    if abs(cross) / length > 0.02:
        return False
    return min(ax, bx) - 0.05 <= px <= max(ax, bx) + 0.05 and min(ay, by) - 0.05 <= py <= max(ay, by) + 0.05


def minify_path(d: str, digits: int = 1) -> str:
    """Rewrite absolute path data (M L H V Q C Z) as relative commands with compact numbers.

    Relative offsets are taken from the rounded absolute position, so rounding never accumulates.
    """
    toks = _TOKEN.findall(d)
    out: list[str] = []
    i = 0
    cx = cy = 0.0  # current point (rounded)
    sx = sy = 0.0  # subpath start
    prev_cmd = ""
    q = 10 ** digits
    rnd = lambda v: round(v * q) / q  # noqa: E731
    while i < len(toks):
        cmd = toks[i]
        i += 1
        if cmd.upper() != cmd:
            raise ValueError("minify_path expects absolute commands")
        n = _ARITY[cmd]
        if n == 0:
            out.append("z")
            cx, cy = sx, sy
            prev_cmd = "z"
            continue
        pair = 0
        while i < len(toks) and not toks[i].isalpha():
            if cmd == "M" and pair > 0:
                cmd, n = "L", 2  # extra pairs after a moveto are linetos
            pair += 1
            args = [float(t) for t in toks[i:i + n]]
            i += n
            if cmd == "H":
                nums, nx, ny = [rnd(args[0]) - cx], rnd(args[0]), cy
            elif cmd == "V":
                nums, nx, ny = [rnd(args[0]) - cy], cx, rnd(args[0])
            else:
                pts = [(rnd(args[k]), rnd(args[k + 1])) for k in range(0, n, 2)]
                nums = []
                for px, py in pts:
                    nums += [px - cx, py - cy]
                nx, ny = pts[-1]
            op = cmd
            if cmd in ("Q", "C") and all(_on_segment(cx, cy, px, py, nx, ny) for px, py in pts[:-1]):
                op, nums = "L", nums[-2:]  # a curve whose controls sit on its chord is a line
            if op == "L" and nums[1] == 0:
                op, nums = "H", nums[:1]
            elif op == "L" and nums[0] == 0:
                op, nums = "V", nums[1:]
            rel = op.lower()
            if cmd == "M" and not out:
                rel, nums = "M", [nx, ny]
            letter = "" if (rel == prev_cmd and rel not in ("m", "M")) else rel
            for k, v in enumerate(nums):
                num = _short(v, digits)
                last = out[-1] if out else ""
                if k == 0 and letter:
                    out.append(letter + num)
                    continue
                glue = num.startswith("-") or (num.startswith(".") and _ends_with_fraction(last))
                out.append(num if glue else " " + num)
            if cmd == "M":
                sx, sy = nx, ny
                prev_cmd = ""  # always write the letter of the next command after a moveto
            else:
                prev_cmd = rel
            cx, cy = nx, ny
    return "".join(out)


def text_svg(text: str, font, size: float, x: float, y: float, fill: str, tracking: float = 0.0,
             anchor: str = "start", digits: int = 1, ids: str = "g") -> str:
    """Text as SVG markup: letters used once go into one <path>; a repeated letter is drawn once in
    <defs> and placed with <use>, which keeps multi-letter marks small."""
    f = _font(*font)
    gs = f.getGlyphSet()
    cmap = f.getBestCmap()
    hmtx = f["hmtx"]
    m = text_metrics(text, font, size, tracking)
    scale = m["scale"]
    if anchor == "middle":
        x -= m["width"] / 2
    elif anchor == "end":
        x -= m["width"]
    counts: dict[str, int] = {}
    for ch in text:
        if not ch.isspace():
            counts[ch] = counts.get(ch, 0) + 1

    def outline(gname: str, ox: float, oy: float) -> str:
        pen = SVGPathPen(gs, ntos=lambda v: fmt(v, 3))
        gs[gname].draw(TransformPen(pen, (scale, 0, 0, -scale, ox, oy)))
        return pen.getCommands()

    singles: list[str] = []
    defs: dict[str, str] = {}
    uses: list[str] = []
    pen_x = x
    q = 10 ** digits
    for ch in text:
        gname = cmap[ord(ch)]
        if counts.get(ch, 0) > 1:
            if ch not in defs:
                defs[ch] = f'{ids}{len(defs)}'
            # snap the placement to the rounding grid so <use> copies match inlined letters
            ux, uy = round(pen_x * q) / q, round(y * q) / q
            uses.append(f'<use href="#{defs[ch]}" x="{fmt(ux, digits)}" y="{fmt(uy, digits)}"/>')
        elif not ch.isspace():
            singles.append(outline(gname, pen_x, y))
        pen_x += hmtx[gname][0] * scale + tracking * size
    out = ""
    if defs:
        out += "<defs>" + "".join(
            f'<path id="{gid}" d="{minify_path(outline(cmap[ord(ch)], 0, 0), digits)}"/>' for ch, gid in defs.items()
        ) + "</defs>"
    body = ""
    if singles:
        body += f'<path d="{minify_path("".join(singles), digits)}"/>'
    body += "".join(uses)
    return out + f'<g fill="{fill}">{body}</g>'


Point = tuple[float, float]


def smooth_run(points: list[Point], tension: float = 1.0, digits: int = 1) -> str:
    """Cubic Bezier commands ('C ...') through `points` (Catmull-Rom), starting at points[0] (no moveto).

    Runs are joined end to start to make corners, so a silhouette is authored as a few smooth runs.
    """
    if len(points) < 2:
        return ""
    pts = [points[0]] + list(points) + [points[-1]]
    out = []
    k = tension / 6
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        c1 = (p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k)
        c2 = (p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k)
        out.append("C" + " ".join(f"{fmt(a, digits)} {fmt(b, digits)}" for a, b in (c1, c2, p2)))
    return "".join(out)


def runs_path(runs: list[list[Point]], close: bool = True, tension: float = 1.0) -> str:
    """Path data from smooth runs sharing their end points (corners where runs meet)."""
    d = f"M{fmt(runs[0][0][0])} {fmt(runs[0][0][1])}"
    for run_pts in runs:
        d += smooth_run(run_pts, tension)
    return d + ("Z" if close else "")
