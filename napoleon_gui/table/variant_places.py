"""The places and animations the chapter-6 deals add to a table, shared by Napoleon's
(N-VAR-1/2/3, ``games/napoleon/variant_projection.py``) and Rettler's (R-VAR-1/2/3,
``games/rettler/variant_projection.py``) projections: one implementation for both games.

* the two-player tableaus (layout ``two_player_tableau``): each player's piles in front of
  him (``view.tableaus``: bottom card first, ``None`` face down); the human's playable tops
  (``view.tops``) are interactive, clicked like hand cards; ``PileCardTurned`` turns the
  uncovered card up;
* the face-down piles to choose from (``view.piles_taken`` or ``view.pile_owners``), the
  stock in the middle with its count (``view.stock_left``), the pile nobody took aside;
  ``PileChosen`` moves a pile into its chooser's hand, ``CardDrawn`` a card from the stock
  to the drawer (face up only to the human), ``KittyDrawn`` cards of the pile aside to the
  kitty.

The counts (how many piles, how many cards) come from the game's projection, which reads
them from the view and the rules; nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QSequentialAnimationGroup

from engine.cards import Card, sort_key
from engine.events import (
    CardDrawn,
    Dealt,
    Event,
    KittyDrawn,
    PileCardTurned,
    PileChosen,
    PilesDealt,
    TableauDealt,
)
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.table.layout import Rect, Slot, TableLayout
from napoleon_gui.table.placement import ASIDE, HAND, KITTY, PILES, STOCK, TABLEAU, Placement
from napoleon_gui.table.projection import TableView

if TYPE_CHECKING:
    from napoleon_gui.table.cards import CardItem
    from napoleon_gui.table.scene import TableScene

register(
    {
        "table_stock": N_("Stock: {n}"),
        "table_pile_number": N_("Pile {n}"),
        "table_unused": N_("Not in play: {n}"),
    }
)

#: the layout of the two-player tableau deals (N-VAR-1, R-VAR-1)
TABLEAU_LAYOUT = "two_player_tableau"
#: item indices within a seat's tableau zone: pile * STRIDE + position from the bottom
STRIDE = 8
Captions = dict[str, tuple[Rect, str]]
#: the events animated here (a game's projection lists them in ``own_events``)
VARIANT_EVENTS: tuple[type[Event], ...] = (
    Dealt,
    TableauDealt,
    PileCardTurned,
    PileChosen,
    CardDrawn,
    KittyDrawn,
    PilesDealt,
)


# --- what these places read of a game's variant view (Napoleon's and Rettler's alike) -----
class HandSizes(Protocol):
    def hand_size(self, players: int) -> int: ...


class TableauView(TableView, Protocol):
    """A two-player tableau deal's view (N-VAR-1, R-VAR-1)."""

    @property
    def tableaus(self) -> tuple[tuple[tuple[Card | None, ...], ...], ...]: ...
    @property
    def tops(self) -> tuple[tuple[Card, ...], ...]: ...


class DrawView(TableView, Protocol):
    """A two-player stock deal's view (N-VAR-2, R-VAR-2)."""

    @property
    def rules(self) -> HandSizes: ...
    @property
    def piles_taken(self) -> tuple[int, ...]: ...
    @property
    def stock_left(self) -> int: ...


class FourPilesView(TableView, Protocol):
    """A four-pile deal's view (N-VAR-3, R-VAR-3)."""

    @property
    def pile_owners(self) -> tuple[int, ...]: ...
    @property
    def unused_count(self) -> int: ...
    @property
    def end_unused(self) -> tuple[Card, ...] | None: ...


# --- placements ----------------------------------------------------------------------------
def tableau_placements(view: TableauView, layout: TableLayout) -> list[Placement]:
    """Every seat's tableau; the human's tops that the view lists are interactive."""
    out: list[Placement] = []
    for seat, piles in enumerate(view.tableaus):
        tops = set(view.tops[seat]) if seat < len(view.tops) else set()
        mine = seat == view.seat and view.result is None
        for p, pile in enumerate(piles):
            slots = layout.tableau_slots(seat, p, len(pile))
            for i, (card, slot) in enumerate(zip(pile, slots, strict=True)):
                top = i == len(pile) - 1 and card is not None and card in tops
                out.append(
                    Placement(
                        (TABLEAU, seat),
                        p * STRIDE + i,
                        card,
                        card is not None,
                        slot,
                        interactive=mine and top,
                    )
                )
    return out


def pile_row_placements(
    layout: TableLayout, free: Sequence[int], piles: int, size: int
) -> list[Placement]:
    """The face-down piles still to be chosen (``free`` of ``piles``, ``size`` cards each)."""
    return [
        Placement((PILES, p), i, None, False, s)
        for p in free
        for i, s in enumerate(layout.pile_row_slots(p, piles, size))
    ]


