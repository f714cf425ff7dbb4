"""Which config text is a ClassAd expression (helper macros, values that read as one), and what
follows from it: completion, hover and semantic tokens in helpers and submit expressions."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.analysis.completion.items import completion
from condor_ls.analysis.configview.view import config_view
from condor_ls.analysis.context import AnalysisContext, path_to_uri
from condor_ls.analysis.evaluation import JOB_SIDE, MACHINE_SIDE, known_side
from condor_ls.analysis.expression_text import (expression_macros, expression_references, expression_use,
                                                reads_as_expression)
from condor_ls.analysis.hover.config import hover
from condor_ls.analysis.presentation.expression_ranges import expression_ranges
from condor_ls.analysis.presentation.semantic_tokens import decode, semantic_tokens
from condor_ls.analysis.settings import Settings
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

HELPERS = """\
MINUTE = 60
USERS = alice, bob
MyBusy = KeyboardIdle < $(MINUTE)
Clause = && TARGET.ImageSize < 1000
Both = $(MyBusy) $(Clause)
JobCheck = NumJobStarts > 10
START = $(Both) && stringListMember(TARGET.Owner, "$(USERS)")
SYSTEM_PERIODIC_HOLD = $(JobCheck) || $(MyBusy)
Unused = TARGET.Foo
"""


def config(tmp_path: Path, text: str, name: str = "condor_config") -> Document:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return Document.parse(path_to_uri(str(path)), LanguageId.CONFIG, text)


def submit(tmp_path: Path, text: str) -> Document:
    return Document.parse(path_to_uri(str(tmp_path / "job.sub")), LanguageId.SUBMIT, text)


# ---------------------------------------------------------------------------- which text is an expression
def test_helpers_are_found_through_other_macros_with_the_knob_that_uses_them(tmp_path: Path) -> None:
    view = config_view(config(tmp_path, HELPERS), AnalysisContext())
    found = expression_macros(view)
    assert found == {"both": "START", "mybusy": "START", "clause": "START", "minute": "START",
                     "jobcheck": "SYSTEM_PERIODIC_HOLD"}
    assert expression_use(view, "MyBusy").side is MACHINE_SIDE and expression_use(view, "MyBusy").helper
    assert expression_use(view, "JobCheck").side is JOB_SIDE
    assert expression_use(view, "USERS") is None  # pasted into a string literal, not ClassAd text
    assert expression_use(view, "Unused") is None
    start = expression_use(view, "START")
    assert start is not None and not start.helper and start.knob == "START"


def test_references_inside_string_literals_are_not_expression_text() -> None:
    assert expression_references('a == "$(X)" && $(Y) || "q\\"$(Z)" == $(W:1)') == ("Y", "W")


@pytest.mark.parametrize(("text", "expected"), [
    ("TARGET.RequestMemory > 10", True), ("MY.Cpus", True), ("ifThenElse(a, b, c)", True),
    ("KeyboardIdle > 600", True), ("LoadAvg <= 0.3 && Cpus", True), ('Owner == "alice"', True),
    ("KeyboardIdle >", True), ("$(A) && $(B)", True),
    ("/usr/local/bin", False), ("alice, bob", False), ("Admin <root@example.org>", False),
    ("$(LOCAL_DIR)/log", False), ("true", False), ("STARTD, SCHEDD", False), ("$ENV(HOME)", False),
    ("C:\\condor > here", False), ("mytool(1)", False),
])
def test_values_that_plainly_read_as_expressions(text: str, expected: bool) -> None:
    assert reads_as_expression(text) is expected


def test_known_sides_of_knobs() -> None:
    assert known_side("START") is MACHINE_SIDE and known_side("SLOT1.SUSPEND") is MACHINE_SIDE
    assert known_side("SYSTEM_PERIODIC_HOLD") is JOB_SIDE and known_side("PREEMPTION_REQUIREMENTS") is MACHINE_SIDE
    assert known_side("SUBMIT_REQUIREMENT_Big") is None  # the schedd's ad is MY there
    assert known_side("COLLECTOR_REQUIREMENTS") is None and known_side("DAEMON_SHUTDOWN") is None


# ---------------------------------------------------------------------------- completion
def complete_at(document: Document, marker: str, context: AnalysisContext | None = None) -> list[str]:
    text = document.text
    offset = len(text[:text.index(marker) + len(marker)].encode())
    return [item.label for item in completion(document, offset, context or AnalysisContext()).items]


def test_completion_in_a_helper_follows_the_knob_that_uses_it(tmp_path: Path) -> None:
    text = HELPERS + "Later = TARGET.Num\nSYSTEM_PERIODIC_REMOVE = $(Later)\nSlotSide = TARGET.Num\nWANT_HOLD = $(SlotSide)\n"
    document = config(tmp_path, text)
    machine = complete_at(document, "Later = TARGET.Num")                     # the job is MY: TARGET is the slot
    assert "NumDynamicSlots" in machine and "NumJobStarts" not in machine
    slot = complete_at(document, "SlotSide = TARGET.Num")                     # startd policy: TARGET is the job
    assert "NumJobStarts" in slot and "NumDynamicSlots" not in slot


def test_completion_in_a_fresh_value_that_reads_as_an_expression(tmp_path: Path) -> None:
    document = config(tmp_path, "STARTD_ATTRS = HasScratch\nHasScratch = True\nFresh = KeyboardIdle > 5 && MY.Has\n")
    labels = complete_at(document, "MY.Has")
    assert "HasScratch" in labels and "HasDocker" in labels  # declared by STARTD_ATTRS, and the schema's
    assert complete_at(config(tmp_path, "LOG = /var/lo\n", "other"), "/var/lo") == []


def test_completion_offers_declared_names_from_settings_and_submit_files(tmp_path: Path) -> None:
    settings, _ = Settings.from_json({"attributes": {"machine": ["HasLustre"]}})
    document = submit(tmp_path, "+Flavor = \"x\"\nrequest_cogs = 1\nrequirements = TARGET.Has\nqueue\n")
    assert "HasLustre" in complete_at(document, "TARGET.Has", AnalysisContext(settings=settings))
    document = submit(tmp_path, "+Flavor = \"x\"\nrequest_cogs = 1\nperiodic_hold = MY.\nqueue\n")
    labels = complete_at(document, "MY.")
    assert "Flavor" in labels and "Requestcogs" in labels


# ---------------------------------------------------------------------------- hover
def hover_at(document: Document, marker: str, shift: int = 0) -> str | None:
    offset = len(document.text[:document.text.index(marker) + shift].encode())
    found = hover(document, offset, AnalysisContext())
    return found.markdown if found is not None else None


def test_hover_on_a_helper_evaluates_it_where_it_is_used(tmp_path: Path) -> None:
    document = config(tmp_path, HELPERS)
    text = hover_at(document, "MyBusy =", 1)
    assert text is not None
    assert "**Evaluates to** `false` (as part of START: sample machine ad as MY, job ad as TARGET)" in text
    job = hover_at(document, "JobCheck =", 1)
    assert job is not None and "as part of SYSTEM_PERIODIC_HOLD: sample job ad as MY" in job
    fragment = hover_at(document, "< 1000", 0)  # a helper that does not parse alone
    assert fragment is not None and "TARGET.ImageSize (25000) < 1000" in fragment
    assert "**Evaluates to**" not in (hover_at(document, "Clause =", 1) or "")  # a fragment has no value alone
    assert "**Evaluates to**" not in (hover_at(document, "Unused =", 1) or "")


def test_hover_on_any_submit_expression_evaluates_it(tmp_path: Path) -> None:
    text = "executable = a\n+Big = RequestMemory > 1024\non_exit_remove = ExitCode == 0\nqueue\n"
    document = submit(tmp_path, text)
    big = hover_at(document, "+Big", 1)
    # the job is the one condor_submit makes: HTCondor 25 asks for 128 MB by default
    assert big is not None and "**Evaluates to** `false`" in big and "RequestMemory (128) > 1024" in big
    remove = hover_at(document, "on_exit_remove", 1)
    assert remove is not None and "**Evaluates to**" in remove and "this job as MY" in remove


# ---------------------------------------------------------------------------- semantic tokens
def tokens(document: Document) -> dict[tuple[int, int, int], str]:
    data = semantic_tokens(document, None, expression_ranges(document, AnalysisContext()))
    return {(line, char, length): kind for line, char, length, kind, _m in decode(data)}


def test_expression_values_get_classad_tokens(tmp_path: Path) -> None:
    text = "MINUTE = 60\nMyBusy = KeyboardIdle < $(MINUTE) && \\\n  TARGET.Owner == \"x\"\nSTART = $(MyBusy)\nLOG = /var/log\n"
    document = config(tmp_path, text)
    found = tokens(document)
    assert found[(1, 9, 12)] == "variable"        # KeyboardIdle
    assert found[(1, 22, 1)] == "operator"        # <
    assert found[(1, 26, 6)] == "variable"        # MINUTE inside $( ) keeps its macro token
    assert found[(2, 2, 6)] == "namespace"        # TARGET, on the continuation line
    assert found[(2, 15, 2)] == "operator" and found[(2, 18, 3)] == "string"
    assert found[(4, 6, 8)] == "string"           # not an expression: plain text
    plain = {(l, c, n): k for l, c, n, k, _m in decode(semantic_tokens(document))}
    assert plain[(1, 9, 14)] == "string"          # without the ranges, the grammar's text token


def test_submit_expression_ranges_leave_sizes_alone(tmp_path: Path) -> None:
    text = ("request_memory = 2 GB\nrequest_disk = ifThenElse(DiskUsage > 0, DiskUsage * 2, 1024)\n"
            "+Flag = true\narguments = a > b\nqueue\n")
    document = submit(tmp_path, text)
    ranges = [document.source[a:b].decode() for a, b in expression_ranges(document, AnalysisContext())]
    assert ranges == ["ifThenElse(DiskUsage > 0, DiskUsage * 2, 1024)", "true"]
    found = tokens(document)
    assert found[(1, len("request_disk = "), 10)] == "function"
    assert found[(2, len("+Flag = "), 4)] == "enumMember"


def test_expression_ranges_never_raise_on_odd_text(tmp_path: Path) -> None:
    for text in ("START = $(", "START = \"\\\n", "A @=x\n$(B\n@x\nSTART = $(A)\n", "\x00START = (((\n", ""):
        document = config(tmp_path, text)
        semantic_tokens(document, None, expression_ranges(document, AnalysisContext()))


def test_a_block_value_gets_classad_tokens_around_its_raw_macro_references(tmp_path: Path) -> None:
    text = "MINUTE = 60\nH @=end\n  KeyboardIdle < $(MINUTE)\n@end\nSUSPEND = $(H)\n"
    found = tokens(config(tmp_path, text))
    assert found[(2, 2, 12)] == "variable" and found[(2, 15, 1)] == "operator"
    assert not any(line == 2 and char >= len("  KeyboardIdle < ") for line, char, _n in found)  # $(MINUTE) masked
