#!/usr/bin/env bash
# Writes a kiosk's config for the measuring scripts (compare-with-browser.sh,
# order-hot-functions.sh): kiosk mode, admin PIN 2468, a 1280x720 window,
# attract mode after 10 idle seconds.
#   scripts/kiosk-config.sh TILTQUIZ_BINARY CONFIG_FILE
set -euo pipefail
(($# == 2)) || { echo "usage: scripts/kiosk-config.sh TILTQUIZ_BINARY CONFIG_FILE" >&2; exit 1; }
hash=$(printf '2468\n' | "$1" config hash-pin | grep pin_hash)
cat >"$2" <<CONFIG
kiosk: true
admin:
  $hash
display:
  width: 1280
  height: 720
timeouts:
  idle_seconds: 10
CONFIG
