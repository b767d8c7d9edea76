#!/usr/bin/env python3
"""Boots a qemu-virt board image (scripts/board-image) under qemu-system-aarch64 (TCG) and acts on it
from outside the guest only, as scripts/test-board-image --boot. Standard library only.

  * the kernel, initrd and command line come from the image's boot partition (mtools);
  * the disk is a sparse copy of the image, 512 MiB larger, so the first-boot resize has room;
  * the serial console (ttyAMA0) gets the kernel's messages and the journal
    (systemd.journald.forward_to_console=1): the app's status and trace lines;
  * a root shell on a second console (virtio console hvc0) through systemd's debug shell, enabled only
    on this boot's command line (systemd.debug_shell=/dev/hvc0): the image itself has no login;
  * QMP: screendumps (virtio-gpu-pci) and taps (input-send-event on virtio-tablet-pci).

Checks: the first frame equals `faceplate snapshot` of the same scene and size; a tap on Boost runs
its action (in the journal on the serial console) and the next frame equals `faceplate trace --out` of
the same tap; the app runs as the kiosk user in a logind session on seat0/tty1 with the DRM device
open, never as root; the tap's trace reaches a `journalctl -f FACEPLATE_APP=APP` follower while the app
runs, as entries of the app's own (`--journal`: native protocol, the app's, version's and board's
fields); `systemctl stop` ends it cleanly and the console comes back; the root partition was grown at
first boot. Prints "ok: ..." / "FAIL: ..." lines and the timings, and the app's resident
memory after the tap (VmRSS, RssAnon, RssFile, RssShmem, and /proc/PID/smaps summed per mapped file;
also written to OUT-DIR/rss.txt); exit 0 = all passed.
"""
import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time

import pngcmp
import qemu as launcher
from qmp import QMP, QMPError

ABS_MAX = 0x7FFF   # QEMU's absolute axis range (INPUT_EVENT_ABS_MAX)


def die(msg):
    sys.exit("board_boot.py: error: " + msg)


class Shell:
    """The guest's debug shell on hvc0. Each command is wrapped in markers; the terminal echoes the
    command line too, so the end marker is written split ('__FP''END') and only the output joins it."""

    def __init__(self, path):
        self.path = path
        self.sock = None
        self.buf = b""
        self.n = 0

    def connect(self, wait_s):
        deadline = time.monotonic() + wait_s
        while self.sock is None:
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                s.connect(self.path)
                self.sock = s
            except OSError:
                s.close()
                if time.monotonic() > deadline:
                    return False
                time.sleep(0.2)
        self.sock.settimeout(0.2)
        return True

    def run(self, command, timeout=60.0):
        """Runs one command; returns (status, output) or (None, what was seen) on a timeout. The output
        is what comes between a begin and an end marker, both written split ('__FP''BEG') so that the
        terminal's echo of the command line never matches them."""
        self.n += 1
        line = "echo __FP''BEG%d; %s; echo; echo __FP''END%d $?\n" % (self.n, command, self.n)
        self.sock.sendall(line.encode())
        deadline = time.monotonic() + timeout
        pat = re.compile(rb"__FPBEG%d\r?\n(.*?)__FPEND%d (\d+)\r?\n" % (self.n, self.n), re.S)
        while time.monotonic() < deadline:
            m = pat.search(self.buf)
            if m:
                self.buf = self.buf[m.end():]
                return int(m.group(2)), m.group(1).decode(errors="replace").replace("\r", "").strip()
            try:
                data = self.sock.recv(65536)
                if not data:
                    break
                self.buf += data
            except socket.timeout:
                pass
        return None, self.buf.decode(errors="replace")[-400:]

    def ready(self, wait_s):
        """The shell answers (it starts during boot, some time after the device appears)."""
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            st, _ = self.run("stty -echo; bind 'set enable-bracketed-paste off' 2>/dev/null; PS1=", timeout=5)
            if st == 0:
                return True
        return False


class Serial:
    """The serial log file written by QEMU; search() looks only at what came after a mark. The text is
    without colour: journald colours the lines of debug priority it forwards (the app's trace entries)."""

    COLOUR = re.compile(r"\x1b\[[0-9;:]*m")

    def __init__(self, path):
        self.path = path

    def text(self):
        try:
            with open(self.path, "rb") as f:
                return self.COLOUR.sub("", f.read().decode(errors="replace"))
        except OSError:
            return ""

    def wait(self, pattern, since=0, timeout=60.0, alive=None):
        rx = re.compile(pattern, re.M)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            t = self.text()
            m = rx.search(t, since)
            if m:
                return m
            if alive is not None and alive.poll() is not None:
                return None
            time.sleep(0.1)
        return None


