#!/usr/bin/python3
"""Checks an `inset --screenshot` picture against the map the app wrote beside it.

Samples pixels where the layout says things are: the device body around the display, the
safe-area tint inside the safe area and not outside it, and each finding's outline in its
severity's colour. Uses Debian's python3 with GdkPixbuf (no third-party modules).

usage: check_screenshot.py SHOT.png SHOT.json
"""
import json
import sys

import gi

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402


class Picture:
    def __init__(self, path):
        self.pixbuf = GdkPixbuf.Pixbuf.new_from_file(path)
        self.width, self.height = self.pixbuf.get_width(), self.pixbuf.get_height()
        self.stride, self.channels = self.pixbuf.get_rowstride(), self.pixbuf.get_n_channels()
        self.bytes = self.pixbuf.get_pixels()

    def pixel(self, x, y):
        x, y = int(round(x)), int(round(y))
        x, y = min(max(x, 0), self.width - 1), min(max(y, 0), self.height - 1)
        i = y * self.stride + x * self.channels
        return tuple(self.bytes[i:i + 3])


def brightness(p):
    return sum(p) / 3


def inside(rect, x, y, pad=0):
    rx, ry, rw, rh = rect
    return rx - pad <= x <= rx + rw + pad and ry - pad <= y <= ry + rh + pad


SEVERITY_TEST = {
    # error red, warning orange, info blue (Palette.severity), allowing for antialiased edges
    "error": lambda p: p[0] > 150 and p[0] - p[1] > 80 and p[0] - p[2] > 80 and abs(p[1] - p[2]) < 40,
    "warning": lambda p: p[0] > 180 and p[0] - p[2] > 110 and 40 < p[1] - p[2] < 150,
    "info": lambda p: p[2] > 150 and p[2] - p[0] > 70,
}


def main(shot, map_path):
    picture = Picture(shot)
    layout = json.load(open(map_path))
    failures = []

    def check(ok, message):
        print(("ok   " if ok else "FAIL ") + message)
        if not ok:
            failures.append(message)

    dx, dy, dw, dh = layout["display"]
    bx, by, bw, bh = layout["body"]
    scale = layout["scale"]

    # The device: its body is dark beside the display, the canvas around it is not.
    if bw > dw + 4:
        body = picture.pixel(dx - (dx - bx) / 2, dy + dh / 2)
        check(brightness(body) < 70, f"device body left of the display is dark {body}")
        backdrop = picture.pixel(bx - 12, by + bh / 2)
        check(brightness(backdrop) > 150 or layout["appearance"] == "dark", f"canvas beside the device is light {backdrop}")

    # The safe-area tint: green over the screen inside, none in the band above it.
    covered = [r for i, r in layout["elements"].items() if layout["roles"][i] not in ("background", "list", "view")]
    sx, sy, sw, sh = layout["safeArea"]
    tinted = neutral = 0
    samples = 0
    for fx in (0.1, 0.3, 0.5, 0.7, 0.9):
        for fy in (0.15, 0.35, 0.55, 0.75, 0.9):
            x, y = sx + sw * fx, sy + sh * fy
            if any(inside(r, x, y, pad=3) for r in covered) or any(inside(f["rect"], x, y, pad=4) for f in layout["findings"]):
                continue
            p = picture.pixel(x, y)
            samples += 1
            if p[1] - p[0] >= 4:  # the green tint lifts green over red, on white or grey alike
                tinted += 1
    check(samples > 0 and tinted >= samples * 0.8, f"safe area is tinted green at {tinted} of {samples} empty points")
    wx, wy, ww, wh = layout["window"]
    if sy - wy > 12 * scale:
        for fx in (0.08, 0.92):
            x, y = wx + ww * fx, wy + (sy - wy) * 0.15
            housing = layout.get("sensorHousing")
            if housing and inside(housing, x, y, pad=4):
                continue
            p = picture.pixel(x, y)
            if p[1] - p[0] < 3:
                neutral += 1
        check(neutral >= 1, "above the safe area the screen is not tinted")

    # Findings: each outline is drawn in its severity's colour along its left edge.
    for finding in layout["findings"]:
        fx, fy, fw, fh = finding["rect"]
        if fw <= 0 or fh <= 0 or not inside(layout["window"], fx + fw / 2, fy + fh / 2):
            continue
        test = SEVERITY_TEST[finding["severity"]]
        hits = [picture.pixel(fx + d, fy + fh * t) for d in (-2, -1, 0, 1, 2) for t in (0.3, 0.5, 0.7)]
        check(any(test(p) for p in hits), f"{finding['severity']} outline of {finding['rule']} at {[round(v) for v in finding['rect']]}")

    if failures:
        print(f"{len(failures)} check(s) failed in {shot}")
        return 1
    print(f"all checks passed in {shot}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
