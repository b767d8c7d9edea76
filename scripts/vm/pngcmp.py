#!/usr/bin/env python3
"""Pixel checks on 8-bit RGB/RGBA PNGs (QEMU screendumps), standard library only. Exit 0 = all hold.

  pngcmp.py A.png X,Y=RRGGBB ...      the pixel at (X,Y) is RRGGBB (alpha ignored)
  pngcmp.py A.png X,Y!=RRGGBB ...     ... is anything but RRGGBB
  pngcmp.py A.png size=WxH            the image is W x H
  pngcmp.py A.png B.png [MAX]         same size, at most MAX (default 0) differing pixels
Checks may be mixed: pngcmp.py shot.png size=1280x800 150,140=0000ff 600,400=ffffff
"""
import os
import struct
import sys
import zlib


def unfilter(kind, line, prev, bpp):
    """Undoes one PNG row filter (RFC 2083, 6.2) in place on bytearray `line`."""
    n = len(line)
    if kind == 0:
        return line
    if kind == 2:                                         # Up: the common case for flat images
        return bytearray(map(lambda a, b: (a + b) & 255, line, prev))
    for x in range(n):
        a = line[x - bpp] if x >= bpp else 0
        if kind == 1:                                     # Sub
            line[x] = (line[x] + a) & 255
        elif kind == 3:                                   # Average
            line[x] = (line[x] + ((a + prev[x]) >> 1)) & 255
        elif kind == 4:                                   # Paeth
            b, c = prev[x], (prev[x - bpp] if x >= bpp else 0)
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        else:
            raise ValueError("bad PNG filter type %d" % kind)
    return line


def load(path, rows_needed=None):
    """Returns (width, height, rows) with rows as RGB bytes; decodes only `rows_needed` rows if given."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit("pngcmp: %s is not a PNG" % path)
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        sys.exit("pngcmp: %s: only 8-bit non-interlaced RGB/RGBA is supported" % path)
    bpp = 3 if color == 2 else 4
    raw, stride = zlib.decompress(b"".join(idat)), width * bpp
    count = height if rows_needed is None else min(height, rows_needed)
    rows, prev = [], bytearray(stride)
    for y in range(count):
        start = y * (stride + 1)
        line = unfilter(raw[start], bytearray(raw[start + 1:start + 1 + stride]), prev, bpp)
        rows.append(bytes(line) if bpp == 3 else bytes(v for i, v in enumerate(line) if i % 4 != 3))
        prev = line
    return width, height, rows


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    name = os.path.basename(args[0])
    if args[1].endswith(".png"):
        limit = int(args[2]) if len(args) > 2 else 0
        w, h, a = load(args[0])
        w2, h2, b = load(args[1])
        if (w, h) != (w2, h2):
            print("%s: size %dx%d, %s is %dx%d" % (name, w, h, os.path.basename(args[1]), w2, h2))
            return 1
        diff = sum(1 for y in range(h) if a[y] != b[y] for x in range(w) if a[y][3 * x:3 * x + 3] != b[y][3 * x:3 * x + 3])
        print("%s vs %s: %d differing pixels (at most %d allowed)" % (name, os.path.basename(args[1]), diff, limit))
        return 0 if diff <= limit else 1
    checks = []
    for spec in args[1:]:
        if spec.startswith("size="):
            checks.append(("size", spec[5:]))
            continue
        negate = "!=" in spec
        xy, colour = spec.split("!=" if negate else "=")
        x, y = map(int, xy.split(","))
        checks.append(("pixel", (x, y, colour.lower(), negate)))
    need = max([c[1][1] + 1 for c in checks if c[0] == "pixel"] or [0])
    w, h, rows = load(args[0], need)
    bad = 0
    for kind, value in checks:
        if kind == "size":
            ok = "%dx%d" % (w, h) == value
            print("%s: size %dx%d, want %s%s" % (name, w, h, value, "" if ok else "  <-- MISMATCH"))
        else:
            x, y, want, negate = value
            got = rows[y][3 * x:3 * x + 3].hex() if x < w and y < h else "outside"
            ok = (got != want) if negate else (got == want)
            print("%s: (%d,%d) %s, want %s%s%s" % (name, x, y, got, "not " if negate else "", want, "" if ok else "  <-- MISMATCH"))
        bad += not ok
    return 1 if bad else 0


sys.exit(main())
