#!/usr/bin/python3
"""End-to-end test of the Inset app, driven through the accessibility tree as a person would.

Opens a layout, picks another device from the device picker by typing, rotates it, clicks a
finding and checks that the selection and the findings panel follow, clicks off the screen and
checks the selection clears; then breaks the file on disk and checks the problem banner shows
while the last good layout stays, mends it, and rotates with Ctrl+R. Then, on a widget layout: applies a one-click fix with its
Fix button, undoes and redoes it with Ctrl+Z / Ctrl+Shift+Z, saves with Ctrl+S and reads the file
back, and checks that quitting with unsaved changes asks (Save / Discard / Cancel) first. Then
exports a report over every environment (Ctrl+E) and the canvas as a PNG (Ctrl+Shift+E) through
the Save dialog, with screenshots of the progress strip in $INSET_E2E_ARTIFACTS. Then, in the
Layers outline, moves a row down with Alt+Down, deletes it with Delete and drags a row into another.
Then opens a storyboard on the device it was designed on, picks another scene and device, reads
that scene's findings, and picks Korean from the translations beside it. Then does a whole task with the keyboard alone, reading what a screen reader would, and checks that
every control in the window has an accessible name.
Run it with scripts/e2e.sh (Xvfb, a D-Bus session, AT-SPI).

Environment: INSET (the app binary), INSET_LAYOUT (the layout to open).
"""
import json
import difflib
import gettext
import xml.dom.minidom
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

import pyatspi
from dogtail import rawinput, tree
from dogtail.config import config

# GTK 4.8 does not report the "showing" state; hidden widgets leave the tree anyway.
config.searchShowingOnly = False
config.defaultDelay = 0.3
config.searchCutoffCount = 10
config.logDebugToFile = False

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
INSET = os.environ.get("INSET", os.path.join(ROOT, ".build", "debug", "inset"))
LAYOUT = os.environ.get("INSET_LAYOUT", os.path.join(ROOT, "Tests", "InsetAppTests", "Fixtures", "profile.inset.json"))
# Solving is slow in debug builds; every wait polls up to this long.
TIMEOUT = float(os.environ.get("INSET_E2E_TIMEOUT", "60"))


def wait_for(what, probe, timeout=TIMEOUT):
    """Polls `probe` until it returns something truthy; fails naming `what`."""
    deadline = time.time() + timeout
    last_error = None
    while time.time() < deadline:
        try:
            value = probe()
            if value:
                return value
        except Exception as error:  # the tree changes under us while the app works
            last_error = error
        time.sleep(0.25)
    raise AssertionError(f"timed out waiting for {what}" + (f" ({last_error})" if last_error else ""))


def find(node, name=None, role=None, prefix=None):
    """The first showing descendant with this name (or name prefix) and role, or None."""
    def matches(n):
        if role and n.roleName != role:
            return False
        if name is not None and n.name != name:
            return False
        if prefix is not None and not n.name.startswith(prefix):
            return False
        return True
    return node.findChild(matches, retry=False, requireResult=False)


def own_application(pid):
    """The accessible application of process `pid`, or None. An app killed a moment ago may still be
    listed, and asking it anything fails: skip it rather than let it hide the new one."""
    for app in tree.root.applications():
        try:
            if app.name == "inset" and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def click(node):
    """Clicks the middle of a widget with the pointer. GTK 4 reports positions in window
    coordinates; without a window manager the window sits at the screen's top left."""
    x, y = node.position
    w, h = node.size
    rawinput.click(x + w // 2, y + h // 2)


def press(node):
    """Activates a button through its accessible "click" action (a GtkMenuButton's is on its
    inner button), falling back to the pointer."""
    for candidate in [node] + list(node.children):
        if "click" in candidate.actions:
            candidate.doActionNamed("click")
            return
    click(node)


class AppTestCase(unittest.TestCase):
    """One running app on a copy of `source` in a fresh folder, with a recovery store of its own;
    killed, and the folder removed, after the class's tests."""
    source = None       # the layout to copy
    title = None        # how the window's title starts
    arguments = []      # more command-line arguments

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="inset-e2e-")
        cls.layout = os.path.join(cls.folder, os.path.basename(cls.source))
        shutil.copy(cls.source, cls.layout)
        # Toasts stay until the next one (the app's test hook): a busy machine can't make a test
        # miss a message that comes and goes.
        cls.env = dict(os.environ, GSK_RENDERER="cairo", XDG_STATE_HOME=os.path.join(cls.folder, "state"),
                       INSET_TOAST_SECONDS="600")
        cls.prepare()
        cls.launch()

    @classmethod
    def prepare(cls):
        """Whatever a class needs before the app starts."""

    @classmethod
    def launch(cls):
        cls.process = subprocess.Popen([INSET, cls.layout] + cls.arguments, env=cls.env)
        cls.app = wait_for("the app on the accessibility bus", lambda: own_application(cls.process.pid))
        cls.window = wait_for("the window", lambda: find(cls.app, role="frame", prefix=cls.title))

    def status(self):
        """The panel's line saying which environment the findings are for."""
        return find(self.window, role="label", prefix="In ")

    def pick_device(self, shown, typed, narrowed):
        """Picks a device by typing in the device picker's search: waits for the list of the whole
        search (`narrowed` says when the rows are it), then Enter picks the first."""
        picker = wait_for("the device picker", lambda: find(self.window, role="push button", prefix="Device: " + shown))
        press(picker)
        wait_for("the device search to have the keyboard focus",
                 lambda: (lambda e: e and e.focused)(find(self.app, name="Search devices", role="entry")))
        devices = wait_for("the device list", lambda: find(self.app, name="Devices", role="list"))
        everything = len(devices.children)
        rawinput.typeText(typed)
        # Each letter narrows the list again (GTK 4.8 doesn't expose the entry's text).
        wait_for(f"the list to narrow to {typed!r}",
                 lambda: 1 < len(devices.children) < everything and narrowed(devices.children))
        rawinput.pressKey("Return")

    @classmethod
    def tearDownClass(cls):
        if cls.process.poll() is None:
            cls.process.kill()
        cls.process.wait(timeout=10)
        shutil.rmtree(cls.folder, ignore_errors=True)


