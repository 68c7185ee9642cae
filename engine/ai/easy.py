"""The ``easy`` AI level: the game's rule-based player with a beginner's slips.

An ``EasyBot`` asks the ``normal`` player of its game what to do, then, with a seeded
probability, takes a *slip* instead: a plausible beginner's alternative that is always one of
``view.legal`` and never absurd. What a beginner gets wrong is the same in every trick-taking
game, so the slips are built here from a few per-game facts (a ``CardSense``):

* card play: it plays too high (a bigger card than the trick needs), too low (ducks a trick
  it should take) or leads from the wrong suit; it never slips its game's top cards (the
  Mighty, jokers, bowers, Belote's trump jack and nine) and never throws a high card away on
  a trick it does not contest;
* bidding: it counts raw high cards (bids a hand the rule-based player passes), overbids by
  one or two, or loses its nerve and passes;
* the adjutant call: it calls a weaker card (a side ace or king) than the rule-based choice;
* the discard: it puts a side point card into the discards.

The choice is deterministic for a given seed and view: the random draw is seeded by both.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..actions import Action, Bid, Pass, PlayCard
from ..cards import Card, card_label
from ..core import View
from ..text import Text, said
from .base import RuleBot, legal_choice

__all__ = ["SLIP_RATES", "CardSense", "EasyBot", "Slip", "count_bid_slips"]

#: the chance of a slip where one is possible, by kind of decision (tuned so that ``easy``
#: loses clearly to ``normal`` yet plays mostly sensible cards: see tests/engine/test_easy_level.py)
SLIP_RATES = {"play": 0.3, "bid": 0.35, "call": 0.5, "discard": 0.3}


@dataclass(frozen=True, slots=True)
class Slip:
    """A beginner's alternative: the action, its reason, and the kind of decision."""

    action: Action
    reason: Text
    kind: str


class CardSense(ABC):
    """What the shared slips need to know of one game's cards and decisions."""

    #: the chance of a slip by kind of decision (a game may be gentler)
    slip_rates: ClassVar[dict[str, float]] = SLIP_RATES

    def slip_rate(self, view: Any, kind: str) -> float:
        """The chance of a slip of ``kind`` at this decision (``slip_rates`` by default)."""
        return self.slip_rates[kind]

    @abstractmethod
    def card_of(self, view: Any, action: Action) -> Card | None:
        """The one card a plain card play or lead plays (as a card code), else ``None``
        (joker leads naming a suit, pairs, point requests: no slip there)."""

    @abstractmethod
    def leading(self, view: Any) -> bool:
        """The seat to act opens the trick."""

    @abstractmethod
    def suit(self, view: Any, card: Card) -> int:
        """The suit ``card`` counts as (for following)."""

    @abstractmethod
    def strength(self, view: Any, card: Card) -> float:
        """How strong a beginner thinks ``card`` is: face rank, trumps above the rest."""

    @abstractmethod
    def contests(self, view: Any, card: Card) -> bool:
        """``card`` fights for the trick: it follows the led suit or trumps it."""

    @abstractmethod
    def premium(self, view: Any, card: Card) -> bool:
        """One of the game's top cards, which even a beginner never wastes."""

    def trick_cards(self, view: Any) -> list[Card]:
        """The cards played to the trick so far (as card codes)."""
        return [card for _, card in view.trick]

    def other_slips(self, view: Any, action: Action) -> list[Slip]:
        """The game's slips outside card play (bidding, calls, discards)."""
        return []


def card_slips(view: Any, action: Action, sense: CardSense) -> list[Slip]:
    """Too high, too low, or a lead from the wrong suit, instead of ``action``."""
    chosen = sense.card_of(view, action)
    if chosen is None:
        return []
    options: list[tuple[Action, Card]] = []
    for a in view.legal:
        card = sense.card_of(view, a)
        same_kind = type(a) is type(action) and card is not None and card != chosen
        if same_kind and card is not None and not sense.premium(view, card):
            options.append((a, card))
    if not options:
        return []

    def power(option: tuple[Action, Card]) -> float:
        return sense.strength(view, option[1])

    mine = sense.strength(view, chosen)
    slips: list[Slip] = []
    if sense.leading(view):
        other = [o for o in options if sense.suit(view, o[1]) != sense.suit(view, chosen)]
        if other:
            a, card = min(other, key=power)
            slips.append(Slip(a, _reason_lead(card), "play"))
            a, card = max(other, key=power)
            slips.append(Slip(a, _reason_lead(card), "play"))
        return slips
    same = [o for o in options if sense.suit(view, o[1]) == sense.suit(view, chosen)]
    table = _best_on_table(view, sense)
    # too high: a card that takes the trick as it stands, bigger than the one chosen
    higher = [o for o in same if power(o) > max(mine, table)]
    lower = [o for o in same if power(o) < mine]
    if higher and sense.contests(view, chosen):  # never throws a high card off
        a, card = max(higher, key=power)
        slips.append(
            Slip(
                a,
                said("beginner's play: {card}, higher than the trick needs", card=card_label(card)),
                "play",
            )
        )
    if lower:
        a, card = min(lower, key=power)
        slips.append(
            Slip(
                a,
                said(
                    "beginner's play: {card}, keeping the better card for later",
                    card=card_label(card),
                ),
                "play",
            )
        )
    return slips


