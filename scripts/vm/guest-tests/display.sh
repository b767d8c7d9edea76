#!/bin/bash
# Guest script: FaceplateDrivers' display backends on the real kernel (bochs-drm under GPU=std, virtio_gpu
# under GPU=virtio), through faceplate-kmscheck. Screendumps land in $VM_OUT as $VM_GPU-NAME.png and are
# checked on the host by scripts/vm/e2e. Exit 0 = every guest-side check passed.
#   1. info                      the probe's view of cards, connectors, CRTCs, planes, fb devices
#   2. drm, 2 buffers            red / green / blue-rect frames, 20 flips with age checks, CRTC restore,
#                                on the path the display chooses (atomic where the driver takes it)
#   2b. drm --legacy, 2 buffers  the same through SetCrtc/PageFlip, screendumps as $VM_GPU-legacy-NAME.png
#   3. drm, 3 buffers            the same without screendumps (the chosen path)
#   4. drm --format rgb565       RGB565 where the primary plane lists it; otherwise the clear refusal
#   5. drm --hold + SIGTERM      the display is given back on a signal too; while it is held, a second
#                                instance must refuse clearly (another program is DRM master)
#   6. drm as user nobody        the permission error names the device and the fix
#   7. fbdev                     /dev/fb0 (copy, or pan-flip when the virtual area holds two screens)
K=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate-kmscheck
P=$VM_GPU-
[ -x "$K" ] || { echo "display.sh: FAILED, $K is not built"; exit 1; }
rc=0
step() { echo; echo "=== display.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
result() { if [ "$1" = 0 ]; then echo "--- $2: ok"; else echo "--- $2: FAILED ($1)"; rc=1; fi; }

step "info"
"$K" info | tee "$VM_OUT/${P}info.txt"; result "${PIPESTATUS[0]}" info

step "drm, double-buffered, with screendumps"
SHOT=vm-shot "$K" drm --buffers 2 --flips 20 --shot-prefix "$P"; result $? "drm 2 buffers"

step "drm, legacy SetCrtc/PageFlip, double-buffered, with screendumps"
SHOT=vm-shot "$K" drm --legacy --buffers 2 --flips 20 --shot-prefix "${P}legacy-"; result $? "drm legacy 2 buffers"

step "drm, triple-buffered"
"$K" drm --buffers 3 --flips 20; result $? "drm 3 buffers"

step "drm, RGB565"
SHOT=vm-shot "$K" drm --format rgb565 --flips 4 --shot-prefix "${P}rgb565-"; r=$?
case $r in
  0) echo supported > "$VM_OUT/${P}rgb565"; result 0 "drm rgb565" ;;
  3) echo unsupported > "$VM_OUT/${P}rgb565"; echo "--- drm rgb565: the driver's primary plane has no RGB565 (refused clearly): ok" ;;
  *) result $r "drm rgb565" ;;
esac

step "drm, held until SIGTERM"
log=$VM_OUT/${P}hold.log
: > "$log"
# Read its output as it comes (no polling): SIGTERM as soon as it says it holds the display.
coproc KMS { exec "$K" drm --flips 2 --hold 2>&1; }
pid=$KMS_PID held=0
exec {from}<&"${KMS[0]}"   # bash drops the coproc's fds when it exits; keep our own copy to read to EOF
while IFS= read -r line <&$from; do
  echo "$line"; echo "$line" >> "$log"   # builtins: a fork per line costs under TCG
  if [[ $line == holding* ]]; then
    held=1
    second=$("$K" drm --flips 1 2>&1); r2=$?
    echo "second instance (rc $r2): $second"
    if [ $r2 = 1 ] && [[ $second == *"cannot become DRM master on /dev/dri/card"*"holds the display"* ]]; then
      echo "--- second instance refused while the display is held: ok"
    else
      echo "--- second instance refused while the display is held: FAILED"; rc=1
    fi
    kill -TERM "$pid"
  fi
done
exec {from}<&-
wait "$pid"; r=$?
[ $held = 1 ] || { echo "faceplate-kmscheck never reported holding the display"; r=1; }
grep -q "^signal received" "$log" && grep -q "^ok: the CRTC is back" "$log" || r=1
result $r "drm SIGTERM restore"

step "drm as an unprivileged user"
msg=$(setpriv --reuid=65534 --regid=65534 --clear-groups "$K" drm 2>&1); r=$?
echo "$msg"
want="permission denied opening /dev/dri/card0: add the user to the 'video' group or run under a seat (seatd/logind)"
[ $r = 1 ] && [[ $msg == *"$want"* ]]; result $? "permission error"

step "fbdev /dev/fb0"
SHOT=vm-shot "$K" fbdev --shot-prefix "$P"; result $? "fbdev"

echo
echo "display.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
