"""The coach's words: a decision's short label and what the coach says about it (issue 21
point 2's order: the choice, the fact that decides it, the better choice and its cost).

Every card named here is one the seat could see at that moment: its own, one on the table,
or one already played; the facts come from the seat's view (``GameSpec.play_facts``, the
same facts a hint states); a face-down card of the puzzle's dummy is named by its suit (all
that can be seen of it), never by what it turned out to be.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..actions import (
    Action,
    Bid,
    CallAdjutant,
    Close,
    DeclareMisdeal,
    Discard,
    KeepHand,
    Pass,
    PlayCard,
    ReverseBid,
)
from ..cards import DECK_STRIDE, card_label
from ..hint_search import _amount as hint_amount
from ..hint_search import card_words
from ..registry import all_games, get_game
from ..terms import trump_name
from ..text import Text, joined, said, said_n, said_p


class _Thresholds(Mapping[str, float]):
    """``THRESHOLD[game]``: the game's ``GameSpec.mistake_threshold``."""

    def __getitem__(self, game: str) -> float:
        return get_game(game).mistake_threshold

    def __iter__(self) -> Iterator[str]:
        return iter(spec.name for spec in all_games())

    def __len__(self) -> int:
        return len(all_games())


#: the least cost of a mistake, in the game's units (issue 21 point 6), by game: half a
#: point card; 10 Belote points; 10 points of the team's chance of success
THRESHOLD: Mapping[str, float] = _Thresholds()

#: a decision's words name at most this many facts (the ones that decide it)
FACTS = 2


def amount(game: str, value: float) -> Text:
    """``value`` in the game's units, as a hint says it: "1.7 point cards", "20 points",
    "15 % of the chance of success"."""
    return hint_amount(game, value)


def action_words(game: str, action: Action, view: Any = None) -> Text | str:
    """One action as a player names it, in every language: "♡K", "♠ 14", "pass"; the game's
    own actions as its ``GameSpec.action_words`` names them (``view``, the seat's, names
    the suit of a face-down card of the puzzle's dummy)."""
    own = get_game(game).action_words
    words = own(action, view) if own is not None else None
    if words is not None:
        return words
    if isinstance(action, PlayCard):
        return card_words(action)
    if isinstance(action, Discard):
        return card_label(action.card % DECK_STRIDE)
    if isinstance(action, CallAdjutant):
        return said("call {card}", card=card_label(action.card % DECK_STRIDE))
    if isinstance(action, ReverseBid):
        return said("reverse all-take {trump}", trump=trump_name(action.trump))
    if isinstance(action, Bid):
        return said("bid {count} {trump}", count=action.count, trump=trump_name(action.trump))
    if isinstance(action, Pass):
        return said_p("a call", "pass")
    if isinstance(action, Close):
        return said("close the auction")
    if isinstance(action, DeclareMisdeal):
        return said("declare a misdeal")
    if isinstance(action, KeepHand):
        return said("keep the hand")
    cards: tuple[int, ...] = getattr(action, "cards", ())
    if cards:  # a lead of one, two or more cards (Rettler's)
        return "".join(card_label(c % DECK_STRIDE) for c in cards)
    return action.label()


def listed(parts: Sequence[Text | str]) -> Text | str:
    """ "a, b, c" as each language lists things ("a、b、c")."""
    head = parts[0]
    for part in parts[1:]:
        head = said("{names}, {name}", names=head, name=part)
    return head


def choice_words(game: str, actions: Sequence[Action], view: Any = None) -> Text | str:
    """A decision of one or several actions (the kitty exchange: every discard)."""
    if len(actions) == 1:
        return action_words(game, actions[0], view)
    return joined([action_words(game, a, view) for a in actions], " ")


def label(
    game: str,
    kind: str,
    trick: int | None,
    actions: Sequence[Action],
    view: Any = None,
    round_no: int | None = None,
) -> Text:
    """The decision's short name: "trick 4 ♡K", "bid 14 ♠", "discard ♠3 ♡5"; Rettler's
    card plays by round (R-PLAY); a message of the co-op talk by the trick it was said in
    (and the round, ``round_no``, in a game of two rounds): "trick 3: “I hold a card above
    ♡9”"."""
    what = choice_words(game, actions, view)
    if kind == "talk" and round_no is not None:
        return said("round {round}, trick {n}: {what}", round=round_no, n=trick or 1, what=what)
    if kind == "talk":
        return said("trick {n}: {what}", n=trick or 1, what=what)
    if trick is not None:
        trick_label = get_game(game).trick_label
        if trick_label is not None:  # Rettler's card plays by round (R-PLAY)
            return trick_label(trick, what)
        return said("trick {n} {what}", n=trick, what=what)
    if kind == "discard":
        return said("discard {cards}", cards=what)
    return what if isinstance(what, Text) else joined([what])


