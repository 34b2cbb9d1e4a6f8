#!/usr/bin/env bash
# Drives the real window under Xvfb as a user would: onto Mail, press, wheel up, release, then
# a tap on the menu's first item; the event log must show the menu opening and the item chosen.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Where Mail is, in points (the window runs at --scale 1, so points are pixels).
read -r mx my < <($bin layout --format json | python3 -c '
import json, sys
layout = json.load(sys.stdin)
mail = next(a for a in layout["pages"][0] if a["app"] == "Mail")
print(int(mail["center"]["x"]), int(mail["center"]["y"]))')

cat > "$work/drive.sh" <<DRIVE
set -eu
. "$PWD/.ci/steps/lib/window.sh"
$bin play --scale 1 --log-events "$work/events.jsonl" --frames 1200 --screenshot "$work/menu.png" &
pid=\$!
wait_for_window \$pid
sleep 0.5
xdotool mousemove --window "\$wid" $mx $my
sleep 0.2
xdotool mousedown 1 click --repeat 6 --delay 15 4
sleep 0.4
xdotool mouseup 1
sleep 0.5
# The menu opens below Mail: its first row is about 40 points under the icon's bottom edge.
xdotool mousemove --window "\$wid" $((mx + 60)) $((my + 72))
sleep 0.2
xdotool click 1
wait \$pid
DRIVE
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"
echo "--- event log"
cat "$work/events.jsonl"
grep -q '"ui":"menuOpened","app":"Mail"' "$work/events.jsonl" || { echo "FAIL: the menu did not open"; exit 1; }
grep -q '"ui":"itemChosen","app":"Mail","type":"com.example.mail.compose"' "$work/events.jsonl" || { echo "FAIL: no item chosen"; exit 1; }
echo "playground xdotool test: ok"
