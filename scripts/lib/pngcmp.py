#!/usr/bin/env python3
"""The one image comparer of the test harnesses: pixel checks on 8-bit RGB/RGBA PNGs (QEMU screendumps),
standard library only; scripts/vm/e2e runs it, scripts/lib/board_boot.py imports it. Exit 0 = all hold.

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
        raise ValueError("%s is not a PNG" % path)
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
        raise ValueError("%s: only 8-bit non-interlaced RGB/RGBA is supported" % path)
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


def compare(path_a, path_b, limit=0):
    """(True when A and B have the same size and differ in at most `limit` pixels, the line saying so)."""
    name, other = os.path.basename(path_a), os.path.basename(path_b)
    w, h, a = load(path_a)
    w2, h2, b = load(path_b)
    if (w, h) != (w2, h2):
        return False, "%s: size %dx%d, %s is %dx%d" % (name, w, h, other, w2, h2)
    diff = sum(1 for y in range(h) if a[y] != b[y] for x in range(w) if a[y][3 * x:3 * x + 3] != b[y][3 * x:3 * x + 3])
    return diff <= limit, "%s vs %s: %d differing pixels (at most %d allowed)" % (name, other, diff, limit)


def dark_fraction(path):
    """The share of pixels with every channel below 64: a text console is mostly black."""
    w, h, rows = load(path)
    dark = sum(1 for row in rows for i in range(0, len(row), 3) if max(row[i:i + 3]) < 64)
    return dark / float(w * h)


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit(__doc__)
    name = os.path.basename(args[0])
    if args[1].endswith(".png"):
        limit = int(args[2]) if len(args) > 2 else 0
        ok, line = compare(args[0], args[1], limit)
        print(line)
        return 0 if ok else 1
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


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ValueError as e:
        sys.exit("pngcmp: %s" % e)
