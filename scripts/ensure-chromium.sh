#!/usr/bin/env bash
# End-to-end tests and Lighthouse use Debian's Chromium (never a downloaded browser) and need CJK fonts
# to render Korean. Installs both when missing and we are root; otherwise says how and stops.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing ${missing[*]} from Debian's packages for browser tests..."
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Browser tests need: ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi
[ -x /usr/bin/chromium ] || { echo "chromium did not install at /usr/bin/chromium" >&2; exit 1; }
