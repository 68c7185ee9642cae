"""The Rettler view fields the table shows (issue 11): discards in the order put down with
the point cards public (R-KIT-2), the point cards each seat took (R-INFO-1) and the secret
adjutant's own knowledge (R-INFO-1: each player knows whether he is one)."""

from __future__ import annotations

import random

from engine.cards import DECK_STRIDE, IS_POINT
from engine.games.rettler.params import BOOK
from engine.games.rettler.state import RettlerState


def _run(seed: int, players: int, until: int) -> RettlerState:
    rng = random.Random(seed)
    state = RettlerState.deal(BOOK, players, random.Random(seed))
    steps = 0
    while state.phase != "over" and steps < until:
        state.apply(rng.choice(list(state.legal_actions())))
        steps += 1
    return state


def test_discards_and_point_cards_in_the_view() -> None:
    checked = 0
    for seed in range(1, 12):
        state = _run(seed, 5, 400)
        if not state.discards:
            continue
        checked += 1
        face_up = tuple(c for c in state.discards if IS_POINT[c % DECK_STRIDE])
        for seat in range(5):
            view = state.view_for(seat)
            assert view.discards_face_up == face_up
            if seat == state.declarer:
                assert view.discard_row == tuple(state.discards)
            else:
                assert view.discard_row == tuple(
                    c if c in face_up else None for c in state.discards
                )
            won = [
                sorted(c for _s, cards in r.plays for c in cards if IS_POINT[c % DECK_STRIDE])
                for r in state.completed
                if r.winner == seat
            ]
            assert sorted(view.point_cards_won[seat]) == sorted(c for w in won for c in w)
            assert view.is_secret_adjutant == (
                view.is_adjutant and seat not in view.known_adjutants
            )
    assert checked


def test_the_rettler_discards_as_many_cards_as_the_kitty_held() -> None:
    """R-KIT-1: the kitty panel asks the view how many discards are still due."""
    from engine.actions import Discard

    for seed in range(1, 30):
        state = RettlerState.deal(BOOK, 6, random.Random(seed))
        rng = random.Random(seed)
        while state.phase not in ("discard", "over"):
            state.apply(rng.choice(list(state.legal_actions())))
        if state.phase == "discard":
            break
    else:
        raise AssertionError("no kitty exchange reached in 29 seeds")
    rettler = state.view_for(state.declarer)
    kitty = len(rettler.kitty or ())
    assert kitty == BOOK.deal_sizes[6][1] and rettler.discards_due == kitty
    assert state.view_for((state.declarer + 1) % 6).discards_due == 0
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Discard)))
    assert state.view_for(state.declarer).discards_due == kitty - 1
