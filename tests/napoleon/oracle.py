"""Independent oracle for Napoleon trick play: a literal transcription of the normative
pseudo-code of napoleon.md (N-TRICK-18 ``features``, N-PLAY-10 ``legal_plays``, N-TRICK-19
``trick_winner``) on string card codes (``"SA"``, ``"H10"``, ``"JK"``).

It deliberately imports nothing from ``engine``: the preset parameters below are derived by
hand from the presets table (§14) for ``book``, ``fukashi`` and ``igoshokai`` without any
optional toggle (§15). Tests compare the engine against this module.
"""

from __future__ import annotations

from collections import namedtuple
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

SUITS = ("S", "H", "D", "C")
RANK_CODES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
DECK = (*(s + r for s in SUITS for r in RANK_CODES), "JK")  # N-COMP-1: 53 cards
NT_FAMILY = ("nt", "igo_nt", "chigaku_nt")

# --- presets (§14), only the rows the trick algorithm and legality need ------------------
PRESET_DICTS: dict[str, dict[str, Any]] = {
    "book": {
        "name": "book",
        "trump_kinds": ("S", "H", "D", "C", "red", "black", "nt", "igo_nt", "chigaku_nt"),  # row 6
        "yoromeki": True,  # row 23
        "yoromeki_gaeshi": True,  # row 24
        "same_two_beats": frozenset({"right_bower", "left_bower"}),  # rows 26, 27
        "joker_lead_beats_mighty": False,  # row 30
        "joker_lead_point_fallback": True,  # row 31
        "joker_follow_anytime": False,  # row 33
        "joker_follow_counts_as_led_suit": False,  # row 34
    },
    "fukashi": {
        "name": "fukashi",
        "trump_kinds": ("S", "H", "D", "C"),
        "yoromeki": True,
        "yoromeki_gaeshi": False,
        "same_two_beats": frozenset({"left_bower"}),  # right bower beats same-two
        "joker_lead_beats_mighty": False,
        "joker_lead_point_fallback": False,
        "joker_follow_anytime": False,
        "joker_follow_counts_as_led_suit": True,
    },
    "igoshokai": {
        "name": "igoshokai",
        "trump_kinds": ("S", "H", "D", "C", "chigaku_nt"),  # NT played as chigaku_nt
        "yoromeki": False,
        "yoromeki_gaeshi": False,
        "same_two_beats": frozenset(),  # both bowers beat same-two
        "joker_lead_beats_mighty": True,
        "joker_lead_point_fallback": False,
        "joker_follow_anytime": True,
        "joker_follow_counts_as_led_suit": True,
    },
}

PRESETS = {name: SimpleNamespace(**d) for name, d in PRESET_DICTS.items()}


@dataclass(frozen=True)
class Ctx:
    """ctx of the pseudo-code: preset P, trump kind, k, N, named_suit (``None`` if none)."""

    P: Any
    trump: str
    k: int
    N: int
    named_suit: str | None = None


# --- N-TRICK-18 ---------------------------------------------------------------------
Features = namedtuple(
    "Features",
    "mighty trump bowers same_two joker_lead_allowed joker_lead_power joker_call fukashi_trick1",
)


def _f(*bits: int) -> Features:
    return Features(*(bool(b) for b in bits))


def features(P: Any, trump: str, k: int, N: int) -> Features:
    """The table of N-TRICK-18, row by row."""
    if P.name == "book":
        if trump in NT_FAMILY:
            return _f(1, 1, 1, 1, 1, 1, 1, 0)  # book, NT family, any k
        if k == 1:
            return _f(1, 0, 0, 0, 0, 0, 0, 0)  # book, suit or colour, k = 1
        if k == N:
            return _f(1, 0, 0, 0, 1, 1, 0, 0)  # book, suit or colour, k = N
        return _f(1, 1, 1, 1, 1, 1, 1, 0)  # book, suit or colour, 1 < k < N
    if P.name == "fukashi":
        if k == 1:
            return _f(0, 0, 0, 0, 0, 0, 0, 1)  # fukashi, k = 1
        return _f(1, 1, 1, 1, 1, 1, 1, 0)  # fukashi, k > 1
    if P.name == "igoshokai":
        if k == 1:
            return _f(0, 0, 0, 0, 0, 0, 0, 0)  # igoshokai, k = 1 (any trump kind)
        if k == N:
            return _f(1, 1, 1, 1, 0, 0, 1, 0)  # igoshokai, k = N
        return _f(1, 1, 1, 1, 1, 1, 1, 0)  # igoshokai, 1 < k < N
    raise ValueError(P.name)


