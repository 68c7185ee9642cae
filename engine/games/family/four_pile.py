"""The four-pile three-player deal, written once for the family (N-VAR-3; Rettler's R-VAR-3
is the same deal with both decks, [B 6.1.3]).

The dealer lays four face-down piles. In playing order from the opening bidder each player
takes one pile, unseen, as his hand; the fourth pile stays face down. After the adjutant call
the declarer draws some random cards of the unused pile as (part of) his kitty; the rest of
that pile stays out of play and unseen until the end, so nobody knows how many point cards
are in play. The drawn positions are chosen with the deal's ``rng`` when the piles are dealt,
so a deal (and a record of it) replays exactly.

``FourPileDeal`` is the pile choice on top of a game's deal state: Napoleon's and Rettler's
``FourPileState`` inherit from it and from their own state, and say only what differs (the
pile size, Napoleon's middle card, how the auction opens).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple

from ...actions import Action, ChoosePile
from ...cards import Card, card_code
from ...contract import ContractState
from ...core import OVER
from ...deal_log import cards_field, codes, field, seat_field
from ...events import Dealt, Event, KittyDrawn, KittyTaken, PileChosen, PilesDealt
from ...text import said

LAYOUT = "four_pile_three"
PILE_CHOICE = "pile_choice"
PILES = 4
CHOOSE_ACTIONS: tuple[ChoosePile, ...] = tuple(ChoosePile(p) for p in range(PILES))


def mask_of_ids(cards: Sequence[Card]) -> int:
    """The bitmask of card ids, one deck's or two decks' instance ids alike."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


class FourPileDeal(ContractState):
    """The pile choice of a four-pile deal (N-VAR-3, R-VAR-3): ``piles`` (4 piles, in dealt
    order) and ``draw``, the positions of the unused pile's cards that the declarer draws
    whichever pile remains. A game's ``FourPileState`` lists these names in its slots."""

    __slots__ = ()

    #: the game's rule of the four-pile deal, named in its messages
    RULE_ID: ClassVar[str]
    #: cards per pile
    PILE_SIZE: ClassVar[int]

    piles: tuple[tuple[Card, ...], ...]
    draw: tuple[int, ...]
    #: per pile 0-3, the seat that took it, or -1 (still free; the unused pile at the end)
    pile_owners: list[int]
    #: the unused pile's cards that never come into play (a mask)
    unused_mask: int
    initial_hands: tuple[int, ...]
    opening_seat: int
    dealer: int
    kitty_size: int
    bids: list[tuple[int, Action]]
    count: int
    trump: str

    def _lay_piles(self, piles: Sequence[Sequence[Card]], draw: Sequence[int]) -> None:
        self.piles = tuple(tuple(p) for p in piles)
        self.draw = tuple(draw)
        self.pile_owners = [-1] * PILES
        self.unused_mask = 0

    def _copy_piles_to(self, other: FourPileDeal) -> None:
        for name in ("draw", "piles", "unused_mask"):  # immutable values: shared
            setattr(other, name, getattr(self, name))
        other.pile_owners = self.pile_owners[:]

    # --- hooks: what a game's four-pile deal does its own way -------------------------
    def _kitty_of(self, unused: Sequence[Card]) -> tuple[Card, ...]:
        """The kitty-to-be once every pile is taken: the drawn cards of the unused pile."""
        return tuple(unused[i] for i in self.draw)

    def _drawn(self) -> tuple[Card, ...]:
        """The cards the declarer draws from the unused pile (all of his kitty by default)."""
        return self.kitty

    def _drawn_count(self) -> int:
        """How many cards the declarer draws from the unused pile."""
        return self.kitty_size

    def _cards_of(self, mask: int) -> list[Card]:
        """The cards of a mask, in the game's order."""
        raise NotImplementedError

    def _piles_chosen(self) -> list[Event]:
        """Every player holds a pile: open the misdeal offers, then the auction."""
        raise NotImplementedError

    # --- the table --------------------------------------------------------------------
    def dealt_event(self) -> Dealt:
        """No hand is dealt yet: the players choose piles first (``opening_events``)."""
        return Dealt(self.dealer, tuple(() for _ in range(self.players)), self.kitty_size)

    def opening_events(self) -> list[Event]:
        """What the table shows when the deal starts: four face-down piles."""
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
    def _pile_choices(self) -> list[Action]:
        return [CHOOSE_ACTIONS[p] for p in range(PILES) if self.pile_owners[p] < 0]

    def _about_piles(self, action: Action) -> bool:
        """Whether ``action`` is a pile choice or the pile choice is on."""
        return self.phase_ == PILE_CHOICE or (
            isinstance(action, ChoosePile) and self.phase_ != OVER
        )

    def _pile_problem(self, action: Action) -> tuple[str, str] | None:
        """Why ``action`` is not a legal pile choice now (the game's rule ID), if it is not."""
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

    def _choose(self, pile: int) -> list[Event]:
        seat = self.seat_
        self.pile_owners[pile] = seat
        cards = self.piles[pile]
        self.hands[seat] = mask_of_ids(cards)
        events: list[Event] = [PileChosen(seat, pile, tuple(sorted(cards)))]
        if self.pile_owners.count(-1) > 1:
            self.seat_ = (seat + 1) % self.players
            return events
        # every player holds a pile: the kitty-to-be is fixed by ``draw`` (drawn after the
        # adjutant call), the rest of the unused pile never comes into play
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
            "unused": [card_code(c) for c in self._cards_of(self.unused_mask)],
        }

    def _note_points_in_play(self, unused: int, total: int) -> None:
        """The result says how many point cards were in play (all-take is judged over them)."""
        assert self._result is not None
        self._result.detail["point_cards_in_play"] = total - unused
        self._result.detail["unused_point_cards"] = unused

    def view_fields(self, seat: int) -> dict[str, Any]:
        """The four-pile fields of a seat's view: only the owners of the piles are public."""
        over = self.phase_ == OVER
        return {
            "pile_owners": tuple(self.pile_owners),
            "unused_count": self.unused_count,
            "end_unused": tuple(self._cards_of(self.unused_mask)) if over else None,
        }

    # --- deal data --------------------------------------------------------------------
    def layout_data(self, **extra: Any) -> dict[str, Any]:
        """The deal as laid out: ``piles`` (card codes, in order), then ``extra`` (Napoleon's
        ``middle``), ``draw``, the dealer and the opening seat."""
        return {
            "dealer": self.dealer,
            "opening_seat": self.opening_seat,
            "piles": [codes(p) for p in self.piles],
            **extra,
            "draw": list(self.draw),
        }


