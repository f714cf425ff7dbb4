"""The reference side of the differential ClassAd tests: HTCondor's own library (``classad2``
from the pinned ``htcondor`` wheel) turned into the batch JSON form of ``condor-ls eval``.

Why the conversion is not a simple walk over what the bindings return:

* the bindings hand back a relative time as a bare ``float`` (indistinguishable from a real) and
  an absolute time as a UTC ``datetime`` (its zone offset is dropped);
* list elements that are not literals come back as unevaluated ``ExprTree`` objects cut off from
  the scope they belong to, and nested ads come back as detached copies (no parent scope).

So each result is taken apart *inside* the library: a list element is the value of
``(E)[i]``, an attribute of a record is the value of ``(E)["name"]``, ``isReltime(E)`` tells a
relative time from a real, and ``string(E)`` recovers an absolute time's offset. ``E`` is
re-evaluated for each piece, which is exact for everything deterministic; cases that read the
clock or ``random`` are compared loosely by the tests (see ``compare`` in ``cases.py``).

The library is C++ and hostile input might crash it, so the tests never call it in their own
process: :class:`ReferenceWorker` keeps one child process that does the work and is restarted
if it dies or hangs; the offending case gets ``{"type": "crash"}`` or ``{"type": "timeout"}``.

Parsing an expression on its own is not exposed by the bindings, so the expression is parsed as
the single attribute of a wrapper ad, with checks that the text cannot have smuggled in extra
attributes or ads (see :func:`compile_expr`).
"""
from __future__ import annotations

import math
import multiprocessing as mp
import re
import sys
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

JSON = dict[str, Any]

#: the wrapper attribute; a case whose text mentions it is refused rather than risk confusion
KEY = "condor_ls_oracle_expr_7f3a"

#: how deep lists and records inside a result are unfolded before giving up
MAX_DEPTH = 8
#: how many elements of one list (or attributes of one record) are unfolded
MAX_ITEMS = 2000

_OFFSET_RE = re.compile(r"([+-])(\d\d):?(\d\d)$")


class Unrepresentable(Exception):
    """The result is too deep or too large to unfold (e.g. an ad that contains itself)."""


def available() -> str | None:
    """None if the library can be imported here, else the reason it cannot."""
    try:
        import htcondor2  # noqa: F401  (registers HTCondor's own functions)
        import classad2  # noqa: F401
    except Exception as exc:  # ImportError, or a broken shared library
        return f"cannot import the htcondor wheel's classad2: {exc!r}"
    return None


# ---------------------------------------------------------------------------------------------
# In-process part (runs inside the worker)
# ---------------------------------------------------------------------------------------------


def _lib():
    import htcondor2  # noqa: F401  -- must come first: it registers split, stringListMember...
    import classad2

    return classad2


def compile_expr(text: str):
    """Parse ``text`` as one ClassAd expression; returns ``(tree, keepalive)`` or raises
    ``ValueError(message)`` for a parse error.

    The text is parsed twice inside wrapper ads: as ``[K = { text }]``, which must hold exactly
    one attribute whose list has exactly one element and must consume the whole input (this
    rejects ``1; x = 2``, ``1, 2``, ``1 ]...`` and a trailing ``;``), and as ``[K = text]`` to
    get the tree itself. The newline before the closing bracket ends any ``//`` comment.
    """
    classad2 = _lib()
    from classad2._class_ad import _classad_parse_next

    if KEY.lower() in text.lower():
        raise ValueError("expression mentions the oracle's wrapper attribute")
    if "\0" in text:
        raise ValueError("NUL character in expression")

    def parse_wrapped(body: str):
        wrapped = f"[{KEY} = {body}\n]"
        try:
            ad, offset = _classad_parse_next(wrapped, int(classad2.ParserType.New), 0)
        except Exception as exc:  # the bindings raise ValueError for a parse error
            raise ValueError(str(exc) or "parse error") from None
        if ad is None or wrapped[offset:].strip() or len(ad) != 1 or KEY not in ad:
            raise ValueError("not a single expression")
        return ad

    as_list = parse_wrapped("{ " + text + "\n}")
    items = as_list.eval(KEY)
    if not isinstance(items, list) or len(items) != 1:
        raise ValueError("not a single expression")
    ad = parse_wrapped(text)
    return ad.lookup(KEY), ad


