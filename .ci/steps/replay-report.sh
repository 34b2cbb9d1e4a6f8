#!/usr/bin/env bash
# The replay's HTML report in a real Chromium: goldens broken on purpose (three frames of one
# recording swapped, a frame and an event line of another), `forcelab replay --report`, then
# .ci/report_browser.py drives the page through chromium-driver and Selenium (the DOM; no console
# error; the filter, the search, the slider, a timeline click, the copy button). Its screenshot
# is checked for the failed and passed marks and the diff's red; a passing run's report, shot by
# `chromium --headless --screenshot`, shows no diff.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
[ -x "$bin" ] || swift build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# chromium, chromium-driver and python3-selenium are in the Makefile's APT_PACKAGES.
make -s deps > /dev/null
browser=$(command -v chromium)

replay=("$bin" replay Tests/Replays/profile-light.jsonl Tests/Replays/tap-opens-app.jsonl Tests/Replays/profile-firm.jsonl
        --every 30 --scale 1 --golden "$work/goldens" --diffs "$work/diffs")
"${replay[@]}" --update-goldens > /dev/null
# --remove-destination: a repeated frame is a hard link to its first file (issue 27), so a plain
# cp onto one golden would write through to every frame of the same picture, as git never does.
for frame in 060 090 120; do
  cp --remove-destination "$work/goldens/profile-light/frame-000000.png" "$work/goldens/profile-light/frame-000$frame.png"
done
cp --remove-destination "$work/goldens/tap-opens-app/frame-000240.png" "$work/goldens/tap-opens-app/frame-000030.png"
sed -i '2s/"event":"/"event":"x/' "$work/goldens/tap-opens-app/events.jsonl"
if "${replay[@]}" --report "$work/report" > "$work/out.txt"; then echo "FAIL: broken goldens passed"; exit 1; fi
grep -q "1 passed, 2 failed" "$work/out.txt"

timeout 120 /usr/bin/python3 .ci/report_browser.py "$work/report" "$work/driven.png"

shoot() {
  timeout 120 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --window-size=1400,1600 --screenshot="$2" "file://$1/index.html" > /dev/null 2>&1
  test -s "$2" || { echo "FAIL: no screenshot of $1"; exit 1; }
}
python3 .ci/report_picture.py "$work/driven.png" failed-mark=c4161c:40 passed-mark=1b7f37:20 diff-red=ff0000:300

"$bin" replay Tests/Replays/profile-firm.jsonl --every 30 --scale 1 --golden "$work/goldens" --report "$work/passing" > /dev/null
shoot "$work/passing" "$work/passed.png"
python3 .ci/report_picture.py "$work/passed.png" passed-mark=1b7f37:20 diff-red=ff0000:0:0
echo "replay report in a browser: ok"
