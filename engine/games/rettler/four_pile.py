"""Four-pile three-player Rettler (4配り3レットラー, rettler.md R-VAR-3, [B 6.1.3]).

Napoleon's four-pile game (N-VAR-3, ``engine/games/napoleon/four_pile.py``) with both decks:
all 108 cards are dealt into four face-down piles of 27 (no middle card: "the cards are all
dealt"). In playing order from the opening bidder each player takes one pile, unseen, as his
hand; the fourth stays face down. The auction follows (minimum count 23, D-30), then the
adjutant call — one adjutant, limited by R-ADJ-3 — and the Rettler draws 6 random cards of
the unused pile ("six seems right") as his kitty and discards 6. The other 21 cards of the
unused pile stay out of play and unseen until the end, so nobody knows how many point cards
are in play. Bombs use the four-player thresholds (3 bowers among 6 jacks, D-30). All-take
(R-END-3) is judged over the point cards in play: the Rettler side loses when the coalition
ends with no point card, discards included (D-30).

The 6 drawn positions are chosen with the deal's ``rng`` when the piles are dealt, so a deal
(and a record of it) replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from ...actions import Action, ChoosePile
from ...cards import DECK_STRIDE, IS_POINT, Card, card_code, cards_in_two_decks, two_decks
from ...core import OVER
from ...deal_log import cards_field, codes, field, seat_field
from ...events import Dealt, Event, KittyDrawn, KittyTaken, PileChosen, PilesDealt
from ...text import said
from .params import FOUR_PILES, TOTAL_POINTS, RettlerRules
from .state import AUCTION, BUST_BREAKERS, LAYOUT_STATES, RettlerState, codes_of
from .two_player import place
from .view import RettlerView

LAYOUT = "four_pile_three"
PILE_CHOICE = "pile_choice"
PILE_SIZE = 27
CHOOSE_ACTIONS: tuple[ChoosePile, ...] = tuple(ChoosePile(p) for p in range(FOUR_PILES))


@dataclass(frozen=True, slots=True)
class FourPileView(RettlerView):
    """A ``RettlerView`` of the four-pile deal. Every pile is face down: a seat sees its own
    hand once it has chosen, never the unused pile (the Rettler sees the 6 kitty cards once
    he takes them, as ``kitty``)."""

    #: per pile 0-3, the seat that took it, or -1 (still free; the unused pile at the end)
    pile_owners: tuple[int, ...] = ()
    #: cards that never come into play and that nobody sees before the end (21)
    unused_count: int = 0
    #: once the deal is over, those cards (instance ids); ``None`` before
    end_unused: tuple[Card, ...] | None = None


class FourPileState(RettlerState):
    """A four-pile deal (R-VAR-3): ``piles`` (4 x 27 instance ids, in dealt order) and
    ``draw``, the 6 positions (0-26) of the unused pile's cards that form the kitty
    whichever pile remains."""

    __slots__ = ("draw", "pile_owners", "piles", "unused_mask")

    def __init__(
        self,
        rules: RettlerRules,
        piles: Sequence[Sequence[Card]],
        draw: Sequence[int],
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
    ) -> None:
        if rules.deal_layout != LAYOUT:
            raise ValueError(
                f"deal_layout: the {rules.name} rules do not use the four-pile deal (R-VAR-3)"
            )
        if check:
            piles = _check_piles(rules, piles, draw)
        self.piles: tuple[tuple[Card, ...], ...] = tuple(tuple(p) for p in piles)
        self.draw: tuple[int, ...] = tuple(draw)
        self.pile_owners: list[int] = [-1] * FOUR_PILES
        self.unused_mask = 0
        super().__init__(
            rules,
            [[], [], []],
            (),
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
            auction=False,
        )
        self.phase_ = PILE_CHOICE  # in playing order from the opening bidder (as N-VAR-3)
        self.seat_ = self.opening_seat

    @classmethod
    def deal(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> FourPileState:
        """Shuffle, lay four piles of 27, and choose with ``rng`` which 6 positions of the
        (yet unknown) unused pile will be drawn."""
        if players != 3:
            raise ValueError(f"the four-pile deal (R-VAR-3) is for 3 players, not {players}")
        order = two_decks()
        rng.shuffle(order)
        piles = [order[i * PILE_SIZE : (i + 1) * PILE_SIZE] for i in range(FOUR_PILES)]
        draw = sorted(rng.sample(range(PILE_SIZE), rules.kitty_size(3)))
        return cls(rules, piles, draw, dealer=dealer, opening_seat=opening_seat, check=False)

    @classmethod
    def from_four_pile_contract(
        cls,
        rules: RettlerRules,
        piles: Sequence[Sequence[Card]],
        draw: Sequence[int],
        *,
        declarer: int,
        count: int,
        trump: str,
    ) -> FourPileState:
        """A deal whose auction is over (records without bidding, tests): seat ``s`` took
        pile ``s``; it starts at the adjutant call."""
        state = cls(
            rules.model_copy(update={"misdeal": False}), piles, list(draw), opening_seat=declarer
        )
        while state.phase_ == PILE_CHOICE:
            state._choose(state.seat_)
        state.rules = rules
        state.bids = []
        state.auction = None
        state._settle(declarer, count, trump, rules.adjutants_allowed[3])
        return state

    @classmethod
    def from_hands(
        cls,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        declarer: int,
        count: int,
        trump: str,
    ) -> FourPileState:
        """A deal at the contract from hands and kitty (a record without ``bidding``): seat
        ``s`` took pile ``s``; the unused pile is the kitty followed by the cards nobody
        holds, which are out of play."""
        size = rules.kitty_size(3)
        if len(hands) != 3 or any(len(h) != PILE_SIZE for h in hands) or len(kitty) != size:
            raise ValueError(f"the four-pile deal (R-VAR-3): 3 hands of 27 and a {size}-card kitty")
        left = [c % DECK_STRIDE for c in two_decks()]
        for c in [*(c for h in hands for c in h), *kitty]:
            if c % DECK_STRIDE not in left:
                raise ValueError(f"{card_code(c)} appears more than twice (R-COMP-1)")
            left.remove(c % DECK_STRIDE)
        piles = [list(h) for h in hands] + [list(kitty) + left]
        return cls.from_four_pile_contract(
            rules, piles, range(size), declarer=declarer, count=count, trump=trump
        )

    def copy(self) -> FourPileState:
        other = super().copy()
        assert isinstance(other, FourPileState)
        for name in FourPileState.__slots__:
            setattr(other, name, getattr(self, name))
        other.pile_owners = self.pile_owners[:]
        return other

    def dealt_event(self) -> Dealt:
        """No hand is dealt yet: the players choose piles first (``opening_events``)."""
        return Dealt(self.dealer, ((), (), ()), self.kitty_size)

    def opening_events(self) -> list[Event]:
        """What the table shows when the deal starts: four face-down piles (R-VAR-3)."""
        return [PilesDealt(self.dealer, FOUR_PILES, PILE_SIZE)]

    # --- the pile choice ----------------------------------------------------------------
    @property
    def unused_pile(self) -> int:
        """The pile nobody took (-1 while the players are still choosing)."""
        return self.pile_owners.index(-1) if self.pile_owners.count(-1) == 1 else -1

    def _compute_legal(self) -> list[Action]:
        if self.phase_ == PILE_CHOICE:
            return [CHOOSE_ACTIONS[p] for p in range(FOUR_PILES) if self.pile_owners[p] < 0]
        return super()._compute_legal()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ == PILE_CHOICE:
            if not isinstance(action, ChoosePile):
                return "R-VAR-3", said("first take one of the face-down piles as your hand")
            if not 0 <= action.pile < FOUR_PILES:
                return "R-VAR-3", said(
                    "there is no pile {pile}; the piles are 1 to {piles}",
                    pile=action.pile + 1,
                    piles=FOUR_PILES,
                )
            if self.pile_owners[action.pile] >= 0:
                return "R-VAR-3", said(
                    "pile {pile} has been taken; choose a free pile", pile=action.pile + 1
                )
            return None
        if isinstance(action, ChoosePile) and self.phase_ != OVER:
            return "R-VAR-3", said("the piles have been chosen")
        return super().explain_illegal(action)

    def _dispatch(self, action: Action) -> list[Event]:
        if self.phase_ == PILE_CHOICE:
            assert isinstance(action, ChoosePile)
            self._legal = None
            return self._choose(action.pile)
        return super()._dispatch(action)

    def _choose(self, pile: int) -> list[Event]:
        seat = self.seat_
        self.pile_owners[pile] = seat
        cards = self.piles[pile]
        hand = 0
        for c in cards:
            hand |= 1 << c
        self.hands[seat] = hand
        events: list[Event] = [PileChosen(seat, pile, tuple(sorted(cards)))]
        if self.pile_owners.count(-1) > 1:
            self.seat_ = (seat + 1) % self.players
            return events
        # every player holds a pile: the kitty-to-be is fixed by ``draw`` (drawn after the
        # adjutant call), the rest of the unused pile never comes into play
        unused = self.piles[self.unused_pile]
        self.kitty = tuple(unused[i] for i in self.draw)
        self.initial_hands = tuple(self.hands)
        mask = 0
        for c in unused:
            mask |= 1 << c
        for c in self.kitty:
            mask &= ~(1 << c)
        self.unused_mask = mask
        self.phase_ = AUCTION
        if self.rules.misdeal:  # R-DEAL-3 on the chosen piles
            order = [(self.opening_seat + i) % 3 for i in range(3)]
            self.misdeal_queue = [
                s for s in order if not codes_of(self.hands[s])[0] & BUST_BREAKERS
            ]
        return events + self._offer_misdeal()

    # --- the kitty: drawn from the unused pile after the adjutant call -------------------
    def _end_call(self) -> list[Event]:
        events = super()._end_call()
        at = next(i for i, e in enumerate(events) if isinstance(e, KittyTaken))
        drawn = KittyDrawn(self.declarer, self.unused_pile, len(self.kitty), self.kitty)
        events.insert(at, drawn)
        return events

    def points_out_of_play(self) -> int:
        return sum(IS_POINT[c % DECK_STRIDE] for c in cards_in_two_decks(self.unused_mask))

    def _revealed(self) -> dict[str, Any]:
        return {
            **super()._revealed(),
            "unused": [card_code(c) for c in cards_in_two_decks(self.unused_mask)],
        }

    def finish(self) -> Event:
        """Rettler scoring (R-END-3 over the point cards in play, D-30); the result says how
        many point cards were in play."""
        event = super().finish()
        assert self._result is not None
        unused = self.points_out_of_play()
        self._result.detail["point_cards_in_play"] = TOTAL_POINTS - unused
        self._result.detail["unused_point_cards"] = unused
        return event

    def view_for(self, seat: int) -> FourPileView:
        over = self.phase_ == OVER
        base = RettlerView.of(self, seat)
        values = {f.name: getattr(base, f.name) for f in fields(RettlerView)}
        return FourPileView(
            **values,
            pile_owners=tuple(self.pile_owners),
            unused_count=PILE_SIZE - self.kitty_size,
            end_unused=tuple(cards_in_two_decks(self.unused_mask)) if over else None,
        )


LAYOUT_STATES[LAYOUT] = FourPileState


def _check_piles(
    rules: RettlerRules, piles: Sequence[Sequence[Card]], draw: Sequence[int]
) -> list[list[Card]]:
    if len(piles) != FOUR_PILES or any(len(p) != PILE_SIZE for p in piles):
        raise ValueError("the four-pile deal has 4 piles of 27 cards (R-VAR-3)")
    placed = place(piles)
    size = rules.kitty_size(3)
    if len(set(draw)) != size or len(draw) != size or not all(0 <= i < PILE_SIZE for i in draw):
        raise ValueError(
            f"draw: {size} different positions of the unused pile, 0 to {PILE_SIZE - 1} (R-VAR-3)"
        )
    return placed


# --- deal data and records ------------------------------------------------------------------


def deal_data(state: FourPileState) -> dict[str, Any]:
    """The deal as laid out: ``piles`` (4 x 27 card codes, in order), ``draw`` (the positions
    drawn from the unused pile), the dealer and the opening seat; a deal set up at the
    contract (seat ``s`` took pile ``s``) keeps its contract too."""
    data: dict[str, Any] = {
        "dealer": state.dealer,
        "opening_seat": state.opening_seat,
        "piles": [codes(p) for p in state.piles],
        "draw": list(state.draw),
    }
    if not state.bids and state.declarer >= 0:
        data["contract"] = {
            "declarer": state.declarer,
            "count": state.count,
            "trump": state.trump,
        }
    return data


def from_deal_data(rules: RettlerRules, players: int, data: dict[str, Any]) -> FourPileState:
    """Inverse of ``deal_data``; bad data raises ``ValueError`` naming the field."""
    if players != 3:
        raise ValueError(f"players: the four-pile deal (R-VAR-3) is for 3 players, not {players}")
    raw = field(data, "piles", list)
    piles = [cards_field(p, f"deal.piles[{i}]") for i, p in enumerate(raw)]
    draw = [int(i) for i in field(data, "draw", list) if isinstance(i, int)]
    dealer = seat_field(data, "dealer", players)
    opening = seat_field(data, "opening_seat", players)
    try:
        placed = _check_piles(rules, piles, draw)
    except ValueError as exc:
        raise ValueError(f"deal: {exc}") from None
    if "contract" in data:
        c = dict(field(data, "contract", dict))
        trump = field(c, "trump", str)
        if trump not in rules.trump_priority:
            raise ValueError(f"deal.contract.trump: {trump!r} is not a trump of these rules")
        return FourPileState.from_four_pile_contract(
            rules,
            placed,
            draw,
            declarer=seat_field(c, "declarer", players),
            count=int(field(c, "count", int)),
            trump=trump,
        )
    return FourPileState(rules, placed, draw, dealer=dealer, opening_seat=opening, check=False)


__all__ = [
    "CHOOSE_ACTIONS",
    "PILE_CHOICE",
    "FourPileState",
    "FourPileView",
    "deal_data",
    "from_deal_data",
]
