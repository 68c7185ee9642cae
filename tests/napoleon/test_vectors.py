"""napoleon.md §17 test vectors: worked and derived tricks (§17.1, §17.3), legality (§17.4),
misdeal probabilities (§17.7) and the bidding example N-TV-BID-1 (§17.9)."""

from __future__ import annotations

from math import comb

import pytest

from engine.actions import Bid, CallAdjutant, Close, Discard, Pass, PlayCard
from engine.cards import JOKER, POINT_MASK, SUIT_LETTERS, card_code, cards_in, mask_of, parse_card
from engine.errors import IllegalActionError
from engine.events import ContractSettled
from engine.games.family.tricks import DealRules
from engine.games.napoleon.params import BOOK, FUKASHI, IGOSHOKAI
from engine.games.napoleon.state import BUST_BREAKERS, NapoleonState

PRESETS = {"book": BOOK, "fukashi": FUKASHI, "igoshokai": IGOSHOKAI}
SEATS = "abcde"

# (vector id, preset, trump, k, N, plays "seat:card ...", named suit or None,
#  expected winner seat, expected reason)
TrickVector = tuple[str, str, str, int, int, str, str | None, str, str]

TRICKS: list[TrickVector] = [
    # --- §17.1 seed 004 worked tricks ---------------------------------------------------
    ("I-1", "igoshokai", "chigaku_nt", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "led_suit"),
    ("I-1", "book", "chigaku_nt", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "led_suit"),
    # fukashi has no NT: "with any suit trump but ♡: a"
    ("I-1/S", "fukashi", "S", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "led_suit"),
    ("I-1/C", "fukashi", "C", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "led_suit"),
    ("I-1/D", "fukashi", "D", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "trump"),
    # "any trump other than ♡ or ♢ gives the same winners"
    ("I-1/S", "igoshokai", "S", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "led_suit"),
    ("I-1/C", "igoshokai", "C", 5, 10, "c:D10 d:HA e:D8 a:DK b:D9", None, "a", "led_suit"),
    ("I-2", "igoshokai", "H", 5, 10, "a:CK b:H3 c:CJ d:D7 e:H5", None, "e", "trump"),
    ("I-2", "book", "H", 5, 10, "a:CK b:H3 c:CJ d:D7 e:H5", None, "e", "trump"),
    ("I-2", "fukashi", "H", 5, 10, "a:CK b:H3 c:CJ d:D7 e:H5", None, "e", "trump"),
    ("I-3", "igoshokai", "chigaku_nt", 5, 10, "e:H5 a:H2 b:HA c:HJ d:H6", None, "a", "same_two"),
    ("I-3", "book", "chigaku_nt", 5, 10, "e:H5 a:H2 b:HA c:HJ d:H6", None, "a", "same_two"),
    ("I-3/S", "igoshokai", "S", 5, 10, "e:H5 a:H2 b:HA c:HJ d:H6", None, "a", "same_two"),
    ("I-3/C", "igoshokai", "C", 5, 10, "e:H5 a:H2 b:HA c:HJ d:H6", None, "a", "same_two"),
    # "(Under book with trump nt, N-TV-I-3 is also won by a: same-two beats the right bower)"
    ("I-3/nt", "book", "nt", 5, 10, "e:H5 a:H2 b:HA c:HJ d:H6", None, "a", "same_two"),
    ("I-3v", "igoshokai", "chigaku_nt", 5, 10, "e:H5 a:H2 b:HA c:DJ d:H6", None, "b", "led_suit"),
    ("I-3v", "book", "chigaku_nt", 5, 10, "e:H5 a:H2 b:HA c:DJ d:H6", None, "b", "led_suit"),
    ("I-4", "igoshokai", "D", 5, 10, "d:H6 e:H5 a:H2 b:HA c:HJ", None, "c", "left_bower"),
    ("I-4", "book", "D", 5, 10, "d:H6 e:H5 a:H2 b:HA c:HJ", None, "a", "same_two"),
    ("I-4", "fukashi", "D", 5, 10, "d:H6 e:H5 a:H2 b:HA c:HJ", None, "a", "same_two"),
    ("I-4v", "igoshokai", "D", 5, 10, "d:H6 e:H5 a:H2 b:DJ c:HJ", None, "b", "right_bower"),
    ("I-4v", "book", "D", 5, 10, "d:H6 e:H5 a:H2 b:DJ c:HJ", None, "b", "right_bower"),
    ("I-4v", "fukashi", "D", 5, 10, "d:H6 e:H5 a:H2 b:DJ c:HJ", None, "b", "right_bower"),
    ("I-5", "igoshokai", "S", 5, 10, "d:S7 e:SK a:S6 b:SA c:SJ", None, "b", "mighty"),
    ("I-5", "book", "S", 5, 10, "d:S7 e:SK a:S6 b:SA c:SJ", None, "b", "mighty"),
    ("I-5", "fukashi", "S", 5, 10, "d:S7 e:SK a:S6 b:SA c:SJ", None, "b", "mighty"),
    ("I-6", "igoshokai", "C", 5, 10, "d:JK e:CJ a:C2 b:C10 c:CA", None, "d", "joker_lead"),
    ("I-6", "book", "C", 5, 10, "d:JK e:CJ a:C2 b:C10 c:CA", None, "d", "joker_lead"),
    ("I-6", "fukashi", "C", 5, 10, "d:JK e:CJ a:C2 b:C10 c:CA", None, "d", "joker_lead"),
    # --- §17.3 derived cross-preset tricks ----------------------------------------------
    ("X-1", "book", "S", 5, 10, "a:S5 b:SA c:HQ d:S2 e:S9", None, "c", "yoromeki"),
    ("X-1", "fukashi", "S", 5, 10, "a:S5 b:SA c:HQ d:S2 e:S9", None, "c", "yoromeki"),
    ("X-1", "igoshokai", "S", 5, 10, "a:S5 b:SA c:HQ d:S2 e:S9", None, "b", "mighty"),
    ("X-2", "book", "D", 5, 10, "a:S5 b:SA c:HQ d:HK e:S9", None, "d", "yoromeki_gaeshi"),
    ("X-2", "fukashi", "D", 5, 10, "a:S5 b:SA c:HQ d:HK e:S9", None, "c", "yoromeki"),
    ("X-2", "igoshokai", "D", 5, 10, "a:S5 b:SA c:HQ d:HK e:S9", None, "b", "mighty"),
    ("X-3", "book", "H", 5, 10, "a:JK b:H3 c:SA d:H5 e:H9", None, "c", "mighty"),
    ("X-3", "fukashi", "H", 5, 10, "a:JK b:H3 c:SA d:H5 e:H9", None, "c", "mighty"),
    ("X-3", "igoshokai", "H", 5, 10, "a:JK b:H3 c:SA d:H5 e:H9", None, "a", "joker_lead"),
    ("X-4", "book", "S", 5, 10, "a:S5 b:SJ c:S2 d:S9 e:SK", None, "c", "same_two"),
    ("X-4", "fukashi", "S", 5, 10, "a:S5 b:SJ c:S2 d:S9 e:SK", None, "b", "right_bower"),
    ("X-4", "igoshokai", "S", 5, 10, "a:S5 b:SJ c:S2 d:S9 e:SK", None, "b", "right_bower"),
    ("X-5", "book", "D", 5, 10, "d:H6 e:H5 a:H2 b:HA c:HJ", None, "a", "same_two"),
    ("X-5", "fukashi", "D", 5, 10, "d:H6 e:H5 a:H2 b:HA c:HJ", None, "a", "same_two"),
    ("X-5", "igoshokai", "D", 5, 10, "d:H6 e:H5 a:H2 b:HA c:HJ", None, "c", "left_bower"),
    ("X-6", "book", "H", 5, 10, "a:S5 b:S2 c:SA d:S9 e:SK", None, "c", "mighty"),
    ("X-6", "fukashi", "H", 5, 10, "a:S5 b:S2 c:SA d:S9 e:SK", None, "c", "mighty"),
    ("X-6", "igoshokai", "H", 5, 10, "a:S5 b:S2 c:SA d:S9 e:SK", None, "c", "mighty"),
    ("X-7", "book", "C", 5, 10, "a:H5 b:H2 c:JK d:H9 e:HK", None, "e", "led_suit"),
    ("X-7", "fukashi", "C", 5, 10, "a:H5 b:H2 c:JK d:H9 e:HK", None, "b", "same_two"),
    ("X-7", "igoshokai", "C", 5, 10, "a:H5 b:H2 c:JK d:H9 e:HK", None, "b", "same_two"),
    ("X-8", "book", "H", 5, 10, "a:S3 b:S7 c:JK d:S2 e:S9", None, "e", "led_suit"),
    ("X-8", "fukashi", "H", 5, 10, "a:S3 b:S7 c:JK d:S2 e:S9", None, "d", "same_two"),
    ("X-8", "igoshokai", "H", 5, 10, "a:S3 b:S7 c:JK d:S2 e:S9", None, "d", "same_two"),
    ("X-9", "book", "C", 1, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "c", "led_suit"),
    ("X-9", "fukashi", "C", 1, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "c", "led_suit"),
    ("X-9", "igoshokai", "C", 1, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "c", "led_suit"),
    ("X-9m", "book", "C", 5, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "b", "same_two"),
    ("X-9m", "fukashi", "C", 5, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "b", "same_two"),
    ("X-9m", "igoshokai", "C", 5, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "b", "same_two"),
    ("X-10", "book", "H", 1, 10, "a:CK b:C2 c:SA d:C5 e:C9", None, "c", "mighty"),
    # fukashi: "illegal for c unless forced; if forced: a" (legality: test_x10_fukashi_legality)
    ("X-10", "fukashi", "H", 1, 10, "a:CK b:C2 c:SA d:C5 e:C9", None, "a", "led_suit"),
    ("X-10", "igoshokai", "H", 1, 10, "a:CK b:C2 c:SA d:C5 e:C9", None, "a", "led_suit"),
    ("X-11", "book", "H", 10, 10, "a:C5 b:H2 c:C9 d:HJ e:C3", None, "c", "led_suit"),
    ("X-11", "fukashi", "H", 10, 10, "a:C5 b:H2 c:C9 d:HJ e:C3", None, "d", "right_bower"),
    ("X-11", "igoshokai", "H", 10, 10, "a:C5 b:H2 c:C9 d:HJ e:C3", None, "d", "right_bower"),
    ("X-12", "book", "S", 10, 10, "a:JK b:SK c:H3 d:S4 e:C2", None, "a", "joker_lead"),
    ("X-12", "fukashi", "S", 10, 10, "a:JK b:SK c:H3 d:S4 e:C2", None, "a", "joker_lead"),
    # igoshokai: forced powerless lead; a names S -> b (trump)
    ("X-12", "igoshokai", "S", 10, 10, "a:JK b:SK c:H3 d:S4 e:C2", "S", "b", "trump"),
    ("X-13", "book", "S", 5, 10, "a:S5 b:S2 c:CJ d:S9 e:SK", None, "c", "left_bower"),
    ("X-13", "fukashi", "S", 5, 10, "a:S5 b:S2 c:CJ d:S9 e:SK", None, "c", "left_bower"),
    ("X-13", "igoshokai", "S", 5, 10, "a:S5 b:S2 c:CJ d:S9 e:SK", None, "c", "left_bower"),
    ("X-14", "book", "S", 5, 10, "a:C5 b:C2 c:CJ d:C9 e:CK", None, "b", "same_two"),
    ("X-14", "fukashi", "S", 5, 10, "a:C5 b:C2 c:CJ d:C9 e:CK", None, "b", "same_two"),
    ("X-14", "igoshokai", "S", 5, 10, "a:C5 b:C2 c:CJ d:C9 e:CK", None, "c", "left_bower"),
    ("X-15", "book", "red", 5, 10, "a:H5 b:DA c:HA d:H3 e:H9", None, "c", "trump"),
    ("X-16", "book", "red", 5, 10, "a:S5 b:DK c:HK d:S9 e:S2", None, "b", "trump"),
    ("X-17", "book", "black", 5, 10, "a:S7 b:SK c:CA d:S2 e:S9", None, "c", "trump"),
    ("X-18", "book", "black", 5, 10, "a:S7 b:CK c:SK d:S3 e:S9", None, "c", "trump"),
    # red/black: both jacks are right bowers of equal strength (bower_cards of N-TRICK-19)
    ("X-19", "book", "red", 5, 10, "a:C5 b:HJ c:DJ d:C9 e:C2", None, "b", "right_bower"),
    ("X-20", "book", "nt", 5, 10, "a:HA b:DJ c:H10 d:H3 e:H9", None, "b", "left_bower"),
    ("X-20c", "book", "chigaku_nt", 5, 10, "a:HA b:DJ c:H10 d:H3 e:H9", None, "a", "led_suit"),
    ("X-20c", "igoshokai", "chigaku_nt", 5, 10, "a:HA b:DJ c:H10 d:H3 e:H9", None, "a", "led_suit"),
    # igo_nt: the led suit is trump in that trick, so its cards report "trump" (N-TRICK-19 note)
    ("X-20i", "book", "igo_nt", 5, 10, "a:HA b:DJ c:H10 d:H3 e:H9", None, "a", "trump"),
    ("X-21", "book", "igo_nt", 5, 10, "a:HA b:D4 c:H4 d:H3 e:H9", None, "c", "right_bower"),
    ("X-22", "book", "nt", 5, 10, "a:JK b:CA c:SA d:C2 e:C9", "C", "c", "mighty"),
    ("X-23", "book", "nt", 1, 10, "a:H5 b:H2 c:HK d:H9 e:H3", None, "b", "same_two"),
]


