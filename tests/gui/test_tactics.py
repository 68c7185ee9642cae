"""Strategy notes in the rules viewers (issue 12): the hints and the bots cite notes such as
N-AI-10 or R-AI-8 (napoleon.md §18, rettler.md §21); a mouse click on such a link in the hint
line opens the rules viewer at that note, under "Tactics", in English and in Japanese, never
at another rule with "not a rule". The Tactics section lists every note of the specifications
(their bundled copies ``assets/rules/napoleon_tactics.md`` and ``assets/rules/rettler.md``,
read here on their own).
Belote's and the co-op game's specifications have no strategy notes."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from mouse import link_points, wait_hint, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from visible_texts import english_words

from engine.games.napoleon.params import PRESETS as NAPOLEON
from engine.games.rettler.params import PRESETS as RETTLER
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.napoleon.rules_viewer import RulesViewer
from napoleon_gui.games.rettler.rules_viewer import RettlerRulesViewer
from napoleon_gui.i18n import tr

ASSETS = Path(__file__).resolve().parents[2] / "assets" / "rules"
NOTE = re.compile(r"^\* \*\*([NR]-AI-\d+)\*\*", re.MULTILINE)
NAMES = ["You", "Anne", "Ben", "Clara", "David"]
NOT_A_RULE = ("not a rule", "ルールではありません")

#: what a player reads of a note: (English, Japanese)
N_AI_10 = ("Rule of thumb (5 players, 10 cards + 3 kitty)", "の目安(5人、1人10枚+中3枚)")
R_AI_8 = ("Judge a hand by three criteria", "手の強さは次の3つの基準で判断します")
N_AI_19 = ("Try to reach an all", "オール(残りの巡をすべて取れる形)")


def _spec_notes(name: str, prefix: str) -> list[str]:
    found = NOTE.findall((ASSETS / name).read_text(encoding="utf-8"))
    return [rule_id for rule_id in found if rule_id.startswith(prefix)]


@pytest.fixture(params=["en", "ja"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _hint(qtbot: QtBot, window: MainWindow, game: str, seed: int) -> str:
    """The hint of the human's first decision (hint mode on), as the hint line shows it."""
    window.toggle_hint_mode(True)
    window.activateWindow()
    window.hint_label.clear()
    window.controller.new_match(GameConfig(game, "book", 5, 0, ["normal"] * 5, NAMES, seed))
    wait_panel(qtbot, window)
    if not window.hint_label.text():
        QTest.keyClick(window.windowHandle(), Qt.Key.Key_H)
    return wait_hint(qtbot, window)


def _click_note_link(qtbot: QtBot, window: MainWindow, text: str, prefix: str) -> str:
    """Click the hint's first link to a strategy note with the mouse, where it is shown
    (the links before it, to rules, open those rules first)."""
    notes = re.findall(r'href="rule:(' + prefix + r"-AI-\d+)\"", text)
    assert notes, text
    for point in link_points(window.hint_label):
        qtbot.mouseClick(window.hint_label, Qt.MouseButton.LeftButton, pos=point)
        viewer = window.rules_viewer
        if viewer is not None and viewer.isVisible() and "-AI-" in _shown_rule(viewer):
            return _shown_rule(viewer)
    raise AssertionError(f"no strategy note opened from {text!r}")


def _shown_rule(viewer: RulesViewer | RettlerRulesViewer) -> str:
    if isinstance(viewer, RulesViewer):
        return str(viewer.current_rule())
    item = viewer.rule_list.currentItem()
    return "" if item is None else str(item.data(Qt.ItemDataRole.UserRole))


def test_a_note_in_a_napoleon_hint_opens_it_under_tactics(
    qtbot: QtBot, window: MainWindow, lang: str
) -> None:
    note = _click_note_link(qtbot, window, _hint(qtbot, window, "napoleon", seed=1), "N")
    assert note == "N-AI-10"  # the bidding hint's rule of thumb
    viewer = window.rules_viewer
    assert isinstance(viewer, RulesViewer) and viewer.isVisible()
    assert viewer.current_rule() == note
    item = viewer.rule_tree.currentItem()
    assert item.data(0, Qt.ItemDataRole.UserRole) == note
    assert item.parent().text(0) == tr("rv_tactics") == {"en": "Tactics", "ja": "戦術"}[lang]
    tree = viewer.rule_tree  # scrolled to: the note's row is inside the tree's view
    assert tree.viewport().rect().contains(tree.visualItemRect(item).center())
    shown = viewer.current_text()
    assert N_AI_10[lang == "ja"] in shown, shown
    assert not any(words in viewer.note_label.text() for words in NOT_A_RULE)
    if lang == "ja":
        assert english_words(shown) == [], shown
    viewer.close()