def _best_on_table(view: Any, sense: CardSense) -> float:
    """The strongest card in the trick as a beginner sees it (a top card beats all)."""
    best = float("-inf")
    for card in sense.trick_cards(view):
        if sense.premium(view, card):
            return float("inf")
        if sense.contests(view, card):
            best = max(best, sense.strength(view, card))
    return best


def _reason_lead(card: Card) -> Text:
    return said(
        "beginner's lead: {card}, from another suit than the best one", card=card_label(card)
    )


def count_bid_slips(
    view: Any, action: Action, high_cards: float, longest: str, *, bold: float = 0.4
) -> list[Slip]:
    """Bidding slips of the games whose bids have a count (Napoleon, Rettler): overbid by
    one or two, pass a hand worth a bid, or bid a hand of many high cards (``high_cards``:
    the share of the hand that is A, K, Q or J, or a top card) that the rules pass, with its
    longest suit (``longest``) as trump."""
    legal: Sequence[Action] = view.legal
    passing = next((a for a in legal if isinstance(a, Pass)), None)
    slips: list[Slip] = []
    if isinstance(action, Bid):
        for extra in (1, 2):
            up = next(
                (
                    a
                    for a in legal
                    if type(a) is type(action)
                    and isinstance(a, Bid)
                    and a.trump == action.trump
                    and a.count == action.count + extra
                ),
                None,
            )
            if up is not None:
                slips.append(Slip(up, said("beginner's bid: more than the hand is worth"), "bid"))
                break
        if passing is not None:
            slips.append(
                Slip(passing, said("beginner's pass: not sure the hand is worth a bid"), "bid")
            )
    elif isinstance(action, Pass) and high_cards >= bold:
        bids = [a for a in legal if type(a) is Bid]
        if bids:
            cheapest = min(bids, key=lambda a: (a.trump != longest, a.count, a.trump))
            slips.append(
                Slip(cheapest, said("beginner's bid: the hand has many high cards"), "bid")
            )
    return slips


class EasyBot(RuleBot[View]):
    """The ``easy`` player: ``normal``'s choice, or now and then one of a beginner's slips."""

    name = "easy"

    def __init__(self, normal: RuleBot[Any], sense: CardSense, seed: int | None = None) -> None:
        super().__init__(seed)
        self.normal = normal
        self.sense = sense
        self.view_type = normal.view_type
        self.seed = seed

    def explain(self, view: View) -> tuple[Action, str]:
        action, reason = self.normal.explain(view)
        slips = [*card_slips(view, action, self.sense), *self.sense.other_slips(view, action)]
        if not slips:
            return action, reason
        rng = random.Random(f"{self.seed}|{_fingerprint(view)}")
        kind = slips[0].kind
        if rng.random() >= self.sense.slip_rate(view, kind):
            return action, reason
        slip = slips[int(rng.random() * len(slips))]
        return legal_choice(view.legal, slip.action, slip.reason, reason)


def _fingerprint(view: View) -> str:
    """What makes two decisions different: the seat, phase, hand and table so far."""
    parts = (
        getattr(view, "seat", None),
        getattr(view, "phase", None),
        getattr(view, "hand", None),
        getattr(view, "bids", None),
        getattr(view, "trick_number", None),
        getattr(view, "trick", None),
        getattr(view, "round_plays", None),
        view.legal,
    )
    return repr(parts)


def plain_card(action: Action) -> Card | None:
    """The card of a ``PlayCard`` that names no suit and declares no trump."""
    if isinstance(action, PlayCard) and action.named_suit is None and action.trump is None:
        return action.card
    return None
