#!/usr/bin/env python3
"""Build the card art and the application icon in ``assets/``.

    .venv/bin/python scripts/make_assets.py                 # original art only (backs, BR, icon)
    .venv/bin/python scripts/make_assets.py --import-deck   # also re-import the 52 faces + joker
    .venv/bin/python scripts/make_assets.py --check --sheet /tmp/cards.png

Every card is a 250 x 350 SVG (poker size, 2.5:3.5) that Qt's SVG renderer (SVG Tiny 1.2 plus
a little) draws correctly: no <symbol>, no CSS, no filters, masks, patterns or clip paths, and
no <text> - lettering is converted to outlines here, with the fonts of this machine.

The 52 faces and the joker come from the CC0 deck of Adrian Kennard as packaged on npm by
``@letele/playing-cards`` (React components). ``--import-deck`` fetches that package with
``npm pack``, turns the components back into SVG with ``node``, inlines every
``<use>``/``<symbol>`` (Qt ignores a symbol's viewBox) and rescales to the common viewBox.
Everything else is drawn here (see assets/LICENSES.md).
"""

from __future__ import annotations

import argparse
import copy
import math
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
CARDS = ASSETS / "cards"
ICONS = ASSETS / "icons"

W, H = 250, 350
DECK_PACKAGE = "@letele/playing-cards@0.1.0"

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
HREF = f"{{{XLINK_NS}}}href"

RED = "#f00"  # the red of the imported deck
BLACK = "#000"
NAVY = "#1b3a8c"
GOLD = "#e2bb55"
BACK_BLUE = "#1c3f8c"
BACK_LINE = "#3f66bd"

# Suit outlines, 1000 units tall centred on the origin (from the CC0 deck, as its pips).
PIPS = {
    "S": "M0-500c100 250 355 400 355 685a150 150 0 0 1-300 0 10 10 0 0 0-20 0c0 200 50 215 95 "
    "315h-260c45-100 95-115 95-315a10 10 0 0 0-20 0 150 150 0 0 1-300 0c0-285 255-435 355-685Z",
    "H": "M0-300c0-100 100-200 200-200s200 100 200 250C400 0 0 400 0 500 0 400-400 0-400-250c0-"
    "150 100-250 200-250S0-400 0-300Z",
    "D": "M-400 0C-350 0 0-450 0-500 0-450 350 0 400 0 350 0 0 450 0 500 0 450-350 0-400 0Z",
    "C": "M30 150c5 235 55 250 100 350h-260c45-100 95-115 100-350a10 10 0 0 0-20 0 210 210 0 1 "
    "1-74-201 10 10 0 0 0 14-14 230 230 0 1 1 220 0 10 10 0 0 0 14 14 210 210 0 1 1-74 201 10 "
    "10 0 0 0-20 0Z",
}
SUIT_COLOUR = {"S": BLACK, "H": RED, "D": RED, "C": BLACK}

# Ranks in file-name form; the package names its components e.g. "Sk", "H10", "Da".
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]


def fmt(v: float) -> str:
    s = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def svg_doc(body: str, w: int = W, h: int = H) -> str:
    return (
        f'<svg xmlns="{SVG_NS}" width="{w}" height="{h}" viewBox="0 0 {w} {h}">' + body + "</svg>\n"
    )


def card_outline(fill: str = "#fff") -> str:
    return (
        f'<rect x="0.5" y="0.5" width="{W - 1}" height="{H - 1}" rx="12.5" ry="12.5" '
        f'fill="{fill}" stroke="#000" stroke-width="1"/>'
    )


def pip(suit: str, cx: float, cy: float, size: float, fill: str | None = None) -> str:
    colour = fill or SUIT_COLOUR[suit]
    return (
        f'<path transform="matrix({fmt(size / 1000)} 0 0 {fmt(size / 1000)} {fmt(cx)} {fmt(cy)})"'
        f' fill="{colour}" d="{PIPS[suit]}"/>'
    )


# --- lettering as outlines ------------------------------------------------------------------

_app = None


def qt_app() -> object:
    global _app
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    return _app


