#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/Package.swift) with -sanitize=fuzzer,address, seeds each
# from the repository's files (seeds.py), runs each for FUZZ_SECONDS (default 60), and prints
# the executions per target. Exit 1 if any target crashed, hung (an input over
# FUZZ_INPUT_TIMEOUT seconds) or went over FUZZ_RSS_MB of memory; the input that did it is in
# Fuzz/.build/artifacts/ (copy it into Tests/Fixtures/fuzz/<Target>/ once fixed: it becomes a
# seed and a regression test).
#   Fuzz/run.sh [TARGET...]     (default: every target)
set -uo pipefail
cd "$(dirname "$0")"
seconds=${FUZZ_SECONDS:-60}
input_timeout=${FUZZ_INPUT_TIMEOUT:-10}
rss=${FUZZ_RSS_MB:-2048}
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(FuzzRecording FuzzRecordingFastPath FuzzEvemu FuzzForceArray FuzzProfile FuzzXMLPlist FuzzBinaryPlist FuzzStrings
           FuzzXCStrings FuzzPbxproj FuzzXCConfig FuzzManifest FuzzPNGHeader FuzzScene FuzzDevice
           FuzzAssetContents FuzzProjectConfig FuzzReports FuzzSystemStrings)
fi

# The build's own exit status decides: when any target fails to build, nothing runs (an older
# binary left from an earlier build would otherwise be fuzzed as if it were today's code). Then
# every target asked for must exist as a product of this package.
mkdir -p .build
swift build -c release -Xswiftc -sanitize=fuzzer,address > .build/fuzz-build.log 2>&1
build=$?
grep -E "error:|Build complete" .build/fuzz-build.log | sort -u | head -20
if [ $build -ne 0 ]; then
  echo "fuzz: the targets did not build (swift build exited $build; the log is Fuzz/.build/fuzz-build.log)"
  exit 2
fi
bin=$(swift build -c release -Xswiftc -sanitize=fuzzer,address --show-bin-path)
for target in "${targets[@]}"; do
  grep -q "\"$target\"" Package.swift || { echo "fuzz: no target named $target in Fuzz/Package.swift"; exit 2; }
  [ -x "$bin/$target" ] || { echo "fuzz: no target $target was built"; exit 2; }
done
work=.build/fuzz
rm -rf "$work/corpus" && mkdir -p "$work/corpus" .build/artifacts
python3 seeds.py "$work/corpus" > /dev/null

# Leak reports off (Fuzz/README.md): Foundation's own allocations would end every run at exit.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# No Swift backtracer on a crash: it is interactive-minded, can take minutes per crash under
# ASan, and libFuzzer already saves the input and prints the fatal message.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
failed=()
printf '%-16s %10s %8s %10s %s\n' target executions seconds exec/s result
for target in "${targets[@]}"; do
  log="$work/$target.log"
  "$bin/$target" -max_total_time="$seconds" -timeout="$input_timeout" -rss_limit_mb="$rss" \
    -print_final_stats=1 -detect_leaks=0 -artifact_prefix=".build/artifacts/$target-" "$work/corpus/$target" > "$log" 2>&1
  status=$?
  runs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}' | head -1)
  took=$(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "$log" | awk '{print $5}' | head -1)
  result=ok
  if [ $status -ne 0 ]; then
    result="FAILED ($(grep -Eo 'ERROR: libFuzzer: [a-z-]+|ERROR: AddressSanitizer: [a-z-]+|Fatal error: .*|SUMMARY: .*' "$log" | head -1)); input: $(grep -Eo "\.build/artifacts/$target-[a-z]+-[0-9a-f]+" "$log" | head -1)"
    failed+=("$target")
  fi
  took=${took:-$seconds}
  [ "$took" -gt 0 ] 2>/dev/null || took=1
  printf '%-16s %10s %8s %10s %s\n' "$target" "${runs:-?}" "$took" "$(( ${runs:-0} / took ))" "$result"
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: ${#failed[@]} target(s) failed: ${failed[*]} (logs in Fuzz/$work/)"
  exit 1
fi
echo "fuzz: every target ran ${seconds} s without a crash, hang or memory blow-up"
