"""Print the findings of a run directory in full (minimised cases first).

    python -m fuzz.show fuzz/runs/classad-1 [--original]
"""
from __future__ import annotations

import json
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    original = "--original" in args
    paths = [a for a in args if not a.startswith("--")]
    seen = set()
    for run in paths:
        for path in sorted(Path(run).glob("chunk-*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            for f in data["findings"]:
                m = f.get("minimised") or {}
                case = f["case"] if original or not m else m["case"]
                key = json.dumps(case)
                if key in seen:
                    continue
                seen.add(key)
                print(f"== seed {data['seed']} case {f['index']} ({','.join(f['aspects'])})")
                for label, text in zip(("expr", "MY", "TARGET"), case):
                    if text is not None:
                        print(f"  {label}: {text}")
                for d in (m.get("details") if m and not original else f["details"]) or []:
                    print(f"  - {d[:400]}")
                if f["ours"].get("type") == "exception":
                    print("  ours raised:", f["ours"].get("message"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
