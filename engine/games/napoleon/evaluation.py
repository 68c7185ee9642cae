"""Hand evaluation of the Napoleon bot (napoleon.md §18: N-AI-1, N-AI-4..10).

For every trump kind of a preset, ``estimate_points`` estimates how many point cards the
Napoleon side takes with a hand: ``hand_tricks`` counts its tricks-equivalent (trump length,
the Mighty, bowers, joker, aces, voids), and a per-preset linear calibration, fitted by
self-play, scales it to point cards (counting the kitty and an adjutant holding the best
card the Napoleon lacks). The auction (``bidding``), the discards (``kitty``) and the
variants (``variant_strategy``) read it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import (
    BIT,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JOKER,
    MIGHTY,
    PARTNER_SUIT,
    SPADES,
    SUIT_LETTERS,
    SUIT_MASK,
    SUITS,
    Card,
    make_card,
)
from .params import COLOUR_TRUMPS, SUIT_TRUMPS, URAKO, URAKO_TRICK_KINDS, NapoleonRules
from .view import NapoleonView

__all__ = ["estimate_points", "estimates", "hand_tricks", "hand_with_kitty"]

_LEFT_FOUR = {s: make_card(s, 4) for s in SUITS}


# =====================================================================================
# Hand evaluation for bidding (N-AI-1, N-AI-4..10)
# =====================================================================================

#: (offset, scale) per (preset, players): estimated side points = offset + scale * tricks.
#: Fitted by least squares on self-play of this bot: the strongest hand of each deal declares
#: at the minimum count, all seats play with this bot, early stop off (2000 deals each).
_CALIBRATION: dict[tuple[str, int], tuple[float, float]] = {
    ("book", 3): (11.9, 0.67),
    ("book", 4): (9.6, 0.99),
    ("book", 5): (8.2, 1.24),
    ("book", 6): (12.8, 0.72),
    ("fukashi", 5): (8.4, 1.19),
    ("igoshokai", 5): (7.9, 1.40),
    # N-VAR-1/2, fitted the same way (300 deals each, the hand plus the own face-up tableau
    # cards for N-VAR-1, the hand of five for N-VAR-2, where 19 draws are still to come)
    ("two_player_1", 2): (9.9, 0.37),
    ("two_player_2", 2): (8.9, 0.58),
    # N-VAR-3: 13-card hands, a 5-card kitty, about 16.6 point cards in play
    ("four_pile_3p", 3): (7.9, 0.86),
}
#: Small per-suit corrections from the same fit (tricks): under spades the Mighty is also the
#: top trump, so it counts a little less; red trumps were underestimated.
_SUIT_BIAS = (-0.3, 0.2, 0.2, 0.0)


def _has(hand: int, card: Card) -> int:
    return hand >> card & 1


def _tricks_suit(hand: int, t: int, rules: NapoleonRules) -> float:
    """Tricks-equivalent of a hand under an ordinary trump ``t`` (N-AI-10, N-AI-4, N-AI-8)."""
    rb = make_card(t, 11)
    lb = make_card(PARTNER_SUIT[t], 11)
    m = _has(hand, MIGHTY)
    r = _has(hand, rb)
    lft = _has(hand, lb)
    jk = _has(hand, JOKER)
    trumps = hand & SUIT_MASK[t]
    length = trumps.bit_count() + lft
    x = 1.0 * m + 0.95 * r + (0.7 + 0.2 * (r | m)) * lft
    x += (1.3 if rules.joker_lead_beats_mighty else 1.1) * jk
    # natural top trumps (under spades the ♠A is the Mighty, counted above)
    tops = (13, 12) if t == SPADES else (14, 13, 12)
    held_above = 0
    for i, rank in enumerate(tops):
        if _has(hand, make_card(t, rank)):
            x += (0.7, 0.45, 0.25)[i] + 0.15 * held_above
            held_above += 1
    x += 0.7 * max(0, length - 4) + (0.35 if length >= 4 else 0.0)
    if _has(hand, make_card(t, 2)) and rules.same_two_beats:
        x += 0.1
    for s in SUITS:
        if s == t:
            continue
        cards = hand & SUIT_MASK[s]
        if s == PARTNER_SUIT[t]:
            cards &= ~BIT[lb]
        n = cards.bit_count()
        ace = s != SPADES and _has(hand, make_card(s, 14))
        if ace:
            x += 0.75 if n <= 4 else 0.55
        if _has(hand, make_card(s, 13)) and n >= 2:
            x += 0.35 if (ace or (s == SPADES and m)) else 0.15
        if length >= 3:
            if n == 0:
                x += 0.45
            elif n == 1 and not ace:
                x += 0.2
    return x


def _tricks_colour(hand: int, kind: str, rules: NapoleonRules) -> float:
    """Tricks-equivalent under ``red`` / ``black`` (N-TRICK-3: two equal trump suits)."""
    pair = (HEARTS, DIAMONDS) if kind == "red" else (SPADES, CLUBS)
    trumps = hand & (SUIT_MASK[pair[0]] | SUIT_MASK[pair[1]])
    length = trumps.bit_count()
    m = _has(hand, MIGHTY)
    x = 1.0 * m + 0.8 * _has(hand, JOKER)
    for s in pair:
        x += 0.85 * _has(hand, make_card(s, 11))
        if s != SPADES:
            x += 0.55 * _has(hand, make_card(s, 14))
        x += 0.25 * _has(hand, make_card(s, 13))
    x += 0.6 * max(0, length - 6)
    for s in SUITS:
        if s in pair:
            continue
        n = (hand & SUIT_MASK[s]).bit_count()
        if s != SPADES and _has(hand, make_card(s, 14)):
            x += 0.7
        if length >= 5 and n == 0:
            x += 0.45
    return x - 0.3  # both colours' trumps are split among more opponents' hands


def _tricks_nt(hand: int, kind: str, rules: NapoleonRules) -> float:
    """Tricks-equivalent under the NT family (N-AI-5, N-AI-9): top runs of long suits, the
    Mighty and the joker; jacks (``nt``) or fours (``igo_nt``) as bowers of the led suit."""
    x = 1.0 * _has(hand, MIGHTY) + 1.0 * _has(hand, JOKER)
    for s in SUITS:
        cards = hand & SUIT_MASK[s]
        n = cards.bit_count()
        run = 0
        for rank in range(14, 1, -1):
            c = make_card(s, rank)
            if s == SPADES and rank == 14:
                if not _has(hand, c):
                    break
                continue  # the Mighty is counted above; it still tops the spade run
            if kind == "nt" and rank == 11:
                continue
            if _has(hand, c):
                run += 1
            else:
                break
        x += 0.9 * run
        if run >= 2 and n >= 5:
            x += 0.6 * (n - run - 1)  # the rest of a long suit runs once it is cleared
        elif _has(hand, make_card(s, 13)) and run == 0 and n >= 3:
            x += 0.25
        if kind == "nt" and _has(hand, make_card(s, 11)):
            x += 0.55
        if kind == "igo_nt" and _has(hand, _LEFT_FOUR[s]):
            x += 0.3
    # the lead may never come back (N-AI-9); calibrated by self-play
    return x - {"nt": 1.9, "igo_nt": 2.6, "chigaku_nt": 1.8}.get(kind, 1.8)


def hand_tricks(hand: int, kind: str, rules: NapoleonRules) -> float:
    """Tricks-equivalent of ``hand`` as the Napoleon under trump kind ``kind``."""
    if kind == URAKO:
        # N-VAR-7: the best kind for the hand; choosing each trick's kind helps, the missing
        # adjutant hurts more (the calibration assumes one), so a little below the best kind
        return max(hand_tricks(hand, k, rules) for k in URAKO_TRICK_KINDS) - 0.8
    if kind in SUIT_TRUMPS:
        t = SUIT_LETTERS.index(kind)
        return _tricks_suit(hand, t, rules) + _SUIT_BIAS[t]
    if kind in COLOUR_TRUMPS:
        return _tricks_colour(hand, kind, rules)
    return _tricks_nt(hand, kind, rules)


def estimate_points(hand: int, kind: str, rules: NapoleonRules, players: int) -> float:
    """Estimated point cards the Napoleon side takes with ``hand`` under ``kind``, counting
    the kitty and an adjutant holding the best card the Napoleon lacks (N-AI-10, N-AI-11)."""
    offset, scale = _CALIBRATION.get((rules.name, players)) or _CALIBRATION.get(
        ("book", players), _CALIBRATION[("book", 5)]
    )
    return min(20.0, offset + scale * hand_tricks(hand, kind, rules))


def hand_with_kitty(view: NapoleonView) -> int:
    """The hand the bot bids with: its own cards and a public kitty."""
    hand = view.hand_mask
    if view.kitty is not None:  # N-BID-13 step 3: a public kitty goes to the Napoleon
        for c in view.kitty:
            hand |= BIT[c]
    return hand


def estimates(view: NapoleonView, kinds: Sequence[str]) -> dict[str, float]:
    """``estimate_points`` of each kind in ``kinds`` for the hand and a public kitty."""
    hand = hand_with_kitty(view)
    est = {k: estimate_points(hand, k, view.rules, view.players) for k in kinds}
    if view.kitty is not None:  # no unknown kitty left to hope for
        est = {k: v - 0.8 for k, v in est.items()}
    return est
