"""Differential tests: our config reader and expander against the htcondor wheel.

Each case runs the wheel in a fresh interpreter with CONDOR_CONFIG pointed at a temporary
config set; knobs are read through probe macros (``_CONDOR___PROBE<i>=$(KNOB)``) so we compare
the expanded *text*, not the wheel's type-converted value.  The wheel's own predefined macros
(host name, architecture, ...) are read once and handed to our reader as host values, so the
comparison also covers knobs that depend on the host.
"""
from __future__ import annotations

import functools
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from condor_ls.config.host import EARLY, LATE, HostInfo
from condor_ls.config.reader import load_config

pytestmark = [
    pytest.mark.oracle,
    pytest.mark.skipif(importlib.util.find_spec("htcondor2") is None, reason="htcondor wheel not installed"),
]

PROBE = Path(__file__).with_name("condor_param_probe.py")
HOST_MACROS = sorted(set(EARLY) | set(LATE) | {"FILESYSTEM_DOMAIN", "UID_DOMAIN", "CONFIG_ROOT"})


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.lower().startswith("_condor_")}
    env.pop("CONDOR_CONFIG", None)
    env["ORACLE_TEST_VAR"] = "from-env"
    return env


def write_tree(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "w", newline="") as fh:
            fh.write(text)
    return root


def oracle(root: Path, knobs: list[str], subsystem: str | None = None) -> dict[str, str | None] | None:
    """The wheel's expanded values, or None when it rejects the configuration."""
    env = _clean_env()
    env["CONDOR_CONFIG"] = str(root / "condor_config")
    for i, knob in enumerate(knobs):
        env[f"_CONDOR___PROBE{i}"] = f"$({knob})"
    empty = root / ".empty_config"
    empty.write_text("")
    request = json.dumps({"knobs": knobs, "subsystem": subsystem, "empty_config": str(empty)})
    proc = subprocess.run([sys.executable, str(PROBE), request], env=env, cwd=root, capture_output=True,
                          text=True, timeout=60)
    if proc.returncode != 0 or not proc.stdout:
        return None
    data = json.loads(proc.stdout)
    if data.get("error"):
        return None
    return data["values"]


@functools.lru_cache(maxsize=None)
def oracle_host(subsystem: str | None) -> HostInfo:
    with tempfile.TemporaryDirectory() as tmp:
        root = write_tree(Path(tmp), {"condor_config": ""})
        values = oracle(root, HOST_MACROS, subsystem) or {}
    return HostInfo({k: v for k, v in values.items() if k not in ("CONFIG_ROOT", "FILESYSTEM_DOMAIN", "UID_DOMAIN")})


def ours(root: Path, knobs: list[str], subsystem: str | None = None):
    sub = subsystem or "TOOL"
    cs = load_config(str(root / "condor_config"), subsystem=sub, environ=_clean_env(), host=oracle_host(subsystem),
                     cwd=str(root))
    return cs, {k: cs.value(k) for k in knobs}


def check(tmp_path: Path, files: dict[str, str], knobs: list[str], subsystem: str | None = None) -> None:
    root = write_tree(tmp_path, files)
    expected = oracle(root, knobs, subsystem)
    cs, got = ours(root, knobs, subsystem)
    if expected is None:
        assert cs.fatal, f"the wheel rejects this config but we do not: {files}"
        return
    assert not cs.fatal, [d.message for d in cs.diagnostics]
    assert comparable(cs, got, expected) == expected


def comparable(cs, got: dict[str, str | None], expected: dict[str, str | None]) -> dict[str, str | None]:
    """``got`` with random values and build-time facts (which cannot agree) taken from ``expected``."""
    out = dict(got)
    for knob in got:
        result = cs.expand(knob)
        if result is not None and (result.nondeterministic or {u.name.upper() for u in result.uses} & BUILD_DEPENDENT):
            out[knob] = expected[knob]
    return out


