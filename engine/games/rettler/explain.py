"""Why a Rettler round was won, in words (an ``engine.text.Text``) (R-RANK-4, R-AI-24).

``explain_round`` turns a ``RoundWon`` event into one line naming the winning cards, the
reason in words and the rule ID (and, in an edge round, R-PLAY-3). Only public information
is used: the round's cards and the event's reason code.
"""

from __future__ import annotations

from collections.abc import Callable

from ...actions import PlayCard
from ...cards import BRIDGE, DECK_STRIDE, RANK_OF, SUIT_OF, card_label
from ...terms import SUITS_SINGULAR
from ...text import Text, said, said_p
from ..family.rules import NT_FAMILY, URAKO_NT_KINDS
from .events import RoundWon
from .refusals import why_illegal_follow
from .two_player import TwoPlayerView
from .view import RettlerView

#: kinds under which the led (or named) suit is the round's only trump (N-TRICK-17, R-VAR-6):
#: "the highest trump" would contradict the table's "Trump: no-trump"
_LED_SUIT_IS_TRUMP = frozenset(NT_FAMILY + URAKO_NT_KINDS)

#: R-RANK-4: why the winning unit won, by the event's reason code; every message takes the
#: same arguments (cards, value, suit, count, cond) and uses those it needs
WHY: dict[str, Callable[[dict[str, object]], Text]] = {
    "double_mighty": lambda a: said(
        "{cards} wins: a double Mighty is beaten only by a pair of ♡Q; a "
        "little, so a point request follows",
        **a,
    ),
    "double_yoromeki": lambda a: said(
        "{cards} wins: a pair of ♡Q takes a double Mighty (double Yoromeki)", **a
    ),
    "double_yoromeki_gaeshi": lambda a: said(
        "{cards} wins: a pair of ♡K takes the ♡Q pair that took the double Mighty", **a
    ),
    "double_yoromeki_gaeshi_gaeshi": lambda a: said(
        "{cards} wins: a pair of ♡A ends the double Yoromeki chain", **a
    ),
    "pair_same_two": lambda a: said(
        "{cards} wins by pair same-two: every player played {cond} {suit}", **a
    ),
    "same_two": lambda a: said(
        "{cards} wins by same-two: every card of the round was a {suit}", **a
    ),
    "same_two_return": lambda a: said(
        "{cards} wins by same-two return: the last player's second copy of the 2 beats the first",
        **a,
    ),
    "double_joker_lead": lambda a: said(
        "{cards} wins: a led joker pair is beaten only by a double Mighty; a "
        "little, so a point request follows",
        **a,
    ),
    "double_right_bower": lambda a: said(
        "{cards} wins: a double right bower is a little — it beats a single "
        "Mighty, and a point request follows",
        **a,
    ),
    "double_left_bower": lambda a: said(
        "{cards} wins: a double left bower is a little — it beats a single "
        "Mighty, and a point request follows",
        **a,
    ),
    "mighty": lambda a: said("{cards} wins: the Mighty beats everything below the littles", **a),
    "yoromeki": lambda a: said("{cards} wins by Yoromeki: ♡Q catches the winning Mighty", **a),
    "yoromeki_gaeshi": lambda a: said(
        "{cards} wins by Yoromeki-gaeshi: ♠A and ♡Q fell, ♡K beats ♡Q", **a
    ),
    "yoromeki_gaeshi_gaeshi": lambda a: said(
        "{cards} wins by Yoromeki-gaeshi-gaeshi: ♠A, ♡Q and ♡K fell, ♡A ends the chain", **a
    ),
    "joker_lead": lambda a: said("{cards} wins: a led joker is beaten only by the Mighty", **a),
    "bridge_lead": lambda a: said(
        "{cards} wins: a bridge led to the last round acts as a led joker", **a
    ),
    "point_request_lead": lambda a: said(
        "{cards} wins: a point-request lead ranks above right + left and below the Mighty", **a
    ),
    "right_left_pair": lambda a: said(
        "{cards} wins: right + left bower together rank just below the Mighty, "
        "above every ace pair",
        **a,
    ),
    "trump_ace_pair": lambda a: said("{cards} wins: a trump ace pair beats the single bowers", **a),
    "led_ace_pair": lambda a: said(
        "{cards} wins: an ace pair beats a single right or left bower", **a
    ),
    "right_bower": lambda a: said("{cards} wins as the right bower", **a),
    "left_bower": lambda a: said("{cards} wins as the left bower", **a),
    "trump": lambda a: said("{cards} wins as the highest trump", **a),
    "trump_over_led": lambda a: said(
        "{cards} wins as the highest trump: a trump beats every card of the led suit", **a
    ),
    "trump_nt": lambda a: said(
        "{cards} wins: the led suit is trump in this round and it is the highest", **a
    ),
    "trump_pair": lambda a: said(
        "{cards} wins: a trump pair counts the sum of its ranks ({value})", **a
    ),
    "led_face_pair": lambda a: said(
        "{cards} wins: a J, Q or K pair of the led suit ({value}) beats trumps worth 10 or less",
        **a,
    ),
    "led_suit": lambda a: said("{cards} wins as the highest card of the led suit", **a),
    "led_pair": lambda a: said(
        "{cards} wins: a pair counts the sum of its ranks ({value}), as strong "
        "as a single card of that value; equal units go to the first played",
        **a,
    ),
    "atomic_bomb": lambda a: said("{cards} wins: nothing but as many 2s beats an atomic bomb", **a),
    "bomb_return": lambda a: said(
        "{cards} wins: the atomic bomb was returned with {count} 2s", **a
    ),
}


