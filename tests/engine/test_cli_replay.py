"""``python -m engine replay``: any file that cannot be read is reported in one line and the
next file is replayed; the status is 1 at the end. A UTF-8 BOM and UTF-16 with a BOM are
read (issue #14)."""

from __future__ import annotations

from pathlib import Path

import pytest

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
        if line.startswith(("  UNREADABLE", "  agrees", "  DISAGREES", "  CANNOT"))
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
    assert code == 1
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