# ---------------------------------------------------------------------------- curated cases
CONDITIONS = [
    "1", "0", "0.0", "-1", "2.5", "true", "FALSE", "yes", "no", "t", "f", "defined A", "defined NOPE",
    "defined EMPTY", "defined 1", "defined true", "version >= 8.1.2", "version > 25.14.1", "version < 25.15",
    "version == 25.14", "version != 25.14.1", "version <= 25.14.1", "version >= 25.14.2", "version > v24.0",
    "$(A)", "$(EMPTY)", "$(NOPE)", "! $(NOPE)", "!defined A", "! 0", "$(TRUEV)", "defined $(NAME)", "$(ZERO)",
]
CONDITIONALS = (
    "A = 1\nEMPTY =\nONE = 1\nTRUEV = True\nNAME = A\nZERO = 0\n"
    + "".join(f"if {c}\nC{i} = T\nelse\nC{i} = F\nendif\n" for i, c in enumerate(CONDITIONS))
    + "if true\n if false\n  N1 = a\n elif yes\n  N1 = b\n else\n  N1 = c\n endif\nelif true\n N1 = d\nendif\n"
    + ":if true\n:N2 = colon-if\n:endif\n"
)
CURATED: dict[str, tuple[dict[str, str], list[str], str | None]] = {
    "references": ({"condor_config": (
        "A = 1\nB = $(A:x)\nC = $(UNDEF:def$(A))\nD = $(UNDEF:$(U2:$(A)))\n"
        "E = $$(X) $$$(A) $(DOLLAR)(A) $(DOLLAR)(DOLLAR)\nLOWER = $(a)\nEMPTY =\nF = $(EMPTY:dflt)\n"
        "G = $(A:x-y) $(A B) $ENV(A B) $env(HOME) $(A $Fz(A)\n")}, list("ABCDEFG") + ["LOWER"], None),
    "self-references": ({"condor_config": (
        "X = a\nY = $(X)\nX = $(X) b\nY = $(Y) c\nZ = $(Z) first\nW = $(W:none)\nV = $Fn(V) $(V)\n"
        "TOOL.Q = $(Q) tq\nQ = q\nR = r\nTOOL.R = $(R) tr\nSS = base\nSS = $(TOOL.SS:none) s2\n")},
        ["X", "Y", "Z", "W", "V", "Q", "R", "SS", "TOOL.R"], None),
    "subsystem-startd": ({"condor_config": (
        "TOOL.Z = tz\nZ = z\nSTARTD.W = sw\nW = w\nTOOL.Q = $(Q) tq\nQ = q\nSTARTD.P = $(P) sp\nP = p\n")},
        ["Z", "W", "Q", "P", "SUBSYSTEM", "LOCALNAME"], "STARTD"),
    "plus-assign-and-heredoc": ({"condor_config": (
        "M = m\nM += plus\nM +,= comma\nM +&&= and\nM +;;= semi\nN += first\n"
        "O @=end\nline1 $(M)\n  line2\n# skipped\n\nline3 \\\n  joined\n@end\nL @=x\n@x\n")}, ["M", "N", "O", "L"], None),
    "functions": ({"condor_config": (
        "A = 1\nS = abcdef\nL = a,b,c\nL2 = {1,2}\nQ = \"quoted\"\nP = /dir/sub/file.tar.gz\n"
        "F1 = $ENV(ORACLE_TEST_VAR) $ENV(NOPE_XX) $ENV(NOPE_XX:dflt)\n"
        "F2 = $INT(A) $REAL(A) $INT(A,%03d) $REAL(A,%.2f) $INT(2*3) $INT(7.9) $REAL(1/3) $REAL(2) $INT(true)\n"
        "F3 = $REAL(5,%.3f) $INT(bad) $INT(3,%5d)| $REAL(1e300) $REAL(-0.5,%e) $INT(-12,%x)\n"
        "F4 = $CHOICE(1,L) $CHOICE(2,x,y,z) $CHOICE(A, a, b, c) $CHOICE(5,a,b)\n"
        "F5 = $SUBSTR(S,2) $SUBSTR(S,-2) $SUBSTR(S,1,2) $SUBSTR(S,1,-1) $SUBSTR(S) $SUBSTR(S,x) $SUBSTR(S,-99,99)\n"
        "F6 = $STRING(A) $EVAL(A+1) $EVAL(S) $STRING(S) $EVAL(strcat(\"a\",\"b\"))\n"
        "F7 = $EVAL(1.5*2) $EVAL(3/2) $EVAL(1e20) $EVAL(L2) $EVAL(true) $EVAL(error) $EVAL(\"str\")\n"
        "F8 = $STRING(Q) $STRING(S,%-8s)| $STRING(A,[%s]) $EVAL(size(\"abc\")) $EVAL(\"$(S)\")\n"
        "F9 = $Fn(P) $Fx(P) $Fp(P) $Fd(P) $Fdd(P) $Fnx(P) $BASENAME(P) $DIRNAME(P) $Fq(P) $Fqa(P) $Fb(P)\n"
        "F10 = $Fpb(P) $Fxb(P) $BASENAME(P,.gz) $BASENAME(P, .TAR.GZ) $Fdnx(P) $Fqdp(P) $Fw(P) $Fu(P)\n"
        "F11 = $RANDOM_INTEGER(5,5) $RANDOM_CHOICE(only) $RANDOM_INTEGER(7,7,3)\n")},
        [f"F{i}" for i in range(1, 12)], None),
    "continuations": ({"condor_config": (
        "A = 1 \\\n# comment\nB = 2 \\\n  # hidden \\\n  3\n# top comment \\\nC = 4\nD = x\\\\\n\nE = y\\\n\\\n z\n"
        "F = tab\there  \t\nG=nospace\nH  =  spaced  \nI = a # not a comment\n[section]\nJ = after ini\n"
        "K = crlf\r\nLAST = tail   ")}, list("ABCDEFGHIJK") + ["LAST"], None),
    # text typed after a continuation backslash: the line is no longer continued (only a
    # backslash last, blanks aside, continues one) and keeps the backslash in its value; the
    # next line is read on its own
    "typed-after-backslash": ({"condor_config": (
        "A = x \\k\nB = 2\nC = y \\  \n  z\nD = a \\k\n  tail $(A:dflt)\nE = b \\ \\\n  c\n")},
        ["A", "B", "C", "D", "E", "tail"], None),
    "conditionals": ({"condor_config": CONDITIONALS}, [f"C{i}" for i in range(len(CONDITIONS))] + ["N1", "N2"], None),
    "includes-and-local-config": ({
        "condor_config": ("include : sub/inc\ninclude ifexist : /nonexistent/x\n@include : inc3\n"
                          "LOCAL_CONFIG_FILE = $(CONFIG_ROOT)/l1, $(CONFIG_ROOT)/l2\n"
                          "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/d\nINCNAME = inc4\ninclude : $(INCNAME)\n"),
        "sub/inc": "R1 = r1\ninclude ifexist : inc2\n", "sub/inc2": "R2 = nested\n", "inc2": "R2 = cwd-relative\n",
        "inc3": "R3 = at-include\n", "inc4": "R4 = expanded-name\n",
        "l1": "ORDER = $(ORDER) l1\n", "l2": "ORDER = $(ORDER) l2\n",
        **{f"d/{n}": f"ORDER = $(ORDER) {n}\n" for n in
           ["Zed", "d02a", "a1", "B2", "_u", "9n", "~x", "-m", "x.py", "y.sh", "z.pl", "w~", "#h", ".dot",
            "q.rpmsave", "r.rpmnew", "s.dpkg-old", "t.dpkg-dist", "u.cfsaved"]},
    }, ["R1", "R2", "R3", "R4", "ORDER"], None),
    "local-config-list-changes": ({
        "condor_config": "LOCAL_CONFIG_FILE = $(CONFIG_ROOT)/l1\n",
        "l1": "ORDER = $(ORDER) l1\nLOCAL_CONFIG_FILE = $(CONFIG_ROOT)/l1 $(CONFIG_ROOT)/l3\n",
        "l3": "ORDER = $(ORDER) l3\nLOCAL_CONFIG_DIR = $(CONFIG_ROOT)/late\n", "late/f": "ORDER = $(ORDER) late\n",
    }, ["ORDER"], None),
    "comment-pragmas": ({"condor_config": (
        "#OPT:Strict\nRunBenchmarks : x\n#opt:oldcomment\nC = 1 \\\n# c \\\n 2\n# top \\\nD = 3\n"
        "#opt:newcomment\nE = 1 \\\n# c\nF = 2\ninclude : inc\nG : colon-after-include\n"),
        "inc": "#opt:oldcomment\nZ = 1\n"}, ["RunBenchmarks", "C", "D", "E", "F", "G", "Z"], None),
    "whitespace-in-lines": ({"condor_config": "A = x\fy\nB = p\rq\nC = $(A)|$(B)|\nD = tab\t \t\n"},
                            ["A", "B", "C", "D"], None),
    "include-into-existing-cache": ({"condor_config": "include command into cache.out : /bin/false\nX = $(C)\n",
                                     "cache.out": "C = cached\n"}, ["C", "X"], None),
    "warnings-and-colons": ({"condor_config": "warning : careful $(A)\nA = 1\nB : colon\nRunBenchmarks : 0\n"},
                            ["A", "B", "RunBenchmarks"], None),
    # a value equal to the default (true/false in any case) keeps the default's spelling
    # when the name is first inserted; the library is what the case list was taken from
    "default-spelling": ({"condor_config": (
        "START = TRUE\nSUSPEND = false\nWANT_SUSPEND = FALSE\nWANT_SUSPEND = TRUE\nENABLE_BACKFILL = FALSE\n"
        "STARTD.CONTINUE = TRUE\nPREEMPT = FALSE\nPREEMPT = $(PREEMPT) || TRUE\nKILL = false\nKILL = TRUE\n"
        "DAEMON_LIST = master\nRANK = FALSE\nWANT_VACATE = True\nWANT_VACATE = TRUE\nNOT_A_KNOB = TRUE\n")},
        ["START", "SUSPEND", "WANT_SUSPEND", "ENABLE_BACKFILL", "STARTD.CONTINUE", "PREEMPT", "KILL",
         "DAEMON_LIST", "RANK", "WANT_VACATE", "NOT_A_KNOB"], None),
    "default-spelling-startd": ({"condor_config": (
        "STARTD.START = TRUE\nSTARTD.START = true\nCONTINUE = TRUE\nSTARTD.SUSPEND = FALSE\n"
        "_ignored.X = 1\nMASTER.ENABLE_CLASSAD_CACHING = TRUE\n")},
        ["START", "CONTINUE", "SUSPEND", "MASTER.ENABLE_CLASSAD_CACHING"], "STARTD"),
    "host-macros": ({"condor_config": (
        "H = $(FULL_HOSTNAME) $(HOSTNAME) $(ARCH) $(OPSYS) $(SUBSYSTEM) $(LOCALNAME) $(DETECTED_CPUS)\n"
        "FULL_HOSTNAME = overridden\nARCH = mine\nD = $(UID_DOMAIN) $(FILESYSTEM_DOMAIN)\n")}, ["H", "D"], None),
}

