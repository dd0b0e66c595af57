"""End-to-end scenarios: the release binary, real keys and clicks, checked through AT-SPI.

The user scenarios run twice (the `input_mode` parameter): by keyboard only, and by mouse
only (text typed into the field clicked). Deep links and relaunching are not about the way of
input and run once."""
import json
import os
import subprocess

import pyatspi
import pytest

from flows import (ADDRESS, BUTTON, CARD, Keyboard, Mouse, add_to_cart, alert_gone, alert_shown,
                   browse_list_shown, create_account, dialog_gone, dialog_shown, fill_cart, finish_walkthrough,
                   focus_in, focus_on, freed_back_to, live_objects, open_product, page_shown, product_page_shown,
                   product_rows, scroll_pane_around, settled_on_step, shown_whole, shows_page, sign_out, submit_form,
                   submit_login, tab_title, text_of)
from storefront_driver import BINARY, DescriptionChanges, Timeout, extents


def focus_on_field(app, label):
    return focus_in(app, f"the field “{label}”", lambda node: label in app.labels_of(node))


# ---- first launch and signing in -----------------------------------------------------------

def test_first_launch_walkthrough_start_over_skip_and_sign_up(launch, data_home, person):
    app = launch(data_home=data_home)
    user = person(app)
    page_shown(app, "How to Shop")
    for step in (1, 2, 3):
        settled_on_step(app, step)  # each step's main button has the focus
        user.press("Next")
    settled_on_step(app, 4)
    user.press("Start Over", backwards=True)
    settled_on_step(app, 1)
    user.press("Skip", backwards=True)  # the rest of the walkthrough, skipped
    page_shown(app, "Create Account")
    focus_on_field(app, "Username")
    create_account(user)
    assert tab_title(app, "Cart") == "Cart"
    focus_on(app, pyatspi.ROLE_TEXT, "Search products")  # typing searches at once


def test_sign_in_with_a_wrong_password_shows_an_inline_error(launch, signed_out_home, person):
    app = launch(data_home=signed_out_home)
    user = person(app)
    page_shown(app, "Sign In")
    focus_on_field(app, "Username")
    told = DescriptionChanges()
    submit_login(user, "ada", "not the password", "Sign In")
    app.find(pyatspi.ROLE_LABEL, "Wrong password.")
    assert shows_page(app, "Sign In"), "still on the login page"
    password = focus_on_field(app, "Password")  # ready to type it again
    # What a screen reader says with the field: "invalid entry" and why, told as it changed (a
    # screen reader says the description it was last told of, not the one read now).
    assert password.getState().contains(pyatspi.STATE_INVALID_ENTRY), "the password is marked invalid"
    assert password.description == "Wrong password."
    assert ("Password", "Wrong password.") in told.heard(), "the first error told to screen readers"
    told.close()
    username = next(node for node in app.find_all(pyatspi.ROLE_TEXT) if "Username" in app.labels_of(node))
    assert not username.getState().contains(pyatspi.STATE_INVALID_ENTRY), "the username is not"
    app.type("x")  # typing again clears the error
    app.wait("the password valid again", lambda: not password.getState().contains(pyatspi.STATE_INVALID_ENTRY) or None)
    submit_login(user, "ada", "correct horse", "Sign In")
    browse_list_shown(app)
    assert not app.shows(pyatspi.ROLE_LABEL, "Wrong password.")


def test_a_username_typed_on_sign_in_is_there_after_quitting(launch, signed_out_home):
    """Ctrl+Q on the sign-in form: the next launch shows the username typed, with the focus
    in the password, which was not kept."""
    app = launch(data_home=signed_out_home)
    page_shown(app, "Sign In")
    focus_on_field(app, "Username")
    app.type("ada")
    app.key("Tab")
    app.type("correct horse")
    app.wait("the password typed", lambda: app.field("Password").queryText().characterCount == 13 or None)
    app.key("ctrl+q")
    assert app.process.wait(10) == 0, "nothing asked: nothing is lost"
    with open(os.path.join(signed_out_home, "storefront", "session-state.json")) as saved:
        assert "horse" not in saved.read(), "no password on disk"
    app = launch(data_home=signed_out_home)
    page_shown(app, "Sign In")
    assert text_of(app.field("Username")) == "ada"
    focus_on_field(app, "Password")


# ---- browsing -----------------------------------------------------------------------------

def reviews_shown(app):
    """The reviews page alone (the slide is over)."""
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=20)
    app.wait("the reviews page alone", lambda: not app.shows(BUTTON, "Add to Cart") or None)


def back_on_the_product(app, name):
    product_page_shown(app, name)


def test_search_open_a_product_its_reviews_and_back(launch, signed_in_home, person):
    app = launch(data_home=signed_in_home)
    user = person(app)
    browse_list_shown(app)
    before = live_objects(app)
    name = open_product(user, "Kettle")
    focus_on(app, BUTTON, "Add to Cart")  # the main action: Enter adds to the cart
    if user.by_keyboard:
        # Alt+Left, Escape (nothing on the page uses it), then the header bar's Back reached with Tab.
        ways_back = [("Alt+Left", user.back), ("Escape", lambda: app.key("Escape")),
                     ("the header bar's Back", lambda: user.press("Back"))]
    else:
        reviews = lambda: app.find(pyatspi.ROLE_LIST_BOX, "Reviews")  # noqa: E731
        ways_back = [("the header bar's Back", user.back),
                     ("the mouse's back button", lambda: app.click(reviews(), button=8))]
    for way, go_back in ways_back:
        user.press("Reviews", backwards=True)
        reviews_shown(app)
        if user.by_keyboard:
            focus_on(app, BUTTON, "Write a Review…")  # the focus moved with the page
        go_back()
        back_on_the_product(app, name)
        if user.by_keyboard:
            focus_on(app, BUTTON, "Reviews")  # given back to where it was
    user.back()
    browse_list_shown(app)
    if user.by_keyboard:
        focus_in(app, f"the row of {name}", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
                 and node.name.startswith(name))
    freed_back_to(app, before, "the product page and its reviews, opened several times")


def test_a_store_failing_once_shows_the_failure_and_retry_loads_the_list(launch, signed_in_home, person):
    """STOREFRONT_SERVICE_FAIL=once: the list says it could not load, and Retry loads it (two
    loads at start-up, the coordinator's and the page's, took the one failure between them
    and nothing was ever shown)."""
    app = launch(data_home=signed_in_home, env={"STOREFRONT_SERVICE_FAIL": "once"})
    user = person(app)
    app.find(pyatspi.ROLE_LABEL, "Could Not Load the Products", timeout=20)
    user.press("Retry")
    browse_list_shown(app)


# ---- the main menu ----------------------------------------------------------------------

def test_the_main_menu_opens_the_shortcuts_and_about_windows(launch, signed_in_home, person):
    app = launch(data_home=signed_in_home)
    user = person(app)
    browse_list_shown(app)
    # GNOME's shortcuts window (a frame, titled “Shortcuts” by GTK), then the About dialog.
    windows = (("Keyboard Shortcuts", pyatspi.ROLE_FRAME, "Shortcuts", "Open the main menu"),
               ("About Storefront", pyatspi.ROLE_DIALOG, "About Storefront", "1.0"))
    for item, role, name, says in windows:
        user.choose_from_main_menu(item)
        window = app.wait(f"the window “{name}”", lambda: next(
            (window for window in app.find_all(role) if window.name == name), None))
        assert window.getState().contains(pyatspi.STATE_MODAL), f"{name} is modal"
        assert app.find_all(pyatspi.ROLE_LABEL, says, root=window), f"{name} says “{says}”"
        if item == "About Storefront":
            assert any(icon.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).width >= 64
                       for icon in app.find_all(pyatspi.ROLE_ICON, root=window)), "the About window shows the app's icon"
        user.close_dialog(window)
        app.wait(f"the window “{name}” closed", lambda: not any(
            window.name == name for window in app.find_all(role)))
    browse_list_shown(app)
    # The menu is on deeper pages too: F10 opens it on a product's page.
    if user.by_keyboard:
        product_page_shown(app, open_product(user))
        app.key("F10")
        node, around = focus_on(app, BUTTON, "Keyboard Shortcuts"), []
        while node is not None and node.getRole() != pyatspi.ROLE_FRAME:
            around, node = around + [node.name], node.parent
        assert "Main Menu" in around, f"the open menu is named for a screen reader: {around}"
        app.key("Escape")
        focus_on(app, BUTTON, "Add to Cart")  # the menu closed, the focus back where it was


# ---- writing a review ---------------------------------------------------------------------

def rating(app):
    """The product page's rating line, as read out (“Rated 4.5 of 5 from 312 ratings”)."""
    return app.wait("the product's rating", lambda: next(
        (label.name for label in app.find_all(pyatspi.ROLE_LABEL) if label.name.startswith("Rated ")), None))


