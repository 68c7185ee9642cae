"""Napoleon positions the GUI tests start from: a simple auction policy."""

from __future__ import annotations

from engine.actions import Action, Bid, Close, Pass
from engine.games.napoleon.state import NapoleonState


def first_bid_then_pass(state: NapoleonState) -> Action:
    """The opening seat bids the lowest bid, everybody else passes; the bidder closes."""
    legal = state.legal_actions()
    if Close() in legal:
        return Close()
    if not state.bids and any(isinstance(a, Bid) for a in legal):
        return next(a for a in legal if isinstance(a, Bid))
    if Pass() in legal:
        return Pass()
    return legal[0]