FATAL: dict[str, str] = {
    "error-statement": "A = 1\nerror : stop $(A)\n",
    "complex-if": "if 1 + 1\nendif\n",
    "missing-endif": "if true\nA = 1\n",
    "bad-name": "A-B = 1\n",
    "no-operator": "A B C\n",
    "missing-include": "include : /nonexistent/file\n",
    "unterminated-heredoc": "X @=end\nno end\n",
    "leading-space-last-line": "A = 1\n  B = 2",
    "strict-colon": "#opt:strict\nB : x\n",
    "plus-without-space": "A+=2\n",
    # a key typed after the backslash of a continued line: the next line, alone, has no operator
    "typed-after-backslash": "A = x\nB = y \\k\n    more $(A)\nC = 3\n",
}


@pytest.mark.parametrize("case", sorted(CURATED))
def test_curated(tmp_path: Path, case: str) -> None:
    files, knobs, subsystem = CURATED[case]
    check(tmp_path, files, knobs, subsystem)


@pytest.mark.parametrize("case", sorted(FATAL))
def test_rejected_configs(tmp_path: Path, case: str) -> None:
    root = write_tree(tmp_path, {"condor_config": FATAL[case]})
    assert oracle(root, ["A"]) is None
    cs, _ = ours(root, ["A"])
    assert cs.fatal


