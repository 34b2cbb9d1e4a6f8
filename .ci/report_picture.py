#!/usr/bin/env python3
"""Counts the pixels of given colours in a screenshot (an 8-bit RGB/RGBA PNG, decoded with
.ci/png_colours.py's standard-library reader) and fails unless each count is in its range.

  report_picture.py SHOT.png NAME=RRGGBB:MIN[:MAX] ...
A colour matches within 6 levels per channel (antialiased text keeps its core pixels)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from png_colours import pixels  # noqa: E402


def main():
    path, specs = sys.argv[1], sys.argv[2:]
    wanted = []
    for spec in specs:
        name, _, rest = spec.partition("=")
        parts = rest.split(":")
        rgb = bytes.fromhex(parts[0])
        low = int(parts[1])
        high = int(parts[2]) if len(parts) > 2 else None
        wanted.append((name, rgb, low, high))
    width, height, bpp, rows = pixels(path)
    counts = [0] * len(wanted)
    for row in rows:
        for x in range(0, len(row), bpp):
            r, g, b = row[x], row[x + 1], row[x + 2]
            for i, (_, rgb, _, _) in enumerate(wanted):
                if abs(r - rgb[0]) <= 6 and abs(g - rgb[1]) <= 6 and abs(b - rgb[2]) <= 6:
                    counts[i] += 1
    failed = False
    for (name, rgb, low, high), count in zip(wanted, counts):
        ok = count >= low and (high is None or count <= high)
        print(f"{path}: {name} #{rgb.hex()}: {count} pixels ({'ok' if ok else 'expected ' + str(low) + (('..' + str(high)) if high is not None else '+')})")
        failed = failed or not ok
    if failed:
        raise SystemExit(f"{path}: error: the picture is not what the report should show")


if __name__ == "__main__":
    main()
