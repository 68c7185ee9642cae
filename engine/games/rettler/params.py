"""Rettler rule options as data (rettler.md §1-§5, §13, §18, §19 and the register §23).

``RettlerRules`` holds every number the book fixes per player count (deal, minimum counts,
adjutants, bomb thresholds), the optional toggles R-OPT-1..5, and the readings this engine
chose where the extracted source is ambiguous (``readings``, the U-nn of §23) or silent
(``decisions``, the D-nn). Rettler's rules are the preset ``book`` (R-TRUMP-1, §0); the
chapter-6 variants are presets built from it (``team_cards`` R-VAR-8, ``dream`` R-VAR-10); a
custom preset is a JSON object with the same fields, optionally starting from ``"base"``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, model_validator

from ... import presets
from ...options import ValueFormat, per_players
from ...terms import trump_name
from ...text import Text, joined, said, said_p
from ..family.rules import ALL_TRUMP_KINDS
from ..family.rules import BOOK as NAPOLEON_BOOK

#: R-COMP-1: 108 cards; R-COMP-3: 40 point cards.
DECK_SIZE = 108
TOTAL_POINTS = 40


class RettlerRules(BaseModel):
    """One complete Rettler rule set; comments cite the rule each field implements."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "custom"
    title: str = ""
    players: tuple[int, ...] = (4, 5, 6, 7, 8)  # R-COMP-5
    #: players -> (hand size, kitty size), R-DEAL-1 (table 3.1)
    deal_sizes: dict[int, tuple[int, int]] = {
        4: (26, 4),
        5: (21, 3),
        6: (17, 6),
        7: (15, 3),
        8: (13, 4),
    }
    misdeal: bool = True  # R-DEAL-3 (bust hand, as N-MIS-1)
    #: R-BID-4: the same order as Napoleon (N-BID-3 book), high to low
    trump_priority: tuple[str, ...] = NAPOLEON_BOOK.trump_priority
    #: R-BID-2 (table 3.2, reading U-01): minimum count of a bid with the table's adjutants
    min_bid: dict[int, int] = {4: 25, 5: 20, 6: 25, 7: 23, 8: 20}
    #: R-BID-2: adjutants allowed (for 5 players: a one-adjutant bid)
    adjutants_allowed: dict[int, int] = {4: 1, 5: 1, 6: 2, 7: 2, 8: 2}
    #: R-BID-3: 5 players may also bid for two adjutants, from this count
    min_bid_two_adjutants: int = 30
    max_bid: int = TOTAL_POINTS  # R-BID-2
    #: R-BOMB-2 (table 3.5, reading U-04): players -> (bowers at least, jacks at least)
    bomb_thresholds: dict[int, tuple[int, int]] = {
        4: (3, 6),
        5: (3, 5),
        6: (3, 5),
        7: (3, 5),
        8: (3, 5),
    }
    # --- R-OPT toggles -----------------------------------------------------------------
    reverse_all_take: bool = False  # R-OPT-1, R-VAR-9
    bomb_on_edge_rounds: bool = False  # R-OPT-2 (D-21 c)
    loss_multiplier_mode: Literal["table", "table_corrected", "exact"] = "table"  # R-OPT-3
    stop_when_decided: bool = False  # R-OPT-4 (D-29)
    point_request_waivable: bool = True  # R-OPT-5 (D-19)
    # --- variants (rettler.md §22) -----------------------------------------------------
    #: R-VAR-5: every seat turns one random card face up; auction, trump and adjutant call
    #: happen seeing only the face-up cards; R-ADJ-3 is judged from the bidder's face-up card
    blind_stand: bool = False
    #: R-VAR-13: two decks of different backs; the Rettler may call one copy of a code
    #: ("the ♠A of the red deck"), which counts once in R-ADJ-3
    call_by_deck: bool = False
    # --- R-VAR-8 team cards ----------------------------------------------------------------
    #: R-VAR-8: no adjutant call; once the Rettler is known every other player gets a face-down
    #: card "Rettler side" (as many as the contract allows adjutants, D-30) or "coalition"
    team_cards: bool = False
    # --- R-VAR-10 dream version ------------------------------------------------------------
    #: R-VAR-10: after the contract every player gets this many extra cards from a third deck
    #: with another back (0: off; the book: usually 1 or 2)
    dream_cards: int = 0
    #: R-VAR-10 option (a) True: dream point cards count (more than 40 may exist);
    #: (b) False, the authors' preference: they count for nobody
    dream_points: bool = False
    #: R-VAR-10 option (a) True: a dream copy of a called card makes its holder an adjutant;
    #: (b) False, the authors' preference: it does not
    dream_adjutant: bool = False
    #: how the cards reach the hands: R-VAR-1 tableau piles (two players), R-VAR-2 hands
    #: from three piles of 10 and draws from a stock (two players), R-VAR-3 four piles of 27
    #: chosen by three players (engine/games/rettler/two_player.py, four_pile.py)
    deal_layout: Literal["standard", "two_player_tableau", "two_player_draw", "four_pile_three"] = (
        "standard"
    )
    # --- chapter-6 variants: the trump is named before looking at one's hand ------------
    imperialism: bool = False  # R-VAR-4: every player for himself, most point cards wins
    #: R-VAR-7: team sizes, e.g. (3, 3); members alternate seats (D-30); () = no team game
    teams: tuple[int, ...] = ()
    #: R-VAR-11: the punished player (a setup field) plays alone against a target count
    sanction: bool = False
    # --- scoring constants (R-SCORE-3..7, D-03, D-25) ----------------------------------
    unit: int = 60  # R-SCORE-3: x1
    all_take_total: int = 240  # R-SCORE-6
    #: R-SCORE-7: 8 players, no adjutant: 60 is not divisible by 7; the book's tables use 63
    eight_alone_unit: int = 63
    no_bid_total: int = 60  # D-03: the Mighty holders pay x1 when nobody bids
    #: What this engine read where the source is garbled (rettler.md §23 U-nn)
    readings: dict[str, str] = {
        "U-01": "table 3.2 adjutants: 4p 1, 5p 1 (from 20) or 2 (from 30), 6-8p 2",
        "U-02": "table 3.3: a two-adjutant count c equals the one-adjutant count 2c - 40",
        "U-03": "table 3.4 rows reconstructed by the tier list of R-RANK-1",
        "U-04": "table 3.5: 3 bowers among at least 6 (4p) or 5 (5-8p) jacks",
        "U-09": "all-take 240 is split Rettler : each adjutant = 1 : 1, coalition equally",
        "U-10": "table C.4 as printed (count 35-39: x2 from 17 taken)",
        "U-11": "legend C.7: 3R is the Rettler's change with two adjutants",
    }
    #: The judgment calls of rettler.md §23 this rule set plays by (D-nn)
    decisions: dict[str, str] = {
        "D-01": "auction N-BID-10 with the Rettler ladder",
        "D-03": "nobody bids: the Mighty holders pay 60 (8p, one holder: 63), shared",
        "D-04": "nobody holds the Mighty: announced, one more auction, then redeal",
        "D-05": "any set of codes may be called (own cards, JK, BR, none)",
        "D-06": "bomb followers: Mighty, trumps, point cards, then anything",
        "D-07": "double joker: the joker obligation applies card by card",
        "D-08": "a pair or bomb round holding trick 1 or N is an edge round",
        "D-09": "no joker (pair) led to a round holding trick 1 under S H D C red black",
        "D-10": "bridge cards may fill any free slot",
        "D-11": "a bridge (pair) led to the last round is a full joker (pair) lead",
        "D-12": "spade-3 pair: refuse with two bridges, else every held joker goes",
        "D-13": "no same-two in a joker-call round once a joker or bridge fell",
        "D-14": "no same-two in a point-request round",
        "D-15": "double Yoromeki chain needs pairs from one player",
        "D-16": "red/black: both colour jacks are right bowers",
        "D-17": "spade-K pair valued 27 in the ace-pair tiers",
        "D-18": "ties: a led-suit unit first, else the first played",
        "D-19": "a point request may be waived",
        "D-20": "red/black joker point request: point cards of either colour suit",
        "D-21": "bombs: leads of jacks (4s) only, not in edge rounds",
        "D-22": "a bomb led with a pending point request follows bomb rules",
        "D-23": "the left bower is no trump for joker, bomb and point-request duties",
        "D-24": "table C.4 as printed",
        "D-25": "all-take 240 split 1:1(:1); 8 players alone 252",
        "D-26": "5p two-adjutant contracts score with the converted count",
        "D-28": "reverse all-take scored x1",
        "D-29": "no early stop by default",
        "E-01": "opening seat after a deal without Rettler (D-03): the seat after the dealer",
    }

    @model_validator(mode="after")
    def _check(self) -> RettlerRules:
        for kind in self.trump_priority:
            if kind not in ALL_TRUMP_KINDS:
                raise ValueError(
                    f"trump_priority: unknown trump kind {kind!r}; "
                    f"known: {', '.join(ALL_TRUMP_KINDS)}"
                )
        if not self.trump_priority or len(set(self.trump_priority)) != len(self.trump_priority):
            raise ValueError("trump_priority: must list each trump kind at most once, and one")
        if self.max_bid > TOTAL_POINTS:
            raise ValueError("max_bid: at most 40 point cards exist (R-BID-2)")
        layout_players = LAYOUT_PLAYERS.get(self.deal_layout)
        if layout_players is not None:
            _check_layout(self, layout_players)
        for n in self.players:
            if layout_players is None and not 4 <= n <= 8:
                raise ValueError(f"players: Rettler is for 4 to 8 players, not {n} (R-COMP-5)")
            for name in ("deal_sizes", "min_bid", "adjutants_allowed", "bomb_thresholds"):
                if n not in getattr(self, name):
                    raise ValueError(f"{name}: no value for {n} players")
            hand, kitty = self.deal_sizes[n]
            if layout_players is None and n * hand + kitty != DECK_SIZE:
                raise ValueError(f"deal_sizes: {n} x {hand} + {kitty} is not 108 cards (R-DEAL-1)")
            if not 1 <= self.min_bid[n] <= self.max_bid:
                raise ValueError(
                    f"min_bid: {self.min_bid[n]} for {n} players is outside 1..{self.max_bid}"
                )
            if layout_players is None and self.adjutants_allowed[n] not in (1, 2):
                raise ValueError(f"adjutants_allowed: {n} players may have 1 or 2 (R-BID-2)")
            if self.call_by_deck and self.adjutants_allowed[n] != 1:
                raise ValueError(
                    f"call_by_deck: only for tables with one adjutant, not {n} players (R-VAR-13)"
                )
        if self.blind_stand and self.misdeal:
            raise ValueError(
                "misdeal: must be false with blind_stand; a bust hand cannot be declared "
                "unseen (R-VAR-5)"
            )
        self._check_variants()
        if self.variant:
            self._check_variant()
        return self

    def _check_variants(self) -> None:
        """R-VAR-5, -8, -10, -13: impossible combinations, naming the field."""
        if self.dream_cards not in (0, 1, 2):
            raise ValueError(
                f"dream_cards: 0 (off), 1 or 2 extra cards per player, not {self.dream_cards} "
                "(R-VAR-10)"
            )
        if not self.dream_cards:
            for name in ("dream_points", "dream_adjutant"):
                if getattr(self, name):
                    raise ValueError(f"{name}: only with dream_cards 1 or 2 (R-VAR-10)")
        if self.dream_adjutant and self.team_cards:
            raise ValueError(
                "dream_adjutant: team_cards has no adjutant call to make a dream card count "
                "(R-VAR-8, R-VAR-10)"
            )
        if self.dream_points and self.stop_when_decided:
            raise ValueError(
                "stop_when_decided: with dream_points more than 40 point cards may be in play, "
                "so the early stop (R-END-5) cannot be judged (R-VAR-10)"
            )
        # each of these variants deals and plays with its own state class; they do not mix
        chosen = [
            name
            for name, on in (
                ("blind_stand", self.blind_stand),
                ("team_cards", self.team_cards),
                ("dream_cards", bool(self.dream_cards)),
                ("call_by_deck", self.call_by_deck),
            )
            if on
        ]
        if len(chosen) > 1:
            raise ValueError(
                f"{chosen[1]}: cannot be combined with {chosen[0]} "
                "(R-VAR-5, R-VAR-8, R-VAR-10, R-VAR-13 are separate games)"
            )

    def _check_variant(self) -> None:
        """R-VAR-4/7/11: the combinations these variants cannot be played with."""
        named = [f for f in ("imperialism", "teams", "sanction") if getattr(self, f)]
        rule = {"imperialism": "R-VAR-4", "teams": "R-VAR-7", "sanction": "R-VAR-11"}
        if len(named) > 1:
            raise ValueError(
                f"{named[1]}: cannot be combined with {named[0]} "
                f"({rule[named[0]]}, {rule[named[1]]})"
            )
        field = named[0]
        if self.deal_layout != "standard":
            raise ValueError(
                f"deal_layout: {field} deals the usual way, not {self.deal_layout} ({rule[field]})"
            )
        for other in ("blind_stand", "call_by_deck", "team_cards", "dream_cards"):
            if getattr(self, other):
                raise ValueError(
                    f"{other}: cannot be combined with {field}: there is no auction and no "
                    f"adjutant call ({rule[field]})"
                )
        if self.misdeal:
            raise ValueError(
                f"misdeal: must be false with {field}: the trump is named before the hand is "
                f"seen ({rule[field]}, R-DEAL-3)"
            )
        if self.reverse_all_take:
            raise ValueError(f"reverse_all_take: {field} has no auction ({rule[field]})")
        if self.stop_when_decided:
            raise ValueError(f"stop_when_decided: {field} is always played out ({rule[field]})")
        if "urako" in self.trump_priority:
            raise ValueError(
                f"trump_priority: urako is bid, never named before the deal ({rule[field]})"
            )
        if not self.nameable_trumps():
            raise ValueError(
                f"trump_priority: {field} needs a trump kind other than chigaku_nt ({rule[field]})"
            )
        if self.teams:
            sizes = self.teams
            if len(sizes) < 2 or min(sizes) < 2 or len(set(sizes)) != 1:
                raise ValueError(
                    "teams: two or more teams of the same size, at least 2 each, "
                    "so that members alternate seats (R-VAR-7, D-30)"
                )
            if tuple(self.players) != (sum(sizes),):
                raise ValueError(
                    f"players: teams {sizes} are played by {sum(sizes)} players only (R-VAR-7)"
                )
        if self.teams or self.sanction:
            for n in self.players:
                even = (DECK_SIZE // n, DECK_SIZE % n)
                if self.deal_sizes[n] != even:
                    raise ValueError(
                        f"deal_sizes: {field} deals all cards as evenly as possible: "
                        f"{n} players {even[0]} each, {even[1]} left over ({rule[field]})"
                    )

    # --- the chapter-6 variants (R-VAR-4/7/11) -------------------------------------------
    @property
    def variant(self) -> str:
        """``imperialism``, ``teams``, ``sanction`` or "" (the normal game)."""
        if self.imperialism:
            return "imperialism"
        if self.teams:
            return "teams"
        return "sanction" if self.sanction else ""

    @property
    def zero_sum(self) -> bool:
        """Imperialist and team games score 1 per winner (R-VAR-4/7, as N-VAR-5)."""
        return not (self.imperialism or self.teams)

    def nameable_trumps(self) -> tuple[str, ...]:
        """The kinds named before looking at the hand: never ``chigaku_nt`` (R-VAR-4/7, as
        N-VAR-5); the punished player of a sanction may name any kind (R-VAR-11)."""
        if self.sanction:
            return self.trump_priority
        return tuple(k for k in self.trump_priority if k != "chigaku_nt")

    def team_of(self, seat: int) -> int:
        """R-VAR-7 (D-30): members alternate seats, so seat ``s`` is on team ``s % teams``."""
        return seat % len(self.teams)

    @staticmethod
    def sanction_target(players: int, extra: int = 0) -> int:
        """R-VAR-11 (table 6.1): ``ceil(40 / n) + 1`` point cards, plus one per further
        offence during the sanction."""
        return -(-TOTAL_POINTS // players) + 1 + extra

    # --- derived values -----------------------------------------------------------------
    def hand_size(self, players: int) -> int:
        return self.deal_sizes[players][0]

    def kitty_size(self, players: int) -> int:
        return self.deal_sizes[players][1]

    def two_adjutant_bids(self, players: int) -> bool:
        """R-BID-3: only five players choose between one and two adjutants."""
        return players == 5

    def converted_count(self, players: int, count: int, adjutants_bid: int) -> int:
        """R-BID-3, R-SCORE-2: the equal-priority one-adjutant count ``2c - 40``."""
        if self.two_adjutant_bids(players) and adjutants_bid == 2:
            return 2 * count - TOTAL_POINTS
        return count


#: R-VAR-1..3: the player count of each variant layout
LAYOUT_PLAYERS: dict[str, int] = {
    "two_player_tableau": 2,
    "two_player_draw": 2,
    "four_pile_three": 3,
}
#: the rule of each variant layout
LAYOUT_RULES: dict[str, str] = {
    "two_player_tableau": "R-VAR-1",
    "two_player_draw": "R-VAR-2",
    "four_pile_three": "R-VAR-3",
}
#: R-VAR-1 (D-30): each player's tableau is ten piles of three cards (up / down / up)
TABLEAU_PILES = 10
PILE_DEPTH = 3
#: R-VAR-2: three piles are dealt, two become hands, one stays unused
DRAW_PILES = 3
#: R-VAR-3: four piles of 27, one unused; the Rettler draws ``kitty`` cards from it
FOUR_PILES = 4


def _check_layout(rules: RettlerRules, n: int) -> None:
    """R-VAR-1..3: the combinations a variant layout cannot be played with (the fields
    named); the deal must use the 108 cards exactly."""
    layout, rule = rules.deal_layout, LAYOUT_RULES[rules.deal_layout]
    if tuple(rules.players) != (n,):
        raise ValueError(f"players: {layout} is played by {n} players only ({rule})")
    if n not in rules.deal_sizes:
        raise ValueError(f"deal_sizes: no value for {n} players")
    hand, kitty = rules.deal_sizes[n]
    if layout == "two_player_tableau":
        piles = 2 * TABLEAU_PILES * PILE_DEPTH
        if hand < 1 or kitty < 0 or 2 * hand + kitty + piles != DECK_SIZE:
            raise ValueError(
                f"deal_sizes: 2 x {hand} + {kitty} + {piles} tableau cards is not 108 cards "
                f"({rule})"
            )
    elif layout == "two_player_draw":
        stock = DECK_SIZE - DRAW_PILES * hand
        if kitty != 0 or hand < 1 or stock < 0 or stock % 2:
            raise ValueError(
                f"deal_sizes: two_player_draw deals three piles of {hand} and no kitty; the "
                f"stock of 108 - 3 x {hand} cards must be even and the kitty 0 ({rule})"
            )
    elif FOUR_PILES * hand != DECK_SIZE or not 0 <= kitty <= hand:
        raise ValueError(
            f"deal_sizes: the four-pile deal gives hands of 27 (4 x 27 = 108) and draws at "
            f"most one pile to the kitty, not ({hand}, {kitty}) ({rule})"
        )
    allowed = rules.adjutants_allowed.get(n)
    if n == 2 and allowed != 0:
        raise ValueError(f"adjutants_allowed: two-player Rettler has no adjutant ({rule})")
    if n == 3 and allowed != 1:
        raise ValueError(f"adjutants_allowed: the four-pile deal has one adjutant ({rule}, D-30)")
    if rules.blind_stand:
        raise ValueError(f"blind_stand: only with the standard deal layout, not {layout} ({rule})")
    if "urako" in rules.trump_priority:
        raise ValueError(
            f"trump_priority: urako (R-VAR-6) only with the standard deal layout, not {layout} "
            f"({rule})"
        )
    if rules.reverse_all_take and n == 2:
        raise ValueError(
            f"reverse_all_take: not with {layout}; the reverse contract calls adjutants "
            f"(R-VAR-9, {rule})"
        )


BOOK = RettlerRules(name="book", title="Rule book (How to Play Napoleon and Rettler Properly)")

#: the variants' decisions (rettler.md D-30) and this engine's where §22 is silent
_VARIANT_DECISIONS = {
    **BOOK.decisions,
    "D-30": "R-VAR-1..3 as rettler.md §22 decides",
    "E-02": "two-player Rettler: bombs with the four-player thresholds (3 bowers, 6 jacks)",
    "E-03": "R-VAR-1: a card held in hand and on a pile top is played from the pile (the "
    "first such pile from the left); a card uncovered during a "
    "seat's part of a round becomes playable after that part (earlier only when the seat has "
    "no other card left); the bridge loss applies only when no lead is legal",
    "E-04": "R-VAR-1: a leader who can play only bridge cards loses and the deal ends: the "
    "contract counts as broken if he is the Rettler (R-SCORE-5 with the point cards taken "
    "so far), as made otherwise (R-SCORE-3)",
    "E-05": "R-VAR-2: when the stock holds fewer cards than both players need, each draws "
    "half of what is left",
    "E-06": "two-player Rettler: nobody bids and both players hold a Mighty: redeal",
}

_TWO_PLAYER = {
    "players": (2,),
    "min_bid": {2: 22},
    "adjutants_allowed": {2: 0},
    "misdeal": False,
    "decisions": _VARIANT_DECISIONS,
}
#: R-VAR-1 (D-30, reading U-16): ten piles of three per player, 18-card hands, a 12-card
#: kitty, no adjutant, minimum count 22; a leader who can play only bridge cards loses.
#: Bombs: the four-player thresholds (decision E-02).
TWO_PLAYER_1 = RettlerRules.model_validate(
    BOOK.model_dump()
    | _TWO_PLAYER
    | {
        "name": "two_player_1",
        "title": "Two-player Rettler, layout version",
        "deal_layout": "two_player_tableau",
        "deal_sizes": {2: (18, 12)},
        "bomb_thresholds": {2: (3, 6)},
        "readings": {**BOOK.readings, "U-16": "ten piles of three per player, 18-card hands"},
    }
)
#: R-VAR-2 (D-30): three piles of 10 (one unused), a 78-card stock; after each round the
#: winner, then the loser, draws as many cards as he played; no adjutant, minimum 22.
TWO_PLAYER_2 = RettlerRules.model_validate(
    BOOK.model_dump()
    | _TWO_PLAYER
    | {
        "name": "two_player_2",
        "title": "Two-player Rettler, stock version",
        "deal_layout": "two_player_draw",
        "deal_sizes": {2: (10, 0)},
        "bomb_thresholds": {2: (3, 6)},
    }
)
#: R-VAR-3 (D-30): four piles of 27; the Rettler draws 6 of the unused pile and discards 6;
#: one adjutant, minimum count 23, the bomb thresholds of four players.
FOUR_PILE_3P = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "four_pile_3p",
        "title": "Four-pile three-player Rettler",
        "players": (3,),
        "deal_layout": "four_pile_three",
        "deal_sizes": {3: (27, 6)},
        "min_bid": {3: 23},
        "adjutants_allowed": {3: 1},
        "bomb_thresholds": {3: (3, 6)},
        "decisions": {**BOOK.decisions, "D-30": "R-VAR-3 as rettler.md §22 decides"},
    }
)
#: R-VAR-5: the book; bid, trump and call seeing one face-up card. No misdeal: a bust hand
#: cannot be declared unseen (as N-VAR-6).
BLIND_STAND = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "blind_stand",
        "title": "Blind-stand Rettler",
        "blind_stand": True,
        "misdeal": False,
    }
)
#: R-VAR-13: the book for 4 players (one adjutant) with adjutant calls by deck.
CALL_BY_DECK = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "call_by_deck",
        "title": "Adjutant call by deck",
        "players": (4,),
        "call_by_deck": True,
    }
)
#: R-VAR-6: the book plus the Urako kind. Its place in ``trump_priority`` is not used for
#: ranking: Urako ranks above black at every count but 40, where it is the lowest.
URAKO_PRESET = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "urako",
        "title": "Urako, Rettler form",
        "trump_priority": (*BOOK.trump_priority, "urako"),
    }
)
#: R-VAR-8: book rules; team cards instead of the adjutant call. The book gives the cards for
#: six players only (U-17), so the preset is for six; the field works for 4-8 (D-30).
TEAM_CARDS = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "team_cards",
        "title": "Team cards",
        "players": (6,),
        "team_cards": True,
    }
)

