"""Deployment repositories written for the config-set tests (issue 23): an access point and a
compute entrypoint kept as the files their packages install, side by side in one repository,
with what such repositories also hold (editor and package-manager leftovers in ``config.d``,
another tool's INI files in its own ``config.d``).

Every file here is written for these tests; the layouts follow where HTCondor's and
HTCondor-CE's packages put their files (``/etc/condor/condor_config`` naming
``/usr/share/condor/config.d`` and ``/etc/condor/config.d``).
"""
from __future__ import annotations

from pathlib import Path

#: the access point, as an image folder holding the files of the host's file system
ACCESS_POINT: dict[str, str] = {
    "ap/etc/condor/condor_config": """\
######################################################################
## Root of the access point's configuration: where things are, then
## the fragments of the package and of this site.
######################################################################
RELEASE_DIR = /usr
LOCAL_DIR = /var
LOCAL_CONFIG_FILE = /etc/condor/condor_config.local
REQUIRE_LOCAL_CONFIG_FILE = false
LOCAL_CONFIG_DIR = /usr/share/condor/config.d,/etc/condor/config.d
RUN = $(LOCAL_DIR)/run/condor
LOG = $(LOCAL_DIR)/log/condor
LOCK = $(LOCAL_DIR)/lock/condor
SPOOL = $(LOCAL_DIR)/lib/condor/spool
EXECUTE = $(LOCAL_DIR)/lib/condor/execute
BIN = $(RELEASE_DIR)/bin
SBIN = $(RELEASE_DIR)/sbin
LIBEXEC = $(RELEASE_DIR)/libexec/condor
""",
    "ap/usr/share/condor/config.d/00-package-defaults.config": """\
# shipped with the package: local changes go to /etc/condor/config.d
use SECURITY : recommended_v9_0
SYSTEM_PERIODIC_HOLD = (JobStatus == 2 && NumShadowStarts > 20)
""",
    "ap/etc/condor/condor_config.local": """\
# the host's own last word (nothing for now)
""",
    "ap/etc/condor/config.d/10-role.conf": """\
# this host is the pool's access point
use ROLE : Submit
CONDOR_HOST = cm.example.org
UID_DOMAIN = example.org
# every job carries the tier of the site that submitted it
SUBMIT_ATTRS = $(SUBMIT_ATTRS) SiteTier
SiteTier = 2
DEFAULT_PROJECT = "physics"
""",
    "ap/etc/condor/config.d/20-transforms.conf": """\
# jobs without a project are charged to the default one
JOB_TRANSFORM_NAMES = $(JOB_TRANSFORM_NAMES) SetProject
JOB_TRANSFORM_SetProject @=end
   REQUIREMENTS ProjectName is undefined
   SET ProjectName $(DEFAULT_PROJECT)
@end
""",
    "ap/etc/condor/config.d/30-policy.conf": """\
# on top of the package's rule: hold jobs of the lowest tier that restart too often
SYSTEM_PERIODIC_HOLD = $(SYSTEM_PERIODIC_HOLD) || (SiteTier =?= 0 && NumJobStarts > 5)
SYSTEM_PERIODIC_HOLD_REASON = "held by the site policy"
MAX_JOBS_PER_OWNER = 5000
""",
    "ap/etc/condor/config.d/40-limits.conf": """\
# a typo HTCondor refuses to start with, whatever the rest of the set says
MAX_JOBS_RUNNING = 10O0
""",
    # what editors and package managers leave behind: HTCondor's exclude pattern skips them
    "ap/etc/condor/config.d/20-transforms.conf~": """\
JOB_TRANSFORM_NAMES = $(JOB_TRANSFORM_NAMES) SetProject
JOB_TRANSFORM_SetProject @=end
   SET ProjectName $(DEFAULT_PROJECT
@end
""",
    "ap/etc/condor/config.d/30-policy.conf.rpmsave": "SYSTEM_PERIODIC_HOLD = (JobStatus == 2 &&\n",
    "ap/etc/condor/config.d/30-policy.conf.rpmnew": "SYSTEM_PERIODIC_HOLD = $(UNDEFINED_THING) ||\n",
    "ap/etc/condor/config.d/#30-policy.conf#": "this is not = (a statement\n",
    "ap/etc/condor/config.d/.30-policy.conf.swp": "binary swap\n",
    "ap/etc/condor/config.d/40-limits.conf.dpkg-old": "MAX_JOBS_RUNNING = ten\n",
    # a site tool keeps its own INI files in a config.d no HTCondor root reads
    "ap/etc/site-tool/config.d/10-site.ini": """\
; written by the site tool
[Site Information]
group = OSG
host_name = ap.example.org
resource = EXAMPLE_AP

[Storage]
se_available = False
""",
}

