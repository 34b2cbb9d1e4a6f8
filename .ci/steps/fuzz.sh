#!/usr/bin/env bash
# libFuzzer on each reader, the recording fast path against the full reader, and the report writers for 12 s (make fuzz runs 60 s each; 19 targets keep CI well under 30 minutes): a crash, an input
# that hangs a reader or one that blows its memory fails CI and leaves the input in
# Fuzz/.build/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../.."
FUZZ_SECONDS=${FUZZ_SECONDS:-12} ./Fuzz/run.sh
