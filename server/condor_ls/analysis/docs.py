"""Markdown descriptions of the things hover and completion talk about: knobs, ClassAd
functions and attributes, submit commands, ``use`` templates and config macro functions.

Each builder takes a schema record and returns markdown; none of them raises.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..classad import attributes
from ..classad.functions import metadata
from ..config import knobs
from ..config.configset import Variation
from ..submit import commands


@dataclass(frozen=True)
class MacroFunction:
    """A config/submit macro function such as ``$INT(...)``."""

    name: str
    params: tuple[str, ...]
    description: str

    def label(self) -> str:
        return f"{self.name}({', '.join(self.params)})"


#: the macro functions of condor_config and submit files (parameters in brackets are optional)
MACRO_FUNCTIONS: tuple[MacroFunction, ...] = (
    MacroFunction("$ENV", ("name[:default]",), "The value of an environment variable of the daemon (or of condor_submit)."),
    MacroFunction("$INT", ("expression", "[format]"),
                  "Expands and evaluates its argument as a ClassAd expression, then formats the integer result (printf style)."),
    MacroFunction("$REAL", ("expression", "[format]"),
                  "Expands and evaluates its argument as a ClassAd expression, then formats the real result (printf style)."),
    MacroFunction("$STRING", ("expression", "[format]"),
                  "Expands and evaluates its argument as a ClassAd expression, then formats the string result."),
    MacroFunction("$EVAL", ("expression",), "Expands and evaluates its argument as a ClassAd expression; the result replaces the call."),
    MacroFunction("$CHOICE", ("index", "list-or-items..."),
                  "Picks the item at a zero-based index, either from the value of a list macro or from the items given."),
    MacroFunction("$SUBSTR", ("macro", "start", "[length]"),
                  "Part of a macro's value, from a start index (negative counts from the end) for an optional length."),
    MacroFunction("$RANDOM_CHOICE", ("item", "item..."), "One of its arguments, chosen at random each time the configuration is read."),
    MacroFunction("$RANDOM_INTEGER", ("min", "max", "[step]"),
                  "A random integer between min and max (inclusive), optionally in steps; chosen when the configuration is read."),
    MacroFunction("$BASENAME", ("path",), "The file name part of a path (what follows the last directory separator)."),
    MacroFunction("$DIRNAME", ("path",), "The directory part of a path (without the trailing separator)."),
    MacroFunction("$F", ("path",),
                  "Parts of a file name, chosen by letters after $F: p (directory), n (name without extension), "
                  "x (extension), d (parent directory), q (quote), a (trailing separator), b, f, w, u (forms of the path)."),
)
MACRO_FUNCTION_BY_NAME = {f.name.upper(): f for f in MACRO_FUNCTIONS}


def macro_function(name: str) -> MacroFunction | None:
    """The macro function called ``name`` (``$INT``, ``INT``, ``$Fpn`` ...)."""
    key = name.upper()
    if not key.startswith("$"):
        key = "$" + key
    found = MACRO_FUNCTION_BY_NAME.get(key)
    if found is None and key.startswith("$F") and key[2:].isalpha():
        return MACRO_FUNCTION_BY_NAME["$F"]
    return found


def code(text: str, language: str = "") -> str:
    """A fenced code block (fences long enough not to be closed by the text)."""
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}{language}\n{text}\n{fence}"


def inline(text: str, limit: int = 200) -> str:
    """Inline code for a short text (cut to ``limit`` characters)."""
    text = text.replace("\n", " ")
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    ticks = "``" if "`" in text else "`"
    pad = " " if ticks == "``" else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


#: what hover says about a value that is not one fixed text, per kind of variation
VARIATION_TEXT = {
    "process": "each HTCondor process has its own value",
    "build": "fixed when HTCondor is built, so it differs between builds",
}


def variation_markdown(variation: Variation) -> str:
    """Why a knob's value varies, and what the value shown stands for."""
    reads = [f"`{n}`" for n in variation.names] + (["`$RANDOM_*`"] if variation.random else [])
    why = [VARIATION_TEXT[k] for k in variation.kinds if k != "process" or variation.names]
    if variation.random:
        why.append("`$RANDOM_*` picks anew in every process")
    return (f"**Varies per {' and '.join(variation.kinds)}**: it reads {', '.join(reads)} "
            f"({'; '.join(why)}). The value shown is one instance, not what every daemon sees.")


def _platform_lines(found: knobs.Knob) -> list[str]:
    """``On WINDOWS: ...`` for each platform whose compiled-in default differs from Linux's."""
    others = dict(found.platform_defaults)
    if found.win32_default is not None:
        others.setdefault("WINDOWS", found.win32_default)
    return [f"On {platform.title()}: {inline(value) if value else '(empty)'}"
            for platform, value in sorted(others.items()) if value != found.default]


