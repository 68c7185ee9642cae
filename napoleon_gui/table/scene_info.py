"""Where the info panel sits and how the plates make way for it (issue 25).

``SceneInfoPlace`` is a base of ``TableScene`` (``table/scene.py``): the panel keeps to the
top right of the part of the scene the view shows, grows no further than the nearest hand
beside it, and a plate it covers moves the shortest way to a free place
(``plate_place.plate_moves``). The attributes declared below are ``TableScene``'s.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from napoleon_gui.table.layout import CARD_H, CARD_W, Rect

if TYPE_CHECKING:
    from napoleon_gui.table.decor import NamePlate
    from napoleon_gui.table.decor_panels import InfoPanel
    from napoleon_gui.table.layout import TableLayout


def box(r: QRectF) -> tuple[float, float, float, float]:
    return (r.x(), r.y(), r.width(), r.height())


def qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


class SceneInfoPlace:
    """The info panel's place and the plates it moves (``TableScene`` provides what is
    declared here)."""

    if TYPE_CHECKING:  # TableScene's
        table_layout: TableLayout | None
        _info: InfoPanel | None
        _plates: list[NamePlate]
        _visible: QRectF | None
        _keep_clear: list[QRectF]
        _plates_key: tuple[object, ...]
        _plates_moved: tuple[int, list[QPointF]] | None

        def sceneRect(self) -> QRectF: ...

    def set_visible_area(self, area: QRectF) -> None:
        """The part of the scene the view shows (the view calls it when its size changes).
        Where the window is wider than the table, the info panel moves right, into the
        felt beside the table, off the top right seat's hand and won cards, which it hid
        once grown for the 9-pt floor (issue 25, point 12)."""
        if self._visible is None or area != self._visible:
            self._visible = QRectF(area)
            self._place_info()
            self._clear_of_info()

    def _place_info(self) -> None:
        layout, info = self.table_layout, self._info
        if layout is None or info is None:
            return
        home = layout.info
        margin = layout.table.right - home.right  # as far from the felt's edge as from the table's
        shift = 0.0
        if self._visible is not None:
            shift = max(0.0, self._visible.right() - margin - home.right)
        info.setPos(home.x + shift, home.y)
        # it grows to the left only as far as the nearest hand of the seats beside it
        right = home.right + shift
        band = (home.y, home.bottom)
        edges = [
            s.hand.right
            for s in layout.seats
            if not s.human
            and s.hand.right <= right
            and s.hand.y < band[1]
            and s.hand.bottom > band[0]
        ]
        info.set_room(right - max(edges) - 12 * layout.k if edges else math.inf)

    def _clear_of_info(self) -> None:
        """The plates make way for the info panel, then for the trick's cards."""
        self._clear_of_panel()
        self._clear_of_trick()

    def _clear_of_panel(self) -> None:
        """A plate under the info panel moves out from under it (issue 25: at 7-8 seats, or
        with the panel grown for the 9-pt floor, the panel reaches the top right seats'
        plates), the shortest way to a free place; the panel takes the first of its shapes
        for which every plate it covers finds one (``plate_place.plate_moves``). Each
        plate goes back home when nothing is in its way."""
        info, layout = self._info, self.table_layout
        for plate in self._plates:
            plate.setPos(plate.home)
        self._fit_human_plate()
        if info is None or not info.lines or layout is None:
            return
        # nor on a seat's hand, face down beside it (issue 25, point 10: at 1024×700 the
        # grown panel reached the top right seat's hand)
        hands = [qrect(s.hand) for s in layout.seats]
        info.keep_clear([*self._keep_clear, *hands], [p.sceneBoundingRect() for p in self._plates])
        # failing all, the lowest of them, the plates it covers stepping down below it
        shapes = info.layouts()
        shapes = [*shapes, min([*shapes, info.natural()], key=lambda s: s.rect.bottom())]
        homes = [p.sceneBoundingRect() for p in self._plates]
        key: tuple[object, ...] = (tuple(map(box, homes)), info.pos().x(), info.pos().y())
        key += tuple((box(s.rect), len(s.rows)) for s in shapes)
        if key != self._plates_key:
            from napoleon_gui.table.plate_place import plate_moves

            # nor in the middle, on the cards there and their caption
            k = layout.k
            middle = qrect(layout.kitty).adjusted(-20 * k, 0, 20 * k, 50 * k)
            found = plate_moves(
                [s.rect.translated(info.pos()) for s in shapes],
                homes,
                hands,
                [middle, *self._keep_clear],
                self.sceneRect(),
            )
            self._plates_key = key
            self._plates_moved = found
        assert self._plates_moved is not None
        index, moves = self._plates_moved
        # the shape found for these places, with the words of now: the key keeps places and
        # rows, not words, and a kept shape showed the trick number of its time (look25:
        # "Trick 4 of 12" stayed up to the last trick)
        info.use(shapes[index])
        for plate, move in zip(self._plates, moves, strict=True):
            plate.setPos(plate.home + move)

    def _clear_of_trick(self) -> None:
        """frames25: no card of the trick lies on a plate. A plate grown for the 9-pt floor
        (the human's, its role on two rows, at six seats and 1024×700) or stepped down below
        the info panel that reaches a seat's place in the trick moves the shortest way off
        it, onto no other plate, no hand and not under the panel."""
        layout = self.table_layout
        if layout is None:
            return
        spread = CARD_W * layout.trick_slot(0).scale * 0.25  # a Rettler pair spreads wider
        trick = [
            qrect(layout.trick_slot(s.seat).rect()).adjusted(-spread, 0, spread, 0)
            for s in layout.seats
        ]
        drawn = [p.mapRectToScene(p.plate_rect()) for p in self._plates]
        if not any(place.intersects(t) for place in drawn for t in trick):
            return  # (the common case, at every sync: nothing to do)
        from napoleon_gui.table.plate_place import off_the_trick

        info = self._info
        panel = [info.sceneBoundingRect()] if info is not None and info.lines else []
        gap = 4 * layout.k  # (a plate that moves keeps a hair's breadth from the cards)
        clear = [t.adjusted(-gap, -gap, gap, gap) for t in trick]
        for seat, plate in enumerate(self._plates):
            hands = [_hand_reach(layout, s.seat) for s in layout.seats]
            hands = [h for s, h in enumerate(hands) if s != seat or plate.human]
            others = [r.adjusted(-3, -3, 3, 3) for s, r in enumerate(drawn) if s != seat]
            obstacles = [*clear, *others, *hands, *panel]
            move = off_the_trick(drawn[seat], trick, obstacles, self.sceneRect())
            if move is not None:
                plate.setPos(plate.pos() + move)
                drawn[seat] = drawn[seat].translated(move)

    def _fit_human_plate(self) -> None:
        """The human's plate grows to the left: only as far as the plate of the seat on
        its left lets it; it leans right as far as the felt is free there (issue 25, point
        4: Napoleon at 6 seats, 1024×700), and what still does not fit of its role stacks."""
        human = next((p for p in self._plates if p.human), None)
        if human is not None:
            human.set_lean(0.0)
        if human is None or not human.stacked():  # (only a stacked plate widens)
            if human is not None:
                human.set_width_cap(None)
            return
        place = human.shape_for(None)[0].translated(human.pos()).adjusted(-6, -6, 6, 6)
        others = [p.sceneBoundingRect() for p in self._plates if p is not human]
        ends = [other.right() for other in others if other.intersects(place)]
        if not ends:
            human.set_width_cap(None)
            return
        left = max(ends) + 12  # the plate's left edge, clear of its neighbour
        home_right = place.right() - 6
        layout = self.table_layout
        hands = [qrect(s.hand) for s in layout.seats if not s.human] if layout else []
        # the free felt to its right, at its height: up to the trick's cards or a plate
        strip = QRectF(home_right, place.top() + 6, math.inf, place.height() - 12)
        lefts = [r.left() for r in [*others, *self._keep_clear, *hands] if r.intersects(strip)]
        right = max(home_right, min(lefts, default=home_right) - 12)
        human.set_width_cap(right - left)
        width = human.shape_for(human.width_cap)[0].width()
        human.set_lean(max(0.0, left + width - home_right))


def _hand_reach(layout: TableLayout, seat: int) -> QRectF:
    """Where a hand's cards can be: a seat's hand place; the human's fan up to its highest
    card lifted (the place has room above the fan, which a plate may take)."""
    place = layout.seats[seat]
    if not place.human:
        return qrect(place.hand)
    from napoleon_gui.table.cards import CardItem

    slots = layout.hand_slots(seat, 11)  # a full fan: the middle card highest
    top = min(slot.rect().top for slot in slots) - CardItem.LIFT * CARD_H * slots[0].scale
    return QRectF(place.hand.x, top, place.hand.w, place.hand.bottom - top)
