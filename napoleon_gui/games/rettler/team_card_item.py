"""R-VAR-8's team cards (組決めカード) on the table: one small card by each non-Rettler name
plate once the contract is settled, and the events that deal, look at and turn them.

What each card shows is the view's: face down to everybody (a mark once its owner has
looked, ``view.team_cards_looked``), face up to its owner once he has looked
(``view.team_card``), face up to all after the last round (``view.team_cards``). A face-up
card says its side in a colour *and* a letter (R: Rettler side, C: coalition), so that
colour-blind players tell them apart. Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
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
from napoleon_gui.table.text_floor import floored

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
        self._squeeze = 1.0  # horizontal scale while turning over (``turn_over``)
        self.setZValue(25)
        self._tip()

    @property
    def face_up(self) -> bool:
        return self.side is not None

    @property
    def squeezed(self) -> bool:
        """Half turned: an animation of the queue is turning it over right now."""
        return self._squeeze != 1.0

    def set_state(self, side: str | None, looked: bool) -> None:
        if (side, looked) != (self.side, self.looked):
            self.side, self.looked = side, looked
            self._tip()
            self.update()

    def settle(self) -> None:
        """Flat again (a turn-over cut short when the queue finishes at once)."""
        self._set_squeeze(1.0)

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
            font.setPixelSize(floored(max(8, round(h * 0.42)), self))  # issue 25: >= 9 pt
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
        font.setPixelSize(floored(max(9, round(h * 0.5)), self))
        painter.setFont(font)
        painter.setPen(colour.darker(130))
        painter.drawText(
            QRectF(0, 0, w, h * 0.7),
            int(Qt.AlignmentFlag.AlignCenter),
            tr(f"ret_tc_letter_{self.side}"),
        )
        small = QFont()
        small.setBold(True)
        small.setPixelSize(floored(max(7, round(h * 0.17)), self))
        word = side_name(self.side)
        if QFontMetricsF(small).horizontalAdvance(word) <= w - 4:  # else the letter alone
            painter.setFont(small)
            painter.drawText(
                QRectF(1, h * 0.62, w - 2, h * 0.36), int(Qt.AlignmentFlag.AlignCenter), word
            )


# --- the cards of a scene ------------------------------------------------------------------
_CARDS: dict[int, dict[int, TeamCard]] = {}  # id(scene) -> seat -> card
_HELD: set[int] = set()  # id(scene) of the scenes whose events' animations are being built


@contextmanager
def held(scene: TableScene) -> Iterator[None]:
    """While an event's animation is built: a sync inside it (the moves of a round) leaves
    the team cards as they are, for the view already holds what later events of the same
    action show (the look after the round, the turn after the last one). Only the team-card
    events' own animations change them; the queue's sync after the action settles them."""
    _HELD.add(id(scene))
    try:
        yield
    finally:
        _HELD.discard(id(scene))


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


def holders(view: RettlerView) -> list[int]:
    """The seats with a team card: all but the Rettler, once the contract is settled."""
    contract = view.contract
    if not view.rules.team_cards or contract is None or view.phase == "auction":
        return []
    return [s for s in range(view.players) if s != contract.declarer]


def sync_cards(scene: TableScene, view: RettlerView) -> None:
    """One card by each seat that has one, showing exactly what ``view`` may see — except
    while an event's animation is built (``held``): the cards then stay as the events shown
    so far left them."""
    if id(scene) in _HELD:
        return
    cards = scene_cards(scene)
    seats = holders(view)
    for seat in list(cards):
        if seat not in seats:
            scene.removeItem(cards.pop(seat))
    for seat in seats:
        rect = card_rect(scene, seat)
        if rect is None:
            continue
        card = cards.get(seat)
        if card is None:
            card = cards[seat] = TeamCard(rect, seat)
            scene.addItem(card)
        card.setPos(rect.x, rect.y)  # in place (e.g. a deal animation cut short)
        card.settle()
        card.set_state(shown_side(view, seat), seat in view.team_cards_looked)
    _CARDS[id(scene)] = cards


def side_plates(scene: TableScene, view: RettlerView) -> None:
    """The plates say what the cards show (one's own side once looked, all at the end) in
    the side's colour; a seat that has looked says so. They follow the cards, so they
    change with the cards' animations, not ahead of them."""
    contract = view.contract
    cards = scene_cards(scene)
    for seat in range(view.players):
        card = cards.get(seat)
        if contract is None or seat == contract.declarer or card is None:
            if contract is not None and seat != contract.declarer:
                scene.plate(seat).team_colour = None
            continue
        _plate_of(scene, card)


def _plate_of(scene: TableScene, card: TeamCard) -> None:
    plate = scene.plate(card.seat)
    if card.side is not None:
        role = side_name(card.side)
        plate.team_colour = SIDE_COLOURS.get(card.side)
    else:
        role = tr("ret_tc_looked_short") if card.looked else ""
        plate.team_colour = None
    plate.set_state(role=role, points=plate.points, dealer=plate.dealer)
    plate.update()


# --- animations (built by the queue, one event at a time) -----------------------------------
def turn_over(
    scene: TableScene, card: TeamCard, side: str | None, looked: bool, d: int
) -> QAbstractAnimation:
    """The card narrows to its edge, shows its other face (and its plate says so) and
    widens again."""
    seq = QSequentialAnimationGroup()
    close = QPropertyAnimation(card, b"squeeze")
    close.setDuration(max(1, d // 2))
    close.setStartValue(1.0)
    close.setEndValue(0.0)
    seq.addAnimation(close)

    def shown() -> None:
        card.set_state(side, looked)
        _plate_of(scene, card)

    seq.addAnimation(scene.anim_call(shown))
    opened = QPropertyAnimation(card, b"squeeze")
    opened.setDuration(max(1, d // 2))
    opened.setStartValue(0.0)
    opened.setEndValue(1.0)
    seq.addAnimation(opened)
    return seq


def anim_dealt(scene: TableScene, view: RettlerView, d: int) -> QAbstractAnimation | None:
    """TeamCardsDealt: the cards appear in the middle of the table face down and slide
    once to their plates, one shortly after the other."""
    layout = scene.table_layout
    if layout is None:
        return None
    cards = scene_cards(scene)
    centre = QPointF(layout.centre.x, layout.centre.y)
    group = QParallelAnimationGroup()
    for i, seat in enumerate(holders(view)):
        rect = card_rect(scene, seat)
        if rect is None:
            continue
        card = cards.get(seat)
        if card is None:
            card = cards[seat] = TeamCard(rect, seat)
            scene.addItem(card)
        card.set_state(None, False)
        card.setPos(centre)
        move = QPropertyAnimation(card, b"pos")
        move.setDuration(max(1, d))
        move.setStartValue(centre)
        move.setEndValue(QPointF(rect.x, rect.y))
        seq = QSequentialAnimationGroup()
        seq.addPause(i * max(1, d // 6))
        seq.addAnimation(move)
        group.addAnimation(seq)
    _CARDS[id(scene)] = cards
    return group if group.animationCount() else None


def anim_looked(
    scene: TableScene, seat: int, side: str | None, d: int
) -> QAbstractAnimation | None:
    """TeamCardLooked (after the round ``seat`` won is gathered): his plate flashes; his
    own card turns face up for him, the others see its back marked as looked."""
    card = scene_cards(scene).get(seat)
    group = QParallelAnimationGroup()
    group.addAnimation(scene.flash_plate(seat, 2 * d, times=1))
    if card is not None:
        if side is not None:
            group.addAnimation(turn_over(scene, card, side, True, 2 * d))
        else:

            def marked() -> None:
                card.set_state(None, True)
                _plate_of(scene, card)

            group.addAnimation(scene.anim_call(marked))
    return group


def anim_turned(
    scene: TableScene, sides: Sequence[str | None], d: int
) -> QAbstractAnimation | None:
    """TeamCardsTurned (after the last round): every card still face down turns over, one
    after the other."""
    seq = QSequentialAnimationGroup()
    for seat, card in sorted(scene_cards(scene).items()):
        side = sides[seat] if seat < len(sides) else None
        if side is not None and card.side != side:
            seq.addAnimation(turn_over(scene, card, side, card.looked, d))
    return seq if seq.animationCount() else None
