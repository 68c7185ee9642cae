"""Rule texts of chapters 10-13 of napoleon.md: the end of the deal, fouls, information and
scoring (N-END, N-FOUL, N-INFO, N-SCORE)."""

from __future__ import annotations

from engine.games.napoleon.params import NapoleonRules
from engine.text import Text

from .base import _ENTRIES, NOT_USED, Applies, Body, _Entry, _rule, _static, said_p

# === 10. End of the deal ======================================================================
_static(
    "N-END-1",
    said_p("rules:napoleon", "Counting"),
    said_p(
        "rules:napoleon",
        "Napoleon side points: the point cards in tricks won by the Napoleon or an "
        "adjutant. Coalition points: those won by coalition players plus the point cards the "
        "Napoleon discarded. Together they are always 20.",
    ),
)
_static(
    "N-END-2",
    said_p("rules:napoleon", "Make or break"),
    said_p(
        "rules:napoleon",
        "Under a normal contract the Napoleon side wins (make) if it took "
        "at least the contract count; otherwise the coalition wins (break).",
    ),
)


@_rule("N-END-3", said_p("rules:napoleon", "All-take"), lambda r: r.all_take)
def _end_3(r: NapoleonRules) -> Text:
    if not r.all_take:
        return said_p(
            "rules:napoleon", "Off in these rules: taking all 20 point cards is simply a make."
        )
    return said_p(
        "rules:napoleon",
        "If the Napoleon side took all 20 point cards (the coalition has none, "
        "discards included), the Napoleon side loses — unless the contract count was "
        "20.",
    )


@_rule("N-END-4", said_p("rules:napoleon", "Reverse all-take result"), lambda r: r.reverse_all_take)
def _end_4(r: NapoleonRules) -> Text:
    if not r.reverse_all_take:
        return NOT_USED
    return said_p(
        "rules:napoleon",
        "Under a reverse all-take contract the Napoleon side wins only if it took no "
        "point card at all.",
    )


@_rule("N-END-5", said_p("rules:napoleon", "When the result is certain"))
def _end_5(r: NapoleonRules) -> Text:
    if r.all_take:
        return said_p(
            "rules:napoleon",
            "The result is certain once the Napoleon side has reached the count and "
            "all-take is no longer possible, or once it can no longer reach it even "
            "with every point card still in the hands.",
        )
    return said_p(
        "rules:napoleon",
        "The result is certain once the Napoleon side has reached the count, or once "
        "it can no longer reach it even with every point card still in the hands.",
    )


@_rule("N-END-6", said_p("rules:napoleon", "Early stop"))
def _end_6(r: NapoleonRules) -> Text:
    if r.stop_when_decided:
        return said_p(
            "rules:napoleon",
            "The deal stops as soon as the result is certain and the score can no "
            "longer change (N-SCORE-9); the remaining hands are shown.",
        )
    return said_p("rules:napoleon", "Off in these rules: every deal is played to the last trick.")


_static(
    "N-END-7",
    said_p("rules:napoleon", "At the end"),
    said_p(
        "rules:napoleon",
        "At the end of the deal the adjutant, the face-down discards and every "
        "remaining card are revealed.",
    ),
)


# === 11. Fouls ================================================================================
_static(
    "N-FOUL-1",
    said_p("rules:napoleon", "Fouls"),
    said_p(
        "rules:napoleon",
        "Not following suit while able, not answering a joker call or a joker-lead "
        "obligation, holding the wrong number of cards or calling too many adjutants is a foul: "
        "the offender's side loses at once. On this table fouls cannot happen — only legal cards "
        "can be played (N-FOUL-3).",
    ),
)


# === 12. Information ==========================================================================
_static(
    "N-INFO-1",
    said_p("rules:napoleon", "What everybody sees"),
    said_p(
        "rules:napoleon",
        "Public: every bid and the contract, the named adjutant card, face-up "
        "discards, a kitty turned up, the cards of the current trick, the point cards each player "
        "has won, how many cards each player holds, and misdeal declarations.",
    ),
)
_static(
    "N-INFO-2",
    said_p("rules:napoleon", "What only you know"),
    said_p(
        "rules:napoleon",
        "Private: your own hand. The Napoleon also knows the kitty and all his "
        "discards, hence whether he plays alone. The adjutant knows that he is the adjutant.",
    ),
)
_static(
    "N-INFO-3",
    said_p("rules:napoleon", "The adjutant revealed"),
    said_p(
        "rules:napoleon",
        "Everybody learns who the adjutant is when the named card is played. If "
        "the Napoleon plays it himself, or it lies among his face-up discards, everybody knows he "
        "plays alone.",
    ),
)


# === 13. Scoring ==============================================================================
def _book(r: NapoleonRules) -> bool:
    return r.scoring == "book"


