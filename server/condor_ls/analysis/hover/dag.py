"""Hover in DAG files: what a node is (what it runs, from where, the nodes it waits for and that
wait for it, its retries, scripts and VARS), splices, categories and submit descriptions, the
files a word names as condor_dagman looks them up, the macros of VARS lines (does the node's
submit file use them?), and the commands and their keywords.

Everything comes from the DAG model (:mod:`condor_ls.dag`), read as condor_dagman reads the DAG
the document belongs to, so a node's parents include those written in included files and a
spliced file's nodes are shown with the names condor_dagman gives them.
"""
from __future__ import annotations

import os
from collections.abc import Iterable

from tree_sitter import Node as TreeNode

from ...dag import Category, Dag, Description, Node, NodeKind, Reference, RefKind, Span, Splice, Var
from ...dag.keywords import COMMANDS, SUMMARY, SYNTAX, Cmd, normal
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from ..context import AnalysisContext, path_to_uri, uri_to_path
from ..dags.kept import editor_dag
from ..docs import code, inline
from ..model import TextRange
from ..navigation.dag_places import FileWord, places
from .common import Hover, node_at

#: names listed in a node's parents, children, VARS ... at most
MAX_LISTED = 12

#: the words of commands that are not commands themselves, as the grammar names them (its
#: anonymous nodes, ``-`` read as ``_``) -> what they mean (facts from the DAGMan manual and
#: condor_dagman's parser)
KEYWORDS: dict[str, str] = {
    "DIR": "`DIR <directory>`: condor_dagman submits the node's job and runs its scripts from this directory "
           "(relative to the directory it runs in). On a SPLICE line, the spliced DAG is read from it and its "
           "nodes run from it.",
    "NOOP": "`NOOP`: the node's job is never submitted; its PRE and POST scripts still run, and the node counts "
            "as done when they succeed.",
    "DONE": "`DONE`: the node is already complete: neither its job nor its scripts run (rescue DAGs mark "
            "finished nodes this way).",
    "EXTERNAL": "`SUBDAG EXTERNAL`: the node's job is another DAG, run by a condor_dagman of its own.",
    "CHILD": "`CHILD`: the nodes after it wait for every node named between PARENT and CHILD.",
    "WEAK": "`WEAK PARENT ... CHILD ...`: the children wait only for their parents to finish, whether they "
            "succeeded or failed (a strong dependency wins when both are written).",
    "DEFER": "`DEFER <status> <time>`: when the script exits with `status`, it is run again after at least `time` "
             "seconds instead of failing. It must come right after SCRIPT.",
    "DEBUG": "`DEBUG <file> STDOUT|STDERR|ALL`: the script's output streams are appended to `file`. It comes "
             "after DEFER and before the script type.",
    "UNLESS_EXIT": "`UNLESS-EXIT <value>`: no more retries once the node exits with this value.",
    "RETURN": "`RETURN <value>`: the exit code of condor_dagman when this node aborts the DAG (by default the "
              "node's own exit value).",
    "PREPEND": "`PREPEND`: the macros are set before the submit file is read, so its `if defined` conditions "
               "see them and its own assignments replace them.",
    "APPEND": "`APPEND`: the macros are set after the submit file is read (up to its queue statement), so they "
              "replace the file's own assignments.",
    "UPDATE": "`UPDATE`: the DOT file is written again whenever the DAG's state changes.",
    "DONT_UPDATE": "`DONT-UPDATE`: the DOT file is written once, when the DAG starts (the default).",
    "OVERWRITE": "`OVERWRITE`: each update replaces the DOT file (the default).",
    "DONT_OVERWRITE": "`DONT-OVERWRITE`: each update writes a new DOT file, numbered after the name given.",
    "ALWAYS_UPDATE": "`ALWAYS-UPDATE`: the node status file is written at every update time, even when nothing "
                     "changed.",
    "FAIL_FAST": "`FAIL-FAST`: once more jobs failed than tolerated, the node's remaining jobs are removed.",
    "WAIT": "`WAIT`: once more jobs failed than tolerated, the node's remaining jobs are left to finish.",
    "SET": "`ENV SET`: sets these environment variables for the DAGMan job.",
    "GET": "`ENV GET`: copies these variables from the environment condor_submit_dag runs in into the DAGMan job.",
}
#: script types and debug streams (named nodes of the grammar, read without case)
SCRIPT_TYPES: dict[str, str] = {
    "PRE": "`PRE` script: runs on the access point before the node's job is submitted; the job is not "
           "submitted when it fails (see PRE_SKIP).",
    "POST": "`POST` script: runs on the access point after the node's job finished; its exit code decides "
            "whether the node succeeded.",
    "HOLD": "`HOLD` script: runs when one of the node's jobs is held; best effort, its result does not matter.",
}
STREAMS: dict[str, str] = {
    "STDOUT": "the script's standard output is written to the debug file",
    "STDERR": "the script's standard error is written to the debug file",
    "ALL": "the script's standard output and error are written to the debug file",
}


