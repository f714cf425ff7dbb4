#include "tree_sitter/parser.h"

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#ifdef _MSC_VER
#pragma optimize("", off)
#elif defined(__clang__)
#pragma clang optimize off
#elif defined(__GNUC__)
#pragma GCC optimize ("O0")
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 222
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 101
#define ALIAS_COUNT 1
#define TOKEN_COUNT 66
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 24
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 45

enum ts_symbol_identifiers {
  aux_sym_include_token1 = 1,
  aux_sym_include_token2 = 2,
  aux_sym_include_token3 = 3,
  aux_sym_include_token4 = 4,
  aux_sym_include_token5 = 5,
  aux_sym_include_token6 = 6,
  aux_sym_include_token7 = 7,
  anon_sym_COLON = 8,
  aux_sym_use_token1 = 9,
  anon_sym_COMMA = 10,
  aux_sym_template_token1 = 11,
  aux_sym_error_token1 = 12,
  aux_sym_warning_token1 = 13,
  aux_sym_if_block_token1 = 14,
  aux_sym_if_block_token2 = 15,
  aux_sym_elif_clause_token1 = 16,
  aux_sym_else_clause_token1 = 17,
  anon_sym_BANG = 18,
  aux_sym_defined_condition_token1 = 19,
  aux_sym_defined_condition_token2 = 20,
  aux_sym_defined_condition_token3 = 21,
  aux_sym_version_condition_token1 = 22,
  aux_sym_version_condition_token2 = 23,
  aux_sym_version_condition_token3 = 24,
  sym_boolean = 25,
  sym_number = 26,
  aux_sym__condition_word_token1 = 27,
  sym__newline = 28,
  sym__line_continuation = 29,
  sym_comment = 30,
  sym_pragma = 31,
  sym_section = 32,
  anon_sym_DOT = 33,
  sym_identifier = 34,
  anon_sym_EQ = 35,
  anon_sym_PLUS_EQ = 36,
  anon_sym_PLUS_COMMA_EQ = 37,
  anon_sym_PLUS_COMMA_COMMA_EQ = 38,
  anon_sym_PLUS_SEMI_EQ = 39,
  anon_sym_PLUS_SEMI_SEMI_EQ = 40,
  anon_sym_PLUS_PIPE_EQ = 41,
  anon_sym_PLUS_PIPE_PIPE_EQ = 42,
  anon_sym_PLUS_AMP_EQ = 43,
  anon_sym_PLUS_AMP_AMP_EQ = 44,
  anon_sym_PLUS_STAR_EQ = 45,
  anon_sym_PLUS_STAR_STAR_EQ = 46,
  anon_sym_AT_EQ = 47,
  aux_sym__value_part_token1 = 48,
  aux_sym__value_part_token2 = 49,
  sym_text = 50,
  anon_sym_DOLLAR_LPAREN = 51,
  aux_sym_macro_reference_token1 = 52,
  anon_sym_RPAREN = 53,
  aux_sym_default_value_token1 = 54,
  anon_sym_LPAREN = 55,
  aux_sym_macro_function_token1 = 56,
  sym_function_name = 57,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 58,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 59,
  aux_sym_machine_reference_token1 = 60,
  anon_sym_RBRACK_RPAREN = 61,
  sym_heredoc_tag = 62,
  sym_heredoc_line = 63,
  sym_heredoc_end = 64,
  sym__error_sentinel = 65,
  sym_source_file = 66,
  sym__line = 67,
  sym__statement = 68,
  sym_include = 69,
  sym_use = 70,
  sym_template = 71,
  sym_error = 72,
  sym_warning = 73,
  sym_if_block = 74,
  sym_elif_clause = 75,
  sym_else_clause = 76,
  sym_condition = 77,
  sym_defined_condition = 78,
  sym_version_condition = 79,
  sym_condition_expression = 80,
  sym__condition_part = 81,
  sym__condition_word = 82,
  sym_key = 83,
  sym_assignment = 84,
  sym_heredoc_assignment = 85,
  sym_heredoc_body = 86,
  sym_value = 87,
  sym__value_part = 88,
  sym_macro_reference = 89,
  sym_default_value = 90,
  sym_macro_function = 91,
  sym_machine_reference = 92,
  aux_sym_source_file_repeat1 = 93,
  aux_sym_use_repeat1 = 94,
  aux_sym_if_block_repeat1 = 95,
  aux_sym_condition_expression_repeat1 = 96,
  aux_sym_key_repeat1 = 97,
  aux_sym_heredoc_body_repeat1 = 98,
  aux_sym_value_repeat1 = 99,
  aux_sym_default_value_repeat1 = 100,
  alias_sym_key_prefix = 101,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [aux_sym_include_token1] = "include",
  [aux_sym_include_token2] = "ifexist",
  [aux_sym_include_token3] = "ifexists",
  [aux_sym_include_token4] = "command",
  [aux_sym_include_token5] = "output",
  [aux_sym_include_token6] = "into",
  [aux_sym_include_token7] = "path",
  [anon_sym_COLON] = ":",
  [aux_sym_use_token1] = "use",
  [anon_sym_COMMA] = ",",
  [aux_sym_template_token1] = "template_arguments",
  [aux_sym_error_token1] = "directive",
  [aux_sym_warning_token1] = "directive",
  [aux_sym_if_block_token1] = "if",
  [aux_sym_if_block_token2] = "endif",
  [aux_sym_elif_clause_token1] = "elif",
  [aux_sym_else_clause_token1] = "else",
  [anon_sym_BANG] = "!",
  [aux_sym_defined_condition_token1] = "defined",
  [aux_sym_defined_condition_token2] = "use",
  [aux_sym_defined_condition_token3] = "template_reference",
  [aux_sym_version_condition_token1] = "version",
  [aux_sym_version_condition_token2] = "operator",
  [aux_sym_version_condition_token3] = "version",
  [sym_boolean] = "boolean",
  [sym_number] = "number",
  [aux_sym__condition_word_token1] = "text",
  [sym__newline] = "_newline",
  [sym__line_continuation] = "_line_continuation",
  [sym_comment] = "comment",
  [sym_pragma] = "pragma",
  [sym_section] = "section",
  [anon_sym_DOT] = ".",
  [sym_identifier] = "identifier",
  [anon_sym_EQ] = "=",
  [anon_sym_PLUS_EQ] = "+=",
  [anon_sym_PLUS_COMMA_EQ] = "+,=",
  [anon_sym_PLUS_COMMA_COMMA_EQ] = "+,,=",
  [anon_sym_PLUS_SEMI_EQ] = "+;=",
  [anon_sym_PLUS_SEMI_SEMI_EQ] = "+;;=",
  [anon_sym_PLUS_PIPE_EQ] = "+|=",
  [anon_sym_PLUS_PIPE_PIPE_EQ] = "+||=",
  [anon_sym_PLUS_AMP_EQ] = "+&=",
  [anon_sym_PLUS_AMP_AMP_EQ] = "+&&=",
  [anon_sym_PLUS_STAR_EQ] = "+*=",
  [anon_sym_PLUS_STAR_STAR_EQ] = "+**=",
  [anon_sym_AT_EQ] = "@=",
  [aux_sym__value_part_token1] = "text",
  [aux_sym__value_part_token2] = "text",
  [sym_text] = "text",
  [anon_sym_DOLLAR_LPAREN] = "$(",
  [aux_sym_macro_reference_token1] = "macro_name",
  [anon_sym_RPAREN] = ")",
  [aux_sym_default_value_token1] = "text",
  [anon_sym_LPAREN] = "(",
  [aux_sym_macro_function_token1] = "arguments",
  [sym_function_name] = "function_name",
  [anon_sym_DOLLAR_DOLLAR_LPAREN] = "$$(",
  [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = "$$([",
  [aux_sym_machine_reference_token1] = "expression",
  [anon_sym_RBRACK_RPAREN] = "])",
  [sym_heredoc_tag] = "heredoc_tag",
  [sym_heredoc_line] = "raw_line",
  [sym_heredoc_end] = "heredoc_end",
  [sym__error_sentinel] = "_error_sentinel",
  [sym_source_file] = "source_file",
  [sym__line] = "_line",
  [sym__statement] = "_statement",
  [sym_include] = "include",
  [sym_use] = "use",
  [sym_template] = "template",
  [sym_error] = "error",
  [sym_warning] = "warning",
  [sym_if_block] = "if_block",
  [sym_elif_clause] = "elif_clause",
  [sym_else_clause] = "else_clause",
  [sym_condition] = "condition",
  [sym_defined_condition] = "defined_condition",
  [sym_version_condition] = "version_condition",
  [sym_condition_expression] = "condition_expression",
  [sym__condition_part] = "_condition_part",
  [sym__condition_word] = "_condition_word",
  [sym_key] = "key",
  [sym_assignment] = "assignment",
  [sym_heredoc_assignment] = "heredoc_assignment",
  [sym_heredoc_body] = "heredoc_body",
  [sym_value] = "value",
  [sym__value_part] = "_value_part",
  [sym_macro_reference] = "macro_reference",
  [sym_default_value] = "default_value",
  [sym_macro_function] = "macro_function",
  [sym_machine_reference] = "machine_reference",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_use_repeat1] = "use_repeat1",
  [aux_sym_if_block_repeat1] = "if_block_repeat1",
  [aux_sym_condition_expression_repeat1] = "condition_expression_repeat1",
  [aux_sym_key_repeat1] = "key_repeat1",
  [aux_sym_heredoc_body_repeat1] = "heredoc_body_repeat1",
  [aux_sym_value_repeat1] = "value_repeat1",
  [aux_sym_default_value_repeat1] = "default_value_repeat1",
  [alias_sym_key_prefix] = "key_prefix",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [aux_sym_include_token1] = aux_sym_include_token1,
  [aux_sym_include_token2] = aux_sym_include_token2,
  [aux_sym_include_token3] = aux_sym_include_token3,
  [aux_sym_include_token4] = aux_sym_include_token4,
  [aux_sym_include_token5] = aux_sym_include_token5,
  [aux_sym_include_token6] = aux_sym_include_token6,
  [aux_sym_include_token7] = aux_sym_include_token7,
  [anon_sym_COLON] = anon_sym_COLON,
  [aux_sym_use_token1] = aux_sym_use_token1,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [aux_sym_template_token1] = aux_sym_template_token1,
  [aux_sym_error_token1] = aux_sym_error_token1,
  [aux_sym_warning_token1] = aux_sym_error_token1,
  [aux_sym_if_block_token1] = aux_sym_if_block_token1,
  [aux_sym_if_block_token2] = aux_sym_if_block_token2,
  [aux_sym_elif_clause_token1] = aux_sym_elif_clause_token1,
  [aux_sym_else_clause_token1] = aux_sym_else_clause_token1,
  [anon_sym_BANG] = anon_sym_BANG,
  [aux_sym_defined_condition_token1] = aux_sym_defined_condition_token1,
  [aux_sym_defined_condition_token2] = aux_sym_use_token1,
  [aux_sym_defined_condition_token3] = aux_sym_defined_condition_token3,
  [aux_sym_version_condition_token1] = aux_sym_version_condition_token1,
  [aux_sym_version_condition_token2] = aux_sym_version_condition_token2,
  [aux_sym_version_condition_token3] = aux_sym_version_condition_token3,
  [sym_boolean] = sym_boolean,
  [sym_number] = sym_number,
  [aux_sym__condition_word_token1] = sym_text,
  [sym__newline] = sym__newline,
  [sym__line_continuation] = sym__line_continuation,
  [sym_comment] = sym_comment,
  [sym_pragma] = sym_pragma,
  [sym_section] = sym_section,
  [anon_sym_DOT] = anon_sym_DOT,
  [sym_identifier] = sym_identifier,
  [anon_sym_EQ] = anon_sym_EQ,
  [anon_sym_PLUS_EQ] = anon_sym_PLUS_EQ,
  [anon_sym_PLUS_COMMA_EQ] = anon_sym_PLUS_COMMA_EQ,
  [anon_sym_PLUS_COMMA_COMMA_EQ] = anon_sym_PLUS_COMMA_COMMA_EQ,
  [anon_sym_PLUS_SEMI_EQ] = anon_sym_PLUS_SEMI_EQ,
  [anon_sym_PLUS_SEMI_SEMI_EQ] = anon_sym_PLUS_SEMI_SEMI_EQ,
  [anon_sym_PLUS_PIPE_EQ] = anon_sym_PLUS_PIPE_EQ,
  [anon_sym_PLUS_PIPE_PIPE_EQ] = anon_sym_PLUS_PIPE_PIPE_EQ,
  [anon_sym_PLUS_AMP_EQ] = anon_sym_PLUS_AMP_EQ,
  [anon_sym_PLUS_AMP_AMP_EQ] = anon_sym_PLUS_AMP_AMP_EQ,
  [anon_sym_PLUS_STAR_EQ] = anon_sym_PLUS_STAR_EQ,
  [anon_sym_PLUS_STAR_STAR_EQ] = anon_sym_PLUS_STAR_STAR_EQ,
  [anon_sym_AT_EQ] = anon_sym_AT_EQ,
  [aux_sym__value_part_token1] = sym_text,
  [aux_sym__value_part_token2] = sym_text,
  [sym_text] = sym_text,
  [anon_sym_DOLLAR_LPAREN] = anon_sym_DOLLAR_LPAREN,
  [aux_sym_macro_reference_token1] = aux_sym_macro_reference_token1,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [aux_sym_default_value_token1] = sym_text,
  [anon_sym_LPAREN] = anon_sym_LPAREN,
  [aux_sym_macro_function_token1] = aux_sym_macro_function_token1,
  [sym_function_name] = sym_function_name,
  [anon_sym_DOLLAR_DOLLAR_LPAREN] = anon_sym_DOLLAR_DOLLAR_LPAREN,
  [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [aux_sym_machine_reference_token1] = aux_sym_machine_reference_token1,
  [anon_sym_RBRACK_RPAREN] = anon_sym_RBRACK_RPAREN,
  [sym_heredoc_tag] = sym_heredoc_tag,
  [sym_heredoc_line] = sym_heredoc_line,
  [sym_heredoc_end] = sym_heredoc_end,
  [sym__error_sentinel] = sym__error_sentinel,
  [sym_source_file] = sym_source_file,
  [sym__line] = sym__line,
  [sym__statement] = sym__statement,
  [sym_include] = sym_include,
  [sym_use] = sym_use,
  [sym_template] = sym_template,
  [sym_error] = sym_error,
  [sym_warning] = sym_warning,
  [sym_if_block] = sym_if_block,
  [sym_elif_clause] = sym_elif_clause,
  [sym_else_clause] = sym_else_clause,
  [sym_condition] = sym_condition,
  [sym_defined_condition] = sym_defined_condition,
  [sym_version_condition] = sym_version_condition,
  [sym_condition_expression] = sym_condition_expression,
  [sym__condition_part] = sym__condition_part,
  [sym__condition_word] = sym__condition_word,
  [sym_key] = sym_key,
  [sym_assignment] = sym_assignment,
  [sym_heredoc_assignment] = sym_heredoc_assignment,
  [sym_heredoc_body] = sym_heredoc_body,
  [sym_value] = sym_value,
  [sym__value_part] = sym__value_part,
  [sym_macro_reference] = sym_macro_reference,
  [sym_default_value] = sym_default_value,
  [sym_macro_function] = sym_macro_function,
  [sym_machine_reference] = sym_machine_reference,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_use_repeat1] = aux_sym_use_repeat1,
  [aux_sym_if_block_repeat1] = aux_sym_if_block_repeat1,
  [aux_sym_condition_expression_repeat1] = aux_sym_condition_expression_repeat1,
  [aux_sym_key_repeat1] = aux_sym_key_repeat1,
  [aux_sym_heredoc_body_repeat1] = aux_sym_heredoc_body_repeat1,
  [aux_sym_value_repeat1] = aux_sym_value_repeat1,
  [aux_sym_default_value_repeat1] = aux_sym_default_value_repeat1,
  [alias_sym_key_prefix] = alias_sym_key_prefix,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [aux_sym_include_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_token3] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_token4] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_token5] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_token6] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_token7] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_use_token1] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_template_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_error_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_warning_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_if_block_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_if_block_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_elif_clause_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_else_clause_token1] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_BANG] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_defined_condition_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_defined_condition_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_defined_condition_token3] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_version_condition_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_version_condition_token2] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_version_condition_token3] = {
    .visible = true,
    .named = true,
  },
  [sym_boolean] = {
    .visible = true,
    .named = true,
  },
  [sym_number] = {
    .visible = true,
    .named = true,
  },
  [aux_sym__condition_word_token1] = {
    .visible = true,
    .named = true,
  },
  [sym__newline] = {
    .visible = false,
    .named = true,
  },
  [sym__line_continuation] = {
    .visible = false,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym_pragma] = {
    .visible = true,
    .named = true,
  },
  [sym_section] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_DOT] = {
    .visible = true,
    .named = false,
  },
  [sym_identifier] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_COMMA_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_COMMA_COMMA_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_SEMI_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_SEMI_SEMI_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_PIPE_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_PIPE_PIPE_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_AMP_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_AMP_AMP_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_STAR_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_STAR_STAR_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_AT_EQ] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__value_part_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym__value_part_token2] = {
    .visible = true,
    .named = true,
  },
  [sym_text] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_DOLLAR_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_macro_reference_token1] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_default_value_token1] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_macro_function_token1] = {
    .visible = true,
    .named = true,
  },
  [sym_function_name] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_DOLLAR_DOLLAR_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_machine_reference_token1] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_RBRACK_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [sym_heredoc_tag] = {
    .visible = true,
    .named = true,
  },
  [sym_heredoc_line] = {
    .visible = true,
    .named = true,
  },
  [sym_heredoc_end] = {
    .visible = true,
    .named = true,
  },
  [sym__error_sentinel] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym__line] = {
    .visible = false,
    .named = true,
  },
  [sym__statement] = {
    .visible = false,
    .named = true,
  },
  [sym_include] = {
    .visible = true,
    .named = true,
  },
  [sym_use] = {
    .visible = true,
    .named = true,
  },
  [sym_template] = {
    .visible = true,
    .named = true,
  },
  [sym_error] = {
    .visible = true,
    .named = true,
  },
  [sym_warning] = {
    .visible = true,
    .named = true,
  },
  [sym_if_block] = {
    .visible = true,
    .named = true,
  },
  [sym_elif_clause] = {
    .visible = true,
    .named = true,
  },
  [sym_else_clause] = {
    .visible = true,
    .named = true,
  },
  [sym_condition] = {
    .visible = true,
    .named = true,
  },
  [sym_defined_condition] = {
    .visible = true,
    .named = true,
  },
  [sym_version_condition] = {
    .visible = true,
    .named = true,
  },
  [sym_condition_expression] = {
    .visible = true,
    .named = true,
  },
  [sym__condition_part] = {
    .visible = false,
    .named = true,
  },
  [sym__condition_word] = {
    .visible = false,
    .named = true,
  },
  [sym_key] = {
    .visible = true,
    .named = true,
  },
  [sym_assignment] = {
    .visible = true,
    .named = true,
  },
  [sym_heredoc_assignment] = {
    .visible = true,
    .named = true,
  },
  [sym_heredoc_body] = {
    .visible = true,
    .named = true,
  },
  [sym_value] = {
    .visible = true,
    .named = true,
  },
  [sym__value_part] = {
    .visible = false,
    .named = true,
  },
  [sym_macro_reference] = {
    .visible = true,
    .named = true,
  },
  [sym_default_value] = {
    .visible = true,
    .named = true,
  },
  [sym_macro_function] = {
    .visible = true,
    .named = true,
  },
  [sym_machine_reference] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_use_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_if_block_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_condition_expression_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_key_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_heredoc_body_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_value_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_default_value_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_key_prefix] = {
    .visible = true,
    .named = true,
  },
};

