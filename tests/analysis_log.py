"""Collects the errors the analysis features log when their safety net catches an exception
(the features return None instead of raising, so tests look at the log)."""
from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record.getMessage() + (f": {record.exc_info[1]!r}" if record.exc_info else ""))


@contextmanager
def failures_logged() -> Iterator[list[str]]:
    handler = _Collect()
    logger = logging.getLogger("condor_ls.analysis")
    logger.addHandler(handler)
    try:
        yield handler.records
    finally:
        logger.removeHandler(handler)
