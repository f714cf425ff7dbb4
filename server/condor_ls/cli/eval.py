"""``condor-ls eval``: evaluate ClassAd expressions, one by one or in JSON-lines batches.

``condor-ls eval [--my AD] [--target AD] [--format text|json] EXPR...`` prints one result per
expression: as a ClassAd literal (``text``) or in the batch JSON form (``json``). Without
``--my`` the expressions see an empty MY ad, as ``classad_eval`` does. Exit status: 0, or 1 when
an expression or ad does not parse, 2 for usage errors and unreadable files.

``condor-ls eval --batch FILE.jsonl`` reads one request per line,
``{"expr": str, "my": str|null, "target": str|null}`` (ads as ClassAd text, old or new syntax),
and writes one JSON result per request, in order; a request that cannot be read or parsed yields
``{"type": "parse-error", "message": ...}`` and the batch goes on. Blank lines are skipped.
"""
from __future__ import annotations

import argparse
import gc
import json
import sys
from typing import Any, Callable, TextIO

from ..classad.ad import ClassAd
from ..classad.ast import Literal
from ..classad.evaluator import EvalLimitError, EvalState, attribute_values, element_values, new_state, start_presentation
from ..classad.evaluator import run as run_in_state
from ..classad.jsonvalue import parse_error, to_json
from ..classad.parser import parse_ad, parse_expr
from ..classad.values import ErrorValue, ListValue, Value
from ..collector import settle
from .parse import UnreadableFile, read_text

#: longest batch line accepted (a request bigger than this is refused, not read into memory twice)
MAX_LINE = 16 * 1024 * 1024
#: how deep lists and records are unfolded for text output
MAX_NESTING = 32


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("exprs", nargs="*", metavar="EXPR", help="ClassAd expression to evaluate")
    parser.add_argument("--my", metavar="AD_FILE", help="ad for MY (and unscoped names); '-' for stdin")
    parser.add_argument("--target", metavar="AD_FILE", help="ad for TARGET")
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    parser.add_argument("--batch", metavar="FILE.jsonl", help="evaluate JSON-lines requests ('-' for stdin)")
    parser.add_argument("--now", type=float, metavar="EPOCH", help="fix the clock (seconds since the epoch)")
    parser.add_argument("--strict", action="store_true",
                        help="evaluate as with STRICT_CLASSAD_EVALUATION = true (no MY-to-TARGET fallback)")


def _parse_ad(text: str) -> ClassAd:
    return parse_ad(text)


def _parse_expr(text: str):
    return parse_expr(text)


#: one encoder for every result line (``json.dumps`` with options builds a new one per call)
_ENCODER = json.JSONEncoder(allow_nan=False)


def _refuse(obj: object) -> None:
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")


def _c_encoder() -> Callable[[Any, int], Any] | None:
    """The C encoder :data:`_ENCODER` would build on every call, built once: ``encode`` makes
    a new one per object, which cost more than writing a small result. Results are trees
    (``to_json`` copies its shared entries), so it runs without the circularity markers.
    None where the interpreter has no C encoder or it takes other arguments."""
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return None
    try:
        encoder = make(None, _refuse, json.encoder.encode_basestring_ascii, None, ": ", ", ",
                       False, False, False)
        probe = {"type": "list", "value": [{"type": "real", "value": 0.5}, {"type": "string", "value": "\u00e9"}]}
        if "".join(encoder(probe, 0)) != _ENCODER.encode(probe):
            return None
    except Exception:  # noqa: BLE001 - another interpreter's signature: keep the plain path
        return None
    return encoder


_C_ENCODER = _c_encoder()


def encode_result(result: dict[str, Any]) -> str:
    """A result in the batch output's JSON form (one line, no NaN: reals are strings then)."""
    if _C_ENCODER is not None:
        return "".join(_C_ENCODER(result, 0))
    return _ENCODER.encode(result)


def _syntax_message(exc: Exception) -> str:
    return str(exc) or type(exc).__name__


def evaluate_request(expr_text: str, my_text: str | None, target_text: str | None,
                     now: float | None = None, strict: bool = False) -> dict[str, Any]:
    """One batch request to its JSON result (never raises for bad input)."""
    try:
        my = parse_ad(my_text) if my_text is not None else ClassAd()
    except Exception as exc:
        return parse_error(f"my: {_syntax_message(exc)}")
    try:
        target = parse_ad(target_text) if target_text is not None else None
    except Exception as exc:
        return parse_error(f"target: {_syntax_message(exc)}")
    try:
        expr = parse_expr(expr_text)
    except Exception as exc:
        return parse_error(_syntax_message(exc))
    st = new_state(my, target, now=now, strict=strict)
    return to_json(run_in_state(st, expr), st)


