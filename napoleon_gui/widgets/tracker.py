"""The card tracker in the side panel (issue #13 item 7, setting ``card_tracker``): one
compact row per suit with the cards already played and what is still out, and a summary line
(point cards out; Belote: trumps and card points out).

The figures come from ``engine.tracker.track(view)``. The tracker follows the animation
queue, never the engine: a view is shown only once the animation of the event it came with
has finished (the next item starts, or the queue falls idle), so no card appears here before
the table has shown it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from engine.cards import BRIDGE, JOKER, RANK_CODES, SUIT_SYMBOLS, SUITS, Card
from engine.tracker import Tracker, track
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.deck_look import BLACK, suit_colour
from napoleon_gui.widgets.plain import escape, plain_label, rich_label
from napoleon_gui.widgets.words import follow_language

register(
    {
        "trk_title": N_("Card tracker"),
        "trk_played": N_("played"),
        "trk_out": N_("out"),
        "trk_none": N_("–"),
        "trk_points_out": N_("Point cards out: {out} of {total}"),
        "trk_extras": N_("Jokers/bridges played: {played} · out: {out}"),
        "trk_belote": N_("Trumps out: {trumps} · card points out: {out} of {total}"),
        "trk_belote_no_trump": N_("Card points out: {out} of {total}"),
        "trk_cards_out": N_("Cards still in the hands: {out} (this round's plays above)"),
        "trk_waiting": N_("No cards played yet."),
    }
)

if TYPE_CHECKING:
    from engine.core import View
    from engine.events import Event


class ShownQueue(Protocol):
    """What the tracker follows of the animation queue (``AnimationQueue``)."""

    @property
    def playing(self) -> SignalInstance: ...
    @property
    def idle(self) -> SignalInstance: ...
    def is_idle(self) -> bool: ...


def _rank(card: Card) -> str:
    base = card % 54
    if base == JOKER:
        return "JK"
    if base == BRIDGE:
        return "BR"
    return RANK_CODES[base % 13]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(_rank(c) for c in cards) if cards else tr("trk_none")


def suit_html(suit: int) -> str:
    """The suit symbol in the deck's colour (red suits red; four colours: issue 25)."""
    symbol = escape(SUIT_SYMBOLS[suit])
    colour = suit_colour(suit)
    return f'<span style="color:{escape(colour)}">{symbol}</span>' if colour != BLACK else symbol


class CardTracker(QFrame):
    """The tracker panel. ``follow(queue, view_now)`` connects it to the animation queue;
    ``show_view(view)`` shows one view at once. Labels for tests: ``played_labels[suit]``,
    ``out_labels[suit]``, ``summary``; ``tracker`` is the figures shown last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        follow_language(self, "_render")  # its words at once in a new language
        self.setObjectName("card_tracker")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        self.title = rich_label()
        self.title.setObjectName("tracker_title")
        layout.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(1)
        self.suit_labels: list[QLabel] = []
        self.played_labels: list[QLabel] = []
        self.out_labels: list[QLabel] = []
        for row, suit in enumerate(SUITS):
            symbol = rich_label(suit_html(suit))
            played = plain_label()
            played.setObjectName(f"tracker_played_{suit}")
            played.setWordWrap(True)
            out = plain_label()
            out.setObjectName(f"tracker_out_{suit}")
            out.setWordWrap(True)
            grid.addWidget(symbol, row, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(played, row, 1)
            grid.addWidget(out, row, 2)
            self.suit_labels.append(symbol)
            self.played_labels.append(played)
            self.out_labels.append(out)
        grid.setColumnStretch(1, 3)
        grid.setColumnStretch(2, 2)
        layout.addLayout(grid)
        self.summary = plain_label()
        self.summary.setObjectName("tracker_summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.tracker: Tracker | None = None
        self._view: View | None = None  # the view shown (rendered when visible)
        self._pending: View | None = None  # the view of the item now animating
        self._queue: ShownQueue | None = None
        self._view_now: Callable[[], View | None] | None = None
        self._render()

    # --- following the table -------------------------------------------------------------
    def follow(self, queue: ShownQueue, view_now: Callable[[], View | None]) -> None:
        """Follow ``queue`` (an ``AnimationQueue``: its ``playing`` and ``idle`` signals);
        ``view_now()`` is the view the table stands on when the queue is idle."""
        self._queue = queue
        self._view_now = view_now
        queue.playing.connect(self.on_playing)
        queue.idle.connect(self.on_idle)

    def on_playing(self, _event: Event, view: View) -> None:
        """An item starts to show: the one before it has landed, so its view may show."""
        if self._pending is not None and self._pending is not view:
            self.show_view(self._pending)
        self._pending = view

    def on_idle(self) -> None:
        if self._pending is not None:
            self.show_view(self._pending)
            self._pending = None

    def catch_up_on_turn(self, _seat: object) -> None:
        """The controller's ``turn(seat)`` signal: the table is at rest, catch up."""
        self.catch_up()

    def catch_up(self) -> None:
        """The table stands still (a new or resumed deal, undo): show its view."""
        if self._queue is None or self._view_now is None or not self._queue.is_idle():
            return
        self._pending = None
        view = self._view_now()
        if view is not None:
            self.show_view(view)

    def show_view(self, view: View) -> None:
        self._view = view
        if self.isVisible():
            self._render()

    def showEvent(self, event: QShowEvent) -> None:
        self.catch_up()
        self._render()
        super().showEvent(event)

    # --- drawing -------------------------------------------------------------------------
    def _render(self) -> None:
        self.title.setText(f"<b>{escape(tr('trk_title'))}</b>")
        tracker = track(self._view) if self._view is not None else None
        self.tracker = tracker
        for suit in SUITS:
            row = tracker.rows[suit] if tracker is not None else None
            played = row.played if row is not None else ()
            self.played_labels[suit].setText(f"{tr('trk_played')}: {_cards(played)}")
            if row is None:
                self.out_labels[suit].setText("")
            elif tracker is not None and tracker.follows == "cards":
                self.out_labels[suit].setText(f"{tr('trk_out')}: {row.out_count}")
            elif tracker is not None and tracker.follows == "trumps" and not row.out:
                self.out_labels[suit].setText("")
            else:
                self.out_labels[suit].setText(f"{tr('trk_out')}: {_cards(row.out)}")
        self.summary.setText(self._summary(tracker))

    @staticmethod
    def _summary(tracker: Tracker | None) -> str:
        if tracker is None:
            return tr("trk_waiting")
        if tracker.follows == "cards":
            return tr("trk_cards_out", out=sum(r.out_count for r in tracker.rows))
        if tracker.follows == "trumps":
            if tracker.trumps_out is None:
                return tr("trk_belote_no_trump", out=tracker.points_out, total=tracker.points_total)
            return tr(
                "trk_belote",
                trumps=tracker.trumps_out,
                out=tracker.points_out,
                total=tracker.points_total,
            )
        text = tr("trk_points_out", out=tracker.points_out, total=tracker.points_total)
        if tracker.extras_played or tracker.extras_out:
            text += "\n" + tr(
                "trk_extras", played=_cards(tracker.extras_played), out=_cards(tracker.extras_out)
            )
        return text


__all__ = ["CardTracker", "suit_html"]
