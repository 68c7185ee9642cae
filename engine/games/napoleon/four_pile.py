"""Four-pile three-player Napoleon (4配り3ナポレオン, N-VAR-3, [B 6.1.3]).

The dealer lays four face-down piles of 13 and one card in the middle. In playing order from
the opening bidder (DECISION) each player takes one pile, unseen, as his hand; the fourth pile
stays face down. The auction follows (3-player rules, minimum count 13, DECISION). After the
adjutant call the Napoleon takes the middle card and 4 random cards of the unused pile (the
kitty of N-KIT-1, 5 cards) and discards 5. The other 9 cards of the unused pile stay out of
play and unseen until the end, so nobody knows how many point cards are in play, and the
named adjutant card may be among them (then the Napoleon plays alone without knowing it).
All-take (N-END-3) is the book's rule over the point cards in play: the Napoleon side loses
when the coalition ends with no point card, discards included (DECISION).

``FourPileState`` is a ``NapoleonState`` with one more phase, ``pile_choice``, before the
misdeal offers and the auction. The 4 drawn positions are chosen with the deal's ``rng``
when the piles are dealt, so a deal (and a record of it) replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...actions import Action, ChoosePile
from ...cards import (
    BIT,
    MIGHTY,
    Card,
    card_code,
    cards_in,
    mask_of,
    napoleon_deck,
)
from ...core import OVER
from ...deal_log import cards_field, codes, field, seat_field
from ...events import Dealt, Event, KittyDrawn, KittyTaken, PileChosen, PilesDealt
from ...text import said
from .params import NapoleonRules
from .state import AUCTION, DISCARD, LAYOUT_STATES, NapoleonState
from .view import NapoleonView

if TYPE_CHECKING:
    from ...record import Node, Seats

PILE_CHOICE = "pile_choice"
PILES = 4
PILE_SIZE = 13
#: cards the Napoleon draws from the unused pile to the middle card ([B 6.1.3]: 4 of them)
DRAWN = 4
CHOOSE_ACTIONS: tuple[ChoosePile, ...] = tuple(ChoosePile(p) for p in range(PILES))
FULL_DECK = mask_of(napoleon_deck())


@dataclass(frozen=True, slots=True)
class FourPileView(NapoleonView):
    """A ``NapoleonView`` of the four-pile deal. Every pile is face down: a seat sees its
    own hand once it has chosen, never the middle card or the unused pile (the Napoleon sees
    the 5 kitty cards once he takes them, as ``kitty``)."""

    #: per pile 0-3, the seat that took it, or -1 (still free; the unused pile at the end)
    pile_owners: tuple[int, ...] = ()
    #: cards that never come into play and that nobody sees before the end (9)
    unused_count: int = 0
    #: once the deal is over, those cards (N-END-7); ``None`` before
    end_unused: tuple[Card, ...] | None = None


class FourPileState(NapoleonState):
    """A four-pile deal (N-VAR-3): ``piles`` (4 x 13 cards, in dealt order), the ``middle``
    card and ``draw``, the 4 positions (0-12) of the unused pile's cards that go to the kitty
    whichever pile remains."""

    __slots__ = ("draw", "middle", "pile_owners", "piles", "unused_mask")

    def __init__(
        self,
        rules: NapoleonRules,
        piles: Sequence[Sequence[Card]],
        middle: Card,
        draw: Sequence[int],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        if rules.deal_layout != "four_pile_three":
            raise ValueError(
                f"deal_layout: the {rules.name} rules do not use the four-pile deal (N-VAR-3)"
            )
        self.piles: tuple[tuple[Card, ...], ...] = tuple(tuple(p) for p in piles)
        self.middle = middle
        self.draw: tuple[int, ...] = tuple(draw)
        self.pile_owners: list[int] = [-1] * PILES
        self.unused_mask = 0
        if check:
            _check_piles(self.piles, middle, self.draw)
        # the hands stay empty until the piles are chosen (``_begin`` opens the choice)
        super().__init__(
            rules, [[], [], []], (), dealer=dealer, opening_seat=opening_seat, check=False
        )

    @classmethod
    def deal(
        cls,
        rules: NapoleonRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> FourPileState:
        """Shuffle, lay four piles of 13 and the middle card, and choose with ``rng`` which 4
        positions of the (yet unknown) unused pile will be drawn."""
        if players != 3:
            raise ValueError(f"the four-pile deal (N-VAR-3) is for 3 players, not {players}")
        order = napoleon_deck()
        rng.shuffle(order)
        piles = [order[i * PILE_SIZE : (i + 1) * PILE_SIZE] for i in range(PILES)]
        draw = sorted(rng.sample(range(PILE_SIZE), DRAWN))
        return cls(
            rules,
            piles,
            order[PILES * PILE_SIZE],
            draw,
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
        )

    @classmethod
    def from_contract(
        cls,
        rules: NapoleonRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        declarer: int,
        count: int,
        trump: str,
        reverse: bool = False,
    ) -> FourPileState:
        """A deal whose auction is over (a record without ``bidding``, tests): seat ``s``
        took pile ``s``; the unused pile is the kitty's last 4 cards followed by the 9 cards
        nobody holds, and the kitty's first card is the middle card."""
        if len(hands) != 3 or len(kitty) != DRAWN + 1:
            raise ValueError("the four-pile deal (N-VAR-3): 3 hands of 13 and a 5-card kitty")
        rest = cards_in(FULL_DECK & ~mask_of(c for h in hands for c in h) & ~mask_of(kitty))
        piles = [list(h) for h in hands] + [list(kitty[1:]) + rest]
        state = cls(
            rules.model_copy(update={"misdeal": "none"}),
            piles,
            kitty[0],
            range(DRAWN),
            opening_seat=declarer,
        )
        while state.phase_ == PILE_CHOICE:
            state._choose(state.seat_)
        state.rules = rules
        state._settle(declarer, count, trump, reverse=reverse, forced=False)
        return state

    def copy(self) -> FourPileState:
        other = super().copy()
        assert isinstance(other, FourPileState)
        for name in FourPileState.__slots__:
            setattr(other, name, getattr(self, name))
        other.pile_owners = self.pile_owners[:]
        return other

    def dealt_event(self) -> Dealt:
        """No hand is dealt yet: the players choose piles first (``opening_events``)."""
        return Dealt(self.dealer, tuple(() for _ in range(self.players)), self.kitty_size)

    def opening_events(self) -> list[Event]:
        """What the table shows when the deal starts: four face-down piles and the middle
        card (N-VAR-3)."""
        return [PilesDealt(self.dealer, PILES, PILE_SIZE)]

    # --- the pile choice (N-VAR-3) ----------------------------------------------------
    def _begin(self) -> None:
        if self.pile_owners.count(-1) != 1:
            self.phase_ = PILE_CHOICE  # DECISION: in playing order from the opening bidder
            self.seat_ = self.opening_seat
            return
        super()._begin()

    @property
    def unused_pile(self) -> int:
        """The pile nobody took (-1 while the players are still choosing)."""
        return self.pile_owners.index(-1) if self.pile_owners.count(-1) == 1 else -1

    def legal_actions(self) -> Sequence[Action]:
        if self.phase_ == PILE_CHOICE:
            return [CHOOSE_ACTIONS[p] for p in range(PILES) if self.pile_owners[p] < 0]
        return super().legal_actions()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ == PILE_CHOICE:
            if not isinstance(action, ChoosePile):
                return "N-VAR-3", said("first take one of the face-down piles as your hand")
            if not 0 <= action.pile < PILES:
                return "N-VAR-3", said(
                    "there is no pile {pile}; the piles are 1 to {piles}",
                    pile=action.pile + 1,
                    piles=PILES,
                )
            if self.pile_owners[action.pile] >= 0:
                return "N-VAR-3", said(
                    "pile {pile} has been taken; choose a free pile", pile=action.pile + 1
                )
            return None
        if isinstance(action, ChoosePile) and self.phase_ != OVER:
            return "N-VAR-3", said("the piles have been chosen")
        return super().explain_illegal(action)

    def _dispatch(self, action: Action) -> list[Event]:
        if self.phase_ == PILE_CHOICE:
            assert isinstance(action, ChoosePile)
            return self._choose(action.pile)
        return super()._dispatch(action)

    def _choose(self, pile: int) -> list[Event]:
        seat = self.seat_
        self.pile_owners[pile] = seat
        hand = mask_of(self.piles[pile])
        self.hands[seat] = hand
        events: list[Event] = [PileChosen(seat, pile, tuple(cards_in(hand)))]
        if self.pile_owners.count(-1) > 1:
            self.seat_ = (seat + 1) % self.players
            return events
        # every player holds a pile: the kitty-to-be is fixed by ``draw`` (drawn after the
        # adjutant call), the rest of the unused pile never comes into play
        unused = self.piles[self.unused_pile]
        self.kitty = (self.middle, *(unused[i] for i in self.draw))
        self.initial_hands = tuple(self.hands)
        self.unused_mask = mask_of(unused) & ~mask_of(self.kitty)
        self._begin()  # the misdeal offers (N-MIS-3), then the auction
        return events

    # --- the rest of the deal ---------------------------------------------------------
    def _nobody_bid(self) -> list[Event]:
        """N-BID-13 as the book, except step 3: when no player holds the Mighty it lies in
        the middle card or the unused pile, there is no kitty to turn up yet, so the deal is
        redealt (DECISION, N-VAR-3)."""
        rules = self.rules
        reverse_next = self.phase_ == AUCTION and self.auction_round == 1 and rules.reverse_all_take
        if rules.no_bid == "annul" or reverse_next:
            return super()._nobody_bid()
        if not any(h & BIT[MIGHTY] for h in self.hands):
            return [self._end_without_play("redeal", "N-VAR-3")]
        return super()._nobody_bid()

    def _call_adjutant(self, card: Card) -> list[Event]:
        events = super()._call_adjutant(card)
        if self.phase_ == DISCARD:  # the last card named: the Napoleon makes the kitty
            at = next(i for i, e in enumerate(events) if isinstance(e, KittyTaken))
            drawn = KittyDrawn(self.declarer, self.unused_pile, DRAWN, self.kitty[1:])
            events.insert(at, drawn)
        return events

    def out_of_play(self) -> int:
        return self.unused_mask

    def _revealed(self) -> dict[str, Any]:
        return {
            **super()._revealed(),
            "unused": [card_code(c) for c in cards_in(self.unused_mask)],
        }

    def finish(self) -> Event:
        """Book scoring (N-END-3 over the point cards in play); the result says how many
        point cards were in play."""
        event = super().finish()
        assert self._result is not None
        unused = self.points_out_of_play()
        self._result.detail["point_cards_in_play"] = 20 - unused
        self._result.detail["unused_point_cards"] = unused
        return event

    def view_for(self, seat: int) -> FourPileView:
        over = self.phase_ == OVER
        view = FourPileView.of(
            self,
            seat,
            pile_owners=tuple(self.pile_owners),
            unused_count=PILES * PILE_SIZE + 1 - self.players * self.hand_size - self.kitty_size,
            end_unused=tuple(cards_in(self.unused_mask)) if over else None,
        )
        assert isinstance(view, FourPileView)
        return view


