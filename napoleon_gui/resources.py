"""Where the application's files are: in a source checkout, an installed wheel and a
PyInstaller bundle.

Everything the table loads from disk (card art, icons, rule texts, the gettext catalogues) is
found through this module, never through ``__file__`` or the working directory elsewhere.
The assets (``assets_dir``) are

- from a checkout, and with the editable install (``pip install -e .``), the repository's
  top-level ``assets/``;
- from an installed wheel, the package data ``napoleon_gui/assets/`` (``setup.py`` maps the
  ``napoleon_gui.assets`` package to the top-level ``assets/`` when the wheel is built);
- in the bundle (``packaging/napoleon-table.spec``), ``assets/`` inside ``sys._MEIPASS``.

The message catalogues are compiled ``.mo`` files in ``napoleon_gui/locale`` (``locale_dir``;
the engine finds its own next to its code), also in the wheel and the bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path


def frozen_dir() -> Path | None:
    """The bundle's data directory when running frozen (PyInstaller), else None."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else None


def source_root() -> Path | None:
    """The repository root when running from a source checkout (it has ``pyproject.toml``),
    else None (frozen, or installed from a wheel)."""
    if frozen_dir() is not None:
        return None
    root = Path(__file__).resolve().parent.parent
    return root if (root / "pyproject.toml").is_file() else None


def assets_dir() -> Path:
    """The card art, icons and rule texts: inside the frozen bundle, the installed package's
    ``napoleon_gui/assets``, or the checkout's top-level ``assets/``."""
    frozen = frozen_dir()
    if frozen is not None:
        return frozen / "assets"
    package = Path(__file__).resolve().parent
    installed = package / "assets"
    if installed.is_dir():
        return installed
    return package.parent / "assets"


def asset_path(relative: str) -> Path:
    """An existing file under ``assets/`` (``"icons/app.svg"``); FileNotFoundError if it is
    missing."""
    path = assets_dir() / relative
    if not path.exists():
        raise FileNotFoundError(f"missing asset {relative} (looked in {assets_dir()})")
    return path


def locale_dir() -> Path:
    """The GUI's gettext catalogues (``napoleon_gui/locale``; in the bundle
    ``<_MEIPASS>/napoleon_gui/locale``)."""
    frozen = frozen_dir()
    if frozen is not None:
        return frozen / "napoleon_gui" / "locale"
    return Path(__file__).resolve().parent / "locale"


def qt_translations_dir() -> Path:
    """Qt's own translations (``qtbase_ja.qm``: standard buttons such as Cancel): where
    Qt says they are, or, in the bundle, ``PySide6/Qt/translations`` inside it (the spec
    keeps the table's languages only)."""
    from PySide6.QtCore import QLibraryInfo

    frozen = frozen_dir()
    if frozen is not None:
        bundled = frozen / "PySide6" / "Qt" / "translations"
        if bundled.is_dir():
            return bundled
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def licence_texts() -> Path | None:
    """Where the licence texts are: the bundle's ``licenses/`` folder, the project's
    ``LICENSE`` file in a checkout, or the installed package's (its ``dist-info``);
    ``None`` when none is there."""
    if getattr(sys, "frozen", False):
        folder = Path(sys.executable).resolve().parent / "licenses"
        return folder if folder.is_dir() else None
    root = source_root()
    if root is not None and (root / "LICENSE").is_file():
        return root / "LICENSE"
    from importlib import metadata

    try:
        files = metadata.distribution("napoleon-table").files or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        if file.name == "LICENSE":
            located = Path(str(file.locate()))
            if located.is_file():
                return located
    return None
