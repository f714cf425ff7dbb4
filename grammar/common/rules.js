/**
 * Rules shared by the condor_config and condor_submit grammars.
 *
 * Both files are read by the same HTCondor line reader (condor_utils/config.cpp, Parse_macros):
 * one logical line per statement, a trailing backslash joins the next physical line, `#` starts
 * a comment only at the beginning of a line, and values are raw text in which `$(...)` macro
 * references and `$NAME(...)` macro functions are expanded later. So every rule here is
 * line-oriented: a statement ends at a newline, which keeps syntax errors inside one line.
 */

/** A case-insensitive regular expression for a keyword (the reader compares without case). */
function ci(word) {
  return new RegExp(
    word
      .split('')
      .map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join(''),
  );
}

/** A keyword token: case-insensitive, shown in the tree as its lower-case spelling. */
function kw(word) {
  return alias(token(ci(word)), word);
}

/** `@include`, `@use`, ...: the reader accepts a leading `@` so old versions reject the line. */
function atKw(word) {
  return alias(token(new RegExp('@?' + ci(word).source)), word);
}

/**
 * `if`/`elif`/`else`/`endif`: a leading `:` is allowed (files shared with pre-8.1.5 readers hide
 * the conditional lines that way).
 */
function condKw(word) {
  return alias(token(new RegExp(':?' + ci(word).source)), word);
}

/** `else` and `endif`: the reader ignores anything after the keyword, so the token swallows it. */
function closingKw(word) {
  return alias(token(new RegExp(':?' + ci(word).source + '([ \\t][^\\n]*)?')), word);
}

/** Special macro functions ($NAME(...)) the reader knows; `$F` takes modifier letters. */
const MACRO_FUNCTIONS = [
  'ENV', 'RANDOM_CHOICE', 'RANDOM_INTEGER', 'CHOICE', 'SUBSTR', 'INT', 'REAL', 'STRING', 'EVAL',
  'BASENAME', 'DIRNAME',
];

/** Characters of a plain value word: anything but blanks, `$` and the continuation backslash. */
const WORD_CHAR = String.raw`(?:[^\s$\\]|\\+[^\s$\\])`;

/** Append operators: `+=`, and `+` then one separator (optionally doubled) then `=`. */
const APPEND_OPERATORS = ['+=', ...[',', ';', '|', '&', '*'].flatMap((c) => [`+${c}=`, `+${c}${c}=`])];

const externals = ($) => [$.heredoc_tag, $.heredoc_line, $.heredoc_end, $._macro_open, $._error_sentinel];

const extras = ($) => [/[ \t\f\v\r]/, $._line_continuation];

