"""Steps shared by the end-to-end scenarios, each done the way a person does it.

A scenario runs once per way of using the app: `Keyboard` (keys only: Tab and Shift+Tab to
move, Return to press, the app's shortcuts) and `Mouse` (clicks only; text is typed into
fields, since text needs a keyboard, but every move from one widget or page to another is a
click). The steps below take either and say what they need (“press Checkout”, “fill in the
street”), not how."""
import pyatspi

from storefront_driver import Timeout, describe, fingerprint, role_name

BUTTON = pyatspi.ROLE_PUSH_BUTTON
TABS = ("Browse", "Cart", "Account")

PAGE_ROLES = (pyatspi.ROLE_FILLER, pyatspi.ROLE_PANEL, pyatspi.ROLE_SCROLL_PANE)
TEXT_ROLES = (pyatspi.ROLE_TEXT, pyatspi.ROLE_PASSWORD_TEXT)


def shows_page(app, title):
    """Whether the page named `title` is on screen now (whatever its root: a box, a scrolled window)."""
    return any(app.shows(role, title) for role in PAGE_ROLES)


def scroll_pane_around(node):
    """The scrolling part of the page that holds `node`."""
    pane = node
    while pane.getRole() != pyatspi.ROLE_SCROLL_PANE:
        pane = pane.parent
    return pane


def shown_whole(node, pane):
    """Whether all of `node`'s height is in view in `pane` (not scrolled out, not cut)."""
    box, shown = (each.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for each in (node, pane))
    return box.y >= shown.y and box.y + box.height <= shown.y + shown.height


def page_shown(app, title, timeout=10.0):
    """Waits until the page named `title` (a page's root carries its title) is on screen."""
    return app.wait(f"the page “{title}”", lambda: next(
        (node for node in app.find_all(name=title) if node.getRole() in PAGE_ROLES), None), timeout)


def focused_button(app, name):
    return next((button for button in app.find_all(BUTTON, name)
                 if button.getState().contains(pyatspi.STATE_FOCUSED)), None)


def settled_on_step(app, step):
    """Waits until step `step` alone is on screen (the crossfade is over) with its main button focused."""
    main = "Start Shopping" if step == 4 else "Next"
    app.wait(f"step {step} on screen, “{main}” focused", lambda: (
        app.shows(pyatspi.ROLE_LABEL, f"Step {step} of 4")
        and not any(app.shows(pyatspi.ROLE_LABEL, f"Step {other} of 4") for other in range(1, 5) if other != step)
        and focused_button(app, main)) or None)


def alert_shown(app, title=None, timeout=10.0):
    """Waits for an alert (titled `title`, if given) and returns it."""
    return app.wait(f"the alert “{title or 'any'}”", lambda: next(
        (alert for alert in app.find_all(pyatspi.ROLE_ALERT) if title is None or alert.name == title), None), timeout)


def alert_gone(app):
    app.wait("the alert to close", lambda: not app.find_all(pyatspi.ROLE_ALERT))


def dialog_shown(app, timeout=10.0):
    return app.find(pyatspi.ROLE_DIALOG, timeout=timeout)


def dialog_gone(app):
    app.wait("the dialog to close", lambda: not app.find_all(pyatspi.ROLE_DIALOG))


def focus_in(app, what, matches, timeout=10.0):
    """Waits until the focused widget is on screen and `matches` it (what a keyboard user
    needs after a page change: the focus on the page, somewhere useful)."""
    return app.wait(f"the focus on {what}", lambda: (lambda node: node if node is not None and matches(node) else None)(
        app.focused()), timeout)


def focus_on(app, role, name, timeout=10.0):
    return focus_in(app, f"{role_name(role)} “{name}”",
                    lambda node: node.getRole() == role and node.name == name, timeout)


def text_of(node):
    return node.queryText().getText(0, -1)


def chosen(chooser):
    """The name of the item a combo box shows (its own name is that of its label)."""
    selection = chooser.querySelection()
    return selection.getSelectedChild(0).name if selection.nSelectedChildren else None


