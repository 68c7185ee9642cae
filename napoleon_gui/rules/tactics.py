"""Strategy notes (``N-AI-…``, ``R-AI-…``): the specifications' heuristics that the AI players
follow and the hints cite. They are not rules, so the rules viewers list them apart, in their
"Tactics" section, and a hint's link to one opens it there.

The notes are read at run time from the bundled copies of the specifications (``assets/rules``:
``napoleon_tactics.md`` is section 18 of the Napoleon specification; Rettler's R-AI notes are
in ``rettler.md`` with its rules). Each paragraph is the msgid of its translation (context
``rules:napoleon`` or ``rules:rettler``, extracted by ``scripts/i18n.py``); French shows the
English text, as for the rule texts. Belote and the co-op game have no strategy notes in their
specifications.
"""

from __future__ import annotations

import html
import re
from functools import cache

from napoleon_gui.i18n import GUI, N_, language, register

register(
    {
        "rv_tactics": N_("Tactics"),
        "rv_tactics_about": N_(
            "A strategy note: advice that the AI players follow and the hints explain."
        ),
    }
)

#: the bundled copy of the Napoleon specification's strategy notes (section 18)
NAPOLEON_NOTES = "rules/napoleon_tactics.md"
#: a paragraph of a specification: ``* **R-PLAY-4** text`` and its indented continuation lines
_BULLET = re.compile(r"^\* \*\*([A-Z]+-[A-Z]+-\d+)\*\*\s*(.*)$")
_NOTE_ID = re.compile(r"^[A-Z]-AI-\d+$")
_RULE_REF = re.compile(r"\b([A-Z]-[A-Z]+-\d+[a-z]?)\b")


def is_note(rule_id: str) -> bool:
    """True for a strategy note's ID (``N-AI-7``, ``R-AI-18``), which is not a rule."""
    return bool(_NOTE_ID.match(rule_id.strip()))


@cache
def paragraphs(asset: str) -> dict[str, str]:
    """Rule ID -> its paragraph in a bundled specification, in the file's order (empty when the
    file is not bundled). ``scripts/i18n.py: specification_rules`` reads them the same way."""
    from engine import safe_file
    from napoleon_gui.resources import asset_path

    try:  # the one reader of files: a regular file of at most 16 MiB, UTF-8 text
        path = asset_path(asset)
        text = safe_file.decode_utf8(path, safe_file.read_bytes(path))
    except (OSError, safe_file.FileFormatError):
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


def napoleon_notes() -> dict[str, str]:
    """``N-AI-1`` … ``N-AI-23`` -> the English note."""
    return {rid: text for rid, text in paragraphs(NAPOLEON_NOTES).items() if is_note(rid)}


def napoleon_note(rule_id: str, lang: str | None = None) -> str | None:
    """The Napoleon strategy note ``rule_id`` in ``lang`` (the current language by default);
    None when there is no such note."""
    text = napoleon_notes().get(rule_id.strip())
    if text is None:
        return None
    shown = GUI.translate(text, lang or language(), context="rules:napoleon")
    if shown != text:
        return shown
    # English, and French (which shows the English note): in the player's words
    from napoleon_gui.rules.plain_words import plain_words

    return plain_words(text)


def markup(text: str) -> str:
    """A specification paragraph as HTML: its bold, italic and code marks, escaped; rule IDs
    become ``rule:`` links."""
    escaped = html.escape(text)
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    escaped = re.sub(r"(?<![\w*])\*(\S(?:.*?\S)?)\*(?![\w*])", r"<i>\1</i>", escaped)
    escaped = re.sub(r"`(.+?)`", r"<code>\1</code>", escaped)
    return _RULE_REF.sub(r'<a href="rule:\1">\1</a>', escaped)


def headline(text: str, width: int = 32) -> str:
    """A short label for a note in a list: its opening words, without the marks."""
    plain = re.sub(r"[*`]", "", text).strip()
    return plain if len(plain) <= width else plain[: width - 1].rstrip() + "…"


__all__ = [
    "NAPOLEON_NOTES",
    "headline",
    "is_note",
    "markup",
    "napoleon_note",
    "napoleon_notes",
    "paragraphs",
]
