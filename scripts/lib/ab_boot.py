#!/usr/bin/env python3
"""Boots an A/B board image (scripts/board-image --ab --board qemu-virt) under qemu-system-aarch64 (TCG)
and updates it with RAUC, as scripts/test-ab-update. Standard library only.

One QEMU process for every boot: a reboot in the guest restarts the machine with the same kernel,
initrd and command line (as firmware would load them again from the boot partition), and the
initramfs chooses the slot. The bundles come on a second disk (an ext4 image, /dev/vdb); commands go
through systemd's debug shell on hvc0 (enabled on this boot's command line only, as board_boot.py).

  1. boot slot A (the factory root): the app runs, the slot is marked good, a setting is written to
     the data partition
  2. bad input on slot A: a bundle signed with a key outside the keyring, a truncated bundle, a
     bundle whose root is larger than a slot — each refused with its reason, the boot state and the
     running slot untouched
  3. install the good bundle (into B), reboot: slot B runs the new version, the setting is still there
  4. install a bundle whose app fails to start (into A), reboot: the new slot's app fails, its boot is
     never complete, systemd reboots, and the chooser falls back to B by itself
Prints "ok: ..." / "FAIL: ..." lines and each step's seconds; exit 0 = all passed.
"""
import argparse
import os
import re
import subprocess
import sys
import time

import qemu as launcher
from board_boot import Serial, Shell


