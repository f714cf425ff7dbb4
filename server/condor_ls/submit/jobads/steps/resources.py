"""Resource requests and the accounting rules (``SetRequestResources`` and the ``SetRequest*``
functions, ``SetBuiltInOnEvictCheck``, ``SetResourceRequirements``, ``SetConcurrencyLimits``,
``SetAccountingGroup``, ``SetOAuth``)."""
from __future__ import annotations

import re

from ....bounded_int import bounded_int
from ....classad.ast import (AttrRef, Binary, Call, Elvis, Expr, ListExpr, Literal, Paren, RecordExpr, Subscript, Ternary,
                             Unary)
from ....classad.values import Undefined
from ....classad.unparse import unparse
from ..context import Context, parse_old
from ..values import SPACE, parse_int64_bytes, string_is_long, tokens
from ....raw_bytes import RAW

#: request_* keys with a rule of their own
_SPECIAL = ("request_cpus", "request_cpu", "request_gpus", "request_gpu", "request_disk", "request_memory")
#: request_* keys that are refused (likely mistakes for GPU properties)
_DISALLOWED = frozenset({"request_gpu_memory", "request_gpus_memory"})


def references(expr: Expr, ad: dict[str, Expr]) -> tuple[set[str], set[str]]:
    """``GetExprReferences`` against an ad holding ``ad``'s attributes: (internal, external)
    names, lower-cased, trimmed as ``TrimReferenceNames`` trims them."""
    internal: set[str] = set()
    external: set[str] = set()
    stack: list[object] = [expr]
    seen = 0
    while stack:
        e = stack.pop()
        seen += 1
        if seen > 100_000:
            break
        if isinstance(e, AttrRef):
            if e.base is None:
                low = e.name.lower()
                if low in ad:
                    internal.add(low)
                    stack.append(ad[low])
                else:
                    external.add(low)
                continue
            base = e.base
            inner = base
            while isinstance(inner, Paren):
                inner = inner.expr
            if isinstance(inner, ListExpr) or (isinstance(inner, Literal) and not isinstance(inner.value, Undefined)):
                # the library evaluates the base, finds no ad in it and gives up: GetExprReferences
                # fails, and its callers are left with no names at all (``" ".x``, ``{1}.x``)
                return set(), set()
            if isinstance(base, AttrRef) and base.base is None and not base.absolute:
                scope = base.name.lower()
                if scope in ("target", "other"):
                    external.add(e.name.lower())
                    continue
                if scope == "my":
                    low = e.name.lower()
                    if low in ad:
                        internal.add(low)
                        stack.append(ad[low])
                    else:
                        external.add(low)
                    continue
            first = base
            while isinstance(first, AttrRef) and first.base is not None:
                first = first.base
            if isinstance(first, AttrRef):
                external.add(first.name.lower())
            else:
                stack.append(first)
            continue
        if isinstance(e, Unary):
            stack.append(e.operand)
        elif isinstance(e, Paren):
            stack.append(e.expr)
        elif isinstance(e, (Binary, Elvis)):
            stack.extend((e.right, e.left))
        elif isinstance(e, Ternary):
            stack.extend((e.else_, e.then, e.cond))
        elif isinstance(e, Subscript):
            stack.extend((e.index, e.base))
        elif isinstance(e, Call):
            stack.extend(reversed(e.args))
        elif isinstance(e, ListExpr):
            stack.extend(reversed(e.items))
        elif isinstance(e, RecordExpr):
            stack.extend(expr for _, expr in e.attrs)
    return internal, external


def _missing_units(c: Context) -> str | None:
    return c.config("SUBMIT_REQUEST_MISSING_UNITS")


