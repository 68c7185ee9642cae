"""Melds (手役): sequences and carrés (B-MELD), their comparison (B-CMP) and the announcement
classes and tie-break statements of B-ANN. Belote (B-BEL) is not here: it never takes part
in the comparison and is tracked during play.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ...cards import BIT, RANK_CODES, SUIT_LETTERS, SUITS, Card, card_code, cards_in, make_card
from .deck import ACE, JACK, KING, NATURAL_RANK, NINE, QUEEN, TEN

#: B-MELD-3: carré values; fours of 8s and 7s are not carrés
CARRE_VALUE = {JACK: 200, NINE: 150, ACE: 100, TEN: 100, KING: 100, QUEEN: 100}
#: B-CMP-2 rule 3 (J and 9 are already apart by value)
CARRE_ORDER = {ACE: 4, TEN: 3, KING: 2, QUEEN: 1, NINE: 0, JACK: 0}
SEQUENCE_VALUE = {3: 20, 4: 50, 5: 100}  # B-MELD-2
SEQUENCE_NAME = {3: "tierce", 4: "cinquante", 5: "cent"}
#: natural rank (B-CARD-4) -> engine rank
_RANK_OF_NATURAL = {n: n + 6 for n in range(1, 9)}


class Meld(NamedTuple):
    """A sequence (``suit`` >= 0, ``length`` its real length, ``rank`` its top card's rank)
    or a carré (``suit`` -1, ``rank`` the rank of the four cards)."""

    suit: int
    length: int
    rank: int
    cards: int  # bitmask

    @property
    def is_carre(self) -> bool:
        return self.suit < 0

    @property
    def value(self) -> int:
        """B-MELD-2/3 (the mode multiplier is applied with the deal's score, B-MELD-6)."""
        if self.is_carre:
            return CARRE_VALUE[self.rank]
        return SEQUENCE_VALUE[min(self.length, 5)]

    @property
    def what(self) -> str:
        """The announcement class (B-ANN-1): ``tierce``/``cinquante``/``cent`` for a sequence
        (capped length only), ``carre_J`` etc. for a carré (its rank)."""
        if self.is_carre:
            return "carre_" + RANK_CODES[self.rank - 2]
        return SEQUENCE_NAME[min(self.length, 5)]

    @property
    def top(self) -> Card:
        """A sequence's highest card (the card stated in a tie-break, B-ANN-4)."""
        return make_card(max(self.suit, 0), self.rank)

    def key(self, trump: int, seat_index: int) -> tuple[int, int, int, int, int]:
        """B-CMP-3 (higher is stronger). ``trump`` is -1 in ``sa``/``ta`` (BD-8);
        ``seat_index`` counts from the eldest (B-CMP-2 rule 7)."""
        if self.is_carre:
            return (1, self.value, CARRE_ORDER[self.rank], 0, 0)
        flag = 1 if self.suit == trump else 0
        return (0, min(self.length, 5), NATURAL_RANK[self.top], flag, -seat_index)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "what": self.what,
            "value": self.value,
            "cards": [card_code(c) for c in cards_in(self.cards)],
        }
        if not self.is_carre:
            data["suit"] = SUIT_LETTERS[self.suit]
        return data


def class_key(what: str) -> tuple[int, int, int]:
    """B-ANN-2: how announcement classes compare (sequences by capped length only)."""
    if what.startswith("carre_"):
        rank = RANK_CODES.index(what[6:]) + 2
        return (1, CARRE_VALUE[rank], CARRE_ORDER[rank])
    length = {v: k for k, v in SEQUENCE_NAME.items()}[what]
    return (0, length, 0)


ANNOUNCEMENTS = tuple(SEQUENCE_NAME.values()) + tuple(
    "carre_" + RANK_CODES[r - 2] for r in CARRE_VALUE
)


def _runs(pattern: int) -> tuple[tuple[int, int], ...]:
    """(length, top natural rank) of the maximal runs of 3+ in an 8-bit natural-rank pattern
    (bit ``n - 1`` set = natural rank ``n`` held)."""
    out: list[tuple[int, int]] = []
    length = 0
    for n in range(8, -1, -1):
        if n and pattern >> (n - 1) & 1:
            length += 1
            continue
        if length >= 3:
            out.append((length, n + length))
        length = 0
    return tuple(out)


_RUNS = tuple(_runs(p) for p in range(256))
_CARRES = tuple(
    (rank, sum(BIT[make_card(s, rank)] for s in SUITS))
    for rank in (JACK, NINE, ACE, TEN, KING, QUEEN)
)


def melds_of(hand: int) -> list[Meld]:
    """B-MELD-5 with BD-6: carrés, then each suit's maximal runs of 3 or more in natural
    order (a run of 6-8 is one sequence counted as a cent; a card may be in a carré and a
    sequence at once)."""
    out = [Meld(-1, 4, rank, cards) for rank, cards in _CARRES if hand & cards == cards]
    for s in SUITS:
        pattern = hand >> (13 * s + 5) & 0xFF  # ranks 7..A are bits 5..12 of the suit
        for length, top in _RUNS[pattern]:
            bits = ((1 << length) - 1) << (top - length)
            out.append(Meld(s, length, _RANK_OF_NATURAL[top], bits << (13 * s + 5)))
    return out


def best_meld(melds: Sequence[Meld], trump: int, seat_index: int) -> Meld | None:
    if not melds:
        return None
    return max(melds, key=lambda m: m.key(trump, seat_index))


def tie_break(
    announced: Mapping[int, Meld], order: Sequence[int], trump: int
) -> tuple[int | None, tuple[tuple[int, Card], ...]]:
    """B-ANN-4, B-CMP: the owner of the strongest announced meld and the tie-break statements.

    ``announced`` maps each announcing seat to its best meld; ``order`` is the seat order from
    the eldest. When the best class is a sequence length announced by two or more players,
    they state their top card in playing order; a later player whose sequence is already
    beaten stays silent. Remaining ties go to trump, then seat order (rules 6 and 7).
    """
    if not announced:
        return None, ()
    index = {s: i for i, s in enumerate(order)}
    winner = max(announced, key=lambda s: announced[s].key(trump, index[s]))
    best_class = class_key(announced[winner].what)
    tied = [s for s in order if s in announced and class_key(announced[s].what) == best_class]
    statements: list[tuple[int, Card]] = []
    if len(tied) > 1 and not announced[winner].is_carre:
        best_top = 0
        for s in tied:
            top = NATURAL_RANK[announced[s].top]
            if top >= best_top:
                statements.append((s, announced[s].top))
                best_top = top
    return winner, tuple(statements)
