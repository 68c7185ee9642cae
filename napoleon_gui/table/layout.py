"""Where everything sits on the table: pure geometry, no Qt.

The table is designed on a 1600 x 1000 reference rectangle and mapped (uniformly scaled and
centred) onto whatever scene rectangle is asked for. Every function here is a function of
``(players, human_seat, scene rect)`` only, so it is unit-testable without a display.

Seats: the human sits at the bottom centre; going round in playing order the seats follow
on screen bottom -> right -> top -> left (N-SEAT-2), i.e. counter-clockwise as seen from
above. Seat ``i + 1`` is therefore to the right of seat ``i`` as seen from the human, unless
the game numbers its seats clockwise (``clockwise=True``: Belote's N, E, S, W, B-SEAT-1;
the co-op game's MD-1), where seat ``i + 1`` sits to the left.

Card positions are the *centres* of the cards; ``CARD_W`` x ``CARD_H`` is the size of a card
at scale 1 (the ``CardItem`` base size); every place has its own scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

REF_W = 1600.0
REF_H = 1000.0
CARD_W = 100.0
CARD_H = 140.0
MIN_PLAYERS = 1
MAX_PLAYERS = 8
#: the cards of a tableau (N-VAR-1) and of face-down piles, stocks and piles aside
TABLEAU_SCALE = 0.75
PILE_SCALE = 0.7


@dataclass(frozen=True, slots=True)
class Point:
    x: float
    y: float


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def left(self) -> float:
        return self.x

    @property
    def top(self) -> float:
        return self.y

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> Point:
        return Point(self.x + self.w / 2, self.y + self.h / 2)

    @classmethod
    def around(cls, centre: Point, w: float, h: float) -> Rect:
        return cls(centre.x - w / 2, centre.y - h / 2, w, h)

    def intersects(self, other: Rect) -> bool:
        return (
            self.x < other.right
            and other.x < self.right
            and self.y < other.bottom
            and other.y < self.bottom
        )

    def contains_rect(self, other: Rect) -> bool:
        eps = 1e-6
        return (
            other.x >= self.x - eps
            and other.y >= self.y - eps
            and other.right <= self.right + eps
            and other.bottom <= self.bottom + eps
        )

    def contains(self, p: Point) -> bool:
        return self.x <= p.x <= self.right and self.y <= p.y <= self.bottom

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def adjusted(self, d: float) -> Rect:
        return Rect(self.x - d, self.y - d, self.w + 2 * d, self.h + 2 * d)


@dataclass(frozen=True, slots=True)
class Slot:
    """One card place: centre, rotation (degrees), scale and stacking order."""

    x: float
    y: float
    rotation: float
    scale: float
    z: float = 0.0

    @property
    def point(self) -> Point:
        return Point(self.x, self.y)

    def rect(self) -> Rect:
        """The axis-aligned bounding rectangle of the (rotated, scaled) card."""
        return card_bounds(self.x, self.y, self.scale, self.rotation)


def card_bounds(x: float, y: float, scale: float, rotation: float = 0.0) -> Rect:
    w, h = CARD_W * scale, CARD_H * scale
    a = math.radians(rotation)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    bw, bh = w * c + h * s, w * s + h * c
    return Rect(x - bw / 2, y - bh / 2, bw, bh)


@dataclass(frozen=True, slots=True)
class SeatLayout:
    seat: int
    human: bool
    #: position on screen counted from the human in playing order (0 = the human)
    relative: int
    #: direction from the table centre, degrees, screen coordinates (90 = bottom, 0 = right)
    angle: float
    anchor: Point
    #: "bottom" (the human), "upper" (in the upper half) or "lower"
    side: str
    hand: Rect
    hand_scale: float
    plate: Rect
    won: Rect
    pile: Rect
    bubble: Rect
    trick: Slot
    #: how the won point cards line up in ``won`` ("centre" or "left")
    won_align: str = "centre"

    def regions(self) -> list[Rect]:
        """The seat's own areas (its hand, plate, won cards and pile)."""
        return [self.hand, self.plate, self.won, self.pile]

    def region(self) -> Rect:
        out = self.hand
        for r in (self.plate, self.won, self.pile):
            out = out.united(r)
        return out


