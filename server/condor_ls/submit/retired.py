"""Submit commands condor_submit used to read and no longer does.

A retired command is only a macro definition to today's condor_submit: it sets nothing, and
condor_submit warns that the line "was unused ... Is it a typo?" (``SubmitHash::warn_unused``
in src/condor_utils/submit_utils.cpp). Files written for older pools still carry them, so they
deserve a message that says what happened rather than "not a submit command".

The table was made by comparing the ``SUBMIT_KEY_``/``SUBMIT_CMD_`` names of
``submit_utils.h`` across HTCondor's releases (8.8, 9.0, 10.0, 23.0, 24.0 and the 25 head):
``gone_in`` is the first of those releases whose condor_submit no longer reads the name (it
went away in that release or in one of the feature releases just before it).
"""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Retired", "RETIRED", "retired"]


@dataclass(frozen=True)
class Retired:
    """``name`` is gone from condor_submit as of HTCondor ``gone_in``; ``purpose`` says what
    it did (our words), ``replacement`` names the command to use instead, if any."""

    name: str
    gone_in: str
    purpose: str
    replacement: str | None = None


_TABLE = (
    Retired("copy_to_spool", "25", "copied the executable into the spool directory at submit time (spooling the "
            "input sandbox with `condor_submit -spool` is not affected)"),
    Retired("interactive_exectuable", "25", "was 24.0's misspelt name of the interactive session's executable",
            "interactive_executable"),
    Retired("globus_rematch", "23.0", "set when a grid job of a retired grid type (Globus, then `nordugrid`) "
            "was matched again"),
    Retired("globus_resubmit", "23.0", "set when a grid job of a retired grid type (Globus, then `nordugrid`) "
            "was submitted again"),
    Retired("nordugrid_rsl", "23.0", "belonged to the retired `nordugrid` grid type"),
    Retired("arc_rsl", "23.0", "gave the ARC grid type RSL text; the `arc` grid type now takes "
            "`arc_resources`, `arc_rte`, `arc_application` and `arc_data_staging`"),
    Retired("rootdir", "23.0", "ran the job under a different root directory"),
    Retired("vmware_dir", "23.0", "belonged to the VMware vm type, which condor_submit now refuses"),
    Retired("vmware_should_transfer_files", "23.0", "belonged to the VMware vm type, which condor_submit now refuses"),
    Retired("vmware_snapshot_disk", "23.0", "belonged to the VMware vm type, which condor_submit now refuses"),
    Retired("globus_rsl", "10.0", "belonged to the retired `gt2`/`gt5` (Globus) grid types"),
    Retired("gridshell", "10.0", "wrapped grid jobs in a grid shell"),
    Retired("cream_attributes", "10.0", "belonged to the retired `cream` grid type"),
    Retired("keystore_alias", "10.0", "belonged to the retired `unicore` grid type"),
    Retired("keystore_file", "10.0", "belonged to the retired `unicore` grid type"),
    Retired("keystore_passphrase_file", "10.0", "belonged to the retired `unicore` grid type"),
    Retired("boinc_authenticator_file", "10.0", "belonged to the retired `boinc` grid type"),
    Retired("allow_startup_script", "10.0", "belonged to the retired standard universe"),
    Retired("allowstartupscript", "10.0", "belonged to the retired standard universe"),
    Retired("want_remote_io", "10.0", "set `WantRemoteIO`, the remote I/O of the retired standard universe"),
)

#: lower-cased name -> its entry
RETIRED: dict[str, Retired] = {entry.name: entry for entry in _TABLE}


def retired(name: str, version: str = "25") -> Retired | None:
    """The entry for ``name`` when the condor_submit of ``version`` (``25`` or ``24.0``) no
    longer reads it, else None."""
    entry = RETIRED.get(name.strip().lower())
    if entry is None:
        return None
    if version == "24.0" and entry.gone_in == "25":
        return None  # 24.0's condor_submit still reads it
    return entry
