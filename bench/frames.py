"""Frame times of the table while tricks are animated with 6 seats (issue 3: p95 <= 16 ms).

    .venv/bin/python bench/frames.py [--deals 3] [--size 1280x820] [--speed normal]
    .venv/bin/python bench/frames.py --game rettler --players 8     # eight seats

Six AI seats (or ``--players``) play whole deals at the given animation speed in a window of
the given size (use xvfb-run for a real X display; offscreen otherwise). Every repaint of the
table's viewport is timed while a card flies to the trick or a trick is collected. Prints the
median, 95th percentile and worst paint time, and the median interval between frames; and
the same for the CPU time of the paints (the GUI thread's own time: on a shared, loaded
machine the wall time counts the other processes' turns too).

A table that stops going on is reported, not waited for: when no seat has acted for
``--stall`` seconds, what the table is waiting for is printed and the bench fails (frames25:
Rettler's two decks once stopped a claimed deal's trick animation for good).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if "DISPLAY" not in os.environ:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication

from napoleon_gui.animation.queue import AnimationQueue
from napoleon_gui.controllers.game import GameController
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import ui_for
from napoleon_gui.table.scene import TableScene
from napoleon_gui.table.view import TableView


class TimedView(TableView):
    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.recording = False
        self.paints: list[float] = []
        self.cpu: list[float] = []
        self.starts: list[float] = []

    def paintEvent(self, event: QPaintEvent) -> None:
        began, cpu = time.perf_counter(), time.thread_time()
        super().paintEvent(event)
        if self.recording:
            self.paints.append(time.perf_counter() - began)
            self.cpu.append(time.thread_time() - cpu)
            self.starts.append(began)


def _spread(label: str, times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[int(len(ordered) * 0.95)]
    return (
        f"{label}: median {1000 * statistics.median(ordered):.2f} ms, "
        f"p95 {1000 * p95:.2f} ms, worst {1000 * ordered[-1]:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--size", default="1280x820")
    parser.add_argument("--speed", default="normal")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--game", default="napoleon", help="rettler seats 8")
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--stall", type=float, default=120.0, help="seconds without a move")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    app = QApplication(sys.argv[:1])
    scene = TableScene()
    view = TimedView(scene)
    view.resize(width, height)
    view.show()
    queue = AnimationQueue(scene)
    queue.set_speed(args.speed)
    ui_for("napoleon")  # loads every game package: their table projections register
    controller = GameController(scene, queue, ui_for)
    controller.ai_pace_ms = 0
    names = ["South", "SW", "W", "NW", "North", "NE", "E", "SE"][: args.players]
    seats = args.players
    config = GameConfig(args.game, "book", seats, None, ["normal"] * seats, names, args.seed)
    controller.new_match(config)
    loop = QEventLoop()
    deals = [0]

    def finished(_row: object) -> None:
        deals[0] += 1
        if deals[0] >= args.deals:
            loop.quit()
        else:
            controller.start_deal()

    def watch() -> None:  # record only while cards move in the play phase
        state = controller.state
        view.recording = bool(state is not None and state.phase == "play" and not queue.is_idle())

    controller.deal_finished.connect(finished)
    from PySide6.QtCore import QTimer

    timer = QTimer()
    timer.timeout.connect(watch)
    timer.start(1)
    moved = [len(controller.actions), time.monotonic()]

    def stalled() -> None:  # the table has stopped going on: say where, and fail
        if len(controller.actions) != moved[0] or controller.thinking:
            moved[:] = [len(controller.actions), time.monotonic()]
        elif time.monotonic() - moved[1] > args.stall:
            state = controller.state
            current = queue.current_animation()
            print(
                f"stalled in deal {deals[0] + 1} after {moved[0]} actions: phase "
                f"{state.phase if state else None}, seat {state.current_seat if state else None}"
                f", {queue.pending()} queued, animation "
                f"{current.state() if current is not None else None}",
                file=sys.stderr,
            )
            loop.exit(1)

    guard = QTimer()
    guard.timeout.connect(stalled)
    guard.start(1000)
    if loop.exec():
        sys.exit(1)
    gaps = [b - a for a, b in zip(view.starts, view.starts[1:], strict=False) if b - a < 0.1]
    print(
        f"platform {app.platformName()}, window {width}x{height}, speed {args.speed}, "
        f"{args.deals} deals, {len(view.paints)} frames during trick animations"
    )
    print(_spread("paint time", view.paints))
    print(_spread("paint CPU time", view.cpu))
    if gaps:
        print(f"interval between frames: median {1000 * statistics.median(gaps):.2f} ms")


if __name__ == "__main__":
    main()
