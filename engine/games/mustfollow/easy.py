"""The must-follow game's facts for the ``easy`` player (``engine.ai.easy``): spades are
always trump (M-PLAY-2), there are no special cards, and the co-op partner's table talk stays
the rule-based one (a beginner plays the wrong card, it does not lie about its plan)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ...actions import Action, PlayCard
from ...ai.easy import SLIP_RATES, CardSense, EasyBot
from ...cards import RANK_OF, SPADES, Card
from .strategy import MustFollowBot
from .view import MustFollowView

__all__ = ["EasyMustFollowBot", "MustFollowSense"]


class MustFollowSense(CardSense):
    """Cards as everybody sees them here: rank order, spades above the rest (M-PLAY-2).

    Fewer slips than in the competitive games with one or two players: one wrong card
    usually sinks the shared goal (M-GOAL), so at the Napoleon rate three easy partners made
    7 % of 100 games of 3 players against 40 % for normal ones. With three or four players
    ``normal`` mostly follows its announced plan, which a stray card seldom breaks: at 12 %
    easy won as often as normal at 4 players (30 % against 34 %, 100 deals), so there the
    beginner slips as often as in the competitive games."""

    slip_rates: ClassVar[dict[str, float]] = {**SLIP_RATES, "play": 0.12}

    def slip_rate(self, view: MustFollowView, kind: str) -> float:
        return SLIP_RATES[kind] if view.players >= 3 else self.slip_rates[kind]

    def card_of(self, view: MustFollowView, action: Action) -> Card | None:
        return action.card if isinstance(action, PlayCard) else None

    def leading(self, view: MustFollowView) -> bool:
        return not view.trick

    def suit(self, view: MustFollowView, card: Card) -> int:
        return card // 13

    def strength(self, view: MustFollowView, card: Card) -> float:
        return RANK_OF[card] + (20.0 if card // 13 == SPADES else 0.0)

    def contests(self, view: MustFollowView, card: Card) -> bool:
        led = view.trick[0][1] // 13 if view.trick else card // 13
        return card // 13 in (led, SPADES)

    def premium(self, view: MustFollowView, card: Card) -> bool:
        return False


class EasyMustFollowBot(EasyBot):
    """The ``easy`` must-follow player: puzzle solver or co-op partner with slips."""

    def __init__(self, seed: int | None = None) -> None:
        self.rules_bot = MustFollowBot(seed)
        super().__init__(self.rules_bot, MustFollowSense(), seed)

    def talk(self, view: MustFollowView, menu: Sequence[object]) -> list[object]:
        return self.rules_bot.talk(view, menu)
