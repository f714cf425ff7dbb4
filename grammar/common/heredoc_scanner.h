/*
 * External scanner shared by the condor_config, condor_submit and condor_transform grammars.
 *
 * It handles the one construct a context-free lexer cannot: the `NAME @=tag ... @tag` block,
 * whose closing line must repeat the tag chosen on the opening line. The scanner remembers the
 * tag (serialized with the parser state, so incremental reparses stay correct) and then splits
 * the block body into raw content lines until it meets a line that is exactly `@tag`.
 *
 * It also decides whether `$(` opens a macro reference. HTCondor's reader only treats `$(BODY)` as a
 * reference when BODY is a name made of letters, digits, `_ . /`, optionally followed by `:` and a
 * default made of those characters plus `$ , \ :` and blanks, where a `(` skips to the next `)`;
 * anything else (`$(A-B)`, `$(a b)`) stays literal text. That needs lookahead to the closing `)`,
 * which only an external scanner can do. (A `$(` left open at the end of the line is opened
 * anyway, so that the tree flags the missing `)`.)
 *
 * Each grammar's src/scanner.c defines SCANNER_PREFIX (the tree_sitter_<name> stem) and then
 * includes this file (condor_transform adds a token of its own, see HS_CUSTOM_SCAN below).
 */
#include "tree_sitter/parser.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Order must match the `externals` list in grammar/common/rules.js. */
enum HeredocToken { HEREDOC_TAG, HEREDOC_LINE, HEREDOC_END, MACRO_OPEN, ERROR_SENTINEL };

/* Tags longer than this are compared on their first MAX_TAG bytes only. */
#define MAX_TAG 200

typedef struct {
  uint8_t len;
  char tag[MAX_TAG];
} HeredocState;

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define FN(suffix) CAT(SCANNER_PREFIX, suffix)

static inline bool hs_is_blank(int32_t c) { return c == ' ' || c == '\t' || c == '\f' || c == '\v'; }
/* End of the physical line (a lone carriage return is ordinary text, as for the reader). */
static inline bool hs_at_eol(TSLexer *lexer) { return lexer->lookahead == '\n' || lexer->eof(lexer); }

void *FN(_external_scanner_create)(void) { return calloc(1, sizeof(HeredocState)); }

void FN(_external_scanner_destroy)(void *payload) { free(payload); }

unsigned FN(_external_scanner_serialize)(void *payload, char *buffer) {
  HeredocState *st = (HeredocState *)payload;
  buffer[0] = (char)st->len;
  memcpy(buffer + 1, st->tag, st->len);
  return 1u + st->len;
}

void FN(_external_scanner_deserialize)(void *payload, const char *buffer, unsigned length) {
  HeredocState *st = (HeredocState *)payload;
  st->len = 0;
  if (length > 0) {
    uint8_t n = (uint8_t)buffer[0];
    if (n > MAX_TAG || 1u + n > length) n = 0;
    st->len = n;
    memcpy(st->tag, buffer + 1, n);
  }
}

/* The tag is the rest of the `@=` line with surrounding blanks removed (it may be empty). */
static bool hs_scan_tag(HeredocState *st, TSLexer *lexer) {
  while (hs_is_blank(lexer->lookahead)) lexer->advance(lexer, true);
  st->len = 0;
  lexer->mark_end(lexer);
  char buf[MAX_TAG];
  unsigned n = 0, kept = 0;
  while (!hs_at_eol(lexer)) {
    int32_t c = lexer->lookahead;
    lexer->advance(lexer, false);
    if (n < MAX_TAG) buf[n] = (char)(c & 0xff);
    n++;
    if (!hs_is_blank(c) && c != '\r') {
      kept = n;
      lexer->mark_end(lexer);
    }
  }
  if (kept > MAX_TAG) kept = MAX_TAG;
  memcpy(st->tag, buf, kept);
  st->len = (uint8_t)kept;
  lexer->result_symbol = HEREDOC_TAG;
  return true;
}

/*
 * One body line. Blank lines and `#` lines are left to the grammar (the reader skips them even
 * inside a block); a line that is exactly `@tag` closes the block; anything else is content,
 * joined with the following physical line when it ends in a backslash, as the reader does.
 */
