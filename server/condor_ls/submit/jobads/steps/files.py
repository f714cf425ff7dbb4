"""Standard streams, file transfer, the tool daemon and credentials (submit_utils.cpp:
``SetStdin``/``SetStdout``/``SetStderr``, ``SetTransferFiles``, ``SetTDP``,
``SetGSICredentials``)."""
from __future__ import annotations

import hashlib

from ..argsenv import ArgError, ArgList
from ....classad.ast import Expr, Literal, literal
from ..context import Context, Kernel, KernelMaker, ReplayContext, StepLog
from ..values import basename, is_url, tokens, trim_and_strip_quotes, url_type
from .common import (FTO, FTO_ACCIDENTAL, FTO_NAMES, FTO_NONE, FTO_ON_EXIT, FTO_ON_EXIT_OR_EVICT, GRID, JAVA, STF, STF_IF_NEEDED,
                     STF_NAMES, STF_NO, STF_YES, VM)
from .core import size_kb
from ....raw_bytes import RAW

NULL_FILE = "/dev/null"


def _std(c: Context, *, transfer_key: str, transfer_attr: str, stream_key: str, stream_attr: str,
         key: str, alt: str, attr: str) -> None:
    transfer_it = True
    must_set = False
    have = c.job_bool(transfer_attr)
    if have is not None:
        transfer_it = have
    tmp, _ = c.param_bool(transfer_key, transfer_attr, transfer_it)
    if tmp != transfer_it:
        must_set = True
        transfer_it = tmp
    stream_it = False
    have = c.job_bool(stream_attr)
    if have is not None:
        stream_it = have
    stream_it, _ = c.param_bool(stream_key, stream_attr, stream_it)
    value = c.param(key, alt)
    if value or not c.has(attr):
        if not value:
            transfer_it = stream_it = False
            name = NULL_FILE
        elif value == NULL_FILE:
            transfer_it = stream_it = False
            name = value
        else:
            if c.universe == VM:
                c.fail("submit.vm-stdio", "You cannot use input, ouput, and error parameters in the submit "
                       "description file for vm universe", (key,))
            name = value
        c.assign(attr, name, (key, alt) if value else ())
    if transfer_it:
        c.assign(stream_attr, stream_it, (stream_key,))
        if must_set:
            c.assign(transfer_attr, transfer_it, (transfer_key,))
    else:
        c.assign(transfer_attr, False, (transfer_key, key))


def set_stdin(c: Context) -> None:
    _std(c, transfer_key="transfer_input", transfer_attr="TransferIn", stream_key="stream_input",
         stream_attr="StreamIn", key="input", alt="stdin", attr="In")


def set_stdout(c: Context) -> None:
    _std(c, transfer_key="transfer_output", transfer_attr="TransferOut", stream_key="stream_output",
         stream_attr="StreamOut", key="output", alt="stdout", attr="Out")


def set_stderr(c: Context) -> None:
    _std(c, transfer_key="transfer_error", transfer_attr="TransferErr", stream_key="stream_error",
         stream_attr="StreamErr", key="error", alt="stderr", attr="Err")


def _std_kernel(transfer_key: str, transfer_attr: str, stream_key: str, stream_attr: str, key: str, alt: str,
                attr: str) -> KernelMaker:
    """A kernel of :func:`_std` for procs whose only own value is the file name: when the
    traced proc named a file (not ``/dev/null``) and this one does too, every branch goes the
    same way and only the file name attribute changes."""

    def make(trace: StepLog, c: ReplayContext) -> Kernel | None:
        if not (c.constant(transfer_key, transfer_attr)[0] and c.constant(stream_key, stream_attr)[0]):
            return None
        at = [i for i, w in enumerate(trace.writes) if w[0] == attr]
        if len(at) != 1:
            return None
        index = at[0]
        expr = trace.writes[index][1]
        if type(expr) is not Literal or type(expr.value) is not str or expr.value in ("", NULL_FILE):
            return None

        count = len(trace.writes)

        def run(c: ReplayContext) -> list[Expr | None] | None:
            ok, value = c.quiet_param(key, alt)
            if not ok or not value or value == NULL_FILE:
                return None
            out: list[Expr | None] = [None] * count
            out[index] = literal(value)
            return out

        return run

    return make


stdin_kernel = _std_kernel("transfer_input", "TransferIn", "stream_input", "StreamIn", "input", "stdin", "In")
stdout_kernel = _std_kernel("transfer_output", "TransferOut", "stream_output", "StreamOut", "output", "stdout", "Out")
stderr_kernel = _std_kernel("transfer_error", "TransferErr", "stream_error", "StreamErr", "error", "stderr", "Err")