#: R-VAR-10: book rules; one extra card each from a third deck after the contract, with the
#: authors' preferred options (b)/(b): dream point cards and dream called cards count for nothing.
DREAM = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "dream",
        "title": "Dream version",
        "dream_cards": 1,
    }
)

#: R-VAR-4: book card rules, every player for himself; the kitty lies unused (as N-VAR-5).
IMPERIALIST = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "imperialist",
        "title": "Imperialist Rettler",
        "imperialism": True,
        "misdeal": False,
    }
)


def _even_deal(players: tuple[int, ...]) -> dict[int, tuple[int, int]]:
    return {n: (DECK_SIZE // n, DECK_SIZE % n) for n in players}


#: R-VAR-7: three against three, all 108 cards dealt (18 each), no kitty, no adjutant.
TEAM_3V3 = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "team_3v3",
        "title": "Rettler 3 against 3",
        "players": (6,),
        "teams": (3, 3),
        "deal_sizes": _even_deal((6,)),
        "misdeal": False,
    }
)

#: R-VAR-7's other team tables (the book names 2-2, 2-2-2 and 4-4 besides 3-3): members
#: alternate seats (D-30); all cards dealt, with 8 players the 4 left over set aside unseen.
TEAM_2V2 = RettlerRules.model_validate(
    TEAM_3V3.model_dump()
    | {
        "name": "team_2v2",
        "title": "Rettler 2 against 2",
        "players": (4,),
        "teams": (2, 2),
        "deal_sizes": _even_deal((4,)),
    }
)
TEAM_2V2V2 = RettlerRules.model_validate(
    TEAM_3V3.model_dump()
    | {
        "name": "team_2v2v2",
        "title": "Rettler three teams of 2",
        "players": (6,),
        "teams": (2, 2, 2),
        "deal_sizes": _even_deal((6,)),
    }
)
TEAM_4V4 = RettlerRules.model_validate(
    TEAM_3V3.model_dump()
    | {
        "name": "team_4v4",
        "title": "Rettler 4 against 4",
        "players": (8,),
        "teams": (4, 4),
        "deal_sizes": _even_deal((8,)),
    }
)

