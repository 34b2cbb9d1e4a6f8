#!/usr/bin/env bash
# The window watches its files: an edited Info.plist reloads within a second; a broken one keeps
# the last good state (the window stays up and says what is wrong).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT; keep=${KEEP_SHOT:-}
mkdir -p "$work/Mail"
cp Assets/apps/Mail/Info.plist "$work/Mail/Info.plist"
cat > "$work/scene.json" <<JSON
{"name": "reload", "apps": [{"name": "Mail", "icon": "mail", "info": "Mail/Info.plist"}], "pages": [["Mail"]], "dock": []}
JSON
cat > "$work/run.sh" <<RUN
set -eu
$bin play --scale 1 --scene "$work/scene.json" --log-events "$work/events.jsonl" --frames 700 --screenshot "$work/last.png" &
pid=\$!
sleep 2
sed -i 's/NEW_MESSAGE/NEW_MAIL/' "$work/Mail/Info.plist"
sleep 1.5
printf '<plist><dict><key>broken' > "$work/Mail/Info.plist"
sleep 1.5
wait \$pid
RUN
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/run.sh"
cat "$work/events.jsonl"
test "$(grep -c '"ui":"reloaded"' "$work/events.jsonl")" = 1 || { echo "FAIL: expected exactly one reload (the broken file must not replace the good state)"; exit 1; }
test -s "$work/last.png" || { echo "FAIL: the window did not keep running after the broken file"; exit 1; }
[ -n "$keep" ] && cp "$work/last.png" "$keep"
echo "playground reload test: ok"
