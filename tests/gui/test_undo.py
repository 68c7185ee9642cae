"""Undo the way players expect (issue 25, point 2): Settings "Allow undo" (always on in a
practice game) takes back the human's decisions of the deal, one after the other, bids as
well as cards; a deal played with an undo counts as practice; where undo is not allowed,
Game ▸ Undo is disabled and its tooltip says why."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_status_agrees import to_play

from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.i18n import tr

NAMES = ["You", "Anne", "Ben", "Clara"]


def _allow_undo(window, on: bool) -> None:
    window.settings = window.settings.model_copy(update={"allow_undo": on})
    window.apply_settings()
    window.queue.set_speed("instant")  # as the fixture had it
    window.controller.ai_pace_ms = 0


def _ctrl_z(window) -> None:
    window.activateWindow()
    QApplication.processEvents()
    QTest.keyClick(
        QApplication.focusWidget() or window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )


def _my_card_turn(window) -> bool:
    c = window.controller
    return (
        c.waiting_for_human
        and c.state is not None
        and c.state.phase == "play"
        and window.queue.is_idle()
    )


def _play_a_card_by_keys(qtbot, window) -> None:
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=10000)
    hand = len(window.controller.view().hand)
    view = window.table_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.view().hand) == hand - 1, timeout=5000)


def _from_play(window, practice: bool = False) -> None:
    window.controller.new_match(
        GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES, 7, practice=practice)
    )
    state, actions = to_play("napoleon", "book", 4, 7)
    window.controller.start_deal(state, actions)


def test_where_undo_is_not_allowed_it_is_disabled_and_says_why(qtbot, window):
    _allow_undo(window, False)
    _from_play(window)
    undo = window._actions["act_undo"]
    _play_a_card_by_keys(qtbot, window)
    assert not undo.isEnabled()
    assert undo.toolTip() == tr("undo_off")
    hand = window.controller.view().hand
    _ctrl_z(window)
    assert window.controller.view().hand == hand  # nothing was taken back
    # the toolbar shows the same reason
    button = window.toolbar.widgetForAction(undo)
    assert not button.isEnabled() and button.toolTip() == tr("undo_off")


def test_allow_undo_takes_back_every_card_of_the_deal_in_turn(qtbot, window):
    _allow_undo(window, True)
    _from_play(window)  # not a practice game: the setting allows undo
    undo = window._actions["act_undo"]
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=10000)
    assert not undo.isEnabled() and undo.toolTip() == tr("undo_nothing_yet")
    c = window.controller
    start_hand = c.view().hand
    start_tricks = len(c.state.completed)
    _play_a_card_by_keys(qtbot, window)
    assert undo.isEnabled() and undo.toolTip() == tr("undo_tip")
    _play_a_card_by_keys(qtbot, window)
    assert len(c.state.completed) > start_tricks
    _ctrl_z(window)
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=5000)
    assert len(c.view().hand) == len(start_hand) - 1
    _ctrl_z(window)  # as often as there are decisions
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=5000)
    assert c.view().hand == start_hand
    assert len(c.state.completed) == start_tricks
    assert {i.card for i in window.scene.human_hand_items()} == set(start_hand)
    assert not undo.isEnabled() and undo.toolTip() == tr("undo_nothing_yet")


def test_undo_takes_back_a_bid_in_a_practice_game(qtbot, window):
    _allow_undo(window, False)
    window.controller.new_match(
        GameConfig("napoleon", "book", 4, 0, ["random"] * 4, NAMES, 11, practice=True)
    )
    qtbot.waitUntil(lambda: isinstance(window.decisions.panel(), BiddingPanel), timeout=10000)
    c = window.controller
    before = len(c.actions)
    panel = window.decisions.panel()
    qtbot.wait(300)  # the new panel's click guard
    qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(c.actions) > before, timeout=5000)
    assert window._actions["act_undo"].isEnabled()
    _ctrl_z(window)
    qtbot.waitUntil(lambda: isinstance(window.decisions.panel(), BiddingPanel), timeout=5000)
    assert len(c.actions) == before  # the pass and what the others did after it are gone
    assert c.waiting_for_human and c.state.current_seat == 0


def _finish_deal(qtbot, window) -> None:
    from napoleon_gui.dialogs.deal_result import DealResultWindow

    c = window.controller
    while not isinstance(window.active_dialog, DealResultWindow):
        qtbot.waitUntil(
            lambda: _my_card_turn(window) or isinstance(window.active_dialog, DealResultWindow),
            timeout=10000,
        )
        if _my_card_turn(window) and len(c.view().hand) > 1:
            _play_a_card_by_keys(qtbot, window)
        else:  # the last card is played for the player (Settings)
            qtbot.wait(20)


def test_a_deal_played_with_undo_is_not_in_the_statistics(qtbot, window, tmp_path):
    _allow_undo(window, True)
    _from_play(window)
    _play_a_card_by_keys(qtbot, window)
    _ctrl_z(window)
    _finish_deal(qtbot, window)
    assert window.controller.undone
    assert not (tmp_path / "statistics.json").exists()  # counted as practice


def test_a_resumed_deal_played_with_undo_is_still_not_in_the_statistics(qtbot, window, tmp_path):
    """The undo is saved with the deal: closing the window and resuming the deal does not
    turn it into a counted one."""
    from test_saves_all_games import answer_resume, open_window

    _allow_undo(window, True)
    _from_play(window)
    _play_a_card_by_keys(qtbot, window)
    _ctrl_z(window)
    qtbot.waitUntil(lambda: _my_card_turn(window), timeout=5000)
    _play_a_card_by_keys(qtbot, window)
    window.controller.token += 1  # a late bot answer is ignored
    window.close()  # saves the deal where it stands
    assert (tmp_path / "autosave-napoleon.json").exists()

    second = open_window(qtbot, tmp_path)
    second.start()
    answer_resume(qtbot, second, keyboard=True)
    assert second.controller.undone
    _finish_deal(qtbot, second)
    assert not (tmp_path / "statistics.json").exists()  # counted as practice
    second.controller.token += 1
    second.close()


def test_a_resumed_deal_without_undo_is_in_the_statistics(qtbot, window, tmp_path):
    """The same deal, closed and resumed without an undo, is counted (the test above
    would pass for nothing if resumed deals were never counted)."""
    from test_saves_all_games import answer_resume, open_window

    _from_play(window)
    _play_a_card_by_keys(qtbot, window)
    window.controller.token += 1
    window.close()
    second = open_window(qtbot, tmp_path)
    second.start()
    answer_resume(qtbot, second, keyboard=True)
    assert not second.controller.undone
    _finish_deal(qtbot, second)
    assert (tmp_path / "statistics.json").exists()
    second.controller.token += 1
    second.close()
