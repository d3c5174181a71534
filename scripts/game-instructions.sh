#!/usr/bin/env bash
# Instructions of a whole short game: a 5-question headless Tilt True/False
# game from a script, counted by callgrind (issue 19's target: <= 180 M).
#
#   scripts/game-instructions.sh [TILTQUIZ_BINARY]
#
# Needs valgrind (apt-get install valgrind) and a release build as the .deb
# ships it (make release: the Swift runtime linked in). The binary is copied without its debug sections (valgrind 3.19
# cannot read the toolchain's); one game first makes and seals the store, as a
# kiosk's store is after its first day, then the counted game plays on it.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-.build/release/tiltquiz}
command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
[[ -x "$game" ]] || { echo "error: $game is not built (make release)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/tiltquiz" "$game"
{
  echo '{"t": 0.5, "key": "enter"}'
  t=0.5
  for side in left right left left right; do
    t=$(awk "BEGIN { print $t + 1.0 }"); echo "{\"t\": $t, \"key\": \"$side\", \"down\": true}"
    t=$(awk "BEGIN { print $t + 1.1 }"); echo "{\"t\": $t, \"key\": \"$side\", \"down\": false}"
    t=$(awk "BEGIN { print $t + 1.5 }"); echo "{\"t\": $t, \"key\": \"enter\"}"
  done
} >"$work/game.jsonl"
export TILTQUIZ_ASSETS=${TILTQUIZ_ASSETS:-$PWD/assets} SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
play=(play --mode tilt --headless --data "$work/data" --seed 1 --input "$work/game.jsonl" --no-sound)
"$work/tiltquiz" "${play[@]}" >/dev/null
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/tiltquiz" "${play[@]}" 2>"$work/valgrind.txt" >/dev/null
grep -o 'Collected : [0-9]*' "$work/valgrind.txt" | awk '{printf "instructions: %.1f M (a 5-question Tilt True/False game)\n", $3 / 1e6}'
