"""A fifth game written outside ``engine/games`` and ``napoleon_gui/games``: plain whist, to
show that a game costs two packages and a registry line (``whist`` and ``whist_gui``;
registered through ``NAPOLEON_TABLE_GAMES``, see ``engine/registry.py``)."""
