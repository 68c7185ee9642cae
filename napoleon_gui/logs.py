"""The table's log, to attach to a bug report (issue 24).

``start(folder, level)`` (called by ``cli.main`` before the window is built):

* ``logging`` writes to ``napoleon-table.log`` in the log folder: the platform's
  (``platformdirs.user_log_dir``: ``~/.local/state/napoleon-table/log`` on Linux) or
  ``logs/`` inside ``--config-dir``. The file rotates at ``MAX_BYTES`` and keeps ``BACKUPS``
  older files (``napoleon-table.log.1`` …), so it never grows without end;
* ``faulthandler`` writes a hard crash's Python stacks (a segmentation fault in Qt, an abort)
  to ``faults.log`` beside it; the file stays open for the whole run (faulthandler writes to
  its descriptor, with no Python left to open one).

Start-up stays cheap: no ``logging.handlers`` (it imports pickle, socket and queue), a
small rotating handler of our own on ``logging.FileHandler`` instead.
"""

from __future__ import annotations

import faulthandler
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO

LOG_NAME = "napoleon-table.log"
FAULT_NAME = "faults.log"
#: the log rotates past this size; with BACKUPS older files, at most 4 MiB in all
MAX_BYTES = 1024 * 1024
BACKUPS = 3
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
DEFAULT_LEVEL = "INFO"
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"
#: the logger of the table (the engine logs under ``engine``, the root passes both on)
log = logging.getLogger("napoleon_gui")


@dataclass
class Active:
    folder: Path
    path: Path
    handler: logging.Handler
    faults: IO[str] | None
    #: faulthandler was on before (pytest turns it on): it is turned back on to stderr
    faults_before: bool


_active: Active | None = None


def default_folder(config_dir: Path | None = None) -> Path:
    """Where the log goes: ``logs/`` in ``config_dir`` (``--config-dir``), else the
    platform's log folder for the table."""
    if config_dir is not None:
        return Path(config_dir) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir("napoleon-table", appauthor=False))


def folder() -> Path:
    """The log folder in use (the platform's when logging was not started)."""
    return _active.folder if _active is not None else default_folder()


def log_path() -> Path | None:
    """The log file in use, ``None`` when logging was not started (tests)."""
    return _active.path if _active is not None else None


class RotatingFile(logging.FileHandler):
    """A log file that is renamed to ``.1`` (``.1`` to ``.2`` …) once it passes
    ``max_bytes``; what ``logging.handlers.RotatingFileHandler`` does, without its imports."""

    def __init__(self, path: Path, max_bytes: int = MAX_BYTES, backups: int = BACKUPS) -> None:
        super().__init__(path, encoding="utf-8", delay=True)
        self.max_bytes = max_bytes
        self.backups = backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
        except OSError:
            self.handleError(record)
        super().emit(record)

    def _full(self, record: logging.LogRecord) -> bool:
        if self.stream is None:  # not opened yet: the file's size on disk
            try:
                size = os.path.getsize(self.baseFilename)
            except OSError:
                return False
        else:
            size = self.stream.tell()
        return size > 0 and size + len(self.format(record)) + 1 > self.max_bytes

    def _rotate(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None  # reopened by emit
        for n in range(self.backups - 1, 0, -1):
            older = f"{self.baseFilename}.{n}"
            if os.path.exists(older):
                os.replace(older, f"{self.baseFilename}.{n + 1}")
        if self.backups > 0:
            os.replace(self.baseFilename, f"{self.baseFilename}.1")
        else:
            os.remove(self.baseFilename)


def start(log_folder: Path, level: str = DEFAULT_LEVEL) -> Path | None:
    """Log to ``log_folder`` at ``level`` from now on, and turn faulthandler on; returns
    the log file (``None`` when the folder cannot be made or written: the table still
    starts, with a line on stderr)."""
    global _active
    stop()
    try:
        log_folder.mkdir(parents=True, exist_ok=True)
        path = log_folder / LOG_NAME
        handler = RotatingFile(path)
        faults: IO[str] | None = open(log_folder / FAULT_NAME, "a", encoding="utf-8")  # noqa: SIM115
    except OSError as exc:
        import sys

        print(
            f"napoleon-table: no log file in {log_folder}: {exc.strerror or exc}", file=sys.stderr
        )
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(getattr(logging, level.upper(), logging.INFO))
    assert faults is not None
    before = faulthandler.is_enabled()
    faulthandler.enable(file=faults, all_threads=True)
    _active = Active(log_folder, path, handler, faults, before)
    return path


def stop() -> None:
    """Close the log and faulthandler's file (tests start several tables in one process)."""
    global _active
    if _active is None:
        return
    logging.getLogger().removeHandler(_active.handler)
    _active.handler.close()
    if _active.faults is not None:
        faulthandler.disable()
        _active.faults.close()
        if _active.faults_before:
            import sys

            faulthandler.enable(file=sys.__stderr__ or sys.stderr, all_threads=True)
    _active = None
