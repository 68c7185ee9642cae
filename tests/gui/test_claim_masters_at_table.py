"""Claims of masters at the table (issue 25): an AI seat that holds the top cards claims
the rest several tricks before the end, and the deal is played out as its."""

from __future__ import annotations

from typing import Any

from pytestqt.qtbot import QtBot

from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from tests.engine.test_claim import position


def test_an_ai_napoleon_holding_the_masters_claims_three_tricks_from_the_end(
    window: Any, qtbot: QtBot
) -> None:
    """5-player Napoleon, seed 11: with three tricks to go the Napoleon (Dave, an AI seat)
    leads and holds ♢J ♢K ♣Q, clubs trumps, no trump nor higher diamond out: it claims at
    once, before the last trick, and the three tricks are played out as its."""
    lines: list[str] = []
    window.controller.status.connect(lines.append)
    window.controller.ai_claims = True  # as at the table (the fixture turns them off)
    names = ["You", "Alice", "Bob", "Carol", "Dave"]
    config = GameConfig("napoleon", "book", 5, 0, ["normal"] * 5, names, 5)
    window.activateWindow()
    window.controller.new_match(config)
    state, actions = position("napoleon", 5, "book", 11, 3)
    window.controller.start_deal(state, actions)
    qtbot.waitUntil(lambda: any("Dave claims the rest" in line for line in lines), timeout=10000)
    # claimed before any of the three tricks was played
    assert len(window.controller.state.view_for(0).completed) == 10 - 3
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    winners = [t.winner for t in window.controller.state.view_for(0).completed[-3:]]
    assert winners == [4, 4, 4]
