"""The rules on a script's strings share work between the documents assembled from them (one
memo, rules whose findings would all be dropped left out, memoised lookups); none of that may
change a finding. Each shortcut is checked against the plain way of computing the same thing,
and each memo it adds against its bound."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis import caches
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.model import Diagnostic
from condor_ls.analysis.python import diagnostics as embedded
from condor_ls.analysis.python.embedding import Assembled, map_diagnostic, sites_of
from condor_ls.analysis.rules import submit as submit_rules
from condor_ls.analysis.rules.expressions import walk
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.classad.ast import Call
from condor_ls.classad.parser import parse_expr
from condor_ls.submit import commands, directives
from condor_ls.submit.directives import SourceText, macro_uses
from condor_ls.syntax.document import Document

SCRIPT = '''import classad2
import htcondor2 as htcondor

schedd = htcondor.Schedd()
text = htcondor.Submit("""
executable = run.sh
arguments = $(foo) $(bar) $(Item)
requirements = Memory > "big" * 2 && OpSys == "LINUX" && Memroy > 3 && strcmp(Owner)
request_memory = 2 GB
+Project = CHTC
output = out.$(Process)
output = out2
queue 3
""")
for n in range(3):
    job = htcondor.Submit({"executable": "x", "arguments": "$(baz)", "output": "a", "output": "b",
                           "requirements": "int(\\\\"abc\\\\") > 1 && KeyboardIdel > 3 && tolower()",
                           "rank": "Memory == UNDEFINED", "+Campaign": '"c"'})
    schedd.submit(job, count=2)
    listed = htcondor.Submit({"executable": "y", "arguments": "$(qux) $(Cluster)", "request_memroy": "2"})
    schedd.submit(listed, itemdata=iter([{"qux": "1"}]))
for ad in schedd.query(constraint="JobStatus == 2 && Ownr == \\\\"me\\\\" && Campaign == \\\\"c\\\\"",
                       projection=["Owner", "JobStatsu"]):
    print(ad["Ownerr"], ad.get("JobStatus"))
same = schedd.query(constraint="JobStatus == 2 && Ownr == \\\\"me\\\\"")
tree = classad2.ExprTree("(Memory > 3")
slots = htcondor.Collector().query(htcondor.AdTypes.Startd, constraint="KeyboardIdle > 3 && Cpuss > 1")
'''


def _separately(document: Document, context: AnalysisContext) -> list[Diagnostic]:
    """The embedded findings the plain way: every assembled document analysed on its own, in a
    context of its own, with every rule, and the findings filtered afterwards."""
    sites = sites_of(document)
    settings = context.settings
    own = embedded.script_job_attributes(sites)
    if own:
        settings = replace(settings, attributes=replace(
            settings.attributes, job=tuple(dict.fromkeys((*settings.attributes.job, *own)))))
    found: list[Diagnostic] = []
    for assembled in embedded.assembled_documents(document, sites):
        assert isinstance(assembled, Assembled)
        for item in diagnostics(assembled.document, AnalysisContext(settings=settings)):
            if embedded._kept(assembled, item):
                mapped = map_diagnostic(assembled, item, document)
                if mapped is not None:
                    found.append(mapped)
    found.sort(key=lambda d: (d.range, d.code))
    return embedded._dedupe(found)


def test_shared_work_finds_what_separate_analyses_find(tmp_path: Path) -> None:
    script = tmp_path / "script.py"
    script.write_text(SCRIPT)
    # a DAG beside the script that runs it as a node's submit file defines `foo` for it
    (tmp_path / "run.dag").write_text('JOB A script.py\nVARS A foo="1"\n')
    document = Document.parse(script.as_uri(), "python", SCRIPT)
    context = AnalysisContext()
    together = embedded.embedded_diagnostics(document, context)
    assert together == _separately(document, AnalysisContext())
    codes = {d.code for d in together}
    assert {"submit-undefined-macro", "constant-error", "unknown-attribute", "duplicate-command",
            "submit-function-arity", "submit-expr-syntax", "unquoted-word"} <= codes, codes
    undefined = [document.source[d.range.start:d.range.end].decode() for d in together
                 if d.code == "submit-undefined-macro"]
    assert "$(bar)" in undefined and "$(foo)" not in undefined  # the DAG was read
    assert str(tmp_path) in context.dependencies  # and its folder recorded once for all
    # the rules left out for a dict-built description: nothing of theirs was lost
    assert not [d for d in together if d.code == "duplicate-command" and d.range.start > SCRIPT.index("for n")]


def test_dropped_codes_are_the_ones_kept_would_drop() -> None:
    document = Document.parse("file:///work/script.py", "python", SCRIPT)
    for assembled in embedded.assembled_documents(document, sites_of(document)):
        skipped = embedded._always_dropped(assembled)
        every = diagnostics(assembled.document, AnalysisContext())
        for item in every:
            if item.code in skipped:
                kept = embedded._kept(assembled, item)
                assert not kept or map_diagnostic(assembled, item, document) is None, item


def test_call_lists_are_bounded_and_those_of_a_walk(monkeypatch: object) -> None:
    monkeypatch.setattr(submit_rules, "MAX_CALLS_KEPT", 8)  # type: ignore[attr-defined]
    submit_rules._CALLS.clear()
    for i in range(40):
        tree = parse_expr(f"strcmp(Owner, \"u{i}\") == 0 && size(x{i}) > 1 && Memory > {i}")
        kept = submit_rules._calls(tree)
        assert kept == tuple(n for n in walk(tree) if isinstance(n, Call))
        assert submit_rules._calls(tree) is kept
        assert len(submit_rules._CALLS) <= 8
    assert caches.sizes()["lru calls per expression tree"] <= 8


@hsettings(max_examples=200, deadline=None)
@given(text=st.text(alphabet="$()ab:_.,xé\n DOLLAR", max_size=40),
       starts=st.lists(st.integers(0, 40), max_size=3, unique=True), base=st.integers(0, 1000))
def test_macro_uses_and_byte_offsets_equal_the_plain_computation(text: str, starts: list[int], base: int) -> None:
    starts = sorted({0, *(s for s in starts if s <= len(text))})
    pieces = tuple((s, base + 7 * i + len(text[:s].encode())) for i, s in enumerate(starts))
    value = SourceText(text, pieces)
    for index in range(-1, len(text) + 2):
        clamped = min(max(index, 0), len(text))
        slot = max(i for i, (s, _) in enumerate(pieces) if s <= clamped) if clamped >= pieces[0][0] else 0
        char_start, byte_start = pieces[slot]
        assert value.byte_at(index) == byte_start + len(text[char_start:clamped].encode("utf-8", "surrogatepass"))
    plain = [directives.MacroUse(name, *value.span(a, b), default, func)
             for name, a, b, default, func in directives._uses_in.__wrapped__(text)]
    assert macro_uses(value) == (plain if "$" in text else [])


def test_memoised_lookups_are_bounded_and_agree() -> None:
    for name in ("executable", " Request_Memory ", "JobBatchName", "nonsense", "+x"):
        assert commands.command(name) == commands.table().commands.get(name.strip().lower())
    for i in range(5000):
        directives._uses_in(f"$(a{i})")
        commands.command(f"cmd{i}")
    sizes = caches.sizes()
    assert sizes["lru macro uses per value"] <= 4096
    assert sizes["lru submit commands by name"] <= 4096


@hsettings(max_examples=300, deadline=None)
@given(widths=st.lists(st.tuples(st.integers(0, 5), st.integers(1, 3)), max_size=6),
       start=st.integers(0, 40), length=st.integers(0, 6))
def test_field_lookup_by_bisection_equals_a_scan(widths: list[tuple[int, int]], start: int, length: int) -> None:
    holes, at = [], 0
    for gap, size in widths:  # fields as the writer makes them: in order, apart, never empty
        at += gap
        holes.append((at, at + size))
        at += size
    assembled = Assembled(Document.parse("file:///x#a", "submit", ""), [], holes=holes)
    end = start + length
    assert assembled.in_hole(start, end) == any(a < max(end, start + 1) and start < b for a, b in holes)
