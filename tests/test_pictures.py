"""``condor-ls policy --html``: the page, its parts, and the page as a browser shows it.

The browser tests open the written page in headless Chromium (tests/browser.py; .ci/run installs
the Debian package): the charts are drawn with no console error and no request leaving the page,
the state machine's SVG holds a node for every state and the label of the move that fires, and
a screenshot (kept under build/artifacts/, or $CONDOR_LS_ARTIFACTS, and printed) has the colour
of the fired move where the diagram is. Without Chromium they skip, unless
CONDOR_LS_REQUIRE_BROWSER=1 (.ci/run) makes that a failure.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from collections import Counter
from pathlib import Path

import pytest

from condor_ls.analysis.policy.transitions import STATES, TRANSITIONS, Transition
from condor_ls.cli.main import main
from condor_ls.pictures.dag import DagNode, dag_layout, dag_section
from condor_ls.pictures.page import Chart, Section, render_page
from condor_ls.pictures.statemachine import FIRED, STATE_COLORS, Path as SlotPath, node_id, state_machine_chart
from condor_ls.pictures.vendor import library

from browser import Browser, chromium

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DATA = ROOT / "server" / "condor_ls" / "pictures" / "data"
ARTIFACTS = Path(os.environ.get("CONDOR_LS_ARTIFACTS", ROOT / "build" / "artifacts"))


def rgb(color: str) -> tuple[int, int, int]:
    return int(color[1:3], 16), int(color[3:5], 16), int(color[5:7], 16)


# -- the vendored library -------------------------------------------------------------------------------

def test_the_vendored_library_is_the_recorded_release_with_its_licence() -> None:
    record = json.loads((DATA / "VENDOR.json").read_text())
    assert record["license"] in {"Apache-2.0", "MIT", "BSD-2-Clause", "BSD-3-Clause", "ISC"}
    for name, digest in record["sha256"].items():
        assert hashlib.sha256((DATA / name).read_bytes()).hexdigest() == digest, f"{name} differs from VENDOR.json"
    assert any("LICENSE" in name for name in record["sha256"])
    script, meta = library()
    assert meta == record
    assert record["version"] in script and "Licensed to the Apache Software Foundation" in script[:400]
    assert "</script" not in script  # it is inlined into a <script> element as is


# -- the page and its parts ---------------------------------------------------------------------------------

def test_text_from_the_inputs_cannot_end_the_pages_script_or_markup() -> None:
    hostile = '</script><script>alert(1)</script><b onclick="x">'
    chart = Chart("c", {"series": [{"type": "bar", "data": [{"value": 1, "tip": hostile}]}]})
    page = render_page(hostile, [Section(hostile, "<p>ok</p>", (chart,), id="s")], subtitle=hostile)
    assert "<script>alert(1)" not in page
    assert '<b onclick="x">' not in page
    assert page.count("</script>") == page.count("<script")  # every script element is the page's own
    specs = page.split('id="condor-ls-charts">', 1)[1].split("</script>", 1)[0]
    assert json.loads(specs)[0]["option"]["series"][0]["data"][0]["tip"] == hostile


def test_the_state_machine_has_every_state_and_rule_and_marks_what_fires() -> None:
    move = Transition("Claimed", "Busy", "Claimed", "Suspended", None, 14, "WANT_SUSPEND and SUSPEND are true")
    chart = state_machine_chart(Counter({SlotPath("Claimed", "Busy", (move,)): 3, SlotPath("Owner", "Idle", ()): 2}))
    series = chart.option["series"][0]
    names = {n["name"] for n in series["data"]}
    assert names == {node_id(s, a) for s, acts in STATES.items() for a in acts}
    pairs = {(link["source"], link["target"]) for link in series["links"]}
    for rule in TRANSITIONS:
        for activity in rule.from_activities:
            assert any(s == node_id(rule.from_state, activity) and t.startswith(rule.to_state + "/") for s, t in pairs)
    fired = [link for link in series["links"] if link["lineStyle"]["color"] == FIRED]
    assert [(f["source"], f["target"], f["label"]["formatter"]) for f in fired] == \
        [("Claimed/Busy", "Claimed/Suspended", "#14 ×3")]
    start = next(n for n in series["data"] if n["name"] == "Claimed/Busy")
    assert "3 slots start here" in start["tip"]
    assert len(pairs) == len(series["links"]), "one edge per pair: a fired move replaces its dashed edge"


def test_dag_layout_puts_parents_above_children_and_finds_a_cycle() -> None:
    names = ["A", "B", "C", "D"]
    position, back = dag_layout(names, [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D")])
    assert back == []
    assert [position[n][0] for n in names] == [0, 1, 1, 2]
    position, back = dag_layout(["A", "B", "C"], [("A", "B"), ("B", "C"), ("C", "A")])
    assert len(back) == 1
    assert sorted(p[0] for p in position.values()) == [0, 1, 2]
    section = dag_section([DagNode(n) for n in ["A", "B", "C"]], [("A", "B"), ("B", "C"), ("C", "A")])
    assert "a cycle" in section.body


# -- the command ------------------------------------------------------------------------------------------

def claimed_busy_machine(tmp_path: Path) -> Path:
    """The example slot, claimed and running a job while someone types: the desktop policy
    suspends it (SUSPEND true, WANT_SUSPEND true: Claimed/Busy -> Claimed/Suspended, #14)."""
    text = (EXAMPLES / "machine.ad").read_text()
    text = text.replace('State = "Unclaimed"', 'State = "Claimed"').replace('Activity = "Idle"', 'Activity = "Busy"')
    text = text.replace("KeyboardIdle = 3600", "KeyboardIdle = 5")
    path = tmp_path / "busy.ad"
    path.write_text(text + "JobStart = 1763790000\n")
    return path


def write_policy_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    out = tmp_path / "policy.html"
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--machine", str(claimed_busy_machine(tmp_path)),
                 "--job", str(EXAMPLES / "job.ad"), "--now", "1763793600", "--html", str(out)])
    assert code == 0
    text = capsys.readouterr().out
    assert "Claimed/Busy -> Claimed/Suspended (#14)" in text  # the text report is printed as before
    return out


