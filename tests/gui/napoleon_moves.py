"""Napoleon's table driven as a player drives it: start a deal, win the auction, call an
adjutant (shared by the decision, focus-ring and keyboard tests)."""

from __future__ import annotations

from typing import Any

from mouse import click_button

from engine.actions import Action
from engine.cards import Card
from napoleon_gui.game_config import GameConfig

NAMES = ["You", "Anne", "Ben", "Clara", "David"]


def start(window: Any, seed: int, players: int = 5, preset: str = "book") -> None:
    window.activateWindow()  # keys go where a player's keys go: the active window
    window.controller.new_match(
        GameConfig("napoleon", preset, players, 0, ["normal"] * players, NAMES[:players], seed)
    )


def click_bid_to_win(qtbot: Any, panel: Any) -> Action:
    """The highest bid on offer (nobody can outbid it): the human becomes the Napoleon."""
    best = [a for a, b in panel.bid_buttons.items() if b.isEnabled()]
    best.sort(key=lambda a: (a.count, -list(panel.rules.trump_priority).index(a.trump)))
    click_button(qtbot, panel.bid_buttons[best[-1]])
    return best[-1]


def call_foreign_adjutant(qtbot: Any, window: Any, panel: Any) -> Card:
    own = set(window.controller.view().hand)
    card = next(c for c, b in panel.card_buttons.items() if b.isEnabled() and c not in own)
    click_button(qtbot, panel.card_buttons[card])
    assert panel.selected() == card
    click_button(qtbot, panel.call_button)
    return card