# --- helpers of N-TRICK-19 -------------------------------------------------------------
PARTNER = {"S": "C", "C": "S", "H": "D", "D": "H"}
RANK = {
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "10": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    "A": 14,
}


def suit(c):
    return None if c == "JK" else c[0]


def rank(c):
    return RANK[c[1:]]


def is_point(c):
    return c != "JK" and c[1:] in ("10", "J", "Q", "K", "A")


def ordinary_trump_suits(trump):
    return {trump} if trump in ("S", "H", "D", "C") else set()


# --- N-PLAY-10 ----------------------------------------------------------------------
def legal_plays(hand, trick, ctx):
    """hand: list of card codes; trick: list of (seat, card) already played, lead first;
    ctx: preset P, trump kind, k, N, named_suit (suit named by a joker leader, if any)."""
    f = features(ctx.P, ctx.trump, ctx.k, ctx.N)
    banned = set()
    if f.fukashi_trick1:  # N-PLAY-7
        banned = {
            c
            for c in hand
            if c != "JK" and (suit(c) == "S" or suit(c) in ordinary_trump_suits(ctx.trump))
        }
    if not trick:  # leading
        leads = [c for c in hand if c not in banned]
        if not f.joker_lead_allowed:  # N-PLAY-6
            leads = [c for c in leads if c != "JK"]
        if not leads:
            leads = [c for c in hand if c != "JK"] or list(hand)  # forced (N-PLAY-6/7)
        return leads
    lead = trick[0][1]
    if lead == "S3" and f.joker_call and "JK" in hand:  # N-PLAY-5
        return ["JK"]
    if lead == "JK" and f.joker_lead_power:  # N-PLAY-4
        required = [c for c in hand if suit(c) in joker_required_suits(ctx)]
        if required:
            return required
        if ctx.P.joker_lead_point_fallback:  # book only
            points = [c for c in hand if is_point(c)]
            if points:
                return points
        return list(hand)
    led = suit(lead) if lead != "JK" else ctx.named_suit  # powerless forced joker lead
    same = [c for c in hand if suit(c) == led]  # N-PLAY-3
    if same:
        if ctx.P.joker_follow_anytime and "JK" in hand:  # igoshokai, N-PLAY-8
            same.append("JK")
        return same
    rest = [c for c in hand if c not in banned]  # void: anything (fukashi t1: not banned)
    return rest or list(hand)


def joker_required_suits(ctx):
    if ctx.trump in ("S", "H", "D", "C"):
        return {ctx.trump}
    if ctx.trump == "red":
        return {"H", "D"}
    if ctx.trump == "black":
        return {"S", "C"}
    return {ctx.named_suit}  # NT family: the named suit


# --- N-TRICK-19 -----------------------------------------------------------------------
def effective_led_suit(lead, ctx, joker_power):  # N-TRICK-2
    if lead != "JK":
        return suit(lead)
    if not joker_power:  # igoshokai forced last-trick lead (N-PLAY-6)
        return ctx.named_suit
    if ctx.trump in ("S", "H", "D", "C"):
        return ctx.trump
    if ctx.trump in ("red", "black"):
        return None  # either trump suit; the joker wins anyway
    return ctx.named_suit  # NT family


def trump_suits(trump, L):  # N-TRICK-3, -17
    if trump in ("S", "H", "D", "C"):
        return {trump}
    if trump == "red":
        return {"H", "D"}
    if trump == "black":
        return {"S", "C"}
    if trump in ("nt", "igo_nt"):
        return {L} if L else set()
    return set()  # chigaku_nt


