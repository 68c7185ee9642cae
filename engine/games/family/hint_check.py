"""Checking a stated hint fact in Napoleon and Rettler: the trump suits a claimed ruff speaks
of come from the contract in force (its trump kind, ``engine.cards.kind_suits``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...actions import Action
from ...cards import kind_suits
from ...core import GameState
from ...decision_facts import stated_fact_holds


def contract_fact_holds(
    fact: Any,
    state: GameState,
    seat: int,
    actions: Sequence[Action],
    play_fact_holds: Callable[..., bool],
) -> bool:
    """``GameSpec.fact_holds`` of a game whose view has the ``contract`` in force, or none
    yet (in the auction: no trump suits)."""
    contract = getattr(state.view_for(seat), "contract", None)
    suits = kind_suits(contract.trump) if contract is not None else ()
    return stated_fact_holds(fact, state, seat, actions, suits, play_fact_holds)
