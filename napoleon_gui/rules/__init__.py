"""Rule texts by rule ID, shared by the rules viewers and the hint links: Napoleon's ``N-``
texts are also Rettler's inherited rules, so they live here, below the game packages."""
