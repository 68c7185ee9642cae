"""No rich-text interpretation of a player's text, read from the GUI's source (issue 24):
Qt reads a text that *looks like* HTML as rich text (``QLabel`` and ``QMessageBox`` by
default), so a name such as ``<img src=/etc/passwd>`` made the table open that file. This
test fails on:

* a bare ``QLabel(``: labels are made by ``widgets.plain`` (``plain_label``, shown as written,
  or ``rich_label``, whose markup escapes what it did not write);
* a text format other than plain set anywhere but the About box (its text is ours, escaped);
* a ``QMessageBox`` whose text format is left to Qt's guess; a ``QGraphicsTextItem`` (rich);
* markup built around a value that is not escaped: every ``{value}`` of an f-string holding
  a tag, every piece added (``+``) to a tag or joined by one, must be escaped (``escape``,
  ``link_rules``…), a constant, or a local name only ever given such values;
* ``setHtml`` outside the rules viewers (whose pieces the rules above check).

``tests/gui/test_plain_text.py`` shows such a name in each widget and checks it is shown literally.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

GUI = Path(__file__).resolve().parents[1] / "napoleon_gui"
#: where labels are made (the only ``QLabel(`` and rich format of the table)
PLAIN = GUI / "widgets" / "plain.py"
#: functions that return rich text with every piece of outside text escaped
ESCAPING = {
    "escape",  # html.escape, widgets.plain.escape
    "link_rules",
    "_link_rules",
    "markup",  # rules.tactics: escapes, then adds emphasis and rule links
    "_to_html",  # the Napoleon rules viewer: escapes, then links
    "suit_html",  # a suit symbol, coloured
    "rule_html",
    "options_html",
    "_link_html",
    "plain_tooltip",
}
#: files whose ``setHtml`` shows rules texts built from escaped pieces
SET_HTML = {
    "games/napoleon/rules_viewer.py",
    "games/mustfollow/dialogs.py",
    "widgets/rule_list.py",
}
#: files that set a rich text format (with escaped text): the About box
RICH_FORMAT = {"dialogs/about.py"}
TAG = re.compile(r"<\s*/?\s*[a-zA-Z][^<>]*>")


def sources() -> list[tuple[str, ast.Module]]:
    return [
        (str(path.relative_to(GUI)), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(GUI.rglob("*.py"))
        if path != PLAIN
    ]


def called(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def has_tag(node: ast.AST) -> bool:
    """``node`` is a string literal (or f-string) whose own text holds markup."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return bool(TAG.search(node.value))
    if isinstance(node, ast.JoinedStr):
        literal = "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
        return bool(TAG.search(literal)) or "<br" in literal
    return False