def _parse_plays(text: str) -> tuple[list[int], list[int]]:
    seats, cards = [], []
    for item in text.split():
        seat, code = item.split(":")
        seats.append(SEATS.index(seat))
        cards.append(parse_card(code))
    return seats, cards


def _suit(letter: str | None) -> int:
    return -1 if letter is None else SUIT_LETTERS.index(letter)


@pytest.mark.parametrize(
    ("vid", "preset", "trump", "k", "n_tricks", "plays", "named", "seat", "reason"),
    TRICKS,
    ids=[f"{v[0]}-{v[1]}" for v in TRICKS],
)
def test_trick_vector(
    vid: str,
    preset: str,
    trump: str,
    k: int,
    n_tricks: int,
    plays: str,
    named: str | None,
    seat: str,
    reason: str,
) -> None:
    dr = DealRules(PRESETS[preset], trump, n_tricks)
    seats, cards = _parse_plays(plays)
    outcome = dr.trick_winner(cards, k, _suit(named))
    got = (SEATS[seats[outcome.position]], outcome.reason)
    assert got == (seat, reason), f"N-TV-{vid} ({preset}, {trump}, k={k}/{n_tricks})"


# --- §17.4 legality vectors -----------------------------------------------------------------


def _legal(
    preset: str,
    trump: str,
    k: int,
    hand: str,
    trick: str = "",
    named: str | None = None,
    n_tricks: int = 10,
) -> set[str]:
    dr = DealRules(PRESETS[preset], trump, n_tricks)
    hand_mask = mask_of(parse_card(c) for c in hand.split())
    trick_cards = [parse_card(c) for c in trick.split()]
    return {card_code(c) for c in cards_in(dr.legal_mask(hand_mask, trick_cards, k, _suit(named)))}


