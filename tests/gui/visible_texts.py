"""Every text a player can read on the screen: for the tests that check no word is left in
another language (``test_no_english_in_japanese.py``, ``test_languages.py``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

#: an English word: two ASCII letters or more (rule IDs, card labels and names are
#: allowed by ``ALLOWED``)
WORD = re.compile(r"[A-Za-z]{2,}")
#: what may stay in Latin letters in any language: rule IDs (N-TRICK-1), card and trump
#: labels (JK, NT, ♠A), file formats, proper names, the program's name, Qt shortcuts
ALLOWED = {
    "JK",
    "NT",
    "CSV",
    "JSON",
    "PNG",
    "SVG",
    "Ctrl",
    "Shift",
    "Alt",
    "Enter",
    "Esc",
    "Escape",
    "Space",
    "Tab",
    "Del",
    "F1",
    "F9",
    "Napoleon",
    "Table",  # the window title (a name)
    "Anne",
    "Ben",
    "Clara",
    "David",
    "Emma",
    "Felix",
    "Grace",
    "Dan",
    "Bob",
    "Alice",
    "Belote",
    "McLeod",
    "John",
    "AI",
    "OK",
    "ms",
    "vs",
    "PR",
    "Qt",
    "PySide",
    "TA",
    "SA",
    "md",  # belote.md, rettler.md: file names
    "BR",  # the bridge card's label
    "Home",
    "End",
    "PgUp",
    "PgDn",  # key names
    "English",
    "Français",  # each language is named in its own words
    "napoleon",
    "rettler",
    "belote",
    "mustfollow",
}
#: rule IDs (N-TRICK-1, shown with non-breaking hyphens: N‑TRICK‑1) and the design
#: document's references (MD-7, BD-13)
RULE_ID = re.compile(r"\b[A-Z]{1,2}(?:[-\u2011][A-Z0-9]+)+\b")
HTML_TAG = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;")
URLISH = re.compile(r"\b\S+\.(?:json|md|csv|txt|png|svg)\b|rule:\S+")


def english_words(text: str) -> list[str]:
    """The Latin-letter words of ``text`` that are not allowed to stay in Latin letters."""
    plain = HTML_TAG.sub(" ", text)
    plain = URLISH.sub(" ", plain)
    plain = RULE_ID.sub(" ", plain)
    plain = plain.replace("&", "")  # Qt's mnemonic marker
    plain = plain.replace("Français", " ")  # the language's own name (a WORD splits at ç)
    return [w for w in WORD.findall(plain) if w not in ALLOWED]


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of every visible text of ``root`` and its children."""
    widgets: list[QWidget] = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if not w.isVisibleTo(root) and w is not root:
            continue
        name = f"{type(w).__name__}#{w.objectName()}"
        if w.isWindow():
            yield name + ".windowTitle", w.windowTitle()
        if w.toolTip():
            yield name + ".toolTip", w.toolTip()
        if isinstance(w, (QLabel, QAbstractButton)):
            yield name, w.text()
        elif isinstance(w, QGroupBox):
            yield name, w.title()
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{name}[{i}]", w.itemText(i)
        elif isinstance(w, QLineEdit):
            yield name + ".placeholder", w.placeholderText()
        elif isinstance(w, (QTextBrowser, QTextEdit)):
            yield name, w.toPlainText()
        elif isinstance(w, QTabWidget):
            for i in range(w.count()):
                yield f"{name}.tab{i}", w.tabText(i)
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                yield f"{name}[{i}]", w.item(i).text()
        elif isinstance(w, QTreeWidget):
            header = w.headerItem()
            for c in range(w.columnCount()):
                yield f"{name}.header{c}", header.text(c)
            stack = [w.topLevelItem(i) for i in range(w.topLevelItemCount())]
            while stack:
                item = stack.pop()
                for c in range(w.columnCount()):
                    yield f"{name}.item", item.text(c)
                stack.extend(item.child(i) for i in range(item.childCount()))
        elif isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                if head is not None:
                    yield f"{name}.header{c}", head.text()
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    cell = w.item(r, c)
                    if cell is not None:
                        yield f"{name}[{r},{c}]", cell.text()
        elif isinstance(w, QMenu):
            yield name + ".title", w.title()
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            yield from _menu_texts(action)


def _menu_texts(action: Any) -> Iterator[tuple[str, str]]:
    yield f"menu:{action.objectName()}", action.text()
    menu = action.menu()
    if menu is not None:
        for sub in menu.actions():
            if not sub.isSeparator():
                yield from _menu_texts(sub)


def scene_texts(scene: Any) -> Iterator[tuple[str, str]]:
    """The table's own texts: name plates, speech bubbles, the banner, the info panel."""
    for seat, plate in enumerate(getattr(scene, "_plates", [])):
        yield f"plate{seat}", plate.text
    for item in scene.items():
        text = getattr(item, "text", None)
        if isinstance(text, str) and item.isVisible():
            yield type(item).__name__, text
        lines = getattr(item, "lines", None)
        if isinstance(lines, list) and item.isVisible():
            for line in lines:
                yield type(item).__name__, str(line)


def window_texts(window: Any) -> Iterator[tuple[str, str]]:
    """The main window (menus, status line, side panel, decision area) and its table."""
    yield from widget_texts(window)
    yield from scene_texts(window.scene)


def open_windows() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def offenders(texts: Iterable[tuple[str, str]]) -> list[str]:
    """``where: text  [words]`` for each text with English words left."""
    out = []
    seen: set[str] = set()
    for where, text in texts:
        words = english_words(text)
        if words and text not in seen:
            seen.add(text)
            out.append(f"{where}: {text[:160]!r}  {words[:6]}")
    return out
