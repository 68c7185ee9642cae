"""Reading ``trick-record/1`` files (fixtures/FORMAT.md) with errors that name the JSON path.

``Node`` wraps a parsed JSON value together with its path (``$.tricks[3].plays[1]``), so
every accessor can say exactly which field is at fault. Games replay the validated record
(``engine.games.<game>.replay``); ``replay_file`` dispatches on the record's ``game``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .cards import Card, CardParseError, parse_card
from .errors import RecordError

FORMAT = "trick-record/1"


class Node:
    """A JSON value and its path; accessors raise ``RecordError`` naming the path."""

    __slots__ = ("path", "value")

    def __init__(self, value: Any, path: str = "$") -> None:
        self.value = value
        self.path = path

    def fail(self, message: str) -> RecordError:
        return RecordError(message, path=self.path)

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def get(self, key: str) -> Node:
        if not isinstance(self.value, dict):
            raise self.fail(f"expected an object, found {_kind(self.value)}")
        if key not in self.value:
            raise RecordError(f"missing field {key!r}", path=self.path)
        return Node(self.value[key], f"{self.path}.{key}")

    def opt(self, key: str) -> Node | None:
        if self.has(key) and self.value[key] is not None:
            return self.get(key)
        return None

    def items(self) -> Iterator[tuple[str, Node]]:
        if not isinstance(self.value, dict):
            raise self.fail(f"expected an object, found {_kind(self.value)}")
        for key, value in self.value.items():
            yield key, Node(value, f"{self.path}.{key}")

    def as_list(self) -> list[Node]:
        if not isinstance(self.value, list):
            raise self.fail(f"expected a list, found {_kind(self.value)}")
        return [Node(v, f"{self.path}[{i}]") for i, v in enumerate(self.value)]

    def as_str(self) -> str:
        if not isinstance(self.value, str):
            raise self.fail(f"expected a string, found {_kind(self.value)}")
        return self.value

    def as_int(self) -> int:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise self.fail(f"expected a whole number, found {_kind(self.value)}")
        return self.value

    def as_card(self) -> Card:
        try:
            return parse_card(self.as_str())
        except CardParseError as exc:
            raise self.fail(str(exc)) from None

    def as_cards(self) -> list[Card]:
        return [n.as_card() for n in self.as_list()]

    def choice(self, options: tuple[str, ...] | list[str]) -> str:
        text = self.as_str()
        if text not in options:
            raise self.fail(f"{text!r} is not one of {', '.join(options)}")
        return text


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {dict: "an object", list: "a list", str: "a string", bool: "true/false",
            int: "a number", float: "a number"}.get(type(value), type(value).__name__)


@dataclass
class ReplayReport:
    """What a replay found: one line per trick, and the disagreements (empty = agreement)."""

    source: str
    lines: list[str] = field(default_factory=list)
    errors: list[RecordError] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


def check_point_totals(node: Node, seats: list[str], points_by_seat: Sequence[int],
                       side: int, coalition: int, rule_id: str) -> None:
    """Compare a record's ``result.point_cards`` and ``result.side_totals`` (``node`` is
    ``result``) with the engine's counts; a difference is a ``RecordError`` citing
    ``rule_id``."""
    points_node = node.opt("point_cards")
    if points_node is not None:
        for name, value in points_node.items():
            if name not in seats:
                raise value.fail(f"{name!r} is not a seat")
            got = points_by_seat[seats.index(name)]
            if value.as_int() != got:
                raise RecordError(f"the record gives {name} {value.as_int()} point cards; the "
                                  f"tricks give {got}", path=value.path, seat=name,
                                  rule_id=rule_id)
    totals = node.opt("side_totals")
    if totals is not None:
        for key, got in (("declarer_side", side), ("coalition", coalition)):
            if totals.has(key) and totals.get(key).as_int() != got:
                raise RecordError(f"the record gives the {key} {totals.get(key).as_int()} point "
                                  f"cards; the tricks and discards give {got}",
                                  path=totals.get(key).path, rule_id=rule_id)


def load_record(path: str | Path) -> Node:
    """Parse a record file; malformed JSON is reported with its line and column."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
                          path="$") from None
    root = Node(data)
    fmt = root.get("format")
    if fmt.as_str() != FORMAT:
        raise fmt.fail(f"unknown format {fmt.value!r}; expected {FORMAT!r}")
    return root


def replay_node(root: Node, source: str = "record") -> ReplayReport:
    game = root.get("game").choice(("napoleon", "rettler", "belote", "mustfollow"))
    if game == "napoleon":
        from .games.napoleon.replay import replay_napoleon

        return replay_napoleon(root, source)
    if game == "rettler":
        from .games.rettler.replay import replay_rettler

        return replay_rettler(root, source)
    raise root.get("game").fail(f"replay of {game} records is not available yet")


def replay_file(path: str | Path) -> ReplayReport:
    """Replay one record file. Malformed files and rule breaches both end up in
    ``report.errors`` (never an exception)."""
    report = ReplayReport(str(path))
    try:
        root = load_record(path)
        return replay_node(root, str(path))
    except RecordError as exc:
        report.errors.append(exc)
        return report
