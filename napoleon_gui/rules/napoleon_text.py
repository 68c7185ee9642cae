"""Player-facing rule texts, one entry per important rule ID (``docs/rules/napoleon.md``).

Every text is a message of the GUI's catalogue in the context ``rules:napoleon`` (English
msgid, Japanese translation; the rules are not translated into French, where the viewer says
so). Statements that differ between presets are generated from the fields of
``NapoleonRules`` (and from the engine's own per-trick feature table ``tricks.features``),
never from a preset's name: a custom preset gets correct texts too. A sentence that depends on
a field is appended by a message with a ``{text}`` placeholder, so each language joins its
sentences its own way (English with a space, Japanese without).

``rule_texts(rules, lang)`` lists every entry for a rule set; ``rule_text(rule_id, rules,
lang)`` finds one (rule IDs without an entry of their own resolve to the entry that explains
them, e.g. ``N-TRICK-19`` -> ``N-TRICK-12``; ``N-OPT-6`` -> ``N-OPT``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from engine import terms
from engine.games.napoleon.params import COLOUR_TRUMPS, NT_FAMILY, URAKO, NapoleonRules
from engine.games.napoleon.tricks import Features, features
from engine.text import Text, in_language, joined
from napoleon_gui import i18n

Body = Callable[[NapoleonRules], Text]
Applies = Callable[[NapoleonRules], bool]


def said_p(context: str, msgid: str, /, **args: object) -> Text:
    """A message of the GUI's catalogue (this file is extracted into the ``napoleon_gui``
    domain, so the engine's ``said_p`` would look it up in the wrong catalogue)."""
    return Text(msgid, args, context=context, catalogue=i18n.GUI)


class _Capital(Text):
    """``text`` with its first letter capitalised in every language (a clause that starts a
    sentence in one place and continues one in another)."""

    def __new__(cls, text: Text) -> _Capital:
        english = str(text)
        made = str.__new__(cls, english[:1].upper() + english[1:])
        made.msgid, made.context, made.plural, made.n = "{text}", None, None, None
        made.args, made.catalogue = {"text": text}, i18n.GUI
        return made

    def in_language(self, lang: str) -> str:
        text = self.args["text"]
        shown = in_language(text, lang) if isinstance(text, str) else str(text)
        return shown[:1].upper() + shown[1:]


#: Areas in the order of the specification, with their titles.
AREAS: tuple[tuple[str, Text], ...] = (
    ("COMP", said_p("rules:napoleon", "Components")),
    ("SEAT", said_p("rules:napoleon", "Seating and direction")),
    ("DEAL", said_p("rules:napoleon", "Dealing")),
    ("MIS", said_p("rules:napoleon", "Misdeal")),
    ("BID", said_p("rules:napoleon", "Bidding")),
    ("ADJ", said_p("rules:napoleon", "Adjutant")),
    ("KIT", said_p("rules:napoleon", "Kitty exchange")),
    ("PLAY", said_p("rules:napoleon", "Leading and following")),
    ("TRICK", said_p("rules:napoleon", "Who wins a trick")),
    ("END", said_p("rules:napoleon", "End of the deal")),
    ("FOUL", said_p("rules:napoleon", "Fouls")),
    ("INFO", said_p("rules:napoleon", "Information")),
    ("SCORE", said_p("rules:napoleon", "Scoring")),
    ("OPT", said_p("rules:napoleon", "Optional rules")),
    ("VAR", said_p("rules:napoleon", "Variant games (chapter 6)")),
)

NOT_USED = said_p("rules:napoleon", "Not used by these rules.")


@dataclass(frozen=True)
class RuleText:
    rule_id: str
    area: str
    title: str
    body: str
    applies: bool


@dataclass(frozen=True)
class _Entry:
    rule_id: str
    title: Text
    body: Body
    applies: Applies


_ENTRIES: dict[str, _Entry] = {}


def _always(_r: NapoleonRules) -> bool:
    return True


def _rule(rule_id: str, title: Text, applies: Applies = _always) -> Callable[[Body], Body]:
    def register(body: Body) -> Body:
        _ENTRIES[rule_id] = _Entry(rule_id, title, body, applies)
        return body

    return register


def _static(rule_id: str, title: Text, text: Text, applies: Applies = _always) -> None:
    _ENTRIES[rule_id] = _Entry(rule_id, title, lambda _r: text, applies)


