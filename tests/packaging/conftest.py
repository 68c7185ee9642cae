"""The application bundle, built once per test session for every packaging test that needs it
(``test_bundle.py``, ``test_install.py``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = "napoleon-table"


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(bundle folder, PyInstaller work folder), built by ``packaging/build.py``."""
    base = tmp_path_factory.mktemp("bundle")
    dist, work = base / "dist", base / "work"
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    bundle = dist / APP
    assert (bundle / APP).is_file()
    return bundle, work / APP
