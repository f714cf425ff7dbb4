"""The condor-ls side of the differential tests: parse, evaluate, and render as batch JSON.

Only the public contracts of docs/architecture.md are used (``parser.parse_expr`` and
``parse_ad``, ``evaluator.evaluate``, ``jsonvalue``), so the harness measures exactly what the
rest of condor-ls will call. While those modules are still being written, :func:`unavailable`
says why and the tests skip.
"""
from __future__ import annotations

import importlib
import traceback
from typing import Any, Callable

JSON = dict[str, Any]

#: the MY marker for "no ad at all" (the same string as ``reference.NO_AD``)
NO_AD = "@none"

#: names the value-to-JSON function of ``classad/jsonvalue.py`` may have, in order of preference
_JSON_FUNCTIONS = ("to_json", "value_to_json", "to_batch_json", "as_json", "jsonify")


def _modules():
    parser = importlib.import_module("condor_ls.classad.parser")
    evaluator = importlib.import_module("condor_ls.classad.evaluator")
    jsonvalue = importlib.import_module("condor_ls.classad.jsonvalue")
    return parser, evaluator, jsonvalue


def _json_function(jsonvalue) -> Callable[..., Any]:
    for name in _JSON_FUNCTIONS:
        fn = getattr(jsonvalue, name, None)
        if callable(fn):
            return fn
    raise AttributeError(f"condor_ls.classad.jsonvalue has none of {', '.join(_JSON_FUNCTIONS)}")


def unavailable() -> str | None:
    """None when the evaluator stack can be used, else why not (the skip reason)."""
    try:
        parser, evaluator, jsonvalue = _modules()
        for mod, name in ((parser, "parse_expr"), (parser, "parse_ad"), (evaluator, "evaluate")):
            if not callable(getattr(mod, name, None)):
                return f"{mod.__name__}.{name} is missing"
        _json_function(jsonvalue)
    except Exception as exc:
        return f"condor-ls evaluator not available yet: {exc!r}"
    return None


def evaluate_ours(expr: str, my: str | None = None, target: str | None = None, *, now: float | None = None) -> JSON:
    """Our result for one case as batch JSON. Any exception escaping our public functions
    (other than the documented syntax error) is returned as ``{"type": "exception"}`` so that
    the comparison fails and shows it, instead of aborting the run."""
    parser, evaluator, jsonvalue = _modules()
    from condor_ls.classad.ad import ClassAd

    to_json = _json_function(jsonvalue)
    syntax_error = getattr(parser, "ClassAdSyntaxError", SyntaxError)
    try:
        try:
            tree = parser.parse_expr(expr)
        except syntax_error as exc:
            return {"type": "parse-error", "message": str(exc)}
        # A case without MY means an empty MY ad, as on the reference side (the library's own
        # bindings cannot evaluate with TARGET but no MY).
        if my == NO_AD:  # no scope at all, as the library's ExprTree.eval() without arguments
            my_ad = target_ad = None
        else:
            my_ad = parser.parse_ad(my) if my is not None else ClassAd()
            target_ad = parser.parse_ad(target) if target is not None else None
        new_state = getattr(evaluator, "new_state", None)
        run = getattr(evaluator, "run", None)
        if callable(new_state) and callable(run):
            # keep the evaluation state so lists and records unfold in their own scopes
            st = new_state(my_ad, target_ad, now=now)
            value = run(st, tree)
            out = to_json(value, st)
        else:
            out = to_json(evaluator.evaluate(tree, my_ad, target_ad, now=now))
        if isinstance(out, str):
            import json

            out = json.loads(out)
        return out
    except Exception as exc:
        return {"type": "exception", "message": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc(limit=6)}
