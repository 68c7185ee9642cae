"""Belote's running score and the end of the game at the table (issue 25, points 8 and 10):
the partnerships' score bar (B-END-1), the result window per partnership, the game-over
window with the winner, the final totals and New game, and New game asking before it throws
away running totals."""

from __future__ import annotations

import html

from deals import near_end
from mouse import click_button, plain_suits
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from engine.ai import make_bot
from engine.match import Match
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.dialogs.game_over import GameOverWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig

NAMES = ["You", "Anne", "Ben", "Clara"]


def _config() -> GameConfig:
    return GameConfig("belote", "standard", 4, 0, ["random"] * 4, NAMES, 5)


def _play(match: Match, seed: int) -> None:
    """One deal of ``match`` played to its end by random bots and scored."""
    state = match.new_deal()
    bots = [make_bot("belote", "random", seed * 10 + s) for s in range(4)]
    while not state.is_over:
        seat = state.current_seat
        assert seat is not None
        state.apply(bots[seat].choose(state.view_for(seat)))
    match.record(state)


def _match_after(deals: int) -> Match:
    match = Match.create("belote", "standard", 4, 5)
    for n in range(deals):
        _play(match, n)
    return match


def _match_one_deal_from_the_end() -> Match:
    """A match the deal of ``_finish_the_deal`` ends (B-END-1): a whole game played by
    random bots, its last deal taken back."""
    state, _actions = near_end("belote", "standard", 4, 5)
    (last,) = state.legal_actions()  # the deal's last card
    state.apply(last)
    scores = state.result.scores
    for seed in range(50):
        match = Match.create("belote", "standard", 4, seed)
        n = 0
        while match.game_over is None:
            _play(match, seed * 100 + n)
            n += 1
        match.rows.pop()
        match.logs.pop()
        match.totals = match.rows[-1].totals
        after = tuple(t + s for t, s in zip(match.totals, scores, strict=True))
        if match.game.match_end(match.params, 4, after) is not None:
            return match
    raise AssertionError("no game ends with that deal")


def _finish_the_deal(window, qtbot) -> DealResultWindow:
    """A bot ends the deal on the table at once: its result window."""
    state, actions = near_end("belote", "standard", 4, 5)
    window.controller.start_deal(state, actions)
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    return window.active_dialog


def test_the_score_bar_shows_both_partnerships_and_the_target(window) -> None:
    match = _match_after(2)
    us, them = match.totals[0], match.totals[1]
    window.controller.new_match(_config(), match)
    lines = window.scene.info_lines()
    assert lines[0] == f"Us {us} · Them {them} · game to 1000"  # B-END-1
    # the plates say which side a seat plays for in one short word
    assert window.scene.plate(2).role.endswith("Us")
    assert window.scene.plate(1).role.endswith("Them")


def test_the_last_deal_opens_the_game_over_window_with_new_game(window, qtbot) -> None:
    window.controller.new_match(_config(), _match_one_deal_from_the_end())
    result = _finish_the_deal(window, qtbot)
    match = window.controller.match
    over = match.game_over
    assert over is not None
    # the result: one row per partnership, no figure repeated per player
    assert result.table.rowCount() == 2
    assert result.table.item(0, 0).text() == "You & Ben"
    qtbot.wait(700)  # the result window's key guard
    click_button(qtbot, result.next_button)  # "Close": the game is over
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, GameOverWindow), timeout=5000)
    dialog = window.active_dialog
    qtbot.waitUntil(dialog.isVisible, timeout=5000)
    winners = "You & Ben" if 0 in over.winners else "Anne & Clara"
    headline = dialog.headline.text()  # markup: the names escaped, the rule a link
    assert html.escape(winners) in headline and 'href="rule:B-END-1"' in headline
    # both final totals in view, the winners first, nothing to scroll
    table = dialog.table
    assert table.rowCount() == 2
    assert table.item(0, 0).text() == winners
    assert table.item(0, 1).text() == str(max(match.totals))
    assert table.verticalScrollBar().maximum() == 0
    assert table.horizontalScrollBar().maximum() == 0
    for r in range(2):
        assert table.visualItemRect(table.item(r, 1)).bottom() <= table.viewport().height()
    assert dialog.new_game_button.isVisible() and dialog.close_button.isVisible()
    click_button(qtbot, dialog.new_game_button)
    # the game is over: nothing to lose, New game opens at once
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=5000)
    window.active_dialog.reject()


