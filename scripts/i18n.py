"""The message catalogues: extract, update, compile, check and absorb translations.

    python scripts/i18n.py extract     # source -> engine/locale/engine.pot, napoleon_gui/locale/...
    python scripts/i18n.py update      # the templates -> every <lang>.po (translations kept)
    python scripts/i18n.py compile     # every .po -> .mo (what the program reads)
    python scripts/i18n.py check       # untranslated or fuzzy entries; exit 1 if any
    python scripts/i18n.py all         # extract, update, compile, check
    python scripts/i18n.py absorb FILE.json [...]   # translations from a helper file

Two gettext domains, one per package: ``engine`` (refusals, hints, score lines, terms) and
``napoleon_gui`` (the table). Both are extracted with Babel using the keywords below; the
English text is the msgid. An absorb file is a JSON list of
``{"domain", "msgid", "context"?, "plural"?, "ja"?, "fr"?}`` (plural entries give lists).
Every command takes a lock, so several people (or helpers) may absorb at once.
"""

from __future__ import annotations

import fcntl
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
DOMAINS = {"engine": ROOT / "engine", "napoleon_gui": ROOT / "napoleon_gui"}
TRANSLATED = ("ja", "fr")
#: rule texts that stay English in French mode (the viewer says so); every other message
#: needs every language
ENGLISH_ONLY = {"fr": ("rules:napoleon", "rules:rettler", "rules:mustfollow")}
KEYWORDS: dict[str, Any] = {
    **DEFAULT_KEYWORDS,
    "said": None,
    "said_p": ((1, "c"), 2),
    "said_n": (1, 2),
    "N_": None,
    "Np_": ((1, "c"), 2),
    "Nn_": (1, 2),
}
#: rule texts read at run time from a bundled specification: (domain, file, context); they are
#: shown as they are, never formatted, so their braces are not placeholders
SPECIFICATIONS = [
    ("napoleon_gui", ROOT / "assets" / "rules" / "rettler.md", "rules:rettler"),
    # the strategy notes N-AI (section 18 of napoleon.md): the Tactics of the rules viewers
    ("napoleon_gui", ROOT / "assets" / "rules" / "napoleon_tactics.md", "rules:napoleon"),
]
#: contexts whose every message is a specification paragraph; ``rules:napoleon`` also holds
#: the formatted rule texts of napoleon_gui/games/napoleon/rule_texts/, so its placeholders are
#: checked (its strategy notes have no braces)
NOT_FORMATTED = {"rules:rettler"}
METHODS = [("**/tests/**", "ignore"), ("**.py", "python")]
HEADER = "Napoleon Table"


def template_path(domain: str) -> Path:
    return DOMAINS[domain] / "locale" / f"{domain}.pot"


def po_path(domain: str, lang: str) -> Path:
    return DOMAINS[domain] / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"


@contextmanager
def locked() -> Iterator[None]:
    lock = ROOT / ".i18n.lock"
    with open(lock, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def read(path: Path, lang: str | None = None) -> Catalog:
    if not path.exists():
        return Catalog(locale=lang, project=HEADER, fuzzy=False)
    with open(path, "rb") as handle:
        return read_po(handle, locale=lang)


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "wb") as handle:
        write_po(
            handle, catalog, width=100, sort_output=False, omit_header=False, include_previous=False
        )
    tmp.replace(path)


def extract(domain: str) -> Catalog:
    """The domain's messages as the source says them today."""
    package = DOMAINS[domain]
    catalog = Catalog(project=HEADER, fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
        str(package),
        METHODS,
        keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        path = f"{package.name}/{filename}"
        catalog.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    for spec_domain, spec, spec_context in SPECIFICATIONS:
        if spec_domain == domain:
            where = str(spec.relative_to(ROOT))
            for rule_id, text in specification_rules(spec).items():
                catalog.add(text, None, [(where, 0)], auto_comments=[rule_id], context=spec_context)
    return catalog


def specification_rules(path: Path) -> dict[str, str]:
    """Rule ID -> paragraph of a specification, exactly as the rules viewer reads it
    (``napoleon_gui/games/rettler/rules_viewer.py: rule_texts`` parses the same way)."""
    import re

    bullet = re.compile(r"^\* \*\*([A-Z]+-[A-Z]+-\d+)\*\*\s*(.*)$")
    out: dict[str, str] = {}
    current: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        found = bullet.match(line)
        if found:
            current = found.group(1)
            out[current] = (out.get(current, "") + " " + found.group(2)).strip()
        elif current is not None and line.startswith("  ") and line.strip():
            out[current] += " " + line.strip()
        else:
            current = None
    return out


def cmd_extract() -> None:
    for domain in DOMAINS:
        catalog = extract(domain)
        write(template_path(domain), catalog)
        print(f"{template_path(domain).relative_to(ROOT)}: {len(catalog)} messages")


def cmd_update() -> None:
    for domain in DOMAINS:
        template = read(template_path(domain))
        for lang in TRANSLATED:
            path = po_path(domain, lang)
            catalog = read(path, lang)
            catalog.update(template, no_fuzzy_matching=True)
            catalog.obsolete.clear()  # a message gone from the source is gone
            write(path, catalog)


def cmd_compile() -> None:
    for domain in DOMAINS:
        for lang in TRANSLATED:
            path = po_path(domain, lang)
            catalog = read(path, lang)
            with open(path.with_suffix(".mo"), "wb") as handle:
                write_mo(handle, catalog, use_fuzzy=False)


def missing(domain: str, lang: str) -> list[Message]:
    """Entries of ``lang`` with no translation (or only a fuzzy one)."""
    catalog = read(po_path(domain, lang), lang)
    out = []
    exempt = ENGLISH_ONLY.get(lang, ())
    for message in catalog:
        if not message.id or message.context in exempt:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            out.append(message)
    return out


def cmd_check() -> int:
    bad = 0
    for domain in DOMAINS:
        for lang in TRANSLATED:
            for message in missing(domain, lang):
                bad += 1
                where = message.locations[0] if message.locations else ("?", 0)
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                print(f"{domain} {lang}: untranslated {msgid!r} ({where[0]}:{where[1]})")
    return 1 if bad else 0


def cmd_absorb(files: list[str]) -> None:
    """Translations from JSON files into the .po files (entries the template lacks are
    added, so absorbing before the next extract loses nothing)."""
    entries: list[dict[str, Any]] = []
    for name in files:
        entries.extend(json.loads(Path(name).read_text(encoding="utf-8")))
    for domain in DOMAINS:
        for lang in TRANSLATED:
            path = po_path(domain, lang)
            catalog = read(path, lang)
            for entry in entries:
                if entry.get("domain", "engine") != domain or not entry.get(lang):
                    continue
                msgid: Any = entry["msgid"]
                string: Any = entry[lang]
                if entry.get("plural"):
                    msgid = (entry["msgid"], entry["plural"])
                    string = tuple(string) if isinstance(string, list) else (string,)
                context = entry.get("context")
                old = catalog.get(msgid if isinstance(msgid, str) else msgid[0], context)
                if old is not None:
                    old.string, old.flags = string, set()
                else:
                    catalog.add(msgid, string, context=context)
            write(path, catalog)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    with locked():
        if command == "extract":
            cmd_extract()
        elif command == "update":
            cmd_update()
        elif command == "compile":
            cmd_compile()
        elif command == "check":
            return cmd_check()
        elif command == "absorb":
            cmd_absorb(rest)
        elif command == "all":
            cmd_extract()
            cmd_update()
            cmd_compile()
            return cmd_check()
        else:
            print(f"unknown command {command!r}; see --help", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
