"""A compact rules window for Belote: short summaries of the rules the table cites (hints,
refusals, trick explanations, the score sheet), in every language of the program, and the
options of the active preset. They are listed in ``docs/rules/belote.md``; rule links open
here. The summaries are catalogue messages in the context ``rules:belote``."""

from __future__ import annotations

import html

from napoleon_gui.i18n import N_, Entry, Np_, register, tr
from napoleon_gui.widgets.rule_list import RuleListViewer

register(
    {
        "bel_rv_title": N_("Belote rules — {title}"),
        "bel_rv_unknown": N_("{rule}: see the full rules (belote.md)."),
    }
)

#: rule ID -> its summary of belote.md (the English; translated through the catalogue)
RULES: dict[str, Entry] = {
    "B-CARD-2": Np_(
        "rules:belote",
        "Trump, high to low: J 9 A 10 K Q 8 7.",
    ),
    "B-CARD-5": Np_(
        "rules:belote",
        "Tout atout: every suit ranks as trump (J 9 A 10 K Q 8 7); sans atout: as a plain suit "
        "(A 10 K Q J 9 8 7).",
    ),
    "B-DEAL-2": Np_(
        "rules:belote",
        "First deal: from the dealer's left, everyone gets a packet of 3 cards, then one of 2.",
    ),
    "B-DEAL-3": Np_("rules:belote", "The dealer turns the next card face up: the trump candidate."),
    "B-DEAL-5": Np_(
        "rules:belote",
        "After the bidding every player gets 3 more cards; the taker gets 2 and the candidate.",
    ),
    "B-3P-2": Np_(
        "rules:belote",
        "3 players: everyone gets 3 more cards; the bottom card of the rest is "
        "turned up beside the candidate.",
    ),
    "B-3P-5": Np_(
        "rules:belote",
        "3 players: the taker must score more than each opponent; otherwise the taker "
        "scores nothing and each opponent scores its own total.",
    ),
    "B-BID-1": Np_(
        "rules:belote", "Round 1: in turn, take (the candidate's suit becomes trump) or pass."
    ),
    "B-BID-2": Np_("rules:belote", "Round 2: name any other suit than the candidate's, or pass."),
    "B-BID-3": Np_(
        "rules:belote",
        "One turn each per round; a suit bid cannot be overbid, except by the option bids.",
    ),
    "B-BID-4": Np_(
        "rules:belote", "If everyone passes twice, the deal is thrown in and the next dealer deals."
    ),
    "B-END-2": Np_(
        "rules:belote",
        "A thrown-in deal scores nothing and never ends the game.",
    ),
    "B-OPT-1": Np_(
        "rules:belote",
        "With option bids, sans atout (no trump) or tout atout (all trump) may be bid.",
    ),
    "B-OPT-2": Np_(
        "rules:belote",
        "With option bids, after a suit bid each other player in turn may once bid "
        "sans atout or tout atout.",
    ),
    "B-OPT-3": Np_(
        "rules:belote",
        "After sans atout, each other player in turn may once bid tout atout, which "
        "ends the bidding: suit < sans atout < tout atout.",
    ),
    "B-ANN-1": Np_(
        "rules:belote",
        "Before your first card, announce the class of your best meld (tierce, "
        "cinquante, cent, four of a kind) or stay silent.",
    ),
    "B-ANN-2": Np_(
        "rules:belote",
        "You may stay silent, by choice or because a stronger class was announced. "
        "Any four of a kind beats any sequence; sequences compare by length.",
    ),
    "B-ANN-7": Np_(
        "rules:belote",
        "An announcement names the true class of your best meld.",
    ),
    "B-ANN-5": Np_(
        "rules:belote", "The side with the strongest meld shows all its melds; they are public."
    ),
    "B-CMP-1": Np_(
        "rules:belote", "Only the side with the single strongest meld scores its melds."
    ),
    "B-BEL-1": Np_(
        "rules:belote",
        'Holding the K and Q of trump, say "belote" with the first and "rebelote" with the second.',
    ),
    "B-BEL-2": Np_("rules:belote", "An announced belote scores 20 for its side."),
    "B-PLAY-2": Np_("rules:belote", "Any card may be led."),
    "B-PLAY-3": Np_(
        "rules:belote", "Trump led: play a higher trump if you can, else any trump, else any card."
    ),
    "B-PLAY-4": Np_("rules:belote", "Follow the led suit when you can."),
    "B-PLAY-5": Np_("rules:belote", "Void in the led suit and no trump: any card."),
    "B-PLAY-6": Np_("rules:belote", "Void, holding trump, partner winning: you need not trump."),
    "B-PLAY-7": Np_(
        "rules:belote",
        "Void, holding trump, an opponent winning: trump, and overtrump when you can.",
    ),
    "B-PLAY-8": Np_("rules:belote", "Sans atout: follow suit if you can, else any card."),
    "B-PLAY-9": Np_(
        "rules:belote", "Tout atout: follow suit, and beat the best card of the suit when you can."
    ),
    "B-PLAY-10": Np_(
        "rules:belote",
        "The cards you may play follow from the rules above; only cards in your hand.",
    ),
    "B-TRICK-1": Np_(
        "rules:belote",
        "The highest trump wins the trick; without trump, the highest card of the led suit.",
    ),
    "B-SCORE-1": Np_(
        "rules:belote",
        "Each side counts the points of the cards in the tricks it won.",
    ),
    "B-SCORE-2": Np_("rules:belote", "The last trick is worth 10 more points (dix de der)."),
    "B-SCORE-3": Np_(
        "rules:belote",
        "The side with the strongest meld adds all its melds; each announced belote "
        "adds 20 for its side.",
    ),
    "B-SCORE-4": Np_(
        "rules:belote",
        "The taker's side must score more than the defenders, or it scores "
        "nothing and the defenders take all points (dedans).",
    ),
    "B-SCORE-5": Np_(
        "rules:belote", "Capot: taking all 8 tricks is worth 100 instead of 10 for the last trick."
    ),
    "B-SCORE-7": Np_(
        "rules:belote",
        "Sans atout doubles every figure of the deal's score; tout atout triples it.",
    ),
    "B-SCORE-8": Np_(
        "rules:belote",
        "Scores are whole numbers and are never rounded.",
    ),
    "B-VAR-1": Np_(
        "rules:belote",
        "Direction of play: clockwise, or counter-clockwise with this option; "
        '"left" always means the next player in play.',
    ),
    "B-VAR-3": Np_(
        "rules:belote",
        "Option: the dealer may deal the first packets 2 then 3 instead of 3 then 2.",
    ),
    "B-VAR-4": Np_(
        "rules:belote",
        "Option: melds and belote are left out of the contract test; they still score.",
    ),
    "B-VAR-7": Np_(
        "rules:belote",
        "Option: which option bids are allowed (sans atout and tout atout, sans atout only, or "
        "none).",
    ),
    "B-VAR-8": Np_(
        "rules:belote",
        "Option: belote counts only when the K is played before the Q.",
    ),
    "B-VAR-9": Np_(
        "rules:belote",
        "Option: when your partner wins with a trump and you hold only lower trumps, you must "
        "play one.",
    ),
    "B-END-1": Np_(
        "rules:belote",
        "The game ends when a side has 1000 (3000 with option bids); the higher total wins.",
    ),
    "B-3P-6": Np_(
        "rules:belote",
        "3 players: the game also ends at 1000 (3000 with option bids); the highest total wins, "
        "a shared one is a draw.",
    ),
}
register({f"bel_rule:{rule_id}": entry for rule_id, entry in RULES.items()})


def rule_text(rule_id: str) -> str:
    """The summary of ``rule_id`` in the current language."""
    if rule_id not in RULES:
        return tr("bel_rv_unknown", rule=rule_id)
    return tr(f"bel_rule:{rule_id}")


class BeloteRulesViewer(RuleListViewer):
    """Widgets for tests: ``rule_list`` (item data = rule ID), ``text_view``.
    ``show_rule(rule_id)`` -> True when there is a summary."""

    object_name = "belote_rules_viewer"
    title_key = "bel_rv_title"
    first_rule = "B-BID-1"

    def rule_ids(self) -> list[str]:
        return list(RULES)

    def rule_html(self, rule_id: str) -> str:
        return html.escape(rule_text(rule_id))
