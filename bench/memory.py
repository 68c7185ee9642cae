"""The table's memory over a long autoplay run (issue 24: it must not grow deal after deal).

    .venv/bin/python bench/memory.py [--runs 3] [--deals 30] [--tree PATH ...]

Starts the real table (``python -m napoleon_gui``'s ``main``) with ``--autoplay DEALS --game
rettler --players 8`` (every seat an AI at instant speed, the book rules) and a fresh
``--config-dir``, under QT_QPA_PLATFORM=offscreen unless a display is set. A few lines run
before ``main`` in the same process: once the window is up they connect to the controller's
``deal_finished`` signal and, after each deal, print the process's resident set size
(VmRSS, /proc/self/status: Linux) and how many bot tasks and their signals objects are alive
(found with ``gc.get_objects()``, by class name). Nothing else of the table is changed.

Each ``--tree`` is a source tree of the table (default: this checkout), so one run compares
two versions side by side, e.g. the branch and its base::

    git archive main | tar -x -C /tmp/base
    .venv/bin/python bench/memory.py --tree /tmp/base --tree .

The runs of the trees alternate (what else the machine does weighs on each alike). Reports
the RSS after deals 1, 5, 10, 20 and 30 (``--at``) for each run, their median, the growth
from deal 5 to the last deal (the target: under 10 %), and the live task counts at the end.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

# Runs in the table's process, before its ``main``: reports after each deal on stderr.
DRIVER = """
import gc, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

app = QApplication([sys.argv[0]])  # main() uses this one
from napoleon_gui import cli
from napoleon_gui.app import MainWindow


def rss_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return -1


def live(name):
    return sum(1 for o in gc.get_objects() if type(o).__name__ == name)


def attach():
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    if not windows:
        QTimer.singleShot(10, attach)
        return
    played = [0]

    def finished(_row):
        played[0] += 1
        print(
            f"memory: deal {played[0]} rss_kib {rss_kib()} "
            f"tasks {live('BotTask')} signals {live('BotSignals')}",
            file=sys.stderr,
            flush=True,
        )

    windows[0].controller.deal_finished.connect(finished)


QTimer.singleShot(0, attach)
raise SystemExit(cli.main(sys.argv[1:]))
"""

LINE = re.compile(r"^memory: deal (\d+) rss_kib (-?\d+) tasks (\d+) signals (\d+)$", re.M)


def one_run(tree: Path, deals: int, game: str, players: int) -> dict[int, tuple[int, int, int]]:
    """{deal: (RSS KiB, live BotTask, live BotSignals)} of one autoplay run of ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    if "DISPLAY" not in env:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="memory-bench-") as config:
        argv = ["--autoplay", str(deals), "--game", game, "--players", str(players)]
        done = subprocess.run(
            [sys.executable, "-c", DRIVER, *argv, "--config-dir", config],
            cwd=tree,
            env=env,
            capture_output=True,
            text=True,
            timeout=60 * 60,
        )
    found = {int(m[0]): (int(m[1]), int(m[2]), int(m[3])) for m in LINE.findall(done.stderr)}
    if done.returncode != 0 or len(found) < deals:
        raise SystemExit(f"{tree}: the autoplay failed (exit {done.returncode}):\n{done.stderr}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--at", default="1,5,10,20,30", help="deals to report after")
    parser.add_argument("--game", default="rettler")
    parser.add_argument("--players", type=int, default=8)
    parser.add_argument(
        "--tree",
        action="append",
        type=Path,
        help="a source tree of the table (repeat to compare; default: this checkout)",
    )
    args = parser.parse_args()
    trees = [t.resolve() for t in args.tree or [Path(__file__).resolve().parents[1]]]
    at = [n for n in (int(x) for x in args.at.split(",")) if n <= args.deals]
    base = 5 if 5 in at else at[0]
    results: dict[Path, list[dict[int, tuple[int, int, int]]]] = {t: [] for t in trees}
    for run in range(args.runs):
        for tree in trees:
            found = one_run(tree, args.deals, args.game, args.players)
            results[tree].append(found)
            row = " ".join(f"{found[n][0] / 1024:6.1f}" for n in at)
            print(f"run {run + 1} {tree}: RSS MiB after deals {at}: {row}", flush=True)
    print()
    header = "".join(f"{'deal ' + str(n):>10}" for n in at)
    print(f"{args.game} {args.players}p, {args.deals} deals, median of {args.runs} run(s)")
    print(f"{'RSS MiB':<10}{header}{'growth ' + str(base) + '→' + str(at[-1]):>16}  live at end")
    for tree in trees:
        runs = results[tree]
        medians = [statistics.median(r[n][0] for r in runs) / 1024 for n in at]
        growth = 100 * (medians[-1] / medians[at.index(base)] - 1)
        tasks = max(r[args.deals][1] for r in runs)
        signals = max(r[args.deals][2] for r in runs)
        cells = "".join(f"{m:10.1f}" for m in medians)
        print(f"{'':<10}{cells}{growth:+15.1f}%  BotTask {tasks}, BotSignals {signals}  {tree}")


if __name__ == "__main__":
    main()
