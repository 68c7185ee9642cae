"""Urako (浦高, napoleon.md N-VAR-7, rule book 6.1.7): the leader of every trick declares
that trick's trump kind together with the lead card.

The contract kind ``urako`` is bid only at 20, lowest of all kinds at 20, and without an
adjutant (``NapoleonState._settle`` goes straight to the kitty). In play, a lead is a
``PlayCard`` whose ``trump`` is the declared kind, one of ``URAKO_TRICK_KINDS``: every
normal kind (the book lists ``chigaku_nt`` among them) plus ``swim_club_nt`` (queens as
bowers), ``film_club_nt`` (8s as bowers) and ``railway_club_nt`` (face values, no Mighty).
The declaration binds ``state.deal_rules`` to that kind's ``DealRules`` for the rest of the
trick, so following, the trick winner and the first/last-trick switches (N-TRICK-18, the
extra kinds counting as NT family: DECISION) are the ordinary code of that kind. Between
tricks ``deal_rules`` are the contract's own (no trump suit, no bowers).

The state machine calls the functions here from a few hooks; every other preset never
reaches them.
"""

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


# Pre-built lead actions, so the hot path builds no objects; built at the first Urako deal,
# not when the table starts (every Napoleon deal imports this module).
@cache
def _lead_expander(kind: str) -> MaskExpander:
    """Every lead under the declarable ``kind``."""
    return MaskExpander([PlayCard(c, None, kind) for c in range(54)])


@cache
def _joker_leads(kind: str) -> tuple[PlayCard, ...]:
    """A joker lead naming a suit under ``kind`` (N-PLAY-4 under the NT-like kinds)."""
    return tuple(PlayCard(JOKER, s, kind) for s in SUITS)


def trick_rules(state: NapoleonState, kind: str) -> DealRules:
    """The rules of a trick whose leader declared ``kind`` (shared, cached)."""
    return DealRules.for_contract(state.rules, kind, state.hand_size)


def lead_actions(state: NapoleonState) -> list[Action]:
    """Every legal lead of the current Urako trick: each (card, kind) pair the lead rules of
    that kind allow in this trick (e.g. no joker lead to trick 1 under a suit kind of the
    book, N-PLAY-6), a joker lead under an NT-like kind once per named suit."""
    hand = state.hands[state.seat_]
    k = state.k
    out: list[Action] = []
    for kind in URAKO_TRICK_KINDS:
        dr = trick_rules(state, kind)
        mask = dr.legal_mask(hand, (), k, -1)
        if mask & JOKER_BIT and dr.joker_lead_needs_suit(k):
            out += _lead_expander(kind).expand(mask & ~JOKER_BIT)
            out += _joker_leads(kind)
        else:
            out += _lead_expander(kind).expand(mask)
    return out


def explain_lead(state: NapoleonState, action: PlayCard) -> tuple[str, str] | None:
    """Why ``action`` may not lead the current Urako trick, or ``None`` when it may."""
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
    """The leader declares ``kind`` for the trick about to be led (checked already)."""
    state.declared_trump = kind
    state.deal_rules = trick_rules(state, kind)
    state._legal_mask = -1
    return TrickTrumpDeclared(state.seat_, state.k, kind)


def end_trick(state: NapoleonState) -> None:
    """After an Urako trick: no kind is declared until the next lead."""
    state.declared_trump = ""
    state.deal_rules = DealRules.for_contract(state.rules, state.trump, state.hand_size)
    state._legal_mask = -1


__all__ = [
    "declare",
    "end_trick",
    "explain_lead",
    "lead_actions",
    "trick_rules",
]
