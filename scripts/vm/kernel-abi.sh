# shellcheck shell=bash
# Sourced by scripts/vm/setup (and scripts/check-scripts, which feeds it samples of both releases).
#
# kernel_abi: reads `apt-cache depends linux-image-amd64` on stdin and prints the kernel ABI that the
# meta-package depends on, or nothing:
#   Debian 12 (bookworm)  "  Depends: linux-image-6.1.0-37-amd64"       -> 6.1.0-37-amd64
#   Debian 13 (trixie)    "  Depends: linux-image-6.12.48+deb13-amd64"  -> 6.12.48+deb13-amd64
# Never an -unsigned or -dbg image, nor a virtual <linux-image-...>.
kernel_abi() {
    sed -n 's/^ *|\{0,1\}Depends: linux-image-\([0-9][0-9A-Za-z.+~-]*-amd64\)$/\1/p' | sed -n 1p
}

# valid_kernel_abi KVER: true for the forms above (KVER may come from the environment: it becomes file
# and package names, so nothing else is let through).
valid_kernel_abi() {
    [[ $1 =~ ^[0-9]+\.[0-9]+(\.[0-9]+)?[-+][0-9A-Za-z.+~-]*-amd64$ ]]
}
