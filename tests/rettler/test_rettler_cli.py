"""``python -m engine selfplay --game rettler``: every player count runs and reports."""

from __future__ import annotations

import pytest

from engine.__main__ import main


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_selfplay_runs_for_every_player_count(players, capsys):
    code = main(
        [
            "selfplay",
            "--game",
            "rettler",
            "--players",
            str(players),
            "--deals",
            "12",
            "--seed",
            "3",
            "--bots",
            "normal,random",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert f"rettler / book / {players} players: 12 deals played" in out


def test_selfplay_refuses_a_player_count_rettler_does_not_have(capsys):
    assert main(["selfplay", "--game", "rettler", "--players", "3", "--deals", "1"]) == 2
    assert "4, 5, 6, 7, 8" in capsys.readouterr().err


def _summary(preset: str, capsys) -> str:
    code = main(["selfplay", "--game", "rettler", "--preset", preset, "--deals", "8"])
    out = capsys.readouterr().out
    assert code == 0, out
    return out


def test_selfplay_of_a_team_game_reports_wins_and_point_cards_per_team(capsys):
    """R-VAR-7 has no contract: the summary counts each team's wins and point cards, not
    "contracts made: 0"; the wins add up to the deals (a tie counts for both teams)."""
    out = _summary("team_3v3", capsys)
    assert "contracts made" not in out and "declarer side" not in out
    wins = next(line for line in out.splitlines() if line.startswith("wins by team: "))
    counts = [int(part.split()[1]) for part in wins.removeprefix("wins by team: ").split(", ")]
    assert len(counts) == 2 and sum(counts) >= 8
    mean = next(line for line in out.splitlines() if line.startswith("mean point cards by team"))
    points = [float(p.split()[1]) for p in mean.split(": ", 1)[1].split(", ")]
    assert sum(points) > 0


def test_selfplay_of_imperialist_and_sanction_reports_what_they_decide(capsys):
    """R-VAR-4: wins per seat; R-VAR-11: how often the punished player met his target."""
    out = _summary("imperialist", capsys)
    assert "contracts made" not in out and "deals won by seat" in out
    out = _summary("sanction", capsys)
    assert "contracts made" not in out and "sanction target met: " in out and " of 8 " in out
