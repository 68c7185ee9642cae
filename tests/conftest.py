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


def pytest_configure(config: pytest.Config) -> None:
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))
    if workers > 1:  # on each xdist worker
        config.pluginmanager.register(_SlowFirst(workers), "napoleon-slow-first")


class _SlowFirst:
    def __init__(self, workers: int) -> None:
        self.workers = workers

    @pytest.hookimpl(trylast=True)  # after ``-m`` and ``-k`` have left tests out
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        items[:] = slow_first_for_each_worker(items, self.workers)


def slow_first_for_each_worker(items: list[pytest.Item], workers: int) -> list[pytest.Item]:
    """The order for ``--dist worksteal``: it hands each worker one stretch of the collection
    in turn and later moves tests from the end of a stretch to an idle worker. So the slow
    tests are dealt round the stretches and put at the start of each: they start at once on
    every worker, and what is left at the end, to be shared, is the short tests, not a
    minute-long one that one worker meets when the others are done. Every worker computes the
    same order, as xdist requires."""
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    rest = [item for item in items if item.get_closest_marker("slow") is None]
    pending, stretches = len(items), []
    for worker in range(workers):  # the sizes worksteal's first hand-out gives
        stretches.append(pending // (workers - worker))
        pending -= stretches[-1]
    order: list[pytest.Item] = []
    for worker, size in enumerate(stretches):
        own = slow[worker::workers][:size]
        order += own
        order += rest[: size - len(own)]
        del rest[: size - len(own)]
    placed = set(map(id, order))
    order += [item for item in slow if id(item) not in placed] + rest  # stretches too short
    return order


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
