"""Every visible string of the table, through gettext catalogues (``napoleon_gui/locale``).

Each module registers its strings under keys, with the English text as the gettext msgid::

    register({
        "deal_over": N_("The deal is over."),
        "cards_left": Nn_("{n} card left", "{n} cards left"),   # plural by ``n``
        "close_auction": Np_("auction", "Close"),               # context: same English
    })

and looks them up with ``tr(key, **fmt)`` in the current language. The markers are Babel
extraction keywords (``scripts/i18n.py``); the translations live in
``napoleon_gui/locale/<lang>/LC_MESSAGES/napoleon_gui.po``. Game terms (suits, trump kinds,
roles) come from the one term table, :mod:`engine.terms`. Messages the engine makes
(``engine.text.Text``) are shown with :func:`engine_text`.
"""

from __future__ import annotations

import locale
import weakref
from collections.abc import Callable, Iterable
from typing import NamedTuple

from engine import terms
from engine.cards import Card
from engine.score_formula import listed
from engine.text import LANGUAGES as LANGUAGES
from engine.text import Catalogue, in_language, register_catalogue
from napoleon_gui.resources import locale_dir

GUI = Catalogue("napoleon_gui", locale_dir())
register_catalogue(GUI)

_language = "en"
#: who follows the language: each listener with a weak reference to what it serves (None: for
#: good); a listener whose owner is gone is dropped, so that an evening of opened and closed
#: windows leaves no growing list to walk at every change
_listeners: list[tuple[Callable[[str], None], weakref.ref[object] | None]] = []


class Entry(NamedTuple):
    """A registered string: its msgid, and a plural form or a context when it has one."""

    msgid: str
    plural: str | None = None
    context: str | None = None


def N_(msgid: str) -> Entry:
    return Entry(msgid)


def Nn_(singular: str, plural: str) -> Entry:
    """A string with a count; ``tr(key, n=...)`` picks the form."""
    return Entry(singular, plural=plural)


def Np_(context: str, msgid: str) -> Entry:
    """A string whose English is also used elsewhere with another meaning."""
    return Entry(msgid, context=context)


_catalogue: dict[str, Entry] = {}


def register(entries: dict[str, Entry]) -> None:
    for key, entry in entries.items():
        if not isinstance(entry, Entry):
            raise TypeError(f"i18n key {key!r}: mark the English with N_(), Nn_() or Np_()")
        _catalogue[key] = entry


def tr(key: str, **fmt: object) -> str:
    """The string ``key`` in the current language, formatted with ``fmt`` (an engine
    ``Text`` argument is shown in the same language); a plural string counts ``n``."""
    return tr_in(_language, key, **fmt)


def tr_in(lang: str, key: str, **fmt: object) -> str:
    """The string ``key`` in ``lang`` (e.g. to size a widget for its widest language)."""
    entry = _catalogue.get(key)
    if entry is None:
        return key  # a missing key shows up on screen instead of crashing
    count = fmt.get("n")
    text = GUI.translate(
        entry.msgid,
        lang,
        context=entry.context,
        plural=entry.plural,
        n=count if isinstance(count, int) else None,
    )
    if not fmt:
        return text
    return text.format(
        **{k: in_language(v, lang) if isinstance(v, str) else v for k, v in fmt.items()}
    )


def english(key: str) -> str:
    """The English of ``key`` (its msgid), whatever the language."""
    entry = _catalogue.get(key)
    return entry.msgid if entry else key


def keys() -> list[str]:
    return list(_catalogue)


def language() -> str:
    return _language


def set_language(lang: str) -> None:
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    if lang == _language:
        # no change, nothing to redo: each new window sets the language it was saved with,
        # and every open table would otherwise be laid out again for nothing
        return
    _language = lang
    _listeners[:] = [(f, owner) for f, owner in _listeners if owner is None or owner() is not None]
    for listener, _owner in list(_listeners):
        listener(lang)


def on_language_changed(listener: Callable[[str], None], owner: object | None = None) -> None:
    """Call ``listener`` after every change of language; with an ``owner``, only while the
    owner lives (the listener is dropped at the first change after it is gone)."""
    _listeners.append((listener, weakref.ref(owner) if owner is not None else None))


def listening() -> int:
    """How many listeners follow the language now (a closed window's are dropped)."""
    return sum(1 for _f, owner in _listeners if owner is None or owner() is not None)


def system_language() -> str:
    """The system locale's language when the program speaks it, else ``en``."""
    try:
        code = (locale.getlocale()[0] or "").lower()
    except ValueError:
        code = ""
    return next((lang for lang in LANGUAGES if code.startswith(lang)), "en")


def engine_text(text: str) -> str:
    """A message of the engine (``engine.text.Text``) in the current language."""
    return in_language(text, _language)


def names_list(names: Iterable[str]) -> str:
    """Names listed the way the current language lists them: "Anne, Bob" (アン、ボブ); the
    separator is the engine's (``engine.score_formula.listed``), one place for both."""
    return in_language(listed(list(names)), _language)


# --- game terms, from the one term table (engine/terms.py) ------------------------------
def trump_name(kind: str, label: str | None = None) -> str:
    """A trump kind as players call it; ``label`` overrides (igoshokai calls its NT "NT")."""
    return in_language(terms.trump_name(kind, label), _language)


def suit_name(suit: int) -> str:
    return in_language(terms.suit_name(suit), _language)


def card_text(card: Card) -> str:
    """``♠A``, ``♡10``; the joker by its name in the current language."""
    return in_language(terms.card_name(card), _language)
