#!/bin/bash
# Guest test, sourced by app.sh (it uses app.sh's helpers — plug, unplug, wait_for, count, ok/bad, step —
# and its Pi touchscreen): input faults on the real kernel, inside the app boot (no boot of their own).
#
# faults_input (during app.sh's release run):
#   1. a touchscreen that claims multitouch (MT axes, 10 slots) but sends only ABS_X/ABS_Y + BTN_TOUCH:
#      libinput reports no touch from it (evdev-fallback.c reads only ABS_MT_* on an MT device); faceplate
#      warns once, naming it ("input: warning: "absonly-ts" (eventN) claims multitouch …"), and reads it
#      as one finger: a tap on Button 14 acts
#   2. a touchscreen without MT axes at all: libinput itself makes touches of ABS_X/ABS_Y + BTN_TOUCH
#      (slot -1): a tap on Button 15 acts, no warning
#   3. flood: 10 fingers at ~550 frames/s (3 cycles of down, 300 motion frames, up; $T/flood.events)
# faults_debug (after app.sh's runs; a run of the debug build, `.build/debug/faceplate`):
#   4. the same flood through the debug build
#   5. libinput's own warning: the app is stopped (SIGSTOP) while a frame is played on a fresh device, and
#      on SIGCONT libinput says "event processing lagging behind by N ms" — the line must be in the app's
#      log (stderr) with N near the stop (up to 10 cycles: libinput looks at the clock on every 10th
#      dispatch only)
#   6. SIGQUIT ends it: exit 131, "signal SIGQUIT: display closed", the console's framebuffer back on the
#      plane (vm-drm-state), no crash report (signals.sh's QUIT case, done here instead of in a run of its own)
# Flood figures (frames sent, touch frames delivered, began/ended/actions, input->action median, positions
# coalesced) go to $VM_OUT/$VM_GPU-flood-figures.txt; every began and ended must arrive, and every action.
[ -n "${LOG:-}" ] && declare -F wait_for >/dev/null || { echo "faults.sh: source it from app.sh"; exit 1; }

FLOOD=$T/flood.events
FLOOD_CYCLES=3
FIG=$VM_OUT/${VM_GPU}-flood-figures.txt
# 10 fingers on Buttons 1-10 (centres x = 75 + 130 c, y = 55 + 100 r) of the Pi touchscreen (10 slots):
# down together, FRAMES frames of all ten moving ±15 px (inside their buttons) DT apart, up together.
awk -v CYCLES=$FLOOD_CYCLES -v FRAMES=300 -v DT=0.0018 'BEGIN {
  t = 0; id = 500
  for (c = 0; c < CYCLES; c++) {
    for (f = 0; f < 10; f++) {
      cx[f] = 75 + 130 * (f % 6); cy[f] = 55 + 100 * int(f / 6)
      printf "E: %.6f 0003 002f %04d\nE: %.6f 0003 0039 %04d\nE: %.6f 0003 0035 %04d\nE: %.6f 0003 0036 %04d\n", t, f, t, id++, t, cx[f], t, cy[f]
    }
    printf "E: %.6f 0001 014a 0001\nE: %.6f 0003 0000 %04d\nE: %.6f 0003 0001 %04d\nE: %.6f 0000 0000 0000\n", t, t, cx[0], t, cy[0], t
    for (k = 1; k <= FRAMES; k++) {
      t += DT; d = (k % 30) - 15
      for (f = 0; f < 10; f++) printf "E: %.6f 0003 002f %04d\nE: %.6f 0003 0035 %04d\n", t, f, t, cx[f] + d
      printf "E: %.6f 0003 0000 %04d\nE: %.6f 0000 0000 0000\n", t, cx[0] + d, t
    }
    t += DT
    for (f = 0; f < 10; f++) printf "E: %.6f 0003 002f %04d\nE: %.6f 0003 0039 -001\n", t, f, t
    printf "E: %.6f 0001 014a 0000\nE: %.6f 0000 0000 0000\n", t, t
    t += DT
  }
}' > "$FLOOD"

