"""AI seats think off the GUI thread (QThreadPool); results come back as queued signals.

A bot that raises is reported, never fatal: the controller falls back to a random legal
action so the deal goes on.
"""

from __future__ import annotations

import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from engine.actions import Action


class BotSignals(QObject):
    #: (token, action, seconds spent thinking)
    chosen = Signal(int, object, float)
    #: (token, formatted traceback)
    failed = Signal(int, str)


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

    def run(self) -> None:
        start = time.perf_counter()
        try:
            action: Action = self.bot.choose(self.view)
        except Exception:  # reported in the UI; the controller recovers
            self.signals.failed.emit(self.token, traceback.format_exc())
            return
        self.signals.chosen.emit(self.token, action, time.perf_counter() - start)
