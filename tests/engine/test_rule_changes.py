"""A preset with one rule changed (New game's toggles): reverse all-take (N-OPT-11 = N-VAR-8)
on any preset with an auction, refused with the field named where there is none (N-VAR-5)."""

from __future__ import annotations

import pytest

from engine.actions import Pass
from engine.errors import PresetError
from engine.games.napoleon.params import BOOK, PRESETS
from engine.match import Match
from engine.presets import changes_from


def test_the_book_with_reverse_all_take_opens_the_reverse_auction() -> None:
    match = Match.create("napoleon", "book", 4, 2, {"reverse_all_take": True})
    assert match.params.reverse_all_take and match.params.name == "book"
    assert changes_from(PRESETS, match.params) == {"reverse_all_take": True}
    state = match.new_deal()
    while state.phase == "auction":  # nobody bids (N-BID-16)
        state.apply(Pass())
    assert state.phase == "reverse_auction"


def test_no_change_is_the_preset_itself() -> None:
    assert Match.create("napoleon", "book", 4, 2, {}).params is BOOK
    assert changes_from(PRESETS, BOOK) == {}


def test_imperialist_refuses_it_naming_the_field() -> None:
    with pytest.raises(PresetError) as caught:
        Match.create("napoleon", "imperialist", 4, 2, {"reverse_all_take": True})
    assert caught.value.field == "reverse_all_take" and "N-VAR-5" in str(caught.value)
