"""Reading a config set kept in a repository where it will be installed.

A deployment repository keeps a host's configuration as the files it installs:
``ap/etc/condor/condor_config`` and ``ap/etc/condor/config.d/10-role.conf``, or a role's
``files/etc/condor/...``. The root names the places it is installed at (``LOCAL_CONFIG_DIR =
/etc/condor/config.d``), which are not this tree: read as written, the set would miss its own
fragments, or read the configuration of the machine condor-ls runs on.

A :class:`Relocation` maps such absolute paths into the tree the root lives in. The tree is
found from the root's own place: a root under ``.../etc/...`` stands for the installed
``/etc/...``, so the directory above that ``etc`` stands for ``/``; a root elsewhere (a folder of
the repository holding ``condor_config`` and ``config.d/``) stands for the ``/etc/<name>``
directory the paths it names under ``/etc`` begin with. A path already inside the tree (``$(CONFIG_ROOT)/
config.d``) is read as written; a path the tree does not hold is *not* replaced by the one
on this machine: it is missing here, which the reader records as a part of the configuration
it cannot see.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

#: the directory that holds configuration in an installed tree
ETC = "etc"
#: directories HTCondor itself looks in for its root file besides ``/etc/<name>``
#: (``find_global`` in condor_config.cpp: /etc/condor, /usr/local/etc, ~condor)
INSTALLED_DIRS = ("/usr/local/etc",)


@dataclass(frozen=True)
class Relocation:
    """Where the absolute paths a config set names are found in the tree it is kept in.

    ``tree`` stands for ``/`` (None when only ``/etc/<name>`` paths can be placed); ``home``
    is the directory of the root file."""

    home: str
    tree: str | None

    def locate(self, path: str) -> str:
        """The place of ``path`` (absolute, as the configuration names it) in the tree."""
        if not os.path.isabs(path):
            return path
        normal = os.path.normpath(path)
        if _within(normal, self.home) or (self.tree is not None and _within(normal, self.tree)):
            return normal
        if self.tree is not None:
            return os.path.join(self.tree, normal.lstrip(os.sep))
        parts = normal.split(os.sep)
        # "/etc/<name>/rest": the root stands for /etc/<name>
        if len(parts) >= 3 and parts[0] == "" and parts[1] == ETC:
            return os.path.join(self.home, *parts[3:]) if len(parts) > 3 else self.home
        return normal

    def describe(self) -> str:
        """What stands for what, for messages ("<tree> stands for /")."""
        if self.tree is not None:
            return f"{self.tree} stands for /"
        return f"{self.home} stands for /etc/<name>"


def _within(path: str, directory: str) -> bool:
    return path == directory or path.startswith(directory.rstrip(os.sep) + os.sep)


def for_root(root: str, installed: bool = False) -> Relocation | None:
    """The relocation of the set whose root file is ``root``; None when the root is where
    HTCondor installs it, or ``installed`` says it is the live one (``$CONDOR_CONFIG``): its
    paths are read as written."""
    home = os.path.dirname(os.path.normpath(os.path.abspath(root)))
    if installed or home in INSTALLED_DIRS:
        return None
    parts = home.split(os.sep)
    if ETC in parts[1:]:
        index = len(parts) - 1 - parts[::-1].index(ETC)
        tree = os.sep.join(parts[:index]) or os.sep
        if tree == os.sep:
            return None  # /etc/condor/condor_config: the installed place itself
        return Relocation(home, tree)
    return Relocation(home, None)


__all__ = ["Relocation", "for_root"]
