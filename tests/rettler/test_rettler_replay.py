"""Replaying Rettler trick records (docs/records.md, R-FOUL-3): the book's game 1 through
the command line (its full agreement, R-TV-GAME-1, is in test_book_games.py), rejected
records naming trick, seat and rule, and engine-played deals — pair rounds, point requests
and a six-trick bomb round — written out and replayed."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from rettler_support import cards

from engine.__main__ import main
from engine.actions import CallAdjutant, Discard
from engine.ai import make_bot
from engine.games.rettler.actions import EndAdjutantCall, Lead
from engine.games.rettler.params import BOOK
from engine.games.rettler.replay import to_record
from engine.games.rettler.state import RettlerState
from engine.record import Node, replay_file, replay_node

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"
GAME1 = RECORDS / "rettler_game1.json"


def _game1() -> dict:
    return json.loads(GAME1.read_text(encoding="utf-8"))


def test_cli_replay_exits_zero_for_the_book_record(capsys):
    assert main(["replay", str(GAME1)]) == 0
    out = capsys.readouterr().out
    assert "agrees with the rules" in out and "trick 13-14: F:♠8♠8" in out


def _replay_changed(tmp_path: Path, change) -> tuple[int, str]:
    data = _game1()
    change(data)
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = main(["replay", str(path)])
    return code, str(replay_file(path).errors[0]) if code else ""


def test_a_wrong_winner_is_reported_with_trick_seat_and_rule(tmp_path):
    def change(data):
        data["tricks"][4]["winner"] = "E"  # trick 7: D's Mighty wins, not E

    code, error = _replay_changed(tmp_path, change)
    assert code != 0
    assert "trick 7" in error and "seat E" in error and "N-TRICK-5" in error


def test_an_unanswered_joker_call_is_a_foul(tmp_path):
    """Trick 7 is ♠3: B must play his joker (R-JOKER-3); the record has him keep it."""

    def change(data):
        data["tricks"][4]["plays"][1] = ["B", ["S6"]]

    code, error = _replay_changed(tmp_path, change)
    assert code != 0 and "trick 7" in error and "seat B" in error and "R-JOKER-3" in error


def test_a_pair_round_with_one_card_is_rejected(tmp_path):
    def change(data):
        data["tricks"][1]["plays"][3] = ["D", ["D8"]]

    code, error = _replay_changed(tmp_path, change)
    assert code != 0 and "trick 2" in error and "seat D" in error and "R-PLAY-9" in error


def test_a_third_copy_of_a_card_is_rejected(tmp_path):
    """Two decks hold two of every card (R-COMP-1): A's ♠3♠3 are both copies, so B cannot
    hold a third."""

    def change(data):
        data["hands"]["B"][0] = "S3"

    code, error = _replay_changed(tmp_path, change)
    assert code != 0 and "$.hands" in error and "S3" in error and "R-COMP-1" in error


def test_a_table_of_three_is_rejected(tmp_path):
    def change(data):
        data["seats"] = ["A", "B", "C"]

    code, error = _replay_changed(tmp_path, change)
    assert code != 0 and "$.seats" in error and "not 3" in error and "R-COMP-5" in error


def test_a_wrong_point_total_is_reported(tmp_path):
    def change(data):
        data["result"]["point_cards"]["A"] = 15

    code, error = _replay_changed(tmp_path, change)
    assert code != 0 and "R-END-1" in error


# --- engine deals written out and replayed -------------------------------------------------


def _play(state: RettlerState, seed: int, level: str = "normal") -> RettlerState:
    bots = [make_bot("rettler", level, seed + i) for i in range(state.players)]
    while state.current_seat is not None:
        seat = state.current_seat
        state.apply(bots[seat].choose(state.view_for(seat)))
    return state


def _round_trip(state: RettlerState) -> None:
    record = to_record(state)
    report = replay_node(Node(copy.deepcopy(record)), "round trip")
    assert report.ok, (report.errors, record["tricks"])
    assert len(report.lines) == len(state.completed)


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_played_deals_replay(players):
    for seed in range(6):
        state = RettlerState.deal(
            BOOK.model_copy(update={"misdeal": False}), players, random.Random(seed)
        )
        _play(state, seed, "normal" if seed % 2 else "random")
        if state.result is not None and state.result.outcome in (
            "declarer_side_wins",
            "coalition_wins",
        ):
            _round_trip(state)


GAME3 = [
    "SQ SJ S6 HJ H9 DJ DJ D9 D5 CA CQ CQ CJ CJ C5 C2 BR",
    "SA S5 S5 S4 S3 HQ H10 H5 DA D10 D7 D6 D4 D4 C8 C4 JK",
    "SK SJ S10 S9 S8 S4 HA H4 H4 H3 D9 D3 D3 CK C10 C3 C3",
    "SA S9 S8 S2 HK HQ H9 H8 H5 H2 H2 DK DQ D5 D2 C8 C2",
    "SQ S7 S2 HA H8 DA DK D10 D8 D7 CA C10 C7 C7 C6 C6 BR",
    "SK S10 S7 S6 S3 HK HJ H7 H7 H6 DQ D8 D6 CK C5 C4 JK",
]


def test_a_bomb_round_replays_with_six_trick_numbers():
    """The book's game 3 opens with a six-jack bomb naming clubs (tricks 1-6, R-PLAY-2);
    the rest is played by the engine's players, written out and replayed."""
    state = RettlerState.from_contract(
        BOOK,
        [cards(h) for h in GAME3],
        cards("H10 H6 H3 D2 C9 C9"),
        declarer=0,
        count=40,
        trump="nt",
    )
    for jack in cards("SJ HJ DJ CJ"):
        state.apply(CallAdjutant(jack))
    state.apply(EndAdjutantCall())
    for card in cards("S6 H9 H6 H3 D9 D5"):
        state.apply(Discard(card))
    state.apply(Lead(tuple(cards("SJ HJ DJ DJ CJ CJ")), 3))
    _play(state, 3)
    record = to_record(state)
    first = record["tricks"][0]
    assert first["n"] == [1, 2, 3, 4, 5, 6] and first["joker_suit"] == "C"
    assert all(len(cards_) == 6 for _, cards_ in first["plays"])
    _round_trip(state)
