#!/usr/bin/python3
"""Writes public/media/README.md: every generated file, its size, and the command that made it.

Run: /usr/bin/python3 scripts/assets/media-readme.py   (generate-all.sh runs it last)
"""

from assetlib import MEDIA, PUBLIC

# (path relative to public/, what it is, generator script)
FILES = [
    ("media/hero.mp4", "Hero background video, H.264 High, yuv420p, 1280x720, 30 fps, 10 s seamless loop, no audio track, faststart", "hero-video.py"),
    ("media/hero.webm", "Same loop in VP9 (two-pass, CRF 38), no audio track", "hero-video.py"),
    ("media/hero-poster.webp", "Poster / reduced-motion still (frame 0 of the loop)", "hero-video.py"),
    ("media/hero-poster.jpg", "Poster fallback (progressive JPEG)", "hero-video.py"),
    ("media/anthem.mp3", "Anthem, original instrumental, stereo 44.1 kHz, 72 kb/s CBR; ends (no loop)", "anthem.py"),
    ("media/anthem.ogg", "Anthem in Ogg Vorbis (q0)", "anthem.py"),
    ("media/speedometer.svg", "Animated speedometer loader (CSS in the SVG, 3 s sweep; static under prefers-reduced-motion)", "speedometer.py"),
    ("media/logo.svg", "Wordmark lock-up for the top bar: ringed L + LUXE DRIVE / DUBAI, gold and soft white, transparent", "og-image.py"),
    ("media/og-image.jpg", "Social sharing card 1200x630: wordmark, tagline, car", "og-image.py"),
    *[(f"media/brands/{s}.svg", f"Brand mark ({n}): our serif monogram in a hairline ring + name in spaced capitals", "brands.py")
      for s, n in (("ferrari", "Ferrari"), ("lamborghini", "Lamborghini"), ("bentley", "Bentley"),
                   ("rolls-royce", "Rolls Royce"), ("porsche", "Porsche"), ("mercedes", "Mercedes"), ("bmw", "BMW"))],
    *[(f"media/types/{t}.webp", f"Car-type tile ({t}), side profile in a dark studio, 800x560", "car-types.py")
      for t in ("luxury", "convertible", "coupe", "sedan", "sports", "suv")],
    ("media/testimonials/james-whitmore.webp", "Portrait: James Whitmore, London, UK (illustration, 320x320)", "portraits.py"),
    ("media/testimonials/aisha-al-mansoori.webp", "Portrait: Aisha Al Mansoori, Abu Dhabi, UAE (illustration, 320x320)", "portraits.py"),
    ("media/testimonials/marco-rossi.webp", "Portrait: Marco Rossi, Milan, Italy (illustration, 320x320)", "portraits.py"),
    ("favicon.svg", "Favicon: gold serif L on a near-black rounded tile", "favicon.py"),
    ("apple-touch-icon.png", "Touch icon 180x180 (full-bleed; iOS rounds it)", "favicon.py"),
]

HEAD = """# Media assets

All files here (and `public/favicon.svg`, `public/apple-touch-icon.png`) are ours: drawn as SVG or synthesised
with ffmpeg / SoX by the scripts in `scripts/assets/`, and committed with them (DESIGN.md §5). Nothing is
fetched from another host. The brand marks are our own typographic monograms, not the makers' logos. Text in
the SVGs is converted to paths (Cormorant Garamond and Inter from the project's @fontsource packages, OFL),
so they render the same everywhere. The neutral site name used in the wordmark and social card is
**LUXE DRIVE DUBAI**.

Regenerate everything (deterministic; the hero video takes a few minutes on 2 cores):

```sh
apt-get install -y python3-fonttools librsvg2-bin webp ffmpeg sox imagemagick   # once
scripts/assets/generate-all.sh                # or: scripts/assets/generate-all.sh brands car-types ...
```

Each script is also runnable alone: `/usr/bin/python3 scripts/assets/<script>`.

| File | Size | What | Made by |
|------|-----:|------|---------|
"""

USAGE = """
Total of `public/media`: {total}.

## Usage notes for the app

- Hero: `<video autoplay muted loop playsinline preload="metadata" poster="/media/hero-poster.jpg">` with
  `<source src="/media/hero.webm" type="video/webm">` first, then `<source src="/media/hero.mp4" type="video/mp4">`.
  Under `prefers-reduced-motion: reduce` render no video, only the poster (`hero-poster.webp`, `.jpg` fallback,
  e.g. in a `<picture>`). The frame is darkest in its middle third, where the tagline sits.
- Anthem: `/media/anthem.mp3` (`audio/mpeg`) with `/media/anthem.ogg` (`audio/ogg`) as an alternative source;
  about 68 s; it ends by itself (SPEC: the state becomes paused when the track ends; no `loop`).
- Loader: `<img src="/media/speedometer.svg" alt="Loading" width="160" height="160">` (the animation lives inside the
  SVG, so it runs in an `<img>`; the needle rests at 60 degrees under reduced motion).
- Brand tiles: `/media/brands/{{slug}}.svg`, slugs ferrari, lamborghini, bentley, rolls-royce, porsche, mercedes, bmw;
  viewBox 240x170, made for dark surfaces (gold ring and monogram, soft-white name).
- Car-type tiles: `/media/types/{{luxury,convertible,coupe,sedan,sports,suv}}.webp`, 800x560 (10:7).
- Testimonials: names and locations in `testimonials/README.md`; portraits are 320x320, fine in a circle crop.
- Head: `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
  `<meta property="og:image" content="/media/og-image.jpg">` (1200x630).
"""


def human(n: int) -> str:
    return f"{n / 1024:.1f} KB" if n < 1024 * 1024 else f"{n / 1024 / 1024:.2f} MB"


def main() -> None:
    rows = []
    for rel, what, script in FILES:
        p = PUBLIC / rel
        if not p.exists():
            raise SystemExit(f"missing {p}: run its generator first")
        rows.append(f"| `public/{rel}` | {human(p.stat().st_size)} | {what} | `scripts/assets/{script}` |")
    total = sum(f.stat().st_size for f in MEDIA.rglob("*") if f.is_file())
    (MEDIA / "README.md").write_text(HEAD + "\n".join(rows) + "\n" + USAGE.format(total=human(total)))


if __name__ == "__main__":
    main()
