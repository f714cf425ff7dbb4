"""The pool summary evaluates each slot at its own time.

A ``condor_status`` dump is a set of ads published at different moments: each carries the
startd's clock when it published (``MyCurrentTime``) and the collector's when it heard it
(``LastHeardFrom``). An expression that reads ``time()`` (or ``CurrentTime``) is evaluated as
the startd evaluated it then, unless ``--now`` fixes one time for every slot. The read memo,
which reuses one slot's result for the next slot that read the same raw values, must then treat
the time as read from the ad when (and only when) the evaluation read it.
"""
from __future__ import annotations

import json

import pytest

from condor_ls.analysis.policy.pool import slot_time, summarize_pool
from condor_ls.classad.adfiles import read_ads
from condor_ls.classad.evaluator import evaluate
from condor_ls.classad.parser import parse_ad, parse_expr
from condor_ls.cli.main import main
from condor_ls.config.reader import load_config

T0 = 1_700_000_000
JOB = "RequestMemory = 512\nRequirements = TARGET.Memory >= RequestMemory\n"


def _dump(times: list[tuple[int | None, int | None]], start: str | None = None, extra: str = "") -> str:
    ads = []
    for i, (mine, heard) in enumerate(times):
        lines = [f'Name = "slot{i}@m"', 'State = "Unclaimed"', 'Activity = "Idle"', "Memory = 1024",
                 "EnteredCurrentState = 1700000000", "Requirements = START"]
        if start is not None:
            lines.append(f"START = {start}")
        if mine is not None:
            lines.append(f"MyCurrentTime = {mine}")
        if heard is not None:
            lines.append(f"LastHeardFrom = {heard}")
        ads.append("\n".join(lines) + extra)
    return "\n\n".join(ads) + "\n"


def _config(tmp_path, start: str):
    path = tmp_path / "condor_config"
    path.write_text(f"START = {start}\n")
    return load_config(str(path), subsystem="STARTD")


# a START that only slots published more than 1000 s after they entered their state pass
AGED = "(time() - EnteredCurrentState) > 1000"


@pytest.mark.parametrize("lazy", [True, False])
def test_each_slot_is_evaluated_at_its_own_time(tmp_path, lazy):
    configset = _config(tmp_path, AGED)
    times = [(T0 + 500, None), (T0 + 1500, None), (T0 + 900, None), (T0 + 3000, None), (T0 + 2000, None)]
    slots = read_ads(_dump(times), lazy=lazy).ads
    job = parse_ad(JOB)
    summary = summarize_pool(configset, slots, [job])
    assert summary.jobs[0].matched == 3  # the slots published at +1500, +3000 and +2000
    assert summary.jobs[0].start == {"true": 3, "false": 2, "undefined": 0, "error": 0}
    # one fixed time for all, as --now asks
    assert summarize_pool(configset, read_ads(_dump(times), lazy=lazy).ads, [job], now=T0 + 10).jobs[0].matched == 0
    assert summarize_pool(configset, read_ads(_dump(times), lazy=lazy).ads, [job], now=T0 + 5000).jobs[0].matched == 5


def test_last_heard_from_is_the_fallback_and_then_the_current_time(tmp_path):
    configset = _config(tmp_path, AGED)
    # MyCurrentTime wins over LastHeardFrom; without either the slot is evaluated now (far later)
    times = [(T0 + 500, T0 + 5000), (None, T0 + 5000), (None, T0 + 500), (None, None)]
    summary = summarize_pool(configset, read_ads(_dump(times), lazy=True).ads, [parse_ad(JOB)])
    assert summary.jobs[0].matched == 2
    assert any("3 slots evaluated at their own MyCurrentTime, 1 without one" in n for n in summary.notes)
    assert slot_time(parse_ad("MyCurrentTime = 12\nLastHeardFrom = 30")) == 12.0
    assert slot_time(parse_ad('MyCurrentTime = "x"\nLastHeardFrom = 30')) == 30.0
    assert slot_time(parse_ad("Memory = 1")) is None


