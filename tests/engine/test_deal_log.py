"""``DealLog``: a deal rebuilt exactly from its rules, explicit deal and actions; the logs a
match keeps for its score-sheet rows; bad log data named by field."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.actions import Action, Pass
from engine.ai import make_bot
from engine.core import GameState
from engine.deal_log import DealLog, deal_data, log_of
from engine.events import TrickWon
from engine.games.mustfollow import MustFollowState
from engine.games.mustfollow.params import FIRST_EDITION
from engine.match import Match

GAMES = [
    ("napoleon", "book", 4),
    ("rettler", "book", 5),
    ("belote", "standard", 4),
    ("belote", "modern", 3),
    ("mustfollow", "first_edition", 3),
    ("mustfollow", "first_edition", 2),
]


def played(
    game: str, preset: str, players: int, seed: int = 2
) -> tuple[Match, GameState, list[Action]]:
    match = Match.create(game, preset, players, seed=seed)
    bots = [make_bot(game, "normal", seed + s) for s in range(players)]
    state = match.new_deal()
    actions: list[Action] = []
    while (seat := state.current_seat) is not None:
        action = bots[seat].choose(state.view_for(seat))
        state.apply(action)
        actions.append(action)
    return match, state, actions


@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_a_recorded_deal_is_rebuilt_exactly(game: str, preset: str, players: int) -> None:
    match, state, actions = played(game, preset, players)
    match.record(state, actions)
    log = match.logs[0]
    assert log is not None and log.preset == preset and log.actions == actions
    again = DealLog.from_json(json.loads(json.dumps(log.to_json())))
    states = again.states()
    assert len(states) == len(actions) + 1
    assert deal_data(states[0]) == deal_data(state)
    final = states[-1]
    assert final.result is not None and state.result is not None
    assert final.result.to_json() == state.result.to_json()


@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_trick_marks_fall_where_tricks_complete(game: str, preset: str, players: int) -> None:
    _, state, actions = played(game, preset, players)
    log = log_of(state, actions, preset)
    marks = log.trick_marks()
    assert marks[0] == 0 and marks[-1] == len(actions)
    replay = log.initial_state()
    completed = []
    for i, action in enumerate(actions):
        if any(isinstance(e, TrickWon) for e in replay.apply(action)):
            completed.append(i + 1)
    assert marks[1:] == completed or marks[1:-1] == completed
    assert len(completed) == len(state.completed)  # type: ignore[attr-defined]


def test_the_match_keeps_one_log_per_row_and_none_without_actions() -> None:
    match, state, actions = played("napoleon", "book", 4)
    match.record(state, actions)
    second = match.new_deal()
    bots = [make_bot("napoleon", "normal", s) for s in range(4)]
    while (seat := second.current_seat) is not None:
        second.apply(bots[seat].choose(second.view_for(seat)))
    match.record(second)
    assert len(match.logs) == len(match.rows) == 2
    assert match.logs[0] is not None and match.logs[1] is None


def test_a_custom_rule_set_is_kept_in_full() -> None:
    rules = FIRST_EDITION.model_copy(update={"name": "mine", "turn_up": "choose"})
    state = MustFollowState.numbered(rules, 1, 7)
    log = log_of(state, [], None)
    data = json.loads(json.dumps(log.to_json()))
    assert data["preset"] is None and data["params"]["turn_up"] == "choose"
    again = DealLog.from_json(data)
    assert again.params == rules
    assert deal_data(again.initial_state()) == deal_data(state)


def good_json() -> dict[str, Any]:
    _, state, actions = played("belote", "standard", 4)
    return log_of(state, actions, "standard").to_json()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(game="bridge"), "game:"),
        (lambda d: d.update(players=7), "players:"),
        (lambda d: d.update(preset="nope"), "preset:"),
        (lambda d: d.update(preset=None, params={"direction": "sideways"}), "params.direction"),
        (lambda d: d["deal"].update(pack=d["deal"]["pack"][:-1]), "deal.pack"),
        (lambda d: d["deal"]["pack"].__setitem__(3, "X9"), "deal.pack[3]"),
        (lambda d: d["deal"].update(dealer=9), "deal.dealer"),
        (lambda d: d["actions"].__setitem__(2, {"kind": "fly"}), "actions[2]"),
        (
            lambda d: (
                d["actions"].insert(0, Pass().to_json())
                or d["actions"].insert(0, {"kind": "play", "card": "SA"})
            ),
            "actions[0]",
        ),
    ],
)
def test_bad_log_data_names_the_field(change: Any, message: str) -> None:
    data = good_json()
    change(data)
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]")):
        DealLog.from_json(data)


def test_a_napoleon_deal_with_a_misdeal_offer_is_rebuilt() -> None:
    # igoshokai offers a redeal to a hand without point cards (N-MIS-1); seed 285 has one
    match = Match.create("napoleon", "igoshokai", 5, seed=285)
    state = match.new_deal()
    assert state.phase == "misdeal_offer"
    from engine.actions import DeclareMisdeal

    state.apply(DeclareMisdeal())
    match.record(state, [DeclareMisdeal()])
    log = match.logs[0]
    assert log is not None and log.preset == "igoshokai"
    final = DealLog.from_json(json.loads(json.dumps(log.to_json()))).final_state()
    assert final.result is not None and final.result.outcome == "redeal"
    from engine.deal_log import to_record
    from engine.record import Node, replay_node

    record = json.loads(json.dumps(to_record(log, list("ABCDE"), "test")))
    assert "contract" not in record and record["result"]["outcome"] == "redeal"
    assert replay_node(Node(record)).ok
