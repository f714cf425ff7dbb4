"""The few node names of our grammars that code outside the grammars depends on, in one place.

Keep in step with ``grammar/*/grammar.js`` (and ``grammar/README.md``). Code that needs a node
name should add it here rather than spell it inline, so a grammar rename is a one-line change.
"""
from __future__ import annotations

#: nodes that stand for a line the reader rejects (no operator after the name). The config and
#: submit grammars keep such a line in one node, not an ERROR, so the damage stays on that line;
#: they count as syntax errors for every consumer.
INVALID_LINE_TYPES: tuple[str, ...] = ("invalid_line",)

#: MISSING node of this named type: the closing ``@tag`` line of an ``@=`` block
HEREDOC_END = "heredoc_end"

# --------------------------------------------------------------------------- dagman
#: a comment line of a DAG file (``#`` or ``//``)
DAG_COMMENT = "comment"
#: the statements that may hold an inline submit description, and that description's node
DAG_INLINE_HOLDERS: frozenset[str] = frozenset({
    "job_statement", "final_statement", "provisioner_statement", "service_statement", "submit_description_statement",
})
DAG_INLINE_DESCRIPTION = "inline_description"
#: the fields of an inline description: its opener, raw body and closing token
DAG_INLINE_FIELDS = ("open", "body", "close")
