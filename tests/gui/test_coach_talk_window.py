"""The coach goes over the player's table talk too (M-TALK, issue 21 point 6): at a co-op
table of three the player says a message from the side panel, plays the game to its end,
opens the coach from the result window and finds the message listed as a decision, in the
player's words, with the hand of that moment shown."""

from __future__ import annotations

import html

import pytest
from mouse import click_button, click_card
from PySide6.QtCore import Qt

from engine.actions import PlayCard
from napoleon_gui.dialogs.coach import CoachWindow
from napoleon_gui.dialogs.deal_result import KEY_GUARD_MS, DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for

#: the coach's analysis runs off the GUI thread on 2 shared cores
COACH_MS = 300000


def _ready(window) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


@pytest.mark.usefixtures("quick_coach")
@pytest.mark.slow
def test_a_message_the_player_said_is_reviewed_by_the_coach(window, qtbot) -> None:
    names = ["You", "Anne", "Ben"]
    c = window.controller
    c.new_match(GameConfig("mustfollow", "first_edition", 3, 0, ["normal"] * 3, names, 4))
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    talk = ui_for("mustfollow").panel.talk_panel
    # the player's plan, said from the side panel by mouse: the first message of the list
    said = talk.messages.item(0).text()
    rect = talk.messages.visualItemRect(talk.messages.item(0))
    qtbot.mouseClick(talk.messages.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click_button(qtbot, talk.say_button)
    mine = [e for e in c.view().messages if e.seat == 0]
    assert len(mine) == 1
    hand = sorted(c.view().hand)

    for _ in range(40):  # the player's cards, the lowest legal one each time, by mouse
        qtbot.waitUntil(
            lambda: _ready(window) or isinstance(window.active_dialog, DealResultWindow),
            timeout=20000,
        )
        if isinstance(window.active_dialog, DealResultWindow):
            break
        legal = sorted(a.card for a in c.view().legal if isinstance(a, PlayCard))
        click_card(window, window.scene.item_for(legal[0]), double=True)
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    qtbot.waitExposed(dialog)
    qtbot.wait(KEY_GUARD_MS + 50)  # the result window's clicks count from now on

    click_button(qtbot, dialog.coach_button)
    qtbot.waitUntil(lambda: window.coach.coach_window is not None, timeout=5000)
    coach = window.coach.coach_window
    assert isinstance(coach, CoachWindow)
    qtbot.waitUntil(lambda: not coach.running, timeout=COACH_MS)
    assert coach.review is not None, coach.working_label.text()
    rows = [coach.decision_list.item(i).text() for i in range(coach.decision_list.count())]
    talked = [i for i, d in enumerate(coach.review.decisions) if d.kind == "talk"]
    assert len(talked) == 1  # the one message the player said, listed among the cards
    row = talked[0]
    message = mine[0].message.text()
    assert f"trick 1: “{message}”" in rows[row]
    coach.decision_list.setFocus()
    qtbot.keyClick(coach.decision_list, Qt.Key.Key_Home)
    for _ in range(row):
        qtbot.keyClick(coach.decision_list, Qt.Key.Key_Down)
    assert coach.decision_list.currentRow() == row
    words = html.unescape(coach.words_label.text())
    assert f"You said “{message}”." in words and 'href="rule:M-TALK-' in words
    shown_hand, _trick = coach.shown_cards()
    assert sorted(shown_hand) == hand  # the hand when it was said (before any card of it)
    assert str(message) in said  # the message as the side panel listed it
    qtbot.keyClick(coach.decision_list, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.coach_window is None, timeout=5000)