def round_kind(view: object) -> str:
    """The trump kind of a view's last completed round: the kind its Urako leader declared
    (R-VAR-6), else the contract's or the variant's (R-VAR-4/7/11)."""
    completed = getattr(view, "completed", ())
    declared = getattr(completed[-1], "trump", "") if completed else ""
    if declared:
        return str(declared)
    contract = getattr(view, "contract", None)
    if contract is not None:
        return str(contract.trump)
    variant = getattr(view, "variant", None)
    return str(variant.trump) if variant is not None else ""


def explain_round(event: RoundWon, trump_kind: str = "") -> Text:
    """One line: which cards won, why, and the rule ID (R-RANK-4). ``trump_kind`` is the
    round's kind (the contract's, a team game's, or the one an Urako leader declared)."""
    cards = event.winning_cards or _cards_of(event)
    codes = [c % DECK_STRIDE for c in cards]
    label = "".join(card_label(c) for c in cards)
    key = event.reason
    value = sum(RANK_OF[c] for c in codes)
    if key == "trump" and trump_kind in _LED_SUIT_IS_TRUMP:
        key = "trump_nt"  # the led suit's power, not a trump suit's
    if key in ("led_suit", "trump", "trump_nt") and len(codes) == 2 and codes[0] == codes[1]:
        key = "trump_pair" if key == "trump" else "led_pair"
    led = (
        next(
            (SUIT_OF[c % DECK_STRIDE] for c in event.units[0][1] if SUIT_OF[c % DECK_STRIDE] >= 0),
            0,
        )
        if event.units
        else 0
    )
    if key == "trump" and len(codes) == 1 and SUIT_OF[codes[0]] != led and _suited_lead(event):
        key = "trump_over_led"  # a trump took a round led in another suit (N-TRICK-3)
    strict = all(SUIT_OF[c % DECK_STRIDE] == led for _, u in event.units for c in u)
    cond = said_p("same-two", "only cards of") if strict else said_p("same-two", "at least one")
    why = WHY[key](
        {
            "cards": label,
            "value": value,
            "suit": SUITS_SINGULAR[led],
            "count": len(codes),
            "cond": cond,
        }
    )
    if event.notes:
        return said(
            "{why} — {rule}. The first or last round: trumps, bowers and same-two "
            "have no power — R-PLAY-3",
            why=why,
            rule=event.rule_id,
        )
    return said("{why} — {rule}", why=why, rule=event.rule_id)


def _suited_lead(event: RoundWon) -> bool:
    """The round was led with a card of a suit (not a joker, a bridge or a bomb)."""
    lead = event.units[0][1] if event.units else ()
    return len(lead) <= 2 and bool(lead) and SUIT_OF[lead[0] % DECK_STRIDE] >= 0


def _cards_of(event: RoundWon) -> tuple[int, ...]:
    return next((cards for seat, cards in event.units if seat == event.winner), ())


__all__ = ["explain_round"]


def play_obligation(view: RettlerView) -> tuple[str, Text] | None:
    """The rule that narrows the seat's answer to the round led (N-PLAY-3, R-JOKER-1..3,
    R-PR-3, R-BOMB-6, R-PAIR-2, R-BRIDGE-3) and what it says, asked of the engine's own
    refusal (``refusals.why_illegal_follow``) for a held card it does not allow; ``None``
    when leading or when every held card may be played. Uses only the seat's view."""
    ctx = view.round
    if view.phase != "play" or ctx is None or view.hand_unseen:
        return None
    if isinstance(view, TwoPlayerView) and view.layout == "two_player_tableau":
        return None  # R-VAR-1: pile tops are playable too; the bot names that rule itself
    allowed = {a.card % DECK_STRIDE for a in view.legal if isinstance(a, PlayCard)}
    held = [c for c in range(DECK_STRIDE) if view.hand_lo >> c & 1]
    refused = [c for c in held if c not in allowed]
    if not allowed or not refused:
        return None
    twice = {c for c in view.partial if view.partial.count(c) >= 2}
    if all(c in twice for c in refused):  # R-VAR-10 dream cards: never three alike
        return "R-VAR-10", said(
            "three identical cards may never be played together: {card}",
            card=card_label(refused[0]),
        )
    refused = [c for c in refused if c not in twice]
    code = min(refused, key=lambda c: c == BRIDGE)  # a refused bridge has its own rule
    return why_illegal_follow(ctx, view.hand_lo, view.hand_hi, view.partial, code)
