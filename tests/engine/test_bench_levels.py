"""The duel benches that change a level (``bench/belote_duel.py``, ``bench/strong_duel.py``)
play the level asked for in every worker of ``--procs N``: a spawned worker imports the bench
again as its main module and applies the same settings. (Before this was so, ``--procs 2``
silently played today's strong player: a whole-games run of another budget came out
identical to today's, decision for decision.)"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _duel(bench: list[str], duel: list[str]) -> dict[str, Any]:
    """A duel through ``bench`` (its arguments; the duel's follow ``--``), or through the
    engine itself when ``bench`` is empty."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    head = [*bench, "--"] if bench else ["-m", "engine", "duel"]
    command = [sys.executable, *head, *duel, "--json"]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def _figures(result: dict[str, Any]) -> tuple[float, int]:
    return result["mean"], result["levels"]["a"]["time_ms"]["decisions"]


@pytest.mark.slow
def test_a_belote_bench_level_is_the_same_in_two_worker_processes() -> None:
    duel = shlex.split("--game belote --players 4 --a strong --b normal --deals 4 --seed 5")
    bench = ["bench/belote_duel.py", "--strong", "factor=0.05,confidence=0"]
    one = _duel(bench, [*duel, "--procs", "1"])
    two = _duel(bench, [*duel, "--procs", "2"])
    assert _figures(two) == _figures(one)
    # and it is not today's strong player, whose cards differ on these deals
    today = _duel([], [*duel, "--procs", "1"])
    assert today["mean"] != one["mean"]


@pytest.mark.slow
def test_a_napoleon_bench_budget_is_the_same_in_two_worker_processes() -> None:
    duel = shlex.split("--game napoleon --preset book --players 5 --a strong --b normal")
    duel += shlex.split("--fixed-contract --deals 2 --seed 5")
    bench = ["bench/strong_duel.py", "--factor", "0.05", "--exact-tricks", "0"]
    one = _duel(bench, [*duel, "--procs", "1"])
    two = _duel(bench, [*duel, "--procs", "2"])
    assert _figures(two) == _figures(one)
    today = _duel([], [*duel, "--procs", "1"])
    assert today["mean"] != one["mean"]
