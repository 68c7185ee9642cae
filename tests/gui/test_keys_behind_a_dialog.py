"""Keys pressed while a dialog is open mid-decision (issue 25, point 1): Ctrl+K (claim) and
Ctrl+Z (undo) never act on the table behind Settings or the rules, whether the dialog is
modal (Settings) or not (the rules, F1); once it closes, the decision has the keyboard
again and the same keys work."""

from __future__ import annotations

from keys import press
from mouse import open_settings, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from test_status_agrees import to_play

from napoleon_gui.game_config import GameConfig
from tests.engine.test_claim import position

NAMES = ["You", "Alice", "Bob", "Carol"]
CTRL = Qt.KeyboardModifier.ControlModifier


def _in_dialog(qtbot, dialog, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """``key`` where the keyboard is in the open ``dialog`` (its active window)."""
    dialog.activateWindow()
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None and (focus is dialog or dialog.isAncestorOf(focus)), focus
    qtbot.keyClick(focus, key, modifier)


def _open_rules_by_f1(qtbot, window):
    press(qtbot, window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: window.rules_viewer is not None and window.rules_viewer.isVisible())
    viewer = window.rules_viewer
    qtbot.waitExposed(viewer)
    return viewer


def _keyboard_in_decision(window) -> bool:
    focus = QApplication.focusWidget()
    area = window.decisions
    return focus is not None and (focus is area or area.isAncestorOf(focus))


def _my_card_turn(window) -> bool:
    c = window.controller
    return c.waiting_for_human and c.state.phase == "play" and window.queue.is_idle()


def test_claim_behind_settings_or_the_rules_does_nothing_and_works_after(qtbot, window):
    c = window.controller
    window.activateWindow()
    c.new_match(GameConfig("belote", "standard", 4, 0, ["normal"] * 4, NAMES, 5))
    state, actions = position("belote", 4, "standard", 6, 2)  # the human holds the rest
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=10000)
    hand = c.view().hand
    status = window.status_label.text()
    settings = open_settings(qtbot, window)
    _in_dialog(qtbot, settings, Qt.Key.Key_K, CTRL)
    qtbot.wait(50)
    assert c.claiming is None and window.status_label.text() == status
    _in_dialog(qtbot, settings, Qt.Key.Key_Escape)  # Settings closes; nothing changed
    qtbot.waitUntil(lambda: window.active_dialog is None)
    viewer = _open_rules_by_f1(qtbot, window)
    _in_dialog(qtbot, viewer, Qt.Key.Key_K, CTRL)
    qtbot.wait(50)
    assert c.claiming is None and window.status_label.text() == status
    assert c.view().hand == hand
    _in_dialog(qtbot, viewer, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not viewer.isVisible())
    # back at the table, the keyboard is on the hand and Ctrl+K claims
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is window.table_view
    press(qtbot, window, Qt.Key.Key_K, CTRL)
    qtbot.waitUntil(lambda: c.claiming is not None, timeout=10000)


def test_undo_behind_settings_or_the_rules_does_nothing_and_works_after(qtbot, window):
    c = window.controller
    window.activateWindow()
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES, 7, practice=True))
    state, actions = to_play("napoleon", "book", 4, 7)
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=10000)
    hand = len(c.view().hand)
    press(qtbot, window, Qt.Key.Key_Right)  # the hand has the keyboard: a card, Enter
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: _my_card_turn(window) and len(c.view().hand) == hand - 1)
    assert window._actions["act_undo"].isEnabled()
    played = len(c.actions)
    for opened in (lambda: open_settings(qtbot, window), lambda: _open_rules_by_f1(qtbot, window)):
        dialog = opened()
        _in_dialog(qtbot, dialog, Qt.Key.Key_Z, CTRL)
        qtbot.wait(50)
        assert len(c.actions) == played and len(c.view().hand) == hand - 1
        _in_dialog(qtbot, dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda d=dialog: not d.isVisible())
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        assert QApplication.focusWidget() is window.table_view  # the hand, where it was
    press(qtbot, window, Qt.Key.Key_Z, CTRL)  # at the table, Ctrl+Z takes the card back
    qtbot.waitUntil(lambda: _my_card_turn(window) and len(c.view().hand) == hand)


def test_after_settings_closes_the_auction_panel_has_the_keyboard(qtbot, window):
    """Settings opened during the human's bid: Enter and Ctrl+Z in the dialog never reach
    the auction; closed, Enter passes as the panel says."""
    c = window.controller
    window.activateWindow()
    c.new_match(GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES[:4], 11, practice=True))
    wait_panel(qtbot, window)
    before = len(c.actions)
    settings = open_settings(qtbot, window)
    _in_dialog(qtbot, settings, Qt.Key.Key_Z, CTRL)
    _in_dialog(qtbot, settings, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.active_dialog is None)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert len(c.actions) == before and window.decisions.panel() is not None
    assert _keyboard_in_decision(window)
    viewer = _open_rules_by_f1(qtbot, window)
    _in_dialog(qtbot, viewer, Qt.Key.Key_Return)  # Enter in the rules passes nothing
    assert len(c.actions) == before
    viewer.close()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert _keyboard_in_decision(window)
    press(qtbot, window, Qt.Key.Key_Return)  # Enter = Pass
    qtbot.waitUntil(lambda: len(c.actions) > before)
    assert type(c.actions[before]).__name__ == "Pass"