#: R-VAR-11: the punished player names trump unseen and plays alone; leftovers face up.
SANCTION = RettlerRules.model_validate(
    BOOK.model_dump()
    | {
        "name": "sanction",
        "title": "Sanction game",
        "sanction": True,
        "deal_sizes": _even_deal(BOOK.players),
        "misdeal": False,
    }
)

PRESETS: dict[str, RettlerRules] = {
    p.name: p
    for p in (
        BOOK,
        BLIND_STAND,
        CALL_BY_DECK,
        URAKO_PRESET,
        TWO_PLAYER_1,
        TWO_PLAYER_2,
        FOUR_PILE_3P,
        TEAM_CARDS,
        DREAM,
        IMPERIALIST,
        TEAM_3V3,
        TEAM_2V2,
        TEAM_2V2V2,
        TEAM_4V4,
        SANCTION,
    )
}


def preset_from_dict(data: Any, source: str = "preset") -> RettlerRules:
    """Rules from a JSON-like dict; errors name the field at fault."""
    return presets.preset_from_dict(RettlerRules, PRESETS, data, source)


def load_preset(name_or_path: str | Path) -> RettlerRules:
    """A named preset (``book``) or a custom preset from a JSON file."""
    return presets.load_preset(RettlerRules, PRESETS, name_or_path)


