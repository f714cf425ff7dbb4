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
#define STATE_COUNT 231
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 92
#define ALIAS_COUNT 1
#define TOKEN_COUNT 55
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 25
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 54

enum ts_symbol_identifiers {
  anon_sym_COLON = 1,
  aux_sym_include_token1 = 2,
  aux_sym_include_token2 = 3,
  aux_sym_include_token3 = 4,
  aux_sym_include_token4 = 5,
  aux_sym_include_token5 = 6,
  aux_sym_include_token6 = 7,
  sym__include_keyword = 8,
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
  sym__include_as_key = 73,
  sym_assignment = 74,
  sym_invalid_line = 75,
  sym_heredoc_assignment = 76,
  sym_heredoc_body = 77,
  sym_value = 78,
  sym__value_part = 79,
  sym_macro_reference = 80,
  sym_default_value = 81,
  sym_macro_function = 82,
  sym_machine_reference = 83,
  aux_sym_source_file_repeat1 = 84,
  aux_sym_use_repeat1 = 85,
  aux_sym_if_block_repeat1 = 86,
  aux_sym_condition_expression_repeat1 = 87,
  aux_sym_key_repeat1 = 88,
  aux_sym_heredoc_body_repeat1 = 89,
  aux_sym_value_repeat1 = 90,
  aux_sym_default_value_repeat1 = 91,
  alias_sym_key_prefix = 92,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [anon_sym_COLON] = ":",
  [aux_sym_include_token1] = "ifexist",
  [aux_sym_include_token2] = "ifexists",
  [aux_sym_include_token3] = "command",
  [aux_sym_include_token4] = "output",
  [aux_sym_include_token5] = "into",
  [aux_sym_include_token6] = "path",
  [sym__include_keyword] = "include",
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
  [sym__include_as_key] = "key",
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
  [sym__include_keyword] = sym__include_keyword,
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
  [sym__include_as_key] = sym_key,
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
    .named = true,
  },
  [sym__include_keyword] = {
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
  [sym__include_as_key] = {
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
  [3] = {.index = 0, .length = 1},
  [4] = {.index = 2, .length = 1},
  [5] = {.index = 3, .length = 2},
  [6] = {.index = 5, .length = 1},
  [7] = {.index = 6, .length = 2},
  [8] = {.index = 8, .length = 2},
  [9] = {.index = 10, .length = 3},
  [10] = {.index = 13, .length = 2},
  [11] = {.index = 15, .length = 2},
  [12] = {.index = 17, .length = 1},
  [13] = {.index = 18, .length = 1},
  [14] = {.index = 19, .length = 1},
  [15] = {.index = 20, .length = 1},
  [16] = {.index = 21, .length = 1},
  [17] = {.index = 22, .length = 1},
  [18] = {.index = 23, .length = 1},
  [19] = {.index = 24, .length = 3},
  [20] = {.index = 27, .length = 3},
  [21] = {.index = 30, .length = 4},
  [22] = {.index = 34, .length = 2},
  [23] = {.index = 36, .length = 2},
  [24] = {.index = 38, .length = 2},
  [25] = {.index = 40, .length = 1},
  [26] = {.index = 41, .length = 2},
  [27] = {.index = 43, .length = 2},
  [28] = {.index = 45, .length = 1},
  [29] = {.index = 46, .length = 1},
  [30] = {.index = 47, .length = 2},
  [31] = {.index = 49, .length = 1},
  [32] = {.index = 50, .length = 1},
  [33] = {.index = 51, .length = 4},
  [34] = {.index = 55, .length = 3},
  [35] = {.index = 58, .length = 2},
  [36] = {.index = 60, .length = 2},
  [37] = {.index = 62, .length = 2},
  [38] = {.index = 64, .length = 2},
  [39] = {.index = 66, .length = 2},
  [40] = {.index = 68, .length = 2},
  [41] = {.index = 70, .length = 4},
  [42] = {.index = 74, .length = 3},
  [43] = {.index = 77, .length = 3},
  [44] = {.index = 80, .length = 2},
  [45] = {.index = 80, .length = 2},
  [46] = {.index = 82, .length = 2},
  [47] = {.index = 84, .length = 2},
  [48] = {.index = 86, .length = 3},
  [49] = {.index = 89, .length = 5},
  [50] = {.index = 94, .length = 5},
  [51] = {.index = 99, .length = 4},
  [52] = {.index = 103, .length = 3},
  [53] = {.index = 106, .length = 6},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_name, 0},
  [1] =
    {field_keyword, 0},
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
    {field_key, 0},
    {field_name, 0, .inherited = true},
    {field_operator, 1},
  [13] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [15] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [17] =
    {field_target, 2},
  [18] =
    {field_ifexist, 1},
  [19] =
    {field_command, 1},
  [20] =
    {field_category, 1},
  [21] =
    {field_function, 0},
  [22] =
    {field_negated, 0},
  [23] =
    {field_name, 1},
  [24] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [27] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
  [30] =
    {field_key, 0},
    {field_name, 0, .inherited = true},
    {field_operator, 1},
    {field_value, 2},
  [34] =
    {field_ifexist, 1},
    {field_target, 3},
  [36] =
    {field_command, 2},
    {field_ifexist, 1},
  [38] =
    {field_command, 1},
    {field_target, 3},
  [40] =
    {field_template, 0},
  [41] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [43] =
    {field_arguments, 1},
    {field_function, 0},
  [45] =
    {field_expression, 1},
  [46] =
    {field_template, 2},
  [47] =
    {field_operator, 1},
    {field_version, 2},
  [49] =
    {field_condition, 1},
  [50] =
    {field_alternative, 0},
  [51] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_value, 3},
  [55] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [58] =
    {field_command, 1},
    {field_into, 3},
  [60] =
    {field_arguments, 1},
    {field_name, 0},
  [62] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [64] =
    {field_alternative, 3},
    {field_condition, 1},
  [66] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [68] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [70] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [74] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [77] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [80] =
    {field_default, 3},
    {field_name, 1},
  [82] =
    {field_alternative, 4},
    {field_condition, 1},
  [84] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [86] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [89] =
    {field_end, 5},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
  [94] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [99] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [103] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
  [106] =
    {field_body, 5},
    {field_end, 6},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [1] = {
    [0] = sym_identifier,
  },
  [6] = {
    [0] = alias_sym_key_prefix,
  },
  [45] = {
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
  [7] = 6,
  [8] = 8,
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
  [26] = 26,
  [27] = 23,
  [28] = 28,
  [29] = 29,
  [30] = 15,
  [31] = 21,
  [32] = 32,
  [33] = 18,
  [34] = 17,
  [35] = 19,
  [36] = 20,
  [37] = 22,
  [38] = 26,
  [39] = 25,
  [40] = 16,
  [41] = 28,
  [42] = 42,
  [43] = 42,
  [44] = 29,
  [45] = 45,
  [46] = 42,
  [47] = 42,
  [48] = 48,
  [49] = 32,
  [50] = 50,
  [51] = 32,
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
  [67] = 67,
  [68] = 68,
  [69] = 60,
  [70] = 66,
  [71] = 64,
  [72] = 59,
  [73] = 61,
  [74] = 60,
  [75] = 67,
  [76] = 64,
  [77] = 62,
  [78] = 63,
  [79] = 59,
  [80] = 61,
  [81] = 68,
  [82] = 65,
  [83] = 66,
  [84] = 67,
  [85] = 62,
  [86] = 63,
  [87] = 68,
  [88] = 65,
  [89] = 89,
  [90] = 90,
  [91] = 68,
  [92] = 66,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 67,
  [97] = 97,
  [98] = 98,
  [99] = 93,
  [100] = 62,
  [101] = 63,
  [102] = 102,
  [103] = 103,
  [104] = 104,
  [105] = 105,
  [106] = 95,
  [107] = 107,
  [108] = 108,
  [109] = 94,
  [110] = 110,
  [111] = 111,
  [112] = 112,
  [113] = 113,
  [114] = 114,
  [115] = 104,
  [116] = 116,
  [117] = 117,
  [118] = 112,
  [119] = 119,
  [120] = 117,
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
  [148] = 122,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 149,
  [156] = 135,
  [157] = 121,
  [158] = 139,
  [159] = 144,
  [160] = 122,
  [161] = 161,
  [162] = 138,
  [163] = 121,
  [164] = 139,
  [165] = 122,
  [166] = 161,
  [167] = 167,
  [168] = 138,
  [169] = 121,
  [170] = 161,
  [171] = 171,
  [172] = 172,
  [173] = 173,
  [174] = 174,
  [175] = 171,
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
  [191] = 184,
  [192] = 192,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 171,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 178,
  [202] = 199,
  [203] = 203,
  [204] = 204,
  [205] = 172,
  [206] = 179,
  [207] = 182,
  [208] = 208,
  [209] = 209,
  [210] = 210,
  [211] = 176,
  [212] = 212,
  [213] = 178,
  [214] = 214,
  [215] = 215,
  [216] = 179,
  [217] = 182,
  [218] = 218,
  [219] = 219,
  [220] = 176,
  [221] = 221,
  [222] = 179,
  [223] = 174,
  [224] = 186,
  [225] = 214,
  [226] = 215,
  [227] = 174,
  [228] = 186,
  [229] = 174,
  [230] = 176,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(165);
      ADVANCE_MAP(
        '\n', 247,
        '!', 195,
        '#', 250,
        '$', 290,
        '(', 14,
        ')', 296,
        '+', 11,
        ',', 181,
        '-', 153,
        '.', 256,
        ':', 166,
        '=', 286,
        '@', 34,
        '[', 255,
        '\\', 292,
        ']', 20,
        'C', 127,
        'c', 127,
        'D', 93,
        'd', 93,
        'E', 134,
        'e', 134,
        'F', 210,
        'f', 210,
        'I', 107,
        'i', 107,
        'N', 128,
        'n', 128,
        'O', 146,
        'o', 146,
        'T', 213,
        't', 213,
        'U', 141,
        'u', 141,
        'V', 101,
        'v', 101,
        'W', 84,
        'w', 84,
        'Y', 100,
        'y', 100,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(158);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(206);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 247,
        '!', 35,
        '$', 13,
        '-', 244,
        '\\', 7,
        'F', 211,
        'f', 211,
        'N', 236,
        'n', 236,
        'T', 212,
        't', 212,
        'U', 242,
        'u', 242,
        'Y', 227,
        'y', 227,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(215);
      if (lookahead != 0) ADVANCE(246);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 247,
        '!', 35,
        '$', 13,
        '-', 244,
        '\\', 7,
        'F', 211,
        'f', 211,
        'N', 236,
        'n', 236,
        'T', 212,
        't', 212,
        'Y', 227,
        'y', 227,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(215);
      if (lookahead != 0) ADVANCE(246);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 247,
        '#', 250,
        ':', 167,
        '@', 92,
        '[', 255,
        '\\', 7,
        'E', 274,
        'e', 274,
        'I', 266,
        'i', 266,
        'U', 283,
        'u', 283,
        'W', 259,
        'w', 259,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 247,
        '#', 250,
        ':', 168,
        '@', 92,
        '[', 255,
        '\\', 7,
        'E', 277,
        'e', 277,
        'I', 266,
        'i', 266,
        'U', 283,
        'u', 283,
        'W', 259,
        'w', 259,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(5);
      if (lookahead != 0) ADVANCE(76);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(152);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(288);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '!', 196,
        '$', 13,
        '-', 244,
        '\\', 7,
        'D', 224,
        'd', 224,
        'F', 211,
        'f', 211,
        'N', 236,
        'n', 236,
        'T', 212,
        't', 212,
        'V', 226,
        'v', 226,
        'Y', 227,
        'y', 227,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(8);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(215);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(246);
      END_STATE();
    case 9:
      if (lookahead == '#') ADVANCE(76);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 10:
      if (lookahead == '$') ADVANCE(290);
      if (lookahead == ')') ADVANCE(296);
      if (lookahead == '\\') ADVANCE(292);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(298);
      END_STATE();
    case 11:
      if (lookahead == '&') ADVANCE(12);
      if (lookahead == '*') ADVANCE(22);
      if (lookahead == ',') ADVANCE(23);
      if (lookahead == ';') ADVANCE(30);
      if (lookahead == '=') ADVANCE(286);
      if (lookahead == '|') ADVANCE(32);
      END_STATE();
    case 12:
      if (lookahead == '&') ADVANCE(31);
      if (lookahead == '=') ADVANCE(286);
      END_STATE();
    case 13:
      ADVANCE_MAP(
        '(', 294,
        'B', 36,
        'C', 50,
        'D', 51,
        'E', 57,
        'F', 17,
        'I', 58,
        'R', 39,
        'S', 71,
      );
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(18);
      if (lookahead == ')') ADVANCE(182);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(14);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(303);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(302);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        '(', 302,
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
      if (lookahead == ')') ADVANCE(296);
      if (lookahead == '\\') ADVANCE(299);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(301);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(308);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(308);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(307);
      END_STATE();
    case 22:
      if (lookahead == '*') ADVANCE(31);
      if (lookahead == '=') ADVANCE(286);
      END_STATE();
    case 23:
      if (lookahead == ',') ADVANCE(31);
      if (lookahead == '=') ADVANCE(286);
      END_STATE();
    case 24:
      if (lookahead == '-') ADVANCE(156);
      if (lookahead == ':') ADVANCE(183);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(27);
      END_STATE();
    case 25:
      if (lookahead == ':') ADVANCE(183);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      END_STATE();
    case 26:
      if (lookahead == ':') ADVANCE(183);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(183);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(27);
      END_STATE();
    case 28:
      if (lookahead == ':') ADVANCE(184);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(98);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(115);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(154);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(29);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 30:
      if (lookahead == ';') ADVANCE(31);
      if (lookahead == '=') ADVANCE(286);
      END_STATE();
    case 31:
      if (lookahead == '=') ADVANCE(286);
      END_STATE();
    case 32:
      if (lookahead == '=') ADVANCE(286);
      if (lookahead == '|') ADVANCE(31);
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 34:
      ADVANCE_MAP(
        '=', 289,
        'E', 134,
        'e', 134,
        'I', 120,
        'i', 120,
        'U', 141,
        'u', 141,
        'W', 84,
        'w', 84,
      );
      END_STATE();
    case 35:
      if (lookahead == '=') ADVANCE(246);
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
      if (lookahead == 'E') ADVANCE(16);
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
      if (lookahead == 'G') ADVANCE(16);
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
      if (lookahead == 'L') ADVANCE(16);
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
      if (lookahead == 'R') ADVANCE(16);
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
      if (lookahead == 'T') ADVANCE(16);
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
      if (lookahead == 'V') ADVANCE(16);
      END_STATE();
    case 75:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(75);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(295);
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
          lookahead != '$') ADVANCE(293);
      END_STATE();
    case 78:
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(293);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(305);
      if (lookahead == ']') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(306);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(307);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(200);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(80);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(201);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(175);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(176);
      END_STATE();
    case 82:
      if (lookahead == '_') ADVANCE(41);
      END_STATE();
    case 83:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(155);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      END_STATE();
    case 84:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(135);
      END_STATE();
    case 85:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(123);
      END_STATE();
    case 86:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(116);
      END_STATE();
    case 87:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(116);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(129);
      END_STATE();
    case 88:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(172);
      END_STATE();
    case 89:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(197);
      END_STATE();
    case 90:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(112);
      END_STATE();
    case 91:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(97);
      END_STATE();
    case 92:
      ADVANCE_MAP(
        'E', 134,
        'e', 134,
        'I', 120,
        'i', 120,
        'U', 141,
        'u', 141,
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
          lookahead == 'e') ADVANCE(209);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(150);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(179);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(177);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(115);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(138);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(137);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 102:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(89);
      END_STATE();
    case 103:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(109);
      END_STATE();
    case 104:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(185);
      END_STATE();
    case 105:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(190);
      END_STATE();
    case 106:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(187);
      END_STATE();
    case 107:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(95);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(87);
      END_STATE();
    case 108:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(28);
      END_STATE();
    case 109:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(125);
      END_STATE();
    case 110:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(99);
      END_STATE();
    case 111:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(139);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(106);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(131);
      END_STATE();
    case 114:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 115:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(110);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(90);
      END_STATE();
    case 116:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(147);
      END_STATE();
    case 117:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(142);
      END_STATE();
    case 118:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(85);
      END_STATE();
    case 119:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(118);
      END_STATE();
    case 120:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(86);
      END_STATE();
    case 121:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(108);
      END_STATE();
    case 122:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(202);
      END_STATE();
    case 123:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(88);
      END_STATE();
    case 124:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(90);
      END_STATE();
    case 125:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(102);
      END_STATE();
    case 126:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(114);
      END_STATE();
    case 127:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(119);
      END_STATE();
    case 128:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(209);
      END_STATE();
    case 129:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(174);
      END_STATE();
    case 130:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(133);
      END_STATE();
    case 131:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(122);
      END_STATE();
    case 132:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(148);
      END_STATE();
    case 133:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(25);
      END_STATE();
    case 134:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(136);
      END_STATE();
    case 135:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(126);
      END_STATE();
    case 136:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(130);
      END_STATE();
    case 137:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(140);
      END_STATE();
    case 138:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(209);
      END_STATE();
    case 139:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(145);
      END_STATE();
    case 140:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(113);
      END_STATE();
    case 141:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(96);
      END_STATE();
    case 142:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(94);
      END_STATE();
    case 143:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(132);
      END_STATE();
    case 144:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(173);
      END_STATE();
    case 145:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(170);
      END_STATE();
    case 146:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(143);
      END_STATE();
    case 147:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(91);
      END_STATE();
    case 148:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(144);
      END_STATE();
    case 149:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(94);
      END_STATE();
    case 150:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(111);
      END_STATE();
    case 151:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(205);
      END_STATE();
    case 152:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(152);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(288);
      END_STATE();
    case 153:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(216);
      END_STATE();
    case 154:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 155:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      END_STATE();
    case 156:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(27);
      END_STATE();
    case 157:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(307);
      END_STATE();
    case 158:
      if (eof) ADVANCE(165);
      ADVANCE_MAP(
        '\n', 247,
        '!', 195,
        '#', 250,
        '$', 290,
        ')', 296,
        '+', 11,
        ',', 181,
        '-', 153,
        ':', 166,
        '=', 286,
        '@', 34,
        '[', 255,
        '\\', 292,
        ']', 20,
        'C', 127,
        'c', 127,
        'D', 93,
        'd', 93,
        'E', 134,
        'e', 134,
        'F', 210,
        'f', 210,
        'I', 107,
        'i', 107,
        'N', 128,
        'n', 128,
        'O', 146,
        'o', 146,
        'T', 213,
        't', 213,
        'U', 141,
        'u', 141,
        'V', 101,
        'v', 101,
        'W', 84,
        'w', 84,
        'Y', 100,
        'y', 100,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(158);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(206);
      END_STATE();
    case 159:
      if (eof) ADVANCE(165);
      ADVANCE_MAP(
        '\n', 247,
        '!', 151,
        '#', 250,
        ':', 169,
        '@', 92,
        '[', 255,
        '\\', 7,
        'E', 282,
        'e', 282,
        'I', 266,
        'i', 266,
        'U', 283,
        'u', 283,
        'W', 259,
        'w', 259,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(205);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(159);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 160:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(247);
      if (lookahead == '$') ADVANCE(290);
      if (lookahead == '\\') ADVANCE(291);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(160);
      if (lookahead != 0) ADVANCE(293);
      END_STATE();
    case 161:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(247);
      if (lookahead == '(') ADVANCE(14);
      if (lookahead == ',') ADVANCE(181);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 162:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(247);
      if (lookahead == '+') ADVANCE(11);
      if (lookahead == '.') ADVANCE(256);
      if (lookahead == '@') ADVANCE(33);
      if (lookahead == '\\') ADVANCE(287);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(286);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(163);
      if (lookahead != 0) ADVANCE(288);
      END_STATE();
    case 163:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(247);
      if (lookahead == '+') ADVANCE(11);
      if (lookahead == '@') ADVANCE(33);
      if (lookahead == '\\') ADVANCE(287);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(286);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(163);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(288);
      END_STATE();
    case 164:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(247);
      if (lookahead == ',') ADVANCE(181);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 165:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 166:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 167:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(115);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(104);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(124);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(104);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(104);
      END_STATE();
    case 170:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(171);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(aux_sym_include_token2);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(176);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(176);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(sym__include_keyword);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(sym__include_keyword);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 185:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 186:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 187:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(189);
      END_STATE();
    case 188:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(189);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 189:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(189);
      END_STATE();
    case 190:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 191:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 192:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(194);
      END_STATE();
    case 193:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(194);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 194:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(194);
      END_STATE();
    case 195:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 196:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(246);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(201);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(201);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(204);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(217);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(206);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(154);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(207);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(154);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(117);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(233);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(243);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(149);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(219);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(222);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(215);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(218);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(216);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(207);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(83);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(222);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(219);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(220);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(245);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(198);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(214);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(238);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(239);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(199);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(235);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(237);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(241);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(203);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(214);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(234);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(240);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(214);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(232);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(225);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(229);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(225);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(215);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(246);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(76);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(254);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(253);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(251);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(253);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(252);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(253);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(249);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(253);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(253);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(254);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_section);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':' &&
          lookahead != '=') ADVANCE(255);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(183);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(184);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(28);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(280);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(273);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(264);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(272);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(180);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(178);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(193);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(186);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(260);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(191);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(188);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(258);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(267);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(276);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(268);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(284);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(270);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(262);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(271);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(269);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(262);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(281);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(278);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(275);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(257);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(263);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(261);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(285);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(152);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(288);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(152);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 15,
        '(', 294,
        'B', 36,
        'C', 50,
        'D', 51,
        'E', 57,
        'F', 17,
        'I', 58,
        'R', 39,
        'S', 71,
      );
      END_STATE();
    case 291:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(293);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(78);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(77);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(293);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(295);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(298);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(298);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(248);
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
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(304);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(248);
      if (lookahead == ']') ADVANCE(157);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(305);
      if (lookahead != 0) ADVANCE(307);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(305);
      if (lookahead == ']') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(306);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(307);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(157);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(307);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 159},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 159},
  [8] = {.lex_state = 159},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 159},
  [13] = {.lex_state = 159},
  [14] = {.lex_state = 8},
  [15] = {.lex_state = 160},
  [16] = {.lex_state = 160},
  [17] = {.lex_state = 160},
  [18] = {.lex_state = 160},
  [19] = {.lex_state = 160},
  [20] = {.lex_state = 160},
  [21] = {.lex_state = 160},
  [22] = {.lex_state = 160},
  [23] = {.lex_state = 160},
  [24] = {.lex_state = 8},
  [25] = {.lex_state = 160},
  [26] = {.lex_state = 160},
  [27] = {.lex_state = 160},
  [28] = {.lex_state = 160},
  [29] = {.lex_state = 160},
  [30] = {.lex_state = 160},
  [31] = {.lex_state = 160},
  [32] = {.lex_state = 3},
  [33] = {.lex_state = 160},
  [34] = {.lex_state = 160},
  [35] = {.lex_state = 160},
  [36] = {.lex_state = 160},
  [37] = {.lex_state = 160},
  [38] = {.lex_state = 160},
  [39] = {.lex_state = 160},
  [40] = {.lex_state = 160},
  [41] = {.lex_state = 160},
  [42] = {.lex_state = 10},
  [43] = {.lex_state = 10},
  [44] = {.lex_state = 160},
  [45] = {.lex_state = 8},
  [46] = {.lex_state = 10},
  [47] = {.lex_state = 10},
  [48] = {.lex_state = 10},
  [49] = {.lex_state = 4},
  [50] = {.lex_state = 10},
  [51] = {.lex_state = 159},
  [52] = {.lex_state = 2},
  [53] = {.lex_state = 2},
  [54] = {.lex_state = 2},
  [55] = {.lex_state = 2},
  [56] = {.lex_state = 2},
  [57] = {.lex_state = 1},
  [58] = {.lex_state = 2},
  [59] = {.lex_state = 160},
  [60] = {.lex_state = 160},
  [61] = {.lex_state = 160},
  [62] = {.lex_state = 160},
  [63] = {.lex_state = 160},
  [64] = {.lex_state = 160},
  [65] = {.lex_state = 160},
  [66] = {.lex_state = 160},
  [67] = {.lex_state = 160},
  [68] = {.lex_state = 160},
  [69] = {.lex_state = 10},
  [70] = {.lex_state = 10},
  [71] = {.lex_state = 160},
  [72] = {.lex_state = 160},
  [73] = {.lex_state = 160},
  [74] = {.lex_state = 160},
  [75] = {.lex_state = 160},
  [76] = {.lex_state = 10},
  [77] = {.lex_state = 160},
  [78] = {.lex_state = 160},
  [79] = {.lex_state = 10},
  [80] = {.lex_state = 10},
  [81] = {.lex_state = 160},
  [82] = {.lex_state = 10},
  [83] = {.lex_state = 160},
  [84] = {.lex_state = 10},
  [85] = {.lex_state = 10},
  [86] = {.lex_state = 10},
  [87] = {.lex_state = 10},
  [88] = {.lex_state = 160},
  [89] = {.lex_state = 0, .external_lex_state = 2},
  [90] = {.lex_state = 0, .external_lex_state = 2},
  [91] = {.lex_state = 2},
  [92] = {.lex_state = 2},
  [93] = {.lex_state = 0},
  [94] = {.lex_state = 162},
  [95] = {.lex_state = 162},
  [96] = {.lex_state = 2},
  [97] = {.lex_state = 0, .external_lex_state = 2},
  [98] = {.lex_state = 29},
  [99] = {.lex_state = 0},
  [100] = {.lex_state = 2},
  [101] = {.lex_state = 2},
  [102] = {.lex_state = 0, .external_lex_state = 2},
  [103] = {.lex_state = 29},
  [104] = {.lex_state = 162},
  [105] = {.lex_state = 161},
  [106] = {.lex_state = 162},
  [107] = {.lex_state = 161},
  [108] = {.lex_state = 161},
  [109] = {.lex_state = 162},
  [110] = {.lex_state = 29},
  [111] = {.lex_state = 161},
  [112] = {.lex_state = 162},
  [113] = {.lex_state = 161},
  [114] = {.lex_state = 161},
  [115] = {.lex_state = 162},
  [116] = {.lex_state = 161},
  [117] = {.lex_state = 0},
  [118] = {.lex_state = 162},
  [119] = {.lex_state = 29},
  [120] = {.lex_state = 0},
  [121] = {.lex_state = 19},
  [122] = {.lex_state = 0},
  [123] = {.lex_state = 0},
  [124] = {.lex_state = 0},
  [125] = {.lex_state = 0},
  [126] = {.lex_state = 0},
  [127] = {.lex_state = 0},
  [128] = {.lex_state = 0},
  [129] = {.lex_state = 0},
  [130] = {.lex_state = 0},
  [131] = {.lex_state = 0},
  [132] = {.lex_state = 0},
  [133] = {.lex_state = 0},
  [134] = {.lex_state = 0},
  [135] = {.lex_state = 0},
  [136] = {.lex_state = 0},
  [137] = {.lex_state = 0},
  [138] = {.lex_state = 19},
  [139] = {.lex_state = 79},
  [140] = {.lex_state = 161},
  [141] = {.lex_state = 0},
  [142] = {.lex_state = 0},
  [143] = {.lex_state = 0},
  [144] = {.lex_state = 0},
  [145] = {.lex_state = 0},
  [146] = {.lex_state = 0},
  [147] = {.lex_state = 0},
  [148] = {.lex_state = 0},
  [149] = {.lex_state = 161},
  [150] = {.lex_state = 0},
  [151] = {.lex_state = 0},
  [152] = {.lex_state = 0},
  [153] = {.lex_state = 0},
  [154] = {.lex_state = 0},
  [155] = {.lex_state = 161},
  [156] = {.lex_state = 0},
  [157] = {.lex_state = 19},
  [158] = {.lex_state = 79},
  [159] = {.lex_state = 0},
  [160] = {.lex_state = 0},
  [161] = {.lex_state = 0},
  [162] = {.lex_state = 19},
  [163] = {.lex_state = 19},
  [164] = {.lex_state = 79},
  [165] = {.lex_state = 0},
  [166] = {.lex_state = 0},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 19},
  [169] = {.lex_state = 19},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 75},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 0},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 0, .external_lex_state = 3},
  [181] = {.lex_state = 159},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 162},
  [185] = {.lex_state = 0},
  [186] = {.lex_state = 75},
  [187] = {.lex_state = 3},
  [188] = {.lex_state = 0},
  [189] = {.lex_state = 3},
  [190] = {.lex_state = 3},
  [191] = {.lex_state = 162},
  [192] = {.lex_state = 161},
  [193] = {.lex_state = 80},
  [194] = {.lex_state = 0, .external_lex_state = 3},
  [195] = {.lex_state = 0},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 29},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0, .external_lex_state = 4},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 161},
  [210] = {.lex_state = 3},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 81},
  [215] = {.lex_state = 81},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0, .external_lex_state = 4},
  [222] = {.lex_state = 0},
  [223] = {.lex_state = 75},
  [224] = {.lex_state = 75},
  [225] = {.lex_state = 81},
  [226] = {.lex_state = 81},
  [227] = {.lex_state = 75},
  [228] = {.lex_state = 75},
  [229] = {.lex_state = 75},
  [230] = {.lex_state = 0},
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
    [sym__include_keyword] = ACTIONS(1),
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
    [sym_source_file] = STATE(212),
    [sym__line] = STATE(8),
    [sym__statement] = STATE(151),
    [sym_include] = STATE(151),
    [sym_use] = STATE(151),
    [sym_error_directive] = STATE(151),
    [sym_warning_directive] = STATE(151),
    [sym_if_block] = STATE(151),
    [sym_key] = STATE(104),
    [sym__include_as_key] = STATE(184),
    [sym_assignment] = STATE(151),
    [sym_invalid_line] = STATE(151),
    [sym_heredoc_assignment] = STATE(151),
    [aux_sym_source_file_repeat1] = STATE(8),
    [aux_sym_key_repeat1] = STATE(149),
    [ts_builtin_sym_end] = ACTIONS(5),
    [anon_sym_COLON] = ACTIONS(7),
    [sym__include_keyword] = ACTIONS(9),
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
  [0] = 22,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
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
    STATE(103), 1,
      aux_sym_if_block_repeat1,
    STATE(115), 1,
      sym_key,
    STATE(119), 1,
      sym_elif_clause,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
    STATE(210), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(197), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [77] = 22,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
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
    STATE(98), 1,
      aux_sym_if_block_repeat1,
    STATE(115), 1,
      sym_key,
    STATE(119), 1,
      sym_elif_clause,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(187), 1,
      sym_else_clause,
    STATE(191), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(197), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [154] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
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
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
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
    STATE(197), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [218] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
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
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
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
    STATE(197), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [282] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_COLON,
    ACTIONS(62), 1,
      sym__include_keyword,
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
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
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
    STATE(197), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [346] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_COLON,
    ACTIONS(62), 1,
      sym__include_keyword,
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
    ACTIONS(91), 1,
      ts_builtin_sym_end,
    ACTIONS(93), 1,
      sym__newline,
    ACTIONS(96), 1,
      sym_comment,
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
    ACTIONS(99), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
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
  [408] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(9), 1,
      sym__include_keyword,
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
    ACTIONS(102), 1,
      ts_builtin_sym_end,
    ACTIONS(104), 1,
      sym__newline,
    ACTIONS(106), 1,
      sym_comment,
    STATE(104), 1,
      sym_key,
    STATE(149), 1,
      aux_sym_key_repeat1,
    STATE(184), 1,
      sym__include_as_key,
    ACTIONS(108), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(137), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [470] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_COLON,
    ACTIONS(62), 1,
      sym__include_keyword,
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
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
    ACTIONS(116), 2,
      sym_pragma,
      sym_section,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(175), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [532] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
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
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
    ACTIONS(125), 2,
      sym_pragma,
      sym_section,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(175), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [594] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
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
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
    ACTIONS(125), 2,
      sym_pragma,
      sym_section,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(175), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [656] = 14,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(9), 1,
      sym__include_keyword,
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
    STATE(104), 1,
      sym_key,
    STATE(149), 1,
      aux_sym_key_repeat1,
    STATE(184), 1,
      sym__include_as_key,
    ACTIONS(133), 2,
      sym_pragma,
      sym_section,
    STATE(150), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [708] = 14,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      anon_sym_COLON,
    ACTIONS(29), 1,
      sym__include_keyword,
    ACTIONS(31), 1,
      aux_sym_error_directive_token1,
    ACTIONS(33), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(47), 1,
      sym_identifier,
    ACTIONS(131), 1,
      sym_comment,
    STATE(115), 1,
      sym_key,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym__include_as_key,
    ACTIONS(133), 2,
      sym_pragma,
      sym_section,
    STATE(150), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [760] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(135), 1,
      anon_sym_BANG,
    ACTIONS(137), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(139), 1,
      aux_sym_version_condition_token1,
    ACTIONS(143), 1,
      aux_sym__condition_word_token1,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    STATE(203), 1,
      sym_condition,
    ACTIONS(141), 2,
      sym_boolean,
      sym_number,
    STATE(52), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(185), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [799] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(143), 1,
      sym_value,
    ACTIONS(149), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [836] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(146), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(163), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [873] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(131), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(165), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [910] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(124), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(167), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [947] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(134), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(169), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [984] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(136), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(171), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1021] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(141), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(173), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1058] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(145), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(175), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1095] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(123), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(177), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1132] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(135), 1,
      anon_sym_BANG,
    ACTIONS(137), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(139), 1,
      aux_sym_version_condition_token1,
    ACTIONS(143), 1,
      aux_sym__condition_word_token1,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    STATE(183), 1,
      sym_condition,
    ACTIONS(141), 2,
      sym_boolean,
      sym_number,
    STATE(52), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(185), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1171] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(130), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(179), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1208] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_text,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(147), 1,
      sym_value,
    ACTIONS(151), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(181), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(28), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1245] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(123), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1281] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(157), 1,
      sym_function_name,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(199), 1,
      sym_text,
    ACTIONS(195), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(197), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1315] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      sym_text,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(212), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(201), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(203), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1349] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(143), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1385] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(141), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1421] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(223), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(221), 9,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1443] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(167), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(124), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1479] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(165), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(131), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1515] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(169), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(134), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1551] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(171), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(136), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1587] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(175), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(145), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1623] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(181), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(147), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1659] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(179), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(130), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1695] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 1,
      sym__newline,
    ACTIONS(185), 1,
      sym_text,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(146), 1,
      sym_value,
    ACTIONS(183), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(41), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1731] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(187), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(189), 1,
      sym_function_name,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(195), 1,
      sym__newline,
    ACTIONS(227), 1,
      sym_text,
    ACTIONS(225), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1764] = 10,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(233), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(235), 1,
      anon_sym_RPAREN,
    ACTIONS(237), 1,
      aux_sym_default_value_token1,
    ACTIONS(239), 1,
      sym_function_name,
    ACTIONS(241), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(243), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(216), 1,
      sym_default_value,
    ACTIONS(231), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1799] = 10,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(233), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      aux_sym_default_value_token1,
    ACTIONS(239), 1,
      sym_function_name,
    ACTIONS(241), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(243), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(245), 1,
      anon_sym_RPAREN,
    STATE(179), 1,
      sym_default_value,
    ACTIONS(231), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1834] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(201), 1,
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
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1867] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(137), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(139), 1,
      aux_sym_version_condition_token1,
    ACTIONS(143), 1,
      aux_sym__condition_word_token1,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(265), 2,
      sym_boolean,
      sym_number,
    STATE(52), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(188), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1900] = 10,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(233), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      aux_sym_default_value_token1,
    ACTIONS(239), 1,
      sym_function_name,
    ACTIONS(241), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(243), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(267), 1,
      anon_sym_RPAREN,
    STATE(206), 1,
      sym_default_value,
    ACTIONS(231), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1935] = 10,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(233), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(237), 1,
      aux_sym_default_value_token1,
    ACTIONS(239), 1,
      sym_function_name,
    ACTIONS(241), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(243), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(269), 1,
      anon_sym_RPAREN,
    STATE(222), 1,
      sym_default_value,
    ACTIONS(231), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1970] = 9,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(274), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(277), 1,
      anon_sym_RPAREN,
    ACTIONS(279), 1,
      aux_sym_default_value_token1,
    ACTIONS(282), 1,
      sym_function_name,
    ACTIONS(285), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(288), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(271), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(48), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2002] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(223), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(221), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2022] = 9,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(233), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(239), 1,
      sym_function_name,
    ACTIONS(241), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(243), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(293), 1,
      anon_sym_RPAREN,
    ACTIONS(295), 1,
      aux_sym_default_value_token1,
    ACTIONS(291), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(48), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2054] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(221), 6,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(223), 6,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
  [2074] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(299), 1,
      sym__newline,
    ACTIONS(297), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(58), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2099] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(304), 1,
      sym__newline,
    ACTIONS(306), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(309), 1,
      sym_function_name,
    ACTIONS(301), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2124] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(312), 1,
      sym__newline,
    ACTIONS(297), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(58), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2149] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(314), 1,
      sym__newline,
    ACTIONS(297), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(58), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2174] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(316), 1,
      sym__newline,
    ACTIONS(297), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(58), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2199] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(143), 1,
      aux_sym__condition_word_token1,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(318), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(322), 1,
      sym__newline,
    STATE(177), 1,
      sym_condition_expression,
    ACTIONS(320), 2,
      sym_boolean,
      sym_number,
    STATE(52), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [2230] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(145), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(147), 1,
      sym_function_name,
    ACTIONS(326), 1,
      sym__newline,
    ACTIONS(324), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(53), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2255] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(330), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(328), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2272] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(332), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2289] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(336), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2306] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(342), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(340), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2323] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(344), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2340] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2357] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(354), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(352), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2374] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(358), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2391] = 3,
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
  [2408] = 3,
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
  [2425] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(332), 1,
      aux_sym_default_value_token1,
    ACTIONS(334), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2441] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(356), 1,
      aux_sym_default_value_token1,
    ACTIONS(358), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2457] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2473] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(330), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(328), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2489] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(336), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2505] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(332), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2521] = 3,
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
  [2537] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(348), 1,
      aux_sym_default_value_token1,
    ACTIONS(350), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2553] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(342), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(340), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2569] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(344), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2585] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(328), 1,
      aux_sym_default_value_token1,
    ACTIONS(330), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2601] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      aux_sym_default_value_token1,
    ACTIONS(338), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2617] = 3,
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
  [2633] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(352), 1,
      aux_sym_default_value_token1,
    ACTIONS(354), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2649] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(358), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2665] = 3,
    ACTIONS(229), 1,
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
  [2681] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2697] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(344), 1,
      aux_sym_default_value_token1,
    ACTIONS(346), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2713] = 3,
    ACTIONS(229), 1,
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
  [2729] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(354), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(352), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2745] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(370), 1,
      sym_comment,
    ACTIONS(372), 1,
      sym_heredoc_end,
    STATE(97), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(204), 1,
      sym_heredoc_body,
    ACTIONS(368), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2766] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(370), 1,
      sym_comment,
    ACTIONS(374), 1,
      sym_heredoc_end,
    STATE(97), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(221), 1,
      sym_heredoc_body,
    ACTIONS(368), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2787] = 3,
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
  [2801] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(356), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(358), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2815] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(376), 1,
      anon_sym_COLON,
    ACTIONS(378), 1,
      aux_sym_include_token1,
    ACTIONS(380), 1,
      aux_sym_include_token2,
    ACTIONS(384), 1,
      sym_operator,
    ACTIONS(382), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [2835] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      anon_sym_DOT,
    ACTIONS(390), 1,
      sym_ignored_text,
    ACTIONS(386), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [2851] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      anon_sym_DOT,
    ACTIONS(394), 1,
      sym_ignored_text,
    ACTIONS(392), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [2867] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(360), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(362), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2881] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      sym_comment,
    ACTIONS(400), 1,
      sym_heredoc_end,
    STATE(102), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(396), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2899] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(402), 1,
      aux_sym_if_block_token2,
    ACTIONS(404), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(406), 1,
      aux_sym_else_clause_token1,
    STATE(110), 1,
      aux_sym_if_block_repeat1,
    STATE(119), 1,
      sym_elif_clause,
    STATE(189), 1,
      sym_else_clause,
  [2921] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(384), 1,
      sym_operator,
    ACTIONS(408), 1,
      anon_sym_COLON,
    ACTIONS(410), 1,
      aux_sym_include_token1,
    ACTIONS(412), 1,
      aux_sym_include_token2,
    ACTIONS(414), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [2941] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(340), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(342), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2955] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(344), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(346), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2969] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(419), 1,
      sym_comment,
    ACTIONS(422), 1,
      sym_heredoc_end,
    STATE(102), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(416), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2987] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(406), 1,
      aux_sym_else_clause_token1,
    ACTIONS(424), 1,
      aux_sym_if_block_token2,
    STATE(110), 1,
      aux_sym_if_block_repeat1,
    STATE(119), 1,
      sym_elif_clause,
    STATE(190), 1,
      sym_else_clause,
  [3009] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(428), 1,
      sym_operator,
    ACTIONS(430), 1,
      sym_ignored_text,
    ACTIONS(432), 1,
      anon_sym_AT_EQ,
    ACTIONS(426), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3026] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      sym_identifier,
    STATE(107), 1,
      aux_sym_use_repeat1,
    STATE(113), 1,
      sym_template,
    ACTIONS(434), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3043] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      anon_sym_DOT,
    ACTIONS(394), 1,
      sym_ignored_text,
    ACTIONS(392), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3058] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 1,
      sym_identifier,
    STATE(108), 1,
      aux_sym_use_repeat1,
    STATE(113), 1,
      sym_template,
    ACTIONS(438), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3075] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 1,
      sym_identifier,
    STATE(108), 1,
      aux_sym_use_repeat1,
    STATE(113), 1,
      sym_template,
    ACTIONS(440), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3092] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      anon_sym_DOT,
    ACTIONS(390), 1,
      sym_ignored_text,
    ACTIONS(386), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3107] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(447), 1,
      aux_sym_elif_clause_token1,
    STATE(110), 1,
      aux_sym_if_block_repeat1,
    STATE(119), 1,
      sym_elif_clause,
    ACTIONS(445), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [3124] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 1,
      aux_sym_template_token1,
    ACTIONS(450), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3137] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(456), 1,
      sym_operator,
    ACTIONS(458), 1,
      anon_sym_AT_EQ,
    ACTIONS(454), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3151] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 1,
      anon_sym_COMMA,
    ACTIONS(460), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3173] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(426), 1,
      sym__newline,
    ACTIONS(432), 1,
      anon_sym_AT_EQ,
    ACTIONS(466), 1,
      sym_operator,
    ACTIONS(468), 1,
      sym_ignored_text,
  [3189] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3198] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 1,
      anon_sym_COLON,
    ACTIONS(474), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3209] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 1,
      sym__newline,
    ACTIONS(458), 1,
      anon_sym_AT_EQ,
    ACTIONS(476), 1,
      sym_operator,
  [3222] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [3231] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(480), 1,
      anon_sym_COLON,
    ACTIONS(482), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3242] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(484), 1,
      anon_sym_RPAREN,
    ACTIONS(486), 1,
      aux_sym_macro_function_token1,
  [3252] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 1,
      anon_sym_COLON,
    ACTIONS(490), 1,
      anon_sym_RPAREN,
  [3262] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3270] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3278] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3286] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3294] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3302] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3310] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3318] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(506), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3326] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3334] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(510), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3342] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3350] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(514), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3358] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 1,
      anon_sym_COLON,
    ACTIONS(518), 1,
      aux_sym_include_token5,
  [3368] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(520), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3376] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      ts_builtin_sym_end,
    ACTIONS(524), 1,
      sym__newline,
  [3386] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(526), 1,
      anon_sym_RPAREN,
    ACTIONS(528), 1,
      aux_sym_macro_function_token1,
  [3396] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(532), 1,
      anon_sym_RBRACK_RPAREN,
  [3406] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 1,
      sym_identifier,
    STATE(140), 1,
      aux_sym_key_repeat1,
  [3416] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(537), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3424] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(539), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3432] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(541), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3440] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(543), 1,
      anon_sym_COLON,
    ACTIONS(545), 1,
      aux_sym_include_token5,
  [3450] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3458] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3466] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(551), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3474] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(553), 1,
      anon_sym_COLON,
    ACTIONS(555), 1,
      anon_sym_RPAREN,
  [3484] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym_identifier,
    STATE(140), 1,
      aux_sym_key_repeat1,
  [3494] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3502] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(102), 1,
      ts_builtin_sym_end,
    ACTIONS(524), 1,
      sym__newline,
  [3512] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3520] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3528] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(565), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3536] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      sym_identifier,
    STATE(140), 1,
      aux_sym_key_repeat1,
  [3546] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      anon_sym_COLON,
    ACTIONS(571), 1,
      aux_sym_include_token5,
  [3556] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      anon_sym_RPAREN,
    ACTIONS(575), 1,
      aux_sym_macro_function_token1,
  [3566] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(579), 1,
      anon_sym_RBRACK_RPAREN,
  [3576] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      anon_sym_COLON,
    ACTIONS(583), 1,
      aux_sym_include_token5,
  [3586] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(585), 1,
      anon_sym_COLON,
    ACTIONS(587), 1,
      anon_sym_RPAREN,
  [3596] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(589), 1,
      anon_sym_COLON,
    ACTIONS(591), 1,
      anon_sym_RPAREN,
  [3606] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(593), 1,
      anon_sym_RPAREN,
    ACTIONS(595), 1,
      aux_sym_macro_function_token1,
  [3616] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(597), 1,
      anon_sym_RPAREN,
    ACTIONS(599), 1,
      aux_sym_macro_function_token1,
  [3626] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(603), 1,
      anon_sym_RBRACK_RPAREN,
  [3636] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(605), 1,
      anon_sym_COLON,
    ACTIONS(607), 1,
      anon_sym_RPAREN,
  [3646] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      anon_sym_COLON,
    ACTIONS(611), 1,
      anon_sym_RPAREN,
  [3656] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3664] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(615), 1,
      anon_sym_RPAREN,
    ACTIONS(617), 1,
      aux_sym_macro_function_token1,
  [3674] = 3,
    ACTIONS(229), 1,
      sym__line_continuation,
    ACTIONS(619), 1,
      anon_sym_RPAREN,
    ACTIONS(621), 1,
      aux_sym_macro_function_token1,
  [3684] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      anon_sym_COLON,
    ACTIONS(625), 1,
      anon_sym_RPAREN,
  [3694] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 1,
      sym__newline,
  [3701] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      anon_sym_COLON,
  [3708] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 1,
      anon_sym_COLON,
  [3715] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      aux_sym_macro_reference_token1,
  [3722] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      sym__newline,
  [3729] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      anon_sym_RPAREN,
  [3736] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(314), 1,
      sym__newline,
  [3743] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_RBRACK_RPAREN,
  [3750] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      anon_sym_RPAREN,
  [3757] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      sym_heredoc_tag,
  [3764] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      aux_sym_version_condition_token2,
  [3771] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 1,
      anon_sym_RPAREN,
  [3778] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      sym__newline,
  [3785] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym_operator,
  [3792] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(316), 1,
      sym__newline,
  [3799] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      aux_sym_macro_reference_token1,
  [3806] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(653), 1,
      aux_sym_if_block_token2,
  [3813] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(312), 1,
      sym__newline,
  [3820] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      aux_sym_if_block_token2,
  [3827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      aux_sym_if_block_token2,
  [3834] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      sym_operator,
  [3841] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      sym_identifier,
  [3848] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 1,
      aux_sym_defined_condition_token3,
  [3855] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      sym_heredoc_tag,
  [3862] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym__newline,
  [3869] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      sym__newline,
  [3876] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 1,
      sym__newline,
  [3883] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      aux_sym_version_condition_token3,
  [3890] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      anon_sym_COLON,
  [3897] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(388), 1,
      anon_sym_DOT,
  [3904] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 1,
      anon_sym_RBRACK_RPAREN,
  [3911] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      anon_sym_COLON,
  [3918] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      sym__newline,
  [3925] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 1,
      sym_heredoc_end,
  [3932] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      anon_sym_COLON,
  [3939] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      anon_sym_RPAREN,
  [3946] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 1,
      anon_sym_RPAREN,
  [3953] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 1,
      sym__newline,
  [3960] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      sym_identifier,
  [3967] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 1,
      aux_sym_if_block_token2,
  [3974] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 1,
      anon_sym_RPAREN,
  [3981] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      ts_builtin_sym_end,
  [3988] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      anon_sym_RBRACK_RPAREN,
  [3995] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      aux_sym_include_token6,
  [4002] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      aux_sym_include_token6,
  [4009] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      anon_sym_RPAREN,
  [4016] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      anon_sym_RPAREN,
  [4023] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      sym__newline,
  [4030] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      sym__newline,
  [4037] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 1,
      anon_sym_RPAREN,
  [4044] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 1,
      sym_heredoc_end,
  [4051] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      anon_sym_RPAREN,
  [4058] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 1,
      aux_sym_macro_reference_token1,
  [4065] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      aux_sym_macro_reference_token1,
  [4072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      aux_sym_include_token6,
  [4079] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      aux_sym_include_token6,
  [4086] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(729), 1,
      aux_sym_macro_reference_token1,
  [4093] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 1,
      aux_sym_macro_reference_token1,
  [4100] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      aux_sym_macro_reference_token1,
  [4107] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 1,
      anon_sym_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 77,
  [SMALL_STATE(4)] = 154,
  [SMALL_STATE(5)] = 218,
  [SMALL_STATE(6)] = 282,
  [SMALL_STATE(7)] = 346,
  [SMALL_STATE(8)] = 408,
  [SMALL_STATE(9)] = 470,
  [SMALL_STATE(10)] = 532,
  [SMALL_STATE(11)] = 594,
  [SMALL_STATE(12)] = 656,
  [SMALL_STATE(13)] = 708,
  [SMALL_STATE(14)] = 760,
  [SMALL_STATE(15)] = 799,
  [SMALL_STATE(16)] = 836,
  [SMALL_STATE(17)] = 873,
  [SMALL_STATE(18)] = 910,
  [SMALL_STATE(19)] = 947,
  [SMALL_STATE(20)] = 984,
  [SMALL_STATE(21)] = 1021,
  [SMALL_STATE(22)] = 1058,
  [SMALL_STATE(23)] = 1095,
  [SMALL_STATE(24)] = 1132,
  [SMALL_STATE(25)] = 1171,
  [SMALL_STATE(26)] = 1208,
  [SMALL_STATE(27)] = 1245,
  [SMALL_STATE(28)] = 1281,
  [SMALL_STATE(29)] = 1315,
  [SMALL_STATE(30)] = 1349,
  [SMALL_STATE(31)] = 1385,
  [SMALL_STATE(32)] = 1421,
  [SMALL_STATE(33)] = 1443,
  [SMALL_STATE(34)] = 1479,
  [SMALL_STATE(35)] = 1515,
  [SMALL_STATE(36)] = 1551,
  [SMALL_STATE(37)] = 1587,
  [SMALL_STATE(38)] = 1623,
  [SMALL_STATE(39)] = 1659,
  [SMALL_STATE(40)] = 1695,
  [SMALL_STATE(41)] = 1731,
  [SMALL_STATE(42)] = 1764,
  [SMALL_STATE(43)] = 1799,
  [SMALL_STATE(44)] = 1834,
  [SMALL_STATE(45)] = 1867,
  [SMALL_STATE(46)] = 1900,
  [SMALL_STATE(47)] = 1935,
  [SMALL_STATE(48)] = 1970,
  [SMALL_STATE(49)] = 2002,
  [SMALL_STATE(50)] = 2022,
  [SMALL_STATE(51)] = 2054,
  [SMALL_STATE(52)] = 2074,
  [SMALL_STATE(53)] = 2099,
  [SMALL_STATE(54)] = 2124,
  [SMALL_STATE(55)] = 2149,
  [SMALL_STATE(56)] = 2174,
  [SMALL_STATE(57)] = 2199,
  [SMALL_STATE(58)] = 2230,
  [SMALL_STATE(59)] = 2255,
  [SMALL_STATE(60)] = 2272,
  [SMALL_STATE(61)] = 2289,
  [SMALL_STATE(62)] = 2306,
  [SMALL_STATE(63)] = 2323,
  [SMALL_STATE(64)] = 2340,
  [SMALL_STATE(65)] = 2357,
  [SMALL_STATE(66)] = 2374,
  [SMALL_STATE(67)] = 2391,
  [SMALL_STATE(68)] = 2408,
  [SMALL_STATE(69)] = 2425,
  [SMALL_STATE(70)] = 2441,
  [SMALL_STATE(71)] = 2457,
  [SMALL_STATE(72)] = 2473,
  [SMALL_STATE(73)] = 2489,
  [SMALL_STATE(74)] = 2505,
  [SMALL_STATE(75)] = 2521,
  [SMALL_STATE(76)] = 2537,
  [SMALL_STATE(77)] = 2553,
  [SMALL_STATE(78)] = 2569,
  [SMALL_STATE(79)] = 2585,
  [SMALL_STATE(80)] = 2601,
  [SMALL_STATE(81)] = 2617,
  [SMALL_STATE(82)] = 2633,
  [SMALL_STATE(83)] = 2649,
  [SMALL_STATE(84)] = 2665,
  [SMALL_STATE(85)] = 2681,
  [SMALL_STATE(86)] = 2697,
  [SMALL_STATE(87)] = 2713,
  [SMALL_STATE(88)] = 2729,
  [SMALL_STATE(89)] = 2745,
  [SMALL_STATE(90)] = 2766,
  [SMALL_STATE(91)] = 2787,
  [SMALL_STATE(92)] = 2801,
  [SMALL_STATE(93)] = 2815,
  [SMALL_STATE(94)] = 2835,
  [SMALL_STATE(95)] = 2851,
  [SMALL_STATE(96)] = 2867,
  [SMALL_STATE(97)] = 2881,
  [SMALL_STATE(98)] = 2899,
  [SMALL_STATE(99)] = 2921,
  [SMALL_STATE(100)] = 2941,
  [SMALL_STATE(101)] = 2955,
  [SMALL_STATE(102)] = 2969,
  [SMALL_STATE(103)] = 2987,
  [SMALL_STATE(104)] = 3009,
  [SMALL_STATE(105)] = 3026,
  [SMALL_STATE(106)] = 3043,
  [SMALL_STATE(107)] = 3058,
  [SMALL_STATE(108)] = 3075,
  [SMALL_STATE(109)] = 3092,
  [SMALL_STATE(110)] = 3107,
  [SMALL_STATE(111)] = 3124,
  [SMALL_STATE(112)] = 3137,
  [SMALL_STATE(113)] = 3151,
  [SMALL_STATE(114)] = 3163,
  [SMALL_STATE(115)] = 3173,
  [SMALL_STATE(116)] = 3189,
  [SMALL_STATE(117)] = 3198,
  [SMALL_STATE(118)] = 3209,
  [SMALL_STATE(119)] = 3222,
  [SMALL_STATE(120)] = 3231,
  [SMALL_STATE(121)] = 3242,
  [SMALL_STATE(122)] = 3252,
  [SMALL_STATE(123)] = 3262,
  [SMALL_STATE(124)] = 3270,
  [SMALL_STATE(125)] = 3278,
  [SMALL_STATE(126)] = 3286,
  [SMALL_STATE(127)] = 3294,
  [SMALL_STATE(128)] = 3302,
  [SMALL_STATE(129)] = 3310,
  [SMALL_STATE(130)] = 3318,
  [SMALL_STATE(131)] = 3326,
  [SMALL_STATE(132)] = 3334,
  [SMALL_STATE(133)] = 3342,
  [SMALL_STATE(134)] = 3350,
  [SMALL_STATE(135)] = 3358,
  [SMALL_STATE(136)] = 3368,
  [SMALL_STATE(137)] = 3376,
  [SMALL_STATE(138)] = 3386,
  [SMALL_STATE(139)] = 3396,
  [SMALL_STATE(140)] = 3406,
  [SMALL_STATE(141)] = 3416,
  [SMALL_STATE(142)] = 3424,
  [SMALL_STATE(143)] = 3432,
  [SMALL_STATE(144)] = 3440,
  [SMALL_STATE(145)] = 3450,
  [SMALL_STATE(146)] = 3458,
  [SMALL_STATE(147)] = 3466,
  [SMALL_STATE(148)] = 3474,
  [SMALL_STATE(149)] = 3484,
  [SMALL_STATE(150)] = 3494,
  [SMALL_STATE(151)] = 3502,
  [SMALL_STATE(152)] = 3512,
  [SMALL_STATE(153)] = 3520,
  [SMALL_STATE(154)] = 3528,
  [SMALL_STATE(155)] = 3536,
  [SMALL_STATE(156)] = 3546,
  [SMALL_STATE(157)] = 3556,
  [SMALL_STATE(158)] = 3566,
  [SMALL_STATE(159)] = 3576,
  [SMALL_STATE(160)] = 3586,
  [SMALL_STATE(161)] = 3596,
  [SMALL_STATE(162)] = 3606,
  [SMALL_STATE(163)] = 3616,
  [SMALL_STATE(164)] = 3626,
  [SMALL_STATE(165)] = 3636,
  [SMALL_STATE(166)] = 3646,
  [SMALL_STATE(167)] = 3656,
  [SMALL_STATE(168)] = 3664,
  [SMALL_STATE(169)] = 3674,
  [SMALL_STATE(170)] = 3684,
  [SMALL_STATE(171)] = 3694,
  [SMALL_STATE(172)] = 3701,
  [SMALL_STATE(173)] = 3708,
  [SMALL_STATE(174)] = 3715,
  [SMALL_STATE(175)] = 3722,
  [SMALL_STATE(176)] = 3729,
  [SMALL_STATE(177)] = 3736,
  [SMALL_STATE(178)] = 3743,
  [SMALL_STATE(179)] = 3750,
  [SMALL_STATE(180)] = 3757,
  [SMALL_STATE(181)] = 3764,
  [SMALL_STATE(182)] = 3771,
  [SMALL_STATE(183)] = 3778,
  [SMALL_STATE(184)] = 3785,
  [SMALL_STATE(185)] = 3792,
  [SMALL_STATE(186)] = 3799,
  [SMALL_STATE(187)] = 3806,
  [SMALL_STATE(188)] = 3813,
  [SMALL_STATE(189)] = 3820,
  [SMALL_STATE(190)] = 3827,
  [SMALL_STATE(191)] = 3834,
  [SMALL_STATE(192)] = 3841,
  [SMALL_STATE(193)] = 3848,
  [SMALL_STATE(194)] = 3855,
  [SMALL_STATE(195)] = 3862,
  [SMALL_STATE(196)] = 3869,
  [SMALL_STATE(197)] = 3876,
  [SMALL_STATE(198)] = 3883,
  [SMALL_STATE(199)] = 3890,
  [SMALL_STATE(200)] = 3897,
  [SMALL_STATE(201)] = 3904,
  [SMALL_STATE(202)] = 3911,
  [SMALL_STATE(203)] = 3918,
  [SMALL_STATE(204)] = 3925,
  [SMALL_STATE(205)] = 3932,
  [SMALL_STATE(206)] = 3939,
  [SMALL_STATE(207)] = 3946,
  [SMALL_STATE(208)] = 3953,
  [SMALL_STATE(209)] = 3960,
  [SMALL_STATE(210)] = 3967,
  [SMALL_STATE(211)] = 3974,
  [SMALL_STATE(212)] = 3981,
  [SMALL_STATE(213)] = 3988,
  [SMALL_STATE(214)] = 3995,
  [SMALL_STATE(215)] = 4002,
  [SMALL_STATE(216)] = 4009,
  [SMALL_STATE(217)] = 4016,
  [SMALL_STATE(218)] = 4023,
  [SMALL_STATE(219)] = 4030,
  [SMALL_STATE(220)] = 4037,
  [SMALL_STATE(221)] = 4044,
  [SMALL_STATE(222)] = 4051,
  [SMALL_STATE(223)] = 4058,
  [SMALL_STATE(224)] = 4065,
  [SMALL_STATE(225)] = 4072,
  [SMALL_STATE(226)] = 4079,
  [SMALL_STATE(227)] = 4086,
  [SMALL_STATE(228)] = 4093,
  [SMALL_STATE(229)] = 4100,
  [SMALL_STATE(230)] = 4107,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(95),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(99),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [53] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 31),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [57] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 31),
  [59] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [62] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(99),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(209),
  [68] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [71] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(40),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [77] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [79] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [82] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(197),
  [85] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(197),
  [88] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(106),
  [91] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [93] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [96] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(171),
  [99] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(171),
  [102] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [104] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [106] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [110] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [113] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(175),
  [116] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(175),
  [119] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [123] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [125] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [127] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [131] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [135] = {.entry = {.count = 1, .reusable = false}}, SHIFT(45),
  [137] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [139] = {.entry = {.count = 1, .reusable = false}}, SHIFT(181),
  [141] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [143] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [145] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [151] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [157] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [159] = {.entry = {.count = 1, .reusable = false}}, SHIFT(186),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [163] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [165] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 9),
  [167] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 7),
  [169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 13),
  [171] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 14),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [175] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 20),
  [177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 35),
  [179] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 42),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 23),
  [183] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [191] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [197] = {.entry = {.count = 1, .reusable = false}}, SHIFT(29),
  [199] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [201] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [203] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [206] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [209] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(174),
  [212] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(121),
  [215] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(186),
  [218] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(139),
  [221] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [223] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [225] = {.entry = {.count = 1, .reusable = false}}, SHIFT(44),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [229] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [231] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [233] = {.entry = {.count = 1, .reusable = false}}, SHIFT(229),
  [235] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [239] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [241] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [243] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [245] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [247] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(44),
  [250] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(44),
  [253] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(227),
  [256] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(163),
  [259] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(224),
  [262] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(158),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [267] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [269] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [271] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(48),
  [274] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(229),
  [277] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [279] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(48),
  [282] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [285] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(228),
  [288] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(164),
  [291] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [293] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [295] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [297] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [301] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(53),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [306] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [309] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 17),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 18),
  [316] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [318] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [320] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [322] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [324] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [326] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [328] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 18),
  [330] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 18),
  [332] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 45),
  [334] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 45),
  [336] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 28),
  [338] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 28),
  [340] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 18),
  [342] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 18),
  [344] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 27),
  [346] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 27),
  [348] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [350] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [352] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 18),
  [354] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 18),
  [356] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 44),
  [358] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 44),
  [360] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 16),
  [362] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 16),
  [364] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 18),
  [366] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 18),
  [368] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [370] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [372] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [374] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [376] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [378] = {.entry = {.count = 1, .reusable = false}}, SHIFT(117),
  [380] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [382] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [384] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 10),
  [388] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [390] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 10),
  [392] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [394] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [396] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [398] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [400] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [402] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [404] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [406] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [408] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [410] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [412] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [414] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [416] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [419] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(102),
  [422] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [424] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [426] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [428] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [430] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [432] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [434] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 15),
  [436] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [438] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 26),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 37),
  [442] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 37), SHIFT_REPEAT(111),
  [445] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 40),
  [447] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 40), SHIFT_REPEAT(24),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [452] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [454] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 8),
  [456] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [458] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [460] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 25),
  [462] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [464] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 36),
  [466] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [468] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 25),
  [472] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [478] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 32),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [484] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [486] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [492] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 43),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 19),
  [496] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 46),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 47),
  [500] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 48),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 49),
  [504] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 50),
  [506] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 51),
  [508] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 21),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 52),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 53),
  [514] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 22),
  [516] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [520] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 24),
  [522] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [524] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [526] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [528] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [530] = {.entry = {.count = 1, .reusable = false}}, SHIFT(178),
  [532] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [534] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 11), SHIFT_REPEAT(200),
  [537] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 12),
  [539] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 31),
  [541] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [543] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [545] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [547] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 33),
  [549] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [551] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 34),
  [553] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [555] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [557] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 38),
  [563] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 31),
  [565] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 39),
  [567] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [569] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [571] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [573] = {.entry = {.count = 1, .reusable = false}}, SHIFT(96),
  [575] = {.entry = {.count = 1, .reusable = false}}, SHIFT(230),
  [577] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [579] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [581] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [583] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [585] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [587] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [589] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [593] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [595] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [597] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [599] = {.entry = {.count = 1, .reusable = false}}, SHIFT(211),
  [601] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [603] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [605] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [607] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [613] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 41),
  [615] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [617] = {.entry = {.count = 1, .reusable = false}}, SHIFT(217),
  [619] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [621] = {.entry = {.count = 1, .reusable = false}}, SHIFT(220),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [627] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [637] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [639] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [645] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [647] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [651] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 6),
  [663] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [667] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 29),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 30),
  [671] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [699] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [703] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [705] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [715] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [719] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [725] = {.entry = {.count = 1, .reusable = false}}, SHIFT(202),
  [727] = {.entry = {.count = 1, .reusable = false}}, SHIFT(205),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [735] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
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
    [ts_external_token_heredoc_tag] = true,
  },
  [4] = {
    [ts_external_token_heredoc_end] = true,
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
