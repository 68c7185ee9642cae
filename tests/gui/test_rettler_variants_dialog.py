"""Rettler's chapter-6 variants (R-VAR, rettler.md §22) in the New game dialog, by mouse: listed
after the book's rules under a heading, each with a line and a link that opens its rule in
Rettler's rules viewer; a two-player variant offers exactly 2 players. The variant is read
from the preset's fields (a team game whatever its teams)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from mouse import choose_in_combo
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from engine.games.rettler.params import PRESETS, TEAM_3V3, RettlerRules
from napoleon_gui import i18n
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.games.rettler.variants import preset_note, variant_rule

HEADING = "Variants (chapter 6)"


def _rettler_dialog(qtbot) -> NewGameDialog:
    dialog = NewGameDialog(["You"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    choose_in_combo(qtbot, dialog.game_combo, "rettler")
    return dialog


def _items(dialog: NewGameDialog) -> list[tuple[str, object, bool]]:
    combo = dialog.preset_combo
    model = combo.model()
    return [
        (
            combo.itemText(i),
            combo.itemData(i),
            bool(model.flags(model.index(i, 0)) & Qt.ItemFlag.ItemIsEnabled),
        )
        for i in range(combo.count())
    ]


def _rule_number(rule: str) -> int:
    return int(rule.rsplit("-", 1)[1])


def _click_the_link(qtbot, dialog: NewGameDialog) -> None:
    """A click on the link's first letters (the label shows only the link)."""
    label = dialog.rules_link
    assert label.isVisible()
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(6, label.height() // 2))


def test_rettler_lists_its_variants_after_the_book(qtbot):
    dialog = _rettler_dialog(qtbot)
    items = _items(dialog)
    presets = [data for _text, data, _on in items if data is not None]
    assert presets[0] == "book"
    heading = next(i for i, (text, _d, _on) in enumerate(items) if text == HEADING)
    assert not items[heading][2]  # a heading cannot be chosen
    data = [d for _t, d, _o in items]
    assert data.index("book") < heading
    variants = data[heading + 1 :]
    # every other preset is a variant of §22, in the chapter's order
    assert set(variants) == set(PRESETS) - {"book"}
    rules = [variant_rule(PRESETS[name]) for name in variants]
    assert rules == sorted(rules, key=_rule_number)
    assert {"R-VAR-1", "R-VAR-2", "R-VAR-4", "R-VAR-7", "R-VAR-13"} <= set(rules)
    # the book has its line and no link
    assert dialog.preset_note.text().startswith("The rule book: 4 to 8 players")
    assert not dialog.rules_link.isVisible()
    choose_in_combo(qtbot, dialog.preset_combo, "urako")
    assert "Urako" in dialog.preset_note.text() and "round" in dialog.preset_note.text()
    assert dialog.rules_link.isVisible() and "R-VAR-6" in dialog.rules_link.text()
    choose_in_combo(qtbot, dialog.preset_combo, "team_3v3")
    assert dialog.preset_note.text().startswith("2 teams of 3")
    assert "R-VAR-7" in dialog.rules_link.text()


def test_the_rule_link_opens_rettlers_variant_rule_in_its_rules_viewer(qtbot):
    dialog = _rettler_dialog(qtbot)
    choose_in_combo(qtbot, dialog.preset_combo, "imperialist")
    assert 'href="rule:R-VAR-4"' in dialog.rules_link.text()
    _click_the_link(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.rules_viewer is not None, timeout=3000)
    viewer = dialog.rules_viewer
    assert viewer.objectName() == "rettler_rules_viewer" and viewer.isVisible()
    current = viewer.rule_list.currentItem()
    assert current is not None and current.data(Qt.ItemDataRole.UserRole) == "R-VAR-4"
    text = viewer.text_view.toPlainText()
    assert text.startswith("R-VAR-4") and "every player for himself" in text
    assert "Imperialist Rettler" in viewer.windowTitle()
    viewer.close()


@pytest.mark.parametrize(
    ("preset", "rule"), [("two_player_1", "R-VAR-1"), ("sanction", "R-VAR-11")]
)
def test_each_variants_rule_is_in_the_viewer(qtbot, preset, rule):
    """The rule texts come from assets/rules/rettler.md: the viewer selects the rule."""
    dialog = _rettler_dialog(qtbot)
    choose_in_combo(qtbot, dialog.preset_combo, preset)
    _click_the_link(qtbot, dialog)
    qtbot.waitUntil(lambda: dialog.rules_viewer is not None, timeout=3000)
    viewer = dialog.rules_viewer
    assert viewer.rule_list.currentItem().data(Qt.ItemDataRole.UserRole) == rule
    assert viewer.show_rule(rule)  # the specification has its text
    assert "see the full rules" not in viewer.text_view.toPlainText()
    viewer.close()


def test_two_player_rettler_offers_two_players(qtbot):
    dialog = _rettler_dialog(qtbot)
    assert dialog.players() != 2
    choose_in_combo(qtbot, dialog.preset_combo, "two_player_1")
    assert "hand of 18 and 10 piles of 3" in dialog.preset_note.text()
    counts = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
    assert counts == [2] and dialog.players() == 2
    assert [e.isVisible() for e in dialog.name_edits[:3]] == [True, True, False]
    assert dialog.config().players == 2 and dialog.config().preset == "two_player_1"


def test_a_team_game_is_read_from_its_fields():
    """Any preset whose fields make a team game is listed as R-VAR-7, with its teams."""
    two_two = RettlerRules.model_validate(
        TEAM_3V3.model_dump()
        | {"name": "my_teams", "players": (4,), "teams": (2, 2), "deal_sizes": {4: (27, 0)}}
    )
    assert variant_rule(two_two) == "R-VAR-7"
    note = preset_note("my_teams", two_two)
    assert note.rule_id == "R-VAR-7" and note.group == HEADING
    assert note.description.startswith("2 teams of 2")
    custom = PRESETS["dream"].model_copy(update={"name": "mine", "dream_cards": 2})
    assert preset_note("mine", custom).description.startswith(
        "After the contract every player gets 2 extra cards"
    )
    assert variant_rule(PRESETS["book"]) == ""


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "ja", "fr"])
@pytest.mark.parametrize("game", ["rettler", "napoleon"])
def test_start_stays_put_and_every_line_fits_in_every_language(qtbot, language, game, lang):
    """Each preset's line shows whole (a Japanese line is taller, a French one longer) and
    Start stays where it is, whichever game and preset are chosen."""
    i18n.set_language(lang)
    dialog = NewGameDialog(["You"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    start = dialog.findChild(QPushButton, "start_button")
    before = start.mapTo(dialog, QPoint(0, 0))
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
    note = dialog.preset_note
    for index in range(dialog.preset_combo.count()):
        if dialog.preset_combo.itemData(index) is None:
            continue  # the heading
        dialog.preset_combo.setCurrentIndex(index)
        QApplication.processEvents()
        assert start.mapTo(dialog, QPoint(0, 0)) == before
        assert note.text()  # every preset says what it is
        assert note.heightForWidth(note.width()) <= note.height(), note.text()
