#!/bin/bash
# Guest test: Faceplate's libinput backend on a real kernel, checked against the evemu replay.
#
# For each recording, evemu-device creates a virtual raspberrypi-ts touchscreen (uinput), evemu-play
# plays the events into the kernel, and faceplate-inputcheck prints the InputRecords LibinputSource
# produced. faceplate-inputcheck --replay prints what EvemuReplay produces for the same files; the two
# traces (without times) must be identical. Run once with the path backend and once with udev.
#
# Needs in the guest: modprobe uinput, udevd, evemu-tools, libinput/libudev/libseat/json-c shared
# libraries, and on the host side:
#   swift build -c release --product faceplate-inputcheck --static-swift-stdlib
#   copy .build/release/faceplate-inputcheck next to this script (or put it on PATH, or set
#   FACEPLATE_INPUTCHECK), and Tests/FaceplateDriversTests/Fixtures/* into ./fixtures (or set
#   FACEPLATE_INPUT_FIXTURES).
HERE=$(dirname "$(readlink -f "$0")")
BIN=${FACEPLATE_INPUTCHECK:-$(command -v faceplate-inputcheck || echo "$HERE/faceplate-inputcheck")}
FIX=${FACEPLATE_INPUT_FIXTURES:-$HERE/fixtures}
[ -d "$FIX" ] || FIX=$HERE
[ -x "$BIN" ] || { echo "input.sh: no faceplate-inputcheck at $BIN"; exit 1; }
[ -f "$FIX/rpi-touchscreen.evemu" ] || { echo "input.sh: no fixtures in $FIX"; exit 1; }
. "$HERE/../../lib/packages.sh"   # the guest runs the host's /: its packages are the host's
need_commands input.sh evemu-device evemu-play || exit 1
modprobe uinput 2>/dev/null
pidof systemd-udevd udevd >/dev/null || echo "input.sh: WARNING: no udevd - libinput will reject every device"

T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
rc=0

check() { # BACKEND(path|udev) EVENTS [unplug]  (unplug: remove the device after playing, mid-touch)
  local backend=$1 events=$2 unplug=$3 node= epid cpid i replayflags=
  echo "=== $backend backend: rpi-touchscreen.evemu + $events"
  evemu-device "$FIX/rpi-touchscreen.evemu" > "$T/dev" 2>&1 & epid=$!
  for i in $(seq 100); do
    node=$(grep -o '/dev/input/event[0-9]*' "$T/dev"); [ -n "$node" ] && break; sleep 0.1
  done
  [ -n "$node" ] || { cat "$T/dev"; echo "FAILED: evemu-device made no node"; kill $epid; return 1; }
  udevadm settle -t 10
  if [ "$backend" = path ]; then
    "$BIN" --size 800x480 --device "$node" --until-up --timeout 60 > "$T/got" 2> "$T/log" & cpid=$!
  else
    "$BIN" --size 800x480 --seat seat0 --until-up --timeout 60 > "$T/got" 2> "$T/log" & cpid=$!
  fi
  # no fixed sleeps: under TCG libinput can take seconds to open the device; earlier events are lost
  for i in $(seq 300); do grep -q '^ready' "$T/log" && break; kill -0 $cpid 2>/dev/null || break; sleep 0.1; done
  [ "$unplug" = unplug ] && replayflags=--remove-at-end
  "$BIN" --size 800x480 --replay "$FIX/rpi-touchscreen.evemu" "$FIX/$events" $replayflags > "$T/want"
  evemu-play "$node" < "$FIX/$events"
  if [ "$unplug" = unplug ]; then
    # unplug only once libinput has delivered everything before the cancel (the last 2 lines), or
    # unread events die with the device
    for i in $(seq 100); do [ "$(wc -l < "$T/got")" -ge $(( $(wc -l < "$T/want") - 2 )) ] && break; sleep 0.1; done
    kill $epid; wait $epid 2>/dev/null
  fi
  wait $cpid; local crc=$?
  kill $epid 2>/dev/null; wait $epid 2>/dev/null
  cat "$T/log"
  if [ $crc = 0 ] && diff -u "$T/want" "$T/got"; then
    echo "$backend $events: PASSED ($(wc -l < "$T/got") records match the replay)"
  else
    echo "--- libinput trace:"; cat "$T/got"
    echo "$backend $events: FAILED (exit $crc; diff above is replay vs libinput)"; return 1
  fi
}

for events in rpi-tap.events rpi-drag.events rpi-two-fingers.events; do
  check path "$events" || rc=1
  check udev "$events" || rc=1
done
# a finger still down when the device goes away: cancelled, not lifted
check path rpi-hold.events unplug || rc=1
check udev rpi-hold.events unplug || rc=1
echo "input.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
