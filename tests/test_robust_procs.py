"""A submit file that queues a billion procs keeps condor-ls bounded in memory.

condor_submit makes its procs one after another and forgets each once it is sent to the schedd
(``condor_submit.V6/submit.cpp``: the proc ad is built, queued, then the next). condor-ls builds
them lazily too; these tests check it also lets go of them, by the peak resident size of a
separate process that walks tens of thousands of procs.
"""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.jobads import builder

E = "executable = /bin/echo\narguments = $(Process)\n"

_WALK = textwrap.dedent("""
    import resource, sys
    from condor_ls.submit.jobads import SubmitOptions, build_job_ads
    text = "executable = /bin/echo\\narguments = $(Process)\\nqueue 1000000000\\n"
    result = build_job_ads(text, None, SubmitOptions(cwd=sys.argv[1], environ={"PATH": "/bin"}, submit_time=1,
                                                     user="u"))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    walked = 0
    for proc in result.procs():
        walked += 1
        if walked == int(sys.argv[2]):
            break
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(walked, (after - before) // 1024, result.incomplete)
""")


def _walk(tmp_path: Path, count: int) -> tuple[int, int, str]:
    out = subprocess.run([sys.executable, "-c", _WALK, str(tmp_path), str(count)], capture_output=True, text=True,
                         timeout=600, check=True).stdout.split(maxsplit=2)
    return int(out[0]), int(out[1]), out[2].strip()


def test_walking_procs_does_not_keep_them(tmp_path: Path) -> None:
    # each proc's ad is a few kilobytes: kept, 40,000 of them grow the process by well over 100 MB
    walked, grown_mb, incomplete = _walk(tmp_path, 40_000)
    assert walked == 40_000
    assert grown_mb < 40, f"the process grew by {grown_mb} MB while walking {walked} procs"
    assert "limit" in incomplete  # the cap on built procs is said, not silent


def test_the_count_is_the_real_one_while_building_is_capped(tmp_path: Path) -> None:
    builder.clear_memo()
    result = build_job_ads(E + "queue 1000000000\n", None, SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1,
                                                                         user="u"))
    (q,) = result.queues
    assert q.count == 1_000_000_000
    assert len(q.procs) == SubmitOptions().limits.max_procs
    assert result.incomplete == f"more procs than the limit of {SubmitOptions().limits.max_procs}"
    assert q.procs[-1].proc == SubmitOptions().limits.max_procs - 1


def test_a_proc_asked_for_again_is_the_same_while_it_is_cached(tmp_path: Path) -> None:
    builder.clear_memo()
    result = build_job_ads(E + "queue 5\n", None, SubmitOptions(cwd=str(tmp_path), environ={}, submit_time=1, user="u"))
    (q,) = result.queues
    assert q.procs[3] is q.procs[3]
    assert [p.proc for p in result.procs()] == [0, 1, 2, 3, 4]


_CLI = textwrap.dedent("""
    import dataclasses, resource, sys
    from condor_ls.cli import main, submit
    from condor_ls.submit.jobads import Limits
    made = submit.build_job_ads
    submit.build_job_ads = lambda text, path, options: made(
        text, path, dataclasses.replace(options, limits=Limits(max_procs=int(sys.argv[3]))))
    status = main.main(["submit", sys.argv[1], "--dump", "/dev/null", "--format", sys.argv[2], "--submit-time", "1"])
    print(status, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
""")


def _cli_peak_mb(path: Path, fmt: str, procs: int) -> int:
    out = subprocess.run([sys.executable, "-c", _CLI, str(path), fmt, str(procs)], capture_output=True, text=True,
                         timeout=600, check=True, cwd=path.parent).stdout.split()
    assert out[0] == "0"
    return int(out[1])


def test_the_dump_streams_every_format(tmp_path: Path) -> None:
    """``condor-ls submit --dump`` writes each ad as it is made and keeps none of them."""
    sub = tmp_path / "many.sub"
    sub.write_text(E + "queue 1000000000\n")
    for fmt in ("long", "json", "submit"):
        small = _cli_peak_mb(sub, fmt, 1_000)
        large = _cli_peak_mb(sub, fmt, 25_000)
        assert large - small < 10, f"--format {fmt}: {small} MB for 1,000 procs, {large} MB for 25,000"
