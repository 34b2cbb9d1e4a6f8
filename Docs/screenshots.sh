#!/usr/bin/env bash
# Redraws every picture the README shows, with the commands its captions name
# (`make screenshots`, after `make release`; FORCELAB=path picks another binary).
# The replay report's picture (Docs/replay-report.png) is taken in Chromium by
# .ci/steps/replay-report.sh with FORCELAB_REPORT_SCREENSHOT=Docs/replay-report.png.
set -euo pipefail
cd "$(dirname "$0")/.."
forcelab=${FORCELAB:-.build/release/forcelab}
firefox=Tests/Fixtures/real-plists/Floorp-Projects__floorp-ios
mail=Assets/apps/Mail
run() { echo "forcelab $*"; "$forcelab" "$@"; }

run render --scale 1 -o Docs/home.png
run render --device iphone-17 --ios 26 --appearance dark --scale 1 -o Docs/home-dark.png
run render --device iphone-17 --ios 26 --icon-style clear --scale 1 -o Docs/home-clear.png
run render --device iphone-17 --ios 26 --icon-style tinted --appearance dark --scale 1 -o Docs/home-tinted.png
run preview Tests/Fixtures/characters/emoji.json --scale 1 -o Docs/menu-emoji.png
run preview "$firefox" --locale ur --slot 1,1 --scale 1 -o Docs/menu-ur.png
run preview "$mail" --locale de --scale 1 -o Docs/menu-de.png
run preview "$mail" --locale ja --slot 4,6 --scale 1 -o Docs/menu-ja.png
for locale in ar fa he ta my th; do
  slot=1,1
  case $locale in he | my) slot=4,7 ;; esac
  run preview "$firefox" --locale "$locale" --slot "$slot" --scale 1 -o "Docs/menu-$locale.png"
done
run preview "$mail" --device iphone-17 --ios 26 --scale 1 -o Docs/menu-ios26.png
run preview "$mail" --device iphone-17 --ios 26 --appearance dark --scale 1 -o Docs/menu-dark.png
run preview "$mail" --device iphone-15 --ios 18 --slots top-left \
  --text-sizes xSmall,large,xxxLarge,accessibility3 -o Docs/menu-text-sizes.png
run preview "$firefox" --locales ar,de,he,hi,ja,my,ta,th --all-slots \
  --define MOZ_BUNDLE_DISPLAY_NAME=Firefox -o Docs/sheet-firefox.png
# The HUD, a peek and a dark list are the window's own goldens (ForceLabSDLTests), drawn by
# the same display lists as the window: copied, so the README shows what the tests check.
cp Tests/ForceLabSDLTests/Goldens/playground-window/hud-full-fill.png Docs/hud.png
cp Tests/ForceLabSDLTests/Goldens/lists/preview-actions.png Docs/peek.png
cp Tests/ForceLabSDLTests/Goldens/dark/list-mail-iphone-15-ios18-dark.png Docs/list-dark.png
