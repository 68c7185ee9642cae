"""The Qt binding the project installs must not leak references to ``None``.

PySide6 6.12.0 on CPython 3.11 drops a reference to ``None`` on every call of a void Qt
method; a long game then dies with "Fatal Python error: none_dealloc". pyproject.toml
excludes that release; this test catches a binding with the same defect.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject


def test_void_qt_calls_keep_none_alive() -> None:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        probe.setObjectName("probe")
    # Immortal None (3.12+) reports a constant; a leaking binding loses ~1000 references.
    assert before - sys.getrefcount(None) < 100
