"""Napoleon (ナポレオン): 3-6 players, one deck and a joker (napoleon.md)."""

from __future__ import annotations

import random

from ...core import DealResult
from ...registry import DealSetup, GameSpec, register
from .params import PRESETS, NapoleonRules, load_preset
from .state import NapoleonState


def new_deal(rules: NapoleonRules, players: int, rng: random.Random,
             setup: DealSetup) -> NapoleonState:
    return NapoleonState.deal(rules, players, rng, dealer=setup.dealer,
                              opening_seat=setup.opening_seat)


def next_setup(rules: NapoleonRules, players: int, setup: DealSetup,
               result: DealResult) -> DealSetup:
    """Dealer and opening bidder of the next deal.

    A redeal or an annulled deal keeps both (N-MIS-4, N-BID-11). Otherwise the dealer moves
    one seat (N-DEAL-3) and the opening bidder is the seat after the last Napoleon (N-BID-10)
    or, under igoshokai, the last adjutant — the Napoleon himself after an only (N-BID-11).
    """
    if not result.counts:
        return setup
    dealer = (setup.dealer + 1) % players
    declarer = int(result.detail["declarer"])
    if rules.opening_bidder == "previous_adjutant":
        adjutants = result.detail["adjutants"]
        return DealSetup(dealer, int(adjutants[0]) if adjutants else declarer)
    return DealSetup(dealer, (declarer + 1) % players)


register(
    GameSpec(
        name="napoleon",
        title="Napoleon",
        player_counts=(3, 4, 5, 6),
        params_model=NapoleonRules,
        presets=PRESETS,
        new_deal=new_deal,
        next_setup=next_setup,
        preset_players={name: preset.players for name, preset in PRESETS.items()},
        load_params=load_preset,
    )
)

__all__ = ["PRESETS", "NapoleonRules", "NapoleonState", "load_preset",
           "new_deal", "next_setup"]
