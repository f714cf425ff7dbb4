"""An encoding error handler for text that may hold lone surrogates.

Text read from disk is decoded with ``surrogateescape``, so a byte that is not UTF-8 comes back
as U+DC80..U+DCFF and encodes back to itself. Text an LSP client (or a JSON batch line) sends can
also hold *other* lone surrogates (``"\\ud800"`` is valid JSON), which ``surrogateescape`` refuses
with UnicodeEncodeError. :data:`RAW` names a handler that keeps ``surrogateescape``'s round trip
for U+DC80..U+DCFF and writes any other surrogate as its three-byte form (what ``surrogatepass``
writes, and what the documents' byte offsets count), so ``text.encode("utf-8", RAW)`` never fails.

This module imports nothing from condor-ls: every layer may use it. Importing it registers the
handler, so import :data:`RAW` from here rather than spelling its name.
"""
from __future__ import annotations

import codecs

#: the handler's registered name: ``text.encode("utf-8", RAW)``
RAW = "condor-ls-raw"


def _raw(err: UnicodeError) -> tuple[bytes, int]:
    if not isinstance(err, UnicodeEncodeError):
        raise err
    out = bytearray()
    for ch in err.object[err.start:err.end]:
        code = ord(ch)
        if 0xDC80 <= code <= 0xDCFF:
            out.append(code - 0xDC00)
        elif 0xD800 <= code <= 0xDFFF:
            out += ch.encode("utf-8", "surrogatepass")
        else:  # only surrogates reach here from UTF-8; anything else is not ours to invent
            raise err
    return bytes(out), err.end


codecs.register_error(RAW, _raw)


def utf8(text: str) -> bytes:
    """``text`` as bytes, raw bytes kept and other lone surrogates written as-is."""
    return text.encode("utf-8", RAW)
