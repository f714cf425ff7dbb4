"""The rules that decide what the job is: universe, directory, executable, arguments, status,
image size, and the attributes condor_submit forces in at the end (submit_utils.cpp)."""
from __future__ import annotations

import math

from ..argsenv import ArgError, ArgList
from ....classad.ast import Expr, Literal, literal
from ..context import Abort, Context, Kernel, ReplayContext, StepLog, parse_old
from ..hashtable import Template
from ..values import compress_path, dircat, is_url, trim_and_strip_quotes
from .common import (GRID, HELD, HOLD_SUBMITTED_ON_HOLD, IDLE, JAVA, LOCAL, MPI, PARALLEL, SCHEDULER, UNIVERSES,
                     VANILLA, VM, can_reconnect, universe_number)

_GRID_TYPES = frozenset({"blah", "batch", "pbs", "sge", "lsf", "nqs", "naregi", "condor", "arc", "ec2", "gce",
                         "azure"})


def grid_type_of(resource: str) -> tuple[str, bool]:
    """``extract_gridtype``: the first word of a grid resource, and whether it is a known type."""
    gtype = resource.split(" ", 1)[0]
    return gtype, (not gtype or gtype.lower() in _GRID_TYPES)


def set_universe(c: Context) -> None:
    """``SetUniverse`` (made once, for the cluster: proc 0)."""
    univ = c.param("universe", "JobUniverse")
    if univ is None:
        univ = c.config("DEFAULT_UNIVERSE")
    docker = container = False
    universe = 0
    c.set("grid_type", "")
    c.set("vm_type", "")
    if univ:
        universe = universe_number(univ)
        if not universe:
            if univ.lower() == "docker":
                universe, docker = VANILLA, True
            if univ.lower() == "container":
                universe, container = VANILLA, True
    else:
        universe = VANILLA
    c.set("universe", universe)
    if universe in (VANILLA, LOCAL):
        image = c.param("container_image", "ContainerImage")
        if docker:
            if image:
                c.set("docker", True)
                c.fail("submit.docker-container-image", "docker universe does not allow use of container_image.",
                       ("container_image", "universe"))
        else:
            docker_image = c.param("docker_image", "DockerImage")
            if docker_image and image:
                c.fail("submit.conflicting-images", "cannot declare both docker_image and container_image",
                       ("docker_image", "container_image"))
            elif docker_image or image:
                container = True
                if docker_image:
                    c.assign("WantDockerImage", True, ("docker_image",))
    c.set("docker", docker)
    c.set("container", container)
    c.assign("JobUniverse", universe, ("universe",))
    remote = c.param("Remote_universe", "Remote_JobUniverse")
    if remote:
        number = universe_number(remote)
        if not number:
            c.fail("submit.bad-universe", f"Unknown Remote_Universe of '{remote}' specified", ("Remote_universe",))
        c.assign("Remote_JobUniverse", number)
    remote = c.param("Remote_Remote_universe", "Remote_Remote_JobUniverse")
    if remote:
        number = universe_number(remote)
        if not number:
            c.fail("submit.bad-universe", f"Unknown Remote_Remote_Universe of '{remote}' specified",
                   ("Remote_Remote_universe",))
        c.assign("Remote_Remote_JobUniverse", number)
    want_parallel, _ = c.param_bool("WantParallelScheduling", None, False)
    if want_parallel:
        c.assign("WantParallelScheduling", True)
    if universe == JAVA:
        return
    if universe in (VANILLA, LOCAL):
        if docker:
            c.assign("WantDocker", True, ("universe",))
        if container:
            c.assign("WantContainer", True, ("universe", "container_image", "docker_image"))
        return
    if universe in (SCHEDULER, LOCAL, PARALLEL, MPI):
        return
    if universe == GRID:
        resource = c.param("grid_resource", "GridResource")
        if resource:
            gtype, valid = grid_type_of(resource)
        else:
            have = c.job_string("GridResource")
            if have is None:
                c.fail("submit.missing-grid-resource", "grid_resource attribute not defined for grid universe job",
                       ("universe",))
            gtype, valid = grid_type_of(have or "")
        c.set("grid_type", gtype)
        if not valid:
            c.fail("submit.bad-grid-type", f"Invalid value '{gtype}' for grid type\n"
                   "Must be one of: condor, batch, arc, ec2, gce, or azure", ("grid_resource",))
        return
    if universe == VM:
        checkpoint, _ = c.param_bool("vm_checkpoint", "JobVMCheckpoint", False)
        if checkpoint:
            networking, _ = c.param_bool("vm_networking", "JobVMNetworking", False)
            if networking:
                when = c.param("WhenToTransferOutput", "when_to_transfer_output")
                if (when or "").lower() not in ("on_exit_or_evict", "always"):
                    c.fail("submit.vm-checkpoint-networking",
                           "You explicitly requested both VM checkpoint and VM networking. However, VM networking "
                           "is currently conflict with VM checkpoint. If you still want to use both VM networking "
                           "and VM checkpoint, you explicitly must define "
                           "\"when_to_transfer_output = ON_EXIT_OR_EVICT\"", ("vm_networking", "vm_checkpoint"))
            c.table.insert("ShouldTransferFiles", "YES", None, "default")
            c.table.insert("WhenToTransferOutput", "ON_EXIT_OR_EVICT", None, "default")
        else:
            c.table.insert("ShouldTransferFiles", "YES", None, "default")
            c.table.insert("WhenToTransferOutput", "ON_EXIT", None, "default")
        return
    if univ and not universe:
        c.fail("submit.bad-universe", f"I don't know about the '{univ}' universe.", ("universe",))
    if universe:
        name = UNIVERSES.get(universe, ("", "Unknown", False))[1]
        c.fail("submit.bad-universe", f"'{name}' is not a supported universe.", ("universe",))


