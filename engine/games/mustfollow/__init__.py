"""The co-operative must-follow game (mustfollow.md): 3-4 players, 2 players in two rounds,
and the 1-player puzzle with a dummy hand. Engine id ``mustfollow``."""

from __future__ import annotations

import random

from ...core import DealResult
from ...registry import DealSetup, GameSpec, register
from .params import PRESETS, MustFollowRules, load_preset
from .state import MustFollowState


def new_deal(rules: MustFollowRules, players: int, rng: random.Random,
             setup: DealSetup) -> MustFollowState:
    return MustFollowState.new(rules, players, rng, dealer=setup.dealer)


def next_setup(rules: MustFollowRules, players: int, setup: DealSetup,
               result: DealResult) -> DealSetup:
    """MD-1: the deal passes on after every game (it alternates with 2 players); the first
    lead is fixed by a card (M-LEAD-1), so the opening seat is only nominal."""
    if players == 1:
        return DealSetup(0, 0)
    dealer = (setup.dealer + 1) % players
    return DealSetup(dealer, dealer)


register(
    GameSpec(
        name="mustfollow",
        title="Co-operative must-follow game",
        player_counts=(1, 2, 3, 4),
        params_model=MustFollowRules,
        presets=PRESETS,
        new_deal=new_deal,
        next_setup=next_setup,
        preset_players={name: preset.players for name, preset in PRESETS.items()},
        load_params=load_preset,
        zero_sum=False,  # co-operative: every seat scores the shared result
    )
)

__all__ = ["PRESETS", "MustFollowRules", "MustFollowState", "load_preset", "new_deal",
           "next_setup"]
