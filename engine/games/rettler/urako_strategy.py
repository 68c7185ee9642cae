"""Bot and hint rules for Urako in Rettler form (R-VAR-6).

* **Bidding**: Urako is worth the hand's best suit or colour kind less half a point card
  (the coalition's leaders declare their own kinds against the Rettler), and less a second
  adjutant's worth where the table has two (Urako calls one); it is bid where it is the
  cheapest way to the estimate (it ranks above black, so it overcalls at equal count).
* **Leading**: the leader declares the suit or colour kind his hand controls best (the
  normal bot's ``controls``), then leads as the normal bot would under that kind.
* **Following**: the normal bot under the kind declared for the round.
"""

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
    """A lead with its declared kind, or a follow under the round's kind."""
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


__all__ = ["DECLARED", "URAKO_DISCOUNT", "urako_play"]
