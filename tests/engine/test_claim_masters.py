"""Claims of masters (issue 25): a seat that holds the top cards claims the rest tricks
before the last one, and the engine never accepts a claim that could fail.

The positions are seeded deals played by the normal players up to the start of a trick
(``tests.engine.test_claim.position``); the claimer is the seat to lead there.
"""

from __future__ import annotations

import random

import pytest

from engine.cards import JOKER, MIGHTY, make_card
from engine.claim import ACCEPTED, check_claim, consistent_deals
from engine.claim_masters import _always_wins, masters_order, unseen_cards
from engine.registry import get_game
from tests.engine.test_claim import position, tricks_of_side

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


# (seed, tricks left, claimer, the claimer is the Napoleon): 5-player Napoleon, book rules
NAPOLEON_MASTERS = [
    (11, 3, 4, True),  # ♢J ♢K ♣Q, clubs trumps: no trump nor higher diamond is still out
    (15, 3, 3, True),  # ♡3 ♡5 ♡6, hearts trumps: every other heart has been played
    (18, 2, 1, False),  # a defender with ♣K ♣A, no trump out
]


@pytest.mark.parametrize(("seed", "left", "seat", "napoleon"), NAPOLEON_MASTERS)
def test_napoleon_holding_the_masters_claims_before_the_last_trick(
    seed: int, left: int, seat: int, napoleon: bool
) -> None:
    state, actions = position("napoleon", 5, "book", seed, left)
    assert state.current_seat == seat
    assert (state.declarer == seat) == napoleon  # type: ignore[attr-defined]
    claim = check_claim(state, actions, seat)
    assert claim.status == ACCEPTED, claim.reason
    assert (claim.remaining, claim.claimed) == (left, left)
    # the exact re-deal of the unseen cards cannot reach this position: the claim is new
    assert consistent_deals(state, actions, seat, 2000) is None
    # the claimed line takes every trick whatever the others play
    for trial in range(25):
        assert tricks_of_side(state.copy(), seat, random.Random(trial), claim) == left


def _napoleon_at_trick_8() -> tuple[object, list[int]]:
    """Seed 11 with three tricks left: clubs trumps, the Napoleon to lead holds ♢J ♢K ♣Q."""
    state, actions = position("napoleon", 5, "book", 11, 3)
    return state, unseen_cards(state, actions, 4) or []


def _card(suit: int, rank: int) -> int:
    return make_card(suit, rank)


# (lead, the cards the others may hold, whether the lead wins against all of them)
NOT_MASTERS = [
    # an unseen higher trump (N-TRICK-3)
    ((CLUBS, 12), [(CLUBS, 13), (HEARTS, 2), (HEARTS, 3), (HEARTS, 4)], False),
    # a seat void in diamonds trumps in (N-TRICK-3)
    ((DIAMONDS, 13), [(CLUBS, 2), (HEARTS, 2), (HEARTS, 3), (HEARTS, 4)], False),
    # same-two: four diamonds with the ♢2 take the ♢K (N-TRICK-11) ...
    ((DIAMONDS, 13), [(DIAMONDS, 2), (DIAMONDS, 3), (DIAMONDS, 4), (DIAMONDS, 5)], False),
    # ... but without the ♢2 the king is master
    ((DIAMONDS, 13), [(DIAMONDS, 3), (DIAMONDS, 4), (DIAMONDS, 5), (DIAMONDS, 6)], True),
    # the Mighty takes a trump (N-TRICK-5)
    ((CLUBS, 12), [(SPADES, 14), (HEARTS, 2), (HEARTS, 3), (HEARTS, 4)], False),
]


@pytest.mark.parametrize(("lead", "out", "wins"), NOT_MASTERS)
def test_a_card_is_a_master_only_if_no_unseen_card_can_take_it(
    lead: tuple[int, int], out: list[tuple[int, int]], wins: bool
) -> None:
    state, _ = _napoleon_at_trick_8()
    winner = get_game("napoleon").trick_winner
    assert winner is not None
    cards = [_card(*c) for c in out]
    assert (_card(SPADES, 14) == MIGHTY) and JOKER not in cards
    assert _always_wins(winner, state, 0, _card(*lead), cards, 4, [10**6]) == wins  # type: ignore[arg-type]


def test_the_joker_led_draws_the_last_trump_and_the_queen_is_then_master() -> None:
    """Seed 5, two tricks left, clubs trumps: the seat to lead holds the joker and ♣Q while
    ♣A is still out. Led, the joker wins (N-TRICK-8) and calls for a trump (N-PLAY-4), so
    ♣A must fall on it; then ♣Q is master: claim accepted, joker first."""
    state, actions = position("napoleon", 5, "book", 5, 2)
    assert state.current_seat == 0
    ace = _card(CLUBS, 14)
    unseen = unseen_cards(state, actions, 0) or []
    assert ace in unseen
    claim = check_claim(state, actions, 0)
    assert claim.status == ACCEPTED, claim.reason
    assert claim.order == (JOKER, _card(CLUBS, 12))
    for trial in range(25):
        assert tricks_of_side(state.copy(), 0, random.Random(trial), claim) == 2
    winner = get_game("napoleon").trick_winner
    assert winner is not None
    assert winner(state, 0, (JOKER, ace, *[c for c in unseen if c != ace][:3])) == 0  # type: ignore[arg-type]
    # ♣Q led first could meet ♣A: only the joker's call for trumps makes it master
    assert not _always_wins(winner, state, 0, _card(CLUBS, 12), unseen, 4, [10**6])  # type: ignore[arg-type]


