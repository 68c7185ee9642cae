"""Belote play: the contract, legal moves with reason codes (B-PLAY-10), the trick winner
(B-TRICK-1) and card points (B-CARD-5).

``TrickRules`` binds one contract and the options play depends on; it precomputes per-card
tables, so a legal-move call or a trick winner is a few integer operations on bitmasks. The
engine, the bots and the hint mode all call this one ``legal`` (B-PLAY-10 is normative).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import SUIT_LETTERS, Card
from .deck import (
    DECK,
    PLAIN_ORDER,
    PLAIN_POINTS,
    SUIT_CARDS,
    TRUMP_ORDER,
    TRUMP_POINTS,
    above,
)

SUIT_MODE, SA, TA = "suit", "sa", "ta"
MULTIPLIER = {SUIT_MODE: 1, SA: 2, TA: 3}  # B-SCORE-7
#: B-CARD-6: card points + the last trick, per mode
DEAL_TOTAL = {SUIT_MODE: 162, SA: 130, TA: 258}

# Reason codes of B-PLAY-10 / B-INFO-2
LEAD_FREE = "LEAD_FREE"
FOLLOW = "FOLLOW"
MUST_OVERTRUMP = "MUST_OVERTRUMP"
MUST_TRUMP_LOW = "MUST_TRUMP_LOW"
MUST_TRUMP = "MUST_TRUMP"
MUST_UNDERTRUMP = "MUST_UNDERTRUMP"
PARTNER_WINS_FREE = "PARTNER_WINS_FREE"
PARTNER_WINS_NO_UNDERTRUMP = "PARTNER_WINS_NO_UNDERTRUMP"
PARTNER_WINS_MUST_UNDERTRUMP = "PARTNER_WINS_MUST_UNDERTRUMP"
TA_MUST_BEAT = "TA_MUST_BEAT"
VOID_FREE = "VOID_FREE"
REASONS = (
    LEAD_FREE,
    FOLLOW,
    MUST_OVERTRUMP,
    MUST_TRUMP_LOW,
    MUST_TRUMP,
    MUST_UNDERTRUMP,
    PARTNER_WINS_FREE,
    PARTNER_WINS_NO_UNDERTRUMP,
    PARTNER_WINS_MUST_UNDERTRUMP,
    TA_MUST_BEAT,
    VOID_FREE,
)
#: reason codes that leave every held card legal
FREE_REASONS = frozenset((LEAD_FREE, VOID_FREE, PARTNER_WINS_FREE))


@dataclass(frozen=True, slots=True)
class Contract:
    """The settled contract: ``bid`` is ``S``/``H``/``D``/``C``, ``sa`` or ``ta``."""

    taker: int
    bid: str

    @property
    def mode(self) -> str:
        return self.bid if self.bid in (SA, TA) else SUIT_MODE

    @property
    def trump(self) -> int:
        """The trump suit index, ``-1`` in ``sa`` and ``ta``."""
        return SUIT_LETTERS.index(self.bid) if self.mode == SUIT_MODE else -1

    @property
    def multiplier(self) -> int:
        return MULTIPLIER[self.mode]

    def to_json(self) -> dict[str, Any]:
        """``trump`` uses the codes of docs/records.md: a suit letter, ``nt`` for sans atout and
        the proposed ``ta`` for tout atout (belote.md §19)."""
        trump = {SA: "nt", TA: "ta"}.get(self.bid, self.bid)
        return {"taker": self.taker, "mode": self.mode, "trump": trump, "bid": self.bid}


class TrickRules:
    """Play rules of one deal: the contract, the player count and B-VAR-9."""

    __slots__ = (
        "contract",
        "forced_undertrump",
        "mode",
        "order",
        "players",
        "points",
        "trump",
        "trump_bit",
    )

    def __init__(self, contract: Contract, players: int, forced_undertrump: bool) -> None:
        self.contract = contract
        self.mode = contract.mode
        self.trump = contract.trump
        self.players = players
        self.forced_undertrump = forced_undertrump
        points = [0] * 52
        order = [0] * 52  # rank within the card's own suit, +16 for a trump (B-TRICK-1)
        for c in DECK:
            suit = c // 13
            if self.mode == TA or suit == self.trump:
                points[c], order[c] = TRUMP_POINTS[c], TRUMP_ORDER[c]
            else:
                points[c], order[c] = PLAIN_POINTS[c], PLAIN_ORDER[c]
            if suit == self.trump:
                order[c] += 16
        self.points: tuple[int, ...] = tuple(points)
        self.order: tuple[int, ...] = tuple(order)
        self.trump_bit = SUIT_CARDS[self.trump] if self.trump >= 0 else 0

    # --- B-TRICK-1 ---------------------------------------------------------------------
    def winner(self, cards: Sequence[Card]) -> int:
        """The position in ``cards`` of the card winning the trick so far."""
        led = cards[0] // 13
        order = self.order
        trump = self.trump
        best, pos = -1, 0
        for i, c in enumerate(cards):
            suit = c // 13
            if suit in (led, trump):
                key = order[c]
                if key > best:
                    best, pos = key, i
        return pos

    def win_reason(self, cards: Sequence[Card]) -> tuple[int, str, str]:
        """(position, reason code, rule ID) of the winning card: ``trump`` when the highest
        trump wins, ``led_suit`` when the highest card of the led suit does (B-TRICK-1)."""
        pos = self.winner(cards)
        reason = "trump" if cards[pos] // 13 == self.trump else "led_suit"
        return pos, reason, "B-TRICK-1"

    def trick_points(self, cards: Sequence[Card]) -> int:
        points = self.points
        return sum(points[c] for c in cards)

    # --- B-PLAY-10 ---------------------------------------------------------------------
    def legal(
        self, hand: int, cards: Sequence[Card], seats: Sequence[int], me: int
    ) -> tuple[int, str]:
        """The legal cards of ``hand`` (a mask) and the reason code, for seat ``me`` after
        ``cards`` played by ``seats`` in this trick."""
        if not cards:
            return hand, LEAD_FREE  # B-PLAY-2
        led = cards[0] // 13
        follow = hand & SUIT_CARDS[led]
        mode = self.mode
        if mode == SA:  # B-PLAY-8
            return (follow, FOLLOW) if follow else (hand, VOID_FREE)
        if mode == TA:  # B-PLAY-9
            if not follow:
                return hand, VOID_FREE
            best = max(TRUMP_ORDER[c] for c in cards if c // 13 == led)
            higher = follow & above(led, TRUMP_ORDER, best)
            return (higher, TA_MUST_BEAT) if higher else (follow, FOLLOW)
        trump = self.trump
        trumps = hand & self.trump_bit
        top = 0
        for c in cards:
            if c // 13 == trump and TRUMP_ORDER[c] > top:
                top = TRUMP_ORDER[c]
        over = trumps & above(trump, TRUMP_ORDER, top)
        if led == trump:  # B-PLAY-3
            if not trumps:
                return hand, VOID_FREE
            return (over, MUST_OVERTRUMP) if over else (trumps, MUST_TRUMP_LOW)
        if follow:  # B-PLAY-4
            return follow, FOLLOW
        if not trumps:  # B-PLAY-5
            return hand, VOID_FREE
        pos = self.winner(cards)
        if self.players == 4 and seats[pos] == (me + 2) % 4:  # B-PLAY-6
            if cards[pos] // 13 != trump:
                return hand, PARTNER_WINS_FREE
            if over:
                return (hand & ~trumps) | over, PARTNER_WINS_NO_UNDERTRUMP
            if self.forced_undertrump:  # B-VAR-9, BD-12a
                return trumps, PARTNER_WINS_MUST_UNDERTRUMP
            return hand, PARTNER_WINS_FREE
        if over:  # B-PLAY-7
            return over, (MUST_TRUMP if top == 0 else MUST_OVERTRUMP)
        return trumps, MUST_UNDERTRUMP

    def rule_for(self, reason: str, cards: Sequence[Card]) -> str:
        """The rule ID behind a reason code in this trick (B-INFO-2)."""
        if reason == FOLLOW:
            return {SA: "B-PLAY-8", TA: "B-PLAY-9"}.get(self.mode, "B-PLAY-4")
        trump_led = bool(cards) and cards[0] // 13 == self.trump
        if reason == MUST_OVERTRUMP:
            return "B-PLAY-3" if trump_led else "B-PLAY-7"
        if reason == VOID_FREE:
            return {SA: "B-PLAY-8", TA: "B-PLAY-9"}.get(
                self.mode, "B-PLAY-3" if trump_led else "B-PLAY-5"
            )
        return RULE_OF_REASON[reason]


RULE_OF_REASON = {
    LEAD_FREE: "B-PLAY-2",
    FOLLOW: "B-PLAY-4",
    MUST_OVERTRUMP: "B-PLAY-7",
    MUST_TRUMP_LOW: "B-PLAY-3",
    MUST_TRUMP: "B-PLAY-7",
    MUST_UNDERTRUMP: "B-PLAY-7",
    PARTNER_WINS_FREE: "B-PLAY-6",
    PARTNER_WINS_NO_UNDERTRUMP: "B-PLAY-6",
    PARTNER_WINS_MUST_UNDERTRUMP: "B-VAR-9",
    TA_MUST_BEAT: "B-PLAY-9",
    VOID_FREE: "B-PLAY-5",
}
