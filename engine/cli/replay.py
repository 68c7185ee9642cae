"""``python -m engine replay FILE...``: replay records and check every trick.

Each file is reported on its own, then the next file is replayed. A file that is the
user's problem (it cannot be read, is not JSON, is not a record, lacks a field or names no
preset of the game) gets one ``UNREADABLE`` or ``UNUSABLE`` line; a record the rules refuse
gets ``DISAGREES``. The exit status says the worst that happened (``STATUSES``,
docs/records.md): a disagreement is not confused with a broken file, nor a broken file
with an engine fault.
"""

from __future__ import annotations

import argparse
import textwrap

from ..errors import RecordError, UnusableRecordError
from ..record import load_record, replay_node

#: Exit statuses of ``replay``, worst last: the status is that of the worst file.
AGREES = 0
DISAGREES = 1
UNUSABLE = 2
ENGINE_FAULT = 3
STATUSES = (
    (AGREES, "every record agrees with the rules"),
    (DISAGREES, "a record disagrees with the rules (a rule ID says which)"),
    (
        UNUSABLE,
        "a file is not a usable record: unreadable, not JSON, a field missing or "
        "wrong, an unknown preset (also: bad arguments)",
    ),
    (ENGINE_FAULT, "the engine failed on a file (a bug: please report it)"),
)


def epilog() -> str:
    """The exit statuses, for ``replay --help``."""
    lines = [
        textwrap.fill(text, 76, initial_indent=f"  {code}  ", subsequent_indent="     ")
        for code, text in STATUSES
    ]
    return "\n".join(["exit status (that of the worst file):", *lines])


def one_line(text: object) -> str:
    """A message on one line, whatever the file held (a field may hold newlines)."""
    return " ".join(str(text).split())


def replay_one(path: str) -> int:
    """Replay one file, print its report; its status."""
    print(f"== {path}")
    try:
        root = load_record(path)
    except RecordError as exc:
        print(f"  UNREADABLE: {one_line(exc)}")
        return UNUSABLE
    try:
        report = replay_node(root, str(path))
    except UnusableRecordError as exc:  # no game to replay it by
        print(f"  UNUSABLE: {one_line(exc)}")
        return UNUSABLE
    except Exception as exc:  # an engine bug on odd input: report it, go on
        print(
            f"  CANNOT REPLAY (engine error, please report): {type(exc).__name__}: {one_line(exc)}"
        )
        return ENGINE_FAULT
    for line in report.lines:
        print(f"  {one_line(line)}")
    if report.ok:
        print("  agrees with the rules: every trick, the point cards and the outcome")
        return AGREES
    worst = AGREES
    for error in report.errors:
        if isinstance(error, UnusableRecordError):
            print(f"  UNUSABLE: {one_line(error)}")
            worst = max(worst, UNUSABLE)
        else:
            print(f"  DISAGREES: {one_line(error)}")
            worst = max(worst, DISAGREES)
    return worst


def run(args: argparse.Namespace) -> int:
    return max(replay_one(path) for path in args.files)
