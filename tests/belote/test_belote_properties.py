"""Properties of every deal (hypothesis): the points add up to 162 / 130 / 258 (B-CARD-6,
capot B-SCORE-5), a player always has a legal card, every card is accounted for at every
step, and the engine's legal moves equal a literal transcription of B-PLAY-10."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.ai import make_bot
from engine.cards import BIT, mask_of
from engine.games.belote.deck import DECK, DECK_MASK, PLAIN_ORDER, TRUMP_ORDER
from engine.games.belote.params import PRESETS
from engine.games.belote.play import DEAL_TOTAL, Contract, TrickRules
from engine.games.belote.state import BeloteState

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _accounted(state: BeloteState) -> None:
    """Hands, played cards and the cards not (yet) dealt or out of play: all 32, once."""
    held = 0
    for h in state.hands:
        assert not held & h
        held |= h
    assert not held & state.played_mask
    loose = set(DECK) - {c for c in DECK if (held | state.played_mask) & BIT[c]}
    if state.contract is None:  # before the completion deal: candidate and stock
        assert loose == {state.candidate, *state.stock} or state.phase == "packets"
    elif state.players == 3:  # B-3P-2: the candidate and the 7 undealt cards never play
        assert loose == {state.candidate, *state.stock[9:]}
    else:
        assert not loose


@SETTINGS
@given(
    seed=st.integers(0, 10**9),
    preset=st.sampled_from(sorted(PRESETS)),
    players=st.sampled_from([3, 4]),
    level=st.sampled_from(["random", "normal"]),
)
def test_every_deal_adds_up(seed, preset, players, level) -> None:
    rules = PRESETS[preset]
    rng = random.Random(seed)
    state = BeloteState.deal(rules, players, rng, dealer=seed % players)
    bots = [make_bot("belote", level if s % 2 else "random", seed + s) for s in range(players)]
    while state.current_seat is not None:
        seat = state.current_seat
        legal = state.legal_actions()
        assert legal, state.phase  # never stuck
        _accounted(state)
        state.apply(bots[seat].choose(state.view_for(seat)))
    _accounted(state)
    result = state.result
    assert result is not None
    if not result.counts:
        return
    detail = result.detail
    mode = detail["contract"]["mode"]
    card_points = sum(detail["card_points"])
    points = sum(detail["points"])
    bonus = (100 if rules.capot_value == 252 else 98) if detail["capot"] is not None else 10
    assert points == card_points + bonus
    if players == 4:
        assert card_points + 10 == DEAL_TOTAL[mode]  # 162 / 130 / 258
        assert state.played_mask == DECK_MASK
        assert result.scores[0] == result.scores[2] and result.scores[1] == result.scores[3]
    else:
        assert state.played_mask.bit_count() == 24
        assert card_points + 10 <= DEAL_TOTAL[mode]
    taker_side = detail["contract"]["taker"] % 2 if players == 4 else detail["contract"]["taker"]
    test = detail["test"]
    made = all(test[taker_side] > t for i, t in enumerate(test) if i != taker_side)
    assert made == detail["made"] == (result.outcome == "declarer_side_wins")
    mult = {"suit": 1, "sa": 2, "ta": 3}[mode]
    assert all(s % mult == 0 and s >= 0 for s in result.scores)


# --- B-PLAY-10, transcribed literally on (suit, rank) cards ------------------------------
def _oracle(hand, trick, me, mode, trump, players, forced):
    def order_t(c):
        return TRUMP_ORDER[c]

    def suit(c):
        return c // 13

    if not trick:
        return set(hand), "LEAD_FREE"
    led = suit(trick[0][1])
    follow = {c for c in hand if suit(c) == led}
    if mode == "sa":
        return (follow, "FOLLOW") if follow else (set(hand), "VOID_FREE")
    if mode == "ta":
        if not follow:
            return set(hand), "VOID_FREE"
        best = max(order_t(c) for (_, c) in trick if suit(c) == led)
        higher = {c for c in follow if order_t(c) > best}
        return (higher, "TA_MUST_BEAT") if higher else (follow, "FOLLOW")
    trumps = {c for c in hand if suit(c) == trump}
    top = max((order_t(c) for (_, c) in trick if suit(c) == trump), default=None)
    over = {c for c in trumps if top is None or order_t(c) > top}
    if led == trump:
        if not trumps:
            return set(hand), "VOID_FREE"
        return (over, "MUST_OVERTRUMP") if over else (trumps, "MUST_TRUMP_LOW")
    if follow:
        return follow, "FOLLOW"
    if not trumps:
        return set(hand), "VOID_FREE"

    def key(c):
        if suit(c) == trump:
            return (2, order_t(c))
        return (1, PLAIN_ORDER[c]) if suit(c) == led else (0, 0)

    win_seat, win_card = max(trick, key=lambda sc: key(sc[1]))
    if players == 4 and win_seat == (me + 2) % 4:
        if suit(win_card) != trump:
            return set(hand), "PARTNER_WINS_FREE"
        if over:
            return {c for c in hand if suit(c) != trump} | over, "PARTNER_WINS_NO_UNDERTRUMP"
        if forced:
            return trumps, "PARTNER_WINS_MUST_UNDERTRUMP"
        return set(hand), "PARTNER_WINS_FREE"
    if over:
        return over, ("MUST_TRUMP" if top is None else "MUST_OVERTRUMP")
    return trumps, "MUST_UNDERTRUMP"


@settings(max_examples=400, deadline=None)
@given(
    cards=st.permutations(DECK),
    bid=st.sampled_from(["S", "H", "D", "C", "sa", "ta"]),
    players=st.sampled_from([3, 4]),
    forced=st.booleans(),
    data=st.data(),
)
def test_legal_moves_match_the_literal_algorithm(cards, bid, players, forced, data) -> None:
    in_trick = data.draw(st.integers(0, players - 1))
    hand_size = data.draw(st.integers(1, 8))
    leader = data.draw(st.integers(0, players - 1))
    trick = [((leader + i) % players, cards[i]) for i in range(in_trick)]
    hand = cards[in_trick : in_trick + hand_size]
    me = (leader + in_trick) % players
    contract = Contract(0, bid)
    tr = TrickRules(contract, players, forced)
    mask, reason = tr.legal(mask_of(hand), [c for _, c in trick], [s for s, _ in trick], me)
    want, want_reason = _oracle(hand, trick, me, contract.mode, contract.trump, players, forced)
    assert mask == mask_of(want) and reason == want_reason
    assert mask  # a player always has a legal card
    played = [c for _, c in trick] + [hand[0]]
    assert tr.winner(played) == _winner_oracle(played, contract.mode, contract.trump)


def _winner_oracle(cards, mode, trump):
    """B-TRICK-1's ``current_winner``, literally."""
    led = cards[0] // 13

    def key(c):
        if mode == "suit" and c // 13 == trump:
            return (2, TRUMP_ORDER[c])
        if c // 13 == led:
            return (1, TRUMP_ORDER[c] if mode == "ta" else PLAIN_ORDER[c])
        return (0, 0)

    return max(range(len(cards)), key=lambda i: key(cards[i]))
