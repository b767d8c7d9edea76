#!/bin/bash
# Guest test: `faceplate run` on the real kernel — DRM page flips on bochs-drm (GPU=std) or virtio_gpu
# (GPU=virtio) at 800x480, touch from libinput on the udev seat, fed by a uinput copy of the Raspberry Pi
# touchscreen (evemu-device) playing the recordings in ./recordings (evemu-play). Needs UDEV=1.
#
#   1. start `faceplate run --scene panel-24 --board qemu-rpi-touch --touches 20 --trace --latency`; screendump
#   2. tap, drag out and back in, release outside, double tap, two fingers at once, the switch, a held
#      finger (screendump while the button is highlighted, after the switch turned on), its lift
#   3. the trace from the kernel equals `faceplate trace --replay` of the same recordings (no timestamps)
#   4. unplug mid-touch: the device is destroyed with a finger down -> touchCancel; plugged in again -> a
#      tap works
#   5. a second touchscreen with 20 slots (twenty-finger-panel.evemu): 20 fingers at once on Buttons 1-20
#      -> one frame with 20 began touches, 20 actions, no finger dropped (the application tracks 20)
#   6. another program takes DRM master (vm-take-master, no seat manager): the loss is logged and traced,
#      blind taps act on nothing, and once it lets go the retry timer takes the display back and redraws
#      the whole frame without any input (the plane shows our framebuffer again; screendump)
#   7. SIGTERM -> exit 0 and the console's CRTC back; screendump
#   8. idle.sh: a second run that blanks after 6 s idle; the first tap wakes it and acts on nothing; then
#      (GPU=std) loop.sh: faceplate-loopcheck's tasks, Dispatch blocks, timers and descriptor reach a DRM frame, and
#      its loop sleeps with an hour's Task.sleep and asyncAfter pending, and speech.sh: the screen reader's
#      speech comes out of the ALSA loopback at espeak-ng's format; a missing device is one log line
#   faults.sh: after step 5 a touchscreen that claims multitouch but sends only ABS_X/ABS_Y (one warning,
#      read as one finger), one without MT axes (libinput's own single-touch path), a 10-finger flood
#      through this run; after step 8 the same flood through the debug build, libinput's "lagging behind"
#      warning in the app's log (SIGSTOP while a tap comes), SIGQUIT -> 131 with the console back
#   9. signals.sh in this boot (SIGHUP, SIGINT, SIGSEGV, SIGTERM switched away through seatd), and
#      libinput.sh when FACEPLATE_TEST_BUNDLE is passed (VM_ENV)
# Screendumps go to $VM_OUT/$VM_GPU-app-NAME.png and are checked on the host (scripts/vm/e2e); latency
# lines stay in the log for the host to summarise. Exit 0 = every guest-side check passed.
F=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate
BOARD=$VM_REPO/boards/qemu-rpi-touch.json
DESC=$VM_REPO/Tests/FaceplateDriversTests/Fixtures/rpi-touchscreen.evemu
DESC20=$VM_REPO/Tests/FaceplateDriversTests/Fixtures/twenty-finger-panel.evemu
REC=$(dirname "$(readlink -f "$0")")/recordings
P=${VM_GPU}-app-
T=/tmp/app
# The app's log goes straight to the host (9p, uncached): a hang that runs into TIMEOUT keeps it.
LOG=$VM_OUT/${P}run.log
mkdir -p "$T"
rc=0
[ -x "$F" ] || { echo "app.sh: FAILED, $F is not built (swift build -c release --product faceplate)"; exit 1; }
step() { echo; echo "=== app.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
. "$VM_REPO/scripts/lib/packages.sh"   # the guest runs the host's /: its packages are the host's
need_commands app.sh evemu-device evemu-play || exit 1
modprobe uinput 2>/dev/null
pidof systemd-udevd udevd >/dev/null || { echo "app.sh: FAILED, no udevd (run with UDEV=1): libinput takes only udev-tagged devices"; exit 1; }

EPID= NODE=
plug() {   # [DESCRIPTION]: a uinput device, the raspberrypi-ts by default; sets NODE and EPID
  evemu-device "${1:-$DESC}" > "$T/dev" 2>&1 & EPID=$!
  NODE=
  for _ in $(seq 200); do NODE=$(grep -o '/dev/input/event[0-9]*' "$T/dev"); [ -n "$NODE" ] && break; sleep 0.05; done
  [ -n "$NODE" ] || { cat "$T/dev"; echo "app.sh: FAILED, evemu-device made no node"; exit 1; }
  udevadm settle -t 10
}
unplug() { kill "$EPID" 2>/dev/null; wait "$EPID" 2>/dev/null; EPID=; }

# wait_for PATTERN N [SECONDS] [any]: the log has N lines matching PATTERN (extended regex), and a frame
# was presented after the N-th, so the screen shows what the event did ("any": no frame needed, for
# events that change nothing on screen). Polls; the deadline is in seconds, not iterations (TCG is slow).
wait_for() {
  local end=$((SECONDS + ${3:-20})) need=1
  [ "${4:-}" = any ] && need=0
  while [ $SECONDS -le $end ]; do
    if awk -v pat="$1" -v n="$2" -v need=$need '$0 ~ pat { c++; if (c == n) at = NR } /^present #/ && at && NR > at { p = 1 }
                                                END { exit !(at && (p || !need)) }' "$LOG"; then
      return 0
    fi
    kill -0 "$FPID" 2>/dev/null || { echo "faceplate exited early"; return 1; }
    sleep 0.05
  done
  echo "timed out waiting for $2 x /$1/"; return 1
}
count() { grep -cE -- "$1" "$LOG"; }
play() { evemu-play "$NODE" < "$REC/$1.events"; }

crtc_fb() { "$F" info 2>/dev/null | sed -n 's/^ *crtc \([0-9]*\) index 0 fb \([0-9]*\).*/crtc \1 fb \2/p' | head -1; }

step "start faceplate run on $VM_GPU"
before=$(crtc_fb)
echo "console before: $before"
plug
cd "$VM_REPO" || exit 1
. "$(dirname "$(readlink -f "$0")")/evread.sh"    # a do-nothing reader of the same node: the latency yardstick
evread_start
"$F" run --scene panel-24 --board "$BOARD" --touches 20 --trace --latency > "$LOG" 2>&1 & FPID=$!
if wait_for '^running ' 1 30; then ok "started"; else bad "start"; cat "$LOG"; exit 1; fi
grep -E '^(board|display|input):' "$LOG"
grep -q '^display: DRM .*connector Virtual-1 mode 800x480' "$LOG" && ok "DRM output 800x480" || bad "DRM output 800x480"
grep -q '^input: "raspberrypi-ts"' "$LOG" && ok "libinput took the touchscreen" || bad "libinput took the touchscreen"
vm-shot "${P}start" || bad "screendump start"

# Each recording, then the trace lines that prove it happened.
actions=0
scenario() {   # NAME PATTERN N-OF-PATTERN ACTIONS-ADDED [any]
  local name=$1 pat=$2 n=$3 more=$4
  step "$name"
  play "$name"
  actions=$((actions + more))
  if wait_for "$pat" "$n" 20 "${5:-}" && { [ "$more" = 0 ] || wait_for '^action press' "$actions"; }; then ok "$name"; else bad "$name"; fi
}
scenario tap 'Button "Button 9" touchUpInside' 1 1
grep -q 'control Button "Button 9" touchDown$' "$LOG" && ok "tap: touchDown" || bad "tap: touchDown"
scenario drag-out-in 'Button "Button 1" touchUpInside' 1 1
grep -qE 'Button "Button 1" touch(DragOutside\|touchDragExit|DragExit)' "$LOG" && ok "drag: touchDragExit" || bad "drag: touchDragExit"
grep -qE 'Button "Button 1" touchDragInside\|touchDragEnter' "$LOG" && ok "drag: touchDragEnter" || bad "drag: touchDragEnter"
scenario release-outside 'Button "Button 2" touchUpOutside' 1 0 any
grep -q 'Button "Button 2" touchUpInside' "$LOG" && bad "release outside ran the action" || ok "release outside: no action"
scenario double-tap 'Button "Button 3" touchUpInside' 2 2
grep -q 'Button "Button 3" touchDown|touchDownRepeat' "$LOG" && ok "double tap: touchDownRepeat" || bad "double tap: touchDownRepeat"
scenario two-fingers 'Button "Button 5" touchUpInside' 1 2
# both down at once: Button 5's touchDown comes before Button 4's touchUpInside
if awk '/Button "Button 5" touchDown$/ && !d { d = NR } /Button "Button 4" touchUpInside/ && !u { u = NR } END { exit !(d && u && d < u) }' "$LOG"; then
  ok "two fingers: both buttons, the second finger down while the first is"
else bad "two fingers"; fi
scenario switch 'Switch "switch" valueChanged' 1 0
scenario hold-10 'Button "Button 10" touchDown$' 1 0
vm-shot "${P}held" || bad "screendump held"
scenario lift 'Button "Button 10" touchUpInside' 1 1

step "kernel trace == replay trace"
combine() {   # RECORDING... : one evemu file, each recording two seconds after the previous one
  local k=0 r
  cat "$DESC"
  for r in "$@"; do
    awk -v off=$((k * 2)) '/^E:/ { printf "E: %.6f %s %s %s\n", $2 + off, $3, $4, $5 }' "$REC/$r.events"
    k=$((k + 1))
  done
}
combined=$T/combined.evemu
combine tap drag-out-in release-outside double-tap two-fingers switch hold-10 lift > "$combined"
# what the screen showed at the "held" screendump, for the host to render and compare
combine tap drag-out-in release-outside double-tap two-fingers switch hold-10 > "$VM_OUT/${P}held.evemu"
"$F" trace --scene panel-24 --board "$BOARD" --touches 20 --replay "$combined" > "$T/replay.trace" 2>&1
grep -vE '^(present #|latency |board:|display:|input:|faceplate: input: libinput |seat:|running |headless)' "$LOG" > "$T/kernel.trace"
# Motion frames that queued up while the loop was busy are coalesced (each finger moves once, to its
# latest position; UIKit's one touchesMoved per touch per display frame), which a loaded TCG guest does:
# such a frame and its touchDragInside/Outside may be missing from the kernel's trace. Everything else —
# every began, ended, cancel and control event — must be equal.
motionless() { grep -vE '^frame( #[0-9]+ moved \([^)]*\))+$|^control .* touchDrag(Inside|Outside)$' "$1"; }
if diff -u "$T/replay.trace" "$T/kernel.trace" > "$T/trace.diff"; then
  ok "the kernel's trace equals the replay ($(wc -l < "$T/kernel.trace") lines)"
elif diff -u <(motionless "$T/replay.trace") <(motionless "$T/kernel.trace") > "$T/trace.diff"; then
  ok "the kernel's trace equals the replay but for $(( $(wc -l < "$T/replay.trace") - $(wc -l < "$T/kernel.trace") )) lines of coalesced motion"
else
  bad "kernel trace differs from the replay"; cat "$T/trace.diff"
fi
cp "$T/kernel.trace" "$VM_OUT/${P}kernel.trace"; cp "$T/replay.trace" "$VM_OUT/${P}replay.trace"
cp "$combined" "$VM_OUT/${P}combined.evemu"

step "unplug mid-touch, then plug in again"
play hold-11
wait_for 'Button "Button 11" touchDown$' 1 || bad "hold before unplug"
unplug
if wait_for 'Button "Button 11" touchCancel' 1; then ok "unplug mid-touch: touchCancel"; else bad "unplug mid-touch: no touchCancel"; fi
grep -q 'Button "Button 11" touchUpInside' "$LOG" && bad "unplug ran the action (a lift, not a cancel)"
# hotplug is logged like the devices found at start-up (it was silent)
wait_for '^input: removed: "raspberrypi-ts"' 1 5 any && ok "unplug is logged (input: removed: …)" || bad "unplug not logged"
plug
# libinput opens the new device when udev announces it; events before that are lost, so tap until one lands.
actions=$((actions + 1)); landed=0
for attempt in 1 2 3 4 5; do
  play tap-12
  if wait_for 'Button "Button 12" touchUpInside' 1 3 && wait_for '^action press' "$actions" 2; then landed=$attempt; break; fi
done
[ $landed != 0 ] && ok "tap after replug (attempt $landed)" || bad "tap after replug"
grep -q '^input: plugged in: "raspberrypi-ts" (event[0-9]*) touch' "$LOG" && ok "replug is logged (input: plugged in: …)" || bad "replug not logged"

step "20 fingers at once on a second touchscreen (20 slots)"
RPI_EPID=$EPID RPI_NODE=$NODE
plug "$DESC20"
# The new device is read once udev has announced it to libinput: a recording played before that is lost
# whole, so play until one lands. Everything is checked on the log lines of the attempt that landed.
landed=0
for attempt in 1 2 3 4 5; do
  from=$(wc -l < "$LOG")
  play twenty-fingers
  if wait_for '^action press' $((actions + 1)) 5; then landed=$attempt; break; fi
done
wait_for '^action press' $((actions + 20)) 10 any   # the rest of them (a shortfall times out)
tail -n +$((from + 1)) "$LOG" > "$T/twenty.log"
new=$(grep -c '^action press' "$T/twenty.log")
actions=$((actions + new))
[ "$new" = 20 ] && ok "20 fingers: 20 actions (attempt $landed)" || bad "20 fingers: $new actions, 20 expected (attempt $landed)"
# one frame of the kernel's: all twenty fingers began in it, each on its own button
if awk '/^frame / { n = gsub(/ began /, "&"); if (n > max) max = n } END { exit !(max == 20) }' "$T/twenty.log"; then
  ok "20 fingers: one frame with 20 began touches"
else bad "20 fingers: no frame with 20 began touches"; fi
n=0; for b in $(seq 1 20); do grep -q "control Button \"Button $b\" touchUpInside" "$T/twenty.log" && n=$((n + 1)); done
[ $n = 20 ] && ok "20 fingers: Buttons 1-20 each got touchUpInside" || bad "20 fingers: only $n of Buttons 1-20 got touchUpInside"
grep -q '^faceplate: touches:' "$T/twenty.log" && bad "20 fingers: a finger was dropped ($(grep -m1 '^faceplate: touches:' "$T/twenty.log"))" || ok "20 fingers: none dropped"
unplug
EPID=$RPI_EPID NODE=$RPI_NODE

HERE=$(dirname "$(readlink -f "$0")")
. "$HERE/faults.sh"             # ABS-only and single-touch devices, the release flood (faults_input); the debug run later
faults_input

step "asleep while nothing happens"
# No input, no animation, no idle timer: the loop should not wake at all. Every return from a blocking
# epoll_wait is a voluntary context switch of the (single-threaded) app.
sleep 1
w0=$(awk '/^voluntary_ctxt_switches/ { print $2 }' /proc/$FPID/status)
sleep 5
w1=$(awk '/^voluntary_ctxt_switches/ { print $2 }' /proc/$FPID/status)
echo "wake-ups while idle: $((w1 - w0)) in 5 s"
[ $((w1 - w0)) -le 1 ] && ok "idle: $((w1 - w0)) wake-ups in 5 s" || bad "idle: $((w1 - w0)) wake-ups in 5 s (expected none)"

step "another program takes the display (no seat manager), then lets go"
# vm-take-master drops our master role (through a copy of our DRM descriptor) and becomes master itself,
# switching the CRTC off: what a second DRM program does once we have lost master.
crtc=$(crtc_fb | awk '{ print $2 }')
vm-shot "${P}before-loss" || bad "screendump before-loss"     # what the regained frame must equal
rm -f "$T/release"
vm-take-master "$FPID" /dev/dri/card0 "$crtc" "$T/release" > "$T/take.log" 2>&1 & TPID=$!
for _ in $(seq 200); do grep -q '^taken' "$T/take.log" && break; kill -0 $TPID 2>/dev/null || break; sleep 0.05; done
if grep -q '^taken' "$T/take.log"; then ok "master: another program took the display (CRTC $crtc off)"; else bad "master: vm-take-master" "$(cat "$T/take.log")"; fi
vm-drm-state | grep -q '^crtc .* active=0' && ok "master: the CRTC is off while the other program has it" || bad "master: CRTC still active" "$(vm-drm-state | grep '^crtc')"
before_actions=$(count '^action press'); before_frames=$(count '^present #')
# Button 9 again: the runner asks for master before input reaches a control, so the down is ignored
# (were the down delivered first, its highlight frame would find master gone and the lift end as a cancel).
play tap
wait_for 'display taken away' 1 10 any && ok "master: the loss is noticed and logged" || bad "master: no 'display taken away'"
wait_for 'display away: input is ignored' 1 5 any && ok "master: the trace says input is ignored" || bad "master: no trace line for the loss"
ignored='touch ignored: device [0-9]+ slot -?[0-9]+ went down while the display is away'
wait_for "$ignored|Button \"Button 9\" touchCancel" 1 10 any && ok "master: the blind tap is ignored ($(grep -m1 -E "$ignored|Button \"Button 9\" touchCancel" "$LOG"))" || bad "master: the blind tap was neither ignored nor cancelled"
n_ignored=$(count "$ignored")
play tap                                              # a whole tap while away: ignored from its down
wait_for "$ignored" $((n_ignored + 1)) 10 any && ok "master: a second blind tap is ignored (trace)" || bad "master: a second blind tap was not reported ignored"
sleep 0.5
[ "$(count '^action press')" = "$before_actions" ] && ok "master: no action for blind taps" || bad "master: a blind tap acted"
# No input from here on: the retry timer alone must take the display back and redraw all of it.
touch "$T/release"; wait $TPID
if wait_for 'display is back: redrawing' 1 10 any && wait_for '^present #' $((before_frames + 1)) 10 any; then
  ok "master: taken back without input and redrawn ($(grep -m1 -A1 'display is back' "$LOG" | tail -1))"