def test_write_a_review_cancel_unsaved_text_asks_and_keeps_it_done(launch, signed_in_home, person):
    app = launch(data_home=signed_in_home)
    user = person(app)
    name = open_product(user)
    ratings_before = rating(app)
    user.press("Reviews", backwards=True)
    reviews_shown(app)
    before = live_objects(app)

    # Cancel with nothing typed closes at once.
    user.press("Write a Review…")
    dialog_shown(app)
    focus_on_field(app, "Title")
    user.press("Cancel")
    dialog_gone(app)
    assert not app.find_all(pyatspi.ROLE_ALERT), "nothing to lose, nothing asked"
    reviews_shown(app)

    # Leaving with text asks first; "Keep Writing" keeps every character.
    user.press("Write a Review…")
    dialog_shown(app)
    user.fill("Title", "Half a thought")
    if user.by_keyboard:
        app.key("Escape")
    else:
        user.press("Cancel")
    alert_shown(app, "Discard Review?")
    if user.by_keyboard:
        app.key("ctrl+q")  # Quit, over the question: the question about quitting comes instead, at once
        alert_shown(app, "Discard Review and Quit?")
        app.key("Escape")  # the alert's cancel answer: keep writing
    else:
        user.press("Keep Writing")
    alert_gone(app)
    title = app.field("Title")
    assert text_of(title) == "Half a thought", "nothing the user typed is lost"
    if user.by_keyboard:
        app.key("ctrl+question")  # the shortcuts, from the dialog too, over it; Escape comes back
        app.wait("the shortcuts window", lambda: app.find_all(pyatspi.ROLE_FRAME, "Shortcuts") or None)
        app.key("ctrl+question")  # again, in the shortcuts window: it stays (GTK refuses a window over itself)
        app.key("Escape")  # sent to the top window: the shortcuts, not the dialog under them
        app.wait("the shortcuts closed", lambda: not app.find_all(pyatspi.ROLE_FRAME, "Shortcuts") or None)
        focus_on_field(app, "Title")
        app.key("ctrl+q")  # quitting from the dialog asks too, and says that the app quits
        alert = alert_shown(app, "Discard Review and Quit?")
        assert app.find_all(BUTTON, "Discard and Quit", root=alert), "the answer says what it does"
        app.key("Escape")
        alert_gone(app)
        assert app.process.poll() is None and text_of(app.field("Title")) == "Half a thought"
        focus_on_field(app, "Title")
        app.type(", finished")  # typing goes on where it stopped
    else:
        user.fill("Title", ", finished")
    app.wait("the title typed on", lambda: text_of(app.field("Title")) == "Half a thought, finished" or None)
    if user.by_keyboard:
        app.key("ctrl+w")  # closes the dialog, as its close button does
    else:  # the dialog shows Cancel, not a close button as well (GNOME's dialogs show one)
        assert not app.find_all(BUTTON, "Close", windows=[dialog_shown(app)])
        user.press("Cancel")
    alert_shown(app, "Discard Review?")
    user.press("Discard")
    alert_gone(app)
    dialog_gone(app)
    reviews_shown(app)
    freed_back_to(app, before, "the review dialog, opened twice")

    # Done publishes the review once it has a rating, which no one chose for the user: it comes
    # first on the reviews page, where the user stays to read it; going back, the product page
    # counts one more rating.
    user.press("Write a Review…")
    dialog_shown(app)
    user.fill("Title", "Quiet and quick")
    user.fill("Review", "Boils a litre in three minutes without a whistle.")
    done = app.find(BUTTON, "Done")
    assert not done.getState().contains(pyatspi.STATE_SENSITIVE), "no rating yet"
    assert done.description == "Choose a rating from 1 to 5 stars.", "why Done is disabled"
    user.choose(app.find(pyatspi.ROLE_COMBO_BOX), "4 stars: Very good", mnemonic="r")
    user.press("Done")
    dialog_gone(app)
    reviews_shown(app)
    new_review = "4 of 5 stars: Quiet and quick, by ada"
    app.wait("the new review first", lambda: (lambda rows: rows and rows[0].name.startswith(new_review))(
        app.find_all(pyatspi.ROLE_LIST_ITEM, root=app.find(pyatspi.ROLE_LIST_BOX, "Reviews"))) or None)
    if user.by_keyboard:
        focus_in(app, "the new review", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
                 and node.name.startswith(new_review))  # read out at once
    # One review each: the user's own is edited from now on.
    assert app.find_all(BUTTON, "Edit Your Review…") and not app.find_all(BUTTON, "Write a Review…")
    user.back()
    back_on_the_product(app, name)
    app.wait("the rating to count the new review", lambda: rating(app) != ratings_before or None)
    # The list counts it too, and the focus comes back to the product's row, which the new
    # rating refilled rather than replaced.
    user.back()
    browse_list_shown(app)
    if user.by_keyboard:
        focus_in(app, f"the row of {name}", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
                 and node.name.startswith(name))


def test_a_searched_list_a_review_refilled_while_covered_lays_out_all_rows_once_cleared(launch, signed_in_home):
    """The UX review's blank list: a row refilled while its page was covered (a new review's
    rating) left the window's layout stuck, and clearing the search afterwards showed one
    empty box, its 30 rows 1 px tall. Only keys between the pages, and no reading of the
    window meanwhile: reading it through AT-SPI can set the layout going again."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user, "pebble")
    user.press("Reviews", backwards=True)
    reviews_shown(app)
    user.press("Write a Review…")
    dialog_shown(app)
    user.fill("Title", "Small and loud")
    user.fill("Review", "Fills a room for its size.")
    user.choose(app.find(pyatspi.ROLE_COMBO_BOX), "4 stars: Very good", mnemonic="r")
    user.press("Done")
    dialog_gone(app)
    for keys in ["alt+Left", "alt+Left", "ctrl+f", "ctrl+a", "BackSpace"]:
        app.settled_trace()
        app.key(keys)
    app.settled_trace()
    rows = app.wait("the search cleared", lambda: (lambda rows: rows if len(rows) > 1 else None)(product_rows(app)))
    heights = lambda: [row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS).height  # noqa: E731
                       for row in rows[:3]]
    app.wait(f"the rows laid out (heights {heights()})", lambda: min(heights()) > 20 or None)


def test_keys_typed_after_ctrl_f_during_the_slide_back_reach_the_search(launch, signed_in_home):
    """Alt+Left from a product page, then at once Ctrl+F and a new search: the letters go into
    the search field, though the list is still sliding in (they went to its row, and were lost)."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user, "pebble")
    app.key("alt+Left", "ctrl+f")
    app.type("sp")
    search = app.find(pyatspi.ROLE_TEXT, "Search products")
    app.wait("the new search typed", lambda: text_of(search) == "sp" or None)


def search_with_ctrl_f(app, query):
    """From the product list, Ctrl+F and `query` typed: one product left, the focus in the search."""
    browse_list_shown(app)
    app.key("ctrl+f")
    focus_on(app, pyatspi.ROLE_TEXT, "Search products")
    app.type(query)
    app.wait("the search applied", lambda: len(product_rows(app)) == 1 or None)


def test_a_return_typed_right_after_opening_a_product_adds_it_to_the_cart(launch, signed_in_home):
    """Return on a product's row, then Return again at once: the product page slides in with
    its product already loaded, its Add to Cart focused, and the second Return adds it (the page
    showed its loading state until the slide ended, which took the key, and it was lost)."""
    app = launch(data_home=signed_in_home)
    search_with_ctrl_f(app, "pebble")
    app.key("Down", "Return", "Return")
    alert_shown(app, "Added to Your Cart")


def test_return_held_down_on_a_products_row_opens_the_product_and_nothing_more(launch, signed_in_home):
    """Return held on a row repeats: the repeats pressed the page's Add to Cart, then the
    alert's Go to Cart. They stop as the page comes, until Return is let go."""
    app = launch(data_home=signed_in_home)
    search_with_ctrl_f(app, "pebble")
    app.key("Down")
    app.hold("Return", 1.5)  # three times the X server's repeat delay
    product_page_shown(app, "Pebble Bluetooth Speaker")
    focus_on(app, BUTTON, "Add to Cart")
    assert not app.find_all(pyatspi.ROLE_ALERT), "nothing added: the repeats were dropped"
    app.key("Return")  # a press of its own: it adds
    alert_shown(app, "Added to Your Cart")
    app.key("Escape")  # Keep Shopping
    alert_gone(app)
    app.key("alt+Left")
    browse_list_shown(app)
    assert tab_title(app, "Cart") == "Cart (1)", "added once, by the second press"


