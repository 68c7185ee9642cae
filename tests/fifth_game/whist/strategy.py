"""Whist's bots. ``normal``: win the trick as cheaply as possible when the partner is not
already winning it, else throw the lowest card (W-TRICK-1); ``easy``: the same with a
beginner's slips (now and then the lowest legal card whatever the trick)."""

from __future__ import annotations

from engine.actions import Action, PlayCard
from engine.ai.base import RuleBot, legal_choice
from engine.cards import Card
from engine.text import said

from .state import suit_of, trick_winner
from .view import WhistView

_WIN = said("the cheapest card that wins the trick")
_LOW = said("the lowest card: the trick is lost or the partner's")
_FALLBACK = said("fallback: the first legal action")


def _strength(card: Card, trump: int) -> tuple[int, int]:
    """Low cards first: non-trumps before trumps, then by rank."""
    return (suit_of(card) == trump, card % 13)


def choose_card(view: WhistView) -> tuple[Card, str]:
    """The card to play and why: W-TRICK-1 decides who would win with it."""
    cards = sorted(
        (a.card for a in view.legal if isinstance(a, PlayCard)),
        key=lambda c: _strength(c, view.trump),
    )
    trick = list(view.trick)
    if trick:
        leader_now, _ = trick_winner(trick, view.trump)
        if leader_now == view.partner(view.seat):
            return cards[0], _LOW
    for card in cards:  # cheapest first
        winner, _ = trick_winner([*trick, (view.seat, card)], view.trump)
        if winner == view.seat and (trick or suit_of(card) != view.trump):
            return card, _WIN
    return cards[0], _LOW


class WhistBot(RuleBot[WhistView]):
    name = "normal"
    view_type = WhistView

    def explain(self, view: WhistView) -> tuple[Action, str]:
        card, why = choose_card(view)
        return legal_choice(view.legal, PlayCard(card), why, _FALLBACK)


class EasyWhistBot(WhistBot):
    """One play in four is simply the lowest legal card (a beginner's slip)."""

    name = "easy"

    def explain(self, view: WhistView) -> tuple[Action, str]:
        if self.rng.random() < 0.25:
            card = min(
                (a.card for a in view.legal if isinstance(a, PlayCard)),
                key=lambda c: _strength(c, view.trump),
            )
            return legal_choice(view.legal, PlayCard(card), _LOW, _FALLBACK)
        return super().explain(view)


def make_bot(level: str, seed: int | None) -> WhistBot:
    """The bot of ``level`` (``normal`` or ``easy``); ValueError otherwise."""
    if level == "normal":
        return WhistBot(seed)
    if level == "easy":
        return EasyWhistBot(seed)
    raise ValueError(f"no {level!r} player for whist")


__all__ = ["EasyWhistBot", "WhistBot", "make_bot"]
