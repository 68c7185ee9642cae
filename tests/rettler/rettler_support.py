"""Shared test helpers for Rettler: card strings, rounds from the spec's notation."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.ai.search import SearchResult
from engine.cards import card_code, parse_card
from engine.games.rettler.params import BOOK
from engine.games.rettler.rounds import RoundContext, RoundOutcome, RoundRules, resolve
from engine.games.rettler.search import RettlerSearch
from engine.games.rettler.state import RettlerState
from engine.games.rettler.strategy import RettlerBot

SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}


def cards(text: str) -> list[int]:
    """``"SA SA H10"`` -> codes."""
    return [parse_card(c) for c in text.split()]


def codes(played: tuple[int, ...] | list[int]) -> str:
    return " ".join(card_code(c) for c in played)


def parse_plays(text: str) -> list[tuple[str, list[int]]]:
    """``"A:S5+S5 B:S10+S3"`` (the notation of rettler.md §20) -> [(seat, codes)]."""
    out = []
    for token in text.split():
        seat, played = token.split(":")
        out.append((seat, [parse_card(c) for c in played.split("+")]))
    return out


def context(
    trump: str,
    k: int,
    n: int,
    lead: list[int],
    *,
    named: str | None = None,
    point_request: bool = False,
    bomb: bool = False,
) -> RoundContext:
    rr = RoundRules.for_contract(BOOK, trump, n)
    suit = -1 if named is None else SUIT_INDEX[named]
    return rr.context(k, len(lead), lead[0], suit, point_request, bomb)


def round_winner(
    trump: str, k: int, n: int, plays: str, *, named: str | None = None, point_request: bool = False
) -> tuple[str, RoundOutcome]:
    parsed = parse_plays(plays)
    ctx = context(
        trump,
        k,
        n,
        parsed[0][1],
        named=named,
        point_request=point_request,
        bomb=len(parsed[0][1]) > 2,
    )
    out = resolve(ctx, [p for _, p in parsed])
    return parsed[out.position][0], out


def make_deal(
    players: int, fixed: dict[int, str], kitty: str = "", seed: int = 0
) -> tuple[list[list[int]], list[int]]:
    """A deal (hands of codes, kitty) with the given cards in the given seats; every other
    card is dealt at random. Cards not named anywhere never appear more than twice."""
    import random

    hand_size, kitty_size = BOOK.deal_sizes[players]
    pool = list(range(54)) * 2
    hands: list[list[int]] = [[] for _ in range(players)]
    for seat, text in fixed.items():
        for c in cards(text):
            pool.remove(c)
            hands[seat].append(c)
    chosen_kitty = cards(kitty)
    for c in chosen_kitty:
        pool.remove(c)
    random.Random(seed).shuffle(pool)
    for seat in range(players):
        while len(hands[seat]) < hand_size:
            hands[seat].append(pool.pop())
    while len(chosen_kitty) < kitty_size:
        chosen_kitty.append(pool.pop())
    return hands, chosen_kitty


def state_at_call(
    players: int,
    fixed: dict[int, str],
    *,
    trump: str = "H",
    count: int = 25,
    adjutants: int | None = None,
    kitty: str = "",
    seed: int = 0,
):
    """A ``RettlerState`` at the adjutant call, seat 0 the Rettler."""
    from engine.games.rettler.state import RettlerState

    hands, chosen_kitty = make_deal(players, fixed, kitty, seed)
    return RettlerState.from_contract(
        BOOK, hands, chosen_kitty, declarer=0, count=count, trump=trump, adjutants=adjutants
    )


def state_at_play(
    players: int,
    fixed: dict[int, str],
    *,
    trump: str = "H",
    count: int = 25,
    kitty: str = "",
    seed: int = 0,
    rules=None,
):
    """A ``RettlerState`` at the first lead: seat 0 the Rettler, no adjutant called, the
    kitty taken and discarded again."""
    from engine.actions import Discard
    from engine.games.rettler.actions import EndAdjutantCall
    from engine.games.rettler.state import RettlerState

    hands, chosen_kitty = make_deal(players, fixed, kitty, seed)
    state = RettlerState.from_contract(
        rules or BOOK, hands, chosen_kitty, declarer=0, count=count, trump=trump
    )
    state.apply(EndAdjutantCall())
    for c in chosen_kitty:
        state.apply(Discard(c))
    return state


def position(trump: str, k: int, hands: list[str], *, leader: int = 0, rules=None):
    """A state at the lead of the round starting at trick ``k``, every seat holding exactly
    the given cards (all hands equally long), seat 0 the Rettler without adjutants. The
    earlier rounds are not played: the deal is set up directly (white box)."""
    from engine.cards import DECK_STRIDE
    from engine.games.rettler.rounds import RoundRules

    state = state_at_play(len(hands), {}, trump=trump, rules=rules)
    size = len(hands[0].split())
    assert all(len(h.split()) == size for h in hands)
    state.hands = []
    for text in hands:
        mask = 0
        for c in cards(text):
            mask |= 1 << (c + DECK_STRIDE if mask >> c & 1 else c)
        state.hands.append(mask)
    state.k = k
    state.hand_size = k + size - 1
    state.round_rules = RoundRules.for_contract(state.rules, trump, state.hand_size)
    state.leader = state.seat_ = leader
    state._legal = None
    return state


def at_search(players: int, seed: int, left: int) -> RettlerState:
    """A ``book`` deal played by the rule-based player until a searched card-play decision
    of the strong player with at most ``left`` rounds to go and at least three candidates."""
    game = RettlerSearch()
    for attempt in range(20):
        state = RettlerState.deal(BOOK, players, random.Random(seed * 100 + attempt))
        bots = [RettlerBot(s) for s in range(players)]
        while (seat := state.current_seat) is not None:
            view = state.view_for(seat)
            if (
                game.searchable(view)
                and view.tricks - view.trick_number < left
                and len(game.candidates(view)) > 2
            ):
                return state
            state.apply(bots[seat].choose(view))
    raise AssertionError("no searched decision found")


def redealt(state: RettlerState, seat: int, rng: random.Random) -> RettlerState:
    """The same deal with every card ``seat`` cannot see (the other hands and, before the
    Rettler takes it, the kitty) shuffled among those places, each keeping its size: what
    ``seat`` sees stays the same, so the strong player's choice must too."""
    other = state.copy()
    seats = [s for s in range(state.players) if s != seat]
    pool = [c for s in seats for c in state.hand(s)]
    kitty_hidden = state.phase_ in ("auction", "adjutant_call")
    if kitty_hidden:
        pool += list(state.kitty)
    rng.shuffle(pool)
    for s in seats:
        n = state.hands[s].bit_count()
        mask = 0
        for c in pool[:n]:
            mask |= 1 << c
        pool = pool[n:]
        other.hands[s] = mask
    if kitty_hidden:
        other.kitty = tuple(pool)
    return other


def assert_blind_to_hidden_cards(
    state: RettlerState,
    seat: int,
    search: Callable[[RettlerState], SearchResult],
    redeals: int,
) -> SearchResult:
    """``search`` (a fresh strong player's search of ``seat``'s decision in a state) makes
    the same choice with every estimate the same when the cards ``seat`` cannot see are
    dealt again ``redeals`` times: no hidden card reaches the strong player. Returns the
    search of ``state``."""
    first = search(state)
    assert first.searched
    for k in range(redeals):
        other = redealt(state, seat, random.Random(k))
        assert other.hands != state.hands or other.kitty != state.kitty
        again = search(other)
        assert again.chosen == first.chosen
        assert again.estimates == first.estimates
    return first
