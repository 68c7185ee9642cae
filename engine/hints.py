"""Hint mode: what the engine's player would do, and why tricks are won.

Hints only ever see a view (N-INFO): they cannot reveal hidden hands or the adjutant.

Where the game has a ``strong`` player (its ``GameSpec.bots``), a card play is hinted with
its search (issue 12): the card it chooses and why it beats the alternatives, in numbers a
player can weigh — how often the card takes the trick over the layouts of the hidden cards
sampled from the view, and what each alternative would give up on average
(``hint_search.py``). Those are aggregates over sampled layouts, never a hidden card.

Where a rule narrows the cards that may be played (must follow suit, the joker call, must
trump …: ``GameSpec.play_obligation``), the hint names that rule, as the game's own refusal
code words it, before any strategy reason; where the rule leaves one card, the rule is the
whole reason. The kitty exchange is hinted as the whole set of discards (``Hint.actions``).
Each game explains its tricks (``GameSpec.explain_trick``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action, PlayCard
from .cards import DECK_STRIDE
from .core import View
from .events import TrickWon
from .registry import get_game
from .text import Text, in_language


@dataclass(frozen=True)
class Hint:
    action: Action
    text: str
    #: a decision made of several actions at once (the kitty exchange, N-KIT-2, R-KIT-1):
    #: all of them, in an order the engine accepts; () for a single action
    actions: tuple[Action, ...] = ()
    #: the text itself begins with the choice ("Play ♣10. …"), so a table shows it alone
    says_choice: bool = False
    #: the facts (``engine.facts`` and each game's own) the text states, in its order: what
    #: the fact-truth and corpus tests check against the whole deal
    facts: tuple[Any, ...] = ()

    @property
    def decision(self) -> tuple[Action, ...]:
        """Every action of the hinted decision: ``actions``, or the one ``action``."""
        return self.actions or (self.action,)


def hint_player(game: str) -> Any:
    """The player whose choice a hint gives: the game's ``strong`` player where it has one
    (its module is imported only now), else the rule-based one. The table keeps it to
    ``abandon()`` a search whose decision is gone."""
    from .ai import make_bot

    try:
        return make_bot(game, "strong", seed=0)
    except ValueError:  # no search player for this game (yet)
        return make_bot(game, "normal", seed=0)


def suggest(game: str, view: View, player: Any = None) -> Hint:
    """The choice of ``player`` (by default ``hint_player(game)``) for ``view``, with why: for
    a card play, the sentences of ``hint_search.play_text`` (the choice, the rule that narrows
    it, the facts that decide it, the best alternative, the rule of thumb); for any other
    decision, the player's reason."""
    bot = hint_player(game) if player is None else player
    discard_set = getattr(bot, "discard_set", None)
    if discard_set is not None and getattr(view, "phase", "") == "discard":
        whole = discard_set(view)
        if whole:
            from .decision_hints import exchange_hint

            return exchange_hint(game, view, whole)
    search = getattr(bot, "search", None)
    explain = getattr(bot, "explain", None)
    result = None
    reason: str | None = None
    action: Action
    rule_bot = getattr(bot, "rule_bot", None)
    if rule_bot is not None and getattr(view, "phase", "") != "play":
        # a bid, a call or a discard: the rule of thumb's choice, whose reason and facts
        # the hint states (the strong seats may search these; a search's margin in game
        # points is no reason a beginner can follow, issue 23 point 3)
        action, reason = rule_bot.explain(view)
    elif search is not None:
        result = search(view)
        action = result.chosen
        reason = result.reason
    elif explain is not None:
        action, reason = explain(view)
    else:
        action = bot.choose(view)
    if not _is_card_play(view, action):
        from .decision_hints import decision_hint

        return decision_hint(game, view, action, reason)
    # the words (and the facts) are imported only when hinting a card: the table shows why
    # tricks are won from its first deal, long before any hint
    from .hint_search import DECIDING, play_text

    obligation = play_obligation(game, view)
    only = _choices(view, game) == 1
    if only and obligation is None and not _last_card(view, action):
        only = False  # one card left by a rule the game does not word: keep its reason
    play_facts = get_game(game).play_facts
    forced = only and obligation is not None  # the rule is the whole reason
    facts = play_facts(view, action) if play_facts is not None and not forced else []
    text = play_text(
        game,
        action,
        leading=not (getattr(view, "trick", ()) or getattr(view, "round_plays", ())),
        only_card=only,
        obligation=obligation,
        facts=facts,
        reason=reason,
        result=result,
    )
    return Hint(action, text, says_choice=True, facts=tuple(facts[:DECIDING]))


def _last_card(view: View, action: Action) -> bool:
    """Whether ``action`` plays the one card (or copies of one card) the seat holds."""
    hand = getattr(view, "hand", None)
    card = getattr(action, "card", None)
    if hand is None or card is None:
        return False
    return {c % DECK_STRIDE for c in hand} == {card % DECK_STRIDE}


def _is_card_play(view: View, action: Action) -> bool:
    """Whether ``action`` plays a card (or Rettler's cards) to the trick in progress."""
    if getattr(view, "phase", "") != "play":
        return False
    return isinstance(action, PlayCard) or bool(getattr(action, "cards", ()))


def play_obligation(game: str, view: View) -> tuple[str, Text] | None:
    """The rule ID that narrows the card plays of ``view`` and what it says (each game's
    ``GameSpec.play_obligation`` asks its legality code), or ``None`` when the seat may play
    any card it holds, or is not playing a card."""
    if getattr(view, "phase", "") != "play":
        return None
    obligation = get_game(game).play_obligation
    return obligation(view) if obligation is not None else None


def _choices(view: View, game: str) -> int:
    """How many different cards the legal card plays leave (two copies of one card, or one
    card with several suits to name, are one choice); 0 when the choice is not of a card."""
    if not all(isinstance(a, PlayCard) for a in view.legal):
        return 0
    face = get_game(game).card_face
    return len({face(a.card) for a in view.legal if isinstance(a, PlayCard)})


def explain_trick(game: str, event: TrickWon, view: View, lang: str = "en") -> str:
    """Why the trick of ``event`` was won, citing the rule (N-TRICK-20): the game's
    ``GameSpec.explain_trick``, else the event's own reason and rule ID."""
    explain = get_game(game).explain_trick
    words = explain(event, view) if explain is not None else None
    return in_language(words, lang) if words is not None else f"{event.reason} — {event.rule_id}"
