#!/usr/bin/env bash
# The bash completion script, sourced as a user would and called as bash calls it on Tab.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product forcelab
source <(.build/debug/forcelab completions bash)
expect() {
  local want=$1; shift
  COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
  _forcelab
  local got="${COMPREPLY[*]}"
  [[ $got == "$want" ]] || { echo "completions: '${COMP_WORDS[*]}' gave '$got', expected '$want'" >&2; exit 1; }
}
expect "render" forcelab rend
expect "--device" forcelab render --dev
expect "iphone-15-plus iphone-15-pro iphone-15-pro-max" forcelab render --device iphone-15-p
expect "fr" forcelab lint Assets/apps/Mail --locale f
expect "plain row icon" forcelab classify --target ""
echo "completions: ok"
