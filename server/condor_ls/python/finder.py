"""Finding the HTCondor languages in a Python script: imports, names, calls, literals.

The script is cut into top-level statements (:mod:`.chunks`); those that mention a name tied
to the bindings are parsed with parso (error-tolerant, so half-typed code still yields its
complete parts), and the names they bind are followed until nothing new turns up. Then every
call is resolved against the bindings' API (:mod:`.api`) and its string arguments become sites
(:mod:`.sites`).

Names are resolved per scope and without regard to order: a name has a type only when every
assignment to it in its scope agrees (``schedd = htcondor.Schedd()``; ``for ad in ads``;
``schedd: htcondor.Schedd``), so a name reused for something else is left alone rather than
guessed at. Two spellings are taken at their word in a file that imports the bindings: a
parameter called ``schedd`` is a Schedd and one called ``collector`` or ``coll`` a Collector.
"""
from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import parso
from parso.tree import BaseNode

from . import api
from .api import Role, Signature
from .chunks import IMPORT_LINE, Chunk, chunks, chunks_mentioning, imports_bindings, word_pattern
from .gcpause import collector_paused
from .literals import Embedded, Piece, decode_parts
from .sites import AdSite, ExprSite, NameSite, PythonSites, SubmitEntry, SubmitSite

log = logging.getLogger(__name__)

#: parameter names taken to hold these objects when nothing else says what they are
CONVENTIONAL_NAMES: dict[str, str] = {"schedd": "Schedd", "collector": "Collector", "coll": "Collector"}
#: a job id, or a list of them, rather than a constraint
_JOB_ID = re.compile(r"\s*\d+(?:\.\d+)?\s*\Z")
#: how far a string is followed through names (``c = "..."; schedd.query(c)``)
MAX_NAME_HOPS = 4
#: builtins that hand back the items they are given
PASS_THROUGH = frozenset({"list", "sorted", "tuple", "reversed", "iter"})
#: parsed chunks kept across analyses, by text (an edit re-parses only the statement it touched)
CACHE_CHARS = 8 * 1024 * 1024
#: rounds of following names from chunk to chunk
MAX_ROUNDS = 12

_grammar_lock = threading.Lock()
_grammar: Any = None


def _parser() -> Any:
    global _grammar
    with _grammar_lock:
        if _grammar is None:
            _grammar = parso.load_grammar()
        return _grammar


class _ParseCache:
    """parso modules by chunk text, least recently used first out, bounded by total size."""

    def __init__(self) -> None:
        self._items: OrderedDict[str, Any] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get(self, text: str) -> Any:
        with self._lock:
            hit = self._items.get(text)
            if hit is not None:
                self._items.move_to_end(text)
                return hit
        module = _parser().parse(text, error_recovery=True)
        with self._lock:
            if text not in self._items:
                self._items[text] = module
                self._size += len(text)
                while self._size > CACHE_CHARS and self._items:
                    old, _ = self._items.popitem(last=False)
                    self._size -= len(old)
        return module


PARSE_CACHE = _ParseCache()
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass
class _Parsed:
    chunk: Chunk
    module: Any
    line_starts: list[int]

    def offset(self, pos: tuple[int, int]) -> int:
        line, col = pos
        index = min(max(line - 1, 0), len(self.line_starts) - 1)
        return self.chunk.start + self.line_starts[index] + col


@dataclass(frozen=True)
class Value:
    """What an expression of the script is, as far as the bindings go."""

    kind: str  # module, class, function, enum, enum_member, instance, method, ads, ad
    name: str = ""
    side: str | None = None
    projection: tuple[str, ...] | None = None
    #: the constructor call of a Submit instance (its site), the receiver of a method
    extra: Any = None


class _Scope:
    __slots__ = ("kind", "parent", "binders", "globals", "self_name", "class_scope", "parsed")

    def __init__(self, kind: str, parent: _Scope | None, parsed: _Parsed | None) -> None:
        self.kind = kind
        self.parent = parent
        self.binders: dict[str, list[tuple[str, Any, _Scope, _Parsed | None]]] = {}
        self.globals: set[str] = set()
        self.self_name: str | None = None
        self.class_scope: _Scope | None = None
        self.parsed = parsed

    def bind(self, name: str, how: str, what: Any, scope: _Scope, parsed: _Parsed | None) -> None:
        target = self
        if name in self.globals:
            while target.parent is not None:
                target = target.parent
        target.binders.setdefault(name, []).append((how, what, scope, parsed))


# ---------------------------------------------------------------------------- entry point
def find_sites(text: str) -> PythonSites:
    """Every HTCondor-language site of a script (nothing at all when it does not import the
    bindings). Never raises: a failure leaves the sites found so far."""
    if not imports_bindings(text):
        return PythonSites(False)
    finder = _Finder(text)
    try:
        with collector_paused():
            finder.run()
    except RecursionError:
        log.warning("python sites: nesting too deep")
    except Exception:
        log.exception("python sites: unexpected failure")
    return finder.result