def set_tdp(c: Context) -> None:
    """``SetTDP``: the tool daemon (only when ``tool_daemon_cmd`` is given)."""
    cmd = c.param("tool_daemon_cmd", "ToolDaemonCmd")
    if not cmd:
        return
    tdp_input = c.param("tool_daemon_input", "ToolDaemonInput")
    args1 = c.param("tool_daemon_args")
    args1_ext = c.param("tool_daemon_arguments", "ToolDaemonArgs")
    args2 = c.param("tool_daemon_arguments2")
    allow_v1, _ = c.param_bool("allow_arguments_v1", None, False)
    tdp_error = c.param("tool_daemon_error", "ToolDaemonError")
    tdp_output = c.param("tool_daemon_output", "ToolDaemonOutput")
    suspend, suspend_given = c.param_bool("suspend_job_at_exec", "SuspendJobAtExec", False)
    c.assign("ToolDaemonCmd", cmd, ("tool_daemon_cmd",))
    if tdp_input:
        c.assign("ToolDaemonInput", tdp_input, ("tool_daemon_input",))
    if tdp_output:
        c.assign("ToolDaemonOutput", tdp_output, ("tool_daemon_output",))
    if tdp_error:
        c.assign("ToolDaemonError", tdp_error, ("tool_daemon_error",))
    if suspend_given:
        c.assign("SuspendJobAtExec", suspend, ("suspend_job_at_exec",))
    if args1_ext and args1:
        c.fail("submit.conflicting-commands", "you specified both tdp_daemon_args and tdp_daemon_arguments",
               ("tool_daemon_arguments", "tool_daemon_args"))
    if args1_ext:
        args1 = args1_ext
    if args2 and args1 and not allow_v1:
        c.fail("submit.conflicting-commands", "If you wish to specify both 'tool_daemon_arguments' and\n"
               "'tool_daemon_arguments2' for maximal compatibility with different\nversions of Condor, then you "
               "must also specify\nallow_arguments_v1=true.", ("tool_daemon_arguments2",))
    args = ArgList()
    try:
        if args2:
            args.append_v2_quoted(args2)
        elif args1:
            args.append_v1_wacked_or_v2_quoted(args1)
        elif c.has("ToolDaemonArgs") or c.has("ToolDaemonArguments"):
            return
        if args.input_was_v1:
            value = args.v1_raw()
            if value:
                c.assign("ToolDaemonArgs", value, ("tool_daemon_arguments",))
        elif len(args):
            value = args.v2_raw()
            if value:
                c.assign("ToolDaemonArguments", value, ("tool_daemon_arguments2",))
    except ArgError as err:
        c.fail("submit.arguments-syntax", f"failed to parse tool daemon arguments: {err}\nThe arguments you "
               f"specified were: {args2 or args1}", ("tool_daemon_arguments",))


def set_gsi_credentials(c: Context) -> None:
    """``SetGSICredentials``: the proxy file, the delegation lifetime and the SciTokens file."""
    proxy = c.param("x509userproxy")
    use_proxy, _ = c.param_bool("use_x509userproxy", None, False)
    if proxy is None and use_proxy:
        env = c.environ.get("X509_USER_PROXY")
        proxy = env or f"/tmp/x509up_u{_uid()}"
    if proxy is not None:
        full = c.full_path(proxy)
        # condor_submit reads the proxy to check its lifetime: a file that is no valid proxy
        # stops the submission, which cannot be judged here; the path is kept as it would be
        c.assign("x509userproxy", full, ("x509userproxy",))
    tmp = c.param("delegate_job_gsi_credentials_lifetime", "DelegateJobGSICredentialsLifetime")
    if tmp:
        from ..values import strtol

        value, end = strtol(tmp)
        if end == 0 or end != len(tmp):
            c.fail("submit.not-integer", f"invalid integer setting delegate_job_gsi_credentials_lifetime = {tmp}",
                   ("delegate_job_gsi_credentials_lifetime",))
        c.assign("DelegateJobGSICredentialsLifetime", _int32(value), ("delegate_job_gsi_credentials_lifetime",))
    use_cmd = c.param("use_scitokens", "use_scitoken")
    token_file = c.param("scitokens_file", "ScitokensFile")
    use = bool(token_file)
    if use_cmd:
        if use_cmd.lower() == "auto":
            use = bool(token_file) or bool(c.environ.get("BEARER_TOKEN_FILE"))
        else:
            from ..values import string_is_boolean

            b = string_is_boolean(use_cmd)
            if b is None:
                c.fail("submit.not-boolean", "use_scitokens error. Value should be true, false, or auto.",
                       ("use_scitokens",))
            use = bool(b)
    if use:
        name = token_file or c.environ.get("BEARER_TOKEN_FILE")
        if not name:
            c.fail("submit.missing-token", "No Scitokens filename specified. Expected either scitokens_file command "
                   "or the BEARER_TOKEN_FILE environment variable to be set.", ("use_scitokens",))
        c.assign("ScitokensFile", c.full_path(name or ""), ("scitokens_file", "use_scitokens"))


