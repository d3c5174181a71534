#!/usr/bin/env bash
# The ceiling of this machine for the web admin's load test (issue 18, docs/performance.md): an empty Hummingbird
# server (the same Hummingbird as Package.resolved, built in release from this checkout's package copies in
# .build/checkouts, no network) answering GET / with a fixed page, under the same `wrk` as scripts/admin-load.sh
# (2 threads, 2,000 connections, 30 s, 10 s timeout). Once with a page of --bytes (the leaderboard page's size,
# with the admin's security headers, so the same bytes go over the socket) and once with a 2-byte page. For each:
# requests/s, p50, p99, errors, and the server's CPU time per request; whatever our server does on top of this
# costs throughput from here.
#
#   scripts/admin-load-ceiling.sh [--bytes N] [--connections N] [--seconds N] [--runs N]
#
# --runs: runs of each page (the tail differs from run to run on a shared machine). Everything runs on 127.0.0.1
# and stops by itself. Needs wrk, swift, and a resolved .build (swift build once).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/load-common.sh

bytes=13216
connections=2000
seconds=30
runs=1
while (($#)); do
  case "$1" in
    --bytes) bytes=$2; shift 2 ;;
    --connections) connections=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "error: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done
for tool in wrk swift curl; do
  command -v "$tool" >/dev/null || { echo "error: no $tool: run scripts/install-deps.sh" >&2; exit 2; }
done
[[ -d .build/checkouts/hummingbird && -d .build/repositories ]] ||
  { echo "error: no .build/checkouts/hummingbird: run swift build (or swift package resolve) once" >&2; exit 2; }
raise_descriptors "$connections"

loadavg=$(cut -d" " -f1-3 /proc/loadavg)
work=$(mktemp -d -t tiltquiz-ceiling.XXXXXX)
server=""
cleanup() {
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# The scratch package, kept in .build/load-ceiling for the next run: the same Hummingbird pin (Package.resolved),
# resolved from the local copies.
pkg=.build/load-ceiling
mkdir -p "$pkg/Sources/ceiling" "$pkg/.build"
cp Package.resolved "$pkg/"
[[ -d "$pkg/.build/checkouts" ]] || cp -a .build/checkouts .build/repositories "$pkg/.build/"
cat >"$pkg/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ceiling",
    platforms: [.macOS(.v14)],
    dependencies: [.package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1")],
    targets: [.executableTarget(name: "ceiling", dependencies: [.product(name: "Hummingbird", package: "hummingbird")])],
    swiftLanguageModes: [.v6]
)
EOF
cat >"$pkg/Sources/ceiling/main.swift" <<'EOF'
import Foundation
import Hummingbird

// ceiling PORT BYTES: GET / answers BYTES bytes of HTML with the web admin's security headers; port 0: any free one.
let port = Int(CommandLine.arguments[1])!
let size = Int(CommandLine.arguments[2])!
let body = ByteBuffer(string: String(String(repeating: "<p>ceiling</p>\n", count: size / 15 + 1).prefix(size)))
var headers: HTTPFields = [.contentType: "text/html; charset=utf-8"]
for (name, value) in [
    (
        "Content-Security-Policy",
        "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    ("X-Frame-Options", "DENY"), ("Referrer-Policy", "no-referrer"), ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
] { headers[.init(name)!] = value }
let fields = headers
let router = Router()
router.get("/") { _, _ in Response(status: .ok, headers: fields, body: .init(byteBuffer: body)) }
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: port), backlog: 2_048),
    onServerRunning: {
        FileHandle.standardOutput.write(Data("listens on \($0.localAddress?.port ?? 0)\n".utf8))
    })
try await app.runService()
EOF
echo "Building the empty server (release, a few minutes the first time)..."
(cd "$pkg" && swift build -c release >"$work/build.log" 2>&1) || { tail -20 "$work/build.log" >&2; exit 1; }

measure() {
  local size=$1 port pid before after
  "$pkg/.build/release/ceiling" 0 "$size" >"$work/serve.out" 2>"$work/serve.err" &
  server=$!
  wait_for_listening "$work/serve.out"
  port=$(sed -n 's/^listens on \([0-9]*\)$/\1/p' "$work/serve.out")
  [[ -n "$port" ]] || { echo "error: the empty server did not start: $(cat "$work/serve.err")" >&2; exit 1; }
  got=$(curl -s -o /dev/null -w '%{http_code} %{size_download}' "http://127.0.0.1:$port/")
  [[ "$got" == "200 $size" ]] || { echo "error: the empty server answered $got, not 200 $size" >&2; exit 1; }
  for run in $(seq "$runs"); do
    before=$(cpu_ticks "$server")
    wrk -t 2 -c "$connections" -d "${seconds}s" --timeout 10s --latency "http://127.0.0.1:$port/" >"$work/wrk.txt" 2>&1 ||
      { cat "$work/wrk.txt" >&2; exit 1; }
    after=$(cpu_ticks "$server")
    local non2xx
    wrk_figures "$work/wrk.txt"
    non2xx=$(grep -o 'Non-2xx.*' "$work/wrk.txt" || echo "Non-2xx: none")
    # /proc's CPU times are in clock ticks (100 a second).
    echo "  $size-byte page, run $run: $wrk_total requests, $wrk_requests requests/s, latency p50 $wrk_p50 p99 $wrk_p99;" \
      "$wrk_socket; $non2xx; server CPU $(((after - before) * 10000 / wrk_total)) µs a request"
  done
  kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true
  server=""
}
echo "wrk -t 2 -c $connections -d ${seconds}s against an empty Hummingbird server:"
measure "$bytes"
measure 2
machine_line "$loadavg"
