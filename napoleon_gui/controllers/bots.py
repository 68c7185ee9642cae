"""AI seats and hints think off the GUI thread (QThreadPool); results come back as queued
signals.

A bot that raises is reported, never fatal: the controller falls back to a random legal
action so the deal goes on. A hint is a search of the strong player too (issue 12): it runs
here as well, so the table never waits on it.

A task is a plain Python callable (``QThreadPool.start(task)``), not a ``QRunnable``: PySide
makes a started ``QRunnable`` a child of the pool, and that reference outlives the runnable
itself, so every task, its signals object and the view it was given stayed in memory for as
long as the table ran (issue 24: the table grew deal after deal). The worker thread holds a
task only while it runs; the keeper below holds it until it has reported, and deletes its
signals object on the GUI thread, where it lives, once the worker is past its last signal.

When the table quits while a bot or a hint still thinks, the searches are abandoned and the
worker threads are waited for before Python tears down its objects: a signal is never sent
from a deleted object (``RuntimeError: Signal source has been deleted``, issue 24).
"""

from __future__ import annotations

import atexit
import contextlib
import threading
import time
import traceback
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import shiboken6
from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from engine.hints import Hint, suggest

if TYPE_CHECKING:
    from engine.core import View
    from engine.deal_log import DealLog

#: how long quitting waits for the searches under way (they are abandoned first: a strong
#: bot's search stops at its next rollout; a rule-based bot answers in well under a second)
QUIT_WAIT_MS = 5000


class BotSignals(QObject):
    #: (token, action, seconds spent thinking)
    chosen = Signal(int, object, float)
    #: (token, formatted traceback)
    failed = Signal(int, str)
    #: the task has left ``run`` (always the last signal; carries the task)
    done = Signal(object)
    #: (token, done, planned): how far the bot's search has got (issue 23.6, expert23)
    progressed = Signal(int, int, int)


class HintSignals(QObject):
    #: (serial, the hint)
    found = Signal(int, object)
    #: (serial, formatted traceback)
    failed = Signal(int, str)
    #: the task has left ``run`` (always the last signal; carries the task)
    done = Signal(object)


class CoachSignals(QObject):
    #: (serial, decisions gone over, decisions in all)
    progressed = Signal(int, int, int)
    #: (serial, the ``engine.coach.Review`` or None when it was cancelled)
    reviewed = Signal(int, object)
    #: (serial, formatted traceback)
    failed = Signal(int, str)
    #: the task has left ``run`` (always the last signal; carries the task)
    done = Signal(object)


class _Task:
    """What a worker thread runs: ``run`` (the subclass's work and signals), then ``done``.
    Made on the GUI thread; kept by the keeper from creation until ``done`` arrives there."""

    signals: BotSignals | HintSignals | CoachSignals

    def __init__(self) -> None:
        #: set by the worker once it has sent its last signal and will not touch it again
        self.finished = threading.Event()

    def run(self) -> None:
        raise NotImplementedError

    def abandon(self) -> None:
        """Ask the search under way to stop (the table quits); a bot without ``abandon``
        answers in its own time."""

    def __call__(self) -> None:
        try:
            self.run()
        finally:
            _emit(self.signals, "done", self)
            self.finished.set()


def _emit(signals: QObject, name: str, *args: object) -> None:
    """Send the signal ``name`` of ``signals`` from the worker thread. Should the object be
    gone (the interpreter is tearing the table down and the quit could not wait for this
    task), nobody is left to hear it: it is dropped instead of raising in the worker."""
    with contextlib.suppress(RuntimeError):
        getattr(signals, name).emit(*args)


class _Keeper(QObject):
    """Holds every started task, on the GUI thread, until it has reported. A task the
    controller drops (New game, a closed window) while its bot still thinks must not be
    garbage-collected, with its signals object, under the worker thread; and a task that has
    reported must not stay alive."""

    def __init__(self) -> None:
        super().__init__()
        self.running: set[_Task] = set()

    @Slot(object)
    def release(self, task: _Task) -> None:
        self.running.discard(task)
        # The worker sets ``finished`` right after sending ``done``: a few microseconds. Its
        # signals object is deleted here, on the GUI thread where it lives, not by whichever
        # thread drops the last reference. Every signal it sent has been delivered: they
        # were queued to this thread before ``done``.
        if task.finished.wait(1.0) and shiboken6.isValid(task.signals):
            shiboken6.delete(task.signals)


