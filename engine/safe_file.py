"""The one reader of every file the program reads: settings, statistics, autosaves, records,
presets and message catalogues (no Qt; only the standard library, cheap to import).

A file a player is sent or finds may be anything. The reader therefore:

* accepts only regular files. The file is opened with ``O_NONBLOCK`` (a FIFO never blocks the
  open), then ``fstat`` of the open file decides: a FIFO, a device, a socket or a directory is
  refused at once, whatever a symlink points to (a link to ``/dev/zero`` is never read);
* refuses a file over ``MAX_FILE_BYTES`` (16 MiB), reading at most the limit + 1 bytes, so a
  file that grows while it is read cannot grow the program's memory;
* reports a file that is not UTF-8 text (binary, UTF-16 without a byte-order mark ...), not
  JSON, or nested too deeply as one line (``FileFormatError``) that names the file and the
  offset, line and column at fault; it never raises ``RecursionError`` or
  ``UnicodeDecodeError``.

The reader never writes, moves or deletes anything: the caller decides what to do with a
refused file (the table moves it aside and goes on with defaults).
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
from pathlib import Path
from typing import Any

#: the largest file the program reads (every kind of file: settings, saves, records, presets)
MAX_FILE_BYTES = 16 * 1024 * 1024
#: the deepest JSON nesting the reader reports an offset for; real files stay far below it
MAX_JSON_DEPTH = 200

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_O_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_O_NOCTTY = getattr(os, "O_NOCTTY", 0)  # a terminal device never becomes ours


class UnsafeFileError(OSError):
    """A file that is not read at all: not a regular file, or over the size limit.

    An ``OSError`` so that callers treating "cannot be read" also handle it; ``strerror``
    is the one-line reason (``not a regular file (a FIFO)``), ``filename`` the path."""

    def __init__(self, path: str | os.PathLike[str], reason: str, code: int = errno.EINVAL) -> None:
        super().__init__(code, reason, os.fspath(path))
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.filename}: {self.reason}"


class FileFormatError(ValueError):
    """A file that was read but is not what it should be (not UTF-8, not JSON, too deep).

    ``reason`` is one line saying what and where (``not UTF-8 text: byte 0xff at offset 0``);
    ``str()`` adds the file's path in front."""

    def __init__(
        self, path: str | os.PathLike[str], reason: str, offset: int | None = None
    ) -> None:
        self.path = Path(path)
        self.reason = reason
        self.offset = offset
        super().__init__(f"{self.path}: {reason}")


