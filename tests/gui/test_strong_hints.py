"""The strong level at the table (issue 12): a hint is the strong player's search and runs
off the GUI thread ("thinking…" meanwhile; a hint for a card already played never shows);
New game offers Strong per AI seat; a game left behind stops its players' searches.

The strong players are the real Napoleon search player with a gate: its search (and its
choice of a card) waits until the test lets it answer, or until it is abandoned, so that
the test decides when a "long" search ends."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from mouse import choose_in_combo, click_button, click_card, wait_hint
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

import engine.games.napoleon.search_contract as napoleon_search
from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.ai.search import SearchResult
from engine.cards import card_label
from engine.core import GameState
from engine.games.napoleon.search import _BUDGET as STRONG_BUDGET
from engine.games.napoleon.search import NapoleonSearchBot
from engine.games.napoleon.view import NapoleonView
from engine.hints import suggest
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.game_config import GameConfig
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.deck_look import solid_suits

NAMES = ["You", "Anne", "Ben", "Clara", "David"]


class GatedStrong(NapoleonSearchBot):
    """``engine.games.napoleon.search_contract.strong_bot`` that searches only once the test opens
    ``gate`` or the search is abandoned (it then answers with the rule-based card, as an
    abandoned search does)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, STRONG_BUDGET, STRONG_BUDGET)
        self.gate = threading.Event()
        self.abandoned = 0
        self.searched_on: list[threading.Thread] = []

    def abandon(self) -> None:
        self.abandoned += 1
        self.gate.set()
        super().abandon()

    def search(self, view: NapoleonView) -> SearchResult:
        self.searched_on.append(threading.current_thread())
        self.gate.wait(10)
        return super().search(view)

    def choose(self, view: Any) -> Action:
        self.gate.wait(10)
        return super().choose(view)


@pytest.fixture
def strong(monkeypatch: pytest.MonkeyPatch) -> list[GatedStrong]:
    """Every strong player made, in order (gated: see the module docstring)."""
    made: list[GatedStrong] = []

    def gated(seed: int | None = None) -> GatedStrong:
        made.append(GatedStrong(seed))
        return made[-1]

    monkeypatch.setattr(napoleon_search, "strong_bot", gated)
    return made


def _my_card_to_play(qtbot: QtBot, window: MainWindow, seed: int = 3) -> GameState:
    """A Napoleon deal at the table where the human (seat 0) plays a card and has a choice."""
    match = Match.create("napoleon", "book", 5, seed)
    state = match.new_deal()
    bots = [make_bot("napoleon", "normal", seed=s) for s in range(5)]
    actions: list[Action] = []
    while True:
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        cards = {a.card for a in view.legal if isinstance(a, PlayCard)}
        if seat == 0 and view.phase == "play" and len(cards) >= 2:
            break
        actions.append(bots[seat].choose(view))
        state.apply(actions[-1])
    window.controller.new_match(GameConfig("napoleon", "book", 5, 0, ["normal"] * 5, NAMES, seed))
    window.controller.start_deal(state, actions)
    c = window.controller
    qtbot.waitUntil(lambda: c.waiting_for_human and window.queue.is_idle(), timeout=5000)
    return state


def _ask_hint(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hint_label.text() == tr("hint_thinking"), timeout=3000)