class Checker:
    def __init__(self, name: str, tree: ast.Module) -> None:
        self.name = name
        self.tree = tree
        self.problems: list[str] = []
        self.parents: dict[ast.AST, ast.AST] = {}
        for parent in ast.walk(tree):
            for child in ast.iter_child_nodes(parent):
                self.parents[child] = parent

    def where(self, node: ast.AST) -> str:
        return f"{self.name}:{getattr(node, 'lineno', '?')}"

    def function_of(self, node: ast.AST) -> ast.AST:
        while node in self.parents:
            node = self.parents[node]
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                return node
        return self.tree

    def safe(self, node: ast.AST, scope: ast.AST, depth: int = 0) -> bool:
        """``node`` is rich text whose outside pieces are all escaped."""
        if depth > 6:
            return False
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.JoinedStr):
            return all(
                self.safe(v.value if isinstance(v, ast.FormattedValue) else v, scope, depth + 1)
                for v in node.values
            )
        if isinstance(node, ast.Call):
            if called(node) in ESCAPING:
                return True
            if called(node) == "join" and isinstance(node.func, ast.Attribute):
                return self.safe(node.func.value, scope, depth + 1) and all(
                    self.safe(arg, scope, depth + 1) for arg in node.args
                )
            return False
        if isinstance(node, (ast.List, ast.Tuple)):
            return all(self.safe(e, scope, depth + 1) for e in node.elts)
        if isinstance(node, (ast.GeneratorExp, ast.ListComp)):
            return self.safe(node.elt, node, depth + 1)
        if isinstance(node, ast.IfExp):
            return self.safe(node.body, scope, depth + 1) and self.safe(
                node.orelse, scope, depth + 1
            )
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
            return self.safe(node.left, scope, depth + 1) and self.safe(
                node.right, scope, depth + 1
            )
        if isinstance(node, ast.BoolOp):
            return all(self.safe(v, scope, depth + 1) for v in node.values)
        if isinstance(node, ast.Name):
            return self.safe_name(node.id, scope, depth)
        return False

    def safe_name(self, name: str, scope: ast.AST, depth: int) -> bool:
        """A local name only ever given safe values in its function."""
        function = (
            scope if isinstance(scope, (ast.FunctionDef, ast.Module)) else self.function_of(scope)
        )
        values: list[ast.AST] = []
        nodes = function.body if isinstance(function, ast.Module) else ast.walk(function)
        for node in nodes:
            if isinstance(node, ast.Assign):
                if any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
                    values.append(node.value)
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                target = node.target
                if isinstance(target, ast.Name) and target.id == name and node.value is not None:
                    values.append(node.value)
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("append", "extend")
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == name
            ):
                values.extend(node.args)  # a list of markup pieces
            elif isinstance(node, ast.comprehension):
                if isinstance(node.target, ast.Name) and node.target.id == name:
                    return False  # a loop variable: whatever the iterable holds
            elif isinstance(node, ast.arguments) and any(
                a.arg == name for a in [*node.args, *node.kwonlyargs, *node.posonlyargs]
            ):
                # a parameter: whatever the caller gives (a helper named ``…rich_label``
                # has its arguments checked where it is called)
                return getattr(function, "name", "").endswith("rich_label")
        if not values and function is not self.tree:  # a module's constant
            return self.safe_name(name, self.tree, depth)
        return bool(values) and all(self.safe(v, function, depth + 1) for v in values)

    def run(self) -> list[str]:
        message_boxes = 0
        formats = 0
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call):
                name = called(node)
                if name == "QLabel":
                    self.problems.append(
                        f"{self.where(node)}: a bare QLabel (Qt guesses rich text): use "
                        "plain_label or rich_label (napoleon_gui/widgets/plain.py)"
                    )
                elif name == "QMessageBox":
                    message_boxes += 1
                elif name == "setTextFormat":
                    formats += 1
                    fmt = ast.unparse(node.args[0]) if node.args else ""
                    if fmt != "Qt.TextFormat.PlainText" and self.name not in RICH_FORMAT:
                        self.problems.append(
                            f"{self.where(node)}: setTextFormat({fmt}): only plain text here; "
                            "a rich label is made by rich_label"
                        )
                elif name in ("QGraphicsTextItem", "QTextDocument"):
                    self.problems.append(
                        f"{self.where(node)}: {name} reads rich text: use "
                        "QGraphicsSimpleTextItem or QPainter.drawText"
                    )
                elif name in ("setHtml", "insertHtml") and self.name not in SET_HTML:
                    self.problems.append(f"{self.where(node)}: {name} outside the rules viewers")
                if (name.endswith("rich_label") or name == "setHtml") and not all(
                    self.safe(a, node) for a in node.args
                ):
                    self.problems.append(
                        f"{self.where(node)}: {name} of a text not escaped: "
                        f"{ast.unparse(node)[:90]}"
                    )
                if (
                    name == "join"
                    and isinstance(node.func, ast.Attribute)
                    and has_tag(node.func.value)
                    and not all(self.safe(a, node) for a in node.args)
                ):
                    self.problems.append(
                        f"{self.where(node)}: pieces joined by markup are not escaped: "
                        f"{ast.unparse(node)[:90]}"
                    )
            elif (
                isinstance(node, ast.JoinedStr)
                and has_tag(node)
                and not self.safe(node, node)
                and getattr(self.function_of(node), "name", "") != "__repr__"  # for debugging
            ):
                self.problems.append(
                    f"{self.where(node)}: markup around a value not escaped: "
                    f"{ast.unparse(node)[:90]}"
                )
            elif (
                isinstance(node, ast.BinOp)
                and isinstance(node.op, ast.Add)
                and (has_tag(node.left) or has_tag(node.right))
                and not self.safe(node, node)
            ):
                self.problems.append(
                    f"{self.where(node)}: markup added to a value not escaped: "
                    f"{ast.unparse(node)[:90]}"
                )
        if message_boxes > formats:
            self.problems.append(
                f"{self.name}: {message_boxes} QMessageBox made, {formats} text formats set: "
                "set Qt.TextFormat.PlainText on each (its text may quote a name or a file)"
            )
        return self.problems


def test_no_player_text_can_be_read_as_rich_text():
    problems = [p for name, tree in sources() for p in Checker(name, tree).run()]
    assert not problems, "\n".join(problems)


def test_the_checker_catches_what_the_issue_found():
    """The code of the co-op talk log before the fix, and a bare label, are refused."""
    before = """
def show_log(self, view, names):
    lines = [f"{names[e.seat]}: {e.text}" for e in view.messages]
    self.log.setText(f"<b>{tr('mf_talk_title')}</b><br>" + "<br>".join(lines))
    label = QLabel(tr("mf_goal_r1", a=names[0]))
"""
    problems = Checker("talk.py", ast.parse(before)).run()
    assert any("markup around a value not escaped" in p for p in problems)
    assert any("pieces joined by markup are not escaped" in p for p in problems)
    assert any("a bare QLabel" in p for p in problems)
    after = """
def show_log(self, view, names):
    lines = [f"{names[e.seat]}: {e.text}" for e in view.messages]
    title = escape(tr('mf_talk_title'))
    self.log.setText(f"<b>{title}</b><br>" + "<br>".join(escape(line) for line in lines))
    label = plain_label(tr("mf_goal_r1", a=names[0]))
"""
    assert Checker("talk.py", ast.parse(after)).run() == []
