"""Lone UTF-16 surrogates in text a client sends must not crash anything.

JSON allows ``"\\ud800"`` on its own, so an LSP client (or a ``condor-ls eval --batch`` line) can
hand the server a Python string no strict UTF-8 encoder accepts. Every analysis a user reaches
with such a document (diagnostics, hover, semantic tokens, completion, signature help, folding,
symbols, evaluation) must answer without raising and without logging a swallowed exception.
"""
from __future__ import annotations

import io
import json
import logging

import pytest

from condor_ls.analysis.commands import evaluate_selection
from condor_ls.analysis.completion.items import completion
from condor_ls.analysis.completion.signature import signature_help
from condor_ls.analysis.configview.view import clear_caches
from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.navigation.links import document_links
from condor_ls.analysis.navigation.references import definition, document_occurrences, highlights, references
from condor_ls.analysis.navigation.symbols import document_symbols
from condor_ls.analysis.presentation.folding import folding_ranges
from condor_ls.analysis.presentation.inlay_hints import inlay_hints
from condor_ls.analysis.presentation.semantic_tokens import semantic_tokens
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.classad.unparse import _escape, unparse
from condor_ls.classad.parser import parse_expr
from condor_ls.cli.eval import run_batch
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

#: a high half, a low half, a low half in surrogateescape's range, the highest one
LONE = ("\ud800", "\udfff", "\udc80", "\udbff")

_TEMPLATES: dict[LanguageId, str] = {
    LanguageId.CLASSAD: (
        '[ Name = "{s}x{s}"; Req = strcat("{s}", Name) == "a{s}" && regexp("{s}", Name);\n'
        '  L = {{ "{s}", size("{s}"), toUpper("{s}"), split("a{s} b") }}; /* {s} */ '
        'T = formatTime(0, "%Y{s}"); U = unparse(Name); X = stringListMember("{s}", "a,{s}") ]\n'),
    LanguageId.CONFIG: (
        '# comment {s}\nA{s} = value{s}\nB = $(A{s}) $(B{s}:def{s}) $(A) "{s}"\n'
        'START = regexp("{s}", Owner) && Owner == "x{s}"\nC = $SUBSTR(B, 1) $INT(A) $F(B{s})\n'
        'if $(A) == {s}\nD = 1\nendif\nuse ROLE : {s}\ninclude : /nonexistent/{s}\n'
        'SUBMIT_REQUIREMENT_X{s} = Owner == "{s}"\nJOB_TRANSFORM_T = [ set_x = "{s}"; ]\n'
        'JOB_ROUTER_ROUTE_R @=end\n  UNIVERSE VANILLA\n  SET Foo "{s}"\n@end\n'),
    LanguageId.SUBMIT: (
        '# {s}\nexecutable = /bin/echo{s}\narguments = "a{s} \'b{s}\'"\nenvironment = "X={s} Y=1"\n'
        'requirements = Owner == "{s}" && regexp("{s}", Name)\nmy.Foo{s} = "{s}"\n+Bar = "{s}"\n'
        'output = out{s}.$(Process)\ntransfer_input_files = a{s},b\nrequest_memory = 1{s}\n'
        'V{s} = $(Item{s})\nqueue 1 Item in (a{s}, b)\n'),
    LanguageId.TRANSFORM: (
        '# {s}\nNAME t{s}\nREQUIREMENTS Owner == "{s}"\nSET Foo "{s}"\nEVALSET Bar strcat("{s}", Owner)\n'
        'COPY Foo{s} Baz\nRENAME /x{s}/ y\nDEFAULT D{s} 1\nTRANSFORM\n'),
    LanguageId.DAG: (
        '# {s}\nJOB A{s} a{s}.sub\nJOB B b.sub DIR d{s}\nVARS A{s} x="{s}" y="1"\n'
        'PARENT A{s} CHILD B\nSCRIPT PRE B /bin/true {s}\nRETRY B 2 UNLESS-EXIT {s}\n'
        'SUBDAG EXTERNAL C c{s}.dag\nCATEGORY B c{s}\nCONFIG cfg{s}\nDOT d{s}.dot\n'),
    LanguageId.PYTHON: (
        'import htcondor2 as htcondor\nimport classad2\n# {s}\n'
        'sub = htcondor.Submit({{"executable": "/bin/echo{s}", "xarguments{s}": "{s}", "request_memory": "1{s}"}})\n'
        'sub2 = htcondor.Submit("""executable = x{s}\nqueue\n""")\n'
        'expr = classad2.ExprTree(\'Owner == "{s}" && regexp("{s}", Name)\')\n'
        'ad = classad2.ClassAd({{"A{s}": "{s}"}})\nsch = htcondor.Schedd()\n'
        'sch.query(constraint=\'Owner == "{s}"\', projection=["A{s}"])\n'),
}

