"""The side panel's trick explanation follows the game back (issue 25, words a player
reads): after an undo it never speaks of a trick taken back ("You win with ♠A" of a card
no longer played), and after giving up a puzzle it speaks of no trick of the abandoned
game."""

from __future__ import annotations

from mouse import click_button
from test_mustfollow_table import _give_up, _play_as_puzzle_player, _ready, _start, _ui

from engine.ai import make_bot


def play_until_a_trick_is_explained(window, qtbot, bot) -> str:
    while not window.trick_label.text():
        qtbot.waitUntil(lambda: _ready(window), timeout=5000)
        _play_as_puzzle_player(window, bot, qtbot)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    return window.trick_label.text()


def test_undo_and_give_up_take_the_tricks_words_back(window, qtbot) -> None:
    _start(window, 3)
    bot = make_bot("mustfollow", "normal", 1)
    first = play_until_a_trick_is_explained(window, qtbot, bot)
    assert "win" in first  # "You win with …" (M-PLAY-2)
    click_button(qtbot, _ui().panel.undo_button)  # the card that won it is taken back
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert window.trick_label.text() == ""  # no trick is won any more
    again = play_until_a_trick_is_explained(window, qtbot, bot)
    assert again
    _give_up(window, qtbot)
    assert window.trick_label.text() == ""  # the result window replays the winning line
