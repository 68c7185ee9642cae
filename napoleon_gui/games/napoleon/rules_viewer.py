"""The rules viewer: the active preset's rules in the UI language, navigable by rule ID.

Rule IDs on the left (grouped by area), the text on the right. ``show_rule("N-TRICK-11")``
jumps to an entry (hint texts link here); rule IDs inside a text are links too. Rules the
preset does not use are listed in grey. The texts come from ``rule_texts`` (this package)
and follow the language when it changes; they are not translated into French, which a note
on top says. The strategy notes (N-AI-1..23, ``napoleon_gui.rules.tactics``) close the list under
"Tactics": a hint's link to one opens it like a rule.
"""

from __future__ import annotations

import html
import re

from pydantic import BaseModel
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.games.napoleon.params import NapoleonRules
from napoleon_gui import i18n
from napoleon_gui.games.napoleon import rule_texts as rules_text
from napoleon_gui.games.napoleon import texts as _texts  # noqa: F401  (registers dlg_rv_*)
from napoleon_gui.i18n import tr
from napoleon_gui.rules import tactics
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.rule_list import english_only_note
from napoleon_gui.widgets.words import follow_language

#: the languages the rule texts have no translation into
ENGLISH_ONLY = ("fr",)

_RULE_REF = re.compile(r"\b(N-[A-Z]+-\d+[a-z]?)\b")
_ROLE = Qt.ItemDataRole.UserRole


def _to_html(text: str) -> str:
    escaped = html.escape(text)
    linked = _RULE_REF.sub(r'<a href="rule:\1">\1</a>', escaped)
    return linked.replace("\n", "<br>")


