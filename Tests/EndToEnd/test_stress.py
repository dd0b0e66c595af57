"""Stress: a seeded random walk of real keys and clicks at 20 or more a second, animations
on, sent in bursts of 25 that the app works through before the next. Afterwards the app is
alive and responsive, AT-SPI shows what the app's own navigation state says, memory is back
to what it was after the first 100 inputs, and the live screen entries are those on the stacks. `make test`
runs 200 inputs; `make stress` runs 1,000 (STRESS_INPUTS)."""
import os
import random
import time

import pyatspi

from fast_input import FastInput
from flows import browse_list_shown
from storefront_driver import Timeout, poll

INPUTS = int(os.environ.get("STRESS_INPUTS", "200"))
SEED = int(os.environ.get("STRESS_SEED", "7"))
KEYS = ["alt+Left", "Escape", "Tab", "shift+Tab", "Return", "space", "Down", "Up", "ctrl+Page_Down",
        "ctrl+Page_Up", "alt+1", "alt+2", "alt+3", "ctrl+f", "a", "BackSpace"]
# Inputs that would end the walk rather than exercise navigation.
AVOIDED = {"Sign Out", "Close", "Minimize", "Maximize"}


def clickables(app):
    """The centres of the buttons, tabs and rows on screen now (read once: the walk clicks
    wherever they were, as an impatient user does while pages move)."""
    points = []
    for node in app.find_all():
        try:
            if node.getRole() not in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_RADIO_BUTTON, pyatspi.ROLE_LIST_ITEM):
                continue
            if node.name in AVOIDED or not node.getState().contains(pyatspi.STATE_SENSITIVE):
                continue
            box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            x, y = box.x + box.width // 2, box.y + box.height // 2
            if 0 <= x < 4096 and 0 <= y < 4096:  # nodes scrolled or slid off screen report odd extents
                points.append((x, y))
        except Exception:
            continue
    return points


def menu_open(app):
    """Whether the main menu's popover is open."""
    return any(toggle.getState().contains(pyatspi.STATE_CHECKED)
               for toggle in app.find_all(pyatspi.ROLE_TOGGLE_BUTTON, "Main Menu"))


def back_to_start(app):
    """Closes alerts and dialogs (discarding drafts) and goes back to the Browse tab's list."""
    app.settled_trace()
    def at_start():
        state = app.navigation_trace()
        return (state and state["topStack"] == "browse" and len(state["stacks"]["browse"]) == 1
                and not state["modals"] and not app.find_all(pyatspi.ROLE_ALERT))
    for _ in range(60):
        if at_start():
            app.settled_trace()
            if at_start():
                return app.navigation_trace()
        if menu_open(app):  # the walk opened it (Return on its button): a click elsewhere would only close it
            app.key("Escape")
            poll("the main menu closed", lambda: not menu_open(app) or None)
        if app.find_all(pyatspi.ROLE_FRAME, "Shortcuts"):  # Ctrl+? (a window of its own, over the form below)
            app.key("Escape")  # to the top window: the shortcuts
            poll("the shortcuts closed", lambda: not app.find_all(pyatspi.ROLE_FRAME, "Shortcuts") or None)
        state = app.navigation_trace() or {}
        if state.get("visibleTitle") == "Sign In":  # the walk found Sign Out by keyboard: sign in again
            # The form may be in either mode (the trace's title is the one it had when shown).
            mode = poll("the sign-in form", lambda: next((name for name in ("Create an Account", "I Already Have an Account")
                                                          if app.shows(pyatspi.ROLE_PUSH_BUTTON, name)), None))
            if mode == "I Already Have an Account":
                app.click_button(mode)
                poll("the sign-in mode", lambda: app.shows(pyatspi.ROLE_PUSH_BUTTON, "Create an Account") or None)
            for role, text in ((pyatspi.ROLE_TEXT, "ada"), (pyatspi.ROLE_PASSWORD_TEXT, "correct horse")):
                field = app.find(role)
                app.click(field)
                field.queryEditableText().setTextContents("")
                app.type(text)
            app.key("Return")
            poll("the tabs again", lambda: (app.navigation_trace() or {}).get("topStack") == "browse" or None, timeout=30)
            continue
        alerts = app.find_all(pyatspi.ROLE_ALERT)
        if alerts:
            discard = app.find_all(pyatspi.ROLE_PUSH_BUTTON, "Discard") or app.find_all(pyatspi.ROLE_PUSH_BUTTON, "OK")
            app.click(discard[0]) if discard else app.key("Escape")
        elif app.find_all(pyatspi.ROLE_DIALOG):
            app.key("Escape")
        elif app.shows(pyatspi.ROLE_PUSH_BUTTON, "Back"):
            app.key("alt+Left")
        else:
            app.key("alt+1")
        time.sleep(0.1)  # a pace for the steps, not a synchronisation: at_start() decides
    raise AssertionError(f"could not get back to the start page; the app says {app.navigation_trace()}")


