"""rettler.md §20.1: the 71 ranking vectors of pair rounds, same-two, the Yoromeki chain and
R-RANK-1, the point-request outcomes of §20.2, and the agreement of R-RANK-1 with Napoleon's
N-TRICK-19 on plain single rounds (R-RANK-1 note)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rettler_support import round_winner

from engine.cards import JOKER, MIGHTY, make_card
from engine.games.family.tricks import DealRules
from engine.games.napoleon.params import BOOK as NAPOLEON_BOOK
from engine.games.rettler.params import BOOK
from engine.games.rettler.rounds import RoundRules, resolve

# (ID, trump kind, "k/N", plays lead first, winner, reason) — rettler.md §20.1 verbatim
RANKING = [
    ("R-TV-PAIR-1", "H", "5/17", "A:S5+S5 B:S10+S3 C:S9+S4 D:S8+S7", "A", "led_suit"),
    ("R-TV-PAIR-2", "H", "5/17", "A:S5+S5 B:SJ+S3 C:S9+S4 D:S8+S7", "B", "led_suit"),
    ("R-TV-PAIR-3", "S", "5/17", "A:D7+D7 B:DA+D3 C:D9+D4 D:D8+D6", "A", "led_suit"),
    ("R-TV-PAIR-4", "S", "5/17", "A:D6+D6 B:DA+D3 C:D9+D4 D:D8+D5", "B", "led_suit"),
    ("R-TV-PAIR-5", "S", "5/17", "A:C8+C8 B:CA+C3 C:CK+C4 D:C9+C5", "A", "led_suit"),
    ("R-TV-PAIR-6", "D", "5/17", "A:H6+H6 B:SA+C3 C:H9+H4 D:H8+H5", "B", "mighty"),
    ("R-TV-PAIR-7", "D", "5/17", "A:HQ+HQ B:SA+C3 C:H9+H4 D:H8+H5", "A", "yoromeki"),
    (
        "R-TV-PAIR-8",
        "D",
        "5/17",
        "A:S9+S9 B:SA+S3 C:HQ+C4 D:HK+C5 E:H7+H7 F:S6+S4",
        "D",
        "yoromeki_gaeshi",
    ),
    ("R-TV-PAIR-9", "S", "5/17", "A:DJ+DJ B:S10+C3 C:D5+D4 D:D9+D8", "A", "led_face_pair"),
    ("R-TV-PAIR-10", "S", "5/17", "A:DJ+DJ B:SQ+C3 C:D5+D4 D:D9+D8", "B", "trump"),
    ("R-TV-PAIR-11", "S", "5/17", "A:DJ+DJ B:S5+S5 C:D5+D4 D:D9+D8", "A", "led_face_pair"),
    ("R-TV-PAIR-12", "S", "5/17", "A:DJ+DJ B:S6+S6 C:D5+D4 D:D9+D8", "B", "trump"),
    ("R-TV-PAIR-13", "S", "5/17", "A:D10+D10 B:S2+C3 C:D5+D4 D:D9+D8", "B", "trump"),
    ("R-TV-PAIR-14", "D", "5/17", "A:CA+CA B:DJ+H3 C:HJ+S4 D:C9+C5", "A", "led_ace_pair"),
    ("R-TV-PAIR-15", "D", "5/17", "A:SK+SK B:DJ+H3 C:S9+S8 D:S7+S5", "A", "led_ace_pair"),
    ("R-TV-PAIR-16", "D", "5/17", "A:CA+CA B:DJ+HJ C:DA+DA D:C9+C5", "B", "right_left_pair"),
    ("R-TV-PAIR-17", "D", "5/17", "A:CA+CA B:S3+S4 C:DA+DA D:C9+C5", "C", "trump_ace_pair"),
    ("R-TV-PAIR-18", "D", "5/17", "A:CA+CA B:DJ+HJ C:SA+H3 D:C9+C5", "C", "mighty"),
    ("R-TV-PAIR-19", "D", "5/17", "A:CA+CA B:DJ+HJ C:SA+H3 D:HQ+S2", "D", "yoromeki"),
    ("R-TV-PAIR-20", "D", "5/17", "A:S4+S4 B:HJ+HJ C:SA+S8 D:HQ+C3", "B", "double_left_bower"),
    ("R-TV-PAIR-21", "D", "5/17", "A:C5+C5 B:HJ+HJ C:SA+DJ D:C9+C8", "B", "double_left_bower"),
    ("R-TV-PAIR-22", "S", "5/17", "A:S2+S2 B:S10+S9 C:S8+S4 D:SA+S5", "A", "pair_same_two"),
    ("R-TV-PAIR-23", "S", "5/17", "A:S2+S2 B:S10+S9 C:S8+H5 D:SA+S5", "D", "mighty"),
    ("R-TV-PAIR-24", "S", "5/17", "A:C2+C2 B:CJ+CJ C:C9+C8 D:C7+C6", "A", "pair_same_two"),
    ("R-TV-PAIR-25", "S", "5/17", "A:C2+C2 B:CJ+CJ C:C9+C8 D:C7+H3", "B", "double_left_bower"),
    (
        "R-TV-PAIR-26",
        "D",
        "2/17",
        "A:D2+D2 B:D10+D8 C:D9+D4 D:D8+D3 E:D4+S9 F:D5+D5",
        "A",
        "pair_same_two",
    ),
    ("R-TV-PAIR-27", "D", "2/17", "A:D2+D2 B:D10+D8 C:D9+D4 D:D8+D3 E:S9+S8 F:D5+D5", "B", "trump"),
    ("R-TV-PAIR-28", "H", "5/17", "A:C5+C5 B:C9+C2 C:CK+C10 D:CA+C3", "B", "same_two"),
    (
        "R-TV-PAIR-29",
        "D",
        "5/17",
        "A:S6+S6 B:SA+C5 C:HQ+HA D:S9+S8 E:HK+D3 F:S7+S4",
        "C",
        "yoromeki_gaeshi_gaeshi",
    ),
    (
        "R-TV-PAIR-30",
        "D",
        "5/17",
        "A:S6+S6 B:SA+C5 C:HQ+H3 D:S9+S8 E:HK+D3 F:S7+S4",
        "E",
        "yoromeki_gaeshi",
    ),
    (
        "R-TV-PAIR-31",
        "D",
        "5/17",
        "A:S6+S6 B:SA+C5 C:HQ+HA D:S9+S8 E:D4+D3 F:S7+S4",
        "C",
        "yoromeki",
    ),
    ("R-TV-PAIR-32", "H", "5/17", "A:C5+C5 B:C9+C2 C:CK+C10 D:CA+S3", "D", "led_suit"),
    ("R-TV-PAIR-33", "H", "5/17", "A:C5+C5 B:C2+C9 C:CK+C10 D:C2+C3", "D", "same_two_return"),
    ("R-TV-PAIR-34", "H", "5/17", "A:C5+C5 B:C2+C9 C:C2+C10 D:CK+C3", "B", "same_two"),
    ("R-TV-PAIR-35", "igo_nt", "2/17", "A:C2 B:C5 C:C8 D:CK E:C7 F:C2", "F", "same_two_return"),
    ("R-TV-PAIR-36", "S", "5/17", "A:S2 B:SA C:S9 D:S5", "B", "mighty"),
    ("R-TV-PAIR-37", "C", "5/17", "A:SA+SA B:HQ+HQ C:S9+S8 D:S7+S5", "B", "double_yoromeki"),
    ("R-TV-PAIR-38", "C", "5/17", "A:SA+SA B:HQ+HQ C:S9+S8 D:HK+HK", "D", "double_yoromeki_gaeshi"),
    ("R-TV-PAIR-39", "C", "5/17", "A:SA+SA B:HQ+H3 C:S9+S8 D:S7+S5", "A", "double_mighty"),
    ("R-TV-PAIR-40", "C", "5/17", "A:S9+S9 B:SA+SA C:S2+S2 D:S5+S4", "B", "double_mighty"),
    ("R-TV-PAIR-41", "S", "5/17", "A:SJ+SJ B:SA+S10 C:S8+S4 D:S6+S5", "A", "double_right_bower"),
    ("R-TV-PAIR-42", "D", "5/17", "A:DJ+DJ B:D2+D2 C:D9+D8 D:D7+D6", "B", "pair_same_two"),
    ("R-TV-PAIR-43", "D", "5/17", "A:DJ+DJ B:D2+D2 C:D5+S3 D:D7+D6", "A", "double_right_bower"),
    ("R-TV-PAIR-44", "black", "5/17", "A:SK+SK B:CA+CA C:H3+H4 D:D5+D6", "B", "trump_ace_pair"),
    ("R-TV-PAIR-45", "black", "5/17", "A:CA+CA B:SK+SK C:H3+H4 D:D5+D6", "A", "trump_ace_pair"),
    ("R-TV-PAIR-46", "black", "5/17", "A:SK+SK B:CK+CK C:H3+H4 D:D5+D6", "A", "trump_ace_pair"),
    ("R-TV-PAIR-47", "black", "5/17", "A:CK+CK B:SK+SK C:H3+H4 D:D5+D6", "B", "trump_ace_pair"),
    ("R-TV-PAIR-48", "black", "5/17", "A:H3+H3 B:CK+CK C:SJ+D4 D:SK+SK", "D", "trump_ace_pair"),
    ("R-TV-PAIR-49", "red", "5/17", "A:C4+C4 B:HA+HA C:DA+DA D:C9+C8", "B", "trump_ace_pair"),
    ("R-TV-PAIR-50", "red", "5/17", "A:D4+D4 B:HA+HA C:DA+DA D:D9+D8", "C", "trump_ace_pair"),
    ("R-TV-PAIR-51", "H", "1/17", "A:DK+DK B:DJ+D3 C:HJ+HJ D:DA+D9", "A", "led_face_pair"),
    ("R-TV-PAIR-52", "C", "16/17", "A:BR+BR B:SA+S10 C:C5+C5 D:D8+D7", "A", "bridge_lead"),
    ("R-TV-PAIR-53", "nt:S", "5/17", "A:JK+JK B:SA+S9 C:SK+SK D:S2+S5", "A", "double_joker_lead"),
    ("R-TV-PAIR-54", "D", "5/17", "A:C5+C5 B:SA+C3 C:DJ+DJ D:C9+C8", "C", "double_right_bower"),
    ("R-TV-PAIR-55", "D", "5/17", "A:C5+C5 B:DJ+HJ C:DA+DA D:DJ+S3", "B", "right_left_pair"),
    ("R-TV-PAIR-56", "D", "5/17", "A:C9+C9 B:DQ+D3 C:CK+CK D:C5+C4", "B", "trump"),
    ("R-TV-PAIR-57", "D", "5/17", "A:C9+C9 B:D10+D3 C:CK+CK D:C5+C4", "C", "led_face_pair"),
    ("R-TV-PAIR-58", "D", "5/17", "A:C9+C9 B:D5+D5 C:CQ+CQ D:C5+C4", "C", "led_face_pair"),
    ("R-TV-PAIR-59", "D", "5/17", "A:C9+C9 B:D6+D6 C:CQ+CQ D:C5+C4", "B", "trump"),
    ("R-TV-PAIR-60", "D", "5/17", "A:C10+C10 B:D2+S3 C:C9+C4 D:C5+C6", "B", "trump"),
    ("R-TV-PAIR-61", "chigaku_nt", "5/17", "A:DJ+DJ B:DA+D3 C:D9+D4 D:D8+D5", "A", "trump"),
    (
        "R-TV-PAIR-62",
        "igo_nt",
        "5/17",
        "A:D4+D4 B:SA+D3 C:DA+DA D:D8+D5",
        "A",
        "double_right_bower",
    ),
    ("R-TV-PAIR-63", "igo_nt", "5/17", "A:D6+D6 B:H4+H4 C:DA+DA D:D8+D5", "B", "double_left_bower"),
    ("R-TV-PAIR-64", "D", "5/17", "A:D5+D5 B:DJ+HJ C:D2+D2 D:D9+D8", "C", "pair_same_two"),
    ("R-TV-PAIR-65", "D", "5/17", "A:D5+D5 B:DJ+HJ C:D2+D2 D:C9+C8", "B", "right_left_pair"),
    ("R-TV-PAIR-66", "D", "5/17", "A:JK B:SA C:HQ D:D5", "C", "yoromeki"),
    ("R-TV-PAIR-67", "H", "5/17", "A:S3 B:S2 C:JK D:S9", "D", "led_suit"),
    ("R-TV-PAIR-68", "H", "5/17", "A:S3 B:S2 C:S5 D:S9", "B", "same_two"),
    ("R-TV-PAIR-69", "H", "5/17", "A:S3+S3 B:S2+S2 C:JK+S5 D:S9+S8", "D", "led_suit"),
    ("R-TV-PAIR-70", "D", "5/17", "A:C5+C5 B:DJ+C3 C:DJ+C4 D:C9+C8", "B", "right_bower"),
    ("R-TV-PAIR-71", "D", "5/17", "A:S5+S5 B:SA+S3 C:SA+S4 D:S9+S8", "B", "mighty"),
]


@pytest.mark.parametrize(
    ("vid", "trump", "kn", "plays", "winner", "reason"), RANKING, ids=[v[0] for v in RANKING]
)
def test_ranking_vector(vid, trump, kn, plays, winner, reason):
    kind, _, named = trump.partition(":")
    k, n = map(int, kn.split("/"))
    seat, outcome = round_winner(kind, k, n, plays, named=named or None)
    assert (seat, outcome.reason) == (winner, reason), vid


def test_there_are_71_ranking_vectors():
    assert len(RANKING) == 71 and len({v[0] for v in RANKING}) == 71


@pytest.mark.parametrize(
    ("plays", "winner", "reason", "grants"),
    [
        # R-TV-PR-3 (trump ♡, point request, middle round)
        ("P:D6+D6 Y:D5+D3 B:DA+SA", "B", "mighty", False),
        ("P:D6+D6 Y:D5+D3 C:DJ+DJ", "C", "double_left_bower", True),
        ("P:D6+D6 Y:D5+D3 A:DA+DJ", "P", "point_request_lead", False),
        ("P:D6 Y:D5 C:DJ", "P", "point_request_lead", False),
        ("P:D6 Y:D5 B:SA", "B", "mighty", False),
        ("P:D6 Y:D5 B:SA C:HQ", "C", "yoromeki", False),
    ],
)
def test_point_request_outcomes(plays, winner, reason, grants):
    seat, outcome = round_winner("H", 5, 17, plays, point_request=True)
    assert (seat, outcome.reason, outcome.grants_point_request) == (winner, reason, grants)
    assert outcome.rule_id.startswith("R-") or outcome.rule_id == "N-TRICK-5"


def test_point_request_yoromeki_chain_under_nt():
    """R-TV-PR-4 [B 4.2.4 ex7 case 4]: the forced ♠A meets ♡K and ♡Q: ♡A wins."""
    seat, outcome = round_winner("nt", 5, 17, "F:HA A:H8 B:HJ C:SA D:HK E:HQ", point_request=True)
    assert (seat, outcome.reason) == ("F", "yoromeki_gaeshi_gaeshi")


@pytest.mark.parametrize(
    ("plays", "pr", "winner", "reason"),
    [
        # R-TV-PR-5: trump ♢, the last trick (17/17) — a point request keeps its power
        ("D:HQ E:HA F:SA", True, "D", "yoromeki"),
        ("D:HQ E:HA F:S9", True, "D", "point_request_lead"),
        ("D:H5 E:HA F:H9", False, "E", "led_suit"),
    ],
)
def test_point_request_in_the_last_trick(plays, pr, winner, reason):
    seat, outcome = round_winner("D", 17, 17, plays, point_request=pr)
    assert (seat, outcome.reason) == (winner, reason)


def test_book_game1_trick6_point_request():
    """R-TV-PR-6 [B 3.4.1 trick 6]: A's ♡6 point request beats ♡A, ♡K and two ♡10."""
    seat, outcome = round_winner("D", 6, 17, "A:H6 B:H10 C:C10 D:HA E:H10 F:HK", point_request=True)
    assert (seat, outcome.reason, outcome.rule_id) == ("A", "point_request_lead", "R-PR-6")


