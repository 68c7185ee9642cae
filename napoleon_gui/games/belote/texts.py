"""Belote's words on the table and in the dialogs, English and Japanese (keys ``bel_``).

Only wording lives here: which bids, melds or cards are possible always comes from the
engine (``view.legal``, events, ``DealResult.detail``). Terms follow belote.md: 切り札
(trump), 切り札候補カード (candidate), 手役 (meld), ブロット / ルブロット.
"""

from __future__ import annotations

from engine.actions import Action, Pass, PlayCard
from engine.cards import SUIT_LETTERS
from engine.games.belote.actions import AnnounceMeld, BeloteBid, ChoosePackets, SayBelote
from engine.games.belote.view import BeloteView
from napoleon_gui.i18n import N_, Entry, Np_, card_text, register, tr, trump_name

STRINGS: dict[str, Entry] = {
    # bids and contracts
    "bel_take": N_("Take"),
    "bel_take_suit": N_("Take {trump}"),
    "bel_pass": N_("Pass"),
    "bel_sa": N_("Sans atout"),
    "bel_ta": N_("Tout atout"),
    "bel_bid_suit": N_("{trump}"),
    "bel_contract": N_("Contract: {bid} ({name})"),
    "bel_bidding": N_("Bidding, round {n}"),
    "bel_candidate": N_("Candidate: {card}"),
    "bel_bottom": N_("Bottom card: {card}"),
    "bel_bottom_label": N_("Candidate and bottom card"),
    "bel_dealer": N_("Dealer: {name}"),
    "bel_trick": N_("Trick {k} of 8"),
    "bel_role_taker": N_("Taker"),
    "bel_team_ns": N_("Team N–S"),
    "bel_team_ew": N_("Team E–W"),
    "bel_points": N_("Pts {n}"),
    "bel_melds_line": N_("Melds scored by {name}"),
    "bel_no_melds": N_("Melds: none"),
    "bel_belote_line": N_("Belote: {name}"),
    "bel_target": N_("Game to {n}"),
    # the partnerships as the players call them (issue 25: table25): plates and score bar
    "bel_us": N_("Us"),
    "bel_them": N_("Them"),
    "bel_score_bar": N_("{us} {a} · {them} {b} · game to {n}"),
    # New game: the direction of play (issue 25: table25)
    "bel_ng_ccw": N_("Play counter-clockwise"),
    "bel_ng_ccw_desc": N_(
        "Deal, bid and play to the right (counter-clockwise), as is often done; the "
        "standard game goes to the left, clockwise (B-VAR-1)."
    ),
    "bel_ng_ccw_title": N_("counter-clockwise"),
    # the side panel during the bidding (issue 25: table25)
    "bel_note_round_1": N_(
        "Bidding, round 1 (B-BID-1): from the dealer's left, each player in turn takes "
        "{suit} (the candidate {card}'s suit) as trump, or passes. The first to take is the "
        "taker and adds the candidate to the hand (B-DEAL-5)."
    ),
    "bel_note_round_2": N_(
        "Bidding, round 2 (B-BID-2): everyone passed {suit}. In the same order, each player "
        "may name another suit as trump, or pass. If all pass again, the cards are thrown in "
        "and the next dealer deals (B-BID-4)."
    ),
    "bel_note_options": N_("Sans atout and tout atout may be bid in either round (B-OPT-1)."),
    "bel_note_target": N_("The first side to reach {n} points wins the game (B-END-1)."),
    # speech bubbles
    "bel_say_belote": N_("Belote!"),
    "bel_say_rebelote": N_("Rebelote!"),
    "bel_say_also": N_("{meld} too"),
    "bel_say_silent": N_("—"),
    "bel_say_statement": N_("To the {card}"),
    "bel_shows": N_("Shows {cards}"),
    # meld classes
    "bel_meld_tierce": N_("Tierce"),
    "bel_meld_cinquante": N_("Cinquante"),
    "bel_meld_cent": N_("Cent"),
    "bel_meld_carre": N_("Four {rank}s"),
    "bel_packets": Np_("bel_packets", "Deal {order}"),
    "bel_packets_3_then_2": N_("3 then 2"),
    "bel_packets_2_then_3": N_("2 then 3"),
    "bel_play_belote": N_("play {card} saying belote"),
    "bel_play": N_("play {card}"),
    "dlg_preset_belote_standard": N_("Standard (Akagiri's rules, 1998)"),
    "dlg_preset_belote_option_bids": N_("With sans-atout and tout-atout bids (to 3000)"),
    "dlg_preset_belote_sa_only": N_("Sans atout only, after a suit bid (to 3000)"),
    "dlg_preset_belote_tournament": N_("Tournament: no melds but belote"),
    "dlg_preset_belote_modern": N_("Melds before play; failing side keeps its belote"),
    "dlg_preset_belote_mcleod": N_("Cut, never shuffled (John McLeod)"),
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


def bidding_note(view: BeloteView) -> str:
    """The side panel's words while the bidding goes on: how the round on the table works
    and what ends the game (B-BID-1/2/4, B-OPT-1, B-END-1); "" after the bidding."""
    if view.phase != "bidding" or view.candidate is None:
        return ""
    suit = trump_name(SUIT_LETTERS[view.candidate // 13])
    key = "bel_note_round_2" if view.bid_round >= 2 else "bel_note_round_1"
    lines = [tr(key, suit=suit, card=card_text(view.candidate))]
    if view.rules.option_bids != "none":
        lines.append(tr("bel_note_options"))
    lines.append(tr("bel_note_target", n=view.rules.target))
    return " ".join(lines)
