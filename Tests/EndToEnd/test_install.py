"""`make install` and `make uninstall`, as someone who installs the app from the checkout: the
installed app runs from its prefix on the installed catalog, its desktop file is valid and GIO
(what GNOME asks) opens storefront:// links with it, its icon is in place, and uninstalling
takes only what was installed."""
import json
import os
import subprocess

import pyatspi

from flows import browse_list_shown, product_page_shown
from storefront_driver import REPO


def make(target, prefix):
    subprocess.run(["make", "--no-print-directory", "-C", REPO, target, f"PREFIX={prefix}"], check=True,
                   capture_output=True, timeout=300)


def test_make_install_gives_a_working_app_its_icon_and_links_and_uninstall_takes_it_back(
        launch, signed_in_home, tmp_path):
    prefix = tmp_path / "prefix"
    make("install", prefix)
    desktop = prefix / "share" / "applications" / "storefront.desktop"
    validation = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert validation.returncode == 0 and not validation.stdout, validation.stdout
    assert f"Exec={prefix}/bin/storefront %u\n" in desktop.read_text(), "the app grid starts the installed binary"
    # GIO, which GNOME asks, finds the app for storefront:// links.
    desktop_env = dict(os.environ, XDG_DATA_DIRS=f"{prefix / 'share'}:/usr/share", XDG_DATA_HOME=signed_in_home)
    handlers = subprocess.run(["gio", "mime", "x-scheme-handler/storefront"], env=desktop_env, capture_output=True,
                              text=True, check=True).stdout
    assert "Default application for “x-scheme-handler/storefront”: storefront.desktop" in handlers, handlers
    assert (prefix / "share" / "icons" / "hicolor" / "scalable" / "apps" / "storefront.svg").is_file()

    # The installed app reads the installed catalog (not the checkout's): a product renamed there shows.
    catalog_file = prefix / "share" / "storefront" / "catalog.json"
    catalog = json.loads(catalog_file.read_text())
    catalog["products"][0]["name"] = "Installed Catalog Headphones"
    catalog_file.write_text(json.dumps(catalog))
    app = launch(data_home=signed_in_home, env={"STOREFRONT_RESOURCES": ""}, binary=str(prefix / "bin" / "storefront"))
    browse_list_shown(app)
    app.find(pyatspi.ROLE_LABEL, "Installed Catalog Headphones")
    # A link opened the desktop's way (`gio open`, as a browser or xdg-open does) reaches it.
    subprocess.run(["gio", "open", "storefront://product/1"], env=desktop_env, check=True, timeout=20)
    product_page_shown(app, "Installed Catalog Headphones")
    assert app.quit() == 0

    make("uninstall", prefix)
    left = sorted(str(path.relative_to(prefix)) for path in prefix.rglob("*") if path.is_file())
    assert left == ["share/applications/mimeinfo.cache"], f"left behind: {left}"
