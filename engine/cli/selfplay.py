"""``python -m engine selfplay``: bots in every seat for many deals, then a summary."""

from __future__ import annotations

import argparse
import traceback

from ..errors import EngineError
from ..registry import get_game
from .parser import (
    check_levels,
    check_players,
    check_preset,
    default_players,
    fail,
    progress_for,
    summary,
)


def run(args: argparse.Namespace) -> int:
    parser = args.parser
    preset = check_preset(parser, args.game, args.preset)
    if args.players is None:
        args.players = default_players(args.game, preset)
    check_players(parser, args.game, preset, args.players)
    levels = check_levels(parser, args.bots)
    progress = progress_for(args)
    own = get_game(args.game).selfplay
    if own is not None:  # co-op: success rate and mean score, not a score sheet
        try:
            lines = own(args.players, args.deals, args.seed, preset, levels, progress)
        except (EngineError, ValueError, KeyError) as exc:  # a preset file that is wrong
            return fail(args, exc)
        return summary(lines, progress)
    from ..selfplay import run_selfplay

    try:
        played = run_selfplay(
            args.game, preset, args.players, args.deals, args.seed, levels, progress
        )
    except (EngineError, ValueError, KeyError) as exc:  # a preset file that is wrong
        return fail(args, exc)
    except Exception:  # a crash is what this command exists to find: show it in full
        traceback.print_exc()
        return 1
    return summary(played.lines(), progress)
