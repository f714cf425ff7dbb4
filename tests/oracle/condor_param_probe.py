"""Run inside a fresh interpreter: load a config with the htcondor wheel and print knob values.

Input (argv[1], JSON): {"knobs": [...], "subsystem": str | null, "empty_config": path}.  The caller points
CONDOR_CONFIG at the config and passes each knob as an ``_CONDOR___PROBE<i>=$(KNOB)``
environment variable so the *expanded text* is read, not a type-converted value.
Output (stdout, JSON): {"values": {knob: str | null}, "error": str | null}.
"""
from __future__ import annotations

import json
import sys


def main() -> None:
    request = json.loads(sys.argv[1])
    knobs: list[str] = request["knobs"]
    result: dict[str, object] = {"values": {}, "error": None}
    try:
        import os

        real_config = os.environ.get("CONDOR_CONFIG", "")
        if request.get("subsystem"):
            # importing reads the config as a TOOL; read an empty one then, so only the
            # requested subsystem's reading of the real config counts
            os.environ["CONDOR_CONFIG"] = request["empty_config"]
        import htcondor2

        if request.get("subsystem"):
            htcondor2.set_subsystem(request["subsystem"])
            os.environ["CONDOR_CONFIG"] = real_config
            htcondor2.reload_config()
        for index, knob in enumerate(knobs):
            try:
                value = htcondor2.param[f"__PROBE{index}"]
            except KeyError:
                value = None
            result["values"][knob] = value
    except BaseException as exc:  # the oracle's own failure is data, not a crash
        result["error"] = repr(exc)
    sys.stdout.write(json.dumps(result))


if __name__ == "__main__":
    main()
