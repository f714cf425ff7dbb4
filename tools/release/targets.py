"""What the release builds for, as data: the CPython versions the bundled server supports and,
per VS Code platform target, the wheel platform tags it accepts and the environment that
dependency markers are evaluated in.

Read by ``bundle.py`` (the wheels a platform ``.vsix`` carries), ``check_dists.py`` (what the
wheels must be) and the release workflow (through ``python tools/release/targets.py --json``).
"""
from __future__ import annotations

import json
import sys
from dataclasses import asdict, dataclass

#: CPython versions whose dependency wheels a platform package carries (the project needs >= 3.10;
#: condor-ls' own wheel is abi3, so only the dependencies differ per version)
PYTHONS: tuple[str, ...] = ("3.10", "3.11", "3.12", "3.13", "3.14")


def _manylinux(arch: str, newest_glibc: int) -> tuple[str, ...]:
    """manylinux tags from glibc 2.``newest_glibc`` down to 2.5, newest first, with the old aliases."""
    legacy = {17: "manylinux2014", 12: "manylinux2010", 5: "manylinux1"}
    out: list[str] = []
    for minor in range(newest_glibc, 4, -1):
        out.append(f"manylinux_2_{minor}_{arch}")
        # manylinux2014 was defined for every architecture, the two older names for Intel only
        if minor == 17 or (minor in legacy and arch in ("x86_64", "i686")):
            out.append(f"{legacy[minor]}_{arch}")
    return tuple(out)


def _macos(arch: str, newest: tuple[int, int], oldest: tuple[int, int]) -> tuple[str, ...]:
    """macosx tags from ``newest`` down to ``oldest``, with the universal2 build of each."""
    versions: list[tuple[int, int]] = []
    major, minor = newest
    while (major, minor) >= oldest:
        versions.append((major, minor))
        if major > 10:
            major, minor = (major - 1, 0) if major > 11 else (10, 16)
        else:
            minor -= 1
    return tuple(f"macosx_{ma}_{mi}_{kind}" for ma, mi in versions for kind in (arch, "universal2"))


@dataclass(frozen=True)
class Target:
    """One VS Code platform target (``vsce package --target NAME``)."""

    name: str
    #: wheel platform tags this target's Python accepts, most preferred first
    platforms: tuple[str, ...]
    #: the PEP 508 marker values of that platform (python_version is added per version)
    markers: dict[str, str]
    #: the cibuildwheel build identifier pattern that makes condor-ls' own wheel for it
    cibuildwheel: str
    #: the runner of the release workflow that builds that wheel
    runner: str


#: VS Code targets -> wheel tags. Linux: glibc 2.28, the oldest VS Code itself runs on; macOS: up to
#: 14.0 (the newest wheels of google-re2 are built for 13 on Intel and 14 on Apple silicon).
TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("linux-x64", _manylinux("x86_64", 28),
           {"sys_platform": "linux", "platform_system": "Linux", "platform_machine": "x86_64", "os_name": "posix"},
           "cp310-manylinux_x86_64", "ubuntu-latest"),
    Target("linux-arm64", _manylinux("aarch64", 28),
           {"sys_platform": "linux", "platform_system": "Linux", "platform_machine": "aarch64", "os_name": "posix"},
           "cp310-manylinux_aarch64", "ubuntu-24.04-arm"),
    Target("darwin-x64", _macos("x86_64", (14, 0), (10, 9)),
           {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "x86_64", "os_name": "posix"},
           "cp310-macosx_x86_64", "macos-15-intel"),
    Target("darwin-arm64", _macos("arm64", (14, 0), (11, 0)),
           {"sys_platform": "darwin", "platform_system": "Darwin", "platform_machine": "arm64", "os_name": "posix"},
           "cp310-macosx_arm64", "macos-14"),
    Target("win32-x64", ("win_amd64",),
           {"sys_platform": "win32", "platform_system": "Windows", "platform_machine": "AMD64", "os_name": "nt"},
           "cp310-win_amd64", "windows-latest"),
)}

#: markers every target shares (CPython only)
COMMON_MARKERS = {"platform_python_implementation": "CPython", "implementation_name": "cpython"}


def marker_environment(target: Target, python: str) -> dict[str, str]:
    """The full marker environment of ``target`` running CPython ``python`` (``3.12``)."""
    return {**COMMON_MARKERS, **target.markers, "python_version": python, "python_full_version": f"{python}.0",
            "implementation_version": f"{python}.0", "platform_release": "", "platform_version": ""}


def host_target() -> str | None:
    """The VS Code target of the machine running this, when it is one we build."""
    import platform

    machine = platform.machine().lower()
    arch = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64", "arm64": "arm64"}.get(machine)
    system = {"linux": "linux", "darwin": "darwin", "win32": "win32"}.get(sys.platform)
    name = f"{system}-{arch}" if system and arch else None
    return name if name in TARGETS else None


if __name__ == "__main__":
    if sys.argv[1:] == ["--json"]:
        print(json.dumps({"pythons": PYTHONS, "targets": [asdict(t) for t in TARGETS.values()]}, indent=1))
    elif sys.argv[1:] == ["--host"]:
        print(host_target() or "")
    else:
        print("\n".join(TARGETS))