def parse_ad_text(text: str):
    """A ``classad2.ClassAd`` from new (``[...]``) or old (``Name = expr`` lines) syntax."""
    classad2 = _lib()
    from classad2._class_ad import _classad_parse_next

    stripped = text.strip()
    kind = classad2.ParserType.New if stripped.startswith("[") else classad2.ParserType.Old
    if not stripped:
        return classad2.ClassAd()
    ad, offset = _classad_parse_next(stripped, int(kind), 0)
    if ad is None:
        raise ValueError("ad does not parse")
    if kind == classad2.ParserType.New and stripped[offset:].strip():
        raise ValueError("text after the ad")
    return ad


class _Evaluator:
    """Evaluates expression texts in one fixed MY/TARGET pair, unfolding results into JSON."""

    def __init__(self, my, target) -> None:
        self.my = my
        self.target = target

    def raw(self, text: str):
        tree, _keep = compile_expr(text)
        return tree.eval(self.my, self.target)

    def to_json(self, text: str, depth: int = 0) -> JSON:
        classad2 = _lib()
        if depth > MAX_DEPTH:
            raise Unrepresentable("result nests too deeply")
        try:
            value = self.raw(text)
        except ValueError:
            raise
        except Exception as exc:
            # The bindings could not convert the value (e.g. an absolute time outside
            # datetime's range) or the library reported an evaluation failure.
            return self._fallback(text, exc)
        wrapped = f"({text}\n)"
        if isinstance(value, bool):
            return {"type": "boolean", "value": value}
        if isinstance(value, int):
            return {"type": "integer", "value": value}
        if isinstance(value, float):
            kind = "reltime" if self.raw(f"isReltime({wrapped})") is True else "real"
            return {"type": kind, "value": real_json(value)}
        if isinstance(value, str):
            return {"type": "string", "value": value}
        if value is classad2.Value.Undefined:
            return {"type": "undefined"}
        if value is classad2.Value.Error:
            return {"type": "error"}
        if isinstance(value, list):
            if len(value) > MAX_ITEMS:
                raise Unrepresentable("list too long")
            return {
                "type": "list",
                "value": [self.to_json(f"{wrapped}[{i}]", depth + 1) for i in range(len(value))],
            }
        if isinstance(value, classad2.ClassAd):
            names = list(value.keys())
            if len(names) > MAX_ITEMS:
                raise Unrepresentable("record too large")
            return {
                "type": "classad",
                "value": {
                    name.lower(): self.to_json(f"{wrapped}[{classad2.quote(name)}]", depth + 1)
                    for name in names
                },
            }
        import datetime

        if isinstance(value, datetime.datetime):
            return self._abstime(wrapped)
        raise Unrepresentable(f"unexpected value from the bindings: {type(value).__name__}")

    def _abstime(self, wrapped: str) -> JSON:
        secs = self.raw(f"int({wrapped})")
        shown = self.raw(f"string({wrapped})")
        offset = 0
        match = _OFFSET_RE.search(shown) if isinstance(shown, str) else None
        if match:
            sign = -1 if match.group(1) == "-" else 1
            offset = sign * (int(match.group(2)) * 3600 + int(match.group(3)) * 60)
        return {"type": "abstime", "value": secs, "offset": offset}

    def _fallback(self, text: str, exc: Exception) -> JSON:
        wrapped = f"({text}\n)"
        try:
            if self.raw(f"isAbstime({wrapped})") is True:
                return self._abstime(wrapped)
        except Exception:
            pass
        return {"type": "eval-failure", "message": f"{type(exc).__name__}: {exc}"}


