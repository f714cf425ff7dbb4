"""A generated config set of many fragments, laid out as a deployment repository keeps it.

``image/etc/condor/condor_config`` names ``/usr/share/condor/config.d`` and
``/etc/condor/config.d`` (read in the image folder: see ``config.relocation``), which hold the
package's defaults and ``files`` site fragments ``NN-name.conf``. The fragments lean on each
other as real ones do: values extended across files (``X = $(X) || ...``), macros of earlier
fragments, schedd transforms and job routes using them, ``SUBMIT_ATTRS`` published in one file
and used in another. Used by ``lsp_latency.py --shape fragments``.
"""
from __future__ import annotations

from pathlib import Path

ROOT = """\
# root of the generated host's configuration
RELEASE_DIR = /usr
LOCAL_DIR = /var
LOCAL_CONFIG_DIR = /usr/share/condor/config.d,/etc/condor/config.d
RUN = $(LOCAL_DIR)/run/condor
LOG = $(LOCAL_DIR)/log/condor
SPOOL = $(LOCAL_DIR)/lib/condor/spool
EXECUTE = $(LOCAL_DIR)/lib/condor/execute
"""

PACKAGE = """\
# the package's defaults
use SECURITY : recommended_v9_0
SYSTEM_PERIODIC_HOLD = (JobStatus == 2 && NumShadowStarts > 20)
START = (TARGET.RequestCpus <= Cpus)
JOB_ROUTER_SOURCE_JOB_CONSTRAINT = (JobUniverse =?= 9) && (x509UserProxySubject =!= undefined)
"""


def fragment(index: int) -> str:
    """The text of site fragment ``index`` (about 50 lines)."""
    previous = max(index - 1, 0)
    lines = [
        f"# site fragment {index}: limits, policy and routing of group {index}",
        f"GROUP_{index}_QUEUE = queue{index}",
        f"GROUP_{index}_LIMIT = {100 + index * 10}",
        f"GROUP_{index}_MEMORY = $(GROUP_{previous}_MEMORY:2048) + {index * 16}",
        f"GROUP_{index}_TIER = {index % 3}",
    ]
    for knob in range(24):
        lines.append(f"GROUP_{index}_SETTING_{knob} = $(GROUP_{previous}_LIMIT) * {knob + 1}")
    if index % 4 == 0:
        lines += [
            f"SYSTEM_PERIODIC_HOLD = $(SYSTEM_PERIODIC_HOLD) || "
            f"(JobStatus == 2 && NumJobStarts > {index + 5} && Group1Tag =?= \"group$(GROUP_{index}_TIER)\")",
            f"START = $(START) && (TARGET.RequestMemory <= $(GROUP_{index}_LIMIT) * 1024 || "
            f"TARGET.RequestCpus > {index % 5 + 1})",
        ]
    if index % 5 == 1:
        lines += [
            f"SUBMIT_ATTRS = $(SUBMIT_ATTRS) Group{index}Tag",
            f"Group{index}Tag = \"group{index}\"",
        ]
    if index % 3 == 0:
        lines += [
            f"JOB_TRANSFORM_NAMES = $(JOB_TRANSFORM_NAMES) Group{index}",
            f"JOB_TRANSFORM_Group{index} @=end",
            f"   REQUIREMENTS AcctGroup =?= \"group{index}\"",
            f"   SET Queue \"$(GROUP_{index}_QUEUE)\"",
            f"   DEFAULT RequestMemory $(GROUP_{index}_LIMIT)",
            "@end",
        ]
    if index % 7 == 2:
        lines += [
            f"JOB_ROUTER_ROUTE_NAMES = $(JOB_ROUTER_ROUTE_NAMES) Route{index}",
            f"JOB_ROUTER_ROUTE_Route{index} @=jrt",
            "   GridResource = \"batch slurm\"",
            f"   SET queue \"$(GROUP_{index}_QUEUE)\"",
            f"   SET RequestMemory $(GROUP_{index}_MEMORY)",
            "@jrt",
        ]
    lines += [f"GROUP_{index}_NOTE_{n} = group {index} note {n} from $(GROUP_{index}_QUEUE)" for n in range(8)]
    return "\n".join(lines) + "\n"


def generate(base: Path, files: int = 40) -> Path:
    """Write the set under ``base``; returns the fragment in the middle of the set (to edit)."""
    image = base / "image"
    (image / "etc/condor/config.d").mkdir(parents=True, exist_ok=True)
    (image / "usr/share/condor/config.d").mkdir(parents=True, exist_ok=True)
    (image / "etc/condor/condor_config").write_text(ROOT)
    (image / "usr/share/condor/config.d/00-package.config").write_text(PACKAGE)
    middle = None
    for index in range(1, files):
        path = image / "etc/condor/config.d" / f"{index * 2:02d}-group{index}.conf"
        path.write_text(fragment(index))
        if index == files // 2:
            middle = path
    assert middle is not None
    return middle


def set_files(base: Path) -> list[Path]:
    image = base / "image"
    return [image / "etc/condor/condor_config", *sorted((image / "usr/share/condor/config.d").iterdir()),
            *sorted((image / "etc/condor/config.d").iterdir())]