def test_the_hint_is_searched_off_the_table_and_shown_when_found(
    qtbot: QtBot, window: MainWindow, strong: list[GatedStrong]
) -> None:
    _my_card_to_play(qtbot, window)
    _ask_hint(qtbot, window)
    qtbot.waitUntil(lambda: bool(strong and strong[-1].searched_on), timeout=3000)
    player = strong[-1]
    assert player.searched_on[0] is not threading.main_thread()
    qtbot.wait(100)  # the table is not held: the line still says it is thinking
    assert window.hint_label.text() == tr("hint_thinking")
    assert window.controller.waiting_for_human
    player.gate.set()
    hint = wait_hint(qtbot, window)
    # the very hint the search gives on this view (the hint player's seed is 0)
    searcher = napoleon_search.strong_bot(0)
    searcher.gate.set()  # (gated like the others: it searches at once)
    expected = suggest("napoleon", window.controller.view(), searcher)
    assert isinstance(expected.action, PlayCard)
    # the card once, as the hint's first sentence, then the strong player's comparison
    card = solid_suits(card_label(expected.action.card))
    assert hint.startswith(f"Hint: Play {card}. ") or hint.startswith(f"Hint: Lead {card}. ")
    assert hint.count(f"{card}. ") == 1 and " — " not in hint
    assert "would do about as well" in hint or "would cost about" in hint
    assert "would do about as well" in expected.text or "would cost about" in expected.text


def test_a_hint_asked_for_a_card_already_played_never_shows(
    qtbot: QtBot, window: MainWindow, strong: list[GatedStrong]
) -> None:
    state = _my_card_to_play(qtbot, window)
    c = window.controller
    _ask_hint(qtbot, window)
    player = strong[-1]
    card = next(a.card for a in state.view_for(0).legal if isinstance(a, PlayCard))
    played = len(c.actions)
    click_card(window, window.scene.item_for(card))
    qtbot.waitUntil(lambda: len(c.actions) > played, timeout=3000)
    assert player.abandoned  # the card is played: the hint's search stops
    QThreadPool.globalInstance().waitForDone(10000)  # its answer has come back ...
    qtbot.wait(100)
    assert window.hint_label.text() == ""  # ... and was dropped


def _new_game(qtbot: QtBot, window: MainWindow, level: str) -> None:
    """New game by mouse: Napoleon for 5, the human at seat 1, every AI seat at ``level``."""
    window.activateWindow()
    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(
        lambda: isinstance(window.active_dialog, NewGameDialog | QMessageBox), timeout=3000
    )
    if isinstance(window.active_dialog, QMessageBox):  # the deal in progress: abandon it
        click_button(qtbot, window.active_dialog.button(QMessageBox.StandardButton.Yes))
        qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    dialog = window.active_dialog
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)

    def choose(combo: Any, data: Any) -> None:
        if combo.currentData() != data:  # a player leaves what the dialog already shows
            choose_in_combo(qtbot, combo, data)

    choose(dialog.game_combo, "napoleon")
    choose(dialog.preset_combo, "book")
    choose(dialog.players_combo, 5)
    choose(dialog.human_combo, 0)
    for seat in range(1, 5):
        choose(dialog.level_combos[seat], level)
    assert [dialog.level_combos[seat].currentData() for seat in range(1, 5)] == [level] * 4
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)


def test_strong_seats_chosen_in_new_game_stop_thinking_when_the_game_is_left(
    qtbot: QtBot, window: MainWindow, strong: list[GatedStrong]
) -> None:
    for lang, word in (("ja", "強い"), ("fr", "Fort"), ("en", "Strong")):
        i18n.set_language(lang)
        dialog = NewGameDialog(["Me"], preset="book")
        qtbot.addWidget(dialog)
        combo = dialog.level_combos[1]
        assert combo.itemText(combo.findData("strong")) == word
    _new_game(qtbot, window, "strong")
    c = window.controller
    assert c.config.levels[1:5] == ["strong"] * 4
    first = list(c.bots[1:])
    assert [bot.name for bot in first] == ["strong"] * 4
    assert all(isinstance(bot, GatedStrong) for bot in first)
    _new_game(qtbot, window, "normal")
    assert all(bot.abandoned for bot in first)  # a new game: their searches stop
    assert [bot.name for bot in c.bots[1:]] == ["normal"] * 4
    _new_game(qtbot, window, "strong")
    second = list(c.bots[1:])
    window.close()  # closing the window stops them too
    assert all(isinstance(bot, GatedStrong) and bot.abandoned for bot in second)
