"""The score sheet every game shares (engine.score_sheet): one line per deal with each
scoring unit's change and running total, redeals scoring nothing, the end of the game
marked, and one CSV for every game."""

from __future__ import annotations

import csv
import io
import random

import pytest

from engine.actions import Pass
from engine.ai import make_bot
from engine.match import Match
from engine.registry import get_game
from engine.score_sheet import CONTRACT, contract_code, game_over_said, sheet_of, to_csv
from engine.text import in_language

NAMES = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay"]

CASES = [
    ("napoleon", "book", 4),
    ("napoleon", "book", 5),
    ("rettler", "book", 4),
    ("rettler", "book", 5),
    ("belote", "standard", 4),
    ("belote", "standard", 3),
    ("mustfollow", "first_edition", 3),
    ("mustfollow", "first_edition", 2),
]


def _played(game: str, preset: str, players: int, deals: int, seed: int = 1) -> Match:
    """A match of ``deals`` deals played by random legal moves (fast, and it reaches the
    rare outcomes: redeals, broken contracts)."""
    match = Match.create(game, preset, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(deals):
        state = match.new_deal()
        while not state.is_over:
            state.apply(rng.choice(list(state.legal_actions())))
        match.record(state)
    return match


@pytest.mark.parametrize(("game", "preset", "players"), CASES)
def test_one_line_per_deal_with_each_units_change_and_total(
    game: str, preset: str, players: int
) -> None:
    match = _played(game, preset, players, 8)
    sheet = sheet_of(match)
    assert [line.number for line in sheet.lines] == [row.number for row in match.rows]
    seats = sorted(s for unit in sheet.units for s in unit)
    assert seats == list(range(players))  # every seat in exactly one unit
    for line, row in zip(sheet.lines, match.rows, strict=True):
        for u, unit in enumerate(sheet.units):
            for seat in unit:  # partners score the same
                assert row.result.scores[seat] == line.changes[u]
                assert row.totals[seat] == line.totals[u]
        assert line.outcome == row.result.outcome
        assert line.counts == row.result.counts
        assert str(line.said) and in_language(line.said, "ja") != str(line.said)
        if not row.result.counts:  # a redeal is listed and scores nothing
            assert set(line.changes) == {0}
    assert sheet.totals == tuple(match.totals[u[0]] for u in sheet.units)
    assert list(sheet.seat_totals()) == list(match.totals)
    assert all(c.title and c.csv for c in sheet.columns)
    assert all(in_language(c.title, "ja") != c.title for c in sheet.columns)


def test_redeals_are_listed_and_score_nothing() -> None:
    """Every other deal everybody passes (B-BID-4: thrown in, dealt again)."""
    match = Match.create("belote", "standard", 4, seed=4)
    rng = random.Random(4)
    for number in range(6):
        state = match.new_deal()
        while not state.is_over:
            legal = list(state.legal_actions())
            passes = [a for a in legal if isinstance(a, Pass)]
            state.apply(passes[0] if passes and number % 2 else rng.choice(legal))
        match.record(state)
    sheet = sheet_of(match)
    redeals = [line for line in sheet.lines if not line.counts]
    assert [line.number for line in redeals] == [2, 4, 6]
    for line in redeals:
        assert line.changes == (0, 0) and line.values == {}
        assert "B-BID-4" in line.said and "B-BID-4" in in_language(line.said, "ja")
        previous = sheet.lines[line.number - 2].totals if line.number > 1 else (0, 0)
        assert line.totals == previous


def test_four_player_belote_scores_by_partnership() -> None:
    match = _played("belote", "standard", 4, 3)
    sheet = sheet_of(match)
    assert sheet.units == ((0, 2), (1, 3))  # B-SEAT-1: partners sit opposite
    assert sheet.unit_names(NAMES) == ["Ann & Cy", "Bob & Di"]
    header = next(csv.reader(io.StringIO(to_csv(match, NAMES[:4]))))
    assert header[-4:] == ["Ann & Cy change", "Bob & Di change", "Ann & Cy total", "Bob & Di total"]
    assert sheet.aim is not None and "1000" in sheet.aim


def test_the_played_columns_come_from_the_result() -> None:
    match = _played("napoleon", "book", 5, 12, seed=3)
    sheet = sheet_of(match)
    keys = [c.key for c in sheet.columns]
    assert keys[:2] == ["declarer", "contract"]
    for line, row in zip(sheet.lines, match.rows, strict=True):
        d = row.detail
        if row.result.counts:
            assert line.values["declarer"] == d["declarer"]
            assert line.values["contract"] == d["contract"]
            assert line.values["side"] == d["side_totals"]["declarer_side"]
            assert line.values["adjutants"] == d["adjutants"]
        else:
            assert line.values == {}
            assert d.get("rule_id", "") in line.said


def test_the_csv_is_the_sheet_for_every_game() -> None:
    for game, preset, players in CASES:
        match = _played(game, preset, players, 4, seed=2)
        sheet = sheet_of(match)
        rows = list(csv.reader(io.StringIO(to_csv(match, NAMES[:players]))))
        header, body = rows[0], rows[1:]
        assert header[:2] == ["deal", "outcome"]
        assert header[2 : 2 + len(sheet.columns)] == [c.csv for c in sheet.columns]
        assert all(h.isascii() for h in header[: 2 + len(sheet.columns)])  # English header
        assert len(body) == len(match.rows)
        names = sheet.unit_names(NAMES[:players])
        for cells, line in zip(body, sheet.lines, strict=True):
            assert cells[0] == str(line.number) and cells[1] == line.outcome
            changes = [int(cells[header.index(f"{n} change")]) for n in names]
            totals = [int(cells[header.index(f"{n} total")]) for n in names]
            assert changes == list(line.changes) and totals == list(line.totals)
            if line.counts and "contract" in line.values:
                column = next(c for c in sheet.columns if c.kind == CONTRACT)
                assert cells[header.index(column.csv)] == contract_code(
                    game, line.values["contract"]
                )
        assert match.to_csv(NAMES[:players]) == to_csv(match, NAMES[:players])


def test_contract_codes() -> None:
    assert contract_code("napoleon", {"trump": "S", "count": 14}) == "S 14"
    assert contract_code("napoleon", {"trump": "H", "count": 0, "reverse": True}) == "reverse H"
    assert (
        contract_code("rettler", {"trump": "red", "count": 26, "adjutants": 2})
        == "red 26 2 adjutants"
    )
    assert contract_code("belote", {"trump": "nt", "bid": "sa"}) == "sa"
    assert contract_code("napoleon", {}) == ""


def test_the_end_of_a_belote_game_is_marked() -> None:
    match = Match.create("belote", "standard", 4, seed=5)
    bots = [make_bot("belote", "normal", s) for s in range(4)]
    for _ in range(60):
        state = match.new_deal()
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            state.apply(bots[seat].choose(state.view_for(seat)))
        match.record(state)
        sheet = sheet_of(match)
        if match.game_over is not None:
            break
        assert sheet.ended_at is None and game_over_said(sheet, NAMES) is None
    else:
        raise AssertionError("nobody reached 1000")
    assert sheet.ended_at == match.rows[-1].number  # the deal that reached the target
    said = game_over_said(sheet, NAMES)
    assert said is not None and "B-END-1" in said and "B-END-1" in in_language(said, "ja")
    assert in_language(said, "fr").startswith("Fin de la partie : ")
    over = match.game_over
    assert over is not None
    best = max(range(2), key=lambda u: sheet.totals[u])
    assert sheet.unit_names(NAMES)[best] in said and str(sheet.totals[best]) in said
    assert set(sheet.units[best]) & set(over.winners)


def test_games_without_an_end_have_no_aim() -> None:
    for game in ("napoleon", "rettler", "mustfollow"):
        spec = get_game(game)
        preset = next(iter(spec.presets))
        players = spec.players_for(preset)[-1]
        sheet = sheet_of(Match.create(game, preset, players, seed=1))
        assert sheet.aim is None and sheet.game_over is None and sheet.lines == ()
