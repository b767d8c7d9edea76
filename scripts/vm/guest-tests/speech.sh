#!/bin/bash
# Guest test: the screen reader's speech plays through ALSA on the real kernel, into the kernel's ALSA
# loopback card (snd-aloop; GPU=std, UDEV=0: no input needed). `faceplate run --screen-reader` with a
# board profile whose speechDevice is the loopback's playback side announces "Screen reader on" at start:
#   1. the loopback's playback substream is opened by faceplate at espeak-ng's format (S16_LE, mono,
#      22050 Hz: /proc/asound/.../hw_params) and its log has no "speech:" failure line
#   2. a board whose speechDevice does not exist: exactly one "speech: cannot play on ALSA device" line,
#      and the app still presents frames and exits 0 on SIGTERM
# Logs go to $VM_OUT/$VM_GPU-speech-*.log. Exit 0 = every check passed.
F=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate
P=${VM_GPU}-speech
T=/tmp/speech
rc=0
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
step() { echo; echo "=== speech.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
until_ok() { local end=$((SECONDS + $1)); shift; while [ $SECONDS -le $end ]; do "$@" && return 0; sleep 0.1; done; return 1; }
[ -x "$F" ] || { echo "speech.sh: FAILED, $F is not built (swift build -c release --product faceplate)"; exit 1; }
mkdir -p "$T"
cd "$VM_REPO" || exit 1

step "snd-aloop"
modprobe snd-aloop 2>&1 || { echo "speech.sh: FAILED, the guest kernel has no snd-aloop"; exit 1; }
until_ok 10 test -d /proc/asound/Loopback || { echo "speech.sh: FAILED, no Loopback card in /proc/asound"; cat /proc/asound/cards; exit 1; }
cat /proc/asound/cards
# board PROFILE-FILE SPEECH-DEVICE: the VM's Pi panel profile with the reader on and speech on DEVICE
board() {
  sed -e 's|"idleBlankSeconds": 0,|"idleBlankSeconds": 0, "screenReader": true, "speechDevice": "'"$2"'",|' \
    boards/qemu-rpi-touch.json > "$1"
  grep -q speechDevice "$1" || { echo "speech.sh: FAILED, could not add speechDevice to the board profile"; exit 1; }
}
running() { grep -q '^running ' "$1"; }

step "speech into the loopback"
board "$T/loop.json" "hw:Loopback,0,0"
LOG=$VM_OUT/$P-loopback.log
"$F" run --scene demo --board "$T/loop.json" --input none > "$LOG" 2>&1 & FPID=$!
HW=/proc/asound/Loopback/pcm0p/sub0/hw_params
params() { grep -q 'format: S16_LE' "$HW" && grep -q 'channels: 1' "$HW" && grep -q 'rate: 22050' "$HW"; }
if until_ok 90 params; then
  ok "faceplate opened the loopback at S16_LE, mono, 22050 Hz"
else
  bad "loopback playback" "hw_params: $(tr '\n' ' ' < "$HW")"
fi
sleep 1
cat /proc/asound/Loopback/pcm0p/sub0/status
if grep -q '^speech:' "$LOG"; then bad "no speech failure" "$(grep '^speech:' "$LOG")"; else ok "no speech failure logged"; fi
kill -TERM $FPID; wait $FPID; r=$?
[ $r = 0 ] && ok "SIGTERM -> exit 0" || bad "SIGTERM" "exit $r"

step "a speech device that does not exist"
board "$T/none.json" "hw:97,0"
LOG=$VM_OUT/$P-missing.log
"$F" run --scene demo --board "$T/none.json" --input none > "$LOG" 2>&1 & FPID=$!
until_ok 90 grep -q "^speech: cannot play on ALSA device 'hw:97,0'" "$LOG" || bad "missing device" "no log line"
until_ok 60 running "$LOG" || bad "missing device" "the app did not run"
sleep 1
n=$(grep -c '^speech:' "$LOG")
[ "$n" = 1 ] && ok "one speech line: $(grep '^speech:' "$LOG")" || bad "one speech line" "$n lines"
kill -TERM $FPID; wait $FPID; r=$?
[ $r = 0 ] && ok "the panel went on: SIGTERM -> exit 0" || bad "missing device: SIGTERM" "exit $r"
exit $rc
