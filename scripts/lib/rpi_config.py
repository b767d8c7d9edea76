#!/usr/bin/env python3
"""A Raspberry Pi board profile's boot settings, for scripts/board-image and scripts/test-board-image.

  rpi_config.py PROFILE.json config    lines for config.txt (raspi-firmware appends them from
                                       /etc/default/raspi-firmware-custom)
  rpi_config.py PROFILE.json cmdline   extra kernel command line words (/etc/default/raspi-extra-cmdline)

The panel's device-tree overlay comes from the table below, keyed by the profile's file name: board
profiles are read by the app, whose parser is strict about keys, and the overlay is the image's
business, not the app's. The rotation comes from the profile (display.rotation): the app rotates its
own drawing and touch, so the boot settings only turn the text console the same way (fbcon=rotate).
"""
import json
import os
import sys

# Overlays as Raspberry Pi's firmware documents them for the KMS driver (vc4-kms-v3d).
OVERLAYS = {
    "rpi-7inch-dsi": ["vc4-kms-dsi-7inch"],                 # the original 7" Touch Display (DSI)
    "rpi-touch-display-2": ["vc4-kms-dsi-ili9881-7inch"],   # Touch Display 2, 7" (ILI9881 + Goodix)
}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("config", "cmdline"):
        sys.exit("usage: rpi_config.py PROFILE.json config|cmdline")
    path = sys.argv[1]
    try:
        with open(path) as f:
            profile = json.load(f)
        rotation = int(profile["display"].get("rotation", 0))
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit("rpi_config.py: %s: %s" % (path[-80:], str(e)[:120]))
    if rotation not in (0, 90, 180, 270):
        sys.exit("rpi_config.py: %s: display.rotation must be 0, 90, 180 or 270" % path[-80:])
    name = os.path.basename(path)[:-5] if path.endswith(".json") else os.path.basename(path)
    if sys.argv[2] == "config":
        print("# Faceplate board profile %s (scripts/board-image)" % name)
        print("# KMS display driver: /dev/dri/card* for the app, no firmware framebuffer")
        print("dtoverlay=vc4-kms-v3d")
        for overlay in OVERLAYS.get(name, []):
            print("dtoverlay=" + overlay)
        if rotation:
            print("# display.rotation %d: the app rotates itself; the console via fbcon=rotate" % rotation)
    else:
        words = []   # raspi-firmware's hook writes root=, rootwait, fsck.repair=yes itself
        if rotation:
            words.append("fbcon=rotate:%d" % (rotation // 90))
        print(" ".join(words))


if __name__ == "__main__":
    main()