# ---------------------------------------------------------------------------- generated config sets
NAMES = ["A", "B", "C", "D", "E", "F"]
TEMPLATES_AVAILABLE = (Path(__file__).parents[2] / "schemas" / "templates.json").exists()
WORDS = st.sampled_from(["x", "y z", "1", "0", "true", " ", ",", ":", "-", "a.b", "$$(R)", "$(DOLLAR)", "#",
                         "$", "(", ")", "$(", "A)", "$ENV(ORACLE_TEST_VAR)", "$(MAX_JOB_RUNTIME:9)"])
USES = ["use ROLE : Execute", "use FEATURE : GPUs", "use POLICY : Limit_Job_Runtimes(5)",
        "use POLICY : Limit_Job_Runtimes", "use FEATURE : PartitionableSlot(2)", "use SECURITY : Strong"]


@st.composite
def values(draw, index: int, self_name: str) -> str:
    """A value that references only earlier names (or itself), so expansion always ends."""
    earlier = NAMES[:index]
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["word", "ref", "default", "self", "func"]))
        if kind == "word" or not earlier and kind in ("ref", "default", "func"):
            parts.append(draw(WORDS))
        elif kind == "ref":
            name = draw(st.sampled_from(earlier))
            parts.append(f"$({draw(st.sampled_from([name, name.lower()]))})")
        elif kind == "default":
            inner = draw(st.sampled_from(earlier + ["NOPE"]))
            fallback = draw(st.sampled_from(["d", f"$({draw(st.sampled_from(earlier))})", "x y"]))
            parts.append(f"$({inner}:{fallback})")
        elif kind == "self":
            parts.append(draw(st.sampled_from([f"$({self_name})", f"$({self_name}:none)"])))
        else:
            name = draw(st.sampled_from(earlier))
            parts.append(draw(st.sampled_from([f"$SUBSTR({name},1)", f"$Fn({name})", f"$CHOICE(0,{name})",
                                               f"$STRING({name})", f"$INT({name})"])))
    return "".join(parts)


