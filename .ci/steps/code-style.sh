#!/usr/bin/env bash
# The code's shape, as DESIGN.md and issue 15 ask: the toolchain's `swift format lint` with the
# repository's .swift-format (warnings are failures), and no function over 60 lines or file over
# 400 in Sources (.ci/code_limits.py). `make style` runs the same.
set -euo pipefail
cd "$(dirname "$0")/../.."
make style
echo "code style: ok"
