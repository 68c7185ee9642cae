"""Why a Napoleon trick was won, in words for the player (N-TRICK-20, N-AI-23).

Only public information is used: the trick's cards, the contract and the rules. When the
first or last trick switched a power off (N-TRICK-15/16), the text also says which card
would have won in a middle trick, so a player learns the exception.
"""

from __future__ import annotations

from ...actions import PlayCard
from ...cards import JOKER, SUIT_OF, card_label
from ...events import TrickWon
from ...terms import SUITS_SINGULAR, trump_name
from ...text import Text, in_language, said
from ..family.tricks import DealRules
from ..family.two_player import TABLEAU
from .params import URAKO
from .two_player import TwoPlayerView
from .view import NapoleonView

#: why a trick was won, by the reason code of ``TrickWon`` (as refined by ``_key``); the
#: arguments ``card`` and ``suit`` are bound in ``why_trick_won``
REASONS: dict[str, Text] = {
    "mighty": said("{card} wins: the Mighty (♠A) is the strongest card"),
    "yoromeki": said("{card} wins by Yoromeki: ♡Q catches the Mighty when both are in a trick"),
    "yoromeki_gaeshi": said("{card} wins by Yoromeki-gaeshi: the Mighty, ♡Q and ♡K all fell"),
    "joker_lead": said("the joker wins: a led joker is beaten only by the Mighty"),
    "joker_lead_all": said("the joker wins: a led joker beats every card, even the Mighty"),
    "same_two": said("{card} wins by same-two: every card was a {suit}"),
    "right_bower": said("{card} wins as the right bower, the jack of the trump suit"),
    "right_bower_nt": said("{card} wins as the right bower, the jack of the led suit"),
    "right_four": said("{card} wins as the right four, the 4 of the led suit"),
    "left_bower": said("{card} wins as the left bower, the jack of the trump's partner suit"),
    "left_bower_nt": said("{card} wins as the left bower, the jack of the led suit's partner"),
    "left_four": said("{card} wins as the left four, the 4 of the led suit's partner"),
    # N-VAR-7: Urako's swimming club and 8 mm film club no-trumps
    "right_queen": said(
        "{card} wins as the right bower of swimming club no-trump, the queen of the led suit"
    ),
    "left_queen": said(
        "{card} wins as the left bower of swimming club no-trump, the queen of the led "
        "suit's partner"
    ),
    "right_eight": said(
        "{card} wins as the right bower of 8 mm film club no-trump, the 8 of the led suit"
    ),
    "left_eight": said(
        "{card} wins as the left bower of 8 mm film club no-trump, the 8 of the led suit's partner"
    ),
    "trump": said("{card} wins as the highest trump"),
    "trump_over": said("{card} wins as a trump: a trump beats every card of the led suit ({suit})"),
    "trump_tie": said("{card} wins: equal trumps of the two trump suits, decided by N-TRICK-14"),
    "trump_nt": said("{card} wins: the led suit is trump in this trick and it is the highest"),
    "led_suit": said("{card} wins as the highest card of the led suit ({suit})"),
    "joker_free": said("{card} wins: a followed joker ranks just above the right bower"),
    "diamond_queen": said("{card} wins: ♢Q beats the right bower"),
}

#: N-TRICK-15/16: the card a middle trick would have given the trick to (``other``)
NOTES: dict[str, Text] = {
    "first_mighty_only": said(
        "In a middle trick {other} would have won, but in the first "
        "trick only the Mighty (and Yoromeki) keeps its power"
    ),
    "first_same_two_off": said(
        "In a middle trick {other} would have won, but same-two has no power in the first trick"
    ),
    "first_fukashi_ban": said(
        "In a middle trick {other} would have won, but in the first trick no special card has power"
    ),
    "first_simple_contest": said(
        "In a middle trick {other} would have won, but the first "
        "trick is a simple contest of the led suit"
    ),
    "last": said(
        "In a middle trick {other} would have won, but in the last trick trumps, "
        "bowers and same-two have no power"
    ),
}


def _bound(message: Text, **args: object) -> Text:
    """``message`` (a template of the tables above) with its arguments."""
    return Text(message.msgid, args, context=message.context)


def _key(event: TrickWon, deal_rules: DealRules) -> str:
    reason = event.reason
    trump = deal_rules.trump
    if reason == "joker_lead" and deal_rules.rules.joker_lead_beats_mighty:
        return "joker_lead_all"
    if reason in ("right_bower", "left_bower"):
        side = reason.split("_")[0]
        if trump == "igo_nt":
            return f"{side}_four"
        if trump == "swim_club_nt":
            return f"{side}_queen"
        if trump == "film_club_nt":
            return f"{side}_eight"
        if trump == "nt":
            return f"{reason}_nt"
    if reason == "trump":
        if deal_rules.is_nt:
            return "trump_nt"
        if event.rule_id == "N-TRICK-14":
            return "trump_tie"
    return reason


