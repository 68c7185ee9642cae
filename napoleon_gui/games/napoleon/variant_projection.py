"""Napoleon's chapter-6 deals on the table: the places the two-player and four-pile deals
add to Napoleon's projection (``projection.py``), and their events' animations.

* N-VAR-1 (``TwoPlayerView``, layout ``two_player_tableau``): each player's tableau of five
  piles in front of him (``view.tableaus``: bottom card first, ``None`` face down); the
  human's playable tops (``view.tops``) are clicked like hand cards, their legality is the
  engine's (``TableScene.set_legal``). The piles are laid out after the hands are dealt,
  ``PileCardTurned`` turns the uncovered card up.
* N-VAR-2 (layout ``two_player_draw``): the three face-down piles while the players choose
  (``view.piles_taken``), the stock in the middle with its count (``view.stock_left``), the
  unused pile aside face down. ``PileChosen`` moves a pile into its chooser's hand,
  ``CardDrawn`` a card from the stock to the drawer (face up only to the human).
* N-VAR-3 (``FourPileView``): four face-down piles and the middle card after
  ``PilesDealt``; ``PileChosen`` as above; the pile nobody took lies aside; ``KittyDrawn``
  moves 4 of its cards to the middle card, the kitty the Napoleon takes next.

Nothing here decides a rule: it reads the views and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QSequentialAnimationGroup

from engine.cards import sort_key
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
from engine.games.napoleon.four_pile import PILE_SIZE, PILES, FourPileView
from engine.games.napoleon.two_player import DRAW_PILES, TABLEAU, TwoPlayerView
from napoleon_gui.games.napoleon import projection as base
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.table.layout import Slot, TableLayout
from napoleon_gui.table.placement import ASIDE, HAND, KITTY, STOCK, Placement
from napoleon_gui.table.placement import PILES as PILE_ROW
from napoleon_gui.table.placement import TABLEAU as TABLEAU_ZONE
from napoleon_gui.table.projection import register as register_projection

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

register(
    {
        "table_stock": N_("Stock: {n}"),
        "table_pile_number": N_("Pile {n}"),
        "table_unused": N_("Not in play: {n}"),
    }
)

#: item indices within a seat's tableau zone: pile * STRIDE + position from the bottom
STRIDE = 8


# --- placements ----------------------------------------------------------------------------
def tableau_placements(view: TwoPlayerView, layout: TableLayout) -> list[Placement]:
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
                        (TABLEAU_ZONE, seat),
                        p * STRIDE + i,
                        card,
                        card is not None,
                        slot,
                        interactive=mine and top,
                    )
                )
    return out


def draw_placements(view: TwoPlayerView, layout: TableLayout) -> list[Placement]:
    out: list[Placement] = []
    size = view.rules.hand_size(2)
    taken = view.piles_taken
    choosing = -1 in taken
    for p in range(DRAW_PILES):
        if p in taken:
            continue
        slots = layout.pile_row_slots(p, DRAW_PILES, size) if choosing else []
        if not choosing:
            slots = layout.aside_slots(size)
        zone = (PILE_ROW, p) if choosing else (ASIDE, 0)
        out.extend(Placement(zone, i, None, False, s) for i, s in enumerate(slots))
    out.extend(
        Placement((STOCK, 0), i, None, False, s)
        for i, s in enumerate(layout.draw_stock_slots(view.stock_left))
    )
    return out


def two_player_placements(view: TwoPlayerView, layout: TableLayout) -> list[Placement]:
    out = base.placements(view, layout)
    if view.layout == TABLEAU:
        return out + tableau_placements(view, layout)
    return out + draw_placements(view, layout)


def four_pile_placements(view: FourPileView, layout: TableLayout) -> list[Placement]:
    out = [p for p in base.placements(view, layout) if p.zone[0] != KITTY]
    owners = view.pile_owners
    choosing = owners.count(-1) > 1
    if choosing:
        for p in range(PILES):
            if owners[p] < 0:
                out.extend(
                    Placement((PILE_ROW, p), i, None, False, s)
                    for i, s in enumerate(layout.pile_row_slots(p, PILES, PILE_SIZE))
                )
    else:
        kitty_size = view.rules.kitty_size(view.players)
        count = view.unused_count + (kitty_size - 1 if view.kitty_on_table else 0)
        shown = view.end_unused if view.end_unused is not None else None
        cards: list[int | None] = [None] * count
        if shown is not None and len(shown) == count:
            cards = [*sorted(shown, key=sort_key)]
        out.extend(
            Placement((ASIDE, 0), i, c, c is not None, s)
            for i, (c, s) in enumerate(zip(cards, layout.aside_slots(count), strict=True))
        )
    if choosing or view.kitty_on_table:  # the middle card (N-VAR-3), face down
        card = view.end_kitty[0] if view.end_kitty else None
        for i, s in enumerate(layout.kitty_slots(1)):
            out.append(Placement((KITTY, 0), i, card, card is not None, s))
    return out


# --- decorations ---------------------------------------------------------------------------
def two_player_captions(scene: TableScene, view: TwoPlayerView) -> base.Captions:
    layout = scene.table_layout
    out: base.Captions = {}
    if layout is None or view.layout == TABLEAU:
        return out
    if view.stock_left:
        slot = layout.draw_stock_slots(1)[0]
        out["stock"] = (layout.caption_under(slot), tr("table_stock", n=view.stock_left))
    size = view.rules.hand_size(2)
    if -1 in view.piles_taken:
        for p in range(DRAW_PILES):
            if p not in view.piles_taken:
                slot = layout.pile_row_slots(p, DRAW_PILES, 1)[0]
                out[f"pile{p}"] = (layout.caption_under(slot), tr("table_pile_number", n=p + 1))
    else:
        slot = layout.aside_slots(1)[0]
        out["aside"] = (layout.caption_under(slot), tr("table_unused", n=size))
    return out


def four_pile_captions(scene: TableScene, view: FourPileView) -> base.Captions:
    layout = scene.table_layout
    out: base.Captions = {}
    if layout is None:
        return out
    owners = view.pile_owners
    if owners.count(-1) > 1:
        for p in range(PILES):
            if owners[p] < 0:
                slot = layout.pile_row_slots(p, PILES, 1)[0]
                out[f"pile{p}"] = (layout.caption_under(slot), tr("table_pile_number", n=p + 1))
    elif view.unused_count:
        slot = layout.aside_slots(1)[0]
        out["aside"] = (layout.caption_under(slot), tr("table_unused", n=view.unused_count))
    return out


def decorate_two(scene: TableScene, view: TwoPlayerView) -> None:
    base.decorate(scene, view, two_player_captions(scene, view))


def decorate_four(scene: TableScene, view: FourPileView) -> None:
    base.decorate(scene, view, four_pile_captions(scene, view))


# --- animations ----------------------------------------------------------------------------
def _layout(scene: TableScene) -> TableLayout:
    layout = scene.table_layout
    assert layout is not None
    return layout


def _tableau_dealt(scene: TableScene, d: int) -> QAbstractAnimation | None:
    """The tableaus are laid out from the middle, pile by pile; the face-up cards turn up."""
    layout = _layout(scene)
    items = [it for s in range(layout.players) for it in scene.zone_items(TABLEAU_ZONE, s)]
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


def _pile_card_turned(scene: TableScene, event: PileCardTurned, d: int) -> QAbstractAnimation:
    """N-VAR-1: the card the played top uncovered turns face up."""
    pile = [
        it for it in scene.zone_items(TABLEAU_ZONE, event.seat) if it.index // STRIDE == event.pile
    ]
    group = QParallelAnimationGroup()
    it = next((x for x in reversed(pile) if not x.face_up), None)
    if it is not None:
        it.card = event.card
        group.addAnimation(scene.flip_item(it, True, event.card, d))
    else:
        group.addAnimation(scene.flash_plate(event.seat, d, times=1))
    return group


def _to_hand(
    scene: TableScene, seat: int, items: list[Any], cards: tuple[int, ...] | None, d: int
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


def _pile_chosen(scene: TableScene, event: PileChosen, view: Any, d: int) -> QAbstractAnimation:
    """A player takes a face-down pile as his hand; once every player has one, the pile
    nobody took goes aside, face down."""
    items = scene.zone_items(PILE_ROW, event.pile)
    group = _to_hand(scene, event.seat, items, event.cards, d)
    if isinstance(view, FourPileView):
        done = view.pile_owners.count(-1) == 1
    else:
        done = -1 not in getattr(view, "piles_taken", (-1,))
    left = sorted({it.zone[1] for it in scene.card_items() if it.zone[0] == PILE_ROW})
    if done and len(left) == 1:
        rest = scene.zone_items(PILE_ROW, left[0])
        slots = _layout(scene).aside_slots(len(rest))
        for i, (it, slot) in enumerate(zip(rest, slots, strict=True)):
            it.zone = (ASIDE, 0)
            it.index = i
            group.addAnimation(scene.move_item(it, slot, d, delay=d // 2))
    return group


def _card_drawn(scene: TableScene, event: CardDrawn, d: int) -> QAbstractAnimation | None:
    """N-VAR-2: the stock's top card goes to the drawer, face up only to the human."""
    stock = scene.zone_items(STOCK, 0)
    if not stock:
        return None
    it = stock[-1]
    scene.set_caption("stock", tr("table_stock", n=event.stock_left))
    cards = (event.card,) if event.card is not None else None
    return _to_hand(scene, event.seat, [it], cards, d)


