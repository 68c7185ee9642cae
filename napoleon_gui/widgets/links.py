"""Rule IDs in a text become links that open the rules viewer."""

from __future__ import annotations

import html
import re

NB_HYPHEN = "\u2011"
#: a rule ID of any game: its letter, a topic of two or more capitals and digits, a number
#: (N-BID-13, B-VAR-1, W-PLAY-2); the game's letter is not listed here, so a new game's IDs
#: are links too
RULE_ID = re.compile(r"\b([A-Z]-(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,}-\d+)\b")


def link_rules(text: str) -> str:
    """Turn rule IDs into links that open the rules viewer."""
    escaped = html.escape(text)

    def link(found: re.Match[str]) -> str:
        rule_id = html.escape(found.group(1))  # [A-Z0-9-] only: escaped all the same
        # non-breaking hyphens: "N-TRICK-1" never wraps inside the panel
        shown = html.escape(found.group(1).replace("-", NB_HYPHEN))
        return f'<a href="rule:{rule_id}">{shown}</a>'

    return RULE_ID.sub(link, escaped)
