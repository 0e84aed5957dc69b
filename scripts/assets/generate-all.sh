#!/usr/bin/env bash
# Regenerates every media asset of the site (DESIGN.md §5: our own, local, generated assets).
#
# Needs Debian 12 packages:  python3 python3-fonttools librsvg2-bin webp ffmpeg sox imagemagick
#   apt-get install -y python3-fonttools librsvg2-bin webp ffmpeg sox imagemagick
# and the project's node_modules (fonts from @fontsource/cormorant-garamond and @fontsource/inter, OFL).
#
# Usage: scripts/assets/generate-all.sh [name ...]
#   names: brands favicon speedometer portraits car-types og-image anthem hero-video (default: all)
# Every generator is deterministic (fixed seeds, fixed encoder settings): re-running gives the same files.
# Scratch files go to scripts/assets/.build/ (ignored by git). The hero video takes a few minutes on 2 cores.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
py=/usr/bin/python3   # Debian's python, which has python3-fonttools
export PYTHONDONTWRITEBYTECODE=1

missing=()
for tool in rsvg-convert cwebp ffmpeg sox soxi /usr/bin/convert "$py"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
"$py" -c 'import fontTools' 2>/dev/null || missing+=("python3-fonttools")
[ -d "$root/node_modules/@fontsource/cormorant-garamond" ] || missing+=("node_modules (npm ci)")
if [ ${#missing[@]} -gt 0 ]; then
  echo "missing: ${missing[*]}" >&2
  echo "apt-get install -y python3-fonttools librsvg2-bin webp ffmpeg sox imagemagick" >&2
  exit 1
fi

all=(brands favicon speedometer portraits car-types og-image anthem hero-video)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")

cd "$root"
for name in "${targets[@]}"; do
  echo "== $name"
  "$py" "$here/$name.py"
done
"$py" "$here/media-readme.py"
echo "== done: $(du -sh public/media | cut -f1) in public/media"
