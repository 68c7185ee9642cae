"""Claims at the table (issue 25): "the rest are mine", or all but N tricks.

The engine decides (``engine.claim.check_claim``); this module only asks it and, once a
claim is accepted, plays the deal out with the engine's own moves: the claimer's cards as
the check found them (``Claim.action_for``), every other seat's by the normal player, the
hands turned face up. Nothing of a claim enters the deal's log, so scores, records and
reviews stay the engine's.

An AI seat claims too when it holds the rest: checked once a trick, when it is to lead,
with a small budget (a claim too costly to check is simply not made).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from engine.actions import Action
from engine.ai import make_bot
from engine.ai.base import Bot
from engine.core import GameState, View
from engine.registry import spec_of
from napoleon_gui.i18n import N_, register, tr

if TYPE_CHECKING:
    from engine.claim import Claim

register(
    {
        "act_claim": N_("Claim the rest"),
        "menu_claim_but": N_("Claim all but…"),
        "act_claim_but_1": N_("All but one trick"),
        "act_claim_but_2": N_("All but two tricks"),
        "act_claim_but_3": N_("All but three tricks"),
        "claim_no_game": N_("This game has no claims: every card is played."),
        "claim_ai": N_("{name} claims the rest; the cards are played out face up."),
        "claim_playing": N_("The claimed tricks are being played out."),
        "claim_checking": N_("Checking the claim against every way the unseen cards may lie…"),
        "claim_moved_on": N_("A card was played meanwhile: claim again if you like."),
    }
)

#: an AI seat's claim is checked with this budget (deals of the unseen cards, moves)
AI_WORLDS, AI_NODES, AI_TRICKS = 300, 2000, 3


class ClaimPlay:
    """An accepted claim being played out: who claimed, the engine's answer, and the
    players of the other seats."""

    def __init__(self, claim: Claim, game: str, players: int, seed: int) -> None:
        self.claim = claim
        self.others: dict[int, Bot] = {
            s: make_bot(game, "normal", seed + s) for s in range(players) if s != claim.seat
        }

    def next_action(self, state: GameState) -> Action:
        """The move of the seat to act on the claimed line."""
        seat = state.current_seat
        assert seat is not None
        view = state.view_for(seat)
        if seat == self.claim.seat:
            planned = self.claim.action_for(view)
            if planned is not None:
                return planned
        bot = self.others.get(seat)
        # off the line (never expected): the normal player keeps the deal going
        return bot.choose(view) if bot is not None else state.legal_actions()[0]


def claims_allowed(state: GameState | None) -> bool:
    """Whether the game of ``state`` takes claims (its ``GameSpec.claims``)."""
    return state is not None and bool(getattr(spec_of(state), "claims", False))


class ClaimChecker:
    """The engine's check of a claim in the shape of a bot (``BotTask`` runs it off the GUI
    thread): ``choose((state, actions))`` is the ``Claim``."""

    def __init__(self, seat: int, conceded: int) -> None:
        self.seat = seat
        self.conceded = conceded

    def choose(self, position: tuple[GameState, list[Action]]) -> Claim:
        from engine.claim import check_claim

        state, actions = position
        return check_claim(state, actions, self.seat, self.conceded)


def ai_claim(state: GameState, actions: list[Action], seat: int) -> Claim | None:
    """The AI seat ``seat`` claims the rest if the engine accepts it on a small budget."""
    from engine.claim import check_claim, remaining_tricks

    if not claims_allowed(state) or state.phase != "play":
        return None
    if remaining_tricks(state) > AI_TRICKS:
        return None
    claim = check_claim(state, actions, seat, 0, world_limit=AI_WORLDS, node_limit=AI_NODES)
    return claim if claim.accepted else None


def open_view(state: GameState, seat: int) -> View:
    """``seat``'s view with every other hand face up (a claim is being played out)."""
    from napoleon_gui.table.open_hands import OpenHandsView

    hands: dict[int, tuple[int, ...]] = {
        s: tuple(getattr(state.view_for(s), "hand", ())) for s in range(state.players) if s != seat
    }
    # the table reads it as the seat's view (``OpenHandsView.__getattr__``)
    return cast(View, OpenHandsView(state.view_for(seat), hands))


def claim_text(claim: Claim) -> str:
    from engine.text import in_language
    from napoleon_gui.i18n import language

    return in_language(claim.reason, language())


def ai_claim_line(name: str) -> str:
    return tr("claim_ai", name=name)
