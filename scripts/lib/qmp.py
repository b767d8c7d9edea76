#!/usr/bin/env python3
"""The one QMP client of the test harnesses (standard library only): scripts/vm/run's screendump server
(through scripts/lib/qemu.py) and the board-image boots (scripts/lib/board_boot.py) both use it.

  qmp.py serve OUT QEMU_PID   until QEMU_PID exits, answers every request file OUT/shot-req-NAME (made by
                              the guest's vm-shot) with a screendump OUT/NAME.png, then writes
                              OUT/shot-done-NAME holding QMP's reply.
  qmp.py shot SOCKET FILE     one screendump now, from the host (SOCKET = OUT/qmp-ext.sock; QMP takes one
                              client per socket, so run opens a second one for this).
"""
import json
import os
import socket
import sys
import time


class QMPError(Exception):
    """QEMU's QMP socket could not be reached in time."""


class QMP:
    """One connection to a QMP socket, capabilities negotiated. QEMU makes the socket when it starts, so
    connecting is retried every `poll_s` for up to `wait_s`."""

    def __init__(self, path, wait_s=10.0, poll_s=0.05):
        deadline = time.monotonic() + wait_s
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise QMPError(path)
                time.sleep(poll_s)
        self.io = self.sock.makefile("rw")
        json.loads(self.io.readline())              # greeting
        self.call("qmp_capabilities")

    def call(self, command, **arguments):
        """Sends one command; returns QMP's reply ({"return": ...} or {"error": ...})."""
        msg = {"execute": command}
        if arguments:
            msg["arguments"] = arguments
        self.io.write(json.dumps(msg) + "\n")
        self.io.flush()
        while True:                                  # skip asynchronous events until the reply
            line = self.io.readline()
            if not line:
                return {"error": {"desc": "QMP connection closed"}}
            reply = json.loads(line)
            if "return" in reply or "error" in reply:
                return reply

    def screendump(self, filename, fmt="png"):
        """The guest's display into `filename` (png or ppm); QMP's reply."""
        return self.call("screendump", filename=os.path.abspath(filename), format=fmt)

    def send_events(self, *events):
        """Input events (input-send-event: abs axes, buttons, keys) into the guest's input devices."""
        return self.call("input-send-event", events=list(events))


def serve(out, alive, log=sys.stdout):
    """Answers the guest's screendump requests in `out` while `alive()` is true (see the module's text)."""
    qmp = QMP(os.path.join(out, "qmp.sock"))
    while alive():
        for name in sorted(os.listdir(out)):
            if not name.startswith("shot-req-"):
                continue
            shot = name[len("shot-req-"):]
            os.unlink(os.path.join(out, name))
            reply = qmp.screendump(os.path.join(out, shot + ".png"))
            print(time.strftime("%H:%M:%S"), shot, json.dumps(reply), file=log, flush=True)
            tmp = os.path.join(out, ".shot-done-" + shot)
            with open(tmp, "w") as f:
                f.write(json.dumps(reply))
            os.rename(tmp, os.path.join(out, "shot-done-" + shot))   # appears whole to the guest
        time.sleep(0.03)


def main():
    try:
        if len(sys.argv) == 4 and sys.argv[1] == "serve":
            pid = int(sys.argv[3])
            serve(sys.argv[2], lambda: os.path.exists("/proc/%d" % pid))
        elif len(sys.argv) == 4 and sys.argv[1] == "shot":
            reply = QMP(sys.argv[2]).screendump(sys.argv[3])
            print(json.dumps(reply))
            sys.exit(0 if "return" in reply else 1)
        else:
            sys.exit(__doc__)
    except QMPError as e:
        sys.exit("qmp.py: cannot connect to %s" % e)


if __name__ == "__main__":
    main()
