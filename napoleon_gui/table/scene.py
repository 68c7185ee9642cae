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

Its other parts: the mouse and the keyboard (``table/scene_input.py``) and the animation
building blocks (``table/scene_animations.py``).
"""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QPointF,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsScene

from engine.cards import DECK_STRIDE
from engine.events import CardPlayed, Dealt, Event, TrickWon
from napoleon_gui import i18n
from napoleon_gui.i18n import tr
from napoleon_gui.table.bubble_place import clear_offset
from napoleon_gui.table.cards import CardItem, CardRenderer
from napoleon_gui.table.decor import (
    AreaLabel,
    Banner,
    Caption,
    InfoPanel,
    NamePlate,
    SpeechBubble,
)
from napoleon_gui.table.hand_input import HandInput
from napoleon_gui.table.last_trick import TrickDisplay
from napoleon_gui.table.layout import (
    CARD_W,
    REF_H,
    REF_W,
    Rect,
    Slot,
    TableLayout,
    compute_layout,
)
from napoleon_gui.table.placement import HAND, TABLEAU, TRICK, Placement
from napoleon_gui.table.projection import TableView, projection_for
from napoleon_gui.table.scene_animations import SceneAnimations
from napoleon_gui.table.scene_info import SceneInfoPlace, qrect
from napoleon_gui.table.scene_input import SceneInput
from napoleon_gui.widgets import deck_look
from napoleon_gui.widgets.words import display_name


def table_seats(view: TableView) -> int:
    """How many places the table has for ``view``: its players, unless the game's
    projection says otherwise (``table_seats``, e.g. a 1-player game with a dummy hand)."""
    return projection_for(view).table_seats(view)


def seats_clockwise(view: TableView) -> bool:
    """Whether ``view``'s game numbers its seats clockwise round the table."""
    return projection_for(view).seats_clockwise(view)


