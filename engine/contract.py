"""What the declarer-against-coalition games (Napoleon, Rettler) share in their deal state:
``hand_size`` tricks, the two sides' point-card totals, and a deal that may end before any
play (a misdeal, an auction without a bid) with the cards made public."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import Any, ClassVar

from .actions import Action, DeclareMisdeal
from .cards import Card, card_code
from .core import OVER, DealResult, PhaseState
from .events import DealEnded, Event, MisdealDeclared

#: The phase in which a seat whose hand qualifies may declare a misdeal (N-MIS, R-DEAL-3).
MISDEAL_OFFER = "misdeal_offer"
#: The phases before the declarer takes the kitty: it still lies face down in the middle
#: (N-DEAL-2, N-KIT-1; R-DEAL-1, R-KIT-1).
KITTY_WAITING_PHASES = frozenset(
    {MISDEAL_OFFER, "auction", "reverse_auction", "responsibility_stand", "adjutant_call"}
)


class ContractState(PhaseState):
    """A ``PhaseState`` with a declarer, his adjutants and the coalition against them. Like
    ``PhaseState`` it adds no ``__slots__``: subclasses declare the attributes below."""

    __slots__ = ()

    #: every slot of the class and its bases: a ``copy`` shares them all, then copies the
    #: mutable ones itself
    _all_slots: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._all_slots = tuple(
            name for k in reversed(cls.__mro__) for name in k.__dict__.get("__slots__", ())
        )

    hand_size: int
    hands: list[int]
    kitty: tuple[Card, ...]
    discards: list[Card]
    declarer: int
    adjutants: tuple[int, ...]
    points_by_seat: list[int]
    misdeal_queue: list[int]  # the seats still to be offered a misdeal, in turn

    @property
    def tricks(self) -> int:
        return self.hand_size

    @property
    def kitty_on_table(self) -> bool:
        """The kitty still lies in the middle: nobody has taken it (also when the deal ended
        before any contract, e.g. a misdeal or nobody bid)."""
        return self.phase_ in KITTY_WAITING_PHASES or (self.phase_ == "over" and self.declarer < 0)

    @abstractmethod
    def hand(self, seat: int) -> Sequence[Card]:
        """Seat ``seat``'s cards."""

    @abstractmethod
    def discarded_points(self) -> int:
        """How many point cards the declarer discarded (they count for the coalition)."""

    @abstractmethod
    def _start_auction(self) -> list[Event]:
        """Open the auction."""

    @staticmethod
    @abstractmethod
    def cards_of(mask: int) -> list[Card]:
        """The cards of an instance mask, ascending (one deck or two)."""

    @abstractmethod
    def _dispatch(self, action: Action) -> list[Event]:
        """Take the legal ``action`` of the current phase."""

    @abstractmethod
    def _misdeal_declared(self, seat: int) -> MisdealDeclared:
        """The event of ``seat`` declaring a misdeal: the rule, and the hand if shown."""

    def _offer_misdeal(self) -> list[Event]:
        """Offer a misdeal to the next seat in ``misdeal_queue`` (N-MIS-3, R-DEAL-3); when
        nobody is left to ask, the auction starts."""
        if self.misdeal_queue:
            self.phase_ = MISDEAL_OFFER
            self.seat_ = self.misdeal_queue[0]
            return []
        return self._start_auction()

    def _misdeal_answer(self, action: Action) -> list[Event]:
        """The asked seat declares a misdeal, and the deal is redealt, or keeps his hand."""
        seat = self.misdeal_queue.pop(0)
        if isinstance(action, DeclareMisdeal):
            declared = self._misdeal_declared(seat)
            return [declared, self._end_without_play("redeal", declared.rule_id)]
        return self._offer_misdeal()

    def side_totals(self) -> tuple[int, int]:
        """(declarer side, coalition) point cards so far; discarded point cards count for the
        coalition (N-END-1, N-KIT-4; R-END-1, R-KIT-2)."""
        by_seat = self.points_by_seat
        side = by_seat[self.declarer] + sum(by_seat[a] for a in self.adjutants)
        return side, sum(by_seat) - side + self.discarded_points()

    def _revealed(self) -> dict[str, Any]:
        """The cards that become public at the end of the deal (N-END-7)."""
        return {
            "hands": [[card_code(c) for c in self.hand(s)] for s in range(self.players)],
            "kitty": [card_code(c) for c in self.kitty],
            "discards": [card_code(c) for c in self.discards],
            "adjutants": list(self.adjutants),
        }

    def _end_without_play(self, outcome: str, rule_id: str) -> Event:
        """End the deal unplayed: ``outcome`` (a redeal, say) scores nothing (``rule_id``)."""
        self.phase_ = OVER
        self._result = DealResult(outcome, (0,) * self.players, {"rule_id": rule_id})
        return DealEnded(self._result, self._revealed())
