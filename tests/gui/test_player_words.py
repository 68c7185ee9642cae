"""Words a player reads (issue 25, point 11): English and French screens show no Japanese
and no internal word ("seed", code names such as ``chigaku_nt``), and each concept has one
name in each language (the glossary's).

The catalogues are read as the program reads them: every English msgid and every French
translation (the rules viewers' rule texts included), and the preset titles New game and
Settings list. The paragraphs the rules viewers take from the bundled specifications
(``assets/rules/*.md``: Rettler's rules and strategy notes, Napoleon's strategy notes) are
read as the viewers show them in English and French: the specifications cite the book by
section and Japanese word, mark the program's decisions and name codes, which the viewers put
in the table's words.
"""

from __future__ import annotations

import re
from functools import cache
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


@cache  # read once per test process: the tests only read it (a catalogue parses in ~1 s)
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


def shown_paragraph(context: str | None, rule_id: str, lang: str) -> str:
    """A specification paragraph as the rules viewer shows it in ``lang``."""
    from napoleon_gui.rules import tactics

    if context == "rules:napoleon":
        return tactics.napoleon_note(rule_id, lang) or ""
    shown = rettler_viewer_paragraphs(lang)
    return shown[rule_id] if rule_id in shown else rettler_rule_texts(lang, (rule_id,))[rule_id]


@cache
def rettler_viewer_paragraphs(lang: str) -> dict[str, str]:
    """Every paragraph of Rettler's rules viewer as it shows it in ``lang``, read once per
    test process: each change of language re-words every window still open, which is most
    of what a paragraph at a time cost (two changes per paragraph, ~190 paragraphs)."""
    from napoleon_gui.games.rettler.rules_viewer import rule_texts

    return rettler_rule_texts(lang, tuple(rule_texts()))


def rettler_rule_texts(lang: str, rule_ids: tuple[str, ...]) -> dict[str, str]:
    from napoleon_gui.games.rettler.rules_viewer import rule_text

    i18n.set_language(lang)
    try:
        return {rule_id: rule_text(rule_id) for rule_id in rule_ids}
    finally:
        i18n.set_language("en")


def screen_texts(lang: str) -> list[str]:
    """Every message an English (msgids) or French (translations) screen may show; the
    specifications' paragraphs as the rules viewers show them."""
    return list(_screen_texts(lang))


@cache  # three tests read each language's texts; they only read them
def _screen_texts(lang: str) -> tuple[str, ...]:
    texts: list[str] = []
    for domain in DOMAINS:
        for message in catalogue(domain, "fr"):
            if not message.id:
                continue
            if quoted_specification(message.locations):
                rule_id = message.auto_comments[0]
                texts.append(shown_paragraph(message.context, rule_id, lang))
                continue
            texts += forms(message.id if lang == "en" else message.string)
    return tuple(without_fields(text) for text in texts if text)


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
        "nt": ("NT", "ノートラ", "SA"),  # the glossary's ノートラ: Rettler's grid said NT
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


#: what only the people who build the program read: the book's sections, the program's
#: decisions and doubts ("DECISION (D-05)", "UNCERTAIN (U-03)", a bare "D-14"), its code
DEVELOPER = re.compile(
    r"\[[BF]\b|\[fn\d|DECISION|UNCERTAIN|\b[DU]-\d+\b|\bthe engine\b|pseudo-code|\bcodes?\b"
    r"|extraction|implement"
)
RULE_ID = re.compile(r"\b[A-Z]-[A-Z]+-\d+[a-z]?\b")


def viewer_paragraphs() -> dict[tuple[str, str], str]:
    """(context, rule ID) -> the bundled paragraph: Rettler's rules and notes, Napoleon's
    notes (both viewers show the latter)."""
    from napoleon_gui.games.rettler.rules_viewer import rule_texts
    from napoleon_gui.rules import tactics

    paragraphs = {("rules:rettler", rid): text for rid, text in rule_texts().items()}
    paragraphs |= {("rules:napoleon", rid): text for rid, text in tactics.napoleon_notes().items()}
    return paragraphs


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_rule_and_note_of_the_viewers_reads_in_the_players_words(lang):
    """Each of the ~190 paragraphs, as the English or French viewer shows it: no Japanese, no
    code name, no citation or decision marker, and every rule ID it cites still a link."""
    from napoleon_gui.rules import tactics

    paragraphs = viewer_paragraphs()
    assert len(paragraphs) > 180
    bad: dict[str, str] = {}
    for (context, rule_id), spec in paragraphs.items():
        shown = shown_paragraph(context, rule_id, lang)
        if JAPANESE.search(shown) or INTERNAL.search(shown) or DEVELOPER.search(shown):
            bad[rule_id] = shown
        links = set(re.findall(r'href="rule:([^"]+)"', tactics.markup(shown)))
        assert set(RULE_ID.findall(spec)) <= links, rule_id
    assert bad == {}


def test_the_viewers_name_codes_and_decisions_as_the_table_does():
    """Each kind of developer wording, as an English player reads it instead."""
    said = {rid: shown_paragraph(ctx, rid, "en") for ctx, rid in viewer_paragraphs()}
    # trump kinds by the term table's names, in the order of the bid ladder (R-BID-4)
    assert (
        "**black > red > Go-Shogi club no-trump > no-trump > Earth-science club no-trump"
        " > ♠ > ♡ > ♢ > ♣**" in said["R-BID-4"]
    )
    assert "prefer **Earth-science club no-trump**" in said["N-AI-5"]
    # a decision cited by its number links to the rule that decides it
    assert "Same-two never applies in a point-request round (R-SAME-1)." in said["R-PR-6"]
    # an option by its label in the Rettler options dialog
    assert said["R-OPT-4"] == "Stop when the outcome is decided — R-END-6."
    # the book's Japanese word after the English term goes; its section numbers too
    assert said["R-COMP-3"].startswith("**Point cards**: the 10, J, Q, K and A of each suit")
    assert said["N-AI-2"].startswith("The best hand should bid. If you are unlikely to be")
    assert "**push the bid** — 14 → 15 → 16 —" in said["N-AI-2"]
    # a citation that was the sentence's subject becomes "the book"
    assert "(the book reports a coalition player's bomb)" in said["R-BOMB-4"]


