"""Helpers of the knob-schema generator (``tools/``): the compiled-in defaults, the shallow
expansion that spots defaults the wheel changed, and the param table reader."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parent.parent / "tools"
sys.path.insert(0, str(TOOLS))

import compiled_defaults  # noqa: E402
import genutil  # noqa: E402
import param_table  # noqa: E402
import wheel_table  # noqa: E402

from condor_ls.config import knobs  # noqa: E402

HAVE_SOURCES = (genutil.HTCONDOR_SRC / "src/condor_utils/param_info.cpp").exists()

# the shape of the method list in param_info.cpp, written afresh for the test
C_SOURCE = """
#if defined(WIN32)
  #define OS_NAME "NT"
  #define EXTRA ",PW"
#else
  #define OS_NAME "FS"
  #define EXTRA
#endif
#ifdef HAVE_K
  #define K_NAME ",K" // a comment
#else
  #define K_NAME
#endif
#if !defined(HAVE_S)
  #define S_NAME
#else
  #define S_NAME ",S"
#endif
#define ALL \\
\tOS_NAME \\
\t",ID" EXTRA K_NAME S_NAME ",SSL"
#define UNKNOWN_PART OTHER ",X"
"""


@pytest.mark.parametrize("features,expected", [
    (set(), "FS,ID,SSL"),
    ({"HAVE_K", "HAVE_S"}, "FS,ID,K,S,SSL"),
    ({"WIN32", "HAVE_K"}, "NT,ID,PW,K,SSL"),
])
def test_string_macros_follow_the_build_features(features: set[str], expected: str) -> None:
    macros = compiled_defaults.string_macros(C_SOURCE, features)
    assert macros["ALL"] == expected
    assert "UNKNOWN_PART" not in macros  # a piece it cannot resolve: no value rather than a wrong one


@pytest.mark.skipif(not HAVE_SOURCES, reason="needs HTCondor's sources (HTCONDOR_SRC)")
def test_compiled_defaults_from_the_sources() -> None:
    entries = param_table.load(genutil.HTCONDOR_SRC / "src/condor_utils/param_info.in")
    import json

    curated = json.loads((TOOLS / "knob_docs.json").read_text(encoding="utf-8"))["compiled"]
    found = compiled_defaults.compiled_defaults(entries, genutil.HTCONDOR_SRC, curated)
    methods = found["SEC_DEFAULT_AUTHENTICATION_METHODS"]["platform_defaults"]
    assert methods == {"LINUX": "FS,IDTOKENS,KERBEROS,SCITOKENS,SSL", "MACOSX": "FS,IDTOKENS,KERBEROS,SCITOKENS,SSL",
                       "WINDOWS": "NTSSPI,IDTOKENS,PASSWORD,KERBEROS,SSL"}
    assert found["HAVE_EXT_KRB5"]["platform_defaults"] == {"LINUX": "1", "MACOSX": "1", "WINDOWS": "1"}
    assert {n for n, f in found.items() if f.get("varies") == "build"} == {
        "CONDOR_BUILD_PLATFORM", "PYTHON3_MODULE_SUFFIX", "PYTHON3_VERSION_MINOR"}


def test_schema_carries_the_compiled_defaults() -> None:
    sec = knobs.knob("SEC_DEFAULT_AUTHENTICATION_METHODS")
    assert sec.default == "FS,IDTOKENS,KERBEROS,SCITOKENS,SSL" and sec.default_source == "compiled"
    assert sec.platform_defaults["WINDOWS"] == "NTSSPI,IDTOKENS,PASSWORD,KERBEROS,SSL"
    assert knobs.knob("HAVE_EXT_KRB5").default == "1"
    assert knobs.knob("CONDOR_BUILD_PLATFORM").varies == "build"
    assert knobs.knob("PID").varies == knobs.knob("PPID").varies == "process"


def test_simple_expand_uses_the_wheel_values() -> None:
    table = wheel_table.WheelTable("v", {}, {"LOG": "/var/log/condor", "EMPTY": ""})
    assert wheel_table.simple_expand("$(LOG)/MetricdLog", table) == "/var/log/condor/MetricdLog"
    assert wheel_table.simple_expand("$(log)/x $(NOPE) $(EMPTY:fallback)", table) == "/var/log/condor/x  fallback"
    assert wheel_table.simple_expand("$(LOG:unused)", table) == "/var/log/condor"
    # anything but plain references is left to the differential tests
    assert wheel_table.simple_expand("$INT(LOG)", table) is None
    assert wheel_table.simple_expand("$(A:$(B))", table) is None
    assert wheel_table.referenced_names("$(SPOOL)/x $(LOG:y)") == {"SPOOL", "LOG"}


def test_param_table_keeps_a_defaults_trailing_blank() -> None:
    entries = param_table.parse("[A]\ndefault=D_PID \ntype=string  \ndescription=x \n[B]\ndefault = v\n")
    assert entries[0].props["default"] == "D_PID "
    assert entries[0].props["type"] == "string" and entries[0].props["description"] == "x"
    assert entries[1].props["default"] == "v"
    assert knobs.knob("STARTER_DEBUG").default == "D_PID "
