"""A preset's options are said in the player's words (engine/options.py, issue #14): every
field of the Belote and Rettler rules has a label (or is hidden on purpose), every code a
``Literal`` field allows has its words, and the lines of every preset read in Japanese
without an English word and in French through a French translation of every part."""

from __future__ import annotations

import re
import typing
from pathlib import Path
from types import ModuleType
from typing import Any, Literal

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from pydantic import BaseModel

from engine.games.belote import params as belote
from engine.games.rettler import params as rettler
from engine.options import alternatives, per_players, preset_option_lines, said_value
from engine.text import Text, in_language

ROOT = Path(__file__).resolve().parents[2]
GAMES: list[tuple[ModuleType, type[BaseModel], dict[str, Any]]] = [
    (belote, belote.BeloteRules, dict(belote.PRESETS)),
    (rettler, rettler.RettlerRules, dict(rettler.PRESETS)),
]
#: an English word (two ASCII letters or more), and what may stay in Latin letters
WORD = re.compile(r"[A-Za-z]{2,}")
RULE_ID = re.compile(r"\b[A-Z]{1,2}(?:-[A-Z0-9]+)+\b")


def _literal_codes(annotation: Any) -> list[object]:
    """The values a ``Literal[...]`` annotation (possibly inside a union) allows."""
    if typing.get_origin(annotation) is Literal:
        return list(typing.get_args(annotation))
    return [code for arg in typing.get_args(annotation) for code in _literal_codes(arg)]


def _parts(text: object) -> list[Text]:
    """``text`` and every Text among its arguments, recursively."""
    if not isinstance(text, Text):
        return []
    return [text, *(part for arg in text.args.values() for part in _parts(arg))]


def _french() -> Catalog:
    path = ROOT / "engine" / "locale" / "fr" / "LC_MESSAGES" / "engine.po"
    with path.open("rb") as handle:
        return read_po(handle, locale="fr")


@pytest.mark.parametrize(("module", "model", "presets"), GAMES, ids=["belote", "rettler"])
def test_every_field_has_a_label_or_is_hidden(
    module: ModuleType, model: type[BaseModel], presets: dict[str, Any]
) -> None:
    fields = set(model.model_fields)
    labelled, hidden = set(module.OPTION_LABELS), set(module.HIDDEN_OPTIONS)
    assert fields - labelled - hidden == set()
    assert labelled - fields == set(), "labels of fields the model does not have"
    assert hidden - fields == set()
    assert labelled & hidden == set()
    assert {"name", "title"} <= hidden
    assert set(module.OPTION_FORMATS if hasattr(module, "OPTION_FORMATS") else ()) <= labelled


@pytest.mark.parametrize(("module", "model", "presets"), GAMES, ids=["belote", "rettler"])
def test_every_allowed_code_has_its_words(
    module: ModuleType, model: type[BaseModel], presets: dict[str, Any]
) -> None:
    codes = {
        code for field in model.model_fields.values() for code in _literal_codes(field.annotation)
    }
    assert codes, "the model has Literal fields"
    words = [code for code in codes if isinstance(code, str)]
    assert sorted(set(words) - set(module.OPTION_VALUES)) == []
    assert sorted(set(module.OPTION_VALUES) - set(words)) == [], "words of unknown codes"
    # the other codes are numbers, said as they are (capot_value 252 / 250)
    assert all(isinstance(code, int) for code in codes - set(words))


def test_the_hidden_fields_stay_hidden() -> None:
    lines = preset_option_lines(rettler.BOOK)
    assert not any("U-01" in line or "D-03" in line for line in lines)
    assert len(preset_option_lines(belote.STANDARD)) == len(belote.OPTION_LABELS)
    assert len(preset_option_lines(belote.STANDARD, ("players",))) == len(belote.OPTION_LABELS) - 1


def test_the_english_lines() -> None:
    lines = preset_option_lines(belote.STANDARD)
    assert lines[:2] == ["Players: 3 or 4", "Direction of play: clockwise"]
    assert "Capot worth: 252" in lines
    assert "Melds count towards the contract: yes" in lines
    book = preset_option_lines(rettler.BOOK)
    assert book[0] == "Players: 4 to 8"
    assert any(line.startswith("Trump priority, high to low: black > red > ") for line in book)
    assert any("5 players: 21 cards each, 3 in the kitty" in line for line in book)
    assert "Loss multipliers: the book's table as printed" in book


def test_values_said_in_every_language() -> None:
    assert in_language(alternatives(["4", "5", "6"]), "fr") == "4, 5 ou 6"
    assert in_language(said_value((3, 4), {}), "ja") == "3または4"
    assert in_language(said_value((4, 5, 6, 7, 8), {}), "fr") == "de 4 à 8"
    assert in_language(said_value(False, {}), "fr") == "non"
    assert said_value("unknown_code", {}) == "unknown_code"  # a custom preset never breaks
    assert in_language(per_players({5: 1, 4: 2}, str), "ja") == "4人: 2 / 5人: 1"
    custom = belote.preset_from_dict(
        {"base": "standard", "direction": "counterclockwise", "players": [3]}
    )
    assert preset_option_lines(custom)[:2] == ["Players: 3", "Direction of play: counter-clockwise"]


@pytest.mark.parametrize(("module", "model", "presets"), GAMES, ids=["belote", "rettler"])
def test_every_preset_reads_in_japanese_and_french(
    module: ModuleType, model: type[BaseModel], presets: dict[str, Any]
) -> None:
    french = _french()
    for name, rules in presets.items():
        for line in preset_option_lines(rules):
            japanese = RULE_ID.sub(" ", in_language(line, "ja"))
            assert WORD.findall(japanese) == [], (name, japanese)
            assert in_language(line, "fr") != str(line), (name, line)
            for part in _parts(line):
                if part.catalogue.domain != "engine":
                    continue  # joined(): no words of its own
                message = french.get(part.msgid, context=part.context)
                assert message is not None and message.string, (name, part.msgid)
