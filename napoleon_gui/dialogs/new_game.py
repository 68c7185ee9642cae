"""The new-game dialog: game, preset, number of players, your seat, AI levels, names, seed.

Games come from ``engine.registry.all_games()``, presets from the game spec, and the player
counts offered are only those the chosen preset allows (``GameSpec.players_for``). A game
groups its presets and says a line about each (``GameUi.preset_note``): Napoleon and Rettler
list the variants of their rule book's chapter 6 after their rule sets, under a heading, each
with a link that opens its rule in the game's rules viewer.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QIntValidator, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from engine.ai import LEVELS
from engine.errors import PresetError
from engine.presets import with_changes
from engine.registry import GameSpec, all_games
from napoleon_gui.controllers.game_ui import PresetNote, RuleToggle
from napoleon_gui.dialogs import strings as _strings  # noqa: F401  (registers the texts)
from napoleon_gui.game_config import GameConfig
from napoleon_gui.games import table_games, ui_for
from napoleon_gui.i18n import tr
from napoleon_gui.widgets.plain import plain_label, plain_tooltip, rich_label
from napoleon_gui.widgets.words import display_name, game_title, preset_title, seat_name

#: the least width of the preset's line (the dialog may be wider)
NOTE_WIDTH = 380


def _rule_order(rule_id: str) -> tuple[int, str]:
    """Rule IDs in the book's order (``N-VAR-2`` before ``N-VAR-10``)."""
    found = re.search(r"(\d+)$", rule_id)
    return (int(found.group(1)) if found else 0, rule_id)


