"""Hint mode: what the engine's player would do, and why tricks are won.

Hints only ever see a view (N-INFO): they cannot reveal hidden hands or the adjutant.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .core import View
from .events import TrickWon
from .text import in_language


@dataclass(frozen=True)
class Hint:
    action: Action
    text: str


def suggest(game: str, view: View) -> Hint:
    """The rule-based player's choice for ``view`` with a one-line reason."""
    from .ai import make_bot

    bot = make_bot(game, "normal", seed=0)
    explain = getattr(bot, "explain", None)
    if explain is not None:
        action, text = explain(view)
        return Hint(action, text)
    action = bot.choose(view)
    return Hint(action, action.label())


def rettler_round_kind(view: View) -> str:
    """The trump kind of a Rettler view's last completed round: the kind its Urako leader
    declared (R-VAR-6), else the contract's or the variant's (R-VAR-4/7/11)."""
    completed = getattr(view, "completed", ())
    declared = getattr(completed[-1], "trump", "") if completed else ""
    if declared:
        return str(declared)
    contract = getattr(view, "contract", None)
    if contract is not None:
        return str(contract.trump)
    variant = getattr(view, "variant", None)
    return str(variant.trump) if variant is not None else ""


def explain_trick(game: str, event: TrickWon, view: View, lang: str = "en") -> str:
    """Why the trick of ``event`` was won, citing the rule (N-TRICK-20)."""
    if game == "napoleon":
        from .games.napoleon.explain import explain_trick as napoleon_explain

        deal_rules = getattr(view, "deal_rules", None)
        if deal_rules is not None:
            return napoleon_explain(event, deal_rules, lang)
    if game == "belote":
        from .games.belote.explain import explain_trick as belote_explain

        contract = getattr(view, "contract", None)
        if contract is not None:
            return in_language(belote_explain(event, contract), lang)
    if game == "rettler":
        from .games.rettler.events import RoundWon
        from .games.rettler.explain import explain_round

        if isinstance(event, RoundWon):
            return in_language(explain_round(event, rettler_round_kind(view)), lang)
    if game == "mustfollow":
        from .games.mustfollow.solver import seat_names
        from .games.mustfollow.texts import trick_text

        return trick_text(event, seat_names(getattr(view, "players", 4)), lang)
    return f"{event.reason} — {event.rule_id}"
