#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing: Chromium (end-to-end tests and browser
# benchmarks), CJK fonts (so Chinese renders in screenshots), protoc (the standard-encoding test) and ffmpeg (the
# demo rooms' video pushed over RTMP, and the tests that push a stream as an anchor's OBS would).
set -euo pipefail

missing=()
command -v protoc >/dev/null 2>&1 || missing+=(protobuf-compiler)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list :lang=zh 2>/dev/null | grep -qi 'noto.*cjk' || missing+=(fonts-noto-cjk)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup-system: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup-system: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fontconfig >/dev/null
fc-cache -f >/dev/null 2>&1 || true
