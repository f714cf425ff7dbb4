"""Reading whole config sets: includes, local config, templates, overrides, diagnostics."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from condor_ls.config.host import HostInfo
from condor_ls.config.model import Kind
from condor_ls.config.reader import expand_meta_args, load_config
from condor_ls.config.schemas import defaults_from, templates_from

HOST = HostInfo({"FULL_HOSTNAME": "node1.example.org", "HOSTNAME": "node1", "ARCH": "X86_64",
                 "OPSYS": "LINUX", "DETECTED_CPUS": "8", "DETECTED_MEMORY": "16000", "SUBSYSTEM": "STARTD",
                 "LOCALNAME": "STARTD", "IP_ADDRESS": "10.0.0.1"})

TEMPLATES = templates_from({
    "ROLE": {"Execute": "use FEATURE : Base\nDAEMON_LIST = $(DAEMON_LIST) STARTD\n"},
    "FEATURE": {
        "Base": "DAEMON_LIST = MASTER\n",
        "Gpus": "  # a comment line\n  GPU_DISCOVERY = $(1:auto) $(2:none)\n  NARGS = $(0#)\n  GOT2 = $(2?)\n",
    },
    "POLICY": {"Deep": "use POLICY : Deep\n"},
})


def write(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        p = tmp_path / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp_path / "condor_config"


def load(tmp_path: Path, files: dict[str, str], **kwargs):
    root = write(tmp_path, files)
    kwargs.setdefault("host", HOST)
    kwargs.setdefault("environ", {})
    kwargs.setdefault("templates", TEMPLATES)
    kwargs.setdefault("cwd", str(tmp_path))
    return load_config(str(root), **kwargs)


def codes(cs) -> list[str]:
    return [d.code for d in cs.diagnostics]


def test_overrides_are_remembered(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "A = 1\nA = $(A) 2\ninclude : inc\n", "inc": "A = $(A) 3\n"})
    assert cs.value("A") == "1 2 3"
    history = cs.history("A")
    assert [d.value for d in history] == ["1 2 3", "1 2", "1"]
    assert history[0].origin.file == str(tmp_path / "inc") and history[0].origin.line == 0
    assert history[1].origin.line == 1
    assert cs.where("A") == (str(tmp_path / "inc"), 1)


def test_provenance_of_an_expanded_knob(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "BASE = /srv\nLOG = $(BASE)/log\n"})
    result = cs.expand("LOG")
    assert result.value == "/srv/log"
    first, second = result.spans
    assert (first.origin.line, first.origin.col, first.chain) == (0, 7, ("base",))
    assert (second.origin.line, second.origin.col) == (1, 13)


def test_subsystem_and_local_name_lookup_order(tmp_path: Path) -> None:
    text = "X = plain\nSTARTD.X = startd\nSLOT1.X = local\nY = plain\nSCHEDD.Y = schedd\n"
    assert load(tmp_path, {"condor_config": text}).value("X") == "startd"
    assert load(tmp_path, {"condor_config": text}, localname="SLOT1").value("X") == "local"
    assert load(tmp_path, {"condor_config": text}, subsystem="SCHEDD").value("Y") == "schedd"
    assert load(tmp_path, {"condor_config": text}).value("Y") == "plain"


def test_include_forms_and_missing_files(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "include ifexist : nope\nB = 1\n"})
    assert cs.value("B") == "1" and not cs.fatal
    cs = load(tmp_path, {"condor_config": "include : nope\nB = 1\n"})
    assert cs.fatal and "config.missing-include" in codes(cs) and cs.value("B") is None


def test_include_loop_is_reported(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "include : a\n", "a": "A = 1\ninclude : b\n", "b": "include : a\n"})
    assert "config.include-loop" in codes(cs)
    assert cs.value("A") == "1"


def test_local_config_dir_and_files_in_htcondor_order(tmp_path: Path) -> None:
    files = {
        "condor_config": "LOCAL_CONFIG_DIR = $(CONFIG_ROOT)/d\nLOCAL_CONFIG_FILE = $(CONFIG_ROOT)/l1 $(CONFIG_ROOT)/l2\n",
        "l1": "ORDER = $(ORDER) l1\n", "l2": "ORDER = $(ORDER) l2\n",
        "d/b": "ORDER = $(ORDER) b\n", "d/A": "ORDER = $(ORDER) A\n", "d/a.rpmsave": "ORDER = $(ORDER) no\n",
        "d/.hidden": "ORDER = $(ORDER) no\n", "d/x.py": "ORDER = $(ORDER) no\n",
    }
    (tmp_path / "d" / "subdir").mkdir(parents=True)
    cs = load(tmp_path, files)
    assert cs.value("ORDER") == " A b l1 l2"  # the first $(ORDER) is empty


def test_local_config_file_list_can_change_while_reading(tmp_path: Path) -> None:
    files = {"condor_config": "LOCAL_CONFIG_FILE = $(CONFIG_ROOT)/l1\n",
             "l1": "ORDER = $(ORDER) l1\nLOCAL_CONFIG_FILE = $(CONFIG_ROOT)/l1 $(CONFIG_ROOT)/l3\n",
             "l3": "ORDER = $(ORDER) l3\n"}
    assert load(tmp_path, files).value("ORDER") == " l1 l3"


def test_environment_and_defines_come_last(tmp_path: Path) -> None:
    files = {"condor_config": "A = file\nB = file\nH = $(FULL_HOSTNAME)\n"}
    cs = load(tmp_path, files, environ={"_CONDOR_A": "env", "_condor_b": "  env2"},
              defines={"B": "define", "FULL_HOSTNAME": "other.example.org"})
    assert cs.value("A") == "env" and cs.definition("A").kind is Kind.ENVIRONMENT
    assert cs.value("B") == "define" and cs.definition("B").kind is Kind.DEFINE
    assert cs.value("H") == "other.example.org"


def test_predefined_macros_cannot_be_overridden_by_files(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "FULL_HOSTNAME = mine\nSUBSYSTEM = mine\nARCH = mine\n"})
    assert cs.value("FULL_HOSTNAME") == "node1.example.org"
    assert cs.value("SUBSYSTEM") == "STARTD"
    assert cs.value("ARCH") == "mine"  # ARCH is set before the files and may be overridden
    assert cs.value("UID_DOMAIN") == "node1.example.org"


def test_templates_with_arguments_and_nesting(tmp_path: Path) -> None:
    text = "DAEMON_LIST = ignored\nuse ROLE : Execute\nuse FEATURE : GPUs(cuda, , x), Gpus\n"
    cs = load(tmp_path, {"condor_config": text})
    assert cs.value("DAEMON_LIST") == "MASTER STARTD"
    assert cs.value("GPU_DISCOVERY") == "auto none"  # the second use has no arguments
    d = cs.definition("DAEMON_LIST")
    assert d.kind is Kind.TEMPLATE and d.origin.line == 1 and d.via[-1].startswith("use ROLE:Execute")
    assert [h.value for h in cs.history("GPU_DISCOVERY")] == ["auto none", "cuda x"]
    assert cs.history("NARGS")[1].value == "2" and cs.history("GOT2")[1].value == "1"


def test_meta_args() -> None:
    assert expand_meta_args("$(1) $(2:two) $(3?) $(0#) [$(0)] $(2+)", "a, b ,c") == "a b 1 3 [a, b ,c] b ,c"
    assert expand_meta_args("$(1:24*3600)", "") == "24*3600"


def test_template_errors(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "use FEATURE : Nope\n"})
    assert cs.fatal and "config.unknown-template" in codes(cs)
    cs = load(tmp_path, {"condor_config": "use POLICY : Deep\n"})
    assert cs.fatal and "config.use-depth" in codes(cs)
    cs = load(tmp_path, {"condor_config": "use FEATURE : Base\n"}, templates={})
    assert not cs.fatal and cs.incomplete and "config.templates-missing" in codes(cs)


def test_if_defined_use_and_auto_use(tmp_path: Path) -> None:
    text = ("if defined use FEATURE:Gpus\nHAS = yes\nendif\n"
            "AUTO_USE_FEATURE_Gpus = $(WANT)\nWANT = true\n")
    cs = load(tmp_path, {"condor_config": text})
    assert cs.value("HAS") == "yes"
    assert cs.value("GPU_DISCOVERY") == "auto none"


@pytest.mark.parametrize(
    "text, code",
    [
        ("error : stop here\n", "config.error-statement"),
        ("A B C\n", "config.syntax"),
        ("A-B = 1\n", "config.bad-name"),
        ("if true\nA = 1\n", "config.missing-endif"),
        ("if 1 + 1\nendif\n", "config.bad-condition"),
        ("else\n", "config.unmatched-else"),
        ("X @=end\nno end\n", "config.unterminated-heredoc"),
        ("include bogus : x\n", "config.include-syntax"),
    ],
)
def test_fatal_errors(tmp_path: Path, text: str, code: str) -> None:
    cs = load(tmp_path, {"condor_config": text})
    assert cs.fatal and code in codes(cs)
    diag = next(d for d in cs.diagnostics if d.code == code)
    assert diag.file == str(tmp_path / "condor_config")


def test_warnings_do_not_stop_reading(tmp_path: Path) -> None:
    cs = load(tmp_path, {"condor_config": "warning : look $(A)\nA = 1\nB : colon\n"})
    assert not cs.fatal and cs.value("A") == "1" and cs.value("B") == "colon"
    assert codes(cs) == ["config.warning-statement", "config.colon-assignment"]
    assert cs.diagnostics[0].message == "Warning: look "


def test_defaults_table(tmp_path: Path) -> None:
    defaults = defaults_from([
        {"name": "LOG", "default": "$(LOCAL_DIR)/log"}, {"name": "LOCAL_DIR", "default": "/var"},
        {"name": "STARTD.ONLY", "default": "s"}, {"name": "EMPTYDEF", "default": None},
    ])
    cs = load(tmp_path, {"condor_config": "X = $(LOG) $(ONLY)\n"}, defaults=defaults)
    assert cs.value("X") == "/var/log s"
    assert cs.is_default("LOG") and cs.value("EMPTYDEF") is None
    cs = load(tmp_path, {"condor_config": "LOCAL_DIR = /srv\nLOG =\n"}, defaults=defaults)
    assert cs.value("LOG") is None  # set to empty in the file: the default is hidden


BLOCKED = ("Popen", "run", "call", "check_call", "check_output", "getoutput", "getstatusoutput")


def test_commands_are_never_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    marker = tmp_path / "ran"

    def refuse(*args, **kwargs):
        raise AssertionError("condor-ls tried to run a process")

    for name in BLOCKED:
        monkeypatch.setattr(subprocess, name, refuse)
    for name in ("system", "popen", "fork", "forkpty", "execv", "execve", "execvp", "execvpe", "execl",
                 "execle", "execlp", "execlpe", "spawnv", "spawnve", "spawnvp", "spawnvpe", "spawnl",
                 "spawnle", "spawnlp", "spawnlpe", "posix_spawn", "posix_spawnp"):
        if hasattr(os, name):
            monkeypatch.setattr(os, name, refuse)
    text = (f"include command : touch {marker}\n"
            f"include : touch {marker} |\n"
            f"include output into cache.out : touch {marker}\n"
            f"LOCAL_CONFIG_FILE = touch {marker} |\n"
            "AFTER = still read\n")
    cs = load(tmp_path, {"condor_config": text})
    assert not marker.exists()
    assert codes(cs).count("config.command-not-run") == 4
    assert cs.incomplete and not cs.fatal and cs.value("AFTER") == "still read"
    assert [i.kind for i in cs.includes] == ["command", "command", "command", "command"]


def test_include_into_reads_an_existing_cache(tmp_path: Path) -> None:
    files = {"condor_config": "include command into cache.out : generate-config\n", "cache.out": "C = cached\n"}
    cs = load(tmp_path, files)
    assert cs.value("C") == "cached" and "config.command-not-run" not in codes(cs)


def test_garbage_never_raises(tmp_path: Path) -> None:
    samples = ["\x00\x01 = \x02", "$(" * 500, "if\nelif\nelse\nendif\nendif", "@=\n", "use : \n", "A = $(A" * 50,
               "\\\n" * 100, "include : " + "x" * 5000, ":if true\n:A = 1\n:endif\n", "[section]\n", "A=$RANDOM_CHOICE()\n"]
    for i, text in enumerate(samples):
        cs = load(tmp_path / str(i), {"condor_config": text})
        for name in cs.names():
            cs.expand(name)


def test_cycles_and_runaway_growth_end_with_diagnostics(tmp_path: Path) -> None:
    text = ("C1 = $(C2)\nC2 = $(C3) y\nC3 = z$(C1)\nOK = $(C3)\n" + "A0 = x\n"
            + "".join(f"A{i} = $(A{i - 1})$(A{i - 1})\n" for i in range(1, 41)))
    cs = load(tmp_path, {"condor_config": text})
    cycle = cs.expand("C1")
    assert cycle.value == "z y" and [d.code for d in cycle.diagnostics] == ["config.macro-cycle"]
    assert cs.value("C1") == "z y"  # the fast path falls back to the same cut
    growth = cs.expand("A40")
    assert growth.truncated and [d.code for d in growth.diagnostics] == ["config.expansion-limit"]
    assert set(growth.value) <= {"x", "$", "(", ")", "A"} | set("0123456789")
