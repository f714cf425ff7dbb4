"""Time builtins: ``time``, ``absTime``/``relTime``, field getters, ``splitTime``,
``formatTime``, ``interval`` and the process-zone helpers.

"Now" is ``ctx.now`` (fixed for one evaluation), so results are deterministic given it. Local
time means the time zone of the process evaluating the expression (``TZ``), as in the library:
``formatTime``, ``getHours`` & co. and the default offset of ``absTime(n)`` all use it.
"""
from __future__ import annotations

import math
import time as _time
from typing import Callable, Sequence

from ..ad import ClassAd
from ..ast import Expr, Literal
from ..values import UNDEFINED, AbsTime, ErrorValue, RelTime, Value
from ._strftime import Fields, strftime
from ._support import c_div, c_fraction, c_int, c_mod, is_int, is_record, is_undef, strict, wrap32
from .api import EvalContext, builtin
from .convert import local_offset
from .timetext import parse_abstime, parse_reltime


def _now(ctx: EvalContext) -> float:
    now = getattr(ctx, "now", None)
    return _time.time() if now is None else float(now)


def _local(secs: int) -> _time.struct_time | None:
    try:
        return _time.localtime(secs)
    except (OverflowError, OSError, ValueError):
        return None


def _gm(secs: int) -> _time.struct_time | None:
    try:
        return _time.gmtime(secs)
    except (OverflowError, OSError, ValueError):
        return None


