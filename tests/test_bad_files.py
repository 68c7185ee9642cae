"""Every kind of file the program reads, broken in every way a player may send or find
(issue 24, point 9): settings.json, statistics.json, each autosave (and the old
autosave.json), a record (``python -m engine replay``; the GUI's File > Open record is in
tests/gui/test_bad_record_files.py) and a rule preset file.

Hand-made bad files (empty, truncated, binary, UTF-16, 10^5-deep, over the size limit, wrong
types, impossible states, a symlink to /dev/zero, a FIFO) and hypothesis-generated ones: each
is reported in one line naming the file, kept byte-identical (in place, or moved aside as
``NAME.corrupt-…``), never overwritten, and never gives a traceback; the table and the
command still start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_saves import legacy_file, mid_match, play_random

from engine.errors import PresetError, RecordError
from engine.games.napoleon.params import load_preset
from engine.record import load_record, replay_node
from engine.registry import get_game
from engine.safe_file import MAX_FILE_BYTES
from napoleon_gui.games.mustfollow.puzzle import PuzzleMatch, puzzle_rules
from napoleon_gui.saves import LEGACY_AUTOSAVE_FILE, SAVE_KINDS, Autosave, autosave_file
from napoleon_gui.settings import Settings, Store
from napoleon_gui.statistics import Statistics, StatisticsStore

ROOT = Path(__file__).resolve().parents[1]
GOOD_RECORD = ROOT / "tests" / "data" / "records" / "napoleon_game1.json"
HAS_FIFO = hasattr(os, "mkfifo") and Path("/dev/zero").exists()


# --- good files of every kind, to break ----------------------------------------------------
@cache
def good_saves() -> dict[str, bytes]:
    """A save of each kind in the middle of a match (as the table writes it)."""
    matches = {
        "napoleon": mid_match("napoleon", "book", 5),
        "rettler": mid_match("rettler", "book", 4),
        "belote": mid_match("belote", "standard", 4),
        "mustfollow": mid_match("mustfollow", "first_edition", 3),
    }
    puzzle = PuzzleMatch(get_game("mustfollow"), puzzle_rules(False), 1, 5, number=7)
    state = puzzle.new_deal()
    actions = play_random(state, 6, 3)
    matches["puzzle"] = Autosave.capture(
        match=puzzle, state=state, actions=actions, human_seat=0, levels=["normal"], names=["Me"]
    )
    assert set(matches) == set(SAVE_KINDS)
    return {kind: save.model_dump_json().encode() for kind, save in matches.items()}


@cache
def good_legacy_save() -> bytes:
    """A schema-1 ``autosave.json`` of the previous release (migrated at start)."""
    with tempfile.TemporaryDirectory() as folder:
        path, _actions = legacy_file(Path(folder))
        return path.read_bytes()


def good_file(name: str) -> bytes:
    if name == LEGACY_AUTOSAVE_FILE:
        return good_legacy_save()
    if name == "settings.json":
        return Settings().model_dump_json(indent=2).encode()
    if name == "statistics.json":
        return Statistics().model_dump_json(indent=1).encode()
    if name == "record.json":
        return GOOD_RECORD.read_bytes()
    if name == "preset.json":
        return b'{"base": "book", "players": [5]}'
    kind = name.removeprefix("autosave-").removesuffix(".json")
    return good_saves()[kind]


def impossible(name: str) -> bytes:
    """A file of the right shape holding a state that cannot arise."""
    data: Any = json.loads(good_file(name))
    if name == "settings.json":
        data["player_names"] = ["x" * 200_000]  # the limit is 40 characters
    elif name == "statistics.json":
        data["games"] = {"napoleon": {"deals": -5}}
    elif name == "record.json":
        plays = data["tricks"][0]["plays"]
        plays[1][1] = list(plays[0][1])  # the second seat plays the card the first led
    elif name == "preset.json":
        data = {"base": "book", "players": [99]}
    elif name == "autosave-puzzle.json":
        hands = data["deal"]["deal"]["hands"]
        hands[0][0] = hands[1][0]  # the reported crash: a round-2 hand in round 1
    elif name == "autosave-belote.json":
        pack = data["deal"]["deal"]["pack"]
        pack[1] = pack[0]  # a card twice
    else:
        data["names"] = ["x" * 200_000]  # a name over the limit
    return json.dumps(data).encode()


def wrong_types(name: str) -> bytes:
    data = json.loads(good_file(name))
    if isinstance(data, dict):
        return json.dumps({key: [value] for key, value in data.items()}).encode()
    return b"[]"


Maker = Callable[[Path, str], None]


def _write(content: Callable[[str], bytes]) -> Maker:
    return lambda path, name: path.write_bytes(content(name))


def _too_large(path: Path, name: str) -> None:
    with path.open("wb") as handle:  # sparse: no disk is filled
        handle.write(good_file(name))
        handle.truncate(MAX_FILE_BYTES + 1)


def _symlink(path: Path, name: str) -> None:
    path.symlink_to("/dev/zero")


def _fifo(path: Path, name: str) -> None:
    os.mkfifo(path)


BAD: dict[str, Maker] = {
    "empty": _write(lambda name: b""),
    "truncated": _write(lambda name: good_file(name)[: len(good_file(name)) // 2]),
    "binary": _write(lambda name: bytes(range(256)) * 8),
    "utf16": _write(lambda name: good_file(name).decode().encode("utf-16-le")),
    "utf16 with BOM": _write(lambda name: good_file(name).decode().encode("utf-16")),
    "deep": _write(lambda name: b"[" * 100_000 + b"]" * 100_000),
    "over the size limit": _too_large,
    "wrong types": _write(wrong_types),
    "impossible state": _write(impossible),
}
if HAS_FIFO:
    BAD["symlink to /dev/zero"] = _symlink
    BAD["FIFO"] = _fifo


# --- kept byte-identical -----------------------------------------------------------------
def snapshot(path: Path) -> tuple[str, Any]:
    """What a file is, to compare before and after: a link's target, a FIFO, or the bytes."""
    if path.is_symlink():
        return ("link", os.readlink(path))
    if path.is_fifo():
        return ("fifo", None)
    return ("file", path.read_bytes())


