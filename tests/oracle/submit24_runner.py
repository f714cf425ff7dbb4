"""Make job ads with the HTCondor 24.0 version-1 bindings (``htcondor.Submit(text).jobs()``).

Run by the differential tests in an interpreter that has ``htcondor==24.0.24`` (not the test
suite's own, which has the pinned 25 wheel). Reads a JSON list of cases on standard input
(``text``, ``cwd``, ``environ`` (the whole environment), ``qdate``, ``owner``, ``cluster``,
``count`` (procs at most))
and writes, per case, ``{"ads": [{name: value text}], "error": message or null}``: each ad as
``printOld()`` spells its attributes.
"""
import json
import os
import sys


def main() -> int:
    cases = json.load(sys.stdin)
    os.environ.setdefault("CONDOR_CONFIG", "/dev/null")
    import warnings

    warnings.simplefilter("ignore")
    import htcondor

    out = []
    for case in cases:
        os.environ.clear()
        os.environ.update(case["environ"])
        os.chdir(case["cwd"])
        result = {"ads": [], "error": None}
        try:
            sub = htcondor.Submit(case["text"])
            limit = case.get("count", 1000)
            for index, ad in enumerate(sub.jobs(clusterid=case.get("cluster", 1), qdate=case["qdate"],
                                               owner=case.get("owner", "nobody"))):
                if index >= limit:
                    break
                attrs = {}
                for line in ad.printOld().splitlines():
                    name, sep, value = line.partition(" = ")
                    if sep:
                        attrs[name] = value
                result["ads"].append(attrs)
        except Exception as err:  # the bindings raise for every submit-time error
            result["error"] = f"{type(err).__name__}: {err}"
        out.append(result)
    json.dump(out, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
