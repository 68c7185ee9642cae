"""Where a name plate goes when the info panel covers its place (issue 25): at 7-8 seats,
or with the panel grown for the 9-pt floor, the panel reaches the top right seats' plates.
Such a plate moves the shortest way, down or sideways, to a place that lies on no other
plate, no other seat's hand, no card of the trick and not on the panel (its own hand it may
cover, as a grown plate does). Pure geometry: rectangles in scene coordinates, no items."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF

#: the step of the search (scene pixels) and how far a plate may go: as many of its own
#: widths sideways, as many of its heights down (it stays by its seat)
STEP = 12.0
SIDEWAYS = 1.0
DOWN = 3.0


@cache
def _moves(width_steps: int, depth_steps: int) -> tuple[tuple[float, float], ...]:
    """Every move on the search's grid (down or level, any side), nearest first."""
    moves = [
        (dx * STEP, dy * STEP)
        for dx in range(-width_steps, width_steps + 1)
        for dy in range(depth_steps + 1)
    ]
    moves.sort(key=lambda m: (math.hypot(*m), m[1], abs(m[0])))
    return tuple(moves)


def free_spot(plate: QRectF, obstacles: Sequence[QRectF], bounds: QRectF) -> QPointF | None:
    """The smallest move of ``plate`` (its place in the scene) after which it overlaps none
    of ``obstacles`` and stays inside ``bounds``; None when no place is free."""
    left, top, right, bottom = plate.left(), plate.top(), plate.right(), plate.bottom()
    width_steps = math.ceil(plate.width() * SIDEWAYS / STEP)
    depth_steps = math.ceil(min(max(bounds.bottom() - bottom, 0.0), plate.height() * DOWN) / STEP)
    # only what the search can reach
    reach = plate.adjusted(-width_steps * STEP, 0, width_steps * STEP, depth_steps * STEP)
    boxes = [(o.left(), o.top(), o.right(), o.bottom()) for o in obstacles if o.intersects(reach)]
    for dx, dy in _moves(width_steps, depth_steps):
        x0, y0, x1, y1 = left + dx, top + dy, right + dx, bottom + dy
        if x0 < bounds.left() or x1 > bounds.right() or y1 > bounds.bottom():
            continue
        if not any(x0 < b[2] and b[0] < x1 and y0 < b[3] and b[1] < y1 for b in boxes):
            return QPointF(dx, dy)
    return None


def plate_moves(
    panels: Sequence[QRectF],
    homes: Sequence[QRectF],
    hands: Sequence[QRectF],
    fixed: Sequence[QRectF],
    bounds: QRectF,
) -> tuple[int, list[QPointF]]:
    """Of the info panel's places ``panels`` (the best first), the one for which every
    plate it covers (``homes``: each seat's plate at home) finds a free place, on no other
    plate, no other seat's hand (``hands``, by seat), nothing of ``fixed`` (the trick's
    cards) and not on the panel, moving the plates least; with each plate's move. If none
    does: the last place, and the plates it covers step down below it and below the plates
    moved before them."""
    best: tuple[float, int, list[QPointF]] | None = None
    for index, panel in enumerate(panels):
        moves = _moves_clear(panel.adjusted(-6, -6, 6, 6), homes, hands, fixed, bounds)
        if moves is None:
            continue
        # the plates stay nearest their seats: the least way moved in all (a player finds
        # a hand by its plate), then the panel's better shape
        moved = sum(math.hypot(m.x(), m.y()) for m in moves)
        if best is None or moved < best[0]:
            best = (moved, index, moves)
        if not moved:
            break
    if best is not None:
        return best[1], best[2]
    blocks = [panels[-1].adjusted(-6, -6, 6, 6)]
    moves = [QPointF(0, 0) for _ in homes]
    for seat in sorted(range(len(homes)), key=lambda s: homes[s].top()):
        place = homes[seat]
        for _ in range(len(homes)):
            below = [b.bottom() for b in blocks if place.intersects(b)]
            if not below:
                break
            place = place.translated(0, max(below) - place.top())
        if place != homes[seat]:
            moves[seat] = place.topLeft() - homes[seat].topLeft()
            blocks.append(place.adjusted(-3, -3, 3, 3))
    return len(panels) - 1, moves


def _moves_clear(
    panel: QRectF,
    homes: Sequence[QRectF],
    hands: Sequence[QRectF],
    fixed: Sequence[QRectF],
    bounds: QRectF,
) -> list[QPointF] | None:
    """Each plate's move clear of ``panel`` (``plate_moves``), None if one finds no place."""
    covered = [s for s, home in enumerate(homes) if home.intersects(panel)]
    taken = [panel, *fixed, *(home for s, home in enumerate(homes) if s not in covered)]
    moves = [QPointF(0, 0) for _ in homes]
    for seat in sorted(covered, key=lambda s: homes[s].top()):
        others = [hand for s, hand in enumerate(hands) if s != seat]
        move = free_spot(homes[seat], taken + others, bounds)
        if move is None:
            return None
        moves[seat] = move
        taken.append(homes[seat].translated(move).adjusted(-3, -3, 3, 3))
    return moves
