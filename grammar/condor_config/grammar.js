/**
 * Tree-sitter grammar for HTCondor configuration files (condor_config, config.d/*, templates).
 *
 * The shared line-level rules live in ../common/rules.js; this file only chooses which
 * statements a configuration file may hold.
 */
const common = require('../common/rules.js');

/** Lines per invisible run of statements (see `_paragraph`). */
const RUN_LINES = 16;

/** `item`, optionally followed by up to `count - 1` more, as one flat sequence. */
const upTo = (count, item) => count === 1 ? item : seq(item, optional(upTo(count - 1, item)));

module.exports = grammar({
  name: 'condor_config',

  externals: common.externals,
  extras: common.extras,

  rules: {
    source_file: ($) => seq(repeat(choice($._paragraph, $._newline)), optional($._statement)),

    // Statement lines are grouped, invisibly, into runs of at most RUN_LINES lines that end at
    // a blank line. An incremental re-parse reuses a run the edit did not touch as one subtree;
    // the nodes a `repeat` builds cannot be reused that way (tree-sitter marks them fragile), so
    // a run is one flat rule whose length choice is settled when the parser is generated.
    _paragraph: ($) => prec.right(upTo(RUN_LINES, seq($._statement, $._newline))),

    _line: ($) => seq(optional($._statement), $._newline),

    _statement: ($) =>
      choice(
        // A line may start with `:`, which the reader drops (a pre-8.1.5 way to hide if-bodies).
        seq(':', $._statement),
        $.comment,
        $.pragma,
        $.section,
        $.assignment,
        $.heredoc_assignment,
        $.include,
        $.use,
        $.error_directive,
        $.warning_directive,
        $.if_block,
        $.invalid_line,
        alias($._garbage_line, $.invalid_line),
      ),

    ...common.rules,
  },
});
