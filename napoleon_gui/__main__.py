"""Entry point: ``python -m napoleon_gui``."""

from napoleon_gui.cli import main

raise SystemExit(main())
