# Sourced by scripts/admin-load.sh and scripts/admin-load-ceiling.sh: what the web admin's load test and the
# machine's ceiling measure alike (file descriptors for wrk's connections, a server's start, its CPU time, wrk's
# figures, the machine).

# Raises the file-descriptor limit for $1 connections: each of wrk's and each of the server's is one.
raise_descriptors() {
  local want=$((2 * $1 + 1024))
  if (($(ulimit -n) < want)); then
    ulimit -n "$want" 2>/dev/null || ulimit -n "$(ulimit -Hn)"
  fi
  (($(ulimit -n) >= want)) || echo "warning: only $(ulimit -n) file descriptors for $1 connections" >&2
}

# Waits up to 10 s for a server to print 'listens on' into the file $1.
wait_for_listening() {
  for _ in $(seq 100); do
    grep -q 'listens on' "$1" 2>/dev/null && break
    sleep 0.1
  done
}

# The CPU time process $1 has used, in clock ticks (100 a second).
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# wrk's figures from its output file $1 into wrk_total, wrk_requests, wrk_p50, wrk_p99 and wrk_socket.
wrk_figures() {
  wrk_total=$(awk '/requests in/ { print $1 }' "$1")
  wrk_requests=$(awk '/^Requests\/sec:/ { print $2 }' "$1")
  wrk_p50=$(awk '$1 == "50%" { print $2 }' "$1")
  wrk_p99=$(awk '$1 == "99%" { print $2 }' "$1")
  wrk_socket=$(grep -o 'Socket errors:.*' "$1" || echo "Socket errors: none")
}

# The machine's line: cores, memory, CPU and the load average $1 at the start.
machine_line() {
  echo "Machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(sed -n 's/^model name\t: //p' /proc/cpuinfo | head -1); load average at the start: $1"
}
