"""Bot and hint rules for the Rettler variants with the trump named unseen (R-VAR-4/7/11),
and for the Mighty holder at the three-player table of R-VAR-3.

* **Trump choice**: the hand is unseen, so a fixed choice. Imperialist and team games:
  no-trump, where the leader decides which suit is led and the bowers follow it (chigaku NT,
  the book's best for the leader, is not allowed). The punished player of a sanction may name
  chigaku NT and does: it favours the leader, and he needs every round he can get.
* **Four piles, three players** (R-VAR-3): staying quiet with one ♠A to be called (R-AI-9)
  pays little when only two others may bid, and silence makes the holder lose (R-BID-7,
  D-03): he bids the minimum himself when his best kind is near it, and always with both.
* **Play** goes through the normal card play (``tactics``) with a view that says who the
  partners are: imperialist, every other seat is an opponent (the bot plays as a Rettler
  without adjutant, take point cards, never feed anybody); team game, the team mates are
  known partners from the start (R-VAR-7); a sanction is a contract of the punished player
  alone at his target count (the view already shows it so).
"""

from __future__ import annotations

from dataclasses import replace

from ...actions import Action, Bid, NameTrump
from ...cards import MIGHTY
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
            "name Earth-science club no-trump without looking: it favours the leader, and "
            "the punished player needs every round he can get (R-VAR-11)"
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


#: R-VAR-3: how far below the minimum count a Mighty holder's best estimate may be for him to
#: bid rather than stay quiet (R-AI-9) at a table of three. Measured over 500 deals (seed 7),
#: 3 / 4 / 5 / always: nobody bid in 18 / 11 / 5 / 0 % of the deals (32 % before), contracts
#: made in 42 / 45 / 45 / 44 % of them (36 % before)
_THREE_GAMBLE = 5.0


def three_seat_gamble(view: RettlerView) -> bool:
    """R-VAR-3 with R-AI-9 and R-BID-7: at a table of three only two others may bid and call
    the Mighty holder; if neither does, he loses (D-03). He bids at the minimum himself when
    his best kind is within ``_THREE_GAMBLE`` point cards of it, and always with both ♠A."""
    if view.players != 3 or not view.held(MIGHTY):
        return False
    from .strategy import estimate_points

    best = max(estimate_points(view, k, 1) for k in ("S", "H", "D", "C", "red", "black"))
    low = min((a.count for a in view.legal if isinstance(a, Bid)), default=None)
    if low is None:
        return False
    return view.held(MIGHTY) == 2 or best >= low - _THREE_GAMBLE


def three_seat_reason(view: RettlerView, bid: Bid) -> Text:
    return said(
        "bid {bid}: at a table of three the two others may well pass, and if nobody bids the "
        "Mighty holder loses (R-AI-9, R-BID-7, D-03)",
        bid=bid.label(),
        kind=trump_name(bid.trump),
        count=bid.count,
    )
