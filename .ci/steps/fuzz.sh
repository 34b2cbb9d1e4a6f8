#!/usr/bin/env bash
# libFuzzer on each of the 14 readers and the report writers for 20 s (make fuzz runs 60 s each): a crash, an input
# that hangs a reader or one that blows its memory fails CI and leaves the input in
# Fuzz/.build/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SECONDS=${FUZZ_SECONDS:-20} ./Fuzz/run.sh