def test_littles_grant_a_point_request_and_beaten_littles_do_not():
    """R-LITTLE-1: only a *winning* little entitles its player to a point request."""
    _, won = round_winner("S", 5, 17, "A:SJ+SJ B:SA+S10 C:S8+S4 D:S6+S5")
    assert won.reason == "double_right_bower" and won.grants_point_request
    _, beaten = round_winner("S", 5, 17, "A:S9+S9 B:SA+SA C:SJ+SJ D:S5+S4")
    assert beaten.reason == "double_mighty" and beaten.grants_point_request
    _, lost = round_winner("C", 5, 17, "A:SA+SA B:HQ+HQ C:S9+S8 D:S7+S5")
    assert lost.reason == "double_yoromeki" and not lost.grants_point_request
    # the first round is an edge round: the bower pair is a plain J pair (22), no little
    seat, edge = round_winner("S", 1, 17, "A:SJ+SJ B:SK+S10 C:S8+S4 D:S6+S5")
    assert (seat, edge.reason, edge.grants_point_request) == ("A", "led_face_pair", False)


def test_a_bomb_is_won_by_the_bomber_unless_returned():
    """R-BOMB-7: the Mighty does not beat a bomb; m 2s of any suits do."""
    jacks = "SJ+HJ+DJ+CJ+CJ"
    seat, won = round_winner(
        "nt", 5, 17, f"A:{jacks} B:SA+C8+C4+HQ+H10 C:S2+H3+H4+H5+H6", named=None
    )
    assert (seat, won.reason, won.rule_id) == ("A", "atomic_bomb", "R-BOMB-7")
    seat, back = round_winner("nt", 5, 17, f"A:{jacks} B:SA+C8+C4+HQ+H10 C:S2+H2+H2+D2+C2")
    assert (seat, back.reason) == ("C", "bomb_return")
    assert not back.grants_point_request and not won.grants_point_request  # R-BOMB-8


