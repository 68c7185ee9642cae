"""Why an action is refused, in words a player understands (English with its Japanese
wording, ``engine.text.Text``) and with the rule ID that forbids it (R-FOUL-3).

``RettlerState.explain_illegal`` and ``apply`` call ``why_illegal`` only for an action that
is not among the legal ones; the texts name the obligation that was missed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...actions import Action, CallAdjutant, Close, Discard, Pass, PlayCard, ReverseBid
from ...cards import BIT, BRIDGE, DECK_STRIDE, JOKER, card_label
from ...text import Text, said, said_n, said_p
from . import state as _state
from .actions import EndAdjutantCall, Lead
from .legality import ORDINARY, regime
from .rounds import RoundContext, RoundRules

if TYPE_CHECKING:
    from .state import RettlerState


def why_illegal(state: RettlerState, action: Action) -> tuple[str, str]:
    """The rule that forbids ``action`` now (assumed illegal), in words (en/ja)."""
    phase = state.phase_
    if phase == "over":
        return "R-END-2", said("the deal is over")
    if phase == "play":
        return _play(state, action)
    if phase in ("auction", "reverse_auction"):
        assert state.auction is not None
        if phase == "reverse_auction" and not isinstance(action, ReverseBid | Pass | Close):
            return "R-VAR-9", said("only reverse all-take bids are possible now")
        return state.auction.check(action) or ("R-BID-6", said("not a call now"))
    if phase == "adjutant_call":
        return _call(state, action)
    if phase == "discard":
        if not isinstance(action, Discard):
            return "R-KIT-1", said("discard one card at a time")
        if not state._discard_mask() & BIT[action.card % DECK_STRIDE]:
            if _state.codes_of(state.hands[state.declarer])[0] & BIT[action.card % DECK_STRIDE]:
                return "R-KIT-3", said(
                    "no point card may be discarded in a reverse "
                    "all-take while you have other cards"
                )
            label = card_label(action.card)
            return "R-FOUL-1", said("{card} is not in your hand", card=label)
        return "R-KIT-1", said("that card cannot be discarded now")
    if phase == "misdeal_offer":
        return "R-DEAL-3", said("first declare the bust hand or keep it")
    return "R-END-2", said("no action is possible")


def _play(state: RettlerState, action: Action) -> tuple[str, str]:
    assert state.round_rules is not None
    lo, hi = _state.codes_of(state.hands[state.seat_])
    if state.ctx is None:
        if not isinstance(action, Lead):
            return "R-PLAY-4", said("you lead this round: choose a card, a pair or a bomb")
        from .urako import explain_lead, trick_rules

        urako = explain_lead(state, action)
        if urako is not None:  # R-VAR-6
            return urako
        cards = tuple(c % DECK_STRIDE for c in action.cards)
        same = [o for o in state._leads(lo, hi) if o.cards == cards and o.trump == action.trump]
        if not same:
            rr = state.round_rules if action.trump is None else trick_rules(state, action.trump)
            return why_illegal_lead(rr, state.k, lo, state.hand_size - state.k + 1, cards)
        if not any(o.named_suit == action.named_suit for o in same):
            return "R-PLAY-4", said("name a suit with this lead under the NT family, and only then")
        if action.point_request:
            if action.trump is not None:  # R-VAR-6
                return "R-VAR-6", said(
                    "under Urako only the winner of a double Mighty or a double joker may "
                    "make a point request"
                )
            return "R-PR-1", said("only the winner of a little may make a point request")
        return "R-PR-2", said("the point request cannot be waived under these rules")
    if not isinstance(action, PlayCard):
        more = state.ctx.size - len(state.partial)
        return "R-PLAY-9", said_n(
            "play {n} more card to this round",
            "play {n} more cards to this round, one at a time",
            more,
            n=more,
        )
    return why_illegal_follow(state.ctx, lo, hi, state.partial_codes(), action.card % DECK_STRIDE)


def _call(state: RettlerState, action: Action) -> tuple[str, str]:
    if not isinstance(action, CallAdjutant | EndAdjutantCall):
        return "R-ADJ-1", said("name adjutant cards, then end the call")
    assert isinstance(action, CallAdjutant)
    code = action.card % DECK_STRIDE
    deck = action.deck
    label: Text | str = card_label(code)
    if deck is not None:
        if not state.rules.call_by_deck or deck not in (0, 1):
            return "R-VAR-13", said("these rules do not call a card of one deck")
        label = said(
            "{card} of the {deck} deck",
            card=card_label(code),
            deck=DECK_WORDS[deck],
        )
        if state.called_mask >> code + DECK_STRIDE * deck & 1:
            return "R-ADJ-1", said("{card} is already named", card=label)
    elif state.called_mask & (1 << code | 1 << code + DECK_STRIDE):
        return "R-ADJ-1", said("{card} is already named", card=label)
    allowed = state.adjutants_bid
    blind = state.rules.blind_stand
    if blind:  # R-VAR-5: judged from the face-up card only
        return "R-VAR-5", said_n(
            "naming {card} could make more than {n} adjutant, judged from your face-up card "
            "only: a foul (too many adjutants, R-ADJ-3)",
            "naming {card} could make more than {n} adjutants, judged from your face-up card "
            "only: a foul (too many adjutants, R-ADJ-3)",
            allowed,
            card=label,
            n=allowed,
        )
    return "R-ADJ-3", said_n(
        "naming {card} could make more than {n} adjutant: a foul (too many adjutants)",
        "naming {card} could make more than {n} adjutants: a foul (too many adjutants)",
        allowed,
        card=label,
        n=allowed,
    )


#: R-VAR-13: the two decks by the colour of their backs
DECK_WORDS: tuple[Text, Text] = (said_p("deck back", "red"), said_p("deck back", "blue"))


_TEXTS: dict[str, Text] = {
    "N-PLAY-3": said("you must follow suit while you can"),
    "R-PAIR-2": said(
        "in a pair round play two cards of the led suit if you have them, one if you have one"
    ),
    "R-BRIDGE-3": said("a bridge card may not replace a card of the led suit"),
    "R-PR-3": said(
        "point request: play point cards of the requested suit, then other point "
        "cards (or a bridge card instead)"
    ),
    "R-JOKER-1": said("the joker was led: play a trump, else a point card (or a bridge card)"),
    "R-JOKER-2": said("a joker pair was led: play trumps, then point cards (or bridge cards)"),
    "R-JOKER-3": said(
        "♠3 was led: a joker holder must play his joker(s), or refuse with as many bridge cards"
    ),
    "R-BOMB-6": said(
        "atomic bomb: play one Mighty if you hold one, then trumps, then point "
        "cards (bridge cards may replace trumps and point cards, never the "
        "Mighty)"
    ),
}


def why_illegal_follow(
    ctx: RoundContext, lo: int, hi: int, partial: Sequence[int], code: int
) -> tuple[str, Text]:
    """The rule that forbids playing ``code`` next (assumed illegal), in words."""
    label = card_label(code)
    if not lo & BIT[code]:
        return "R-FOUL-1", said("{card} is not in your hand", card=label)
    r = regime(ctx, bool(lo & BIT[JOKER]) or JOKER in partial)
    rule = r.rule_id
    if r.kind == ORDINARY and code == BRIDGE:
        rule = "R-BRIDGE-3"
    return rule, _TEXTS[rule]


def why_illegal_lead(
    rr: RoundRules, k: int, lo: int, hand_size: int, cards: Sequence[int]
) -> tuple[str, Text]:
    """The rule that forbids leading ``cards`` (assumed illegal), in words."""
    labels = " ".join(card_label(c) for c in cards)
    if not cards or any(not lo & BIT[c] for c in cards):
        return "R-FOUL-1", said("{cards} is not in your hand", cards=labels)
    if BRIDGE in cards:
        return "R-BRIDGE-1", said(
            "a bridge card may be led only to the last trick (a pair of them "
            "to the last "
            "pair round)"
        )
    if JOKER in cards and len(set(cards)) == 1:
        return "R-PLAY-4", said("no joker may be led to the first round (R-PLAY-4)")
    if len(cards) == 2:
        return "R-PAIR-1", said(
            "{cards}: only two identical cards may be led together", cards=labels
        )
    return "R-BOMB-3", said(
        "{cards} is no atomic bomb here: enough jacks with at least three "
        "bowers, not in the first or last round",
        cards=labels,
    )
