"""Steps shared by the end-to-end scenarios, each done the way a person does it."""
import pyatspi

BUTTON = pyatspi.ROLE_PUSH_BUTTON
PAGE = pyatspi.ROLE_FILLER


def page_shown(app, title, timeout=10.0):
    """Waits until the page named `title` is on screen."""
    return app.find(PAGE, title, timeout=timeout)


def finish_walkthrough_by_keyboard(app):
    """Next (Enter) three times, Start Shopping from the keyboard (Tab to it, Enter)."""
    page_shown(app, "How to Shop")
    for step in (1, 2, 3):
        app.find(pyatspi.ROLE_LABEL, f"Step {step} of 4")
        app.key("Return")
    app.find(pyatspi.ROLE_LABEL, "Step 4 of 4")
    app.find(BUTTON, "Start Shopping")
    focused = app.focused()
    if focused is None or focused.name != "Start Shopping":
        app.key("Tab")
    app.key("Return")


def create_account_by_keyboard(app, user="ada", password="correct horse"):
    """Types the user name and password on the login page and presses Enter."""
    page_shown(app, "Create Account")
    app.type(user)
    app.key("Return")
    app.type(password)
    app.key("Return")
    page_shown(app, "Browse", timeout=30)
    app.find(pyatspi.ROLE_LIST_BOX, "Products", timeout=20)


def signed_in(launch, data_home, args=()):
    """A first launch through the walkthrough and sign-up, on `data_home`."""
    app = launch(args=args, data_home=data_home)
    finish_walkthrough_by_keyboard(app)
    create_account_by_keyboard(app)
    return app


def product_rows(app):
    return app.find_all(pyatspi.ROLE_LIST_ITEM, root=app.find(pyatspi.ROLE_LIST_BOX, "Products"))
