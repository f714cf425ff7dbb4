"""Defaults HTCondor settles when it starts rather than the param table's literal: the
platform's compiled-in values, who counts as admin, a value equal to its default keeping the
default's spelling, and values that differ per process or build.

The Linux facts here are also checked against the wheel (tests/oracle/test_oracle_defaults.py
and the default-spelling cases of test_oracle_config.py); the other platforms' come from
HTCondor's sources (tests/test_schema_generators.py)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.config.reader import load_config
from condor_ls.config.schemas import load_defaults, platform_of

LINUX_METHODS = "FS,IDTOKENS,KERBEROS,SCITOKENS,SSL"


def value(text: str, name: str, subsystem: str = "TOOL", **defines: str) -> str | None:
    cs = load_config("/nonexistent/condor_config", text=text, subsystem=subsystem, defines=defines, environ={})
    assert not cs.fatal, [d.message for d in cs.diagnostics]
    return cs.value(name)


# ---------------------------------------------------------------------------- platforms
def test_the_previewed_platform_is_linux_unless_opsys_is_defined() -> None:
    assert platform_of({}) == "LINUX"
    assert platform_of({"FULL_HOSTNAME": "x"}) == "LINUX"
    assert platform_of({"opsys": " windows "}) == "WINDOWS"
    assert platform_of({"OPSYS": "MACOSX"}) == "MACOSX"


@pytest.mark.parametrize("platform,expected", [
    (None, LINUX_METHODS),
    ("LINUX", LINUX_METHODS),
    ("MACOSX", LINUX_METHODS),
    ("WINDOWS", "NTSSPI,IDTOKENS,PASSWORD,KERBEROS,SSL"),
])
def test_default_authentication_methods_are_the_compiled_ones(platform: str | None, expected: str) -> None:
    defines = {"OPSYS": platform} if platform else {}
    assert value("", "SEC_DEFAULT_AUTHENTICATION_METHODS", **defines) == expected
    assert value("", "HAVE_EXT_KRB5", **defines) == "1"


def test_a_windows_preview_uses_the_tables_windows_defaults() -> None:
    text = "RELEASE_DIR = C:\\condor\n"
    assert value(text, "BIN") == "C:\\condor/bin"
    assert value(text, "BIN", OPSYS="WINDOWS") == "C:\\condor\\bin"
    assert value("", "COLLECTOR_BOOTSTRAP_SSL_CERTIFICATE") == "true"
    assert value("", "COLLECTOR_BOOTSTRAP_SSL_CERTIFICATE", OPSYS="WINDOWS") == "false"
    assert load_defaults("WINDOWS") is not load_defaults("LINUX")


# ---------------------------------------------------------------------------- CondorIsAdmin
@pytest.mark.parametrize("subsystem,admin", [
    ("TOOL", "false"), ("SUBMIT", "false"), ("DAGMAN", "false"),
    ("MASTER", "true"), ("STARTD", "true"), ("SCHEDD", "true"), ("SHADOW", "true"),
])
def test_condor_is_admin_follows_the_kind_of_program(subsystem: str, admin: str) -> None:
    """Tools never switch user ids (whoever runs them); daemons are previewed as a system
    installation starts them, as root."""
    assert value("", "CondorIsAdmin", subsystem) == admin
    assert value("", "ADD_WINDOWS_FIREWALL_EXCEPTION", subsystem) == admin


def test_user_based_security_depends_on_condor_is_admin() -> None:
    text = "UID_DOMAIN = example.org\nuse SECURITY : USER_BASED\n"
    assert value(text, "ALLOW_WRITE", "TOOL", USERNAME="alice") == "alice@example.org"
    daemon = value(text, "ALLOW_ADMINISTRATOR", "MASTER", USERNAME="alice")
    assert daemon is not None and "condor@" in daemon and "alice" not in daemon
    # a personal installation run by a user: say so
    user = value(text, "ALLOW_ADMINISTRATOR", "MASTER", USERNAME="alice", CondorIsAdmin="false")
    assert user is not None and "alice@" in user


# ---------------------------------------------------------------------------- default spelling
@pytest.mark.parametrize("text,name,expected", [
    ("START = TRUE\n", "START", "True"),                       # default True
    ("SUSPEND = false\n", "SUSPEND", "False"),                 # default False
    ("ENABLE_BACKFILL = FALSE\n", "ENABLE_BACKFILL", "false"),  # default false
    ("STARTD.CONTINUE = TRUE\n", "STARTD.CONTINUE", "True"),   # compared with CONTINUE's default
    ("START = True\nSTART = TRUE\n", "START", "True"),         # the first was never stored
    ("WANT_SUSPEND = FALSE\nWANT_SUSPEND = TRUE\n", "WANT_SUSPEND", "TRUE"),  # replaces a stored value
    ("PREEMPT = FALSE\nPREEMPT = $(PREEMPT) || TRUE\n", "PREEMPT", "False || TRUE"),
    ("DAEMON_LIST = master\n", "DAEMON_LIST", "master"),       # only true/false ignore case
    ("START = TRUE \n", "START", "True"),
    ("NOT_A_KNOB = TRUE\n", "NOT_A_KNOB", "TRUE"),
])
def test_a_value_equal_to_the_default_keeps_its_spelling(text: str, name: str, expected: str) -> None:
    assert value(text, name) == expected


def test_default_spelling_keeps_where_it_was_written(tmp_path: Path) -> None:
    root = tmp_path / "condor_config"
    root.write_text("A = 1\nSTART = TRUE\n")
    cs = load_config(str(root), subsystem="STARTD", environ={})
    assert cs.value("START") == "True"
    assert cs.where("START") == (str(root), 2)


def test_windows_paths_equal_to_the_default_keep_its_spelling() -> None:
    assert value("BIN = $(release_dir)/BIN\n", "BIN", OPSYS="WINDOWS") is not None
    cs = load_config("/x/condor_config", text="BIN = $(release_dir)/BIN\n", subsystem="TOOL",
                     defines={"OPSYS": "WINDOWS"}, environ={})
    assert cs.raw("BIN") == "$(RELEASE_DIR)\\bin"
    linux = load_config("/x/condor_config", text="BIN = $(release_dir)/BIN\n", subsystem="TOOL", environ={})
    assert linux.raw("BIN") == "$(release_dir)/BIN"


# ---------------------------------------------------------------------------- varying values
def variation(text: str, name: str, **defines: str):  # type: ignore[no-untyped-def]
    cs = load_config("/x/condor_config", text=text, subsystem="TOOL", defines=defines, environ={})
    return cs.variation(name)


def test_values_that_vary_per_process_or_build() -> None:
    text = "LOGNAME = job.$(PID).log\nPLAT = $(CONDOR_BUILD_PLATFORM)/$(PPID)\nPICK = $RANDOM_CHOICE(a,b)\nFIXED = 1\n"
    pid = variation(text, "PID")
    assert pid is not None and pid.names == ("PID",) and pid.kinds == ("process",)
    assert pid.marker() == "<varies per process: PID>"
    assert variation(text, "LOGNAME").names == ("PID",)
    both = variation(text, "PLAT")
    assert set(both.names) == {"CONDOR_BUILD_PLATFORM", "PPID"} and both.kinds == ("process", "build")
    pick = variation(text, "PICK")
    assert pick.random and pick.names == () and pick.marker() == "<varies per process: $RANDOM_*>"
    assert variation(text, "PERIODIC_CHECKPOINT").random
    assert variation(text, "PYTHON3_MODULE_SUFFIX").kinds == ("build",)
    assert variation(text, "FIXED") is None
    assert variation(text, "START") is None
    assert variation(text, "NOPE") is None


def test_a_value_the_user_fixes_does_not_vary() -> None:
    assert variation("LOGNAME = job.$(PID).log\n", "LOGNAME", PID="4242") is None
    assert variation("CONDOR_BUILD_PLATFORM = X86_64-Test\nP = $(CONDOR_BUILD_PLATFORM)\n", "P") is None