def set_iwd(c: Context) -> None:
    """``SetIWD``/``ComputeIWD``: the initial directory, which must exist."""
    short = c.param("initialdir", "Iwd")
    key = "initialdir"
    if short is None:
        short = c.param("initial_dir", "job_iwd")
        key = "initial_dir"
    if short:
        iwd = short if short.startswith("/") else dircat(c.cwd, short)
    else:
        iwd = c.cwd
    iwd = compress_path(iwd)
    initialized = c.get("iwd_initialized", False)
    if not initialized or iwd != c.get("iwd"):
        check = compress_path("/" + iwd)
        if not c.files.is_dir(check):
            c.fail("submit.no-initialdir", f"No such directory: {check}", (key,) if short else ())
    c.set("iwd", iwd)
    c.set("iwd_initialized", True)
    c.assign("Iwd", iwd, (key,) if short else ())
    submit_file = c.param("SUBMIT_FILE")
    if submit_file:
        c.assign("JobSubmitFile", submit_file, ())


def _check_docker_image(image: str) -> str:
    return trim_and_strip_quotes(image)


def image_type(image: str) -> str:
    """``image_type_from_string``: docker, sif or sandbox."""
    image = image.strip()
    if image.startswith("docker:"):
        return "docker"
    if image.endswith(".sif"):
        return "sif"
    return "sandbox"


