"""The words of a searched hint (issue 12, item 4): why the strong player's card beats the
alternatives, from its ``SearchResult``.

A player reads two things he can weigh: how often the card makes his side take the trick
over the layouts of the hidden cards sampled from what he has seen, and what the closest
alternatives would give up on average, in the game's units (point cards in Napoleon and
Rettler, the deal's points in Belote, the chance of success in the co-op game). Where the search
keeps the rule-based card, its reason (with its strategy note) comes first; where the
search overrules it, the rule-based card is named among the alternatives with that reason,
so the player sees which rule of thumb the layouts beat. Only aggregates over sampled
layouts are said, never a hidden card.
"""

from __future__ import annotations

from .actions import Action
from .ai.search import Estimate, SearchResult
from .cards import DECK_STRIDE, JOKER, SUIT_SYMBOLS, card_label
from .text import Text, said, said_n

#: how many alternatives a hint compares the card with
ALTERNATIVES = 2

#: a difference of means below this is "about as well" (the display has one decimal)
NEGLIGIBLE = 0.05


def search_reason(game: str, result: SearchResult) -> Text:
    """Why ``result.chosen`` is played: the trick it takes, what the alternatives give up,
    and the rule-based reason where the search agrees with it."""
    chosen = result.estimate_of(result.chosen)
    assert chosen is not None, "a searched result estimates its chosen action"
    parts: list[str] = []  # Texts, and the rule-based reason (a Text, or a plain str)
    if result.chosen == result.baseline:
        parts.append(result.reason)
    parts.append(_trick_clause(game, chosen))
    for other in _alternatives(result):
        clause = _comparison(game, chosen, other)
        if other.action == result.baseline:
            clause = said(
                "{clause} (the usual play: {reason})", clause=clause, reason=result.reason
            )
        parts.append(clause)
    # one clause after the other, as each language separates them (there are two or more)
    text = said("{before}; {after}", before=parts[0], after=parts[1])
    for part in parts[2:]:
        text = said("{before}; {after}", before=text, after=part)
    return text


def _alternatives(result: SearchResult) -> list[Estimate]:
    """The estimates the hint compares with: the rule-based card first when the search
    overrules it, then the best of the others."""
    same = str(card_words(result.chosen))  # the twin of a two-deck card is no alternative
    others = [e for e in result.estimates if str(card_words(e.action)) != same]
    others.sort(key=lambda e: e.action != result.baseline)  # stable: best first otherwise
    return others[:ALTERNATIVES]


def _trick_clause(game: str, chosen: Estimate) -> Text:
    """How often the card makes the seat's side take the trick (Rettler's "round")."""
    card, k, n = card_words(chosen.action), chosen.took_trick, chosen.worlds
    if game == "rettler":
        if k == n:
            return said(
                "with {card} your side takes this round in every layout consistent with what "
                "you have seen",
                card=card,
            )
        if k == 0:
            return said(
                "with {card} your side leaves this round to the others in every layout "
                "consistent with what you have seen",
                card=card,
            )
        return said(
            "with {card} your side takes this round in {k} of {n} layouts consistent with "
            "what you have seen",
            card=card,
            k=k,
            n=n,
        )
    if k == n:
        return said(
            "with {card} your side takes this trick in every layout consistent with what "
            "you have seen",
            card=card,
        )
    if k == 0:
        return said(
            "with {card} your side leaves this trick to the others in every layout "
            "consistent with what you have seen",
            card=card,
        )
    return said(
        "with {card} your side takes this trick in {k} of {n} layouts consistent with what "
        "you have seen",
        card=card,
        k=k,
        n=n,
    )


def _comparison(game: str, chosen: Estimate, other: Estimate) -> Text:
    """What ``other`` would do compared with ``chosen``, in the game's units."""
    card = card_words(other.action)
    lost = chosen.value - other.value
    if abs(lost) < NEGLIGIBLE:
        return said("{card} would do about as well", card=card)
    amount = _amount(game, abs(lost))
    if lost > 0:
        return said("{card} would give up {amount} on average", card=card, amount=amount)
    # the rule-based card is kept unless another beats it by the search's margin
    return said(
        "{card} would gain {amount} on average, too little over a few sampled layouts to "
        "leave the sound play",
        card=card,
        amount=amount,
    )


def _amount(game: str, value: float) -> Text:
    if game == "mustfollow":  # the co-op game's outcome is 1 (success) or 0
        percent = round(100 * value)
        return said("{x} % of the chance of success", x=percent)
    x = f"{value:.1f}".removesuffix(".0")
    n = 1 if x == "1" else 2
    if game == "belote":  # the deal's points (cards, last trick, melds, belote: B-SCORE)
        return said_n("{x} point", "{x} points", n, x=x)
    return said_n("{x} point card", "{x} point cards", n, x=x)


def card_words(action: Action) -> Text | str:
    """The card(s) of a play as a player names them: the symbols, and the suit a joker
    names where the play names one."""
    card = getattr(action, "card", None)
    cards: tuple[int, ...] = getattr(action, "cards", ()) or (() if card is None else (card,))
    if not cards:
        return action.label()
    words = "".join(card_label(c) for c in cards)
    suit = getattr(action, "named_suit", None)
    if suit is not None and JOKER in [c % DECK_STRIDE for c in cards]:
        return said("{card} naming {suit}", card=words, suit=SUIT_SYMBOLS[suit])
    return words