def shuffled_piles(
    deck: list[Card], pile_size: int, drawn: int, rng: random.Random
) -> tuple[list[Card], list[list[Card]], list[int]]:
    """Shuffle ``deck`` with ``rng``, lay four piles of ``pile_size`` and choose which
    ``drawn`` positions of the (yet unknown) unused pile will be drawn: the shuffled deck,
    the piles and the positions."""
    rng.shuffle(deck)
    piles = [deck[i * pile_size : (i + 1) * pile_size] for i in range(PILES)]
    return deck, piles, sorted(rng.sample(range(pile_size), drawn))


def check_layout(
    piles: Sequence[Sequence[Card]], pile_size: int, draw: Sequence[int], drawn: int, rule: str
) -> None:
    """Four piles of ``pile_size`` and ``drawn`` different positions of the unused pile."""
    if len(piles) != PILES or any(len(p) != pile_size for p in piles):
        raise ValueError(f"the four-pile deal has 4 piles of {pile_size} cards ({rule})")
    if len(set(draw)) != drawn or len(draw) != drawn or not all(0 <= i < pile_size for i in draw):
        raise ValueError(
            f"draw: {drawn} different positions of the unused pile, 0 to {pile_size - 1} ({rule})"
        )


class LayoutData(NamedTuple):
    """The fields of a four-pile deal's data (``FourPileDeal.layout_data``)."""

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
    """The inverse of ``layout_data``: ``read_extra`` reads the game's own fields (after the
    piles, as they are laid out); ``check`` validates the piles and the draw and returns the
    piles to use. Bad data raises ``ValueError`` naming the field."""
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


__all__ = [
    "CHOOSE_ACTIONS",
    "LAYOUT",
    "PILES",
    "PILE_CHOICE",
    "FourPileDeal",
    "LayoutData",
    "check_layout",
    "mask_of_ids",
    "read_layout",
    "shuffled_piles",
]
