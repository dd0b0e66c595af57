#!/usr/bin/python3
"""Start-up baseline in PyGObject: the same window as baseline.c (header bar "Storefront"
with a close button and a main menu button, a GtkListBox of 30 product rows in a scrolled window, 900x680) under a
Gtk.Application, quitting right after the window's first frame is painted.

Run with Debian's interpreter and python3-gi: /usr/bin/python3 baseline.py
(`--plain`: Gtk.init/Gtk.main instead of a Gtk.Application, as in baseline.c.)
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gio, GLib, Gtk  # noqa: E402

app = None


def quit_now():
    if app is not None:
        app.quit()
    else:
        Gtk.main_quit()
    return GLib.SOURCE_REMOVE


# The first frame: GTK 3 paints a window in its frame clock's "paint" phase ("draw" is
# emitted there), then emits "after-paint". Debian's python3-gi cannot hand "draw"'s
# cairo_t to Python without python3-gi-cairo (not among the project's packages: the handler
# would fail with "Couldn't find foreign struct converter for 'cairo.Context'"), so this
# quits from the first "after-paint" instead, which follows the first "draw" in the same
# frame-clock dispatch; the idle callback runs after that dispatch either way, as in C.
def on_first_paint(clock, window):
    clock.disconnect(window.first_paint_handler)
    GLib.idle_add(quit_now)


def on_realize(window):
    clock = window.get_frame_clock()
    window.first_paint_handler = clock.connect("after-paint", on_first_paint, window)


def product_row(index):
    box = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=12)
    box.set_border_width(8)
    name = Gtk.Label(label=f"Product {index + 1}")
    name.set_xalign(0)
    name.set_hexpand(True)
    price = Gtk.Label(label=f"${5 + index * 3}.{(index * 37) % 100:02d}")
    box.pack_start(name, True, True, 0)
    box.pack_end(price, False, False, 0)
    return box


def build_window(window):
    window.set_default_size(900, 680)
    header = Gtk.HeaderBar()
    header.set_title("Storefront")
    header.set_show_close_button(True)
    menu_button = Gtk.MenuButton()
    menu_button.add(Gtk.Image.new_from_icon_name("open-menu-symbolic", Gtk.IconSize.BUTTON))
    menu = Gio.Menu()
    menu.append("_Keyboard Shortcuts", "win.show-shortcuts")
    menu.append("_About Storefront", "win.about")
    menu_button.set_menu_model(menu)
    header.pack_end(menu_button)
    window.set_titlebar(header)
    scrolled = Gtk.ScrolledWindow()
    scrolled.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
    listbox = Gtk.ListBox()
    for i in range(30):
        listbox.add(product_row(i))
    scrolled.add(listbox)
    window.add(scrolled)
    window.connect("realize", on_realize)
    window.show_all()
    return window


def on_activate(application):
    build_window(Gtk.ApplicationWindow(application=application)).present()


def main(argv):
    global app
    plain = "--plain" in argv
    argv = [a for a in argv if a not in ("--plain", "--exit-after-first-frame")]
    if plain:
        window = build_window(Gtk.Window())
        window.connect("destroy", Gtk.main_quit)
        Gtk.main()
        return 0
    app = Gtk.Application(application_id="org.coordinator.StartupBaselinePy")
    app.connect("activate", on_activate)
    return app.run(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