def knob_doc(name: str) -> str | None:
    """Schema facts about knob ``name`` (fixed name or family), or None if it is unknown."""
    found = knobs.lookup(name)
    if found is None:
        return None
    lines: list[str] = []
    if isinstance(found, knobs.Knob):
        head = f"**{found.name}**"
        facts = [found.type] if found.type != "unknown" else []
        if found.subsystems:
            facts.append(", ".join(s.lower() for s in found.subsystems))
        lines.append(head + (f" — {'; '.join(facts)}" if facts else ""))
        if found.description:
            lines.append(found.description)
        if found.varies is not None:
            lines.append(f"Varies per {found.varies}: {VARIATION_TEXT[found.varies]}.")
        if found.default is not None and found.varies != "build":
            where = " (Linux)" if _platform_lines(found) else ""
            lines.append(f"Default{where}: {inline(found.default) if found.default else '(empty)'}")
            lines.extend(_platform_lines(found))
        if found.when_unset is not None:
            lines.append(f"When unset, HTCondor uses {inline(found.when_unset)} at run time "
                         "(not a configuration default: condor_config_val reports it undefined).")
        if found.deprecated or found.obsolete:
            lines.append("Deprecated" + (f": use `{found.replacement}` instead." if found.replacement else "."))
        if found.restart == "true":
            lines.append("Changing it requires a daemon restart.")
    else:
        lines.append(f"**{found.pattern}** — {found.type}")
        if found.description:
            lines.append(found.description)
    return "\n\n".join(lines)


def function_doc(info: metadata.FunctionInfo) -> str:
    signatures = "\n".join(s.label(info.name) for s in info.signatures) or f"{info.name}(...)"
    parts = [code(signatures, "classad"), info.description]
    if info.aliases:
        parts.append("Also spelled: " + ", ".join(f"`{a}`" for a in info.aliases))
    return "\n\n".join(p for p in parts if p)


def attribute_doc(info: attributes.AttributeInfo | attributes.AttributePattern) -> str:
    if isinstance(info, attributes.AttributePattern):
        return f"**{info.pattern}** — {info.type} ({info.ad} ad)\n\n{info.description}".strip()
    parts = [f"**{info.name}** — {info.type} ({info.ad} ad)"]
    if info.description:
        parts.append(info.description)
    if info.values:
        parts.append("Values: " + ", ".join(inline(v) for v in info.values))
    elif info.example_values:
        parts.append("For example: " + ", ".join(inline(v) for v in info.example_values))
    if info.deprecated:
        parts.append("Deprecated" + (f": use `{info.replacement}` instead." if info.replacement else "."))
    if info.set_by:
        parts.append("Set by the submit command " + ", ".join(f"`{s}`" for s in info.set_by))
    return "\n\n".join(parts)


def command_doc(name: str) -> str | None:
    found = commands.lookup(name)
    if found is None:
        return None
    if isinstance(found, commands.CommandPattern):
        return f"**{found.pattern}** — {found.type}\n\n{found.description}".strip()
    parts = [f"**{found.name}** — {found.type}"]
    spelled = alternate_note(name)
    if spelled:
        parts.append(spelled)
    if found.description:
        parts.append(found.description)
    if found.attribute:
        parts.append(f"Sets the job attribute `{found.attribute}`.")
    if found.values:
        parts.append("Values: " + ", ".join(inline(v) for v in found.values))
    if found.alternates:
        parts.append("Also spelled: " + ", ".join(f"`{a}`" for a in found.alternates))
    if found.deprecated:
        parts.append("Deprecated" + (f": use `{found.replacement}` instead." if found.replacement else "."))
    return "\n\n".join(parts)


def alternate_note(name: str) -> str:
    """For an alternate spelling (``JobBatchName``): which command it stands for, and that the
    command's own name wins when both are set ("" for a command's own name)."""
    readers = commands.readers_of(name)
    if not readers:
        return ""
    spelled = name.strip()
    if len(readers) == 1:
        primary = readers[0].name
        return (f"`{spelled}` is an alternate spelling of `{primary}`: condor_submit reads it when "
                f"`{primary}` is not set.")
    listed = ", ".join(f"`{r.name}`" for r in readers)
    return (f"`{spelled}` is an alternate spelling read by {listed}: each of them falls back to it "
            "when its own name is not set.")


def template_doc(category: str, name: str) -> str | None:
    found = knobs.template(category, name)
    if found is None:
        return None
    parts = [f"**use {found.category} : {found.name}**"]
    if found.description:
        parts.append(found.description)
    if found.params:
        parts.append("Arguments: " + ", ".join(f"`{p}`" for p in found.params))
    if found.defines:
        parts.append("Defines: " + ", ".join(f"`{d}`" for d in found.defines))
    if found.text.strip():
        body = "\n".join(line.strip() for line in found.text.strip().splitlines())
        parts.append(code(body, "condor_config"))
    return "\n\n".join(parts)


def category_doc(category: str) -> str | None:
    names = knobs.template_names(category)
    if not names:
        return None
    return f"**use {category.upper()}** — templates: " + ", ".join(f"`{n}`" for n in names)


def macro_function_doc(found: MacroFunction) -> str:
    return f"{code(found.label())}\n\n{found.description}"