def text_path(
    text: str,
    family: str,
    height: float,
    cx: float,
    cy: float,
    bold: bool = True,
    spacing: float = 0.0,
) -> str:
    """Path data of ``text`` whose ink box is ``height`` tall and centred on (cx, cy)."""
    qt_app()
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QFont, QFontDatabase, QPainterPath

    if family not in QFontDatabase.families():
        raise SystemExit(f"make_assets: font {family!r} is not installed")
    font = QFont(family)
    font.setPixelSize(200)
    font.setBold(bold)
    if spacing:
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, spacing * 200)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, text)
    box = path.boundingRect()
    k = height / box.height()
    ox = cx - (box.x() + box.width() / 2) * k
    oy = cy - (box.y() + box.height() / 2) * k

    def pt(x: float, y: float) -> str:
        return f"{x * k + ox:.2f} {y * k + oy:.2f}"

    out: list[str] = []
    i = 0
    n = path.elementCount()
    while i < n:
        e = path.elementAt(i)
        if e.type == QPainterPath.ElementType.MoveToElement:
            if out:
                out.append("Z")
            out.append("M" + pt(e.x, e.y))
            i += 1
        elif e.type == QPainterPath.ElementType.LineToElement:
            out.append("L" + pt(e.x, e.y))
            i += 1
        else:  # CurveToElement followed by two CurveToDataElements
            c2, end = path.elementAt(i + 1), path.elementAt(i + 2)
            out.append("C" + " ".join((pt(e.x, e.y), pt(c2.x, c2.y), pt(end.x, end.y))))
            i += 3
    out.append("Z")
    return "".join(out)


# --- backs ----------------------------------------------------------------------------------


