"""Urako (浦高, N-VAR-7): the lead's declared kind (``PlayCard.trump``) binds
``state.deal_rules`` for the trick, so following and winning are that kind's ordinary code;
between tricks they are the contract's own."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...actions import Action, PlayCard
from ...cards import BIT, JOKER, JOKER_BIT, SUITS, MaskExpander
from ...events import TrickTrumpDeclared
from ...terms import trump_name
from ...text import said
from ..family.tricks import DealRules
from .params import URAKO_TRICK_KINDS

if TYPE_CHECKING:
    from .state import NapoleonState


# lead actions built once, at the first Urako deal (every Napoleon deal imports this module)
@cache
def _leads(kind: str) -> tuple[MaskExpander, tuple[PlayCard, ...]]:
    """The leads declaring ``kind``, and its joker leads naming each suit (N-PLAY-4)."""
    expander = MaskExpander([PlayCard(c, None, kind) for c in range(54)])
    return expander, tuple(PlayCard(JOKER, s, kind) for s in SUITS)


def trick_rules(state: NapoleonState, kind: str) -> DealRules:
    return DealRules.for_contract(state.rules, kind, state.hand_size)


def lead_actions(state: NapoleonState) -> list[Action]:
    """Every (card, kind) pair the lead rules of that kind allow in this trick; a joker
    lead under an NT-like kind once per named suit (N-PLAY-4)."""
    hand = state.hands[state.seat_]
    k = state.k
    out: list[Action] = []
    for kind in URAKO_TRICK_KINDS:
        dr = trick_rules(state, kind)
        mask = dr.legal_mask(hand, (), k, -1)
        expander, joker_leads = _leads(kind)
        if mask & JOKER_BIT and dr.joker_lead_needs_suit(k):
            out += expander.expand(mask & ~JOKER_BIT)
            out += joker_leads
        else:
            out += expander.expand(mask)
    return out


def explain_lead(state: NapoleonState, action: PlayCard) -> tuple[str, str] | None:
    kind = action.trump
    if kind is None:
        return "N-VAR-7", said(
            "under Urako the leader declares this trick's trump kind with the lead card"
        )
    if kind not in URAKO_TRICK_KINDS:
        return "N-VAR-7", said(
            "{trump} cannot be declared for a trick of Urako", trump=trump_name(kind)
        )
    dr = trick_rules(state, kind)
    hand = state.hands[state.seat_]
    k = state.k
    if not dr.legal_mask(hand, (), k, -1) & BIT[action.card]:
        return dr.why_illegal(hand, (), k, -1, action.card)
    needs_name = action.card == JOKER and dr.joker_lead_needs_suit(k)
    if needs_name and action.named_suit is None:
        return "N-PLAY-4", said("leading the joker here, you must name a suit")
    if not needs_name and action.named_suit is not None:
        return "N-PLAY-4", said("no suit is named with this card")
    return None


def declare(state: NapoleonState, kind: str) -> TrickTrumpDeclared:
    state.declared_trump = kind
    state.deal_rules = trick_rules(state, kind)
    state._legal_mask = -1
    return TrickTrumpDeclared(state.seat_, state.k, kind)


def end_trick(state: NapoleonState) -> None:
    state.declared_trump = ""
    state.deal_rules = DealRules.for_contract(state.rules, state.trump, state.hand_size)
    state._legal_mask = -1
