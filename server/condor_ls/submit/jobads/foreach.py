"""A queue statement's procs: its arguments, its items, and the loop variables of each proc
(``SubmitForeachArgs`` and ``SubmitStepFromQArgs`` in submit_utils).

The arguments are read by :func:`condor_ls.submit.queue.parse_queue_args` (the same reading
the editor's rules use). Items come from the line, from the lines after it up to ``)``, from a
file (read from condor_submit's working directory) or from globbing; a list that a command would
print (``from cmd |``) or that condor_submit would read from its standard input (``from -``)
is never produced: those procs are unknown.
"""
from __future__ import annotations

import posixpath
import re
from dataclasses import dataclass, field

from ...config.lines import logical_lines
from .globmatch import matcher
from ..queue import Mode, QueueArgs, Slice, evaluate_count, parse_queue_args
from .values import SPACE, string_is_boolean, string_is_long, tokens, is_valid_param_name
from ...raw_bytes import RAW

#: condor_submit's messages for the ways a queue statement can be refused (parse_q_args)
_QUEUE_ERRORS: tuple[tuple[str, str], ...] = (
    ("invalid queue count", "Invalid Queue count expression"),
    ("the queue count does not", "Invalid Queue count expression"),
    ("queue count out of range", "Queue count out of range"),
    ("invalid [start", "Invalid [::] statement"),
    ("a slice step", "Invalid [::] statement"),
    ("table options", "Invalid TABLE options"),
    ("`", "Queue keyword conflict"),
)


def condor_queue_message(message: str) -> str:
    """condor_submit's wording for one of :mod:`..queue`'s refusals."""
    low = message.lower()
    for prefix, condor in _QUEUE_ERRORS:
        if low.startswith(prefix):
            return condor
    return "invalid Queue statement"


@dataclass(frozen=True)
class TableOpts:
    """``SubmitTableOpts``: how ``queue ... from table`` splits rows into columns."""

    header_row: int = -1
    skip_rows: int = 0
    ws_sep: bool = True
    trim_ws: bool = True
    sep_char: str = ","

    @property
    def legacy(self) -> bool:
        return self.header_row == -1 and self.skip_rows == 0 and self.ws_sep and self.trim_ws and self.sep_char == ","


STANDARD = TableOpts()
TABLE_DEFAULT = TableOpts(header_row=0, ws_sep=False)
CSV_DEFAULT = TableOpts(ws_sep=False)


def table_opts(text: str | None) -> TableOpts:
    """``SubmitTableOpts::assign`` for the text inside ``table(...)`` (None: ``table`` alone)."""
    opts = TABLE_DEFAULT
    if text is None:
        return opts
    for kvp in tokens(text, ","):
        low = kvp.lower()
        if low == "standard":
            opts = STANDARD
            continue
        if low == "csv":
            opts = CSV_DEFAULT
            continue
        key, eq, rhs = kvp.partition("=")
        if not eq:
            continue
        key = key.strip(SPACE).lower()
        rhs = rhs.strip(SPACE)
        if key == "header":
            num = string_is_long(rhs)
            if num is not None:
                opts = _replace(opts, header_row=min(num, 2**31 - 1))
            elif rhs.lower() == "none":
                opts = _replace(opts, header_row=-1)
        elif key == "skip":
            num = string_is_long(rhs)
            if num is not None:
                opts = _replace(opts, skip_rows=min(num, 2**31 - 1))
        elif key == "trim":
            b = string_is_boolean(rhs)
            if b is not None:
                opts = _replace(opts, trim_ws=b)
        elif key == "comma_sep":
            b = string_is_boolean(rhs)
            if b is not None:
                opts = _replace(opts, sep_char="," if b else "")
        elif key == "sep":
            opts = _replace(opts, sep_char=rhs[:1])
    return opts


def _replace(opts: TableOpts, **kw: object) -> TableOpts:
    from dataclasses import replace

    return replace(opts, **kw)  # type: ignore[arg-type]


