#!/usr/bin/env bash
# Installs what building and testing purupuru needs on a Debian machine:
# system packages with apt-get (only those missing), npm packages from
# package-lock.json. Safe to run again; does nothing when all is there.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
have_package() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# fonts-ipafont-gothic: Japanese glyphs for the pages' screenshots (the embeds speak Japanese too).
for package in cmake g++ catch2 clang libclang-rt-14-dev emscripten node-acorn chromium fonts-ipafont-gothic; do
  have_package "$package" || missing+=("$package")
done
command -v node >/dev/null || missing+=(nodejs npm)

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  if [[ $(id -u) -ne 0 ]]; then
    echo "setup: need root for apt-get; run: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [[ -f package-lock.json ]] && { [[ ! -d node_modules ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; }; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund
fi
