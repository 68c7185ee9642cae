"""Four-pile three-player Rettler (4配り3レットラー, rettler.md R-VAR-3, [B 6.1.3]).

Napoleon's four-pile game (N-VAR-3; the family's ``engine/games/family/four_pile.py``, which
both games' deals inherit) with both decks:
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
from ...events import Event
from ..family.four_pile import (
    CHOOSE_ACTIONS,
    LAYOUT,
    PILE_CHOICE,
    FourPileDeal,
    check_layout,
    read_layout,
    shuffled_piles,
)
from .params import TOTAL_POINTS, RettlerRules
from .state import AUCTION, BUST_BREAKERS, LAYOUT_STATES, RettlerState, codes_of
from .two_player import place
from .view import RettlerView

PILE_SIZE = 27


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


class FourPileState(FourPileDeal, RettlerState):
    """A four-pile deal (R-VAR-3): ``piles`` (4 x 27 instance ids, in dealt order) and
    ``draw``, the 6 positions (0-26) of the unused pile's cards that form the kitty
    whichever pile remains."""

    __slots__ = ("draw", "pile_owners", "piles", "unused_mask")
    RULE_ID = "R-VAR-3"
    PILE_SIZE = PILE_SIZE

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
        self._lay_piles(piles, draw)
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
        _, piles, draw = shuffled_piles(two_decks(), PILE_SIZE, rules.kitty_size(3), rng)
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
        self._copy_piles_to(other)
        return other

    # --- what the family's four-pile deal leaves to Rettler (R-VAR-3) ------------------
    def _cards_of(self, mask: int) -> list[Card]:
        return cards_in_two_decks(mask)

    def _piles_chosen(self) -> list[Event]:
        self.phase_ = AUCTION
        if self.rules.misdeal:  # R-DEAL-3 on the chosen piles
            order = [(self.opening_seat + i) % 3 for i in range(3)]
            self.misdeal_queue = [
                s for s in order if not codes_of(self.hands[s])[0] & BUST_BREAKERS
            ]
        return self._offer_misdeal()

    def _compute_legal(self) -> list[Action]:
        if self.phase_ == PILE_CHOICE:
            return self._pile_choices()
        return super()._compute_legal()

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self._about_piles(action):
            return self._pile_problem(action)
        return super().explain_illegal(action)

    def _dispatch(self, action: Action) -> list[Event]:
        if self.phase_ == PILE_CHOICE:
            assert isinstance(action, ChoosePile)
            self._legal = None
            return self._choose(action.pile)
        return super()._dispatch(action)

    # --- the kitty: drawn from the unused pile after the adjutant call -------------------
    def _end_call(self) -> list[Event]:
        return self._with_kitty_drawn(super()._end_call())

    def points_out_of_play(self) -> int:
        return sum(IS_POINT[c % DECK_STRIDE] for c in cards_in_two_decks(self.unused_mask))

    def finish(self) -> Event:
        """Rettler scoring (R-END-3 over the point cards in play, D-30); the result says how
        many point cards were in play."""
        event = super().finish()
        self._note_points_in_play(self.points_out_of_play(), TOTAL_POINTS)
        return event

    def view_for(self, seat: int) -> FourPileView:
        base = RettlerView.of(self, seat)
        values = {f.name: getattr(base, f.name) for f in fields(RettlerView)}
        return FourPileView(**values, **self.view_fields(seat))


LAYOUT_STATES[LAYOUT] = FourPileState


def _check_piles(
    rules: RettlerRules, piles: Sequence[Sequence[Card]], draw: Sequence[int]
) -> list[list[Card]]:
    check_layout(piles, PILE_SIZE, draw, rules.kitty_size(3), "R-VAR-3")
    return place(piles)


# --- deal data and records ------------------------------------------------------------------


def deal_data(state: FourPileState) -> dict[str, Any]:
    """The deal as laid out: ``piles`` (4 x 27 card codes, in order), ``draw`` (the positions
    drawn from the unused pile), the dealer and the opening seat; a deal set up at the
    contract (seat ``s`` took pile ``s``) keeps its contract too."""
    data = state.layout_data()
    if not state.bids and state.declarer >= 0:
        data["contract"] = {
            "declarer": state.declarer,
            "count": state.count,
            "trump": state.trump,
        }
    return data


def from_deal_data(rules: RettlerRules, players: int, data: dict[str, Any]) -> FourPileState:
    """Inverse of ``deal_data``; bad data raises ``ValueError`` naming the field."""

    def check(piles: list[list[Card]], draw: list[int]) -> list[list[Card]]:
        return _check_piles(rules, piles, draw)

    laid = read_layout(data, players, rules.trump_priority, "R-VAR-3", check)
    if laid.contract is not None:
        c = laid.contract
        return FourPileState.from_four_pile_contract(
            rules,
            laid.piles,
            laid.draw,
            declarer=c["declarer"],
            count=c["count"],
            trump=c["trump"],
        )
    return FourPileState(
        rules,
        laid.piles,
        laid.draw,
        dealer=laid.dealer,
        opening_seat=laid.opening_seat,
        check=False,
    )


__all__ = [
    "CHOOSE_ACTIONS",
    "PILE_CHOICE",
    "FourPileState",
    "FourPileView",
    "deal_data",
    "from_deal_data",
]
