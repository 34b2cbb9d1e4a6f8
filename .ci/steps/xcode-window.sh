#!/usr/bin/env bash
# An Xcode project in the real window under Xvfb (issue 22), on the Ghostery fixture (its real
# project.pbxproj and xcconfigs) with Lumen.xcconfig made to #include one more file:
# 1. play --app with --xcode-configuration and --define, recording: the header keeps the
#    choices and names the snapshot of the items shown, written beside it; an edit of the included xcconfig while recording is refused (the menu keeps its
#    title); replay gives the very event log the window wrote.
# 2. play again, not recording: saving the included xcconfig reloads the window, and the menu
#    then shows the title it defines.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$PWD/.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Tests/Fixtures/xcode/ghostery__browser-ios "$work/ghostery"
config="$work/ghostery/Client/Configuration"
chmod -R u+w "$work/ghostery"
printf '\n#include "Extra.xcconfig"\n' >> "$config/Lumen.xcconfig"
printf 'SHORTCUT_PRIVATE_TAB_TITLE = Extra Title\n' > "$config/Extra.xcconfig"

cat > "$work/drive.sh" <<DRIVE
set -eu
cd "$work"
session() {
  "$bin" play --scale 1 --app ghostery --xcode-configuration Lumen --define MOZ_BUNDLE_DISPLAY_NAME=Lumen\ CI "\$@" --frames 100000 2>>"$work/stderr" &
  pid=\$!
  for i in \$(seq 1 300); do
    wid=\$(xdotool search --name "ForceLab" 2>/dev/null | head -1 || true)
    [ -n "\$wid" ] && break
    sleep 0.1
  done
  [ -n "\$wid" ] || { echo "no ForceLab window"; kill \$pid; exit 1; }
  # SDL may map a first window and replace it: look again once it has settled.
  sleep 1
  wid=\$(xdotool search --name "ForceLab" 2>/dev/null | tail -1)
  xdotool mousemove --window "\$wid" 57 104
}
press() { xdotool keydown 3; sleep 1.5; xdotool keyup 3; sleep 0.6; xdotool key Escape; sleep 0.4; }
session --record rec.jsonl --log-events play.events.jsonl
printf 'SHORTCUT_PRIVATE_TAB_TITLE = Edited While Recording\n' > "$config/Extra.xcconfig"
sleep 1.5
press
xdotool key q
wait \$pid
session --log-events reload.events.jsonl
printf 'SHORTCUT_PRIVATE_TAB_TITLE = Edited Title\n' > "$config/Extra.xcconfig"
sleep 2.5
press
xdotool key q
wait \$pid
DRIVE
fail() { echo "FAIL: $1"; cat "$work/stderr"; exit 1; }
timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"
head -1 "$work/rec.jsonl" | grep -q '"apps":\["ghostery"\],"slot":"1,1","xcode":\[{"configuration":"Lumen"}\],"defines":{"MOZ_BUNDLE_DISPLAY_NAME":"Lumen CI"},"app_snapshots":\["rec.jsonl.app-1.json"\]' \
  || { head -1 "$work/rec.jsonl"; fail "the header does not keep the Xcode choices"; }
grep -q '"ui":"menuOpened","app":"Lumen CI".*"title":"Extra Title"' "$work/play.events.jsonl" \
  || { cat "$work/play.events.jsonl"; fail "no menu with the recorded title (or a reload while recording)"; }
"$bin" replay "$work/rec.jsonl" --events "$work/replay.events.jsonl" 2>>"$work/stderr" >/dev/null \
  || fail "the recording does not replay"
cmp "$work/play.events.jsonl" "$work/replay.events.jsonl" \
  || { diff "$work/play.events.jsonl" "$work/replay.events.jsonl" || true; fail "the replay differs from the window"; }
grep -q '"ui":"reloaded"' "$work/reload.events.jsonl" || fail "saving the included xcconfig did not reload"
grep -q '"ui":"menuOpened","app":"Lumen CI".*"title":"Edited Title"' "$work/reload.events.jsonl" \
  || { cat "$work/reload.events.jsonl"; fail "the reloaded menu lacks the included file's new title"; }
echo "xcode window test: ok (the header kept the choices, replay matched the window, an included xcconfig reloaded)"
