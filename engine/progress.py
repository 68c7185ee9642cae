"""How far a long command has got, on stderr, and what Ctrl+C does to it.

``duel``, ``selfplay`` and ``bench`` run for minutes; a ``Progress`` tells the user how far
they are and about how long is left (the mean time per unit so far, times the units left):

    duel: 120/500 deals, 1:02 elapsed, about 3:15 left, A-B +1.23 ± 0.40

It writes to stderr only, so stdout (the summary that users and tests read) is the same as
without it. On a terminal one line is redrawn in place (``\\r``) and erased at the end;
elsewhere (a log, a pipe) a plain line is printed at most every ``EVERY`` seconds
(``ENGINE_PROGRESS_EVERY`` overrides it), so a short run prints nothing.

A loop reports each finished unit with ``step()``, or with ``tally()`` around the lines that
add a finished unit to the figures. A command's ``Progress`` (``for_command``) also stops
the loop on Ctrl+C: the interrupt ends the ``with progress.counting(...)`` block instead of
the program, ``interrupted`` is then true and the command prints its summary over the units
finished so far. Inside ``tally()`` the interrupt waits for the block's end, so a unit is
counted whole or not at all. The default ``Progress()`` prints nothing and lets Ctrl+C
through, as library callers (tests, ``bench/*.py``) expect.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from types import FrameType, TracebackType
from typing import Any, TextIO

#: What ``signal.getsignal`` returns: a function, ``SIG_DFL``/``SIG_IGN``, or None.
Handler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None

#: Seconds between two plain lines when stderr is not a terminal: a log stays short.
EVERY = 5.0
#: Seconds between two redraws of the line on a terminal: it looks live and costs nothing.
LIVE_EVERY = 0.25
#: Environment variable: seconds between plain lines instead of ``EVERY``.
EVERY_VARIABLE = "ENGINE_PROGRESS_EVERY"


def clock_text(seconds: float) -> str:
    """``1:02`` or ``1:02:03``: minutes and seconds, hours once there are any."""
    whole = max(int(seconds + 0.5), 0)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02}:{secs:02}" if hours else f"{minutes}:{secs:02}"


class Progress:
    """Counts finished units of a run and shows ``label: done/total unit, elapsed, left``.

    ``stream`` None prints nothing. ``live`` (default: whether ``stream`` is a terminal)
    redraws one line; otherwise a plain line every ``every`` seconds. ``clock`` is injected
    by tests. ``stop_on_interrupt`` turns Ctrl+C inside ``counting`` into ``interrupted``.
    """

    def __init__(
        self,
        label: str = "",
        *,
        stream: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic,
        every: float = EVERY,
        live: bool | None = None,
        stop_on_interrupt: bool = False,
    ) -> None:
        self.label = label
        self.stream = stream
        self.clock = clock
        self.live = bool(stream is not None and stream.isatty()) if live is None else live
        self.every = LIVE_EVERY if self.live else every
        self.stop_on_interrupt = stop_on_interrupt
        #: the run's figure so far, added to the line (``duel``: the running mean ± s.e.)
        self.detail: Callable[[], str] | None = None
        self.width = shutil.get_terminal_size().columns - 1 if self.live else 0
        self.total = 0
        self.unit = ""
        self.done = 0
        self.interrupted = False
        self.start = 0.0
        self._next = 0.0
        self._shown = 0  # length of the line on the terminal, to erase it
        self._holding = False
        self._pending = False
        self._previous: Handler = None
        self._installed = False

    @classmethod
    def for_command(cls, label: str, quiet: bool = False) -> Progress:
        """A command's progress: on stderr unless ``quiet``, stopped cleanly by Ctrl+C."""
        every = EVERY
        # a mistyped value keeps the default rather than stopping the command
        with suppress(ValueError):
            every = max(float(os.environ.get(EVERY_VARIABLE) or EVERY), 0.0)
        stream = None if quiet else sys.stderr
        return cls(label, stream=stream, every=every, stop_on_interrupt=True)

    # --- the run -------------------------------------------------------------------------
    def counting(self, total: int, unit: str) -> Progress:
        """Start counting ``total`` units named ``unit`` (plural); use as ``with``."""
        self.total = total
        self.unit = unit
        self.done = 0
        self.interrupted = False
        return self

    def __enter__(self) -> Progress:
        self.start = self.clock()
        self._next = self.start + self.every
        if self.stop_on_interrupt:
            self._install()
        if self.live:  # something at once: the first unit may take a while
            self._show(self.start)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> bool:
        self._uninstall()
        self.clear()
        if kind is not None and issubclass(kind, KeyboardInterrupt) and self.stop_on_interrupt:
            self.interrupted = True
            return True  # the caller goes on to its summary of the units done
        return False

    def step(self, count: int = 1) -> None:
        """``count`` more units are finished; print if it is time to."""
        self.done += count
        if self.stream is None:
            return
        now = self.clock()
        if now >= self._next:
            self._show(now)

    @contextmanager
    def tally(self, count: int = 1) -> Iterator[None]:
        """Around the lines that add a finished unit to the figures: Ctrl+C waits for them,
        then the unit is counted (``step``)."""
        self._holding = True
        try:
            yield
            self.step(count)  # before the hold ends: an interrupt then finds the unit counted
        finally:
            self._holding = False
        if self._pending:
            self._pending = False
            raise KeyboardInterrupt

    # --- what is shown -------------------------------------------------------------------
    def line(self, now: float) -> str:
        """``label: done/total unit, elapsed, about left``; the estimate once a unit is done."""
        elapsed = now - self.start
        text = f"{self.label}: {self.done}/{self.total} {self.unit}, {clock_text(elapsed)} elapsed"
        if self.done:
            left = elapsed / self.done * max(self.total - self.done, 0)
            text += f", about {clock_text(left)} left"
        figure = self.detail() if self.detail is not None else ""
        return f"{text}, {figure}" if figure else text

    def stopped(self) -> str:
        """The mark of a partial summary, e.g. ``interrupted after 120 of 500 deals``."""
        return f"interrupted after {self.done} of {self.total} {self.unit}"

    def _show(self, now: float) -> None:
        assert self.stream is not None
        text = self.line(now)
        if self.live:
            text = text[: self.width]
            # pad over the end of a longer line drawn before
            self.stream.write("\r" + text + " " * max(self._shown - len(text), 0))
            self._shown = len(text)
        else:
            self.stream.write(text + "\n")
        self.stream.flush()
        self._next = now + self.every

    def clear(self) -> None:
        """Erase the line on a terminal, so that the summary starts on a clean line."""
        if self.stream is not None and self._shown:
            self.stream.write("\r" + " " * self._shown + "\r")
            self.stream.flush()
            self._shown = 0

    # --- Ctrl+C --------------------------------------------------------------------------
    def _install(self) -> None:
        # only the main thread may set handlers (and receives SIGINT); an ignored SIGINT
        # (a background job) stays ignored
        if threading.current_thread() is not threading.main_thread():
            return
        previous = signal.getsignal(signal.SIGINT)
        if previous is signal.SIG_IGN:
            return
        self._previous = previous
        signal.signal(signal.SIGINT, self._on_interrupt)
        self._installed = True

    def _uninstall(self) -> None:
        if self._installed:
            signal.signal(signal.SIGINT, self._previous)
            self._installed = False
        self._holding = self._pending = False

    def _on_interrupt(self, signum: int, frame: FrameType | None) -> None:
        if self._holding:
            self._pending = True  # tally() raises it once the unit is counted
            return
        raise KeyboardInterrupt
