"""The window around the decisions (issue #11): decisions live on the table, application
dialogs pause the game, New game asks before abandoning a deal, hint mode and the rules
viewer stay usable while the player decides, the side panel collapses and the window has a
minimum size; one command per game plays a deal headless."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from mouse import click_button, wait_hint, wait_panel
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from engine.actions import Pass
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.widgets.decision import CLICK_GUARD_MS, DecisionPanel

ROOT = Path(__file__).resolve().parents[2]


def _napoleon(window, seed: int = 5, players: int = 5, human: int = 0) -> None:
    names = ["You", "Anne", "Ben", "Clara", "David"][:players]
    window.controller.new_match(
        GameConfig("napoleon", "book", players, human, ["normal"] * players, names, seed)
    )


def _first_human_decision(qtbot, window) -> DecisionPanel:
    return wait_panel(qtbot, window)


def _key(window, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press in the active main window (its shortcuts included)."""
    from PySide6.QtTest import QTest

    window.activateWindow()
    QApplication.processEvents()
    assert window.isActiveWindow()
    QTest.keyClick(QApplication.focusWidget() or window, key, modifier)


def test_the_decision_is_part_of_the_main_window_not_a_popup(qtbot, window):
    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    assert panel.window() is window  # inside the main window
    assert not [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w is not window and w.isModal()
    ]
    assert window.decisions.isVisible()
    assert "decision" in window.status_label.text().lower()


