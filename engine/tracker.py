"""The learners' card tracker (issue #13 item 7): from one seat's view, the cards already
played, suit by suit, and what is still out.

Only public knowledge is used (and what the seat itself may see): the cards played to tricks
(the views' ``played_mask`` / ``played_counts`` / ``plays``) and the discards this seat may
see. Nothing is read from the state.

Each game fills its own rows (``GameSpec.tracker``):

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

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import RANK_OF, Card
from .core import View
from .registry import loaded_games


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


def high_first(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards high rank first, as a row of the tracker lists them."""
    return tuple(sorted(cards, key=lambda c: -RANK_OF[c]))


def track(view: View) -> Tracker | None:
    """The tracker of ``view``, as its game's ``GameSpec.tracker`` fills it (``None`` for a
    game without one). A view's game is registered already: its package made the view."""
    for spec in loaded_games():
        if spec.tracker is not None:
            tracker = spec.tracker(view)
            if tracker is not None:
                return tracker
    return None


__all__ = ["SuitRow", "Tracker", "high_first", "track"]
