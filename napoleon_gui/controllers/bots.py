"""AI seats and hints think off the GUI thread (QThreadPool); results come back as queued
signals.

A bot that raises is reported, never fatal: the controller falls back to a random legal
action so the deal goes on. A hint is a search of the strong player too (issue 12): it runs
here as well, so the table never waits on it.
"""

from __future__ import annotations

import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal, Slot

from engine.actions import Action
from engine.hints import Hint, suggest


class BotSignals(QObject):
    #: (token, action, seconds spent thinking)
    chosen = Signal(int, object, float)
    #: (token, formatted traceback)
    failed = Signal(int, str)
    #: the task has left ``run`` (always the last signal; carries the task)
    done = Signal(object)


class _Keeper(QObject):
    """Holds every started task, on the GUI thread, until its ``run`` is over. A task the
    controller drops (New game, a closed window) while its bot still thinks must not be
    garbage-collected, with its signals object, under the worker thread."""

    def __init__(self) -> None:
        super().__init__()
        self.running: set[QRunnable] = set()

    @Slot(object)
    def release(self, task: QRunnable) -> None:
        self.running.discard(task)


_keeper: _Keeper | None = None


def _keep(task: BotTask | HintTask) -> None:
    global _keeper
    if _keeper is None:
        _keeper = _Keeper()  # made on the GUI thread, where tasks are created
    _keeper.running.add(task)
    task.signals.done.connect(_keeper.release)


class BotTask(QRunnable):
    """Runs ``bot.choose(view)`` in a worker thread. ``token`` ties the answer to the
    decision it was asked for, so a late answer for an abandoned deal is ignored."""

    def __init__(self, token: int, bot: Any, view: Any) -> None:
        super().__init__()
        self.token = token
        self.bot = bot
        self.view = view
        self.signals = BotSignals()
        self.setAutoDelete(True)
        _keep(self)

    def run(self) -> None:
        start = time.perf_counter()
        try:
            action: Action = self.bot.choose(self.view)
        except Exception:  # reported in the UI; the controller recovers
            self.signals.failed.emit(self.token, traceback.format_exc())
        else:
            self.signals.chosen.emit(self.token, action, time.perf_counter() - start)
        finally:
            self.signals.done.emit(self)


class HintSignals(QObject):
    #: (serial, the hint)
    found = Signal(int, object)
    #: (serial, formatted traceback)
    failed = Signal(int, str)
    #: the task has left ``run`` (always the last signal; carries the task)
    done = Signal(object)


class HintTask(QRunnable):
    """Runs ``suggest(game, view, player)`` in a worker thread. ``serial`` ties the hint to
    the request it answers: the controller drops one asked before the player moved on."""

    def __init__(self, serial: int, game: str, view: Any, player: Any) -> None:
        super().__init__()
        self.serial = serial
        self.game = game
        self.view = view
        self.player = player
        self.signals = HintSignals()
        self.setAutoDelete(True)
        _keep(self)

    def run(self) -> None:
        try:
            hint: Hint = suggest(self.game, self.view, self.player)
        except Exception:  # reported in the UI; the game goes on without the hint
            self.signals.failed.emit(self.serial, traceback.format_exc())
        else:
            self.signals.found.emit(self.serial, hint)
        finally:
            self.signals.done.emit(self)
