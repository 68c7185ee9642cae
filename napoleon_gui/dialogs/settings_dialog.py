"""The settings dialog: language, animation speed, AI pace, default preset, player names,
and how cards are played and tricks shown (issue #13).

It works on plain values (the settings model lives in ``napoleon_gui.settings``): it is
given a dict and ``values()`` returns a dict with exactly the keys it edits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.registry import get_game
from engine.text import LANGUAGE_NAMES  # every language, each named in its own words
from napoleon_gui.dialogs import strings as _strings  # noqa: F401  (registers the texts)
from napoleon_gui.game_packages import DEFAULT_GAME
from napoleon_gui.i18n import tr
from napoleon_gui.settings import Settings
from napoleon_gui.widgets.deck_look import CARD_SIZES
from napoleon_gui.widgets.plain import plain_label
from napoleon_gui.widgets.screen_fit import fit_to_screen, scrolling_body
from napoleon_gui.widgets.words import display_name, preset_title, seat_name

SPEEDS = ("instant", "fast", "normal", "slow")
MAX_NAMES = 8
PACE_RANGE = (0, 2000)
CLICK_MODES = ("single", "select_then_play")
TRICK_PAUSE_RANGE = (0, 5000)
#: the check boxes of the "Playing cards" box: settings key -> text key
PLAY_CHECKS = {
    "auto_play_last_card": "dlg_set_auto_last",
    "auto_play_forced": "dlg_set_auto_forced",
    "keep_tricks_until_click": "dlg_set_keep_tricks",
    "card_tracker": "dlg_set_tracker",
    "allow_undo": "dlg_set_allow_undo",  # issue 25: undo
}
#: issue 25, comfort: the check boxes of the "Cards and table" box
LOOK_CHECKS = {
    "four_colour_deck": "dlg_set_four_colour",
    "high_contrast": "dlg_set_high_contrast",
}
EDITED_KEYS = (
    "language",
    "animation_speed",
    "ai_pace_ms",
    "default_preset",
    "player_names",
    "click_to_play",
    "trick_pause_ms",
    *PLAY_CHECKS,
    # issue 25: comfort
    "four_colour_deck",
    "card_size",
    "high_contrast",
)


def _default(key: str) -> Any:
    return Settings.model_fields[key].default


class SettingsDialog(QDialog):
    """Widgets for tests: ``language_combo``, ``speed_combo``, ``pace_spin``,
    ``preset_combo``, ``name_edits`` (8 line edits), ``click_combo``, ``trick_pause_spin``,
    ``checks`` (settings key -> check box, the look's too), ``card_size_combo``,
    ``buttons`` (OK/Cancel box), ``settings_scroll`` (the settings above the buttons).
    ``values()`` -> a dict with exactly the ``EDITED_KEYS``.

    On a screen too short for every setting (1024×700 in Japanese), the settings scroll
    above OK and Cancel, which stay in sight; Tab scrolls the next setting into view."""

    def __init__(self, values: Mapping[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settings_dialog")
        self.setWindowTitle(tr("dlg_set_title"))
        self.initial = dict(values)
        body = QWidget()
        body.setObjectName("settings_body")
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()

        self.language_combo = QComboBox()
        self.language_combo.setObjectName("language_combo")
        for code, name in LANGUAGE_NAMES.items():
            self.language_combo.addItem(name, code)
        self._select(self.language_combo, values.get("language", "en"))
        form.addRow(tr("dlg_set_language"), self.language_combo)

        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("speed_combo")
        for speed in SPEEDS:
            self.speed_combo.addItem(tr(f"dlg_speed_{speed}"), speed)
        self._select(self.speed_combo, values.get("animation_speed", "normal"))
        form.addRow(tr("dlg_set_speed"), self.speed_combo)

        self.pace_spin = QSpinBox()
        self.pace_spin.setObjectName("pace_spin")
        self.pace_spin.setRange(*PACE_RANGE)
        self.pace_spin.setSingleStep(50)
        self.pace_spin.setSuffix(tr("dlg_set_pace_suffix"))
        try:
            pace = int(values.get("ai_pace_ms", 400))
        except (TypeError, ValueError):
            pace = 400
        self.pace_spin.setValue(max(PACE_RANGE[0], min(PACE_RANGE[1], pace)))
        form.addRow(tr("dlg_set_pace"), self.pace_spin)

        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset_combo")
        # the default rules are the default game's (the table's first game)
        for name, preset in get_game(DEFAULT_GAME).presets.items():
            self.preset_combo.addItem(
                preset_title(DEFAULT_GAME, name, getattr(preset, "title", "")), name
            )
        self._select(self.preset_combo, values.get("default_preset", "book"))
        form.addRow(tr("dlg_set_preset"), self.preset_combo)
        layout.addLayout(form)

        names_box = QGroupBox(tr("dlg_set_names"))
        names_box.setObjectName("names_box")
        grid = QGridLayout(names_box)
        given = list(values.get("player_names") or [])
        self.name_edits: list[QLineEdit] = []
        for i in range(MAX_NAMES):
            edit = QLineEdit(display_name(str(given[i])) if i < len(given) else "")
            edit.setObjectName(f"name_{i + 1}")
            edit.setPlaceholderText(seat_name([], i))
            edit.setMaxLength(24)
            grid.addWidget(plain_label(tr("dlg_set_seat", n=i + 1)), i % 4, (i // 4) * 2)
            grid.addWidget(edit, i % 4, (i // 4) * 2 + 1)
            self.name_edits.append(edit)
        layout.addWidget(names_box)
        layout.addWidget(self._play_box(values))
        layout.addWidget(self._look_box(values))  # issue 25: comfort

        note = plain_label(tr("dlg_set_restart_note"))
        note.setObjectName("language_note")
        note.setWordWrap(True)
        layout.addWidget(note)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.setObjectName("buttons")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("dlg_ok"))
        ok.setObjectName("ok_button")
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("dlg_cancel"))
        cancel.setObjectName("cancel_button")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        self.settings_scroll = scrolling_body(body, "settings_scroll")
        self._outer = QVBoxLayout(self)
        self._outer.addWidget(self.settings_scroll, 1)
        self._outer.addWidget(self.buttons)
        fit_to_screen(self, self.settings_scroll, self._outer, self.buttons)

    def showEvent(self, event: QShowEvent) -> None:
        # the settings scroll above OK and Cancel rather than push them off a short screen
        # (issue 25, 1024×700); the screen it opens on may be another one than at creation
        fit_to_screen(self, self.settings_scroll, self._outer, self.buttons)
        super().showEvent(event)

    def _play_box(self, values: Mapping[str, Any]) -> QGroupBox:
        """How cards are played and how a finished trick is shown."""
        box = QGroupBox(tr("dlg_set_play"))
        box.setObjectName("play_box")
        form = QFormLayout(box)
        self.click_combo = QComboBox()
        self.click_combo.setObjectName("click_combo")
        for mode in CLICK_MODES:
            self.click_combo.addItem(tr(f"dlg_click_{mode}"), mode)
        self._select(self.click_combo, values.get("click_to_play", _default("click_to_play")))
        form.addRow(tr("dlg_set_click"), self.click_combo)
        self.trick_pause_spin = QSpinBox()
        self.trick_pause_spin.setObjectName("trick_pause_spin")
        self.trick_pause_spin.setRange(*TRICK_PAUSE_RANGE)
        self.trick_pause_spin.setSingleStep(100)
        self.trick_pause_spin.setSuffix(tr("dlg_set_pace_suffix"))
        try:
            pause = int(values.get("trick_pause_ms", _default("trick_pause_ms")))
        except (TypeError, ValueError):
            pause = int(_default("trick_pause_ms"))
        self.trick_pause_spin.setValue(max(TRICK_PAUSE_RANGE[0], min(TRICK_PAUSE_RANGE[1], pause)))
        form.addRow(tr("dlg_set_trick_pause"), self.trick_pause_spin)
        self.checks: dict[str, QCheckBox] = {}
        for key, text in PLAY_CHECKS.items():
            check = QCheckBox(tr(text))
            check.setObjectName(f"{key}_check")
            check.setChecked(bool(values.get(key, _default(key))))
            form.addRow(check)
            self.checks[key] = check
        return box

    # --- issue 25: comfort ---------------------------------------------------------------
    def _look_box(self, values: Mapping[str, Any]) -> QGroupBox:
        """The deck's colours, the cards' size and the table's contrast, applied at OK."""
        box = QGroupBox(tr("dlg_set_look"))
        box.setObjectName("look_box")
        form = QFormLayout(box)
        self.card_size_combo = QComboBox()
        self.card_size_combo.setObjectName("card_size_combo")
        for size in CARD_SIZES:
            self.card_size_combo.addItem(tr(f"dlg_card_size_{size}"), size)
        self._select(self.card_size_combo, values.get("card_size", _default("card_size")))
        form.addRow(tr("dlg_set_card_size"), self.card_size_combo)
        for key, text in LOOK_CHECKS.items():
            check = QCheckBox(tr(text))
            check.setObjectName(f"{key}_check")
            check.setChecked(bool(values.get(key, _default(key))))
            form.addRow(check)
            self.checks[key] = check
        return box

    @staticmethod
    def _select(combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def values(self) -> dict[str, Any]:
        """The edited settings as plain values."""
        names = [edit.text().strip() for edit in self.name_edits]
        return {
            "language": str(self.language_combo.currentData()),
            "animation_speed": str(self.speed_combo.currentData()),
            "ai_pace_ms": int(self.pace_spin.value()),
            "default_preset": str(self.preset_combo.currentData()),
            "player_names": names,
            "click_to_play": str(self.click_combo.currentData()),
            "trick_pause_ms": int(self.trick_pause_spin.value()),
            "card_size": str(self.card_size_combo.currentData()),  # issue 25: comfort
            **{key: check.isChecked() for key, check in self.checks.items()},
        }