def _book_only(body: Body) -> Body:
    def wrapped(r: NapoleonRules) -> Text:
        if not _book(r):
            return said_p("rules:napoleon", "Not used: these rules score with N-SCORE-13.")
        return body(r)

    return wrapped


def _static_book(rule_id: str, title: Text, text: Text, applies: Applies = _book) -> None:
    _ENTRIES[rule_id] = _Entry(rule_id, title, _book_only(lambda _r: text), applies)


_static_book(
    "N-SCORE-1",
    said_p("rules:napoleon", "Book scoring"),
    said_p(
        "rules:napoleon",
        "Scoring is zero-sum: what one side wins, the other loses. All amounts are "
        "multiples of 60.",
    ),
)
_static_book(
    "N-SCORE-2",
    said_p("rules:napoleon", "When the Napoleon side wins"),
    said_p(
        "rules:napoleon",
        "The coalition pays 60 × w, by contract count: 12–15 ×1 (60), 16–17 ×2 "
        "(120), 18–19 ×4 (240), 20 ×16 (960). Points taken beyond the count do not matter.",
    ),
)


@_rule("N-SCORE-3", said_p("rules:napoleon", "When the Napoleon side loses"), _book)
@_book_only
def _score_3(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon",
        "The Napoleon side pays 60 × m, by the points t it took against the count b "
        "(an odd count is rounded down to even): t ≥ ¾·b ×1 (60); t ≥ ½·b ×2 (120); t "
        "≥ ¼·b ×4 (240); less ×16 (960).",
    )
    if r.score_table_literal:
        text = said_p(
            "rules:napoleon",
            "{text} (Option N-OPT-13: the boundaries printed in the book's tables are used.)",
            text=text,
        )
    return text


_static_book(
    "N-SCORE-4",
    said_p("rules:napoleon", "All-take costs"),
    said_p(
        "rules:napoleon", "An all-take (N-END-3) costs the Napoleon side 240, whatever the count."
    ),
    lambda r: _book(r) and r.all_take,
)
_static_book(
    "N-SCORE-5",
    said_p("rules:napoleon", "Sharing the amount"),
    said_p(
        "rules:napoleon",
        "The coalition players share the amount equally. On the Napoleon side: "
        "without an adjutant the Napoleon alone receives or pays it all; with an adjutant a win is "
        "split 2 : 1 (Napoleon : adjutant), a loss 3 : 1 and an all-take 1 : 1.",
    ),
)
_static_book(
    "N-SCORE-6",
    said_p("rules:napoleon", "Intentional only"),
    said_p(
        "rules:napoleon",
        "An intentional only is scored like any other only: the Napoleon receives "
        "or pays the whole amount.",
    ),
)
_static_book(
    "N-SCORE-7",
    said_p("rules:napoleon", "Six players"),
    said_p(
        "rules:napoleon",
        "With two adjutants a win is split 2 : 1 : 1, a loss 3 : 1 : 1 and an "
        "all-take 1 : 1 : 1 (Napoleon : adjutant : adjutant); the three coalition players share "
        "equally.",
    ),
    lambda r: _book(r) and any(r.adjutants_for(n) == 2 for n in r.players),
)
_static_book(
    "N-SCORE-8",
    said_p("rules:napoleon", "Reverse all-take score"),
    said_p("rules:napoleon", "A reverse all-take contract scores 60 either way, shared as usual."),
    lambda r: _book(r) and r.reverse_all_take,
)


@_rule("N-SCORE-9", said_p("rules:napoleon", "When the score is fixed"))
def _score_9(r: NapoleonRules) -> Text:
    if r.scoring == "igoshokai":
        return said_p("rules:napoleon", "The score is fixed as soon as the result is certain.")
    return said_p(
        "rules:napoleon",
        "The score is fixed when a make is certain, when an all-take is certain, or "
        "when a break is certain and the loss multiplier can no longer change.",
    )


@_rule(
    "N-SCORE-13", said_p("rules:napoleon", "Igosho-kai scoring"), lambda r: r.scoring == "igoshokai"
)
def _score_13(r: NapoleonRules) -> Text:
    if r.scoring != "igoshokai":
        return NOT_USED
    return said_p(
        "rules:napoleon",
        "The Napoleon scores +2 for a make and −2 for a break; the adjutant and every "
        "coalition player +1 if their side won and −1 if it lost. A Napoleon playing "
        "alone (only, intentional only included) scores +4 / −4. The count taken does "
        "not matter.",
    )


_static(
    "N-SCORE-15",
    said_p("rules:napoleon", "The session score"),
    said_p(
        "rules:napoleon",
        "The session score is the sum of the deals. Redeals and annulled deals score nothing.",
    ),
)
