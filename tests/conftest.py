"""What every test shares: Qt offscreen, no test touching the player's own folders, and the
``gui`` mark on the table's tests (``scripts/test.sh --quick`` leaves them out).

The suite runs in parallel (pytest-xdist, one worker per core: ``scripts/test.sh``), so a test
must not write anywhere another test reads: each test gets its own settings, data and cache
folders (the XDG variables ``platformdirs`` follows, inherited by the table when a test starts
it as a process).
"""

from __future__ import annotations

import gc
import itertools
import os
from pathlib import Path

import pytest

from tests.scheduling import slow_first_for_each_worker

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before Qt is first imported

GUI_TESTS = Path(__file__).parent / "gui"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    gui = pytest.mark.gui
    folder = f"{GUI_TESTS}{os.sep}"  # a string test: ``Path.parents`` took 2 % of collecting
    for item in items:
        if str(item.path).startswith(folder):
            item.add_marker(gui)


#: The garbage collector's thresholds in the test processes (Python's own: 700, 10, 10). The
#: engine's searches and replays make millions of short-lived objects, and a young
#: collection every 700 of them took about a tenth of their processor time; the GUI tests
#: still collect everything at the end of each test (tests/gui/conftest.py).
GC_THRESHOLDS = (50_000, 20, 10)


def pytest_configure(config: pytest.Config) -> None:
    gc.set_threshold(*GC_THRESHOLDS)
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0"))
    if workers > 1:  # on each xdist worker
        config.pluginmanager.register(_SlowFirst(workers), "napoleon-slow-first")


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting leaves (the modules, the tests and their parameters) lives to the end
    of the run: it is put out of the collector's reach, so that the full collection each GUI
    test ends with goes over what the tests made, not over the whole program again."""
    gc.collect()
    gc.freeze()


#: numbers the tests of this process: each gets its own folders under the session's base
_homes = itertools.count()


@pytest.fixture(autouse=True)
def _own_user_folders(
    monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Settings, saves and statistics of this test live in folders of its own: never the
    player's, never another test's (workers run at the same time). Only named here: the
    table makes a folder when it first writes to it, and a numbered ``mktemp`` per test lists
    the whole base folder each time. (In tests/scheduling.py, where it lay since the slow-first
    order moved there, pytest never saw it.)"""
    base = tmp_path_factory.getbasetemp() / "homes" / str(next(_homes))
    for name, sub in (
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_DATA_HOME", "data"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
    ):
        monkeypatch.setenv(name, str(base / sub))


class _SlowFirst:
    def __init__(self, workers: int) -> None:
        self.workers = workers

    @pytest.hookimpl(trylast=True)  # after ``-m`` and ``-k`` have left tests out
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        items[:] = slow_first_for_each_worker(items, self.workers)


@pytest.fixture
def quick_coach(monkeypatch: pytest.MonkeyPatch) -> None:
    """The coach with half its repeated evaluations and fewer deals per evaluation: for the
    tests of what a review lists and says and where it is shown, not of its verdicts (those
    keep the full budget, as the table runs it)."""
    import engine.coach.evaluate as evaluate
    from engine.games.mustfollow import coach as talk
    from engine.games.mustfollow import search as mustfollow

    monkeypatch.setattr(evaluate, "RUNS", 2)
    monkeypatch.setattr(evaluate, "GENERIC_WORLDS", 6)
    monkeypatch.setattr(talk, "TALK_WORLDS", 2)
    # the co-op and puzzle strong players value each move with a quarter of their budgets
    monkeypatch.setitem(mustfollow.COOP_STRONG, "worlds", 12)
    for players, steps in list(mustfollow.STRONG_STEPS.items()):
        monkeypatch.setitem(mustfollow.STRONG_STEPS, players, steps // 4)
    monkeypatch.setitem(mustfollow.PUZZLE_STRONG, "exact_budget", 50_000)
    monkeypatch.setitem(mustfollow.PUZZLE_STRONG, "world_budget", 1_500)