def _lattice(x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """Two families of 45-degree lines, each cut exactly to the rectangle (no clip path)."""
    segs: list[str] = []
    w, h = x1 - x0, y1 - y0
    c = -h
    while c <= w:
        # line x - x0 = (y - y0) + c   (down-right)
        ya, yb = max(0.0, -c), min(h, w - c)
        if yb > ya:
            segs.append(f"M{fmt(x0 + ya + c)} {fmt(y0 + ya)}L{fmt(x0 + yb + c)} {fmt(y0 + yb)}")
        # line x - x0 = -(y - y0) + c + h   (down-left)
        d = c + h
        ya, yb = max(0.0, d - w), min(h, d)
        if yb > ya:
            segs.append(f"M{fmt(x0 + d - ya)} {fmt(y0 + ya)}L{fmt(x0 + d - yb)} {fmt(y0 + yb)}")
        c += step
    return "".join(segs)


def bicorne(cx: float, cy: float, scale: float, fill: str) -> str:
    """Napoleon's hat, side on, about 120 x 40 units at scale 1."""
    hat = (
        "M-60 16C-52 6-42-6-28-15C-12-25 12-25 28-15C42-6 52 6 60 16"
        "C42 3 20-1 0-1C-20-1-42 3-60 16Z"
    )
    band = "M-50 7C-34-2-16-5 0-5C16-5 34-2 50 7"
    return (
        f'<g transform="matrix({fmt(scale)} 0 0 {fmt(scale)} {fmt(cx)} {fmt(cy)})">'
        f'<path fill="{fill}" d="{hat}"/>'
        f'<path fill="none" stroke="{BACK_BLUE}" stroke-width="1.6" d="{band}"/>'
        f'<circle cx="18" cy="-11" r="7" fill="{BACK_BLUE}"/>'
        f'<circle cx="18" cy="-11" r="6" fill="#ce2b37"/>'
        f'<circle cx="18" cy="-11" r="4" fill="#fff"/>'
        f'<circle cx="18" cy="-11" r="2" fill="#0055a4"/>'
        "</g>"
    )


def back_svg(suit: str | None = None) -> str:
    body = [card_outline()]
    body.append(f'<rect x="10" y="10" width="230" height="330" rx="8" ry="8" fill="{BACK_BLUE}"/>')
    body.append(
        f'<path fill="none" stroke="{BACK_LINE}" stroke-width="1.3" '
        f'd="{_lattice(18, 18, 232, 332, 12)}"/>'
    )
    body.append(
        f'<rect x="18" y="18" width="214" height="314" fill="none" stroke="{GOLD}" '
        'stroke-width="1.6"/>'
    )
    body.append(
        f'<rect x="22.5" y="22.5" width="205" height="305" fill="none" stroke="{GOLD}" '
        'stroke-width="0.8"/>'
    )
    cx, cy = W / 2, H / 2
    if suit is None:
        body.append(
            f'<ellipse cx="{cx}" cy="{cy}" rx="58" ry="76" fill="{BACK_BLUE}" stroke="{GOLD}" '
            'stroke-width="2.5"/>'
        )
        body.append(
            f'<ellipse cx="{cx}" cy="{cy}" rx="52" ry="70" fill="none" stroke="{GOLD}" '
            'stroke-width="0.8"/>'
        )
        body.append(bicorne(cx, cy + 4, 0.8, GOLD))
        for dy in (-44, 44):
            body.append(pip("D", cx, cy + dy, 12, GOLD))
    else:
        body.append(
            f'<circle cx="{cx}" cy="{cy}" r="64" fill="#fff" stroke="{GOLD}" stroke-width="3"/>'
        )
        body.append(
            f'<circle cx="{cx}" cy="{cy}" r="58" fill="none" stroke="{BACK_BLUE}" '
            'stroke-width="1"/>'
        )
        body.append(pip(suit, cx, cy + (4 if suit in "SC" else 0), 86))
        # the same suit small in two corners, so it shows when the cards overlap in a hand
        for x, y in ((36, 36), (W - 36, H - 36)):
            body.append(
                f'<circle cx="{x}" cy="{y}" r="15" fill="#fff" stroke="{GOLD}" stroke-width="1.5"/>'
            )
            body.append(pip(suit, x, y + (1 if suit in "SC" else 0), 20))
    return svg_doc("".join(body))


# --- the bridge card (Rettler's veto card) --------------------------------------------------


def _arch_y(x: float) -> float:
    """Height of the bridge arch (a cubic from (-58, 22) over to (58, 22)) at ``x``."""
    lo, hi = 0.0, 1.0
    for _ in range(40):  # x(t) increases with t: bisect for t
        t = (lo + hi) / 2
        xt = -58 * (1 - t) ** 3 - 150 * (1 - t) ** 2 * t + 150 * (1 - t) * t**2 + 58 * t**3
        lo, hi = (t, hi) if xt < x else (lo, t)
    return 22 * (1 - t) ** 3 - 54 * (1 - t) ** 2 * t - 54 * (1 - t) * t**2 + 22 * t**3


def bridge_motif(cx: float, cy: float, s: float, colour: str) -> str:
    """An arch bridge over water, about 140 x 70 units at scale 1, centred on (cx, cy)."""
    st = f'fill="none" stroke="{colour}" stroke-linecap="round" stroke-linejoin="round"'
    parts = [
        # deck and parapet
        f'<path {st} stroke-width="4" d="M-70-8H70"/>',
        f'<path {st} stroke-width="2" d="M-70-18H70"/>',
        # balusters
        "<path "
        + st
        + ' stroke-width="1.5" d="'
        + "".join(f"M{x}-18V-8" for x in range(-64, 70, 8))
        + '"/>',
        # main arch and the spandrel posts
        f'<path {st} stroke-width="4" d="M-58 22C-50-18 50-18 58 22"/>',
        "<path "
        + st
        + ' stroke-width="2" d="'
        + "".join(f"M{x}-8V{fmt(_arch_y(x))}" for x in (-44, -32, -20, 20, 32, 44))
        + '"/>',
        # abutments
        f'<path fill="{colour}" d="M-70-8H-58L-52 22H-70ZM70-8H58L52 22H70Z"/>',
        # water
        f'<path {st} stroke-width="2" d="M-62 30q8-5 16 0t16 0 16 0 16 0 16 0 16 0 16 0 16 0"/>',
        f'<path {st} stroke-width="2" d="M-46 38q8-5 16 0t16 0 16 0 16 0 16 0 16 0"/>',
    ]
    return (
        f'<g transform="matrix({fmt(s)} 0 0 {fmt(s)} {fmt(cx)} {fmt(cy)})">'
        + "".join(parts)
        + "</g>"
    )


def bridge_svg() -> str:
    body = [card_outline()]
    # corner indices: "BR" and a tiny bridge, top-left and (turned) bottom-right
    index = (
        f'<path fill="{NAVY}" d="{text_path("BR", "DejaVu Sans Condensed", 21, 22, 24)}"/>'
        + bridge_motif(22, 50, 0.26, NAVY)
    )
    body.append(index)
    body.append(f'<g transform="rotate(180 {W / 2} {H / 2})">{index}</g>')
    # the face
    body.append(
        f'<rect x="44" y="52" width="162" height="246" rx="6" ry="6" fill="#f4f7ff" '
        f'stroke="{NAVY}" stroke-width="1.5"/>'
    )
    body.append(
        f'<rect x="49" y="57" width="152" height="236" rx="4" ry="4" fill="none" '
        f'stroke="{NAVY}" stroke-width="0.6"/>'
    )
    body.append(
        f'<path fill="{NAVY}" d="{text_path("BRIDGE", "DejaVu Serif", 22, 125, 100, spacing=0.06)}"'
        "/>"
    )
    body.append(f'<path stroke="{GOLD}" stroke-width="1.5" d="M70 118H180"/>')
    body.append(bridge_motif(125, 168, 0.95, NAVY))
    # 拒否権 (veto) in a red seal-like frame
    body.append(
        f'<rect x="73" y="224" width="104" height="44" rx="5" ry="5" fill="{RED}" '
        f'stroke="#b00000" stroke-width="1"/>'
    )
    body.append(
        '<rect x="77" y="228" width="96" height="36" rx="3" ry="3" fill="none" '
        'stroke="#fff" stroke-width="1"/>'
    )
    body.append(
        f'<path fill="#fff" d="{text_path("拒否権", "Noto Serif CJK JP", 24, 125, 246.5)}"/>'
    )
    return svg_doc("".join(body))


# --- the joker: imported art plus corner indices --------------------------------------------


def joker_index() -> str:
    letters = []
    for i, ch in enumerate("JOKER"):
        letters.append(text_path(ch, "DejaVu Sans", 11.5, 15, 20 + i * 15))
    return f'<path fill="{RED}" d="{"".join(letters)}"/>'


# --- importing the CC0 deck -----------------------------------------------------------------

NODE_CONVERTER = r"""
const fs = require('fs');
const [src_file, out_dir] = process.argv.slice(2);
let src = fs.readFileSync(src_file, 'utf8');
src = src.replace(/^import .*$/mg, '').replace(/^export \{([^}]*)\};/m, (m, g) =>
  'return {' + g.split(',').map(s => { const [a, b] = s.trim().split(/\s+as\s+/);
    return `${b}: ${a}`; }).join(',') + '};');
const ATTR = { className: 'class', xlinkHref: 'xlink:href', xmlnsXlink: 'xmlns:xlink' };
const KEEP = new Set(['viewBox', 'preserveAspectRatio', 'patternUnits']);
const name = k => ATTR[k] || (KEEP.has(k) ? k : k.replace(/[A-Z]/g, c => '-' + c.toLowerCase()));
const esc = s => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const React = { createElement(tag, props, ...children) {
  if (typeof tag === 'function') return tag(props || {});
  let a = '';
  for (const [k, v] of Object.entries(props || {})) {
    if (v == null || k === 'aria-labelledby') continue; a += ` ${name(k)}="${esc(v)}"`; }
  const kids = children.flat().filter(c => c != null && c !== false)
    .map(c => (c && c.__x !== undefined) ? c.__x : esc(c)).join('');
  return {__x: kids ? `<${tag}${a}>${kids}</${tag}>` : `<${tag}${a}/>`};
} };
const mod = new Function('React', '_extends', src)(React, Object.assign);
for (const [n, comp] of Object.entries(mod)) fs.writeFileSync(`${out_dir}/${n}.svg`, comp({}).__x);
"""


def _q(tag: str) -> str:
    return f"{{{SVG_NS}}}{tag}"


def _num(s: str | None) -> float:
    return float(s) if s is not None else 0.0


def _inline_uses(root: ET.Element) -> None:
    """Replace every <use> by a <g> holding a copy of what it points at; drop <defs>."""
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}

    def expand(parent: ET.Element) -> None:
        for i, child in enumerate(list(parent)):
            if child.tag != _q("use"):
                if child.tag not in (_q("defs"), _q("symbol")):
                    expand(child)
                continue
            ref = ids[(child.get(HREF) or "").lstrip("#")]
            g = ET.Element(_q("g"))
            transform = child.get("transform")
            tf = [transform] if transform else []
            x, y = _num(child.get("x")), _num(child.get("y"))
            if x or y:
                tf.append(f"translate({fmt(x)} {fmt(y)})")
            for k, v in child.attrib.items():
                if k not in ("x", "y", "width", "height", "transform", HREF):
                    g.set(k, v)
            if ref.tag == _q("symbol"):
                vb = [float(t) for t in (ref.get("viewBox") or "").replace(",", " ").split()]
                w, h = _num(child.get("width")), _num(child.get("height"))
                par = ref.get("preserveAspectRatio", "xMidYMid")
                if par == "none":
                    sx, sy = w / vb[2], h / vb[3]
                    tx, ty = -vb[0] * sx, -vb[1] * sy
                elif par == "xMinYMid":
                    sx = sy = min(w / vb[2], h / vb[3])
                    tx, ty = -vb[0] * sx, (h - vb[3] * sy) / 2 - vb[1] * sy
                else:
                    raise ValueError(f"unhandled preserveAspectRatio {par}")
                tf.append(f"matrix({fmt(sx)} 0 0 {fmt(sy)} {fmt(tx)} {fmt(ty)})")
                for sub in ref:
                    g.append(copy.deepcopy(sub))
            else:
                g.append(copy.deepcopy(ref))
            for e in g.iter():
                e.attrib.pop("id", None)
            if tf:
                g.set("transform", " ".join(tf))
            expand(g)
            parent.remove(child)
            parent.insert(i, g)

    expand(root)
    for d in root.findall(_q("defs")):
        root.remove(d)


