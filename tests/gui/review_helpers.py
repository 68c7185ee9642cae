"""Shared steps of the review and export tests: a deal played by bots at the table, the
File menu's record actions with the file dialog answered, and reading the review bar."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from engine.registry import get_game
from napoleon_gui.dialogs.deal_result import KEY_GUARD_MS
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.placement import HAND

#: one table size per game (the smallest its first preset allows beyond the puzzle's one)
GAMES = [("napoleon", 4), ("rettler", 4), ("belote", 4), ("mustfollow", 4)]
NAMES = ["Anne", "Ben", "Clara", "Dora", "Emil"]


def start_bot_match(window: Any, game: str, players: int, seed: int = 7) -> None:
    """Every seat an AI (``normal``), seen from seat 0's place."""
    spec = get_game(game)
    preset = "book" if "book" in spec.presets else next(iter(spec.presets))
    config = GameConfig(
        game, preset, players, None, ["normal"] * players, NAMES[:players], seed, False
    )
    window.controller.new_match(config)


def start_near_the_end(window: Any, game: str, players: int, seed: int = 7) -> None:
    """As ``start_bot_match``, but the first deal on the table is one the bots have played
    up to its last action (``deals.near_end``): a bot ends it on the table, and the deal's
    record holds every action of it."""
    from deals import near_end

    start_bot_match(window, game, players, seed)
    assert window.controller.config is not None
    state, actions = near_end(game, window.controller.config.preset, players, seed)
    window.controller.start_deal(state, actions)


def finish_deal(qtbot: Any, window: Any, timeout: int = 90000) -> Any:
    """Wait for the deal's result window (the bots play the deal out)."""
    qtbot.waitUntil(
        lambda: window.active_dialog is not None and window.active_dialog.isVisible(),
        timeout=timeout,
    )
    return window.active_dialog


def next_deal(qtbot: Any, window: Any) -> None:
    """Close the result window with Escape: the next deal is dealt."""
    dialog = window.active_dialog
    qtbot.wait(KEY_GUARD_MS + 150)  # keys count once the result has been in sight a while
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)


def answer_save(monkeypatch: Any, path: Any) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(path), ""))
    )


def answer_open(monkeypatch: Any, path: Any) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(path), ""))
    )


def menu_action(window: Any, key: str) -> Any:
    """The menu entry ``key`` (File → Open record…, Game → Score sheet ...), as the player
    picks it from the menu."""
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        if menu is None:
            continue
        for action in menu.actions():
            if action.objectName() == key:
                return action
    raise AssertionError(f"no menu entry {key}")


def review_hands(window: Any) -> list[list[Any]]:
    """The hand items of every seat on the table being shown (the review's scene)."""
    scene = window.table_view.scene()
    layout = scene.table_layout
    return [scene.zone_items(HAND, seat) for seat in range(layout.players)]


def bar_text(window: Any) -> str:
    review = window.review
    assert review is not None
    return str(review.bar.label.text())
