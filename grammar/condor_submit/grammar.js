/**
 * Tree-sitter grammar for HTCondor submit description files.
 *
 * A submit file is read by the same line reader as a configuration file (see
 * ../common/rules.js), plus `+Attr = expr` / `-Attr =` job-attribute lines and the `queue`
 * statement (condor_utils/submit_utils.cpp: SubmitForeachArgs::parse_queue_args).
 */
const common = require('../common/rules.js');
const queue = require('../common/queue.js');
const { kw } = common;

module.exports = grammar({
  name: 'condor_submit',

  externals: common.externals,
  extras: common.extras,

  rules: {
    source_file: ($) => seq(repeat($._line), optional($._statement)),

    _line: ($) => seq(optional($._statement), $._newline),

    _statement: ($) =>
      choice(
        // A line may start with `:`, which the reader drops (a pre-8.1.5 way to hide if-bodies).
        seq(':', $._statement),
        $.queue_statement,
        $.comment,
        $.pragma,
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

    // The queue rules come before the shared ones so that their keywords win ties against
    // variable names (see the note in common/rules.js).

    /**
     * `queue [N] [VARS] [in|from|matching [qualifiers] [slice] ITEMS]`; `iterate` (or any prefix
     * of it of at least four letters) is an alternative spelling of the keyword.
     */
    queue_statement: ($) =>
      seq(
        field('keyword', choice(kw('queue'), alias(token(/[iI][tT][eE][rR]([aA]([tT]([eE])?)?)?/), 'iterate'))),
        ...queue.queueArguments($),
      ),

    ...queue.rules,

    ...common.rules,

    /** Submit keys may start with `+` (set a job attribute) or `-` (remove it); `MY.` is a prefix. */
    key: ($) =>
      seq(
        optional(field('attribute_marker', choice('+', '-'))),
        repeat(seq(field('prefix', choice(alias($.identifier, $.key_prefix), $.macro_reference)), token.immediate('.'))),
        field('name', choice($.identifier, $.macro_reference)),
      ),
  },
});
