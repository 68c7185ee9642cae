"""The decision area's place during card play (issue 25: look25). The place keeps the
game's height for the whole game, so the table never rescales when a panel opens or closes;
while the cards are played and no panel is up, the play bar uses it: the window's own tools
of card play (Show a hint, Last trick, Claim the rest, Undo), the last trick's cards with
who played them and who took it, and the keys. Nothing of it is cut in English, Japanese or
French at 1280×800 and 1024×700."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest
from decision_box import LAYOUT_CASES
from keys import press
from mouse import click_button, wait_panel
from napoleon_moves import start
from napoleon_positions import first_bid_then_pass
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from rettler_table_support import one_seat_bids
from review_helpers import answer_open, menu_action

from engine.actions import Action, KeepHand
from engine.ai import make_bot
from engine.core import GameState
from engine.deal_log import DealLog, to_record
from engine.events import TrickWon
from engine.games.napoleon.params import BOOK
from engine.games.napoleon.state import NapoleonState
from engine.match import Match
from engine.registry import get_game
from napoleon_gui import i18n
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.bidding import BiddingPanel

NAMES = ["You", "Anne", "Ben", "Clara", "David", "Emma", "Felix", "Grace"]


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _napoleon_in_play() -> tuple[NapoleonState, list[Action], TrickWon]:
    """A Napoleon deal at the human's card after two tricks (the lowest bid, the rest
    pass; then the first legal action), and the last trick won."""
    state = NapoleonState.deal(BOOK, 4, random.Random(5))
    actions: list[Action] = []
    won: list[TrickWon] = []
    while not (len(won) >= 2 and state.current_seat == 0 and state.phase == "play"):
        if state.phase == "misdeal_offer":
            action: Action = KeepHand()
        elif state.phase in ("auction", "bidding"):
            action = first_bid_then_pass(state)
        else:
            action = state.legal_actions()[0]
        won += [e for e in state.apply(action) if isinstance(e, TrickWon)]
        actions.append(action)
    return state, actions, won[-1]


def test_the_play_bar_steps_aside_while_a_record_is_reviewed(qtbot, window, tmp_path, monkeypatch):
    state, actions, _last = _napoleon_in_play()
    _put(qtbot, window, "napoleon", 4, state, actions)
    qtbot.waitUntil(window.play_bar.isVisible, timeout=3000)
    # File ▸ Open record…: this very deal so far, as a record file
    dealt = NapoleonState.deal(BOOK, 4, random.Random(5))
    data = get_game("napoleon").deal_data
    assert data is not None
    log = DealLog("napoleon", BOOK, "book", 4, data(dealt), list(actions))
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(to_record(log, NAMES[:4], "test")), encoding="utf-8")
    answer_open(monkeypatch, path)
    menu_action(window, "act_open_record").trigger()
    review = window.review
    assert review is not None and review.is_open
    assert not window.play_bar.isVisible()  # the review has the table and its bar
    qtbot.mouseClick(review.bar.close_button, Qt.MouseButton.LeftButton)
    assert window.review is None
    assert window.play_bar.isVisible()  # back to the deal in play


def _put(qtbot, window, game: str, players: int, state: GameState, actions: list[Action]):
    c = window.controller
    c.new_match(GameConfig(game, "book", players, 0, ["random"] * players, NAMES[:players], 1))
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=10000)
    return c


def _resize(qtbot, window, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=3000)
    QApplication.processEvents()


def _pictures(window) -> list[QLabel]:
    box = window.play_bar.trick_box
    return [x for x in box.findChildren(QLabel) if not x.pixmap().isNull()]


def _assert_whole(window) -> None:
    """The play bar shows whole in the decision area's place: no scrolling, every button
    and picture in sight, no text cut or elided."""
    bar = window.play_bar
    scroll = window.decision_scroll
    assert scroll.height() == window.attached_ui.decision_box_height
    assert scroll.verticalScrollBar().maximum() == 0  # it fits without scrolling
    seen = QRect(scroll.viewport().mapTo(window, QPoint(0, 0)), scroll.viewport().size())
    widgets = [*bar.findChildren(QAbstractButton), *bar.findChildren(QLabel)]
    for widget in widgets:
        if not widget.isVisibleTo(window):
            continue
        place = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
        assert seen.contains(place), (widget.objectName(), place, seen)
        assert widget.visibleRegion().boundingRect() == widget.rect(), widget.objectName()
        if isinstance(widget, QAbstractButton):
            shown = widget.fontMetrics().horizontalAdvance(widget.text())
            assert shown <= widget.width() - 4, widget.text()
        elif widget.text() and widget.wordWrap():
            assert widget.heightForWidth(widget.width()) <= widget.height(), widget.text()


@pytest.mark.parametrize(("lang", "size"), LAYOUT_CASES)
def test_the_play_bar_shows_the_last_trick_and_the_tools_whole(
    qtbot, window, english_after, lang, size
):
    i18n.set_language(lang)
    _resize(qtbot, window, size)
    state, actions, last = _napoleon_in_play()
    _put(qtbot, window, "napoleon", 4, state, actions)
    bar = window.play_bar
    qtbot.waitUntil(bar.isVisible, timeout=3000)
    assert window.decisions.panel() is None
    _assert_whole(window)
    # the last trick as the table showed it: each card of it, each player's name under it
    assert len(_pictures(window)) == len(last.plays)
    names = {x.text() for x in bar.trick_box.findChildren(QLabel) if x.text()}
    assert names == {window.scene.seat_name(seat) for seat, _card in last.plays}
    assert window.scene.seat_name(last.winner) in bar.last_label.text()
    assert i18n.tr("play_bar_key_claim") in bar.keys_label.text()  # Napoleon takes claims
    # its buttons are the window's own actions: Last trick lays the trick over the table
    assert window.scene.trick_display.overlay is None
    click_button(qtbot, bar.buttons["act_last_trick"])
    qtbot.waitUntil(lambda: window.scene.trick_display.overlay is not None, timeout=2000)
    assert bar.buttons["act_undo"].isEnabled() == window._actions["act_undo"].isEnabled()


def test_the_table_holds_still_when_the_auction_panel_opens_and_closes(qtbot, window):
    _resize(qtbot, window, (1024, 700))
    start(window, seed=3, players=4)
    panel = wait_panel(qtbot, window, BiddingPanel)
    view = window.table_view

    def table() -> tuple[int, int, float]:
        QApplication.processEvents()
        return view.width(), view.height(), view.transform().m11()

    up = table()
    assert not window.play_bar.isVisible()  # a decision is up: no play bar
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)  # Enter passes
    qtbot.waitUntil(lambda: window.decisions.panel() is not panel, timeout=3000)
    assert table() == up  # the panel went: the table kept its scale
    state, actions, _last = _napoleon_in_play()
    _put(qtbot, window, "napoleon", 4, state, actions)
    qtbot.waitUntil(window.play_bar.isVisible, timeout=3000)
    assert table() == up  # the play bar took the panel's place


def _rettler_in_play(players: int) -> tuple[GameState, list[Action], TrickWon]:
    """A Rettler deal at the human's card after a round of every seat (random players,
    seat 1 bids, the others pass)."""
    state = Match.create("rettler", "book", players, 11).new_deal()
    bots = [make_bot("rettler", "random", 110 + i) for i in range(players)]
    actions: list[Action] = []
    won: list[TrickWon] = []
    bidder: int | None = 1
    while not (won and state.current_seat == 0 and state.phase == "play"):
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        action, bidder = one_seat_bids(view, seat, bidder, bots[seat])
        won += [e for e in state.apply(action) if isinstance(e, TrickWon)]
        actions.append(action)
    return state, actions, won[-1]


def test_eight_seats_trick_fits_the_play_bar_in_japanese(qtbot, window, english_after):
    i18n.set_language("ja")
    _resize(qtbot, window, (1024, 700))
    state, actions, last = _rettler_in_play(8)
    _put(qtbot, window, "rettler", 8, state, actions)
    qtbot.waitUntil(window.play_bar.isVisible, timeout=3000)
    _assert_whole(window)
    assert len(_pictures(window)) == len(last.plays)  # every card of the round, in sight
