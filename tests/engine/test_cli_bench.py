"""``python -m engine bench`` measures every game its ``--game`` accepts (issue #14: it used
to bench Napoleon whatever the game), and ``python -m engine`` as a program stops quietly
when its reader goes away."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import main
from engine.cli.parser import bench_games
from engine.registry import all_games

ROOT = Path(__file__).resolve().parents[2]


def test_bench_covers_every_registered_game() -> None:
    assert sorted(bench_games()) == sorted(spec.name for spec in all_games())


@pytest.mark.parametrize(
    ("argv", "label"),
    [
        (["--game", "belote"], "random 4-player Belote deals/s"),
        (["--game", "rettler"], "random 6-player Rettler deals/s"),
        (["--game", "napoleon"], "random 4-player book deals/s"),
        (["--game", "mustfollow", "--what", "winnable"], "1-player deals winnable"),
    ],
)
def test_bench_runs_the_game_asked_for(
    argv: list[str], label: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["bench", *argv, "--deals", "2", "--runs", "1"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert label in out
    assert re.search(r"\s-\d", out) is None  # no negative rate


def test_a_closed_pipe_ends_quietly() -> None:
    """``python -m engine replay ... | head -1``: no BrokenPipeError, nothing on stderr."""
    # more output than a pipe holds (64 KiB), so the writer is still writing when it closes
    record = str(ROOT / "tests" / "data" / "records" / "napoleon_game1.json")
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine", "replay", *[record] * 400],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()  # what `head -1` does after its line
    err = proc.stderr.read()
    code = proc.wait(timeout=120)
    assert first.startswith(b"== ")
    assert err == b""
    assert code == 141  # 128 + SIGPIPE, as the shell reports for `yes | head -1`
