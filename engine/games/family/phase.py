"""A variant's own phase before the auction or the play (the pile choice of N-VAR-2/3 and
R-VAR-2/3, the trump named unseen of N-VAR-5 and R-VAR-4/7/11), written once for both games'
ways of listing, checking and taking an action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self, TypeVar

from ...actions import Action
from ...cards import Card
from ...contract import ContractState
from ...core import OVER
from ...errors import IllegalActionError
from ...events import Event


def mask_of_ids(cards: Sequence[Card]) -> int:
    """The mask of instance ids (``cards.mask_of`` knows one deck only)."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


class SeatView(Protocol):
    """A game's view, as the family's variants change it."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def seat(self) -> int: ...

    @property
    def known_adjutants(self) -> tuple[int, ...]: ...

    def hand_fields(self, mask: int) -> dict[str, Any]: ...


V = TypeVar("V", bound=SeatView)


class GameMethods(ContractState):
    """Declares what the game's deal state, later in the MRO, provides to a family base."""

    __slots__ = ()

    #: the rules' ``misdeal`` value that switches misdeals off (a deal set up at the contract)
    NO_MISDEAL: ClassVar[object]

    rules: Any
    dealer: int
    opening_seat: int
    kitty_size: int
    initial_hands: tuple[int, ...]
    bids: list[tuple[int, Action]]
    trump: str
    k: int
    leader: int

    if TYPE_CHECKING:

        def __init__(
            self,
            rules: Any,
            hands: Sequence[Sequence[Card]],
            kitty: Sequence[Card],
            *,
            dealer: int = 0,
            opening_seat: int | None = None,
            check: bool = True,
            **more: Any,
        ) -> None: ...

        @staticmethod
        def deck_for(rules: Any) -> list[Card]: ...

        def _contract_made(
            self, declarer: int, count: int, trump: str, reverse: bool = False
        ) -> None: ...

        def explain_illegal(self, action: Action) -> tuple[str, str] | None: ...

        def apply(self, action: Action) -> list[Event]: ...

        def _dispatch(self, action: Action) -> list[Event]: ...

        def copy(self) -> Self: ...

        def finish(self) -> Event: ...

        def points_out_of_play(self) -> int: ...


class _ListedActions(GameMethods):
    __slots__ = ()

    if TYPE_CHECKING:  # a sequence in Napoleon, a list in Rettler

        def legal_actions(self) -> Sequence[Action]: ...


class ExtraPhase(_ListedActions):
    """``EXTRA_PHASE`` is answered by the three hooks; every other phase by the game."""

    __slots__ = ()

    EXTRA_PHASE: ClassVar[str]
    #: the action of the phase; given later it is refused by ``_extra_problem`` too
    EXTRA_ACTION: ClassVar[type[Action]]

    def _extra_legal(self) -> list[Action]:
        raise NotImplementedError

    def _extra_problem(self, action: Action) -> tuple[str, str] | None:
        raise NotImplementedError

    def _extra_move(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def _about_extra(self, action: Action) -> bool:
        phase = self.phase_
        return phase == self.EXTRA_PHASE or (
            isinstance(action, self.EXTRA_ACTION) and phase != OVER
        )

    def legal_actions(self) -> list[Action]:
        if self.phase_ == self.EXTRA_PHASE:
            return self._extra_legal()
        legal = super().legal_actions()
        return legal if isinstance(legal, list) else list(legal)

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self._about_extra(action):
            return self._extra_problem(action)
        return super().explain_illegal(action)

    def apply(self, action: Action) -> list[Event]:
        if self.phase_ != self.EXTRA_PHASE:
            return super().apply(action)
        problem = self._extra_problem(action)
        if problem is not None:
            raise IllegalActionError(*problem)
        return self._extra_move(action)

    def _dispatch(self, action: Action) -> list[Event]:
        if self.phase_ == self.EXTRA_PHASE:
            return self._extra_move(action)
        return super()._dispatch(action)
