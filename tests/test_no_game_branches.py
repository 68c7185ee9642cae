"""The table never branches on a game's name outside the game's own package (issue 26):
the window, the dialogs, the controllers, the saves and the statistics ask the game's
``GameUi``, the games registry (``napoleon_gui.game_packages``) or the engine's ``GameSpec``.

Read from the source (``ast``): a comparison (``==``, ``!=``, ``in``, ``not in``, ``is``)
with a game's name anywhere in ``napoleon_gui`` outside ``napoleon_gui/games/`` fails."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.registry import all_games

GUI = Path(__file__).resolve().parents[1] / "napoleon_gui"
GAMES = frozenset(spec.name for spec in all_games())


def _names_in(node: ast.expr) -> set[str]:
    """The game names a compared operand spells out (a string, or a tuple, list or set)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value} & GAMES
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return set().union(*(_names_in(e) for e in node.elts)) if node.elts else set()
    return set()


def game_branches(source: str) -> list[tuple[int, str]]:
    """(line, game) of every comparison with a game's name in ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                found += [(node.lineno, name) for name in sorted(_names_in(operand))]
        elif isinstance(node, ast.match_case) and isinstance(node.pattern, ast.MatchValue):
            found += [(node.pattern.lineno, n) for n in sorted(_names_in(node.pattern.value))]
    return found


def test_the_check_sees_a_branch_on_a_game() -> None:
    source = 'if game == "belote":\n    pass\nok = name in ("rettler", "x")\n'
    assert game_branches(source) == [(1, "belote"), (3, "rettler")]
    assert game_branches('title = {"belote": 1}["belote"]\n') == []


def test_no_game_name_branch_in_the_table_outside_the_games() -> None:
    offenders = [
        f"{path.relative_to(GUI.parent)}:{line}: compares with {name!r}"
        for path in sorted(GUI.rglob("*.py"))
        if "games" not in path.relative_to(GUI).parts[:1]
        for line, name in game_branches(path.read_text(encoding="utf-8"))
    ]
    assert offenders == [], "ask the game's GameUi or GameSpec instead:\n" + "\n".join(offenders)
