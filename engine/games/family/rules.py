"""The rule options of the Napoleon family as data (napoleon.md §14 and §15).

``NapoleonRules`` has one field per rule dimension of the presets table (§14) and per
Appendix A toggle (§15); ``BOOK`` is the rule book's set. Napoleon's presets are instances
of it (``engine/games/napoleon/params.py``); Rettler plays its rounds' tricks by the book's
trick rules (R-PLAY-…, through ``DealRules``), so both games read them here.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, field_serializer, model_validator

SUIT_TRUMPS = ("S", "H", "D", "C")
COLOUR_TRUMPS = ("red", "black")
NT_FAMILY = ("nt", "igo_nt", "chigaku_nt")
#: N-VAR-7: the contract kind whose every trick's leader declares that trick's trump kind
URAKO = "urako"
#: N-VAR-7: the three kinds only an Urako leader may declare; they count as NT family for
#: the first/last-trick rules (DECISION)
URAKO_NT_KINDS = ("swim_club_nt", "film_club_nt", "railway_club_nt")
#: the kinds a trick's leader may declare under Urako: every normal kind plus the three
#: extra ones ([B 6.1.7] lists chigaku_nt among them)
URAKO_TRICK_KINDS = SUIT_TRUMPS + COLOUR_TRUMPS + NT_FAMILY + URAKO_NT_KINDS
ALL_TRUMP_KINDS = SUIT_TRUMPS + COLOUR_TRUMPS + NT_FAMILY + (URAKO,)

BowerName = Literal["right_bower", "left_bower"]


class NapoleonRules(BaseModel):
    """One complete Napoleon rule set. Comments cite the row of §14 or the toggle of §15."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "custom"
    title: str = ""
    # --- rows 1-3: players and deal (N-COMP-6, N-DEAL-2) ---
    players: tuple[int, ...] = (3, 4, 5, 6)
    #: players -> (hand size, kitty size) with the joker; N-OPT-5 takes one card off the kitty.
    deal_sizes: dict[int, tuple[int, int]] = {3: (16, 5), 4: (12, 5), 5: (10, 3), 6: (8, 5)}
    # --- row 4: misdeal (N-MIS-1/2) ---
    misdeal: Literal["bust_hand", "no_point_card", "none"] = "bust_hand"
    misdeal_shows_hand: bool = False
    # --- rows 6-9: trump kinds, priority (high to low), minimum and maximum count ---
    trump_priority: tuple[str, ...] = (
        "black",
        "red",
        "igo_nt",
        "nt",
        "chigaku_nt",
        "S",
        "H",
        "D",
        "C",
    )
    #: UI label of a trump kind where the preset names it differently (igoshokai "NT").
    trump_labels: dict[str, str] = {}
    min_bid: dict[int, int] = {3: 16, 4: 14, 5: 12, 6: 14}
    max_bid: int = 20
    # --- rows 10-13: auction (N-BID-10/11/12), opening seat, nobody bids ---
    auction: Literal["open", "stand_then_raise"] = "open"
    opening_bidder: Literal["after_previous_declarer", "previous_adjutant"] = (
        "after_previous_declarer"
    )
    no_bid: Literal["responsibility_stand", "annul"] = "responsibility_stand"
    reverse_all_take: bool = False  # N-OPT-11
    # --- rows 14-20: adjutant and kitty ---
    #: players -> number of adjutant cards named (N-ADJ-1: two with six players).
    adjutant_cards: dict[int, int] = {3: 1, 4: 1, 5: 1, 6: 2}
    allow_own_adjutant_card: bool = True  # N-ADJ-2 (intentional only)
    discard_ban: Literal["none", "point_cards"] = "none"  # N-KIT-3
    discard_face_up: Literal["point_cards", "point_and_trump_cards"] = "point_cards"
    # --- rows 22-35: card powers (N-TRICK) ---
    yoromeki: bool = True  # N-TRICK-6, N-OPT-14
    yoromeki_gaeshi: bool = True  # N-TRICK-7, N-OPT-14
    same_two_beats: frozenset[BowerName] = frozenset({"right_bower", "left_bower"})
    joker_lead_beats_mighty: bool = False  # N-TRICK-8
    joker_lead_point_fallback: bool = True  # N-PLAY-4
    joker_follow_anytime: bool = False  # N-PLAY-8
    joker_follow_counts_as_led_suit: bool = False  # N-TRICK-9
    # --- rows 32, 35-37: first and last trick (N-TRICK-15/16/18) ---
    first_trick_rule: Literal["mighty_only", "fukashi_ban", "simple_contest"] = "mighty_only"
    last_trick_rule: Literal["mighty_and_joker_lead", "none", "no_joker_lead"] = (
        "mighty_and_joker_lead"
    )
    #: False: the NT family has no first/last-trick exceptions (book); True: it has (igoshokai).
    first_last_rules_apply_to_nt: bool = False
    # --- rows 39-41: end of deal and scoring ---
    all_take: bool = True  # N-END-3
    stop_when_decided: bool = False  # N-END-6, N-OPT-12
    scoring: Literal["book", "igoshokai"] = "book"  # N-SCORE
    # --- §15 Appendix A toggles (all off in every preset) ---
    no_first_last_exceptions: bool = False  # N-OPT-1a
    first_trick_only_same_two_off: bool = False  # N-OPT-1b
    joker_free: bool = False  # N-OPT-2
    bowers_immune_to_same_two: bool = False  # N-OPT-3
    same_two_beats_mighty: bool = False  # N-OPT-4
    no_joker: bool = False  # N-OPT-5
    left_bower_is_trump: bool = False  # N-OPT-6
    club10_traitor: bool = False  # N-OPT-7
    diamond_queen_beats_right_bower: bool = False  # N-OPT-8
    mighty_free: bool = False  # N-OPT-9
    two_decks: bool = False  # N-OPT-10 (Rettler's domain)
    score_table_literal: bool = False  # N-OPT-13
    # --- §16 variant games of chapter 6 (N-VAR); every field off in book/fukashi/igoshokai ---
    #: how the cards are laid out and reach the hands: N-VAR-1 tableau piles, N-VAR-2 draws
    #: from a stock after every trick, N-VAR-3 four piles of 13 chosen by three players.
    deal_layout: Literal["standard", "two_player_tableau", "two_player_draw", "four_pile_three"] = (
        "standard"
    )
    imperialism: bool = False  # N-VAR-5: everyone for himself, the first leader names trump
    blind_stand: bool = False  # N-VAR-6: bid, trump and call seeing one face-up card only

    @model_validator(mode="after")
    def _check(self) -> NapoleonRules:
        for kind in self.trump_priority:
            if kind not in ALL_TRUMP_KINDS:
                raise ValueError(
                    f"trump_priority: unknown trump kind {kind!r}; "
                    f"known: {', '.join(ALL_TRUMP_KINDS)}"
                )
        if len(set(self.trump_priority)) != len(self.trump_priority) or not self.trump_priority:
            raise ValueError("trump_priority: must list each trump kind at most once, and one")
        if self.auction == "stand_then_raise" and any(
            k not in SUIT_TRUMPS for k in self.trump_priority
        ):
            raise ValueError(
                "trump_priority: the stand-then-raise auction (N-BID-12) uses suits only"
            )
        # N-VAR-5/6 first: their refusal names the variant, not the layout's fields
        if self.blind_stand or self.imperialism:
            self._check_variants()
        two_player = self.deal_layout in TWO_PLAYER_LAYOUTS
        if two_player:
            _check_two_player(self)
        elif 2 in self.players:
            raise ValueError(
                "players: two players need deal_layout two_player_tableau or "
                "two_player_draw (N-VAR-1, N-VAR-2)"
            )
        if URAKO in self.trump_priority:
            if self.max_bid != 20:
                raise ValueError(
                    f"trump_priority: urako is bid only at 20 (N-VAR-7), but max_bid is "
                    f"{self.max_bid}"
                )
            if self.imperialism:
                raise ValueError(
                    "imperialism: urako is a bid at 20 (N-VAR-7); imperialist Napoleon has no "
                    "auction (N-VAR-5)"
                )
        if self.deal_layout == "four_pile_three":
            self._check_four_pile()
        for n in self.players:
            if n not in self.deal_sizes:
                raise ValueError(f"deal_sizes: no hand/kitty size for {n} players")
            if n not in self.min_bid:
                raise ValueError(f"min_bid: no minimum count for {n} players")
            hand, kitty = self.deal_sizes[n]
            unused = self.cards_out_of_play()
            if not two_player and n * hand + kitty + unused != 53:
                spare = f" + {unused} unused" if unused else ""
                raise ValueError(
                    f"deal_sizes: {n} x {hand} + {kitty}{spare} is not 53 cards (N-DEAL-2)"
                )
            if not 1 <= self.min_bid[n] <= self.max_bid:
                raise ValueError(
                    f"min_bid: {self.min_bid[n]} for {n} players is outside 1..{self.max_bid}"
                )
            if self.adjutant_cards.get(n, 1) not in ((0,) if two_player else (1, 2)):
                raise ValueError(
                    "adjutant_cards: two-player Napoleon has no adjutant (N-VAR-1, N-VAR-2)"
                    if two_player
                    else f"adjutant_cards: {n} players may name 1 or 2 cards"
                )
        if self.scoring == "igoshokai" and tuple(self.players) != (5,):
            raise ValueError("players: igoshokai scoring (N-SCORE-13) is defined for 5 players")
        if self.max_bid > 20:
            raise ValueError("max_bid: at most 20 point cards exist (N-BID-6)")
        if self.two_decks:
            raise ValueError(
                "two_decks: Napoleon with two decks is played as the Rettler game (N-OPT-10)"
            )
        if self.no_first_last_exceptions and self.first_trick_only_same_two_off:
            raise ValueError(
                "first_trick_only_same_two_off: cannot be combined with no_first_last_exceptions"
            )
        return self

    def _check_variants(self) -> None:
        """N-VAR-5/6: the combinations these variants cannot be played with."""
        if self.blind_stand and self.imperialism:
            raise ValueError("blind_stand: Imperialist Napoleon has no auction (N-VAR-5, N-VAR-6)")
        variant = "imperialism" if self.imperialism else "blind_stand"
        if self.deal_layout != "standard":
            layout_rule = {
                "two_player_tableau": "N-VAR-1",
                "two_player_draw": "N-VAR-2",
                "four_pile_three": "N-VAR-3",
            }[self.deal_layout]
            raise ValueError(
                f"{variant}: only with the standard deal layout, not {self.deal_layout} "
                f"(N-VAR-5, N-VAR-6, {layout_rule})"
            )
        if self.misdeal != "none":
            # N-MIS-3: a bust hand is declared before one's first bidding turn, after looking
            # at it; here nobody looks before bidding (or there is no bidding at all).
            raise ValueError(
                f"misdeal: must be none with {variant}: no hand is seen before the "
                "bidding or the trump choice (N-VAR-5, N-VAR-6, N-MIS-3)"
            )
        if self.blind_stand and not self.allow_own_adjutant_card:
            raise ValueError(
                "allow_own_adjutant_card: must be true with blind_stand; the Napoleon calls "
                "without seeing his hand (N-VAR-6)"
            )
        if self.imperialism:
            if not any(k != "chigaku_nt" for k in self.trump_priority):
                raise ValueError(
                    "trump_priority: Imperialist Napoleon needs a trump kind other than "
                    "chigaku_nt (N-VAR-5)"
                )
            if self.reverse_all_take:
                raise ValueError("reverse_all_take: Imperialist Napoleon has no auction (N-VAR-5)")
            if self.stop_when_decided:
                raise ValueError(
                    "stop_when_decided: Imperialist Napoleon is always played out (N-VAR-5)"
                )

    def _check_four_pile(self) -> None:
        """N-VAR-3: three players, four piles of 13, one middle card, a 5-card kitty."""
        if tuple(self.players) != (3,):
            raise ValueError("players: the four-pile deal (N-VAR-3) is for 3 players only")
        if self.deal_sizes.get(3) != (13, 5):
            raise ValueError(
                "deal_sizes: the four-pile deal (N-VAR-3) gives 13-card hands and a 5-card "
                "kitty (the middle card and 4 cards of the unused pile)"
            )
        if self.no_joker:
            raise ValueError(
                "no_joker: the four-pile deal (N-VAR-3) needs all 53 cards "
                "(four piles of 13 and the middle card)"
            )
        if self.imperialism:
            raise ValueError(
                "imperialism: the four-pile deal (N-VAR-3) needs a Napoleon to take the kitty"
            )
        if self.blind_stand:
            raise ValueError("blind_stand: cannot be combined with the four-pile deal (N-VAR-3)")

    # --- derived values -------------------------------------------------------------
    def cards_out_of_play(self) -> int:
        """Cards dealt that no hand and no kitty ever holds: the nine left of the unused pile
        in the four-pile deal (N-VAR-3); none otherwise."""
        return 9 if self.deal_layout == "four_pile_three" else 0

    def hand_size(self, players: int) -> int:
        return self.deal_sizes[players][0]

    def kitty_size(self, players: int) -> int:
        kitty = self.deal_sizes[players][1]
        return kitty - 1 if self.no_joker else kitty  # N-OPT-5

    def adjutants_for(self, players: int) -> int:
        return self.adjutant_cards.get(players, 1)

    @field_serializer("same_two_beats")
    def _sorted_bowers(self, value: frozenset[str]) -> list[str]:
        """A set dumped in one order whatever the hash seed: a saved custom preset and the
        rule changes read from it then compare equal (a set's order differs per process)."""
        return sorted(value)

    def effective_same_two_beats(self) -> frozenset[str]:
        return frozenset() if self.bowers_immune_to_same_two else frozenset(self.same_two_beats)

    def trump_label(self, kind: str) -> str:
        return self.trump_labels.get(kind, kind)

    @property
    def zero_sum(self) -> bool:
        """Deal scores sum to zero, except Imperialist Napoleon's 1 per winner (N-VAR-5)."""
        return not self.imperialism

    def imperial_trumps(self) -> tuple[str, ...]:
        """N-VAR-5: the trump kinds the first leader may choose (never ``chigaku_nt``)."""
        return tuple(k for k in self.trump_priority if k != "chigaku_nt")


