#!/usr/bin/env bash
# The tuning keys in the real window under Xvfb: six presses with the 1, 2, 3 keys on an empty
# spot, F freezes the HUD graph, comma scrolls it back, S saves the profile and the session's
# presses beside it; the presses must calibrate into three levels and compare against firm.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/drive.sh" <<DRIVE
set -eu
$bin play --scale 1 --hud --profile-out "$work/me.json" --log-events "$work/events.jsonl" --frames 1500 --screenshot "$work/hud.png" &
pid=\$!
for i in \$(seq 1 100); do
  wid=\$(xdotool search --name "ForceLab" 2>/dev/null | head -1 || true)
  [ -n "\$wid" ] && break
  sleep 0.1
done
[ -n "\$wid" ] || { echo "no ForceLab window"; kill \$pid; exit 1; }
sleep 0.5
# Between the page dots and the dock: presses there hit no icon.
xdotool mousemove --window "\$wid" 200 690
for k in 1 2 3 1 2 3; do xdotool keydown \$k; sleep 0.6; xdotool keyup \$k; sleep 0.4; done
xdotool key f comma comma
sleep 0.3
xdotool key s
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
echo "tuning window test: ok ($presses presses saved, calibrated and compared)"
