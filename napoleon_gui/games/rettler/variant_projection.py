"""Rettler's chapter-6 deals on the table (R-VAR-1, R-VAR-2, R-VAR-3): what the two-player
and four-pile deals add to Rettler's projection (``projection.py``). The places and the
animations are the ones Napoleon's same deals use (``napoleon_gui/table/variant_places.py``).

* R-VAR-1 (``TwoPlayerView``, layout ``two_player_tableau``): each player's ten piles of
  three in front of him; the human's playable tops are clicked like hand cards (into a
  unit to lead, or played when following); an uncovered card turns up.
* R-VAR-2 (layout ``two_player_draw``): the three piles of 10 while the players choose,
  the stock of 78 in the middle with its count, the unused pile aside; after every round
  the draws (winner first) fly from the stock.
* R-VAR-3 (``FourPileView``): four face-down piles of 27; the pile nobody took lies aside,
  the Rettler's 6 kitty cards are drawn from it, the other 21 stay out of play.

Nothing here decides a rule: it reads the views and the events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation

from engine.events import Event, PileCardTurned
from engine.games.family.two_player import TABLEAU
from engine.games.rettler.four_pile import PILE_SIZE, FourPileView
from engine.games.rettler.params import DRAW_PILES, FOUR_PILES
from engine.games.rettler.two_player import TwoPlayerView
from engine.games.rettler.view import RettlerView
from napoleon_gui.games.rettler import projection as base
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.table import variant_places as places
from napoleon_gui.table.layout import TableLayout
from napoleon_gui.table.placement import KITTY, Placement
from napoleon_gui.table.placement import TABLEAU as TABLEAU_ZONE
from napoleon_gui.table.projection import register as register_projection
from napoleon_gui.table.variant_places import STRIDE, VARIANT_EVENTS

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

register(
    {
        "ret_info_face_down": N_("Face down in the piles: {n}"),
        "ret_info_stock": N_("Stock: {n}"),
        "ret_info_unused": N_("Not in play: {n}"),
    }
)


# --- placements ----------------------------------------------------------------------------
def two_player_placements(view: TwoPlayerView, layout: TableLayout) -> list[Placement]:
    out = base.placements(view, layout)
    if view.layout == TABLEAU:
        return out + places.tableau_placements(view, layout)
    return out + places.draw_placements(view, layout, DRAW_PILES)


def four_pile_placements(view: FourPileView, layout: TableLayout) -> list[Placement]:
    """R-VAR-3: while the kitty is "on the table" its 6 cards still lie in the pile aside
    (they are drawn from it after the adjutant call), so the pile shows 27 cards, then 21."""
    out = base.placements(view, layout)
    aside = view.unused_count
    if view.kitty_on_table:
        out = [p for p in out if p.zone[0] != KITTY]
        aside += view.rules.kitty_size(view.players)
    return out + places.four_pile_placements(view, layout, FOUR_PILES, PILE_SIZE, aside)


# --- decorations ---------------------------------------------------------------------------
def variant_line(view: RettlerView) -> str:
    """The info line of the deal's own cards: face-down pile cards (R-VAR-1), the stock
    (R-VAR-2), the cards out of play (R-VAR-3)."""
    if isinstance(view, FourPileView):
        chosen = view.pile_owners.count(-1) <= 1
        return tr("ret_info_unused", n=view.unused_count) if chosen else ""
    if not isinstance(view, TwoPlayerView):
        return ""
    if view.layout == TABLEAU:
        hidden = sum(c is None for piles in view.tableaus for p in piles for c in p)
        return tr("ret_info_face_down", n=hidden) if hidden else ""
    return tr("ret_info_stock", n=view.stock_left) if view.stock_left else ""


def info_lines(scene: TableScene, view: RettlerView) -> list[str]:
    """Rettler's lines with the deal's own line second (at most five lines in all); the
    two-player deals have no adjutant to call (R-VAR-1/2), so no line says none was."""
    lines = base.info_lines(scene, view)
    if isinstance(view, TwoPlayerView):
        lines = [line for line in lines if line != tr("ret_no_call")]
    extra = variant_line(view)
    if extra:
        lines.insert(1, extra)
    return lines[:5]


def decorate_two(scene: TableScene, view: TwoPlayerView) -> None:
    layout = scene.table_layout
    captions: places.Captions = {}
    if layout is not None and view.layout != TABLEAU:
        captions = places.draw_captions(layout, view, DRAW_PILES)
    base.decorate(scene, view, captions, info_lines(scene, view))


def decorate_four(scene: TableScene, view: FourPileView) -> None:
    layout = scene.table_layout
    captions = places.four_pile_captions(layout, view, FOUR_PILES) if layout is not None else {}
    base.decorate(scene, view, captions, info_lines(scene, view))


# --- animations ----------------------------------------------------------------------------
def animate(
    scene: TableScene, event: Event, view: RettlerView, d: int
) -> QAbstractAnimation | None:
    if isinstance(event, PileCardTurned):
        # the round's move (``morph``) has already turned the uncovered card up, unless
        # it is still face down on the table
        pile = [
            it
            for it in scene.zone_items(TABLEAU_ZONE, event.seat)
            if it.index // STRIDE == event.pile and not it.face_up
        ]
        return places.pile_card_turned(scene, event, d) if pile else None
    if isinstance(event, VARIANT_EVENTS):
        return places.animate(scene, event, view, d)
    return base.animate(scene, event, view, d)


class TwoPlayerProjection(base.RettlerProjection[TwoPlayerView]):
    own_events = (*base.RettlerProjection.own_events, *VARIANT_EVENTS)
    placements = staticmethod(two_player_placements)
    decorate = staticmethod(decorate_two)
    animate = staticmethod(animate)


class FourPileProjection(base.RettlerProjection[FourPileView]):
    own_events = (*base.RettlerProjection.own_events, *VARIANT_EVENTS)
    placements = staticmethod(four_pile_placements)
    decorate = staticmethod(decorate_four)
    animate = staticmethod(animate)


register_projection(TwoPlayerView, TwoPlayerProjection())
register_projection(FourPileView, FourPileProjection())
