"""Player text is shown as written, never interpreted (issue 24): a name such as
``<img src=/etc/passwd><b>x</b>`` is shown with its brackets, and never makes the table open
a file, load an image or change the font.

Qt interprets a label's text as rich text when it *looks like* HTML (``Qt.TextFormat.
AutoText``, the default of ``QLabel``, ``QMessageBox`` and tool tips). So:

* every label of the table is made here: ``plain_label`` (the default: shown as written)
  or ``rich_label`` (bold titles, rule links), whose markup is built with ``escape`` or
  ``link_rules`` around every piece of text that is not our own markup;
* a tool tip that may hold a name goes through ``plain_tooltip``;
* ``tests/test_plain_text_source.py`` reads the GUI's source and fails on a bare ``QLabel(``,
  a rich-text format set elsewhere, or markup built around a value that is not escaped.
"""

from __future__ import annotations

import contextlib
import html
import re
import weakref

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel, QWidget

from napoleon_gui.widgets import deck_look
from napoleon_gui.widgets.links import link_rules


def escape(text: object) -> str:
    """``text`` for rich text: shown exactly as written (``<`` ``>`` ``&`` and quotes)."""
    return html.escape(str(text))


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows its text as written, whatever it holds."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


#: a rule ID in a text (``N-KIT-1``, ``B-BID-2``)
_RULE_ID = re.compile(r"\b([NRBM]-[A-Z0-9]*[A-Z][A-Z0-9]*-\d+)\b")


def unbroken_rule_ids(text: str) -> str:
    """``text`` with the hyphens of its rule IDs non-breaking: "(N-KIT-1)" never wraps
    as "(N-" / "KIT-1)" (issue 25)."""
    return _RULE_ID.sub(lambda found: found.group(1).replace("-", "\u2011"), text)


class WrappedLabel(QLabel):
    """A plain-text label of a decision panel that wraps between words but never inside a
    rule ID, its suits solid (♥ ♦, not the outline ♡ ♢ of the records: issue 25, look25);
    ``text()`` returns the text as given."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._given = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._given = deck_look.solid_suits(text)
        super().setText(unbroken_rule_ids(self._given))

    def text(self) -> str:
        return self._given


def rich_label(markup: str = "", parent: QWidget | None = None) -> QLabel:
    """A label of rich text (bold titles, rule links): ``markup`` must escape every piece
    of text it did not write itself (``escape``, ``link_rules``)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(markup)
    return label


def keyboard_links(label: QLabel) -> None:
    """Tab reaches ``label``'s rule links and Enter opens the one the ring is on (issue 25:
    tab25). Tab focus only: a click on the text never takes the keyboard away from the
    decision."""
    label.setTextInteractionFlags(
        Qt.TextInteractionFlag.LinksAccessibleByMouse
        | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    )
    label.setFocusPolicy(Qt.FocusPolicy.TabFocus)


def plain_tooltip(text: str) -> str:
    """A tool tip that shows ``text`` as written: a text Qt would read as rich text (it
    looks like HTML: ``Qt.mightBeRichText``, Qt's own test for tool tips) is escaped in a
    paragraph that keeps its line breaks; any other text is returned as it is."""
    if not Qt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"


def suit_text(text: str, *, links: bool = False, on_dark: bool = False) -> str:
    """``text`` (words of the engine or of a player, never markup) as rich text: escaped,
    its rule IDs links (``links``), its suits solid in the deck's colours (issue 25: look25;
    ``on_dark``: for a dark ground)."""
    return deck_look.suit_marks(link_rules(text) if links else escape(text), on_dark=on_dark)


#: the suits' glyphs, outline and solid
_ANY_SUIT = "♤♡♢♧♠♥♦♣"

#: every suit label alive, redrawn when the deck's colours change (``SuitLabel``)
_SUIT_LABELS: weakref.WeakSet[SuitLabel] = weakref.WeakSet()


def _recolour_suit_labels() -> None:
    for label in list(_SUIT_LABELS):
        with contextlib.suppress(RuntimeError):  # its widget is gone already
            label.recolour()


deck_look.on_look_changed(_recolour_suit_labels)


class SuitLabel(QLabel):
    """A label of words with suits in them (the status line, the side panel's hint and
    trick, issue 25: look25): its suits print solid (♥ ♦, never the outline ♡ ♢ of the
    records) in the deck's colours, following a change of the deck at once; the rest is
    shown as written, with rule IDs as links when ``links``. ``text()`` is what the label
    always gave: the words as set (plain), or with ``links`` the markup (links, suits)."""

    def __init__(
        self, *, links: bool = False, on_dark: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._given = ""
        self._links, self._on_dark = links, on_dark
        self.setTextFormat(Qt.TextFormat.RichText)
        _SUIT_LABELS.add(self)

    def setText(self, text: str) -> None:
        self._given = text
        # words without a suit (most status lines) stay plain text: cheaper to lay out
        plain = not self._links and not any(suit in text for suit in _ANY_SUIT)
        wanted = Qt.TextFormat.PlainText if plain else Qt.TextFormat.RichText
        if self.textFormat() != wanted:
            self.setTextFormat(wanted)
        super().setText(
            text if plain else suit_text(text, links=self._links, on_dark=self._on_dark)
        )

    def text(self) -> str:
        return super().text() if self._links else self._given

    def clear(self) -> None:
        self.setText("")

    def words(self) -> str:
        """The words as set, without markup."""
        return self._given

    def recolour(self) -> None:
        """The deck's colours changed: the suits take them."""
        self.setText(self._given)