def set_executable(c: Context) -> None:
    """``SetExecutable``."""
    transfer_it = True
    ignore_it = False
    universe = c.universe
    grid_type = c.get("grid_type", "").lower()
    pseudo = universe == VM or (universe == GRID and grid_type in ("ec2", "gce", "azure"))
    if pseudo:
        ignore_it = True
    docker = c.get("docker", False)
    container = c.get("container", False)
    if docker:
        image = c.param("docker_image", "DockerImage")
        if image:
            clean = _check_docker_image(image)
            if not clean:
                c.fail("submit.bad-image", f"'{image}' is not a valid docker_image", ("docker_image",))
            c.assign("DockerImage", clean, ("docker_image",))
        elif not c.has("DockerImage"):
            c.fail("submit.missing-image", "docker jobs require a docker_image", ("universe",))
    if container:
        image = c.param("docker_image", "DockerImage")
        if image:
            clean = _check_docker_image(image)
            if not clean:
                c.fail("submit.bad-image", f"'{image}' is not a valid docker_image for container universe",
                       ("docker_image",))
            c.assign("DockerImage", clean, ("docker_image",))
        cimage = c.param("container_image", "ContainerImage")
        if cimage:
            clean = trim_and_strip_quotes(cimage)
            valid = not any(clean.startswith(p) for p in ("instance://", "library://", "shub://"))
            if not clean or not valid:
                c.fail("submit.bad-image", f"'{cimage}' is not a valid container image", ("container_image",))
            c.assign("ContainerImage", clean, ("container_image",))
            kind = image_type(clean)
            attr = {"docker": "WantDockerImage", "sif": "WantSIF"}.get(kind, "WantSandboxImage")
            c.assign(attr, True, ("container_image",))
        elif not c.has("ContainerImage") and not c.has("DockerImage"):
            c.fail("submit.missing-image", "container jobs require a container_image or docker_image", ("universe",))
    shell = c.param("shell") if c.v25 else None
    if shell:
        c.assign("Cmd", "/bin/sh", ("shell",))
        c.assign("TransferExecutable", False, ("shell",))
        return
    ename = c.param("executable", "Cmd")
    if ename is None:
        if c.has("Cmd"):
            return
        if docker or container:
            ignore_it = True
        else:
            c.fail("submit.no-executable", "No 'executable' parameter was provided", ())
    value = c.param("transfer_executable", "TransferExecutable")
    if value:
        if value[0] in "Ff":
            c.assign("TransferExecutable", False, ("transfer_executable",))
            transfer_it = False
    elif (docker or container) and ename and ename.startswith("/") and \
            c.config_bool("SUBMIT_CONTAINER_NEVER_XFER_ABSOLUTE_CMD", False):
        c.assign("TransferExecutable", False, ("executable", "config:SUBMIT_CONTAINER_NEVER_XFER_ABSOLUTE_CMD"))
        transfer_it = False
        ignore_it = True
    if ignore_it and transfer_it:
        c.assign("TransferExecutable", False, ("universe",))
        transfer_it = False
    if transfer_it:
        full = c.full_path(ename or "", use_iwd=False)
    else:
        full = ename or ""
    # read (and so expanded) whether or not the job is interactive, which only condor_submit
    # -interactive makes it; 24.0 spells the command "interactive_exectuable"
    c.param("interactive_executable" if c.v25 else "interactive_exectuable")
    c.assign("Cmd", full, ("executable",))
    if c.mode == "submit" and transfer_it and ename and not pseudo and not docker and not container \
            and "$$" not in ename:
        _check_executable(c, ename)


def _check_executable(c: Context, ename: str) -> None:
    """condor_submit's ``check_sub_file`` for the executable (not done for ``-dump``): it must
    exist and not be empty (read from condor_submit's working directory)."""
    import posixpath

    path = ename if posixpath.isabs(ename) else posixpath.join(c.cwd, ename)
    st = c.files.stat(path)
    if st is None:
        c.fail("submit.executable-missing", f"Can't access executable file {ename}: No such file or directory",
               ("executable",))
    elif not st[0] and st[1] == 0:
        c.fail("submit.executable-empty", f"Executable file {ename} has zero length", ("executable",))


