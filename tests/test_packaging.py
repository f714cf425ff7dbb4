"""What a non-editable install ships: every module directory is a package setuptools finds.

An editable install imports straight from the source tree, where a directory without
``__init__.py`` still imports as a namespace package; a built wheel leaves it out. CI installs
a wheel, so a missing ``__init__.py`` must fail here first.
"""

from __future__ import annotations

from pathlib import Path

from setuptools import find_packages

SERVER = Path(__file__).resolve().parent.parent / "server"


def module_directories() -> set[str]:
    found = set()
    for source in (SERVER / "condor_ls").rglob("*.py"):
        if "__pycache__" in source.parts:
            continue
        found.add(".".join(source.parent.relative_to(SERVER).parts))
    return found


def test_every_module_directory_is_a_discovered_package() -> None:
    discovered = set(find_packages(str(SERVER)))
    missing = sorted(module_directories() - discovered)
    assert not missing, f"directories a wheel would leave out (no __init__.py): {missing}"


def test_every_data_directory_is_declared_as_package_data() -> None:
    pyproject = (SERVER.parent / "pyproject.toml").read_text()
    for data_dir in (SERVER / "condor_ls").rglob("data"):
        if data_dir.is_dir() and any(data_dir.iterdir()):
            package = ".".join(data_dir.parent.relative_to(SERVER).parts)
            assert f'"{package}" = ["data/*"]' in pyproject, f"{package}/data is not shipped"