enum ts_field_identifiers {
  field_alternative = 1,
  field_arguments = 2,
  field_body = 3,
  field_category = 4,
  field_command = 5,
  field_condition = 6,
  field_default = 7,
  field_end = 8,
  field_expression = 9,
  field_function = 10,
  field_ifexist = 11,
  field_into = 12,
  field_key = 13,
  field_keyword = 14,
  field_message = 15,
  field_name = 16,
  field_negated = 17,
  field_operator = 18,
  field_prefix = 19,
  field_tag = 20,
  field_target = 21,
  field_template = 22,
  field_value = 23,
  field_version = 24,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_alternative] = "alternative",
  [field_arguments] = "arguments",
  [field_body] = "body",
  [field_category] = "category",
  [field_command] = "command",
  [field_condition] = "condition",
  [field_default] = "default",
  [field_end] = "end",
  [field_expression] = "expression",
  [field_function] = "function",
  [field_ifexist] = "ifexist",
  [field_into] = "into",
  [field_key] = "key",
  [field_keyword] = "keyword",
  [field_message] = "message",
  [field_name] = "name",
  [field_negated] = "negated",
  [field_operator] = "operator",
  [field_prefix] = "prefix",
  [field_tag] = "tag",
  [field_target] = "target",
  [field_template] = "template",
  [field_value] = "value",
  [field_version] = "version",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 2},
  [4] = {.index = 4, .length = 1},
  [5] = {.index = 5, .length = 2},
  [6] = {.index = 7, .length = 2},
  [7] = {.index = 9, .length = 2},
  [8] = {.index = 11, .length = 1},
  [9] = {.index = 12, .length = 1},
  [10] = {.index = 13, .length = 1},
  [11] = {.index = 14, .length = 1},
  [12] = {.index = 15, .length = 1},
  [13] = {.index = 16, .length = 1},
  [14] = {.index = 17, .length = 3},
  [15] = {.index = 20, .length = 2},
  [16] = {.index = 22, .length = 2},
  [17] = {.index = 24, .length = 2},
  [18] = {.index = 26, .length = 1},
  [19] = {.index = 27, .length = 2},
  [20] = {.index = 29, .length = 1},
  [21] = {.index = 30, .length = 1},
  [22] = {.index = 31, .length = 1},
  [23] = {.index = 32, .length = 2},
  [24] = {.index = 34, .length = 1},
  [25] = {.index = 35, .length = 1},
  [26] = {.index = 36, .length = 3},
  [27] = {.index = 39, .length = 2},
  [28] = {.index = 41, .length = 2},
  [29] = {.index = 43, .length = 2},
  [30] = {.index = 45, .length = 2},
  [31] = {.index = 47, .length = 2},
  [32] = {.index = 49, .length = 2},
  [33] = {.index = 51, .length = 2},
  [34] = {.index = 53, .length = 4},
  [35] = {.index = 57, .length = 3},
  [36] = {.index = 60, .length = 3},
  [37] = {.index = 63, .length = 2},
  [38] = {.index = 63, .length = 2},
  [39] = {.index = 65, .length = 2},
  [40] = {.index = 67, .length = 2},
  [41] = {.index = 69, .length = 3},
  [42] = {.index = 72, .length = 5},
  [43] = {.index = 77, .length = 4},
  [44] = {.index = 81, .length = 3},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_keyword, 0},
  [1] =
    {field_name, 0},
  [2] =
    {field_keyword, 0},
    {field_message, 1},
  [4] =
    {field_prefix, 0},
  [5] =
    {field_key, 0},
    {field_operator, 1},
  [7] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [9] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [11] =
    {field_ifexist, 1},
  [12] =
    {field_command, 1},
  [13] =
    {field_target, 2},
  [14] =
    {field_category, 1},
  [15] =
    {field_negated, 0},
  [16] =
    {field_name, 1},
  [17] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [20] =
    {field_command, 2},
    {field_ifexist, 1},
  [22] =
    {field_ifexist, 1},
    {field_target, 3},
  [24] =
    {field_command, 1},
    {field_target, 3},
  [26] =
    {field_template, 0},
  [27] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [29] =
    {field_function, 0},
  [30] =
    {field_expression, 1},
  [31] =
    {field_template, 2},
  [32] =
    {field_operator, 1},
    {field_version, 2},
  [34] =
    {field_condition, 1},
  [35] =
    {field_alternative, 0},
  [36] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [39] =
    {field_command, 1},
    {field_into, 3},
  [41] =
    {field_arguments, 1},
    {field_name, 0},
  [43] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [45] =
    {field_arguments, 2},
    {field_function, 0},
  [47] =
    {field_alternative, 3},
    {field_condition, 1},
  [49] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [51] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [53] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [57] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [60] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [63] =
    {field_default, 3},
    {field_name, 1},
  [65] =
    {field_alternative, 4},
    {field_condition, 1},
  [67] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [69] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [72] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [77] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [81] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [4] = {
    [0] = alias_sym_key_prefix,
  },
  [38] = {
    [3] = sym_default_value,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 5,
  [6] = 6,
  [7] = 7,
  [8] = 4,
  [9] = 4,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 24,
  [27] = 27,
  [28] = 12,
  [29] = 23,
  [30] = 22,
  [31] = 14,
  [32] = 15,
  [33] = 25,
  [34] = 17,
  [35] = 20,
  [36] = 21,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 37,
  [41] = 41,
  [42] = 27,
  [43] = 38,
  [44] = 38,
  [45] = 38,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 41,
  [53] = 53,
  [54] = 54,
  [55] = 41,
  [56] = 56,
  [57] = 57,
  [58] = 58,
  [59] = 59,
  [60] = 60,
  [61] = 61,
  [62] = 62,
  [63] = 63,
  [64] = 64,
  [65] = 65,
  [66] = 66,
  [67] = 61,
  [68] = 58,
  [69] = 63,
  [70] = 65,
  [71] = 64,
  [72] = 60,
  [73] = 59,
  [74] = 61,
  [75] = 63,
  [76] = 62,
  [77] = 65,
  [78] = 64,
  [79] = 66,
  [80] = 57,
  [81] = 60,
  [82] = 58,
  [83] = 59,
  [84] = 62,
  [85] = 66,
  [86] = 57,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 61,
  [91] = 58,
  [92] = 62,
  [93] = 66,
  [94] = 94,
  [95] = 57,
  [96] = 96,
  [97] = 97,
  [98] = 98,
  [99] = 99,
  [100] = 100,
  [101] = 100,
  [102] = 102,
  [103] = 103,
  [104] = 98,
  [105] = 99,
  [106] = 106,
  [107] = 107,
  [108] = 103,
  [109] = 102,
  [110] = 110,
  [111] = 106,
  [112] = 112,
  [113] = 107,
  [114] = 112,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 119,
  [120] = 120,
  [121] = 121,
  [122] = 122,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 131,
  [132] = 115,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 140,
  [146] = 127,
  [147] = 129,
  [148] = 148,
  [149] = 137,
  [150] = 138,
  [151] = 151,
  [152] = 126,
  [153] = 127,
  [154] = 148,
  [155] = 137,
  [156] = 138,
  [157] = 126,
  [158] = 148,
  [159] = 137,
  [160] = 148,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 167,
  [168] = 168,
  [169] = 169,
  [170] = 170,
  [171] = 171,
  [172] = 172,
  [173] = 173,
  [174] = 174,
  [175] = 175,
  [176] = 176,
  [177] = 177,
  [178] = 178,
  [179] = 179,
  [180] = 180,
  [181] = 181,
  [182] = 182,
  [183] = 161,
  [184] = 184,
  [185] = 185,
  [186] = 186,
  [187] = 187,
  [188] = 163,
  [189] = 162,
  [190] = 190,
  [191] = 181,
  [192] = 192,
  [193] = 193,
  [194] = 166,
  [195] = 192,
  [196] = 196,
  [197] = 190,
  [198] = 198,
  [199] = 187,
  [200] = 200,
  [201] = 190,
  [202] = 202,
  [203] = 193,
  [204] = 166,
  [205] = 187,
  [206] = 162,
  [207] = 193,
  [208] = 190,
  [209] = 193,
  [210] = 172,
  [211] = 185,
  [212] = 186,
  [213] = 196,
  [214] = 214,
  [215] = 202,
  [216] = 185,
  [217] = 186,
  [218] = 196,
  [219] = 185,
  [220] = 186,
  [221] = 221,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(160);
      ADVANCE_MAP(
        '\n', 237,
        '!', 185,
        '#', 240,
        '$', 289,
        '(', 298,
        ')', 295,
        '+', 10,
        ',', 173,
        '-', 150,
        '.', 246,
        ':', 170,
        '=', 276,
        '@', 28,
        '[', 245,
        '\\', 291,
        ']', 16,
        'C', 125,
        'c', 125,
        'D', 93,
        'd', 93,
        'E', 114,
        'e', 114,
        'F', 200,
        'f', 200,
        'I', 102,
        'i', 102,
        'N', 126,
        'n', 126,
        'O', 144,
        'o', 144,
        'T', 203,
        't', 203,
        'U', 137,
        'u', 137,
        'V', 100,
        'v', 100,
        'W', 84,
        'w', 84,
        'Y', 99,
        'y', 99,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(155);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 237,
        '!', 35,
        '$', 12,
        '-', 234,
        '\\', 6,
        'F', 201,
        'f', 201,
        'N', 226,
        'n', 226,
        'T', 202,
        't', 202,
        'U', 232,
        'u', 232,
        'Y', 217,
        'y', 217,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (lookahead != 0) ADVANCE(236);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 237,
        '!', 35,
        '$', 12,
        '-', 234,
        '\\', 6,
        'F', 201,
        'f', 201,
        'N', 226,
        'n', 226,
        'T', 202,
        't', 202,
        'Y', 217,
        'y', 217,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (lookahead != 0) ADVANCE(236);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 237,
        '#', 240,
        '@', 92,
        '[', 245,
        '\\', 6,
        'E', 264,
        'e', 264,
        'I', 256,
        'i', 256,
        'U', 273,
        'u', 273,
        'W', 249,
        'w', 249,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 237,
        '#', 240,
        '@', 92,
        '[', 245,
        '\\', 6,
        'E', 267,
        'e', 267,
        'I', 256,
        'i', 256,
        'U', 273,
        'u', 273,
        'W', 249,
        'w', 249,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(5);
      if (lookahead != 0) ADVANCE(76);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      END_STATE();
    case 7:
      ADVANCE_MAP(
        '!', 186,
        '$', 12,
        '-', 234,
        '\\', 6,
        'D', 214,
        'd', 214,
        'F', 201,
        'f', 201,
        'N', 226,
        'n', 226,
        'T', 202,
        't', 202,
        'V', 216,
        'v', 216,
        'Y', 217,
        'y', 217,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(7);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(236);
      END_STATE();
    case 8:
      if (lookahead == '#') ADVANCE(76);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 9:
      if (lookahead == '$') ADVANCE(289);
      if (lookahead == ')') ADVANCE(295);
      if (lookahead == '\\') ADVANCE(291);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(296);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(297);
      END_STATE();
    case 10:
      if (lookahead == '&') ADVANCE(11);
      if (lookahead == '*') ADVANCE(19);
      if (lookahead == ',') ADVANCE(20);
      if (lookahead == ';') ADVANCE(27);
      if (lookahead == '=') ADVANCE(277);
      if (lookahead == '|') ADVANCE(29);
      END_STATE();
    case 11:
      if (lookahead == '&') ADVANCE(30);
      if (lookahead == '=') ADVANCE(284);
      END_STATE();
    case 12:
      ADVANCE_MAP(
        '(', 293,
        'B', 36,
        'C', 50,
        'D', 51,
        'E', 57,
        'F', 303,
        'I', 58,
        'R', 39,
        'S', 71,
      );
      END_STATE();
    case 13:
      if (lookahead == '(') ADVANCE(304);
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(18);
      if (lookahead == ')') ADVANCE(174);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(14);
      END_STATE();
    case 15:
      if (lookahead == ')') ADVANCE(295);
      if (lookahead == '\\') ADVANCE(299);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(301);
      END_STATE();
    case 16:
      if (lookahead == ')') ADVANCE(309);
      END_STATE();
    case 17:
      if (lookahead == ')') ADVANCE(309);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(308);
      END_STATE();
    case 18:
      if (lookahead == ')') ADVANCE(14);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(18);
      END_STATE();
    case 19:
      if (lookahead == '*') ADVANCE(31);
      if (lookahead == '=') ADVANCE(286);
      END_STATE();
    case 20:
      if (lookahead == ',') ADVANCE(32);
      if (lookahead == '=') ADVANCE(278);
      END_STATE();
    case 21:
      if (lookahead == '-') ADVANCE(153);
      if (lookahead == ':') ADVANCE(175);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(21);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(25);
      END_STATE();
    case 22:
      ADVANCE_MAP(
        ':', 170,
        '\\', 6,
        'C', 125,
        'c', 125,
        'I', 106,
        'i', 106,
        'O', 144,
        'o', 144,
        'V', 151,
        'v', 151,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(22);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(198);
      END_STATE();
    case 23:
      if (lookahead == ':') ADVANCE(175);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(21);
      END_STATE();
    case 24:
      if (lookahead == ':') ADVANCE(175);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      END_STATE();
    case 25:
      if (lookahead == ':') ADVANCE(175);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(25);
      END_STATE();
    case 26:
      if (lookahead == ':') ADVANCE(176);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      END_STATE();
    case 27:
      if (lookahead == ';') ADVANCE(33);
      if (lookahead == '=') ADVANCE(280);
      END_STATE();
    case 28:
      ADVANCE_MAP(
        '=', 288,
        'E', 132,
        'e', 132,
        'I', 119,
        'i', 119,
        'U', 137,
        'u', 137,
        'W', 84,
        'w', 84,
      );
      END_STATE();
    case 29:
      if (lookahead == '=') ADVANCE(282);
      if (lookahead == '|') ADVANCE(34);
      END_STATE();
    case 30:
      if (lookahead == '=') ADVANCE(285);
      END_STATE();
    case 31:
      if (lookahead == '=') ADVANCE(287);
      END_STATE();
    case 32:
      if (lookahead == '=') ADVANCE(279);
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(281);
      END_STATE();
    case 34:
      if (lookahead == '=') ADVANCE(283);
      END_STATE();
    case 35:
      if (lookahead == '=') ADVANCE(236);
      END_STATE();
    case 36:
      if (lookahead == 'A') ADVANCE(68);
      END_STATE();
    case 37:
      if (lookahead == 'A') ADVANCE(54);
      END_STATE();
    case 38:
      if (lookahead == 'A') ADVANCE(56);
      END_STATE();
    case 39:
      if (lookahead == 'A') ADVANCE(59);
      if (lookahead == 'E') ADVANCE(37);
      END_STATE();
    case 40:
      if (lookahead == 'B') ADVANCE(69);
      END_STATE();
    case 41:
      if (lookahead == 'C') ADVANCE(50);
      if (lookahead == 'I') ADVANCE(62);
      END_STATE();
    case 42:
      if (lookahead == 'C') ADVANCE(44);
      END_STATE();
    case 43:
      if (lookahead == 'D') ADVANCE(64);
      END_STATE();
    case 44:
      if (lookahead == 'E') ADVANCE(302);
      END_STATE();
    case 45:
      if (lookahead == 'E') ADVANCE(49);
      END_STATE();
    case 46:
      if (lookahead == 'E') ADVANCE(61);
      END_STATE();
    case 47:
      if (lookahead == 'E') ADVANCE(65);
      END_STATE();
    case 48:
      if (lookahead == 'G') ADVANCE(302);
      END_STATE();
    case 49:
      if (lookahead == 'G') ADVANCE(47);
      END_STATE();
    case 50:
      if (lookahead == 'H') ADVANCE(63);
      END_STATE();
    case 51:
      if (lookahead == 'I') ADVANCE(67);
      END_STATE();
    case 52:
      if (lookahead == 'I') ADVANCE(42);
      END_STATE();
    case 53:
      if (lookahead == 'I') ADVANCE(60);
      END_STATE();
    case 54:
      if (lookahead == 'L') ADVANCE(302);
      END_STATE();
    case 55:
      if (lookahead == 'M') ADVANCE(82);
      END_STATE();
    case 56:
      if (lookahead == 'M') ADVANCE(44);
      END_STATE();
    case 57:
      if (lookahead == 'N') ADVANCE(74);
      if (lookahead == 'V') ADVANCE(37);
      END_STATE();
    case 58:
      if (lookahead == 'N') ADVANCE(70);
      END_STATE();
    case 59:
      if (lookahead == 'N') ADVANCE(43);
      END_STATE();
    case 60:
      if (lookahead == 'N') ADVANCE(48);
      END_STATE();
    case 61:
      if (lookahead == 'N') ADVANCE(38);
      END_STATE();
    case 62:
      if (lookahead == 'N') ADVANCE(73);
      END_STATE();
    case 63:
      if (lookahead == 'O') ADVANCE(52);
      END_STATE();
    case 64:
      if (lookahead == 'O') ADVANCE(55);
      END_STATE();
    case 65:
      if (lookahead == 'R') ADVANCE(302);
      END_STATE();
    case 66:
      if (lookahead == 'R') ADVANCE(53);
      END_STATE();
    case 67:
      if (lookahead == 'R') ADVANCE(61);
      END_STATE();
    case 68:
      if (lookahead == 'S') ADVANCE(46);
      END_STATE();
    case 69:
      if (lookahead == 'S') ADVANCE(72);
      END_STATE();
    case 70:
      if (lookahead == 'T') ADVANCE(302);
      END_STATE();
    case 71:
      if (lookahead == 'T') ADVANCE(66);
      if (lookahead == 'U') ADVANCE(40);
      END_STATE();
    case 72:
      if (lookahead == 'T') ADVANCE(65);
      END_STATE();
    case 73:
      if (lookahead == 'T') ADVANCE(45);
      END_STATE();
    case 74:
      if (lookahead == 'V') ADVANCE(302);
      END_STATE();
    case 75:
      if (lookahead == '\\') ADVANCE(6);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(75);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(294);
      END_STATE();
    case 76:
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(76);
      END_STATE();
    case 77:
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(77);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 78:
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(306);
      if (lookahead == ']') ADVANCE(17);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(307);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(308);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(168);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(80);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(169);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(190);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(191);
      END_STATE();
    case 82:
      if (lookahead == '_') ADVANCE(41);
      END_STATE();
    case 83:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(152);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 84:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(133);
      END_STATE();
    case 85:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(122);
      END_STATE();
    case 86:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(115);
      END_STATE();
    case 87:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(115);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(127);
      END_STATE();
    case 88:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(165);
      END_STATE();
    case 89:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(187);
      END_STATE();
    case 90:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(110);
      END_STATE();
    case 91:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(97);
      END_STATE();
    case 92:
      ADVANCE_MAP(
        'E', 132,
        'e', 132,
        'I', 119,
        'i', 119,
        'U', 137,
        'u', 137,
        'W', 84,
        'w', 84,
      );
      END_STATE();
    case 93:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(103);
      END_STATE();
    case 94:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(199);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(171);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(183);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(161);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(148);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(136);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(135);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(198);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(89);
      END_STATE();
    case 102:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(177);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(87);
      END_STATE();
    case 103:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(109);
      END_STATE();
    case 104:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(181);
      END_STATE();
    case 105:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(179);
      END_STATE();
    case 106:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(98);
      END_STATE();
    case 107:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(26);
      END_STATE();
    case 108:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(104);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(96);
      END_STATE();
    case 109:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(123);
      END_STATE();
    case 110:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 111:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(138);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(129);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(120);
      END_STATE();
    case 114:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(108);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(90);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(134);
      END_STATE();
    case 115:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(145);
      END_STATE();
    case 116:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(140);
      END_STATE();
    case 117:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(85);
      END_STATE();
    case 118:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(117);
      END_STATE();
    case 119:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(86);
      END_STATE();
    case 120:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(107);
      END_STATE();
    case 121:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(192);
      END_STATE();
    case 122:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(88);
      END_STATE();
    case 123:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(101);
      END_STATE();
    case 124:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(113);
      END_STATE();
    case 125:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(118);
      END_STATE();
    case 126:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(199);
      END_STATE();
    case 127:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(167);
      END_STATE();
    case 128:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(131);
      END_STATE();
    case 129:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(121);
      END_STATE();
    case 130:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(146);
      END_STATE();
    case 131:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(23);
      END_STATE();
    case 132:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(134);
      END_STATE();
    case 133:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(124);
      END_STATE();
    case 134:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(128);
      END_STATE();
    case 135:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(139);
      END_STATE();
    case 136:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(199);
      END_STATE();
    case 137:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(95);
      END_STATE();
    case 138:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(143);
      END_STATE();
    case 139:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(112);
      END_STATE();
    case 140:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(94);
      END_STATE();
    case 141:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(130);
      END_STATE();
    case 142:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(166);
      END_STATE();
    case 143:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(163);
      END_STATE();
    case 144:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(141);
      END_STATE();
    case 145:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(91);
      END_STATE();
    case 146:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(142);
      END_STATE();
    case 147:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(94);
      END_STATE();
    case 148:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(111);
      END_STATE();
    case 149:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(195);
      END_STATE();
    case 150:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(206);
      END_STATE();
    case 151:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(198);
      END_STATE();
    case 152:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 153:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(25);
      END_STATE();
    case 154:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(308);
      END_STATE();
    case 155:
      if (eof) ADVANCE(160);
      ADVANCE_MAP(
        '\n', 237,
        '!', 185,
        '#', 240,
        '$', 289,
        ')', 295,
        '+', 10,
        ',', 173,
        '-', 150,
        ':', 170,
        '=', 276,
        '@', 28,
        '[', 245,
        '\\', 291,
        ']', 16,
        'C', 125,
        'c', 125,
        'D', 93,
        'd', 93,
        'E', 114,
        'e', 114,
        'F', 200,
        'f', 200,
        'I', 102,
        'i', 102,
        'N', 126,
        'n', 126,
        'O', 144,
        'o', 144,
        'T', 203,
        't', 203,
        'U', 137,
        'u', 137,
        'V', 100,
        'v', 100,
        'W', 84,
        'w', 84,
        'Y', 99,
        'y', 99,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(155);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 156:
      if (eof) ADVANCE(160);
      ADVANCE_MAP(
        '\n', 237,
        '!', 149,
        '#', 240,
        '@', 92,
        '[', 245,
        '\\', 6,
        'E', 272,
        'e', 272,
        'I', 256,
        'i', 256,
        'U', 273,
        'u', 273,
        'W', 249,
        'w', 249,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(195);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(156);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 157:
      if (eof) ADVANCE(160);
      if (lookahead == '\n') ADVANCE(237);
      if (lookahead == '$') ADVANCE(289);
      if (lookahead == '\\') ADVANCE(290);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(157);
      if (lookahead != 0) ADVANCE(292);
      END_STATE();
    case 158:
      if (eof) ADVANCE(160);
      if (lookahead == '\n') ADVANCE(237);
      if (lookahead == '(') ADVANCE(14);
      if (lookahead == ',') ADVANCE(173);
      if (lookahead == '\\') ADVANCE(6);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(159);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 159:
      if (eof) ADVANCE(160);
      if (lookahead == '\n') ADVANCE(237);
      if (lookahead == ',') ADVANCE(173);
      if (lookahead == '\\') ADVANCE(6);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(159);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 160:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 161:
      ACCEPT_TOKEN(aux_sym_include_token1);
      END_STATE();
    case 162:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 163:
      ACCEPT_TOKEN(aux_sym_include_token2);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(164);
      END_STATE();
    case 164:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 165:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(aux_sym_include_token6);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(169);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(169);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(aux_sym_error_token1);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(aux_sym_warning_token1);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(236);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(191);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(191);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(194);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(207);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(196);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(151);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(197);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(151);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(198);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(116);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(233);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(147);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(209);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(208);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(206);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(197);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(235);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(188);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(220);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(204);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(229);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(213);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(189);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(225);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(227);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(193);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(218);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(204);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(224);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(204);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(222);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(215);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(219);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(215);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(205);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(236);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(76);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(244);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(243);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(241);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(243);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(242);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(243);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(239);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(243);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(243);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(244);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym_section);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':' &&
          lookahead != '=') ADVANCE(245);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(175);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(21);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(176);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(270);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(263);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(254);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(262);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(172);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(162);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(184);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(178);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(250);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(182);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(180);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(248);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(257);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(255);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(266);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(258);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(260);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(252);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(269);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(261);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(259);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(252);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(269);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(271);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(268);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(247);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(269);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(253);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(251);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(275);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(anon_sym_PLUS_EQ);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_EQ);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_COMMA_EQ);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_EQ);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_SEMI_EQ);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_EQ);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_PIPE_EQ);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_EQ);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_AMP_EQ);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_EQ);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_STAR_EQ);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 13,
        '(', 293,
        'B', 36,
        'C', 50,
        'D', 51,
        'E', 57,
        'F', 303,
        'I', 58,
        'R', 39,
        'S', 71,
      );
      END_STATE();
    case 290:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(77);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(294);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '$') ADVANCE(289);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(296);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(297);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(297);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(299);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(301);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(299);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(301);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(301);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_function_name);
      ADVANCE_MAP(
        'A', 303,
        'B', 303,
        'D', 303,
        'F', 303,
        'N', 303,
        'P', 303,
        'Q', 303,
        'U', 303,
        'W', 303,
        'X', 303,
        'a', 303,
        'b', 303,
        'd', 303,
        'f', 303,
        'n', 303,
        'p', 303,
        'q', 303,
        'u', 303,
        'w', 303,
        'x', 303,
      );
      END_STATE();
    case 304:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(305);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(238);
      if (lookahead == ']') ADVANCE(154);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(306);
      if (lookahead != 0) ADVANCE(308);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(306);
      if (lookahead == ']') ADVANCE(17);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(307);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(308);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(154);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(308);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 156},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 156},
  [8] = {.lex_state = 4},
  [9] = {.lex_state = 156},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 157},
  [13] = {.lex_state = 0},
  [14] = {.lex_state = 157},
  [15] = {.lex_state = 157},
  [16] = {.lex_state = 7},
  [17] = {.lex_state = 157},
  [18] = {.lex_state = 7},
  [19] = {.lex_state = 0},
  [20] = {.lex_state = 157},
  [21] = {.lex_state = 157},
  [22] = {.lex_state = 157},
  [23] = {.lex_state = 157},
  [24] = {.lex_state = 157},
  [25] = {.lex_state = 0},
  [26] = {.lex_state = 157},
  [27] = {.lex_state = 157},
  [28] = {.lex_state = 157},
  [29] = {.lex_state = 157},
  [30] = {.lex_state = 157},
  [31] = {.lex_state = 157},
  [32] = {.lex_state = 157},
  [33] = {.lex_state = 0},
  [34] = {.lex_state = 157},
  [35] = {.lex_state = 157},
  [36] = {.lex_state = 157},
  [37] = {.lex_state = 157},
  [38] = {.lex_state = 9},
  [39] = {.lex_state = 7},
  [40] = {.lex_state = 157},
  [41] = {.lex_state = 3},
  [42] = {.lex_state = 157},
  [43] = {.lex_state = 9},
  [44] = {.lex_state = 9},
  [45] = {.lex_state = 9},
  [46] = {.lex_state = 9},
  [47] = {.lex_state = 9},
  [48] = {.lex_state = 2},
  [49] = {.lex_state = 2},
  [50] = {.lex_state = 1},
  [51] = {.lex_state = 2},
  [52] = {.lex_state = 156},
  [53] = {.lex_state = 2},
  [54] = {.lex_state = 2},
  [55] = {.lex_state = 4},
  [56] = {.lex_state = 2},
  [57] = {.lex_state = 157},
  [58] = {.lex_state = 157},
  [59] = {.lex_state = 157},
  [60] = {.lex_state = 157},
  [61] = {.lex_state = 157},
  [62] = {.lex_state = 157},
  [63] = {.lex_state = 157},
  [64] = {.lex_state = 157},
  [65] = {.lex_state = 157},
  [66] = {.lex_state = 157},
  [67] = {.lex_state = 9},
  [68] = {.lex_state = 9},
  [69] = {.lex_state = 157},
  [70] = {.lex_state = 157},
  [71] = {.lex_state = 157},
  [72] = {.lex_state = 157},
  [73] = {.lex_state = 157},
  [74] = {.lex_state = 157},
  [75] = {.lex_state = 9},
  [76] = {.lex_state = 157},
  [77] = {.lex_state = 9},
  [78] = {.lex_state = 9},
  [79] = {.lex_state = 157},
  [80] = {.lex_state = 157},
  [81] = {.lex_state = 9},
  [82] = {.lex_state = 157},
  [83] = {.lex_state = 9},
  [84] = {.lex_state = 9},
  [85] = {.lex_state = 9},
  [86] = {.lex_state = 9},
  [87] = {.lex_state = 0, .external_lex_state = 2},
  [88] = {.lex_state = 0},
  [89] = {.lex_state = 0, .external_lex_state = 2},
  [90] = {.lex_state = 2},
  [91] = {.lex_state = 2},
  [92] = {.lex_state = 2},
  [93] = {.lex_state = 2},
  [94] = {.lex_state = 0},
  [95] = {.lex_state = 2},
  [96] = {.lex_state = 0, .external_lex_state = 2},
  [97] = {.lex_state = 0},
  [98] = {.lex_state = 158},
  [99] = {.lex_state = 158},
  [100] = {.lex_state = 22},
  [101] = {.lex_state = 22},
  [102] = {.lex_state = 158},
  [103] = {.lex_state = 158},
  [104] = {.lex_state = 158},
  [105] = {.lex_state = 158},
  [106] = {.lex_state = 158},
  [107] = {.lex_state = 158},
  [108] = {.lex_state = 158},
  [109] = {.lex_state = 158},
  [110] = {.lex_state = 0},
  [111] = {.lex_state = 158},
  [112] = {.lex_state = 0},
  [113] = {.lex_state = 158},
  [114] = {.lex_state = 0},
  [115] = {.lex_state = 158},
  [116] = {.lex_state = 0},
  [117] = {.lex_state = 0},
  [118] = {.lex_state = 0},
  [119] = {.lex_state = 0},
  [120] = {.lex_state = 0},
  [121] = {.lex_state = 0},
  [122] = {.lex_state = 0},
  [123] = {.lex_state = 0},
  [124] = {.lex_state = 0},
  [125] = {.lex_state = 0},
  [126] = {.lex_state = 15},
  [127] = {.lex_state = 79},
  [128] = {.lex_state = 158},
  [129] = {.lex_state = 0},
  [130] = {.lex_state = 0},
  [131] = {.lex_state = 158},
  [132] = {.lex_state = 158},
  [133] = {.lex_state = 0},
  [134] = {.lex_state = 0},
  [135] = {.lex_state = 0},
  [136] = {.lex_state = 0},
  [137] = {.lex_state = 15},
  [138] = {.lex_state = 0},
  [139] = {.lex_state = 0},
  [140] = {.lex_state = 0},
  [141] = {.lex_state = 0},
  [142] = {.lex_state = 0},
  [143] = {.lex_state = 0},
  [144] = {.lex_state = 0},
  [145] = {.lex_state = 0},
  [146] = {.lex_state = 79},
  [147] = {.lex_state = 0},
  [148] = {.lex_state = 0},
  [149] = {.lex_state = 15},
  [150] = {.lex_state = 0},
  [151] = {.lex_state = 0},
  [152] = {.lex_state = 15},
  [153] = {.lex_state = 79},
  [154] = {.lex_state = 0},
  [155] = {.lex_state = 15},
  [156] = {.lex_state = 0},
  [157] = {.lex_state = 15},
  [158] = {.lex_state = 0},
  [159] = {.lex_state = 15},
  [160] = {.lex_state = 0},
  [161] = {.lex_state = 80},
  [162] = {.lex_state = 0},
  [163] = {.lex_state = 0},
  [164] = {.lex_state = 156},
  [165] = {.lex_state = 0},
  [166] = {.lex_state = 0},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 81},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 158},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 158},
  [177] = {.lex_state = 0, .external_lex_state = 3},
  [178] = {.lex_state = 22},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 0},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 80},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 75},
  [186] = {.lex_state = 0},
  [187] = {.lex_state = 0},
  [188] = {.lex_state = 0},
  [189] = {.lex_state = 0},
  [190] = {.lex_state = 0},
  [191] = {.lex_state = 0},
  [192] = {.lex_state = 0},
  [193] = {.lex_state = 0},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 0},
  [196] = {.lex_state = 75},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 80},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 158},
  [211] = {.lex_state = 75},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 75},
  [214] = {.lex_state = 0},
  [215] = {.lex_state = 80},
  [216] = {.lex_state = 75},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 75},
  [219] = {.lex_state = 75},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0, .external_lex_state = 4},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [aux_sym_include_token1] = ACTIONS(1),
    [aux_sym_include_token4] = ACTIONS(1),
    [aux_sym_include_token5] = ACTIONS(1),
    [aux_sym_include_token6] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [aux_sym_use_token1] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [aux_sym_error_token1] = ACTIONS(1),
    [aux_sym_warning_token1] = ACTIONS(1),
    [aux_sym_if_block_token1] = ACTIONS(1),
    [aux_sym_if_block_token2] = ACTIONS(1),
    [aux_sym_elif_clause_token1] = ACTIONS(1),
    [aux_sym_else_clause_token1] = ACTIONS(1),
    [anon_sym_BANG] = ACTIONS(1),
    [aux_sym_defined_condition_token1] = ACTIONS(1),
    [aux_sym_defined_condition_token2] = ACTIONS(1),
    [aux_sym_version_condition_token1] = ACTIONS(1),
    [aux_sym_version_condition_token3] = ACTIONS(1),
    [sym_boolean] = ACTIONS(1),
    [sym_number] = ACTIONS(1),
    [sym__newline] = ACTIONS(1),
    [sym__line_continuation] = ACTIONS(3),
    [sym_comment] = ACTIONS(1),
    [sym_pragma] = ACTIONS(1),
    [sym_section] = ACTIONS(1),
    [anon_sym_DOT] = ACTIONS(1),
    [anon_sym_EQ] = ACTIONS(1),
    [anon_sym_PLUS_EQ] = ACTIONS(1),
    [anon_sym_PLUS_COMMA_EQ] = ACTIONS(1),
    [anon_sym_PLUS_COMMA_COMMA_EQ] = ACTIONS(1),
    [anon_sym_PLUS_SEMI_EQ] = ACTIONS(1),
    [anon_sym_PLUS_SEMI_SEMI_EQ] = ACTIONS(1),
    [anon_sym_PLUS_PIPE_EQ] = ACTIONS(1),
    [anon_sym_PLUS_PIPE_PIPE_EQ] = ACTIONS(1),
    [anon_sym_PLUS_AMP_EQ] = ACTIONS(1),
    [anon_sym_PLUS_AMP_AMP_EQ] = ACTIONS(1),
    [anon_sym_PLUS_STAR_EQ] = ACTIONS(1),
    [anon_sym_PLUS_STAR_STAR_EQ] = ACTIONS(1),
    [anon_sym_AT_EQ] = ACTIONS(1),
    [aux_sym__value_part_token1] = ACTIONS(1),
    [aux_sym__value_part_token2] = ACTIONS(1),
    [anon_sym_DOLLAR_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [sym_function_name] = ACTIONS(1),
    [anon_sym_DOLLAR_DOLLAR_LPAREN] = ACTIONS(1),
    [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = ACTIONS(1),
    [anon_sym_RBRACK_RPAREN] = ACTIONS(1),
    [sym_heredoc_tag] = ACTIONS(1),
    [sym_heredoc_line] = ACTIONS(1),
    [sym_heredoc_end] = ACTIONS(1),
    [sym__error_sentinel] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(180),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(139),
    [sym_include] = STATE(139),
    [sym_use] = STATE(139),
    [sym_error] = STATE(139),
    [sym_warning] = STATE(139),
    [sym_if_block] = STATE(139),
    [sym_key] = STATE(25),
    [sym_assignment] = STATE(139),
    [sym_heredoc_assignment] = STATE(139),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(131),
    [ts_builtin_sym_end] = ACTIONS(5),
    [aux_sym_include_token1] = ACTIONS(7),
    [aux_sym_use_token1] = ACTIONS(9),
    [aux_sym_error_token1] = ACTIONS(11),
    [aux_sym_warning_token1] = ACTIONS(13),
    [aux_sym_if_block_token1] = ACTIONS(15),
    [sym__newline] = ACTIONS(17),
    [sym__line_continuation] = ACTIONS(3),
    [sym_comment] = ACTIONS(19),
    [sym_pragma] = ACTIONS(21),
    [sym_section] = ACTIONS(21),
    [sym_identifier] = ACTIONS(23),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 20,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(25), 1,
      aux_sym_include_token1,
    ACTIONS(27), 1,
      aux_sym_use_token1,
    ACTIONS(29), 1,
      aux_sym_error_token1,
    ACTIONS(31), 1,
      aux_sym_warning_token1,
    ACTIONS(33), 1,
      aux_sym_if_block_token2,
    ACTIONS(35), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(37), 1,
      aux_sym_else_clause_token1,
    ACTIONS(39), 1,
      sym__newline,
    ACTIONS(41), 1,
      sym_comment,
    STATE(33), 1,
      sym_key,
    STATE(94), 1,
      aux_sym_if_block_repeat1,
    STATE(110), 1,
      sym_elif_clause,
    STATE(131), 1,
      aux_sym_key_repeat1,
    STATE(184), 1,
      sym_else_clause,
    ACTIONS(43), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [70] = 20,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(25), 1,
      aux_sym_include_token1,
    ACTIONS(27), 1,
      aux_sym_use_token1,
    ACTIONS(29), 1,
      aux_sym_error_token1,
    ACTIONS(31), 1,
      aux_sym_warning_token1,
    ACTIONS(35), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(37), 1,
      aux_sym_else_clause_token1,
    ACTIONS(41), 1,
      sym_comment,
    ACTIONS(45), 1,
      aux_sym_if_block_token2,
    ACTIONS(47), 1,
      sym__newline,
    STATE(33), 1,
      sym_key,
    STATE(88), 1,
      aux_sym_if_block_repeat1,
    STATE(110), 1,
      sym_elif_clause,
    STATE(131), 1,
      aux_sym_key_repeat1,
    STATE(171), 1,
      sym_else_clause,
    ACTIONS(43), 2,
      sym_pragma,
      sym_section,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [140] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(49), 1,
      aux_sym_include_token1,
    ACTIONS(52), 1,
      aux_sym_use_token1,
    ACTIONS(55), 1,
      aux_sym_error_token1,
    ACTIONS(58), 1,
      aux_sym_warning_token1,
    ACTIONS(61), 1,
      aux_sym_if_block_token1,
    ACTIONS(66), 1,
      sym__newline,
    ACTIONS(69), 1,
      sym_comment,
    ACTIONS(75), 1,
      sym_identifier,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(72), 2,
      sym_pragma,
      sym_section,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(64), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [197] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(25), 1,
      aux_sym_include_token1,
    ACTIONS(27), 1,
      aux_sym_use_token1,
    ACTIONS(29), 1,
      aux_sym_error_token1,
    ACTIONS(31), 1,
      aux_sym_warning_token1,
    ACTIONS(41), 1,
      sym_comment,
    ACTIONS(80), 1,
      sym__newline,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(43), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(78), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [254] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(25), 1,
      aux_sym_include_token1,
    ACTIONS(27), 1,
      aux_sym_use_token1,
    ACTIONS(29), 1,
      aux_sym_error_token1,
    ACTIONS(31), 1,
      aux_sym_warning_token1,
    ACTIONS(41), 1,
      sym_comment,
    ACTIONS(47), 1,
      sym__newline,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(43), 2,
      sym_pragma,
      sym_section,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(82), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [311] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      aux_sym_include_token1,
    ACTIONS(9), 1,
      aux_sym_use_token1,
    ACTIONS(11), 1,
      aux_sym_error_token1,
    ACTIONS(13), 1,
      aux_sym_warning_token1,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(84), 1,
      ts_builtin_sym_end,
    ACTIONS(86), 1,
      sym__newline,
    ACTIONS(88), 1,
      sym_comment,
    STATE(25), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(90), 2,
      sym_pragma,
      sym_section,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(125), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [366] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(49), 1,
      aux_sym_include_token1,
    ACTIONS(52), 1,
      aux_sym_use_token1,
    ACTIONS(55), 1,
      aux_sym_error_token1,
    ACTIONS(58), 1,
      aux_sym_warning_token1,
    ACTIONS(61), 1,
      aux_sym_if_block_token1,
    ACTIONS(64), 1,
      aux_sym_if_block_token2,
    ACTIONS(75), 1,
      sym_identifier,
    ACTIONS(92), 1,
      sym__newline,
    ACTIONS(95), 1,
      sym_comment,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(98), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(162), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [421] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(49), 1,
      aux_sym_include_token1,
    ACTIONS(52), 1,
      aux_sym_use_token1,
    ACTIONS(55), 1,
      aux_sym_error_token1,
    ACTIONS(58), 1,
      aux_sym_warning_token1,
    ACTIONS(61), 1,
      aux_sym_if_block_token1,
    ACTIONS(75), 1,
      sym_identifier,
    ACTIONS(101), 1,
      ts_builtin_sym_end,
    ACTIONS(103), 1,
      sym__newline,
    ACTIONS(106), 1,
      sym_comment,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(109), 2,
      sym_pragma,
      sym_section,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(189), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [476] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(25), 1,
      aux_sym_include_token1,
    ACTIONS(27), 1,
      aux_sym_use_token1,
    ACTIONS(29), 1,
      aux_sym_error_token1,
    ACTIONS(31), 1,
      aux_sym_warning_token1,
    ACTIONS(112), 1,
      aux_sym_if_block_token2,
    ACTIONS(114), 1,
      sym__newline,
    ACTIONS(116), 1,
      sym_comment,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(118), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(162), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [531] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(15), 1,
      aux_sym_if_block_token1,
    ACTIONS(23), 1,
      sym_identifier,
    ACTIONS(25), 1,
      aux_sym_include_token1,
    ACTIONS(27), 1,
      aux_sym_use_token1,
    ACTIONS(29), 1,
      aux_sym_error_token1,
    ACTIONS(31), 1,
      aux_sym_warning_token1,
    ACTIONS(116), 1,
      sym_comment,
    ACTIONS(120), 1,
      aux_sym_if_block_token2,
    ACTIONS(122), 1,
      sym__newline,
    STATE(33), 1,
      sym_key,
    STATE(131), 1,
      aux_sym_key_repeat1,
    ACTIONS(118), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(162), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [586] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(133), 1,
      sym_value,
    ACTIONS(124), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [623] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(140), 1,
      anon_sym_DOT,
    ACTIONS(138), 14,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
      anon_sym_AT_EQ,
  [646] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(123), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(142), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [683] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(124), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(144), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [720] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_BANG,
    ACTIONS(148), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(150), 1,
      aux_sym_version_condition_token1,
    ACTIONS(154), 1,
      aux_sym__condition_word_token1,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    STATE(179), 1,
      sym_condition,
    ACTIONS(152), 2,
      sym_boolean,
      sym_number,
    STATE(48), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(200), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [759] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(135), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(160), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [796] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_BANG,
    ACTIONS(148), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(150), 1,
      aux_sym_version_condition_token1,
    ACTIONS(154), 1,
      aux_sym__condition_word_token1,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    STATE(167), 1,
      sym_condition,
    ACTIONS(152), 2,
      sym_boolean,
      sym_number,
    STATE(48), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(200), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [835] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(140), 1,
      anon_sym_DOT,
    ACTIONS(162), 14,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
      anon_sym_AT_EQ,
  [858] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(151), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(164), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [895] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(121), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(166), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [932] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(136), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(168), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [969] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(116), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(170), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1006] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(128), 1,
      sym_text,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(134), 1,
      sym_value,
    ACTIONS(126), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(172), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(37), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1043] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(176), 1,
      anon_sym_AT_EQ,
    ACTIONS(174), 13,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
  [1065] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(172), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(134), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1101] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(195), 1,
      sym_text,
    ACTIONS(198), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(201), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(207), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(190), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(192), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(27), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1135] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(124), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(133), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1171] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(170), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(116), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1207] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(168), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(136), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1243] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(123), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1279] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(144), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(124), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1315] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(176), 1,
      anon_sym_AT_EQ,
    ACTIONS(210), 13,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
  [1337] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(135), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1373] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(164), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(151), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1409] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym__newline,
    ACTIONS(180), 1,
      sym_text,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(121), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(40), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1445] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(130), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      sym_function_name,
    ACTIONS(134), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(136), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym_text,
    ACTIONS(212), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(214), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(27), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1479] = 9,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(222), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(224), 1,
      anon_sym_RPAREN,
    ACTIONS(226), 1,
      sym_function_name,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(230), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(207), 1,
      sym_default_value,
    ACTIONS(220), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(47), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1512] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(148), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(150), 1,
      aux_sym_version_condition_token1,
    ACTIONS(154), 1,
      aux_sym__condition_word_token1,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(232), 2,
      sym_boolean,
      sym_number,
    STATE(48), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(165), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1545] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      sym_function_name,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(188), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__newline,
    ACTIONS(236), 1,
      sym_text,
    ACTIONS(234), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(42), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1578] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(240), 5,
      aux_sym_error_token1,
      aux_sym_warning_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(238), 8,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1599] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 1,
      sym__newline,
    ACTIONS(245), 1,
      sym_text,
    ACTIONS(248), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(251), 1,
      sym_function_name,
    ACTIONS(254), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(257), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(42), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1632] = 9,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(222), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(226), 1,
      sym_function_name,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(230), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(260), 1,
      anon_sym_RPAREN,
    STATE(193), 1,
      sym_default_value,
    ACTIONS(220), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(47), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1665] = 9,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(222), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(226), 1,
      sym_function_name,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(230), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(262), 1,
      anon_sym_RPAREN,
    STATE(203), 1,
      sym_default_value,
    ACTIONS(220), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(47), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1698] = 9,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(222), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(226), 1,
      sym_function_name,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(230), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(264), 1,
      anon_sym_RPAREN,
    STATE(209), 1,
      sym_default_value,
    ACTIONS(220), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(47), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1731] = 8,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(269), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(272), 1,
      anon_sym_RPAREN,
    ACTIONS(274), 1,
      sym_function_name,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(280), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(266), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(46), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1761] = 8,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(222), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(226), 1,
      sym_function_name,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(230), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(285), 1,
      anon_sym_RPAREN,
    ACTIONS(283), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(46), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1791] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(289), 1,
      sym__newline,
    ACTIONS(287), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(49), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [1816] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(293), 1,
      sym__newline,
    ACTIONS(291), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [1841] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(154), 1,
      aux_sym__condition_word_token1,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(295), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(299), 1,
      sym__newline,
    STATE(175), 1,
      sym_condition_expression,
    ACTIONS(297), 2,
      sym_boolean,
      sym_number,
    STATE(48), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [1872] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(301), 1,
      sym__newline,
    ACTIONS(287), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(49), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [1897] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(238), 5,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(240), 6,
      ts_builtin_sym_end,
      aux_sym_error_token1,
      aux_sym_warning_token1,
      sym__newline,
      sym_pragma,
      sym_section,
  [1916] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(306), 1,
      sym__newline,
    ACTIONS(308), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(311), 1,
      sym_function_name,
    ACTIONS(303), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [1941] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(314), 1,
      sym__newline,
    ACTIONS(287), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(49), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [1966] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(240), 5,
      aux_sym_error_token1,
      aux_sym_warning_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(238), 6,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [1985] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      sym_function_name,
    ACTIONS(316), 1,
      sym__newline,
    ACTIONS(287), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(49), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2010] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(320), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(318), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2027] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(324), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(322), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2044] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(328), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(326), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2061] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(332), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(330), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2078] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(336), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(334), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2095] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(340), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2112] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(344), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2129] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(348), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2146] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(352), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(350), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2163] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(356), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(354), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2180] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(336), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2194] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(324), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2208] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(344), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2224] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(352), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(350), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2240] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(348), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2256] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(332), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(330), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2272] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(328), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(326), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2288] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(336), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(334), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2304] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(344), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2318] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(340), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2334] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(352), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2348] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(348), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2362] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(356), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(354), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2378] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(320), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(318), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2394] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(332), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2408] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(324), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(322), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2424] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(328), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2438] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(340), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2452] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(356), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2466] = 2,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(320), 8,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2480] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(360), 1,
      sym_comment,
    ACTIONS(362), 1,
      sym_heredoc_end,
    STATE(96), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(177), 1,
      sym_heredoc_body,
    ACTIONS(358), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2501] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(364), 1,
      aux_sym_if_block_token2,
    ACTIONS(366), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(368), 1,
      aux_sym_else_clause_token1,
    STATE(97), 1,
      aux_sym_if_block_repeat1,
    STATE(110), 1,
      sym_elif_clause,
    STATE(198), 1,
      sym_else_clause,
  [2523] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(373), 1,
      sym_comment,
    ACTIONS(376), 1,
      sym_heredoc_end,
    STATE(89), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(370), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2541] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(334), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(336), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2555] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(322), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(324), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2569] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(338), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(340), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2583] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(354), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(356), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2597] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(366), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(368), 1,
      aux_sym_else_clause_token1,
    ACTIONS(378), 1,
      aux_sym_if_block_token2,
    STATE(97), 1,
      aux_sym_if_block_repeat1,
    STATE(110), 1,
      sym_elif_clause,
    STATE(174), 1,
      sym_else_clause,
  [2619] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(318), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(320), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2633] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(382), 1,
      sym_comment,
    ACTIONS(384), 1,
      sym_heredoc_end,
    STATE(89), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(380), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2651] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      aux_sym_elif_clause_token1,
    STATE(97), 1,
      aux_sym_if_block_repeat1,
    STATE(110), 1,
      sym_elif_clause,
    ACTIONS(386), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [2668] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(393), 1,
      sym_identifier,
    STATE(103), 1,
      aux_sym_use_repeat1,
    STATE(106), 1,
      sym_template,
    ACTIONS(391), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2685] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(397), 1,
      aux_sym_template_token1,
    ACTIONS(395), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [2698] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      aux_sym_include_token2,
    ACTIONS(401), 1,
      aux_sym_include_token3,
    ACTIONS(405), 1,
      anon_sym_COLON,
    ACTIONS(403), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [2715] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(407), 1,
      aux_sym_include_token2,
    ACTIONS(409), 1,
      aux_sym_include_token3,
    ACTIONS(413), 1,
      anon_sym_COLON,
    ACTIONS(411), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [2732] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(393), 1,
      sym_identifier,
    STATE(98), 1,
      aux_sym_use_repeat1,
    STATE(106), 1,
      sym_template,
    ACTIONS(415), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2749] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(419), 1,
      sym_identifier,
    STATE(103), 1,
      aux_sym_use_repeat1,
    STATE(106), 1,
      sym_template,
    ACTIONS(417), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2766] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(391), 1,
      sym__newline,
    ACTIONS(422), 1,
      sym_identifier,
    STATE(108), 1,
      aux_sym_use_repeat1,
    STATE(111), 1,
      sym_template,
  [2782] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(424), 1,
      aux_sym_template_token1,
    ACTIONS(395), 3,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [2794] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(428), 1,
      anon_sym_COMMA,
    ACTIONS(426), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [2806] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [2816] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(417), 1,
      sym__newline,
    ACTIONS(432), 1,
      sym_identifier,
    STATE(108), 1,
      aux_sym_use_repeat1,
    STATE(111), 1,
      sym_template,
  [2832] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      sym__newline,
    ACTIONS(422), 1,
      sym_identifier,
    STATE(104), 1,
      aux_sym_use_repeat1,
    STATE(111), 1,
      sym_template,
  [2848] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(435), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [2857] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(437), 1,
      anon_sym_COMMA,
    ACTIONS(426), 2,
      sym__newline,
      sym_identifier,
  [2868] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 1,
      anon_sym_COLON,
    ACTIONS(439), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [2879] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 3,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [2888] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(445), 1,
      anon_sym_COLON,
    ACTIONS(443), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [2899] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(447), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [2908] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(449), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2916] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(451), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2924] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(453), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2932] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(455), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2940] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(457), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2948] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2956] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(461), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2964] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(463), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2972] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(465), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2980] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 1,
      ts_builtin_sym_end,
    ACTIONS(469), 1,
      sym__newline,
  [2990] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(471), 1,
      anon_sym_RPAREN,
    ACTIONS(473), 1,
      aux_sym_macro_function_token1,
  [3000] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(475), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(477), 1,
      anon_sym_RBRACK_RPAREN,
  [3010] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 1,
      sym_identifier,
    STATE(128), 1,
      aux_sym_key_repeat1,
  [3020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 1,
      aux_sym_include_token6,
    ACTIONS(484), 1,
      anon_sym_COLON,
  [3030] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3038] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 1,
      sym_identifier,
    STATE(128), 1,
      aux_sym_key_repeat1,
  [3048] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(447), 2,
      sym__newline,
      sym_identifier,
  [3056] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3064] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3080] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3088] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(498), 1,
      anon_sym_RPAREN,
    ACTIONS(500), 1,
      aux_sym_macro_function_token1,
  [3098] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 1,
      anon_sym_COLON,
    ACTIONS(504), 1,
      anon_sym_RPAREN,
  [3108] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(84), 1,
      ts_builtin_sym_end,
    ACTIONS(469), 1,
      sym__newline,
  [3118] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(506), 1,
      aux_sym_include_token6,
    ACTIONS(508), 1,
      anon_sym_COLON,
  [3128] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(510), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3136] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3144] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(514), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3152] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3160] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(518), 1,
      aux_sym_include_token6,
    ACTIONS(520), 1,
      anon_sym_COLON,
  [3170] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(524), 1,
      anon_sym_RBRACK_RPAREN,
  [3180] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 1,
      aux_sym_include_token6,
    ACTIONS(528), 1,
      anon_sym_COLON,
  [3190] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      anon_sym_COLON,
    ACTIONS(532), 1,
      anon_sym_RPAREN,
  [3200] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(534), 1,
      anon_sym_RPAREN,
    ACTIONS(536), 1,
      aux_sym_macro_function_token1,
  [3210] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(538), 1,
      anon_sym_COLON,
    ACTIONS(540), 1,
      anon_sym_RPAREN,
  [3220] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(542), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3228] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(544), 1,
      anon_sym_RPAREN,
    ACTIONS(546), 1,
      aux_sym_macro_function_token1,
  [3238] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(548), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(550), 1,
      anon_sym_RBRACK_RPAREN,
  [3248] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 1,
      anon_sym_COLON,
    ACTIONS(554), 1,
      anon_sym_RPAREN,
  [3258] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(556), 1,
      anon_sym_RPAREN,
    ACTIONS(558), 1,
      aux_sym_macro_function_token1,
  [3268] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(560), 1,
      anon_sym_COLON,
    ACTIONS(562), 1,
      anon_sym_RPAREN,
  [3278] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(564), 1,
      anon_sym_RPAREN,
    ACTIONS(566), 1,
      aux_sym_macro_function_token1,
  [3288] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(568), 1,
      anon_sym_COLON,
    ACTIONS(570), 1,
      anon_sym_RPAREN,
  [3298] = 3,
    ACTIONS(218), 1,
      sym__line_continuation,
    ACTIONS(572), 1,
      anon_sym_RPAREN,
    ACTIONS(574), 1,
      aux_sym_macro_function_token1,
  [3308] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(576), 1,
      anon_sym_COLON,
    ACTIONS(578), 1,
      anon_sym_RPAREN,
  [3318] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(580), 1,
      aux_sym_include_token7,
  [3325] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(582), 1,
      sym__newline,
  [3332] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(584), 1,
      anon_sym_COLON,
  [3339] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      aux_sym_version_condition_token2,
  [3346] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(314), 1,
      sym__newline,
  [3353] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(588), 1,
      anon_sym_RPAREN,
  [3360] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(590), 1,
      sym__newline,
  [3367] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(592), 1,
      aux_sym_defined_condition_token3,
  [3374] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(594), 1,
      sym__newline,
  [3381] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(596), 1,
      sym__newline,
  [3388] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(598), 1,
      aux_sym_if_block_token2,
  [3395] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(600), 1,
      sym_identifier,
  [3402] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(140), 1,
      anon_sym_DOT,
  [3409] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(602), 1,
      aux_sym_if_block_token2,
  [3416] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(301), 1,
      sym__newline,
  [3423] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(604), 1,
      sym_identifier,
  [3430] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(606), 1,
      sym_heredoc_end,
  [3437] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(608), 1,
      aux_sym_version_condition_token3,
  [3444] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(610), 1,
      sym__newline,
  [3451] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(612), 1,
      ts_builtin_sym_end,
  [3458] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(614), 1,
      anon_sym_COLON,
  [3465] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(616), 1,
      sym__newline,
  [3472] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(618), 1,
      aux_sym_include_token7,
  [3479] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(620), 1,
      aux_sym_if_block_token2,
  [3486] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(622), 1,
      aux_sym_macro_reference_token1,
  [3493] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(624), 1,
      anon_sym_LPAREN,
  [3500] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(626), 1,
      anon_sym_RBRACK_RPAREN,
  [3507] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(628), 1,
      anon_sym_COLON,
  [3514] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      sym__newline,
  [3521] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(630), 1,
      anon_sym_RPAREN,
  [3528] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(632), 1,
      anon_sym_COLON,
  [3535] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(634), 1,
      anon_sym_COLON,
  [3542] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(636), 1,
      anon_sym_RPAREN,
  [3549] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(638), 1,
      anon_sym_RPAREN,
  [3556] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(640), 1,
      anon_sym_COLON,
  [3563] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(642), 1,
      aux_sym_macro_reference_token1,
  [3570] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(644), 1,
      anon_sym_RPAREN,
  [3577] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(646), 1,
      aux_sym_if_block_token2,
  [3584] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(648), 1,
      anon_sym_RBRACK_RPAREN,
  [3591] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(316), 1,
      sym__newline,
  [3598] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(650), 1,
      anon_sym_RPAREN,
  [3605] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(652), 1,
      aux_sym_include_token7,
  [3612] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(654), 1,
      anon_sym_RPAREN,
  [3619] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(656), 1,
      anon_sym_RPAREN,
  [3626] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(658), 1,
      anon_sym_RBRACK_RPAREN,
  [3633] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(660), 1,
      sym__newline,
  [3640] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(662), 1,
      anon_sym_RPAREN,
  [3647] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(664), 1,
      anon_sym_RPAREN,
  [3654] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(666), 1,
      anon_sym_RPAREN,
  [3661] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(668), 1,
      sym_identifier,
  [3668] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(670), 1,
      aux_sym_macro_reference_token1,
  [3675] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(672), 1,
      anon_sym_LPAREN,
  [3682] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(674), 1,
      aux_sym_macro_reference_token1,
  [3689] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(676), 1,
      sym__newline,
  [3696] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(678), 1,
      aux_sym_include_token7,
  [3703] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(680), 1,
      aux_sym_macro_reference_token1,
  [3710] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(682), 1,
      anon_sym_LPAREN,
  [3717] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(684), 1,
      aux_sym_macro_reference_token1,
  [3724] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(686), 1,
      aux_sym_macro_reference_token1,
  [3731] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(688), 1,
      anon_sym_LPAREN,
  [3738] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(690), 1,
      sym_heredoc_tag,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 70,
  [SMALL_STATE(4)] = 140,
  [SMALL_STATE(5)] = 197,
  [SMALL_STATE(6)] = 254,
  [SMALL_STATE(7)] = 311,
  [SMALL_STATE(8)] = 366,
  [SMALL_STATE(9)] = 421,
  [SMALL_STATE(10)] = 476,
  [SMALL_STATE(11)] = 531,
  [SMALL_STATE(12)] = 586,
  [SMALL_STATE(13)] = 623,
  [SMALL_STATE(14)] = 646,
  [SMALL_STATE(15)] = 683,
  [SMALL_STATE(16)] = 720,
  [SMALL_STATE(17)] = 759,
  [SMALL_STATE(18)] = 796,
  [SMALL_STATE(19)] = 835,
  [SMALL_STATE(20)] = 858,
  [SMALL_STATE(21)] = 895,
  [SMALL_STATE(22)] = 932,
  [SMALL_STATE(23)] = 969,
  [SMALL_STATE(24)] = 1006,
  [SMALL_STATE(25)] = 1043,
  [SMALL_STATE(26)] = 1065,
  [SMALL_STATE(27)] = 1101,
  [SMALL_STATE(28)] = 1135,
  [SMALL_STATE(29)] = 1171,
  [SMALL_STATE(30)] = 1207,
  [SMALL_STATE(31)] = 1243,
  [SMALL_STATE(32)] = 1279,
  [SMALL_STATE(33)] = 1315,
  [SMALL_STATE(34)] = 1337,
  [SMALL_STATE(35)] = 1373,
  [SMALL_STATE(36)] = 1409,
  [SMALL_STATE(37)] = 1445,
  [SMALL_STATE(38)] = 1479,
  [SMALL_STATE(39)] = 1512,
  [SMALL_STATE(40)] = 1545,
  [SMALL_STATE(41)] = 1578,
  [SMALL_STATE(42)] = 1599,
  [SMALL_STATE(43)] = 1632,
  [SMALL_STATE(44)] = 1665,
  [SMALL_STATE(45)] = 1698,
  [SMALL_STATE(46)] = 1731,
  [SMALL_STATE(47)] = 1761,
  [SMALL_STATE(48)] = 1791,
  [SMALL_STATE(49)] = 1816,
  [SMALL_STATE(50)] = 1841,
  [SMALL_STATE(51)] = 1872,
  [SMALL_STATE(52)] = 1897,
  [SMALL_STATE(53)] = 1916,
  [SMALL_STATE(54)] = 1941,
  [SMALL_STATE(55)] = 1966,
  [SMALL_STATE(56)] = 1985,
  [SMALL_STATE(57)] = 2010,
  [SMALL_STATE(58)] = 2027,
  [SMALL_STATE(59)] = 2044,
  [SMALL_STATE(60)] = 2061,
  [SMALL_STATE(61)] = 2078,
  [SMALL_STATE(62)] = 2095,
  [SMALL_STATE(63)] = 2112,
  [SMALL_STATE(64)] = 2129,
  [SMALL_STATE(65)] = 2146,
  [SMALL_STATE(66)] = 2163,
  [SMALL_STATE(67)] = 2180,
  [SMALL_STATE(68)] = 2194,
  [SMALL_STATE(69)] = 2208,
  [SMALL_STATE(70)] = 2224,
  [SMALL_STATE(71)] = 2240,
  [SMALL_STATE(72)] = 2256,
  [SMALL_STATE(73)] = 2272,
  [SMALL_STATE(74)] = 2288,
  [SMALL_STATE(75)] = 2304,
  [SMALL_STATE(76)] = 2318,
  [SMALL_STATE(77)] = 2334,
  [SMALL_STATE(78)] = 2348,
  [SMALL_STATE(79)] = 2362,
  [SMALL_STATE(80)] = 2378,
  [SMALL_STATE(81)] = 2394,
  [SMALL_STATE(82)] = 2408,
  [SMALL_STATE(83)] = 2424,
  [SMALL_STATE(84)] = 2438,
  [SMALL_STATE(85)] = 2452,
  [SMALL_STATE(86)] = 2466,
  [SMALL_STATE(87)] = 2480,
  [SMALL_STATE(88)] = 2501,
  [SMALL_STATE(89)] = 2523,
  [SMALL_STATE(90)] = 2541,
  [SMALL_STATE(91)] = 2555,
  [SMALL_STATE(92)] = 2569,
  [SMALL_STATE(93)] = 2583,
  [SMALL_STATE(94)] = 2597,
  [SMALL_STATE(95)] = 2619,
  [SMALL_STATE(96)] = 2633,
  [SMALL_STATE(97)] = 2651,
  [SMALL_STATE(98)] = 2668,
  [SMALL_STATE(99)] = 2685,
  [SMALL_STATE(100)] = 2698,
  [SMALL_STATE(101)] = 2715,
  [SMALL_STATE(102)] = 2732,
  [SMALL_STATE(103)] = 2749,
  [SMALL_STATE(104)] = 2766,
  [SMALL_STATE(105)] = 2782,
  [SMALL_STATE(106)] = 2794,
  [SMALL_STATE(107)] = 2806,
  [SMALL_STATE(108)] = 2816,
  [SMALL_STATE(109)] = 2832,
  [SMALL_STATE(110)] = 2848,
  [SMALL_STATE(111)] = 2857,
  [SMALL_STATE(112)] = 2868,
  [SMALL_STATE(113)] = 2879,
  [SMALL_STATE(114)] = 2888,
  [SMALL_STATE(115)] = 2899,
  [SMALL_STATE(116)] = 2908,
  [SMALL_STATE(117)] = 2916,
  [SMALL_STATE(118)] = 2924,
  [SMALL_STATE(119)] = 2932,
  [SMALL_STATE(120)] = 2940,
  [SMALL_STATE(121)] = 2948,
  [SMALL_STATE(122)] = 2956,
  [SMALL_STATE(123)] = 2964,
  [SMALL_STATE(124)] = 2972,
  [SMALL_STATE(125)] = 2980,
  [SMALL_STATE(126)] = 2990,
  [SMALL_STATE(127)] = 3000,
  [SMALL_STATE(128)] = 3010,
  [SMALL_STATE(129)] = 3020,
  [SMALL_STATE(130)] = 3030,
  [SMALL_STATE(131)] = 3038,
  [SMALL_STATE(132)] = 3048,
  [SMALL_STATE(133)] = 3056,
  [SMALL_STATE(134)] = 3064,
  [SMALL_STATE(135)] = 3072,
  [SMALL_STATE(136)] = 3080,
  [SMALL_STATE(137)] = 3088,
  [SMALL_STATE(138)] = 3098,
  [SMALL_STATE(139)] = 3108,
  [SMALL_STATE(140)] = 3118,
  [SMALL_STATE(141)] = 3128,
  [SMALL_STATE(142)] = 3136,
  [SMALL_STATE(143)] = 3144,
  [SMALL_STATE(144)] = 3152,
  [SMALL_STATE(145)] = 3160,
  [SMALL_STATE(146)] = 3170,
  [SMALL_STATE(147)] = 3180,
  [SMALL_STATE(148)] = 3190,
  [SMALL_STATE(149)] = 3200,
  [SMALL_STATE(150)] = 3210,
  [SMALL_STATE(151)] = 3220,
  [SMALL_STATE(152)] = 3228,
  [SMALL_STATE(153)] = 3238,
  [SMALL_STATE(154)] = 3248,
  [SMALL_STATE(155)] = 3258,
  [SMALL_STATE(156)] = 3268,
  [SMALL_STATE(157)] = 3278,
  [SMALL_STATE(158)] = 3288,
  [SMALL_STATE(159)] = 3298,
  [SMALL_STATE(160)] = 3308,
  [SMALL_STATE(161)] = 3318,
  [SMALL_STATE(162)] = 3325,
  [SMALL_STATE(163)] = 3332,
  [SMALL_STATE(164)] = 3339,
  [SMALL_STATE(165)] = 3346,
  [SMALL_STATE(166)] = 3353,
  [SMALL_STATE(167)] = 3360,
  [SMALL_STATE(168)] = 3367,
  [SMALL_STATE(169)] = 3374,
  [SMALL_STATE(170)] = 3381,
  [SMALL_STATE(171)] = 3388,
  [SMALL_STATE(172)] = 3395,
  [SMALL_STATE(173)] = 3402,
  [SMALL_STATE(174)] = 3409,
  [SMALL_STATE(175)] = 3416,
  [SMALL_STATE(176)] = 3423,
  [SMALL_STATE(177)] = 3430,
  [SMALL_STATE(178)] = 3437,
  [SMALL_STATE(179)] = 3444,
  [SMALL_STATE(180)] = 3451,
  [SMALL_STATE(181)] = 3458,
  [SMALL_STATE(182)] = 3465,
  [SMALL_STATE(183)] = 3472,
  [SMALL_STATE(184)] = 3479,
  [SMALL_STATE(185)] = 3486,
  [SMALL_STATE(186)] = 3493,
  [SMALL_STATE(187)] = 3500,
  [SMALL_STATE(188)] = 3507,
  [SMALL_STATE(189)] = 3514,
  [SMALL_STATE(190)] = 3521,
  [SMALL_STATE(191)] = 3528,
  [SMALL_STATE(192)] = 3535,
  [SMALL_STATE(193)] = 3542,
  [SMALL_STATE(194)] = 3549,
  [SMALL_STATE(195)] = 3556,
  [SMALL_STATE(196)] = 3563,
  [SMALL_STATE(197)] = 3570,
  [SMALL_STATE(198)] = 3577,
  [SMALL_STATE(199)] = 3584,
  [SMALL_STATE(200)] = 3591,
  [SMALL_STATE(201)] = 3598,
  [SMALL_STATE(202)] = 3605,
  [SMALL_STATE(203)] = 3612,
  [SMALL_STATE(204)] = 3619,
  [SMALL_STATE(205)] = 3626,
  [SMALL_STATE(206)] = 3633,
  [SMALL_STATE(207)] = 3640,
  [SMALL_STATE(208)] = 3647,
  [SMALL_STATE(209)] = 3654,
  [SMALL_STATE(210)] = 3661,
  [SMALL_STATE(211)] = 3668,
  [SMALL_STATE(212)] = 3675,
  [SMALL_STATE(213)] = 3682,
  [SMALL_STATE(214)] = 3689,
  [SMALL_STATE(215)] = 3696,
  [SMALL_STATE(216)] = 3703,
  [SMALL_STATE(217)] = 3710,
  [SMALL_STATE(218)] = 3717,
  [SMALL_STATE(219)] = 3724,
  [SMALL_STATE(220)] = 3731,
  [SMALL_STATE(221)] = 3738,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(139),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(19),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(210),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(206),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [49] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(101),
  [52] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(210),
  [55] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [58] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [61] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(16),
  [64] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [66] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [69] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [72] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [75] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(19),
  [78] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 24),
  [80] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [82] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 24),
  [84] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [86] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [88] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [90] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [92] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [95] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(162),
  [98] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(162),
  [101] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [103] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [106] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(189),
  [109] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(189),
  [112] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [116] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [118] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [120] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [122] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [124] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [126] = {.entry = {.count = 1, .reusable = false}}, SHIFT(37),
  [128] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [132] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [134] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [138] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 6),
  [140] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [142] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 8),
  [144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 9),
  [146] = {.entry = {.count = 1, .reusable = false}}, SHIFT(39),
  [148] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [150] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [152] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [154] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [156] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [160] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 15),
  [162] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [164] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 27),
  [166] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 35),
  [168] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 5),
  [170] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error, 1, 0, 1),
  [172] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning, 1, 0, 1),
  [174] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [178] = {.entry = {.count = 1, .reusable = false}}, SHIFT(40),
  [180] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [182] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [184] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [186] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [188] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [192] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [195] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [198] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(185),
  [201] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(186),
  [204] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(196),
  [207] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(127),
  [210] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [212] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [214] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [216] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [218] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [220] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [222] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [224] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [226] = {.entry = {.count = 1, .reusable = false}}, SHIFT(220),
  [228] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [230] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [232] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [234] = {.entry = {.count = 1, .reusable = false}}, SHIFT(42),
  [236] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [238] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [240] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [242] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(42),
  [245] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(42),
  [248] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(216),
  [251] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(217),
  [254] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [257] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(146),
  [260] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [264] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [266] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(46),
  [269] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(219),
  [272] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [274] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(220),
  [277] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(218),
  [280] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(153),
  [283] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [285] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [287] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [289] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [291] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [293] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [295] = {.entry = {.count = 1, .reusable = false}}, SHIFT(168),
  [297] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [301] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 13),
  [303] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(53),
  [306] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [308] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(211),
  [311] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 12),
  [316] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [318] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 4, 0, 30),
  [320] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 4, 0, 30),
  [322] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 37),
  [324] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 37),
  [326] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 38),
  [328] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 38),
  [330] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [332] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [334] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [336] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 20),
  [340] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 20),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [344] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 21),
  [348] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 21),
  [350] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [352] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [354] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [356] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [358] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [360] = {.entry = {.count = 1, .reusable = false}}, SHIFT(96),
  [362] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [364] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [366] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [368] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [370] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(89),
  [373] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(89),
  [376] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [378] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [380] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [382] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [384] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 33),
  [388] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 33), SHIFT_REPEAT(18),
  [391] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 19),
  [393] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [395] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [397] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [399] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [401] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [403] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [405] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [407] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [409] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [411] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [413] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [415] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 11),
  [417] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 29),
  [419] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 29), SHIFT_REPEAT(99),
  [422] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [424] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [426] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 18),
  [428] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 28),
  [432] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 29), SHIFT_REPEAT(105),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 25),
  [437] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [439] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [441] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [443] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [445] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [447] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 18),
  [449] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error, 2, 0, 3),
  [451] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 39),
  [453] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 40),
  [455] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 41),
  [457] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 42),
  [459] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 43),
  [461] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 44),
  [463] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 16),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 17),
  [467] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [469] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [471] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [473] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [475] = {.entry = {.count = 1, .reusable = false}}, SHIFT(205),
  [477] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [479] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 7), SHIFT_REPEAT(173),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [486] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 24),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [490] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 10),
  [492] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning, 2, 0, 3),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 26),
  [496] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 14),
  [498] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [500] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [504] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 31),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 24),
  [514] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 34),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [520] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [522] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [524] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [532] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [534] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [536] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [540] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [542] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 36),
  [544] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [546] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [548] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [550] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [552] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [554] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [556] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [558] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [560] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [564] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [566] = {.entry = {.count = 1, .reusable = false}}, SHIFT(204),
  [568] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [570] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [572] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [574] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [580] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [584] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [588] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [592] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [594] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 22),
  [596] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 23),
  [598] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [600] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [602] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [604] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 4),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [608] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [610] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [612] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [614] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [616] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [618] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [620] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [622] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [624] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [626] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [628] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [630] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [632] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [634] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [636] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [638] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [640] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [644] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [646] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [648] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [650] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [652] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [656] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [658] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [660] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [662] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [664] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [666] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [668] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [670] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [672] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [674] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [676] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [678] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [680] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [682] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [684] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [686] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [688] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [690] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token_heredoc_tag = 0,
  ts_external_token_heredoc_line = 1,
  ts_external_token_heredoc_end = 2,
  ts_external_token__error_sentinel = 3,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token_heredoc_tag] = sym_heredoc_tag,
  [ts_external_token_heredoc_line] = sym_heredoc_line,
  [ts_external_token_heredoc_end] = sym_heredoc_end,
  [ts_external_token__error_sentinel] = sym__error_sentinel,
};

