"""A whole deal played with the keyboard alone, as a player without a mouse plays it (issue
25): keys go to the widget that has the focus, never to a method of the window."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

Key = Qt.Key


def press(
    qtbot: Any,
    window: Any,
    key: Any,
    modifier: Any = Qt.KeyboardModifier.NoModifier,
    *,
    in_area: bool = False,
) -> None:
    """``key`` where the keyboard's focus is in the (active) main window; ``in_area``: the
    focus must be in the decision area (once a panel is up, never elsewhere)."""
    window.activateWindow()
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    if in_area:
        area = window.decisions
        assert focus is area or area.isAncestorOf(focus), focus
    qtbot.keyClick(focus or window, key, modifier)


def result_shown(window: Any) -> bool:
    from napoleon_gui.dialogs.deal_result import DealResultWindow

    return isinstance(window.active_dialog, DealResultWindow)


def humans_turn(window: Any) -> bool:
    c = window.controller
    return c.state is not None and c.waiting_for_human and window.queue.is_idle()


def play_deal_by_keys(
    qtbot: Any,
    window: Any,
    before_card: Callable[[], None] | None = None,
    first: tuple[Any, ...] = (),
    limit: int = 600,
) -> list[str]:
    """Arrows during the AI's turn, then every decision by keys until the deal's result
    shows: Enter (the safe choice, or the focused card); where Enter decides nothing, the
    arrows and Space select, and Enter confirms. ``before_card`` runs before each card the
    human plays (table talk); ``first`` are the keys of each decision of the first kind,
    while they decide something (bidding: Right, Right, Enter bids the lowest bid offered).
    Returns the kinds of decisions met, in order."""
    c = window.controller
    for key in (Key.Key_Right, Key.Key_Left, Key.Key_Right):  # the AI is still to act
        press(qtbot, window, key)
    met: list[str] = []
    stuck = 0
    for _ in range(limit):
        qtbot.waitUntil(lambda: result_shown(window) or humans_turn(window), timeout=30000)
        if result_shown(window):
            return met
        mark = (len(c.actions), c.state.phase)
        panel = window.decisions.panel()
        kind = type(panel).__name__ if panel is not None else "card"
        if not met or met[-1] != kind:
            met.append(kind)
        if c.state.phase == "play" and (panel is None or panel.enter_goes_to_hand()):
            if before_card is not None:
                before_card()
            press(qtbot, window, Key.Key_Right)
            press(qtbot, window, Key.Key_Return)
        elif first and kind == met[0] and len(met) == 1:
            for key in first:
                press(qtbot, window, key)
            if humans_turn(window) and (len(c.actions), c.state.phase) == mark:
                first = ()  # nothing (more) to bid: Enter passes from now on
        else:
            press(qtbot, window, Key.Key_Return)  # the safe choice, or what is selected
            if humans_turn(window) and (len(c.actions), c.state.phase) == mark:
                press(qtbot, window, Key.Key_Right)  # Enter decided nothing: select
                press(qtbot, window, Key.Key_Space)
        qtbot.wait(1)
        stuck = stuck + 1 if (len(c.actions), c.state.phase) == mark else 0
        assert stuck < 60, f"the keys decide nothing in {kind} ({c.state.phase})"
    raise AssertionError(f"no result after {limit} key rounds: {met}")
