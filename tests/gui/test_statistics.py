"""Statistics through the window: deals played by the human are counted (not practice
deals), Game ▸ Statistics… shows them per game and table size, a reset asks first, a broken
statistics.json is reported and kept, and the puzzle's old file moves into the store once."""

from __future__ import annotations

import json

import pytest
from mouse import click_button, click_card
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from engine.ai import make_bot
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig


def _start_coop(window, seed: int, practice: bool = False) -> None:
    config = GameConfig(
        "mustfollow", "first_edition", 3, 0, ["normal"] * 3, ["You", "Anne", "Ben"], seed, practice
    )
    window.controller.new_match(config)


def _human_to_play(window) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def _play_deal(qtbot, window, bot) -> DealResultWindow:
    """Play the human's cards by clicking them (the engine's player chooses) until the
    result window opens."""
    for _ in range(40):
        qtbot.waitUntil(
            lambda: _human_to_play(window) or isinstance(window.active_dialog, DealResultWindow),
            timeout=30000,
        )
        if isinstance(window.active_dialog, DealResultWindow):
            return window.active_dialog
        action = bot.choose(window.controller.view())
        click_card(window, window.scene.item_for(action.card))
    raise AssertionError("the deal did not end")


def _close(qtbot, dialog) -> None:
    click_button(qtbot, dialog.next_button)  # "Next deal"


def _open_statistics(window):
    action = window.findChild(QAction, "act_statistics")
    assert action.text() == "Statistics…"
    action.trigger()  # Game ▸ Statistics…
    stats = window.statistics_window
    assert stats is not None and stats.isVisible()
    return stats


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_won_and_lost_deals_in_the_statistics_window(window, qtbot, tmp_path) -> None:
    """Deals of the co-op game until the team has won one and lost one; after each, the
    window (opened from the Game menu, then left open) shows the engine's results."""
    _start_coop(window, 2)
    bot = make_bot("mustfollow", "normal", 2)  # the human's cards as seat 0's AI would
    stats = None
    scores: list[int] = []
    wins = streak = best_streak = 0
    for _ in range(10):
        dialog = _play_deal(qtbot, window, bot)
        result = window.controller.match.rows[-1].result
        won = result.outcome == "win"
        scores.append(result.scores[0])
        wins += won
        streak = streak + 1 if won else 0
        best_streak = max(best_streak, streak)
        if stats is None:
            stats = _open_statistics(window)
            assert stats.chooser.currentText() == "Must-follow (co-op) · 3 players"
        # the open window follows every finished deal
        assert stats.cell("All deals", "st_col_deals") == str(len(scores))
        assert stats.cell("The team", "st_col_wins") == str(wins)
        assert stats.cell("All deals", "st_col_best") == str(max(scores))
        assert stats.cell("All deals", "st_col_mean") == f"{sum(scores) / len(scores):.1f}"
        assert stats.cell("All deals", "st_col_streak") == str(streak)
        assert stats.cell("All deals", "st_col_best_streak") == str(best_streak)
        assert stats.cell("The team", "st_col_contracts") == "—"  # no contract in the co-op
        if 0 < wins < len(scores):
            break
        _close(qtbot, dialog)
    assert 0 < wins < len(scores), "no won and lost deal in ten"
    saved = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert saved["schema_version"] == 1
    assert saved["games"]["mustfollow"]["3"]["overall"]["deals"] == len(scores)


