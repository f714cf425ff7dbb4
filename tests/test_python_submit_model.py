"""Submit descriptions a Python script hands the bindings are judged by the job-ad model
(issue 20's follow-up), as submit files are: condor_submit's refusals and warnings
(`submit-error`, `submit-warning`) are found by making the job as the bindings would, not by
rules re-deriving it. A description without a queue statement makes one job: htcondor2's
``Schedd.submit`` appends ``queue`` and the description's queue arguments (empty when it has
none) before submitting (``htcondor2/_schedd.py``), as ``Submit.jobs()`` of the 24.0 bindings
does. When item data or queue arguments come at run time, or commands are added in ways not
followed, the model's findings are left out: the one job it makes is not the script's."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.hover.python import python_hover
from condor_ls.analysis.rules.registry import diagnostics
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

sys.path.insert(0, str(Path(__file__).resolve().parent))
from oracle.submit24 import oracle_python, run_oracle  # noqa: E402

MODEL = ("submit-error", "submit-warning")


def _script(tmp_path: Path, body: str) -> tuple[Document, str]:
    text = "import htcondor2\n" + body
    path = tmp_path / "s.py"
    path.write_text(text)
    return Document.parse(path_to_uri(str(path)), LanguageId.PYTHON, text), text


def _model_findings(tmp_path: Path, body: str, version: str = "25") -> list[tuple[str, str, str]]:
    document, text = _script(tmp_path, body)
    found = diagnostics(document, AnalysisContext(settings=Settings(submit_version=version)))
    return [(d.code, d.message, document.source[d.range.start:d.range.end].decode()) for d in found if d.code in MODEL]


def test_a_description_without_a_queue_statement_is_made_into_its_one_job(tmp_path: Path) -> None:
    body = 'sub = htcondor2.Submit("""\nexecutable = /bin/true\nhold = maybe\n""")\n'
    assert _model_findings(tmp_path, body) == [
        ("submit-error", "hold=maybe is invalid, must eval to a boolean.", "hold")]


def test_a_description_built_from_a_dict(tmp_path: Path) -> None:
    body = 'sub = htcondor2.Submit({"executable": "/bin/true", "job_lease_duration": "10"})\n'
    ((code, message, where),) = _model_findings(tmp_path, body)
    assert code == "submit-warning" and "less than 20 seconds" in message and where == "job_lease_duration"


def test_several_descriptions_in_one_script_each_get_their_own(tmp_path: Path) -> None:
    body = ('a = htcondor2.Submit("executable = /bin/true\\nuniverse = grid\\n")\n'
            'b = htcondor2.Submit("executable = /bin/true\\nhold = maybe\\n")\n'
            'c = htcondor2.Submit("executable = /bin/true\\nhold = true\\n")\n')
    found = _model_findings(tmp_path, body)
    assert [(code, where) for code, _message, where in found] == [("submit-error", "universe"), ("submit-error", "hold")]


@pytest.mark.parametrize("tail", [
    "schedd = htcondor2.Schedd()\nschedd.submit(sub, itemdata=iter([{'h': 'true'}]))\n",  # item data at run time
    "sub.setQArgs(f'h from {path}')\n",                                                    # queue arguments at run time
], ids=["itemdata", "runtime-queue"])
def test_nothing_from_the_model_when_the_jobs_depend_on_the_running_script(tmp_path: Path, tail: str) -> None:
    body = 'path = "x"\nsub = htcondor2.Submit({"executable": "/bin/true", "MY.h": "$(h)", "hold": "maybe"})\n' + tail
    assert _model_findings(tmp_path, body) == []


def test_the_hover_shows_the_job_ad_the_bindings_would_make(tmp_path: Path) -> None:
    document, text = _script(tmp_path, 'sub = htcondor2.Submit({"executable": "/bin/true", "job_lease_duration": "10"})\n')
    hover = python_hover(document, text.index("job_lease_duration") + 2, AnalysisContext())
    assert hover is not None
    assert "JobLeaseDuration = 20" in hover.markdown                     # condor_submit's floor of 20
    assert "**Set by:** `JobLeaseDuration` from `job_lease_duration`" in hover.markdown
    assert "(line " not in hover.markdown  # the assembled description's lines are not the script's


def test_the_24_0_bindings_refuse_exactly_the_descriptions_with_a_submit_error(tmp_path: Path) -> None:
    """Differential: the 24.0 bindings' ``Submit(text).jobs()`` raises for a description the
    model (as 24.0) reports a submit-error for, and makes its job otherwise."""
    python, why = oracle_python()
    if python is None:
        pytest.skip(f"the HTCondor 24.0 bindings are not available: {why}")
    texts = ["executable = /bin/true\nhold = maybe\n", "executable = /bin/true\nhold = true\n",
             "executable = /bin/true\nuniverse = grid\n", "executable = /bin/true\nrequest_memory = 2 parsecs\n",
             "executable = /bin/true\nrequest_dsik = 1GB\n", "executable = /bin/true\njob_lease_duration = 10\n",
             "executable = /bin/true\nnotification = sometimes\n", "executable = /bin/true\n+Foo = (\n",
             "executable = /bin/true\nrequest_cpus = 2\narguments = a b\n"]
    cases = [{"text": text, "cwd": str(tmp_path), "environ": {"PATH": "/usr/bin:/bin", "CONDOR_CONFIG": "/dev/null"},
              "qdate": 1700000000, "count": 1} for text in texts]
    refused = [bool(result.get("error") or result.get("crash")) for result in run_oracle(cases)]
    ours = []
    for text in texts:
        body = f"sub = htcondor2.Submit({text!r})\n"
        document, _ = _script(tmp_path, body)
        found = diagnostics(document, AnalysisContext(settings=Settings(submit_version="24.0")))
        ours.append(any(d.severity.name == "ERROR" for d in found))
    assert ours == refused, list(zip(texts, ours, refused))
    assert refused.count(True) >= 5  # the cases exercise refusals
