/*
 * External scanner for the condor_transform grammar: the shared @=tag block and `$(` scanner,
 * plus one token of its own, a zero-width marker in front of a transform statement.
 *
 * HTCondor (condor_utils/xform_utils.cpp, config.cpp) treats a line as a transform statement
 * when its first word is one of the keywords below, in any case, followed by blank space that
 * is not followed by `=` or `:` (then the line assigns a variable of that name), or by the end
 * of the line. A context-free lexer cannot look past the word, hence this scanner.
 */
#define SCANNER_PREFIX tree_sitter_condor_transform
#define HS_CUSTOM_SCAN
#include "../../common/heredoc_scanner.h"


/* after the five shared tokens, in the order of `externals` in grammar.js */
enum { KEYWORD_AHEAD = ERROR_SENTINEL + 1 };

/* sorted as in HTCondor's keyword table; compared case-insensitively */
static const char *const KEYWORDS[] = {
    "COPY", "DEFAULT", "DELETE", "EVALMACRO", "EVALSET", "NAME",
    "RENAME", "REQUIREMENTS", "SET", "TRANSFORM", "UNIVERSE",
};
#define KEYWORD_COUNT (sizeof(KEYWORDS) / sizeof(KEYWORDS[0]))
#define LONGEST_KEYWORD 12

static inline bool is_letter(int32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

static bool is_keyword(const char *word, unsigned len) {
  for (unsigned i = 0; i < KEYWORD_COUNT; i++) {
    if (strlen(KEYWORDS[i]) == len && memcmp(KEYWORDS[i], word, len) == 0) return true;
  }
  return false;
}

static bool scan_keyword_ahead(TSLexer *lexer) {
  lexer->mark_end(lexer); /* zero width: the keyword itself is lexed by the grammar */
  char word[LONGEST_KEYWORD + 1];
  unsigned len = 0;
  while (is_letter(lexer->lookahead)) {
    if (len >= LONGEST_KEYWORD) return false;
    word[len++] = (char)(lexer->lookahead & ~0x20); /* upper case */
    lexer->advance(lexer, false);
  }
  if (len == 0 || !is_keyword(word, len)) return false;
  if (hs_at_eol(lexer) || lexer->lookahead == '\r') {
    lexer->result_symbol = KEYWORD_AHEAD;
    return true;
  }
  if (!hs_is_blank(lexer->lookahead)) return false;
  while (hs_is_blank(lexer->lookahead)) lexer->advance(lexer, false);
  if (lexer->lookahead == '=' || lexer->lookahead == ':') return false;
  lexer->result_symbol = KEYWORD_AHEAD;
  return true;
}

bool tree_sitter_condor_transform_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid) {
  if (valid[ERROR_SENTINEL]) return false; /* error recovery: let the built-in lexer decide */
  if (valid[KEYWORD_AHEAD]) {
    while (hs_is_blank(lexer->lookahead)) lexer->advance(lexer, true);
    if (is_letter(lexer->lookahead)) return scan_keyword_ahead(lexer);
  }
  return hs_scan((HeredocState *)payload, lexer, valid);
}
