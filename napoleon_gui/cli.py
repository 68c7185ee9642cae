"""The command line: ``main()`` opens the table.

``python -m napoleon_gui`` (or ``napoleon-table``) opens the table. For checks:
``--autoplay N --screenshot PATH`` plays N deals with every seat an AI at instant speed, saves
a PNG of the table and exits 0. ``--log-level`` sets what the log keeps (``napoleon_gui.logs``).
A command line the table cannot follow (a negative ``--autoplay``, a missing folder for
``--screenshot`` or ``--export-record``, ``--config-dir`` naming a file) is refused in one line
with exit status 2, before anything is played or written.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import sys
import threading
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType

# isort: off
# The Qt-free modules first: once PySide6 is imported, it reads the source of every module
# imported after it (looking for its ``__feature__`` switch), about 8 ms of start-up for
# these (bench/startup.py).
from engine.registry import get_game
from napoleon_gui import i18n, logs
from napoleon_gui.game_packages import DEFAULT_GAME
from napoleon_gui.settings import Store
from napoleon_gui.version import app_version

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from napoleon_gui.app import MainWindow
from napoleon_gui.games import table_games
# isort: on


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="napoleon-table", description="Napoleon Table")
    parser.add_argument(
        "--autoplay",
        type=_deal_count,
        default=0,
        metavar="N",
        help="play N deals with every seat an AI at instant speed, then quit",
    )
    parser.add_argument(
        "--screenshot", metavar="PATH", help="save a PNG of the table before quitting"
    )
    parser.add_argument(
        "--game",
        choices=table_games(),
        help="the game to open (default: Napoleon, or the resumed game)",
    )
    parser.add_argument(
        "--players",
        type=int,
        metavar="N",
        help="table size for --game (default: the settings' or the smallest)",
    )
    parser.add_argument("--lang", choices=i18n.LANGUAGES, help="user-interface language")
    parser.add_argument(
        "--config-dir",
        metavar="DIR",
        help="keep settings and the autosave in DIR (tests, portable use)",
    )
    parser.add_argument(
        "--export-record",
        metavar="FILE",
        help="with --autoplay: write the last deal played as a trick-record/1 file",
    )
    parser.add_argument(
        "--log-level",
        type=str.upper,
        choices=logs.LEVELS,
        default=logs.DEFAULT_LEVEL,
        metavar="LEVEL",
        help=f"what the log file keeps: {', '.join(logs.LEVELS)} (default: {logs.DEFAULT_LEVEL}); "
        "the log is in the platform's log folder, or in DIR/logs with --config-dir",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {app_version()}")
    return parser


def _deal_count(text: str) -> int:
    """``--autoplay``'s N: a whole number of deals, 0 or more (0: play as usual)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value}: the number of deals must be 0 or more")
    return value


def _path_problems(args: argparse.Namespace) -> list[str]:
    """What is wrong with the paths given, each in one line (none: all usable).

    ``--screenshot`` and ``--export-record`` write into a folder that must exist: they never
    create folders (a typo would scatter files anywhere), and a missing one is refused before
    any deal is played. ``--config-dir`` is a folder (created when missing, as on a first
    start); a regular file there is refused, never read as settings nor moved aside.
    """
    problems = []
    for option, value in (
        ("--screenshot", args.screenshot),
        ("--export-record", args.export_record),
    ):
        if value is None:
            continue
        folder = Path(value).parent
        if not folder.is_dir():
            problems.append(
                f"{option} {value}: {folder} is a file, not a folder"
                if folder.exists()
                else f"{option} {value}: the folder {folder} does not exist"
            )
        elif Path(value).is_dir():
            problems.append(f"{option} {value}: this is a folder; name a file in it")
    if args.config_dir and not problems:  # nothing is made for a command refused
        config = Path(args.config_dir)
        if config.exists() and not config.is_dir():
            problems.append(
                f"--config-dir {args.config_dir}: this is a file, not a folder; "
                f"name a folder to keep the settings and saved games in"
            )
        elif not config.exists():
            try:
                config.mkdir(parents=True)
            except OSError as exc:
                problems.append(
                    f"--config-dir {args.config_dir}: the folder cannot be made "
                    f"({exc.strerror or exc})"
                )
    return problems


