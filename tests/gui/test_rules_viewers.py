"""The rules windows in every language: Belote's summaries are translated into French; the
Napoleon, Rettler and must-follow rule texts are English in French, which a note on top says;
Rettler's specification is translated into Japanese."""

from __future__ import annotations

import re

from pytestqt.qtbot import QtBot
from visible_texts import english_words

from engine.games.belote.params import STANDARD as BELOTE
from engine.games.mustfollow import PRESETS as MUSTFOLLOW
from engine.games.rettler.params import PRESETS as RETTLER
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.belote.rules_viewer import RULES, BeloteRulesViewer
from napoleon_gui.games.mustfollow.dialogs import MustFollowRulesViewer
from napoleon_gui.games.napoleon.rules_viewer import RulesViewer
from napoleon_gui.games.rettler.rules_viewer import RettlerRulesViewer


def test_the_belote_rules_viewer_speaks_french(qtbot: QtBot, window: MainWindow) -> None:
    i18n.set_language("fr")
    config = GameConfig(
        "belote", "standard", 4, 0, ["normal"] * 4, ["You", "Anne", "Ben", "Clara"], 3
    )
    window.controller.new_match(config)
    window.open_rule("rule:B-PLAY-7")
    viewer = window.rules_viewer
    assert isinstance(viewer, BeloteRulesViewer)
    text = viewer.text_view.toPlainText()
    assert "atout" in text and "surcoupez" in text, text
    assert "overtrump" not in text
    assert viewer.windowTitle().startswith("Règles de la belote")
    assert "Options de cette variante" in text
    assert "Sens du jeu : sens des aiguilles d'une montre" in text  # options in words
    assert not viewer.english_note.isVisibleTo(viewer)  # Belote's rules are translated
    viewer.show_rule("B-SCORE-4")
    assert "dedans" in viewer.text_view.toPlainText()
    viewer.close()


def test_every_belote_summary_has_its_french_and_japanese(qtbot: QtBot) -> None:
    viewer = BeloteRulesViewer(BELOTE)
    qtbot.addWidget(viewer)
    english = {}
    for rule_id in RULES:
        viewer.show_rule(rule_id)
        english[rule_id] = viewer.text_view.toPlainText()
    i18n.set_language("ja")
    try:
        viewer = BeloteRulesViewer(BELOTE)
        qtbot.addWidget(viewer)
        viewer.show_rule("B-PLAY-4")
        assert "台札のスートがあれば出します。" in viewer.text_view.toPlainText()
        i18n.set_language("fr")
        viewer = BeloteRulesViewer(BELOTE)
        qtbot.addWidget(viewer)
        for rule_id in RULES:
            viewer.show_rule(rule_id)
            assert viewer.text_view.toPlainText() != english[rule_id], rule_id
    finally:
        i18n.set_language("en")


def test_the_napoleon_rules_viewer_says_its_rules_are_english_in_french(
    qtbot: QtBot, window: MainWindow
) -> None:
    i18n.set_language("fr")
    window.open_rule("rule:N-TRICK-11")  # no game yet: the book's Napoleon rules
    viewer = window.rules_viewer
    assert isinstance(viewer, RulesViewer)
    assert viewer.english_note.isVisibleTo(viewer)
    assert "qu’en anglais" in viewer.english_note.text()
    assert "same-two" in viewer.current_text()  # the rule text itself stays English
    assert viewer.windowTitle().startswith("Règles")
    i18n.set_language("ja")  # the window follows the language: no note in Japanese
    assert not viewer.english_note.isVisibleTo(viewer)
    assert "セイム2" in viewer.current_text()
    i18n.set_language("en")
    assert not viewer.english_note.isVisibleTo(viewer)
    viewer.close()


