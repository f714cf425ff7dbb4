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
