"""The must-follow co-op game's play rules on int cards and bitmask hands (mustfollow.md §1-§4).

Cards and hands are those of ``engine.cards`` (suits S H D C = 0..3, a card is
``suit * 13 + rank - 2``). Everything here is pure and small: the deck (M-DECK-2), legal plays
(M-PLAY-1, M-LEAD-1), the trick winner with spades always trump (M-PLAY-2), the goals as
predicates (M-GOAL-3, M-2P-9) and the scores (M-SCORE-1, M-2P-10). The state machine, the
solvers and the bots all call these, so no rule is written down twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import (
    CLUBS,
    DIAMONDS,
    FULL_DECK_MASK,
    HEARTS,
    RANK_OF,
    SPADES,
    SUIT_MASK,
    Card,
    make_card,
    mask_of,
)

SPADE_MASK = SUIT_MASK[SPADES]
FULL_DECK = FULL_DECK_MASK
#: M-DECK-2: three players remove the 2s, 3s and 4s (40 cards, ranks 5..A).
THREE_PLAYER_DECK = mask_of(make_card(s, r) for s in range(4) for r in range(5, 15))
C2 = make_card(CLUBS, 2)
C5 = make_card(CLUBS, 5)
C6 = make_card(CLUBS, 6)

TRICKS_PER_ROUND = 12  # M-PLAY-4
HAND_SIZE = 13
#: M-GOAL-1 condition 1: the trick counts as a multiset, largest first.
TARGETS: dict[int, tuple[int, ...]] = {3: (8, 4, 0), 4: (6, 4, 2, 0)}
#: M-2P-9: each round's counts are 8 and 4.
ROUND_COUNTS = (4, 8)
#: M-2P-9 condition 2: hearts and diamonds are left in one round, spades and clubs in the other.
PAIR_HD = frozenset((HEARTS, DIAMONDS))
PAIR_SC = frozenset((SPADES, CLUBS))
PAIRS = (PAIR_HD, PAIR_SC)


def deck_mask(players: int) -> int:
    """M-DECK-2: 40 cards for 3 players, all 52 otherwise."""
    return THREE_PLAYER_DECK if players == 3 else FULL_DECK


def suit_of(card: Card) -> int:
    return card // 13


def suit_counts(hand: int) -> tuple[int, int, int, int]:
    """How many cards of each suit a hand holds: public, the backs show it (M-VIS-1)."""
    return (
        (hand & 0x1FFF).bit_count(),
        (hand >> 13 & 0x1FFF).bit_count(),
        (hand >> 26 & 0x1FFF).bit_count(),
        (hand >> 39 & 0x1FFF).bit_count(),
    )


def legal_mask(hand: int, trick: Sequence[Card], forced: Card | None = None) -> int:
    """The cards ``hand`` may play: the forced first lead (M-LEAD-1, M-2P-5), any card when
    leading (M-PLAY-3), else the led suit if held (M-PLAY-1), else anything."""
    if not trick:
        if forced is not None and hand >> forced & 1:
            return 1 << forced
        return hand
    follow = hand & SUIT_MASK[trick[0] // 13]
    return follow or hand


def trick_winner(cards: Sequence[Card]) -> int:
    """M-PLAY-2: the position in ``cards`` (play order) of the highest spade, or of the highest
    card of the led suit when no spade was played."""
    best = 0
    top = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if c // 13 == top // 13:
            if c > top:
                best, top = i, c
        elif c < 13:  # a spade on a non-spade
            best, top = i, c
    return best


def winner_reason(cards: Sequence[Card]) -> tuple[str, str]:
    """(reason code, rule ID) for the trick winner: ``trump`` or ``led_suit`` (M-PLAY-2)."""
    top = cards[trick_winner(cards)]
    if top < 13 and cards[0] >= 13:
        return "trump", "M-PLAY-2"
    return "led_suit", "M-PLAY-2"


def only_card(hand: int) -> Card:
    assert hand.bit_count() == 1, "a round ends with exactly one card in each hand (M-PLAY-4)"
    return hand.bit_length() - 1


# --- goals (M-GOAL-3, M-2P-9) -------------------------------------------------------------
def counts_ok(taken: Sequence[int]) -> bool:
    """M-GOAL-1 condition 1 (3-4 players): the counts are {8,4,0} or {6,4,2,0}, any seats
    (MD-4)."""
    return tuple(sorted(taken, reverse=True)) == TARGETS[len(taken)]


def suits_ok(last: Sequence[Card], center: Card | None) -> bool:
    """M-GOAL-1 condition 2: the last cards (and the 3-player center card) are all different
    suits."""
    suits = {c // 13 for c in last}
    if center is not None:
        suits.add(center // 13)
    return len(suits) == len(last) + (center is not None)


def basic_win(taken: Sequence[int], last: Sequence[Card], center: Card | None) -> bool:
    """M-GOAL-3 for 3 or 4 players."""
    return counts_ok(taken) and suits_ok(last, center)


def leftover_pair(last: Sequence[Card]) -> frozenset[int]:
    return frozenset(c // 13 for c in last)


def other_pair(pair: frozenset[int]) -> frozenset[int]:
    return PAIR_SC if pair == PAIR_HD else PAIR_HD


def round_ok(taken: Sequence[int], last: Sequence[Card]) -> bool:
    """M-2P-9 for one round of the 2- and 1-player game: counts 8/4 and the pair {H,D} or
    {S,C}."""
    return sorted(taken) == [4, 8] and leftover_pair(last) in PAIRS


def two_round_win(
    taken1: Sequence[int], last1: Sequence[Card], taken2: Sequence[int], last2: Sequence[Card]
) -> bool:
    """M-2P-9 over both rounds: each round ok, counts swapped, the other pair in round 2."""
    return (
        round_ok(taken1, last1)
        and round_ok(taken2, last2)
        and all(t2 == 12 - t1 for t1, t2 in zip(taken1, taken2, strict=True))
        and leftover_pair(last1) != leftover_pair(last2)
    )


# --- scores (M-SCORE-1, M-2P-10, MD-7) ---------------------------------------------------
def score_hands(taken: Sequence[int]) -> tuple[int, int]:
    """M-SCORE-1: the hands whose last cards score: (most tricks, fewest tricks)."""
    most = max(range(len(taken)), key=lambda i: taken[i])
    fewest = min(range(len(taken)), key=lambda i: taken[i])
    return most, fewest


def basic_score(taken: Sequence[int], last: Sequence[Card]) -> int:
    """M-SCORE-1: rank of the most-tricks player's last card - rank of the fewest-tricks
    player's last card + 12."""
    most, fewest = score_hands(taken)
    return RANK_OF[last[most]] - RANK_OF[last[fewest]] + 12


def two_round_score(taken2: Sequence[int], last2: Sequence[Card]) -> int:
    """M-2P-10 with MD-9: the round-2 last cards of the 8-trick and the 4-trick hand."""
    return basic_score(taken2, last2)
