"""``python -m engine bench --game G``: deals per second of every game (median of runs).

The measurements live with each game (its ``GameSpec.bench``); this module only picks one.
A game without its own gets the shared one (``engine.timing.shared_bench``: random deals
per second through the public API).
"""

from __future__ import annotations

import argparse

from ..registry import get_game
from ..timing import shared_bench
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
    try:
        if spec.bench is None:  # the shared benchmark: random deals through the public API
            lines = shared_bench(spec, args.deals, args.seed, args.runs, progress)
        else:
            what = args.what or next(iter(variants), None)
            lines = spec.bench(args.deals, args.seed, args.runs, what, progress)
    except ValueError as exc:  # the parser's choices and the bench's names disagree
        return fail(args, exc)
    return summary(lines, progress)