def set_request_mem(c: Context) -> None:
    """``SetRequestMem``: ``request_memory`` in MiB (a bare number is MiB)."""
    mem = c.param("request_memory", "RequestMemory")
    key: tuple[str, ...] = ("request_memory",)
    if not mem:
        if c.has("RequestMemory"):
            pass
        elif c.has("JobVMMemory"):
            c.warn("submit.request-memory-default", "request_memory was NOT specified.  Using RequestMemory = "
                   "MY.JobVMMemory", ("vm_memory",))
            c.assign_expr("RequestMemory", "MY.JobVMMemory", ("vm_memory",))
        elif c.get("use_default_resources", True):
            mem = c.config("JOB_DEFAULT_REQUESTMEMORY")
            key = ("config:JOB_DEFAULT_REQUESTMEMORY",)
    if not mem:
        return
    parsed = parse_int64_bytes(mem, 1024 * 1024, v25=c.v25, separators="," if c.v25 else None)
    if parsed is not None:
        value, unit, end = parsed
        missing = _missing_units(c)
        if missing and not unit:
            units = "K, M, G or T" if c.v25 else "K, M, or B"
            if missing.lower() == "error":
                c.fail("submit.missing-units", f"request_memory={mem} defaults to megabytes, but must contain a units "
                       f"suffix (i.e {units})", key)
            c.warn("submit.missing-units", f"request_memory={mem} defaults to megabytes, but should contain a units "
                   f"suffix (i.e {units})", key)
        c.assign("RequestMemory", value, key)
        if not c.v25:
            return
        if end < len(mem) and mem[end] == "," and end + 1 < len(mem):
            set_builtin_on_evict_check(c, "RequestMemory", "request_memory", 1024 * 1024, mem[end + 1:])
        else:
            rrm = c.param("retry_request_memory")
            rrmax = c.param("retry_request_memory_max")
            rrmincr = c.param("retry_request_memory_increase")
            if rrm:
                if rrmincr:
                    c.warn("submit.retry-increase-ignored", "retry_request_memory_increase will be ignored because "
                           "retry_request_memory was used", ("retry_request_memory_increase",))
                set_builtin_on_evict_check(c, "RequestMemory", "retry_request_memory", 1024 * 1024, rrm)
            elif rrmax or rrmincr:
                set_builtin_on_evict_check(c, "RequestMemory", "retry_request_memory_max", 1024 * 1024, rrmax, rrmincr)
    elif mem.strip(SPACE).lower() == "undefined" or mem.lower() == "undefined":
        pass
    else:
        c.assign_expr("RequestMemory", mem, key)


def set_request_disk(c: Context) -> None:
    """``SetRequestDisk``: ``request_disk`` in KiB (a bare number is KiB)."""
    disk = c.param("request_disk", "RequestDisk")
    key: tuple[str, ...] = ("request_disk",)
    if not disk:
        if c.has("RequestDisk"):
            pass
        elif c.get("use_default_resources", True):
            disk = c.config("JOB_DEFAULT_REQUESTDISK")
            key = ("config:JOB_DEFAULT_REQUESTDISK",)
    if not disk:
        return
    parsed = parse_int64_bytes(disk, 1024, v25=c.v25, separators="," if c.v25 else None)
    if parsed is not None:
        value, unit, end = parsed
        missing = _missing_units(c)
        if missing and not unit:
            if missing.lower() == "error":
                c.fail("submit.missing-units", f"request_disk={disk} defaults to kilobytes, must contain a units "
                       "suffix (i.e K, M, or B)", key)
            c.warn("submit.missing-units", f"request_disk={disk} defaults to kilobytes, should contain a units "
                   "suffix (i.e K, M, or B)", key)
        c.assign("RequestDisk", value, key)
        if not c.v25:
            return
        if end < len(disk) and disk[end] == "," and end + 1 < len(disk):
            set_builtin_on_evict_check(c, "RequestDisk", "request_disk", 1024, disk[end + 1:])
        else:
            rrd = c.param("retry_request_disk")
            if rrd:
                set_builtin_on_evict_check(c, "RequestDisk", "request_disk", 1024, rrd)
    elif disk.lower() == "undefined":
        pass
    else:
        c.assign_expr("RequestDisk", disk, key)


def set_request_cpus(c: Context, key: str = "request_cpus") -> None:
    """``SetRequestCpus``."""
    if key.lower() in ("request_cpu", "requestcpu"):
        c.warn("submit.request-cpu", f"{key} is not a valid submit keyword, did you mean request_cpus?", (key,))
        return
    cpus = c.param("request_cpus", "RequestCpus")
    keys: tuple[str, ...] = ("request_cpus",)
    if not cpus:
        if c.has("RequestCpus"):
            pass
        elif c.get("use_default_resources", True):
            cpus = c.config("JOB_DEFAULT_REQUESTCPUS")
            keys = ("config:JOB_DEFAULT_REQUESTCPUS",)
    if cpus and cpus.lower() != "undefined":
        c.assign_expr("RequestCpus", cpus, keys)


