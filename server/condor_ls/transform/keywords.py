"""The transform statements, as HTCondor's keyword table lists them."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Keyword(str, Enum):
    COPY = "COPY"
    DEFAULT = "DEFAULT"
    DELETE = "DELETE"
    EVALMACRO = "EVALMACRO"
    EVALSET = "EVALSET"
    NAME = "NAME"
    RENAME = "RENAME"
    REQUIREMENTS = "REQUIREMENTS"
    SET = "SET"
    TRANSFORM = "TRANSFORM"
    UNIVERSE = "UNIVERSE"


@dataclass(frozen=True)
class KeywordInfo:
    """``arguments``: 2 for ``KEYWORD first rest``, 1 for ``KEYWORD first``, 0 when the rest of
    the line is one argument; ``regex``: the first argument may be ``/pattern/flags``;
    ``meta``: the reader takes the line out of the transform before running it."""

    keyword: Keyword
    arguments: int
    regex: bool = False
    meta: bool = False
    #: how the statement is written, for messages and hover
    usage: str = ""


KEYWORDS: dict[Keyword, KeywordInfo] = {info.keyword: info for info in (
    KeywordInfo(Keyword.COPY, 2, regex=True, usage="COPY <attr> <newattr> | COPY /<regex>/ <pattern>"),
    KeywordInfo(Keyword.DEFAULT, 2, usage="DEFAULT <attr> <expr>"),
    KeywordInfo(Keyword.DELETE, 1, regex=True, usage="DELETE <attr> | DELETE /<regex>/"),
    KeywordInfo(Keyword.EVALMACRO, 2, usage="EVALMACRO <var> <expr>"),
    KeywordInfo(Keyword.EVALSET, 2, usage="EVALSET <attr> <expr>"),
    KeywordInfo(Keyword.NAME, 0, meta=True, usage="NAME <name>"),
    KeywordInfo(Keyword.RENAME, 2, regex=True, usage="RENAME <attr> <newattr> | RENAME /<regex>/ <pattern>"),
    KeywordInfo(Keyword.REQUIREMENTS, 0, meta=True, usage="REQUIREMENTS <expr>"),
    KeywordInfo(Keyword.SET, 2, usage="SET <attr> <expr>"),
    KeywordInfo(Keyword.TRANSFORM, 0, meta=True,
                usage="TRANSFORM [<N>] [<vars>] [in <list> | from <file> | matching <pattern>]"),
    KeywordInfo(Keyword.UNIVERSE, 1, meta=True, usage="UNIVERSE <universe>"),
)}

#: upper-cased spelling -> keyword (the reader compares without case)
BY_NAME: dict[str, Keyword] = {k.value: k for k in Keyword}

#: statements whose rest of the line is a ClassAd expression once macros are expanded
EXPRESSION_KEYWORDS = frozenset({Keyword.SET, Keyword.DEFAULT, Keyword.EVALSET, Keyword.EVALMACRO})
#: statements that change the ad
AD_KEYWORDS = frozenset({Keyword.SET, Keyword.DEFAULT, Keyword.EVALSET, Keyword.COPY, Keyword.RENAME,
                         Keyword.DELETE})


def keyword(word: str) -> Keyword | None:
    """The keyword spelled ``word`` (any case), or None."""
    return BY_NAME.get(word.upper())


#: what each statement does, for hover (facts from xform_utils.cpp; where the manual differs,
#: the code's behaviour is described)
DOCS: dict[Keyword, str] = {
    Keyword.SET: "Stores the expression (after `$(...)` expansion) as the attribute's value. An optional "
                 "`=` or `,` may separate the two arguments. When the expression does not parse, HTCondor "
                 "logs an error and leaves the attribute alone.",
    Keyword.DEFAULT: "Like SET, but only when the ad has no such attribute. An attribute that is present with "
                     "the value `undefined` counts as present (the manual says otherwise; HTCondor's code only "
                     "checks that the attribute exists).",
    Keyword.EVALSET: "Evaluates the expression in the ad being transformed and stores the resulting value (a "
                     "literal, list or record) instead of the expression.",
    Keyword.EVALMACRO: "Evaluates the expression in the ad and stores the result in a temporary variable that "
                       "later lines read as `$(var)`: a string without its quotes, anything else as ClassAd text.",
    Keyword.COPY: "Copies an attribute's expression to a new attribute. With `/regex/`, every attribute whose "
                  "name matches (case-insensitively) is copied to the name the pattern gives, where `\\0` is "
                  "the whole match and `\\1`...`\\9` its groups. A new name that is not a valid attribute name "
                  "is skipped.",
    Keyword.RENAME: "Moves an attribute's expression to a new name (COPY followed by DELETE). With `/regex/`, "
                    "every matching attribute is renamed to the name the pattern gives.",
    Keyword.DELETE: "Removes an attribute, or with `/regex/` every attribute whose name matches. Anything after "
                    "the first argument is ignored.",
    Keyword.NAME: "Names the transform in logs. Taken out of the transform before it runs; ignored where a knob "
                  "(JOB_TRANSFORM_<name>, JOB_ROUTER_ROUTE_<name>) names it.",
    Keyword.REQUIREMENTS: "The transform applies only to ads for which this expression is true. It is taken out "
                          "before the transform runs (so it applies whatever an enclosing `if` says), it is not "
                          "macro-expanded, and it is evaluated on the ad as the transforms before this one left "
                          "it. When several are given, the last counts.",
    Keyword.UNIVERSE: "The universe of the job router's routed copy (a name or a number). The schedd ignores it.",
    Keyword.TRANSFORM: "Ends the transform. In a condor_transform_ads rules file its arguments (those of a "
                       "submit file's queue statement) make the rules run once per item, with the item in "
                       "`$(Item)` (or the named variables), `$(Row)`, `$(Step)` and `$(ItemIndex)`. The schedd "
                       "and the job router stop reading at it and never iterate.",
}
