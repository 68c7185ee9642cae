"""The repository's docs stand on their own: the rules pages are what the program states, and
every path a doc names exists in the tree."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _rules_docs() -> ModuleType:
    """``scripts/rules_docs.py`` (not a package), the one writer of ``docs/rules``."""
    spec = importlib.util.spec_from_file_location(
        "napoleon_rules_docs", ROOT / "scripts" / "rules_docs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rules_docs() -> ModuleType:
    return _rules_docs()


def test_rules_docs_are_what_the_program_states(rules_docs: ModuleType) -> None:
    generated: dict[str, str] = rules_docs.documents()
    committed = {path.name for path in (ROOT / "docs" / "rules").glob("*.md")} - {"README.md"}
    assert committed == {f"{game}.md" for game in rules_docs.GAMES}
    for name, text in generated.items():
        on_disk = (ROOT / "docs" / "rules" / name).read_text(encoding="utf-8")
        assert on_disk == text, f"docs/rules/{name} is stale: run scripts/rules_docs.py"


def test_rules_docs_carry_every_rule_id_of_the_viewers(rules_docs: ModuleType) -> None:
    from napoleon_gui.games.belote.rules_viewer import RULES as BELOTE
    from napoleon_gui.games.mustfollow.dialogs import RULES as MUSTFOLLOW
    from napoleon_gui.games.rettler.rules_viewer import rule_texts as rettler_texts
    from napoleon_gui.rules import napoleon_text, tactics

    docs = rules_docs.documents()
    expected = {
        "napoleon.md": [*napoleon_text.rule_ids(), *tactics.napoleon_notes()],
        "rettler.md": list(rettler_texts()),
        "belote.md": list(BELOTE),
        "mustfollow.md": list(MUSTFOLLOW),
    }
    for name, rule_ids in expected.items():
        assert rule_ids, name
        # each rule ID starts an entry of its own: a heading, or a list item for summaries
        missing = [
            rid
            for rid in rule_ids
            if not re.search(rf"^(### |- \*\*){re.escape(rid)}\b", docs[name], re.MULTILINE)
        ]
        assert not missing, (name, missing)
    assert "the Mighty beats it." in docs["napoleon.md"]  # N-TRICK-11's wording


def test_a_changed_rule_text_makes_the_docs_stale(
    rules_docs: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    from napoleon_gui.i18n import Np_

    before = rules_docs.documents()
    monkeypatch.setitem(rules_docs.BELOTE_RULES, "B-PLAY-2", Np_("rules:belote", "Lead anything."))
    after = rules_docs.documents()
    assert after["belote.md"] != before["belote.md"]
    assert "- **B-PLAY-2** Lead anything." in after["belote.md"]
    # the check mode reports it (status 1) and writes nothing
    monkeypatch.setattr(rules_docs, "DOCS", ROOT / "docs" / "rules")
    assert rules_docs.main(["--check"]) == 1
