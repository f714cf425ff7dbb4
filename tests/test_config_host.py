"""Predefined macros: detected from the host, replaceable for previews."""
from __future__ import annotations

from condor_ls.config.host import EARLY, LATE, detect


def test_every_predefined_name_is_considered() -> None:
    values = detect("SCHEDD").values
    assert set(EARLY) | set(LATE) <= set(values)
    assert values["SUBSYSTEM"] == "SCHEDD" and values["LOCALNAME"] == "SCHEDD"
    assert int(values["DETECTED_CPUS"]) >= 1 and int(values["DETECTED_MEMORY"]) >= 0


def test_local_name_and_overrides() -> None:
    values = detect("STARTD", "slot_a", {"full_hostname": "n7.example.org", "ARCH": "aarch64"}).values
    assert values["LOCALNAME"] == "slot_a"
    assert values["FULL_HOSTNAME"] == "n7.example.org" and values["ARCH"] == "aarch64"


def test_thread_limit_from_the_environment() -> None:
    values = detect("STARTD", environ={"OMP_THREAD_LIMIT": "1"}).values
    if int(values["DETECTED_CPUS"]) > 1:
        assert values["DETECTED_CPUS_LIMIT"] == "1"
    assert detect("STARTD", environ={"OMP_THREAD_LIMIT": "junk"}).values["DETECTED_CPUS_LIMIT"] is None
