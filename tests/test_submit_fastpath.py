"""The fast paths that make thousands of procs cheap must not change a single attribute:

* compiled templates (:meth:`SubmitTable.compile`) expand exactly as the table's own expansion
  does, for any values the queue variables take;
* procs made by replaying a plan (:class:`ReplayContext`: memoised constant values, templates
  for live ones, plans widened when a proc changes more than they foresaw) equal procs made by
  running every rule, attribute for attribute, sources and problems included, on generated
  files with many procs whose items differ in kind (URLs, blanks, quotes, ``$``, numbers,
  existing and missing files);
* the long and JSON dumps of those procs (written by reusing the cluster ad's text) equal the
  dumps of the same ads written in full.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from condor_ls.classad.ad import ClassAd
from condor_ls.classad.jsonwrite import ads_json
from condor_ls.classad.unparse import unparse
from condor_ls.cli.submit import write_long
from condor_ls.submit.jobads import SubmitOptions, build_job_ads
from condor_ls.submit.jobads import builder
from condor_ls.submit.jobads.hashtable import SubmitTable

sys.path.insert(0, str(Path(__file__).resolve().parent))
from oracle.submit_ours import materialise  # noqa: E402
from oracle.submit_strategies import COMMANDS, FILES  # noqa: E402

ENV = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent-home", "CONDOR_CONFIG": "/dev/null"}

# ------------------------------------------------------------------ compiled templates
_NAMES = ["a", "b", "c", "Process", "Step", "ItemIndex", "k", "SUBMIT.k", "m", "DOLLAR", "undefined_x"]
_PIECES = st.sampled_from(["x", "/", ".", " ", "$", "$$", "(", ")", ":", ",", "\"", "'", "%", "%s"]) | st.sampled_from(
    [f"$({n})" for n in _NAMES] + [f"$F{f}({n})" for f in ("", "n", "x", "pnx", "q", "f", "dx", "b", "z")
                                    for n in ("a", "b", "k", "Process")] + ["$(a:def)", "$INT(c)", "$(a)$(b)"])
_TEXTS = st.lists(_PIECES, max_size=7).map("".join)
_VALUES = st.sampled_from(["v", "dir/file.tar.gz", "", "a b", "$(b)", "x$", "/abs/p.txt", "q\"t", "7", "..//x",
                           "$(Process)", "$Fn(b)", "50%", "%s%d"])


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(_TEXTS, st.dictionaries(st.sampled_from(["k", "SUBMIT.k", "m", "c"]), _TEXTS, max_size=4),
       st.lists(st.tuples(_VALUES, _VALUES, _VALUES, st.integers(0, 12)), min_size=1, max_size=4),
       st.sampled_from([None, "/work/dir", "rel"]))
def test_templates_expand_as_the_table_does(text: str, macros: dict[str, str], rounds: list, cwd: str | None) -> None:
    table = SubmitTable({"Process": "0", "Step": "0", "ItemIndex": "0", "Cluster": "1"}, environ={})
    for name, value in macros.items():
        table.insert(name, value, None, "submit")
    table.set_live("a", "init")
    table.set_live("b", "init")
    template = table.compile(text)
    for a, b, c_value, proc in rounds:
        table.set_live("a", a)
        table.set_live("b", b)
        if "c" not in macros:
            table.set_live("c", c_value)
        table.set_default("Process", str(proc), live=True)
        expected = table.expand(text, cwd)
        if template is not None and template.generation == table.generation:
            got = template.expand(cwd)
            assert got is None or got == expected, (text, got, expected)


def test_templates_cover_the_common_forms() -> None:
    table = SubmitTable({"Process": "0"}, environ={})
    table.insert("base", "out/$(name)", None, "submit")
    table.set_live("name", "job7")
    for text in ("$(base).$(Process).out", "$Fn(name) --x $(name)", "$Fqnx(name)", "plain"):
        assert table.compile(text) is not None, text
    for text in ("$(name:default)", "$INT(Process)", "$$(name)", "$(DOLLAR)", "$Fn(base)"):
        assert table.compile(text) is None, text
    template = table.compile("$(base).$(Process).out")
    assert template is not None and template.expand(None) == "out/job7.0.out"
    table.set_live("name", "has$dollar")
    assert template.expand(None) is None  # rescanned by the full expansion instead


# ------------------------------------------------------------------ replayed procs
_ITEM = st.sampled_from(["a.dat", "b.dat", "missing.txt", "http://h/x", "sub", "x y", "7", "12G", "true", "$(n)",
                         "'q'", "\"dq\"", "in.txt", "/dev/null", "run.sh", "1.5", "a,b", "-"])
_USES = [
    "arguments = $(a) $(Process) --b $(b)", "arguments = $Fn(a) $(b)", "arguments2 = \"$(a) '$(b)'\"",
    "environment = \"A=$(a) S=$(Step)\"", "environment = X=$(b);Y=$(Process)", "output = out/$Fn(a).$(Process)",
    "error = $(b)", "input = $(a)", "transfer_input_files = $(a), b.dat", "transfer_input_files = $(a),$(b)",
    "transfer_output_files = r_$(Process)", "+Tag = \"$(a)\"", "+Num = $(b)", "MY.Both = \"$(a)-$(b)\"",
    "request_memory = $(b)", "request_disk = $(a)", "initialdir = $(b)", "log = log.$(Process)",
    "description = $(a) $(b)", "hold = $(b)", "should_transfer_files = YES", "batch_name = $Fqn(a)",
    "transfer_output_remaps = \"o = $(a)\"", "requirements = $(b)", "+Step = $(Step)",
]


@st.composite
def many_proc_files(draw: st.DrawFn) -> str:
    lines = ["executable = /bin/echo" if draw(st.booleans()) else "executable = run.sh"]
    for index in draw(st.lists(st.sampled_from(range(len(COMMANDS))), max_size=3, unique=True)):
        name, values = COMMANDS[index]
        lines.append(f"{name} = {draw(values)}")
    lines.extend(draw(st.lists(st.sampled_from(_USES), min_size=1, max_size=6, unique=True)))
    rows = draw(st.lists(st.tuples(_ITEM, _ITEM), min_size=4, max_size=14))
    repeat = draw(st.sampled_from(["", "2 "]))
    lines.append(f"queue {repeat}a,b from (\n" + "\n".join(f"{a} {b}" for a, b in rows) + "\n)")
    return "\n".join(lines) + "\n"


def _all_ads(text: str, cwd: str, replay: bool, version: str) -> tuple[list, list]:
    builder.clear_memo()
    old = builder.REPLAY
    builder.REPLAY = replay
    try:
        result = build_job_ads(text, None, SubmitOptions(version=version, cwd=cwd, environ=ENV, submit_time=1700000000,
                                                         user="u"))
        procs = list(result.procs())
        ads = [{k: (unparse(v, old=True), p.sources(k)) for k, v in p.ad.items()} for p in procs]
        ads.append({"problems": repr([(p.code, p.message, p.proc) for p in result.problems])})
        return ads, [p.ad for p in procs]
    finally:
        builder.REPLAY = old
        builder.clear_memo()


def _plain(ad: ClassAd) -> ClassAd:
    copy = ClassAd()
    copy._attrs = dict(ad._attrs)  # noqa: SLF001 - the same attributes, without the cluster ad under them
    return copy


@settings(max_examples=80, deadline=None, suppress_health_check=list(HealthCheck))
@given(many_proc_files(), st.sampled_from(["25", "24.0"]))
def test_replayed_procs_equal_full_builds(text: str, version: str) -> None:
    with tempfile.TemporaryDirectory() as root:
        cwd = materialise(root, {"files": FILES})
        fast, ads = _all_ads(text, cwd, True, version)
        full, _ = _all_ads(text, cwd, False, version)
        assert fast == full
        plain = [_plain(ad) for ad in ads]
        assert "".join(write_long(ads)) == "".join(write_long(plain))
        assert ads_json(ads) == ads_json(plain)


def test_a_plan_widens_and_later_procs_follow_it(tmp_path: Path) -> None:
    """Input sizes that differ only from the tenth proc on: the plan made at proc 2 did not
    foresee DiskUsage changing; it widens once, and the procs after it follow the wider plan."""
    for i in range(30):
        (tmp_path / f"f{i:02d}.dat").write_bytes(b"x" * (10 if i < 10 else 5000 * i))
    text = "executable = /bin/echo\narguments = $Fn(f)\ntransfer_input_files = $(f)\nqueue f matching *.dat\n"
    fast, _ = _all_ads(text, str(tmp_path), True, "25")
    full, _ = _all_ads(text, str(tmp_path), False, "25")
    assert fast == full
    builder.clear_memo()
    result = build_job_ads(text, None, SubmitOptions(cwd=str(tmp_path), environ=ENV, submit_time=1, user="u"))
    procs = list(result.procs())
    plan = result.queues[0]._plan
    runs = {item.log.name: item for item in plan if type(item).__name__ == "_Run"}
    assert "diskusage" in runs["SetTransferFiles"].differs
    assert [unparse(p.ad.lookup("DiskUsage")) for p in procs[9:12]] != [unparse(procs[9].ad.lookup("DiskUsage"))] * 3
