#!/usr/bin/env bash
# The lint and replay reports read by the tools CI systems read them with: SARIF against the
# 2.1.0 JSON schema (vendored in .ci/schemas/) and by sarif-tools, JUnit by junitparser, checkstyle as XML, GitHub
# annotations by their grammar. The tools come from PyPI into a fresh venv.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
[ -x "$bin" ] || swift build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q --disable-pip-version-check \
  "jsonschema==4.*" "junitparser==5.*" "sarif-tools==3.*" "pyyaml==6.*"
py="$work/venv/bin/python"
check="$py .ci/report_consumers.py"

sileo=Tests/Fixtures/real-plists/Sileo__Sileo/Sileo/Info.plist
onion=Tests/Fixtures/real-plists/fel1x-developer__OnionBrowser/Endless/Info.plist
bad=Tests/QuickActionsTests/Fixtures
cat > "$work/scene.json" <<'JSON'
{"apps": [{"name": "A", "icon": "mail", "screen": {"title": "T", "rows": [
  {"id": "r1", "title": "R", "peek": {"title": "P"}, "editMenu": true}]}}],
 "pages": [["A"]]}
JSON

for format in sarif junit checkstyle github; do
  "$bin" lint "$sileo" --all-locales --format "$format" --output "$work/sileo.$format"
  "$bin" lint "$onion" --all-locales --format "$format" --output "$work/onion.$format"
  # Errors, notes, a scene: exit 1 is expected here.
  "$bin" lint "$bad/QA004" "$bad/QA012" "$bad/QA005" "$work/scene.json" --format "$format" --output "$work/mixed.$format" || true
done
# OnionBrowser's count depends on the fonts (text measuring): take it from the json format.
"$bin" lint "$onion" --all-locales --format json --output "$work/onion.json"
warnings=$("$py" -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["warnings"])' "$work/onion.json")
[ "$warnings" -gt 10 ] || { echo "FAIL: OnionBrowser should have more than 10 warnings, has $warnings"; exit 1; }
# Sileo and OnionBrowser: each also has the QA015 note on its unresolved build settings.
$check sarif "$work/sileo.sarif=0,3,1" "$work/onion.sarif=0,$warnings,1" "$work/mixed.sarif=3,1,1"
$check junit "$work/sileo.junit=*,0" "$work/mixed.junit=*,3"
$check checkstyle "$work/sileo.checkstyle=4" "$work/onion.checkstyle=$((warnings + 1))" "$work/mixed.checkstyle=5"
$check github "$work/sileo.github=0,3,1" "$work/onion.github=0,10,1" "$work/mixed.github=3,1,1"

# Replay's JUnit: goldens broken on purpose (a frame swapped, an event line changed), one
# bad recording (times going backwards), one passing.
replay=("$bin" replay Tests/Replays/profile-light.jsonl Tests/Replays/tap-opens-app.jsonl Tests/Replays/profile-firm.jsonl
        --every 30 --scale 1 --golden "$work/goldens" --diffs "$work/diffs")
"${replay[@]}" --update-goldens > /dev/null
cp --remove-destination "$work/goldens/profile-light/frame-000060.png" "$work/goldens/profile-light/frame-000030.png"
sed -i '2s/"event":"/"event":"x/' "$work/goldens/tap-opens-app/events.jsonl"
"${replay[@]}" --jobs 2 --junit "$work/replay.junit" > /dev/null || true
$check junit "$work/replay.junit=3,2"
printf '{"forcelab":"recording","version":1}\n{"t":1,"type":"down","x":1,"y":1,"force":0.1}\n{"t":0.5,"type":"up","x":1,"y":1}\n' > "$work/bad.jsonl"
"$bin" replay "$work/bad.jsonl" Tests/Replays/profile-firm.jsonl --junit "$work/bad.junit" > /dev/null 2>&1 || true
$check junit "$work/bad.junit=2,1"

