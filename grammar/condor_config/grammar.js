/** Placeholder grammar; replaced by the real one. */
module.exports = grammar({
  name: 'condor_config',
  extras: $ => [/\s/],
  rules: {
    source_file: $ => repeat($.word),
    word: $ => /[^\s]+/,
  },
});