def set_request_gpus(c: Context, key: str = "request_gpus") -> None:
    """``SetRequestGpus``, and the GPU property constraints that go with a GPU request."""
    if key.lower() in ("request_gpu", "requestgpu"):
        c.warn("submit.request-gpu", f"{key} is not a valid submit keyword, did you mean request_gpus?", (key,))
        return
    gpus = c.param("request_gpus", "RequestGPUs")
    keys: tuple[str, ...] = ("request_gpus",)
    if not gpus:
        if c.has("RequestGPUs"):
            pass
        elif c.get("use_default_resources", True):
            gpus = c.config("JOB_DEFAULT_REQUESTGPUS")
            keys = ("config:JOB_DEFAULT_REQUESTGPUS",)
    if gpus and gpus.lower() != "undefined":
        c.assign_expr("RequestGPUs", gpus, keys)
    if not c.has("RequestGPUs"):
        return
    require = c.param("require_gpus", "RequireGPUs")
    if require:
        c.assign_expr("RequireGPUs", require, ("require_gpus",))
    limit = c.param("gpus_minimum_capability", "GPUsMinCapability")
    if limit:
        c.assign_expr("GPUsMinCapability", limit, ("gpus_minimum_capability",))
    limit = c.param("gpus_maximum_capability", "GPUsMaxCapability")
    if limit:
        c.assign_expr("GPUsMaxCapability", limit, ("gpus_maximum_capability",))
    limit = c.param("gpus_minimum_memory", "GPUsMinMemory")
    if limit:
        parsed = parse_int64_bytes(limit, 1024 * 1024, v25=c.v25)
        if parsed is not None:
            missing = _missing_units(c)
            if missing and not parsed[1]:
                if missing.lower() == "error":
                    c.fail("submit.missing-units", f"gpus_minimum_memory={limit} defaults to megabytes, but must "
                           "contain a units suffix (i.e K, M, or B)", ("gpus_minimum_memory",))
                c.warn("submit.missing-units", f"gpus_minimum_memory={limit} defaults to megabytes, but should "
                       "contain a units suffix (i.e K, M, or B)", ("gpus_minimum_memory",))
            c.assign("GPUsMinMemory", parsed[0], ("gpus_minimum_memory",))
        else:
            c.assign_expr("GPUsMinMemory", limit, ("gpus_minimum_memory",))
    else:
        if c.param("request_gpu_memory", "request_gpus_memory"):
            c.warn("submit.request-gpu-memory", "request_gpu_memory is not a submit command, did you mean "
                   "gpus_minimum_memory?", ("request_gpu_memory", "request_gpus_memory"))
    limit = c.param("gpus_minimum_runtime", "GPUsMinRuntime")
    if limit:
        version = _gpu_runtime(limit)
        if version is not None:
            c.assign("GPUsMinRuntime", version, ("gpus_minimum_runtime",))
        else:
            c.assign_expr("GPUsMinRuntime", limit, ("gpus_minimum_runtime",))


def _gpu_runtime(text: str) -> int | None:
    """``gpus_minimum_runtime`` as ``major*1000 + minor*10`` when it reads as ``x`` or ``x.y``
    (``StrIsProcId``); None for an expression."""
    m = re.fullmatch(r"[ \t]*(\d+)(?:\.(-?\d+))?", text)
    if m is None:
        return None
    major = bounded_int(m.group(1))
    minor = bounded_int(m.group(2)) if m.group(2) is not None else -1
    if not (-1 <= minor < 100):
        return None
    if minor == -1 and major > 1000:
        return major
    version = major * 1000
    if minor > 0:
        version += minor * 10
    return version


_REQUEST_FUNCS = {"request_cpus": set_request_cpus, "request_cpu": set_request_cpus,
                  "request_gpus": set_request_gpus, "request_gpu": set_request_gpus}


def set_request_resources(c: Context) -> None:
    """``SetRequestResources``: every ``request_<name>`` line, then the default cpus, gpus,
    disk and memory."""
    for key, _raw in c.table.items_with_defaults():
        low = key.lower()
        if not low.startswith("request_"):
            continue
        if c.log is not None:
            c.log.keys.add(low)
        if low in _REQUEST_FUNCS:
            _REQUEST_FUNCS[low](c, key)
            continue
        if low == "request_disk":
            set_request_disk(c)
            continue
        if low == "request_memory":
            set_request_mem(c)
            continue
        name = key[len("request_"):]
        if len(name) < 2 or name.startswith("_") or low in _DISALLOWED:
            continue
        value = c.param(key)
        if value is None:
            c.fail("submit.empty-request", f"{key} has no value (condor_submit {c.version} crashes on this line)",
                   (key,))
            return
        if value.startswith('"'):
            tags = set(c.get("string_requests", ()))
            tags.add(name)
            c.set("string_requests", frozenset(tags))
        c.assign_expr("Request" + name, value, (key,))
    if c.lookup("request_cpus") is None:
        set_request_cpus(c)
    if c.lookup("request_gpus") is None:
        set_request_gpus(c)
    if c.lookup("request_disk") is None:
        set_request_disk(c)
    if c.lookup("request_memory") is None:
        set_request_mem(c)


