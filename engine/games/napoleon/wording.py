"""How the Napoleon bot's reasons name a card and a trump kind (the hints show them)."""

from __future__ import annotations

from ...cards import JOKER, SUIT_SYMBOLS, Card, card_label
from ...terms import trump_name
from ...text import Text, said
from .params import NapoleonRules


def card_text(card: Card, named: int | None = None) -> Text | str:
    """``card`` as the reasons name it (a joker led naming a suit: ``JK naming ♡``)."""
    if card == JOKER and named is not None and named >= 0:
        return said("JK naming {suit}", suit=SUIT_SYMBOLS[named])
    return card_label(card)


def kind_text(rules: NapoleonRules, kind: str) -> Text | str:
    """Trump kind ``kind`` as players say it ("♡ hearts"), or the preset's own label."""
    return trump_name(kind, rules.trump_label(kind))