# st_tap X Y: a tap in single-touch events only (ABS_X/ABS_Y, BTN_TOUCH), 50 ms
st_tap() {
  printf 'E: 0.000000 0001 014a 0001\nE: 0.000000 0003 0000 %04d\nE: 0.000000 0003 0001 %04d\nE: 0.000000 0000 0000 0000\nE: 0.050000 0001 014a 0000\nE: 0.050000 0000 0000 0000\n' "$1" "$2" \
    | evemu-play "$NODE"
}

# st_tap_lands X Y BUTTON: single-touch taps at (X, Y) until BUTTON's touchUpInside and an action follow
# (libinput opens a new device only once udev has announced it); prints the attempt that landed, 0 if none
st_tap_lands() {
  local attempt acts ups
  acts=$(count '^action press'); ups=$(count "Button \"$3\" touchUpInside")
  for attempt in 1 2 3 4 5; do
    st_tap "$1" "$2" >&2
    # wait_for says why it gave up on stdout, which here carries the answer: its words go to stderr
    if wait_for "Button \"$3\" touchUpInside" $((ups + 1)) 3 any >&2 && wait_for '^action press' $((acts + 1)) 2 any >&2; then
      echo "$attempt"; return
    fi
  done
  echo 0
}

# rss: the app's resident memory in kB, "VmRSS RssAnon RssFile" (/proc/PID/status)
rss() { awk '/^VmRSS|^RssAnon|^RssFile/ { printf "%s ", $2 } END { print "" }' /proc/$FPID/status; }

# flood LABEL: plays $FLOOD into the run of $LOG/$FPID and checks that every began, ended and action came
flood() {
  local label=$1 from a0 sent want t0 t1 m0 m1
  from=$(wc -l < "$LOG"); a0=$(count '^action press'); m0=$(rss)
  sent=$(grep -c ' 0000 0000 0000$' "$FLOOD"); want=$((FLOOD_CYCLES * 10))
  t0=$(cut -d' ' -f1 /proc/uptime)
  evemu-play "$NODE" < "$FLOOD"
  t1=$(cut -d' ' -f1 /proc/uptime)
  wait_for '^action press' $((a0 + want)) 30 any
  sleep 0.3   # the last frame's lines
  tail -n +$((from + 1)) "$LOG" > "$T/flood-$label.log"
  local frames began ended acts dropped lat
  frames=$(grep -c '^frame ' "$T/flood-$label.log")
  began=$(awk '/^frame / { n += gsub(/ began /, "&") } END { print n + 0 }' "$T/flood-$label.log")
  ended=$(awk '/^frame / { n += gsub(/ ended /, "&") } END { print n + 0 }' "$T/flood-$label.log")
  acts=$(grep -c '^action press' "$T/flood-$label.log")
  dropped=$(grep -c 'SYN_DROPPED' "$T/flood-$label.log")
  lat=$(sed -n 's/^latency input->action \([0-9.]*\) ms.*/\1/p' "$T/flood-$label.log" | sort -n | awk '{ a[NR] = $1 } END { if (NR) print a[int((NR + 1) / 2)]; else print "?" }')
  local rate; rate=$(awk -v n="$sent" -v a="$t0" -v b="$t1" 'BEGIN { if (b > a) printf "%d", n / (b - a); else print "?" }')
  m1=$(rss); FLOOD_RSS_GROWTH=$(( ${m1%% *} - ${m0%% *} ))
  echo "$label: sent $sent frames (~$rate/s), delivered $frames touch frames, began $began/$want, ended $ended/$want, actions $acts/$want, SYN_DROPPED lines $dropped, input->action median $lat ms, kB VmRSS/RssAnon/RssFile before $m0-> after $m1(VmRSS $FLOOD_RSS_GROWTH kB)" | tee -a "$FIG"
  [ "$began" = $want ] && [ "$ended" = $want ] && ok "flood $label: every began and ended arrived ($want each)" || bad "flood $label: began $began, ended $ended of $want"
  [ "$acts" = $want ] && ok "flood $label: $acts actions" || bad "flood $label: $acts actions of $want"
  [ "$frames" -gt 0 ] && [ "$frames" -le "$sent" ] || bad "flood $label: $frames frames delivered of $sent sent"
}

