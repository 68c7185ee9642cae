"""Where the assets are, from a source checkout and inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """``assets/`` next to the packages, or inside the frozen bundle (``sys._MEIPASS``)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(relative: str) -> Path:
    path = assets_dir() / relative
    if not path.exists():
        raise FileNotFoundError(f"missing asset {relative} (looked in {assets_dir()})")
    return path


def rules_dir() -> Path:
    """The rule texts shown by the rules viewer (copied into ``assets/rules``)."""
    return assets_dir() / "rules"
