"""A record never names a file (issue #24, point 3; docs/records.md, ``preset``).

A record is something players send each other. Its ``preset`` is looked up among the
game's own presets by name and nothing else: a record whose ``preset`` is ``/etc/passwd``,
``/dev/zero`` or a FIFO is refused at once, in one line, by ``python -m engine replay``
(exit status 2: the file's problem) and by what File ▸ Open record runs
(``load_record`` then ``log_from_record``). A custom rule set travels inline in ``rules``
and is checked by the game's rules model.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from engine.ai import make_bot
from engine.deal_log import log_from_record, to_record
from engine.errors import RecordError, UnusableRecordError
from engine.games.belote.params import PRESETS as BELOTE_PRESETS
from engine.match import Match
from engine.record import Node, load_record, replay_node

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "tests" / "data" / "records" / "napoleon_game1.json"

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def with_preset(tmp_path: Path, preset: str) -> Path:
    """The rule book's first Napoleon game with its ``preset`` replaced."""
    data = json.loads(BOOK.read_text(encoding="utf-8"))
    data["preset"] = preset
    path = tmp_path / "sent-to-me.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def fifo(tmp_path: Path) -> Any:
    """A FIFO nobody writes to: opening it for reading blocks for ever. Afterwards a writer
    opens and closes it, so that a reader a broken engine left blocked is let go."""
    path = tmp_path / "preset.fifo"
    os.mkfifo(path)
    yield path
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
    except OSError:  # no reader waiting: nothing to let go
        return
    os.close(fd)


def targets(tmp_path: Path, fifo: Path) -> dict[str, str]:
    return {"passwd": "/etc/passwd", "zero": "/dev/zero", "fifo": str(fifo)}


@pytest.mark.parametrize("which", ["passwd", "zero", "fifo"])
def test_the_command_line_refuses_a_preset_that_is_a_path_at_once(
    which: str, tmp_path: Path, fifo: Path
) -> None:
    preset = targets(tmp_path, fifo)[which]
    if which == "passwd" and not Path(preset).is_file():
        pytest.skip("no /etc/passwd here")
    record = with_preset(tmp_path, preset)
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "engine", "replay", str(record)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,  # a FIFO opened for reading would hang here
    )
    assert time.monotonic() - started < 30
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert proc.stderr == ""
    verdicts = [line for line in proc.stdout.splitlines() if not line.startswith("== ")]
    assert len(verdicts) == 1, proc.stdout
    assert verdicts[0].startswith("  UNUSABLE: $.preset: unknown preset '")
    assert preset[:30] in verdicts[0]
    assert "book" in verdicts[0]  # the names a record may use
    assert "root:" not in proc.stdout  # nothing of /etc/passwd was read


@pytest.mark.parametrize("which", ["passwd", "zero", "fifo"])
def test_open_record_refuses_a_preset_that_is_a_path_at_once(
    which: str, tmp_path: Path, fifo: Path
) -> None:
    """What File ▸ Open record runs, in a thread so that a regression fails instead of
    freezing the test run."""
    record = with_preset(tmp_path, targets(tmp_path, fifo)[which])
    outcome: list[BaseException | object] = []

    def open_record() -> None:
        try:
            outcome.append(log_from_record(load_record(record)))
        except BaseException as exc:
            outcome.append(exc)

    worker = threading.Thread(target=open_record, daemon=True)
    started = time.monotonic()
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive(), "opening the record hangs"
    assert time.monotonic() - started < 10
    [error] = outcome
    assert isinstance(error, UnusableRecordError), error
    message = str(error)
    assert "\n" not in message
    assert message.startswith("$.preset: unknown preset")
    assert "'rules'" in message  # says how a custom rule set travels instead


def test_a_custom_rule_set_travels_inline_and_is_checked(tmp_path: Path) -> None:
    """A custom rule set is written out in ``rules`` (no file): the replay uses it; a field
    of the wrong kind is the file's problem, named by its path."""
    record = belote_record()
    rules = BELOTE_PRESETS[record["preset"]].model_dump(mode="json")
    record["preset"] = "/etc/passwd"  # only a label now, for people to read
    record["rules"] = {**rules, "name": "our table"}
    report = replay_node_of(record)
    assert report.ok, report.errors
    record["rules"]["players"] = "four"
    report = replay_node_of(record)
    [error] = report.errors
    assert isinstance(error, UnusableRecordError)
    assert error.path is not None and error.path.startswith("$.rules.players")
    record["rules"] = "/etc/passwd"
    [error] = replay_node_of(record).errors
    assert isinstance(error, UnusableRecordError) and error.path == "$.rules"


def belote_record() -> dict[str, Any]:
    """One bot-played Belote deal as File ▸ Export deal writes it."""
    match = Match.create("belote", "option_bids", 4, seed=3)
    bots = [make_bot("belote", "normal", s) for s in range(4)]
    state = match.new_deal()
    actions = []
    while (seat := state.current_seat) is not None:
        actions.append(bots[seat].choose(state.view_for(seat)))
        state.apply(actions[-1])
    match.record(state, actions)
    log = match.logs[-1]
    assert log is not None
    data: dict[str, Any] = json.loads(json.dumps(to_record(log, ["A", "B", "C", "D"], "t")))
    return data


def replay_node_of(record: dict[str, Any]) -> Any:
    return replay_node(Node(json.loads(json.dumps(record))))


def test_a_known_preset_name_still_replays() -> None:
    report = replay_node(load_record(BOOK))
    assert report.ok and not any(isinstance(e, RecordError) for e in report.errors)