def test_the_french_rettler_viewer_shows_a_rule_in_the_players_words(qtbot):
    """Clicking R-BID-4 in the French Rettler rules window: the English rule, with the trump
    kinds by name and a live link to Napoleon's N-BID-3."""
    from PySide6.QtCore import Qt

    from engine.games.rettler.params import PRESETS
    from napoleon_gui.games.rettler.rules_viewer import RettlerRulesViewer

    i18n.set_language("fr")
    try:
        viewer = RettlerRulesViewer(next(iter(PRESETS.values())))
        qtbot.addWidget(viewer)
        viewer.show()
        items = viewer.rule_list.findItems("R-BID-4", Qt.MatchFlag.MatchExactly)
        viewer.rule_list.scrollToItem(items[0])
        rect = viewer.rule_list.visualItemRect(items[0])
        qtbot.mouseClick(viewer.rule_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        shown = viewer.text_view.toPlainText()
        assert "Earth-science club no-trump" in shown and "Go-Shogi club no-trump" in shown
        assert not JAPANESE.search(shown) and not INTERNAL.search(shown), shown
        assert 'href="rule:N-BID-3"' in viewer.text_view.toHtml()
    finally:
        i18n.set_language("en")


#: the design notes' numbers (BD-13, MD-10, D-03): no rules viewer has them, and the link
#: pattern (napoleon_gui/widgets/links.py) does not even make them links; the tests above
#: let them through because RULE_ID in visible_texts takes them for rule IDs
DESIGN_NOTE = re.compile(r"(?<![A-Z\-\u2011])[A-Z]{0,2}D[-\u2011]\d+\b")


@pytest.mark.parametrize("lang", ["en", "ja", "fr"])
def test_no_player_text_cites_a_design_note(lang):
    """Issue 25 (look): Belote's "say belote?" prompt cited "(BD-13)", which no viewer opens;
    every engine and table text cites rule IDs only (the specifications' paragraphs as the
    viewers show them)."""
    texts = screen_texts(lang) if lang != "ja" else japanese_screen_texts()
    assert len(texts) > 1000
    assert [t for t in texts if DESIGN_NOTE.search(t)] == []


def test_the_rules_that_replaced_the_design_notes_open_in_their_viewers(qtbot):
    """What the texts cite instead (B-SCORE-4 for the failing side's belote, M-1P-7 for the
    dummy's alike face-down cards, R-PLAY-4 for the joker's first lead) is a rule each game's
    viewer shows, and each is cited as a link."""
    from napoleon_gui.games.belote.rules_viewer import BeloteRulesViewer
    from napoleon_gui.games.mustfollow.dialogs import MustFollowRulesViewer
    from napoleon_gui.widgets.links import link_rules

    belote = BeloteRulesViewer(all_games_rules("belote"))
    mustfollow = MustFollowRulesViewer(all_games_rules("mustfollow"))
    for viewer in (belote, mustfollow):
        qtbot.addWidget(viewer)
    assert belote.show_rule("B-SCORE-4")
    assert mustfollow.show_rule("M-1P-7")
    from napoleon_gui.games.rettler.rules_viewer import rule_texts

    assert "R-PLAY-4" in rule_texts()
    for rule_id in ("B-SCORE-4", "M-1P-7", "R-PLAY-4"):
        assert f'href="rule:{rule_id}"' in link_rules(f"({rule_id})")


def japanese_screen_texts() -> list[str]:
    """Every Japanese translation of the engine's and the table's own texts (the Japanese
    viewers' specification paragraphs, without their decision numbers, are checked as the
    Rettler viewer shows them in test_rules_viewers.py)."""
    texts: list[str] = []
    for domain in DOMAINS:
        for message in catalogue(domain, "ja"):
            if message.id and not quoted_specification(message.locations):
                texts += forms(message.string)
    return [without_fields(text) for text in texts if text]


def all_games_rules(game: str) -> object:
    spec = next(s for s in all_games() if s.name == game)
    return next(iter(spec.presets.values()))


def test_french_puts_a_space_before_the_colon_of_a_line_said_at_the_table():
    """Rettler's "calls so far" read "Vous: Passe"; French typography (and the rest of the
    French catalogue) has a no-break space before the colon: "Vous : Passe". No table text
    is built as "{name}: {text}" outside the catalogue."""
    from napoleon_gui.widgets.words import who_said

    i18n.set_language("fr")
    try:
        assert who_said("Vous", "Passe") == "Vous\u00a0: Passe"
    finally:
        i18n.set_language("en")
    assert who_said("You", "Pass") == "You: Pass"
    glued = re.compile(r"""f["'][^"']*\}: \{""")
    sources = sorted((ROOT / "napoleon_gui" / "games").rglob("*.py"))
    assert [str(p) for p in sources if glued.search(p.read_text(encoding="utf-8"))] == []


def test_french_names_the_co_op_game_one_way():
    """The window's game name said "Must-follow coopératif" where statistics said
    "Must-follow (coopératif)": one name for the game everywhere."""
    names = [
        t
        for t in translations("fr")
        if "Must-follow" in t and "coop" in t.lower()  # the game's name, not a description
    ]
    assert len(names) >= 3
    assert [t for t in names if "Must-follow (coopératif)" not in t] == []
