"""Submit commands copied into the job ad with no other rule (``prunable_keywords`` above
its "special handling" banner, ``SetSimpleJobExprs``), and the administrator's extended
commands (``EXTENDED_SUBMIT_COMMANDS``, ``SetExtendedJobExprs``)."""
from __future__ import annotations

from ....classad.ast import Literal
from ..context import Context, parse_old
from ..values import string_is_boolean, string_is_long, tokens, trim_and_strip_quotes

#: (command, job attribute, how the value is read, only in HTCondor 25); ``alt`` rows are an
#: alternate spelling of the row before them, used only when that one is not given
SIMPLE: tuple[tuple[str, str, str, bool], ...] = (
    ("next_job_start_delay", "NextJobStartDelay", "expr", False),
    ("keep_claim_idle", "KeepClaimIdle", "expr", False),
    ("job_ad_information_attrs", "JobAdInformationAttrs", "string", False),
    ("ulog_execute_attrs", "UserLogExecuteEventAttrs", "string", False),
    ("max_idle", "JobMaterializeMaxIdle", "expr", False),
    ("materialize_max_idle", "JobMaterializeMaxIdle", "expr|alt", False),
    ("docker_network_type", "DockerNetworkType", "string", False),
    ("docker_pull_policy", "DockerPullPolicy", "string", False),
    ("docker_override_entrypoint", "DockerOverrideEntrypoint", "bool", False),
    ("docker_send_credentials", "DockerSendCredentials", "bool", True),
    ("container_target_dir", "ContainerTargetDir", "string|strip", False),
    ("mount_under_scratch", "MountUnderScratch", "string|strip", True),
    ("transfer_container", "TransferContainer", "bool", False),
    ("transfer_plugins", "TransferPlugins", "string", False),
    ("want_io_proxy", "WantIOProxy", "bool", False),
    ("want_job_networking", "WantJobNetworking", "bool", True),
    ("starter_debug", "JobStarterDebug", "string|strip", False),
    ("starter_log", "JobStarterLog", "string|strip|file", False),
    ("container_is_common", "ContainerIsCommon", "bool", True),
    ("job_machine_attrs", "JobMachineAttrs", "string", False),
    ("job_machine_attrs_history_length", "JobMachineAttrsHistoryLength", "int", False),
    ("notify_user", "NotifyUser", "string", False),
    ("email_attributes", "EmailAttributes", "string|list", False),
    ("remote_initialdir", "RemoteIwd", "string", False),
    ("Remote_grid_resource", "Remote_GridResource", "string", False),
    ("Remote_Remote_grid_resource", "Remote_Remote_GridResource", "string", False),
    ("output_destination", "OutputDestination", "string", False),
    ("output_directory", "OutputDirectory", "string|file", True),
    ("want_graceful_removal", "WantGracefulRemoval", "expr", False),
    ("job_max_vacate_time", "JobMaxVacateTime", "expr", False),
    ("encrypt_execute_directory", "EncryptExecuteDirectory", "bool", False),
    ("encrypt_input_files", "EncryptInputFiles", "string", False),
    ("encrypt_output_files", "EncryptOutputFiles", "string", False),
    ("dont_encrypt_input_files", "DontEncryptInputFiles", "string", False),
    ("dont_encrypt_output_files", "DontEncryptOutputFiles", "string", False),
    ("load_profile", "LoadProfile", "bool", False),
    ("primary_unix_group", "PrimaryUnixGroup", "string", True),
    ("file_remaps", "FileRemaps", "expr", False),
    ("buffer_files", "BufferFiles", "expr", False),
    ("buffer_size", "BufferSize", "expr", False),
    ("buffer_block_size", "BufferBlockSize", "expr", False),
    ("fetch_files", "FetchFiles", "string", False),
    ("compress_files", "CompressFiles", "string", False),
    ("append_files", "AppendFiles", "string", False),
    ("local_files", "LocalFiles", "string", False),
    ("log", "UserLog", "string|file", False),
    ("dagman_log", "DAGManNodesLog", "string|file", False),
    ("log_xml", "UserLogUseXML", "bool", False),
    ("noop_job", "IsNoopJob", "expr", False),
    ("noop_job_exit_signal", "NoopJobExitSignal", "expr", False),
    ("noop_job_exit_code", "NoopJobExitCode", "expr", False),
    ("dag_node_name", "DAGNodeName", "string", False),
    ("match_list_length", "LastMatchListLength", "int", False),
    ("dagman_job_id", "DAGManJobId", "uint", False),
    ("submit_event_notes", "SubmitEventNotes", "string", False),
    ("submit_event_user_notes", "SubmitEventUserNotes", "string", False),
    ("submit_event_notes_attrs", "SubmitEventNotesAttrs", "string", True),
    ("stack_size", "StackSize", "expr", False),
    ("jar_files", "JarFiles", "string", False),
    ("parallel_script_shadow", "ParallelScriptShadow", "string", False),
    ("parallel_script_starter", "ParallelScriptStarter", "string", False),
    ("cron_minute", "CronMinute", "string", False),
    ("cron_hour", "CronHour", "string", False),
    ("cron_day_of_month", "CronDayOfMonth", "string", False),
    ("cron_month", "CronMonth", "string", False),
    ("cron_day_of_week", "CronDayOfWeek", "string", False),
    ("description", "JobDescription", "string", False),
    ("batch_name", "JobBatchName", "string|strip", False),
    ("batch_id", "JobBatchId", "string|strip", False),
    ("max_job_retirement_time", "MaxJobRetirementTime", "expr", False),
    ("job_lease_duration", "JobLeaseDuration", "expr", False),
    ("core_size", "CoreSize", "int", False),
    ("priority", "JobPrio", "int", False),
    ("prio", "JobPrio", "int|alt", False),
    ("run_as_owner", "RunAsOwner", "bool", False),
    ("max_transfer_input_mb", "MaxTransferInputMB", "expr", False),
    ("max_transfer_output_mb", "MaxTransferOutputMB", "expr", False),
    ("manifest", "ManifestDesired", "bool", False),
    ("manifest_dir", "ManifestDir", "string", False),
    ("checkpoint_exit_code", "SuccessCheckpointExitCode", "int", False),
    ("checkpoint_destination", "CheckpointDestination", "string", False),
    ("aws_region", "AWSRegion", "string", False),
    ("aws_access_key_id_file", "EC2AccessKeyId", "string", False),
    ("aws_secret_access_key_file", "EC2SecretAccessKey", "string", False),
    ("s3_access_key_id_file", "EC2AccessKeyId", "string", False),
    ("s3_secret_access_key_file", "EC2SecretAccessKey", "string", False),
    ("gs_access_key_id_file", "EC2AccessKeyId", "string", False),
    ("gs_secret_access_key_file", "EC2SecretAccessKey", "string", False),
    ("erase_output_and_error_on_restart", "EraseOutputAndErrorOnRestart", "bool", False),
    ("transfer_checkpoint_files", "TransferCheckpoint", "string", False),
    ("preserve_relative_paths", "PreserveRelativePaths", "bool", False),
    ("cuda_version", "CUDAVersion", "string", False),
    ("skip_if_dataflow", "SkipIfDataflow", "bool", False),
    ("allowed_job_duration", "AllowedJobDuration", "expr", False),
    ("allowed_execute_duration", "AllowedExecuteDuration", "expr", False),
    ("jobset", "JobSetName", "string|strip", False),
)


