"""The pool summary of ``condor-ls policy``: counts checked against classad2 evaluating every
slot of generated pools (mixed states, custom attributes, undefined and missing values), the
exact shortcuts it takes (folding ``&&`` chains, reusing results, idle only where it matters),
and the command line: every input form, worker processes, the JSON shape, refusals."""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adfile_support import oracle, xml_file
from condor_ls.analysis.policy.pool import (START_VALUES, and2, clause_text, clauses_of, fold_and,
                                             publication, summarize_pool)
from condor_ls.analysis.policy.preview import _publish
from condor_ls.classad.ad import ClassAd
from condor_ls.classad.adfiles import read_ads
from condor_ls.classad.evaluator import evaluate
from condor_ls.classad.parser import parse_ad, parse_expr
from condor_ls.classad.unparse import unparse
from condor_ls.classad.values import ErrorValue
from condor_ls.cli.main import main
from condor_ls.config.reader import load_config

classad2 = oracle()
needs_oracle = pytest.mark.skipif(classad2 is None, reason="htcondor wheel not installed")
NOW = 1_700_000_000

# -- generated pools ---------------------------------------------------------------------------------------

STATES = {"Owner": ["Idle"], "Unclaimed": ["Idle", "Benchmarking"], "Claimed": ["Busy", "Idle", "Suspended",
          "Retiring"], "Matched": ["Idle"], "Preempting": ["Vacating", "Killing"], "Drained": ["Retiring", "Idle"],
          "Backfill": ["Idle", "Busy"]}

SLOT_REQUIREMENTS = [
    "(START) && (IsValidCheckpointPlatform) && (WithinResourceLimits)",
    "START",
    "(START) && (TARGET.RequestCpus <= MY.Cpus)",
    None,
]
WITHIN = ("(ifThenElse(TARGET.RequestCpus =!= undefined, MY.Cpus > 0 && TARGET.RequestCpus <= MY.Cpus, "
          "1 <= MY.Cpus) && ifThenElse(TARGET.RequestMemory =!= undefined, MY.Memory > 0 && "
          "TARGET.RequestMemory <= MY.Memory, false))")
VALID = "(TARGET.JobUniverse =!= 1 || MY.CheckpointPlatform =!= undefined)"
SLOT_STARTS = ["true", "KeyboardIdle > 600", 'State == "Unclaimed" || TARGET.Owner == "bob"', "undefined",
               "(KeyboardIdle > 600) && (LoadAvg <= 0.5)"]

CONFIG_STARTS = [
    None,
    "TRUE",
    "(KeyboardIdle > 600) && ((LoadAvg - CondorLoadAvg) <= 0.3)",
    '(State =!= "Owner") && (TARGET.RequestMemory <= MY.Memory)',
    "$(GPU_ONLY) && (KeyboardIdle > $(IDLE_TIME))",
    '(Activity == "Idle") || (TARGET.Owner == "bob")',
    "(MY.NoSuchAttr > 3) && (TARGET.RequestCpus <= Cpus)",
    "Rack == \"r1\" && 1 / 0",
]
JOB_REQUIREMENTS = [
    '(TARGET.Arch == "X86_64") && (TARGET.OpSys == "LINUX") && (TARGET.Memory >= RequestMemory) && '
    "(TARGET.Disk >= RequestDisk)",
    "TARGET.HasGPU && (TARGET.Cpus >= RequestCpus)",
    '(TARGET.Rack =?= "r1") || (TARGET.State == "Unclaimed")',
    "((TARGET.Memory >= 2048) && (TARGET.Cpus >= 2)) && (TARGET.NoSuchAttr > 1)",
    'TARGET.State == "Unclaimed" && TARGET.Activity == "Idle"',
    "TARGET.Memory * 2 >= RequestMemory && Cpus >= 1",
    None,
]


def _maybe(draw, value, missing=True):
    choice = draw(st.sampled_from(["value", "value", "value", "undefined"] + (["missing"] if missing else [])))
    return None if choice == "missing" else ("undefined" if choice == "undefined" else value)


