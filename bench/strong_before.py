"""``python -m engine duel`` with the level ``expert`` replaced by the strong player as it
was before the eleventh session's changes (issue 23: a head to head of the two versions on
the same deals, in one run).

    PYTHONPATH=. .venv/bin/python bench/strong_before.py -- --game rettler --players 6 \\
        --a strong --b expert --fixed-contract --deals 300 --seed 2350 --procs 2

Before: Napoleon's strong player without inference from the play (``play_pool`` 1) and
without exact last tricks (``exact_tricks`` 0); Rettler's with its worlds dealt uniformly
(no auction read, ``search_worlds`` weights 1) and without inference from the play. The
level is replaced when this module is imported, so the worker processes of ``--procs N``
(which import it again) play the same players.
"""

from __future__ import annotations

import random
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cli import main as engine_main
from engine.core import GameState
from engine.games.napoleon import search as napoleon_search
from engine.games.rettler import search as rettler_search
from engine.games.rettler import search_worlds
from engine.games.rettler.strategy import RettlerBot
from engine.games.rettler.view import RettlerView
from engine.registry import get_game


class _UniformRettlerSearch(rettler_search.RettlerSearch):
    """Rettler's search with the worlds dealt as before: every unseen card alike."""

    def worlds(self, view: RettlerView, count: int, rng: random.Random) -> list[GameState]:
        saved = (
            search_worlds.DECLARER_TRUMP_WEIGHT,
            search_worlds.DECLARER_ACE_WEIGHT,
            search_worlds.KITTY_TRUMP_WEIGHT,
        )
        search_worlds.DECLARER_TRUMP_WEIGHT = 1.0
        search_worlds.DECLARER_ACE_WEIGHT = 1.0
        search_worlds.KITTY_TRUMP_WEIGHT = 1.0
        try:
            return super().worlds(view, count, rng)
        finally:
            (
                search_worlds.DECLARER_TRUMP_WEIGHT,
                search_worlds.DECLARER_ACE_WEIGHT,
                search_worlds.KITTY_TRUMP_WEIGHT,
            ) = saved


def _rettler_before(seed: int | None = None) -> Any:
    game = _UniformRettlerSearch(play_pool=1)
    bot = rettler_search.RettlerSearchBot(game, RettlerBot(seed), seed, rettler_search.BUDGET)
    bot.name = "expert"
    return bot


def _napoleon_before(seed: int | None = None) -> Any:
    budget = replace(napoleon_search._BUDGET, exact_tricks=0)
    bot = napoleon_search.NapoleonSearchBot(seed, budget, budget)
    assert isinstance(bot.game, napoleon_search.NapoleonSearch)
    bot.game.play_pool = 1
    bot.name = "expert"
    return bot


for _name, _player in (("rettler", _rettler_before), ("napoleon", _napoleon_before)):
    _bots = dict(get_game(_name).bots)
    _bots["expert"] = _player
    object.__setattr__(get_game(_name), "bots", _bots)

if __name__ == "__main__":
    sys.exit(engine_main(["duel", *(a for a in sys.argv[1:] if a != "--")]))