# --- wording helpers --------------------------------------------------------------------------
def _kind(kind: str, r: NapoleonRules) -> Text | str:
    return terms.trump_name(kind, r.trump_label(kind))


def _kinds(r: NapoleonRules) -> Text:
    """The trump kinds high to low: ``black > red > ...``."""
    return joined([_kind(k, r) for k in r.trump_priority], " > ")


def _and(items: list[Text]) -> Text:
    """``a, b and c`` (Japanese ``a、b、c``)."""
    if len(items) <= 1:
        return joined(items, "")
    head = items[0]
    for item in items[1:-1]:
        head = said_p("rules:napoleon", "{head}, {item}", head=head, item=item)
    return said_p("rules:napoleon", "{head} and {last}", head=head, last=items[-1])


def _semi(items: list[Text]) -> Text:
    """Clauses ``a; b`` (Japanese ``a、b``)."""
    if not items:
        return joined([], "")
    head = items[0]
    for item in items[1:]:
        head = said_p("rules:napoleon", "{head}; {item}", head=head, item=item)
    return head


def _players(r: NapoleonRules) -> Text:
    nums = [str(n) for n in r.players]
    if len(nums) == 1:
        return joined(nums, "")
    head: Text = joined(nums[:1], "")
    for n in nums[1:-1]:
        head = said_p("rules:napoleon", "{numbers}, {n}", numbers=head, n=n)
    return said_p("rules:napoleon", "{numbers} or {n}", numbers=head, n=nums[-1])


def _has_colour(r: NapoleonRules) -> bool:
    return any(k in COLOUR_TRUMPS for k in r.trump_priority)


def _nt_kinds(r: NapoleonRules) -> list[str]:
    return [k for k in r.trump_priority if k in NT_FAMILY]


def _tricks(r: NapoleonRules) -> int:
    return r.hand_size(r.players[0])


@dataclass(frozen=True)
class _Group:
    kind: str
    name: Text


def _groups(r: NapoleonRules) -> list[_Group]:
    """Trump kinds whose per-trick rules can differ: suit/colour kinds and the NT family."""
    plain = [k for k in r.trump_priority if k not in NT_FAMILY]
    nt = _nt_kinds(r)
    out: list[_Group] = []
    if plain:
        if _has_colour(r):
            out.append(_Group(plain[0], said_p("rules:napoleon", "under suit and colour trumps")))
        else:
            out.append(_Group(plain[0], said_p("rules:napoleon", "under suit trumps")))
    if nt:
        out.append(_Group(nt[0], said_p("rules:napoleon", "under the no-trump kinds")))
    return out


def _feature(r: NapoleonRules, kind: str, which: str) -> Features:
    n = _tricks(r)
    k = {"first": 1, "middle": 2, "last": n}[which]
    return features(r, kind, k, n)


def _off_in(r: NapoleonRules, attr: str) -> Text | None:
    """Where a feature switch is off: e.g. ``the first and the last trick under suit
    trumps`` (None when it is on in every trick)."""
    parts: list[tuple[tuple[bool, bool], _Group]] = []
    for g in _groups(r):
        first = not getattr(_feature(r, g.kind, "first"), attr)
        last = not getattr(_feature(r, g.kind, "last"), attr)
        parts.append(((first, last), g))
    same = len({p[0] for p in parts}) == 1
    out: list[Text] = []
    for (first, last), g in parts:
        if not (first or last):
            continue
        if first and last:
            e = said_p("rules:napoleon", "the first and the last trick")
        elif first:
            e = said_p("rules:napoleon", "the first trick")
        else:
            e = said_p("rules:napoleon", "the last trick")
        if not same:
            e = said_p("rules:napoleon", "{tricks} {group}", tricks=e, group=g.name)
        out.append(e)
        if same:
            break
    return _semi(out) if out else None


def _power_names(r: NapoleonRules) -> list[tuple[str, Text]]:
    mighty = (
        said_p("rules:napoleon", "the Mighty (with Yoromeki)")
        if r.yoromeki
        else said_p("rules:napoleon", "the Mighty")
    )
    return [
        ("mighty", mighty),
        ("trump", said_p("rules:napoleon", "trumps")),
        ("bowers", said_p("rules:napoleon", "the bowers")),
        ("same_two", said_p("rules:napoleon", "same-two")),
        ("joker_lead_power", said_p("rules:napoleon", "the joker lead")),
        ("joker_call", said_p("rules:napoleon", "the ♠3 joker call")),
    ]


