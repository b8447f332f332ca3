#!/usr/bin/env bash
# Renders every GPX file of the fixture folders at five card sizes with one style, then puts the
# cards of each size on one overview sheet (ImageMagick's montage).
#   scripts/contact-sheet.sh ROUTECARD FIXTURES OUT [STYLE]
# writes OUT/SIZE/FOLDER-NAME.png (one card each; a card that fails is a grey tile naming the
# error) and OUT/contact-SIZE.png (the sheet, each card labelled with its file).
set -euo pipefail

routecard=$1
fixtures=$2
out=$3
style=${4:-default}
sizes=(400x400 800x800 1080x1350 1080x1920 1200x630)

mkdir -p "$out"
for size in "${sizes[@]}"; do
  mkdir -p "$out/$size"
  tiles=()
  for file in "$fixtures"/*/*.gpx; do
    name="$(basename "$(dirname "$file")")-$(basename "$file" .gpx)"
    png="$out/$size/$name.png"
    if ! message=$("$routecard" render "$file" --style "$style" --size "$size" --scale 0.5 --png "$png" -q 2>&1); then
      width=${size%x*}; height=${size#*x}
      convert -size "$((width / 2))x$((height / 2))" xc:'#d8d8d8' -fill '#7a1f1f' -pointsize 14 \
        -annotate +10+24 "$(printf '%s' "$message" | head -c 300 | fold -w 40)" "$png"
    fi
    tiles+=(-label "$name" "$png")
  done
  # Each card at half size, at most 270 pixels wide.
  width=${size%x*}; height=${size#*x}
  tile=$((width / 2 < 270 ? width / 2 : 270))
  montage "${tiles[@]}" -tile 6x -geometry "${tile}x$((tile * height / width))+6+6" -pointsize 11 -background '#ffffff' \
    "$out/contact-$size.png"
  echo "wrote $out/contact-$size.png (${#tiles[@]} entries / 3 = $(( ${#tiles[@]} / 3 )) cards)"
done
