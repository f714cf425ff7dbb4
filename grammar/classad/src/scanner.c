/*
 * External scanner for the ClassAd grammar: the line structure of old-syntax ads.
 *
 * Expressions ignore newlines, but an old-syntax ad (`Name = expr` per line, as condor_status -l
 * prints) ends an attribute at the end of its line and ends the ad at a blank line. The scanner
 * remembers (in its serialized state) whether the file has shown itself to be old syntax, which
 * it learns from the `=` of the first old-syntax attribute. Before that, newlines are plain
 * whitespace, so new-syntax expressions and records never see these tokens. After it, every
 * newline is a token: the end of an attribute, a blank line (ad break), or a stray newline (after
 * a comment line, or inside an unfinished value, where it forces the parser to give up on the
 * line and resume at the next one). Strings and quoted names are then read by the old lexer's
 * rules as well.
 *
 * Every helper is static: three grammars are linked into one extension module.
 */
#include "tree_sitter/parser.h"

#include <stdbool.h>
#include "tree_sitter/alloc.h"

enum TokenType {
  LINE_BREAK,
  AD_BREAK,
  OLD_EQUALS,
  SCANNER_HOOK,
  OLD_STRING,
  OLD_QUOTED_IDENTIFIER,
  STRAY_NEWLINE,
  ERROR_SENTINEL,
};

/* Whether an old-syntax attribute has been seen: from then on every newline matters. */
typedef struct {
  bool old_syntax;
} Scanner;

static bool is_horizontal_space(int32_t c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* Skips spaces and tabs; returns how many were skipped. */
static unsigned skip_horizontal_space(TSLexer *lexer) {
  unsigned skipped = 0;
  while (is_horizontal_space(lexer->lookahead)) {
    lexer->advance(lexer, true);
    skipped++;
  }
  return skipped;
}

/* Consume whitespace-only lines that follow; the token ends after the last one. */
static void consume_blank_lines(TSLexer *lexer) {
  for (;;) {
    skip_horizontal_space(lexer);
    if (lexer->lookahead != '\n') {
      return;
    }
    lexer->advance(lexer, false);
    lexer->mark_end(lexer);
  }
}

/*
 * At a newline between old-syntax attributes: a blank line (this one, if we are at the start of
 * a line, else the next one) is an ad break; otherwise the newline is a stray one.
 */
static bool scan_between_lines(TSLexer *lexer, bool at_line_start, const bool *valid_symbols) {
  if (!at_line_start) {
    lexer->advance(lexer, false);
    lexer->mark_end(lexer);
    skip_horizontal_space(lexer);
    if (lexer->lookahead != '\n' || !valid_symbols[AD_BREAK]) {
      lexer->result_symbol = STRAY_NEWLINE;
      return valid_symbols[STRAY_NEWLINE];
    }
  } else if (!valid_symbols[AD_BREAK]) {
    lexer->advance(lexer, false);
    lexer->mark_end(lexer);
    lexer->result_symbol = STRAY_NEWLINE;
    return valid_symbols[STRAY_NEWLINE];
  }
  lexer->advance(lexer, false);
  lexer->mark_end(lexer);
  consume_blank_lines(lexer);
  lexer->result_symbol = AD_BREAK;
  return true;
}

/* The newline that ends an old-syntax attribute (zero width at the end of the input). */
static bool emit_line_break(TSLexer *lexer) {
  if (lexer->lookahead == '\n') {
    lexer->advance(lexer, false);
  }
  lexer->mark_end(lexer);
  lexer->result_symbol = LINE_BREAK;
  return true;
}

/*
 * The `=` binding an old-syntax attribute: a lone `=`, not the start of `==`, `=?=` or `=!=`
 * (the library's lexer reads `=!x` as `=` followed by `!x`).
 */
static bool scan_old_equals(Scanner *scanner, TSLexer *lexer) {
  lexer->advance(lexer, false);
  lexer->mark_end(lexer);
  if (lexer->lookahead == '=' || lexer->lookahead == '?') {
    return false;
  }
  if (lexer->lookahead == '!') {
    lexer->advance(lexer, false);
    if (lexer->lookahead == '=') {
      return false;
    }
  }
  scanner->old_syntax = true;
  lexer->result_symbol = OLD_EQUALS;
  return true;
}

/*
 * A quoted token as the library's old-syntax lexer reads it: a quote preceded by a backslash is
 * part of the text, unless it is the last character of the line (then the value ends with a
 * backslash). Nothing else is an escape. An unterminated token stops at the end of the line;
 * the AST builder reports it.
 */
static bool scan_old_quoted(TSLexer *lexer, int32_t delimiter, enum TokenType symbol) {
  int32_t previous = 0;
  lexer->advance(lexer, false);
  for (;;) {
    int32_t c = lexer->lookahead;
    if (c == '\n' || lexer->eof(lexer)) {
      break;
    }
    lexer->advance(lexer, false);
    if (c == delimiter) {
      if (previous != '\\' || lexer->lookahead == '\n' || lexer->eof(lexer)) {
        break;
      }
    }
    previous = c;
  }
  lexer->mark_end(lexer);
  lexer->result_symbol = symbol;
  return true;
}

void *tree_sitter_classad_external_scanner_create(void) {
  static const Scanner initial = {false};
  Scanner *scanner = (Scanner *)ts_malloc(sizeof(Scanner));
  *scanner = initial;
  return scanner;
}

void tree_sitter_classad_external_scanner_destroy(void *payload) { ts_free(payload); }

unsigned tree_sitter_classad_external_scanner_serialize(void *payload, char *buffer) {
  Scanner *scanner = (Scanner *)payload;
  buffer[0] = scanner->old_syntax ? 1 : 0;
  return 1;
}

void tree_sitter_classad_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  Scanner *scanner = (Scanner *)payload;
  scanner->old_syntax = length > 0 && buffer[0] == 1;
}

