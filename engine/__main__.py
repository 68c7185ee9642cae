"""Command line: ``python -m engine replay|selfplay|bench|solve``."""

from __future__ import annotations

import argparse
import sys
import traceback

from .errors import EngineError


def _replay(args: argparse.Namespace) -> int:
    from .record import replay_file

    failed = 0
    for path in args.files:
        report = replay_file(path)
        print(f"== {path}")
        for line in report.lines:
            print(f"  {line}")
        if report.ok:
            print("  agrees with the rules: every trick, the point cards and the outcome")
        else:
            failed += 1
            for error in report.errors:
                print(f"  DISAGREES: {error}")
    return 1 if failed else 0


def _selfplay(args: argparse.Namespace) -> int:
    from .registry import get_game
    from .selfplay import run_selfplay

    levels = args.bots.split(",")
    if args.game == "mustfollow":  # co-op: success rate and mean score, not a score sheet
        from .games.mustfollow.cli import run_selfplay as run_mustfollow

        try:
            result = run_mustfollow(args.players, args.deals, args.seed, args.preset, levels)
        except (EngineError, ValueError, KeyError) as exc:
            print(f"selfplay: {exc}", file=sys.stderr)
            return 2
        print("\n".join(result.lines()))
        return 0
    try:
        preset = args.preset or next(iter(get_game(args.game).presets))
        summary = run_selfplay(args.game, preset, args.players, args.deals, args.seed, levels)
    except (EngineError, ValueError, KeyError) as exc:
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    except Exception:  # a crash is what this command exists to find: show it in full
        traceback.print_exc()
        return 1
    print("\n".join(summary.lines()))
    return 0


def _solve(args: argparse.Namespace) -> int:
    if args.game != "mustfollow":
        print(f"solve: no solver for {args.game!r}", file=sys.stderr)
        return 2
    from .games.mustfollow.cli import solve_command

    try:
        print(solve_command(args.players, args.seed, args.preset, args.budget))
    except (EngineError, ValueError, KeyError) as exc:
        print(f"solve: {exc}", file=sys.stderr)
        return 2
    return 0


def _bench(args: argparse.Namespace) -> int:
    if args.game == "rettler":
        from .games.rettler.bench import run as run_rettler

        print("\n".join(run_rettler(args.deals, args.seed, args.runs)))
        return 0
    if args.game == "mustfollow":
        from .games.mustfollow.bench import run as run_mustfollow

        print("\n".join(run_mustfollow(args.what, args.deals, args.seed, args.runs)))
        return 0
    from .bench import run_bench

    result = run_bench(args.deals, args.runs, args.seed)
    print("\n".join(result.lines()))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine",
                                     description="Napoleon Table rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("replay", help="replay trick-record/1 files and check every trick")
    p.add_argument("files", nargs="+")
    p.set_defaults(run=_replay)
    p = sub.add_parser("selfplay", help="bots in every seat; print a summary")
    p.add_argument("--game", default="napoleon")
    p.add_argument("--preset", default=None, help="default: the game's first preset")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", default="normal",
                   help="AI level per seat, comma-separated and repeated (random, normal)")
    p.set_defaults(run=_selfplay)
    p = sub.add_parser("bench", help="deals/s and legal-move calls/s (median of runs)")
    p.add_argument("--deals", type=int, default=5000)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", default="napoleon", help="napoleon, rettler or mustfollow")
    p.add_argument("--what", default="solve",
                   help="mustfollow: solve, winnable, puzzle or hint")
    p.set_defaults(run=_bench)
    p = sub.add_parser("solve", help="perfect-information solve of a numbered deal, as JSON")
    p.add_argument("--game", default="mustfollow")
    p.add_argument("--preset", default=None)
    p.add_argument("--players", type=int, default=1)
    p.add_argument("--seed", type=int, default=1, help="the deal number")
    p.add_argument("--budget", type=int, default=None, help="node budget (default: none)")
    p.set_defaults(run=_solve)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
