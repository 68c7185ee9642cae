"""``engine.progress``: the progress line of the long commands, its estimate of the time
left, how often it is printed, and Ctrl+C ending a run instead of the program.

The clock is injected: every time below is what the fake clock says, never a measured one.
"""

from __future__ import annotations

import io
import os
import signal
from collections.abc import Iterator

import pytest

from engine.progress import EVERY, Progress, clock_text


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_clock_text() -> None:
    assert clock_text(0) == "0:00"
    assert clock_text(62) == "1:02"
    assert clock_text(59.6) == "1:00"
    assert clock_text(3723) == "1:02:03"


def test_the_estimate_is_the_mean_time_per_unit_times_the_units_left() -> None:
    clock = Clock()
    progress = Progress("duel", clock=clock)
    with progress.counting(500, "deals"):
        for _ in range(120):
            clock.now += 0.5  # 120 deals in 60 s: 0.5 s a deal
            progress.step()
        clock.now += 2  # elapsed is measured now, the mean over the deals done
        line = progress.line(clock.now)
    # 62 s for 120 deals, 380 left: 380 * 62 / 120 = 196.3 s
    assert line == "duel: 120/500 deals, 1:02 elapsed, about 3:16 left"


def test_no_estimate_before_the_first_unit() -> None:
    clock = Clock()
    progress = Progress("bench", clock=clock)
    with progress.counting(3, "runs"):
        clock.now += 7
        assert progress.line(clock.now) == "bench: 0/3 runs, 0:07 elapsed"


def test_plain_lines_are_printed_at_most_every_few_seconds() -> None:
    clock = Clock()
    stream = io.StringIO()
    progress = Progress("selfplay", stream=stream, clock=clock, every=5.0)
    with progress.counting(100, "deals"):
        for _ in range(100):
            clock.now += 0.25  # 25 s in all
            progress.step()
    lines = stream.getvalue().splitlines()
    # a line at 5 s, 10 s, ... 25 s: five lines, not a hundred
    assert len(lines) == 5
    assert lines[0] == "selfplay: 20/100 deals, 0:05 elapsed, about 0:20 left"
    assert lines[-1] == "selfplay: 100/100 deals, 0:25 elapsed, about 0:00 left"
    assert all("\r" not in line for line in lines)


def test_a_short_run_prints_nothing() -> None:
    clock = Clock()
    stream = io.StringIO()
    progress = Progress("selfplay", stream=stream, clock=clock, every=EVERY)
    with progress.counting(20, "deals"):
        for _ in range(20):
            clock.now += 0.01
            progress.step()
    assert stream.getvalue() == ""


def test_nothing_is_formatted_between_two_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    progress = Progress("duel", stream=io.StringIO(), clock=clock, every=5.0)
    shown: list[float] = []
    monkeypatch.setattr(progress, "line", lambda now: shown.append(now) or "x")
    with progress.counting(1000, "deals"):
        for _ in range(1000):
            clock.now += 0.25
            progress.step()
    assert len(shown) == 50  # every 5 s of the 250, not at each of the 1000 deals


def test_a_terminal_line_is_redrawn_in_place_and_erased_at_the_end() -> None:
    clock = Clock()
    stream = Terminal()
    progress = Progress("duel", stream=stream, clock=clock)
    with progress.counting(4, "deals"):
        for _ in range(4):
            clock.now += 1
            progress.step()
    text = stream.getvalue()
    assert "\n" not in text  # one line, redrawn
    assert text.startswith("\rduel: 0/4 deals, 0:00 elapsed")  # shown at once
    assert "\rduel: 3/4 deals, 0:03 elapsed, about 0:01 left" in text
    assert text.endswith("\r" + " " * len("duel: 4/4 deals, 0:04 elapsed, about 0:00 left") + "\r")


def test_quiet_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    progress = Progress.for_command("duel", quiet=True)
    with progress.counting(2, "deals"):
        progress.step(2)
    assert capsys.readouterr().err == ""


def test_the_interval_can_be_set_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENGINE_PROGRESS_EVERY", "0.5")
    assert Progress.for_command("duel").every == 0.5
    monkeypatch.setenv("ENGINE_PROGRESS_EVERY", "soon")  # a typo keeps the default
    assert Progress.for_command("duel").every == EVERY


@pytest.fixture
def ctrl_c() -> Iterator[None]:
    """Ctrl+C raises KeyboardInterrupt, as in a program started from a shell (a test run in
    the background may have inherited an ignored SIGINT)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


@pytest.mark.usefixtures("ctrl_c")
def test_ctrl_c_ends_a_command_run_and_says_how_far_it_got() -> None:
    progress = Progress.for_command("duel", quiet=True)
    played = 0
    with progress.counting(500, "deals"):
        for _ in range(500):
            if played == 120:
                raise KeyboardInterrupt
            played += 1
            progress.step()
    assert progress.interrupted
    assert progress.stopped() == "interrupted after 120 of 500 deals"
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back


def test_library_runs_let_ctrl_c_through() -> None:
    progress = Progress()
    with pytest.raises(KeyboardInterrupt), progress.counting(5, "deals"):
        raise KeyboardInterrupt


@pytest.mark.usefixtures("ctrl_c")
def test_ctrl_c_during_a_tally_waits_for_the_unit_to_be_counted() -> None:
    progress = Progress.for_command("selfplay", quiet=True)
    figures: list[int] = []
    with progress.counting(10, "deals"):
        for deal in range(10):
            with progress.tally():
                figures.append(deal)
                if deal == 3:  # Ctrl+C between two figures of one deal
                    os.kill(os.getpid(), signal.SIGINT)
                figures.append(deal)
    assert progress.interrupted
    assert figures == [0, 0, 1, 1, 2, 2, 3, 3]  # deal 3 whole, nothing of deal 4
    assert progress.done == 4
