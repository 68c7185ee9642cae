"""Urako in Rettler form (浦高, rettler.md R-VAR-6, rule book 6.1.7).

The contract kind ``urako`` (Napoleon's N-VAR-7 kind): each round's leader declares that
round's trump kind together with the lead (``Lead.trump``), one of Napoleon's
``URAKO_TRICK_KINDS``: the nine normal kinds plus ``swim_club_nt`` (queens as bowers),
``film_club_nt`` (8s as bowers) and ``railway_club_nt`` (face values, no Mighty, same-two
works). The Rettler spec calls the three ``swim_nt``, ``film8_nt`` and ``tekken_nt``; the
engine uses Napoleon's identifiers for both games (one set of names).

Differences from Napoleon (R-VAR-6):

* any count may be bid (``bid_ladder``): Urako ranks **above black** (the highest kind) at
  every count but 40, where it ranks **below clubs** (the lowest);
* one adjutant only, whatever the table (``adjutants_allowed``: 1; no two-adjutant bid);
* a point request only after a round won by a double Mighty or a double joker
  (``grants``); under ``railway_club_nt`` a ♠A pair is an ordinary ace pair;
* no atomic bomb (``lead_actions`` offers none).

The declaration binds ``state.round_rules`` to that kind's ``RoundRules`` for the round, so
following, the winner and the first/last-round rules (R-PLAY-3; the three extra kinds as
Napoleon's DealRules sets them) are the ordinary code of that kind; between rounds
``round_rules`` are the contract's own (no trump, no bowers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import NO_SUIT
from ...events import TrickTrumpDeclared
from ...terms import trump_name
from ...text import said
from ..family.rules import URAKO, URAKO_TRICK_KINDS
from .actions import Lead
from .legality import lead_options
from .rounds import RoundOutcome, RoundRules

if TYPE_CHECKING:
    from .round_play import RoundPlay
    from .state import RettlerState

#: thresholds no hand reaches: Urako has no atomic bomb (R-VAR-6)
NO_BOMB = (99, 99)
#: the round outcomes after which the winner may make a point request under Urako
GRANTING = frozenset({"double_mighty", "double_joker_lead"})


def is_urako(state: RettlerState) -> bool:
    return state.trump == URAKO


def trick_rules(state: RoundPlay, kind: str) -> RoundRules:
    """The rules of a round whose leader declared ``kind`` (shared, cached)."""
    return RoundRules.for_contract(state.rules, kind, state.hand_size)


def lead_actions(state: RettlerState, lo: int, hi: int) -> list[Lead]:
    """Every legal lead of the current Urako round: each lead the rules of each declarable
    kind allow, with that kind; no bomb."""
    entitled = state.entitled == state.seat_
    left = state.hand_size - state.k + 1
    out: list[Lead] = []
    for kind in URAKO_TRICK_KINDS:
        rr = trick_rules(state, kind)
        for o in lead_options(rr, state.k, lo, hi, left, NO_BOMB, entitled):
            named = None if o.named_suit == NO_SUIT else o.named_suit
            out.append(Lead(o.cards, named, o.point_request, kind))
    return out


def declare(state: RoundPlay, kind: str) -> TrickTrumpDeclared:
    """The leader declares ``kind`` for the round about to be led (checked already)."""
    state.round_rules = trick_rules(state, kind)
    return TrickTrumpDeclared(state.seat_, state.k, kind)


def end_round(state: RoundPlay, outcome: RoundOutcome) -> bool:
    """After an Urako round: the contract's rules again; whether the winner may make a
    point request (only after a double Mighty or a double joker)."""
    state.round_rules = RoundRules.for_contract(state.rules, URAKO, state.hand_size)
    return outcome.grants_point_request and outcome.reason in GRANTING


def explain_lead(state: RettlerState, action: Lead) -> tuple[str, str] | None:
    """Why ``action`` may not lead the current round as far as Urako is concerned."""
    kind = action.trump
    if not is_urako(state):
        if kind is not None:
            return "R-VAR-6", said("only under Urako does the leader declare a trump kind")
        return None
    if kind is None:
        return "R-VAR-6", said(
            "under Urako the leader declares this round's trump kind with the lead"
        )
    if kind not in URAKO_TRICK_KINDS:
        return "R-VAR-6", said(
            "{trump} cannot be declared for a round of Urako", trump=trump_name(kind)
        )
    if len(action.cards) > 2:
        return "R-VAR-6", said("there is no atomic bomb under Urako")
    return None


__all__ = [
    "GRANTING",
    "NO_BOMB",
    "declare",
    "end_round",
    "explain_lead",
    "is_urako",
    "lead_actions",
    "trick_rules",
]