const rules = {
  // Keyword-bearing rules come first: on a tie in length between a keyword and a word token,
  // tree-sitter prefers the token that appears earlier in the grammar.
  // ---------------------------------------------------------------- directives
  /** `include [ifexist] [command [into FILE]] : target`; a target ending in `|` is a command. */
  include: ($) =>
    seq(
      alias($._include_keyword, 'include'),
      optional(field('ifexist', choice(kw('ifexist'), kw('ifexists')))),
      optional(
        seq(
          field('command', choice(kw('command'), kw('output'))),
          optional(seq(kw('into'), field('into', alias(/[^\s:]+/, $.path)))),
        ),
      ),
      ':',
      optional(field('target', $.value)),
    ),

  /** `include` is also an ordinary knob name when an `=` follows (`INCLUDE = $(RELEASE_DIR)/include`). */
  _include_keyword: (_) => token(new RegExp('@?' + ci('include').source)),

  /** `use CATEGORY : TEMPLATE[(args)], ...` */
  use: ($) =>
    seq(
      atKw('use'),
      field('category', $.identifier),
      ':',
      repeat(seq(field('template', $.template), optional(','))),
    ),

  template: ($) =>
    seq(
      field('name', $.identifier),
      optional(field('arguments', alias(token.immediate(/\(([^()\n]|\([^()\n]*\))*\)?/), $.template_arguments))),
    ),

  /**
   * `error : message`, `error 3 : message`, `warning : message`. The colon belongs to the keyword
   * token so that `error = file.err` (a submit command) still reads as an assignment.
   */
  error_directive: ($) =>
    seq(
      field('keyword', alias(token(new RegExp(`@?${ci('error').source}([ \\t]+-?[0-9]+)?[ \\t]*:`)), $.directive)),
      optional(field('message', $.value)),
    ),

  warning_directive: ($) =>
    seq(
      field('keyword', alias(token(new RegExp(`@?${ci('warning').source}[ \\t]*:`)), $.directive)),
      optional(field('message', $.value)),
    ),

  // ---------------------------------------------------------------- conditionals
  if_block: ($) =>
    seq(
      condKw('if'),
      field('condition', $.condition),
      $._newline,
      repeat($._line),
      repeat(field('alternative', $.elif_clause)),
      optional(field('alternative', $.else_clause)),
      closingKw('endif'),
    ),

  elif_clause: ($) => seq(condKw('elif'), field('condition', $.condition), $._newline, repeat($._line)),

  else_clause: ($) => seq(closingKw('else'), $._newline, repeat($._line)),

  condition: ($) =>
    seq(
      optional(field('negated', '!')),
      choice($.defined_condition, $.version_condition, $.boolean, $.number, $.condition_expression),
    ),

  /** `defined NAME` (true when NAME has a non-empty value) or `defined use CATEGORY[:TEMPLATE]`. */
  defined_condition: ($) =>
    seq(
      kw('defined'),
      optional(
        choice(
          seq(kw('use'), field('template', alias(/[^\s]+/, $.template_reference))),
          field('name', $.condition_expression),
          field('name', $.boolean),
          field('name', $.number),
        ),
      ),
    ),

  /** `version >= 8.1.2`: compares against the running HTCondor version. */
  version_condition: ($) =>
    seq(
      kw('version'),
      field('operator', alias(/!?[<=>]=?/, $.operator)),
      field('version', alias(/[vV]?[0-9]+(\.[0-9]+)*/, $.version)),
    ),

  boolean: (_) => /[tT][rR][uU][eE]|[fF][aA][lL][sS][eE]|[yY][eE][sS]|[nN][oO]|[tT]|[fF]/,

  number: (_) => /-?[0-9]+(\.[0-9]*)?([eE][+-]?[0-9]+)?/,

  /** Anything else: macro references and words, evaluated by the reader after expansion. */
  condition_expression: ($) =>
    choice(
      seq(choice($._condition_word, $.macro_reference, $.macro_function), repeat($._condition_part)),
      seq(choice($.boolean, $.number), repeat1($._condition_part)),
    ),

  _condition_part: ($) => choice($._condition_word, $.macro_reference, $.macro_function, $.boolean, $.number),

  _condition_word: ($) => alias(/([^\s$\\!]|!=)[^\s$\\]*/, $.text),

  // ---------------------------------------------------------------- lines and comments
  _newline: (_) => /\n/,

  // A backslash at the end of a line joins the next one. Lines beginning with `#` inside a
  // continued statement are skipped when they themselves end in a backslash.
  _line_continuation: (_) => token(/\\[ \t\r]*\n([ \t]*#[^\n]*\\[ \t\r]*\n)*/),

  comment: (_) => /#[^\n]*/,

  /** `#opt:oldcomment`, `#opt:newcomment`, `#opt:strict` switch the reader's behaviour. */
  pragma: (_) => token(prec(3, /#[oO][pP][tT]:[^\n]*/)),

  /** `[Section]` lines are ignored by the reader (so a config file can look like an .ini). */
  section: (_) => /\[[^\s=:]*/,

  // ---------------------------------------------------------------- keys
  /**
   * `NAME`, `SUBSYS.NAME`, `LOCALNAME.SUBSYS.NAME`: dotted parts before the last are prefixes. The
   * reader expands macros in names, so a part may be a reference (`$(LOCALNAME).ALLOW_READ`).
   */
  key: ($) =>
    seq(
      repeat(seq(field('prefix', choice(alias($.identifier, $.key_prefix), $.macro_reference)), token.immediate('.'))),
      field('name', choice($.identifier, $.macro_reference)),
    ),

  /** A knob literally named `include` (only with `=` or an append operator after it). */
  _include_as_key: ($) => field('name', alias($._include_keyword, $.identifier)),

  identifier: (_) => /[A-Za-z0-9_\/]+/,

  // ---------------------------------------------------------------- assignments
  assignment: ($) =>
    seq(
      choice(
        seq(field('key', $.key), optional(field('ignored', $.ignored_text))),
        field('key', alias($._include_as_key, $.key)),
      ),
      field('operator', $.operator),
      optional(field('value', $.value)),
    ),

  /** `=`, `:` or an append form: one token, so recovery can insert a single MISSING operator. */
  operator: (_) => token(choice('=', ':', ...APPEND_OPERATORS)),

  /**
   * Words between the name and the operator. A configuration reader skips them (`FOO BAR = 1`
   * sets FOO); a submit reader rejects the line. Either way they stay inside the statement.
   */
  ignored_text: (_) => /[^\s=:@+.]([^=:@+\n]*[^\s=:@+])?/,

  /**
   * A line that starts like an assignment but has no operator (`just words`, a stray `endif`).
   * The reader rejects such a line; the grammar keeps it as one node so that the error cannot
   * spread to the next line. Consumers must report it as a syntax error.
   */
  invalid_line: ($) => seq(field('key', $.key), optional(field('ignored', $.ignored_text))),

  /**
   * A line whose first character cannot start any statement (`;x`, `(((`, `-:=`, `@=x`). Taking the
   * whole line as one token keeps error recovery from reaching into the following lines.
   */
  _garbage_line: (_) => token(choice(/[^\sA-Za-z0-9_\/$@#\[:+\-][^\n]*/, /[+\-@:][^A-Za-z0-9_\s$][^\n]*/)),

  /** `NAME @=tag`, raw lines, then a line that is exactly `@tag`. */
  heredoc_assignment: ($) =>
    seq(
      field('key', $.key),
      optional(field('ignored', $.ignored_text)),
      field('operator', '@='),
      field('tag', $.heredoc_tag),
      $._newline,
      optional(field('body', $.heredoc_body)),
      field('end', $.heredoc_end),
    ),

  heredoc_body: ($) => repeat1(choice(alias($.heredoc_line, $.raw_line), $.comment, $.pragma, $._newline)),

  // ---------------------------------------------------------------- values
  /** Raw text with macro references; its meaning (ClassAd, list, path) comes after expansion. */
  value: ($) => repeat1($._value_part),

  _value_part: ($) =>
    choice(
      $.text,
      alias(/\$/, $.text),
      alias(/\\/, $.text),
      $.macro_reference,
      $.macro_function,
      $.machine_reference,
    ),

  text: (_) => token(new RegExp(`${WORD_CHAR}+(?:[ \\t]+${WORD_CHAR}+)*`)),

  /**
   * `$(NAME)` or `$(NAME:default)`; the default may hold further references. The external scanner
   * only opens a reference where the reader would expand one; any other `$(` is plain text.
   */
  macro_reference: ($) =>
    seq(
      alias($._macro_open, '$('),
      field('name', alias(/[A-Za-z0-9_.\/]+/, $.macro_name)),
      optional(seq(':', optional(field('default', $.default_value)))),
      ')',
    ),

  default_value: ($) =>
    repeat1(
      choice(
        alias(/[^$()\n\\]+/, $.text),
        // the reader skips from a `(` to the next `)` inside a default (the `)` is optional here
        // so that a line full of unclosed `(` is lexed in linear time)
        alias(/\([^)\n]*\)?/, $.text),
        alias(/\$/, $.text),
        alias(/\\/, $.text),
        $.macro_reference,
        $.macro_function,
        $.machine_reference,
      ),
    ),

  /**
   * `$ENV(HOME)`, `$INT(X)`, `$Fqpa(file)`, ...: the argument text runs to the first `)`, as the
   * reader scans it (no nesting), and is interpreted by the function itself.
   */
  macro_function: ($) =>
    seq(
      field('function', $.function_name),
      optional(field('arguments', alias(/[^)\n]+/, $.arguments))),
      ')',
    ),

  /** The token spans `$NAME(` so that a `$Word` not followed by `(` stays plain text. */
  function_name: (_) => token(new RegExp(`\\$(?:${MACRO_FUNCTIONS.join('|')}|F[pnxdqabfwuPNXDQABFWU]*)\\(`)),

  /** `$$(Attr)`, `$$(Attr:default)` and `$$([expression])`: filled in from the matched machine. */
  machine_reference: ($) =>
    choice(
      seq(
        '$$(',
        field('name', alias(/[A-Za-z0-9_.\/]+/, $.macro_name)),
        optional(seq(':', optional(field('default', alias(/[^)\n]+/, $.default_value))))),
        ')',
      ),
      seq('$$([', optional(field('expression', alias(/([^\]\n]|\][^)\n])+/, $.expression))), '])'),
    ),
};

module.exports = { ci, kw, atKw, condKw, closingKw, rules, externals, extras, MACRO_FUNCTIONS, APPEND_OPERATORS };
