"""napoleon.md §17.6: the "all" positions of chapter 4.1.2 (N-TV-ALL-1..5), by exhaustive
search with ``DealRules`` (N-PLAY-10 legality, N-TRICK-19 winners).

The positions are the last ``m`` tricks of a 4-player ``book`` deal (N = 12 tricks), so they
are tricks ``N-m+1 .. N`` and the last one is trick N (N-TRICK-16). A leads the first of them.
Player X has an "all" if X can force winning every remaining trick: X chooses its own cards
(and named suits), every other player may answer with any legal card.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from engine.cards import JOKER, SUITS, cards_in, mask_of, parse_card
from engine.games.family.tricks import DealRules
from engine.games.napoleon.params import BOOK

N_TRICKS = 12
PLAYERS = 4
NAMES = "ABCD"

# (id, trump, hands of A B C D, players with an all)
POSITIONS = [
    ("ALL-1", "C", ("CA CK", "SJ S8", "H5 DQ", "D2 C7"), {"B"}),
    ("ALL-2", "nt", ("CJ C10 C7 C5", "SK S7 DJ D10", "S4 HJ H5 DQ", "H9 DA D2 CK"), {"A"}),
    ("ALL-3", "D", ("DA D10", "SA SK", "CQ C5", "HQ HJ"), {"D"}),
    ("ALL-4", "H", ("HA HQ H6", "DJ D10 JK", "H5 CK C7", "SK H7 D3"), {"B"}),
    ("ALL-5", "D", ("S10 C7", "SA CQ", "H5 D7", "DQ D5"), set()),
]


def has_all(dr: DealRules, hands: Sequence[int], leader: int, k: int, player: int) -> bool:
    """Can ``player`` win every trick from trick ``k`` on, with ``leader`` to lead?"""
    if k > dr.tricks:
        return True

    def play(hands: tuple[int, ...], trick: tuple[int, ...], named: int) -> bool:
        i = len(trick)
        if i == PLAYERS:
            winner = (leader + dr.trick_winner(list(trick), k, named).position) % PLAYERS
            return winner == player and has_all(dr, hands, player, k + 1, player)
        seat = (leader + i) % PLAYERS
        options: list[tuple[int, int]] = []
        for card in cards_in(dr.legal_mask(hands[seat], list(trick), k, named)):
            if i == 0 and card == JOKER and dr.joker_lead_needs_suit(k):
                options += [(card, s) for s in SUITS]
            else:
                options.append((card, named))
        results = (
            play(
                (*hands[:seat], hands[seat] & ~(1 << card), *hands[seat + 1 :]),
                (*trick, card),
                suit,
            )
            for card, suit in options
        )
        return any(results) if seat == player else all(results)

    return play(tuple(hands), (), -1)


@pytest.mark.parametrize(
    ("vid", "trump", "hands", "expected"), POSITIONS, ids=[p[0] for p in POSITIONS]
)
def test_all_position(vid: str, trump: str, hands: tuple[str, ...], expected: set[str]) -> None:
    masks = [mask_of(parse_card(c) for c in h.split()) for h in hands]
    m = len(hands[0].split())
    assert all(len(h.split()) == m for h in hands)
    dr = DealRules(BOOK, trump, N_TRICKS)
    first = N_TRICKS - m + 1
    found = {NAMES[x] for x in range(PLAYERS) if has_all(dr, masks, 0, first, x)}
    assert found == expected, f"N-TV-{vid}: players with an all"


def test_all_4_joker_lead_needs_no_name() -> None:
    """ALL-4: B's joker lead in trick 11 under trump H is a powered trump call without a
    named suit (N-PLAY-4), and a heart holder must answer it with a heart."""
    dr = DealRules(BOOK, "H", N_TRICKS)
    assert not dr.joker_lead_needs_suit(11)
    hand = mask_of(parse_card(c) for c in ("HA", "HQ"))
    assert dr.legal_mask(hand, [JOKER], 11, -1) == hand


def test_all_5_conditional() -> None:
    """ALL-5: B wins both tricks if A leads ♠10, not after a ♣7 lead."""
    dr = DealRules(BOOK, "D", N_TRICKS)
    hands = [
        mask_of(parse_card(c) for c in h.split()) for h in ("S10 C7", "SA CQ", "H5 D7", "DQ D5")
    ]
    after_s10 = [hands[0] & ~(1 << parse_card("S10")), *hands[1:]]
    after_c7 = [hands[0] & ~(1 << parse_card("C7")), *hands[1:]]

    def b_all_after_lead(rest: list[int], lead: int) -> bool:
        # continue the search with A's lead fixed: B, C, D still to play in trick 11
        def play(hs: tuple[int, ...], trick: tuple[int, ...]) -> bool:
            i = len(trick)
            if i == PLAYERS:
                winner = dr.trick_winner(list(trick), 11, -1).position % PLAYERS
                return winner == 1 and has_all(dr, hs, 1, 12, 1)
            seat = i
            results = (
                play((*hs[:seat], hs[seat] & ~(1 << c), *hs[seat + 1 :]), (*trick, c))
                for c in cards_in(dr.legal_mask(hs[seat], list(trick), 11, -1))
            )
            return any(results) if seat == 1 else all(results)

        return play(tuple(rest), (lead,))

    assert b_all_after_lead(after_s10, parse_card("S10"))
    assert not b_all_after_lead(after_c7, parse_card("C7"))


@pytest.mark.parametrize("leader", [2, 3], ids=["C leads", "D leads"])
def test_all_3_needs_a_to_lead(leader: int) -> None:
    """ALL-3: "if C or D had the lead instead, B (playing after D) answers ♡Q with ♠K and
    there is no all" for D."""
    dr = DealRules(BOOK, "D", N_TRICKS)
    masks = [mask_of(parse_card(c) for c in h.split()) for h in POSITIONS[2][2]]
    assert not has_all(dr, masks, leader, 11, 3)
