#!/bin/bash
# Guest script: only reports what the boot brought up (boot timing, and a quick look at the devices).
ls -l /dev/dri /dev/fb* 2>&1
echo "boot.sh: kernel $(uname -r), uptime $(cut -d' ' -f1 /proc/uptime)s"
