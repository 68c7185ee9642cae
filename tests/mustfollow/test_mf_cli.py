"""``python -m engine solve|selfplay --game mustfollow``: JSON answers and summaries."""

from __future__ import annotations

import json

import pytest

from engine.__main__ import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_prints_a_winning_line_for_both_rounds(capsys):
    code, out, err = run(["solve", "--game", "mustfollow", "--players", "1", "--seed", "7"], capsys)
    assert code == 0, err
    data = json.loads(out)
    assert data["winnable"] is True and data["deal_number"] == 7
    assert [r["round"] for r in data["rounds"]] == [1, 2]
    for r in data["rounds"]:
        assert len(r["tricks"]) == 12
        assert set(r["hands"]) == {"player", "dummy"}
    assert data["rounds"][0]["tricks"][0].startswith("1: player C2, dummy ")
    again = run(["solve", "--game", "mustfollow", "--players", "1", "--seed", "7"], capsys)[1]
    assert again == out


def test_solve_reports_unknown_out_of_budget(capsys):
    code, out, _ = run(
        ["solve", "--game", "mustfollow", "--players", "4", "--seed", "3", "--budget", "20"], capsys
    )
    assert code == 0
    data = json.loads(out)
    assert data["winnable"] is None and data["status"] == "unknown"


def test_solve_other_games_is_an_error(capsys):
    code, _, err = run(["solve", "--game", "napoleon"], capsys)
    assert code == 2 and "napoleon" in err


def test_selfplay_prints_success_rate_and_mean_score(capsys):
    code, out, err = run(
        ["selfplay", "--game", "mustfollow", "--players", "2", "--deals", "3", "--seed", "5"],
        capsys,
    )
    assert code == 0, err
    assert "mustfollow / first_edition / 2 players: 3 deals played" in out
    assert "success rate:" in out and "mean score of won games:" in out


def test_selfplay_wrong_player_count_is_an_error(capsys):
    code, out, err = run(
        ["selfplay", "--game", "mustfollow", "--players", "5", "--deals", "1"], capsys
    )
    assert code == 2 and "selfplay:" in err and out == ""
