"""A DAG kept between versions of its files, and brought up to date where an edit fell.

Building the model of a 10,000-node DAG from scratch takes about half a second of Python; a
keystroke changes one statement. :func:`load` keeps the last build of each DAG (its
:class:`~.process.Builder`, with the record of every command processed) and, when only one of
its files has changed and that file was read from its last version (``reader.derive``: the
statements before and after the edit are the same :class:`~.reader.Line` objects), updates it:

1. The commands of the lines the edit removed are taken away, those of the lines it added
   get keys between their neighbours' (the order condor_dagman processes them in).
2. The *names* the edit touches are those the removed and added commands look up or define.
   Every node under one of those names is made again: its definition, and every command that
   names it (found through the index of lookups) or that names ALL_NODES, is processed again
   in key order, setting things for the new nodes only (``Builder.only``); names are answered
   as of each command's key. Dependencies are taken away and made again only where they touch
   those nodes, and each changed node's parents and children are put back in condor_dagman's
   order. CATEGORY and MAXJOBS commands, whose categories are shared, are all processed again
   when any of them or a node they name is touched.
3. The DAG is assembled again (what did not change is shared with the previous one) and its
   checks are brought up to date for the new nodes only (``checks.Checks``).

Whatever this does not handle is built from scratch, as before: a change in more than one file,
in a splice or a file read twice, an edit of a SPLICE, INCLUDE, SUBMIT-DESCRIPTION, FINAL,
SERVICE, PROVISIONER, CONNECT, PIN or file command, an inline description, an ALL_NODES line,
a join node, a name with ``+`` (a splice's node) or a splice's name. ``tests/test_dag_incremental.py``
compares every update with a build from scratch after random edits.

A :class:`~.model.Dag` is a value of one version; the nodes an update does not make again are
shared between versions (an earlier version's DAG may show a later version's dependencies and
places once the later one is built: use the DAG of the version at hand).
"""
from __future__ import annotations

import bisect
import logging
import os
import threading
from collections import OrderedDict
from typing import Any

from . import commands as c
from .checks import Checks
from .keywords import FIRST_PASS, Cmd, is_all_nodes
from .model import Dag, Node, NodeKind
from .process import (CATEGORY_COMMANDS, GAP, App, Builder, Event, Files, Run, Scope, node_order, parse_problem)
from .reader import DagFile, Line

#: DAGs kept between loads (each is the record of a build: for a 10,000-node DAG some tens of MB)
KEPT = 4
#: the commands an update processes again itself; an edit of any other is built from scratch
_UPDATED = frozenset({Cmd.JOB, Cmd.SUBDAG, Cmd.PARENT, Cmd.VARS, Cmd.SCRIPT, Cmd.RETRY, Cmd.ABORT_DAG_ON,
                      Cmd.PRIORITY, Cmd.PRE_SKIP, Cmd.TOLERANCE, Cmd.DONE, Cmd.SAVE_POINT_FILE, Cmd.CATEGORY,
                      Cmd.MAXJOBS})
_JOIN_PREFIX = "_condor_join_node"
_log = logging.getLogger(__name__)


class _Fallback(Exception):
    """The update cannot be made here: build from scratch."""


class Kept:
    """One DAG's last build, what its files answered, and its checks."""

    def __init__(self, builder: Builder, dag: Dag, checks: Checks | None) -> None:
        self.builder = builder
        self.dag = dag
        self.checks = checks
        self.lock = threading.Lock()
        #: how many loads were answered by an update, and by a build from scratch (for tests)
        self.updates = 0


_kept: OrderedDict[tuple[Any, ...], Kept] = OrderedDict()
_lock = threading.Lock()
#: loads answered by an update / by a build from scratch, since the start (observability)
counts = {"updated": 0, "built": 0, "unchanged": 0}
#: why loads of a kept DAG were built from scratch (observability)
reasons: dict[str, int] = {}


def forget() -> None:
    """Drop every kept DAG."""
    with _lock:
        _kept.clear()


def size() -> int:
    return len(_kept)


