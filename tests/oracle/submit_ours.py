"""condor-ls's side of the 24.0 differential tests: the same cases through
:func:`condor_ls.submit.jobads.build_job_ads`, ads spelled as ``printOld()`` spells them."""
from __future__ import annotations

import os

from condor_ls.classad.unparse import quote_name, unparse
from condor_ls.submit.jobads import SubmitOptions, build_job_ads, config_lookup


def oracle_environ(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The whole environment a case runs with (the same on both sides): a fixed minimal one
    (no configuration file) plus the case's own variables."""
    env = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/"), "CONDOR_CONFIG": "/dev/null"}
    env.update(extra or {})
    return env


def run_ours(case: dict, version: str = "24.0") -> dict:
    env = case["environ"]
    config = config_lookup(None, version=version, environ=env, cwd=case["cwd"])
    options = SubmitOptions(version=version, cluster=case.get("cluster", 1), submit_file="", cwd=case["cwd"],
                            config=config, environ=env, submit_time=case["qdate"], user=case.get("owner", "nobody"))
    result = build_job_ads(case["text"], None, options)
    ads = []
    limit = case.get("count", 1000)
    for proc in result.procs():
        if len(ads) >= limit:
            break
        # names as printOld() spells them (quoted when not plain identifiers)
        ads.append({quote_name(name, old=True): unparse(expr, old=True) for name, expr in proc.ad.items()})
        if proc.failed:
            break
    errors = [p for p in result.problems if p.severity == "error"]
    failed = result.failed
    return {"ads": ads if not failed else [], "error": (errors[0].message if errors else "failed") if failed else None,
            "problems": result.problems}


def materialise(root: str, case: dict) -> str:
    """Create a case's files under ``root``; returns its working directory."""
    os.makedirs(root, exist_ok=True)
    for path, content in (case.get("files") or {}).items():
        full = os.path.join(root, path)
        if path.endswith("/"):
            os.makedirs(full, exist_ok=True)
            continue
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as fh:
            fh.write(content)
    return root
