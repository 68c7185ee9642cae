"""Messages that players read, in every language of the program, through gettext catalogues.

The engine decides the words as well as the rule, but never the language: a refusal reason, a
hint or a score line is a :class:`Text`, an English ``str`` (logs, the command line and tests
compare it as such) that remembers its message template and arguments, so the GUI can show it
in the player's language with :func:`in_language`. The translations are ordinary gettext
catalogues (``engine/locale/<lang>/LC_MESSAGES/engine.po``, compiled to ``.mo``); the GUI
keeps its own (``napoleon_gui/locale``) through the same :class:`Catalogue`. Both are
extracted and compiled with Babel: ``python scripts/i18n.py`` (see CONTRIBUTING.md).

Writing a message: ``said("{card} is not in the hand", card=card_text(c))``; the template is
the gettext msgid, so it must be a literal for extraction. ``said_n`` chooses a plural form
by ``n``; ``said_p`` adds a context where one English word needs two translations. An
argument that is itself a :class:`Text` is rendered in the same language.
"""

from __future__ import annotations

import gettext
import io
import struct
import threading
from collections.abc import Mapping
from pathlib import Path
from typing import Any

#: the languages with a catalogue; English is the source language (the msgids)
LANGUAGES = ("en", "ja", "fr")
LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "fr": "Français"}

#: the human seat's default name in each language: a sentence whose subject it is takes the
#: second person ("You made", "Vous avez réussi"), not a name's third person
HUMAN_DEFAULT_NAMES = frozenset({"You", "Vous", "あなた"})


def _read_catalogue(domain: str, localedir: Path, lang: str) -> gettext.NullTranslations:
    """The compiled catalogue (``.mo``) of ``domain`` in ``lang``, read through the one
    reader of files (``engine.safe_file``: a regular file of at most 16 MiB); a missing,
    special or broken one leaves the English text (``NullTranslations``)."""
    found = gettext.find(domain, str(localedir), languages=[lang])
    if found is None:
        return gettext.NullTranslations()
    from . import safe_file

    try:
        return gettext.GNUTranslations(io.BytesIO(safe_file.read_bytes(found)))
    except (OSError, ValueError, LookupError, UnicodeDecodeError, struct.error):
        return gettext.NullTranslations()


class Catalogue:
    """One gettext domain (``engine`` or ``napoleon_gui``) in every language; the
    translations are loaded on first use and kept."""

    def __init__(self, domain: str, localedir: Path, *, translated: bool = True) -> None:
        self.domain = domain
        self.localedir = localedir
        self.translated = translated
        self._loaded: dict[str, gettext.NullTranslations] = {}
        self._lock = threading.Lock()

    def translations(self, lang: str) -> gettext.NullTranslations:
        found = self._loaded.get(lang)
        if found is None:
            with self._lock:
                if lang == "en":
                    found = gettext.NullTranslations()
                else:
                    found = _read_catalogue(self.domain, self.localedir, lang)
                self._loaded[lang] = found
        return found

    def reload(self) -> None:
        """Forget the loaded catalogues (after ``scripts/i18n.py compile``)."""
        with self._lock:
            self._loaded.clear()

    def translate(
        self,
        msgid: str,
        lang: str,
        *,
        context: str | None = None,
        plural: str | None = None,
        n: int | None = None,
    ) -> str:
        if not self.translated:
            return msgid if plural is None or n == 1 else plural
        t = self.translations(lang)
        if plural is not None:
            count = 1 if n is None else n
            if context is not None:
                return t.npgettext(context, msgid, plural, count)
            return t.ngettext(msgid, plural, count)
        if context is not None:
            return t.pgettext(context, msgid)
        return t.gettext(msgid)


ENGINE = Catalogue("engine", Path(__file__).resolve().parent / "locale")


def render(value: object, lang: str) -> object:
    """``value`` as an argument of a message in ``lang``: a Text in that language, anything
    else as it is (so ``{points:+d}`` still formats a number)."""
    if isinstance(value, Text):
        return value.in_language(lang)
    return value


class Text(str):
    """An English message (its ``str`` value) that can be shown in any catalogue language."""

    msgid: str
    context: str | None
    plural: str | None
    n: int | None
    args: Mapping[str, object]
    catalogue: Catalogue

    def __new__(
        cls,
        msgid: str,
        args: Mapping[str, object] | None = None,
        *,
        context: str | None = None,
        plural: str | None = None,
        n: int | None = None,
        catalogue: Catalogue = ENGINE,
    ) -> Text:
        values = dict(args or {})
        template = msgid if plural is None or n == 1 else plural
        english = _format(template, values, "en")
        text = super().__new__(cls, english)
        text.msgid, text.context, text.plural, text.n = msgid, context, plural, n
        text.args, text.catalogue = values, catalogue
        return text

    def in_language(self, lang: str) -> str:
        if lang == "en":
            return str.__str__(self)
        template = self.catalogue.translate(
            self.msgid, lang, context=self.context, plural=self.plural, n=self.n
        )
        return _format(template, self.args, lang)

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            _rebuild,
            (self.msgid, self.args, self.context, self.plural, self.n, self.catalogue.domain),
        )

    def __deepcopy__(self, memo: dict[int, object]) -> Text:
        return self  # immutable, like the str it is

    def __copy__(self) -> Text:
        return self


def _format(template: str, args: Mapping[str, object], lang: str) -> str:
    if not args:
        return template
    return template.format(**{k: render(v, lang) for k, v in args.items()})


_CATALOGUES: dict[str, Catalogue] = {"engine": ENGINE}


def register_catalogue(catalogue: Catalogue) -> None:
    """Make ``catalogue`` known by its domain, so pickled Texts of it can be rebuilt."""
    _CATALOGUES[catalogue.domain] = catalogue


def _rebuild(
    msgid: str,
    args: Mapping[str, object],
    context: str | None,
    plural: str | None,
    n: int | None,
    domain: str,
) -> Text:
    return Text(
        msgid, args, context=context, plural=plural, n=n, catalogue=_CATALOGUES.get(domain, ENGINE)
    )


# --- writing messages (the names are Babel extraction keywords: see babel.cfg) ----------
def said(msgid: str, /, **args: object) -> Text:
    """A message of the engine; ``msgid`` is its English template."""
    return Text(msgid, args)


def said_p(context: str, msgid: str, /, **args: object) -> Text:
    """A message whose English needs ``context`` to be translated right."""
    return Text(msgid, args, context=context)


def said_n(singular: str, plural: str, n: int, /, **args: object) -> Text:
    """A message with a count: ``said_n("{n} card", "{n} cards", k, n=k)``."""
    return Text(singular, args, plural=plural, n=n)


def joined(parts: list[Text] | list[str], separator: str = ", ") -> Text:
    """``parts`` joined, each in the language of the whole (the separator is not
    translated: use it for lists of cards, names and clauses)."""
    args = {f"p{i}": part for i, part in enumerate(parts)}
    template = separator.join("{" + key + "}" for key in args)
    return Text(template.replace("{}", "{{}}"), args, catalogue=_IDENTITY)


#: for templates built at run time (``joined``): never looked up
_IDENTITY = Catalogue("untranslated", Path("."), translated=False)
register_catalogue(_IDENTITY)


def in_language(text: str, lang: str) -> str:
    """``text`` in ``lang``; a plain ``str`` (a name, a card) is returned as it is."""
    if isinstance(text, Text):
        return text.in_language(lang)
    return str(text)
