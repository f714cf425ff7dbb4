"""Hover: what the thing under the cursor is, and for expressions, what they evaluate to.

``hover(document, offset, context)`` is a pure function of the document (and the files its
config set reads through ``context``). It dispatches on the document's language:

* condor_config: a knob name (schema facts, expanded value, where defined and what it
  overrides, and for expression knobs the value against the sample ads with the terms that
  decided it), ``$(X)`` (the expansion chain), macro functions, ``use`` lines, and any
  sub-expression of an expression knob's value (its value in the same context);
* submit files: commands, ``+Attr`` attributes, and ``requirements``/``rank`` (and their parts)
  evaluated with the sample job as MY and the sample machine as TARGET;
* ClassAd files: functions, attributes and their values;
* transforms (rules files, and the transform knobs of config files): statements, the attributes
  and variables they name, and a transform's effect on the sample job (:mod:`.transform`).
"""
from __future__ import annotations

import bisect
import logging
from dataclasses import dataclass

from tree_sitter import Node

from ...classad.ast import AttrRef, Call, Expr, Literal
from ...classad.functions import metadata
from ...config.expander import Expansion
from ...config.model import Definition, Kind
from ...syntax.document import Document
from ...syntax.languages import LanguageId
from . import classad as hover_classad
from . import submit as hover_submit
from . import transform as hover_transform
from ...transform import sources as transform_sources
from ..transforms.units import definition_unit, locate
from ..configview.view import ConfigView, config_view, expansion_too_big
from ..context import AnalysisCancelled, AnalysisContext, path_to_uri
from ..docs import (category_doc, code, function_doc, inline, knob_doc, macro_function, macro_function_doc,
                   template_doc, variation_markdown)
from ..evaluation import Side, ads_for, explain, explanation_markdown, source_text_of
from ..expression_text import expression_use
from .common import Hover, attribute_hover_text, deepest_node, node_at, word_range
from ..model import TextRange

log = logging.getLogger(__name__)

#: definitions listed in a knob's history at most
MAX_HISTORY = 8
#: macros listed in an expansion chain at most
MAX_CHAIN = 12
#: longest expanded value shown in full
MAX_VALUE_CHARS = 2000


def hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    """The hover for byte ``offset`` of ``document``, or None when there is nothing to say."""
    try:
        handler = _HANDLERS.get(document.language)
        return handler(document, offset, context) if handler is not None else None
    except AnalysisCancelled:
        return None
    except Exception:  # hover must never take the server down
        log.exception("hover failed at %s:%d", document.uri, offset)
        return None


# ---------------------------------------------------------------------------- config files
def _config_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    node = node_at(document, offset)
    if node is None:
        return None
    ancestors = _ancestors(node)
    found = _transform_hover(document, offset, context, ancestors)
    if found is not None:
        return found
    for kind, handler in _CONFIG_NODE_HANDLERS:
        found = ancestors.get(kind)
        if found is not None:
            return handler(document, offset, context, found, ancestors)
    return None


def _transform_hover(document: Document, offset: int, context: AnalysisContext,
                     ancestors: dict[str, Node]) -> Hover | None:
    """Inside a transform knob's value: the transform hover; on a transform knob's name or on a
    name in a *_NAMES list: the knob's hover with the transform's effect on the sample job."""
    assignment = _assignment_of(ancestors)
    key = assignment.child_by_field_name("key") if assignment is not None else None
    if key is None:
        return None
    full = _text(document, key).strip()
    if ancestors.get("key") is not None:
        if not transform_sources.is_transform_knob(full):
            return None
        view = config_view(document, context)
        definition = _definition_here(view, full, key.start_byte)
        unit = definition_unit(definition) if definition is not None else None
        base = _key_hover(document, offset, context, key, ancestors)
        if base is not None and definition is not None and transform_sources.is_old_form(definition.value):
            return Hover(base.markdown + "\n\n" + _old_form_conversion(view, definition), base.range)
        if unit is None or base is None:
            return base
        effect = hover_transform.effect_markdown(document, context, unit)
        return Hover(base.markdown + ("\n\n" + effect if effect else ""), base.range)
    if transform_sources.is_transform_knob(full):
        return hover_transform.transform_hover(document, offset, context)
    family = next((f for f in transform_sources.FAMILIES if f.names_knob == full.rsplit(".", 1)[-1].upper()), None)
    if family is None or ancestors.get("value") is None:
        return None
    word = word_range(document, offset)
    if word is None:
        return None
    name = document.source[word.start:word.end].decode("utf-8", "replace")
    view = config_view(document, context)
    body = view.configset.table.lookup(family.prefix + name)
    if body is None:
        return Hover(f"**{family.prefix}{name}** is not defined: {family.missing}.", word)
    if transform_sources.is_old_form(body.value):
        return Hover(f"**{family.prefix}{name}** is in the New-ClassAd form, which is no longer read.", word)
    unit = definition_unit(body)
    if unit is None:
        return None
    return hover_transform.name_hover(document, context, unit, word,
                                      f"**{name}**: {family.prefix}{name} ({_where(view, body)})")