def test_only_the_seat_to_lead_claims_masters() -> None:
    """Seed 11, three tricks left: the Napoleon to lead claims by leading its masters; a
    defender not on lead gets no claim of masters (the exact check has the last word)."""
    state, actions = position("napoleon", 5, "book", 11, 3)
    assert masters_order(state, actions, 0, 3) is None
    order = masters_order(state, actions, 4, 3)
    assert order is not None and set(order) == set(state.view_for(4).hand)  # type: ignore[attr-defined]


def test_a_claim_of_masters_is_one_the_exact_check_accepts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Belote with two tricks left, where the exact check reaches: whenever the masters
    check says yes, so does the search over every deal of the unseen cards."""
    import engine.claim_masters

    proved = []
    for seed in (1, 3, 4, 5, 6, 8, 9, 11):  # the others: everybody passes, no card play
        state, actions = position("belote", 4, "standard", seed, 2)
        seat = state.current_seat
        assert seat is not None
        if masters_order(state, actions, seat, 2) is not None:
            proved.append((state, actions, seat))
    assert len(proved) >= 2
    monkeypatch.setattr(engine.claim_masters, "masters_order", lambda *_: None)
    for state, actions, seat in proved:
        exact = check_claim(state, actions, seat)
        assert exact.status == ACCEPTED and not exact.order, exact.reason


def test_the_napoleon_counts_its_discards_out_and_a_defender_does_not() -> None:
    """The Napoleon knows the cards it buried will never be played; a defender has not
    seen them (face down, N-KIT-3) and must reckon with them in the others' hands."""
    state, actions = position("napoleon", 5, "book", 11, 3)
    buried = set(state.discards)  # type: ignore[attr-defined]
    face_down = {c for c in buried if not state.discard_face_up & (1 << c)}  # type: ignore[attr-defined]
    assert len(buried) == 3 and face_down  # the kitty of 3 went back
    assert not buried & set(unseen_cards(state, actions, 4) or [])
    assert face_down <= set(unseen_cards(state, actions, 0) or [])


@pytest.mark.slow  # the exact search over every deal: about a second
def test_belote_trumps_led_first_draw_the_last_one_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Belote seed 8, three tricks left: South leads ♢Q then ♢7, and a seat holding the ♢8
    must follow with it (B-PLAY-3); then ♠Q is master. The exact search over all 1,680
    deals of the unseen cards agrees."""
    import engine.claim_masters

    state, actions = position("belote", 4, "standard", 8, 3)
    assert state.current_seat == 0
    claim = check_claim(state, actions, 0)
    assert claim.status == ACCEPTED and claim.order, claim.reason
    for trial in range(25):
        assert tricks_of_side(state.copy(), 0, random.Random(trial), claim) == 3
    monkeypatch.setattr(engine.claim_masters, "masters_order", lambda *_: None)
    assert check_claim(state, actions, 0).status == ACCEPTED


def test_a_rettler_seat_holding_the_masters_claims_three_rounds_from_the_end() -> None:
    """Rettler seed 11, three rounds left, hearts trumps: the Rettler (seat 3) leads and
    holds ♡A ♡K ♡Q, no higher trump nor the Mighty still out (the other ♡A only ties, and
    the first played of two like cards wins, R-RANK-2). Led one by one, each takes its round
    (R-RANK-1): the claim is accepted three rounds before the end, where the re-deal of the
    unseen cards cannot reach yet, and its line takes every round whatever the others play."""
    state, actions = position("rettler", 4, "book", 11, 3)
    assert state.current_seat == 3 and state.declarer == 3  # type: ignore[attr-defined]
    claim = check_claim(state, actions, 3)
    assert claim.status == ACCEPTED and claim.order, claim.reason
    assert (claim.remaining, claim.claimed) == (3, 3)
    assert consistent_deals(state, actions, 3, 2000) is None  # the claim is new
    for trial in range(25):
        assert tricks_of_side(state.copy(), 3, random.Random(trial), claim) == 3


def test_in_rettler_a_led_two_is_left_to_the_exact_check() -> None:
    """Same-two (R-SAME-5): a led 2 is returned by its twin played last, so whether the lead
    wins hangs on the order of the other cards: the claim of masters does not judge it."""
    state, _ = position("rettler", 4, "book", 11, 3)
    winner = get_game("rettler").trick_winner
    assert winner is not None
    two = _card(CLUBS, 2)
    assert winner(state, 0, (two, _card(CLUBS, 3), _card(CLUBS, 4), _card(CLUBS, 5))) is None  # type: ignore[arg-type]


@pytest.mark.slow  # 60 seeded deals played to two rounds left, then the exact search
def test_every_rettler_claim_of_masters_is_one_the_exact_check_accepts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rettler, two rounds left, on 60 seeded deals: whenever the claim of masters says
    yes, the exact search over every deal of the unseen cards never refuses it."""
    import engine.claim_masters
    from engine.claim import REFUSED

    proved = []
    for seed in range(60):
        try:
            state, actions = position("rettler", 4, "book", seed, 2)
        except AssertionError:  # the deal stopped early (decided) or was thrown in
            continue
        seat = state.current_seat
        assert seat is not None
        if masters_order(state, actions, seat, 2) is not None:
            proved.append((state, actions, seat))
    assert len(proved) >= 10
    monkeypatch.setattr(engine.claim_masters, "masters_order", lambda *_: None)
    accepted = 0
    for state, actions, seat in proved:
        exact = check_claim(state, actions, seat, world_limit=5000, node_limit=200_000)
        assert exact.status != REFUSED, exact.reason
        accepted += exact.status == ACCEPTED
    assert accepted >= len(proved) - 3  # the rest: too many deals for the exact search
