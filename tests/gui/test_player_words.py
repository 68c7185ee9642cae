"""Words a player reads (issue 25, point 11): English and French screens show no Japanese
and no internal word ("seed", code names such as ``chigaku_nt``), and each concept has one
name in each language (the glossary's).

The catalogues are read as the program reads them: every English msgid and every French
translation (the rules viewers' rule texts included), and the preset titles New game and
Settings list. Left out are the paragraphs the viewers quote from the bundled
specifications (``assets/rules/*.md``: Rettler's rules and Napoleon's strategy notes), which
cite the book by its Japanese words and sections.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from engine.registry import all_games
from napoleon_gui import i18n
from napoleon_gui.games import ui_for
from napoleon_gui.widgets.words import preset_title

ROOT = Path(__file__).resolve().parents[2]
DOMAINS = ("engine", "napoleon_gui")
#: kana, kanji and full-width forms
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
#: words of the code, not of the table
INTERNAL = re.compile(r"\bseeds?\b|\b[a-z]+_[a-z0-9_]+\b|`", re.IGNORECASE)


def catalogue(domain: str, lang: str) -> Catalog:
    path = ROOT / domain / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def forms(value: object) -> tuple[str, ...]:
    return tuple(value) if isinstance(value, (tuple, list)) else (str(value or ""),)


def without_fields(text: str) -> str:
    return re.sub(r"\{[^{}]*\}", "", text)  # {card}, {points:+d}: filled in, never shown


def quoted_specification(locations: list[tuple[str, int | None]]) -> bool:
    return bool(locations) and all(path.startswith("assets/rules/") for path, _ in locations)


def screen_texts(lang: str) -> list[str]:
    """Every message an English (msgids) or French (translations) screen may show."""
    texts: list[str] = []
    for domain in DOMAINS:
        for message in catalogue(domain, "fr"):
            if not message.id or quoted_specification(message.locations):
                continue
            texts += forms(message.id if lang == "en" else message.string)
    return [without_fields(text) for text in texts if text]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_english_and_french_screens_show_no_japanese_and_no_internal_word(lang):
    texts = screen_texts(lang)
    assert len(texts) > 1000  # the whole table, not an empty catalogue
    assert [t for t in texts if JAPANESE.search(t)] == []
    assert [t for t in texts if INTERNAL.search(t)] == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_and_settings_name_every_preset_in_the_players_words(lang):
    i18n.set_language(lang)
    try:
        titles = []
        for spec in all_games():
            ui_for(spec.name)  # the game's table package registers its preset titles
            for name, rules in spec.presets.items():
                engine_title = str(getattr(rules, "title", ""))
                titles.append(preset_title(spec.name, name, engine_title))
                if lang == "en":
                    titles.append(engine_title)  # the command line's words
    finally:
        i18n.set_language("en")
    assert len(titles) > 20
    assert [t for t in titles if JAPANESE.search(t) or INTERNAL.search(t)] == []
    if lang == "en":
        assert "Standard (Akagiri's rules, 1998)" in titles  # Belote's: no "seed", no 赤桐
        assert "Rule book (How to Play Napoleon and Rettler Properly)" in titles


def translations(lang: str) -> list[str]:
    texts: list[str] = []
    for domain in DOMAINS:
        for message in catalogue(domain, lang):
            if message.id:
                texts += forms(message.string)
    return texts


def test_japanese_says_jun_for_a_trick_as_the_rule_book_does():
    texts = translations("ja")
    # the genre's name, トリックテイキング, is the one place the loanword stays
    assert [t for t in texts if "トリック" in t.replace("トリックテイキング", "")] == []
    assert sum("巡" in t for t in texts) > 100


@pytest.mark.parametrize(
    ("lang", "rejected", "kept"),
    [
        # Belote's contracts and melds by the Japanese source's words (赤桐 1998)
        ("ja", ["サン・アトゥ", "サンザトゥ", "トゥ・アトゥ", "トゥザトゥ", "カンカント"], []),
        # a trick is a "pli" (a Rettler round a "tour"); "jeux de levées" is the genre's name
        ("fr", ["levée"], ["jeux de levées"]),
    ],
)
def test_one_word_per_concept(lang, rejected, kept):
    texts = translations(lang)
    for text in texts:
        for phrase in kept:
            text = text.replace(phrase, "")
        assert not [word for word in rejected if word in text], text
    if lang == "ja":
        assert sum("ノートランプ" in t for t in texts) >= 5
        assert sum("オールトランプ" in t for t in texts) >= 5


def test_each_no_trump_of_the_clubs_has_one_name_in_every_game():
    """Napoleon's and Rettler's bid buttons and plates name the two club no-trumps alike:
    "Earth NT" and "Go NT" after the term table's Earth-science and Go-Shogi clubs."""
    english = screen_texts("en")
    assert [t for t in english if re.search(r"chigaku|\bigo\b", t, re.IGNORECASE)] == []
    french = screen_texts("fr")
    assert [t for t in french if re.search(r"chigaku|\bigo\b|SA Terre", t, re.IGNORECASE)] == []
    from engine.games.family.rules import BOOK
    from napoleon_gui.games.napoleon import table_texts
    from napoleon_gui.games.napoleon import texts as napoleon_texts
    from napoleon_gui.games.rettler import panels as rettler_panels

    shown = {  # the bid grid and the plates of Napoleon, Rettler's bid buttons
        "Napoleon's bids": lambda kind: napoleon_texts.short_trump(kind, BOOK),
        "Napoleon's plates": lambda kind: table_texts.short_trump(kind, BOOK),
        "Rettler's bids": rettler_panels.short_trump,
    }
    names = {
        "chigaku_nt": ("Earth NT", "地学NT", "SA géologie"),
        "igo_nt": ("Go NT", "囲碁NT", "SA go"),
    }
    for lang, index in (("en", 0), ("ja", 1), ("fr", 2)):
        i18n.set_language(lang)
        try:
            for where, label in shown.items():
                for kind, words in names.items():
                    assert (where, label(kind)) == (where, words[index])
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_new_game_and_settings_show_no_japanese_and_no_seed(qtbot, window, lang):
    """The two dialogs the issue saw: New game offered "Standard (seed rules, 赤桐 1998)",
    Settings "(ナポレオン、レットラーの正しい遊び方)"."""
    from visible_texts import widget_texts

    from napoleon_gui.dialogs.new_game import NewGameDialog
    from napoleon_gui.dialogs.settings_dialog import SettingsDialog

    i18n.set_language(lang)
    texts: list[tuple[str, str]] = []
    new_game = NewGameDialog(window.settings.player_names, window)
    qtbot.addWidget(new_game)
    new_game.show()
    for i in range(new_game.game_combo.count()):  # every game's presets and seats
        new_game.game_combo.setCurrentIndex(i)
        texts += widget_texts(new_game)
    settings = SettingsDialog(window.settings.model_dump(), window)
    qtbot.addWidget(settings)
    settings.show()
    texts += widget_texts(settings)
    own_names = {"日本語"}  # the language list names each language in its own words
    shown = [(where, text) for where, text in texts if text not in own_names]
    assert len(shown) > 50
    assert [t for t in shown if JAPANESE.search(t[1]) or re.search(r"\bseed", t[1], re.I)] == []
    presets = " ".join(text for where, text in shown if "QComboBox" in where)
    expected = {
        "en": ["Rule book (How to Play Napoleon and Rettler Properly)", "Akagiri's rules"],
        "fr": ["Livre de règles (Bien jouer au Napoléon et au Rettler)", "règles d’Akagiri"],
    }
    assert all(title in presets for title in expected[lang]), presets
