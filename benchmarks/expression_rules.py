"""What the expression and attribute-name rules cost per keystroke, in-process.

Two shapes: the generated 10,000-line config set of ``config_load.py`` (one of its files is the
document), and the large generated submit file of ``submit_diagnostics.py``. For each, the
document is parsed at a new version, the work every expression rule shares (the config view and
the parsed expression knobs, or the submit file's expanded and parsed expressions) is done first
and timed on its own, then each rule below is timed. The first round is cold; the later ones
follow a one-character edit, which is what a keystroke costs once the server is warm. Also timed:
the expression ranges semantic tokens ask for, and the tokens with and without them.

    python benchmarks/expression_rules.py [--lines 10000] [--blocks 300] [--rounds 6] [--file condor_config]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from config_load import generate  # noqa: E402
from submit_diagnostics import block  # noqa: E402

from condor_ls.analysis.configview.view import config_view  # noqa: E402
from condor_ls.analysis.context import AnalysisContext  # noqa: E402
from condor_ls.analysis.presentation.expression_ranges import expression_ranges  # noqa: E402
from condor_ls.analysis.presentation.semantic_tokens import semantic_tokens  # noqa: E402
from condor_ls.analysis.rules.expressions import parsed_sites  # noqa: E402
from condor_ls.analysis.rules.registry import load_rules  # noqa: E402
from condor_ls.analysis.rules.submit import expression_sites  # noqa: E402
from condor_ls.analysis.settings import Settings  # noqa: E402
from condor_ls.syntax.document import Document  # noqa: E402
from condor_ls.syntax.languages import LanguageId  # noqa: E402

RULES = ("unknown-attribute", "unquoted-word", "constant-error", "undefined-comparison", "deprecated-attribute",
         "missing-attribute-comparison")


def ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def report(label: str, rounds: list[dict[str, float]]) -> None:
    print(label)
    keys = list(rounds[0])
    warm = rounds[1:] or rounds
    print(f"  {'':32} {'cold':>8} {'edit median':>12} {'edit max':>9}   (ms)")
    for key in keys:
        values = [r[key] for r in warm]
        print(f"  {key:32} {rounds[0][key]:8.2f} {statistics.median(values):12.2f} {max(values):9.2f}")


def config_rounds(lines: int, name: str, count: int) -> list[dict[str, float]]:
    rules = load_rules()
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        generate(root, lines)
        path = root / name
        text = path.read_text()
        settings, _ = Settings.from_json({"configRoot": str(root / "condor_config")})
        for version in range(1, count + 1):
            edited = text.replace(" = ", " = x", 1) if version % 2 == 0 else text
            document = Document.parse(path.as_uri(), LanguageId.CONFIG, edited, version)
            context = AnalysisContext(settings=settings)
            found: dict[str, float] = {}
            t0 = time.perf_counter()
            parsed_sites(config_view(document, context), context)
            found["shared: view + parsed knobs"] = ms(t0)
            for code in RULES:
                if LanguageId.CONFIG in rules[code].languages:
                    t0 = time.perf_counter()
                    list(rules[code].check(document, context))
                    found[code] = ms(t0)
            t0 = time.perf_counter()
            ranges = expression_ranges(document, context)
            found["expression ranges"] = ms(t0)
            t0 = time.perf_counter()
            semantic_tokens(document)
            found["semantic tokens, plain"] = ms(t0)
            t0 = time.perf_counter()
            semantic_tokens(document, None, ranges)
            found["semantic tokens, with ClassAd"] = ms(t0)
            out.append(found)
    return out


def submit_rounds(blocks: int, count: int) -> list[dict[str, float]]:
    rules = load_rules()
    text = "".join(block(n) for n in range(blocks))
    out = []
    for version in range(1, count + 1):
        edited = text.replace("# batch 7\n", "# batch 7x\n") if version % 2 == 0 else text
        document = Document.parse("file:///tmp/bench-expression-rules.sub", LanguageId.SUBMIT, edited, version)
        context = AnalysisContext()
        found: dict[str, float] = {}
        t0 = time.perf_counter()
        expression_sites(document)
        found["shared: expanded + parsed"] = ms(t0)
        for code in RULES:
            t0 = time.perf_counter()
            list(rules[code].check(document, context))
            found[code] = ms(t0)
        out.append(found)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--blocks", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--file", default="condor_config", help="file of the generated config set to analyse")
    args = parser.parse_args()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    report(f"config set of {args.lines} lines, document {args.file}:", config_rounds(args.lines, args.file, args.rounds))
    report(f"submit file of {args.blocks} blocks ({args.blocks * 19} lines):", submit_rounds(args.blocks, args.rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