# --- the options as a rules viewer says them (engine/options.py) ----------------------------
#: the preset's name and title are the window's title; the readings and decisions are the
#: engine's notes on the source (rettler.md §23), shown by the rules text, not options
#: the chapter-6 variant fields (R-VAR-4/7/11) are named by the preset's title and the
#: table's team colours, not listed as options (their labels are not translated yet)
HIDDEN_OPTIONS: tuple[str, ...] = (
    "name",
    "title",
    "readings",
    "decisions",
    "imperialism",
    "teams",
    "sanction",
)

#: field -> its label, in the words of rettler.md and the glossary
OPTION_LABELS: dict[str, Text] = {
    "players": said_p("option", "Players"),
    "deal_sizes": said_p("option", "Deal"),
    "misdeal": said_p("option", "Redeal on a bust hand"),
    "trump_priority": said_p("option", "Trump priority, high to low"),
    "min_bid": said_p("option", "Minimum bid"),
    "adjutants_allowed": said_p("option", "Adjutants"),
    "min_bid_two_adjutants": said_p("option", "Minimum bid with two adjutants (5 players)"),
    "max_bid": said_p("option", "Maximum bid"),
    "bomb_thresholds": said_p("option", "Atomic bomb"),
    "reverse_all_take": said_p("option", "Reverse all-take"),
    "deal_layout": said_p("option", "Deal layout"),
    "bomb_on_edge_rounds": said_p("option", "Bombs in the first and last rounds"),
    "loss_multiplier_mode": said_p("option", "Loss multipliers"),
    "stop_when_decided": said_p("option", "Stop when the outcome is decided"),
    "point_request_waivable": said_p("option", "A point request may be waived"),
    "blind_stand": said_p("option", "Blind stand"),
    "call_by_deck": said_p("option", "Adjutant call by deck"),
    "team_cards": said_p("option", "Team cards instead of the adjutant call"),
    "dream_cards": said_p("option", "Dream cards per player"),
    "dream_points": said_p("option", "Dream point cards count"),
    "dream_adjutant": said_p("option", "A dream called card makes an adjutant"),
    "unit": said_p("option", "Unit (×1)"),
    "all_take_total": said_p("option", "All-take pays"),
    "eight_alone_unit": said_p("option", "Unit, 8 players without adjutant"),
    "no_bid_total": said_p("option", "Paid by the Mighty holders when nobody bids"),
}

