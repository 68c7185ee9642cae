"""The status line, the highlighted plate and the table agree (issue 25, point 3): while a
completed trick lies on the table nobody "is thinking"; once it is gathered, its winner is
named as the one who leads."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, Qt

from engine.actions import Action
from engine.ai import make_bot
from engine.core import GameState
from engine.match import Match
from napoleon_gui.game_config import GameConfig
from napoleon_gui.i18n import tr


def to_play(game: str, preset: str, players: int, seed: int) -> tuple[GameState, list[Action]]:
    """A deal of ``seed`` whose auction the bots have played: card play is about to begin."""
    state = Match.create(game, preset, players, seed).new_deal()
    bots = [make_bot(game, "random", seed * 10 + i) for i in range(players)]
    actions: list[Action] = []
    while state.phase != "play":
        seat = state.current_seat
        assert seat is not None
        action = bots[seat].choose(state.view_for(seat))
        state.apply(action)
        actions.append(action)
    return state, actions


def _running_pause(anim: QAbstractAnimation | None) -> bool:
    if isinstance(anim, QAnimationGroup):
        return any(_running_pause(anim.animationAt(i)) for i in range(anim.animationCount()))
    return (
        anim is not None
        and anim.objectName() == "trick_pause"
        and anim.state() == QAbstractAnimation.State.Running
    )


def _in_trick_pause(window) -> bool:
    """The completed trick lies on the table, its winner marked, before it is gathered."""
    return _running_pause(window.queue.current_animation())


def _human_to_play(window) -> bool:
    c = window.controller
    return c.waiting_for_human and c.state is not None and c.state.phase == "play"


def test_nobody_thinks_during_the_trick_pause_and_the_winner_then_leads(qtbot, window):
    names = ["You", "Anne", "Ben", "Clara"]
    window.controller.new_match(
        GameConfig("napoleon", "book", 4, 0, ["random"] * 4, names, 7, practice=True)
    )
    state, actions = to_play("napoleon", "book", 4, 7)
    window.scene.set_trick_pause_ms(5000)  # long enough to look at; cut short below
    window.queue.set_speed("fast")
    window.controller.start_deal(state, actions)
    view = window.table_view
    for _ in range(12):  # the human plays with the keyboard until a trick completes
        qtbot.waitUntil(lambda: _in_trick_pause(window) or _human_to_play(window), timeout=20000)
        if _in_trick_pause(window):
            break
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: not _human_to_play(window), timeout=5000)
    assert _in_trick_pause(window)
    winner = window.controller.state.completed[-1].winner
    status = window.status_label.text()
    # nobody is thinking: the line names who takes the trick, and no plate is gold
    assert "thinking" not in status
    if winner == 0:
        assert status == tr("status_you_take_trick")
    else:
        assert status == tr("status_takes_trick", name=names[winner])
    assert not [p for p in window.scene._plates if p.active]
    window.queue.set_speed("instant")  # the trick is gathered now
    qtbot.waitUntil(lambda: window.status_label.text() != status, timeout=5000)
    status = window.status_label.text()
    if winner == 0:
        assert status.startswith(tr("status_you_won_and_lead"))
    else:
        assert status == tr("status_won_and_leads", name=names[winner])
    active = [p for p in window.scene._plates if p.active]
    assert len(active) == 1 and active[0] is window.scene._plates[winner]
