"""``condor-ls policy --submit``: the job ads of a submit file, per queue statement, against a
small pool whose counts are worked out by hand below (better-analyze's totals and the counts
per clause of the job's Requirements and of the slots' START).

The pool (every slot X86_64, a large disk, file transfer, FileSystemDomain "pool", a 25.0
CondorVersion, ``Requirements = START``):

==========  ======  ====  =======  =========================================  =========
slot        Memory  Cpus  OpSys    START                                      State
==========  ======  ====  =======  =========================================  =========
slot1@a       1024     1  LINUX    true                                       Unclaimed
slot1@b       4096     4  LINUX    true                                       Unclaimed
slot1@c       8192     8  LINUX    KeyboardIdle > 600 (KeyboardIdle 10)       Owner
slot1@d       8192     8  WINDOWS  true                                       Unclaimed
slot1@e      16384     2  LINUX    TARGET.RequestMemory < 4096                Claimed
slot1@f       2048     2  LINUX    true                                       Unclaimed
==========  ======  ====  =======  =========================================  =========

The submit file asks for 2 cpus and ``request_memory = $(mem)`` over ``(2GB, 6GB)``: two
procs whose ads differ in RequestMemory, so each is analysed.

Proc 0 (2048 MB, 2 cpus, LINUX): a fails memory and cpus (two clauses: neither is the only
reason), d fails OpSys (the only reason); b, e and f match; c's START is false (its only
START clause). Totals: 2 rejected by the job, 1 by the slot, 3 match (Unclaimed 2, Claimed 1).

Proc 1 (6144 MB): memory rejects a, b and f (a also fails cpus: memory is the only reason for
b and f); d fails OpSys only (its memory is 8192); c and e pass the job's Requirements and
both STARTs are false (KeyboardIdle; RequestMemory 6144 is not < 4096). Totals: 4, 2, 0.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from condor_ls.cli.main import main

SLOTS = [
    ("slot1@a", 1024, 1, "LINUX", "true", "Unclaimed", "Idle", {}),
    ("slot1@b", 4096, 4, "LINUX", "true", "Unclaimed", "Idle", {}),
    ("slot1@c", 8192, 8, "LINUX", "(KeyboardIdle > 600)", "Owner", "Idle", {"KeyboardIdle": "10"}),
    ("slot1@d", 8192, 8, "WINDOWS", "true", "Unclaimed", "Idle", {}),
    ("slot1@e", 16384, 2, "LINUX", "(TARGET.RequestMemory < 4096)", "Claimed", "Busy", {}),
    ("slot1@f", 2048, 2, "LINUX", "true", "Unclaimed", "Idle", {}),
]

SUBMIT = """\
executable = /bin/sleep
arguments = 60
request_memory = $(mem)
request_cpus = 2
queue mem in (2GB, 6GB)
"""


def pool_text() -> str:
    ads = []
    for name, memory, cpus, opsys, start, state, activity, extra in SLOTS:
        lines = ['MyType = "Machine"', f'Name = "{name}"', f"Memory = {memory}", f"Cpus = {cpus}",
                 f'OpSys = "{opsys}"', f"Start = {start}", f'State = "{state}"', f'Activity = "{activity}"',
                 'Arch = "X86_64"', "Disk = 10000000", "HasFileTransfer = true", 'FileSystemDomain = "pool"',
                 'CondorVersion = "$CondorVersion: 25.0.0 2025-01-01 $"', "Requirements = START"]
        lines += [f"{k} = {v}" for k, v in extra.items()]
        ads.append("\n".join(lines))
    return "\n\n".join(ads) + "\n"


@pytest.fixture
def files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "pool.ads").write_text(pool_text())
    (tmp_path / "job.sub").write_text(SUBMIT)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CONDOR_CONFIG", raising=False)
    return tmp_path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["policy", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def reasons(group: dict) -> dict[tuple[str, str], tuple[int, int, int | None]]:
    return {(r["side"], r["clause"]): (r["rejects"], r["sole"], r["slots"]) for r in group["reasons"]}


def test_counts_per_queue_statement_and_clause(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "--submit", "job.sub", "--machine", "pool.ads", "--format", "json")
    assert code == 0, err
    report = json.loads(out)
    assert report["kind"] == "submit" and report["slots"] == 6
    assert report["states"] == {"Claimed": 1, "Owner": 1, "Unclaimed": 4}
    (queue,) = report["queues"]
    assert (queue["line"], queue["statement"], queue["procs"], queue["unknown"]) == (5, "queue mem in (2GB, 6GB)", 2,
                                                                                      None)
    first, second = queue["groups"]
    assert (first["procs"], first["job"], second["procs"], second["job"]) == ([0], "1.0", [1], "1.1")

    assert (first["matched"], first["matched_by_state"]) == (3, {"Unclaimed": 2, "Claimed": 1})
    assert (first["job_accepts"], first["slot_accepts"]) == (4, 5)
    assert reasons(first) == {
        ("job", 'TARGET.OpSys == "LINUX"'): (1, 1, 6),
        ("job", "TARGET.Memory >= RequestMemory"): (1, 0, 6),
        ("job", "TARGET.Cpus >= RequestCpus"): (1, 0, 6),
        ("job", 'TARGET.Arch == "X86_64"'): (0, 0, 6),
        ("job", 'versionGE(split(TARGET.CondorVersion)[1],"25.12.0") || (TARGET.Disk >= RequestDisk)'): (0, 0, 6),
        ("job", "(TARGET.FileSystemDomain == MY.FileSystemDomain) || (TARGET.HasFileTransfer)"): (0, 0, 6),
        ("slot", "KeyboardIdle > 600"): (1, 1, 1),
        ("slot", "true"): (0, 0, 4),
        ("slot", "TARGET.RequestMemory < 4096"): (0, 0, 1),
    }

    assert (second["matched"], second["job_accepts"], second["slot_accepts"]) == (0, 2, 4)
    found = reasons(second)
    assert found[("job", "TARGET.Memory >= RequestMemory")] == (3, 2, 6)
    assert found[("job", 'TARGET.OpSys == "LINUX"')] == (1, 1, 6)
    assert found[("job", "TARGET.Cpus >= RequestCpus")] == (1, 0, 6)
    assert found[("slot", "KeyboardIdle > 600")] == (1, 1, 1)
    assert found[("slot", "TARGET.RequestMemory < 4096")] == (1, 1, 1)


def test_text_report_reads_like_better_analyze(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--submit", "job.sub", "--machine", "pool.ads")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "pool: 6 slots (pool.ads)"
    assert "queue mem in (2GB, 6GB) (job.sub:5): 2 procs" in lines
    at = lines.index("  job 1.0 (stands for proc 0)")
    assert lines[at + 1:at + 6] == [
        "  matches 3 of 6 slots now; 3 would match if idle (Unclaimed/Idle)",
        "  Of 6 slots:",
        "        2 are rejected by your job's requirements",
        "        1 reject your job because of their own requirements (START)",
        "        3 match your job (Unclaimed 2, Claimed 1)",
    ]
    at = lines.index("  job 1.1 (stands for proc 1)")
    assert lines[at + 3:at + 6] == [
        "        4 are rejected by your job's requirements",
        "        2 reject your job because of their own requirements (START)",
        "        0 match your job",
    ]
    # clause rows: matched, rejects, only; slot clauses say in how many STARTs they are
    assert "        3        3        2  TARGET.Memory >= RequestMemory" in lines
    assert "        0        1        1  KeyboardIdle > 600 (in the START of 1 slot)" in lines
    assert any("RequestMemory is 6144; the largest TARGET.Memory among the rejected slots is 4096" in line
               for line in lines)


def test_procs_grouped_by_what_the_match_reads(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (files / "many.sub").write_text("executable = /bin/sleep\narguments = $(Process)\noutput = out.$(Process)\n"
                                    "request_memory = $(m)\nqueue m in (1G, 1G, 6G, 1G)\n")
    code, out, _ = run(capsys, "--submit", "many.sub", "--machine", "pool.ads", "--format", "json")
    assert code == 0
    (queue,) = json.loads(out)["queues"]
    assert [g["procs"] for g in queue["groups"]] == [[0, 1, 3], [2]]
    assert [g["job"] for g in queue["groups"]] == ["1.0", "1.2"]
    assert queue["varies"] == ["Args", "Out"] and queue["examined"] == 4
    code, text, _ = run(capsys, "--submit", "many.sub", "--machine", "pool.ads")
    assert "  job 1.0 (stands for procs 0-1, 3)" in text
    assert "the procs also differ in Args, Out" in text


def test_unknown_procs_are_said_not_guessed(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (files / "cmd.sub").write_text("executable = /bin/sleep\nqueue 2\nqueue from /bin/ls |\n")
    code, out, err = run(capsys, "--submit", "cmd.sub", "--machine", "pool.ads", "--format", "json")
    assert code == 0
    first, second = json.loads(out)["queues"]
    assert first["procs"] == 2 and len(first["groups"]) == 1
    assert second["procs"] is None and second["groups"] == [] and "command" in second["unknown"]
    assert "never runs" in err
    code, text, _ = run(capsys, "--submit", "cmd.sub", "--machine", "pool.ads")
    assert "  not analysed: no proc is known" in text


def test_config_policy_laid_over_the_slots(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (files / "condor_config").write_text("START = TARGET.RequestCpus <= 1\n")
    code, out, _ = run(capsys, "--submit", "job.sub", "--machine", "pool.ads", "--config", "condor_config",
                       "--format", "json")
    assert code == 0
    first = json.loads(out)["queues"][0]["groups"][0]
    # every slot's START is now the config's, which refuses a 2-cpu job everywhere
    assert first["matched"] == 0 and first["slot_accepts"] == 0
    assert reasons(first)[("slot", "TARGET.RequestCpus <= 1")] == (6, 6, 6)


def test_failing_submit_file_exits_1_and_bad_inputs_2(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (files / "bad.sub").write_text("executable = /bin/sleep\nuniverse = nonsense\nqueue\n")
    code, out, err = run(capsys, "--submit", "bad.sub", "--machine", "pool.ads")
    assert code == 1 and "bad.sub:2: ERROR" in err and "nonsense" in err
    assert "not analysed: condor_submit stops with an error before it makes a proc" in out
    code, _, err = run(capsys, "--submit", "nowhere.sub", "--machine", "pool.ads")
    assert code == 2 and "cannot read nowhere.sub" in err
    code, _, err = run(capsys, "--submit", "job.sub", "--machine", "nowhere.ads")
    assert code == 2 and "nowhere.ads" in err
    (files / "junk.ads").write_text("[ this is not")
    code, _, err = run(capsys, "--submit", "job.sub", "--machine", "junk.ads")
    assert code == 2 and "junk.ads" in err
    code, _, err = run(capsys, "--machine", "pool.ads")
    assert code == 2 and "--config is required" in err


def test_without_a_pool_the_sample_slot(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--submit", "job.sub")
    assert code == 0 and out.startswith("pool: 1 slot (the sample slot)")


def test_html_page_has_the_breakdown_per_clause(files: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--submit", "job.sub", "--machine", "pool.ads", "--html", "report.html")
    assert code == 0 and "wrote report.html" in err
    page = (files / "report.html").read_text()
    assert "Pool: job 1.0" in page and "Pool: job 1.1" in page
    assert "TARGET.Memory &gt;= RequestMemory" in page and "KeyboardIdle &gt; 600" in page


def test_same_answer_from_a_separate_process(files: Path) -> None:
    """The installed entry point (not only main()) takes the option."""
    done = subprocess.run([sys.executable, "-m", "condor_ls", "policy", "--submit", "job.sub", "--machine",
                           "pool.ads", "--format", "json"], cwd=files, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["queues"][0]["groups"][0]["matched"] == 3