# The checks can fail: a log that breaks the schema (a level SARIF does not know) is refused.
sed 's/"level": "warning"/"level": "severe"/' "$work/sileo.sarif" > "$work/broken.sarif"
if $check sarif "$work/broken.sarif" > "$work/broken.txt"; then echo "FAIL: the schema check passed a broken log"; exit 1; fi
grep -q "not valid SARIF 2.1.0" "$work/broken.txt" || { cat "$work/broken.txt"; exit 1; }

# sarif-tools reads the same logs and counts the same findings.
"$work/venv/bin/sarif" summary "$work/onion.sarif" > "$work/summary.txt"
cat "$work/summary.txt"
grep -q "^warning: $warnings\$" "$work/summary.txt" || { echo "FAIL: sarif summary does not count $warnings warnings"; exit 1; }
"$work/venv/bin/sarif" summary "$work/mixed.sarif" > "$work/summary-mixed.txt"
grep -q "^error: 3" "$work/summary-mixed.txt" || { echo "FAIL: sarif summary does not count 3 errors"; exit 1; }

# The real binary on hostile names: an app folder whose name holds a line break, "::", "%", a
# quote, markup and a byte that is not UTF-8; a contact sheet page whose file name holds a quote and an onerror.
evil="$work/"$'bad\n::error file=x,line=1::pwned %0A "q" <b> \e[31m \xff'
mkdir -p "$evil" && cp -R Tests/QuickActionsTests/Fixtures/QA005/. "$evil/"
for format in text github json sarif junit checkstyle; do
  "$bin" lint "$evil" --format "$format" --output "$work/evil.$format" || true
done
$check text "$work/evil.text"
$check github "$work/evil.github"
$check json "$work/evil.json"
$check sarif "$work/evil.sarif"
$check xml "$work/evil.junit" "$work/evil.checkstyle"
page="$work/"'sheet" onerror="alert(1).html'
"$bin" preview Tests/Fixtures/own-app/Sketchbook --all-slots --format html -o "$page" > /dev/null
$check html "$page"

# The replay report and JUnit of the real binary, for a recording whose name holds a quote, an
# onerror, markup, a javascript: scheme and a byte that is not UTF-8 (0xFF): the page passes
# html.parser's checks like the contact sheet, and the byte is shown as \xFF in both.
hostile="$work/hostile-recordings"
mkdir -p "$hostile"
stem='a" onerror="alert(1) <b> javascript:x'$'\xff'
cp Tests/Replays/profile-light.jsonl "$hostile/$stem.jsonl"
hreplay=("$bin" replay "$hostile" --every 30 --scale 1 --golden "$work/hostile-goldens" --diffs "$work/hostile-diffs")
"${hreplay[@]}" --update-goldens > /dev/null
cp --remove-destination "$work/hostile-goldens/$stem/frame-000060.png" "$work/hostile-goldens/$stem/frame-000030.png"
"${hreplay[@]}" --report "$work/hostile-report" --junit "$work/hostile.junit" > /dev/null 2>&1 || true
$check html "$work/hostile-report/index.html"
$check xml "$work/hostile.junit"
$check junit "$work/hostile.junit=1,1"
grep -qF 'javascript:x\xFF' "$work/hostile-report/index.html" \
  || { echo "FAIL: the replay report does not show the name's byte as \\xFF"; exit 1; }
grep -qF 'javascript:x\xFF' "$work/hostile.junit" \
  || { echo "FAIL: the replay JUnit does not show the name's byte as \\xFF"; exit 1; }

# Hostile text in every format (seeded: NUL, CR, LF, ::, %, quotes, <>&, ]]>, C0/C1, bidi
# overrides), each output through its consumer, SARIF against the vendored 2.1.0 schema with
# this venv's jsonschema.
[ -x .build/debug/ForceLabPackageTests.xctest ] || swift build --build-tests
FORCELAB_PYTHON="$py" swift test --skip-build --filter HostileReportTests

# The README's CI section: both files parse as YAML and their ForceLab commands run.
"$py" .ci/readme_ci.py README.md "$bin"
echo "report consumers: ok"
