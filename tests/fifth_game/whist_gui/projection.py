"""Whist on the table: a ``WhistView`` projected onto the shared layout zones (the human's
hand face up, the others face down, the trick, each winner's pile; the turned trump card in
the side row until the dealer plays it, W-DEAL-1). It only reads the view."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor

from engine.cards import sort_key
from engine.events import CardPlayed, Dealt, Event, TrickWon
from napoleon_gui.i18n import N_, Np_, register, suit_name, tr
from napoleon_gui.table.layout import TableLayout
from napoleon_gui.table.placement import DISCARD, HAND, PILE, TRICK, Placement
from napoleon_gui.table.projection import Projection, Speech
from napoleon_gui.table.projection import register as register_projection
from tests.fifth_game.whist.view import WhistView

# messages the catalogue already holds (a game outside napoleon_gui/ cannot add its own)
register(
    {
        "whist_team_ns": N_("Team N–S"),
        "whist_team_ew": N_("Team E–W"),
        "whist_trump": N_("Trump: {trump}"),
        "whist_dealer": N_("Dealer: {name}"),
        "whist_trick": Np_("table_trick_number", "Trick {k} of {n}"),
        "whist_tricks": N_("Tricks {n}"),
    }
)

#: the two partnerships' colours (the human's side first, W-SEAT-1)
TEAM_COLOURS = (QColor("#42a5f5"), QColor("#ef5350"))


def placements(view: WhistView, layout: TableLayout) -> list[Placement]:
    out: list[Placement] = []
    for seat in range(view.players):
        if seat == view.seat:
            cards = sorted(view.hand, key=sort_key)
            slots = layout.hand_slots(seat, len(cards))
            out.extend(
                Placement((HAND, seat), i, c, True, s, interactive=True)
                for i, (c, s) in enumerate(zip(cards, slots, strict=True))
            )
            continue
        slots = layout.hand_slots(seat, view.hand_sizes[seat])
        out.extend(Placement((HAND, seat), i, None, False, s) for i, s in enumerate(slots))
    for order, (seat, card) in enumerate(view.trick):
        out.append(Placement((TRICK, seat), 0, card, True, layout.trick_slot(seat, order)))
    piles = [0] * view.players
    for trick in view.completed:
        piles[trick.winner] += len(trick.plays)
    for seat in range(view.players):
        out.extend(
            Placement((PILE, seat), i, None, False, s)
            for i, s in enumerate(layout.pile_slots(seat, piles[seat]))
        )
    if not view.trump_card_out and view.seat != view.dealer:
        # W-DEAL-1: everybody saw the turned card; it stays shown until the dealer plays it
        slot = layout.discard_slots(1)[0]
        out.append(Placement((DISCARD, 0), 0, view.trump_card, True, slot))
    return out


def decorate(scene: Any, view: WhistView) -> None:
    """Name plates (team stripe and label, tricks taken, the dealer) and the info panel."""
    for seat in range(view.players):
        plate = scene.plate(seat)
        ours = view.side_of(seat) == view.side_of(view.seat)
        plate.team_colour = TEAM_COLOURS[0 if ours else 1]
        plate.points_key = "whist_tricks"
        tricks = sum(1 for t in view.completed if t.winner == seat)
        plate.set_state(
            role=tr("whist_team_ns" if ours else "whist_team_ew"),
            points=tricks,
            dealer=seat == view.dealer,
        )
        plate.update()
    lines = [
        tr("whist_trump", trump=suit_name(view.trump)),
        tr("whist_dealer", name=scene.seat_name(view.dealer)),
    ]
    if view.phase == "play":
        lines.append(tr("whist_trick", k=len(view.completed) + 1, n=13))
    scene.set_info(lines)
    scene.set_area_label(None)


def speech(event: Event, view: object = None) -> Speech:
    """No words at a whist table: a new deal or trick clears the bubbles."""
    if isinstance(event, Dealt | TrickWon):
        return True, [], []
    if isinstance(event, CardPlayed):
        return False, [event.seat], []
    return False, [], []


class WhistProjection(Projection):
    placements = staticmethod(placements)
    decorate = staticmethod(decorate)
    speech = staticmethod(speech)


register_projection(WhistView, WhistProjection())
