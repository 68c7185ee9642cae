"""``python -m engine replay FILE...``: replay records and check every trick.

Each file is reported on its own: a file that cannot be read (missing, binary, not JSON,
not a record) gets one ``UNREADABLE`` line and the next file is replayed; the exit status
is 1 at the end if any file failed.
"""

from __future__ import annotations

import argparse

from ..errors import RecordError
from ..record import load_record, replay_node


def run(args: argparse.Namespace) -> int:
    failed = 0
    for path in args.files:
        print(f"== {path}")
        try:
            root = load_record(path)
        except RecordError as exc:
            failed += 1
            print(f"  UNREADABLE: {exc}")
            continue
        try:
            report = replay_node(root, str(path))
        except Exception as exc:  # an engine bug on odd input: report it, go on
            failed += 1
            print(f"  CANNOT REPLAY (engine error, please report): {type(exc).__name__}: {exc}")
            continue
        for line in report.lines:
            print(f"  {line}")
        if report.ok:
            print("  agrees with the rules: every trick, the point cards and the outcome")
        else:
            failed += 1
            for error in report.errors:
                print(f"  DISAGREES: {error}")
    return 1 if failed else 0