class Keyboard:
    """Keys only. Moving is Tab / Shift+Tab (each press must move the focus, and the target
    must be reached within a page's worth of presses: that is what “reachable by keyboard”
    means), pressing is Return, plus the app's shortcuts."""
    by_keyboard = True
    TAB_LIMIT = 45

    def __init__(self, app):
        self.app = app

    def focus(self, what, matches, backwards=False):
        """Presses Tab (Shift+Tab when `backwards`) until the focused widget `matches`."""
        app = self.app
        key = "shift+Tab" if backwards else "Tab"
        current = app.focused()
        visited = []
        for _ in range(self.TAB_LIMIT):
            if current is not None and matches(current):
                return current
            before = fingerprint(current)
            visited.append(describe(current))
            app.key(key)
            # The focus moves to the next widget, or nowhere at the end of the window's chain
            # (GTK 3 then starts again from the first widget at the next Tab). A combo box's
            # focus is on a button inside it that AT-SPI does not show: from nowhere to there,
            # nothing seems to move, and the next Tab goes on.
            try:
                current = app.wait(f"{key} to move the focus on from {describe(current)}", lambda: (
                    lambda now: (now,) if fingerprint(now) != before else None)(app.focused()),
                    timeout=10 if before is not None else 1)[0]
            except Timeout:
                if before is not None:
                    raise
            if current is None and before is not None:
                # Nowhere may be the end of the chain, or a moment between two widgets (the old
                # one has let the focus go, AT-SPI has not heard who took it yet: seen in a
                # slowed-down app). A widget that takes it at once counts as where Tab went.
                try:
                    current = app.wait("the focus to land", app.focused, timeout=0.3)
                except Timeout:
                    pass
        raise AssertionError(f"{what} is not reachable by {key}: the focus went through {', '.join(visited)}")

    def press(self, name, role=BUTTON, backwards=False, window=None):
        """Tabs to the widget (a button by default) named `name` and presses Return (in the
        window that has the focus: `window` is for the mouse)."""
        self.focus(f"{role_name(role)} “{name}”", lambda node: node.getRole() == role and node.name == name, backwards)
        self.app.key("Return")

    def fill(self, label, text, replace=False, backwards=False):
        """Tabs to the field labelled `label` and types `text` (replacing what is there)."""
        self.focus(f"the field “{label}”", lambda node: node.getRole() in TEXT_ROLES + (pyatspi.ROLE_COMBO_BOX,)
                   and label in self.app.labels_of(node), backwards)
        if replace:
            self.app.key("ctrl+a")
        self.app.type(text)

    def choose(self, chooser, item, mnemonic):
        """Alt+`mnemonic` (its label's underlined letter) focuses `chooser`, a combo box; Down
        then steps through its items until `item` is chosen."""
        app = self.app
        app.key(f"alt+{mnemonic}")
        for _ in range(self.TAB_LIMIT):
            before = chosen(chooser)
            if before == item:
                return
            app.key("Down")
            app.wait(f"Down to choose the item after “{before}”", lambda: chosen(chooser) != before or None)
        raise AssertionError(f"“{item}” is not among the items of the chooser")

    def back(self):
        self.app.key("alt+Left")

    def choose_tab(self, name):
        self.app.key(f"alt+{TABS.index(name) + 1}")

    def choose_from_main_menu(self, item):
        """F10 opens the main menu; Tab to the entry, Return."""
        self.app.key("F10")
        self.press(item)

    def close_dialog(self, dialog):
        self.app.key("Escape")


