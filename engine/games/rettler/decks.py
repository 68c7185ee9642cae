"""Which deck each card of a deal comes from, for R-VAR-13 (adjutant call by deck).

Rettler's cards are instance ids: the copies of code ``c`` are ``c`` (the first, "red"
deck) and ``c + 54`` (the second, "blue" deck), and a shuffled deal already knows which copy
every seat holds. Records and saved deals list codes; under ``call_by_deck`` they also list,
per hand and for the kitty, the codes held as the blue copy (``blue``, ``kitty_blue``), so a
replay deals the very copies again. Without these lists a code's first occurrence is the red
copy, as everywhere else.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import DECK_STRIDE, Card, card_code, cards_in_two_decks


def blue_codes(cards: Sequence[Card]) -> list[str]:
    """The codes among ``cards`` (instance ids) held as the second deck's copy."""
    return [card_code(c) for c in sorted(cards) if c >= DECK_STRIDE]


def blue_of_hands(hands: Sequence[int]) -> list[list[str]]:
    """``blue_codes`` of every hand mask."""
    return [blue_codes(cards_in_two_decks(h)) for h in hands]


def place(cards: Sequence[Card], blue: Sequence[Card]) -> list[Card]:
    """``cards`` (codes) as instance ids: one occurrence of each code in ``blue`` (codes) is
    the blue copy, the others are red."""
    left = [c % DECK_STRIDE for c in blue]
    out = []
    for c in cards:
        code = c % DECK_STRIDE
        if code in left:
            left.remove(code)
            out.append(code + DECK_STRIDE)
        else:
            out.append(code)
    if left:
        raise ValueError(f"blue: {card_code(left[0])} is not among these cards (R-VAR-13)")
    return out


__all__ = ["blue_codes", "blue_of_hands", "place"]