@dataclass(frozen=True, slots=True)
class TableLayout:
    players: int
    human_seat: int
    scene: Rect
    #: the reference rectangle mapped into ``scene`` (uniform scale ``k``)
    table: Rect
    k: float
    seats: tuple[SeatLayout, ...]
    centre: Point
    trick_area: Rect
    kitty: Rect
    kitty_scale: float
    discards: Rect
    discard_scale: float
    small_scale: float
    info: Rect
    message: Rect
    stock: Point
    #: every fixed region, for overlap tests: name -> rect
    named_regions: dict[str, Rect] = field(default_factory=dict)
    #: seat ``i + 1`` sits to the left of seat ``i`` (see the module's docstring)
    clockwise: bool = False

    def seat(self, seat: int) -> SeatLayout:
        return self.seats[seat]

    # --- slots of the different places ---------------------------------------------------
    def hand_slots(self, seat: int, count: int) -> list[Slot]:
        s = self.seats[seat]
        if s.human:
            return _fan(
                s.hand, count, s.hand_scale, max_step=0.6, max_rot=6.0, arc=14 * self.k, z0=200
            )
        return _fan(s.hand, count, s.hand_scale, max_step=0.3, max_rot=3.0, arc=3 * self.k, z0=100)

    def won_slots(self, seat: int, count: int) -> list[Slot]:
        s = self.seats[seat]
        return _row(s.won, count, self.small_scale, max_step=0.55, align=s.won_align, z0=50)

    def pile_slots(self, seat: int, count: int) -> list[Slot]:
        return _stack(self.seats[seat].pile.center, count, self.small_scale, self.k, z0=40)

    def trick_slot(self, seat: int, order: int = 0) -> Slot:
        t = self.seats[seat].trick
        return Slot(t.x, t.y, t.rotation, t.scale, 300 + order)

    def kitty_slots(self, count: int) -> list[Slot]:
        return _row(self.kitty, count, self.kitty_scale, max_step=0.16, align="centre", z0=60)

    def discard_slots(self, count: int) -> list[Slot]:
        label_h = 22 * self.k
        area = Rect(
            self.discards.x, self.discards.y + label_h, self.discards.w, self.discards.h - label_h
        )
        return _row(area, count, self.discard_scale, max_step=0.5, align="left", z0=60)

    def stock_slots(self, count: int) -> list[Slot]:
        return [
            Slot(
                self.stock.x - min(i, 20) * 0.4 * self.k,
                self.stock.y - min(i, 20) * 0.4 * self.k,
                0.0,
                self.kitty_scale,
                600 + i,
            )
            for i in range(count)
        ]

    # --- variant places (Napoleon's chapter 6): tableaus, a stock, piles to choose -----
    def _ref(self, x: float, y: float) -> Point:
        """A point of the 1600 x 1000 reference table, in scene coordinates."""
        return Point(self.table.x + x * self.k, self.table.y + y * self.k)

    def tableau_slots(self, seat: int, pile: int, depth: int) -> list[Slot]:
        """The cards of pile ``pile`` (0-9) of ``seat``'s tableau, bottom card
        first: each covers the lower part of the one below it, the top card nearest its
        owner. The tableaus of a two-player table lie point-symmetrically: five piles left
        of the owner's trick place (seen from the owner); a tableau of ten (Rettler,
        R-VAR-1) puts its other five right of it."""
        s = self.seats[seat]
        scale = TABLEAU_SCALE * self.k
        column = pile % 5 + (5 + 1.2 if pile >= 5 else 0)  # skip the trick place
        if s.human:
            x0, y0, dy = 290.0 + 100.0 * column, 575.0, 34.0
        else:
            x0, y0, dy = 1310.0 - 100.0 * column, 335.0, -34.0
        out = []
        for i in range(depth):
            p = self._ref(x0, y0 + i * dy)
            out.append(Slot(p.x, p.y, 0.0, scale, 120 + pile * 10 + i))
        return out

    def tableau_pile_rect(self, seat: int, pile: int, depth: int = 3) -> Rect:
        slots = self.tableau_slots(seat, pile, depth)
        out = slots[0].rect()
        for s in slots[1:]:
            out = out.united(s.rect())
        return out

    def _tidy_stack(self, centre: Point, count: int, scale: float, z0: float) -> list[Slot]:
        """A neat face-down pile: each card a little up and left of the one below."""
        return [
            Slot(
                centre.x - min(i, 12) * 0.45 * self.k,
                centre.y - min(i, 12) * 0.45 * self.k,
                0.0,
                scale,
                z0 + i,
            )
            for i in range(count)
        ]

    def draw_stock_slots(self, count: int) -> list[Slot]:
        """The stock to draw from, in the middle of the table (N-VAR-2)."""
        return self._tidy_stack(self._ref(800.0, 455.0), count, PILE_SCALE * self.k, 60)

    def pile_row_centre(self, pile: int, piles: int) -> Point:
        """Where face-down pile ``pile`` of ``piles`` lies while the players choose: on a
        two-player table right of the middle (the stock is there), otherwise both sides of
        the middle card."""
        if self.players == 2:
            return self._ref(1010.0 + 145.0 * pile, 455.0)
        half = piles / 2
        off = (pile - half + 0.5) * 140.0
        off += 60.0 if pile >= half else -60.0  # room for the middle card
        return self._ref(800.0 + off, 455.0)

    def pile_row_slots(self, pile: int, piles: int, count: int) -> list[Slot]:
        return self._tidy_stack(
            self.pile_row_centre(pile, piles), count, PILE_SCALE * self.k, 60 + pile * 20
        )

    def aside_centre(self) -> Point:
        """Where a pile out of play lies (the pile nobody took)."""
        if self.players == 2:
            return self._ref(470.0, 455.0)
        return self._ref(215.0, 560.0)

    def aside_slots(self, count: int) -> list[Slot]:
        return self._tidy_stack(self.aside_centre(), count, PILE_SCALE * self.k, 60)

    def caption_under(self, slot: Slot, width: float = 150.0) -> Rect:
        """A caption's rectangle under a card (or the top card of a pile) at ``slot``."""
        h = CARD_H * slot.scale
        return Rect(
            slot.x - width * self.k / 2, slot.y + h / 2 + 8 * self.k, width * self.k, 24 * self.k
        )

    def trick_badge(self) -> Rect:
        """A badge beside the trick (e.g. the trump kind declared for it)."""
        return Rect.around(self._ref(800.0, 455.0), 230 * self.k, 30 * self.k)