#: N-VAR-1/2: the layouts played by two players.
TWO_PLAYER_LAYOUTS = ("two_player_tableau", "two_player_draw")
#: N-VAR-1 (DECISION): each player's tableau is five piles of three cards.
TABLEAU_PILES = 5
PILE_DEPTH = 3


def _check_two_player(rules: NapoleonRules) -> None:
    """N-VAR-1/2: the deal of the two-player layouts must use the 53 cards exactly."""
    if tuple(rules.players) != (2,):
        raise ValueError(f"players: {rules.deal_layout} is played by 2 players (N-VAR-1, N-VAR-2)")
    if rules.no_joker:
        raise ValueError(f"no_joker: {rules.deal_layout} deals all 53 cards (N-VAR-1, N-VAR-2)")
    if 2 not in rules.deal_sizes:
        return  # reported by the caller
    hand, kitty = rules.deal_sizes[2]
    if rules.deal_layout == "two_player_tableau":
        tableau = 2 * TABLEAU_PILES * PILE_DEPTH
        if 2 * hand + kitty + tableau != 53 or hand < 1 or kitty < 0:
            raise ValueError(
                f"deal_sizes: 2 x {hand} + {kitty} + {tableau} tableau cards is not 53 cards "
                "(N-VAR-1)"
            )
        return
    # two_player_draw: three piles of ``hand`` cards (one unused), the rest is the stock,
    # from which both players draw one card after each trick (N-VAR-2)
    stock = 53 - 3 * hand
    if kitty != 0 or hand < 1 or stock < 0 or stock % 2:
        raise ValueError(
            f"deal_sizes: two_player_draw deals three piles of {hand} and no kitty; the "
            f"stock of 53 - 3 x {hand} cards must be even and the kitty 0 (N-VAR-2)"
        )


BOOK = NapoleonRules(name="book", title="Rule book (How to Play Napoleon and Rettler Properly)")