@st.composite
def slot_lines(draw, index: int) -> list[str]:
    state = draw(st.sampled_from(sorted(STATES)))
    attrs = {
        "Name": f'"slot{index}@node{index // 4}"',
        "MyType": '"Machine"',
        "State": f'"{state}"',
        "Activity": f'"{draw(st.sampled_from(STATES[state]))}"',
        "OpSys": '"LINUX"',
        "Arch": _maybe(draw, f'"{draw(st.sampled_from(["X86_64", "aarch64"]))}"'),
        "Memory": _maybe(draw, str(draw(st.sampled_from([512, 1024, 2048, 4096, 8192])))),
        "Cpus": _maybe(draw, str(draw(st.integers(0, 8)))),
        "Disk": str(draw(st.sampled_from([10 ** 5, 10 ** 6, 10 ** 7]))),
        "HasGPU": _maybe(draw, draw(st.sampled_from(["true", "false"]))),
        "KeyboardIdle": str(draw(st.sampled_from([0, 300, 601, 5000]))),
        "LoadAvg": draw(st.sampled_from(["0.0", "0.2", "0.9"])),
        "CondorLoadAvg": draw(st.sampled_from(["0.0", "0.1"])),
        "Rack": _maybe(draw, f'"{draw(st.sampled_from(["r1", "r2"]))}"'),
        "Start": draw(st.sampled_from(SLOT_STARTS)),
        "Requirements": draw(st.sampled_from(SLOT_REQUIREMENTS)),
        "WithinResourceLimits": WITHIN,
        "IsValidCheckpointPlatform": VALID,
    }
    return [f"{name} = {value}" for name, value in attrs.items() if value is not None]


@st.composite
def pools(draw):
    count = draw(st.integers(1, 24))
    slots = [draw(slot_lines(i)) for i in range(count)]
    config_start = draw(st.sampled_from(CONFIG_STARTS))
    jobs = []
    for n in range(draw(st.integers(1, 2))):
        req = draw(st.sampled_from(JOB_REQUIREMENTS))
        lines = ["MyType = \"Job\"", f"ClusterId = {n + 1}", "ProcId = 0", "JobUniverse = 5",
                 f"RequestMemory = {draw(st.sampled_from([1024, 2048, 4096]))}",
                 f"RequestCpus = {draw(st.integers(1, 4))}", "RequestDisk = 100000",
                 f"Owner = \"{draw(st.sampled_from(['alice', 'bob']))}\""]
        if req is not None:
            lines.append(f"Requirements = {req}")
        jobs.append(lines)
    state = draw(st.sampled_from([None, None, None, "Unclaimed", "Owner"]))
    return slots, config_start, jobs, state


def _config(tmp_path, start: str | None):
    lines = ["GPU_ONLY = (MY.HasGPU =?= true)", "IDLE_TIME = 10 * 60", "SUSPEND = False"]
    if start is not None:
        lines.append(f"START = {start}")
    path = tmp_path / "condor_config"
    path.write_text("\n".join(lines) + "\n")
    return path


# -- the reference: classad2 evaluating every slot ------------------------------------------------------------

def _truth(v):
    if isinstance(v, classad2.Value):  # Undefined and Error are IntEnum members: not numbers
        return None
    if isinstance(v, bool):
        return v
    if isinstance(v, (int, float)):
        return v != 0
    return None


def _category(v):
    t = _truth(v)
    if t is not None:
        return "true" if t else "false"
    return "undefined" if v is classad2.Value.Undefined else "error"


def _eval(text_or_tree, my, target):
    tree = classad2.ExprTree(text_or_tree) if isinstance(text_or_tree, str) else text_or_tree
    return tree.eval(my, target)


