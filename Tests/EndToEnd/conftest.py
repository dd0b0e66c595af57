"""pytest fixtures for the end-to-end tests: a fresh `storefront` per test, and evidence
(screenshot, AT-SPI tree, the app's log) kept in a folder named in the failure."""
import os
import tempfile

import pytest

from storefront_driver import Storefront

EVIDENCE = os.environ.get("E2E_EVIDENCE", os.path.join(tempfile.gettempdir(), "storefront-e2e-evidence"))


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.failed:
        for app in getattr(item, "storefront_apps", []):
            folder = os.path.join(EVIDENCE, item.name)
            try:
                app.keep_evidence(folder)
                report.sections.append(("evidence", f"screenshot, AT-SPI tree and log kept in {folder}"))
                report.longrepr = f"{report.longrepr}\n\nEvidence kept in {folder}"
            except Exception as error:  # evidence must never hide the failure
                report.sections.append(("evidence", f"could not keep evidence: {error}"))


@pytest.fixture(scope="session", autouse=True)
def display_kept_open():
    """Holds one X connection for the whole session. Xvfb resets when its last client leaves,
    and a client connecting during the reset gets "cannot open display": without this, an app
    launched right after the previous test's app closed could fail to start."""
    from Xlib import display, error
    from storefront_driver import poll

    def connect():
        try:
            return display.Display()
        except (error.DisplayError, error.ConnectionClosedError, OSError):
            return None
    connection = poll("the X display to accept clients", connect, timeout=20)
    yield connection
    connection.close()


@pytest.fixture
def launch(request):
    """launch(args=(), data_home=None, env=None) starts the app; all are closed after the test."""
    apps = []
    request.node.storefront_apps = apps

    def start(args=(), data_home=None, env=None):
        app = Storefront(data_home=data_home, args=args, env=env)
        apps.append(app)
        app.wait_for_application()
        return app

    yield start
    for app in apps:
        app.close()


@pytest.fixture
def data_home():
    folder = tempfile.mkdtemp(prefix="storefront-e2e-data-")
    yield folder
    import shutil
    shutil.rmtree(folder, ignore_errors=True)
