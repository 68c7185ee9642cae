"""Animation speed for part of a deal: a test that watches one stretch of a deal move plays
the rest at Instant speed, as the ``window`` fixture does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def speed_when(window: Any, condition: Callable[[], bool], speed: str) -> None:
    """From the first time the queue is idle with ``condition()`` true on, cards move at
    ``speed`` (the switch is made at rest, never in the middle of a move)."""
    done = False

    def idle() -> None:
        nonlocal done
        if not done and window.queue.is_idle() and condition():
            done = True
            window.queue.set_speed(speed)

    window.queue.idle.connect(idle)


def phase_is(window: Any, *phases: str) -> Callable[[], bool]:
    """True once the deal on the table is in one of ``phases``."""

    def check() -> bool:
        state = window.controller.state
        return state is not None and state.phase in phases

    return check


def tricks_done(window: Any, count: int) -> Callable[[], bool]:
    """True once ``count`` tricks of the deal on the table are complete."""

    def check() -> bool:
        state = window.controller.state
        return state is not None and len(getattr(state, "completed", ())) >= count

    return check