def test_l1_heart_lead_joker_follow() -> None:
    # N-TV-L-1: trump H, k=5, ♡5 led, hand H2 JK C3
    assert _legal("book", "H", 5, "H2 JK C3", "H5") == {"H2"}
    assert _legal("fukashi", "H", 5, "H2 JK C3", "H5") == {"H2"}
    assert _legal("igoshokai", "H", 5, "H2 JK C3", "H5") == {"H2", "JK"}


def test_l2_joker_lead_no_trump() -> None:
    # N-TV-L-2: trump H, k=5, joker led, hand SA C3 D10 (no hearts)
    assert _legal("book", "H", 5, "SA C3 D10", "JK") == {"SA", "D10"}
    assert _legal("fukashi", "H", 5, "SA C3 D10", "JK") == {"SA", "C3", "D10"}
    assert _legal("igoshokai", "H", 5, "SA C3 D10", "JK") == {"SA", "C3", "D10"}


def test_l3_joker_lead_colour_trump() -> None:
    # N-TV-L-3: book, red, k=5, joker led, hand H3 D5 SK
    assert _legal("book", "red", 5, "H3 D5 SK", "JK") == {"H3", "D5"}


def test_l4_spade3_joker_call() -> None:
    # N-TV-L-4: trump H, ♠3 led, hand S7 JK
    for preset in ("book", "fukashi", "igoshokai"):
        assert _legal(preset, "H", 5, "S7 JK", "S3") == {"JK"}, preset
    assert _legal("book", "H", 1, "S7 JK", "S3") == {"S7"}
    assert _legal("igoshokai", "H", 1, "S7 JK", "S3") == {"S7", "JK"}
    # fukashi: ♠3 cannot be led in trick 1 (when the leader has any other allowed lead)
    assert _legal("fukashi", "H", 1, "S3 S7 H4 D5 JK") == {"D5"}
    assert "S3" not in _legal("fukashi", "H", 1, "S3 C4")