def _kind_of_mode(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a plain file"


def read_bytes(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``.

    ``FileNotFoundError`` when there is no such file (a caller's "nothing saved yet");
    ``IsADirectoryError`` for a folder; ``UnsafeFileError`` for a FIFO, device or socket
    (also behind a symlink) and for a file over ``limit`` bytes; any other ``OSError`` as the
    system gives it."""
    fd = os.open(path, os.O_RDONLY | _O_NONBLOCK | _O_BINARY | _O_NOCTTY)
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):  # as the system reports it where opening one fails
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
        if not stat.S_ISREG(info.st_mode):
            raise UnsafeFileError(path, f"not a regular file ({_kind_of_mode(info.st_mode)})")
        if info.st_size > limit:
            raise UnsafeFileError(path, _too_large(info.st_size, limit), errno.EFBIG)
        if _O_NONBLOCK:  # a regular file: back to ordinary (blocking) reads
            os.set_blocking(fd, True)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # at most limit + 1 bytes, even if the file grows meanwhile
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise UnsafeFileError(path, _too_large(size, limit, more=True), errno.EFBIG)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _too_large(size: int, limit: int, *, more: bool = False) -> str:
    mib = limit / (1024 * 1024)
    shown = f"{mib:g} MiB" if mib >= 1 else f"{limit} bytes"
    return f"too large ({'over ' if more else ''}{size} bytes; the limit is {shown})"


def decode_utf8(path: str | os.PathLike[str], raw: bytes) -> str:
    """``raw`` as UTF-8 text (a UTF-8 byte-order mark is allowed); ``FileFormatError``
    naming the offset for anything else (binary data, UTF-16, Latin-1 ...)."""
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise FileFormatError(path, "UTF-16 text, not UTF-8 (a UTF-16 byte-order mark)", 0)
    nul = raw.find(b"\x00")
    if nul >= 0:
        raise FileFormatError(
            path, f"not UTF-8 text: a NUL byte at offset {nul} (binary data or UTF-16?)", nul
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        start = exc.start + (3 if raw.startswith(b"\xef\xbb\xbf") else 0)
        raise FileFormatError(
            path, f"not UTF-8 text: byte {raw[start]:#04x} at offset {start}", start
        ) from None


def decode_json_text(path: str | os.PathLike[str], raw: bytes) -> str:
    """``raw`` decoded as JSON allows (RFC 8259: UTF-8 with or without a byte-order mark, and
    UTF-16/32, recognised by ``json.detect_encoding``) - for records, which players write
    with any editor. ``FileFormatError`` naming the offset when it does not decode."""
    encoding = json.detect_encoding(raw)
    try:
        text = raw.decode(encoding)
    except UnicodeDecodeError as exc:
        raise FileFormatError(
            path,
            f"not a text file in UTF-8 or UTF-16 (byte {raw[exc.start]:#04x} at offset "
            f"{exc.start} is not {exc.encoding})",
            exc.start,
        ) from None
    return text.removeprefix("\ufeff")


def parse_json(path: str | os.PathLike[str], text: str) -> Any:
    """The JSON value of ``text``; ``FileFormatError`` with the line and column of a syntax
    error, or the offset where nesting passes ``MAX_JSON_DEPTH`` (never ``RecursionError``;
    a value nested deeper than that would fail later, when it is validated or written)."""
    too_deep = False
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FileFormatError(
            path, f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}", exc.pos
        ) from None
    except RecursionError:
        data, too_deep = None, True
    except ValueError as exc:  # e.g. an integer of more digits than Python converts
        reason = str(exc).split(";")[0].split("\n")[0]
        raise FileFormatError(path, f"not valid JSON: {reason}") from None
    # cheap first: only a text with that many brackets can be nested that deeply; then the
    # parsed containers are walked, and the text is scanned for the offset only when too deep
    if text.count("[") + text.count("{") > MAX_JSON_DEPTH and (
        too_deep or _deeper_than(data, MAX_JSON_DEPTH)
    ):
        offset = _too_deep_at(text, MAX_JSON_DEPTH)
        if offset is not None:
            line = text.count("\n", 0, offset) + 1
            column = offset - text.rfind("\n", 0, offset)
            raise FileFormatError(
                path,
                f"not valid JSON: nested too deeply (over {MAX_JSON_DEPTH} levels at offset "
                f"{offset}, line {line}, column {column})",
                offset,
            )
    if too_deep:  # the parser ran out of stack before the limit (a deep call stack)
        raise FileFormatError(path, "not valid JSON: nested too deeply")
    return data


_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def _deeper_than(data: Any, limit: int) -> bool:
    """Whether the parsed JSON value ``data`` nests containers more than ``limit`` deep."""
    stack = [(data, 1)] if isinstance(data, dict | list) else []
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        for child in node.values() if isinstance(node, dict) else node:
            if isinstance(child, dict | list):
                stack.append((child, depth + 1))
    return False


def _too_deep_at(text: str, limit: int) -> int | None:
    """The offset of the bracket that opens level ``limit + 1`` (None if there is none)."""
    depth = 0
    for match in _JSON_TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > limit:
                return match.start()
        elif token in "]}":
            depth -= 1
    return None


def read_json(
    path: str | os.PathLike[str], *, limit: int = MAX_FILE_BYTES, any_json_encoding: bool = False
) -> Any:
    """The JSON value in the regular file ``path``, read with ``read_bytes``.

    Text must be UTF-8 (``any_json_encoding``: also UTF-16/32 as RFC 8259 allows, for
    records). Raises ``FileNotFoundError``, ``UnsafeFileError`` (and other ``OSError``) or
    ``FileFormatError``; never ``RecursionError``/``UnicodeDecodeError``."""
    raw = read_bytes(path, limit)
    text = decode_json_text(path, raw) if any_json_encoding else decode_utf8(path, raw)
    return parse_json(path, text)


__all__ = [
    "MAX_FILE_BYTES",
    "MAX_JSON_DEPTH",
    "FileFormatError",
    "UnsafeFileError",
    "decode_json_text",
    "decode_utf8",
    "parse_json",
    "read_bytes",
    "read_json",
]
