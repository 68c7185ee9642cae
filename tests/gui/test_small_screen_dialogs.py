"""What a player on a 1024×700 screen met in issue 25's look round (point 12), by keyboard:
the Settings dialog ran off the bottom of the screen in Japanese (OK and Cancel below its
edge), Rettler's bidding panel pushed its Pass button off the right edge of the window in
French, the co-op game's caption "Carte centrale" was cut to "Carte centr" and its side
panel squeezed the talk list over the goal."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from keys import humans_turn, press
from mouse import click_button, open_settings
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QScreen
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from rettler_table_support import start_rettler, wait_for_panel

from engine.actions import Action, Pass
from engine.ai import make_bot
from engine.games.mustfollow.goals import dummy_choosable
from engine.games.mustfollow.state import DUMMY
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.games.mustfollow.puzzle import start_puzzle
from napoleon_gui.games.rettler import panels
from napoleon_gui.table.decor_panels import AreaLabel, InfoPanel
from napoleon_gui.table.placement import HAND, WON

SMALL = QRect(0, 0, 1024, 700)
NAMES = ["You", "Anne", "Ben", "Clara"]
NAMES6 = [*NAMES, "David", "Emma"]


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture
def small_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The offscreen test screen is 800×800; the window's screen says 1024×700 instead."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(SMALL))


def _whole(widget) -> bool:  # type: ignore[no-untyped-def]
    """Every pixel of ``widget`` is drawn (nothing of it is scrolled or clipped away)."""
    return widget.visibleRegion().boundingRect().size() == widget.size()


def test_settings_fit_a_1024x700_screen_and_tab_reaches_every_setting(
    qtbot, window, language, small_screen
) -> None:
    i18n.set_language("ja")
    dialog = open_settings(qtbot, window)
    # the whole dialog, its OK and Cancel too, is on the screen
    assert dialog.frameGeometry().height() <= SMALL.height()
    ok = dialog.findChild(type(dialog.buttons.buttons()[0]), "ok_button")
    assert ok.isVisible() and _whole(ok)
    # the player tabs down to the last setting: it scrolls into sight, Space ticks it,
    # Enter keeps it
    check = dialog.checks["high_contrast"]
    assert not _whole(check)  # below the fold at first: the settings scroll
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    for _ in range(40):
        if dialog.focusWidget() is check:
            break
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
        assert dialog.focusWidget() is not dialog.settings_scroll  # no invisible Tab stop
    assert dialog.focusWidget() is check
    assert _whole(check)
    qtbot.keyClick(check, Qt.Key.Key_Space)
    assert check.isChecked()
    qtbot.keyClick(check, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    assert window.settings.high_contrast


def test_rettlers_pass_button_is_whole_at_1024x700_in_french(qtbot, window, language) -> None:
    i18n.set_language("fr")
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    start_rettler(window, seed=3, players=6)
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    # every button of the auction lies whole inside the window, Pass too ("Passe")
    for button in panel.findChildren(QPushButton):
        if button.isVisibleTo(panel):
            place = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            assert window.rect().contains(place), (button.text(), place)
            assert _whole(button), button.text()
    bids = len(window.controller.view().bids)
    click_button(qtbot, panel.pass_button)
    qtbot.waitUntil(lambda: len(window.controller.view().bids) > bids, timeout=3000)
    assert window.controller.view().bids[bids] == (0, Pass())


def _french_coop_at_1024x700(qtbot, window) -> None:
    """A 3-player co-op deal in French in a 1024x700 window."""
    i18n.set_language("fr")
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    names = ["Vous", "Anne", "Benoît"]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 3, 0, ["normal"] * 3, names, 4)
    )


def test_the_coop_centre_cards_caption_is_whole_at_1024x700_in_french(
    qtbot, window, language
) -> None:
    _french_coop_at_1024x700(qtbot, window)

    def caption() -> AreaLabel | None:
        shown = [it for it in window.scene.items() if isinstance(it, AreaLabel) and it.text]
        return shown[0] if shown and shown[0].isVisible() else None

    qtbot.waitUntil(lambda: caption() is not None, timeout=8000)
    window.controller.pause()  # the partners' thinking is not needed
    item = caption()
    assert item is not None and item.text == "Carte centrale"
    font = QFont()
    font.setPixelSize(item.font_px())
    font.setBold(True)
    # the caption's place holds its whole text (it was cut to "Carte centr")
    assert QFontMetricsF(font).horizontalAdvance(item.text) <= item.boundingRect().width()
    assert (
        window.table_view.mapToScene(window.table_view.viewport().rect())
        .boundingRect()
        .contains(item.sceneBoundingRect())
    )


def test_the_coop_side_panel_scrolls_instead_of_squeezing_its_parts(
    qtbot, window, language
) -> None:
    _french_coop_at_1024x700(qtbot, window)
    panel = window.findChild(QWidget, "mf_panel")
    goal = window.findChild(QLabel, "mf_goal")
    qtbot.waitUntil(lambda: panel is not None and bool(goal.text()), timeout=8000)
    window.controller.pause()  # the partners' thinking is not needed
    QApplication.processEvents()
    parts = [w for w in panel.findChildren(QWidget) if w.parent() is panel and w.isVisible()]
    assert len(parts) >= 4
    assert "MD-" not in goal.text()  # a design note's number, which no rules viewer shows
    assert "M-GOAL-1" in goal.text()
    for i, part in enumerate(parts):  # each part is whole, none lies on another
        place = part.geometry()
        if isinstance(part, QLabel) and part.wordWrap():
            assert part.height() >= part.heightForWidth(part.width()), part.objectName()
        for other in parts[i + 1 :]:
            assert not place.intersects(other.geometry()), (part.objectName(), other.objectName())
    # Tab goes round the window's controls and never stops on the panel's scrolling frame
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    window.table_view.setFocus()
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is not window.panel_scroll
    # the player reaches the last line by scrolling the side panel
    score = window.findChild(QLabel, "mf_score")
    bar = window.panel_scroll.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(bar.maximum())
    assert _whole(score)


def test_belotes_melds_line_names_the_side_as_the_plates_do(qtbot, window) -> None:
    """The plates and the score line say Us / Them; the info panel's melds line said
    "Team E–W" ("Équipe E–O") for the same side."""
    for seed in range(1, 60):
        state = Match.create("belote", "standard", 4, seed).new_deal()
        bots = [make_bot("belote", "random", seed * 10 + i) for i in range(4)]
        actions: list[Action] = []
        while not state.is_over and not (
            state.current_seat == 0 and state.view_for(0).meld_winner is not None
        ):
            view = state.view_for(state.current_seat)
            action = bots[state.current_seat].choose(view)
            state.apply(action)
            actions.append(action)
        if not state.is_over:
            break
    else:
        raise AssertionError("no deal with melds scored")
    c = window.controller
    c.new_match(GameConfig("belote", "standard", 4, 0, ["random"] * 4, NAMES, seed))
    c.pause()
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: window.queue.is_idle() and c.state is state, timeout=8000)
    view = state.view_for(0)
    side = "Us" if view.side_of(view.meld_winner) == view.side_of(0) else "Them"
    assert f"Melds scored by {side}" in window.scene.info_lines()
    plate = window.scene.plate(view.meld_winner)
    assert side in plate.role
    assert not [line for line in window.scene.info_lines() if "Team" in line]


@pytest.mark.parametrize("lang", ["ja", "fr"])
def test_napoleons_info_panel_hides_no_hand_and_no_won_card_at_1024x700(
    qtbot, window, language, lang
) -> None:
    """The contract panel, grown for the 9-pt floor, lay over the top right player's hand
    and the point cards he had won; it now keeps to the felt beside the table."""
    i18n.set_language(lang)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    state = Match.create("napoleon", "book", 5, 3).new_deal()
    bots = [make_bot("napoleon", "random", 30 + i) for i in range(5)]
    actions: list[Action] = []
    while not (state.current_seat == 0 and len(state.view_for(0).completed) >= 3):
        action = bots[state.current_seat].choose(state.view_for(state.current_seat))
        state.apply(action)
        actions.append(action)
    c = window.controller
    names = ["You", "Anne", "Ben", "Clara", "David"]
    c.new_match(GameConfig("napoleon", "book", 5, 0, ["random"] * 5, names, 3))
    c.pause()
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: window.queue.is_idle() and c.state is state, timeout=8000)
    window.grab()
    info = next(it for it in window.scene.items() if isinstance(it, InfoPanel) and it.lines)
    place = info.sceneBoundingRect()
    hidden = [
        (zone, seat)
        for seat in range(1, 5)
        for zone in (HAND, WON)
        for card in window.scene.zone_items(zone, seat)
        if card.isVisible() and card.sceneBoundingRect().intersects(place)
    ]
    assert not hidden, (hidden, info.lines)
    view = window.table_view  # and the panel is in sight, whole
    assert view.mapToScene(view.viewport().rect()).boundingRect().contains(place)


def test_the_coop_side_panel_never_shows_the_puzzles_buttons(qtbot, window) -> None:
    """While a co-op deal was being dealt, its side panel showed the one-player puzzle's
    Undo, Give up and Show solution; from the first moment it shows Hint and Say only."""
    window.queue.set_speed("normal")  # the deal is watched while it is dealt
    names = ["You", "Anne", "Ben"]
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 3, 0, ["normal"] * 3, names, 4)
    )
    QApplication.processEvents()
    assert not window.queue.is_idle()  # the cards are still flying
    shown = {
        b.text()
        for b in window.findChild(QWidget, "mf_panel").findChildren(QPushButton)
        if b.isVisibleTo(window)
    }
    assert shown == {"Hint", "Say"}
    window.controller.pause()  # the partners' thinking is not needed


@pytest.mark.parametrize("lang", ["ja", "fr"])
def test_the_puzzles_buttons_are_whole_in_the_side_panel_at_1024x700(
    qtbot, window, language, lang
) -> None:
    """Hint, Undo and Give up in one row were wider than the side panel at 1024×700 (Give
    up cut by the panel's edge in Japanese, the three over each other in French)."""
    i18n.set_language(lang)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    start_puzzle(window.controller, 3, winnable_only=True)
    panel = window.findChild(QWidget, "mf_panel")
    qtbot.waitUntil(lambda: panel is not None and window.queue.is_idle(), timeout=8000)
    window.controller.pause()
    QApplication.processEvents()
    buttons = [b for b in panel.findChildren(QPushButton) if b.isVisibleTo(window)]
    assert len(buttons) == 4  # Hint, Undo, Give up, Show solution
    # the side panel's parts are no wider than its place (nothing cut at its right edge)
    assert window.panel_scroll.widget().width() <= window.panel_scroll.viewport().width()
    for button in buttons:
        assert _whole(button), button.text()
        for other in buttons:
            if other is not button:
                assert not button.geometry().intersects(other.geometry()) or (
                    button.parent() is not other.parent()
                ), (button.text(), other.text())


def test_the_puzzles_dummy_is_turned_up_and_played_by_keys(qtbot, window) -> None:
    """The dummy's cards were the mouse's alone (M-1P-3, M-1P-4): on the dummy's turn the
    arrows and Enter did nothing. Now the arrows go round the cards the dummy may play and
    Enter plays the one the ring is on."""
    window.activateWindow()
    start_puzzle(window.controller, 3, winnable_only=True)
    panel = ui_for("mustfollow").panel
    panel.samples, panel.budget = 30, 200_000  # a quick estimate is enough here
    c = window.controller
    by_dummy: list[str] = []  # the phase of each dummy move made by keys
    for _ in range(60):
        qtbot.waitUntil(lambda: humans_turn(window), timeout=15000)
        view = c.view()
        dummy_turn = any(dummy_choosable(view))
        done = len(c.actions)
        if dummy_turn:
            press(qtbot, window, Qt.Key.Key_Right)
            ringed = [it for it in window.scene.zone_items(HAND, DUMMY) if it.focused]
            assert len(ringed) == 1  # the ring is on one of the dummy's cards
        else:
            press(qtbot, window, Qt.Key.Key_Right)
        press(qtbot, window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda d=done: len(c.actions) > d, timeout=5000)
        if dummy_turn:
            by_dummy.append(view.phase)
        if by_dummy.count("play") >= 2:
            break
    assert "turn_up" in by_dummy and by_dummy.count("play") >= 2, by_dummy
    assert panel.solved_deal is None  # every move was the player's, none Show solution's
    c.pause()


def test_the_puzzles_dummy_is_called_the_dummy_when_it_takes_a_trick(qtbot, window) -> None:
    """The plate says "Dummy", but the status line and the side panel said "Player 2 takes
    the trick: Player 2 wins with ♡K" in a puzzle started from the command line or New game
    (one player)."""
    window.activateWindow()
    window.controller.new_match(
        GameConfig("mustfollow", "first_edition", 1, 0, ["normal"], ["You"], 3)
    )
    panel = ui_for("mustfollow").panel
    panel.samples, panel.budget = 30, 200_000  # a quick estimate is enough here
    c = window.controller
    for _ in range(80):
        qtbot.waitUntil(lambda: humans_turn(window), timeout=15000)
        if c.state.completed and c.state.completed[-1][-1] == DUMMY:
            break
        done = len(c.actions)
        press(qtbot, window, Qt.Key.Key_Right)
        press(qtbot, window, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda d=done: len(c.actions) > d, timeout=5000)
    else:
        raise AssertionError("the dummy took no trick")
    c.pause()
    line = window.findChild(QLabel, "trick_explanation").text()
    assert line.startswith("Dummy takes the trick: Dummy wins"), line
    assert "Player 2" not in line and "Player 2" not in window.status_label.text()


def test_rettlers_pair_round_is_followed_with_arrows_and_enter(qtbot, window) -> None:
    """Following a pair round (the follow panel up), Enter did nothing, only Space played
    the card the ring was on, though the status line says "arrows + Enter"."""
    players = 6
    match = Match.create("rettler", "book", players, 7)
    for _ in range(30):
        state = match.new_deal()
        bots = [make_bot("rettler", "random", 70 + s) for s in range(players)]
        actions: list[Action] = []
        while state.phase != "over":
            view = state.view_for(state.current_seat)
            if (
                state.phase == "play"
                and state.current_seat == 0
                and view.round is not None
                and view.round.size > 1
                and not view.partial
            ):
                break
            action = bots[state.current_seat].choose(view)
            state.apply(action)
            actions.append(action)
        if state.phase != "over":
            break
        match.record(state)
    else:
        raise AssertionError("no pair round to follow")
    window.activateWindow()
    c = window.controller
    c.new_match(GameConfig("rettler", "book", players, 0, ["random"] * players, NAMES6, 7))
    c.start_deal(state, actions)
    panel = wait_for_panel(qtbot, window, panels.RettlerFollowPanel)
    assert panel.isVisible()
    played = len(c.view().partial)
    press(qtbot, window, Qt.Key.Key_Right)  # the ring on a card that may be played
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.view().partial) > played or c.view().round is None, timeout=3000)
    c.pause()


