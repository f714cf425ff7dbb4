"""When the job is held, released, removed or retried, and how it is told things
(``SetNotification``, ``SetRank``, ``SetPeriodicExpressions``, ``SetLeaveInQueue``,
``SetJobRetries``, ``SetOnEvictExpressions``, ``SetKillSig``, ``SetJobDeferral``,
``SetContainerSpecial``)."""
from __future__ import annotations

from ....classad.ast import Literal
from ..context import Context, parse_old
from ..values import atoi, string_is_long, tokens
from .common import (DEFERRAL_PREP_TIME_DEFAULT, DEFERRAL_WINDOW_DEFAULT, NOTIFY, SIGNAL_NUMBERS, SIGNALS,
                     VANILLA)
from .core import needs_job_deferral
from .resources import references, wrap_for


def set_notification(c: Context) -> None:
    """``SetNotification``: never, always, complete, error (and start, in 25)."""
    how = c.param("notification", "JobNotification")
    key: tuple[str, ...] = ("notification",)
    if how is None:
        how = c.config("JOB_DEFAULT_NOTIFICATION")
        key = ("config:JOB_DEFAULT_NOTIFICATION",)
    choices = dict(NOTIFY)
    if not c.v25:
        choices.pop("start")
    if how is None:
        value = NOTIFY["never"]
    else:
        value = choices.get(how.lower(), -1)
        if value < 0:
            what = "'Never', 'Always', 'Complete', 'Start', or 'Error'" if c.v25 else \
                "'Never', 'Always', 'Complete', or 'Error'"
            c.fail("submit.bad-notification", f"Notification must be {what}", key)
    c.assign("JobNotification", value, key)


def set_rank(c: Context) -> None:
    """``SetRank``: ``rank`` plus the configuration's DEFAULT_RANK and APPEND_RANK."""
    rank = c.param("rank", "preferences")
    keys: list[str] = ["rank"] if rank else []
    default = append = None
    if c.universe == VANILLA:
        default = c.config("DEFAULT_RANK_VANILLA")
        append = c.config("APPEND_RANK_VANILLA")
        if default:
            keys.append("config:DEFAULT_RANK_VANILLA") if not rank else None
    if not default:
        default = c.config("DEFAULT_RANK")
        if default and not rank:
            keys.append("config:DEFAULT_RANK")
    if not append:
        append = c.config("APPEND_RANK")
    text = rank or default
    if append:
        keys.append("config:APPEND_RANK")
        text = f"({text}) + ({append})" if text else append
    if text:
        c.assign_expr("Rank", text, keys)
    else:
        c.assign("Rank", 0.0, ())


def set_periodic_expressions(c: Context) -> None:
    """``SetPeriodicExpressions``: ``periodic_*`` and the ``on_exit_hold`` reason/subcode."""
    insert_defaults = c.get("insert_default_policy", False)
    for key, attr, default in (
            ("periodic_hold", "PeriodicHold", False), ("periodic_hold_reason", "PeriodicHoldReason", None),
            ("periodic_hold_subcode", "PeriodicHoldSubCode", None),
            ("periodic_release", "PeriodicRelease", False), ("periodic_remove", "PeriodicRemove", False),
            ("periodic_vacate", "PeriodicVacate", False), ("on_exit_hold_reason", "OnExitHoldReason", None),
            ("on_exit_hold_subcode", "OnExitHoldSubCode", None)):
        value = c.param(key, attr)
        if value:
            c.assign_expr(attr, value, (key,))
        elif default is not None and insert_defaults and not c.has(attr):
            c.assign(attr, default, ())


def set_leave_in_queue(c: Context) -> None:
    """``SetLeaveInQueue``."""
    value = c.param("leave_in_queue", "LeaveJobInQueue")
    if value:
        c.assign_expr("LeaveJobInQueue", value, ("leave_in_queue",))
    elif not c.has("LeaveJobInQueue"):
        c.assign("LeaveJobInQueue", False, ())


