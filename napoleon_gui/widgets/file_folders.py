"""Where a file dialog opens: in the folder the player last opened or saved a file in
(issue 25, words a player reads), kept in the settings (``Settings.last_folder``) so it
survives a restart; the home folder the first time, or when that folder is gone.

The dialogs find the settings through their window's ancestors: the main window holds
``settings`` and ``store`` (``app.MainWindow``), and every dialog is its child.
"""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path
from typing import Protocol

from PySide6.QtWidgets import QWidget

from napoleon_gui.settings import Settings, Store


class _Keeper(Protocol):
    settings: Settings
    store: Store


def _keeper(widget: QWidget | None) -> _Keeper | None:
    while widget is not None:
        if isinstance(getattr(widget, "settings", None), Settings) and isinstance(
            getattr(widget, "store", None), Store
        ):
            return widget  # type: ignore[return-value]  # checked just above
        widget = widget.parentWidget()
    return None


def start_folder(widget: QWidget | None) -> Path:
    """The folder a file dialog opened from ``widget`` starts in."""
    keeper = _keeper(widget)
    last = Path(keeper.settings.last_folder) if keeper and keeper.settings.last_folder else None
    return last if last is not None and last.is_dir() else Path.home()


def start_path(widget: QWidget | None, file_name: str = "") -> str:
    """What to pass a file dialog as its directory: the start folder, with ``file_name``
    proposed in it when given (a save)."""
    folder = start_folder(widget)
    return str(folder / file_name) if file_name else str(folder)


def remember_folder(widget: QWidget | None, chosen: str | Path) -> None:
    """The player chose ``chosen`` in a dialog opened from ``widget``: its folder is where
    the next dialog opens. A settings file that cannot be written only loses the memory."""
    keeper = _keeper(widget)
    if keeper is None:
        return
    folder = str(Path(chosen).resolve().parent)
    if keeper.settings.last_folder == folder:
        return
    keeper.settings.last_folder = folder
    with suppress(OSError):  # the table goes on; only the folder is forgotten at the next start
        keeper.store.save_settings(keeper.settings)
