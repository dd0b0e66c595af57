"""Drives the real `storefront` binary as a person would: real keys and clicks through
xdotool, and what is on screen read through AT-SPI (as a screen reader reads it).

Every wait is a bounded poll of a condition; nothing sleeps to synchronise.
"""
import os
import shutil
import signal
import subprocess
import tempfile
import time

import pyatspi

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("STOREFRONT_BINARY", os.path.join(REPO, ".build", "release", "storefront"))
APP_NAME = "storefront"
# Under valgrind (make leaks) everything is some 30 times slower: scale every wait.
TIMEOUT_SCALE = float(os.environ.get("E2E_TIMEOUT_SCALE", "1"))
# A command to run the app under, such as valgrind with its options.
LAUNCH_PREFIX = os.environ.get("STOREFRONT_LAUNCH_PREFIX", "").split()


def role_name(role):
    """A readable name for an AT-SPI role, or "anything"."""
    return "anything" if role is None else str(role).replace("ROLE_", "").lower().replace("_", " ")


class Timeout(AssertionError):
    """A condition did not hold in time."""


def poll(what, condition, timeout=10.0, interval=0.02):
    """Returns condition()'s first value that is not None or False, or raises Timeout naming
    `what`. (Accessibles are falsy when they have no children, so truthiness would mislead.)"""
    deadline = time.monotonic() + timeout * TIMEOUT_SCALE
    while True:
        value = condition()
        if value is not None and value is not False:
            return value
        if time.monotonic() > deadline:
            raise Timeout(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)  # a polling interval, not a synchronisation: the condition decides


