"""Steps shared by the end-to-end scenarios, each done the way a person does it."""
import pyatspi

from storefront_driver import poll

BUTTON = pyatspi.ROLE_PUSH_BUTTON
PAGE = pyatspi.ROLE_FILLER


PAGE_ROLES = (pyatspi.ROLE_FILLER, pyatspi.ROLE_PANEL, pyatspi.ROLE_SCROLL_PANE)


def page_shown(app, title, timeout=10.0):
    """Waits until the page named `title` (a page's root carries its title) is on screen."""
    return poll(f"the page “{title}”", lambda: next(
        (node for node in app.find_all(name=title) if node.getRole() in PAGE_ROLES), None), timeout)


def focused_button(app, name):
    return next((button for button in app.find_all(BUTTON, name)
                 if button.getState().contains(pyatspi.STATE_FOCUSED)), None)


def settled_on_step(app, step):
    """Waits until step `step` alone is on screen (the crossfade is over) with its main button focused."""
    main = "Start Shopping" if step == 4 else "Next"
    poll(f"step {step} on screen, “{main}” focused", lambda: (
        app.shows(pyatspi.ROLE_LABEL, f"Step {step} of 4")
        and not any(app.shows(pyatspi.ROLE_LABEL, f"Step {other} of 4") for other in range(1, 5) if other != step)
        and focused_button(app, main)) or None)


def finish_walkthrough_by_keyboard(app):
    """Enter on Next three times, then on Start Shopping (where the focus lands)."""
    page_shown(app, "How to Shop")
    for step in (1, 2, 3, 4):
        settled_on_step(app, step)
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


def signed_in(launch, data_home, args=(), env=None):
    """A first launch through the walkthrough and sign-up, on `data_home`."""
    app = launch(args=args, data_home=data_home, env=env)
    finish_walkthrough_by_keyboard(app)
    create_account_by_keyboard(app)
    return app


def product_rows(app):
    return app.find_all(pyatspi.ROLE_LIST_ITEM, root=app.find(pyatspi.ROLE_LIST_BOX, "Products"))
