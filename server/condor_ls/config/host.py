"""HTCondor's predefined ("detected") macros, computed from this host.

Every value can be replaced through ``defines`` so a config set can be previewed as another
machine would see it.  Values HTCondor computes from things we cannot see portably (the
``condor`` account's home for TILDE, the OS release for OPSYSANDVER) are best effort.
"""
from __future__ import annotations

import os
import platform
import socket
from dataclasses import dataclass, field
from typing import Mapping

#: ``uname -m`` -> HTCondor's ARCH
_ARCH: dict[str, str] = {
    "x86_64": "X86_64",
    "amd64": "X86_64",
    "i386": "INTEL",
    "i486": "INTEL",
    "i586": "INTEL",
    "i686": "INTEL",
    "aarch64": "aarch64",
    "arm64": "aarch64",
    "ppc64le": "ppc64le",
    "ppc64": "PPC64",
}
#: ``uname -s`` -> HTCondor's OPSYS
_OPSYS: dict[str, str] = {"Linux": "LINUX", "Darwin": "MACOSX", "Windows": "WINDOWS", "FreeBSD": "FREEBSD"}

#: subsystems of programs that never turn user-id switching on, so see CondorIsAdmin false:
#: tools (condor_submit, condor_q, the Python bindings ...; only condor_config_val turns it on)
#: and DAGMan, which runs as the submitting user.  Every other subsystem is a DaemonCore daemon,
#: previewed as a system installation runs it: started as root, so CondorIsAdmin is true.
NO_ID_SWITCHING = frozenset({"TOOL", "SUBMIT", "JOB", "DAGMAN"})

#: predefined macros in the order HTCondor inserts them before reading any file
EARLY = (
    "ARCH", "UNAME_ARCH", "OPSYS", "OPSYSVER", "OPSYSANDVER", "UNAME_OPSYS", "OPSYSMAJORVER",
    "OPSYSNAME", "OPSYSLONGNAME", "OPSYSSHORTNAME", "OPSYSLEGACY", "UTSNAME_SYSNAME",
    "UTSNAME_NODENAME", "UTSNAME_RELEASE", "UTSNAME_VERSION", "UTSNAME_MACHINE", "CondorIsAdmin",
    "SUBSYSTEM", "LOCALNAME", "DETECTED_MEMORY", "DETECTED_PHYSICAL_CPUS", "DETECTED_CPUS",
    "DETECTED_CORES", "DETECTED_CPUS_LIMIT", "TILDE",
)
#: macros HTCondor (re)inserts after the files, so files cannot override them
LATE = (
    "TILDE", "HOSTNAME", "FULL_HOSTNAME", "SUBSYSTEM", "LOCALNAME", "USERNAME", "REAL_UID",
    "REAL_GID", "PID", "PPID", "IP_ADDRESS", "IP_ADDRESS_IS_IPV6", "IPV4_ADDRESS", "IPV6_ADDRESS",
    "DETECTED_CPUS",
)


