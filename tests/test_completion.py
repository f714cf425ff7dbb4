"""analysis.completion.items: what is offered where, and what it replaces."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis.completion.items import MAX_ITEMS, CompletionList, completion, matches, resolve
from condor_ls.analysis.context import AnalysisContext
from condor_ls.syntax.document import Document

from analysis_log import failures_logged


def complete(tmp_path: Path, text: str, language: str = "condor_config", name: str = "condor_config") -> tuple[CompletionList, str]:
    """Completions at the end of ``text``, and the text they would replace."""
    path = tmp_path / name
    path.write_text(text)
    document = Document.parse(path.as_uri(), language, text, 1)
    found = completion(document, len(text.encode()), AnalysisContext())
    replaced = document.source[found.range.start:found.range.end].decode()
    return found, replaced


def labels(found: CompletionList) -> set[str]:
    return {item.label for item in found.items}


def test_knob_names_at_line_start(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "A = 1\nSTA")
    assert typed == "STA"
    assert {"START", "STARTD_ATTRS"} <= labels(found)
    assert all(matches("STA", label) for label in labels(found))
    keywords, _ = complete(tmp_path, "A = 1\nin")
    assert "include" in labels(keywords)
    start = next(i for i in found.items if i.label == "START")
    assert start.detail == "classad" and start.data == ("knob", "START")
    assert "slot" in resolve(start.data)


def test_items_carry_a_key_and_resolve_gives_their_documentation(tmp_path: Path) -> None:
    found, _ = complete(tmp_path, "START = TARGET.RequestMem")
    memory = next(i for i in found.items if i.label == "RequestMemory")
    assert memory.data == ("attribute", "job", "RequestMemory")
    assert "RequestMemory" in resolve(list(memory.data))  # a JSON round trip makes the key a list
    found, _ = complete(tmp_path, "START = strc")
    strcat = next(i for i in found.items if i.label == "strcat")
    assert strcat.data == ("function", "strcat") and "strcat(" in resolve(strcat.data)
    found, _ = complete(tmp_path, "X = $IN")
    assert "integer" in resolve(next(i for i in found.items if i.label == "$INT").data)
    found, _ = complete(tmp_path, "use POLICY : DESK")
    assert "DESKTOP" in resolve(next(i for i in found.items if i.label == "DESKTOP").data)
    found, _ = complete(tmp_path, "request_mem", "submit", "job.sub")
    assert resolve(next(i for i in found.items if i.label == "request_memory").data)
    found, _ = complete(tmp_path, "in")
    assert next(i for i in found.items if i.label == "include").data is None  # keywords: nothing to resolve


@pytest.mark.parametrize("data", [None, [], "knob", ["knob"], ["knob", "NO_SUCH_KNOB_X"], [1, 2],
                                  ["attribute", "nowhere", "Memory"], ["function", "no_such_fn"], {"k": 1}])
def test_resolve_of_unknown_or_malformed_keys_is_empty(data: object) -> None:
    assert resolve(data) == ""


def test_subsystem_prefix_completes_the_knob_part(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "STARTD.DEB")
    assert typed == "DEB"


def test_use_categories_and_templates(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "use ")
    assert typed == "" and {"POLICY", "FEATURE", "ROLE"} <= labels(found)
    found, typed = complete(tmp_path, "use POLICY : DESK")
    assert typed == "DESK" and {"DESKTOP", "DESKTOP_IDLE"} <= labels(found)
    assert "UWCS_DESKTOP" in labels(found) and "PARTITIONABLE_SLOT" not in labels(found)
    found, _ = complete(tmp_path, "use FEATURE:")
    assert "GPUs" in {label for label in labels(found)} or len(found.items) > 3


def test_macros_in_scope_come_first(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "MY_DIR = /opt\nLOG = $(MY")
    assert typed == "MY"
    mine = next(i for i in found.items if i.label == "MY_DIR")
    assert mine.kind == "macro" and mine.detail == "/opt"
    assert mine.sort_text is not None and mine.sort_text.startswith("0")
    predefined, _ = complete(tmp_path, "LOG = $(FULL_HOST")
    assert "FULL_HOSTNAME" in labels(predefined)


def test_if_conditions(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "if def")
    assert typed == "def" and labels(found) == {"defined"}
    found, typed = complete(tmp_path, "MY_DIR = /opt\nif ! defined MY_")
    assert typed == "MY_" and "MY_DIR" in labels(found)


def test_macro_functions_after_dollar(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "X = $IN")
    assert typed == "$IN"
    item = next(i for i in found.items if i.label == "$INT")
    assert item.snippet and item.insert_text == "$INT(${1:expression})"


def test_boolean_knob_values(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "ALLOW_SCRIPTS_TO_RUN_AS_EXECUTABLES = ")
    assert typed == "" and labels(found) == {"True", "False"}
    found, typed = complete(tmp_path, "ALLOW_SCRIPTS_TO_RUN_AS_EXECUTABLES = f")
    assert typed == "f" and labels(found) == {"False"}


def test_expression_knob_offers_functions_and_the_right_ads(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "START = Keyb")
    assert typed == "Keyb"
    assert "KeyboardIdle" in labels(found)
    assert found.items[0].label == "KeyboardIdle"  # prefix matches first
    found, _ = complete(tmp_path, "START = ifThen")
    assert {"ifThenElse"} <= labels(found)
    assert "TARGET" in labels(complete(tmp_path, "START = TARG")[0])
    function = next(i for i in found.items if i.label == "ifThenElse")
    assert function.snippet and function.insert_text.startswith("ifThenElse(${1:")
    target, typed = complete(tmp_path, "START = TARGET.Req")
    assert typed == "Req" and "RequestMemory" in labels(target) and "KeyboardIdle" not in labels(target)
    mine, _ = complete(tmp_path, "START = MY.Keyb")
    assert "KeyboardIdle" in labels(mine)
    assert not labels(complete(tmp_path, "START = MY.RequestMem")[0]) & {"RequestMemory"}
    job_side, _ = complete(tmp_path, "SYSTEM_PERIODIC_HOLD = MY.RequestMem")
    assert "RequestMemory" in labels(job_side)


def test_long_lists_are_capped_and_marked_incomplete(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "START = ")
    assert typed == "" and len(found.items) == MAX_ITEMS and found.is_incomplete
    narrow, _ = complete(tmp_path, "START = MY.KeyboardId")
    assert not narrow.is_incomplete


def test_right_after_a_scope_the_whole_ad_is_listed(tmp_path: Path) -> None:
    """``MY.`` lists every attribute of that ad, beyond the usual cap, so that the editor shows
    the ad before a letter is typed."""
    from condor_ls.classad import attributes

    found, typed = complete(tmp_path, "START = MY.")
    machine = {i.name.lower() for i in attributes.table("machine").attributes.values() if not i.ephemeral}
    assert typed == "" and not found.is_incomplete and len(found.items) > MAX_ITEMS
    assert machine <= {i.label.lower() for i in found.items}


def test_nothing_inside_strings_or_plain_values(tmp_path: Path) -> None:
    found, _ = complete(tmp_path, 'START = regexp("Key')
    assert found.items == ()
    found, _ = complete(tmp_path, "LOG = /var/lo")
    assert found.items == ()


def test_submit_commands_values_and_attributes(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "requ", "submit", "job.sub")
    assert typed == "requ" and {"request_memory", "requirements"} <= labels(found)
    assert "queue" in labels(complete(tmp_path, "que", "submit", "job.sub")[0])
    universe, _ = complete(tmp_path, "universe = ", "submit", "job.sub")
    assert {"vanilla", "docker", "container"} & labels(universe) >= {"vanilla", "docker"}
    requirements, _ = complete(tmp_path, "requirements = Mem", "submit", "job.sub")
    # a bare name may be either ad's: the machine's (what requirements usually test) come first
    order = [i.label for i in requirements.items if i.kind == "attribute"]
    assert order.index("Memory") < order.index("RequestMemory")
    by_label = {i.label: i for i in requirements.items}
    assert by_label["Memory"].sort_text < by_label["RequestMemory"].sort_text  # type: ignore[operator]
    mine, _ = complete(tmp_path, "requirements = MY.Req", "submit", "job.sub")
    assert "RequestMemory" in labels(mine)
    plus, typed = complete(tmp_path, "+Proj", "submit", "job.sub")
    assert typed == "Proj" and "ProjectName" in labels(plus)
    macros, _ = complete(tmp_path, "dir = out\narguments = $(", "submit", "job.sub")
    assert {"dir", "Cluster", "Process"} <= labels(macros)
    process, _ = complete(tmp_path, "arguments = $(Pro", "submit", "job.sub")
    assert {"Process", "ProcId"} <= labels(process)


def test_classad_file(tmp_path: Path) -> None:
    found, typed = complete(tmp_path, "Foo = 1\nBar = strc", "classad", "x.ad")
    assert typed == "strc" and "strcat" in labels(found)
    own, _ = complete(tmp_path, "Foo = 1\nBar = Fo", "classad", "x.ad")
    assert own.items[0].label == "Foo"  # the ad's own attributes first


@pytest.mark.parametrize("language", ["condor_config", "submit", "classad"])
@hsettings(max_examples=40, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list('AB $()=:."\\\n\t+-.MYTARGETuse,é')), max_size=60),
       where=st.integers(min_value=-5, max_value=80))
def test_completion_never_raises(language: str, text: str, where: int) -> None:
    document = Document.parse("file:///nonexistent/dir/condor_config", language, text, 1)
    with failures_logged() as failures:
        found = completion(document, where, AnalysisContext())
    assert 0 <= found.range.start <= found.range.end <= len(document.source)
    assert failures == []