def test_policy_html_writes_one_self_contained_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = write_policy_page(tmp_path, capsys).read_text()
    script, _ = library()
    assert page.count(script) == 1, "the library is inlined once"
    markup = page.replace(script, "")
    for loader in ("<script src", "<link", "<img", "<iframe", "url(", "@import"):
        assert loader not in markup, f"{loader}: nothing is loaded from elsewhere"
    assert "WANT_SUSPEND and SUSPEND are true" in page
    assert "SUSPEND" in page and "KeyboardIdle" in page  # the expressions table with their deciding terms


def test_policy_html_to_an_unwritable_place_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--html", str(tmp_path / "no" / "such" / "x.html")])
    assert code == 2
    assert "cannot write" in capsys.readouterr().err


def pool_dump(tmp_path: Path, slots: int = 300) -> Path:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import pool_summary
    finally:
        sys.path.pop(0)
    path = tmp_path / "pool.ads"
    path.write_text(pool_summary.generate(slots))
    return path


def write_pool_page(tmp_path: Path) -> Path:
    out = tmp_path / "pool.html"
    code = main(["policy", "--config", str(EXAMPLES / "condor_config"), "--machine", str(pool_dump(tmp_path)),
                 "--job", str(EXAMPLES / "job.ad"), "--now", "1764000000", "--html", str(out)])
    assert code == 0
    return out


