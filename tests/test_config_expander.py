"""The macro expander on its own: HTCondor's rewrite loop, functions, provenance and bounds.

Expected values of the curated cases were taken from the htcondor wheel (see
tests/oracle/test_oracle_config.py, which re-checks them against it).
"""
from __future__ import annotations

import random

import pytest

from condor_ls.config.expander import Expander, Limits, filename_parts
from condor_ls.config.model import Definition
from condor_ls.config.scanner import Func
from condor_ls.config.text import Origin, SourceText


def make(defs: dict[str, str], **kwargs) -> tuple[Expander, dict[str, Definition]]:
    table: dict[str, Definition] = {}
    for line, (name, value) in enumerate(defs.items()):
        table[name.lower()] = Definition(name, SourceText.at(value, Origin("cfg", line, len(name) + 3)),
                                         Origin("cfg", line, 0))
    return Expander(lambda n: table.get(n.lower()), **kwargs), table


def expand(defs: dict[str, str], text: str, **kwargs) -> str:
    ex, _ = make(defs, **kwargs)
    return ex.expand(text).value


@pytest.mark.parametrize(
    "text, expected",
    [
        ("$(A)", "1"),
        ("$(a)", "1"),  # names are case-insensitive
        ("$(NOPE)", ""),
        ("$(NOPE:dflt)", "dflt"),
        ("$(EMPTY:dflt)", "dflt"),  # an empty value takes the default too
        ("$(NOPE:def$(A))", "def1"),
        ("$(NOPE:$(U2:$(A)))", "1"),
        ("$$(X) $$$(A)", "$$(X) $$1"),
        ("$(DOLLAR)(A)", "$(A)"),  # $(DOLLAR) becomes '$' only after everything else
        ("$(DOLLAR)(DOLLAR)", "$"),
        ("$(CHAIN)", "1 1"),
    ],
)
def test_plain_references(text: str, expected: str) -> None:
    defs = {"A": "1", "EMPTY": "", "CHAIN": "$(A) $(B)", "B": "$(A)"}
    assert expand(defs, text) == expected


def test_rescan_joins_text_from_different_macros() -> None:
    # a '$' from one macro and '(A)' from another form a new reference
    assert expand({"D": "$", "P": "(A)", "A": "joined"}, "$(D)$(P)") == "$$(P)"
    assert expand({"D": "$", "A": "joined"}, "$(D)(A)") == "joined"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("$ENV(HOME)", "/home/u"),
        ("$ENV(NOPE)", "UNDEFINED"),
        ("$ENV(NOPE:dflt)", "dflt"),
        ("$INT(A) $REAL(A) $INT(A,%03d) $REAL(A,%.2f)", "1 1 001 1.00"),
        ("$INT(2*3) $INT(7.9) $REAL(1/3) $REAL(2) $INT(true) $REAL(5,%.3f) $INT(3,%5d)|", "6 7 0 2 1 5.000     3|"),
        ("$INT(bad)", ""),
        ("$CHOICE(1,L) $CHOICE(2,x,y,z)", "b z"),
        ("$CHOICE(A, a, b, c) $CHOICE(5,a,b)", "b "),
        ("$SUBSTR(S,2) $SUBSTR(S,-2) $SUBSTR(S,1,2) $SUBSTR(S,1,-1)", "cdef ef bc bcde"),
        ("$SUBSTR(S)", ""),
        ("$STRING(A) $STRING(S) $STRING(Q) $STRING(S,%-8s)|", '1 abcdef quoted abcdef  |'),
        ("$EVAL(A+1) $EVAL(S) $EVAL(strcat(\"a\",\"b\"))", "undefined undefined )"),
        ("$EVAL(1.5*2) $EVAL(3/2) $EVAL(L2) $EVAL(true) $EVAL(\"str\")", "3.000000000000000E+00 1 { 1,2 } true str"),
        ("$Fn(P) $Fx(P) $Fp(P) $Fd(P) $Fdd(P) $Fnx(P)", "file.tar .gz /dir/sub/ sub/ dir/sub/ file.tar.gz"),
        ("$BASENAME(P) $DIRNAME(P) $Fq(P) $Fqa(P)", "file.tar.gz /dir/sub/ \"/dir/sub/file.tar.gz\" '/dir/sub/file.tar.gz'"),
        ("$Fpb(P) $Fxb(P) $BASENAME(P, .tar.gz)", "/dir/sub gz file"),
    ],
)
def test_functions(text: str, expected: str) -> None:
    defs = {"A": "1", "L": "a,b,c", "S": "abcdef", "Q": '"quoted"', "P": "/dir/sub/file.tar.gz", "L2": "{1,2}"}
    assert expand(defs, text, environ={"HOME": "/home/u"}) == expected


def test_random_functions_are_seeded_and_flagged() -> None:
    ex1, _ = make({"L": "a b c d e f"}, rng=random.Random(7))
    ex2, _ = make({"L": "a b c d e f"}, rng=random.Random(7))
    r1 = ex1.expand("$RANDOM_CHOICE(L) $RANDOM_INTEGER(1,100,3)")
    r2 = ex2.expand("$RANDOM_CHOICE(L) $RANDOM_INTEGER(1,100,3)")
    assert r1.value == r2.value and r1.nondeterministic
    choice, number = r1.value.split()
    assert choice in "abcdef" and (int(number) - 1) % 3 == 0 and 1 <= int(number) <= 100
    fixed = make({}, rng=random.Random(1))[0].expand("$RANDOM_INTEGER(5,5) $RANDOM_CHOICE(only)")
    assert fixed.value == "5 only" and fixed.nondeterministic
    plain = make({"A": "1"})[0].expand("$(A)")
    assert not plain.nondeterministic


