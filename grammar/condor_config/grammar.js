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
    // a blank line, a comment or an `if` block. An incremental re-parse reuses a run the edit
    // did not touch as one subtree; the nodes a `repeat` builds cannot be reused that way
    // (tree-sitter marks them fragile), so a run is one flat rule whose length choice is settled
    // when the parser is generated. Ending runs at lines chosen by their content keeps a line
    // added or removed from moving the runs after the next such line (with runs cut by count
    // alone, every later run would shift and nothing after the edit could be reused).
    _paragraph: ($) => prec.right(choice(
      upTo(RUN_LINES, $._run_line),
      seq(optional(upTo(RUN_LINES - 1, $._run_line)), $._closing_line),
    )),

    _run_line: ($) => seq($._plain_statement, $._newline),

    _closing_line: ($) => seq(choice($.comment, $.if_block), $._newline),

    _line: ($) => seq(optional($._statement), $._newline),

    _statement: ($) => choice($._plain_statement, $.comment, $.if_block),

    _plain_statement: ($) =>
      choice(
        // A line may start with `:`, which the reader drops (a pre-8.1.5 way to hide if-bodies).
        seq(':', $._statement),
        $.pragma,
        $.section,
        $.assignment,
        $.heredoc_assignment,
        $.include,
        $.use,
        $.error_directive,
        $.warning_directive,
        $.invalid_line,
        alias($._garbage_line, $.invalid_line),
      ),

    ...common.rules,
  },
});