def bower_cards(trump, L):  # N-TRICK-4, -17
    """returns (right_bowers, left_bowers) as sets of card codes"""
    if trump in ("S", "H", "D", "C"):
        return {trump + "J"}, {PARTNER[trump] + "J"}
    if trump == "red":
        return {"HJ", "DJ"}, set()
    if trump == "black":
        return {"SJ", "CJ"}, set()
    if trump == "nt" and L:
        return {L + "J"}, {PARTNER[L] + "J"}
    if trump == "igo_nt" and L:
        return {L + "4"}, {PARTNER[L] + "4"}
    return set(), set()


def trick_winner(plays, ctx):
    """plays: list of (seat, card) in playing order, plays[0] is the lead.
    ctx: preset P, trump kind, trick number k, number of tricks N, named_suit.
    Returns (winning seat, reason code)."""
    P = ctx.P
    f = features(P, ctx.trump, ctx.k, ctx.N)  # N-TRICK-18
    cards = [c for _, c in plays]

    def seat_of(c):
        return plays[cards.index(c)][0]

    lead = cards[0]
    joker_led = lead == "JK"
    joker_power = joker_led and f.joker_lead_power
    L = effective_led_suit(lead, ctx, joker_power)

    # 1. igoshokai: a powered joker lead beats everything            (N-TRICK-8)
    if joker_power and P.joker_lead_beats_mighty:
        return seat_of("JK"), "joker_lead"
    # 2. Mighty, Yoromeki, Yoromeki-gaeshi                            (N-TRICK-5..7)
    if f.mighty and "SA" in cards:
        if P.yoromeki and "HQ" in cards:
            if P.yoromeki_gaeshi and "HK" in cards:
                return seat_of("HK"), "yoromeki_gaeshi"
            return seat_of("HQ"), "yoromeki"
        return seat_of("SA"), "mighty"
    # 3. powered joker lead (book, fukashi)                           (N-TRICK-8)
    if joker_power:
        return seat_of("JK"), "joker_lead"
    # 4. this trick's trump suits and bowers
    T = trump_suits(ctx.trump, L) if f.trump else set()
    R, LB = bower_cards(ctx.trump, L) if f.bowers else (set(), set())
    # a joker that is not a powered lead counts as the lowest card of L in fukashi and
    # igoshokai, and also when it is igoshokai's powerless forced lead  (N-TRICK-9, N-PLAY-6)
    joker_as_L = P.joker_follow_counts_as_led_suit or joker_led
    # 5. same-two                                                      (N-TRICK-11)
    if f.same_two and L is not None:
        two = L + "2"
        if two in cards and all(suit(c) == L or (c == "JK" and joker_as_L) for c in cards):
            blocked = (bool(R & set(cards)) and "right_bower" not in P.same_two_beats) or (
                bool(LB & set(cards)) and "left_bower" not in P.same_two_beats
            )
            if not blocked:
                return seat_of(two), "same_two"

    # 6. ordinary strength                                             (N-TRICK-12..14)
    def strength(c):
        if c == "JK":
            if joker_as_L and L is not None:
                return (2, 1) if L in T else (1, 1)  # below the 2 of L
            return (0, 0)  # book: a followed joker never wins
        if c in R:
            return (4, 0)
        if c in LB:
            return (3, 0)
        if suit(c) in T:
            return (2, rank(c))
        if suit(c) == L:
            return (1, rank(c))
        return (0, 0)

    best, best_s = None, None
    for i, c in enumerate(cards):
        s = strength(c)
        if s == (0, 0):
            continue
        if best is None or s > best_s:
            best, best_s = i, s
        elif s == best_s:  # noqa: SIM102  # only red/black can tie (N-TRICK-14)
            if L in T and suit(c) == L and suit(cards[best]) != L:
                best = i  # rule 1: the led trump suit wins
            # rule 2: otherwise the earlier card stays best
    reason = {4: "right_bower", 3: "left_bower", 2: "trump", 1: "led_suit"}[best_s[0]]
    return plays[best][0], reason


def joker_lead_needs_suit(P, trump, k, N):
    """Whether a joker leader names a suit (N-PLAY-4 NT family; N-PLAY-6 powerless forced
    lead): exactly the cases where ``effective_led_suit`` reads ``ctx.named_suit``."""
    f = features(P, trump, k, N)
    return trump in NT_FAMILY or not f.joker_lead_power