def reference(configset, slots: list[list[str]], job_lines: list[str], state: str | None):
    """What classad2 makes of every slot for one job, in the summary's terms."""
    scratch = ClassAd()
    texts = _publish(configset, scratch, None) if configset is not None else {}
    knobs = [(spelling, texts[key]) for key, (spelling, _) in scratch._attrs.items()]
    job = classad2.parseOne("\n".join(job_lines), classad2.ParserType.Old)
    our_job = parse_ad("\n".join(job_lines))
    req = our_job.lookup("Requirements")
    job_clauses = [clause_text(c) for c in clauses_of(req)] if req is not None else []
    out = {"matched": Counter(), "idle": Counter(), "start": Counter(), "job_accepts": 0, "slot_accepts": 0,
           "job_rejects": Counter(), "slot_rejects": Counter(), "job_sole": Counter(), "slot_sole": Counter()}

    def both(ad):
        job_ok = _truth(job.lookup("Requirements").eval(job, ad)) is True if "Requirements" in job else False
        start = ad.lookup("Start").eval(ad, job) if "Start" in ad else classad2.Value.Undefined
        slot_req = ad.lookup("Requirements").eval(ad, job) if "Requirements" in ad else True
        return job_ok, start, _truth(start) is True and _truth(slot_req) is True

    for lines in slots:
        ad = classad2.parseOne("\n".join(lines), classad2.ParserType.Old)
        for spelling, text in knobs:
            ad[spelling] = classad2.ExprTree(text)
        if state:
            ad["State"] = state
        current = ad.eval("State") if isinstance(ad.get("State"), str) else "Unknown"
        job_ok, start, slot_ok = both(ad)
        out["job_accepts"] += job_ok
        out["slot_accepts"] += slot_ok
        out["start"][_category(start)] += 1
        if job_ok and slot_ok:
            out["matched"][current] += 1
        failing = [c for c in job_clauses if _truth(_eval(c, job, ad)) is not True]
        out["job_rejects"].update(failing)
        if len(failing) == 1:
            out["job_sole"][failing[0]] += 1
        start_tree = ad.lookup("Start") if "Start" in ad else None
        if start_tree is not None:
            start_clauses = [clause_text(c) for c in clauses_of(parse_expr(str(start_tree)))]
            failing = [c for c in start_clauses if _truth(_eval(c, ad, job)) is not True]
            out["slot_rejects"].update(failing)
            if len(failing) == 1:
                out["slot_sole"][failing[0]] += 1
        ad["State"], ad["Activity"] = "Unclaimed", "Idle"
        job_ok, _, slot_ok = both(ad)
        if job_ok and slot_ok:
            out["idle"][current] += 1
    return out


def _check(summary_job, expected):
    assert summary_job.matched_by_state == dict(expected["matched"])
    assert summary_job.idle_matched_by_state == dict(expected["idle"])
    assert summary_job.start == {v: expected["start"].get(v, 0) for v in START_VALUES}
    assert summary_job.job_accepts == expected["job_accepts"]
    assert summary_job.slot_accepts == expected["slot_accepts"]
    for reason in summary_job.reasons:
        side = "job" if reason.side == "job" else "slot"
        assert reason.rejects == expected[f"{side}_rejects"].get(reason.clause, 0), reason
        assert reason.sole == expected[f"{side}_sole"].get(reason.clause, 0), reason


@needs_oracle
@pytest.mark.oracle
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(pools())
def test_pool_counts_match_classad2_on_every_slot(tmp_path, pool):
    slots, config_start, jobs, state = pool
    configset = load_config(str(_config(tmp_path, config_start)), subsystem="STARTD")
    text = "\n\n".join("\n".join(lines) for lines in slots) + "\n"
    job_ads = [parse_ad("\n".join(lines)) for lines in jobs]
    for lazy in (True, False):
        slot_ads = read_ads(text, lazy=lazy).ads
        summary = summarize_pool(configset, slot_ads, job_ads, now=NOW, state=state)
        assert summary.slots == len(slots)
        for job_lines, summary_job in zip(jobs, summary.jobs):
            _check(summary_job, reference(configset, slots, job_lines, state))


# -- the shortcuts are exact -------------------------------------------------------------------------------

_VALUES = ["true", "false", "undefined", "error", "1", "0", "2.5", "0.0", '"s"', "{1}", "[a = 1]"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_VALUES), min_size=2, max_size=5))
def test_folding_clause_values_gives_the_chain_value(values):
    chain = " && ".join(values)
    whole = evaluate(parse_expr(chain))
    folded = fold_and([evaluate(parse_expr(v)) for v in values])
    assert type(whole) is type(folded) and (whole == folded or isinstance(whole, ErrorValue))


def test_and2_matches_the_evaluator_pairwise():
    for a in _VALUES:
        for b in _VALUES:
            whole = evaluate(parse_expr(f"{a} && {b}"))
            got = and2(evaluate(parse_expr(a)), evaluate(parse_expr(b)))
            assert type(whole) is type(got), (a, b)
            assert whole == got or isinstance(whole, ErrorValue), (a, b)


def test_clauses_follow_the_left_spine_only():
    texts = [unparse(c) for c in clauses_of(parse_expr("((a && b) && (c && d)) && e"))]
    assert texts == ["a", "b", "(c && d)", "e"]
    assert [unparse(c) for c in clauses_of(parse_expr("(x || y)"))] == ["x || y"]


