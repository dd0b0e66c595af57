"""`make leaks`: a scripted session under valgrind memcheck, then the definite leaks whose
stacks pass through the project's own code are counted; the count must be zero. Leaks inside
GTK, GLib and fontconfig alone (start-up caches) are reported by valgrind but not ours.

Run as: valgrind-wrapped app via STOREFRONT_LAUNCH_PREFIX, driven by the same helpers as the
end-to-end tests."""
import os
import re
import shutil
import sys
import tempfile

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from flows import create_account_by_keyboard, finish_walkthrough_by_keyboard, product_rows  # noqa: E402
from storefront_driver import Storefront, poll  # noqa: E402

PROJECT_FRAMES = re.compile(r"CoordinatorKit|CoordinatorGtk|Storefront|14CoordinatorKit|10Storefront")


def project_leaks(log):
    """The 'definitely lost' records of a valgrind log whose stack has a frame of ours."""
    records, current = [], None
    for line in log.splitlines():
        body = re.sub(r"^==\d+== ?", "", line)
        if "definitely lost in loss record" in body:
            current = [body]
        elif current is not None:
            if body.strip() == "":
                records.append(current)
                current = None
            else:
                current.append(body)
    return [record for record in records if any(PROJECT_FRAMES.search(frame) for frame in record[1:])]


def main():
    folder = tempfile.mkdtemp(prefix="storefront-leaks-")
    log_path = os.path.join(folder, "valgrind.log")
    os.environ["STOREFRONT_LAUNCH_PREFIX"] = " ".join([
        "valgrind", "--tool=memcheck", "--leak-check=full", "--show-leak-kinds=definite", "--num-callers=40",
        "--suppressions=/usr/share/glib-2.0/valgrind/glib.supp", "--suppressions=/usr/share/gtk-3.0/valgrind/gtk.supp",
        f"--log-file={log_path}"])
    os.environ.setdefault("E2E_TIMEOUT_SCALE", "30")
    import storefront_driver
    storefront_driver.LAUNCH_PREFIX = os.environ["STOREFRONT_LAUNCH_PREFIX"].split()
    storefront_driver.TIMEOUT_SCALE = float(os.environ["E2E_TIMEOUT_SCALE"])
    os.makedirs(os.path.join(folder, "data"))
    app = Storefront(data_home=os.path.join(folder, "data"))
    try:
        app.wait_for_application(timeout=60)
        finish_walkthrough_by_keyboard(app)
        create_account_by_keyboard(app)
        rows = poll("products", lambda: product_rows(app) or None)
        app.click(rows[0])
        app.click_button("Reviews", timeout=20)
        app.find(pyatspi.ROLE_LIST_BOX, "Reviews")
        app.key("alt+Left")
        app.click_button("Add to Cart", timeout=20)
        app.find(pyatspi.ROLE_ALERT)
        app.click_button("Keep Shopping")
        assert app.quit(timeout=60) == 0, "the app did not quit cleanly"
    finally:
        app.close()
    with open(log_path) as file:
        log = file.read()
    summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", log)
    ours = project_leaks(log)
    print(f"valgrind: {summary.group(0) if summary else 'no leak summary'} in all; "
          f"{len(ours)} definite leak record(s) through project code (log: {log_path})")
    for record in ours:
        print("\n".join(record), end="\n\n")
    if not ours:
        shutil.rmtree(os.path.join(folder, "data"), ignore_errors=True)
    return 1 if ours else 0


if __name__ == "__main__":
    sys.exit(main())
