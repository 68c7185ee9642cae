"""The completed trick: the "Last trick" overlay, the pause before a trick is gathered and
keeping it on the table until the player clicks.

``TrickDisplay`` (one per ``TableScene``) remembers the last trick the table showed: the
``TrickWon`` event the animation queue played (Rettler's ``RoundWon`` is one, with the cards
grouped per seat in ``units``), never hidden state. ``show()`` lays that trick over the table
as it lay: each seat's card (or pair, or bomb) at that seat's trick place, the leader's
marked, the winner's highlighted. Any click, L or Escape, or the next event on the table
hides it.

A completed trick stays in sight for ``pause_ms`` (its own setting, not a number of card
moves), or with ``keep`` until the player clicks the table or presses Space/Enter: the
trick animation then holds on a ``TrickHold`` that only that input finishes, so the one
animation queue simply does not go idle and nobody is asked to play meanwhile.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QPauseAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine.events import Dealt, Event, TrickWon
from napoleon_gui.i18n import N_, register, tr, trump_name
from napoleon_gui.table.cards import CardItem, CardRenderer
from napoleon_gui.table.layout import CARD_H, TableLayout, unit_slots
from napoleon_gui.table.text_floor import floored

if TYPE_CHECKING:
    from napoleon_gui.table.projection import TableView
    from napoleon_gui.table.scene import TableScene

register(
    {
        "act_last_trick": N_("Last trick"),
        "last_trick_title": N_("Last trick: {leader} led, {winner} won"),
        "last_trick_trump": N_("{title}; trump: {trump}"),
        "last_trick_close": N_("Click, or press L or Esc, to close"),
        "last_trick_led": N_("led"),
        "last_trick_won": N_("won"),
        "last_trick_led_won": N_("led, won"),
        "status_trick_held": N_("Trick complete: click the table or press Space to go on."),
    }
)

#: the default pause on a completed trick (Settings.trick_pause_ms)
DEFAULT_PAUSE_MS = 1200
#: above every card, also one in flight or dragged
OVERLAY_Z = 5000.0


@dataclass(frozen=True, slots=True)
class LastTrick:
    """A completed trick as the table showed it."""

    trick: int
    leader: int
    winner: int
    #: (seat, its cards) in playing order: one card each, or a Rettler pair or bomb
    units: tuple[tuple[int, tuple[int, ...]], ...]
    #: the highlighted cards (the winner's, or his deciding card of a chain)
    winning: frozenset[int]
    #: the trump kind the leader declared for this trick (Napoleon's Urako), or ""
    declared_trump: str = ""

    @classmethod
    def of(cls, event: TrickWon) -> LastTrick:
        units: tuple[tuple[int, tuple[int, ...]], ...] = tuple(getattr(event, "units", ()))
        if not units:  # one card per play; a seat playing twice stays one unit
            grouped: dict[int, list[int]] = {}
            for seat, card in event.plays:
                grouped.setdefault(seat, []).append(card)
            units = tuple((seat, tuple(cards)) for seat, cards in grouped.items())
        own = {c for seat, cards in units if seat == event.winner for c in cards}
        deciding = set(getattr(event, "winning_cards", ())) & own
        leader = units[0][0] if units else event.winner
        declared = str(getattr(event, "declared_trump", "") or "")
        return cls(event.trick, leader, event.winner, units, frozenset(deciding or own), declared)

    def cards(self) -> list[int]:
        return [c for _seat, cards in self.units for c in cards]


class TrickHold(QAbstractAnimation):
    """An animation without end: a completed trick kept on the table. ``release`` stops it,
    which for an animation of undetermined length emits ``finished``, so the trick
    animation around it goes on."""

    def duration(self) -> int:
        return -1

    def updateCurrentTime(self, current_time: int) -> None:
        pass  # nothing moves while the trick is held

    def release(self) -> None:
        if self.state() == QAbstractAnimation.State.Running:
            self.stop()


class LastTrickOverlay(QGraphicsObject):
    """The last trick laid over the (dimmed) table; its cards are child items."""

    def __init__(
        self,
        trick: LastTrick,
        layout: TableLayout,
        names: list[str],
        renderer: CardRenderer,
        *,
        framed: bool = True,
    ) -> None:
        super().__init__()
        self.trick = trick
        #: False: only the cards and the seats' marks, in the trick area of an undimmed
        #: table (the deal review lays each trick where it was played)
        self.framed = framed
        self._layout = layout
        self._names = names
        self.setZValue(OVERLAY_Z)
        self._labels: list[tuple[QRectF, str]] = []
        self._items: list[CardItem] = []
        t = layout.trick_area
        left, right, bottom = t.x, t.x + t.w, t.y
        for order, (seat, cards) in enumerate(trick.units):
            slots = unit_slots(layout, seat, order, len(cards))
            for card, slot in zip(cards, slots, strict=True):
                it = CardItem(renderer, card, face_up=True, parent=self)
                it.setPos(slot.x, slot.y)
                it.setRotation(slot.rotation)
                it.setScale(slot.scale)
                it.setZValue(slot.z)
                it.lead = seat == trick.leader
                it.winning = card in trick.winning
                self._items.append(it)
            text = names[seat] if seat < len(names) else str(seat + 1)
            led, won = seat == trick.leader, seat == trick.winner
            mark = (
                "last_trick_led_won"
                if led and won
                else "last_trick_led"
                if led
                else "last_trick_won"
                if won
                else ""
            )
            if mark:
                text += " \u2014 " + tr(mark)
            base = layout.trick_slot(seat)
            y = base.y + CARD_H * base.scale / 2 + 4 * layout.k
            rect = QRectF(base.x - 120 * layout.k, y, 240 * layout.k, 24 * layout.k)
            self._labels.append((rect, text))
            left, right = min(left, rect.left()), max(right, rect.right())
            bottom = max(bottom, rect.bottom())
        k = layout.k
        self._panel = QRectF(
            left - 12 * k, t.y - 44 * k, right - left + 24 * k, bottom - t.y + 76 * k
        )

    # --- queries (tests) -------------------------------------------------------------------
    def card_items(self) -> list[CardItem]:
        return list(self._items)

    def labels(self) -> list[str]:
        return [text for _rect, text in self._labels]

    def title(self) -> str:
        title = tr(
            "last_trick_title",
            leader=self._name(self.trick.leader),
            winner=self._name(self.trick.winner),
        )
        if self.trick.declared_trump:
            return tr("last_trick_trump", title=title, trump=trump_name(self.trick.declared_trump))
        return title

    def _name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else str(seat + 1)

    # --- painting --------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        s = self._layout.scene
        return QRectF(s.x, s.y, s.w, s.h)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        k = self._layout.k
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.framed:
            self._paint_labels(painter, k)
            painter.restore()
            return
        painter.fillRect(self.boundingRect(), QColor(0, 0, 0, 110))
        painter.setPen(QPen(QColor("#ffe082"), 3 * k))
        painter.setBrush(QBrush(QColor(20, 80, 42, 240)))
        painter.drawRoundedRect(self._panel, 18 * k, 18 * k)
        font = QFont(painter.font())
        font.setPixelSize(floored(max(8, int(22 * k)), self))  # never below 9 pt (issue 25)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        p = self._panel
        painter.drawText(
            QRectF(p.x(), p.y() + 6 * k, p.width(), 32 * k),
            int(Qt.AlignmentFlag.AlignCenter),
            self.title(),
        )
        font.setPixelSize(floored(max(7, int(16 * k)), self))
        painter.setFont(font)
        for rect, text in self._labels:
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        font.setBold(False)
        font.setPixelSize(floored(max(7, int(15 * k)), self))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 200))
        painter.drawText(
            QRectF(p.x(), p.bottom() - 30 * k, p.width(), 26 * k),
            int(Qt.AlignmentFlag.AlignCenter),
            tr("last_trick_close"),
        )
        painter.restore()

    def _paint_labels(self, painter: QPainter, k: float) -> None:
        font = QFont(painter.font())
        font.setPixelSize(floored(max(7, int(15 * k)), self))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        for rect, text in self._labels:
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)


class TrickDisplay(QObject):
    """The scene's completed-trick display: the last trick, its overlay, the pause and the
    hold. See the module docstring."""

    #: whether a trick of this deal can be shown (the Last trick action's enabled state)
    available = Signal(bool)
    #: a completed trick is held on the table until the player clicks (True), or goes on
    held = Signal(bool)

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self._scene = scene
        #: the tricks of this deal the table showed, in order (the last one is shown)
        self._tricks: list[LastTrick] = []
        self._overlay: LastTrickOverlay | None = None
        self._hold: TrickHold | None = None
        self.pause_ms = DEFAULT_PAUSE_MS
        self.keep = False
        #: the press that opened this gesture was taken (its double click is swallowed too)
        self.took_press = False

    # --- the last trick --------------------------------------------------------------------
    @property
    def last(self) -> LastTrick | None:
        return self._tricks[-1] if self._tricks else None

    @property
    def overlay(self) -> LastTrickOverlay | None:
        """The overlay on the table now (None when hidden)."""
        return self._overlay

    def reset(self) -> None:
        """A new table: no trick to show (the overlay goes with the old items)."""
        self.hide()
        self._set_tricks([])

    def note(self, event: Event) -> None:
        """The queue shows ``event``: whatever happens next hides the overlay; a completed
        trick becomes the last trick, a deal forgets it."""
        self.hide()
        if isinstance(event, TrickWon):
            self._set_tricks([*self._tricks, LastTrick.of(event)])
        elif isinstance(event, Dealt):
            self._set_tricks([])

    def recall(self, tricks: list[TrickWon]) -> None:
        """A deal resumed in the middle: the tricks it has completed so far (the table
        never showed them) can be shown again with "Last trick" (issue 25: table25)."""
        self._set_tricks([LastTrick.of(event) for event in tricks])

    def trim(self, view: TableView) -> None:
        """The table shows ``view``: a trick it has not completed (a card taken back in
        practice mode) is no longer a trick to show; the one before it is the last again.
        (A finished deal's view may number its last trick as the current one.)"""
        number = getattr(view, "trick_number", None)
        if (
            isinstance(number, int)
            and view.result is None
            and self._tricks
            and self._tricks[-1].trick >= number
        ):
            self._set_tricks([t for t in self._tricks if t.trick < number])

    def _set_tricks(self, tricks: list[LastTrick]) -> None:
        changed = (tricks[-1] if tricks else None) is not self.last
        self._tricks = tricks
        if changed:
            self.hide()  # it showed another trick
            self.available.emit(bool(tricks))

    def show(self) -> bool:
        """Lay the last trick over the table; False when there is none."""
        scene = self._scene
        layout = scene.table_layout
        last = self.last
        if last is None or layout is None:
            return False
        self.hide()
        names = [scene.seat_name(s) for s in range(layout.players)]
        self._overlay = LastTrickOverlay(last, layout, names, scene.renderer)
        scene.addItem(self._overlay)
        return True

    def hide(self) -> None:
        overlay, self._overlay = self._overlay, None
        if overlay is not None:
            with contextlib.suppress(RuntimeError):  # already gone with a cleared scene
                self._scene.removeItem(overlay)
                overlay.deleteLater()

    def toggle(self) -> None:
        if self._overlay is not None:
            self.hide()
        else:
            self.show()

    # --- the pause and the hold ------------------------------------------------------------
    def pause(self, d: int) -> int:
        """How long a completed trick stays before it is gathered (``d``: one card move;
        0 at Instant speed)."""
        return max(0, self.pause_ms) if d > 0 else 0

    def anim_hold(self, d: int) -> QAbstractAnimation:
        """The completed trick in sight: ``pause(d)``, or until the player clicks."""
        if self.keep and d > 0:
            hold = TrickHold()
            hold.setObjectName("trick_hold")
            hold.stateChanged.connect(lambda new, _old, h=hold: self._hold_state(h, new))
            return hold
        pause = QPauseAnimation(self.pause(d))
        pause.setObjectName("trick_pause")
        return pause

    def _hold_state(self, hold: TrickHold, state: QAbstractAnimation.State) -> None:
        running = state == QAbstractAnimation.State.Running
        if not running and self._hold is not hold:
            return
        self._hold = hold if running else None
        with contextlib.suppress(RuntimeError):  # the table is being torn down
            self.held.emit(running)

    def holding(self) -> bool:
        return self._hold is not None

    def release(self) -> bool:
        """The player clicked: a held trick goes on (False when none was held)."""
        hold = self._hold
        if hold is None:
            return False
        with contextlib.suppress(RuntimeError):
            hold.release()
        if self._hold is hold:  # the animation was gone: forget it all the same
            self._hold = None
            self.held.emit(False)
        return True

    def set_keep(self, keep: bool) -> None:
        self.keep = bool(keep)
        if not keep:
            self.release()

    # --- the player's input ----------------------------------------------------------------
    def take_click(self) -> bool:
        """A mouse press on the table: it closes the overlay, or lets a held trick go on.
        True when it was taken for that (it plays no card then)."""
        self.took_press = self._overlay is not None or self.holding()
        if self._overlay is not None:
            self.hide()
        elif self.holding():
            self.release()
        return self.took_press

    def take_key(self, key: int) -> bool:
        """Escape closes the overlay; Space or Enter lets a held trick go on."""
        if key == Qt.Key.Key_Escape and self._overlay is not None:
            self.hide()
            return True
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._overlay is not None:
                self.hide()
                return True
            return self.release()
        return False


__all__ = ["LastTrick", "LastTrickOverlay", "TrickDisplay", "TrickHold"]
