#!/bin/bash
# Guest test: the Swift suites that need a real kernel's uinput and udevd, skipped on a build machine
# without them — LibinputUinputTests (Tests/FaceplateDriversTests/Input/LibinputUinputTests.swift): a
# 20-slot uinput touchscreen made through libevdev, read by libinput's path backend: 20 fingers reach
# 20 controls, fingers beyond Capacities.touches are dropped and named by device, and the allocations
# from libinput_get_event to the action are counted (0) apart from libinput's own (printed); and
# LibinputHotplugTests: a touchscreen plugged in and removed on the udev seat while a source runs is
# announced (the `input: plugged in:` / `input: removed:` lines).
# Runs the test bundle built on the host (swift build --build-tests). Needs UDEV=1 (libinput opens only
# udev-tagged devices). Exit 0 = the suite ran (not skipped) and passed.
# The release bundle (scripts/test's allocation stage builds it with -enable-testing) when there is one:
# its allocation counts are asserted; a debug bundle only records them (expectNoAllocations).
# FACEPLATE_TEST_BUNDLE (passed by e2e through run's VM_ENV) names the bundle; else the same choice here.
BIN=${FACEPLATE_TEST_BUNDLE:-$VM_REPO/.build-release/release/FaceplatePackageTests.xctest}
[ -x "$BIN" ] || BIN=$VM_REPO/.build/debug/FaceplatePackageTests.xctest
echo "libinput.sh: bundle $BIN"
SUITE='LibinputUinputTests|LibinputHotplugTests'
[ -x "$BIN" ] || { echo "libinput.sh: FAILED, $BIN is not built (swift build --build-tests)"; exit 1; }
modprobe uinput 2>/dev/null
[ -e /dev/uinput ] || { echo "libinput.sh: FAILED, no /dev/uinput after modprobe uinput"; exit 1; }
pidof systemd-udevd udevd >/dev/null || { echo "libinput.sh: FAILED, no udevd (run with UDEV=1)"; exit 1; }
OUT=/tmp/libinput-tests.log
echo "=== libinput.sh: $SUITE (at $(cut -d' ' -f1 /proc/uptime)s)"
"$BIN" --testing-library swift-testing --filter "$SUITE" > "$OUT" 2>&1
trc=$?
cat "$OUT"
rc=0
[ $trc = 0 ] || { echo "--- the test run failed (exit $trc)"; rc=1; }
if grep -q 'skipped' "$OUT"; then echo "--- $SUITE was skipped: it must run here"; rc=1; fi
passed=$(grep -cE 'Test [A-Za-z]+\(\) passed' "$OUT")
[ "$passed" -ge 4 ] || { echo "--- only $passed tests of $SUITE passed (4 expected)"; rc=1; }
grep -E '^libinput allocations:' "$OUT" | sed 's/^/measured: /'
cp "$OUT" "$VM_OUT/libinput-tests.log" 2>/dev/null
echo "libinput.sh: $([ $rc = 0 ] && echo PASSED || echo FAILED)"
exit $rc