class Storefront:
    """One running `storefront` process with its own data folder."""

    def __init__(self, data_home=None, args=(), env=None):
        self.owns_data = data_home is None
        self.data_home = data_home or tempfile.mkdtemp(prefix="storefront-e2e-")
        self.log_path = os.path.join(self.data_home, "storefront.log")
        environment = dict(os.environ)
        environment.update({
            "XDG_DATA_HOME": self.data_home,
            "STOREFRONT_RESOURCES": os.path.join(REPO, "Resources"),
            "GTK_THEME": "Adwaita",
        })
        environment.update(env or {})
        self.log = open(self.log_path, "a")
        self.process = subprocess.Popen([*LAUNCH_PREFIX, BINARY, *args], env=environment, stdout=self.log,
                                        stderr=subprocess.STDOUT)

    # ---- finding things -------------------------------------------------------------------

    def application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        # Nothing listens to AT-SPI events here, so cached children and states go stale:
        # read them afresh each time.
        desktop.clear_cache()
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            try:
                if app is not None and app.get_process_id() == self.process.pid:
                    app.clear_cache()
                    return app
            except Exception:
                continue
        return None

    def wait_for_application(self, timeout=20.0):
        return poll("the application on the accessibility bus", self.application, timeout)

    def windows(self):
        app = self.application()
        if app is None:
            return []
        return [app.getChildAtIndex(i) for i in range(app.childCount) if app.getChildAtIndex(i) is not None]

    def find_all(self, role=None, name=None, showing=True, root=None):
        """Every accessible below `root` (all windows by default) with this role and name."""
        found = []
        roots = [root] if root is not None else self.windows()
        for start in roots:
            stack = [start]
            while stack:
                node = stack.pop()
                try:
                    states = node.getState()
                    if showing and not states.contains(pyatspi.STATE_SHOWING):
                        continue
                    if (role is None or node.getRole() == role) and (name is None or node.name == name):
                        found.append(node)
                    stack.extend(node.getChildAtIndex(i) for i in range(node.childCount - 1, -1, -1))
                except Exception:
                    continue
        return found

    def find(self, role=None, name=None, timeout=10.0):
        return poll(f"{role_name(role)} “{name}”",
                    lambda: (self.find_all(role, name) or [None])[0], timeout)

    def shows(self, role, name):
        return bool(self.find_all(role, name))

    def focused(self):
        found = [node for node in self.find_all() if node.getState().contains(pyatspi.STATE_FOCUSED)]
        return found[0] if found else None

    # ---- acting ---------------------------------------------------------------------------

    def click(self, node, button=1, settle=True):
        """Moves the pointer to the centre of `node` on screen and clicks it, once the node has
        stopped moving (a page sliding in moves its buttons) unless `settle` is False."""
        if not settle:
            box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            subprocess.run(["xdotool", "mousemove", str(box.x + box.width // 2), str(box.y + box.height // 2),
                            "click", str(button)], check=True)
            return
        def extents():
            box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            return (box.x, box.y, box.width, box.height)
        last = [None]

        def settled():
            now = extents()
            still = now == last[0] and now[2] > 0 and now[3] > 0 and now[0] >= 0 and now[1] >= 0
            last[0] = now
            return now if still else None
        x0, y0, width, height = poll("the target to stop moving", settled, interval=0.05 * TIMEOUT_SCALE ** 0.5)
        x, y = x0 + width // 2, y0 + height // 2
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y), "click", str(button)], check=True)

    def click_button(self, name, timeout=10.0):
        self.click(poll(f"a sensitive button “{name}”", lambda: next(
            (b for b in self.find_all(pyatspi.ROLE_PUSH_BUTTON, name) if b.getState().contains(pyatspi.STATE_SENSITIVE)),
            None), timeout))

    def key(self, *keys, focus=True):
        """Presses `keys` in the app's newest window (given the focus first unless `focus` is False)."""
        if focus:
            self.focus_window()
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)

    def type(self, text):
        self.focus_window()
        subprocess.run(["xdotool", "type", "--delay", "5", text], check=True)

    def focus_window(self):
        """With no window manager, give the app's newest mapped window (a dialog over the main
        window, if one is open) the keyboard focus."""
        ids = subprocess.run(["xdotool", "search", "--pid", str(self.process.pid)], capture_output=True, text=True).stdout.split()
        visible = []
        for window_id in ids:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", window_id], capture_output=True, text=True).stdout
            if "Geometry: 1x1" not in geometry and geometry:
                visible.append(window_id)
        if visible:
            subprocess.run(["xdotool", "windowfocus", "--sync", visible[-1]], capture_output=True)

    # ---- evidence and ending ----------------------------------------------------------------

    def tree(self):
        lines = []
        for window in self.windows():
            stack = [(window, 0)]
            while stack:
                node, depth = stack.pop()
                try:
                    states = [pyatspi.stateToString(s) for s in node.getState().getStates()]
                    interesting = [s for s in states if s in ("showing", "focused", "sensitive", "selected")]
                    lines.append(f"{'  ' * depth}{node.getRoleName()} “{node.name}” {' '.join(interesting)}")
                    stack.extend((node.getChildAtIndex(i), depth + 1) for i in range(node.childCount - 1, -1, -1))
                except Exception:
                    continue
        return "\n".join(lines)

    def keep_evidence(self, folder):
        os.makedirs(folder, exist_ok=True)
        subprocess.run(["import", "-window", "root", os.path.join(folder, "screen.png")], capture_output=True)
        with open(os.path.join(folder, "atspi-tree.txt"), "w") as out:
            out.write(self.tree())
        self.log.flush()
        shutil.copy(self.log_path, os.path.join(folder, "storefront.log"))

    def resident_kilobytes(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def is_running(self):
        return self.process.poll() is None

    def quit(self, timeout=10.0):
        """Ctrl+Q, then wait for the process to end."""
        if self.is_running():
            self.key("ctrl+q")
            try:
                self.process.wait(timeout * TIMEOUT_SCALE)
            except subprocess.TimeoutExpired:
                self.process.send_signal(signal.SIGTERM)
                self.process.wait(5)
        return self.process.returncode

    def close(self):
        if self.is_running():
            self.process.kill()
            self.process.wait(5)
        self.log.close()
        if self.owns_data:
            shutil.rmtree(self.data_home, ignore_errors=True)
