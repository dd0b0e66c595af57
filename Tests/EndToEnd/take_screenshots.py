"""`make screenshots`: the release `storefront` driven through a first session (walkthrough,
sign-up, browse, the main menu, a product, its reviews, a review, the cart, checkout; then, relaunched with
the order's random number and date pinned, the account, in a wide then a narrow window, and a
wrong password), with a PNG of the window at each main screen in docs/screenshots/ (or
$SCREENSHOT_DIR). The pictures are
of the real window on the X display, dialogs included, cropped to the window. A dialog must
lie over its parent window. Two runs give the same files: a picture that changes in a
commit shows a change on screen.

Run under an X display with a session bus and Debian's Python (pyatspi):
    xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- /usr/bin/python3 Tests/EndToEnd/take_screenshots.py
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import pyatspi
from Xlib import display, error

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from flows import (BUTTON, Keyboard, create_account, finish_walkthrough, page_shown, product_rows,  # noqa: E402
                   settled_on_step)
from storefront_driver import REPO, Storefront, extents, poll  # noqa: E402

OUTPUT = os.environ.get("SCREENSHOT_DIR", os.path.join(REPO, "docs", "screenshots"))
# Identical screens in a row before a picture is taken: transitions and spinners are over.
STILL_FRAMES = 3


class Camera:
    """Takes pictures of the app's window once the screen has stopped changing."""

    def __init__(self, app, x_display):
        self.app = app
        screen = x_display.screen()
        self.width, self.height = screen.width_in_pixels, screen.height_in_pixels

    def grab(self):
        """The whole screen's pixels, as raw RGB."""
        return subprocess.run(["import", "-window", "root", "-depth", "8", "rgb:-"],
                              capture_output=True, check=True).stdout

    def still_screen(self):
        """Waits until STILL_FRAMES grabs in a row are identical; returns the last."""
        frames = []

        def still():
            frames.append(self.grab())
            del frames[:-STILL_FRAMES]
            return frames[-1] if len(frames) == STILL_FRAMES and len(set(frames)) == 1 else None
        return poll("the screen to stop changing", still, timeout=20)

    def main_window(self):
        return poll("the main window", lambda: next(iter(self.app.find_all(pyatspi.ROLE_FRAME)), None))

    def shoot(self, name):
        """Saves the main window (with any dialog over it) as OUTPUT/name, pointer out of the way."""
        subprocess.run(["xdotool", "mousemove", "--sync", str(self.width - 1), str(self.height - 1)], check=True)
        pixels = self.still_screen()
        x, y, width, height = extents(self.main_window())
        for dialog in self.app.find_all(pyatspi.ROLE_DIALOG) + self.app.find_all(pyatspi.ROLE_ALERT):
            assert_over(dialog, (x, y, width, height), name)
        os.makedirs(OUTPUT, exist_ok=True)
        path = os.path.join(OUTPUT, name)
        subprocess.run(["convert", "-size", f"{self.width}x{self.height}", "-depth", "8", "rgb:-",
                        "-crop", f"{width}x{height}+{x}+{y}", "+repage", "-strip", path],
                       input=pixels, check=True)
        print(f"{path}: {width}x{height}")


def assert_over(dialog, window, name):
    """A dialog must lie inside the main window's area, centred across it (GTK centres a
    transient dialog on its parent; a dialog over a dialog is centred on that one, itself
    centred on the window)."""
    x, y, width, height = extents(dialog)
    wx, wy, w_width, w_height = window
    inside = wx <= x and wy <= y and x + width <= wx + w_width and y + height <= wy + w_height
    centred = abs((x + width / 2) - (wx + w_width / 2)) <= 8
    assert inside and centred, f"{name}: the dialog {(x, y, width, height)} is not over its window {window}"


def settings_folder():
    """An XDG_CONFIG_HOME with the GTK settings of a GNOME session, which Xvfb lacks (GNOME's
    settings daemon sets them): message dialogs drawn with their own title area and frame
    rather than left to a window manager (there is none here). And the text cursor does not
    blink, so that a screen with a focused entry stops changing."""
    folder = tempfile.mkdtemp(prefix="storefront-screenshots-config-")
    os.makedirs(os.path.join(folder, "gtk-3.0"))
    with open(os.path.join(folder, "gtk-3.0", "settings.ini"), "w") as settings:
        settings.write("[Settings]\ngtk-dialogs-use-header = true\ngtk-cursor-blink = false\n")
    return folder


def type_into(app, node, text):
    app.click(node)
    poll("the field focused", lambda: node.getState().contains(pyatspi.STATE_FOCUSED) or None)
    app.type(text)


