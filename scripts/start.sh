#!/usr/bin/env bash
# Installs what is missing, builds the wasm module if needed, and serves the
# sketches: the gallery at http://localhost:8080/ (PORT=N or --port N to choose).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh >/dev/null
exec node scripts/serve.js "$@"
