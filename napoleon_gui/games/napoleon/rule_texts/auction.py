"""Rule texts of chapters 5-7 of napoleon.md: bidding, the adjutant and the kitty exchange
(N-BID, N-ADJ, N-KIT)."""

from __future__ import annotations

from engine.games.napoleon.params import NapoleonRules
from engine.text import Text, joined

from .base import NOT_USED, _kind, _kinds, _rule, _semi, _static, said_p

# === 5. Bidding ===============================================================================
_static(
    "N-BID-1",
    said_p("rules:napoleon", "What a bid is"),
    said_p(
        "rules:napoleon",
        "A bid is a count of point cards and a trump kind. The highest "
        "bidder becomes the Napoleon and his bid the contract: his side (Napoleon and adjutant) "
        "must take at least that many point cards.",
    ),
)

_KIND_TEXT: dict[str, Text] = {
    "S": said_p("rules:napoleon", "one trump suit"),
    "red": said_p(
        "rules:napoleon", "hearts and diamonds are both trump, rank for rank equally strong"
    ),
    "black": said_p(
        "rules:napoleon", "spades and clubs are both trump, rank for rank equally strong"
    ),
    "nt": said_p(
        "rules:napoleon", "in every trick the led suit is trump, with its own right and left bower"
    ),
    "igo_nt": said_p("rules:napoleon", "like no-trump, but the 4s take the role of the jacks"),
    "chigaku_nt": said_p(
        "rules:napoleon",
        "no bowers: the highest card of the led suit wins (the Mighty, same-two "
        "and the joker still work)",
    ),
}


@_rule("N-BID-2", said_p("rules:napoleon", "Trump kinds"))
def _bid_2(r: NapoleonRules) -> Text:
    lines: list[Text] = []
    suits = [k for k in r.trump_priority if k in ("S", "H", "D", "C")]
    if suits:
        names: Text = joined([_kind(suits[0], r)], "")
        for k in suits[1:]:
            names = said_p("rules:napoleon", "{names} {name}", names=names, name=_kind(k, r))
        lines.append(joined([names, _KIND_TEXT["S"]], ": "))
    for k in r.trump_priority:
        if k in _KIND_TEXT and k != "S":
            lines.append(joined([_kind(k, r), _KIND_TEXT[k]], ": "))
    return said_p("rules:napoleon", "Trump kinds you may bid:\n{lines}", lines=joined(lines, "\n"))


@_rule("N-BID-3", said_p("rules:napoleon", "Trump priority"))
def _bid_3(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Between bids of the same count the trump kind decides, from high to low: {kinds}.",
        kinds=_kinds(r),
    )


_static(
    "N-BID-5",
    said_p("rules:napoleon", "Comparing bids"),
    said_p(
        "rules:napoleon",
        "A bid is higher when its count is larger, or — with the same count — when "
        "its trump kind has the higher priority (N-BID-3).",
    ),
)


@_rule("N-BID-6", said_p("rules:napoleon", "Minimum and maximum"))
def _bid_6(r: NapoleonRules) -> Text:
    counts = _semi(
        [
            said_p("rules:napoleon", "{n} players: {count}", n=n, count=r.min_bid[n])
            for n in r.players
        ]
    )
    return said_p(
        "rules:napoleon",
        "Minimum count — {counts}. Maximum count: {top}.",
        counts=counts,
        top=r.max_bid,
    )


@_rule("N-BID-7", said_p("rules:napoleon", "The bid ladder"))
def _bid_7(r: NapoleonRules) -> Text:
    n = 4 if 4 in r.players else r.players[0]
    low = r.min_bid[n]
    kinds = list(reversed(r.trump_priority))
    total = (r.max_bid - low + 1) * len(kinds)
    first = joined([joined([_kind(k, r), str(low)], " ") for k in kinds[:3]], " < ")
    top = joined([_kind(kinds[-1], r), str(r.max_bid)], " ")
    return said_p(
        "rules:napoleon",
        "With {n} players every bid in increasing order: {first} < … < {top} ({total} bids).",
        n=n,
        first=first,
        top=top,
        total=total,
    )


