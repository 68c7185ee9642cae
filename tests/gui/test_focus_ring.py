"""The keyboard's place is always in sight (issue 25): Tab goes round visible widgets only,
the table shows a gold frame when it has the keyboard, and the arrows go round the panel's
buttons, wrapping at both ends."""

from __future__ import annotations

from keys import press
from mouse import wait_panel
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from napoleon_gui.game_config import GameConfig


def _auction(qtbot, window):
    window.activateWindow()
    window.controller.new_match(
        GameConfig("napoleon", "book", 4, 0, ["random"] * 4, ["You", "Anne", "Ben", "Clara"], 2)
    )
    return wait_panel(qtbot, window)


def _gold(color: QColor) -> bool:
    return color.red() > 180 and 120 < color.green() < 190 and color.blue() < 60


def test_tab_stops_are_visible_and_the_table_shows_it_has_the_keyboard(qtbot, window):
    _auction(qtbot, window)
    assert QApplication.focusWidget() is window.decisions  # a new panel takes the keyboard
    stops = []
    for _ in range(30):
        press(qtbot, window, Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget())
    assert all(w is not None and w.isVisible() for w in stops)
    assert window.table_view in stops and window.decisions in stops
    window.table_view.setFocus()
    image = window.table_view.viewport().grab().toImage()
    assert _gold(image.pixelColor(1, image.height() // 2))  # the gold frame
    press(qtbot, window, Qt.Key.Key_Tab)
    image = window.table_view.viewport().grab().toImage()
    assert not _gold(image.pixelColor(1, image.height() // 2))  # gone with the keyboard


def test_arrows_go_round_the_panels_buttons_and_wrap(qtbot, window):
    _auction(qtbot, window)
    buttons = window.decisions.buttons()
    assert len(buttons) > 2
    press(qtbot, window, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is buttons[0]
    press(qtbot, window, Qt.Key.Key_Left)  # wraps to the last
    assert QApplication.focusWidget() is buttons[-1]
    press(qtbot, window, Qt.Key.Key_Right)  # and back round to the first
    assert QApplication.focusWidget() is buttons[0]