def _where(dag: Dag, span: Span | None, here: str) -> str:
    if span is None:
        return ""
    dag_file = dag.files.get(span.path)
    line = dag_file.line_of(span.start) + 1 if dag_file is not None else 0
    if span.path == here:
        return f"line {line}"
    return f"{os.path.basename(span.path)} line {line}"


def _names(nodes: Iterable[Node], relative_to: Node) -> str:
    listed = [n.local_name if n.splices == relative_to.splices else n.name for n in nodes]
    if not listed:
        return "none"
    shown = ", ".join(inline(n, 60) for n in listed[:MAX_LISTED])
    return shown + (f" and {len(listed) - MAX_LISTED} more" if len(listed) > MAX_LISTED else "")


def _runs(dag: Dag, node: Node) -> str:
    if node.kind is NodeKind.SUBDAG:
        path = dag.submit_path(node)
        return f"runs the DAG {inline(node.submit or '')}" + (f" ({inline(path)})" if path else "")
    if node.inline is not None:
        return "runs its inline submit description"
    if node.submit is not None and node.submit in dag.descriptions:
        return f"runs the submit description {inline(node.submit)}"
    path = dag.submit_path(node)
    if path is None:
        return "runs nothing"
    shown = inline(node.submit or "")
    return f"runs {shown}" + (f" (looked up as {inline(path)})" if path != node.submit else "")


def _settings(node: Node) -> list[str]:
    out = []
    if node.retry is not None:
        extra = f" (not after exit {node.retry.extra})" if node.retry.extra is not None else ""
        out.append(f"RETRY {node.retry.value}{extra}")
    if node.priority is not None:
        out.append(f"PRIORITY {node.priority.value}")
    if node.category is not None:
        out.append(f"CATEGORY {node.category.value}")
    if node.pre_skip is not None:
        out.append(f"PRE_SKIP {node.pre_skip.value}")
    if node.abort_dag_on is not None:
        extra = f" RETURN {node.abort_dag_on.extra}" if node.abort_dag_on.extra is not None else ""
        out.append(f"ABORT-DAG-ON {node.abort_dag_on.value}{extra}")
    if node.tolerance is not None:
        out.append(f"TOLERANCE {node.tolerance.value}")
    if node.noop:
        out.append("NOOP")
    if node.done:
        out.append("DONE")
    return out


def _var_line(dag: Dag, var: Var, here: str) -> str:
    placement = f"{var.placement}, " if var.placement else ""
    given = "ALL_NODES, " if var.all_nodes else ""
    return f"- `{var.name}` = {inline(var.value, 80)} ({placement}{given}{_where(dag, var.name_span, here)})"


def node_markdown(dag: Dag, node: Node, here: str, copies: int = 1) -> str:
    """What hover says about a node."""
    title = f"**{node.kind.value if node.kind is not NodeKind.SUBDAG else 'SUBDAG EXTERNAL'} {node.local_name}**"
    if node.splices:
        title += f" (node {inline(node.name)} of splice {inline('+'.join(node.splices))})"
    lines = [title, _runs(dag, node) + (f", from {inline(node.directory)}" if node.directory else "")]
    if copies > 1:
        lines.append(f"This file is read {copies} times (spliced more than once); shown: {inline(node.name)}.")
    if node.kind.regular:
        lines.append(f"Parents: {_names(dag.parents(node), node)}  \nChildren: {_names(dag.children(node), node)}")
    settings = _settings(node)
    if settings:
        lines.append(" · ".join(settings))
    if node.scripts:
        lines.append("Scripts:\n" + "\n".join(
            f"- {kind} {inline(script.command, 100)} ({_where(dag, script.span, here)})"
            for kind, script in sorted(node.scripts.items())))
    if node.vars:
        shown = [_var_line(dag, var, here) for var in node.vars[:MAX_LISTED]]
        more = f"\n- … {len(node.vars) - MAX_LISTED} more" if len(node.vars) > MAX_LISTED else ""
        lines.append("VARS (macros of its submit description):\n" + "\n".join(shown) + more)
    if node.name_span is not None:
        lines.append(f"Defined at {_where(dag, node.name_span, here)}.")
    return "\n\n".join(lines)


