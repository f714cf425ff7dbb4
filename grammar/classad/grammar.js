/** Placeholder grammar; replaced by the real one. */
module.exports = grammar({
  name: 'classad',
  extras: $ => [/\s/],
  rules: {
    source_file: $ => repeat($.word),
    word: $ => /[^\s]+/,
  },
});
