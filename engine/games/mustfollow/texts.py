"""Short player-facing texts, as :class:`~engine.text.Text` messages for any language.

The engine decides the words where it decides the rule; these helpers give the table one call
per need: why a card is refused, why a trick was won, a hint line. Each has a ``Text`` form
(``refusal``, ``trick_reason``, ``hint``) and a ``..._text(..., lang)`` form that renders it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import Action, PlayCard
from ...cards import card_label
from ...events import TrickWon
from ...terms import SUITS
from ...text import Text, in_language, joined, said
from .moves import PlayFaceDown
from .solver import Analysis, analyse
from .state import MustFollowState
from .view import MustFollowView

#: the human's default names (``napoleon_gui.settings``): the verb must agree with "You"
#: ("You win", not "You wins"), and Japanese needs no name-specific form
HUMAN_DEFAULT_NAMES = frozenset({"You", "Vous", "あなた"})


def refusal(state: MustFollowState, action: Action) -> Text | None:
    """Why ``action`` is refused now, with its rule ID, or ``None`` if it is legal."""
    problem = state.explain_illegal(action)
    if problem is None:
        return None
    rule_id, reason = problem
    return joined([reason, f"({rule_id})"], " ")


def refusal_text(state: MustFollowState, action: Action, lang: str = "en") -> str | None:
    """:func:`refusal` in ``lang``."""
    text = refusal(state, action)
    return None if text is None else in_language(text, lang)


def trick_reason(event: TrickWon, names: Sequence[str], human: int | None = None) -> Text:
    """Why the trick was won (M-PLAY-2); ``human`` (or a default human name) is "you"."""
    card = card_label(next(c for s, c in event.plays if s == event.winner))
    who = names[event.winner]
    you = event.winner == human or who in HUMAN_DEFAULT_NAMES
    if event.reason == "trump":
        if you:
            return said(
                "You win with {card}: {spades} are always trump (M-PLAY-2)",
                card=card,
                spades=SUITS[0],
            )
        return said(
            "{name} wins with {card}: {spades} are always trump (M-PLAY-2)",
            name=who,
            card=card,
            spades=SUITS[0],
        )
    if you:
        return said("You win with {card}, the highest card of the led suit (M-PLAY-2)", card=card)
    return said(
        "{name} wins with {card}, the highest card of the led suit (M-PLAY-2)", name=who, card=card
    )


def trick_text(
    event: TrickWon, names: tuple[str, ...], lang: str = "en", human: int | None = None
) -> str:
    """:func:`trick_reason` in ``lang``."""
    return in_language(trick_reason(event, names, human), lang)


def hint(view: MustFollowView, analysis: Analysis | None = None) -> Text:
    """One line for hint mode: the status (M-HINT-2) and the best move with its chance."""
    a = analysis or analyse(view)
    status = a.status_line()
    best = a.best
    if best is None or best.value is None:
        return status
    pct = round(100 * best.value)
    action = best.action
    label: str
    if isinstance(action, PlayFaceDown):
        label = said("the dummy's face-down card at place {place}", place=action.slot + 1)
    else:
        label = action.label()  # a card: the same in every language
    move = said("best: {move} ({pct} %)", move=label, pct=pct)
    return joined([status, move], " — ")


def hint_text(view: MustFollowView, lang: str = "en", analysis: Analysis | None = None) -> str:
    """:func:`hint` in ``lang``."""
    return in_language(hint(view, analysis), lang)


def play_obligation(view: MustFollowView) -> tuple[str, Text] | None:
    """The rule that narrows the cards the seat may play (M-PLAY-1 must follow, M-LEAD-1 /
    M-2P-5 the opening card) and what it says, with the refusal words of
    ``MustFollowState.explain_illegal``; ``None`` when every card of the hand to play may
    be played, or when a face-down dummy card may be (its suit alone is known)."""
    if view.phase != "play" or any(isinstance(a, PlayFaceDown) for a in view.legal):
        return None
    hand = view.dummy_up if view.players == 1 and view.to_play == 1 else view.hand
    allowed = {a.card for a in view.legal if isinstance(a, PlayCard)}
    if not allowed or all(c in allowed for c in hand):
        return None
    if not view.trick and view.forced is not None:
        rule = "M-2P-5" if view.players <= 2 else "M-LEAD-1"
        return rule, said("the game opens with {card}", card=card_label(view.forced))
    if not view.trick:
        return None
    return "M-PLAY-1", said("you must follow suit to {card}", card=card_label(view.trick[0][1]))