else bad "master: not taken back by the retry timer"; fi
drm=$(vm-drm-state | awk '$1 == "plane" { print $4, $5; exit }')
case $drm in *faceplate*) ok "master: the plane shows our frame again ($drm)";; *) bad "master: plane after regaining" "$drm";; esac
vm-shot "${P}regained" || bad "screendump regained"

step "SIGTERM"
kill -TERM "$FPID"; wait "$FPID"; frc=$?
[ $frc = 0 ] && ok "exit code 0 on SIGTERM" || bad "exit code on SIGTERM" "$frc"
grep -q "^signal SIGTERM: display closed" "$LOG" && grep -q "^display: the console's CRTC is restored" "$LOG" && ok "faceplate says the CRTC is restored" || bad "CRTC restore message"
after=$(crtc_fb)
echo "console after: $after"
[ -n "$before" ] && [ "$before" = "$after" ] && ok "the CRTC scans out the console's framebuffer again ($after)" || bad "CRTC restore" "before '$before', after '$after'"
vm-shot "${P}restored" || bad "screendump restored"
coalesced "$LOG" release

. "$(dirname "$(readlink -f "$0")")/idle.sh"      # the idle blank, with this script's helpers and touchscreen
# Tasks, Dispatch, timers and a descriptor on the loop; idle with the main queue served. On bochs-drm
# only: the loop does not depend on the GPU, and each run costs the boot seconds.
if [ "$VM_GPU" = std ]; then
  step "loop.sh (faceplate-loopcheck on DRM, idle with work pending)"
  bash "$HERE/loop.sh" || bad "loop.sh"
  # The screen reader's speech through ALSA into the kernel's loopback card; a missing device.
  step "speech.sh (the reader's speech into snd-aloop, a missing device)"
  bash "$HERE/speech.sh" || bad "speech.sh"
fi
faults_debug                                    # the debug build: flood, libinput's warning, SIGQUIT
unplug

# The other signals (SIGHUP, SIGINT, SIGSEGV, SIGTERM while switched away through seatd) in this boot
# rather than one of their own per GPU: SIGTERM is the step above, SIGQUIT ended the debug run.
step "signals.sh (SIGHUP, SIGINT, SIGSEGV, seatd)"
SIGNALS=${SIGNALS:-HUP INT SEGV} bash "$HERE/signals.sh" || bad "signals.sh"
# The uinput suites, when the host passed the bundle (e2e does, in the first GPU's boot only).
if [ -n "${FACEPLATE_TEST_BUNDLE:-}" ]; then
  step "libinput.sh (LibinputUinputTests, LibinputHotplugTests)"
  bash "$HERE/libinput.sh" || bad "libinput.sh"
fi

step "latency"
grep -E '^latency' "$LOG" | grep -v '^latency stages'   # the stage lines: scripts/vm/latency-figures stages
evread_report
echo
echo "app.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
