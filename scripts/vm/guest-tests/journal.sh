#!/bin/bash
# Guest test: the live event trace in a real systemd journal. The guest's PID 1 is no systemd, so the
# host's systemd-journald is started here on its own (it binds /run/systemd/journal/socket itself when no
# socket is handed to it, and keeps the journal under /run/log/journal, on the guest's tmpfs). Then
# `faceplate run --journal` (headless backend, no input, one frame) with a board profile:
#   1. the run says its trace goes to the journal, exits 0, and prints no trace line itself
#   2. `journalctl -o json` has its trace: a `lifecycle: didBecomeActive` entry, and every entry of the
#      app carries MESSAGE, SYSLOG_IDENTIFIER, FACEPLATE_APP, FACEPLATE_VERSION, FACEPLATE_BOARD
#      ("NAME (FILE)" of the profile), PRIORITY 7, came over the native protocol (_TRANSPORT journal)
#      from the app's own process (_PID)
# app.sh runs it in its GPU=std boot; on its own: GPU=none UDEV=0 scripts/vm/run scripts/vm/guest-tests/journal.sh
# env (through run's VM_ENV): FACEPLATE_BIN, the folder of the faceplate to run (default .build/release).
# Exit 0 = every check passed.
F=${FACEPLATE_BIN:-$VM_REPO/.build/release}/faceplate
T=/tmp/journal
LOG=$VM_OUT/${VM_GPU}-journal.log
rc=0
ok() { echo "--- $1: ok"; }
bad() { echo "--- $1: FAILED${2:+ ($2)}"; rc=1; }
step() { echo; echo "=== journal.sh: $* (at $(cut -d' ' -f1 /proc/uptime)s)"; }
# until_ok SECONDS COMMAND...: polls COMMAND (a deadline in seconds: TCG is slow)
until_ok() { local end=$((SECONDS + $1)); shift; while [ $SECONDS -le $end ]; do "$@" && return 0; sleep 0.1; done; return 1; }
[ -x "$F" ] || { echo "journal.sh: FAILED, $F is not built (swift build -c release --product faceplate)"; exit 1; }
. "$VM_REPO/scripts/lib/packages.sh"   # the guest runs the host's /: its packages are the host's
need_commands journal.sh journalctl python3 || exit 1
J=/usr/lib/systemd/systemd-journald
[ -x "$J" ] || { echo "journal.sh: FAILED, no $J (package systemd)"; exit 1; }
mkdir -p "$T"
cd "$VM_REPO" || exit 1

step "systemd-journald"
"$J" > "$T/journald.log" 2>&1 &
journald=$!
until_ok 30 test -S /run/systemd/journal/socket || { echo "journal.sh: FAILED, journald made no socket"; cat "$T/journald.log"; exit 1; }
ok "journald listens on /run/systemd/journal/socket"

step "faceplate run --journal"
cat > "$T/board.json" <<'EOF'
{ "name": "journal test panel", "display": { "connector": "*", "mode": "800x480" }, "backends": ["headless"] }
EOF
"$F" run --scene demo --board "$T/board.json" --backend headless --input none --journal --frames 1 \
  --out-dir "$T/frames" > "$LOG" 2>&1 &
app=$!
wait $app; status=$?
cat "$LOG"
[ "$status" = 0 ] && ok "exit 0" || bad "exit" "$status"
grep -q "trace: to the systemd journal" "$LOG" && ok "the run names the journal" || bad "the run names the journal"
grep -q "lifecycle: didBecomeActive" "$LOG" && bad "the trace went to standard output too" || ok "no trace line on standard output"

step "journalctl -o json FACEPLATE_APP=faceplate"
journalctl --sync 2>/dev/null
journalctl -o json --no-pager FACEPLATE_APP=faceplate > "$T/entries.json" 2> "$T/journalctl.err"
cp "$T/entries.json" "$VM_OUT/${VM_GPU}-journal-entries.json"
if python3 - "$T/entries.json" "$app" "$T/board.json" <<'EOF'
import json, sys
path, pid, board = sys.argv[1:]
entries = [json.loads(line) for line in open(path) if line.strip()]
want = {"SYSLOG_IDENTIFIER": "faceplate", "FACEPLATE_APP": "faceplate", "FACEPLATE_VERSION": "unversioned",
        "FACEPLATE_BOARD": "journal test panel (%s)" % board, "PRIORITY": "7", "_TRANSPORT": "journal", "_PID": pid}
print("journal.sh: %d entries of the app" % len(entries))
problems = []
for e in entries:
    for key, value in want.items():
        if e.get(key) != value:
            problems.append("%s=%r, expected %r (MESSAGE %r)" % (key, e.get(key), value, e.get("MESSAGE")))
messages = [e.get("MESSAGE") for e in entries]
if "lifecycle: didBecomeActive" not in messages:
    problems.append("no entry 'lifecycle: didBecomeActive' among %r" % messages[:10])
for p in problems[:10]: print("journal.sh: " + p)
sys.exit(1 if problems or not entries else 0)
EOF
then ok "every entry has the app's fields, the trace is there"; else bad "the journal's entries" "$(head -c 300 "$T/journalctl.err")"; fi

kill "$journald" 2>/dev/null; wait "$journald" 2>/dev/null
echo "journal.sh: rc=$rc"
exit $rc
