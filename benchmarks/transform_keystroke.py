"""What the transform rules add to a keystroke's analysis.

A config file with N transform knobs (each like HTCondor's own templates: a REQUIREMENTS, variables,
`if defined MY.x`, SET/EVALSET/EVALMACRO/COPY) is edited inside one transform body; each round
re-analyses the new version with every rule, and with the transform rules disabled, interleaved,
and reports the best and median times. A rules file of M statements is timed the same way.

Run: python benchmarks/transform_keystroke.py [N] [M]   (prints milliseconds; no assertions)
"""
from __future__ import annotations

import statistics
from dataclasses import replace
import sys
import tempfile
import time
from pathlib import Path

BODY = """JOB_TRANSFORM_NAMES = $(JOB_TRANSFORM_NAMES) T{i}
JOB_TRANSFORM_T{i} @=end
  REQUIREMENTS (MY.Stage{i} =?= undefined) && JobUniverse == 5
  who = "$(MY.Owner)@example.org"
  extra = ifThenElse(TARGET.AuthenticatedIdentity is undefined, true, $(who) == TARGET.AuthenticatedIdentity)
  EVALMACRO pause = 60 + random(30)
  COPY Owner = Owner{i}
  if defined MY.Requirements
    SET Requirements $(extra) && ($(MY.Requirements))
  else
    SET Requirements $(extra)
  endif
  SET Stage{i} true
  SET Pause{i} $(pause)
  EVALSET Group{i} = join(".", AcctGroup, Owner)
  DELETE /^Tmp{i}_/
@end
"""


def _time(fn, rounds: int) -> list[float]:
    out = []
    for _ in range(rounds):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1e3)
    return out


def main() -> None:
    from condor_ls.analysis.context import AnalysisContext
    from condor_ls.analysis.rules.registry import diagnostics, load_rules
    from condor_ls.analysis.settings import RuleSettings, Settings
    from condor_ls.syntax.document import Document
    from condor_ls.syntax.languages import LanguageId

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    m = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    transform_codes = [c for c in load_rules() if c.startswith("transform")]
    without = replace(Settings(), rules=RuleSettings(disable=frozenset(transform_codes)))

    directory = Path(tempfile.mkdtemp())
    config = "".join(BODY.format(i=i) for i in range(n))
    path = directory / "condor_config"
    path.write_text(config)
    at = config.index(f"SET Stage{n // 2} true") + len("SET Stage")
    typed = iter(range(10**6))

    def versions(count: int) -> list[Document]:
        """Fresh versions, one typed character apart, inside the middle transform (nothing is
        shared with earlier rounds but what a real keystroke shares: the other transforms)."""
        out = []
        for _ in range(count):
            k = next(typed)
            text = config[:at] + f"x{k}" + config[at:]
            out.append(Document.parse(path.as_uri(), LanguageId.CONFIG, text, k))
        return out

    def run(settings: Settings | None) -> list[float]:
        times = []
        for document in versions(20):
            t = time.perf_counter()
            diagnostics(document, AnalysisContext(settings=settings or Settings()))
            times.append((time.perf_counter() - t) * 1e3)
        return times

    run(None)  # warm caches (schemas, the read cache)
    with_rules, without_rules = [], []
    for _ in range(3):  # interleaved: the machine's speed drifts
        with_rules += run(None)
        without_rules += run(without)
    print(f"config with {n} transforms ({len(config.splitlines())} lines), a keystroke in one body:")
    print(f"  all rules            best {min(with_rules):7.1f} ms  median {statistics.median(with_rules):7.1f} ms")
    print(f"  transform rules off  best {min(without_rules):7.1f} ms  median {statistics.median(without_rules):7.1f} ms")

    rules_text = "".join(f"v{i} = {i}\nSET A{i} = $(v{i}) + Other{i}\nCOPY /^B{i}_(.*)/ C{i}_\\1\n"
                         for i in range(m // 3))
    rules_path = directory / "rules.xform"
    middle = rules_text.index(f"SET A{m // 6} ") + len("SET A")
    times = []
    for k in range(60):
        text = rules_text[:middle] + f"x{k}" + rules_text[middle:]
        document = Document.parse(rules_path.as_uri(), LanguageId.TRANSFORM, text, k)
        t = time.perf_counter()
        diagnostics(document, AnalysisContext())
        times.append((time.perf_counter() - t) * 1e3)
    print(f"rules file of {len(rules_text.splitlines())} lines, a keystroke:")
    print(f"  all rules            best {min(times):7.1f} ms  median {statistics.median(times):7.1f} ms")


if __name__ == "__main__":
    main()
