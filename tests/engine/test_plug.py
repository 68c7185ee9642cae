"""One plug per game (issue 26): a game plugs into the engine through its ``GameSpec``
alone. The generic engine (every module outside ``engine/games/``) never compares anything
to a game's name nor keeps a table or list of games; and a game that registers only the
required fields of a ``GameSpec`` gets the shared behaviour, or one clear line saying what
it lacks, from the records, the statistics and the score sheet (never another game's).
"""

from __future__ import annotations

import ast
import random
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from engine import registry
from engine.core import DealResult
from engine.deal_log import DealLog, to_record
from engine.errors import UnusableRecordError
from engine.match import Match
from engine.record import Node, replay_node
from engine.registry import DealSetup, GameSpec
from engine.score_sheet import contract_code, sheet_of, to_csv
from engine.stats import ROLES, seat_outcome

ENGINE = Path(__file__).resolve().parents[2] / "engine"
#: the built-in games' names, which generic code must never test for
GAME_NAMES = frozenset(registry.game_names())

#: Words that are spelt like a game but are terms, each with the table it is in: the meld
#: "belote" (king and queen of trumps, B-BEL) in Belote's term table.
TERMS_SPELT_LIKE_GAMES = frozenset({("terms.py", "BELOTE_TERMS", "belote")})


def _generic_modules() -> list[Path]:
    games = ENGINE / "games"
    return sorted(p for p in ENGINE.rglob("*.py") if games not in p.parents)


def _names_a_game(node: ast.AST) -> str | None:
    """The game name ``node`` is, or holds as an element (a tuple or list of games)."""
    if isinstance(node, ast.Constant) and node.value in GAME_NAMES:
        return str(node.value)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        for element in node.elts:
            if isinstance(element, ast.Constant) and element.value in GAME_NAMES:
                return str(element.value)
    return None


def _table_name(tree: ast.Module, table: ast.Dict) -> str:
    """The name a module-level assignment gives a dict literal (else "")."""
    for statement in tree.body:
        value = getattr(statement, "value", None)
        if value is table:
            target = statement.targets[0] if isinstance(statement, ast.Assign) else None
            if isinstance(statement, ast.AnnAssign):
                target = statement.target
            return target.id if isinstance(target, ast.Name) else ""
    return ""


def game_branches(path: Path) -> list[str]:
    """Every place in ``path`` that compares with a game's name, keys a table by one or
    lists games: ``file:line: what``."""
    return scan(path.read_text(encoding="utf-8"), path.relative_to(ENGINE).as_posix())


def scan(source: str, where: str) -> list[str]:
    """``game_branches`` of the text ``source`` of the file ``where``."""
    tree = ast.parse(source)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for operand in (node.left, *node.comparators):
                if (name := _names_a_game(operand)) is not None:
                    found.append(f"{where}:{node.lineno}: compares with {name!r}")
        elif isinstance(node, ast.Dict):
            table = _table_name(tree, node)
            for key in node.keys:
                name = _names_a_game(key) if key is not None else None
                if name is not None and (where, table, name) not in TERMS_SPELT_LIKE_GAMES:
                    found.append(f"{where}:{node.lineno}: a table keyed by {name!r}")
        elif isinstance(node, ast.Tuple | ast.List | ast.Set) and not isinstance(
            getattr(node, "ctx", None), ast.Store
        ):
            # a list of games outside a comparison (``GAMES = (...)``, ``choices=(...)``)
            if (name := _names_a_game(node)) is not None:
                found.append(f"{where}:{node.lineno}: a list of games with {name!r}")
        elif isinstance(node, ast.MatchValue) and _names_a_game(node.value) is not None:
            found.append(f"{where}:{node.lineno}: a case of {_names_a_game(node.value)!r}")
    # a comparison with a tuple is reported once, as a comparison
    compared = {line.split(": ")[0] for line in found if "compares with" in line}
    return [
        line
        for line in found
        if "a list of games" not in line or line.split(": ")[0] not in compared
    ]


def test_the_generic_engine_never_branches_on_a_game() -> None:
    offenders = [line for path in _generic_modules() for line in game_branches(path)]
    assert offenders == [], "ask the game's GameSpec instead:\n" + "\n".join(offenders)


def test_the_check_sees_a_game_branch() -> None:
    """The scan finds each kind of game branch it is meant to forbid."""
    source = (
        'if game == "belote":\n    pass\n'
        'if game in ("napoleon", "rettler"):\n    pass\n'
        'TABLE = {"mustfollow": 1}\n'
        'GAMES = ["napoleon"]\n'
    )
    found = scan(source, "probe.py")
    assert [line.split(": ", 1)[1] for line in found] == [
        "compares with 'belote'",
        "compares with 'napoleon'",
        "a table keyed by 'mustfollow'",
        "a list of games with 'napoleon'",
    ]


def test_the_registry_imports_no_game_until_asked() -> None:
    """The built-in list is read without importing a game (the first screen needs
    Napoleon's alone); asking for one game imports that game only."""
    import subprocess
    import sys

    script = (
        "import sys\n"
        "from engine.registry import game_names, get_game\n"
        "assert game_names()[:4] == ('napoleon', 'rettler', 'belote', 'mustfollow')\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.games.')\n"
        "             and m.count('.') == 2))\n"
        "get_game('napoleon')\n"
        "print(sorted(m for m in sys.modules if m.startswith('engine.games.')\n"
        "             and m.count('.') == 2))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=ENGINE.parent,
        check=True,
        timeout=60,
    )
    assert done.stdout.splitlines() == ["[]", "['engine.games.napoleon']"]


