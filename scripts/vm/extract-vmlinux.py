#!/usr/bin/env python3
"""extract-vmlinux.py BZIMAGE OUT

Finds the compressed stream inside a Debian bzImage whose content is an ELF and writes it to OUT. QEMU's
-kernel boots that ELF directly through its PVH note, skipping the in-guest decompression (seconds under
TCG). Debian 12's kernels are xz-compressed (Python's lzma); Debian 13's are zstd-compressed, which the
standard library cannot read before Python 3.14: the `zstd` command does it (scripts/debian-packages).
"""
import lzma
import shutil
import subprocess
import sys

XZ = b"\xfd7zXZ\x00"
ZSTD = b"\x28\xb5\x2f\xfd"


def candidates(data, magic):
    start = data.find(magic)
    while start >= 0:
        yield start
        start = data.find(magic, start + 1)


def from_xz(data):
    for start in candidates(data, XZ):
        try:
            elf = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(data[start:])
        except lzma.LZMAError:
            continue
        if elf.startswith(b"\x7fELF"):
            return elf
    return None


def from_zstd(data):
    if data.find(ZSTD) < 0:
        return None
    zstd = shutil.which("zstd")
    if zstd is None:
        sys.exit("extract-vmlinux: the kernel is zstd-compressed and there is no zstd command "
                 "(apt-get install zstd; scripts/vm/setup installs it)")
    for start in candidates(data, ZSTD):
        # The payload ends with the kernel's 4-byte size, which zstd reports as trailing garbage: the exit
        # status says nothing, the ELF header does.
        run = subprocess.run([zstd, "-d", "-c", "-q"], input=data[start:], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
        if run.stdout.startswith(b"\x7fELF"):
            return run.stdout
    return None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    data = open(sys.argv[1], "rb").read()
    elf = from_xz(data) or from_zstd(data)
    if elf is None:
        sys.exit("extract-vmlinux: no xz- or zstd-compressed ELF in " + sys.argv[1])
    with open(sys.argv[2], "wb") as out:
        out.write(elf)
    print("extract-vmlinux: %s -> %s (%d MiB)" % (sys.argv[1], sys.argv[2], len(elf) >> 20))


main()
