"""How a rule option and its value are said to a player: "Direction of play: clockwise",
"Players: 3 or 4", in every language of the program.

A game's params module (``engine/games/<game>/params.py``) keeps, beside its rules model, the
tables this module reads:

* ``OPTION_LABELS``: field name -> its short label (``said_p("option", "Direction of play")``);
* ``OPTION_VALUES``: value code -> its words (``said_p("option value", "clockwise")``), for
  every code a ``Literal`` field allows (shared by the fields of the model);
* ``HIDDEN_OPTIONS``: fields a player is not shown (the preset's name and title, which the
  window shows otherwise; the engine's notes on readings and decisions);
* ``OPTION_FORMATS``: field name -> a function saying a value that is more than a code, a
  number or a list of numbers (a table per player count, an order of trump kinds).

Booleans are "yes"/"no", numbers stay numbers, a tuple of numbers is a choice ("3 or 4",
"4 to 8"). The tables are data: the rules themselves never read them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from pydantic import BaseModel

from .text import Text, said, said_p

#: how a field whose value is not a plain code, number or list of numbers is said
ValueFormat = Callable[[Any], Text | str]

YES = said_p("option value", "yes")
NO = said_p("option value", "no")
NONE = said_p("option value", "none")


def listed(items: Sequence[Text | str]) -> Text | str:
    """``a, b, c`` (each language's list separator)."""
    if not items:
        return NONE
    if len(items) == 1:
        return items[0]
    return said_p("option list", "{first}, {rest}", first=items[0], rest=listed(items[1:]))


def alternatives(items: Sequence[Text | str]) -> Text | str:
    """``a, b or c``: the values a player may choose among."""
    if len(items) < 2:
        return listed(items)
    return said_p("option list", "{items} or {last}", items=listed(items[:-1]), last=items[-1])


def per_players(table: Mapping[int, Any], say: ValueFormat) -> Text | str:
    """A value per player count: "4 players: 25; 5 players: 20" (keys in order)."""
    parts = [
        said("{players} players: {value}", players=n, value=say(table[n])) for n in sorted(table)
    ]
    if not parts:
        return NONE
    line: Text | str = parts[-1]
    for part in reversed(parts[:-1]):
        line = said_p("option list", "{first}; {rest}", first=part, rest=line)
    return line


def _numbers(values: Sequence[int | float]) -> Text | str:
    # a run of three or more whole numbers reads better as a range: "4 to 8"
    if (
        len(values) >= 3
        and all(isinstance(v, int) for v in values)
        and list(values) == list(range(int(values[0]), int(values[0]) + len(values)))
    ):
        return said_p("option list", "{low} to {high}", low=values[0], high=values[-1])
    return alternatives([str(v) for v in values])


def said_value(value: Any, values: Mapping[str, Text]) -> Text | str:
    """``value`` as a player reads it; ``values`` says the codes (an unknown code is shown
    as it is, so that a custom preset never breaks the window)."""
    if isinstance(value, bool):
        return YES if value else NO
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return values.get(value, value)
    if isinstance(value, (tuple, list)):
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
            return _numbers(list(value))
        return listed([said_value(v, values) for v in value])
    if isinstance(value, Mapping):
        return listed(
            [
                said("{label}: {value}", label=said_value(k, values), value=said_value(v, values))
                for k, v in value.items()
            ]
        )
    return str(value)


def option_lines(
    rules: BaseModel,
    labels: Mapping[str, Text],
    values: Mapping[str, Text],
    *,
    hidden: Collection[str] = (),
    formats: Mapping[str, ValueFormat] | None = None,
) -> list[Text]:
    """One line per shown field of ``rules``, in the model's order: "Label: value"."""
    formats = formats or {}
    lines = []
    for name in type(rules).model_fields:
        if name in hidden:
            continue
        value = getattr(rules, name)
        said_as = formats[name](value) if name in formats else said_value(value, values)
        lines.append(said("{label}: {value}", label=labels.get(name, name), value=said_as))
    return lines


def preset_option_lines(rules: BaseModel, hidden: Collection[str] = ()) -> list[Text]:
    """:func:`option_lines` with the tables of the module that defines ``rules``' model
    (a game's params module), so a window shared by several games needs no table of its
    own; ``hidden`` adds fields to the module's ``HIDDEN_OPTIONS``."""
    module = sys.modules[type(rules).__module__]
    labels: Mapping[str, Text] = getattr(module, "OPTION_LABELS", {})
    codes: Mapping[str, Text] = getattr(module, "OPTION_VALUES", {})
    formats: Mapping[str, ValueFormat] = getattr(module, "OPTION_FORMATS", {})
    own_hidden: Collection[str] = getattr(module, "HIDDEN_OPTIONS", ())
    return option_lines(rules, labels, codes, hidden={*own_hidden, *hidden}, formats=formats)