def test_keys_typed_at_once_from_the_reviews_act_in_order_on_the_pages_they_lead_to(launch, signed_in_home):
    """From a product's reviews, at once: Alt+Left, Alt+Left, Ctrl+F, Ctrl+A, BackSpace and a
    new search. The second Alt+Left waits for the first slide, and the keys after it wait
    with it: the old search is replaced by the new one (they went to the pages sliding away,
    and were lost)."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user, "pebble")
    user.press("Reviews", backwards=True)
    reviews_shown(app)
    app.key("alt+Left", "alt+Left", "ctrl+f", "ctrl+a", "BackSpace")
    app.type("sp")
    search = app.find(pyatspi.ROLE_TEXT, "Search products")
    app.wait("the old search replaced by the new one", lambda: text_of(search) == "sp" or None)


def test_an_alt_key_pressed_again_while_its_page_slides_in_presses_the_new_pages_button(launch, data_home):
    """Alt+N, and Alt+N again as step 2 slides in: both steps' Next were on screen, so GTK only
    moved the focus between them, and it ended on the header bar's Back (a Return then went
    back). Now the second key waits for the slide and presses step 2's Next."""
    app = launch(data_home=data_home)
    settled_on_step(app, 1)
    app.focus_window()
    subprocess.run(["xdotool", "key", "--clearmodifiers", "alt+n", "sleep", "0.1", "key", "--clearmodifiers",
                    "alt+n"], check=True)
    settled_on_step(app, 3)


def test_alt_c_twice_from_the_cart_checks_out_then_continues_to_payment(launch, signed_in_home):
    """Alt+C (Check Out) and Alt+C again (Continue, the address suggested from the last order).
    Check Out has no focus: GTK shows its press for a quarter of a second before the click, and
    the second key, typed meanwhile, went to the Cart and was lost (or, a little later, found
    both pages' C during the slide and put the focus on Back)."""
    write_orders(signed_in_home, 1)
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user)
    add_to_cart(user, then="Go to Cart")
    page_shown(app, "Cart")
    app.focus_window()
    subprocess.run(["xdotool", "key", "--clearmodifiers", "alt+c", "sleep", "0.1", "key", "--clearmodifiers",
                    "alt+c"], check=True)
    page_shown(app, "Payment")


# ---- the cart -----------------------------------------------------------------------------

def test_ctrl_q_over_an_alert_quits_at_once(launch, signed_in_home):
    """Ctrl+Q over “Added to Your Cart” seemed to do nothing, then quit the app when the user
    answered the alert, long after."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user)
    user.press("Add to Cart", backwards=True)
    alert_shown(app, "Added to Your Cart")
    app.key("ctrl+q")
    assert app.process.wait(10) == 0, "nothing is lost: nothing to ask"
    app = launch(data_home=signed_in_home)
    Keyboard(app).back()  # from the product, where it was left
    browse_list_shown(app)
    assert tab_title(app, "Cart") == "Cart (1)", "the cart kept what was added"


def test_the_window_managers_close_over_an_alert_quits(launch, signed_in_home, window_manager):
    """A taskbar's or the overview's Close for the main window while an alert is up: GTK 3
    drops it under the alert's grab, and nothing happened, then or later."""
    app = launch(data_home=signed_in_home)
    open_product(Keyboard(app))
    app.click_button("Add to Cart")
    alert_shown(app, "Added to Your Cart")
    app.close_main_window()
    assert app.process.wait(10) == 0, "nothing is lost: nothing to ask"