@st.composite
def statements(draw, depth: int = 0) -> list[str]:
    out: list[str] = []
    for _ in range(draw(st.integers(1, 6))):
        index = draw(st.integers(0, len(NAMES) - 1))
        name = NAMES[index]
        target = draw(st.sampled_from([name, name.lower(), f"TOOL.{name}", f"STARTD.{name}"]))
        kind = draw(st.sampled_from(["set", "set", "plus", "here", "cont", "if", "use"] if depth < 2 else ["set"]))
        value = draw(values(index, name))
        if kind == "set":
            out.append(f"{target} = {value}")
        elif kind == "plus":
            out.append(f"{target} {draw(st.sampled_from(['+=', '+,=', '+&&=']))} {value}")
        elif kind == "here":
            out.extend([f"{target} @=END", value, draw(values(index, name)), "@END"])
        elif kind == "use":
            out.append(draw(st.sampled_from(USES)) if TEMPLATES_AVAILABLE else f"{target} = {value}")
        elif kind == "cont":
            out.append(f"{target} = {value} \\")
            out.append(f"   {draw(values(index, name))}")
        else:
            cond = draw(st.sampled_from([f"defined {name}", f"$({name})", "version >= 9.0", "false",
                                         f"! defined {name}", "true"]))
            body = draw(statements(depth + 1))
            other = draw(statements(depth + 1))
            out.extend([f"if {cond}", *body, "else", *other, "endif"])
    return out


@st.composite
def config_sets(draw) -> dict[str, str]:
    files = {"condor_config": "\n".join(draw(statements())) + "\n"}
    for i in range(draw(st.integers(0, 2))):
        files[f"inc{i}"] = "\n".join(draw(statements())) + "\n"
        files["condor_config"] += f"include : inc{i}\n" + "\n".join(draw(statements())) + "\n"
    if draw(st.booleans()):
        files["local"] = "\n".join(draw(statements())) + "\n"
        files["condor_config"] += "LOCAL_CONFIG_FILE = $(CONFIG_ROOT)/local\n"
    return files


