"""One deal of Belote as a state machine (belote.md §3-§12, §14).

Phases: ``packets`` (only under B-VAR-3 ``dealer_choice``), ``bidding``, ``announce`` (a meld
announcement, B-ANN: just before a player's first card, or before play under B-VAR-6),
``play``, ``over``. Hands are int bitmasks; ``copy`` is cheap.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from ...actions import Action, Pass, PlayCard
from ...cards import BIT, Card, MaskExpander, card_code, card_label, cards_in, make_card, mask_of
from ...core import OVER, DealResult, PhaseState
from ...errors import IllegalActionError
from ...events import BidMade, CardPlayed, DealEnded, Dealt, Event, TrickWon
from ...text import said
from .actions import PACKETS, AnnounceMeld, ChoosePackets, SayBelote
from .bidding import Bidding
from .deck import DECK, DECK_MASK, KING, QUEEN, cut, shuffled_pack
from .events import (
    BeloteSaid,
    BottomCardTurned,
    CandidateTurned,
    CompletionDealt,
    ContractTaken,
    MeldCall,
    MeldsResolved,
    PacketsChosen,
)
from .explain import refusal
from .melds import ANNOUNCEMENTS, Meld, best_meld, class_key, melds_of, tie_break
from .params import BeloteRules
from .play import SA, TA, Contract, TrickRules
from .scoring import Tally, capot_bonus, score_deal
from .view import BeloteView, CompletedTrick

PACKETS_PHASE, BIDDING, ANNOUNCE, PLAY = "packets", "bidding", "announce", "play"
TRICKS = 8

PLAY_ACTIONS = MaskExpander([PlayCard(c) for c in range(54)])
BELOTE_ACTIONS = MaskExpander([SayBelote(c) for c in range(54)])
ANNOUNCE_ACTIONS = {w: AnnounceMeld(w) for w in ANNOUNCEMENTS}
PACKET_ACTIONS = [ChoosePackets(p) for p in PACKETS]
PASS = Pass()
#: (bid, king first) -> the (K|Q mask, sayable cards) of each belote suit (B-BEL-3)
_PAIRS: dict[tuple[str, bool], tuple[tuple[int, int], ...]] = {}


class BeloteState(PhaseState):
    """A Belote deal from an ordered pack (top card first). ``deal()`` shuffles and cuts."""

    game: ClassVar[str] = "belote"

    __slots__ = (
        "_legal",
        "_result",
        "announced",
        "announcements",
        "asked",
        "belote_words",
        "best",
        "bidding",
        "bids",
        "bottom",
        "candidate",
        "completed",
        "contract",
        "dealer",
        "eldest",
        "first_packets",
        "hands",
        "k",
        "meld_points",
        "meld_winner",
        "melds",
        "melds_resolved",
        "order",
        "pack",
        "phase_",
        "played_mask",
        "players",
        "points_by_seat",
        "rules",
        "seat_",
        "shown",
        "statements",
        "stock",
        "tr",
        "trick",
        "trick_seats",
        "tricks_by_seat",
    )

    def __init__(
        self,
        rules: BeloteRules,
        players: int,
        pack: Sequence[Card],
        *,
        dealer: int = 0,
        packets: str | None = None,
    ) -> None:
        if players not in rules.players:
            raise ValueError(
                f"the {rules.name} rules are for {rules.players} players, not {players} (B-SEAT-1)"
            )
        if len(pack) != len(DECK) or mask_of(pack) != DECK_MASK:
            raise ValueError("the pack must hold the 32 cards A-7 of each suit once (B-CARD-1)")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.eldest = (dealer + rules.step) % players
        self.order = [(self.eldest + i * rules.step) % players for i in range(players)]
        self.pack = tuple(pack)
        self.hands = [0] * players
        self.first_packets: list[list[Card]] = [[] for _ in range(players)]
        self.candidate: Card | None = None
        self.bottom: Card | None = None
        self.stock: list[Card] = []
        self.bidding: Bidding | None = None
        self.bids: list[tuple[int, Action]] = []
        self.contract: Contract | None = None
        self.tr: TrickRules | None = None
        self.k = 0
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.completed: list[CompletedTrick] = []
        self.points_by_seat = [0] * players
        self.tricks_by_seat = [0] * players
        self.played_mask = 0
        self.melds: list[list[Meld]] = [[] for _ in range(players)]
        self.best: list[Meld | None] = [None] * players
        self.asked = 0  # bitmask of seats that had their announcement turn
        self.announcements: list[tuple[int, str | None]] = []
        self.announced: dict[int, Meld] = {}
        self.melds_resolved = False
        self.meld_winner: int | None = None
        self.meld_points = 0
        self.statements: tuple[tuple[int, Card], ...] = ()
        self.shown: tuple[tuple[int, tuple[Card, ...]], ...] = ()
        self.belote_words: dict[int, tuple[int, str]] = {}  # suit -> (seat, last word)
        self._result: DealResult | None = None
        self._legal: tuple[int, str] | None = None
        self.seat_ = dealer
        if rules.first_deal_packets == "dealer_choice" and packets is None:
            self.phase_ = PACKETS_PHASE  # B-VAR-3: the dealer chooses first
        else:
            self._deal_first(packets or "3_then_2")

    @classmethod
    def deal(
        cls,
        rules: BeloteRules,
        players: int,
        rng: random.Random,
        *,
        dealer: int = 0,
        pack: Sequence[Card] | None = None,
    ) -> BeloteState:
        """B-DEAL-1: shuffle (or take ``pack`` as gathered under B-VAR-2) and cut (BD-2)."""
        order = shuffled_pack(rng) if pack is None else list(pack)
        if pack is not None and (len(order) != len(DECK) or set(order) != set(DECK)):
            # checked before the cut: a gathered pack from a save may be anything
            raise ValueError("the pack must hold the 32 cards A-7 of each suit once (B-CARD-1)")
        return cls(rules, players, cut(order, rng), dealer=dealer)

    def copy(self) -> BeloteState:
        other = object.__new__(BeloteState)
        for name in _SHARED_SLOTS:
            setattr(other, name, getattr(self, name))
        for name in _LIST_SLOTS:
            setattr(other, name, getattr(self, name)[:])
        other.first_packets = [p[:] for p in self.first_packets]
        other.announced = dict(self.announced)
        other.belote_words = dict(self.belote_words)
        other.bidding = None if self.bidding is None else self.bidding.copy()
        return other

    # --- protocol (phase, current_seat and result: PhaseState) ------------------------
    def view_for(self, seat: int) -> BeloteView:
        return BeloteView.of(self, seat)

    def dealt_event(self) -> Dealt:
        """The first deal's ``Dealt`` event (5 cards each; empty before B-VAR-3's choice)."""
        return Dealt(
            self.dealer, tuple(tuple(sorted(p)) for p in self.first_packets), len(self.stock)
        )

    def opening_events(self) -> list[Event]:
        """What the table shows when the deal starts: the deal and the turned candidate."""
        if self.candidate is None:
            return []
        return [self.dealt_event(), CandidateTurned(self.candidate)]

    def legal_reason(self) -> str:
        """The B-PLAY-10 reason code of the current seat's legal cards (play phase)."""
        return self._legal_play()[1]

    def _legal_play(self) -> tuple[int, str]:
        if self._legal is None:
            assert self.tr is not None
            self._legal = self.tr.legal(
                self.hands[self.seat_], self.trick, self.trick_seats, self.seat_
            )
        return self._legal

    def belote_mask(self, seat: int) -> int:
        """Cards ``seat`` may play saying "belote": the first of a held K and Q of a trump
        suit (B-BEL-1; every suit in ``ta``, none in ``sa``; only the K under B-VAR-8)."""
        hand = self.hands[seat]
        out = 0
        for pair, sayable in self._belote_pairs():
            if hand & pair == pair:
                out |= sayable
        return out

    def _belote_pairs(self) -> tuple[tuple[int, int], ...]:
        assert self.contract is not None
        key = (self.contract.bid, self.rules.belote_king_first)
        pairs = _PAIRS.get(key)
        if pairs is None:
            mode = self.contract.mode
            suits = range(4) if mode == TA else () if mode == SA else (self.contract.trump,)
            pairs = _PAIRS[key] = tuple(
                (
                    BIT[make_card(s, KING)] | BIT[make_card(s, QUEEN)],
                    BIT[make_card(s, KING)]
                    if key[1]
                    else BIT[make_card(s, KING)] | BIT[make_card(s, QUEEN)],
                )
                for s in suits
            )
        return pairs

    def legal_actions(self) -> list[Action]:
        phase = self.phase_
        if phase == PLAY:
            mask = self._legal_play()[0]
            plays: list[Action] = PLAY_ACTIONS.expand(mask)
            extra = self.belote_mask(self.seat_) & mask
            return plays + BELOTE_ACTIONS.expand(extra) if extra else plays
        if phase == BIDDING:
            assert self.bidding is not None
            return self.bidding.legal()
        if phase == ANNOUNCE:
            best = self.best[self.seat_]
            assert best is not None
            return [ANNOUNCE_ACTIONS[best.what], PASS]
        if phase == PACKETS_PHASE:
            return list(PACKET_ACTIONS)
        return []

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        phase = self.phase_
        if phase == PLAY:
            return self._check_play(action)
        if phase == BIDDING:
            assert self.bidding is not None
            return self.bidding.check(action)
        if phase == ANNOUNCE:
            if action == PASS or action in self.legal_actions():
                return None
            if isinstance(action, AnnounceMeld):
                return "B-ANN-7", said("announce the true class of your best meld")
            return "B-ANN-1", said("announce your meld or stay silent before your first card")
        if phase == PACKETS_PHASE:
            if action in PACKET_ACTIONS:
                return None
            return "B-VAR-3", said("the dealer first chooses 3-then-2 or 2-then-3 packets")
        rule = "B-BID-4" if self.contract is None else "B-PLAY-1"
        return rule, said("the deal is over")

    def _check_play(self, action: Action) -> tuple[str, str] | None:
        if not isinstance(action, PlayCard):
            return "B-PLAY-1", said("it is your turn to play a card")
        card, label = action.card, card_label(action.card)
        if not 0 <= card < 52 or not DECK_MASK & BIT[card]:
            return "B-CARD-1", said("{card} is not a Belote card (A to 7 only)", card=label)
        if not self.hands[self.seat_] & BIT[card]:
            return "B-PLAY-10", said("{card} is not in your hand", card=label)
        if action.named_suit is not None:
            return "B-PLAY-2", said("no suit is named in Belote")
        mask, reason = self._legal_play()
        if not mask & BIT[card]:
            assert self.tr is not None
            return self.tr.rule_for(reason, self.trick), refusal(reason, self.tr, self.trick)
        if type(action) is SayBelote and not self.belote_mask(self.seat_) & BIT[card]:
            if self.rules.belote_king_first and self.belote_mask(self.seat_):
                return "B-VAR-8", said("belote counts only when the K is played first")
            return "B-BEL-1", said(
                "say belote only with the first of the K and Q of trump you hold"
            )
        return None

    def apply(self, action: Action) -> list[Event]:
        phase = self.phase_
        if phase == PLAY and type(action) is PlayCard and action.named_suit is None:
            card = action.card
            if 0 <= card < 52 and self._legal_play()[0] & BIT[card]:
                return self._play(card, False)
        problem = self.explain_illegal(action)
        if problem is not None:
            raise IllegalActionError(*problem)
        if phase == PLAY:
            assert isinstance(action, PlayCard)
            return self._play(action.card, type(action) is SayBelote)
        if phase == BIDDING:
            return self._bid(action)
        if phase == ANNOUNCE:
            return self._announce(action)
        assert isinstance(action, ChoosePackets)
        return [PacketsChosen(self.dealer, action.order), *self._deal_first(action.order)]

    # --- dealing and bidding -----------------------------------------------------------
    def _deal_first(self, packets: str) -> list[Event]:
        """B-DEAL-2/3: packets from the eldest, then the candidate is turned up."""
        pos = 0
        for size in (3, 2) if packets == "3_then_2" else (2, 3):
            for s in self.order:
                self.first_packets[s] += self.pack[pos : pos + size]
                pos += size
        for s in self.order:
            self.hands[s] = mask_of(self.first_packets[s])
        self.candidate = self.pack[pos]
        self.stock = list(self.pack[pos + 1 :])
        self.bidding = Bidding(self.rules, self.order, self.candidate // 13)
        self.phase_ = BIDDING
        self.seat_ = self.bidding.turn
        return self.opening_events()

    def _bid(self, action: Action) -> list[Event]:
        bidding = self.bidding
        assert bidding is not None
        seat = self.seat_
        self.bids.append((seat, action))
        events: list[Event] = [BidMade(seat, action)]
        rnd = bidding.round
        bidding.apply(action)
        if not bidding.done:
            self.seat_ = bidding.turn
            return events
        if bidding.result is None:  # B-BID-4: throw-in (流れ)
            self.phase_ = OVER
            self._result = DealResult(
                "redeal",
                (0,) * self.players,
                {"rule_id": "B-BID-4", "throw_in": True, **self._next_pack_detail()},
            )
            return [*events, DealEnded(self._result, {})]
        taker, bid = bidding.result
        self.contract = Contract(taker, bid)
        events.append(ContractTaken(taker, bid, rnd))
        return events + self._complete_deal() + self._start_play()

    def _complete_deal(self) -> list[Event]:
        """B-DEAL-5 (BD-3, BD-4) and B-3P-2."""
        assert self.contract is not None and self.candidate is not None
        taker = self.contract.taker
        four = self.players == 4
        packets: list[tuple[Card, ...]] = [()] * self.players
        pos = 0
        for s in self.order:
            n = 2 if four and s == taker else 3
            packets[s] = tuple(self.stock[pos : pos + n])
            pos += n
            self.hands[s] |= mask_of(packets[s])
            if four and s == taker:
                self.hands[s] |= BIT[self.candidate]
        events: list[Event] = [
            CompletionDealt(taker, self.candidate if four else None, tuple(packets))
        ]
        if not four:
            self.bottom = self.stock[-1]
            events.append(BottomCardTurned(self.bottom))
        return events

    # --- melds (B-ANN) -----------------------------------------------------------------
    @property
    def melds_on(self) -> bool:
        return self.rules.melds_allowed == "all"  # B-VAR-5 / B-ANN-8

    def _start_play(self) -> list[Event]:
        assert self.contract is not None
        self.tr = TrickRules(self.contract, self.players, self.rules.forced_undertrump)
        self.k = 1
        if self.melds_on:  # B-MELD-5: from the full hand before any card is played
            trump = self.contract.trump
            for i, s in enumerate(self.order):
                self.melds[s] = melds_of(self.hands[s])
                self.best[s] = best_meld(self.melds[s], trump, i)
            if self.rules.meld_timing == "before_play":  # BD-20
                return self._before_play_round()
        return self._enter_turn(self.eldest)  # B-PLAY-1

    def _may_announce(self, seat: int) -> bool:
        """B-ANN-2: nothing strictly stronger has been announced already."""
        best = self.best[seat]
        if best is None:
            return False
        mine = class_key(best.what)
        return all(class_key(w) <= mine for _, w in self.announcements if w is not None)

    def _ask(self, seat: int) -> list[Event]:
        """Give ``seat`` its announcement turn; silence is automatic without a meld that
        may still be announced."""
        self.asked |= 1 << seat
        if self._may_announce(seat):
            self.phase_, self.seat_ = ANNOUNCE, seat
            return []
        self.announcements.append((seat, None))
        return [MeldCall(seat, None)]

    def _before_play_round(self) -> list[Event]:
        events: list[Event] = []
        for s in self.order:
            if not self.asked >> s & 1:
                events += self._ask(s)
                if self.phase_ == ANNOUNCE:
                    return events
        events += self._resolve_melds()
        self.phase_, self.seat_ = PLAY, self.eldest
        return events

    def _announce(self, action: Action) -> list[Event]:
        seat = self.seat_
        event = MeldCall(seat, None)
        if isinstance(action, AnnounceMeld):
            also = any(w == action.what for _, w in self.announcements)
            best = self.best[seat]
            assert best is not None
            self.announced[seat] = best
            event = MeldCall(seat, action.what, also)
        self.announcements.append((seat, event.what))
        self.phase_ = PLAY
        if self.rules.meld_timing == "before_play":
            return [event, *self._before_play_round()]
        return [event]

    def _resolve_melds(self) -> list[Event]:
        """B-ANN-4/5 (BD-9): tie-break statements, then the winning side shows its melds."""
        assert self.contract is not None
        self.melds_resolved = True
        winner, self.statements = tie_break(self.announced, self.order, self.contract.trump)
        self.meld_winner = winner
        if winner is None:
            return [MeldsResolved(None, (), (), (), 0)]
        seats = [winner, (winner + 2) % 4] if self.players == 4 else [winner]
        declared = tuple(
            (s, tuple(m.to_json() for m in self.melds[s])) for s in seats if self.melds[s]
        )
        shown = []
        for s in seats:
            cards = 0
            for m in self.melds[s]:
                cards |= m.cards
            if cards & ~self.played_mask:
                shown.append((s, tuple(cards_in(cards & ~self.played_mask))))
        self.shown = tuple(shown)
        self.meld_points = sum(m.value for s in seats for m in self.melds[s])
        return [MeldsResolved(winner, self.statements, declared, self.shown, self.meld_points)]

    # --- play --------------------------------------------------------------------------
    def _enter_turn(self, seat: int) -> list[Event]:
        self.seat_ = seat
        self.phase_ = PLAY
        self._legal = None
        if (
            self.k == 1
            and self.melds_on
            and self.rules.meld_timing == "first_play"
            and not self.asked >> seat & 1
        ):
            return self._ask(seat)  # B-ANN-1: just before the first card
        return []

    def _play(self, card: Card, say_belote: bool) -> list[Event]:
        seat = self.seat_
        self._legal = None
        self.hands[seat] &= ~BIT[card]
        self.played_mask |= BIT[card]
        self.trick.append(card)
        self.trick_seats.append(seat)
        events: list[Event] = [CardPlayed(seat, card, self.k)]
        suit = card // 13
        if say_belote:  # B-BEL-1
            self.belote_words[suit] = (seat, "belote")
            events.append(BeloteSaid(seat, suit, "belote"))
        elif self.belote_words.get(suit) == (seat, "belote") and card % 13 + 2 in (KING, QUEEN):
            self.belote_words[suit] = (seat, "rebelote")  # BD-11: automatic
            events.append(BeloteSaid(seat, suit, "rebelote"))
        if len(self.trick) < self.players:
            return events + self._enter_turn((seat + self.rules.step) % self.players)
        winner, won = self._finish_trick()
        events.append(won)
        if self.k == 1 and self.melds_on and not self.melds_resolved:
            events += self._resolve_melds()
        self.k += 1
        if self.k > TRICKS:
            events.append(self._finish())
            return events
        return events + self._enter_turn(winner)

    def _finish_trick(self) -> tuple[int, TrickWon]:
        assert self.tr is not None
        cards = self.trick
        pos, reason, rule = self.tr.win_reason(cards)
        winner = self.trick_seats[pos]
        points = self.tr.trick_points(cards)
        self.points_by_seat[winner] += points
        self.tricks_by_seat[winner] += 1
        plays = tuple(zip(self.trick_seats, cards, strict=True))
        self.completed.append(CompletedTrick(self.k, self.trick_seats[0], plays, winner, points))
        point_cards = tuple(c for c in cards if self.tr.points[c])
        self.trick, self.trick_seats = [], []
        return winner, TrickWon(self.k, winner, plays, reason, rule, point_cards)

    # --- scoring -----------------------------------------------------------------------
    def side_of(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    def _finish(self) -> Event:
        """B-SCORE (4 players) or B-3P-3..5 (3 players)."""
        assert self.contract is not None
        n_sides = 2 if self.players == 4 else 3
        points = [0] * n_sides
        tricks = [0] * n_sides
        for s in range(self.players):
            points[self.side_of(s)] += self.points_by_seat[s]
            tricks[self.side_of(s)] += self.tricks_by_seat[s]
        card_points = points[:]
        last = self.side_of(self.completed[-1].winner)
        capot = tricks[last] == TRICKS
        bonus = capot_bonus(self.rules) if capot else 10  # B-SCORE-2, -5
        points[last] += bonus
        last_trick_bonus = [bonus if i == last else 0 for i in range(n_sides)]
        melds = [0] * n_sides
        if self.meld_winner is not None:
            melds[self.side_of(self.meld_winner)] = self.meld_points
        belote = [0] * n_sides
        for seat, _word in self.belote_words.values():
            belote[self.side_of(seat)] += 20  # B-BEL-2 (BD-21: only a K-first belote is said)
        tallies = [
            Tally(points[i], melds[i], belote[i], capot and i == last) for i in range(n_sides)
        ]
        declarer = self.side_of(self.contract.taker)
        score = score_deal(tallies, declarer, self.contract.mode, self.rules)
        scores = tuple(score.scores[self.side_of(s)] for s in range(self.players))
        others = sum(points) - points[declarer]
        detail: dict[str, Any] = {
            "taker": self.contract.taker,
            "declarer": self.contract.taker,
            "contract": self.contract.to_json(),
            "made": score.made,
            "multiplier": self.contract.multiplier,
            "card_points": card_points,
            "points": points,
            "tricks": tricks,
            "capot": last if capot else None,
            "last_trick": last,
            "last_trick_bonus": last_trick_bonus,
            "taker_side": declarer,
            "side_of_seat": [self.side_of(s) for s in range(self.players)],
            "meld_winner": self.meld_winner,
            "melds": melds,
            "belote": belote,
            "test": list(score.test),
            "side_scores": list(score.scores),
            "side_totals": {"declarer_side": points[declarer], "coalition": others},
            **self._next_pack_detail(),
        }
        outcome = "declarer_side_wins" if score.made else "defenders_win"
        self._result = DealResult(outcome, scores, detail)
        self.phase_ = OVER
        return DealEnded(self._result, {})

    def _next_pack_detail(self) -> dict[str, Any]:
        """BD-19: under B-VAR-2 ``cut_only``, the pack gathered for the next deal."""
        if self.rules.shuffle != "cut_only":
            return {}
        if self.completed:
            pack = [c for t in self.completed for _, c in t.plays]
            if self.players == 3:
                assert self.candidate is not None
                pack += [self.candidate, *self.stock[9:]]
        else:
            assert self.candidate is not None
            pack = [c for s in self.order for c in self.first_packets[s]]
            pack += [self.candidate, *self.stock]
        return {"next_pack": [card_code(c) for c in pack]}


#: ``copy()``: the lists a deal mutates in place are copied (the lists of melds inside
#: ``melds`` are only ever replaced), ``first_packets``, the dicts and ``bidding`` are copied
#: by hand, every other slot holds an immutable value or one replaced as a whole and is shared.
_LIST_SLOTS = (
    "hands",
    "stock",
    "bids",
    "trick",
    "trick_seats",
    "completed",
    "points_by_seat",
    "tricks_by_seat",
    "announcements",
    "melds",
    "best",
)
_SHARED_SLOTS = tuple(
    n
    for n in BeloteState.__slots__
    if n not in (*_LIST_SLOTS, "first_packets", "announced", "belote_words", "bidding")
)
