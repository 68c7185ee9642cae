"""Deal records on the table: review a deal of the match, open a ``trick-record/1`` file in
review mode, export a deal as one (File menu, the command line's ``--export-record``).

The engine reads and writes the records (``engine.record``, ``engine.deal_log``): a file that
is broken or breaks a rule is refused with the engine's message, which names the field, the
trick and the rule; the game goes on untouched.
"""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from engine.deal_log import DealLog, log_from_record, to_record
from engine.record import Node, load_record, replay_node
from napoleon_gui.controllers.review import DealReview, ReviewHost
from napoleon_gui.games import ui_for
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.persistence import atomic_write_text
from napoleon_gui.version import app_version
from napoleon_gui.widgets.file_folders import remember_folder, start_path

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from napoleon_gui.controllers.game import GameController

register(
    {
        "record_filter": N_("Trick records (*.json);;All files (*)"),
        "record_open_title": N_("Open a deal record"),
        "record_export_title": N_("Export the deal as a record"),
        "record_broken": N_("This record cannot be shown:\n{problem}"),
        "record_broken_title": N_("Open record"),
        "record_nothing": N_("No finished deal to export yet."),
        "record_written": N_("The deal was written to {path}."),
        "record_write_failed": N_("The deal could not be written to {path}: {problem}"),
        "review_unavailable": N_("This deal cannot be reviewed (its actions were not kept)."),
    }
)


# --- reviewing ---------------------------------------------------------------------------
def review_log(host: ReviewHost, log: DealLog, names: list[str], seat: int = 0) -> DealReview:
    """Open ``log`` on the table in review mode (closing any review open before)."""
    review = DealReview(host, log, names, seat, ui_for(log.game))
    coach = getattr(host, "open_coach", None)  # "Review with coach" (issue 21)
    if coach is not None:
        review.bar.coach_requested.connect(
            lambda: coach(review.log, review.names, review.seat, choose_seat=True)
        )
    review.open()
    return review


def review_match_deal(host: ReviewHost, number: int) -> DealReview | None:
    """Review deal ``number`` (1-based, a score-sheet row) of the running match."""
    controller = host.controller
    match = controller.match
    logs: list[DealLog | None] = list(getattr(match, "logs", []) or [])
    log = logs[number - 1] if match is not None and 0 < number <= len(logs) else None
    if log is None:
        _report(host, tr("review_unavailable"))
        return None
    return review_log(host, log, controller.names(), controller.view_seat)


def review_from_result(host: ReviewHost, dialog: QDialog, number: int | None = None) -> None:
    """The result window's "Review deal": the window steps aside while its deal (``number``,
    else the last) is reviewed and comes back when the review closes (its "Next deal" goes
    on as before)."""
    match = host.controller.match
    if match is None or not match.rows:
        return
    finished: list[bool] = []
    dialog.finished.connect(lambda _r: finished.append(True))
    review = review_match_deal(host, number if number is not None else len(match.rows))
    if review is None:
        return
    if dialog.isVisible():
        dialog.hide()
        review.after_close(lambda: None if finished else dialog.open())


def connect_review_signal(host: ReviewHost, source: object, dialog: QDialog | None = None) -> None:
    """Wire a window's ``review_requested(deal number)`` signal (the score sheet's, the
    result window's: ``dialog``) to the review mode; a window without one is left alone."""
    signal: SignalInstance | None = getattr(source, "review_requested", None)
    if signal is None:
        return
    if dialog is not None:
        signal.connect(
            lambda *args: review_from_result(host, dialog, int(args[0]) if args else None)
        )
    else:
        signal.connect(lambda number: review_match_deal(host, int(number)))


# --- opening a record file ---------------------------------------------------------------
def open_record(host: ReviewHost) -> DealReview | None:
    """File → Open record…: pick a file and show it in review mode."""
    window = host.main_window()
    path, _filter = QFileDialog.getOpenFileName(
        window, tr("record_open_title"), start_path(window), tr("record_filter")
    )
    if not path:
        return None
    remember_folder(window, path)
    return open_record_file(host, path)