def aside_placements(
    layout: TableLayout, count: int, shown: Sequence[int] | None = None
) -> list[Placement]:
    """The pile out of play, face down (face up once the deal is over: ``shown``)."""
    cards: list[int | None] = [None] * count
    if shown is not None and len(shown) == count:
        cards = [*sorted(shown, key=sort_key)]
    return [
        Placement((ASIDE, 0), i, c, c is not None, s)
        for i, (c, s) in enumerate(zip(cards, layout.aside_slots(count), strict=True))
    ]


def draw_placements(view: DrawView, layout: TableLayout, piles: int) -> list[Placement]:
    """The stock deal: the piles while the players choose (then the unused one aside) and
    the stock in the middle (``view.piles_taken``, ``view.stock_left``)."""
    size = view.rules.hand_size(2)
    taken = view.piles_taken
    free = [p for p in range(piles) if p not in taken]
    if -1 in taken:
        out = pile_row_placements(layout, free, piles, size)
    else:
        out = aside_placements(layout, size * len(free))
    out.extend(
        Placement((STOCK, 0), i, None, False, s)
        for i, s in enumerate(layout.draw_stock_slots(view.stock_left))
    )
    return out


def four_pile_placements(
    view: FourPilesView, layout: TableLayout, piles: int, size: int, aside: int
) -> list[Placement]:
    """The four-pile deal: the free piles while the players choose (``view.pile_owners``),
    then ``aside`` cards of the pile nobody took (``view.end_unused`` face up at the end)."""
    owners = view.pile_owners
    if owners.count(-1) > 1:
        return pile_row_placements(layout, [p for p in range(piles) if owners[p] < 0], piles, size)
    return aside_placements(layout, aside, view.end_unused)


# --- captions --------------------------------------------------------------------------------
def pile_captions(layout: TableLayout, free: Sequence[int], piles: int) -> Captions:
    out: Captions = {}
    for p in free:
        slot = layout.pile_row_slots(p, piles, 1)[0]
        out[f"pile{p}"] = (layout.caption_under(slot), tr("table_pile_number", n=p + 1))
    return out


def aside_caption(layout: TableLayout, count: int) -> Captions:
    if not count:
        return {}
    slot = layout.aside_slots(1)[0]
    return {"aside": (layout.caption_under(slot), tr("table_unused", n=count))}


def draw_captions(layout: TableLayout, view: DrawView, piles: int) -> Captions:
    """ "Stock: n" under the stock, "Pile n" under each free pile, then "Not in play: n"."""
    out: Captions = {}
    if view.stock_left:
        slot = layout.draw_stock_slots(1)[0]
        out["stock"] = (layout.caption_under(slot), tr("table_stock", n=view.stock_left))
    taken = view.piles_taken
    free = [p for p in range(piles) if p not in taken]
    if -1 in taken:
        out.update(pile_captions(layout, free, piles))
    else:
        out.update(aside_caption(layout, view.rules.hand_size(2) * len(free)))
    return out


def four_pile_captions(layout: TableLayout, view: FourPilesView, piles: int) -> Captions:
    owners = view.pile_owners
    if owners.count(-1) > 1:
        return pile_captions(layout, [p for p in range(piles) if owners[p] < 0], piles)
    return aside_caption(layout, view.unused_count)


# --- animations ----------------------------------------------------------------------------
def _layout(scene: TableScene) -> TableLayout:
    layout = scene.table_layout
    assert layout is not None
    return layout


