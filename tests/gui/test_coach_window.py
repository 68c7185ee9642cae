"""Review with coach (issue 21, point 6): after a deal the player opens the coach from the
result window, the score sheet or an opened record; the coach goes over the player's
decisions off the UI thread (a progress bar meanwhile), shows the summary and every
decision, a planted mistake marked; "Try again from here" sets that very position on the
table again as practice (not counted in the statistics nor in the match), and the game
comes back afterwards. Closing the coach while it works stops it; the table stays usable.

The planted mistake: a Napoleon deal (4 players, book rules) the normal bots play up to the
last-but-one trick, where the player, the Napoleon whose adjutant is known, plays last to a
trick led by an opponent: ♣4 (a trump) takes it, ♢Q throws it away with ♡J in it, and with
it the contract (the deal's score 40 against -45)."""

from __future__ import annotations

from typing import Any

import pytest
from mouse import click_button, click_card
from puzzle_moves import moves
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from review_helpers import answer_open, answer_save, menu_action

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.cards import parse_card
from engine.core import GameState
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.coach import CoachWindow
from napoleon_gui.dialogs.deal_result import KEY_GUARD_MS, DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.statistics import StatisticsStore
from napoleon_gui.table.placement import TRICK

NAMES = ["You", "Anne", "Ben", "Clara", "David"]
SEED, PLAYERS = 97, 4
THROWN, TAKES = parse_card("DQ"), parse_card("C4")  # the planted mistake, the right card
#: the coach's search runs off the GUI thread on 2 shared cores
COACH_MS = 300000


def _planted(window: MainWindow, qtbot: QtBot) -> tuple[GameState, list[Action]]:
    """The position of the module docstring on the table, the player (seat 0) to play."""
    state = Match.create("napoleon", "book", PLAYERS, SEED).new_deal()
    bots = [make_bot("napoleon", "normal", seed=SEED + s) for s in range(PLAYERS)]
    actions: list[Action] = []
    while True:
        seat = state.current_seat
        assert seat is not None
        view: Any = state.view_for(seat)
        if seat == 0 and view.phase == "play" and len(view.hand) == 2 and len(view.trick) == 3:
            break
        actions.append(bots[seat].choose(view))
        state.apply(actions[-1])
    assert {a.card for a in view.legal if isinstance(a, PlayCard)} == {THROWN, TAKES}
    c = window.controller
    c.new_match(GameConfig("napoleon", "book", PLAYERS, 0, ["normal"] * PLAYERS, NAMES, SEED))
    c.start_deal(state.copy(), list(actions))
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    return state, actions


def _hand_item(window: MainWindow, card: int) -> Any:
    return next(it for it in window.scene.human_hand_items() if it.card == card)


def _result(qtbot: QtBot, window: MainWindow) -> DealResultWindow:
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=30000)
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    qtbot.waitExposed(dialog)
    qtbot.wait(KEY_GUARD_MS + 50)  # its keys and clicks count from now on
    return dialog


def _counted(window: MainWindow) -> int:
    stats, problems = StatisticsStore(window.store.data_dir).load()
    assert not problems
    return stats.table("napoleon", PLAYERS).overall.deals


def _coach(qtbot: QtBot, window: MainWindow) -> CoachWindow:
    qtbot.waitUntil(lambda: window.coach.coach_window is not None, timeout=5000)
    coach = window.coach.coach_window
    assert coach is not None
    qtbot.waitExposed(coach)
    qtbot.waitUntil(lambda: not coach.running, timeout=COACH_MS)
    assert coach.review is not None, coach.working_label.text()
    assert not coach.progress.isVisible()
    return coach


def _trick_cards(window: MainWindow) -> dict[int, list[int | None]]:
    scene = window.scene
    return {s: [it.card for it in scene.zone_items(TRICK, s)] for s in range(PLAYERS)}


