"""Issue 23 point 6 (expert23): when an AI seat takes over half a second to decide, the table
shows how far its thinking has got.

The seat's bot reports on the worker thread (``engine.ai.progress``: deals of the hidden cards
looked at, out of those it means to look at); ``BotTask`` turns each report into a queued
signal, so the GUI thread only ever reads numbers it was sent and never waits on the search.
``ThinkingWatch`` decides when the indication is shown: from ``SHOW_AFTER_MS`` after the seat
was asked until its answer arrives, while the game is not paused (a held game has nobody
thinking, issue 25 point 3). A quick decision never shows it, so the table does not flicker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

if TYPE_CHECKING:
    from napoleon_gui.controllers.game import GameController

#: a decision quicker than this shows nothing beyond the status line's "… is thinking…"
SHOW_AFTER_MS = 500


class ThinkingWatch(QObject):
    """What the table shows of a seat's thinking; one per controller."""

    #: (seat, done, planned) while the indication shows (planned 0: no report yet, a busy
    #: bar), or None when it is put away
    changed = Signal(object)

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        #: the decision watched: the controller's token when the seat was asked (None: none)
        self.token: int | None = None
        self.seat = 0
        self.done = 0
        self.planned = 0
        #: half a second has passed since the seat was asked
        self.due = False
        self.shown: tuple[int, int, int] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse one may fire early
        self._timer.setInterval(SHOW_AFTER_MS)
        self._timer.timeout.connect(self._came_due)
        controller.turn.connect(lambda _seat: self._refresh())
        controller.status.connect(lambda _line: self._refresh())  # a pause says so here

    def start(self, token: int, seat: int, signals: Any) -> None:
        """The AI seat ``seat`` was asked (``token``); ``signals``: its ``BotSignals``."""
        self.token, self.seat, self.done, self.planned, self.due = token, seat, 0, 0, False
        signals.progressed.connect(self._progressed)
        signals.chosen.connect(self._answered)
        signals.failed.connect(self._answered)
        self._timer.start()
        self._refresh()

    def _progressed(self, token: int, done: int, planned: int) -> None:
        if token == self.token:
            self.done, self.planned = done, planned
            self._refresh()

    def _answered(self, token: int, *_: object) -> None:
        if token == self.token:
            self.token = None  # the card is on its way: nothing more to wait for
            self._refresh()

    def _came_due(self) -> None:
        self.due = True
        self._refresh()

    def _refresh(self) -> None:
        c = self.controller
        showing = (
            self.due
            and self.token is not None
            and self.token == c.token
            and c.thinking
            and not c.paused
        )
        now = (self.seat, self.done, self.planned) if showing else None
        if now != self.shown:
            self.shown = now
            self.changed.emit(now)
