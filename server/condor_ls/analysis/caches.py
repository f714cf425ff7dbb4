"""Every cache an analysis fills, with how many entries each holds now.

A language server runs for days. Each cache that makes a keystroke cheap is bounded: by the
documents open now (kept for the last few rounds of work, see ``condor_ls.rounds``), by a
number of documents, or by a fixed number of entries. :func:`sizes` lists them all so that
tests can check that editing leaves no growth behind and so that a new cache is not forgotten.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _lru(function: Any) -> int:
    info: Callable[[], Any] | None = getattr(function, "cache_info", None)
    return int(info().currsize) if info is not None else 0


def sizes() -> dict[str, int]:
    """Cache name -> entries held (per-key figures for caches kept per document or per kind)."""
    from ..classad import evaluator
    from ..config import classad_bridge, lines
    from ..submit import commands, directives
    from ..syntax import regions
    from . import spelling
    from .configview import expansions, units, view
    from .navigation import references
    from . import attribute_names
    from .policy import submitmatch
    from .rules import config as config_rules, expressions, submit as submit_rules, values as value_rules

    out: dict[str, int] = {
        "views": len(view._cache),
        "read caches": len(view._read_caches),
        "directory set members": len(view._SIBLING_VERDICTS),
        "expansions": len(expansions.MEMO),
        "macro indexes": len(config_rules._MACRO_INDEXES),
        "reference occurrences": len(references._cache),
        "submit files": len(directives._cache),
        "classad evaluations": len(classad_bridge._CACHE),
        # (the common compiled form lives on its expression node, as long as the node)
        "compiled expressions": len(evaluator._CHECKED) + len(evaluator._TRACED),
        "compiled shapes": len(evaluator._SHARED_FAST) + len(evaluator._SHARED_CHECKED),
        "lru calls per expression tree": len(submit_rules._CALLS),
        "submit queue groupings": len(submitmatch._GROUPED),
    }
    from ..dag import reader as dag_reader
    out["dag files by text"] = len(dag_reader._texts)
    out["dag documents"] = len(dag_reader._documents)
    out["dag one-line statements"] = sum(len(kept) for kept in dag_reader._relative.values())
    out["dag buffers read"] = len(dag_reader._latest)
    from ..dag import incremental as dag_incremental
    out["dags kept for updates"] = dag_incremental.size()
    from .dags import vars as dag_vars
    out["dag nodes' macros given"] = dag_vars.kept_size()
    from .rules import dag as dag_rules
    out["dag nodes' submit sources"] = sum(len(kept) for kept in list(dag_rules._NODE_SOURCES.values()))
    from .dags import kept as dags_kept
    out["dags kept for editor requests"] = dags_kept.size()
    for root, cache in list(view._read_caches.items()):
        out[f"recorded reads {root}"] = len(cache)
        out[f"logical line segments {root}"] = len(cache.splitter)
    out.update(units.sizes())
    out.update(regions.sizes())
    for name, function in {
        "lru knob lookups": view._knob_lookup, "lru plain references": view._plain_references,
        "lru normal paths": view._normal, "lru plain uses": config_rules._plain_uses,
        "lru value words": config_rules._value_words, "lru expression knobs": expressions.is_expression_knob,
        "lru parsed expressions": expressions._parse, "lru close knobs": spelling.close_knobs,
        "lru whole-file logical lines": lines.cached_logical_lines,
        "lru macro uses per value": directives._uses_in, "lru submit commands by name": commands._command,
        "lru resource names": attribute_names._resource_names,
        "lru value candidates": value_rules.text_candidates,
    }.items():
        out[name] = _lru(function)
    return out
