"""Team cards (組決めカード, R-VAR-8): face-down cards decide the sides, no adjutant call.

Once the Rettler is known (the contract is settled) every other player gets a face-down team
card, "Rettler side" or "coalition" (six players: 2 and 3). D-30 (U-17: the book gives six
players only): as many "Rettler side" cards as the contract allows adjutants (R-BID-2; five
players: the one or two of the bid), the rest "coalition". There is no adjutant call: the
Rettler takes the kitty at once (R-KIT-1) and discards. A player may look at his card only
after he has won a round; unopened cards are turned after the last round. The seats with a
"Rettler side" card are the adjutants for the result and the score (R-SCORE as it is).

DECISIONs where the book is silent: a player looks at his card as soon as he has won his
first round (looking only gives information, so the engine does not ask); the cards are
shuffled with the deal's rng right after the deal (``team_order``) so that a deal replays
exactly; the Rettler never learns the sides before the end (nothing in the rules reveals
them: playing a card reveals nobody).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from ...actions import Action, CallAdjutant
from ...cards import Card, deal_cards, two_decks
from ...core import OVER
from ...events import DealEnded, Event
from ...text import said
from .actions import EndAdjutantCall
from .events import (
    COALITION,
    DECLARER_SIDE,
    RoundWon,
    TeamCardLooked,
    TeamCardsDealt,
    TeamCardsTurned,
)
from .params import RettlerRules
from .state import RettlerState
from .view import RettlerView


class TeamCardsState(RettlerState):
    """A Rettler deal under R-VAR-8 (``rules.team_cards``)."""

    __slots__ = ("looked", "team_order", "team_sides")

    def __init__(
        self,
        rules: RettlerRules,
        hands: Sequence[Sequence[Card]],
        kitty: Sequence[Card],
        *,
        team_order: Sequence[int] | None = None,
        dealer: int = 0,
        opening_seat: int | None = None,
        check: bool = True,
        auction: bool = True,
    ) -> None:
        if not rules.team_cards:
            raise ValueError("team_cards: these rules have no team cards (R-VAR-8)")
        players = len(hands)
        order = tuple(range(players - 1)) if team_order is None else tuple(team_order)
        if sorted(order) != list(range(players - 1)):
            raise ValueError(
                f"team_order: the {players - 1} team cards as a permutation of 0..{players - 2} "
                "(R-VAR-8)"
            )
        #: the shuffled team cards: the i-th seat after the Rettler gets card ``order[i]``;
        #: cards below the adjutants allowed say "Rettler side"
        self.team_order = order
        #: seat -> True for a "Rettler side" card, False for "coalition", None for the Rettler
        #: (empty until the Rettler is known)
        self.team_sides: tuple[bool | None, ...] = ()
        #: the seats that have looked at their card (public: others see that he looked)
        self.looked: tuple[int, ...] = ()
        super().__init__(
            rules,
            hands,
            kitty,
            dealer=dealer,
            opening_seat=opening_seat,
            check=check,
            auction=auction,
        )

    @classmethod
    def deal_team(
        cls,
        rules: RettlerRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        opening_seat: int | None = None,
    ) -> TeamCardsState:
        """Deal two decks (R-DEAL-1), then shuffle the team cards with the same ``rng``."""
        hands, kitty = deal_cards(two_decks(), players, rules.hand_size(players), rng)
        order = list(range(players - 1))
        rng.shuffle(order)
        return cls(
            rules,
            hands,
            kitty,
            team_order=order,
            dealer=dealer,
            opening_seat=opening_seat,
            check=False,
        )

    # --- the team cards ----------------------------------------------------------------
    def _settle(
        self, declarer: int, count: int, trump: str, allowed: int, *, reverse: bool = False
    ) -> list[Event]:
        events = super()._settle(declarer, count, trump, allowed, reverse=reverse)
        n = self.players
        sides: list[bool | None] = [None] * n
        rettler_side = min(allowed, n - 1)
        for i, card in enumerate(self.team_order):
            sides[(declarer + 1 + i) % n] = card < rettler_side
        self.team_sides = tuple(sides)
        others = tuple((declarer + 1 + i) % n for i in range(n - 1))
        events.append(TeamCardsDealt(declarer, others, rettler_side))
        events.extend(self._end_call())  # no adjutant call: the Rettler takes the kitty
        return events

    def _start_play(self) -> list[Event]:
        events = super()._start_play()
        self.adjutants = tuple(s for s, side in enumerate(self.team_sides) if side)
        return events

    def side_of(self, seat: int) -> str | None:
        side = self.team_sides[seat] if self.team_sides else None
        return None if side is None else DECLARER_SIDE if side else COALITION

    def _follow(self, card: Card) -> list[Event]:
        rounds = len(self.completed)
        events = super()._follow(card)
        if len(self.completed) == rounds:
            return events
        at = next(i for i, e in enumerate(events) if isinstance(e, RoundWon)) + 1
        winner = self.completed[-1].winner
        if winner != self.declarer and winner not in self.looked:
            self.looked = (*self.looked, winner)
            events.insert(at, TeamCardLooked(winner, self.side_of(winner)))
            at += 1
        if self.phase_ == OVER:  # unopened cards are turned after the last round
            events.insert(at, TeamCardsTurned(tuple(self.side_of(s) for s in range(self.players))))
        return events

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        why = super().explain_illegal(action)
        if why is not None and isinstance(action, CallAdjutant | EndAdjutantCall):
            return "R-VAR-8", said("there is no adjutant call: the team cards decide the sides")
        return why

    def finish(self) -> Event:
        event = super().finish()
        assert isinstance(event, DealEnded) and self._result is not None
        sides = [self.side_of(s) for s in range(self.players)]
        self._result.detail["team_cards"] = sides
        event.revealed["team_cards"] = sides
        return event

    # --- what the seats see ----------------------------------------------------------------
    def view_for(self, seat: int) -> RettlerView:
        view = super().view_for(seat)
        if not self.team_sides:
            return view
        over = self.phase_ == OVER
        mine = self.side_of(seat) if over or seat in self.looked else None
        return replace(
            view,
            is_adjutant=mine == DECLARER_SIDE,
            known_adjutants=self.adjutants if over else (),
            team_card=mine,
            team_cards_looked=self.looked,
            team_cards=tuple(self.side_of(s) for s in range(self.players)) if over else (),
        )


__all__ = ["TeamCardsState"]