class Mouse:
    """Clicks only (text is typed into the field clicked first)."""
    by_keyboard = False

    def __init__(self, app):
        self.app = app

    def press(self, name, role=BUTTON, backwards=False, window=None):
        """Clicks the sensitive widget (a button by default) named `name` (in `window`, when
        several windows have one: each has its own “Close”)."""
        app = self.app
        windows = [window] if window is not None else None
        app.click(app.wait(f"a sensitive {role_name(role)} “{name}”", lambda: next(
            (node for node in app.find_all(role, name, windows=windows)
             if node.getState().contains(pyatspi.STATE_SENSITIVE)), None)))

    def fill(self, label, text, replace=False, backwards=False):
        """Clicks the field labelled `label` (three times to select its text, when replacing)
        and types `text`."""
        field = self.app.field(label)
        self.app.click(field, repeat=3 if replace else 1)
        self.app.type(text)

    def choose(self, chooser, item, mnemonic):
        """Clicks `chooser`, a combo box, then `item` in the list it opens."""
        app = self.app
        app.click(chooser)
        app.click(app.wait(f"the item “{item}” shown",
                           lambda: next(iter(app.find_all(pyatspi.ROLE_MENU_ITEM, item)), None)))
        app.wait(f"“{item}” chosen", lambda: chosen(chooser) == item or None)

    def back(self):
        """The header bar's back button."""
        self.app.click_button("Back")

    def choose_tab(self, name):
        """The tab's button in the header bar (“Cart (2)” is the Cart tab). A page deeper in
        a tab shows its title there instead of the tabs (GNOME's drill-down pattern), so the
        user first goes back, a page at a time, until the tabs are there."""
        app = self.app

        def tab():
            return next((tab for tab in app.find_all(pyatspi.ROLE_RADIO_BUTTON)
                         if tab.name == name or tab.name.startswith(f"{name} (")), None)

        for _ in range(8):
            if tab() or not app.shows(BUTTON, "Back"):
                break
            self.back()
            try:
                app.wait(f"the tab “{name}” after going back", tab, timeout=2)
            except Timeout:
                continue  # still deeper: back again
        app.click(app.wait(f"the tab “{name}”", tab))

    def choose_from_main_menu(self, item):
        """The header bar's menu button, then the entry."""
        self.app.click(self.app.find(pyatspi.ROLE_TOGGLE_BUTTON, "Main Menu"))
        self.press(item)

    def close_dialog(self, dialog):
        """The dialog's own Close button, or its title bar's close button."""
        self.press("Close", window=dialog)


INPUTS = {"keyboard": Keyboard, "mouse": Mouse}


# ---- flows ----------------------------------------------------------------------------------

ADDRESS = (("Full name", "Ada Lovelace"), ("Street", "12 Analytical Row"), ("Postal code", "12345"),
           ("City", "London"), ("Country", "United Kingdom"))
CARD = (("Card holder", "Ada Lovelace"), ("Card number", "4111 1111 1111 1111"), ("Expiry", "12/39"))


def submit_form(user, fields, button):
    """Fills in `fields` and submits: Enter in the last field by keyboard (each Enter moves
    to the next field, the last one submits), `button` by mouse."""
    for label, value in fields:
        user.fill(label, value)
        if user.by_keyboard:
            user.app.key("Return")
    if not user.by_keyboard:
        user.press(button)


def finish_walkthrough(user):
    """Next on the first three steps, Start Shopping on the last (the focus is on each)."""
    app = user.app
    page_shown(app, "How to Shop")
    for step in (1, 2, 3, 4):
        settled_on_step(app, step)
        user.press("Start Shopping" if step == 4 else "Next")


def submit_login(user, name, password, button):
    """Types the user name and password and submits: Enter in the password field by keyboard
    (the form's way), the main button by mouse."""
    user.fill("Username", name, replace=True)
    user.fill("Password", password, replace=True)
    if user.by_keyboard:
        user.app.key("Return")
    else:
        user.press(button)


def create_account(user, name="ada", password="correct horse"):
    """The Create Account form, through to the Browse tab's product list."""
    app = user.app
    page_shown(app, "Create Account")
    submit_login(user, name, password, "Create Account")
    browse_list_shown(app, timeout=30)


