#!/bin/bash
# Guest test: the screen reader's speech plays through ALSA on the real kernel, into the kernel's ALSA
# loopback card (snd-aloop). `faceplate run --input none` with a board profile that turns the reader on
# and names the loopback's playback side as its speechDevice says "Screen reader on" at start:
#   1. arecord holds the loopback's capture side (hw:Loopback,1,0) at espeak-ng's format, S16_LE mono
#      22050 Hz, before the app starts; the app opens the playback side (hw:Loopback,0,0) at that format
#      (/proc/asound/Loopback/pcm0p/sub0/hw_params), and what it writes comes out of the capture side:
#      the capture holds speech (at least a fifth of a second of non-zero samples, a peak above 1000),
#      not just the silence the loopback captures while nobody plays, and the playback side's hw_ptr
#      moved as far and then stood still (all of it played); no "speech:" failure line
#   2. a board whose speechDevice does not exist (hw:97,0): exactly one line
#      "speech: cannot play on ALSA device 'hw:97,0': …; the panel runs without speech", the app holds the
#      display (the primary plane shows its framebuffer) and exits 0 on SIGTERM
# app.sh runs it in its GPU=std boot; on its own: GPU=std UDEV=0 scripts/vm/run scripts/vm/guest-tests/speech.sh
# Logs and the capture go to $VM_OUT/$VM_GPU-speech-*; the figures to $VM_OUT/$VM_GPU-speech-figures.txt.
# env (through run's VM_ENV): SPEECH_DEVICE overrides the device the app is told to play on (a wrong one
# must fail step 1). Exit 0 = every check passed.
F=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate
P=${VM_GPU}-speech
T=/tmp/speech
FIG=$VM_OUT/$P-figures.txt
RATE=22050
rc=0
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
step() { echo; echo "=== speech.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
# until_ok SECONDS COMMAND...: polls COMMAND (a deadline in seconds: TCG is slow)
until_ok() { local end=$((SECONDS + $1)); shift; while [ $SECONDS -le $end ]; do "$@" && return 0; sleep 0.1; done; return 1; }
[ -x "$F" ] || { echo "speech.sh: FAILED, $F is not built (swift build -c release --product faceplate)"; exit 1; }
. "$VM_REPO/scripts/lib/packages.sh"   # the guest runs the host's /: its packages are the host's
need_commands speech.sh arecord python3 || exit 1
mkdir -p "$T"
cd "$VM_REPO" || exit 1
: > "$FIG"
started=$(cut -d' ' -f1 /proc/uptime)

step "snd-aloop"
modprobe snd-aloop 2>&1 || { echo "speech.sh: FAILED, the guest kernel has no snd-aloop"; exit 1; }
until_ok 10 test -d /proc/asound/Loopback || { echo "speech.sh: FAILED, no Loopback card in /proc/asound"; cat /proc/asound/cards; exit 1; }
cat /proc/asound/cards

# board FILE DEVICE: the VM's Pi panel profile with the reader on and speech on DEVICE
board() {
  sed -e 's|"idleBlankSeconds": 0,|"idleBlankSeconds": 0, "screenReader": true, "speechDevice": "'"$2"'",|' \
    boards/qemu-rpi-touch.json > "$1"
  grep -q '"speechDevice"' "$1" || { echo "speech.sh: FAILED, could not add speechDevice to the board profile"; exit 1; }
}
running() { grep -q '^running ' "$LOG"; }
# The primary plane's creator: faceplate while the app holds the display.
ours() { case $(vm-drm-state 2>/dev/null | awk '$1 == "plane" { print $5; exit }') in *faceplate*) return 0 ;; *) return 1 ;; esac; }
# stop NAME: SIGTERM to the app, which must exit 0
stop() {
  kill -TERM "$FPID"; wait "$FPID"; local r=$?
  [ $r = 0 ] && ok "$1: SIGTERM -> exit 0" || bad "$1: SIGTERM" "exit $r"
}

step "speech into the loopback"
DEV=${SPEECH_DEVICE:-hw:Loopback,0,0}
board "$T/loop.json" "$DEV"
LOG=$VM_OUT/$P-loopback.log
CAP=$VM_OUT/$P-capture.raw
PHW=/proc/asound/Loopback/pcm0p/sub0/hw_params
# The capture side first: it fixes the loopback's format, and it hears everything from the first sample.
arecord -q -D hw:Loopback,1,0 -t raw -f S16_LE -c 1 -r $RATE "$CAP" 2> "$VM_OUT/$P-arecord.log" & APID=$!
until_ok 20 grep -q "rate: $RATE" /proc/asound/Loopback/pcm1c/sub0/hw_params ||
  bad "arecord on the loopback's capture side" "$(cat "$VM_OUT/$P-arecord.log")"