def _check_piles(piles: Sequence[Sequence[Card]], middle: Card, draw: Sequence[int]) -> None:
    if len(piles) != PILES or any(len(p) != PILE_SIZE for p in piles):
        raise ValueError("the four-pile deal has 4 piles of 13 cards (N-VAR-3)")
    cards = [c for p in piles for c in p] + [middle]
    if len(set(cards)) != len(cards) or mask_of(cards) != FULL_DECK:
        raise ValueError(
            "the piles and the middle card must hold every card exactly once (N-COMP-1)"
        )
    if len(set(draw)) != DRAWN or not all(0 <= i < PILE_SIZE for i in draw):
        raise ValueError(
            f"draw: {DRAWN} different positions of the unused pile, 0 to {PILE_SIZE - 1} (N-VAR-3)"
        )


# --- deal data and records ------------------------------------------------------------------


def deal_data(state: FourPileState) -> dict[str, Any]:
    """The deal as laid out: ``piles`` (4 x 13 card codes, in order), ``middle``, ``draw``
    (the positions drawn from the unused pile), the dealer and the opening seat; a deal set
    up at the contract (seat ``s`` took pile ``s``) keeps its contract too."""
    data: dict[str, Any] = {
        "dealer": state.dealer,
        "opening_seat": state.opening_seat,
        "piles": [codes(p) for p in state.piles],
        "middle": card_code(state.middle),
        "draw": list(state.draw),
    }
    if not state.bids and state.declarer >= 0:
        data["contract"] = {
            "declarer": state.declarer,
            "count": state.count,
            "trump": state.trump,
            "reverse": state.reverse,
        }
    return data


