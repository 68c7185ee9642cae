"""Errors the engine raises. Every rule breach names the rule ID that forbids it."""

from __future__ import annotations


class EngineError(Exception):
    """Base class of everything the engine raises on bad input."""


class IllegalActionError(EngineError):
    """An action that the rules forbid in the current position.

    ``rule_id`` is the spec rule that forbids it (e.g. ``N-PLAY-3``); the message says why
    in words a player understands.
    """

    def __init__(self, rule_id: str, message: str) -> None:
        super().__init__(f"{message} ({rule_id})")
        self.rule_id = rule_id
        self.reason = message


class PresetError(EngineError):
    """A rule preset that cannot be loaded; ``field`` names the field at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field


class RecordError(EngineError):
    """A trick record that is malformed (``path`` is the JSON path at fault) or that disagrees
    with the rules (``trick``, ``seat`` and ``rule_id`` say where and why)."""

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        trick: int | None = None,
        seat: str | None = None,
        rule_id: str | None = None,
    ) -> None:
        where = []
        if path:
            where.append(path)
        if trick is not None:
            where.append(f"trick {trick}")
        if seat is not None:
            where.append(f"seat {seat}")
        prefix = ", ".join(where)
        suffix = f" ({rule_id})" if rule_id else ""
        super().__init__(f"{prefix}: {message}{suffix}" if prefix else f"{message}{suffix}")
        self.path = path
        self.trick = trick
        self.seat = seat
        self.rule_id = rule_id
        self.reason = message


class UnusableRecordError(RecordError):
    """A file that is not a usable record: not JSON, not a ``trick-record/1`` object, a
    field missing or of the wrong kind, a preset that is not one of the game's own names.
    The problem is the file's, not a disagreement with the rules: ``python -m engine
    replay`` reports it apart (exit status 2, docs/records.md)."""
