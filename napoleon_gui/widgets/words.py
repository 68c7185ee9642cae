"""Wording every game's panels and windows share: seat names, card lists, colours, and
following a language change."""

from __future__ import annotations

import contextlib
import weakref
from collections.abc import Iterable, Sequence
from typing import Any

from engine.cards import Card, sort_key
from napoleon_gui import i18n
from napoleon_gui.i18n import N_, Entry, Np_, card_text, register, tr

_STRINGS: dict[str, Entry] = {
    "dlg_cards_one": N_("1 card"),
    "dlg_cards_many": N_("{n} cards"),
    "dlg_ok": N_("OK"),
    "dlg_cancel": N_("Cancel"),
    "dlg_close_window": Np_("dlg_close_window", "Close"),
    "dlg_seat_default": N_("Player {n}"),
    "dlg_you_suffix": N_("{name} (you)"),
    "dlg_none": N_("—"),
}

register(_STRINGS)


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name of ``seat`` (a default "Player n" when the list has none)."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return tr("dlg_seat_default", n=seat + 1)


def cards_count(n: int) -> str:
    """``1 card`` / ``3 cards`` (``1枚`` / ``3枚``): a number of cards with the right plural."""
    return tr("dlg_cards_one") if n == 1 else tr("dlg_cards_many", n=n)


def cards_text(cards: Iterable[Card], *, sort: bool = True) -> str:
    items = sorted(cards, key=sort_key) if sort else list(cards)
    return " ".join(card_text(c) for c in items) if items else tr("dlg_none")


def is_red(card: Card) -> bool:
    """Hearts and diamonds are printed red."""
    return card < 52 and card // 13 in (1, 2)


def follow_language(widget: Any, method: str = "retranslate") -> None:
    """Call ``widget.<method>()`` whenever the language changes, for as long as the widget
    lives (weakly referenced, so closed windows are not kept alive)."""
    ref = weakref.ref(widget)

    def listener(_lang: str) -> None:
        target = ref()
        if target is None:
            return
        with contextlib.suppress(RuntimeError):  # the C++ side of the widget is gone
            getattr(target, method)()

    i18n.on_language_changed(listener)
