"""``python -m engine bench --game G``: deals per second of every game (median of runs).

The measurements live with each game (``engine.bench`` for Napoleon,
``engine.games.<game>.bench``); this module only picks one. ``parser.BENCH_GAMES`` lists
the games measured here, so ``--game`` refuses any other with the list of these.
"""

from __future__ import annotations

import argparse

from .parser import fail, progress_for, summary


def run(args: argparse.Namespace) -> int:
    if args.what is not None and args.game != "mustfollow":
        args.parser.error(
            f"argument --what: only with --game mustfollow "
            f"(the {args.game} benchmark has no variants)"
        )
    progress = progress_for(args)
    if args.game == "rettler":
        from ..games.rettler.bench import run as run_rettler

        lines = run_rettler(args.deals, args.seed, args.runs, progress=progress)
    elif args.game == "belote":
        from ..games.belote.bench import run as run_belote

        lines = run_belote(args.deals, args.seed, args.runs, progress)
    elif args.game == "mustfollow":
        from ..games.mustfollow.bench import run as run_mustfollow

        try:
            lines = run_mustfollow(args.what or "solve", args.deals, args.seed, args.runs, progress)
        except ValueError as exc:  # the parser's choices and the bench's names disagree
            return fail(args, exc)
    else:
        from ..bench import run_bench

        lines = run_bench(args.deals, args.runs, args.seed, progress).lines()
    return summary(lines, progress)
