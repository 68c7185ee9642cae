"""Rettler's team and every-man-for-himself deals on the table, played by mouse and keyboard
as the human: the trump named unseen (R-VAR-4/7/11) in the trump panel, the team colours and
letters (R-VAR-7), the sanction's leftovers face up (R-VAR-11) and the team cards (R-VAR-8)."""

from __future__ import annotations

import pytest
from keys import press
from mouse import click_button, wait_panel
from PySide6.QtCore import Qt
from test_rettler_table import Driver

from engine.hints import suggest
from napoleon_gui.dialogs.deal_result import DealResultWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games.rettler import panels, team_card_item
from napoleon_gui.table.placement import HAND, KITTY
from napoleon_gui.widgets.trump_choice_panel import TrumpChoicePanel

NAMES = ["You", "Anne", "Bob", "Claire", "Dan", "Eve", "Fay", "Gus"]
#: seeds whose first deal has the human (seat 0) drawn to name the trump
CHOOSER_SEED = {"team_3v3": 3, "imperialist": 3}


def _start(window, preset: str, players: int, seed: int) -> None:
    window.activateWindow()
    config = GameConfig("rettler", preset, players, 0, ["normal"] * players, NAMES[:players], seed)
    window.controller.new_match(config)


class TeamDriver(Driver):
    """The book driver, plus the trump panel (names the first kind by mouse); with
    ``pass_all`` it passes every bid, so that the human gets a team card (R-VAR-8)."""

    def __init__(self, qtbot, window, pass_all: bool = False) -> None:
        super().__init__(qtbot, window)
        self.pass_all = pass_all
        self.named = ""
        self.on_round = None

    def step(self) -> object:
        self.wait()
        panel = self.window.decisions.panel()
        if isinstance(panel, TrumpChoicePanel) and self.window.active_dialog is None:
            panel = wait_panel(self.qtbot, self.window, TrumpChoicePanel)
            self.named = next(iter(panel.trump_buttons))
            click_button(self.qtbot, panel.trump_buttons[self.named])
            return None
        if self.pass_all and isinstance(panel, panels.RettlerBidPanel):
            panel = wait_panel(self.qtbot, self.window, panels.RettlerBidPanel)
            button = panel.pass_button if panel.pass_button.isVisible() else panel.close_button
            click_button(self.qtbot, button)
            return None
        if self.on_round is not None:
            self.on_round()
        return super().step()


def _hand_face_up(window) -> bool:
    """The human has picked up his hand: its cards lie face up."""
    return any(it.face_up for it in window.scene.zone_items(HAND, 0))


def _team_cards(window) -> dict[int, team_card_item.TeamCard]:
    return team_card_item.scene_cards(window.scene)


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_the_human_plays_a_whole_3_against_3_deal_by_mouse(qtbot, window):
    """R-VAR-7: the human names trump with his hand face down, plays every unit by clicking
    cards; the plates show the teams in colour and letter, the info lines the trump and the
    teams (never "Auction"), the result window the winning team."""
    _start(window, "team_3v3", 6, CHOOSER_SEED["team_3v3"])
    panel = wait_panel(qtbot, window, TrumpChoicePanel, timeout=20000)
    hand = window.scene.zone_items(HAND, 0)
    assert len(hand) == 18 and not any(it.face_up for it in hand)  # unseen: face down
    assert "face down" in panel.help_label.text() and "R-VAR-7" in panel.help_label.text()
    assert not any("Auction" in line for line in window.scene.info_lines())
    plates = [window.scene.plate(s) for s in range(6)]
    assert [p.role.split(" ·")[0] for p in plates] == ["Team A", "Team B"] * 3
    colours = {p.team_colour.name() for p in plates if p.team_colour is not None}
    assert len(colours) == 2
    assert plates[0].team_colour == plates[2].team_colour != plates[1].team_colour
    driver = TeamDriver(qtbot, window)
    driver.step()  # names the first kind by mouse
    c = window.controller
    qtbot.waitUntil(lambda: c.state.phase == "play", timeout=5000)
    assert c.view().variant.trump == driver.named
    qtbot.waitUntil(
        lambda: any(it.face_up for it in window.scene.zone_items(HAND, 0)), timeout=5000
    )
    lines = window.scene.info_lines()
    assert lines[0] == "Team game (R-VAR-7)"
    assert any(line.startswith("Trump: ") for line in lines)
    assert any(line.startswith("Team A: You, Bob, Dan") for line in lines)
    result = driver.deal()
    assert driver.leads + driver.follows >= 18  # every unit of the human's, by mouse
    label = next(w for w in result.findChildren(object) if w.objectName() == "variant_result")
    detail = c.match.rows[-1].detail
    winner = "Team A" if 0 in detail["winning_teams"] else "Team B"
    assert f"{winner} (" in label.text() and "— wins" in label.text()
    assert "Team A (You, Bob, Dan)" in label.text()