_keeper: _Keeper | None = None


def _keep(task: _Task) -> None:
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()  # made on the GUI thread, where tasks are created
        # atexit runs before Python and PySide tear objects down (and after the event loop)
        atexit.register(stop_all)
    _keeper.running.add(task)
    task.signals.done.connect(_keeper.release)


def stop_all(timeout_ms: int = QUIT_WAIT_MS) -> bool:
    """The table quits: abandon every search under way and wait for the worker threads
    (at most ``timeout_ms``). True when none is left running."""
    if _keeper is not None:
        for task in list(_keeper.running):
            task.abandon()
    return QThreadPool.globalInstance().waitForDone(timeout_ms)


#: what a ``BotTask`` gives its bot: a view (the AI seats), or what a search in the shape
#: of a bot takes (the puzzle's solver)
_Input = TypeVar("_Input")
_Input_contra = TypeVar("_Input_contra", contravariant=True)


class Chooser(Protocol[_Input_contra]):
    """A bot (``engine.ai.base.Bot``), or a search in its shape: ``choose`` answers."""

    def choose(self, view: _Input_contra, /) -> object: ...


class BotTask(_Task, Generic[_Input]):
    """Runs ``bot.choose(view)`` in a worker thread (``QThreadPool.start(task)``). ``token``
    ties the answer to the decision it was asked for, so a late answer for an abandoned
    deal is ignored."""

    def __init__(self, token: int, bot: Chooser[_Input], view: _Input) -> None:
        super().__init__()
        self.token = token
        self.bot = bot
        self.view = view
        self.signals: BotSignals = BotSignals()
        _keep(self)

    def abandon(self) -> None:
        abandon = getattr(self.bot, "abandon", None)
        if abandon is not None:
            abandon()

    def run(self) -> None:
        from engine.ai.progress import watching

        def progressed(done: int, planned: int) -> None:
            _emit(self.signals, "progressed", self.token, done, planned)

        start = time.perf_counter()
        try:
            with watching(progressed):  # the table's "thinking…" bar (issue 23.6)
                action = self.bot.choose(self.view)
        except Exception:  # reported in the UI; the controller recovers
            _emit(self.signals, "failed", self.token, traceback.format_exc())
        else:
            _emit(self.signals, "chosen", self.token, action, time.perf_counter() - start)


class HintTask(_Task):
    """Runs ``suggest(game, view, player)`` in a worker thread. ``serial`` ties the hint to
    the request it answers: the controller drops one asked before the player moved on."""

    def __init__(self, serial: int, game: str, view: View, player: object) -> None:
        super().__init__()
        self.serial = serial
        self.game = game
        self.view = view
        self.player = player
        self.signals: HintSignals = HintSignals()
        _keep(self)

    def abandon(self) -> None:
        abandon = getattr(self.player, "abandon", None)
        if abandon is not None:
            abandon()

    def run(self) -> None:
        try:
            hint: Hint = suggest(self.game, self.view, self.player)
        except Exception:  # reported in the UI; the game goes on without the hint
            _emit(self.signals, "failed", self.serial, traceback.format_exc())
        else:
            _emit(self.signals, "found", self.serial, hint)


class CoachTask(_Task):
    """Runs ``engine.coach.review_deal(log, seat)`` in a worker thread (issue 21): the coach's
    window shows its progress and stays usable. ``abandon`` (the window closed, another seat
    chosen) stops it at the engine's next check of ``cancelled``."""

    def __init__(self, serial: int, log: DealLog, seat: int, seed: int = 0) -> None:
        super().__init__()
        self.serial = serial
        self.log = log
        self.seat = seat
        self.seed = seed
        self.stop = threading.Event()
        self.signals: CoachSignals = CoachSignals()
        _keep(self)

    def abandon(self) -> None:
        self.stop.set()

    def run(self) -> None:
        from engine.coach import review_deal  # the coach's search: only when asked for

        def progress(done: int, total: int) -> None:
            _emit(self.signals, "progressed", self.serial, done, total)

        try:
            review = review_deal(
                self.log,
                self.seat,
                seed=self.seed,
                progress=progress,
                cancelled=self.stop.is_set,
            )
        except Exception:  # reported in the UI; the table goes on
            _emit(self.signals, "failed", self.serial, traceback.format_exc())
        else:
            _emit(self.signals, "reviewed", self.serial, None if self.stop.is_set() else review)