def real_json(x: float) -> float | str:
    """A real in batch JSON form: the non-finite ones are strings."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def evaluate_inprocess(expr: str, my: str | None = None, target: str | None = None) -> JSON:
    """Evaluate one case in this process (the worker calls this)."""
    classad2 = _lib()
    try:
        my_ad = parse_ad_text(my) if my is not None else classad2.ClassAd()
        target_ad = parse_ad_text(target) if target is not None else None
    except Exception as exc:
        return {"type": "bad-case", "message": f"ad does not parse: {exc}"}
    try:
        compile_expr(expr)
    except ValueError as exc:
        return {"type": "parse-error", "message": str(exc)}
    try:
        return _Evaluator(my_ad, target_ad).to_json(expr)
    except Unrepresentable as exc:
        return {"type": "unrepresentable", "message": str(exc)}
    except Exception as exc:  # a derived expression failed to parse: our bug, report it
        return {"type": "eval-failure", "message": f"{type(exc).__name__}: {exc}"}


# ---------------------------------------------------------------------------------------------
# Out-of-process part (what the tests use)
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Request:
    expr: str
    my: str | None = None
    target: str | None = None


def _serve(conn) -> None:
    """Worker loop: read lists of requests, answer lists of results, until told to stop."""
    try:
        _lib()
    except Exception as exc:
        conn.send(("dead", repr(exc)))
        return
    conn.send(("ready", None))
    while True:
        try:
            batch = conn.recv()
        except EOFError:
            return
        if batch is None:
            return
        out = []
        for req in batch:
            out.append(evaluate_inprocess(req.expr, req.my, req.target))
        conn.send(("ok", out))


class ReferenceWorker:
    """A child process running the library, restarted when it crashes or hangs."""

    def __init__(self, timeout: float = 60.0, batch: int = 200) -> None:
        self.timeout = timeout
        self.batch = batch
        self._proc: mp.Process | None = None
        self._conn = None
        self._ctx = mp.get_context("spawn")

    def _start(self) -> None:
        parent, child = self._ctx.Pipe()
        proc = self._ctx.Process(target=_serve, args=(child,), daemon=True)
        proc.start()
        child.close()
        if not parent.poll(self.timeout):
            proc.kill()
            raise RuntimeError("reference worker did not start")
        status, info = parent.recv()
        if status != "ready":
            proc.join()
            raise RuntimeError(f"reference worker failed: {info}")
        self._proc, self._conn = proc, parent

    def close(self) -> None:
        if self._proc is not None:
            try:
                self._conn.send(None)
            except Exception:
                pass
            self._proc.join(2)
            if self._proc.is_alive():
                self._proc.kill()
                self._proc.join()
        self._proc = self._conn = None

    def _kill(self) -> None:
        if self._proc is not None:
            self._proc.kill()
            self._proc.join()
        self._proc = self._conn = None

    def _run(self, batch: Sequence[Request]) -> list[JSON] | str:
        """Results, or "crash"/"timeout" if the worker did not answer."""
        if self._proc is None or not self._proc.is_alive():
            self._start()
        try:
            self._conn.send(list(batch))
            if not self._conn.poll(self.timeout):
                self._kill()
                return "timeout"
            status, out = self._conn.recv()
        except (EOFError, BrokenPipeError, ConnectionResetError, OSError):
            self._kill()
            return "crash"
        return out

    def evaluate_many(self, requests: Iterable[Request]) -> list[JSON]:
        reqs = list(requests)
        results: list[JSON] = []
        for start in range(0, len(reqs), self.batch):
            chunk = reqs[start : start + self.batch]
            out = self._run(chunk)
            if isinstance(out, list):
                results.extend(out)
                continue
            # Something in the chunk killed or hung the worker: isolate it case by case.
            for req in chunk:
                one = self._run([req])
                results.append(one[0] if isinstance(one, list) else {"type": one})
        return results

    def evaluate(self, expr: str, my: str | None = None, target: str | None = None) -> JSON:
        return self.evaluate_many([Request(expr, my, target)])[0]

    def __enter__(self) -> "ReferenceWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if __name__ == "__main__":  # quick manual probe: python reference.py 'expr' [my] [target]
    import json

    args = sys.argv[1:] + [None, None]
    print(json.dumps(evaluate_inprocess(args[0], args[1], args[2])))