def load(path: str, files: Files, root: DagFile | None, cwd: str | None, checks: bool, rescue: str | None,
         rescue_file: DagFile | None) -> Dag:
    """The DAG of ``path`` (see ``condor_ls.dag.load_dag``): the kept build brought up to date
    when it can be, else a build from scratch, kept."""
    full = os.path.normpath(os.path.abspath(path))
    key = (full, os.path.normpath(cwd or os.path.dirname(full)), rescue, checks)
    with _lock:
        kept = _kept.get(key)
        if kept is not None:
            _kept.move_to_end(key)
    if kept is not None:
        with kept.lock:
            try:
                dag = _update(kept, files, root, rescue_file)
            except _Fallback as why:
                reasons[str(why)] = reasons.get(str(why), 0) + 1
                dag = None
            except Exception as error:  # a fault of the update: the build may be half changed
                _log.warning("DAG update of %s failed, built from scratch", path, exc_info=True)
                reasons[f"error: {type(error).__name__}"] = reasons.get(f"error: {type(error).__name__}", 0) + 1
                with _lock:
                    if _kept.get(key) is kept:
                        del _kept[key]
                dag = None
            except BaseException:
                with _lock:  # a cancelled or failed update leaves nothing half done behind
                    if _kept.get(key) is kept:
                        del _kept[key]
                raise
            if dag is not None:
                return dag
    builder = Builder(path, files, cwd)
    dag = builder.run(root, rescue, rescue_file)
    found = None
    if checks:
        found = Checks()
        dag.problems.extend(found.run(dag, files, None))
    counts["built"] += 1
    with _lock:
        _kept[key] = Kept(builder, dag, found)
        _kept.move_to_end(key)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return dag


# --------------------------------------------------------------------------- what changed
def _changed_file(kept: Kept, files: Files, root: DagFile | None,
                  rescue_file: DagFile | None) -> tuple[int, DagFile, DagFile] | None:
    """Ask ``files`` again everything the build asked: None when every answer is the same, else
    (the trace entry, the old and the new version) of the one file whose new version was read
    from the old one. Anything else: a build from scratch."""
    builder = kept.builder
    changed = None
    given = [root, rescue_file]
    for index, (kind, path, old) in enumerate(builder.trace):
        if kind == "is_dir":
            if files.is_dir(path) != old:
                raise _Fallback("a directory changed")
            continue
        if kind == "given":
            new = given.pop(0) if given else None
            if new is None:
                new = files.dag_file(path)
        else:
            new = files.dag_file(path)
        if new is old:
            continue
        if new is None or old is None or changed is not None or not isinstance(old, DagFile):
            raise _Fallback("files changed")
        if new.kept(old) is None:
            raise _Fallback("files changed")
        changed = (index, old, new)
    return changed


def _update(kept: Kept, files: Files, root: DagFile | None, rescue_file: DagFile | None) -> Dag | None:
    builder = kept.builder
    changed = _changed_file(kept, files, root, rescue_file)
    # the files of this load from now on: the last load's (an editor request's context, and the
    # DAG in its memo) are not kept alive by the builder
    builder.files = files
    if changed is None:
        counts["unchanged"] += 1
        return _reassemble(kept, files, set(), set(), [])
    index, old, new = changed
    runs = builder.runs.get(old.path, [])
    if len(runs) != 1 or runs[0].file is not old:
        raise _Fallback("the file is read twice")  # read twice, or read again from scratch when it was built
    run = runs[0]
    head, tail = new.kept(old)  # type: ignore[misc]
    removed = old.lines[head:len(old.lines) - tail]
    added = new.lines[head:len(new.lines) - tail]
    updater = _Updater(builder, run, removed, added)
    fresh, gone, edges = updater.apply()
    kind, path, _ = builder.trace[index]
    builder.trace[index] = (kind, path, new)
    run.file = new
    kept.updates += 1
    counts["updated"] += 1
    return _reassemble(kept, files, fresh, gone, edges, new)


def _reassemble(kept: Kept, files: Files, fresh: set[Node], gone: set[Node], edges: list[tuple[Node, Node]],
                new_file: DagFile | None = None) -> Dag:
    builder = kept.builder
    previous = kept.dag
    dag = builder.assemble(previous, nodes_changed=bool(fresh or gone))
    if new_file is not None:
        dag.files = dict(previous.files)
        dag.files[new_file.path] = new_file
    if kept.checks is not None:
        dag.problems.extend(kept.checks.run(dag, files, (fresh, gone, edges)))
    kept.dag = dag
    return dag


# --------------------------------------------------------------------------- the update
def _names_of(statement: c.Statement) -> list[str]:
    """The node names a command of the commands updated here looks up or defines."""
    if isinstance(statement, c.NodeStatement):
        return [statement.name.text] if statement.name is not None else []
    if isinstance(statement, c.DependencyStatement):
        return [token.text for token in statement.parents + statement.children]
    node = getattr(statement, "node", None)
    return [node.text] if node is not None else []


