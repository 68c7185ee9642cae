"""The window opens whole on the player's screen (issue 25: at 1280×800 the 820-px window
hid the last rows of Napoleon's bid grid below the screen's edge)."""

from __future__ import annotations

import pytest

from napoleon_gui.app import FRAME_ALLOWANCE, MIN_HEIGHT, MIN_WIDTH, first_size


@pytest.mark.parametrize("screen", [(1280, 800), (1024, 700), (1366, 768), (1280, 720)])
def test_the_window_and_its_frame_fit_a_small_screen(screen: tuple[int, int]) -> None:
    width, height = first_size(*screen)
    assert width + FRAME_ALLOWANCE // 4 <= screen[0]
    assert height + FRAME_ALLOWANCE <= screen[1]
    assert (width, height) >= (MIN_WIDTH, MIN_HEIGHT)


def test_a_large_screen_gets_the_full_window() -> None:
    assert first_size(1920, 1080) == (1280, 820)


def test_a_screen_below_the_minimum_keeps_the_full_window() -> None:
    """No size fits it (the offscreen test screen is 800×600): the window keeps its size
    rather than be squeezed below what its decision areas need."""
    assert first_size(800, 600) == (1280, 820)
