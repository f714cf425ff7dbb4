"""Builtin metadata (signatures, descriptions) from ``schemas/functions.json``, for signature
help, completion and hover. Loaded once, lazily; names are matched case-insensitively."""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from ... import schemas
from typing import Any


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    optional: bool = False
    variadic: bool = False


@dataclass(frozen=True)
class Signature:
    params: tuple[Param, ...]
    returns: str

    def label(self, name: str) -> str:
        """``name(a, [b], c...) -> type`` for signature help."""
        parts = []
        for p in self.params:
            text = f"{p.name}: {p.type}" + ("..." if p.variadic else "")
            parts.append(f"[{text}]" if p.optional else text)
        return f"{name}({', '.join(parts)}) -> {self.returns}"


@dataclass(frozen=True)
class FunctionInfo:
    name: str
    aliases: tuple[str, ...]
    signatures: tuple[Signature, ...]
    min_args: int
    max_args: int | None
    description: str
    category: str
    origin: str  # "classad" (core library), "htcondor" (HTCondor's extras) or "startd"

    def accepts(self, n: int) -> bool:
        """Whether the library's arity check lets ``n`` arguments through."""
        return n >= self.min_args and (self.max_args is None or n <= self.max_args)


def _info(raw: dict[str, Any]) -> FunctionInfo:
    sigs = tuple(
        Signature(tuple(Param(p["name"], p["type"], p.get("optional", False), p.get("variadic", False))
                        for p in s["params"]), s["returns"])
        for s in raw["signatures"]
    )
    return FunctionInfo(raw["name"], tuple(raw.get("aliases", ())), sigs, raw["min_args"], raw["max_args"],
                        raw["description"], raw["category"], raw["origin"])


def _read_schema(filename: str) -> str:
    """The text of a ``condor_ls.schemas`` file; a missing file is an installation fault."""
    content = schemas.text(filename)
    if content is None:
        raise FileNotFoundError(filename)
    return content

@functools.lru_cache(maxsize=1)
def load() -> dict[str, FunctionInfo]:
    """Lower-cased name or alias -> metadata."""
    text = _read_schema("functions.json")
    table: dict[str, FunctionInfo] = {}
    for raw in json.loads(text)["functions"]:
        info = _info(raw)
        for key in (info.name, *info.aliases):
            table[key.lower()] = info
    return table


def lookup(name: str) -> FunctionInfo | None:
    """Metadata for a function name in any spelling, or None if it is not a builtin."""
    return load().get(name.lower())


def all_functions() -> list[FunctionInfo]:
    """Each builtin once (aliases folded), sorted by name."""
    return sorted({id(i): i for i in load().values()}.values(), key=lambda i: i.name.lower())
