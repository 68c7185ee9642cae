"""The co-op partners' search is bounded by counts, never by the clock (MD-14, M-SOLVE-11):
a player never waits seconds for a card, and the same view gets the same card on any
machine. Speed itself is measured by ``python -m engine bench --game mustfollow --what
decision``, never here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

import pytest

from engine.games.mustfollow import solver as solver_module
from engine.games.mustfollow.multi import MultiSolver
from engine.games.mustfollow.params import FIRST_EDITION
from engine.games.mustfollow.state import MustFollowState
from engine.games.mustfollow.strategy import CoopBot, MustFollowBot
from engine.games.mustfollow.view import MustFollowView


def searched_views(players: int, number: int, from_trick: int) -> Iterator[MustFollowView]:
    """The views of a numbered deal played by the ``normal`` AIs where a seat has a real
    choice, from ``from_trick`` on (6 tricks left at trick 7: the hardest searches)."""
    state = MustFollowState.numbered(FIRST_EDITION, players, number)
    bots = [MustFollowBot(number * 10 + i) for i in range(players)]
    while state.current_seat is not None:
        for seat, bot in enumerate(bots):
            for message in bot.talk(state.view_for(seat), state.message_menu(seat)):
                state.say(seat, message)
        seat = state.current_seat
        if seat is None:
            break
        view = state.view_for(seat)
        if view.trick_number >= from_trick and len(view.legal) > 1:
            yield view
        state.apply(bots[seat].choose(view))


class CountingSolver(MultiSolver):
    """A ``MultiSolver`` that remembers every instance, so a test can add up their work."""

    made: ClassVar[list[MultiSolver]] = []

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        CountingSolver.made.append(self)


@pytest.mark.slow
@pytest.mark.parametrize(("players", "number"), [(4, 1), (4, 2), (3, 1)])
def test_a_partner_never_tries_more_cards_than_its_budget(
    players: int, number: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(solver_module, "MultiSolver", CountingSolver)
    searched = 0
    for view in searched_views(players, number, from_trick=7):
        CountingSolver.made = []
        bot = CoopBot(number)
        bot.explain(view)
        spent = sum(s.steps for s in CountingSolver.made)
        assert spent == bot.last_steps <= bot.steps_for(players)
        searched += bool(CountingSolver.made)
    assert searched >= 5  # the hard middle of the deal was searched, not skipped


def test_a_tiny_budget_plays_by_the_plan_and_the_same_card_every_time() -> None:
    view = next(searched_views(4, 1, from_trick=7))
    answers = [CoopBot(3, decision_steps=40).explain(view) for _ in range(2)]
    assert answers[0] == answers[1]
    action, reason = answers[0]
    assert action in view.legal
    assert "M-TALK-4" in reason  # out of budget: the announced plan decides (M-TALK-4)


@pytest.mark.slow
def test_the_budget_leaves_the_last_tricks_exact() -> None:
    """With three tricks left every imagined deal is searched to the end within the budget:
    the card is the one an unbounded search picks, for the same reason."""
    compared = 0
    for view in searched_views(4, 2, from_trick=10):
        bounded = CoopBot(5).explain(view)
        unbounded = CoopBot(5, decision_steps=10**9).explain(view)
        assert bounded == unbounded
        assert "M-SOLVE-11" in bounded[1]
        compared += 1
    assert compared >= 3