def _kitty_drawn(scene: TableScene, event: KittyDrawn, d: int) -> QAbstractAnimation | None:
    """N-VAR-3: ``count`` cards of the pile aside join the middle card, face down."""
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
    return group


def _dealt_with_tableau(scene: TableScene, event: Dealt, view: Any, d: int) -> QAbstractAnimation:
    """N-VAR-1: the hands are dealt, then the tableaus are laid out from the stock (one
    animation, so the tableau never shows before its turn; ``TableauDealt`` that follows
    has nothing left to move)."""
    seq = QSequentialAnimationGroup()
    seq.addAnimation(scene.anim_dealt(event, view, d))  # places every item, tableaus too
    tableau = _tableau_dealt(scene, d)
    if tableau is not None:
        seq.addAnimation(tableau)
    return seq


def animate(scene: TableScene, event: Event, view: Any, d: int) -> QAbstractAnimation | None:
    if isinstance(event, Dealt) and isinstance(view, TwoPlayerView) and view.layout == TABLEAU:
        return _dealt_with_tableau(scene, event, view, d)
    if isinstance(event, Dealt):
        return scene.anim_dealt(event, view, d)
    if isinstance(event, TableauDealt):
        return None  # laid out with the hands (``_dealt_with_tableau``)
    if isinstance(event, PileCardTurned):
        return _pile_card_turned(scene, event, d)
    if isinstance(event, PileChosen):
        return _pile_chosen(scene, event, view, d)
    if isinstance(event, CardDrawn):
        return _card_drawn(scene, event, d)
    if isinstance(event, KittyDrawn):
        return _kitty_drawn(scene, event, d)
    if isinstance(event, PilesDealt):
        return None
    return base.animate(scene, event, view, d)


VARIANT_EVENTS: tuple[type[Event], ...] = (
    Dealt,
    TableauDealt,
    PileCardTurned,
    PileChosen,
    CardDrawn,
    KittyDrawn,
    PilesDealt,
)


class TwoPlayerProjection(base.NapoleonProjection):
    own_events = (*base.NapoleonProjection.own_events, *VARIANT_EVENTS)
    placements = staticmethod(two_player_placements)
    decorate = staticmethod(decorate_two)
    animate = staticmethod(animate)


class FourPileProjection(base.NapoleonProjection):
    own_events = (*base.NapoleonProjection.own_events, *VARIANT_EVENTS)
    placements = staticmethod(four_pile_placements)
    decorate = staticmethod(decorate_four)
    animate = staticmethod(animate)


register_projection(TwoPlayerView, TwoPlayerProjection())
register_projection(FourPileView, FourPileProjection())
