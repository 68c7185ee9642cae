"""Small, Qt-free file helpers for the settings and the autosave.

* ``atomic_write_text`` writes a temporary file next to the target, flushes and fsyncs it and
  only then renames it over the target (``os.replace``): a crash or a failing disk leaves
  either the old file or the new one, never a partial file.
* ``move_aside`` renames a broken file to ``NAME.corrupt-YYYYmmdd-HHMMSS`` (with ``-2``,
  ``-3`` ... when that name is taken). It never deletes and never overwrites anything.
* ``read_json_object`` reads a JSON object through the engine's one reader
  (``engine.safe_file``) and turns every failure into a ``FileProblem`` whose message says
  what is wrong and where (offset, line and column, or the field).
* ``describe_validation_error`` renders a pydantic ``ValidationError`` with the field path
  at fault (``player_names[2]``, ``deal.actions[7]``) and the offending value.
* ``remove_temp_files`` deletes what interrupted atomic writes left behind (``.NAME.*.tmp``
  of our own file names only); ``move_unique`` renames without overwriting.
* ``check_schema_version`` / ``version_validator``: a file names its ``schema_version``;
  one from a newer release is refused before its other fields are looked at.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine import safe_file

ASIDE_MARK = "corrupt"
#: the temporary file of ``atomic_write_text`` for the target NAME: ``.NAME.<random>.tmp``
_TEMP_FILE = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]+\.tmp$")


class FileProblem(Exception):
    """A file that cannot be used as it is. ``message`` is for the user."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically; the directory is created if needed.

    On any failure the previous content of ``path`` is untouched, the temporary file is
    removed and the exception propagates.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_directory(path.parent)


