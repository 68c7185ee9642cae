"""The argument parser of ``python -m engine`` and the checks argparse cannot make alone.

Every bad argument ends the same way: ONE line on stderr, ``python -m engine CMD: error:
...``, naming the valid choices, and exit status 2 (argparse's own convention). argparse
prints its whole usage block before the error; that block hides the one line that matters,
so ``OneLineParser`` prints the error alone (``--help`` still prints the usage).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from ..ai import LEVELS
from ..errors import EngineError
from ..progress import Progress
from ..registry import all_games, game_names, get_game

#: 128 + SIGINT, what shells use for a program interrupted with Ctrl+C; also the status of a
#: long command stopped by Ctrl+C after printing its partial summary.
INTERRUPTED = 130


class OneLineParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (no usage block), exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def choices(values: Sequence[object]) -> str:
    """``'a', 'b', 'c'``: the valid values as argparse lists them in its own errors."""
    return ", ".join(repr(v) if isinstance(v, str) else str(v) for v in values)


def positive(text: str) -> int:
    """argparse ``type``: a whole number of at least 1 (a count: deals, runs, players)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def whole(text: str) -> int:
    """argparse ``type``: any whole number (a seed), with a message argparse words alike."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def add_quiet(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--quiet",
        action="store_true",
        help="no progress line on stderr (Ctrl+C still prints the summary so far)",
    )


def command_games() -> list[str]:
    """Every game, for ``selfplay`` and ``duel``."""
    return [spec.name for spec in all_games()]


def bench_games() -> list[str]:
    """The games ``bench`` measures: every game, by its own benchmark (``GameSpec.bench``)
    or the shared one, in the games' order."""
    return list(game_names())


def bench_variants() -> dict[str, tuple[str, ...]]:
    """What ``bench --what`` can measure, by game (``GameSpec.bench_variants``)."""
    out = {name: get_game(name).bench_variants for name in bench_games()}
    return {name: variants for name, variants in out.items() if variants}


def solve_games() -> list[str]:
    """The games with a solver (``solve``: ``GameSpec.solve_command``)."""
    return [name for name in game_names() if get_game(name).solve_command is not None]