_SEP_PATTERNS: dict[str, re.Pattern[str]] = {}


def _first_sep(seps: str, text: str) -> re.Match[str] | None:
    """Where the first of the characters ``seps`` is in ``text`` (None: nowhere, or no
    separators at all)."""
    if not seps:
        return None
    pattern = _SEP_PATTERNS.get(seps)
    if pattern is None:
        pattern = _SEP_PATTERNS[seps] = re.compile("[" + re.escape(seps) + "]")
    return pattern.search(text)


def split_item(item: str, num_cols: int, opts: TableOpts) -> list[str]:
    """``SubmitForeachArgs::split_item``: a row's values for ``num_cols`` variables (the last
    one takes the rest of the row; missing ones are empty)."""
    max_columns = 1000
    if item.endswith("\0"):
        item = item[:-1]
    if item.endswith("\n"):
        item = item[:-1]
    if item.endswith("\r"):
        item = item[:-1]
    legacy = opts.legacy
    split_on_ws = opts.ws_sep
    seps = ", \t"
    ws: str | None = " \t"
    sep_char = ""
    if legacy and "\x1f" in item:
        sep_char = "\x1f"
        split_on_ws = False
    else:
        sep_char = opts.sep_char
    if sep_char:
        seps = sep_char + (" \t" if split_on_ws else "")
    elif not legacy:
        seps = " \t" if split_on_ws else ""
    if not legacy and not opts.trim_ws:
        ws = None
    else:
        item = item.strip(" \t")
    if not item:
        return []
    values = [item]
    while len(values) < num_cols:
        prev = values[-1]
        found = _first_sep(seps, prev)
        cut = found.start() if found is not None else -1
        if cut < 0:
            if num_cols >= max_columns:
                break
            values.append("")
            continue
        head, tail = prev[:cut], prev[cut + 1:]
        if ws:
            head = head.rstrip(ws)
            tail = tail.lstrip(ws)
        values[-1] = head
        values.append(tail)
    return values


def length_for(slc: Slice | None, length: int) -> int:
    """``qslice::length_for``: how many of ``length`` items the slice selects."""
    if slc is None:
        return length
    start = 0 if slc.start is None else (slc.start + length if slc.start < 0 else slc.start)
    end = length if slc.end is None else (slc.end + length if slc.end < 0 else slc.end)
    ret = end - start
    if slc.step is not None and slc.step > 1:
        ret = (ret + slc.step - 1) // slc.step
    return min(max(ret, 0), length)


def translate(slc: Slice | None, ix: int, length: int) -> int | None:
    """``qslice::translate``: the item index of the ``ix``-th selected item, or None past the
    end of the selection (a step below 1 is taken as 1: condor_submit would abort)."""
    if slc is None:
        return ix if 0 <= ix < length else None
    step = slc.step if slc.step is not None and slc.step > 0 else 1
    start = 0 if slc.start is None else (slc.start + length if slc.start < 0 else slc.start)
    end = length if slc.end is None else (slc.end + length if slc.end < 0 else slc.end)
    iy = start + ix * step
    return iy if start <= iy < end else None


