"""``python -m engine duel``: one AI level against another on duplicate deals
(``engine.duel``); A minus B per deal ± standard error, made-rates, time per decision."""

from __future__ import annotations

import argparse
import json
import sys
import traceback

from ..errors import EngineError
from ..registry import get_game
from .parser import (
    INTERRUPTED,
    check_level,
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
    check_level(parser, "--a", args.a)
    check_level(parser, "--b", args.b)
    from ..duel import auction_games, whole_game_tables

    if args.fixed_contract and not get_game(args.game).auction:
        auctions = " or ".join(map(repr, auction_games()))
        parser.error(
            f"argument --fixed-contract: only with --game {auctions} "
            f"(the {args.game} sides are not decided by an auction)"
        )
    if args.games is not None:
        tables = whole_game_tables()
        if (args.game, args.players) not in tables:
            where = " or ".join(f"--game {game!r} --players {n}" for game, n in tables)
            parser.error(
                f"argument --games: only with {where} "
                "(whole games to the target, partnerships swapped)"
            )
        if args.deals is not None:
            parser.error("argument --games: give --deals or --games, not both")
    from ..duel import run_duel, run_duel_games
    from ..duel_pool import usable_cores

    procs = args.procs or usable_cores()
    progress = progress_for(args)
    try:
        if args.games is not None:
            result = run_duel_games(
                args.game,
                preset,
                args.players,
                args.a,
                args.b,
                args.games,
                args.seed,
                progress,
                procs,
            )
        else:
            result = run_duel(
                args.game,
                preset,
                args.players,
                args.a,
                args.b,
                args.deals or 100,
                args.seed,
                args.fixed_contract,
                progress=progress,
                procs=procs,
            )
    except (EngineError, ValueError, KeyError) as exc:  # a preset file that is wrong
        return fail(args, exc)
    except Exception:  # a crash is what a long duel must show in full
        traceback.print_exc()
        return 1
    if not args.json:
        return summary(result.lines(), progress)
    data = result.to_json()
    if progress.interrupted:  # stdout stays one JSON document: the mark goes in it
        data["interrupted"] = progress.stopped()
        print(progress.stopped(), file=sys.stderr)
    print(json.dumps(data, indent=2))
    return INTERRUPTED if progress.interrupted else 0