def assert_kept(path: Path, before: tuple[str, Any]) -> None:
    """``path`` is as it was, either in place or moved aside to one ``NAME.corrupt-…``."""
    # moved aside (broken) or, for an old autosave.json that was migrated, kept as .migrated
    aside = sorted(path.parent.glob(f"{path.name}.corrupt-*")) + sorted(
        path.parent.glob(f"{path.name}.migrated")
    )
    if path.exists() or path.is_symlink():
        assert not aside, "a copy was set aside but the file is still in the way"
        assert snapshot(path) == before
    else:
        assert len(aside) == 1, f"{path.name} is gone"
        assert snapshot(aside[0]) == before


def assert_one_line(problem: str, name: str) -> None:
    assert "\n" not in problem and "Traceback" not in problem
    assert name in problem and len(problem) < 1000, problem


# --- each loader, as the table and the command use it ---------------------------------------
def load_as_the_table_does(folder: Path, name: str) -> list[str]:
    """Load ``folder/name`` the way the program does; the problems reported (none: the file
    was accepted). Any exception escaping here is a failure of the test."""
    path = folder / name
    if name == "settings.json":
        loaded, problem = Store(folder).load_settings()
        assert (loaded == Settings()) if problem else True  # defaults when refused
        return [problem] if problem else []
    if name == "statistics.json":
        stats, problems = StatisticsStore(folder).load()
        assert (stats == Statistics()) if problems else True
        return problems
    if name == "record.json":  # read and replayed, as `engine replay` and Open record do
        try:
            report = replay_node(load_record(path), str(path))
        except RecordError as exc:
            return [f"{name}: {exc}"]
        return [] if report.ok else [f"{name}: {report.errors[0]}"]
    if name == "preset.json":
        try:
            load_preset(str(path))
        except PresetError as exc:
            return [str(exc)]
        return []
    if name == LEGACY_AUTOSAVE_FILE:  # migrated at start to autosave-napoleon.json
        _saves, problems = Store(folder).load_autosaves()
        return problems
    kind = name.removeprefix("autosave-").removesuffix(".json")
    _saved, problem = Store(folder).load_autosave(kind)
    return [problem] if problem else []


NAMES = [
    "settings.json",
    "statistics.json",
    LEGACY_AUTOSAVE_FILE,
    *(autosave_file(kind) for kind in SAVE_KINDS),
    "record.json",
    "preset.json",
]


@pytest.mark.parametrize("bad", list(BAD))
@pytest.mark.parametrize("name", NAMES)
def test_a_hand_made_bad_file_is_reported_in_one_line_and_kept(
    tmp_path: Path, name: str, bad: str
) -> None:
    path = tmp_path / name
    BAD[bad](path, name)
    before = snapshot(path)
    problems = load_as_the_table_does(tmp_path, name)
    if name == "record.json" and bad.startswith("utf16"):
        assert problems == []  # records may be UTF-16 text, as JSON allows (docs/records.md)
        assert snapshot(path) == before
        return
    assert len(problems) == 1, problems  # every one of these files is refused
    assert_one_line(problems[0], name)
    assert_kept(path, before)


# --- hypothesis: files nobody thought of ----------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@st.composite
def broken_versions(draw: st.DrawFn, name: str) -> bytes:
    good = good_file(name)
    how = draw(st.sampled_from(["bytes", "cut", "flip", "json", "field", "utf16"]))
    if how == "bytes":
        return draw(st.binary(max_size=400))
    if how == "cut":
        return good[: draw(st.integers(0, len(good)))]
    if how == "flip":
        at = draw(st.integers(0, len(good) - 1))
        return good[:at] + bytes([draw(st.integers(0, 255))]) + good[at + 1 :]
    if how == "utf16":
        return draw(st.text(max_size=60)).encode(draw(st.sampled_from(["utf-16", "utf-16-be"])))
    if how == "json":
        return json.dumps(draw(json_values)).encode()
    data = json.loads(good)  # one field, anywhere in the file, replaced by any JSON value
    node = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw(st.sampled_from(keys))
        child = node[key]
        if isinstance(child, dict | list) and child and draw(st.booleans()):
            node = child
            continue
        node[key] = draw(json_values)
        break
    return json.dumps(data).encode()


