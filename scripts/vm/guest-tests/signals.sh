#!/bin/bash
# Guest test: signals end `faceplate run` cleanly on the real kernel (GPU=std or virtio; UDEV=0 is
# enough: no input). For each signal the run holds the display (the kernel's atomic state says the
# primary plane shows a framebuffer made by faceplate), gets the signal, and then:
#   SIGQUIT  exit 131, no Swift "Program crashed" backtrace   } "signal SIGx: display closed",
#   SIGHUP   exit 129                                         } "the console's CRTC is restored", and
#   SIGTERM  exit 0                                           } the plane shows the console's framebuffer
#   SIGINT   exit 0                                           } again (same fb id, same creator)
#   SIGSEGV  dies of SIGSEGV (bash: 139); the crash handler (CrashConsoleRestore) gave the console its
#            framebuffer back while the process still lived (the Swift backtracer, chained after it, ran)
# Then through seatd (the guest's sysroot has seatd and chvt; see scripts/vm/setup): faceplate as nobody
# gets the card from the seat, `chvt 2` switches away (the seat takes the display: "display taken away"),
# SIGTERM there -> exit 0 and "nothing to restore", no "restoring the console failed".
# Logs go to $VM_OUT/$VM_GPU-signals-*.log as they happen. Exit 0 = every check passed.
# env (through run's VM_ENV): SIGNALS="QUIT HUP TERM INT SEGV" to narrow the signals run.
F=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate
BOARD=$VM_REPO/boards/qemu-rpi-touch.json
P=${VM_GPU}-signals
rc=0
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
step() { echo; echo "=== signals.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
[ -x "$F" ] || { echo "signals.sh: FAILED, $F is not built (swift build -c release --product faceplate)"; exit 1; }
cd "$VM_REPO" || exit 1
ulimit -c 0    # a core dump of the app (SIGQUIT's default, SIGSEGV) takes minutes under TCG and is not what is tested

# The primary plane's framebuffer and who made it ("plane plane-0 crtc=crtc-0 fb=42 by=[fbcon]").
plane() { vm-drm-state 2>/dev/null | awk '$1 == "plane" { print $4, $5; exit }'; }
console=$(plane)
echo "console: $console"
[ -n "$console" ] || { echo "signals.sh: FAILED, no DRM state in debugfs (vm-drm-state)"; vm-drm-state; exit 1; }

# until SECONDS COMMAND...: polls COMMAND (a deadline in seconds: TCG is slow)
until_ok() { local end=$((SECONDS + $1)); shift; while [ $SECONDS -le $end ]; do "$@" && return 0; sleep 0.1; done; return 1; }
ours() { case $(plane) in *faceplate*) return 0 ;; *) return 1 ;; esac; }
running() { grep -q '^running ' "$LOG"; }