def words(
    game: str,
    kind: str,
    chosen: Sequence[Action],
    better: Sequence[Action],
    cost: float,
    mistake: bool,
    facts: Sequence[Any],
    obligation: tuple[str, Text] | None = None,
    only: bool = False,
    agreed: bool = False,
    view: Any = None,
    values: tuple[float, float] = (0.0, 0.0),
    compared: Sequence[Action] = (),
) -> Text:
    """What the coach says of one decision: the choice, the one or two facts that decide it
    (``facts``, computed from the seat's view: of the chosen card, then one of the better
    card), then the better choice and its cost, or that the choice was as good as any.
    ``only``: the seat had a single legal choice, left by ``obligation`` (why, rule ID)
    where a rule narrowed it; ``agreed``: the choice is the strong player's own (it was not
    compared with every other); ``values``: the mean values of the better choice and the
    player's (the co-op game says both chances of success); ``compared``: a message's other
    choices besides staying silent."""
    what = choice_words(game, chosen, view)
    if kind == "discard":
        first = said("You discarded {cards}.", cards=what)
    elif kind == "play":
        first = said("You played {card}.", card=what)
    elif kind == "talk":
        first = said("You said {message}.", message=what)
    else:
        first = said("Your choice: {what}.", what=what)
    parts: list[Text | str] = [first]
    if only and obligation is not None:
        rule, why = obligation
        parts.append(
            said("It was the only card you could play: {why} ({rule}).", why=why, rule=rule)
        )
        return _sentences(parts)
    if only:
        parts.append(said("It was your only choice."))
        return _sentences(parts)
    parts += [fact.words() for fact in facts]
    chances = _chances(game, values)
    if better and chances is not None:
        good, bad = chances
        if mistake:
            template = said(
                "Better: {better}: the team's chance of success would have been about {good} % "
                "instead of {bad} %.",
                better=choice_words(game, better, view),
                good=good,
                bad=bad,
            )
        else:
            template = said(
                "Perhaps better: {better} (about {good} % chance of success instead of "
                "{bad} %), but too close or too uncertain to call it a mistake.",
                better=choice_words(game, better, view),
                good=good,
                bad=bad,
            )
        parts.append(template)
    elif better and mistake:
        parts.append(
            said(
                "Better: {better}, by about {amount} on average.",
                better=choice_words(game, better, view),
                amount=amount(game, cost),
            )
        )
    elif better and cost >= THRESHOLD[game]:
        parts.append(
            said(
                "Perhaps better: {better}, by about {amount}, but that depends too much on "
                "the cards you could not see to call it a mistake.",
                better=choice_words(game, better, view),
                amount=amount(game, cost),
            )
        )
    elif better:
        parts.append(
            said(
                "Slightly better: {better}, by about {amount}, too little to call it a mistake.",
                better=choice_words(game, better, view),
                amount=amount(game, cost),
            )
        )
    elif kind == "talk" and compared:
        parts.append(
            said(
                "Neither staying silent nor {other} would have done better.",
                other=choice_words(game, compared, view),
            )
        )
    elif kind == "talk":
        parts.append(said("Staying silent would not have done better."))
    elif agreed:
        parts.append(said("A strong player would have chosen the same."))
    else:
        parts.append(said("No other choice would have done better."))
    return _sentences(parts)


def _chances(game: str, values: tuple[float, float]) -> tuple[int, int] | None:
    """The chances of success (percent) with the better choice and with the player's, where
    they differ once rounded, in a game whose outcome is success or failure (the co-op
    game); None in the other games."""
    if not get_game(game).chance_of_success:
        return None
    good, bad = (round(100 * v) for v in values)
    return (good, bad) if good != bad else None


def _sentences(parts: list[Text | str]) -> Text:
    text = parts[0]
    assert isinstance(text, Text)
    for part in parts[1:]:
        text = said("{before} {after}", before=text, after=part)
    return text


__all__ = ["FACTS", "action_words", "amount", "choice_words", "label", "said_n", "words"]