def die(msg):
    sys.exit("ab_boot.py: error: " + msg)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--image", required=True)
    ap.add_argument("--boot-offset", type=int, required=True)
    ap.add_argument("--bundles", required=True, help="an ext4 image with good.raucb, bad-app.raucb, "
                    "other-key.raucb, truncated.raucb, too-big.raucb")
    ap.add_argument("--app", default="faceplate")
    ap.add_argument("--old-version", required=True)
    ap.add_argument("--new-version", required=True)
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--boot-timeout", type=float, default=600.0)
    a = ap.parse_args()
    out = a.out_dir
    os.makedirs(out, exist_ok=True)
    results = []
    times = []

    def check(what, cond, detail=""):
        results.append(bool(cond))
        print(("ok: " if cond else "FAIL: ") + what + ("" if cond or not detail else " (" + detail[:600] + ")"), flush=True)
        return cond

    env = dict(os.environ, MTOOLS_SKIP_CHECK="1")
    boot = "%s@@%d" % (a.image, a.boot_offset)
    for name in ("vmlinuz", "initrd.img", "cmdline.txt"):
        r = subprocess.run(["mcopy", "-o", "-i", boot, "::/" + name, os.path.join(out, name)], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0:
            die("cannot copy %s from the boot partition: %s" % (name, r.stdout.strip()[-200:]))
    with open(os.path.join(out, "cmdline.txt")) as f:
        cmdline = f.read().strip()
    disk = os.path.join(out, "disk.img")
    if subprocess.run(["cp", "--sparse=always", a.image, disk]).returncode != 0:
        die("cannot copy the image")
    serial_log = os.path.join(out, "serial.log")
    sh_sock = os.path.join(out, "shell.sock")
    for p in (serial_log, sh_sock):
        if os.path.exists(p):
            os.unlink(p)
    # No "quiet": the chooser's line ("faceplate-ab: booting slot X") on the console marks each boot.
    append = cmdline + " systemd.journald.forward_to_console=1 systemd.debug_shell=/dev/hvc0 systemd.mask=serial-getty@hvc0.service"
    vm = launcher.Qemu(launcher.command(
        "aarch64", machine="virt", cpu="cortex-a57", smp=2, mem=1024,
        kernel=os.path.join(out, "vmlinuz"), initrd=os.path.join(out, "initrd.img"), append=append,
        console=serial_log, reboot=True,
        devices=["-drive", "if=none,id=disk,format=raw,file=" + launcher.escape(disk), "-device", "virtio-blk-pci,drive=disk",
                 "-drive", "if=none,id=bundles,format=raw,readonly=on,file=" + launcher.escape(a.bundles),
                 "-device", "virtio-blk-pci,drive=bundles",
                 "-device", "virtio-gpu-pci,xres=800,yres=480", "-device", "virtio-tablet-pci",
                 "-device", "virtio-serial-pci",
                 "-chardev", "socket,id=sh,path=%s,server=on,wait=off" % launcher.escape(sh_sock),
                 "-device", "virtconsole,chardev=sh"]))
    print("ab_boot.py: " + " ".join(vm.argv), flush=True)
    serial = Serial(serial_log)
    shell = Shell(sh_sock)
    unit = a.app + "-kiosk.service"
    t_all = time.monotonic()
    vm.start()
    boots = [0]   # serial offset after the last boot's chooser line

    def next_boot(what, slot, t0):
        """Waits for the chooser to boot `slot`, then for the shell; False when it did not."""
        m = serial.wait(r"faceplate-ab: booting slot ([AB])\b.*$", since=boots[0], timeout=a.boot_timeout, alive=vm.proc)
        if not check("%s: the chooser boots slot %s (%s)" % (what, slot, m.group(0).strip() if m else "no chooser line"),
                     m and m.group(1) == slot, serial.text()[boots[0]:][-600:]):
            return False
        boots[0] = m.end()
        if not check("%s: debug shell answers" % what, shell.connect(60) and shell.ready(a.boot_timeout)):
            return False
        times.append(("%s (boot to shell)" % what, time.monotonic() - t0))
        return True

    def marked_good(what, slot, t0):
        """The app ran long enough, and RAUC marked the slot good (its attempts back up)."""
        st, res = shell.run("systemctl start faceplate-ab-mark-good.service; systemctl is-active %s faceplate-ab-healthy.service "
                            "faceplate-ab-mark-good.service; cat /boot/firmware/ab-state.txt" % unit, timeout=300)
        check("%s: the app runs and slot %s is marked good (%s)" % (what, slot, res.replace("\n", "; ")),
              st == 0 and res.startswith("active\nactive\nactive") and ("%s=3" % slot) in res)
        times.append(("%s (to marked good)" % what, time.monotonic() - t0))
        # the debug shell starts before D-Bus: RAUC's service answers once the boot is complete
        st, booted = shell.run("cat /run/faceplate-ab/booted; rauc status --output-format=shell | grep -E '^RAUC_(SYSTEM_BOOTED_BOOTNAME|BOOT_PRIMARY)='")
        check("%s: RAUC sees slot %s booted (%s)" % (what, slot, booted.replace("\n", "; ")), st == 0 and
              booted.split("\n")[0] == slot and ("RAUC_SYSTEM_BOOTED_BOOTNAME='%s'" % slot) in booted)

    def version_is(what, version):
        st, rel = shell.run("sed -n 's/^VERSION=//p' /etc/faceplate-release; dpkg-query -W -f='${Version}' %s" % a.app)
        check("%s: version %s runs (%s)" % (what, version, rel.replace("\n", "; ")), st == 0 and rel == version + "\n" + version)

    try:
        # -- 1. the factory slot
        t0 = time.monotonic()
        if not next_boot("first boot", "A", t0):
            return 1
        marked_good("first boot", "A", t0)
        version_is("first boot", a.old_version)
        st, res = shell.run("findmnt -no SOURCE,TARGET /var/lib/%s | head -1; echo 'PANEL_SETTING=kept' >> /var/lib/%s/settings; "
                            "mkdir -p /mnt/bundles && mount -o ro /dev/vdb /mnt/bundles && ls /mnt/bundles" % (a.app, a.app))
        check("the app's state directory is on the data partition, and a setting is written (%s)" % res.replace("\n", "; "),
              st == 0 and "/var/lib/" + a.app in res and "good.raucb" in res)

        # -- 2. bad input: refused, nothing changed
        st, before = shell.run("cat /boot/firmware/ab-state.txt")
        # RAUC's service says why in its journal: "installing BUNDLE: REASON", among its progress lines
        # for the same bundle (the client only says that it failed). A root larger than the slot is
        # refused before anything is written.
        for name, reason in (("other-key.raucb", r"signature verification failed"),
                             ("truncated.raucb", r"Invalid bundle format"),
                             ("too-big.raucb", r"Slot \(\d+ bytes\) is too small for image")):
            t1 = time.monotonic()
            st, res = shell.run("rauc install /mnt/bundles/%s >/dev/null 2>&1; echo rc=$?; "
                                "journalctl -b -u rauc -o cat --no-pager | grep -F 'installing /mnt/bundles/%s: ' | "
                                "grep -vE ': (started|finished|Checking and mounting bundle\\.\\.\\.)$' | tail -1"
                                % (name, name), timeout=300)
            rc = re.search(r"rc=(\d+)", res)
            refused = rc is not None and rc.group(1) != "0"
            why = res.split("\n")[-1]
            check("%s is refused with a clear message (%s)" % (name, why[:200]), refused and re.search(reason, why), res[-500:])
            st, after = shell.run("cat /boot/firmware/ab-state.txt; cat /run/faceplate-ab/booted; systemctl is-active %s" % unit)
            check("after %s: the boot state and the running slot are untouched" % name,
                  st == 0 and after.startswith(before + "\nA\nactive"), after)
            times.append(("rauc install %s (refused)" % name, time.monotonic() - t1))

        # -- 3. the update: into B, reboot into it
        t1 = time.monotonic()
        st, res = shell.run("rauc install /mnt/bundles/good.raucb 2>&1 | tail -3; cat /boot/firmware/ab-state.txt", timeout=600)
        check("the good bundle installs into slot B, which becomes the first choice (%s)" % res.replace("\n", "; ")[-200:],
              st == 0 and "order=B A" in res and "B=1" in res)
        times.append(("rauc install good.raucb", time.monotonic() - t1))
        shell.run("systemctl reboot", timeout=10)
        t0 = time.monotonic()
        if not next_boot("after the update", "B", t0):
            return 1
        marked_good("after the update", "B", t0)
        version_is("after the update", a.new_version)
        st, res = shell.run("grep -c '^PANEL_SETTING=kept$' /var/lib/%s/settings" % a.app)
        check("the panel's setting survived the update", st == 0 and res == "1", res)

        # -- 4. an update whose app fails: tried once, then back to B by itself
        t1 = time.monotonic()
        st, res = shell.run("mkdir -p /mnt/bundles && mount -o ro /dev/vdb /mnt/bundles; rauc install /mnt/bundles/bad-app.raucb 2>&1 | tail -3; "
                            "cat /boot/firmware/ab-state.txt", timeout=600)
        check("the bundle with the failing app installs into slot A (%s)" % res.replace("\n", "; ")[-200:],
              st == 0 and "order=A B" in res and "A=1" in res)
        times.append(("rauc install bad-app.raucb", time.monotonic() - t1))
        shell.run("systemctl reboot", timeout=10)
        t0 = time.monotonic()
        m = serial.wait(r"faceplate-ab: booting slot ([AB])\b.*$", since=boots[0], timeout=a.boot_timeout, alive=vm.proc)
        check("the new slot A gets its one trial boot (%s)" % (m.group(0).strip() if m else "no chooser line"), m and m.group(1) == "A")
        if m:
            boots[0] = m.end()
        m = serial.wait(r"app-healthy: .*not healthy.*$", since=boots[0], timeout=a.boot_timeout, alive=vm.proc)
        check("its app fails, so its boot is never complete (%s)" % (m.group(0).strip() if m else "no app-healthy line"), m)
        times.append(("trial boot of the failing slot, to its reboot", time.monotonic() - t0))
        t0 = time.monotonic()
        if not next_boot("after the failed trial", "B", t0):
            return 1
        marked_good("after the failed trial", "B", t0)
        version_is("after the failed trial", a.new_version)
        st, res = shell.run("rauc status --output-format=shell | grep -E '^RAUC_SLOT_STATE_|^RAUC_SLOT_BOOT_STATUS_'; "
                            "grep -c '^PANEL_SETTING=kept$' /var/lib/%s/settings" % a.app)
        check("slot A is bad, slot B good, the setting still there (%s)" % res.replace("\n", "; "),
              st == 0 and res.endswith("\n1") and "'bad'" in res)
    finally:
        vm.stop()
        print("times (s):", flush=True)
        for what, s in times:
            print("  %6.1f  %s" % (s, what), flush=True)
        print("  %6.1f  in all, in one QEMU" % (time.monotonic() - t_all), flush=True)
    return 0 if all(results) else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(130)
