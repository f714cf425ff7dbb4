"""An encoding error handler for text that may hold lone surrogates.

Text read from disk is decoded with ``surrogateescape``, so a byte that is not UTF-8 comes back
as U+DC80..U+DCFF and encodes back to itself. Text an LSP client (or a JSON batch line) sends can
also hold *other* lone surrogates (``"\\ud800"`` is valid JSON), which ``surrogateescape`` refuses
with UnicodeEncodeError. :data:`RAW` names a handler that keeps ``surrogateescape``'s round trip
for U+DC80..U+DCFF and writes any other surrogate as its three-byte form (what ``surrogatepass``
writes, and what the documents' byte offsets count), so ``text.encode("utf-8", RAW)`` never fails; ``data.decode("utf-8", RAW)`` gives such text back.

This module imports nothing from condor-ls: every layer may use it. Importing it registers the
handler, so import :data:`RAW` from here rather than spelling its name.
"""
from __future__ import annotations

import codecs

#: the handler's registered name: ``text.encode("utf-8", RAW)``
RAW = "condor-ls-raw"


def _raw(err: UnicodeError) -> tuple[bytes | str, int]:
    if isinstance(err, UnicodeDecodeError):
        return _undo(err)
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


def _undo(err: UnicodeDecodeError) -> tuple[str, int]:
    """Decoding with RAW undoes encoding with it: a surrogate's three-byte form becomes that
    surrogate again, any other byte that is not UTF-8 becomes U+DC80..U+DCFF."""
    data, at = err.object, err.start
    if at + 3 <= len(data) and data[at] == 0xED and 0xA0 <= data[at + 1] <= 0xBF and 0x80 <= data[at + 2] <= 0xBF:
        return bytes(data[at:at + 3]).decode("utf-8", "surrogatepass"), at + 3
    return chr(0xDC00 + data[at]), at + 1


codecs.register_error(RAW, _raw)


def utf8(text: str) -> bytes:
    """``text`` as bytes, raw bytes kept and other lone surrogates written as-is."""
    return text.encode("utf-8", RAW)
