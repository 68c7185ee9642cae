"""Cards as small integers and hands as int bitmasks.

A card is an ``int``: ``suit * 13 + (rank - 2)`` for the 52 suited cards (suits in the
order S H D C, ranks 2..14 with the ace 14), ``JOKER = 52`` and ``BRIDGE = 53`` (Rettler's
bridge card). One deck therefore spans ids ``0..53``; a second physical copy of the same card
(Rettler plays two decks) is ``card + DECK_STRIDE``. Codes follow ``docs/records.md``:
``SA``, ``H10``, ``C2``, ``JK``, ``BR``.

Hands of single-deck games are bitmasks (bit ``card`` set = card held): set operations on
them are single integer operations, which keeps legal-move generation and AI search fast.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

Card = int
Suit = int

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_LETTERS = "SHDC"


def kind_suits(kind: str) -> tuple[int, ...]:
    """The printed suits of a trump kind: a suit letter ("S"), a colour ("red": ♡ and ♢,
    "black": ♠ and ♣), or none for the no-trump family (Napoleon's and Rettler's kinds)."""
    if len(kind) == 1 and kind in SUIT_LETTERS:
        return (SUIT_LETTERS.index(kind),)
    return {"red": (1, 2), "black": (0, 3)}.get(kind, ())


SUIT_SYMBOLS = "♠♡♢♣"
SUITS: tuple[Suit, ...] = (SPADES, HEARTS, DIAMONDS, CLUBS)
RANK_CODES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
JOKER: Card = 52
BRIDGE: Card = 53
DECK_STRIDE = 54
NO_SUIT = -1

#: N-COMP-2: the other suit of the same colour (gives the left bower).
PARTNER_SUIT: tuple[Suit, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
RED_SUITS = frozenset((HEARTS, DIAMONDS))
BLACK_SUITS = frozenset((SPADES, CLUBS))


def make_card(suit: Suit, rank: int) -> Card:
    """The card of ``suit`` with numeric ``rank`` (2..14, ace high)."""
    return suit * 13 + rank - 2


# Per-card lookup tables (indexed by card id 0..53); the joker and bridge have no suit.
SUIT_OF: tuple[int, ...] = tuple([c // 13 for c in range(52)] + [NO_SUIT, NO_SUIT])
RANK_OF: tuple[int, ...] = tuple([c % 13 + 2 for c in range(52)] + [0, 0])
BIT: tuple[int, ...] = tuple(1 << c for c in range(DECK_STRIDE))
SUIT_MASK: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in SUITS)
#: N-COMP-4: the 10, J, Q, K and A of every suit are point cards; the joker is not.
POINT_MASK = sum(BIT[make_card(s, r)] for s in SUITS for r in range(10, 15))
IS_POINT: tuple[bool, ...] = tuple(bool(POINT_MASK >> c & 1) for c in range(DECK_STRIDE))
FULL_DECK_MASK = (1 << 52) - 1
JOKER_BIT = BIT[JOKER]

MIGHTY = make_card(SPADES, 14)  # ♠A, N-TRICK-5
YOROMEKI = make_card(HEARTS, 12)  # ♡Q, N-TRICK-6
YOROMEKI_GAESHI = make_card(HEARTS, 13)  # ♡K, N-TRICK-7
JOKER_CALL_CARD = make_card(SPADES, 3)  # ♠3, N-PLAY-5


class CardParseError(ValueError):
    """A card code that is not of the form in docs/records.md."""


#: every card code as records write it (docs/records.md): replaying a record parses each
#: card of it, and a lookup is a tenth of the general parse below
_CARD_OF_CODE: dict[str, Card] = {
    **{s + r: i * 13 + j for i, s in enumerate(SUIT_LETTERS) for j, r in enumerate(RANK_CODES)},
    "JK": JOKER,
    "BR": BRIDGE,
}


def parse_card(code: str) -> Card:
    """``"SA"`` → ♠A, ``"H10"`` → ♡10, ``"JK"`` → joker, ``"BR"`` → bridge card."""
    if code.__class__ is str and code in _CARD_OF_CODE:
        return _CARD_OF_CODE[code]
    if not isinstance(code, str):
        raise CardParseError(f"a card code must be a string, not {type(code).__name__}")
    text = code.strip().upper()
    if text == "JK":
        return JOKER
    if text == "BR":
        return BRIDGE
    if len(text) < 2 or text[0] not in SUIT_LETTERS or text[1:] not in RANK_CODES:
        raise CardParseError(
            f"{code!r} is not a card code (suit S/H/D/C + rank A K Q J 10..2, or JK, BR)"
        )
    return SUIT_LETTERS.index(text[0]) * 13 + RANK_CODES.index(text[1:])


def card_code(card: Card) -> str:
    """The code of a card in records (docs/records.md); a second-deck copy has the same code."""
    base = card % DECK_STRIDE
    if base == JOKER:
        return "JK"
    if base == BRIDGE:
        return "BR"
    return SUIT_LETTERS[base // 13] + RANK_CODES[base % 13]


def card_label(card: Card) -> str:
    """A human label with suit symbols: ``♠A``, ``♡10``, ``JK``."""
    base = card % DECK_STRIDE
    if base >= JOKER:
        return card_code(base)
    return SUIT_SYMBOLS[base // 13] + RANK_CODES[base % 13]


def parse_cards(codes: Iterable[str]) -> list[Card]:
    return [parse_card(c) for c in codes]


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def _bits_table() -> tuple[tuple[int, ...], ...]:
    """For every 13-bit pattern, the bit positions that are set (ascending)."""
    # doubled bit by bit: the patterns with bit i set are those below 2**i plus i (built
    # at import, so a few list copies instead of 8192 generator runs)
    table: list[tuple[int, ...]] = [()]
    for i in range(13):
        table += [(*bits, i) for bits in table]
    return tuple(table)


_BITS13 = _bits_table()


class MaskExpander:
    """Turns a bitmask into the per-card items of ``items`` (cards, pre-built actions ...),
    suit by suit through memoised 13-bit patterns: the hot path builds no new objects."""

    __slots__ = ("_tables", "items")

    def __init__(self, items: Sequence[object]) -> None:
        self.items = tuple(items)
        self._tables: tuple[dict[int, tuple[object, ...]], ...] = ({}, {}, {}, {})

    def expand(self, mask: int) -> list[Any]:
        """The items of the set bits of ``mask``, in ascending card order."""
        if not mask:
            return []
        tables = self._tables
        low_suit = ((mask & -mask).bit_length() - 1) // 13
        if low_suit < 4 and mask >> (13 * low_suit + 13) == 0:  # one suit only: one lookup
            part = mask >> (13 * low_suit)
            chunk = tables[low_suit].get(part)
            if chunk is None:
                chunk = self._chunk(low_suit, part)
            return list(chunk)
        out: list[Any] = []
        for s in (0, 1, 2, 3):
            part = mask >> (13 * s) & 0x1FFF
            if part:
                chunk = tables[s].get(part)
                if chunk is None:
                    chunk = self._chunk(s, part)
                out += chunk
        if mask >> 52:
            if mask & JOKER_BIT:
                out.append(self.items[JOKER])
            if mask >> BRIDGE & 1:
                out.append(self.items[BRIDGE])
        return out

    def _chunk(self, suit: int, part: int) -> tuple[object, ...]:
        chunk = tuple(self.items[13 * suit + i] for i in _BITS13[part])
        self._tables[suit][part] = chunk
        return chunk


_CARDS = MaskExpander(range(DECK_STRIDE))


def cards_in(mask: int) -> list[Card]:
    """The cards of a bitmask in ascending id order (suit by suit, low rank first)."""
    return _CARDS.expand(mask)


def bit_list(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first, as a list (the searches' hot loops: no
    generator frame)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


#: Two decks (Rettler, R-COMP-1): instance ids 0..107; the copies of code ``c`` are ``c`` and
#: ``c + DECK_STRIDE``. ``CODE_MASK`` keeps the first copies of a 108-bit instance mask.
CODE_MASK = (1 << DECK_STRIDE) - 1


def nth_bit(mask: int, index: int) -> int:
    """The ``index``-th set bit of ``mask``, counting from the lowest (0 = the lowest)."""
    for _ in range(index):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


def cards_in_two_decks(mask: int) -> list[Card]:
    """The instance ids of a 108-bit mask (two decks), ascending; a Rettler dream card
    (R-VAR-10, id ``code + DREAM_OFFSET``) comes last."""
    high = mask >> DECK_STRIDE
    out = cards_in(mask & CODE_MASK) + [c + DECK_STRIDE for c in cards_in(high & CODE_MASK)]
    if high > CODE_MASK:
        out += [c + DREAM_OFFSET for c in cards_in(high >> DECK_STRIDE)]
    return out


def place_copies(
    groups: Sequence[Sequence[Card]], deck: Iterable[Card], rule: str
) -> tuple[list[list[Card]], set[Card]]:
    """Each card of ``groups`` as an instance id of ``deck`` that no earlier card took (with two
    decks a code's second occurrence is its other copy), and the cards of ``deck`` left over.
    A card with no copy left is refused in one line citing ``rule``."""
    left = set(deck)
    whole = frozenset(left)
    out: list[list[Card]] = []
    for group in groups:
        row = []
        for card in group:
            code = card % DECK_STRIDE
            for copy in (card, code, code + DECK_STRIDE):
                if copy in left:
                    left.discard(copy)
                    row.append(copy)
                    break
            else:
                if code not in whole:
                    raise ValueError(f"{card_code(code)} is not in this deck ({rule})")
                times = "twice" if code + DECK_STRIDE in whole else "once"
                raise ValueError(f"{card_code(code)} appears more than {times} ({rule})")
        out.append(row)
    return out, left


#: R-VAR-10 (Rettler's dream version): a third deck with another back; its copy of code ``c``
#: is the instance ``c + DREAM_OFFSET`` (ids 108..160), so hands stay one bitmask.
DREAM_OFFSET = 2 * DECK_STRIDE


def dream_deck() -> list[Card]:
    """R-VAR-10: the third deck as a one-deck game plays it (N-COMP-1): 52 cards and a joker.
    It has no bridge card (a rules card, R-COMP-1; three of them could leave a leader with
    nothing he may lead, R-BRIDGE-1)."""
    return [DREAM_OFFSET + c for c in range(BRIDGE)]


def two_decks() -> list[Card]:
    """R-COMP-1: two 52-card decks with two jokers and two bridge cards, 108 instance ids."""
    return list(range(2 * DECK_STRIDE))


def napoleon_deck(with_joker: bool = True) -> list[Card]:
    """N-COMP-1: 52 cards plus one joker (N-OPT-5 removes the joker)."""
    return list(range(52)) + ([JOKER] if with_joker else [])


def deal_cards(
    deck: Sequence[Card], players: int, hand_size: int, rng: random.Random
) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle ``deck`` with ``rng`` and deal ``hand_size`` cards to each player; the rest is
    the kitty. Reproducible for a seeded ``rng`` (N-DEAL-1)."""
    order = list(deck)
    rng.shuffle(order)
    hands = [order[i * hand_size : (i + 1) * hand_size] for i in range(players)]
    return hands, order[players * hand_size :]


def sort_key(card: Card) -> tuple[int, int]:
    """Display order: joker first, then suits S H D C, high rank first."""
    base = card % DECK_STRIDE
    if base >= JOKER:
        return (-1, -base)
    return (base // 13, -(base % 13))
