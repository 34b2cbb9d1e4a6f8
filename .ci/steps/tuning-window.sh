#!/usr/bin/env bash
# The tuning keys in the real window under Xvfb: six presses with the 1, 2, 3 keys on an empty
# spot, S saves the profile and the session's presses beside it; the presses must calibrate into
# three levels and compare against firm. Then F freezes the HUD graph: F12 screenshots show it
# stays still while a press changes the force underneath, and moves when comma scrolls it back.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/shots"
bin=$(pwd)/$bin

cat > "$work/drive.sh" <<DRIVE
set -eu
. "$PWD/.ci/steps/lib/window.sh"
# In the shots folder: F12 writes forcelab-DEVICE-TIME.png in the working folder (oldest first by ls -tr).
cd "$work/shots"
$bin play --scale 1 --hud --profile-out "$work/me.json" --log-events "$work/events.jsonl" --frames 2400 --screenshot "$work/hud.png" &
pid=\$!
wait_for_window \$pid
sleep 0.5
# Between the page dots and the dock: presses there hit no icon.
xdotool mousemove --window "\$wid" 200 690
for k in 1 2 3 1 2 3; do xdotool keydown \$k; sleep 0.6; xdotool keyup \$k; sleep 0.4; done
sleep 0.3
xdotool key s
sleep 0.5
# F12 screenshots: frozen, then frozen under a press, then scrolled back by comma.
xdotool key f
sleep 0.5
xdotool key F12
sleep 0.5
xdotool keydown 3
sleep 0.5
xdotool key F12
sleep 0.3
xdotool keyup 3
sleep 0.3
xdotool key comma
sleep 0.5
xdotool key F12
wait \$pid
DRIVE
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"
test -s "$work/me.json" || { echo "FAIL: S wrote no profile"; exit 1; }
test -s "$work/me.presses.jsonl" || { echo "FAIL: S wrote no presses beside the profile"; exit 1; }
presses=$(grep -c '"type":"down"' "$work/me.presses.jsonl")
[ "$presses" = 6 ] || { echo "FAIL: expected 6 presses in the recording, got $presses"; exit 1; }
$bin calibrate "$work/me.presses.jsonl" > "$work/calibrate.txt"
grep -q "^levels: three levels" "$work/calibrate.txt" || { cat "$work/calibrate.txt"; echo "FAIL: the presses did not calibrate into three levels"; exit 1; }
$bin compare "$work/me.presses.jsonl" --profile "$work/me.json" --profile firm --plot "$work/compare.png" > /dev/null
test -s "$work/compare.png" && test -s "$work/hud.png"
shots=()
while IFS= read -r shot; do shots+=("$shot"); done < <(ls -tr "$work/shots")
[ ${#shots[@]} = 3 ] || { echo "FAIL: expected 3 F12 screenshots, got ${#shots[@]}: ${shots[*]}"; exit 1; }
python3 .ci/hud_graph.py still "$work/shots/${shots[0]}" "$work/shots/${shots[1]}" \
  || { echo "FAIL: the frozen graph did not stay still while the force changed"; exit 1; }
python3 .ci/hud_graph.py moved "$work/shots/${shots[1]}" "$work/shots/${shots[2]}" \
  || { echo "FAIL: comma did not scroll the frozen graph"; exit 1; }
echo "tuning window test: ok ($presses presses saved, calibrated and compared; the frozen graph held still and scrolled)"