def test_memo_and_idle_shortcuts_agree_with_plain_ads(tmp_path):
    # the same pool through lazy ads (memos, shared layers, idle only where State is read)
    # and through plain ads (copied and evaluated in full)
    configset = load_config(str(_config(tmp_path, '(State =!= "Owner") && (KeyboardIdle > 600)')),
                            subsystem="STARTD")
    lines = []
    for i in range(300):
        state = ["Claimed", "Owner", "Unclaimed"][i % 3]
        lines.append(f'Name = "slot{i}"\nState = "{state}"\nActivity = "Idle"\nMemory = {1024 * (1 + i % 4)}\n'
                     f"Cpus = {1 + i % 3}\nKeyboardIdle = {(i * 37) % 1200}\n"
                     f"Requirements = (START) && (WithinResourceLimits)\nWithinResourceLimits = {WITHIN}\n")
    text = "\n".join(lines)
    job = parse_ad("RequestMemory = 2048\nRequestCpus = 2\nRequirements = TARGET.Memory >= RequestMemory")
    lazy = summarize_pool(configset, read_ads(text, lazy=True).ads, [job], now=NOW)
    plain = summarize_pool(configset, read_ads(text).ads, [job], now=NOW)
    assert lazy == plain
    assert lazy.jobs[0].matched < lazy.jobs[0].idle_matched  # Owner slots match once idle


def test_several_jobs_count_like_one_job_each(tmp_path):
    configset = load_config(str(_config(tmp_path, "KeyboardIdle > 600")), subsystem="STARTD")
    text = "\n\n".join(f'State = "Unclaimed"\nMemory = {m}\nKeyboardIdle = {k}\nRequirements = START'
                       for m in (1024, 4096) for k in (0, 900)) + "\n"
    jobs = [parse_ad(f"RequestMemory = {r}\nRequirements = TARGET.Memory >= RequestMemory") for r in (2048, 512)]
    together = summarize_pool(configset, read_ads(text, lazy=True).ads, jobs, now=NOW)
    for job, summary in zip(jobs, together.jobs):
        alone = summarize_pool(configset, read_ads(text, lazy=True).ads, [job], now=NOW)
        assert replace(alone.jobs[0], job=summary.job) == summary
    assert [j.matched for j in together.jobs] == [1, 2]


def test_suggestions_name_the_bound_and_the_values():
    slots = "\n\n".join(f'State = "Unclaimed"\nMemory = {m}\nArch = "{a}"\nRequirements = true'
                        for m, a in ((1024, "X86_64"), (4096, "aarch64"), (4096, "X86_64"))) + "\n"
    job = parse_ad('RequestMemory = 8192\nRequirements = (TARGET.Memory >= RequestMemory) && '
                   '(TARGET.Arch == "X86_64") && (TARGET.Gpus >= 1)')
    summary = summarize_pool(None, read_ads(slots, lazy=True).ads, [job], now=NOW).jobs[0]
    by_clause = {r.clause: r for r in summary.reasons}
    memory = by_clause["TARGET.Memory >= RequestMemory"]
    assert memory.rejects == 3 and memory.suggestion == (
        "RequestMemory is 8192; the largest TARGET.Memory among the rejected slots is 4096 (2 slots): "
        "RequestMemory <= 4096 would admit them")
    arch = by_clause['TARGET.Arch == "X86_64"']
    assert arch.rejects == 1 and '"aarch64" (1)' in arch.suggestion
    gpus = by_clause["TARGET.Gpus >= 1"]
    assert gpus.rejects == 3 and "undefined in 3" in gpus.suggestion
    assert summary.reasons[0].rejects == 3


def test_a_config_knob_that_does_not_parse_is_noted(tmp_path):
    configset = load_config(str(_config(tmp_path, "KeyboardIdle > ")), subsystem="STARTD")
    layers = publication(configset)
    assert any("does not parse" in note for note in layers.notes)
    summary = summarize_pool(configset, read_ads('Start = true\nState = "Unclaimed"\n\nStart = true\n',
                                                 lazy=True).ads, [parse_ad("Requirements = true")], now=NOW)
    assert summary.jobs[0].start["undefined"] == 2  # the slots' own START is not used either


# -- the command line --------------------------------------------------------------------------------------------