# flood_twice LABEL: the flood, then the same again: the second must not raise the app's memory (what the
# first raises is its first use of those paths; a second that grows it is a leak or an unbounded buffer)
flood_twice() {
  local first
  flood "$1"; first=$FLOOD_RSS_GROWTH
  flood "$1-again"
  echo "$1: VmRSS +$first kB by the first flood, $FLOOD_RSS_GROWTH kB by the second" | tee -a "$FIG"
  [ "$FLOOD_RSS_GROWTH" -le 0 ] && ok "flood $1: the second flood leaves VmRSS where it was ($FLOOD_RSS_GROWTH kB; the first: +$first kB)" ||
    bad "flood $1: the second flood grew VmRSS by $FLOOD_RSS_GROWTH kB (the first: +$first kB)"
}

# coalesced LOG LABEL: the run's exit line (PanelRunner.finish) into the figures
coalesced() {
  local line; line=$(grep -m1 'touch events delivered' "$1")
  echo "$2 run total: ${line#faceplate: input: }" | tee -a "$FIG"
  [ -n "$line" ] && ok "$2: the exit line gives the touch figures" || bad "$2: no 'input: … touch events delivered' line at exit"
  # libinput logs a SYN_DROPPED now and then (rate-limited). The app counts the drops of its own reader of
  # the node, and each reader of an evdev node has a kernel buffer of its own: libinput's can overrun
  # while the app's keeps up. So a run counts what its reader lost, and drops_counted (after the last
  # run) asks that some run did count when libinput saw any.
  if grep -q 'SYN_DROPPED event' "$1"; then
    DROPS_SEEN=$(( ${DROPS_SEEN:-0} + 1 ))
    case $line in
      *"the kernel dropped events (SYN_DROPPED)"*)
        DROPS_COUNTED=$(( ${DROPS_COUNTED:-0} + 1 ))
        ok "$2: the exit line counts the kernel's dropped events: ${line##*; }"
        grep -q '^input dropped: the kernel dropped events of ' "$1" && ok "$2: the trace says when events were dropped ($(grep -c '^input dropped:' "$1") lines)" ||
          bad "$2: no 'input dropped:' trace line" ;;
      *) echo "--- $2: libinput's reader overran, the app's own reader of the node did not: nothing of its own to count" ;;
    esac
  fi
}

# drops_counted: after the runs' coalesced: when libinput saw drops in any run, the app counted its own in one
drops_counted() {
  [ "${DROPS_SEEN:-0}" = 0 ] && return 0
  [ "${DROPS_COUNTED:-0}" -gt 0 ] && ok "the kernel's dropped events were counted in ${DROPS_COUNTED} of the ${DROPS_SEEN} runs where libinput saw some" ||
    bad "libinput saw SYN_DROPPED in ${DROPS_SEEN} runs, the app counted none in any"
}

