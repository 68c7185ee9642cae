"""The saves on disk: every game's round trip, broken files reported and kept, the schema-1
migration, leftover temporary files, and kill -9 while saving."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Action
from engine.match import Match
from napoleon_gui.saves import Autosave, autosave_file, restore_deal, restore_match
from napoleon_gui.settings import Store

ROOT = Path(__file__).resolve().parents[1]


def play_random(state: Any, count: int, seed: int) -> list[Action]:
    rng = random.Random(seed)
    actions: list[Action] = []
    while len(actions) < count and not state.is_over:
        action = rng.choice(list(state.legal_actions()))
        state.apply(action)
        actions.append(action)
    return actions


def mid_match(game: str, preset: str, players: int, seed: int = 1) -> Autosave:
    match = Match.create(game, preset, players, seed=seed)
    state = match.new_deal()
    actions = play_random(state, 10_000, seed)
    match.record(state, actions)
    state = match.new_deal()
    actions = play_random(state, 12, seed + 1)
    return Autosave.capture(
        match=match,
        state=state,
        actions=actions,
        human_seat=0,
        levels=["normal"] * players,
        names=["Me"],
    )


@pytest.mark.parametrize(
    ("game", "preset", "players"),
    [
        ("napoleon", "book", 5),
        ("rettler", "book", 4),
        ("belote", "standard", 3),
        ("mustfollow", "first_edition", 2),
    ],
)
def test_every_game_round_trips(tmp_path: Path, game: str, preset: str, players: int) -> None:
    autosave = mid_match(game, preset, players)
    Store(tmp_path).save_autosave(autosave)
    loaded, problem = Store(tmp_path).load_autosave(game)
    assert problem is None and loaded == autosave
    match = restore_match(loaded)
    assert len(match.rows) == 1 and match.logs[0] is not None  # the finished deal's log
    state, actions = restore_deal(loaded)
    assert len(actions) == 12 and not state.is_over


def test_an_undo_is_saved_with_the_deal_and_an_older_save_has_none(tmp_path: Path) -> None:
    """Issue 25: a deal played with undo stays practice after a resume; a save written
    before the field existed loads as a deal without undo."""
    autosave = mid_match("napoleon", "book", 5).model_copy(update={"undone": True})
    store = Store(tmp_path)
    store.save_autosave(autosave)
    loaded, problem = store.load_autosave("napoleon")
    assert problem is None and loaded is not None and loaded.undone
    data = json.loads(store.save_path("napoleon").read_text())
    del data["undone"]
    store.save_path("napoleon").write_text(json.dumps(data))
    loaded, problem = store.load_autosave("napoleon")
    assert problem is None and loaded is not None and not loaded.undone
    data["undone"] = "yes"  # not a yes or no
    store.save_path("napoleon").write_text(json.dumps(data))
    loaded, problem = store.load_autosave("napoleon")
    assert loaded is None and problem is not None and "undone" in problem


def saved(tmp_path: Path) -> tuple[Store, dict[str, Any]]:
    store = Store(tmp_path)
    store.save_autosave(mid_match("belote", "standard", 4))
    return store, json.loads(store.save_path("belote").read_text())


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d["deal"]["actions"].__setitem__(3, {"kind": "fly_away"}), "deal.actions[3]"),
        (lambda d: d["deal"]["actions"].append(d["deal"]["actions"][-1]), "deal.actions[12]"),
        (lambda d: d["deal"]["deal"].__setitem__("pack", ["X9"]), "deal.deal"),
        (lambda d: d.__setitem__("players", 9), "players"),
        (lambda d: d.__setitem__("totals", [0]), "totals"),
        (lambda d: d.__setitem__("preset", "nonesuch"), "preset"),
        (lambda d: d.__setitem__("levels", ["genius"]), "levels[0]"),
        (lambda d: d.__setitem__("human_seat", 5), "human_seat"),
        (lambda d: d.__setitem__("schema_version", 3), "newer"),
        (lambda d: d.__setitem__("game", "napoleon"), "game"),
        (lambda d: d["logs"].__setitem__(0, {"game": "belote"}), "logs[0]"),
        (lambda d: d.__setitem__("setup_extra", {"colour": 1}), "setup_extra"),
        (lambda d: d["rows"].append({"number": 1}), "rows[1]"),
    ],
)
def test_a_broken_save_names_the_field_and_is_kept(
    tmp_path: Path, change: Any, expected: str
) -> None:
    store, data = saved(tmp_path)
    change(data)
    raw = json.dumps(data)
    store.save_path("belote").write_text(raw)
    autosave, problem = store.load_autosave("belote")
    assert autosave is None and problem is not None and expected in problem, problem
    assert not store.save_path("belote").exists()
    [aside] = tmp_path.glob(f"{autosave_file('belote')}.corrupt-*")
    assert aside.read_text() == raw


def test_a_save_of_a_game_nobody_knows_is_named_in_one_line_and_kept(tmp_path: Path) -> None:
    """The games a save may name are the registry's (issue 26): an unknown one is reported
    on one line naming the field and the known games, and the file is kept."""
    store, data = saved(tmp_path)
    data["game"] = "skat"
    raw = json.dumps(data)
    store.save_path("belote").write_text(raw)
    saves, problems = store.load_autosaves()
    assert saves == [] and len(problems) == 1 and "\n" not in problems[0]
    assert (
        "game: unknown game 'skat'; known: belote, mustfollow, napoleon, rettler" in (problems[0])
    )
    [aside] = tmp_path.glob("autosave-belote.json.corrupt-*")
    assert aside.read_text() == raw


@pytest.mark.parametrize("raw", ["{not json", "[1, 2]", '{"game": "belote"}'])
def test_a_file_that_is_no_save_is_kept(tmp_path: Path, raw: str) -> None:
    store = Store(tmp_path)
    store.save_path("belote").write_text(raw)
    saves, problems = store.load_autosaves()
    assert saves == [] and len(problems) == 1 and "autosave-belote.json" in problems[0]
    [aside] = tmp_path.glob("autosave-belote.json.corrupt-*")
    assert aside.read_text() == raw


def legacy_file(tmp_path: Path) -> tuple[Path, list[Action]]:
    """A schema-1 ``autosave.json`` as the previous release wrote it."""
    from engine.cards import card_code, cards_in

    match = Match.create("napoleon", "book", 4, seed=3)
    state = match.new_deal()
    actions = play_random(state, 15, 2)
    rng = match.rng.getstate()
    data = {
        "schema_version": 1,
        "saved_at": "2024-01-02T03:04:05",
        "game": "napoleon",
        "preset": "book",
        "custom_preset": None,
        "players": 4,
        "human_seat": 0,
        "levels": ["normal"],
        "names": ["Me"],
        "practice": False,
        "seed": 3,
        "rng_state": [rng[0], list(rng[1]), rng[2]],
        "deals_started": 1,
        "totals": [0, 0, 0, 0],
        "rows": [],
        "dealer": match.setup.dealer,
        "opening_seat": match.setup.opening_seat,
        "deal": {
            "dealer": state.dealer,
            "opening_seat": state.opening_seat,
            "hands": [[card_code(c) for c in cards_in(h)] for h in state.initial_hands],
            "kitty": [card_code(c) for c in state.kitty],
            "actions": [a.to_json() for a in actions],
        },
    }
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(data))
    return path, actions


def test_a_schema_1_autosave_is_migrated_and_kept(tmp_path: Path) -> None:
    path, actions = legacy_file(tmp_path)
    raw = path.read_text()
    saves, problems = Store(tmp_path).load_autosaves()
    assert problems == []
    [autosave] = saves
    assert autosave.game == "napoleon" and autosave.schema_version == 2
    assert restore_deal(autosave)[1] == actions
    assert not path.exists() and (tmp_path / "autosave.json.migrated").read_text() == raw
    assert (tmp_path / "autosave-napoleon.json").exists()
    # the next start finds the new file only
    again, problems = Store(tmp_path).load_autosaves()
    assert problems == [] and [s.model_dump() for s in again] == [autosave.model_dump()]


def test_a_broken_schema_1_autosave_is_kept_aside(tmp_path: Path) -> None:
    path, _actions = legacy_file(tmp_path)
    data = json.loads(path.read_text())
    data["deal"]["actions"][4] = {"kind": "fly_away"}
    path.write_text(json.dumps(data))
    saves, problems = Store(tmp_path).load_autosaves()
    assert saves == [] and "deal.actions[4]" in problems[0]
    assert len(list(tmp_path.glob("autosave.json.corrupt-*"))) == 1


def test_only_our_leftover_temporary_files_are_removed(tmp_path: Path) -> None:
    ours = [
        ".autosave-belote.json.k2j_x9a1.tmp",
        ".settings.json.abc123de.tmp",
        ".autosave.json.zz81ab0c.tmp",
        ".statistics.json.q1w2e3r4.tmp",
    ]
    theirs = [
        ".notes.txt.abc123de.tmp",
        "autosave-belote.json.tmp",
        "my.tmp",
        ".autosave-chess.json.abc123de.tmp",
    ]
    for name in ours + theirs:
        (tmp_path / name).write_text("x")
    removed = Store(tmp_path).remove_temp_files()
    assert sorted(p.name for p in removed) == sorted(ours)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(theirs)


#: A process that imports the table once, then for every line ``HOOK N`` on stdin forks a
#: saver: the fork saves after every action of a Belote match (always the same one) and, with
#: a HOOK, kills itself with SIGKILL at the N-th call of that step of the atomic write:
#: ``mkstemp`` (an empty temporary file), ``fsync`` (written, not yet on disk), ``replace``
#: (on disk, not renamed), ``replaced`` (renamed, directory not yet synced); with ``-`` it
#: saves until the test kills it. Each fork prints ``ready PID``; once it is dead the parent
#: prints ``dead STATUS``. Forking spares a Python start-up per kill.
SAVER = """
import os, random, signal, sys, tempfile
from pathlib import Path
from engine.match import Match
from napoleon_gui.saves import Autosave
from napoleon_gui.settings import Store


