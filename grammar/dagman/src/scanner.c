/*
 * External scanner for the dagman grammar.
 *
 * Two constructs of DAGMan's reader (src/condor_utils/dag_parser.cpp) need more than a regular
 * lexer:
 *
 * - The continuation: a backslash that ends a (trimmed) line joins the next one. Lines skipped by
 *   the reader (blank, `#` or `//` comments) do not end a continued command, so the token also
 *   takes them. A backslash followed by anything else on its line is part of a word.
 * - Inline submit descriptions: the opener (`{...` or `@=TAG`) chooses the closing line (`}`, or
 *   `@TAG`); the body is every raw line before the first line that, trimmed, is the closing token
 *   alone or the closing token followed by a space. The closing token is remembered (and
 *   serialized with the parser state, so incremental reparses stay correct).
 */
#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Order must match `externals` in grammar.js. */
enum Token {
  LINE_CONTINUATION,
  DESCRIPTION_OPEN,
  DESCRIPTION_NEWLINE,
  DESCRIPTION_BODY,
  DESCRIPTION_CLOSE,
  END_OF_FILE,
  ERROR_SENTINEL,
};

/* Closing tokens longer than this are compared on their first MAX_END bytes only. */
#define MAX_END 200

typedef struct {
  uint8_t len;
  char end[MAX_END];
} State;

void *tree_sitter_dagman_external_scanner_create(void) { return calloc(1, sizeof(State)); }

void tree_sitter_dagman_external_scanner_destroy(void *payload) { free(payload); }

unsigned tree_sitter_dagman_external_scanner_serialize(void *payload, char *buffer) {
  State *st = (State *)payload;
  buffer[0] = (char)st->len;
  memcpy(buffer + 1, st->end, st->len);
  return 1u + st->len;
}

void tree_sitter_dagman_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  State *st = (State *)payload;
  st->len = 0;
  if (length > 0) {
    uint8_t n = (uint8_t)buffer[0];
    if (n > MAX_END || 1u + n > length) n = 0;
    st->len = n;
    memcpy(st->end, buffer + 1, n);
  }
}

/* Characters the reader trims from both ends of a line (isspace, less the newline). */
static inline bool is_blank(int32_t c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
static inline bool at_eol(TSLexer *lexer) { return lexer->lookahead == '\n' || lexer->eof(lexer); }

static void advance(TSLexer *lexer) { lexer->advance(lexer, false); }

static void skip_to_next_line(TSLexer *lexer) {
  while (!at_eol(lexer)) advance(lexer);
  if (!lexer->eof(lexer)) advance(lexer);
}

/* `{...` (closed by `}`) or `@=TAG` (closed by `@TAG`): the word as DagLexer cuts it. */
static bool scan_open(State *st, TSLexer *lexer) {
  while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);
  if (lexer->lookahead == '{') {
    while (!at_eol(lexer) && !is_blank(lexer->lookahead)) advance(lexer);
    st->end[0] = '}';
    st->len = 1;
  } else if (lexer->lookahead == '@') {
    advance(lexer);
    if (lexer->lookahead != '=') return false;
    advance(lexer);
    st->len = 0;
    st->end[st->len++] = '@';
    while (!at_eol(lexer) && !is_blank(lexer->lookahead)) {
      if (st->len < MAX_END) st->end[st->len++] = (char)(lexer->lookahead & 0xff);
      advance(lexer);
    }
    /* `@=` alone names no closing token: condor_dagman rejects the line and reads on normally */
    if (st->len == 1) st->len = 0;
  } else {
    return false;
  }
  lexer->mark_end(lexer);
  lexer->result_symbol = DESCRIPTION_OPEN;
  return true;
}

/*
 * Whether the line at the lexer (its leading blanks already passed) closes the description:
 * the closing token, then the end of the line (blanks aside) or a space. Consumes what it
 * compares; with `mark`, the token's end is marked right after the closing token.
 */
static bool is_close_line(State *st, TSLexer *lexer, bool mark) {
  for (unsigned i = 0; i < st->len; i++) {
    if (at_eol(lexer) || (char)(lexer->lookahead & 0xff) != st->end[i]) return false;
    advance(lexer);
  }
  if (mark) lexer->mark_end(lexer);
  if (lexer->lookahead == ' ') return true;
  while (is_blank(lexer->lookahead)) advance(lexer);
  return at_eol(lexer);
}

