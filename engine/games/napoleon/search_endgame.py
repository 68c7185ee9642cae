"""The strong Napoleon player's use of the exact endgame solver (issue 23 points 1-2).

``plain_cards``: the cards the solver may treat as equal to their neighbours in rank
(``Endgame.plain``): every card but those with a role of their own in some trick — the
Mighty (N-TRICK-5), Yoromeki and its answer (N-TRICK-6, -7), the jacks that may be bowers
(N-TRICK-4), the twos (same-two, N-TRICK-11), the diamond queen (N-OPT-8) and the spade
three that calls the joker (N-PLAY-5) — and any card whose suit the rules change.

``exact_side_points``: a sampled world valued by the solver once the rollout reaches its
last tricks (``Budget.exact_tricks``, used by ``search._Rollout``).
"""

from __future__ import annotations

from ...ai.endgame import Endgame, solve_value
from ...cards import (
    BIT,
    FULL_DECK_MASK,
    JOKER_CALL_CARD,
    MIGHTY,
    POINT_MASK,
    RANK_OF,
    SUIT_OF,
    YOROMEKI,
    YOROMEKI_GAESHI,
)
from ..family.tricks import DIAMOND_QUEEN, DealRules
from .state import NapoleonState

_SPECIAL = BIT[MIGHTY] | BIT[YOROMEKI] | BIT[YOROMEKI_GAESHI] | BIT[DIAMOND_QUEEN]
_SPECIAL |= BIT[JOKER_CALL_CARD]
for _c in range(52):
    if RANK_OF[_c] in (2, 11):  # same-two; the jacks (bowers)
        _SPECIAL |= BIT[_c]


def plain_cards(rules: DealRules) -> int:
    """The cards of ``rules``'s deal whose only role is their rank and suit (docstring)."""
    key = tuple(rules.suit_of)
    plain = _PLAIN.get(key)
    if plain is None:
        plain = FULL_DECK_MASK & ~_SPECIAL
        for c in range(52):
            if rules.suit_of[c] != SUIT_OF[c]:
                plain &= ~BIT[c]
        _PLAIN[key] = plain
    return plain


_PLAIN: dict[tuple[int, ...], int] = {}


#: cards tried at most by one world's exact solve; over it the world is rolled out
#: (a 3-trick solve tries a few hundred, issue 23 figures in ``engine/ai/README.md``)
EXACT_NODE_LIMIT = 20_000


def exact_side_points(
    state: NapoleonState, k: int, leader: int, side: frozenset[int], taken: int, given: int
) -> int | None:
    """The point cards the declarer's ``side`` takes in the tricks from ``k`` on (trick
    ``k`` led by ``leader``, the hands as ``state`` holds them), every seat playing its
    best with every card known; None where the solver gives no answer (a joker lead
    that names a suit, N-PLAY-4, or over ``EXACT_NODE_LIMIT``).

    ``state`` is a rollout's world: its trick fields are set to trick ``k``'s start so
    the trick hooks judge from there. Every trick is played, as the rollouts play them
    (the deal's end once decided, N-END-6, does not change who made it)."""
    rules = state.deal_rules
    assert rules is not None
    state.k = k
    state.trick = []
    state.trick_seats = []
    state.named_suit = -1
    state.leader = state.seat_ = leader
    last = state.hand_size

    def leads(later: int, hand: int) -> int | None:
        return None if k + later > last else rules.legal_mask(hand, [], k + later, -1)

    game = Endgame(
        state,
        tuple(state.hands),
        leader,
        side,
        POINT_MASK,
        taken,
        given,
        leads,
        None,
        plain_cards(rules),
    )
    return solve_value(game, EXACT_NODE_LIMIT)