def test_the_memo_shares_results_only_where_time_was_not_read(tmp_path):
    """Slots identical but for their time: a START that reads time() gets each slot's own
    answer (compared with evaluating every slot on its own), and one that does not is still
    answered from the memo (the counts are all that can be observed, and are the same)."""
    times = [(T0 + t, None) for t in (100, 1200, 200, 1300, 900, 1100, 5000, 0, 1001, 999) * 30]
    text = _dump(times)
    job = parse_ad(JOB)
    for start, expected in ((AGED, None), ("Memory >= 1024", len(times)), ("CurrentTime - EnteredCurrentState > 1000", None)):
        configset = _config(tmp_path, start)
        summary = summarize_pool(configset, read_ads(text, lazy=True).ads, [job])
        if expected is None:
            expected = sum(evaluate(parse_expr(start), parse_ad(f"EnteredCurrentState = {T0}"), now=T0 + t) is True
                           for t in (100, 1200, 200, 1300, 900, 1100, 5000, 0, 1001, 999)) * 30
        assert summary.jobs[0].matched == expected, start
        plain = summarize_pool(configset, read_ads(text).ads, [job])
        assert plain.jobs[0].matched == expected, start


def test_the_time_of_a_slot_reaches_the_job_side_too(tmp_path):
    configset = _config(tmp_path, "true")
    job = parse_ad("Requirements = time() > TARGET.EnteredCurrentState + 1000\n")
    times = [(T0 + 500, None), (T0 + 1500, None), (T0 + 900, None)]
    assert summarize_pool(configset, read_ads(_dump(times), lazy=True).ads, [job]).jobs[0].matched == 1


def test_command_line_uses_each_slots_time_unless_now_is_given(tmp_path, capsys):
    config = tmp_path / "condor_config"
    config.write_text(f"START = {AGED}\n")
    machines = tmp_path / "pool.ads"
    machines.write_text(_dump([(T0 + 500, None), (T0 + 1500, None), (T0 + 2500, None)]))
    jobs = tmp_path / "job.ad"
    jobs.write_text(JOB)

    def run(*extra):
        code = main(["policy", "--config", str(config), "--machine", str(machines), "--job", str(jobs),
                     "--format", "json", "--workers", "1", *extra])
        out, err = capsys.readouterr()
        assert code == 0, err
        return json.loads(out)["jobs"][0]["matched"]

    assert run() == 2
    assert run("--now", str(T0)) == 0
    assert run("--now", str(T0 + 10_000)) == 3


def test_workers_agree_on_own_times(tmp_path, capsys):
    config = tmp_path / "condor_config"
    config.write_text(f"START = {AGED}\n")
    machines = tmp_path / "pool.ads"
    machines.write_text(_dump([(T0 + (i * 37) % 2000, None) for i in range(900)]))
    jobs = tmp_path / "job.ad"
    jobs.write_text(JOB)
    outputs = []
    for workers in ("1", "3"):
        code = main(["policy", "--config", str(config), "--machine", str(machines), "--job", str(jobs),
                     "--format", "json", "--workers", workers])
        out, err = capsys.readouterr()
        assert code == 0, err
        outputs.append(json.loads(out))
    assert outputs[0] == outputs[1]
    assert outputs[0]["jobs"][0]["matched"] == sum(1 for i in range(900) if (i * 37) % 2000 > 1000)


def test_results_are_reused_unless_the_time_was_read(tmp_path, monkeypatch):
    """Counting the evaluations: 300 slots that differ only in their time take one evaluation
    each for a START that does not read the time, and one per distinct time for one that does."""
    from condor_ls.analysis.policy import pool

    calls = []
    real_run = pool._run
    monkeypatch.setattr(pool, "_run", lambda st, expr: calls.append(expr) or real_run(st, expr))
    distinct = (100, 1200, 200, 1300, 900, 1100, 5000, 0, 1001, 999)
    text = _dump([(T0 + t, None) for t in distinct * 30])
    job = parse_ad(JOB)
    runs = {}
    for start in ("Memory >= 1024", AGED):
        calls.clear()
        summarize_pool(_config(tmp_path, start), read_ads(text, lazy=True).ads, [job])
        runs[start] = len(calls)
    assert runs["Memory >= 1024"] <= 6  # each distinct evaluation once (START, the job, the slot's Requirements)
    assert len(distinct) <= runs[AGED] <= 6 * len(distinct)
