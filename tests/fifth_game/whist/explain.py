"""Why a whist trick was won (W-TRICK-1), in the words the other games' explanations use
(so the catalogues already translate them)."""

from __future__ import annotations

from engine.cards import card_label
from engine.events import TrickWon
from engine.terms import SUITS
from engine.text import Text, said

from .state import suit_of


def explain_trick(event: TrickWon) -> Text:
    """``♠K wins as the highest trump (W-TRICK-1)`` or ``... of the led suit (♡)``."""
    card = next(c for s, c in event.plays if s == event.winner)
    if event.reason == "trump":
        why = said("{card} wins as the highest trump", card=card_label(card))
    else:
        led = suit_of(event.plays[0][1])
        why = said(
            "{card} wins as the highest card of the led suit ({suit})",
            card=card_label(card),
            suit=SUITS[led],
        )
    return said("{hint} ({rule})", hint=why, rule=event.rule_id)