class _Finder:
    def __init__(self, text: str) -> None:
        self.text = text
        self.result = PythonSites(True)
        self.module_scope = _Scope("module", None, None)
        self.scope_of: dict[int, _Scope] = {}
        self.parsed: list[_Parsed] = []
        self.infer_memo: dict[int, Value | None] = {}
        self.resolving: set[tuple[int, str]] = set()
        self.handled: set[int] = set()
        self.submit_sites: dict[int, SubmitSite] = {}
        self.seen_strings: set[tuple[tuple[int, int], str, str | None]] = set()
        self.parsed_by_root: dict[int, _Parsed] = {}
        self.parsed_of: dict[int, _Parsed] = {}
        self.pieces: list[Chunk] = []
        self.piece_starts: list[int] = []
        self.done: set[int] = set()
        self.loaded_names: set[str] = set()
        self.late: list[_Parsed] = []
        self.literal_memo: dict[int, Embedded | None] = {}
        self.resolved: dict[tuple[int, str], Value | None] = {}
        self.returns: dict[int, Value | None] = {}
        self.call_memo: dict[tuple[int, Value], Value | None] = {}

    # ------------------------------------------------------------------ parsing what matters
    def run(self) -> None:
        pieces = self.pieces = chunks(self.text)
        self.result.total_chunks = len(pieces)
        starts = self.piece_starts = [c.start for c in pieces]
        wanted = chunks_mentioning(IMPORT_LINE, self.text, pieces, starts)  # the imports seed the search
        conventional = word_pattern(CONVENTIONAL_NAMES)
        if conventional is not None:
            wanted |= chunks_mentioning(conventional, self.text, pieces, starts)
        done = self.done
        known: set[str] = set(CONVENTIONAL_NAMES)
        for _ in range(MAX_ROUNDS):
            new = sorted(i for i in wanted if i not in done and i >= 0)
            if not new:
                break
            names: set[str] = set()
            for index in new:
                done.add(index)
                parsed = self._parse(pieces[index])
                names |= self._bind_chunk(parsed)
            names -= known
            known |= names
            pattern = word_pattern(names)
            wanted = chunks_mentioning(pattern, self.text, pieces, starts) if pattern is not None else set()
        self.parsed.sort(key=lambda p: p.chunk.start)
        for parsed in list(self.parsed):
            self._visit(parsed)
        self.result.parsed_chunks = len(done)
        for site in self.submit_sites.values():
            site.entries.sort(key=lambda e: e.key.span)
        self.result.submits = [s for s in self.submit_sites.values() if s.text is not None or s.entries]
        for collection in (self.result.expressions, self.result.ads, self.result.names):
            collection.sort(key=lambda s: s.text.span)  # type: ignore[attr-defined]
        self.result.submits.sort(key=lambda s: (s.text or (s.entries[0].key if s.entries else None)).span
                                 if (s.text or s.entries) else (0, 0))

    def _parse(self, chunk: Chunk) -> _Parsed:
        text = self.text[chunk.start:chunk.end]
        module = PARSE_CACHE.get(text)
        starts = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]
        parsed = _Parsed(chunk, module, starts)
        self.parsed.append(parsed)
        self.parsed_by_root[id(module)] = parsed
        return parsed

    def _offset(self, node: Any, pos: tuple[int, int] | None = None) -> int | None:
        """Character offset in the script of ``pos`` (default: where ``node`` starts)."""
        climbed = []
        current = node
        parsed = None
        while current is not None:
            key = id(current)
            parsed = self.parsed_of.get(key)
            if parsed is not None:
                break
            climbed.append(key)
            if current.parent is None:
                parsed = self.parsed_by_root.get(key)
                break
            current = current.parent
        if parsed is None:
            return None
        for key in climbed:  # the next string under the same statement stops early
            self.parsed_of[key] = parsed
        return parsed.offset(node.start_pos if pos is None else pos)

    # ------------------------------------------------------------------ phase 1: binding
    def _bind_chunk(self, parsed: _Parsed) -> set[str]:
        """Record what every statement of the chunk binds; returns the module-level names
        bound by assignments and definitions (whose uses elsewhere are worth parsing too)."""
        module_names: set[str] = set()
        stack: list[tuple[Any, _Scope]] = [(parsed.module, self.module_scope)]
        while stack:
            node, scope = stack.pop()
            kind = node.type
            children = getattr(node, "children", None)
            if kind in ("funcdef", "async_funcdef", "async_stmt"):
                if kind != "funcdef":
                    stack.extend([(c, scope) for c in reversed(children) if isinstance(c, BaseNode)])
                    continue
                self._bind_function(node, scope, parsed, stack)
                if scope is self.module_scope:  # what it returns may be a Schedd, ads ...
                    module_names.add(node.name.value)
                continue
            if kind == "classdef":
                name = node.name.value
                scope.bind(name, "unknown", None, scope, parsed)
                inner = _Scope("class", scope, parsed)
                self.scope_of[id(node)] = inner
                stack.extend([(c, inner) for c in reversed(children) if isinstance(c, BaseNode)])
                continue
            if kind == "lambdef":
                inner = _Scope("function", scope, parsed)
                self.scope_of[id(node)] = inner
                for param in _lambda_params(node):
                    inner.bind(param, "unknown", None, inner, parsed)
                stack.extend([(c, inner) for c in reversed(children) if isinstance(c, BaseNode)])
                continue
            if children is None:
                continue
            comp = _comprehension_for(node) if kind in _COMPREHENSION_PARENTS else None
            if comp is not None:
                inner = _Scope("comprehension", scope, parsed)
                self.scope_of[id(node)] = inner
                for target, iterable in _comp_targets(comp):
                    self._bind_target(target, inner, "iter", iterable, scope, parsed)
                stack.extend([(c, inner) for c in reversed(children) if isinstance(c, BaseNode)])
                continue
            if kind in ("import_name", "import_from"):
                names = self._bind_import(node, scope, parsed)
                if scope is self.module_scope:
                    module_names |= names
                continue
            if kind == "global_stmt" or kind == "nonlocal_stmt":
                if kind == "global_stmt":
                    scope.globals.update(c.value for c in children[1:] if c.type == "name")
                continue
            if kind == "expr_stmt":
                names = self._bind_assignment(node, scope, parsed)
                module_names |= names if scope is self.module_scope else names & scope.globals
            elif kind == "for_stmt":
                names = self._bind_target(children[1], scope, "iter", children[3], scope, parsed)
                if scope is self.module_scope:
                    module_names |= names
            elif kind == "with_item" and len(children) == 3:
                self._bind_target(children[2], scope, "value", children[0], scope, parsed)
            elif kind == "namedexpr_test":
                target = scope
                while target.kind == "comprehension" and target.parent is not None:
                    target = target.parent
                target.bind(children[0].value, "value", children[2], scope, parsed)
            elif kind == "except_clause" and len(children) >= 4 and children[-1].type == "name":
                scope.bind(children[-1].value, "unknown", None, scope, parsed)
            stack.extend([(c, scope) for c in reversed(children) if isinstance(c, BaseNode)])
        return module_names

    def _bind_function(self, node: Any, scope: _Scope, parsed: _Parsed, stack: list[tuple[Any, _Scope]]) -> None:
        inner = _Scope("function", scope, parsed)
        self.scope_of[id(node)] = inner
        scope.bind(node.name.value, "function", node, inner, parsed)
        params = []
        try:
            params = node.get_params()
        except Exception:
            pass
        for index, param in enumerate(params):
            name = param.name.value
            inner.bind(name, "param" if param.star_count == 0 else "unknown", param, scope, parsed)
            if index == 0 and scope.kind == "class" and param.star_count == 0:
                inner.self_name = name
                inner.class_scope = scope
        stack.extend([(c, inner) for c in reversed(node.children) if isinstance(c, BaseNode)])

    def _bind_import(self, node: Any, scope: _Scope, parsed: _Parsed) -> set[str]:
        """Bind the names an import defines; returns those that stand for the bindings."""
        names: set[str] = set()
        try:
            if node.type == "import_from" and node.is_star_import():
                path = [n.value for n in node.get_from_names()]
                kind = api.MODULE_KIND.get(path[0]) if len(path) == 1 else None
                if kind is not None:
                    for member in api.MODULE_MEMBERS[kind]:
                        scope.bind(member, "import", _member_value(kind, member), scope, parsed)
                        names.add(member)
                return names
            for name in node.get_defined_names():
                path = [n.value for n in node.get_path_for_name(name)]
                value = _import_value(node.type, path, name.value)
                scope.bind(name.value, "import", value, scope, parsed)
                if value is not None:
                    names.add(name.value)
        except Exception:
            log.debug("unreadable import statement", exc_info=True)
        return names

    def _bind_assignment(self, node: Any, scope: _Scope, parsed: _Parsed) -> set[str]:
        children = node.children
        names: set[str] = set()
        if len(children) >= 2 and children[1].type == "annassign":
            ann = children[1].children
            value = ann[3] if len(ann) >= 4 else None
            target = children[0]
            if target.type == "name":
                how, what = ("value", value) if value is not None else ("annotation", ann[1])
                scope.bind(target.value, how, what, scope, parsed)
                names.add(target.value)
            elif value is not None:
                names |= self._bind_target(target, scope, "value", value, scope, parsed)
            return names
        if len(children) >= 3 and children[1].type == "operator" and children[1].value != "=":
            # augmented assignment: the name keeps a value we do not follow
            return self._bind_target(children[0], scope, "unknown", None, scope, parsed)
        if len(children) < 3:
            return names
        value = children[-1]
        for target in children[:-1:2]:
            names |= self._bind_target(target, scope, "value", value, scope, parsed)
            item = _item_target(target)
            if item is not None:  # ``options["request_gpus"] = "1"``: remembered for Submit(options)
                scope.bind(item[0] + "[]", "item", (item[1], value), scope, parsed)
        return names

    def _bind_target(self, target: Any, scope: _Scope, how: str, what: Any, value_scope: _Scope,
                     parsed: _Parsed) -> set[str]:
        """Bind the names of an assignment target; unpacking targets get an unknown value."""
        kind = target.type
        if kind == "name":
            scope.bind(target.value, how, what, value_scope, parsed)
            return {target.value}
        if kind in ("atom_expr", "power") and self._self_attribute(target, scope) is not None:
            attr = self._self_attribute(target, scope)
            method = _function_scope(scope)
            if method is not None and method.class_scope is not None and attr is not None:
                method.class_scope.bind("self." + attr, how, what, value_scope, parsed)
                return {attr}
            return set()
        names: set[str] = set()
        if kind in ("testlist_star_expr", "exprlist", "testlist", "atom", "testlist_comp", "star_expr"):
            for leaf in _names_in(target):
                scope.bind(leaf.value, "unknown", None, value_scope, parsed)
                names.add(leaf.value)
        return names

    def _self_attribute(self, node: Any, scope: _Scope) -> str | None:
        """``X`` for ``self.X`` inside a method (``self`` being its first parameter)."""
        children = getattr(node, "children", [])
        if len(children) != 2 or children[0].type != "name":
            return None
        trailer = children[1]
        if trailer.type != "trailer" or trailer.children[0].value != ".":
            return None
        method = _function_scope(scope)
        if method is None or method.self_name != children[0].value:
            return None
        return trailer.children[1].value

    # ------------------------------------------------------------------ resolving names
    def lookup(self, name: str, scope: _Scope) -> Value | None:
        current: _Scope | None = scope
        first = True
        while current is not None:
            if name in current.globals:
                current = self.module_scope
                continue
            if name in current.binders and (current.kind != "class" or first):
                return self._resolve(name, current)
            first = False
            current = current.parent
        return None

    def _resolve(self, name: str, scope: _Scope) -> Value | None:
        key = (id(scope), name)
        if key in self.resolved:
            return self.resolved[key]
        if key in self.resolving:
            return None
        self.resolving.add(key)
        value = self._resolve_binders(name, scope)
        self.resolving.discard(key)
        self.resolved[key] = value
        return value

    def _resolve_binders(self, name: str, scope: _Scope) -> Value | None:
        """The value every assignment of ``name`` in ``scope`` agrees on (None if they differ)."""
        found: Value | None = None
        for how, what, value_scope, parsed in scope.binders[name]:
            value = self._binder_value(name, how, what, value_scope, parsed)
            if value is None or (found is not None and value != found):
                return None
            found = value
        return found

    def _binder_value(self, name: str, how: str, what: Any, scope: _Scope, parsed: _Parsed | None) -> Value | None:
        if how == "import":
            return what
        if how == "value":
            return self.infer(what, scope)
        if how == "iter":
            return _element(self.infer(what, scope))
        if how == "function":
            return Value("userfunction", "", extra=what)
        if how == "annotation":
            return _instance_of(self.infer(what, scope))
        if how == "param":
            if what.annotation is not None:
                return _instance_of(self.infer(what.annotation, scope))
            if name in CONVENTIONAL_NAMES:
                return Value("instance", CONVENTIONAL_NAMES[name])
            if what.default is not None:
                return self.infer(what.default, scope)
        return None

    def infer(self, node: Any, scope: _Scope) -> Value | None:
        """What ``node`` evaluates to, as far as the bindings are concerned."""
        key = id(node)
        if key in self.infer_memo:
            return self.infer_memo[key]
        self.infer_memo[key] = None  # a cycle through this node gives nothing
        value = self._infer(node, scope)
        self.infer_memo[key] = value
        return value

    def _infer(self, node: Any, scope: _Scope) -> Value | None:
        kind = node.type
        if kind == "name":
            return self.lookup(node.value, scope)
        if kind in ("atom_expr", "power"):
            children = node.children
            start = 1 if children[0].type == "keyword" and children[0].value == "await" else 0
            if start >= len(children):
                return None
            value = self._self_attribute_value(children, start, scope)
            index = start + 2 if value is not None else start + 1
            if value is None:
                value = self.infer(children[start], scope)
            for trailer in children[index:]:
                value = self._apply(value, trailer, scope, children[start])
                if value is None:
                    return None
            return value
        if kind == "atom" and len(node.children) == 3 and node.children[0].type == "operator" \
                and node.children[0].value == "(":
            return self.infer(node.children[1], scope)
        return None

    def _self_attribute_value(self, children: list[Any], start: int, scope: _Scope) -> Value | None:
        if len(children) < start + 2 or children[start].type != "name":
            return None
        method = _function_scope(scope)
        if method is None or method.self_name != children[start].value or method.class_scope is None:
            return None
        trailer = children[start + 1]
        if trailer.type != "trailer" or trailer.children[0].value != ".":
            return None
        name = trailer.children[1].value
        key = "self." + name
        if key in method.class_scope.binders:
            return self._resolve(key, method.class_scope)
        if name in method.class_scope.binders:  # a method of the class: its return value
            return self._resolve(name, method.class_scope)
        return None

    def _apply(self, value: Value | None, trailer: Any, scope: _Scope, base: Any) -> Value | None:
        if trailer.type != "trailer":
            return None
        opener = trailer.children[0].value
        if opener == ".":
            return _attribute(value, trailer.children[1].value) if value is not None else None
        if opener == "(":
            if value is None:
                if trailer is base.get_next_sibling() and base.type == "name" and base.value in PASS_THROUGH \
                        and self.lookup(base.value, scope) is None:
                    args, _kw, _open = _arguments(trailer)
                    inner = self.infer(args[0], scope) if len(args) == 1 else None
                    return inner if inner is not None and inner.kind == "ads" else None
                return None
            return self._call_result(value, trailer, scope)
        if opener == "[" and value is not None and value.kind == "ads":
            return Value("ad", "", value.side, value.projection)
        return None

    def _call_result(self, value: Value, trailer: Any, scope: _Scope) -> Value | None:
        key = (id(trailer), value)
        if key in self.call_memo:
            return self.call_memo[key]
        found = self._call_value(value, trailer, scope)
        self.call_memo[key] = found
        return found

    def _call_value(self, value: Value, trailer: Any, scope: _Scope) -> Value | None:
        if value.kind == "userfunction":
            return self._returned(value.extra)
        signature = _signature(value)
        if signature is None or signature.returns is None:
            return None
        returns = signature.returns
        if returns.kind in ("ads", "ad"):
            side = returns.side
            if side == api.FROM_TYPE:
                side = self._type_side(signature, trailer, scope)
            projection = None
            if returns.projection is not None:
                projection = self._projection_names(signature, trailer, scope, returns.projection)
            return Value(returns.kind, "", side, projection)
        if returns.kind == "Submit":
            return Value("instance", "Submit", extra=id(trailer))
        return Value("instance", returns.kind)

    def _returned(self, funcdef: Any) -> Value | None:
        """What a function of the script returns, when all its ``return`` statements agree (a
        helper such as ``def running(self): return self.schedd.query(...)``)."""
        key = id(funcdef)
        if key in self.returns:
            return self.returns[key]
        self.returns[key] = None
        inner = self.scope_of.get(key)
        found: Value | None = None
        if inner is not None:
            values = [self.infer(r.children[1], inner) if len(r.children) > 1 else None
                      for r in _returns(funcdef)]
            if values and all(v is not None and v == values[0] for v in values):
                found = values[0]
        self.returns[key] = found
        return found

    def _type_side(self, signature: Signature, trailer: Any, scope: _Scope) -> str | None:
        for param, arg in self._matched(signature, trailer):
            if param.role in (Role.AD_TYPE, Role.DAEMON_TYPE):
                found = self.infer(arg, scope)
                if found is not None and found.kind == "enum_member":
                    return api.side_of_type(found.name)
                return None
        return None  # AdTypes.Any by default: ads of every kind

    def _projection_names(self, signature: Signature, trailer: Any, scope: _Scope, name: str) -> tuple[str, ...] | None:
        for param, arg in self._matched(signature, trailer):
            if param.name == name:
                items = self._list_items(arg, scope)
                if items is None:
                    return None
                texts = []
                for item in items:
                    embedded = self.literal(item, scope)
                    if embedded is None or embedded.has_holes():
                        return None
                    texts.append(embedded.text)
                return tuple(texts)
        return None

    def _matched(self, signature: Signature, trailer: Any) -> Iterator[tuple[api.Param, Any]]:
        args, keywords, _open = _arguments(trailer)
        for index, arg in enumerate(args):
            param = signature.positional(index)
            if param is not None:
                yield param, arg
        for keyword, (_name, arg) in keywords.items():
            param = signature.param(keyword)
            if param is not None:
                yield param, arg

    # ------------------------------------------------------------------ literals
    def literal(self, node: Any, scope: _Scope, hops: int = 0) -> Embedded | None:
        """The string a node stands for, decoded with its source map, when it is a literal (or
        a name assigned one literal exactly once)."""
        key = id(node)
        if key in self.literal_memo:
            return self.literal_memo[key]
        found = self._literal(node, scope, hops)
        self.literal_memo[key] = found
        return found

    def _literal(self, node: Any, scope: _Scope, hops: int) -> Embedded | None:
        kind = node.type
        if kind in ("string", "fstring", "strings"):
            parts: list[Any] = []
            for child in (node.children if kind == "strings" else [node]):
                start = self._offset(child)
                if start is None:
                    return None
                if child.type == "string":
                    parts.append((child.value, start))
                elif child.type == "fstring":
                    parts.append(self._fstring_parts(child))
                else:
                    return None
            return decode_parts(parts)
        if kind == "atom" and len(node.children) == 3 and node.children[0].value == "(":
            return self.literal(node.children[1], scope, hops)
        if kind == "name" and hops < MAX_NAME_HOPS:
            found = self._single_binder(node.value, scope)
            if found is not None:
                what, value_scope = found
                return self.literal(what, value_scope, hops + 1)
        return None

    def scalar(self, node: Any, scope: _Scope) -> Embedded | None:
        """A number or True/False written as a submit value (``"request_cpus": 4``)."""
        if node.type == "number" or (node.type == "keyword" and node.value in ("True", "False")):
            start = self._offset(node)
            if start is None:
                return None
            text = node.value
            return Embedded(text, tuple(range(start, start + len(text))), tuple(range(start + 1, start + len(text) + 1)),
                            (Piece(start, start + len(text), "", True, False),))
        return None

    def _fstring_parts(self, node: Any) -> list[tuple[str, int, str]]:
        out: list[tuple[str, int, str]] = []
        for child in node.children:
            start = self._offset(child) or 0
            if child.type == "fstring_start":
                out.append((child.value, start, "start"))
            elif child.type == "fstring_string":
                out.append((child.value, start, "string"))
            elif child.type == "fstring_end":
                out.append((child.value, start, "end"))
            else:
                end = self._offset(child, child.end_pos) or start
                out.append(("x" * max(end - start, 1), start, "field"))
        return out

    def _single_binder(self, name: str, scope: _Scope) -> tuple[Any, _Scope] | None:
        """The one value assigned to ``name`` where ``scope`` sees it (None when it is assigned
        more than once, or otherwise)."""
        for attempt in range(2):
            current: _Scope | None = scope
            first = True
            while current is not None:
                if name in current.binders and (current.kind != "class" or first):
                    binders = current.binders[name]
                    if len(binders) != 1 or binders[0][0] != "value":
                        return None
                    return binders[0][1], binders[0][2]
                first = False
                current = current.parent
            if attempt == 0 and not self._load_module_name(name):
                return None
        return None

    def _items_of(self, name: str, scope: _Scope) -> list[tuple[Any, Any, _Scope]]:
        """``name[key] = value`` assignments in the scope that binds ``name``."""
        current: _Scope | None = scope
        while current is not None:
            if name in current.binders:
                return [(what[0], what[1], value_scope)
                        for how, what, value_scope, _parsed in current.binders.get(name + "[]", ())]
            current = current.parent
        return []

    def _load_module_name(self, name: str) -> bool:
        """Parse the top-level statements that may bind ``name`` and were not parsed yet (a
        constant holding a constraint, defined far from where it is used, and the statements
        adding items to it); True when any was."""
        if name in self.loaded_names or not name.isidentifier():
            return False
        self.loaded_names.add(name)
        pattern = _binding_statement(name)
        found = False
        for index in chunks_mentioning(pattern, self.text, self.pieces, self.piece_starts):
            if index in self.done:
                continue
            self.done.add(index)
            self._bind_chunk(self._parse(self.pieces[index]))
            self.late.append(self.parsed[-1])
            found = True
        return found

    def _list_items(self, node: Any, scope: _Scope, hops: int = 0) -> list[Any] | None:
        """The elements of a list or tuple literal (followed through one-time names)."""
        if node.type == "name" and hops < MAX_NAME_HOPS:
            found = self._single_binder(node.value, scope)
            return self._list_items(found[0], found[1], hops + 1) if found is not None else None
        if node.type != "atom" or node.children[0].value not in ("[", "("):
            return None
        if len(node.children) == 2:
            return []
        inner = node.children[1]
        if inner.type in ("testlist_comp", "exprlist", "testlist"):
            if any(c.type in ("sync_comp_for", "comp_for") for c in inner.children):
                return None
            return [c for c in inner.children if not (c.type == "operator" and c.value == ",")]
        return [inner]

    # ------------------------------------------------------------------ phase 2: sites
    def _visit(self, parsed: _Parsed) -> None:
        stack: list[tuple[Any, _Scope]] = [(parsed.module, self.module_scope)]
        while stack:
            node, scope = stack.pop()
            inner = self.scope_of.get(id(node))
            if inner is not None:
                scope = inner
            kind = node.type
            if kind in ("atom_expr", "power"):
                self._calls_in(node, scope)
            elif kind == "expr_stmt":
                self._submit_item_assignment(node, scope)
            elif kind == "error_node":
                self._half_typed(node, scope)
            children = getattr(node, "children", None)
            if children:
                stack.extend([(c, scope) for c in reversed(children) if isinstance(c, BaseNode)])

    def _calls_in(self, node: Any, scope: _Scope) -> None:
        """Follow ``base.attr(...)[...]`` left to right, handling every API call on the way."""
        children = node.children
        start = 1 if children[0].type == "keyword" and children[0].value == "await" else 0
        if start >= len(children):
            return
        value = self._self_attribute_value(children, start, scope)
        index = start + 2 if value is not None else start + 1
        if value is None:
            value = self.infer(children[start], scope)
        for trailer in children[index:]:
            if trailer.type != "trailer":
                return
            opener = trailer.children[0].value
            if value is not None and opener == "(":
                self._api_call(value, trailer, scope, node)
            elif value is not None and opener == "[" and value.kind == "ad":
                inner = trailer.children[1]
                self._lookup_site(inner, value, scope, "lookup of " + _ad_words(value))
            value = self._apply(value, trailer, scope, children[start])

    def _api_call(self, value: Value, trailer: Any, scope: _Scope, node: Any) -> None:
        if value.kind == "method" and value.name in api.AD_LOOKUPS and value.extra is not None \
                and value.extra.kind == "ad":
            args, keywords, _open = _arguments(trailer)
            first = args[0] if args else keywords.get("key", keywords.get("attr", (None, None)))[1]
            if first is not None:
                self._lookup_site(first, value.extra, scope, f"{value.name}() on {_ad_words(value.extra)}")
            return
        signature = _signature(value)
        if signature is None or id(trailer) in self.handled:
            return
        self.handled.add(id(trailer))
        where = _callable_words(value)
        args, keywords, open_ended = _arguments(trailer)
        submit: SubmitSite | None = None
        if value.kind == "class" and value.name == "Submit":
            submit = self._submit_site(id(trailer), where)
            submit.open_ended |= open_ended
        elif value.kind == "method" and value.extra is not None and value.extra.kind == "instance" \
                and value.extra.name == "Submit" and value.extra.extra is not None:
            submit = self._submit_site(value.extra.extra, "Submit")
            submit.open_ended |= open_ended and value.name == "update"
        elif value.kind == "method" and value.name == "submit":
            submit = self._described(signature, trailer, scope)
        attribute: str | None = None
        type_side = self._type_side(signature, trailer, scope) if any(
            p.side == api.FROM_TYPE for p in signature.params) else None
        matched = list(self._matched(signature, trailer))
        for param, arg in matched:
            if param.role is Role.ATTR:
                found = self.literal(arg, scope)
                attribute = found.text if found is not None and not found.has_holes() else None
        describes = value.kind == "class" or (value.kind == "method" and value.name == "update")
        for param, arg in matched:
            if param.role is Role.SUBMIT and not describes:
                continue  # Schedd.submit(description): the object, whose site is found above
            side = type_side if param.side == api.FROM_TYPE else param.side
            self._argument(param, arg, side, scope, f"{param.name} of {where}", submit, attribute)
        if signature.kwargs is Role.SUBMIT and submit is not None:
            for keyword, (name_leaf, arg) in keywords.items():
                if signature.param(keyword) is None:
                    self._submit_entry(submit, name_leaf, arg, scope, keyword_name=True)

    def _argument(self, param: api.Param, arg: Any, side: str | None, scope: _Scope, where: str,
                  submit: SubmitSite | None, attribute: str | None) -> None:
        role = param.role
        if role in (Role.EXPR, Role.JOB_SPEC, Role.SINCE, Role.EDIT_VALUE):
            expr_tree = self._expr_tree_argument(arg, scope)
            text = expr_tree if expr_tree is not None else self.literal(arg, scope)
            if text is None:
                return
            if role in (Role.JOB_SPEC, Role.SINCE) and _JOB_ID.match(text.text):
                return
            self._add_expression(text, side, where, attribute if role is Role.EDIT_VALUE else None)
        elif role is Role.PROJECTION:
            for item in self._list_items(arg, scope) or ():
                text = self.literal(item, scope)
                if text is not None:
                    self._add_name(NameSite(text, side, "projection", where))
        elif role is Role.ATTR:
            text = self.literal(arg, scope)
            if text is not None:
                self._add_name(NameSite(text, side, "edit", where))
        elif role in (Role.AD, Role.ADS):
            text = self.literal(arg, scope)
            if text is not None and self._first(text, "ad", None):
                self.result.ads.append(AdSite(text, where, role is Role.ADS))
        elif role is Role.SUBMIT and submit is not None:
            self._submit_description(submit, arg, scope)
        elif role is Role.QUEUE and submit is not None:
            text = self.literal(arg, scope)
            if text is not None:
                submit.queue = text
        elif role is Role.ITEMDATA and submit is not None:
            submit.itemdata = True

    def _first(self, text: Embedded, what: str, side: str | None) -> bool:
        """True the first time a string is claimed as ``what`` (a literal held by a name may
        reach several calls)."""
        key = (text.span, what, side)
        if key in self.seen_strings:
            return False
        self.seen_strings.add(key)
        return True

    def _add_expression(self, text: Embedded, side: str | None, where: str, attribute: str | None) -> None:
        if self._first(text, "expr", side):
            self.result.expressions.append(ExprSite(text, side, where, attribute))

    def _add_name(self, site: NameSite) -> None:
        if self._first(site.text, "name:" + site.role, site.side):
            self.result.names.append(site)

    def _expr_tree_argument(self, arg: Any, scope: _Scope) -> Embedded | None:
        """The literal of ``ExprTree("...")`` passed where an expression is expected: it is
        then claimed with the side of that argument rather than as a side-less expression."""
        if arg.type not in ("atom_expr", "power") or len(arg.children) < 2:
            return None
        last = arg.children[-1]
        if last.type != "trailer" or last.children[0].value != "(":
            return None
        callee: Value | None = self.infer(arg.children[0], scope)
        for trailer in arg.children[1:-1]:
            callee = self._apply(callee, trailer, scope, arg.children[0])
        if callee is None or callee.kind != "class" or callee.name != "ExprTree":
            return None
        args, _kw, _open = _arguments(last)
        if len(args) != 1:
            return None
        self.handled.add(id(last))
        return self.literal(args[0], scope)

    def _lookup_site(self, node: Any, ad: Value, scope: _Scope, where: str) -> None:
        text = self.literal(node, scope)
        if text is not None and not text.has_holes():
            self._add_name(NameSite(text, ad.side, "lookup", where, ad.projection))

    # ------------------------------------------------------------------ submit descriptions
    def _submit_site(self, key: int, where: str) -> SubmitSite:
        site = self.submit_sites.get(key)
        if site is None:
            site = SubmitSite(where)
            self.submit_sites[key] = site
        return site

    def _described(self, signature: Signature, trailer: Any, scope: _Scope) -> SubmitSite | None:
        """The site of the Submit object handed to ``Schedd.submit``."""
        for param, arg in self._matched(signature, trailer):
            if param.role is Role.SUBMIT:
                found = self.infer(arg, scope)
                if found is not None and found.kind == "instance" and found.name == "Submit" and found.extra:
                    return self._submit_site(found.extra, "Submit")
        return None

    def _submit_description(self, site: SubmitSite, arg: Any, scope: _Scope, hops: int = 0) -> None:
        if arg.type == "name" and hops < MAX_NAME_HOPS:
            found = self._single_binder(arg.value, scope)
            if found is not None and found[0].type in ("atom", "atom_expr", "power"):
                self._submit_description(site, found[0], found[1], hops + 1)
                for key, value, item_scope in self._items_of(arg.value, found[1]):
                    self._submit_entry(site, key, value, item_scope)
                return
        if arg.type == "atom" and arg.children[0].value == "{":
            self._submit_dict(site, arg, scope)
            return
        if arg.type in ("atom_expr", "power") and len(arg.children) == 2 and arg.children[0].type == "name" \
                and arg.children[0].value == "dict" and self.lookup("dict", scope) is None:
            _args, keywords, open_ended = _arguments(arg.children[1])
            site.open_ended |= open_ended or bool(_args)
            for _keyword, (name_leaf, value) in keywords.items():
                self._submit_entry(site, name_leaf, value, scope, keyword_name=True)
            return
        text = self.literal(arg, scope)
        if text is not None:
            if site.text is None and not site.entries:
                site.text = text
            return
        site.open_ended = True

    def _submit_dict(self, site: SubmitSite, atom: Any, scope: _Scope) -> None:
        if len(atom.children) < 3:
            return
        inner = atom.children[1]
        if inner.type in ("string", "strings"):
            self._submit_entry(site, inner, None, scope)  # ``{"req`` : a first key being typed
            return
        if inner.type != "dictorsetmaker":
            site.open_ended = True
            return
        items = inner.children
        if any(c.type in ("sync_comp_for", "comp_for") for c in items):
            site.open_ended = True
            return
        i = 0
        while i < len(items):
            item = items[i]
            if item.type == "operator" and item.value == "**":
                site.open_ended = True
                i += 3
                continue
            if i + 2 < len(items) and items[i + 1].type == "operator" and items[i + 1].value == ":":
                self._submit_entry(site, item, items[i + 2], scope)
                i += 4
                continue
            if item.type in ("string", "strings") and (i + 1 >= len(items) or items[i + 1].value == ","):
                self._submit_entry(site, item, None, scope)  # a key being typed, its value not yet
            i += 1

    def _submit_entry(self, site: SubmitSite, key_node: Any, value_node: Any, scope: _Scope,
                      keyword_name: bool = False) -> None:
        if keyword_name:
            key = self.scalar_name(key_node, scope)
        else:
            key = self.literal(key_node, scope)
        if key is None or key.has_holes() or not key.text.strip():
            site.open_ended = True
            return
        value = None
        if value_node is not None:
            value = self.literal(value_node, scope) or self.scalar(value_node, scope)
        site.entries.append(SubmitEntry(key, value))

    def scalar_name(self, leaf: Any, scope: _Scope) -> Embedded | None:
        """A keyword argument's name as the text of a submit command."""
        start = self._offset(leaf) if leaf.type == "name" else None
        if start is None:
            return None
        text = leaf.value
        return Embedded(text, tuple(range(start, start + len(text))), tuple(range(start + 1, start + len(text) + 1)),
                        (Piece(start, start + len(text), "", True, False),))

    def _submit_item_assignment(self, node: Any, scope: _Scope) -> None:
        """``sub["request_memory"] = "2GB"`` on a Submit object adds a command to its site."""
        children = node.children
        if len(children) != 3 or children[1].type != "operator" or children[1].value != "=":
            return
        target = children[0]
        if target.type not in ("atom_expr", "power") or len(target.children) < 2:
            return
        last = target.children[-1]
        if last.type != "trailer" or last.children[0].value != "[":
            return
        value: Value | None = self.infer(target.children[0], scope)
        for trailer in target.children[1:-1]:
            value = self._apply(value, trailer, scope, target.children[0])
        if value is None or value.kind != "instance" or value.name != "Submit" or value.extra is None:
            return
        site = self._submit_site(value.extra, "Submit")
        self._submit_entry(site, last.children[1], children[2], scope)

    # ------------------------------------------------------------------ half-typed code
    def _half_typed(self, node: Any, scope: _Scope) -> None:
        """A call whose closing parenthesis is not written yet ends up flattened in an error
        node: ``name . attr (`` followed by its arguments. Rebuild the call from that run."""
        children = node.children
        for i, child in enumerate(children):
            if not (child.type == "operator" and child.value == "(") or i == 0:
                continue
            j = i - 1
            while j > 0 and children[j].type == "trailer":
                j -= 1
            base = children[j]
            if base.type not in ("name", "atom_expr", "power"):
                continue
            value = self.infer(base, scope)
            for trailer in children[j + 1:i]:
                value = self._apply(value, trailer, scope, base)
            if value is None:
                continue
            signature = _signature(value)
            if signature is None:
                continue
            args = [c for c in children[i + 1:] if not (c.type == "operator" and c.value in (",", ")"))]
            where = _callable_words(value)
            for index, arg in enumerate(args):
                if arg.type == "argument" and len(arg.children) == 3 and arg.children[1].value == "=":
                    param = signature.param(arg.children[0].value)
                    arg = arg.children[2]
                else:
                    param = signature.positional(index)
                if param is None or param.role not in (Role.EXPR, Role.PROJECTION, Role.JOB_SPEC):
                    continue
                side = None if param.side == api.FROM_TYPE else param.side
                self._argument(param, arg, side, scope, f"{param.name} of {where}", None, None)