class InsetAppTest(AppTestCase):
    # A copy, which the reload test may break and mend.
    source = LAYOUT
    title = "Profile"
    arguments = ["--device", "iphone-15-pro"]

    def test_1_device_rotation_and_finding_selection(self):
        window = self.window
        wait_for("findings for iPhone 15 Pro", lambda: self.status() and "iPhone 15 Pro, portrait" in self.status().name)

        # Pick another device by typing in the picker's search: the iPad family's heading row,
        # then only 11" iPads; Enter picks the first.
        self.pick_device("iPhone 15 Pro", "ipad pro 11",
                         lambda rows: rows[0].name == "iPad" and all("iPad" in r.name and "11" in r.name for r in rows[1:]))
        wait_for("the picker to show the iPad", lambda: find(window, role="push button", prefix="Device: 11"))
        ipad = find(window, role="push button", prefix="Device: 11").name[len("Device: "):].split(" (Ctrl")[0]
        wait_for("findings for the iPad", lambda: f"{ipad}, portrait" in self.status().name)

        # Rotate with the toolbar button.
        press(find(window, name="Rotate (Ctrl+R)", role="push button"))
        wait_for("landscape", lambda: f"{ipad}, landscape" in self.status().name)
        canvas = find(window, name="Layout canvas")
        wait_for("the canvas to describe landscape", lambda: "landscape" in canvas.description)

        # Click a finding: its element is selected and the panel narrows to it.
        finding = wait_for("the touch-target finding",
                           lambda: find(window, role="list item", prefix="touch-target-size"))
        self.assertIn("close", finding.name)
        self.assertIsNone(find(window, role="label", prefix="Findings for"))
        click(finding)
        wait_for("the selection filter", lambda: find(window, role="label", name="Findings for “close”"))
        wait_for("the canvas selection", lambda: "selected: close" in canvas.description)
        wait_for("the panel to count only the selected element's findings",
                 lambda: find(window, role="label", prefix="1 error"))

        # A click off the screen clears the selection and the filter.
        # Away from the canvas's edges: the panes' handles reach a few pixels over them.
        x, y = canvas.position
        rawinput.click(x + 40, y + 40)
        wait_for("the selection to clear", lambda: "selected:" not in canvas.description)
        wait_for("the filter to go", lambda: find(window, role="label", prefix="Findings for") is None)

    def test_2_broken_file_keeps_the_last_layout_and_shortcut_rotates(self):
        window = self.window
        canvas = find(window, name="Layout canvas")
        with open(self.layout) as f:
            good = f.read()
        with open(self.layout, "w") as f:
            f.write('{ "format": "inset/1", "name": "Profile", "platform": "iOS", "elements": [ { "id": 3 } ] }')
        title = wait_for("the problem banner", lambda: find(window, role="label", prefix="profile.inset.json has problems"))
        self.assertIn("last version", title.name)
        details = find(window, role="label", prefix=self.layout)
        self.assertIsNotNone(details, "the banner lists the problems with the file's path")
        self.assertIn("Profile on", canvas.description, "the last good layout stays on the canvas")

        # Mended the way editors save: a new file renamed over the old one.
        with open(self.layout + ".tmp", "w") as f:
            f.write(good)
        os.replace(self.layout + ".tmp", self.layout)
        wait_for("the banner to go", lambda: find(window, role="label", prefix="profile.inset.json has problems") is None)

        # Ctrl+R rotates, from wherever the keyboard focus is in the window.
        before = "landscape" if "landscape" in canvas.description else "portrait"
        after = "portrait" if before == "landscape" else "landscape"
        rawinput.keyCombo("<Control>r")
        wait_for(f"Ctrl+R to turn the device to {after}", lambda: f", {after}" in canvas.description)


STORYBOARD = os.path.join(ROOT, "data", "examples", "sign-in.storyboard")


