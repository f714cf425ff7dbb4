/**
 * Tree-sitter grammar for HTCondor configuration files (condor_config, config.d/*, templates).
 *
 * The shared line-level rules live in ../common/rules.js; this file only chooses which
 * statements a configuration file may hold.
 */
const common = require('../common/rules.js');

module.exports = grammar({
  name: 'condor_config',

  externals: common.externals,
  extras: common.extras,

  rules: {
    source_file: ($) => seq(repeat($._line), optional($._statement)),

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