POOL = [
    ('Name = "slot1@a"', 'State = "Unclaimed"', 'Activity = "Idle"', "Memory = 4096", "Cpus = 4",
     'Arch = "X86_64"', "KeyboardIdle = 1000", "Requirements = START"),
    ('Name = "slot2@a"', 'State = "Claimed"', 'Activity = "Busy"', "Memory = 1024", "Cpus = 1",
     'Arch = "X86_64"', "KeyboardIdle = 1000", "Requirements = START"),
    ('Name = "slot1@b"', 'State = "Owner"', 'Activity = "Idle"', "Memory = 8192", "Cpus = 8",
     'Arch = "aarch64"', "KeyboardIdle = 10", "Requirements = START"),
]
JOBS = ('ClusterId = 7\nProcId = 0\nRequestMemory = 2048\nRequirements = (TARGET.Memory >= RequestMemory) && '
        '(TARGET.Arch == "X86_64")\n\nClusterId = 7\nProcId = 1\nRequestMemory = 512\nRequirements = true\n')


@pytest.fixture()
def files(tmp_path):
    config = tmp_path / "condor_config"
    config.write_text('START = (KeyboardIdle > 600) && (State != "Owner")\n')
    long_form = tmp_path / "pool.ads"
    long_form.write_text("\n\n".join("\n".join(lines) for lines in POOL) + "\n")
    jobs = tmp_path / "jobs.ads"
    jobs.write_text(JOBS)
    return tmp_path, config, long_form, jobs


def _run(capsys, *argv):
    code = main(["policy", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


def test_pool_json_shape(files, capsys):
    tmp, config, machines, jobs = files
    code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--now", NOW,
                          "--format", "json", "--workers", 1)
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["kind"] == "pool" and data["format"] == "long" and data["slots"] == 3
    assert data["states"] == {"Claimed": 1, "Owner": 1, "Unclaimed": 1}
    first, second = data["jobs"]
    assert [first["job"], second["job"]] == ["7.0", "7.1"]
    for job in data["jobs"]:
        assert set(job) >= {"slots", "matched", "start", "reasons", "idle_matched", "matched_by_state"}
        assert set(job["start"]) == {"true", "false", "undefined", "error"}
        assert sum(job["start"].values()) == 3
        for reason in job["reasons"]:
            assert reason["side"] in ("job", "slot") and isinstance(reason["clause"], str)
            assert isinstance(reason["rejects"], int) and isinstance(reason["sole"], int)
    assert first["matched"] == 1 and first["matched_by_state"] == {"Unclaimed": 1}
    # a claimed slot still matches when its START holds (the negotiator may preempt for the job);
    # the Owner slot's START fails on KeyboardIdle even when idle
    assert second["matched"] == 2 and second["idle_matched"] == 2
    assert second["matched_by_state"] == {"Claimed": 1, "Unclaimed": 1}
    assert first["reasons"][0]["rejects"] >= first["reasons"][-1]["rejects"]


def _write_forms(tmp, lines_list):
    ads = [parse_ad("\n".join(lines)) for lines in lines_list]
    classad = oracle()
    forms = {"new": "{\n" + "\n,\n".join("[ " + "; ".join(lines) + " ]" for lines in lines_list) + "\n}\n",
             "xml": xml_file(ads)}
    if classad is not None:
        built = [classad.parseOne("\n".join(lines), classad.ParserType.Old) for lines in lines_list]
        forms["json"] = "[\n" + ",\n".join(ad.printJson().rstrip("\n") for ad in built) + "\n]\n"
    paths = {}
    for form, text in forms.items():
        paths[form] = tmp / f"pool.{form}"
        paths[form].write_text(text)
    return paths


def test_every_input_form_gives_the_same_summary(files, capsys):
    tmp, config, machines, jobs = files
    base = ["--config", config, "--job", jobs, "--now", NOW, "--format", "json", "--workers", 1]
    code, out, _ = _run(capsys, *base, "--machine", machines)
    expected = json.loads(out)
    for form, path in _write_forms(tmp, POOL).items():
        code, out, err = _run(capsys, *base, "--machine", path)
        assert code == 0, err
        got = json.loads(out)
        assert got["format"] == form
        assert got["jobs"] == expected["jobs"], form


@pytest.mark.parametrize("variant", ["crlf", "blank runs", "no final newline", "banners"])
def test_long_form_variants_give_the_same_summary(files, capsys, variant):
    tmp, config, machines, jobs = files
    base = ["--config", config, "--job", jobs, "--now", NOW, "--format", "json", "--workers", 1]
    code, out, _ = _run(capsys, *base, "--machine", machines)
    expected = json.loads(out)
    text = machines.read_text()
    changed = {"crlf": lambda t: t.replace("\n", "\r\n"),
               "blank runs": lambda t: "\n\n\n" + t.replace("\n\n", "\n\n\n\n").rstrip("\n") + "\n\n\n",
               "no final newline": lambda t: t.rstrip("\n"),
               "banners": lambda t: "-- Startd: banner\n" + t.replace("\n\n", "\n\n# a comment\n")}[variant](text)
    assert changed != text
    path = tmp / "variant.ads"
    path.write_bytes(changed.encode())
    code, out, err = _run(capsys, *base, "--machine", path)
    assert code == 0, err
    got = json.loads(out)
    assert got["format"] == "long" and got["slots"] == expected["slots"] and got["jobs"] == expected["jobs"]


def _old_has_several_blocks(text):
    stripped = text.strip()
    return "\n\n" in stripped or "\n \n" in stripped or "\n\t\n" in stripped


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["\n", " ", "\t", "A = 1", "x", "\u2003", "\r"]), max_size=14).map("".join))
def test_several_blocks_found_without_copying_the_text(text):
    from condor_ls.cli.policy import _has_several_blocks

    assert _has_several_blocks(text) == _old_has_several_blocks(text)


