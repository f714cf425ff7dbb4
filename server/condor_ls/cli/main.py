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
    "dag": ("dag", "DAGMan input files: `dag graph FILE` prints the DAG as DOT, `dag ads FILE [NODE]` its nodes' job ads"),
    "submit": ("submit", "print the job ads condor_submit would make from a submit file (like condor_submit -dump)"),
}


class _VersionAction(argparse.Action):
    """``--version``: looks the installed version up only when asked (reading the package
    metadata costs tens of milliseconds that every other run would pay)."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)  # type: ignore[arg-type]

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> None:
        print(f"condor-ls {installed_version()}")
        parser.exit()


def _chosen(argv: list[str]) -> str | None:
    """The subcommand named on the command line: its first argument that is not an option
    (the top-level parser has no option that takes a value)."""
    for arg in argv:
        if not arg.startswith("-"):
            return arg if arg in SUBCOMMANDS else None
    return None


def main(argv: list[str] | None = None) -> int:
    #: the process runs this command alone (not a caller running commands in its own process,
    #: as the tests do): it may set process-wide things such as the collector's thresholds
    own_process = argv is None
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = argparse.ArgumentParser(prog="condor-ls", description="HTCondor language tooling")
    parser.add_argument("--version", action=_VersionAction,
                        help="print the version and exit (editor clients check it)")
    sub = parser.add_subparsers(dest="command", required=True)
    # only the chosen subcommand's module is imported: the others (the language server's,
    # the linter's) would add their imports to the start-up of every run
    chosen = _chosen(argv)
    module = None
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        subparser = sub.add_parser(name, help=help_text, description=help_text)
        if name == chosen:
            module = importlib.import_module(f"condor_ls.cli.{module_name}")
            module.add_arguments(subparser)
    args = parser.parse_args(argv)
    args.own_process = own_process
    assert module is not None and args.command == chosen  # argparse exits on anything else
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