faults_input() {
  step "a touchscreen that claims multitouch but sends only ABS_X/ABS_Y"
  local keep_epid=$EPID keep_node=$NODE desc=$T/absonly.evemu landed
  sed 's/^N: .*/N: absonly-ts/' "$DESC" > "$desc"
  plug "$desc"
  landed=$(st_tap_lands 205 255 "Button 14")
  grep -E '^faceplate: input: warning:' "$LOG"
  [ "$(grep -cE '^faceplate: input: warning: "absonly-ts" \(event[0-9]+\) claims multitouch but sends only ABS_X/ABS_Y' "$LOG")" = 1 ] &&
    ok "ABS-only: one warning line naming the device" || bad "ABS-only: no (or more than one) warning line naming absonly-ts"
  [ $landed != 0 ] && ok "ABS-only: its tap acts as one finger (attempt $landed)" || bad "ABS-only: its tap did not act"
  # The same device then sends a proper multitouch tap (MT data plus the kernel's pointer emulation):
  # libinput reads it, and nothing else may: one touch, one action, no touchDownRepeat.
  local acts ups from
  acts=$(count '^action press'); ups=$(count 'Button "Button 16" touchUpInside'); from=$(wc -l < "$LOG")
  printf 'E: 0.000000 0003 002f 0000\nE: 0.000000 0003 0039 0900\nE: 0.000000 0003 0035 0465\nE: 0.000000 0003 0036 0255\nE: 0.000000 0001 014a 0001\nE: 0.000000 0003 0000 0465\nE: 0.000000 0003 0001 0255\nE: 0.000000 0000 0000 0000\nE: 0.050000 0003 0039 -001\nE: 0.050000 0001 014a 0000\nE: 0.050000 0000 0000 0000\n' \
    | evemu-play "$NODE"
  wait_for 'Button "Button 16" touchUpInside' $((ups + 1)) 5 any > /dev/null && wait_for '^action press' $((acts + 1)) 3 any > /dev/null
  sleep 0.5     # a second delivery would come with the same dispatch; give it time to show
  tail -n +$((from + 1)) "$LOG" > "$T/absonly-mt.log"
  local n_acts n_ups n_began
  n_acts=$(grep -c '^action press' "$T/absonly-mt.log"); n_ups=$(grep -c 'Button "Button 16" touchUpInside' "$T/absonly-mt.log")
  # two readers would make two touches of it (they overlap, so a second action needs luck; the touch cannot hide)
  n_began=$(awk '/^frame / { n += gsub(/ began /, "&") } END { print n + 0 }' "$T/absonly-mt.log")
  [ "$n_began" = 1 ] && ok "ABS-only, then multitouch: one touch began" || bad "ABS-only, then multitouch: $n_began touches began (one reader per device: one)"
  [ "$n_acts" = 1 ] && [ "$n_ups" = 1 ] && ok "ABS-only, then multitouch: its tap acts once" ||
    bad "ABS-only, then multitouch: $n_acts actions, $n_ups touchUpInside on Button 16 (one each expected)"
  grep -q 'touchDownRepeat' "$T/absonly-mt.log" && bad "ABS-only, then multitouch: touchDownRepeat (the tap arrived twice)" ||
    ok "ABS-only, then multitouch: no touchDownRepeat"
  unplug
  step "a touchscreen without multitouch axes"
  desc=$T/st.evemu
  # the Pi descriptor without ABS_MT_*: the ABS bitmask keeps ABS_X/ABS_Y only, the MT axis ranges go
  sed -e 's/^N: .*/N: singletouch-ts/' -e 's/^B: 03 .*/B: 03 03 00 00 00 00 00 00 00/' -e '/^A: \(2f\|35\|36\|39\) /d' "$DESC" > "$desc"
  plug "$desc"
  landed=$(st_tap_lands 335 255 "Button 15")
  [ $landed != 0 ] && ok "single-touch: libinput's own single-touch path, a tap acts (attempt $landed)" || bad "single-touch: its tap did not act"
  grep -q 'warning: "singletouch-ts"' "$LOG" && bad "single-touch: warned about a device that works" || ok "single-touch: no warning"
  unplug
  EPID=$keep_epid NODE=$keep_node

  step "flood: 10 fingers at ~550 frames/s through the release build, twice"
  flood_twice release
}

