"""The one reader of every file (``engine.safe_file``): regular files only, a size limit read
with a bound, and one-line reports naming the file and the offset at fault (issue 24)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from engine import safe_file
from engine.errors import PresetError
from engine.games.napoleon.params import load_preset
from engine.safe_file import FileFormatError, UnsafeFileError, read_bytes, read_json

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and /dev/zero")


def run_with_deadline(call: object, seconds: float = 5.0) -> BaseException | object:
    """``call()`` in a thread; fails the test if it has not returned within ``seconds``
    (a FIFO read blocking, /dev/zero read until memory runs out)."""
    result: list[BaseException | object] = []

    def target() -> None:
        try:
            result.append(call())  # type: ignore[operator]
        except BaseException as exc:  # handed back to the test
            result.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader blocked"
    return result[0]


@posix_only
def test_a_fifo_is_refused_at_once_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    got = run_with_deadline(lambda: read_json(fifo))
    assert isinstance(got, UnsafeFileError)
    assert str(got) == f"{fifo}: not a regular file (a FIFO)"


@posix_only
def test_a_symlink_to_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    link = tmp_path / "autosave-napoleon.json"
    link.symlink_to("/dev/zero")
    got = run_with_deadline(lambda: read_bytes(link))
    assert isinstance(got, UnsafeFileError)
    assert "not a regular file (a character device)" in str(got)
    assert os.readlink(link) == "/dev/zero"  # the link is left as it was


def test_a_file_over_the_limit_is_refused_and_never_read_beyond_it(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 1001)
    with pytest.raises(UnsafeFileError, match=r"too large \(1001 bytes; the limit is 1000"):
        read_bytes(path, limit=1000)
    assert read_bytes(path, limit=1001) == b" " * 1001
    assert safe_file.MAX_FILE_BYTES == 16 * 1024 * 1024


def test_a_folder_and_a_missing_file_are_reported_as_the_system_does(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError):
        read_bytes(tmp_path)
    with pytest.raises(FileNotFoundError):
        read_bytes(tmp_path / "nonesuch.json")


@pytest.mark.parametrize(
    ("content", "words", "offset"),
    [
        (b"\x00\x01\x02binary", "a NUL byte at offset 0", 0),
        ('{"a": 1}'.encode("utf-16-le"), "a NUL byte at offset 1 (binary data or UTF-16?)", 1),
        ('{"a": 1}'.encode("utf-16"), "UTF-16 text, not UTF-8", 0),
        (b'{"name": "Ren\xe9"}', "not UTF-8 text: byte 0xe9 at offset 13", 13),
        (b'\xef\xbb\xbf{"n": "\xff"}', "not UTF-8 text: byte 0xff at offset 10", 10),
        (b'{"players": 5,', "not valid JSON: Expecting property name", 14),
        (b"", "not valid JSON: Expecting value at line 1, column 1", 0),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply (over 200 levels at offset 200", 200),
        (b"1" * 5000, "not valid JSON: Exceeds the limit (4300 digits)", None),
    ],
)
def test_every_decoding_or_depth_error_is_one_line_naming_the_file_and_offset(
    tmp_path: Path, content: bytes, words: str, offset: int | None
) -> None:
    path = tmp_path / "statistics.json"
    path.write_bytes(content)
    with pytest.raises(FileFormatError) as info:
        read_json(path)
    message = str(info.value)
    assert message.startswith(f"{path}: ") and words in message
    assert "\n" not in message and info.value.offset == offset
    assert path.read_bytes() == content  # kept byte-identical


def test_records_may_be_utf16_as_json_allows(tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes('{"seat": "Renée"}'.encode("utf-16"))
    assert read_json(path, any_json_encoding=True) == {"seat": "Renée"}


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b"\x00\x01binary\xff", "NUL byte at offset 0"),
        ('{"base": "book"}'.encode("utf-16"), "UTF-16 text"),
    ],
)
def test_a_broken_preset_file_is_a_preset_error_naming_the_file(
    tmp_path: Path, content: bytes, words: str
) -> None:
    path = tmp_path / "my-rules.json"
    path.write_bytes(content)
    with pytest.raises(PresetError) as info:
        load_preset(str(path))
    assert str(path) in str(info.value) and words in str(info.value)
    assert info.value.field == "(file)"


@posix_only
def test_a_preset_that_is_a_fifo_or_dev_zero_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero")):
        got = run_with_deadline(lambda p=path: load_preset(str(p)))
        assert isinstance(got, PresetError) and "not a regular file" in str(got)


@posix_only
@pytest.mark.parametrize("kind", ["fifo", "dev zero", "garbage"])
def test_a_message_catalogue_that_is_not_one_leaves_english(tmp_path: Path, kind: str) -> None:
    """The translations are read through the same reader: a catalogue replaced by a FIFO, a
    link to /dev/zero or garbage never blocks or fails; the English text stays."""
    from engine.text import Catalogue

    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    mo = folder / "engine.mo"
    if kind == "fifo":
        os.mkfifo(mo)
    elif kind == "dev zero":
        mo.symlink_to("/dev/zero")
    else:
        mo.write_bytes(b"\xde\x12\x04\x95" + b"\xff" * 40)  # the magic number, then garbage
    catalogue = Catalogue("engine", tmp_path)
    got = run_with_deadline(lambda: catalogue.translate("you must follow suit", "fr"))
    assert got == "you must follow suit"


def test_json_nested_deeper_than_the_limit_but_parsable_is_refused_too(tmp_path: Path) -> None:
    """900 levels parse, but would fail later (a settings file keeps unknown keys and writes
    them back: 'Maximum serialization depth exceeded'); refused when read, with the offset."""
    path = tmp_path / "settings.json"
    path.write_text('{"schema_version": 1, "junk": ' + "[" * 900 + "]" * 900 + "}")
    with pytest.raises(FileFormatError) as info:
        read_json(path)
    # the object is level 1: its 200th bracket inside opens level 201
    assert "nested too deeply (over 200 levels at offset 229, line 1, column 230)" in str(
        info.value
    )
    assert info.value.offset == len('{"schema_version": 1, "junk": ') + 199
    shallow = tmp_path / "ok.json"
    shallow.write_text("[" * 200 + "]" * 200 + " ")  # exactly the limit: accepted
    assert read_json(shallow) is not None


def test_a_preset_field_with_a_line_break_in_its_name_stays_one_line(tmp_path: Path) -> None:
    """Found by the fuzz test: a key "\\n" made the error two lines."""
    path = tmp_path / "rules.json"
    path.write_text('{"base": "book", "\\n\\nTraceback (most recent call last):": 1}')
    with pytest.raises(PresetError) as info:
        load_preset(str(path))
    message = str(info.value)
    assert "\n" not in message and str(path) in message
    assert "Extra inputs are not permitted" in message
