"""The view fields the table shows (issue 11): the discards row in the order put down with
the face-up ones public (N-KIT-3), the secret adjutant's own knowledge (N-ADJ-3, N-INFO-3)
and every card once the deal is over (N-END-7)."""

from __future__ import annotations

import random

import pytest

from engine.cards import BIT
from engine.games.napoleon.params import BOOK, FUKASHI
from engine.games.napoleon.state import NapoleonState


def _play(seed: int, players: int, stop: str, rules=BOOK) -> NapoleonState:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    state = NapoleonState.deal(rules, players, random.Random(seed))
    while state.phase != stop and state.phase != "over":
        state.apply(rng.choice(list(state.legal_actions())))
    return state


@pytest.mark.parametrize("rules", [BOOK, FUKASHI], ids=lambda r: r.name)
@pytest.mark.parametrize("seed", range(1, 8))
def test_discard_row_shows_what_each_seat_may_see_in_order(rules, seed: int) -> None:  # type: ignore[no-untyped-def]
    state = _play(seed, 5, "play", rules)
    assert state.phase == "play"  # these seeds all reach the play
    face_up = [c for c in state.discards if state.discard_face_up & BIT[c]]
    for seat in range(5):
        view = state.view_for(seat)
        assert view.discards_face_up == tuple(face_up)
        assert len(view.discard_row) == view.discard_count == len(state.discards)
        if seat == state.declarer:
            assert view.discard_row == tuple(state.discards)
        else:  # N-KIT-3: face-down discards stay hidden, in their places
            assert view.discard_row == tuple(c if c in face_up else None for c in state.discards)
        assert view.end_hands is None and view.end_kitty is None


def test_the_secret_adjutant_knows_it_from_the_call() -> None:
    found = False
    for seed in range(1, 60):
        state = _play(seed, 5, "discard")
        if state.phase != "discard":
            continue
        holders = [
            s
            for s in range(5)
            if s != state.declarer and any(state.hands[s] & BIT[c] for c in state.adjutant_cards)
        ]
        for seat in range(5):
            view = state.view_for(seat)
            assert view.is_secret_adjutant == (seat in holders)
        if holders:
            found = True
            break
    assert found


def test_everything_is_shown_once_the_deal_is_over() -> None:
    state = _play(3, 4, "over")
    assert state.phase == "over"
    for seat in range(4):
        view = state.view_for(seat)
        assert view.end_hands == tuple(tuple(state.hand(s)) for s in range(4))
        assert view.end_kitty == tuple(state.kitty)
        assert view.discard_row == tuple(state.discards)  # N-END-7


def test_the_fukashi_raise_round_is_in_the_view() -> None:
    """N-BID-12: a declaration round, then the declarers raise; the bid panel says which
    (it once guessed it from the counts on offer)."""
    rng = random.Random(3)
    state = NapoleonState.deal(FUKASHI, 5, random.Random(3))
    seen = set()
    while state.phase == "auction":
        view = state.view_for(state.current_seat)
        seen.add(view.raise_round)
        counts = {a.count for a in view.legal if hasattr(a, "count")}
        if not view.raise_round:  # declarations: exactly the minimum count
            assert counts <= {FUKASHI.min_bid[5]}
        state.apply(rng.choice(list(view.legal)))
    assert seen == {False, True}
    book = NapoleonState.deal(BOOK, 5, random.Random(3))  # an open auction has no such round
    assert not book.view_for(book.current_seat).raise_round
