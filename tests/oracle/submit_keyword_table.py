"""Print condor_submit's keyword table, as compiled into the htcondor wheel, as JSON.

The wheel's ``libcondor_utils`` exports ``get_submit_keywords()`` (condor_submit's debugging
hook): a pointer to the table of ``{keyword, job attribute, flags}`` rows that ends with a row
whose keyword is NULL. Reading it through ctypes gives the table of the pinned HTCondor
version without its sources. Run in a separate interpreter (the test suite does), since it
loads the wheel's shared libraries; exits with status 3 when the wheel or the symbol is missing.
"""
from __future__ import annotations

import ctypes
import glob
import json
import os
import sys

#: the C++ symbol of ``const SimpleSubmitKeyword * get_submit_keywords()``
SYMBOL = "_Z19get_submit_keywordsv"
#: rows read at most (the table has a few hundred; a missing terminator must not run away)
MAX_ROWS = 5000


class _Row(ctypes.Structure):
    _fields_ = [("key", ctypes.c_char_p), ("attr", ctypes.c_char_p), ("opts", ctypes.c_int)]


def main() -> int:
    try:
        import htcondor2
    except ImportError:
        return 3
    libs = os.path.join(os.path.dirname(os.path.dirname(htcondor2.__file__)), "htcondor.libs")
    found = glob.glob(os.path.join(libs, "libcondor_utils*.so*"))
    if not found:
        return 3
    lib = ctypes.CDLL(found[0])
    function = getattr(lib, SYMBOL, None)
    if function is None:
        return 3
    function.restype = ctypes.POINTER(_Row)
    table = function()
    rows = []
    for index in range(MAX_ROWS):
        row = table[index]
        if not row.key:
            break
        rows.append([row.key.decode(), row.attr.decode() if row.attr else None, row.opts])
    json.dump(rows, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
