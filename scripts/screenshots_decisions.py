"""Screenshots of every decision area of every game, in English and Japanese, at 1280x800 and
1024x700 (issue #11): the human follows the hint's suggestion at each decision until every
kind of panel of the game has been seen (a few deals and seeds may be needed for the
declarer's panels). Run under a real (virtual) display:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python scripts/screenshots_decisions.py OUT

Writes OUT/<game>_<panel>_<lang>_<w>x<h>.png and prints each path; also a list of the panels
that never came up.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from _shots import wait
from PySide6.QtWidgets import QApplication

from engine.hints import suggest
from engine.registry import get_game
from napoleon_gui import i18n
from napoleon_gui.app import MainWindow
from napoleon_gui.game_config import GameConfig
from napoleon_gui.settings import Store

#: (game, players, seeds to try)
TABLES = [
    ("napoleon", 5, range(1, 30)),
    ("rettler", 6, range(1, 30)),
    ("belote", 4, range(1, 12)),
    ("belote", 3, range(1, 12)),
    ("mustfollow", 1, range(1, 3)),
    ("mustfollow", 3, range(1, 3)),
]
#: give up on a table after this many deals that showed no new kind of panel
PATIENCE = 6
SIZES = [(1280, 800), (1024, 700)]


def run(
    app: QApplication,
    out: Path,
    game: str,
    players: int,
    seeds: range,
    lang: str,
    size: tuple[int, int],
) -> set[str]:
    window = MainWindow(Store(Path(tempfile.mkdtemp())))
    i18n.set_language(lang)
    window._build_menus()
    window.resize(*size)
    window.show()
    window.queue.set_speed("instant")  # the pictures are of decisions, not of moves
    window.controller.ai_pace_ms = 0
    seen: set[str] = set()
    c = window.controller
    fruitless = 0
    for seed in seeds:
        before = len(seen)
        presets = get_game(game).presets
        preset = "book" if "book" in presets else next(iter(presets))
        if window.active_dialog is not None:  # the last deal's result
            window.active_dialog.close()
        c.new_match(GameConfig(game, preset, players, 0, ["normal"] * players, [], seed))
        for _ in range(600):
            wait(app, 10)
            if c.state is None or c.state.current_seat is None:
                break
            panel = window.decisions.panel()
            if panel is not None and panel.isVisible():
                kind = type(panel).__name__
                if kind not in seen:
                    seen.add(kind)
                    wait(app, 300)
                    path = out / f"{game}{players}_{kind}_{lang}_{size[0]}x{size[1]}.png"
                    window.grab().save(str(path), "PNG")
                    print(path, flush=True)
            if (
                c.waiting_for_human
                and window.queue.is_idle()
                and c.state.current_seat == c.config.human_seat
            ):
                hint = suggest(game, c.view())
                if c.submit(hint.action) is None:
                    window.decisions.clear()
        fruitless = 0 if len(seen) > before else fruitless + 1
        if fruitless >= PATIENCE:
            break
    window.close()
    return seen


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    only = set(sys.argv[2:])
    for game, players, seeds in TABLES:
        if only and game not in only:
            continue
        for lang in ("en", "ja"):
            for size in SIZES:
                seen = run(app, out, game, players, seeds, lang, size)
                print(f"# {game} {players}p {lang} {size}: {', '.join(sorted(seen))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