def _trick_exception(r: NapoleonRules, which: str) -> Text:
    """What is special about the first or last trick, group by group."""
    lines: list[tuple[Text, _Group]] = []
    for g in _groups(r):
        f = _feature(r, g.kind, which)
        mid = _feature(r, g.kind, "middle")
        if f == mid:
            text = said_p("rules:napoleon", "no exception: everything works as in the other tricks")
        else:
            on = [name for attr, name in _power_names(r) if getattr(f, attr)]
            off = [name for attr, name in _power_names(r) if not getattr(f, attr)]
            if on and len(on) > len(off):
                if len(off) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "{off} has no power; everything else works",
                        off=_Capital(_and(off)),
                    )
                else:
                    text = said_p(
                        "rules:napoleon",
                        "{off} have no power; everything else works",
                        off=_Capital(_and(off)),
                    )
            elif on:
                if len(on) == 1 and len(off) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keeps its power; {off} has none",
                        on=_and(on),
                        off=_and(off),
                    )
                elif len(on) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keeps its power; {off} have none",
                        on=_and(on),
                        off=_and(off),
                    )
                elif len(off) == 1:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keep their power; {off} has none",
                        on=_and(on),
                        off=_and(off),
                    )
                else:
                    text = said_p(
                        "rules:napoleon",
                        "only {on} keep their power; {off} have none",
                        on=_and(on),
                        off=_and(off),
                    )
            else:
                text = said_p(
                    "rules:napoleon",
                    "nothing special has power: the highest card of the led suit wins "
                    "(a simple contest)",
                )
            if not f.joker_lead_allowed:
                text = said_p("rules:napoleon", "{text}; the joker may not be led", text=text)
            if f.fukashi_trick1:
                text = said_p(
                    "rules:napoleon",
                    "{text}; nobody may play a trump-suit card or a spade (N-PLAY-7)",
                    text=text,
                )
        lines.append((text, g))
    same = len({str(t) for t, _ in lines}) == 1
    out: list[Text] = []
    for text, g in lines:
        if same:
            out.append(said_p("rules:napoleon", "{text}.", text=_Capital(text)))
            break
        out.append(said_p("rules:napoleon", "{group}: {text}.", group=_Capital(g.name), text=text))
    return joined(out, "\n")


# === 1. Components ============================================================================
@_rule("N-COMP-1", said_p("rules:napoleon", "The cards"))
def _comp_1(r: NapoleonRules) -> Text:
    if r.no_joker:
        return said_p("rules:napoleon", "A 52-card deck without the joker (option N-OPT-5).")
    return said_p("rules:napoleon", "One 52-card deck plus one joker: 53 cards.")


_static(
    "N-COMP-2",
    said_p("rules:napoleon", "Suits and colours"),
    said_p(
        "rules:napoleon",
        "Spades ♠ and clubs ♣ are black, hearts ♡ and diamonds ♢ red. A suit's "
        "partner suit is the other suit of the same colour (♠↔♣, ♡↔♢); it gives the left bower "
        "(N-TRICK-4).",
    ),
)
_static(
    "N-COMP-3",
    said_p("rules:napoleon", "Rank order"),
    said_p(
        "rules:napoleon",
        "Inside a suit, from high to low: A K Q J 10 9 8 7 6 5 4 3 2. The ace is above the king.",
    ),
)
_static(
    "N-COMP-4",
    said_p("rules:napoleon", "Point cards"),
    said_p(
        "rules:napoleon",
        "The 10, J, Q, K and A of every suit are point cards (点札): 20 in all. "
        "The joker is not a point card. The contract is a number of point cards.",
    ),
)


def _options_6_9(r: NapoleonRules, text: Text) -> Text:
    """N-COMP-5's sentences on the options that change printed suits."""
    if r.left_bower_is_trump:
        text = said_p(
            "rules:napoleon",
            "{text} Option N-OPT-6: the left bower counts as a card of the trump suit.",
            text=text,
        )
    if r.mighty_free:
        text = said_p(
            "rules:napoleon", "{text} Option N-OPT-9: the Mighty need not follow spades.", text=text
        )
    return text


