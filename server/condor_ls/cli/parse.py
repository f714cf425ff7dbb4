"""``condor-ls parse FILE``: print the syntax tree the way ``tree-sitter parse`` does.

Exit status: 0 for a clean tree, 1 when the tree has ERROR or MISSING nodes (or a line the
grammar marks as invalid), 2 when the file cannot be read as text.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..syntax.detect import detect_language
from ..syntax.document import Document
from ..syntax.languages import LanguageId
from ..syntax.grammar_names import INVALID_LINE_TYPES
from ..syntax.nodes import TreeFormat, find_nodes, format_tree, problem_nodes

#: command-line language names (also accepted: the LSP languageIds)
LANGUAGE_CHOICES = ("classad", "condor_config", "submit", "config", "transform")
_ALIASES = {"config": LanguageId.CONFIG}

#: largest file we agree to parse; bigger is almost surely not a hand-written config
MAX_BYTES = 64 * 1024 * 1024


class UnreadableFile(Exception):
    """The file cannot be read as text; the message says why in plain words."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="file to parse ('-' for standard input)")
    parser.add_argument(
        "--language", "-l", choices=LANGUAGE_CHOICES,
        help="language of the file (default: from its name, then its content)",
    )
    parser.add_argument("--no-ranges", action="store_true", help="omit [row, column] ranges")
    parser.add_argument("--quiet", "-q", action="store_true",
                        help="print nothing; only report problems and set the exit status")


def read_text(name: str) -> str:
    """Read a file (or stdin for '-') as UTF-8 text, turning every failure into UnreadableFile."""
    try:
        if name == "-":
            data = sys.stdin.buffer.read(MAX_BYTES + 1)
        else:
            path = Path(name)
            if path.is_dir():
                raise UnreadableFile(f"{name}: is a directory")
            with path.open("rb") as handle:
                data = handle.read(MAX_BYTES + 1)
    except UnreadableFile:
        raise
    except FileNotFoundError:
        raise UnreadableFile(f"{name}: no such file") from None
    except PermissionError:
        raise UnreadableFile(f"{name}: permission denied") from None
    except OSError as err:
        raise UnreadableFile(f"{name}: cannot read ({err.strerror or err})") from None
    if len(data) > MAX_BYTES:
        raise UnreadableFile(f"{name}: larger than {MAX_BYTES // (1024 * 1024)} MiB")
    if b"\0" in data:
        raise UnreadableFile(f"{name}: looks like a binary file (contains NUL bytes)")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise UnreadableFile(f"{name}: not UTF-8 text (invalid byte at offset {err.start})") from None


def run(args: argparse.Namespace) -> int:
    try:
        text = read_text(args.file)
    except UnreadableFile as err:
        print(f"condor-ls parse: {err}", file=sys.stderr)
        return 2
    chosen = _ALIASES.get(args.language) or (LanguageId(args.language) if args.language else None)
    language = chosen or detect_language(None if args.file == "-" else args.file, text)
    document = Document.parse(args.file, language, text)
    if not args.quiet:
        print(format_tree(document.tree, TreeFormat(ranges=not args.no_ranges)))
    problems = sorted([*problem_nodes(document.tree), *find_nodes(document.tree, INVALID_LINE_TYPES)],
                      key=lambda n: n.start_byte)
    for node in problems:
        (row, col), (erow, ecol) = node.start_point, node.end_point
        what = "MISSING " + node.type if node.is_missing else "ERROR" if node.is_error else node.type
        print(f"{args.file}:{row + 1}:{col + 1}: {what} [{row}, {col}] - [{erow}, {ecol}]", file=sys.stderr)
    return 1 if problems else 0