def _os_release() -> dict[str, str]:
    out: dict[str, str] = {}
    try:
        with open("/etc/os-release", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                key, sep, value = line.strip().partition("=")
                if sep:
                    out[key] = value.strip().strip('"')
    except OSError:
        pass
    return out


def _memory_mib() -> int:
    try:
        pages = os.sysconf("SC_PHYS_PAGES")
        size = os.sysconf("SC_PAGE_SIZE")
        return int(pages * size // (1024 * 1024))
    except (ValueError, OSError, AttributeError):
        return 0


def _physical_cpus(logical: int) -> int:
    """Distinct (package, core) pairs from /proc/cpuinfo; the logical count otherwise."""
    try:
        cores: set[tuple[str, str]] = set()
        phys = core = ""
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                key, _, value = line.partition(":")
                key = key.strip()
                if key == "physical id":
                    phys = value.strip()
                elif key == "core id":
                    core = value.strip()
                elif not line.strip():
                    if phys or core:
                        cores.add((phys, core))
                    phys = core = ""
        if phys or core:
            cores.add((phys, core))
        return len(cores) or logical
    except OSError:
        return logical


def _primary_ip() -> str:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # no packet is sent for a UDP connect
            return str(s.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def _primary_ip6() -> str | None:
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as s:
            s.connect(("2001:db8::1", 9))  # no packet is sent for a UDP connect
            return str(s.getsockname()[0])
    except OSError:
        return None


def _fqdn() -> str:
    """The host's canonical name, as HTCondor resolves gethostname()."""
    name = socket.gethostname() or platform.node() or "localhost"
    try:
        canonical = socket.getaddrinfo(name, None, flags=socket.AI_CANONNAME)[0][3]
    except (OSError, IndexError, UnicodeError):
        canonical = ""
    return canonical if canonical and "." in canonical and not canonical.startswith("localhost") else name


def _tilde() -> str | None:
    try:
        import pwd

        return pwd.getpwnam("condor").pw_dir
    except (ImportError, KeyError):
        return None


@dataclass(slots=True)
class HostInfo:
    """Predefined macro values, by name; ``None`` means HTCondor would not define it."""

    values: dict[str, str | None] = field(default_factory=dict)

    def get(self, name: str) -> str | None:
        return self.values.get(name)


def detect(subsystem: str, localname: str | None = None, overrides: Mapping[str, str] | None = None,
           environ: Mapping[str, str] | None = None) -> HostInfo:
    """Compute the predefined macros for this host as HTCondor would for ``subsystem``."""
    env = os.environ if environ is None else environ
    uname = platform.uname()
    machine = uname.machine or ""
    osr = _os_release()
    logical = os.cpu_count() or 1
    physical = _physical_cpus(logical)
    hostname_full = _fqdn()
    opsys = _OPSYS.get(uname.system, uname.system.upper())
    name = osr.get("NAME", "").split(" ")[0] if osr else ""
    major = osr.get("VERSION_ID", "").split(".")[0] if osr else ""
    values: dict[str, str | None] = {
        "ARCH": _ARCH.get(machine, machine.upper() or None),
        "UNAME_ARCH": machine or None,
        "OPSYS": opsys,
        "OPSYSVER": (major + "00") if major.isdigit() else None,
        "OPSYSANDVER": (name + major) if (name and major.isdigit()) else None,
        "UNAME_OPSYS": uname.system or None,
        "OPSYSMAJORVER": major if major.isdigit() else None,
        "OPSYSNAME": name or None,
        "OPSYSLONGNAME": (f"{osr.get('NAME', '')} {osr.get('VERSION_ID', '')}".strip() or None) if osr else None,
        "OPSYSSHORTNAME": name or None,
        "OPSYSLEGACY": opsys,
        "UTSNAME_SYSNAME": uname.system or None,
        "UTSNAME_NODENAME": uname.node or None,
        "UTSNAME_RELEASE": uname.release or None,
        "UTSNAME_VERSION": uname.version or None,
        "UTSNAME_MACHINE": machine or None,
        "CondorIsAdmin": "false" if subsystem.upper() in NO_ID_SWITCHING else "true",
        "SUBSYSTEM": subsystem,
        "LOCALNAME": localname or subsystem,
        "DETECTED_MEMORY": str(_memory_mib()),
        "DETECTED_PHYSICAL_CPUS": str(physical),
        "DETECTED_CPUS": str(logical),
        "DETECTED_CORES": str(logical),
        "DETECTED_CPUS_LIMIT": None,
        "TILDE": _tilde(),
        "HOSTNAME": hostname_full.split(".")[0],
        "FULL_HOSTNAME": hostname_full,
        "USERNAME": _username(),
        "REAL_UID": str(os.getuid()) if hasattr(os, "getuid") else "666",
        "REAL_GID": str(os.getgid()) if hasattr(os, "getgid") else "666",
        "PID": str(os.getpid()),
        "PPID": str(os.getppid()),
        "IP_ADDRESS": _primary_ip(),
        "IP_ADDRESS_IS_IPV6": "false",
        "IPV4_ADDRESS": None,
        "IPV6_ADDRESS": _primary_ip6(),
    }
    values["IPV4_ADDRESS"] = values["IP_ADDRESS"]
    limit = logical
    for var in ("OMP_THREAD_LIMIT", "SLURM_CPUS_ON_NODE"):
        try:
            n = int(str(env.get(var, "0")).strip() or 0)
        except ValueError:
            n = 0
        if 0 < n < limit:
            limit = n
    if limit < logical:
        values["DETECTED_CPUS_LIMIT"] = str(limit)
    for key, value in (overrides or {}).items():
        canonical = next((k for k in values if k.lower() == key.lower()), key)
        values[canonical] = value
    return HostInfo(values)


def _username() -> str | None:
    try:
        import pwd

        return pwd.getpwuid(os.getuid()).pw_name
    except (ImportError, KeyError, AttributeError):
        return os.environ.get("USER")
