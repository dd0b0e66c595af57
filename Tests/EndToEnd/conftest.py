"""pytest fixtures for the end-to-end tests: a fresh `storefront` per test, data folders
prepared once through the UI (signed in, signed out), the way of input each scenario runs
with, and evidence (screenshot, AT-SPI tree, the app's log) kept in a folder named in the
failure."""
import os
import shutil
import subprocess
import tempfile

import pytest
from Xlib import X

from flows import INPUTS, Keyboard, create_account, finish_walkthrough, sign_out
from storefront_driver import BINARY, Storefront, keep_display_open, poll

EVIDENCE = os.environ.get("E2E_EVIDENCE", os.path.join(tempfile.gettempdir(), "storefront-e2e-evidence"))


def keep_evidence(apps, folder, report):
    for number, app in enumerate(apps):
        target = folder if len(apps) == 1 else os.path.join(folder, f"app-{number + 1}")
        try:
            app.keep_evidence(target)
        except Exception as error:  # evidence must never hide the failure
            report.sections.append(("evidence", f"could not keep evidence: {error}"))
            return
    report.sections.append(("evidence", f"screenshot, AT-SPI tree and log kept in {folder}"))
    report.longrepr = f"{report.longrepr}\n\nEvidence kept in {folder}"


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.failed and report.when in ("setup", "call"):
        apps = getattr(item, "storefront_apps", []) + getattr(item.session, "preparing_apps", [])
        if apps:
            keep_evidence(apps, os.path.join(EVIDENCE, item.name), report)


@pytest.fixture(scope="session")
def display_kept_open():
    """Holds one X connection for the whole session (see `keep_display_open`)."""
    connection = keep_display_open()
    yield connection
    connection.close()


@pytest.fixture
def window_manager(display_kept_open):
    """A window manager (Openbox) for one test: maximizing is its work. The other tests run
    with none, and their windows stack as they are mapped."""
    manager = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    root = display_kept_open.screen().root
    check = display_kept_open.intern_atom("_NET_SUPPORTING_WM_CHECK")
    poll("the window manager to start", lambda: root.get_full_property(check, X.AnyPropertyType))
    yield manager
    manager.terminate()
    try:
        manager.wait(5)
    except subprocess.TimeoutExpired:
        manager.kill()
        manager.wait()


@pytest.fixture
def launch(request, display_kept_open):
    """launch(args=(), data_home=None, env=None, binary=BINARY) starts the app; all are closed
    after the test."""
    apps = []
    request.node.storefront_apps = apps

    def start(args=(), data_home=None, env=None, binary=BINARY):
        app = Storefront(data_home=data_home, args=args, env=env, binary=binary)
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
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def prepared_homes(request, display_kept_open):
    """Data folders made once, through the UI, by keyboard: "signed in" (the walkthrough
    seen, the account ada / correct horse created, signed in, quit on the product list) and
    "signed out" (the same, signed out). Tests start from copies, so that only the
    first-launch scenarios pay for the walkthrough and sign-up."""
    base = tempfile.mkdtemp(prefix="storefront-e2e-prepared-")
    homes = {"signed in": os.path.join(base, "signed-in"), "signed out": os.path.join(base, "signed-out")}
    request.session.preparing_apps = []

    def run(data_home, steps):
        app = Storefront(data_home=data_home)
        request.session.preparing_apps = [app]
        try:
            app.wait_for_application()
            steps(Keyboard(app))
            assert app.quit() == 0, "the app quit cleanly"
        finally:
            app.close()
        request.session.preparing_apps = []
        os.remove(app.log_path)

    os.makedirs(homes["signed in"])
    run(homes["signed in"], lambda user: (finish_walkthrough(user), create_account(user)))
    shutil.copytree(homes["signed in"], homes["signed out"])
    run(homes["signed out"], sign_out)
    yield homes
    shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def signed_in_home(prepared_homes, data_home):
    """A copy of the prepared "signed in" data folder."""
    shutil.copytree(prepared_homes["signed in"], data_home, dirs_exist_ok=True)
    return data_home


@pytest.fixture
def signed_out_home(prepared_homes, data_home):
    """A copy of the prepared "signed out" data folder (the account exists)."""
    shutil.copytree(prepared_homes["signed out"], data_home, dirs_exist_ok=True)
    return data_home


@pytest.fixture(params=sorted(INPUTS))
def input_mode(request):
    """"keyboard" or "mouse": the scenario runs once each way."""
    return request.param


@pytest.fixture
def person(input_mode):
    """person(app): a Keyboard or Mouse user of `app`, as the test's parameter says."""
    return lambda app: INPUTS[input_mode](app)
