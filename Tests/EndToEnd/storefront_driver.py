"""Drives the real `storefront` binary as a person would: real keys and clicks through
xdotool, and what is on screen read through AT-SPI (as a screen reader reads it).

Every wait is a bounded poll of a condition; nothing sleeps to synchronise.
"""
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time

import pyatspi
from gi.repository import GLib
from Xlib import X, display as xdisplay, error as xerror, protocol
xevent = protocol.event

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("STOREFRONT_BINARY", os.path.join(REPO, ".build", "release", "storefront"))
APP_NAME = "storefront"
# Under valgrind (make leaks) everything is many times slower: scale every wait.
TIMEOUT_SCALE = float(os.environ.get("E2E_TIMEOUT_SCALE", "1"))
# GTK's double-click time (400 ms) and a little more: see Storefront._pause_before_clicking_again_at.
DOUBLE_CLICK_SECONDS = 0.45
# A command to run the app under, such as valgrind with its options.
LAUNCH_PREFIX = os.environ.get("STOREFRONT_LAUNCH_PREFIX", "").split()
if TIMEOUT_SCALE > 1:
    # A slowed-down app (valgrind) answers AT-SPI calls slowly too: past libatspi's 800 ms
    # a call fails, and a failed read skips a whole subtree (the focused button “vanishes”).
    pyatspi.setTimeout(int(800 * TIMEOUT_SCALE), int(15000 * TIMEOUT_SCALE))


def role_name(role):
    """A readable name for an AT-SPI role, or "anything"."""
    return "anything" if role is None else str(role).replace("ROLE_", "").lower().replace("_", " ")


class Timeout(AssertionError):
    """A condition did not hold in time."""


def poll(what, condition, timeout=10.0, interval=0.02):
    """Returns condition()'s first value that is not None or False, or raises Timeout naming
    `what`. (Accessibles are falsy when they have no children, so truthiness would mislead.)
    Both the timeout and the interval scale with E2E_TIMEOUT_SCALE: polling a slowed-down app
    every 20 ms keeps it busy answering AT-SPI instead of getting on."""
    deadline = time.monotonic() + timeout * TIMEOUT_SCALE
    interval *= TIMEOUT_SCALE
    while True:
        value = condition()
        if value is not None and value is not False:
            return value
        if time.monotonic() > deadline:
            raise Timeout(f"timed out after {timeout * TIMEOUT_SCALE:.0f} s waiting for {what}")
        time.sleep(interval)  # a polling interval, not a synchronisation: the condition decides


def keep_display_open(timeout=20.0):
    """Opens (and returns) an X connection to hold for the whole run. Xvfb resets when its
    last client leaves, and a client connecting during the reset gets "cannot open display":
    without a connection held open, an app launched right after another client left (the
    AT-SPI bus launcher, the previous test's app) can fail to start."""
    def connect():
        try:
            return xdisplay.Display()
        except (xerror.DisplayError, xerror.ConnectionClosedError, OSError):
            return None
    return poll("the X display to accept clients", connect, timeout=timeout)


class Announcements:
    """What apps announce to screen readers (AT-SPI `object:announcement` events, which Orca
    speaks wherever the focus is), from the moment this is made until `close()`."""

    EVENT = "object:announcement"

    def __init__(self):
        self._heard = []
        pyatspi.Registry.registerEventListener(self._hear, self.EVENT)

    def _hear(self, event):
        self._heard.append(event.any_data)

    def heard(self):
        """The messages announced so far, in order (events arrive through the GLib main
        context: this lets it deliver those waiting)."""
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        return list(self._heard)

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._hear, self.EVENT)


class DescriptionChanges(Announcements):
    """The descriptions screen readers are told of (AT-SPI `object:property-change:accessible-description`
    events, which a screen reader caches and says with the widget), as (name, description)
    pairs, from the moment this is made until `close()`."""

    EVENT = "object:property-change:accessible-description"

    def _hear(self, event):
        try:
            name = event.source.name
        except Exception:  # gone already
            name = None
        self._heard.append((name, event.any_data))