def _old_form_conversion(view: ConfigView, definition: Definition) -> str:
    """How condor_transform_ads converts a New-ClassAd route or transform."""
    from ...transform.routes import ClassAdSyntaxError, convert_text

    text = view.configset.expand_text(definition.raw, track=False).value if "$" in definition.value \
        else definition.value
    name = definition.name.rsplit("_", 1)[-1] if "_" in definition.name else definition.name
    family = transform_sources.knob_family(definition.name)
    try:
        converted = convert_text(text, family[1] if family else name)
    except ClassAdSyntaxError as err:
        return f"Not a valid ClassAd ({err.message}), so it cannot be converted either."
    body = "\n\n".join(c.text for c in converted[:4])
    return ("The schedd and the job router no longer read this form; `condor_transform_ads` converts it "
            "to:\n" + code(_clip(body)))


def _ancestors(node: Node) -> dict[str, Node]:
    """The innermost ancestor (or self) of each node type."""
    out: dict[str, Node] = {}
    current: Node | None = node
    while current is not None:
        out.setdefault(current.type, current)
        current = current.parent
    return out


def _text(document: Document, node: Node) -> str:
    return document.source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def _use_hover(document: Document, offset: int, context: AnalysisContext, use: Node,
               ancestors: dict[str, Node]) -> Hover | None:
    category = use.child_by_field_name("category")
    template = use.child_by_field_name("template")
    if category is None:
        return None
    cat = _text(document, category)
    if template is not None and template.start_byte <= offset <= template.end_byte:
        for part in template.named_children:
            if part.start_byte <= offset <= part.end_byte and part.type == "identifier":
                text = template_doc(cat, _text(document, part))
                return Hover(text, TextRange.of(part)) if text else None
        names = [n for n in template.named_children if n.type == "identifier"]
        if names:
            text = template_doc(cat, _text(document, names[0]))
            return Hover(text, TextRange.of(names[0])) if text else None
        return None
    text = category_doc(cat)
    return Hover(text, TextRange.of(category)) if text else None


def _macro_hover(document: Document, offset: int, context: AnalysisContext, ref: Node,
                 ancestors: dict[str, Node]) -> Hover | None:
    name_node = ref.child_by_field_name("name")
    if name_node is None:
        return None
    name = _text(document, name_node)
    view = config_view(document, context)
    definition = view.configset.definition(name)
    if definition is None:
        text = (f"**$({name})** is not defined in this configuration: it expands to the empty string "
                "(or to its default after `:`).")
        doc = knob_doc(name)
        return Hover(text + (f"\n\n{doc}" if doc else ""), TextRange.of(ref))
    parts = [f"**$({name})**"]
    doc = knob_doc(name)
    if doc:
        parts.append(doc)
    parts.append(_chain_markdown(view, definition))
    return Hover("\n\n".join(parts), TextRange.of(ref))


