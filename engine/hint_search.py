"""The words of a card-play hint (issue 21): the choice, the facts that decide it, the best
alternative and what it would cost, then the rule of thumb.

The sentences come in the order a teacher says them:

1. the choice ("Play ♣10.");
2. a rule that narrows the choice, with its ID — where it leaves one card, that is the whole
   hint;
3. the one or two facts that decide it (``engine.facts``: what is winning the trick and by
   which rule, whether the card takes the lead, which cards still out could beat it), each
   computed by the game from the seat's view;
4. where the strong player compared the cards, the best alternative and what it would cost
   on average, in the game's units (point cards; the deal's points in Belote; the chance of
   success in the co-op game) — or that it would do about as well;
5. the rule of thumb the choice follows, with its strategy note's ID.

Nothing here names a hidden card, and nothing speaks of how the comparison was made.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from .actions import Action
from .ai.search import Estimate, SearchResult
from .cards import DECK_STRIDE, JOKER, SUIT_SYMBOLS, card_label
from .registry import get_game
from .text import Text, said, said_n, said_p

#: a difference of means below this is "about as well" (the display has one decimal)
NEGLIGIBLE = 0.05

#: at most this many facts are said: the ones that decide the choice
DECIDING = 3


def play_text(
    game: str,
    action: Action,
    *,
    leading: bool,
    only_card: bool,
    obligation: tuple[str, Text] | None,
    facts: Sequence[Any],
    reason: str | None,
    result: SearchResult | None,
) -> Text:
    """The hint of playing ``action`` (module docstring for the order of its sentences)."""
    card = card_words(action)
    sentences: list[str] = [
        said("Lead {card}.", card=card) if leading else said("Play {card}.", card=card)
    ]
    if only_card and obligation is None:  # the last card (or copies of one card) in hand:
        # no choice to weigh, but what it does to the trick is still worth knowing
        sentences.append(said("You have no other card to play."))
        sentences += [fact.words() for fact in facts[:DECIDING]]
        return _sentences(sentences)
    if obligation is not None:
        rule, why = obligation
        if only_card:
            sentences.append(
                said("It is the only card you may play: {why} ({rule}).", why=why, rule=rule)
            )
            return _sentences(sentences)
        sentences.append(said("Your choice is narrowed: {why} ({rule}).", why=why, rule=rule))
    sentences += [fact.words() for fact in facts[:DECIDING]]
    overruled = result is not None and result.searched and result.chosen != result.baseline
    if result is not None and result.searched:
        alternative = _alternative(game, result)
        if alternative is not None:
            sentences.append(alternative)
    if reason and not overruled:
        thumb = rule_of_thumb(reason, facts[:DECIDING])
        if thumb is not None:
            sentences.append(thumb)
    return _sentences(sentences)


def rule_of_thumb(reason: str, facts: Sequence[Any]) -> Text | None:
    """The rule of thumb, unless it says again what a stated fact said (why the same card
    wins: by the same rule, or by a rule the fact corrects) or weighs a chance where a fact
    is certain ("about 64 % safe" after "no card still out can beat it"): then only the
    strategy note it follows is named, as a link (or nothing, without one)."""
    en = str(reason)
    if not _repeats_or_contradicts(en, facts):
        return said("Rule of thumb: {reason}.", reason=reason)
    notes = list(dict.fromkeys(STRATEGY_NOTE.findall(en)))
    if not notes:
        return None
    return said("This follows the strategy note ({rule}).", rule=", ".join(notes))


#: the strategy notes' IDs (N-AI-…, B-AI-…, R-AI-…, M-AI-…)
STRATEGY_NOTE = re.compile(r"\b[A-Z]{1,2}-AI-\d+\b")
#: the facts that say why, or whether, a card wins the trick
CARD_FACTS = ("WinningNow", "TakesLead", "NoBeaterOut", "BeatersOut")
#: the rules that make a card win a trick
TRICK_RULE = re.compile(r"\b(?:N-TRICK|B-TRICK|B-CARD|R-TRICK)-\d+\b")
#: a chance in the rule-based player's words ("about 64% safe", "(80%)")
CHANCE = re.compile(r"\d+ ?%")


def _repeats_or_contradicts(en: str, facts: Sequence[Any]) -> bool:
    certain = any(type(f).__name__ in ("NoBeaterOut", "BeatersOut") for f in facts)
    if certain and CHANCE.search(en):
        return True
    for fact in facts:
        name = type(fact).__name__
        # the card's rule said again ("cash ♠A: nobody can beat it (B-TRICK-1)" after "no
        # card still out can beat ♠A"), or another rule named for it ("a trump, N-TRICK-3"
        # where the fact says N-TRICK-17: the led suit is trump in a no-trump trick)
        ruled = name in CARD_FACTS and TRICK_RULE.search(en)
        if ruled and card_label(fact.card) in en:
            return True
        if name == "NoBeaterOut" and ("probably beat" in en or "opponents win" in en):
            return True
    return False


def _sentences(parts: list[str]) -> Text:
    """The sentences one after the other, as each language separates them (the first is
    always a Text: the choice)."""
    text = parts[0]
    assert isinstance(text, Text)
    for part in parts[1:]:
        text = said("{before} {after}", before=text, after=part)
    return text


def _alternative(game: str, result: SearchResult) -> Text | None:
    """The best alternative and what it would cost: the rule of thumb's card where the
    strong player overrules it, else the best other card."""
    chosen = result.estimate_of(result.chosen)
    if chosen is None:
        return None
    others = _alternatives(result)
    if not others:
        return None
    other = others[0]
    card = card_words(other.action)
    lost = chosen.value - other.value
    if result.chosen != result.baseline and other.action == result.baseline:
        if lost < NEGLIGIBLE:  # no cost to speak of: it would do as well, not "cost 0"
            return said("{card} would do about as well.", card=card)
        return said(
            "The rule of thumb would play {card} ({reason}), but here that would cost about "
            "{amount} on average.",
            card=card,
            reason=result.reason,
            amount=_amount(game, max(lost, 0.0)),
        )
    if lost < NEGLIGIBLE:
        return said("{card} would do about as well.", card=card)
    return said(
        "The best other choice, {card}, would cost about {amount} on average.",
        card=card,
        amount=_amount(game, lost),
    )


def _alternatives(result: SearchResult) -> list[Estimate]:
    """The estimates the hint compares with: the rule-based card first when the search
    overrules it, then the best of the others."""
    same = str(card_words(result.chosen))  # the twin of a two-deck card is no alternative
    others = [e for e in result.estimates if str(card_words(e.action)) != same]
    others.sort(key=lambda e: e.action != result.baseline)  # stable: best first otherwise
    return others


def _amount(game: str, value: float) -> Text:
    """``value`` in the game's units (``GameSpec.amount``; point cards by default)."""
    amount = get_game(game).amount
    return amount(value) if amount is not None else point_cards(value)


def tenths(value: float) -> tuple[Text | str, int]:
    """``value`` with one decimal, as each language writes it ("0.7", "0,7"; "2", without
    one), and the plural count (1 or 2) of a noun after it."""
    n = round(value * 10)
    x: Text | str = str(n // 10)
    if n % 10:
        x = said_p("decimal number", "{whole}.{tenth}", whole=n // 10, tenth=n % 10)
    return x, 1 if n == 10 else 2


def point_cards(value: float) -> Text:
    """``value`` point cards ("1.7 point cards"): Napoleon's and Rettler's unit."""
    x, n = tenths(value)
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
