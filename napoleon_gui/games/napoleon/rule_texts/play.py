"""Rule texts of chapters 8-9 of napoleon.md: leading and following, and who wins a trick
(N-PLAY, N-TRICK)."""

from __future__ import annotations

from engine.games.napoleon.params import NapoleonRules
from engine.text import Text, joined

from .auction import _KIND_TEXT
from .base import (
    NOT_USED,
    _and,
    _feature,
    _groups,
    _has_colour,
    _kind,
    _nt_kinds,
    _off_in,
    _rule,
    _static,
    _trick_exception,
    said_p,
)

# === 8. Leading and following =================================================================
_static(
    "N-PLAY-1",
    said_p("rules:napoleon", "Who leads"),
    said_p(
        "rules:napoleon",
        "The Napoleon leads to the first trick. The winner of each trick leads to the next.",
    ),
)
_static(
    "N-PLAY-2",
    said_p("rules:napoleon", "Leading"),
    said_p(
        "rules:napoleon",
        "The leader may lead any card, except where N-PLAY-6 and N-PLAY-7 forbid it.",
    ),
)


@_rule("N-PLAY-3", said_p("rules:napoleon", "Following suit"))
def _play_3(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon",
        "Everybody else must play a card of the led suit if he can; otherwise he may "
        "play any card. The suit is the printed suit: the Mighty is a spade, the left "
        "bower belongs to its printed suit, the joker has no suit.",
    )
    if r.left_bower_is_trump:
        text = said_p(
            "rules:napoleon",
            "{following} Option N-OPT-6: the left bower counts as a card of the trump suit.",
            following=text,
        )
    if r.mighty_free:
        text = said_p(
            "rules:napoleon",
            "{text} Option N-OPT-9: the Mighty need not follow spades and may be played any time.",
            text=text,
        )
    return text


