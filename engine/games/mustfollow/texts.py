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
from ...terms import SUITS, suit_name
from ...text import HUMAN_DEFAULT_NAMES, Text, in_language, joined, said
from .moves import PlayFaceDown
from .solver import EXACT, Analysis, MoveValue, analyse
from .state import MustFollowState
from .view import MustFollowView

#: the human's default names (``napoleon_gui.settings``): the verb must agree with "You"
#: ("You win", not "You wins"), and Japanese needs no name-specific form


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
        # the deciding fact (issue 21): a spade beats the led suit, however high it was
        led = suit_name(event.plays[0][1] // 13)
        if you:
            return said(
                "You win with {card}: {spades} are always trump and beat the led {led} (M-PLAY-2)",
                card=card,
                spades=SUITS[0],
                led=led,
            )
        return said(
            "{name} wins with {card}: {spades} are always trump and beat the led {led} (M-PLAY-2)",
            name=who,
            card=card,
            spades=SUITS[0],
            led=led,
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
    """The puzzle's hint (issue 21): the move, the one or two facts that decide it (what wins
    the trick, what a hand must still take: ``hint_facts``), the chance it keeps, and the
    best other move with what it would cost; where nothing can win, the reason why."""
    a = analysis or analyse(view)
    best = a.best
    if a.status == "lost" or best is None or best.value is None:
        return a.status_line()
    from .hint_facts import TricksToGo, play_facts

    parts: list[str] = [move_sentence(view, best.action)]
    facts = play_facts(view, best.action)
    goals = [f for f in facts if isinstance(f, TricksToGo)]  # the plan first: who takes what
    parts += [f.words() for f in [*goals, *(f for f in facts if f not in goals)][:3]]
    pct = round(100 * best.value)
    if a.kind == EXACT:
        parts.append(
            said(
                "With it and the best play after, the goal is reached {pct} % of the time.", pct=pct
            )
        )
    else:
        parts.append(
            said(
                "It keeps the goal in reach in about {pct} % of the ways the hidden cards may lie.",
                pct=pct,
            )
        )
    other = _best_other(view, a, best)
    if other is not None:
        lost = round(100 * (best.value - (other.value or 0.0)))
        what = move_words(view, other.action)
        parts.append(
            said("{move} would do as well.", move=what)
            if lost <= 0
            else said(
                "The best other move, {move}, would lower that chance by {x} %.", move=what, x=lost
            )
        )
    text = parts[0]
    assert isinstance(text, Text)
    for part in parts[1:]:
        text = said("{before} {after}", before=text, after=part)
    return text


#: Show solution while the dummy is laid out: any card of a suit will do (MD-10)
TURN_UP_WHY = said(
    "Turned up one of the dummy's cards: in a suit its face-down cards are alike, so any "
    "one will do (M-1P-3, M-1P-7)."
)


def solution_line(view: MustFollowView, analysis: Analysis) -> Text:
    """One line of why for a move of *Show solution* (issue 21, point 5): the move and the
    fact that decides it most (a hand's trick count first: that is the plan), else the
    chance it keeps; where nothing can win, the reason."""
    best = analysis.best
    if analysis.status == "lost" or best is None or best.value is None:
        return analysis.status_line()
    from .hint_facts import TricksToGo, play_facts

    facts = play_facts(view, best.action)
    goals = [f for f in facts if isinstance(f, TricksToGo)]
    ordered = [*goals, *(f for f in facts if f not in goals)]
    if ordered:
        why: Text = ordered[0].words()
    elif analysis.kind == EXACT:
        why = said(
            "With it and the best play after, the goal is reached {pct} % of the time.",
            pct=round(100 * best.value),
        )
    else:
        why = said(
            "It keeps the goal in reach in about {pct} % of the ways the hidden cards may lie.",
            pct=round(100 * best.value),
        )
    return said("{before} {after}", before=move_sentence(view, best.action), after=why)


def _best_other(view: MustFollowView, a: Analysis, best: MoveValue) -> MoveValue | None:
    """The best move other than ``best`` (the dummy's face-down cards of a suit are one
    move, MD-10)."""
    mine = _move_key(view, best.action)
    others = [m for m in a.moves if m.value is not None and _move_key(view, m.action) != mine]
    return max(others, key=lambda m: m.value or 0.0) if others else None


def _move_key(view: MustFollowView, action: Action) -> tuple[str, int]:
    if isinstance(action, PlayFaceDown):
        return ("down", next(s for i, s, _ in view.dummy_places if i == action.slot))
    return ("card", action.card if isinstance(action, PlayCard) else -1)


def move_words(view: MustFollowView, action: Action) -> Text | str:
    """A move as the player names it: a card, the dummy's card, or one of the dummy's
    face-down cards of a suit (never its place on the table)."""
    if isinstance(action, PlayFaceDown):
        suit = _move_key(view, action)[1]
        return said("one of the dummy's face-down {suit}", suit=suit_name(suit))
    if isinstance(action, PlayCard):
        if view.players == 1 and view.to_play == 1:
            return said("the dummy's {card}", card=card_label(action.card))
        return card_label(action.card)
    return action.label()


def move_sentence(view: MustFollowView, action: Action) -> Text:
    """ "Lead ♠6." / "Play the dummy's ♡Q." / "Play one of the dummy's face-down ♠ spades."."""
    what = move_words(view, action)
    if view.trick:
        return said("Play {card}.", card=what)
    return said("Lead {card}.", card=what)


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
