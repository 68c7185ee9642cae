"""The repository's docs stand on their own: the rules pages are what the program states, and
every path a doc names exists in the tree."""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts_support import load_script

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def rules_docs() -> ModuleType:
    return load_script("rules_docs")


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
    from napoleon_gui.games.napoleon import rule_texts as napoleon_text
    from napoleon_gui.games.rettler.rules_viewer import rule_texts as rettler_texts
    from napoleon_gui.rules import tactics

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


# --- paths named by the docs ----------------------------------------------------------------
#: the docs whose paths must exist: the ones a reader of a fresh clone starts from
DOCS = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    ROOT / "napoleon_gui" / "DESIGN.md",
    *sorted((ROOT / "docs").rglob("*.md")),
]
GAMES = ("napoleon", "rettler", "belote", "mustfollow")
#: files that the program or a command in the docs writes, not files of the tree
OUTPUTS = {
    *("deal.json", "table.png", "settings.json", "statistics.json"),
    *("autosave.json", "autosave-puzzle.json", "autosave-<game>.json"),
    *(f"autosave-{game}.json" for game in GAMES),
}
#: words with a slash that are names, not paths
NOT_PATHS = {"trick-record/1"}
#: prefixes of paths outside the tree: the user's folders, the build output, the venv, the
#: bundle's install prefix
OUTSIDE = ("~/", "dist/", ".venv/", "/tmp/", "PREFIX/")
EXTENSIONS = (".py", ".md", ".json", ".toml", ".sh", ".png", ".spec", ".desktop", ".yaml")
_FENCED = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_SHELL = re.compile(r"^```sh\n(.*?)^```", re.MULTILINE | re.DOTALL)
_SPAN = re.compile(r"`([^`\n]+)`")
_LINK = re.compile(r"\]\(([^)\s]+)\)")
_PATHLIKE = re.compile(r"^[\w.<>/-]+$")
_FRACTION = re.compile(r"^\d+/\d+$")


def _candidates(text: str) -> list[str]:
    """Every word of a shell block's commands or of a backticked span (a span may be a whole
    command) and every link target that looks like a path: it has a ``/`` or ends in a known
    extension. Other blocks (diagrams, JSON) are left out."""
    commands = [line.split("#")[0] for block in _SHELL.findall(text) for line in block.splitlines()]
    words = [word for line in commands for word in line.split()]
    text = _FENCED.sub("", text)
    words += [word for span in _SPAN.findall(text) for word in span.split()]
    words += [target.split("#")[0] for target in _LINK.findall(text)]
    out = []
    for word in words:
        if "..." in word or "://" in word:  # an elided path (`engine/locale/<lang>/...`), a URL
            continue
        if _FRACTION.match(word):  # a count in a progress line: `120/500`
            continue
        word = word.rstrip(".,;:")
        if not _PATHLIKE.match(word) or word in OUTPUTS or word in NOT_PATHS:
            continue
        if word.startswith(OUTSIDE):
            continue
        if "/" in word or word.endswith(EXTENSIONS):
            out.append(word)
    return out


def _exists(word: str, doc: Path, tracked_names: frozenset[str]) -> bool:
    """A path names a file or folder inside the repository, from its root or from the doc's
    folder (a path that leaves the tree counts as missing even where it happens to exist); a
    bare file name (``app.py`` in a list of one package's modules) must exist somewhere."""
    if "/" not in word.strip("/") and word.strip("/") in tracked_names:
        return True
    for base in (ROOT, doc.parent):
        path = (base / word).resolve()
        if path.is_relative_to(ROOT) and path.exists():
            return True
    return False


def _expanded(word: str) -> list[str] | None:
    """``<game>`` stands for each game; any other placeholder (``<lang>``, ``DIR``) is not a
    path of the tree."""
    if "<game>" in word:
        word_games = [word.replace("<game>", game) for game in GAMES]
        return None if any("<" in w for w in word_games) else word_games
    return None if "<" in word else [word]


@cache
def _tree_names() -> frozenset[str]:
    """The names of the tree's files and folders (not the virtual environment, git's folder
    or caches, whose names a doc must not count on)."""
    names: set[str] = set()
    for _folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "__pycache__"]
        names.update(dirs, files)
    return frozenset(names)


def _missing(doc: Path, text: str) -> list[str]:
    tracked_names = _tree_names()
    missing = []
    for word in _candidates(text):
        for path in _expanded(word) or []:
            if not _exists(path, doc, tracked_names):
                missing.append(path)
    return missing


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_doc_names_exists(doc: Path) -> None:
    assert _missing(doc, doc.read_text(encoding="utf-8")) == []


def test_a_doc_naming_a_missing_file_fails() -> None:
    doc = ROOT / "CONTRIBUTING.md"
    text = "the protocol (`engine/actions.py`, `engine/protocol.py`) and [rules](docs/nope.md)"
    assert _missing(doc, text) == ["engine/protocol.py", "docs/nope.md"]
    assert _missing(doc, "the protocol (`protocol.py`: phases, views)") == ["protocol.py"]
    # a placeholder is checked for every game, outputs and URLs are not checked
    assert _missing(doc, "`engine/games/<game>/params.py` `deal.json` https://x.org/a.py") == []
    assert _missing(doc, "specified in `../shared/rules/`") == ["../shared/rules/"]
    assert _missing(doc, "`napoleon_gui/games/<game>/rules_viewer.py`") == [
        "napoleon_gui/games/mustfollow/rules_viewer.py"
    ]


def test_the_record_example_is_the_records_own_start() -> None:
    """docs/records.md's example is the start of a real record (its elided hands aside), and
    that record replays: the format the page describes is the one the engine reads."""
    from engine.record import replay_file

    page = (ROOT / "docs" / "records.md").read_text(encoding="utf-8")
    example = json.loads(re.search(r"```json\n(.*?)```", page, re.DOTALL).group(1))
    path = ROOT / "tests" / "data" / "records" / "napoleon_game1.json"
    record = json.loads(path.read_text(encoding="utf-8"))
    assert f"`{path.relative_to(ROOT)}`" in page
    assert list(example) == list(record)
    for key in ("format", "source", "game", "preset", "seats", "kitty", "contract", "exchange"):
        assert example[key] == record[key], key
    assert example["hands"]["A"][:2] == record["hands"]["A"][:2]
    assert example["tricks"] == record["tricks"][:1]
    assert example["result"] == record["result"]
    assert replay_file(path).ok
