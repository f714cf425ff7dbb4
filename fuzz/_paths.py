"""Put ``tests/`` on the import path so the harness can reuse the differential test helpers
(``tests/oracle/reference.py``: the library in a restartable worker process; ``cases.py``: the
comparison rules and the case-file format)."""
from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TESTS = REPO / "tests"
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))
