"""The languages condor-ls reads: its tree-sitter grammars, loaded once from the compiled
extension, and Python, the host language of scripts that embed ClassAds and submit descriptions
(read with CPython's :mod:`ast` by :mod:`condor_ls.python`, so it has no tree-sitter grammar
here)."""
from __future__ import annotations

from enum import Enum
from functools import cache

from tree_sitter import Language, Parser

from . import _languages


class LanguageId(str, Enum):
    """Our language names (also the tree-sitter grammar names, except ``submit``, ``transform``
    and ``dag``, whose grammars are ``condor_submit``, ``condor_transform`` and ``dagman``)."""

    CLASSAD = "classad"
    CONFIG = "condor_config"
    SUBMIT = "submit"
    #: ClassAd transform rules (condor_transform_ads files; also embedded in config values)
    TRANSFORM = "transform"
    #: DAGMan input files (grammar ``dagman``)
    DAG = "dag"
    PYTHON = "python"


_GRAMMAR = {
    LanguageId.CLASSAD: _languages.language_classad,
    LanguageId.CONFIG: _languages.language_condor_config,
    LanguageId.SUBMIT: _languages.language_condor_submit,
    LanguageId.TRANSFORM: _languages.language_condor_transform,
    LanguageId.DAG: _languages.language_dagman,
}


#: languages parsed with our tree-sitter grammars (the others are hosts of embedded text)
GRAMMAR_LANGUAGES: frozenset[LanguageId] = frozenset(_GRAMMAR)


def has_grammar(lang: LanguageId | str) -> bool:
    return LanguageId(lang) in _GRAMMAR


@cache
def language(lang: LanguageId) -> Language:
    return Language(_GRAMMAR[LanguageId(lang)]())


def parser(lang: LanguageId) -> Parser:
    """A fresh parser (parsers are not thread-safe, so callers own theirs)."""
    return Parser(language(lang))