def why_trick_won(event: TrickWon, deal_rules: DealRules) -> Text:
    """One line: which card won, why, and the rule ID (N-TRICK-20). Under Urako the line
    names the trump kind the leader declared for the trick (N-VAR-7)."""
    declared = getattr(event, "declared_trump", "")
    if declared and declared != deal_rules.trump:
        deal_rules = DealRules.for_contract(deal_rules.rules, declared, deal_rules.tricks)
    line = _why(event, deal_rules)
    if declared:
        return said("{trump} declared: {line}", trump=trump_name(declared), line=line)
    return line


def _why(event: TrickWon, deal_rules: DealRules) -> Text:
    cards = [c for _, c in event.plays]
    winning_card = dict(event.plays)[event.winner]
    led = SUIT_OF[cards[0]] if SUIT_OF[cards[0]] >= 0 else SUIT_OF[winning_card]
    key = _key(event, deal_rules)
    if key == "trump" and led >= 0 and led not in deal_rules.trump_suits(led):
        key = "trump_over"  # N-TRICK-3: the deciding fact is that a trump beats the led suit
    reason = _bound(
        REASONS[key],
        card=card_label(winning_card),
        suit=SUITS_SINGULAR[led] if led >= 0 else "",
    )
    line = said("{reason} — {rule}", reason=reason, rule=event.rule_id)
    note = _exception_note(event, deal_rules)
    if note is not None:
        line = said("{line}. {note}", line=line, note=note)
    # the deciding fact of a trick with a followed joker: it had no power (N-TRICK-9/10)
    from .hint_facts import powerless_joker

    joker = powerless_joker(deal_rules, event.trick, event.plays)
    if joker is not None and winning_card != JOKER:
        line = said("{line}. {note}", line=line, note=joker.words())
    return line


def explain_trick(event: TrickWon, deal_rules: DealRules, lang: str = "en") -> str:
    """:func:`why_trick_won` in ``lang`` (for ``engine.hints.explain_trick``)."""
    return in_language(why_trick_won(event, deal_rules), lang)


def _exception_note(event: TrickWon, deal_rules: DealRules) -> Text | None:
    """N-TRICK-15/16: name the card that a middle trick would have given the trick to."""
    if not event.notes or deal_rules.tricks < 3:
        return None
    cards = [c for _, c in event.plays]
    named = -1
    if len(cards) and cards[0] == 52:
        named = SUIT_OF[cards[1]] if len(cards) > 1 and SUIT_OF[cards[1]] >= 0 else 0
    middle = deal_rules.trick_winner(cards, 2, named)
    if middle.position == [s for s, _ in event.plays].index(event.winner):
        return None
    other = card_label(cards[middle.position])
    if event.trick == 1:
        key, rule = f"first_{deal_rules.rules.first_trick_rule}", "N-TRICK-15"
        if deal_rules.rules.first_trick_only_same_two_off:  # N-OPT-1b
            key = "first_same_two_off"
    else:
        key, rule = "last", "N-TRICK-16"
    return said("{reason} — {rule}", reason=_bound(NOTES[key], other=other), rule=rule)


def play_obligation(view: NapoleonView) -> tuple[str, Text] | None:
    """The rule that narrows the seat's card plays (N-PLAY-3..8) and what it says, asked of
    the engine's own refusal (``DealRules.why_illegal``) for a held card it does not allow;
    ``None`` when every held card may be played. Uses only the seat's view."""
    dr = view.deal_rules
    if view.phase != "play" or dr is None or view.hand_unseen:
        return None
    if isinstance(view, TwoPlayerView) and view.layout == TABLEAU:
        return None  # N-VAR-1: pile tops are playable too; the bot names that rule itself
    if not view.trick and view.contract is not None and view.contract.trump == URAKO:
        return None  # N-VAR-7: the lead also declares a kind (urako.explain_lead)
    allowed = {a.card for a in view.legal if isinstance(a, PlayCard)}
    refused = [c for c in view.hand if c not in allowed]
    if not allowed or not refused:
        return None
    card = min(refused, key=lambda c: c == JOKER)  # the joker has its own rule (N-PLAY-8)
    trick = [c for _, c in view.trick]
    rule, why = dr.why_illegal(view.hand_mask, trick, view.trick_number, view.named_suit, card)
    return rule, why if isinstance(why, Text) else Text(why)
