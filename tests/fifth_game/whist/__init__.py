"""Plain whist (four players in fixed partnerships, 13 tricks, the dealer's last card makes
trump): a game written outside ``engine/games`` to show what a game must give the engine.
Everything the engine needs of it is in the ``GameSpec`` registered below (rules: ``rules``).

Registered by importing this package; ``NAPOLEON_TABLE_GAMES=tests.fifth_game.whist:...``
makes the engine import it (``engine/registry.py``)."""

from __future__ import annotations

import random
from typing import Any

from engine.core import DealResult, GameState
from engine.registry import DealSetup, GameOver, GameSpec, register

from .params import PRESETS, WhistRules
from .state import PLAYERS, WhistState, side_of


def new_deal(rules: WhistRules, players: int, rng: random.Random, setup: DealSetup) -> WhistState:
    return WhistState.deal(rules, rng, setup.dealer)


def next_setup(rules: WhistRules, players: int, setup: DealSetup, result: DealResult) -> DealSetup:
    """W-DEAL-2: the deal passes to the left; W-PLAY-1: the dealer's left leads."""
    dealer = (setup.dealer + 1) % players
    return DealSetup(dealer, (dealer + 1) % players)


def match_end(rules: WhistRules, players: int, totals: tuple[int, ...]) -> GameOver | None:
    """W-END-1: over once a side has the target; partners' totals are equal, so the side with
    the highest total wins (never a draw: 13 tricks always give one side odd tricks)."""
    top = max(totals)
    if top < rules.target:
        return None
    winners = tuple(s for s in range(players) if totals[s] == top)
    return GameOver(winners, len({side_of(s) for s in winners}) > 1, "W-END-1")


def deal_data(state: GameState) -> dict[str, Any]:
    """The pack as dealt and the dealer: the hands and the trump follow (W-DEAL-1)."""
    from engine.deal_log import codes

    assert isinstance(state, WhistState)
    return {"dealer": state.dealer, "pack": codes(state.pack)}


def from_deal_data(rules: WhistRules, players: int, data: dict[str, Any]) -> WhistState:
    from engine.deal_log import cards_field, field, seat_field

    pack = cards_field(field(data, "pack", list), "deal.pack")
    return WhistState(rules, pack, seat_field(data, "dealer", players))


def _replay() -> Any:
    from . import replay

    return replay


def _stats() -> Any:
    from . import stats

    return stats


def _strategy() -> Any:
    from . import strategy

    return strategy


def _explain() -> Any:
    from . import explain

    return explain


SPEC = GameSpec(
    name="whist",
    title="Whist",
    player_counts=(PLAYERS,),
    params_model=WhistRules,
    presets=PRESETS,
    new_deal=new_deal,
    next_setup=next_setup,
    match_end=match_end,
    zero_sum=False,  # W-SCORE-1: only the side over six tricks scores
    deal_data=deal_data,
    from_deal_data=from_deal_data,
    # records and statistics (engine.record, engine.deal_log, engine.stats)
    replay_record=lambda root, source: _replay().replay_whist(root, source),
    write_record=lambda log, names, source: _replay().whist_record(log, names, source),
    roles=("side",),
    seat_outcome=lambda result, seat: _stats().seat_outcome(result, seat),
    # the AI and the hints (engine.ai, engine.hints)
    bots={
        "normal": lambda seed: _strategy().make_bot("normal", seed),
        "easy": lambda seed: _strategy().make_bot("easy", seed),
    },
    explain_trick=lambda event, view: _explain().explain_trick(event),
)
register(SPEC)
