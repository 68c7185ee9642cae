"""The player's settings on the main window: applying them, the Settings dialog, and the
Options menu's toggles (hint mode, card tracker, side panel), kept in the settings file.

``OptionsFlow`` holds the main window (``app.py``); the settings themselves stay the
window's (``window.settings``, saved through ``window.store``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from napoleon_gui import i18n
from napoleon_gui.settings import Settings
from napoleon_gui.widgets import deck_look

if TYPE_CHECKING:
    from napoleon_gui.app import MainWindow


class OptionsFlow:
    """Settings and the Options menu of ``window``."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

    def apply_settings(self) -> None:
        w = self.window
        s = w.settings
        speed = "instant" if w.autoplay else s.animation_speed
        w.queue.set_speed(speed)
        w.controller.ai_pace_ms = 0 if w.autoplay else s.ai_pace_ms
        w.controller.hint_mode = s.hint_mode
        w._actions["act_hint_mode"].setChecked(s.hint_mode)
        # playing cards (#13)
        w.scene.set_click_mode(s.click_to_play)
        w.controller.click_to_play = s.click_to_play
        w.controller.auto_play_last_card = s.auto_play_last_card
        w.controller.auto_play_forced = s.auto_play_forced
        # the completed trick (Instant speed and autoplay neither pause nor hold it)
        w.scene.set_keep_tricks(s.keep_tricks_until_click)
        w.scene.set_trick_pause_ms(s.trick_pause_ms)
        self.set_card_tracker_visible(s.card_tracker)
        # issue 25: undo
        w.controller.allow_undo = s.allow_undo
        w.refresh_undo()
        # issue 25: comfort — the deck's colours, the cards' size, the table's contrast
        look = deck_look.DeckLook(s.four_colour_deck, s.card_size, s.high_contrast)
        if deck_look.set_look(look):
            w._renew_decision()  # the panel up shows its suits in the new colours

    def settings_dialog(self) -> None:
        from napoleon_gui.dialogs.settings_dialog import SettingsDialog

        w = self.window
        # the language in use (``--lang`` may differ from the saved one): OK keeps it
        dialog = SettingsDialog({**w.settings.model_dump(), "language": i18n.language()}, w)

        def accepted() -> None:
            values = w.settings.model_dump()
            values.update(dialog.values())
            try:
                w.settings = Settings.model_validate(values)
            except Exception as exc:  # a bad value never kills the window
                w.report(str(exc))
                return
            w.store.save_settings(w.settings)
            if i18n.language() != w.settings.language:
                # the window and its open parts follow the language (MainWindow.retranslate)
                i18n.set_language(w.settings.language)
            self.apply_settings()

        dialog.accepted.connect(accepted)
        w.open_app_dialog(dialog)

    def sync_side_action(self, _visible: bool) -> None:
        w = self.window
        w._actions["act_side_panel"].setChecked(not w.dock.isHidden())

    def toggle_side_panel(self, on: bool) -> None:
        self.window.dock.setVisible(bool(on))

    def set_card_tracker_visible(self, on: bool) -> None:
        w = self.window
        w.tracker.setVisible(bool(on))
        w._actions["act_card_tracker"].setChecked(bool(on))

    def toggle_card_tracker(self, on: bool) -> None:
        """Options ▸ Card tracker: shown at once and kept in the settings."""
        w = self.window
        w.settings = w.settings.model_copy(update={"card_tracker": bool(on)})
        w.store.save_settings(w.settings)
        self.set_card_tracker_visible(bool(on))

    def toggle_hint_mode(self, on: bool) -> None:
        w = self.window
        w.controller.hint_mode = bool(on)
        w.settings = w.settings.model_copy(update={"hint_mode": bool(on)})
        w.store.save_settings(w.settings)
        if on:
            w.controller.show_hint()
        else:
            w.controller.drop_hint()  # not shown, nor again after a language change
            w.hint_label.clear()
