"""``condor-ls dag graph``: the DAG as condor_dagman's DOT command writes it (Dag::DumpDotFile)."""
from __future__ import annotations

from pathlib import Path

import pytest

from condor_ls.cli import main as cli_main

from dag_support import write


def _run(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli_main.main(["dag", "graph", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_graph_is_dagmans_dot_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, {
        "main.dag": ("JOB A a.sub\nJOB B a.sub DONE\nJOB C a.sub\nJOB D a.sub\nSERVICE W a.sub\n"
                     "PARENT A B CHILD C D\nDOT x.dot INCLUDE head.dot\nSPLICE S s.dag\nPARENT D CHILD S\n"),
        "s.dag": "JOB N a.sub\n",
        "head.dot": "    size=\"8,8\";\n",
    })
    status, out, err = _run(str(tmp_path / "main.dag"), "--now", "0", capsys=capsys)
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "digraph DAG {" and lines[-1] == "}"
    assert lines[1].startswith('    label="DAGMan Job status at ') and "1970" in lines[1]
    assert lines[3:6] == ["// Beginning of commands included from head.dot.", '    size="8,8";',
                          "// End of commands included from head.dot."]
    # nodes in condor_dagman's order: the file's, the join node, then the splice's (lifted last);
    # no SERVICE node; DONE nodes bold
    nodes = [l for l in lines if "[shape=" in l]
    assert nodes == [
        '    "A" [shape=ellipse label="A (I)"];',
        '    "B" [shape=ellipse label="B (Done)" style=bold];',
        '    "C" [shape=ellipse label="C (I)"];',
        '    "D" [shape=ellipse label="D (I)"];',
        '    "_condor_join_node0" [shape=ellipse label="_condor_join_node0 (I)"];',
        '    "S+N" [shape=ellipse label="S+N (I)"];',
    ]
    arcs = [l.strip() for l in lines if "->" in l]
    assert arcs == ['"A" -> "_condor_join_node0";', '"B" -> "_condor_join_node0";', '"D" -> "S+N";',
                    '"_condor_join_node0" -> "C";', '"_condor_join_node0" -> "D";']


def test_graph_of_a_broken_dag_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, {"main.dag": "JOB A a.sub\nPARENT A CHILD B\n"})
    status, out, err = _run(str(tmp_path / "main.dag"), "--now", "0", capsys=capsys)
    assert status == 1 and '"A" [shape=ellipse' in out and "Unknown parent or child node B" in err
    status, _out, err = _run(str(tmp_path / "none.dag"), capsys=capsys)
    assert status == 2 and "no such file" in err


def test_graph_can_also_draw_an_html_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path, {"main.dag": "JOB A a.sub\nJOB B {\nqueue\n}\nFINAL F a.sub\nPARENT A CHILD B\n"})
    page = tmp_path / "dag.html"
    status, out, err = _run(str(tmp_path / "main.dag"), "--now", "0", "--html", str(page), capsys=capsys)
    assert status == 0 and out.startswith("digraph DAG {") and "wrote" in err
    html = page.read_text()
    assert html.startswith("<!DOCTYPE html>") and "3 nodes, 1 dependencies" in html
    assert '"A"' in html and "inline submit description" in html and "FINAL a.sub" in html


def _ads(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli_main.main(["dag", "ads", *args])
    out, err = capsys.readouterr()
    return status, out, err


def _long_ads(text: str) -> dict[str, dict[str, str]]:
    """node name -> its (single) ad's Name -> value text, from the long form with '# node' lines."""
    out: dict[str, dict[str, str]] = {}
    current: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("# node "):
            current = out.setdefault(line[len("# node "):].split(":", 1)[0], {})
        elif " = " in line:
            name, value = line.split(" = ", 1)
            current[name] = value
    return out


def test_ads_of_each_node_have_its_vars_and_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    submit = "executable = /bin/cat\narguments = $(infile)\noutput = $(JOB).out\nqueue\n"
    write(tmp_path, {
        "main.dag": ('JOB A a.sub\nJOB B a.sub DIR sub\nJOB N a.sub NOOP\nJOB C {\nexecutable = /bin/echo\n'
                     'arguments = hi\nqueue\n}\nVARS A infile="a.dat"\nVARS B infile="b.dat"\nPARENT A CHILD B C\n'),
        "a.sub": submit,
        "sub/a.sub": submit,
    })
    status, out, err = _ads(str(tmp_path / "main.dag"), "--submit-time", "0", "--cluster", "7", capsys=capsys)
    assert status == 0, err
    ads = _long_ads(out)
    assert list(ads) == ["A", "B", "C"]  # the NOOP node is never submitted
    assert ads["A"]["Args"] == '"a.dat"' and ads["A"]["Out"] == '"A.out"' and ads["A"]["ClusterId"] == "7"
    assert ads["B"]["Args"] == '"b.dat"' and ads["B"]["Iwd"] == f'"{tmp_path / "sub"}"'
    assert ads["B"]["ClusterId"] == "8" and ads["B"]["DAGParentNodeNames"] == '"A"'
    assert ads["C"]["Args"] == '"hi"' and ads["C"]["DAGNodeName"] == '"C"'


def test_ads_of_named_nodes_as_json_and_unknown_nodes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    write(tmp_path, {"main.dag": 'JOB A a.sub\nJOB B a.sub\nVARS B x="2"\n',
                     "a.sub": "executable = /bin/true\narguments = $(x)\nqueue 2\n"})
    status, out, err = _ads(str(tmp_path / "main.dag"), "B", "--format", "json", "--submit-time", "0", capsys=capsys)
    assert status == 0, err
    ads = json.loads(out)
    assert [(ad["ProcId"], ad["Args"], ad["DAGNodeName"]) for ad in ads] == [(0, "2", "B"), (1, "2", "B")]
    status, out, err = _ads(str(tmp_path / "main.dag"), "Z", capsys=capsys)
    assert status == 1 and "no node Z" in err


@pytest.mark.parametrize("form", ["long", "json"])
def test_ads_are_written_node_by_node(tmp_path: Path, form: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A DAG of 100,000 nodes must not hold every ad (or its text) at once: each node's ads are
    written before the next node's are made. Also: an output file that cannot be opened is
    exit status 2 before any node is built."""
    import io

    from condor_ls.dag import submission

    write(tmp_path, {"main.dag": "".join(f'JOB N{i} a.sub\nVARS N{i} x="{i}"\n' for i in range(4)),
                     "a.sub": "executable = /bin/true\narguments = $(x)\nqueue\n"})
    events: list[str] = []
    real = submission.job_ads

    def building(*args: object, **kwargs: object) -> object:
        events.append("build")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    class Recorder(io.StringIO):
        def write(self, text: str) -> int:
            if "N" in text:
                events.append("write")
            return super().write(text)

    monkeypatch.setattr(submission, "job_ads", building)
    out = Recorder()
    monkeypatch.setattr("sys.stdout", out)
    assert cli_main.main(["dag", "ads", str(tmp_path / "main.dag"), "--format", form, "--submit-time", "0"]) == 0
    runs = [e for i, e in enumerate(events) if i == 0 or events[i - 1] != e]  # a node may take several writes
    assert runs == ["build", "write"] * 4
    assert out.getvalue().count("DAGNodeName") == 4
    events.clear()
    status = cli_main.main(["dag", "ads", str(tmp_path / "main.dag"), "--dump", str(tmp_path / "no" / "such" / "out")])
    assert status == 2 and events == []
