"""One projection per game: how that game's view becomes table items and what its own
events show. Every game registers one here (``games/belote/projection.py`` is the model;
Napoleon's is ``games/napoleon/projection.py``), so the scene never grows a branch per game
and knows no game at all.

A projection only reads views and events; it never decides a rule.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, cast

from PySide6.QtCore import QAbstractAnimation

from engine.core import DealResult
from engine.events import Event, TrickWon
from engine.registry import get_game
from napoleon_gui.table.layout import TableLayout
from napoleon_gui.table.placement import Placement

if TYPE_CHECKING:
    from napoleon_gui.table.scene import TableScene

#: (clear every bubble first, seats whose bubble goes, the new bubbles as (seat, text))
Speech = tuple[bool, list[int], list[tuple[int, str]]]


class TableView(Protocol):
    """What the scene itself reads of any game's view (every ``engine.core.View`` has it;
    so has the review's ``OpenHandsView``)."""

    @property
    def seat(self) -> int: ...
    @property
    def players(self) -> int: ...
    @property
    def result(self) -> DealResult | None: ...


#: the view type a projection shows (a game's view, e.g. ``NapoleonView``)
ViewT = TypeVar("ViewT", bound=TableView)


class Projection(Generic[ViewT]):
    """A game's projection of its own views (``Projection[BeloteView]``); subclasses
    override what their game shows."""

    #: events ``animate`` handles; ``Dealt``, ``CardPlayed`` and ``TrickWon`` have shared
    #: animations unless listed here
    own_events: tuple[type[Event], ...] = ()

    def table_seats(self, view: ViewT) -> int:
        """How many places the table has (a 1-player game adds its dummy's place)."""
        return view.players

    def seats_clockwise(self, view: ViewT) -> bool:
        """The seat numbers run clockwise round the table (the game's ``GameSpec``
        says; issue 25: table25): the scene puts seat ``i + 1`` to the left of seat ``i``."""
        game = getattr(type(view), "game", None)
        if not isinstance(game, str):
            return False
        return get_game(game).seats_clockwise

    def turn_place(self, view: ViewT, seat: int) -> int:
        """The place whose plate is highlighted when it is ``seat``'s turn (a 1-player game
        highlights the hand to play: the player's or the dummy's)."""
        return seat

    def placements(self, view: ViewT, layout: TableLayout) -> list[Placement]:
        raise NotImplementedError

    def decorate(self, scene: TableScene, view: ViewT) -> None:
        """Name plates (never the turn highlight: that is ``scene.set_turn``), the info
        panel and the side-row caption."""

    def speech(self, event: Event, view: ViewT) -> Speech:
        """The bubbles ``event`` brings (``view``: the scene's view before it, or None)."""
        return False, [], []

    def trick_face_up(self, event: TrickWon) -> Collection[int]:
        """Cards of a completed trick that go face up to the winner's row (the shared
        trick animation puts the others face down on the pile)."""
        return ()

    def animate(
        self, scene: TableScene, event: Event, view: ViewT, d: int
    ) -> QAbstractAnimation | None:
        return None


# each projection is filed under the view type it shows (``register``), so the one found
# for a view shows that view: hence the cast in ``projection_for``
_PROJECTIONS: dict[type, Projection[Any]] = {}


def register(view_type: type[ViewT], projection: Projection[ViewT]) -> None:
    _PROJECTIONS[view_type] = projection


def projection_for(view: ViewT) -> Projection[ViewT]:
    """The projection of ``view``'s game (every game registers one; a view subclass, e.g.
    a variant's, uses its base class's projection unless it registers its own)."""
    for cls in type(view).__mro__:
        found = _PROJECTIONS.get(cls)
        if found is not None:
            return cast(Projection[ViewT], found)
    raise LookupError(
        f"no table projection registered for {type(view).__name__}; "
        "import its game package (napoleon_gui.games)"
    )


def has_projection(view: object) -> bool:
    return any(cls in _PROJECTIONS for cls in type(view).__mro__)