def _splice_markdown(dag: Dag, splice: Splice, here: str) -> str:
    lines = [f"**SPLICE {splice.local_name}**: the DAG {inline(splice.dag)} (read from {inline(splice.dag_path)})"]
    if splice.directory:
        lines.append(f"Its files are read, and its nodes run, from {inline(splice.directory)}.")
    if not splice.read:
        lines.append("It could not be read.")
    else:
        regular = [n for n in splice.nodes if n.kind is not NodeKind.JOIN]
        lines.append(f"{len(regular)} nodes, named `{splice.local_name}+<node>` once spliced. In PARENT/CHILD the "
                     "splice stands for its nodes without children (as a parent) or without parents (as a child).")
    lines.append(f"Defined at {_where(dag, splice.name_span, here)}.")
    return "\n\n".join(lines)


def _category_markdown(dag: Dag, category: Category, here: str) -> str:
    limit = f"at most {category.max_jobs} of its nodes submitted at once" if category.max_jobs is not None \
        else "no MAXJOBS limit"
    return (f"**CATEGORY {category.name}**: {limit}\n\n"
            f"Nodes: {len(category.nodes)}" + (f" ({_names(category.nodes[:MAX_LISTED], category.nodes[0])})"
                                                if category.nodes else ""))


def _description_markdown(description: Description) -> str:
    return f"**SUBMIT-DESCRIPTION {description.name}**\n\n" + code(description.inline.text[:2000], "condor-submit")


def _reference_hover(dag: Dag, found: list[Reference], here: str) -> str | None:
    reference = found[0]
    target = reference.target
    if reference.all_nodes:
        return ("**ALL_NODES**: every JOB node defined before this line (in this file and what it includes or "
                "splices; not FINAL, PROVISIONER or SERVICE nodes). A node's own line of the same command "
                "replaces what ALL_NODES gave it.")
    if isinstance(target, Node):
        nodes = [r.target for r in found if isinstance(r.target, Node)]
        return node_markdown(dag, target, here, len(nodes))
    if isinstance(target, Splice):
        return _splice_markdown(dag, target, here)
    if isinstance(target, Category):
        return _category_markdown(dag, target, here)
    if isinstance(target, Description):
        return _description_markdown(target)
    if reference.kind is RefKind.NODE:
        outside = dag.nodes.get(reference.text)
        if outside is not None and outside.splices:
            return (f"{inline(reference.text)} is node {inline(outside.local_name)} of splice "
                    f"{inline('+'.join(outside.splices))}: condor_dagman does not let commands outside the splice "
                    "name it (name the splice in PARENT/CHILD instead).\n\n" + node_markdown(dag, outside, here))
        return f"{inline(reference.text)} names no node of this DAG."
    return None


def _file_hover(word: FileWord, context: AnalysisContext) -> str:
    if word.description is not None:
        return _description_markdown(word.description)
    lines = []
    for path in word.paths:
        context.depend_on(path)
        present = context.open_document(path) is not None or os.path.exists(path)
        lines.append(f"{inline(path)}" + ("" if present else " (not there yet)"))
    roles = {"submit": "the node's submit file", "dag": "a DAG file", "include": "read here as part of this DAG",
             "config": "condor_dagman's configuration for this DAG", "output": "written by condor_dagman",
             "header": "copied to the top of the DOT file", "script": "the script, run from the node's directory"}
    return f"{inline(word.written)}: {roles.get(word.role, '')}\n\n" + "\n".join(f"- {line}" for line in lines)


# ---------------------------------------------------------------------- VARS macros
def _var_at(dag: Dag, path: str, offset: int) -> tuple[Var, list[Node]] | None:
    """The VARS macro written at ``offset`` and the nodes it is given to."""
    found: Var | None = None
    nodes: list[Node] = []
    for node in dag.nodes.values():
        for var in node.vars:
            span = var.name_span
            if span.path == path and span.start <= offset <= span.end:
                found = var
                nodes.append(node)
    return (found, nodes) if found is not None else None