bool tree_sitter_classad_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  Scanner *scanner = (Scanner *)payload;
  bool recovering = valid_symbols[ERROR_SENTINEL];
  /* Fast exits: this runs before every token (see `_scanner_hook`). */
  if (!recovering && !scanner->old_syntax && !valid_symbols[LINE_BREAK] && !valid_symbols[AD_BREAK] &&
      !valid_symbols[OLD_EQUALS]) {
    return false;
  }
  int32_t first = lexer->lookahead;
  if (!is_horizontal_space(first) && first != '\n' && first != '=' && first != '"' && first != '\'' &&
      !lexer->eof(lexer)) {
    return false;
  }
  unsigned skipped = skip_horizontal_space(lexer);

  if (lexer->lookahead == '=') {
    return !recovering && valid_symbols[OLD_EQUALS] && scan_old_equals(scanner, lexer);
  }
  if (scanner->old_syntax && !recovering) {
    if (lexer->lookahead == '"' && valid_symbols[OLD_STRING]) {
      return scan_old_quoted(lexer, '"', OLD_STRING);
    }
    if (lexer->lookahead == '\'' && valid_symbols[OLD_QUOTED_IDENTIFIER]) {
      return scan_old_quoted(lexer, '\'', OLD_QUOTED_IDENTIFIER);
    }
  }
  bool at_eof = lexer->eof(lexer);
  if (lexer->lookahead != '\n' && !at_eof) {
    return false;
  }
  /* Asked only here, once per line: get_column() costs a walk back to the line start. */
  bool at_line_start = lexer->get_column(lexer) == skipped;
  if (recovering) {
    /* In a broken old-syntax ad the line still ends at its newline, and a blank line ends
     * the ad: report the tokens recovery can resume at. */
    if (!scanner->old_syntax || at_eof) {
      return false;
    }
    bool all[ERROR_SENTINEL + 1] = {false};
    all[AD_BREAK] = all[STRAY_NEWLINE] = true;
    return scan_between_lines(lexer, at_line_start, all);
  }
  if (valid_symbols[LINE_BREAK]) {
    return emit_line_break(lexer);
  }
  if (at_eof) {
    return false;
  }
  if (!scanner->old_syntax) {
    /* Blank lines and stray newlines mean something only once the file has shown itself to
     * be old syntax (its first `Name =`); before that they are whitespace. */
    return false;
  }
  if (valid_symbols[AD_BREAK] || valid_symbols[STRAY_NEWLINE]) {
    return scan_between_lines(lexer, at_line_start, valid_symbols);
  }
  /* A newline inside an unfinished old-syntax value. The library reads one line per attribute,
   * so the line ends here: the stray newline is not valid at this point, and error recovery
   * resumes after it, at the next attribute. */
  lexer->advance(lexer, false);
  lexer->mark_end(lexer);
  lexer->result_symbol = STRAY_NEWLINE;
  return true;
}