def set_job_retries(c: Context) -> None:
    """``SetJobRetries``: ``max_retries``, ``success_exit_code`` and ``retry_until`` build the
    ``OnExitRemove`` expression; without them ``on_exit_remove``/``on_exit_hold`` are copied."""
    erc = c.param("on_exit_remove", "OnExitRemove") or ""
    ehc = c.param("on_exit_hold", "OnExitHold") or ""
    num_retries = c.param_long("max_retries", "JobMaxRetries")
    success_code = c.param_long("success_exit_code", "JobSuccessExitCode", True)
    retry_until = c.param("retry_until") or ""
    enable = num_retries is not None or success_code is not None or bool(retry_until)
    insert_defaults = c.get("insert_default_policy", False)
    if not enable:
        if erc:
            c.assign_expr("OnExitRemove", erc, ("on_exit_remove",))
        elif insert_defaults and not c.has("OnExitRemove"):
            c.assign("OnExitRemove", True, ())
        if ehc:
            c.assign_expr("OnExitHold", ehc, ("on_exit_hold",))
        elif insert_defaults and not c.has("OnExitHold"):
            c.assign("OnExitHold", False, ())
        return
    if retry_until:
        tree = parse_old(retry_until)
        valid = tree is not None
        if tree is not None:
            internal, ext = references(tree, {})
            code = string_is_long(retry_until)
            if not ext and not internal and code is not None:
                if not (-(2**31) <= code <= 2**31 - 1):
                    valid = False
                else:
                    retry_until = f"ExitCode =?= {code}"
            else:
                retry_until = wrap_for(tree, "||", retry_until)
        if not valid:
            c.fail("submit.bad-retry-until", f"retry_until={retry_until} is invalid, it must be an integer or boolean "
                   "expression.", ("retry_until",))
    if num_retries is None and not c.has("JobMaxRetries"):
        num_retries = c.config_int("DEFAULT_JOB_MAX_RETRIES", 2)
        c.assign("JobMaxRetries", num_retries, ("config:DEFAULT_JOB_MAX_RETRIES",))
    elif num_retries is not None:
        c.assign("JobMaxRetries", num_retries, ("max_retries",))
    if ehc:
        c.assign_expr("OnExitHold", ehc, ("on_exit_hold",))
    elif not c.has("OnExitHold"):
        c.assign("OnExitHold", False, ())
    if c.has("OnExitRemove") and success_code is None and not retry_until:
        return
    if success_code is not None:
        c.assign("JobSuccessExitCode", success_code, ("success_exit_code",))
        check = "JobSuccessExitCode"
    else:
        check = "0"
    if retry_until:
        check += " || " + retry_until
    expr = "NumJobCompletions > JobMaxRetries || ExitCode =?= " + check
    if erc:
        tree = parse_old(erc)
        if tree is None:
            c.fail("submit.expression", f"on_exit_remove={erc} is invalid, it must be a boolean expression.",
                   ("on_exit_remove",))
        expr += " || " + wrap_for(tree, "||", erc)  # type: ignore[arg-type]
    c.assign_expr("OnExitRemove", expr, ("max_retries", "success_exit_code", "retry_until", "on_exit_remove"))


def set_on_evict_expressions(c: Context) -> None:
    """``SetOnEvictExpressions`` (25): ``on_evict_checks`` names transforms the schedd applies
    when the job is evicted."""
    checks = c.param("on_evict_checks", "TransformOnEvict")
    if not checks:
        return
    names: list[str] = []
    for tag in tokens(checks):
        body = c.lookup("transform_body_" + tag)
        if body is None:
            body = c.lookup("TransformBody_" + tag)
        if body is None:
            continue
        names.append(tag)
        lines: list[str] = []
        for line in body.split("\n"):
            if not line:
                continue
            line = c.expand(line) if "$" in line else line
            if not line or line.startswith("#"):
                continue
            lines.append(line)
        c.assign("TransformBody_" + tag, "\x1e".join(lines), ("transform_body_" + tag,))
    c.assign("TransformOnEvict", " ".join(names), ("on_evict_checks",))


