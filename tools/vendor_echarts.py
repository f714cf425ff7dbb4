"""Refresh the charting library the HTML reports inline: Apache ECharts' released, minified
browser build, taken from the npm registry with npm itself (``npm pack``), with its licence
files, into ``server/condor_ls/pictures/data/``; ``VENDOR.json`` records the version, the licence
and each file's SHA-256 (tests/test_pictures.py checks them).

    python tools/vendor_echarts.py [VERSION]     (default: the version VENDOR.json records)

Why ECharts: one file draws both the state machine (a graph series with fixed positions) and the
per-clause bar charts, renders to SVG (so the page's diagram can be inspected as DOM), needs no
network at view time, is Apache-2.0 and maintained by the Apache Software Foundation.
"""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEST = ROOT / "server" / "condor_ls" / "pictures" / "data"
PACKAGE = "echarts"
#: tarball member -> file name under DEST
FILES = {
    "package/dist/echarts.min.js": "echarts.min.js",
    "package/LICENSE": "ECHARTS-LICENSE.txt",
    "package/NOTICE": "ECHARTS-NOTICE.txt",
    "package/licenses/LICENSE-d3": "ECHARTS-LICENSE-d3.txt",
}
PERMISSIVE = {"Apache-2.0", "MIT", "BSD-2-Clause", "BSD-3-Clause", "ISC"}


def main(argv: list[str]) -> int:
    record = DEST / "VENDOR.json"
    version = argv[0] if argv else json.loads(record.read_text())["version"]
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(["npm", "pack", f"{PACKAGE}@{version}", "--pack-destination", tmp, "--json", "--silent"],
                             check=True, capture_output=True, text=True).stdout
        tarball = Path(tmp) / json.loads(out)[0]["filename"]
        with tarfile.open(tarball) as archive:
            meta = json.load(archive.extractfile("package/package.json"))  # type: ignore[arg-type]
            if meta.get("license") not in PERMISSIVE:
                print(f"vendor: {PACKAGE} {version} is licensed {meta.get('license')!r}, not a permissive licence", file=sys.stderr)
                return 1
            hashes = {}
            for member, name in FILES.items():
                data = archive.extractfile(member).read()  # type: ignore[union-attr]
                (DEST / name).write_bytes(data)
                hashes[name] = hashlib.sha256(data).hexdigest()
    record.write_text(json.dumps({"name": PACKAGE, "version": meta["version"], "license": meta["license"],
                                  "homepage": meta.get("homepage", ""), "source": f"npm pack {PACKAGE}@{meta['version']}",
                                  "script": "echarts.min.js", "sha256": hashes}, indent=1) + "\n")
    print(f"vendor: {PACKAGE} {meta['version']} ({meta['license']}) -> {DEST.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
