/**
 * Tree-sitter grammar for HTCondor submit description files.
 *
 * A submit file is read by the same line reader as a configuration file (see
 * ../common/rules.js), plus `+Attr = expr` / `-Attr =` job-attribute lines and the `queue`
 * statement (condor_utils/submit_utils.cpp: SubmitForeachArgs::parse_queue_args).
 */
const common = require('../common/rules.js');
const { kw, ci } = common;

/** Queue qualifiers outrank a longer value word (lexical precedence beats length). */
function qkw(word) {
  return alias(token(prec(1, ci(word))), word);
}

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
        optional(field('count', $.queue_count)),
        optional(
          seq(
            optional(field('variables', $.variable_list)),
            choice($._queue_in, $._queue_from, $._queue_matching),
          ),
        ),
      ),

    /** A ClassAd integer expression: `5`, `$(N)`, `2 * $(N)`. */
    queue_count: ($) =>
      repeat1(choice($.number, $.macro_reference, $.macro_function, alias(/[-+*\/%()]+/, $.operator))),

    _queue_in: ($) =>
      seq(field('mode', kw('in')), optional(field('slice', $.slice)), optional(field('items', choice($.item_list, $.value)))),

    _queue_from: ($) =>
      seq(
        field('mode', kw('from')),
        optional(seq(qkw('table'), optional(field('options', $.table_options)))),
        optional(field('slice', $.slice)),
        optional(field('items', choice($.item_list, $.value))),
      ),

    _queue_matching: ($) =>
      seq(
        field('mode', kw('matching')),
        optional(field('qualifier', choice(qkw('files'), qkw('dirs'), qkw('any')))),
        optional(field('slice', $.slice)),
        optional(field('items', choice($.item_list, $.value))),
      ),

    /**
     * `[start:end:step]`, applied to the items after they are read (Python slice rules). Closing
     * brackets of the raw-text tokens here are optional so that lexing never scans a long line
     * twice; an unclosed one is still a syntax error for the queue statement.
     */
    slice: (_) => token(prec(1, /\[[^\]\n]*\]?/)),

    /** `table(header=0,sep=;...)`: options for splitting `from` rows into columns. */
    table_options: (_) => token.immediate(prec(2, /\([^)\n]*\)?/)),

    /**
     * `( a b c )` on one line, or `(` then one item line per physical line up to a line
     * starting with `)` (lines starting with `#` are skipped).
     */
    item_list: ($) =>
      seq(
        token(prec(1, '(')),
        optional(alias(/([^()\n]|\([^()\n]*\))+/, $.items)),
        choice(
          ')',
          seq($._newline, repeat(choice(alias(/[^)#\s][^\n]*/, $.item_line), $.comment, $._newline)), ')'),
        ),
      ),

    // Defined after the queue keywords so `in`, `from`, `matching` win over variable names.
    variable_list: ($) => seq($.variable, repeat(seq(optional(','), $.variable))),

    variable: (_) => /[A-Za-z_][A-Za-z0-9_.]*/,

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
