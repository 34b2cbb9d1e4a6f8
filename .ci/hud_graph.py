#!/usr/bin/env python3
"""Checks the HUD's frozen force graph across window screenshots (tuning-window.sh):
   hud_graph.py still A.png B.png   the graph inside its frozen border is the same in both
   hud_graph.py moved B.png C.png   it differs (`,` scrolled it back)
The graph is found by its frozen border, the only pixels of (100, 210, 255) right of the phone."""
import sys

from png_colours import pixels

BORDER = bytes((100, 210, 255))


def graph(path):
    width, height, bpp, rows = pixels(path)
    xs, ys = [], []
    for y, row in enumerate(rows):
        for x in range(width // 2, width):
            if row[x * bpp:x * bpp + 3] == BORDER:
                xs.append(x)
                ys.append(y)
    if not xs:
        raise SystemExit(f"{path}: error: no frozen graph (no border of {tuple(BORDER)}) in the HUD")
    left, right, top, bottom = min(xs), max(xs), min(ys), max(ys)
    if right - left < 100 or bottom - top < 100:
        raise SystemExit(f"{path}: error: the frozen border is {right - left}x{bottom - top}, not a graph")
    # Inside the 2-point border (at most 4 pixels at scale 2), the bars and threshold lines.
    inner = [row[(left + 4) * bpp:(right - 3) * bpp] for row in rows[top + 4:bottom - 3]]
    bars = sum(1 for row in inner for x in range(0, len(row), bpp) if row[x:x + 3] != bytes((44, 44, 46)))
    return (left, right, top, bottom), inner, bars


def main():
    mode, first, second = sys.argv[1], sys.argv[2], sys.argv[3]
    box_a, a, bars_a = graph(first)
    box_b, b, bars_b = graph(second)
    if box_a != box_b:
        raise SystemExit(f"error: the graph moved on screen: {box_a} in {first}, {box_b} in {second}")
    if bars_a == 0 or bars_b == 0:
        raise SystemExit("error: the frozen graph is empty: nothing to see move or stay")
    changed = sum(1 for ra, rb in zip(a, b) if ra != rb)
    if mode == "still" and changed:
        raise SystemExit(f"error: the frozen graph changed in {changed} rows between {first} and {second}")
    if mode == "moved" and not changed:
        raise SystemExit(f"error: the graph did not move between {first} and {second}")
    print(f"hud graph {mode}: ok ({changed} rows differ, box {box_a})")


if __name__ == "__main__":
    main()
