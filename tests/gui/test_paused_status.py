"""Issue 25, point 3: the status line agrees with the table. While New game is open the
game is held (no AI card is played), so nobody "is thinking": the status line says the game
is paused, and says again who is to act once the dialog is closed."""

from __future__ import annotations

from keys import press
from PySide6.QtCore import Qt

from engine.match import Match
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig


def test_while_new_game_is_open_nobody_is_thinking(qtbot, window) -> None:
    leader = Match.create("mustfollow", "first_edition", 3, 4).new_deal().current_seat
    human = (leader + 1) % 3  # an AI seat acts first
    names = ["You", "Anne", "Ben"]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 3, human, ["normal"] * 3, names, 4)
    )
    c = window.controller
    qtbot.waitUntil(lambda: c.thinking, timeout=5000)
    thinker = names[leader]
    assert window.status_label.text() == f"{thinker} is thinking…"
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    status = window.status_label.text()
    assert "thinking" not in status and "paused" in status
    qtbot.wait(200)
    assert not c.actions and window.status_label.text() == status  # held, and still says so
    window.active_dialog.reject()  # Cancel: the game goes on
    qtbot.waitUntil(lambda: bool(c.actions), timeout=5000)
    assert "paused" not in window.status_label.text()
