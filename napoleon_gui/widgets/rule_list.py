"""A rules window shared by the games whose rules are summarised per rule ID (Belote,
Rettler): a list of the rule IDs beside a text browser with the selected rule's text and the
options of the active preset. Links ``rule:<ID>`` in the text open that rule here.

A game's viewer is a subclass that names its object, title and first rule and supplies the
rule IDs and each rule's text (as HTML); it decides nothing about the rules themselves. A game
whose rule texts have no translation in a language says so at the top (``english_only``).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from pydantic import BaseModel
from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine.options import preset_option_lines
from napoleon_gui import i18n
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.words import preset_title

register(
    {
        "rl_options": N_("Options of this preset"),
        "rl_english_only": N_(
            "The rules of this game are only available in English; the terms "
            "are translated in the glossary."
        ),
    }
)


def english_only_note(languages: Sequence[str]) -> QLabel:
    """The one-line note a rules window shows on top when its rule texts are not translated
    into the current language (one of ``languages``); hidden otherwise. Object name
    ``english_only_note`` (for tests)."""
    note = plain_label(tr("rl_english_only"))
    note.setObjectName("english_only_note")
    note.setWordWrap(True)
    note.setStyleSheet("color:#8a5a00")
    note.setVisible(i18n.language() in languages)
    return note


class RuleListViewer(QDialog):
    """Widgets for tests: ``rule_list`` (item data = rule ID), ``text_view``.
    ``show_rule(rule_id)`` -> True when the game has a text for that rule.

    Subclasses set ``object_name``, ``title_key`` (a text with ``{title}``), ``first_rule``
    and override ``rule_ids``, ``rule_html`` (and ``note_ids``, ``notes_title`` for the
    strategy notes, listed last under their heading); ``hidden_options`` are preset fields not
    listed among the options; ``english_only`` the languages its rule texts are not
    translated into (the window then says so on top: ``english_note``)."""

    object_name = "rules_viewer"
    title_key = ""
    first_rule = ""
    hidden_options: tuple[str, ...] = ("name", "title")
    list_width = 180
    window_size = (820, 480)
    english_only: tuple[str, ...] = ()

    def __init__(self, rules: BaseModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(self.object_name)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.rules = rules
        # the preset's title in the player's language (the game: "belote_rules_viewer")
        title = preset_title(
            self.object_name.removesuffix("_rules_viewer"),
            str(getattr(rules, "name", "")),
            str(getattr(rules, "title", "")),
        )
        self.setWindowTitle(tr(self.title_key, title=title))
        layout = QVBoxLayout(self)
        self.english_note = english_only_note(self.english_only)
        layout.addWidget(self.english_note)
        layout.addWidget(plain_label(title))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.rule_list = QListWidget()
        self.rule_list.setObjectName("rule_list")
        for rule_id in self.rule_ids():
            item = QListWidgetItem(rule_id)
            item.setData(Qt.ItemDataRole.UserRole, rule_id)
            self.rule_list.addItem(item)
        if self.note_ids():
            # a heading row, not a rule: it cannot be selected
            heading = QListWidgetItem(self.notes_title())
            heading.setFlags(Qt.ItemFlag.NoItemFlags)
            font = heading.font()
            font.setBold(True)
            heading.setFont(font)
            self.rule_list.addItem(heading)
            for rule_id in self.note_ids():
                item = QListWidgetItem(rule_id)
                item.setData(Qt.ItemDataRole.UserRole, rule_id)
                self.rule_list.addItem(item)
        self.rule_list.currentItemChanged.connect(
            lambda item, _prev: (
                self.show_rule(str(item.data(Qt.ItemDataRole.UserRole)))
                if item is not None
                else None
            )
        )
        splitter.addWidget(self.rule_list)
        self.text_view = QTextBrowser()
        self.text_view.setObjectName("text_view")
        self.text_view.setOpenLinks(False)
        self.text_view.anchorClicked.connect(self._link)
        splitter.addWidget(self.text_view)
        width, height = self.window_size
        splitter.setSizes([self.list_width, width - self.list_width - 40])
        layout.addWidget(splitter, 1)
        self.resize(width, height)
        self.show_rule(self.first_rule)

    # --- what a game supplies ------------------------------------------------------------
    def rule_ids(self) -> Sequence[str]:
        """The rule IDs of the list, in order."""
        raise NotImplementedError

    def rule_html(self, rule_id: str) -> str:
        """The text of ``rule_id`` (a rule or a note) as (escaped) HTML."""
        raise NotImplementedError

    def note_ids(self) -> Sequence[str]:
        """The strategy notes listed after the rules under ``notes_title()`` (none unless the
        game's specification has some)."""
        return ()

    def notes_title(self) -> str:
        """The heading of the strategy notes in the list."""
        return ""

    # --- the window ----------------------------------------------------------------------
    def options_html(self) -> str:
        """The preset's options as its game's params module says them (engine/options.py),
        in the current language."""
        return "".join(
            f"<li>{html.escape(i18n.engine_text(line))}</li>"
            for line in preset_option_lines(self.rules, self.hidden_options)
        )

    def show_rule(self, rule_id: str) -> bool:
        """Show ``rule_id`` and mark it in the list (so the list, which selects its first
        row when it takes the focus, keeps showing the rule that was asked for)."""
        found = self.rule_list.findItems(rule_id, Qt.MatchFlag.MatchExactly)
        blocked = self.rule_list.blockSignals(True)
        if found:
            self.rule_list.setCurrentItem(found[0])
            self.rule_list.scrollToItem(found[0])
        else:
            self.rule_list.setCurrentRow(-1)
        self.rule_list.blockSignals(blocked)
        self.text_view.setHtml(
            f"<h2>{html.escape(rule_id)}</h2><p style='font-size:12pt'>"
            f"{self.rule_html(rule_id)}</p><h3>{html.escape(tr('rl_options'))}"
            f"</h3><ul>{self.options_html()}</ul>"
        )
        return rule_id in self.rule_ids() or rule_id in self.note_ids()

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.show_rule(text[5:])
