#!/usr/bin/env bash
# The phone's language by L in the real window under Xvfb: Sketchbook with the same Han-only
# strings in ja and zh-Hans. A window started in ja and switched by L to zh-Hans must draw
# exactly what a window started in zh-Hans draws (the Simplified Chinese Han face), and not what
# the ja window draws (the Japanese face: 直 写 骨 角 differ between the two).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(pwd)/.build/debug/forcelab
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Tests/Fixtures/own-app/Sketchbook "$work/Sketchbook"
for locale in ja zh-Hans; do
  mkdir -p "$work/Sketchbook/Sketchbook/$locale.lproj"
  cat > "$work/Sketchbook/Sketchbook/$locale.lproj/InfoPlist.strings" <<'STRINGS'
"CFBundleDisplayName" = "直写骨角";
"NEW_SKETCH" = "直写骨角";
STRINGS
done

cat > "$work/drive.sh" <<DRIVE
set -eu
. "$PWD/.ci/steps/lib/window.sh"
window() { # NAME LOCALE [keys after the window shows]
  $bin play --scale 1 --app "$work/Sketchbook" --locale "\$2" --frames 600 --screenshot "$work/\$1.png" &
  pid=\$!
  wait_for_window \$pid
  sleep 0.5
  [ -z "\${3:-}" ] || xdotool key "\$3"
  wait \$pid
}
window started-zh zh-Hans
window started-ja ja
window switched ja l
DRIVE
timeout 180 xvfb-run -a -s "-screen 0 1280x1024x24" bash "$work/drive.sh"
python3 - "$work" <<'CHECK'
import sys
sys.path.insert(0, ".ci")
from png_colours import pixels
work = sys.argv[1]
zh, ja, switched = (pixels(f"{work}/{name}.png")[3] for name in ("started-zh", "started-ja", "switched"))
if zh == ja:
    raise SystemExit("FAIL: ja and zh-Hans drew the same Han glyphs; the test cannot tell the faces apart")
if switched != zh:
    rows = sum(1 for a, b in zip(switched, zh) if a != b)
    raise SystemExit(f"FAIL: after L to zh-Hans the window differs from one started in zh-Hans in {rows} rows"
                     + (" (it drew the Japanese face)" if switched == ja else ""))
CHECK
echo "locale window test: ok (L to zh-Hans draws the Simplified Chinese face, as --locale zh-Hans does)"