static bool scan_description(State *st, TSLexer *lexer, const bool *valid) {
  /* blank lines before the body (or before the closing line) are padding */
  while (is_blank(lexer->lookahead) || lexer->lookahead == '\n') lexer->advance(lexer, true);
  if (lexer->eof(lexer)) {
    /* never closed: condor_dagman reports the missing closing token; the tree gets an empty one */
    if (!valid[DESCRIPTION_CLOSE]) return false;
    lexer->mark_end(lexer);
    lexer->result_symbol = DESCRIPTION_CLOSE;
    return true;
  }
  if (is_close_line(st, lexer, true)) {
    if (!valid[DESCRIPTION_CLOSE]) return false;
    lexer->result_symbol = DESCRIPTION_CLOSE;
    return true;
  }
  if (!valid[DESCRIPTION_BODY]) return false;
  /* the first line is body: take it and every following line up to the closing one */
  skip_to_next_line(lexer);
  lexer->mark_end(lexer);
  while (!lexer->eof(lexer)) {
    while (is_blank(lexer->lookahead)) advance(lexer);
    if (lexer->eof(lexer)) break;
    if (lexer->lookahead == '\n') {
      advance(lexer);
      lexer->mark_end(lexer);
      continue;
    }
    if (is_close_line(st, lexer, false)) break; /* the end stays where the last body line ended */
    skip_to_next_line(lexer);
    lexer->mark_end(lexer);
  }
  lexer->result_symbol = DESCRIPTION_BODY;
  return true;
}

/*
 * A run of backslashes that ends its line, with the blank and comment lines after it (the
 * reader skips them while it joins a continued command). Anything else after the backslash
 * makes it part of a word, which the grammar lexes.
 */
static bool scan_continuation(TSLexer *lexer) {
  while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);
  if (lexer->lookahead != '\\') return false;
  while (lexer->lookahead == '\\') advance(lexer);
  while (is_blank(lexer->lookahead)) advance(lexer);
  if (!at_eol(lexer)) return false;
  if (!lexer->eof(lexer)) advance(lexer);
  lexer->mark_end(lexer);
  while (!lexer->eof(lexer)) {
    while (is_blank(lexer->lookahead)) advance(lexer);
    if (lexer->lookahead == '\n') {
      advance(lexer);
    } else if (lexer->lookahead == '#') {
      skip_to_next_line(lexer);
    } else if (lexer->lookahead == '/') {
      advance(lexer);
      if (lexer->lookahead != '/') break;
      skip_to_next_line(lexer);
    } else {
      break;
    }
    lexer->mark_end(lexer);
  }
  lexer->result_symbol = LINE_CONTINUATION;
  return true;
}

bool tree_sitter_dagman_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid) {
  State *st = (State *)payload;
  if (valid[ERROR_SENTINEL]) return false; /* error recovery: let the built-in lexer decide */
  if (valid[DESCRIPTION_BODY] || valid[DESCRIPTION_CLOSE]) return scan_description(st, lexer, valid);
  if (valid[DESCRIPTION_NEWLINE]) {
    /* the body starts on the next line, unless the opener named no closing token (`@=`) */
    while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);
    if (lexer->lookahead == '\n' && st->len > 0) {
      advance(lexer);
      lexer->mark_end(lexer);
      lexer->result_symbol = DESCRIPTION_NEWLINE;
      return true;
    }
  }
  if (valid[DESCRIPTION_OPEN]) {
    while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);
    if (lexer->lookahead == '{' || lexer->lookahead == '@') return scan_open(st, lexer);
  }
  if (valid[END_OF_FILE]) {
    /* a last statement without a line break after it ends here */
    while (is_blank(lexer->lookahead)) lexer->advance(lexer, true);
    if (lexer->eof(lexer)) {
      lexer->mark_end(lexer);
      lexer->result_symbol = END_OF_FILE;
      return true;
    }
  }
  if (valid[LINE_CONTINUATION]) return scan_continuation(lexer);
  return false;
}