@_rule("N-BID-8", said_p("rules:napoleon", "Bidding is voluntary"))
def _bid_8(r: NapoleonRules) -> Text:
    if r.no_bid == "responsibility_stand":
        return said_p(
            "rules:napoleon",
            "Nobody has to bid, except for the responsibility stand when nobody bids "
            "at all (N-BID-13).",
        )
    return said_p("rules:napoleon", "Nobody has to bid.")


@_rule("N-BID-10", said_p("rules:napoleon", "Open auction"), lambda r: r.auction == "open")
def _bid_10(r: NapoleonRules) -> Text:
    if r.auction != "open":
        return said_p(
            "rules:napoleon", "Not used: these rules use the stand-then-raise procedure (N-BID-12)."
        )
    after = (
        said_p("rules:napoleon", "If everybody passes while no bid stands, nobody bid (N-BID-13).")
        if r.no_bid == "responsibility_stand"
        else said_p(
            "rules:napoleon",
            "If everybody passes while no bid stands, the deal is annulled (N-BID-15).",
        )
    )
    return said_p(
        "rules:napoleon",
        "Turns go round in playing order. On your turn you pass or bid higher "
        "than the standing bid. A pass is not final: you may bid on a later turn. When all the "
        "others have passed after your bid, you either close the auction — your bid becomes the "
        "contract — or raise your own bid (for example to change the trump). {after}",
        after=after,
    )


@_rule("N-BID-11", said_p("rules:napoleon", "Who opens the bidding"))
def _bid_11(r: NapoleonRules) -> Text:
    if r.opening_bidder == "previous_adjutant":
        return said_p(
            "rules:napoleon",
            "The first deal is opened by the seat after the dealer; later deals by the "
            "previous deal's adjutant (by the previous Napoleon if he played alone). "
            "After a redeal or an annulled deal the same seat opens again.",
        )
    return said_p(
        "rules:napoleon",
        "The first deal is opened by the seat after the dealer; later deals by the "
        "seat after the previous Napoleon. After a redeal the same seat opens again.",
    )


@_rule(
    "N-BID-12",
    said_p("rules:napoleon", "Stand, then raise"),
    lambda r: r.auction == "stand_then_raise",
)
def _bid_12(r: NapoleonRules) -> Text:
    if r.auction != "stand_then_raise":
        return said_p(
            "rules:napoleon", "Not used by these rules. The open auction is used (N-BID-10)."
        )
    return said_p(
        "rules:napoleon",
        "1. Declaration round: each player in turn stands with a suit at "
        "{low}, or passes. A suit another player already declared cannot be taken.\n2. If one "
        "player stood, his bid ({low}) is the contract; if nobody did, see N-BID-14.\n3. If "
        "several stood, they raise in ascending suit order (weakest suit first), in turn: "
        "whoever does not hold the highest bid raises the count of his own suit above it, or "
        "drops out for good.\n4. The last player left is the Napoleon.",
        low=r.min_bid[r.players[0]],
    )


@_rule(
    "N-BID-13",
    said_p("rules:napoleon", "Nobody bids: responsibility stand"),
    lambda r: r.no_bid == "responsibility_stand",
)
def _bid_13(r: NapoleonRules) -> Text:
    if r.no_bid != "responsibility_stand":
        return said_p(
            "rules:napoleon", "Not used: when nobody bids the deal is annulled (N-BID-15)."
        )
    stand = said_p(
        "rules:napoleon",
        "the holder of the Mighty (♠A) must bid the minimum count with a trump "
        "kind of his choice — the responsibility stand. If the Mighty is in the "
        "kitty, the kitty is turned face up for everybody and one more auction is held; if "
        "nobody bids then either, the cards are dealt again.",
    )
    if r.reverse_all_take:
        return said_p(
            "rules:napoleon",
            "If nobody bids: First a reverse all-take auction is held (N-BID-16). If "
            "nobody bids there either: {stand}",
            stand=stand,
        )
    return said_p("rules:napoleon", "If nobody bids: {stand}", stand=stand)


