"""The ``strong`` Belote player (issue 12): PIMC search over worlds drawn from the view.

* **Worlds** (``BeloteSearch.worlds``): the hidden cards are dealt again from the view only
  (B-INFO-1): cards played, the seat's hand, the candidate taken by the taker in 4 players
  (B-DEAL-5), the candidate and bottom card out of play with 3 (B-3P-2), shown meld cards
  (B-ANN-5), the other belote card of a player who said "belote" (B-BEL-1), hand sizes, and
  what the plays show (``bans``): a failure to follow is a void (B-PLAY-4), a failure to trump
  when obliged a trump void (B-PLAY-5/7), a trump below the trick's top trump means no
  higher trump (B-PLAY-3/6/7), and in ``ta`` a card below the led suit's top means no higher
  card of that suit (B-PLAY-9). With 4 players the calls are read too (issue 23 point 3b,
  ``search_inference``): a seat's first five cards must be a hand the rule-based bidder
  makes its calls with, so ``CALL_POOL`` times the worlds are dealt and drawn by how likely
  each makes the calls; the taker is dealt the unseen trumps 1.5 times as readily as
  another seat (3 times where the calls are not read).
* **Playouts** (``BeloteSearch.playout``): a fast rule of thumb on bitmasks (cash masters,
  the taker's side draws trumps, feed a partner who holds the trick, win cheaply, else throw
  the least valuable card), then, with 4 players, an exact alpha-beta solver of the card
  points (B-CARD-5, the last trick's 10, B-SCORE-2; ``search_endgame``) for the last three
  tricks when the decision is in trick 5 or later, the last two before (a deeper solve
  costs more than it gained). With 3 players the rule of thumb plays to the end.
* **Value**: the deal's score (B-SCORE-4..7: contract made or failed, melds, belote, the
  mode's multiplier) of the seat's side minus the other side's (with 3 players: the seat's
  score minus the mean of the two others', B-3P-5). The score is a monotone function of the
  side's card points, so solving the card points and scoring the end is exact minimax.

**Calls** (issue 23 point 3): with 4 players each call of the auction is searched too, over
worlds dealt from the seat's five cards, the candidate and the calls so far, the rest of the
auction and the whole deal played out (``search_bids``; ``BID_BUDGET``, its own margin).
Melds and belote stay the rule-based player's (``BeloteBot``), as do the 3-player calls.
Every preset is searched (the variants only change legal moves and scoring, both taken from
the engine; before the meld comparison after trick 1, B-ANN-4, the melds are estimated from
the announced classes).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...actions import Action, PlayCard
from ...ai.search import Budget, Outcome, SearchBot, expert_budget, resampled, weighted_pick
from ...cards import BIT, SUITS, Card, make_card
from ...cards import bit_list as _bits
from ...core import OVER, GameState
from .actions import SayBelote
from .deck import DECK_MASK, KING, QUEEN, SUIT_CARDS, TRUMP_ORDER, above
from .melds import SEQUENCE_VALUE, class_key
from .play import DEAL_TOTAL, SA, TA, Contract, TrickRules
from .scoring import Tally, capot_bonus, score_deal
from .search_bids import bid_playout, bid_searchable, bid_worlds
from .search_endgame import _above_table, solve
from .search_inference import CALL_POOL, call_weigher
from .state import BIDDING, PLAY, TRICKS, BeloteState
from .strategy import BeloteBot
from .view import BeloteView

__all__ = ["BeloteSearch", "expert_bot", "strong_bot"]

#: the exact solver takes over when at most this many cards are left in the hands (4 players):
#: ``SOLVE_CARDS`` for a decision from trick ``SOLVE_FROM_TRICK`` on, else ``SOLVE_CARDS_EARLY``
SOLVE_CARDS = 12
SOLVE_CARDS_EARLY = 8
SOLVE_FROM_TRICK = 5
#: how much more readily the taker is dealt an unseen trump than another seat: where the
#: worlds are drawn by the calls (``search_inference``) 1.5, else 3. With the calls read,
#: the taker's trump jack and nine then come out as the rule-based bidder really holds them
#: (``bench/belote_inference.py --deals 150 --seed 7``, 396 views at trick 1: 0.93 a hand
#: against 0.97 held; 3 gave 1.00 with 3.5 trumps against 2.9 held)
TAKER_TRUMP_WEIGHT = 1.5
UNREAD_TAKER_TRUMP_WEIGHT = 3.0
#: the search budget (issue 23: twelve times the worlds and rollouts of issue 12's 12/40/6;
#: three times 48/160/24 gained +3.4 ± 2.6 game points a deal at 50 ms median, 230 ms p95 a
#: card; engine/ai/README.md, Belote. The margin is in game points, and asked by one standard
#: error too: a capot or a failed contract in a few worlds swings a card's mean by more than
#: the margin)
BUDGET = Budget(worlds=144, rollouts=480, min_worlds=72, margin=4.0, confidence=1.0)
#: the expert's card play: twice the strong player's (110 ms median, 474 ms p95 a card; four
#: times would come near its 1 s p95)
EXPERT_PLAY_FACTOR = 2
#: the calls' budget (issue 23 point 3, ``search_bids``; the margin in game points)
BID_BUDGET = Budget(worlds=32, rollouts=96, min_worlds=16, margin=8.0)
_DEAL_TRIES = 40
_RULES: dict[tuple[object, int, bool], TrickRules] = {}


def _trick_rules(view: BeloteView) -> TrickRules:
    assert view.contract is not None
    return trick_rules(view.contract, view.players, view.rules.forced_undertrump)


def trick_rules(contract: Contract, players: int, forced_undertrump: bool) -> TrickRules:
    """One ``TrickRules`` per contract and table: the playout's tables (``_above_table``,
    ``_SuitTables``) are cached by it."""
    key = (contract, players, forced_undertrump)
    tr = _RULES.get(key)
    if tr is None:
        tr = _RULES[key] = TrickRules(contract, players, forced_undertrump)
    return tr


def bans(view: BeloteView, tr: TrickRules) -> list[int]:
    """Per seat, the cards its plays show it cannot hold (module docstring)."""
    banned = [0] * view.players
    tricks = [t.plays for t in view.completed]
    if view.trick:
        tricks.append(view.trick)
    trump, mode = tr.trump, tr.mode
    for plays in tricks:
        led = plays[0][1] // 13
        for i in range(1, len(plays)):
            seat, card = plays[i]
            before = [c for _, c in plays[:i]]
            suit = card // 13
            if suit != led:
                banned[seat] |= SUIT_CARDS[led]  # B-PLAY-4: void in the led suit
                if trump >= 0 and suit != trump:
                    win = plays[tr.winner(before)][0]
                    if led == trump or view.players == 3 or win != (seat + 2) % 4:
                        banned[seat] |= SUIT_CARDS[trump]  # B-PLAY-5/7: no trump at all
            if trump >= 0 and suit == trump:
                top = max((TRUMP_ORDER[c] for c in before if c // 13 == trump), default=0)
                if TRUMP_ORDER[card] < top:  # B-PLAY-3/6/7: could not overtrump
                    banned[seat] |= above(trump, TRUMP_ORDER, top)
            if mode == TA and suit == led:
                top = max(TRUMP_ORDER[c] for c in before if c // 13 == led)
                if TRUMP_ORDER[card] < top:  # B-PLAY-9: could not beat the led suit
                    banned[seat] |= above(led, TRUMP_ORDER, top)
    return banned


def _announced_value(what: str) -> int:
    kind, value, _ = class_key(what)
    return value if kind == 1 else SEQUENCE_VALUE[value]


def _side_melds(view: BeloteView, winner: int) -> int:
    """What the melds of ``winner``'s side are worth, as far as the view tells: this seat's
    own melds in full, another seat's announced class (B-ANN-1, B-MELD-2/3)."""
    total = 0
    for seat in range(view.players):
        if view.side_of(seat) != view.side_of(winner):
            continue
        if seat == view.seat:
            total += sum(m.value for m in view.my_melds)
            continue
        total += sum(_announced_value(w) for s, w in view.announcements if s == seat and w)
    return total


