"""Quick fixes: the :class:`Fix` objects the rules attach to diagnostics, as LSP code actions.

The server keeps the findings it last published for each document version; a code-action
request for that version gets the fixes of every finding that touches the requested range.
Edits are byte ranges in our model and are converted with the line index of the document
they edit (the open buffer's, or the file's on disk).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from lsprotocol import types

from ..analysis.model import Diagnostic, TextRange
from ..syntax.positions import LineIndex
from .convert import IndexLookup, to_diagnostic, to_range


def _touches(item: TextRange, start: int, end: int) -> bool:
    """True when the finding overlaps the requested range (an empty request range counts when
    the cursor is inside the finding or at either end of it)."""
    return item.start <= end and start <= item.end


def _wants_quick_fixes(only: Sequence[str] | None) -> bool:
    if not only:
        return True
    kind = types.CodeActionKind.QuickFix.value
    return any(kind == str(k) or kind.startswith(f"{k}.") or str(k) == "" for k in only)


def code_actions(
    uri: str,
    found: Sequence[Diagnostic],
    index: LineIndex,
    request: types.Range,
    lookup: IndexLookup,
    only: Sequence[str] | None = None,
) -> list[types.CodeAction]:
    """The quick fixes of ``found`` (findings of document ``uri``) that touch ``request``."""
    if not _wants_quick_fixes(only):
        return []
    start = index.position_to_offset((request.start.line, request.start.character))
    end = index.position_to_offset((request.end.line, request.end.character))
    actions: list[types.CodeAction] = []
    for diagnostic in found:
        if not diagnostic.fixes or not _touches(diagnostic.range, start, end):
            continue
        shown = to_diagnostic(diagnostic, index, lookup)
        for fix in diagnostic.fixes:
            changes: dict[str, list[types.TextEdit]] = {}
            for edit in fix.edits:
                edit_index = index if edit.uri == uri else lookup(edit.uri)
                if edit_index is None:
                    changes = {}
                    break
                changes.setdefault(edit.uri, []).append(types.TextEdit(to_range(edit_index, edit.range), edit.new_text))
            if not changes:
                continue
            actions.append(types.CodeAction(
                title=fix.title,
                kind=types.CodeActionKind.QuickFix,
                diagnostics=[shown],
                edit=types.WorkspaceEdit(changes=changes),
                is_preferred=fix.preferred or None,
            ))
    return actions


#: signature of the server's look-up of the findings it published for (uri, version)
PublishedLookup = Callable[[str, int], Sequence[Diagnostic] | None]
