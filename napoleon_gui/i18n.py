"""Japanese and English for every visible string.

Each module registers its own catalogue (``register({"key": {"en": ..., "ja": ...}})``) and
looks strings up with ``tr(key, **fmt)``. The language comes from the settings, or from the
system locale on first start. Game terms follow ``shared/rules/GLOSSARY.md``.
"""

from __future__ import annotations

import locale
from collections.abc import Callable

from engine.cards import SUIT_SYMBOLS, Card, card_label

LANGUAGES = ("en", "ja")
_catalogue: dict[str, dict[str, str]] = {}
_language = "en"
_listeners: list[Callable[[str], None]] = []


def register(entries: dict[str, dict[str, str]]) -> None:
    for key, texts in entries.items():
        missing = [lang for lang in LANGUAGES if lang not in texts]
        if missing:
            raise ValueError(f"i18n key {key!r} lacks {', '.join(missing)}")
        _catalogue[key] = texts


def tr(key: str, **fmt: object) -> str:
    """The string ``key`` in the current language, formatted with ``fmt``."""
    texts = _catalogue.get(key)
    if texts is None:
        return key  # a missing key shows up on screen instead of crashing
    text = texts.get(_language) or texts["en"]
    return text.format(**fmt) if fmt else text


def language() -> str:
    return _language


def set_language(lang: str) -> None:
    global _language
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    _language = lang
    for listener in list(_listeners):
        listener(lang)


def on_language_changed(listener: Callable[[str], None]) -> None:
    _listeners.append(listener)


def system_language() -> str:
    """``ja`` when the system locale is Japanese, else ``en``."""
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "ja" if code.lower().startswith("ja") else "en"


# --- game terms shared by every widget (GLOSSARY.md) -------------------------------------
TRUMP_NAMES = {
    "S": {"en": "♠ spades", "ja": "♠ スペード"},
    "H": {"en": "♡ hearts", "ja": "♡ ハート"},
    "D": {"en": "♢ diamonds", "ja": "♢ ダイヤ"},
    "C": {"en": "♣ clubs", "ja": "♣ クラブ"},
    "red": {"en": "red", "ja": "赤"},
    "black": {"en": "black", "ja": "黒"},
    "nt": {"en": "no-trump", "ja": "ノートラ"},
    "igo_nt": {"en": "Go-Shogi club no-trump", "ja": "囲碁将棋部ノートラ"},
    "chigaku_nt": {"en": "Earth-science club no-trump", "ja": "地学部ノートラ"},
}
SUIT_NAMES = {
    "en": ("spades", "hearts", "diamonds", "clubs"),
    "ja": ("スペード", "ハート", "ダイヤ", "クラブ"),
}


def trump_name(kind: str, label: str | None = None) -> str:
    """A trump kind as players call it; ``label`` overrides (igoshokai calls its NT "NT")."""
    if label and label != kind:
        return label
    names = TRUMP_NAMES.get(kind)
    return names.get(_language, names["en"]) if names else kind


def suit_name(suit: int) -> str:
    return f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES.get(_language, SUIT_NAMES['en'])[suit]}"


def card_text(card: Card) -> str:
    """``♠A``, ``♡10``; the joker is ``JK`` / ``ジョーカー``."""
    if card == 52:
        return "ジョーカー" if _language == "ja" else "Joker"
    return card_label(card)
