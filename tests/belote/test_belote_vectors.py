"""belote.md §18 legal-move vectors (B-LT), §7 meld comparisons (B-CMP-4), the meld finder
(B-MELD-5, BD-6) and the card tables (B-CARD)."""

from __future__ import annotations

import pytest
from belote_support import E, N, S, W, cards, mask

from engine.cards import card_code, cards_in, parse_card
from engine.games.belote.deck import DECK, PLAIN_POINTS, TRUMP_POINTS
from engine.games.belote.melds import Meld, best_meld, melds_of, tie_break
from engine.games.belote.play import DEAL_TOTAL, Contract, TrickRules

SEATS = {"N": N, "E": E, "S": S, "W": W}

# (id, bid, trick "seat:card ...", seat to play, hand, legal default, legal variant, reason(s))
VECTORS = [
    (
        "L1",
        "H",
        "W:SA N:H9 E:S7",
        "S",
        "HJ H8 DA C10",
        "HJ DA C10",
        "HJ DA C10",
        ("PARTNER_WINS_NO_UNDERTRUMP", "PARTNER_WINS_NO_UNDERTRUMP"),
    ),
    (
        "L2",
        "H",
        "W:SA N:H9 E:S7",
        "S",
        "H8 H7 DA",
        "H8 H7 DA",
        "H8 H7",
        ("PARTNER_WINS_FREE", "PARTNER_WINS_MUST_UNDERTRUMP"),
    ),
    (
        "L3",
        "H",
        "W:SA N:S7 E:H10",
        "S",
        "HK HQ DA",
        "HK HQ",
        "HK HQ",
        ("MUST_UNDERTRUMP", "MUST_UNDERTRUMP"),
    ),
    ("L4", "H", "N:HA E:H8", "S", "H9 H7 CA", "H9", "H9", ("MUST_OVERTRUMP", "MUST_OVERTRUMP")),
    (
        "L5",
        "H",
        "N:HA E:HJ",
        "S",
        "H9 H7 CA",
        "H9 H7",
        "H9 H7",
        ("MUST_TRUMP_LOW", "MUST_TRUMP_LOW"),
    ),
    ("L6", "H", "W:DK N:DA", "E", "HJ H8 C7", "HJ H8", "HJ H8", ("MUST_TRUMP", "MUST_TRUMP")),
    (
        "L7",
        "H",
        "W:DK N:DA E:H8",
        "S",
        "H7 HJ C9",
        "HJ",
        "HJ",
        ("MUST_OVERTRUMP", "MUST_OVERTRUMP"),
    ),
    (
        "L8",
        "H",
        "E:C7 S:C8 W:H7",
        "N",
        "HQ S9 H9",
        "HQ H9",
        "HQ H9",
        ("MUST_OVERTRUMP", "MUST_OVERTRUMP"),
    ),
    ("L9", "ta", "N:D9 E:DA", "S", "DJ D10 C7", "DJ", "DJ", ("TA_MUST_BEAT", "TA_MUST_BEAT")),
    ("L10", "sa", "N:D9 E:DA", "S", "D7 DK CA", "D7 DK", "D7 DK", ("FOLLOW", "FOLLOW")),
]


def _trick(text: str) -> tuple[list[int], list[int]]:
    plays = [p.split(":") for p in text.split()]
    return [parse_card(c) for _, c in plays], [SEATS[s] for s, _ in plays]


@pytest.mark.parametrize("vector", VECTORS, ids=[v[0] for v in VECTORS])
@pytest.mark.parametrize("variant", [False, True], ids=["default", "B-VAR-9"])
def test_legal_move_vectors(vector, variant) -> None:
    _, bid, trick, seat, hand, legal, legal_variant, reasons = vector
    tr = TrickRules(Contract(N, bid), 4, forced_undertrump=variant)
    cards_, seats = _trick(trick)
    got, reason = tr.legal(mask(hand), cards_, seats, SEATS[seat])
    want = legal_variant if variant else legal
    assert sorted(card_code(c) for c in cards_in(got)) == sorted(want.split())
    assert reason == reasons[variant]


def test_partner_exception_never_applies_with_three_players() -> None:
    # B-3P-1: L2 at a 3-player table: "partner" N is an opponent, so S must play a trump
    tr = TrickRules(Contract(N, "H"), 3, forced_undertrump=False)
    cards_, _ = _trick("W:SA N:H9 E:S7")
    got, reason = tr.legal(mask("H8 H7 DA"), cards_[:2], [0, 1], 2)
    assert reason == "MUST_UNDERTRUMP"
    assert got == mask("H8 H7")


