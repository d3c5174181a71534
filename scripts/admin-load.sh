#!/usr/bin/env bash
# The web admin under load (issue 18, docs/performance.md): `wrk` with 2,000 connections for 30 s against the
# leaderboard page, logged in as an admin, over a store of 10,000 players, 1M answers and 100,000 finished
# games, while headless games play and write to the same store; and the game's side with and without the
# load: the headless games' wall time and failures, and the frame bench's frame times for a few screens.
#
#   scripts/admin-load.sh [--binary PATH] [--admin PATH] [--fill-with PATH] [--connections N] [--seconds N] [--think MS] [--smoke]
#
# --admin: serve with this build instead, --fill-with: fill the store with this one (to compare builds).
# --think: each connection waits this many ms (random, 0 to twice it) between its requests: users, not a flood.
# --smoke: 50 connections for 2 s over a tenth of the data, no frame bench (a check that the script works).
# Everything runs on 127.0.0.1 and stops by itself. Build first: make release.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/load-common.sh

binary=.build/release/tiltquiz
connections=2000
seconds=30
smoke=0
think=0
admin=""
filler=""
while (($#)); do
  case "$1" in
    --binary) binary=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --think) think=$2; shift 2 ;;
    --admin) admin=$2; shift 2 ;;
    --fill-with) filler=$2; shift 2 ;;
    --smoke) smoke=1; connections=50; seconds=2; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "error: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
admin=${admin:-$binary}
filler=${filler:-$binary}
for tool in wrk curl "$binary" "$admin" "$filler"; do
  command -v "$tool" >/dev/null || { echo "error: no $tool: run scripts/install-deps.sh, and build" >&2; exit 2; }
done
raise_descriptors "$connections"