# ---------------------------------------------------------------------------- helpers
def _import_value(kind: str, path: list[str], bound: str) -> Value | None:
    """The value an import binds: a bindings module, or one of its members."""
    if not path:
        return None
    module = api.MODULE_KIND.get(path[0])
    if module is None:
        return None
    if kind == "import_name":
        # ``import htcondor2.x as y`` binds the submodule; without ``as`` the top package
        if len(path) == 1 or bound == path[0]:
            return Value("module", module)
        return _member_value(module, path[1]) if len(path) == 2 else None
    if len(path) == 2:
        return _member_value(module, path[1])
    return None


def _member_value(module: str, member: str) -> Value | None:
    what = api.MODULE_MEMBERS.get(module, {}).get(member)
    if what is None:
        return None
    if what.startswith("class:"):
        return Value("class", what[6:])
    if what.startswith("enum:"):
        return Value("enum", what[5:])
    if what.startswith("module:"):
        return Value("module", what[7:])
    if what == "function":
        return Value("function", member)
    return None


def _attribute(value: Value, name: str) -> Value | None:
    if value.kind == "module":
        return _member_value(value.name, name)
    if value.kind == "enum":
        return Value("enum_member", name)
    if value.kind == "instance" and name in api.METHODS.get(value.name, {}):
        return Value("method", name, extra=value)
    if value.kind == "ad" and name in api.AD_LOOKUPS:
        return Value("method", name, extra=value)
    return None


