"""Command line: ``python -m engine replay|selfplay|bench``."""

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
    from .selfplay import run_selfplay

    levels = args.bots.split(",")
    try:
        summary = run_selfplay(args.game, args.preset, args.players, args.deals, args.seed,
                               levels)
    except (EngineError, ValueError, KeyError) as exc:
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    except Exception:  # a crash is what this command exists to find: show it in full
        traceback.print_exc()
        return 1
    print("\n".join(summary.lines()))
    return 0


def _bench(args: argparse.Namespace) -> int:
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
    p.add_argument("--preset", default="book")
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
    p.set_defaults(run=_bench)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
