"""One game of the co-op must-follow game as a state machine (mustfollow.md §2-§4).

A "deal" of the engine protocol is one whole game: one round for 3-4 players, two rounds for
1-2 players (M-2P-5..7). Phases: ``turn_up`` (1 player, ``turn_up="choose"`` only: turn one
dummy card of each suit, M-1P-3), ``play`` and ``over``. Hands are int bitmasks indexed by
*hand*: seats 0..n-1 for 2-4 players; for 1 player hand 0 is the player (seat 0, who also
chooses every dummy card, M-1P-4) and hand 1 the dummy.

Table talk (M-TALK) is not a turn: any seat may ``say()`` a message from its
``message_menu()`` at any time before the game ends.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from ...actions import Action, PlayCard
from ...cards import SUIT_MASK, Card, MaskExpander, card_code, card_label, cards_in, mask_of
from ...core import DealResult, GameState
from ...errors import IllegalActionError
from ...events import CardPlayed, DealEnded, Dealt, Event, TrickWon
from ...text import said
from . import talk
from . import view as _view
from .deal import Deal, deal
from .moves import DummyCardTurned, MessageSent, PlayFaceDown, RoundEnded, RoundStarted, TurnUp
from .params import MustFollowRules
from .rules import (
    C2,
    C5,
    C6,
    TARGETS,
    TRICKS_PER_ROUND,
    basic_score,
    basic_win,
    deck_mask,
    legal_mask,
    only_card,
    round_ok,
    suit_counts,
    trick_winner,
    two_round_score,
    two_round_win,
    winner_reason,
)

TURN_UP = "turn_up"
PLAY = "play"
OVER = "over"
DUMMY = 1  # the dummy's hand index in the 1-player game

PLAY_ACTIONS = MaskExpander([PlayCard(c) for c in range(54)])
FACE_DOWN_ACTIONS = tuple(PlayFaceDown(i) for i in range(13))
TURN_UP_ACTIONS = tuple(TurnUp(i) for i in range(13))


def first_lead_card(players: int, center: Card | None) -> Card:
    """M-LEAD-1 / M-2P-5: C5 (C6 if C5 is the center card) with 3 players, else C2."""
    if players == 3:
        return C6 if center == C5 else C5
    return C2


class MustFollowState(GameState):
    """A game of the co-op must-follow game. Create it with ``new()`` (seeded, optionally only
    winnable deals), ``numbered()`` or directly from a ``Deal``."""

    game: ClassVar[str] = "mustfollow"

    def __init__(self, rules: MustFollowRules, the_deal: Deal) -> None:
        if the_deal.players not in rules.players:
            raise ValueError(
                f"the {rules.name} rules are for {rules.players} players, not {the_deal.players}"
            )
        self.rules = rules
        self.game_deal = the_deal
        self.players = the_deal.players
        self.hands_n = max(2, self.players)
        self.rounds = len(the_deal.hands)
        self.step = 1 if rules.direction == "clockwise" else self.hands_n - 1
        self.center = the_deal.center
        self.deck = deck_mask(self.players)
        self.round_no = 0
        self.hands: list[int] = []
        self.taken: list[int] = []
        self.trick: list[tuple[int, Card]] = []
        self.leader = 0
        self.forced: Card | None = None
        self.k = 1
        self.last_winner = -1
        #: every card played in the game, in order: (round, hand, card)
        self.plays: list[tuple[int, int, Card]] = []
        #: completed tricks: (round, number, leader, plays, winner)
        self.completed: list[tuple[int, int, int, tuple[tuple[int, Card], ...], int]] = []
        self.round_results: list[tuple[tuple[int, ...], tuple[Card, ...], bool]] = []
        self.messages: list[talk.TalkEntry] = []
        self.dummy_up = 0  # the dummy's face-up cards still in its hand (1 player)
        self.turned_suits = 0  # bit s: a card of suit s was turned this round (M-1P-3)
        self.phase_ = PLAY
        self._result: DealResult | None = None
        self._opening = self._start_round(1)

    # --- construction ---------------------------------------------------------------------
    @classmethod
    def new(
        cls, rules: MustFollowRules, players: int, rng: random.Random, dealer: int = 0
    ) -> MustFollowState:
        """A random game from ``rng``; under ``deal_filter="winnable"`` only a deal that is
        winnable with perfect information (M-SOLVE-4/5)."""
        if rules.deal_filter == "any":
            return cls(rules, deal(players, rng, dealer))
        from .solver import deal_is_winnable

        for _ in range(rules.max_deal_attempts):
            candidate = deal(players, rng, dealer)
            if deal_is_winnable(candidate, rules.node_budget):
                return cls(rules, candidate)
        raise ValueError(f"no winnable deal in {rules.max_deal_attempts} attempts")

    @classmethod
    def numbered(cls, rules: MustFollowRules, players: int, number: int) -> MustFollowState:
        """Numbered deal ``number``: the same number always gives the same game."""
        from .deal import numbered_rng

        return cls.new(rules, players, numbered_rng(players, number), dealer=0)

    def copy(self) -> MustFollowState:
        other = object.__new__(MustFollowState)
        other.__dict__.update(self.__dict__)
        other.hands = self.hands[:]
        other.taken = self.taken[:]
        other.trick = self.trick[:]
        other.plays = self.plays[:]
        other.completed = self.completed[:]
        other.round_results = self.round_results[:]
        other.messages = self.messages[:]
        return other

    def dealt_event(self) -> Dealt:
        """The ``Dealt`` event of round 1 (each seat's own hand; the dummy is not a seat)."""
        hands = self.game_deal.hands[0]
        return Dealt(
            self.game_deal.dealer, tuple(tuple(cards_in(hands[s])) for s in range(self.players)), 0
        )

    def opening_events(self) -> list[Event]:
        """The public events of round 1's start (round started, auto-turned dummy cards)."""
        return list(self._opening)

    # --- protocol ---------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return self.phase_

    @property
    def current_seat(self) -> int | None:
        if self.phase_ == OVER:
            return None
        return 0 if self.players == 1 else self.to_play

    @property
    def to_play(self) -> int:
        """The hand that plays next (for 1 player: 0 the player, 1 the dummy)."""
        if not self.trick:
            return self.leader
        return (self.trick[-1][0] + self.step) % self.hands_n

    @property
    def result(self) -> DealResult | None:
        return self._result

    @property
    def layout(self) -> tuple[Card, ...]:
        """The dummy's cards by place this round (1 player)."""
        return self.game_deal.layouts[self.round_no - 1] if self.game_deal.layouts else ()

    def legal_actions(self) -> list[Action]:
        if self.phase_ == PLAY:
            hand = self.to_play
            mask = legal_mask(self.hands[hand], [c for _, c in self.trick], self.forced)
            if self.players == 1 and hand == DUMMY:
                actions: list[Action] = PLAY_ACTIONS.expand(mask & self.dummy_up)
                down = mask & ~self.dummy_up
                actions.extend(
                    FACE_DOWN_ACTIONS[i] for i, c in enumerate(self.layout) if down >> c & 1
                )
                return actions
            return PLAY_ACTIONS.expand(mask)
        if self.phase_ == TURN_UP:
            down = self.hands[DUMMY] & ~self.dummy_up
            return [
                TURN_UP_ACTIONS[i]
                for i, c in enumerate(self.layout)
                if down >> c & 1 and not self.turned_suits >> (c // 13) & 1
            ]
        return []

    def explain_illegal(self, action: Action) -> tuple[str, str] | None:
        if self.phase_ == OVER:
            return "M-PLAY-4", said("the game is over")
        if self.phase_ == TURN_UP:
            if action in self.legal_actions():
                return None
            return "M-1P-3", said("first turn up one face-down dummy card of each suit")
        if not isinstance(action, PlayCard | PlayFaceDown) or (
            isinstance(action, PlayCard) and action.named_suit is not None
        ):
            return "M-PLAY-1", said("it is time to play a card")
        hand = self.to_play
        dummy = self.players == 1 and hand == DUMMY
        if isinstance(action, PlayFaceDown):
            if not dummy:
                return "M-1P-4", said("only the dummy's face-down cards are played by place")
            slot = action.slot
            if (
                not (0 <= slot < len(self.layout))
                or not (self.hands[DUMMY] & ~self.dummy_up) >> self.layout[slot] & 1
            ):
                return "M-1P-4", said("there is no face-down dummy card at that place")
            card = self.layout[slot]
        else:
            card = action.card
            visible = self.dummy_up if dummy else self.hands[hand]
            if not (0 <= card < 52) or not visible >> card & 1:
                label = card_label(card) if 0 <= card < 54 else str(card)
                if dummy:  # never say whether it is face down there: that would show a rank
                    return "M-VIS-1", said(
                        "{card} is not a face-up dummy card; face-down cards are played by "
                        "their place (M-1P-4)",
                        card=label,
                    )
                return "M-PLAY-1", said("{card} is not in your hand", card=label)
        trick = [c for _, c in self.trick]
        if legal_mask(self.hands[hand], trick, self.forced) >> card & 1:
            return None
        if not trick and self.forced is not None:
            first = card_label(self.forced)
            rule_text = "M-2P-5" if self.players <= 2 else "M-LEAD-1"
            return "M-LEAD-1", said(
                "the game opens with {card} ({rule})", card=first, rule=rule_text
            )
        led = card_label(trick[0])
        return "M-PLAY-1", said("you must follow suit to {card}", card=led)

    def apply(self, action: Action) -> list[Event]:
        problem = self.explain_illegal(action)
        if problem is not None:
            raise IllegalActionError(*problem)
        if isinstance(action, TurnUp):
            return self._turn_up(action.slot)
        if isinstance(action, PlayFaceDown):
            return self._play(self.layout[action.slot], action.slot)
        assert isinstance(action, PlayCard)
        return self._play(action.card, -1)

    def view_for(self, seat: int) -> Any:
        return _view.MustFollowView.of(self, seat)

    # --- rounds -----------------------------------------------------------------------------
    def _start_round(self, round_no: int) -> list[Event]:
        self.round_no = round_no
        self.hands = list(self.game_deal.hands[round_no - 1])
        self.taken = [0] * self.hands_n
        self.trick = []
        self.k = 1
        if round_no == 1:  # M-LEAD-1, M-2P-5
            self.forced = first_lead_card(self.players, self.center)
            holders = [h for h in range(self.hands_n) if self.hands[h] >> self.forced & 1]
            if len(holders) != 1:
                raise ValueError(
                    f"deal.hands: {card_label(self.forced)} must be in exactly one hand to "
                    "open the round (M-LEAD-1, M-2P-5)"
                )
            self.leader = holders[0]
        else:  # M-2P-7: the winner of round 1's last trick leads, any card
            self.forced = None
            self.leader = self.last_winner
        events: list[Event] = []
        if round_no > 1:
            events.append(
                Dealt(
                    self.game_deal.dealer,
                    tuple(tuple(cards_in(self.hands[s])) for s in range(self.players)),
                    0,
                )
            )
        leftovers = self.round_results[0][1] if round_no > 1 else ()
        events.append(
            RoundStarted(
                round_no,
                self.leader,
                tuple(suit_counts(h) for h in self.hands),
                self.center,
                leftovers,
                self.game_deal.redeals[round_no - 1] if self.game_deal.redeals else 0,
                tuple(c // 13 for c in self.layout),
            )
        )
        self.dummy_up = 0
        self.turned_suits = 0
        self.phase_ = PLAY
        if self.players == 1:
            if self.rules.turn_up == "auto":  # MD-10 auto-flip: first place of every suit
                for slot, card in enumerate(self.layout):
                    if not self.turned_suits >> (card // 13) & 1:
                        events.extend(self._turn_up(slot))
            else:
                self.phase_ = TURN_UP
        return events

    def _turn_up(self, slot: int) -> list[Event]:
        card = self.layout[slot]
        self.dummy_up |= 1 << card
        self.turned_suits |= 1 << (card // 13)
        held = {c // 13 for c in cards_in(self.hands[DUMMY])}
        if self.phase_ == TURN_UP and all(self.turned_suits >> s & 1 for s in held):
            self.phase_ = PLAY
        return [DummyCardTurned(slot, card)]

    def _play(self, card: Card, slot: int) -> list[Event]:
        hand = self.to_play
        events: list[Event] = []
        if slot >= 0:
            events.append(DummyCardTurned(slot, card, played=True))
        self.hands[hand] &= ~(1 << card)
        self.dummy_up &= ~(1 << card)
        self.forced = None
        self.trick.append((hand, card))
        self.plays.append((self.round_no, hand, card))
        events.append(CardPlayed(hand, card, self.k))
        if len(self.trick) < self.hands_n:
            return events
        cards = [c for _, c in self.trick]
        winner = self.trick[trick_winner(cards)][0]
        reason, rule_id = winner_reason(cards)
        plays = tuple(self.trick)
        self.completed.append((self.round_no, self.k, self.leader, plays, winner))
        events.append(TrickWon(self.k, winner, plays, reason, rule_id, ()))
        self.taken[winner] += 1
        self.leader = self.last_winner = winner
        self.trick = []
        self.k += 1
        if self.k > TRICKS_PER_ROUND:
            events.extend(self._end_round())
        return events

    def _end_round(self) -> list[Event]:
        taken = tuple(self.taken)
        last = tuple(only_card(h) for h in self.hands)
        if self.rounds == 1:
            ok, rule = basic_win(taken, last, self.center), "M-GOAL-1"
        else:
            ok, rule = round_ok(taken, last), "M-2P-9"
        self.round_results.append((taken, last, ok))
        events: list[Event] = [RoundEnded(self.round_no, taken, last, ok, rule)]
        if self.round_no < self.rounds and (ok or not self.rules.stop_after_failed_round):
            return events + self._start_round(self.round_no + 1)
        return [*events, self._finish()]

    def _finish(self) -> Event:
        self.phase_ = OVER
        results = self.round_results
        if self.rounds == 1:
            taken, last, win = results[0]
            score = basic_score(taken, last) if win else None  # M-SCORE-1, MD-7
            rule = "M-GOAL-1"
        else:
            win = len(results) == 2 and two_round_win(
                results[0][0], results[0][1], results[1][0], results[1][1]
            )
            score = two_round_score(results[1][0], results[1][1]) if win else None  # M-2P-10
            rule = "M-1P-2" if self.players == 1 else "M-2P-9"
        detail: dict[str, Any] = {
            "win": win,
            "score": score,
            "rule_id": rule,
            "players": self.players,
            "rounds": [
                {"taken": list(t), "leftovers": [card_code(c) for c in last], "ok": ok}
                for t, last, ok in results
            ],
            "center": None if self.center is None else card_code(self.center),
            "redeals": list(self.game_deal.redeals),
            "targets": list(TARGETS.get(self.players, (8, 4))),
        }
        # Co-operative: every seat gets the shared score of a won game; a lost game has no
        # score (MD-7: ``detail["score"]`` is None; the score sheet adds 0).
        shared = (score or 0,) * self.players
        self._result = DealResult("win" if win else "loss", shared, detail)
        revealed = {
            "round_hands": [
                [[card_code(c) for c in cards_in(h)] for h in hands]
                for hands in self.game_deal.hands
            ]
        }
        return DealEnded(self._result, revealed)

    # --- table talk (M-TALK) -------------------------------------------------------------------
    def message_menu(self, seat: int) -> list[talk.Message]:
        """MD-5: every message ``seat`` may send now (true, and pinning no card, M-TALK-2)."""
        if not self._talk_open(seat):
            return []
        from .table_talk import menu

        return menu(self, seat)

    def explain_message(self, seat: int, message: talk.Message) -> tuple[str, str] | None:
        """``(rule_id, reason)`` if ``seat`` may not send ``message`` now, else ``None``."""
        if self.players == 1 or not 0 <= seat < self.players:
            return "M-TALK-3", said("there is no one to talk to")
        if not self.rules.talk_allowed:
            return "M-TALK-3", said("this is a silent table")
        if self.phase_ == OVER:
            return "M-TALK-3", said("the game is over")
        from .table_talk import check

        return check(self, seat, message)

    def say(self, seat: int, message: talk.Message) -> list[Event]:
        """Send a table-talk message; raises ``IllegalActionError`` (M-TALK-n) if not allowed."""
        problem = self.explain_message(seat, message)
        if problem is not None:
            raise IllegalActionError(*problem)
        self.messages.append(talk.TalkEntry(seat, message, len(self.plays), self.round_no))
        return [MessageSent(seat, message)]

    def _talk_open(self, seat: int) -> bool:
        return (
            self.players > 1
            and self.rules.talk_allowed
            and self.phase_ != OVER
            and 0 <= seat < self.players
        )

    # --- helpers for views and analysis -------------------------------------------------------
    def played_mask(self) -> int:
        return mask_of(c for _, _, c in self.plays)

    def leftovers(self) -> tuple[Card, ...]:
        """The round-1 last cards lying face up during round 2 (M-2P-6)."""
        return self.round_results[0][1] if self.round_no > 1 and self.round_results else ()

    def unseen_by(self, hand: int) -> int:
        """The cards whose rank hand ``hand``'s owner has not seen (M-VIS-5, perfect recall
        MD-2): not in its hand, not played, not the center card, not a face-up leftover and
        not a face-up dummy card."""
        seen = self.hands[hand] | self.played_mask() | self.dummy_up
        if self.center is not None:
            seen |= 1 << self.center
        return self.deck & ~(seen | mask_of(self.leftovers()))

    def suit_cards(self, hand: int, suit: int) -> int:
        return self.hands[hand] & SUIT_MASK[suit]


__all__ = ["DUMMY", "OVER", "PLAY", "TURN_UP", "MustFollowState", "first_lead_card"]