def normalize_imported(src: Path, extra: str = "") -> str:
    """A package card (viewBox -120 -168 240 336) as a self-contained 250 x 350 SVG."""
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    root = ET.parse(src).getroot()
    for el in list(root):
        if el.tag == _q("title"):
            root.remove(el)
    _inline_uses(root)
    for parent in list(root.iter()):
        for c in list(parent):
            if c.tag == _q("text"):  # the publisher's web address on the ace of spades
                parent.remove(c)
    for c in list(root):
        if c.tag == _q("path") and c.get("fill") == "#fff":  # the QR code to that address
            root.remove(c)
    k = fmt(W / 240)
    g = ET.Element(_q("g"), {"transform": f"matrix({k} 0 0 {k} {W / 2:g} {H / 2:g})"})
    for c in list(root):
        g.append(c)
    inner = ET.tostring(g, encoding="unicode")
    inner = re.sub(r"\s*xmlns(:\w+)?=\"[^\"]*\"", "", inner)
    inner = re.sub(r">\s+<", "><", inner)
    return svg_doc(inner + extra)


def import_deck() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        out = (
            subprocess.run(
                ["npm", "pack", DECK_PACKAGE, "--silent"],
                cwd=tmpdir,
                check=True,
                capture_output=True,
                text=True,
            )
            .stdout.strip()
            .splitlines()[-1]
        )
        with tarfile.open(tmpdir / out) as tar:
            tar.extractall(tmpdir, filter="data")
        raw = tmpdir / "raw"
        raw.mkdir()
        (tmpdir / "conv.js").write_text(NODE_CONVERTER)
        subprocess.run(
            ["node", "conv.js", "package/dist/index.esm.js", "raw"], cwd=tmpdir, check=True
        )
        for suit in "SHDC":
            for rank in RANKS:
                comp = suit + (rank if rank.isdigit() else rank.lower())
                (CARDS / f"{suit}{rank}.svg").write_text(normalize_imported(raw / f"{comp}.svg"))
        (CARDS / "JK.svg").write_text(
            normalize_imported(
                raw / "J1.svg",
                extra=joker_index()
                + f'<g transform="rotate(180 {W / 2} {H / 2})">'
                + joker_index()
                + "</g>",
            )
        )