class InsetStoryboardTest(AppTestCase):
    """Opens a storyboard: it starts on its first scene on the device it was designed on; picks
    the "Settings" scene with the scene picker and another device, and reads that scene's
    findings; then Korean, from its ko.lproj, with the file as it was; then a Fix, saved into it."""
    source = STORYBOARD
    title = "Sign In"

    @classmethod
    def prepare(cls):
        """The storyboard's translations go with it, as they sit beside it in a project."""
        for language in ("ar", "de", "ko"):
            folder = f"{language}.lproj"
            os.makedirs(os.path.join(cls.folder, folder), exist_ok=True)
            shutil.copy(os.path.join(ROOT, "data", "examples", folder, "sign-in.strings"), os.path.join(cls.folder, folder))

    def test_1_pick_a_scene_and_a_device_and_read_its_findings(self):
        window = self.window
        wait_for("the authored device", lambda: self.status() and "iPhone 11, portrait" in self.status().name)
        wait_for("Sign In's finding", lambda: find(window, role="list item", prefix="status-bar"))
        with open(self.layout, "rb") as f:
            before = f.read()

        scene = wait_for("the scene picker", lambda: find(window, name="Scene", role="toggle button")
                         or find(window, name="Scene", role="push button"))
        press(scene)
        # The list opens on the scene shown; the next one down is Settings.
        wait_for("the Settings scene in the list", lambda: find(self.app, role="label", prefix="Settings"))
        rawinput.pressKey("Down")
        rawinput.pressKey("Return")
        wait_for("the window to show Settings", lambda: find(self.app, role="frame", prefix="Settings"))
        wait_for("Sign In's finding to go", lambda: find(window, role="list item", prefix="status-bar") is None)

        self.pick_device("iPhone 11", "se 4 inch", lambda rows: all("SE" in r.name for r in rows[1:]))
        wait_for("findings for the iPhone SE", lambda: "iPhone SE, portrait" in self.status().name)
        # On a 320 pt iPhone the switch still fits; the label and switch are in the Layers list.
        layers = wait_for("the layers", lambda: find(window, name="Layers", role="list"))
        wait_for("the switch's row", lambda: find(layers, prefix="Switch", role="list item")
                 or any((c.name or "").startswith("Switch") for c in layers.children))
        # Its finding, read from the panel: the info button next to the switch is too small to tap.
        finding = wait_for("the Settings scene's finding", lambda: find(window, role="list item", prefix="touch-target-size"))
        self.assertIn("inf-00-001", finding.name)
        self.assertIn("22 × 22", finding.name)
        wait_for("the panel's count", lambda: find(window, role="label", prefix="1 error"))

        # Korean, from the language picker (the translations in ko.lproj beside the storyboard):
        # the list opens on the file's own language; Arabic, German, then Korean follow.
        language = wait_for("the language picker", lambda: find(window, name="Language", role="toggle button")
                            or find(window, name="Language", role="push button"))
        press(language)
        wait_for("Korean in the list", lambda: find(self.app, role="label", name="Korean"))
        for _ in range(3):
            rawinput.pressKey("Down")
        rawinput.pressKey("Return")
        wait_for("findings in Korean", lambda: "Korean" in self.status().name)
        missing = wait_for("the missing translation", lambda: find(window, role="list item", prefix="missing-translation"))
        self.assertIn("lbl-00-002", missing.name)
        with open(self.layout, "rb") as f:
            self.assertEqual(f.read(), before, "the storyboard is only read")

    def test_2_a_fix_is_saved_into_the_storyboard(self):
        """On the Settings scene: the info button's Fix, Ctrl+S, and the XML read back holds the
        new constants under the constraints' own ids, and nothing else of the file changed."""
        window = self.window
        with open(self.layout, encoding="utf-8") as f:
            before = f.read()
        fix = wait_for("the Fix button", lambda: find(window, role="push button", prefix="Apply fix: set width and height to at least 44"))
        press(fix)
        wait_for("the finding to go", lambda: find(window, role="list item", prefix="touch-target-size") is None)
        wait_for("the title to show unsaved changes", lambda: window.name.startswith("• "))
        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not window.name.startswith("• "))
        with open(self.layout, encoding="utf-8") as f:
            after = f.read()
        xml.dom.minidom.parseString(after.encode("utf-8"))
        added = [line[2:].strip() for line in difflib.ndiff(before.splitlines(), after.splitlines()) if line.startswith("+ ")]
        # The two constants, and the button's frame as Xcode's Update Frames writes it.
        self.assertEqual(added, ['<rect key="frame" x="253" y="0" width="44" height="44"/>',
                                 '<constraint firstAttribute="width" constant="44" id="c24-00-001"/>',
                                 '<constraint firstAttribute="height" constant="44" id="c25-00-001"/>'])

PROFILE = os.path.join(ROOT, "Tests", "InsetAppTests", "Fixtures", "profile.inset.json")

WIDGET = os.path.join(ROOT, "Tests", "InsetAppTests", "Fixtures", "widget.inset.json")


class InsetEditingTest(AppTestCase):
    """Applies a one-click fix, undoes and redoes it with the keyboard, saves with Ctrl+S and
    reads the file back."""
    source = WIDGET
    title = "Weather"

    def finding(self):
        return find(self.window, role="list item", prefix="widget-min-font")

    def test_1_fix_undo_redo_save(self):
        window = self.window
        fix = wait_for("the Fix button", lambda: find(window, role="push button", prefix="Apply fix: set the font size"))
        self.assertIsNotNone(self.finding())
        self.assertFalse(window.name.startswith("• "), window.name)
        press(fix)
        wait_for("the finding to go", lambda: self.finding() is None)
        wait_for("the title to show unsaved changes", lambda: window.name.startswith("• "))

        rawinput.keyCombo("<Control>z")
        wait_for("Ctrl+Z to bring the finding back", lambda: self.finding() is not None)
        wait_for("the title to be clean again", lambda: not window.name.startswith("• "))
        rawinput.keyCombo("<Control><Shift>z")
        wait_for("Ctrl+Shift+Z to fix it again", lambda: self.finding() is None)

        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not window.name.startswith("• "))
        with open(self.layout) as f:
            saved = json.load(f)
        place = next(e for e in saved["elements"] if e["id"] == "place")
        self.assertEqual(place["fontSize"], 11)

    def test_2_quitting_with_unsaved_changes_asks(self):
        window = self.window
        rawinput.keyCombo("<Control>z")
        wait_for("an unsaved change", lambda: window.name.startswith("• "))
        rawinput.keyCombo("<Control>q")
        # The dialog is a toplevel of its own; GTK 4.8 names its buttons "_Discard Discard".
        question = wait_for("the Save Changes question", lambda: find(self.app, role="dialog", name="Save Changes?"))
        discard = wait_for("the Discard button", lambda: find(question, role="push button", prefix="_Discard"))
        self.assertIsNotNone(find(question, role="push button", prefix="_Save"))
        self.assertIsNone(self.process.poll(), "the app waits for the answer")
        press(discard)
        self.assertEqual(self.process.wait(timeout=TIMEOUT), 0)
        with open(self.layout) as f:
            saved = json.load(f)
        self.assertEqual(next(e for e in saved["elements"] if e["id"] == "place")["fontSize"], 11,
                         "discarding leaves the saved file as it was")