def test_a_note_in_a_rettler_hint_opens_it_under_tactics(
    qtbot: QtBot, window: MainWindow, lang: str
) -> None:
    note = _click_note_link(qtbot, window, _hint(qtbot, window, "rettler", seed=1), "R")
    assert note == "R-AI-8"  # the hand is judged too weak to bid
    viewer = window.rules_viewer
    assert isinstance(viewer, RettlerRulesViewer) and viewer.isVisible()
    rows = [viewer.rule_list.item(i) for i in range(viewer.rule_list.count())]
    heading = [row.text() for row in rows].index(tr("rv_tactics"))
    current = viewer.rule_list.currentRow()
    assert rows[current].data(Qt.ItemDataRole.UserRole) == note and current > heading
    shown = viewer.text_view.toPlainText()
    assert R_AI_8[lang == "ja"] in shown, shown
    if lang == "ja":
        assert english_words(shown.split(tr("rl_options"))[0]) == [], shown
    # the Rettler tactics cite Napoleon's notes too: they open in the same window
    window.hint_label.linkActivated.emit("rule:N-AI-19")
    viewer = window.rules_viewer
    assert isinstance(viewer, RettlerRulesViewer)
    assert viewer.rule_list.currentItem().data(Qt.ItemDataRole.UserRole) == "N-AI-19"
    shown = viewer.text_view.toPlainText()
    assert N_AI_19[lang == "ja"] in shown and tr("ret_rv_inherited") in shown, shown
    viewer.close()


def test_the_tactics_sections_list_every_note_of_the_specifications(qtbot: QtBot) -> None:
    napoleon_notes = _spec_notes("napoleon_tactics.md", "N-AI")
    rettler_notes = _spec_notes("rettler.md", "R-AI")
    assert napoleon_notes == [f"N-AI-{i}" for i in range(1, 24)]
    assert rettler_notes == [f"R-AI-{i}" for i in range(1, 25)]

    viewer = RulesViewer(NAPOLEON["book"])
    qtbot.addWidget(viewer)
    tops = [viewer.rule_tree.topLevelItem(i) for i in range(viewer.rule_tree.topLevelItemCount())]
    tactics = [top for top in tops if top.text(0) == "Tactics"]
    assert len(tactics) == 1 and tops[-1] is tactics[0]  # after the rules
    listed = [tactics[0].child(i).data(0, Qt.ItemDataRole.UserRole) for i in range(23)]
    assert tactics[0].childCount() == len(napoleon_notes) and listed == napoleon_notes

    rettler = RettlerRulesViewer(RETTLER["book"])
    qtbot.addWidget(rettler)
    rows = [rettler.rule_list.item(i) for i in range(rettler.rule_list.count())]
    heading = [row.text() for row in rows].index("Tactics")
    after = [row.data(Qt.ItemDataRole.UserRole) for row in rows[heading + 1 :]]
    assert after == rettler_notes + napoleon_notes  # R-AI, then the inherited N-AI
    assert not any("-AI-" in str(row.data(Qt.ItemDataRole.UserRole)) for row in rows[:heading])


def test_every_note_reads_in_japanese_and_in_english_in_french(qtbot: QtBot) -> None:
    """Each note opens (no "not a rule"); in Japanese it is translated, keeping its rule IDs;
    in French it stays English under the note that says so."""
    english: dict[str, str] = {}
    viewer = RulesViewer(NAPOLEON["book"])
    qtbot.addWidget(viewer)
    notes = _spec_notes("napoleon_tactics.md", "N-AI")
    for note in notes:
        assert viewer.show_rule(note) and viewer.current_rule() == note
        english[note] = viewer.current_text()
    try:
        i18n.set_language("ja")  # the open window follows the language
        for note in notes:
            assert viewer.show_rule(note)
            shown = viewer.current_text()
            assert not any(words in viewer.note_label.text() for words in NOT_A_RULE)
            assert shown != english[note] and english_words(shown) == [], (note, shown)
            ids = set(re.findall(r"\b[NR]-[A-Z]+-[A-Z0-9-]*\d\b", english[note]))
            assert ids <= set(re.findall(r"\b[NR]-[A-Z]+-[A-Z0-9-]*\d\b", shown)), note
        rettler = RettlerRulesViewer(RETTLER["book"])
        qtbot.addWidget(rettler)
        for note in _spec_notes("rettler.md", "R-AI"):
            assert rettler.show_rule(note)
            shown = rettler.text_view.toPlainText().split(tr("rl_options"))[0]
            assert english_words(shown) == [], (note, shown)
        i18n.set_language("fr")
        assert viewer.english_note.isVisibleTo(viewer)
        assert viewer.show_rule("N-AI-16")
        assert "Very strong in the endgame" in viewer.current_text()
    finally:
        i18n.set_language("en")
