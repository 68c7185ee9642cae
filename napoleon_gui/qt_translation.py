"""Qt's own words (the standard buttons' Cancel, &Yes/&No, the file dialog) in the table's
language: ``qtbase_<lang>.qm`` loaded into one ``QTranslator`` on the application, and
swapped whenever the language changes (``i18n.on_language_changed``).

English needs no file: Qt's source strings are English, so the translator is just removed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from napoleon_gui import i18n
from napoleon_gui.resources import qt_translations_dir

_translator: QTranslator | None = None
_listening = False


def apply_qt_language(lang: str) -> bool:
    """Load Qt's translation for ``lang`` into the application (replacing the previous
    one); True when one is installed. Without a ``QCoreApplication`` nothing happens."""
    global _translator
    app = QCoreApplication.instance()
    if app is None:
        return False
    if _translator is not None:
        app.removeTranslator(_translator)
        _translator = None
    if lang == "en":
        return False
    translator = QTranslator(app)  # parented: lives as long as the application
    if not translator.load(f"qtbase_{lang}", str(qt_translations_dir())):
        return False  # a system Qt without translations: Qt's words stay English
    app.installTranslator(translator)
    _translator = translator
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