def test_practice_deals_are_not_counted_and_reset_asks_first(window, qtbot, tmp_path) -> None:
    _start_coop(window, 7, practice=True)
    _play_deal(qtbot, window, make_bot("mustfollow", "normal", 7))
    assert not (tmp_path / "statistics.json").exists()
    stats = _open_statistics(window)
    assert stats.empty_label.isVisible() and "No deals counted yet" in stats.empty_label.text()
    # a counted figure to reset
    (tmp_path / "statistics.json").write_text(
        json.dumps(
            {
                "schema_version": 1,
                "games": {
                    "napoleon": {
                        "4": {
                            "overall": {
                                "deals": 3,
                                "contracts": 1,
                                "made": 1,
                                "wins": 2,
                                "score_total": 90,
                                "best_score": 60,
                                "streak": 2,
                                "best_streak": 2,
                            },
                            "roles": {
                                "declarer": {
                                    "deals": 1,
                                    "contracts": 1,
                                    "made": 1,
                                    "wins": 1,
                                    "score_total": 40,
                                    "best_score": 40,
                                    "streak": 1,
                                    "best_streak": 1,
                                }
                            },
                            "redeals": 1,
                        }
                    }
                },
            }
        ),
        encoding="utf-8",
    )
    stats.refresh()
    assert stats.chooser.currentText() == "Napoleon · 4 players"
    assert stats.cell("As Napoleon", "st_col_made") == "1"
    assert stats.cell("In the coalition", "st_col_deals") == "0"
    assert "redeals and annulled deals (not counted): 1" in stats.summary.text()
    click_button(qtbot, stats.reset_button)
    assert stats.reset_box is not None and stats.reset_box.isVisible()
    click_button(qtbot, stats.reset_box.button(QMessageBox.StandardButton.No))
    assert stats.cell("All deals", "st_col_deals") == "3"  # No keeps everything
    click_button(qtbot, stats.reset_button)
    click_button(qtbot, stats.reset_box.button(QMessageBox.StandardButton.Yes))
    assert stats.empty_label.isVisible()
    assert json.loads((tmp_path / "statistics.json").read_text())["games"] == {}


def test_a_broken_statistics_file_is_reported_and_kept(window, qtbot, tmp_path) -> None:
    broken = '{"schema_version": 1, "games": {"napoleon": {"4": {"overall": {"deals": -2}}}}}'
    (tmp_path / "statistics.json").write_text(broken, encoding="utf-8")
    stats = _open_statistics(window)
    message = window.message_label.text()
    assert "statistics.json" in message and "games.napoleon.4.overall.deals" in message
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.corrupt-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == broken
    assert stats.empty_label.isVisible()
    newer = '{"schema_version": 9}'
    (tmp_path / "statistics.json").write_text(newer, encoding="utf-8")
    stats.refresh()
    assert "newer version" in window.message_label.text()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("statistics.json.corrupt-")]
    assert len(kept) == 2 and newer in [p.read_text(encoding="utf-8") for p in kept]


def test_the_puzzle_statistics_move_into_the_store_once(window, qtbot, tmp_path) -> None:
    old = {
        "schema_version": 1,
        "attempts": 5,
        "wins": 3,
        "best_score": 12,
        "streak": 2,
        "best_streak": 3,
    }
    legacy = tmp_path / "mustfollow_stats.json"
    legacy.write_text(json.dumps(old), encoding="utf-8")
    puzzle_stats = window.findChild(QAction, "act_puzzle_stats")
    puzzle_stats.trigger()  # Puzzle ▸ Statistics: the puzzle reads the shared store
    assert "Attempts 5 · wins 3 · best score 12 · streak 2 (best 3)" in window.status_label.text()
    assert not legacy.exists()
    migrated = tmp_path / "mustfollow_stats.json.migrated"
    assert json.loads(migrated.read_text(encoding="utf-8")) == old  # kept, never deleted
    stats = _open_statistics(window)
    stats.chooser.setCurrentIndex(stats.chooser.findText("Must-follow puzzle"))
    assert stats.cell("All puzzles", "st_col_attempts") == "5"
    assert stats.cell("All puzzles", "st_col_best_streak") == "3"
    stats.refresh()  # read again: imported once, not twice
    assert stats.cell("All puzzles", "st_col_attempts") == "5"
    saved = json.loads((tmp_path / "statistics.json").read_text(encoding="utf-8"))
    assert saved["puzzle"]["attempts"] == 5 and saved["imported"] == ["mustfollow_stats.json"]
