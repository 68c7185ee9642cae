"""Belote texts: why a trick was won (B-TRICK-1), why a card is refused (B-PLAY-10 reason
codes) and the hint lines of B-INFO-2.

Every function returns an :class:`~engine.text.Text` (English, rendered in the player's
language by the GUI). Japanese terms follow the project's glossary and the Belote seed:
切り札 (trump), 巡 (trick), 台札のスート (led suit), パートナー, ブロット/ルブロット, 手役,
カレ, シークエンス, カポット; French ones are those of French players (atout, fournir,
couper, monter, pisser, dix de der).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...actions import PlayCard
from ...cards import Card, card_label
from ...events import TrickWon
from ...terms import SUITS
from ...text import Text, said
from .play import (
    FOLLOW,
    FREE_REASONS,
    LEAD_FREE,
    MUST_OVERTRUMP,
    MUST_TRUMP,
    MUST_TRUMP_LOW,
    MUST_UNDERTRUMP,
    PARTNER_WINS_FREE,
    PARTNER_WINS_MUST_UNDERTRUMP,
    PARTNER_WINS_NO_UNDERTRUMP,
    RULE_OF_REASON,
    SA,
    TA,
    TA_MUST_BEAT,
    VOID_FREE,
    Contract,
    TrickRules,
)
from .view import BeloteView

#: B-INFO-2: the short hint line of every reason code
HINTS: dict[str, Text] = {
    LEAD_FREE: said("You lead: any card."),
    FOLLOW: said("You must follow the led suit."),
    MUST_OVERTRUMP: said("You must play a trump higher than the best trump in the trick."),
    MUST_TRUMP_LOW: said("Trump led; you can't beat it, but you must still play a trump."),
    MUST_TRUMP: said("You can't follow and an opponent is winning: you must trump."),
    MUST_UNDERTRUMP: said("You can't follow or overtrump, but you must still play a trump."),
    PARTNER_WINS_FREE: said("Your partner is winning: any card."),
    PARTNER_WINS_NO_UNDERTRUMP: said(
        "Your partner is winning with a trump: discard, or trump higher, but never lower."
    ),
    PARTNER_WINS_MUST_UNDERTRUMP: said(
        "(variant) Partner winning with a trump, you hold only lower trumps: you must play one."
    ),
    TA_MUST_BEAT: said("All trump: you must beat the best card of the led suit if you can."),
    VOID_FREE: said("You can't follow suit and no trump duty applies: any card."),
}

#: the refusal of a card outside the legal set, for the reason codes that forbid some cards
#: (FOLLOW, TA_MUST_BEAT and MUST_OVERTRUMP name the card or suit: see ``refusal``)
REFUSALS: dict[str, Text] = {
    MUST_TRUMP_LOW: said("trump led; you can't beat it, but you must still play a trump"),
    MUST_TRUMP: said("you can't follow and an opponent is winning: you must trump"),
    MUST_UNDERTRUMP: said("you can't follow or overtrump, but you must still play a trump"),
    PARTNER_WINS_NO_UNDERTRUMP: said(
        "your partner is winning with a trump: discard, or trump higher, but never lower"
    ),
    PARTNER_WINS_MUST_UNDERTRUMP: said(
        "(variant) partner winning with a trump, you hold only lower trumps: you must play one"
    ),
}


def hint(reason: str, rule: str | None = None) -> Text:
    """B-INFO-2: the hint line for ``reason`` with its rule ID (``rule`` overrides the
    default one, e.g. from ``TrickRules.rule_for`` for the trick at hand)."""
    return said("{hint} ({rule})", hint=HINTS[reason], rule=rule or RULE_OF_REASON[reason])


def legal_hint(view: BeloteView) -> Text | None:
    """The hint line for the legal cards of the seat to play (``None`` outside play)."""
    if view.legal_reason is None or view.contract is None:
        return None
    tr = TrickRules(view.contract, view.players, view.rules.forced_undertrump)
    rule = tr.rule_for(view.legal_reason, [c for _, c in view.trick])
    return hint(view.legal_reason, rule)


def _best_card(tr: TrickRules, trick: Sequence[Card], suit: int) -> Card | None:
    cards = [c for c in trick if c // 13 == suit]
    return max(cards, key=lambda c: tr.order[c]) if cards else None


def refusal(reason: str, tr: TrickRules, trick: Sequence[Card]) -> Text:
    """Why a card outside the legal set is refused, for the reason code of the legal set."""
    led = trick[0] // 13 if trick else 0
    if reason == FOLLOW:
        return said("you must follow suit: play a card of {suit}", suit=SUITS[led])
    if reason == TA_MUST_BEAT:
        best = _best_card(tr, trick, led)
        return said(
            "all trump: you must beat {card} with a higher card of {suit}",
            card=card_label(best) if best is not None else "",
            suit=SUITS[led],
        )
    if reason == MUST_OVERTRUMP:
        best = _best_card(tr, trick, tr.trump)
        return said(
            "you must play a trump higher than {card}",
            card=card_label(best) if best is not None else "",
        )
    if reason in REFUSALS:
        return REFUSALS[reason]
    return HINTS[reason]  # a free reason never refuses a card: no sentence of its own


def _why(key: str, card: str, suit: Text) -> Text:
    if key == "trump":
        return said("{card} wins as the highest trump", card=card)
    if key == "led_suit_sa":
        return said(
            "{card} wins as the highest card of the led suit ({suit}): sans atout has no trumps",
            card=card,
            suit=suit,
        )
    if key == "led_suit_ta":
        return said(
            "{card} wins as the highest {suit} in trump order; other suits are discards",
            card=card,
            suit=suit,
        )
    return said(
        "{card} wins as the highest card of the led suit ({suit}); no trump was played",
        card=card,
        suit=suit,
    )


def explain_trick(event: TrickWon, contract: Contract) -> Text:
    """One line: which card won the trick, why, and the rule ID (B-TRICK-1)."""
    card = dict(event.plays)[event.winner]
    led = event.plays[0][1] // 13
    key = event.reason
    if key == "led_suit" and contract.mode in (SA, TA):
        key = f"led_suit_{contract.mode}"
    why = _why(key, card_label(card), SUITS[led])
    rule = event.rule_id
    # the deciding fact by name: the trump order, a trump over the led suit (issue 21)
    from .hint_facts import OVER, OVER_HIGHEST, how_wins

    tr = TrickRules(contract, len(event.plays), False)
    how, how_rule = how_wins(tr, [c for _, c in event.plays])
    if how.msgid == OVER.msgid:
        why = said(
            "{card} wins as a trump: a trump beats every card of the led suit ({suit})",
            card=card_label(card),
            suit=SUITS[led],
        )
    elif how_rule != event.rule_id or how.msgid == OVER_HIGHEST.msgid:
        why = said("{card} wins {how}", card=card_label(card), how=how)
        if how_rule != rule:
            rule = said("{names}, {name}", names=rule, name=how_rule)
    if event.trick == 8:
        return said(
            "{why} — {rule}. last trick: 10 more points (dix de der) — B-SCORE-2",
            why=why,
            rule=rule,
        )
    return said("{why} — {rule}", why=why, rule=rule)


__all__ = ["HINTS", "explain_trick", "hint", "legal_hint", "refusal"]


def play_obligation(view: BeloteView) -> tuple[str, Text] | None:
    """The rule that narrows the seat's card plays (B-PLAY-3..9, B-VAR-9) and what it says:
    the engine's reason code of the legal set (B-PLAY-10) and its refusal words; ``None``
    when every held card may be played."""
    reason = view.legal_reason
    if view.phase != "play" or reason is None or view.contract is None:
        return None
    if reason in FREE_REASONS:
        return None
    allowed = {a.card for a in view.legal if isinstance(a, PlayCard)}
    if all(c in allowed for c in view.hand):
        return None  # e.g. following with a hand of the led suit only
    tr = TrickRules(view.contract, view.players, view.rules.forced_undertrump)
    trick = [c for _, c in view.trick]
    return tr.rule_for(reason, trick), refusal(reason, tr, trick)
