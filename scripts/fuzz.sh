#!/usr/bin/env bash
# Builds the libFuzzer harness (tests/fuzz/scenes_fuzz.cpp) with clang under
# AddressSanitizer and UndefinedBehaviorSanitizer, replays every input in
# tests/fuzz/regressions/crash-* (each a finding once), then fuzzes for
# SECONDS (default 60) from the seed corpus in tests/fuzz/corpus/.
# A finding leaves its input in build/fuzz/ and fails the run: add it to
# tests/fuzz/regressions/ with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}

mkdir -p build/fuzz/corpus
clang++ -std=c++17 -O1 -g -ffp-contract=off -fsanitize=fuzzer,address,undefined \
  -fno-sanitize-recover=all -Icore tests/fuzz/scenes_fuzz.cpp core/common/*.cpp core/posts/*.cpp core/posts/scenes/*.cpp \
  core/world/*.cpp core/world/contacts/*.cpp core/world/shapes/*.cpp \
  -o build/fuzz/scenes_fuzz

# libFuzzer reports progress on stderr all along: kept in a log, shown on failure.
log=build/fuzz/log.txt
fuzz() {
  if ! build/fuzz/scenes_fuzz -timeout=10 -rss_limit_mb=2048 -artifact_prefix=build/fuzz/ "$@" 2>"$log"; then
    tail -n 60 "$log" >&2
    echo "fuzz: FINDING (input saved in build/fuzz/; log in $log)" >&2
    exit 1
  fi
}
shopt -s nullglob
regressions=(tests/fuzz/regressions/crash-*)
if ((${#regressions[@]})); then fuzz "${regressions[@]}"; fi
fuzz -max_total_time="$seconds" build/fuzz/corpus tests/fuzz/corpus
echo "fuzz: no finding in ${seconds} s ($(grep -o 'Done [0-9]* runs' "$log" | tail -1))"
