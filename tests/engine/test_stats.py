"""engine.stats: what a finished deal means for one seat (role, contract, win, score)."""

from __future__ import annotations

import pytest

from engine.ai import make_bot
from engine.core import DealResult, GameState
from engine.match import Match
from engine.stats import ROLES, seat_outcome


def _play(match: Match, seed: int) -> GameState:
    bots = [make_bot(match.game.name, "normal", seed + s) for s in range(match.players)]
    state = match.new_deal()
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view_for(seat)))
    return state


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [
        ("napoleon", "book", 4),
        ("napoleon", "book", 6),
        ("rettler", "book", 5),
    ],
)
def test_declarer_games_give_every_seat_its_side(game, preset, players) -> None:
    match = Match.create(game, preset, players, 4)
    for _ in range(3):
        state = _play(match, 4)
        result = state.result
        assert result is not None
        match.record(state)
        if not result.counts:
            assert not seat_outcome(game, result, 0).counts
            continue
        outcomes = [seat_outcome(game, result, s) for s in range(players)]
        if result.outcome == "mighty_holders_lose":
            assert {o.role for o in outcomes} == {"no_contract"}
            continue
        declarer = result.detail["declarer"]
        made = result.outcome == "declarer_side_wins"
        assert outcomes[declarer].role == "declarer" and outcomes[declarer].declared
        for seat, o in enumerate(outcomes):
            assert o.role in ROLES[game]
            assert o.score == result.scores[seat]
            assert o.made is made
            on_side = seat == declarer or seat in result.detail["adjutants"]
            assert o.declared is on_side
            assert o.win is (made == on_side)  # the seat's side won the deal
        # winners gain, losers pay (zero-sum scoring)
        assert all((o.score > 0) == o.win for o in outcomes)


def test_a_club_ten_traitor_plays_for_the_coalition() -> None:
    detail = {"declarer": 1, "adjutants": [], "traitors": [2]}
    result = DealResult("coalition_wins", (40, -120, 40, 40), detail)
    traitor = seat_outcome("napoleon", result, 2)
    assert traitor.role == "coalition" and traitor.win and not traitor.declared
    napoleon = seat_outcome("napoleon", result, 1)
    assert napoleon.role == "declarer" and napoleon.declared and napoleon.made is False
    assert not napoleon.win and napoleon.score == -120


def test_redeals_have_no_role_and_are_not_counted() -> None:
    result = DealResult("redeal", (0, 0, 0, 0), {"rule_id": "N-MIS-3"})
    outcome = seat_outcome("napoleon", result, 0)
    assert not outcome.counts and outcome.role is None and not outcome.win


def test_rettler_nobody_bid_the_mighty_holder_loses() -> None:
    result = DealResult(
        "mighty_holders_lose", (-40, 10, 10, 10, 10), {"rule_id": "R-BID-7", "mighty_holders": [0]}
    )
    holder = seat_outcome("rettler", result, 0)
    other = seat_outcome("rettler", result, 3)
    assert holder.role == other.role == "no_contract"
    assert not holder.win and other.win and holder.declared is None


@pytest.mark.parametrize("players", [3, 4])
def test_belote_taker_side_and_defenders(players) -> None:
    match = Match.create("belote", "standard", players, 11)
    seen_roles: set[str] = set()
    for _ in range(4):
        state = _play(match, 11)
        result = state.result
        assert result is not None
        match.record(state)
        if not result.counts:
            assert not seat_outcome("belote", result, 0).counts
            continue
        sides = result.detail["side_of_seat"]
        taker_side = result.detail["taker_side"]
        for seat in range(players):
            o = seat_outcome("belote", result, seat)
            seen_roles.add(o.role or "")
            assert o.declared is (sides[seat] == taker_side)
            assert o.role == ("taker_side" if o.declared else "defenders")
            assert o.made is result.detail["made"]
            assert o.win is (o.made == o.declared)
            assert o.score == result.scores[seat]
    assert seen_roles == {"taker_side", "defenders"}


def test_the_cooperative_team_wins_or_loses_together() -> None:
    won = DealResult("win", (16, 16, 16), {"win": True, "score": 16})
    lost = DealResult("loss", (0, 0, 0), {"win": False, "score": None})
    for seat in range(3):
        assert seat_outcome("mustfollow", won, seat).win
        assert seat_outcome("mustfollow", won, seat).score == 16
        assert not seat_outcome("mustfollow", lost, seat).win
        assert seat_outcome("mustfollow", lost, seat).role == "team"


def test_unknown_game_or_seat_is_refused() -> None:
    result = DealResult("win", (1,), {"win": True})
    with pytest.raises(ValueError, match="unknown game"):
        seat_outcome("whist", result, 0)
    with pytest.raises(ValueError, match="seat 3"):
        seat_outcome("mustfollow", result, 3)
