"""The scripts behind `make screenshots` and `make leaks` share the scenarios' steps but are
not run by `make test`: each must at least load, with every step it imports still there."""
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))


@pytest.mark.parametrize("script", ["take_screenshots", "leak_session"])
def test_the_script_loads(script):
    loaded = subprocess.run([sys.executable, "-c", f"import {script}"], cwd=HERE, capture_output=True, text=True)
    assert loaded.returncode == 0, f"{script}.py does not load:\n{loaded.stderr}"
