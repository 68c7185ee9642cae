"""The play of a Rettler deal (rettler.md §8-§18): rounds led, followed and won, the
adjutants revealed, and the end of the deal with its scores.

``RoundPlay`` is the part of ``state.RettlerState`` (its base class) that runs from the end
of the kitty exchange to the end of the deal (R-PLAY, R-INFO-2, R-END, R-SCORE); the deal,
the auction, the adjutant call and the kitty are in ``state``. Like ``ContractState`` it adds
no ``__slots__``: ``RettlerState`` declares the attributes below. The variants override its
steps (``_take``, ``_lead``, ``_follow``, ``_reveal``, ``finish`` ...) as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...cards import (
    DECK_STRIDE,
    DREAM_OFFSET,
    NO_SUIT,
    Card,
    card_code,
)
from ...contract import ContractState
from ...core import OVER, DealResult
from ...events import (
    AdjutantRevealed,
    CardPlayed,
    DealEnded,
    Event,
)
from ..family.rules import URAKO
from . import urako
from .actions import Lead
from .events import RoundLed, RoundWon
from .params import TOTAL_POINTS, RettlerRules
from .rounds import RoundContext, RoundRules, resolve
from .scoring import (
    count_band,
    deal_scores,
    loss_multiplier,
    outcome_decided,
    win_multiplier,
)


class CompletedRound(NamedTuple):
    """A finished round: public history (R-INFO-1)."""

    first_trick: int
    size: int
    leader: int
    plays: tuple[tuple[int, tuple[Card, ...]], ...]  # (seat, codes) in playing order
    winner: int
    named_suit: int
    point_request: bool
    bomb: bool
    reason: str
    #: R-VAR-6 (Urako): the trump kind the leader declared for the round, else ""
    trump: str = ""


class RoundPlay(ContractState):
    """The play phase and the end of a Rettler deal (see the module's docstring)."""

    __slots__ = ()

    rules: RettlerRules
    players: int
    count: int
    trump: str
    reverse: bool
    adjutants_bid: int
    called: list[Card]
    call_decks: list[int | None]
    round_rules: RoundRules | None
    k: int
    leader: int
    ctx: RoundContext | None
    round_plays: list[tuple[int, tuple[Card, ...]]]
    round_codes: list[tuple[int, ...]]
    partial: list[Card]
    entitled: int
    completed: list[CompletedRound]
    played: list[int]
    point_cards_won: list[list[Card]]
    revealed: set[tuple[int, int]]
    early_stop: bool
    #: instance id -> counts as a point card (``RettlerState.point_instance``)
    point_instance: tuple[bool, ...]

    # --- adjutants (R-ADJ-2, R-VAR-13) -------------------------------------------------
    @property
    def called_mask(self) -> int:
        """The instances whose holder is an adjutant: both copies of a called code, one copy
        of a code called by deck (R-VAR-13)."""
        mask = 0
        decks = self.call_decks
        for i, code in enumerate(self.called):
            deck = decks[i] if i < len(decks) else None
            if deck is None:
                mask |= 1 << code | 1 << code + DECK_STRIDE
            else:
                mask |= 1 << code + DECK_STRIDE * deck
        return mask

    # --- play (R-PLAY) -----------------------------------------------------------------
    def _take(self, seat: int, card: Card) -> Card:
        """Remove one copy of ``card``'s code from ``seat``'s hand (that very copy when an
        instance id is given and held); returns the instance removed."""
        hand = self.hands[seat]
        code = card % DECK_STRIDE
        if not hand >> card & 1:
            card = code if hand >> code & 1 else code + DECK_STRIDE
            if not hand >> card & 1:  # the dream copy (R-VAR-10) goes last
                card = code + DREAM_OFFSET
        self.hands[seat] = hand & ~(1 << card)
        return card

    def _lead(self, action: Lead) -> list[Event]:
        declared: list[Event] = []
        if action.trump is not None:  # R-VAR-6
            declared.append(urako.declare(self, action.trump))
        assert self.round_rules is not None
        seat = self.seat_
        cards = tuple(c % DECK_STRIDE for c in action.cards)
        named = NO_SUIT if action.named_suit is None else action.named_suit
        bomb = len(cards) > 2
        waived = self.entitled == seat and not action.point_request and not bomb
        self.entitled = -1
        self.ctx = self.round_rules.context(
            self.k, len(cards), cards[0], named, action.point_request, bomb
        )
        instances = tuple(self._take(seat, c) for c in action.cards)
        for c in cards:
            self.played[c] += 1
        self.round_plays = [(seat, instances)]
        self.round_codes = [cards]
        self.partial = []
        events: list[Event] = [
            *declared,
            RoundLed(
                seat,
                instances,
                tuple(range(self.k, self.k + len(cards))),
                action.named_suit,
                action.point_request,
                waived,
                bomb,
            ),
        ]
        self._reveal(seat, instances, events)
        self.seat_ = (seat + 1) % self.players
        return events

    def _follow(self, card: Card) -> list[Event]:
        ctx = self.ctx
        assert ctx is not None
        seat = self.seat_
        instance = self._take(seat, card)
        self.partial.append(instance)
        self.played[instance % DECK_STRIDE] += 1
        events: list[Event] = [CardPlayed(seat, instance, self.k)]
        self._reveal(seat, (instance,), events)
        if len(self.partial) < ctx.size:
            return events
        self.round_plays.append((seat, tuple(self.partial)))
        self.round_codes.append(tuple(c % DECK_STRIDE for c in self.partial))
        self.partial = []
        if len(self.round_plays) < self.players:
            self.seat_ = (seat + 1) % self.players
            return events
        events.append(self._finish_round())
        if self.k > self.hand_size or self.early_stop:
            events.append(self.finish())
        return events

    def partial_codes(self) -> list[Card]:
        """The codes the seat to act already played to this round (multi-card follows)."""
        return [c % DECK_STRIDE for c in self.partial]

    def _instances_of(self, position: int, codes: Sequence[Card]) -> tuple[Card, ...]:
        """The instances of ``codes`` among the cards of the round's play ``position``."""
        mine = list(self.round_plays[position][1])
        out = []
        for code in codes:
            instance = next(i for i in mine if i % DECK_STRIDE == code)
            mine.remove(instance)
            out.append(instance)
        return tuple(out)

    def _reveal(self, seat: int, instances: Sequence[Card], events: list[Event]) -> None:
        """R-INFO-2: playing a called code reveals an adjutant (or the Rettler's decoy)."""
        if not self.called:
            return
        called = self.called_mask
        for instance in instances:
            code = instance % DECK_STRIDE
            if called >> instance & 1 and (seat, code) not in self.revealed:
                self.revealed.add((seat, code))
                events.append(AdjutantRevealed(seat, instance, seat == self.declarer))

    def _finish_round(self) -> RoundWon:
        ctx = self.ctx
        assert ctx is not None
        outcome = resolve(ctx, self.round_codes)
        winner = self.round_plays[outcome.position][0]
        is_point = self.point_instance
        points = [i for _, cards in self.round_plays for i in cards if is_point[i]]
        self.points_by_seat[winner] += len(points)
        self.point_cards_won[winner].extend(points)
        k, size = self.k, ctx.size
        self.completed.append(
            CompletedRound(
                k,
                size,
                self.round_plays[0][0],
                tuple(zip((s for s, _ in self.round_plays), self.round_codes, strict=True)),
                winner,
                ctx.named_suit,
                ctx.point_request,
                ctx.bomb,
                outcome.reason,
                self.round_rules.kind if self.trump == URAKO else "",  # type: ignore[union-attr]
            )
        )
        notes = ("R-PLAY-3",) if ctx.edge else ()
        event = RoundWon(
            k,
            winner,
            tuple((s, c) for s, cards in self.round_plays for c in cards),
            outcome.reason,
            outcome.rule_id,
            tuple(points),
            notes,
            tricks=tuple(range(k, k + size)),
            units=tuple(self.round_plays),
            winning_cards=self._instances_of(outcome.position, outcome.unit),
            grants_point_request=outcome.grants_point_request,
        )
        self.k = k + size
        self.ctx = None
        self.round_plays = []
        self.round_codes = []
        self.leader = self.seat_ = winner
        grants = outcome.grants_point_request
        if self.trump == URAKO:  # R-VAR-6: after a double Mighty or double joker only
            grants = urako.end_round(self, outcome)
        self.entitled = winner if grants else -1  # R-LITTLE-1/2
        if self.rules.stop_when_decided and self.k <= self.hand_size:
            side, coalition = self.side_totals()
            self.early_stop = (
                outcome_decided(self.count, side, coalition, reverse=self.reverse) is not None
            )
        return event

    # --- results ---------------------------------------------------------------------
    def discarded_points(self) -> int:
        return sum(self.point_instance[c] for c in self.discards)

    def finish(self) -> Event:
        """End the deal and score it (after the last round or an early stop, R-END)."""
        side, coalition = self.side_totals()
        count = self.count
        if self.reverse:  # R-END-4
            made, all_take = side == 0, False
        else:
            all_take = coalition == 0 and count < TOTAL_POINTS  # R-END-3
            made = side >= count and not all_take
        scores = deal_scores(
            self.rules,
            self.players,
            self.declarer,
            self.adjutants,
            made,
            count,
            self.adjutants_bid,
            side,
            all_take=all_take,
            reverse=self.reverse,
        )
        detail = {
            "declarer": self.declarer,
            "contract": {
                "declarer": self.declarer,
                "count": count,
                "trump": self.trump,
                "adjutants": self.adjutants_bid,
                "reverse": self.reverse,
            },
            "adjutant_cards": [card_code(c) for c in self.called],
            "adjutants": list(self.adjutants),
            "point_cards": list(self.points_by_seat),
            "side_totals": {"declarer_side": side, "coalition": coalition},
            "discarded_points": self.discarded_points(),
            "all_take": all_take,
            "rounds_played": len(self.completed),
            "early_stop": self.early_stop,
        }
        # what the result shows: R-SCORE-2's converted count, the multiplier of T
        # (R-SCORE-3/5; none for a reverse contract or an all-take) and the row of table
        # C.4 it was read from (a loss scored by the printed table only)
        e = self.rules.converted_count(self.players, count, self.adjutants_bid)
        mode = self.rules.loss_multiplier_mode
        lost = not (self.reverse or made or all_take)
        detail["converted_count"] = e
        detail["multiplier"] = (
            None
            if self.reverse or all_take
            else win_multiplier(e)
            if made
            else loss_multiplier(e, side, mode)
        )
        detail["count_band"] = count_band(e) if lost and mode == "table" else None
        self._result = DealResult(
            "declarer_side_wins" if made else "coalition_wins", tuple(scores), detail
        )
        self.phase_ = OVER
        return DealEnded(self._result, self._revealed())

    def describe_contract(self) -> str:
        if self.declarer < 0:
            return "no contract yet"
        if self.reverse:
            return f"reverse all-take {self.trump}"
        two = (
            " (2 adjutants)"
            if self.rules.two_adjutant_bids(self.players) and self.adjutants_bid == 2
            else ""
        )
        return f"{self.trump} {self.count}{two}"