def test_pool_html_has_the_breakdown_per_clause(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    page = write_pool_page(tmp_path).read_text()
    capsys.readouterr()
    specs = json.loads(page.split('id="condor-ls-charts">', 1)[1].split("</script>", 1)[0])
    ids = [s["id"] for s in specs]
    assert ids == ["state-machine", "pool-job-0-matches", "pool-job-0-clauses"]
    clauses = specs[2]["option"]
    assert any("LoadAvg" in label for label in clauses["yAxis"]["data"])
    assert "The first 200 of 300 slots are previewed one by one." in page


# -- in the browser -----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser():
    executable = chromium()
    if executable is None:
        if os.environ.get("CONDOR_LS_REQUIRE_BROWSER") == "1":
            pytest.fail("no Chromium, and CONDOR_LS_REQUIRE_BROWSER=1: apt-get install -y chromium")
        pytest.skip("no Chromium here (apt-get install -y chromium; .ci/run installs it)")
    with Browser(executable) as b:
        yield b


DRAWN = "document.body.dataset.charts !== undefined"
SVG_TEXTS = "Array.from(document.querySelectorAll('#{id} svg text')).map(t => t.textContent)"
BOX = ("(() => {{ const r = document.getElementById('{id}').getBoundingClientRect(); "
       "return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height]; }})()")


def keep(browser: Browser, name: str) -> bytes:
    """Screenshot the page to the artefacts directory and say where it is."""
    out = ARTIFACTS / name
    png = browser.screenshot(out)
    print(f"screenshot: {out}")
    with open(ARTIFACTS / "screenshots.txt", "a") as listing:
        listing.write(f"{out}\n")
    return png


def test_the_policy_page_renders_the_state_machine_in_chromium(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                browser: Browser) -> None:
    page = write_policy_page(tmp_path, capsys)
    run = browser.open(page, DRAWN)
    assert run.console_errors == []
    assert run.requests == [page.resolve().as_uri()], "the page fetched something besides itself"
    assert browser.evaluate("document.body.dataset.charts") == "1"
    assert browser.evaluate("document.body.dataset.chartErrors") == "0"
    texts = browser.evaluate(SVG_TEXTS.format(id="state-machine"))
    for state in STATES:
        assert any(t.startswith(state) for t in texts), f"no SVG node for {state}: {texts}"
    assert "#14" in texts, "the move that fires is labelled in the diagram"
    box = browser.evaluate(BOX.format(id="state-machine"))
    png = keep(browser, "policy-report.png")
    with capsys.disabled():
        print(f"\nscreenshot of the policy page: {ARTIFACTS / 'policy-report.png'}")
    assert browser.count_pixels(png, box, rgb(FIRED), tolerance=30) > 40, "the fired move is not drawn in red"
    assert browser.count_pixels(png, box, rgb(STATE_COLORS["Claimed"]), tolerance=30) > 100
    outside = (box[0], box[1] + box[3] + 400, box[2], 200)  # the tables below the diagram: no diagram colours
    assert browser.count_pixels(png, outside, rgb(STATE_COLORS["Claimed"]), tolerance=30) == 0


def test_the_pool_page_renders_its_charts_in_chromium(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                      browser: Browser) -> None:
    page = write_pool_page(tmp_path)
    capsys.readouterr()
    run = browser.open(page, DRAWN)
    assert run.console_errors == []
    assert browser.evaluate("document.body.dataset.charts") == "3"
    assert browser.evaluate("document.body.dataset.chartErrors") == "0"
    texts = browser.evaluate(SVG_TEXTS.format(id="pool-job-0-clauses"))
    assert "rejects" in texts and any("LoadAvg" in t for t in texts)
    bars = browser.evaluate("document.querySelectorAll('#pool-job-0-matches svg path').length")
    assert bars > 5
    box = browser.evaluate(BOX.format(id="pool-job-0-matches"))
    png = keep(browser, "pool-report.png")
    assert browser.count_pixels(png, box, rgb("#1a7f37"), tolerance=30) > 200, "no 'matched now' bars"


def test_a_dag_section_renders_in_chromium(tmp_path: Path, browser: Browser) -> None:
    nodes = [DagNode(n, kind="FINAL" if n == "report" else "JOB") for n in ("fetch", "split", "a", "b", "c", "merge", "report")]
    edges = [("fetch", "split"), ("split", "a"), ("split", "b"), ("split", "c"), ("a", "merge"), ("b", "merge"),
             ("c", "merge"), ("merge", "report")]
    page = tmp_path / "dag.html"
    page.write_text(render_page("workflow.dag", [dag_section(nodes, edges)]))
    run = browser.open(page, DRAWN)
    assert run.console_errors == []
    assert browser.evaluate("document.body.dataset.chartErrors") == "0"
    texts = browser.evaluate(SVG_TEXTS.format(id="dag-graph"))
    assert {"fetch", "split", "merge", "report"} <= set(texts)
    keep(browser, "dag-report.png")
