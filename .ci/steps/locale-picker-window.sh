#!/usr/bin/env bash
# The locale picker and Shift+L in the real window under Xvfb, driven as a person would: a window
# started in German opens the picker with /, types "ja" and presses Enter; F12 then names its
# screenshot for Japanese, and the window draws exactly what a window started in Japanese draws.
# Shift+L then steps back one localization (he, before ja in the app's sorted list), drawing what
# a window started in Hebrew draws. The picker's own screenshot shows its card.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(pwd)/.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/shots"
app=$(pwd)/Tests/Fixtures/own-app/Sketchbook

cat > "$work/drive.sh" <<DRIVE
set -eu
. "$PWD/.ci/steps/lib/window.sh"
cd "$work/shots"
reference() { # LOCALE: a window started in it, its last frame after the banners have gone
  # 4 s: the banners (shown at least a second, then 0.15 s of fade) are gone even when a CI
  # machine draws slowly (at 2.5 s one clean-clone run differed in 59 rows and passed on rerun).
  $bin play --scale 1 --app "$app" --locale "\$1" --frames 100000 --screenshot "$work/started-\$1.png" &
  pid=\$!
  wait_for_window \$pid
  sleep 4
  xdotool key q
  wait \$pid
}
reference ja
reference he
$bin play --scale 1 --app "$app" --locale de --frames 100000 --screenshot "$work/stepped-back.png" &
pid=\$!
wait_for_window \$pid
sleep 0.5
xdotool key slash
sleep 0.3
xdotool type --delay 60 ja
sleep 0.3
xdotool key F12
sleep 0.3
xdotool key Return
sleep 4
xdotool key F12
sleep 0.3
xdotool key shift+l
sleep 4
xdotool key q
wait \$pid
DRIVE
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"
shots=()
while IFS= read -r shot; do shots+=("$shot"); done < <(ls -tr "$work/shots")
[ ${#shots[@]} = 2 ] || { echo "FAIL: expected 2 F12 screenshots, got ${#shots[@]}: ${shots[*]}"; exit 1; }
case "${shots[0]}" in forcelab-*-de-*.png) ;; *) echo "FAIL: the picker's screenshot is named ${shots[0]}, not for de"; exit 1 ;; esac
case "${shots[1]}" in forcelab-*-ja-*.png) ;; *) echo "FAIL: after Enter F12 named ${shots[1]}, not for ja"; exit 1 ;; esac
python3 - "$work" "$work/shots/${shots[0]}" "$work/shots/${shots[1]}" <<'CHECK'
import sys
sys.path.insert(0, ".ci")
from png_colours import pixels
work, picker_shot, chosen_shot = sys.argv[1:]
def rows(path):
    return pixels(path)[3]
_, _, bpp, picker = pixels(picker_shot)
# The picker's card (242, 242, 247) near its top left, below the status bar.
x = 40
if tuple(picker[66][x * bpp:x * bpp + 3]) != (242, 242, 247):
    raise SystemExit(f"FAIL: no picker card in the screenshot taken with the picker open: {tuple(picker[66][x * bpp:x * bpp + 3])}")
for got, want, what in ((chosen_shot, f"{work}/started-ja.png", "Enter on ja"),
                        (f"{work}/stepped-back.png", f"{work}/started-he.png", "Shift+L back to he")):
    a, b = rows(got), rows(want)
    if a != b:
        differing = sum(1 for x, y in zip(a, b) if x != y)
        raise SystemExit(f"FAIL: after {what} the window differs from one started there in {differing} rows")
CHECK
echo "locale picker window test: ok (/ then ja and Enter shows Japanese; Shift+L steps back to Hebrew)"
