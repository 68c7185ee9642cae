"""Player-facing rule texts, one entry per important rule ID (``docs/rules/napoleon.md``),
in one module per group of chapters (``deal``, ``auction``, ``play``, ``scoring``,
``options``) on the shared ``base``.

Every text is a message of the GUI's catalogue in the context ``rules:napoleon`` (English
msgid, Japanese translation; the rules are not translated into French, where the viewer says
so). Statements that differ between presets are generated from the fields of
``NapoleonRules`` (and from the engine's own per-trick feature table ``tricks.features``),
never from a preset's name: a custom preset gets correct texts too. A sentence that depends on
a field is appended by a message with a ``{text}`` placeholder, so each language joins its
sentences its own way (English with a space, Japanese without).

``rule_texts(rules, lang)`` lists every entry for a rule set; ``rule_text(rule_id, rules,
lang)`` finds one (rule IDs without an entry of their own resolve to the entry that explains
them, e.g. ``N-TRICK-19`` -> ``N-TRICK-12``; ``N-OPT-6`` -> ``N-OPT``).
"""

from __future__ import annotations

import re

from engine.games.napoleon.params import NapoleonRules
from engine.text import in_language
from napoleon_gui import i18n

from . import auction, deal, options, play, scoring  # noqa: F401  (each registers its entries)
from .base import _ENTRIES, AREAS, RuleText

# --- lookup ---------------------------------------------------------------------------------
#: rule IDs explained by another entry
ALIASES: dict[str, str] = {
    "N-MIS-3": "N-MIS-1",
    "N-MIS-5": "N-MIS-1",
    "N-MIS-6": "N-MIS-1",
    "N-SEAT-2": "N-SEAT-1",
    "N-SEAT-3": "N-SEAT-1",
    "N-DEAL-4": "N-DEAL-2",
    "N-BID-4": "N-BID-2",
    "N-BID-9": "N-INFO-1",
    "N-ADJ-7": "N-FOUL-1",
    "N-PLAY-10": "N-PLAY-3",
    "N-TRICK-19": "N-TRICK-12",
    "N-TRICK-20": "N-TRICK-12",
    "N-TRICK-21": "N-TRICK-12",
    "N-FOUL-2": "N-FOUL-1",
    "N-FOUL-3": "N-FOUL-1",
    "N-FOUL-4": "N-FOUL-1",
    "N-INFO-4": "N-INFO-1",
    "N-SCORE-10": "N-SCORE-3",
    "N-SCORE-11": "N-SCORE-3",
    "N-SCORE-12": "N-SCORE-5",
    "N-SCORE-14": "N-SCORE-1",
    "N-VAR-4": "N-ADJ-1",  # six-player Napoleon: specified in the main text
    "N-VAR-8": "N-OPT",  # reverse all-take: N-OPT-11
}

_ID = re.compile(r"^N-([A-Z]+)(?:-(\d+)([a-z]?))?$")


def area_of(rule_id: str) -> str:
    m = _ID.match(rule_id)
    return m.group(1) if m else ""


def rule_ids() -> list[str]:
    """Every rule ID with an entry, in the order of the specification."""
    order = {code: i for i, (code, _title) in enumerate(AREAS)}
    return sorted(_ENTRIES, key=lambda rid: (order.get(area_of(rid), 99), _number(rid)))


def _number(rule_id: str) -> tuple[int, str]:
    m = _ID.match(rule_id)
    if not m or m.group(2) is None:
        return (0, "")
    return (int(m.group(2)), m.group(3) or "")


def resolve(rule_id: str) -> str | None:
    """The entry that explains ``rule_id`` (itself, an alias, or the first entry of its
    area); None for IDs outside the rules (e.g. ``N-AI-3`` strategy notes)."""
    rule_id = rule_id.strip()
    if rule_id in _ENTRIES:
        return rule_id
    if rule_id in ALIASES:
        return ALIASES[rule_id]
    area = area_of(rule_id)
    if area == "OPT":
        return "N-OPT"
    if area in {code for code, _title in AREAS}:
        for rid in rule_ids():
            if area_of(rid) == area:
                return rid
    return None


def area_title(area: str, lang: str | None = None) -> str:
    lang = lang or i18n.language()
    for code, title in AREAS:
        if code == area:
            return in_language(title, lang)
    return area


def rule_text(rule_id: str, rules: NapoleonRules, lang: str | None = None) -> RuleText | None:
    """The text of the entry that explains ``rule_id`` for ``rules`` in ``lang`` (in French
    the English text: the rules are not translated into French, the viewer says so)."""
    target = resolve(rule_id)
    if target is None:
        return None
    lang = lang or i18n.language()
    entry = _ENTRIES[target]
    return RuleText(
        target,
        area_of(target),
        in_language(entry.title, lang),
        in_language(entry.body(rules), lang),
        bool(entry.applies(rules)),
    )


def rule_texts(rules: NapoleonRules, lang: str | None = None) -> list[RuleText]:
    """Every entry for ``rules`` in ``lang``, in the order of the specification."""
    out: list[RuleText] = []
    for rid in rule_ids():
        text = rule_text(rid, rules, lang)
        assert text is not None
        out.append(text)
    return out


__all__ = [
    "ALIASES",
    "AREAS",
    "RuleText",
    "area_of",
    "area_title",
    "resolve",
    "rule_ids",
    "rule_text",
    "rule_texts",
]
