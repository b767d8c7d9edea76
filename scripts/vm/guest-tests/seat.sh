#!/bin/bash
# Guest test: `faceplate run` as an unprivileged user gets the DRM card through seatd (libseat), not by
# group membership. seatd runs as root with its socket open to group 'nogroup'; faceplate runs as
# nobody:nogroup with no supplementary groups, so a direct open of /dev/dri/card0 (root:video 0660) fails
# and only the seat can hand the card (and DRM master) over. Not part of `e2e` (see README).
#   1. direct open as nobody is refused (so the seat is what makes the rest work)
#   2. seatd -g nogroup; faceplate run --input none --frames 1 as nobody: opened through seat seat0,
#      frames presented, exit 0, the console's CRTC back
F=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate
BOARD=$VM_REPO/boards/qemu-rpi-touch.json
LOG=/tmp/seat-run.log
rc=0
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
[ -x "$F" ] || { echo "seat.sh: FAILED, $F is not built"; exit 1; }
. "$VM_REPO/scripts/lib/packages.sh"   # the guest runs the host's /: its packages are the host's
need_commands seat.sh seatd setpriv || exit 1
NOBODY=(setpriv --reuid=65534 --regid=65534 --clear-groups)
crtc_fb() { "$F" info 2>/dev/null | sed -n 's/^ *crtc \([0-9]*\) index 0 fb \([0-9]*\).*/crtc \1 fb \2/p' | head -1; }

echo "=== seat.sh: direct open as nobody"
if "${NOBODY[@]}" sh -c 'exec 3<>/dev/dri/card0' 2>/dev/null; then bad "nobody cannot open /dev/dri/card0 directly"; else ok "nobody cannot open /dev/dri/card0 directly"; fi

echo "=== seat.sh: seatd"
seatd -g nogroup -l info > /tmp/seatd.log 2>&1 & SPID=$!
for _ in $(seq 100); do [ -S /run/seatd.sock ] && break; sleep 0.05; done
[ -S /run/seatd.sock ] && ok "seatd listens" || { bad "seatd listens"; cat /tmp/seatd.log; exit 1; }

echo "=== seat.sh: faceplate run as nobody through the seat"
before=$(crtc_fb)
cd "$VM_REPO" || exit 1
timeout 40 "${NOBODY[@]}" "$F" run --scene panel-24 --board "$BOARD" --input none --frames 1 > "$LOG" 2>&1; frc=$?
cat "$LOG"
[ $frc = 0 ] && ok "exit code 0" || bad "exit code" "$frc"
grep -q '^seat: seat0' "$LOG" && ok "libseat opened seat0" || bad "libseat opened seat0"
grep -q '^display: DRM /dev/dri/card0 .*opened through seat seat0' "$LOG" && ok "the card came through the seat" || bad "the card came through the seat"
grep -q "^display: the console's CRTC is restored" "$LOG" && ok "faceplate says the CRTC is restored" || bad "CRTC restore message"
after=$(crtc_fb)
echo "console before: $before; after: $after"
[ -n "$before" ] && [ "$before" = "$after" ] && ok "the CRTC scans out the console's framebuffer again" || bad "CRTC restore"
kill "$SPID" 2>/dev/null; wait "$SPID" 2>/dev/null
cp "$LOG" /tmp/seatd.log "$VM_OUT/" 2>/dev/null
echo
echo "seat.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