def _uid() -> int:
    import os

    try:
        return os.getuid()
    except AttributeError:  # pragma: no cover - not on Unix
        return 0


def _int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - 2**32 if value >= 2**31 else value


def _stf(text: str) -> int:
    return STF.get(text.lower(), -1)


def _fto(c: Context, text: str) -> int:
    """``getFileTransferOutputNum`` as the built library answers it (see FTO_ACCIDENTAL)."""
    low = text.lower()
    if low in FTO:
        return FTO[low]
    if low in FTO_ACCIDENTAL:
        value = FTO_ACCIDENTAL[low]
        c.warn("submit.when-to-transfer-accident", f"when_to_transfer_output = {text} is not one of ON_EXIT, "
               f"ON_EXIT_OR_EVICT or ON_SUCCESS; condor_submit reads it as {FTO_NAMES[value]} (an accident of "
               "its name table)", ("when_to_transfer_output",))
        return value
    return -1


def _container_inputs(c: Context, inputs: list[str], sizes: list[int]) -> bool:
    """``process_container_input_files``: a container image that condor_submit transfers."""
    image = c.param("container_image", "ContainerImage")
    transfer = c.job_bool("TransferContainer")
    if transfer is False:
        c.assign("ContainerImageSource", "local", ("transfer_container",))
        return False
    if not image:
        return False
    shared = c.config("CONTAINER_SHARED_FS") or ""
    for base in tokens(shared, ","):
        if image.startswith(base):
            c.assign("ContainerImageSource", "local", ("container_image", "config:CONTAINER_SHARED_FS"))
            return False
    for prefix in ("docker://", "oras://"):
        if image.startswith(prefix):
            c.assign("ContainerImageSource", prefix[:-3], ("container_image",))
            return False
    common = False
    if c.v25:
        common = c.config_bool("CONTAINER_IMAGES_COMMON_BY_DEFAULT", False)
        pattern = c.config("CONTAINER_REGEX_COMMON_BY_DEFAULT")
        if pattern:
            import re

            try:
                if re.fullmatch(pattern, image):
                    common = True
            except re.error:
                pass
        have = c.job_bool("ContainerIsCommon")
        if have is not None:
            common = have
    if not common:
        inputs.append(image)
        sizes.append(size_kb(c, image))
    else:
        key = image if is_url(image) else c.full_path(image)
        digest = hashlib.sha256(key.encode("utf-8", RAW)).hexdigest()
        catalog = f"container_{digest[:8]}"
        c.assign(f"_x_catalog_{catalog}", image, ("container_image",))
        have = c.job_string("CommonInputCatalogs") or ""
        if catalog not in have:
            c.assign("CommonInputCatalogs", f"{have}, {catalog}" if have else catalog, ("container_image",))
    tmp = image[:-1] if image.endswith("/") else image
    c.assign("ContainerImage", basename(tmp), ("container_image",))
    if c.v25:
        c.assign("ContainerImageFullPath", image, ("container_image",))
    colon = tmp.find(":")
    c.assign("ContainerImageSource", "cedar" if colon < 0 else tmp[:colon], ("container_image",))
    return True


def _input_list(value: str | None, v25: bool) -> list[str]:
    """The names ``transfer_input_files`` lists (25 strips the quotes around the whole list;
    24.0 reads ``""`` as no list)."""
    if not value:
        return []
    if v25:
        return tokens(trim_and_strip_quotes(value), ",")
    return tokens(value, ",") if value != '""' else []


def _output_list(value: str | None, v25: bool) -> tuple[list[str], bool]:
    """The names ``transfer_output_files`` lists, and whether the command counts as given
    (24.0: ``""`` is given and empty; a list of only separators is not given)."""
    if not value:
        return [], False
    if v25:
        return tokens(trim_and_strip_quotes(value), ","), True
    if value == '""':
        return [], True
    outputs = tokens(value, ",")
    return outputs, bool(outputs)


