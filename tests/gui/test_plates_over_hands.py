"""look25b (issue 25, point 4): a name plate is never covered by its own seat's cards. When
an AI seat plays, the cards left in its face-down hand close up under its plate; they
used to slide over it (Belote's Benoît "■ pts", Rettler's Anne at 1024×700). Watched at
Fast speed through one round of the AI seats' plays, every few milliseconds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QPolygonF
from test_legible_every_table import _config, _ready, _show

from engine.actions import Action, PlayCard
from engine.ai import make_bot
from engine.core import GameState
from engine.match import Match
from napoleon_gui.table.placement import HAND


def _human_to_play(game: str, preset: str, players: int) -> tuple[GameState, list[Action]]:
    """A deal played by random bots until the human (seat 0) plays a card in the play."""
    for seed in range(3, 40):
        state = Match.create(game, preset, players, seed).new_deal()
        bots = [make_bot(game, "random", seed * 10 + i) for i in range(players)]
        actions: list[Action] = []
        while not state.is_over:
            seat = state.current_seat
            assert seat is not None
            view = state.view_for(seat)
            if (
                seat == 0
                and state.phase == "play"
                and any(isinstance(a, PlayCard) for a in view.legal)
            ):
                return state, actions
            action = bots[seat].choose(view)
            state.apply(action)
            actions.append(action)
    raise AssertionError("no deal reaches the position")


def _covered(window) -> list[str]:
    """Each AI seat's plate a card still in that seat's hand lies over."""
    scene = window.scene
    out = []
    for seat in range(window.controller.state.players):
        plate = scene.plate(seat)
        if plate.human or not plate.isVisible():
            continue
        drawn = QPolygonF(plate.mapRectToScene(plate.plate_rect()))
        for card in scene.zone_items(HAND, seat):
            if (
                card.isVisible()
                and card.zValue() > plate.zValue()
                and card.mapToScene(card.card_rect()).intersects(drawn)
            ):
                out.append(f"seat {seat}'s card at z {card.zValue():.0f} over its plate")
    return out


@pytest.mark.parametrize(
    ("game", "preset", "players"), [("belote", "standard", 4), ("rettler", "book", 4)]
)
def test_a_hand_closes_up_under_its_plate(qtbot, window, game, preset, players):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    c = window.controller
    c.new_match(_config(game, preset, players))
    qtbot.waitUntil(lambda: _ready(window), timeout=8000)
    # the human plays a card, then the AI seats
    position = _human_to_play(game, preset, players)
    _show(qtbot, window, position)
    c.resume()
    qtbot.waitUntil(lambda: _ready(window), timeout=8000)
    seen: list[str] = []
    watch = QTimer()
    watch.timeout.connect(lambda: seen.extend(_covered(window)))
    watch.start(5)
    window.queue.set_speed("fast")
    before = len(c.actions)
    card = next(a.card for a in c.view().legal if isinstance(a, PlayCard))
    window.on_card_activated(card)
    qtbot.waitUntil(lambda: len(c.actions) > before + 1 and _ready(window), timeout=15000)
    watch.stop()
    assert not seen, sorted(set(seen))
