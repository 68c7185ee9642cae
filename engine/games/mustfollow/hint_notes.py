"""What a must-follow hint adds to its facts (issue 21): the alternatives compared, in the
team's chance of success, and the strategy note the choice follows.

The hint's words are ``engine.hint_search.play_text``: the choice, the facts
(``hint_facts``), the best alternative and what it would cost, then the note. Here the
co-op and puzzle players' comparison becomes a ``SearchResult`` (each move's share of the
deals consistent with the view that stay winnable: a chance, 0 to 1), and the note is a
rule of thumb chosen by what the card does for the goal, never a figure of the search and
never a fact said again.
"""

from __future__ import annotations

from ...actions import Action, PlayCard
from ...ai.search import Estimate, SearchResult
from ...terms import suit_name
from ...text import Text, said
from .hint_facts import targets_open
from .moves import PlayFaceDown, TurnUp
from .rules import trick_winner
from .view import MustFollowView


def search_result(
    view: MustFollowView, action: Action, values: dict[Action, float] | None
) -> SearchResult:
    """The choice, its note and (where the moves were compared) every card's chance, best
    first. A face-down dummy card is no alternative a hint can name by its card (M-1P-7)."""
    note = strategy_note(view, action)
    estimates: tuple[Estimate, ...] = ()
    if values is not None and values and max(values.values()) == 0.0:
        return SearchResult(action, LOST_NOTE, action, ())
    if values is not None and len(values) > 1:
        ranked = sorted(
            (a for a in values if isinstance(a, PlayCard) or a == action),
            key=lambda a: (a != action, -values[a]),
        )
        estimates = tuple(Estimate(a, values[a], 0, 1) for a in ranked)
        if len(estimates) < 2:
            estimates = ()
    return SearchResult(action, note, action, estimates)


#: no card keeps the goal in reach (M-SOLVE-8: in no deal that fits the view)
LOST_NOTE = said(
    "when no card keeps the goal in reach, whatever the hidden cards are, any card will do "
    "(M-SOLVE-8)"
)


def strategy_note(view: MustFollowView, action: Action) -> Text:
    """The rule of thumb ``action`` follows: take a trick the hand's goal still needs, play
    under when it needs none, else keep the suits the last cards need (M-GOAL-1, M-TALK-4)."""
    hand = view.to_play if view.to_play is not None else view.seat
    if isinstance(action, PlayFaceDown | TurnUp):  # the note names the choice (no card)
        suit = next((s for i, s, _ in view.dummy_places if i == action.slot), 0)
        if isinstance(action, TurnUp):
            return said(
                "turn up one of the dummy's face-down {suit}: in a suit they are alike, so "
                "any one will do (M-1P-3, M-1P-7)",
                suit=suit_name(suit),
            )
        return said(
            "play one of the dummy's face-down {suit}: in a suit they are alike, so which "
            "one comes is luck (M-1P-7)",
            suit=suit_name(suit),
        )
    if not isinstance(action, PlayCard):
        return said("any move will do here (M-PLAY-1)")
    r1 = view.round1_taken
    open_ = targets_open(view.players, view.round, r1, view.taken)[hand]
    trick = [c for _, c in view.trick]
    takes = bool(trick) and trick_winner([*trick, action.card]) == len(trick)
    if takes and open_ and min(open_) > view.taken[hand]:
        return said("a hand short of its trick count takes the tricks it can (M-TALK-4)")
    if trick and not takes and view.taken[hand] in open_:
        return said("a hand that may stop at its trick count plays under the winner (M-TALK-4)")
    if view.players >= 3:
        return said(
            "keep a card of each suit the last cards need, each suit in a different hand (M-GOAL-1)"
        )
    return said("keep the pair of suits this round must end on, one in each hand (M-2P-9)")


__all__ = ["search_result", "strategy_note"]