def test_quitting_with_a_quantity_typed_beyond_the_stock_asks_first(launch, signed_in_home):
    """A quantity typed, not yet taken, that cannot be taken as typed is not changed unseen as
    the app quits: the question says why, and Keep Editing keeps the app and the field."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    name = open_product(user)
    add_to_cart(user, then="Go to Cart")
    page_shown(app, "Cart")
    quantity = user.focus("the quantity", lambda node: node.getRole() == pyatspi.ROLE_SPIN_BUTTON
                          and node.name == f"Quantity of {name}")
    app.key("ctrl+a")
    app.type("999")
    app.key("ctrl+q")
    alert = alert_shown(app, "Discard Quantity and Quit?")
    stock = int(quantity.queryValue().maximumValue)
    assert app.find_all(pyatspi.ROLE_LABEL, f"Only {stock} items of {name} are in stock." if stock > 1
                        else f"Only 1 item of {name} is in stock.", root=alert), "the question says why"
    app.key("Escape")  # Keep Editing
    alert_gone(app)
    app.wait("the stock in the field", lambda: quantity.queryValue().currentValue == stock)
    assert app.is_running(), "the app stays, the cart with it"


def test_add_to_cart_alert_keep_shopping_and_go_to_cart(launch, signed_in_home, person):
    app = launch(data_home=signed_in_home)
    user = person(app)
    name = open_product(user)
    add_to_cart(user, then="Keep Shopping")
    product_page_shown(app, name)
    if user.by_keyboard:
        focus_on(app, BUTTON, "Add to Cart")  # Enter adds another
    # A product page shows its name where the tabs are (GNOME's drill-down pattern): the
    # count is on the Cart tab one page back, in the list.
    user.back()
    browse_list_shown(app)
    assert tab_title(app, "Cart") == "Cart (1)"
    assert open_product(user) == name
    add_to_cart(user, then="Go to Cart")
    page_shown(app, "Cart")
    quantity = app.find(pyatspi.ROLE_SPIN_BUTTON, f"Quantity of {name}")
    assert quantity.queryValue().currentValue == 2
    assert tab_title(app, "Cart") == "Cart (2)"
    if user.by_keyboard:
        focus_in(app, "the product's row in the cart", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
                 and node.name.startswith(f"{name}, 2 × "))  # the focus came along

    # More than the stock, typed: the field takes the stock and the page says why (the number
    # typed does not just vanish).
    if user.by_keyboard:
        user.focus("the quantity", lambda node: node.getRole() == pyatspi.ROLE_SPIN_BUTTON
                   and node.name == f"Quantity of {name}")
        app.key("ctrl+a")
    else:
        app.click(quantity, repeat=3, across=0.2)
    told = DescriptionChanges()
    app.type("999")
    app.key("Return")
    stock = int(quantity.queryValue().maximumValue)
    app.wait("the stock in the field", lambda: quantity.queryValue().currentValue == stock)
    reason = (f"Only {stock} items of {name} are in stock." if stock > 1 else f"Only 1 item of {name} is in stock.")
    app.wait("the reason on the page", lambda: app.shows(pyatspi.ROLE_LABEL, reason))
    # The focus stays in the field: a screen reader hears the reason as the field's new
    # description, and the field is marked.
    app.wait("the reason said to a screen reader", lambda: (f"Quantity of {name}", reason) in told.heard())
    told.close()
    assert quantity.getState().contains(pyatspi.STATE_INVALID_ENTRY), "the quantity is marked invalid"
    assert tab_title(app, "Cart") == f"Cart ({stock})"

    # 0 typed, then Check Out at once (its Alt key, or a click: the focus stays in the field):
    # checkout waits, saying why, rather than buying what the user meant to take out.
    if user.by_keyboard:
        app.key("ctrl+a")
        app.type("0")
        app.key("alt+c")
    else:
        app.click(quantity, repeat=3, across=0.2)
        app.type("0")
        app.click_button("Check Out")
    app.wait("the reason on the cart page", lambda: app.shows(
        pyatspi.ROLE_LABEL, f"To take {name} out of the cart, use its Remove button, the trash icon on its line."))
    assert quantity.queryValue().currentValue == stock

    # Removed by mistake: Undo (Ctrl+Z by keyboard) puts it back as it was.
    if user.by_keyboard:
        user.focus("its Remove button", lambda node: node.getRole() == pyatspi.ROLE_PUSH_BUTTON
                   and node.name == f"Remove {name}")
        app.key("Return")
    else:
        app.click_button(f"Remove {name}")
    app.wait("the cart emptied", lambda: tab_title(app, "Cart") == "Cart")
    app.find(pyatspi.ROLE_LABEL, f"Removed {name}")
    if user.by_keyboard:
        app.key("ctrl+z")
        focus_in(app, "the row put back", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
                 and node.name.startswith(f"{name}, {stock} × "))
    else:
        app.click_button("Undo")
    app.wait("the item back, with its quantity", lambda: tab_title(app, "Cart") == f"Cart ({stock})")


def test_checkout_cancel_start_over_and_place_an_order(launch, signed_in_home, person):
    app = launch(data_home=signed_in_home)
    user = person(app)
    name = open_product(user)
    add_to_cart(user, then="Go to Cart")
    page_shown(app, "Cart")
    before = live_objects(app)

    # Leaving checkout on its first page cancels it; the cart is as it was.
    user.press("Check Out")
    page_shown(app, "Shipping Address")
    focus_on_field(app, "Full name")
    # A screen reader says each field is required: Continue, disabled until all are filled, is no Tab stop.
    assert app.field("Full name").getState().contains(pyatspi.STATE_REQUIRED)
    user.back()
    page_shown(app, "Cart")
    app.wait("the cart alone, its item kept", lambda: not shows_page(app, "Shipping Address")
             and app.shows(pyatspi.ROLE_SPIN_BUTTON, f"Quantity of {name}") or None)

    # Through to the confirmation, back to the address, and through again to an order.
    user.press("Check Out")
    page_shown(app, "Shipping Address")
    submit_form(user, ADDRESS, "Continue")
    page_shown(app, "Payment")
    focus_on_field(app, "Card holder")
    submit_form(user, CARD, "Continue")
    if user.by_keyboard:
        # Return typed twice in the last field: the second one, before the confirmation is
        # seen, must not place the order.
        app.key("Return")
    page_shown(app, "Confirm Order")
    focus_in(app, "the total", lambda node: node.name.startswith("Total: "))
    assert not app.find_all(pyatspi.ROLE_ALERT), "no order placed unseen"
    user.press("Back to Address")
    page_shown(app, "Shipping Address")
    app.wait("the confirmation gone", lambda: not shows_page(app, "Confirm Order") or None)
    assert text_of(app.field("Street")) == "12 Analytical Row", "the address is kept"
    user.press("Continue")
    page_shown(app, "Payment")
    assert text_of(app.field("Card number")) == "4111 1111 1111 1111", "the card is kept"
    user.press("Continue")
    page_shown(app, "Confirm Order")
    user.press("Place Order")
    alert = alert_shown(app, "Order Placed")
    assert app.find_all(BUTTON, "View Order", root=alert), "the order can be seen at once (not here: OK)"
    user.press("OK")
    alert_gone(app)
    page_shown(app, "Cart")
    app.find(pyatspi.ROLE_LABEL, "Your Cart Is Empty")
    assert tab_title(app, "Cart") == "Cart"
    freed_back_to(app, before, "two checkouts, one cancelled, one placed")
    if user.by_keyboard:
        focus_on(app, pyatspi.ROLE_FILLER, "Your Cart Is Empty")  # the empty state takes it, and says so
    user.press("Browse Products")  # the empty cart's way on: the Browse tab, as it was left
    product_page_shown(app, name)
    user.choose_tab("Account")
    page_shown(app, "Account")
    app.find(pyatspi.ROLE_LABEL, "1 order")  # at once, not after signing in again
    if user.by_keyboard:  # on who is signed in, not on Sign Out (one Return from signing out)
        focus_on(app, pyatspi.ROLE_FILLER, "Signed in as ada, 1 order")
    orders = app.find_all(pyatspi.ROLE_LIST_ITEM, root=app.find(pyatspi.ROLE_LIST_BOX, "Orders"))
    assert len(orders) == 1 and orders[0].name.startswith("Order SF-")

    # The order opens its page (Return on its row, or a click), which says the whole order.
    row_name = orders[0].name
    number = row_name.split(",")[0]  # "Order SF-…"
    user.press(row_name, role=pyatspi.ROLE_LIST_ITEM)
    page_shown(app, number)
    app.wait("the address it went to", lambda: next(
        (label for label in app.find_all(pyatspi.ROLE_LABEL) if "12 Analytical Row" in label.name), None))
    if user.by_keyboard:
        focus_in(app, "the order's summary", lambda node: node.name.startswith(f"{number}, placed on "))
        user.focus("the address, named with its heading",
                   lambda node: node.name.startswith("Shipping to Ada Lovelace, 12 Analytical Row, "))
    user.back()
    page_shown(app, "Account")
    if user.by_keyboard:  # back on the row it came from
        focus_on(app, pyatspi.ROLE_LIST_ITEM, row_name)
        # Opened by a link while the focus is on the summary, its page still leads back to its row.
        app.key("shift+Tab", "shift+Tab")
        focus_on(app, pyatspi.ROLE_FILLER, "Signed in as ada, 1 order")
        env = dict(os.environ, XDG_DATA_HOME=signed_in_home)
        subprocess.run([BINARY, f"storefront://order/{number.split()[-1]}"], env=env, timeout=20, check=True)
        page_shown(app, number)
        user.back()
        page_shown(app, "Account")
        focus_on(app, pyatspi.ROLE_LIST_ITEM, row_name)


def test_a_checkout_after_an_order_suggests_its_address_which_typing_replaces(launch, signed_in_home):
    """The address form starts from the last order's address, the name selected: a user who
    types a name replaces it (the keys were added to its end, "Ada LovelaceGrace Hopper")."""
    write_orders(signed_in_home, 1)
    app = launch(data_home=signed_in_home)
    start_checkout(app, Keyboard(app))
    name = focus_on_field(app, "Full name")
    assert text_of(app.field("Street")) == "12 Analytical Row", "the last order's address"
    text = name.queryText()
    assert text.getNSelections() == 1 and text.getSelection(0) == (0, len("Ada Lovelace")), "the name selected"
    app.type("Grace Hopper")
    app.wait("the name replaced", lambda: text_of(app.field("Full name")) == "Grace Hopper" or None)


def start_checkout(app, user):
    """Puts a product in the cart and checks out, up to the address page."""
    open_product(user)
    add_to_cart(user, then="Go to Cart")
    page_shown(app, "Cart")
    user.press("Check Out")
    page_shown(app, "Shipping Address")


def write_orders(home, count):
    """Gives ada `count` orders in the data folder `home`, numbered SF-OLD0001 on, shipped to
    Ada Lovelace at 12 Analytical Row."""
    folder = os.path.join(home, "storefront")
    with open(os.path.join(folder, "accounts.json")) as file:
        accounts = json.load(file)
    account = next(account for account in (accounts if isinstance(accounts, list) else accounts["accounts"])
                   if account["username"] == "ada")
    item = {"productID": 1, "name": "Aurora Wireless Headphones", "unitPrice": 8999, "quantity": 1, "stock": 10}
    orders = [{"id": f"SF-OLD{number:04}", "date": "2026-05-31", "username": "ada", "accountID": account["id"],
               "items": [item], "total": 8999,
               "address": {"fullName": "Ada Lovelace", "street": "12 Analytical Row", "postalCode": "10115",
                           "city": "Berlin", "country": "Germany"},
               "payment": {"cardHolder": "Ada Lovelace", "brand": "visa", "lastFourDigits": "1111",
                           "expiry": {"month": 12, "year": 2030}}}
              for number in range(1, count + 1)]  # oldest first, as the app keeps them
    with open(os.path.join(folder, "orders.json"), "w") as file:
        json.dump(orders, file)


def account_with_30_orders(launch, home, person):
    """The app on ada's Account tab, ada having 30 orders (25 shown), and its user, a `person`
    (Keyboard or Mouse)."""
    write_orders(home, 30)
    app = launch(data_home=home)
    user = person(app)
    browse_list_shown(app)
    user.choose_tab("Account")
    page_shown(app, "Account")
    return app, user


def test_back_from_an_order_a_link_opened_beyond_the_orders_shown_lands_on_its_row(launch, signed_in_home):
    """The Account tab shows the newest 25 orders: back from the oldest of 30, opened by a
    link, the focus went to the summary, as the order had no row; its row is shown now and
    takes the focus."""
    app, user = account_with_30_orders(launch, signed_in_home, Keyboard)
    focus_on(app, pyatspi.ROLE_FILLER, "Signed in as ada, 30 orders")
    env = dict(os.environ, XDG_DATA_HOME=signed_in_home)
    subprocess.run([BINARY, "storefront://order/SF-OLD0001"], env=env, timeout=20, check=True)
    page_shown(app, "Order SF-OLD0001")
    user.back()
    page_shown(app, "Account")
    row = focus_in(app, "the oldest order's row", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM)
    assert row.name.startswith("Order SF-OLD0001,"), row.name
    assert app.find(pyatspi.ROLE_LIST_BOX, "Orders").childCount == 30, "the orders down to it shown"


def test_a_double_click_on_show_more_orders_opens_none_of_them(launch, signed_in_home):
    """The first click shows the older orders, and the first of them takes the button's place
    under the pointer: the second click opened that order."""
    app, _ = account_with_30_orders(launch, signed_in_home, Mouse)
    orders = app.find(pyatspi.ROLE_LIST_BOX, "Orders")
    _, window_top, _, window_height = extents(app.find(pyatspi.ROLE_FRAME))
    first = extents(orders.getChildAtIndex(0))
    subprocess.run(["xdotool", "mousemove", str(first[0] + 20), str(first[1] + 10)], check=True)
    app.caught_up()

    def button_in_view():
        shown = app.find_all(BUTTON, "Show More Orders")
        if shown:
            _, top, _, height = extents(shown[0])
            if top + height < window_top + window_height:
                return shown[0]
        subprocess.run(["xdotool", "click", "5"], check=True)  # the wheel, down a notch
        return None
    more = app.wait("Show More Orders scrolled into view", button_in_view)
    app.click(more, repeat=2, delay_ms=150)
    app.wait("the older orders shown", lambda: orders.childCount == 30 or None)
    trace = app.settled_trace()
    assert trace["stacks"]["account"] == ["Account"], "no order opened"
    focus_in(app, "the first order shown now", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
             and node.name.startswith("Order SF-OLD0005,"))


# ---- signing out --------------------------------------------------------------------------

def test_sign_out_from_any_depth(launch, signed_in_home, person):
    app = launch(data_home=signed_in_home)
    user = person(app)
    browse_list_shown(app)
    signed_in = live_objects(app)

    # Three pages deep in Browse.
    open_product(user)
    user.press("Reviews", backwards=True)
    reviews_shown(app)
    sign_out(user)
    focus_on_field(app, "Username")
    submit_login(user, "ada", "correct horse", "Sign In")
    browse_list_shown(app)
    assert not app.shows(BUTTON, "Back"), "the tabs start afresh"
    freed_back_to(app, signed_in, "signing out and in again (the old tabs' coordinators)")

    # Checkout's payment page, in the Cart tab.
    open_product(user)
    add_to_cart(user, then="Go to Cart")
    user.press("Check Out")
    page_shown(app, "Shipping Address")
    submit_form(user, ADDRESS, "Continue")
    page_shown(app, "Payment")
    # The address typed would be lost: signing out (by keyboard, straight from the Account
    # tab) or going back out of checkout (by mouse, to reach the tabs) asks first.
    if user.by_keyboard:
        app.key("ctrl+Page_Down")  # the next tab: Account
        page_shown(app, "Account")
        user.press("Sign Out")
    else:
        user.back()
        page_shown(app, "Shipping Address")
        user.back()
    alert = alert_shown(app, "Discard Checkout and Sign Out?" if user.by_keyboard else "Discard Checkout?")
    assert app.find_all(pyatspi.ROLE_LABEL, "The address you entered will be lost.", root=alert), "no card typed yet"
    # The question comes over the checkout it is about, asked from the Account tab too.
    page_shown(app, "Payment" if user.by_keyboard else "Shipping Address")
    user.press("Discard and Sign Out" if user.by_keyboard else "Discard")
    alert_gone(app)
    if not user.by_keyboard:
        sign_out(user)
    page_shown(app, "Sign In")
    assert not app.shows(pyatspi.ROLE_RADIO_BUTTON, "Cart (1)"), "no tabs while signed out"


# ---- deep links and relaunching (not about the way of input: once) ------------------------

def test_deep_links_at_launch_into_the_running_instance_and_invalid(launch, signed_in_home):
    app = launch(data_home=signed_in_home, args=("--no-restore", "storefront://product/42/reviews"))
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=30)
    env = dict(os.environ, XDG_DATA_HOME=signed_in_home)
    # A link followed while a review is being written asks first, saying the link is why.
    app.click_button("Write a Review…")
    dialog_shown(app)
    focus_on_field(app, "Title")
    app.type("Half a thought")
    app.wait("the title typed", lambda: text_of(app.field("Title")) == "Half a thought" or None)
    subprocess.run([BINARY, "storefront://cart"], env=env, timeout=20, check=True)
    alert = alert_shown(app, "Discard Review and Open Link?")
    assert app.find_all(BUTTON, "Discard and Open Link", root=alert), "the answer says what it does"
    app.click_button("Keep Writing")
    alert_gone(app)
    assert text_of(app.field("Title")) == "Half a thought", "nothing the user typed is lost"
    subprocess.run([BINARY, "storefront://cart"], env=env, timeout=20, check=True)
    alert_shown(app, "Discard Review and Open Link?")
    app.click_button("Discard and Open Link")
    alert_gone(app)
    dialog_gone(app)
    page_shown(app, "Cart")
    subprocess.run([BINARY, "storefront://product/abc"], env=env, timeout=20, check=True)
    alert = alert_shown(app)
    assert any("abc" in label.name for label in app.find_all(pyatspi.ROLE_LABEL, root=alert))
    app.click_button("OK")
    alert_gone(app)
    page_shown(app, "Cart")
    # A well-formed order link, but the account has no such order: it says so, nothing moves.
    subprocess.run([BINARY, "storefront://order/sf-zzzz2222"], env=env, timeout=20, check=True)
    alert = alert_shown(app)
    assert any(label.name.startswith("The account “ada” has no order SF-ZZZZ2222.")
               for label in app.find_all(pyatspi.ROLE_LABEL, root=alert))
    app.click_button("OK")
    alert_gone(app)
    page_shown(app, "Cart")


def test_quit_and_relaunch_restores_no_restore_and_corrupt_state(launch, signed_in_home):
    data_home = signed_in_home
    app = launch(data_home=data_home)
    rows = app.wait("products", lambda: product_rows(app) or None)
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
    alert_shown(app, timeout=30)
    assert os.path.exists(state + ".bak")
    app.click_button("OK")
    alert_gone(app)
    app.find(pyatspi.ROLE_LIST_BOX, "Products")


def test_a_storefront_from_another_login_waits_for_the_first_to_quit(launch, signed_in_home):
    """Two Storefronts on one data folder would save over each other's cart and orders. In one
    desktop session the second launch is handed to the first (GApplication); from another login
    of the same account, which has its own session bus, it reaches the data folder and must
    wait for the first to quit. (A session bus that cannot be reached stands for the other
    login's: GApplication then runs the app on its own, as the other login's bus would.)"""
    first = launch(data_home=signed_in_home)
    user = Keyboard(first)
    open_product(user)
    add_to_cart(user, then="Keep Shopping")
    user.back()
    browse_list_shown(first)
    assert tab_title(first, "Cart") == "Cart (1)"
    second = launch(data_home=signed_in_home, env={"DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"})

    def says(app, words):
        return app.wait(f"a label saying “{words}”", lambda: next(
            (label for label in app.find_all(pyatspi.ROLE_LABEL) if words in label.name), None))
    alert_shown(second, "Storefront Is Already Open")
    says(second, f"open in another session of this account (process {first.process.pid} on ")
    assert not second.find_all(pyatspi.ROLE_FRAME), "no window of its own: it read and wrote nothing"
    second.key("Return")  # Try Again, the default, while the first still runs
    says(second, "Storefront is still open in another session")
    assert first.quit() == 0
    second.key("Return")
    alert_gone(second)
    assert tab_title(second, "Cart") == "Cart (1)", "the cart the first one saved"
    assert second.quit() == 0
    third = launch(data_home=signed_in_home, env={"DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"})
    fourth = launch(data_home=signed_in_home, env={"DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"})
    alert_shown(fourth, "Storefront Is Already Open")
    fourth.key("Escape")  # as Quit: the user keeps the other one
    assert fourth.process.wait(10) == 0
    assert third.quit() == 0


def test_back_from_a_restored_product_page_the_focus_is_on_its_row(launch, signed_in_home):
    """In a session restored on a product's page, the user never was on the product's row:
    going back puts the focus there all the same, as after opening it from the list."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    name = open_product(user, "Kettle")
    assert app.quit() == 0
    app = launch(data_home=signed_in_home)
    product_page_shown(app, name)
    Keyboard(app).back()
    focus_in(app, f"the row of {name}", lambda node: node.getRole() == pyatspi.ROLE_LIST_ITEM
             and node.name.startswith(f"{name},"))


