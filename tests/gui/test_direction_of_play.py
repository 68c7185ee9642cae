"""Each game's direction of play as the player sees it (issue 25, point 5): on screen, the
seat after the dealer sits counter-clockwise of the dealer in Napoleon and Rettler
(N-SEAT-1, N-SEAT-2), clockwise in Belote (B-SEAT-1) and counter-clockwise again with
Belote's B-VAR-1; the co-op game goes clockwise (MD-1).

Positions are the name plates' centres; "clockwise" is read as a person reads a clock face
on the screen (bottom -> left -> top -> right)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from napoleon_gui.game_config import GameConfig

NAMES = ["You", "Anne", "Ben", "Clara", "David", "Emma"]


def _start(window, game: str, preset: str, players: int, changes: dict | None = None) -> None:
    config = GameConfig(
        game,
        preset,
        players,
        0,
        ["easy"] * players,
        NAMES[:players],
        7,
        rule_changes=dict(changes or {}),
    )
    window.controller.new_match(config)


def _plate_centre(window, seat: int) -> QPointF:
    return window.scene.plate(seat).sceneBoundingRect().center()


def _turns_clockwise(window, before: int, after: int) -> bool:
    """On screen, going from ``before``'s plate to ``after``'s round the table's centre is
    clockwise (screen y grows downwards, so a positive cross product is clockwise)."""
    layout = window.scene.table_layout
    centre = QPointF(layout.centre.x, layout.centre.y)
    a = _plate_centre(window, before) - centre
    b = _plate_centre(window, after) - centre
    return a.x() * b.y() - a.y() * b.x() > 0


@pytest.mark.parametrize(
    ("game", "preset", "players", "changes", "clockwise"),
    [
        ("napoleon", "book", 5, None, False),  # N-SEAT-1
        ("rettler", "book", 6, None, False),  # R- inherits N-SEAT-1
        ("belote", "standard", 4, None, True),  # B-SEAT-1
        ("belote", "standard", 4, {"direction": "counterclockwise"}, False),  # B-VAR-1
        ("belote", "standard", 3, None, True),  # B-3P
    ],
)
def test_the_seat_after_the_dealer_sits_where_the_rules_say(
    window, game: str, preset: str, players: int, changes: dict | None, clockwise: bool
) -> None:
    _start(window, game, preset, players, changes)
    state = window.controller.state
    dealer = state.view_for(0).dealer
    first = state.current_seat  # the seat after the dealer opens the bidding
    assert first != dealer
    assert _turns_clockwise(window, dealer, first) is clockwise
    # and the whole round goes the same way: every seat's next is on the same side
    step = 1 if (first - dealer) % players == 1 else -1
    for seat in range(players):
        assert _turns_clockwise(window, seat, (seat + step) % players) is clockwise


def test_belote_north_south_face_each_other_and_east_sits_on_the_left(window) -> None:
    """B-SEAT-1 seen from the human's chair (South's place at the bottom): the partner
    opposite, the next seat in the direction of play on the left."""
    _start(window, "belote", "standard", 4)
    middle = window.scene.table_layout.centre.x
    me = _plate_centre(window, 0)
    left, top, right = (_plate_centre(window, s) for s in (1, 2, 3))
    assert top.y() < me.y() and abs(top.x() - middle) < 5
    assert left.x() < middle < right.x()


@pytest.mark.parametrize("players", [3, 4])
def test_the_co_op_game_goes_clockwise(window, players: int) -> None:
    _start(window, "mustfollow", "first_edition", players)
    state = window.controller.state
    nxt = (0 + state.step) % players  # MD-1: the engine's next seat after the human
    assert _turns_clockwise(window, 0, nxt)


def test_new_game_offers_counter_clockwise_belote(window, qtbot) -> None:
    """B-VAR-1 chosen in New game by mouse: the engine plays the other way round and the
    table shows it (the seat after the dealer counter-clockwise of it)."""
    from mouse import choose_in_combo, click_button
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QPushButton

    from napoleon_gui.dialogs.new_game import NewGameDialog

    window._actions["act_new_game"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.active_dialog, NewGameDialog), timeout=3000)
    dialog = window.active_dialog
    qtbot.waitExposed(dialog)
    choose_in_combo(qtbot, dialog.game_combo, "belote")
    choose_in_combo(qtbot, dialog.preset_combo, "standard")
    check = dialog.toggle_checks["direction"]
    assert check.isVisible() and check.isEnabled() and not check.isChecked()
    assert 'href="rule:B-VAR-1"' in dialog.toggle_links["direction"].text()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)
    c = window.controller
    assert c.config.rule_changes == {"direction": "counterclockwise"}
    assert c.match.params.direction == "counterclockwise"
    dealer = c.state.view_for(c.view_seat).dealer
    assert not _turns_clockwise(window, dealer, c.state.current_seat)
