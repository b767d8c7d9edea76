#!/usr/bin/env python3
"""Lets the linker's --gc-sections drop the unused functions of a prebuilt static Swift runtime.

  swift_unretain.py ARCHIVE.a...      (edits the archives in place; prints what it changed)

Why: Swift (without -internalize-at-link) puts every public function into llvm.used, which LLVM turns
into SHF_GNU_RETAIN on its ELF section: "everything externally visible is considered used"
(swift/lib/IRGen/GenDecl.cpp, markGlobalAsUsedBasedOnLinkage). Debian's libswiftCore.a is built that
way, so ld.lld --gc-sections keeps all 7,771 function sections of its Swift.o, used or not: 0.9 MB of
the board binary is standard-library code nothing calls. A static executable is one link unit and
exports nothing (scripts/cross-build links it --no-export-dynamic), so a public function that no live
code, metadata record or witness table references is dead, as -internalize-at-link assumes for our
own modules.

What: in each Swift object of the archives (an ELF member with swift5_* metadata sections), clear
SHF_GNU_RETAIN on the function sections (.text.*) only. The metadata sections (swift5_protocols,
swift5_protocol_conformances, swift5_type_metadata, ...) keep it: the runtime finds them through
__start_/__stop_ symbols and they keep, through their relocations, every witness, accessor and
method they point at. C and C++ members are not touched. Only flag bits change, in place: member
sizes and the archive's symbol index stay valid. Idempotent.
"""
import os
import struct
import sys

SHF_GNU_RETAIN = 0x200000


def patch_elf(b, base, size):
    """Clears the flag on .text.* sections of the ELF64 LE object at b[base:base+size] when it is a
    Swift object; returns the number of sections changed (0 for anything else)."""
    if size < 64 or b[base:base + 4] != b"\x7fELF" or b[base + 4] != 2 or b[base + 5] != 1:
        return 0
    shoff, = struct.unpack_from("<Q", b, base + 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", b, base + 0x3a)
    if shentsize != 64 or shnum == 0 or shstrndx >= shnum or shoff + shnum * 64 > size:
        return 0
    stroff, strsize = struct.unpack_from("<QQ", b, base + shoff + shstrndx * 64 + 0x18)
    if stroff + strsize > size:
        return 0

    def name(off):
        start = base + stroff + off
        end = b.find(b"\0", start, base + stroff + strsize)
        return bytes(b[start:end if end >= 0 else start])

    headers = [base + shoff + i * 64 for i in range(shnum)]
    names = [name(struct.unpack_from("<I", b, h)[0]) for h in headers]
    if not any(n.startswith(b"swift5_") for n in names):
        return 0
    changed = 0
    for h, n in zip(headers, names):
        flags, = struct.unpack_from("<Q", b, h + 8)
        if n.startswith(b".text.") and flags & SHF_GNU_RETAIN:
            struct.pack_into("<Q", b, h + 8, flags & ~SHF_GNU_RETAIN)
            changed += 1
    return changed


def patch_archive(path):
    with open(path, "rb") as f:
        b = bytearray(f.read())
    if b[:8] != b"!<arch>\n":
        sys.exit("swift_unretain.py: %s is not an ar archive" % path)
    pos, changed, members = 8, 0, 0
    while pos + 60 <= len(b):
        header = b[pos:pos + 60]
        if header[58:60] != b"`\n":
            sys.exit("swift_unretain.py: %s: bad member header at offset %d" % (path, pos))
        size = int(header[48:58].decode().strip())
        data = pos + 60
        if data + size > len(b):
            sys.exit("swift_unretain.py: %s: member at offset %d runs past the end" % (path, pos))
        n = patch_elf(b, data, size)
        changed += n
        members += 1 if n else 0
        pos = data + size + (size & 1)
    if changed:
        tmp = path + ".tmp"
        with open(tmp, "wb") as f:
            f.write(b)
        os.chmod(tmp, os.stat(path).st_mode & 0o7777)
        os.replace(tmp, path)
    return members, changed


def main():
    for path in sys.argv[1:]:
        members, changed = patch_archive(path)
        if changed:
            print("swift_unretain.py: %s: %d function sections of %d Swift object(s) made collectable"
                  % (path.rsplit("/", 1)[-1], changed, members))
    return 0


if __name__ == "__main__":
    sys.exit(main())