def from_deal_data(rules: NapoleonRules, players: int, data: dict[str, Any]) -> FourPileState:
    """Inverse of ``deal_data``; bad data raises ``ValueError`` naming the field."""
    if players != 3:
        raise ValueError(f"players: the four-pile deal (N-VAR-3) is for 3 players, not {players}")
    raw = field(data, "piles", list)
    piles = [cards_field(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
    middle = cards_field([field(data, "middle", str)], "deal.middle")[0]
    draw = [int(i) for i in field(data, "draw", list) if isinstance(i, int)]
    dealer = seat_field(data, "dealer", players)
    opening = seat_field(data, "opening_seat", players)
    try:
        _check_piles(piles, middle, draw)
    except ValueError as exc:
        raise ValueError(f"deal: {exc}") from None
    if "contract" in data:
        c = dict(field(data, "contract", dict))
        trump = field(c, "trump", str)
        if trump not in rules.trump_priority:
            raise ValueError(f"deal.contract.trump: {trump!r} is not a trump of these rules")
        return FourPileState.from_contract(
            rules,
            piles[:3],
            [middle, *(piles[3][i] for i in draw)],
            declarer=seat_field(c, "declarer", players),
            count=int(field(c, "count", int)),
            trump=trump,
            reverse=bool(c.get("reverse", False)),
        )
    return FourPileState(rules, piles, middle, draw, dealer=dealer, opening_seat=opening)


def record_fields(state: FourPileState) -> dict[str, Any]:
    """The record fields of the layout (docs/records.md): ``piles``, ``middle``, ``draw``."""
    return {
        "piles": [codes(p) for p in state.piles],
        "middle": card_code(state.middle),
        "draw": list(state.draw),
    }


def state_from_record(root: Node, rules: NapoleonRules, table: Seats) -> FourPileState:
    """The fresh deal of a record with ``piles``, ``middle`` and ``draw``."""
    piles_node = root.get("piles")
    piles = [p.as_cards() for p in piles_node.as_list()]
    middle = root.get("middle").as_card()
    draw = [n.as_int() for n in root.get("draw").as_list()]
    try:
        _check_piles(piles, middle, draw)
    except ValueError as exc:
        raise piles_node.fail(str(exc)) from None
    return FourPileState(
        rules,
        piles,
        middle,
        draw,
        dealer=table.seat_of(root.get("dealer")),
        opening_seat=table.seat_of(root.get("opening")),
    )


def check_record_deal(
    state: FourPileState, root: Node, seats: list[str], hands: list[list[Card]], kitty: list[Card]
) -> None:
    """After the pile choice the record's ``hands`` and ``kitty`` must be the chosen piles
    and the middle card with the drawn cards (N-VAR-3)."""
    if state.phase_ == PILE_CHOICE:
        raise root.get("bidding").fail("the bidding stops before every pile is chosen (N-VAR-3)")
    for seat, name in enumerate(seats):
        if mask_of(hands[seat]) != state.initial_hands[seat]:
            raise (
                root.get("hands")
                .get(name)
                .fail(
                    f"{name} took pile {state.pile_owners.index(seat) + 1}, "
                    "which holds other cards (N-VAR-3)"
                )
            )
    if mask_of(kitty) != mask_of(state.kitty):
        raise root.get("kitty").fail(
            "the kitty is the middle card and the drawn cards of the unused pile (N-VAR-3): "
            + " ".join(codes(state.kitty))
        )


__all__ = [
    "CHOOSE_ACTIONS",
    "PILE_CHOICE",
    "FourPileState",
    "FourPileView",
    "deal_data",
    "from_deal_data",
]


LAYOUT_STATES["four_pile_three"] = FourPileState  # NapoleonState.deal deals N-VAR-3 here
