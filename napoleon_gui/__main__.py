"""Entry point: ``python -m napoleon_gui``."""

from napoleon_gui.app import main

raise SystemExit(main())
