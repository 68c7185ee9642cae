"""engine.tracker: the cards played by suit and what is still out, from one seat's view."""

from __future__ import annotations

from engine.ai import make_bot
from engine.cards import IS_POINT, JOKER, POINT_MASK, cards_in
from engine.core import GameState
from engine.match import Match
from engine.tracker import track


def _advance(state: GameState, bots: list, until) -> None:
    while not state.is_over and not until(state):
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view_for(seat)))


def _bots(game: str, players: int, seed: int) -> list:
    return [make_bot(game, "normal", seed + s) for s in range(players)]


def _dealt_until(match: Match, bots: list, until) -> GameState:
    """The first deal of ``match`` that reaches ``until`` (redeals are dealt again)."""
    for _ in range(10):
        state = match.new_deal()
        _advance(state, bots, until)
        if not state.is_over:
            return state
        match.record(state)
    raise AssertionError("no deal reached the position")


def test_napoleon_point_cards_out_and_played_cards_by_suit() -> None:
    match = Match.create("napoleon", "book", 4, 8)
    bots = _bots("napoleon", 4, 8)
    state = _dealt_until(
        match, bots, lambda s: s.phase == "play" and len(s.completed) == 4 and s.trick
    )
    assert state.phase == "play" and len(state.completed) == 4
    declarer = state.declarer
    seat = next(s for s in range(4) if s != declarer)
    view = state.view_for(seat)
    tracker = track(view)
    assert tracker is not None and tracker.follows == "point_cards"
    played = set(cards_in(view.played_mask))
    assert {c for row in tracker.rows for c in row.played} == played - {JOKER}
    for row in tracker.rows:
        assert all(c // 13 == row.suit for c in row.played + row.out)
        assert all(IS_POINT[c] for c in row.out)
        assert list(row.played) == sorted(row.played, key=lambda c: -(c % 13))  # A K Q ...
    seen = played | set(view.discards)
    expected_out = [c for c in cards_in(POINT_MASK) if c not in seen]
    assert tracker.points_out == len(expected_out) and tracker.points_total == 20
    assert sorted(c for row in tracker.rows for c in row.out) == expected_out
    # public knowledge only: another seat outside the declarer's sees the same tracker
    other = next(s for s in range(4) if s not in (declarer, seat))
    assert track(state.view_for(other)) == tracker
    _advance(state, bots, lambda s: False)
    end = track(state.view_for(seat))
    assert end is not None
    if not state.early_stop:
        assert end.points_out == 0


def test_rettler_counts_both_copies_jokers_and_bridges() -> None:
    match = Match.create("rettler", "book", 5, 3)
    bots = _bots("rettler", 5, 3)
    state = _dealt_until(match, bots, lambda s: s.phase == "play")
    start = track(state.view_for(0))
    assert start is not None and start.points_total == 40
    seen = sum(1 for c in state.view_for(0).discards if IS_POINT[c % 54])
    assert start.points_out == 40 - seen
    if state.declarer != 0:  # only the Rettler knows whether he discarded a joker
        assert sorted(start.extras_out) == [52, 52, 53, 53] and not start.extras_played
    _advance(state, bots, lambda s: len(s.completed) >= 3)
    view = state.view_for(0)
    tracker = track(view)
    assert tracker is not None
    fell = sum(view.played_counts)
    assert sum(len(r.played) for r in tracker.rows) + len(tracker.extras_played) == fell


def test_belote_trumps_and_card_points_out() -> None:
    match = Match.create("belote", "standard", 4, 5)
    bots = _bots("belote", 4, 5)
    state = _dealt_until(match, bots, lambda s: s.phase == "play")
    view = state.view_for(0)
    tracker = track(view)
    assert tracker is not None and tracker.follows == "trumps"
    if view.contract.bid in "SHDC":
        assert tracker.trump == view.contract.trump
        assert tracker.trumps_out == 8 and tracker.points_out == tracker.points_total == 152
    _advance(state, bots, lambda s: len(s.completed) == 3 and not s.trick)
    later = track(state.view_for(0))
    assert later is not None
    taken = sum(t.points for t in state.view_for(0).completed)
    assert later.points_out == later.points_total - taken  # card points, no last-trick 10
    assert sum(len(r.played) for r in later.rows) == 12


def test_mustfollow_counts_cards_in_hands_and_this_rounds_plays_only() -> None:
    match = Match.create("mustfollow", "first_edition", 2, 1)
    bots = _bots("mustfollow", 2, 1)
    state = _dealt_until(match, bots, lambda s: s.round_no == 2)  # seed 1 passes round 1
    view = state.view_for(0)
    tracker = track(view)
    assert tracker is not None and tracker.follows == "cards"
    assert all(row.played == () for row in tracker.rows)  # round 1 may not be looked at
    for row in tracker.rows:
        assert row.out_count == sum(hand[row.suit] for hand in view.suit_counts)
    _advance(state, bots, lambda s: len(s.plays) > len(view.plays) + 2)
    later = track(state.view_for(0))
    assert later is not None
    assert sum(len(r.played) for r in later.rows) == 3
