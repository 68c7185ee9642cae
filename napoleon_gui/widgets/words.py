"""Wording every game's panels and windows share: seat names, card lists, colours, and
following a language change."""

from __future__ import annotations

import contextlib
import functools
import weakref
from collections.abc import Iterable, Sequence

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
    # the human's default seat name, in the player's language (``display_name``)
    "default_human_name": Np_("player name", "You"),
    # the AI seats' default names (settings.DEFAULT_PLAYER_NAMES), each language its own
    "default_ai_name_1": Np_("player name", "Anne"),
    "default_ai_name_2": Np_("player name", "Ben"),
    "default_ai_name_3": Np_("player name", "Clara"),
    "default_ai_name_4": Np_("player name", "David"),
    "default_ai_name_5": Np_("player name", "Emma"),
    "default_ai_name_6": Np_("player name", "Felix"),
    "default_ai_name_7": Np_("player name", "Grace"),
}
DEFAULT_NAME_KEYS = ("default_human_name", *(f"default_ai_name_{i}" for i in range(1, 8)))

register(_STRINGS)

#: issue 25 (polish25): a line said by someone ("You: Pass", "Anne: I take 8 tricks"), so
#: that French puts its space before the colon ("Vous : Passe") like every other colon
register({"who_said": Np_("who_said", "{name}: {text}")})


def who_said(name: str, text: str) -> str:
    """``text`` said or played by ``name``, with the language's colon."""
    return tr("who_said", name=name, text=text)


#: the engine's preset titles and the games' names, in the player's language
#: (``preset_title``, ``game_title``); key ``dlg_preset_<game>_<preset>`` (the games
#: register their own preset titles too: Belote's and Rettler's are in their ``texts.py``).
#: Every game's name is here, so that New game names each game in the player's language
#: before that game's table texts are loaded.
register(
    {
        "dlg_game_napoleon": N_("Napoleon"),
        "dlg_game_rettler": N_("Rettler"),
        "dlg_game_belote": N_("Belote"),
        "dlg_game_mustfollow": N_("Co-operative must-follow game"),
        "dlg_preset_napoleon_book": N_("Rule book (How to Play Napoleon and Rettler Properly)"),
        "dlg_preset_napoleon_fukashi": N_("Fukashi rules"),
        "dlg_preset_napoleon_igoshokai": N_("Igosho-kai rules"),
        "dlg_preset_napoleon_two_player_1": N_("Two-player Napoleon, version 1"),
        "dlg_preset_napoleon_two_player_2": N_("Two-player Napoleon, version 2"),
        "dlg_preset_napoleon_four_pile_3p": N_("Four-pile three-player Napoleon"),
        "dlg_preset_napoleon_imperialist": N_("Imperialist Napoleon"),
        "dlg_preset_napoleon_blind_stand": N_("Blind-stand Napoleon"),
        "dlg_preset_napoleon_urako": N_("Urako"),
        "dlg_preset_mustfollow_first_edition": N_("First edition (2016)"),
        "dlg_preset_mustfollow_silent_table": N_("First edition, no table talk"),
    }
)


def preset_title(game: str, preset: str, title: str = "") -> str:
    """A preset's title in the player's language; a preset the table does not know (a
    custom one) keeps the engine's ``title`` (or its name)."""
    key = f"dlg_preset_{game}_{preset}"
    text = tr(key)
    return text if text != key else i18n.engine_text(title or preset)


def game_title(game: str, title: str = "") -> str:
    """A game's name in the player's language (the New game dialog's words)."""
    key = f"dlg_game_{game}"
    text = tr(key)
    return text if text != key else i18n.engine_text(title or game)


def default_human_names() -> set[str]:
    """The human's default name in every language ("You", "あなた", "Vous")."""
    return {i18n.tr_in(lang, "default_human_name") for lang in i18n.LANGUAGES}


def _near_languages() -> tuple[str, ...]:
    """The current language and English: a name is looked for in these first, and in the
    other languages' catalogues (read from disk when first used) only when it is not there:
    the default names of a fresh start are the current language's."""
    return (i18n.language(), "en")


def is_default_human_name(name: str) -> bool:
    """``name`` is the human's default name in some language (not renamed by the player)."""
    near = {i18n.tr_in(lang, "default_human_name") for lang in _near_languages()}
    return name in near or name in default_human_names()


def display_name(name: str) -> str:
    """A seat name as shown: a default name follows the language ("You" becomes "あなた" in
    Japanese, "Anne" 花子); a name the player chose stays as written."""
    for languages in (_near_languages(), tuple(i18n.LANGUAGES)):
        key = _default_name_keys(languages).get(name)
        if key is not None:
            return tr(key)
    return name


@functools.cache
def _default_name_keys(languages: tuple[str, ...]) -> dict[str, str]:
    """Each default name in ``languages`` → its key (the first key that has it). Every seat
    name on the table passes through ``display_name`` at each move: one dictionary look-up
    instead of eight sets of translations (about 5 % of a Rettler deal's processor time)."""
    keys: dict[str, str] = {}
    for key in DEFAULT_NAME_KEYS:
        for lang in languages:
            keys.setdefault(i18n.tr_in(lang, key), key)
    return keys


def seat_name(names: Sequence[str], seat: int) -> str:
    """The name of ``seat`` (a default "Player n" when the list has none)."""
    if 0 <= seat < len(names) and names[seat]:
        return display_name(names[seat])
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


def follow_language(widget: object, method: str = "retranslate") -> None:
    """Call ``widget.<method>()`` whenever the language changes, for as long as the widget
    lives (weakly referenced, so closed windows are not kept alive) and its table is open:
    the widgets of a closed table (``table_closed``) no longer follow, since the game they
    show may be gone."""
    ref = weakref.ref(widget)

    def listener(_lang: str) -> None:
        target = ref()
        if target is None:
            return
        with contextlib.suppress(RuntimeError):  # the C++ side of the widget is gone
            window = getattr(target, "window", None)  # a widget's top-level window
            if callable(window) and getattr(window(), "table_closed", False):
                return
            getattr(target, method)()

    i18n.on_language_changed(listener, widget)