#: every code of the Literal fields above -> its words
OPTION_VALUES: dict[str, Text] = {
    "table": said_p("option value", "the book's table as printed"),
    "table_corrected": said_p("option value", "the book's table, corrected"),
    "exact": said_p("option value", "computed by the book's rule"),
    "standard": said_p("option value", "the usual deal"),
    "two_player_tableau": said_p("option value", "two players, tableau piles (R-VAR-1)"),
    "two_player_draw": said_p("option value", "two players, drawing from a stock (R-VAR-2)"),
    "four_pile_three": said_p("option value", "three players, four piles (R-VAR-3)"),
}

#: the tables per player count and the trump order, which are more than a code or a number
OPTION_FORMATS: dict[str, ValueFormat] = {
    "deal_sizes": lambda table: per_players(
        table,
        lambda sizes: said(
            "{hand} cards each, {kitty} in the kitty", hand=sizes[0], kitty=sizes[1]
        ),
    ),
    "trump_priority": lambda kinds: joined([trump_name(kind) for kind in kinds], " > "),
    "min_bid": lambda table: per_players(table, str),
    "adjutants_allowed": lambda table: per_players(table, str),
    "bomb_thresholds": lambda table: per_players(
        table,
        lambda least: said(
            "at least {jacks} jacks, {bowers} of them bowers", bowers=least[0], jacks=least[1]
        ),
    ),
}


__all__ = [
    "BLIND_STAND",
    "BOOK",
    "CALL_BY_DECK",
    "DECK_SIZE",
    "DREAM",
    "FOUR_PILE_3P",
    "HIDDEN_OPTIONS",
    "IMPERIALIST",
    "LAYOUT_PLAYERS",
    "OPTION_FORMATS",
    "OPTION_LABELS",
    "OPTION_VALUES",
    "PRESETS",
    "SANCTION",
    "TEAM_2V2",
    "TEAM_2V2V2",
    "TEAM_3V3",
    "TEAM_4V4",
    "TEAM_CARDS",
    "TOTAL_POINTS",
    "TWO_PLAYER_1",
    "TWO_PLAYER_2",
    "URAKO_PRESET",
    "RettlerRules",
    "load_preset",
    "preset_from_dict",
]