@pytest.mark.parametrize(
    ("bid", "trick", "winner", "reason"),
    [
        ("H", "N:SA E:S7 S:D7 W:S9", N, "led_suit"),  # B-EX-1 trick 1
        ("H", "N:SK E:S8 S:CJ W:S10", W, "led_suit"),  # 10 outranks K outside trump
        ("H", "W:DQ N:D10 E:DA S:H10", S, "trump"),  # the only trump wins
        ("H", "S:HJ W:C8 N:H7 E:HQ", S, "trump"),  # J is the highest trump
        ("ta", "N:D9 E:DA S:DJ W:CJ", S, "led_suit"),  # ta: other suits never win
        ("sa", "N:D9 E:DA S:D10 W:CA", E, "led_suit"),  # sa: plain order, A highest
    ],
)
def test_trick_winner(bid, trick, winner, reason) -> None:
    tr = TrickRules(Contract(N, bid), 4, False)
    cards_, seats = _trick(trick)
    pos, why, rule = tr.win_reason(cards_)
    assert (seats[pos], why, rule) == (winner, reason, "B-TRICK-1")


@pytest.mark.parametrize(("bid", "total"), [("S", 152), ("sa", 120), ("ta", 248)])
def test_card_points_per_mode(bid, total) -> None:
    # B-CARD-6: with the last trick's 10: 162 / 130 / 258
    tr = TrickRules(Contract(N, bid), 4, False)
    assert sum(tr.points[c] for c in DECK) == total
    assert total + 10 == DEAL_TOTAL[tr.mode]
    assert sum(TRUMP_POINTS[c] for c in cards("SJ S9 SA S10 SK SQ S8 S7")) == 62  # BU-1
    assert sum(PLAIN_POINTS[c] for c in cards("SJ S9 SA S10 SK SQ S8 S7")) == 30


def _meld(text: str) -> Meld:
    found = melds_of(mask(text))
    assert len(found) == 1, found
    return found[0]


# (id, trump suit, {seat: meld cards}, winner): belote.md B-CMP-4, dealer W (order N E S W)
COMPARISONS = [
    ("C1", "H", {N: "DQ DJ D10", E: "HQ HJ H10"}, E),
    ("C2", "H", {N: "DQ DJ D10", E: "CQ CJ C10"}, N),
    ("C3", "H", {N: "SK HK DK CK", E: "SA SK SQ SJ S10"}, N),
    ("C4", "H", {E: "SA HA DA CA", S: "S10 H10 D10 C10"}, E),
    ("C5", "H", {W: "S9 H9 D9 C9", N: "SA HA DA CA"}, W),
    ("C6", "H", {S: "DK DQ DJ D10 D9 D8", W: "CA CK CQ CJ C10"}, W),
]


@pytest.mark.parametrize("case", COMPARISONS, ids=[c[0] for c in COMPARISONS])
def test_meld_comparisons(case) -> None:
    _, trump, melds, winner = case
    announced = {seat: _meld(text) for seat, text in melds.items()}
    got, _ = tie_break(announced, [N, E, S, W], "SHDC".index(trump))
    assert got == winner


def test_sequences_in_sa_and_ta_tie_on_seat_order() -> None:
    # BD-8: no sequence is "in trump" in sa/ta, so C1 goes to the earlier seat N
    announced = {N: _meld("DQ DJ D10"), E: _meld("HQ HJ H10")}
    assert tie_break(announced, [N, E, S, W], -1)[0] == N


def test_tie_break_statements_follow_b_ann_4() -> None:
    # B-EX-1: N, S and W all announced a tierce; N states the ace, S (K) and W (J) are beaten
    announced = {
        N: _meld("SA SK SQ"),
        S: best_meld(melds_of(mask("CK CQ CJ HJ H10 H9")), 1, 2),
        W: _meld("SJ S10 S9"),
    }
    assert announced[S] is not None
    winner, statements = tie_break(announced, [N, E, S, W], 1)  # type: ignore[arg-type]
    assert winner == N
    assert [(s, card_code(c)) for s, c in statements] == [(N, "SA")]


def test_meld_finder_long_runs_carres_and_dual_use() -> None:
    # BD-6: a 7-card run is one cent topped by its highest card; a card may sit in a carré
    # and a sequence at once; fours of 8s are no carré (B-MELD-3)
    found = melds_of(mask("HA HK HQ HJ H10 H9 H8 SA DA CA"))
    assert {(m.what, m.value) for m in found} == {("cent", 100), ("carre_A", 100)}
    cent = next(m for m in found if not m.is_carre)
    assert (cent.length, card_code(cent.top)) == (7, "HA")
    assert melds_of(mask("S8 H8 D8 C8 S7 H7 D7 C7")) == []
    runs = melds_of(mask("SK SQ SJ S9 S8 S7"))
    assert sorted(m.what for m in runs) == ["tierce", "tierce"]  # K-Q-J and 9-8-7
    assert [m.what for m in melds_of(mask("SJ HJ DJ CJ S10 S9"))] == ["carre_J", "tierce"]