class TableScene(SceneInput, SceneAnimations, SceneInfoPlace):
    """The card table. See the module docstring and ``napoleon_gui/DESIGN.md``. The mouse
    and the keyboard (``card_clicked``, ``card_activated``) are ``SceneInput``'s, the
    animation building blocks ``SceneAnimations``'."""

    #: ``setup_table`` replaced every item (the animation queue drops what it had queued)
    table_reset = Signal()

    def __init__(self, parent: QObject | None = None, renderer: CardRenderer | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(0, 0, REF_W, REF_H)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.renderer = renderer if renderer is not None else CardRenderer()
        self.table_layout: TableLayout | None = None
        #: the smallest text, in scene units, that the view shows at 9 pt (issue 25)
        self.text_floor = 0.0
        #: the card size the layout was made for (issue 25)
        self._card_factor = deck_look.look().card_factor
        self.names: list[str] = []
        #: the game's own name for a seat no player holds (the puzzle's dummy), else None:
        #: the controller's ``own_seat_name``
        self.seat_namer: Callable[[int], str | None] | None = None
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
        #: issue 25 (look): the part of the scene the view shows, wider than the table
        #: when the window is; the info panel keeps to its top right corner
        self._visible: QRectF | None = None
        #: what neither the grown info panel nor a plate moved from under it may cover
        self._keep_clear: list[QRectF] = []
        #: the info panel's shape and the plates' moves (``_clear_of_info``), and what
        #: they were found for
        self._plates_key: tuple[object, ...] = ()
        self._plates_moved: tuple[int, list[QPointF]] | None = None
        self._discard_label: AreaLabel | None = None
        #: the projection's captions (a pile's count, the trick's trump kind), by name
        self._captions: dict[str, Caption] = {}
        self._legal: set[int] | None = None
        self._turn: int | None = None
        self._selected: set[int] = set()
        #: the cards a hint suggests (issue 21), and items marked by place where the card is
        #: face down (the must-follow puzzle's dummy): ``set_hinted``
        self._hinted: list[int] = []
        self._hinted_items: list[CardItem] = []
        #: each seat's running match total on its plate (None: not shown, e.g. the puzzle)
        self._totals: list[int] | None = None
        #: click model, armed card, keyboard focus (``table/hand_input.py``)
        self.hand_input = HandInput()
        self._view: TableView | None = None
        #: the seat whose card led the current trick (its items carry the lead mark)
        self._lead_seat: int | None = None
        #: the last trick (overlay), the pause on a completed trick and holding it
        self.trick_display = TrickDisplay(self)
        ref = weakref.ref(self)

        def relabel(_lang: str) -> None:
            scene = ref()
            if scene is not None:
                with contextlib.suppress(RuntimeError):  # the C++ scene may be gone
                    # a closed table no longer follows the language (as ``follow_language``):
                    # each closed window's table was laid out again at every change
                    views = scene.views()
                    if views and all(getattr(v.window(), "table_closed", False) for v in views):
                        return
                    scene.retranslate()

        i18n.on_language_changed(relabel, self)

        def restyle() -> None:  # issue 25: comfort, applied live
            scene = ref()
            if scene is not None:
                with contextlib.suppress(RuntimeError):
                    scene.follow_look()

        # gone with the scene: a closed window's scene is no longer walked at each change
        weakref.finalize(self, deck_look.on_look_changed(restyle))

    # --- setup ---------------------------------------------------------------------------
    def setup_table(
        self,
        players: int,
        human_seat: int,
        names: Sequence[str],
        clockwise: bool | None = None,
    ) -> None:
        """A fresh table for ``players`` seats with the human at ``human_seat``;
        ``clockwise``: the game numbers its seats clockwise (None: as the table was)."""
        if clockwise is None:
            clockwise = self.table_layout.clockwise if self.table_layout is not None else False
        self.trick_display.reset()
        self.clear()  # removes and deletes every item
        self._cards = []
        self._captions = {}
        self._speech = {}
        self._legal = None
        self._selected = set()
        self._hinted = []
        self._hinted_items = []
        self.hand_input.reset()
        self._view = None
        self._lead_seat = None
        r = self.sceneRect()
        layout = compute_layout(
            players,
            human_seat,
            Rect(r.x(), r.y(), r.width(), r.height()),
            deck_look.look().card_factor,
            clockwise,
        )
        self.table_layout = layout
        self._card_factor = deck_look.look().card_factor
        self.names = [
            names[s] if s < len(names) and names[s] else tr("table_seat", n=s + 1)
            for s in range(players)
        ]
        self._plates = []
        self._bubbles = []
        for s in layout.seats:
            # issue 25: a plate grows away from its hand and the table's edge
            up = "down" if s.side == "upper" else "up"
            grow = ("left", "up") if s.human else ("centre", up)
            plate = NamePlate(qrect(s.plate), display_name(self.names[s.seat]), s.human, grow)
            self.addItem(plate)
            self._plates.append(plate)
            plate.set_total(self._total_of(s.seat))
            bubble = SpeechBubble(qrect(s.bubble), QPointF(s.anchor.x, s.anchor.y))
            self.addItem(bubble)
            self._bubbles.append(bubble)
        self._banner = Banner(qrect(layout.message))
        self.addItem(self._banner)
        self._info = InfoPanel(qrect(layout.info))
        self.addItem(self._info)
        self._place_info()
        # the trick's cards (a Rettler pair or bomb spreads wider) and the human's hand:
        # neither the grown info panel nor a plate moved from under it lies on them
        spread = CARD_W * layout.trick_slot(0).scale * 0.25
        self._keep_clear = [
            qrect(layout.trick_slot(s.seat).rect()).adjusted(-spread, 0, spread, 0)
            for s in layout.seats
        ] + [qrect(layout.seats[human_seat].hand)]
        self._info.keep_clear(self._keep_clear)
        d = layout.discards
        self._discard_label = AreaLabel(QRectF(d.x, d.y, d.w, 20 * layout.k))
        self._discard_label.setVisible(False)
        self.addItem(self._discard_label)
        self._refloor()
        self.table_reset.emit()

    def set_text_floor(self, px: float) -> None:
        """The view's scale changed (the window was resized): the smallest text, in scene
        units, that is 9 pt on the screen (issue 25); the decorations follow."""
        if abs(px - self.text_floor) > 0.05:
            self.text_floor = px
            self._refloor()
            self.update()

    def _refloor(self) -> None:
        for item in self.items():
            refloor = getattr(item, "refloor", None)
            if callable(refloor):
                refloor()
        self._clear_of_info()

    def follow_look(self) -> None:
        """The deck's look changed (issue 25): cards of the new size where they lie, faces
        in the new colours; nothing else moves."""
        old = self.table_layout
        if old is not None and deck_look.look().card_factor != self._card_factor:
            r = self.sceneRect()
            self.table_layout = compute_layout(
                old.players,
                old.human_seat,
                Rect(r.x(), r.y(), r.width(), r.height()),
                deck_look.look().card_factor,
                old.clockwise,  # the seats keep their places round the table
            )
            if self._view is not None:
                self._place(projection_for(self._view).placements(self._view, self.table_layout))
        self._card_factor = deck_look.look().card_factor
        self.update()

    def retranslate(self) -> None:
        for plate, name in zip(self._plates, self.names, strict=False):
            plate.name = display_name(name)  # the human's default name follows the language
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
        """The cards the human may play from: his hand, then the playable top cards of
        his tableau (two-player Napoleon, N-VAR-1), which are clicked like hand cards."""
        if self.table_layout is None:
            return []
        seat = self.table_layout.human_seat
        tops = [it for it in self.zone_items(TABLEAU, seat) if it.interactive]
        return self.zone_items(HAND, seat) + tops

    def item_for(self, card: int) -> CardItem | None:
        """The item showing ``card`` (None when the scene does not know that card)."""
        for it in self._cards:
            if it.card == card:
                return it
        return None

    def plate(self, seat: int) -> NamePlate:
        return self._plates[seat]

    def set_totals(self, totals: Sequence[int] | None) -> None:
        """Each seat's running match total on its plate (None: none shown)."""
        self._totals = list(totals) if totals is not None else None
        for seat, plate in enumerate(self._plates):
            plate.set_total(self._total_of(seat))
        if self._view is not None:  # a game's score bar shows the totals too
            self.update_decorations(self._view)

    def seat_total(self, seat: int) -> int | None:
        """``seat``'s running match total (its partnership's), None when none is shown."""
        return self._total_of(seat)

    def _total_of(self, seat: int) -> int | None:
        totals = self._totals
        return totals[seat] if totals is not None and seat < len(totals) else None

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

    def hinted_cards(self) -> list[int]:
        """The cards carrying the hint's mark (tests)."""
        return [it.card for it in self._cards if it.hinted and it.card is not None]

    def hinted_items(self) -> list[CardItem]:
        return [it for it in self._cards if it.hinted]

    def winning_card(self) -> int | None:
        """The card highlighted as winning the trick being collected."""
        return next((it.card for it in self._cards if it.winning), None)

    @property
    def message(self) -> str:
        return self._banner.text if self._banner is not None and self._banner.isVisible() else ""

    def info_lines(self) -> list[str]:
        return list(self._info.lines) if self._info is not None else []

    def info_drawn(self) -> tuple[int, list[str]]:
        """The info panel's text size and rows as drawn (a long line wraps on two rows)."""
        return self._info.drawn() if self._info is not None else (0, [])

    def focused_card(self) -> int | None:
        focus = self.hand_input.focus
        return focus if any(it.card == focus for it in self.human_hand_items()) else None

    def armed_card(self) -> int | None:
        """Select-then-play: the card a first click chose (a second click plays it)."""
        return self.hand_input.armed

    # --- bubbles and banner --------------------------------------------------------------
    def show_speech(self, seat: int, text: str) -> None:
        if not 0 <= seat < len(self._bubbles):
            return
        self._speech[seat] = text
        bubble = self._bubbles[seat]
        bubble.set_text(text)
        bubble.setScale(1.0)
        self._place_bubble(seat, bubble)
        bubble.setVisible(True)

    def _place_bubble(self, seat: int, bubble: SpeechBubble) -> None:
        """The bubble at its seat's place, moved clear of the cards on the trick, of the
        human's hand and of the plates when it would hide one ("Belote!" with the card just
        played)."""
        layout = self.table_layout
        if layout is None or not 0 <= seat < len(layout.seats):
            return
        place = layout.seats[seat]
        home = QPointF(place.bubble.x + place.bubble.w / 2, place.bubble.y + place.bubble.h / 2)
        bubble.setPos(home)
        obstacles = [
            it.sceneBoundingRect()
            for it in self._cards
            if it.isVisible()
            and (it.zone[0] == TRICK or (it.zone[0] == HAND and it.zone[1] == layout.human_seat))
        ]
        # nor does it hide a seat's plate (issue 25: the grown plates of a small window)
        obstacles += [plate.sceneBoundingRect() for plate in self._plates if plate.isVisible()]
        if not obstacles:
            return
        body = bubble.mapRectToScene(bubble.body_rect())
        towards = QPointF(place.anchor.x, place.anchor.y) - home
        bubble.setPos(home + clear_offset(body, towards, obstacles, self.sceneRect()))

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

    def set_hinted(self, cards: Iterable[int], items: Iterable[CardItem] = ()) -> None:
        """Mark the cards a hint suggests (the engine's ``Hint.action``: one card, every card
        of a Rettler pair or bomb, a kitty exchange's set), or ``items`` (a face-down card,
        by place); empty: no hint. The mark selects, raises and focuses nothing."""
        self._hinted = list(cards)
        self._hinted_items = list(items)
        self._mark_hinted()

    def _mark_hinted(self) -> None:
        """Each hinted card marks the item showing it among the human's playable cards
        (that very copy, else another copy of the same card: Rettler's double deck), else
        in another hand (a dummy's card the human plays)."""
        marked: set[int] = {id(it) for it in self._hinted_items if it in self._cards}
        if self._hinted:
            hand = self.human_hand_items()
            for card in self._hinted:
                copy = card % DECK_STRIDE
                item = next(
                    (it for it in hand if it.card == card and id(it) not in marked),
                    None,
                ) or next(
                    (
                        it
                        for it in hand
                        if it.card is not None
                        and it.card % DECK_STRIDE == copy
                        and id(it) not in marked
                    ),
                    None,
                )
                if item is None:  # a card of another hand the human plays (a dummy's)
                    item = next(
                        (
                            it
                            for it in self._cards
                            if it.card == card and it.zone[0] == HAND and id(it) not in marked
                        ),
                        None,
                    )
                if item is not None:
                    marked.add(id(item))
        for it in self._cards:
            it.hinted = id(it) in marked

    def _apply_marks(self) -> None:
        hand = self.human_hand_items()
        legal = self._legal
        self.hand_input.settle([it.card for it in hand], legal)
        armed, focus = self.hand_input.armed, self.hand_input.focus
        for it in hand:
            card = it.card
            it.raised = legal is not None and card in legal
            it.dimmed = legal is not None and card not in legal
            it.selected = card in self._selected or (card is not None and card == armed)
            it.focused = card is not None and card == focus
        if self._hinted or self._hinted_items:
            self._mark_hinted()

    # --- sync: the scene becomes exactly the view ----------------------------------------
    def sync(self, view: TableView, names: Sequence[str] | None = None) -> None:
        layout = self.table_layout
        seats = table_seats(view)
        clockwise = seats_clockwise(view)
        if (
            layout is None
            or layout.players != seats
            or layout.human_seat != view.seat
            or layout.clockwise != clockwise
        ):
            self.setup_table(seats, view.seat, list(names or self.names), clockwise)
        elif names is not None:
            self.names = list(names)
            for plate, name in zip(self._plates, self.names, strict=False):
                plate.name = display_name(name)
                plate.update()
        self._view = view
        self.trick_display.trim(view)
        assert self.table_layout is not None
        self._place(projection_for(view).placements(view, self.table_layout))
        for seat in self._speech:  # the cards moved: no bubble may hide one
            self._place_bubble(seat, self._bubbles[seat])
        self.update_decorations(view)
        if self._turn is not None:  # the turn's place may depend on the view (a dummy)
            self.set_turn(self._turn)

    def _place(self, placements: list[Placement]) -> None:
        """Reuse the existing items (by card, then by place), create the missing ones,
        delete the rest, and put each exactly at its slot."""
        chosen: list[CardItem | None] = [None] * len(placements)
        used: set[int] = set()
        # look25: by card in its own place first, then by the card's face there (with two
        # decks, R-COMP-1, a view may name the other copy of the card a seat played), and
        # only then anywhere: the other copy's item, in another seat's hand, was taken for
        # the card just played and drawn there for a frame (a claim played out face up)
        by_place: dict[tuple[tuple[str, int], int], CardItem] = {}
        by_face: dict[tuple[tuple[str, int], int], CardItem] = {}
        by_card: dict[int, CardItem] = {}
        for it in self._cards:
            if it.card is not None:
                by_place.setdefault((it.zone, it.card), it)
                by_face.setdefault((it.zone, it.card % DECK_STRIDE), it)
                by_card.setdefault(it.card, it)
        for step in range(3):
            for i, p in enumerate(placements):
                if p.card is None or chosen[i] is not None:
                    continue
                known_item = (
                    by_place.get((p.zone, p.card))
                    if step == 0
                    else by_face.get((p.zone, p.card % DECK_STRIDE))
                    if step == 1
                    else by_card.get(p.card)
                )
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
                pick = next(
                    (it for it in spare if it.zone[1] == p.zone[1] and id(it) not in used), None
                )
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
            it.back = p.back
            it.corner = p.corner
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
        it.double_clicked.connect(self._item_double_clicked)
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
    def set_info(
        self, lines: list[str], elidable: Iterable[int] = (), compact: Iterable[str] = ()
    ) -> None:
        """The info panel's lines; those at ``elidable`` wrap onto a second row when too wide
        rather than shrinking every line (issue 25: never cut short); ``compact``: the same
        facts in fewer words, shown when the full lines would reach the trick's cards."""
        if self._info is not None:
            self._info.set_lines(lines, elidable, compact)
            self._clear_of_info()

    def set_captions(self, captions: dict[str, tuple[Rect, str]]) -> None:
        """The projection's captions by name, each a rectangle and its text; the ones not
        named go."""
        for name in list(self._captions):
            if name not in captions:
                self.removeItem(self._captions.pop(name))
        for name, (rect, text) in captions.items():
            item = self._captions.get(name)
            if item is None:
                item = Caption(qrect(rect), text)
                self.addItem(item)
                self._captions[name] = item
            else:
                item.set_rect(qrect(rect))
                item.set_text(text)

    def set_caption(self, name: str, text: str) -> None:
        """Change the text of caption ``name`` while an animation shows what it counts
        (the next ``set_captions`` sets it from the view again)."""
        item = self._captions.get(name)
        if item is not None:
            item.set_text(text)

    def captions(self) -> dict[str, str]:
        """The captions' texts by name (tests)."""
        return {name: item.text for name, item in self._captions.items()}

    def set_area_label(self, text: str | None) -> None:
        """The caption over the side row (None hides it)."""
        if self._discard_label is not None:
            self._discard_label.set_text(text or "")
            self._discard_label.setVisible(bool(text))

    def seat_name(self, seat: int) -> str:
        return self._name(seat)

    def update_decorations(self, view: TableView) -> None:
        projection_for(view).decorate(self, view)
        for plate in self._plates:  # a stacked plate's size follows its texts (issue 25)
            if plate.stacked():
                plate.refloor()
        self._clear_of_info()

    def _name(self, seat: int) -> str:
        own = self.seat_namer(seat) if self.seat_namer is not None else None
        if own:  # the puzzle's dummy, not "Player 2" (issue 25)
            return display_name(own)
        if 0 <= seat < len(self.names):
            return display_name(self.names[seat])
        return tr("table_seat", n=seat + 1)

    # --- events: public decorations every mode needs -------------------------------------
    def note_event(self, event: Event) -> None:
        """Show the speech bubbles ``event`` brings (the game's projection says which). The
        animation queue calls this for every event, also in instant mode; ``animation_for``
        calls it too."""
        self.trick_display.note(event)
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
    def animation_for(
        self, event: Event, view_after: TableView, duration_ms: int
    ) -> QAbstractAnimation | None:
        """An animation of ``event`` from the items' current places towards ``view_after``
        (None: nothing to animate; the caller syncs afterwards either way)."""
        self.note_event(event)
        layout = self.table_layout
        if (
            duration_ms <= 0
            or layout is None
            or layout.players != table_seats(view_after)
            or layout.human_seat != view_after.seat
            or layout.clockwise != seats_clockwise(view_after)
        ):
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
