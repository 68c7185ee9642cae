"""Bot and hint rules for Urako in Rettler form (R-VAR-6): bid it at the best suit or
colour estimate less ``URAKO_DISCOUNT`` (and one adjutant's worth where two are usual); lead
by declaring the kind the hand controls best and playing as the normal bot would under it;
follow under the round's kind."""

from __future__ import annotations

from dataclasses import replace

from ...actions import Action
from ...terms import trump_name
from ...text import Text, said
from .actions import Lead
from .rounds import RoundRules
from .tactics import play
from .view import RettlerView

#: the kinds the bot declares (the three club kinds and the NT family need a plan it lacks)
DECLARED = ("S", "H", "D", "C", "red", "black")
#: what the coalition's own declarations cost an Urako Rettler, in point cards
URAKO_DISCOUNT = 0.5


def _under(view: RettlerView, kind: str, rr: RoundRules | None) -> RettlerView:
    assert view.contract is not None
    return replace(view, contract=replace(view.contract, trump=kind), round_rules=rr)


def urako_play(view: RettlerView) -> tuple[Action, Text]:
    from .strategy import controls

    if view.round is not None:  # following: the declared kind's rules are the round's
        return play(_under(view, view.round.kind, view.round_rules))
    kind = max(DECLARED, key=lambda k: controls(view, k))
    leads = tuple(a for a in view.legal if isinstance(a, Lead) and a.trump == kind)
    if not leads:
        return view.legal[0], said("lead: the only kind left to declare (R-VAR-6)")
    rr = RoundRules.for_contract(view.rules, kind, view.tricks)
    action, why = play(replace(_under(view, kind, rr), legal=leads))
    return action, said(
        "declare {trump}, the kind your hand controls best (R-VAR-6); {why}",
        trump=trump_name(kind),
        why=why,
    )
