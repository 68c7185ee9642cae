"""Smoke tests: the table window opens and can be grabbed to a PNG."""

from pathlib import Path

from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from napoleon_gui.app import WINDOW_TITLE, MainWindow, main

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def test_window_opens_with_title(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.isVisible()
    assert window.windowTitle() == "Napoleon Table" == WINDOW_TITLE
    label = window.centralWidget()
    assert isinstance(label, QLabel)
    assert "under construction" in label.text()


def test_main_screenshot_writes_png(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "x.png"
    assert main(["--screenshot", out]) == 0
    data = out.read_bytes()
    assert len(data) > 1000
    assert data.startswith(PNG_MAGIC)


def test_main_screenshot_bad_path_fails(qapp: QApplication, tmp_path: Path) -> None:
    out = tmp_path / "missing-dir" / "x.png"
    assert main(["--screenshot", str(out)]) == 1
    assert not out.exists()