def test_slot_count_exact_or_estimated():
    from condor_ls.cli.policy import _COUNTED, _count_blocks

    block = "A = 1\nB = 2\n"
    small = "\n".join([block] * 10)
    assert _count_blocks(small, exact=False) == _count_blocks(small, exact=True) == 10
    big = "\n".join([block] * (2 * _COUNTED // len(block)))
    exact = _count_blocks(big, exact=True)
    assert exact == big.count("\n\n") + 1
    assert abs(_count_blocks(big, exact=False) - exact) <= exact * 0.01


def test_job_file_as_json(files, capsys):
    tmp, config, machines, _ = files
    jobs = tmp / "jobs.json"
    jobs.write_text('[\n{\n  "ClusterId": 7,\n  "ProcId": 0,\n  "RequestMemory": 2048,\n'
                    '  "Requirements": "\\/Expr(TARGET.Memory >= RequestMemory)\\/"\n}\n]\n')
    code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--now", NOW,
                          "--format", "json")
    assert code == 0, err
    assert json.loads(out)["jobs"][0]["job"] == "7.0"


def test_workers_give_the_same_counts(tmp_path, capsys):
    config = tmp_path / "condor_config"
    config.write_text("START = KeyboardIdle > 600\n")
    machines = tmp_path / "pool.ads"
    machines.write_text("".join(f'Name = "slot{i}"\nState = "{["Claimed", "Unclaimed", "Owner"][i % 3]}"\n'
                                f"Memory = {512 * (1 + i % 7)}\nKeyboardIdle = {(i * 97) % 1500}\n"
                                f"Requirements = START\n\n" for i in range(900)))
    jobs = tmp_path / "job.ad"
    jobs.write_text("RequestMemory = 1024\nRequirements = TARGET.Memory >= RequestMemory\n")
    outputs = []
    for workers in (1, 2, 3):
        code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--now", NOW,
                              "--format", "json", "--workers", workers)
        assert code == 0 and err == ""
        outputs.append(json.loads(out))
    assert outputs[0] == outputs[1] == outputs[2]
    assert outputs[0]["slots"] == 900


