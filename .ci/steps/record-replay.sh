#!/usr/bin/env bash
# Record in the real window while driving it, then replay the recording headless: the replayed
# event log must equal the window's own log byte for byte. Then kill a recording window with
# SIGKILL: its temporary file must hold whole JSON lines covering all but (at most) the last second.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/drive.sh" <<DRIVE
set -eu
. "$PWD/.ci/steps/lib/window.sh"
$bin play --scale 1 --log-events "$work/live.jsonl" --record "$work/rec.jsonl" --frames 900 &
pid=\$!
wait_for_window \$pid
sleep 0.5
xdotool mousemove --window "\$wid" 57 104 mousedown 1 click --repeat 6 --delay 15 4
sleep 0.4; xdotool mouseup 1; sleep 0.4
xdotool mousemove --window "\$wid" 117 235; sleep 0.2; xdotool click 1; sleep 0.5
xdotool mousemove --window "\$wid" 144 104; sleep 0.1; xdotool click 1; sleep 1; xdotool key Escape
wait \$pid

# R mid-session, after tuning a threshold inside an app: the recording starts from the home
# screen and carries the tuned profile beside it, so its replay opens the same menu.
cd "$work"
$bin play --scale 1 --record "$work/mid.jsonl" --frames 1000 >/dev/null 2>&1 &
pid=\$!
wait_for_window \$pid
sleep 0.4
xdotool key --window "\$wid" r; sleep 0.3
xdotool key --window "\$wid" bracketright bracketright; sleep 0.2
xdotool mousemove --window "\$wid" 231 202 click 1; sleep 0.5
xdotool key --window "\$wid" r; sleep 0.3
xdotool mousemove --window "\$wid" 57 104 mousedown 1 click --repeat 6 --delay 15 4
sleep 0.4; xdotool mouseup 1; sleep 0.4
xdotool mousemove --window "\$wid" 117 235; sleep 0.2; xdotool click 1; sleep 0.4
xdotool key --window "\$wid" r; sleep 0.3
wait \$pid

# A window killed while recording.
$bin play --scale 1 --record "$work/killed.jsonl" --frames 100000 &
pid=\$!
wait_for_window \$pid
xdotool mousemove --window "\$wid" 200 300 mousedown 1
sleep 3
kill -9 \$pid
wait \$pid || true
DRIVE
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"

$bin replay "$work/rec.jsonl" --events "$work/replayed.jsonl"
diff "$work/live.jsonl" "$work/replayed.jsonl" || { echo "FAIL: the replayed log differs from the live one"; exit 1; }
grep -q '"ui":"itemChosen"' "$work/live.jsonl" || { echo "FAIL: the drive did not choose an item"; exit 1; }

test -s "$work/mid.jsonl.profile.json" || { echo "FAIL: the tuned profile was not written beside the recording"; exit 1; }
grep -qE '"quickActionRise": *0.27,' "$work/mid.jsonl.profile.json" || { echo "FAIL: the tuned threshold is not in the profile"; cat "$work/mid.jsonl.profile.json"; exit 1; }
$bin replay "$work/mid.jsonl" --events "$work/mid-replayed.jsonl"
grep -q '"ui":"menuOpened","app":"Mail"' "$work/mid-replayed.jsonl" && grep -q '"ui":"itemChosen"' "$work/mid-replayed.jsonl" \
  || { echo "FAIL: the mid-session recording does not replay the menu"; cat "$work/mid-replayed.jsonl"; exit 1; }

# SIGKILL gives no chance to finish: FILE itself never appears (it is renamed into place only
# when complete), and the lines written so far are in its temporary, FILE.tmp-PID.
test ! -e "$work/killed.jsonl" || { echo "FAIL: a killed window left a cut killed.jsonl"; exit 1; }
partial=$(ls "$work"/killed.jsonl.tmp-* | head -1)
python3 - "$partial" <<'PY'
import json, sys
text = open(sys.argv[1], encoding="utf-8").read()
assert text.endswith("\n"), "the killed recording does not end on a whole line"
lines = [json.loads(line) for line in text.splitlines() if line and not line.startswith("//")]
assert lines[0].get("forcelab") == "recording", "no header"
last = max(line.get("t", 0) for line in lines[1:])
# Held down for 3 s before SIGKILL: at most the last second may be missing.
assert last >= 1.5, f"only {last} s of a 3 s press reached the disk"
print(f"killed recording: {len(lines)} whole lines, last at {last:.3f} s")
PY
echo "record and replay test: ok"
