"""Belote's words on the table and in the dialogs, English and Japanese (keys ``bel_``).

Only wording lives here: which bids, melds or cards are possible always comes from the
engine (``view.legal``, events, ``DealResult.detail``). Terms follow belote.md: 切り札
(trump), 切り札候補カード (candidate), 手役 (meld), ブロット / ルブロット.
"""

from __future__ import annotations

from engine.actions import Action, Pass, PlayCard
from engine.cards import SUIT_LETTERS
from engine.games.belote.actions import AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from napoleon_gui.i18n import card_text, register, tr, trump_name

STRINGS: dict[str, dict[str, str]] = {
    # bids and contracts
    "bel_take": {"en": "Take", "ja": "取る"},
    "bel_take_suit": {"en": "Take {trump}", "ja": "{trump}で取る"},
    "bel_pass": {"en": "Pass", "ja": "パス"},
    "bel_sa": {"en": "Sans atout", "ja": "サン・アトゥ"},
    "bel_ta": {"en": "Tout atout", "ja": "トゥ・アトゥ"},
    "bel_bid_suit": {"en": "{trump}", "ja": "{trump}"},
    "bel_contract": {"en": "Contract: {bid} ({name})", "ja": "契約: {bid}({name})"},
    "bel_bidding": {"en": "Bidding, round {n}", "ja": "ビッド {n}巡目"},
    "bel_candidate": {"en": "Candidate: {card}", "ja": "切り札候補: {card}"},
    "bel_bottom": {"en": "Bottom card: {card}", "ja": "底札: {card}"},
    "bel_bottom_label": {"en": "Candidate and bottom card", "ja": "候補カードと底札"},
    "bel_dealer": {"en": "Dealer: {name}", "ja": "親: {name}"},
    "bel_trick": {"en": "Trick {k} of 8", "ja": "{k} / 8 トリック目"},
    "bel_role_taker": {"en": "Taker", "ja": "テイカー"},
    "bel_team_ns": {"en": "Team N–S", "ja": "南北チーム"},
    "bel_team_ew": {"en": "Team E–W", "ja": "東西チーム"},
    "bel_points": {"en": "Pts {n}", "ja": "{n}点"},
    "bel_melds_line": {"en": "Melds scored by {name}", "ja": "手役の得点: {name}"},
    "bel_no_melds": {"en": "Melds: none", "ja": "手役: なし"},
    "bel_belote_line": {"en": "Belote: {name}", "ja": "ブロット: {name}"},
    "bel_target": {"en": "Game to {n}", "ja": "{n}点先取"},
    # speech bubbles
    "bel_say_belote": {"en": "Belote!", "ja": "ブロット!"},
    "bel_say_rebelote": {"en": "Rebelote!", "ja": "ルブロット!"},
    "bel_say_also": {"en": "{meld} too", "ja": "{meld}も"},
    "bel_say_silent": {"en": "—", "ja": "—"},
    "bel_say_statement": {"en": "To the {card}", "ja": "{card}まで"},
    "bel_shows": {"en": "Shows {cards}", "ja": "公開 {cards}"},
    # meld classes
    "bel_meld_tierce": {"en": "Tierce", "ja": "ティエルス"},
    "bel_meld_cinquante": {"en": "Cinquante", "ja": "カンカント"},
    "bel_meld_cent": {"en": "Cent", "ja": "サン"},
    "bel_meld_carre": {"en": "Four {rank}s", "ja": "{rank}のカレ"},
    "bel_packets": {"en": "Deal {order}", "ja": "配り方 {order}"},
    "bel_packets_3_then_2": {"en": "3 then 2", "ja": "3枚・2枚"},
    "bel_packets_2_then_3": {"en": "2 then 3", "ja": "2枚・3枚"},
    "bel_play_belote": {"en": "play {card} saying belote", "ja": "{card}を出してブロット"},
    "bel_play": {"en": "play {card}", "ja": "{card}を出す"},
    "dlg_game_belote": {"en": "Belote", "ja": "ブロット"},
    "dlg_preset_belote_standard": {"en": "Standard (seed rules, 赤桐 1998)",
                                   "ja": "標準(赤桐 1998 の本文)"},
    "dlg_preset_belote_option_bids": {"en": "With sans-atout and tout-atout bids (to 3000)",
                                      "ja": "サン・アトゥとトゥ・アトゥあり(3000点)"},
    "dlg_preset_belote_sa_only": {"en": "Sans atout only, after a suit bid (to 3000)",
                                  "ja": "スート宣言後のサン・アトゥのみ(3000点)"},
    "dlg_preset_belote_tournament": {"en": "Tournament: no melds but belote",
                                     "ja": "トーナメント: 手役なし(ブロットのみ)"},
    "dlg_preset_belote_modern": {"en": "Melds before play; failing side keeps its belote",
                                 "ja": "手役はプレイ前に宣言、失敗側もブロットを保持"},
    "dlg_preset_belote_mcleod": {"en": "Cut, never shuffled (John McLeod)",
                                 "ja": "シャッフルせずカットのみ(John McLeod)"},
}

register(STRINGS)


def suit_of_bid(code: str) -> str:
    """``♠ spades`` for a suit letter; ``Sans atout`` / ``Tout atout`` otherwise."""
    if code in SUIT_LETTERS:
        return trump_name(code)
    return tr(f"bel_{code}") if code in ("sa", "ta") else code


def meld_text(what: str) -> str:
    """An announcement class in words: ``Tierce``, ``Four Js``."""
    if what.startswith("carre_"):
        return tr("bel_meld_carre", rank=what[6:])
    key = f"bel_meld_{what}"
    text = tr(key)
    return what if text == key else text


def action_text(action: Action) -> str:
    """A Belote action in the UI language (dialog buttons, hints)."""
    if isinstance(action, BeloteBid):
        return suit_of_bid(action.trump)
    if isinstance(action, Pass):
        return tr("bel_pass")
    if isinstance(action, AnnounceMeld):
        return meld_text(action.what)
    if isinstance(action, SayBelote):
        return tr("bel_play_belote", card=card_text(action.card))
    if isinstance(action, PlayCard):
        return tr("bel_play", card=card_text(action.card))
    if isinstance(action, ChoosePackets):
        return tr(f"bel_packets_{action.order}")
    return action.label()


def team_label(seat: int, players: int, human_seat: int = 0) -> str:
    """``Team N–S`` (the bottom and top seats: the human's side) or ``Team E–W`` for the
    4-player partnerships (seats 0 and 2 / 1 and 3); empty with 3 players."""
    if players != 4:
        return ""
    return tr("bel_team_ns") if (seat - human_seat) % 2 == 0 else tr("bel_team_ew")
