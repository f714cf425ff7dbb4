"""condor-ls with one extra rule, for testing dependency tracking end to end.

The rule ``test-depends-on`` reads the file named on a ``# depends-on: PATH`` line of a config
document through the analysis context (which records it as a dependency) and reports that
file's first line, so a test can see when the server re-analysed after the file changed.
"""
from __future__ import annotations

import logging
import re
import sys
from collections.abc import Iterator

from condor_ls.analysis.context import AnalysisContext
from condor_ls.analysis.rules.registry import rule
from condor_ls.analysis.model import Diagnostic, Severity, TextRange
from condor_ls.lsp.server import create_server
from condor_ls.syntax.document import Document
from condor_ls.syntax.languages import LanguageId

_DEPENDS = re.compile(r"^# depends-on: (\S+)", re.MULTILINE)


@rule("test-depends-on", severity=Severity.INFORMATION, summary="test probe", languages=[LanguageId.CONFIG])
def depends_on(document: Document, context: AnalysisContext) -> Iterator[Diagnostic]:
    """Reports the first line of the file named by a ``# depends-on:`` comment."""
    for match in _DEPENDS.finditer(document.text):
        text = context.read_text(match.group(1))
        first = "(unreadable)" if text is None else (text.splitlines() or [""])[0]
        yield Diagnostic(TextRange(match.start(), match.end()), f"dependency says: {first}")


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    create_server().start_io()
