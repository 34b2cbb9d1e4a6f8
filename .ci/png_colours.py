#!/usr/bin/env python3
"""Counts the distinct colours of an 8-bit RGB/RGBA non-interlaced PNG (what SDL_image writes),
with the standard library only, and fails when there are fewer than --at-least."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: error: not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise SystemExit(f"{path}: error: only 8-bit RGB/RGBA non-interlaced PNGs are supported")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        filt = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if filt == 1:
                line[i] = (line[i] + a) & 255
            elif filt == 2:
                line[i] = (line[i] + b) & 255
            elif filt == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif filt == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, bpp, rows


def main():
    path = sys.argv[1]
    minimum = int(sys.argv[sys.argv.index("--at-least") + 1]) if "--at-least" in sys.argv else 2
    width, height, bpp, rows = pixels(path)
    colours = set()
    for row in rows:
        for x in range(0, len(row), bpp * 3):
            colours.add(row[x:x + 3])
    print(f"{path}: {width}x{height}, {len(colours)} distinct colours (sampled)")
    if len(colours) < minimum:
        raise SystemExit(f"{path}: error: only {len(colours)} colours; the window looks blank")


if __name__ == "__main__":
    main()
