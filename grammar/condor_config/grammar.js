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
        $.comment,
        $.pragma,
        $.section,
        $.assignment,
        $.heredoc_assignment,
        $.include,
        $.use,
        $.error,
        $.warning,
        $.if_block,
      ),

    ...common.rules,
  },
});
