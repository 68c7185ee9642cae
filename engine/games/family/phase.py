"""A variant's own phase before the auction or the play (the pile choice of N-VAR-2/3 and
R-VAR-2/3, the trump named unseen of N-VAR-5 and R-VAR-4/7/11), written once for both games'
ways of listing, checking and taking an action."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self, TypeVar

from ...actions import Action, ChoosePile
from ...cards import DECK_STRIDE, Card, place_copies
from ...contract import ContractState
from ...core import OVER
from ...errors import IllegalActionError
from ...events import Event, PileChosen

Groups = Sequence[Sequence[Card]]


def mask_of_ids(cards: Sequence[Card]) -> int:
    """The mask of instance ids (``cards.mask_of`` knows one deck only)."""
    return sum(1 << c for c in set(cards))


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

    if TYPE_CHECKING:

        def __init__(
            self, rules: Any, hands: Groups, kitty: Sequence[Card], **deal: Any
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

        def _begin(self) -> list[Event]: ...

    @classmethod
    def place(cls, rules: Any, groups: Groups) -> list[list[Card]]:
        """A deal's groups as instance ids (``cards.place_copies``); ``ValueError`` unless they
        hold the deck once."""
        deck = cls.deck_for(rules)
        rule = "N-COMP-1" if len(deck) <= DECK_STRIDE else "R-COMP-1"  # one deck or two
        placed, left = place_copies(groups, deck, rule)
        if left:
            raise ValueError(f"the deal must hold all {len(deck)} cards of the deck ({rule})")
        return placed

    def _check_layout(self, rules: Any, layout: str, rule: str) -> None:
        """A variant's deal is made only under rules that use its layout."""
        if rules.deal_layout != layout:
            raise ValueError(f"deal_layout: the {rules.name} rules do not use {layout} ({rule})")


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


#: the pile choices, built once (N-VAR-2/3, R-VAR-2/3: at most four piles)
CHOOSE_ACTIONS = tuple(ChoosePile(p) for p in range(4))


class PileChoice(ExtraPhase):
    """Hands taken from face-down piles, one seat after another in playing order (N-VAR-2/3,
    R-VAR-2/3); the game's deal sets ``PILES`` and holds ``piles`` and ``pile_owners``."""

    __slots__ = ()

    EXTRA_ACTION = ChoosePile
    PILES: ClassVar[int]

    piles: tuple[tuple[Card, ...], ...]
    #: per pile, the seat that took it, or -1 (still free; the unused pile at the end)
    pile_owners: list[int]

    def copy(self) -> Self:
        other = super().copy()
        other.pile_owners = self.pile_owners[:]
        return other

    @property
    def unused_pile(self) -> int:
        """The pile nobody took (-1 while the players are still choosing)."""
        return self.pile_owners.index(-1) if self.pile_owners.count(-1) == 1 else -1

    def _extra_legal(self) -> list[Action]:
        return [CHOOSE_ACTIONS[p] for p in range(self.PILES) if self.pile_owners[p] < 0]

    def _extra_move(self, action: Action) -> list[Event]:
        assert isinstance(action, ChoosePile)
        seat, pile = self.seat_, action.pile
        self.pile_owners[pile] = seat
        cards = self.piles[pile]
        self.hands[seat] = mask_of_ids(cards)
        events: list[Event] = [PileChosen(seat, pile, self._shown(cards))]
        if self.unused_pile < 0:
            self.seat_ = (seat + 1) % self.players
            return events
        self._set_aside(self.piles[self.unused_pile])
        return events + self._piles_chosen()

    def _shown(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        """The taken pile as the ``PileChosen`` event shows it to its taker."""
        return tuple(sorted(cards))

    def _set_aside(self, unused: tuple[Card, ...]) -> None:
        """What becomes of the pile nobody took (N-VAR-2, R-VAR-2: it stays out of play)."""

    def _piles_chosen(self) -> list[Event]:
        """Every player holds a pile: the misdeal offers on it, then the auction."""
        return self._begin()