def test_a_restored_page_whose_product_is_gone_says_so_with_nothing_to_retry(launch, signed_in_home):
    """The session left on a product's page that the catalog no longer has (removed between
    two launches): the page says it is not found, with the focus on it, and offers no Retry
    that could not succeed; Alt+Left goes back to the products."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user, "Kettle")
    assert app.quit() == 0
    state = os.path.join(signed_in_home, "storefront", "session-state.json")
    with open(state) as saved:
        session = json.load(saved)

    def gone(value):  # every product place names a product the catalog does not have
        if isinstance(value, dict):
            return {key: {"_0": 999} if key == "product" else gone(item) for key, item in value.items()}
        return [gone(item) for item in value] if isinstance(value, list) else value
    with open(state, "w") as saved:
        json.dump(gone(session), saved)
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    focus_in(app, "the page saying the product is not found", lambda node: node.name == "Product Not Found")
    assert not app.find_all(BUTTON, "Retry")
    user.back()
    browse_list_shown(app)


def resize(app, size):
    """Resizes the window as a drag of its corner does, and waits until the app has laid out
    its pages at the new size (the header bar's Close button moved along): what is done next,
    such as maximizing, then comes after the resize, not in the same frame as a script can."""
    close = app.find(pyatspi.ROLE_PUSH_BUTTON, "Close")
    def close_x():
        return close.queryComponent().getExtents(pyatspi.WINDOW_COORDS).x
    moved_to = close_x() + size[0] - app.window_size()[0]
    subprocess.run(["xdotool", "windowsize", str(app.top_window().id), *map(str, size)], check=True)
    app.wait("the window resized", lambda: app.window_size() == size)
    app.wait("the pages laid out at the new size", lambda: close_x() == moved_to)


def test_the_window_opens_again_at_the_size_it_was_left_at(launch, signed_in_home):
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    width, height = app.window_size()
    wanted = (width + 180, height + 120)
    resize(app, wanted)
    assert app.quit() == 0
    app = launch(data_home=signed_in_home, args=("--no-restore",))
    app.wait("products", lambda: product_rows(app) or None)
    assert app.window_size() == wanted, "a preference, not a place: kept also when the session is not restored"


def test_the_window_opens_again_at_its_size_after_the_app_is_killed(launch, signed_in_home):
    """A crash or `kill -9` gives no chance to save on the way out: the window's size is saved
    as the session is, every few seconds while it changes."""
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    settings = os.path.join(signed_in_home, "storefront", "settings.json")

    def saved_size():
        try:
            return json.load(open(settings, encoding="utf-8")).get("window")
        except (OSError, ValueError):
            return None
    # The size the window opened at, saved (by the fixture's quit, or by the first autosave):
    # saved without the window's border and header bar, so later ones are compared with it.
    before = app.wait("the size the window opened at, saved", saved_size)
    width, height = app.window_size()
    wanted = (width + 140, height + 100)
    resize(app, wanted)
    app.wait("the new size saved while the app runs", lambda: (lambda now: now is not None and (
        now["width"] - before["width"], now["height"] - before["height"]) == (140, 100) or None)(saved_size()))
    app.process.kill()
    app.process.wait(10)
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    assert app.window_size() == wanted


def test_a_window_left_larger_than_the_screen_opens_within_it(launch, signed_in_home):
    """Left large on an external monitor, opened on a laptop's screen: the whole window, its
    header bar's buttons included, is on the screen (here Xvfb's, with no panels)."""
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    screen = app.screen_size()
    resize(app, (screen[0] + 700, screen[1] + 400))
    assert app.quit() == 0
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    width, height = app.window_size()
    assert width <= screen[0] and height <= screen[1], f"{width}x{height} on a {screen[0]}x{screen[1]} screen"


def test_every_page_of_the_window_fits_half_a_screen(launch, signed_in_home):
    """Tiled beside another window on a 1280 px screen, the window is 640 px wide: on every
    page of the main window it may be that narrow (the minimum it gives the window manager),
    and the page's content narrows with it, clear of the window's edges by the page margin."""
    half_screen = 640
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    browse_list_shown(app)

    def fits(page, content):
        minimum = app.top_window().get_wm_normal_hints().min_width
        assert minimum <= half_screen, f"{page}: the window cannot be narrower than {minimum} px"
        if app.window_size()[0] != half_screen:
            resize(app, (half_screen, app.window_size()[1]))
        node = app.find(*content)
        pane = node  # the page scrolling around it, else (a footer below the scrolling part) the window
        while pane.getRole() not in (pyatspi.ROLE_SCROLL_PANE, pyatspi.ROLE_FRAME):
            pane = pane.parent

        def spans():
            inside, outside = (each.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for each in (node, pane))
            return (inside.x, inside.x + inside.width), (outside.x, outside.x + outside.width)

        def clear_of_the_edges():  # once the page has slid in
            inside, outside = spans()
            return outside[0] + 24 <= inside[0] and inside[1] <= outside[1] - 24 or None
        try:
            app.wait(f"{page} laid out in the window", clear_of_the_edges)
        except Timeout:
            inside, outside = spans()
            raise AssertionError(f"{page}: {content[1]} spans x {inside[0]} to {inside[1]} in a page from x "
                                 f"{outside[0]} to {outside[1]}: not clear of its edges by the page margin")

    fits("Browse", (pyatspi.ROLE_LIST_BOX, "Products"))
    open_product(user, "Kettle")
    fits("the product", (BUTTON, "Add to Cart"))
    user.press("Reviews", backwards=True)
    reviews_shown(app)
    fits("the reviews", (pyatspi.ROLE_LIST_BOX, "Reviews"))
    user.back()
    add_to_cart(user)
    user.choose_tab("Cart")
    fits("the cart", (pyatspi.ROLE_LIST_BOX, "Cart items"))
    fits("the cart's footer", (BUTTON, "Check Out"))
    user.choose_tab("Account")
    fits("the account", (BUTTON, "Sign Out"))


@pytest.mark.parametrize("text_scale", ["1", "1.5", "2"])
def test_the_window_can_be_made_as_small_as_the_hig_asks_an_app_to_work_in_and_no_smaller(
        launch, data_home, text_scale):
    """GNOME asks apps to work in 360 by 294 pixels. Pages scroll, so their content needs little
    room: on the walkthrough the window could be shrunk to 350 by 102, a strip of header bar;
    but a page's window could not get shorter than the tallest page of its stacks, a status
    page's large icon and all (a product's 422 px), nor a tab's narrower than its tabs' names
    beside the header bar's buttons (about 560 px) before the tabs moved to the bottom of a
    narrow window. At one and a half times the text size too: side by side, the search field
    and the category chooser held the window at 394 px, a review's heading and Write a Review
    at 468, a cart's line at 399 and its total and Check Out at 461, the walkthrough's last
    buttons at 440, where they now go one under the other. At twice the text size, "I Already
    Have an Account" held Create Account at 441 px and the bottom bar's tab names at about 417,
    where they now wrap."""
    app = launch(data_home=data_home, env={"GDK_DPI_SCALE": text_scale})
    user = Keyboard(app)

    def minimum():
        app.settled_trace()  # the page laid out: GTK sets the hints as it lays the window out
        hints = app.top_window().get_wm_normal_hints()
        return hints.min_width, hints.min_height
    settled_on_step(app, 1)
    floor = minimum()  # with the border GTK draws around the window, if any (5 px a side here)
    assert 360 <= floor[0] <= 380 and 294 <= floor[1] <= 314, f"the walkthrough: the window can be made {floor} px"
    for step in (1, 2, 3, 4):
        settled_on_step(app, step)
        assert minimum() == floor, f"step {step} of the walkthrough"
        user.press("Start Shopping" if step == 4 else "Next")
    page_shown(app, "Create Account")
    assert minimum() == floor, "signing up"
    create_account(user)
    browse_list_shown(app)
    assert minimum() == floor, "the product list (its tabs move to the bottom of a narrow window)"
    app.key("ctrl+f")
    app.type("zzzqq")
    app.find(pyatspi.ROLE_LABEL, "No Results")
    assert minimum() == floor, "a search without results"
    app.key("ctrl+a", "BackSpace")
    name = open_product(user, "Kettle")
    assert minimum() == floor, "a product's page"
    add_to_cart(user)
    user.press("Reviews", backwards=True)
    reviews_shown(app)
    assert minimum() == floor, "its reviews"
    user.choose_tab("Account")
    page_shown(app, "Account")
    assert minimum() == floor, "the Account tab"
    user.choose_tab("Cart")
    page_shown(app, "Cart")
    assert minimum() == floor, "a cart with an item (its quantity, total and Remove beside its name)"
    user.press(f"Remove {name}")
    app.find(pyatspi.ROLE_LABEL, "Your Cart Is Empty")
    assert minimum() == floor, "the empty cart"


def test_in_the_smallest_window_at_twice_the_text_size_the_other_sign_in_form_opens_with_its_user_name_in_view(
        launch, data_home):
    """From Create Account's foot, "I Already Have an Account" puts the focus in Sign In's user
    name: the shorter form had it scrolled out of view, the typing going into a field unseen."""
    app = launch(data_home=data_home, env={"GDK_DPI_SCALE": "2"})
    user = Keyboard(app)
    finish_walkthrough(user)
    page_shown(app, "Create Account")
    resize(app, (370, 304))  # the HIG's 360 by 294 and the 5 px border GTK draws here
    user.press("I Already Have an Account")
    page_shown(app, "Sign In")
    field = app.field("Username")
    app.wait("the user name focused", lambda: field.getState().contains(pyatspi.STATE_FOCUSED) or None)
    app.wait("the user name in view", lambda: shown_whole(field, scroll_pane_around(field)) or None)


def test_in_a_narrow_window_the_tabs_move_to_a_bar_at_the_bottom_and_back(launch, signed_in_home):
    """GNOME's adaptive view switcher: where the tabs do not fit in the header bar beside its
    buttons, the header bar shows the page's title and the tabs are at the bottom of the
    window, chosen there by mouse or by key, also after signing out and in again; a wider
    window has them back in the header bar. The bar does not make the window's minimum larger."""
    app = launch(data_home=signed_in_home, args=("--no-restore",))
    user = Keyboard(app)
    browse_list_shown(app)
    app.settled_trace()
    header = app.find(pyatspi.ROLE_PUSH_BUTTON, "Close").parent.parent  # the header bar

    def tabs_at(where):
        def placed():
            bar = header.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            tabs = app.find_all(pyatspi.ROLE_RADIO_BUTTON)
            boxes = [tab.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for tab in tabs]
            in_header = [bar.y <= box.y + box.height // 2 < bar.y + bar.height for box in boxes]
            return len(tabs) == 3 and all(not inside if where == "bottom" else inside for inside in in_header) or None
        app.wait(f"the tabs at the {where}", placed)

    def header_title():
        return next((label.name for label in app.find_all(pyatspi.ROLE_LABEL, root=header)), None)

    def minimum():
        app.settled_trace()
        hints = app.top_window().get_wm_normal_hints()
        return hints.min_width, hints.min_height
    tabs_at("top")
    wide = app.window_size()
    floor = minimum()
    resize(app, (400, wide[1]))
    tabs_at("bottom")
    assert header_title() == "Browse", "the page's title in the header bar"
    assert minimum() == floor, "the window's minimum with the bar at the bottom"
    app.click(app.find(pyatspi.ROLE_RADIO_BUTTON, "Cart"))
    page_shown(app, "Cart")
    app.wait("the Cart page's title in the header bar", lambda: header_title() == "Cart" or None)
    app.key("ctrl+Page_Down")
    page_shown(app, "Account")
    tabs_at("bottom")
    sign_out(user)
    submit_login(user, "ada", "correct horse", "Sign In")
    browse_list_shown(app)
    tabs_at("bottom")
    assert header_title() == "Browse", "signed in again"
    resize(app, wide)
    tabs_at("top")
    assert header_title() is None, "the tabs, not a title, in the header bar"


def test_search_results_show_in_a_list_the_window_was_resized_over(launch, signed_in_home, window_manager):
    """The window resized while a product covered the list, then back to the list (the slide)
    and a search: GTK laid none of the results out (rows of 1x1 px, a blank list) until the
    window changed size again."""
    app = launch(data_home=signed_in_home, args=("--no-restore",))
    browse_list_shown(app)
    app.settled_trace()
    app.click(product_rows(app)[1])
    app.find(BUTTON, "Add to Cart")
    app.settled_trace()
    width, height = app.window_size()
    resize(app, (width + 100, height + 60))
    app.key("alt+Left")
    browse_list_shown(app)
    app.settled_trace()
    app.click(app.find(pyatspi.ROLE_TEXT, "Search products"))
    app.type("tea")

    def results():
        rows = product_rows(app)
        return rows if rows and all("tea" in row.name.lower() for row in rows) else None
    rows = app.wait("the search's results", results)

    def laid_out():
        sizes = [row.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for row in rows]
        return all(size.width > 100 and size.height > 20 for size in sizes) or None
    try:
        app.wait("the results laid out", laid_out)
    except Timeout:
        sizes = [(box.width, box.height) for box in (row.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for row in rows)]
        raise AssertionError(f"the results' rows are {sizes} px")


def test_at_double_text_size_in_a_short_window_an_opened_products_focused_button_is_in_view(launch,
                                                                                          signed_in_home):
    """At twice the text size the product page is taller than a 600x525 window: Add to Cart,
    which takes the focus once the product has loaded, must be scrolled into view, or the
    keyboard user sees no focus and Return adds the product unseen."""
    app = launch(data_home=signed_in_home, env={"GDK_DPI_SCALE": "2"})
    resize(app, (600, 525))
    open_product(Keyboard(app))
    button = focus_on(app, BUTTON, "Add to Cart")
    frame = app.find(pyatspi.ROLE_FRAME).queryComponent()

    def in_view():
        inside, window = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS), frame.getExtents(pyatspi.WINDOW_COORDS)
        return 0 <= inside.y and inside.y + inside.height <= window.height or None
    app.wait("Add to Cart scrolled into the window", in_view)