@dataclass
class Foreach:
    """A queue statement's arguments and items, ready to iterate."""

    args: QueueArgs
    variables: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    opts: TableOpts = STANDARD
    #: why the items are not known (a command, standard input), None when they are
    unknown: str | None = None
    #: files read (path, text or None), for memo validation
    read: list[tuple[str, str | None]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def mode(self) -> Mode:
        return self.args.mode

    @property
    def step_size(self) -> int:
        count = self.args.count or 1
        return count if count > 1 else 1

    def item_len(self) -> int:
        """Selected items (1 for the plain ``queue N`` form)."""
        if self.mode is Mode.COUNT:
            return 1
        return length_for(self.args.slice, len(self.items))

    def job_count(self) -> int:
        if self.args.count is not None and self.args.count < 0:
            return 0
        return self.item_len() * self.step_size

    def proc_count(self) -> int:
        """The procs the statement makes (``next_selected`` until it stops). :meth:`job_count`
        is condor_submit's ``selected_job_count``, a bound: a slice whose end lies past the
        items stops at the last item, and one that starts before the first makes the procs of
        a single empty item."""
        total = self.job_count()
        if not total or self.mode is Mode.COUNT or not self.items:
            return total
        length = len(self.items)
        rows = 0
        while rows < length:
            at = translate(self.args.slice, rows, length)
            if at is None or not 0 <= at < length:
                break
            rows += 1
        return max(rows, 1) * self.step_size

    def proc_at(self, index: int) -> tuple[int, int, dict[str, str]] | None:
        """(item index, step, loop variable values) of the ``index``-th proc of the statement
        (``next_selected``), or None past the last."""
        step_size = self.step_size
        item_index = index // step_size
        step = index % step_size
        if self.items:
            selected = translate(self.args.slice, item_index, len(self.items))
            if selected is None:
                return None
            if not 0 <= selected < len(self.items):
                # the slice reaches past the items (its bounds are not clipped): there is no
                # such row, so iteration ends, except that the first proc (and its steps)
                # pretends to a single empty item, as for a statement without items
                # (SubmitStepFromQArgs::next_impl)
                if item_index != 0:
                    return None
                return selected, step, {"Item": ""} if not self.variables or self.mode is Mode.COUNT else {}
            item_index = selected
            row = self.items[item_index]
            values = split_item(row, len(self.variables), self.opts) if self.variables else []
            live = {}
            for i, var in enumerate(self.variables):
                if i >= len(values):
                    break
                live[var] = values[i]
            return item_index, step, live
        if index >= step_size:
            return None
        return item_index, step, {"Item": ""} if not self.variables or self.mode is Mode.COUNT else {}


class ItemSource:
    """How items outside the line are read (file system access and bounds)."""

    def __init__(self, read_text, list_dir, stat, cwd: str, max_items: int, max_entries: int) -> None:  # type: ignore[no-untyped-def]
        self.read_text = read_text
        self.list_dir = list_dir
        self.stat = stat
        self.cwd = cwd
        self.max_items = max_items
        self.max_entries = max_entries
        #: set when globbing gave up at ``max_entries`` (its matches are then unknown)
        self.exhausted = False


def parse(expanded_args: str) -> tuple[QueueArgs, str | None]:
    """The queue arguments (macros already expanded) and condor_submit's error, if any."""
    args = parse_queue_args(expanded_args)
    errors = [e for e in args.errors if e.severity == "error"]
    if errors:
        return args, condor_queue_message(errors[0].message)
    if args.count is None and "$" in args.count_text:
        # the macros are expanded: a '$' left is text the count's expression must read
        value, problem = evaluate_count(args.count_text, expanded=True)
        if problem:
            return args, condor_queue_message(problem)
        args.count = value
    return args, None


def load(args: QueueArgs, inline_lines: list[str] | None, source: ItemSource,
         options: dict[str, str | None]) -> tuple[Foreach, str | None]:
    """Load the items of a parsed statement (``load_inline_q_foreach_items`` and
    ``load_external_q_foreach_items``). ``inline_lines`` are the lines read up to ``)`` for a
    multi-line list. ``options`` holds the submit file's ``SubmitWarnEmptyMatches`` ... values.
    Returns the foreach and condor_submit's error, if any."""
    fe = Foreach(args)
    fe.variables = list(args.variables) if args.mode is not Mode.COUNT else []
    if args.mode is not Mode.COUNT and not fe.variables:
        fe.variables = ["Item"]
    if args.qualifier == "table":
        fe.opts = table_opts(args.table_options)
    items: list[str] = list(args.items)
    src = args.items_source
    if src == "<":
        for line in inline_lines or []:
            if args.mode is Mode.FROM:
                items.append(line)
            else:
                items.extend(tokens(line))
            if len(items) > source.max_items:
                fe.unknown = f"more than {source.max_items} items"
                break
    elif src and args.mode is Mode.FROM:
        if src == "-":
            fe.unknown = "the items are read from condor_submit's standard input"
        elif src.rstrip(" ").endswith("|"):
            fe.unknown = f"the items are the output of a command ({src.rstrip(' |')}), which condor-ls never runs"
        else:
            path = src if posixpath.isabs(src) else posixpath.join(source.cwd, src)
            text = source.read_text(path)
            fe.read.append((path, text))
            if text is None:
                return fe, f"can't open file {src}"
            for line in logical_lines(text, path):
                items.append(line.text)
                if len(items) > source.max_items:
                    fe.unknown = f"more than {source.max_items} items in {src}"
                    break
    if args.mode is Mode.MATCHING:
        flags, error = _glob_flags(args.qualifier, options)
        if error:
            return fe, error
        items, warnings, error = expand_globs(items, flags, source)
        if source.exhausted:
            fe.unknown = f"the patterns look at more than {source.max_entries} directory entries"
            return fe, None
        fe.warnings.extend(warnings)
        if error:
            return fe, error
    fe.items = items
    if args.qualifier == "table":
        error = _load_schema(fe)
        if error:
            return fe, error
    return fe, None


def _load_schema(fe: Foreach) -> str | None:
    """``SubmitForeachArgs::load_schema``: a header row names the variables."""
    header = fe.opts.header_row
    if header < 0:
        return None
    if header >= len(fe.items):
        return f"Heading row {header} is beyond the end of table {fe.args.items_source}"
    schema = split_item(fe.items[header], 2**31 - 1, fe.opts)
    if not schema:
        return f"No column headings found on row {header} in table {fe.args.items_source}"
    bad = [(i + 1, var) for i, var in enumerate(schema) if not is_valid_param_name(var)]
    if bad:
        return (f"Columns {','.join(str(i) for i, _ in bad)} have names that are not allowed : "
                f"{','.join(v for _, v in bad)}")
    fe.variables = list(schema)
    del fe.items[header]
    if header > 0:
        skip = header - 1 + max(fe.opts.skip_rows, 0)
        if skip > 0:
            del fe.items[:skip]
    return None


# ------------------------------------------------------------------ globbing
GLOB_WARN_EMPTY, GLOB_FAIL_EMPTY, GLOB_WARN_DUPS, GLOB_ALLOW_DUPS = 1, 2, 4, 8
GLOB_TO_FILES, GLOB_TO_DIRS = 16, 32


def _glob_flags(qualifier: str | None, options: dict[str, str | None]) -> tuple[int, str | None]:
    """The globbing options ``load_external_q_foreach_items`` derives from the submit file."""
    def flag(value: str | None, default: bool) -> bool:
        if value is None:
            return default
        b = string_is_boolean(value)
        return default if b is None else b

    flags = 0
    if flag(options.get("warn_empty"), True):
        flags |= GLOB_WARN_EMPTY
    if flag(options.get("fail_empty"), False):
        flags |= GLOB_FAIL_EMPTY
    if flag(options.get("warn_dups"), True):
        flags |= GLOB_WARN_DUPS
    if flag(options.get("allow_dups"), False):
        flags |= GLOB_ALLOW_DUPS
    dirs = options.get("match_dirs")
    if dirs is not None:
        low = dirs.lower()
        if low in ("never", "no", "false"):
            flags |= GLOB_TO_FILES
        elif low == "only":
            flags |= GLOB_TO_DIRS
        elif low not in ("yes", "true"):
            return 0, f"{dirs} is not a valid value for SubmitMatchDirectories"
    if qualifier == "files":
        flags = (flags & ~GLOB_TO_DIRS) | GLOB_TO_FILES
    elif qualifier == "dirs":
        flags = (flags & ~GLOB_TO_FILES) | GLOB_TO_DIRS
    elif qualifier == "any":
        flags &= ~(GLOB_TO_FILES | GLOB_TO_DIRS)
    return flags, None


def expand_globs(patterns: list[str], flags: int, source: ItemSource) -> tuple[list[str], list[str], str | None]:
    """``submit_expand_globs``: POSIX ``glob`` of each pattern (sorted, directories marked with
    a trailing ``/``) from condor_submit's working directory. Returns (items, warnings, error)."""
    only_dirs = bool(flags & GLOB_TO_DIRS) and not flags & GLOB_TO_FILES
    no_dirs = bool(flags & GLOB_TO_FILES) and not flags & GLOB_TO_DIRS
    budget = [source.max_entries]
    groups: list[tuple[str, list[str], int]] = []
    for pattern in patterns:
        matches = _glob(pattern, source, budget, only_dirs)
        if source.exhausted:
            return [], [], None
        count = sum(1 for m in matches if not (no_dirs and m.endswith("/"))) if no_dirs else len(matches)
        groups.append((pattern, matches, count))
    empty = [p for p, _, c in groups if c == 0]
    if empty and flags & GLOB_FAIL_EMPTY:
        return [], [], "no matches for pattern(s): " + "".join(f"'{p}' " for p in empty)
    items: list[str] = []
    warnings: list[str] = []
    seen: dict[str, int] = {}
    for gi, (pattern, matches, count) in enumerate(groups):
        if count == 0 and flags & GLOB_WARN_EMPTY and gi > 0:
            warnings.append(f"'{pattern}' does not match any files")
        for m in matches:
            if no_dirs and m.endswith("/"):
                continue
            if gi > 0 and not flags & GLOB_ALLOW_DUPS and m in seen:
                if flags & GLOB_WARN_DUPS:
                    warnings.append(f"'{m}' matching pattern '{pattern}' is a duplicate of item {seen[m]}, skipping")
                continue
            seen.setdefault(m, len(items))
            items.append(m)
            if len(items) > source.max_items:
                return items, warnings, None
    return items, warnings, None


def _has_magic(text: str) -> bool:
    return any(c in text for c in "*?[")


def _glob(pattern: str, source: ItemSource, budget: list[int], only_dirs: bool) -> list[str]:
    """One pattern, segment by segment (hidden names match only a pattern that starts with
    ``.``), results sorted bytewise as glob sorts them in the C locale."""
    if not pattern:
        return []
    absolute = pattern.startswith("/")
    parts = [p for p in pattern.split("/") if p]
    trailing = pattern.endswith("/")
    prefixes = ["/" if absolute else ""]
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        nxt: list[str] = []
        for prefix in prefixes:
            directory = posixpath.join(source.cwd, prefix) if not absolute else (prefix or "/")
            if not _has_magic(part):
                candidate = prefix + part
                full = candidate if absolute else posixpath.join(source.cwd, candidate)
                st = source.stat(full)
                if st is None:
                    continue
                if not last and not st[0]:
                    continue
                nxt.append(candidate + ("/" if not last else ""))
                continue
            names = source.list_dir(directory or ".")
            if names is None:
                continue
            budget[0] -= len(names)
            if budget[0] < 0:
                source.exhausted = True
                return []
            matches = matcher(part)
            for name in names:
                if name.startswith(".") and not part.startswith("."):
                    continue
                if not matches(name):
                    continue
                candidate = prefix + name
                if not last:
                    st = source.stat(candidate if absolute else posixpath.join(source.cwd, candidate))
                    if st is None or not st[0]:
                        continue
                    nxt.append(candidate + "/")
                else:
                    nxt.append(candidate)
        prefixes = nxt
    out: list[str] = []
    for path in prefixes:
        full = path if absolute else posixpath.join(source.cwd, path)
        st = source.stat(full)
        if st is None:
            continue
        is_dir = st[0]
        if trailing and not is_dir:
            continue
        if only_dirs and not is_dir:
            continue
        out.append(path + "/" if is_dir and not path.endswith("/") else path)
    return sorted(out, key=lambda s: s.encode("utf-8", RAW))