def _chain_markdown(view: ConfigView, definition: Definition) -> str:
    """``NAME = raw`` (where), the definitions it overrode, the macros its expansion went
    through, and the final value."""
    lines = [f"{definition.name} = {inline(definition.value)} ({_where(view, definition)})"]
    if definition.previous is not None:
        lines.append(_overridden(view, definition))
    if expansion_too_big(view, definition.value):
        lines.append("(the expansion is too large to compute)")
        return "\n\n".join(lines)
    expansion = view.configset.expand_text(definition.raw, track=True)
    seen: set[str] = set()
    chain_lines = []
    for use in expansion.uses:
        key = use.name.lower()
        if key in seen or use.func != "$":
            continue
        seen.add(key)
        depth = len(use.chain)
        raw = use.definition.value if use.definition is not None else "(undefined: empty)"
        chain_lines.append(f"{'  ' * depth}- `$({use.name})` → {inline(raw, 120)}")
        if len(chain_lines) >= MAX_CHAIN:
            chain_lines.append(f"{'  ' * depth}- …")
            break
    if chain_lines:
        lines.append("Expansion chain:\n" + "\n".join(chain_lines))
    lines.append("Expands to:\n" + code(_clip(expansion.value)))
    variation = view.configset.variation_of(expansion, definition)
    if variation is not None:
        lines.append(variation_markdown(variation))
    return "\n\n".join(lines)


def _clip(text: str) -> str:
    return text if len(text) <= MAX_VALUE_CHARS else text[:MAX_VALUE_CHARS] + " …"


def _where(view: ConfigView, definition: Definition) -> str:
    """``this file:12``, ``[config.d/10-role.conf:3](file:...#L3)``, ``HTCondor's default``,
    ``template POLICY:DESKTOP`` ..."""
    origin = definition.origin
    if definition.kind is Kind.DEFAULT or origin is None:
        return "HTCondor's default"
    if origin.file.startswith("<"):
        via = f" via {', '.join(view.describe_via(step) for step in definition.via)}" if definition.via else ""
        return f"{origin.file.strip('<>')}{via}"
    line = view.row_of(origin) + 1
    if view.is_here(origin):
        return f"this file:{line}"
    return f"[{view.shown_path(origin.file)}:{line}]({path_to_uri(origin.file)}#L{line})"


def _overridden(view: ConfigView, definition: Definition) -> str:
    """The definitions ``definition`` replaced, newest first, each with where it was made."""
    lines = []
    older = definition.previous
    while older is not None and len(lines) < MAX_HISTORY:
        lines.append(f"- overrides {inline(older.value, 80)} from {_where(view, older)}")
        older = older.previous
    if older is not None:
        lines.append("- …")
    return "\n".join(lines)


def _macro_function_hover(document: Document, offset: int, context: AnalysisContext, call: Node,
                          ancestors: dict[str, Node]) -> Hover | None:
    name_node = call.child_by_field_name("function")
    if name_node is None:
        return None
    found = macro_function(_text(document, name_node).rstrip("("))
    if found is None:
        return None
    return Hover(macro_function_doc(found), TextRange.of(name_node))


def _assignment_of(ancestors: dict[str, Node]) -> Node | None:
    return ancestors.get("assignment") or ancestors.get("heredoc_assignment")


def _line_of(view: ConfigView, offset: int) -> int:
    return max(bisect.bisect_right(view.lines.starts, offset) - 1, 0)


def _definition_here(view: ConfigView, key: str, offset: int) -> Definition | None:
    """The definition of ``key`` written on the line of ``offset`` in this document."""
    line = _line_of(view, offset)
    for definition in view.configset.history(key):
        origin = definition.origin
        if view.is_here(origin) and origin is not None and view.row_of(origin) == line:
            return definition
    return None


def _key_hover(document: Document, offset: int, context: AnalysisContext, key: Node,
               ancestors: dict[str, Node]) -> Hover | None:
    name_node = key.child_by_field_name("name")
    if name_node is None:
        return None
    full = _text(document, key).strip()
    name = _text(document, name_node)
    view = config_view(document, context)
    parts = [knob_doc(full) or knob_doc(name) or f"**{full}** (not a knob HTCondor knows: a macro of this configuration)"]
    here = _definition_here(view, full, key.start_byte)
    current = view.configset.definition(full)
    shown = here or current
    if here is None and current is not None:
        parts.append("This line is not read: it sits in an `if` branch HTCondor skips "
                     "(or after an error). The definition in effect is shown below.")
    if shown is not None:
        parts.append(_value_section(view, shown, current))
        parts.append(_history_section(view, full, shown, current))
        evaluation = _evaluation_section(view, context, full, shown)
        if evaluation:
            parts.append(evaluation)
    return Hover("\n\n".join(p for p in parts if p), TextRange.of(key))


