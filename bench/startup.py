"""Launch-to-interactive time of the table, from process start (target: <= 1.5 s wall and
<= 0.6 s processor time, median on a quiet machine).

    .venv/bin/python bench/startup.py [--runs 7] [-- COMMAND ...]

Runs COMMAND (default: this Python with ``-m napoleon_gui``) with
NAPOLEON_TABLE_STARTUP_TIMING=exit and QT_QPA_PLATFORM=offscreen unless a display is set; the
app prints the epoch time at which its event loop first runs with the window shown, and its
processor time (user + system) so far, then quits. Reports each run, then the median, the
minimum and the maximum of the wall-clock time from spawning the process to that moment and
of that processor time (the work start-up does, whatever else the machine is doing).
A table that prints no processor time (an older build) is timed on the wall only.

Python compiles each module once and keeps its bytecode, as an installed table does: the
runs write it to a folder of their own (PYTHONPYCACHEPREFIX; filled by the uncounted first
run, so neither the checkout nor the environment changes), even where
PYTHONDONTWRITEBYTECODE is set. ``--compile-each-run`` keeps the environment as it is
(with PYTHONDONTWRITEBYTECODE, every run compiles the table's modules again).
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


def one_run(command: list[str], pycache: str | None) -> tuple[float, float | None]:
    """(wall seconds from spawning to interactive, the child's processor seconds or None);
    bytecode is kept in ``pycache`` (None: as the environment says)."""
    env = dict(os.environ, NAPOLEON_TABLE_STARTUP_TIMING="exit")
    if pycache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = pycache
    if "DISPLAY" not in env:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as config:
        spawned = time.time()
        done = subprocess.run(
            [*command, "--config-dir", config], env=env, capture_output=True, text=True, timeout=120
        )
    found = re.search(r"epoch (\d+\.\d+)(?:, cpu (\d+\.\d+))?", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"the table did not start:\n{done.stderr}")
    cpu = float(found.group(2)) if found.group(2) else None
    return float(found.group(1)) - spawned, cpu


def summary(label: str, values: list[float]) -> str:
    # the standard error of the median, by the normal approximation (1.2533 s / sqrt(n))
    error = 1.2533 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return (
        f"median {label}: {statistics.median(values):.3f} s ± {error:.3f} "
        f"(min {min(values):.3f}, max {max(values):.3f}) over {len(values)} runs"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--compile-each-run",
        action="store_true",
        help="keep the environment's bytecode settings (PYTHONDONTWRITEBYTECODE: recompile)",
    )
    parser.add_argument("command", nargs="*", help="the program to start (after --)")
    args = parser.parse_args()
    command = args.command or [sys.executable, "-m", "napoleon_gui"]
    with tempfile.TemporaryDirectory(prefix="startup-pycache-") as cache:
        pycache = None if args.compile_each_run else cache
        one_run(command, pycache)  # warm the file cache and compile; not counted
        runs = [one_run(command, pycache) for _ in range(args.runs)]
    walls = [wall for wall, _cpu in runs]
    cpus = [cpu for _wall, cpu in runs if cpu is not None]
    print("wall:", " ".join(f"{t:.3f}" for t in walls))
    if cpus:
        print("cpu: ", " ".join(f"{t:.3f}" for t in cpus))
    print(summary("launch-to-interactive (wall)", walls))
    if cpus:
        print(summary("processor time to interactive", cpus))


if __name__ == "__main__":
    main()