PHOTO_VIEWER = os.path.join(ROOT, "data", "examples", "photo-viewer.inset.json")
# Where screenshots of the export go, to look at: $INSET_E2E_ARTIFACTS or a temporary folder.
ARTIFACTS = os.environ.get("INSET_E2E_ARTIFACTS") or tempfile.mkdtemp(prefix="inset-e2e-shots-")


class InsetExportTest(AppTestCase):
    """Exports a report over every environment (Ctrl+E) with its progress strip, and the canvas as
    a PNG (Ctrl+Shift+E), through the Save dialog."""
    source = PHOTO_VIEWER
    title = "Photo viewer"
    arguments = ["--device", "iphone-14-pro"]

    @classmethod
    def prepare(cls):
        os.makedirs(ARTIFACTS, exist_ok=True)
        # While this file exists an export stops after each progress step (the app's test hook),
        # so the strip and its Cancel button stay until the test has read them.
        cls.hold = os.path.join(cls.folder + "-hold")
        cls.env["INSET_EXPORT_HOLD"] = cls.hold

    @classmethod
    def tearDownClass(cls):
        super().tearDownClass()
        if os.path.exists(cls.hold):
            os.remove(cls.hold)

    def hold_exports(self):
        """Holds the next exports until `os.remove(self.hold)`."""
        with open(self.hold, "w"):
            pass
        self.addCleanup(lambda: os.path.exists(self.hold) and os.remove(self.hold))

    def save_in_dialog(self, title):
        """Accepts the Save dialog `title` (GTK 4.8's fallback chooser, a "filler" to AT-SPI) as
        suggested: the layout's folder, the suggested name. GTK 4.8 doesn't expose the name entry's
        text, so the file that appears checks the name."""
        dialog = wait_for(f"the {title} dialog", lambda: next((c for c in self.app.children
                                                                if c.name == title), None))
        press(wait_for("the Save button", lambda: find(dialog, role="push button", prefix="_Save")))

    def screenshot(self, name):
        path = os.path.join(ARTIFACTS, name)
        subprocess.run(["import", "-window", "root", path], check=False)
        print(f"screenshot: {path}", file=sys.stderr)
        return path

    def test_0_cancelling_a_report_writes_nothing(self):
        report = os.path.join(self.folder, "photo-viewer-report.html")
        self.hold_exports()
        rawinput.keyCombo("<Control>e")
        self.save_in_dialog("Export Report")
        cancel = wait_for("the Cancel button", lambda: self.window.findChild(
            lambda n: n.roleName == "push button" and "Cancel" in n.name, retry=False, requireResult=False))
        press(cancel)
        wait_for("the toast", lambda: find(self.window, role="label", name="Export cancelled"))
        self.assertFalse(os.path.exists(report))
        self.assertEqual(sorted(os.listdir(self.folder)), ["photo-viewer.inset.json"], "no temporary file is left")

    def test_1_report_over_every_environment_shows_progress(self):
        report = os.path.join(self.folder, "photo-viewer-report.html")
        self.hold_exports()
        rawinput.keyCombo("<Control>e")
        self.save_in_dialog("Export Report")
        wait_for("the progress strip", lambda: find(self.window, role="label", prefix="Checking "))
        wait_for("a progress bar beside it", lambda: find(self.window, role="progress bar"))
        wait_for("a Cancel button", lambda: self.window.findChild(
            lambda n: n.roleName == "push button" and "Cancel" in n.name, retry=False, requireResult=False))
        self.screenshot("export-progress.png")
        self.assertFalse(os.path.exists(report), "nothing is written while the export runs")
        os.remove(self.hold)
        wait_for("the report", lambda: os.path.exists(report), timeout=TIMEOUT * 3)
        wait_for("the toast", lambda: find(self.window, role="label", name="Exported photo-viewer-report.html"),
                 timeout=TIMEOUT * 3)
        self.screenshot("export-done.png")
        wait_for("the strip to go", lambda: find(self.window, role="progress bar") is None)
        with open(report, encoding="utf-8") as f:
            html = f.read()
        self.assertIn("<html", html)
        self.assertIn("Photo viewer", html)
        self.assertIn("iPhone 8", html, "every device of the platform, not only the one on the canvas")
        shutil.copy(report, os.path.join(ARTIFACTS, "exported-report.html"))
        self.assertFalse([n for n in os.listdir(self.folder) if n.startswith(".")], "no temporary file is left")

    def test_2_canvas_as_png(self):
        image = os.path.join(self.folder, "photo-viewer-iphone-14-pro-portrait.png")
        rawinput.keyCombo("<Control><Shift>e")
        self.save_in_dialog("Export Image")
        wait_for("the image", lambda: os.path.exists(image))
        wait_for("the toast", lambda: find(self.window, role="label",
                                           name="Exported photo-viewer-iphone-14-pro-portrait.png"))
        with open(image, "rb") as f:
            head = f.read(24)
        self.assertEqual(head[:8], b"\x89PNG\r\n\x1a\n")
        width, height = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
        self.assertGreaterEqual(width, 1179, "at the iPhone 14 Pro's 3 pixels a point")
        self.assertGreaterEqual(height, 2556)
        shutil.copy(image, os.path.join(ARTIFACTS, "exported-canvas.png"))


