"""condor_submit's rules, one function per ``SetXXX`` of ``SubmitHash``, in the order
``make_job_ad`` calls them (submit_utils.cpp). Each takes a :class:`..context.Context`."""
from __future__ import annotations

from collections.abc import Callable

from ..context import Context
from .core import (process_jobset, report_common_mistakes, set_arguments, set_auto_attributes, set_executable,
                   set_forced_attributes, set_forced_submit_attrs, set_image_size, set_iwd, set_job_status,
                   set_universe)
from .environment import set_environment, set_java_vm_args
from .files import (fixup_transfer_input_files, set_gsi_credentials, set_stderr, set_stdin, set_stdout, set_tdp,
                    set_transfer_files)
from .policy import (set_container_special, set_job_deferral, set_job_retries, set_kill_sig, set_leave_in_queue,
                     set_notification, set_on_evict_expressions, set_periodic_expressions, set_rank)
from .requirements import set_requirements
from .resources import (set_accounting_group, set_concurrency_limits, set_oauth, set_request_resources,
                        set_resource_requirements)
from .simple import set_extended_job_exprs, set_simple_job_exprs
from .universes import set_grid_params, set_parallel_params, set_vm_params

Step = Callable[[Context], None]

#: (name, rule, only in HTCondor 25) in make_job_ad's order (SetUniverse runs before, once)
STEPS: tuple[tuple[str, Step, bool], ...] = (
    ("SetIWD", set_iwd, False),
    ("SetExecutable", set_executable, False),
    ("SetArguments", set_arguments, False),
    ("SetGridParams", set_grid_params, False),
    ("SetVMParams", set_vm_params, False),
    ("SetJavaVMArgs", set_java_vm_args, False),
    ("SetParallelParams", set_parallel_params, False),
    ("SetEnvironment", set_environment, False),
    ("SetJobStatus", set_job_status, False),
    ("SetTDP", set_tdp, False),
    ("SetStdin", set_stdin, False),
    ("SetStdout", set_stdout, False),
    ("SetStderr", set_stderr, False),
    ("SetGSICredentials", set_gsi_credentials, False),
    ("SetNotification", set_notification, False),
    ("SetRank", set_rank, False),
    ("SetPeriodicExpressions", set_periodic_expressions, False),
    ("SetLeaveInQueue", set_leave_in_queue, False),
    ("SetJobRetries", set_job_retries, False),
    ("SetOnEvictExpressions", set_on_evict_expressions, True),
    ("SetKillSig", set_kill_sig, False),
    ("SetContainerSpecial", set_container_special, False),
    ("SetRequestResources", set_request_resources, False),
    ("SetConcurrencyLimits", set_concurrency_limits, False),
    ("SetAccountingGroup", set_accounting_group, False),
    ("SetOAuth", set_oauth, False),
    ("SetSimpleJobExprs", set_simple_job_exprs, False),
    ("SetExtendedJobExprs", set_extended_job_exprs, False),
    ("SetJobDeferral", set_job_deferral, False),
    ("SetImageSize", set_image_size, False),
    ("SetTransferFiles", set_transfer_files, False),
    ("SetAutoAttributes", set_auto_attributes, False),
    ("ReportCommonMistakes", report_common_mistakes, False),
    ("SetForcedSubmitAttrs", set_forced_submit_attrs, False),
    ("SetForcedAttributes", set_forced_attributes, False),
    ("ProcessJobsetAttributes", process_jobset, False),
    ("SetResourceRequirements", set_resource_requirements, False),
    ("SetRequirements", set_requirements, False),
    ("FixupTransferInputFiles", fixup_transfer_input_files, False),
)

__all__ = ["STEPS", "Step", "set_universe"]
