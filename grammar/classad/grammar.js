/**
 * Tree-sitter grammar for HTCondor's ClassAd language.
 *
 * Precedence and associativity follow the recursive-descent parser of the ClassAd library
 * (loosest first):
 *   ?:  (ternary, right)  ||  &&  |  ^  &  (== != =?= =!= is isnt)  (< <= > >=)
 *   (<< >> >>>)  (+ -)  (* / %)  unary (- + ! ~)  postfix ([] . and the elvis `?:`)
 * All binary operators are left-associative. The elvis operator lives at the postfix level:
 * its operands are postfix expressions and it groups to the right, so `-a ?: b` is `-(a ?: b)`
 * and `a ?: b + c` is `(a ?: b) + c`.
 *
 * A file is one expression, a sequence of new-syntax ads (`[...] [...]`), or old-syntax ads
 * (`Name = expr` one per line, ads separated by blank lines). Only the old syntax cares about
 * newlines; the external scanner (src/scanner.c) tracks whether the file has shown itself to be
 * old syntax (its first `Name =`) and from then on reports line ends, blank lines and stray
 * newlines, and reads strings with the old lexer's rules. New-syntax files never see those tokens.
 */

const PREC = {
  ternary: 1,
  or: 2,
  and: 3,
  bit_or: 4,
  bit_xor: 5,
  bit_and: 6,
  equality: 7,
  relational: 8,
  shift: 9,
  additive: 10,
  multiplicative: 11,
  unary: 12,
  elvis: 13,
  postfix: 14,
};