class RulesViewer(QDialog):
    """A non-modal window. Widgets for tests: ``rule_tree`` (areas with rule items; item
    data = rule ID), ``text_view`` (QTextBrowser), ``preset_label``, ``english_note``
    (shown in the languages the rules are not translated into).
    ``show_rule(rule_id)`` -> True when an entry was found; ``current_rule()``."""

    def __init__(self, rules: NapoleonRules | BaseModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_viewer")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        # a game spec types its presets as BaseModel; the viewer needs Napoleon's fields
        self.rules = (
            rules
            if isinstance(rules, NapoleonRules)
            else NapoleonRules.model_validate(rules.model_dump())
        )
        self._current: str | None = None
        self._requested: str | None = None
        self._items: dict[str, QTreeWidgetItem] = {}

        layout = QVBoxLayout(self)
        self.english_note = english_only_note(ENGLISH_ONLY)
        layout.addWidget(self.english_note)
        self.preset_label = plain_label()
        self.preset_label.setObjectName("preset_label")
        self.preset_label.setWordWrap(True)
        layout.addWidget(self.preset_label)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.rule_tree = QTreeWidget()
        self.rule_tree.setObjectName("rule_tree")
        self.rule_tree.setHeaderHidden(True)
        self.rule_tree.currentItemChanged.connect(self._item_changed)
        splitter.addWidget(self.rule_tree)
        self.text_view = QTextBrowser()
        self.text_view.setObjectName("text_view")
        self.text_view.setOpenLinks(False)
        self.text_view.anchorClicked.connect(self._link)
        splitter.addWidget(self.text_view)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 5)
        splitter.setSizes([300, 620])
        layout.addWidget(splitter, 1)
        row = QHBoxLayout()
        self.note_label = plain_label()
        self.note_label.setObjectName("note_label")
        self.note_label.setWordWrap(True)
        row.addWidget(self.note_label, 1)
        layout.addLayout(row)
        self.resize(940, 600)
        self.retranslate()
        follow_language(self)

    # --- content ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Rebuild every text in the current language, keeping the rule shown."""
        from . import UI

        # the preset's title in the language, and any rule New game changed (N-OPT-11)
        title = UI.rules_title(self.rules)
        self.setWindowTitle(tr("dlg_rv_title", title=title))
        self.preset_label.setText(tr("dlg_rv_preset", title=title))
        self.english_note.setText(tr("rl_english_only"))
        self.english_note.setVisible(i18n.language() in ENGLISH_ONLY)
        keep = self._current
        self.rule_tree.blockSignals(True)
        self.rule_tree.clear()
        self._items.clear()
        areas: dict[str, QTreeWidgetItem] = {}
        bold = QFont(self.rule_tree.font())
        bold.setBold(True)
        grey = QBrush(QColor("#8c8c8c"))
        for entry in rules_text.rule_texts(self.rules):
            parent = areas.get(entry.area)
            if parent is None:
                parent = QTreeWidgetItem([rules_text.area_title(entry.area)])
                parent.setFont(0, bold)
                parent.setFlags(parent.flags() & ~Qt.ItemFlag.ItemIsSelectable)
                self.rule_tree.addTopLevelItem(parent)
                areas[entry.area] = parent
            label = f"{entry.rule_id}  {entry.title}"
            if not entry.applies:
                label += f" {tr('dlg_rv_not_used')}"
            item = QTreeWidgetItem([label])
            item.setData(0, _ROLE, entry.rule_id)
            item.setToolTip(0, entry.title)
            if not entry.applies:
                item.setForeground(0, grey)
            parent.addChild(item)
            self._items[entry.rule_id] = item
        self._add_tactics(bold)
        self.rule_tree.expandAll()
        self.rule_tree.blockSignals(False)
        if keep is not None:
            self.show_rule(self._requested or keep)
        else:
            first = rules_text.rule_ids()[0]
            self.show_rule(first)

    def _add_tactics(self, bold: QFont) -> None:
        """The "Tactics" area: every strategy note, labelled with its opening words."""
        notes = tactics.napoleon_notes()
        if not notes:
            return
        parent = QTreeWidgetItem([tr("rv_tactics")])
        parent.setFont(0, bold)
        parent.setFlags(parent.flags() & ~Qt.ItemFlag.ItemIsSelectable)
        self.rule_tree.addTopLevelItem(parent)
        for rule_id in notes:
            text = tactics.napoleon_note(rule_id) or ""
            item = QTreeWidgetItem([f"{rule_id}  {tactics.headline(text)}"])
            item.setData(0, _ROLE, rule_id)
            item.setToolTip(0, tr("rv_tactics"))
            parent.addChild(item)
            self._items[rule_id] = item

    def show_rule(self, rule_id: str) -> bool:
        """Show the entry for ``rule_id`` (or the one that explains it); False if none."""
        rule_id = rule_id.strip()
        target = rule_id if rule_id in tactics.napoleon_notes() else rules_text.resolve(rule_id)
        if target is None:
            key = "dlg_rv_strategy" if rule_id.startswith("N-AI") else "dlg_rv_unknown"
            self.note_label.setText(tr(key, rule=rule_id))
            return False
        self._requested = rule_id
        self._display(target)
        item = self._items.get(target)
        if item is not None:
            self.rule_tree.blockSignals(True)
            self.rule_tree.setCurrentItem(item)
            self.rule_tree.scrollToItem(item)
            self.rule_tree.blockSignals(False)
        if target != rule_id:
            self.note_label.setText(tr("dlg_rv_shown_as", rule=rule_id, target=target))
        else:
            self.note_label.clear()
        return True

    def _display(self, rule_id: str) -> None:
        note = tactics.napoleon_note(rule_id)
        if note is not None:
            self._current = rule_id
            self.text_view.setHtml(
                f"<h2>{html.escape(rule_id)} — {html.escape(tr('rv_tactics'))}</h2>"
                f'<p style="color:#5a5a5a">{html.escape(tr("rv_tactics_about"))}</p>'
                f"<p style='font-size:12pt'>{tactics.markup(note)}</p>"
            )
            return
        entry = rules_text.rule_text(rule_id, self.rules)
        if entry is None:
            return
        self._current = rule_id
        parts = [f"<h2>{html.escape(entry.rule_id)} — {html.escape(entry.title)}</h2>"]
        if not entry.applies:
            parts.append(f'<p style="color:#8c8c8c">{html.escape(tr("dlg_rv_not_used"))}</p>')
        parts.append(f"<p style='font-size:12pt'>{_to_html(entry.body)}</p>")
        self.text_view.setHtml("".join(parts))

    def current_rule(self) -> str | None:
        return self._current

    def current_text(self) -> str:
        return self.text_view.toPlainText()

    # --- signals ----------------------------------------------------------------------------
    def _item_changed(
        self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None
    ) -> None:
        if current is None:
            return
        rule_id = current.data(0, _ROLE)
        if isinstance(rule_id, str):
            self._requested = rule_id
            self.note_label.clear()
            self._display(rule_id)

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.show_rule(text[5:])
