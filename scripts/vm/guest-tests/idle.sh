#!/bin/bash
# Guest test, sourced by app.sh once its own run has ended (it uses app.sh's helpers — plug, play,
# wait_for, ok/bad, crtc_fb — and the Pi touchscreen app.sh has plugged in): the idle blank on the
# real kernel.
#
#   1. `faceplate run` with a board profile that dims after 2 s and blanks after 6 s without input
#   2. blanked: the trace says so, the CRTC scans out nothing (faceplate info; and the atomic state in
#      debugfs says active=0 where debugfs is there), and the screen is black (a screendump)
#   3. a tap on Button 9 wakes the panel and is swallowed: no action, the full frame is drawn again
#      (a screendump, checked on the host against the first frame)
#   4. a second tap acts; SIGTERM still exits 0
[ -n "${LOG:-}" ] && declare -F wait_for >/dev/null || { echo "idle.sh: source it from app.sh"; exit 1; }

step "idle: dim after 2 s, blank after 6 s"
IDLE_BOARD=$T/qemu-rpi-touch-idle.json
# Six seconds: the checks between the waking tap and the second one must fit in the awake time (TCG).
sed -e 's/"idleBlankSeconds": 0/"idleBlankSeconds": 6, "idleDimSeconds": 2, "dimLevel": 0.3/' "$BOARD" > "$IDLE_BOARD"
grep -q '"idleBlankSeconds": 6' "$IDLE_BOARD" || bad "idle: could not make the idle board profile"
APP_LOG=$LOG APP_FPID=$FPID                          # app.sh's, put back at the end (its latency summary)
LOG=$VM_OUT/${P}idle.log
"$F" run --scene panel-24 --board "$IDLE_BOARD" --trace > "$LOG" 2>&1 & FPID=$!
wait_for '^running ' 1 30 || { bad "idle: start"; cat "$LOG"; }
grep '^idle:' "$LOG"
start_fb=$(crtc_fb)
if wait_for '^idle: blanked' 1 30 any; then ok "idle: blanked after 6 s without input"; else bad "idle: never blanked"; fi
grep -q '^idle: dimmed' "$LOG" && ok "idle: dimmed first" || bad "idle: no dim step"
blank_fb=$(crtc_fb)
echo "CRTC while running: $start_fb; blanked: $blank_fb"
case "$blank_fb" in *" fb 0") ok "idle: the CRTC scans out nothing while blanked ($blank_fb)";; *) bad "idle: CRTC while blanked" "$blank_fb";; esac
# The atomic state, where the kernel has debugfs (bochs-drm and virtio-gpu are atomic drivers).
[ -d /sys/kernel/debug/dri ] || mount -t debugfs debugfs /sys/kernel/debug 2>/dev/null
state=$(cat /sys/kernel/debug/dri/*/state 2>/dev/null)
if [ -n "$state" ]; then
  awk '/^crtc\[/ { c = 1 } c && /active=/ { print "debugfs: " $0; exit }' <<<"$state"
  grep -q 'active=1' <<<"$state" && bad "idle: debugfs says a CRTC is still active" || ok "idle: debugfs: no CRTC active"
else
  echo "idle: no DRM debugfs state in this kernel (faceplate info is the check)"
fi
vm-shot "${P}blank" || bad "idle: screendump blank"

step "idle: the first tap wakes and acts on nothing, the second acts"
play tap
if wait_for '^idle: awake \(the input that woke it' 1 10 any; then ok "idle: the tap woke the panel"; else bad "idle: no wake"; fi
wait_for 'touch ignored: device [0-9]+ slot -?[0-9]+ went down while the display is away' 1 5 any && ok "idle: the waking touch was swallowed" || bad "idle: the waking touch was not swallowed"
wait_for '^present #' 2 10 any || bad "idle: no frame after waking"
sleep 0.5                                           # the lift's batch, too, must not act
[ "$(count '^action press')" = 0 ] && ok "idle: no action for the waking tap" || bad "idle: the waking tap acted"
vm-shot "${P}woken" || bad "idle: screendump woken"
grep -q '^idle: blanked' <(sed -n '/^idle: awake/,$p' "$LOG") && bad "idle: it blanked again before the second tap (TCG too slow for 6 s?)"
play tap
if wait_for '^action press' 1 10; then ok "idle: the second tap acts"; else bad "idle: the second tap did not act"; fi
kill -TERM "$FPID"; wait "$FPID"; frc=$?
[ $frc = 0 ] && ok "idle: exit code 0 on SIGTERM" || bad "idle: exit code on SIGTERM" "$frc"
LOG=$APP_LOG FPID=$APP_FPID
