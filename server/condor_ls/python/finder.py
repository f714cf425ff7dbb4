"""Finding the HTCondor languages in a Python script: imports, names, calls, literals.

The script is cut into top-level statements (:mod:`.chunks`); those that mention a name tied
to the bindings are parsed with CPython's :mod:`ast` (:mod:`.parse`, which repairs half-typed
statements first, so they still yield their complete parts), and the names they bind are
followed until nothing new turns up. Then every call is resolved against the bindings' API
(:mod:`.api`) and its string arguments become sites (:mod:`.sites`). String literals are
decoded from the script's text (:mod:`.literals`): ``ast`` gives their values, not where each
character was written.

Names are resolved per scope and without regard to order: a name has a type only when every
assignment to it in its scope agrees (``schedd = htcondor.Schedd()``; ``for ad in ads``;
``schedd: htcondor.Schedd``), so a name reused for something else is left alone rather than
guessed at. Two spellings are taken at their word in a file that imports the bindings: a
parameter called ``schedd`` is a Schedd and one called ``collector`` or ``coll`` a Collector.
"""
from __future__ import annotations

import ast
import logging
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from . import api
from .api import Role, Signature
from .chunks import IMPORT_LINE, Chunk, chunks, chunks_mentioning, imports_bindings, word_pattern
from .expected import expected_failures, registered_name
from .gcpause import collector_paused
from .literals import Embedded, Piece, decode_parts, field_expression, string_tokens
from .parse import _LINE_BREAK, CACHE_CHARS, ParseCache as _ParseCache, Parsed as _Tree, parse, quiet_parse
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
#: rounds of following names from chunk to chunk
MAX_ROUNDS = 12

#: parsed chunks kept across analyses, by text (bounded by :data:`.parse.CACHE_CHARS` characters)
PARSE_CACHE = _ParseCache()

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
#: values whose items a description may be built from (what a name holding one is followed to)
_BUILT = (ast.Dict, ast.Set, ast.List, ast.Tuple, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
          ast.Call, ast.Attribute, ast.Subscript, ast.Await)
_STRINGS = (ast.Constant, ast.JoinedStr)