# --- R-RANK-1 gives N-TRICK-19's winner on plain single rounds --------------------------------
KINDS = ("S", "H", "D", "C", "red", "black", "nt", "igo_nt", "chigaku_nt")


@settings(max_examples=400, deadline=None)
@given(
    kind=st.sampled_from(KINDS),
    players=st.integers(4, 6),
    seed=st.integers(0, 10**9),
    trick=st.sampled_from((1, 2, 7, 12)),
)
def test_single_rounds_agree_with_napoleon(kind, players, seed, trick):
    """One deck, no bridge, no duplicate, no point request: the Napoleon book resolver and
    Rettler's agree — except that with ♠A, ♡Q, ♡K and ♡A all present Rettler gives ♡A."""
    rng = random.Random(seed)
    deck = list(range(53))  # 52 cards and the joker
    rng.shuffle(deck)
    cards = deck[:players]
    if cards[0] == JOKER and kind not in ("nt", "igo_nt", "chigaku_nt") and trick == 1:
        cards[0], cards[1] = cards[1], cards[0]  # D-09 / N-PLAY-6: no joker lead to trick 1
    named = rng.randrange(4) if cards[0] == JOKER else -1
    napoleon = DealRules.for_contract(NAPOLEON_BOOK, kind, 12)
    expected = napoleon.trick_winner(cards, trick, named).position
    ctx = RoundRules.for_contract(BOOK, kind, 12).context(trick, 1, cards[0], named)
    got = resolve(ctx, [[c] for c in cards])
    chain = {MIGHTY, make_card(1, 12), make_card(1, 13), make_card(1, 14)}
    if chain <= set(cards) and napoleon.feature_by_trick[trick].mighty:
        assert cards[got.position] == make_card(1, 14)
        assert got.reason == "yoromeki_gaeshi_gaeshi"
    else:
        assert got.position == expected, (kind, trick, cards, got)
