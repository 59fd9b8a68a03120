#!/bin/sh
# The app's icons (PNG, as installers want them), drawn with ImageMagick: a white road arrow on the
# brand blue. The maskable one keeps the drawing inside the 80% safe zone. Run once; the PNGs are committed.
set -e
cd "$(dirname "$0")/../public/icons"
BLUE='#0b5f8a'
draw() { # size, inner scale (1 = full bleed drawing), output
  s=$1; k=$2; out=$3
  c=$((s / 2))
  r=$(awk "BEGIN{print int($s * 0.34 * $k)}")
  w=$(awk "BEGIN{print int($s * 0.07 * $k)}")
  convert -size "${s}x${s}" "xc:$BLUE" \
    -fill none -stroke white -strokewidth "$w" -draw "circle $c,$c $((c + r)),$c" \
    -fill white -stroke none -draw "polygon $c,$((c - r * 6 / 10)) $((c + r * 45 / 100)),$((c + r * 5 / 10)) $c,$((c + r * 25 / 100)) $((c - r * 45 / 100)),$((c + r * 5 / 10))" \
    -strip "PNG24:$out"
}
draw 192 1 icon-192.png
draw 512 1 icon-512.png
draw 512 0.8 maskable-512.png
draw 180 1 apple-touch-icon.png
