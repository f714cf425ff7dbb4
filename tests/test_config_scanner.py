"""Which ``$...(...)`` texts HTCondor treats as references (facts checked against the wheel)."""
from __future__ import annotations

import pytest

from condor_ls.config.scanner import Func, config_prefix, find_macro, iter_macros, self_only, skip_dollar


def first(text: str):
    ref = find_macro(text, 0, config_prefix, skip_dollar)
    return None if ref is None else (ref.func, text[ref.dollar:ref.end])


@pytest.mark.parametrize(
    "text, expected",
    [
        ("$(A)", (Func.NORMAL, "$(A)")),
        ("x $(a.b/c_d) y", (Func.NORMAL, "$(a.b/c_d)")),
        ("$(A B)", None),  # a space is not a name character
        ("$$(A)", None),  # left for run-time ($$) expansion
        ("$$$(A)", (Func.NORMAL, "$(A)")),
        ("$(A:default value, ok)", (Func.NORMAL, "$(A:default value, ok)")),
        ("$(A:$(B))", (Func.NORMAL, "$(A:$(B))")),  # default may hold a reference
        ("$(A:$(B:$(C)))", (Func.NORMAL, "$(A:$(B:$(C))")),  # the scan stops at the second ')'
        ("$(A:x-y)", None),  # "-" is not allowed in a default
        ("$ENV(HOME)", (Func.ENV, "$ENV(HOME)")),
        ("$ENV(A B)", None),
        ("$INT(A B,%d)", (Func.INT, "$INT(A B,%d)")),  # functions take anything up to ')'
        ("$Fpnx(F)", (Func.FILENAME, "$Fpnx(F)")),
        ("$F(F)", (Func.FILENAME, "$F(F)")),
        ("$Fz(F)", None),
        ("$env(HOME)", None),  # function names are case-sensitive
        ("$(DOLLAR)", None),  # skipped until the end
        ("$(", None),
        ("$(A", None),
        ("", None),
    ],
)
def test_first_reference(text: str, expected) -> None:
    assert first(text) == expected


def test_default_bounds_and_nested_iteration() -> None:
    text = "a $(X:1) b $ENV(H:$(Y)) c"
    refs = iter_macros(text)
    assert [text[r.dollar:r.end] for r in refs] == ["$(X:1)", "$ENV(H:$(Y))", "$(Y)"]
    assert text[refs[0].colon:refs[0].close] == "1"


def test_self_only_matches_name_and_default_and_filename_functions() -> None:
    skip = self_only(("X",))
    assert find_macro("$(Y) $(x:def)", 0, config_prefix, skip).dollar == 5
    assert find_macro("$(XY)", 0, config_prefix, skip) is None
    assert find_macro("$Fn(X)", 0, config_prefix, skip) is not None
    assert find_macro("$INT(X)", 0, config_prefix, skip) is None
