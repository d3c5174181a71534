#!/usr/bin/env bash
# The release build as the .deb ships it (what `make release` and
# scripts/build-deb.sh run; the benchmarks measure this binary):
# - the Swift runtime, Foundation and Dispatch linked in (--static-swift-stdlib);
# - every Swift function in its own section, and the functions a session runs
#   (release/hot-functions.txt, made by scripts/order-hot-functions.sh) placed
#   together at the start of the code, so the pages a kiosk keeps in memory
#   hold code it runs rather than its neighbours; the compiler's unnamed
#   functions, which no list can name, placed together before the rest
#   (release/unnamed-functions.ld);
# - no symbol table for other programs: the Swift toolchain's static-stdlib
#   arguments export all 55,000 of the binary's symbols, which nothing loads
#   (no plugins), and the dynamic loader's lookups read 4 MB of it at start.
# docs/performance.md ("memory") has the figures.
#   scripts/release-build.sh [swift build arguments, e.g. --product tiltquiz]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
order="$root/release/hot-functions.txt"
unnamed="$root/release/unnamed-functions.ld"
[[ -f "$order" ]] || { echo "release-build: error: $order is missing (scripts/order-hot-functions.sh makes it)" >&2; exit 1; }
flags=(-c release --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -function-sections
  -Xlinker "--symbol-ordering-file=$order" -Xlinker --no-warn-symbol-ordering -Xlinker -T -Xlinker "$unnamed"
  -Xlinker --no-export-dynamic)
binary="$(swift build --package-path "$root" "${flags[@]}" --show-bin-path)/tiltquiz"
# The link does not see these files change: link again when one is newer than the binary.
if [[ -f "$binary" && ("$order" -nt "$binary" || "$unnamed" -nt "$binary") ]]; then rm -f "$binary"; fi
# Only the game and what it links: the other products (the tests' die-with-parent) are not linked with the
# symbol order, which only lld reads.
product=(--product tiltquiz)
[[ " $* " == *" --product "* ]] && product=()
swift build --package-path "$root" "${flags[@]}" "${product[@]}" "$@"
# A list made before much of the code changed places little: say so.
if [[ " $* " != *" --show-bin-path "* && -x "$binary" ]]; then
  listed=$(wc -l <"$order")
  found=$(nm --defined-only "$binary" | awk 'NR == FNR { want[$1]; next } $3 in want { print $3 }' "$order" - | sort -u | wc -l)
  echo "release-build: $found of the $listed functions in release/hot-functions.txt are in the binary"
  if ((found * 10 < listed * 8)); then
    echo "release-build: warning: fewer than 80 %: run scripts/order-hot-functions.sh, then make release again" >&2
  fi
fi
