"""File > Open record with every kind of bad record (issue 24, point 9): a FIFO or a symlink
to /dev/zero is refused at once (the table never freezes), any other broken file is reported
in one line, nothing is changed and the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from review_helpers import answer_open, menu_action
from test_bad_files import BAD, snapshot


@pytest.mark.parametrize("bad", [b for b in BAD if not b.startswith("utf16")])
def test_open_record_reports_a_bad_record_in_one_line(qtbot, window, tmp_path, monkeypatch, bad):
    path = tmp_path / "record.json"
    BAD[bad](path, "record.json")
    before = snapshot(path)
    scene = window.table_view.scene()
    answer_open(monkeypatch, path)
    menu_action(window, "act_open_record").trigger()  # returns: a FIFO no longer blocks here
    box = window.active_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    heading, *problem = box.text().splitlines()
    assert heading == "This record cannot be shown:"
    assert len(problem) == 1 and "Traceback" not in problem[0], box.text()
    if bad in ("symlink to /dev/zero", "FIFO"):
        assert "not a regular file" in problem[0]
    if bad == "over the size limit":
        assert "too large" in problem[0] and "16 MiB" in problem[0]
    assert window.review is None and window.table_view.scene() is scene
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller.paused, timeout=2000)
    assert snapshot(Path(path)) == before  # a record is never moved or changed