def _value_section(view: ConfigView, shown: Definition, current: Definition | None) -> str:
    if transform_sources.is_transform_knob(shown.name):
        # a transform's references are expanded when it runs, in its own context
        return "**Value** (expanded by the transform when it runs):\n" + code(_clip(shown.value) or "(empty)")
    if expansion_too_big(view, shown.value):
        return "Value: (too large to expand)"
    expansion = view.configset.expand_text(shown.raw, track=False)
    value = expansion.value
    text = "**Value**" + (" (expanded)" if value != shown.value else "") + ":\n" + code(_clip(value) or "(empty)")
    variation = view.configset.variation_of(view.configset.expand_text(shown.raw, track=True), shown)
    if variation is not None:
        text += "\n\n" + variation_markdown(variation)
    if current is not None and current is not shown:
        text += f"\n\nHTCondor uses the definition at {_where(view, current)} instead."
    return text


def _history_section(view: ConfigView, key: str, shown: Definition, current: Definition | None) -> str:
    lines = [f"Defined at {_where(view, shown)}"]
    if shown.previous is not None:
        lines.append(_overridden(view, shown))
    return "\n".join(lines)


@dataclass(frozen=True)
class _Evaluated:
    """An expression to evaluate for a hover: the parsed text, where it came from, who is MY,
    and for a helper macro the knob it is evaluated as part of."""

    expr: Expr
    expansion: Expansion
    side: Side
    via: str | None


def _evaluation_section(view: ConfigView, context: AnalysisContext, name: str, shown: Definition) -> str | None:
    evaluated = _expression_of(view, shown, whole=True)
    if evaluated is None:
        return None
    my, target = ads_for(evaluated.side, view, context)
    explained = explain(evaluated.expr, my, target, source=evaluated.expansion.value)
    return explanation_markdown(explained, evaluated.side, ads=_ads_words(evaluated))


def _ads_words(evaluated: _Evaluated) -> str | None:
    """How the hover names the ads: a helper says which knob it is evaluated as part of."""
    if evaluated.via is None:
        return None
    side = evaluated.side
    return f"as part of {evaluated.via}: sample {side.my} ad as MY, {side.target} ad as TARGET"


def _expression_of(view: ConfigView, definition: Definition, *, whole: bool = False) -> _Evaluated | None:
    """The expression a definition's value is, or is part of: the value itself for an
    expression knob or a helper macro whose text parses alone; for a helper that is only a
    fragment (``&& KeyboardIdle > 600``), the knob using it (unless ``whole``, where only a
    complete value will do)."""
    use = expression_use(view, definition.name)
    if use is None or not definition.value.strip():
        return None
    via = use.knob if use.helper else None
    parsed = _parsed_value(view, definition)
    if parsed is not None:
        return _Evaluated(parsed[0], parsed[1], use.side, via)
    if not use.helper or whole:
        return None
    root = view.configset.definition(use.knob)
    parsed = _parsed_value(view, root) if root is not None else None
    return _Evaluated(parsed[0], parsed[1], use.side, via) if parsed is not None else None


def _parsed_value(view: ConfigView, definition: Definition) -> tuple[Expr, Expansion] | None:
    """The expanded, parsed value of a definition (None when it does not parse)."""
    if not definition.value.strip() or expansion_too_big(view, definition.value):
        return None
    expansion = view.configset.expand_text(definition.raw, track=True)
    if not expansion.value.strip() or expansion.truncated:
        return None
    from ...classad.parser import parse_expr

    try:
        return parse_expr(expansion.value), expansion
    except Exception:
        return None


def _value_hover(document: Document, offset: int, context: AnalysisContext, value: Node,
                 ancestors: dict[str, Node]) -> Hover | None:
    """A sub-expression of an expression knob's value: function, attribute or operator."""
    assignment = _assignment_of(ancestors)
    key = assignment.child_by_field_name("key") if assignment is not None else None
    if key is None:
        return None
    full = _text(document, key).strip()
    view = config_view(document, context)
    definition = _definition_here(view, full, key.start_byte)
    if definition is None:
        return None
    evaluated = _expression_of(view, definition)
    if evaluated is None:
        return None
    expr, expansion, side = evaluated.expr, evaluated.expansion, evaluated.side
    index = _expanded_index(view, expansion, offset)
    if index is None:
        return None
    byte = len(expansion.value[:index].encode("utf-8", "surrogatepass"))
    node = deepest_node(expr, byte)
    if node is None:
        return None
    my, target = ads_for(side, view, context)
    word = word_range(document, offset)
    if isinstance(node, Call) and node.name_span is not None and node.name_span[0] <= byte < node.name_span[1]:
        info = metadata.lookup(node.name)
        return Hover(function_doc(info), word) if info is not None and word is not None else None
    if isinstance(node, AttrRef):
        text = attribute_hover_text(node, expr, my, target, side)
        return Hover(text, word) if text and word is not None else None
    if isinstance(node, Literal):
        return None
    explained = explain(expr, my, target, node, source=expansion.value)
    text = (code(_clip(source_text_of(expansion.value, expr)(node)), "classad") + "\n\n"
            + explanation_markdown(explained, side, ads=_ads_words(evaluated)))
    return Hover(text, _node_range(view, expansion, node) or word or TextRange(offset, offset))