def hook(module, name, nth, after=False):
    real, calls = getattr(module, name), [0]
    def wrapper(*args, **kwargs):
        calls[0] += 1
        if calls[0] == nth and not after:
            os.kill(os.getpid(), signal.SIGKILL)
        result = real(*args, **kwargs)
        if calls[0] == nth and after:
            os.kill(os.getpid(), signal.SIGKILL)
        return result
    setattr(module, name, wrapper)


def save(point, nth):
    if point == "mkstemp":
        hook(tempfile, "mkstemp", nth, after=True)
    elif point == "fsync":
        hook(os, "fsync", 2 * nth - 1)  # the file's; every other one is the directory's
    elif point in ("replace", "replaced"):
        hook(os, "replace", nth, after=point == "replaced")
    store = Store(Path(sys.argv[1]))
    match = Match.create("belote", "standard", 4, seed=1)
    state = match.new_deal()
    rng = random.Random(2)
    actions = []
    parent = os.getppid()
    print("ready", os.getpid(), flush=True)
    for _ in range(10**9 if point == "-" else 2 * nth):
        if os.getppid() != parent:
            return  # the test and its parent process are gone: stop, never save on for ever
        if state.is_over:
            match.record(state, actions)
            state, actions = match.new_deal(), []
        action = rng.choice(list(state.legal_actions()))
        state.apply(action)
        actions.append(action)
        store.save_autosave(Autosave.capture(match=match, state=state, actions=actions,
                                             human_seat=0, levels=["normal"]))


