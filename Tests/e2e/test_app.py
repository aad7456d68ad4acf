#!/usr/bin/python3
"""End-to-end test of the Inset app, driven through the accessibility tree as a person would.

Opens a layout, picks another device from the device picker by typing, rotates it, clicks a
finding and checks that the selection and the findings panel follow, clicks off the screen and
checks the selection clears; then breaks the file on disk and checks the problem banner shows
while the last good layout stays, mends it, and rotates with Ctrl+R. Then, on a widget layout: applies a one-click fix with its
Fix button, undoes and redoes it with Ctrl+Z / Ctrl+Shift+Z, saves with Ctrl+S and reads the file
back, and checks that quitting with unsaved changes asks (Save / Discard / Cancel) first.
Run it with scripts/e2e.sh (Xvfb, a D-Bus session, AT-SPI).

Environment: INSET (the app binary), INSET_LAYOUT (the layout to open).
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

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


class InsetAppTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # A copy, which the reload test may break and mend.
        cls.folder = tempfile.mkdtemp(prefix="inset-e2e-")
        cls.layout = os.path.join(cls.folder, "profile.inset.json")
        shutil.copy(LAYOUT, cls.layout)
        env = dict(os.environ, GSK_RENDERER="cairo")
        cls.process = subprocess.Popen([INSET, cls.layout, "--device", "iphone-15-pro"], env=env)
        cls.app = wait_for("the app on the accessibility bus",
                           lambda: next((a for a in tree.root.applications() if a.name == "inset"), None))
        cls.window = wait_for("the window", lambda: find(cls.app, role="frame", prefix="Profile"))

    @classmethod
    def tearDownClass(cls):
        cls.process.terminate()
        cls.process.wait(timeout=10)
        shutil.rmtree(cls.folder, ignore_errors=True)

    def status(self):
        """The panel's line saying which environment the findings are for."""
        return find(self.window, role="label", prefix="In ")

    def test_1_device_rotation_and_finding_selection(self):
        window = self.window
        wait_for("findings for iPhone 15 Pro", lambda: self.status() and "iPhone 15 Pro, portrait" in self.status().name)

        # Pick another device by typing in the picker's search: the list narrows, Enter picks the first.
        picker = wait_for("the device picker", lambda: find(window, role="push button", prefix="Device: iPhone 15 Pro"))
        press(picker)
        wait_for("the device search", lambda: find(self.app, name="Search devices", role="entry"))
        devices = wait_for("the device list", lambda: find(self.app, name="Devices", role="list"))
        everything = len(devices.children)
        rawinput.typeText("ipad pro 11")
        wait_for("the list to narrow to iPads",
                 lambda: 0 < len(devices.children) < everything and devices.children[0].name == "")
        self.assertTrue(all("iPad" in row.name for row in devices.children[1:]), [r.name for r in devices.children])
        rawinput.pressKey("Return")
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
        summary = find(window, role="label", prefix="1 error")
        self.assertIsNotNone(summary, "the panel counts only the selected element's findings")

        # A click off the screen clears the selection and the filter.
        x, y = canvas.position
        rawinput.click(x + 8, y + 8)
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


WIDGET = os.path.join(ROOT, "Tests", "InsetAppTests", "Fixtures", "widget.inset.json")


class InsetEditingTest(unittest.TestCase):
    """Applies a one-click fix, undoes and redoes it with the keyboard, saves with Ctrl+S and
    reads the file back."""

    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="inset-e2e-edit-")
        cls.layout = os.path.join(cls.folder, "widget.inset.json")
        shutil.copy(WIDGET, cls.layout)
        env = dict(os.environ, GSK_RENDERER="cairo")
        cls.process = subprocess.Popen([INSET, cls.layout], env=env)
        cls.app = wait_for("the app on the accessibility bus",
                           lambda: next((a for a in tree.root.applications()
                                         if a.name == "inset" and find(a, role="frame", prefix="Weather")), None))
        cls.window = wait_for("the window", lambda: find(cls.app, role="frame", prefix="Weather"))

    @classmethod
    def tearDownClass(cls):
        if cls.process.poll() is None:
            cls.process.kill()
        cls.process.wait(timeout=10)
        shutil.rmtree(cls.folder, ignore_errors=True)

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


if __name__ == "__main__":
    if not os.path.exists(INSET):
        sys.exit(f"no app binary at {INSET}; build it or set INSET")
    unittest.main(verbosity=2)