def test_l5_book_trick1_joker_lead() -> None:
    # N-TV-L-5: book, leading trick 1, hand JK H5 C3
    assert _legal("book", "D", 1, "JK H5 C3", n_tricks=12) == {"H5", "C3"}
    assert _legal("book", "nt", 1, "JK H5 C3", n_tricks=12) == {"JK", "H5", "C3"}


def test_l6_fukashi_trick1() -> None:
    # N-TV-L-6: fukashi, trump H, trick 1
    assert _legal("fukashi", "H", 1, "SA H5 CK D3 JK") == {"CK", "D3"}
    assert _legal("fukashi", "H", 1, "S5 H9 D2", "C4") == {"D2"}
    # forced (and powerless): holding only spades / trumps
    assert _legal("fukashi", "H", 1, "S5 H9", "C4") == {"S5", "H9"}
    # a leader holding only banned cards (and the joker) leads a non-joker card
    assert _legal("fukashi", "H", 1, "S5 H9 JK") == {"S5", "H9"}


def test_x10_fukashi_legality() -> None:
    # N-TV-X-10 (fukashi): c void in ♣ may not play ♠A in trick 1 unless forced
    assert _legal("fukashi", "H", 1, "SA D7", "CK C2") == {"D7"}
    assert _legal("fukashi", "H", 1, "SA H3", "CK C2") == {"SA", "H3"}


