#!/usr/bin/env bash
# play --record-video in a real window, driven: a press on Mail that opens its menu. The video
# must be the one 'replay' makes of the same session's recording, byte for byte, and last as
# long as the recording (ffprobe); without --record the temporary recording is removed.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/drive.sh" <<DRIVE
set -eu
. "$PWD/.ci/steps/lib/window.sh"
export TMPDIR="$work/tmp"
mkdir -p "\$TMPDIR"
$bin play --scale 1 --record "$work/rec.jsonl" --record-video "$work/live.mp4" --frames 300 2> "$work/err" &
pid=\$!
wait_for_window \$pid
sleep 0.3
xdotool mousemove --window "\$wid" 57 104 mousedown 1 click --repeat 6 --delay 15 4
sleep 0.4; xdotool mouseup 1
wait \$pid
$bin play --scale 1 --record-video "$work/temp.gif" --fps 25 --frames 60 2>> "$work/err"
DRIVE
timeout 180 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"

grep -q "wrote $work/live.mp4" "$work/err" || { cat "$work/err"; echo "FAIL: no video written"; exit 1; }
$bin replay "$work/rec.jsonl" --scale 1 --video "$work/replayed.mp4" > /dev/null
cmp "$work/live.mp4" "$work/replayed.mp4" || { echo "FAIL: play's video is not replay's"; exit 1; }
seconds=$(python3 -c "import json,sys; print(max(json.loads(l).get('t',0) for l in open(sys.argv[1]) if l.strip()))" "$work/rec.jsonl")
duration=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/live.mp4")
python3 -c "import sys; r, v = float(sys.argv[1]), float(sys.argv[2]); assert r <= v <= r + 1/30 + 1/120, (r, v)" "$seconds" "$duration"
test -s "$work/temp.gif" || { echo "FAIL: no GIF"; exit 1; }
test -z "$(ls -A "$work/tmp")" || { ls -la "$work/tmp"; echo "FAIL: the temporary recording was left"; exit 1; }
echo "record-video test: ok ($seconds s recording, $duration s video)"