def test_at_double_text_size_a_cart_first_shown_after_the_window_narrowed_shows_its_line_whole(
        launch, signed_in_home, window_manager):
    """The window narrowed while the cart was covered: GTK 3 left a resize pending on the
    cart's containers as it laid them out, and the cart's list kept the height its line had at
    the old width (the line cut in half over a grey band, the total pushed down)."""
    app = launch(data_home=signed_in_home, env={"GDK_DPI_SCALE": "2"})
    user = Keyboard(app)
    browse_list_shown(app)
    subprocess.run(["xdotool", "windowsize", str(app.top_window().id), "600", "500"], check=True)
    app.settled_trace()
    open_product(user)
    add_to_cart(user, then="Go to Cart")
    page_shown(app, "Cart")
    items = app.find(pyatspi.ROLE_LIST_BOX, "Cart items")
    row = app.wait("the cart's line", lambda: next(iter(app.find_all(pyatspi.ROLE_LIST_ITEM, root=items)), None))
    pane = scroll_pane_around(items)
    try:
        app.wait("the cart's line shown whole", lambda: shown_whole(row, pane) or None)
    except Timeout:
        line, shown = (each.queryComponent().getExtents(pyatspi.WINDOW_COORDS) for each in (row, pane))
        raise AssertionError(f"a line {line.height} px tall in a list shown {shown.height} px tall")
    with open(app.log_path) as log:
        assert "attempt to allocate" not in log.read(), "GTK allocated nothing a negative size"