def _signature(value: Value) -> Signature | None:
    if value.kind == "class":
        return api.CONSTRUCTORS.get(value.name)
    if value.kind == "function":
        return api.FUNCTIONS.get(value.name)
    if value.kind == "method" and value.extra is not None and value.extra.kind == "instance":
        return api.METHODS.get(value.extra.name, {}).get(value.name)
    return None


def _instance_of(value: Value | None) -> Value | None:
    """The instance an annotation names (``schedd: htcondor.Schedd``)."""
    if value is not None and value.kind == "class" and value.name != "Submit":
        return Value("instance", value.name)
    return None


def _element(value: Value | None) -> Value | None:
    if value is not None and value.kind == "ads":
        return Value("ad", "", value.side, value.projection)
    return None


def _callable_words(value: Value) -> str:
    if value.kind == "method" and value.extra is not None:
        return f"{value.extra.name}.{value.name}"
    return value.name


def _ad_words(value: Value) -> str:
    return {"job": "a job ad", "machine": "a slot ad"}.get(value.side or "", "an ad")


def _function_scope(scope: _Scope) -> _Scope | None:
    current: _Scope | None = scope
    while current is not None and current.kind == "comprehension":
        current = current.parent
    return current if current is not None and current.kind == "function" else None


def _arguments(trailer: Any) -> tuple[list[Any], dict[str, tuple[Any, Any]], bool]:
    """(positional arguments, keyword -> (name leaf, value), whether ``*``/``**`` appear) of
    a call trailer ``( ... )``."""
    children = trailer.children
    if len(children) < 3:
        return [], {}, False
    inner = children[1]
    items = inner.children if inner.type == "arglist" else [inner]
    args: list[Any] = []
    keywords: dict[str, tuple[Any, Any]] = {}
    open_ended = False
    for item in items:
        if item.type == "operator" and item.value == ",":
            continue
        if item.type == "argument":
            parts = item.children
            if len(parts) == 3 and parts[1].type == "operator" and parts[1].value == "=" and parts[0].type == "name":
                keywords[parts[0].value] = (parts[0], parts[2])
                continue
            if parts[0].type == "operator" and parts[0].value in ("*", "**"):
                open_ended = True
                continue
        if item.type == "star_expr":
            open_ended = True
            continue
        args.append(item)
    return args, keywords, open_ended