@_rule(
    "N-BID-14",
    said_p("rules:napoleon", "Nobody stands (stand-then-raise)"),
    lambda r: r.auction == "stand_then_raise" and r.no_bid == "responsibility_stand",
)
def _bid_14(r: NapoleonRules) -> Text:
    if not (r.auction == "stand_then_raise" and r.no_bid == "responsibility_stand"):
        return NOT_USED
    return said_p(
        "rules:napoleon",
        "If nobody stands, the holder of the Mighty stands at {low} with a suit of his "
        "choice. If the Mighty is in the kitty, the kitty is turned face up and one "
        "more declaration round is held; if nobody stands then either, the cards are "
        "dealt again (as N-BID-13).",
        low=r.min_bid[r.players[0]],
    )


@_rule("N-BID-15", said_p("rules:napoleon", "Nobody bids: annulled"), lambda r: r.no_bid == "annul")
def _bid_15(r: NapoleonRules) -> Text:
    if r.no_bid != "annul":
        return said_p("rules:napoleon", "Not used by these rules. See N-BID-13.")
    return said_p(
        "rules:napoleon",
        "If nobody bids, the deal is annulled and dealt again; the same seat opens.",
    )


@_rule(
    "N-BID-16",
    said_p("rules:napoleon", "Reverse all-take"),
    lambda r: r.reverse_all_take,
)
def _bid_16(r: NapoleonRules) -> Text:
    if not r.reverse_all_take:
        return said_p("rules:napoleon", "Off in these rules (optional rule N-OPT-11).")
    order = joined([_kind(k, r) for k in reversed(r.trump_priority)], " > ")
    return said_p(
        "rules:napoleon",
        "If nobody made a normal bid, a reverse all-take auction is held: a "
        "bid is a trump kind without a count, and the Napoleon side must then take no point card "
        "at all (N-END-4). Higher reverse bids follow the reversed priority: {order}. If nobody "
        "bids here either, the responsibility stand follows (N-BID-13).",
        order=order,
    )


# === 6. Adjutant ==============================================================================
@_rule("N-ADJ-1", said_p("rules:napoleon", "Calling the adjutant"))
def _adj_1(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon",
        "Right after the contract is settled the Napoleon names a card, never a "
        "person: whoever holds that card is the adjutant.",
    )
    two = [n for n in r.players if r.adjutants_for(n) == 2]
    if two:
        text = said_p(
            "rules:napoleon",
            "{text} With {n} players he names two different cards (up to two adjutants).",
            text=text,
            n=two[0],
        )
    return text


@_rule("N-ADJ-2", said_p("rules:napoleon", "Which cards may be named"))
def _adj_2(r: NapoleonRules) -> Text:
    if r.allow_own_adjutant_card:
        if r.no_joker:
            return said_p(
                "rules:napoleon",
                "Any card may be named, even a card the Napoleon holds himself (then "
                "he plays alone: intentional only, N-ADJ-5).",
            )
        return said_p(
            "rules:napoleon",
            "Any card may be named, including the joker, even a card the Napoleon "
            "holds himself (then he plays alone: intentional only, N-ADJ-5).",
        )
    if r.no_joker:
        return said_p(
            "rules:napoleon", "Any card may be named, except a card the Napoleon holds himself."
        )
    return said_p(
        "rules:napoleon",
        "Any card may be named, including the joker, except a card the Napoleon holds himself.",
    )


