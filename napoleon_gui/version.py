"""The application's version: ``engine.__version__``, the one place it is written.

``pyproject.toml`` reads it from there too (``[tool.setuptools.dynamic]``), so a source
checkout, an installed copy and the PyInstaller bundle all say the same.
"""

from __future__ import annotations

import engine


def app_version() -> str:
    """``0.1.0``."""
    return engine.__version__
