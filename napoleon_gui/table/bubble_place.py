"""Where a speech bubble goes when its usual place would hide a card (issue 25: table25):
"Belote!" is said with the card just played (B-BEL-1), and a bubble centred on the seat's
trick place would cover that very card. The bubble moves the shortest way clear of the
trick's cards and the human's hand, keeping its seat in the tail's direction as far as it
can. Pure geometry: rectangles in scene coordinates, no items."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

#: how far a bubble may move (scene pixels) and the step of the search
MAX_SHIFT = 240.0
STEP = 6.0
#: the directions tried at every distance, in degrees from the one towards the seat
TURNS = (0, -45, 45, -90, 90, -135, 135, 180)


def clear_offset(
    body: QRectF, towards_seat: QPointF, obstacles: Sequence[QRectF], bounds: QRectF
) -> QPointF:
    """The smallest move of ``body`` (the bubble's body in scene coordinates) after which
    it overlaps none of ``obstacles`` and stays inside ``bounds``; first towards the seat
    (``towards_seat``: a direction), then turning further from it. No move when nothing is
    in the way, or when no place within ``MAX_SHIFT`` is free."""
    if not any(body.intersects(o) for o in obstacles):
        return QPointF(0.0, 0.0)
    base = math.atan2(towards_seat.y(), towards_seat.x())
    distance = STEP
    while distance <= MAX_SHIFT:
        for turn in TURNS:
            a = base + math.radians(turn)
            move = QPointF(math.cos(a) * distance, math.sin(a) * distance)
            moved = body.translated(move)
            if bounds.contains(moved) and not any(moved.intersects(o) for o in obstacles):
                return move
        distance += STEP
    return QPointF(0.0, 0.0)