@dataclass
class _Parsed:
    """A chunk of this script and its parse (or the parse of an f-string's replacement field
    in that chunk: its own small tree, whose text begins ``base`` characters into the script)."""

    chunk: Chunk
    tree: _Tree
    base: int

    @property
    def module(self) -> ast.AST:
        return self.tree.module


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
        #: the chunk of every node a position is asked of (strings, numbers, keywords)
        self.parsed_of: dict[int, _Parsed] = {}
        #: calls, subscripts and assignments, with their scopes, for phase 2
        self.sites_of: dict[int, list[tuple[Any, _Scope, _Parsed]]] = {}
        self.texts: set[str] = set()
        self.pieces: list[Chunk] = []
        self.piece_starts: list[int] = []
        self.done: set[int] = set()
        self.loaded_names: set[str] = set()
        self.late: list[_Parsed] = []
        self.literal_memo: dict[int, Embedded | None] = {}
        self.resolved: dict[tuple[int, str], Value | None] = {}
        self.returns: dict[int, Value | None] = {}

    # ------------------------------------------------------------------ parsing what matters
    def run(self) -> None:
        pieces = self.pieces = chunks(self.text)
        if pieces and self.text.startswith("\ufeff"):  # a byte order mark is no Python
            pieces[0] = Chunk(1, pieces[0].end)
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
            self.result.expected_failures.extend(expected_failures(parsed.module, _offsets(parsed)))
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
        # the same text twice in one script (two equal statements) must not share nodes, which
        # are told apart by identity: the second is parsed afresh
        tree = PARSE_CACHE.get(text) if text not in self.texts else parse(text)
        self.texts.add(text)
        parsed = _Parsed(chunk, tree, chunk.start)
        self.parsed.append(parsed)
        return parsed

    def _offset(self, node: Any, end: bool = False) -> int | None:
        """Character offset in the script where ``node`` starts (or ends)."""
        parsed = self.parsed_of.get(id(node))
        if parsed is None:
            return None
        if end:
            return parsed.base + parsed.tree.offset(node.end_lineno, node.end_col_offset)
        return parsed.base + parsed.tree.offset(node.lineno, node.col_offset)

    # ------------------------------------------------------------------ phase 1: binding
    def _bind_chunk(self, parsed: _Parsed) -> set[str]:
        """Record what every statement of the chunk binds, and where its strings, calls and
        subscripts are; returns the module-level names bound by assignments and definitions
        (whose uses elsewhere are worth parsing too)."""
        found = self.sites_of.setdefault(id(parsed), [])
        return self._bind_tree(parsed, parsed.module, self.module_scope, found)

    def _bind_tree(self, parsed: _Parsed, root: Any, root_scope: _Scope,
                   found: list[tuple[Any, _Scope, _Parsed]]) -> set[str]:
        module_names: set[str] = set()
        module_scope = self.module_scope
        parsed_of = self.parsed_of
        child_fields = _CHILD_FIELDS
        leaves = _LEAVES
        node_type = ast.AST
        stack: list[tuple[Any, _Scope]] = [(root, root_scope)]
        push = stack.append
        while stack:
            node, scope = stack.pop()
            kind = type(node)
            if kind not in _SPECIAL:
                pass  # most nodes: only their children matter
            elif kind is ast.Constant or kind is ast.JoinedStr or kind is ast.keyword:
                parsed_of[id(node)] = parsed
                if kind is ast.JoinedStr:
                    module_names |= self._bind_fields(parsed, node, scope, found)
                if kind is not ast.keyword:
                    continue
            elif kind is ast.Call or kind is ast.Subscript:
                found.append((node, scope, parsed))
            elif kind in _SCOPES:
                self._bind_scope(node, scope, parsed, stack)
                if scope is module_scope and kind is not ast.ClassDef and kind is not ast.Lambda:
                    module_names.add(node.name)  # what it returns may be a Schedd, ads ...
                continue
            elif kind in _COMPREHENSIONS:
                self._bind_comprehension(node, scope, parsed, stack)
                continue
            elif kind is ast.Import or kind is ast.ImportFrom:
                names = self._bind_import(node, scope, parsed)
                if scope is module_scope:
                    module_names |= names
                continue
            elif kind is ast.Global:
                scope.globals.update(node.names)
                continue
            elif kind is ast.Assign or kind is ast.AnnAssign or kind is ast.AugAssign:
                if kind is ast.Assign:
                    found.append((node, scope, parsed))
                names = self._bind_assignment(node, scope, parsed)
                module_names |= names if scope is module_scope else names & scope.globals
            elif kind is ast.For or kind is ast.AsyncFor:
                names = self._bind_target(node.target, scope, "iter", node.iter, scope, parsed)
                if scope is module_scope:
                    module_names |= names
            elif kind is ast.withitem:
                if node.optional_vars is not None:
                    self._bind_target(node.optional_vars, scope, "value", node.context_expr, scope, parsed)
            elif kind is ast.NamedExpr:
                target = scope
                while target.kind == "comprehension" and target.parent is not None:
                    target = target.parent
                if isinstance(node.target, ast.Name):
                    target.bind(node.target.id, "value", node.value, scope, parsed)
            elif kind is ast.ExceptHandler:
                if node.name:
                    scope.bind(node.name, "unknown", None, scope, parsed)
            elif kind is ast.MatchAs or kind is ast.MatchStar:
                if node.name:
                    scope.bind(node.name, "unknown", None, scope, parsed)
            elif kind is ast.MatchMapping:
                if node.rest:
                    scope.bind(node.rest, "unknown", None, scope, parsed)
            elif kind in leaves:
                continue
            fields = child_fields.get(kind)
            if fields is None:
                fields = _child_fields(kind)
            children: list[Any] = []
            for name in fields:
                value = getattr(node, name, None)
                if value.__class__ is list:
                    children.extend(value)
                elif value is not None:
                    children.append(value)
            for child in reversed(children):  # the first child on top: statements in order
                if isinstance(child, node_type) and type(child) not in leaves:
                    push((child, scope))
        return module_names

    def _bind_fields(self, parsed: _Parsed, node: Any, scope: _Scope,
                     found: list[tuple[Any, _Scope, _Parsed]]) -> set[str]:
        """The expressions in the replacement fields of an f-string, each parsed from its own
        text (before Python 3.12 ``ast`` gives them no reliable positions)."""
        if getattr(node, "end_lineno", None) is None:
            return set()
        tree = parsed.tree
        start = tree.position(node.lineno, node.col_offset)
        end = tree.position(node.end_lineno, node.end_col_offset)
        names: set[str] = set()
        for _a, _b, fparts in string_tokens(tree.text, start, end) or ():
            for kind, a, b in fparts or ():
                if kind != "field":
                    continue
                span = field_expression(tree.text, a, b)
                if span is None:
                    continue
                source = "(" + tree.text[span[0]:span[1]] + ")"
                try:
                    expression = quiet_parse(source, mode="eval")
                except (SyntaxError, ValueError, MemoryError, RecursionError):
                    continue
                inner = _Parsed(parsed.chunk, _tree_of(expression, source), parsed.base + tree.unmap(span[0]) - 1)
                names |= self._bind_tree(inner, expression.body, scope, found)
        return names

    def _bind_scope(self, node: Any, scope: _Scope, parsed: _Parsed, stack: list[tuple[Any, _Scope]]) -> None:
        """A function, lambda or class: its own scope for its body, the enclosing one for its
        decorators, defaults, annotations and bases."""
        outer: list[Any] = list(getattr(node, "decorator_list", ()))
        if isinstance(node, ast.ClassDef):
            inner = _Scope("class", scope, parsed)
            scope.bind(node.name, "unknown", None, scope, parsed)
            outer += node.bases
            outer += node.keywords
            body: list[Any] = node.body
        else:
            inner = _Scope("function", scope, parsed)
            args = node.args
            positional = [*args.posonlyargs, *args.args]
            defaults: list[Any] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
            lam = isinstance(node, ast.Lambda)
            if not lam:
                scope.bind(node.name, "function", node, inner, parsed)
            params: list[tuple[ast.arg, Any, bool]] = [(a, d, True) for a, d in zip(positional, defaults)]
            if args.vararg is not None:
                params.append((args.vararg, None, False))
            params += [(a, d, True) for a, d in zip(args.kwonlyargs, args.kw_defaults)]
            if args.kwarg is not None:
                params.append((args.kwarg, None, False))
            for index, (arg, default, plain) in enumerate(params):
                if lam or not plain:
                    inner.bind(arg.arg, "unknown", None, inner, parsed)
                else:
                    inner.bind(arg.arg, "param", (arg.annotation, default), scope, parsed)
                if index == 0 and plain and scope.kind == "class" and arg in positional and not lam:
                    inner.self_name = arg.arg
                    inner.class_scope = scope
                if arg.annotation is not None:
                    outer.append(arg.annotation)
            outer += [d for d in args.defaults]
            outer += [d for d in args.kw_defaults if d is not None]
            if not lam and node.returns is not None:
                outer.append(node.returns)
            body = node.body if not lam else [node.body]
        self.scope_of[id(node)] = inner
        stack.extend([(c, inner) for c in reversed(body)])
        stack.extend([(c, scope) for c in reversed(outer)])

    def _bind_comprehension(self, node: Any, scope: _Scope, parsed: _Parsed,
                            stack: list[tuple[Any, _Scope]]) -> None:
        inner = _Scope("comprehension", scope, parsed)
        self.scope_of[id(node)] = inner
        inside: list[Any] = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
        for index, generator in enumerate(node.generators):
            # the first iterable is evaluated outside the comprehension, the others inside
            self._bind_target(generator.target, inner, "iter", generator.iter, scope if index == 0 else inner,
                              parsed)
            stack.append((generator.iter, scope if index == 0 else inner))
            inside += generator.ifs
            inside.append(generator.target)
        stack.extend([(c, inner) for c in reversed(inside)])

    def _bind_import(self, node: Any, scope: _Scope, parsed: _Parsed) -> set[str]:
        """Bind the names an import defines; returns those that stand for the bindings."""
        names: set[str] = set()
        if isinstance(node, ast.ImportFrom):
            if node.level or not node.module:
                for alias in node.names:  # a relative import: the project's own modules
                    if alias.name != "*":
                        scope.bind(alias.asname or alias.name, "import", None, scope, parsed)
                return names
            module_path = node.module.split(".")
            for alias in node.names:
                if alias.name == "*":
                    kind = api.MODULE_KIND.get(module_path[0]) if len(module_path) == 1 else None
                    if kind is not None:
                        for member in api.MODULE_MEMBERS[kind]:
                            scope.bind(member, "import", _member_value(kind, member), scope, parsed)
                            names.add(member)
                    continue
                bound = alias.asname or alias.name
                value = _import_value("import_from", [*module_path, alias.name], bound)
                scope.bind(bound, "import", value, scope, parsed)
                if value is not None:
                    names.add(bound)
            return names
        for alias in node.names:
            path = alias.name.split(".")
            bound = alias.asname or path[0]
            value = _import_value("import_name", path, bound)
            scope.bind(bound, "import", value, scope, parsed)
            if value is not None:
                names.add(bound)
        return names

    def _bind_assignment(self, node: Any, scope: _Scope, parsed: _Parsed) -> set[str]:
        names: set[str] = set()
        if isinstance(node, ast.AnnAssign):
            target = node.target
            if isinstance(target, ast.Name):
                how, what = ("value", node.value) if node.value is not None else ("annotation", node.annotation)
                scope.bind(target.id, how, what, scope, parsed)
                names.add(target.id)
            elif node.value is not None:
                names |= self._bind_target(target, scope, "value", node.value, scope, parsed)
            return names
        if isinstance(node, ast.AugAssign):
            # augmented assignment: the name keeps a value we do not follow
            return self._bind_target(node.target, scope, "unknown", None, scope, parsed)
        value = node.value
        for target in node.targets:
            names |= self._bind_target(target, scope, "value", value, scope, parsed)
            item = _item_target(target)
            if item is not None:  # ``options["request_gpus"] = "1"``: remembered for Submit(options)
                scope.bind(item[0] + "[]", "item", (item[1], value), scope, parsed)
        return names

    def _bind_target(self, target: Any, scope: _Scope, how: str, what: Any, value_scope: _Scope,
                     parsed: _Parsed) -> set[str]:
        """Bind the names of an assignment target; unpacking targets get an unknown value."""
        kind = type(target)
        if kind is ast.Name:
            scope.bind(target.id, how, what, value_scope, parsed)
            return {target.id}
        if kind is ast.Attribute:
            attr = self._self_attribute(target, scope)
            method = _function_scope(scope)
            if attr is not None and method is not None and method.class_scope is not None:
                method.class_scope.bind("self." + attr, how, what, value_scope, parsed)
                return {attr}
            return set()
        names: set[str] = set()
        if kind in (ast.Tuple, ast.List, ast.Starred):
            for name in _names_in(target):
                scope.bind(name, "unknown", None, value_scope, parsed)
                names.add(name)
        return names

    def _self_attribute(self, node: Any, scope: _Scope) -> str | None:
        """``X`` for ``self.X`` inside a method (``self`` being its first parameter)."""
        if type(node) is not ast.Attribute or type(node.value) is not ast.Name:
            return None
        method = _function_scope(scope)
        if method is None or method.self_name != node.value.id:
            return None
        return node.attr

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
            annotation, default = what
            if annotation is not None:
                return _instance_of(self.infer(annotation, scope))
            if name in CONVENTIONAL_NAMES:
                return Value("instance", CONVENTIONAL_NAMES[name])
            if default is not None:
                return self.infer(default, scope)
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
        kind = type(node)
        if kind is ast.Name:
            return self.lookup(node.id, scope)
        if kind is ast.Attribute:
            value = self._self_attribute_value(node, scope)
            if value is not None:
                return value
            base = self.infer(node.value, scope)
            return _attribute(base, node.attr) if base is not None else None
        if kind is ast.Call:
            callee = self.infer(node.func, scope)
            if callee is None:
                func = node.func
                if type(func) is ast.Name and func.id in PASS_THROUGH and self.lookup(func.id, scope) is None:
                    args, _kw, _open = _arguments(node)
                    inner = self.infer(args[0], scope) if len(args) == 1 else None
                    return inner if inner is not None and inner.kind == "ads" else None
                return None
            return self._call_value(callee, node, scope)
        if kind is ast.Subscript:
            base = self.infer(node.value, scope)
            if base is not None and base.kind == "ads":
                return Value("ad", "", base.side, base.projection)
            return None
        if kind is ast.Await:
            return self.infer(node.value, scope)
        return None

    def _self_attribute_value(self, node: Any, scope: _Scope) -> Value | None:
        """The value of ``self.X`` in a method: what the class assigns to it, or the return
        value of its method ``X``."""
        name = self._self_attribute(node, scope)
        if name is None:
            return None
        method = _function_scope(scope)
        if method is None or method.class_scope is None:
            return None
        key = "self." + name
        if key in method.class_scope.binders:
            return self._resolve(key, method.class_scope)
        if name in method.class_scope.binders:  # a method of the class: its return value
            return self._resolve(name, method.class_scope)
        return None

    def _call_value(self, value: Value, call: Any, scope: _Scope) -> Value | None:
        if value.kind == "userfunction":
            return self._returned(value.extra)
        signature = _signature(value)
        if signature is None or signature.returns is None:
            return None
        returns = signature.returns
        if returns.kind in ("ads", "ad"):
            side = returns.side
            if side == api.FROM_TYPE:
                side = self._type_side(signature, call, scope)
            projection = None
            if returns.projection is not None:
                projection = self._projection_names(signature, call, scope, returns.projection)
            return Value(returns.kind, "", side, projection)
        if returns.kind == "Submit":
            return Value("instance", "Submit", extra=id(call))
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
            values = [self.infer(r.value, inner) if r.value is not None else None for r in _returns(funcdef)]
            if values and all(v is not None and v == values[0] for v in values):
                found = values[0]
        self.returns[key] = found
        return found

    def _type_side(self, signature: Signature, call: Any, scope: _Scope) -> str | None:
        for param, arg in self._matched(signature, call):
            if param.role in (Role.AD_TYPE, Role.DAEMON_TYPE):
                found = self.infer(arg, scope)
                if found is not None and found.kind == "enum_member":
                    return api.side_of_type(found.name)
                return None
        return None  # AdTypes.Any by default: ads of every kind

    def _projection_names(self, signature: Signature, call: Any, scope: _Scope, name: str) -> tuple[str, ...] | None:
        for param, arg in self._matched(signature, call):
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

    def _matched(self, signature: Signature, call: Any) -> Iterator[tuple[api.Param, Any]]:
        args, keywords, _open = _arguments(call)
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
        kind = type(node)
        if kind is ast.JoinedStr or (kind is ast.Constant and type(node.value) is str):
            return self._string(node)
        if kind is ast.Name and hops < MAX_NAME_HOPS:
            found = self._single_binder(node.id, scope)
            if found is not None:
                what, value_scope = found
                return self.literal(what, value_scope, hops + 1)
        return None

    def _string(self, node: Any) -> Embedded | None:
        """A string literal decoded from the script's text: its tokens are found between the
        node's start and end, and each is decoded from the source as written."""
        parsed = self.parsed_of.get(id(node))
        if parsed is None or getattr(node, "end_lineno", None) is None:
            return None
        tree = parsed.tree
        start = tree.position(node.lineno, node.col_offset)
        end = tree.position(node.end_lineno, node.end_col_offset)
        source = tree.text
        value = node.value if type(node) is ast.Constant else None
        if value is not None and end - start == len(value) + 2 and source[start] in "\"'" \
                and source[end - 1] == source[start] and not tree.repaired(start, end) \
                and self.text.startswith(value, parsed.base + tree.unmap(start) + 1):
            # the common case: one plain quoted token whose every character is itself
            at = parsed.base + tree.unmap(start)
            inner = at + 1
            return Embedded(value, tuple(range(inner, inner + len(value))),
                            tuple(range(inner + 1, inner + len(value) + 1)),
                            (Piece(at, at + len(value) + 2, source[start], False, False),))
        tokens = string_tokens(source, start, end)
        if tokens is None:
            return None
        base = parsed.base
        text = self.text
        parts: list[Any] = []
        for a, b, fparts in tokens:
            if tree.repaired(a, b):
                return None  # a string the repair had to close: not a complete literal
            shift = base + tree.unmap(a) - a
            if fparts is None:
                parts.append((text[a + shift:b + shift], a + shift))
            else:
                parts.append([(text[x + shift:y + shift], x + shift, kind) for kind, x, y in fparts])
        return decode_parts(parts)

    def scalar(self, node: Any, scope: _Scope) -> Embedded | None:
        """A number or True/False written as a submit value (``"request_cpus": 4``)."""
        if type(node) is ast.Constant and type(node.value) in (int, float, complex, bool):
            start = self._offset(node)
            end = self._offset(node, end=True)
            if start is None or end is None or end <= start:
                return None
            text = self.text[start:end]
            return Embedded(text, tuple(range(start, start + len(text))), tuple(range(start + 1, start + len(text) + 1)),
                            (Piece(start, start + len(text), "", True, False),))
        return None

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
        kind = type(node)
        if kind is ast.Name and hops < MAX_NAME_HOPS:
            found = self._single_binder(node.id, scope)
            return self._list_items(found[0], found[1], hops + 1) if found is not None else None
        if kind is ast.List or kind is ast.Tuple:
            return list(node.elts)
        return None

    # ------------------------------------------------------------------ phase 2: sites
    def _visit(self, parsed: _Parsed) -> None:
        found = self.sites_of.get(id(parsed), [])
        # in the order of the source, a call before the calls in its arguments and a chained
        # call (``a.b(x).c(y)``) left to right: by start, then by end
        found.sort(key=_source_order)
        for node, scope, _parsed in found:
            kind = type(node)
            if kind is ast.Call:
                value = self.infer(node.func, scope)
                if value is not None:
                    self._api_call(value, node, scope)
            elif kind is ast.Subscript:
                value = self.infer(node.value, scope)
                if value is not None and value.kind == "ad":
                    self._lookup_site(node.slice, value, scope, "lookup of " + _ad_words(value))
            else:
                self._submit_item_assignment(node, scope)

    def _api_call(self, value: Value, call: Any, scope: _Scope) -> None:
        if value.kind == "function" and value.name == "register":
            name = registered_name(call)
            if name:
                self.result.functions.add(name.lower())  # function names are case-insensitive
            return
        if value.kind == "method" and value.name in api.AD_LOOKUPS and value.extra is not None \
                and value.extra.kind == "ad":
            args, keywords, _open = _arguments(call)
            first = args[0] if args else keywords.get("key", keywords.get("attr", (None, None)))[1]
            if first is not None:
                self._lookup_site(first, value.extra, scope, f"{value.name}() on {_ad_words(value.extra)}")
            return
        signature = _signature(value)
        if signature is None or id(call) in self.handled:
            return
        self.handled.add(id(call))
        where = _callable_words(value)
        args, keywords, open_ended = _arguments(call)
        submit: SubmitSite | None = None
        if value.kind == "class" and value.name == "Submit":
            submit = self._submit_site(id(call), where)
            submit.open_ended |= open_ended
        elif value.kind == "method" and value.extra is not None and value.extra.kind == "instance" \
                and value.extra.name == "Submit" and value.extra.extra is not None:
            submit = self._submit_site(value.extra.extra, "Submit")
            submit.open_ended |= open_ended and value.name == "update"
        elif value.kind == "method" and value.name == "submit":
            submit = self._described(signature, call, scope)
        attribute: str | None = None
        type_side = self._type_side(signature, call, scope) if any(
            p.side == api.FROM_TYPE for p in signature.params) else None
        matched = list(self._matched(signature, call))
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
            for keyword, (name_node, arg) in keywords.items():
                if signature.param(keyword) is None:
                    self._submit_entry(submit, name_node, arg, scope, keyword_name=True)

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
        if type(arg) is not ast.Call:
            return None
        callee = self.infer(arg.func, scope)
        if callee is None or callee.kind != "class" or callee.name != "ExprTree":
            return None
        args, _kw, _open = _arguments(arg)
        if len(args) != 1:
            return None
        self.handled.add(id(arg))
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

    def _described(self, signature: Signature, call: Any, scope: _Scope) -> SubmitSite | None:
        """The site of the Submit object handed to ``Schedd.submit``."""
        for param, arg in self._matched(signature, call):
            if param.role is Role.SUBMIT:
                found = self.infer(arg, scope)
                if found is not None and found.kind == "instance" and found.name == "Submit" and found.extra:
                    return self._submit_site(found.extra, "Submit")
        return None

    def _submit_description(self, site: SubmitSite, arg: Any, scope: _Scope, hops: int = 0) -> None:
        kind = type(arg)
        if kind is ast.Name and hops < MAX_NAME_HOPS:
            found = self._single_binder(arg.id, scope)
            if found is not None and isinstance(found[0], _BUILT):
                self._submit_description(site, found[0], found[1], hops + 1)
                for key, value, item_scope in self._items_of(arg.id, found[1]):
                    self._submit_entry(site, key, value, item_scope)
                return
        if kind is ast.Dict:
            for key, value in zip(arg.keys, arg.values):
                if key is None:  # ``**options``
                    site.open_ended = True
                else:
                    self._submit_entry(site, key, value, scope)
            return
        if kind is ast.Set:
            # ``{"req`` being typed: a key whose value is not written yet
            strings = [e for e in arg.elts if type(e) in _STRINGS]
            if not strings and len(arg.elts) == 1:
                site.open_ended = True
            for element in strings:
                self._submit_entry(site, element, None, scope)
            return
        if kind is ast.DictComp or kind is ast.SetComp:
            site.open_ended = True
            return
        if kind is ast.Call and type(arg.func) is ast.Name and arg.func.id == "dict" \
                and self.lookup("dict", scope) is None:
            args, keywords, open_ended = _arguments(arg)
            site.open_ended |= open_ended or bool(args)
            for _keyword, (name_node, value) in keywords.items():
                self._submit_entry(site, name_node, value, scope, keyword_name=True)
            return
        text = self.literal(arg, scope)
        if text is not None:
            if site.text is None and not site.entries:
                site.text = text
            return
        site.open_ended = True

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

    def scalar_name(self, keyword: Any, scope: _Scope) -> Embedded | None:
        """A keyword argument's name as the text of a submit command."""
        text = getattr(keyword, "arg", None)
        start = self._offset(keyword) if text else None
        if start is None or not self.text.startswith(text, start):
            return None
        return Embedded(text, tuple(range(start, start + len(text))), tuple(range(start + 1, start + len(text) + 1)),
                        (Piece(start, start + len(text), "", True, False),))

    def _submit_item_assignment(self, node: Any, scope: _Scope) -> None:
        """``sub["request_memory"] = "2GB"`` on a Submit object adds a command to its site."""
        if len(node.targets) != 1 or type(node.targets[0]) is not ast.Subscript:
            return
        target = node.targets[0]
        value = self.infer(target.value, scope)
        if value is None or value.kind != "instance" or value.name != "Submit" or value.extra is None:
            return
        site = self._submit_site(value.extra, "Submit")
        self._submit_entry(site, target.slice, node.value, scope)


