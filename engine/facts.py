"""What a hint states, as facts the engine computed (issue 21): the reason model.

A hint is built from facts and then worded; it is never glued from free strings. Each fact
is a small frozen record of cards, seats and rule IDs, computed from the seat's view only
(so it never names a hidden card), and each game that states facts can check them against
the whole deal (its ``fact_holds``): the fact-truth test replays many positions and checks
every fact a hint stated.

The wording of a fact is :meth:`words`, a :class:`~engine.text.Text` in every language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import Card, card_label
from .text import Text, said, said_n


@dataclass(frozen=True, slots=True)
class WinningNow:
    """``card``, played by ``seat``, is winning the trick in progress, by ``rule`` (the
    way it wins is ``how``, a phrase such as "as the left bower")."""

    seat: int
    card: Card
    how: Text
    rule: str

    def words(self) -> Text:
        return said(
            "{card} is winning the trick {how} ({rule}).",
            card=card_label(self.card),
            how=self.how,
            rule=self.rule,
        )


@dataclass(frozen=True, slots=True)
class TakesLead:
    """Played now, ``card`` would be winning the trick so far, by ``rule``."""

    card: Card
    how: Text
    rule: str

    def words(self) -> Text:
        return said(
            "{card} would take the lead {how} ({rule}).",
            card=card_label(self.card),
            how=self.how,
            rule=self.rule,
        )


@dataclass(frozen=True, slots=True)
class NoBeaterOut:
    """No card the seat has not seen yet could beat ``card`` in this trick: whoever holds
    what, it wins (if it is played now)."""

    card: Card

    def words(self) -> Text:
        return said(
            "No card still out can beat {card}: it wins the trick.", card=card_label(self.card)
        )


@dataclass(frozen=True, slots=True)
class BeatersOut:
    """``beaters`` — cards not yet played that are not in the seat's hand — would each beat
    ``card`` if played after it in this trick."""

    card: Card
    beaters: tuple[Card, ...]

    def words(self) -> Text:
        return said_n(
            "Only {cards}, not played yet, could still beat {card}.",
            "Only {cards}, not played yet, could still beat {card}.",
            len(self.beaters),
            cards=cards_listed(self.beaters),
            card=card_label(self.card),
        )


@dataclass(frozen=True, slots=True)
class PowerlessJoker:
    """``seat`` played the joker as a follow; it has no power. ``called``: the ♠3 lead
    forced it out (the joker call)."""

    seat: int
    called: bool
    rule: str

    def words(self) -> Text:
        if self.called:
            return said(
                "The ♠3 lead called the joker out, and a called joker has no power ({rule}).",
                rule=self.rule,
            )
        return said("The joker played as a follow has no power ({rule}).", rule=self.rule)


@dataclass(frozen=True, slots=True)
class BelotePair:
    """Belote's K and Q of a trump suit (B-BEL-1/2): playing ``card``, the seat says
    "belote" (``rebelote`` False: it holds ``other`` too) or completes the pair it announced
    ("rebelote"), and the pair scores 20 points for its side."""

    card: Card
    other: Card
    rebelote: bool
    rule: str

    def words(self) -> Text:
        if self.rebelote:
            return said(
                "{card} is the rebelote: with the belote said, the pair's 20 points are your "
                "side's ({rule}).",
                card=card_label(self.card),
                rule=self.rule,
            )
        return said(
            "Say belote with {card}: you also hold {other}, and the K and Q of trumps score "
            "20 points when announced ({rule}).",
            card=card_label(self.card),
            other=card_label(self.other),
            rule=self.rule,
        )


def cards_listed(cards: tuple[Card, ...]) -> Text | str:
    """ "♠A", "♠A and ♢A", "♣7, ♣J and ♣A", as each language lists them."""
    labels = [card_label(c) for c in cards]
    head: Text | str = labels[0]
    for label in labels[1:-1]:
        head = said("{names}, {name}", names=head, name=label)
    if len(labels) == 1:
        return head
    return said("{first} and {last}", first=head, last=labels[-1])


def beaters(
    winner: Callable[[Sequence[Card]], int], cards: Sequence[Card], pool: Sequence[Card], later: int
) -> list[Card]:
    """The cards of ``pool`` that could beat the last of ``cards`` (the trick so far, in
    play order) when the ``later`` players still to play add cards of ``pool``: alone, or
    helped by another card (one that breaks a same-two, N-TRICK-11, lets a higher trump
    win). ``winner(cards)`` is the game's position of the card winning ``cards``."""
    mine = len(cards) - 1
    trial = [*cards, 0]
    out = []
    # Two packs hold each card twice (Rettler): a card is tried once, as a beater and as
    # a helper; what it does depends on the card alone.
    alone: dict[Card, bool] = {}
    for c in pool:
        beats = alone.get(c)
        if beats is None:
            trial[-1] = c
            beats = alone[c] = winner(trial) != mine
        if beats:
            out.append(c)
    if later < 2:
        return out
    helpers = list(alone)
    pair = [*cards, 0, 0]
    helped: dict[Card, bool] = {}
    for c in pool:
        if alone[c]:
            continue
        beats = helped.get(c)
        if beats is None:
            beats = helped[c] = False
            for helper in helpers:
                if helper == c:
                    continue
                pair[-2], pair[-1] = helper, c
                if winner(pair) == mine + 2:
                    beats = helped[c] = True
                    break
                pair[-2], pair[-1] = c, helper
                if winner(pair) == mine + 1:
                    beats = helped[c] = True
                    break
        if beats:
            out.append(c)
    return out


