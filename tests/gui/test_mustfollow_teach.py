"""The puzzle and the co-op game teach in words (issue 21, points 5 and 5b), driven by mouse
and keyboard as a player does: *Show solution* plays on from the position on the table one
move per click or Enter, each with a line of why, without giving up; *Give up* asks before it
costs an attempt; a partner's goal is written on its plate in words."""

from __future__ import annotations

import pytest
from mouse import click_button, click_card
from puzzle_moves import moves
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from engine.actions import Action, PlayCard
from engine.games.mustfollow.moves import PlayFaceDown, TurnUp
from engine.games.mustfollow.talk import ROLE
from napoleon_gui import i18n
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow.dialogs import ResultDialog
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.table.placement import HAND

DUMMY = 1


def _ui():
    return ui_for("mustfollow")


def _ready(window) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def _start(window, number: int) -> None:
    start_puzzle(window.controller, number, winnable_only=True)
    panel = _ui().panel
    panel.samples = 30  # a quick estimate is enough here
    panel.budget = 200_000


#: The first 50 moves of winnable puzzle 3 as the engine's strong puzzle player (seed 5)
#: chose them, to late in round 2: the test plays them by mouse without searching them
#: again (the search took about 9 s of the test's 11 s).
PUZZLE_3_MOVES = (
    "u0 u2 u5 u10 C2 C7 S6 S4 H2 H6 S7 d1 D8 D7 d6 D9 d7 H9 d8 HQ d3 C5 d4 S9 SJ d9 SQ d11 "
    "u0 u3 u6 u8 S2 SK d9 C8 H7 H5 H10 d4 D4 D3 D6 d7 D10 C9 CK d10 CA d11"
)


def _play_by_mouse(window, qtbot, action: Action) -> None:
    """One move of the puzzle, chosen on the table with the mouse."""
    view = window.controller.view()
    assert action in view.legal, f"puzzle 3 is dealt otherwise now: {action} is not legal"
    items = window.scene.zone_items(HAND, DUMMY)
    places = [p for p, _s, _c in view.dummy_places]
    if isinstance(action, TurnUp | PlayFaceDown):
        click_card(window, items[places.index(action.slot)])
    elif action.card in view.hand:
        click_card(window, window.scene.item_for(action.card), double=True)
    else:
        index = next(i for i, (_p, _s, card) in enumerate(view.dummy_places) if card == action.card)
        click_card(window, items[index])
    qtbot.waitUntil(lambda: _ready(window), timeout=20000)


def _played(window) -> int:
    return len(window.controller.state.plays)


@pytest.mark.slow  # round 1 and most of round 2 are played by mouse first
def test_show_solution_plays_on_from_the_middle_of_a_puzzle(window, qtbot) -> None:
    _start(window, 3)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    for move in moves(PUZZLE_3_MOVES):  # to late in round 2, by the player's own hand
        _play_by_mouse(window, qtbot, move)
    assert window.controller.state.round_no == 2 and window.controller.state.k >= 10
    panel = _ui().panel
    before = _played(window)
    click_button(qtbot, panel.solution_button)  # one click, one move
    qtbot.waitUntil(lambda: _played(window) == before + 1, timeout=30000)
    qtbot.waitUntil(lambda: _ready(window), timeout=20000)
    line = window.hint_label.text()
    assert line.startswith(("Lead ", "Play ")), line  # the move, then one line of why
    assert "must take" in line or "%" in line or "beat" in line, line
    for jargon in ("place", "at most", "Why:", "deals like this"):
        assert jargon not in line, line
    assert window.controller.state.result is None  # nothing was given up
    assert not isinstance(window.active_dialog, ResultDialog)
    # Enter on the focused button plays the next move, and so on to the end of the puzzle
    for step in range(2, 30):
        if isinstance(window.active_dialog, DealResultWindow):
            break
        panel.solution_button.setFocus()
        qtbot.keyClick(panel.solution_button, Qt.Key.Key_Return)
        qtbot.waitUntil(
            lambda n=step: (
                _played(window) == before + n or isinstance(window.active_dialog, DealResultWindow)
            ),
            timeout=30000,
        )
        qtbot.waitUntil(
            lambda: _ready(window) or isinstance(window.active_dialog, DealResultWindow),
            timeout=20000,
        )
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    # the solution's moves were shown, not found: the attempt is no win of the player's
    assert "Attempts 1 · wins 0" in dialog.extras.stats.text()
    dialog.accept()


def test_give_up_asks_before_losing_an_attempt(window, qtbot) -> None:
    _start(window, 9)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    panel = _ui().panel
    click_button(qtbot, panel.give_up_button)
    box = window.findChild(QMessageBox, "mf_give_up_box")
    assert box is not None and box.isVisible()
    assert "lost attempt" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter is "No": the puzzle goes on
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: _ready(window), timeout=5000)
    assert window.controller.state is not None and window.controller.state.result is None
    assert not isinstance(window.active_dialog, ResultDialog)
    click_button(qtbot, panel.give_up_button)
    box = window.findChild(QMessageBox, "mf_give_up_box")
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, ResultDialog), timeout=5000)
    assert "Given up" in window.active_dialog.headline.text()
    window.active_dialog.accept()


def _announced(window) -> dict[int, int]:
    view = window.controller.view()
    return {
        e.seat: e.message.value
        for e in view.messages
        if e.message.template == ROLE and e.seat != 0 and e.message.value is not None
    }


def test_a_partners_announced_goal_is_written_on_its_plate(window, qtbot) -> None:
    names = ["You", "Anne", "Ben", "Cleo"]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 4, 0, ["normal"] * 4, names, 4)
    )
    # the AI partners wait for the human (M-TALK-4), then propose their trick counts
    qtbot.waitUntil(lambda: _ready(window), timeout=20000)
    assert not _announced(window)
    legal = sorted(a.card for a in window.controller.view().legal if isinstance(a, PlayCard))
    click_card(window, window.scene.item_for(legal[0]), double=True)
    qtbot.waitUntil(lambda: len(_announced(window)) >= 2 and _ready(window), timeout=20000)
    roles = _announced(window)
    seat, count = next(iter(roles.items()))
    plate = window.scene.plate(seat)
    words = "no tricks" if count == 0 else f"exactly {count} trick"
    assert words in plate.text, plate.text
    assert "{" not in plate.text and "MD-4" not in plate.text  # words, not codes
    assert "M-TALK-4" in plate.toolTip()  # the rule as a tip
    goal = window.findChild(QWidget, "mf_goal")
    assert "{6, 4, 2, 0}" not in goal.text() and "one 2 and one none" in goal.text()
    i18n.set_language("ja")
    assert ("巡も取らない" if count == 0 else f"ちょうど{count}巡") in plate.text
    i18n.set_language("fr")
    assert ("aucun pli" if count == 0 else f"exactement {count} pli") in plate.text
    i18n.set_language("en")
