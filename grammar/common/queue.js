/**
 * Iteration arguments shared by the submit file's `queue` statement and the transform rules'
 * `TRANSFORM` statement: both are read by condor_utils' SubmitForeachArgs::parse_queue_args,
 * so `[N] [VARS] [in|from|matching [qualifiers] [slice] ITEMS]` means the same in both.
 */
const { kw, ci } = require('./rules.js');

/** Queue qualifiers outrank a longer value word (lexical precedence beats length). */
function qkw(word) {
  return alias(token(prec(1, ci(word))), word);
}

const rules = {
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
};

/**
 * The members of the sequence after the keyword (spread them into a `seq`): `count` comes
 * first, then optional loop variables and one of the three item modes.
 */
const queueArguments = ($) => [
  optional(field('count', $.queue_count)),
  optional(
    seq(
      optional(field('variables', $.variable_list)),
      choice($._queue_in, $._queue_from, $._queue_matching),
    ),
  ),
];

module.exports = { rules, queueArguments };
