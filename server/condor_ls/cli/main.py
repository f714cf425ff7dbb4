"""The ``condor-ls`` command: one subcommand per module, dispatched from a table."""
from __future__ import annotations

import argparse
import importlib
import sys

from condor_ls import installed_version

#: subcommand -> (module under condor_ls.cli, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "parse": ("parse", "print the syntax tree of a file"),
    "eval": ("eval", "evaluate ClassAd expressions (or a JSON-lines batch)"),
    "serve": ("serve", "run the language server (stdio by default)"),
    "config-val": ("config_val", "print fully expanded config knobs, like condor_config_val"),
    "check": ("check", "report diagnostics for files and directories (for CI and pre-commit)"),
    "policy": ("policy", "preview a config's startd policy against a machine and a job ad"),
    "transform": ("transform", "apply a config's job transforms (or rules files) to job ads and show the changes"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="condor-ls", description="HTCondor language tooling")
    parser.add_argument("--version", action="version", version=f"condor-ls {installed_version()}",
                        help="print the version and exit (editor clients check it)")
    sub = parser.add_subparsers(dest="command", required=True)
    modules = {}
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        module = importlib.import_module(f"condor_ls.cli.{module_name}")
        module.add_arguments(sub.add_parser(name, help=help_text, description=help_text))
        modules[name] = module
    args = parser.parse_args(argv)
    try:
        return int(modules[args.command].run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
