"""Where one card item goes: the output of a view's projection (``TableScene._place``)."""

from __future__ import annotations

from dataclasses import dataclass

from napoleon_gui.table.layout import Slot

HAND, TRICK, WON, PILE, KITTY, DISCARD = "hand", "trick", "won", "pile", "kitty", "discard"


@dataclass(frozen=True, slots=True)
class Placement:
    zone: tuple[str, int]
    index: int
    card: int | None
    face_up: bool
    slot: Slot
    interactive: bool = False
    dimmed: bool = False
