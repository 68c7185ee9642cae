"""Issue 25 (claimw25), claim of masters in Rettler: the hooks ``engine.claim_masters`` asks.

A claim of masters is a seat to lead that wins every round left by leading its cards one by
one (single rounds, R-PLAY-2). These hooks judge such single rounds by the deal's own round
rules (``rounds.resolve_singles``: same-two, the Yoromeki chain, the edge rounds' powerless
trumps, R-RANK-1..4) and the duty to follow a single lead (``legality.single_follow_mask``,
R-PLAY-11). Cards are instance ids of two decks: a code's copies are ``c`` and
``c + DECK_STRIDE``, alike in every rule.

Only the plain game (``RettlerState``) with an ordinary lead is judged; the rest is left to
the exact check (None): the joker, the bridge and ♠3 leads (their calls and named suits,
R-JOKER-1, R-BRIDGE-1, R-PLAY-8), a led 2 where same-two may apply (whether its twin comes
last decides, R-SAME-5: the order after the lead would matter), point requests, Urako and
the chapter-6 variants.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import Action
from ...cards import BRIDGE, DECK_STRIDE, JOKER, RANK_OF, iter_bits
from ...core import GameState
from ..family.rules import URAKO
from .actions import Lead
from .legality import names_suit, single_follow_mask
from .rounds import SPADE_THREE, RoundContext, resolve_singles
from .state import PLAY, RettlerState


def _context(state: GameState, later: int, lead: int) -> RoundContext | None:
    """The single round led with ``lead`` (an instance id) ``later`` rounds from now, when
    the claimer leads single cards to every round; None where these hooks do not judge."""
    if type(state) is not RettlerState or state.phase_ != PLAY or state.ctx is not None:
        return None
    rr = state.round_rules
    if rr is None or state.trump == URAKO or state.early_stop:
        return None
    k = state.k + later
    code = lead % DECK_STRIDE
    if k > state.hand_size or code >= 52 or code in (JOKER, BRIDGE, SPADE_THREE):
        return None
    if names_suit(rr, code, False):
        return None
    ctx = rr.context(k, 1, code)
    if ctx.joker_like or ctx.point_request or ctx.joker_call or ctx.bomb:
        return None
    if ctx.same_two_possible and RANK_OF[code] == 2:
        return None  # a led 2: its twin played last would return it (R-SAME-5)
    return ctx


def trick_winner(state: GameState, later: int, cards: Sequence[int]) -> int | None:
    """``GameSpec.trick_winner``: the position in ``cards`` (one instance per seat, the
    lead first) of the card that wins the single round, by R-RANK-1..4."""
    ctx = _context(state, later, cards[0])
    if ctx is None:
        return None
    return resolve_singles(ctx, [c % DECK_STRIDE for c in cards]).position


def follow_options(state: GameState, later: int, lead: int, hand: int) -> int | None:
    """``GameSpec.follow_options``: the instances of ``hand`` (a mask of instance ids) that
    may follow the single ``lead``: the suit led while one is held (R-PLAY-11)."""
    ctx = _context(state, later, lead)
    if ctx is None:
        return None
    held = list(iter_bits(hand))
    codes = 0
    for c in held:
        codes |= 1 << c % DECK_STRIDE
    allowed = single_follow_mask(ctx, codes)
    return sum(1 << c for c in held if allowed >> c % DECK_STRIDE & 1)


def lead_card(action: Action) -> int | None:
    """``GameSpec.lead_card``: the code of a plain lead of one card (no suit named, no
    point request, no trump declared)."""
    if type(action) is not Lead or len(action.cards) != 1:
        return None
    if action.named_suit is not None or action.point_request or action.trump is not None:
        return None
    return action.cards[0]


__all__ = ["follow_options", "lead_card", "trick_winner"]
