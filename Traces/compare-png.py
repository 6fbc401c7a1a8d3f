#!/usr/bin/env python3
"""Compares two PNG files pixel by pixel (8-bit RGB/RGBA, non-interlaced; no dependencies).
Prints the number of differing pixels and the largest channel difference; exit 0 if no
channel differs by more than TOLERANCE (default 0), 1 otherwise; with PIXELS, exit 0 if at most
PIXELS pixels differ by more than TOLERANCE (two filters of scaled text: a cylinder's rows).
    compare-png.py A.png B.png [TOLERANCE [PIXELS]]"""
import sys, zlib, struct

def load(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path + ": not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, inter = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and inter == 0, path + ": unsupported PNG"
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(w)])
        prev = line
    return w, h, rows

wa, ha, a = load(sys.argv[1]); wb, hb, b = load(sys.argv[2])
if (wa, ha) != (wb, hb):
    print(f"sizes differ: {wa}x{ha} vs {wb}x{hb}"); sys.exit(1)
diff = [(x, y) for y in range(ha) for x in range(wa) if a[y][x] != b[y][x]]
worst = max((max(abs(p - q) for p, q in zip(a[y][x], b[y][x])) for x, y in diff), default=0)
tolerance = int(sys.argv[3]) if len(sys.argv) > 3 else 0
beyond = sum(1 for x, y in diff if max(abs(p - q) for p, q in zip(a[y][x], b[y][x])) > tolerance)
allowed = int(sys.argv[4]) if len(sys.argv) > 4 else None
print(f"{len(diff)} of {wa * ha} pixels differ (largest channel difference {worst})"
      + (f", {beyond} by more than {tolerance} (at most {allowed})" if allowed is not None else ""))
sys.exit(0 if (worst <= tolerance if allowed is None else beyond <= allowed) else 1)