@_rule("N-COMP-5", said_p("rules:napoleon", "The joker and printed suits"))
def _comp_5(r: NapoleonRules) -> Text:
    return _options_6_9(
        r,
        said_p(
            "rules:napoleon",
            "The joker belongs to no suit. The Mighty (♠A), the bowers, ♡Q and ♡K "
            "keep their printed suit when following (N-PLAY-3).",
        ),
    )


@_rule("N-COMP-6", said_p("rules:napoleon", "Players"))
def _comp_6(r: NapoleonRules) -> Text:
    text = said_p("rules:napoleon", "These rules are for {players} players.", players=_players(r))
    if any(r.adjutants_for(n) == 2 for n in r.players):
        n = next(n for n in r.players if r.adjutants_for(n) == 2)
        text = said_p(
            "rules:napoleon",
            "{text} With {n} players there are two adjutants (N-ADJ-1).",
            text=text,
            n=n,
        )
    return text


# === 2. Seating ===============================================================================
_static(
    "N-SEAT-1",
    said_p("rules:napoleon", "Direction of play"),
    said_p(
        "rules:napoleon",
        "Bidding and play go counter-clockwise: every player passes the turn to "
        "the player on his right. On the screen, with you at the bottom, the turn moves bottom → "
        "right → top → left.",
    ),
)


# === 3. Dealing ===============================================================================
_static(
    "N-DEAL-1",
    said_p("rules:napoleon", "Dealing"),
    said_p(
        "rules:napoleon",
        "The cards are shuffled and everybody gets the same number. The rest goes "
        "face down to the middle: the kitty (中).",
    ),
)


@_rule("N-DEAL-2", said_p("rules:napoleon", "Hand and kitty sizes"))
def _deal_2(r: NapoleonRules) -> Text:
    sizes = _semi(
        [
            said_p(
                "rules:napoleon",
                "{n} players: {hand} cards each, kitty {kitty}",
                n=n,
                hand=r.hand_size(n),
                kitty=r.kitty_size(n),
            )
            for n in r.players
        ]
    )
    return said_p(
        "rules:napoleon",
        "{sizes}. After the kitty exchange everybody holds one card per trick.",
        sizes=sizes,
    )


_static(
    "N-DEAL-3",
    said_p("rules:napoleon", "Dealer"),
    said_p(
        "rules:napoleon",
        "The first dealer is chosen at random; after each deal the dealer moves "
        "one seat on. A redeal keeps the same dealer.",
    ),
)


# === 4. Misdeal ===============================================================================
@_rule("N-MIS-1", said_p("rules:napoleon", "Bust hand (倒れ)"), lambda r: r.misdeal == "bust_hand")
def _mis_1(r: NapoleonRules) -> Text:
    if r.misdeal != "bust_hand":
        if r.misdeal == "no_point_card":
            return said_p("rules:napoleon", "Not used by these rules. See N-MIS-2.")
        return NOT_USED
    text = said_p(
        "rules:napoleon",
        "A hand with none of 2, 4, 10, J, Q, K, A and the joker (only 3, 5, 6, "
        "7, 8, 9) is a bust hand (倒れ). Its holder may declare it before his first bidding "
        "turn; the deal is cancelled and dealt again.",
    )
    if r.misdeal_shows_hand:
        text = said_p("rules:napoleon", "{text} The hand is shown to everybody.", text=text)
    return said_p("rules:napoleon", "{text} AI players always declare it.", text=text)


@_rule(
    "N-MIS-2",
    said_p("rules:napoleon", "No point card (流し)"),
    lambda r: r.misdeal == "no_point_card",
)
def _mis_2(r: NapoleonRules) -> Text:
    if r.misdeal != "no_point_card":
        return NOT_USED
    if r.misdeal_shows_hand:
        return said_p(
            "rules:napoleon",
            "A player holding no point card (the joker does not count) may "
            "annul the deal (流し) before his first bidding turn, showing his hand to everybody. "
            "The cards are dealt again.",
        )
    return said_p(
        "rules:napoleon",
        "A player holding no point card (the joker does not count) may annul "
        "the deal (流し) before his first bidding turn. The cards are dealt again.",
    )


_static(
    "N-MIS-4",
    said_p("rules:napoleon", "After a misdeal"),
    said_p(
        "rules:napoleon",
        "After a misdeal the same dealer deals again and the same player opens the bidding.",
    ),
    lambda r: r.misdeal != "none",
)


