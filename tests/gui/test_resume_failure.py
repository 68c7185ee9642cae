"""A save that fails while it is resumed (issue 24, point 2): the failure becomes one line
"… could not be read (…); it was kept aside.", the file is kept aside byte-identical and the
table starts a fresh game instead of stopping."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_saves import mid_match

from napoleon_gui.app import MainWindow
from napoleon_gui.saves import SaveFiles
from napoleon_gui.settings import Store


def test_a_save_that_fails_to_resume_is_set_aside_and_a_fresh_game_starts(
    qtbot: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    store = Store(tmp_path)
    store.save_autosave(mid_match("napoleon", "book", 4))
    path = store.save_path("napoleon")
    raw = path.read_bytes()

    def fails(self: SaveFiles, controller: Any, autosave: Any) -> None:
        raise StopIteration  # an error without a message, as the puzzle crash was

    monkeypatch.setattr(SaveFiles, "resume", fails)
    window = MainWindow(Store(tmp_path))
    qtbot.addWidget(window)
    window.show()
    window.queue.set_speed("instant")
    window.controller.ai_pace_ms = 0
    window.start()
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "resume_box"
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)

    shown = window.message_label.text()
    assert "The saved game could not be read (autosave-napoleon.json: StopIteration;" in shown
    assert "\n" not in shown and "Traceback" not in shown
    assert not path.exists()
    (aside,) = tmp_path.glob("autosave-napoleon.json.corrupt-*")
    assert aside.read_bytes() == raw  # kept byte-identical
    assert window.controller.match is not None and not window.controller.match.rows  # fresh
    offered = [a.objectName() for a in window.resume_menu.actions()]
    assert "act_resume_napoleon" not in offered  # no longer offered
    window.controller.token += 1
    window.close()