def test_the_mustfollow_and_rettler_viewers_note_their_english_rules(qtbot: QtBot) -> None:
    rules = next(iter(MUSTFOLLOW.values()))
    viewer = MustFollowRulesViewer(rules)
    qtbot.addWidget(viewer)
    assert not viewer.english_note.isVisibleTo(viewer)
    assert "Spades are always trump." in viewer.text.toPlainText()
    i18n.set_language("ja")
    try:
        viewer = MustFollowRulesViewer(rules)
        qtbot.addWidget(viewer)
        assert "スペードは常に切り札。" in viewer.text.toPlainText()
        assert not viewer.english_note.isVisibleTo(viewer)
        # Rettler's rules come from the English specification, translated in the catalogue
        rettler = RettlerRulesViewer(next(iter(RETTLER.values())))
        qtbot.addWidget(rettler)
        rettler.show_rule("R-PLAY-4")
        shown = rettler.text_view.toPlainText()
        assert "R-PLAY-4" in shown and "Leading" not in shown and "巡" in shown
        assert not rettler.english_note.isVisibleTo(rettler)
        i18n.set_language("fr")
        viewer = MustFollowRulesViewer(rules)
        qtbot.addWidget(viewer)
        assert viewer.english_note.isVisibleTo(viewer)
        assert "Spades are always trump." in viewer.text.toPlainText()
        rettler = RettlerRulesViewer(next(iter(RETTLER.values())))
        qtbot.addWidget(rettler)
        assert rettler.english_note.isVisibleTo(rettler)
        assert rettler.windowTitle().startswith("Règles du Rettler")
    finally:
        i18n.set_language("en")


def test_every_rettler_rule_reads_in_japanese() -> None:
    """The Japanese Rettler viewer shows every rule of the specification translated: no
    English word outside code (`RoundContext`), source tags ([B 3.3.3]) and the spec's card
    notation (Jok, Brg in its formulas)."""
    from napoleon_gui.games.rettler.rules_viewer import rule_text, rule_texts

    i18n.set_language("ja")
    try:
        left = {}
        for rule_id in rule_texts():
            shown = rule_text(rule_id)
            plain = re.sub(r"`[^`]*`|\[[^\]]*\]", " ", shown)
            words = [w for w in english_words(plain) if w not in {"Jok", "Brg", "UI", "ID"}]
            if words:
                left[rule_id] = words
        assert left == {}
        assert len(rule_texts()) > 150
    finally:
        i18n.set_language("en")


def test_the_japanese_rettler_viewer_shows_no_decision_numbers(qtbot: QtBot) -> None:
    """Issue 25, point 11: the Japanese Rettler rules read as the English and French ones do,
    without the specification's "決定 (D-02)" and "未確定 (U-03)" markers; a reference to a
    decision names the rule that holds it, as a link."""
    from PySide6.QtCore import Qt

    from napoleon_gui.games.rettler.rules_viewer import rule_text, rule_texts

    i18n.set_language("ja")
    try:
        viewer = RettlerRulesViewer(next(iter(RETTLER.values())))
        qtbot.addWidget(viewer)
        viewer.show()
        items = viewer.rule_list.findItems("R-DEAL-2", Qt.MatchFlag.MatchExactly)
        viewer.rule_list.scrollToItem(items[0])
        rect = viewer.rule_list.visualItemRect(items[0])
        qtbot.mouseClick(viewer.rule_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        shown = viewer.text_view.toPlainText()
        assert "N-DEAL-3 と N-MIS-4 を継承します" in shown, shown
        assert "決定" not in shown and "D-02" not in shown
        numbered = {
            rule_id: found
            for rule_id in rule_texts()
            if (found := re.findall(r"\b[DU]-\d+\b|決定 \(|未確定 \(", rule_text(rule_id)))
        }
        assert numbered == {}
        # "(D-14)" becomes the rule that decides it
        assert "セイム2は決して適用されません (R-SAME-1)" in rule_text("R-PR-6")
        viewer.show_rule("R-PR-6")
        assert 'href="rule:R-SAME-1"' in viewer.text_view.toHtml()
    finally:
        i18n.set_language("en")
