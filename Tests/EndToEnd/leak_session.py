"""`make leaks`: a scripted session of the release app under valgrind memcheck, then the
definite leaks attributed to the project's own code are counted; the count must be zero.

A leak is attributed to the project when its allocation stack has a frame of ours above the
main loop's entry (leak_filter.py): a leak inside GTK, GLib or Pango that our code set off
from a signal handler or a task counts (it is ours to avoid), except fontconfig's own cache
blocks, suppressed in valgrind/third-party.supp (nothing of ours can free them; the file says
what was measured). Stacks are kept whole (--num-callers=500): deep GTK size-request stacks
would otherwise end before showing where they came from.

The session covers the main flows, by keyboard and by mouse, with the end-to-end tests'
helpers: the walkthrough, sign up, the main menu's two windows, search, a product, its reviews, back three ways, the review
form (Cancel, Escape with text: keep writing, then discard), Add to Cart and both alert
actions, the cart, checkout (cancel, Back to Address, an order), sign out, sign in and quit."""
import os
import re
import shutil
import sys
import tempfile
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("E2E_TIMEOUT_SCALE", "15")  # before the driver reads it
import storefront_driver  # noqa: E402
from flows import (ADDRESS, CARD, Keyboard, Mouse, add_to_cart, alert_gone, alert_shown, browse_list_shown,  # noqa: E402
                   create_account, dialog_gone, dialog_shown, finish_walkthrough, open_product, page_shown,
                   product_page_shown, sign_out, submit_form, submit_login)
from leak_filter import attributed_to_project, definite_records  # noqa: E402
from storefront_driver import Storefront, keep_display_open  # noqa: E402

SUPPRESSIONS = ["/usr/share/glib-2.0/valgrind/glib.supp", "/usr/share/gtk-3.0/valgrind/gtk.supp",
                os.path.join(os.path.dirname(os.path.abspath(__file__)), "valgrind", "third-party.supp")]


def session(app):
    keyboard, mouse = Keyboard(app), Mouse(app)
    # First launch, by keyboard: the walkthrough and a new account.
    finish_walkthrough(keyboard)
    create_account(keyboard)

    # The main menu: the shortcuts window and the About window, each opened and closed.
    browse_list_shown(app)
    for item, role in (("Keyboard Shortcuts", pyatspi.ROLE_FRAME), ("About Storefront", pyatspi.ROLE_DIALOG)):
        windows = len(app.find_all(role))
        keyboard.choose_from_main_menu(item)
        app.wait(f"the window of {item}", lambda: len(app.find_all(role)) > windows or None)
        app.key("Escape")
        app.wait(f"the window of {item} closed", lambda: len(app.find_all(role)) == windows)

    # Browse by keyboard: search, a product, its reviews, back by Alt+Left and by the header button.
    name = open_product(keyboard, "Kettle")
    keyboard.press("Reviews", backwards=True)
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=20)
    keyboard.back()
    product_page_shown(app, name)
    keyboard.press("Reviews", backwards=True)
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=20)
    # The review form: Cancel; Escape with text asks, keep writing, then discard.
    keyboard.press("Write a Review…")
    dialog_shown(app)
    keyboard.press("Cancel")
    dialog_gone(app)
    keyboard.press("Write a Review…")
    dialog_shown(app)
    keyboard.fill("Title", "Half a thought")
    app.key("Escape")
    alert_shown(app, "Discard Review?")
    app.key("Escape")
    alert_gone(app)
    app.key("Escape")
    alert_shown(app, "Discard Review?")
    keyboard.press("Discard")
    alert_gone(app)
    dialog_gone(app)
    keyboard.press("Back")
    product_page_shown(app, name)
    add_to_cart(keyboard, then="Keep Shopping")
    keyboard.back()
    browse_list_shown(app)

    # By mouse: another product, its reviews, back by the mouse's back button, Add to Cart
    # and Go to Cart, then checkout: cancelled once, Back to Address, then an order.
    name = open_product(mouse)
    mouse.press("Reviews")
    reviews = app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=20)
    app.click(reviews, button=8)
    product_page_shown(app, name)
    add_to_cart(mouse, then="Go to Cart")
    page_shown(app, "Cart")
    mouse.press(f"Remove {name}")  # and put back: the in-app notification comes and goes
    app.find(pyatspi.ROLE_LABEL, f"Removed {name}")
    mouse.press("Undo")
    app.find(pyatspi.ROLE_PUSH_BUTTON, f"Remove {name}")
    mouse.press("Check Out")
    page_shown(app, "Shipping Address")
    mouse.back()
    page_shown(app, "Cart")
    mouse.press("Check Out")
    page_shown(app, "Shipping Address")
    submit_form(mouse, ADDRESS, "Continue")
    page_shown(app, "Payment")
    submit_form(mouse, CARD, "Continue")
    page_shown(app, "Confirm Order")
    mouse.press("Back to Address")
    page_shown(app, "Shipping Address")
    mouse.press("Continue")
    page_shown(app, "Payment")
    mouse.press("Continue")  # the card typed is kept
    page_shown(app, "Confirm Order")
    mouse.press("Place Order")
    alert_shown(app, "Order Placed")
    mouse.press("OK")
    alert_gone(app)
    app.find(pyatspi.ROLE_LABEL, "Your Cart Is Empty")

    # Sign out from the Account tab, sign in again, and quit (Ctrl+Q) from the product list.
    sign_out(mouse)
    submit_login(keyboard, "ada", "correct horse", "Sign In")
    browse_list_shown(app)


