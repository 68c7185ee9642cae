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

The places and animations themselves are shared with Rettler's deals
(``napoleon_gui/table/variant_places.py``). Nothing here decides a rule: it reads the views
and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation

from engine.events import Event
from engine.games.family.four_pile import PILES
from engine.games.family.two_player import DRAW_PILES, TABLEAU
from engine.games.napoleon.four_pile import PILE_SIZE, FourPileView
from engine.games.napoleon.two_player import TwoPlayerView
from engine.games.napoleon.view import NapoleonView
from napoleon_gui.games.napoleon import projection as base
from napoleon_gui.table import variant_places as places
from napoleon_gui.table.layout import TableLayout
from napoleon_gui.table.placement import KITTY, Placement
from napoleon_gui.table.projection import register as register_projection
from napoleon_gui.table.variant_places import STRIDE, VARIANT_EVENTS

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

__all__ = ["STRIDE", "FourPileProjection", "TwoPlayerProjection"]


# --- placements ----------------------------------------------------------------------------
def two_player_placements(view: TwoPlayerView, layout: TableLayout) -> list[Placement]:
    out = base.placements(view, layout)
    if view.layout == TABLEAU:
        return out + places.tableau_placements(view, layout)
    return out + places.draw_placements(view, layout, DRAW_PILES)


def four_pile_placements(view: FourPileView, layout: TableLayout) -> list[Placement]:
    """N-VAR-3: the free piles, then the pile aside (its 9 unused cards, plus the 4 to be
    drawn while the kitty is on the table) and the middle card, face down."""
    out = [p for p in base.placements(view, layout) if p.zone[0] != KITTY]
    kitty_size = view.rules.kitty_size(view.players)
    aside = view.unused_count + (kitty_size - 1 if view.kitty_on_table else 0)
    out += places.four_pile_placements(view, layout, PILES, PILE_SIZE, aside)
    if view.pile_owners.count(-1) > 1 or view.kitty_on_table:  # the middle card, face down
        card = view.end_kitty[0] if view.end_kitty else None
        for i, s in enumerate(layout.kitty_slots(1)):
            out.append(Placement((KITTY, 0), i, card, card is not None, s))
    return out


# --- decorations ---------------------------------------------------------------------------
def decorate_two(scene: TableScene, view: TwoPlayerView) -> None:
    layout = scene.table_layout
    captions: places.Captions = {}
    if layout is not None and view.layout != TABLEAU:
        captions = places.draw_captions(layout, view, DRAW_PILES)
    base.decorate(scene, view, captions)


def decorate_four(scene: TableScene, view: FourPileView) -> None:
    layout = scene.table_layout
    captions = places.four_pile_captions(layout, view, PILES) if layout is not None else {}
    base.decorate(scene, view, captions)


# --- animations ----------------------------------------------------------------------------
def animate(
    scene: TableScene, event: Event, view: NapoleonView, d: int
) -> QAbstractAnimation | None:
    if isinstance(event, VARIANT_EVENTS):
        return places.animate(scene, event, view, d)
    return base.animate(scene, event, view, d)


class TwoPlayerProjection(base.NapoleonProjection[TwoPlayerView]):
    own_events = (*base.NapoleonProjection.own_events, *VARIANT_EVENTS)
    placements = staticmethod(two_player_placements)
    decorate = staticmethod(decorate_two)
    animate = staticmethod(animate)


class FourPileProjection(base.NapoleonProjection[FourPileView]):
    own_events = (*base.NapoleonProjection.own_events, *VARIANT_EVENTS)
    placements = staticmethod(four_pile_placements)
    decorate = staticmethod(decorate_four)
    animate = staticmethod(animate)


register_projection(TwoPlayerView, TwoPlayerProjection())
register_projection(FourPileView, FourPileProjection())