def set_builtin_on_evict_check(c: Context, attr: str, subkey: str, scale: int, line: str | None,
                               incr: str | None = None) -> None:
    """``SetBuiltInOnEvictCheck`` (25): retries with more memory or disk, as a job transform
    the schedd applies when the job is evicted for using too much."""
    missing = _missing_units(c)
    label = "defaults to megabytes, but " if scale == 1024 * 1024 else ""
    seq: list[int] = []
    last: Expr | None = None
    if line:
        p = 0
        n = len(line)
        first_missing: int | None = None
        while True:
            parsed = parse_int64_bytes(line[p:], scale, v25=True, separators=",")
            if parsed is None:
                break
            value, unit, end = parsed
            if not unit and first_missing is None:
                first_missing = p
            seq.append(value)
            p += end
            while p < n and line[p] in SPACE:
                p += 1
            if p < n and line[p] == ",":
                p += 1
                continue
            break
        while p < n and line[p] in SPACE:
            p += 1
        if p < n:
            last = parse_old(line[p:])
            if last is None:
                c.fail("submit.bad-request", f"{subkey}={line[p:]} is invalid. must be an expression or number",
                       (subkey,))
        if first_missing is not None and missing:
            if missing.lower() == "error":
                c.fail("submit.missing-units", f"{subkey}={line[first_missing:]} {label}must contain a units suffix "
                       "(i.e K, M, G, or T)", (subkey,))
            c.warn("submit.missing-units", f"{subkey}={line[first_missing:]} {label}should contain a units suffix "
                   "(i.e K, M, G, or T)", (subkey,))
    if len(seq) > 1:
        prev = 0
        for value in seq:
            if value <= prev:
                c.fail("submit.bad-request", f"{subkey} must have an increasing sequence of values, but {value} is "
                       f"not greater than {prev}", (subkey,))
            prev = value
    from ....classad.ast import Literal

    maxval: Expr | None = None
    last_is_expr = False
    if last is not None:
        maxval = last
        last_is_expr = True
    elif seq:
        maxval = Literal(seq.pop())
    elif incr is None:
        return
    body: str
    if seq:
        assert maxval is not None
        seqlist = "{" + "".join(f"{v}," for v in seq) + unparse(maxval, old=True) + "}"
        retry = "Retry" + attr
        c.assign_expr(retry, seqlist, (subkey,))
        index = retry + "Index"
        body = (f"EVALSET {attr} {retry}[{index}?:0]\x1e"
                f"EVALSET {index} MIN({{size({retry})-1, ({index}?:0)+1}})")
    elif incr is not None:
        parsed = parse_int64_bytes(incr, scale, v25=True)
        increment: Expr | None
        if parsed is not None:
            inclit, unit, _ = parsed
            if not unit and missing:
                if missing.lower() == "error":
                    c.fail("submit.missing-units", f"{attr} retry increment {incr} {label}must contain a units "
                           "suffix (i.e K, M, G or T)", ("retry_request_memory_increase",))
                c.warn("submit.missing-units", f"{attr} retry increment {incr} {label}should contain a units suffix "
                       "(i.e K, M, G or T)", ("retry_request_memory_increase",))
            if inclit <= 0:
                c.fail("submit.bad-request", f"{attr} retry increment must be a positive number or an expression "
                       f"that references {attr}", ("retry_request_memory_increase",))
            increment = parse_old(f"{attr} + {inclit}")
        else:
            increment = parse_old(incr)
            refs = references(increment, {attr.lower(): Literal(0)})[0] if increment is not None else set()
            if increment is None or attr.lower() not in refs:
                c.fail("submit.bad-request", f"{attr} retry increment must be a positive number or an expression "
                       f"that references {attr}", ("retry_request_memory_increase",))
        assert increment is not None
        if maxval is not None:
            c.assign_expr("Max" + attr, unparse(maxval, old=True), (subkey,))
            c.assign_expr("Next" + attr, unparse(increment, old=True), ("retry_request_memory_increase",))
            body = f"EVALSET {attr} MIN({{Next{attr}, Max{attr}}})"
        else:
            from ....classad.ad import ClassAd
            from ....classad.evaluator import evaluate

            scope = ClassAd()
            current = c.job_int(attr)
            if current is not None:
                scope.set(attr, Literal(current))
            result = evaluate(increment, scope)
            if not isinstance(result, int) or isinstance(result, bool):
                c.fail("submit.bad-request", f"{attr} retry increment ({incr}) must evaluate to an integer at submit "
                       "time", ("retry_request_memory_increase",))
            body = f"SET {attr} {result}"
    else:
        assert maxval is not None
        verb = "EVALSET" if last_is_expr else "SET"
        body = f"{verb} {attr} {unparse(maxval, old=True)}"
    require = c.config(f"ON_EVICT_CHECK_{attr}_REQUIREMENTS")
    lines = "REQUIREMENTS "
    if require:
        lines += require
    elif attr.lower() == "requestmemory":
        lines += "(VacateReasonCode==21 || VacateReasonCode == 34) && VacateReasonSubCode == 102"
    elif attr.lower() == "requestdisk":
        lines += "(VacateReasonCode==21 || VacateReasonCode == 34) && VacateReasonSubCode == 104"
    else:
        lines = ""
    if lines:
        lines += "\x1e"
    lines += body
    c.assign("TransformBody_" + attr, lines, (subkey,))
    current_list = c.job_string("TransformOnEvict") or ""
    if attr.lower() not in (t.lower() for t in tokens(current_list)):
        c.assign("TransformOnEvict", f"{current_list} {attr}" if current_list else attr, (subkey,))


