"""R-VAR-8's team cards (組決めカード) on the table: one small card by each non-Rettler name
plate once the contract is settled, and the events that deal, look at and turn them.

What each card shows is the view's: face down to everybody (a mark once its owner has
looked, ``view.team_cards_looked``), face up to its owner once he has looked
(``view.team_card``), face up to all after the last round (``view.team_cards``). A face-up
card says its side in a colour *and* a letter (R: Rettler side, C: coalition), so that
colour-blind players tell them apart. Nothing here decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine.games.rettler.events import COALITION, DECLARER_SIDE
from engine.games.rettler.view import RettlerView
from napoleon_gui.i18n import N_, Np_, register, tr
from napoleon_gui.table.layout import Rect

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

register(
    {
        "ret_tc_declarer_side": N_("Rettler side"),
        "ret_tc_coalition": N_("Coalition"),
        "ret_tc_letter_declarer_side": Np_("team card letter", "R"),
        "ret_tc_letter_coalition": Np_("team card letter", "C"),
        "ret_tc_looked": N_("Looked at his team card"),
        "ret_tc_looked_short": N_("Card looked"),
        "ret_tc_face_down": N_("Team card (face down)"),
    }
)

#: how long a team card takes to turn over (ms)
TURN_MS = 500

#: the sides' colours (Okabe-Ito: orange and blue stay apart for colour-blind eyes)
SIDE_COLOURS = {DECLARER_SIDE: QColor("#e69f00"), COALITION: QColor("#0072b2")}


def side_name(side: str) -> str:
    return tr(f"ret_tc_{side}")


class TeamCard(QGraphicsObject):
    """One seat's team card. ``side``: the face shown (None: face down); ``looked``: its
    owner has looked at it (a gold mark on the back for the others)."""

    def __init__(self, rect: Rect, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self._w, self._h = rect.w, rect.h
        self.setPos(rect.x, rect.y)
        self.side: str | None = None
        self.looked = False
        self._squeeze = 1.0  # horizontal scale while turning over
        #: the running turn-over animation, if any
        self.turning: QAbstractAnimation | None = None
        self.setZValue(25)
        self._tip()

    @property
    def face_up(self) -> bool:
        return self.side is not None

    def set_state(self, side: str | None, looked: bool) -> None:
        if (side, looked) != (self.side, self.looked):
            self.side, self.looked = side, looked
            self._tip()
            self.update()

    def turn_to(self, side: str | None, looked: bool, d: int, delay: int = 0) -> None:
        """Turn over to ``side`` (its own animation, after ``delay`` ms)."""
        if self.turning is not None:
            return
        seq = QSequentialAnimationGroup(self)
        if delay:
            seq.addPause(delay)
        seq.addAnimation(turn_over(self, side, looked, d))
        seq.finished.connect(self._turned)
        self.turning = seq
        seq.start()

    def _turned(self) -> None:
        self.turning = None
        self._squeeze = 1.0
        self.update()

    def _tip(self) -> None:
        if self.side is not None:
            self.setToolTip(side_name(self.side))
        else:
            self.setToolTip(tr("ret_tc_looked") if self.looked else tr("ret_tc_face_down"))

    def _get_squeeze(self) -> float:
        return self._squeeze

    def _set_squeeze(self, value: float) -> None:
        self._squeeze = float(value)
        self.update()

    squeeze = Property(float, _get_squeeze, _set_squeeze)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self._w + 6, self._h + 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self._w, self._h
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(w / 2, 0)
        painter.scale(max(self._squeeze, 0.02), 1.0)
        painter.translate(-w / 2, 0)
        body = QRectF(0, 0, w, h)
        radius = min(w, h) * 0.12
        if self.side is None:
            painter.setBrush(QColor("#5d2a6e"))
            gold = QColor("#ffd54f")
            painter.setPen(
                QPen(gold if self.looked else QColor("#f3e5f5"), 2 if self.looked else 1)
            )
            painter.drawRoundedRect(body, radius, radius)
            painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
            inner = body.adjusted(4, 4, -4, -4)
            painter.drawRoundedRect(inner, radius / 2, radius / 2)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(8, round(h * 0.42)))
            painter.setFont(font)
            painter.setPen(gold if self.looked else QColor(255, 255, 255, 150))
            # the back: a question mark; once looked at, an eye-like check for the others
            painter.drawText(body, int(Qt.AlignmentFlag.AlignCenter), "✓" if self.looked else "?")
            return
        colour = SIDE_COLOURS.get(self.side, QColor("#9e9e9e"))
        painter.setBrush(QColor("#fffdf5"))
        painter.setPen(QPen(colour, 3))
        painter.drawRoundedRect(body, radius, radius)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, round(h * 0.5)))
        painter.setFont(font)
        painter.setPen(colour.darker(130))
        painter.drawText(
            QRectF(0, 0, w, h * 0.7),
            int(Qt.AlignmentFlag.AlignCenter),
            tr(f"ret_tc_letter_{self.side}"),
        )
        small = QFont()
        small.setBold(True)
        small.setPixelSize(max(7, round(h * 0.17)))
        word = side_name(self.side)
        if QFontMetricsF(small).horizontalAdvance(word) <= w - 4:  # else the letter alone
            painter.setFont(small)
            painter.drawText(
                QRectF(1, h * 0.62, w - 2, h * 0.36), int(Qt.AlignmentFlag.AlignCenter), word
            )


# --- the cards of a scene ------------------------------------------------------------------
_CARDS: dict[int, dict[int, TeamCard]] = {}  # id(scene) -> seat -> card


def _alive(card: TeamCard, scene: TableScene) -> bool:
    try:
        return card.scene() is scene
    except RuntimeError:  # deleted with the scene's items (a new table)
        return False


def scene_cards(scene: TableScene) -> dict[int, TeamCard]:
    """The team cards on ``scene`` by seat (tests read them)."""
    cards = _CARDS.get(id(scene), {})
    alive = {s: c for s, c in cards.items() if _alive(c, scene)}
    _CARDS[id(scene)] = alive
    return alive


def card_rect(scene: TableScene, seat: int) -> Rect | None:
    """Beside ``seat``'s name plate, on the side away from the table's middle."""
    layout = scene.table_layout
    if layout is None:
        return None
    plate = layout.seat(seat).plate
    h = plate.h * 1.15
    w = h * 0.72
    gap = 6 * layout.k
    left = plate.center.x <= layout.centre.x or layout.seat(seat).human
    x = plate.x - w - gap if left else plate.x + plate.w + gap
    return Rect(x, plate.center.y - h / 2, w, h)


def shown_side(view: RettlerView, seat: int) -> str | None:
    """The face ``seat``'s card shows to this view's seat (None: face down)."""
    if view.team_cards:  # turned after the last round (R-VAR-8)
        return view.team_cards[seat]
    if seat == view.seat:
        return view.team_card
    return None


def sync_cards(scene: TableScene, view: RettlerView) -> None:
    """One card by each seat that has one (every seat but the Rettler, once the contract is
    settled), showing what ``view`` may see. A card already on the table that is now to be
    seen face up turns over where it lies (its own short animation: the view of a whole
    action arrives at once, so the look after a round and the turn after the last round
    show as soon as the table reaches that view, in every animation speed)."""
    cards = scene_cards(scene)
    contract = view.contract
    holders: set[int] = set()
    if view.rules.team_cards and contract is not None and view.phase != "auction":
        holders = {s for s in range(view.players) if s != contract.declarer}
    for seat in list(cards):
        if seat not in holders:
            scene.removeItem(cards.pop(seat))
    for seat in sorted(holders):
        side, looked = shown_side(view, seat), seat in view.team_cards_looked
        card = cards.get(seat)
        rect = card_rect(scene, seat)
        if rect is None:
            continue
        if card is None:
            card = cards[seat] = TeamCard(rect, seat)
            scene.addItem(card)
            card.set_state(side, looked)
            continue
        card.setPos(rect.x, rect.y)  # back in place (e.g. a deal animation cut short)
        if side is not None and card.side is None:
            card.turn_to(side, looked, TURN_MS, delay=TURN_MS // 3 * len(card_order(cards, seat)))
        elif card.turning is None:
            card.set_state(side, looked)
    _CARDS[id(scene)] = cards


def card_order(cards: dict[int, TeamCard], seat: int) -> list[int]:
    """The seats whose cards turn before ``seat``'s (one after the other, from the left)."""
    return [s for s in sorted(cards) if s < seat and cards[s].turning is not None]