# ---------------------------------------------------------------------------- helpers
def _child_fields(kind: type) -> tuple[str, ...]:
    fields = _CHILD_FIELDS[kind] = tuple(f for f in kind._fields if f not in _NOT_NODES)  # type: ignore[attr-defined]
    return fields


#: node types with nothing below them worth a visit
_LEAVES = frozenset({ast.Name, ast.Load, ast.Store, ast.Del, ast.Pass, ast.Break, ast.Continue, ast.Nonlocal,
                     ast.alias})
#: fields that never hold nodes (or hold only contexts and operators)
_NOT_NODES = frozenset({"ctx", "op", "ops", "id", "attr", "arg", "name", "names", "module", "level", "kind",
                        "type_comment", "is_async", "conversion", "lineno", "col_offset", "end_lineno",
                        "end_col_offset", "asname", "rest", "cls"})
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}
#: node types the binding walk does more with than visit their children
_SPECIAL = frozenset({ast.Constant, ast.JoinedStr, ast.keyword, ast.Call, ast.Subscript, *_SCOPES, *_COMPREHENSIONS,
                      ast.Import, ast.ImportFrom, ast.Global, ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For,
                      ast.AsyncFor, ast.withitem, ast.NamedExpr, ast.ExceptHandler, ast.MatchAs, ast.MatchStar,
                      ast.MatchMapping, *_LEAVES})