def _fsync_directory(directory: Path) -> None:
    """Make the rename durable where the platform allows it (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_temp_files(directory: Path, is_ours: Callable[[str], bool]) -> list[Path]:
    """Delete the temporary files interrupted writes left in ``directory``: only names
    ``.NAME.<random>.tmp`` where ``is_ours(NAME)`` (a user's own files are never touched).
    Returns what was removed; a file that cannot be removed is left (best effort)."""
    removed: list[Path] = []
    try:
        entries = list(Path(directory).iterdir())
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_FILE.match(entry.name)
        if (
            match is None
            or not is_ours(match.group("name"))
            or not entry.is_file()
            or entry.is_symlink()
        ):
            continue
        with contextlib.suppress(OSError):
            entry.unlink()
            removed.append(entry)
    return removed


def move_unique(path: Path, names: Iterable[str]) -> Path:
    """Rename ``path`` to the first of ``names`` (in its folder) that is free, by hard link
    + unlink so that nothing is overwritten, else by rename. Raises ``OSError``."""
    for name in names:
        target = path.with_name(name)
        if target.exists() or target.is_symlink():
            continue
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            if target.exists():
                continue
            os.rename(path, target)
            return target
        with contextlib.suppress(OSError):
            path.unlink()
        return target
    raise OSError(f"no free name to move {path.name} to")


def check_schema_version(data: dict[str, Any], latest: int) -> None:
    """Refuse a file without a schema version or from a newer version before looking at
    its other fields (they may mean something else there)."""
    version = data.get("schema_version")
    if "schema_version" not in data:
        raise FileProblem("schema_version: missing (not a Napoleon Table file?)")
    if isinstance(version, int) and not isinstance(version, bool) and version > latest:
        raise FileProblem(
            f"schema_version: {version} was written by a newer version of "
            f"Napoleon Table (this version reads up to {latest})"
        )


def version_validator(latest: int, first: int = 1) -> Callable[[int], int]:
    """A pydantic ``AfterValidator`` for ``schema_version``: ``first`` .. ``latest``."""

    def check(value: int) -> int:
        if value > latest:
            raise ValueError(
                f"schema version {value} was written by a newer version of "
                f"Napoleon Table (this version reads up to {latest})"
            )
        if value < 1:
            raise ValueError(f"schema version {value} does not exist (the first is 1)")
        if value < first:
            raise ValueError(
                f"schema version {value} is not read here (this file has "
                f"versions {first} to {latest})"
            )
        return value

    return check


def aside_path(path: Path, now: datetime | None = None) -> Path:
    """A free name ``NAME.corrupt-YYYYmmdd-HHMMSS[-N]`` next to ``path``."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.{ASIDE_MARK}-{stamp}")
    counter = 2
    while candidate.exists() or candidate.is_symlink():
        candidate = path.with_name(f"{path.name}.{ASIDE_MARK}-{stamp}-{counter}")
        counter += 1
    return candidate


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename ``path`` to a free ``.corrupt-…`` name and return that name.

    A hard link + unlink (cannot clobber a name that appeared meanwhile), else a rename,
    else a copy (the original then stays, but its content is safe in the copy). Raises
    ``OSError`` if none works; nothing is ever deleted or overwritten.
    """
    target = aside_path(path, now)
    try:
        # link + unlink cannot overwrite a file that appeared in the meantime
        os.link(path, target)
    except FileExistsError:
        return move_aside(path, now)
    except OSError:
        pass  # no hard links here (or not allowed): rename, else copy
    else:
        with contextlib.suppress(OSError):
            path.unlink()  # if this fails, the content is still safe under ``target``
        return target
    try:
        os.rename(path, target)  # Windows refuses an existing target; POSIX checked above
        return target
    except OSError:
        # a symlink is copied as a link: what it points to (/dev/zero ...) is never read
        shutil.copy2(path, target, follow_symlinks=False)  # OSError: the caller reports it
        return target


def read_json_object(path: Path) -> dict[str, Any]:
    """The JSON object in ``path``, read by the engine's one reader (``engine.safe_file``:
    regular files only, at most 16 MiB); ``FileNotFoundError`` if there is no such file and
    another ``OSError`` (e.g. permission denied, a folder) if it cannot be opened.

    Raises ``FileProblem`` for a FIFO, device or socket (also behind a symlink), a file over
    the size limit, text that is not UTF-8, invalid or too deeply nested JSON (with the
    offset, line and column) or a JSON value that is not an object.
    """
    try:
        data = safe_file.read_json(path)
    except safe_file.UnsafeFileError as exc:
        raise FileProblem(exc.reason) from None
    except safe_file.FileFormatError as exc:
        raise FileProblem(exc.reason) from None
    if not isinstance(data, dict):
        raise FileProblem(f"the file holds a JSON {_json_kind(data)}, not an object")
    return data


def one_line(exc: BaseException, limit: int = 300) -> str:
    """``exc`` as one line for the player: its message (or, for an error without one such as
    ``StopIteration``, its kind), at most ``limit`` characters."""
    text = " ".join(str(exc).split())
    if not text or not isinstance(exc, ValueError | OSError):
        text = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _json_kind(value: object) -> str:
    if isinstance(value, list):
        return "array"
    if isinstance(value, str):
        return "string"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return "null"


def format_loc(loc: tuple[int | str, ...]) -> str:
    """``("deal", "actions", 7)`` -> ``deal.actions[7]``; a key with spaces or control
    characters is shown as its repr (``'\\n'``, at most 40 characters): one line."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
            continue
        plain = part.isprintable() and not any(c.isspace() for c in part) and len(part) <= 40
        name = part if plain else _short_repr(part, 40)
        out += f".{name}" if out else name
    return out


def _short_repr(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def describe_validation_error(exc: ValidationError, limit: int = 3) -> str:
    """``ai_pace_ms: Input should be a valid integer (got 'fast')``; several problems are
    joined with ``; `` (at most ``limit``, then ``and N more``)."""
    parts: list[str] = []
    errors = exc.errors(include_url=False)
    for err in errors[:limit]:
        msg = str(err.get("msg", "invalid value")).removeprefix("Value error, ")
        where = format_loc(tuple(err.get("loc", ())))
        text = f"{where}: {msg}" if where else msg
        value = err.get("input")
        if err.get("type") != "missing" and where and not isinstance(value, dict | list):
            text += f" (got {_short_repr(value)})"
        parts.append(text)
    if len(errors) > limit:
        parts.append(f"and {len(errors) - limit} more")
    return "; ".join(parts)