_DOC_URI = "file:///tmp/surrogates/{lang}.{n}"


@pytest.fixture(autouse=True)
def _clean(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CONDOR_CONFIG", raising=False)
    clear_caches()


def _no_errors(caplog: pytest.LogCaptureFixture) -> None:
    bad = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert bad == [], "\n".join(f"{r.getMessage()}\n{r.exc_text or ''}" for r in bad)[:4000]


@pytest.mark.parametrize("surrogate", LONE, ids=[f"U+{ord(s):04X}" for s in LONE])
@pytest.mark.parametrize("language", list(_TEMPLATES), ids=lambda lang: lang.value)
def test_documents_with_lone_surrogates_analyse_cleanly(language: LanguageId, surrogate: str,
                                                        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.ERROR)
    text = _TEMPLATES[language].format(s=surrogate)
    document = Document.parse(_DOC_URI.format(lang=language.value, n=1), language, text)
    context = AnalysisContext()
    diagnostics(document, context)
    semantic_tokens(document)
    document_symbols(document, context)
    document_links(document, context)
    document_occurrences(document)
    folding_ranges(document)
    inlay_hints(document, context, (0, len(document.source)))
    step = max(1, len(document.source) // 60)
    for offset in range(0, len(document.source) + 1, step):
        hover(document, offset, context)
        completion(document, offset, context)
        signature_help(document, offset, context)
        definition(document, offset, context)
        references(document, offset, context, True)
        highlights(document, offset, context)
    evaluate_selection(document, context, f'strcat("{surrogate}", "a{surrogate}") == "{surrogate}"')
    # an edit that types another lone surrogate in the middle of the text
    middle = document.line_index.offset_to_position(len(document.source) // 2)
    point = {"line": middle.line, "character": middle.character}
    edited = document.apply_changes([{"text": surrogate + '"' + surrogate, "range": {"start": point, "end": point}}])
    diagnostics(edited, context)
    semantic_tokens(edited)
    _no_errors(caplog)


@pytest.mark.parametrize("surrogate", LONE, ids=[f"U+{ord(s):04X}" for s in LONE])
def test_classad_escape_and_unparse_accept_lone_surrogates(surrogate: str) -> None:
    # new syntax writes every byte outside printable ASCII in octal, whatever the surrogate
    body = "".join(f"\\{b:03o}" for b in surrogate.encode("utf-8", "surrogatepass" if ord(surrogate) < 0xDC80
                                                             or ord(surrogate) > 0xDCFF else "surrogateescape"))
    assert _escape("a" + surrogate + "b", '"', False) == "a" + body + "b"
    assert _escape("a" + surrogate + '"', '"', True).startswith("a")
    printed = unparse(parse_expr('"' + surrogate + '"'))
    assert printed.startswith('"') and printed.endswith('"')


def test_eval_batch_with_lone_surrogates_answers_every_line() -> None:
    lines = [json.dumps({"expr": f'strcat("{s}", "x") == "{s}x"', "my": f'[ A = "{s}" ]'}) for s in LONE]
    lines += [json.dumps({"expr": f'unparse(A) + "{s}"', "my": f'[ A = "{s}" ]'}) for s in LONE]
    lines += [json.dumps({"expr": f'regexp("{s}", "{s}")'}) for s in LONE]
    out = io.StringIO()
    assert run_batch(io.StringIO("\n".join(lines) + "\n"), out) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(answers) == len(lines)
