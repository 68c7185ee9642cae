"""The long commands (``duel``, ``selfplay``, ``bench``) show their progress on stderr and
stop cleanly on Ctrl+C: the summary over what was finished, marked as partial, status 130.

Progress lines are asked for at every unit (``ENGINE_PROGRESS_EVERY=0``) so that short runs
show them; their default interval is tested with a fake clock in ``test_progress.py``.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.cli import main

ROOT = Path(__file__).resolve().parents[2]
DUEL = [
    "duel",
    "--game",
    "napoleon",
    "--players",
    "5",
    "--a",
    "normal",
    "--b",
    "random",
    "--fixed-contract",
    "--seed",
    "3",
]


def stable(out: str) -> list[str]:
    """The summary without the lines that carry measured times."""
    timed = ("processor time per decision", " s (", "deals/s")
    return [line for line in out.splitlines() if not any(t in line for t in timed)]


def test_ctrl_c_during_a_duel_prints_the_summary_of_the_deals_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "engine", *DUEL, "--deals", "5000"],
        cwd=ROOT,
        env={**os.environ, "ENGINE_PROGRESS_EVERY": "0.2"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # Ctrl+C must reach Python even if this test runs where SIGINT is ignored
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    assert proc.stderr is not None
    first = proc.stderr.readline()
    seen = re.match(
        r"duel: (\d+)/5000 deals, \d+:\d\d elapsed, about \d+:\d\d(:\d\d)? left"
        r", A-B [+-]\d+\.\d\d ± \d+\.\d\d$",
        first,
    )
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert seen, first
    assert proc.returncode == 130
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    mark = re.match(r"interrupted after (\d+) of 5000 deals", out)
    assert mark, out
    played = int(mark.group(1))
    assert int(seen.group(1)) <= played < 5000
    assert f"deals played: {played}\n" in out
    # the very summary a duel of that many deals gives
    assert main([*DUEL, "--deals", str(played), "--quiet"]) == 0
    assert stable(out)[1:] == stable(capsys.readouterr().out)


def stop_after(function: Callable[..., Any], calls: int) -> Callable[..., Any]:
    """``function``, but Ctrl+C (KeyboardInterrupt) comes at call ``calls + 1``; a plain
    function, so that it also stands in for a method."""
    left = [calls]

    def stand_in(*args: Any, **kwargs: Any) -> Any:
        if left[0] == 0:
            raise KeyboardInterrupt
        left[0] -= 1
        return function(*args, **kwargs)

    return stand_in


def test_ctrl_c_during_selfplay_summarises_the_deals_played(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import engine.selfplay

    argv = ["selfplay", "--bots", "random", "--seed", "4", "--quiet"]
    monkeypatch.setattr(engine.selfplay, "play_deal", stop_after(engine.selfplay.play_deal, 7))
    assert main([*argv, "--deals", "50"]) == 130
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "interrupted after 7 of 50 deals: the summary below is over those only"
    assert "napoleon / book / 4 players: 7 deals played" in lines[1]
    monkeypatch.undo()
    assert main([*argv, "--deals", "7"]) == 0
    assert stable(out)[1:] == stable(capsys.readouterr().out)


def test_ctrl_c_keeps_the_duel_json_one_document(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.duel import Duel

    monkeypatch.setattr(Duel, "play_copies", stop_after(Duel.play_copies, 3))
    # one process: the stand-in is in this one
    argv = ["duel", "--game", "belote", "--a", "normal", "--b", "random", "--deals", "20"]
    argv += ["--procs", "1"]
    assert main([*argv, "--json", "--quiet"]) == 130
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["played"] == 3
    assert data["interrupted"] == "interrupted after 3 of 20 deals"
    assert err == "interrupted after 3 of 20 deals\n"


def test_ctrl_c_during_a_bench_keeps_the_runs_finished(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import engine.games.belote.bench as belote

    # the warm-up, 3 runs at 4 players, then Ctrl+C in the first run at 3 players
    monkeypatch.setattr(belote, "api_deals", stop_after(belote.api_deals, 4))
    code = main(["bench", "--game", "belote", "--deals", "2", "--runs", "3", "--quiet"])
    out, _ = capsys.readouterr()
    assert code == 130
    lines = out.splitlines()
    assert lines[0].startswith("interrupted after 3 of 6 timed runs")
    assert len(lines) == 2 and lines[1].startswith("random 4-player Belote deals/s")
    assert lines[1].count(",") >= 2  # three runs listed


@pytest.mark.parametrize(
    ("argv", "last"),
    [
        (
            ["selfplay", "--bots", "random", "--deals", "6", "--seed", "2"],
            "selfplay: 6/6 deals",
        ),
        (
            [
                "selfplay",
                "--game",
                "mustfollow",
                "--players",
                "3",
                "--bots",
                "random",
                "--deals",
                "2",
            ],
            "selfplay: 2/2 deals",
        ),
        (["bench", "--game", "belote", "--deals", "2", "--runs", "2"], "bench: 4/4 timed runs"),
        (
            ["bench", "--game", "mustfollow", "--what", "winnable", "--deals", "2"],
            "bench: 2/2 deals solved",
        ),
        ([*DUEL, "--deals", "2"], "duel: 2/2 deals"),
    ],
)
def test_progress_goes_to_stderr_and_leaves_the_summary_alone(
    argv: list[str], last: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("ENGINE_PROGRESS_EVERY", "0")
    assert main(argv) == 0
    out, err = capsys.readouterr()
    progress = err.splitlines()
    assert progress and all(" elapsed" in line for line in progress)
    assert progress[-1].startswith(last + ", ")
    assert "about" in progress[-1] and "left" in progress[-1]
    # the summary is what the command prints without progress
    assert main([*argv, "--quiet"]) == 0
    quiet_out, quiet_err = capsys.readouterr()
    assert quiet_err == ""
    assert stable(out) == stable(quiet_out)
