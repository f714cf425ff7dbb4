"""Completion right after ``MY.`` and ``TARGET.``: the attributes of that ad, before any letter is
typed, wherever the expression is written (one line, a continuation line, a ``@=`` body, a helper
macro, a submit file, a transform)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.completion.items import completion
from condor_ls.analysis.context import AnalysisContext
from condor_ls.classad import attributes
from condor_ls.syntax.document import Document

MACHINE = {i.name for i in attributes.table("machine").attributes.values() if not i.ephemeral}
JOB = {i.name for i in attributes.table("job").attributes.values() if not i.ephemeral}


def offered(tmp_path: Path, text: str, language: str = "condor_config", name: str = "condor_config"
            ) -> tuple[set[str], str, bool]:
    """(labels, text replaced, incomplete?) at the ``|`` of ``text``."""
    at = text.index("|")
    text = text.replace("|", "")
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    document = Document.parse(path.as_uri(), language, text, 1)
    found = completion(document, len(text[:at].encode()), AnalysisContext())
    replaced = document.source[found.range.start:found.range.end].decode()
    return {i.label for i in found.items}, replaced, found.is_incomplete


@pytest.mark.parametrize(("text", "ad"), [
    ("START = TARGET.|", JOB),
    ("START = MY.|", MACHINE),
    ("START = (KeyboardIdle > 600) && TARGET.|\nRANK = 0\n", JOB),
    ("START = ifThenElse(MY.|", MACHINE),
    ("STARTD.START = TARGET.|", JOB),
    ("START = KeyboardIdle > 600 && \\\n    TARGET.|\n", JOB),   # a continuation line
    ("START = KeyboardIdle > 600 && \\\n    (MY.|\nX = 1\n", MACHINE),
    ("START @=end\n  KeyboardIdle > 600 &&\n  TARGET.|\n@end\n", JOB),  # a @= body
    ("SYSTEM_PERIODIC_HOLD = MY.|", JOB),  # the schedd evaluates it in the job
    ("SiteBusy = TARGET.|", JOB),  # a helper macro still being written: the slot is MY
    ("SiteBusy = LoadAvg > 1 && \\\n  MY.|", MACHINE),
])
def test_config_values(tmp_path: Path, text: str, ad: set[str]) -> None:
    labels, replaced, incomplete = offered(tmp_path, text)
    assert replaced == "" and not incomplete
    assert ad <= labels
    other = (MACHINE if ad is JOB else JOB) - ad
    assert not labels & {"KeyboardIdle", "RequestMemory"} & other


@pytest.mark.parametrize(("text", "ad"), [
    ("executable = a\nrequirements = TARGET.|\nqueue\n", MACHINE),
    ("executable = a\nrequirements = Memory > 1 && \\\n   TARGET.|\nqueue\n", MACHINE),
    ("executable = a\nperiodic_hold = MY.|\nqueue\n", JOB),
    ("executable = a\n+Mine = MY.|\nqueue\n", JOB),
])
def test_submit_values(tmp_path: Path, text: str, ad: set[str]) -> None:
    labels, replaced, incomplete = offered(tmp_path, text, "submit", "job.sub")
    assert replaced == "" and not incomplete and ad <= labels


@pytest.mark.parametrize("text", [
    "if defined MY.|\nendif\n",
    "SET Copy $(MY.|)\n",
    "EVALSET Bigger MY.|\n",
])
def test_transforms(tmp_path: Path, text: str) -> None:
    labels, replaced, incomplete = offered(tmp_path, text, "transform", "rules.xform")
    assert replaced == "" and not incomplete and JOB <= labels


def test_a_typed_letter_still_narrows_and_replaces_it(tmp_path: Path) -> None:
    labels, replaced, _ = offered(tmp_path, "START = KeyboardIdle > 1 && \\\n  TARGET.Req|")
    assert replaced == "Req" and "RequestMemory" in labels and "KeyboardIdle" not in labels


def test_a_continuation_line_no_longer_offers_knob_names(tmp_path: Path) -> None:
    """Before, the continued line's text was read as the start of a new statement."""
    labels, _, _ = offered(tmp_path, "START = KeyboardIdle > 1 && \\\n  TARGET.|")
    assert "START" not in labels and "MAX_JOBS_RUNNING" not in labels
    labels, _, _ = offered(tmp_path, "A = 1\nSTA|")  # a real new statement still gets knob names
    assert "START" in labels


def test_plain_values_and_strings_get_nothing(tmp_path: Path) -> None:
    assert offered(tmp_path, 'START = regexp("MY.|')[0] == set()
    assert offered(tmp_path, "LOG = /var/log/condor/MY.|")[0] == set()
    assert offered(tmp_path, "LOG = /var/log/condor \\\n  /MY.|")[0] == set()
    assert offered(tmp_path, "SITE_DIR = /data/MY.|")[0] == set()
