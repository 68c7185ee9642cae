"""The order the parallel run hands tests out in (tests/conftest.py): under ``--dist
worksteal`` every worker starts on its share of the slow tests, and no test is lost or run
twice."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scheduling import slow_first_for_each_worker


class _Test:
    """Just what the ordering reads of a collected test: its ``slow`` mark."""

    def __init__(self, name: str, slow: bool) -> None:
        self.name, self.slow = name, slow

    def get_closest_marker(self, name: str) -> object | None:
        return object() if name == "slow" and self.slow else None


def _stretches(order: list[Any], workers: int) -> list[list[Any]]:
    """What worksteal's first hand-out gives each worker: consecutive stretches."""
    out, pending = [], list(order)
    for worker in range(workers):
        size = len(pending) // (workers - worker)
        out.append(pending[:size])
        del pending[:size]
    return out


@pytest.mark.parametrize(("tests", "slow_every", "workers"), [(40, 7, 3), (100, 3, 2), (9, 1, 3)])
def test_each_worker_starts_on_its_share_of_the_slow_tests(
    tests: int, slow_every: int, workers: int
) -> None:
    items = [_Test(f"t{i}", i % slow_every == 0) for i in range(tests)]
    order = slow_first_for_each_worker(items, workers)  # type: ignore[arg-type]
    assert sorted(t.name for t in order) == sorted(t.name for t in items)  # each test once
    slow = sum(t.slow for t in items)
    for stretch in _stretches(order, workers):
        own = sum(t.slow for t in stretch)
        assert own in (slow // workers, -(-slow // workers)) or own == len(stretch)
        assert all(t.slow for t in stretch[:own])  # the slow ones first


#: the homes the tests below saw, in this process
_HOMES: list[object] = []


def test_each_test_has_its_own_settings_folders(tmp_path_factory: pytest.TempPathFactory) -> None:
    """The table's settings, saves and logs (platformdirs, through the XDG variables) go to a
    folder of this test's own under the run's temporary folder, never the player's."""
    import platformdirs

    base = tmp_path_factory.getbasetemp()
    config = platformdirs.user_config_path("napoleon-table", appauthor=False)
    data = platformdirs.user_data_path("napoleon-table", appauthor=False)
    assert config.is_relative_to(base) and data.is_relative_to(base)
    assert config.parent.parent == data.parent.parent  # one home per test
    _HOMES.append(config.parent.parent)


@pytest.mark.parametrize("again", [1, 2])
def test_the_next_test_gets_other_folders(again: int) -> None:
    import platformdirs

    home = platformdirs.user_config_path("napoleon-table", appauthor=False).parent.parent
    assert home not in _HOMES
    _HOMES.append(home)
