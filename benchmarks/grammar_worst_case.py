"""Parse time of pathological one-megabyte lines in the config and submit grammars.

Each case repeats a fragment that makes a lexer or the external scanner look ahead (unclosed
`$(`, nested defaults, `$$([`, continuation with commented lines, ...) to about 1 MB on one line.
The times should grow linearly with the size; compare a run with ``--size 250000``.

    python benchmarks/grammar_worst_case.py [--size 1000000] [--runs 3]
"""
from __future__ import annotations

import argparse
import time

from condor_ls.syntax.languages import LanguageId, parser

FRAGMENTS: tuple[bytes, ...] = (
    b"$(", b"$(A", b"$(A:", b"$(A:(", b"$$([", b"$$(", b"$INT(", b"$Fqa(", b"\\ ", b"x \\\n# c \\\n",
    b"a b ", b"@=x\n", b"(((", b"if x\n",
)


def main() -> None:
    args = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    args.add_argument("--size", type=int, default=1_000_000)
    args.add_argument("--runs", type=int, default=3)
    opts = args.parse_args()
    for lang in (LanguageId.CONFIG, LanguageId.SUBMIT):
        p = parser(lang)
        for fragment in FRAGMENTS:
            source = b"A = " + fragment * (opts.size // len(fragment)) + b"\nB = 1\n"
            best = min(_time(p, source) for _ in range(opts.runs))
            print(f"{lang.value:14s} {fragment!r:22s} {best * 1000:8.1f} ms")


def _time(p, source: bytes) -> float:
    start = time.perf_counter()
    p.parse(source)
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
