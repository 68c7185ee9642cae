"""look25b (issue 25): while an AI Rettler calls the adjutant cards and exchanges with the
kitty, the side panel is not blank: it names the Rettler and what it is doing, with the
rules (R-ADJ-1, R-KIT-1), as it says the auction's state during the auction."""

from __future__ import annotations

import re

import pytest

from engine.actions import Action, Bid, Close, Pass
from engine.ai import make_bot
from engine.core import GameState
from engine.match import Match
from napoleon_gui import i18n
from napoleon_gui.game_config import GameConfig

NAMES = ["You", "Anne", "Ben", "Clara", "David", "Emma"]


def shown(window) -> str:
    """The side panel's note as the player reads it (links as their text)."""
    return re.sub(r"<[^>]*>", "", window.trick_label.text()).replace("\u2011", "-")


def _anne_is_rettler(phase: str) -> tuple[GameState, list[Action]]:
    """A six-player deal where Anne (seat 1) makes the lowest bid, all others pass, up to
    ``phase`` (her adjutant call or her kitty exchange)."""
    for seed in range(1, 40):
        state = Match.create("rettler", "book", 6, seed).new_deal()
        bot = make_bot("rettler", "random", seed)
        actions: list[Action] = []
        while not state.is_over and state.phase != phase:
            seat = state.current_seat
            assert seat is not None
            legal = state.view_for(seat).legal
            bids = [a for a in legal if isinstance(a, Bid)]
            ends = [a for a in legal if isinstance(a, Pass | Close)]  # (the bidder closes)
            if seat == 1 and bids and not state.view_for(seat).standing_bid:
                action = bids[0]
            elif ends:
                action = ends[0]
            else:
                action = bot.choose(state.view_for(seat))
            state.apply(action)
            actions.append(action)
        if state.phase == phase and state.current_seat == 1:
            return state, actions
    raise AssertionError("no deal reaches the position")


@pytest.fixture
def language():
    yield
    i18n.set_language("en")


def _at(qtbot, window, phase: str) -> str:
    c = window.controller
    c.new_match(GameConfig("rettler", "book", 6, 0, ["random"] * 6, NAMES, 1))
    c.pause()  # Anne thinks: the table holds still at her turn
    c.start_deal(*_anne_is_rettler(phase))
    qtbot.waitUntil(
        lambda: window.queue.is_idle() and bool(window.trick_label.text()), timeout=5000
    )
    return shown(window)


def test_the_side_panel_says_who_exchanges_with_the_kitty(qtbot, window, language):
    note = _at(qtbot, window, "discard")
    size = window.controller.view().rules.kitty_size(6)
    assert f"Anne, the Rettler, takes the {size} cards of the kitty" in note, note
    assert "R-KIT-1" in note and "R-KIT-2" in note
    i18n.set_language("ja")  # the panel follows the language at once
    window.retranslate()
    note = shown(window)
    anne = window.controller.seat_name(1)  # her name as the Japanese table says it
    assert f"レットラーの{anne}が中の{size}枚を取り" in note and "R-KIT-1" in note, note


def test_the_side_panel_says_who_calls_the_adjutants(qtbot, window):
    note = _at(qtbot, window, "adjutant_call")
    assert note.startswith("Anne, the Rettler, is calling the adjutant cards"), note
    assert "R-ADJ-1" in note
