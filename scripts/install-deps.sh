#!/usr/bin/env bash
# Installs the Debian packages TiltQuiz needs to build, run and test, skipping
# those already present. Uses sudo when not root. Safe to run again.
# --soak: also those only the full soak needs (`make soak`), not `make test`.
set -euo pipefail

packages=(
  pkg-config
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev                   # drawing and sound, text, icons
  libevdev-dev                                                    # evdev accelerometers
  libsystemd-dev                                                  # sd_notify: readiness and watchdog
  libsqlite3-dev sqlite3                                          # the store (GRDB) and its shell
  fonts-dejavu-core                                               # the game's typeface
  xvfb xdotool x11-apps                                           # a real window in tests (xwd: the screen as shown)
  umockdev udev                                                   # device-level sensor tests; hwdb mount matrices
  dpkg-dev systemd cage                                           # make deb; unit checks (systemd-analyze verify)
  gcc libc6-dev                                                   # the soak's power-cut shim (LD_PRELOAD), built by the tests
  python3                                                         # the tests' HTTP server for quiz packs; the browser driver
  chromium                                                        # the web admin's walk-through (headless, DevTools over a pipe)
  wrk                                                             # the web admin's load test (scripts/admin-load.sh)
  curl openssl                                                    # TLS tests (a self-signed certificate, an HTTPS request); the load script
  postgresql                                                      # the fleet's server (15): its tests start their own cluster (initdb, pg_ctl)
  pgbouncer                                                       # the fleet bench's pool in front of PostgreSQL (1.18, transaction pooling)
  libespeak-ng-dev espeak-ng-data                                 # speech out (accessibility): espeak-ng 1.51 in the game's process
  libqrencode-dev                                                 # the live round's QR code (libqrencode 4.1)
  libfribidi-dev fonts-noto-core                                  # Arabic: bidi order (fribidi 1.0.8), Noto Sans Arabic
  libpocketsphinx-dev libsphinxbase-dev                           # voice commands in (accessibility): PocketSphinx 0.8 in the game's process
  pocketsphinx-en-us                                              # its English acoustic model and dictionary (/usr/share/pocketsphinx/model/en-us)
  espeak-ng sox                                                   # the voice tests' spoken commands (espeak-ng's CLI) and their noise (sox)
)

# The full soak's alone: voices of other synthesisers for the voice commands' sweep (OtherSynthesizerVoiceTests;
# about 50 MB installed, 11 packages with what they bring on Debian 12: docs/performance.md).
if [[ "${1:-}" == "--soak" ]]; then
  packages+=(
    flite                                                         # flite 2.2's voices kal, kal16, awb, rms, slt
    festival festvox-us-slt-hts                                   # Festival's HMM voice of slt (text2wave)
  )
fi

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
  exit 0
fi

echo "Installing: ${missing[*]}"
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