def set_resource_requirements(c: Context) -> None:
    """``SetResourceRequirements``: GPU property limits folded into ``RequireGPUs``."""
    from ....classad.ast import Literal

    if not c.has("RequestGPUs"):
        return
    require = c.job_expr("RequireGPUs")
    props: set[str] = set()
    if require is not None:
        props, _ = references(require, {"capability": Literal(7.5), "globalmemorymb": Literal(11012),
                                        "driverversion": Literal(12.1), "maxsupportedversion": Literal(12010)})
    clauses: list[str] = []
    if c.has("GPUsMinCapability") and "capability" not in props:
        clauses.append("Capability >= GPUsMinCapability")
    if c.has("GPUsMaxCapability") and "capability" not in props:
        clauses.append("Capability <= GPUsMaxCapability")
    if c.has("GPUsMinMemory") and "globalmemorymb" not in props:
        clauses.append("GlobalMemoryMb >= GPUsMinMemory")
    if c.has("GPUsMinRuntime") and "maxsupportedversion" not in props:
        clauses.append("MaxSupportedVersion >= GPUsMinRuntime")
    if not clauses:
        return
    text = " && ".join(clauses)
    if require is not None:
        text = f"{wrap_for(require, '&&')} && {text}"
    c.assign_expr("RequireGPUs", text, ("require_gpus", "gpus_minimum_capability", "gpus_maximum_capability",
                                        "gpus_minimum_memory", "gpus_minimum_runtime"))


