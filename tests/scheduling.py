"""The order the parallel run starts tests in (``conftest.py`` applies it on each xdist
worker)."""

from __future__ import annotations

import pytest


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