def set_transfer_files(c: Context) -> None:
    """``SetTransferFiles``: what is transferred, when, and the input sandbox's size."""
    sizes: list[int] = []
    in_given = False
    inputs = _input_list(c.param("transfer_input_files", "TransferInputFiles"), c.v25)
    if c.v25:
        common = c.param("transfer_common_input", "CommonInputFiles") if c.get("allow_common_inputs", True) else None
        if common:
            files = tokens(trim_and_strip_quotes(common), ",")
            c.assign("CommonInputFiles", ",".join(files), ("transfer_common_input",))
    for name in inputs:
        sizes.append(size_kb(c, name))
    if inputs:
        in_given = True
    if c.get("container", False):
        if _container_inputs(c, inputs, sizes):
            in_given = True
    if c.v25 and c.job_bool("DockerSendCredentials"):
        home = c.environ.get("HOME")
        if not home:
            c.fail("submit.docker-credentials", "ERROR: DOCKER_CONFIG directory is not defined",
                   ("docker_send_credentials",))
        creds = f"{home}/.docker/config.json"
        if c.files.stat(creds) is None:
            c.fail("submit.docker-credentials", f"ERROR: Cannot locate docker credentials file {creds}: No such file "
                   "or directory", ("docker_send_credentials",))
    transfer_stdin = c.job_bool("TransferIn")
    if transfer_stdin is None or transfer_stdin:
        stdin = c.job_string("In")
        if stdin:
            sizes.append(size_kb(c, stdin))
    outputs, out_given = _output_list(c.param("transfer_output_files", "TransferOutputFiles"), c.v25)
    should = c.param("ShouldTransferFiles", "should_transfer_files")
    default_should = False
    should_key: tuple[str, ...] = ("should_transfer_files",)
    if should is None:
        have = c.job_string("ShouldTransferFiles")
        if have is not None:
            should = have
        else:
            admin = c.config("SUBMIT_DEFAULT_SHOULD_TRANSFER_FILES")
            if admin and _stf(admin) >= 0:
                should = admin
                default_should = True
                should_key = ("config:SUBMIT_DEFAULT_SHOULD_TRANSFER_FILES",)
    if should is None:
        should_text = "IF_NEEDED"
        should_transfer = STF_IF_NEEDED
        default_should = True
        should_key = ()
    else:
        should_text = should
        should_transfer = _stf(should)
        if should_transfer < 0:
            c.fail("submit.bad-should-transfer", f"invalid value ({should}) for ShouldTransferFiles.  Please either "
                   "specify YES, NO, or IF_NEEDED and try again.", ("should_transfer_files",))
    if should_transfer == STF_NO and (in_given or out_given):
        what = ("\"transfer_input_files\" and \"transfer_output_files\"," if in_given and out_given else
                "\"transfer_input_files\"," if in_given else "\"transfer_output_files\",")
        c.fail("submit.transfer-disabled", f"you specified files you want Condor to transfer via {what} but you "
               "disabled should_transfer_files.", ("should_transfer_files", "transfer_input_files",
                                                   "transfer_output_files"))
    when = c.param("WhenToTransferOutput", "when_to_transfer_output")
    when_key: tuple[str, ...] = ("when_to_transfer_output",)
    if when is None:
        when = c.job_string("WhenToTransferOutput")
    if when is None:
        when_text = "ON_EXIT"
        when_output = FTO_ON_EXIT
        default_when = True
        when_key = ()
    else:
        when_text = when
        when_output = _fto(c, when)
        if when_output < 0:
            c.fail("submit.bad-when-to-transfer", f"invalid value ({when}) for WhenToTransferOutput.  Please either "
                   "specify ON_EXIT, or ON_EXIT_OR_EVICT and try again.", ("when_to_transfer_output",))
        default_when = False
    if not default_should and default_when and should_transfer == STF_NO:
        when_text = "NEVER"
        when_output = FTO_NONE
    if (should_transfer == STF_NO and when_output != FTO_NONE) or (should_transfer != STF_NO and
                                                                 when_output == FTO_NONE):
        c.fail("submit.conflicting-transfer", f"WhenToTransferOutput specified as {when_text} yet ShouldTransferFiles "
               f"defined as {should_text}.  Please remove this contradiction from your submit file and try again.",
               ("when_to_transfer_output", "should_transfer_files"))
    if default_should and when_output == FTO_ON_EXIT_OR_EVICT and should_transfer == STF_IF_NEEDED:
        should_text = "YES"
        should_transfer = STF_YES
    if when_output == FTO_ON_EXIT_OR_EVICT and should_transfer == STF_IF_NEEDED:
        c.fail("submit.conflicting-transfer", "\"when_to_transfer_output = ON_EXIT_OR_EVICT\" and "
               "\"should_transfer_files = IF_NEEDED\" are incompatible.  The behavior of these two settings together "
               "would produce incorrect file access in some cases.  Please decide which one of those two settings "
               "you're more interested in. If you really want \"IF_NEEDED\", set \"when_to_transfer_output = "
               "ON_EXIT\".  If you really want \"ON_EXIT_OR_EVICT\", please set \"should_transfer_files = YES\".  "
               "After you have corrected this incompatibility, please try running condor_submit again.",
               ("when_to_transfer_output", "should_transfer_files"))
    c.assign("ShouldTransferFiles", STF_NAMES[should_transfer], should_key)
    if should_transfer != STF_NO:
        c.assign("WhenToTransferOutput", FTO_NAMES[when_output], when_key)
    if should_transfer != STF_YES and not c.has("FileSystemDomain"):
        domain = c.config("FILESYSTEM_DOMAIN")
        if domain:
            c.assign("FileSystemDomain", domain, ("config:FILESYSTEM_DOMAIN",))
    if should_transfer != STF_NO:
        cmd = c.job_string("ToolDaemonCmd")
        if cmd is not None:
            if cmd not in inputs:
                inputs.append(cmd)
                sizes.append(size_kb(c, cmd))
            tdp_input = c.job_string("ToolDaemonInput")
            if tdp_input is not None and tdp_input not in inputs:
                inputs.append(tdp_input)
                sizes.append(size_kb(c, tdp_input))
    if should_transfer != STF_NO and c.universe == JAVA:
        cmd = c.job_string("Cmd")
        if cmd is not None and cmd != "java":
            if cmd not in inputs:
                inputs.append(cmd)
                sizes.append(size_kb(c, cmd))
        jars = c.job_string("JarFiles")
        if jars is not None:
            for jar in tokens(jars, ","):
                inputs.append(jar)
                sizes.append(size_kb(c, jar))
        c.assign("Cmd", "java", ("universe",))
        c.assign("TransferExecutable", False, ("universe",))
    disk = c.param("disk_usage", "DiskUsage")
    if disk:
        from ..values import parse_int64_bytes

        parsed = parse_int64_bytes(disk, 1024, v25=c.v25)
        if parsed is None or parsed[0] < 1:
            c.fail("submit.bad-size", f"'{disk}' is not valid for disk_usage. It must be >= 1", ("disk_usage",))
        c.assign("DiskUsage", parsed[0], ("disk_usage",))  # type: ignore[index]
    else:
        exe_kb = c.job_int("ExecutableSize") or 0
        total = sum(sizes)
        mb = (exe_kb + total + 1023) // 1024 if c.v25 else (exe_kb + total) // 1024
        c.assign("TransferInputSizeMB", mb, ("executable", "transfer_input_files"))
        c.assign("DiskUsage", exe_kb + total, ("executable", "transfer_input_files"))
    remaps = ""
    if should_transfer != STF_NO:
        if in_given:
            c.assign("TransferInput", ",".join(inputs), ("transfer_input_files",))
        # HAVE_HTTP_PUBLIC_FILES is defined in Linux builds (the 24.0 wheel's among them): the
        # list is split and kept, not counted in the sandbox size
        public = c.param("public_input_files", "PublicInputFiles")
        files = tokens(public, ",") if public else []
        if files:
            c.assign("PublicInputFiles", ",".join(files), ("public_input_files",))
        if out_given:
            c.assign("TransferOutput", ",".join(outputs), ("transfer_output_files",))
    if should_transfer == STF_NO and c.universe not in (GRID, JAVA, VM):
        explicit, _ = c.param_bool("transfer_executable", "TransferExecutable", False)
        if explicit:
            c.fail("submit.transfer-executable", "You explicitly requested that the executable be transfered, but "
                   "for this to work, you must enable Condor's file transfer functionality.  You need to define "
                   "either: \"when_to_transfer_output = ON_EXIT\" or \"when_to_transfer_output = ON_EXIT_OR_EVICT\".  "
                   "Optionally, you can define \"should_transfer_files = IF_NEEDED\" if you do not want any files to "
                   "be transfered if the job executes on a machine in the same FileSystemDomain.  See the Condor "
                   "manual for more details.", ("transfer_executable", "should_transfer_files"))
    value = c.param("transfer_output_remaps", "TransferOutputRemaps")
    if value:
        if c.v25:
            user = trim_and_strip_quotes(value)
        else:
            if value[0] != '"' or len(value) == 1 or value[-1] != '"':
                c.fail("submit.remaps-quoted", f"transfer_output_remaps must be a quoted string, not: {value}",
                       ("transfer_output_remaps",))
            user = value[1:-1]
        remaps = f"{remaps};{user}" if remaps else user
    if remaps:
        c.assign("TransferOutputRemaps", remaps, ("transfer_output_remaps",))