def _signal(c: Context, text: str | None, key: str) -> str | None:
    """``fixupKillSigName``: a number becomes its name; a name must be known."""
    if text is None:
        return None
    number = atoi(text)
    if number:
        name = SIGNALS.get(number)
        if name is None:
            c.fail("submit.bad-signal", f"invalid signal {text}", (key,))
        return name
    if text.upper() not in SIGNAL_NUMBERS:
        c.fail("submit.bad-signal", f"invalid signal {text}", (key,))
    return text.upper()


def set_kill_sig(c: Context) -> None:
    """``SetKillSig``."""
    name = _signal(c, c.param("kill_sig", "KillSig"), "kill_sig")
    if name is None and c.universe != VANILLA:
        name = "SIGTERM"
    if name:
        c.assign("KillSig", name, ("kill_sig",))
    name = _signal(c, c.param("remove_kill_sig", "RemoveKillSig"), "remove_kill_sig")
    if name:
        c.assign("RemoveKillSig", name, ("remove_kill_sig",))
    name = _signal(c, c.param("hold_kill_sig", "HoldKillSig"), "hold_kill_sig")
    if name:
        c.assign("HoldKillSig", name, ("hold_kill_sig",))
    timeout = c.param("kill_sig_timeout", "KillSigTimeout")
    if timeout:
        c.assign("KillSigTimeout", atoi(timeout), ("kill_sig_timeout",))


def _non_negative(c: Context, attr: str, text: str, key: str, label: str) -> None:
    from ....classad.ast import Paren

    parses = parse_old(text) is not None
    c.assign_expr(attr, text, (key,))
    if not parses:
        # AssignJobExpr reported the parse error; the value is invalid as well, a second error
        # condor_submit prints (not a second finding for the editor)
        c.fail("submit.repeated", f"{label} = {text} is invalid, must eval to a non-negative integer.", (key,))
        return
    expr = c.job_expr(attr)
    while isinstance(expr, Paren):
        expr = expr.expr
    if isinstance(expr, Literal):
        value = expr.value
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            c.fail("submit.bad-deferral", f"{label} = {text} is invalid, must eval to a non-negative integer.", (key,))


def set_job_deferral(c: Context) -> None:
    """``SetJobDeferral``: deferral time, window and prep time (with defaults when the job has
    cron or deferral attributes)."""
    temp = c.param("deferral_time", "DeferralTime")
    if temp:
        _non_negative(c, "DeferralTime", temp, "deferral_time", "deferral_time")
    if needs_job_deferral(c):
        key = "cron_window"
        temp = c.param("cron_window", "CronWindow")
        if not temp:
            key = "deferral_window"
            temp = c.param("deferral_window", "DeferralWindow")
        if temp:
            _non_negative(c, "DeferralWindow", temp, key, "deferral_window")
        else:
            c.assign("DeferralWindow", DEFERRAL_WINDOW_DEFAULT, ())
        key = "cron_prep_time"
        temp = c.param("cron_prep_time", "CronPrepTime")
        if not temp:
            key = "deferral_prep_time"
            temp = c.param("deferral_prep_time", "DeferralPrepTime")
        if temp:
            _non_negative(c, "DeferralPrepTime", temp, key, "deferral_prep_time")
        else:
            c.assign("DeferralPrepTime", DEFERRAL_PREP_TIME_DEFAULT, ())


def set_container_special(c: Context) -> None:
    """``SetContainerSpecial``: container service ports."""
    if not (c.get("docker") or c.get("container")):
        return
    services = c.param("container_service_names", "ContainerServiceNames")
    if not services:
        return
    c.assign("ContainerServiceNames", services, ("container_service_names",))
    for service in tokens(services):
        port = c.param_int(f"{service}_container_port", None, -1)
        if 0 <= port <= 65535:
            c.assign(f"{service}_ContainerPort", port, (f"{service}_container_port",))
        else:
            c.fail("submit.container-port", f"Requested container service '{service}' was not assigned a port, or "
                   "the assigned port was not valid.", ("container_service_names",))
