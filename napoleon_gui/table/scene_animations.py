"""The building blocks of the table's animations: moving, flipping and fanning card items,
plate flashes and speech bubbles, and the shared deal, card-play and trick animations that
``TableScene.animation_for`` and the games' projections (``Projection.animate``) put
together.

``SceneAnimations`` is a mixin of ``TableScene`` (``table/scene.py``): it works on the
scene's items and knows no game; each builder moves items from where they are towards
their places in the view after the event, and the queue syncs the scene afterwards.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QVariantAnimation,
)

from engine.cards import DECK_STRIDE, sort_key
from engine.events import CardPlayed, Dealt, TrickWon
from napoleon_gui.table.cards import CardItem
from napoleon_gui.table.decor import NamePlate, SpeechBubble
from napoleon_gui.table.last_trick import TrickDisplay
from napoleon_gui.table.layout import Slot, TableLayout
from napoleon_gui.table.placement import HAND, KITTY, PILE, TABLEAU, TRICK, WON
from napoleon_gui.table.projection import TableView


class SceneAnimations:
    """Animation builders over the scene's card items, plates and bubbles (mixed into
    ``TableScene``, which provides what is declared here)."""

    if TYPE_CHECKING:  # TableScene's
        table_layout: TableLayout | None
        trick_display: TrickDisplay
        _cards: list[CardItem]
        _plates: list[NamePlate]
        _bubbles: list[SpeechBubble]
        _lead_seat: int | None

        def zone_items(self, place: str, seat: int = 0) -> list[CardItem]: ...
        def sync(self, view: TableView, names: Sequence[str] | None = None) -> None: ...
        def _put(self, it: CardItem, slot: Slot) -> None: ...
        def _clear_cards(self) -> None: ...

    def move_item(
        self, it: CardItem, slot: Slot, d: int, delay: int = 0, flight_z: float = 1500.0
    ) -> QAbstractAnimation:
        seq = QSequentialAnimationGroup()
        if delay > 0:
            seq.addPause(delay)
        seq.addAnimation(self._prop(it, b"z", flight_z, 0))
        group = QParallelAnimationGroup()
        group.addAnimation(self._prop(it, b"pos", QPointF(slot.x, slot.y), d))
        if abs(it.scale() - slot.scale) > 1e-6:
            group.addAnimation(self._prop(it, b"scale", slot.scale, d))
        if abs(it.rotation() - slot.rotation) > 1e-6:
            group.addAnimation(self._prop(it, b"rotation", slot.rotation, d))
        seq.addAnimation(group)
        seq.addAnimation(self._prop(it, b"z", slot.z, 0))
        it.home = QPointF(slot.x, slot.y)
        return seq

    @staticmethod
    def _prop(
        target: QObject,
        name: bytes,
        end: Any,
        d: int,
        curve: QEasingCurve.Type = QEasingCurve.Type.InOutCubic,
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(target, name)
        anim.setEndValue(end)
        anim.setDuration(max(0, d))
        anim.setEasingCurve(curve)
        return anim

    def flip_item(
        self, it: CardItem, face_up: bool, card: int | None, d: int, delay: int = 0
    ) -> QAbstractAnimation:
        it.begin_flip(face_up, card)
        anim = QPropertyAnimation(it, b"flip")
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, d))
        if delay <= 0:
            return anim
        seq = QSequentialAnimationGroup()
        seq.addPause(delay)
        seq.addAnimation(anim)
        return seq

    def flash_plate(self, seat: int, d: int, times: int = 2) -> QAbstractAnimation:
        plate = self._plates[seat]
        anim = QPropertyAnimation(plate, b"flash")
        anim.setDuration(max(1, d))
        anim.setStartValue(0.0)
        for i in range(1, 2 * times):
            anim.setKeyValueAt(i / (2 * times), 1.0 if i % 2 else 0.0)
        anim.setEndValue(0.0)
        return anim

    def anim_contract(self, seat: int, d: int) -> QAbstractAnimation:
        """A contract is settled: the declarer's (taker's) words and a double flash of
        the plate, together."""
        group = QParallelAnimationGroup()
        group.addAnimation(self.anim_speech(seat, d))
        group.addAnimation(self.flash_plate(seat, 3 * d, times=2))
        return group

    def anim_speech(self, seat: int, d: int) -> QAbstractAnimation:
        seq = QSequentialAnimationGroup()
        if 0 <= seat < len(self._bubbles) and self._bubbles[seat].isVisible():
            bubble = self._bubbles[seat]
            bubble.setScale(0.4)
            pop = QPropertyAnimation(bubble, b"scale")
            pop.setStartValue(0.4)
            pop.setEndValue(1.0)
            pop.setDuration(max(1, d))
            pop.setEasingCurve(QEasingCurve.Type.OutBack)
            seq.addAnimation(pop)
        seq.addPause(2 * d)
        return seq

    def refan(
        self, seat: int, items: list[CardItem], d: int, group: QParallelAnimationGroup
    ) -> None:
        """Move ``items`` (the new hand of ``seat``, in order) to their hand slots."""
        layout = self.table_layout
        assert layout is not None
        human = seat == layout.human_seat
        for i, (it, slot) in enumerate(
            zip(items, layout.hand_slots(seat, len(items)), strict=True)
        ):
            # look25b: a card that stays in a face-down hand slides under its seat's plate
            # (issue 25, point 4: the plate stays legible); a card joining the hand and the
            # human's fan pass over the cards around them
            lift = 0.0 if not human and it.zone == (HAND, seat) else 500.0
            it.zone = (HAND, seat)
            it.index = i
            it.interactive = human and it.card is not None
            group.addAnimation(self.move_item(it, slot, d, flight_z=slot.z + lift))

    def take_from_hand(self, seat: int, card: int | None) -> CardItem | None:
        """The item leaving ``seat``'s hand: the known card, or a face-down one (the middle
        one of the fan) that now learns the card (when it became public)."""
        hand = self.zone_items(HAND, seat)
        it: CardItem | None = None
        if card is not None:
            it = next((x for x in hand if x.card == card), None)
        if it is None and card is not None:  # a top card of the seat's tableau (N-VAR-1)
            it = next((x for x in self.zone_items(TABLEAU, seat) if x.card == card), None)
        if it is None:
            hidden = [x for x in hand if x.card is None] or hand
            if not hidden:
                return None
            it = hidden[len(hidden) // 2]
            if card is not None:
                it.card = card  # it stays face down until its flip
        it.reset_marks()
        it.interactive = False
        return it

    def anim_dealt(self, event: Dealt, view: TableView, d: int) -> QAbstractAnimation:
        layout = self.table_layout
        assert layout is not None
        self._clear_cards()
        self.sync(view)
        players = view.players
        hands = [self.zone_items(HAND, s) for s in range(players)]
        kitty = self.zone_items(KITTY, 0)
        order: list[CardItem] = []
        for r in range(max((len(h) for h in hands), default=0)):
            for j in range(players):
                seat = (event.dealer + 1 + j) % players
                if r < len(hands[seat]):
                    order.append(hands[seat][r])
        total = len(order) + len(kitty)
        targets = {
            id(it): Slot(it.x(), it.y(), it.rotation(), it.scale(), it.zValue())
            for it in order + kitty
        }
        # the cards the view shows face up (the human's, a blind stand's face-up card, a
        # kitty dealt face up) turn up once dealt
        face_up = [it for it in order + kitty if it.face_up and it.card is not None]
        stock = layout.stock_slots(total)
        for i, it in enumerate(order + kitty):
            s = stock[total - 1 - i]
            self._put(it, Slot(s.x, s.y, s.rotation, s.scale, 600 + total - i))
            it.face_up = False
        stagger = int(min(d * 0.3, 10 * d / max(total, 1)))
        flights = QParallelAnimationGroup()
        for i, it in enumerate(order):
            flights.addAnimation(
                self.move_item(it, targets[id(it)], d, delay=i * stagger, flight_z=1500 + i)
            )
        for i, it in enumerate(kitty):
            flights.addAnimation(
                self.move_item(
                    it, targets[id(it)], d, delay=(len(order) + i) * stagger, flight_z=1500
                )
            )
        seq = QSequentialAnimationGroup()
        seq.addAnimation(flights)
        flips = QParallelAnimationGroup()
        for it in face_up:
            flips.addAnimation(self.flip_item(it, True, it.card, d))
        if flips.animationCount():
            seq.addAnimation(flips)
        return seq

    def anim_card_played(self, event: CardPlayed, d: int) -> QAbstractAnimation | None:
        layout = self.table_layout
        assert layout is not None
        it = self.take_from_hand(event.seat, event.card)
        if it is None:
            return None
        order = self.trick_count()
        slot = layout.trick_slot(event.seat, order)
        it.zone = (TRICK, event.seat)
        it.index = 0
        self.note_played(it, event.seat, order)
        group = QParallelAnimationGroup()
        group.addAnimation(self.move_item(it, slot, d, flight_z=1500 + order))
        if not it.face_up:
            group.addAnimation(self.flip_item(it, True, event.card, d))
        self.refan(event.seat, self.zone_items(HAND, event.seat), d, group)
        return group

    def trick_count(self) -> int:
        """Card items on the trick now."""
        return sum(1 for x in self._cards if x.zone[0] == TRICK)

    def note_played(self, it: CardItem, seat: int, order: int) -> None:
        """``it`` has just been played by ``seat`` as the ``order``-th card of the trick:
        the first one is marked as led."""
        if order == 0:
            self._lead_seat = seat
        it.lead = self._lead_seat == seat

    def trick_pause(self, d: int) -> int:
        """How long a completed trick stays, its winner highlighted, before it goes: the
        player's setting, whatever the card-move speed ``d`` (0 at Instant)."""
        return self.trick_display.pause(d)

    def set_trick_pause_ms(self, ms: int) -> None:
        self.trick_display.pause_ms = max(0, int(ms))

    def set_keep_tricks(self, keep: bool) -> None:
        """Keep each completed trick until the player clicks the table (Space/Enter)."""
        self.trick_display.set_keep(keep)

    def anim_trick_hold(self, d: int) -> QAbstractAnimation:
        """The completed trick stays in sight: ``trick_pause`` or until the player clicks."""
        return self.trick_display.anim_hold(d)

    def mark_winning(self, items: list[CardItem]) -> None:
        """Highlight the winning card(s) of the completed trick."""
        for it in self._cards:
            it.winning = False
        for it in items:
            it.winning = True

    def anim_call(self, action: Callable[[], None]) -> QAbstractAnimation:
        """A zero-length animation that runs ``action`` when it is reached."""
        anim = QVariantAnimation()
        anim.setStartValue(0)
        anim.setEndValue(1)
        anim.setDuration(1)
        anim.finished.connect(action)
        return anim

    def _end_of_trick_marks(self) -> None:
        self._lead_seat = None
        for it in self._cards:
            it.winning = False
            it.lead = False

    def anim_trick_won(
        self, event: TrickWon, d: int, face_up: Collection[int] = ()
    ) -> QAbstractAnimation | None:
        """The complete trick stays visible with its winning card highlighted for
        ``trick_pause``, then it is gathered and goes to the winner: ``face_up`` cards to
        his row of won cards, the others face down to his pile."""
        layout = self.table_layout
        assert layout is not None
        items: list[CardItem] = []
        for seat, card in event.plays:
            it = self._trick_item(seat, card, items)
            if it is None:
                return None
            items.append(it)
        winner = event.winner
        self.mark_winning(
            [it for it, (seat, _c) in zip(items, event.plays, strict=True) if seat == winner]
        )
        points = set(face_up)
        won_items = self.zone_items(WON, winner) + [it for it in items if it.card in points]
        won_items.sort(key=lambda it: sort_key(it.card if it.card is not None else 0))
        pile_items = self.zone_items(PILE, winner) + [it for it in items if it.card not in points]
        seq = QSequentialAnimationGroup()
        seq.addAnimation(self.anim_trick_hold(d))
        seq.addAnimation(self.anim_call(self._end_of_trick_marks))
        gather = QParallelAnimationGroup()
        centre = layout.trick_slot(winner, 0)
        for i, it in enumerate(items):
            target = Slot(
                centre.x + (i - len(items) / 2) * 6 * layout.k,
                centre.y,
                centre.rotation,
                centre.scale,
                1500 + i,
            )
            gather.addAnimation(self.move_item(it, target, d, flight_z=1400 + i))
        gather.addAnimation(self.flash_plate(winner, 2 * d, times=1))
        seq.addAnimation(gather)
        spread = QParallelAnimationGroup()
        duration = int(d * 1.3)
        for i, (it, slot) in enumerate(
            zip(won_items, layout.won_slots(winner, len(won_items)), strict=True)
        ):
            it.zone = (WON, winner)
            it.index = i
            spread.addAnimation(self.move_item(it, slot, duration, flight_z=1500 + i))
        for i, (it, slot) in enumerate(
            zip(pile_items, layout.pile_slots(winner, len(pile_items)), strict=True)
        ):
            if it in items:
                spread.addAnimation(self.flip_item(it, False, None, duration))
            it.zone = (PILE, winner)
            it.index = i
            spread.addAnimation(self.move_item(it, slot, duration, flight_z=1450 + i))
        seq.addAnimation(spread)
        return seq

    def _trick_item(self, seat: int, card: int, taken: Collection[CardItem]) -> CardItem | None:
        """The item on the trick for ``seat``'s ``card``, not one of ``taken``: the seat's own
        first. frames25: with two decks (Rettler, R-COMP-1) the same card may lie twice in a
        trick, and the event names its copy (the item shows the face): picked twice, one
        item got two flights at once, Qt stopped the whole trick's animation without
        finishing it and the table never went on (a claimed deal played out face up)."""
        free = [x for x in self._cards if x.zone[0] == TRICK and x not in taken]
        face = card % DECK_STRIDE
        same = [x for x in free if x.card is not None and x.card % DECK_STRIDE == face]
        return next(
            (x for x in same if x.zone[1] == seat),
            next(iter(same), next((x for x in free if x.zone == (TRICK, seat)), None)),
        )

    def anim_flip_zone(
        self, place: str, seat: int, cards: list[int], d: int
    ) -> QAbstractAnimation | None:
        items = self.zone_items(place, seat)
        if not items or len(items) != len(cards):
            return None
        group = QParallelAnimationGroup()
        for i, (it, card) in enumerate(zip(items, cards, strict=True)):
            if not it.face_up:
                group.addAnimation(self.flip_item(it, True, card, d, delay=i * d // 4))
        return group if group.animationCount() else None
