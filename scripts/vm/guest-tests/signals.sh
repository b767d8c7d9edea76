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
# Then through seatd (the guest's sysroot has seatd and chvt; see scripts/vm/setup), as root and as nobody
# (SEAT_USERS narrows it), each with libinput on the seat and a touchscreen when udevd runs: the card comes
# from the seat; `chvt 2` takes the display away and the app leaves it alone (VT2's plane is not its
# framebuffer, also after several of its master-retry periods; no "display is back"); `chvt 1` brings its
# frame back; `chvt 2` again and SIGTERM there -> exit 0, "nothing to restore", no CRTC restored.
# Logs go to $VM_OUT/$VM_GPU-signals-*.log as they happen. Exit 0 = every check passed.
# env (through run's VM_ENV): SIGNALS="QUIT HUP TERM INT SEGV" to narrow the signals run ("none": the seat
# part alone); SEAT_USERS="root nobody" to narrow the seat part ("none": without it).
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
    none) ;;    # the seat runs alone
    *) bad "SIGNALS: unknown signal '$sig'" ;;
  esac
done

# seat_run WHO: the app through seatd as WHO (root, or nobody with no groups), with libinput on the seat
# and a touchscreen on it when udevd runs (the seat revokes the input nodes on a VT switch, which wakes
# the app's input before the seat's own message is read: the order that once made the app take master
# back by itself and draw over the other VT). chvt 2: the app stops drawing and VT2's plane shows no
# framebuffer of the app's, also after several of its master-retry periods; chvt 1: the app's frame is
# back; chvt 2 again, SIGTERM there: exit 0, "nothing to restore", no CRTC restored.
seat_run() {
  local who=$1 t0 t1 tdev= epid= input=(--input none) away
  local -a as=()
  [ "$who" = nobody ] && as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
  LOG=$VM_OUT/$P-seat-$who.log
  t0=$(cut -d' ' -f1 /proc/uptime)
  if pidof systemd-udevd udevd > /dev/null && command -v evemu-device > /dev/null; then
    modprobe uinput 2>/dev/null
    tdev=/tmp/signals-seat-dev
    evemu-device "$VM_REPO/Tests/FaceplateDriversTests/Fixtures/rpi-touchscreen.evemu" > "$tdev" 2>&1 & epid=$!
    until_ok 10 grep -q '/dev/input/event' "$tdev"; udevadm settle -t 10
    input=()
  fi
  "${as[@]}" "$F" run --scene panel-24 --board "$BOARD" "${input[@]}" > "$LOG" 2>&1 & FPID=$!
  if until_ok 60 running && until_ok 20 ours; then ok "seat as $who: running, the display is ours"; else bad "seat as $who: start"; cat "$LOG"; fi
  grep -q 'opened through seat seat0' "$LOG" && ok "seat as $who: the card came through the seat" || bad "seat as $who: the card came through the seat"
  chvt 2
  if until_ok 20 grep -q 'display taken away' "$LOG"; then ok "seat as $who: chvt 2 took the display away"; else bad "seat as $who: no 'display taken away' after chvt 2"; fi
  # three of the runner's master-retry periods (0.5 s): a retry that asks for master would have won by now
  sleep 1.6
  away=$(plane)
  case $away in *faceplate*) bad "seat as $who: VT2 shows the app's frame" "$away" ;; *) ok "seat as $who: VT2's plane is not the app's ($away)" ;; esac
  grep -q 'display is back' "$LOG" && bad "seat as $who: the app took the display back while switched away" "$(grep -m1 'display is back' "$LOG")" ||
    ok "seat as $who: the app stays away while the seat is disabled"
  grep -q 'another program is DRM master' "$LOG" && bad "seat as $who: a seat's VT switch taken for another program" "$(grep -m1 'display taken away' "$LOG")" ||
    ok "seat as $who: '$(grep -m1 'display taken away' "$LOG" | cut -c1-100)'"
  chvt 1
  if until_ok 20 ours && grep -q 'display is back' "$LOG"; then ok "seat as $who: chvt 1 brings the app's frame back ($(plane))"
  else bad "seat as $who: after chvt 1" "plane '$(plane)', $(grep -c 'display is back' "$LOG") 'display is back' lines"; fi
  chvt 2
  until_ok 20 eval '[ "$(grep -c "display taken away" "$LOG")" -ge 2 ]' || bad "seat as $who: no second 'display taken away'"
  sleep 0.6
  away=$(plane)
  kill -TERM $FPID; wait $FPID; frc=$?
  echo "seat as $who: SIGTERM-switched-away exit $frc" >> "$VM_OUT/$P-figures.txt"
  [ "$frc" = 0 ] && ok "seat as $who: SIGTERM while switched away: exit 0" || bad "seat as $who: SIGTERM while switched away: exit code" "$frc"
  grep -q 'restoring the console failed' "$LOG" && bad "seat as $who: 'restoring the console failed'" "$(grep -m1 'restoring the console' "$LOG")" ||
    ok "seat as $who: no 'restoring the console failed'"
  grep -q "^display: the console's CRTC is restored" "$LOG" && bad "seat as $who: restored a CRTC that is VT2's" ||
    ok "seat as $who: no CRTC restore while switched away"
  grep -q '^display: nothing to restore' "$LOG" && ok "seat as $who: '$(grep -m1 '^display: nothing to restore' "$LOG")'" || bad "seat as $who: no 'nothing to restore' line"
  [ "$(plane)" = "$away" ] && ok "seat as $who: VT2's plane untouched by the exit" || bad "seat as $who: VT2's plane changed at exit" "'$away' -> '$(plane)'"
  chvt 1
  [ -n "$epid" ] && { kill "$epid" 2>/dev/null; wait "$epid" 2>/dev/null; }
  t1=$(cut -d' ' -f1 /proc/uptime)
  echo "seat as $who: $(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }') s" | tee -a "$VM_OUT/$P-figures.txt"
}

step "VT switches through seatd: the seat owns the display while switched away"
. "$VM_REPO/scripts/lib/packages.sh"
need_commands signals.sh seatd chvt setpriv || exit 1
chvt 1
seatd -g nogroup -l info > "$VM_OUT/$P-seatd.log" 2>&1 & SPID=$!
until_ok 10 test -S /run/seatd.sock || { bad "seatd listens"; cat "$VM_OUT/$P-seatd.log"; exit 1; }
for who in ${SEAT_USERS:-root nobody}; do
  case $who in root|nobody) seat_run "$who" ;; none) ;; *) bad "SEAT_USERS: unknown user '$who'" ;; esac
done
kill $SPID 2>/dev/null; wait $SPID 2>/dev/null

echo
echo "signals.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
