"""The Python module against its oracles: the installed bindings (names, parameters and positions
of the API it models; what their parser accepts) and Python itself (string literal values)."""
from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from condor_ls.python import api
from condor_ls.python.finder import find_sites
from condor_ls.python.literals import decode_parts

htcondor2 = pytest.importorskip("htcondor2")
classad2 = pytest.importorskip("classad2")

FIXTURES = Path(__file__).parent / "fixtures" / "python"
MODULES = {"htcondor": htcondor2, "classad": classad2}
#: methods of the retired version-1 bindings only (their parameters come from HTCondor's source)
VERSION_ONE_ONLY = {("Schedd", "xquery")}


def _parameters(function: object) -> list[inspect.Parameter]:
    params = list(inspect.signature(function).parameters.values())  # type: ignore[arg-type]
    return [p for p in params if p.name != "self"]


def _check(signature: api.Signature, function: object, where: str) -> None:
    params = _parameters(function)
    names = [p.name for p in params]
    for param in signature.params:
        assert param.name in names, f"{where}: no parameter {param.name} (has {names})"
        if param.position is not None:
            assert names.index(param.name) == param.position, f"{where}: {param.name} is not at {param.position}"
    if signature.kwargs is not None and where.endswith("Submit"):
        assert any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params), where


@pytest.mark.oracle
def test_module_members_exist_in_the_bindings() -> None:
    for module, members in api.MODULE_MEMBERS.items():
        for member, what in members.items():
            if module == "classad" and member in ("parse", "parseOld", "parseOldAds", "register"):
                continue  # version-1 functions only
            if member in ("AdTypes", "DaemonTypes"):
                assert hasattr(MODULES[module], member[:-1]), member  # version 1 spelling of an enum
                continue
            assert hasattr(MODULES[module], member), f"{module}.{member}"
            if what.startswith("class:"):
                assert inspect.isclass(getattr(MODULES[module], member))


@pytest.mark.oracle
def test_signatures_match_the_bindings() -> None:
    for name, signature in api.CONSTRUCTORS.items():
        module = htcondor2 if hasattr(htcondor2, name) else classad2
        _check(signature, getattr(module, name).__init__, name)
    for name, signature in api.FUNCTIONS.items():
        if hasattr(classad2, name):
            _check(signature, getattr(classad2, name), name)
    for kind, methods in api.METHODS.items():
        cls = getattr(htcondor2, kind)
        for method, signature in methods.items():
            if (kind, method) in VERSION_ONE_ONLY:
                assert not hasattr(cls, method)
                continue
            assert hasattr(cls, method), f"{kind}.{method}"
            _check(signature, getattr(cls, method), f"{kind}.{method}")


@pytest.mark.oracle
def test_machine_ad_types_are_enum_members() -> None:
    for member in api.MACHINE_TYPES:
        assert member in htcondor2.AdType.__members__ or member in htcondor2.DaemonType.__members__


@pytest.mark.oracle
@pytest.mark.parametrize("name", ["dag_generator.py", "monitor.py", "notebook.py"])
def test_the_bindings_parse_every_expression_of_the_clean_scripts(name: str) -> None:
    sites = find_sites((FIXTURES / name).read_text())
    for site in sites.expressions:
        text = site.text.text.replace("\ufffc", "1")
        classad2.ExprTree(text)  # raises on a syntax error
    for ad in sites.ads:
        classad2.ClassAd(ad.text.text)


@pytest.mark.oracle
def test_the_bindings_refuse_what_is_reported() -> None:
    text = "import htcondor2\ns = htcondor2.Schedd()\ns.query('(Memory > 1 && ')\n"
    from condor_ls.analysis.rules.registry import diagnostics
    from condor_ls.syntax.document import Document

    document = Document.parse("file:///x.py", "python", text)
    assert [d.code for d in diagnostics(document)] == ["submit-expr-syntax"]
    with pytest.raises(Exception):
        classad2.ExprTree(find_sites(text).expressions[0].text.text)


# ---------------------------------------------------------------------------- literals against Python
_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)


def _literals(value: str) -> list[str]:
    out = [repr(value)]
    if "\0" not in value:  # Python refuses a NUL written as itself in source
        out.append('"""' + value.replace("\\", "\\\\").replace('"', '\\"') + '"""')
    if not any(c in value for c in "\\'\n\r\0"):
        out.append("r'" + value + "'")
    escaped = "".join(f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}" if ord(c) < 0x10000
                      else f"\\U{ord(c):08x}" for c in value)
    out.append('"' + escaped + '"')
    return out


@given(_TEXT)
@settings(max_examples=200, deadline=None)
def test_decoded_literals_equal_python_values(value: str) -> None:
    for literal in _literals(value):
        decoded = decode_parts([(literal, 7)])
        assert decoded is not None
        # a script is read with universal newlines: a line break in its source is "\n"
        assert decoded.text == ast.literal_eval(literal.replace("\r\n", "\n").replace("\r", "\n"))
        # every character's source range decodes, on its own, to that character
        for i, ch in enumerate(decoded.text):
            piece = literal[decoded.starts[i] - 7:decoded.ends[i] - 7]
            if "\n" in piece or "\r" in piece:
                continue
            if piece in ("\\'", '\\"'):
                assert ch == piece[1]
                continue
            quote = "'" if literal.startswith("r'") else '"'
            prefix = "r" if literal.startswith("r'") else ""
            assert ast.literal_eval(prefix + quote + piece.replace(quote, "\\" + quote) + quote) == ch


@given(st.lists(_TEXT, min_size=1, max_size=4))
@settings(max_examples=100, deadline=None)
def test_concatenated_literals(values: list[str]) -> None:
    source = ""
    parts = []
    for value in values:
        literal = repr(value)
        parts.append((literal, len(source)))
        source += literal + "  \n "
    decoded = decode_parts(parts)
    assert decoded is not None and decoded.text == "".join(values)
    assert all(source[a:b] for a, b in zip(decoded.starts, decoded.ends))
