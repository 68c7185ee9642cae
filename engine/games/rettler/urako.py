"""Urako in Rettler form (浦高, R-VAR-6): N-VAR-7's kinds (the spec's ``swim_nt``,
``film8_nt``, ``tekken_nt`` are Napoleon's names); the lead's declared kind binds
``state.round_rules`` for the round."""

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


def trick_rules(state: RoundPlay, kind: str) -> RoundRules:
    return RoundRules.for_contract(state.rules, kind, state.hand_size)


def lead_actions(state: RettlerState, lo: int, hi: int) -> list[Lead]:
    """Each lead the rules of each declarable kind allow, with that kind; no bomb."""
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
    state.round_rules = trick_rules(state, kind)
    return TrickTrumpDeclared(state.seat_, state.k, kind)


def end_round(state: RoundPlay, outcome: RoundOutcome) -> bool:
    """The contract's rules again; whether the winner may make a point request."""
    state.round_rules = RoundRules.for_contract(state.rules, URAKO, state.hand_size)
    return outcome.grants_point_request and outcome.reason in GRANTING


def explain_lead(state: RettlerState, action: Lead) -> tuple[str, str] | None:
    kind = action.trump
    if state.trump != URAKO:
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