static const bool ts_external_scanner_states[5][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token_heredoc_tag] = true,
    [ts_external_token_heredoc_line] = true,
    [ts_external_token_heredoc_end] = true,
    [ts_external_token__error_sentinel] = true,
  },
  [2] = {
    [ts_external_token_heredoc_line] = true,
    [ts_external_token_heredoc_end] = true,
  },
  [3] = {
    [ts_external_token_heredoc_end] = true,
  },
  [4] = {
    [ts_external_token_heredoc_tag] = true,
  },
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_condor_config_external_scanner_create(void);
void tree_sitter_condor_config_external_scanner_destroy(void *);
bool tree_sitter_condor_config_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_condor_config_external_scanner_serialize(void *, char *);
void tree_sitter_condor_config_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_condor_config(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .field_names = ts_field_names,
    .field_map_slices = ts_field_map_slices,
    .field_map_entries = ts_field_map_entries,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .external_scanner = {
      &ts_external_scanner_states[0][0],
      ts_external_scanner_symbol_map,
      tree_sitter_condor_config_external_scanner_create,
      tree_sitter_condor_config_external_scanner_destroy,
      tree_sitter_condor_config_external_scanner_scan,
      tree_sitter_condor_config_external_scanner_serialize,
      tree_sitter_condor_config_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