_static(
    "N-ADJ-3",
    said_p("rules:napoleon", "The two sides"),
    said_p(
        "rules:napoleon",
        "The Napoleon and the adjutant form the Napoleon side; everybody else is the coalition.",
    ),
)
_static(
    "N-ADJ-4",
    said_p("rules:napoleon", "Secrecy"),
    said_p(
        "rules:napoleon",
        "Only the adjutant knows that he is the adjutant — not even the Napoleon "
        "knows. He may not reveal it by speech; everybody learns it when the named card is played "
        "(N-INFO-3).",
    ),
)
_static(
    "N-ADJ-5",
    said_p("rules:napoleon", "Only (the Napoleon alone)"),
    said_p(
        "rules:napoleon",
        "If the named card is in the kitty or in the Napoleon's own hand, there is "
        "no adjutant: the Napoleon plays alone against everybody — only. "
        "Naming one's own card on purpose is an intentional only.",
    ),
)
_static(
    "N-ADJ-6",
    said_p("rules:napoleon", "The adjutant's tricks"),
    said_p(
        "rules:napoleon",
        "Tricks won by the adjutant count for the Napoleon side, whether he has "
        "been revealed or not.",
    ),
)


# === 7. Kitty =================================================================================
@_rule("N-KIT-1", said_p("rules:napoleon", "Taking the kitty"))
def _kit_1(r: NapoleonRules) -> Text:
    sizes = _semi(
        [
            said_p("rules:napoleon", "{n} players: {count}", n=n, count=r.kitty_size(n))
            for n in r.players
        ]
    )
    return said_p(
        "rules:napoleon",
        "After the adjutant call the Napoleon takes all kitty cards ({sizes}) into his "
        "hand without showing them (unless the kitty was already turned up, N-BID-13).",
        sizes=sizes,
    )


@_rule("N-KIT-2", said_p("rules:napoleon", "Discarding"))
def _kit_2(r: NapoleonRules) -> Text:
    if r.discard_ban != "none":
        return said_p(
            "rules:napoleon",
            "He then discards the same number of cards, chosen freely from his whole "
            "hand — original or kitty cards (within the ban of N-KIT-3).",
        )
    return said_p(
        "rules:napoleon",
        "He then discards the same number of cards, chosen freely from his whole hand "
        "— original or kitty cards.",
    )


@_rule("N-KIT-3", said_p("rules:napoleon", "Which discards are shown"))
def _kit_3(r: NapoleonRules) -> Text:
    if r.discard_face_up == "point_and_trump_cards":
        shown = said_p(
            "rules:napoleon",
            "Discarded point cards and cards of the trump suit lie face up for the "
            "whole deal (under no-trump only point cards); the other discards face "
            "down.",
        )
    else:
        shown = said_p(
            "rules:napoleon",
            "Discarded point cards lie face up for the whole deal; the other discards face down.",
        )
    if r.discard_ban == "point_cards":
        shown = said_p(
            "rules:napoleon",
            "Point cards may not be discarded. If he has fewer other cards than he "
            "must discard, he discards all other cards and the rest from point cards "
            "of his choice. {text}",
            text=shown,
        )
    return said_p(
        "rules:napoleon", "{text} Face-down discards are shown at the end of the deal.", text=shown
    )


@_rule("N-KIT-4", said_p("rules:napoleon", "Discarded point cards"))
def _kit_4(r: NapoleonRules) -> Text:
    text = said_p(
        "rules:napoleon", "Discarded point cards count for the coalition, as if it had taken them."
    )
    if r.all_take:
        text = said_p(
            "rules:napoleon",
            "{text} So a Napoleon who discards even one point card can never suffer "
            "all-take (N-END-3).",
            text=text,
        )
    return text


@_rule(
    "N-KIT-5", said_p("rules:napoleon", "Reverse all-take discards"), lambda r: r.reverse_all_take
)
def _kit_5(r: NapoleonRules) -> Text:
    if not r.reverse_all_take:
        return said_p(
            "rules:napoleon",
            "Only with the reverse all-take contract (N-BID-16), which these rules do not use.",
        )
    return said_p(
        "rules:napoleon",
        "Under a reverse all-take contract point cards may not be discarded, unless unavoidable.",
    )
