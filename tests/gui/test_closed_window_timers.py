"""A bot's move is played after the AI pace; if the window (and its controller) is closed
and deleted in between, the pending move is dropped quietly instead of raising inside Qt's
event loop (CI once failed on "Signal source has been deleted" from such a late timer)."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QThreadPool

from napoleon_gui.game_config import GameConfig


def test_a_bot_move_due_after_the_window_is_deleted_is_dropped(qtbot, tmp_path) -> None:
    from napoleon_gui.app import MainWindow
    from napoleon_gui.settings import Store

    win = MainWindow(Store(tmp_path))
    win.show()
    win.queue.set_speed("instant")
    win.controller.ai_pace_ms = 400  # the move waits 0.4 s after the bot has chosen
    config = GameConfig(
        "napoleon", "book", 4, None, ["normal"] * 4, ["You", "Anne", "Ben", "Clara"], 3
    )
    win.controller.new_match(config)
    # the first bot has chosen: its move is now waiting for the pace timer
    qtbot.waitUntil(lambda: bool(win.controller.decision_times), timeout=30000)
    QThreadPool.globalInstance().waitForDone(30000)
    win.close()
    shiboken6.delete(win)  # the window and its controller are gone before the timer fires
    qtbot.wait(800)  # an exception in the event loop here fails the test (pytest-qt)
