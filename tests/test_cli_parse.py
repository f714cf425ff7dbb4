"""``condor-ls parse`` run as a real subprocess."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def run_parse(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "condor_ls", "parse", *args],
        input=stdin, capture_output=True, timeout=60,
    )
    return subprocess.CompletedProcess(proc.args, proc.returncode,
                                       proc.stdout.decode(), proc.stderr.decode())


def test_clean_classad_prints_tree_and_exits_0(tmp_path: Path) -> None:
    path = tmp_path / "slot.ad"
    path.write_text("[ Memory = 1024; Name = \"slot1\" ]\n")
    result = run_parse(str(path))
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first.startswith("(source_file [0, 0] - [1, 0]")
    assert " [0, 2] - [0, " in result.stdout  # the first attribute starts at column 2
    assert "Traceback" not in result.stderr


def test_syntax_error_exits_1_and_shows_error_nodes(tmp_path: Path) -> None:
    path = tmp_path / "broken.classad"
    path.write_text("[ a = (1 + ; b = 2 ]\n")
    result = run_parse(str(path))
    assert result.returncode == 1
    assert "(ERROR" in result.stdout or "(MISSING" in result.stdout
    assert f"{path}:1:" in result.stderr


def test_language_option_overrides_the_name(tmp_path: Path) -> None:
    path = tmp_path / "x.sub"
    path.write_text("[ a = 1 ]")
    result = run_parse("--language", "classad", "--no-ranges", str(path))
    assert result.returncode == 0
    assert "record" in result.stdout and "[0, 0]" not in result.stdout


def test_stdin(tmp_path: Path) -> None:
    result = run_parse("-l", "classad", "-", stdin=b"a = 1\n")
    assert result.returncode == 0
    assert result.stdout.startswith("(source_file")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\x7fELF\x00\x01\x02", "binary"),
        (b"A = caf\xe9\n", "not UTF-8"),
    ],
)
def test_unreadable_files_exit_2_without_traceback(tmp_path: Path, content: bytes, message: str) -> None:
    path = tmp_path / "condor_config"
    path.write_bytes(content)
    result = run_parse(str(path))
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_missing_file_and_directory_exit_2(tmp_path: Path) -> None:
    for target, message in ((tmp_path / "nope.sub", "no such file"), (tmp_path, "is a directory")):
        result = run_parse(str(target))
        assert result.returncode == 2
        assert message in result.stderr and "Traceback" not in result.stderr


def test_invalid_lines_count_as_errors(tmp_path: Path) -> None:
    path = tmp_path / "condor_config"
    path.write_text("A = 1\njust some words\n")
    result = run_parse(str(path))
    assert result.returncode == 1
    assert f"{path}:2:1: invalid_line" in result.stderr
    path.write_text("A = 1\n")
    assert run_parse(str(path)).returncode == 0


def test_version_flag_prints_the_installed_version(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    from condor_ls.cli.main import main

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"condor-ls {version('condor-ls')}"