@_rule("N-PLAY-4", said_p("rules:napoleon", "The joker led"), lambda r: not r.no_joker)
def _play_4(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    extra: list[Text] = []
    if _has_colour(r):
        extra.append(
            said_p(
                "rules:napoleon",
                "under red or black a card of either trump suit, the player's choice",
            )
        )
    if _nt_kinds(r):
        extra.append(
            said_p(
                "rules:napoleon",
                "under no-trump the joker's player names a suit and that suit must be played",
            )
        )
    if len(extra) == 2:
        extra = [said_p("rules:napoleon", "{first}; {second}", first=extra[0], second=extra[1])]
    if extra:
        must = said_p(
            "rules:napoleon",
            "When the joker is led with power, the others must play a trump if they "
            "hold one ({cases})",
            cases=extra[0],
        )
    else:
        must = said_p(
            "rules:napoleon",
            "When the joker is led with power, the others must play a trump if they hold one",
        )
    if r.joker_lead_point_fallback:
        text = said_p(
            "rules:napoleon",
            "{text}; otherwise a point card if they hold one; otherwise any card.",
            text=must,
        )
    else:
        text = said_p("rules:napoleon", "{text}; otherwise any card.", text=must)
    off = _off_in(r, "joker_lead_power")
    if off is not None:
        text = said_p(
            "rules:napoleon", "{text} A led joker has no power in {tricks}.", text=text, tricks=off
        )
    return text


@_rule("N-PLAY-5", said_p("rules:napoleon", "♠3 calls the joker"), lambda r: not r.no_joker)
def _play_5(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    text = said_p(
        "rules:napoleon",
        "When ♠3 is led (the joker call), the player holding the joker "
        "must play it to this trick, even if he holds spades. Everybody else follows "
        "spades as usual.",
    )
    off = _off_in(r, "joker_call")
    if off is not None:
        text = said_p(
            "rules:napoleon",
            "{text} The call has no effect in {tricks}: ♠3 is then an ordinary spade lead.",
            text=text,
            tricks=off,
        )
    return text


@_rule(
    "N-PLAY-6", said_p("rules:napoleon", "When the joker may not be led"), lambda r: not r.no_joker
)
def _play_6(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    off = _off_in(r, "joker_lead_allowed")
    if off is None:
        return said_p("rules:napoleon", "The joker may be led in every trick.")
    text = said_p("rules:napoleon", "The joker may not be led in {tricks}.", tricks=off)
    last_banned = any(not _feature(r, g.kind, "last").joker_lead_allowed for g in _groups(r))
    if last_banned:
        text = said_p(
            "rules:napoleon",
            "{text} A leader whose only card left is the joker leads it anyway: it has "
            "no power, he names a suit, and it counts as the lowest card of that suit.",
            text=text,
        )
    return text


def _fukashi_first(r: NapoleonRules) -> bool:
    return any(_feature(r, g.kind, "first").fukashi_trick1 for g in _groups(r))


@_rule("N-PLAY-7", said_p("rules:napoleon", "First-trick restrictions"), _fukashi_first)
def _play_7(r: NapoleonRules) -> Text:
    if not _fukashi_first(r):
        return NOT_USED
    return said_p(
        "rules:napoleon",
        "In the first trick nobody may play a card of the trump suit or a spade — so "
        "the Mighty cannot be played and ♠3 cannot be led — and the joker may not be "
        "led. A player who has nothing else plays one anyway; it has no power there.",
    )


@_rule("N-PLAY-8", said_p("rules:napoleon", "The joker as a follow"), lambda r: not r.no_joker)
def _play_8(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    if r.joker_free:
        return said_p(
            "rules:napoleon",
            "The joker may be played at any time and can win a trick as a follow: it "
            "ranks just above the right bower (option N-OPT-2).",
        )
    if r.joker_follow_anytime:
        text = said_p(
            "rules:napoleon",
            "The joker may be played at any time, even while holding the led suit.",
        )
    else:
        text = said_p(
            "rules:napoleon",
            "The joker may be played only when you hold no card of the led suit (or "
            "when ♠3 calls it).",
        )
    if r.joker_follow_counts_as_led_suit:
        return said_p(
            "rules:napoleon",
            "{text} Played that way it is the weakest card of the led suit and never wins.",
            text=text,
        )
    return said_p(
        "rules:napoleon", "{text} Played that way it has no effect and never wins.", text=text
    )


_static(
    "N-PLAY-9",
    said_p("rules:napoleon", "A finished trick"),
    said_p(
        "rules:napoleon",
        "When everybody has played one card, the winner puts the trick's point "
        "cards face up in front of himself, where everybody can count them; the other cards go "
        "face down.",
    ),
)


# === 9. Trick resolution ======================================================================
_static(
    "N-TRICK-1",
    said_p("rules:napoleon", "General rule"),
    said_p(
        "rules:napoleon",
        "If no special card takes effect, the highest card of the led suit wins. A "
        "card of another suit never wins unless it is a trump, a bower, the Mighty or Yoromeki.",
    ),
)


@_rule("N-TRICK-2", said_p("rules:napoleon", "The led suit"))
def _trick_2(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon",
        "The led suit is the suit of the first card. If the joker is led with power, "
        "it is the trump suit",
    )
    if _has_colour(r):
        text = said_p(
            "rules:napoleon", "{text} (under red/black either trump suit answers)", text=text
        )
    if _nt_kinds(r):
        text = said_p(
            "rules:napoleon", "{text} or, under no-trump, the suit its player names", text=text
        )
    return said_p("rules:napoleon", "{led_suit_rule}.", led_suit_rule=text)


@_rule("N-TRICK-3", said_p("rules:napoleon", "Trumps"))
def _trick_3(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon",
        "A trump beats every card that is not a trump, however low (a trump 2 beats a "
        "plain ace); among trumps the higher wins. With spades trump the highest plain "
        "trump is ♠K, as ♠A is the Mighty.",
    )
    if _has_colour(r):
        text = said_p(
            "rules:napoleon",
            "{text} Under red or black both suits of the colour are trump and equally "
            "strong rank for rank (ties: N-TRICK-14).",
            text=text,
        )
    return text


@_rule("N-TRICK-4", said_p("rules:napoleon", "Right and left bower"))
def _trick_4(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon",
        "Right bower: the jack of the trump suit. Left bower: "
        "the jack of the partner suit (♠↔♣, ♡↔♢). Both beat every other "
        "trump, the right bower above the left. The left bower keeps its printed suit "
        "for following.",
    )
    if _has_colour(r):
        text = said_p(
            "rules:napoleon",
            "{text} Under red or black both jacks of the colour are equal and rank "
            "above all other trumps.",
            text=text,
        )
    if "igo_nt" in r.trump_priority:
        text = said_p(
            "rules:napoleon",
            "{text} Under Go-Shogi club no-trump the 4s take the jacks' role.",
            text=text,
        )
    return text


@_rule("N-TRICK-5", said_p("rules:napoleon", "The Mighty"))
def _trick_5(r: NapoleonRules) -> Text:
    same_two = said_p("rules:napoleon", "same-two")
    beats = [
        same_two,
        said_p("rules:napoleon", "the bowers"),
        said_p("rules:napoleon", "all trumps"),
    ]
    loses: list[Text] = []
    if not r.no_joker:
        if r.joker_lead_beats_mighty:
            loses.append(said_p("rules:napoleon", "a joker led with power (N-TRICK-8)"))
        else:
            beats.insert(0, said_p("rules:napoleon", "a led joker"))
    if r.yoromeki:
        loses.append(said_p("rules:napoleon", "Yoromeki ♡Q (N-TRICK-6)"))
    if r.same_two_beats_mighty:
        beats.remove(same_two)
        loses.append(said_p("rules:napoleon", "same-two (option N-OPT-4)"))
    text = said_p(
        "rules:napoleon",
        "The Mighty (♠A) is the strongest card: it beats {cards}.",
        cards=_and(beats),
    )
    if loses:
        text = said_p(
            "rules:napoleon", "{text} It loses only to {cards}.", text=text, cards=_and(loses)
        )
    else:
        text = said_p("rules:napoleon", "{text} Nothing beats it.", text=text)
    off = _off_in(r, "mighty")
    if off is not None:
        text = said_p(
            "rules:napoleon", "{text} In {tricks} it is an ordinary ♠A.", text=text, tricks=off
        )
    return text


@_rule("N-TRICK-6", said_p("rules:napoleon", "Yoromeki ♡Q"), lambda r: r.yoromeki)
def _trick_6(r: NapoleonRules) -> Text:
    if not r.yoromeki:
        return said_p(
            "rules:napoleon",
            "Off in these rules: ♡Q is an ordinary heart (option N-OPT-14 can switch Yoromeki on).",
        )
    return said_p(
        "rules:napoleon",
        "If the Mighty and ♡Q are in the same trick, ♡Q wins (Yoromeki, “stagger”) — "
        "whatever the order, and whether ♡Q followed hearts or was thrown. Against "
        "anything else ♡Q is an ordinary heart.",
    )


@_rule(
    "N-TRICK-7",
    said_p("rules:napoleon", "Yoromeki return ♡K"),
    lambda r: r.yoromeki and r.yoromeki_gaeshi,
)
def _trick_7(r: NapoleonRules) -> Text:
    if not (r.yoromeki and r.yoromeki_gaeshi):
        return said_p("rules:napoleon", "Off in these rules: ♡K has no special power.")
    return said_p(
        "rules:napoleon",
        "If the Mighty, ♡Q and ♡K are all in the same trick, ♡K wins (Yoromeki return).",
    )


@_rule("N-TRICK-8", said_p("rules:napoleon", "A led joker"), lambda r: not r.no_joker)
def _trick_8(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    if r.joker_lead_beats_mighty:
        text = said_p(
            "rules:napoleon",
            "A joker led with power wins the trick; nothing beats it, not even the Mighty.",
        )
    else:
        text = said_p(
            "rules:napoleon",
            "A joker led with power wins the trick unless the Mighty is played to it "
            "(and then Yoromeki may still apply).",
        )
    return said_p("rules:napoleon", "{text} Same-two never beats a led joker.", text=text)


@_rule(
    "N-TRICK-9", said_p("rules:napoleon", "A joker played as a follow"), lambda r: not r.no_joker
)
def _trick_9(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    if r.joker_free:
        return said_p(
            "rules:napoleon",
            "Option N-OPT-2: a joker played as a follow ranks just above the right bower.",
        )
    if r.joker_follow_counts_as_led_suit:
        return said_p(
            "rules:napoleon",
            "A joker played as a follow is the weakest card of the led suit: it never "
            "wins, but it does not prevent same-two.",
        )
    return said_p(
        "rules:napoleon",
        "A joker played as a follow has no effect and never wins. As it has no suit, a "
        "trick containing it is never “all one suit”, so same-two cannot apply.",
    )


@_rule("N-TRICK-10", said_p("rules:napoleon", "Who wins a ♠3 lead"), lambda r: not r.no_joker)
def _trick_10(r: NapoleonRules) -> Text:
    if r.no_joker:
        return NOT_USED
    text = said_p(
        "rules:napoleon",
        "For the winner a ♠3 lead is an ordinary spade lead; the forced-out joker is a follow.",
    )
    if r.joker_follow_counts_as_led_suit:
        return said_p(
            "rules:napoleon",
            "{text} It counts as a spade, so ♠2 can still win by same-two.",
            text=text,
        )
    return said_p(
        "rules:napoleon",
        "{text} The joker has no suit, so same-two cannot apply in that trick (it can "
        "when nobody holds the joker).",
        text=text,
    )


@_rule("N-TRICK-11", said_p("rules:napoleon", "Same-two"))
def _trick_11(r: NapoleonRules) -> Text:
    beats = r.effective_same_two_beats()
    text = said_p(
        "rules:napoleon",
        "When every card of a trick is of one suit and that suit's 2 is among them, "
        "the 2 wins (same-two)",
    )
    if r.joker_follow_counts_as_led_suit and not r.no_joker:
        text = said_p("rules:napoleon", "{text}; a followed joker counts as that suit", text=text)
    stronger = [] if r.same_two_beats_mighty else [said_p("rules:napoleon", "the Mighty")]
    weaker: list[Text] = []
    for name, bower in (
        ("right_bower", said_p("rules:napoleon", "the right bower")),
        ("left_bower", said_p("rules:napoleon", "the left bower")),
    ):
        (weaker if name in beats else stronger).append(bower)
    weaker.append(said_p("rules:napoleon", "any trump or higher card of the suit"))
    text = said_p("rules:napoleon", "{text}. It beats {cards}", text=text, cards=_and(weaker))
    if len(stronger) == 1:
        text = said_p("rules:napoleon", "{text}; {cards} beats it", text=text, cards=_and(stronger))
    elif stronger:
        text = said_p("rules:napoleon", "{text}; {cards} beat it", text=text, cards=_and(stronger))
    text = said_p("rules:napoleon", "{text}. A led joker always beats it.", text=text)
    if r.same_two_beats_mighty:
        text = said_p(
            "rules:napoleon", "{text} (Option N-OPT-4: same-two beats the Mighty.)", text=text
        )
    off = _off_in(r, "same_two")
    if off is not None:
        text = said_p(
            "rules:napoleon", "{text} Same-two does not work in {tricks}.", text=text, tricks=off
        )
    return text


_static(
    "N-TRICK-12",
    said_p("rules:napoleon", "Ordinary strength order"),
    said_p(
        "rules:napoleon",
        "When neither the Mighty, a led joker nor same-two decides: right bower > "
        "left bower > trumps by rank > cards of the led suit by rank; other cards cannot win.",
    ),
)
_static(
    "N-TRICK-13",
    said_p("rules:napoleon", "Powers that are off"),
    said_p(
        "rules:napoleon",
        "When a power is switched off for a trick (N-TRICK-15, N-TRICK-16), the "
        "cards concerned are ordinary cards of their printed suit: e.g. a bower is just a jack, "
        "and a trump played by a player void in the led suit cannot win.",
    ),
)


@_rule("N-TRICK-14", said_p("rules:napoleon", "Ties under red and black"), _has_colour)
def _trick_14(r: NapoleonRules) -> Text:
    if not _has_colour(r):
        return said_p("rules:napoleon", "Not used: these rules have no colour trumps.")
    return said_p(
        "rules:napoleon",
        "Under red or black two cards of equal strength can meet. If the trick was led "
        "in one of the trump suits, the card of the led suit wins; otherwise the card "
        "played first wins. This applies to the two jacks as well.",
    )


@_rule("N-TRICK-15", said_p("rules:napoleon", "The first trick"))
def _trick_15(r: NapoleonRules) -> Text:
    return _trick_exception(r, "first")


@_rule("N-TRICK-16", said_p("rules:napoleon", "The last trick"))
def _trick_16(r: NapoleonRules) -> Text:
    return _trick_exception(r, "last")


@_rule("N-TRICK-17", said_p("rules:napoleon", "The no-trump kinds"), lambda r: bool(_nt_kinds(r)))
def _trick_17(r: NapoleonRules) -> Text:
    kinds = _nt_kinds(r)
    if not kinds:
        return said_p("rules:napoleon", "Not used: these rules have no no-trump kind.")
    lines = [
        said_p("rules:napoleon", "{kind}: {meaning}.", kind=_kind(k, r), meaning=_KIND_TEXT[k])
        for k in kinds
    ]
    lines.append(said_p("rules:napoleon", "A joker leader names the suit that has to be played."))
    return joined(lines, "\n")


@_rule("N-TRICK-18", said_p("rules:napoleon", "Powers trick by trick"))
def _trick_18(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "First trick:\n{first}\nMiddle tricks: every power works.\nLast trick:\n{last}",
        first=_trick_exception(r, "first"),
        last=_trick_exception(r, "last"),
    )