def _returns(funcdef: Any) -> Iterator[Any]:
    """The ``return`` statements of a function (not of the functions nested in it)."""
    stack = list(funcdef.children)
    while stack:
        node = stack.pop()
        if node.type == "return_stmt":
            yield node
        elif node.type not in ("funcdef", "classdef", "lambdef") and isinstance(node, BaseNode):
            stack.extend(node.children)


def _item_target(target: Any) -> tuple[str, Any] | None:
    """(name, key node) of an assignment target ``name[key]``."""
    if target.type not in ("atom_expr", "power") or len(target.children) != 2 or target.children[0].type != "name":
        return None
    trailer = target.children[1]
    if trailer.type != "trailer" or trailer.children[0].value != "[" or len(trailer.children) != 3:
        return None
    return target.children[0].value, trailer.children[1]


def _binding_statement(name: str) -> re.Pattern[str]:
    """Lines that may bind ``name`` or set its items (indented ones too: a module-level ``if``
    or ``try`` binds module names): the name before any ``=`` or ``(`` of the line (``NAME = ``, ``NAME: T = ``, ``NAME["k"] = ``, ``A, NAME = ``,
    ``for NAME in``, ``with f() as NAME``; a call such as ``print(NAME)`` is not one)."""
    return re.compile(r"(?m)^(?:with[^\n#]*\bas[ \t]+)?[^\n=#(]*?(?<![\w.])" + re.escape(name) + r"(?!\w)")


