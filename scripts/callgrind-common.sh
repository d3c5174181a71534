# Sourced by scripts/game-instructions.sh and scripts/order-hot-functions.sh:
# checks valgrind and the release binary (the scripts' first argument, or
# .build/release/tiltquiz), copies it into a new $work folder (removed on
# exit) without its debug sections (valgrind 3.19 cannot read the
# toolchain's; the symbol table stays), writes $work/game.jsonl (a
# 5-question Tilt True/False game: enter, then five tilts, each answered)
# and sets the environment of a headless run on the bundled content.
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
