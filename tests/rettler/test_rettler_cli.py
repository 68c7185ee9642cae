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