@builtin("time")
@strict(0)
def time_(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Seconds since the epoch, now."""
    return int(_now(ctx))


@builtin("currentTime")
@strict(0)
def current_time(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Now, as an absolute time in the local zone."""
    secs = int(_now(ctx))
    return AbsTime(secs, local_offset(secs))


@builtin("timeZoneOffset")
@strict(0)
def time_zone_offset(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """The local zone's offset from UTC now, as a relative time."""
    return RelTime(float(local_offset(_now(ctx))))


@builtin("dayTime")
@strict(0)
def day_time(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Seconds since local midnight, as a relative time."""
    tm = _local(int(_now(ctx)))
    if tm is None:
        return ctx.error("current time out of range")
    return RelTime(float(tm.tm_hour * 3600 + tm.tm_min * 60 + tm.tm_sec))


@builtin("absTime")
def abs_time(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """``absTime()`` is now; ``absTime(t [, offset])`` makes an absolute time from seconds (the
    default offset is the local zone's at ``t``). A string literal is read as time text (the
    library does that while parsing); a computed string comes back unchanged, as in the library."""
    if not args:
        return current_time(ctx, ())
    if len(args) == 1 and isinstance(args[0], Literal) and isinstance(args[0].value, str):
        got = parse_abstime(args[0].value)
        return got if got is not None else ctx.error(f"{args[0].value!r} is not an absolute time")
    if len(args) > 2:
        return ctx.error("absTime() takes at most 2 arguments")
    return _conv_time(ctx, [ctx.eval(a) for a in args], relative=False)


@builtin("relTime")
def rel_time(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """``relTime(t)``: seconds as a relative time. A string literal is read as interval text;
    a computed (non-literal) string gives 0, as in the library."""
    if len(args) == 2:
        # the library evaluates both arguments (a failure of either is passed up) before it
        # refuses the second one
        ctx.eval(args[0])
        ctx.eval(args[1])
    if len(args) != 1:
        return ctx.error("relTime() takes 1 argument")
    if isinstance(args[0], Literal) and isinstance(args[0].value, str):
        # the library's parser makes this a relative-time literal, which evaluates to a *real*
        got = parse_reltime(args[0].value)
        return float(got.secs) if got is not None else ctx.error(f"{args[0].value!r} is not a relative time")
    return _conv_time(ctx, [ctx.eval(args[0])], relative=True)


def _conv_time(ctx: EvalContext, vals: list[Value], relative: bool) -> Value:
    arg = vals[0]
    offset: int | None = None
    if len(vals) == 2:
        if relative:
            return ctx.error("relTime() takes 1 argument")
        o = vals[1]
        if is_int(o):
            offset = wrap32(o)
        elif isinstance(o, float):
            offset = c_int(o)
        elif isinstance(o, RelTime):
            offset = c_int(o.secs)
        else:
            return ctx.error("absTime() offset must be a number or relative time")
    if is_undef(arg):
        return UNDEFINED
    if isinstance(arg, (ErrorValue, bool)) or is_record(arg) or not isinstance(
            arg, (int, float, str, AbsTime, RelTime)):
        return ctx.error("cannot convert to a time")
    if is_int(arg):
        if relative:
            return RelTime(float(wrap32(arg)))
        secs = wrap32(arg)
        zone = local_offset(secs) if offset is None else offset
        if zone == -1:
            # the library takes an offset of -1 second for its own "no offset" marker and fails
            # the evaluation, but only when the time is an integer (a real or relative time
            # keeps the offset); a real offset is truncated first, so -1.5 is -1 too
            return ctx.fail("absTime() offset of -1 second")
        return AbsTime(secs, zone)
    if isinstance(arg, float):
        if relative:
            return RelTime(arg)
        secs = c_int(arg)
        return AbsTime(secs, local_offset(secs) if offset is None else offset)
    if isinstance(arg, str):
        return RelTime(0.0) if relative else arg
    if isinstance(arg, AbsTime):
        return RelTime(float(int(arg.secs))) if relative else arg
    # a relative time
    if relative:
        return arg
    secs = c_int(arg.secs)
    return AbsTime(secs, local_offset(secs) if offset is None else offset)


#: getter name -> (field of a local struct tm for absolute times, computation for relative ones)
_GETTERS: dict[str, tuple[Callable[[_time.struct_time], int] | None, Callable[[int], int] | None]] = {
    "getYear": (lambda tm: tm.tm_year, None),
    "getMonth": (lambda tm: tm.tm_mon, None),
    "getDayOfYear": (lambda tm: tm.tm_yday - 1, None),  # the library's is 0-based
    "getDayOfMonth": (lambda tm: tm.tm_mday, None),
    "getDayOfWeek": (lambda tm: (tm.tm_wday + 1) % 7, None),  # Sunday is 0
    "getDays": (None, lambda s: c_div(s, 86400)),
    "getHours": (lambda tm: tm.tm_hour, lambda s: c_div(c_mod(s, 86400), 3600)),
    "getMinutes": (lambda tm: tm.tm_min, lambda s: c_div(c_mod(s, 3600), 60)),
    "getSeconds": (lambda tm: tm.tm_sec, lambda s: c_mod(s, 60)),
}


def _make_getter(of_abs: Callable[[_time.struct_time], int] | None, of_rel: Callable[[int], int] | None):
    @strict(1)
    def getter(ctx: EvalContext, vals: Sequence[Value]) -> Value:
        v = vals[0]
        if isinstance(v, AbsTime):
            if of_abs is None:
                return ctx.error("not meaningful for an absolute time")
            tm = _local(int(v.secs))  # local zone of the process, not the value's own offset
            return ctx.error("time out of range") if tm is None else of_abs(tm)
        if isinstance(v, RelTime):
            if of_rel is None:
                return ctx.error("not meaningful for a relative time")
            return of_rel(c_int(v.secs))
        return ctx.error("argument is not a time")

    return getter


for _name, (_abs_fn, _rel_fn) in _GETTERS.items():
    builtin(_name)(_make_getter(_abs_fn, _rel_fn))


def _record(pairs: list[tuple[str, Value]]) -> ClassAd:
    return ClassAd([(k, Literal(v)) for k, v in pairs])


def _split_abs(secs: int, offset: int) -> ClassAd | None:
    tm = _gm(secs + offset)
    if tm is None:
        return None
    return _record([
        # the library adds 1900 to tm_year in a C int: in the last year gmtime can give, that
        # wraps (2147485547 reads -2147481749)
        ("Type", "AbsoluteTime"), ("Year", wrap32(tm.tm_year)), ("Month", tm.tm_mon), ("Day", tm.tm_mday),
        ("Hours", tm.tm_hour), ("Minutes", tm.tm_min), ("Seconds", tm.tm_sec), ("Offset", offset),
    ])


def _split_rel(rsecs: float) -> ClassAd:
    negative = rsecs < 0
    if negative:
        rsecs = -rsecs
    whole = c_int(rsecs)
    hrs = c_mod(whole, 86400)
    mins = c_mod(hrs, 3600)
    secs = c_mod(mins, 60) + c_fraction(rsecs)
    days, hrs, mins = c_div(whole, 86400), c_div(hrs, 3600), c_div(mins, 60)
    if negative:  # only the leading non-zero field carries the sign
        if days > 0:
            days = -days
        elif hrs > 0:
            hrs = -hrs
        elif mins > 0:
            mins = -mins
        else:
            secs = -secs
    return _record([("Type", "RelativeTime"), ("Days", days), ("Hours", hrs), ("Minutes", mins),
                    ("Seconds", float(secs))])


_FIELD_NAMES = ("Seconds", "Minutes", "Hours", "Day", "Month", "Year")


def _abs_fields(v: Value) -> dict[str, int | None] | None:
    """splitTime's fields of a number or absolute time without building the record (the fast
    path of formatTime); None for anything else."""
    if is_int(v) or isinstance(v, float):
        secs = v if is_int(v) else c_int(v)  # type: ignore[assignment]
        offset = local_offset(secs)
    elif isinstance(v, AbsTime):
        secs, offset = int(v.secs), int(v.offset)
    else:
        return None
    tm = _gm(secs + offset)  # type: ignore[operator]
    if tm is None:
        return {k: None for k in _FIELD_NAMES}
    return {"Seconds": tm.tm_sec, "Minutes": tm.tm_min, "Hours": tm.tm_hour, "Day": tm.tm_mday,
            "Month": tm.tm_mon, "Year": wrap32(tm.tm_year)}  # tm_year + 1900 in a C int


def _split(ctx: EvalContext, v: Value) -> ClassAd | None:
    """The library's doSplitTime: numbers are local absolute times; records pass through."""
    if is_int(v):
        secs = v
        return _split_abs(secs, local_offset(secs))
    if isinstance(v, float):
        secs = c_int(v)
        return _split_abs(secs, local_offset(secs))
    if isinstance(v, AbsTime):
        return _split_abs(int(v.secs), int(v.offset))
    if isinstance(v, RelTime):
        return _split_rel(v.secs)
    if is_record(v):
        return v  # type: ignore[return-value]
    return None


@builtin("splitTime")
@strict(1)
def split_time(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """A record of the time's fields (Year .. Seconds and Offset, or Days .. Seconds)."""
    v = vals[0]
    if is_undef(v):
        return UNDEFINED
    if is_record(v):
        return ctx.error("splitTime() of a record")
    got = _split(ctx, v)
    return ctx.error("argument is not a time") if got is None else got


def _day_numbers(year: int, month: int, day: int) -> tuple[int, int]:
    """(weekday, 0-based day of year) by the library's own calendar arithmetic."""

    # util.cpp's day_numbers in C ints: the sums wrap near the largest years, and its leap
    # test reads C remainders (a negative year -100 counts as leap there: -100 % 400 is -100)
    mod4, mod400 = c_mod(year, 4), c_mod(year, 400)
    leap = mod4 == 0 and mod400 not in (100, 200, 300)
    ym1 = wrap32(year - 1)

    def fixed(m: int, d: int) -> int:
        adjust = 0 if m <= 2 else (-1 if leap else -2)
        return wrap32(365 * ym1 + c_div(ym1, 4) - c_div(ym1, 100) + c_div(ym1, 400)
                      + c_div(wrap32(367 * m - 362), 12) + adjust + d)

    f = fixed(month, day)
    return c_mod(f, 7), wrap32(f - fixed(1, 1))


def _int_field(ctx: EvalContext, ad: ClassAd, name: str) -> int | None:
    expr = ad.lookup(name)
    if expr is None:
        return None
    v = ctx.eval_in(expr, ad, ad)
    return wrap32(v) if is_int(v) else None


@builtin("formatTime")
def format_time(ctx: EvalContext, args: Sequence[Expr]) -> Value:
    """strftime-style formatting (default ``%c``) of a time in its own zone, or of now in the
    local zone. A record argument supplies the fields itself (missing ones count as 0)."""
    if not args:
        tm = _local(int(_now(ctx)))
        if tm is None:
            return ctx.error("current time out of range")
        f = Fields(tm.tm_year, tm.tm_mon - 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                   (tm.tm_wday + 1) % 7, tm.tm_yday - 1, 0, int(_now(ctx)))
        return strftime("%c", f)
    if len(args) > 2:
        return ctx.error("formatTime() takes at most 2 arguments")
    v = ctx.eval(args[0])
    if isinstance(v, RelTime):
        return ctx.error("formatTime() of a relative time")
    fields = _abs_fields(v)
    if fields is None:
        if not is_record(v):
            return ctx.error("formatTime() argument is not a time")
        fields = {k: _int_field(ctx, v, k) for k in _FIELD_NAMES}  # type: ignore[arg-type]
    year = fields["Year"] if fields["Year"] is not None else 1900
    month = fields["Month"] - 1 if fields["Month"] is not None else 0
    mday = fields["Day"] or 0
    wday, yday = _day_numbers(year, month + 1, mday)
    when = int(v.secs) if isinstance(v, AbsTime) else (c_int(v) if isinstance(v, (int, float)) else None)
    f = Fields(year, month, mday, fields["Hours"] or 0, fields["Minutes"] or 0,
               fields["Seconds"] or 0, wday, yday, 0, when)
    if len(args) == 1:
        return strftime("%c", f)
    fmt = ctx.eval(args[1])
    if not isinstance(fmt, str):
        return ctx.error("formatTime() format must be a string")
    ctx.charge(len(fmt))
    return strftime(fmt, f)


@builtin("interval")
@strict(1)
def interval(ctx: EvalContext, vals: Sequence[Value]) -> Value:
    """Seconds as ``[days+]hh:mm:ss`` with leading zero fields dropped (``67`` -> ``"1:07"``)."""
    from .convert import to_int

    i = to_int(vals[0])
    if not is_int(i):
        return ctx.error("interval() needs a number")
    total = wrap32(i)  # type: ignore[arg-type]
    days = c_div(total, 86400)
    total = c_mod(total, 86400)
    hours = c_div(total, 3600)
    total = c_mod(total, 3600)
    mins = c_div(total, 60)
    secs = c_mod(total, 60)
    if days:
        return f"{days}+{abs(hours):02d}:{abs(mins):02d}:{abs(secs):02d}"
    if hours:
        return f"{hours}:{abs(mins):02d}:{abs(secs):02d}"
    if mins:
        return f"{mins}:{abs(secs):02d}"
    return str(secs)
