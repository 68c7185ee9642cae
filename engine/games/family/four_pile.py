"""The four-pile deal for three players, written once (N-VAR-3; R-VAR-3 with both decks,
[B 6.1.3]): each player takes a face-down pile unseen; after the call the declarer draws
the cards at ``draw`` of the unused pile (chosen with the deal's rng, so a record replays);
the rest of that pile stays out of play, unseen."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple, Self

from ...actions import Action, ChoosePile
from ...cards import Card, card_code
from ...core import OVER
from ...deal_log import cards_field, codes, field, seat_field
from ...events import Dealt, Event, KittyDrawn, KittyTaken, PileChosen, PilesDealt
from ...text import said
from .phase import ExtraPhase, mask_of_ids

LAYOUT = "four_pile_three"
PILE_CHOICE = "pile_choice"
PILES = 4
CHOOSE_ACTIONS: tuple[ChoosePile, ...] = tuple(ChoosePile(p) for p in range(PILES))


class FourPileDeal(ExtraPhase):
    """The pile choice (in playing order from the opening bidder) before the auction."""

    __slots__ = ()

    RULE_ID: ClassVar[str]
    PILE_SIZE: ClassVar[int]
    TOTAL_POINTS: ClassVar[int]
    EXTRA_PHASE = PILE_CHOICE
    EXTRA_ACTION = ChoosePile
    #: the contract's fields a deal set up at the contract keeps in its data
    CONTRACT_FIELDS: ClassVar[tuple[str, ...]] = ("declarer", "count", "trump")

    piles: tuple[tuple[Card, ...], ...]
    draw: tuple[int, ...]
    #: per pile, the seat that took it, or -1 (still free; the unused pile at the end)
    pile_owners: list[int]
    unused_mask: int
    initial_hands: tuple[int, ...]
    opening_seat: int
    dealer: int
    kitty_size: int
    bids: list[tuple[int, Action]]

    @classmethod
    def shuffled_piles(
        cls, deck: list[Card], drawn: int, players: int, rng: random.Random
    ) -> tuple[list[Card], list[list[Card]], list[int]]:
        """The shuffled deck, its four piles and the ``drawn`` positions of the unused pile."""
        if players != 3:
            raise ValueError(f"the four-pile deal ({cls.RULE_ID}) is for 3 players, not {players}")
        rng.shuffle(deck)
        size = cls.PILE_SIZE
        piles = [deck[i * size : (i + 1) * size] for i in range(PILES)]
        return deck, piles, sorted(rng.sample(range(size), drawn))

    def _check_four_pile(self, rules: Any) -> None:
        if rules.deal_layout != LAYOUT:
            rule = self.RULE_ID
            raise ValueError(
                f"deal_layout: the {rules.name} rules do not use the four-pile deal ({rule})"
            )

    def _lay_piles(self, piles: Sequence[Sequence[Card]], draw: Sequence[int]) -> None:
        self.piles = tuple(tuple(p) for p in piles)
        self.draw = tuple(draw)
        self.pile_owners = [-1] * PILES
        self.unused_mask = 0

    def copy(self) -> Self:
        other = super().copy()
        for name in ("draw", "piles", "unused_mask"):  # immutable values: shared
            setattr(other, name, getattr(self, name))
        other.pile_owners = self.pile_owners[:]
        return other

    # --- hooks (Napoleon's middle card joins the kitty undrawn) -------------------------
    def _kitty_of(self, unused: Sequence[Card]) -> tuple[Card, ...]:
        return tuple(unused[i] for i in self.draw)

    def _drawn(self) -> tuple[Card, ...]:
        return self.kitty

    def _drawn_count(self) -> int:
        return self.kitty_size

    def _piles_chosen(self) -> list[Event]:
        """Every player holds a pile: the misdeal offers, then the auction."""
        raise NotImplementedError

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, tuple(() for _ in range(self.players)), self.kitty_size)

    def opening_events(self) -> list[Event]:
        return [PilesDealt(self.dealer, PILES, self.PILE_SIZE)]

    @property
    def unused_pile(self) -> int:
        """The pile nobody took (-1 while the players are still choosing)."""
        return self.pile_owners.index(-1) if self.pile_owners.count(-1) == 1 else -1

    @property
    def unused_count(self) -> int:
        """Cards that never come into play and that nobody sees before the end."""
        return self.PILE_SIZE - self._drawn_count()

    # --- the pile choice --------------------------------------------------------------
    def _extra_legal(self) -> list[Action]:
        return [CHOOSE_ACTIONS[p] for p in range(PILES) if self.pile_owners[p] < 0]

    def _extra_problem(self, action: Action) -> tuple[str, str] | None:
        rule = self.RULE_ID
        if self.phase_ != PILE_CHOICE:
            return rule, said("the piles have been chosen")
        if not isinstance(action, ChoosePile):
            return rule, said("first take one of the face-down piles as your hand")
        if not 0 <= action.pile < PILES:
            return rule, said(
                "there is no pile {pile}; the piles are 1 to {piles}",
                pile=action.pile + 1,
                piles=PILES,
            )
        if self.pile_owners[action.pile] >= 0:
            return rule, said(
                "pile {pile} has been taken; choose a free pile", pile=action.pile + 1
            )
        return None

    def _extra_move(self, action: Action) -> list[Event]:
        assert isinstance(action, ChoosePile)
        return self._choose(action.pile)

    def _choose(self, pile: int) -> list[Event]:
        seat = self.seat_
        self.pile_owners[pile] = seat
        cards = self.piles[pile]
        self.hands[seat] = mask_of_ids(cards)
        events: list[Event] = [PileChosen(seat, pile, tuple(sorted(cards)))]
        if self.pile_owners.count(-1) > 1:
            self.seat_ = (seat + 1) % self.players
            return events
        # the kitty-to-be is fixed by ``draw``; the rest of the unused pile stays out of play
        unused = self.piles[self.unused_pile]
        self.kitty = self._kitty_of(unused)
        self.initial_hands = tuple(self.hands)
        self.unused_mask = mask_of_ids(unused) & ~mask_of_ids(self.kitty)
        return events + self._piles_chosen()

    # --- the rest of the deal ---------------------------------------------------------
    def _with_kitty_drawn(self, events: list[Event]) -> list[Event]:
        """The declarer draws from the unused pile just before he takes the kitty."""
        at = next(i for i, e in enumerate(events) if isinstance(e, KittyTaken))
        drawn = self._drawn()
        events.insert(at, KittyDrawn(self.declarer, self.unused_pile, len(drawn), drawn))
        return events

    def _revealed(self) -> dict[str, Any]:
        return {
            **super()._revealed(),
            "unused": [card_code(c) for c in self.cards_of(self.unused_mask)],
        }

    def finish(self) -> Event:
        """All-take is judged over the point cards in play: the result says how many."""
        event = super().finish()
        assert self._result is not None
        unused = self.points_out_of_play()
        self._result.detail["point_cards_in_play"] = self.TOTAL_POINTS - unused
        self._result.detail["unused_point_cards"] = unused
        return event

    def view_fields(self, seat: int) -> dict[str, Any]:
        over = self.phase_ == OVER
        return {
            "pile_owners": tuple(self.pile_owners),
            "unused_count": self.unused_count,
            "end_unused": tuple(self.cards_of(self.unused_mask)) if over else None,
        }

    # --- deal data --------------------------------------------------------------------
    def layout_data(self, **extra: Any) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "opening_seat": self.opening_seat,
            "piles": [codes(p) for p in self.piles],
            **extra,
            "draw": list(self.draw),
        }

    def deal_data(self) -> dict[str, Any]:
        """The deal as laid out; a deal set up at the contract keeps its contract too."""
        data = self.layout_data()
        if not self.bids and self.declarer >= 0:
            data["contract"] = {k: getattr(self, k) for k in self.CONTRACT_FIELDS}
        return data


def check_layout(
    piles: Sequence[Sequence[Card]], pile_size: int, draw: Sequence[int], drawn: int, rule: str
) -> None:
    if len(piles) != PILES or any(len(p) != pile_size for p in piles):
        raise ValueError(f"the four-pile deal has 4 piles of {pile_size} cards ({rule})")
    if len(set(draw)) != drawn or len(draw) != drawn or not all(0 <= i < pile_size for i in draw):
        raise ValueError(
            f"draw: {drawn} different positions of the unused pile, 0 to {pile_size - 1} ({rule})"
        )


class LayoutData(NamedTuple):
    piles: list[list[Card]]
    draw: list[int]
    dealer: int
    opening_seat: int
    #: the contract of a deal set up at the contract (seat ``s`` took pile ``s``), or None
    contract: dict[str, Any] | None


def read_layout(
    data: dict[str, Any],
    players: int,
    trumps: Sequence[str],
    rule: str,
    check: Callable[[list[list[Card]], list[int]], list[list[Card]]],
    read_extra: Callable[[], object] = lambda: None,
) -> LayoutData:
    """The inverse of ``layout_data``; ``read_extra`` reads the game's own fields, ``check``
    validates the piles. Bad data raises ``ValueError`` naming the field."""
    if players != 3:
        raise ValueError(f"players: the four-pile deal ({rule}) is for 3 players, not {players}")
    raw = field(data, "piles", list)
    piles = [cards_field(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
    read_extra()
    draw = [int(i) for i in field(data, "draw", list) if isinstance(i, int)]
    dealer = seat_field(data, "dealer", players)
    opening = seat_field(data, "opening_seat", players)
    try:
        piles = check(piles, draw)
    except ValueError as exc:
        raise ValueError(f"deal: {exc}") from None
    contract = None
    if "contract" in data:
        c = dict(field(data, "contract", dict))
        trump = field(c, "trump", str)
        if trump not in trumps:
            raise ValueError(f"deal.contract.trump: {trump!r} is not a trump of these rules")
        contract = {
            "declarer": seat_field(c, "declarer", players),
            "count": int(field(c, "count", int)),
            "trump": trump,
            "reverse": bool(c.get("reverse", False)),
        }
    return LayoutData(piles, draw, dealer, opening, contract)