def extents(node):
    """`node`'s x, y, width and height on the screen."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x, box.y, box.width, box.height


def fingerprint(node):
    """What tells one accessible from another across reads (the proxies are not stable)."""
    if node is None:
        return None
    try:
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return (node.getRole(), node.name, box.x, box.y, box.width, box.height)
    except Exception:
        return ("gone",)


def describe(node):
    """“push button “Sign Out”” for messages."""
    if node is None:
        return "nothing"
    try:
        return f"{node.getRoleName()} “{node.name}”"
    except Exception:
        return "a widget that went away"


class Storefront:
    """One running `storefront` process with its own data folder."""

    def __init__(self, data_home=None, args=(), env=None, binary=BINARY):
        self.owns_data = data_home is None
        self.data_home = data_home or tempfile.mkdtemp(prefix="storefront-e2e-")
        self.log_path = os.path.join(self.data_home, "storefront.log")
        environment = dict(os.environ)
        environment.update({
            "XDG_DATA_HOME": self.data_home,
            "STOREFRONT_RESOURCES": os.path.join(REPO, "Resources"),
            "GTK_THEME": "Adwaita",
            # A GTK or GLib critical warning is a bug (a key sent to a widget off screen, a
            # signal on a destroyed object): the app stops there, so the test fails and its
            # log says what happened, rather than the warning scrolling by unnoticed.
            "G_DEBUG": "fatal-criticals",
        })
        # The app's own account of its navigation, after each one (see NavigationTrace.swift).
        environment["STOREFRONT_NAVIGATION_TRACE"] = os.path.join(self.data_home, "navigation-trace.json")
        environment.update(env or {})
        self.trace_path = environment["STOREFRONT_NAVIGATION_TRACE"]
        self.log = open(self.log_path, "a")
        self.x11 = None
        self.process = subprocess.Popen([*LAUNCH_PREFIX, binary, *args], env=environment, stdout=self.log,
                                        stderr=subprocess.STDOUT)

    def wait(self, what, condition, timeout=10.0, interval=0.02):
        """`poll`, failing at once (with the app's status) if the app has exited meanwhile."""
        def alive_condition():
            value = condition()
            if (value is None or value is False) and not self.is_running():
                raise AssertionError(f"the app exited with status {self.process.returncode} "
                                     f"while waiting for {what}")
            return value
        return poll(what, alive_condition, timeout, interval)

    # ---- what the app says about itself ------------------------------------------------------

    def navigation_trace(self):
        """The app's navigation state as it last wrote it (the visible title, each stack's
        screens, the live coordinators, screens and view models), or None before it has."""
        try:
            with open(self.trace_path) as file:
                return json.load(file)
        except (OSError, ValueError):
            return None

    def fresh_trace(self):
        """Asks the app to write its trace now (SIGUSR1) and returns it: what is alive now,
        not at the last navigation. The answer is the first trace that counts one more signal
        answered; the file's modification time would not do where the kernel stamps files
        coarsely, as two writes in one clock tick (a navigation's and the signal's) share it. The signal is sent again every two
        seconds until answered, so one lost on its way cannot fail a test, while an app that
        answers none (its main loop stuck) still does."""
        asked = (self.navigation_trace() or {}).get("signalsAnswered", 0) + 1
        sent = [None]

        def answer():
            trace = self.navigation_trace()
            if trace and trace["signalsAnswered"] >= asked:
                return trace
            if sent[0] is None or time.monotonic() - sent[0] > 2 * TIMEOUT_SCALE:
                self.process.send_signal(signal.SIGUSR1)
                sent[0] = time.monotonic()
            return None
        try:
            return self.wait("the app to write its trace", answer)
        except Timeout as timeout:
            # Not a Timeout any more: a caller polling on fresh traces must not take an app
            # that stopped answering for a condition that has not held yet.
            raise AssertionError(f"the app did not answer SIGUSR1: {timeout}") from None

    def settled_trace(self):
        """Waits until the app has stopped working through its input and returns the trace:
        its trace unchanged and under 20 ms of CPU time used over half a second (both scaled
        by E2E_TIMEOUT_SCALE). Inputs that do not navigate, such as typing or Tab, leave the
        trace alone but may still be queued behind a fast walk."""
        self._wait_quiet("the app to stop navigating", over=0.5, cpu=0.02, trace_too=True)
        return self.navigation_trace()

    def caught_up(self):
        """Waits until the app has worked through the input sent so far: under 20 ms of CPU
        time (scaled) used over the last 100 ms. Cheaper than ``settled_trace``, for a walk
        that sends bursts of input and must not let a backlog build up between them."""
        self._wait_quiet("the app to work through its input", over=0.1, cpu=0.02, trace_too=False)

    def _wait_quiet(self, what, over, cpu, trace_too):
        last = [None]

        def quiet():
            stamp = (self.navigation_trace() or {}).get("writes") if trace_too else None
            now = (stamp, self.cpu_seconds())
            still = last[0] is not None and now[0] == last[0][0] and now[1] - last[0][1] < cpu * TIMEOUT_SCALE
            last[0] = now
            return True if still else None
        self.wait(what, quiet, timeout=20, interval=over)

    def cpu_seconds(self):
        """The CPU time the app has used so far (user and system), from /proc."""
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

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
        return self.wait("the application on the accessibility bus", self.application, timeout)

    def windows(self):
        app = self.application()
        if app is None:
            return []
        return [app.getChildAtIndex(i) for i in range(app.childCount) if app.getChildAtIndex(i) is not None]

    def find_all(self, role=None, name=None, showing=True, root=None, windows=None):
        """Every accessible below `root` (all windows by default) with this role and name.

        With `showing`, subtrees that are not on screen are skipped, except under a viewport:
        GTK reports a scrolled viewport as not showing once it is scrolled by more than its
        height (it compares its own allocation with its scroll offset), while its rows are
        on screen; the rows' own states are right."""
        found = []
        roots = [root] if root is not None else (windows if windows is not None else self.windows())
        for start in roots:
            stack = [start]
            while stack:
                node = stack.pop()
                try:
                    states = node.getState()
                    node_role = node.getRole()
                    if showing and not states.contains(pyatspi.STATE_SHOWING) and node_role != pyatspi.ROLE_VIEWPORT:
                        continue
                    if (role is None or node_role == role) and (name is None or node.name == name):
                        found.append(node)
                    stack.extend(node.getChildAtIndex(i) for i in range(node.childCount - 1, -1, -1))
                except Exception:
                    continue
        return found

    def find(self, role=None, name=None, timeout=10.0):
        return self.wait(f"{role_name(role)} “{name}”",
                         lambda: (self.find_all(role, name) or [None])[0], timeout)

    def shows(self, role, name):
        return bool(self.find_all(role, name))

    def active_windows(self):
        """The app's windows that have the keyboard focus (one, or none)."""
        active = []
        for window in self.windows():
            try:
                if window.getState().contains(pyatspi.STATE_ACTIVE):
                    active.append(window)
            except Exception:
                continue
        return active

    def focused(self):
        """The widget with the keyboard focus, if it is on screen (a focus left on a hidden
        page is, for the user, nowhere). The app's topmost window is given the focus first,
        as a window manager does when a dialog opens or closes."""
        self.focus_window()
        # GTK takes the X focus asynchronously: until it has, no window is active and the
        # focus would read as nowhere.
        windows = self.wait("an app window to be active", lambda: self.active_windows() or None, timeout=5)
        for window in windows:
            stack = [window]
            while stack:
                node = stack.pop()
                try:
                    states = node.getState()
                    if not states.contains(pyatspi.STATE_SHOWING) and node.getRole() != pyatspi.ROLE_VIEWPORT:
                        continue
                    if states.contains(pyatspi.STATE_FOCUSED):
                        return node
                    stack.extend(node.getChildAtIndex(i) for i in range(node.childCount - 1, -1, -1))
                except Exception:
                    continue
        return None

    def field(self, label, timeout=10.0):
        """The text field a label names (through the label's “label for” relation, as a
        screen reader pairs them), or the field whose accessible name is `label`."""
        def lookup():
            for node in self.find_all(name=label):
                try:
                    if node.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_COMBO_BOX):
                        return node
                    if node.getRole() == pyatspi.ROLE_LABEL:
                        for relation in node.getRelationSet():
                            if relation.getRelationType() == pyatspi.RELATION_LABEL_FOR and relation.getNTargets():
                                return relation.getTarget(0)
                except Exception:
                    continue
            return None
        return self.wait(f"the field “{label}”", lookup, timeout)

    @staticmethod
    def labels_of(node):
        """The names of the labels that label `node` (its “labelled by” relation) and its own name."""
        names = [node.name]
        try:
            for relation in node.getRelationSet():
                if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
                    names += [relation.getTarget(i).name for i in range(relation.getNTargets())]
        except Exception:
            pass
        return names

    # ---- acting ---------------------------------------------------------------------------

    def click(self, node, button=1, settle=True, repeat=1, delay_ms=100, across=0.5):
        """Moves the pointer to the centre of `node` on screen and clicks it (`repeat` times,
        `delay_ms` apart), once the node has stopped moving (a page sliding in moves its
        buttons) unless `settle` is False. `across` moves the pointer from the centre towards
        the left (0) or right (1) edge: a spin button's text is left of its middle, where its
        − button may be."""
        if settle:
            last = [None]

            def settled():
                now = extents(node)
                still = now == last[0] and now[2] > 0 and now[3] > 0 and now[0] >= 0 and now[1] >= 0
                last[0] = now
                return now if still else None
            x0, y0, width, height = self.wait("the target to stop moving", settled, interval=0.05)
        else:
            x0, y0, width, height = extents(node)
        x, y = x0 + int(width * across), y0 + height // 2
        self._pause_before_clicking_again_at(x, y)
        # (No `mousemove --sync`: it waits for the pointer to move, for 15 s when it is there
        # already, as on a Next button in the same place on the next page. The X server
        # handles the move before the click anyway.)
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "--repeat", str(repeat),
                        "--delay", str(delay_ms), str(button)], check=True)
        self._last_click = (x, y, time.monotonic())  # once pressed

    def _pause_before_clicking_again_at(self, x, y):
        """A user clicking a second time where they just clicked, on what a navigation put
        there (the next step's Next), has looked at it first: the app drops the rest of a
        double click that navigated (GTK's double-click time, 400 ms, and distance). This
        models that user's pause; it is not a wait for the app."""
        last = getattr(self, "_last_click", None)
        if last and abs(last[0] - x) <= 5 and abs(last[1] - y) <= 5:
            time.sleep(max(0.0, last[2] + DOUBLE_CLICK_SECONDS - time.monotonic()))

    def click_button(self, name, timeout=10.0):
        self.click(self.wait(f"a sensitive button “{name}”", lambda: next(
            (b for b in self.find_all(pyatspi.ROLE_PUSH_BUTTON, name) if b.getState().contains(pyatspi.STATE_SENSITIVE)),
            None), timeout))

    def key(self, *keys, focus=True):
        """Presses `keys` in the app's topmost window (given the focus first unless `focus` is False)."""
        if focus:
            self.focus_window()
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], check=True)

    def hold(self, key, seconds):
        """Holds `key` down for `seconds` (the X server repeats it meanwhile), then lets it go."""
        self.focus_window()
        subprocess.run(["xdotool", "keydown", key, "sleep", str(seconds), "keyup", key], check=True)

    def type(self, text):
        self.focus_window()
        subprocess.run(["xdotool", "type", "--delay", "5", text], check=True)

    def _display(self):
        if self.x11 is None:
            self.x11 = xdisplay.Display()
        return self.x11

    def top_window(self):
        """The app's topmost mapped toplevel X window (a dialog over the main window, if one
        is open), or None. With no window manager, new windows stack on top; with one, each
        is inside the frame the manager gave it."""
        return next(reversed(self._toplevels()), None)

    def _toplevels(self):
        """The app's mapped toplevel X windows, bottom to top."""
        x11 = self._display()
        pid_atom = x11.intern_atom("_NET_WM_PID")
        found = []
        for toplevel in x11.screen().root.query_tree().children:  # bottom to top
            try:
                for window in [toplevel, *toplevel.query_tree().children]:
                    attributes = window.get_attributes()
                    if attributes.map_state != X.IsViewable or attributes.override_redirect:
                        continue
                    pid = window.get_full_property(pid_atom, X.AnyPropertyType)
                    if pid is not None and len(pid.value) and pid.value[0] == self.process.pid:
                        found.append(window)
            except xerror.XError:
                continue  # the window went away meanwhile
        return found

    def screen_size(self):
        """The size of the X screen the app is on."""
        screen = self._display().screen()
        return screen.width_in_pixels, screen.height_in_pixels

    def window_size(self):
        """The size of the app's topmost window, as the X server has it (with GTK's shadow)."""
        geometry = self.wait("an app window", self.top_window).get_geometry()
        return geometry.width, geometry.height

    def is_maximized(self):
        """Whether the window manager says the app's topmost window is maximized."""
        x11 = self._display()
        state = self.wait("an app window", self.top_window).get_full_property(
            x11.intern_atom("_NET_WM_STATE"), X.AnyPropertyType)
        maximized = {x11.intern_atom("_NET_WM_STATE_MAXIMIZED_VERT"), x11.intern_atom("_NET_WM_STATE_MAXIMIZED_HORZ")}
        return state is not None and maximized <= set(state.value)

    def maximize(self, maximized=True):
        """Asks the window manager to maximize (or restore) the app's topmost window, as its
        title bar's button or a double click on it does (EWMH `_NET_WM_STATE`)."""
        x11 = self._display()
        window = self.wait("an app window", self.top_window)
        state = x11.intern_atom("_NET_WM_STATE")
        data = [1 if maximized else 0, x11.intern_atom("_NET_WM_STATE_MAXIMIZED_VERT"),
                x11.intern_atom("_NET_WM_STATE_MAXIMIZED_HORZ"), 1, 0]
        message = xevent.ClientMessage(window=window, client_type=state, data=(32, data))
        x11.screen().root.send_event(message, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
        x11.sync()

    def close_main_window(self):
        """Asks the window manager to close the app's main window, as a taskbar's or the
        overview's Close does (EWMH `_NET_CLOSE_WINDOW`), whatever dialog is over it."""
        x11 = self._display()
        main = self.wait("the main window", lambda: next(
            (window for window in self._toplevels() if window.get_wm_transient_for() is None), None))
        message = xevent.ClientMessage(window=main, client_type=x11.intern_atom("_NET_CLOSE_WINDOW"),
                                       data=(32, [X.CurrentTime, 2, 0, 0, 0]))
        x11.screen().root.send_event(message, event_mask=X.SubstructureRedirectMask | X.SubstructureNotifyMask)
        x11.sync()

    def focus_window(self):
        """With no window manager, gives the app's topmost window the keyboard focus, and
        waits until the X server says it has it. (A window that closes drops the focus to
        the root window; nothing gives it back to the window below, as a window manager would.)"""
        x11 = self._display()

        def has_focus():
            window = self.top_window()
            if window is None:
                return None
            focus = x11.get_input_focus().focus
            if getattr(focus, "id", focus) == window.id:
                return window
            catch = xerror.CatchError()
            window.set_input_focus(X.RevertToParent, X.CurrentTime, onerror=catch)
            x11.sync()
            return None
        self.wait("an app window to take the keyboard focus", has_focus, timeout=5)

    # ---- evidence and ending ----------------------------------------------------------------

    def tree(self):
        lines = []
        for window in self.windows():
            stack = [(window, 0)]
            while stack:
                node, depth = stack.pop()
                try:
                    states = [pyatspi.stateToString(s) for s in node.getState().getStates()]
                    interesting = [s for s in states if s in ("showing", "focused", "sensitive", "selected", "active")]
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

    def resident_kilobytes(self, kind="VmRSS"):
        """The app's resident memory in kB: all of it (`VmRSS`), or one kind of it, such as
        `RssAnon` (the heap and other private memory, not code or files read)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith(kind + ":"):
                    return int(line.split()[1])
        return 0

    def is_running(self):
        return self.process.poll() is None

    def quit(self, timeout=10.0):
        """Ctrl+Q, then waits for the process to end. No dialog may be open: one with
        unsaved text would ask first."""
        if self.is_running():
            self.wait("no dialog open before quitting", lambda: not any(
                window.getRole() in (pyatspi.ROLE_ALERT, pyatspi.ROLE_DIALOG)
                for window in self.windows() if window.getState().contains(pyatspi.STATE_SHOWING)))
            self.key("ctrl+q")
            try:
                self.process.wait(timeout * TIMEOUT_SCALE)
            except subprocess.TimeoutExpired:
                self.process.send_signal(signal.SIGTERM)
                self.process.wait(5 * TIMEOUT_SCALE)
        return self.process.returncode

    def close(self):
        if self.is_running():
            self.process.kill()
            self.process.wait(5)
        self.log.close()
        if self.x11 is not None:
            self.x11.close()
            self.x11 = None
        if self.owns_data:
            shutil.rmtree(self.data_home, ignore_errors=True)
