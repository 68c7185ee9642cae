"""The Rettler rules window: every rule of the specification (``assets/rules/rettler.md``,
a copy of ``shared/rules/rettler.md``) by its ID, the inherited Napoleon rules (``N-``) from
the Napoleon rule texts, and the options of the active preset. Rule links open here.

The specification is written in English (with the Japanese terms); in Japanese the window
shows the English rule text under Japanese headings.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

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

from ..i18n import register, tr

register({
    "ret_rv_title": {"en": "Rettler rules — {title}", "ja": "レットラーのルール — {title}"},
    "ret_rv_options": {"en": "Options of this preset", "ja": "このプリセットのオプション"},
    "ret_rv_unknown": {"en": "{rule}: see the full rules (rettler.md).",
                       "ja": "{rule}: ルール全文 (rettler.md) を参照してください。"},
    "ret_rv_inherited": {"en": "Inherited from Napoleon", "ja": "ナポレオンから継承"},
})

_BULLET = re.compile(r"^\* \*\*(R-[A-Z]+-\d+)\*\*\s*(.*)$")


@lru_cache(maxsize=1)
def rule_texts() -> dict[str, str]:
    """Rule ID -> its paragraph in the specification (empty when it is not bundled)."""
    from ..resources import asset_path

    try:
        text = asset_path("rules/rettler.md").read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        return {}
    out: dict[str, str] = {}
    current: str | None = None
    for line in text.splitlines():
        found = _BULLET.match(line)
        if found:
            current = found.group(1)
            out.setdefault(current, "")
            out[current] = (out[current] + " " + found.group(2)).strip()
        elif current is not None and line.startswith("  ") and line.strip():
            out[current] += " " + line.strip()
        else:
            current = None
    return out


def rule_text(rule_id: str) -> str:
    text = rule_texts().get(rule_id)
    if text is not None:
        return text
    if rule_id.startswith("N-"):
        from engine.games.napoleon.params import PRESETS

        from ..rules_text import rule_text as napoleon_text

        found = napoleon_text(rule_id, PRESETS["book"])
        if found is not None:
            return f"{tr('ret_rv_inherited')}: {found.title} — {found.body}"
    return tr("ret_rv_unknown", rule=rule_id)


def _markup(text: str) -> str:
    """The specification's bold and code marks, escaped; rule IDs become links."""
    escaped = html.escape(text)
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    escaped = re.sub(r"`(.+?)`", r"<code>\1</code>", escaped)
    return re.sub(r"\b([RN]-[A-Z]+-\d+)\b", r'<a href="rule:\1">\1</a>', escaped)


class RettlerRulesViewer(QDialog):
    """Widgets for tests: ``rule_list`` (item data = rule ID), ``text_view``.
    ``show_rule(rule_id)`` -> True when the specification has that rule."""

    def __init__(self, rules: BaseModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rettler_rules_viewer")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setModal(False)
        self.rules = rules
        title = str(getattr(rules, "title", "") or getattr(rules, "name", ""))
        self.setWindowTitle(tr("ret_rv_title", title=title))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(title))
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.rule_list = QListWidget()
        self.rule_list.setObjectName("rule_list")
        for rule_id in rule_texts():
            item = QListWidgetItem(rule_id)
            item.setData(Qt.ItemDataRole.UserRole, rule_id)
            self.rule_list.addItem(item)
        self.rule_list.currentItemChanged.connect(
            lambda item, _prev: self.show_rule(str(item.data(Qt.ItemDataRole.UserRole)))
            if item is not None else None)
        splitter.addWidget(self.rule_list)
        self.text_view = QTextBrowser()
        self.text_view.setObjectName("text_view")
        self.text_view.setOpenLinks(False)
        self.text_view.anchorClicked.connect(self._link)
        splitter.addWidget(self.text_view)
        splitter.setSizes([180, 640])
        layout.addWidget(splitter, 1)
        self.resize(880, 520)
        self.show_rule("R-PLAY-4")

    def show_rule(self, rule_id: str) -> bool:
        options = "".join(
            f"<li><code>{html.escape(name)}</code>: {html.escape(str(value))}</li>"
            for name, value in self.rules.model_dump().items()
            if name not in ("name", "title", "readings", "decisions"))
        self.text_view.setHtml(
            f"<h2>{html.escape(rule_id)}</h2><p style='font-size:12pt'>"
            f"{_markup(rule_text(rule_id))}</p><h3>{html.escape(tr('ret_rv_options'))}"
            f"</h3><ul>{options}</ul>")
        return rule_id in rule_texts()

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("rule:"):
            self.show_rule(text[5:])