def card_facts(
    winner: Callable[[Sequence[Card]], int],
    how: Callable[[Sequence[Card]], tuple[Text, str]],
    trick: Sequence[tuple[int, Card]],
    card: Card,
    unseen: Sequence[Card],
    players: int,
) -> list[Fact]:
    """The facts of playing ``card`` to ``trick`` (seat, card pairs so far) at a table of
    ``players``: what is winning now, whether the card would take the lead, and which
    ``unseen`` cards could still beat it (or that none can). ``how(cards)`` words why the
    card winning ``cards`` wins, and its rule."""
    facts: list[Fact] = []
    cards = [c for _, c in trick]
    after = [*cards, card]
    now_words = ""
    if cards:
        seat, best = trick[winner(cards)]
        words, rule = how(cards)
        facts.append(WinningNow(seat, best, words, rule))
        now_words = str(words)
    if winner(after) != len(cards):
        return facts
    if cards:
        words, rule = how(after)
        if str(words) == now_words:  # said once: it wins the same way as the card it beats
            words = SAME_WAY
        facts.append(TakesLead(card, words, rule))
    still_to_play = players - len(after)
    found = beaters(winner, after, unseen, still_to_play) if still_to_play else []
    if not found:
        facts.append(NoBeaterOut(card))
    elif len(found) <= MAX_BEATERS:
        facts.append(BeatersOut(card, tuple(found)))
    return facts


def card_fact_holds(
    fact: Fact,
    winner: Callable[[Sequence[Card]], int],
    trick: Sequence[tuple[int, Card]],
    card: Card,
    held_later: Sequence[Card],
    later: int,
    unplayed: set[Card],
) -> bool | None:
    """Whether a fact of ``card_facts`` holds with every hand known (the fact-truth test):
    ``held_later`` are the cards the ``later`` players still to play really hold,
    ``unplayed`` every card not played yet outside the seat's hand. ``None`` for a fact
    that only the game can check (its rule, a powerless joker)."""
    cards = [c for _, c in trick]
    after = [*cards, card]
    if isinstance(fact, WinningNow):
        return bool(cards) and trick[winner(cards)] == (fact.seat, fact.card)
    if isinstance(fact, TakesLead):
        return winner(after) == len(cards) and fact.card == card
    if isinstance(fact, NoBeaterOut):
        # nobody still to play holds a card that could beat it, alone or helped
        return not beaters(winner, after, held_later, later)
    if isinstance(fact, BeatersOut):
        # every listed card is unplayed and not the seat's own, and every card a later
        # player really holds that could beat it is listed ("only")
        real = set(beaters(winner, after, held_later, later))
        return set(fact.beaters) <= unplayed and real <= set(fact.beaters)
    return None


#: how a card takes the lead when it wins just as the card it beats ("as the highest card
#: of the led suit" twice in a row is said once)
SAME_WAY = said("by the same rule")

#: a statement lists beaters only while they are this few (more: no fact worth saying)
MAX_BEATERS = 3


Fact = WinningNow | TakesLead | NoBeaterOut | BeatersOut | PowerlessJoker | BelotePair