def test_env_reads_are_reported() -> None:
    result = make({}, environ={"X": "1"})[0].expand("$ENV(X) $ENV(Y:2)")
    assert result.value == "1 2" and result.env_reads == ("X", "Y")


def test_cycle_is_a_diagnostic_not_a_hang() -> None:
    ex, _ = make({"A": "x$(B)", "B": "y$(C)", "C": "z$(A)"})
    result = ex.expand("$(A)")
    assert result.value == "xyz"
    codes = [d.code for d in result.diagnostics]
    assert codes == ["config.macro-cycle"]
    assert "a -> b -> c -> a" in result.diagnostics[0].message


def test_cycle_through_a_function() -> None:
    ex, _ = make({"X": "$INT(X)"})
    result = ex.expand("$(X)")
    assert any(d.code == "config.macro-cycle" for d in result.diagnostics)


def test_exponential_growth_is_capped() -> None:
    defs = {"A0": "x"}
    for i in range(1, 41):
        defs[f"A{i}"] = f"$(A{i - 1})$(A{i - 1})"
    ex, _ = make(defs, limits=Limits(max_size=100_000, max_steps=50_000, max_work=5_000_000))
    result = ex.expand("$(A40)")
    assert result.truncated
    assert [d.code for d in result.diagnostics] == ["config.expansion-limit"]
    assert len(result.value) <= 100_000 * 2


def test_provenance_maps_characters_to_their_source() -> None:
    ex, table = make({"A": "alpha", "B": "[$(A)]"})
    result = ex.expand(table["b"].raw)
    assert result.value == "[alpha]"
    by_char = {}
    for span in result.spans:
        for i in range(span.start, span.end):
            origin = span.origin.shifted(i - span.start) if span.origin.advance else span.origin
            by_char[i] = (origin.line, origin.col, span.chain)
    assert by_char[0] == (1, 4, ())  # '[' is in B's own text (line 1, after "B = ")
    assert by_char[1] == (0, 4, ("a",))  # 'a' of alpha comes from line 0 via A
    assert by_char[5] == (0, 8, ("a",))
    assert by_char[6] == (1, 9, ())  # ']'
    assert [u.name for u in result.uses] == ["A"]


def test_default_text_keeps_its_own_position() -> None:
    ex, _ = make({})
    src = SourceText.at("$(NOPE:fallback)", Origin("f", 3, 10))
    result = ex.expand(src)
    assert result.value == "fallback"
    assert result.spans[0].origin == Origin("f", 3, 17)


def test_self_expansion_only_touches_the_named_knob() -> None:
    ex, table = make({"X": "old", "Y": "why"})
    stored, _ = ex.expand_self(SourceText.at("$(X) $(Y) $(x:d) $INT(X)", None), ("X",))
    assert stored.text == "old $(Y) old $INT(X)"


@pytest.mark.parametrize(
    "prefix, value, expected",
    [
        ("$Fn", "noext", "noext"),
        ("$Fx", "noext", ""),
        ("$Fx", ".bashrc", ""),  # a leading dot is not an extension
        ("$Fd", "file", ""),
        ("$Fqx", "file", '"'),  # HTCondor's in-place quoting leaves a lone quote
        ("$Fnq", "/a/b.c", '"b"'),
        ("$Fpw", "/a/b/c", ""),  # after w the separators are '\\', which Unix basename ignores
        ("$Fw", "/a/b.c", "\\a\\b.c"),
        ("$Fqd", "/a/b.c", '"a/"'),
        ("$Fdb", "/a/b/c.d/", "c.d"),
        ("$Fqa", "'single.q'", "'single.q'"),
        ("$Fq", "'single.q'", '"single.q"'),
        ("$Fpnq", '"/q/x.y"', '"/q/x"'),
        ("$Fddd", "/a/b/c", "/a/b/"),
        ("$Fqbd", "/a/b/c", '"b"'),
        ("$Fu", "C:\\x\\y", "C:/x/y"),
        ("$F", '"/q/x.y"', "/q/x.y"),
    ],
)
def test_filename_parts(prefix: str, value: str, expected: str) -> None:
    assert filename_parts(Func.FILENAME, prefix, value, None) == expected


def test_bad_input_never_raises() -> None:
    ex, _ = make({"A": "$(", "B": "$INT(", "C": "$CHOICE(x)"})
    for text in ["$(A)", "$(B)", "$(C)", "$SUBSTR(", "$RANDOM_INTEGER(a,b,c)", "$CHOICE(,)", "$INT(A,%n)",
                 "$REAL(A,%d%d)", "$STRING(A,%s%s)", "$EVAL())", "\x00$(\x00)", "$" * 1000]:
        ex.expand(text)


def test_reused_expansions_still_report_the_environment_they_read(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Without provenance, Y reuses the stored expansion of H made for X; the $ENV() read
    behind it must still be reported (the value depends on the environment)."""
    from condor_ls.config.reader import load_config

    (tmp_path / "condor_config").write_text("H = $ENV(HOME)\nX = $(H)/x\nY = $(H)/y\n")
    configset = load_config(str(tmp_path / "condor_config"), environ={"HOME": "/home/u"}, track=False)
    first, second = configset.expand("X"), configset.expand("Y")
    assert (first.value, second.value) == ("/home/u/x", "/home/u/y")
    assert first.env_reads == second.env_reads == ("HOME",)