# --- icon -----------------------------------------------------------------------------------


def icon_svg() -> str:
    cw, ch = 112, 157
    px, py = 128, 214  # fan pivot, near the bottom of each card

    def card(angle: float, inner: str) -> str:
        return (
            f'<g transform="rotate({angle} {px} {py}) translate({px - cw / 2} {py - ch + 22})">'
            f'<rect x="0" y="0" width="{cw}" height="{ch}" rx="9" ry="9" fill="#fff" '
            f'stroke="#1a1a1a" stroke-width="2.5"/>{inner}</g>'
        )

    back_inner = (
        f'<rect x="7" y="7" width="{cw - 14}" height="{ch - 14}" rx="5" ry="5" '
        f'fill="{BACK_BLUE}"/>'
        f'<path fill="none" stroke="{BACK_LINE}" stroke-width="2" '
        f'd="{_lattice(12, 12, cw - 12, ch - 12, 11)}"/>'
        f'<rect x="12" y="12" width="{cw - 24}" height="{ch - 24}" fill="none" stroke="{GOLD}" '
        'stroke-width="2"/>'
    )
    ace_inner = (
        pip("S", cw / 2, ch / 2 + 4, 74)
        + f'<path fill="#000" d="{text_path("A", "DejaVu Serif", 22, 17, 22)}"/>'
        + pip("S", 17, 45, 15)
    )
    hearts_inner = (
        pip("H", cw / 2, ch / 2, 60)
        + (f'<path fill="{RED}" d="{text_path("K", "DejaVu Serif", 22, 17, 22)}"/>')
        + pip("H", 17, 45, 15)
    )
    angles = (-26, -7, 12)
    body = card(angles[0], back_inner) + card(angles[1], hearts_inner)
    body += card(angles[2], ace_inner)
    # fit the fan's bounding box into the 256 x 256 canvas with a small margin
    xs, ys = [], []
    for a in angles:
        t = math.radians(a)
        for x, y in ((0, 0), (cw, 0), (0, ch), (cw, ch)):
            x0, y0 = px - cw / 2 + x - px, py - ch + 22 + y - py
            xs.append(px + x0 * math.cos(t) - y0 * math.sin(t))
            ys.append(py + x0 * math.sin(t) + y0 * math.cos(t))
    k = 244 / max(max(xs) - min(xs), max(ys) - min(ys))
    tx = 128 - k * (min(xs) + max(xs)) / 2
    ty = 128 - k * (min(ys) + max(ys)) / 2
    body = f'<g transform="matrix({fmt(k)} 0 0 {fmt(k)} {fmt(tx)} {fmt(ty)})">{body}</g>'
    return svg_doc(body, 256, 256)


