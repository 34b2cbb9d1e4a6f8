#!/usr/bin/env python3
"""The window smoke test's picture check: the real window's screenshot must show the home screen
where `forcelab layout` says it is. At every icon's centre the window's colour must be the one
the headless renderer draws there (`forcelab render` at the same scale: the same pixels, within
TOLERANCE per channel), and differ from the wallpaper just outside the icon; and the icons must
not all be one colour. A blank, black, shifted or half-drawn window fails, naming the place.
   window_colours.py WINDOW.png RENDER.png LAYOUT.json"""
import json
import sys

from png_colours import pixels

TOLERANCE = 2


def main():
    window_path, render_path, layout_path = sys.argv[1:4]
    window = pixels(window_path)
    render = pixels(render_path)
    if window[:2] != render[:2]:
        raise SystemExit(f"{window_path}: error: the window is {window[0]}x{window[1]}, the phone {render[0]}x{render[1]}")
    width, height, _, _ = render
    layout = json.load(open(layout_path))
    scale = width / layout["size"]["width"]

    def colour(picture, x, y):
        _, _, bpp, rows = picture
        px, py = int(x * scale), int(y * scale)
        return tuple(rows[py][px * bpp:px * bpp + 3])

    icons = [icon for icon in layout["pages"][0]] + layout.get("dock", [])
    if len(icons) < 4:
        raise SystemExit(f"{layout_path}: error: only {len(icons)} icons in the layout")
    seen = set()
    for icon in icons:
        centre, frame = icon["center"], icon["frame"]
        want = colour(render, centre["x"], centre["y"])
        got = colour(window, centre["x"], centre["y"])
        if any(abs(a - b) > TOLERANCE for a, b in zip(want, got)):
            raise SystemExit(f"{window_path}: error: {icon['app']}'s icon centre is {got}, the renderer draws {want}")
        outside = colour(window, max(0, frame["x"] - 3), centre["y"])
        if outside == got:
            raise SystemExit(f"{window_path}: error: {icon['app']}'s icon is the colour of the wallpaper beside it {got}")
        seen.add(got)
    if len(seen) < len(icons) // 2:
        raise SystemExit(f"{window_path}: error: {len(icons)} icons in only {len(seen)} colours")
    print(f"{window_path}: {len(icons)} icons where the layout puts them, in {len(seen)} colours, as rendered")


if __name__ == "__main__":
    main()