# Sums /proc/PID/smaps' Rss and Anonymous (KiB) per mapped file ("[anonymous]" for mappings without
# a name): one "rss anon name" line per file, largest first. A file mapped several times (text, data,
# relro of one library) is one line, which is what a reader wants: how much each file costs.
SMAPS_BY_FILE = ("awk '/^[0-9a-f]+-[0-9a-f]+ /{n=$6; if(n==\"\")n=\"[anonymous]\"} "
                 "/^Rss:/{r[n]+=$2} /^Anonymous:/{an[n]+=$2} "
                 "END{for(k in r) if(r[k]>0) print r[k], an[k]+0, k}' /proc/%s/smaps | sort -rn")

ANON_MAPPINGS = ("awk '/^[0-9a-f]+-[0-9a-f]+ /{n=$6; m=$1} /^Size:/{z=$2} /^Rss:/{r=$2} "
                 "/^AnonHugePages:/{if((n==\"\" || n==\"[heap]\") && r>0) print m, z, r, $2, n}' /proc/%s/smaps")


def resident_memory(shell, pid, app, out):
    """Prints the app's VmRSS (RssAnon, RssFile, RssShmem) from /proc/PID/status and its smaps summed
    per mapped file, and writes both to OUT/rss.txt. True when both were read and agree (smaps' total
    within 5 % of VmRSS: the status counters are per-thread caches flushed lazily)."""
    st, status = shell.run("grep -E '^(VmRSS|RssAnon|RssFile|RssShmem|VmHWM):' /proc/%s/status" % pid)
    fields = dict(re.findall(r"^(\w+):\s+(\d+) kB", status, re.M)) if st == 0 else {}
    st2, smaps = shell.run(SMAPS_BY_FILE % pid)
    rows = []
    for line in smaps.splitlines() if st2 == 0 else []:
        parts = line.split(None, 2)
        if len(parts) == 3 and parts[0].isdigit() and parts[1].isdigit():
            rows.append((int(parts[0]), int(parts[1]), parts[2]))
    if not all(k in fields for k in ("VmRSS", "RssAnon", "RssFile", "RssShmem")) or not rows:
        print("board_boot.py: resident memory: cannot read /proc/%s (%s | %s)" % (pid, status[-200:], smaps[-200:]), flush=True)
        return False
    total = sum(r[0] for r in rows)
    lines = ["resident memory of %s (pid %s), demo scene built, drawn and tapped: VmRSS %s KiB (%.2f MiB; "
             "RssAnon %s, RssFile %s, RssShmem %s; peak VmHWM %s)"
             % (app, pid, fields["VmRSS"], int(fields["VmRSS"]) / 1024.0, fields["RssAnon"], fields["RssFile"],
                fields["RssShmem"], fields.get("VmHWM", "?")),
             "  smaps, Rss summed per mapped file (KiB resident, of which anonymous, file): total %d" % total]
    lines += ["  %7d %7d  %s" % r for r in rows]
    # The heap and the mappings without a name one by one (malloc's own mmaps of blocks >= 128 KiB, a
    # thread's stack or arena, the .bss of the binary and libraries), with what of each is in transparent
    # huge pages: a change in "[anonymous]" shows which one grew, and whether a 2 MiB page did it.
    st3, anon = shell.run(ANON_MAPPINGS % pid)
    if st3 == 0 and anon.strip():
        lines.append("  [heap] and the mappings without a name (start-end, KiB size, KiB resident, KiB of it in "
                     "transparent huge pages), resident ones only:")
        lines += ["    " + l for l in anon.splitlines()]
    st4, threads = shell.run("grep -E '^Threads:' /proc/%s/status" % pid)
    if st4 == 0 and threads.strip():
        lines.append("  " + " ".join(threads.split()))
    with open(os.path.join(out, "rss.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    for line in lines:
        print("board_boot.py: " + line, flush=True)
    vmrss = int(fields["VmRSS"])
    return vmrss > 0 and abs(total - vmrss) <= vmrss * 0.05


def check_live_journal(check, shell, a, pid, follower, live, tap_trace, log):
    """The tap's trace as the app's own journal entries (`--journal`), read by the `journalctl -f`
    follower started before the tap while the app still runs: every line of the host's trace of the same
    tap, in order, each entry sent by the app's process over the native protocol with FACEPLATE_APP,
    FACEPLATE_VERSION (the package's version) and FACEPLATE_BOARD (the board the app said it runs on)."""
    m = re.search(r"%s\[%s\]: board: (.+)$" % (re.escape(a.app), re.escape(pid)), log, re.M)
    board = m.group(1).strip() if m else None
    entries, messages = [], []
    deadline = time.monotonic() + 20
    while True:
        st, text = shell.run("cat %s" % live)
        entries = []
        for line in text.splitlines() if st == 0 else []:
            try:
                entries.append(json.loads(line))
            except ValueError:
                pass
        messages = [e.get("MESSAGE") for e in entries]
        if tap_trace[-1] in messages or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    st, now = shell.run("systemctl is-active %s-kiosk.service; systemctl show -p MainPID --value %s-kiosk.service; "
                        "kill -0 %s && echo following" % (a.app, a.app, follower))
    running = now.split() == ["active", pid, "following"]

    def missing(want, got):
        """The first line of `want` not found in `got` after the ones before it; None when all are."""
        it = iter(got)
        return next((w for w in want if not any(g == w for g in it)), None)

    absent = missing(tap_trace, messages)
    check("the tap's trace (%d lines, '%s' the last) reached `journalctl -f FACEPLATE_APP=%s` while the app "
          "ran (%d entries followed; unit, main pid, follower: %s)"
          % (len(tap_trace), tap_trace[-1], a.app, len(entries), " ".join(now.split())),
          running and absent is None,
          "not followed, in order: %r; followed: %s" % (absent, " | ".join(str(x) for x in messages if not str(x).startswith("present #"))[-500:]
                                                         if entries else text[-300:]))
    want = {"FACEPLATE_APP": a.app, "FACEPLATE_VERSION": a.version, "FACEPLATE_BOARD": board,
            "SYSLOG_IDENTIFIER": a.app, "PRIORITY": "7", "_TRANSPORT": "journal", "_PID": pid}
    wrong = ["%s: %s" % (e.get("MESSAGE"), ", ".join("%s=%s" % (k, e.get(k)) for k in want if e.get(k) != want[k]))
             for e in entries if any(e.get(k) != want[k] for k in want)]
    check("every one an entry of the app's own: FACEPLATE_APP=%s FACEPLATE_VERSION=%s FACEPLATE_BOARD=%s, "
          "sent by pid %s over the native protocol, priority debug" % (a.app, a.version, board, pid),
          board is not None and entries and not wrong, "; ".join(wrong[:3]) or "no board line or no entries")
    shell.run("kill %s; rm -f %s" % (follower, live))


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True, **kw)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--image", required=True)
    ap.add_argument("--boot-offset", type=int, required=True)
    ap.add_argument("--faceplate", required=True)
    ap.add_argument("--board", required=True)
    ap.add_argument("--app", default="faceplate")
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--tap-evemu-header", required=True)
    ap.add_argument("--version", required=True, help="the app's package version: its journal entries' FACEPLATE_VERSION")
    ap.add_argument("--boot-timeout", type=float, default=900.0)
    a = ap.parse_args()
    out = a.out_dir
    os.makedirs(out, exist_ok=True)
    results = []

    def check(what, cond, detail=""):
        results.append(bool(cond))
        print(("ok: " if cond else "FAIL: ") + what + ("" if cond or not detail else " (" + detail[:600] + ")"), flush=True)
        return cond

    with open(a.board) as f:
        board = json.load(f)
    w, h = (int(v) for v in board["display"]["mode"].split("x"))
    unit = a.app + "-kiosk.service"

    # -- what the screen must show, rendered on the host by the same app code
    # The expected pictures are drawn with the fonts the image has: fonts-dejavu-core and fonts-wqy-microhei
    # (scripts/board-image's base; the app's Depends add no other fonts — fonts-noto-* are only
    # Recommends). With the host's Noto fonts the demo's 中文 would be drawn here whatever the board
    # draws; and a character those fonts lack fails the check (the snapshot logs the first box it draws),
    # so boxes on the board cannot pass by matching boxes in the expected picture.
    # Absolute paths: fontconfig reads a relative FONTCONFIG_FILE from /etc/fonts (and then falls back to
    # the system's configuration, with every host font), which is how CI's relative --out-dir failed.
    fonts_conf = os.path.abspath(os.path.join(out, "image-fonts.conf"))
    with open(fonts_conf, "w") as f:
        f.write('<?xml version="1.0"?><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir>'
                '<dir>/usr/share/fonts/truetype/wqy</dir>'
                '<cachedir>%s</cachedir></fontconfig>\n' % os.path.abspath(os.path.join(out, "fontconfig-cache")))
    os.environ["FONTCONFIG_FILE"] = fonts_conf
    first_png = os.path.join(out, "expected-first.png")
    r = run([a.faceplate, "snapshot", "--scene", "demo", "--size", "%dx%d" % (w, h), "--out", first_png])
    if r.returncode != 0:
        die("faceplate snapshot failed: " + r.stdout[-300:])
    check("the image's fonts draw every character of the demo (no missing-glyph box)", "draws as a box" not in r.stdout,
          r.stdout.strip()[-300:])
    bx, by = 520, 380   # the demo scene's Boost button at 800x480 (Tests/Fixtures/demo-taps.evemu)
    header = []
    with open(a.tap_evemu_header) as f:
        for line in f:
            if line.startswith("E:"):
                break
            header.append(line)
    tap = os.path.join(out, "tap.evemu")
    with open(tap, "w") as f:
        f.write("".join(header))
        f.write("# one tap on Boost\n")
        for t, typ, code, val in [(0, 3, 0x39, 1), (0, 3, 0x35, bx), (0, 3, 0x36, by), (0, 1, 0x14A, 1),
                                  (0, 3, 0, bx), (0, 3, 1, by), (0, 0, 0, 0),
                                  (0.05, 3, 0x39, -1), (0.05, 1, 0x14A, 0), (0.05, 0, 0, 0)]:
            f.write("E: %.6f %04x %04x %04d\n" % (t, typ, code, val) if val >= 0 else "E: %.6f %04x %04x -001\n" % (t, typ, code))
    after_png = os.path.join(out, "expected-after.png")
    r = run([a.faceplate, "trace", "--scene", "demo", "--board", a.board, "--replay", tap, "--out", after_png])
    if r.returncode != 0 or "action boost" not in r.stdout:
        die("faceplate trace of the tap failed or did not press Boost: " + r.stdout[-300:])
    tap_trace = [l for l in r.stdout.splitlines() if l.strip()]

    # -- boot files and the disk
    boot = "%s@@%d" % (a.image, a.boot_offset)
    env = dict(os.environ, MTOOLS_SKIP_CHECK="1")
    for name in ("vmlinuz", "initrd.img", "cmdline.txt"):
        r = run(["mcopy", "-o", "-i", boot, "::/" + name, os.path.join(out, name)], env=env)
        if r.returncode != 0:
            die("cannot copy %s from the boot partition: %s" % (name, r.stdout.strip()[-200:]))
    with open(os.path.join(out, "cmdline.txt")) as f:
        cmdline = f.read().strip()
    disk = os.path.join(out, "disk.img")
    r = run(["cp", "--sparse=always", a.image, disk])
    if r.returncode != 0:
        die("cannot copy the image: " + r.stdout.strip())
    image_size = os.path.getsize(disk)
    with open(disk, "r+b") as f:
        f.truncate(image_size + 512 * 1024 * 1024)

    serial_log = os.path.join(out, "serial.log")
    qmp_sock, sh_sock = os.path.join(out, "qmp.sock"), os.path.join(out, "shell.sock")
    for p in (serial_log, qmp_sock, sh_sock):
        if os.path.exists(p):
            os.unlink(p)
    # systemd-getty-generator starts a login on every virtualizer console, hvc0 included; on a slow boot
    # it took hvc0 from the debug shell after the first command (seen: a 243 s boot on a loaded
    # machine). This boot's command line masks it, as it enables the shell: the image is unchanged.
    # The app's trace entries (--journal) have priority debug, which journald does not forward to the
    # console by default: its level for the console is raised here, so the trace is on the serial log.
    append = cmdline + (" systemd.journald.forward_to_console=1 systemd.journald.max_level_console=debug"
                        " systemd.debug_shell=/dev/hvc0 systemd.mask=serial-getty@hvc0.service quiet")
    vm = launcher.Qemu(launcher.command(
        "aarch64", machine="virt", cpu="cortex-a57", smp=2, mem=1024,
        kernel=os.path.join(out, "vmlinuz"), initrd=os.path.join(out, "initrd.img"), append=append,
        console=serial_log, qmp_sockets=[qmp_sock],
        devices=["-drive", "if=none,id=disk,format=raw,file=" + launcher.escape(disk), "-device", "virtio-blk-pci,drive=disk",
                 "-device", "virtio-gpu-pci,xres=%d,yres=%d" % (w, h), "-device", "virtio-tablet-pci",
                 "-device", "virtio-serial-pci",
                 "-chardev", "socket,id=sh,path=%s,server=on,wait=off" % launcher.escape(sh_sock),
                 "-device", "virtconsole,chardev=sh"]))
    print("board_boot.py: " + " ".join(vm.argv), flush=True)
    t0 = time.monotonic()
    vm.start()
    serial = Serial(serial_log)
    shell = Shell(sh_sock)
    try:
        try:
            qmp = QMP(qmp_sock, wait_s=30.0, poll_s=0.1)
        except QMPError:
            die("cannot connect to QMP at " + qmp_sock)

        def shot(name):
            path = os.path.join(out, name + ".png")
            return path if "return" in qmp.screendump(path) else None

        def compared(png, expected):
            """(equal, what pngcmp says) for a screendump against the expected picture."""
            try:
                return pngcmp.compare(png, expected, 0)
            except (OSError, ValueError) as e:
                return False, "pngcmp: %s" % e

        def same(png, expected):
            return compared(png, expected)[0]

        def shot_until(name, expected, timeout):
            """Screendumps until one equals `expected` (the app draws asynchronously to our view)."""
            deadline = time.monotonic() + timeout
            while True:
                path = shot(name)
                if path and same(path, expected):
                    return True, path
                if time.monotonic() > deadline:
                    return False, path
                time.sleep(0.5)

        # -- boot to the first frame: the app's first "present #" line on the serial console
        app_line = r"%s\[\d+\]: " % re.escape(a.app)
        m = serial.wait(app_line + r"present #1 ", timeout=a.boot_timeout, alive=vm)
        t_frame = time.monotonic() - t0
        if not check("the kiosk presented its first frame (%.1f s after qemu started)" % t_frame, m,
                     serial.text()[-1500:]):
            return 1
        print("board_boot.py: boot to first frame %.1f s (TCG, cortex-a57, 2 vCPUs)" % t_frame, flush=True)
        same_first, p = shot_until("first", first_png, 20)
        check("first frame == faceplate snapshot --scene demo --size %dx%d" % (w, h), same_first,
              compared(p or "", first_png)[1])

        # -- inside, through the debug shell: who runs it, on which seat
        if not check("debug shell on hvc0 answers", shell.connect(60) and shell.ready(120)):
            return 1
        st, active = shell.run("systemctl is-active " + unit)
        check("%s is active" % unit, st == 0 and active == "active", active)
        st, pid = shell.run("systemctl show -p MainPID --value " + unit)
        pid = pid.strip()
        st, uids = shell.run("grep '^Uid:' /proc/%s/status; stat -c %%U /proc/%s" % (pid, pid))
        fields = uids.split()
        check("the app (pid %s) runs as user %s, not root (%s)" % (pid, a.app, " ".join(fields)),
              len(fields) == 6 and fields[5] == a.app and all(u != "0" for u in fields[1:5]), uids)
        st, sess = shell.run("for s in $(loginctl list-sessions --no-legend | awk '{print $1}'); do "
                             "loginctl show-session $s -p Name -p Seat -p TTY -p Active -p Leader -p Service; echo; done")
        # the app's own session (PAM service APP), not the user manager's (systemd-user, no seat)
        found = [blk for blk in sess.split("\n\n") if ("Service=%s" % a.app) in blk.split("\n")]
        blk = found[0] if found else ""
        check("logind session of %s on seat0/tty1, active, led by the app" % a.app,
              ("Name=%s" % a.app) in blk.split("\n") and "Seat=seat0" in blk and "TTY=tty1" in blk and "Active=yes" in blk and ("Leader=%s" % pid) in blk, sess)
        st, fds = shell.run("ls -l /proc/%s/fd | grep -c /dev/dri/card" % pid)
        check("the app holds the DRM device open", st == 0 and fds.strip() not in ("", "0"), fds)
        log = serial.text()
        check("the app opened its devices through the seat manager (its status lines on the serial console)",
              re.search(app_line + r"seat: seat0 \(devices are opened through the seat manager\)", log)
              and re.search(app_line + r"display: DRM /dev/dri/card\d+ \([^)]*opened through seat seat0", log))
        st, getty = shell.run("systemctl is-active getty@tty1.service")
        check("no getty on tty1", getty.strip() != "active", getty)

        # -- the live trace: a follower of the app's journal entries, started before the tap
        t_journal = time.monotonic()
        live = "/run/%s-live.json" % a.app
        # in a subshell: the interactive shell's job control would add its "[1] PID" to the output
        st, follower = shell.run("(journalctl -f --no-tail -o json FACEPLATE_APP=%s > %s 2>&1 & echo $!)" % (a.app, live))
        follower = (re.findall(r"^\d+$", follower, re.M) or ["none"])[-1]
        t_journal = time.monotonic() - t_journal

        # -- a tap from outside: QMP input events on the virtio tablet
        mark = len(serial.text())
        x, y = round(bx * (ABS_MAX + 1) / w), round(by * (ABS_MAX + 1) / h)
        ev = qmp.send_events
        ev({"type": "abs", "data": {"axis": "x", "value": x}}, {"type": "abs", "data": {"axis": "y", "value": y}})
        ev({"type": "btn", "data": {"button": "left", "down": True}})
        time.sleep(0.1)
        ev({"type": "btn", "data": {"button": "left", "down": False}})
        m = serial.wait(app_line + r"action boost -> DemoController", since=mark, timeout=60)
        check("the tap ran Boost's action (journal on the serial console)", m, serial.text()[mark:][-800:])
        t0_journal = time.monotonic()
        check_live_journal(check, shell, a, pid, follower, live, tap_trace, serial.text())
        t_journal += time.monotonic() - t0_journal
        print("board_boot.py: the live journal check took %.1f s" % t_journal, flush=True)
        same_after, p = shot_until("after-tap", after_png, 20)
        check("the next frame == faceplate trace --out of the same tap", same_after,
              compared(p or "", after_png)[1])

        # -- resident memory of the board build, scene built, drawn and tapped (issue 15's VmRSS target)
        check("resident memory of the app read from /proc (VmRSS and smaps agree)",
              resident_memory(shell, pid, a.app, out))

        # -- stop: the app exits cleanly and the console is back
        st, _ = shell.run("systemctl stop " + unit, timeout=60)
        st2, res = shell.run("systemctl is-active %s; systemctl show -p Result --value %s; "
                             "systemctl show -p ExecMainStatus --value %s" % (unit, unit, unit))
        check("systemctl stop: the app ended, cleanly (state, result, status: %s)" % " ".join(res.split()),
              st == 0 and res.split()[:3] == ["inactive", "success", "0"], res)
        time.sleep(2)
        console = shot("console")
        # the text console on tty1: no getty there, so black apart from at most a cursor and a few lines
        dark = pngcmp.dark_fraction(console) if console else -1.0
        check("after the stop the screen is the text console, not the app (%.1f %% dark)" % (dark * 100),
              dark > 0.9)

        # -- first boot grew the root partition into the larger disk
        st, size = shell.run("lsblk -bno SIZE $(findmnt -no SOURCE /); test ! -e /etc/faceplate-grow-root && echo disarmed")
        lines = size.split()
        grown = len(lines) == 2 and lines[1] == "disarmed" and int(lines[0]) > image_size
        check("first boot grew the root partition past the image's size (%s bytes)" % (lines[0] if lines else "?"), grown, size)
        st, du = shell.run("dpkg-query -W -f='${Installed-Size}' %s; echo; df -k --output=used / | tail -1" % a.app)
        print("board_boot.py: installed size of %s: %s KiB; root file system used: %s KiB" %
              (a.app, *((du.split() + ["?", "?"])[:2])), flush=True)
        qmp.call("quit")
        vm.wait(30)
    finally:
        vm.stop()
        try:
            os.unlink(disk)
        except OSError:
            pass
    print("board_boot.py: %d passed, %d failed; %.0f s in qemu" % (results.count(True), results.count(False),
                                                                   time.monotonic() - t0), flush=True)
    return 0 if all(results) else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
