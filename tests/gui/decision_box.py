"""The decision area's place under the table (issue 25): each game's panels fit in it, and
its largest panel leaves no wide empty band under it."""

from __future__ import annotations

from typing import Any

#: what the place may leave empty under a game's largest panel, in pixels (the bid grid of
#: Rettler once stood over 100 px of empty cloth)
SPARE_PX = 40


def assert_the_box_fits(window: Any, heights: dict[str, int]) -> None:
    """``heights``: the decision area's height with each of a game's panels up (shown one by
    one at the window's size and language)."""
    box = window.decision_scroll.height()
    assert box == window.attached_ui.decision_box_height
    taller = {name: h for name, h in heights.items() if h > box}
    assert not taller, (box, taller)  # every panel shows whole, without scrolling
    assert box - max(heights.values()) <= SPARE_PX, (box, heights)
