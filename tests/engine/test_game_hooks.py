"""A game plugs its players, hints, coach and card tracker in through its ``GameSpec``
(issue 26): a new game that gives only its rule-based player still gets a hint for every
decision and a sentence for every trick, with the shared defaults, and a level it lacks is
refused by name."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine import registry
from engine.actions import PlayCard
from engine.ai import make_bot
from engine.coach import THRESHOLD
from engine.core import GameState
from engine.events import TrickWon
from engine.hint_search import _amount
from engine.hints import explain_trick, hint_player, play_obligation, suggest
from engine.registry import GameSpec, get_game
from engine.tracker import track


@pytest.fixture
def fifth(monkeypatch: pytest.MonkeyPatch) -> GameSpec:
    """A fifth game: Napoleon's rules registered with its rule-based player alone and no
    other hook of the AI, hints, coach or tracker."""
    napoleon = get_game("napoleon")
    spec = dataclasses.replace(
        napoleon,
        name="fifth",
        bots={"normal": napoleon.bots["normal"]},
        play_obligation=None,
        explain_trick=None,
        decision_hint=None,
        exchange_thumb=None,
        coach_budget=None,
        result_value=None,
        tracker=None,
    )
    monkeypatch.setitem(registry._GAMES, "fifth", spec)
    return spec


def _deal(spec: GameSpec, seed: int) -> GameState:
    rng = random.Random(seed)
    params = spec.presets["book"]
    return spec.new_deal(params, 5, rng, spec.first_setup(5, rng))


def test_a_level_the_game_lacks_is_refused_by_name(fifth: GameSpec) -> None:
    with pytest.raises(ValueError, match="no easy player for 'fifth'"):
        make_bot("fifth", "easy", 1)
    with pytest.raises(ValueError, match="no strong player for 'fifth'"):
        make_bot("fifth", "strong", 1)
    assert make_bot("fifth", "random", 1).name == "random"
    # hints fall back on the rule-based player where the game has no strong one
    assert type(hint_player("fifth")) is type(make_bot("napoleon", "normal", 0))


def test_a_game_without_hooks_hints_and_explains_with_the_shared_defaults(
    fifth: GameSpec,
) -> None:
    state = _deal(fifth, 3)
    bot = make_bot("fifth", "normal", 3)
    tricks: list[TrickWon] = []
    hinted_cards = 0
    while (seat := state.current_seat) is not None:
        view = state.view_for(seat)
        hint = suggest("fifth", view)
        assert str(hint.text), "every decision gets a hint"
        if state.phase == "play" and isinstance(hint.action, PlayCard):
            hinted_cards += 1
            # no rule is named: the game words none (the shared default)
            assert play_obligation("fifth", view) is None
            assert "Your choice is narrowed" not in str(hint.text)
        tricks += [e for e in state.apply(bot.choose(view)) if isinstance(e, TrickWon)]
    assert hinted_cards and tricks
    # every trick still says why it was won, by the event's own reason and rule ID
    for event in tricks:
        words = explain_trick("fifth", event, state.view_for(0))
        assert words == f"{event.reason} — {event.rule_id}"
        assert explain_trick("napoleon", event, state.view_for(0)) != words
    # no tracker rows of its own, cards are their own faces, costs in point cards
    assert fifth.tracker is None and fifth.card_face(60) == 60
    assert THRESHOLD["fifth"] == 0.5
    assert str(_amount("fifth", 1.7)) == "1.7 point cards"


def test_each_built_in_game_gives_its_own_part(fifth: GameSpec) -> None:
    """The four games' hooks: their units, thresholds and tracker rows are their own."""
    assert str(_amount("belote", 20)) == "20 points"
    assert str(_amount("mustfollow", 0.15)) == "15 % of the chance of success"
    assert (THRESHOLD["belote"], THRESHOLD["mustfollow"]) == (10.0, 0.10)
    assert get_game("rettler").card_face(54 + 12) == 12  # the second copy of ♣A
    state = _deal(get_game("napoleon"), 4)
    tracker = track(state.view_for(0))
    assert tracker is not None and tracker.game == "napoleon"
