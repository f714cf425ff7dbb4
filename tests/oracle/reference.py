"""The reference side of the differential ClassAd tests: HTCondor's own library (``classad2``
from the pinned ``htcondor`` wheel) turned into the batch JSON form of ``condor-ls eval``.

Why the conversion is not a simple walk over what the bindings return:

* the bindings hand back a relative time as a bare ``float`` (indistinguishable from a real) and
  an absolute time as a UTC ``datetime`` (its zone offset is dropped);
* list elements that are not literals come back as unevaluated ``ExprTree`` objects cut off from
  the scope they belong to, and nested ads come back as detached copies (no parent scope).

So each result is taken apart *inside* the library: a list element is the value of
``(E)[i]``, an attribute of a record is the value of ``(E).'name'``, ``isReltime(E)`` tells a
relative time from a real, and ``splitTime(E).Offset`` recovers an absolute time's offset. ``E`` is
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

import json
import math
import os
import re
import select
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

JSON = dict[str, Any]

#: the wrapper attribute; a case whose text mentions it is refused rather than risk confusion
KEY = "condor_ls_oracle_expr_7f3a"

#: a MY "ad" meaning no ad at all: the expression is evaluated with no scope, as
#: ``ExprTree.eval()`` without arguments does (an absent MY is otherwise an empty ad)
NO_AD = "@none"

#: how deep lists and records inside a result are unfolded before giving up
MAX_DEPTH = 8
#: how many elements of one list (or attributes of one record) are unfolded
MAX_ITEMS = 2000

_OFFSET_RE = re.compile(r"([+-])(\d\d):?(\d\d)$")
_EMPTY_AD_RE = re.compile(r"\[\s*\]")
_OLD_LINE_RE = re.compile(r"^\s*([A-Za-z_]\w*)\s*=", re.M)


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

    The text is parsed as ``[K = text]``, which must hold exactly one attribute and consume the
    whole input (this rejects ``1, 2`` and ``1 ] [...``); if it contains a ``;`` it must also
    parse as the only element of ``[K = { text }]`` (rejecting ``1; x = 2`` and ``1;``). The
    newline before the closing bracket ends any ``//`` comment.

    The wrapper puts the expression one record deep, exactly as the bindings' own
    ``ExprTree(text)`` does, so the parser's nesting limit is measured from there (see the
    ``gen_limits`` cases).
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
        # keys(), not "KEY in ad": the mapping test converts the value to Python, which fails
        # for a string that is not UTF-8 although the text parsed
        if ad is None or wrapped[offset:].strip() or len(ad) != 1 or KEY not in list(ad.keys()):
            raise ValueError("not a single expression")
        return ad

    ad = parse_wrapped(text)
    if ";" in text:
        # only a ';' can smuggle a second attribute or a stray terminator past the checks above
        as_list = parse_wrapped("{ " + text + "\n}")
        items = as_list.eval(KEY)
        if not isinstance(items, list) or len(items) != 1:
            raise ValueError("not a single expression")
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
    if ad is None and kind == classad2.ParserType.New and _EMPTY_AD_RE.fullmatch(stripped):
        return classad2.ClassAd()  # the stream parser reports an empty ad as "no more ads"
    if ad is None:
        raise ValueError("ad does not parse")
    if kind == classad2.ParserType.New and stripped[offset:].strip():
        raise ValueError("text after the ad")
    if kind == classad2.ParserType.Old:
        # The old-syntax reader stops at the first line it cannot parse and silently returns
        # the lines before it (compat_classad.cpp, InsertFromStream: OnParseError aborts, the
        # attributes read so far stay), and a blank line ends the ad; a case must not depend
        # on that, so it is refused. Each line the reader would parse is tried on its own,
        # which is how the reader parses it (InsertLongFormAttrValue), so a dropped line is
        # found whatever it holds (a line without a name, "0", as well as "X = 1 +").
        named = {m.lower() for m in _OLD_LINE_RE.findall(stripped)}
        if not named <= {k.lower() for k in ad.keys()}:
            raise ValueError("old-syntax ad has a line the library drops")
        lines = stripped.split("\n")
        for i, line in enumerate(lines):
            content = line.lstrip(" \t")
            if not line.strip():
                if any(rest.strip() for rest in lines[i + 1:]):
                    raise ValueError("old-syntax text goes on after the blank line that ends the ad")
                break
            if content.startswith("#"):
                continue
            try:
                one, _ = _classad_parse_next(line, int(kind), 0)
            except Exception:
                one = None
            if one is None or not len(one):
                raise ValueError("old-syntax ad has a line the library drops")
    return ad


class _Evaluator:
    """Evaluates expression texts in one fixed MY/TARGET pair, unfolding results into JSON."""

    def __init__(self, my, target) -> None:
        self.my = my
        self.target = target

    def raw(self, text: str):
        tree, _keep = compile_expr(text)
        return tree.eval(self.my, self.target)

    def derived(self, text: str):
        """``raw`` for an expression built around the case (``(E)[i]``, ``isReltime(E)``...)."""
        try:
            return self.raw(text)
        except ValueError:  # the extra nesting pushed it past the parser's limit
            raise Unrepresentable("a derived expression does not parse (nesting limit)") from None

    def to_json(self, text: str, depth: int = 0) -> JSON:
        classad2 = _lib()
        if depth > MAX_DEPTH:
            raise Unrepresentable("result nests too deeply")
        try:
            value = self.raw(text) if depth == 0 else self.derived(text)
        except UnicodeDecodeError:
            # library strings are bytes; one that is not UTF-8 has no Python (or JSON) form
            raise Unrepresentable("string result is not valid UTF-8") from None
        except ValueError as exc:
            if "out of range" in str(exc):
                # an absolute time before year 1 has no datetime: read it through the library
                return self._fallback(text, exc)
            raise
        except Unrepresentable:
            raise
        except Exception as exc:
            # The bindings could not convert the value (e.g. an absolute time outside
            # datetime's range) or the library reported an evaluation failure.
            return self._fallback(text, exc)
        wrapped = f"({text}\n)"
        # Value is an IntEnum, so these must be tested before int
        if value is classad2.Value.Undefined:
            return {"type": "undefined"}
        if value is classad2.Value.Error:
            return {"type": "error"}
        if isinstance(value, bool):
            return {"type": "boolean", "value": value}
        if isinstance(value, int):
            return {"type": "integer", "value": value}
        if isinstance(value, float):
            kind = "reltime" if self.derived(f"isReltime({wrapped})") is True else "real"
            return {"type": kind, "value": real_json(value)}
        if isinstance(value, str):
            return {"type": "string", "value": value}
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
            out: dict[str, JSON] = {}
            for name in names:
                selected = self.to_json(f"{wrapped}.{quote_name(name)}", depth + 1)
                subscripted = self.derived(f"{wrapped}[{classad2.quote(name)}]")
                if _shallow(selected) != _shallow_raw(subscripted):
                    # e.g. a record reached through a string subscript: selecting from it gives
                    # undefined while subscripting works, so the library has no single answer
                    raise Unrepresentable(
                        f"the library's E.{name} and E[\"{name}\"] disagree for this record"
                    )
                out[name.lower()] = selected
            return {"type": "classad", "value": out}
        import datetime

        if isinstance(value, datetime.datetime):
            return self._abstime(wrapped)
        raise Unrepresentable(f"unexpected value from the bindings: {type(value).__name__}")

    def _abstime(self, wrapped: str) -> JSON:
        secs = self.derived(f"int({wrapped})")
        # splitTime() reports the offset to the second; the printed form (string()) only to the
        # minute, so it is the fallback
        offset = self.derived(f"splitTime({wrapped}).Offset")
        if not isinstance(offset, int) or isinstance(offset, bool):
            shown = self.derived(f"string({wrapped})")
            match = _OFFSET_RE.search(shown) if isinstance(shown, str) else None
            offset = 0
            if match:
                sign = -1 if match.group(1) == "-" else 1
                offset = sign * (int(match.group(2)) * 3600 + int(match.group(3)) * 60)
        return {"type": "abstime", "value": secs, "offset": offset}

    def _fallback(self, text: str, exc: Exception) -> JSON:
        if isinstance(exc, UnicodeDecodeError):
            # library strings are bytes; a string cut inside a UTF-8 sequence has no JSON form
            raise Unrepresentable("string result is not valid UTF-8")
        if "failed to evaluate" in str(exc):
            # The library's Evaluate() returned false; every such path in it sets the result to
            # ERROR first (e.g. random(0), userHome()), and HTCondor's callers treat it as
            # ERROR, so that is the value. The flag is informational only.
            return {"type": "error", "evaluate_failed": True}
        wrapped = f"({text}\n)"
        try:
            if self.raw(f"isAbstime({wrapped})") is True:
                return self._abstime(wrapped)
        except Exception:
            pass
        return {"type": "eval-failure", "message": f"{type(exc).__name__}: {exc}"}


def _shallow(j: JSON) -> tuple:
    """The outline of a batch JSON value: its type and scalar value, or its size."""
    kind = j.get("type")
    if kind == "list":
        return ("list", len(j["value"]))
    if kind == "classad":
        return ("classad", tuple(sorted(j["value"])))
    if kind in ("real", "reltime"):
        return ("number", repr(j["value"]))
    if kind == "abstime":
        return ("abstime", j["value"])
    return (kind, j.get("value"))


def _shallow_raw(v: Any) -> tuple:
    """The same outline for a value straight from the bindings."""
    import datetime

    classad2 = _lib()
    if v is classad2.Value.Undefined:
        return ("undefined", None)
    if v is classad2.Value.Error:
        return ("error", None)
    if isinstance(v, bool):
        return ("boolean", v)
    if isinstance(v, int):
        return ("integer", v)
    if isinstance(v, float):
        return ("number", repr(real_json(v)))
    if isinstance(v, str):
        return ("string", v)
    if isinstance(v, list):
        return ("list", len(v))
    if isinstance(v, classad2.ClassAd):
        return ("classad", tuple(sorted(k.lower() for k in v.keys())))
    if isinstance(v, datetime.datetime):
        return ("abstime", int(v.timestamp()))
    return ("other", repr(v))


def quote_name(name: str) -> str:
    """An attribute name in quoted form (``'name'``), so any spelling can be selected.

    Selection is used rather than ``E["name"]`` because the library's string subscript hands
    back a nested record cut off from its parent scope (``n["m"].p`` with ``p = parent.a`` is
    undefined while ``n.m.p`` is not), and selection is what the batch JSON form means."""
    return "'" + name.replace("\\", "\\\\").replace("'", "\\'") + "'"


def real_json(x: float) -> float | str:
    """A real in batch JSON form: the non-finite ones are strings."""
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def evaluate_inprocess(expr: str, my: str | None = None, target: str | None = None,
                       printed: bool = False) -> JSON:
    """Evaluate one case in this process (the worker calls this). With ``printed`` the result
    also carries the library's printed forms: ``unparse``, the parsed expression as ``repr()``
    of an ExprTree prints it, and ``printed``, the value the same way (``repr()`` of the
    expression simplified to its value), each None when the library cannot give it."""
    out = _evaluate_inprocess(expr, my, target)
    if printed and out.get("type") not in ("parse-error", "bad-case"):
        out["unparse"], out["printed"] = _printed_forms(expr, my, target)
    return out


def _printed_forms(expr: str, my: str | None, target: str | None) -> tuple[str | None, str | None]:
    classad2 = _lib()
    try:
        tree, _keep = compile_expr(expr)
        unparsed = repr(tree)
    except Exception:
        return None, None
    try:
        if my == NO_AD:
            my_ad = target_ad = None
        else:
            my_ad = parse_ad_text(my) if my is not None else classad2.ClassAd()
            target_ad = parse_ad_text(target) if target is not None else None
        shown = repr(tree.simplify(my_ad, target_ad))
    except Exception:
        shown = None
    return unparsed, shown


def _evaluate_inprocess(expr: str, my: str | None = None, target: str | None = None) -> JSON:
    classad2 = _lib()
    try:
        if my == NO_AD:
            if target is not None:
                return {"type": "bad-case", "message": "a TARGET ad needs a MY ad"}
            my_ad = target_ad = None
        else:
            my_ad = parse_ad_text(my) if my is not None else classad2.ClassAd()
            target_ad = parse_ad_text(target) if target is not None else None
    except Exception as exc:
        return {"type": "bad-case", "message": f"ad does not parse: {exc}"}
    try:
        compile_expr(expr)
    except UnicodeDecodeError as exc:
        # it parsed, but the bindings cannot hand back a string literal that is not UTF-8
        return {"type": "unrepresentable", "message": f"string is not valid UTF-8: {exc}"}
    except ValueError as exc:
        if "out of range" not in str(exc):
            return {"type": "parse-error", "message": str(exc)}
        # Not a parse error: the bindings fold absTime("...") literals while parsing and then
        # fail to turn a year before 1 into a datetime. Read the time through the library.
        try:
            return _Evaluator(my_ad, target_ad)._abstime(f"({expr}\n)")
        except Exception:
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
    #: also return the library's printed forms (see :func:`evaluate_inprocess`)
    printed: bool = False


def _guarded_case(item: list) -> JSON:
    """One case; the bindings themselves can fail on odd input (a SystemError out of the C
    extension), which makes the case not comparable rather than ending the worker."""
    try:
        return evaluate_inprocess(*item)
    except Exception as exc:
        return {"type": "eval-failure", "message": f"{type(exc).__name__}: {exc}"}


def _serve() -> None:
    """Worker loop: each stdin line is a JSON list of [expr, my, target]; each answer is a JSON
    list of results on one stdout line. The real stdout is kept for answers only, so anything
    the library prints cannot corrupt the protocol."""
    import json
    import os

    answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # stray output from the library goes to stderr
    _lib()
    answers.write('"ready"\n')
    answers.flush()
    for line in sys.stdin:
        batch = json.loads(line)
        out = [_guarded_case(item) for item in batch]
        answers.write(json.dumps(out) + "\n")
        answers.flush()


class ReferenceWorker:
    """A child process running the library, restarted when it crashes or hangs."""

    def __init__(self, timeout: float = 60.0, batch: int = 200, env: dict[str, str] | None = None) -> None:
        self.timeout = timeout
        self.batch = batch
        #: extra environment for the worker (e.g. TZ)
        self.env = env
        self._proc: subprocess.Popen | None = None
        self._buffer = b""
        self._eof = False

    def _start(self) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, "-u", __file__, "--serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, **self.env} if self.env else None,
        )
        self._buffer = b""
        first = self._read_line()
        if first is None or json.loads(first) != "ready":
            self._kill()
            raise RuntimeError("the reference worker (htcondor wheel) did not start")

    def _read_line(self) -> bytes | None:
        """One line from the worker, or None if it died or did not answer in time."""
        assert self._proc is not None and self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        deadline = time.monotonic() + self.timeout
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                return None
            chunk = os.read(fd, 1 << 20)
            if not chunk:  # end of file: the worker died
                self._eof = True
                return None
            self._buffer += chunk
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def close(self) -> None:
        if self._proc is not None:
            try:
                self._proc.stdin.close()
                self._proc.wait(5)
            except Exception:
                self._kill()
        self._proc = None

    def _kill(self) -> None:
        if self._proc is not None:
            self._proc.kill()
            self._proc.wait()
        self._proc = None

    def _run(self, batch: Sequence[Request]) -> list[JSON] | str:
        """Results, or "crash"/"timeout" if the worker did not answer."""
        if self._proc is None or self._proc.poll() is not None:
            self._start()
        assert self._proc is not None and self._proc.stdin is not None
        try:
            payload = json.dumps([[r.expr, r.my, r.target, r.printed] if r.printed else [r.expr, r.my, r.target]
                                  for r in batch]) + "\n"
            self._proc.stdin.write(payload.encode("utf-8"))
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError):
            self._kill()
            return "crash"
        self._eof = False
        line = self._read_line()
        if line is None:
            dead = self._eof
            self._kill()
            return "crash" if dead else "timeout"
        return json.loads(line)

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


if __name__ == "__main__":  # worker mode, or a manual probe: python reference.py 'expr' [my] [target]
    if sys.argv[1:] == ["--serve"]:
        _serve()
        sys.exit(0)
    args = sys.argv[1:] + [None, None]
    print(json.dumps(evaluate_inprocess(args[0], args[1], args[2])))
