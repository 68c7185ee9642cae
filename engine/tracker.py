"""The learners' card tracker (issue #13 item 7): from one seat's view, the cards already
played, suit by suit, and what is still out.

Only public knowledge is used (and what the seat itself may see): the cards played to tricks
(the views' ``played_mask`` / ``played_counts`` / ``plays``) and the discards this seat may
see. Nothing is read from the state.

* Napoleon: the point cards (10 J Q K A, N-COMP-4) not yet played nor seen among the
  discards, and the joker when the rules have one (N-OPT-5).
* Rettler: the same with two decks (R-COMP-1): two copies of every card, two jokers and two
  bridge cards.
* Belote: the trumps still out and the card points still out (B-CARD-2/3; without the
  last-trick 10).
* Must-follow: the cards still in the hands, by suit (public as the card backs, M-VIS-1),
  and the cards played in the current round only (M-VIS-2: earlier rounds may not be
  looked at; the tracker is the "played cards" memory aid of MD-2, off by default).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import (
    BRIDGE,
    DECK_STRIDE,
    IS_POINT,
    JOKER,
    POINT_MASK,
    RANK_OF,
    SUIT_MASK,
    SUITS,
    Card,
    cards_in,
)
from .core import View


@dataclass(frozen=True, slots=True)
class SuitRow:
    """One suit: ``played`` (cards played so far, high rank first; a Rettler card twice when
    both copies fell) and ``out`` (the cards of this suit still to come that the tracker
    follows: point cards, trumps, or every card for must-follow), ``out_count`` their number.
    """

    suit: int
    played: tuple[Card, ...]
    out: tuple[Card, ...]
    out_count: int


@dataclass(frozen=True, slots=True)
class Tracker:
    """What the tracker shows for one view.

    ``follows``: what ``out`` lists (``"point_cards"``, ``"trumps"`` or ``"cards"``);
    ``extras_played`` / ``extras_out``: jokers and bridge cards; ``points_out`` /
    ``points_total``: point cards (Napoleon, Rettler) or card points (Belote) still out and
    in the whole deck; ``trump``: the Belote trump suit (``None`` without one);
    ``trumps_out``: Belote trumps still out.
    """

    game: str
    follows: str
    rows: tuple[SuitRow, ...]
    extras_played: tuple[Card, ...] = ()
    extras_out: tuple[Card, ...] = ()
    points_out: int | None = None
    points_total: int | None = None
    trump: int | None = None
    trumps_out: int | None = None


def _high_first(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: -RANK_OF[c]))


def track(view: View) -> Tracker | None:
    """The tracker of ``view`` (``None`` for a view of a game it does not know)."""
    from .games.belote.view import BeloteView
    from .games.mustfollow.view import MustFollowView
    from .games.napoleon.view import NapoleonView
    from .games.rettler.view import RettlerView

    if isinstance(view, NapoleonView):
        return _napoleon(view)
    if isinstance(view, RettlerView):
        return _rettler(view)
    if isinstance(view, BeloteView):
        return _belote(view)
    if isinstance(view, MustFollowView):
        return _mustfollow(view)
    return None


def _napoleon(view: View) -> Tracker:
    played: int = view.played_mask  # type: ignore[attr-defined]
    seen = played
    for card in view.discards:  # type: ignore[attr-defined]
        seen |= 1 << card
    rows = []
    for suit in SUITS:
        points_out = cards_in(POINT_MASK & SUIT_MASK[suit] & ~seen)
        rows.append(
            SuitRow(
                suit,
                _high_first(cards_in(played & SUIT_MASK[suit])),
                _high_first(points_out),
                len(points_out),
            )
        )
    has_joker = not view.rules.no_joker  # type: ignore[attr-defined]
    joker_played = bool(played >> JOKER & 1)
    joker_seen = bool(seen >> JOKER & 1)
    out = sum(r.out_count for r in rows)
    return Tracker(
        "napoleon",
        "point_cards",
        tuple(rows),
        extras_played=(JOKER,) if joker_played else (),
        extras_out=(JOKER,) if has_joker and not joker_seen else (),
        points_out=out,
        points_total=POINT_MASK.bit_count(),
    )


def _rettler(view: View) -> Tracker:
    played: tuple[int, ...] = view.played_counts  # type: ignore[attr-defined]
    counts = Counter({code: n for code, n in enumerate(played) if n})
    seen = Counter(counts)
    seen.update(c % DECK_STRIDE for c in view.discards)  # type: ignore[attr-defined]
    rows = []
    for suit in SUITS:
        codes = range(13 * suit, 13 * suit + 13)
        fell = [c for c in codes for _ in range(counts[c])]
        out = [c for c in codes if IS_POINT[c] for _ in range(max(0, 2 - seen[c]))]
        rows.append(SuitRow(suit, _high_first(fell), _high_first(out), len(out)))
    extras_played = tuple(c for c in (JOKER, BRIDGE) for _ in range(counts[c]))
    extras_out = tuple(c for c in (JOKER, BRIDGE) for _ in range(max(0, 2 - seen[c])))
    out_total = sum(r.out_count for r in rows)
    return Tracker(
        "rettler",
        "point_cards",
        tuple(rows),
        extras_played,
        extras_out,
        points_out=out_total,
        points_total=2 * POINT_MASK.bit_count(),
    )


def _belote(view: View) -> Tracker:
    from .games.belote.deck import PLAIN_POINTS, SUIT_CARDS, TRUMP_POINTS
    from .games.belote.play import TA

    played: int = view.played_mask  # type: ignore[attr-defined]
    contract = view.contract  # type: ignore[attr-defined]
    all_trump = contract is not None and contract.bid == TA
    trump = contract.trump if contract is not None and contract.trump >= 0 else None
    rows = []
    points_out = points_total = 0
    for suit in SUITS:
        is_trump = all_trump or suit == trump
        table = TRUMP_POINTS if is_trump else PLAIN_POINTS
        unplayed = cards_in(SUIT_CARDS[suit] & ~played)
        points_out += sum(table[c] for c in unplayed)
        points_total += sum(table[c] for c in cards_in(SUIT_CARDS[suit]))
        out = _high_first(unplayed) if is_trump else ()
        rows.append(SuitRow(suit, _high_first(cards_in(played & SUIT_CARDS[suit])), out, len(out)))
    trumps_out = sum(r.out_count for r in rows) if trump is not None or all_trump else None
    return Tracker(
        "belote",
        "trumps",
        tuple(rows),
        points_out=points_out,
        points_total=points_total,
        trump=trump,
        trumps_out=trumps_out,
    )


def _mustfollow(view: View) -> Tracker:
    this_round = view.round  # type: ignore[attr-defined]
    plays = [c for r, _, c in view.plays if r == this_round]  # type: ignore[attr-defined]
    counts: tuple[tuple[int, int, int, int], ...] = view.suit_counts  # type: ignore[attr-defined]
    rows = []
    for suit in SUITS:
        fell = [c for c in plays if c // 13 == suit]
        out = sum(hand[suit] for hand in counts)
        rows.append(SuitRow(suit, _high_first(fell), (), out))
    return Tracker("mustfollow", "cards", tuple(rows))


__all__ = ["SuitRow", "Tracker", "track"]