def test_menus_rules_and_hint_mode_work_while_the_player_decides(qtbot, window):
    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    window.hint_label.clear()
    _key(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # hint mode on
    wait_hint(qtbot, window)
    assert window._actions["act_hint_mode"].isChecked()
    _key(window, Qt.Key.Key_F1)  # the rules viewer opens beside the pending decision
    qtbot.waitUntil(
        lambda: window.rules_viewer is not None and window.rules_viewer.isVisible(), timeout=3000
    )
    assert window.decisions.panel() is panel and panel.isVisible()
    window.rules_viewer.close()
    _key(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # and off again
    assert not window._actions["act_hint_mode"].isChecked()
    assert window.hint_label.text() == ""


def test_no_ai_move_and_no_decision_while_new_game_is_open(qtbot, window):
    """A decision must not fall due behind New game (it used to take the click meant for
    the dialog). Bots are slowed down so that the dialog opens before they act."""
    from engine.match import Match

    first = Match.create("napoleon", "book", 5, 11).new_deal().current_seat
    human = (first + 2) % 5  # two AI seats bid before the human
    window.controller.ai_pace_ms = 800
    _napoleon(window, seed=11, human=human)
    c = window.controller
    assert c.state.current_seat != human and not c.actions
    _key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.active_dialog is not None, timeout=3000)
    dialog = window.active_dialog
    assert isinstance(dialog, NewGameDialog)
    frozen = len(c.actions)
    qtbot.wait(1500)  # long enough for both AI bids and the human's turn
    assert len(c.actions) == frozen
    assert window.decisions.panel() is None
    click_button(qtbot, dialog.findChild(type(dialog.buttons.buttons()[0]), "cancel_button"))
    qtbot.waitUntil(lambda: window.decisions.panel() is not None, timeout=10000)
    assert len(c.actions) > frozen  # the game went on once the dialog closed


def test_new_game_asks_before_abandoning_a_deal_in_progress(qtbot, window):
    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    click_button(qtbot, panel.pass_button)  # the human has acted: a deal is in progress
    qtbot.waitUntil(lambda: window.controller.deal_in_progress(), timeout=3000)
    state_before = window.controller.state
    _key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, QMessageBox), timeout=3000)
    box = window.active_dialog
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter keeps the deal
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert window.controller.state is state_before
    _key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, QMessageBox), timeout=3000)
    click_button(qtbot, window.active_dialog.button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    window.active_dialog.reject()


def test_escape_never_discards_the_pending_decision(qtbot, window):
    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    for target in (window.decisions, panel.pass_button, window):
        qtbot.keyClick(target, Qt.Key.Key_Escape)
    assert window.decisions.panel() is panel and panel.isVisible()
    assert window.controller.waiting_for_human
    click_button(qtbot, panel.pass_button)  # and the way to decide still works
    qtbot.waitUntil(lambda: Pass() in [a for _s, a in window.controller.view().bids], timeout=3000)


def test_a_click_right_as_a_panel_appears_is_not_taken(qtbot, window, monkeypatch):
    """A click aimed at the table a moment before a panel appears must not choose."""
    from napoleon_gui.widgets import decision

    monkeypatch.setattr(decision, "CLICK_GUARD_MS", 3000)  # a slow machine stays inside it
    _napoleon(window)
    qtbot.waitUntil(lambda: window.decisions.panel() is not None, timeout=10000)
    panel = window.decisions.panel()
    assert window.decisions.guarding()
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    assert panel.choice is None and window.decisions.panel() is panel
    monkeypatch.setattr(decision, "CLICK_GUARD_MS", CLICK_GUARD_MS)
    qtbot.wait(CLICK_GUARD_MS + 30)
    click_button(qtbot, panel.pass_button)
    assert panel.choice == Pass()


def test_side_panel_collapses_and_the_decision_stays_in_sight(qtbot, window):
    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    _key(window, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: not window.dock.isVisible(), timeout=3000)
    assert panel.isVisible() and window.status_label.isVisible()
    _key(window, Qt.Key.Key_F9)
    qtbot.waitUntil(window.dock.isVisible, timeout=3000)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_minimum_size_and_the_decision_area_fits(qtbot, window, size):
    assert window.minimumSize().width() >= 960 and window.minimumSize().height() >= 640
    window.resize(*size)
    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    qtbot.wait(50)
    area = window.decisions
    assert area.width() >= window.width() - 20  # the whole width, under the side panel too
    for button in panel.findChildren(QPushButton):
        if button.isVisibleTo(panel):
            rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert window.rect().contains(rect), (button.text(), rect)
    assert window.table_view.height() >= 300  # the table stays in sight above it
    assert window.dock.width() <= max(200, window.width() // 4)  # not a third any more
    assert panel.height() >= panel.minimumSizeHint().height()


@pytest.mark.parametrize(
    ("game", "players"), [("napoleon", 5), ("rettler", 6), ("belote", 4), ("mustfollow", 3)]
)
def test_one_command_per_game_plays_a_deal_and_saves_the_table(tmp_path, game, players):
    shot = tmp_path / f"{game}.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "napoleon_gui",
            "--game",
            game,
            "--players",
            str(players),
            "--autoplay",
            "1",
            "--screenshot",
            str(shot),
            "--config-dir",
            str(tmp_path / "c"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert shot.stat().st_size > 10_000


def test_a_table_size_the_game_does_not_have_is_refused(tmp_path):
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "napoleon_gui",
            "--game",
            "belote",
            "--players",
            "6",
            "--autoplay",
            "1",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert done.returncode == 2
    assert "belote is played by 3, 4 players" in done.stderr


def test_new_game_start_button_stays_put_when_the_table_size_changes(qtbot, window):
    """Choosing 6 players once moved Start under the pointer (a click typed into a name)."""
    dialog = NewGameDialog(["You"], window)
    qtbot.addWidget(dialog)
    dialog.show()
    start = dialog.findChild(QPushButton, "start_button")
    qtbot.waitUntil(start.isVisible)
    before = start.mapTo(dialog, QPoint(0, 0))
    for index in range(dialog.players_combo.count()):
        dialog.players_combo.setCurrentIndex(index)
        QApplication.processEvents()
        assert start.mapTo(dialog, QPoint(0, 0)) == before
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("rettler"))
    for index in range(dialog.players_combo.count()):
        dialog.players_combo.setCurrentIndex(index)
        QApplication.processEvents()
        assert start.mapTo(dialog, QPoint(0, 0)) == before


def test_double_clicking_a_hand_card_during_the_auction_keeps_the_bid_panel(qtbot, window):
    """A double click on a card in the auction once took the bidding panel down while the
    status still said "your decision": a soft lock."""
    from mouse import click_card

    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    click_card(window, window.scene.human_hand_items()[0], double=True)
    QApplication.processEvents()
    assert window.decisions.panel() is panel and panel.isVisible()
    assert window.controller.waiting_for_human
    click_button(qtbot, panel.pass_button)
    qtbot.waitUntil(lambda: window.decisions.panel() is not panel, timeout=3000)


def test_enter_on_the_hand_during_the_auction_is_the_panels_enter(qtbot, window):
    """Issue 25: arrows on the hand during the auction, then Enter: the panel's "Enter =
    Pass", never a card and never nothing; Escape brings the keyboard back to the panel."""
    from engine.actions import Pass

    _napoleon(window)
    panel = _first_human_decision(qtbot, window)
    hand = window.controller.view().hand
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view.viewport(), Qt.Key.Key_Right)
    assert window.scene.focused_card() is not None  # the ring is on a card of the hand
    qtbot.keyClick(window.table_view.viewport(), Qt.Key.Key_Escape)
    assert window.decisions.hasFocus()  # back to the decision
    window.table_view.setFocus()
    qtbot.keyClick(window.table_view.viewport(), Qt.Key.Key_Return)
    human = [a for seat, a in window.controller.view().bids if seat == 0]
    assert human == [Pass()] and window.controller.view().hand == hand
    assert window.decisions.panel() is not panel


def test_a_pending_decision_taken_down_by_mistake_comes_back(qtbot, window):
    """Whatever takes the panel down, as long as the decision is the player's the way to
    decide is put up again."""
    _napoleon(window)
    _first_human_decision(qtbot, window)
    window.decisions.clear()
    qtbot.waitUntil(lambda: window.decisions.panel() is not None, timeout=3000)
    assert window.controller.waiting_for_human


@pytest.mark.parametrize(
    ("game", "players"), [("napoleon", 5), ("rettler", 6), ("belote", 4), ("mustfollow", 1)]
)
def test_a_hint_for_the_very_first_decision_of_every_game(qtbot, window, game, players):
    from engine.registry import get_game

    preset = next(iter(get_game(game).presets))
    window.controller.new_match(GameConfig(game, preset, players, 0, ["normal"] * players, [], 4))
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10000)
    panel = window.decisions.panel()  # the puzzle starts with a card to play: no panel
    window.hint_label.clear()
    _key(window, Qt.Key.Key_H)
    wait_hint(qtbot, window)
    assert window.decisions.panel() is panel  # the hint decides nothing
    assert window.controller.waiting_for_human


