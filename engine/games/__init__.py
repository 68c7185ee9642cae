"""The built-in games: one package per game, each registering its ``GameSpec``
(``engine.registry``) when imported.

This is the one list of them. The registry reads it without importing a game: a game is
imported when first asked for (the table's first screen needs Napoleon's alone). A fifth
game is a package here, its table in ``napoleon_gui/games/``, and a line below.
"""

from __future__ import annotations

#: each built-in game's name and the package whose import registers it, in the order the
#: games are listed to players (statistics, error messages)
BUILTIN: dict[str, str] = {
    "napoleon": "engine.games.napoleon",
    "rettler": "engine.games.rettler",
    "belote": "engine.games.belote",
    "mustfollow": "engine.games.mustfollow",
}
