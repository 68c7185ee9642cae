"""The gettext catalogues are complete and in step with the source (issue #14).

* every message of both domains (``engine``, ``napoleon_gui``) has a Japanese and a French
  translation that is not fuzzy (French may leave out only the long rule texts, whose
  contexts are ``rules:napoleon``, ``rules:rettler`` and ``rules:mustfollow``);
* every translation keeps exactly the placeholders (``{name}``, ``{points:+d}``) of its
  msgid, so formatting never raises or loses a value in another language;
* the compiled ``.mo`` files say what the ``.po`` files say (``scripts/i18n.py compile``
  was run), and the ``.pot`` templates list what the source marks today
  (``scripts/i18n.py extract`` was run).
"""

from __future__ import annotations

import gettext
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from tests.scripts_support import load_script

ROOT = Path(__file__).resolve().parents[2]
DOMAINS = {"engine": ROOT / "engine", "napoleon_gui": ROOT / "napoleon_gui"}
LANGS = ("ja", "fr")
#: the rule books' long texts are translated to Japanese only (for now)
FRENCH_EXEMPT_CONTEXTS = {"rules:napoleon", "rules:rettler", "rules:mustfollow"}


def _po(domain: str, lang: str) -> Catalog:
    path = DOMAINS[domain] / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as handle:
        return read_po(handle, locale=lang)


def _pot(domain: str) -> Catalog:
    with (DOMAINS[domain] / "locale" / f"{domain}.pot").open("rb") as handle:
        return read_po(handle)


def _forms(value: object) -> tuple[str, ...]:
    if isinstance(value, (tuple, list)):
        return tuple(str(v) for v in value)
    return (str(value or ""),)


def _placeholders(text: str) -> set[str]:
    """The named fields of a ``str.format`` template (``{n}``, ``{points:+d}`` → ``n``,
    ``points``); literal braces (``{{``) are not fields."""
    try:
        return {
            field
            for _literal, field, _spec, _conv in string.Formatter().parse(text)
            if field is not None
        }
    except ValueError as exc:  # an unbalanced brace: formatting it would raise too
        return {f"<unparsable: {exc}>"}


def _label(message: Message) -> str:
    ident = message.id[0] if isinstance(message.id, tuple) else message.id
    where = f" [{message.context}]" if message.context else ""
    return f"{ident!r}{where}"


def _ids(message: Message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


CASES = [(domain, lang) for domain in DOMAINS for lang in LANGS]


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_every_message_is_translated(domain: str, lang: str) -> None:
    template = _pot(domain)
    catalog = _po(domain, lang)
    missing = []
    for message in template:
        if not message.id:
            continue
        if lang == "fr" and message.context in FRENCH_EXEMPT_CONTEXTS:
            continue
        found = catalog.get(message.id, context=message.context)
        if found is None or found.fuzzy or not all(_forms(found.string)):
            missing.append(_label(message))
    assert not missing, f"{domain} {lang}: {len(missing)} untranslated:\n" + "\n".join(missing[:60])


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_translations_keep_the_placeholders(domain: str, lang: str) -> None:
    not_formatted = load_script("i18n").NOT_FORMATTED  # specification paragraphs, shown as they are
    bad = []
    for message in _po(domain, lang):
        if not message.id or message.fuzzy or message.context in not_formatted:
            continue
        wanted = set().union(*(_placeholders(i) for i in _ids(message)))
        singular = _placeholders(_ids(message)[0])
        for form in _forms(message.string):
            if not form:
                continue
            got = _placeholders(form)
            # a plural's translation may leave out the count of its singular ("1 card")
            if got != wanted and got != singular:
                bad.append(f"{_label(message)}: {sorted(got)} != {sorted(wanted)} in {form!r}")
    assert not bad, f"{domain} {lang}:\n" + "\n".join(bad[:60])


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_the_mo_files_are_compiled_from_the_po_files(domain: str, lang: str) -> None:
    mo_path = DOMAINS[domain] / "locale" / lang / "LC_MESSAGES" / f"{domain}.mo"
    with mo_path.open("rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    stale = []
    for message in _po(domain, lang):
        if not message.id or message.fuzzy or not all(_forms(message.string)):
            continue  # untranslated or fuzzy: not compiled (the English shows)
        ids = _ids(message)
        forms = _forms(message.string)
        if len(ids) > 1:
            for n, form in zip(_sample_counts(lang, len(forms)), forms, strict=False):
                got = (
                    compiled.npgettext(message.context, ids[0], ids[1], n)
                    if message.context
                    else compiled.ngettext(ids[0], ids[1], n)
                )
                if got != form:
                    stale.append(f"{_label(message)} (n={n}): .mo {got!r}, .po {form!r}")
        else:
            got = (
                compiled.pgettext(message.context, ids[0])
                if message.context
                else compiled.gettext(ids[0])
            )
            if got != forms[0]:
                stale.append(f"{_label(message)}: .mo {got!r}, .po {forms[0]!r}")
    assert not stale, f"{domain} {lang}: run `scripts/i18n.py compile`:\n" + "\n".join(stale[:40])


def _sample_counts(lang: str, forms: int) -> list[int]:
    """A count that selects each plural form in turn (Japanese has one, French two)."""
    return [1, 2][:forms] if lang == "fr" else [1]


@pytest.mark.parametrize("domain", list(DOMAINS))
def test_the_templates_list_what_the_source_marks(domain: str) -> None:
    script = load_script("i18n")
    source = {(m.context, _ids(m)[0]) for m in script.extract(domain) if m.id}
    template = {(m.context, _ids(m)[0]) for m in _pot(domain) if m.id}
    new = sorted(source - template, key=str)
    gone = sorted(template - source, key=str)
    assert not new and not gone, (
        f"{domain}.pot is stale: run `scripts/i18n.py extract && scripts/i18n.py update`; "
        f"not in the .pot: {new[:20]}; no longer in the source: {gone[:20]}"
    )
