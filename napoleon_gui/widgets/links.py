"""Rule IDs in a text become links that open the rules viewer."""

from __future__ import annotations

import html
import re

NB_HYPHEN = "\u2011"


def link_rules(text: str) -> str:
    """Turn rule IDs into links that open the rules viewer."""
    escaped = html.escape(text)

    def link(found: re.Match[str]) -> str:
        rule_id = html.escape(found.group(1))  # [A-Z0-9-] only: escaped all the same
        # non-breaking hyphens: "N-TRICK-1" never wraps inside the panel
        shown = html.escape(found.group(1).replace("-", NB_HYPHEN))
        return f'<a href="rule:{rule_id}">{shown}</a>'

    return re.sub(r"\b([NRBM]-[A-Z0-9]*[A-Z][A-Z0-9]*-\d+)\b", link, escaped)
