"""The co-op must-follow game's table package: its ``GameUi`` is ``ui.UI`` (``ui.py``), the
Puzzle menu ``menu.py``. Nothing is imported here: the window builds the Puzzle menu at
start-up without loading the game itself."""