def test_l7_igoshokai_joker_lead_ban() -> None:
    # N-TV-L-7: igoshokai, trump S, leading JK C3
    assert _legal("igoshokai", "S", 9, "JK C3") == {"JK", "C3"}
    assert _legal("igoshokai", "S", 10, "JK C3") == {"C3"}
    # at k=10 holding only JK: forced; the leader names a suit and the lead is powerless
    assert _legal("igoshokai", "S", 10, "JK") == {"JK"}
    dr = DealRules(IGOSHOKAI, "S", 10)
    assert dr.joker_lead_needs_suit(10)
    assert not dr.joker_lead_needs_suit(9)
    # powerless: followers follow the named suit, not the trump
    assert _legal("igoshokai", "S", 10, "SK", "JK", named="H") == {"SK"}
    assert _legal("igoshokai", "S", 10, "H4", "JK", named="H") == {"H4"}


def test_l7_igoshokai_forced_joker_lead_in_state() -> None:
    """The forced last-trick joker lead through NapoleonState: four naming actions offered,
    an unnamed lead is refused, and the trick is resolved as a lead of the named suit."""
    # seats 0..4; seat 0 declares S; hands are set so that in trick 10 seat 0 leads JK alone.
    deck = [
        parse_card(c)
        for c in " ".join(
            (
                "SA SK SQ SJ S10 S9 S8 S7 CJ JK "
                "HA HK HQ HJ H10 H9 H8 H7 H6 H5 "
                "DA DK DQ DJ D10 D9 D8 D7 D6 D5 "
                "CA CK CQ S6 C10 C9 C8 C7 C6 C5 "
                "S5 S4 S3 H4 H3 H2 D4 D3 D2 C4 "
                "C3 C2 S2",
            )
        ).split()
    ]
    hands = [deck[i * 10 : (i + 1) * 10] for i in range(5)]
    kitty = deck[50:]
    # early stop (N-END-6) is switched off so that the deal reaches its last trick
    rules = IGOSHOKAI.model_copy(update={"stop_when_decided": False})
    state = NapoleonState.from_contract(rules, hands, kitty, declarer=0, count=12, trump="S")
    state.apply(CallAdjutant(parse_card("HA")))
    for code in ("C3", "C2", "S2"):
        state.apply(Discard(parse_card(code)))
    assert state.phase == "play"
    for _k in range(1, 10):  # seat 0 leads its spades and CJ and wins every trick
        assert state.current_seat == 0
        lead = min(c for c in cards_in(state.hands[0]) if c != JOKER)
        state.apply(PlayCard(lead))
        for _ in range(4):
            state.apply(state.legal_actions()[0])
    assert state.current_seat == 0 and cards_in(state.hands[0]) == [JOKER]
    legal = state.legal_actions()
    assert sorted(a.named_suit for a in legal) == [0, 1, 2, 3]
    assert all(a.card == JOKER for a in legal)
    with pytest.raises(IllegalActionError) as err:
        state.apply(PlayCard(JOKER))
    assert err.value.rule_id.startswith("N-PLAY")
    state.apply(PlayCard(JOKER, SUIT_LETTERS.index("C")))
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    last = state.completed[-1]
    assert last.number == 10 and last.named_suit == SUIT_LETTERS.index("C")
    # powerless: the joker is the lowest club; seat 3 holds the last club (C4 or higher)
    assert last.winner != 0


