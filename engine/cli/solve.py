"""``python -m engine solve``: the perfect-information solve of a numbered must-follow deal,
as JSON (the only game with a solver: ``parser.SOLVE_GAMES``)."""

from __future__ import annotations

import argparse

from ..errors import EngineError
from .parser import check_players, check_preset, fail


def run(args: argparse.Namespace) -> int:
    preset = check_preset(args.parser, args.game, args.preset)
    check_players(args.parser, args.game, preset, args.players)
    from ..games.mustfollow.cli import solve_command

    try:
        print(solve_command(args.players, args.seed, preset, args.budget))
    except (EngineError, ValueError, KeyError) as exc:  # a preset file that is wrong
        return fail(args, exc)
    return 0