def screen_angle(players: int, relative: int) -> float:
    """On-screen direction (degrees; 90 = bottom, 0 = right, -90 = top) of the seat
    ``relative`` places after the human in playing order."""
    if relative == 0:
        return 90.0
    gap = max(360.0 / players, 60.0)  # from the human to the first opponent
    if players == 2:
        return -90.0
    step = (360.0 - 2 * gap) / (players - 2)
    return 90.0 - gap - (relative - 1) * step


def relative_position(seat: int, players: int, human_seat: int, clockwise: bool = False) -> int:
    """How many places after the human ``seat`` sits, going counter-clockwise on screen
    (bottom -> right -> top); ``clockwise``: the seat numbers run the other way round."""
    return (human_seat - seat if clockwise else seat - human_seat) % players


def compute_layout(
    players: int,
    human_seat: int = 0,
    scene: Rect | None = None,
    card_factor: float = 1.0,
    clockwise: bool = False,
) -> TableLayout:
    """The whole table for ``players`` (1..8) with the human in ``human_seat`` (1 and 2:
    the other place, if any, faces the human at the top). ``card_factor`` (the card-size
    setting, issue 25) enlarges the cards of the human's hand and of the trick; every
    place stays where it is. ``clockwise``: seat ``i + 1`` sits to the left of seat ``i``
    (the game numbers its seats clockwise)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"the table seats 1 to 8 players, not {players}")
    if not 0 <= human_seat < players:
        raise ValueError(f"seat {human_seat} is not one of the {players} seats")
    scene = scene or Rect(0, 0, REF_W, REF_H)
    k = min(scene.w / REF_W, scene.h / REF_H)
    ox = scene.x + (scene.w - REF_W * k) / 2
    oy = scene.y + (scene.h - REF_H * k) / 2

    def P(x: float, y: float) -> Point:
        return Point(ox + x * k, oy + y * k)

    def R(x: float, y: float, w: float, h: float) -> Rect:
        return Rect(ox + x * k, oy + y * k, w * k, h * k)

    many = players >= 7
    other_scale = 0.48 if many else 0.55
    small = 0.38 if many else 0.42
    trick_scale = (0.72 if many else 0.95) * card_factor
    human_scale = 1.12  # the hand's place is made for this size, whatever the setting
    box_w, box_h = (244.0, 184.0) if many else (272.0, 200.0)
    plate_w, plate_h = (196.0, 40.0) if many else (210.0, 42.0)
    bubble_w, bubble_h = (128.0, 40.0) if many else (170.0, 44.0)

    cx, cy = REF_W / 2, 432.0  # the centre of the seat oval (the human band is below)
    rx, ry = 620.0, 326.0
    tcx, tcy = REF_W / 2, 455.0  # the centre of the trick area
    trx, try_ = 270.0, 165.0

    seats: list[SeatLayout] = []
    for seat in range(players):
        rel = relative_position(seat, players, human_seat, clockwise)
        angle = screen_angle(players, rel)
        a = math.radians(angle)
        ca, sa = math.cos(a), math.sin(a)
        tslot = Slot(tcx + trx * ca, tcy + try_ * sa, ((seat * 37) % 11 - 5) * 0.8, trick_scale)
        trick = Slot(ox + tslot.x * k, oy + tslot.y * k, tslot.rotation, trick_scale * k)
        bubble = R(tslot.x - bubble_w / 2, tslot.y - bubble_h / 2, bubble_w, bubble_h)
        if rel == 0:
            hand_w, hand_h = 1010.0, CARD_H * human_scale + 60
            hand_bottom = REF_H - 8
            hand = R(REF_W / 2 - hand_w / 2, hand_bottom - hand_h, hand_w, hand_h)
            hand_cy = hand_bottom - 8 - CARD_H * human_scale / 2
            # above the hand, in front of the human: name plate, taken tricks, won cards
            won_w, won_h = 440.0, CARD_H * small + 8
            won_y = hand_bottom - hand_h - won_h - 6
            plate_w_h, pile_w, gap = 230.0, CARD_W * small + 16, 12.0
            x0 = REF_W / 2 - (plate_w_h + pile_w + won_w + 2 * gap) / 2
            plate = R(x0, won_y + won_h / 2 - 27, plate_w_h, 54)
            pile = R(x0 + plate_w_h + gap, won_y - 2, pile_w, won_h + 4)
            won = R(x0 + plate_w_h + pile_w + 2 * gap, won_y, won_w, won_h)
            seats.append(
                SeatLayout(
                    seat,
                    True,
                    0,
                    angle,
                    P(REF_W / 2, hand_cy),
                    "bottom",
                    hand,
                    human_scale * card_factor * k,
                    plate,
                    won,
                    pile,
                    bubble,
                    trick,
                    "left",
                )
            )
            continue
        ax, ay = cx + rx * ca, cy + ry * sa
        bx, by = ax - box_w / 2, ay - box_h / 2
        upper = sa <= 0.1
        side = "upper" if upper else "lower"
        # the pile lies beside the hand on the side facing the centre
        pile_w = CARD_W * small + 16
        hand_card_h = CARD_H * other_scale + 10  # room for the slight fan
        won_h = CARD_H * small + 6
        gap = (box_h - plate_h - hand_card_h - won_h) / 2
        if upper:
            plate_y, hand_y, won_y = by, by + plate_h + gap, by + box_h - won_h
        else:
            won_y, hand_y, plate_y = by, by + won_h + gap, by + box_h - plate_h
        plate = R(ax - plate_w / 2, plate_y, plate_w, plate_h)
        hand_area_w = box_w - pile_w - 8
        if ca < -0.05:  # a seat on the left: the centre is to its right
            hand = R(bx, hand_y, hand_area_w, hand_card_h)
            pile = R(
                bx + box_w - pile_w,
                hand_y + hand_card_h / 2 - CARD_H * small / 2 - 4,
                pile_w,
                CARD_H * small + 8,
            )
        else:
            hand = R(bx + pile_w + 8, hand_y, hand_area_w, hand_card_h)
            pile = R(
                bx, hand_y + hand_card_h / 2 - CARD_H * small / 2 - 4, pile_w, CARD_H * small + 8
            )
        won = R(bx, won_y, box_w, won_h)
        seats.append(
            SeatLayout(
                seat,
                False,
                rel,
                angle,
                P(ax, ay),
                side,
                hand,
                other_scale * k,
                plate,
                won,
                pile,
                bubble,
                trick,
            )
        )

    kitty_scale = trick_scale
    kitty = R(tcx - 95, tcy - CARD_H * kitty_scale / 2 - 4, 190, CARD_H * kitty_scale + 8)
    trick_area = R(
        tcx - trx - CARD_W * trick_scale / 2 - 10,
        tcy - try_ - CARD_H * trick_scale / 2 - 10,
        2 * trx + CARD_W * trick_scale + 20,
        2 * try_ + CARD_H * trick_scale + 20,
    )
    discard_scale = small
    discards = R(16, 14, 230, 22 + CARD_H * discard_scale + 8)
    info = R(REF_W - 16 - 270, 14, 270, 112)
    message = R(tcx - 280, tcy - 34, 560, 68)
    named = {"discards": discards, "info": info, "kitty": kitty}
    return TableLayout(
        players,
        human_seat,
        scene,
        R(0, 0, REF_W, REF_H),
        k,
        tuple(seats),
        P(tcx, tcy),
        trick_area,
        kitty,
        kitty_scale,
        discards,
        discard_scale * k,
        small * k,
        info,
        message,
        P(tcx, tcy),
        named,
        clockwise,
    )


# --- slot helpers ------------------------------------------------------------------------
def _fan(
    area: Rect, count: int, scale: float, *, max_step: float, max_rot: float, arc: float, z0: float
) -> list[Slot]:
    """``count`` cards side by side in ``area``, overlapping, on a gentle arc."""
    if count <= 0:
        return []
    card_w, card_h = CARD_W * scale, CARD_H * scale
    rot_room = card_h * math.sin(math.radians(max_rot)) + 2
    usable = max(area.w - card_w - rot_room, 0.0)
    step = min(card_w * max_step, usable / (count - 1)) if count > 1 else 0.0
    total = step * (count - 1)
    x0 = area.center.x - total / 2
    spread = min(1.0, count / 10)
    cy = area.bottom - card_h / 2 - max(rot_room / 2, 2.0) - arc * spread
    half = (count - 1) / 2 or 1.0
    out = []
    for i in range(count):
        t = (i - (count - 1) / 2) / half
        out.append(
            Slot(x0 + i * step, cy + arc * spread * t * t, t * max_rot * spread, scale, z0 + i)
        )
    return out


def _row(
    area: Rect, count: int, scale: float, *, max_step: float, align: str, z0: float
) -> list[Slot]:
    """``count`` cards in a straight overlapping row inside ``area``."""
    if count <= 0:
        return []
    card_w = CARD_W * scale
    usable = max(area.w - card_w, 0.0)
    step = min(card_w * max_step, usable / (count - 1)) if count > 1 else 0.0
    total = step * (count - 1)
    x0 = area.x + card_w / 2 if align == "left" else area.center.x - total / 2
    y = area.center.y
    return [Slot(x0 + i * step, y, 0.0, scale, z0 + i) for i in range(count)]


def _stack(centre: Point, count: int, scale: float, k: float, *, z0: float) -> list[Slot]:
    """A face-down pile: small offsets, slightly untidy."""
    out = []
    for i in range(count):
        j = min(i, 8) - 4
        out.append(
            Slot(
                centre.x + j * 0.9 * k,
                centre.y - j * 0.9 * k,
                ((i * 7) % 9 - 4) * 0.9,
                scale,
                z0 + i,
            )
        )
    return out


def unit_slots(layout: TableLayout, seat: int, order: int, count: int) -> list[Slot]:
    """A seat's cards side by side around its trick place: a Rettler pair or bomb, here and
    in the last-trick view."""
    base = layout.trick_slot(seat, order)
    step = CARD_W * base.scale * (0.34 if count <= 2 else 0.2)
    return [
        Slot(
            base.x + (i - (count - 1) / 2) * step,
            base.y,
            base.rotation,
            base.scale,
            300 + order * 10 + i,
        )
        for i in range(count)
    ]