def tableau_dealt(scene: TableScene, d: int) -> QAbstractAnimation | None:
    """The tableaus are laid out from the middle, pile by pile; the face-up cards turn up."""
    layout = _layout(scene)
    items = [it for s in range(layout.players) for it in scene.zone_items(TABLEAU, s)]
    if not items:
        return None
    origin = layout.stock_slots(1)[0]
    group = QParallelAnimationGroup()
    stagger = max(1, d // 8)
    for i, it in enumerate(items):
        target = Slot(it.x(), it.y(), it.rotation(), it.scale(), it.zValue())
        up, card = it.face_up, it.card
        scene._put(it, Slot(origin.x, origin.y, 0.0, target.scale, 600 + i))
        it.face_up = False
        seq = QSequentialAnimationGroup()
        seq.addAnimation(scene.move_item(it, target, d, delay=i * stagger, flight_z=1500 + i))
        if up and card is not None:
            seq.addAnimation(scene.flip_item(it, True, card, d // 2))
        group.addAnimation(seq)
    return group


def pile_card_turned(scene: TableScene, event: PileCardTurned, d: int) -> QAbstractAnimation:
    """The card a played top uncovered turns face up (N-VAR-1, R-VAR-1)."""
    pile = [it for it in scene.zone_items(TABLEAU, event.seat) if it.index // STRIDE == event.pile]
    group = QParallelAnimationGroup()
    it = next((x for x in reversed(pile) if not x.face_up), None)
    if it is not None:
        it.card = event.card
        group.addAnimation(scene.flip_item(it, True, event.card, d))
    else:
        group.addAnimation(scene.flash_plate(event.seat, d, times=1))
    return group


def to_hand(
    scene: TableScene, seat: int, items: list[CardItem], cards: tuple[int, ...] | None, d: int
) -> QParallelAnimationGroup:
    """``items`` join ``seat``'s hand: face up and sorted in with the human's cards when
    ``cards`` (theirs) are known, face down otherwise."""
    layout = _layout(scene)
    group = QParallelAnimationGroup()
    human = seat == layout.human_seat and cards is not None and len(cards) == len(items)
    if human:
        assert cards is not None
        for it, card in zip(items, sorted(cards, key=sort_key), strict=True):
            it.card = card
            group.addAnimation(scene.flip_item(it, True, card, d, delay=d // 2))
        hand = scene.zone_items(HAND, seat) + items
        hand.sort(key=lambda it: sort_key(it.card if it.card is not None else 0))
    else:
        for it in items:
            it.card = None
        hand = scene.zone_items(HAND, seat) + items
    scene.refan(seat, hand, d, group)
    return group


def _choosing_done(view: TableView) -> bool:
    """Every player holds a pile (``pile_owners``: four-pile deals; ``piles_taken``: the
    two-player stock deals)."""
    owners = getattr(view, "pile_owners", ())
    if owners:
        return bool(owners.count(-1) == 1)
    return -1 not in getattr(view, "piles_taken", (-1,))


def pile_chosen(
    scene: TableScene, event: PileChosen, view: TableView, d: int
) -> QAbstractAnimation:
    """A player takes a face-down pile as his hand; once every player has one, the pile
    nobody took goes aside, face down."""
    items = scene.zone_items(PILES, event.pile)
    group = to_hand(scene, event.seat, items, event.cards, d)
    left = sorted({it.zone[1] for it in scene.card_items() if it.zone[0] == PILES})
    if _choosing_done(view) and len(left) == 1:
        rest = scene.zone_items(PILES, left[0])
        slots = _layout(scene).aside_slots(len(rest))
        for i, (it, slot) in enumerate(zip(rest, slots, strict=True)):
            it.zone = (ASIDE, 0)
            it.index = i
            group.addAnimation(scene.move_item(it, slot, d, delay=d // 2))
    return group


def card_drawn(scene: TableScene, event: CardDrawn, d: int) -> QAbstractAnimation | None:
    """The stock's top card goes to the drawer, face up only to the human."""
    stock = scene.zone_items(STOCK, 0)
    if not stock:
        return None
    it = stock[-1]
    scene.set_caption("stock", tr("table_stock", n=event.stock_left))
    cards = (event.card,) if event.card is not None else None
    return to_hand(scene, event.seat, [it], cards, d)


def kitty_drawn(scene: TableScene, event: KittyDrawn, d: int) -> QAbstractAnimation | None:
    """``count`` cards of the pile aside join the kitty (Napoleon's middle card, if any),
    face down."""
    layout = _layout(scene)
    aside = scene.zone_items(ASIDE, 0)
    middle = scene.zone_items(KITTY, 0)
    if len(aside) < event.count:
        return None
    drawn = aside[-event.count :]
    kitty = middle + drawn
    group = QParallelAnimationGroup()
    for i, (it, slot) in enumerate(zip(kitty, layout.kitty_slots(len(kitty)), strict=True)):
        it.zone = (KITTY, 0)
        it.index = i
        it.card = None
        group.addAnimation(scene.move_item(it, slot, d, delay=(i * d) // 6))
    remaining = aside[: -event.count]
    scene.set_caption("aside", tr("table_unused", n=len(remaining)))
    return group


def dealt_with_tableau(
    scene: TableScene, event: Dealt, view: TableView, d: int
) -> QAbstractAnimation:
    """The hands are dealt, then the tableaus are laid out from the stock (one animation,
    so the tableau never shows before its turn; ``TableauDealt`` that follows has nothing
    left to move)."""
    seq = QSequentialAnimationGroup()
    seq.addAnimation(scene.anim_dealt(event, view, d))  # places every item, tableaus too
    tableau = tableau_dealt(scene, d)
    if tableau is not None:
        seq.addAnimation(tableau)
    return seq


def animate(scene: TableScene, event: Event, view: TableView, d: int) -> QAbstractAnimation | None:
    """The animation of one of ``VARIANT_EVENTS``."""
    if isinstance(event, Dealt):
        if getattr(view, "layout", "") == TABLEAU_LAYOUT:
            return dealt_with_tableau(scene, event, view, d)
        return scene.anim_dealt(event, view, d)
    if isinstance(event, PileCardTurned):
        return pile_card_turned(scene, event, d)
    if isinstance(event, PileChosen):
        return pile_chosen(scene, event, view, d)
    if isinstance(event, CardDrawn):
        return card_drawn(scene, event, d)
    if isinstance(event, KittyDrawn):
        return kitty_drawn(scene, event, d)
    return None  # TableauDealt: laid out with the hands; PilesDealt: placed by the view
