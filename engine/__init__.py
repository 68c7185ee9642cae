"""Napoleon Table's rules engine: pure Python, no Qt (see DEVELOPERS.md)."""

__version__ = "0.1.0"  # the one place the version is written (pyproject.toml reads it)