@pytest.mark.slow
def test_a_planted_mistake_is_marked_and_tried_again_as_practice(qtbot, window):
    state, actions = _planted(window, qtbot)
    c = window.controller
    match = c.match
    seen: Any = state.view_for(0)
    trick_before = _trick_cards(window)
    click_card(window, _hand_item(window, THROWN))  # the planted mistake, by mouse
    dialog = _result(qtbot, window)
    assert _counted(window) == 1  # the deal played counts once

    click_button(qtbot, dialog.coach_button)
    coach = _coach(qtbot, window)
    summary = coach.summary_label.text()
    assert "mistake" in summary and "trick 11 ♢Q" in summary  # the planted one is listed
    rows = [coach.decision_list.item(i).text() for i in range(coach.decision_list.count())]
    planted = next(i for i, d in enumerate(coach.review.decisions) if d.index == len(actions))
    assert rows[planted].startswith("✗") and "mistake" in rows[planted]
    assert "♢Q" in rows[planted]
    # the first mistake is selected; the player moves there with the arrows
    coach.decision_list.setFocus()
    qtbot.keyClick(coach.decision_list, Qt.Key.Key_Home)
    for _ in range(planted):
        qtbot.keyClick(coach.decision_list, Qt.Key.Key_Down)
    assert coach.decision_list.currentRow() == planted
    words = coach.words_label.text()
    assert "♢Q" in words and "♣4" in words  # the choice and the better one
    assert 'href="rule:N-' in words  # the deciding rule, as a link to the rules
    hand, trick = coach.shown_cards()
    assert sorted(hand) == sorted(seen.hand)
    assert trick == [card for _seat, card in seen.trick]

    qtbot.keyClick(coach.decision_list, Qt.Key.Key_Return)  # Enter: try again from here
    qtbot.waitUntil(lambda: window.coach.coach_window is None, timeout=5000)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    assert window.active_dialog is None  # the result went without starting a deal
    assert c.config.practice and window.coach.banner.isVisible()
    assert "Practice" in window.coach.banner.text() and "statistics" in window.coach.banner.text()
    again: Any = c.state.view_for(0)
    assert again.hand == seen.hand and again.trick == seen.trick
    assert again.points_by_seat == seen.points_by_seat
    assert sorted(it.card for it in window.scene.human_hand_items()) == sorted(seen.hand)
    assert _trick_cards(window) == trick_before  # the trick so far lies where it did

    click_card(window, _hand_item(window, TAKES))  # this time the trick is taken
    practice = _result(qtbot, window)
    assert practice.next_button.text() == "Back to the game"
    assert _counted(window) == 1  # the practice deal is not counted
    click_button(qtbot, practice.next_button)
    qtbot.waitUntil(lambda: not c.config.practice, timeout=5000)
    assert c.match is match and len(match.rows) == 1  # the match as it was, not the practice
    assert not window.coach.banner.isVisible()
    qtbot.waitUntil(lambda: c.state is not None and not c.state.is_over, timeout=5000)
    assert _counted(window) == 1


def _played_deal(qtbot: QtBot, window: MainWindow) -> DealResultWindow:
    _planted(window, qtbot)
    click_card(window, _hand_item(window, THROWN))
    return _result(qtbot, window)


