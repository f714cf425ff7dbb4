"""Parse speed of the condor_config grammar on a large, realistic configuration.

Generates a 10,000-line condor_config (knobs, comments, if/elif/else blocks, continuation
lines, macro references, ``@=`` multi-line values, metaknobs, includes), then reports the median
of many runs of

* a full parse from scratch, and
* an incremental re-parse after a one-character edit in the middle of the file
  (through ``Document.apply_changes``, i.e. the path the language server takes per keystroke).

Targets on a 2-core machine: full < 30 ms, incremental < 2 ms.

    python benchmarks/parse.py [--lines 10000] [--runs 50]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from condor_ls.syntax.document import Document, TextChange, encode
from condor_ls.syntax.languages import LanguageId, parser
from condor_ls.syntax.positions import Position

SUBSYSTEMS = ("STARTD", "SCHEDD", "MASTER", "COLLECTOR", "NEGOTIATOR", "SHADOW", "STARTER")
WORDS = ("memory", "cpus", "disk", "slot", "owner", "policy", "retry", "timeout", "limit", "pool")


def _knob(rng: random.Random, n: int) -> str:
    name = f"{rng.choice(WORDS).upper()}_{rng.choice(WORDS).upper()}_{n}"
    if rng.random() < 0.2:
        name = f"{rng.choice(SUBSYSTEMS)}.{name}"
    return name


def _value(rng: random.Random, n: int) -> str:
    return rng.choice((
        str(rng.randint(0, 100000)),
        "True",
        f"$(LOCAL_DIR)/{rng.choice(WORDS)}/{n}",
        f"$({rng.choice(WORDS).upper()}_{n - 1}:default) + {rng.randint(1, 9)}",
        f"(KeyboardIdle > 15 * $(MINUTE)) && (LoadAvg - CondorLoadAvg) <= {rng.random():.2f}",
        f"ifThenElse(TARGET.RequestMemory > {rng.randint(1, 64)} * 1024, \"big\", \"small\")",
        f"$(DAEMON_LIST), {rng.choice(SUBSYSTEMS)}",
        f"$ENV(HOME)/.condor/{n}",
        "$INT(DETECTED_CORES / 2)",
    ))


def generate_config(lines: int, seed: int = 7) -> str:
    """A configuration of about ``lines`` lines with every construct the grammar handles."""
    rng = random.Random(seed)
    out: list[str] = ["# generated benchmark configuration", "use ROLE : Execute", "use FEATURE : GPUs"]
    n = 0
    while len(out) < lines:
        n += 1
        kind = rng.random()
        if kind < 0.55:
            out.append(f"{_knob(rng, n)} = {_value(rng, n)}")
        elif kind < 0.70:
            out.append(f"# {' '.join(rng.choice(WORDS) for _ in range(rng.randint(2, 10)))}")
        elif kind < 0.78:
            out += [f"if version >= 8.{rng.randint(0, 9)}.0",
                    f"  {_knob(rng, n)} = {_value(rng, n)}",
                    f"elif defined {_knob(rng, n - 1)}",
                    f"  {_knob(rng, n)} = {_value(rng, n)}",
                    "else",
                    f"  {_knob(rng, n)} = {_value(rng, n)}",
                    "endif"]
        elif kind < 0.86:
            out += [f"{_knob(rng, n)} = {_value(rng, n)} \\",
                    f"    && {_value(rng, n)} \\",
                    f"    || {_value(rng, n)}"]
        elif kind < 0.91:
            out += [f"{_knob(rng, n)} @=end",
                    f"  {_value(rng, n)}",
                    f"  {_value(rng, n)}",
                    "@end"]
        elif kind < 0.94:
            out.append(f"include ifexist : $(LOCAL_DIR)/extra_{n}.config")
        elif kind < 0.97:
            out.append("")
        else:
            out.append(f"{_knob(rng, n)} = $({_knob(rng, n - 1)}) $(FULL_HOSTNAME)")
    return "\n".join(out) + "\n"  # whole constructs only: may overshoot by a few lines


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main() -> None:
    arg_parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arg_parser.add_argument("--lines", type=int, default=10_000)
    arg_parser.add_argument("--runs", type=int, default=50)
    args = arg_parser.parse_args()

    text = generate_config(args.lines)
    source = encode(text)
    ts_parser = parser(LanguageId.CONFIG)

    full: list[float] = []
    for _ in range(args.runs):
        start = time.perf_counter()
        tree = ts_parser.parse(source)
        full.append(time.perf_counter() - start)

    document = Document.parse("file:///bench/condor_config", LanguageId.CONFIG, text)
    middle = args.lines // 2
    line = document.line_index.line_text(middle)
    column = len(line) // 2
    incremental: list[float] = []
    parse_only: list[float] = []
    for i in range(args.runs):
        # alternate inserting and deleting one character so the text does not drift
        insert = i % 2 == 0
        change = TextChange("x", (Position(middle, column), Position(middle, column))) if insert \
            else TextChange("", (Position(middle, column), Position(middle, column + 1)))
        start = time.perf_counter()
        edited = document.apply_changes([change])
        incremental.append(time.perf_counter() - start)
        # the tree-sitter part alone: re-parse the already-edited copy of the old tree
        old = document.tree.copy()
        start_byte = document.line_index.position_to_offset((middle, column))
        old.edit(start_byte=start_byte, old_end_byte=start_byte + (0 if insert else 1),
                 new_end_byte=start_byte + (1 if insert else 0),
                 start_point=(middle, column), old_end_point=(middle, column + (0 if insert else 1)),
                 new_end_point=(middle, column + (1 if insert else 0)))
        start = time.perf_counter()
        ts_parser.parse(edited.source, old)
        parse_only.append(time.perf_counter() - start)
        document = edited

    from condor_ls.analysis.rules.syntax import missing_tokens, syntax_errors
    from condor_ls.analysis.context import AnalysisContext

    analysis: list[float] = []
    for _ in range(max(5, args.runs // 5)):
        start = time.perf_counter()
        found = [*syntax_errors(document, AnalysisContext()), *missing_tokens(document, AnalysisContext())]
        analysis.append(time.perf_counter() - start)

    errors = tree.root_node.has_error
    print(f"condor_config: {text.count(chr(10))} lines, {len(source)} bytes, "
          f"{tree.root_node.descendant_count} nodes, tree has errors: {errors}")
    print(f"full parse:                          median {median_ms(full):7.2f} ms over {args.runs} runs")
    print(f"incremental re-parse (tree-sitter):  median {median_ms(parse_only):7.3f} ms")
    print(f"apply_changes (edit + re-parse):     median {median_ms(incremental):7.3f} ms")
    print(f"syntax rules (whole document):       median {median_ms(analysis):7.2f} ms, {len(found)} findings")


if __name__ == "__main__":
    main()
