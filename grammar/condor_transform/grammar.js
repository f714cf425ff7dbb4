/**
 * Tree-sitter grammar for HTCondor's ClassAd transform language: the values of the schedd's
 * JOB_TRANSFORM_<name> knobs, of the job router's routes and pre/post-route transforms, and
 * condor_transform_ads rules files.
 *
 * HTCondor reads a transform with the submit-file flavour of its config reader
 * (condor_utils/config.cpp Parse_macros, ../common/rules.js): `name = value` lines set temporary
 * macros, `if`/`elif`/`else`/`endif` and `$(...)` work as in configuration. A line whose first
 * word is one of the transform keywords followed by blank space (and not then by `=` or `:`)
 * is a transform statement (condor_utils/xform_utils.cpp); the external scanner decides that,
 * since `NAME = x` sets a variable while `NAME x` names the transform.
 */
const common = require('../common/rules.js');
const queue = require('../common/queue.js');
const { kw } = common;

/** `SET <attr> [=|,] <expr>` and the other statements of that shape. */
const attributeArguments = ($, nameField, nameNode) =>
  seq(
    field(nameField, nameNode),
    optional(field('separator', $.separator)),
    optional(field('value', $.value)),
  );

module.exports = grammar({
  name: 'condor_transform',

  // the shared tokens first (their order is fixed by heredoc_scanner.h), then our own
  externals: ($) => [...common.externals($), $._keyword_ahead],
  extras: common.extras,

  rules: {
    source_file: ($) => seq(repeat($._line), optional($._statement)),

    _line: ($) => seq(optional($._statement), $._newline),

    _statement: ($) =>
      choice(
        // A line may start with `:`, which the reader drops (a pre-8.1.5 way to hide if-bodies).
        seq(':', $._statement),
        // zero-width: the scanner saw a keyword followed by blank space and no `=` or `:`
        seq($._keyword_ahead, $._transform_statement),
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

    _transform_statement: ($) =>
      choice(
        $.set_statement,
        $.default_statement,
        $.evalset_statement,
        $.evalmacro_statement,
        $.copy_statement,
        $.rename_statement,
        $.delete_statement,
        $.name_statement,
        $.universe_statement,
        $.requirements_statement,
        $.transform_statement,
      ),

    /** `SET <attr> <expr>`: the expression (after macro expansion) becomes the attribute. */
    set_statement: ($) => seq(kw('SET'), optional(attributeArguments($, 'attribute', $.attribute))),

    /** `DEFAULT <attr> <expr>`: like SET when the ad has no such attribute. */
    default_statement: ($) => seq(kw('DEFAULT'), optional(attributeArguments($, 'attribute', $.attribute))),

    /** `EVALSET <attr> <expr>`: the value of the expression, evaluated in the ad, is stored. */
    evalset_statement: ($) => seq(kw('EVALSET'), optional(attributeArguments($, 'attribute', $.attribute))),

    /** `EVALMACRO <var> <expr>`: the value is stored in a temporary macro instead. */
    evalmacro_statement: ($) =>
      seq(kw('EVALMACRO'), optional(attributeArguments($, 'variable', alias($.attribute, $.variable)))),

    /** `COPY <attr> <newattr>` or `COPY /<regex>/ <pattern>`. */
    copy_statement: ($) => seq(kw('COPY'), optional($._copy_arguments)),

    /** `RENAME <attr> <newattr>` or `RENAME /<regex>/ <pattern>`. */
    rename_statement: ($) => seq(kw('RENAME'), optional($._copy_arguments)),

    _copy_arguments: ($) =>
      seq(
        field('source', choice($.attribute, $.regex)),
        optional(field('separator', $.separator)),
        optional(field('target', $.value)),
      ),

    /** `DELETE <attr>` or `DELETE /<regex>/`; the reader ignores anything after the first word. */
    delete_statement: ($) =>
      seq(
        kw('DELETE'),
        optional(seq(field('attribute', choice($.attribute, $.regex)), optional(field('rest', $.value)))),
      ),

    /** `NAME <text>`: the transform's name (not used where the config knob names it). */
    name_statement: ($) => seq(kw('NAME'), optional(field('name', $.value))),

    /** `UNIVERSE <name or number>`: the job router's target universe. */
    universe_statement: ($) => seq(kw('UNIVERSE'), optional(field('universe', $.value))),

    /** `REQUIREMENTS <expr>`: the transform applies only to ads for which this is true. */
    requirements_statement: ($) => seq(kw('REQUIREMENTS'), optional(field('expression', $.value))),

    /** `TRANSFORM [N] [vars] [in|from|matching ...]`: the last statement; iterates in rules files. */
    transform_statement: ($) => seq(kw('TRANSFORM'), ...queue.queueArguments($)),

    /**
     * The first argument: a word up to blank space, or a quoted word (the reader drops the
     * quotes). A trailing `=` or `,` is not part of the name.
     */
    attribute: (_) => token(choice(/[^\s=,"'\/][^\s=,]*/, /"[^"\n]*"?/, /'[^'\n]*'?/)),

    /** `/pattern/flags`; the pattern runs to the next `/` (there is no escape for it). */
    regex: (_) => token(/\/[^\/\n]*\/?[^\s]*/),

    /** An optional `=` or `,` between the two arguments; it outranks a value starting there. */
    separator: (_) => token(prec(2, choice('=', ','))),

    ...queue.rules,

    ...common.rules,

    /** As in submit files: `+Attr = x` / `-Attr =` set the macro MY.Attr. */
    key: ($) =>
      seq(
        optional(field('attribute_marker', choice('+', '-'))),
        repeat(seq(field('prefix', choice(alias($.identifier, $.key_prefix), $.macro_reference)), token.immediate('.'))),
        field('name', choice($.identifier, $.macro_reference)),
      ),
  },
});
