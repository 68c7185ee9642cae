"""Table talk as a closed menu of messages (M-TALK-1..4, MD-5, MD-6, MU-3).

A ``Message`` is one template of M-TALK-3 with its argument. Only ``CAN_BEAT`` and
``CANNOT_BEAT`` say anything about ranks; the engine offers them only when they are true and
pin no card for any listener (M-TALK-2, strict reading MU-3). ``ASK_BEAT`` (a question that
asks for one of them) is not in M-TALK-3's table; M-TALK-4 mentions such questions, so it
is added here with no rank content.

Every rank message is a constraint on the sender's hand *as it was when sent*: the sender's
cards of that suit now, plus those it has played since (``Constraint``). The pin test and
the bots' deal sampling (M-SOLVE-7) both use these constraints, one suit at a time.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...cards import SUIT_LETTERS, SUIT_MASK, Card, card_code, card_label, iter_bits, parse_card
from ...terms import SUITS
from ...text import Text, said, said_n

ROLE = "ROLE"
KEEP = "KEEP"
ASK_ROLE = "ASK_ROLE"
AGREE = "AGREE"
DISAGREE = "DISAGREE"
REQUEST_LEAD = "REQUEST_LEAD"
REQUEST_WIN = "REQUEST_WIN"
REQUEST_DUCK = "REQUEST_DUCK"
CAN_BEAT = "CAN_BEAT"
CANNOT_BEAT = "CANNOT_BEAT"
ASK_BEAT = "ASK_BEAT"
TEMPLATES = (
    ROLE,
    KEEP,
    ASK_ROLE,
    AGREE,
    DISAGREE,
    REQUEST_LEAD,
    REQUEST_WIN,
    REQUEST_DUCK,
    CAN_BEAT,
    CANNOT_BEAT,
    ASK_BEAT,
)
#: templates whose argument is a card / a suit / a trick count
CARD_TEMPLATES = (CAN_BEAT, CANNOT_BEAT, ASK_BEAT)
SUIT_TEMPLATES = (KEEP, REQUEST_LEAD)
RANK_TEMPLATES = (CAN_BEAT, CANNOT_BEAT)


@dataclass(frozen=True, slots=True)
class Message:
    """One menu message. ``value`` is the trick count (ROLE), the suit (KEEP, REQUEST_LEAD)
    or the card (CAN_BEAT, CANNOT_BEAT, ASK_BEAT); ``to`` an addressee seat or everyone."""

    template: str
    value: int | None = None
    to: int | None = None

    def to_json(self) -> dict[str, Any]:
        value: Any = self.value
        if self.template in CARD_TEMPLATES and self.value is not None:
            value = card_code(self.value)
        elif self.template in SUIT_TEMPLATES and self.value is not None:
            value = SUIT_LETTERS[self.value]
        return {"template": self.template, "value": value, "to": self.to}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        template = str(data["template"])
        if template not in TEMPLATES:
            raise ValueError(f"unknown message template {template!r} (M-TALK-3)")
        raw = data.get("value")
        value: int | None
        if raw is None:
            value = None
        elif template in CARD_TEMPLATES:
            value = parse_card(str(raw))
        elif template in SUIT_TEMPLATES:
            value = SUIT_LETTERS.index(str(raw))
        else:
            value = int(raw)
        to = data.get("to")
        return cls(template, value, None if to is None else int(to))

    def text(self) -> Text:
        """The message as the table shows it, in any language (``in_language``)."""
        t, v = self.template, self.value
        if t == ROLE:
            n = v or 0
            return said_n(
                "I'm aiming to finish with {n} trick",
                "I'm aiming to finish with {n} tricks",
                n,
                n=n,
            )
        if t in SUIT_TEMPLATES:
            suit = SUITS[v or 0]
            if t == KEEP:
                return said("I plan to keep a card of {suit} as my last card", suit=suit)
            return said("Please lead {suit}", suit=suit)
        if t in CARD_TEMPLATES:
            card = card_label(v) if v is not None else ""
            if t == CAN_BEAT:
                return said("I hold a card above {card}", card=card)
            if t == CANNOT_BEAT:
                return said("I hold no card above {card}", card=card)
            return said("Can you beat {card}?", card=card)
        if t == ASK_ROLE:
            return said("Who aims for which trick count?")
        if t == AGREE:
            return said("Agreed")
        if t == DISAGREE:
            return said("I'd rather not")
        if t == REQUEST_WIN:
            return said("Please take this trick")
        if t == REQUEST_DUCK:
            return said("Please don't take this trick")
        raise ValueError(f"unknown message template {t!r} (M-TALK-3)")


@dataclass(frozen=True, slots=True)
class TalkEntry:
    """A message in the log: who said it, and how many cards had been played in the game
    (both rounds) when it was said."""

    seat: int
    message: Message
    plays_before: int
    round: int

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "message": self.message.to_json(),
            "plays_before": self.plays_before,
            "round": self.round,
        }


@dataclass(frozen=True, slots=True)
class Constraint:
    """A true rank statement about a holder's cards of one suit: "holds some card above
    ``card``" (``above`` true) or "holds none" — judged on the holder's current cards of that
    suit plus ``extra``, the ones it played since saying it."""

    above: bool
    card: Card
    extra: int = 0

    def holds(self, cards: int) -> bool:
        higher = SUIT_MASK[self.card // 13] & ~((2 << self.card) - 1)
        return bool((cards | self.extra) & higher) == self.above


def beat_constraint(message: Message, extra: int = 0) -> Constraint | None:
    if message.template not in RANK_TEMPLATES or message.value is None:
        return None
    return Constraint(message.template == CAN_BEAT, message.value, extra)


def constraints_by_seat(
    log: Iterable[TalkEntry], plays: Sequence[tuple[int, int, Card]], suit: int, round_no: int
) -> dict[int, list[Constraint]]:
    """The rank constraints of ``log`` about ``suit`` in round ``round_no``, by speaker;
    ``plays`` is every card played in the game as (round, hand, card), in order. Messages of
    round 1 say nothing about round-2 hands."""
    out: dict[int, list[Constraint]] = {}
    for entry in log:
        msg = entry.message
        if (
            msg.template not in RANK_TEMPLATES
            or msg.value is None
            or msg.value // 13 != suit
            or entry.round != round_no
        ):
            continue
        extra = 0
        for _, hand, card in plays[entry.plays_before :]:
            if hand == entry.seat and card // 13 == suit:
                extra |= 1 << card
        constraint = beat_constraint(msg, extra)
        assert constraint is not None
        out.setdefault(entry.seat, []).append(constraint)
    return out


def subsets(pool: int, size: int) -> Iterator[int]:
    bits = [1 << c for c in iter_bits(pool)]
    for combo in combinations(bits, size):
        yield sum(combo)


def _can_split(pool: int, holders: Sequence[tuple[int, list[Constraint]]]) -> bool:
    """Can ``pool`` be shared among ``holders`` ((count, constraints)) so that every holder
    gets exactly its count and every constraint holds?"""
    if not holders:
        return pool == 0
    (count, rules), rest = holders[0], holders[1:]
    if not rules and not any(r for _, r in rest):
        return pool.bit_count() == count + sum(c for c, _ in rest)
    return any(
        all(r.holds(part) for r in rules) and _can_split(pool & ~part, rest)
        for part in subsets(pool, count)
    )


def possible_holdings(
    pool: int, speaker: tuple[int, list[Constraint]], others: Sequence[tuple[int, list[Constraint]]]
) -> list[int]:
    """Every set of ``pool`` cards the speaker may hold in a listener's eyes (M-TALK-2's K,
    restricted to one suit): ``pool`` is what the listener has not seen of the suit,
    ``speaker`` and ``others`` are (count, constraints) of its holders."""
    count, rules = speaker
    return [
        part
        for part in subsets(pool, count)
        if all(r.holds(part) for r in rules) and _can_split(pool & ~part, others)
    ]


def pinned_cards(holdings: Sequence[int], new: Constraint) -> int:
    """M-TALK-2: the cards that every holding satisfying ``new`` contains although not every
    holding does."""
    every = -1
    for part in holdings:
        every &= part
    agreeing = -1
    for part in holdings:
        if new.holds(part):
            agreeing &= part
    if agreeing == -1:  # nothing satisfies it: a false message, never offered
        return 0
    return agreeing & ~(every if holdings else 0)
