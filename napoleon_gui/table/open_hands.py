"""A finished deal seen with every hand open: the review of a deal (``controllers/review.py``).

``OpenHandsView`` wraps one seat's ordinary view and adds the cards every other seat still
holds (taken from those seats' own views, so nothing here reads hidden state or decides a
rule). Its projection is the game's own projection with the other hands turned face up and
nothing on the table clickable: the review only shows, it never plays.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation

from engine.cards import sort_key
from engine.core import DealResult
from engine.events import Event, TrickWon
from napoleon_gui.table.layout import TableLayout
from napoleon_gui.table.placement import HAND, Placement
from napoleon_gui.table.projection import (
    Projection,
    Speech,
    TableView,
    projection_for,
    register,
)

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene


@dataclass(frozen=True)
class OpenHandsView:
    """``inner`` (one seat's view) with ``hands``: the cards of the other seats, by seat."""

    inner: TableView
    hands: Mapping[int, tuple[int, ...]] = field(default_factory=dict)

    @property
    def seat(self) -> int:
        return self.inner.seat

    @property
    def players(self) -> int:
        return self.inner.players

    @property
    def result(self) -> DealResult | None:
        return self.inner.result

    def __getattr__(self, name: str) -> Any:
        # anything else the table reads of a view is the game's view's
        if name in ("inner", "hands"):
            raise AttributeError(name)
        return getattr(self.inner, name)


def open_placements(
    placements: list[Placement], hands: Mapping[int, tuple[int, ...]], layout: TableLayout
) -> list[Placement]:
    """``placements`` with the hands of ``hands`` face up (in the game's own slots when the
    count agrees) and every item not interactive."""
    out: list[Placement] = []
    slots: dict[int, list[Placement]] = {}
    for p in placements:
        if p.zone[0] == HAND and p.zone[1] in hands:
            slots.setdefault(p.zone[1], []).append(p)
            continue
        out.append(Placement(p.zone, p.index, p.card, p.face_up, p.slot))
    for seat, cards in hands.items():
        shown = sorted(cards, key=sort_key)
        own = sorted(slots.get(seat, []), key=lambda p: p.index)
        places = (
            [p.slot for p in own] if len(own) == len(shown) else layout.hand_slots(seat, len(shown))
        )
        out.extend(
            Placement((HAND, seat), i, card, True, slot)
            for i, (card, slot) in enumerate(zip(shown, places, strict=True))
        )
    return out


class OpenHandsProjection(Projection[OpenHandsView]):
    """The inner view's game projection, with the other hands open and nothing to click."""

    def table_seats(self, view: OpenHandsView) -> int:
        return projection_for(view.inner).table_seats(view.inner)

    def seats_clockwise(self, view: OpenHandsView) -> bool:
        return projection_for(view.inner).seats_clockwise(view.inner)

    def turn_place(self, view: OpenHandsView, seat: int) -> int:
        return projection_for(view.inner).turn_place(view.inner, seat)

    def placements(self, view: OpenHandsView, layout: TableLayout) -> list[Placement]:
        inner = projection_for(view.inner).placements(view.inner, layout)
        return open_placements(inner, view.hands, layout)

    def decorate(self, scene: TableScene, view: OpenHandsView) -> None:
        projection_for(view.inner).decorate(scene, view.inner)

    def speech(self, event: Event, view: OpenHandsView) -> Speech:
        return False, [], []

    def trick_face_up(self, event: TrickWon) -> Collection[int]:
        return ()

    def animate(
        self, scene: TableScene, event: Event, view: OpenHandsView, d: int
    ) -> QAbstractAnimation | None:
        return None  # the review moves from step to step without animation


register(OpenHandsView, OpenHandsProjection())