def set_arguments(c: Context) -> None:
    """``SetArguments``: ``arguments`` (old or new syntax) or ``arguments2``."""
    args1 = c.param("arguments", "Args")
    args2 = c.param("arguments2")
    shell = c.param("shell") if c.v25 else None
    allow_v1, _ = c.param_bool("allow_arguments_v1", None, False)
    arglist = ArgList()
    if shell:
        arglist.append("-c")
        arglist.append(shell)
        c.assign("Arguments", arglist.v2_raw(), ("shell",))
        return
    if args2 and args1 and not allow_v1:
        c.fail("submit.conflicting-commands", "If you wish to specify both 'arguments' and\n'arguments2' for "
               "maximal compatibility with different\nversions of Condor, then you must also specify\n"
               "allow_arguments_v1=true.", ("arguments2", "arguments"))
    try:
        if args2:
            arglist.append_v2_quoted(args2)
        elif args1:
            arglist.append_v1_wacked_or_v2_quoted(args1)
        elif c.has("Args") or c.has("Arguments"):
            return
    except ArgError as err:
        msg = str(err) or "ERROR in arguments."
        c.fail("submit.arguments-syntax", f"{msg}\nThe full arguments you specified were: {args2 or args1}",
               ("arguments2" if args2 else "arguments",))
    key = "arguments2" if args2 else "arguments"
    if arglist.input_was_v1:
        try:
            value = arglist.v1_raw()
        except ArgError as err:
            c.fail("submit.arguments-syntax", f"failed to insert arguments: {err}", (key,))
        c.assign("Args", value, (key,))
    else:
        c.assign("Arguments", arglist.v2_raw(), (key,))
    if c.universe == JAVA and not len(arglist):
        c.fail("submit.java-class", "In Java universe, you must specify the class name to run.\nExample:\n\n"
               "arguments = MyClass", ("universe",))
    c.param("interactive_args")  # read for condor_submit -interactive, expanded for every job


def arguments_kernel(trace: StepLog, c: ReplayContext) -> Kernel | None:
    """A kernel of :func:`set_arguments` for ``arguments`` that differ per proc (no
    ``arguments2``, no ``shell``): the same syntax as the traced proc's gives the same one
    attribute, of this proc's arguments; anything else (an error to report, the other syntax)
    runs the rule."""
    for name in ("arguments2", "shell") if c.v25 else ("arguments2",):
        if c.constant(name) != (True, None):
            return None
    if not c.constant("allow_arguments_v1")[0] or c.state.get("universe") == JAVA or len(trace.writes) != 1:
        return None
    attr, expr, _ = trace.writes[0]
    if attr not in ("Args", "Arguments") or type(expr) is not Literal:
        return None
    v1 = attr == "Args"

    def run(c: ReplayContext) -> list[Expr | None] | None:
        ok, args1 = c.quiet_param("arguments", "Args")
        if not ok or not args1:
            return None
        arglist = ArgList()
        try:
            arglist.append_v1_wacked_or_v2_quoted(args1)
            if arglist.input_was_v1 != v1:
                return None
            value = arglist.v1_raw() if v1 else arglist.v2_raw()
        except ArgError:
            return None
        return [literal(value)]

    return run


def forced_attributes_kernel(trace: StepLog, c: ReplayContext) -> Kernel | None:
    """A kernel of :func:`set_forced_attributes`: ``+Attr`` values that do not depend on the
    proc as the traced proc had them, the others from compiled templates, then the ProcId (a
    value that needs the full expander, or one that does not parse, runs the rule)."""
    entries = c.table.attribute_entries()
    if len(trace.writes) != len(entries) + 1 or trace.writes[-1][0] != "ProcId":
        return None
    templates: list[tuple[int, Template]] = []
    for index, (entry, (attr, expr, _)) in enumerate(zip(entries, trace.writes)):
        name = entry.name
        if expr is None or attr != (name[1:] if name.startswith("+") else name[3:]):
            return None
        raw = entry.raw
        if "$" not in raw:
            continue  # the traced proc's value is every proc's
        template = c.table.compile(raw)
        if template is None:
            return None
        templates.append((index, template))
    last = len(entries)

    def run(c: ReplayContext) -> list[Expr | None] | None:
        out: list[Expr | None] = [None] * (last + 1)
        cwd = c.state.get("iwd") or None
        for index, template in templates:
            value = template.expand(cwd)
            if value is None:
                return None
            expr = parse_old(value if value else "undefined")
            if expr is None:
                return None
            out[index] = expr
        out[last] = literal(c._proc)  # noqa: SLF001 - the ProcId, not a read of it
        return out

    return run


def set_job_status(c: Context) -> None:
    """``SetJobStatus``: idle, or held when ``hold`` is true."""
    hold, _ = c.param_bool("hold", None, False)
    if hold:
        c.assign("JobStatus", HELD, ("hold",))
        c.assign("HoldReasonCode", HOLD_SUBMITTED_ON_HOLD, ("hold",))
        c.assign("HoldReason", "submitted on hold at user's request", ("hold",))
    else:
        c.assign("JobStatus", IDLE, ())
    c.assign("EnteredCurrentStatus", c.submit_time, ())


