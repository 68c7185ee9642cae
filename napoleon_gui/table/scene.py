"""The table scene: the card table of any game, a projection of one view plus per-event
animations.

``sync(view)`` places every item exactly where the view's game projection says
(``table/projection.py``: each game registers one in its package, ``napoleon_gui/games/``).
``animation_for`` returns an animation that moves the items from where they are towards
where the event puts them; it never computes a game fact (winners, legality, scores come
from the engine). The scene itself knows no game: it has the shared building blocks (deal,
play a card, collect a trick, flips, plate flashes, speech bubbles), marks the led card of
the current trick and the winning card of a completed one, and keeps only the speech
bubbles the projection's ``speech`` says.
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from engine.cards import sort_key
from engine.events import CardPlayed, Dealt, Event, TrickWon
from napoleon_gui import i18n
from napoleon_gui.i18n import tr
from napoleon_gui.table.cards import CardItem, CardRenderer
from napoleon_gui.table.decor import AreaLabel, Banner, InfoPanel, NamePlate, SpeechBubble
from napoleon_gui.table.layout import REF_H, REF_W, Rect, Slot, TableLayout, compute_layout
from napoleon_gui.table.placement import HAND, KITTY, PILE, TRICK, WON, Placement
from napoleon_gui.table.projection import TableView, projection_for

#: how long a completed trick stays on the table, with its winning card highlighted, before
#: it is collected, in card moves (4 x 300 ms = 1.2 s at Normal speed; 0 at Instant)
TRICK_PAUSE_MOVES = 4


def table_seats(view: TableView) -> int:
    """How many places the table has for ``view``: its players, unless the game's
    projection says otherwise (``table_seats``, e.g. a 1-player game with a dummy hand)."""
    return projection_for(view).table_seats(view)


def qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


class TableScene(QGraphicsScene):
    """The card table. See the module docstring and ``napoleon_gui/DESIGN.md``."""

    card_clicked = Signal(int)
    #: double click, drag onto the trick area, or Enter on the keyboard-focused card
    card_activated = Signal(int)
    #: ``setup_table`` replaced every item (the animation queue drops what it had queued)
    table_reset = Signal()

    def __init__(self, parent: QObject | None = None,
                 renderer: CardRenderer | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, REF_W, REF_H)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.renderer = renderer if renderer is not None else CardRenderer()
        self.table_layout: TableLayout | None = None
        self.names: list[str] = []
        self._cards: list[CardItem] = []
        self._plates: list[NamePlate] = []
        self._bubbles: list[SpeechBubble] = []
        self._speech: dict[int, str] = {}
        self._banner: Banner | None = None
        #: hides the banner after ``show_message(..., timeout_ms)``
        self.banner_timer = QTimer(self)
        self.banner_timer.setSingleShot(True)
        self.banner_timer.timeout.connect(self.clear_message)
        self._info: InfoPanel | None = None
        self._discard_label: AreaLabel | None = None
        self._legal: set[int] | None = None
        self._turn: int | None = None
        self._selected: set[int] = set()
        self._focus: int | None = None  # index into the human hand
        self._view: TableView | None = None
        #: the seat whose card led the current trick (its items carry the lead mark)
        self._lead_seat: int | None = None
        ref = weakref.ref(self)

        def relabel(_lang: str) -> None:
            scene = ref()
            if scene is not None:
                with contextlib.suppress(RuntimeError):  # the C++ scene may be gone
                    scene.retranslate()

        i18n.on_language_changed(relabel)

    # --- setup ---------------------------------------------------------------------------
    def setup_table(self, players: int, human_seat: int, names: Sequence[str]) -> None:
        """A fresh table for ``players`` seats with the human at ``human_seat``."""
        self.clear()  # removes and deletes every item
        self._cards = []
        self._speech = {}
        self._legal = None
        self._selected = set()
        self._focus = None
        self._view = None
        self._lead_seat = None
        r = self.sceneRect()
        layout = compute_layout(players, human_seat, Rect(r.x(), r.y(), r.width(), r.height()))
        self.table_layout = layout
        self.names = [names[s] if s < len(names) and names[s] else tr("table_seat", n=s + 1)
                      for s in range(players)]
        self._plates = []
        self._bubbles = []
        for s in layout.seats:
            plate = NamePlate(qrect(s.plate), self.names[s.seat], s.human)
            self.addItem(plate)
            self._plates.append(plate)
            bubble = SpeechBubble(qrect(s.bubble), QPointF(s.anchor.x, s.anchor.y))
            self.addItem(bubble)
            self._bubbles.append(bubble)
        self._banner = Banner(qrect(layout.message))
        self.addItem(self._banner)
        self._info = InfoPanel(qrect(layout.info))
        self.addItem(self._info)
        d = layout.discards
        self._discard_label = AreaLabel(QRectF(d.x, d.y, d.w, 20 * layout.k))
        self._discard_label.setVisible(False)
        self.addItem(self._discard_label)
        self.table_reset.emit()

    def retranslate(self) -> None:
        if self._view is not None:
            self.update_decorations(self._view)
        self.update()

    # --- queries (tests, controller) -----------------------------------------------------
    @property
    def layout(self) -> TableLayout | None:
        return self.table_layout

    def card_items(self) -> list[CardItem]:
        return list(self._cards)

    def zone_items(self, place: str, seat: int = 0) -> list[CardItem]:
        """The card items of one place (``hand``, ``trick``, ``won``, ``pile``, ``kitty``,
        ``discard``) of ``seat``, in their order."""
        items = [it for it in self._cards if it.zone == (place, seat)]
        items.sort(key=lambda it: it.index)
        return items

    def human_hand_items(self) -> list[CardItem]:
        if self.table_layout is None:
            return []
        return self.zone_items(HAND, self.table_layout.human_seat)

    def item_for(self, card: int) -> CardItem | None:
        """The item showing ``card`` (None when the scene does not know that card)."""
        for it in self._cards:
            if it.card == card:
                return it
        return None

    def plate(self, seat: int) -> NamePlate:
        return self._plates[seat]

    def speech(self, seat: int) -> str | None:
        return self._speech.get(seat)

    def bubble(self, seat: int) -> SpeechBubble:
        return self._bubbles[seat]

    def highlighted_seat(self) -> int | None:
        """The place whose plate is highlighted (the turn), None when none is."""
        return next((s for s, plate in enumerate(self._plates) if plate.active), None)

    def lead_card(self) -> int | None:
        """The card marked as led in the current trick."""
        return next((it.card for it in self._cards if it.lead and it.zone[0] == TRICK), None)

    def winning_card(self) -> int | None:
        """The card highlighted as winning the trick being collected."""
        return next((it.card for it in self._cards if it.winning), None)

    @property
    def message(self) -> str:
        return self._banner.text if self._banner is not None and self._banner.isVisible() \
            else ""

    def info_lines(self) -> list[str]:
        return list(self._info.lines) if self._info is not None else []

    def focused_card(self) -> int | None:
        hand = self.human_hand_items()
        if self._focus is None or not 0 <= self._focus < len(hand):
            return None
        return hand[self._focus].card

    # --- bubbles and banner --------------------------------------------------------------
    def show_speech(self, seat: int, text: str) -> None:
        if not 0 <= seat < len(self._bubbles):
            return
        self._speech[seat] = text
        bubble = self._bubbles[seat]
        bubble.set_text(text)
        bubble.setScale(1.0)
        bubble.setVisible(True)

    def hide_speech(self, seat: int) -> None:
        if self._speech.pop(seat, None) is not None:
            self._bubbles[seat].setVisible(False)

    def clear_speech(self) -> None:
        self._speech.clear()
        for bubble in self._bubbles:
            bubble.setVisible(False)

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        """A banner in the middle of the table; an empty text hides it. With
        ``timeout_ms`` the banner goes away by itself."""
        self.banner_timer.stop()
        if self._banner is None:
            return
        self._banner.set_text(text)
        self._banner.setVisible(bool(text))
        self._banner.setOpacity(1.0)
        if text and timeout_ms > 0:
            self.banner_timer.start(timeout_ms)

    def clear_message(self) -> None:
        self.show_message("")

    # --- legality marks (decided by the engine, shown here) ------------------------------
    def set_turn(self, seat: int | None) -> None:
        """Highlight the plate of the seat whose turn it is (the controller's ``turn``
        signal, which also sets the status line: the two always agree)."""
        self._turn = seat
        place = seat
        if seat is not None and self._view is not None:
            place = projection_for(self._view).turn_place(self._view, seat)
        for s, plate in enumerate(self._plates):
            plate.set_active(s == place)

    def set_legal(self, cards: Iterable[int] | None) -> None:
        """Raise the human's legal cards and dim the others; None: no card play expected."""
        self._legal = None if cards is None else set(cards)
        self._apply_marks()

    def set_selected(self, cards: Iterable[int]) -> None:
        """Mark cards of the human's hand as selected (e.g. for the kitty exchange)."""
        self._selected = set(cards)
        self._apply_marks()

    def _apply_marks(self) -> None:
        hand = self.human_hand_items()
        if self._focus is not None and hand:
            self._focus = max(0, min(self._focus, len(hand) - 1))
        elif not hand:
            self._focus = None
        for i, it in enumerate(hand):
            card = it.card
            legal = self._legal
            it.raised = legal is not None and card in legal
            it.dimmed = legal is not None and card not in legal
            it.selected = card in self._selected
            it.focused = self._focus == i

    # --- mouse ---------------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card at a scene position when it is one of the human's cards."""
        for item in self.items(pos):
            if isinstance(item, CardItem):
                return item if item.interactive and item.card is not None else None
        return None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Handled here rather than by the item: Qt turns a double click on an item other
        # than the last one pressed into a plain press, which would swallow it.
        if event.button() == Qt.MouseButton.LeftButton:
            item = self.card_at(event.scenePos())
            if item is not None and item.card is not None:
                event.accept()
                self.card_activated.emit(item.card)
                return
        super().mouseDoubleClickEvent(event)

    # --- keyboard ------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        hand = self.human_hand_items()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            step = -1 if key == Qt.Key.Key_Left else 1
            if self._focus is None:
                self._focus = 0 if step > 0 else len(hand) - 1
            else:
                self._focus = max(0, min(len(hand) - 1, self._focus + step))
            self._apply_marks()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            card = self.focused_card()
            if card is not None:
                self.card_activated.emit(card)
                event.accept()
                return
        if key == Qt.Key.Key_Space:
            card = self.focused_card()
            if card is not None:
                self.card_clicked.emit(card)
                event.accept()
                return
        super().keyPressEvent(event)

    # --- sync: the scene becomes exactly the view ----------------------------------------
    def sync(self, view: TableView,
             names: Sequence[str] | None = None) -> None:
        layout = self.table_layout
        seats = table_seats(view)
        if layout is None or layout.players != seats or layout.human_seat != view.seat:
            self.setup_table(seats, view.seat, list(names or self.names))
        elif names is not None:
            self.names = list(names)
            for plate, name in zip(self._plates, self.names, strict=False):
                plate.name = name
                plate.update()
        self._view = view
        assert self.table_layout is not None
        self._place(projection_for(view).placements(view, self.table_layout))
        self.update_decorations(view)
        if self._turn is not None:  # the turn's place may depend on the view (a dummy)
            self.set_turn(self._turn)

    def _place(self, placements: list[Placement]) -> None:
        """Reuse the existing items (by card, then by place), create the missing ones,
        delete the rest, and put each exactly at its slot."""
        chosen: list[CardItem | None] = [None] * len(placements)
        used: set[int] = set()
        by_card: dict[int, CardItem] = {}
        for it in self._cards:
            if it.card is not None and it.card not in by_card:
                by_card[it.card] = it
        for i, p in enumerate(placements):
            if p.card is not None:
                known_item = by_card.get(p.card)
                if known_item is not None and id(known_item) not in used:
                    chosen[i] = known_item
                    used.add(id(known_item))
        by_zone: dict[tuple[str, int], list[CardItem]] = {}
        for it in sorted(self._cards, key=lambda it: it.index):
            by_zone.setdefault(it.zone, []).append(it)
        for i, p in enumerate(placements):
            if chosen[i] is None:
                for it in by_zone.get(p.zone, []):
                    if id(it) not in used:
                        chosen[i] = it
                        used.add(id(it))
                        break
        spare = [it for it in self._cards if id(it) not in used]
        for i, p in enumerate(placements):
            if chosen[i] is None:
                pick = next((it for it in spare if it.zone[1] == p.zone[1]
                             and id(it) not in used), None)
                if pick is None:
                    pick = next((it for it in spare if id(it) not in used), None)
                if pick is None:
                    pick = self._new_card()
                chosen[i] = pick
                used.add(id(pick))
        for it in self._cards[:]:
            if id(it) not in used:
                self._drop_card(it)
        for item, p in zip(chosen, placements, strict=True):
            assert item is not None
            it = item
            it.cancel_flip()
            it.card = p.card
            it.face_up = p.face_up
            it.zone = p.zone
            it.index = p.index
            it.interactive = p.interactive
            self._put(it, p.slot)
            it.winning = False
            if not p.interactive:
                it.raised = False
                it.selected = False
                it.focused = False
                it.dimmed = p.dimmed
        self._lead_seat = next((p.zone[1] for p in placements if p.zone[0] == TRICK), None)
        self._mark_lead()
        self._apply_marks()

    def _mark_lead(self) -> None:
        """The items of the led card (or unit) of the current trick carry the lead mark."""
        lead = self._lead_seat
        for it in self._cards:
            it.lead = lead is not None and it.zone == (TRICK, lead)

    def _put(self, it: CardItem, slot: Slot) -> None:
        it.setPos(slot.x, slot.y)
        it.home = QPointF(slot.x, slot.y)
        it.setScale(slot.scale)
        it.setRotation(slot.rotation)
        it.setZValue(slot.z)
        it.setOpacity(1.0)

    def _new_card(self) -> CardItem:
        it = CardItem(self.renderer)
        it.clicked.connect(self.card_clicked)
        it.double_clicked.connect(self.card_activated)
        it.activated.connect(self.card_activated)
        if self.table_layout is not None:
            it.drop_zone = qrect(self.table_layout.trick_area)
        self.addItem(it)
        self._cards.append(it)
        return it

    def _drop_card(self, it: CardItem) -> None:
        self._cards.remove(it)
        self.removeItem(it)
        it.deleteLater()

    def _clear_cards(self) -> None:
        for it in self._cards[:]:
            self._drop_card(it)

    # --- what a game's projection may set (see ``table/belote.py``) ----------------------
    def set_info(self, lines: list[str]) -> None:
        if self._info is not None:
            self._info.set_lines(lines)

    def set_area_label(self, text: str | None) -> None:
        """The caption over the side row (None hides it)."""
        if self._discard_label is not None:
            self._discard_label.set_text(text or "")
            self._discard_label.setVisible(bool(text))

    def seat_name(self, seat: int) -> str:
        return self._name(seat)

    def update_decorations(self, view: TableView) -> None:
        projection_for(view).decorate(self, view)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else tr("table_seat", n=seat + 1)

    # --- events: public decorations every mode needs -------------------------------------
    def note_event(self, event: Event) -> None:
        """Show the speech bubbles ``event`` brings (the game's projection says which). The
        animation queue calls this for every event, also in instant mode; ``animation_for``
        calls it too."""
        if isinstance(event, Dealt):
            self.clear_speech()
            self.clear_message()
        if self._view is None:
            return
        clear, hide, bubbles = projection_for(self._view).speech(event, self._view)
        if clear:
            self.clear_speech()
        for seat in hide:
            self.hide_speech(seat)
        for seat, text in bubbles:
            self.show_speech(seat, text)

    # --- animations ----------------------------------------------------------------------
    def animation_for(self, event: Event, view_after: TableView,
                      duration_ms: int) -> QAbstractAnimation | None:
        """An animation of ``event`` from the items' current places towards ``view_after``
        (None: nothing to animate; the caller syncs afterwards either way)."""
        self.note_event(event)
        layout = self.table_layout
        if duration_ms <= 0 or layout is None or layout.players != table_seats(view_after) \
                or layout.human_seat != view_after.seat:
            return None
        d = int(duration_ms)
        projection = projection_for(view_after)
        if isinstance(event, projection.own_events):
            return projection.animate(self, event, view_after, d)
        if isinstance(event, Dealt):
            return self.anim_dealt(event, view_after, d)
        if isinstance(event, CardPlayed):
            return self.anim_card_played(event, d)
        if isinstance(event, TrickWon):
            return self.anim_trick_won(event, d, projection.trick_face_up(event))
        return None

    # building blocks
    def move_item(self, it: CardItem, slot: Slot, d: int, delay: int = 0,
              flight_z: float = 1500.0) -> QAbstractAnimation:
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
    def _prop(target: QObject, name: bytes, end: Any, d: int,
              curve: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> QPropertyAnimation:
        anim = QPropertyAnimation(target, name)
        anim.setEndValue(end)
        anim.setDuration(max(0, d))
        anim.setEasingCurve(curve)
        return anim

    def flip_item(self, it: CardItem, face_up: bool, card: int | None, d: int,
              delay: int = 0) -> QAbstractAnimation:
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

    def refan(self, seat: int, items: list[CardItem], d: int,
               group: QParallelAnimationGroup) -> None:
        """Move ``items`` (the new hand of ``seat``, in order) to their hand slots."""
        layout = self.table_layout
        assert layout is not None
        human = seat == layout.human_seat
        for i, (it, slot) in enumerate(zip(items, layout.hand_slots(seat, len(items)),
                                           strict=True)):
            it.zone = (HAND, seat)
            it.index = i
            it.interactive = human and it.card is not None
            group.addAnimation(self.move_item(it, slot, d, flight_z=slot.z + 500))

    def take_from_hand(self, seat: int, card: int | None) -> CardItem | None:
        """The item leaving ``seat``'s hand: the known card, or a face-down one (the middle
        one of the fan) that now learns the card (when it became public)."""
        hand = self.zone_items(HAND, seat)
        it: CardItem | None = None
        if card is not None:
            it = next((x for x in hand if x.card == card), None)
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

    def anim_dealt(self, event: Dealt, view: TableView,
                    d: int) -> QAbstractAnimation:
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
        targets = {id(it): Slot(it.x(), it.y(), it.rotation(), it.scale(), it.zValue())
                   for it in order + kitty}
        human_items = hands[layout.human_seat]
        stock = layout.stock_slots(total)
        for i, it in enumerate(order + kitty):
            s = stock[total - 1 - i]
            self._put(it, Slot(s.x, s.y, s.rotation, s.scale, 600 + total - i))
            it.face_up = False
        stagger = int(min(d * 0.3, 10 * d / max(total, 1)))
        flights = QParallelAnimationGroup()
        for i, it in enumerate(order):
            flights.addAnimation(self.move_item(it, targets[id(it)], d, delay=i * stagger,
                                            flight_z=1500 + i))
        for i, it in enumerate(kitty):
            flights.addAnimation(self.move_item(it, targets[id(it)], d,
                                            delay=(len(order) + i) * stagger, flight_z=1500))
        seq = QSequentialAnimationGroup()
        seq.addAnimation(flights)
        flips = QParallelAnimationGroup()
        for it in human_items:
            if it.card is not None:
                flips.addAnimation(self.flip_item(it, True, it.card, d))
        for it in kitty:
            if it.card is not None:  # a kitty dealt face up (never in the presets)
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
        """How long a completed trick stays, its winner highlighted, before it goes."""
        return TRICK_PAUSE_MOVES * d

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

    def anim_trick_won(self, event: TrickWon, d: int,
                       face_up: Collection[int] = ()) -> QAbstractAnimation | None:
        """The complete trick stays visible with its winning card highlighted for
        ``trick_pause``, then it is gathered and goes to the winner: ``face_up`` cards to
        his row of won cards, the others face down to his pile."""
        layout = self.table_layout
        assert layout is not None
        items: list[CardItem] = []
        for seat, card in event.plays:
            it = next((x for x in self._cards if x.card == card and x.zone[0] == TRICK), None)
            if it is None:
                it = next((x for x in self._cards if x.zone == (TRICK, seat)), None)
            if it is None:
                return None
            items.append(it)
        winner = event.winner
        self.mark_winning([it for it, (seat, _c) in zip(items, event.plays, strict=True)
                           if seat == winner])
        points = set(face_up)
        won_items = self.zone_items(WON, winner) + [it for it in items if it.card in points]
        won_items.sort(key=lambda it: sort_key(it.card if it.card is not None else 0))
        pile_items = self.zone_items(PILE, winner) + [it for it in items
                                                     if it.card not in points]
        seq = QSequentialAnimationGroup()
        seq.addPause(self.trick_pause(d))
        seq.addAnimation(self.anim_call(self._end_of_trick_marks))
        gather = QParallelAnimationGroup()
        centre = layout.trick_slot(winner, 0)
        for i, it in enumerate(items):
            target = Slot(centre.x + (i - len(items) / 2) * 6 * layout.k, centre.y,
                          centre.rotation, centre.scale, 1500 + i)
            gather.addAnimation(self.move_item(it, target, d, flight_z=1400 + i))
        gather.addAnimation(self.flash_plate(winner, 2 * d, times=1))
        seq.addAnimation(gather)
        spread = QParallelAnimationGroup()
        duration = int(d * 1.3)
        for i, (it, slot) in enumerate(zip(won_items, layout.won_slots(winner, len(won_items)),
                                           strict=True)):
            it.zone = (WON, winner)
            it.index = i
            spread.addAnimation(self.move_item(it, slot, duration, flight_z=1500 + i))
        for i, (it, slot) in enumerate(zip(pile_items,
                                           layout.pile_slots(winner, len(pile_items)),
                                           strict=True)):
            if it in items:
                spread.addAnimation(self.flip_item(it, False, None, duration))
            it.zone = (PILE, winner)
            it.index = i
            spread.addAnimation(self.move_item(it, slot, duration, flight_z=1450 + i))
        seq.addAnimation(spread)
        return seq

    def anim_flip_zone(self, place: str, seat: int, cards: list[int],
                        d: int) -> QAbstractAnimation | None:
        items = self.zone_items(place, seat)
        if not items or len(items) != len(cards):
            return None
        group = QParallelAnimationGroup()
        for i, (it, card) in enumerate(zip(items, cards, strict=True)):
            if not it.face_up:
                group.addAnimation(self.flip_item(it, True, card, d, delay=i * d // 4))
        return group if group.animationCount() else None