class InsetCanvasEditingTest(AppTestCase):
    """Drags an element on the canvas with the pointer, undoes the move, applies a fix, saves and
    reads the file back; then nudges an element, kills the app, and checks that opening the file
    again offers the unsaved change, which restores and saves."""
    source = PROFILE
    title = "Profile"
    arguments = ["--device", "iphone-15-pro"]

    @classmethod
    def prepare(cls):
        cls.map = os.path.join(cls.folder, "canvas-map.json")
        cls.env["INSET_CANVAS_MAP"] = cls.map

    def element_rect(self, element):
        """The element's rectangle on screen (window pixels) as the canvas last drew it."""
        def probe():
            with open(self.map) as f:
                return json.load(f)["elements"].get(element)
        return wait_for(f"{element} on the canvas", probe)

    def saved(self):
        with open(self.layout) as f:
            return {e["id"]: e for e in json.load(f)["elements"]}

    def test_1_drag_undo_fix_save(self):
        window = self.window
        # The findings panel sizes itself to its rows, which moves the canvas: the rows first.
        wait_for("the findings", lambda: find(window, role="push button", prefix="Apply fix: set width and height to at least 44"))
        x, y, w, h = self.element_rect("avatar")
        # Positions are compared with the close button's, which the drag leaves in place, so a
        # late shift of the whole canvas can't pass for a move.
        anchor = self.element_rect("close")
        start = (int(x + w / 2), int(y + h / 2))
        rawinput.press(*start)
        for step in range(1, 11):
            rawinput.absoluteMotion(start[0], start[1] + 4 * step)
            time.sleep(0.05)
        rawinput.release(start[0], start[1] + 40)
        wait_for("the title to show the move", lambda: window.name.startswith("• "))
        def relative():
            (ax, ay, _, _), (cx, cy, _, _) = self.element_rect("avatar"), self.element_rect("close")
            return ax - cx, ay - cy
        moved = wait_for("the avatar to be drawn lower",
                         lambda: (lambda r: r if r[1] > y - anchor[1] + 30 else None)(relative()))
        self.assertAlmostEqual(moved[1] - (y - anchor[1]), 40, delta=3, msg="it follows the pointer")
        self.assertAlmostEqual(moved[0], x - anchor[0], delta=1, msg="straight down stays put across")

        rawinput.keyCombo("<Control>z")
        wait_for("Ctrl+Z to put it back", lambda: not window.name.startswith("• "))
        wait_for("the avatar back where it was", lambda: abs(relative()[1] - (y - anchor[1])) < 1)

        # The dragged avatar is still selected, which narrows the findings to it: Escape clears it.
        rawinput.pressKey("Escape")
        fix = wait_for("the Fix button", lambda: find(window, role="push button",
                                                      prefix="Apply fix: set width and height to at least 44"))
        press(fix)
        wait_for("the fix to be applied", lambda: window.name.startswith("• "))
        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not window.name.startswith("• "))
        saved = self.saved()
        self.assertIn("width >= 44", saved["close"]["constraints"])
        self.assertIn("top == safeArea.top + 16", saved["avatar"]["constraints"], "the undone drag isn't saved")

    def test_2_a_killed_session_offers_its_unsaved_edit(self):
        window = self.window
        x, y, w, h = self.element_rect("avatar")
        click_at = (int(x + w / 2), int(y + h / 2))
        rawinput.click(*click_at)
        rawinput.pressKey("Down")
        wait_for("the nudge to show", lambda: window.name.startswith("• "))
        recovery = os.path.join(self.folder, "state", "inset", "recovery")
        # A finished copy, not the hidden `.….saving` file it is written to first: killed while only
        # that exists, the app has nothing to offer (once in the eight runs of one stop).
        wait_for("a recovery copy", lambda: os.path.isdir(recovery)
                 and [n for n in os.listdir(recovery) if n.endswith(".inset.json") and not n.startswith(".")])
        self.process.kill()
        self.process.wait(timeout=10)
        self.assertIn("top == safeArea.top + 16", self.saved()["avatar"]["constraints"], "the kill lost no saved work")

        type(self).launch()
        question = wait_for("the recovery question", lambda: find(self.app, role="dialog", name="Recover Unsaved Changes?"))
        press(wait_for("the Restore button", lambda: find(question, role="push button", prefix="_Restore")))
        wait_for("the restored edit to be unsaved", lambda: self.window.name.startswith("• "))
        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not self.window.name.startswith("• "))
        self.assertIn("top == safeArea.top + 17", self.saved()["avatar"]["constraints"])
        self.assertFalse(os.listdir(recovery), "saving removes the recovery copy")