"$F" run --scene demo --board "$T/loop.json" --input none > "$LOG" 2>&1 & FPID=$!
params() { grep -q 'format: S16_LE' "$PHW" && grep -q 'channels: 1' "$PHW" && grep -q "rate: $RATE " "$PHW"; }
if until_ok 60 params; then
  ok "faceplate opened the loopback at S16_LE, mono, $RATE Hz"
else
  bad "loopback playback at espeak-ng's format" "hw_params: $(tr '\n' ' ' < "$PHW")"
fi
# Speech has arrived once the capture holds non-zero bytes, and it has all been played once the
# playback side's hw_ptr (frames the loopback took from the app) stands still for half a second.
spoken() { [ -n "$(tr -d '\0' < "$CAP" | head -c 1)" ]; }
hw_ptr() { awk '$1 == "hw_ptr" { print $3 }' /proc/asound/Loopback/pcm0p/sub0/status; }
played() { local a b; a=$(hw_ptr); sleep 0.5; b=$(hw_ptr); [ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" != 0 ]; }
until_ok 45 spoken && until_ok 20 played
frames=$(hw_ptr)
cat /proc/asound/Loopback/pcm0p/sub0/status
kill -INT $APID; wait $APID
# figures: total captured, when the first speech came (after the capture and the app started), non-zero
# samples, the span from the first to the last, the peak
fig=$(python3 - "$CAP" $RATE <<'EOF'
import array, sys
a = array.array('h'); data = open(sys.argv[1], 'rb').read(); a.frombytes(data[:len(data) // 2 * 2])
rate = int(sys.argv[2]); nz = [i for i, v in enumerate(a) if v]
span = (nz[-1] - nz[0] + 1) if nz else 0
print(len(a) * 1000 // rate, (nz[0] if nz else 0) * 1000 // rate, len(nz), len(nz) * 1000 // rate, span * 1000 // rate,
      max((abs(v) for v in a), default=0))
EOF
)
read -r total first_ms nonzero nonzero_ms span_ms peak <<< "$fig"
echo "loopback capture: ${total:-?} ms captured, speech from ${first_ms:-?} ms after the start, ${nonzero:-?} non-zero samples (${nonzero_ms:-?} ms) over ${span_ms:-?} ms, peak ${peak:-?}; the app's playback hw_ptr at ${frames:-?} frames" | tee -a "$FIG"
if [ "${nonzero_ms:-0}" -ge 200 ] && [ "${peak:-0}" -gt 1000 ] && [ "${frames:-0}" -ge $((RATE / 5)) ]; then
  ok "the app's speech came out of the loopback's capture side"
else
  bad "speech through the loopback" "${nonzero_ms:-?} ms of non-zero samples, peak ${peak:-?}"
fi
if grep -q '^speech:' "$LOG"; then bad "no speech failure" "$(grep '^speech:' "$LOG")"; else ok "no speech failure logged"; fi
stop "speaking"

step "a speech device that does not exist"
board "$T/none.json" "hw:97,0"
LOG=$VM_OUT/$P-missing.log
"$F" run --scene demo --board "$T/none.json" --input none > "$LOG" 2>&1 & FPID=$!
line() { grep -q "^speech: cannot play on ALSA device 'hw:97,0': .*; the panel runs without speech$" "$LOG"; }
until_ok 90 line || bad "missing device" "no 'speech: cannot play on ALSA device' line: $(grep '^speech' "$LOG")"
until_ok 60 running && until_ok 20 ours && ok "missing device: the app runs and holds the display" || bad "missing device" "the app did not run"
sleep 1
n=$(grep -c '^speech:' "$LOG")
[ "$n" = 1 ] && ok "one speech line: $(grep '^speech:' "$LOG")" || bad "one speech line" "$n lines: $(grep '^speech:' "$LOG" | tr '\n' '|')"
echo "missing device: $n speech line(s)" >> "$FIG"
stop "missing device"

echo "speech.sh: $(awk -v a="$started" -v b="$(cut -d' ' -f1 /proc/uptime)" 'BEGIN { printf "%.1f", b - a }') s" | tee -a "$FIG"
echo "speech.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