class NewGameDialog(QDialog):
    """Widgets for tests: ``game_combo``, ``preset_combo`` (a group's heading is a disabled
    item without data), ``preset_note`` (the chosen preset's line), ``rules_link`` (opens
    ``rules_viewer`` at the preset's rule), ``players_combo``,
    ``human_combo`` (data: seat or None), ``name_edits`` / ``level_combos`` (one per possible
    seat; the rows beyond the player count are hidden), ``seed_edit``, ``practice_check``,
    ``buttons``; ``toggle_checks[field]`` / ``toggle_links[field]`` (in ``toggle_rows``): a
    rule the game lets the player switch on any preset (Napoleon: ``reverse_all_take``,
    N-OPT-11). ``config()`` -> ``GameConfig``."""

    def __init__(
        self,
        names: Sequence[str] = (),
        parent: QWidget | None = None,
        *,
        preset: str | None = None,
        players: int | None = None,
        game: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(tr("dlg_ng_title"))
        self.default_names = list(names)
        known = {g.name: g for g in all_games()}
        self.games: dict[str, GameSpec] = {
            name: known[name] for name in table_games() if name in known
        }  # Napoleon first (default)
        self.max_seats = max(max(g.player_counts) for g in self.games.values())
        layout = QVBoxLayout(self)
        form = QFormLayout()

        self.game_combo = QComboBox()
        self.game_combo.setObjectName("game_combo")
        for spec in self.games.values():
            # the engine's catalogue names a game whose table texts are not loaded yet
            self.game_combo.addItem(game_title(spec.name, spec.title), spec.name)
        form.addRow(tr("dlg_ng_game"), self.game_combo)

        self.preset_combo = QComboBox()
        self.preset_combo.setObjectName("preset_combo")
        form.addRow(tr("dlg_ng_preset"), self.preset_combo)

        # the chosen preset's line and its rule link: room for two lines and the link is
        # kept whatever the preset, so that Start never moves
        note_box = QWidget()
        note_layout = QVBoxLayout(note_box)
        note_layout.setContentsMargins(0, 0, 0, 0)
        note_layout.setSpacing(1)
        self.preset_note = plain_label()
        self.preset_note.setObjectName("preset_note")
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet("color: #3b3b3b;")
        self.preset_note.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.preset_note.setMinimumWidth(NOTE_WIDTH)
        note_layout.addWidget(self.preset_note)
        self.rules_link = rich_label()
        self.rules_link.setObjectName("rules_link")
        self.rules_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.rules_link.linkActivated.connect(self.open_rule)
        # as high as a link in the player's language (Japanese is taller), shown or not
        self.rules_link.setText(self._link_html("R-VAR-10"))
        self.rules_link.setFixedHeight(self.rules_link.sizeHint().height())
        policy = self.rules_link.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.rules_link.setSizePolicy(policy)
        note_layout.addWidget(self.rules_link)
        form.addRow("", note_box)
        self.rules_viewer: QWidget | None = None
        self._add_toggles(form)

        self.players_combo = QComboBox()
        self.players_combo.setObjectName("players_combo")
        form.addRow(tr("dlg_ng_players"), self.players_combo)

        self.human_combo = QComboBox()
        self.human_combo.setObjectName("human_combo")
        form.addRow(tr("dlg_ng_you"), self.human_combo)

        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seed_edit")
        self.seed_edit.setPlaceholderText(tr("dlg_ng_seed_hint"))
        self.seed_edit.setValidator(QIntValidator(0, 2_000_000_000, self))
        form.addRow(tr("dlg_ng_seed"), self.seed_edit)
        layout.addLayout(form)

        seats_box = QGroupBox()
        seats_box.setObjectName("seats_box")
        grid = QGridLayout(seats_box)
        grid.addWidget(plain_label(tr("dlg_ng_col_seat")), 0, 0)
        grid.addWidget(plain_label(tr("dlg_ng_col_name")), 0, 1)
        grid.addWidget(plain_label(tr("dlg_ng_col_level")), 0, 2)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.level_combos: list[QComboBox] = []
        for seat in range(self.max_seats):
            label = plain_label(tr("dlg_ng_seat", n=seat + 1))
            edit = QLineEdit(
                display_name(self.default_names[seat]) if seat < len(self.default_names) else ""
            )
            edit.setObjectName(f"name_{seat + 1}")
            edit.setPlaceholderText(seat_name([], seat))
            edit.setMaxLength(24)
            combo = QComboBox()
            combo.setObjectName(f"level_{seat + 1}")
            for level in LEVELS:
                key = f"dlg_level_{level}"
                text = tr(key)
                combo.addItem(level if text == key else text, level)
            combo.setCurrentIndex(max(0, combo.findData("normal")))
            for column, widget in enumerate((label, edit, combo)):
                # a hidden seat keeps its room: Start never moves when the table size changes
                policy = widget.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                widget.setSizePolicy(policy)
                grid.addWidget(widget, seat + 1, column)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.level_combos.append(combo)
        layout.addWidget(seats_box)

        self.practice_check = QCheckBox(tr("dlg_ng_practice"))
        self.practice_check.setObjectName("practice_check")
        layout.addWidget(self.practice_check)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.setObjectName("buttons")
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(tr("dlg_ng_start"))
        ok.setObjectName("start_button")
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(tr("dlg_cancel"))
        cancel.setObjectName("cancel_button")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.preset_note.setFixedHeight(self._note_height())
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        self.players_combo.currentIndexChanged.connect(self._players_changed)
        self.human_combo.currentIndexChanged.connect(self._human_changed)
        self._wanted_players = players
        if game is not None and self.game_combo.findData(game) >= 0:
            # the game being played: a player starting again mostly wants the same one
            self.game_combo.blockSignals(True)
            self.game_combo.setCurrentIndex(self.game_combo.findData(game))
            self.game_combo.blockSignals(False)
        self._game_changed()
        if preset is not None:
            index = self.preset_combo.findData(preset)
            if index >= 0:
                self.preset_combo.setCurrentIndex(index)

    def _add_toggles(self, form: QFormLayout) -> None:
        """One check box and rule link per rule a game lets the player switch on any preset
        (``GameUi.rule_toggles``); only the chosen game's show, the others keep their room
        so that Start never moves."""
        self.toggles: dict[str, tuple[RuleToggle, ...]] = {
            name: ui_for(name).rule_toggles() for name in self.games
        }
        self.toggle_checks: dict[str, QCheckBox] = {}
        self.toggle_links: dict[str, QLabel] = {}
        self.toggle_rows: dict[str, QWidget] = {}
        #: the player's choice per (game, preset, field), kept while the dialog is open
        self._toggle_choice: dict[tuple[str, str, str], bool] = {}
        for toggles in self.toggles.values():
            for toggle in toggles:
                row = QWidget()
                line = QHBoxLayout(row)
                line.setContentsMargins(0, 0, 0, 0)
                check = QCheckBox(toggle.label)
                check.setObjectName(f"toggle_{toggle.field}")
                check.setToolTip(plain_tooltip(toggle.description))
                check.clicked.connect(lambda on, f=toggle.field: self._toggle_chosen(f, bool(on)))
                link = rich_label(self._link_html(toggle.rule_id))
                link.setObjectName(f"toggle_link_{toggle.field}")
                link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
                link.setToolTip(plain_tooltip(toggle.description))
                link.linkActivated.connect(self.open_rule)
                line.addWidget(check)
                line.addWidget(link)
                line.addStretch(1)
                policy = row.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                row.setSizePolicy(policy)
                form.addRow("", row)
                self.toggle_checks[toggle.field] = check
                self.toggle_links[toggle.field] = link
                self.toggle_rows[toggle.field] = row

    # --- dependent choices ------------------------------------------------------------------
    def spec(self) -> GameSpec:
        return self.games[str(self.game_combo.currentData())]

    def _note_height(self) -> int:
        """Room for the longest line of any game's preset in the player's language (at
        least two lines): a Japanese line is taller than a Latin one and a French one
        longer than the English, and Start must not move when the preset changes."""
        label = self.preset_note
        height = 2 * label.fontMetrics().lineSpacing() + 2
        for spec in self.games.values():
            for name, params in spec.presets.items():
                label.setText(ui_for(spec.name).preset_note(name, params).description)
                height = max(height, label.heightForWidth(NOTE_WIDTH))
        label.clear()
        return height

    def note(self, preset: str | None = None) -> PresetNote:
        """The game's note on ``preset`` (default: the chosen one)."""
        spec = self.spec()
        name = str(self.preset_combo.currentData()) if preset is None else preset
        params = spec.presets.get(name)
        if params is None:
            return PresetNote()
        return ui_for(spec.name).preset_note(name, params)

    def _game_changed(self) -> None:
        spec = self.spec()
        self.preset_combo.blockSignals(True)
        self.preset_combo.clear()
        groups: dict[str, list[str]] = {}
        for name in spec.presets:
            groups.setdefault(self.note(name).group, []).append(name)
        for group in sorted(groups, key=lambda g: g != ""):  # the rule sets first
            names = groups[group]
            if group:
                self._add_heading(group)
                names = sorted(names, key=lambda n: _rule_order(self.note(n).rule_id))
            for name in names:
                params = spec.presets[name]
                self.preset_combo.addItem(
                    preset_title(spec.name, name, getattr(params, "title", "")), name
                )
        self.preset_combo.blockSignals(False)
        self._preset_changed()

    def _add_heading(self, text: str) -> None:
        """A group's heading in the preset list: a separator and a bold line that cannot
        be chosen (the mouse and the arrow keys pass over it)."""
        combo = self.preset_combo
        combo.insertSeparator(combo.count())
        combo.addItem(text)
        model = combo.model()
        if isinstance(model, QStandardItemModel):
            item = model.item(combo.count() - 1)
            item.setEnabled(False)
            item.setSelectable(False)
            font = QFont(combo.font())
            font.setBold(True)
            item.setFont(font)

    def _show_note(self) -> None:
        note = self.note()
        self.preset_note.setText(note.description)
        if note.rule_id:
            self.rules_link.setText(self._link_html(note.rule_id))
        self.rules_link.setVisible(bool(note.rule_id))

    @staticmethod
    def _link_html(rule_id: str) -> str:
        link = html.escape(tr("dlg_ng_rules_link", rule=rule_id))
        return f'<a href="rule:{html.escape(rule_id)}">{link}</a>'

    def open_rule(self, link: str = "") -> None:
        """Open the game's rules viewer for the chosen preset at its rule (the link)."""
        spec = self.spec()
        params = self.rules()
        if params is None:
            return
        rule_id = link[5:] if link.startswith("rule:") else link or self.note().rule_id
        try:
            viewer = ui_for(spec.name).rules_viewer(self, params)
        except NotImplementedError:
            return
        if rule_id:
            viewer.show_rule(rule_id)
        viewer.show()
        self.rules_viewer = viewer if isinstance(viewer, QWidget) else None

    def rules(self) -> Any:
        """The chosen preset with the player's toggles (None: no preset chosen)."""
        spec = self.spec()
        preset = str(self.preset_combo.currentData())
        if preset not in spec.presets:
            return None
        try:
            return with_changes(spec.params_model, spec.presets, preset, self.rule_changes())
        except PresetError:
            return spec.presets[preset]

    def rule_changes(self) -> dict[str, Any]:
        """The fields the player switched away from the chosen preset's value."""
        params = self.spec().presets.get(str(self.preset_combo.currentData()))
        changes: dict[str, Any] = {}
        for toggle in self.toggles.get(self.spec().name, ()):
            check = self.toggle_checks[toggle.field]
            on = check.isChecked()
            if check.isEnabled() and on != (getattr(params, toggle.field) == toggle.values[1]):
                changes[toggle.field] = toggle.values[1] if on else toggle.values[0]
        return changes

    def _toggle_chosen(self, name: str, on: bool) -> None:
        key = (self.spec().name, str(self.preset_combo.currentData()), name)
        self._toggle_choice[key] = on

    def _show_toggles(self) -> None:
        """Each toggle shows the chosen preset's value (or the player's choice for that
        preset) and may be switched only where the engine accepts the preset with it
        flipped (e.g. not Imperialist Napoleon, which has no auction: N-VAR-5)."""
        spec = self.spec()
        preset = str(self.preset_combo.currentData())
        params = spec.presets.get(preset)
        mine = {t.field: t for t in self.toggles.get(spec.name, ())}
        for name, check in self.toggle_checks.items():
            visible = name in mine and params is not None
            self.toggle_rows[name].setVisible(visible)
            if not visible:
                continue
            off, on = mine[name].values
            value = getattr(params, name) == on
            try:
                with_changes(spec.params_model, spec.presets, preset, {name: off if value else on})
                allowed = True
            except PresetError:
                allowed = False
            check.setEnabled(allowed)
            wanted = self._toggle_choice.get((spec.name, preset, name), value)
            check.setChecked(wanted if allowed else value)

    def _preset_changed(self) -> None:
        self._show_note()
        self._show_toggles()
        allowed = self.spec().players_for(str(self.preset_combo.currentData()))
        current = self.players_combo.currentData()
        wanted = current if current is not None else self._wanted_players
        self.players_combo.blockSignals(True)
        self.players_combo.clear()
        for n in allowed:
            self.players_combo.addItem(tr("dlg_ng_players_n", n=n), n)
        index = self.players_combo.findData(wanted)
        if index < 0:
            index = self.players_combo.findData(4)  # the book's best number (N-COMP-6)
        self.players_combo.setCurrentIndex(max(0, index))
        self.players_combo.blockSignals(False)
        self._players_changed()

    def _players_changed(self) -> None:
        players = self.players()
        previous = self.human_combo.currentData() if self.human_combo.count() else 0
        self.human_combo.blockSignals(True)
        self.human_combo.clear()
        for seat in range(players):
            self.human_combo.addItem(tr("dlg_ng_seat", n=seat + 1), seat)
        self.human_combo.addItem(tr("dlg_ng_watch"), None)
        index = self.human_combo.findData(previous) if previous is not None else players
        self.human_combo.setCurrentIndex(index if index >= 0 else 0)
        self.human_combo.blockSignals(False)
        for seat in range(self.max_seats):
            visible = seat < players
            self.seat_labels[seat].setVisible(visible)
            self.name_edits[seat].setVisible(visible)
            self.level_combos[seat].setVisible(visible)
        self._human_changed()

    def _human_changed(self) -> None:
        human = self.human_combo.currentData()
        for seat, combo in enumerate(self.level_combos):
            combo.setEnabled(seat != human)
            combo.setToolTip(tr("dlg_ng_human") if seat == human else "")

    def players(self) -> int:
        data = self.players_combo.currentData()
        return int(data) if data is not None else 4

    # --- result -----------------------------------------------------------------------------
    def config(self) -> GameConfig:
        players = self.players()
        seed_text = self.seed_edit.text().strip()
        human = self.human_combo.currentData()
        return GameConfig(
            game=str(self.game_combo.currentData()),
            preset=str(self.preset_combo.currentData()),
            players=players,
            human_seat=None if human is None else int(human),
            levels=[str(self.level_combos[s].currentData()) for s in range(players)],
            names=[self.name_edits[s].text().strip() for s in range(players)],
            seed=int(seed_text) if seed_text else None,
            practice=self.practice_check.isChecked(),
            rule_changes=self.rule_changes(),
        )