def main():
    folder = tempfile.mkdtemp(prefix="storefront-leaks-")
    log_path = os.path.join(folder, "valgrind.log")
    storefront_driver.LAUNCH_PREFIX = [
        "valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite",
        "--errors-for-leak-kinds=definite", "--num-callers=500", "--fullpath-after=", "-v",
        *[f"--suppressions={path}" for path in SUPPRESSIONS], f"--log-file={log_path}"]
    display = keep_display_open()
    started = time.monotonic()
    data = os.path.join(folder, "data")
    os.makedirs(data)
    app = Storefront(data_home=data)
    try:
        app.wait_for_application(timeout=40)
        print(f"leaks: the app is up under valgrind after {time.monotonic() - started:.0f} s", flush=True)
        session(app)
        print(f"leaks: session done after {time.monotonic() - started:.0f} s; quitting", flush=True)
        assert app.quit(timeout=40) == 0, "the app did not quit cleanly"
    except BaseException:
        evidence = os.path.join(folder, "evidence")
        app.keep_evidence(evidence)
        print(f"leaks: the session failed; screenshot, AT-SPI tree and log in {evidence}", flush=True)
        raise
    finally:
        app.close()
        display.close()
    elapsed = time.monotonic() - started
    with open(log_path) as file:
        log = file.read()
    summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", log)
    # -v lists each suppression used: "used_suppression: 12 fontconfig-… suppressed: 84,452 bytes in 21 blocks".
    used = re.findall(r"used_suppression:\s+(\d+) fontconfig-\S+ \S+ suppressed: ([\d,]+) bytes in ([\d,]+) blocks", log)
    fontconfig = (sum(int(n) for n, _, _ in used), sum(int(b.replace(",", "")) for _, b, _ in used),
                  sum(int(k.replace(",", "")) for _, _, k in used))
    records = definite_records(log)
    ours = [(headline, frames) for headline, frames in records if attributed_to_project(frames)]
    print(f"leaks: {len(ours)} definite leak record(s) through project code; valgrind in all: "
          f"{summary.group(0) if summary else 'no leak summary'} ({len(records)} records), besides fontconfig's "
          f"caches suppressed: {fontconfig[0]} records, {fontconfig[1]:,} bytes in {fontconfig[2]:,} blocks "
          f"(direct and indirect); session under valgrind {elapsed:.0f} s; log: {log_path}")
    for headline, frames in ours:
        print(headline, *frames, sep="\n   ", end="\n\n")
    if not ours:
        shutil.rmtree(data, ignore_errors=True)
    return 1 if ours or not summary else 0


if __name__ == "__main__":
    sys.exit(main())
