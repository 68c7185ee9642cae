"""The co-op game's talk as at a real table (issue 25, point 9): the human may say its aim
first, the partners wait (M-TALK-4, MD-6); a human who plays without a word hears the
partners' plans after that card; every message in the list is read whole (it wraps)."""

from __future__ import annotations

from mouse import click_card
from PySide6.QtCore import Qt

from engine.actions import PlayCard
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for


def _start(window, players: int = 3) -> None:
    names = ["You", "Anne", "Ben", "Cleo"][:players]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", players, 0, ["easy"] * players, names, 4)
    )


def _ready(window) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def test_partners_speak_after_the_humans_first_card(window, qtbot) -> None:
    _start(window)
    c = window.controller
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    assert not c.view().messages  # nobody spoke before the human could
    legal = sorted(a.card for a in c.view().legal if isinstance(a, PlayCard))
    click_card(window, window.scene.item_for(legal[0]), double=True)
    qtbot.waitUntil(lambda: any(e.seat != 0 for e in c.view().messages), timeout=20000)
    messages = c.view().messages
    assert all(e.seat != 0 for e in messages)  # the human said nothing
    # the partners spoke only once the human had played
    assert min(e.plays_before for e in messages) >= 1


def test_messages_wrap_and_are_shown_whole(window, qtbot) -> None:
    _start(window, players=4)
    qtbot.waitUntil(lambda: _ready(window), timeout=10000)
    talk = ui_for("mustfollow").panel.talk_panel
    talk.messages.setFixedWidth(160)  # a narrow side panel
    qtbot.wait(50)
    lists = talk.messages
    assert lists.wordWrap() and lists.textElideMode() == Qt.TextElideMode.ElideNone
    line = lists.fontMetrics().height()
    width = lists.viewport().width()
    long = [
        r
        for r in range(lists.count())
        if lists.fontMetrics().horizontalAdvance(lists.item(r).text()) > width
    ]
    assert long  # some message is wider than the list
    for r in long:
        rect = lists.visualItemRect(lists.item(r))
        assert rect.width() <= width and rect.height() >= 2 * line  # on two lines or more
