#!/usr/bin/env bash
# Makes release/hot-functions.txt: the functions of the tiltquiz binary that a
# session runs, busiest first. scripts/release-build.sh hands the list to the
# linker, which places those functions together at the start of the code: a
# kiosk then keeps the pages of code it runs in memory, not the code beside it
# (docs/performance.md, memory: "The code a session runs, together").
#
#   scripts/order-hot-functions.sh [TILTQUIZ_BINARY]
#
# Needs valgrind (apt-get install valgrind) and a release build (make release).
# Counts with callgrind what the memory bench's 10-minute mixed session, a
# 5-question headless game and a kiosk in attract mode (its event feed
# fetch, its demos, for 4 minutes) run: about 10 minutes. Run it again when
# the memory bench's figure for the binary grows, or when `make release` says
# that few of the listed functions are still in the binary. Then `make release`.
set -euo pipefail
source "$(dirname "$0")/callgrind-common.sh"
count() { valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$1.out" "$work/tiltquiz" "${@:2}" \
  >/dev/null 2>"$work/$1.log" || { echo "error: callgrind of ${*:2} failed:" >&2; tail -n 5 "$work/$1.log" >&2; exit 1; }; }
echo "counting the memory bench's session (about 5 minutes)..."
count bench bench --only memory
echo "counting a 5-question game..."
count game play --mode tilt --headless --data "$work/data" --seed 1 --input "$work/game.jsonl" --no-sound
echo "counting a kiosk in attract mode (4 minutes)..."
scripts/kiosk-config.sh "$work/tiltquiz" "$work/kiosk.yaml"
# A kiosk runs until it is stopped: SIGTERM ends it cleanly, and callgrind writes its counts then.
timeout --signal=TERM 240 valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/kiosk.out" \
  "$work/tiltquiz" play --config "$work/kiosk.yaml" --data "$work/kiosk-data" --no-sound >/dev/null 2>"$work/kiosk.log" || true
[[ -s "$work/kiosk.out" ]] || { echo "error: callgrind of the kiosk wrote nothing:" >&2; tail -n 5 "$work/kiosk.log" >&2; exit 1; }
nm --defined-only "$work/tiltquiz" | awk '$2 ~ /^[tTwW]$/ { print $3 }' >"$work/defined.txt"
python3 - "$work/defined.txt" "$work/bench.out" "$work/game.out" "$work/kiosk.out" >release/hot-functions.txt <<'PY'
import collections, re, sys

defined = set(open(sys.argv[1]).read().split())
cost = collections.Counter()
for path in sys.argv[2:]:
    # callgrind's format: "fn=(id) name" names a function once, "fn=(id)" after;
    # cost lines follow it; a "calls=" line's next cost line is the callee's.
    names, function, after_call = {}, None, False
    for line in open(path, errors="replace"):
        if line.startswith(("fn=", "cfn=")):
            match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.rstrip("\n"))
            if match.group(2) is not None:
                names[match.group(1)] = re.sub(r"'\d+$", "", match.group(2))
            if line.startswith("fn="):
                function = names[match.group(1)]
        elif line.startswith("calls="):
            after_call = True
        elif line[:1].isdigit() or line[:1] in "+-*":
            if after_call:
                after_call = False
            elif function in defined:
                fields = line.split()
                if len(fields) > 1:
                    cost[function] += int(fields[1])
for name, _ in cost.most_common():
    print(name)
PY
echo "release/hot-functions.txt: $(wc -l <release/hot-functions.txt) functions; now make release"
