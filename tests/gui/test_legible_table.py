"""A table that holds still and stays legible (issue 25, point 4): at 1280×800 and
1024×700, in English, Japanese and French, every text on the table and in the decision
area is at least 9 pt on the screen and shown whole (never cut with "…", never cut off at
an edge); and the table's scale changes only when the window is resized, not when a panel
comes or goes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from deals import near_end
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from napoleon_gui import i18n
from napoleon_gui.game_config import GameConfig
from napoleon_gui.table.decor import AreaLabel, Banner, Caption, InfoPanel, NamePlate, SpeechBubble
from napoleon_gui.table.view import MIN_TEXT_PT

SIZES = [(1280, 800), (1024, 700)]
LANGS = ["en", "ja", "fr"]
NAMES = ["You", "Anne", "Ben", "Clara", "David"]


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")


def _min_px(widget: QWidget) -> float:
    """9 pt in pixels on this screen."""
    return MIN_TEXT_PT * widget.logicalDpiY() / 72


def _scene_texts(window) -> list[tuple[str, int, bool, QRectF]]:
    """Every visible text item of the table: (what, font size in scene units, shown whole,
    its place in the scene)."""
    out: list[tuple[str, int, bool, QRectF]] = []
    for item in window.scene.items():
        if not item.isVisible():
            continue
        place = item.sceneBoundingRect()
        if isinstance(item, NamePlate):
            item.update()
            whole = item.name_shown == item.name and (not item.role or item.role_shown == item.role)
            out.append((f"plate {item.name} {item.role}", min(item.font_px()), whole, place))
        elif isinstance(item, SpeechBubble) and item.text:
            whole = "".join(item.lines).replace(" ", "") == item.text.replace(" ", "")
            out.append((f"bubble {item.text}", item.font_px(), whole, place))
        elif isinstance(item, InfoPanel) and item.lines:
            size, shown = item.drawn()
            whole = "".join(shown).replace(" ", "") == "".join(item.shown).replace(" ", "")
            # the compact lines (fewer words, issue 25) keep the full ones in the tool tip
            whole &= item.shown == item.lines or item.toolTip() == "\n".join(item.lines)
            font = QFont()
            font.setPixelSize(size)
            font.setBold(True)  # (the title's; the others are narrower)
            room = item.boundingRect().width() - 20 + 1
            whole &= all(QFontMetricsF(font).horizontalAdvance(row) <= room for row in shown)
            out.append((f"info {item.lines}", size, whole, place))
        elif isinstance(item, Banner) and item.text:
            out.append((f"banner {item.text}", item.font_px(), True, place))
        elif isinstance(item, AreaLabel | Caption) and item.text:
            shown = getattr(item, "shown", item.text) or item.text
            out.append((f"caption {item.text}", item.font_px(), shown == item.text, place))
    return out


def _check_scene(window, where: str) -> None:
    window.grab()  # paint the table as the screen shows it (what is drawn is recorded)
    scale = window.table_view.transform().m11()
    least = _min_px(window.table_view)
    # the felt the player sees: the table, and beside it the info panel (issue 25, look)
    view = window.table_view
    table = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-8, -8, 8, 8)
    texts = _scene_texts(window)
    assert any(what.startswith("plate") for what, *_ in texts), where
    for what, size, whole, place in texts:
        assert size * scale >= least - 0.01, f"{where}: {what} at {size * scale:.1f} px"
        assert whole, f"{where}: {what} cut short"
        assert table.contains(place), f"{where}: {what} off the table"


def _check_widgets(window, where: str) -> None:
    """The status line and the decision area: every label and button at 9 pt or more, its
    text whole and in sight."""
    least = _min_px(window)
    widgets = [window.status_label]
    panel = window.decisions.panel()
    assert panel is not None, where
    widgets += [w for w in panel.findChildren(QLabel) + panel.findChildren(QAbstractButton)]
    for widget in widgets:
        if not widget.isVisibleTo(window) or not widget.text():
            continue
        name = f"{where}: {widget.objectName() or widget.text()!r}"
        assert QFontInfo(widget.font()).pixelSize() >= least - 0.5, name
        assert widget.visibleRegion().boundingRect() == widget.rect(), f"{name} cut off"
        if isinstance(widget, QLabel) and widget.wordWrap():
            assert widget.heightForWidth(widget.width()) <= widget.height() + 1, f"{name} cut"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_is_legible_and_whole(qtbot, window, language, size, lang):
    i18n.set_language(lang)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=3000)
    c = window.controller
    # the auction: the bidding panel (the tallest) under the table
    c.new_match(GameConfig("napoleon", "book", 5, 0, ["normal"] * 5, NAMES, 4))
    qtbot.waitUntil(
        lambda: bool(c.waiting_for_human and window.queue.is_idle() and window.decisions.panel()),
        timeout=5000,
    )
    QApplication.processEvents()
    scale = window.table_view.transform().m11()
    _check_widgets(window, f"{lang} {size} auction")
    _check_scene(window, f"{lang} {size} auction")
    # late in a deal: every role public, totals on the plates, the contract panel full
    c.pause()  # the bot's last card waits: the table stays as it is
    state, actions = near_end("napoleon", "book", 5, 3)
    c.start_deal(state, actions)
    qtbot.waitUntil(lambda: window.queue.is_idle() and c.state is state, timeout=5000)
    window.scene.set_totals([120, -45, 0, 35, -110])  # a match under way
    QApplication.processEvents()
    assert window.decisions.panel() is None
    # no panel now: the table kept its scale
    assert window.table_view.transform().m11() == pytest.approx(scale)
    _check_scene(window, f"{lang} {size} play")


def test_the_table_keeps_its_scale_when_panels_and_hints_come_and_go(qtbot, window):
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (1024, 700), timeout=3000)
    c = window.controller
    c.new_match(GameConfig("belote", "standard", 4, 0, ["normal"] * 4, NAMES[:4], 6))
    qtbot.waitUntil(
        lambda: bool(c.waiting_for_human and window.queue.is_idle() and window.decisions.panel()),
        timeout=5000,
    )
    scale = window.table_view.transform().m11()
    width = window.dock.width()
    window.hint_label.setText("x " * 400)  # a long hint wraps in the side panel
    window.show_refusal("Not now (B-PLAY-1)")
    QApplication.processEvents()
    assert window.table_view.transform().m11() == pytest.approx(scale)
    assert window.dock.width() == width
    window.decisions.clear()
    QApplication.processEvents()
    assert window.table_view.transform().m11() == pytest.approx(scale)
    window.resize(1280, 800)  # the window, and only the window, changes it
    qtbot.waitUntil(lambda: window.table_view.transform().m11() > scale + 0.01, timeout=3000)