faults_debug() {
  local FD=${FACEPLATE_DEBUG_BIN:-$VM_REPO/.build/debug}/faceplate
  step "flood through the debug build"
  [ -x "$FD" ] || { bad "debug build" "$FD is not built (swift build --product faceplate)"; return; }
  local keep_log=$LOG keep_fpid=$FPID console
  console=$(vm-drm-state 2>/dev/null | awk '$1 == "plane" { print $4, $5; exit }')
  LOG=$VM_OUT/${P}debug.log
  "$FD" run --scene panel-24 --board "$BOARD" --touches 20 --trace --latency > "$LOG" 2>&1 & FPID=$!
  if wait_for '^running ' 1 60; then ok "debug build started"; else bad "debug build: start"; cat "$LOG"; kill -KILL $FPID; LOG=$keep_log FPID=$keep_fpid; return; fi
  # the device was there before the run: the first frames land
  flood_twice debug

  step "libinput's own warning reaches the log (the app stopped while input comes)"
  # libinput warns "event processing lagging behind by N ms" when the first event a device reads in a
  # libinput_dispatch() call is over 20 ms older than a clock snapshot (evdev.c, evdev_note_time_delay),
  # and it takes that snapshot on every 10th call only (a static counter in libinput.c's
  # libinput_dispatch), at most 5 lines per device per hour. So one stop could never be enough: 1 time in
  # 10 its dispatch is a snapshot call. The app calls libinput_dispatch once per wake of libinput's
  # descriptor, so each cycle below (stop, one input frame, 0.2 s, continue) moves the counter by exactly
  # one, and within 10 cycles one lands on a snapshot: deterministic. The frame moves slot 0 with no
  # finger down (the kernel passes it, libinput makes no touch of it): nothing acts. A fresh device, so
  # the flood's lines (same rate limit) cannot use its quota up.
  local lagdesc=$T/lag.evemu keep_epid=$EPID keep_node=$NODE cycle lag=''
  sed 's/^N: .*/N: lag-ts/' "$DESC" > "$lagdesc"
  plug "$lagdesc"
  if wait_for '^input: plugged in: "lag-ts"' 1 10 any > /dev/null; then
    for cycle in $(seq 1 15); do
      kill -STOP "$FPID"
      evemu-event "$NODE" --type EV_ABS --code ABS_MT_POSITION_X --value $((100 + 200 * (cycle % 2))) --sync
      sleep 0.2
      kill -CONT "$FPID"
      # the line comes from the dispatch right after the wake; one process per look (TCG spawns slowly)
      for _ in 1 2 3 4 5 6; do
        sleep 0.15
        lag=$(sed -nE '/^faceplate: input: libinput .*lag-ts.*lagging behind/{s/.*lagging behind by ([0-9]+) ?ms.*/\1/p;q}' "$LOG")
        [ -n "$lag" ] && break 2
      done
    done
    if [ -n "$lag" ] && [ "$lag" -ge 150 ]; then
      ok "libinput's warning is in the app's log after cycle $cycle, lagging ${lag} ms behind a 200 ms stop: $(grep -m1 -E 'lag-ts.*lagging behind' "$LOG")"
    else bad "no libinput 'lagging behind' line of 150 ms or more for lag-ts after 15 stopped cycles${lag:+ (it said $lag ms)}"; fi
  else bad "lag-ts: the app did not pick up the new device"; fi
  grep -E '^faceplate: input: libinput' "$LOG" | head -3
  unplug
  EPID=$keep_epid NODE=$keep_node

  step "SIGQUIT ends the debug run: exit 131, console back"
  kill -QUIT "$FPID"; wait "$FPID"; local frc=$? after
  after=$(vm-drm-state 2>/dev/null | awk '$1 == "plane" { print $4, $5; exit }')
  echo "SIGQUIT exit $frc restored '$after'" >> "$VM_OUT/${VM_GPU}-signals-figures.txt"
  [ $frc = 131 ] && ok "SIGQUIT: exit 131" || bad "SIGQUIT: exit code" "$frc, expected 131"
  grep -q "^signal SIGQUIT: display closed" "$LOG" && grep -q "^display: the console's CRTC is restored" "$LOG" &&
    ok "SIGQUIT: the display was closed normally" || bad "SIGQUIT: no 'signal SIGQUIT: display closed' + restore lines"
  grep -qiE 'program crashed|backtrace' "$LOG" && bad "SIGQUIT: a crash report" || ok "SIGQUIT: no crash report"
  [ -n "$console" ] && [ "$after" = "$console" ] && ok "SIGQUIT: the plane shows the console's framebuffer again ($after)" ||
    bad "SIGQUIT: console restore" "plane '$after', console '$console'"
  coalesced "$LOG" debug
  drops_counted
  LOG=$keep_log FPID=$keep_fpid
}