def _submit_uses(path: str, name: str, context: AnalysisContext) -> str:
    """Where the submit file ``path`` uses ``$(name)``, said in words."""
    from ...submit.directives import read_submit

    text = context.read_text(path)
    if text is None:
        return f"{inline(os.path.basename(path))} cannot be read"
    document = Document.parse(path_to_uri(path), LanguageId.SUBMIT, text)
    low = name.lower()
    lines = sorted({text.count("\n", 0, u.start) + 1 for u in read_submit(document).uses if u.name.lower() == low})
    if not lines:
        return f"{inline(os.path.basename(path))} does not use `$({name})`"
    return f"{inline(os.path.basename(path))} uses it on line {', '.join(map(str, lines[:MAX_LISTED]))}"


def _vars_hover(dag: Dag, path: str, offset: int, context: AnalysisContext) -> Hover | None:
    found = _var_at(dag, path, offset)
    if found is None:
        return None
    var, nodes = found
    lines = [f"**{var.name}** = {inline(var.value, 200)}: a macro of the submit description of "
             f"{_names(nodes, nodes[0]) if nodes else 'no node'}"]
    if var.placement is None:
        lines.append("Set before the submit file is read (PREPEND is the default): the file's own assignment of it "
                     "wins.")
    submit_files = list(dict.fromkeys(p for p in (dag.submit_path(n) for n in nodes) if p))
    uses = [_submit_uses(p, var.name, context) for p in submit_files[:4]]
    if uses:
        lines.append("; ".join(uses) + ".")
    return Hover("\n\n".join(lines), TextRange(var.name_span.start, var.name_span.end))


# ---------------------------------------------------------------------- keywords
def _keyword_hover(document: Document, offset: int) -> Hover | None:
    node: TreeNode | None = node_at(document, offset)
    if node is None or node.start_byte == node.end_byte:
        return None
    word = normal(document.source[node.start_byte:node.end_byte].decode("utf-8", "replace"))
    rng = TextRange(node.start_byte, node.end_byte)
    if node.type == "script_type" and word in SCRIPT_TYPES:
        return Hover(SCRIPT_TYPES[word], rng)
    if node.type == "debug_stream" and word in STREAMS:
        return Hover(f"`{word}`: {STREAMS[word]}", rng)
    if node.is_named and node.type not in ("noop", "done"):
        return None
    if node.parent is not None and node.parent.type == "source_file":
        return None
    statement = node.parent
    first = statement is not None and statement.child(0) is not None and statement.child(0).start_byte == node.start_byte
    cmd = COMMANDS.get(word) if first else None
    if cmd is not None:
        return Hover(command_markdown(cmd), rng)
    if word in KEYWORDS:
        return Hover(KEYWORDS[word], rng)
    return None


def command_markdown(cmd: Cmd) -> str:
    """A command's summary and usage, as condor_dagman prints it after a line it cannot read."""
    from ...dag.keywords import SPELLING

    return f"**{SPELLING[cmd]}**: {SUMMARY[cmd]}\n\n" + code(SYNTAX[cmd], "condor-dagman")


# ---------------------------------------------------------------------- inline descriptions
def _inline_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    """Inside an inline submit description, the submit file's hover (condor_dagman hands the
    body to condor_submit as a submit description)."""
    from .submit import submit_hover

    node: TreeNode | None = node_at(document, offset)
    while node is not None and node.type != "description_body":
        node = node.parent
    if node is None:
        return None
    start = node.start_byte
    body = Document.parse(document.uri, LanguageId.SUBMIT, document.source[start:node.end_byte].decode(
        "utf-8", "replace"))
    found = submit_hover(body, offset - start, context)
    if found is None:
        return None
    return Hover(found.markdown, TextRange(found.range.start + start, found.range.end + start))


# ---------------------------------------------------------------------- entry point
def dag_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    """The hover at byte ``offset`` of a DAG document."""
    inline_found = _inline_hover(document, offset, context)
    if inline_found is not None:
        return inline_found
    keyword = _keyword_hover(document, offset)
    if keyword is not None:
        return keyword
    dag = editor_dag(document, context)
    path = uri_to_path(document.uri)
    index = places(dag)
    found = index.names_at(path, offset)
    if found:
        text = _reference_hover(dag, found, path)
        span = found[0].span
        return Hover(text, TextRange(span.start, span.end)) if text else None
    word = index.word_at(path, offset)
    if word is not None:
        return Hover(_file_hover(word, context), TextRange(word.span.start, word.span.end))
    return _vars_hover(dag, path, offset, context)


__all__ = ["dag_hover", "node_markdown", "command_markdown", "KEYWORDS"]