def size_kb(c: Context, name: str) -> int:
    """``calc_image_size_kb``: a file's size in KiB, rounded up (a directory counts its
    contents); 0 for URLs and missing files."""
    if is_url(name):
        return 0
    path = c.full_path(name)
    st = c.files.stat(path)
    if st is None:
        return 0
    if st[0]:
        return (c.files.dir_size(path) + 1023) // 1024
    return (st[1] + 1023) // 1024


def set_image_size(c: Context) -> None:
    """``SetImageSize``: ``ExecutableSize`` from the executable's size (proc 0 only), and
    ``ImageSize``."""
    from ..values import parse_int64_bytes

    if c.universe != VM and c.first_proc:
        cmd = c.job_string("Cmd")
        if cmd is None:
            raise Abort("the job has no Cmd")
        exe_kb = 0
        if cmd:
            grid_type = c.get("grid_type", "").lower()
            if c.universe != GRID or grid_type not in ("ec2", "gce", "azure"):
                exe_kb = size_kb(c, cmd)
        c.assign("ExecutableSize", exe_kb, ("executable",))
    text = c.param("image_size", "ImageSize")
    if text:
        parsed = parse_int64_bytes(text, 1024, v25=c.v25)
        value = 0
        if parsed is None:
            c.error("submit.bad-size", f"'{text}' is not valid for Image Size", ("image_size",))
        else:
            value = parsed[0]
        if value < 1:
            c.fail("submit.bad-size", "Image Size must be positive", ("image_size",))
        c.assign("ImageSize", value, ("image_size",))
    elif not c.has("ImageSize"):
        exe_kb = c.job_int("ExecutableSize") or 0
        c.assign("ImageSize", exe_kb, ("executable",))


def set_forced_submit_attrs(c: Context) -> None:
    """``SetForcedSubmitAttrs``: ``+Attr`` and ``MY.Attr`` entries of SUBMIT_ATTRS win over
    the file (their values come from the configuration)."""
    for name in c.get("forced_submit_attrs", ()):
        value = c.config(name)
        if not value:
            continue
        c.assign_expr(name, value, (f"config:{name}",))


def set_forced_attributes(c: Context) -> None:
    """``SetForcedAttributes``: every ``+Attr``/``MY.Attr`` line, then the ProcId."""
    for entry in c.table.attribute_entries():
        name = entry.name
        attr = name[1:] if name.startswith("+") else name[3:]
        raw = entry.raw
        if c.log is not None:
            c.log.keys.add(entry.name.lower())
        value = c.expand(raw) if raw else ""
        c.assign_expr(attr, value if value else "undefined", (entry.name,))
    c.assign("ProcId", c.proc, ())


def process_jobset(c: Context) -> None:
    """``ProcessJobsetAttributes``: ``JOBSET.*`` lines make a jobset ad (not part of the job);
    the job gets the jobset's name."""
    if not c.first_proc:
        return
    jobset: dict[str, str] = c.get("jobset", {}) or {}
    for entry in c.table.items():
        if not entry.name.lower().startswith("jobset."):
            continue
        value = c.param(entry.name)
        rest = entry.name[len("JOBSET."):]
        if rest.lower() == "name":
            if value:
                jobset["JobSetName"] = trim_and_strip_quotes(value)
        elif value:
            from ..context import parse_old

            if parse_old(value) is None:
                c.fail("submit.expression", f"Parse error in JOBSET expression: \n\t{rest} = {value}",
                       (entry.name,))
            jobset[rest] = value
    name = c.job_string("JobSetName")
    if name is not None:
        jobset["JobSetName"] = name
    elif jobset:
        name = jobset.get("JobSetName") or str(c.cluster)
        jobset["JobSetName"] = name
        c.assign("JobSetName", name, ("JOBSET.Name",))
    c.set("jobset", jobset)