/** A case-insensitive regular expression for a keyword. */
function ci(word) {
  const pattern = word
    .split('')
    .map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`)
    .join('');
  // Keywords outrank identifiers of the same length.
  return token(prec(1, new RegExp(pattern)));
}

const BINARY = [
  [PREC.or, '||'],
  [PREC.and, '&&'],
  [PREC.bit_or, '|'],
  [PREC.bit_xor, '^'],
  [PREC.bit_and, '&'],
  [PREC.equality, choice('==', '!=', '=?=', '=!=', alias(ci('is'), 'is'), alias(ci('isnt'), 'isnt'))],
  [PREC.relational, choice('<', '<=', '>', '>=')],
  [PREC.shift, choice('<<', '>>', '>>>')],
  [PREC.additive, choice('+', '-')],
  [PREC.multiplicative, choice('*', '/', '%')],
];

module.exports = grammar({
  name: 'classad',

  externals: ($) => [
    $._line_break,
    $._ad_break,
    $._old_equals,
    $._scanner_hook,
    $._old_string,
    $._old_quoted_identifier,
    $._stray_newline,
    $._error_sentinel,
  ],

  // The never-produced `_scanner_hook` makes the external scanner run in every state, so that
  // it can end an old-syntax line even in the middle of an unfinished expression.
  extras: ($) => [/\s/, $.comment, $._scanner_hook],

  word: ($) => $.identifier,

  supertypes: ($) => [$._expression],

  conflicts: ($) => [[$.source_file, $._primary]],

  rules: {
    source_file: ($) =>
      optional(
        choice(
          $._expression,
          prec.dynamic(1, seq($.record, repeat1($.record))),
          // Blank lines (ad breaks) and stray newlines only ever come from the scanner once an
          // old-syntax attribute has been seen, so new-syntax files never see them.
          repeat1(choice($.old_ad, $._ad_break, $._stray_newline)),
        ),
      ),

    // ---- old syntax: one attribute per line, blank lines between ads ----

    // Newlines between attributes (after '#' comment lines) are tokens too, so that a broken
    // line can be abandoned at its end: error recovery resumes where a stray newline fits.
    old_ad: ($) => prec.right(seq($.old_attribute, repeat(choice($.old_attribute, $._stray_newline)))),

    old_attribute: ($) =>
      seq(
        field('name', $._attribute_name),
        alias($._old_equals, '='),
        field('value', $._expression),
        $._line_break,
      ),

    // ---- expressions ----

    _expression: ($) =>
      choice(
        $.ternary_expression,
        $.binary_expression,
        $.unary_expression,
        $._postfix,
      ),

    _postfix: ($) =>
      choice(
        $.elvis_expression,
        $.subscript_expression,
        $.select_expression,
        $._primary,
      ),

    _primary: ($) =>
      choice(
        $.attribute_reference,
        $.absolute_reference,
        $.call_expression,
        $.parenthesized_expression,
        $.list,
        $.record,
        $.integer,
        $.real,
        $.string,
        $.boolean,
        $.undefined,
        $.error_value,
      ),

    ternary_expression: ($) =>
      prec.right(
        PREC.ternary,
        seq(
          field('condition', $._expression),
          '?',
          field('consequence', $._expression),
          ':',
          field('alternative', $._expression),
        ),
      ),

    binary_expression: ($) =>
      choice(
        ...BINARY.map(([p, op]) =>
          prec.left(
            p,
            seq(field('left', $._expression), field('operator', op), field('right', $._expression)),
          ),
        ),
      ),

    unary_expression: ($) =>
      prec.right(
        PREC.unary,
        seq(field('operator', choice('-', '+', '!', '~')), field('operand', $._expression)),
      ),

    elvis_expression: ($) =>
      prec.right(
        PREC.elvis,
        seq(field('left', $._postfix), field('operator', $.elvis_operator), field('right', $._postfix)),
      ),

    // `?` and `:` with only whitespace between them form the elvis operator, as the lexer has it.
    elvis_operator: (_) => token(/\?[ \t\r\n\f\v]*:/),

    subscript_expression: ($) =>
      prec(
        PREC.postfix,
        seq(field('base', $._postfix), '[', field('index', $._expression), ']'),
      ),

    select_expression: ($) =>
      prec(PREC.postfix, seq(field('base', $._postfix), $._dot, field('name', $._attribute_name))),

    attribute_reference: ($) => field('name', $._attribute_name),

    absolute_reference: ($) => seq($._dot, field('name', $._attribute_name)),

    // The lexer takes a doubled dot not followed by a digit as one selection operator.
    _dot: (_) => choice('.', alias('..', '.')),

    call_expression: ($) =>
      prec(
        PREC.postfix,
        seq(field('function', $._attribute_name), field('arguments', $.argument_list)),
      ),

    // Old-syntax ads may also separate arguments with ';' (the AST builder refuses it elsewhere).
    argument_list: ($) =>
      seq('(', optional(seq($._expression, repeat(seq(choice(',', ';'), $._expression)))), ')'),

    parenthesized_expression: ($) => seq('(', field('expression', $._expression), ')'),

    list: ($) => seq('{', optional(seq($._expression, repeat(seq(',', $._expression)))), '}'),

    // Stray semicolons are allowed anywhere except in a record with no attribute at all.
    record: ($) =>
      seq(
        '[',
        optional(
          seq(repeat(';'), $.attribute, repeat(seq(repeat1(';'), $.attribute)), repeat(';')),
        ),
        ']',
      ),

    attribute: ($) => seq(field('name', $._attribute_name), '=', field('value', $._expression)),

    _attribute_name: ($) => choice($.identifier, $.quoted_identifier),

    // ---- tokens ----

    identifier: (_) => /[A-Za-z_][A-Za-z0-9_]*/,

    // A single-quoted token names an attribute (any characters, backslash escapes as in strings).
    // Adjacent ones separated only by whitespace join, as strings do.
    quoted_identifier: ($) =>
      choice(
        token(/'([^'\\]|\\(.|\n))*'([ \t\r\n\f\v]*'([^'\\]|\\(.|\n))*')*/),
        $._old_quoted_identifier,
      ),

    // Adjacent string literals separated only by whitespace are one literal, concatenated.
    // In old-syntax ads the external scanner reads strings instead: there a backslash only
    // protects a quote, and strings neither join nor span lines.
    string: ($) =>
      choice(token(/"([^"\\]|\\(.|\n))*"([ \t\r\n\f\v]*"([^"\\]|\\(.|\n))*")*/), $._old_string),

    // A leading minus belongs to the number wherever an operand (not an operator) is expected.
    // Octal-looking and hex literals are taken here and judged by the AST builder.
    integer: (_) => token(/-?(0[xX][0-9a-fA-F]+|[0-9]+)/),

    real: (_) =>
      token(
        choice(
          /-?[0-9]+\.[0-9]+([eE][+-]?[0-9]+)?/,
          /-?\.[0-9]+([eE][+-]?[0-9]+)?/,
          /-?[0-9]+[eE][+-]?[0-9]+/,
          // Oddities of the library's lexer, kept for fidelity: a hex mantissa with a decimal
          // fraction (read by strtod as a hex float) and a doubled leading dot (reads as 0.0).
          /-?0[xX][0-9a-fA-F]+\.[0-9]+([eE][+-]?[0-9]+)?/,
          /\.\.[0-9]+([eE][+-]?[0-9]+)?/,
        ),
      ),

    boolean: (_) => choice(ci('true'), ci('false')),

    undefined: (_) => ci('undefined'),

    error_value: (_) => ci('error'),

    comment: (_) =>
      token(
        choice(
          seq('//', /[^\n]*/),
          seq('/*', /[^*]*\*+([^/*][^*]*\*+)*/, '/'),
          // Old-syntax files (condor_status -l and friends) skip lines starting with '#'.
          /#[^\n]*/,
        ),
      ),
  },
});