#: the nodes that can hold a comprehension's ``for`` (parso's grammar: ``[x for ...]``,
#: ``{k: v for ...}``, ``f(x for ...)``, the ``for`` and ``if`` before a nested ``for``; error
#: nodes of half-typed ones): only these are searched for one
_COMPREHENSION_PARENTS = frozenset({"testlist_comp", "dictorsetmaker", "argument", "sync_comp_for", "comp_for",
                                    "comp_if", "error_node"})


def _comprehension_for(node: Any) -> Any | None:
    for child in node.children:
        if child.type in ("sync_comp_for", "comp_for"):
            return child
    return None


def _comp_targets(comp: Any) -> Iterator[tuple[Any, Any]]:
    """(target, iterable) of each ``for`` of a comprehension, nested ones included."""
    current = comp
    while current is not None:
        if current.type == "comp_for":
            current = next((c for c in current.children if c.type == "sync_comp_for"), None)
            continue
        if current.type != "sync_comp_for" or len(current.children) < 4:
            return
        yield current.children[1], current.children[3]
        nxt = current.children[4] if len(current.children) > 4 else None
        while nxt is not None and nxt.type == "comp_if":
            nxt = nxt.children[2] if len(nxt.children) > 2 else None
        current = nxt


def _lambda_params(node: Any) -> list[str]:
    return [leaf.value for child in node.children if child.type == "param" for leaf in _names_in(child)]


def _names_in(node: Any) -> Iterator[Any]:
    if node.type == "name":
        yield node
        return
    for child in getattr(node, "children", ()):
        if child.type == "name":
            yield child
        elif child.type in ("testlist_star_expr", "exprlist", "testlist", "atom", "testlist_comp", "star_expr",
                            "param"):
            yield from _names_in(child)


__all__ = ["find_sites", "CONVENTIONAL_NAMES", "PARSE_CACHE"]
