#!/usr/bin/env python3
"""extract-vmlinux.py BZIMAGE OUT

Finds the xz stream inside a Debian bzImage whose content is an ELF and writes it to OUT. QEMU's -kernel
boots that ELF directly through its PVH note, skipping the in-guest decompression (seconds under TCG).
"""
import lzma
import sys

MAGIC = b"\xfd7zXZ\x00"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    data = open(sys.argv[1], "rb").read()
    start = data.find(MAGIC)
    while start >= 0:
        try:
            elf = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(data[start:])
        except lzma.LZMAError:
            elf = b""
        if elf.startswith(b"\x7fELF"):
            with open(sys.argv[2], "wb") as out:
                out.write(elf)
            print("extract-vmlinux: %s -> %s (%d MiB)" % (sys.argv[1], sys.argv[2], len(elf) >> 20))
            return
        start = data.find(MAGIC, start + 1)
    sys.exit("extract-vmlinux: no xz-compressed ELF in " + sys.argv[1])


main()