#: the compute entrypoint (HTCondor-CE): its routes rely on values earlier fragments set
COMPUTE_ENTRYPOINT: dict[str, str] = {
    "ce/etc/condor-ce/condor_config": """\
# root of the CE's configuration: the package's defaults, then this site's fragments
LOCAL_CONFIG_DIR = /usr/share/condor-ce/config.d,/etc/condor-ce/config.d
LOCAL_CONFIG_FILE =
""",
    "ce/usr/share/condor-ce/config.d/01-ce-router-defaults.conf": """\
# only grid jobs that carry a proxy are considered for routing
JOB_ROUTER_SOURCE_JOB_CONSTRAINT = (JobUniverse =?= 9) && (x509UserProxySubject =!= undefined)
JOB_ROUTER_DEFAULT_MAX_JOBS_PER_ROUTE = 10000
JOB_ROUTER_DEFAULT_MAX_IDLE_JOBS_PER_ROUTE = 2000
""",
    "ce/etc/condor-ce/config.d/02-ce-site.conf": """\
# values the site's configuration tool writes at install time
CE_DEFAULT_QUEUE = cpu
CE_DEFAULT_MEMORY = 2048
JOB_ROUTER_TRANSFORM_Defaults @=jrd
   DEFAULT RequestMemory $(CE_DEFAULT_MEMORY)
   SET PeriodicRemove = JobStatus == 5 && (time() - EnteredCurrentStatus) > 86400
@jrd
""",
    "ce/etc/condor-ce/config.d/30-routes.conf": """\
# every route relies on the source-job constraint instead of its own REQUIREMENTS
JOB_ROUTER_PRE_ROUTE_TRANSFORM_NAMES = Defaults
JOB_ROUTER_ROUTE_NAMES = Slurm_CPU Slurm_GPU
JOB_ROUTER_ROUTE_Slurm_CPU @=jrt
   GridResource = "batch slurm"
   SET queue "$(CE_DEFAULT_QUEUE)"
@jrt
JOB_ROUTER_ROUTE_Slurm_GPU @=jrt
   GridResource = "batch slurm"
   SET queue "gpu"
   SET RequestGPUs 1
@jrt
""",
    "ce/etc/condor-ce/config.d/99-local.conf~": "JOB_ROUTER_ROUTE_NAMES = Slurm_CPU\n  broken (\n",
    "ce/etc/osg/config.d/10-misc.ini": """\
; misc settings of the site configuration tool
[Misc Services]
glexec_location = UNAVAILABLE
edit_lcmaps_db = True

[Gateway]
job_envvar_path = $PATH
""",
    "ce/etc/osg/config.d/20-slurm.ini": """\
;===================================================================
;                           Slurm
;===================================================================
[SLURM]
enabled = True
slurm_location = /usr
""",
}

REPOSITORY: dict[str, str] = {**ACCESS_POINT, **COMPUTE_ENTRYPOINT}

#: the files HTCondor reads in each set (root first), in its order
AP_SET = ("ap/etc/condor/condor_config", "ap/usr/share/condor/config.d/00-package-defaults.config",
          "ap/etc/condor/config.d/10-role.conf", "ap/etc/condor/config.d/20-transforms.conf",
          "ap/etc/condor/config.d/30-policy.conf", "ap/etc/condor/config.d/40-limits.conf",
          "ap/etc/condor/condor_config.local")
CE_SET = ("ce/etc/condor-ce/condor_config", "ce/usr/share/condor-ce/config.d/01-ce-router-defaults.conf",
          "ce/etc/condor-ce/config.d/02-ce-site.conf", "ce/etc/condor-ce/config.d/30-routes.conf")
#: files a directory check passes over, and why (a word of the note)
EXCLUDED = ("ap/etc/condor/config.d/20-transforms.conf~", "ap/etc/condor/config.d/30-policy.conf.rpmsave",
            "ap/etc/condor/config.d/30-policy.conf.rpmnew", "ap/etc/condor/config.d/#30-policy.conf#",
            "ap/etc/condor/config.d/40-limits.conf.dpkg-old", "ap/etc/condor/config.d/.30-policy.conf.swp",
            "ce/etc/condor-ce/config.d/99-local.conf~")
FOREIGN = ("ap/etc/site-tool/config.d/10-site.ini", "ce/etc/osg/config.d/10-misc.ini",
           "ce/etc/osg/config.d/20-slurm.ini")


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root
