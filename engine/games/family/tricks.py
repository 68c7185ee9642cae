"""The play rules of the Napoleon family (Napoleon's deals, Rettler's rounds by the book):
per-trick feature switches (N-TRICK-18), legal plays (N-PLAY-10) and the trick winner with its
reason (N-TRICK-19).

Everything here works on int cards and int bitmask hands (``engine.cards``). ``DealRules``
binds a preset to one contract (trump kind, number of tricks) and precomputes what every
trick of that deal needs, so the per-card work is a handful of integer operations.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ...cards import (
    BIT,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JOKER,
    JOKER_BIT,
    JOKER_CALL_CARD,
    MIGHTY,
    NO_SUIT,
    PARTNER_SUIT,
    POINT_MASK,
    RANK_OF,
    SPADES,
    SUIT_LETTERS,
    SUIT_MASK,
    SUIT_OF,
    SUIT_SYMBOLS,
    YOROMEKI,
    YOROMEKI_GAESHI,
    card_label,
    make_card,
)
from ...text import said
from .rules import COLOUR_TRUMPS, NT_FAMILY, SUIT_TRUMPS, URAKO_NT_KINDS, NapoleonRules

MIGHTY_BIT = BIT[MIGHTY]
DIAMOND_QUEEN = make_card(DIAMONDS, 12)
#: the NT family plus Urako's three extra kinds, which count as NT family (N-VAR-7 DECISION)
NT_LIKE = NT_FAMILY + URAKO_NT_KINDS
#: N-TRICK-17 and N-VAR-7: the rank that acts as the bowers of a led-suit-trump kind
_BOWER_RANK = {"nt": 11, "igo_nt": 4, "swim_club_nt": 12, "film_club_nt": 8}


class Features(NamedTuple):
    """N-TRICK-18: which special powers work in one trick."""

    mighty: bool
    trump: bool
    bowers: bool
    same_two: bool
    joker_lead_allowed: bool
    joker_lead_power: bool
    joker_call: bool
    fukashi_trick1: bool


ALL_ON = Features(True, True, True, True, True, True, True, False)
_FIRST_TRICK = {
    "mighty_only": Features(True, False, False, False, False, False, False, False),
    "fukashi_ban": Features(False, False, False, False, False, False, False, True),
    "simple_contest": Features(False, False, False, False, False, False, False, False),
}
_LAST_TRICK = {
    "mighty_and_joker_lead": Features(True, False, False, False, True, True, False, False),
    "none": ALL_ON,
    "no_joker_lead": Features(True, True, True, True, False, False, True, False),
}


def features(rules: NapoleonRules, trump: str, k: int, tricks: int) -> Features:
    """N-TRICK-18 for trick ``k`` of ``tricks``, with toggles N-OPT-1a/1b."""
    if rules.no_first_last_exceptions:
        return ALL_ON
    exempt = trump in NT_LIKE and not rules.first_last_rules_apply_to_nt
    if trump == "railway_club_nt":  # N-VAR-7: ♠A is merely the highest spade, no Mighty
        return _features(rules, exempt, k, tricks)._replace(mighty=False)
    return _features(rules, exempt, k, tricks)


def _features(rules: NapoleonRules, exempt: bool, k: int, tricks: int) -> Features:
    if k == 1:
        if exempt:
            return ALL_ON
        if rules.first_trick_only_same_two_off:
            return ALL_ON._replace(same_two=False)
        return _FIRST_TRICK[rules.first_trick_rule]
    if k == tricks:
        if exempt or rules.first_trick_only_same_two_off:
            return ALL_ON
        return _LAST_TRICK[rules.last_trick_rule]
    return ALL_ON


#: Reason codes of N-TRICK-20 and the rules they cite.
REASON_RULES = {
    "mighty": "N-TRICK-5",
    "yoromeki": "N-TRICK-6",
    "yoromeki_gaeshi": "N-TRICK-7",
    "joker_lead": "N-TRICK-8",
    "same_two": "N-TRICK-11",
    "right_bower": "N-TRICK-4",
    "left_bower": "N-TRICK-4",
    "trump": "N-TRICK-3",
    "led_suit": "N-TRICK-1",
    "joker_free": "N-OPT-2",
    "diamond_queen": "N-OPT-8",
}


class TrickOutcome(NamedTuple):
    position: int  # position in the trick of the winning card (0 = lead)
    reason: str
    rule_id: str


_DEAL_RULES_CACHE: dict[tuple[int, str, int], DealRules] = {}
_NO_BOWERS: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


class DealRules:
    """A preset bound to one contract: the trump kind and the number of tricks.

    ``suit_mask[s]`` is the set of cards that count as suit ``s`` for following — the printed
    suit, except that N-OPT-6 moves the left bower into the trump suit.
    """

    __slots__ = (
        "bowers_by_led",
        "bowers_fixed",
        "feature_by_trick",
        "is_nt",
        "left_bower_card",
        "names_suit_on_joker_lead",
        "notes_by_trick",
        "nt_rule",
        "plain_follow",
        "rules",
        "same_two_beats",
        "suit_mask",
        "suit_of",
        "tricks",
        "trump",
        "trump_by_led",
        "trump_suit_mask",
    )

    @classmethod
    def for_contract(cls, rules: NapoleonRules, trump: str, tricks: int) -> DealRules:
        """A shared, immutable instance per (rules, trump, tricks)."""
        key = (id(rules), trump, tricks)
        hit = _DEAL_RULES_CACHE.get(key)
        if hit is None or hit.rules is not rules:
            kind = RailwayDealRules if trump == "railway_club_nt" else DealRules
            hit = _DEAL_RULES_CACHE[key] = kind(rules, trump, tricks)
        return hit

    def __init__(self, rules: NapoleonRules, trump: str, tricks: int) -> None:
        self.rules = rules
        self.trump = trump
        self.tricks = tricks
        self.is_nt = trump in NT_LIKE
        #: the rule cited when a card wins by a led-suit-trump kind's power
        self.nt_rule = "N-VAR-7" if trump in URAKO_NT_KINDS else "N-TRICK-17"
        mid = features(rules, trump, 2, tricks) if tricks > 2 else ALL_ON
        self.feature_by_trick = (
            None,
            features(rules, trump, 1, tricks),
            *(mid for _ in range(2, tricks)),
            features(rules, trump, tricks, tricks),
        )
        # N-TRICK-20: first/last tricks that switch a power off are cited in hints
        notes: list[tuple[str, ...]] = [() for _ in range(tricks + 1)]
        if self.feature_by_trick[1] != mid:
            notes[1] = ("N-TRICK-15",)
        if self.feature_by_trick[tricks] != mid:
            notes[tricks] = ("N-TRICK-16",)
        self.notes_by_trick = tuple(notes)
        suit_mask = list(SUIT_MASK)
        suit_of = list(SUIT_OF)
        self.left_bower_card: int | None = None
        if trump in SUIT_TRUMPS:
            t = SUIT_LETTERS.index(trump)
            self.left_bower_card = make_card(PARTNER_SUIT[t], 11)
            if rules.left_bower_is_trump:  # N-OPT-6
                lb = self.left_bower_card
                suit_mask[PARTNER_SUIT[t]] &= ~BIT[lb]
                suit_mask[t] |= BIT[lb]
                suit_of[lb] = t
        self.suit_mask = tuple(suit_mask)
        self.suit_of = tuple(suit_of)
        self.trump_suit_mask = 0
        for s in self._trump_suits(NO_SUIT):
            self.trump_suit_mask |= self.suit_mask[s]
        # No toggle adds cards to a plain follow (N-PLAY-8 joker any time, N-OPT-2, N-OPT-9).
        self.plain_follow = not (
            rules.joker_follow_anytime or rules.joker_free or rules.mighty_free
        )
        # N-PLAY-4: the joker leader names a suit under the NT family.
        self.names_suit_on_joker_lead = self.is_nt
        self.bowers_fixed = self.bower_cards(NO_SUIT)
        self.same_two_beats = rules.effective_same_two_beats()
        # this deal's trump suits and bowers for each effective led suit (index 4 = none)
        self.trump_by_led = tuple(self._trump_suits(led) for led in (0, 1, 2, 3, NO_SUIT))
        self.bowers_by_led = tuple(self.bower_cards(led) for led in (0, 1, 2, 3, NO_SUIT))

    # --- trump suits and bowers (N-TRICK-3, -4, -17) ---------------------------------
    def trump_suits(self, led: int) -> tuple[int, ...]:
        """The suits that are trump in a trick whose effective led suit is ``led``."""
        return self.trump_by_led[led]

    def _trump_suits(self, led: int) -> tuple[int, ...]:
        trump = self.trump
        if trump in SUIT_TRUMPS:
            return (SUIT_LETTERS.index(trump),)
        if trump == "red":
            return (HEARTS, DIAMONDS)
        if trump == "black":
            return (SPADES, CLUBS)
        if trump in _BOWER_RANK and led != NO_SUIT:
            return (led,)  # N-TRICK-17, N-VAR-7: the led suit is trump for this trick
        return ()

    def bower_cards(self, led: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(right bowers, left bowers) of a trick whose effective led suit is ``led``."""
        trump = self.trump
        if trump in SUIT_TRUMPS:
            t = SUIT_LETTERS.index(trump)
            return (make_card(t, 11),), (make_card(PARTNER_SUIT[t], 11),)
        if trump == "red":
            return (make_card(HEARTS, 11), make_card(DIAMONDS, 11)), ()
        if trump == "black":
            return (make_card(SPADES, 11), make_card(CLUBS, 11)), ()
        rank = _BOWER_RANK.get(trump)
        if rank is not None and led != NO_SUIT:  # jacks, fours (N-TRICK-17), Qs, 8s (N-VAR-7)
            return (make_card(led, rank),), (make_card(PARTNER_SUIT[led], rank),)
        return (), ()

    def joker_lead_needs_suit(self, k: int) -> bool:
        """Whether a joker leader must name a suit in trick ``k`` (N-PLAY-4 NT family,
        N-PLAY-6 powerless forced lead)."""
        f = self.feature_by_trick[k]
        assert f is not None
        return self.is_nt or not f.joker_lead_power

    # --- N-PLAY-10 ---------------------------------------------------------------------
    def legal_mask(self, hand: int, trick: Sequence[int], k: int, named_suit: int) -> int:
        """The cards of ``hand`` that may be played to trick ``k`` after ``trick`` (cards
        already played, lead first). ``named_suit`` is the suit a joker leader named."""
        f = self.feature_by_trick[k]
        assert f is not None
        if trick and self.plain_follow and not f.fukashi_trick1:
            lead = trick[0]
            if lead != JOKER and lead != JOKER_CALL_CARD:  # the common case: N-PLAY-3
                return hand & self.suit_mask[self.suit_of[lead]] or hand
        rules = self.rules
        banned = 0
        if f.fukashi_trick1:  # N-PLAY-7
            banned = hand & (self.suit_mask[SPADES] | self.trump_suit_mask) & ~JOKER_BIT
        if not trick:
            leads = hand & ~banned
            if not f.joker_lead_allowed:  # N-PLAY-6
                leads &= ~JOKER_BIT
            if not leads:
                leads = (hand & ~JOKER_BIT) or hand
            return leads
        lead = trick[0]
        if lead == JOKER_CALL_CARD and f.joker_call and hand & JOKER_BIT:  # N-PLAY-5
            return JOKER_BIT
        mighty_extra = hand & MIGHTY_BIT if rules.mighty_free else 0  # N-OPT-9
        if lead == JOKER and f.joker_lead_power:  # N-PLAY-4
            if self.is_nt:
                required = hand & self.suit_mask[named_suit]
            else:
                required = hand & self.trump_suit_mask
            if mighty_extra:
                required &= ~MIGHTY_BIT
            if required:
                return required | mighty_extra
            if rules.joker_lead_point_fallback:
                points = hand & POINT_MASK
                if points:
                    return points
            return hand
        led = self.suit_of[lead] if lead != JOKER else named_suit
        same = hand & self.suit_mask[led] & ~mighty_extra  # N-PLAY-3
        if same:
            if (rules.joker_follow_anytime or rules.joker_free) and hand & JOKER_BIT:
                same |= JOKER_BIT  # N-PLAY-8, N-OPT-2
            return same | mighty_extra
        rest = hand & ~banned
        return rest or hand

    def why_illegal(
        self, hand: int, trick: Sequence[int], k: int, named_suit: int, card: int
    ) -> tuple[str, str]:
        """The rule that forbids playing ``card`` (assumed illegal) and why, in words
        (an :class:`engine.text.Text`, shown in the player's language)."""
        f = self.feature_by_trick[k]
        assert f is not None
        label = card_label(card)
        if not hand & BIT[card]:
            return "N-FOUL-1", said("{card} is not in the hand", card=label)
        if not trick:
            if card == JOKER:
                if k == 1:
                    return "N-PLAY-6", said("the joker may not be led to the first trick")
                return "N-PLAY-6", said("the joker may not be led to this trick")
            return "N-PLAY-7", said(
                "{card}: no trump-suit card or spade may be led to trick 1", card=label
            )
        lead = trick[0]
        if lead == JOKER_CALL_CARD and f.joker_call and hand & JOKER_BIT:
            return "N-PLAY-5", said("♠3 was led: the holder of the joker must play it")
        if lead == JOKER and f.joker_lead_power:
            if self.is_nt:
                named = SUIT_SYMBOLS[named_suit]
                if self.rules.joker_lead_point_fallback:
                    return "N-PLAY-4", said(
                        "the joker was led naming {suit}: you must play that suit if you "
                        "can, else a point card",
                        suit=named,
                    )
                return "N-PLAY-4", said(
                    "the joker was led naming {suit}: follow that suit", suit=named
                )
            if hand & self.trump_suit_mask:
                return "N-PLAY-4", said("the joker was led: you must play a trump")
            return "N-PLAY-4", said("the joker was led and you have no trump: play a point card")
        led = self.suit_of[lead] if lead != JOKER else named_suit
        if card == JOKER and hand & self.suit_mask[led]:
            return "N-PLAY-8", said(
                "the joker may be played only when you hold no card of the led suit"
            )
        if hand & self.suit_mask[led]:
            symbol = SUIT_SYMBOLS[led]
            return "N-PLAY-3", said("you must follow suit ({suit}) while you can", suit=symbol)
        return "N-PLAY-7", said(
            "{card}: no trump-suit card or spade may be played in trick 1", card=label
        )

    # --- N-TRICK-19 --------------------------------------------------------------------
    def trick_winner(self, cards: Sequence[int], k: int, named_suit: int) -> TrickOutcome:
        """The winning position among ``cards`` (lead first) in trick ``k``. Works on a
        partial trick too (the card that is winning so far)."""
        f = self.feature_by_trick[k]
        assert f is not None
        rules = self.rules
        lead = cards[0]
        joker_led = lead == JOKER
        joker_power = joker_led and f.joker_lead_power
        if lead != JOKER:
            led = self.suit_of[lead]
        elif not joker_power or self.is_nt:
            led = named_suit
        elif self.trump in COLOUR_TRUMPS:
            led = NO_SUIT  # either trump suit answers; the joker wins anyway
        else:
            led = SUIT_LETTERS.index(self.trump)

        # 1. igoshokai: a powered joker lead beats everything (N-TRICK-8)
        if joker_power and rules.joker_lead_beats_mighty:
            return TrickOutcome(0, "joker_lead", "N-TRICK-8")
        joker_as_led = rules.joker_follow_counts_as_led_suit or joker_led
        trump_suits = self.trump_by_led[led] if f.trump else ()
        right, left = self.bowers_by_led[led] if f.bowers else _NO_BOWERS
        if rules.same_two_beats_mighty and not joker_power:  # N-OPT-4: same-two first
            hit = self._same_two(cards, f, led, joker_as_led, right, left)
            if hit is not None:
                return hit
        # 2. Mighty, Yoromeki, Yoromeki-gaeshi (N-TRICK-5..7)
        if f.mighty and MIGHTY in cards:
            if rules.yoromeki and YOROMEKI in cards:
                if rules.yoromeki_gaeshi and YOROMEKI_GAESHI in cards:
                    return TrickOutcome(
                        cards.index(YOROMEKI_GAESHI), "yoromeki_gaeshi", "N-TRICK-7"
                    )
                return TrickOutcome(cards.index(YOROMEKI), "yoromeki", "N-TRICK-6")
            return TrickOutcome(cards.index(MIGHTY), "mighty", "N-TRICK-5")
        # 3. powered joker lead (book, fukashi) (N-TRICK-8)
        if joker_power:
            return TrickOutcome(0, "joker_lead", "N-TRICK-8")
        # 5. same-two (N-TRICK-11)
        if not rules.same_two_beats_mighty:
            hit = self._same_two(cards, f, led, joker_as_led, right, left)
            if hit is not None:
                return hit
        # 6. ordinary strength (N-TRICK-12..14), as one int: 100 x class + rank
        suit_of = self.suit_of
        best = -1
        best_s = 0
        tie_broken = False
        for i, c in enumerate(cards):
            if c == JOKER:
                if i > 0 and rules.joker_free:
                    s = 500  # N-OPT-2: a followed joker ranks just above the right bower
                elif joker_as_led and led != NO_SUIT:
                    s = 201 if led in trump_suits else 101  # below the 2 of the led suit
                else:
                    continue
            elif c in right:
                s = 400
            elif c in left:
                s = 300
            else:
                suit = suit_of[c]
                if suit in trump_suits:
                    s = 200 + RANK_OF[c]
                elif suit == led:
                    s = 100 + RANK_OF[c]
                else:
                    continue
            if s > best_s:
                best, best_s = i, s
            elif s == best_s:
                # only red/black can tie (N-TRICK-14): rule 1, the led trump suit wins;
                # rule 2, otherwise the earlier card stays best
                tie_broken = True
                if led in trump_suits and suit_of[c] == led and suit_of[cards[best]] != led:
                    best = i
        kind = best_s // 100
        if kind == 5:
            return TrickOutcome(best, "joker_free", "N-OPT-2")
        if kind == 4:
            if rules.diamond_queen_beats_right_bower and DIAMOND_QUEEN in cards:  # N-OPT-8
                return TrickOutcome(cards.index(DIAMOND_QUEEN), "diamond_queen", "N-OPT-8")
            return TrickOutcome(best, "right_bower", self.nt_rule if self.is_nt else "N-TRICK-4")
        if kind == 3:
            return TrickOutcome(best, "left_bower", self.nt_rule if self.is_nt else "N-TRICK-4")
        if kind == 2:
            if self.is_nt:
                return TrickOutcome(best, "trump", self.nt_rule)
            return TrickOutcome(best, "trump", "N-TRICK-14" if tie_broken else "N-TRICK-3")
        return TrickOutcome(best, "led_suit", "N-TRICK-1")

    def _same_two(
        self,
        cards: Sequence[int],
        f: Features,
        led: int,
        joker_as_led: bool,
        right: tuple[int, ...],
        left: tuple[int, ...],
    ) -> TrickOutcome | None:
        if not f.same_two or led == NO_SUIT:
            return None
        two = led * 13  # the 2 of the led suit
        if two not in cards:
            return None
        mask = self.suit_mask[led]
        for c in cards:
            if c == JOKER:
                if not joker_as_led:
                    return None
            elif not mask & BIT[c]:
                return None
        beats = self.same_two_beats
        if "right_bower" not in beats and any(c in cards for c in right):
            return None
        if "left_bower" not in beats and any(c in cards for c in left):
            return None
        return TrickOutcome(cards.index(two), "same_two", "N-TRICK-11")


class RailwayDealRules(DealRules):
    """N-VAR-7 ``railway_club_nt``: every card but the joker has its face value, so ♠A is
    merely the highest spade (no Mighty, hence no Yoromeki) and same-two works. The trick
    winner is ``chigaku_nt``'s without the Mighty (``features`` switches it off); a trick in
    which the ♠A fell cites N-VAR-7, the rule that took its power away."""

    __slots__ = ()

    def trick_winner(self, cards: Sequence[int], k: int, named_suit: int) -> TrickOutcome:
        outcome = DealRules.trick_winner(self, cards, k, named_suit)
        if MIGHTY in cards:
            return outcome._replace(rule_id="N-VAR-7")
        return outcome
