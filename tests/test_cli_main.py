"""The ``condor-ls`` dispatcher: only the chosen subcommand's module is imported (start-up time
of every run), and help, version and errors still cover every subcommand."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from condor_ls.cli.main import SUBCOMMANDS, main


def _modules_after(*args: str) -> tuple[set[str], str]:
    code = ("import sys, io, contextlib\n"
            "from condor_ls.cli.main import main\n"
            "out = io.StringIO()\n"
            "with contextlib.redirect_stdout(out):\n"
            "    try:\n"
            f"        main({list(args)!r})\n"
            "    except SystemExit:\n"
            "        pass\n"
            "import json\n"
            "print(json.dumps([sorted(sys.modules), out.getvalue()]))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    modules, out = json.loads(done.stdout)
    return set(modules), out


def test_version_imports_no_subcommand():
    modules, out = _modules_after("--version")
    assert out.startswith("condor-ls ")
    assert not {f"condor_ls.cli.{m}" for m, _ in SUBCOMMANDS.values()} & modules


def test_policy_imports_neither_the_server_nor_the_linter(tmp_path):
    config = tmp_path / "condor_config"
    config.write_text("START = True\n")
    modules, out = _modules_after("policy", "--config", str(config), "--format", "json")
    assert "expressions" in json.loads(out)  # the single-slot preview ran
    assert "condor_ls.cli.policy" in modules
    assert not {"condor_ls.cli.serve", "condor_ls.cli.check", "condor_ls.cli.transform", "pygls", "lsprotocol",
                "condor_ls.lsp"} & modules
    assert not any(m.startswith(("condor_ls.lsp.", "pygls.", "tqdm")) for m in modules)


def test_help_lists_every_subcommand(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert all(name in out for name in SUBCOMMANDS)


@pytest.mark.parametrize("name", list(SUBCOMMANDS))
def test_each_subcommand_has_its_own_help(capsys, name):
    with pytest.raises(SystemExit) as exit_info:
        main([name, "--help"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: condor-ls {name}")


@pytest.mark.parametrize("argv", [[], ["bogus"], ["--bogus"], ["--version-x"]])
def test_a_missing_or_unknown_subcommand_is_a_usage_error(capsys, argv):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert "usage: condor-ls" in capsys.readouterr().err