# --- animations ----------------------------------------------------------------------------
def turn_over(card: TeamCard, side: str | None, looked: bool, d: int) -> QAbstractAnimation:
    """The card narrows to its edge, shows its other face and widens again."""
    seq = QSequentialAnimationGroup()
    close = QPropertyAnimation(card, b"squeeze")
    close.setDuration(max(1, d // 2))
    close.setStartValue(1.0)
    close.setEndValue(0.0)
    seq.addAnimation(close)
    opened = QPropertyAnimation(card, b"squeeze")
    opened.setDuration(max(1, d // 2))
    opened.setStartValue(0.0)
    opened.setEndValue(1.0)
    close.finished.connect(lambda: card.set_state(side, looked))
    seq.addAnimation(opened)
    return seq


def anim_dealt(scene: TableScene, view: RettlerView, d: int) -> QAbstractAnimation | None:
    """TeamCardsDealt: the cards slide from the middle of the table to their plates."""
    sync_cards(scene, view)
    layout = scene.table_layout
    cards = scene_cards(scene)
    if layout is None or not cards:
        return None
    group = QParallelAnimationGroup()
    centre = QPointF(layout.centre.x, layout.centre.y)
    for i, card in enumerate(cards.values()):
        target = card.pos()
        card.setPos(centre)
        move = QPropertyAnimation(card, b"pos")
        move.setDuration(max(1, d))
        move.setStartValue(centre)
        move.setEndValue(target)
        seq = QSequentialAnimationGroup()
        seq.addPause(i * max(1, d // 6))
        seq.addAnimation(move)
        group.addAnimation(seq)
    return group


def anim_looked(
    scene: TableScene, seat: int, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    """TeamCardLooked: the others see his plate flash and his card marked (his own card has
    turned face up for him, ``sync_cards``)."""
    sync_cards(scene, view)
    return scene.flash_plate(seat, 2 * d, times=1)