@pytest.mark.usefixtures("quick_coach")
@pytest.mark.slow
def test_the_score_sheet_and_an_opened_record_open_the_coach(qtbot, window, tmp_path, monkeypatch):
    dialog = _played_deal(qtbot, window)
    click_button(qtbot, dialog.next_button)
    window.show_score_sheet()
    sheet = window.score_sheet
    qtbot.waitExposed(sheet)
    assert not sheet.coach_button.isEnabled()  # no deal chosen yet
    rect = sheet.table.visualItemRect(sheet.table.item(0, 0))
    qtbot.mouseClick(sheet.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    click_button(qtbot, sheet.coach_button)
    coach = _coach(qtbot, window)
    assert not coach.seat_box.isVisible()  # the match's deal: the player's own seat
    assert {d.seat for d in coach.review.decisions} == {0}
    assert "trick 11 ♢Q" in coach.summary_label.text()
    i18n.set_language("ja")  # Settings ▸ language: the open window follows
    assert (
        coach.try_button.text() == "ここからやり直す"
        and "ミス" in coach.decision_list.item(coach.decision_list.currentRow()).text()
    )
    i18n.set_language("en")
    qtbot.keyClick(coach.decision_list, Qt.Key.Key_Escape)  # Escape closes
    qtbot.waitUntil(lambda: window.coach.coach_window is None, timeout=5000)
    sheet.close()

    path = tmp_path / "deal.json"
    answer_save(monkeypatch, path)
    menu_action(window, "act_export_deal").trigger()
    answer_open(monkeypatch, path)
    menu_action(window, "act_open_record").trigger()
    qtbot.waitUntil(lambda: window.review is not None, timeout=5000)
    click_button(qtbot, window.review.bar.coach_button)
    coach = _coach(qtbot, window)
    assert coach.seat_box.isVisible()  # a record: the player picks whose decisions
    coach.seat_box.setFocus()
    qtbot.keyClick(coach.seat_box, Qt.Key.Key_Down)  # the next seat: Anne's decisions
    assert coach.seat_box.currentData() == 1
    qtbot.waitUntil(lambda: coach.review is not None and coach.review.seat == 1, timeout=COACH_MS)
    assert coach.review.decisions and {d.seat for d in coach.review.decisions} == {1}
    hand, _trick = coach.shown_cards()
    d = coach.current()
    assert d is not None
    assert sorted(hand) == sorted(coach.state_at(d.index).view_for(1).hand)
    coach.close()


def test_closing_the_coach_while_it_works_stops_it_and_the_table_goes_on(qtbot, window):
    dialog = _played_deal(qtbot, window)
    click_button(qtbot, dialog.coach_button)
    qtbot.waitUntil(lambda: window.coach.coach_window is not None, timeout=5000)
    coach = window.coach.coach_window
    task = coach._task
    assert task is not None and coach.progress.isVisible()  # working, the bar says so
    qtbot.waitExposed(coach)
    qtbot.keyClick(coach, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.coach.coach_window is None, timeout=5000)
    assert task.stop.is_set()  # the engine is told to stop
    assert QThreadPool.globalInstance().waitForDone(30000)
    # the table is the player's again: the result window's Next deal deals the next one
    c = window.controller
    click_button(qtbot, dialog.next_button)
    qtbot.waitUntil(lambda: c.state is not None and not c.state.is_over, timeout=5000)
    assert len(c.match.rows) == 1 and QApplication.activeModalWidget() is None


GAMES = [
    ("rettler", "book", 4),
    ("belote", "standard", 4),
    ("mustfollow", "first_edition", 3),
    ("puzzle", "", 1),
]


#: Puzzle 3 (winnable) as the engine's normal puzzle player (seed 3) played it, written down
#: so as not to search it again (about 4 s): every move but the last, and the last.
PUZZLE_3_LINE = (
    "u0 u2 u5 u10 C2 C7 S6 S4 H2 H6 S7 d1 D8 D7 d3 H9 d6 D9 d7 S9 SJ d4 SQ d8 C5 d11 d9 HQ "
    "u0 u3 u6 u8 SK S2 H5 H7 H4 d4 D4 D3 D6 d7 D10 C9 C8 d9 CK d10 CA d11 S3 d1 d2 H10 d12"
)
PUZZLE_3_LAST = "HK"


def _finished_puzzle(qtbot: QtBot, window: MainWindow) -> DealResultWindow:
    """Puzzle 3 played by the normal player's line up to its last move; the player makes that
    one by mouse (the card the normal player played)."""
    from napoleon_gui.games.mustfollow.puzzle import start_puzzle

    c = window.controller
    start_puzzle(c, 3, winnable_only=True)
    qtbot.waitUntil(lambda: c.waiting_for_human, timeout=10000)
    assert c.state is not None
    state, actions = c.state.copy(), list(c.actions)
    for action in moves(PUZZLE_3_LINE):
        state.apply(action)
        actions.append(action)
    [action] = moves(PUZZLE_3_LAST)
    trial = state.copy()
    trial.apply(action)
    assert trial.is_over  # the last move of the puzzle
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    assert isinstance(action, PlayCard)
    click_card(window, _hand_item(window, action.card))
    return _result(qtbot, window)


@pytest.mark.usefixtures("quick_coach")
@pytest.mark.slow
@pytest.mark.parametrize(("game", "preset", "players"), GAMES)
def test_every_game_has_its_coach_after_the_deal(qtbot, window, game, preset, players):
    from deals import finish_a_deal

    if game == "puzzle":
        dialog = _finished_puzzle(qtbot, window)
    else:
        dialog = finish_a_deal(window, qtbot, game, preset, players, NAMES[:players])
        qtbot.wait(KEY_GUARD_MS + 50)
    click_button(qtbot, dialog.coach_button)
    coach = _coach(qtbot, window)
    assert coach.summary_label.text()
    assert coach.windowTitle().startswith("Coach")
    assert coach.review.decisions  # seat 0 played cards in every one of these deals
    d = coach.current()
    assert d is not None and coach.words_label.text()
    hand, _trick = coach.shown_cards()
    assert len(hand) == len(coach.state_at(d.index).view_for(0).hand)

    # the last decision again, as practice: the same hand on the table, nothing counted
    from napoleon_gui.games.mustfollow.puzzle import puzzle_statistics

    puzzles = puzzle_statistics(window.store.data_dir)[0]
    coach.decision_list.setFocus()
    qtbot.keyClick(coach.decision_list, Qt.Key.Key_End)
    last = coach.current()
    assert last is not None
    seen: Any = coach.state_at(last.index).view_for(0)
    click_button(qtbot, coach.try_button)
    c = window.controller
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    assert c.config.from_coach and window.coach.banner.isVisible()
    assert c.state is not None and c.state.view_for(0).hand == seen.hand
    if game == "puzzle":  # the puzzle counts its own statistics: not this one
        chosen = last.chosen[0]
        assert isinstance(chosen, PlayCard)
        click_card(window, _hand_item(window, chosen.card))
        practice = _result(qtbot, window)
        assert puzzle_statistics(window.store.data_dir)[0] == puzzles
        click_button(qtbot, practice.next_button)
        qtbot.waitUntil(lambda: not window.coach.practising, timeout=5000)


@pytest.mark.slow
def test_a_new_game_during_practice_ends_the_practice(qtbot, window):
    from PySide6.QtWidgets import QMessageBox, QPushButton

    from napoleon_gui.dialogs.new_game import NewGameDialog

    dialog = _played_deal(qtbot, window)
    click_button(qtbot, dialog.coach_button)
    coach = _coach(qtbot, window)
    click_button(qtbot, coach.try_button)
    c = window.controller
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    assert window.coach.practising and window.coach.banner.isVisible()

    window.activateWindow()
    window._actions["act_new_game"].trigger()  # Game ▸ New game…, the practice in play
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, QMessageBox), timeout=3000)
    box = window.active_dialog
    click_button(qtbot, box.button(QMessageBox.StandardButton.Yes))  # abandon it
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    new_game = window.active_dialog
    qtbot.waitExposed(new_game)
    click_button(qtbot, new_game.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert not window.coach.practising and not window.coach.banner.isVisible()
    assert not c.config.from_coach and len(c.match.rows) == 0  # a new match