@pytest.mark.parametrize("name", NAMES)
@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_a_generated_bad_file_is_reported_in_one_line_and_kept(name: str, data: st.DataObject):
    content = data.draw(broken_versions(name))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(content)
        problems = load_as_the_table_does(Path(folder), name)
        for problem in problems:
            assert_one_line(problem, name)
        assert len(problems) <= 1
        assert_kept(path, ("file", content))
        if not problems and name != LEGACY_AUTOSAVE_FILE:  # accepted: stays, as it was
            assert path.read_bytes() == content


# --- the command and the table, as separate processes ---------------------------------------
def plant_every_bad_kind(folder: Path, name_of: Callable[[str], str]) -> dict[Path, Any]:
    """One bad file of each kind in ``folder`` (named by ``name_of(bad)``); their snapshots."""
    planted = {}
    for bad, make in BAD.items():
        path = folder / name_of(bad)
        make(path, "record.json")
        planted[path] = snapshot(path)
    return planted


@pytest.mark.slow
def test_engine_replay_reports_every_bad_record_in_one_line(tmp_path: Path) -> None:
    planted = plant_every_bad_kind(
        tmp_path, lambda bad: bad.replace(" ", "_").replace("/", "_") + ".json"
    )
    files = [str(p) for p in planted] + [str(GOOD_RECORD)]
    done = subprocess.run(
        [sys.executable, "-m", "engine", "replay", *files],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,  # a FIFO or /dev/zero read would hang or fill memory
    )
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    assert done.returncode not in (0, None) and done.returncode < 3  # the bad files fail
    blocks = done.stdout.split("== ")[1:]
    assert len(blocks) == len(files)
    for path, block in zip(files, blocks, strict=True):
        lines = block.strip().splitlines()
        assert lines[0] == path
        # the trick-by-trick lines of a record that was read, then one verdict
        verdicts = [line.strip() for line in lines[1:] if not line.strip().startswith("trick ")]
        assert len(verdicts) == 1, block  # one line per file
        good = path == str(GOOD_RECORD) or Path(path).name.startswith("utf16")  # JSON allows
        assert verdicts[0].startswith("agrees") == good, block
    for path, before in planted.items():
        assert snapshot(path) == before  # the command never moves or changes a record


@pytest.mark.slow
def test_the_table_starts_with_every_file_broken_at_once(tmp_path: Path) -> None:
    """One start of the real table with a bad settings file, statistics file and every
    autosave, each broken differently: it starts, reports each in one line, keeps each."""
    folder = tmp_path / "cfg"
    folder.mkdir()
    names = ["settings.json", "statistics.json", "autosave.json"] + [
        autosave_file(kind) for kind in SAVE_KINDS
    ]
    bads = list(BAD)
    planted: dict[Path, Any] = {}
    for i, name in enumerate(names):
        bad = bads[(i + 3) % len(bads)]  # settings: over the size limit, ...
        if name == "autosave-puzzle.json":
            bad = "impossible state"  # the StopIteration that stopped every start
        path = folder / name
        BAD[bad](path, "autosave-napoleon.json" if name == "autosave.json" else name)
        planted[path] = snapshot(path)
    if HAS_FIFO:  # whatever the rotation gave them, these two are the worst
        for name, make in (("settings.json", _fifo), ("autosave-rettler.json", _symlink)):
            path = folder / name
            path.unlink()
            make(path, name)
            planted[path] = snapshot(path)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        NAPOLEON_TABLE_STARTUP_TIMING="exit",
    )
    done = subprocess.run(
        [sys.executable, "-m", "napoleon_gui", "--config-dir", str(folder)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert "interactive after" in done.stderr  # the table came up and took input
    lines = done.stderr.splitlines()
    for path, before in planted.items():
        if path.name == "statistics.json":  # read when a deal ends, not at start
            assert snapshot(path) == before
            continue
        named = [line for line in lines if f"({path.name}: " in line]
        assert len(named) == 1, (path.name, done.stderr)
        assert_kept(path, before)


@pytest.mark.slow
@pytest.mark.parametrize("bad", ["deep", "binary", "utf16 with BOM", "FIFO"])
def test_a_bad_preset_file_on_the_command_line_is_one_error_line(tmp_path: Path, bad: str):
    if bad not in BAD:
        pytest.skip("no FIFOs here")
    path = tmp_path / "my-rules.json"
    BAD[bad](path, "preset.json")
    before = snapshot(path)
    command = ["selfplay", "--game", "napoleon", "--preset", str(path), "--deals", "1"]
    done = subprocess.run(
        [sys.executable, "-m", "engine", *command],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,  # a FIFO read would hang
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    (line,) = done.stderr.strip().splitlines()[-1:]
    assert str(path) in line or bad == "FIFO", done.stderr  # the preset file is named
    assert snapshot(path) == before