def test_no_ai_move_while_settings_are_open(qtbot, window):
    from napoleon_gui.dialogs.settings_dialog import SettingsDialog

    window.controller.ai_pace_ms = 800
    _napoleon(window, seed=11, human=2)
    c = window.controller
    window._actions["act_settings"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, SettingsDialog), timeout=3000)
    frozen = len(c.actions)
    qtbot.wait(1500)
    assert len(c.actions) == frozen and window.decisions.panel() is None
    qtbot.keyClick(window.active_dialog, Qt.Key.Key_Escape)  # cancel
    qtbot.waitUntil(lambda: len(c.actions) > frozen, timeout=10000)


def test_the_side_panel_shrinks_with_the_window(qtbot, window):
    """Shown wide with the co-op talk list in it, then narrowed: the side panel follows
    (it kept 310 px of a 1024 px window, about a third)."""
    window.resize(1360, 860)
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 3, 0, ["normal"] * 3, [], 4)
    )
    qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=10000)
    qtbot.wait(100)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024, timeout=3000)
    qtbot.wait(100)
    assert window.dock.width() <= 1024 // 4


def test_new_game_opens_on_the_game_rules_and_table_being_played(qtbot, window):
    """Playing Rettler 2 against 2, New game opens on Rettler, that preset and 4 players
    (not on Napoleon's book for 4), so starting again is one click."""
    names = ["You", "Anne", "Ben", "Clara"]
    window.controller.new_match(GameConfig("rettler", "team_2v2", 4, 0, ["normal"] * 4, names, 5))
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(
        lambda: isinstance(window.active_dialog, NewGameDialog | QMessageBox), timeout=3000
    )
    if isinstance(window.active_dialog, QMessageBox):  # the deal in progress: abandon it
        click_button(qtbot, window.active_dialog.button(QMessageBox.StandardButton.Yes))
        qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    dialog = window.active_dialog
    assert dialog.game_combo.currentData() == "rettler"
    assert dialog.preset_combo.currentData() == "team_2v2"
    assert dialog.players_combo.currentData() == 4
    dialog.reject()