def test_random_walk(launch, signed_in_home):
    app = launch(data_home=signed_in_home)
    browse_list_shown(app)
    randomness = random.Random(SEED)
    x11 = FastInput()
    candidates = clickables(app)
    baseline = None
    started = time.monotonic()
    walk_time = 0.0
    for number in range(1, INPUTS + 1):
        if number % 25 == 0:
            # Bursts of 25, then the app works through them: faster than anyone clicks and
            # during animations, but with no backlog growing over the walk (resident memory
            # stays at a backlog's high-water mark, which would look like a leak).
            app.caught_up()
            candidates = clickables(app)
            app.focus_window()  # a dialog may have opened or closed
        if candidates and randomness.random() < 0.45:
            x11.click(*randomness.choice(candidates))
        else:
            x11.key(randomness.choice(KEYS))
        if number == 100:
            walk_time += time.monotonic() - started
            state = back_to_start(app)
            app.fresh_trace()
            baseline = (app.resident_kilobytes(), state["liveScreenEntries"], app.resident_kilobytes("RssAnon"))
            started = time.monotonic()
            candidates = clickables(app)
    walk_time += time.monotonic() - started
    rate = INPUTS / walk_time
    assert app.is_running(), "the app died during the walk"
    assert rate >= 20, f"only {rate:.1f} inputs a second"
    state = back_to_start(app)
    # Responsive, and AT-SPI shows the page the app says is on top.
    app.key("ctrl+f")
    poll("the search field focused", lambda: app.focused() is not None and app.focused().name == "Search products" or None)
    state = app.fresh_trace()
    assert app.find(pyatspi.ROLE_FILLER, state["visibleTitle"]) is not None
    # Nothing outlives its page: every screen and view model alive is one a stack shows.
    shown = sum(len(screens) for screens in state["stacks"].values())
    assert state["live"]["screen"] == shown and state["live"]["viewModel"] == shown, (
        f"{state['live']} alive for {shown} screens shown")
    resident = app.resident_kilobytes()
    anonymous = app.resident_kilobytes("RssAnon")
    print(f"\nstress: {INPUTS} inputs at {rate:.1f}/s; resident memory after 100 inputs {baseline[0]} kB, "
          f"at the end {resident} kB ({100 * (resident / baseline[0] - 1):+.1f}%); private (heap) {baseline[2]} kB, "
          f"then {anonymous} kB ({100 * (anonymous / baseline[2] - 1):+.1f}%); live screen entries "
          f"{baseline[1]} then {state['liveScreenEntries']}")
    assert resident <= baseline[0] * 1.05, f"memory grew from {baseline[0]} kB to {resident} kB"
    assert baseline[1] >= 3, "the three tabs' first screens are alive"
    # Entries are freed when the navigation that removed them has finished, and a screen's flow
    # may end a turn of the main loop later: asked again for a while, the count must come down
    # to the entries the stacks hold. (Not to the count after 100 inputs: only the Browse tab
    # is back at its list then, and another tab may have held an order's page.)
    def on_stacks(state):
        return sum(len(entries) for entries in state["stacks"].values())
    try:
        poll("the live screen entries down to those on the stacks",
             lambda: (lambda state: state["liveScreenEntries"] == on_stacks(state))(app.fresh_trace()) or None,
             timeout=5)
    except Timeout:
        state = app.fresh_trace()
        raise AssertionError(
            f"screens from finished flows are still alive: {state['liveScreenEntries']} entries for "
            f"{on_stacks(state)} on the stacks; not on a stack: {state['strayEntries']} (an entry no navigation "
            f"applied is not listed); {state['pendingNavigations']} navigations waiting") from None