def _request_fields(line: str) -> tuple[str, str | None, str | None] | str:
    """The (expr, my, target) of a batch line, or a message saying what is wrong with it."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError) as exc:
        return f"line is not JSON: {exc}"
    if not isinstance(obj, dict):
        return "line is not a JSON object"
    expr = obj.get("expr")
    if not isinstance(expr, str):
        return "'expr' must be a string"
    my, target = obj.get("my"), obj.get("target")
    for name, value in (("my", my), ("target", target)):
        if value is not None and not isinstance(value, str):
            return f"'{name}' must be a string or null"
    return expr, my, target


#: lines between full collections while a batch runs with the automatic collector off
COLLECT_EVERY = 100_000


def settle_batch_process() -> None:
    """How ``eval --batch`` sets up its own process: :func:`settle`, then the automatic cyclic
    collector off. Evaluating makes no cyclic garbage (tests/test_eval_garbage.py checks it on
    every curated and a generated sample of fuzz cases), while each automatic pass walks the
    compiled expressions the process keeps alive for sharing: a tenth of a batch's CPU, for
    nothing. :func:`run_batch` still collects every :data:`COLLECT_EVERY` lines, which bounds
    memory should some input ever make a cycle."""
    settle()
    gc.disable()


def run_batch(source: TextIO, out: TextIO, now: float | None = None, strict: bool = False) -> int:
    count = 0
    for line in source:
        if not line.strip():
            continue
        count += 1
        if count % COLLECT_EVERY == 0 and not gc.isenabled():
            gc.collect()
        if len(line) > MAX_LINE:
            result = parse_error("line too long")
        else:
            fields = _request_fields(line)
            result = parse_error(fields) if isinstance(fields, str) else evaluate_request(*fields, now=now, strict=strict)
        out.write(encode_result(result) + "\n")
    out.flush()
    return 0


def _materialize(value: Value, st: EvalState, depth: int = 0, enclosing: tuple[int, ...] = ()) -> Value:
    """Lists and records with their elements evaluated, for printing as literals; a record met
    again inside itself (``a = self``) is printed as ``error`` rather than unfolded again."""
    if depth >= MAX_NESTING:
        return value
    if isinstance(value, ListValue):
        items = tuple(Literal(_materialize(v, st, depth + 1, enclosing)) for v in element_values(st, value))
        return ListValue(items, None)
    if isinstance(value, ClassAd):
        if id(value) in enclosing:
            return ErrorValue("record contains itself")
        inner = enclosing + (id(value),)
        return ClassAd((name, Literal(_materialize(v, st, depth + 1, inner))) for name, v in attribute_values(st, value))
    return value


def format_text(value: Value, st: EvalState) -> str:
    from ..classad.unparse import unparse_result

    start_presentation(st)
    try:
        value = _materialize(value, st)
    except (EvalLimitError, RecursionError):
        pass
    return unparse_result(value)


def _read_ad(path: str | None, role: str) -> ClassAd | None:
    if path is None:
        return None
    text = read_text(path)
    try:
        return _parse_ad(text)
    except Exception as exc:
        raise _AdSyntax(f"{path}: {role} ad does not parse: {_syntax_message(exc)}") from None


class _AdSyntax(Exception):
    pass


def run(args: argparse.Namespace) -> int:
    err = sys.stderr
    if args.batch is not None:
        if args.exprs or args.my or args.target:
            err.write("condor-ls eval: --batch takes no EXPR, --my or --target\n")
            return 2
        if getattr(args, "own_process", False):
            settle_batch_process()
        try:
            if args.batch == "-":
                return run_batch(sys.stdin, sys.stdout, args.now, args.strict)
            with open(args.batch, encoding="utf-8", errors="replace") as handle:
                return run_batch(handle, sys.stdout, args.now, args.strict)
        except OSError as exc:
            err.write(f"condor-ls eval: {args.batch}: {exc.strerror or exc}\n")
            return 2
    if not args.exprs:
        err.write("condor-ls eval: give at least one EXPR, or --batch FILE\n")
        return 2
    try:
        my = _read_ad(args.my, "MY")
        target = _read_ad(args.target, "TARGET")
    except UnreadableFile as exc:
        err.write(f"condor-ls eval: {exc}\n")
        return 2
    except _AdSyntax as exc:
        err.write(f"condor-ls eval: {exc}\n")
        return 1
    status = 0
    for text in args.exprs:
        try:
            expr = _parse_expr(text)
        except Exception as exc:
            err.write(f"condor-ls eval: {text!r}: {_syntax_message(exc)}\n")
            if args.format == "json":
                sys.stdout.write(json.dumps(parse_error(_syntax_message(exc))) + "\n")
            status = 1
            continue
        st = new_state(my if my is not None else ClassAd(), target, now=args.now, strict=args.strict)
        value = run_in_state(st, expr)
        if args.format == "json":
            sys.stdout.write(json.dumps(to_json(value, st), allow_nan=False) + "\n")
        else:
            sys.stdout.write(format_text(value, st) + "\n")
    sys.stdout.flush()
    return status
