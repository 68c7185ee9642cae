"""The Rettler rules window: every rule of the specification (``assets/rules/rettler.md``,
a copy of ``shared/rules/rettler.md``) by its ID, the inherited Napoleon rules (``N-``) from
the Napoleon rule texts, and the options of the active preset. Rule links open here.

The specification is written in English (with the Japanese terms) and is the one source of
the rule texts: each paragraph is the msgid of its translation (context ``rules:rettler``,
extracted by ``scripts/i18n.py``), which the Japanese window shows; in French the window shows
the English rule text under translated headings, with a note on top saying so.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache

from napoleon_gui.i18n import GUI, N_, language, register, tr
from napoleon_gui.widgets.rule_list import RuleListViewer

register(
    {
        "ret_rv_title": N_("Rettler rules — {title}"),
        "ret_rv_unknown": N_("{rule}: see the full rules (rettler.md)."),
        "ret_rv_inherited": N_("Inherited from Napoleon"),
    }
)

_BULLET = re.compile(r"^\* \*\*(R-[A-Z]+-\d+)\*\*\s*(.*)$")


@lru_cache(maxsize=1)
def rule_texts() -> dict[str, str]:
    """Rule ID -> its paragraph in the specification (empty when it is not bundled)."""
    from napoleon_gui.resources import asset_path

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
    """The rule in the current language: the specification's paragraph is the msgid of its
    translation (context ``rules:rettler``, extracted from rettler.md by scripts/i18n.py)."""
    text = rule_texts().get(rule_id)
    if text is not None:
        return GUI.translate(text, language(), context="rules:rettler")
    if rule_id.startswith("N-"):
        from engine.games.napoleon.params import PRESETS
        from napoleon_gui.rules.napoleon_text import rule_text as napoleon_text

        found = napoleon_text(rule_id, PRESETS["book"])
        if found is not None:
            return f"{tr('ret_rv_inherited')}: {found.title} — {found.body}"
    return tr("ret_rv_unknown", rule=rule_id)


def _markup(text: str) -> str:
    """The specification's bold, italic and code marks, escaped; rule IDs become links."""
    escaped = html.escape(text)
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    escaped = re.sub(r"(?<![\w*])\*(\S(?:.*?\S)?)\*(?![\w*])", r"<i>\1</i>", escaped)
    escaped = re.sub(r"`(.+?)`", r"<code>\1</code>", escaped)
    return re.sub(r"\b([RN]-[A-Z]+-\d+)\b", r'<a href="rule:\1">\1</a>', escaped)


class RettlerRulesViewer(RuleListViewer):
    """Widgets for tests: ``rule_list`` (item data = rule ID), ``text_view``.
    ``show_rule(rule_id)`` -> True when the specification has that rule."""

    object_name = "rettler_rules_viewer"
    title_key = "ret_rv_title"
    first_rule = "R-PLAY-4"
    hidden_options = ("name", "title", "readings", "decisions")
    window_size = (880, 520)
    english_only = ("fr",)  # the rule texts are translated to Japanese (rules:rettler)

    def rule_ids(self) -> list[str]:
        return list(rule_texts())

    def rule_html(self, rule_id: str) -> str:
        return _markup(rule_text(rule_id))