def transfer_files_kernel(trace: StepLog, c: ReplayContext) -> Kernel | None:
    """A kernel of :func:`set_transfer_files` for file lists that differ per proc: with every
    other command the same for all procs (and no container, java universe or tool daemon, whose
    files join the list), this proc's lists give this proc's ``TransferInput``,
    ``TransferOutput`` and input sizes; the rest is what the traced proc got. A proc whose lists
    are present where the traced proc's were absent, or the reverse, runs the rule."""
    constant = [("ShouldTransferFiles", "should_transfer_files"), ("WhenToTransferOutput", "when_to_transfer_output"),
                ("disk_usage", "DiskUsage"), ("transfer_executable", "TransferExecutable"),
                ("transfer_output_remaps", "TransferOutputRemaps"),
                # written as given (a per-proc value would keep the traced proc's)
                ("public_input_files", "PublicInputFiles")]
    if c.v25:
        constant.append(("transfer_common_input", "CommonInputFiles"))
    if not all(c.constant(name, alt)[0] for name, alt in constant):
        return None
    if c.state.get("container") or c.state.get("universe") == JAVA or c.ad.lookup("ToolDaemonCmd") is not None:
        return None
    names = [w[0] for w in trace.writes]
    if len(set(names)) != len(names) or "ShouldTransferFiles" not in names:
        return None
    should = trace.writes[names.index("ShouldTransferFiles")][1]
    if type(should) is not Literal:
        return None
    transferring = should.value != STF_NAMES[STF_NO]
    in_given = "TransferInput" in names
    out_given = "TransferOutput" in names
    if not transferring and (in_given or out_given):
        return None
    sized = "TransferInputSizeMB" in names
    if sized and c.constant("disk_usage", "DiskUsage")[1] is not None:
        return None
    at = {name: i for i, name in enumerate(names)}
    v25 = c.v25

    count = len(names)

    def run(c: ReplayContext) -> list[Expr | None] | None:
        ok, value = c.quiet_param("transfer_input_files", "TransferInputFiles")
        if not ok:
            return None
        inputs = _input_list(value, v25)
        ok, value = c.quiet_param("transfer_output_files", "TransferOutputFiles")
        if not ok:
            return None
        outputs, given = _output_list(value, v25)
        if bool(inputs) != in_given or given != out_given:  # the rule takes another branch (or fails)
            return None
        sizes = [size_kb(c, name) for name in inputs]
        transfer_stdin = c.job_bool("TransferIn")
        if transfer_stdin is None or transfer_stdin:
            stdin = c.job_string("In")
            if stdin:
                sizes.append(size_kb(c, stdin))
        out: list[Expr | None] = [None] * count
        if sized:
            exe_kb = c.job_int("ExecutableSize") or 0
            total = sum(sizes)
            mb = (exe_kb + total + 1023) // 1024 if v25 else (exe_kb + total) // 1024
            out[at["TransferInputSizeMB"]] = literal(mb)
            out[at["DiskUsage"]] = literal(exe_kb + total)
        if in_given:
            out[at["TransferInput"]] = literal(",".join(inputs))
        if out_given:
            out[at["TransferOutput"]] = literal(",".join(outputs))
        return out

    return run


def fixup_transfer_input_files(c: Context) -> None:
    """``FixupTransferInputFiles``: nothing to do unless spooling (``-spool``, not modelled) or
    a protected URL map is configured (not modelled; its lists are left as written)."""
    return None


__all__ = ["set_stdin", "set_stdout", "set_stderr", "set_tdp", "set_gsi_credentials", "set_transfer_files",
           "fixup_transfer_input_files", "url_type", "stdin_kernel", "stdout_kernel", "stderr_kernel",
           "transfer_files_kernel"]