class _Updater:
    def __init__(self, builder: Builder, run: Run, removed: tuple[Line, ...], added: tuple[Line, ...]) -> None:
        self.b = builder
        self.run = run
        self.scope: Scope = run.scope
        self.removed = removed
        self.added = added

    # ------------------------------------------------------------------ checks before anything changes
    def _allowed(self, statement: c.Statement) -> None:
        cmd = statement.cmd
        if cmd is None:
            return
        if cmd not in _UPDATED:
            raise _Fallback("command")
        scope = self.scope
        if isinstance(statement, c.NodeStatement) and statement.inline is not None:
            raise _Fallback("inline description")
        if isinstance(statement, c.DependencyStatement):
            if len(statement.parents) > 1 and len(statement.children) > 1:
                raise _Fallback("join node")  # a join node (numbered in processing order)
        for name in _names_of(statement):
            if "+" in name or name.startswith(_JOIN_PREFIX) or is_all_nodes(name):
                raise _Fallback("splice node or ALL_NODES name")
        if isinstance(statement, c.NodeStatement) and statement.name is not None \
                and statement.name.text in scope.splice_names:
            raise _Fallback("a node named as a splice")
        if cmd is Cmd.CATEGORY or cmd is Cmd.MAXJOBS:
            words = [getattr(statement, "name", None), getattr(statement, "category", None)]
            if any(word is not None and "+" in word.text for word in words):
                raise _Fallback("category of splices")  # a category shared with splices

    def apply(self) -> tuple[set[Node], set[Node], list[tuple[Node, Node]]]:
        b, run, scope = self.b, self.run, self.scope
        if not scope.top or run.path == b.rescue:
            raise _Fallback("not the DAG's own scope")
        old_apps = [run.apps[line] for line in self.removed if line in run.apps]
        for app in old_apps:
            self._allowed(app.statement)
            if app.join is not None or app.all_nodes:
                raise _Fallback("join node or ALL_NODES line")
        for line in self.added:
            self._allowed(line.statement)
        # the names the edit touches, and the nodes under them now
        names: set[str] = set()
        for app in old_apps:
            names.update(app.lookups)
        for line in self.added:
            if line.statement.cmd is not None:
                names.update(_names_of(line.statement))
        gone = {scope.by_name[name] for name in names if name in scope.by_name}
        for node in gone:
            if node.kind not in (NodeKind.JOB, NodeKind.SUBDAG) or node.splices:
                raise _Fallback("special node")
        again: set[App] = set()
        for name in names:
            again.update(scope.lookups.get(name, ()))
        again.difference_update(old_apps)
        categories = any(app.statement.cmd in CATEGORY_COMMANDS for app in old_apps) or any(
            line.statement.cmd in CATEGORY_COMMANDS for line in self.added) or any(
            node.category is not None for node in gone)
        for app in again:
            if app.join is not None:
                raise _Fallback("join node")
            self._allowed(app.statement)
            if app.statement.cmd in CATEGORY_COMMANDS:
                categories = True
        if names and any(app.all_nodes for app in scope.category_apps):
            raise _Fallback("ALL_NODES category")  # a category for every node: every node's category would change
        if categories and any("+" in word.text for app in scope.category_apps
                              for word in (getattr(app.statement, "name", None), getattr(app.statement, "category", None))
                              if word is not None):
            raise _Fallback("category of splices")  # a category shared with splices
        # --- from here on the build is changed
        for app in old_apps:
            self._take_away(app)
        for line in self.removed:
            run.parse.pop(line, None)
        new_apps = [self._add(line) for line in self.added]
        for line in self.added:
            problem = parse_problem(line)
            if problem is not None:
                run.parse[line] = problem
        if run.parse and run.start is not None:
            b.with_problems.add(run.start)
        new_apps = [app for app in new_apps if app is not None]
        for node in gone:
            self._remove_node(node)
        if gone:
            created = b.created
            first = min(node.id for node in gone)
            created[first:] = [node for node in created[first:] if node not in gone]
            for index in range(first, len(created)):
                created[index].id = index
        for name in names:
            scope.by_name.pop(name, None)
        again.update(new_apps)
        if names:  # the nodes made again get what ALL_NODES lines give every node
            again.update(a for a in scope.all_nodes if a.statement.cmd not in CATEGORY_COMMANDS)
        if categories:
            again.difference_update(scope.category_apps)
        for app in again:
            self._forget(app, gone)
        # --- process again, in order
        b.made = []
        b.only = set()
        b.touched = set()
        b.lookup_as_of = self._lookup
        b.all_nodes_as_of = self._all_nodes
        b.splice_as_of = self._splice
        edges_before = {id(app): len(app.edges) for app in again}
        try:
            for app in sorted(again, key=lambda a: a.key):
                b.apply(app)
            fresh = set(b.only)
            if categories:
                self._categories(gone)
        finally:
            b.made = None
            b.only = None
            b.lookup_as_of = None
            b.all_nodes_as_of = None
            b.splice_as_of = None
        edges = [edge for app in again for edge in app.edges[edges_before.get(id(app), 0):]]
        for node in b.touched:
            if node not in gone:
                _reorder(node)
        b.touched = set()
        if names:
            b.names_epoch += 1
        return fresh, gone, edges

    # ------------------------------------------------------------------ steps
    def _take_away(self, app: App) -> None:
        b, run, scope = self.b, self.run, self.scope
        del run.apps[app.line]
        run.passes[0 if app.statement.cmd in FIRST_PASS else 1].remove(app)
        at = bisect.bisect_left(b.order, app.key, key=lambda e: e.key)
        assert b.order[at] is app
        del b.order[at]
        self._unindex(app)
        defs = scope.defs.get(app.statement.name.text) if isinstance(app.statement, c.NodeStatement) and \
            app.statement.name is not None else None
        if defs is not None and app in defs:
            defs.remove(app)
        if app in scope.category_apps:
            scope.category_apps.remove(app)
        for parent, child in app.edges:
            _disconnect(parent, child, app, b.touched)
        app.edges = []
        b.with_problems.discard(app)
        b.with_unresolved.discard(app)

    def _unindex(self, app: App) -> None:
        lookups = self.scope.lookups
        for name in set(app.lookups):
            found = lookups.get(name)
            if found is not None:
                found[:] = [other for other in found if other is not app]
                if not found:
                    del lookups[name]
        app.lookups = []

    def _add(self, line: Line) -> App | None:
        """The command of an added line, with a key between its neighbours' in processing order."""
        b, run, scope = self.b, self.run, self.scope
        cmd = line.statement.cmd
        if cmd is None:
            return None
        which = 0 if cmd in FIRST_PASS else 1
        apps = run.passes[which]
        at = bisect.bisect_left(apps, line.start, key=lambda a: a.line.start)
        before: Event | None
        if at > 0:
            before = apps[at - 1]
            if before.after is not None:  # an INCLUDE or SPLICE: after the file it reads
                before = before.after
        elif which == 1 and run.passes[0]:
            before = run.passes[0][-1]
            if before.after is not None:
                before = before.after
        else:
            before = run.start
        assert before is not None
        key = self._key_after(before)
        app = App(key, line, run, scope, run.cwd, run.depth)
        bisect.insort(b.order, app, key=lambda e: e.key)
        apps.insert(at, app)
        run.apps[line] = app
        if cmd in CATEGORY_COMMANDS:
            bisect.insort(scope.category_apps, app, key=lambda a: a.key)
        statement = line.statement
        if isinstance(statement, c.NodeStatement) and statement.name is not None:
            defs = scope.defs.setdefault(statement.name.text, [])
            bisect.insort(defs, app, key=lambda a: a.key)
        return app

    def _key_after(self, before: Event) -> int:
        order = self.b.order
        at = bisect.bisect_right(order, before.key, key=lambda e: e.key)
        high = order[at].key if at < len(order) else before.key + 2 * GAP
        if high - before.key < 2:
            self._respace()
            return self._key_after(before)
        return (before.key + high) // 2

    def _respace(self) -> None:
        """Keys spread out again (many commands added at one place used the room between two)."""
        for index, event in enumerate(self.b.order, start=1):
            event.key = index * GAP
        self.b.counter = (len(self.b.order) + 1) * GAP

    def _remove_node(self, node: Node) -> None:
        b, scope = self.b, self.scope
        at = bisect.bisect_left(scope.nodes, node_order(node), key=node_order)
        while at < len(scope.nodes) and scope.nodes[at] is not node:
            at += 1
        if at < len(scope.nodes):
            del scope.nodes[at]
        for parent, arc in list(node.parents.items()):
            for app, _weak, _seq in arc._owners:
                if app is not None:
                    app.edges[:] = [edge for edge in app.edges if edge != (parent, node)]
            del parent.children[node]
            b.touched.add(parent)
        for child, arc in list(node.children.items()):
            for app, _weak, _seq in arc._owners:
                if app is not None:
                    app.edges[:] = [edge for edge in app.edges if edge != (node, child)]
            del child.parents[node]
            b.touched.add(child)
        category = node.category
        if category is not None:
            own = scope.categories.get(str(category.value))
            if own is not None and node in own.nodes:
                own.nodes = [n for n in own.nodes if n is not node]

    def _forget(self, app: App, gone: set[Node]) -> None:
        """What a command processed again will say and make anew."""
        self._unindex(app)
        app.problems = []
        app.refs = []
        app.unresolved = []
        app.all_nodes = False
        if app.node_problems:
            for node in gone & app.node_problems.keys():
                del app.node_problems[node]
        if app.defines is not None:
            app.defines = None
        if app.edges:
            kept = []
            for parent, child in app.edges:
                if parent in gone or child in gone:
                    _disconnect(parent, child, app, self.b.touched)
                else:
                    kept.append((parent, child))
            app.edges = kept
        if app in self.scope.all_nodes:
            self.scope.all_nodes.remove(app)

    def _lookup(self, scope: Scope, name: str, key: int) -> Node | None:
        if scope is not self.scope:
            return scope.by_name.get(name)
        defs = scope.defs.get(name)
        if defs:
            first = defs[0]
            if first.key < key:
                return first.defines
        return None

    def _splice(self, scope: Scope, name: str, key: int) -> tuple[Scope, Any] | None:
        """The splice ``name`` as PARENT/CHILD at ``key`` sees it: read before, and not yet
        merged into the scope (at the end of the file that read it, or of an INCLUDE of the
        scope's before the key)."""
        if name not in scope.splice_names:
            return None
        read = None
        for app in self.b.splice_apps:
            if app.scope is scope and app.splice is not None and app.splice[1].local_name == name and app.key < key:
                read = app
        if read is None:
            return None
        for run_list in self.b.runs.values():
            for run in run_list:
                if run.scope is scope and run.end is not None and read.key < run.end.key < key:
                    return None  # merged before the key
        return read.splice

    def _all_nodes(self, scope: Scope, key: int, regular_only: bool) -> tuple[list[Node], Node | None]:
        """ALL_NODES at ``key``: the nodes made again that were in the scope then, and the
        first node of the scope then."""
        first = None
        for node in scope.nodes:
            if node_order(node)[0] >= key:
                break
            if not regular_only or node.kind.regular:
                first = node
                break
        only = self.b.only
        if only is None:  # every command of a kind processed again: every node
            return [n for n in scope.nodes if node_order(n)[0] < key and (not regular_only or n.kind.regular)], first
        found = sorted((n for n in only if node_order(n)[0] < key and (not regular_only or n.kind.regular)),
                       key=node_order)
        return found, first

    def _categories(self, gone: set[Node]) -> None:
        """Every CATEGORY and MAXJOBS command of the scope processed again, from no category."""
        b, scope = self.b, self.scope
        apps = sorted(scope.category_apps, key=lambda a: a.key)
        for name in [n for n in scope.categories if n not in scope.lifted_categories]:
            del scope.categories[name]
            scope.category_keys.pop(name, None)
        for app in apps:
            for name in app.lookups:
                node = scope.by_name.get(name)
                if node is not None:
                    node.category = None
        saved = b.only
        b.only = None
        try:
            for app in apps:
                self._forget(app, gone)
                app.node_problems = {}
                b.apply(app)
        finally:
            b.only = saved


def _disconnect(parent: Node, child: Node, app: App, touched: set[Node]) -> None:
    arc = parent.children.get(child)
    if arc is None:
        return
    owners = arc._owners
    kept = [(i, owner) for i, owner in enumerate(owners) if owner[0] is not app]
    if len(kept) == len(owners):
        return
    touched.add(parent)
    touched.add(child)
    if not kept:
        del parent.children[child]
        del child.parents[parent]
        return
    arc._sources = [arc._sources[i] for i, _owner in kept]
    arc._owners = [owner for _i, owner in kept]
    arc.weak = all(owner[1] for owner in arc._owners)


def _first_made(item: tuple[Node, Any]) -> tuple[int, int]:
    app, _weak, seq = item[1]._owners[0]
    return app.key, seq


def _reorder(node: Node) -> None:
    """A node's parents and children in the order condor_dagman made the dependencies: by the
    command that made each first, and the order that command made them in."""
    node.children = dict(sorted(node.children.items(), key=_first_made))
    node.parents = dict(sorted(node.parents.items(), key=_first_made))
