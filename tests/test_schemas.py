"""The generated knowledge in schemas/ and its loaders.

Structure is checked against the JSON Schemas in schemas/meta/ with a small validator (the
subset of JSON Schema those files use), content against facts from HTCondor, and, when the
htcondor wheel is installed, reproducibility of every generator and a few behaviours of the
library that the schema encodes.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from condor_ls.classad import attributes
from condor_ls.config import knobs
from condor_ls.config.schemas import load_defaults
from condor_ls.submit import commands

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"
HAVE_WHEEL = importlib.util.find_spec("htcondor2") is not None
HAVE_SOURCES = Path("/work/htcondor-src/src/condor_utils/param_info.in").exists() or bool(
    os.environ.get("HTCONDOR_SRC"))

FILES = {
    "knobs.json": "knobs.schema.json",
    "templates.json": "templates.schema.json",
    "submit.json": "submit.schema.json",
    "attributes/machine.json": "attributes.schema.json",
    "attributes/job.json": "attributes.schema.json",
    "attributes/other.json": "attributes.schema.json",
    "attributes/names.json": "names.schema.json",
}

POLICY_KNOBS = [
    "START", "RANK", "IS_OWNER", "SUSPEND", "CONTINUE", "PREEMPT", "KILL", "WANT_SUSPEND",
    "WANT_VACATE", "MAXJOBRETIREMENTTIME", "MachineMaxVacateTime", "CLAIM_WORKLIFE",
    "START_BACKFILL", "EVICT_BACKFILL", "RUNBENCHMARKS", "MATCH_TIMEOUT", "KILLING_TIMEOUT",
    "STARTD_ATTRS", "NUM_SLOTS", "DAEMON_LIST", "SUBMIT_REQUIREMENT_NAMES",
    "JOB_TRANSFORM_NAMES", "MACHINE_RESOURCE_NAMES", "PREEMPTION_REQUIREMENTS",
    "DEFRAG_INTERVAL", "DEFRAG_REQUIREMENTS", "DEFRAG_WHOLE_MACHINE_EXPR",
    "DEFRAG_MAX_CONCURRENT_DRAINING", "DEFRAG_DRAINING_MACHINES_PER_HOUR", "DEFRAG_RANK",
    "DEFRAG_CANCEL_REQUIREMENTS", "DEFRAG_DRAINING_SCHEDULE", "DEFRAG_MAX_WHOLE_MACHINES",
    # helper macros of the default and desktop policies
    "MINUTE", "HOUR", "StateTimer", "ActivityTimer", "NonCondorLoadAvg", "BackgroundLoad",
    "HighLoad", "KeyboardBusy", "CPUIdle", "CPUBusy", "MachineBusy", "StartIdleTime",
    "ContinueIdleTime", "MaxSuspendTime", "MaxVacateTime",
]
EXPRESSION_KNOBS = ["START", "RANK", "IS_OWNER", "SUSPEND", "CONTINUE", "PREEMPT", "KILL",
                    "WANT_SUSPEND", "WANT_VACATE", "MaxJobRetirementTime", "PERIODIC_CHECKPOINT",
                    "PREEMPTION_REQUIREMENTS", "PREEMPTION_RANK", "NEGOTIATOR_PRE_JOB_RANK",
                    "SYSTEM_PERIODIC_HOLD", "DEFRAG_REQUIREMENTS", "START_BACKFILL",
                    "NEGOTIATOR_SLOT_CONSTRAINT", "SLOT_WEIGHT"]


# --- a validator for the JSON Schema subset used in schemas/meta/ -----------------------------

_JSON_TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def validate(value: Any, schema: dict[str, Any], path: str = "$") -> list[str]:
    """Errors of ``value`` against ``schema`` (type, enum, required, properties,
    additionalProperties, items, pattern, minLength, minimum, maximum)."""
    errs: list[str] = []
    if "type" in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_JSON_TYPES[t](value) for t in types):
            return [f"{path}: {value!r:.60} is not {types}"]
    if "enum" in schema and value not in schema["enum"]:
        errs.append(f"{path}: {value!r:.60} not in {schema['enum']}")
    if isinstance(value, str):
        if "pattern" in schema and not re.search(schema["pattern"], value):
            errs.append(f"{path}: {value!r} does not match {schema['pattern']}")
        if len(value) < schema.get("minLength", 0):
            errs.append(f"{path}: shorter than {schema['minLength']}")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errs.append(f"{path}: {value} < {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            errs.append(f"{path}: {value} > {schema['maximum']}")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errs.append(f"{path}: missing {key!r}")
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in props:
                errs += validate(item, props[key], f"{path}.{key}")
            elif extra is False:
                errs.append(f"{path}: unexpected property {key!r}")
            elif isinstance(extra, dict):
                errs += validate(item, extra, f"{path}.{key}")
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            errs += validate(item, schema["items"], f"{path}[{i}]")
    return errs


def _load(rel: str) -> Any:
    return json.loads((SCHEMAS / rel).read_text(encoding="utf-8"))


def test_validator_rejects_bad_documents() -> None:
    schema = _load("meta/knobs.schema.json")
    good = {"format": 1, "types": [], "patterns": [],
            "knobs": [{"name": "X", "type": "int", "type_source": "param_table", "sources": ["docs"]}]}
    assert validate(good, schema) == []
    bad_type = json.loads(json.dumps(good))
    bad_type["knobs"][0]["type"] = "integer"
    assert validate(bad_type, schema)
    missing = json.loads(json.dumps(good))
    del missing["knobs"][0]["sources"]
    assert validate(missing, schema)
    extra = json.loads(json.dumps(good))
    extra["knobs"][0]["colour"] = "red"
    assert validate(extra, schema)


@pytest.mark.parametrize("rel,meta", sorted(FILES.items()))
def test_schema_files_are_valid(rel: str, meta: str) -> None:
    errors = validate(_load(rel), _load(f"meta/{meta}"))
    assert errors == [], errors[:10]


@pytest.mark.parametrize("rel", ["knobs.json", "submit.json", "attributes/machine.json",
                                 "attributes/job.json", "attributes/other.json"])
def test_patterns_compile_and_files_have_no_duplicates(rel: str) -> None:
    doc = _load(rel)
    items = doc.get("knobs") or doc.get("commands") or doc.get("attributes")
    names = [x["name"].lower() for x in items]
    assert len(names) == len(set(names))
    for p in doc["patterns"]:
        re.compile(p["regex"])


def test_templates_unique_and_described() -> None:
    doc = _load("templates.json")
    keys = [(t["category"].upper(), t["name"].upper()) for t in doc["templates"]]
    assert len(keys) == len(set(keys))
    assert {"ROLE", "FEATURE", "POLICY", "SECURITY"} <= set(doc["categories"])
    assert all(t["description"] for t in doc["templates"])


def test_counts_are_substantial() -> None:
    assert len(knobs.table().knobs) > 1500
    assert len(knobs.table().patterns) > 50
    assert len(knobs.templates()) >= 80
    assert len(commands.all_commands()) > 250
    assert len(attributes.names("machine")) > 200
    assert len(attributes.names("job")) > 400
    described = {ad: sum(1 for a in attributes.table(ad).attributes.values() if a.description)
                 for ad in ("machine", "job")}
    assert described["machine"] >= 100 and described["job"] >= 100, described


# --- knobs ----------------------------------------------------------------------------------

@pytest.mark.parametrize("name", POLICY_KNOBS)
def test_policy_knobs_known_and_described(name: str) -> None:
    k = knobs.knob(name)
    assert k is not None, name
    assert len(k.description) > 20, name


@pytest.mark.parametrize("name", EXPRESSION_KNOBS)
def test_expression_knobs_are_classad(name: str) -> None:
    k = knobs.knob(name)
    assert k is not None and k.type == "classad" and k.is_expression, name


#: knobs whose documentation mentions expressions while their values are something else (the
#: daemons read them as a pattern, a list of names, and words the gridmanager splits itself)
NOT_EXPRESSIONS = {
    "DEDICATED_EXECUTE_ACCOUNT_REGEXP": "string",       # "a regular expression"
    "SYSTEM_PERIODIC_HOLD_NAMES": "list",               # "a ... list of unique names, ... an expression"
    "SYSTEM_PERIODIC_REMOVE_NAMES": "list",
    "GRIDMANAGER_MAX_SUBMITTED_JOBS_PER_RESOURCE": "list",  # "200, foo.edu, 50" (baseresource.cpp)
}


@pytest.mark.parametrize("name", sorted(NOT_EXPRESSIONS))
def test_knobs_documented_near_expressions_keep_their_own_type(name: str) -> None:
    k = knobs.knob(name)
    assert k is not None and k.type == NOT_EXPRESSIONS[name] and not k.is_expression, name


def test_knob_lookup_folds_case() -> None:
    assert knobs.knob("start") is knobs.knob("START") is knobs.knob("Start")
    assert knobs.knob("start").name == "START"
    assert knobs.knob("statetimer").name == "StateTimer"


def test_defaults_are_raw_param_table_text() -> None:
    assert knobs.knob("StartIdleTime").default == "15 * $(MINUTE)"
    assert knobs.knob("MINUTE").default == "60"
    assert knobs.knob("StateTimer").default == "(time() - EnteredCurrentState)"
    assert knobs.knob("DAEMON_LIST").default == "MASTER"
    assert knobs.knob("RANK").default is None          # documented, but no table entry
    assert knobs.knob("CLAIM_WORKLIFE").param_type == "int"
    assert knobs.knob("CLAIM_WORKLIFE").range is None
    cc = knobs.knob("ENABLE_CLASSAD_CACHING")
    assert cc.default == "true" and cc.subsystem_defaults.get("MASTER") == "false"


def test_table_attributes_are_carried() -> None:
    assert knobs.knob("HOUR").customization == "const"
    assert knobs.knob("DAEMON_LIST").customization == "normal"
    assert "master" in knobs.knob("DAEMON_LIST").tags
    ranged = [k for k in knobs.table().knobs.values() if k.range]
    assert ranged and all(set(k.range) == {"min", "max"} for k in ranged)
    assert knobs.knob("GROUP_DYNAMIC_MACH_CONSTRAINT").alias_of == "NEGOTIATOR_SLOT_CONSTRAINT"


@pytest.mark.parametrize("name,pattern", [
    ("SLOT_TYPE_3", "SLOT_TYPE_<N>"),
    ("slot_type_12_partitionable", "SLOT_TYPE_<N>_PARTITIONABLE"),
    ("NUM_SLOTS_TYPE_2", "NUM_SLOTS_TYPE_<N>"),
    ("MACHINE_RESOURCE_GPUs", "MACHINE_RESOURCE_<name>"),
    ("MACHINE_RESOURCE_INVENTORY_GPUs", "MACHINE_RESOURCE_INVENTORY_<name>"),
    ("JOB_TRANSFORM_SetGroup", "JOB_TRANSFORM_<name>"),
    ("SLOT1_START", "SLOT<N>_<knob>"),
])
def test_pattern_knobs(name: str, pattern: str) -> None:
    found = knobs.lookup(name)
    assert isinstance(found, knobs.KnobPattern)
    assert found.pattern == pattern
    assert knobs.knob(name) is None


def test_submit_requirement_family() -> None:
    p = knobs.lookup("SUBMIT_REQUIREMENT_NoVanilla")
    assert isinstance(p, knobs.KnobPattern) and p.type == "classad"
    r = knobs.lookup("SUBMIT_REQUIREMENT_NoVanilla_REASON")
    assert isinstance(r, knobs.KnobPattern) and "REASON" in r.pattern


def test_subsystem_prefix_and_debug_knobs() -> None:
    assert knobs.lookup("MASTER.START") is knobs.knob("START")
    assert knobs.lookup("SCHEDD_DEBUG") is not None
    assert knobs.lookup("FROBNICATE_THE_POOL") is None
    assert not knobs.is_known("MyHelperMacro")


def test_deprecated_knobs_name_their_replacement() -> None:
    assert knobs.knob("STARTD_EXPRS").deprecated
    assert knobs.knob("STARTD_EXPRS").replacement == "STARTD_ATTRS"
    assert knobs.knob("NUM_VIRTUAL_MACHINES").replacement == "NUM_SLOTS"
    vm = knobs.lookup("VIRTUAL_MACHINE_TYPE_1")
    assert isinstance(vm, knobs.KnobPattern) and vm.deprecated and vm.replacement == "SLOT_TYPE_<N>"
    assert not knobs.knob("START").deprecated


def test_template_defined_and_dropped_knobs() -> None:
    uwcs = knobs.knob("UWCS_START")
    assert uwcs is not None and uwcs.templates == ("FEATURE:UWCS_DESKTOP_POLICY_VALUES",)
    assert uwcs.type == "classad"
    assert "POLICY:DESKTOP" in knobs.knob("START").templates
    assert knobs.knob("KeyboardBusy").templates == ("FEATURE:POLICY_EXPR_FRAGMENTS",)
    # family members a template happens to define stay with their family
    assert knobs.knob("SUBMIT_REQUIREMENT_AssignAccountingGroup") is None
    stork = knobs.knob("STORK")
    assert stork.deprecated and stork.obsolete and stork.replacement is None


def test_did_you_mean() -> None:
    assert knobs.did_you_mean("STRAT")[0] == "START"
    assert knobs.did_you_mean("DAEMONLIST")[0] == "DAEMON_LIST"
    assert knobs.did_you_mean("x" * 100_000) == []


def test_hostile_names_do_not_raise() -> None:
    for name in ("", ".", "....", "A" * 100_000, "SLOT_TYPE_" + "1" * 5000, "\x00", "é"):
        knobs.lookup(name)
        commands.lookup(name)
        attributes.lookup(name)
    assert knobs.lookup("A" * 100_000) is None
    for junk in (None, 3, b"START", ["START"]):
        assert knobs.lookup(junk) is None and knobs.knob(junk) is None  # type: ignore[arg-type]
        assert knobs.did_you_mean(junk) == [] and commands.did_you_mean(junk) == []  # type: ignore[arg-type]
        assert commands.lookup(junk) is None and attributes.lookup(junk) is None  # type: ignore[arg-type]


# --- templates ------------------------------------------------------------------------------

def test_template_lookup_and_arguments() -> None:
    t = knobs.template("role", "execute")
    assert t is not None and t.key == "ROLE:Execute"
    assert "DAEMON_LIST" in t.defines and "STARTD" in t.text
    hours = knobs.template("FEATURE", "POLICY_HOURS_TO_START")
    assert hours.max_arg == 4 and hours.arg_defaults["1"] == "8"
    assert knobs.template("POLICY", "PREEMPT_IF").requires_args
    assert not knobs.template("POLICY", "LIMIT_JOB_RUNTIMES").requires_args
    assert knobs.template("POLICY", "LIMIT_JOB_RUNTIMES").arg_defaults == {"1": "24*3600"}
    assert knobs.template("SECURITY", "recommended").variadic
    assert knobs.template("POLICY", "DESKTOP").uses == ("FEATURE:POLICY_EXPR_FRAGMENTS",)
    assert knobs.template("POLICY", "NOPE") is None
    assert "Execute" in knobs.template_names("role")
    assert set(knobs.template_categories()) >= {"ROLE", "POLICY", "FEATURE", "SECURITY"}


def test_template_parameters_cover_their_arguments() -> None:
    for t in knobs.templates().values():
        if t.max_arg:
            assert len(t.params) >= t.max_arg, t.key
        elif t.params:
            assert t.variadic, t.key
    rec = knobs.template("SECURITY", "recommended_v24_0")
    assert rec.arg_defaults == {"1": "condor", "2": "root@*"}


def test_every_usable_template_loaded_in_the_wheel() -> None:
    doc = _load("templates.json")
    checked = [t for t in doc["templates"] if "wheel" in t]
    if not checked:
        pytest.skip("templates.json was generated without the wheel")
    failures = [t["wheel"]["use_line"] for t in checked if not t["wheel"]["loads"]]
    assert failures == []
    # every unconditional plain assignment of a template shows up as a change in the library
    execute = next(t for t in checked if t["category"] == "ROLE" and t["name"] == "Execute")
    assert execute["wheel"]["changes"] == ["DAEMON_LIST"]


# --- submit ---------------------------------------------------------------------------------

def test_submit_commands() -> None:
    exe = commands.command("Executable")
    assert exe.name == "executable" and exe.attribute == "Cmd" and exe.file == "executable"
    assert commands.command("stdout").alias_of == "output"
    assert commands.command("output").attribute == "Out"
    assert commands.command("request_memory").attribute == "RequestMemory"
    assert commands.command("request_memory").type == "classad"
    assert commands.command("universe").values[:2] == ("vanilla", "scheduler")
    assert commands.command("periodic_hold").attribute == "PeriodicHold"
    assert commands.command("preferences").alias_of == "rank"
    assert commands.command("nice_user").deprecated
    assert commands.command("request_gpu_memory").disabled
    for name in ("executable", "arguments", "output", "error", "log", "universe", "queue",
                 "requirements", "request_cpus", "transfer_input_files"):
        assert commands.command(name).description, name


def test_submit_patterns_and_did_you_mean() -> None:
    assert isinstance(commands.lookup("+ProjectName"), commands.CommandPattern)
    assert isinstance(commands.lookup("MY.ProjectName"), commands.CommandPattern)
    assert isinstance(commands.lookup("request_FPGAs"), commands.CommandPattern)
    assert commands.lookup("frobnicate") is None
    assert commands.did_you_mean("exectuable")[0] == "executable"
    assert commands.did_you_mean("transfer_input_file")[0] == "transfer_input_files"
    assert "Item" in commands.table().queue["automatic_variables"]


# --- attributes -----------------------------------------------------------------------------

@pytest.mark.parametrize("name,typ", [
    ("KeyboardIdle", "integer"), ("ConsoleIdle", "integer"), ("LoadAvg", "real"),
    ("CondorLoadAvg", "real"), ("TotalLoadAvg", "real"), ("Activity", "string"),
    ("State", "string"), ("EnteredCurrentActivity", "integer"),
    ("EnteredCurrentState", "integer"), ("Memory", "integer"), ("Cpus", "integer"),
    ("Disk", "integer"), ("RemoteUser", "string"), ("Start", "expression"),
    ("HasDocker", "boolean"), ("PartitionableSlot", "boolean"),
])
def test_machine_policy_attributes(name: str, typ: str) -> None:
    a = attributes.attribute(name, "machine")
    assert a is not None and a.type == typ and a.description, name


@pytest.mark.parametrize("name,typ", [
    ("Owner", "string"), ("ImageSize", "integer"), ("JobUniverse", "integer"),
    ("JobStatus", "integer"), ("RequestMemory", "expression"), ("Requirements", "expression"),
    ("Cmd", "string"), ("QDate", "integer"), ("ExitCode", "integer"),
])
def test_job_attributes(name: str, typ: str) -> None:
    a = attributes.attribute(name, "job")
    assert a is not None and a.type == typ and a.description, name


def test_attribute_facts() -> None:
    assert attributes.attribute("keyboardidle", "machine").name == "KeyboardIdle"
    assert "Claimed" in attributes.attribute("State", "machine").values
    assert "Retiring" in attributes.attribute("Activity", "machine").values
    vm = attributes.attribute("VirtualMachineID", "machine")
    assert vm.deprecated and vm.replacement == "SlotID"
    assert "executable" in attributes.attribute("Cmd", "job").set_by
    gpus = attributes.lookup("AssignedFPGAs", ("machine",))
    assert isinstance(gpus, attributes.AttributePattern)
    assert attributes.lookup("NoSuchAttributeAnywhere") is None
    prio = attributes.attribute("RemoteUserPrio", "machine")
    assert prio.ephemeral and prio.type == "real"
    assert attributes.attribute("RemoteUserFloor", "machine").ephemeral
    assert attributes.lookup("Slot2_RemoteUserPrio", ("machine",)) is not None
    assert not attributes.attribute("Cpus", "machine").ephemeral
    assert attributes.table("nonsense").attributes == {}


# --- generators and the wheel ---------------------------------------------------------------

GENERATORS = ["gen_knobs.py", "gen_templates.py", "gen_submit.py", "gen_attributes.py"]


@pytest.mark.oracle
@pytest.mark.slow
@pytest.mark.skipif(not (HAVE_WHEEL and HAVE_SOURCES), reason="needs the htcondor wheel and sources")
@pytest.mark.parametrize("script", GENERATORS)
def test_generators_reproduce_committed_files(script: str) -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / script), "--check"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr


def _wheel(code: str, config: str = "") -> Any:
    with tempfile.TemporaryDirectory() as tmp:
        cfg = Path(tmp) / "condor_config"
        cfg.write_text(config)
        env = {k: v for k, v in os.environ.items() if not k.upper().startswith(("_CONDOR_", "CONDOR_"))}
        env["CONDOR_CONFIG"] = str(cfg)
        proc = subprocess.run([sys.executable, "-c", "import json, htcondor2\n" + code],
                              env=env, cwd=tmp, capture_output=True, text=True, timeout=120)
    return proc


wheel_only = pytest.mark.skipif(not HAVE_WHEEL, reason="needs the htcondor wheel")


@pytest.mark.oracle
@wheel_only
def test_types_agree_with_the_library() -> None:
    proc = _wheel("print(json.dumps({k: type(htcondor2.param[k]).__name__ for k in htcondor2.param if k}))")
    typed = json.loads(proc.stdout)
    expect = {"bool": {"bool"}, "int": {"int", "long"}, "float": {"double"},
              "str": {"string", "path", "classad", "list", "unknown"}}
    wrong = []
    for name, pytype in typed.items():
        k = knobs.knob(name)
        assert k is not None, name
        if k.computed or k.type_source == "curated":
            continue
        if k.param_type and k.param_type not in expect[pytype]:
            wrong.append((name, k.param_type, pytype))
    assert wrong == []


@pytest.mark.oracle
@wheel_only
def test_plain_defaults_agree_with_the_library() -> None:
    """Macro-free string defaults are what the library reports (library wins on drift)."""
    proc = _wheel("print(json.dumps({k: htcondor2.param[k] for k in htcondor2.param "
                  "if k and isinstance(htcondor2.param[k], str)}))")
    values = json.loads(proc.stdout)
    wrong = []
    for name, value in values.items():
        k = knobs.knob(name)
        if k is None or k.computed or k.default is None or "$" in k.default or k.subsystem_defaults:
            continue
        if k.default.strip() != value.strip():
            wrong.append((name, k.default, value))
    assert wrong == []


@pytest.mark.oracle
@wheel_only
def test_library_drift_from_param_info_is_pinned() -> None:
    """The wheel is newer than the param table source: its default wins and the old is kept;
    knobs only the wheel has get their raw default rebuilt through its param API."""
    doc = {k["name"]: k for k in _load("knobs.json")["knobs"]}
    ta = doc["TRANSFER_JOB_ATTRS"]
    assert ta["default"] == "NumShadowStarts,DAGManJobId,DAGNodeName"
    assert ta["param_table_default"] == "NumShadowStarts" and ta["default_source"] == "wheel"
    assert doc["METRICD_INTERVAL"]["type"] == "int" and doc["METRICD_INTERVAL"]["sources"] == ["wheel"]
    # raw text with its references, not the value the wheel expanded on an empty config
    assert doc["GANGLIA_RESET_METRICS_FILE"]["default"] == "$(SPOOL)/metricsToReset.ganglia_metrics"
    assert doc["PROMETHEUS_HTTP_PORT"]["default"] == "$(SHARED_PORT_PORT)"
    assert doc["SUBMIT_PREVENT_MULTI_QUEUE"]["default"] == "true"  # the text, not Python's True
    assert all(doc[n]["default_source"] == "wheel" for n in ("METRICD_LOG", "MAX_METRICD_LOG"))


def _wheel_table_keys() -> list[str]:
    """The wheel's knob table as its bindings expose it: ``htcondor2.param.keys()`` walks the
    config and the compiled default table (``foreach_param``) and lists every name whose value
    is non-empty.  Read as the TOOL subsystem after ``reload_config()``, which drops what the
    bindings insert on import, in a fresh process with an empty config.  Knobs whose default is
    empty are not listed (their value is empty either way)."""
    proc = _wheel("htcondor2.set_subsystem('TOOL')\nhtcondor2.reload_config()\n"
                  "print(json.dumps(sorted({k for k in htcondor2.param.keys() if k})))")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.oracle
@wheel_only
def test_every_knob_of_the_wheel_table_is_in_the_schema() -> None:
    names = _wheel_table_keys()
    assert len(names) > 900
    assert [n for n in names if knobs.knob(n) is None] == []
    # and each has a default in the engine's table, but for the macros computed at start-up
    table = load_defaults().generic
    no_default = [n for n in names if not knobs.knob(n).computed
                  and (n.lower() not in table or table[n.lower()].default is None)]
    assert no_default == []


def test_knob_schema_records_its_sources() -> None:
    """knobs.json names the param table source (version, commit) and the wheel release it was
    generated with, which is the release pinned for the tests."""
    source = _load("knobs.json")["source"]
    pinned = re.search(r'"htcondor==([0-9.]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pinned is not None and source["wheel"] == pinned.group(1)
    assert re.fullmatch(r"\d+\.\d+\.\d+", source["param_info"]["version"] or "")
    assert re.fullmatch(r"[0-9a-f]{40}", source["param_info"]["commit"] or "")


@pytest.mark.oracle
@wheel_only
def test_schema_wheel_version_is_the_installed_wheel() -> None:
    proc = _wheel("print(htcondor2.version())")
    assert _load("knobs.json")["wheel_version"] == proc.stdout.strip()


@pytest.mark.oracle
@wheel_only
def test_use_is_case_insensitive_in_the_library() -> None:
    proc = _wheel("print(htcondor2.param['DAEMON_LIST'])", "use role : execute\nuse ROLE: Submit\n")
    assert proc.stdout.split() == ["MASTER", "STARTD", "SCHEDD"]
    assert knobs.template("role", "execute") is knobs.template("ROLE", "Execute")


@pytest.mark.oracle
@wheel_only
def test_if_defined_sees_param_table_defaults() -> None:
    """PREEMPT has a table default (False), so PREEMPT_IF takes its 'if defined' branch."""
    proc = _wheel("print(htcondor2.param['PREEMPT'])",
                  "T = (MemoryUsage > Memory)\nuse POLICY : PREEMPT_IF(T)\n")
    assert proc.stdout.strip() == "(MemoryUsage > Memory) || False"
    assert knobs.knob("PREEMPT").default == "False"


@pytest.mark.oracle
@wheel_only
def test_unknown_template_is_fatal_in_the_library() -> None:
    proc = _wheel("print(1)", "use POLICY : NOPE\n")
    assert proc.returncode != 0
    assert "does not recognise NOPE" in proc.stderr + proc.stdout
    assert knobs.template("POLICY", "NOPE") is None


@pytest.mark.oracle
@wheel_only
def test_table_aliases_are_not_applied_by_param_lookup() -> None:
    """An alias (GROUP_DYNAMIC_MACH_CONSTRAINT) does not feed its knob through param(): the
    daemon that reads the knob consults the alias itself, so the config engine must not merge
    them while expanding."""
    proc = _wheel("print(repr(htcondor2.param.get('NEGOTIATOR_SLOT_CONSTRAINT')))",
                  "GROUP_DYNAMIC_MACH_CONSTRAINT = Cpus > 1\n")
    assert proc.stdout.strip() == "None"
    assert knobs.knob("NEGOTIATOR_SLOT_CONSTRAINT").aliases == ("GROUP_DYNAMIC_MACH_CONSTRAINT",)