def first_session(app, camera):
    """One first session up to a placed order, a picture at each main screen."""
    page_shown(app, "How to Shop")
    settled_on_step(app, 1)
    camera.shoot("storefront-walkthrough.png")
    finish_walkthrough(Keyboard(app))
    create_account(Keyboard(app))
    rows = poll("products", lambda: product_rows(app) or None)
    camera.shoot("storefront-browse.png")
    app.click(app.find(pyatspi.ROLE_TOGGLE_BUTTON, "Main Menu"))
    app.find(BUTTON, "About Storefront")
    camera.shoot("storefront-main-menu.png")
    app.key("Escape")
    poll("the main menu to close", lambda: not app.find_all(BUTTON, "About Storefront") or None)

    app.click(rows[0])
    app.find(BUTTON, "Add to Cart", timeout=20)
    camera.shoot("storefront-product.png")
    app.click_button("Reviews")
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    camera.shoot("storefront-reviews.png")
    app.click_button("Write a Review…")
    app.find(pyatspi.ROLE_DIALOG)
    app.type("Clear sound, all-day comfort")  # the title field has the focus
    type_into(app, app.find(pyatspi.ROLE_TEXT, "Review"), "The noise cancelling copes with a train, and they "
              "stay comfortable through a long day. The case is a little bulky.")
    Keyboard(app).choose(app.find(pyatspi.ROLE_COMBO_BOX), "4 stars: Very good", mnemonic="r")
    app.wait("Done enabled", lambda: app.find(BUTTON, "Done").getState().contains(pyatspi.STATE_SENSITIVE) or None)
    camera.shoot("storefront-write-review.png")
    app.key("Escape")
    app.find(pyatspi.ROLE_ALERT)
    camera.shoot("storefront-discard-review.png")
    app.click_button("Discard")
    poll("the dialog closed", lambda: not app.find_all(pyatspi.ROLE_DIALOG) or None)

    app.key("alt+Left")
    app.click_button("Add to Cart")
    app.find(pyatspi.ROLE_ALERT)
    camera.shoot("storefront-added-to-cart.png")
    app.click_button("Keep Shopping")
    app.key("alt+Left")
    rows = poll("products", lambda: product_rows(app) or None)
    app.click(rows[2])
    app.click_button("Add to Cart", timeout=20)
    app.find(pyatspi.ROLE_ALERT)
    app.click_button("Go to Cart")
    page_shown(app, "Cart")
    camera.shoot("storefront-cart.png")
    first = app.find(pyatspi.ROLE_LIST_ITEM).name.split(",")[0]
    app.click_button(f"Remove {first}")
    app.find(pyatspi.ROLE_LABEL, f"Removed {first}")
    camera.shoot("storefront-cart-undo.png")
    app.click_button("Undo")
    poll("the item back", lambda: app.find_all(pyatspi.ROLE_PUSH_BUTTON, f"Remove {first}") or None)

    app.click_button("Check Out")
    page_shown(app, "Shipping Address")
    for value in ("Ada Lovelace", "12 Analytical Row", "12345", "London", "United Kingdom"):
        app.type(value)
        app.key("Tab")
    camera.shoot("storefront-checkout-address.png")
    app.click_button("Continue")
    page_shown(app, "Payment")
    for value in ("Ada Lovelace", "4111 1111 1111 1111", "12/39"):
        app.type(value)
        app.key("Tab")
    camera.shoot("storefront-checkout-payment.png")
    app.click_button("Continue")
    page_shown(app, "Confirm Order")
    camera.shoot("storefront-checkout-confirm.png")
    app.click_button("Place Order")
    app.find(pyatspi.ROLE_ALERT)
    app.click_button("OK")


def after_the_order(app, camera):
    """The app relaunched after the first session: the account with its order, a wrong password."""
    app.click(app.find(pyatspi.ROLE_RADIO_BUTTON, "Account"))
    app.find(BUTTON, "Sign Out")
    camera.shoot("storefront-account.png")
    width, height = app.window_size()
    resize = ["xdotool", "windowsize", str(app.top_window().id)]
    subprocess.run(resize + ["400", "480"], check=True)  # the tabs move to the bottom
    poll("the narrow window", lambda: app.window_size() == (400, 480) or None)
    camera.shoot("storefront-account-narrow.png")
    subprocess.run(resize + [str(width), str(height)], check=True)
    poll("the window as before", lambda: app.window_size() == (width, height) or None)
    app.click_button("Sign Out")
    page_shown(app, "Sign In")
    app.type("ada")
    app.key("Return")
    app.type("not the password")
    app.key("Return")
    poll("the inline error", lambda: app.shows(pyatspi.ROLE_LABEL, "Wrong password.") or None)
    camera.shoot("storefront-login-error.png")


def open_display():
    try:
        return display.Display()
    except (error.DisplayError, error.ConnectionClosedError, OSError):
        return None


def pin_orders(data_home):
    """Gives the orders placed a fixed number and date (they are random and today's), so
    that the Account picture changes only when the page does."""
    path = os.path.join(data_home, "storefront", "orders.json")
    with open(path) as file:
        orders = json.load(file)
    for index, order in enumerate(orders):
        order["id"], order["date"] = f"SF-7K3Q9X2{'ABCDEFGHJK'[index]}", "2026-05-31"
    with open(path, "w") as file:
        json.dump(orders, file)


def main():
    x_display = poll("the X display", open_display)  # held open: Xvfb resets when its last client leaves
    config = settings_folder()
    data_home = tempfile.mkdtemp(prefix="storefront-screenshots-data-")
    try:
        for session in (first_session, after_the_order):
            app = Storefront(data_home=data_home, env={"XDG_CONFIG_HOME": config})
            try:
                app.wait_for_application()
                session(app, Camera(app, x_display))
                app.quit()
            except Exception:
                app.keep_evidence(os.path.join(tempfile.gettempdir(), "storefront-screenshots-evidence"))
                raise
            finally:
                app.close()
            if session is first_session:
                pin_orders(data_home)
    finally:
        shutil.rmtree(config, ignore_errors=True)
        shutil.rmtree(data_home, ignore_errors=True)
        x_display.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