def test_l8_mighty_is_a_spade() -> None:
    # N-TV-L-8: book, trump H, ♠9 led, hand SA S4 H3
    assert _legal("book", "H", 5, "SA S4 H3", "S9") == {"SA", "S4"}


# --- §17.7 misdeal probabilities -------------------------------------------------------------

BOOK_MIS = {16: 4.9e-8, 12: 1.0e-5, 10: 1.0e-4}
RECOMPUTED_MIS = {16: 4.95e-8, 12: 1.01e-5, 10: 1.01e-4, 8: 8.30e-4}


def test_mis_bust_cards() -> None:
    free = [c for c in range(53) if not BUST_BREAKERS >> c & 1]
    assert len(free) == 24
    assert {card_code(c)[1:] for c in free} == {"3", "5", "6", "7", "8", "9"}


@pytest.mark.parametrize(("players", "hand"), [(3, 16), (4, 12), (5, 10), (6, 8)])
def test_mis_probabilities(players: int, hand: int) -> None:
    assert BOOK.hand_size(players) == hand
    free = sum(1 for c in range(53) if not BUST_BREAKERS >> c & 1)
    p = comb(free, hand) / comb(53, hand)
    assert p == pytest.approx(RECOMPUTED_MIS[hand], rel=5e-3)
    if hand in BOOK_MIS:  # the book prints two significant digits
        assert p == pytest.approx(BOOK_MIS[hand], rel=0.05)


def test_mis_igoshokai_no_point_card() -> None:
    free = sum(1 for c in range(53) if not POINT_MASK >> c & 1)
    assert free == 33
    assert comb(free, 10) / comb(53, 10) == pytest.approx(4.75e-3, rel=5e-3)


def test_mis_bust_hand_offers_misdeal() -> None:
    bust = "S3 S5 S6 S7 S8 S9 H3 H5 H6 H7 H8 H9"  # seat 0: a bust hand (N-MIS-1)
    order = [parse_card(c) for c in bust.split()]
    rest = [c for c in range(53) if c not in order]
    hands = [order] + [rest[i * 12 : (i + 1) * 12] for i in range(3)]
    state = NapoleonState(BOOK, hands, rest[36:], dealer=3)
    assert state.phase == "misdeal_offer" and state.current_seat == 0


