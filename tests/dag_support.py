"""Helpers for the DAG tests: write a small tree of files, read it as a DAG, list findings."""
from __future__ import annotations

from pathlib import Path

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.dag import Dag, load_dag
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def dag(root: Path, files: dict[str, str], main: str = "main.dag") -> Dag:
    """Write ``files`` under ``root`` and read ``main`` as condor_dagman would."""
    write(root, files)
    return load_dag(str(root / main))


def problems(d: Dag, code: str | None = None) -> list[tuple[str, str]]:
    """(code, message) of the DAG's problems, optionally of one code."""
    return [(p.code, p.message) for p in d.problems if code is None or p.code == code]


def findings(root: Path, files: dict[str, str], main: str = "main.dag") -> list[tuple[str, str, str, str]]:
    """Write the files and run every rule on ``main`` as the server and ``condor-ls check`` do:
    (code, severity, the text the finding covers, message)."""
    write(root, files)
    path = root / main
    text = path.read_text()
    document = Document.parse(path.as_uri(), LanguageId.DAG, text)
    source = text.encode()
    out = []
    for item in diagnostics(document, AnalysisContext()):
        covered = source[item.range.start:item.range.end].decode()
        out.append((item.code, item.severity.name.lower() if item.severity else "", covered, item.message))
    return out


def codes(root: Path, files: dict[str, str], main: str = "main.dag") -> list[str]:
    return [found[0] for found in findings(root, files, main)]


def _span(span) -> tuple | None:  # type: ignore[no-untyped-def]
    return None if span is None else (span.path, span.start, span.end)


def _target(target: object) -> tuple[str, str] | None:
    return None if target is None else (type(target).__name__, getattr(target, "name", "?"))


def snapshot(d: Dag) -> dict[str, object]:
    """Everything the model says about a DAG, as plain values: two builds of the same files
    (from scratch, or brought up to date after edits) must give equal snapshots."""
    def setting(s) -> tuple | None:  # type: ignore[no-untyped-def]
        return None if s is None else (s.value, _span(s.span), s.extra, s.all_nodes)

    def arcs(arcs) -> list[tuple]:  # type: ignore[no-untyped-def]
        return [(other.name, other.id, arc.weak, [_span(s) for s in arc.sources]) for other, arc in arcs.items()]

    def node(n) -> tuple:  # type: ignore[no-untyped-def]
        inline = n.inline
        return (n.name, n.local_name, n.kind.value, n.id, n.file, _span(n.name_span), _span(n.statement), n.splices,
                n.submit, _span(n.submit_span),
                None if inline is None else (inline.text, tuple(inline.open), inline.body_start, inline.body_end,
                                             None if inline.close is None else tuple(inline.close)),
                n.directory, n.directory_written, _span(n.directory_span), n.noop, n.done,
                [_span(s) for s in n.done_spans],
                [(k, s.command, _span(s.span), _span(s.command_span), s.defer_status, s.defer_time, s.debug_file,
                  s.debug_stream, s.all_nodes) for k, s in n.scripts.items()],
                [setting(getattr(n, a)) for a in ("retry", "abort_dag_on", "priority", "pre_skip", "tolerance",
                                                  "category", "save_point")],
                [(v.name, v.value, v.placement, _span(v.name_span), _span(v.value_span), _span(v.statement),
                  v.all_nodes) for v in n.vars],
                arcs(n.parents), arcs(n.children))

    return {
        "problems": [(p.code, p.level.value, p.message, _span(p.span), [(_span(s), m) for s, m in p.related])
                     for p in d.problems],
        "references": [(r.kind.value, r.text, _span(r.span), _target(r.target), r.definition,
                        r.cmd.value if r.cmd else None, r.all_nodes) for r in d.references],
        "nodes": [node(n) for n in d.nodes.values()],
        "order": [node(n) for n in d.node_order],
        "categories": [(name, c.name, c.max_jobs, _span(c.max_jobs_span), [n.name for n in c.nodes],
                        [_span(s) for s in c.spans]) for name, c in d.categories.items()],
        "descriptions": [(name, x.name, x.inline.text, tuple(x.inline.open), x.file, _span(x.name_span))
                         for name, x in d.descriptions.items()],
        "splices": [(s.name, s.local_name, s.dag, s.dag_path, s.directory, s.file, _span(s.name_span),
                     _span(s.statement), s.cwd, s.parent.name if s.parent else None, [n.name for n in s.nodes], s.read)
                    for s in d.splices],
        "files_used": [(u.cmd.value, u.written, u.path, _span(u.span), _span(u.statement)) for u in d.files_used],
        "statements": [(path, repr(st)) for path, st in d.statements],
        "ends": (d.final.name if d.final else None, d.provisioner.name if d.provisioner else None,
                 None if d.dot is None else (d.dot.written, _span(d.dot.span)),
                 None if d.dot_include is None else (d.dot_include.written, _span(d.dot_include.span)),
                 dict(d.unread), sorted(d.files)),
    }
