"""Issue 23 point 6: the ``expert`` level, in every game that has a ``strong`` one. In the
games whose strong player searches sampled deals (Napoleon, Rettler, Belote) the expert looks
at four times as many deals for the same card (Rettler and Belote twice: their strong players
already look at three times the deals they did when the expert was made); counts, never time: the
same view and seed give the same card on any machine. It says how far it has got as it goes
(``engine.ai.progress``), which changes nothing it decides."""

from __future__ import annotations

import pytest

from engine.ai import make_bot
from engine.ai.progress import watching
from engine.ai.search import EXPERT_FACTOR
from engine.core import GameState, View
from engine.games.belote.search import EXPERT_PLAY_FACTOR as BELOTE_PLAY_FACTOR
from engine.games.rettler.search import EXPERT_PLAY_FACTOR
from engine.match import Match
from engine.registry import game_names, get_game


def test_every_game_with_a_strong_player_has_an_expert() -> None:
    games = [name for name in game_names() if "strong" in get_game(name).bots]
    assert {"napoleon", "rettler", "belote", "mustfollow"} <= set(games)
    for game in games:
        assert make_bot(game, "expert", seed=1).name == "expert"


def _reports(bot: object, view: View) -> tuple[object, list[tuple[int, int]]]:
    seen: list[tuple[int, int]] = []
    with watching(lambda done, planned: seen.append((done, planned))):
        action = bot.choose(view)  # type: ignore[attr-defined]
    return action, seen


def _searched_decision(game: str, preset: str, players: int) -> GameState:
    """The first card play of a deal (the rule-based player everywhere) that the strong
    player searches."""
    state = Match.create(game, preset, players, seed=3).new_deal()
    normal = [make_bot(game, "normal", seed=s) for s in range(players)]
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        if state.phase == "play" and _reports(make_bot(game, "strong", seed=1), view)[1]:
            return state
        state.apply(normal[seat].choose(view))
    raise AssertionError("no searched card in the deal")


@pytest.mark.parametrize(
    ("game", "preset", "players", "factor"),
    [
        ("napoleon", "book", 5, EXPERT_FACTOR),
        ("rettler", "book", 6, EXPERT_PLAY_FACTOR),
        ("belote", "standard", 4, BELOTE_PLAY_FACTOR),
    ],
)
def test_the_expert_looks_at_more_deals_than_the_strong_player(
    game: str, preset: str, players: int, factor: int
) -> None:
    state = _searched_decision(game, preset, players)
    view = state.view_for(state.current_seat or 0)
    _, strong = _reports(make_bot(game, "strong", seed=1), view)
    chosen, expert = _reports(make_bot(game, "expert", seed=1), view)
    planned = strong[0][1]
    deals = expert[0][1]
    # ``factor`` times (a budget of rollouts shared among the cards rounds down: a few more)
    assert factor * planned <= deals < factor * (planned + 1)
    assert expert == [(done, deals) for done in range(deals)]  # reported deal by deal
    # watched or not, the same card: the reports change nothing
    assert make_bot(game, "expert", seed=1).choose(view) == chosen
    assert chosen in view.legal