def test_imperialist_trump_panel_enter_names_the_hint_kind(qtbot, window):
    """R-VAR-4: Enter names the kind the hint suggests (the panel says which); the info
    lines say every player is for himself and count the point cards on the plates."""
    _start(window, "imperialist", 5, CHOOSER_SEED["imperialist"])
    panel = wait_panel(qtbot, window, TrumpChoicePanel, timeout=20000)
    c = window.controller
    expected = suggest("rettler", c.view()).action.trump
    assert panel.suggested == expected
    assert "R-VAR-4" in panel.help_label.text()
    assert window.scene.info_lines()[0] == "Every player for himself (R-VAR-4)"
    press(qtbot, window, Qt.Key.Key_Return, in_area=True)
    qtbot.waitUntil(lambda: c.state.phase == "play", timeout=5000)
    assert c.view().variant.trump == expected
    assert window.scene.plate(0).role == "1st lead"


def test_imperialist_trump_panel_by_mouse(qtbot, window):
    _start(window, "imperialist", 5, CHOOSER_SEED["imperialist"])
    panel = wait_panel(qtbot, window, TrumpChoicePanel, timeout=20000)
    kind = [k for k in panel.trump_buttons if k != panel.suggested][-1]
    click_button(qtbot, panel.trump_buttons[kind])
    c = window.controller
    qtbot.waitUntil(lambda: c.state.phase == "play", timeout=5000)
    assert c.view().variant.trump == kind
    qtbot.waitUntil(
        lambda: any(it.face_up for it in window.scene.zone_items(HAND, 0)), timeout=5000
    )


def test_sanction_leftovers_lie_face_up_and_the_target_is_shown(qtbot, window):
    """R-VAR-11: five players, 3 cards left over face up in the middle; the punished
    player's plate and his target in the info lines."""
    _start(window, "sanction", 5, 2)
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None and window.queue.is_idle(), timeout=20000)
    left = window.scene.zone_items(KITTY, 0)
    assert len(left) == 3 and all(it.face_up for it in left)
    info = c.view().variant
    assert window.scene.plate(info.chooser).role == "Punished: alone"
    name = window.scene.seat_name(info.chooser)
    assert f"{name} must take {info.target} point cards" in " ".join(window.scene.info_lines())
    assert "Left over, face up: 3" in window.scene.captions().values()


@pytest.mark.slow  # one of the longest: started first on its worker (tests/conftest.py)
def test_team_cards_the_human_sees_his_after_winning_a_round_all_turn_at_the_end(qtbot, window):
    """R-VAR-8: the human passes; after the contract a face-down card lies by each
    non-Rettler plate; once the human has won a round his own card is face up to him; at
    the end every card is face up and the result says who was on which side."""
    _start(window, "team_cards", 6, 3)
    driver = TeamDriver(qtbot, window, pass_all=True)
    c = window.controller
    seen: dict[str, object] = {}

    def check() -> None:
        view = c.view()
        cards = _team_cards(window)
        if view.phase == "play" and cards and "dealt" not in seen:
            seen["dealt"] = True
            declarer = view.contract.declarer
            assert sorted(cards) == [s for s in range(6) if s != declarer]
            assert not any(
                card.face_up for s, card in cards.items() if s != 0 or not view.team_card
            )
        if view.team_card is not None and "mine" not in seen and view.phase == "play":
            qtbot.waitUntil(lambda: _team_cards(window)[0].side == view.team_card, timeout=3000)
            seen["mine"] = view.team_card
            others = [card for s, card in _team_cards(window).items() if s != 0]
            assert not any(card.face_up for card in others)  # still face down to him

    driver.on_round = check
    result = driver.deal()
    assert isinstance(result, DealResultWindow)
    assert "dealt" in seen
    view = c.view()
    cards = _team_cards(window)
    qtbot.waitUntil(
        lambda: all(card.side == view.team_cards[s] for s, card in cards.items()), timeout=5000
    )
    assert all(card.face_up for card in cards.values())
    label = next(w for w in result.findChildren(object) if w.objectName() == "variant_result")
    assert "Rettler side: " in label.text() and "Coalition: " in label.text()
    assert 0 in view.team_cards_looked  # the seed's deal: the human wins a round
    assert seen["mine"] == view.team_cards[0]


