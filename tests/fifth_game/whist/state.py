"""One whist deal as a state machine: thirteen tricks, follow suit, the turned card's suit
is trump (the rule IDs are those of ``rules.py``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.actions import Action, PlayCard
from engine.cards import SUIT_LETTERS, Card, card_label, make_card
from engine.core import OVER, DealResult, PhaseState, view_basics
from engine.errors import IllegalActionError
from engine.events import CardPlayed, DealEnded, Dealt, Event, TrickWon
from engine.terms import SUITS
from engine.text import Text, said

from .params import WhistRules
from .view import WhistView

PLAYERS = 4
HAND = 13
PLAY = "play"
DECK: tuple[Card, ...] = tuple(make_card(s, r) for s in range(4) for r in range(2, 15))


def suit_of(card: Card) -> int:
    return card // 13


def side_of(seat: int) -> int:
    """W-SEAT-1: partners sit opposite, so the side is the seat's parity."""
    return seat % 2


def trick_winner(plays: Sequence[tuple[int, Card]], trump: int) -> tuple[int, str]:
    """W-TRICK-1: the seat that wins ``plays`` and the reason code (``trump``/``led_suit``)."""
    led = suit_of(plays[0][1])
    trumps = [(card, seat) for seat, card in plays if suit_of(card) == trump]
    if trumps:
        return max(trumps)[1], "trump"
    return max((card, seat) for seat, card in plays if suit_of(card) == led)[1], "led_suit"


class WhistState(PhaseState):
    """A deal in progress. Hands are sorted lists of cards (13 tricks cost nothing)."""

    __slots__ = (
        "_result",
        "completed",
        "dealer",
        "hands",
        "pack",
        "phase_",
        "players",
        "rules",
        "seat_",
        "trick",
        "tricks_by_side",
        "trump",
        "trump_card",
    )

    def __init__(self, rules: WhistRules, pack: Sequence[Card], dealer: int) -> None:
        if sorted(pack) != sorted(DECK):
            raise ValueError("pack: expected the 52 cards once each (W-DEAL-1)")
        if not 0 <= dealer < PLAYERS:
            raise ValueError(f"dealer: a seat 0-3, not {dealer}")
        self.rules = rules
        self.players = PLAYERS
        self.dealer = dealer
        self.pack = tuple(pack)
        # W-DEAL-1: one card at a time from the dealer's left; the dealer gets the last one
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        for i, card in enumerate(self.pack):
            self.hands[(dealer + 1 + i) % PLAYERS].append(card)
        for hand in self.hands:
            hand.sort()
        self.trump_card = self.pack[-1]
        self.trump = suit_of(self.trump_card)
        self.trick: list[tuple[int, Card]] = []
        self.completed: list[TrickWon] = []
        self.tricks_by_side = [0, 0]
        self.phase_ = PLAY
        self.seat_ = (dealer + 1) % PLAYERS  # W-PLAY-1
        self._result: DealResult | None = None

    @classmethod
    def deal(cls, rules: WhistRules, rng: random.Random, dealer: int) -> WhistState:
        pack = list(DECK)
        rng.shuffle(pack)
        return cls(rules, pack, dealer)

    def dealt_event(self) -> Dealt:
        return Dealt(self.dealer, tuple(tuple(h) for h in self.hands), 0)

    # --- the protocol -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self.phase_ == OVER:
            return []
        hand = self.hands[self.seat_]
        if self.trick:
            led = suit_of(self.trick[0][1])
            follow = [c for c in hand if suit_of(c) == led]
            if follow:  # W-PLAY-2
                return [PlayCard(c) for c in follow]
        return [PlayCard(c) for c in hand]

    def explain_illegal(self, action: Action) -> tuple[str, Text] | None:
        if self.phase_ == OVER:
            return "W-END-1", said("the deal is over")
        if not isinstance(action, PlayCard):
            return "W-PLAY-2", said("it is your turn to play a card")
        if action.card not in self.hands[self.seat_]:
            return "W-PLAY-2", said("{card} is not in your hand", card=card_label(action.card))
        if action.named_suit is not None or action.trump is not None:
            return "W-PLAY-2", said("it is your turn to play a card")
        if self.trick:
            led = suit_of(self.trick[0][1])
            has_led = any(suit_of(c) == led for c in self.hands[self.seat_])
            if has_led and suit_of(action.card) != led:
                return "W-PLAY-2", said(
                    "you must follow suit: play a card of {suit}", suit=SUITS[led]
                )
        return None

    def apply(self, action: Action) -> list[Event]:
        refusal = self.explain_illegal(action)
        if refusal is not None:
            raise IllegalActionError(*refusal)
        assert isinstance(action, PlayCard)
        seat = self.seat_
        self.hands[seat].remove(action.card)
        self.trick.append((seat, action.card))
        number = len(self.completed) + 1
        events: list[Event] = [CardPlayed(seat, action.card, number)]
        if len(self.trick) < PLAYERS:
            self.seat_ = (seat + 1) % PLAYERS
            return events
        winner, reason = trick_winner(self.trick, self.trump)
        plays = tuple(self.trick)
        won = TrickWon(number, winner, plays, reason, "W-TRICK-1", ())
        self.completed.append(won)
        self.tricks_by_side[side_of(winner)] += 1
        self.trick = []
        self.seat_ = winner  # W-PLAY-1
        events.append(won)
        if len(self.completed) == HAND:
            self._result = self._score()
            self.phase_ = OVER
            events.append(DealEnded(self._result))
        return events

    def _score(self) -> DealResult:
        """W-SCORE-1: the side over six tricks scores its odd tricks, each partner alike."""
        tricks = tuple(self.tricks_by_side)
        side = 0 if tricks[0] > tricks[1] else 1
        odd = tricks[side] - 6
        scores = tuple(odd if side_of(s) == side else 0 for s in range(PLAYERS))
        detail: dict[str, Any] = {
            "trump": SUIT_LETTERS[self.trump],
            "tricks": list(tricks),
            "winning_side": side,
            "odd_tricks": odd,
        }
        return DealResult("side_wins", scores, detail)

    def view_for(self, seat: int) -> WhistView:
        return WhistView(
            **view_basics(self, seat),
            rules=self.rules,
            dealer=self.dealer,
            hand=tuple(self.hands[seat]),
            hand_sizes=tuple(len(h) for h in self.hands),
            trump=self.trump,
            trump_card=self.trump_card,
            trump_card_out=self._trump_card_played(),
            trick=tuple(self.trick),
            completed=tuple(self.completed),
            tricks_by_side=(self.tricks_by_side[0], self.tricks_by_side[1]),
            result=self._result,
        )

    def _trump_card_played(self) -> bool:
        return self.trump_card not in self.hands[self.dealer]

    def copy(self) -> WhistState:
        twin = object.__new__(WhistState)
        for name in WhistState.__slots__:
            setattr(twin, name, getattr(self, name))
        twin.hands = [list(h) for h in self.hands]
        twin.trick = list(self.trick)
        twin.completed = list(self.completed)
        twin.tricks_by_side = list(self.tricks_by_side)
        return twin
