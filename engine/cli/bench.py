"""``python -m engine bench --game G``: deals per second of every game (median of runs).

The measurements live with each game (its ``GameSpec.bench``); this module only picks one.
``--game`` refuses a game without one (``parser.bench_games``) with the list of the others.
"""

from __future__ import annotations

import argparse

from ..registry import get_game
from .parser import bench_variants, fail, progress_for, summary


def run(args: argparse.Namespace) -> int:
    spec = get_game(args.game)
    variants = spec.bench_variants
    if args.what is not None and args.what not in variants:
        games = " or ".join(bench_variants())
        having = f"has no variant {args.what!r}" if variants else "has no variants"
        args.parser.error(
            f"argument --what: only with --game {games} (the {args.game} benchmark {having})"
        )
    progress = progress_for(args)
    assert spec.bench is not None  # --game offers the benchmarked games only
    try:
        lines = spec.bench(
            args.deals, args.seed, args.runs, args.what or next(iter(variants), None), progress
        )
    except ValueError as exc:  # the parser's choices and the bench's names disagree
        return fail(args, exc)
    return summary(lines, progress)
