#!/usr/bin/env bash
# Builds the wasm module with Debian's Emscripten and puts the package's
# generated files in dist/. Incremental: reruns only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v emcmake >/dev/null; then
  echo "build-wasm: Emscripten is missing; run scripts/setup.sh (apt-get install emscripten node-acorn)" >&2
  exit 1
fi
# Debian's emcc runs /usr/bin/node, which here is not Debian's nodejs and
# does not look in /usr/share/nodejs for the acorn parser it needs.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

if [[ ! -f build/wasm/CMakeCache.txt ]]; then
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build build/wasm -j "${JOBS:-2}"
node scripts/package-wasm.js build/wasm/bindings dist
