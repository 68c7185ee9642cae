"""Where a name plate goes when the info panel covers its place (issue 25): at 7-8 seats,
or with the panel grown for the 9-pt floor, the panel reaches the top right seats' plates.
Such a plate moves the shortest way, down or sideways, to a place that lies on no other
plate, no other seat's hand, no card of the trick and not on the panel (its own hand it may
cover, as a grown plate does). A plate grown for the floor that reaches a seat's place in
the trick moves off it the same way (``off_the_trick``). Pure geometry: rectangles in scene
coordinates, no items."""

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
def _moves(
    width_steps: int, depth_steps: int, step: float = STEP
) -> tuple[tuple[float, float, float], ...]:
    """Every move on the search's grid (down or level, any side) with its length, nearest
    first."""
    moves = [
        (math.hypot(dx * step, dy * step), dx * step, dy * step)
        for dx in range(-width_steps, width_steps + 1)
        for dy in range(depth_steps + 1)
    ]
    moves.sort(key=lambda m: (m[0], m[2], abs(m[1])))
    return tuple(moves)


def free_spot(
    plate: QRectF,
    obstacles: Sequence[QRectF],
    bounds: QRectF,
    limit: float = math.inf,
    upward: bool = False,
    step: float = STEP,
) -> QPointF | None:
    """The smallest move of ``plate`` (its place in the scene), no longer than ``limit``,
    after which it overlaps none of ``obstacles`` and stays inside ``bounds``; None when no
    such place is free. ``upward``: up or level instead of down or level; ``step``: the
    grid of the search."""
    left, top, right, bottom = plate.left(), plate.top(), plate.right(), plate.bottom()
    width_steps = math.ceil(plate.width() * SIDEWAYS / step)
    room = top - bounds.top() if upward else bounds.bottom() - bottom
    depth_steps = math.ceil(min(max(room, 0.0), plate.height() * DOWN) / step)
    sign = -1.0 if upward else 1.0
    # only what the search can reach
    reach = plate.adjusted(-width_steps * step, 0, width_steps * step, 0)
    reach.adjust(0, min(0.0, sign * depth_steps * step), 0, max(0.0, sign * depth_steps * step))
    boxes = [(o.left(), o.top(), o.right(), o.bottom()) for o in obstacles if o.intersects(reach)]
    for length, dx, down in _moves(width_steps, depth_steps, step):
        if length > limit:
            return None
        dy = sign * down
        x0, y0, x1, y1 = left + dx, top + dy, right + dx, bottom + dy
        if x0 < bounds.left() or x1 > bounds.right() or y0 < bounds.top() or y1 > bounds.bottom():
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
        # the plates stay nearest their seats: the least way moved in all (a player finds
        # a hand by its plate), then the panel's better shape
        budget = best[0] if best is not None else math.inf
        found = _moves_clear(panel.adjusted(-6, -6, 6, 6), homes, hands, fixed, bounds, budget)
        if found is None:
            continue
        best = (found[0], index, found[1])
        if not found[0]:
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
    budget: float,
) -> tuple[float, list[QPointF]] | None:
    """Each plate's move clear of ``panel`` (``plate_moves``) and how far they move in
    all, less than ``budget``; None if one finds no such place."""
    covered = [s for s, home in enumerate(homes) if home.intersects(panel)]
    taken = [panel, *fixed, *(home for s, home in enumerate(homes) if s not in covered)]
    moves = [QPointF(0, 0) for _ in homes]
    used = 0.0
    for seat in sorted(covered, key=lambda s: homes[s].top()):
        others = [hand for s, hand in enumerate(hands) if s != seat]
        move = free_spot(homes[seat], taken + others, bounds, budget - used - 1e-6)
        if move is None:
            return None
        moves[seat] = move
        used += math.hypot(move.x(), move.y())
        taken.append(homes[seat].translated(move).adjusted(-3, -3, 3, 3))
    return used, moves


def off_the_trick(
    plate: QRectF, trick: Sequence[QRectF], others: Sequence[QRectF], bounds: QRectF
) -> QPointF | None:
    """frames25: the shortest move (down, up or sideways) of a plate lying on a seat's place
    in the trick (``trick``) to a place on none of ``others`` (those places with a margin,
    the other plates, the hands, the info panel); None when it lies on none of ``trick``,
    or no such place is near."""
    if not any(plate.intersects(place) for place in trick):
        return None
    obstacles = [*trick, *others]
    # a finer grid than the panel's: the room between a trick and a hand is a plate's height
    step = STEP / 3
    found = [
        move
        for upward in (False, True)
        if (move := free_spot(plate, obstacles, bounds, plate.height(), upward, step)) is not None
    ]
    return min(found, key=lambda m: math.hypot(m.x(), m.y()), default=None)
