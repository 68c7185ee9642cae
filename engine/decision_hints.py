"""Hints for every decision that is not a card play (issue 21): bids, passes and closes, the
adjutant call, the kitty exchange, Belote's take and meld announcement.

Each game computes the choice's facts from the seat's view (``engine/games/<game>/
decision_hint.py``), and ``engine.decision_facts.decision_text`` words them: the choice,
the deciding facts, the best alternative, the rule of thumb. A decision no game words yet
(a blind stand, a variant's trump choice) keeps the player's own sentence, which already
begins with the choice.
"""

from __future__ import annotations

from typing import Any

from .actions import Action, Discard
from .cards import DECK_STRIDE, JOKER, MIGHTY, RANK_OF, SUIT_OF, kind_suits
from .decision_facts import (
    DECIDING,
    DecisionFact,
    KeepsCards,
    KeepsSuit,
    VoidAfter,
    decision_text,
    hand_codes,
)
from .facts import cards_listed
from .hints import Hint
from .registry import get_game
from .terms import suit_name, trump_name
from .text import Text, said


def decision_hint(game: str, view: Any, action: Action, reason: str | None) -> Hint:
    """The hint of a decision other than a card play (module docstring): the game's
    ``GameSpec.decision_hint`` gives its parts."""
    build = get_game(game).decision_hint
    built = build(view, action, reason) if build is not None and isinstance(reason, Text) else None
    if built is None:
        # the player's own sentence names the choice before its colon ("pass: …")
        text = reason if reason else action.label()
        return Hint(action, text, says_choice=bool(reason) and ":" in str(reason)[:60])
    choice, facts, alternative, thumb = built
    return Hint(
        action,
        decision_text(choice, facts, alternative, thumb),
        says_choice=True,
        facts=tuple(facts[:DECIDING]),
    )


trump_suits = kind_suits  # the suits of a trump kind (none under the no-trump family)


def exchange_hint(game: str, view: Any, whole: list[tuple[Action, str]]) -> Hint:
    """The kitty exchange (N-KIT-2, R-KIT-1) as one decision: every card to discard, the
    suits the discards empty, the trumps and top cards kept, the rule of thumb."""
    actions = tuple(a for a, _ in whole)
    discarded = [a.card % DECK_STRIDE for a in actions if isinstance(a, Discard)]
    contract = getattr(view, "contract", None)
    kind = str(contract.trump) if contract is not None else ""
    trumps = trump_suits(kind)
    hand = hand_codes(view)
    left = list(hand)
    for c in discarded:
        left.remove(c)
    facts: list[DecisionFact] = []
    # a void lets the seat trump that suit only while it keeps a trump
    ruffs = any(c < JOKER and SUIT_OF[c] in trumps for c in left)
    for s in sorted({SUIT_OF[c] for c in discarded if c < JOKER}):
        if not any(c < JOKER and SUIT_OF[c] == s for c in left):
            facts.append(VoidAfter(suit_name(s), s, ruffs and s not in trumps))
    held = sum(1 for c in hand if c < JOKER and SUIT_OF[c] in trumps)
    if trumps and held and all(c >= JOKER or SUIT_OF[c] not in trumps for c in discarded):
        facts.append(KeepsSuit(trump_name(kind), trumps, held))
    top = [c for c in (MIGHTY, JOKER) if c in left]
    top += [c for c in sorted(set(left)) if c < JOKER and RANK_OF[c] == 11 and c not in top]
    if top and not any(c in top for c in discarded):
        facts.append(KeepsCards(tuple(top[:3])))
    cards = cards_listed(tuple(discarded))
    rule_of_thumb = get_game(game).exchange_thumb
    thumb = rule_of_thumb() if rule_of_thumb is not None else None
    text = decision_text(said("Discard {cards}.", cards=cards), facts, None, thumb)
    return Hint(actions[0], text, actions, says_choice=True, facts=tuple(facts[:DECIDING]))