def _source_order(item: tuple[Any, _Scope, _Parsed]) -> tuple[int, int]:
    node, _scope, parsed = item
    tree = parsed.tree
    return (parsed.base + tree.position(node.lineno, node.col_offset),
            parsed.base + tree.position(node.end_lineno or node.lineno, node.end_col_offset or 0))


def _tree_of(expression: ast.Expression, source: str) -> _Tree:
    starts = [0] + [m.end() for m in _LINE_BREAK.finditer(source)]
    return _Tree(expression, source, starts, [], source.isascii())  # type: ignore[arg-type]


def _offsets(parsed: _Parsed) -> Callable[[Any, bool], int | None]:
    """Character offsets in the script of the nodes of ``parsed`` (start, or end)."""
    def offset(node: Any, end: bool) -> int | None:
        if end:
            return parsed.base + parsed.tree.offset(node.end_lineno, node.end_col_offset)
        return parsed.base + parsed.tree.offset(node.lineno, node.col_offset)
    return offset


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


def _arguments(call: Any) -> tuple[list[Any], dict[str, tuple[Any, Any]], bool]:
    """(positional arguments, keyword -> (keyword node, value), whether ``*``/``**`` appear)
    of a call."""
    args: list[Any] = []
    open_ended = False
    for arg in call.args:
        if type(arg) is ast.Starred:
            open_ended = True
        else:
            args.append(arg)
    keywords: dict[str, tuple[Any, Any]] = {}
    for keyword in call.keywords:
        if keyword.arg is None:
            open_ended = True
        else:
            keywords[keyword.arg] = (keyword, keyword.value)
    return args, keywords, open_ended


