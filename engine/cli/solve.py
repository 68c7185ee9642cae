"""``python -m engine solve``: the perfect-information solve of a numbered deal, as JSON
(the games with a solver: ``GameSpec.solve_command``, ``parser.solve_games``; the
must-follow co-op game)."""

from __future__ import annotations

import argparse

from ..errors import EngineError
from ..registry import get_game
from .parser import check_players, check_preset, fail


def run(args: argparse.Namespace) -> int:
    preset = check_preset(args.parser, args.game, args.preset)
    check_players(args.parser, args.game, preset, args.players)
    solve_command = get_game(args.game).solve_command
    assert solve_command is not None  # --game offers the games with a solver only

    try:
        print(solve_command(args.players, args.seed, preset, args.budget))
    except (EngineError, ValueError, KeyError) as exc:  # a preset file that is wrong
        return fail(args, exc)
    return 0
