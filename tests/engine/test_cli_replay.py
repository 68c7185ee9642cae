"""``python -m engine replay``: any file that cannot be read is reported in one line and the
next file is replayed. A UTF-8 BOM and UTF-16 with a BOM are read (issue #14).

The exit status tells the user's file's problems from the rules' verdict (issue #24,
docs/records.md): 0 every record agrees, 1 a record disagrees with the rules, 2 a file is
not a usable record (unreadable, not JSON, a field missing or of the wrong kind, an unknown
preset), 3 the engine failed; the status is the worst file's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine.cli.replay
from engine.cli import main

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records"
GOOD = RECORDS / "napoleon_game1.json"


def replay(paths: list[Path], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["replay", *map(str, paths)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out


def verdicts(out: str) -> list[str]:
    """The line after each ``== FILE`` header that says how the file fared."""
    return [
        line.strip()
        for line in out.splitlines()
        if line.startswith(("  UNREADABLE", "  UNUSABLE", "  agrees", "  DISAGREES", "  CANNOT"))
    ]


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be"])
def test_a_record_with_a_bom_is_read(
    encoding: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = GOOD.read_text(encoding="utf-8")
    path = tmp_path / "record.json"
    bom = {"utf-16-le": "\ufeff", "utf-16-be": "\ufeff"}.get(encoding, "")
    path.write_bytes((bom + text).encode(encoding))
    code, out = replay([path], capsys)
    assert code == 0, out
    assert verdicts(out) == ["agrees with the rules: every trick, the point cards and the outcome"]


def bad_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "binary": bytes(range(256)) * 4,
        "latin1": '{"format": "trick-record/1", "seats": ["Ren\xe9"]}'.encode("latin-1"),
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "not json": b'{"format": "trick-record/1",\n  "game": napoleon}\n',
        "not a record": b"[1, 2, 3]",
        "empty": b"",
    }
    paths = {}
    for name, data in files.items():
        paths[name] = tmp_path / f"{name.replace(' ', '_')}.json"
        paths[name].write_bytes(data)
    paths["missing"] = tmp_path / "nonesuch.json"
    paths["folder"] = tmp_path
    return paths


def test_every_unreadable_file_is_one_line_and_the_next_file_is_replayed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = bad_files(tmp_path)
    paths = [p for path in bad.values() for p in (path, GOOD)]  # a good file after each
    code, out = replay(paths, capsys)
    assert code == 2  # the files' problem, not a disagreement with the rules
    got = verdicts(out)
    assert len(got) == len(paths)
    assert got[1::2] == [got[1]] * len(bad) and got[1].startswith("agrees")
    for name, line in zip(bad, got[0::2], strict=True):
        assert line.startswith("UNREADABLE: "), (name, line)
    lines = dict(zip(bad, got[0::2], strict=True))
    assert "nested too deeply" in lines["deep"]
    assert "byte 0xe9" in lines["latin1"] and "UTF-8" in lines["latin1"]
    assert "line 2" in lines["not json"]
    assert "No such file or directory" in lines["missing"]
    assert "Is a directory" in lines["folder"]


def test_a_broken_record_then_a_good_one_still_fails_at_the_end(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = replay([RECORDS / "bad_joker_call.json", GOOD], capsys)
    assert code == 1
    assert [v.split(":")[0] for v in verdicts(out)] == ["DISAGREES", "agrees with the rules"]


def test_a_record_that_disagrees_with_the_rules_exits_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = replay([RECORDS / "bad_joker_call.json"], capsys)
    assert code == 1
    [verdict] = verdicts(out)
    assert verdict.startswith("DISAGREES: ") and "(N-PLAY-5)" in verdict


def record_without(field: str, tmp_path: Path) -> Path:
    data = json.loads(GOOD.read_text(encoding="utf-8"))
    del data[field]
    path = tmp_path / f"no_{field}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("content", "where"),
    [
        ({"format": "trick-record/1"}, "$: missing field 'game'"),
        ({"format": "trick-record/1", "game": "belote"}, "$: missing field 'preset'"),
        ({"format": "trick-record/1", "game": "chess"}, "$.game: 'chess' is not one of"),
        ({"format": "trick-record/2"}, "$.format: unknown format 'trick-record/2'"),
    ],
)
def test_a_json_object_that_is_no_usable_record_is_the_files_problem(
    content: dict[str, str], where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before issue #24 a record missing fields was reported as DISAGREES, as if the rules
    disagreed with it."""
    path = tmp_path / "object.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    code, out = replay([path], capsys)
    assert code == 2
    [verdict] = verdicts(out)
    assert verdict.startswith(("UNUSABLE: ", "UNREADABLE: ")), verdict
    assert where in verdict


@pytest.mark.parametrize(
    ("field", "where"),
    [("hands", "missing field 'hands'"), ("seats", "missing field 'seats'")],
)
def test_a_record_missing_a_field_is_unusable_not_a_disagreement(
    field: str, where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out = replay([record_without(field, tmp_path)], capsys)
    assert code == 2
    [verdict] = verdicts(out)
    assert verdict.startswith("UNUSABLE: $") and where in verdict
    assert "DISAGREES" not in out


def test_the_status_is_the_worst_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    disagrees = RECORDS / "bad_joker_call.json"
    unusable = record_without("hands", tmp_path)
    assert replay([GOOD, disagrees, GOOD], capsys)[0] == 1
    assert replay([unusable, disagrees, GOOD], capsys)[0] == 2
    assert replay([disagrees, unusable], capsys)[0] == 2


def test_an_engine_fault_is_not_blamed_on_the_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A fault of the engine itself (here made to happen) asks for a report: status 3."""

    def broken(*_args: object) -> None:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(engine.cli.replay, "replay_node", broken)
    code, out = replay([GOOD], capsys)
    assert code == 3
    [verdict] = verdicts(out)
    assert verdict == (
        "CANNOT REPLAY (engine error, please report): ZeroDivisionError: division by zero"
    )


def test_a_message_from_a_file_stays_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A name in a record may hold line breaks; the report of the file is still one line."""
    data = json.loads(GOOD.read_text(encoding="utf-8"))
    data["seats"][0] = "A\n  agrees with the rules"
    path = tmp_path / "newline.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out = replay([path], capsys)
    assert code == 2
    lines = out.splitlines()
    assert len(lines) == 2 and lines[1].startswith("  UNUSABLE: ")


def test_help_documents_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--help"]) == 0
    out = capsys.readouterr().out
    for code, meaning in (
        ("0", "agrees"),
        ("1", "disagrees with the rules"),
        ("2", "not a usable record"),
        ("3", "please report"),
    ):
        assert any(
            line.strip().startswith(f"{code}  ") and meaning in line
            for line in out.replace("\n     ", " ").splitlines()
        ), (code, out)