def test_new_game_asks_before_throwing_away_running_totals(window, qtbot) -> None:
    window.controller.new_match(_config())
    first = window.controller.match
    _finish_the_deal(window, qtbot)
    qtbot.wait(700)
    click_button(qtbot, window.active_dialog.next_button)  # the next deal: no card played
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    assert not window.controller.actions  # nothing played yet in this deal
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, QMessageBox), timeout=5000)
    box = window.active_dialog
    assert "running totals" in box.text()
    qtbot.keyClick(box, Qt.Key.Key_Return)  # Enter keeps the game
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=5000)
    assert window.controller.match is first and first.rows


def test_a_fresh_match_opens_new_game_without_a_question(window, qtbot) -> None:
    window.controller.new_match(_config())
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=5000)
    window.active_dialog.reject()


def _my_bid(window) -> bool:
    c = window.controller
    return (
        c.state is not None
        and c.state.phase == "bidding"
        and c.waiting_for_human
        and window.queue.is_idle()
    )


def test_the_side_panel_explains_the_bidding_in_every_language(window, qtbot) -> None:
    from napoleon_gui import i18n

    config = GameConfig("belote", "standard", 4, 0, ["easy"] * 4, NAMES, 3)
    window.controller.new_match(config)
    qtbot.waitUntil(lambda: _my_bid(window), timeout=10000)
    note = window.trick_label
    assert note.isVisible()
    assert 'href="rule:B-BID-1"' in note.text() and "♣ clubs" in plain_suits(note.text())
    assert 'href="rule:B-END-1"' in note.text() and "1000" in note.text()
    for lang, word in (("ja", "ビッド"), ("fr", "Enchères")):
        i18n.set_language(lang)
        assert word in note.text() and 'href="rule:B-BID-1"' in note.text()
    i18n.set_language("en")


def test_the_takers_plate_is_never_cut(window, qtbot) -> None:
    """ "Taker · Them" fits the plate at 1024x700 in every language (plates not cut)."""
    from napoleon_gui import i18n

    window.resize(1024, 700)
    config = GameConfig("belote", "standard", 4, None, ["easy"] * 4, NAMES, 3)  # AI seats
    window.controller.new_match(config)
    qtbot.waitUntil(lambda: window.controller.view().contract is not None, timeout=20000)
    window.controller.pause()  # the deal stands still while the plates are read
    taker = window.controller.view().contract.taker
    plate = window.scene.plate(taker)
    for lang in ("en", "ja", "fr"):
        i18n.set_language(lang)
        window.table_view.viewport().grab()  # paint the plates
        assert " · " in plate.role and plate.role_shown == plate.role, (lang, plate.role_shown)
    i18n.set_language("en")


def test_the_score_sheet_of_a_finished_game_shows_the_winners_total(qtbot) -> None:
    """In a narrow score sheet the winners' final total is scrolled into view (B-3P-6)."""
    from napoleon_gui.dialogs.score_sheet import ScoreSheetWindow
    from napoleon_gui.games import ui_for

    match = Match.create("belote", "standard", 3, 4)
    n = 0
    while match.game_over is None:
        state = match.new_deal()
        bots = [make_bot("belote", "random", n * 10 + s) for s in range(3)]
        while not state.is_over:
            seat = state.current_seat
            state.apply(bots[seat].choose(state.view_for(seat)))
        match.record(state)
        n += 1
    sheet = ScoreSheetWindow(match, NAMES[:3], ui_for("belote"))
    qtbot.addWidget(sheet)
    sheet.resize(420, 440)  # far narrower than its columns
    sheet.show()
    qtbot.waitExposed(sheet)
    table = sheet.table
    winner = match.game_over.winners[0]
    column = table.columnCount() - match.players + winner
    cell = table.visualItemRect(table.item(table.rowCount() - 1, column))
    assert table.horizontalScrollBar().maximum() > 0  # the sheet does scroll sideways
    assert cell.left() >= 0 and cell.right() <= table.viewport().width()
