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
