"""``python -m engine selfplay --game belote``: whole games to 1000 with a summary."""

from __future__ import annotations

import pytest

from engine.__main__ import main


@pytest.mark.parametrize("players", [3, 4])
def test_selfplay_plays_whole_games(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "selfplay",
            "--game",
            "belote",
            "--players",
            str(players),
            "--bots",
            "normal,random",
            "--deals",
            "40",
            "--seed",
            "2",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    assert f"belote / standard / {players} players: 40 deals played" in out
    assert "games finished:" in out  # B-END-1: a game ends at 1000
    assert "mean contract count" not in out  # Belote bids carry no count


def test_selfplay_option_bids_preset(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "selfplay",
            "--game",
            "belote",
            "--preset",
            "option_bids",
            "--bots",
            "random",
            "--deals",
            "20",
            "--seed",
            "4",
        ]
    )
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "belote / option_bids / 4 players: 20 deals played" in out


def test_selfplay_rejects_two_players(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["selfplay", "--game", "belote", "--players", "2", "--deals", "2"])
    assert code == 2  # BU-2: no 2-player rules
    assert "selfplay:" in capsys.readouterr().err
