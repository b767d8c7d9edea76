#!/bin/bash
# Guest helpers, sourced by app.sh: the yardsticks for its latency figures (issue 15).
#
#   evread_start   before `faceplate run` starts: vm-evread (scripts/vm/guest/vm-evread.c, a do-nothing
#                  poll()+read() reader built on the host, named by EVREAD_BIN) reads the same evdev node
#                  as the app, so it sees the very events the app's latency lines time. It ends by itself
#                  when app.sh unplugs that touchscreen.
#   evread_report  at the end: its summary line (kernel timestamp -> poll() returned -> read() returned),
#                  then, on GPU=std only (the figures do not depend on the GPU), `faceplate-bench
#                  first-tap` in the guest: the same dispatch code as on the host, so guest / host is
#                  what TCG makes of our own instructions.
# Writes $VM_OUT/${P}evread.log and $VM_OUT/${P}bench.log; the host (scripts/vm/e2e) prints the figures.
[ -n "${P:-}" ] && declare -F step >/dev/null || { echo "evread.sh: source it from app.sh"; exit 1; }

EVREAD_PID=
evread_start() {
  if [ ! -x "${EVREAD_BIN:-}" ]; then echo "evread: no reader (EVREAD_BIN unset or not built): no yardstick"; return 0; fi
  "$EVREAD_BIN" -v "$NODE" > "$VM_OUT/${P}evread.log" 2>&1 & EVREAD_PID=$!
  local _
  for _ in $(seq 100); do grep -q '^evread: reading' "$VM_OUT/${P}evread.log" && return 0; sleep 0.05; done
  echo "evread: the reader did not start: $(head -c 300 "$VM_OUT/${P}evread.log")"
}

evread_report() {
  step "yardsticks: a do-nothing evdev reader, and the dispatch benchmark in the guest"
  if [ -n "$EVREAD_PID" ]; then
    kill -0 "$EVREAD_PID" 2>/dev/null && kill -TERM "$EVREAD_PID"   # normally gone at the unplug already
    wait "$EVREAD_PID"
    grep '^evread:' "$VM_OUT/${P}evread.log"
  fi
  local b=${FACEPLATE_BENCH:-$VM_REPO/.build/release/faceplate-bench}
  if [ "$VM_GPU" = std ] && [ -x "$b" ]; then
    local t0 t1
    t0=$(cut -d' ' -f1 /proc/uptime)
    # One fresh process each: the first tap is cold in both; first-tap-warm runs the start-up warm-up first.
    { "$b" first-tap xrgb8888; "$b" first-tap-warm xrgb8888; } \
      > "$VM_OUT/${P}bench.log" 2>&1
    t1=$(cut -d' ' -f1 /proc/uptime)
    sed 's/^/bench in the guest: /' "$VM_OUT/${P}bench.log"
    echo "bench in the guest took $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s"
  fi
}
