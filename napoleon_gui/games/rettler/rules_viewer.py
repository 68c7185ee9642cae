"""The Rettler rules window: every rule of the bundled specification (``assets/rules/rettler.md``,
listed in ``docs/rules/rettler.md``) by its ID, the inherited Napoleon rules (``N-``) from
the Napoleon rule texts (asked of Napoleon's ``GameUi.rule_text``), and the options of the
active preset. Rule links open here.

The specification is written in English (with the Japanese terms) and is the one source of
the rule texts: each paragraph is the msgid of its translation (context ``rules:rettler``,
extracted by ``scripts/i18n.py``), which the Japanese window shows; in French the window shows
the English rule text under translated headings, with a note on top saying so. The strategy
notes (R-AI, and Napoleon's N-AI that apply to single cards) close the list under "Tactics".
"""

from __future__ import annotations

import html
from functools import lru_cache

from napoleon_gui.i18n import GUI, N_, language, register, tr
from napoleon_gui.rules import tactics
from napoleon_gui.rules.plain_words import decision_rules, plain_words, without_decisions
from napoleon_gui.widgets.rule_list import RuleListViewer

register(
    {
        "ret_rv_title": N_("Rettler rules — {title}"),
        "ret_rv_unknown": N_("{rule}: see the full rules (rettler.md)."),
        "ret_rv_inherited": N_("Inherited from Napoleon"),
    }
)


@lru_cache(maxsize=1)
def rule_texts() -> dict[str, str]:
    """Rule ID -> its paragraph in the specification (empty when it is not bundled); the
    strategy notes (R-AI) too."""
    return tactics.paragraphs("rules/rettler.md")


@lru_cache(maxsize=1)
def decisions() -> dict[str, str]:
    """Decision ID -> the rule that holds it, so that "(D-14)" reads as a link to its rule."""
    return decision_rules(rule_texts())


def english_text(rule_id: str) -> str | None:
    """The paragraph as English and French players read it (issue 25, point 11): in the
    table's words, without the specification's citations and markers."""
    text = rule_texts().get(rule_id)
    return None if text is None else plain_words(text, decisions())


def note_ids() -> list[str]:
    """The Tactics section: Rettler's strategy notes (R-AI), then Napoleon's (N-AI), which
    apply unchanged to single-card play (rettler.md §21)."""
    own = [rule_id for rule_id in rule_texts() if tactics.is_note(rule_id)]
    return own + list(tactics.napoleon_notes())


def rule_text(rule_id: str) -> str:
    """The rule in the current language: the specification's paragraph is the msgid of its
    translation (context ``rules:rettler``, extracted from rettler.md by scripts/i18n.py); the
    English paragraph that English and French players read is put in the table's words
    (``napoleon_gui.rules.plain_words``)."""
    text = rule_texts().get(rule_id)
    if text is not None:
        shown = GUI.translate(text, language(), context="rules:rettler")
        # French shows the English paragraph too; either way in the player's words, without
        # the specification's decision numbers
        if shown != text:
            return without_decisions(shown, decisions())
        return plain_words(text, decisions())
    note = tactics.napoleon_note(rule_id)
    if note is not None:
        return f"{tr('ret_rv_inherited')}: {note}"
    if rule_id.startswith("N-"):
        # the inherited rules' texts are Napoleon's, asked of its table (no game imports another)
        from napoleon_gui.games import ui_for

        found = ui_for("napoleon").rule_text(rule_id)
        if found is not None:
            title, body = found
            return f"{tr('ret_rv_inherited')}: {title} — {body}"
    return tr("ret_rv_unknown", rule=rule_id)


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
        return [rule_id for rule_id in rule_texts() if not tactics.is_note(rule_id)]

    def note_ids(self) -> list[str]:
        return note_ids()

    def notes_title(self) -> str:
        return tr("rv_tactics")

    def rule_html(self, rule_id: str) -> str:
        text = tactics.markup(rule_text(rule_id))
        if tactics.is_note(rule_id):
            about = html.escape(tr("rv_tactics_about"))
            return f'<span style="color:#5a5a5a">{about}</span><br>{text}'
        return text
