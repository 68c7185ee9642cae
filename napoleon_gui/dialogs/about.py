"""Help ▸ About Napoleon Table…: the program's name, its version (``engine.__version__``, the
one place it is written), the sources of the rules, its licence, and that Qt and PySide6 are
used under the LGPL (the bundle carries their texts in ``licenses/``, shown when present),
and the folder of the log files to attach to a bug report (``napoleon_gui.logs``)."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from napoleon_gui import logs
from napoleon_gui.i18n import N_, register, tr
from napoleon_gui.resources import licence_texts
from napoleon_gui.version import app_version

#: the program's name, as the window title and the desktop entry write it
APP_NAME = "Napoleon Table"

register(
    {
        "about_title": N_("About {name}"),
        "about_version": N_("Version {version}"),
        "about_summary": N_("A card table for Napoleon and its family of trick-taking games."),
        "about_licence": N_("Released under the MIT licence."),
        "about_qt": N_(
            "Built with Qt and PySide6, which are used under the GNU Lesser General "
            "Public License (LGPL) version 3."
        ),
        "about_log": N_("Log files (attach them to a bug report): {folder}"),
        "about_licence_texts": N_("Licence texts: {folder}"),
        # the sources of the rules, credited by name (issue 25, point 10)
        "about_credits": N_(
            "The rules follow the book How to Play Napoleon and Rettler Properly, 2nd "
            "edition (Ōba and Kobayashi, Napoleon Rules Standardisation Committee, 2014), "
            "the Fukashi and Igosho-kai club rules, Akagiri's Belote rules (1998) and "
            "S. Ando's co-operative must-follow game (first edition, 2016)."
        ),
    }
)


def about_text() -> str:
    """The dialog's rich text in the current language."""
    lines = [
        f"<h3>{escape(APP_NAME)}</h3>",
        f"<p>{escape(tr('about_version', version=app_version()))}</p>",
        f"<p>{escape(tr('about_summary'))}</p>",
        f"<p>{escape(tr('about_credits'))}</p>",
        f"<p>{escape(tr('about_licence'))}<br>{escape(tr('about_qt'))}</p>",
    ]
    texts = licence_texts()
    if texts is not None:
        lines.append(f"<p>{escape(tr('about_licence_texts', folder=str(texts)))}</p>")
    lines.append(f"<p>{escape(tr('about_log', folder=str(logs.folder())))}</p>")
    return "\n".join(lines)


def show_about(parent: QWidget) -> QMessageBox:
    """Open the About box over ``parent`` (window-modal, it does not block: the table's
    timers and bots go on); returns it, for tests."""
    box = QMessageBox(parent)
    box.setObjectName("about_box")
    box.setWindowTitle(tr("about_title", name=APP_NAME))
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # the folders
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