def build_parser() -> OneLineParser:
    # late imports: each command module imports its game code only when it runs
    from ..duel import auction_games, whole_game_tables
    from . import bench, duel, replay, selfplay, solve

    games = command_games()
    first = game_names()[0]  # the first built-in game: the table's own
    variants = bench_variants()
    solvable = solve_games()
    parser = OneLineParser(
        prog="python -m engine",
        description="Napoleon Table rules engine: replay records, bots in "
        "every seat, AI levels against each other, benchmarks and the must-follow solver",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)

    p = sub.add_parser(
        "replay",
        help="replay trick-record/1 files and check every trick",
        description="Replay each record and check it against the rules. Each file is\n"
        "reported, then the next one replayed: it agrees, DISAGREES (with the rule ID),\n"
        "or is UNREADABLE or UNUSABLE when the file itself is at fault (one line).",
        epilog=replay.epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(run=replay.run, parser=p)

    p = sub.add_parser("selfplay", help="bots in every seat; print a summary")
    p.add_argument("--game", default=first, choices=games)
    p.add_argument(
        "--preset",
        default=None,
        help="a preset of the game or a preset file (default: the game's first)",
    )
    p.add_argument(
        "--players",
        type=positive,
        default=None,
        help="table size (default: 4, or the smallest table the preset is played by)",
    )
    p.add_argument("--deals", type=positive, default=100)
    p.add_argument("--seed", type=whole, default=1)
    p.add_argument(
        "--bots",
        default="normal",
        help=f"AI level per seat, comma-separated and repeated ({', '.join(LEVELS)})",
    )
    add_quiet(p)
    p.set_defaults(run=selfplay.run, parser=p)

    p = sub.add_parser(
        "duel",
        help="one AI level against another on duplicate deals",
        description="Play the same deals several times with levels A and B in different "
        "seats, so card luck cancels; print A minus B per deal with its standard error, "
        "made-rates as declarer and time per decision.",
    )
    p.add_argument("--game", default=first, choices=games)
    p.add_argument("--preset", default=None, help="a preset of the game or a preset file")
    p.add_argument("--players", type=positive, default=None, help="table size (as selfplay)")
    p.add_argument("--a", required=True, metavar="LEVEL", help=f"level A ({', '.join(LEVELS)})")
    p.add_argument("--b", required=True, metavar="LEVEL", help=f"level B ({', '.join(LEVELS)})")
    p.add_argument("--deals", type=positive, default=None, help="deals to play (default: 100)")
    p.add_argument("--seed", type=whole, default=1)
    p.add_argument(
        "--fixed-contract",
        action="store_true",
        help=f"{'/'.join(auction_games())}: the normal player bids, calls and exchanges for "
        "every seat; A and B then play the declarer's side in turn",
    )
    p.add_argument(
        "--games",
        type=positive,
        default=None,
        help=" or ".join(f"{game} for {n}" for game, n in whole_game_tables())
        + ": whole games to the target instead of deals (share won by A)",
    )
    p.add_argument(
        "--procs",
        type=positive,
        default=None,
        help="processes playing deals at once (default: the usable cores); the result is "
        "the same as with one",
    )
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    add_quiet(p)
    p.set_defaults(run=duel.run, parser=p)

    p = sub.add_parser("bench", help="deals per second of a game (median of runs)")
    p.add_argument("--game", default=first, choices=bench_games())
    p.add_argument("--deals", type=positive, default=5000)
    p.add_argument("--runs", type=positive, default=5)
    p.add_argument("--seed", type=whole, default=1)
    p.add_argument(
        "--what",
        default=None,
        choices=[what for names in variants.values() for what in names],
        help="; ".join(
            f"with --game {game}: what to measure (default: {names[0]})"
            for game, names in variants.items()
        ),
    )
    add_quiet(p)
    p.set_defaults(run=bench.run, parser=p)

    p = sub.add_parser("solve", help="perfect-information solve of a numbered deal, as JSON")
    p.add_argument("--game", default=solvable[0] if solvable else None, choices=solvable)
    p.add_argument("--preset", default=None)
    p.add_argument("--players", type=positive, default=1)
    p.add_argument("--seed", type=whole, default=1, help="the deal number")
    p.add_argument("--budget", type=positive, default=None, help="node budget (default: none)")
    p.set_defaults(run=solve.run, parser=p)
    return parser


def check_preset(parser: argparse.ArgumentParser, game: str, preset: str | None) -> str:
    """The preset to use: ``preset`` if the game has it or it names a preset file that
    loads, else the game's first preset. Anything else ends in one line and status 2, as a
    bad argument: an unknown name with the list of the game's presets; a path that is no
    regular file (a FIFO, a device, a folder), or a file that does not load, as the file's
    problem, named (never a traceback, whatever the file holds)."""
    spec = get_game(game)
    if preset is None:
        return next(iter(spec.presets))
    if preset in spec.presets:
        return preset
    if spec.load_params is not None and os.path.lexists(preset):
        if not Path(preset).is_file():
            parser.error(f"argument --preset: {preset} is not a regular file (a preset file)")
        try:
            spec.load_params(preset)
        except RecursionError:
            parser.error(f"argument --preset: {preset}: not a preset: nested too deeply")
        except (EngineError, ValueError, KeyError, OSError) as exc:
            problem = " ".join(str(exc).split()).removeprefix("(file): ")
            named = problem if problem.startswith(preset) else f"{preset}: {problem}"
            parser.error(f"argument --preset: {named}")
        return preset
    file_too = " or a preset file" if spec.load_params is not None else ""
    parser.error(
        f"argument --preset: unknown {game} preset {preset!r} "
        f"(choose from {choices(list(spec.presets))}{file_too})"
    )


def default_players(game: str, preset: str) -> int:
    """Four players, unless the named preset is not played by four (two-player Napoleon,
    N-VAR-1/2; the four-pile three-player game, N-VAR-3; fukashi's five): then its smallest
    table. A preset file's counts are known only once it is loaded: four."""
    spec = get_game(game)
    if preset not in spec.presets:
        return 4
    allowed = spec.players_for(preset)
    return 4 if 4 in allowed else min(allowed)


def check_players(parser: argparse.ArgumentParser, game: str, preset: str, players: int) -> None:
    """A named preset's player counts are known before anything runs (a preset file's are
    checked when it is loaded)."""
    spec = get_game(game)
    if preset not in spec.presets:
        return
    allowed = spec.players_for(preset)
    if players not in allowed:
        parser.error(
            f"argument --players: {game} with the {preset} preset is played by "
            f"{choices(allowed)} players, not {players}"
        )


def check_level(parser: argparse.ArgumentParser, option: str, level: str) -> None:
    if level not in LEVELS:
        parser.error(
            f"argument {option}: unknown AI level {level!r} (choose from {choices(LEVELS)})"
        )


def check_levels(parser: argparse.ArgumentParser, text: str) -> list[str]:
    levels = [level.strip() for level in text.split(",")]
    for level in levels:
        if level not in LEVELS:
            parser.error(
                f"argument --bots: unknown AI level {level!r} (choose from {choices(LEVELS)})"
            )
    return levels


def progress_for(args: argparse.Namespace) -> Progress:
    """The progress line of a long command (``engine.progress``), named after it."""
    return Progress.for_command(args.command, quiet=args.quiet)


def summary(lines: Sequence[str], progress: Progress) -> int:
    """Print a command's summary; after Ctrl+C it is marked as partial (first line) and the
    status is ``INTERRUPTED``."""
    if progress.interrupted:
        print(f"{progress.stopped()}: the summary below is over those only")
    print("\n".join(lines))
    return INTERRUPTED if progress.interrupted else 0


def fail(args: argparse.Namespace, message: object) -> int:
    """Report a problem found while running (a preset file that does not load ...) in the
    same one-line form as an argument error; returns the exit status 2."""
    parser: argparse.ArgumentParser = args.parser
    print(f"{parser.prog}: error: {message}", file=sys.stderr)
    return 2
