"""``condor-ls serve``: run the language server over stdio (default) or TCP."""
from __future__ import annotations

import argparse
import logging
import sys

from ..collector import settle


def _host_port(value: str) -> tuple[str, int]:
    host, sep, port = value.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(f"expected HOST:PORT, got {value!r}")
    return host or "127.0.0.1", int(port)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--stdio", action="store_true", help="talk LSP over stdin/stdout (the default)")
    mode.add_argument("--tcp", metavar="HOST:PORT", type=_host_port, help="listen on a TCP socket instead")
    parser.add_argument("--log-file", metavar="PATH", help="write the server log here (default: stderr)")
    parser.add_argument("--log-level", default="WARNING",
                        choices=("DEBUG", "INFO", "WARNING", "ERROR"), help="log verbosity")


def run(args: argparse.Namespace) -> int:
    # stdout carries the protocol, so logs go to stderr or a file, never stdout
    handler: logging.Handler = (
        logging.FileHandler(args.log_file, encoding="utf-8") if args.log_file else logging.StreamHandler(sys.stderr)
    )
    logging.basicConfig(level=args.log_level, handlers=[handler],
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    from ..lsp.server import create_server  # imported late: the other subcommands do not need pygls

    server = create_server()
    # what is loaded by now (schemas, tables, the server) lives as long as the process:
    # move it out of the collector's way, then collect less often
    settle()
    if args.tcp:
        host, port = args.tcp
        server.start_tcp(host, port)
    else:
        server.start_io()
    return 0