def test_rettlers_result_with_table_c4_fits_a_short_screen(qtbot, language, monkeypatch) -> None:
    """A broken Rettler contract at 1024×700 in Japanese: table C.4 lay over the players'
    last rows (the window taller than the screen). The result's body scrolls above its
    buttons instead, its parts apart. (The offscreen fonts are smaller than a desktop's:
    the screen here is 600 pixels high for the same squeeze.)"""
    from napoleon_gui.dialogs.deal_result import DealResultWindow
    from napoleon_gui.games.rettler.score import c4_part

    short = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(short))
    i18n.set_language("ja")
    match = Match.create("rettler", "book", 6, 3)
    bots = [make_bot("rettler", "random", 30 + s) for s in range(6)]
    for _ in range(40):
        state = match.new_deal()
        while state.phase != "over":
            state.apply(bots[state.current_seat].choose(state.view_for(state.current_seat)))
        match.record(state)
        if match.rows[-1].detail.get("count_band") is not None:
            break
    else:
        raise AssertionError("no broken contract scored by table C.4")
    row = match.rows[-1]
    part = c4_part(row)
    assert part is not None
    dialog = DealResultWindow(match, row, NAMES6, extras=part)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.frameGeometry().height() <= short.height()
    assert _whole(dialog.next_button)
    assert not dialog.table.geometry().intersects(part.geometry())  # C.4 below the rows
    bar = dialog.body_scroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    assert _whole(part.c4)  # the player scrolls down to it


def test_after_a_bid_by_keys_the_keyboard_is_on_the_table_not_the_toolbar(qtbot, window) -> None:
    """Enter passed in Rettler's auction and the panel went; the keyboard fell on the
    toolbar's first button, and the next arrows + Enter turned Hint mode on and opened the
    score sheet. It comes to the table, where arrows + Enter play a card."""
    window.activateWindow()
    names = ["You", "Anne", "Ben", "Clara", "David", "Emma"]
    window.controller.new_match(GameConfig("rettler", "book", 6, 0, ["random"] * 6, names, 3))
    panel = wait_for_panel(qtbot, window, panels.RettlerBidPanel)
    press(qtbot, window, Qt.Key.Key_Return)  # Enter = Pass
    qtbot.waitUntil(lambda: window.decisions.panel() is not panel, timeout=5000)
    assert QApplication.focusWidget() is window.table_view
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.wait(50)
    assert not window.controller.hint_mode
    assert window.active_dialog is None and QApplication.activeModalWidget() is None
    window.controller.pause()
