"""Settings and autosave: validation, atomic storage, corrupt files set aside, resuming."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from pydantic import ValidationError

from engine.actions import Action, PlayCard
from engine.games.napoleon import PRESETS, NapoleonState
from engine.match import Match
from napoleon_gui import persistence
from napoleon_gui.saves import (
    Autosave,
    AutosaveError,
    autosave_file,
    restore_deal,
    restore_match,
)
from napoleon_gui.settings import SETTINGS_FILE, Settings, Store

AUTOSAVE_FILE = autosave_file("napoleon")


# --- helpers ---------------------------------------------------------------------------------
def play_random(state: Any, count: int, seed: int) -> list[Action]:
    rng = random.Random(seed)
    actions: list[Action] = []
    while len(actions) < count and not state.is_over:
        action = rng.choice(list(state.legal_actions()))
        state.apply(action)
        actions.append(action)
    return actions


def mid_deal(count: int = 20, seed: int = 0) -> tuple[Match, NapoleonState, list[Action]]:
    match = Match.create("napoleon", "book", 4, seed=11)
    state = NapoleonState.deal(PRESETS["book"], 4, random.Random(3))
    return match, state, play_random(state, count, seed)


def capture(match: Match, state: Any, actions: list[Action], **kw: Any) -> Autosave:
    return Autosave.capture(
        match=match,
        state=state,
        actions=actions,
        human_seat=0,
        levels=["normal", "random", "normal", "normal"],
        names=["Me", "A", "B", "C"],
        **kw,
    )


def aside_files(directory: Path, name: str) -> list[Path]:
    return sorted(directory.glob(f"{name}.corrupt-*"))


def _sorted_sets(text: str) -> str:
    """``repr`` with each frozenset's items sorted: equal sets print in different orders
    in different processes (string hashing is seeded per process)."""
    return re.sub(
        r"frozenset\(\{([^{}]*)\}\)",
        lambda m: "frozenset({" + ", ".join(sorted(m.group(1).split(", "))) + "})",
        text,
    )


def assert_same_deal(a: Any, b: Any) -> None:
    assert a.players == b.players
    for seat in range(a.players):
        # equal rule sets may be different objects (a custom preset read back)
        seen_a = _sorted_sets(re.sub(r" at 0x[0-9a-f]+", "", repr(a.view_for(seat))))
        seen_b = _sorted_sets(re.sub(r" at 0x[0-9a-f]+", "", repr(b.view_for(seat))))
        assert seen_a == seen_b
    assert list(a.legal_actions()) == list(b.legal_actions())
    assert a.phase == b.phase and a.current_seat == b.current_seat


# --- settings --------------------------------------------------------------------------------
def test_default_settings() -> None:
    s = Settings()
    assert s.schema_version == 1
    assert s.language in ("en", "ja")
    assert (s.animation_speed, s.ai_pace_ms, s.default_preset, s.default_players) == (
        "normal",
        400,
        "book",
        4,
    )
    assert s.player_names[0] == "You" and len(s.player_names) == 8
    assert not s.hint_mode and not s.practice_mode


def test_settings_round_trip(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.load_settings() == (Settings(), None)  # no file: defaults, no message
    s = Settings(
        language="ja",
        animation_speed="slow",
        ai_pace_ms=0,
        default_preset="fukashi",
        default_players=5,
        player_names=["私", "Bob"],
        hint_mode=True,
        practice_mode=True,
    )
    store.save_settings(s)
    data = json.loads((tmp_path / SETTINGS_FILE).read_text(encoding="utf-8"))
    assert data["schema_version"] == 1 and data["player_names"] == ["私", "Bob"]
    loaded, problem = Store(tmp_path).load_settings()
    assert problem is None
    assert loaded == s
    assert list(tmp_path.iterdir()) == [tmp_path / SETTINGS_FILE]  # no temp file left


def test_unknown_setting_is_kept(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    path.write_text(json.dumps({"schema_version": 1, "language": "en", "future_key": [1, 2]}))
    store = Store(tmp_path)
    loaded, problem = store.load_settings()
    assert problem is None and loaded.language == "en"
    store.save_settings(loaded.model_copy(update={"hint_mode": True}))
    assert json.loads(path.read_text())["future_key"] == [1, 2]


@pytest.mark.parametrize(
    ("values", "field"),
    [
        ({"ai_pace_ms": "fast"}, "ai_pace_ms"),
        ({"ai_pace_ms": 5000}, "ai_pace_ms"),
        ({"ai_pace_ms": True}, "ai_pace_ms"),
        ({"language": "de"}, "language"),
        ({"animation_speed": "warp"}, "animation_speed"),
        ({"default_players": 2}, "default_players"),
        ({"player_names": ["a", " "]}, "player_names[1]"),
        ({"player_names": ["x"] * 9}, "player_names"),
        ({"hint_mode": "yes"}, "hint_mode"),
        ({"schema_version": 0}, "schema_version"),
    ],
)
def test_settings_validation_names_the_field(values: dict[str, Any], field: str) -> None:
    with pytest.raises(ValidationError) as info:
        Settings.model_validate(values)
    text = persistence.describe_validation_error(info.value)
    assert text.startswith(f"{field}:"), text


CORRUPT_CASES = [
    pytest.param(
        '{"schema_version": 1,\n "language": "en"\n "x": 1}', ("line 3", "column 2"), id="not-json"
    ),
    pytest.param(b"\xff\xfe garbage", ("UTF-8",), id="not-utf8"),
    pytest.param('["en"]', ("JSON array", "not an object"), id="not-an-object"),
    pytest.param(
        '{"schema_version": 1, "ai_pace_ms": "fast"}',
        ("ai_pace_ms", "integer", "'fast'"),
        id="wrong-type",
    ),
    pytest.param(
        '{"schema_version": 99, "language": 5}',
        ("schema_version", "99", "newer"),
        id="newer-version",
    ),
    pytest.param('{"language": "en"}', ("schema_version", "missing"), id="no-version"),
]


@pytest.mark.parametrize(("content", "expected"), CORRUPT_CASES)
def test_corrupt_settings_are_reported_and_moved_aside(
    tmp_path: Path, content: str | bytes, expected: tuple[str, ...]
) -> None:
    path = tmp_path / SETTINGS_FILE
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    path.write_bytes(raw)
    store = Store(tmp_path)
    settings, problem = store.load_settings()
    assert settings == Settings()
    assert problem is not None
    for word in expected:
        assert word in problem, problem
    assert not path.exists()
    [aside] = aside_files(tmp_path, SETTINGS_FILE)
    assert aside.read_bytes() == raw  # content intact
    assert aside.name in problem
    # saving afterwards creates a fresh file and never touches the one set aside
    store.save_settings(settings)
    assert aside.read_bytes() == raw
    assert store.load_settings() == (settings, None)


def test_aside_name_collision_adds_a_counter(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    for n in range(3):
        path.write_text(f"broken {n}")
        _settings, problem = Store(tmp_path).load_settings()
        assert problem is not None
    asides = aside_files(tmp_path, SETTINGS_FILE)
    assert len(asides) == 3
    assert sorted(p.read_text() for p in asides) == ["broken 0", "broken 1", "broken 2"]


def test_aside_path_counter(tmp_path: Path) -> None:
    from datetime import datetime

    now = datetime(2024, 5, 6, 7, 8, 9)
    path = tmp_path / "f.json"
    first = persistence.aside_path(path, now)
    assert first.name == "f.json.corrupt-20240506-070809"
    first.write_text("x")
    assert persistence.aside_path(path, now).name == "f.json.corrupt-20240506-070809-2"


def test_failed_save_leaves_the_old_file_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(ai_pace_ms=100))
    before = (tmp_path / SETTINGS_FILE).read_bytes()

    def refuse(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        store.save_settings(Settings(ai_pace_ms=2000))
    assert (tmp_path / SETTINGS_FILE).read_bytes() == before
    assert list(tmp_path.iterdir()) == [tmp_path / SETTINGS_FILE]  # temp file removed
    monkeypatch.undo()
    assert store.load_settings() == (Settings(ai_pace_ms=100), None)


def test_failed_write_leaves_no_partial_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = Store(tmp_path)

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "I/O error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        store.save_settings(Settings())
    assert list(tmp_path.iterdir()) == []


def test_unreadable_file_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / SETTINGS_FILE
    path.write_text("not json")

    def cannot_move(*args: Any) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("napoleon_gui.settings.move_aside", cannot_move)
    store = Store(tmp_path)
    settings, problem = store.load_settings()
    assert settings == Settings()
    assert problem is not None and "could not be moved aside" in problem
    with pytest.raises(OSError):
        store.save_settings(settings)
    assert path.read_text() == "not json"


def test_default_directories_come_from_platformdirs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[str] = []

    def fake(kind: str) -> Any:
        def where(app: str, appauthor: Any = None) -> str:
            calls.append(app)
            return str(tmp_path / kind / app)

        return where

    monkeypatch.setattr("platformdirs.user_config_dir", fake("config"))
    monkeypatch.setattr("platformdirs.user_data_dir", fake("data"))
    store = Store()
    assert store.settings_path == tmp_path / "config" / "napoleon-table" / SETTINGS_FILE
    assert store.save_path("napoleon") == tmp_path / "data" / "napoleon-table" / AUTOSAVE_FILE
    assert calls == ["napoleon-table", "napoleon-table"]


# --- autosave --------------------------------------------------------------------------------
@pytest.mark.parametrize(("count", "seed"), [(0, 0), (10, 1), (20, 0), (20, 1), (40, 2)])
def test_autosave_restores_a_mid_deal_state(tmp_path: Path, count: int, seed: int) -> None:
    match, state, actions = mid_deal(count, seed)
    store = Store(tmp_path)
    store.save_autosave(capture(match, state, actions))
    loaded, problem = Store(tmp_path).load_autosave("napoleon")
    assert problem is None and loaded is not None
    assert loaded.deal is not None and len(loaded.deal["actions"]) == len(actions)
    restored, restored_actions = restore_deal(loaded)
    assert restored_actions == actions
    assert_same_deal(state, restored)
    # both continue identically
    more_a = play_random(state, 15, 99)
    more_b = play_random(restored, 15, 99)
    assert more_a == more_b
    assert_same_deal(state, restored)


def test_autosave_restores_the_match(tmp_path: Path) -> None:
    match = Match.create("napoleon", "fukashi", 5, seed=21)
    for _ in range(2):  # two finished deals on the score sheet
        state = match.new_deal()
        play_random(state, 10_000, 5)
        match.record(state)
    state = match.new_deal()
    actions = play_random(state, 25, 6)
    autosave = capture_five(match, state, actions)
    store = Store(tmp_path)
    store.save_autosave(autosave)
    loaded, problem = store.load_autosave("napoleon")
    assert problem is None and loaded is not None
    assert loaded == autosave
    again = restore_match(loaded)
    assert again.params == PRESETS["fukashi"]
    assert again.rows == match.rows
    assert (again.totals, again.setup, again.deals_started, again.seed) == (
        match.totals,
        match.setup,
        match.deals_started,
        match.seed,
    )
    # the random state is restored too: the next deal is the one the match would deal
    assert_same_deal(again.new_deal(), match.new_deal())
    assert again.to_csv() == match.to_csv()


def capture_five(match: Match, state: Any, actions: list[Action], **kw: Any) -> Autosave:
    return Autosave.capture(
        match=match,
        state=state,
        actions=actions,
        human_seat=2,
        levels=["normal"] * 5,
        names=[],
        practice=True,
        **kw,
    )


def test_recorded_deal_is_not_saved_as_in_progress() -> None:
    match = Match.create("napoleon", "book", 4, seed=2)
    state = match.new_deal()
    play_random(state, 10_000, 1)
    match.record(state)
    autosave = capture(match, state, [], deal_recorded=True)
    assert autosave.deal is None and len(autosave.rows) == 1


def test_custom_preset_round_trip(tmp_path: Path) -> None:
    rules = PRESETS["book"].model_copy(update={"name": "house", "max_bid": 18})
    match = Match(Match.create("napoleon", "book", 4).game, rules, 4, seed=4)
    state = match.new_deal()
    actions = play_random(state, 12, 3)
    autosave = capture(match, state, actions)
    assert autosave.preset is None and autosave.custom_preset is not None
    store = Store(tmp_path)
    store.save_autosave(autosave)
    loaded, problem = store.load_autosave("napoleon")
    assert problem is None and loaded is not None
    assert restore_match(loaded).params == rules
    assert_same_deal(state, restore_deal(loaded)[0])


def test_no_autosave_and_clear(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert store.load_autosave("napoleon") == (None, None)
    store.clear_autosave("napoleon")  # nothing to clear: fine
    match, state, actions = mid_deal()
    store.save_autosave(capture(match, state, actions))
    assert store.save_path("napoleon").exists()
    store.clear_autosave("napoleon")
    assert not store.save_path("napoleon").exists()
    assert store.load_autosave("napoleon") == (None, None)


def saved_autosave(tmp_path: Path) -> tuple[Store, dict[str, Any], list[Action]]:
    match, state, actions = mid_deal(20, 0)
    store = Store(tmp_path)
    store.save_autosave(capture(match, state, actions))
    return store, json.loads(store.save_path("napoleon").read_text()), actions


def test_unknown_action_is_reported_with_its_index(tmp_path: Path) -> None:
    store, data, _actions = saved_autosave(tmp_path)
    data["deal"]["actions"][7] = {"kind": "fly_away"}
    raw = json.dumps(data)
    store.save_path("napoleon").write_text(raw)
    autosave, problem = store.load_autosave("napoleon")
    assert autosave is None and problem is not None
    assert "deal.actions[7]" in problem and "fly_away" in problem
    assert not store.save_path("napoleon").exists()
    [aside] = aside_files(tmp_path, AUTOSAVE_FILE)
    assert aside.read_text() == raw


def test_action_that_no_longer_applies_is_reported_with_its_index(tmp_path: Path) -> None:
    store, data, actions = saved_autosave(tmp_path)
    bad = len(actions) - 1
    assert isinstance(actions[bad], PlayCard)
    data["deal"]["actions"].append(data["deal"]["actions"][bad])  # a card played twice
    raw = json.dumps(data)
    store.save_path("napoleon").write_text(raw)
    autosave, problem = store.load_autosave("napoleon")
    assert autosave is None and problem is not None
    assert f"deal.actions[{len(actions)}]" in problem and "not in the hand" in problem
    [aside] = aside_files(tmp_path, AUTOSAVE_FILE)
    assert aside.read_text() == raw
    # restore_deal itself raises the same clear error
    parsed = Autosave.model_validate(data)
    with pytest.raises(AutosaveError, match=rf"deal\.actions\[{len(actions)}\]"):
        restore_deal(parsed)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d["deal"]["deal"]["hands"][1].__setitem__(0, "X9"), "deal.deal.hands[1][0]"),
        (
            lambda d: d["deal"]["deal"]["hands"][1].__setitem__(
                0, d["deal"]["deal"]["hands"][0][0]
            ),
            "deal",
        ),
        (lambda d: d.__setitem__("players", 9), "players"),
        (lambda d: d.__setitem__("totals", [0]), "totals"),
        (lambda d: d.__setitem__("preset", "nonesuch"), "preset"),
        (lambda d: d.__setitem__("levels", ["genius"]), "levels[0]"),
        (lambda d: d.__setitem__("human_seat", 5), "human_seat"),
        (lambda d: d.__setitem__("schema_version", 3), "newer"),
        (lambda d: d.__setitem__("custom_preset", {"max_bid": 18}), "preset"),
        (lambda d: d["rows"].append({"number": 1}), "rows[0]"),
    ],
)
def test_bad_autosave_names_the_field(tmp_path: Path, change: Any, expected: str) -> None:
    store, data, _actions = saved_autosave(tmp_path)
    change(data)
    raw = json.dumps(data)
    store.save_path("napoleon").write_text(raw)
    autosave, problem = store.load_autosave("napoleon")
    assert autosave is None and problem is not None
    assert expected in problem, problem
    [aside] = aside_files(tmp_path, AUTOSAVE_FILE)
    assert aside.read_text() == raw


def test_set_aside_autosave(tmp_path: Path) -> None:
    store, _data, _actions = saved_autosave(tmp_path)
    raw = store.save_path("napoleon").read_bytes()
    message = store.set_aside_autosave("napoleon")
    assert message is not None and "corrupt-" in message
    [aside] = aside_files(tmp_path, AUTOSAVE_FILE)
    assert aside.read_bytes() == raw
    assert store.set_aside_autosave("napoleon") is None


# --- the controller glue (duck-typed; no Qt objects needed) --------------------------------
class FakeSignal:
    def __init__(self) -> None:
        self.count = 0

    def emit(self, *args: Any) -> None:
        self.count += 1


class FakeController:
    def __init__(self) -> None:
        self.config: Any = None
        self.match: Match | None = None
        self.state: Any = None
        self.actions: list[Action] = []
        self.recorded = False
        self.bots: list[Any] = []
        self.scene = SimpleNamespace(tables=[])
        self.scene.setup_table = lambda *args: self.scene.tables.append(args)
        self.match_changed = FakeSignal()
        self.match_started = FakeSignal()
        self.started: list[tuple[Any, ...]] = []
        self.abandoned = 0  # times the searches of the match left behind were stopped

    def abandon_searches(self) -> None:
        self.abandoned += 1

    @property
    def view_seat(self) -> int:
        return self.config.human_seat or 0

    def names(self) -> list[str]:
        return list(self.config.names)

    def start_deal(self, state: Any = None, actions: Any = None) -> None:
        self.started.append((state, actions))
        self.state = state
        self.actions = list(actions or [])


def test_store_capture_and_resume_with_a_controller(tmp_path: Path) -> None:
    match, state, actions = mid_deal(30, 1)
    source = FakeController()
    source.config = SimpleNamespace(
        human_seat=1, levels=["normal"] * 4, names=["Me", "A", "B", "C"], practice=True
    )
    source.match, source.state, source.actions = match, state, actions
    store = Store(tmp_path)
    store.save_autosave(store.capture(source))
    loaded, problem = store.load_autosave("napoleon")
    assert problem is None and loaded is not None
    target = FakeController()
    store.resume(target, loaded)
    assert target.abandoned == 1  # the bots of the match left behind stop searching
    assert target.config.human_seat == 1 and target.config.practice
    assert target.config.names == ["Me", "A", "B", "C"] and target.config.preset == "book"
    assert len(target.bots) == 4
    assert target.scene.tables == [(4, 1, ["Me", "A", "B", "C"], False)]  # Napoleon: N-SEAT-2
    assert target.match_changed.count == 1
    [(restored, restored_actions)] = target.started
    assert restored_actions == actions
    assert_same_deal(state, restored)


def test_resume_after_a_recorded_deal_starts_the_next_one(tmp_path: Path) -> None:
    match = Match.create("napoleon", "book", 4, seed=8)
    state = match.new_deal()
    play_random(state, 10_000, 2)
    match.record(state)
    source = FakeController()
    source.config = SimpleNamespace(human_seat=0, levels=["normal"], names=[], practice=False)
    source.match, source.state, source.recorded = match, state, True
    autosave = store_round_trip(tmp_path, Store(tmp_path).capture(source))
    target = FakeController()
    Store(tmp_path).resume(target, autosave)
    assert target.started == [(None, None)]
    assert target.match is not None and len(target.match.rows) == 1


def store_round_trip(tmp_path: Path, autosave: Autosave) -> Autosave:
    store = Store(tmp_path)
    store.save_autosave(autosave)
    loaded, problem = store.load_autosave("napoleon")
    assert problem is None and loaded is not None
    return loaded
