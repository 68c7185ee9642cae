"""One projection per game: how that game's view becomes table items and what its own
events show. Napoleon is the scene's built-in projection; every other game registers one here
(``table/belote.py`` is the model), so the scene never grows a branch per game.

A projection only reads views and events; it never decides a rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QAbstractAnimation

from engine.events import Event
from napoleon_gui.table.layout import TableLayout
from napoleon_gui.table.placement import Placement

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

#: (clear every bubble first, seats whose bubble goes, the new bubbles as (seat, text))
Speech = tuple[bool, list[int], list[tuple[int, str]]]


class TableView(Protocol):
    """What the scene itself reads of any game's view."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def result(self) -> Any: ...


class Projection:
    """A game's projection; subclasses override what their game shows."""

    #: events ``animate`` handles; ``Dealt``, ``CardPlayed``, ``TrickWon`` and ``DealEnded``
    #: have shared animations unless listed here
    own_events: tuple[type[Event], ...] = ()

    def table_seats(self, view: Any) -> int:
        """How many places the table has (a 1-player game adds its dummy's place)."""
        return int(view.players)

    def turn_place(self, view: Any, seat: int) -> int:
        """The place whose plate is highlighted when it is ``seat``'s turn (a 1-player game
        highlights the hand to play: the player's or the dummy's)."""
        return seat

    def placements(self, view: Any, layout: TableLayout) -> list[Placement]:
        raise NotImplementedError

    def decorate(self, scene: Any, view: Any) -> None:
        """Name plates, the info panel and the side-row caption."""

    def speech(self, event: Event) -> Speech:
        return False, [], []

    def animate(self, scene: TableScene, event: Event, view: Any,
                d: int) -> QAbstractAnimation | None:
        return None


_PROJECTIONS: dict[type, Projection] = {}


def register(view_type: type, projection: Projection) -> None:
    _PROJECTIONS[view_type] = projection


def projection_for(view: object) -> Projection | None:
    """The projection of ``view``'s game (None: Napoleon, built into the scene)."""
    return _PROJECTIONS.get(type(view))
