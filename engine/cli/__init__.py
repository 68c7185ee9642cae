"""The command line ``python -m engine replay|selfplay|duel|bench|solve``, one module per command.

``main(argv)`` returns the exit status and never raises for bad input: an argument error is
one line on stderr and status 2 (``parser``). ``run_as_program()`` is ``python -m engine``
itself: it also ends quietly when the reader of its output goes away (``... | head -1``) or
on Ctrl+C, where Python would print a traceback. The long commands (``duel``, ``selfplay``,
``bench``) show their progress on stderr and stop on Ctrl+C with their summary so far, marked
as partial, and status ``INTERRUPTED`` (``engine.progress``, ``parser.summary``).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from .parser import INTERRUPTED, build_parser

#: The exit status of a program stopped by a closed pipe: 128 + SIGPIPE, as the shell
#: reports for ``yes | head -1``.
CLOSED_PIPE = 141


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status (2 for bad arguments, ``--help`` gives 0)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.error(
                "choose a command: replay, selfplay, duel, bench or solve "
                "(python -m engine COMMAND --help)"
            )
        return int(args.run(args))
    except SystemExit as exc:  # argparse's --help and errors: a status, as for any command
        return exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 2


def run_as_program() -> int:
    try:
        code = main()
        sys.stdout.flush()  # a closed pipe shows here, not at exit where it cannot be caught
    except BrokenPipeError:
        # Python would flush stdout again at exit and print a second error: point stdout at
        # /dev/null first (the recipe of the `signal` module's documentation).
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return CLOSED_PIPE
    except KeyboardInterrupt:
        return INTERRUPTED
    return code


__all__ = ["main", "run_as_program"]