def browse_list_shown(app, timeout=20):
    page_shown(app, "Browse", timeout=timeout)
    return app.find(pyatspi.ROLE_LIST_BOX, "Products", timeout=timeout)


def product_rows(app):
    return app.find_all(pyatspi.ROLE_LIST_ITEM, root=app.find(pyatspi.ROLE_LIST_BOX, "Products"))


def open_product(user, query=None):
    """Opens the first product (the first matching `query`): by keyboard Ctrl+F, the query,
    Down to the first result and Return; by mouse a click in the search field, the query and a
    click on the first row. Returns the product's name."""
    app = user.app
    browse_list_shown(app)
    if user.by_keyboard:
        app.key("ctrl+f")
        focus_on(app, pyatspi.ROLE_TEXT, "Search products")
        if query:
            app.type(query)
    elif query:
        user.fill("Search products", query)
    if query:
        search = app.find(pyatspi.ROLE_TEXT, "Search products")
        app.wait(f"“{query}” typed", lambda: text_of(search) == query or None)

    def names_shown():
        try:
            names = [row.name for row in product_rows(app)]
        except Exception:  # a row rebuilt as it was read: read again
            return None
        return names if names and (not query or all(query.lower() in name.lower() for name in names)) else None
    first = app.wait("the products shown", names_shown)[0]
    name = first.split(",")[0]
    if user.by_keyboard:
        app.key("Down")
        focus_on(app, pyatspi.ROLE_LIST_ITEM, first)
        app.key("Return")
    else:
        app.click(app.find(pyatspi.ROLE_LIST_ITEM, first))
    product_page_shown(app, name)
    return name


def product_page_shown(app, name):
    """The page of the product `name` alone on screen (loaded, the slide over)."""
    app.wait(f"the page of {name} alone", lambda: app.shows(pyatspi.ROLE_LABEL, name)
             and app.shows(BUTTON, "Add to Cart") and not app.shows(pyatspi.ROLE_LIST_BOX, "Products")
             and not app.shows(pyatspi.ROLE_LIST_BOX, "Reviews") or None, timeout=20)


def add_to_cart(user, then="Keep Shopping"):
    """Add to Cart on the product page, then `then` in the alert."""
    app = user.app
    user.press("Add to Cart", backwards=True)
    alert_shown(app, "Added to Your Cart")
    user.press(then)
    alert_gone(app)


def fill_cart(user, queries):
    """Adds the first product matching each of `queries` (None: the first product) to the
    cart, going back to the list after each, and returns their names."""
    app = user.app
    names = []
    for query in queries:
        names.append(open_product(user, query))
        add_to_cart(user)
        user.back()
        browse_list_shown(app)
    return names


def tab_title(app, name):
    """The title of the tab `name` in the header bar (“Cart (2)”)."""
    return app.wait(f"the tab “{name}”", lambda: next(
        (tab.name for tab in app.find_all(pyatspi.ROLE_RADIO_BUTTON)
         if tab.name == name or tab.name.startswith(f"{name} (")), None))


def sign_out(user):
    """Account tab, Sign Out, and the Sign In page."""
    app = user.app
    user.choose_tab("Account")
    page_shown(app, "Account")
    user.press("Sign Out")
    page_shown(app, "Sign In")


# ---- leaks ----------------------------------------------------------------------------------

def live_objects(app):
    """The coordinators, screens and view models alive in the app, by its own count, once it
    has stopped navigating."""
    app.settled_trace()
    return app.fresh_trace()["live"]


def freed_back_to(app, baseline, flow):
    """Waits until the app's live coordinators, screens and view models are back at
    `baseline`, taken before `flow`: the flow freed everything it made."""
    last = [None]

    def back():
        last[0] = app.fresh_trace()["live"]
        return last[0] == baseline or None
    try:
        app.wait(f"the objects of {flow} to be freed", back, interval=0.2)
    except Timeout:
        raise AssertionError(f"{flow} left objects alive: {last[0]}, against {baseline} before it") from None
