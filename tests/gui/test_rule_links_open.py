"""Every rule ID a player reads is a link that opens (issue 25, point 11; the hint rule
"rule IDs as links"): each ID the link pattern of ``napoleon_gui/widgets/links.py`` finds in
an engine or table text (the English msgids and the Japanese and French translations) is one
the rules viewer of its game shows. A link the viewer cannot open does nothing for the
player, or opens the wrong rule."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from pytestqt.qtbot import QtBot

from napoleon_gui import i18n
from napoleon_gui.widgets.links import RULE_ID

ROOT = Path(__file__).resolve().parents[2]
DOMAINS = ("engine", "napoleon_gui")


def cited_ids() -> dict[str, set[str]]:
    """Rule ID -> the messages (msgids, shortened) that cite it, in every language."""
    cited: dict[str, set[str]] = {}
    for domain in DOMAINS:
        for lang in ("ja", "fr"):
            path = ROOT / domain / "locale" / lang / "LC_MESSAGES" / f"{domain}.po"
            with path.open("rb") as handle:
                catalogue = read_po(handle, locale=lang)
            for message in catalogue:
                if not message.id:
                    continue
                texts = [message.id, message.string]
                words = [w for t in texts for w in (t if isinstance(t, (list, tuple)) else [t])]
                for text in words:
                    for rule_id in RULE_ID.findall(text or ""):
                        name = message.id if isinstance(message.id, str) else message.id[0]
                        cited.setdefault(rule_id, set()).add(name[:60])
    return cited


def viewers(qtbot: QtBot) -> dict[str, object]:
    """The rules viewer of each game, by the first letter of its rule IDs."""
    from engine.games.belote.params import STANDARD as BELOTE
    from engine.games.mustfollow import PRESETS as MUSTFOLLOW
    from engine.games.napoleon.params import BOOK
    from engine.games.rettler.params import PRESETS as RETTLER
    from napoleon_gui.games.belote.rules_viewer import BeloteRulesViewer
    from napoleon_gui.games.mustfollow.dialogs import MustFollowRulesViewer
    from napoleon_gui.games.napoleon.rules_viewer import RulesViewer
    from napoleon_gui.games.rettler.rules_viewer import RettlerRulesViewer

    shown = {
        "B": BeloteRulesViewer(BELOTE),
        "M": MustFollowRulesViewer(next(iter(MUSTFOLLOW.values()))),
        "N": RulesViewer(BOOK),
        "R": RettlerRulesViewer(next(iter(RETTLER.values()))),
    }
    for viewer in shown.values():
        qtbot.addWidget(viewer)
    return shown


@pytest.mark.parametrize("lang", ["en", "ja", "fr"])
def test_every_cited_rule_id_opens_in_its_games_viewer(qtbot: QtBot, lang: str) -> None:
    """A click on any rule ID of any text opens that rule in the game's viewer, in every
    language (the viewers are built in the player's language)."""
    i18n.set_language(lang)
    try:
        shown = viewers(qtbot)
        missing: dict[str, list[str]] = {}
        for rule_id, messages in sorted(cited_ids().items()):
            viewer = shown.get(rule_id[0])
            if viewer is None:
                missing.setdefault("?", []).append(rule_id)
            elif not viewer.show_rule(rule_id):  # type: ignore[attr-defined]
                missing.setdefault(rule_id[0], []).append(f"{rule_id} ({sorted(messages)[0]})")
        assert missing == {}, "\n".join(f"{k}: {v}" for k, v in missing.items())
    finally:
        i18n.set_language("en")


#: (game, preset or None for the first, players): the hints of one seeded deal of each game
HINTED = (
    ("belote", "standard", 4),
    ("mustfollow", None, 4),
    ("napoleon", "book", 5),
    ("rettler", None, 6),
)


def hint_ids(game: str, preset: str | None, players: int) -> set[str]:
    """The rule IDs the hints of a seeded deal cite, in every language (the texts the engine
    builds at run time: the choice, the rule that narrows it, the strategy note)."""
    from engine.ai import make_bot
    from engine.hints import suggest
    from engine.registry import DealSetup, get_game
    from engine.text import in_language

    spec = get_game(game)
    params = spec.presets[preset] if preset else next(iter(spec.presets.values()))
    state = spec.new_deal(params, players, random.Random(1), DealSetup(0, 1))
    bots = [make_bot(game, "easy", seed=seat) for seat in range(players)]
    found: set[str] = set()
    for _ in range(40):
        seat = state.current_seat
        if seat is None:
            break
        view = state.view_for(seat)
        text = suggest(game, view).text
        for lang in ("en", "ja", "fr"):
            found |= set(RULE_ID.findall(in_language(text, lang)))
        state.apply(bots[seat].choose(view))
    return found


@pytest.mark.parametrize(("game", "preset", "players"), HINTED)
def test_every_rule_a_hint_cites_opens(
    qtbot: QtBot, game: str, preset: str | None, players: int
) -> None:
    """The hints of a seeded deal cite rules (and strategy notes) the game's viewer opens."""
    shown = viewers(qtbot)
    cited = hint_ids(game, preset, players)
    assert cited
    viewer = shown[game[0].upper()]
    if game == "rettler":  # its Napoleon rules open as inherited ones (test below)
        cited = {rule_id for rule_id in cited if not rule_id.startswith("N-")}
    assert [i for i in sorted(cited) if not viewer.show_rule(i)] == []  # type: ignore[attr-defined]


def test_the_rettler_viewer_opens_the_napoleon_rules_it_inherits(qtbot: QtBot) -> None:
    """A Rettler text that cites a Napoleon rule (N-…) opens it in the Rettler window, as an
    inherited rule with its text, never as an unknown one."""
    from napoleon_gui.games.rettler.rules_viewer import rule_text
    from napoleon_gui.i18n import tr

    inherited = [rule_id for rule_id in cited_ids() if rule_id.startswith("N-")]
    assert len(inherited) > 20
    unknown = [i for i in inherited if rule_text(i) == tr("ret_rv_unknown", rule=i)]
    assert unknown == []
