"""What every test shares: Qt offscreen, no test touching the player's own folders, and the
``gui`` mark on the table's tests (``scripts/test.sh --quick`` leaves them out).

The suite runs in parallel (pytest-xdist, one worker per core: ``scripts/test.sh``), so a test
must not write anywhere another test reads: each test gets its own settings, data and cache
folders (the XDG variables ``platformdirs`` follows, inherited by the table when a test starts
it as a process).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is first imported

GUI_TESTS = Path(__file__).parent / "gui"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    gui = pytest.mark.gui
    for item in items:
        if GUI_TESTS in item.path.parents:
            item.add_marker(gui)


@pytest.fixture(autouse=True)
def _own_user_folders(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Settings, saves and statistics of this test live in folders of its own: never the
    player's, never another test's (workers run at the same time)."""
    base = tmp_path_factory.mktemp("home", numbered=True)
    for name, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
    ):
        monkeypatch.setenv(name, str(base / sub))