def open_record_file(host: ReviewHost, path: str | Path) -> DealReview | None:
    """Show the record at ``path`` in review mode; a broken one is reported, nothing else
    changes."""
    try:
        root = load_record(path)
        log = log_from_record(root)
        names = record_names(root, log.players)
    except Exception as exc:  # a file from anywhere: never fatal
        _report(host, tr("record_broken", problem=str(exc)), tr("record_broken_title"))
        return None
    return review_log(host, log, names, 0)


def record_names(root: Node, players: int) -> list[str]:
    """The record's seat names (``seats``), in seat order."""
    names = [n.as_str() for n in root.get("seats").as_list()]
    return names + [tr("seat_name", n=i + 1) for i in range(len(names), players)]


# --- exporting ---------------------------------------------------------------------------
def deal_to_export(host: ReviewHost) -> tuple[DealLog, list[str]] | None:
    """The deal under review, else the match's last finished deal that has a log."""
    review = host.review
    if review is not None:
        return review.log, review.names
    match = host.controller.match
    for log in reversed(list(getattr(match, "logs", []) or [])):
        if log is not None:
            return log, host.controller.names()
    return None


def export_deal(host: ReviewHost) -> Path | None:
    """File → Export deal…: write the deal (see ``deal_to_export``) where the player says."""
    chosen = deal_to_export(host)
    if chosen is None:
        _report(host, tr("record_nothing"))
        return None
    log, names = chosen
    number = len(getattr(host.controller.match, "rows", []) or [])
    window = host.main_window()
    default = start_path(window, f"{log.game}-deal-{max(number, 1)}.json")
    path, _filter = QFileDialog.getSaveFileName(
        window, tr("record_export_title"), default, tr("record_filter")
    )
    if not path:
        return None
    remember_folder(window, path)
    problem = write_record(log, names, Path(path))
    if problem:
        _report(host, tr("record_write_failed", path=path, problem=problem))
        return None
    host.set_status(tr("record_written", path=path))
    return Path(path)


def write_record(log: DealLog, names: list[str], path: Path) -> str | None:
    """Write ``log`` as a ``trick-record/1`` file and read it back through the engine's
    replay; returns the problem (None: written and replayed). The folder must exist: a
    missing one is refused, never created."""
    if not path.parent.is_dir():
        return os.strerror(errno.ENOENT)
    try:
        record = to_record(log, _distinct(names, log.players), f"Napoleon Table {app_version()}")
        text = json.dumps(record, ensure_ascii=False, indent=2) + "\n"
        atomic_write_text(path, text)  # a failed write leaves any older file whole
        report = replay_node(load_record(path), str(path))
    except OSError as exc:
        return exc.strerror or str(exc)
    except Exception as exc:  # the engine's refusal (RecordError, ValueError) or a fault
        return str(exc) or type(exc).__name__
    if not report.ok:
        return str(report.errors[0])
    return None


def _distinct(names: list[str], players: int) -> list[str]:
    """Seat names a record can hold: one per seat, all different (a name two players share
    gets the later one's seat number)."""
    out: list[str] = []
    for seat in range(players):
        name = names[seat] if seat < len(names) and names[seat] else f"Player {seat + 1}"
        while name in out:
            name = f"{name} ({seat + 1})"
        out.append(name)
    return out


def export_last_deal(controller: GameController, path: Path) -> str | None:
    """The command line's ``--export-record``: write the match's last finished deal."""
    match = controller.match
    logs = [log for log in (getattr(match, "logs", []) or []) if log is not None]
    if not logs:
        return "no finished deal was played"
    return write_record(logs[-1], controller.names(), path)


def _report(host: ReviewHost, text: str, title: str = "") -> None:
    """A message box over the window; the game waits while it is open."""
    parent: QWidget = host.main_window()
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        title or tr("record_broken_title"),
        text,
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("record_message")
    box.setTextFormat(Qt.TextFormat.PlainText)  # may quote a name or a file
    opener = getattr(host, "open_app_dialog", None)
    if opener is not None:
        opener(box)
    else:
        box.open()