# one SIGNAL EXPECTED-RC [ENV...]: a run ended by SIGNAL
one() {
  local sig=$1 want=$2; shift 2
  step "SIG$sig"
  LOG=$VM_OUT/$P-$sig.log
  env "$@" "$F" run --scene panel-24 --board "$BOARD" --input none > "$LOG" 2>&1 & FPID=$!
  until_ok 60 running && until_ok 20 ours || { bad "SIG$sig: start"; cat "$LOG"; kill -KILL $FPID; wait $FPID; return; }
  # Every thread of the app blocks SIGQUIT (bit 3 of SigBlk), so no runtime handler can see it.
  local threads blocked=0 n=0 t
  for t in /proc/$FPID/task/*/status; do
    n=$((n + 1))
    (( 0x$(awk '/^SigBlk/ { print $2 }' "$t") & 4 )) && blocked=$((blocked + 1))
  done
  threads="$n thread(s), $blocked blocking SIGQUIT; SigCgt $(awk '/^SigCgt/ { print $2 }' /proc/$FPID/status)"
  echo "while running: $(plane); $threads"
  kill -"$sig" $FPID
  if [ "$sig" = SEGV ]; then
    # The kernel gives fbcon its framebuffer back by itself once the dead process's descriptor closes, so
    # "console back after death" proves nothing about the crash handler. What only the handler does:
    # the console is back while the process still lives — the runtime's backtracer, chained after the
    # handler, keeps it alive for seconds under TCG, and says so first ("*** ... crashed" on stderr).
    local end=$((SECONDS + 60)) during=
    until grep -qE '^\*\*\* ' "$LOG" || grep -q '^State:.*Z' /proc/$FPID/status 2>/dev/null || [ $SECONDS -gt $end ]; do sleep 0.05; done
    if grep -qE '^\*\*\* ' "$LOG"; then
      during=$(plane)
      grep -q '^State:.*Z' /proc/$FPID/status 2>/dev/null && during="(already dead)"
    fi
    echo "while the backtracer runs: ${during:-no backtracer line}"
    echo "SIGSEGV while alive '${during}'" >> "$VM_OUT/$P-figures.txt"
    case $during in
      "$console") ok "SIGSEGV: the console's framebuffer is back before the process is gone (the crash handler)" ;;
      *faceplate*) bad "SIGSEGV: crash handler" "while the backtracer ran the plane was '${during}', console '$console'" ;;
      *) echo "SIGSEGV: the process was gone before the plane could be read while it lived (the log order decides)" ;;
    esac
    # The handler says so, before the runtime's report (a restore that failed would say "failed").
    if awk '/^display: fatal signal: the console.s CRTC is restored/ { h = NR } /^\*\*\* / && !b { b = NR }
            END { exit !(h && (!b || h < b)) }' "$LOG"; then
      ok "SIGSEGV: the crash handler restored the CRTC before the runtime's crash report"
    else bad "SIGSEGV: no 'display: fatal signal: the console's CRTC is restored' before the crash report"; fi
  fi
  wait $FPID; local frc=$?
  local after; after=$(plane)
  echo "exit $frc; after: $after"
  echo "SIG$sig exit $frc restored '$after'" >> "$VM_OUT/$P-figures.txt"
  [ "$frc" = "$want" ] && ok "SIG$sig: exit $frc" || bad "SIG$sig: exit code" "$frc, expected $want"
  [ "$after" = "$console" ] && ok "SIG$sig: the plane shows the console's framebuffer again ($after)" ||
    bad "SIG$sig: console restore" "plane '$after', console '$console'"
  if [ "$sig" = SEGV ]; then
    grep -q "^display: the console's CRTC is restored" "$LOG" && bad "SIGSEGV went the normal way (expected a crash)"
  else
    grep -q "^signal SIG$sig: display closed" "$LOG" && grep -q "^display: the console's CRTC is restored" "$LOG" &&
      ok "SIG$sig: the display was closed normally" || bad "SIG$sig: no 'signal SIG$sig: display closed' + restore lines"
    grep -qiE 'program crashed|backtrace' "$LOG" && bad "SIG$sig: a crash report" "$(grep -m1 -iE 'program crashed|backtrace' "$LOG")" ||
      ok "SIG$sig: no crash report"
  fi
  tail -4 "$LOG"
}
for sig in ${SIGNALS:-QUIT HUP TERM INT SEGV}; do     # SIGNALS (through run's VM_ENV) narrows it
  case $sig in
    QUIT) one QUIT 131 ;;
    HUP) one HUP 129 ;;
    TERM|INT) one "$sig" 0 ;;
    # The runtime's backtracer stays on (the handler chains to it) but without symbols, registers and
    # image lists, which take minutes under TCG.
    SEGV) one SEGV 139 SWIFT_BACKTRACE=enable=yes,symbolicate=off,registers=none,images=none,threads=crashed ;;
    *) bad "SIGNALS: unknown signal '$sig'" ;;
  esac
done

step "SIGTERM while switched to another VT through seatd"
. "$VM_REPO/scripts/lib/packages.sh"
need_commands signals.sh seatd chvt setpriv || exit 1
LOG=$VM_OUT/$P-seat.log
chvt 1
seatd -g nogroup -l info > "$VM_OUT/$P-seatd.log" 2>&1 & SPID=$!
until_ok 10 test -S /run/seatd.sock || { bad "seatd listens"; cat "$VM_OUT/$P-seatd.log"; exit 1; }
setpriv --reuid=65534 --regid=65534 --clear-groups "$F" run --scene panel-24 --board "$BOARD" --input none > "$LOG" 2>&1 & FPID=$!
if until_ok 60 running && until_ok 20 ours; then ok "seat: running as nobody, the display is ours"; else bad "seat: start"; cat "$LOG"; fi
grep -q 'opened through seat seat0' "$LOG" && ok "seat: the card came through the seat" || bad "seat: the card came through the seat"
chvt 2
if until_ok 20 grep -q 'display taken away (the seat was disabled' "$LOG"; then ok "seat: chvt 2 took the display away"; else bad "seat: no 'display taken away' after chvt 2"; fi
kill -TERM $FPID; wait $FPID; frc=$?
echo "SIGTERM-switched-away exit $frc" >> "$VM_OUT/$P-figures.txt"
[ "$frc" = 0 ] && ok "seat: SIGTERM while switched away: exit 0" || bad "seat: SIGTERM while switched away: exit code" "$frc"
grep -q 'restoring the console failed' "$LOG" && bad "seat: 'restoring the console failed'" "$(grep -m1 'restoring the console' "$LOG")" ||
  ok "seat: no 'restoring the console failed'"
grep -q '^display: nothing to restore' "$LOG" && ok "seat: '$(grep -m1 '^display: nothing to restore' "$LOG")'" || bad "seat: no 'nothing to restore' line"
tail -4 "$LOG"
chvt 1
kill $SPID 2>/dev/null; wait $SPID 2>/dev/null

echo
echo "signals.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
