"""What the Python module finds: the places where a script writes HTCondor languages.

Every site holds decoded strings (:class:`~.literals.Embedded`) that know where each of their
characters is in the script, so analyses work on ClassAd or submit text and place their
findings in the Python source. Offsets are character indices into the script.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .literals import Embedded


@dataclass(frozen=True)
class ExprSite:
    """A ClassAd expression: a constraint, an ``ExprTree``, an edited value."""

    text: Embedded
    #: the ad it is evaluated in: "job", "machine", or None (another ad, or not known)
    side: str | None
    #: what it is, in words ("constraint of Schedd.query")
    where: str
    #: for ``Schedd.edit`` values: the attribute being set (when written as a literal)
    attribute: str | None = None


@dataclass(frozen=True)
class AdSite:
    """The text of ClassAds (``ClassAd("[...]")``, ``parseAds("...")``)."""

    text: Embedded
    where: str
    several: bool = False


@dataclass(frozen=True)
class NameSite:
    """An attribute name: a projection entry, a lookup in a query result, an edited attribute."""

    text: Embedded
    side: str | None
    #: "projection", "lookup" or "edit"
    role: str
    where: str
    #: the projection of the query a looked-up ad came from, when it is written as a literal
    projection: tuple[str, ...] | None = None


@dataclass
class SubmitEntry:
    """One ``command: value`` of a submit description built in Python."""

    #: the command as written (a dict key, a keyword argument or a subscript)
    key: Embedded
    #: its value when that is a string (or number) literal; None when computed at run time
    value: Embedded | None


@dataclass
class SubmitSite:
    """A submit description: written as submit-file text, or built from commands."""

    where: str
    #: ``Submit("""...""")``: the whole description (commands, queue statement, item data)
    text: Embedded | None = None
    entries: list[SubmitEntry] = field(default_factory=list)
    #: a ``queue=`` argument or ``setQArgs`` text, for descriptions built from commands
    queue: Embedded | None = None
    #: item data is passed at run time (its keys become macros nobody can see here)
    itemdata: bool = False
    #: some commands are added in ways not followed here (``**options``, computed keys)
    open_ended: bool = False


@dataclass
class PythonSites:
    """Everything found in one script."""

    imports_bindings: bool
    expressions: list[ExprSite] = field(default_factory=list)
    ads: list[AdSite] = field(default_factory=list)
    names: list[NameSite] = field(default_factory=list)
    submits: list[SubmitSite] = field(default_factory=list)
    #: character spans where the script expects the bindings to fail (``pytest.raises`` ...)
    expected_failures: list[tuple[int, int]] = field(default_factory=list)
    #: names the script gives Python functions in the ClassAd language (``classad.register``)
    functions: set[str] = field(default_factory=set)
    #: the chunks parsed (for the benchmark's account of the cost)
    parsed_chunks: int = 0
    total_chunks: int = 0

    def strings(self) -> list[tuple[Embedded, object]]:
        """Every embedded string with the site it belongs to, in source order."""
        out: list[tuple[Embedded, object]] = []
        out.extend((s.text, s) for s in self.expressions)
        out.extend((s.text, s) for s in self.ads)
        out.extend((s.text, s) for s in self.names)
        for submit in self.submits:
            if submit.text is not None:
                out.append((submit.text, submit))
            if submit.queue is not None:
                out.append((submit.queue, submit))
            for entry in submit.entries:
                out.append((entry.key, submit))
                if entry.value is not None:
                    out.append((entry.value, submit))
        out.sort(key=lambda item: item[0].span)
        return out
