"""End-to-end scenarios: the release binary, real keys and clicks, checked through AT-SPI."""
import json
import os
import subprocess

import pyatspi

from flows import (BUTTON, PAGE, create_account_by_keyboard, finish_walkthrough_by_keyboard, page_shown,
                   product_rows, settled_on_step, signed_in)
from storefront_driver import BINARY, poll


def test_first_launch_walkthrough_start_over_and_sign_up(launch, data_home):
    app = launch(data_home=data_home)
    page_shown(app, "How to Shop")
    for step in (1, 2, 3):
        settled_on_step(app, step)
        app.click_button("Next")  # by mouse
    settled_on_step(app, 4)
    app.click_button("Start Over")
    settled_on_step(app, 1)
    finish_walkthrough_by_keyboard(app)
    create_account_by_keyboard(app)
    assert app.shows(pyatspi.ROLE_PAGE_TAB, "Cart") or app.shows(pyatspi.ROLE_RADIO_BUTTON, "Cart")


def test_wrong_password_shows_an_inline_error(launch, data_home):
    app = signed_in(launch, data_home)
    app.click(app.find(pyatspi.ROLE_RADIO_BUTTON, "Account"))
    app.click_button("Sign Out")
    page_shown(app, "Sign In")
    app.type("ada")
    app.key("Return")
    app.type("not the password")
    app.key("Return")
    poll("the inline error", lambda: next(
        (label for label in app.find_all(pyatspi.ROLE_LABEL) if label.name == "Wrong password."), None))
    assert app.shows(PAGE, "Sign In"), "still on the login page"


def test_search_open_product_reviews_and_three_ways_back(launch, data_home):
    app = signed_in(launch, data_home)
    app.key("ctrl+f")
    poll("the search field focused", lambda: (app.focused() is not None and app.focused().name == "Search products") or None)
    app.type("Kettle")
    poll("a filtered list", lambda: len(product_rows(app)) >= 1 and len(product_rows(app)) < 10 or None)
    app.key("Down")
    app.key("Return")
    app.find(BUTTON, "Reviews", timeout=20)
    app.click_button("Reviews")
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    app.click_button("Back")  # the header bar's back button
    back_on_the_product(app)
    app.click_button("Reviews")
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    app.key("alt+Left")
    back_on_the_product(app)
    app.click_button("Reviews")
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    app.click(app.find(pyatspi.ROLE_LIST_BOX, "Reviews"), button=8)  # the mouse's back button
    back_on_the_product(app)


def back_on_the_product(app):
    """Waits until the product page alone is on screen again (the slide back is over)."""
    poll("the product page alone", lambda: (
        app.shows(BUTTON, "Add to Cart") and not app.shows(pyatspi.ROLE_LIST_BOX, "Reviews")) or None)


def test_write_review_escape_asks_and_keeps_the_text(launch, data_home):
    app = signed_in(launch, data_home)
    rows = poll("products", lambda: product_rows(app) or None)
    app.click(rows[0])
    app.click_button("Reviews", timeout=20)
    app.click_button("Write a Review")
    app.find(pyatspi.ROLE_DIALOG, timeout=10)
    app.click(app.find(pyatspi.ROLE_TEXT, "Review"))
    app.type("Half a thought")
    app.key("Escape")
    app.find(pyatspi.ROLE_ALERT, timeout=10)
    app.click_button("Keep Writing")
    poll("the alert gone", lambda: not app.find_all(pyatspi.ROLE_ALERT))
    text = app.find(pyatspi.ROLE_TEXT, "Review")
    assert text.queryText().getText(0, -1) == "Half a thought", "nothing the user typed is lost"
    app.key("Escape")
    app.find(pyatspi.ROLE_ALERT)
    app.click_button("Discard")
    poll("the dialog closed", lambda: not app.find_all(pyatspi.ROLE_DIALOG))


def test_add_to_cart_go_to_cart_and_place_an_order(launch, data_home):
    app = signed_in(launch, data_home)
    rows = poll("products", lambda: product_rows(app) or None)
    app.click(rows[0])
    app.click_button("Add to Cart", timeout=20)
    app.find(pyatspi.ROLE_ALERT)
    app.click_button("Go to Cart")
    app.click_button("Checkout")
    page_shown(app, "Shipping Address")
    poll("the first field focused", lambda: app.focused() is not None and app.focused().getRole() == pyatspi.ROLE_TEXT or None)
    for value in ("Ada Lovelace", "12 Analytical Row", "12345", "London", "United Kingdom"):
        app.type(value)
        app.key("Tab")
    app.click_button("Continue")
    page_shown(app, "Payment")
    poll("the card holder focused", lambda: app.focused() is not None and app.focused().getRole() == pyatspi.ROLE_TEXT or None)
    for value in ("Ada Lovelace", "4111 1111 1111 1111", "12/39"):
        app.type(value)
        app.key("Tab")
    app.click_button("Continue")
    page_shown(app, "Confirm Order")
    app.click_button("Start Over")
    page_shown(app, "Shipping Address")
    app.click_button("Continue")
    page_shown(app, "Payment")
    poll("the card holder focused", lambda: app.focused() is not None and app.focused().getRole() == pyatspi.ROLE_TEXT or None)
    for value in ("Ada Lovelace", "4111 1111 1111 1111", "12/39"):
        app.type(value)
        app.key("Tab")
    app.click_button("Continue")
    app.click_button("Place Order")
    app.find(pyatspi.ROLE_ALERT)
    app.click_button("OK")
    page_shown(app, "Cart")
    app.find(pyatspi.ROLE_LABEL, "Your cart is empty")


def test_deep_links_at_launch_into_the_running_instance_and_invalid(launch, data_home):
    app = signed_in(launch, data_home)
    app.quit()
    app = launch(data_home=data_home, args=("--no-restore", "storefront://product/42/reviews"))
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=30)
    env = dict(os.environ, XDG_DATA_HOME=data_home)
    subprocess.run([BINARY, "storefront://cart"], env=env, timeout=20, check=True)
    page_shown(app, "Cart")
    subprocess.run([BINARY, "storefront://product/abc"], env=env, timeout=20, check=True)
    alert = app.find(pyatspi.ROLE_ALERT, timeout=10)
    assert any("abc" in label.name for label in app.find_all(pyatspi.ROLE_LABEL, root=alert))
    app.click_button("OK")
    page_shown(app, "Cart")


def test_quit_and_relaunch_restores_no_restore_and_corrupt_state(launch, data_home):
    app = signed_in(launch, data_home)
    rows = poll("products", lambda: product_rows(app) or None)
    app.click(rows[1])
    app.click_button("Reviews", timeout=20)
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    assert app.quit() == 0
    state = os.path.join(data_home, "storefront", "session-state.json")
    assert os.path.exists(state)
    app = launch(data_home=data_home)
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=30)
    app.quit()
    app = launch(data_home=data_home, args=("--no-restore",))
    app.find(pyatspi.ROLE_LIST_BOX, "Products", timeout=30)
    assert not app.find_all(pyatspi.ROLE_LIST_BOX, "Reviews")
    app.quit()
    with open(state, "w") as broken:
        broken.write("{ this is not json")
    app = launch(data_home=data_home)
    app.find(pyatspi.ROLE_ALERT, timeout=30)
    assert os.path.exists(state + ".bak")
    app.click_button("OK")
    app.find(pyatspi.ROLE_LIST_BOX, "Products")
