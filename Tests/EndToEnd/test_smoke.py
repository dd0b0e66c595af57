"""Smoke test: the release binary starts under Xvfb and AT-SPI sees its window and first page."""
import subprocess

import pyatspi

from flows import page_shown
from storefront_driver import BINARY


def test_window_and_first_page_appear(launch):
    app = launch()
    app.find(pyatspi.ROLE_FRAME, timeout=20)
    # A first launch starts with the "How to shop" walkthrough, its page named for screen readers.
    page_shown(app, "How to Shop")
    assert app.shows(pyatspi.ROLE_LABEL, "Step 1 of 4")
    next_button = app.find(pyatspi.ROLE_PUSH_BUTTON, "Next")
    assert next_button.getState().contains(pyatspi.STATE_FOCUSED), "the page's main button has the focus"


def test_help_lists_the_apps_own_options_and_links():
    shown = subprocess.run([BINARY, "--help"], capture_output=True, text=True, timeout=20, check=True).stdout
    assert "[storefront://LINK…]" in shown, shown
    assert "--no-restore" in shown and "Start fresh" in shown, shown
    assert "--exit-after-first-frame" not in shown, "the benchmark's option is not the user's"
    # Help is given whatever comes with it, as GLib's option parser gives it: not a refusal of
    # the argument after it, with exit status 1.
    for asking in (["-h", "x"], ["notes.txt", "--help-all"]):
        run = subprocess.run([BINARY, *asking], capture_output=True, text=True, timeout=20)
        assert run.returncode == 0 and "[storefront://LINK…]" in run.stdout, run
    version = subprocess.run([BINARY, "--version"], capture_output=True, text=True, timeout=20, check=True).stdout
    assert version == "storefront 1.0\n", version


def test_an_argument_that_is_not_a_link_is_quoted_as_typed_and_opens_nothing():
    # GApplication would take each for a file in the current folder, quoted back as file://….
    for argument in ("", "product/42", "/tmp/notes.txt"):
        run = subprocess.run([BINARY, "storefront://cart", argument], capture_output=True, text=True, timeout=20)
        assert run.returncode == 1, run
        assert run.stderr == (f"storefront: “{argument}” is not a link. "
                              "Links look like storefront://product/42 (see storefront --help).\n"), run.stderr
