"""Four-pile three-player Rettler (4配り3レットラー, R-VAR-3, [B 6.1.3]): the family's
four-pile deal (``family/four_pile.py``) with all 108 cards in four piles of 27; auction from
23 (D-30), one adjutant (R-ADJ-3), and the Rettler draws 6 of the unused pile as his kitty
("six seems right"). Bombs use the four-player thresholds, and all-take is judged over the
point cards in play, discards included (D-30)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from ...cards import DECK_STRIDE, IS_POINT, Card, card_code, cards_in_two_decks, two_decks
from ...events import Event
from ..family.four_pile import (
    LAYOUT,
    PILE_CHOICE,
    FourPileDeal,
    check_layout,
    read_layout,
)
from .params import TOTAL_POINTS, RettlerRules
from .state import AUCTION, BUST_BREAKERS, LAYOUT_STATES, RettlerState, codes_of
from .two_player import place
from .view import RettlerView

PILE_SIZE = 27


@dataclass(frozen=True, slots=True)
class FourPileView(RettlerView):
    """Every pile face down; ``end_unused``: the unused cards once the deal is over."""

    pile_owners: tuple[int, ...] = ()
    unused_count: int = 0
    end_unused: tuple[Card, ...] | None = None


class FourPileState(FourPileDeal, RettlerState):
    """R-VAR-3: ``piles`` (4 x 27 instance ids) and ``draw`` (6 positions of 0-26)."""

    __slots__ = ("draw", "pile_owners", "piles", "unused_mask")
    RULE_ID = "R-VAR-3"
    PILE_SIZE = PILE_SIZE
    TOTAL_POINTS = TOTAL_POINTS

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
        self._check_four_pile(rules)
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
        _, piles, draw = cls.shuffled_piles(two_decks(), rules.kitty_size(3), players, rng)
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
        """A deal at the adjutant call: seat ``s`` took pile ``s``."""
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
        """As ``from_four_pile_contract``, the unused pile being the kitty and the cards
        nobody holds."""
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

    def _piles_chosen(self) -> list[Event]:
        self.phase_ = AUCTION
        if self.rules.misdeal:  # R-DEAL-3 on the chosen piles
            order = [(self.opening_seat + i) % 3 for i in range(3)]
            self.misdeal_queue = [
                s for s in order if not codes_of(self.hands[s])[0] & BUST_BREAKERS
            ]
        return self._offer_misdeal()

    def _end_call(self) -> list[Event]:
        return self._with_kitty_drawn(super()._end_call())

    def points_out_of_play(self) -> int:
        return sum(IS_POINT[c % DECK_STRIDE] for c in cards_in_two_decks(self.unused_mask))

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


def from_deal_data(rules: RettlerRules, players: int, data: dict[str, Any]) -> FourPileState:

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