def _meld_estimate(view: BeloteView) -> tuple[int | None, int]:
    """Before the comparison after trick 1 (B-ANN-4): the seat with the strongest class
    announced so far (none on a tie between sides) and its side's melds."""
    best: tuple[tuple[int, int, int], int] | None = None
    tied = False
    for seat, what in view.announcements:
        if what is None:
            continue
        key = class_key(what)
        if best is None or key > best[0]:
            best, tied = (key, seat), False
        elif key == best[0] and view.side_of(seat) != view.side_of(best[1]):
            tied = True
    if best is None or tied:
        return None, 0
    return best[1], _side_melds(view, best[1])


class BeloteSearch:
    """Belote's ``SearchGame`` (module docstring); with ``bids`` the 4-player calls are
    searched too (``search_bids``), the other seats' calls simulated by ``bidder``."""

    def __init__(
        self, bids: bool = False, bidder: BeloteBot | None = None, read_calls: bool = True
    ) -> None:
        self.bids = bids
        self.bidder = bidder or BeloteBot()
        self.read_calls = read_calls

    def searchable(self, view: BeloteView) -> bool:
        if self.bids and bid_searchable(view):
            return True
        return view.phase == PLAY and view.contract is not None and view.current_seat == view.seat

    def candidates(self, view: BeloteView) -> Sequence[Action]:
        """One action per card (saying belote when it may, as the rule-based player always
        does, BD-11), cards touching in the order with equal points merged; every call
        in the auction."""
        if view.phase == BIDDING:
            return list(view.legal)
        tr = _trick_rules(view)
        say = {a.card for a in view.legal if isinstance(a, SayBelote)}
        cards = sorted({a.card for a in view.legal if isinstance(a, PlayCard)})
        live = DECK_MASK & ~view.played_mask
        for _, c in view.trick:
            live |= BIT[c]  # a card of this trick between two of mine parts them
        out: list[Action] = []
        kept: list[Card] = []
        for card in sorted(cards, key=lambda c: (c // 13, tr.order[c])):
            if kept and _touching(tr, live, kept[-1], card):
                continue
            kept.append(card)
            out.append(SayBelote(card) if card in say else PlayCard(card))
        return out

    def worlds(self, view: BeloteView, count: int, rng: random.Random) -> list[GameState]:
        if view.phase == BIDDING:
            return list(bid_worlds(view, count, rng, self.bidder))
        tr = _trick_rules(view)
        players = view.players
        banned = bans(view, tr)
        hands = [0] * players
        hands[view.seat] = view.hand_mask
        out_of_play = 0
        if players == 3:
            for c in (view.candidate, view.bottom_card):
                if c is not None:
                    out_of_play |= BIT[c]
        unknown = DECK_MASK & ~view.played_mask & ~view.hand_mask & ~out_of_play
        assert view.contract is not None
        taker = view.contract.taker
        fixed = [0] * players
        if players == 4 and view.candidate is not None and taker != view.seat:
            fixed[taker] |= BIT[view.candidate] & unknown  # B-DEAL-5
        for seat, shown in view.shown:
            if seat != view.seat:
                for c in shown:
                    fixed[seat] |= BIT[c] & unknown  # B-ANN-5
        for seat, suit, word in view.belotes:
            if word == "belote" and seat != view.seat:  # B-BEL-1: the pair's other card
                fixed[seat] |= (BIT[make_card(suit, KING)] | BIT[make_card(suit, QUEEN)]) & unknown
        for s in range(players):
            unknown &= ~fixed[s]
        need = [view.hand_sizes[s] - fixed[s].bit_count() for s in range(players)]
        need[view.seat] = 0
        dead = 0
        if players == 3:  # B-3P-2: six cards stay in the stock, unseen
            dead = unknown.bit_count() - sum(need)
        trumps = SUIT_CARDS[tr.trump] if tr.trump >= 0 else 0
        weigh = call_weigher(view, self.bidder, rng) if self.read_calls else None
        weight = [1.0] * players
        if taker != view.seat:
            weight[taker] = TAKER_TRUMP_WEIGHT if weigh else UNREAD_TAKER_TRUMP_WEIGHT
        pool = _bits(unknown)
        dealt_hands: list[list[int]] = []

        def deal(n: int) -> None:
            for _ in range(n):
                dealt = _deal(pool, need, dead, banned, trumps, weight, rng)
                for s in range(players):
                    hands[s] = (dealt[s] | fixed[s]) if s != view.seat else view.hand_mask
                dealt_hands.append(hands[:])

        deal(count)
        if weigh is not None:  # issue 23 point 3b: the worlds that fit the calls
            weights = [weigh(h) for h in dealt_hands]
            # all alike: the calls do not tell these worlds apart, so no more are needed
            if min(weights) < max(weights):
                deal(count * (CALL_POOL - 1))
                weights += [weigh(h) for h in dealt_hands[count:]]
                dealt_hands = resampled(dealt_hands, weights, count, rng)
        return [_world(view, tr, h) for h in dealt_hands]

    def playout(self, state: GameState, seat: int, rng: random.Random) -> Outcome:
        assert isinstance(state, BeloteState)
        if not state.melds_resolved:  # a world of the auction (``_world`` resolves them)
            return bid_playout(state, seat, self.bidder)
        return _playout(state, seat)


def _touching(tr: TrickRules, live: int, low: Card, high: Card) -> bool:
    """Two cards of one suit, no live card between them in the order, equal points."""
    if low // 13 != high // 13 or tr.points[low] != tr.points[high]:
        return False
    between = [c for c in _bits(live & SUIT_CARDS[low // 13]) if tr.order[low] < tr.order[c]]
    return all(tr.order[c] >= tr.order[high] for c in between)


def _deal(
    pool: list[Card],
    need: list[int],
    dead: int,
    banned: list[int],
    trumps: int,
    weight: list[float],
    rng: random.Random,
) -> list[int]:
    """The unknown cards dealt to the seats needing them (and the 3-player stock, index
    ``len(need)``), respecting ``banned``; the bans are dropped if no deal is found."""
    seats = len(need)
    for attempt in range(_DEAL_TRIES + 1):
        strict = attempt < _DEAL_TRIES
        room = [*need, dead]
        hands = [0] * (seats + 1)
        cards = pool[:]
        rng.shuffle(cards)
        # the most constrained cards first
        if strict:
            cards.sort(key=lambda c: -sum(1 for b in banned if b & BIT[c]))
        ok = True
        for c in cards:
            bit = BIT[c]
            total = 0.0
            options: list[tuple[int, float]] = []
            for s in range(seats + 1):
                if room[s] <= 0 or (strict and s < seats and banned[s] & bit):
                    continue
                w = room[s] * (weight[s] if s < seats and trumps & bit else 1)
                options.append((s, w))
                total += w
            if not options:
                ok = False
                break
            chosen = weighted_pick(options, total, rng.random)
            hands[chosen] |= bit
            room[chosen] -= 1
        if ok:
            return hands[:seats]
    raise AssertionError("unreachable: the last try ignores the bans")


def _world(view: BeloteView, tr: TrickRules, hands: list[int]) -> BeloteState:
    """A ``BeloteState`` at this decision with the given hands (the deal's history as in
    the view; melds compared already, B-ANN-4, so that the playout scores them)."""
    st = object.__new__(BeloteState)
    players = view.players
    st.rules, st.players, st.dealer, st.eldest = view.rules, players, view.dealer, view.eldest
    st.order, st.pack, st.hands = list(view.order), (), hands[:]
    st.first_packets = [[] for _ in range(players)]
    st.candidate, st.bottom, st.stock, st.bidding = view.candidate, view.bottom_card, [], None
    st.bids, st.contract, st.tr, st.k = list(view.bids), view.contract, tr, view.trick_number
    st.trick = [c for _, c in view.trick]
    st.trick_seats = [s for s, _ in view.trick]
    st.completed = list(view.completed)
    st.points_by_seat = list(view.points_by_seat)
    st.tricks_by_seat = list(view.tricks_by_seat)
    st.played_mask = view.played_mask
    st.melds, st.best = [[] for _ in range(players)], [None] * players
    st.asked = (1 << players) - 1
    st.announcements, st.announced = list(view.announcements), {}
    resolved = view.trick_number > 1 or view.meld_winner is not None
    st.meld_winner = view.meld_winner
    st.meld_points = 0
    if resolved and view.meld_winner is not None:
        st.meld_points = _side_melds(view, view.meld_winner)
    elif not resolved and view.rules.melds_allowed == "all":
        st.meld_winner, st.meld_points = _meld_estimate(view)
    st.melds_resolved = True
    st.statements, st.shown = view.statements, view.shown
    st.belote_words = {suit: (s, w) for s, suit, w in view.belotes}
    st._result, st._legal = None, None
    st.seat_, st.phase_ = view.seat, PLAY
    return st


# --- the playout ------------------------------------------------------------------------
def _pending_belote(st: BeloteState, sid: list[int], belote: list[int]) -> None:
    """Belote still to be said: a seat holding a trump K and Q will say it (BD-11)."""
    assert st.contract is not None
    mode = st.contract.mode
    if mode == SA:
        return
    for suit in SUITS if mode == TA else (st.contract.trump,):
        if suit in st.belote_words:
            continue
        pair = BIT[make_card(suit, KING)] | BIT[make_card(suit, QUEEN)]
        for s in range(st.players):
            if st.hands[s] & pair == pair:
                belote[sid[s]] += 20


def _playout(st: BeloteState, seat: int) -> Outcome:
    tr = st.tr
    assert tr is not None and st.contract is not None
    players = st.players
    step = st.rules.step
    sid = [s % 2 for s in range(4)] if players == 4 else [0, 1, 2]
    n = 2 if players == 4 else 3
    mine = sid[seat]
    points = [0] * n
    tricks = [0] * n
    belote = [0] * n
    for s in range(players):
        points[sid[s]] += st.points_by_seat[s]
        tricks[sid[s]] += st.tricks_by_seat[s]
    for s, _ in st.belote_words.values():
        belote[sid[s]] += 20
    _pending_belote(st, sid, belote)
    last = sid[st.completed[-1].winner] if st.completed else -1
    trick, seats = st.trick[:], st.trick_seats[:]
    took: bool | None = None
    if not trick and st.completed:  # the candidate ended the trick
        took = last == mine
    hands = st.hands
    turn = st.seat_
    # an early decision leans on the rule of thumb, a late one on the solver
    solve_at = SOLVE_CARDS if st.k >= SOLVE_FROM_TRICK else SOLVE_CARDS_EARLY
    while st.phase_ != OVER:
        left = sum(h.bit_count() for h in hands)
        if left == 0:
            break
        if players == 4 and left <= solve_at:
            if took is None:
                took = bool(trick) and sid[seats[tr.winner(trick)]] == mine
            solved = solve(tr, hands, trick, seats, turn, mine, step)
            rest = DEAL_TOTAL[tr.mode] - sum(points)  # card points left and the last 10
            points[mine] += solved
            points[1 - mine] += rest - solved
            return Outcome(_value(st, mine, sid, points, tricks, -1, belote), took)
        card = _policy(tr, st, hands, trick, seats, turn, sid)
        hands[turn] &= ~BIT[card]
        trick.append(card)
        seats.append(turn)
        if len(trick) < players:
            turn = (turn + step) % players
            continue
        winner = seats[tr.winner(trick)]
        points[sid[winner]] += tr.trick_points(trick)
        tricks[sid[winner]] += 1
        last = sid[winner]
        if took is None:
            took = last == mine
        trick, seats, turn = [], [], winner
    return Outcome(_value(st, mine, sid, points, tricks, last, belote), bool(took))


def _value(
    st: BeloteState,
    mine: int,
    sid: list[int],
    points: list[int],
    tricks: list[int],
    last: int,
    belote: list[int],
) -> float:
    """The deal's score of ``mine`` minus the other side's (3 players: the others' mean);
    ``last`` is the side that took the last trick, -1 when ``points`` count it already."""
    assert st.contract is not None
    n = len(points)
    pts = points[:]
    capot = -1
    if last >= 0:
        if tricks[last] == TRICKS:
            capot = last
            pts[last] += capot_bonus(st.rules)  # B-SCORE-5
        else:
            pts[last] += 10  # B-SCORE-2
    melds = [0] * n
    if st.meld_winner is not None:
        melds[sid[st.meld_winner]] = st.meld_points
    tallies = [Tally(pts[i], melds[i], belote[i], capot == i) for i in range(n)]
    score = score_deal(tallies, sid[st.contract.taker], st.contract.mode, st.rules).scores
    if n == 2:
        return float(score[mine] - score[1 - mine])
    return score[mine] - (sum(score) - score[mine]) / 2


def _policy(
    tr: TrickRules,
    st: BeloteState,
    hands: list[int],
    trick: list[Card],
    seats: list[int],
    turn: int,
    sid: list[int],
) -> Card:
    """The rollout's rule of thumb, with every hand in sight (module docstring)."""
    legal, _ = tr.legal(hands[turn], trick, seats, turn)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    cards = _bits(legal)
    order, pts, trump = tr.order, tr.points, tr.trump
    players = st.players
    me = sid[turn]
    n = len(trick)
    if not trick:
        assert st.contract is not None
        above = _above_table(tr)
        live = 0
        for h in hands:
            live |= h
        others = [s for s in range(players) if sid[s] != me]
        trumps = SUIT_CARDS[trump] if trump >= 0 else 0
        if (
            trumps
            and sid[st.contract.taker] == me
            and legal & trumps
            and any(hands[s] & trumps for s in others)
        ):
            top = max((c for c in cards if c // 13 == trump), key=lambda c: order[c])
            if not live & above[top]:
                return top  # draw the opponents' trumps with the master trump
        best: Card | None = None
        for c in cards:
            suit = c // 13
            if suit == trump or live & above[c]:
                continue  # a trump, or not the master of its suit
            if trumps and any(
                not hands[s] & SUIT_CARDS[suit] and hands[s] & trumps for s in others
            ):
                continue  # an opponent would ruff
            if best is None or pts[c] > pts[best]:
                best = c
        if best is not None:
            return best
        return min(cards, key=lambda c: (pts[c] + (20 if c // 13 == trump else 0), order[c]))
    step = st.rules.step
    opponents = [
        s for s in ((turn + step * j) % players for j in range(1, players - n)) if sid[s] != me
    ]
    win_pos = tr.winner(trick)
    partner_wins = sid[seats[win_pos]] == me
    if partner_wins and _holds(tr, hands, trick, seats, opponents):
        plain = [c for c in cards if c // 13 != trump] or cards
        return max(plain, key=lambda c: (pts[c], -order[c]))
    if not partner_wins:
        safe = [
            c
            for c in cards
            if tr.winner([*trick, c]) == n
            and _holds(tr, hands, [*trick, c], [*seats, turn], opponents)
        ]
        if safe:
            return min(safe, key=lambda c: (c // 13 == trump, order[c]))
    return min(cards, key=lambda c: (pts[c], c // 13 == trump, order[c]))


def _holds(
    tr: TrickRules, hands: list[int], trick: list[Card], seats: list[int], opponents: list[int]
) -> bool:
    """No later opponent has a legal card beating the trick's winning card (each alone)."""
    n = len(trick)
    pos = tr.winner(trick)
    for opp in opponents:
        legal, _ = tr.legal(hands[opp], trick, seats, opp)
        for c in _bits(legal):
            if tr.winner([*trick, c]) == n:
                return False
    del pos
    return True


class BeloteSearchBot(SearchBot[BeloteView]):
    """``SearchBot`` with a budget of its own for the calls of the auction (``bid_budget``;
    ``None``: the calls stay the rule-based player's)."""

    def __init__(
        self,
        seed: int | None,
        budget: Budget,
        bid_budget: Budget | None = None,
        read_calls: bool = True,
    ) -> None:
        rule_bot = BeloteBot(seed)
        game = BeloteSearch(bid_budget is not None, read_calls=read_calls)
        super().__init__(game, rule_bot, seed, budget)
        self.bid_budget = bid_budget or budget

    def budget_for(self, view: BeloteView) -> Budget:
        return self.bid_budget if view.phase == BIDDING else self.budget


def strong_bot(
    seed: int | None = None,
    budget: Budget | None = None,
    bid_budget: Budget | None = BID_BUDGET,
    read_calls: bool = True,
) -> BeloteSearchBot:
    """The ``strong`` Belote player: ``BeloteBot`` overruled by the search (``read_calls``
    False: the card play's worlds as before issue 23 point 3b, for benchmarks)."""
    return BeloteSearchBot(seed, budget or BUDGET, bid_budget, read_calls)


def expert_bot(seed: int | None = None) -> BeloteSearchBot:
    """The ``expert`` level (issue 23 point 6): the strong player with twice its card play's
    worlds and rollouts (``EXPERT_PLAY_FACTOR``) and four times its calls'
    (``engine.ai.search.expert_budget``)."""
    bot = strong_bot(seed, expert_budget(BUDGET, EXPERT_PLAY_FACTOR), expert_budget(BID_BUDGET))
    bot.name = "expert"
    return bot