class InsetOutlineTest(AppTestCase):
    """Selects a row of the Layers outline, moves it down with Alt+Down and deletes it with the
    Delete key, saving after each and reading the file back; Ctrl+Z brings it back. Then drags a
    row onto the middle of another, which puts it inside."""
    source = PROFILE
    title = "Profile"
    arguments = ["--device", "iphone-15-pro"]

    def settings_children(self):
        with open(self.layout) as f:
            elements = json.load(f)["elements"]
        return [c["id"] for c in next(e for e in elements if e["id"] == "settings")["children"]]

    def save(self):
        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not self.window.name.startswith("• "))

    def test_1_alt_down_moves_and_delete_deletes(self):
        window = self.window
        before = self.settings_children()
        self.assertEqual(before[:2], ["notifications-label", "notifications-switch"])
        # The row may be scrolled out of sight: click the first one and walk down with the arrow keys.
        click(wait_for("the outline's first row", lambda: find(window, name="background, Background")))
        wait_for("the first row selected", lambda: find(window, role="label", name="Findings for “background”"))
        for _ in range(8):
            rawinput.pressKey("Down")
        wait_for("the row selected", lambda: find(window, role="label", name="Findings for “notifications-label”"))

        rawinput.keyCombo("<Alt>Down")
        wait_for("the title to show the move", lambda: window.name.startswith("• "))
        self.save()
        self.assertEqual(self.settings_children(), ["notifications-switch", "notifications-label"] + before[2:])

        rawinput.pressKey("Delete")
        wait_for("the row to go", lambda: find(window, name="notifications-label, Text") is None)
        self.save()
        self.assertNotIn("notifications-label", self.settings_children())

        rawinput.keyCombo("<Control>z")
        wait_for("Ctrl+Z to bring the row back", lambda: find(window, name="notifications-label, Text"))

    def test_2_dragging_a_row_onto_another_puts_it_inside(self):
        window = self.window
        rawinput.pressKey("Home")  # the first row, scrolled into sight
        wait_for("the first row selected", lambda: find(window, role="label", name="Findings for “background”"))
        self.save()
        def middle(node):
            # GTK 4.8 reports rows a few pixels above where they are drawn.
            (x, y), (w, h) = node.position, node.size
            return x + w // 2, y + h // 2 + 5
        start = middle(wait_for("the close row", lambda: find(window, name="close, Button")))
        end = middle(wait_for("the name row", lambda: find(window, name="name, Text")))
        rawinput.press(*start)
        for step in range(1, 21):
            rawinput.absoluteMotion(start[0], start[1] + (end[1] - start[1]) * step // 20)
            time.sleep(0.05)
        time.sleep(0.3)
        rawinput.release(*end)
        wait_for("the title to show the move", lambda: window.name.startswith("• "))
        self.save()
        with open(self.layout) as f:
            elements = {e["id"]: e for e in json.load(f)["elements"]}
        self.assertNotIn("close", elements, "it left the top level")
        self.assertEqual([c["id"] for c in elements["name"]["children"]], ["close"], "the middle of a row drops into it")


class InsetGridTest(AppTestCase):
    """Switches to every device at once with Ctrl+G, finds a card per iPhone with its problem
    count, clicks one and checks the canvas comes back on that device."""
    source = PROFILE
    title = "Profile"
    arguments = ["--device", "iphone-15-pro"]

    def test_1_a_card_makes_its_device_current(self):
        window = self.window
        status = lambda: find(window, role="label", prefix="In ")
        wait_for("findings for iPhone 15 Pro", lambda: status() and "iPhone 15 Pro, portrait" in status().name)
        rawinput.keyCombo("<Control>g")
        grid = wait_for("the grid of every device", lambda: find(window, name="All devices"))
        # The first card, in sight without scrolling.
        card = wait_for("a card for the iPhone 16 Pro Max", lambda: find(grid, prefix="iPhone 16 Pro Max,"))
        # Cards sit in sections under headings ("iPhone", "iPod"): look through all of them.
        others = [c.name for c in grid.findChildren(lambda n: "iPad" in n.name or "Watch" in n.name)]
        self.assertTrue(find(grid, name="iPhone", role="label"), "the cards are under a heading")
        self.assertFalse(others, "an iPhone layout shows the iPhone platform's devices")
        self.assertRegex(card.name, r": (No problems|\d+ problems?)", "each card says its problem count")
        self.assertIsNotNone(find(grid, prefix="iPhone 15 Pro,"), "the current device has its card too")
        name = card.name.split(",")[0]
        click(card)
        wait_for(f"the canvas on {name}", lambda: status() and f"In {name}, portrait" in status().name)
        canvas = wait_for("the canvas", lambda: find(window, name="Layout canvas"))
        self.assertIn(name, canvas.description)


class InsetKoreanTest(AppTestCase):
    """With LANG=ko_KR.UTF-8 the app speaks Korean: its panels, its controls and the findings,
    read through the accessibility tree. The expected words come from the compiled catalog."""
    source = PROFILE
    title = "Profile"
    arguments = ["--device", "iphone-15-pro"]

    @classmethod
    def prepare(cls):
        cls.env.update(LANG="ko_KR.UTF-8", LC_ALL="", LANGUAGE="")
        catalog = gettext.translation("inset", os.path.join(ROOT, ".build", "locale"), languages=["ko"])
        cls.ko = catalog.gettext
        cls.ko_n = catalog.ngettext

    @staticmethod
    def hangul(text):
        return any("\uac00" <= c <= "\ud7a3" for c in text or "")

    def test_1_panels_controls_and_findings_are_in_korean(self):
        window, ko = self.window, self.ko
        # The panel's line naming the environment: "In {environment}." in Korean.
        before, _, after = ko("In {environment}.").partition("{environment}")
        # Korean puts the environment first, so the line is known by both ends.
        status = wait_for("the Korean status line", lambda: next(iter(window.findChildren(
            lambda n: n.roleName == "label" and "iPhone" in (n.name or "") and n.name.startswith(before)
            and n.name.endswith(after))), None))
        self.assertNotIn("portrait", status.name)
        self.assertIn(ko("portrait"), status.name)
        for name in ("Findings", "Layers"):
            wait_for(f"the {name} heading in Korean", lambda: find(window, role="label", name=ko(name)))
            self.assertIsNone(find(window, role="label", name=name), f"{name} is still in English")
        for control in ("Rotate (Ctrl+R)", "Overlays", "Language"):
            self.assertIsNotNone(find(window, name=ko(control)), f"the control named {ko(control)!r}")
        device = ko("Device: {device} (Ctrl+D)").partition("{device}")[0]
        self.assertIsNotNone(find(window, role="push button", prefix=device))
        # Findings: each row keeps its rule id and reads in Korean; the count does too.
        rows = wait_for("the findings", lambda: window.findChildren(
            lambda n: n.roleName == "list item" and ":" in (n.name or "") and n.name.split(":")[0].count("-") >= 1))
        self.assertTrue(rows)
        for row in rows:
            rule, _, message = row.name.partition(": ")
            self.assertTrue(self.hangul(message), row.name)
            self.assertNotIn(" ", rule, "the rule id stays an id")
        headings = [find(window, role="label", prefix=ko(h) + " (") for h in ("Errors", "Warnings", "Information")]
        self.assertTrue(any(headings), "a section heading of the findings in Korean")
        # No English left in the window's labels and buttons (ids, names and numbers aside).
        english = [n.name for n in window.findChildren(lambda n: n.roleName in ("label", "push button", "toggle button")
                                                       and re.search(r"\b(the|and|of|with|every)\b", n.name or ""))]
        self.assertEqual(english, [])


# The roles of controls a person operates, which must each have a name a screen reader can say.
CONTROL_ROLES = {"push button", "toggle button", "check box", "radio button", "combo box", "text", "entry",
                 "password text", "spin button", "slider", "list item", "menu item", "check menu item",
                 "radio menu item", "page tab", "tree item", "table cell", "link", "switch"}


def unnamed(node):
    """True when a screen reader has no name to say: GTK 4.8 falls back to the widget's type name."""
    name = node.name.strip()
    return not name or (name.startswith(("Gtk", "Adw")) and " " not in name)


def has_state(node, state):
    return node.getState().contains(state)


def focused(root):
    """The node that has the keyboard focus, or None."""
    return root.findChild(lambda n: has_state(n, pyatspi.STATE_FOCUSED), retry=False, requireResult=False)


class InsetKeyboardTest(AppTestCase):
    """Does a whole task with the keyboard alone, reading everything through the accessibility
    tree as a screen reader would: picks a device by typing, goes to the findings, reads one and
    activates it (its element's stand-in on the canvas is selected and names the problem), applies
    its Fix, nudges the element on the canvas and undoes that, saves and reads the file back.
    Then walks the window's whole tree for controls without a name."""
    source = PROFILE
    title = "Profile"
    arguments = ["--device", "iphone-15-pro"]

    def canvas_element(self, name):
        """An element's stand-in over the canvas ("close, Button")."""
        elements = wait_for("the canvas's elements", lambda: find(self.window, name="Elements on the canvas", role="list"))
        return wait_for(f"{name} on the canvas", lambda: find(elements, name=name, role="list item"))

    def screenshot(self, name):
        """The screen as it is, to look at the focus ring: in $INSET_E2E_ARTIFACTS."""
        os.makedirs(ARTIFACTS, exist_ok=True)
        path = os.path.join(ARTIFACTS, name)
        subprocess.run(["import", "-window", "root", path], check=False)
        print(f"screenshot: {path}", file=sys.stderr)

    def focus_is(self, what, test):
        return wait_for(what, lambda: (lambda n: n if n is not None and test(n) else None)(focused(self.window)))

    def test_1_a_whole_task_by_keyboard(self):
        window = self.window
        status = lambda: find(window, role="label", prefix="In ")
        wait_for("findings for iPhone 15 Pro", lambda: status() and "iPhone 15 Pro, portrait" in status().name)

        # Ctrl+D opens the device picker with its search focused; typing narrows, Enter picks.
        rawinput.keyCombo("<Control>d")
        search = wait_for("the device search", lambda: find(self.app, name="Search devices", role="text")
                          or find(self.app, name="Search devices", role="entry"))
        wait_for("the search to have the focus", lambda: has_state(search, pyatspi.STATE_FOCUSED)
                 or find(search, role="text") and has_state(find(search, role="text"), pyatspi.STATE_FOCUSED))
        rawinput.typeText("4.7")
        devices = wait_for("the device list", lambda: find(self.app, name="Devices", role="list"))
        wait_for("the list to narrow to the iPhone SE", lambda: any("iPhone SE" in r.name for r in devices.children)
                 and len(devices.children) <= 3)
        rawinput.pressKey("Return")
        wait_for("findings for the iPhone SE", lambda: "4.7” iPhone SE, portrait" in status().name)
        canvas = find(window, name="Layout canvas")
        wait_for("the canvas to say its device and problems",
                 lambda: canvas.description.startswith("Profile on 4.7” iPhone SE, portrait, light; 1 problem"))

        # Ctrl+F goes to the findings: the first one has the focus, and says what is wrong.
        rawinput.keyCombo("<Control>f")
        finding = self.focus_is("a finding to have the focus",
                                lambda n: n.roleName == "list item" and n.name.startswith("touch-target-size"))
        self.assertIn("“close” is 30 × 30 pt; make it at least 44 × 44 pt".replace("“", '"').replace("”", '"'),
                      finding.name)
        close = self.canvas_element("close, Button")
        self.assertFalse(has_state(close, pyatspi.STATE_SELECTED))
        self.screenshot("keyboard-finding-focus.png")

        # Enter selects its element: the stand-in on the canvas is selected and names the problem,
        # and the focus stays on the finding.
        rawinput.pressKey("Return")
        wait_for("the close button selected on the canvas", lambda: has_state(close, pyatspi.STATE_SELECTED))
        self.assertIn("1 problem", close.description)
        self.assertIn("make it at least 44 × 44 pt", close.description)
        self.assertIn("selected: close", canvas.description)
        self.focus_is("the focus to stay on the finding",
                      lambda n: n.roleName == "list item" and n.name.startswith("touch-target-size"))

        # Tab reaches its Fix; Space applies it.
        rawinput.pressKey("Tab")
        self.focus_is("the Fix button to have the focus",
                      lambda n: n.roleName == "push button" and n.name.startswith("Apply fix: set width and height"))
        rawinput.pressKey("space")
        wait_for("the fix to be applied", lambda: window.name.startswith("• "))
        wait_for("the stand-in to have no problems left", lambda: close.description.endswith("No problems."))
        self.assertRegex(close.description, r"^4[4-9](\.\d)? × 4[4-9](\.\d)? pt at ", "at least 44 × 44 pt now")

        # Ctrl+Shift+C goes to the canvas, onto the selected element; Down moves it a point; Ctrl+Z undoes that.
        rawinput.keyCombo("<Control><Shift>c")
        wait_for("the close button's stand-in to have the focus", lambda: has_state(close, pyatspi.STATE_FOCUSED))
        self.screenshot("keyboard-canvas-focus.png")
        before = close.description
        rawinput.pressKey("Down")
        wait_for("the nudge to show in its description", lambda: close.description != before)
        rawinput.keyCombo("<Control>z")
        wait_for("Ctrl+Z to take the nudge back", lambda: close.description == before)

        # Ctrl+S saves the fix, and only the fix.
        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not window.name.startswith("• "))
        with open(self.layout) as f:
            saved = {e["id"]: e for e in json.load(f)["elements"]}
        self.assertIn("width >= 44", saved["close"]["constraints"])
        self.assertIn("top == safeArea.top + 16", saved["avatar"]["constraints"])

    def test_2_every_control_has_a_name(self):
        # With an element selected, so the element inspector shows its fields too.
        self.canvas_element("close, Button")
        wait_for("the element inspector's fields", lambda: find(self.window, name="Remove Constraint 1"))

        def walked(root, path):
            """The controls under `root` and the unnamed ones among them, from a walk that no
            widget vanished during (a toast going, a list rebuilt): walks again until one is."""
            def attempt():
                controls, missing = [], []

                def walk(node, path):
                    for child in node.children:
                        here = f"{path} > {child.roleName}"
                        if child.roleName in CONTROL_ROLES:
                            controls.append(child.name)
                            if unnamed(child):
                                missing.append(f"{here} {child.name!r}")
                        walk(child, here)
                walk(root, path)
                return controls, missing
            return wait_for(f"a whole walk of the {path}", attempt)

        controls, missing = walked(self.window, "window")
        self.assertGreater(len(controls), 50, "the walk reaches every panel's controls")
        # The device picker's and the main menu's popovers, open.
        rawinput.keyCombo("<Control>d")
        devices = wait_for("the device list", lambda: find(self.app, name="Devices", role="list"))
        missing += walked(devices.parent, "device picker")[1]
        rawinput.pressKey("Escape")
        wait_for("the picker to close", lambda: find(self.app, name="Devices", role="list") is None)
        rawinput.pressKey("F10")
        menu = wait_for("the main menu", lambda: find(self.app, role="menu item", prefix="Keyboard Shortcuts")
                        or find(self.app, prefix="_Keyboard Shortcuts"))
        missing += walked(menu.parent, "main menu")[1]
        rawinput.pressKey("Escape")
        self.assertEqual(missing, [], "controls without an accessible name")

    def test_3_ctrl_question_lists_the_shortcuts(self):
        rawinput.keyCombo("<Control><Shift>slash")
        shortcuts = wait_for("the shortcuts window", lambda: find(self.app, role="frame", name="Keyboard Shortcuts"))
        for title in ["Go to the findings", "Go to the canvas", "Next pane", "Undo"]:
            wait_for(f"“{title}” in the shortcuts window", lambda: find(shortcuts, prefix=title))
        rawinput.pressKey("Escape")
        wait_for("Escape to close it", lambda: find(self.app, role="frame", name="Keyboard Shortcuts") is None)

    def test_4_constraints_typed_in_the_element_inspector(self):
        window = self.window
        close = self.canvas_element("close, Button")
        self.assertTrue(has_state(close, pyatspi.STATE_SELECTED), "still selected from the first test")
        # Ctrl+I goes to the element inspector's first field; Tab walks down to the last constraint's
        # Remove button (GTK 4.8 doesn't mark a focused entry row focused, a button it does), and on
        # into Add Constraint.
        rawinput.keyCombo("<Control>i")
        for _ in range(30):
            node = focused(window)
            if node is not None and node.name == "Remove Constraint 4":
                break
            rawinput.pressKey("Tab")
            if node is not None:  # a focused entry row isn't marked focused; anything else is
                was = (node.roleName, node.name)
                wait_for(f"Tab to move on from {was}",
                         lambda: (lambda n: n is None or (n.roleName, n.name) != was)(focused(window)))
        self.focus_is("the last constraint's Remove button", lambda n: n.name == "Remove Constraint 4")
        rawinput.pressKey("Tab")
        rawinput.typeText("top >= safeArea.top\n")
        wait_for("the constraint to be added", lambda: window.name.startswith("• "))
        # The form is rebuilt with the new constraint; the focus is back in Add Constraint.
        wait_for("the Remove button of the new constraint", lambda: find(window, name="Remove Constraint 5"))
        rawinput.typeText("bottom <= navigation.bottom\n")
        wait_for("a second constraint typed straight after", lambda: find(window, name="Remove Constraint 6"))
        rawinput.keyCombo("<Control>s")
        wait_for("the title to be clean after saving", lambda: not window.name.startswith("• "))
        with open(self.layout) as f:
            saved = {e["id"]: e for e in json.load(f)["elements"]}
        self.assertEqual(saved["close"]["constraints"][-2:], ["top >= safeArea.top", "bottom <= navigation.bottom"])


if __name__ == "__main__":
    if not os.path.exists(INSET):
        sys.exit(f"no app binary at {INSET}; build it or set INSET")
    unittest.main(verbosity=2)