def missing_display() -> str | None:
    """The one line to print when Qt would find no display, else ``None``.

    On X11/Wayland systems without ``DISPLAY`` or ``WAYLAND_DISPLAY``, and with no
    ``QT_QPA_PLATFORM`` chosen, Qt's platform plugin aborts the process with a page of
    advice about plugins; this line says what is missing and gives the headless check that
    does work (``QT_QPA_PLATFORM=offscreen``), in the form this process was started with.
    """
    if os.name != "posix" or sys.platform == "darwin":  # Windows and macOS always have one
        return None
    if any(os.environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")):
        return None
    return (
        f"napoleon-table: no display (DISPLAY and WAYLAND_DISPLAY are unset): the table "
        f"needs one; for a headless check run: QT_QPA_PLATFORM=offscreen {_this_program()} "
        f"--autoplay 2 --screenshot table.png"
    )


def _this_program() -> str:
    """How to start this program again: the bundle's executable, or this interpreter with
    ``-m napoleon_gui`` (relative to the current folder when it lies inside, e.g.
    ``.venv/bin/python`` after ``scripts/play.sh``)."""
    path = Path(sys.executable)
    with contextlib.suppress(ValueError):
        path = path.relative_to(Path.cwd())
    shown = str(path) if "/" in str(path) else f"./{path}"  # a shell needs a slash to run it
    program = shlex.quote(shown)
    return program if getattr(sys, "frozen", False) else f"{program} -m napoleon_gui"


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication([sys.argv[0] if sys.argv else "napoleon-table"])
    app.setApplicationName("napoleon-table")
    app.setApplicationVersion(app_version())
    app.setDesktopFileName("napoleon-table")  # packaging/napoleon-table.desktop
    try:
        from napoleon_gui.resources import asset_path

        app.setWindowIcon(QIcon(str(asset_path("icons/app.svg"))))  # every window and dialog
    except FileNotFoundError:
        pass
    return app


class _Relay(QObject):
    """Carries an exception's text to the window on the GUI thread (a worker thread's
    exception is queued there: widgets are made on the GUI thread only)."""

    raised = Signal(str)


def install_exception_hooks(window: MainWindow) -> Callable[[], None]:
    """An unexpected exception in a slot (a dialog, a timer: ``sys.excepthook``) or in a
    thread (``threading.excepthook``) is logged with its traceback and shown in the problem
    box (``MainWindow.report``): never fatal, the game goes on. Returns what puts the
    previous hooks back."""
    relay = _Relay(window)
    relay.raised.connect(window.report)
    previous = sys.excepthook, threading.excepthook

    def report(text: str) -> None:
        try:
            relay.raised.emit(text)
        except RuntimeError:  # the window is gone (closing): stderr, as Python would
            print(text, file=sys.stderr)

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        report("".join(traceback.format_exception(kind, value, tb)))

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        name = args.thread.name if args.thread is not None else "?"
        head, *rest = traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)
        # "Traceback (most recent call last): (in thread bot-1)", then the frames
        report(f"{head.rstrip()} (in thread {name})\n" + "".join(rest))

    sys.excepthook = hook
    threading.excepthook = thread_hook

    def restore() -> None:
        sys.excepthook, threading.excepthook = previous

    return restore


def main(argv: Sequence[str | os.PathLike[str]] | None = None) -> int:
    """Start the table; returns the process exit code."""
    started = time.perf_counter()
    raw = sys.argv[1:] if argv is None else [os.fspath(arg) for arg in argv]
    parser = build_parser()
    args = parser.parse_args(raw)
    if args.players is not None:
        allowed = sorted(
            {
                n
                for preset in get_game(args.game or DEFAULT_GAME).presets
                for n in get_game(args.game or DEFAULT_GAME).players_for(preset)
            }
        )
        if args.players not in allowed:
            parser.error(
                f"--players {args.players}: {args.game or DEFAULT_GAME} is played by "
                f"{', '.join(map(str, allowed))} players"
            )
    if args.export_record and not args.autoplay:
        parser.error("--export-record needs --autoplay N (the deals it writes are played)")
    problems = _path_problems(args)
    if problems:  # one line each, no usage: the option was understood, its path is wrong
        for line in problems:
            print(f"{parser.prog}: error: {line}", file=sys.stderr)
        return 2
    no_display = missing_display()
    if no_display is not None:  # before Qt: it would abort with a core dump and no advice
        print(no_display, file=sys.stderr)
        return 2
    config_dir = Path(args.config_dir) if args.config_dir else None
    log_file = logs.start(logs.default_folder(config_dir), args.log_level)
    if log_file is not None:
        import PySide6

        logs.log.info(
            "Napoleon Table %s starting (Python %s, PySide6 %s, %s); log level %s",
            app_version(),
            sys.version.split()[0],
            PySide6.__version__,
            sys.platform,
            args.log_level,
        )
        logs.log.debug("command line: %s", raw)
    app = _application()

    store = Store(config_dir) if config_dir else None
    window = MainWindow(store, autoplay=args.autoplay, game=args.game, players=args.players)
    if args.lang:
        i18n.set_language(args.lang)
        window._build_menus()
    restore_hooks = install_exception_hooks(window)
    outcome: list[bool] = []
    loop = QEventLoop()

    def autoplay_finished(ok: bool) -> None:
        outcome.append(ok)
        loop.quit()

    window.autoplay_finished.connect(autoplay_finished)
    try:
        window.show()
        window.start()
        timing = os.environ.get("NAPOLEON_TABLE_STARTUP_TIMING")
        if timing:
            # Fires once the event loop runs with the window shown: the table takes input.
            # "exit" quits there (bench/startup.py measures from process start).
            def interactive() -> None:
                # cpu: this process's user+system time so far (start-up work, not waiting)
                print(
                    f"interactive after {time.perf_counter() - started:.3f} s "
                    f"(epoch {time.time():.6f}, cpu {time.process_time():.6f})",
                    file=sys.stderr,
                    flush=True,
                )
                if timing == "exit":
                    app.quit()

            QTimer.singleShot(0, interactive)
        if not args.autoplay and args.screenshot is None:
            return app.exec()
        code = 0
        if args.autoplay:
            # A local loop, not app.exec(): the application stays usable after the run.
            if not outcome:
                loop.exec()
            code = 0 if outcome and outcome[0] else 1
            if code == 0 and args.export_record:
                from napoleon_gui.dialogs import records

                problem = records.export_last_deal(window.controller, Path(args.export_record))
                if problem:
                    print(
                        f"napoleon-table: cannot write {args.export_record}: {problem}",
                        file=sys.stderr,
                    )
                    code = 1
        else:
            app.processEvents()
        if args.screenshot is not None and not window.grab().save(args.screenshot, "PNG"):
            print(f"napoleon-table: could not write {args.screenshot}", file=sys.stderr)
            code = 1
        window.close()
        return code
    finally:
        restore_hooks()
        logs.stop()
