#!/usr/bin/env bash
# Runs every test: the Catch2 suite natively and under AddressSanitizer and
# UndefinedBehaviorSanitizer, a minute of fuzzing, the wasm build and its Node
# suite, then the pages in headless Chromium (screenshots land in
# build/artifacts/screenshots/), then the recipes in examples/ built and opened.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

jobs=${JOBS:-2}

echo "== native build and Catch2 suite"
cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j "$jobs"
ctest --test-dir build/native --output-on-failure -j "$jobs"

echo "== Catch2 suite under AddressSanitizer and UndefinedBehaviorSanitizer"
cmake -S . -B build/sanitize -DCMAKE_BUILD_TYPE=Debug -DPURUPURU_SANITIZE=ON >/dev/null
cmake --build build/sanitize -j "$jobs"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  ctest --test-dir build/sanitize --output-on-failure -j "$jobs"

echo "== fuzzing every scene for 60 s under AddressSanitizer and UndefinedBehaviorSanitizer"
bash scripts/fuzz.sh "${FUZZ_SECONDS:-60}"

echo "== wasm build"
bash scripts/build-wasm.sh

echo "== Node suite: the wasm module's API, native-vs-wasm bits, memory, errors, the packed tarball, npm start"
PURUPURU_NATIVE_TRAJECTORIES="$PWD/build/native/trajectories" \
  node --test tests/wasm/ tests/package/

echo "== browser suite: every page in headless Chromium"
node --test tests/browser/

echo "== examples: the Astro blog, the Next.js app and the static page, each installed from its lock file, built and opened in Chromium"
node --test tests/examples/