static bool hs_scan_body(HeredocState *st, TSLexer *lexer, const bool *valid) {
  while (hs_is_blank(lexer->lookahead)) lexer->advance(lexer, true);
  int32_t c = lexer->lookahead;
  if (hs_at_eol(lexer) || c == '\r' || c == '#') return false;

  if (c == '@' && valid[HEREDOC_END]) {
    lexer->advance(lexer, false);
    unsigned i = 0;
    bool same = true;
    while (!hs_at_eol(lexer) && !hs_is_blank(lexer->lookahead) && lexer->lookahead != '\r') {
      if (i >= st->len || (char)(lexer->lookahead & 0xff) != st->tag[i]) same = false;
      lexer->advance(lexer, false);
      i++;
    }
    lexer->mark_end(lexer);
    if (same && i == st->len) {
      while (hs_is_blank(lexer->lookahead) || lexer->lookahead == '\r') lexer->advance(lexer, false);
      if (hs_at_eol(lexer)) {
        lexer->result_symbol = HEREDOC_END;
        return true;
      }
    }
    /* Not the closing tag: the line is ordinary content, scanned on below. */
  }
  if (!valid[HEREDOC_LINE]) return false;

  int32_t last = 0;
  for (;;) {
    while (!hs_at_eol(lexer)) {
      int32_t ch = lexer->lookahead;
      lexer->advance(lexer, false);
      if (!hs_is_blank(ch) && ch != '\r') {
        last = ch;
        lexer->mark_end(lexer);
      }
    }
    if (last == '\\' && lexer->lookahead == '\n') {
      lexer->advance(lexer, false);
      last = 0;
      continue;
    }
    break;
  }
  lexer->result_symbol = HEREDOC_LINE;
  return true;
}

static inline bool hs_is_idchar(int32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
         c == '/';
}

/* Characters the reader accepts in a default after the colon, besides name characters. */
static inline bool hs_is_default_extra(int32_t c) { return c == '$' || c == ' ' || c == ',' || c == '\\' || c == ':'; }

/*
 * How far past `$(` the scanner looks for the closing `)`. Real names and defaults are short; the
 * bound keeps a line of many unclosed `$(A:` linear instead of quadratic. A body that is still
 * open after this many characters is opened as a reference, unless the bound is reached inside a
 * `(` of a default, which leaves the `$(` as text.
 */
#define MAX_MACRO_LOOKAHEAD 256

/* `$(` that the reader would expand; the token covers just `$(`, the body is only looked at. */
static bool hs_scan_macro_open(TSLexer *lexer) {
  while (hs_is_blank(lexer->lookahead)) lexer->advance(lexer, true);
  if (lexer->lookahead != '$') return false;
  lexer->advance(lexer, false);
  if (lexer->lookahead != '(') return false;
  lexer->advance(lexer, false);
  lexer->mark_end(lexer);
  bool after_colon = false;
  for (unsigned seen = 0; seen < MAX_MACRO_LOOKAHEAD; seen++) {
    /* An unclosed reference is literal text for the reader too, but it is almost surely a typo:
       open it anyway so that the tree shows the missing `)`. */
    if (hs_at_eol(lexer)) break;
    int32_t c = lexer->lookahead;
    if (c == ')') break;
    lexer->advance(lexer, false);
    if (c == ':' && !after_colon) {
      after_colon = true;
      continue;
    }
    if (after_colon) {
      if (c == '(') {
        /* the reader jumps to the next `)` (no nesting) and goes on from there */
        while (!hs_at_eol(lexer) && lexer->lookahead != ')' && seen < MAX_MACRO_LOOKAHEAD) {
          lexer->advance(lexer, false);
          seen++;
        }
        /* A `(` left open inside the default: only the innermost reference of such a chain is
           opened, so a line of `$(A:$(A:...` needs one missing `)`, not one per reference. */
        if (hs_at_eol(lexer) || seen >= MAX_MACRO_LOOKAHEAD) return false;
        lexer->advance(lexer, false);
        continue;
      }
      if (hs_is_idchar(c) || hs_is_default_extra(c)) continue;
      return false;
    }
    if (!hs_is_idchar(c)) return false;
  }
  lexer->result_symbol = MACRO_OPEN;
  return true;
}

static bool hs_scan(HeredocState *st, TSLexer *lexer, const bool *valid) {
  if (valid[ERROR_SENTINEL]) return false; /* error recovery: let the built-in lexer decide */
  if (valid[HEREDOC_TAG]) return hs_scan_tag(st, lexer);
  if (valid[HEREDOC_LINE] || valid[HEREDOC_END]) return hs_scan_body(st, lexer, valid);
  if (valid[MACRO_OPEN]) return hs_scan_macro_open(lexer);
  return false;
}

/* A grammar with external tokens of its own (listed after these five) defines HS_CUSTOM_SCAN,
   writes its own entry point and calls hs_scan() for the shared tokens. */
#ifndef HS_CUSTOM_SCAN
bool FN(_external_scanner_scan)(void *payload, TSLexer *lexer, const bool *valid) {
  return hs_scan((HeredocState *)payload, lexer, valid);
}
#endif