loadavg=$(cut -d" " -f1-3 /proc/loadavg)
work=$(mktemp -d -t tiltquiz-load.XXXXXX)
server=""
games=""
cleanup() {
  [[ -n "$games" ]] && touch "$work/stop" && wait "$games" 2>/dev/null
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
export XDG_CONFIG_HOME=$work/config SDL_AUDIODRIVER=dummy
data=$work/data
quick=()
((smoke)) && quick=(--quick)

"$filler" bench --fill "$data" "${quick[@]}"
password='Load-test-1!'
printf '%s\n' "$password" | "$binary" admin add-user loadtest --role admin --data "$data" >/dev/null

"$admin" admin serve --listen 127.0.0.1:0 --data "$data" >"$work/serve.out" 2>"$work/serve.err" &
server=$!
wait_for_listening "$work/serve.out"
port=$(sed -n 's|.*listens on http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$work/serve.out")
[[ -n "$port" ]] || { echo "error: admin serve did not start: $(cat "$work/serve.err")" >&2; exit 1; }
base=http://127.0.0.1:$port

# Log in through the form, as a browser does: its token and cookie, then the session cookie.
jar=$work/cookies
token=$(curl -s -c "$jar" "$base/login" | sed -n 's/.*name="loginToken" value="\([^"]*\)".*/\1/p')
status=$(curl -s -b "$jar" -c "$jar" -o /dev/null -w '%{http_code}' --data-urlencode "loginToken=$token" \
  --data-urlencode name=loadtest --data-urlencode "password=$password" "$base/login")
session=$(awk '$6 == "tiltquiz_admin" { print $7 }' "$jar")
[[ "$status" == 303 && -n "$session" ]] || { echo "error: log-in failed ($status)" >&2; exit 1; }
cookie="tiltquiz_admin=$session"
page=/boards
check() {
  local code
  code=$(curl -s -o "$work/page.html" -w '%{http_code}' -H "Cookie: $cookie" "$base$page")
  [[ "$code" == 200 ]] && grep -q 'ranked players' "$work/page.html" ||
    { echo "error: $page answered $code $1, not the leaderboard" >&2; exit 1; }
}
check "before the load"
echo "Leaderboard: $(grep -o '[0-9]* ranked players in [^)]*)' "$work/page.html" | head -1)"

# Headless games back to back (a second apart), each 5 answers and a finished game written to the store;
# stopped between games (one game per store: the next must not find the last still holding it).
play_games() {
  local i=0 start end
  rm -f "$work/stop"
  while [[ ! -e "$work/stop" ]]; do
    i=$((i + 1))
    start=$(date +%s%N)
    if "$binary" play --mode tilt --headless --data "$data" --seed "$i" --player "Kiosk $((i % 20))" \
      --input Tests/EndToEndTests/Fixtures/keys-and-taps.jsonl >/dev/null 2>>"$work/games.err"; then
      end=$(date +%s%N)
      echo "ok $(((end - start) / 1000000))" >>"$1"
    else
      echo "failed" >>"$1"
    fi
    sleep 1
  done
}
stop_games() {
  touch "$work/stop"
  wait "$games" 2>/dev/null || true
  games=""
}
games_summary() {
  local times failed
  times=$(awk '$1 == "ok" { print $2 }' "$1" | sort -n)
  failed=$(grep -c '^failed' "$1" || true)
  if [[ -z "$times" ]]; then echo "no game finished, $failed failed"; return; fi
  local n
  n=$(wc -l <<<"$times")
  echo "$n games, $failed failed, wall time median $(sed -n "$(((n + 1) / 2))p" <<<"$times") ms, max $(tail -1 <<<"$times") ms"
}
frames() {
  if ! timeout 180 "$binary" bench --only frame --quick --screen tiltQuestion --screen triviaQuestion --json \
    >"$1" 2>"$1.err"; then
    echo "the frame bench failed or took over 3 minutes: $(head -c 300 "$1.err")"
    return 0
  fi
  python3 -c '
import json, sys
f = json.load(open(sys.argv[1]))["frame"]
parts = ["floor median %.2f ms p99 %.2f ms" % (f["floor"]["medianMs"], f["floor"]["p99Ms"])]
for name, s in sorted(f["screens"].items()):
    parts.append("%s median %.2f ms p99 %.2f ms" % (name, s["medianMs"], s["p99Ms"]))
print("; ".join(parts))' "$1"
}

echo "Without load ($seconds s):"
play_games "$work/games-idle" &
games=$!
started=$(date +%s)
((smoke)) || echo "  frames: $(frames "$work/frames-idle.json")"
while (($(date +%s) - started < seconds)); do sleep 0.5; done
stop_games
echo "  games: $(games_summary "$work/games-idle")"

echo "think = $think" >"$work/count.lua"
cat >>"$work/count.lua" <<'EOF'
-- Counts the answers that are not 200 (a 303 to the log-in page would pass as a success in wrk's own count).
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) other = 0 end
function response(status, headers, body) if status ~= 200 then other = other + 1 end end
function delay() if think > 0 then return math.random(0, 2 * think) end return 0 end
function done(summary, latency, requests)
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("other") end
  io.write(string.format("not 200: %d\n", total))
end
EOF
echo "With wrk: $connections connections for $seconds s on $page$( ((think)) && echo ", $think ms think time on average"):"
play_games "$work/games-load" &
games=$!
# The server's CPU time (clock ticks, 100 a second) around the run: its CPU per page, steadier than requests/s on a
# machine whose other load moves from run to run.
cpu_before=$(cpu_ticks "$server")
wrk -t 2 -c "$connections" -d "${seconds}s" --timeout 10s --latency -s "$work/count.lua" \
  -H "Cookie: $cookie" "$base$page" >"$work/wrk.txt" 2>&1 || { cat "$work/wrk.txt" >&2; exit 1; }
cpu_after=$(cpu_ticks "$server")
stop_games
check "after the load"
wrk_figures "$work/wrk.txt"
other=$(awk '/^not 200:/ { print $3 }' "$work/wrk.txt")
echo "  wrk: $wrk_total requests, $wrk_requests requests/s, latency p50 $wrk_p50 p99 $wrk_p99, not 200: $other; $wrk_socket"
echo "  server CPU: $(((cpu_after - cpu_before) * 10000 / wrk_total)) µs a page"
echo "  games: $(games_summary "$work/games-load")"
if [[ -s "$work/games.err" ]]; then
  echo "  game errors:"; sort "$work/games.err" | uniq -c | head -5
fi
if ((!smoke)); then
  # The frame bench takes longer than the load: the same load again, for as long as the bench runs.
  wrk -t 2 -c "$connections" -d 300s --timeout 10s -s "$work/count.lua" -H "Cookie: $cookie" "$base$page" \
    >/dev/null 2>&1 &
  load=$!
  sleep 1
  echo "  frames: $(frames "$work/frames-load.json")"
  kill "$load" 2>/dev/null; wait "$load" 2>/dev/null || true
fi
machine_line "$loadavg"