# === 5. Bidding ===============================================================================
_static(
    "N-BID-1",
    said_p("rules:napoleon", "What a bid is"),
    said_p(
        "rules:napoleon",
        "A bid (立ち) is a count of point cards and a trump kind. The highest "
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
        "kind of his choice — the responsibility stand (責任立ち). If the Mighty is in the "
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
        "If nobody bids, the deal is annulled (流し) and dealt again; the same seat opens.",
    )


@_rule(
    "N-BID-16",
    said_p("rules:napoleon", "Reverse all-take (逆全付け)"),
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
        "person: whoever holds that card is the adjutant (副官).",
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
        "The Napoleon and the adjutant form the Napoleon side (ナポレオン軍); "
        "everybody else is the coalition (連合).",
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
    said_p("rules:napoleon", "Only (一人立ち)"),
    said_p(
        "rules:napoleon",
        "If the named card is in the kitty or in the Napoleon's own hand, there is "
        "no adjutant: the Napoleon plays alone against everybody — only (一人立ち / オンリー). "
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
        "When ♠3 is led (the joker call, ジョーカー請求), the player holding the joker "
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
        "Right bower (正ジャック): the jack of the trump suit. Left bower "
        "(裏ジャック): the jack of the partner suit (♠↔♣, ♡↔♢). Both beat every other "
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
        "The Mighty (マイティ, ♠A) is the strongest card: it beats {cards}.",
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
        "If the Mighty and ♡Q are in the same trick, ♡Q wins (よろめき, “stagger”) — "
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
        "If the Mighty, ♡Q and ♡K are all in the same trick, ♡K wins (よろめき返し).",
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


@_rule("N-TRICK-11", said_p("rules:napoleon", "Same-two (セイム2)"))
def _trick_11(r: NapoleonRules) -> Text:
    beats = r.effective_same_two_beats()
    text = said_p(
        "rules:napoleon",
        "When every card of a trick is of one suit and that suit's 2 is among them, "
        "the 2 wins (same-two, セイム2)",
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
        "Under a normal contract the Napoleon side wins (make, メイク) if it took "
        "at least the contract count; otherwise the coalition wins (break, ブレイク).",
    ),
)


@_rule("N-END-3", said_p("rules:napoleon", "All-take (全付け)"), lambda r: r.all_take)
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


# === 15. Optional rules =======================================================================
_OPTIONS: tuple[tuple[str, str, Text], ...] = (
    (
        "N-OPT-1a",
        "no_first_last_exceptions",
        said_p("rules:napoleon", "no first/last-trick exceptions"),
    ),
    (
        "N-OPT-1b",
        "first_trick_only_same_two_off",
        said_p("rules:napoleon", "first trick: only same-two off"),
    ),
    ("N-OPT-2", "joker_free", said_p("rules:napoleon", "joker free")),
    ("N-OPT-3", "bowers_immune_to_same_two", said_p("rules:napoleon", "bowers beat same-two")),
    ("N-OPT-4", "same_two_beats_mighty", said_p("rules:napoleon", "same-two beats the Mighty")),
    ("N-OPT-5", "no_joker", said_p("rules:napoleon", "no joker")),
    ("N-OPT-6", "left_bower_is_trump", said_p("rules:napoleon", "left bower is a trump")),
    ("N-OPT-7", "club10_traitor", said_p("rules:napoleon", "♣10 traitor")),
    (
        "N-OPT-8",
        "diamond_queen_beats_right_bower",
        said_p("rules:napoleon", "♢Q beats the right bower"),
    ),
    ("N-OPT-9", "mighty_free", said_p("rules:napoleon", "Mighty free")),
    ("N-OPT-11", "reverse_all_take", said_p("rules:napoleon", "reverse all-take")),
    ("N-OPT-12", "stop_when_decided", said_p("rules:napoleon", "early stop")),
    ("N-OPT-13", "score_table_literal", said_p("rules:napoleon", "printed score tables")),
    ("N-OPT-14", "yoromeki", said_p("rules:napoleon", "Yoromeki")),
    ("N-OPT-14", "yoromeki_gaeshi", said_p("rules:napoleon", "Yoromeki return")),
)


@_rule("N-OPT", said_p("rules:napoleon", "Optional rules"))
def _opt(r: NapoleonRules) -> Text:
    lines = [
        said_p(
            "rules:napoleon",
            "Optional rules (the book's Appendix A and switches), as set in these rules:",
        )
    ]
    for rule_id, field, name in _OPTIONS:
        if getattr(r, field):
            lines.append(said_p("rules:napoleon", "{rule} {name}: on", rule=rule_id, name=name))
        else:
            lines.append(said_p("rules:napoleon", "{rule} {name}: off", rule=rule_id, name=name))
    return joined(lines, "\n")


# --- variant games of chapter 6 (N-VAR) -------------------------------------------------------
def _two_min(r: NapoleonRules) -> int:
    return r.min_bid.get(2, 11)


@_rule(
    "N-VAR-1",
    said_p("rules:napoleon", "Two-player Napoleon, version 1"),
    lambda r: r.deal_layout == "two_player_tableau",
)
def _var_1(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Two players. Each has a tableau of five piles of three cards in front of him "
        "(face up, face down, face up): the top card of each pile is face up and is played "
        "like a hand card; when it is played, the card it uncovers is turned face up. Each "
        "player also has a hand of 9 cards; the other 5 cards are the kitty. Bid as usual "
        "(minimum {min}); there is no adjutant. The Napoleon takes the kitty and exchanges "
        "it with hand cards only, never with tableau cards. You may play your hand cards and "
        "the top cards of your piles, and follow suit with those only: a card of the suit "
        "lower in a pile does not count.",
        min=_two_min(r),
    )


@_rule(
    "N-VAR-2",
    said_p("rules:napoleon", "Two-player Napoleon, version 2"),
    lambda r: r.deal_layout == "two_player_draw",
)
def _var_2(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Two players. Three piles of five cards are dealt face down; each player takes one "
        "as his hand, the player after the dealer first, and the third pile is put aside "
        "face down, unused. The other 38 cards form a face-down stock. Bid as usual "
        "(minimum {min}); there is no adjutant and no kitty. After every trick the winner, "
        "then the loser, draws one card from the stock until it is empty; then the hands "
        "are played out (24 tricks).",
        min=_two_min(r),
    )


@_rule(
    "N-VAR-3",
    said_p("rules:napoleon", "Four-pile three-player Napoleon"),
    lambda r: r.deal_layout == "four_pile_three",
)
def _var_3(r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Three players. Four piles of 13 cards and one card to the middle are dealt face "
        "down. Each player chooses a pile as his hand, in playing order from the opening "
        "bidder; the fourth pile stays face down. After the auction (minimum {min}) the "
        "Napoleon takes the middle card and 4 random cards of the unused pile and discards "
        "5. Nine cards stay out of play unseen, so nobody knows how many point cards are in "
        "play, and an adjutant often does not exist. All-take means the Napoleon side took "
        "every point card that was in play or discarded.",
        min=r.min_bid.get(3, 13),
    )


@_rule(
    "N-VAR-5",
    said_p("rules:napoleon", "Imperialist Napoleon"),
    lambda r: r.imperialism,
)
def _var_5(_r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Every player for himself: no auction, no Napoleon, no adjutant, no coalition; the "
        "kitty stays face down, unused. The first leader is drawn by lot in the first game; "
        "before looking at his hand he names the trump kind (Earth-science club no-trump is "
        "not allowed) and leads trick 1. Whoever takes the most point cards wins; a tie is "
        "broken by the previous game's counts (in the first game it is a shared win). The "
        "winner leads and names trump in the next game. The score sheet counts 1 per win.",
    )


@_rule(
    "N-VAR-6",
    said_p("rules:napoleon", "Blind stand"),
    lambda r: r.blind_stand,
)
def _var_6(_r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "After the deal one random card of each hand is turned face up for everybody. The "
        "auction, the trump and the adjutant call happen without looking at the other "
        "cards; then the hands are lifted and the deal is played as usual. Calling a card "
        "you hold yourself without knowing it makes you play an intentional only, which is "
        "legal. There is no misdeal.",
    )


@_rule(
    "N-VAR-7",
    said_p("rules:napoleon", "Urako"),
    lambda r: URAKO in r.trump_priority,
)
def _var_7(_r: NapoleonRules) -> Text:
    return said_p(
        "rules:napoleon",
        "Urako is a trump kind bid only at 20, below clubs (any other kind at 20 beats "
        "it), and without an adjutant. The leader of every trick declares that trick's "
        "trump kind together with the lead card: any normal kind, or swimming club "
        "no-trump (like no-trump, with the queens as the bowers), 8 mm film club no-trump "
        "(the 8s as the bowers) or railway club no-trump (every card its face value except "
        "the joker; ♠A is only the highest spade). The first- and last-trick rules follow "
        "the kind declared for the trick, the three club kinds counting as no-trump.",
    )


# --- lookup ---------------------------------------------------------------------------------
#: rule IDs explained by another entry
ALIASES: dict[str, str] = {
    "N-MIS-3": "N-MIS-1",
    "N-MIS-5": "N-MIS-1",
    "N-MIS-6": "N-MIS-1",
    "N-SEAT-2": "N-SEAT-1",
    "N-SEAT-3": "N-SEAT-1",
    "N-DEAL-4": "N-DEAL-2",
    "N-BID-4": "N-BID-2",
    "N-BID-9": "N-INFO-1",
    "N-ADJ-7": "N-FOUL-1",
    "N-PLAY-10": "N-PLAY-3",
    "N-TRICK-19": "N-TRICK-12",
    "N-TRICK-20": "N-TRICK-12",
    "N-TRICK-21": "N-TRICK-12",
    "N-FOUL-2": "N-FOUL-1",
    "N-FOUL-3": "N-FOUL-1",
    "N-FOUL-4": "N-FOUL-1",
    "N-INFO-4": "N-INFO-1",
    "N-SCORE-10": "N-SCORE-3",
    "N-SCORE-11": "N-SCORE-3",
    "N-SCORE-12": "N-SCORE-5",
    "N-SCORE-14": "N-SCORE-1",
    "N-VAR-4": "N-ADJ-1",  # six-player Napoleon: specified in the main text
    "N-VAR-8": "N-OPT",  # reverse all-take: N-OPT-11
}

_ID = re.compile(r"^N-([A-Z]+)(?:-(\d+)([a-z]?))?$")


def area_of(rule_id: str) -> str:
    m = _ID.match(rule_id)
    return m.group(1) if m else ""


def rule_ids() -> list[str]:
    """Every rule ID with an entry, in the order of the specification."""
    order = {code: i for i, (code, _title) in enumerate(AREAS)}
    return sorted(_ENTRIES, key=lambda rid: (order.get(area_of(rid), 99), _number(rid)))


def _number(rule_id: str) -> tuple[int, str]:
    m = _ID.match(rule_id)
    if not m or m.group(2) is None:
        return (0, "")
    return (int(m.group(2)), m.group(3) or "")


def resolve(rule_id: str) -> str | None:
    """The entry that explains ``rule_id`` (itself, an alias, or the first entry of its
    area); None for IDs outside the rules (e.g. ``N-AI-3`` strategy notes)."""
    rule_id = rule_id.strip()
    if rule_id in _ENTRIES:
        return rule_id
    if rule_id in ALIASES:
        return ALIASES[rule_id]
    area = area_of(rule_id)
    if area == "OPT":
        return "N-OPT"
    if area in {code for code, _title in AREAS}:
        for rid in rule_ids():
            if area_of(rid) == area:
                return rid
    return None


def area_title(area: str, lang: str | None = None) -> str:
    lang = lang or i18n.language()
    for code, title in AREAS:
        if code == area:
            return in_language(title, lang)
    return area


def rule_text(rule_id: str, rules: NapoleonRules, lang: str | None = None) -> RuleText | None:
    """The text of the entry that explains ``rule_id`` for ``rules`` in ``lang`` (in French
    the English text: the rules are not translated into French, the viewer says so)."""
    target = resolve(rule_id)
    if target is None:
        return None
    lang = lang or i18n.language()
    entry = _ENTRIES[target]
    return RuleText(
        target,
        area_of(target),
        in_language(entry.title, lang),
        in_language(entry.body(rules), lang),
        bool(entry.applies(rules)),
    )


def rule_texts(rules: NapoleonRules, lang: str | None = None) -> list[RuleText]:
    """Every entry for ``rules`` in ``lang``, in the order of the specification."""
    out: list[RuleText] = []
    for rid in rule_ids():
        text = rule_text(rid, rules, lang)
        assert text is not None
        out.append(text)
    return out


__all__ = [
    "ALIASES",
    "AREAS",
    "RuleText",
    "area_of",
    "area_title",
    "resolve",
    "rule_ids",
    "rule_text",
    "rule_texts",
]
