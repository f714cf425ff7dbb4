"""Records shared by the reader, the expander and their callers."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from .text import Origin, SourceText


class Kind(str, Enum):
    """Where a definition came from (HTCondor shows the pseudo sources in ``-v`` output)."""

    CONFIG = "config"  # a config file line
    TEMPLATE = "template"  # a line of a ``use CATEGORY:NAME`` metaknob
    DEFAULT = "default"  # HTCondor's built-in default (param table)
    DETECTED = "detected"  # a predefined macro computed from the host
    ENVIRONMENT = "environment"  # an ``_CONDOR_NAME`` environment variable
    DEFINE = "define"  # a caller's override (``--define``), applied last


@dataclass(slots=True)
class Definition:
    """One assignment of a knob.

    ``raw`` is the value as stored after HTCondor's definition-time work (self references
    expanded, ``+=`` applied); other references stay unexpanded until the knob is used.
    ``origin`` is where the knob name was written; ``via`` says how the line was reached
    (``use`` templates, includes); ``previous`` is the definition this one replaced.
    ``written`` is the value as written when a reference to the knob itself found nothing to
    expand to (``X = $(X) more`` with no earlier ``X``): it became empty here, but a file
    condor-ls cannot see may well define ``X`` earlier. None otherwise.
    """

    name: str
    raw: SourceText
    origin: Origin | None
    kind: Kind = Kind.CONFIG
    via: tuple[str, ...] = ()
    previous: "Definition | None" = None
    #: HTCondor did not insert this assignment: an unprefixed name set to its default's value
    #: (stored here in the default's spelling); the next assignment counts as the first
    as_default: bool = False
    written: SourceText | None = None

    @property
    def value(self) -> str:
        return self.raw.text

    @property
    def key(self) -> str:
        return self.name.lower()

    def history(self) -> list["Definition"]:
        """This definition followed by everything it overrode, newest first."""
        out: list[Definition] = []
        d: Definition | None = self
        while d is not None:
            out.append(d)
            d = d.previous
        return out


class Severity(str, Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """A finding for the analysis layer to publish.

    ``file`` and the 0-based ``line``/``col`` .. ``end_line``/``end_col`` give the range; pseudo
    files (``<Default>`` ...) have no range worth showing.
    """

    code: str
    message: str
    severity: Severity
    file: str | None = None
    line: int = 0
    col: int = 0
    end_line: int = 0
    end_col: int = 0
    related: tuple[str, ...] = field(default=())

    @staticmethod
    def at(code: str, message: str, severity: Severity, origin: Origin | None, length: int = 0) -> "Diagnostic":
        if origin is None:
            return Diagnostic(code, message, severity)
        end_col = origin.col + length if origin.advance else origin.col
        return Diagnostic(code, message, severity, origin.file, origin.line, origin.col, origin.line, end_col)