def test_the_new_game_dialog_offers_every_team_table_of_r_var_7(qtbot):
    """R-VAR-7: 2-2, 3-3, 2-2-2 and 4-4, each with its title and its one player count."""
    from napoleon_gui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("rettler"))
    expected = {
        "team_2v2": ("Rettler 2 against 2", 4),
        "team_3v3": ("Rettler 3 against 3", 6),
        "team_2v2v2": ("Rettler three teams of 2", 6),
        "team_4v4": ("Rettler 4 against 4", 8),
    }
    for preset, (title, players) in expected.items():
        index = dialog.preset_combo.findData(preset)
        assert index >= 0 and dialog.preset_combo.itemText(index) == title
        dialog.preset_combo.setCurrentIndex(index)
        counts = [dialog.players_combo.itemData(i) for i in range(dialog.players_combo.count())]
        assert counts == [players]


def test_a_long_trump_name_wraps_whole_and_the_other_info_lines_keep_their_size(qtbot, window):
    """R-VAR-7, 2 against 2, in French: the human names the Go-Shogi club no-trump by
    mouse; its long info line wraps onto a second row, whole, never cut short with "…"
    (issue 25), while the variant, team and trick lines keep the size they have with a
    short trump name."""
    from napoleon_gui import i18n

    i18n.set_language("fr")
    window.resize(1024, 700)
    _start(window, "team_2v2", 4, 3)
    panel = wait_panel(qtbot, window, TrumpChoicePanel, timeout=20000)
    click_button(qtbot, panel.trump_buttons["igo_nt"])
    c = window.controller
    qtbot.waitUntil(lambda: c.state.phase == "play" and window.queue.is_idle(), timeout=5000)
    lines = window.scene.info_lines()
    assert lines[1] == "Atout\u00a0: sans-atout du club de go et de shogi"
    size, drawn = window.scene.info_drawn()
    assert not any(row.endswith("…") for row in drawn)
    assert len(drawn) == len(lines) + 1  # the trump line on two rows
    assert " ".join(drawn[1:3]) == lines[1]
    assert [drawn[0], *drawn[3:]] == [lines[0], *lines[2:]]
    short = [*lines[:1], "Atout\u00a0: ♠ pique", *lines[2:]]
    window.scene.set_info(short)
    assert window.scene.info_drawn()[0] == size  # the same size as with a short trump
    assert window.scene.info_drawn()[1] == short


def test_japanese_lists_the_team_members_with_the_japanese_separator(qtbot, window):
    """R-VAR-7 in Japanese: the teams' names on the info lines and in the result window
    are listed with "、", never ", "."""
    from napoleon_gui import i18n

    i18n.set_language("ja")
    _start(window, "team_3v3", 6, CHOOSER_SEED["team_3v3"])
    wait_panel(qtbot, window, TrumpChoicePanel, timeout=20000)
    teams = [line for line in window.scene.info_lines() if " — " in line]
    assert len(teams) == 2
    assert all("、" in line and ", " not in line for line in teams), teams
    from napoleon_gui.games.rettler.team_table import result_lines

    detail = {"team_game": True, "teams": [0, 1] * 3, "team_points": [12, 28]}
    result = result_lines(detail, NAMES[:6])
    assert "You、Bob、Dan" in result[0] and "Anne、Claire、Eve" in result[1]
