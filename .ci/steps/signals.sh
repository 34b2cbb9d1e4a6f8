#!/usr/bin/env bash
# SIGINT, SIGTERM and SIGHUP to a real recording window under Xvfb, mid-press: it must exit
# 130 / 143 / 129 with the recording and the event log complete (renamed into place, ending
# with the closing tick, parseable, replayable) and no temporary file left. Then a recording
# window on a disk that fills up mid-session (a small tmpfs; skipped where mounting is refused)
# must exit 2 naming the file, and leave nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
work=$(mktemp -d)
cleanup() { mountpoint -q "$work/full" 2>/dev/null && umount "$work/full"; rm -rf "$work"; }
trap cleanup EXIT

cat > "$work/drive.sh" <<DRIVE
set -u
. "$PWD/.ci/steps/lib/window.sh"
# Job control: without it a script's background jobs start with SIGINT ignored, and forcelab
# (like any well-behaved program) leaves an inherited SIG_IGN alone.
set -m
# One window per signal: press and hold on Mail, then the signal while the finger is down.
for sig in INT TERM HUP; do
  $bin play --scale 1 --record "$work/\$sig.jsonl" --log-events "$work/\$sig.events.jsonl" --frames 100000 2> "$work/\$sig.err" &
  pid=\$!
  wait_for_window \$pid
  sleep 0.3
  xdotool mousemove --window "\$wid" 57 104 mousedown 1
  sleep 1.2
  kill -\$sig \$pid
  wait \$pid
  echo \$? > "$work/\$sig.status"
  xdotool mouseup 1 || true
done
DRIVE
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"

for pair in INT:130 TERM:143 HUP:129; do
  sig=${pair%%:*}; want=${pair##*:}
  got=$(cat "$work/$sig.status")
  [ "$got" = "$want" ] || { echo "FAIL: SIG$sig: exit $got, expected $want"; cat "$work/$sig.err"; exit 1; }
  leftovers=$(ls "$work" | grep -F ".tmp-" || true)
  [ -z "$leftovers" ] || { echo "FAIL: SIG$sig left temporary files: $leftovers"; exit 1; }
  python3 - "$work/$sig.jsonl" "$work/$sig.events.jsonl" <<'PY'
import json, sys
recording, events = sys.argv[1], sys.argv[2]
text = open(recording, encoding="utf-8").read()
assert text.endswith("\n"), "the recording does not end on a whole line"
lines = [json.loads(line) for line in text.splitlines()]
assert lines[0].get("forcelab") == "recording", "no header"
assert lines[-1].get("type") == "tick", f"the recording was not closed (last line {lines[-1]})"
kinds = [line.get("type") for line in lines[1:]]
assert "down" in kinds and "up" in kinds, f"the press held at the signal is not ended: {sorted(set(kinds))}"
assert lines[-1]["t"] >= 0.5, f"only {lines[-1]['t']} s recorded"
for line in open(events, encoding="utf-8"):
    json.loads(line)
print(f"{recording.rsplit('/', 1)[-1]}: {len(lines)} lines, closed at {lines[-1]['t']:.3f} s")
PY
  "$bin" replay "$work/$sig.jsonl" --events "$work/$sig.replayed.jsonl" > /dev/null
  diff "$work/$sig.events.jsonl" "$work/$sig.replayed.jsonl" > /dev/null \
    || { echo "FAIL: SIG$sig: the replayed log differs from the window's"; exit 1; }
  echo "SIG$sig: exit $got, recording complete and replays to the same log"
done

# A disk that fills up while the window records: exit 2, one line naming the file, nothing left.
mkdir "$work/full"
if mount -t tmpfs -o size=64k tmpfs "$work/full" 2>/dev/null; then
  head -c 61440 /dev/zero > "$work/full/filler" 2>/dev/null || true
  cat > "$work/full.sh" <<DRIVE
set -u
. "$PWD/.ci/steps/lib/window.sh"
$bin play --scale 1 --record "$work/full/rec.jsonl" --frames 600 2> "$work/full.err" &
pid=\$!
wait_for_window \$pid
sleep 0.3
xdotool mousemove --window "\$wid" 200 300 mousedown 1
wait \$pid
echo \$? > "$work/full.status"
DRIVE
  timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/full.sh"
  got=$(cat "$work/full.status")
  [ "$got" = 2 ] || { echo "FAIL: a recording on a full disk exited $got"; cat "$work/full.err"; exit 1; }
  grep -qx "$work/full/rec.jsonl: error: no space left on device" "$work/full.err" \
    || { echo "FAIL: expected '$work/full/rec.jsonl: error: no space left on device', got:"; cat "$work/full.err"; exit 1; }
  [ "$(ls "$work/full")" = filler ] || { echo "FAIL: left on the full disk: $(ls "$work/full")"; exit 1; }
  echo "full disk while recording: exit 2, $(cat "$work/full.err")"
  # --screenshot onto the full disk: exit 2 and the file's line, no cut PNG.
  timeout 60 xvfb-run -a -s "-screen 0 1280x1024x24" $bin play --scale 1 --frames 20 --screenshot "$work/full/shot.png" 2> "$work/shot.err" && got=0 || got=$?
  [ "$got" = 2 ] && grep -qx "$work/full/shot.png: error: no space left on device" "$work/shot.err" \
    || { echo "FAIL: --screenshot on a full disk exited $got:"; cat "$work/shot.err"; exit 1; }
  [ "$(ls "$work/full")" = filler ] || { echo "FAIL: left on the full disk: $(ls "$work/full")"; exit 1; }
  echo "full disk screenshot: exit 2, $(cat "$work/shot.err")"
else
  echo "skipped the full-disk recording: mounting a tmpfs was refused here (the CLI tests' ulimit -f case still runs)"
fi
echo "signals test: ok"
