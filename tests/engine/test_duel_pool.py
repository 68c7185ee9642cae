"""``duel --procs N`` (issue 23 point 7): deals played in several processes count exactly
as in one, and Ctrl+C stops the workers with the parent.

Each deal's cards and bots' seeds hang on the run's seed and the deal's number only, so two
processes must give the very same per-deal figures, deals skipped, declarers and summary;
only the measured times may differ.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.duel import DuelResult, run_duel, run_duel_games

ROOT = Path(__file__).resolve().parents[2]


def untimed(result: DuelResult) -> list[str]:
    """The summary without the line of measured times."""
    return [line for line in result.lines() if "processor time" not in line]


def test_two_processes_count_the_same_deals_as_one() -> None:
    # seed 5: the normal auction finds no contract in one of the first deals, so a skipped
    # deal must be skipped in the same place by the merge
    args = ("rettler", "book", 6, "normal", "random", 8, 5)
    one = run_duel(*args, fixed_contract=True, keep_deals=True, procs=1)
    two = run_duel(*args, fixed_contract=True, keep_deals=True, procs=2)
    assert one.skipped == two.skipped == 1
    assert len(one.diffs) == 8
    assert two.diffs == one.diffs  # deal by deal, in deal order
    assert two.dealt == one.dealt  # the same cards for the same deal number
    for mine, theirs in ((one.a, two.a), (one.b, two.b)):
        assert (theirs.declared, theirs.made) == (mine.declared, mine.made)
        assert len(theirs.times) == len(mine.times)  # every decision of every counted deal
    assert untimed(two) == untimed(one)
    assert (two.mean, two.stderr) == (one.mean, one.stderr)


def test_whole_games_in_two_processes_are_the_games_of_one() -> None:
    args = ("belote", "standard", 4, "random", "random", 2, 7)
    one = run_duel_games(*args, procs=1)
    two = run_duel_games(*args, procs=2)
    assert two.diffs == one.diffs
    assert (two.a.declared, two.a.made, two.b.declared) == (
        one.a.declared,
        one.a.made,
        one.b.declared,
    )
    assert untimed(two) == untimed(one)


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (Linux's /proc)."""
    out: set[int] = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # the parent is the second field after the command name, which may hold spaces
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            out.add(int(entry.name))
    return out


def command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_text().replace("\0", " ")
    except OSError:
        return ""


def ignores_ctrl_c(pid: int) -> bool:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            return bool(int(line.split()[1], 16) >> (signal.SIGINT - 1) & 1)
    return False


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_ctrl_c_stops_the_workers_and_keeps_the_deals_merged() -> None:
    argv = ["duel", "--game", "napoleon", "--players", "5", "--a", "normal", "--b", "random"]
    argv += ["--fixed-contract", "--deals", "5000", "--procs", "2"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine", *argv],
        cwd=ROOT,
        env={**os.environ, "ENGINE_PROGRESS_EVERY": "0"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert proc.stderr is not None
    first = proc.stderr.readline()  # a deal is merged: the workers are at work
    workers = children(proc.pid)
    # Ctrl+C at a terminal reaches every process of the group: the workers leave it to
    # the parent (no traceback of theirs)
    ignoring = [ignores_ctrl_c(pid) for pid in workers]
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert re.match(r"duel: \d+/5000 deals, .* left, A-B [+-]\d+\.\d\d ± \d+\.\d\d$", first)
    assert len(workers) >= 2  # the two workers (and multiprocessing's own helper)
    assert all(ignoring), ignoring
    assert proc.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    mark = re.match(r"interrupted after (\d+) of 5000 deals", out)
    assert mark, out
    assert f"deals played: {mark.group(1)}\n" in out
    # multiprocessing's helper ends on its own once the parent's pipe closes: a moment
    deadline = time.monotonic() + 30
    while any(running(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = {pid: command(pid) for pid in workers if running(pid)}
    assert left == {}
