"""Replaying ``trick-record/1`` files (docs/records.md, N-FOUL-3): the book's two recorded
games agree with the rules trick by trick; broken copies are rejected naming the trick, the
seat and the rule (or the JSON path / line and column of a malformed file)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.errors import RecordError
from engine.record import ReplayReport, replay_file

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"
GAME1 = RECORDS / "napoleon_game1.json"
GAME2 = RECORDS / "napoleon_game2.json"

Record = dict[str, Any]


def load(path: Path) -> Record:
    data: Record = json.loads(path.read_text(encoding="utf-8"))
    return data


def mutate(
    tmp_path: Path, source: Path, change: Callable[[Record], None], name: str = "mutated.json"
) -> ReplayReport:
    record = copy.deepcopy(load(source))
    change(record)
    path = tmp_path / name
    path.write_text(json.dumps(record, ensure_ascii=False, indent=1), encoding="utf-8")
    return replay_file(path)


def only_error(report: ReplayReport) -> RecordError:
    assert not report.ok
    assert len(report.errors) == 1, report.errors
    return report.errors[0]


def play(record: Record, trick: int, seat: str) -> list[Any]:
    """The ``[seat, [card]]`` entry of ``seat`` in trick number ``trick`` (1-based)."""
    entry = record["tricks"][trick - 1]
    return next(p for p in entry["plays"] if p[0] == seat)


def swap_cards(record: Record, seat: str, trick_a: int, trick_b: int) -> None:
    a, b = play(record, trick_a, seat), play(record, trick_b, seat)
    a[1], b[1] = b[1], a[1]


# --- the good records ---------------------------------------------------------------------
def test_game_one_replays_with_a_line_per_trick() -> None:
    report = replay_file(GAME1)
    assert report.ok, report.errors
    assert report.errors == []
    assert len(report.lines) == 12
    assert report.lines[0] == "trick 1: A:♣A B:♣6 C:♣9 D:♣3 -> A wins (led_suit, N-TRICK-1)"
    assert report.lines[2].startswith("trick 3: D:♠3 A:♡Q B:♠6 C:JK -> A wins")
    assert "B wins (right_bower, N-TRICK-4)" in report.lines[4]
    assert "A wins (same_two, N-TRICK-11)" in report.lines[6]
    assert "C wins (mighty, N-TRICK-5)" in report.lines[10]
    # last trick: the trump ♢8 is powerless, the led suit wins
    assert report.lines[11] == "trick 12: C:♠K D:♠J A:♢8 B:♣K -> C wins (led_suit, N-TRICK-1)"


def test_game_two_replays_with_a_line_per_trick() -> None:
    report = replay_file(GAME2)
    assert report.ok, report.errors
    assert len(report.lines) == 12
    assert [line.split(":")[0] for line in report.lines] == [f"trick {k}" for k in range(1, 13)]
    assert "B wins (same_two, N-TRICK-11)" in report.lines[1]
    assert "D wins (mighty, N-TRICK-5)" in report.lines[5]
    assert "D wins (left_bower, N-TRICK-4)" in report.lines[9]
    assert "D wins (joker_lead, N-TRICK-8)" in report.lines[10]
    assert report.lines[11].endswith("D wins (led_suit, N-TRICK-1)")


def test_an_unchanged_copy_replays_ok(tmp_path: Path) -> None:
    report = mutate(tmp_path, GAME1, lambda r: None)
    assert report.ok
    assert report.lines == replay_file(GAME1).lines


# --- rule breaches ------------------------------------------------------------------------
def test_wrong_winner_is_rejected_with_the_engines_reason(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["tricks"][10]["winner"] = "A"  # trick 11: C's Mighty wins

    report = mutate(tmp_path, GAME1, change)
    error = only_error(report)
    assert error.trick == 11
    assert error.rule_id == "N-TRICK-5"
    assert error.seat == "A"  # the seat the record wrongly names
    text = str(error)
    assert "trick 11" in text and "N-TRICK-5" in text and "C" in text
    assert len(report.lines) == 11  # tricks up to the disagreement are still reported


def test_wrong_same_two_winner_names_same_two(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["tricks"][1]["winner"] = "D"  # game 2 trick 2: ♠2 wins by same-two

    error = only_error(mutate(tmp_path, GAME2, change))
    assert (error.trick, error.rule_id) == (2, "N-TRICK-11")


def test_not_following_suit_is_rejected(tmp_path: Path) -> None:
    # trick 2 is led ♡7; B plays ♣2 (from trick 6) although he holds ♡6
    error = only_error(mutate(tmp_path, GAME1, lambda r: swap_cards(r, "B", 2, 6)))
    assert error.trick == 2
    assert error.seat == "B"
    assert error.rule_id == "N-PLAY-3"
    assert "trick 2" in str(error) and "seat B" in str(error)


def test_missing_joker_call_answer_is_rejected(tmp_path: Path) -> None:
    # trick 3: D leads ♠3, C must play the joker; here C plays ♠8 instead
    error = only_error(mutate(tmp_path, GAME1, lambda r: swap_cards(r, "C", 3, 10)))
    assert (error.trick, error.seat, error.rule_id) == (3, "C", "N-PLAY-5")


def test_wrong_leader_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["tricks"][2]["lead"] = "A"  # D won trick 2 and must lead trick 3

    error = only_error(mutate(tmp_path, GAME1, change))
    assert (error.trick, error.rule_id) == (3, "N-PLAY-1")


def test_playing_out_of_turn_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        plays = r["tricks"][3]["plays"]
        plays[1], plays[2] = plays[2], plays[1]

    error = only_error(mutate(tmp_path, GAME1, change))
    assert (error.trick, error.rule_id) == (4, "N-SEAT-2")
    assert error.seat == "C"


def test_playing_a_card_not_held_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        play(r, 1, "B")[1] = ["C8"]  # in the Napoleon's discards, not in B's hand

    error = only_error(mutate(tmp_path, GAME1, change))
    assert (error.trick, error.seat) == (1, "B")
    assert error.rule_id == "N-FOUL-1"


def test_wrong_point_count_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["result"]["point_cards"]["A"] = 10

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.seat == "A"
    assert error.rule_id == "N-END-1"
    assert "9" in str(error)


def test_wrong_side_totals_are_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["result"]["side_totals"] = {"declarer_side": 17, "coalition": 3}

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.rule_id == "N-END-1"
    assert error.path is not None and "side_totals" in error.path


def test_wrong_outcome_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["result"]["outcome"] = "coalition_wins"

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.rule_id == "N-END-2"
    assert "declarer_side_wins" in str(error)


def test_all_take_outcome_cites_the_all_take_rule(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["result"]["outcome"] = "declarer_side_wins"

    error = only_error(mutate(tmp_path, GAME2, change))
    assert error.rule_id == "N-END-3"


def test_wrong_number_of_discards_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["exchange"]["discard"] = r["exchange"]["discard"][:4]

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.exchange.discard"
    assert "N-KIT-2" in str(error)


def test_discarding_a_card_not_held_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["exchange"]["discard"][2] = "SA"  # C's Mighty

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.exchange.discard[2]"
    assert error.seat == "A"
    assert error.rule_id == "N-FOUL-1"


def test_taking_other_cards_than_the_kitty_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["exchange"]["take"] = ["S4", "H7", "D10", "D8", "C9"]

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.exchange.take"
    assert "N-KIT-1" in str(error)


def test_naming_two_adjutant_cards_with_four_players_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["contract"]["adjutant_cards"] = ["SA", "HJ"]
        del r["contract"]["adjutants"]

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.contract.adjutant_cards"
    assert "N-ADJ-1" in str(error)


def test_card_dealt_twice_is_rejected(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["hands"]["A"][0] = "SA"  # C holds the ♠A too

    error = only_error(mutate(tmp_path, GAME1, change))
    assert "SA" in str(error)
    assert "N-COMP-1" in str(error)


def test_record_stopping_before_the_outcome_is_decided(tmp_path: Path) -> None:
    def cut(r: Record) -> None:
        r["tricks"] = r["tricks"][:11]  # side 12 + 3 still out: a contract of 15 is open
        del r["result"]["point_cards"]
        del r["result"]["side_totals"]

    error = only_error(mutate(tmp_path, GAME1, cut))
    assert "N-END-5" in str(error)

    def cut_without_result(r: Record) -> None:
        r["tricks"] = r["tricks"][:11]
        del r["result"]

    report = mutate(tmp_path, GAME1, cut_without_result, "cut.json")
    assert report.ok, report.errors
    assert len(report.lines) == 11


# --- malformed files ------------------------------------------------------------------------
def test_malformed_json_reports_line_and_column(tmp_path: Path) -> None:
    text = GAME1.read_text(encoding="utf-8").splitlines()
    text[4] = text[4] + ","  # '"preset": "book",,' on line 5
    path = tmp_path / "broken.json"
    path.write_text("\n".join(text), encoding="utf-8")
    error = only_error(replay_file(path))
    assert "line 5" in str(error)
    assert "column" in str(error)
    assert error.path == "$"


def test_wrong_type_is_reported_with_its_json_path(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["tricks"][2]["plays"][1][1][0] = 5

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.tricks[2].plays[1][1][0]"
    assert "$.tricks[2].plays[1][1][0]" in str(error)
    assert "string" in str(error)


def test_unknown_card_code_is_reported_with_its_json_path(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["tricks"][0]["plays"][2][1] = ["C1"]

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.tricks[0].plays[2][1][0]"
    assert "C1" in str(error)


def test_unknown_card_in_a_hand(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["hands"]["B"][3] = "HX"

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.hands.B[3]"


def test_missing_field_is_named(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        del r["contract"]["trump"]

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.contract"
    assert "trump" in str(error)


@pytest.mark.parametrize(
    ("field", "value", "path"),
    [
        ("format", "trick-record/9", "$.format"),
        ("game", "whist", "$.game"),
        ("preset", "martian", "$.preset"),
    ],
)
def test_bad_header_fields(tmp_path: Path, field: str, value: str, path: str) -> None:
    def change(r: Record) -> None:
        r[field] = value

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == path


def test_contract_bid_outside_the_limits(tmp_path: Path) -> None:
    def change(r: Record) -> None:
        r["contract"]["bid"] = 13  # four players: 14 at least

    error = only_error(mutate(tmp_path, GAME1, change))
    assert error.path == "$.contract.bid"
    assert "N-BID-6" in str(error)


def test_missing_file_is_an_error_not_an_exception(tmp_path: Path) -> None:
    report = replay_file(tmp_path / "absent.json")
    assert not report.ok
    assert "absent.json" in str(report.errors[0])
