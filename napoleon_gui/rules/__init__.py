"""Rule texts shared by the rules viewers and the hint links, below the game packages: the
strategy notes (``tactics``; Napoleon's ``N-AI`` notes are Rettler's too). Each game's own
rule texts live in its package (Napoleon's in ``napoleon_gui.games.napoleon.rule_texts``);
another game reaches them through that game's ``GameUi.rule_text``."""