@settings(max_examples=int(os.environ.get("ORACLE_EXAMPLES", "60")), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(files=config_sets(), subsystem=st.sampled_from([None, "STARTD"]))
def test_generated_config_sets(tmp_path_factory: pytest.TempPathFactory, files: dict[str, str],
                               subsystem: str | None) -> None:
    root_dir = tmp_path_factory.mktemp("gen")
    root = write_tree(root_dir, files)
    knobs = NAMES + [n.lower() for n in NAMES[:2]] + ["TOOL.A", "STARTD.B", "DAEMON_LIST", "MAX_JOB_RUNTIME",
                                                      "PREEMPT", "SEC_DEFAULT_ENCRYPTION", "NUM_CPUS"]
    cs, got = ours(root, knobs, subsystem)
    assume(not any(d.code in ("config.macro-cycle", "config.expansion-limit") for d in cs.diagnostics))
    expected = oracle(root, knobs, subsystem)
    if expected is None:
        assert cs.fatal, files
        return
    assert not cs.fatal, [d.message for d in cs.diagnostics]
    assert comparable(cs, got, expected) == expected, files


# ---------------------------------------------------------------------------- built-in defaults
def _table_knobs() -> list[str]:
    from condor_ls.config.schemas import load_defaults

    return sorted(kd.name for kd in load_defaults().generic.values())


#: values that differ between any two processes (or are random), so cannot be compared
PER_PROCESS = {"PID", "PPID"}
#: defaults fixed when the wheel was built (its platform, its Python): condor-ls reports them as
#: varying per build (see test_oracle_defaults.py); the compiled-in defaults that are the same
#: for every Linux build (SEC_DEFAULT_AUTHENTICATION_METHODS, HAVE_EXT_KRB5) are compared
BUILD_DEPENDENT = {"CONDOR_BUILD_PLATFORM", "PYTHON3_MODULE_SUFFIX", "PYTHON3_VERSION_MINOR"}
#: the Python bindings set this themselves on import (param_insert), outside any config file; a
#: subsystem's reload_config() drops it again
BINDINGS_OVERRIDE = {"ENABLE_CLASSAD_CACHING"}


@pytest.mark.parametrize("subsystem", [None, "STARTD", "SCHEDD", "MASTER"])
def test_every_default_in_the_param_table(tmp_path: Path, subsystem: str | None) -> None:
    skip = PER_PROCESS | BUILD_DEPENDENT | (BINDINGS_OVERRIDE if subsystem is None else set())
    knobs = [k for k in _table_knobs() if k.upper() not in skip]
    if len(knobs) < 100:
        pytest.skip("schemas/knobs.json is not available")
    root = write_tree(tmp_path, {"condor_config": ""})
    expected = oracle(root, knobs, subsystem)
    assert expected is not None
    cs, got = ours(root, knobs, subsystem)
    for knob in knobs:
        result = cs.expand(knob)
        if result is not None and (result.nondeterministic or set(result.env_reads) & {"PID", "PPID"}):
            got[knob] = expected[knob]
    mismatched = {k: (got[k], expected[k]) for k in knobs if got[k] != expected[k]}
    assert mismatched == {}


# ---------------------------------------------------------------------------- use templates
def _templates() -> list[dict]:
    try:
        from condor_ls import schemas

        return [t for t in schemas.load("templates.json")["templates"] if not t.get("internal")]
    except Exception:
        return []


TEMPLATES = _templates()


@pytest.mark.skipif(not TEMPLATES, reason="schemas/templates.json is not available")
@pytest.mark.parametrize("template", TEMPLATES, ids=lambda t: f"{t['category']}:{t['name']}")
def test_use_template(tmp_path: Path, template: dict) -> None:
    args = "(Slot_A, 2, three, $(ARCH), x)" if template.get("raises_error_without_args") else ""
    line = f"use {template['category']} : {template['name']}{args}"
    knobs = sorted(set(template.get("defines") or [])) + ["DAEMON_LIST", "START", "PREEMPT", "STARTD_ATTRS"]
    text = (f"DAEMON_LIST = MASTER\nSTARTD_ATTRS = base\n{line}\n"
            f"if defined use {template['category']}:{template['name']}\nSEEN = yes\nendif\n")
    check(tmp_path, {"condor_config": text}, knobs + ["SEEN"], "STARTD")


# ---------------------------------------------------------------------------- the repository's own config sets
REPO = Path(__file__).parents[2]
CONFIG_SETS = [p for p in (REPO / "examples", REPO / "tests" / "fixtures" / "configs" / "pool")
               if (p / "condor_config").exists()]


@pytest.mark.parametrize("source", CONFIG_SETS, ids=lambda p: str(p.relative_to(REPO)))
@pytest.mark.parametrize("subsystem", [None, "STARTD", "SCHEDD"])
def test_repository_config_sets(tmp_path: Path, source: Path, subsystem: str | None) -> None:
    import shutil

    shutil.copytree(source, tmp_path, dirs_exist_ok=True)
    root = tmp_path / "condor_config"
    root.write_text(f"ETC = {tmp_path}\n" + root.read_text())  # so LOCAL_CONFIG_DIR = $(ETC)/config.d is ours
    cs, _ = ours(tmp_path, [], subsystem)
    knobs = sorted(set(cs.names()) | {"START", "PREEMPT", "DAEMON_LIST", "NUM_SLOTS", "SLOT_TYPE_1"})
    knobs = [k for k in knobs if k.upper() not in PER_PROCESS | BUILD_DEPENDENT]
    expected = oracle(tmp_path, knobs, subsystem)
    assert expected is not None
    cs, got = ours(tmp_path, knobs, subsystem)
    assert not cs.fatal
    assert comparable(cs, got, expected) == expected


def test_host_detection_matches_the_wheel_on_this_machine() -> None:
    from condor_ls.config.host import detect

    theirs = oracle_host(None).values
    ours = detect("TOOL").values
    # PID/PPID differ per process; DETECTED_CPUS_LIMIT depends on the environment of the
    # process that asks
    skip = {"PID", "PPID", "DETECTED_CPUS_LIMIT"}
    names = sorted((set(theirs) | {k for k, v in ours.items() if v is not None}) - skip)
    assert {k: ours.get(k) for k in names} == {k: theirs.get(k) for k in names}
