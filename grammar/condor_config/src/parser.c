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
#define STATE_COUNT 226
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 91
#define ALIAS_COUNT 1
#define TOKEN_COUNT 55
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 25
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 51

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
  sym_operator = 35,
  sym_ignored_text = 36,
  anon_sym_AT_EQ = 37,
  aux_sym__value_part_token1 = 38,
  aux_sym__value_part_token2 = 39,
  sym_text = 40,
  anon_sym_DOLLAR_LPAREN = 41,
  aux_sym_macro_reference_token1 = 42,
  anon_sym_RPAREN = 43,
  aux_sym_default_value_token1 = 44,
  aux_sym_macro_function_token1 = 45,
  sym_function_name = 46,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 47,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 48,
  aux_sym_machine_reference_token1 = 49,
  anon_sym_RBRACK_RPAREN = 50,
  sym_heredoc_tag = 51,
  sym_heredoc_line = 52,
  sym_heredoc_end = 53,
  sym__error_sentinel = 54,
  sym_source_file = 55,
  sym__line = 56,
  sym__statement = 57,
  sym_include = 58,
  sym_use = 59,
  sym_template = 60,
  sym_error_directive = 61,
  sym_warning_directive = 62,
  sym_if_block = 63,
  sym_elif_clause = 64,
  sym_else_clause = 65,
  sym_condition = 66,
  sym_defined_condition = 67,
  sym_version_condition = 68,
  sym_condition_expression = 69,
  sym__condition_part = 70,
  sym__condition_word = 71,
  sym_key = 72,
  sym_assignment = 73,
  sym_invalid_line = 74,
  sym_heredoc_assignment = 75,
  sym_heredoc_body = 76,
  sym_value = 77,
  sym__value_part = 78,
  sym_macro_reference = 79,
  sym_default_value = 80,
  sym_macro_function = 81,
  sym_machine_reference = 82,
  aux_sym_source_file_repeat1 = 83,
  aux_sym_use_repeat1 = 84,
  aux_sym_if_block_repeat1 = 85,
  aux_sym_condition_expression_repeat1 = 86,
  aux_sym_key_repeat1 = 87,
  aux_sym_heredoc_body_repeat1 = 88,
  aux_sym_value_repeat1 = 89,
  aux_sym_default_value_repeat1 = 90,
  alias_sym_key_prefix = 91,
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
  [sym_operator] = "operator",
  [sym_ignored_text] = "ignored_text",
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
  [sym_invalid_line] = "invalid_line",
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
  [aux_sym_version_condition_token2] = sym_operator,
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
  [sym_operator] = sym_operator,
  [sym_ignored_text] = sym_ignored_text,
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
  [sym_invalid_line] = sym_invalid_line,
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
  [sym_operator] = {
    .visible = true,
    .named = true,
  },
  [sym_ignored_text] = {
    .visible = true,
    .named = true,
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
  [sym_invalid_line] = {
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
  field_ignored = 12,
  field_into = 13,
  field_key = 14,
  field_keyword = 15,
  field_message = 16,
  field_name = 17,
  field_negated = 18,
  field_operator = 19,
  field_prefix = 20,
  field_tag = 21,
  field_target = 22,
  field_template = 23,
  field_value = 24,
  field_version = 25,
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
  [field_ignored] = "ignored",
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
  [3] = {.index = 2, .length = 1},
  [4] = {.index = 3, .length = 2},
  [5] = {.index = 5, .length = 1},
  [6] = {.index = 6, .length = 2},
  [7] = {.index = 8, .length = 2},
  [8] = {.index = 10, .length = 2},
  [9] = {.index = 12, .length = 2},
  [10] = {.index = 14, .length = 1},
  [11] = {.index = 15, .length = 1},
  [12] = {.index = 16, .length = 1},
  [13] = {.index = 17, .length = 1},
  [14] = {.index = 18, .length = 1},
  [15] = {.index = 19, .length = 1},
  [16] = {.index = 20, .length = 1},
  [17] = {.index = 21, .length = 3},
  [18] = {.index = 24, .length = 3},
  [19] = {.index = 27, .length = 2},
  [20] = {.index = 29, .length = 2},
  [21] = {.index = 31, .length = 2},
  [22] = {.index = 33, .length = 1},
  [23] = {.index = 34, .length = 2},
  [24] = {.index = 36, .length = 2},
  [25] = {.index = 38, .length = 1},
  [26] = {.index = 39, .length = 1},
  [27] = {.index = 40, .length = 2},
  [28] = {.index = 42, .length = 1},
  [29] = {.index = 43, .length = 1},
  [30] = {.index = 44, .length = 4},
  [31] = {.index = 48, .length = 3},
  [32] = {.index = 51, .length = 2},
  [33] = {.index = 53, .length = 2},
  [34] = {.index = 55, .length = 2},
  [35] = {.index = 57, .length = 2},
  [36] = {.index = 59, .length = 2},
  [37] = {.index = 61, .length = 2},
  [38] = {.index = 63, .length = 4},
  [39] = {.index = 67, .length = 3},
  [40] = {.index = 70, .length = 3},
  [41] = {.index = 73, .length = 2},
  [42] = {.index = 73, .length = 2},
  [43] = {.index = 75, .length = 2},
  [44] = {.index = 77, .length = 2},
  [45] = {.index = 79, .length = 3},
  [46] = {.index = 82, .length = 5},
  [47] = {.index = 87, .length = 5},
  [48] = {.index = 92, .length = 4},
  [49] = {.index = 96, .length = 3},
  [50] = {.index = 99, .length = 6},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_keyword, 0},
  [1] =
    {field_name, 0},
  [2] =
    {field_key, 0},
  [3] =
    {field_keyword, 0},
    {field_message, 1},
  [5] =
    {field_prefix, 0},
  [6] =
    {field_key, 0},
    {field_operator, 1},
  [8] =
    {field_ignored, 1},
    {field_key, 0},
  [10] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [12] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [14] =
    {field_target, 2},
  [15] =
    {field_ifexist, 1},
  [16] =
    {field_command, 1},
  [17] =
    {field_category, 1},
  [18] =
    {field_function, 0},
  [19] =
    {field_negated, 0},
  [20] =
    {field_name, 1},
  [21] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [24] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
  [27] =
    {field_ifexist, 1},
    {field_target, 3},
  [29] =
    {field_command, 2},
    {field_ifexist, 1},
  [31] =
    {field_command, 1},
    {field_target, 3},
  [33] =
    {field_template, 0},
  [34] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [36] =
    {field_arguments, 1},
    {field_function, 0},
  [38] =
    {field_expression, 1},
  [39] =
    {field_template, 2},
  [40] =
    {field_operator, 1},
    {field_version, 2},
  [42] =
    {field_condition, 1},
  [43] =
    {field_alternative, 0},
  [44] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_value, 3},
  [48] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [51] =
    {field_command, 1},
    {field_into, 3},
  [53] =
    {field_arguments, 1},
    {field_name, 0},
  [55] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [57] =
    {field_alternative, 3},
    {field_condition, 1},
  [59] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [61] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [63] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [67] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [70] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [73] =
    {field_default, 3},
    {field_name, 1},
  [75] =
    {field_alternative, 4},
    {field_condition, 1},
  [77] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [79] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [82] =
    {field_end, 5},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
  [87] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [92] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [96] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
  [99] =
    {field_body, 5},
    {field_end, 6},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [5] = {
    [0] = alias_sym_key_prefix,
  },
  [42] = {
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
  [9] = 6,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 12,
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
  [26] = 15,
  [27] = 14,
  [28] = 28,
  [29] = 20,
  [30] = 30,
  [31] = 16,
  [32] = 24,
  [33] = 18,
  [34] = 19,
  [35] = 35,
  [36] = 21,
  [37] = 22,
  [38] = 23,
  [39] = 39,
  [40] = 40,
  [41] = 35,
  [42] = 39,
  [43] = 28,
  [44] = 39,
  [45] = 39,
  [46] = 46,
  [47] = 47,
  [48] = 30,
  [49] = 30,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 55,
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
  [67] = 63,
  [68] = 66,
  [69] = 59,
  [70] = 64,
  [71] = 60,
  [72] = 61,
  [73] = 57,
  [74] = 66,
  [75] = 63,
  [76] = 65,
  [77] = 59,
  [78] = 62,
  [79] = 64,
  [80] = 60,
  [81] = 57,
  [82] = 58,
  [83] = 65,
  [84] = 62,
  [85] = 58,
  [86] = 61,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 58,
  [96] = 60,
  [97] = 62,
  [98] = 65,
  [99] = 57,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 103,
  [104] = 94,
  [105] = 105,
  [106] = 106,
  [107] = 93,
  [108] = 108,
  [109] = 102,
  [110] = 110,
  [111] = 111,
  [112] = 106,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 111,
  [118] = 114,
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
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 145,
  [151] = 151,
  [152] = 122,
  [153] = 133,
  [154] = 134,
  [155] = 121,
  [156] = 123,
  [157] = 132,
  [158] = 148,
  [159] = 133,
  [160] = 134,
  [161] = 123,
  [162] = 132,
  [163] = 148,
  [164] = 133,
  [165] = 123,
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
  [183] = 183,
  [184] = 184,
  [185] = 185,
  [186] = 186,
  [187] = 187,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 191,
  [192] = 171,
  [193] = 193,
  [194] = 168,
  [195] = 195,
  [196] = 196,
  [197] = 172,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 170,
  [202] = 176,
  [203] = 203,
  [204] = 204,
  [205] = 205,
  [206] = 168,
  [207] = 200,
  [208] = 208,
  [209] = 209,
  [210] = 210,
  [211] = 170,
  [212] = 176,
  [213] = 171,
  [214] = 208,
  [215] = 168,
  [216] = 216,
  [217] = 170,
  [218] = 195,
  [219] = 175,
  [220] = 191,
  [221] = 169,
  [222] = 195,
  [223] = 175,
  [224] = 195,
  [225] = 208,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(168);
      ADVANCE_MAP(
        '\n', 250,
        '!', 198,
        '#', 253,
        '$', 293,
        '(', 14,
        ')', 299,
        '+', 11,
        ',', 184,
        '-', 156,
        '.', 259,
        ':', 169,
        '=', 289,
        '@', 35,
        '[', 258,
        '\\', 295,
        ']', 20,
        'C', 129,
        'c', 129,
        'D', 94,
        'd', 94,
        'E', 136,
        'e', 136,
        'F', 213,
        'f', 213,
        'I', 108,
        'i', 108,
        'N', 130,
        'n', 130,
        'O', 149,
        'o', 149,
        'T', 216,
        't', 216,
        'U', 143,
        'u', 143,
        'V', 102,
        'v', 102,
        'W', 85,
        'w', 85,
        'Y', 101,
        'y', 101,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(161);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 250,
        '!', 36,
        '$', 13,
        '-', 247,
        '\\', 7,
        'F', 214,
        'f', 214,
        'N', 239,
        'n', 239,
        'T', 215,
        't', 215,
        'U', 245,
        'u', 245,
        'Y', 230,
        'y', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      if (lookahead != 0) ADVANCE(249);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 250,
        '!', 36,
        '$', 13,
        '-', 247,
        '\\', 7,
        'F', 214,
        'f', 214,
        'N', 239,
        'n', 239,
        'T', 215,
        't', 215,
        'Y', 230,
        'y', 230,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      if (lookahead != 0) ADVANCE(249);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 250,
        '#', 253,
        ':', 170,
        '@', 93,
        '[', 258,
        '\\', 7,
        'E', 277,
        'e', 277,
        'I', 269,
        'i', 269,
        'U', 286,
        'u', 286,
        'W', 262,
        'w', 262,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 250,
        '#', 253,
        ':', 171,
        '@', 93,
        '[', 258,
        '\\', 7,
        'E', 280,
        'e', 280,
        'I', 269,
        'i', 269,
        'U', 286,
        'u', 286,
        'W', 262,
        'w', 262,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(5);
      if (lookahead != 0) ADVANCE(77);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(155);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(291);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '!', 199,
        '$', 13,
        '-', 247,
        '\\', 7,
        'D', 227,
        'd', 227,
        'F', 214,
        'f', 214,
        'N', 239,
        'n', 239,
        'T', 215,
        't', 215,
        'V', 229,
        'v', 229,
        'Y', 230,
        'y', 230,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(8);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(249);
      END_STATE();
    case 9:
      if (lookahead == '#') ADVANCE(77);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 10:
      if (lookahead == '$') ADVANCE(293);
      if (lookahead == ')') ADVANCE(299);
      if (lookahead == '\\') ADVANCE(295);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(301);
      END_STATE();
    case 11:
      if (lookahead == '&') ADVANCE(12);
      if (lookahead == '*') ADVANCE(22);
      if (lookahead == ',') ADVANCE(23);
      if (lookahead == ';') ADVANCE(31);
      if (lookahead == '=') ADVANCE(289);
      if (lookahead == '|') ADVANCE(33);
      END_STATE();
    case 12:
      if (lookahead == '&') ADVANCE(32);
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 13:
      ADVANCE_MAP(
        '(', 297,
        'B', 37,
        'C', 51,
        'D', 52,
        'E', 58,
        'F', 17,
        'I', 59,
        'R', 40,
        'S', 72,
      );
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(18);
      if (lookahead == ')') ADVANCE(185);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(14);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(306);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(305);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        '(', 305,
        'A', 17,
        'B', 17,
        'D', 17,
        'F', 17,
        'N', 17,
        'P', 17,
        'Q', 17,
        'U', 17,
        'W', 17,
        'X', 17,
        'a', 17,
        'b', 17,
        'd', 17,
        'f', 17,
        'n', 17,
        'p', 17,
        'q', 17,
        'u', 17,
        'w', 17,
        'x', 17,
      );
      END_STATE();
    case 18:
      if (lookahead == ')') ADVANCE(14);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(18);
      END_STATE();
    case 19:
      if (lookahead == ')') ADVANCE(299);
      if (lookahead == '\\') ADVANCE(302);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(304);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(311);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(311);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 22:
      if (lookahead == '*') ADVANCE(32);
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 23:
      if (lookahead == ',') ADVANCE(32);
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 24:
      if (lookahead == '-') ADVANCE(159);
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(28);
      END_STATE();
    case 25:
      ADVANCE_MAP(
        ':', 169,
        '\\', 7,
        'C', 129,
        'c', 129,
        'I', 109,
        'i', 109,
        'O', 149,
        'o', 149,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(25);
      END_STATE();
    case 26:
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      END_STATE();
    case 28:
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(187);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(29);
      END_STATE();
    case 30:
      if (lookahead == ':') ADVANCE(99);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(117);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(157);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(30);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      END_STATE();
    case 31:
      if (lookahead == ';') ADVANCE(32);
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 32:
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(289);
      if (lookahead == '|') ADVANCE(32);
      END_STATE();
    case 34:
      if (lookahead == '=') ADVANCE(292);
      END_STATE();
    case 35:
      ADVANCE_MAP(
        '=', 292,
        'E', 136,
        'e', 136,
        'I', 122,
        'i', 122,
        'U', 143,
        'u', 143,
        'W', 85,
        'w', 85,
      );
      END_STATE();
    case 36:
      if (lookahead == '=') ADVANCE(249);
      END_STATE();
    case 37:
      if (lookahead == 'A') ADVANCE(69);
      END_STATE();
    case 38:
      if (lookahead == 'A') ADVANCE(55);
      END_STATE();
    case 39:
      if (lookahead == 'A') ADVANCE(57);
      END_STATE();
    case 40:
      if (lookahead == 'A') ADVANCE(60);
      if (lookahead == 'E') ADVANCE(38);
      END_STATE();
    case 41:
      if (lookahead == 'B') ADVANCE(70);
      END_STATE();
    case 42:
      if (lookahead == 'C') ADVANCE(51);
      if (lookahead == 'I') ADVANCE(63);
      END_STATE();
    case 43:
      if (lookahead == 'C') ADVANCE(45);
      END_STATE();
    case 44:
      if (lookahead == 'D') ADVANCE(65);
      END_STATE();
    case 45:
      if (lookahead == 'E') ADVANCE(16);
      END_STATE();
    case 46:
      if (lookahead == 'E') ADVANCE(50);
      END_STATE();
    case 47:
      if (lookahead == 'E') ADVANCE(62);
      END_STATE();
    case 48:
      if (lookahead == 'E') ADVANCE(66);
      END_STATE();
    case 49:
      if (lookahead == 'G') ADVANCE(16);
      END_STATE();
    case 50:
      if (lookahead == 'G') ADVANCE(48);
      END_STATE();
    case 51:
      if (lookahead == 'H') ADVANCE(64);
      END_STATE();
    case 52:
      if (lookahead == 'I') ADVANCE(68);
      END_STATE();
    case 53:
      if (lookahead == 'I') ADVANCE(43);
      END_STATE();
    case 54:
      if (lookahead == 'I') ADVANCE(61);
      END_STATE();
    case 55:
      if (lookahead == 'L') ADVANCE(16);
      END_STATE();
    case 56:
      if (lookahead == 'M') ADVANCE(83);
      END_STATE();
    case 57:
      if (lookahead == 'M') ADVANCE(45);
      END_STATE();
    case 58:
      if (lookahead == 'N') ADVANCE(75);
      if (lookahead == 'V') ADVANCE(38);
      END_STATE();
    case 59:
      if (lookahead == 'N') ADVANCE(71);
      END_STATE();
    case 60:
      if (lookahead == 'N') ADVANCE(44);
      END_STATE();
    case 61:
      if (lookahead == 'N') ADVANCE(49);
      END_STATE();
    case 62:
      if (lookahead == 'N') ADVANCE(39);
      END_STATE();
    case 63:
      if (lookahead == 'N') ADVANCE(74);
      END_STATE();
    case 64:
      if (lookahead == 'O') ADVANCE(53);
      END_STATE();
    case 65:
      if (lookahead == 'O') ADVANCE(56);
      END_STATE();
    case 66:
      if (lookahead == 'R') ADVANCE(16);
      END_STATE();
    case 67:
      if (lookahead == 'R') ADVANCE(54);
      END_STATE();
    case 68:
      if (lookahead == 'R') ADVANCE(62);
      END_STATE();
    case 69:
      if (lookahead == 'S') ADVANCE(47);
      END_STATE();
    case 70:
      if (lookahead == 'S') ADVANCE(73);
      END_STATE();
    case 71:
      if (lookahead == 'T') ADVANCE(16);
      END_STATE();
    case 72:
      if (lookahead == 'T') ADVANCE(67);
      if (lookahead == 'U') ADVANCE(41);
      END_STATE();
    case 73:
      if (lookahead == 'T') ADVANCE(66);
      END_STATE();
    case 74:
      if (lookahead == 'T') ADVANCE(46);
      END_STATE();
    case 75:
      if (lookahead == 'V') ADVANCE(16);
      END_STATE();
    case 76:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(76);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(298);
      END_STATE();
    case 77:
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(77);
      END_STATE();
    case 78:
      if (lookahead == '\\') ADVANCE(79);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(78);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(296);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(79);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(296);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(308);
      if (lookahead == ']') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(309);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(310);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(180);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(181);
      END_STATE();
    case 82:
      if (lookahead == '\\') ADVANCE(203);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(82);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(204);
      END_STATE();
    case 83:
      if (lookahead == '_') ADVANCE(42);
      END_STATE();
    case 84:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(158);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      END_STATE();
    case 85:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(137);
      END_STATE();
    case 86:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(125);
      END_STATE();
    case 87:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(118);
      END_STATE();
    case 88:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(118);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(131);
      END_STATE();
    case 89:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(177);
      END_STATE();
    case 90:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(200);
      END_STATE();
    case 91:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(114);
      END_STATE();
    case 92:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(98);
      END_STATE();
    case 93:
      ADVANCE_MAP(
        'E', 136,
        'e', 136,
        'I', 122,
        'i', 122,
        'U', 143,
        'u', 143,
        'W', 85,
        'w', 85,
      );
      END_STATE();
    case 94:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(104);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(153);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(182);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(173);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(117);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(195);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(140);
      END_STATE();
    case 102:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(139);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      END_STATE();
    case 103:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(90);
      END_STATE();
    case 104:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(111);
      END_STATE();
    case 105:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(188);
      END_STATE();
    case 106:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(193);
      END_STATE();
    case 107:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(190);
      END_STATE();
    case 108:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(96);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(88);
      END_STATE();
    case 109:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(96);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(148);
      END_STATE();
    case 110:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(29);
      END_STATE();
    case 111:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(127);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(106);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(100);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(141);
      END_STATE();
    case 114:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(107);
      END_STATE();
    case 115:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(133);
      END_STATE();
    case 116:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(123);
      END_STATE();
    case 117:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(112);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(91);
      END_STATE();
    case 118:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(150);
      END_STATE();
    case 119:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(144);
      END_STATE();
    case 120:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(86);
      END_STATE();
    case 121:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(120);
      END_STATE();
    case 122:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(87);
      END_STATE();
    case 123:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(110);
      END_STATE();
    case 124:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(205);
      END_STATE();
    case 125:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(89);
      END_STATE();
    case 126:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(91);
      END_STATE();
    case 127:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(103);
      END_STATE();
    case 128:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(116);
      END_STATE();
    case 129:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(121);
      END_STATE();
    case 130:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(212);
      END_STATE();
    case 131:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(179);
      END_STATE();
    case 132:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(135);
      END_STATE();
    case 133:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(124);
      END_STATE();
    case 134:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(151);
      END_STATE();
    case 135:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(26);
      END_STATE();
    case 136:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(138);
      END_STATE();
    case 137:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(128);
      END_STATE();
    case 138:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(132);
      END_STATE();
    case 139:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(142);
      END_STATE();
    case 140:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(212);
      END_STATE();
    case 141:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(147);
      END_STATE();
    case 142:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(115);
      END_STATE();
    case 143:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(97);
      END_STATE();
    case 144:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(95);
      END_STATE();
    case 145:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(134);
      END_STATE();
    case 146:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(178);
      END_STATE();
    case 147:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(175);
      END_STATE();
    case 148:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(131);
      END_STATE();
    case 149:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(145);
      END_STATE();
    case 150:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(92);
      END_STATE();
    case 151:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(146);
      END_STATE();
    case 152:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(95);
      END_STATE();
    case 153:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(113);
      END_STATE();
    case 154:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(208);
      END_STATE();
    case 155:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(155);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(291);
      END_STATE();
    case 156:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(219);
      END_STATE();
    case 157:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      END_STATE();
    case 158:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      END_STATE();
    case 159:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(28);
      END_STATE();
    case 160:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(310);
      END_STATE();
    case 161:
      if (eof) ADVANCE(168);
      ADVANCE_MAP(
        '\n', 250,
        '!', 198,
        '#', 253,
        '$', 293,
        ')', 299,
        '+', 11,
        ',', 184,
        '-', 156,
        ':', 169,
        '=', 289,
        '@', 35,
        '[', 258,
        '\\', 295,
        ']', 20,
        'C', 129,
        'c', 129,
        'D', 94,
        'd', 94,
        'E', 136,
        'e', 136,
        'F', 213,
        'f', 213,
        'I', 108,
        'i', 108,
        'N', 130,
        'n', 130,
        'O', 149,
        'o', 149,
        'T', 216,
        't', 216,
        'U', 143,
        'u', 143,
        'V', 102,
        'v', 102,
        'W', 85,
        'w', 85,
        'Y', 101,
        'y', 101,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(161);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 162:
      if (eof) ADVANCE(168);
      ADVANCE_MAP(
        '\n', 250,
        '!', 154,
        '#', 253,
        ':', 172,
        '@', 93,
        '[', 258,
        '\\', 7,
        'E', 285,
        'e', 285,
        'I', 269,
        'i', 269,
        'U', 286,
        'u', 286,
        'W', 262,
        'w', 262,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(208);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(162);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 163:
      if (eof) ADVANCE(168);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '$') ADVANCE(293);
      if (lookahead == '\\') ADVANCE(294);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(163);
      if (lookahead != 0) ADVANCE(296);
      END_STATE();
    case 164:
      if (eof) ADVANCE(168);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '(') ADVANCE(14);
      if (lookahead == ')') ADVANCE(299);
      if (lookahead == ',') ADVANCE(184);
      if (lookahead == ':') ADVANCE(169);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(165);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 165:
      if (eof) ADVANCE(168);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == ')') ADVANCE(299);
      if (lookahead == ',') ADVANCE(184);
      if (lookahead == ':') ADVANCE(169);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(165);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 166:
      if (eof) ADVANCE(168);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '+') ADVANCE(11);
      if (lookahead == '.') ADVANCE(259);
      if (lookahead == '@') ADVANCE(34);
      if (lookahead == '\\') ADVANCE(290);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(289);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(167);
      if (lookahead != 0) ADVANCE(291);
      END_STATE();
    case 167:
      if (eof) ADVANCE(168);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '+') ADVANCE(11);
      if (lookahead == '@') ADVANCE(34);
      if (lookahead == '\\') ADVANCE(290);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(289);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(167);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(291);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(117);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(126);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(aux_sym_include_token1);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(aux_sym_include_token2);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(176);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(aux_sym_include_token6);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(181);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(181);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(192);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(192);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(192);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(197);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(197);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(197);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(249);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(204);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(204);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(207);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(220);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(157);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(157);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(211);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(119);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(236);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(246);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(152);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(222);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(225);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(221);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(219);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(221);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(225);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(223);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(224);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(248);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(224);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(201);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(233);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(241);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(242);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(226);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(202);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(234);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(238);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(240);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(244);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(206);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(237);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(243);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(235);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(232);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(224);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(249);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(77);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(257);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(256);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(254);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(256);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(255);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(256);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(252);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(256);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(256);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(257);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(sym_section);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':' &&
          lookahead != '=') ADVANCE(258);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(187);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(29);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(283);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(276);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(267);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(275);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(183);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(174);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(196);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(189);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(263);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(194);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(191);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(261);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(270);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(268);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(271);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(287);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(273);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(265);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(282);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(272);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(265);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(282);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(284);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(281);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(278);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(260);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(282);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(266);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(264);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(155);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(291);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(155);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(291);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 15,
        '(', 297,
        'B', 37,
        'C', 51,
        'D', 52,
        'E', 58,
        'F', 17,
        'I', 59,
        'R', 40,
        'S', 72,
      );
      END_STATE();
    case 294:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\\') ADVANCE(79);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(296);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(79);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(78);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(296);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(298);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(301);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(301);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(302);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(304);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(302);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(304);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(304);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(307);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(251);
      if (lookahead == ']') ADVANCE(160);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(308);
      if (lookahead != 0) ADVANCE(310);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(308);
      if (lookahead == ']') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(309);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(310);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(160);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 162},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 162},
  [8] = {.lex_state = 162},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 162},
  [13] = {.lex_state = 162},
  [14] = {.lex_state = 163},
  [15] = {.lex_state = 163},
  [16] = {.lex_state = 163},
  [17] = {.lex_state = 8},
  [18] = {.lex_state = 163},
  [19] = {.lex_state = 163},
  [20] = {.lex_state = 163},
  [21] = {.lex_state = 163},
  [22] = {.lex_state = 163},
  [23] = {.lex_state = 163},
  [24] = {.lex_state = 163},
  [25] = {.lex_state = 8},
  [26] = {.lex_state = 163},
  [27] = {.lex_state = 163},
  [28] = {.lex_state = 163},
  [29] = {.lex_state = 163},
  [30] = {.lex_state = 3},
  [31] = {.lex_state = 163},
  [32] = {.lex_state = 163},
  [33] = {.lex_state = 163},
  [34] = {.lex_state = 163},
  [35] = {.lex_state = 163},
  [36] = {.lex_state = 163},
  [37] = {.lex_state = 163},
  [38] = {.lex_state = 163},
  [39] = {.lex_state = 10},
  [40] = {.lex_state = 8},
  [41] = {.lex_state = 163},
  [42] = {.lex_state = 10},
  [43] = {.lex_state = 163},
  [44] = {.lex_state = 10},
  [45] = {.lex_state = 10},
  [46] = {.lex_state = 10},
  [47] = {.lex_state = 10},
  [48] = {.lex_state = 162},
  [49] = {.lex_state = 4},
  [50] = {.lex_state = 2},
  [51] = {.lex_state = 1},
  [52] = {.lex_state = 2},
  [53] = {.lex_state = 2},
  [54] = {.lex_state = 2},
  [55] = {.lex_state = 2},
  [56] = {.lex_state = 2},
  [57] = {.lex_state = 163},
  [58] = {.lex_state = 163},
  [59] = {.lex_state = 163},
  [60] = {.lex_state = 163},
  [61] = {.lex_state = 163},
  [62] = {.lex_state = 163},
  [63] = {.lex_state = 163},
  [64] = {.lex_state = 163},
  [65] = {.lex_state = 163},
  [66] = {.lex_state = 163},
  [67] = {.lex_state = 163},
  [68] = {.lex_state = 163},
  [69] = {.lex_state = 163},
  [70] = {.lex_state = 163},
  [71] = {.lex_state = 163},
  [72] = {.lex_state = 10},
  [73] = {.lex_state = 163},
  [74] = {.lex_state = 10},
  [75] = {.lex_state = 10},
  [76] = {.lex_state = 163},
  [77] = {.lex_state = 10},
  [78] = {.lex_state = 163},
  [79] = {.lex_state = 10},
  [80] = {.lex_state = 10},
  [81] = {.lex_state = 10},
  [82] = {.lex_state = 10},
  [83] = {.lex_state = 10},
  [84] = {.lex_state = 10},
  [85] = {.lex_state = 163},
  [86] = {.lex_state = 163},
  [87] = {.lex_state = 0, .external_lex_state = 2},
  [88] = {.lex_state = 0, .external_lex_state = 2},
  [89] = {.lex_state = 30},
  [90] = {.lex_state = 0, .external_lex_state = 2},
  [91] = {.lex_state = 30},
  [92] = {.lex_state = 0, .external_lex_state = 2},
  [93] = {.lex_state = 166},
  [94] = {.lex_state = 166},
  [95] = {.lex_state = 2},
  [96] = {.lex_state = 2},
  [97] = {.lex_state = 2},
  [98] = {.lex_state = 2},
  [99] = {.lex_state = 2},
  [100] = {.lex_state = 164},
  [101] = {.lex_state = 164},
  [102] = {.lex_state = 25},
  [103] = {.lex_state = 30},
  [104] = {.lex_state = 166},
  [105] = {.lex_state = 164},
  [106] = {.lex_state = 166},
  [107] = {.lex_state = 166},
  [108] = {.lex_state = 164},
  [109] = {.lex_state = 25},
  [110] = {.lex_state = 164},
  [111] = {.lex_state = 166},
  [112] = {.lex_state = 166},
  [113] = {.lex_state = 164},
  [114] = {.lex_state = 25},
  [115] = {.lex_state = 164},
  [116] = {.lex_state = 30},
  [117] = {.lex_state = 166},
  [118] = {.lex_state = 25},
  [119] = {.lex_state = 0},
  [120] = {.lex_state = 0},
  [121] = {.lex_state = 25},
  [122] = {.lex_state = 25},
  [123] = {.lex_state = 164},
  [124] = {.lex_state = 0},
  [125] = {.lex_state = 0},
  [126] = {.lex_state = 0},
  [127] = {.lex_state = 0},
  [128] = {.lex_state = 0},
  [129] = {.lex_state = 0},
  [130] = {.lex_state = 0},
  [131] = {.lex_state = 0},
  [132] = {.lex_state = 164},
  [133] = {.lex_state = 19},
  [134] = {.lex_state = 80},
  [135] = {.lex_state = 0},
  [136] = {.lex_state = 0},
  [137] = {.lex_state = 0},
  [138] = {.lex_state = 0},
  [139] = {.lex_state = 0},
  [140] = {.lex_state = 0},
  [141] = {.lex_state = 164},
  [142] = {.lex_state = 0},
  [143] = {.lex_state = 0},
  [144] = {.lex_state = 0},
  [145] = {.lex_state = 164},
  [146] = {.lex_state = 0},
  [147] = {.lex_state = 0},
  [148] = {.lex_state = 19},
  [149] = {.lex_state = 0},
  [150] = {.lex_state = 164},
  [151] = {.lex_state = 0},
  [152] = {.lex_state = 25},
  [153] = {.lex_state = 19},
  [154] = {.lex_state = 80},
  [155] = {.lex_state = 25},
  [156] = {.lex_state = 164},
  [157] = {.lex_state = 164},
  [158] = {.lex_state = 19},
  [159] = {.lex_state = 19},
  [160] = {.lex_state = 80},
  [161] = {.lex_state = 164},
  [162] = {.lex_state = 164},
  [163] = {.lex_state = 19},
  [164] = {.lex_state = 19},
  [165] = {.lex_state = 164},
  [166] = {.lex_state = 0},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 0},
  [169] = {.lex_state = 81},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 164},
  [173] = {.lex_state = 3},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 76},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 162},
  [178] = {.lex_state = 0},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 0},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 164},
  [185] = {.lex_state = 82},
  [186] = {.lex_state = 0, .external_lex_state = 3},
  [187] = {.lex_state = 0, .external_lex_state = 4},
  [188] = {.lex_state = 164},
  [189] = {.lex_state = 0},
  [190] = {.lex_state = 30},
  [191] = {.lex_state = 81},
  [192] = {.lex_state = 0},
  [193] = {.lex_state = 0, .external_lex_state = 3},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 76},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 164},
  [198] = {.lex_state = 164},
  [199] = {.lex_state = 3},
  [200] = {.lex_state = 164},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 3},
  [204] = {.lex_state = 3},
  [205] = {.lex_state = 0, .external_lex_state = 4},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 164},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 0},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 76},
  [219] = {.lex_state = 76},
  [220] = {.lex_state = 81},
  [221] = {.lex_state = 81},
  [222] = {.lex_state = 76},
  [223] = {.lex_state = 76},
  [224] = {.lex_state = 76},
  [225] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [aux_sym_include_token1] = ACTIONS(1),
    [aux_sym_include_token2] = ACTIONS(1),
    [aux_sym_include_token3] = ACTIONS(1),
    [aux_sym_include_token4] = ACTIONS(1),
    [aux_sym_include_token5] = ACTIONS(1),
    [aux_sym_include_token6] = ACTIONS(1),
    [aux_sym_use_token1] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [aux_sym_template_token1] = ACTIONS(1),
    [aux_sym_error_directive_token1] = ACTIONS(1),
    [aux_sym_warning_directive_token1] = ACTIONS(1),
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
    [sym_operator] = ACTIONS(1),
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
    [sym_source_file] = STATE(196),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(146),
    [sym_include] = STATE(146),
    [sym_use] = STATE(146),
    [sym_error_directive] = STATE(146),
    [sym_warning_directive] = STATE(146),
    [sym_if_block] = STATE(146),
    [sym_key] = STATE(106),
    [sym_assignment] = STATE(146),
    [sym_invalid_line] = STATE(146),
    [sym_heredoc_assignment] = STATE(146),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(145),
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
    ACTIONS(47), 1,
      sym_identifier,
    STATE(91), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_key,
    STATE(116), 1,
      sym_elif_clause,
    STATE(150), 1,
      aux_sym_key_repeat1,
    STATE(204), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(192), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [74] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
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
      sym_identifier,
    ACTIONS(49), 1,
      aux_sym_if_block_token2,
    ACTIONS(51), 1,
      sym__newline,
    STATE(89), 1,
      aux_sym_if_block_repeat1,
    STATE(112), 1,
      sym_key,
    STATE(116), 1,
      sym_elif_clause,
    STATE(150), 1,
      aux_sym_key_repeat1,
    STATE(199), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(192), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [148] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
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
    ACTIONS(47), 1,
      sym_identifier,
    ACTIONS(55), 1,
      sym__newline,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(53), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(192), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [209] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
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
    ACTIONS(47), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__newline,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(57), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(192), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [270] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_COLON,
    ACTIONS(62), 1,
      aux_sym_include_token1,
    ACTIONS(65), 1,
      aux_sym_use_token1,
    ACTIONS(68), 1,
      aux_sym_error_directive_token1,
    ACTIONS(71), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(74), 1,
      aux_sym_if_block_token1,
    ACTIONS(79), 1,
      sym__newline,
    ACTIONS(82), 1,
      sym_comment,
    ACTIONS(88), 1,
      sym_identifier,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(85), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(77), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(192), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [331] = 16,
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
    ACTIONS(91), 1,
      ts_builtin_sym_end,
    ACTIONS(93), 1,
      sym__newline,
    ACTIONS(95), 1,
      sym_comment,
    STATE(106), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    ACTIONS(97), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(119), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [390] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_COLON,
    ACTIONS(62), 1,
      aux_sym_include_token1,
    ACTIONS(65), 1,
      aux_sym_use_token1,
    ACTIONS(68), 1,
      aux_sym_error_directive_token1,
    ACTIONS(71), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(74), 1,
      aux_sym_if_block_token1,
    ACTIONS(88), 1,
      sym_identifier,
    ACTIONS(99), 1,
      ts_builtin_sym_end,
    ACTIONS(101), 1,
      sym__newline,
    ACTIONS(104), 1,
      sym_comment,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(107), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(213), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [449] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_COLON,
    ACTIONS(62), 1,
      aux_sym_include_token1,
    ACTIONS(65), 1,
      aux_sym_use_token1,
    ACTIONS(68), 1,
      aux_sym_error_directive_token1,
    ACTIONS(71), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(74), 1,
      aux_sym_if_block_token1,
    ACTIONS(77), 1,
      aux_sym_if_block_token2,
    ACTIONS(88), 1,
      sym_identifier,
    ACTIONS(110), 1,
      sym__newline,
    ACTIONS(113), 1,
      sym_comment,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(116), 2,
      sym_pragma,
      sym_section,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(171), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [508] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(47), 1,
      sym_identifier,
    ACTIONS(119), 1,
      aux_sym_if_block_token2,
    ACTIONS(121), 1,
      sym__newline,
    ACTIONS(123), 1,
      sym_comment,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(125), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(171), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [567] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(47), 1,
      sym_identifier,
    ACTIONS(123), 1,
      sym_comment,
    ACTIONS(127), 1,
      aux_sym_if_block_token2,
    ACTIONS(129), 1,
      sym__newline,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(125), 2,
      sym_pragma,
      sym_section,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(171), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [626] = 13,
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
    ACTIONS(131), 1,
      sym_comment,
    STATE(106), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    ACTIONS(133), 2,
      sym_pragma,
      sym_section,
    STATE(151), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [675] = 13,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      aux_sym_include_token1,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(47), 1,
      sym_identifier,
    ACTIONS(131), 1,
      sym_comment,
    STATE(112), 1,
      sym_key,
    STATE(150), 1,
      aux_sym_key_repeat1,
    ACTIONS(133), 2,
      sym_pragma,
      sym_section,
    STATE(151), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [724] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(140), 1,
      sym_value,
    ACTIONS(135), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [761] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(167), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(149), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [798] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(139), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(151), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [835] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      anon_sym_BANG,
    ACTIONS(155), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(157), 1,
      aux_sym_version_condition_token1,
    ACTIONS(161), 1,
      aux_sym__condition_word_token1,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    STATE(180), 1,
      sym_condition,
    ACTIONS(159), 2,
      sym_boolean,
      sym_number,
    STATE(56), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(181), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [874] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(143), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(167), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [911] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(144), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(169), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [948] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(136), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(171), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [985] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(135), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(173), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1022] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(166), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(175), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1059] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(120), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(177), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1096] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(139), 1,
      sym_text,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(129), 1,
      sym_value,
    ACTIONS(137), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(179), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(35), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1133] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      anon_sym_BANG,
    ACTIONS(155), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(157), 1,
      aux_sym_version_condition_token1,
    ACTIONS(161), 1,
      aux_sym__condition_word_token1,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    STATE(179), 1,
      sym_condition,
    ACTIONS(159), 2,
      sym_boolean,
      sym_number,
    STATE(56), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(181), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1172] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(167), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1208] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(135), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(140), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1244] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(198), 1,
      sym_text,
    ACTIONS(201), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(204), 1,
      sym_function_name,
    ACTIONS(207), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(193), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(195), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1278] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(171), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(136), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1314] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(215), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(213), 9,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1336] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(151), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(139), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1372] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(179), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(129), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1408] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(167), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(143), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1444] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(169), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(144), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1480] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(141), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym_function_name,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(221), 1,
      sym_text,
    ACTIONS(217), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(219), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1514] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(135), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1550] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(175), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(166), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1586] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      sym__newline,
    ACTIONS(183), 1,
      sym_text,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(120), 1,
      sym_value,
    ACTIONS(181), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1622] = 10,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(229), 1,
      anon_sym_RPAREN,
    ACTIONS(231), 1,
      aux_sym_default_value_token1,
    ACTIONS(233), 1,
      sym_function_name,
    ACTIONS(235), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(217), 1,
      sym_default_value,
    ACTIONS(225), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1657] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(157), 1,
      aux_sym_version_condition_token1,
    ACTIONS(161), 1,
      aux_sym__condition_word_token1,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(239), 2,
      sym_boolean,
      sym_number,
    STATE(56), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(178), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1690] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(185), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(187), 1,
      sym_function_name,
    ACTIONS(189), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(217), 1,
      sym__newline,
    ACTIONS(243), 1,
      sym_text,
    ACTIONS(241), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1723] = 10,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(231), 1,
      aux_sym_default_value_token1,
    ACTIONS(233), 1,
      sym_function_name,
    ACTIONS(235), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(245), 1,
      anon_sym_RPAREN,
    STATE(170), 1,
      sym_default_value,
    ACTIONS(225), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1758] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(193), 1,
      sym__newline,
    ACTIONS(250), 1,
      sym_text,
    ACTIONS(253), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(256), 1,
      sym_function_name,
    ACTIONS(259), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(262), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(247), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1791] = 10,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(231), 1,
      aux_sym_default_value_token1,
    ACTIONS(233), 1,
      sym_function_name,
    ACTIONS(235), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(265), 1,
      anon_sym_RPAREN,
    STATE(201), 1,
      sym_default_value,
    ACTIONS(225), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1826] = 10,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(231), 1,
      aux_sym_default_value_token1,
    ACTIONS(233), 1,
      sym_function_name,
    ACTIONS(235), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(267), 1,
      anon_sym_RPAREN,
    STATE(211), 1,
      sym_default_value,
    ACTIONS(225), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1861] = 9,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(233), 1,
      sym_function_name,
    ACTIONS(235), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(271), 1,
      anon_sym_RPAREN,
    ACTIONS(273), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1893] = 9,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(278), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      anon_sym_RPAREN,
    ACTIONS(283), 1,
      aux_sym_default_value_token1,
    ACTIONS(286), 1,
      sym_function_name,
    ACTIONS(289), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(292), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1925] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(213), 6,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(215), 6,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
  [1945] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(215), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(213), 7,
      anon_sym_COLON,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [1965] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(298), 1,
      sym__newline,
    ACTIONS(300), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(303), 1,
      sym_function_name,
    ACTIONS(295), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(50), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [1990] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(161), 1,
      aux_sym__condition_word_token1,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(306), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(310), 1,
      sym__newline,
    STATE(189), 1,
      sym_condition_expression,
    ACTIONS(308), 2,
      sym_boolean,
      sym_number,
    STATE(56), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [2021] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(314), 1,
      sym__newline,
    ACTIONS(312), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2046] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(318), 1,
      sym__newline,
    ACTIONS(316), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(50), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2071] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(320), 1,
      sym__newline,
    ACTIONS(312), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2096] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(322), 1,
      sym__newline,
    ACTIONS(312), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2121] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      sym_function_name,
    ACTIONS(324), 1,
      sym__newline,
    ACTIONS(312), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2146] = 3,
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
  [2163] = 3,
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
  [2180] = 3,
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
  [2197] = 3,
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
  [2214] = 3,
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
  [2231] = 3,
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
  [2248] = 3,
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
  [2265] = 3,
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
  [2282] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(360), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(358), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2299] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(364), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(362), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2316] = 3,
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
  [2332] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(364), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(362), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2348] = 3,
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
  [2364] = 3,
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
  [2380] = 3,
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
  [2396] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2412] = 3,
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
  [2428] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(362), 1,
      aux_sym_default_value_token1,
    ACTIONS(364), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2444] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2460] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(360), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(358), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2476] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(334), 1,
      aux_sym_default_value_token1,
    ACTIONS(336), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2492] = 3,
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
  [2508] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(354), 1,
      aux_sym_default_value_token1,
    ACTIONS(356), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2524] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(338), 1,
      aux_sym_default_value_token1,
    ACTIONS(340), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2540] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(326), 1,
      aux_sym_default_value_token1,
    ACTIONS(328), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2556] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(330), 1,
      aux_sym_default_value_token1,
    ACTIONS(332), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2572] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(358), 1,
      aux_sym_default_value_token1,
    ACTIONS(360), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2588] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(346), 1,
      aux_sym_default_value_token1,
    ACTIONS(348), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2604] = 3,
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
  [2620] = 3,
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
  [2636] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(368), 1,
      sym_comment,
    ACTIONS(370), 1,
      sym_heredoc_end,
    STATE(92), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(193), 1,
      sym_heredoc_body,
    ACTIONS(366), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2657] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(368), 1,
      sym_comment,
    ACTIONS(372), 1,
      sym_heredoc_end,
    STATE(92), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(186), 1,
      sym_heredoc_body,
    ACTIONS(366), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2678] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(374), 1,
      aux_sym_if_block_token2,
    ACTIONS(376), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(378), 1,
      aux_sym_else_clause_token1,
    STATE(103), 1,
      aux_sym_if_block_repeat1,
    STATE(116), 1,
      sym_elif_clause,
    STATE(203), 1,
      sym_else_clause,
  [2700] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(383), 1,
      sym_comment,
    ACTIONS(386), 1,
      sym_heredoc_end,
    STATE(90), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(380), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2718] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(376), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(378), 1,
      aux_sym_else_clause_token1,
    ACTIONS(388), 1,
      aux_sym_if_block_token2,
    STATE(103), 1,
      aux_sym_if_block_repeat1,
    STATE(116), 1,
      sym_elif_clause,
    STATE(173), 1,
      sym_else_clause,
  [2740] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(392), 1,
      sym_comment,
    ACTIONS(394), 1,
      sym_heredoc_end,
    STATE(90), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(390), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2758] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      anon_sym_DOT,
    ACTIONS(400), 1,
      sym_ignored_text,
    ACTIONS(396), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [2774] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      anon_sym_DOT,
    ACTIONS(404), 1,
      sym_ignored_text,
    ACTIONS(402), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [2790] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(330), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(332), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2804] = 3,
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
  [2818] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(346), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(348), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2832] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(358), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(360), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2846] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(326), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(328), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2860] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(408), 1,
      sym_identifier,
    STATE(105), 1,
      aux_sym_use_repeat1,
    STATE(113), 1,
      sym_template,
    ACTIONS(406), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2877] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(412), 1,
      sym_identifier,
    STATE(101), 1,
      aux_sym_use_repeat1,
    STATE(113), 1,
      sym_template,
    ACTIONS(410), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2894] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      anon_sym_COLON,
    ACTIONS(417), 1,
      aux_sym_include_token2,
    ACTIONS(419), 1,
      aux_sym_include_token3,
    ACTIONS(421), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [2911] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(425), 1,
      aux_sym_elif_clause_token1,
    STATE(103), 1,
      aux_sym_if_block_repeat1,
    STATE(116), 1,
      sym_elif_clause,
    ACTIONS(423), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [2928] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      anon_sym_DOT,
    ACTIONS(404), 1,
      sym_ignored_text,
    ACTIONS(402), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [2943] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(408), 1,
      sym_identifier,
    STATE(101), 1,
      aux_sym_use_repeat1,
    STATE(113), 1,
      sym_template,
    ACTIONS(428), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2960] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      sym_operator,
    ACTIONS(434), 1,
      sym_ignored_text,
    ACTIONS(436), 1,
      anon_sym_AT_EQ,
    ACTIONS(430), 2,
      ts_builtin_sym_end,
      sym__newline,
  [2977] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      anon_sym_DOT,
    ACTIONS(400), 1,
      sym_ignored_text,
    ACTIONS(396), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [2992] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      aux_sym_template_token1,
    ACTIONS(438), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3005] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 1,
      anon_sym_COLON,
    ACTIONS(444), 1,
      aux_sym_include_token2,
    ACTIONS(446), 1,
      aux_sym_include_token3,
    ACTIONS(448), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [3022] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3032] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 1,
      sym_operator,
    ACTIONS(456), 1,
      anon_sym_AT_EQ,
    ACTIONS(452), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3046] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      sym__newline,
    ACTIONS(436), 1,
      anon_sym_AT_EQ,
    ACTIONS(458), 1,
      sym_operator,
    ACTIONS(460), 1,
      sym_ignored_text,
  [3062] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 1,
      anon_sym_COMMA,
    ACTIONS(462), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3074] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      anon_sym_COLON,
    ACTIONS(468), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [3085] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3094] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [3103] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 1,
      sym__newline,
    ACTIONS(456), 1,
      anon_sym_AT_EQ,
    ACTIONS(474), 1,
      sym_operator,
  [3116] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 1,
      anon_sym_COLON,
    ACTIONS(478), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [3127] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(480), 1,
      ts_builtin_sym_end,
    ACTIONS(482), 1,
      sym__newline,
  [3137] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(484), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3145] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_COLON,
    ACTIONS(488), 1,
      aux_sym_include_token6,
  [3155] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 1,
      anon_sym_COLON,
    ACTIONS(492), 1,
      aux_sym_include_token6,
  [3165] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 1,
      anon_sym_COLON,
    ACTIONS(496), 1,
      anon_sym_RPAREN,
  [3175] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3183] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3191] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3199] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3207] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(506), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3215] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3223] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(510), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3231] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3239] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(514), 1,
      anon_sym_COLON,
    ACTIONS(516), 1,
      anon_sym_RPAREN,
  [3249] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(518), 1,
      anon_sym_RPAREN,
    ACTIONS(520), 1,
      aux_sym_macro_function_token1,
  [3259] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(524), 1,
      anon_sym_RBRACK_RPAREN,
  [3269] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3277] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3285] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3293] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3301] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3309] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3317] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(538), 1,
      sym_identifier,
    STATE(141), 1,
      aux_sym_key_repeat1,
  [3327] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(541), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3335] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(543), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3343] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(545), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3351] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 1,
      sym_identifier,
    STATE(141), 1,
      aux_sym_key_repeat1,
  [3361] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(91), 1,
      ts_builtin_sym_end,
    ACTIONS(482), 1,
      sym__newline,
  [3371] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3379] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(551), 1,
      anon_sym_RPAREN,
    ACTIONS(553), 1,
      aux_sym_macro_function_token1,
  [3389] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(555), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3397] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym_identifier,
    STATE(141), 1,
      aux_sym_key_repeat1,
  [3407] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3415] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 1,
      anon_sym_COLON,
    ACTIONS(563), 1,
      aux_sym_include_token6,
  [3425] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(565), 1,
      anon_sym_RPAREN,
    ACTIONS(567), 1,
      aux_sym_macro_function_token1,
  [3435] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(571), 1,
      anon_sym_RBRACK_RPAREN,
  [3445] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      anon_sym_COLON,
    ACTIONS(575), 1,
      aux_sym_include_token6,
  [3455] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_COLON,
    ACTIONS(579), 1,
      anon_sym_RPAREN,
  [3465] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      anon_sym_COLON,
    ACTIONS(583), 1,
      anon_sym_RPAREN,
  [3475] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(585), 1,
      anon_sym_RPAREN,
    ACTIONS(587), 1,
      aux_sym_macro_function_token1,
  [3485] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(589), 1,
      anon_sym_RPAREN,
    ACTIONS(591), 1,
      aux_sym_macro_function_token1,
  [3495] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(593), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(595), 1,
      anon_sym_RBRACK_RPAREN,
  [3505] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(597), 1,
      anon_sym_COLON,
    ACTIONS(599), 1,
      anon_sym_RPAREN,
  [3515] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      anon_sym_COLON,
    ACTIONS(603), 1,
      anon_sym_RPAREN,
  [3525] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(605), 1,
      anon_sym_RPAREN,
    ACTIONS(607), 1,
      aux_sym_macro_function_token1,
  [3535] = 3,
    ACTIONS(223), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      anon_sym_RPAREN,
    ACTIONS(611), 1,
      aux_sym_macro_function_token1,
  [3545] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      anon_sym_COLON,
    ACTIONS(615), 1,
      anon_sym_RPAREN,
  [3555] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3563] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(619), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3571] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 1,
      anon_sym_RPAREN,
  [3578] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      aux_sym_include_token7,
  [3585] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 1,
      anon_sym_RPAREN,
  [3592] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      sym__newline,
  [3599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 1,
      anon_sym_COLON,
  [3606] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      aux_sym_if_block_token2,
  [3613] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      sym__newline,
  [3620] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      aux_sym_macro_reference_token1,
  [3627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_RPAREN,
  [3634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      aux_sym_version_condition_token2,
  [3641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(320), 1,
      sym__newline,
  [3648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      sym__newline,
  [3655] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      sym__newline,
  [3662] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(322), 1,
      sym__newline,
  [3669] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 1,
      sym__newline,
  [3676] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      sym__newline,
  [3683] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym_identifier,
  [3690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      aux_sym_defined_condition_token3,
  [3697] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(653), 1,
      sym_heredoc_end,
  [3704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      sym_heredoc_tag,
  [3711] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      anon_sym_COLON,
  [3718] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(314), 1,
      sym__newline,
  [3725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      aux_sym_version_condition_token3,
  [3732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      aux_sym_include_token7,
  [3739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 1,
      sym__newline,
  [3746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      sym_heredoc_end,
  [3753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      anon_sym_RPAREN,
  [3760] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      aux_sym_macro_reference_token1,
  [3767] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 1,
      ts_builtin_sym_end,
  [3774] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      anon_sym_COLON,
  [3781] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      sym_identifier,
  [3788] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 1,
      aux_sym_if_block_token2,
  [3795] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      anon_sym_COLON,
  [3802] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      anon_sym_RPAREN,
  [3809] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 1,
      anon_sym_RPAREN,
  [3816] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      aux_sym_if_block_token2,
  [3823] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      aux_sym_if_block_token2,
  [3830] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 1,
      sym_heredoc_tag,
  [3837] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 1,
      anon_sym_RPAREN,
  [3844] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      anon_sym_COLON,
  [3851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 1,
      anon_sym_RBRACK_RPAREN,
  [3858] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 1,
      sym__newline,
  [3865] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      sym__newline,
  [3872] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      anon_sym_RPAREN,
  [3879] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      anon_sym_RPAREN,
  [3886] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 1,
      sym__newline,
  [3893] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_RBRACK_RPAREN,
  [3900] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      anon_sym_RPAREN,
  [3907] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      anon_sym_DOT,
  [3914] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      anon_sym_RPAREN,
  [3921] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      aux_sym_macro_reference_token1,
  [3928] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      aux_sym_macro_reference_token1,
  [3935] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 1,
      aux_sym_include_token7,
  [3942] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 1,
      aux_sym_include_token7,
  [3949] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      aux_sym_macro_reference_token1,
  [3956] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 1,
      aux_sym_macro_reference_token1,
  [3963] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      aux_sym_macro_reference_token1,
  [3970] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      anon_sym_RBRACK_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 74,
  [SMALL_STATE(4)] = 148,
  [SMALL_STATE(5)] = 209,
  [SMALL_STATE(6)] = 270,
  [SMALL_STATE(7)] = 331,
  [SMALL_STATE(8)] = 390,
  [SMALL_STATE(9)] = 449,
  [SMALL_STATE(10)] = 508,
  [SMALL_STATE(11)] = 567,
  [SMALL_STATE(12)] = 626,
  [SMALL_STATE(13)] = 675,
  [SMALL_STATE(14)] = 724,
  [SMALL_STATE(15)] = 761,
  [SMALL_STATE(16)] = 798,
  [SMALL_STATE(17)] = 835,
  [SMALL_STATE(18)] = 874,
  [SMALL_STATE(19)] = 911,
  [SMALL_STATE(20)] = 948,
  [SMALL_STATE(21)] = 985,
  [SMALL_STATE(22)] = 1022,
  [SMALL_STATE(23)] = 1059,
  [SMALL_STATE(24)] = 1096,
  [SMALL_STATE(25)] = 1133,
  [SMALL_STATE(26)] = 1172,
  [SMALL_STATE(27)] = 1208,
  [SMALL_STATE(28)] = 1244,
  [SMALL_STATE(29)] = 1278,
  [SMALL_STATE(30)] = 1314,
  [SMALL_STATE(31)] = 1336,
  [SMALL_STATE(32)] = 1372,
  [SMALL_STATE(33)] = 1408,
  [SMALL_STATE(34)] = 1444,
  [SMALL_STATE(35)] = 1480,
  [SMALL_STATE(36)] = 1514,
  [SMALL_STATE(37)] = 1550,
  [SMALL_STATE(38)] = 1586,
  [SMALL_STATE(39)] = 1622,
  [SMALL_STATE(40)] = 1657,
  [SMALL_STATE(41)] = 1690,
  [SMALL_STATE(42)] = 1723,
  [SMALL_STATE(43)] = 1758,
  [SMALL_STATE(44)] = 1791,
  [SMALL_STATE(45)] = 1826,
  [SMALL_STATE(46)] = 1861,
  [SMALL_STATE(47)] = 1893,
  [SMALL_STATE(48)] = 1925,
  [SMALL_STATE(49)] = 1945,
  [SMALL_STATE(50)] = 1965,
  [SMALL_STATE(51)] = 1990,
  [SMALL_STATE(52)] = 2021,
  [SMALL_STATE(53)] = 2046,
  [SMALL_STATE(54)] = 2071,
  [SMALL_STATE(55)] = 2096,
  [SMALL_STATE(56)] = 2121,
  [SMALL_STATE(57)] = 2146,
  [SMALL_STATE(58)] = 2163,
  [SMALL_STATE(59)] = 2180,
  [SMALL_STATE(60)] = 2197,
  [SMALL_STATE(61)] = 2214,
  [SMALL_STATE(62)] = 2231,
  [SMALL_STATE(63)] = 2248,
  [SMALL_STATE(64)] = 2265,
  [SMALL_STATE(65)] = 2282,
  [SMALL_STATE(66)] = 2299,
  [SMALL_STATE(67)] = 2316,
  [SMALL_STATE(68)] = 2332,
  [SMALL_STATE(69)] = 2348,
  [SMALL_STATE(70)] = 2364,
  [SMALL_STATE(71)] = 2380,
  [SMALL_STATE(72)] = 2396,
  [SMALL_STATE(73)] = 2412,
  [SMALL_STATE(74)] = 2428,
  [SMALL_STATE(75)] = 2444,
  [SMALL_STATE(76)] = 2460,
  [SMALL_STATE(77)] = 2476,
  [SMALL_STATE(78)] = 2492,
  [SMALL_STATE(79)] = 2508,
  [SMALL_STATE(80)] = 2524,
  [SMALL_STATE(81)] = 2540,
  [SMALL_STATE(82)] = 2556,
  [SMALL_STATE(83)] = 2572,
  [SMALL_STATE(84)] = 2588,
  [SMALL_STATE(85)] = 2604,
  [SMALL_STATE(86)] = 2620,
  [SMALL_STATE(87)] = 2636,
  [SMALL_STATE(88)] = 2657,
  [SMALL_STATE(89)] = 2678,
  [SMALL_STATE(90)] = 2700,
  [SMALL_STATE(91)] = 2718,
  [SMALL_STATE(92)] = 2740,
  [SMALL_STATE(93)] = 2758,
  [SMALL_STATE(94)] = 2774,
  [SMALL_STATE(95)] = 2790,
  [SMALL_STATE(96)] = 2804,
  [SMALL_STATE(97)] = 2818,
  [SMALL_STATE(98)] = 2832,
  [SMALL_STATE(99)] = 2846,
  [SMALL_STATE(100)] = 2860,
  [SMALL_STATE(101)] = 2877,
  [SMALL_STATE(102)] = 2894,
  [SMALL_STATE(103)] = 2911,
  [SMALL_STATE(104)] = 2928,
  [SMALL_STATE(105)] = 2943,
  [SMALL_STATE(106)] = 2960,
  [SMALL_STATE(107)] = 2977,
  [SMALL_STATE(108)] = 2992,
  [SMALL_STATE(109)] = 3005,
  [SMALL_STATE(110)] = 3022,
  [SMALL_STATE(111)] = 3032,
  [SMALL_STATE(112)] = 3046,
  [SMALL_STATE(113)] = 3062,
  [SMALL_STATE(114)] = 3074,
  [SMALL_STATE(115)] = 3085,
  [SMALL_STATE(116)] = 3094,
  [SMALL_STATE(117)] = 3103,
  [SMALL_STATE(118)] = 3116,
  [SMALL_STATE(119)] = 3127,
  [SMALL_STATE(120)] = 3137,
  [SMALL_STATE(121)] = 3145,
  [SMALL_STATE(122)] = 3155,
  [SMALL_STATE(123)] = 3165,
  [SMALL_STATE(124)] = 3175,
  [SMALL_STATE(125)] = 3183,
  [SMALL_STATE(126)] = 3191,
  [SMALL_STATE(127)] = 3199,
  [SMALL_STATE(128)] = 3207,
  [SMALL_STATE(129)] = 3215,
  [SMALL_STATE(130)] = 3223,
  [SMALL_STATE(131)] = 3231,
  [SMALL_STATE(132)] = 3239,
  [SMALL_STATE(133)] = 3249,
  [SMALL_STATE(134)] = 3259,
  [SMALL_STATE(135)] = 3269,
  [SMALL_STATE(136)] = 3277,
  [SMALL_STATE(137)] = 3285,
  [SMALL_STATE(138)] = 3293,
  [SMALL_STATE(139)] = 3301,
  [SMALL_STATE(140)] = 3309,
  [SMALL_STATE(141)] = 3317,
  [SMALL_STATE(142)] = 3327,
  [SMALL_STATE(143)] = 3335,
  [SMALL_STATE(144)] = 3343,
  [SMALL_STATE(145)] = 3351,
  [SMALL_STATE(146)] = 3361,
  [SMALL_STATE(147)] = 3371,
  [SMALL_STATE(148)] = 3379,
  [SMALL_STATE(149)] = 3389,
  [SMALL_STATE(150)] = 3397,
  [SMALL_STATE(151)] = 3407,
  [SMALL_STATE(152)] = 3415,
  [SMALL_STATE(153)] = 3425,
  [SMALL_STATE(154)] = 3435,
  [SMALL_STATE(155)] = 3445,
  [SMALL_STATE(156)] = 3455,
  [SMALL_STATE(157)] = 3465,
  [SMALL_STATE(158)] = 3475,
  [SMALL_STATE(159)] = 3485,
  [SMALL_STATE(160)] = 3495,
  [SMALL_STATE(161)] = 3505,
  [SMALL_STATE(162)] = 3515,
  [SMALL_STATE(163)] = 3525,
  [SMALL_STATE(164)] = 3535,
  [SMALL_STATE(165)] = 3545,
  [SMALL_STATE(166)] = 3555,
  [SMALL_STATE(167)] = 3563,
  [SMALL_STATE(168)] = 3571,
  [SMALL_STATE(169)] = 3578,
  [SMALL_STATE(170)] = 3585,
  [SMALL_STATE(171)] = 3592,
  [SMALL_STATE(172)] = 3599,
  [SMALL_STATE(173)] = 3606,
  [SMALL_STATE(174)] = 3613,
  [SMALL_STATE(175)] = 3620,
  [SMALL_STATE(176)] = 3627,
  [SMALL_STATE(177)] = 3634,
  [SMALL_STATE(178)] = 3641,
  [SMALL_STATE(179)] = 3648,
  [SMALL_STATE(180)] = 3655,
  [SMALL_STATE(181)] = 3662,
  [SMALL_STATE(182)] = 3669,
  [SMALL_STATE(183)] = 3676,
  [SMALL_STATE(184)] = 3683,
  [SMALL_STATE(185)] = 3690,
  [SMALL_STATE(186)] = 3697,
  [SMALL_STATE(187)] = 3704,
  [SMALL_STATE(188)] = 3711,
  [SMALL_STATE(189)] = 3718,
  [SMALL_STATE(190)] = 3725,
  [SMALL_STATE(191)] = 3732,
  [SMALL_STATE(192)] = 3739,
  [SMALL_STATE(193)] = 3746,
  [SMALL_STATE(194)] = 3753,
  [SMALL_STATE(195)] = 3760,
  [SMALL_STATE(196)] = 3767,
  [SMALL_STATE(197)] = 3774,
  [SMALL_STATE(198)] = 3781,
  [SMALL_STATE(199)] = 3788,
  [SMALL_STATE(200)] = 3795,
  [SMALL_STATE(201)] = 3802,
  [SMALL_STATE(202)] = 3809,
  [SMALL_STATE(203)] = 3816,
  [SMALL_STATE(204)] = 3823,
  [SMALL_STATE(205)] = 3830,
  [SMALL_STATE(206)] = 3837,
  [SMALL_STATE(207)] = 3844,
  [SMALL_STATE(208)] = 3851,
  [SMALL_STATE(209)] = 3858,
  [SMALL_STATE(210)] = 3865,
  [SMALL_STATE(211)] = 3872,
  [SMALL_STATE(212)] = 3879,
  [SMALL_STATE(213)] = 3886,
  [SMALL_STATE(214)] = 3893,
  [SMALL_STATE(215)] = 3900,
  [SMALL_STATE(216)] = 3907,
  [SMALL_STATE(217)] = 3914,
  [SMALL_STATE(218)] = 3921,
  [SMALL_STATE(219)] = 3928,
  [SMALL_STATE(220)] = 3935,
  [SMALL_STATE(221)] = 3942,
  [SMALL_STATE(222)] = 3949,
  [SMALL_STATE(223)] = 3956,
  [SMALL_STATE(224)] = 3963,
  [SMALL_STATE(225)] = 3970,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(94),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [53] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 28),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [57] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 28),
  [59] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [62] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(109),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(184),
  [68] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [71] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(27),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(17),
  [77] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [79] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [82] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(192),
  [85] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(192),
  [88] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(104),
  [91] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [93] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [95] = {.entry = {.count = 1, .reusable = false}}, SHIFT(119),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [99] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [101] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [104] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [107] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [110] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [113] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(171),
  [116] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(171),
  [119] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [123] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [125] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [127] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [131] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [135] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [137] = {.entry = {.count = 1, .reusable = false}}, SHIFT(35),
  [139] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [145] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [151] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 6),
  [153] = {.entry = {.count = 1, .reusable = false}}, SHIFT(40),
  [155] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(177),
  [159] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [161] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [163] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [167] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 11),
  [169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 12),
  [171] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 18),
  [175] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 20),
  [177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 32),
  [179] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 39),
  [181] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [189] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [193] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [195] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [198] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [201] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(195),
  [204] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(133),
  [207] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(175),
  [210] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(134),
  [213] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [215] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [219] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [221] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [223] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [225] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [227] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [229] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [233] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [235] = {.entry = {.count = 1, .reusable = false}}, SHIFT(223),
  [237] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [239] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [241] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [243] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [245] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [247] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(43),
  [250] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(43),
  [253] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(222),
  [256] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(159),
  [259] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(219),
  [262] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(154),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(98),
  [267] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [269] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [271] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [273] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [275] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(47),
  [278] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(224),
  [281] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [283] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(47),
  [286] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(164),
  [289] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [292] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(160),
  [295] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(50),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [300] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(218),
  [303] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(153),
  [306] = {.entry = {.count = 1, .reusable = false}}, SHIFT(185),
  [308] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [310] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [312] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 16),
  [316] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [318] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [320] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 15),
  [322] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [324] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [326] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 16),
  [328] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 16),
  [330] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 24),
  [332] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 24),
  [334] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 16),
  [336] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 16),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 14),
  [340] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 14),
  [342] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [344] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 41),
  [348] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 41),
  [350] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 25),
  [352] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 25),
  [354] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 42),
  [356] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 42),
  [358] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 16),
  [360] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 16),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 16),
  [364] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 16),
  [366] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [368] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [370] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [372] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [374] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [376] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [378] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [380] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(90),
  [383] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(90),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [388] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [390] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [392] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [396] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 8),
  [398] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 8),
  [402] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [404] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 2),
  [406] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 13),
  [408] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [410] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 34),
  [412] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 34), SHIFT_REPEAT(108),
  [415] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [417] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [419] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [421] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [423] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 37),
  [425] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 37), SHIFT_REPEAT(25),
  [428] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 23),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 3),
  [432] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [434] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [436] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [438] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [440] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [442] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [444] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [446] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [448] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 33),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 7),
  [454] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [456] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [458] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [460] = {.entry = {.count = 1, .reusable = false}}, SHIFT(117),
  [462] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 22),
  [464] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [466] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [468] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 22),
  [472] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 29),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [480] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 40),
  [486] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [494] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 43),
  [500] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 44),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 45),
  [504] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 46),
  [506] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 47),
  [508] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 48),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 49),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 50),
  [514] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [516] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [518] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [520] = {.entry = {.count = 1, .reusable = false}}, SHIFT(168),
  [522] = {.entry = {.count = 1, .reusable = false}}, SHIFT(214),
  [524] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [526] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 30),
  [528] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 4),
  [530] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 35),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 28),
  [534] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 17),
  [536] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 4),
  [538] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 9), SHIFT_REPEAT(216),
  [541] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 36),
  [543] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 19),
  [545] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 21),
  [547] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [549] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 38),
  [551] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [553] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [555] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 28),
  [557] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [561] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [563] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [565] = {.entry = {.count = 1, .reusable = false}}, SHIFT(96),
  [567] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [569] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [571] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [577] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [579] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [581] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [583] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [585] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [587] = {.entry = {.count = 1, .reusable = false}}, SHIFT(202),
  [589] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [591] = {.entry = {.count = 1, .reusable = false}}, SHIFT(206),
  [593] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [595] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [599] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [603] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [605] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [607] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [609] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [611] = {.entry = {.count = 1, .reusable = false}}, SHIFT(215),
  [613] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [617] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 31),
  [619] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 10),
  [621] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [623] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [627] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [637] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [639] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 26),
  [647] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 27),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [651] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [661] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [671] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [675] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 5),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [715] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [717] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [719] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
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