# --- rendering checks -----------------------------------------------------------------------


def render_png(svg: Path, png: Path, size: int) -> None:
    qt_app()
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    r = QSvgRenderer(str(svg))
    if not r.isValid():
        raise SystemExit(f"make_assets: Qt cannot read {svg}")
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r.render(p, QRectF(0, 0, size, size))
    p.end()
    img.save(str(png))


def check_and_sheet(sheet: Path | None) -> list[str]:
    qt_app()
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    names = [s + r for s in "SHDC" for r in RANKS]
    names += ["JK", "BR", "back", "back_S", "back_H", "back_D", "back_C"]
    files = [CARDS / f"{n}.svg" for n in names]
    problems = [str(f) for f in files if not f.exists()]
    files = [f for f in files if f.exists()]
    cw, ch, cols = 150, 210, 13
    rows = (len(files) + cols - 1) // cols
    img = QImage(cols * (cw + 10) + 10, rows * (ch + 30) + 10, QImage.Format.Format_RGB32)
    img.fill(QColor("#2e6b34"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(QFont("DejaVu Sans", 10))
    for i, f in enumerate(files):
        r = QSvgRenderer(str(f))
        vb = r.viewBoxF()
        if not r.isValid() or (vb.width(), vb.height()) != (W, H):
            problems.append(f"{f}: valid={r.isValid()} viewBox={vb}")
        x, y = 10 + (i % cols) * (cw + 10), 10 + (i // cols) * (ch + 30)
        r.render(p, QRectF(x, y, cw, ch))
        p.setPen(Qt.GlobalColor.white)
        p.drawText(QRectF(x, y + ch + 4, cw, 20), Qt.AlignmentFlag.AlignHCenter, f.name)
    p.end()
    if sheet:
        img.save(str(sheet))
    return problems


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--import-deck", action="store_true", help="re-import the 52 faces + joker")
    ap.add_argument("--check", action="store_true", help="render every card with QtSvg")
    ap.add_argument("--sheet", type=Path, help="write a contact sheet PNG of all cards here")
    args = ap.parse_args()

    CARDS.mkdir(parents=True, exist_ok=True)
    ICONS.mkdir(parents=True, exist_ok=True)
    if args.import_deck:
        import_deck()
    (CARDS / "back.svg").write_text(back_svg())
    for suit in "SHDC":
        (CARDS / f"back_{suit}.svg").write_text(back_svg(suit))
    (CARDS / "BR.svg").write_text(bridge_svg())
    (ICONS / "app.svg").write_text(icon_svg())
    for size in (256, 128, 64, 32):
        render_png(ICONS / "app.svg", ICONS / f"app_{size}.png", size)
    if args.check or args.sheet:
        problems = check_and_sheet(args.sheet)
        for line in problems:
            print("problem:", line)
        if problems:
            return 1
        print("all cards render")
    return 0


if __name__ == "__main__":
    sys.exit(main())
