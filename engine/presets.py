"""Rule presets as pydantic models: building one from JSON, with errors that name the field.

Every game keeps its rules in a frozen pydantic model with named presets (``book`` ...). A
custom preset is a JSON object with the same fields, optionally starting from a named preset
with ``"base": "<name>"``. These two functions do that for any game's model.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from . import safe_file
from .errors import PresetError

M = TypeVar("M", bound=BaseModel)


def preset_from_dict(
    model: type[M], presets: Mapping[str, M], data: Any, source: str = "preset"
) -> M:
    """Rules of ``model`` from a JSON-like dict; ``PresetError`` names the field at fault."""
    if not isinstance(data, dict):
        raise PresetError("(preset)", f"{source} must be a JSON object")
    fields = dict(data)
    base = fields.pop("base", None)
    if base is not None:
        if not isinstance(base, str) or base not in presets:
            raise PresetError("base", f"unknown preset {base!r:.40}; known: {', '.join(presets)}")
        fields = {**presets[base].model_dump(), **fields}
    try:
        return model.model_validate(fields)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(_field_name(p) for p in err.get("loc", ())) or "(preset)"
        message = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        if where == "(preset)" and ": " in message:  # model checks start with the field
            where, _, message = message.partition(": ")
        raise PresetError(where, message) from None


def _field_name(part: int | str) -> str:
    """A field of a preset as a message names it: ``players``, or the repr of a key with
    spaces or control characters (``'\\n'``), so that a message stays one line; at most 40
    characters."""
    plain = isinstance(part, int) or (part.isprintable() and not any(c.isspace() for c in part))
    text = str(part) if plain else repr(part)
    return text if len(text) <= 40 else text[:39] + "…"


def with_changes(
    model: type[M], presets: Mapping[str, M], preset: str, changes: Mapping[str, Any]
) -> M:
    """The named ``preset`` with the fields of ``changes`` changed (e.g. a toggle the
    player switched in New game); validated as a whole, so a combination the rules refuse
    raises ``PresetError`` naming the field at fault."""
    if not changes:
        if preset not in presets:
            raise PresetError("base", f"unknown preset {preset!r}; known: {', '.join(presets)}")
        return presets[preset]
    return preset_from_dict(model, presets, {**changes, "base": preset}, f"{preset} + changes")


def changes_from(presets: Mapping[str, M], rules: M) -> dict[str, Any]:
    """The fields in which ``rules`` differ from the preset of its ``name`` ({} when it is
    that preset, or when no preset has that name)."""
    base = presets.get(str(getattr(rules, "name", "")))
    if base is None:
        return {}
    mine, theirs = rules.model_dump(mode="json"), base.model_dump(mode="json")
    return {key: value for key, value in mine.items() if theirs.get(key) != value}


def load_preset(model: type[M], presets: Mapping[str, M], name_or_path: str | Path) -> M:
    """A named preset of ``presets`` or a custom preset read from a JSON file."""
    if isinstance(name_or_path, str) and name_or_path in presets:
        return presets[name_or_path]
    path = Path(name_or_path)
    try:
        data = safe_file.read_json(path)
    except safe_file.UnsafeFileError as exc:
        raise PresetError("(file)", f"{path}: {exc.reason}") from None
    except OSError as exc:
        raise PresetError("(file)", f"cannot read {path}: {exc.strerror or exc}") from None
    except safe_file.FileFormatError as exc:
        raise PresetError("(file)", f"{path}: {exc.reason}") from None
    try:
        return preset_from_dict(model, presets, data, str(path))
    except PresetError as exc:  # the field at fault, and the file it is in
        reason = str(exc).removeprefix(f"{exc.field}: ")
        if str(path) not in reason:
            reason = f"{reason} (in {path})"
        raise PresetError(exc.field, reason) from None
