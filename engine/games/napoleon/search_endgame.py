"""The strong Napoleon player's use of the exact endgame solver (issue 23 points 1-2).

``plain_cards``: the cards the solver may treat as equal to their neighbours in rank
(``Endgame.plain``): every card but those with a role of their own in some trick — the
Mighty (N-TRICK-5), Yoromeki and its answer (N-TRICK-6, -7), the jacks that may be bowers
(N-TRICK-4), the twos (same-two, N-TRICK-11), the diamond queen (N-OPT-8) and the spade
three that calls the joker (N-PLAY-5) — and any card whose suit the rules change.
"""

from __future__ import annotations

from ...cards import (
    BIT,
    FULL_DECK_MASK,
    JOKER_CALL_CARD,
    MIGHTY,
    RANK_OF,
    SUIT_OF,
    YOROMEKI,
    YOROMEKI_GAESHI,
)
from ..family.tricks import DIAMOND_QUEEN, DealRules

_SPECIAL = BIT[MIGHTY] | BIT[YOROMEKI] | BIT[YOROMEKI_GAESHI] | BIT[DIAMOND_QUEEN]
_SPECIAL |= BIT[JOKER_CALL_CARD]
for _c in range(52):
    if RANK_OF[_c] in (2, 11):  # same-two; the jacks (bowers)
        _SPECIAL |= BIT[_c]


def plain_cards(rules: DealRules) -> int:
    """The cards of ``rules``'s deal whose only role is their rank and suit (docstring)."""
    plain = FULL_DECK_MASK & ~_SPECIAL
    for c in range(52):
        if rules.suit_of[c] != SUIT_OF[c]:
            plain &= ~BIT[c]
    return plain