def _apply(c: Context, key: str, attr: str, flags: set[str], alt: str | None) -> bool:
    """One row of ``do_simple_commands``: returns whether the command was given."""
    value = c.param(key, alt)
    if value is None:
        return False
    keys = (key,)
    if "string" in flags:
        text = value
        if "strip" in flags:
            text = trim_and_strip_quotes(text)
        if "list" in flags:
            text = ",".join(tokens(text))
        if "file" in flags and text:
            text = c.full_path(text)
        c.assign(attr, text, keys)
    elif "error" in flags:
        c.fail("submit.disabled-command", f"{key}={value} has been disabled by the administrator.", keys)
    elif "bool" in flags:
        b = string_is_boolean(value)
        if b is None:
            c.fail("submit.not-boolean", f"{key}={value} is invalid, must eval to a boolean.", keys)
        c.assign(attr, bool(b), keys)
    elif "int" in flags or "uint" in flags:
        n = string_is_long(value)
        if n is None:
            c.fail("submit.not-integer", f"{key}={value} is invalid, must eval to an integer.", keys)
        elif n < 0 and "uint" in flags:
            c.fail("submit.not-integer", f"{key}={value} is invalid, must eval to a non-negative integer.", keys)
        c.assign(attr, n, keys)  # type: ignore[arg-type]
    else:
        c.assign_expr(attr, value, keys)
    return True


def set_simple_job_exprs(c: Context) -> None:
    """``SetSimpleJobExprs``."""
    last_existed = False
    for key, attr, how, only25 in SIMPLE:
        if only25 and not c.v25:
            continue
        flags = set(how.split("|"))
        if "alt" in flags and last_existed:
            last_existed = False
            continue
        last_existed = _apply(c, key, attr, flags, attr)


def set_extended_job_exprs(c: Context) -> None:
    """``SetExtendedJobExprs``: commands the administrator adds (``EXTENDED_SUBMIT_COMMANDS``, a
    ClassAd of ``name = example value``); the example's type says how the value is read."""
    text = c.config("EXTENDED_SUBMIT_COMMANDS")
    if not text:
        return
    for name, expr in _extended(text):
        flags: set[str] = {"expr"}
        if isinstance(expr, Literal):
            value = expr.value
            from ....classad.values import ErrorValue, Undefined

            if isinstance(value, Undefined):
                continue
            if isinstance(value, ErrorValue):
                flags = {"error"}
            elif isinstance(value, bool):
                flags = {"bool"}
            elif isinstance(value, int):
                flags = {"int"} if value < 0 else {"uint"}
            elif isinstance(value, str):
                flags = {"string", "strip"}
                if "," in value:
                    flags.add("list")
                elif value[:4].lower() == "file":
                    flags.add("file")
        _apply(c, name, name, flags, name)


def _extended(text: str) -> list[tuple[str, object]]:
    """The commands of an EXTENDED_SUBMIT_COMMANDS value (a new-syntax ad, or old-syntax
    ``name = value`` lines)."""
    from ....classad.parser import ClassAdSyntaxError, parse_ad

    try:
        ad = parse_ad(text if text.lstrip().startswith("[") else text.replace(";", "\n"))
    except (ClassAdSyntaxError, ValueError):
        return []
    return list(ad.items())


__all__ = ["SIMPLE", "set_simple_job_exprs", "set_extended_job_exprs", "parse_old"]
