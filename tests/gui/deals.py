"""Deals for GUI tests, played by the engine's bots."""

from __future__ import annotations

from engine.actions import Action
from engine.ai import make_bot
from engine.core import GameState
from engine.match import Match


def near_end(game: str, preset: str, players: int, seed: int) -> tuple[GameState, list[Action]]:
    """A deal of ``seed`` (or a later seed) played by random bots up to its last action,
    which a bot (not the human at seat 0) still has to take; with the actions so far."""
    for s in range(seed, seed + 40):
        match = Match.create(game, preset, players, s)
        state = match.new_deal()
        bots = [make_bot(game, "random", s * 10 + i) for i in range(players)]
        actions: list[Action] = []
        while True:
            seat = state.current_seat
            assert seat is not None
            action = bots[seat].choose(state.view_for(seat))
            trial = state.copy()
            trial.apply(action)
            if trial.is_over:
                break
            state.apply(action)
            actions.append(action)
        if seat != 0:
            return state, actions
    raise AssertionError("no deal ends with a bot's action")


def finish_a_deal(window, qtbot, game: str, preset: str, players: int, names: list[str]):
    """A new match at the table whose deal a bot ends at once: the result window it shows."""
    from napoleon_gui.dialogs.deal_result import DealResultWindow
    from napoleon_gui.game_config import GameConfig

    config = GameConfig(game, preset, players, 0, ["random"] * players, names, 5)
    window.activateWindow()
    window.controller.new_match(config)
    state, actions = near_end(game, preset, players, 5)
    window.controller.start_deal(state, actions)  # the bot's last action ends the deal
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, DealResultWindow), timeout=20000)
    dialog = window.active_dialog
    assert isinstance(dialog, DealResultWindow)
    return dialog
