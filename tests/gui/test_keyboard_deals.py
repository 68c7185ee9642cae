"""Every decision of every game by keyboard alone (issue 25, point 1): a whole deal per game
with key events only, the first ones pressed while an AI seat is to act. Instant animation,
random AI seats: each deal stays cheap."""

from __future__ import annotations

import pytest
from keys import play_deal_by_keys, press, result_shown
from mouse import wait_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from napoleon_gui.game_config import GameConfig


def _start(window, game: str, preset: str, players: int, seed: int) -> None:
    names = ["You", "Anne", "Ben", "Clara", "David", "Emma"][:players]
    window.activateWindow()
    window.controller.new_match(
        GameConfig(game, preset, players, 0, ["random"] * players, names, seed)
    )


#: in the bidding panel, the arrows reach Pass first, then the lowest bid offered
BID = (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_napoleon_deal_by_keys(qtbot, window):
    """Deal 2: the human's bid stands; the adjutant is called and the kitty exchanged with
    arrows, Space and Enter (N-ADJ, N-KIT), every card with arrows and Enter."""
    _start(window, "napoleon", "book", 4, 2)
    met = play_deal_by_keys(qtbot, window, first=BID)
    assert met == ["BiddingPanel", "AdjutantPanel", "KittyPanel", "card"]


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_rettler_deal_by_keys(qtbot, window):
    """Rettler's auction, its lead (arrows + Enter lead the card the ring is on, R-PLAY) and
    its pair rounds, by keys alone."""
    _start(window, "rettler", "book", 4, 2)
    met = play_deal_by_keys(qtbot, window, first=BID)
    assert met[0] == "RettlerBidPanel"
    assert {"RettlerLeadPanel", "RettlerFollowPanel", "card"} <= set(met)
    assert result_shown(window)


def test_belote_deal_by_keys(qtbot, window):
    """With the ring on "Take", Enter takes (B-BID); then every card by arrows and Enter."""
    _start(window, "belote", "standard", 4, 1)
    panel = wait_panel(qtbot, window)
    takes = {button: action for action, button in panel.bid_buttons.items() if button.isEnabled()}
    for _ in range(len(panel.bid_buttons) + 2):
        press(qtbot, window, Qt.Key.Key_Right)
        if QApplication.focusWidget() in takes:
            break
    button = QApplication.focusWidget()
    assert button in takes and button.hasFocus()
    press(qtbot, window, Qt.Key.Key_Return)
    c = window.controller
    assert c.actions[-1] == takes[button] or c.state.phase == "play"
    assert c.state.contract.taker == 0
    met = play_deal_by_keys(qtbot, window)
    assert "card" in met and result_shown(window)


def _say_by_keys(qtbot, window) -> None:
    """Tab to the talk list, Down picks a message, Tab to Say and Space says it."""
    from napoleon_gui.games import ui_for

    talk = ui_for("mustfollow").panel.talk_panel
    for _ in range(40):
        if QApplication.focusWidget() is talk.messages:
            break
        press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is talk.messages
    press(qtbot, window, Qt.Key.Key_Down)
    for _ in range(40):
        if QApplication.focusWidget() is talk.say_button:
            break
        press(qtbot, window, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is talk.say_button
    said = len(window.controller.view().messages)
    press(qtbot, window, Qt.Key.Key_Space)
    assert len(window.controller.view().messages) > said
    # said: the keyboard is back on the table, where arrows and Enter play a card
    assert QApplication.focusWidget() is window.table_view


def test_coop_deal_with_talk_by_keys(qtbot, window):
    """The co-op game (M-TALK): a message said with Tab, arrows and Space; after it, arrows
    and Enter play the cards."""
    _start(window, "mustfollow", "first_edition", 3, 4)
    talked = []

    def talk_once() -> None:
        if not talked:
            _say_by_keys(qtbot, window)
            talked.append(True)

    met = play_deal_by_keys(qtbot, window, before_card=talk_once)
    assert talked and "card" in met and result_shown(window)


def test_the_arrows_move_the_ring_through_the_adjutant_call(qtbot, window):
    """Napoleon's adjutant call (N-ADJ-1) is one group of card buttons with one Tab stop:
    Tab puts the ring on its first card, each arrow moves it on by one card (Left back),
    and Space selects the very card the ring is on, which Enter then calls."""
    from keys import humans_turn

    _start(window, "napoleon", "book", 4, 2)
    c = window.controller
    for _ in range(40):  # bid the lowest bid offered at each turn; the bid stands
        qtbot.waitUntil(lambda: humans_turn(window), timeout=20000)
        if type(window.decisions.panel()).__name__ == "AdjutantPanel":
            break
        for key in BID:
            press(qtbot, window, key)
    panel = window.decisions.panel()
    assert type(panel).__name__ == "AdjutantPanel"

    def ringed() -> str:
        return QApplication.focusWidget().text()

    press(qtbot, window, Qt.Key.Key_Tab)
    assert ringed() == "♠A"
    for key, card in ((Qt.Key.Key_Right, "♠K"), (Qt.Key.Key_Right, "♠Q"), (Qt.Key.Key_Left, "♠K")):
        press(qtbot, window, key)
        assert ringed() == card
    press(qtbot, window, Qt.Key.Key_Space)
    called = panel.selected()
    assert called is not None and panel.card_buttons[called].text() == "♠K"
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.state.phase != "adjutant_call", timeout=5000)
    assert tuple(c.view().adjutant_cards) == (called,)
