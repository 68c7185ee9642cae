"""Qt tests run offscreen unless told otherwise (set before Qt is first imported)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
