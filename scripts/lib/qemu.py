#!/usr/bin/env python3
"""The one qemu launcher of the test harnesses (standard library only). scripts/vm/run (x86_64, q35, the
host's / over 9p) and scripts/lib/board_boot.py (aarch64, virt, a board image's disk) differ in the
machine and its devices; this owns what they share: the command line's common part (TCG on every host
thread, no display window, no network, no reboot unless asked), a kernel booted directly with its initrd and command
line, the serial console written to a file, QMP sockets, starting QEMU, a time limit, and stopping it.

  qemu.py ARCH [options] -- MACHINE-AND-DEVICE-ARGS...
      runs one qemu-system-ARCH to its end and exits with its status (124 when --timeout ended it, as
      timeout(1) does; 130 / 143 when interrupted or terminated, after stopping QEMU).
      --machine M --cpu C --smp N --mem SIZE --kernel FILE --initrd FILE --append TEXT
      --console FILE       the serial console's log
      --qmp SOCKET         a QMP server socket (repeatable: QMP takes one client per socket)
      --timeout S          stop QEMU after S seconds
      --serve-shots OUT    answer the guest's screendump requests in OUT (scripts/lib/qmp.py serve, on
                           the first --qmp socket) while QEMU runs; its log goes to OUT/qmp.log
      --follow             copy the console log to standard output as it grows
"""
import argparse
import os
import signal
import subprocess
import sys
import threading
import time

import qmp as qmp_client


def escape(value):
    """A QEMU option value: commas are doubled (QEMU's own escape)."""
    return value.replace(",", ",,")


def command(arch, machine, cpu, smp, mem, kernel, initrd, append, console, qmp_sockets=(), devices=(),
            reboot=False):
    """The qemu-system-ARCH command line: the shared part, then `devices` (the caller's machine-specific
    options: display, disks, shares, input). `reboot`: a reboot in the guest restarts the machine (the
    same kernel, initrd and command line, as firmware would load them again) instead of ending QEMU."""
    argv = ["qemu-system-" + arch, "-machine", machine, "-cpu", cpu, "-smp", str(smp), "-m", str(mem),
            "-accel", "tcg,thread=multi", "-display", "none"] + ([] if reboot else ["-no-reboot"]) + [
            "-nic", "none", "-kernel", kernel, "-initrd", initrd, "-append", append,
            "-chardev", "file,id=console,path=" + escape(console), "-serial", "chardev:console"]
    for sock in qmp_sockets:
        argv += ["-qmp", "unix:%s,server=on,wait=off" % escape(sock)]
    return argv + list(devices)


class Qemu:
    """One QEMU process started from `command()`'s list."""

    def __init__(self, argv):
        self.argv = argv
        self.proc = None
        self.started = None

    def start(self):
        self.proc = subprocess.Popen(self.argv, stdin=subprocess.DEVNULL)
        self.started = time.monotonic()
        return self

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def poll(self):
        return self.proc.poll()

    def wait(self, timeout=None):
        """QEMU's exit status, or None when it still runs after `timeout` seconds."""
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None

    def stop(self, grace_s=10.0):
        """Ends QEMU: SIGTERM, then SIGKILL after `grace_s`."""
        if self.alive():
            self.proc.terminate()
            if self.wait(grace_s) is None:
                self.proc.kill()
                self.proc.wait()


def follow(path, qemu):
    """Copies the file at `path` to standard output as it grows, until QEMU has ended."""
    pos = 0
    while True:
        running = qemu.alive()
        try:
            with open(path, "rb") as f:
                f.seek(pos)
                data = f.read()
        except OSError:
            data = b""
        if data:
            pos += len(data)
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        if not running:
            return
        time.sleep(0.2)


def main():
    ap = argparse.ArgumentParser(prog="qemu.py", usage=__doc__)
    ap.add_argument("arch")
    for name in ("--machine", "--cpu", "--kernel", "--initrd", "--append", "--console"):
        ap.add_argument(name, required=True)
    ap.add_argument("--smp", default="2")
    ap.add_argument("--mem", default="1G")
    ap.add_argument("--qmp", action="append", default=[])
    ap.add_argument("--timeout", type=float)
    ap.add_argument("--serve-shots")
    ap.add_argument("--follow", action="store_true")
    argv = sys.argv[1:]
    cut = argv.index("--") if "--" in argv else len(argv)
    a = ap.parse_args(argv[:cut])
    devices = argv[cut + 1:]
    qemu = Qemu(command(a.arch, a.machine, a.cpu, a.smp, a.mem, a.kernel, a.initrd, a.append, a.console,
                        a.qmp, devices))
    # The caller (a shell script waiting on this as a background job) stops it with SIGTERM.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    helpers = []
    try:
        qemu.start()
        if a.serve_shots:
            def shots():
                with open(os.path.join(a.serve_shots, "qmp.log"), "w") as log:
                    try:
                        qmp_client.serve(a.serve_shots, qemu.alive, log)
                    except (qmp_client.QMPError, OSError, ValueError) as e:
                        print("qmp.py: %s" % e, file=log, flush=True)
            helpers.append(threading.Thread(target=shots, daemon=True))
        if a.follow:
            helpers.append(threading.Thread(target=follow, args=(a.console, qemu), daemon=True))
        for t in helpers:
            t.start()
        status = qemu.wait(a.timeout)
        if status is None:
            qemu.stop()
            status = 124
        for t in helpers:
            t.join(2)
        return status
    except KeyboardInterrupt:
        return 130
    finally:
        qemu.stop()


if __name__ == "__main__":
    sys.exit(main())
