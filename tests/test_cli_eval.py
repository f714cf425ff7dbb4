"""``condor-ls eval``: single expressions, ad files, JSON output, batches and exit codes."""
from __future__ import annotations

import io
import json

import pytest

from condor_ls.cli.eval import run_batch
from condor_ls.cli.main import main


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def ads(tmp_path):
    my = tmp_path / "my.ad"
    my.write_text('Memory = 4096\nArch = "X86_64"\nl = {1, Memory}\n')  # old syntax
    target = tmp_path / "target.ad"
    target.write_text('[ RequestMemory = 1024; Owner = "alice" ]')  # new syntax
    bad = tmp_path / "bad.ad"
    bad.write_text("[ a = ]")
    return my, target, bad


def test_text_output(capsys, ads):
    my, target, _ = ads
    code, out, err = run_cli(capsys, "eval", "--my", str(my), "--target", str(target),
                             "Memory >= TARGET.RequestMemory", "Owner", "l", "1/0", '"a"', "x")
    assert code == 0, err
    assert out.splitlines() == ["true", '"alice"', "{ 1,4096 }", "error", '"a"', "undefined"]


def test_json_output(capsys, ads):
    my, _, _ = ads
    code, out, _ = run_cli(capsys, "eval", "--format", "json", "--my", str(my), "l", "1.5", "--", "-1.0/0")
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert lines[0] == {"type": "list", "value": [{"type": "integer", "value": 1},
                                                  {"type": "integer", "value": 4096}]}
    assert lines[1] == {"type": "real", "value": 1.5}
    assert lines[2] == {"type": "real", "value": "-inf"}


def test_now_fixes_the_clock(capsys):
    code, out, _ = run_cli(capsys, "eval", "--now", "1234", "CurrentTime", "time()")
    assert code == 0
    assert out.split() == ["1234", "1234"]


def test_bad_expression_exits_1_and_continues(capsys):
    code, out, err = run_cli(capsys, "eval", "1 +", "2")
    assert code == 1
    assert out.splitlines() == ["2"]
    assert "1 +" in err and "Traceback" not in err


def test_bad_ad_exits_1(capsys, ads):
    _, _, bad = ads
    code, out, err = run_cli(capsys, "eval", "--my", str(bad), "1")
    assert code == 1 and out == ""
    assert "does not parse" in err


@pytest.mark.parametrize("argv", [
    ["eval"],
    ["eval", "--batch", "x.jsonl", "1"],
    ["eval", "--my", "/no/such/file", "1"],
    ["eval", "--batch", "/no/such/file.jsonl"],
])
def test_usage_errors_exit_2(capsys, argv):
    code, _, err = run_cli(capsys, *argv)
    assert code == 2
    assert "Traceback" not in err


def test_argparse_usage_error_exits_2(capsys):
    with pytest.raises(SystemExit) as info:
        main(["eval", "--format", "yaml", "1"])
    assert info.value.code == 2


def test_batch(tmp_path, capsys):
    lines = [
        {"expr": "a + 1", "my": "[a = 2]", "target": None},
        "not json",
        {"expr": "b", "my": "a = 1\nq = 3", "target": "[b = 5]"},
        {"expr": "1 +"},
        {"expr": "x", "my": "[x = "},
        [1, 2],
        {"expr": 7},
        {"expr": "TARGET.c", "my": None, "target": "c = 3"},
        {"expr": "{1, [a = 2]}"},
    ]
    path = tmp_path / "req.jsonl"
    path.write_text("\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n\n")
    code, out, err = run_cli(capsys, "eval", "--batch", str(path))
    assert code == 0, err
    results = [json.loads(line) for line in out.splitlines()]
    assert len(results) == len(lines)
    assert results[0] == {"type": "integer", "value": 3}
    assert results[1]["type"] == "parse-error"
    assert results[2] == {"type": "integer", "value": 5}  # fallback from MY to TARGET
    assert results[3]["type"] == "parse-error"
    assert results[4]["type"] == "parse-error" and results[4]["message"].startswith("my:")
    assert results[5]["type"] == "parse-error"
    assert results[6]["type"] == "parse-error"
    assert results[7] == {"type": "integer", "value": 3}
    assert results[8] == {"type": "list", "value": [
        {"type": "integer", "value": 1}, {"type": "classad", "value": {"a": {"type": "integer", "value": 2}}}]}


def test_batch_from_a_stream():
    out = io.StringIO()
    run_batch(io.StringIO('{"expr": "strcat(\\"a\\", \\"b\\")"}\n{"expr": "error"}\n'), out)
    assert [json.loads(x) for x in out.getvalue().splitlines()] == [
        {"type": "string", "value": "ab"}, {"type": "error"}]


def test_strict_flag(capsys, tmp_path):
    my = tmp_path / "my.ad"
    my.write_text("[a = 1]")
    target = tmp_path / "t.ad"
    target.write_text("[b = 2]")
    code, out, _ = run_cli(capsys, "eval", "--my", str(my), "--target", str(target), "b")
    assert code == 0 and out.split() == ["2"]
    code, out, _ = run_cli(capsys, "eval", "--strict", "--my", str(my), "--target", str(target), "b")
    assert code == 0 and out.split() == ["undefined"]
