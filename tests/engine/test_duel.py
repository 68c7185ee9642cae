"""``python -m engine duel``: one AI level against another on duplicate deals (issue 12).

The deals and seeds are fixed, so every figure asserted here is what those deals give; what
is asserted is what must hold for any deal: the copies of a deal hold the same cards, a level
against itself scores exactly 0 (its bots get the same seed in every copy), the rule-based
player beats random play.
"""

from __future__ import annotations

import json

import pytest

from engine.cli import main
from engine.duel import Duel, run_duel, run_duel_games

#: (game, preset, players, fixed contract): one table of each way of splitting the seats
TABLES = [
    ("napoleon", "book", 5, True),
    ("napoleon", "book", 5, False),
    ("rettler", "book", 6, True),
    ("rettler", "book", 6, False),
    ("belote", "standard", 4, False),
    ("belote", "standard", 3, False),
]


def test_normal_beats_random_on_a_fixed_napoleon_contract() -> None:
    result = run_duel("napoleon", "book", 5, "normal", "random", 20, 1, fixed_contract=True)
    assert len(result.diffs) == 20
    assert result.mean > 3 * result.stderr > 0  # point cards per deal, clearly positive
    # the same contract in both copies: each level declares it once per deal
    assert result.a.declared == result.b.declared == 20
    assert result.a.made > result.b.made


@pytest.mark.parametrize(("game", "preset", "players", "fixed"), TABLES)
def test_normal_beats_random_in_every_game(
    game: str, preset: str, players: int, fixed: bool
) -> None:
    result = run_duel(game, preset, players, "normal", "random", 6, 2, fixed_contract=fixed)
    assert len(result.diffs) == 6
    assert result.mean > 0
    assert result.a.times and result.b.times  # both levels were asked and timed


def test_normal_beats_random_at_the_co_op_table() -> None:
    result = run_duel("mustfollow", "first_edition", 2, "normal", "random", 1, 4)
    assert result.a.wins == 1 and result.b.wins == 0
    assert result.mean == 1.0


@pytest.mark.parametrize(("game", "preset", "players", "fixed"), TABLES)
@pytest.mark.parametrize("level", ["random", "normal"])
def test_a_level_against_itself_scores_exactly_zero(
    game: str, preset: str, players: int, fixed: bool, level: str
) -> None:
    result = run_duel(game, preset, players, level, level, 3, 3, fixed_contract=fixed)
    assert result.diffs == [0] * 3
    assert result.a.declared == result.b.declared or not fixed  # rotate: A holds 1 seat of N


def test_random_against_itself_at_the_co_op_table_scores_exactly_zero() -> None:
    result = run_duel("mustfollow", "first_edition", 3, "random", "random", 5, 1)
    assert result.diffs == [0] * 5
    assert result.a.wins == result.b.wins


@pytest.mark.parametrize(("game", "preset", "players", "fixed"), TABLES)
def test_the_copies_of_a_deal_hold_the_same_cards(
    game: str, preset: str, players: int, fixed: bool
) -> None:
    duel = Duel(game, preset, players, "normal", "random", 5, fixed, keep_deals=True)
    result = duel.run(2)
    assert len(result.dealt) == 2
    copies = {"napoleon": 5 if not fixed else 2, "rettler": 6 if not fixed else 2}
    for dealt in result.dealt:
        assert len(dealt) == copies.get(game, players if players == 3 else 2)
        assert all(copy == dealt[0] for copy in dealt)
    assert result.dealt[0][0] != result.dealt[1][0]  # and the deals differ from each other


def test_whole_belote_games_to_the_target() -> None:
    result = run_duel_games("belote", "standard", 4, "normal", "random", 2, 1)
    assert len(result.diffs) == 2
    assert result.mean > 0.5  # A wins more than half of the games


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


def test_the_command_prints_the_difference_made_rates_and_times(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rettler = ["duel", "--game", "rettler", "--players", "6", "--a", "normal", "--b", "random"]
    out = run(
        [*rettler, "--deals", "4", "--seed", "1", "--fixed-contract", "--procs", "1"],
        capsys,
    )
    assert "deals played: 4" in out
    assert "A minus B: +" in out and "point cards per deal" in out
    assert "made as declarer: A " in out
    assert "time per decision: A median" in out and "p95" in out


def test_the_json_output_parses(capsys: pytest.CaptureFixture[str]) -> None:
    out = run(
        [
            "duel",
            "--game",
            "belote",
            "--a",
            "random",
            "--b",
            "random",
            "--deals",
            "3",
            "--json",
            "--procs",
            "1",
        ],
        capsys,
    )
    data = json.loads(out)
    assert data["game"] == "belote" and data["players"] == 4 and data["played"] == 3
    assert data["mean"] == 0.0
    assert data["levels"]["a"]["level"] == "random"
    assert data["levels"]["b"]["time_ms"]["decisions"] > 0


def test_help_lists_the_duel(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "duel" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--a", "genius", "--b", "normal"], "argument --a: unknown AI level 'genius' (choose"),
        (["--a", "normal", "--b", "genius"], "argument --b: unknown AI level 'genius' (choose"),
        (["--b", "normal"], "the following arguments are required: --a"),
        (["--a", "normal", "--b", "random", "--deals", "0"], "--deals: must be at least 1"),
        (["--a", "normal", "--b", "random", "--players", "9"], "not 9"),
        (["--game", "poker", "--a", "normal", "--b", "random"], "'mustfollow', 'napoleon'"),
        (
            ["--game", "belote", "--a", "normal", "--b", "random", "--fixed-contract"],
            "--fixed-contract: only with --game 'napoleon' or 'rettler'",
        ),
        (["--a", "normal", "--b", "random", "--games", "3"], "--games: only with --game 'belote'"),
        (
            ["--game", "belote", "--a", "normal", "--b", "random", "--games", "3", "--deals", "2"],
            "give --deals or --games, not both",
        ),
    ],
)
def test_bad_arguments_are_refused_in_one_line(
    argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["duel", *argv])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert err.startswith("python -m engine duel: error: ")
    assert expected in err
