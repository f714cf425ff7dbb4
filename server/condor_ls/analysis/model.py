"""Plain result types of the analysis layer, independent of any editor protocol.

Ranges are byte offsets into the UTF-8 text of the document they belong to (the same offsets
tree-sitter nodes and AST spans carry); the LSP adapter converts them to line/character
positions with the document's ``LineIndex``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum


class Severity(IntEnum):
    """Diagnostic severities, numbered as in LSP so conversion is the identity."""

    ERROR = 1
    WARNING = 2
    INFORMATION = 3
    HINT = 4

    @classmethod
    def parse(cls, value: object) -> Severity | None:
        """Accept a name ("error", "warn", "info", "hint"...) or LSP number; None if neither."""
        if isinstance(value, Severity):
            return value
        if isinstance(value, int) and not isinstance(value, bool):
            return cls(value) if 1 <= value <= 4 else None
        if isinstance(value, str):
            return _SEVERITY_NAMES.get(value.strip().lower())
        return None


_SEVERITY_NAMES: dict[str, Severity] = {
    "error": Severity.ERROR,
    "warning": Severity.WARNING,
    "warn": Severity.WARNING,
    "information": Severity.INFORMATION,
    "info": Severity.INFORMATION,
    "hint": Severity.HINT,
}


class Tag(IntEnum):
    """LSP diagnostic tags (rendered faded / struck through by editors)."""

    UNNECESSARY = 1
    DEPRECATED = 2


@dataclass(frozen=True, order=True)
class TextRange:
    """Half-open byte range ``[start, end)`` in one document."""

    start: int
    end: int

    @classmethod
    def of(cls, node: object) -> TextRange:
        """The range of anything with ``start_byte``/``end_byte`` (a tree-sitter node)."""
        return cls(node.start_byte, node.end_byte)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Location:
    """A range in a document named by URI (possibly another file than the one analysed)."""

    uri: str
    range: TextRange


@dataclass(frozen=True)
class Related:
    """A secondary location that explains a diagnostic ("the `if` opened here")."""

    location: Location
    message: str


@dataclass(frozen=True)
class TextEdit:
    """Replace ``range`` of the document ``uri`` with ``new_text``."""

    uri: str
    range: TextRange
    new_text: str


@dataclass(frozen=True)
class Fix:
    """A named set of edits that resolves a diagnostic (offered as a quick fix)."""

    title: str
    edits: tuple[TextEdit, ...]
    preferred: bool = False


@dataclass(frozen=True)
class Diagnostic:
    """One finding. ``severity`` None means "the rule's configured severity"; ``code`` empty
    means "the code of the rule that produced it" (the registry fills both in)."""

    range: TextRange
    message: str
    code: str = ""
    severity: Severity | None = None
    related: tuple[Related, ...] = ()
    fixes: tuple[Fix, ...] = ()
    tags: tuple[Tag, ...] = ()
    data: dict[str, object] = field(default_factory=dict, compare=False, hash=False)