def test_one_slot_and_one_job_keep_the_single_slot_preview(files, capsys):
    tmp, config, _, _ = files
    machine = tmp / "one.ad"
    machine.write_text("\n".join(POOL[0]) + "\n")
    job = tmp / "job.ad"
    job.write_text(JOBS.split("\n\n")[0] + "\n")
    code, out, _ = _run(capsys, "--config", config, "--machine", machine, "--job", job, "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert "kind" not in data and "state" in data and "expressions" in data


def test_one_slot_and_several_jobs_is_a_pool(files, capsys):
    tmp, config, _, jobs = files
    machine = tmp / "one.ad"
    machine.write_text("\n".join(POOL[0]) + "\n")
    code, out, _ = _run(capsys, "--config", config, "--machine", machine, "--job", jobs, "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["kind"] == "pool" and data["slots"] == 1 and len(data["jobs"]) == 2


def test_text_report(files, capsys):
    tmp, config, machines, jobs = files
    code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--now", NOW)
    assert code == 0 and err == ""  # no progress bar: stderr is not a terminal
    assert out.startswith("pool: 3 slots")
    assert "job 7.0" in out and "matched now: 1 of 3" in out and "TARGET.Memory >= RequestMemory" in out


@pytest.mark.parametrize("machine_text,words", [
    ("this is not an ad\n", "not a ClassAd file"),
    ("A = 1\n\nB 2\n", "line 3"),
    ("A = 1\n\nB = 2\n  C =\t(3 +\n", "line 4"),
    ("", "no machine ad"),
    ('[{"A": 1}', "cannot read machine ads"),
    ("<classads><c><a n=\"A\"><l>x</l></a></c></classads>", "cannot read machine ads"),
])
def test_malformed_machine_files_exit_2(files, capsys, machine_text, words):
    tmp, config, _, jobs = files
    bad = tmp / "bad.ads"
    bad.write_text(machine_text)
    code, out, err = _run(capsys, "--config", config, "--machine", bad, "--job", jobs)
    assert code == 2 and out == ""
    assert words in err and "Traceback" not in err and err.startswith("condor-ls policy:")


@pytest.mark.parametrize("job_text,words", [("nonsense here\n", "not a ClassAd file"), ("", "no job ad"),
                                            ("A = \"unterminated\n", "line 1")])
def test_malformed_job_files_exit_2(files, capsys, job_text, words):
    tmp, config, machines, _ = files
    bad = tmp / "bad.job"
    bad.write_text(job_text)
    code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", bad)
    assert code == 2 and words in err and "Traceback" not in err


def test_a_value_that_does_not_parse_is_reported_not_fatal(files, capsys):
    # values are parsed when an evaluation reads them: a broken one that is read evaluates to
    # error and is named in the notes; one that nothing reads is never looked at
    tmp, config, _, jobs = files
    machines = tmp / "odd.ads"
    broken = [tuple(line if not line.startswith("KeyboardIdle") else "KeyboardIdle = (1 +" for line in POOL[0])]
    machines.write_text("\n\n".join("\n".join(lines) for lines in broken + POOL[1:]) + "\nUnread = (1 +\n")
    code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--format", "json",
                          "--workers", 1)
    assert code == 0
    data = json.loads(out)
    assert data["slots"] == 3 and data["jobs"][0]["start"]["error"] == 1
    assert any("do not parse" in note for note in data["notes"])
    assert any(note.startswith("KeyboardIdle = (1 +") for note in data["notes"])
    assert not any("Unread" in note for note in data["notes"])


def test_missing_files_exit_2(files, capsys):
    tmp, config, machines, jobs = files
    code, _, err = _run(capsys, "--config", config, "--machine", tmp / "nope.ads", "--job", jobs)
    assert code == 2 and "cannot read machine ads" in err
    code, _, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--workers", 0)
    assert code == 2 and "--workers" in err


def test_progress_bar_only_on_a_terminal(monkeypatch):
    from condor_ls.cli import policy_pool

    written = []

    class FakeErr:
        def write(self, text):
            written.append(text)

        def flush(self):
            pass

        def isatty(self):
            return True

    monkeypatch.setattr("sys.stderr", FakeErr())
    bar = policy_pool._Bar(100, True)
    bar.to(50)
    bar.bar.refresh()
    bar.close()
    assert any("evaluating" in w and "50/100" in w for w in written)
    quiet = policy_pool._Bar(100, False)
    assert quiet.bar is None


def test_pool_with_submit_requirements(files, capsys):
    tmp, config, machines, jobs = files
    config.write_text(config.read_text() + "SUBMIT_REQUIREMENT_NAMES = BigEnough\n"
                      "SUBMIT_REQUIREMENT_BigEnough = RequestMemory >= 1024\n"
                      'SUBMIT_REQUIREMENT_BigEnough_REASON = "ask for a gigabyte"\n')
    code, out, err = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--now", NOW,
                          "--format", "json", "--workers", 1)
    assert code == 0, err
    submit = json.loads(out)["submit_requirements"]
    assert [j["accepted"] for j in submit["jobs"]] == [True, False]
    assert submit["jobs"][1]["message"] == "ask for a gigabyte"
    code, out, _ = _run(capsys, "--config", config, "--machine", machines, "--job", jobs, "--now", NOW)
    assert "job 7.1: rejected by BigEnough" in out
