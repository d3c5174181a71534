#!/usr/bin/env bash
# The game beside a browser kiosk, at the same time: TiltQuiz in kiosk attract
# mode and Chromium in kiosk mode showing scripts/browser-comparison/quiz.html,
# each alone on its own 1280x720 Xvfb screen as on a kiosk (on one shared
# screen the window on top hid the other, and Chromium stops drawing a hidden
# page: its CPU was 0.1 % in one run, 17 % in the next), measured from
# outside: PSS (summed over the browser's processes) and CPU.
#
#   scripts/compare-with-browser.sh [MINUTES] [TILTQUIZ_BINARY]
#
# MINUTES of measurement (default 5) after a minute of warm-up. Needs xvfb and
# chromium (apt-get install xvfb chromium) and a release build
# (make release). Prints one line per program and the ratios
# (game / browser); issue 19's targets are <= 0.1 for both.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-5}
game=${2:-.build/release/tiltquiz}
command -v Xvfb >/dev/null || { echo "error: Xvfb is not installed (apt-get install xvfb)" >&2; exit 1; }
command -v chromium >/dev/null || { echo "error: chromium is not installed (apt-get install chromium)" >&2; exit 1; }
[[ -x "$game" ]] || { echo "error: $game is not built (make release)" >&2; exit 1; }

work=$(mktemp -d)
base=$((90 + RANDOM % 100))
game_display=:$base
browser_display=:$((base + 1))
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for display in "$game_display" "$browser_display"; do
  Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
  pids+=($!)
done
sleep 1

scripts/kiosk-config.sh "$game" "$work/config.yaml"
DISPLAY=$game_display SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy \
  "$game" play --config "$work/config.yaml" --data "$work/data" --no-sound >"$work/game.log" 2>&1 &
game_pid=$!
pids+=("$game_pid")

# Chromium will not run as root with its sandbox.
sandbox=()
[[ $(id -u) -eq 0 ]] && sandbox=(--no-sandbox)
DISPLAY=$browser_display chromium "${sandbox[@]}" --kiosk --no-first-run --no-default-browser-check --disable-sync \
  --user-data-dir="$work/browser" --window-size=1280,720 --window-position=0,0 \
  "file://$PWD/scripts/browser-comparison/quiz.html" >"$work/browser.log" 2>&1 &
browser_pid=$!
pids+=("$browser_pid")

# The browser's processes: its first process and every descendant.
family() {
  local all=("$1") queue=("$1")
  while ((${#queue[@]})); do
    local next=()
    for pid in "${queue[@]}"; do
      for child in $(cat /proc/"$pid"/task/*/children 2>/dev/null); do next+=("$child"); all+=("$child"); done
    done
    queue=("${next[@]}")
  done
  echo "${all[@]}"
}
pss_kb() { local total=0; for pid in "$@"; do total=$((total + $(awk '/^Pss:/ {print $2}' /proc/"$pid"/smaps_rollup 2>/dev/null || echo 0))); done; echo "$total"; }
ticks() { local total=0; for pid in "$@"; do total=$((total + $(awk '{print $14 + $15}' /proc/"$pid"/stat 2>/dev/null || echo 0))); done; echo "$total"; }

sleep 60
kill -0 "$game_pid" 2>/dev/null || { echo "error: the game stopped: $(tail -3 "$work/game.log")" >&2; exit 1; }
kill -0 "$browser_pid" 2>/dev/null || { echo "error: chromium stopped: $(tail -3 "$work/browser.log")" >&2; exit 1; }
samples=$((minutes * 6))
game_pss=0 browser_pss=0 game_peak=0 browser_peak=0
game_ticks0=$(ticks "$game_pid")
# shellcheck disable=SC2046
browser_ticks0=$(ticks $(family "$browser_pid"))
start=$(date +%s.%N)
for _ in $(seq "$samples"); do
  sleep 10
  g=$(pss_kb "$game_pid")
  # shellcheck disable=SC2046
  b=$(pss_kb $(family "$browser_pid"))
  game_pss=$((game_pss + g)); browser_pss=$((browser_pss + b))
  ((g > game_peak)) && game_peak=$g
  ((b > browser_peak)) && browser_peak=$b
done
end=$(date +%s.%N)
# shellcheck disable=SC2046
awk -v start="$start" -v end="$end" -v hz="$(getconf CLK_TCK)" -v samples="$samples" \
  -v g0="$game_ticks0" -v g1="$(ticks "$game_pid")" -v b0="$browser_ticks0" -v b1="$(ticks $(family "$browser_pid"))" \
  -v gp="$game_pss" -v bp="$browser_pss" -v gpeak="$game_peak" -v bpeak="$browser_peak" \
  -v processes="$(family "$browser_pid" | wc -w)" -v renderer="$(grep -m1 renderer "$work/game.log" || true)" 'BEGIN {
    elapsed = end - start
    gcpu = (g1 - g0) * 100 / hz / elapsed; bcpu = (b1 - b0) * 100 / hz / elapsed
    gmean = gp / samples / 1024; bmean = bp / samples / 1024
    printf "game:    PSS mean %.1f MB, peak %.1f MB; CPU %.2f %% of a core (%s)\n", gmean, gpeak / 1024, gcpu, renderer
    printf "browser: PSS mean %.1f MB, peak %.1f MB over %d processes; CPU %.2f %%\n", bmean, bpeak / 1024, processes, bcpu
    printf "ratio (game / browser): memory %.3f, CPU %.3f (targets <= 0.1)\n", gmean / bmean, (bcpu > 0 ? gcpu / bcpu : 0)
    # The page runs a 20 s bar animation: a browser drawing it uses far more than 1 % of a core.
    if (bcpu < 1) printf "warning: the browser used %.2f %% of a core: its page was not animating, so the CPU ratio means nothing\n", bcpu
  }'
