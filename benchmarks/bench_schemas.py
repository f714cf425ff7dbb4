"""Load and lookup speed of the schema tables (knobs, templates, submit commands, attributes).

Run: python benchmarks/bench_schemas.py  (prints milliseconds / microseconds; no assertions).
"""
from __future__ import annotations

import time


def _ms(fn) -> float:
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1e3


def main() -> None:
    from condor_ls.classad import attributes
    from condor_ls.config import knobs
    from condor_ls.submit import commands

    print(f"knobs.table()        {_ms(knobs.table):8.1f} ms  ({len(knobs.table().knobs)} knobs, "
          f"{len(knobs.table().patterns)} families)")
    print(f"knobs.templates()    {_ms(knobs.templates):8.1f} ms  ({len(knobs.templates())} templates)")
    print(f"commands.table()     {_ms(commands.table):8.1f} ms")
    print(f"attributes (3 ads)   {_ms(lambda: [attributes.table(a) for a in attributes.ADS]):8.1f} ms")
    n = 20_000
    for label, names in (("fixed-name hit", ["START"] * n),
                         ("family hit", [f"SLOT_TYPE_{i}_PARTITIONABLE" for i in range(n)]),
                         ("miss", [f"NOT_A_KNOB_{i}" for i in range(n)])):
        t = time.perf_counter()
        for name in names:
            knobs.lookup(name)
        print(f"knobs.lookup {label:15s} {(time.perf_counter() - t) / n * 1e6:8.2f} us")
    print(f"knobs.did_you_mean   {_ms(lambda: knobs.did_you_mean('DAEMONLIST')):8.1f} ms")


if __name__ == "__main__":
    main()
