"""Every game's deals written as trick-record/1 files and read back (docs/records.md).

For each game and table size, bot-played deals are exported, replayed with every trick
checked, and read back into a ``DealLog`` that ends in the same result with the same trick
winners; broken records name the field, trick, seat and rule at fault.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from engine.__main__ import main
from engine.actions import Action
from engine.ai import make_bot
from engine.core import GameState
from engine.deal_log import DealLog, log_from_record, to_record
from engine.errors import RecordError
from engine.match import Match
from engine.record import Node, load_record, replay_node
from engine.registry import get_game

DEALS = 30
BOOK = Path(__file__).resolve().parents[1] / "data" / "records"
TABLES = (
    [("napoleon", n) for n in (3, 4, 5, 6)]
    + [("rettler", n) for n in (4, 5, 6, 7, 8)]
    + [("belote", 3), ("belote", 4)]
    + [("mustfollow", n) for n in (1, 2, 3, 4)]
)


def play_match(game: str, players: int, deals: int, seed: int = 11) -> Match:
    """``deals`` bot-played deals of a match, each recorded with its actions."""
    spec = get_game(game)
    preset = next(p for p in spec.presets if players in spec.players_for(p))
    match = Match.create(game, preset, players, seed=seed)
    # The co-op partners' rule-based play searches for seconds a card (issue #12); the
    # round trip is about the record, so they play uniformly random legal cards here.
    level = "random" if game == "mustfollow" else "normal"
    bots = [make_bot(game, level, seed * 10 + s) for s in range(players)]
    for _ in range(deals):
        state = match.new_deal()
        actions: list[Action] = []
        while (seat := state.current_seat) is not None:
            action = bots[seat].choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        match.record(state, actions)
    return match


def winners(state: GameState) -> list[int]:
    return [
        t[-1] if isinstance(t, tuple) and not hasattr(t, "winner") else t.winner
        for t in state.completed
    ]  # type: ignore[attr-defined]


def exported(log: DealLog) -> dict[str, Any]:
    names = [f"P{i + 1}" for i in range(max(2, log.players))]
    data: dict[str, Any] = json.loads(json.dumps(to_record(log, names, "test")))
    return data


#: Napoleon's and Rettler's bot-played matches take 1-2.5 s a table: slow
EXPORT_TABLES = [
    pytest.param(g, n, marks=pytest.mark.slow) if g in ("napoleon", "rettler") else (g, n)
    for g, n in TABLES
]


@pytest.mark.parametrize(("game", "players"), EXPORT_TABLES)
def test_exported_deals_replay_and_read_back(game: str, players: int) -> None:
    match = play_match(game, players, DEALS)
    assert len(match.logs) == DEALS
    for number, (row, log) in enumerate(zip(match.rows, match.logs, strict=True), 1):
        assert log is not None
        original = log.final_state()
        record = exported(log)
        report = replay_node(Node(record), f"deal {number}")
        assert report.ok, (number, report.errors)
        assert len(report.lines) == len(original.completed)  # type: ignore[attr-defined]
        back = log_from_record(Node(record)).final_state()
        assert back.result is not None and original.result is not None
        assert back.result.outcome == row.result.outcome == original.result.outcome
        assert back.result.scores == row.result.scores
        assert winners(back) == winners(original)


@pytest.mark.parametrize("name", ["napoleon_game1.json", "rettler_game1.json"])
def test_book_games_load_as_logs_of_what_was_played(name: str) -> None:
    root = load_record(BOOK / name)
    log = log_from_record(root)
    state = log.final_state()
    tricks = root.get("tricks").as_list()
    assert len(state.completed) == len(tricks)  # type: ignore[attr-defined]
    assert log.trick_marks()[-1] == len(log.actions)
    assert DealLog.from_json(json.loads(json.dumps(log.to_json()))).actions == log.actions


def one_record(game: str, players: int) -> dict[str, Any]:
    log = play_match(game, players, 1, seed=5).logs[0]
    assert log is not None
    return exported(log)


def error_of(record: dict[str, Any]) -> RecordError:
    report = replay_node(Node(record))
    assert not report.ok
    with pytest.raises(RecordError):
        log_from_record(Node(record))
    return report.errors[0]


@pytest.mark.parametrize("game", ["belote", "mustfollow"])
def test_a_wrong_winner_names_the_trick_and_the_rule(game: str) -> None:
    record = one_record(game, 3)
    trick = record["tricks"][2]
    others = [p[0] for p in trick["plays"] if p[0] != trick["winner"]]
    trick["winner"] = others[0]
    error = error_of(record)
    assert error.trick == 3 and error.path == "$.tricks[2].winner"
    assert error.rule_id and "won" in str(error)


def revoke(record: dict[str, Any]) -> tuple[dict[str, Any], int, str]:
    """The record with one follower's card swapped for an off-suit card it played later
    (it could follow, so the swap breaks the follow rule): (record, trick, seat)."""
    tricks = record["tricks"]
    for t, trick in enumerate(tricks[:-1]):
        led = trick["plays"][0][1][0][0]
        for p, (seat, cards) in enumerate(trick["plays"][1:], 1):
            later = [
                c
                for tr in tricks[t + 1 :]
                for s, cs in tr["plays"]
                if s == seat
                for c in cs
                if c[0] != led
            ]
            if cards[0][0] == led and later:
                bad = copy.deepcopy(record)
                bad["tricks"][t]["plays"][p][1] = [later[0]]
                return bad, t + 1, seat
    raise AssertionError("no follow to break in this deal")


@pytest.mark.parametrize(
    ("game", "players", "rule"),
    [
        ("belote", 4, "B-PLAY"),
        ("belote", 3, "B-PLAY"),
        ("mustfollow", 4, "M-PLAY-1"),
        ("mustfollow", 3, "M-PLAY-1"),
    ],
)
def test_a_revoke_is_refused_with_the_follow_rule(game: str, players: int, rule: str) -> None:
    bad, trick, seat = revoke(one_record(game, players))
    error = error_of(bad)
    assert (error.trick, error.seat) == (trick, seat)
    assert error.rule_id is not None and error.rule_id.startswith(rule)
    assert error.path is not None and error.path.startswith(f"$.tricks[{trick - 1}].plays")


@pytest.mark.parametrize(
    ("game", "field", "value", "path"),
    [
        ("belote", "candidate", "S5", "$.candidate"),
        ("belote", "seats", ["A", "A", "B", "C"], "$.seats"),
        ("mustfollow", "center", "ZZ", "$.center"),
        ("napoleon", "kitty", ["SA"], "$.hands"),
    ],
)
def test_a_bad_field_is_named(game: str, field: str, value: Any, path: str) -> None:
    record = one_record(game, 3)
    record[field] = value
    assert error_of(record).path == path


def test_a_belote_call_out_of_turn_names_the_seat() -> None:
    record = one_record("belote", 4)
    calls = record["bidding"][0]["calls"]
    other = next(s for s in record["seats"] if s != calls[0][0])
    calls[0][0] = other
    error = error_of(record)
    assert (error.seat, error.rule_id, error.path) == (other, "B-BID-1", "$.bidding[0].calls[0][0]")


@pytest.mark.parametrize("game", ["belote", "mustfollow"])
def test_the_command_line_replays_exported_files(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(one_record(game, 3)), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "agrees with the rules" in out and "DISAGREES" not in out
