"""Which variant of the rule book's chapter 6 (N-VAR) a rule set plays, for the New game
dialog: its group, its one-line description and the rule its link opens.

The variant is read from the rule set's fields (a custom preset built on one is recognised
too), never decided here: the engine plays it.
"""

from __future__ import annotations

from engine.games.napoleon.params import URAKO, NapoleonRules
from napoleon_gui.controllers.game_ui import PresetNote, RuleToggle, variant_note
from napoleon_gui.i18n import tr

from . import texts as _texts  # noqa: F401  (registers the dlg_ texts)

#: the deal layouts of the variants that deal differently (N-VAR-1, N-VAR-2, N-VAR-3)
_LAYOUT_RULES = {
    "two_player_tableau": "N-VAR-1",
    "two_player_draw": "N-VAR-2",
    "four_pile_three": "N-VAR-3",
}


def variant_rule(rules: NapoleonRules) -> str:
    """The N-VAR rule ``rules`` play (``""``: not a variant of chapter 6)."""
    if rules.deal_layout in _LAYOUT_RULES:
        return _LAYOUT_RULES[rules.deal_layout]
    if rules.imperialism:
        return "N-VAR-5"
    if rules.blind_stand:
        return "N-VAR-6"
    if URAKO in rules.trump_priority:
        return "N-VAR-7"
    return ""


def preset_note(preset: str, rules: NapoleonRules) -> PresetNote:
    """The New game dialog's note on a Napoleon preset."""
    rule = variant_rule(rules)
    if not rule:
        return variant_note("", own_key=f"dlg_preset_desc_{preset}")
    return variant_note(rule, tr(f"dlg_var_desc_{rule.rsplit('-', 1)[1]}"))


def rule_toggles() -> tuple[RuleToggle, ...]:
    """What New game lets the player switch on any preset: the reverse all-take auction
    (N-OPT-11 = N-VAR-8, played by N-BID-16, N-KIT-5, N-END-4)."""
    return (
        RuleToggle(
            field="reverse_all_take",
            label=tr("dlg_ng_reverse"),
            description=tr("dlg_ng_reverse_desc"),
            rule_id="N-OPT-11",
            title_part=tr("dlg_ng_reverse_title"),
        ),
    )
