"""Reverse all-take (N-VAR-8 = N-OPT-11) as a toggle on any Napoleon preset, chosen in New
game by mouse: when nobody bids, the reverse all-take auction (N-BID-16) opens; without it
the same deal goes to the responsibility stand (N-BID-13). The box follows each preset
(disabled where the engine refuses the flip: Imperialist Napoleon has no auction, N-VAR-5),
and saving and resuming keep it.

Seed 0 with the book's four players: the player (seat 0) opens the auction and every
"normal" AI passes after him (found with the engine's bots).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from mouse import choose_in_combo, click_button, open_new_game, wait_panel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from engine.actions import Pass
from napoleon_gui.app import MainWindow
from napoleon_gui.dialogs.new_game import NewGameDialog
from napoleon_gui.games.napoleon.bidding import BiddingPanel
from napoleon_gui.saves import Autosave, AutosaveError
from napoleon_gui.settings import Store

SEED = 0


def start_book(qtbot: Any, window: MainWindow, reverse: bool) -> None:
    """New game by mouse: the book, the reverse all-take box as asked, seed 0."""
    dialog = open_new_game(qtbot, window)
    choose_in_combo(qtbot, dialog.preset_combo, "book")
    check = dialog.toggle_checks["reverse_all_take"]
    assert check.isVisible() and check.isEnabled()
    assert not check.isChecked()  # the book's own value (N-OPT-11 is off in the book)
    if reverse:
        qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
        assert check.isChecked()
    qtbot.mouseClick(dialog.seed_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.seed_edit, str(SEED))
    click_button(qtbot, dialog.findChild(QPushButton, "start_button"))
    qtbot.waitUntil(lambda: window.active_dialog is None, timeout=3000)


def pass_first_bid(qtbot: Any, window: MainWindow) -> None:
    """The player passes in the auction with the mouse; then every AI passes (seed 0)."""
    panel = wait_panel(qtbot, window, BiddingPanel)
    assert panel.view.phase == "auction"
    click_button(qtbot, panel.pass_button)
    qtbot.waitUntil(lambda: Pass() in window.controller.actions, timeout=5000)


def reverse_panel(qtbot: Any, window: MainWindow) -> BiddingPanel:
    def shown() -> bool:
        panel = window.decisions.panel()
        return isinstance(panel, BiddingPanel) and panel.view.phase == "reverse_auction"

    qtbot.waitUntil(shown, timeout=10000)
    return wait_panel(qtbot, window, BiddingPanel)


def test_checked_on_the_book_nobody_bids_and_the_reverse_auction_opens(qtbot, window):
    start_book(qtbot, window, reverse=True)
    c = window.controller
    assert c.config.preset == "book" and c.config.rule_changes == {"reverse_all_take": True}
    pass_first_bid(qtbot, window)
    panel = reverse_panel(qtbot, window)
    assert window.decisions.heading.text() == "Reverse all-take auction"
    assert "N-BID-16" in panel.help_label.text()
    assert "reverse all-take" in panel.help_label.text()
    assert panel.bid_buttons  # a trump kind to promise no point card with
    # the rules viewer names the change and uses the reverse all-take rules
    window.open_rule("N-BID-16")
    viewer = window.rules_viewer
    assert viewer.windowTitle().endswith("+ reverse all-take")
    for rule in ("N-BID-16", "N-KIT-5"):
        assert "(not used)" not in viewer._items[rule].text(0), rule
    viewer.close()


def test_unchecked_the_same_deal_has_no_reverse_auction(qtbot, window):
    start_book(qtbot, window, reverse=False)
    c = window.controller
    assert c.config.rule_changes == {}
    pass_first_bid(qtbot, window)
    # N-BID-13: the Mighty's holder must stand (the book), no reverse auction
    qtbot.waitUntil(lambda: c.state.phase == "responsibility_stand", timeout=10000)
    panel = window.decisions.panel()
    assert not (isinstance(panel, BiddingPanel) and panel.view.phase == "reverse_auction")
    assert window.decisions.heading.text() != "Reverse all-take auction"
    window.open_rule("N-BID-16")
    viewer = window.rules_viewer
    assert "reverse all-take" not in viewer.windowTitle()
    assert "(not used)" in viewer._items["N-BID-16"].text(0)
    viewer.close()


def test_the_box_follows_the_preset_and_is_disabled_for_imperialist(qtbot):
    dialog = NewGameDialog(["You"], preset="book")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    check = dialog.toggle_checks["reverse_all_take"]
    assert check.text() == "Reverse all-take (N-VAR-8)"
    assert "N-BID-16" in check.toolTip()
    assert "N-OPT-11" in dialog.toggle_links["reverse_all_take"].text()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
    assert dialog.config().rule_changes == {"reverse_all_take": True}

    choose_in_combo(qtbot, dialog.preset_combo, "imperialist")
    assert check.isVisible() and not check.isEnabled() and not check.isChecked()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton)  # a disabled box does not change
    assert not check.isChecked() and dialog.config().rule_changes == {}

    choose_in_combo(qtbot, dialog.preset_combo, "fukashi")
    assert check.isEnabled() and not check.isChecked()  # Fukashi's own value
    choose_in_combo(qtbot, dialog.preset_combo, "book")
    assert check.isChecked()  # the choice made for the book is remembered

    # the rule link opens the rules viewer at N-OPT-11, with the toggle in its title
    dialog.toggle_links["reverse_all_take"].linkActivated.emit("rule:N-OPT-11")
    viewer = dialog.rules_viewer
    assert viewer is not None and viewer.windowTitle().endswith("+ reverse all-take")
    viewer.close()


def test_the_box_is_only_for_napoleon(qtbot):
    dialog = NewGameDialog(["You"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog.toggle_rows["reverse_all_take"]
    assert row.isVisible()
    choose_in_combo(qtbot, dialog.game_combo, "belote")
    assert not row.isVisible() and dialog.config().rule_changes == {}


def _open(qtbot: Any, folder: Path) -> MainWindow:
    window = MainWindow(Store(folder))
    qtbot.addWidget(window)
    window.show()
    window.queue.set_speed("instant")
    window.controller.ai_pace_ms = 0
    return window


def test_save_and_resume_keep_the_reverse_all_take(qtbot, tmp_path):
    first = _open(qtbot, tmp_path)
    start_book(qtbot, first, reverse=True)
    pass_first_bid(qtbot, first)
    reverse_panel(qtbot, first)
    first.controller.token += 1  # a late bot answer is ignored
    first.close()
    saved = Autosave.model_validate_json((tmp_path / "autosave-napoleon.json").read_text())
    assert saved.preset_label == "book" and saved.custom_preset is not None
    assert saved.custom_preset["reverse_all_take"] is True

    second = _open(qtbot, tmp_path)
    second.start()
    box = second.active_dialog
    assert isinstance(box, QMessageBox) and box.objectName() == "resume_box"
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: second.active_dialog is None, timeout=5000)
    panel = reverse_panel(qtbot, second)
    assert "N-BID-16" in panel.help_label.text()
    c = second.controller
    assert c.config.preset == "book" and c.config.rule_changes == {"reverse_all_take": True}
    # New game opens on the game's presets; the resumed match's rules name the change
    second.open_rule("N-OPT-11")
    assert second.rules_viewer.windowTitle().endswith("+ reverse all-take")
    second.rules_viewer.close()
    c.token += 1
    second.close()


def test_a_refused_rule_set_in_a_save_names_the_field(tmp_path):
    from engine.games.napoleon.params import IMPERIALIST

    data = IMPERIALIST.model_dump(mode="json") | {"reverse_all_take": True}
    autosave = Autosave(
        game="napoleon",
        custom_preset=data,
        preset_label="imperialist",
        players=4,
        levels=["normal"] * 4,
        seed=0,
        deals_started=0,
        totals=[0] * 4,
        dealer=0,
        opening_seat=1,
    )
    with pytest.raises(AutosaveError, match=r"custom_preset\.reverse_all_take: .*N-VAR-5"):
        autosave.rules()