#: operator precedence as the library's ``WrapExprTreeInParensForOp`` compares it (higher binds tighter)
_PRECEDENCE = {"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "=?=": 6, "=!=": 6, "<": 7, "<=": 7,
               ">": 7, ">=": 7, "<<": 8, ">>": 8, ">>>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10}


def wrap_for(expr: Expr, op: str, written: str | None = None) -> str:
    """``check_expr_and_wrap_for_op``: the expression's text, parenthesised when joining it with
    ``op`` would change its meaning (an operator binding less tightly than ``op``). Given the
    text as ``written``, that text is kept when no parentheses are needed, as condor_submit
    keeps it (its printed form may not read back: ``x.'a b'`` prints as ``x.a b``)."""
    if isinstance(expr, Binary):
        level = _PRECEDENCE.get(expr.op, 99)
    elif isinstance(expr, Ternary):
        level = 0
    elif isinstance(expr, Unary):
        level = 11
    else:  # literals, references, calls, parentheses, ?: and subscripts are never wrapped
        level = 99
    if level < _PRECEDENCE[op]:
        return f"({unparse(expr, old=True)})"
    return written if written is not None else unparse(expr, old=True)


def set_concurrency_limits(c: Context) -> None:
    """``SetConcurrencyLimits``."""
    limits = c.param_string("concurrency_limits")
    limits_expr = c.param_string("concurrency_limits_expr")
    if limits:
        if limits_expr:
            c.fail("submit.conflicting-commands", "concurrency_limits and concurrency_limits_expr can't be used "
                   "together", ("concurrency_limits_expr", "concurrency_limits"))
        items = tokens(limits.lower())
        for item in items:
            if not _valid_limit(item):
                c.fail("submit.bad-concurrency-limit", f"Invalid concurrency limit '{item}'", ("concurrency_limits",))
        items.sort(key=lambda s: s.encode("utf-8", RAW))
        text = ",".join(items)
        if text:
            c.assign("ConcurrencyLimits", text, ("concurrency_limits",))
    elif limits_expr:
        c.assign_expr("ConcurrencyLimits", limits_expr, ("concurrency_limits_expr",))


_ATTR_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def _valid_limit(item: str) -> bool:
    """``ParseConcurrencyLimit``: ``name[.sub][:increment]`` with attribute-like names."""
    name = item.split(":", 1)[0]
    head, dot, tail = name.partition(".")
    if dot and not _ATTR_NAME.match(tail):
        return False
    return bool(_ATTR_NAME.match(head))


def set_accounting_group(c: Context) -> None:
    """``SetAccountingGroup``: ``accounting_group``, ``accounting_group_user``, ``nice_user``."""
    if c.v25:
        project = c.param("project_name", "ProjectName")
        if project:
            c.assign("ProjectName", project, ("project_name",))
    group = c.param("accounting_group", "AccountingGroup")
    group_key = "accounting_group"
    nice, _ = c.param_bool("nice_user", "NiceUser", False)
    if nice:
        if not group:
            group = c.config("NICE_USER_ACCOUNTING_GROUP_NAME")
            group_key = "nice_user"
        else:
            nicegroup = c.config("NICE_USER_ACCOUNTING_GROUP_NAME") or ""
            if nicegroup != group:
                c.warn("submit.nice-user-group", "nice_user conflicts with accounting_group. nice_user will be "
                       "ignored", ("nice_user", "accounting_group"))
        c.assign("MaxJobRetirementTime", 0, ("nice_user",))
    user = c.param("accounting_group_user", "AcctGroupUser")
    if not group and not user:
        return
    group_user = user if user else c.user
    if group and any(ch in SPACE for ch in group):
        c.fail("submit.bad-accounting-group", f"Invalid accounting_group: {group}", (group_key,))
    if any(ch in SPACE for ch in group_user):
        c.fail("submit.bad-accounting-group", f"Invalid accounting_group_user: {group_user}",
               ("accounting_group_user",))
    c.assign("AcctGroupUser", group_user, ("accounting_group_user",) if user else (group_key,))
    if group:
        c.assign("AcctGroup", group, (group_key,))
        c.assign("AccountingGroup", f"{group}.{group_user}", (group_key, "accounting_group_user"))
    else:
        c.assign("AccountingGroup", group_user, ("accounting_group_user",))


_OAUTH = re.compile(r"_oauth_(permissions|resource|options)", re.IGNORECASE)


def set_oauth(c: Context) -> None:
    """``SetOAuth``: ``OAuthServicesNeeded`` from ``use_oauth_services`` and the
    ``<service>_oauth_*[_<handle>]`` lines."""
    needed = c.param("use_oauth_services", "UseOAuthServices")
    if not needed:
        return
    enabled = set(tokens(needed))
    with_handles: set[str] = set()
    names: set[str] = set()
    for entry in c.table.items():
        key = entry.name
        if key.startswith("+") or key[:3].lower() == "my.":
            continue
        m = _OAUTH.search(key, 1)
        if m is None:
            continue
        service = key[:m.start()]
        if service not in enabled:
            continue
        if m.end() < len(key):
            with_handles.add(service)
            service = f"{service}*{key[m.end() + 1:]}"
        names.add(service)
    for name in enabled:
        if name not in with_handles:
            names.add(name)
    if names:
        c.assign("OAuthServicesNeeded", ",".join(sorted(names, key=str.lower)), ("use_oauth_services",))


__all__ = ["string_is_long"]
