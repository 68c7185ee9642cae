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


#: the languages and window sizes every game's panels are laid out in: both sizes in en and
#: ja, and French at the small size, where its longer words are the tightest (Napoleon's
#: "Clôturer sur mon enchère" was cut there; issue 25)
LAYOUT_CASES = [
    ("en", (1024, 700)),
    ("en", (1280, 800)),
    ("ja", (1024, 700)),
    ("ja", (1280, 800)),
    ("fr", (1024, 700)),
]
