"""Launch-to-interactive time of the table, from process start (issue 3: target <= 1.5 s).

    .venv/bin/python bench/startup.py [--runs 7] [-- COMMAND ...]

Runs COMMAND (default: this Python with ``-m napoleon_gui``) with
NAPOLEON_TABLE_STARTUP_TIMING=exit and QT_QPA_PLATFORM=offscreen unless a display is set; the
app prints the epoch time at which its event loop first runs with the window shown, then quits.
Reports each run and the median of the wall-clock time from spawning the process to that moment.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time


def one_run(command: list[str]) -> float:
    env = dict(os.environ, NAPOLEON_TABLE_STARTUP_TIMING="exit")
    if "DISPLAY" not in env:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as config:
        spawned = time.time()
        done = subprocess.run(
            [*command, "--config-dir", config], env=env, capture_output=True, text=True, timeout=120
        )
    found = re.search(r"epoch (\d+\.\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"the table did not start:\n{done.stderr}")
    return float(found.group(1)) - spawned


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("command", nargs="*", help="the program to start (after --)")
    args = parser.parse_args()
    command = args.command or [sys.executable, "-m", "napoleon_gui"]
    one_run(command)  # warm the file cache; not counted
    times = [one_run(command) for _ in range(args.runs)]
    print("runs:", " ".join(f"{t:.3f}" for t in times))
    print(f"median launch-to-interactive: {statistics.median(times):.3f} s over {args.runs} runs")


if __name__ == "__main__":
    main()
