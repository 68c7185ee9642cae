"""Short player-facing texts in English and Japanese (``lang`` = "en" | "ja").

The engine decides the words where it decides the rule (``Said`` values); these helpers give
the table one call per need: why a card is refused, why a trick was won, a hint line.
"""

from __future__ import annotations

from ...actions import Action
from ...cards import card_label
from ...events import TrickWon
from ...text import Said, in_language
from .moves import PlayFaceDown
from .solver import Analysis, analyse
from .state import MustFollowState
from .view import MustFollowView


def refusal_text(state: MustFollowState, action: Action, lang: str = "en") -> str | None:
    """Why ``action`` is refused now, with its rule ID, or ``None`` if it is legal."""
    problem = state.explain_illegal(action)
    if problem is None:
        return None
    rule_id, reason = problem
    return f"{in_language(reason, lang)} ({rule_id})"


def trick_text(event: TrickWon, names: tuple[str, ...], lang: str = "en") -> str:
    """Why the trick was won (M-PLAY-2)."""
    card = card_label(next(c for s, c in event.plays if s == event.winner))
    who = names[event.winner]
    if event.reason == "trump":
        said = Said(f"{who} wins with {card}: spades are always trump (M-PLAY-2)",
                    f"{who}が{card}で勝ち: スペードは常に切り札です(M-PLAY-2)")
    else:
        said = Said(f"{who} wins with {card}, the highest card of the led suit (M-PLAY-2)",
                    f"{who}が{card}で勝ち: リードされたスートの最強札です(M-PLAY-2)")
    return in_language(said, lang)


def hint_text(view: MustFollowView, lang: str = "en", analysis: Analysis | None = None) -> str:
    """One line for hint mode: the status (M-HINT-2) and the best move with its chance."""
    a = analysis or analyse(view)
    status = a.status_text(lang)
    best = a.best
    if best is None or best.value is None:
        return status
    pct = round(100 * best.value)
    action = best.action
    if isinstance(action, PlayFaceDown):
        label = Said(f"the dummy's face-down card at place {action.slot + 1}",
                     f"ダミーの裏向きの札({action.slot + 1}番)")
    else:
        label = Said(action.label(), action.label())
    move = Said(f"best: {label} ({pct} %)", f"おすすめ: {label.ja}({pct}%)")
    return f"{status} — {in_language(move, lang)}"
