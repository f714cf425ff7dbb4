"""analysis.completion.signature: the enclosing call and the active parameter."""
from __future__ import annotations

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from condor_ls.analysis.completion.signature import open_call, signature_help
from condor_ls.syntax.document import Document

from analysis_log import failures_logged


def help_at_end(text: str, language: str = "condor_config"):  # type: ignore[no-untyped-def]
    document = Document.parse("file:///tmp/sig/condor_config", language, text, 1)
    return signature_help(document, len(text.encode()))


@pytest.mark.parametrize(("text", "name", "commas"), [
    ("ifThenElse(a, ", "ifThenElse", 1),
    ('f(a, "x,(y", ', "f", 2),               # a comma and parenthesis inside a string
    ("f(a, g(b, c), ", "f", 2),              # commas of a nested call
    ("f(a, {1, 2, 3}, ", "f", 2),            # commas of a list
    ("f(a, (b), g(c", "g", 0),
    ("f(a, (b, ", "f", 1),                   # grouping parentheses are not calls
    ('f("a\\"b,", ', "f", 1),                # escaped quote inside a string
    ("$INT(X, ", "$INT", 1),
])
def test_open_call(text: str, name: str, commas: int) -> None:
    call = open_call(text)
    assert call is not None and (call.name, call.commas) == (name, commas)


@pytest.mark.parametrize("text", ["f(a)", "x + 1", "$(NAME", '"f(a, '])
def test_no_open_call(text: str) -> None:
    assert open_call(text) is None


def test_classad_function_in_a_config_value() -> None:
    found = help_at_end('START = regexp("a,(", ')
    assert found is not None
    signature = found.signatures[found.active_signature]
    assert signature.label == "regexp(pattern: string, target: string, [options: string]) -> boolean"
    assert found.active_parameter == 1
    start, end = signature.parameters[1].label
    assert signature.label[start:end] == "target: string"
    assert "regular expression" in signature.documentation


def test_variadic_function_stays_on_its_last_parameter() -> None:
    found = help_at_end("X = strcat(a, b, c, ")
    assert found is not None and found.active_parameter == 0


def test_past_the_last_parameter_nothing_is_active() -> None:
    found = help_at_end("X = size(a, b")
    assert found is not None
    assert found.active_parameter >= len(found.signatures[found.active_signature].parameters)


def test_overloads_pick_the_one_that_fits() -> None:
    found = help_at_end("X = absTime(1, ")
    assert found is not None
    assert len(found.signatures) == 2 and found.active_signature == 1 and found.active_parameter == 1


def test_macro_function_signature() -> None:
    found = help_at_end("X = $SUBSTR(NAME, 2, ")
    assert found is not None
    assert found.signatures[0].label == "$SUBSTR(macro, start, [length])"
    assert found.active_parameter == 2


def test_submit_and_classad_documents() -> None:
    submit = help_at_end("requirements = stringListMember(\"a\", ", "submit")
    assert submit is not None and submit.active_parameter == 1
    classad = help_at_end("[ A = 1;\n  B = member(A,\n  ", "classad")
    assert classad is not None and classad.active_parameter == 1


def test_unknown_function_and_plain_text() -> None:
    assert help_at_end("X = notAFunction(1, ") is None
    assert help_at_end("X = 1 + 2") is None


@hsettings(max_examples=60, deadline=None)
@given(text=st.text(alphabet=st.sampled_from(list('ab $()=,"\\\n{}[]strcat')), max_size=60),
       where=st.integers(min_value=-5, max_value=80))
def test_signature_help_never_raises(text: str, where: int) -> None:
    document = Document.parse("file:///tmp/sig/condor_config", "condor_config", text, 1)
    with failures_logged() as failures:
        signature_help(document, where)
    assert failures == []