def test_in_the_smallest_window_a_line_put_back_with_ctrl_z_is_scrolled_into_view_with_the_focus(
        launch, signed_in_home):
    """In a 360 by 294 window the cart's list shows about one line above the total. A line
    put back by Ctrl+Z took the focus while it was not laid out yet, so GTK did not scroll to
    it: it stayed hidden under the total, its focus ring out of sight. Ctrl+Z is pressed with
    the focus on the Cart tab's button in the bar at the bottom, outside the page, where the
    cart never heard it."""
    app = launch(data_home=signed_in_home, args=("--no-restore",))
    user = Keyboard(app)
    browse_list_shown(app)
    subprocess.run(["xdotool", "windowsize", str(app.top_window().id), "360", "294"], check=True)
    fill_cart(user, ("Kettle", "Microphone"))
    user.choose_tab("Cart")
    page_shown(app, "Cart")
    items = app.find(pyatspi.ROLE_LIST_BOX, "Cart items")
    pane = scroll_pane_around(items)
    app.settled_trace()
    lines = app.find_all(pyatspi.ROLE_LIST_ITEM, root=items, showing=False)
    assert not all(shown_whole(line, pane) for line in lines), "a window too short for both lines"
    user.press("Remove Studio Desk Microphone")
    app.wait("the line removed", lambda: not app.shows(BUTTON, "Remove Studio Desk Microphone") or None)
    user.focus("the Cart tab's button", lambda node: node.getRole() == pyatspi.ROLE_RADIO_BUTTON
               and node.name.startswith("Cart"))
    app.key("ctrl+z")

    def focused_line_whole():
        focus = app.focused()
        return (focus and focus.getRole() == pyatspi.ROLE_LIST_ITEM and "Microphone" in focus.name
                and shown_whole(focus, pane) or None)
    app.wait("the line put back, focused, in view", focused_line_whole)


