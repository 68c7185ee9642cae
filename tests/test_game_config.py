"""One game configuration for the whole table (issue 26): the new-game dialog, the
controller, the saves and the statistics share ``napoleon_gui.game_config.GameConfig``, and
the saves and the statistics read it without loading Qt, the controllers or any game (the
built-in list, ``engine.games``, names the games without importing them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.registry import get_game
from napoleon_gui.game_config import GameConfig
from napoleon_gui.game_packages import DEFAULT_GAME, MODES, save_kinds, table_games
from napoleon_gui.statistics import counted

ROOT = Path(__file__).resolve().parents[1]


def test_the_saves_and_statistics_load_no_qt_no_controller_and_no_game() -> None:
    script = (
        "import sys\n"
        "import napoleon_gui.game_config, napoleon_gui.saves, napoleon_gui.statistics\n"
        "bad = sorted(m for m in sys.modules if m.startswith(("
        "'PySide6', 'napoleon_gui.controllers', 'napoleon_gui.games', 'engine.games.')))\n"
        "print(' '.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert done.stdout.strip() == ""


def test_a_fresh_table_plays_the_first_game_of_the_new_game_dialog() -> None:
    config = GameConfig()
    assert config.game == DEFAULT_GAME == table_games()[0]
    assert config.preset in get_game(config.game).presets
    assert config.players in get_game(config.game).players_for(config.preset)


def test_every_game_and_mode_has_its_own_save() -> None:
    kinds = save_kinds()
    assert len(set(kinds)) == len(kinds)
    for mode in MODES.values():
        assert mode.game in table_games()
        assert mode.players in get_game(mode.game).player_counts


def test_the_puzzle_counts_its_own_games_and_the_co_op_table_is_counted() -> None:
    """The one-player must-follow puzzle (M-1P) keeps its own figures; the same game at a
    table of two goes into the table's statistics like any game."""
    puzzle = GameConfig("mustfollow", "first_edition", 1, 0, ["normal"], ["You"], 3)
    table = GameConfig("mustfollow", "first_edition", 2, 0, ["normal"] * 2, ["You", "Ann"], 3)
    assert not counted(puzzle, autoplay=False)
    assert counted(table, autoplay=False)
    assert not counted(table, autoplay=True)
    table.practice = True
    assert not counted(table, autoplay=False)