def _expanded_index(view: ConfigView, expansion: Expansion, offset: int) -> int | None:
    """The index in the expanded value of the character written at document ``offset``."""
    line = _line_of(view, offset)
    start = view.lines.starts[line] if line < len(view.lines.starts) else 0
    text = view.lines.lines[line] if line < len(view.lines.lines) else ""
    col = len(text.encode("utf-8", "surrogatepass")[: max(offset - start, 0)].decode("utf-8", "ignore"))
    for span in expansion.spans:
        origin = span.origin
        if origin is None or not origin.advance or not view.is_here(origin) or view.row_of(origin) != line:
            continue
        if origin.col <= col < origin.col + (span.end - span.start):
            return span.start + (col - origin.col)
    return None


def _node_range(view: ConfigView, expansion: Expansion, node: Expr) -> TextRange | None:
    """Where ``node`` was written in this document, when all of it was written here on one line."""
    span = getattr(node, "span", None)
    if span is None:
        return None
    from ..configview.provenance import char_index, origin_of

    start = char_index(expansion.value, span[0])
    end = char_index(expansion.value, span[1])
    origin, _chain, run = origin_of(expansion, start)
    if origin is None or not origin.advance or run < end - start or not view.is_here(origin):
        return None
    return view.range_at(origin, end - start)


def _defined_hover(document: Document, offset: int, context: AnalysisContext, condition: Node,
                   ancestors: dict[str, Node]) -> Hover | None:
    """``if defined NAME``: whether NAME is defined at that point, and its value now."""
    name_node = condition.child_by_field_name("name")
    if name_node is None or not name_node.start_byte <= offset <= name_node.end_byte:
        return None
    name = _text(document, name_node).strip()
    if not name or "$" in name:
        return None
    view = config_view(document, context)
    definition = view.configset.definition(name)
    if definition is None:
        text = f"**{name}** is not defined in this configuration (so `defined {name}` is false here)."
    else:
        text = f"**{name}** = {inline(definition.value)} ({_where(view, definition)})"
    return Hover(text, TextRange.of(name_node))


_CONFIG_NODE_HANDLERS = (
    ("defined_condition", _defined_hover),
    ("use", _use_hover),
    ("macro_reference", _macro_hover),
    ("macro_function", _macro_function_hover),
    ("key", _key_hover),
    ("value", _value_hover),
    ("heredoc_body", _value_hover),
)

def _rules_file_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    found = hover_transform.transform_hover(document, offset, context)
    if found is not None:
        return found
    spot = locate(document, offset, context)
    if spot is not None and spot.line.meta is not None and spot.line.meta.value == "NAME":
        from ..transforms.units import Placer

        where = Placer(document, None).line_range(spot.line, spot.line.value, len(spot.line.text))
        if where is not None:
            return hover_transform.name_hover(document, context, spot.unit, where)
    return None
def _python_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    from .python import python_hover

    return python_hover(document, offset, context)


_HANDLERS = {
    LanguageId.TRANSFORM: _rules_file_hover,
    LanguageId.CONFIG: _config_hover,
    LanguageId.SUBMIT: hover_submit.submit_hover,
    LanguageId.CLASSAD: hover_classad.classad_hover,
    LanguageId.PYTHON: _python_hover,
    LanguageId.DAG: lambda document, offset, context: _dag_hover(document, offset, context),
}


def _dag_hover(document: Document, offset: int, context: AnalysisContext) -> Hover | None:
    from .dag import dag_hover

    return dag_hover(document, offset, context)

__all__ = ["Hover", "hover"]