Match.create("belote", "standard", 4, seed=1).new_deal()  # loads the games once, before forking
for line in sys.stdin:
    point, nth = line.split()
    pid = os.fork()
    if pid == 0:
        try:
            save(point, int(nth))
        finally:
            os._exit(3)  # the kill never came
    print("dead", os.waitpid(pid, 0)[1], flush=True)
"""

#: where the saver kills itself; the first save of a round replaces the previous round's file
KILL_POINTS = [
    (point, nth) for nth in (1, 6) for point in ("mkstemp", "fsync", "replace", "replaced")
]


@pytest.mark.slow
def test_kill_9_while_saving_leaves_a_loadable_save(tmp_path: Path) -> None:
    rng = random.Random(13)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rounds = [*KILL_POINTS, *[("-", 0)] * 16]  # and 16 at random moments
    with subprocess.Popen(
        [sys.executable, "-c", SAVER, str(tmp_path)],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as zygote:
        try:
            _kill_while_saving(zygote, rounds, tmp_path, rng)
        except BaseException:
            zygote.kill()  # its saver, orphaned, stops by itself
            raise
        assert zygote.stdin is not None
        zygote.stdin.close()
    assert zygote.returncode == 0
    store = Store(tmp_path)
    assert store.save_path("belote").exists()
    assert not list(tmp_path.glob("*.corrupt-*"))


def _kill_while_saving(
    zygote: subprocess.Popen[str],
    rounds: list[tuple[str, int]],
    tmp_path: Path,
    rng: random.Random,
) -> None:
    """Each round: a saver forked, killed (by itself at its point, or by us at a random
    moment), then the folder checked as the next start finds it."""
    assert zygote.stdin is not None and zygote.stdout is not None
    store = Store(tmp_path)
    for point, nth in rounds:
        path = store.save_path("belote")
        previous = path.read_bytes() if path.exists() else None
        zygote.stdin.write(f"{point} {nth}\n")
        zygote.stdin.flush()
        ready, pid = zygote.stdout.readline().split()
        assert ready == "ready"
        if point == "-":
            time.sleep(rng.uniform(0.0, 0.25))
            os.kill(int(pid), signal.SIGKILL)
        dead, status = zygote.stdout.readline().split()
        assert dead == "dead" and os.WIFSIGNALED(int(status)), (point, nth, status)
        assert os.WTERMSIG(int(status)) == signal.SIGKILL
        if point in ("mkstemp", "fsync", "replace"):
            assert list(tmp_path.glob(".*.tmp")), "the kill came before the temporary file"
        if nth == 1 and point != "replaced":
            # killed within the first save: the previous file (or none) is left as it was
            assert (path.read_bytes() if path.exists() else None) == previous
        store = Store(tmp_path)
        store.remove_temp_files()  # what the next start does
        assert not list(tmp_path.glob(".*.tmp"))
        if store.save_path("belote").exists():
            autosave, problem = store.load_autosave("belote")
            assert problem is None and autosave is not None
