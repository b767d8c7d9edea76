#!/bin/bash
# Guest test: Swift concurrency, Dispatch, PanelTimer and an app's own descriptor on the panel's loop, on
# the real kernel's DRM display (GPU=std or virtio; UDEV=0 is enough: no input). app.sh runs it in its
# boot; on its own: GPU=std UDEV=0 scripts/vm/run scripts/vm/guest-tests/loop.sh
#   1. faceplate-loopcheck on DRM: every kind of work runs on the panel's thread and the label shows
#      "done" in the frame after it (trace: the label line, then a present); screendump
#      $VM_OUT/$VM_GPU-loopcheck-done.png (scripts/vm/e2e compares it with the headless frame 2)
#   2. idle with the main queue served: with a Task.sleep and a DispatchQueue.main.asyncAfter of an hour
#      pending, a PanelTimer invalidated and the app's descriptor at end of file, the loop does not wake
#      (voluntary context switches of its thread over 5 s; the process's other threads are reported)
#   3. SIGTERM: exit 0, applicationWillTerminate ran
# Exit 0 = every check passed.
LC=${LOOPCHECK_BIN:-$VM_REPO/.build/release/faceplate-loopcheck}
BOARD=$VM_REPO/boards/qemu-rpi-touch.json
LOG=$VM_OUT/${VM_GPU}-loopcheck.log
rc=0
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
step() { echo; echo "=== loop.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
[ -x "$LC" ] || { echo "loop.sh: FAILED, $LC is not built (swift build -c release --product faceplate-loopcheck)"; exit 1; }
cd "$VM_REPO" || exit 1
started=$(cut -d" " -f1 /proc/uptime)

step "faceplate-loopcheck on $VM_GPU's DRM display"
"$LC" --board "$BOARD" --input none --trace > "$LOG" 2>&1 & LPID=$!
# until the label's line and a frame presented after it (the frame that shows "done"); a deadline in
# seconds, not iterations (TCG is slow)
shown() { awk '/^loopcheck: label shows done/ { at = NR } /^present #/ && at && NR > at { p = 1 } END { exit !p }' "$LOG"; }
end=$((SECONDS + 60))
until shown || ! kill -0 $LPID 2>/dev/null || [ $SECONDS -gt $end ]; do sleep 0.1; done
grep -E '^(display|loopcheck):' "$LOG"
if shown; then
  ok "loopcheck: all work ran on the panel's loop and the next frame shows it ($(grep -m1 '^loopcheck: label shows' "$LOG"))"
  vm-shot "${VM_GPU}-loopcheck-done" || bad "loopcheck: screendump"
else
  bad "loopcheck: the label never showed done"; cat "$LOG"
fi
grep -q '^display: DRM ' "$LOG" && ok "loopcheck: on DRM" || bad "loopcheck: not on DRM" "$(grep -m1 '^display:' "$LOG")"
n=$(grep -c '^loopcheck: ran ' "$LOG")
[ "$n" = 10 ] && ok "loopcheck: 10 of 10 kinds of work ran" || bad "loopcheck: $n of 10 kinds of work ran"

step "idle with an hour's Task.sleep and asyncAfter pending, a PanelTimer invalidated"
# Every return from a blocking epoll_wait is a voluntary context switch of the loop's thread (the main
# thread: /proc/PID/status). libdispatch's threads are counted apart: its idle workers end themselves.
# switches per thread id, "TID N" lines; the other threads' wake-ups over the threads alive at both samples
switches() { local t; for t in /proc/$LPID/task/*; do echo "${t##*/} $(awk '/^voluntary_ctxt_switches/ { print $2 }' "$t/status" 2>/dev/null)"; done; }
sleep 1
w0=$(awk '/^voluntary_ctxt_switches/ { print $2 }' /proc/$LPID/status); switches > "$VM_OUT/${VM_GPU}-loop-idle-0.txt"
sleep 5
w1=$(awk '/^voluntary_ctxt_switches/ { print $2 }' /proc/$LPID/status); switches > "$VM_OUT/${VM_GPU}-loop-idle-1.txt"
others=$(awk -v main=$LPID 'NR == FNR { a[$1] = $2; next } ($1 in a) && $1 != main { d += $2 - a[$1]; n++ } END { printf "%d wake-ups of %d other threads alive throughout", d, n }' \
  "$VM_OUT/${VM_GPU}-loop-idle-0.txt" "$VM_OUT/${VM_GPU}-loop-idle-1.txt")
gone=$(awk 'NR == FNR { a[$1]; next } { delete a[$1] } END { n = 0; for (k in a) n++; print n }' "$VM_OUT/${VM_GPU}-loop-idle-0.txt" "$VM_OUT/${VM_GPU}-loop-idle-1.txt")
echo "loop idle: $((w1 - w0)) wake-ups of the loop's thread in 5 s; $others; $gone idle libdispatch thread(s) ended"
[ $((w1 - w0)) -le 1 ] && ok "loop idle: $((w1 - w0)) wake-ups in 5 s" || bad "loop idle: $((w1 - w0)) wake-ups in 5 s (expected none)"

step "SIGTERM"
kill -TERM $LPID; wait $LPID; lrc=$?
[ $lrc = 0 ] && ok "loopcheck: exit 0 on SIGTERM" || bad "loopcheck: exit code on SIGTERM" "$lrc"
grep -q '^loopcheck: will terminate with 10 of 10 run' "$LOG" && ok "loopcheck: applicationWillTerminate ran" || bad "loopcheck: no applicationWillTerminate line"
grep -q 'FAIL' "$LOG" && bad "loopcheck: $(grep -m1 FAIL "$LOG")"
echo "loop.sh: took $(awk -v a="$started" -v b="$(cut -d" " -f1 /proc/uptime)" 'BEGIN { printf "%.1f", b - a }') s"
echo "loop.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
