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
#define STATE_COUNT 218
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 100
#define ALIAS_COUNT 1
#define TOKEN_COUNT 65
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 24
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 45

enum ts_symbol_identifiers {
  anon_sym_COLON = 1,
  aux_sym_include_token1 = 2,
  aux_sym_include_token2 = 3,
  aux_sym_include_token3 = 4,
  aux_sym_include_token4 = 5,
  aux_sym_include_token5 = 6,
  aux_sym_include_token6 = 7,
  aux_sym_include_token7 = 8,
  aux_sym_use_token1 = 9,
  anon_sym_COMMA = 10,
  aux_sym_template_token1 = 11,
  aux_sym_error_directive_token1 = 12,
  aux_sym_warning_directive_token1 = 13,
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
  aux_sym_macro_function_token1 = 55,
  sym_function_name = 56,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 57,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 58,
  aux_sym_machine_reference_token1 = 59,
  anon_sym_RBRACK_RPAREN = 60,
  sym_heredoc_tag = 61,
  sym_heredoc_line = 62,
  sym_heredoc_end = 63,
  sym__error_sentinel = 64,
  sym_source_file = 65,
  sym__line = 66,
  sym__statement = 67,
  sym_include = 68,
  sym_use = 69,
  sym_template = 70,
  sym_error_directive = 71,
  sym_warning_directive = 72,
  sym_if_block = 73,
  sym_elif_clause = 74,
  sym_else_clause = 75,
  sym_condition = 76,
  sym_defined_condition = 77,
  sym_version_condition = 78,
  sym_condition_expression = 79,
  sym__condition_part = 80,
  sym__condition_word = 81,
  sym_key = 82,
  sym_assignment = 83,
  sym_heredoc_assignment = 84,
  sym_heredoc_body = 85,
  sym_value = 86,
  sym__value_part = 87,
  sym_macro_reference = 88,
  sym_default_value = 89,
  sym_macro_function = 90,
  sym_machine_reference = 91,
  aux_sym_source_file_repeat1 = 92,
  aux_sym_use_repeat1 = 93,
  aux_sym_if_block_repeat1 = 94,
  aux_sym_condition_expression_repeat1 = 95,
  aux_sym_key_repeat1 = 96,
  aux_sym_heredoc_body_repeat1 = 97,
  aux_sym_value_repeat1 = 98,
  aux_sym_default_value_repeat1 = 99,
  alias_sym_key_prefix = 100,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [anon_sym_COLON] = ":",
  [aux_sym_include_token1] = "include",
  [aux_sym_include_token2] = "ifexist",
  [aux_sym_include_token3] = "ifexists",
  [aux_sym_include_token4] = "command",
  [aux_sym_include_token5] = "output",
  [aux_sym_include_token6] = "into",
  [aux_sym_include_token7] = "path",
  [aux_sym_use_token1] = "use",
  [anon_sym_COMMA] = ",",
  [aux_sym_template_token1] = "template_arguments",
  [aux_sym_error_directive_token1] = "directive",
  [aux_sym_warning_directive_token1] = "directive",
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
  [sym_error_directive] = "error_directive",
  [sym_warning_directive] = "warning_directive",
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
  [anon_sym_COLON] = anon_sym_COLON,
  [aux_sym_include_token1] = aux_sym_include_token1,
  [aux_sym_include_token2] = aux_sym_include_token2,
  [aux_sym_include_token3] = aux_sym_include_token3,
  [aux_sym_include_token4] = aux_sym_include_token4,
  [aux_sym_include_token5] = aux_sym_include_token5,
  [aux_sym_include_token6] = aux_sym_include_token6,
  [aux_sym_include_token7] = aux_sym_include_token7,
  [aux_sym_use_token1] = aux_sym_use_token1,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [aux_sym_template_token1] = aux_sym_template_token1,
  [aux_sym_error_directive_token1] = aux_sym_error_directive_token1,
  [aux_sym_warning_directive_token1] = aux_sym_error_directive_token1,
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
  [sym_error_directive] = sym_error_directive,
  [sym_warning_directive] = sym_warning_directive,
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
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
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
  [aux_sym_error_directive_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_warning_directive_token1] = {
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
  [sym_error_directive] = {
    .visible = true,
    .named = true,
  },
  [sym_warning_directive] = {
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
  [14] = {.index = 17, .length = 1},
  [15] = {.index = 18, .length = 3},
  [16] = {.index = 21, .length = 2},
  [17] = {.index = 23, .length = 2},
  [18] = {.index = 25, .length = 2},
  [19] = {.index = 27, .length = 1},
  [20] = {.index = 28, .length = 2},
  [21] = {.index = 30, .length = 2},
  [22] = {.index = 32, .length = 1},
  [23] = {.index = 33, .length = 1},
  [24] = {.index = 34, .length = 2},
  [25] = {.index = 36, .length = 1},
  [26] = {.index = 37, .length = 1},
  [27] = {.index = 38, .length = 3},
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
    {field_target, 2},
  [12] =
    {field_ifexist, 1},
  [13] =
    {field_command, 1},
  [14] =
    {field_category, 1},
  [15] =
    {field_function, 0},
  [16] =
    {field_negated, 0},
  [17] =
    {field_name, 1},
  [18] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [21] =
    {field_ifexist, 1},
    {field_target, 3},
  [23] =
    {field_command, 2},
    {field_ifexist, 1},
  [25] =
    {field_command, 1},
    {field_target, 3},
  [27] =
    {field_template, 0},
  [28] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [30] =
    {field_arguments, 1},
    {field_function, 0},
  [32] =
    {field_expression, 1},
  [33] =
    {field_template, 2},
  [34] =
    {field_operator, 1},
    {field_version, 2},
  [36] =
    {field_condition, 1},
  [37] =
    {field_alternative, 0},
  [38] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [41] =
    {field_command, 1},
    {field_into, 3},
  [43] =
    {field_arguments, 1},
    {field_name, 0},
  [45] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
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
  [8] = 6,
  [9] = 9,
  [10] = 6,
  [11] = 11,
  [12] = 12,
  [13] = 12,
  [14] = 12,
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
  [26] = 26,
  [27] = 27,
  [28] = 20,
  [29] = 29,
  [30] = 16,
  [31] = 15,
  [32] = 32,
  [33] = 33,
  [34] = 18,
  [35] = 19,
  [36] = 36,
  [37] = 22,
  [38] = 23,
  [39] = 39,
  [40] = 27,
  [41] = 36,
  [42] = 24,
  [43] = 43,
  [44] = 44,
  [45] = 44,
  [46] = 32,
  [47] = 39,
  [48] = 44,
  [49] = 44,
  [50] = 50,
  [51] = 51,
  [52] = 33,
  [53] = 29,
  [54] = 33,
  [55] = 29,
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
  [67] = 67,
  [68] = 68,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 63,
  [74] = 64,
  [75] = 68,
  [76] = 69,
  [77] = 72,
  [78] = 70,
  [79] = 66,
  [80] = 67,
  [81] = 68,
  [82] = 71,
  [83] = 69,
  [84] = 72,
  [85] = 65,
  [86] = 63,
  [87] = 64,
  [88] = 66,
  [89] = 67,
  [90] = 70,
  [91] = 71,
  [92] = 65,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 67,
  [97] = 65,
  [98] = 64,
  [99] = 99,
  [100] = 71,
  [101] = 101,
  [102] = 70,
  [103] = 103,
  [104] = 104,
  [105] = 105,
  [106] = 106,
  [107] = 106,
  [108] = 108,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 112,
  [113] = 113,
  [114] = 114,
  [115] = 114,
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
  [132] = 132,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 136,
  [138] = 138,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 141,
  [146] = 127,
  [147] = 130,
  [148] = 134,
  [149] = 136,
  [150] = 139,
  [151] = 129,
  [152] = 127,
  [153] = 130,
  [154] = 136,
  [155] = 139,
  [156] = 156,
  [157] = 129,
  [158] = 127,
  [159] = 159,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 160,
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
  [183] = 177,
  [184] = 184,
  [185] = 185,
  [186] = 162,
  [187] = 179,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 163,
  [192] = 160,
  [193] = 193,
  [194] = 177,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 184,
  [199] = 190,
  [200] = 162,
  [201] = 201,
  [202] = 169,
  [203] = 163,
  [204] = 204,
  [205] = 184,
  [206] = 169,
  [207] = 184,
  [208] = 208,
  [209] = 163,
  [210] = 180,
  [211] = 201,
  [212] = 195,
  [213] = 164,
  [214] = 180,
  [215] = 201,
  [216] = 180,
  [217] = 217,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        '!', 197,
        '#', 252,
        '$', 301,
        '(', 13,
        ')', 307,
        '+', 10,
        ',', 183,
        '-', 157,
        '.', 258,
        ':', 169,
        '=', 288,
        '@', 31,
        '[', 257,
        '\\', 303,
        ']', 19,
        'C', 131,
        'c', 131,
        'D', 102,
        'd', 102,
        'E', 119,
        'e', 119,
        'F', 212,
        'f', 212,
        'I', 106,
        'i', 106,
        'N', 132,
        'n', 132,
        'O', 151,
        'o', 151,
        'T', 215,
        't', 215,
        'U', 143,
        'u', 143,
        'V', 103,
        'v', 103,
        'W', 87,
        'w', 87,
        'Y', 101,
        'y', 101,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(162);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 249,
        '!', 38,
        '$', 12,
        '-', 246,
        '\\', 6,
        'F', 213,
        'f', 213,
        'N', 238,
        'n', 238,
        'T', 214,
        't', 214,
        'U', 244,
        'u', 244,
        'Y', 229,
        'y', 229,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(217);
      if (lookahead != 0) ADVANCE(248);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 249,
        '!', 38,
        '$', 12,
        '-', 246,
        '\\', 6,
        'F', 213,
        'f', 213,
        'N', 238,
        'n', 238,
        'T', 214,
        't', 214,
        'Y', 229,
        'y', 229,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(217);
      if (lookahead != 0) ADVANCE(248);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 249,
        '#', 252,
        ':', 169,
        '@', 95,
        '[', 257,
        '\\', 6,
        'E', 276,
        'e', 276,
        'I', 268,
        'i', 268,
        'U', 285,
        'u', 285,
        'W', 261,
        'w', 261,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 249,
        '#', 252,
        ':', 170,
        '@', 95,
        '[', 257,
        '\\', 6,
        'E', 279,
        'e', 279,
        'I', 268,
        'i', 268,
        'U', 285,
        'u', 285,
        'W', 261,
        'w', 261,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(5);
      if (lookahead != 0) ADVANCE(79);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      END_STATE();
    case 7:
      ADVANCE_MAP(
        '!', 198,
        '$', 12,
        '-', 246,
        '\\', 6,
        'D', 226,
        'd', 226,
        'F', 213,
        'f', 213,
        'N', 238,
        'n', 238,
        'T', 214,
        't', 214,
        'V', 228,
        'v', 228,
        'Y', 229,
        'y', 229,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(7);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(248);
      END_STATE();
    case 8:
      if (lookahead == '#') ADVANCE(79);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 9:
      if (lookahead == '$') ADVANCE(301);
      if (lookahead == ')') ADVANCE(307);
      if (lookahead == '\\') ADVANCE(303);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(308);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(309);
      END_STATE();
    case 10:
      if (lookahead == '&') ADVANCE(11);
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == ',') ADVANCE(22);
      if (lookahead == ';') ADVANCE(29);
      if (lookahead == '=') ADVANCE(289);
      if (lookahead == '|') ADVANCE(32);
      END_STATE();
    case 11:
      if (lookahead == '&') ADVANCE(33);
      if (lookahead == '=') ADVANCE(296);
      END_STATE();
    case 12:
      ADVANCE_MAP(
        '(', 305,
        'B', 39,
        'C', 53,
        'D', 54,
        'E', 60,
        'F', 16,
        'I', 61,
        'R', 42,
        'S', 74,
      );
      END_STATE();
    case 13:
      if (lookahead == '(') ADVANCE(17);
      if (lookahead == ')') ADVANCE(184);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(13);
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(314);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(313);
      END_STATE();
    case 16:
      ADVANCE_MAP(
        '(', 313,
        'A', 16,
        'B', 16,
        'D', 16,
        'F', 16,
        'N', 16,
        'P', 16,
        'Q', 16,
        'U', 16,
        'W', 16,
        'X', 16,
        'a', 16,
        'b', 16,
        'd', 16,
        'f', 16,
        'n', 16,
        'p', 16,
        'q', 16,
        'u', 16,
        'w', 16,
        'x', 16,
      );
      END_STATE();
    case 17:
      if (lookahead == ')') ADVANCE(13);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(17);
      END_STATE();
    case 18:
      if (lookahead == ')') ADVANCE(307);
      if (lookahead == '\\') ADVANCE(310);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(311);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(312);
      END_STATE();
    case 19:
      if (lookahead == ')') ADVANCE(319);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(318);
      END_STATE();
    case 21:
      if (lookahead == '*') ADVANCE(34);
      if (lookahead == '=') ADVANCE(298);
      END_STATE();
    case 22:
      if (lookahead == ',') ADVANCE(35);
      if (lookahead == '=') ADVANCE(290);
      END_STATE();
    case 23:
      if (lookahead == '-') ADVANCE(160);
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(26);
      END_STATE();
    case 24:
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      END_STATE();
    case 25:
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(25);
      END_STATE();
    case 26:
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(25);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(26);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      END_STATE();
    case 28:
      ADVANCE_MAP(
        ':', 168,
        '\\', 6,
        'C', 131,
        'c', 131,
        'I', 110,
        'i', 110,
        'O', 151,
        'o', 151,
        'V', 158,
        'v', 158,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(28);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 29:
      if (lookahead == ';') ADVANCE(36);
      if (lookahead == '=') ADVANCE(292);
      END_STATE();
    case 30:
      if (lookahead == '=') ADVANCE(300);
      END_STATE();
    case 31:
      ADVANCE_MAP(
        '=', 300,
        'E', 138,
        'e', 138,
        'I', 125,
        'i', 125,
        'U', 143,
        'u', 143,
        'W', 87,
        'w', 87,
      );
      END_STATE();
    case 32:
      if (lookahead == '=') ADVANCE(294);
      if (lookahead == '|') ADVANCE(37);
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(297);
      END_STATE();
    case 34:
      if (lookahead == '=') ADVANCE(299);
      END_STATE();
    case 35:
      if (lookahead == '=') ADVANCE(291);
      END_STATE();
    case 36:
      if (lookahead == '=') ADVANCE(293);
      END_STATE();
    case 37:
      if (lookahead == '=') ADVANCE(295);
      END_STATE();
    case 38:
      if (lookahead == '=') ADVANCE(248);
      END_STATE();
    case 39:
      if (lookahead == 'A') ADVANCE(71);
      END_STATE();
    case 40:
      if (lookahead == 'A') ADVANCE(57);
      END_STATE();
    case 41:
      if (lookahead == 'A') ADVANCE(59);
      END_STATE();
    case 42:
      if (lookahead == 'A') ADVANCE(62);
      if (lookahead == 'E') ADVANCE(40);
      END_STATE();
    case 43:
      if (lookahead == 'B') ADVANCE(72);
      END_STATE();
    case 44:
      if (lookahead == 'C') ADVANCE(53);
      if (lookahead == 'I') ADVANCE(65);
      END_STATE();
    case 45:
      if (lookahead == 'C') ADVANCE(47);
      END_STATE();
    case 46:
      if (lookahead == 'D') ADVANCE(67);
      END_STATE();
    case 47:
      if (lookahead == 'E') ADVANCE(15);
      END_STATE();
    case 48:
      if (lookahead == 'E') ADVANCE(52);
      END_STATE();
    case 49:
      if (lookahead == 'E') ADVANCE(64);
      END_STATE();
    case 50:
      if (lookahead == 'E') ADVANCE(68);
      END_STATE();
    case 51:
      if (lookahead == 'G') ADVANCE(15);
      END_STATE();
    case 52:
      if (lookahead == 'G') ADVANCE(50);
      END_STATE();
    case 53:
      if (lookahead == 'H') ADVANCE(66);
      END_STATE();
    case 54:
      if (lookahead == 'I') ADVANCE(70);
      END_STATE();
    case 55:
      if (lookahead == 'I') ADVANCE(45);
      END_STATE();
    case 56:
      if (lookahead == 'I') ADVANCE(63);
      END_STATE();
    case 57:
      if (lookahead == 'L') ADVANCE(15);
      END_STATE();
    case 58:
      if (lookahead == 'M') ADVANCE(85);
      END_STATE();
    case 59:
      if (lookahead == 'M') ADVANCE(47);
      END_STATE();
    case 60:
      if (lookahead == 'N') ADVANCE(77);
      if (lookahead == 'V') ADVANCE(40);
      END_STATE();
    case 61:
      if (lookahead == 'N') ADVANCE(73);
      END_STATE();
    case 62:
      if (lookahead == 'N') ADVANCE(46);
      END_STATE();
    case 63:
      if (lookahead == 'N') ADVANCE(51);
      END_STATE();
    case 64:
      if (lookahead == 'N') ADVANCE(41);
      END_STATE();
    case 65:
      if (lookahead == 'N') ADVANCE(76);
      END_STATE();
    case 66:
      if (lookahead == 'O') ADVANCE(55);
      END_STATE();
    case 67:
      if (lookahead == 'O') ADVANCE(58);
      END_STATE();
    case 68:
      if (lookahead == 'R') ADVANCE(15);
      END_STATE();
    case 69:
      if (lookahead == 'R') ADVANCE(56);
      END_STATE();
    case 70:
      if (lookahead == 'R') ADVANCE(64);
      END_STATE();
    case 71:
      if (lookahead == 'S') ADVANCE(49);
      END_STATE();
    case 72:
      if (lookahead == 'S') ADVANCE(75);
      END_STATE();
    case 73:
      if (lookahead == 'T') ADVANCE(15);
      END_STATE();
    case 74:
      if (lookahead == 'T') ADVANCE(69);
      if (lookahead == 'U') ADVANCE(43);
      END_STATE();
    case 75:
      if (lookahead == 'T') ADVANCE(68);
      END_STATE();
    case 76:
      if (lookahead == 'T') ADVANCE(48);
      END_STATE();
    case 77:
      if (lookahead == 'V') ADVANCE(15);
      END_STATE();
    case 78:
      if (lookahead == '\\') ADVANCE(6);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(78);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(306);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(79);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(81);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(80);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(304);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(304);
      END_STATE();
    case 82:
      if (lookahead == '\\') ADVANCE(316);
      if (lookahead == ']') ADVANCE(20);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(317);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(318);
      END_STATE();
    case 83:
      if (lookahead == '\\') ADVANCE(179);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(83);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(180);
      END_STATE();
    case 84:
      if (lookahead == '\\') ADVANCE(202);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(84);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(203);
      END_STATE();
    case 85:
      if (lookahead == '_') ADVANCE(44);
      END_STATE();
    case 86:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(159);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 87:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(139);
      END_STATE();
    case 88:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(128);
      END_STATE();
    case 89:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(120);
      END_STATE();
    case 90:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(120);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(133);
      END_STATE();
    case 91:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(176);
      END_STATE();
    case 92:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(199);
      END_STATE();
    case 93:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(115);
      END_STATE();
    case 94:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(99);
      END_STATE();
    case 95:
      ADVANCE_MAP(
        'E', 138,
        'e', 138,
        'I', 125,
        'i', 125,
        'U', 143,
        'u', 143,
        'W', 87,
        'w', 87,
      );
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(181);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(194);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(172);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(155);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(142);
      END_STATE();
    case 102:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(107);
      END_STATE();
    case 103:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(141);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 104:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(92);
      END_STATE();
    case 105:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(187);
      END_STATE();
    case 106:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(187);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(90);
      END_STATE();
    case 107:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(113);
      END_STATE();
    case 108:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(192);
      END_STATE();
    case 109:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(189);
      END_STATE();
    case 110:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(100);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(150);
      END_STATE();
    case 111:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(27);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(108);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(98);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(129);
      END_STATE();
    case 114:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(145);
      END_STATE();
    case 115:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(109);
      END_STATE();
    case 116:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(135);
      END_STATE();
    case 117:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(126);
      END_STATE();
    case 118:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(112);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(93);
      END_STATE();
    case 119:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(112);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(93);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(140);
      END_STATE();
    case 120:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(152);
      END_STATE();
    case 121:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(146);
      END_STATE();
    case 122:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(88);
      END_STATE();
    case 123:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(122);
      END_STATE();
    case 124:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(93);
      END_STATE();
    case 125:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(89);
      END_STATE();
    case 126:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(111);
      END_STATE();
    case 127:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(204);
      END_STATE();
    case 128:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(91);
      END_STATE();
    case 129:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(104);
      END_STATE();
    case 130:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(117);
      END_STATE();
    case 131:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(123);
      END_STATE();
    case 132:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(211);
      END_STATE();
    case 133:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(178);
      END_STATE();
    case 134:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(137);
      END_STATE();
    case 135:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(127);
      END_STATE();
    case 136:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(153);
      END_STATE();
    case 137:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(24);
      END_STATE();
    case 138:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(140);
      END_STATE();
    case 139:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(130);
      END_STATE();
    case 140:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(134);
      END_STATE();
    case 141:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(144);
      END_STATE();
    case 142:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(211);
      END_STATE();
    case 143:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(97);
      END_STATE();
    case 144:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(116);
      END_STATE();
    case 145:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(149);
      END_STATE();
    case 146:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(96);
      END_STATE();
    case 147:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(136);
      END_STATE();
    case 148:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(177);
      END_STATE();
    case 149:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(174);
      END_STATE();
    case 150:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(133);
      END_STATE();
    case 151:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(147);
      END_STATE();
    case 152:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(94);
      END_STATE();
    case 153:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(148);
      END_STATE();
    case 154:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(96);
      END_STATE();
    case 155:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(114);
      END_STATE();
    case 156:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(207);
      END_STATE();
    case 157:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 158:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 159:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 160:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(26);
      END_STATE();
    case 161:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(318);
      END_STATE();
    case 162:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        '!', 197,
        '#', 252,
        '$', 301,
        ')', 307,
        '+', 10,
        ',', 183,
        '-', 157,
        ':', 169,
        '=', 288,
        '@', 31,
        '[', 257,
        '\\', 303,
        ']', 19,
        'C', 131,
        'c', 131,
        'D', 102,
        'd', 102,
        'E', 119,
        'e', 119,
        'F', 212,
        'f', 212,
        'I', 106,
        'i', 106,
        'N', 132,
        'n', 132,
        'O', 151,
        'o', 151,
        'T', 215,
        't', 215,
        'U', 143,
        'u', 143,
        'V', 103,
        'v', 103,
        'W', 87,
        'w', 87,
        'Y', 101,
        'y', 101,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(162);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 163:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        '!', 156,
        '#', 252,
        ':', 171,
        '@', 95,
        '[', 257,
        '\\', 6,
        'E', 284,
        'e', 284,
        'I', 268,
        'i', 268,
        'U', 285,
        'u', 285,
        'W', 261,
        'w', 261,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(207);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(163);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 164:
      if (eof) ADVANCE(167);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '$') ADVANCE(301);
      if (lookahead == '\\') ADVANCE(302);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (lookahead != 0) ADVANCE(304);
      END_STATE();
    case 165:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        '(', 13,
        ')', 307,
        '+', 10,
        ',', 183,
        '.', 258,
        ':', 168,
        '=', 288,
        '@', 30,
        '\\', 6,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(166);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 166:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        ')', 307,
        '+', 10,
        ',', 183,
        ':', 168,
        '=', 288,
        '@', 30,
        '\\', 6,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(166);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(118);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(124);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(aux_sym_include_token1);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(aux_sym_include_token2);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(175);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(aux_sym_include_token6);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(180);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(180);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(191);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(191);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(191);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(196);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(196);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(196);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(248);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(203);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(203);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(206);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(219);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(158);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(158);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(121);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(235);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(245);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(154);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(221);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(224);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(220);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(86);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(224);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(247);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(200);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(232);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(216);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(240);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(241);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(225);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(201);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(233);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(237);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(239);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(243);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(205);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(216);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(236);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(242);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(216);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(234);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(227);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(227);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(248);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(79);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(256);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(255);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(253);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(255);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(254);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(255);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(251);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(255);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(255);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(256);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym_section);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':' &&
          lookahead != '=') ADVANCE(257);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(282);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(275);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(266);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(182);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(173);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(195);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(188);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(262);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(193);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(190);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(260);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(269);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(267);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(278);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(270);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(286);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(272);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(264);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(281);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(273);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(271);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(264);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(281);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(283);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(280);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(277);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(259);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(281);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(263);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(anon_sym_PLUS_EQ);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_EQ);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_COMMA_EQ);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_EQ);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_SEMI_EQ);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_EQ);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_PIPE_EQ);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_EQ);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_AMP_EQ);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_EQ);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_STAR_EQ);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 14,
        '(', 305,
        'B', 39,
        'C', 53,
        'D', 54,
        'E', 60,
        'F', 16,
        'I', 61,
        'R', 42,
        'S', 74,
      );
      END_STATE();
    case 302:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\\') ADVANCE(81);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(304);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(6);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(81);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(80);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(304);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(306);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(308);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(309);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(309);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(310);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(312);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(310);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(311);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(312);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(312);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(315);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == ']') ADVANCE(161);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(316);
      if (lookahead != 0) ADVANCE(318);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(316);
      if (lookahead == ']') ADVANCE(20);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(317);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(318);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(161);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(318);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 163},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 163},
  [8] = {.lex_state = 163},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 163},
  [13] = {.lex_state = 163},
  [14] = {.lex_state = 163},
  [15] = {.lex_state = 164},
  [16] = {.lex_state = 164},
  [17] = {.lex_state = 165},
  [18] = {.lex_state = 164},
  [19] = {.lex_state = 164},
  [20] = {.lex_state = 164},
  [21] = {.lex_state = 7},
  [22] = {.lex_state = 164},
  [23] = {.lex_state = 164},
  [24] = {.lex_state = 164},
  [25] = {.lex_state = 7},
  [26] = {.lex_state = 165},
  [27] = {.lex_state = 164},
  [28] = {.lex_state = 164},
  [29] = {.lex_state = 3},
  [30] = {.lex_state = 164},
  [31] = {.lex_state = 164},
  [32] = {.lex_state = 164},
  [33] = {.lex_state = 3},
  [34] = {.lex_state = 164},
  [35] = {.lex_state = 164},
  [36] = {.lex_state = 165},
  [37] = {.lex_state = 164},
  [38] = {.lex_state = 164},
  [39] = {.lex_state = 164},
  [40] = {.lex_state = 164},
  [41] = {.lex_state = 165},
  [42] = {.lex_state = 164},
  [43] = {.lex_state = 7},
  [44] = {.lex_state = 9},
  [45] = {.lex_state = 9},
  [46] = {.lex_state = 164},
  [47] = {.lex_state = 164},
  [48] = {.lex_state = 9},
  [49] = {.lex_state = 9},
  [50] = {.lex_state = 9},
  [51] = {.lex_state = 9},
  [52] = {.lex_state = 163},
  [53] = {.lex_state = 4},
  [54] = {.lex_state = 4},
  [55] = {.lex_state = 163},
  [56] = {.lex_state = 1},
  [57] = {.lex_state = 2},
  [58] = {.lex_state = 2},
  [59] = {.lex_state = 2},
  [60] = {.lex_state = 2},
  [61] = {.lex_state = 2},
  [62] = {.lex_state = 2},
  [63] = {.lex_state = 164},
  [64] = {.lex_state = 164},
  [65] = {.lex_state = 164},
  [66] = {.lex_state = 164},
  [67] = {.lex_state = 164},
  [68] = {.lex_state = 164},
  [69] = {.lex_state = 164},
  [70] = {.lex_state = 164},
  [71] = {.lex_state = 164},
  [72] = {.lex_state = 164},
  [73] = {.lex_state = 164},
  [74] = {.lex_state = 9},
  [75] = {.lex_state = 164},
  [76] = {.lex_state = 164},
  [77] = {.lex_state = 164},
  [78] = {.lex_state = 164},
  [79] = {.lex_state = 164},
  [80] = {.lex_state = 164},
  [81] = {.lex_state = 9},
  [82] = {.lex_state = 164},
  [83] = {.lex_state = 9},
  [84] = {.lex_state = 9},
  [85] = {.lex_state = 164},
  [86] = {.lex_state = 9},
  [87] = {.lex_state = 164},
  [88] = {.lex_state = 9},
  [89] = {.lex_state = 9},
  [90] = {.lex_state = 9},
  [91] = {.lex_state = 9},
  [92] = {.lex_state = 9},
  [93] = {.lex_state = 0, .external_lex_state = 2},
  [94] = {.lex_state = 0},
  [95] = {.lex_state = 0, .external_lex_state = 2},
  [96] = {.lex_state = 2},
  [97] = {.lex_state = 2},
  [98] = {.lex_state = 2},
  [99] = {.lex_state = 0, .external_lex_state = 2},
  [100] = {.lex_state = 2},
  [101] = {.lex_state = 0},
  [102] = {.lex_state = 2},
  [103] = {.lex_state = 165},
  [104] = {.lex_state = 0},
  [105] = {.lex_state = 165},
  [106] = {.lex_state = 28},
  [107] = {.lex_state = 28},
  [108] = {.lex_state = 165},
  [109] = {.lex_state = 165},
  [110] = {.lex_state = 165},
  [111] = {.lex_state = 165},
  [112] = {.lex_state = 0},
  [113] = {.lex_state = 165},
  [114] = {.lex_state = 28},
  [115] = {.lex_state = 28},
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
  [126] = {.lex_state = 0},
  [127] = {.lex_state = 18},
  [128] = {.lex_state = 165},
  [129] = {.lex_state = 18},
  [130] = {.lex_state = 82},
  [131] = {.lex_state = 0},
  [132] = {.lex_state = 0},
  [133] = {.lex_state = 0},
  [134] = {.lex_state = 28},
  [135] = {.lex_state = 0},
  [136] = {.lex_state = 165},
  [137] = {.lex_state = 165},
  [138] = {.lex_state = 165},
  [139] = {.lex_state = 165},
  [140] = {.lex_state = 0},
  [141] = {.lex_state = 28},
  [142] = {.lex_state = 0},
  [143] = {.lex_state = 0},
  [144] = {.lex_state = 0},
  [145] = {.lex_state = 28},
  [146] = {.lex_state = 18},
  [147] = {.lex_state = 82},
  [148] = {.lex_state = 28},
  [149] = {.lex_state = 165},
  [150] = {.lex_state = 165},
  [151] = {.lex_state = 18},
  [152] = {.lex_state = 18},
  [153] = {.lex_state = 82},
  [154] = {.lex_state = 165},
  [155] = {.lex_state = 165},
  [156] = {.lex_state = 0},
  [157] = {.lex_state = 18},
  [158] = {.lex_state = 18},
  [159] = {.lex_state = 0},
  [160] = {.lex_state = 0},
  [161] = {.lex_state = 165},
  [162] = {.lex_state = 0},
  [163] = {.lex_state = 0},
  [164] = {.lex_state = 83},
  [165] = {.lex_state = 163},
  [166] = {.lex_state = 0},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 0},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 84},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 0, .external_lex_state = 3},
  [179] = {.lex_state = 165},
  [180] = {.lex_state = 78},
  [181] = {.lex_state = 0, .external_lex_state = 4},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 0},
  [186] = {.lex_state = 0},
  [187] = {.lex_state = 165},
  [188] = {.lex_state = 165},
  [189] = {.lex_state = 165},
  [190] = {.lex_state = 165},
  [191] = {.lex_state = 0},
  [192] = {.lex_state = 0},
  [193] = {.lex_state = 28},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 83},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 165},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 78},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 78},
  [211] = {.lex_state = 78},
  [212] = {.lex_state = 83},
  [213] = {.lex_state = 83},
  [214] = {.lex_state = 78},
  [215] = {.lex_state = 78},
  [216] = {.lex_state = 78},
  [217] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [aux_sym_include_token1] = ACTIONS(1),
    [aux_sym_include_token4] = ACTIONS(1),
    [aux_sym_include_token5] = ACTIONS(1),
    [aux_sym_include_token6] = ACTIONS(1),
    [aux_sym_use_token1] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [aux_sym_template_token1] = ACTIONS(1),
    [aux_sym_error_directive_token1] = ACTIONS(1),
    [aux_sym_warning_directive_token1] = ACTIONS(1),
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
    [sym_source_file] = STATE(204),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(140),
    [sym_include] = STATE(140),
    [sym_use] = STATE(140),
    [sym_error_directive] = STATE(140),
    [sym_warning_directive] = STATE(140),
    [sym_if_block] = STATE(140),
    [sym_key] = STATE(36),
    [sym_assignment] = STATE(140),
    [sym_heredoc_assignment] = STATE(140),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(138),
    [ts_builtin_sym_end] = ACTIONS(5),
    [anon_sym_COLON] = ACTIONS(7),
    [aux_sym_include_token1] = ACTIONS(9),
    [aux_sym_use_token1] = ACTIONS(11),
    [aux_sym_error_directive_token1] = ACTIONS(13),
    [aux_sym_warning_directive_token1] = ACTIONS(15),
    [aux_sym_if_block_token1] = ACTIONS(17),
    [sym__newline] = ACTIONS(19),
    [sym__line_continuation] = ACTIONS(3),
    [sym_comment] = ACTIONS(21),
    [sym_pragma] = ACTIONS(23),
    [sym_section] = ACTIONS(23),
    [sym_identifier] = ACTIONS(25),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(35), 1,
      aux_sym_if_block_token2,
    ACTIONS(37), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(39), 1,
      aux_sym_else_clause_token1,
    ACTIONS(41), 1,
      sym__newline,
    ACTIONS(43), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(94), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_elif_clause,
    STATE(138), 1,
      aux_sym_key_repeat1,
    STATE(185), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(169), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [73] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(37), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(39), 1,
      aux_sym_else_clause_token1,
    ACTIONS(43), 1,
      sym_comment,
    ACTIONS(47), 1,
      aux_sym_if_block_token2,
    ACTIONS(49), 1,
      sym__newline,
    STATE(41), 1,
      sym_key,
    STATE(101), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_elif_clause,
    STATE(138), 1,
      aux_sym_key_repeat1,
    STATE(171), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(169), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [146] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(43), 1,
      sym_comment,
    ACTIONS(53), 1,
      sym__newline,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(51), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(169), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [206] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(43), 1,
      sym_comment,
    ACTIONS(49), 1,
      sym__newline,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(55), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(169), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [266] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      anon_sym_COLON,
    ACTIONS(60), 1,
      aux_sym_include_token1,
    ACTIONS(63), 1,
      aux_sym_use_token1,
    ACTIONS(66), 1,
      aux_sym_error_directive_token1,
    ACTIONS(69), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(72), 1,
      aux_sym_if_block_token1,
    ACTIONS(77), 1,
      sym__newline,
    ACTIONS(80), 1,
      sym_comment,
    ACTIONS(86), 1,
      sym_identifier,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(83), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(75), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(169), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [326] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(9), 1,
      aux_sym_include_token1,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(13), 1,
      aux_sym_error_directive_token1,
    ACTIONS(15), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(89), 1,
      ts_builtin_sym_end,
    ACTIONS(91), 1,
      sym__newline,
    ACTIONS(93), 1,
      sym_comment,
    STATE(36), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(95), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(126), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [384] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(60), 1,
      aux_sym_include_token1,
    ACTIONS(63), 1,
      aux_sym_use_token1,
    ACTIONS(66), 1,
      aux_sym_error_directive_token1,
    ACTIONS(69), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(72), 1,
      aux_sym_if_block_token1,
    ACTIONS(86), 1,
      sym_identifier,
    ACTIONS(97), 1,
      ts_builtin_sym_end,
    ACTIONS(99), 1,
      anon_sym_COLON,
    ACTIONS(102), 1,
      sym__newline,
    ACTIONS(105), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(108), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(202), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [442] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(111), 1,
      anon_sym_COLON,
    ACTIONS(113), 1,
      aux_sym_if_block_token2,
    ACTIONS(115), 1,
      sym__newline,
    ACTIONS(117), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(119), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [500] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(60), 1,
      aux_sym_include_token1,
    ACTIONS(63), 1,
      aux_sym_use_token1,
    ACTIONS(66), 1,
      aux_sym_error_directive_token1,
    ACTIONS(69), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(72), 1,
      aux_sym_if_block_token1,
    ACTIONS(75), 1,
      aux_sym_if_block_token2,
    ACTIONS(86), 1,
      sym_identifier,
    ACTIONS(121), 1,
      anon_sym_COLON,
    ACTIONS(124), 1,
      sym__newline,
    ACTIONS(127), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(130), 2,
      sym_pragma,
      sym_section,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [558] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(111), 1,
      anon_sym_COLON,
    ACTIONS(117), 1,
      sym_comment,
    ACTIONS(133), 1,
      aux_sym_if_block_token2,
    ACTIONS(135), 1,
      sym__newline,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(119), 2,
      sym_pragma,
      sym_section,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(206), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [616] = 13,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(137), 1,
      sym__newline,
    ACTIONS(139), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(141), 2,
      sym_pragma,
      sym_section,
    STATE(183), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [664] = 13,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(143), 1,
      sym__newline,
    ACTIONS(145), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(147), 2,
      sym_pragma,
      sym_section,
    STATE(177), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [712] = 13,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(151), 1,
      sym_comment,
    STATE(41), 1,
      sym_key,
    STATE(138), 1,
      aux_sym_key_repeat1,
    ACTIONS(153), 2,
      sym_pragma,
      sym_section,
    STATE(194), 8,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [760] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(117), 1,
      sym_value,
    ACTIONS(155), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [797] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(131), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(169), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [834] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOT,
    ACTIONS(171), 14,
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
  [857] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(123), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(175), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [894] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(125), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(177), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [931] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(159), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(179), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [968] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(181), 1,
      anon_sym_BANG,
    ACTIONS(183), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(185), 1,
      aux_sym_version_condition_token1,
    ACTIONS(189), 1,
      aux_sym__condition_word_token1,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    STATE(167), 1,
      sym_condition,
    ACTIONS(187), 2,
      sym_boolean,
      sym_number,
    STATE(58), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(208), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1007] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(156), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(195), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1044] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(122), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(197), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1081] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(135), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(199), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1118] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(181), 1,
      anon_sym_BANG,
    ACTIONS(183), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(185), 1,
      aux_sym_version_condition_token1,
    ACTIONS(189), 1,
      aux_sym__condition_word_token1,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    STATE(176), 1,
      sym_condition,
    ACTIONS(187), 2,
      sym_boolean,
      sym_number,
    STATE(58), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(208), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1157] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOT,
    ACTIONS(201), 14,
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
  [1180] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      sym_text,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(132), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(203), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(39), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1217] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(179), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(159), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1253] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(219), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(217), 9,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1275] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(169), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(131), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1311] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(117), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1347] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(226), 1,
      sym_text,
    ACTIONS(229), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(232), 1,
      sym_function_name,
    ACTIONS(235), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(238), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(221), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(223), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(32), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1381] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(241), 9,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1403] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(175), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(123), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1439] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(125), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1475] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(247), 1,
      anon_sym_AT_EQ,
    ACTIONS(245), 13,
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
  [1497] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(195), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(156), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1533] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(197), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(122), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1569] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(163), 1,
      sym_function_name,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(167), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(253), 1,
      sym_text,
    ACTIONS(249), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(251), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(32), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1603] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(203), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(132), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1639] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(247), 1,
      anon_sym_AT_EQ,
    ACTIONS(255), 13,
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
  [1661] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(199), 1,
      sym__newline,
    ACTIONS(207), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(135), 1,
      sym_value,
    ACTIONS(205), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1697] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(183), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(185), 1,
      aux_sym_version_condition_token1,
    ACTIONS(189), 1,
      aux_sym__condition_word_token1,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(257), 2,
      sym_boolean,
      sym_number,
    STATE(58), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(172), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1730] = 10,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(263), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(265), 1,
      anon_sym_RPAREN,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(203), 1,
      sym_default_value,
    ACTIONS(261), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(51), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1765] = 10,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(263), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      anon_sym_RPAREN,
    STATE(209), 1,
      sym_default_value,
    ACTIONS(261), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(51), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1800] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(221), 1,
      sym__newline,
    ACTIONS(280), 1,
      sym_text,
    ACTIONS(283), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(286), 1,
      sym_function_name,
    ACTIONS(289), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(292), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(277), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1833] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(213), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(249), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    ACTIONS(295), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1866] = 10,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(263), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(299), 1,
      anon_sym_RPAREN,
    STATE(163), 1,
      sym_default_value,
    ACTIONS(261), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(51), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1901] = 10,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(263), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(301), 1,
      anon_sym_RPAREN,
    STATE(191), 1,
      sym_default_value,
    ACTIONS(261), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(51), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1936] = 9,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(306), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(309), 1,
      anon_sym_RPAREN,
    ACTIONS(311), 1,
      aux_sym_default_value_token1,
    ACTIONS(314), 1,
      sym_function_name,
    ACTIONS(317), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(320), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(303), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1968] = 9,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(263), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(325), 1,
      anon_sym_RPAREN,
    ACTIONS(327), 1,
      aux_sym_default_value_token1,
    ACTIONS(323), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2000] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(241), 6,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(243), 6,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
  [2020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(219), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(217), 7,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2040] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(241), 7,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2060] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(217), 6,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(219), 6,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
  [2080] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(189), 1,
      aux_sym__condition_word_token1,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(329), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(333), 1,
      sym__newline,
    STATE(217), 1,
      sym_condition_expression,
    ACTIONS(331), 2,
      sym_boolean,
      sym_number,
    STATE(58), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [2111] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(337), 1,
      sym__newline,
    ACTIONS(335), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(60), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2136] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(339), 1,
      sym__newline,
    ACTIONS(335), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(60), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2161] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(341), 1,
      sym__newline,
    ACTIONS(335), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(60), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2186] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(345), 1,
      sym__newline,
    ACTIONS(343), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(62), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2211] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(347), 1,
      sym__newline,
    ACTIONS(335), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(60), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2236] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(352), 1,
      sym__newline,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(349), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(62), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2261] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(362), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(360), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2278] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(366), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(364), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2295] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(370), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(368), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2312] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(374), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(372), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2329] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(378), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(376), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2346] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(382), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(380), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2363] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(386), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(384), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2380] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(390), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(388), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2397] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(394), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(392), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2414] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(396), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2431] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(362), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(360), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2447] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(364), 1,
      aux_sym_default_value_token1,
    ACTIONS(366), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2463] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(382), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(380), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2479] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(386), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(384), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2495] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(396), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2511] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(390), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(388), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2527] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(374), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(372), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2543] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(378), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(376), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2559] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(380), 1,
      aux_sym_default_value_token1,
    ACTIONS(382), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2575] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(394), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(392), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2591] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(384), 1,
      aux_sym_default_value_token1,
    ACTIONS(386), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2607] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(396), 1,
      aux_sym_default_value_token1,
    ACTIONS(398), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2623] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(370), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(368), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2639] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(360), 1,
      aux_sym_default_value_token1,
    ACTIONS(362), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2655] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(366), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(364), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2671] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(372), 1,
      aux_sym_default_value_token1,
    ACTIONS(374), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2687] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(376), 1,
      aux_sym_default_value_token1,
    ACTIONS(378), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2703] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      aux_sym_default_value_token1,
    ACTIONS(390), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2719] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(392), 1,
      aux_sym_default_value_token1,
    ACTIONS(394), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2735] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(368), 1,
      aux_sym_default_value_token1,
    ACTIONS(370), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2751] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(402), 1,
      sym_comment,
    ACTIONS(404), 1,
      sym_heredoc_end,
    STATE(99), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(178), 1,
      sym_heredoc_body,
    ACTIONS(400), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2772] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(406), 1,
      aux_sym_if_block_token2,
    ACTIONS(408), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(410), 1,
      aux_sym_else_clause_token1,
    STATE(104), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_elif_clause,
    STATE(174), 1,
      sym_else_clause,
  [2794] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      sym_comment,
    ACTIONS(418), 1,
      sym_heredoc_end,
    STATE(95), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(412), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2812] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(376), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(378), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2826] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(368), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(370), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2840] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(364), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(366), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2854] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      sym_comment,
    ACTIONS(424), 1,
      sym_heredoc_end,
    STATE(95), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(420), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2872] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(392), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(394), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2886] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(408), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(410), 1,
      aux_sym_else_clause_token1,
    ACTIONS(426), 1,
      aux_sym_if_block_token2,
    STATE(104), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_elif_clause,
    STATE(196), 1,
      sym_else_clause,
  [2908] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(390), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2922] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      sym_identifier,
    STATE(108), 1,
      aux_sym_use_repeat1,
    STATE(110), 1,
      sym_template,
    ACTIONS(428), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2939] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(434), 1,
      aux_sym_elif_clause_token1,
    STATE(104), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_elif_clause,
    ACTIONS(432), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [2956] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      sym_identifier,
    STATE(103), 1,
      aux_sym_use_repeat1,
    STATE(110), 1,
      sym_template,
    ACTIONS(437), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2973] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(439), 1,
      anon_sym_COLON,
    ACTIONS(441), 1,
      aux_sym_include_token2,
    ACTIONS(443), 1,
      aux_sym_include_token3,
    ACTIONS(445), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [2990] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(447), 1,
      anon_sym_COLON,
    ACTIONS(449), 1,
      aux_sym_include_token2,
    ACTIONS(451), 1,
      aux_sym_include_token3,
    ACTIONS(453), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [3007] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(457), 1,
      sym_identifier,
    STATE(108), 1,
      aux_sym_use_repeat1,
    STATE(110), 1,
      sym_template,
    ACTIONS(455), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3024] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 1,
      aux_sym_template_token1,
    ACTIONS(460), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3037] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      anon_sym_COMMA,
    ACTIONS(464), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3049] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(468), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3059] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [3068] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3077] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 1,
      anon_sym_COLON,
    ACTIONS(476), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [3088] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 1,
      anon_sym_COLON,
    ACTIONS(480), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [3099] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3107] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(484), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3115] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3123] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3131] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3139] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3147] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3155] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3171] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3179] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(137), 1,
      sym__newline,
    ACTIONS(502), 1,
      ts_builtin_sym_end,
  [3189] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(504), 1,
      anon_sym_RPAREN,
    ACTIONS(506), 1,
      aux_sym_macro_function_token1,
  [3199] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      sym_identifier,
    STATE(128), 1,
      aux_sym_key_repeat1,
  [3209] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      anon_sym_RPAREN,
    ACTIONS(513), 1,
      aux_sym_macro_function_token1,
  [3219] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(515), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(517), 1,
      anon_sym_RBRACK_RPAREN,
  [3229] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3237] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(521), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3245] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(523), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3253] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(525), 1,
      anon_sym_COLON,
    ACTIONS(527), 1,
      aux_sym_include_token6,
  [3263] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(529), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3271] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(531), 1,
      anon_sym_COLON,
    ACTIONS(533), 1,
      anon_sym_RPAREN,
  [3281] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(535), 1,
      anon_sym_COLON,
    ACTIONS(537), 1,
      anon_sym_RPAREN,
  [3291] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(539), 1,
      sym_identifier,
    STATE(128), 1,
      aux_sym_key_repeat1,
  [3301] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(541), 1,
      anon_sym_COLON,
    ACTIONS(543), 1,
      anon_sym_RPAREN,
  [3311] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(89), 1,
      ts_builtin_sym_end,
    ACTIONS(137), 1,
      sym__newline,
  [3321] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(545), 1,
      anon_sym_COLON,
    ACTIONS(547), 1,
      aux_sym_include_token6,
  [3331] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3339] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(551), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3347] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(553), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3355] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(555), 1,
      anon_sym_COLON,
    ACTIONS(557), 1,
      aux_sym_include_token6,
  [3365] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(559), 1,
      anon_sym_RPAREN,
    ACTIONS(561), 1,
      aux_sym_macro_function_token1,
  [3375] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(565), 1,
      anon_sym_RBRACK_RPAREN,
  [3385] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_COLON,
    ACTIONS(569), 1,
      aux_sym_include_token6,
  [3395] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      anon_sym_COLON,
    ACTIONS(573), 1,
      anon_sym_RPAREN,
  [3405] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 1,
      anon_sym_COLON,
    ACTIONS(577), 1,
      anon_sym_RPAREN,
  [3415] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(579), 1,
      anon_sym_RPAREN,
    ACTIONS(581), 1,
      aux_sym_macro_function_token1,
  [3425] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(583), 1,
      anon_sym_RPAREN,
    ACTIONS(585), 1,
      aux_sym_macro_function_token1,
  [3435] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(587), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(589), 1,
      anon_sym_RBRACK_RPAREN,
  [3445] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(591), 1,
      anon_sym_COLON,
    ACTIONS(593), 1,
      anon_sym_RPAREN,
  [3455] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(595), 1,
      anon_sym_COLON,
    ACTIONS(597), 1,
      anon_sym_RPAREN,
  [3465] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(599), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3473] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      anon_sym_RPAREN,
    ACTIONS(603), 1,
      aux_sym_macro_function_token1,
  [3483] = 3,
    ACTIONS(259), 1,
      sym__line_continuation,
    ACTIONS(605), 1,
      anon_sym_RPAREN,
    ACTIONS(607), 1,
      aux_sym_macro_function_token1,
  [3493] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3501] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_RPAREN,
  [3508] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      sym_identifier,
  [3515] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(615), 1,
      anon_sym_RBRACK_RPAREN,
  [3522] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      anon_sym_RPAREN,
  [3529] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(619), 1,
      aux_sym_include_token7,
  [3536] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 1,
      aux_sym_version_condition_token2,
  [3543] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      anon_sym_RPAREN,
  [3550] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 1,
      sym__newline,
  [3557] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOT,
  [3564] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(143), 1,
      sym__newline,
  [3571] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      sym__newline,
  [3578] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 1,
      aux_sym_if_block_token2,
  [3585] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(341), 1,
      sym__newline,
  [3592] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      sym__newline,
  [3599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      aux_sym_if_block_token2,
  [3606] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      aux_sym_defined_condition_token3,
  [3613] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      sym__newline,
  [3620] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      sym__newline,
  [3627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      sym_heredoc_end,
  [3634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      anon_sym_COLON,
  [3641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 1,
      aux_sym_macro_reference_token1,
  [3648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      sym_heredoc_tag,
  [3655] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym__newline,
  [3662] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      sym__newline,
  [3669] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(653), 1,
      anon_sym_RPAREN,
  [3676] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      aux_sym_if_block_token2,
  [3683] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      anon_sym_RBRACK_RPAREN,
  [3690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      anon_sym_COLON,
  [3697] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      anon_sym_COLON,
  [3704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 1,
      sym_identifier,
  [3711] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      anon_sym_COLON,
  [3718] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      anon_sym_RPAREN,
  [3725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      anon_sym_RPAREN,
  [3732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 1,
      aux_sym_version_condition_token3,
  [3739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      sym__newline,
  [3746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      aux_sym_include_token7,
  [3753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 1,
      aux_sym_if_block_token2,
  [3760] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      sym__newline,
  [3767] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      anon_sym_RPAREN,
  [3774] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 1,
      anon_sym_COLON,
  [3781] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      anon_sym_RBRACK_RPAREN,
  [3788] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      aux_sym_macro_reference_token1,
  [3795] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(137), 1,
      sym__newline,
  [3802] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 1,
      anon_sym_RPAREN,
  [3809] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 1,
      ts_builtin_sym_end,
  [3816] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      anon_sym_RPAREN,
  [3823] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(149), 1,
      sym__newline,
  [3830] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 1,
      anon_sym_RPAREN,
  [3837] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(337), 1,
      sym__newline,
  [3844] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 1,
      anon_sym_RPAREN,
  [3851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      aux_sym_macro_reference_token1,
  [3858] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      aux_sym_macro_reference_token1,
  [3865] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      aux_sym_include_token7,
  [3872] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      aux_sym_include_token7,
  [3879] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      aux_sym_macro_reference_token1,
  [3886] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      aux_sym_macro_reference_token1,
  [3893] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      aux_sym_macro_reference_token1,
  [3900] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(347), 1,
      sym__newline,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 73,
  [SMALL_STATE(4)] = 146,
  [SMALL_STATE(5)] = 206,
  [SMALL_STATE(6)] = 266,
  [SMALL_STATE(7)] = 326,
  [SMALL_STATE(8)] = 384,
  [SMALL_STATE(9)] = 442,
  [SMALL_STATE(10)] = 500,
  [SMALL_STATE(11)] = 558,
  [SMALL_STATE(12)] = 616,
  [SMALL_STATE(13)] = 664,
  [SMALL_STATE(14)] = 712,
  [SMALL_STATE(15)] = 760,
  [SMALL_STATE(16)] = 797,
  [SMALL_STATE(17)] = 834,
  [SMALL_STATE(18)] = 857,
  [SMALL_STATE(19)] = 894,
  [SMALL_STATE(20)] = 931,
  [SMALL_STATE(21)] = 968,
  [SMALL_STATE(22)] = 1007,
  [SMALL_STATE(23)] = 1044,
  [SMALL_STATE(24)] = 1081,
  [SMALL_STATE(25)] = 1118,
  [SMALL_STATE(26)] = 1157,
  [SMALL_STATE(27)] = 1180,
  [SMALL_STATE(28)] = 1217,
  [SMALL_STATE(29)] = 1253,
  [SMALL_STATE(30)] = 1275,
  [SMALL_STATE(31)] = 1311,
  [SMALL_STATE(32)] = 1347,
  [SMALL_STATE(33)] = 1381,
  [SMALL_STATE(34)] = 1403,
  [SMALL_STATE(35)] = 1439,
  [SMALL_STATE(36)] = 1475,
  [SMALL_STATE(37)] = 1497,
  [SMALL_STATE(38)] = 1533,
  [SMALL_STATE(39)] = 1569,
  [SMALL_STATE(40)] = 1603,
  [SMALL_STATE(41)] = 1639,
  [SMALL_STATE(42)] = 1661,
  [SMALL_STATE(43)] = 1697,
  [SMALL_STATE(44)] = 1730,
  [SMALL_STATE(45)] = 1765,
  [SMALL_STATE(46)] = 1800,
  [SMALL_STATE(47)] = 1833,
  [SMALL_STATE(48)] = 1866,
  [SMALL_STATE(49)] = 1901,
  [SMALL_STATE(50)] = 1936,
  [SMALL_STATE(51)] = 1968,
  [SMALL_STATE(52)] = 2000,
  [SMALL_STATE(53)] = 2020,
  [SMALL_STATE(54)] = 2040,
  [SMALL_STATE(55)] = 2060,
  [SMALL_STATE(56)] = 2080,
  [SMALL_STATE(57)] = 2111,
  [SMALL_STATE(58)] = 2136,
  [SMALL_STATE(59)] = 2161,
  [SMALL_STATE(60)] = 2186,
  [SMALL_STATE(61)] = 2211,
  [SMALL_STATE(62)] = 2236,
  [SMALL_STATE(63)] = 2261,
  [SMALL_STATE(64)] = 2278,
  [SMALL_STATE(65)] = 2295,
  [SMALL_STATE(66)] = 2312,
  [SMALL_STATE(67)] = 2329,
  [SMALL_STATE(68)] = 2346,
  [SMALL_STATE(69)] = 2363,
  [SMALL_STATE(70)] = 2380,
  [SMALL_STATE(71)] = 2397,
  [SMALL_STATE(72)] = 2414,
  [SMALL_STATE(73)] = 2431,
  [SMALL_STATE(74)] = 2447,
  [SMALL_STATE(75)] = 2463,
  [SMALL_STATE(76)] = 2479,
  [SMALL_STATE(77)] = 2495,
  [SMALL_STATE(78)] = 2511,
  [SMALL_STATE(79)] = 2527,
  [SMALL_STATE(80)] = 2543,
  [SMALL_STATE(81)] = 2559,
  [SMALL_STATE(82)] = 2575,
  [SMALL_STATE(83)] = 2591,
  [SMALL_STATE(84)] = 2607,
  [SMALL_STATE(85)] = 2623,
  [SMALL_STATE(86)] = 2639,
  [SMALL_STATE(87)] = 2655,
  [SMALL_STATE(88)] = 2671,
  [SMALL_STATE(89)] = 2687,
  [SMALL_STATE(90)] = 2703,
  [SMALL_STATE(91)] = 2719,
  [SMALL_STATE(92)] = 2735,
  [SMALL_STATE(93)] = 2751,
  [SMALL_STATE(94)] = 2772,
  [SMALL_STATE(95)] = 2794,
  [SMALL_STATE(96)] = 2812,
  [SMALL_STATE(97)] = 2826,
  [SMALL_STATE(98)] = 2840,
  [SMALL_STATE(99)] = 2854,
  [SMALL_STATE(100)] = 2872,
  [SMALL_STATE(101)] = 2886,
  [SMALL_STATE(102)] = 2908,
  [SMALL_STATE(103)] = 2922,
  [SMALL_STATE(104)] = 2939,
  [SMALL_STATE(105)] = 2956,
  [SMALL_STATE(106)] = 2973,
  [SMALL_STATE(107)] = 2990,
  [SMALL_STATE(108)] = 3007,
  [SMALL_STATE(109)] = 3024,
  [SMALL_STATE(110)] = 3037,
  [SMALL_STATE(111)] = 3049,
  [SMALL_STATE(112)] = 3059,
  [SMALL_STATE(113)] = 3068,
  [SMALL_STATE(114)] = 3077,
  [SMALL_STATE(115)] = 3088,
  [SMALL_STATE(116)] = 3099,
  [SMALL_STATE(117)] = 3107,
  [SMALL_STATE(118)] = 3115,
  [SMALL_STATE(119)] = 3123,
  [SMALL_STATE(120)] = 3131,
  [SMALL_STATE(121)] = 3139,
  [SMALL_STATE(122)] = 3147,
  [SMALL_STATE(123)] = 3155,
  [SMALL_STATE(124)] = 3163,
  [SMALL_STATE(125)] = 3171,
  [SMALL_STATE(126)] = 3179,
  [SMALL_STATE(127)] = 3189,
  [SMALL_STATE(128)] = 3199,
  [SMALL_STATE(129)] = 3209,
  [SMALL_STATE(130)] = 3219,
  [SMALL_STATE(131)] = 3229,
  [SMALL_STATE(132)] = 3237,
  [SMALL_STATE(133)] = 3245,
  [SMALL_STATE(134)] = 3253,
  [SMALL_STATE(135)] = 3263,
  [SMALL_STATE(136)] = 3271,
  [SMALL_STATE(137)] = 3281,
  [SMALL_STATE(138)] = 3291,
  [SMALL_STATE(139)] = 3301,
  [SMALL_STATE(140)] = 3311,
  [SMALL_STATE(141)] = 3321,
  [SMALL_STATE(142)] = 3331,
  [SMALL_STATE(143)] = 3339,
  [SMALL_STATE(144)] = 3347,
  [SMALL_STATE(145)] = 3355,
  [SMALL_STATE(146)] = 3365,
  [SMALL_STATE(147)] = 3375,
  [SMALL_STATE(148)] = 3385,
  [SMALL_STATE(149)] = 3395,
  [SMALL_STATE(150)] = 3405,
  [SMALL_STATE(151)] = 3415,
  [SMALL_STATE(152)] = 3425,
  [SMALL_STATE(153)] = 3435,
  [SMALL_STATE(154)] = 3445,
  [SMALL_STATE(155)] = 3455,
  [SMALL_STATE(156)] = 3465,
  [SMALL_STATE(157)] = 3473,
  [SMALL_STATE(158)] = 3483,
  [SMALL_STATE(159)] = 3493,
  [SMALL_STATE(160)] = 3501,
  [SMALL_STATE(161)] = 3508,
  [SMALL_STATE(162)] = 3515,
  [SMALL_STATE(163)] = 3522,
  [SMALL_STATE(164)] = 3529,
  [SMALL_STATE(165)] = 3536,
  [SMALL_STATE(166)] = 3543,
  [SMALL_STATE(167)] = 3550,
  [SMALL_STATE(168)] = 3557,
  [SMALL_STATE(169)] = 3564,
  [SMALL_STATE(170)] = 3571,
  [SMALL_STATE(171)] = 3578,
  [SMALL_STATE(172)] = 3585,
  [SMALL_STATE(173)] = 3592,
  [SMALL_STATE(174)] = 3599,
  [SMALL_STATE(175)] = 3606,
  [SMALL_STATE(176)] = 3613,
  [SMALL_STATE(177)] = 3620,
  [SMALL_STATE(178)] = 3627,
  [SMALL_STATE(179)] = 3634,
  [SMALL_STATE(180)] = 3641,
  [SMALL_STATE(181)] = 3648,
  [SMALL_STATE(182)] = 3655,
  [SMALL_STATE(183)] = 3662,
  [SMALL_STATE(184)] = 3669,
  [SMALL_STATE(185)] = 3676,
  [SMALL_STATE(186)] = 3683,
  [SMALL_STATE(187)] = 3690,
  [SMALL_STATE(188)] = 3697,
  [SMALL_STATE(189)] = 3704,
  [SMALL_STATE(190)] = 3711,
  [SMALL_STATE(191)] = 3718,
  [SMALL_STATE(192)] = 3725,
  [SMALL_STATE(193)] = 3732,
  [SMALL_STATE(194)] = 3739,
  [SMALL_STATE(195)] = 3746,
  [SMALL_STATE(196)] = 3753,
  [SMALL_STATE(197)] = 3760,
  [SMALL_STATE(198)] = 3767,
  [SMALL_STATE(199)] = 3774,
  [SMALL_STATE(200)] = 3781,
  [SMALL_STATE(201)] = 3788,
  [SMALL_STATE(202)] = 3795,
  [SMALL_STATE(203)] = 3802,
  [SMALL_STATE(204)] = 3809,
  [SMALL_STATE(205)] = 3816,
  [SMALL_STATE(206)] = 3823,
  [SMALL_STATE(207)] = 3830,
  [SMALL_STATE(208)] = 3837,
  [SMALL_STATE(209)] = 3844,
  [SMALL_STATE(210)] = 3851,
  [SMALL_STATE(211)] = 3858,
  [SMALL_STATE(212)] = 3865,
  [SMALL_STATE(213)] = 3872,
  [SMALL_STATE(214)] = 3879,
  [SMALL_STATE(215)] = 3886,
  [SMALL_STATE(216)] = 3893,
  [SMALL_STATE(217)] = 3900,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(189),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [51] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 25),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [55] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 25),
  [57] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [60] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(106),
  [63] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(189),
  [66] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(40),
  [69] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(42),
  [72] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(25),
  [75] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [83] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [86] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [89] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [91] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [93] = {.entry = {.count = 1, .reusable = false}}, SHIFT(126),
  [95] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [97] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [99] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [102] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [105] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [108] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [111] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [113] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [115] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [117] = {.entry = {.count = 1, .reusable = false}}, SHIFT(206),
  [119] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [121] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [124] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [127] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [130] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [133] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [137] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [139] = {.entry = {.count = 1, .reusable = false}}, SHIFT(183),
  [141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [145] = {.entry = {.count = 1, .reusable = false}}, SHIFT(177),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [151] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [155] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 5),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(39),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [163] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [165] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [171] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 6),
  [173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [175] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 9),
  [177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 10),
  [179] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 17),
  [181] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [183] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [185] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [187] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [189] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 28),
  [197] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 35),
  [199] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [201] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [203] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [205] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [213] = {.entry = {.count = 1, .reusable = false}}, SHIFT(211),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [217] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [223] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(32),
  [226] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(32),
  [229] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(180),
  [232] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(127),
  [235] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [238] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(130),
  [241] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 3, 0, 0),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 3, 0, 0),
  [245] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [247] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [251] = {.entry = {.count = 1, .reusable = false}}, SHIFT(32),
  [253] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [255] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [257] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [259] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [261] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [263] = {.entry = {.count = 1, .reusable = false}}, SHIFT(216),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [267] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [269] = {.entry = {.count = 1, .reusable = false}}, SHIFT(158),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(215),
  [273] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [275] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [277] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(46),
  [280] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(46),
  [283] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(214),
  [286] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [289] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(211),
  [292] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(147),
  [295] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [297] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [299] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [301] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [303] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(50),
  [306] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(216),
  [309] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [311] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(50),
  [314] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(158),
  [317] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(215),
  [320] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(153),
  [323] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [325] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [327] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [329] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [331] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [333] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [335] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [339] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 13),
  [343] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [345] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [347] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 14),
  [349] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(62),
  [352] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [354] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(210),
  [357] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(146),
  [360] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 14),
  [362] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 14),
  [364] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 37),
  [366] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 37),
  [368] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 14),
  [370] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 14),
  [372] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 38),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 38),
  [376] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 12),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 12),
  [380] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [382] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [384] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 14),
  [386] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 14),
  [388] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 14),
  [390] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 14),
  [392] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 21),
  [394] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 21),
  [396] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 22),
  [398] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 22),
  [400] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [402] = {.entry = {.count = 1, .reusable = false}}, SHIFT(99),
  [404] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [406] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [408] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [410] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [412] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(95),
  [415] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(95),
  [418] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [420] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [422] = {.entry = {.count = 1, .reusable = false}}, SHIFT(95),
  [424] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [426] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [428] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 20),
  [430] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [432] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 33),
  [434] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 33), SHIFT_REPEAT(21),
  [437] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 11),
  [439] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [441] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [443] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [445] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [447] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [449] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [451] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [453] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [455] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 30),
  [457] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 30), SHIFT_REPEAT(109),
  [460] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [462] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [464] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 19),
  [466] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [468] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 29),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 26),
  [472] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 19),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [482] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 34),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 15),
  [486] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 39),
  [488] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 40),
  [490] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 41),
  [492] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 42),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 43),
  [496] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 16),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 44),
  [500] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 18),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [504] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [506] = {.entry = {.count = 1, .reusable = false}}, SHIFT(205),
  [508] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 7), SHIFT_REPEAT(168),
  [511] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [513] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [515] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [517] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [519] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 8),
  [521] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 3),
  [523] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 25),
  [525] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [527] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [529] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 3),
  [531] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [533] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [535] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [537] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [539] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [541] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [543] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [545] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [547] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [549] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 31),
  [551] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 25),
  [553] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [555] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [557] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [559] = {.entry = {.count = 1, .reusable = false}}, SHIFT(96),
  [561] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [563] = {.entry = {.count = 1, .reusable = false}}, SHIFT(186),
  [565] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [567] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [569] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [571] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [577] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [579] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [581] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [583] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [585] = {.entry = {.count = 1, .reusable = false}}, SHIFT(198),
  [587] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [589] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [593] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [595] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [599] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 36),
  [601] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [603] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [605] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [607] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [609] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 27),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [613] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 4),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [619] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [621] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [627] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 23),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [631] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 24),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [635] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [637] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [639] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [645] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [647] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [651] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [661] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [671] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [675] = {.entry = {.count = 1, .reusable = false}}, SHIFT(179),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [691] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [703] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [705] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
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