def test_the_second_click_of_a_double_click_that_opened_a_product_does_not_press_add_to_cart(launch, signed_in_home):
    """A double click on a product's row: the first click opens the product, whose Add to Cart
    then lies under the pointer; the second click added the product unseen."""
    app = launch(data_home=signed_in_home)
    open_product(Mouse(app))
    app.settled_trace()  # the slide in over: during it the button is drawn (and reported) off its place
    add = app.find(BUTTON, "Add to Cart").queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    app.key("alt+Left")
    browse_list_shown(app)
    app.wait("the product page gone", lambda: not app.shows(BUTTON, "Add to Cart") or None)
    app.settled_trace()  # the slide back over (GTK moves a sliding page's window, not its widgets)
    y = add.y + add.height // 2
    row = next(row for row in product_rows(app) if (lambda box: box.y <= y < box.y + box.height)(
        row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)))
    box = row.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    # Where the button and the row overlap (the button ends where the row does).
    left, right = max(add.x, box.x), min(add.x + add.width, box.x + box.width)
    assert left + 4 < right, "the product's Add to Cart lies over its row in the list"
    spot = ((left + right) // 2, y)
    subprocess.run(["xdotool", "mousemove", *map(str, spot)], check=True)
    app.caught_up()  # the pointer's arrival over the row handled before the clicks
    subprocess.run(["xdotool", "click", "--repeat", "2", "--delay", "250", "1"], check=True)
    product_page_shown(app, row.name.split(",")[0])
    # A key waits for the navigations the clicks asked for (KeyTypeahead): Tab lands in the
    # alert if the second click opened one.
    app.key("Tab")
    focus_in(app, "the product page", lambda node: node.name in ("Reviews", "Back", "Main Menu"))
    assert not app.shows(pyatspi.ROLE_ALERT, "Added to Your Cart")


def test_the_rest_of_a_triple_click_on_back_does_not_land_on_the_header_bar(launch, signed_in_home, window_manager):
    """The first click goes back to the list, where no Back button is: the two clicks after
    it, on the bare header bar, made a double click there, which maximized the window."""
    app = launch(data_home=signed_in_home)
    open_product(Mouse(app))
    app.click(app.find(BUTTON, "Back"), repeat=3, delay_ms=150)
    browse_list_shown(app)
    width, height = app.window_size()
    # A resize the app lays out comes after whatever the clicks asked of the window manager
    # (a maximized window is not resized: this times out).
    resize(app, (width + 20, height))
    assert not app.is_maximized(), "the window kept its size"


def test_a_window_left_maximized_opens_maximized_and_restores_to_its_size(launch, signed_in_home, window_manager):
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    width, height = app.window_size()
    wanted = (width + 100, height + 60)
    resize(app, wanted)
    app.maximize()
    app.wait("the window maximized", lambda: app.is_maximized() and app.window_size() != wanted)
    assert app.quit() == 0
    app = launch(data_home=signed_in_home)
    app.wait("products", lambda: product_rows(app) or None)
    app.wait("the window maximized again", app.is_maximized)
    app.maximize(False)
    app.wait("the window restored to the size it had before it was maximized", lambda: app.window_size() == wanted)


@pytest.mark.parametrize("relaunch", [(), ("--no-restore",)], ids=["restoring", "starting fresh"])
def test_the_session_ending_keeps_a_review_being_written(launch, signed_in_home, relaunch):
    """The desktop session ends (SIGTERM) while a review is being written: no one can answer
    “Discard Review?” then, so the draft is saved, and the next launch opens it again, also
    one that starts fresh (`--no-restore` leaves places behind, never text)."""
    app = launch(data_home=signed_in_home)
    rows = app.wait("products", lambda: product_rows(app) or None)
    app.click(rows[1])
    app.click_button("Reviews", timeout=20)
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    app.click_button("Write a Review…")
    dialog_shown(app)
    app.click(app.field("Title"))
    app.type("Half a thought")
    app.wait("the title typed", lambda: text_of(app.field("Title")) == "Half a thought" or None)
    app.process.terminate()
    assert app.process.wait(10) == 0, "the app saves and quits on SIGTERM"
    app = launch(data_home=signed_in_home, args=relaunch)
    dialog_shown(app, timeout=30)
    app.wait("the draft back", lambda: text_of(app.field("Title")) == "Half a thought" or None)


def test_a_review_being_written_comes_back_after_the_app_is_killed(launch, signed_in_home):
    """A crash or `kill -9` gives the app no chance to save on the way out: the session, drafts
    included, is saved every few seconds while it runs, and the next launch opens the review
    again with what was typed by then, in the field the user was in (here the title, gone
    back to after some of the text)."""
    app = launch(data_home=signed_in_home)
    user = Keyboard(app)
    open_product(user)
    user.press("Reviews", backwards=True)
    app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
    user.press("Write a Review…")
    dialog_shown(app)
    app.type("Half a thought")
    app.key("Tab")
    focus_in(app, "the text", lambda node: node.name == "Review")
    app.type("Some words")
    app.key("shift+Tab", "End")
    focus_in(app, "the title", lambda node: node.name == "Title")
    app.type(" more")
    app.wait("the title typed", lambda: text_of(app.field("Title")) == "Half a thought more" or None)
    session = os.path.join(signed_in_home, "storefront", "session-state.json")

    def saved():
        try:
            return "Half a thought more" in open(session, encoding="utf-8").read() or None
        except OSError:
            return None
    app.wait("the draft saved while the app runs", saved)
    app.process.kill()
    app.process.wait(10)
    app = launch(data_home=signed_in_home)
    dialog_shown(app, timeout=30)
    app.wait("the draft back", lambda: text_of(app.field("Title")) == "Half a thought more" or None)
    # Typing goes on where it stopped: in the title, not selected, to be replaced by the next key.
    focus_in(app, "the title", lambda node: node.name == "Title")
    app.type(" on")
    app.wait("typing gone on", lambda: text_of(app.field("Title")) == "Half a thought more on" or None)


def test_the_session_ending_in_checkout_keeps_the_address_but_never_the_card(launch, signed_in_home):
    """The desktop session ends (SIGTERM) on checkout's payment page: the next launch opens
    that page again, over the address typed; the card, never written to disk, is asked again."""
    app = launch(data_home=signed_in_home)
    user = Mouse(app)
    start_checkout(app, user)
    submit_form(user, ADDRESS, "Continue")
    page_shown(app, "Payment")
    user.fill("Card number", "4111 1111 1111 1111")
    app.wait("the card typed", lambda: text_of(app.field("Card number")) == "4111 1111 1111 1111" or None)
    app.process.terminate()
    assert app.process.wait(10) == 0, "the app saves and quits on SIGTERM"
    with open(os.path.join(signed_in_home, "storefront", "session-state.json")) as saved:
        assert "4111" not in saved.read(), "no card number on disk"
    app = launch(data_home=signed_in_home)
    page_shown(app, "Payment", timeout=30)
    focus_on_field(app, "Card holder")  # a keyboard user can go on at once
    assert text_of(app.field("Card number")) == "", "the card is typed again"
    holder = app.field("Card holder")
    assert holder.description.startswith("Card details are never kept"), "and the page says why, with the field"
    assert app.find_all(pyatspi.ROLE_LABEL, holder.description), "on screen too"
    app.key("alt+Left")
    page_shown(app, "Shipping Address")
    assert text_of(app.field("Street")) == "12 Analytical Row", "the address typed is under it"


# A screen reader's first look at the app, from a process of its own: every node of the
# window, with its name and states, listening to events as Orca does.
READ_THE_WINDOW = r'''
import pyatspi

def read(node):
    names = [node.name]
    node.getState()
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            names += read(child)
    return names

pyatspi.Registry.registerEventListener(lambda event: None, "focus:", "object:state-changed",
                                       "object:children-changed")
for app in pyatspi.Registry.getDesktop(0):
    if app is not None and app.name == "storefront":
        print("\n".join(read(app)))
'''


def test_a_screen_reader_started_mid_session_reads_the_window(launch, signed_in_home):
    """Orca started after pages have come and gone: a new AT-SPI client walks the whole tree.
    An object of a destroyed page left in the accessibility bridge would show as a GLib
    critical, which is fatal here."""
    app = launch(data_home=signed_in_home)
    user = Mouse(app)
    name = open_product(user, "Kettle")
    for _ in range(2):
        user.press("Reviews")
        app.find(pyatspi.ROLE_LIST_BOX, "Reviews", timeout=20)
        user.back()
        product_page_shown(app, name)
    reader = subprocess.run(["/usr/bin/python3", "-c", READ_THE_WINDOW], capture_output=True, text=True,
                            timeout=60)
    heard = reader.stdout.splitlines()
    assert reader.returncode == 0, reader.stderr
    assert "Add to Cart" in heard, heard
    assert app.is_running() and app.find(BUTTON, "Add to Cart"), "the app answered and lived on"


# A screen reader running all along, as Orca does: it listens to focus and tree changes, and
# asks about each object it hears of.
LISTEN_LIKE_A_SCREEN_READER = r'''
import pyatspi

def hear(event):
    try:
        event.source.name, event.source.getRoleName(), event.source.getState()
    except Exception:
        pass  # an object gone meanwhile

pyatspi.Registry.registerEventListener(hear, "focus:", "object:state-changed", "object:children-changed",
                                       "object:announcement")
pyatspi.Registry.start()
'''


def test_a_screen_reader_reading_the_cart_after_a_removal_and_its_undo(launch, signed_in_home):
    """A screen reader keeps the objects it was given for a while: a removed row's quantity
    field and buttons are gone from the window but not yet from the reader. Reading the window
    then must not make the app log criticals (fatal here)."""
    listener = subprocess.Popen(["/usr/bin/python3", "-c", LISTEN_LIKE_A_SCREEN_READER])
    try:
        app = launch(data_home=signed_in_home)
        user = Mouse(app)
        names = fill_cart(user, (None, "Kettle"))
        app.click(app.find(pyatspi.ROLE_RADIO_BUTTON, "Cart (2)"))
        page_shown(app, "Cart")

        def read_the_window():
            reader = subprocess.run(["/usr/bin/python3", "-c", READ_THE_WINDOW], capture_output=True, text=True,
                                    timeout=60)
            assert reader.returncode == 0, reader.stderr
            assert app.is_running(), "the app lived on (a critical is fatal here: its log says which)"
            return reader.stdout.splitlines()
        app.click_button(f"Remove {names[0]}")
        app.wait("the item removed", lambda: tab_title(app, "Cart") == "Cart (1)")
        assert f"Quantity of {names[0]}" not in read_the_window()
        app.key("ctrl+z")
        app.wait("the item back", lambda: tab_title(app, "Cart") == "Cart (2)")
        assert f"Quantity of {names[0]}" in read_the_window()
    finally:
        listener.kill()
        listener.wait()


def test_a_burst_of_clicks_on_remove_takes_one_line_and_undo_puts_back_every_line_removed(launch, signed_in_home):
    """Each click of a quick burst on a line's Remove took a line, the next sliding up under
    the pointer, and Undo put back only the last: the others were gone, with their quantities."""
    app = launch(data_home=signed_in_home, args=("--no-restore",))
    user = Keyboard(app)
    browse_list_shown(app)
    names = fill_cart(user, ("Kettle", "Microphone", "Headphones"))
    user.choose_tab("Cart")
    page_shown(app, "Cart")
    items = app.find(pyatspi.ROLE_LIST_BOX, "Cart items")
    lines = lambda: [line.name for line in app.find_all(pyatspi.ROLE_LIST_ITEM, root=items, showing=False)]
    app.wait("three lines", lambda: len(lines()) == 3 or None)
    first = app.find(BUTTON, f"Remove {names[0]}")
    app.settled_trace()
    app.click(first, repeat=4, delay_ms=150)
    app.wait("one line removed", lambda: len(lines()) == 2 or None)
    app.caught_up()
    assert len(lines()) == 2, f"one line removed by the burst: {lines()}"
    second = app.find(BUTTON, f"Remove {names[1]}")
    app.click(second)  # after a pause: a removal of its own
    app.wait("two lines removed", lambda: len(lines()) == 1 or None)
    app.find(pyatspi.ROLE_LABEL, "Removed 2 items")
    app.click(app.find(BUTTON, "Undo"))
    app.wait("every line back", lambda: len(lines()) == 3 or None)
    assert all(name in " ".join(lines()) for name in names), lines()