def _returns(funcdef: Any) -> Iterator[Any]:
    """The ``return`` statements of a function (not of the functions nested in it)."""
    stack: list[Any] = list(funcdef.body)
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is ast.Return:
            yield node
        elif kind not in _SCOPES and isinstance(node, ast.stmt):
            for name in ("body", "orelse", "finalbody", "handlers", "cases"):
                for child in getattr(node, name, ()):
                    if isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case)):
                        stack.append(child)
        elif kind is ast.ExceptHandler or kind is ast.match_case:
            stack.extend(node.body)


def _item_target(target: Any) -> tuple[str, Any] | None:
    """(name, key node) of an assignment target ``name[key]``."""
    if type(target) is not ast.Subscript or type(target.value) is not ast.Name:
        return None
    return target.value.id, target.slice


def _binding_statement(name: str) -> re.Pattern[str]:
    """Lines that may bind ``name`` or set its items (indented ones too: a module-level ``if``
    or ``try`` binds module names): the name before any ``=`` or ``(`` of the line (``NAME = ``, ``NAME: T = ``, ``NAME["k"] = ``, ``A, NAME = ``,
    ``for NAME in``, ``with f() as NAME``; a call such as ``print(NAME)`` is not one)."""
    return re.compile(r"(?m)^(?:with[^\n#]*\bas[ \t]+)?[^\n=#(]*?(?<![\w.])" + re.escape(name) + r"(?!\w)")


def _names_in(target: Any) -> Iterator[str]:
    """The plain names of an unpacking target (``a, (b, *c) = ...``)."""
    stack = [target]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is ast.Name:
            yield node.id
        elif kind is ast.Tuple or kind is ast.List:
            stack.extend(reversed(node.elts))
        elif kind is ast.Starred:
            stack.append(node.value)


__all__ = ["find_sites", "CONVENTIONAL_NAMES", "PARSE_CACHE", "CACHE_CHARS"]
