"""Napoleon Table: the PySide6 desktop table (work in progress)."""
