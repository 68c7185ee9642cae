"""Qt's own words (the standard buttons' Cancel, &Yes/&No, the file dialog) in the table's
language: ``qtbase_<lang>.qm`` loaded into one ``QTranslator`` on the application, and
swapped whenever the language changes (``i18n.on_language_changed``).

English needs no file: Qt's source strings are English, so the translator is just removed.

The shipped ``qtbase_<lang>.qm`` files miss a few of Qt 6's words (Qt 6 added the ``&`` of
the file dialog's "&Look in:" and "Files of &type:", the files kept the old text), so the
French file dialog was half English: a second translator answers those from our own
catalogues (``_GAPS``) and leaves every other word to Qt's file.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from napoleon_gui import i18n
from napoleon_gui.i18n import Np_, register, tr
from napoleon_gui.resources import qt_translations_dir

register(
    {
        "qt_look_in": Np_("file dialog", "&Look in:"),
        "qt_files_of_type": Np_("file dialog", "Files of &type:"),
    }
)

#: (Qt's context, Qt's English) -> our key, for the words Qt's own files leave English
_GAPS = {
    ("QFileDialog", "&Look in:"): "qt_look_in",
    ("QFileDialog", "Files of &type:"): "qt_files_of_type",
}

_translators: list[QTranslator] = []
_listening = False


class _GapTranslator(QTranslator):
    """Qt's words that ``qtbase_<lang>.qm`` lacks, from the table's catalogue; no answer
    (``None``) lets Qt ask the next translator."""

    def translate(
        self, context: str, source_text: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        key = _GAPS.get((context, source_text))
        return None if key is None else tr(key)  # None: Qt's null string, ask the next

    def isEmpty(self) -> bool:
        return False


def apply_qt_language(lang: str) -> bool:
    """Load Qt's translation for ``lang`` into the application (replacing the previous
    one); True when one is installed. Without a ``QCoreApplication`` nothing happens."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    while _translators:
        old = _translators.pop()
        app.removeTranslator(old)
        old.deleteLater()  # a language switch does not pile translators up
    if lang == "en":
        return False
    translator = QTranslator(app)  # parented: lives as long as the application
    if not translator.load(f"qtbase_{lang}", str(qt_translations_dir())):
        return False  # a system Qt without translations: Qt's words stay English
    gaps = _GapTranslator(app)
    # the translator installed last is asked first: the gaps before Qt's own file
    for installed in (translator, gaps):
        app.installTranslator(installed)
        _translators.append(installed)
    return True


def _follow(lang: str) -> None:
    apply_qt_language(lang)


def install_qt_translations() -> None:
    """Follow the table's language from now on (once per process), starting with the
    current one."""
    global _listening
    if not _listening:
        _listening = True
        i18n.on_language_changed(_follow)
    apply_qt_language(i18n.language())