def set_auto_attributes(c: Context) -> None:
    """``SetAutoAttributes``: host counts, lease, priority and other implied attributes."""
    universe = c.universe
    if not c.has("MaxHosts") and universe != MPI:
        c.assign("MinHosts", 1, ())
        c.assign("MaxHosts", 1, ())
    if not c.has("CurrentHosts"):
        c.assign("CurrentHosts", 0, ())
    if c.has("SuccessCheckpointExitCode"):
        c.assign("WantFTOnCheckpoint", True, ("checkpoint_exit_code",))
    if not c.has("MaxJobRetirementTime"):
        if c.job_bool("NiceUser"):
            c.assign("MaxJobRetirementTime", 0, ("nice_user",))
    if c.v25:
        ocu = c.job_bool("OCUWanted")
        if ocu is not None:
            c.assign("MaxJobRetirementTime", 2**31 - 1, ("MY.OCUWanted",))
    if can_reconnect(universe) and not c.has("JobLeaseDuration"):
        lease = c.config("JOB_DEFAULT_LEASE_DURATION")
        if lease:
            c.assign_expr("JobLeaseDuration", lease, ("config:JOB_DEFAULT_LEASE_DURATION",))
    if not c.has("JobPrio"):
        c.assign("JobPrio", 0, ())
    if c.has("JobStarterLog") and not c.has("JobStarterDebug"):
        c.assign("JobStarterDebug", True, ("starter_log",))


def report_common_mistakes(c: Context) -> None:
    """``ReportCommonMistakes``."""
    from ..context import is_error_value  # noqa: F401

    who = c.job_string("NotifyUser")
    if who is not None and who.lower() in ("false", "never") and not c.get("warned_notify_user"):
        c.set("warned_notify_user", True)
        domain = c.config("UID_DOMAIN") or ""
        c.warn("submit.notify-user-never", f"You used  notify_user={who}  in your submit file.\nThis means "
               f"notification email will go to user \"{who}@{domain}\".\nThis is probably not what you expect!\n"
               "If you do not want notification email, put \"notification = never\"\ninto your submit file, "
               "instead.", ("notify_user",))
    length = c.job_int("JobMachineAttrsHistoryLength")
    if length is not None and (length > 2**31 - 1 or length < 0):
        c.fail("submit.out-of-range", f"job_machine_attrs_history_length={length} is out of bounds 0 to "
               f"{2**31 - 1}", ("job_machine_attrs_history_length",))
    if not c.get("warned_lease"):
        from ....classad.ast import Literal, Paren

        expr = c.job_expr("JobLeaseDuration")
        while isinstance(expr, Paren):
            expr = expr.expr
        # ExprTreeIsLiteralNumber into a long long: booleans are numbers (true is 1), reals
        # are truncated (19.5 is 19, 0.5 is 0)
        if isinstance(expr, Literal) and isinstance(expr.value, (int, float)) and math.isfinite(expr.value):
            lease = int(expr.value)
            if 0 < lease < 20:
                c.set("warned_lease", True)
                c.warn("submit.short-lease", "JobLeaseDuration less than 20 seconds is not allowed, using 20 "
                       "instead", ("job_lease_duration",))
                c.assign("JobLeaseDuration", 20, ("job_lease_duration",))
    if c.universe == SCHEDULER and c.has("DeferralTime"):
        attr = needs_job_deferral(c) or "DeferralTime"
        c.fail("submit.scheduler-deferral", f"{attr} does not work for scheduler universe jobs.\nConsider "
               "submitting this job using the local universe, instead", ("deferral_time", "universe"))
    if c.v25 and c.has("OutputDestination") and c.has("OutputDirectory"):
        c.fail("submit.conflicting-commands", "You cannot use both output_destination and output_directory in "
               "the same submit file", ("output_directory", "output_destination"))


def needs_job_deferral(c: Context) -> str | None:
    """``NeedsJobDeferral``: the first cron or deferral attribute the job has."""
    for attr in ("CronMinute", "CronHour", "CronDayOfMonth", "CronMonth", "CronDayOfWeek", "DeferralTime"):
        if c.has(attr):
            return attr
    return None
