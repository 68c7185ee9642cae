"""The application's version, from one place: ``version`` in ``pyproject.toml``.

From a source checkout it is read from ``pyproject.toml`` itself (so it is never stale); an
installed copy and the PyInstaller bundle read the package metadata, which pip writes from
``pyproject.toml`` and the spec copies into the bundle (``copy_metadata``).
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import metadata

from napoleon_gui.resources import source_root

DISTRIBUTION = "napoleon-table"
UNKNOWN = "0+unknown"


@cache
def app_version() -> str:
    """``0.1.0``; ``0+unknown`` when neither the source nor the metadata can say."""
    root = source_root()
    if root is not None:
        try:
            with (root / "pyproject.toml").open("rb") as handle:
                project = tomllib.load(handle).get("project", {})
            if project.get("name") == DISTRIBUTION and isinstance(project.get("version"), str):
                return str(project["version"])
        except (OSError, tomllib.TOMLDecodeError):
            pass
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN
