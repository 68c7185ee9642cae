"""Napoleon presets: the §14 matrix (N-PRESET-1), the §15 toggles (N-OPT) and custom preset
files with errors that name the field at fault."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.actions import Bid, Pass, ReverseBid
from engine.errors import PresetError
from engine.games.napoleon.params import (
    BOOK,
    FUKASHI,
    IGOSHOKAI,
    PRESETS,
    NapoleonRules,
    load_preset,
    preset_from_dict,
)
from engine.games.napoleon.state import NapoleonState
from engine.match import Match
from engine.registry import DealSetup, get_game

BOOK_PRIORITY = ("black", "red", "igo_nt", "nt", "chigaku_nt", "S", "H", "D", "C")

#: §15 toggles N-OPT-1a .. N-OPT-11 and N-OPT-13: off in every preset.
TOGGLES = (
    "no_first_last_exceptions",  # N-OPT-1a
    "first_trick_only_same_two_off",  # N-OPT-1b
    "joker_free",  # N-OPT-2
    "bowers_immune_to_same_two",  # N-OPT-3
    "same_two_beats_mighty",  # N-OPT-4
    "no_joker",  # N-OPT-5
    "left_bower_is_trump",  # N-OPT-6
    "club10_traitor",  # N-OPT-7
    "diamond_queen_beats_right_bower",  # N-OPT-8
    "mighty_free",  # N-OPT-9
    "two_decks",  # N-OPT-10
    "reverse_all_take",  # N-OPT-11
    "score_table_literal",  # N-OPT-13
)

#: §14 rows, one entry per (row, parameter): (book, fukashi, igoshokai).
MATRIX: dict[str, tuple[Any, Any, Any]] = {
    "players": ((3, 4, 5, 6), (5,), (5,)),  # row 1
    "misdeal": ("bust_hand", "bust_hand", "no_point_card"),  # row 4
    "misdeal_shows_hand": (False, False, True),  # row 4
    "trump_priority": (
        BOOK_PRIORITY,
        ("S", "H", "D", "C"),
        ("chigaku_nt", "S", "H", "D", "C"),
    ),  # rows 6, 7
    "max_bid": (20, 20, 20),  # row 9
    "auction": ("open", "stand_then_raise", "open"),  # row 10
    "opening_bidder": (
        "after_previous_declarer",
        "after_previous_declarer",
        "previous_adjutant",
    ),  # row 11
    "no_bid": ("responsibility_stand", "responsibility_stand", "annul"),  # row 12
    "reverse_all_take": (False, False, False),  # row 13
    "allow_own_adjutant_card": (True, True, True),  # row 15
    "discard_ban": ("none", "point_cards", "none"),  # row 18
    "yoromeki": (True, True, False),  # row 23
    "yoromeki_gaeshi": (True, False, False),  # row 24
    "same_two_beats": (
        frozenset({"right_bower", "left_bower"}),
        frozenset({"left_bower"}),
        frozenset(),
    ),  # rows 26, 27
    "joker_lead_beats_mighty": (False, False, True),  # row 30
    "joker_lead_point_fallback": (True, False, False),  # row 31
    "joker_follow_anytime": (False, False, True),  # row 33
    "joker_follow_counts_as_led_suit": (False, True, True),  # row 34
    "first_trick_rule": ("mighty_only", "fukashi_ban", "simple_contest"),  # row 36
    "last_trick_rule": ("mighty_and_joker_lead", "none", "no_joker_lead"),  # row 37
    "all_take": (True, False, False),  # row 39
    "stop_when_decided": (False, True, True),  # row 40
    "scoring": ("book", "book", "igoshokai"),  # row 41
}


@pytest.mark.parametrize("field", sorted(MATRIX))
def test_presets_match_the_matrix_of_section_14(field: str) -> None:
    book, fukashi, igoshokai = MATRIX[field]
    assert getattr(BOOK, field) == book
    assert getattr(FUKASHI, field) == fukashi
    assert getattr(IGOSHOKAI, field) == igoshokai


def test_preset_names_and_registry() -> None:
    assert set(PRESETS) == {
        "book",
        "fukashi",
        "igoshokai",
        "blind_stand",
        "imperialist",
        "urako",
        "two_player_1",
        "two_player_2",
        "four_pile_3p",
    }
    assert PRESETS["four_pile_3p"].deal_layout == "four_pile_three"
    assert PRESETS["book"] is BOOK
    spec = get_game("napoleon")
    assert spec.params("fukashi") is FUKASHI
    assert spec.players_for("igoshokai") == (5,)
    assert spec.players_for("book") == (3, 4, 5, 6)


@pytest.mark.parametrize(
    ("players", "hand", "kitty"), [(3, 16, 5), (4, 12, 5), (5, 10, 3), (6, 8, 5)]
)
def test_book_deal_sizes(players: int, hand: int, kitty: int) -> None:  # row 3, N-DEAL-2
    assert BOOK.hand_size(players) == hand
    assert BOOK.kitty_size(players) == kitty
    assert players * hand + kitty == 53


def test_five_player_presets_deal_ten_and_three() -> None:
    for rules in (FUKASHI, IGOSHOKAI):
        assert (rules.hand_size(5), rules.kitty_size(5)) == (10, 3)


def test_minimum_counts() -> None:  # row 8, N-BID-6
    assert BOOK.min_bid == {3: 16, 4: 14, 5: 12, 6: 14}
    assert FUKASHI.min_bid[5] == 13
    assert IGOSHOKAI.min_bid[5] == 12


def test_adjutant_count_and_discard_visibility() -> None:  # rows 14, 19
    assert [BOOK.adjutants_for(n) for n in (3, 4, 5, 6)] == [1, 1, 1, 2]
    assert FUKASHI.adjutants_for(5) == IGOSHOKAI.adjutants_for(5) == 1
    assert BOOK.discard_face_up == "point_cards"
    assert IGOSHOKAI.discard_face_up == "point_and_trump_cards"


def test_igoshokai_calls_its_no_trump_nt() -> None:  # N-BID-4
    assert IGOSHOKAI.trump_label("chigaku_nt") == "NT"
    assert BOOK.trump_label("chigaku_nt") == "chigaku_nt"
    assert IGOSHOKAI.first_last_rules_apply_to_nt is True
    assert BOOK.first_last_rules_apply_to_nt is False


def test_preset_values_reach_the_table() -> None:
    """The matrix is what players meet: bids offered, auction kind, players allowed."""
    book = NapoleonState.deal(BOOK, 5, random.Random(2))
    fukashi = NapoleonState.deal(FUKASHI, 5, random.Random(2))
    igoshokai = NapoleonState.deal(IGOSHOKAI, 5, random.Random(2))
    assert book.phase == fukashi.phase == igoshokai.phase == "auction"
    assert list(book.legal_actions())[1] == Bid(12, "C")
    assert list(fukashi.legal_actions()) == [Pass()] + [Bid(13, k) for k in "CDHS"]
    assert list(igoshokai.legal_actions())[-1] == Bid(20, "chigaku_nt")
    with pytest.raises(ValueError):
        NapoleonState.deal(FUKASHI, 4, random.Random(2))
    with pytest.raises(ValueError):
        Match.create("napoleon", "igoshokai", 4, seed=1)


# --- §15 toggles --------------------------------------------------------------------------
@pytest.mark.parametrize("toggle", TOGGLES)
def test_every_toggle_is_a_field_off_by_default(toggle: str) -> None:
    assert toggle in NapoleonRules.model_fields
    assert NapoleonRules.model_fields[toggle].default is False
    for rules in (BOOK, FUKASHI, IGOSHOKAI):
        assert getattr(rules, toggle) is False


def test_no_joker_toggle_takes_one_card_off_the_kitty() -> None:  # N-OPT-5
    rules = BOOK.model_copy(update={"no_joker": True})
    assert [rules.kitty_size(n) for n in (3, 4, 5, 6)] == [4, 4, 2, 4]


# --- custom presets -----------------------------------------------------------------------
def write(tmp_path: Path, data: Any, name: str = "house.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_custom_preset_file_with_base_and_overrides(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        {
            "base": "book",
            "name": "house",
            "reverse_all_take": True,
            "yoromeki_gaeshi": False,
            "min_bid": {"3": 16, "4": 15, "5": 12, "6": 14},
        },
    )
    rules = load_preset(path)
    assert rules.name == "house"
    assert rules.reverse_all_take is True
    assert rules.yoromeki_gaeshi is False
    assert rules.min_bid[4] == 15
    # everything not overridden comes from the base
    assert rules.trump_priority == BOOK.trump_priority
    assert rules.all_take is True
    assert rules.players == BOOK.players
    # and it plays by those rules
    state = NapoleonState.deal(rules, 4, random.Random(5))
    while state.phase == "misdeal_offer":
        state.apply(list(state.legal_actions())[1])
    assert list(state.legal_actions())[1] == Bid(15, "C")
    for _ in range(4):
        state.apply(Pass())
    assert state.phase == "reverse_auction"
    assert ReverseBid("C") in list(state.legal_actions())


def test_custom_preset_file_works_for_a_match(tmp_path: Path) -> None:
    path = write(tmp_path, {"base": "igoshokai", "name": "igo-yoromeki", "yoromeki": True})
    match = Match.create("napoleon", str(path), 5, seed=4)
    assert match.params.yoromeki is True
    assert match.params.scoring == "igoshokai"
    state = match.new_deal()
    assert state.players == 5


def test_custom_preset_without_base_uses_the_defaults() -> None:
    rules = preset_from_dict({"name": "plain"})
    assert rules.trump_priority == BOOK.trump_priority
    assert rules.min_bid == BOOK.min_bid


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"base": "book", "colour": "red"}, "colour"),  # unknown field
        ({"base": "book", "yoromeki": "maybe"}, "yoromeki"),  # wrong type
        ({"base": "book", "max_bid": "twenty"}, "max_bid"),
        ({"base": "book", "trump_priority": ["S", "H", "X"]}, "trump_priority"),
        ({"base": "book", "trump_priority": ["S", "S", "H"]}, "trump_priority"),
        ({"base": "fukashi", "trump_priority": ["nt", "S", "H", "D", "C"]}, "trump_priority"),
        (
            {"base": "book", "deal_sizes": {"3": [16, 5], "4": [12, 4], "5": [10, 3], "6": [8, 5]}},
            "deal_sizes",
        ),
        ({"base": "book", "min_bid": {"3": 16, "4": 21, "5": 12, "6": 14}}, "min_bid"),
        ({"base": "book", "max_bid": 21}, "max_bid"),
        ({"base": "book", "two_decks": True}, "two_decks"),
        ({"base": "book", "misdeal": "sometimes"}, "misdeal"),
        ({"base": "rettler"}, "base"),
    ],
)
def test_invalid_presets_name_the_field(tmp_path: Path, data: dict[str, Any], field: str) -> None:
    with pytest.raises(PresetError) as info:
        preset_from_dict(data)
    assert info.value.field == field
    assert field in str(info.value)
    # the same from a file
    with pytest.raises(PresetError) as info:
        load_preset(write(tmp_path, data))
    assert info.value.field == field


def test_malformed_preset_file(tmp_path: Path) -> None:
    path = write(tmp_path, '{"base": "book",\n "yoromeki": tru\n}')
    with pytest.raises(PresetError) as info:
        load_preset(path)
    assert info.value.field == "(file)"
    assert "line 2" in str(info.value)


def test_missing_preset_file_and_non_object(tmp_path: Path) -> None:
    with pytest.raises(PresetError) as info:
        load_preset(tmp_path / "nope.json")
    assert info.value.field == "(file)"
    with pytest.raises(PresetError) as info:
        load_preset(write(tmp_path, "[1, 2]"))
    assert info.value.field == "(preset)"


@pytest.mark.parametrize(
    ("preset", "players", "first_phase"),
    [
        ("two_player_1", 2, "auction"),
        ("two_player_2", 2, "choose_pile"),
        ("four_pile_3p", 3, "pile_choice"),
        ("imperialist", 4, "trump_choice"),
        ("blind_stand", 5, "auction"),
    ],
)
def test_every_way_to_deal_a_variant_deals_it_by_its_own_rules(preset, players, first_phase):
    """Dealt through the registry (a match, selfplay, the table) or by ``NapoleonState.deal``
    (benchmarks, tests), a variant starts with its own first decision (N-VAR-1/2/3/5/6)."""
    rules = PRESETS[preset]
    direct = NapoleonState.deal(rules, players, random.Random(5))
    spec = get_game("napoleon")
    via_registry = spec.new_deal(rules, players, random.Random(5), DealSetup(0, 1))
    assert direct.phase == via_registry.phase == first_phase
    assert type(direct) is type(via_registry) is not NapoleonState
