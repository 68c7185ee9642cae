"""The headless demo: ``--autoplay N --screenshot PATH`` plays N deals with AI in every seat
at instant speed, saves a PNG of the table and exits 0."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint

from napoleon_gui.app import WINDOW_TITLE, MainWindow
from napoleon_gui.cli import main
from napoleon_gui.settings import Store


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_autoplay_plays_deals_and_writes_a_screenshot(qapp, tmp_path):
    shot = tmp_path / "table.png"
    code = main(
        ["--autoplay", "2", "--screenshot", str(shot), "--config-dir", str(tmp_path / "cfg")]
    )
    assert code == 0
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG") and len(data) > 10_000


def test_the_window_opens_with_its_title_and_a_table(qtbot, tmp_path):
    window = MainWindow(Store(tmp_path))
    qtbot.addWidget(window)
    window.show()
    assert window.windowTitle() == WINDOW_TITLE
    # the table is the central area; the status line and decision area sit under it
    assert window.centralWidget() is window.table_view
    table_bottom = window.table_view.mapTo(window, window.table_view.rect().bottomLeft()).y()
    assert table_bottom <= window.status_label.mapTo(window, QPoint(0, 0)).y()
    window.close()


def test_python_m_napoleon_gui_autoplay_exits_zero(tmp_path):
    """The documented check command, as a separate process with the offscreen platform."""
    import os
    import subprocess
    import sys

    shot = tmp_path / "shot.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "napoleon_gui",
            "--autoplay",
            "1",
            "--screenshot",
            str(shot),
            "--config-dir",
            str(tmp_path / "cfg"),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")