# --- a fifth game with only the required fields ---------------------------------------------
class FifthRules(BaseModel):
    name: str = "plain"


@dataclass
class _Finished:
    """A finished deal of the fifth game, all ``Match.record`` reads of it."""

    result: DealResult


def _no_deal(rules: Any, players: int, rng: random.Random, setup: DealSetup) -> Any:
    raise AssertionError("the fifth game is never dealt here")


@pytest.fixture
def fifth(monkeypatch: pytest.MonkeyPatch) -> GameSpec:
    spec = GameSpec(
        name="fifth",
        title="A fifth game",
        player_counts=(2,),
        params_model=FifthRules,
        presets={"plain": FifthRules()},
        new_deal=_no_deal,
        next_setup=lambda rules, players, setup, result: setup,
    )
    monkeypatch.setitem(registry._GAMES, "fifth", spec)
    return spec


def test_a_game_without_a_record_writer_is_told_so(fifth: GameSpec) -> None:
    log = DealLog("fifth", FifthRules(), "plain", 2, {}, [])
    with pytest.raises(ValueError, match=r"^game: fifth deals cannot be written as records$"):
        to_record(log, ["Ann", "Bob"], "test")


def test_a_record_of_a_game_without_a_replay_is_unusable(fifth: GameSpec) -> None:
    root = Node({"format": "trick-record/1", "game": "fifth"})
    with pytest.raises(UnusableRecordError, match=r"\$\.game: fifth records cannot be replayed"):
        replay_node(root)


def test_a_game_without_its_own_statistics_gets_the_shared_reading(fifth: GameSpec) -> None:
    result = DealResult("won", (30, -30), {})
    won, lost = seat_outcome("fifth", result, 0), seat_outcome("fifth", result, 1)
    assert (won.game, won.counts, won.role, won.declared, won.made) == (
        "fifth",
        True,
        None,
        None,
        None,
    )
    assert won.win and not lost.win and (won.score, lost.score) == (30, -30)
    assert "fifth" in ROLES and ROLES["fifth"] == ()
    with pytest.raises(ValueError, match="unknown game 'sixth'; known: napoleon, rettler"):
        seat_outcome("sixth", result, 0)


def test_a_game_without_its_own_score_sheet_gets_the_shared_sheet(fifth: GameSpec) -> None:
    match = Match(fifth, FifthRules(), 2)
    match.record(_Finished(DealResult("won", (30, -30), {})))  # type: ignore[arg-type]
    match.record(_Finished(DealResult("lost", (-10, 10), {})))  # type: ignore[arg-type]
    sheet = sheet_of(match)
    assert sheet.columns == ()
    assert sheet.units == ((0,), (1,))
    assert [(line.said, line.changes, line.totals) for line in sheet.lines] == [
        ("won", (30, -30), (30, -30)),
        ("lost", (-10, 10), (20, -20)),
    ]
    assert to_csv(match, ["Ann", "Bob"]).splitlines() == [
        "deal,outcome,Ann change,Bob change,Ann total,Bob total",
        "1,won,30,-30,30,-30",
        "2,lost,-10,10,20,-20",
    ]
    assert contract_code("fifth", {"trump": "S", "count": 3}) == "S 3"


def test_a_game_plugs_its_benchmark_into_the_command_line(
    fifth: GameSpec, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``bench --game`` offers every game and runs the game's own ``bench`` hook."""
    from engine.cli import main

    asked: list[tuple[int, int, int, str | None]] = []

    def bench(deals: int, seed: int, runs: int, what: str | None, progress: Any) -> list[str]:
        asked.append((deals, seed, runs, what))
        return ["fifth deals/s: 12"]

    monkeypatch.setitem(registry._GAMES, "fifth", replace(fifth, bench=bench))
    assert main(["bench", "--game", "fifth", "--deals", "3", "--runs", "2", "--quiet"]) == 0
    assert capsys.readouterr().out == "fifth deals/s: 12\n"
    assert asked == [(3, 1, 2, None)]


def test_a_game_without_its_own_benchmark_gets_the_shared_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Random deals of the game's first preset through the public API, at four seats."""
    from engine.cli import main

    plain = replace(registry.get_game("napoleon"), name="fifth", title="Plain", bench=None)
    monkeypatch.setitem(registry._GAMES, "fifth", plain)
    assert main(["bench", "--game", "fifth", "--deals", "2", "--runs", "2", "--quiet"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1
    assert out[0].startswith("random 4-player Plain deals/s (public API):")
    assert re.search(r"\(runs: [\d,]+, [\d,]+\)$", out[0])  # both runs listed


def test_only_auction_games_duel_with_a_fixed_contract(
    fifth: GameSpec, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.cli import main

    argv = ["duel", "--game", "fifth", "--players", "2", "--a", "easy", "--b", "normal"]
    assert main([*argv, "--fixed-contract"]) == 2
    assert capsys.readouterr().err.splitlines() == [
        "python -m engine duel: error: argument --fixed-contract: only with --game "
        "'napoleon' or 'rettler' (the fifth sides are not decided by an auction)"
    ]
