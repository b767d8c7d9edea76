#!/usr/bin/env python3
"""QMP screendumps for scripts/vm/run (standard library only).

  qmp.py serve OUT QEMU_PID   started by scripts/vm/run: until QEMU_PID exits, answers every request file
                              OUT/shot-req-NAME (made by the guest's vm-shot) with a screendump
                              OUT/NAME.png, then writes OUT/shot-done-NAME holding QMP's reply.
  qmp.py shot SOCKET FILE     one screendump now, from the host (SOCKET = OUT/qmp-ext.sock; QMP takes one
                              client per socket, so run opens a second one for this).
"""
import json
import os
import socket
import sys
import time


class QMP:
    def __init__(self, path, wait_s=10.0):
        deadline = time.monotonic() + wait_s
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    sys.exit("qmp.py: cannot connect to " + path)
                time.sleep(0.05)
        self.io = self.sock.makefile("rw")
        json.loads(self.io.readline())              # greeting
        self.call("qmp_capabilities")

    def call(self, command, **arguments):
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

    def screendump(self, filename):
        return self.call("screendump", filename=os.path.abspath(filename), format="png")


def serve(out, qemu_pid):
    qmp = QMP(os.path.join(out, "qmp.sock"))
    while os.path.exists("/proc/%d" % qemu_pid):
        for name in sorted(os.listdir(out)):
            if not name.startswith("shot-req-"):
                continue
            shot = name[len("shot-req-"):]
            os.unlink(os.path.join(out, name))
            reply = qmp.screendump(os.path.join(out, shot + ".png"))
            print(time.strftime("%H:%M:%S"), shot, json.dumps(reply), flush=True)
            tmp = os.path.join(out, ".shot-done-" + shot)
            with open(tmp, "w") as f:
                f.write(json.dumps(reply))
            os.rename(tmp, os.path.join(out, "shot-done-" + shot))   # appears whole to the guest
        time.sleep(0.03)


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "serve":
        serve(sys.argv[2], int(sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "shot":
        reply = QMP(sys.argv[2]).screendump(sys.argv[3])
        print(json.dumps(reply))
        sys.exit(0 if "return" in reply else 1)
    else:
        sys.exit(__doc__)


main()
