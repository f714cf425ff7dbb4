"""Run inside a fresh interpreter: every knob the htcondor wheel knows for one config, expanded.

Input (argv[1], JSON): {"subsystem": str, "empty_config": path, "extra": [names]}.  CONDOR_CONFIG
names the config to read.  The import reads ``empty_config``; the requested subsystem then
reads the real config (``reload_config``), which also drops what the bindings insert on
import (``ENABLE_CLASSAD_CACHING = false``): the answer is what a tool of that subsystem sees.

The knob table is ``htcondor2.param.keys()``: every name with a non-empty value, from the
config and from the compiled default table (the bindings walk both with ``foreach_param``).
``extra`` names are read too (names the caller knows whose value may be empty here).  Each
value is read through a probe macro (``__TABLE_PROBE = $(NAME)``) so it is the expanded text
``condor_config_val`` prints, not a type-converted value.

Output (stdout, JSON): {"keys": [...], "values": {name: str}, "error": str | null}; an empty
value is "".
"""
from __future__ import annotations

import json
import os
import sys


def main() -> None:
    request = json.loads(sys.argv[1])
    result: dict[str, object] = {"keys": [], "values": {}, "error": None}
    try:
        real_config = os.environ.get("CONDOR_CONFIG", "")
        os.environ["CONDOR_CONFIG"] = request["empty_config"]
        import htcondor2

        htcondor2.set_subsystem(request["subsystem"])
        os.environ["CONDOR_CONFIG"] = real_config
        htcondor2.reload_config()
        param = htcondor2.param
        keys = sorted({k for k in param.keys() if k})
        values: dict[str, str] = {}
        for name in keys + [n for n in request.get("extra", []) if n not in keys]:
            param["__TABLE_PROBE"] = f"$({name})"
            try:
                values[name] = param["__TABLE_PROBE"]
            except KeyError:
                values[name] = ""
        result["keys"] = keys
        result["values"] = values
    except BaseException as exc:  # the oracle's own failure is data, not a crash
        result["error"] = repr(exc)
    sys.stdout.write(json.dumps(result))


if __name__ == "__main__":
    main()