# --- §17.9 bidding vector N-TV-BID-1 ---------------------------------------------------------

BID_1 = (
    "b pass, c pass, d C12, e NT12, a pass, "
    "b D13, c pass, d H13, e NT13, a pass, "
    "b pass, c C14, d pass, e NT14, a pass, "
    "b pass, c pass, d C15, e pass, a pass, "
    "b pass, c pass, d H15, e pass, a pass, "
    "b pass, c pass, d S15, e NT15, a pass, "
    "b pass, c pass, d pass, e close"
)


def _call(text: str) -> Bid | Pass | Close:
    if text == "pass":
        return Pass()
    if text == "close":
        return Close()
    if text.startswith("NT"):
        return Bid(int(text[2:]), "chigaku_nt")
    return Bid(int(text[1:]), text[0])


def test_bid_1_igoshokai_auction() -> None:
    hands = [list(range(i, 50, 5)) for i in range(5)]  # round-robin: everybody has points
    kitty = [50, 51, 52]
    for h in hands:
        assert mask_of(h) & POINT_MASK
    state = NapoleonState(IGOSHOKAI, hands, kitty, dealer=0, opening_seat=1)
    assert state.phase == "auction"
    calls = [item.split() for item in BID_1.split(", ")]
    events = []
    b_passed = False
    own_turns = 0
    for seat_letter, text in calls:
        seat = SEATS.index(seat_letter)
        assert state.current_seat == seat, f"{seat_letter} {text}"
        legal = state.legal_actions()
        action = _call(text)
        assert action in legal, f"{seat_letter} {text}"
        if seat == 1 and b_passed and isinstance(action, Bid):
            assert Pass() in legal  # b may bid again after passing (and may also pass)
        if seat == 1 and isinstance(action, Pass):
            b_passed = True
        if seat_letter == "d" and text in ("H15", "S15"):
            # d's turn with his own bid standing: only Close or a higher bid
            own_turns += 1
            assert legal[0] == Close()
            assert Pass() not in legal
            standing = Bid(15, "C") if text == "H15" else Bid(15, "H")
            ladder = [Bid(c, t) for c in range(12, 21) for t in ("C", "D", "H", "S", "chigaku_nt")]
            higher = ladder[ladder.index(standing) + 1 :]
            assert list(legal) == [Close(), *higher]
            probe = state.copy()
            with pytest.raises(IllegalActionError) as err:
                probe.apply(Pass())
            assert err.value.rule_id == "N-BID-10"
        if seat_letter == "e" and text == "close":
            assert set(legal) == {
                Close(),
                *[Bid(c, t) for c in range(16, 21) for t in ("C", "D", "H", "S", "chigaku_nt")],
            }
        events += state.apply(action)
    assert own_turns == 2
    settled = [e for e in events if isinstance(e, ContractSettled)]
    assert len(settled) == 1
    assert (settled[0].declarer, settled[0].count, settled[0].trump) == (4, 15, "chigaku_nt")
    assert state.phase == "adjutant_call" and state.current_seat == 4
    assert IGOSHOKAI.trump_label("chigaku_nt") == "NT"


def test_bid_1_b_bids_after_passing() -> None:
    """Passing is not final: b's second turn (after his pass) offers every bid above NT12."""
    hands = [list(range(i, 50, 5)) for i in range(5)]
    state = NapoleonState(IGOSHOKAI, hands, [50, 51, 52], dealer=0, opening_seat=1)
    for action in (Pass(), Pass(), Bid(12, "C"), Bid(12, "chigaku_nt"), Pass()):
        state.apply(action)
    assert state.current_seat == 1
    legal = state.legal_actions()
    assert legal[0] == Pass()
    assert legal[1] == Bid(13, "C")
    assert Bid(13, "D") in legal
    assert Bid(12, "S") not in legal
