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
source "$(dirname "$0")/callgrind-common.sh"
play=(play --mode tilt --headless --data "$work/data" --seed 1 --input "$work/game.jsonl" --no-sound)
"$work/tiltquiz" "${play[@]}" >/dev/null
valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" "$work/tiltquiz" "${play[@]}" 2>"$work/valgrind.txt" >/dev/null
grep -o 'Collected : [0-9]*' "$work/valgrind.txt" | awk '{printf "instructions: %.1f M (a 5-question Tilt True/False game)\n", $3 / 1e6}'
