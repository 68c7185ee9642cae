"""Bot and hint rules for the Rettler variants with the trump named unseen (R-VAR-4/7/11).

* **Trump choice**: the hand is unseen, so a fixed choice. Imperialist and team games:
  no-trump, where the leader decides which suit is led and the bowers follow it (chigaku NT,
  the book's best for the leader, is not allowed). The punished player of a sanction may name
  chigaku NT and does: it favours the leader, and he needs every round he can get.
* **Play** goes through the normal card play (``tactics``) with a view that says who the
  partners are: imperialist, every other seat is an opponent (the bot plays as a Rettler
  without adjutant, take point cards, never feed anybody); team game, the team mates are
  known partners from the start (R-VAR-7); a sanction is a contract of the punished player
  alone at his target count (the view already shows it so).
"""

from __future__ import annotations

from dataclasses import replace

from ...actions import Action, NameTrump
from ...terms import trump_name
from ...text import Text, said
from .view import RettlerContract, RettlerView

#: the normal tactics waive a point request near an all-take only below 40 (R-PR-2)
_NO_CONTRACT_COUNT = 40


def variant_trump(view: RettlerView) -> tuple[Action, Text]:
    """R-VAR-4/7/11: the trump kind, named before looking at the hand."""
    info = view.variant
    assert info is not None
    legal = [a for a in view.legal if isinstance(a, NameTrump)]
    kinds = [a.trump for a in legal]
    if info.variant == "sanction" and "chigaku_nt" in kinds:
        pick = legal[kinds.index("chigaku_nt")]
        return pick, said(
            "name chigaku NT without looking: it favours the leader, and the punished player "
            "needs every round he can get (R-VAR-11)"
        )
    pick = legal[kinds.index("nt")] if "nt" in kinds else legal[0]
    if pick.trump == "nt":
        return pick, said(
            "name no-trump without looking: as the leader you choose the suits led, and the "
            "bowers follow them ({rule})",
            rule=info.rule_id,
        )
    return pick, said(
        "name {trump} without looking at your hand ({rule})",
        trump=trump_name(pick.trump),
        rule=info.rule_id,
    )


def play_view(view: RettlerView) -> RettlerView:
    """The view the normal card play reads: a contract of this seat (and its team mates as
    known adjutants) where the variant has none; a sanction's view is used as it is."""
    info = view.variant
    if info is None or view.contract is not None or view.round_rules is None:
        return view
    mates = info.team_mates(view.seat)
    return replace(
        view,
        contract=RettlerContract(view.seat, _NO_CONTRACT_COUNT, view.round_rules.kind, 0),
        known_adjutants=mates,
        is_adjutant=False,
    )


__all__ = ["play_view", "variant_trump"]
