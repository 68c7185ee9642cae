"""Messages that players read, in English and Japanese.

A refusal reason or a hint is an English ``str`` (logs, the command line, tests compare it as
such) that also carries its Japanese wording; the GUI shows the one of the UI language with
``in_language``. Keeping both at the place that decides the message means the engine stays the
single source of the words as well as the rule.
"""

from __future__ import annotations

LANGUAGES = ("en", "ja")
SUIT_NAMES = {
    "en": ("spades", "hearts", "diamonds", "clubs"),
    "ja": ("スペード", "ハート", "ダイヤ", "クラブ"),
}


class Said(str):
    """An English message with its Japanese wording in ``ja``."""

    ja: str

    def __new__(cls, en: str, ja: str) -> Said:
        text = super().__new__(cls, en)
        text.ja = ja
        return text

    def __reduce__(self) -> tuple[type[Said], tuple[str, str]]:
        return (Said, (str(self), self.ja))


def in_language(text: str, lang: str) -> str:
    """``text`` in ``lang`` ("en" or "ja"); plain strings are returned as they are."""
    if lang == "ja" and isinstance(text, Said):
        return text.ja
    return str(text)
