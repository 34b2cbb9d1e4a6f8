#!/usr/bin/env bash
# The replay's HTML report opened in a real browser: goldens broken on purpose (a frame swapped,
# an event line changed), `forcelab replay --report`, a headless Chromium screenshot, and the
# picture checked: the failed and passed marks, the diff image's red, the log diff's removed and
# added rows. A passing run's report shows none of the failure colours.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
[ -x "$bin" ] || swift build --product forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
  browser=$(command -v chromium)
fi

replay=("$bin" replay Tests/Replays/profile-light.jsonl Tests/Replays/tap-opens-app.jsonl Tests/Replays/profile-firm.jsonl
        --every 30 --scale 1 --golden "$work/goldens" --diffs "$work/diffs")
"${replay[@]}" --update-goldens > /dev/null
cp "$work/goldens/profile-light/frame-000060.png" "$work/goldens/profile-light/frame-000030.png"
sed -i '2s/"event":"/"event":"x/' "$work/goldens/tap-opens-app/events.jsonl"
if "${replay[@]}" --report "$work/report" > "$work/out.txt"; then echo "FAIL: broken goldens passed"; exit 1; fi
grep -q "1 passed, 2 failed" "$work/out.txt"

shoot() {
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --window-size=1400,1600 --screenshot="$2" "file://$1/index.html" > /dev/null 2>&1
  test -s "$2" || { echo "FAIL: no screenshot of $1"; exit 1; }
}
shoot "$work/report" "$work/failed.png"
python3 .ci/report_picture.py "$work/failed.png" \
  failed-mark=c4161c:40 passed-mark=1b7f37:20 diff-red=ff0000:300 removed-row=ffe5e5:2000 added-row=e3f9e5:2000

"$bin" replay Tests/Replays/profile-firm.jsonl --every 30 --scale 1 --golden "$work/goldens" --report "$work/passing" > /dev/null
shoot "$work/passing" "$work/passed.png"
python3 .ci/report_picture.py "$work/passed.png" passed-mark=1b7f37:20 failed-mark=c4161c:0:0 diff-red=ff0000:0:0 removed-row=ffe5e5:0:0
echo "replay report in a browser: ok"
