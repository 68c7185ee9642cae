"""How far a search has got, for whoever waits on it (issue 23 point 6: the table's
"thinking…" bar).

A search reports ``report(done, planned)`` (sampled deals searched so far, and how many it
means to search) as it goes; nothing listens unless the thread running it has said so with
``watching(callback)``. The listener is per thread, so a bot needs no wiring: the table's
worker thread watches while its seat's bot decides, and a duel or a test thread, which
watches nothing, pays one attribute lookup per deal searched. A report never changes what
the search does: the same view and seed give the same card, watched or not.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

#: ``callback(done, planned)``: called on the searching thread
Listener = Callable[[int, int], None]

_local = threading.local()


@contextmanager
def watching(listener: Listener) -> Iterator[None]:
    """Send the reports of the searches this thread runs to ``listener`` meanwhile."""
    before: Listener | None = getattr(_local, "listener", None)
    _local.listener = listener
    try:
        yield
    finally:
        _local.listener = before


def report(done: int, planned: int) -> None:
    """``done`` of the ``planned`` sampled deals of this thread's search are searched."""
    listener: Listener | None = getattr(_local, "listener", None)
    if listener is not None:
        listener(done, planned)


__all__ = ["Listener", "report", "watching"]
