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
#define STATE_COUNT 251
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 94
#define ALIAS_COUNT 1
#define TOKEN_COUNT 57
#define EXTERNAL_TOKEN_COUNT 5
#define FIELD_COUNT 25
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 55

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
  sym__garbage_line = 37,
  anon_sym_AT_EQ = 38,
  aux_sym__value_part_token1 = 39,
  aux_sym__value_part_token2 = 40,
  sym_text = 41,
  aux_sym_macro_reference_token1 = 42,
  anon_sym_RPAREN = 43,
  aux_sym_default_value_token1 = 44,
  aux_sym_default_value_token2 = 45,
  aux_sym_macro_function_token1 = 46,
  sym_function_name = 47,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 48,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 49,
  aux_sym_machine_reference_token1 = 50,
  anon_sym_RBRACK_RPAREN = 51,
  sym_heredoc_tag = 52,
  sym_heredoc_line = 53,
  sym_heredoc_end = 54,
  sym__macro_open = 55,
  sym__error_sentinel = 56,
  sym_source_file = 57,
  sym__line = 58,
  sym__statement = 59,
  sym_include = 60,
  sym_use = 61,
  sym_template = 62,
  sym_error_directive = 63,
  sym_warning_directive = 64,
  sym_if_block = 65,
  sym_elif_clause = 66,
  sym_else_clause = 67,
  sym_condition = 68,
  sym_defined_condition = 69,
  sym_version_condition = 70,
  sym_condition_expression = 71,
  sym__condition_part = 72,
  sym__condition_word = 73,
  sym_key = 74,
  sym__include_as_key = 75,
  sym_assignment = 76,
  sym_invalid_line = 77,
  sym_heredoc_assignment = 78,
  sym_heredoc_body = 79,
  sym_value = 80,
  sym__value_part = 81,
  sym_macro_reference = 82,
  sym_default_value = 83,
  sym_macro_function = 84,
  sym_machine_reference = 85,
  aux_sym_source_file_repeat1 = 86,
  aux_sym_use_repeat1 = 87,
  aux_sym_if_block_repeat1 = 88,
  aux_sym_condition_expression_repeat1 = 89,
  aux_sym_key_repeat1 = 90,
  aux_sym_heredoc_body_repeat1 = 91,
  aux_sym_value_repeat1 = 92,
  aux_sym_default_value_repeat1 = 93,
  alias_sym_key_prefix = 94,
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
  [sym__garbage_line] = "invalid_line",
  [anon_sym_AT_EQ] = "@=",
  [aux_sym__value_part_token1] = "text",
  [aux_sym__value_part_token2] = "text",
  [sym_text] = "text",
  [aux_sym_macro_reference_token1] = "macro_name",
  [anon_sym_RPAREN] = ")",
  [aux_sym_default_value_token1] = "text",
  [aux_sym_default_value_token2] = "text",
  [aux_sym_macro_function_token1] = "arguments",
  [sym_function_name] = "function_name",
  [anon_sym_DOLLAR_DOLLAR_LPAREN] = "$$(",
  [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = "$$([",
  [aux_sym_machine_reference_token1] = "expression",
  [anon_sym_RBRACK_RPAREN] = "])",
  [sym_heredoc_tag] = "heredoc_tag",
  [sym_heredoc_line] = "raw_line",
  [sym_heredoc_end] = "heredoc_end",
  [sym__macro_open] = "$(",
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
  [sym__garbage_line] = sym_invalid_line,
  [anon_sym_AT_EQ] = anon_sym_AT_EQ,
  [aux_sym__value_part_token1] = sym_text,
  [aux_sym__value_part_token2] = sym_text,
  [sym_text] = sym_text,
  [aux_sym_macro_reference_token1] = aux_sym_macro_reference_token1,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [aux_sym_default_value_token1] = sym_text,
  [aux_sym_default_value_token2] = sym_text,
  [aux_sym_macro_function_token1] = aux_sym_macro_function_token1,
  [sym_function_name] = sym_function_name,
  [anon_sym_DOLLAR_DOLLAR_LPAREN] = anon_sym_DOLLAR_DOLLAR_LPAREN,
  [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [aux_sym_machine_reference_token1] = aux_sym_machine_reference_token1,
  [anon_sym_RBRACK_RPAREN] = anon_sym_RBRACK_RPAREN,
  [sym_heredoc_tag] = sym_heredoc_tag,
  [sym_heredoc_line] = sym_heredoc_line,
  [sym_heredoc_end] = sym_heredoc_end,
  [sym__macro_open] = sym__macro_open,
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
  [sym__garbage_line] = {
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
  [aux_sym_default_value_token2] = {
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
  [sym__macro_open] = {
    .visible = true,
    .named = false,
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
  [10] = {.index = 5, .length = 1},
  [11] = {.index = 13, .length = 2},
  [12] = {.index = 15, .length = 2},
  [13] = {.index = 17, .length = 1},
  [14] = {.index = 18, .length = 1},
  [15] = {.index = 19, .length = 1},
  [16] = {.index = 20, .length = 1},
  [17] = {.index = 21, .length = 1},
  [18] = {.index = 22, .length = 1},
  [19] = {.index = 23, .length = 1},
  [20] = {.index = 24, .length = 3},
  [21] = {.index = 27, .length = 3},
  [22] = {.index = 30, .length = 4},
  [23] = {.index = 34, .length = 2},
  [24] = {.index = 36, .length = 2},
  [25] = {.index = 38, .length = 2},
  [26] = {.index = 40, .length = 1},
  [27] = {.index = 41, .length = 2},
  [28] = {.index = 43, .length = 2},
  [29] = {.index = 45, .length = 1},
  [30] = {.index = 46, .length = 1},
  [31] = {.index = 47, .length = 2},
  [32] = {.index = 49, .length = 1},
  [33] = {.index = 50, .length = 1},
  [34] = {.index = 51, .length = 4},
  [35] = {.index = 55, .length = 2},
  [36] = {.index = 57, .length = 3},
  [37] = {.index = 60, .length = 2},
  [38] = {.index = 62, .length = 2},
  [39] = {.index = 64, .length = 2},
  [40] = {.index = 66, .length = 2},
  [41] = {.index = 68, .length = 2},
  [42] = {.index = 70, .length = 2},
  [43] = {.index = 72, .length = 4},
  [44] = {.index = 76, .length = 3},
  [45] = {.index = 79, .length = 3},
  [46] = {.index = 55, .length = 2},
  [47] = {.index = 82, .length = 2},
  [48] = {.index = 84, .length = 2},
  [49] = {.index = 86, .length = 3},
  [50] = {.index = 89, .length = 5},
  [51] = {.index = 94, .length = 5},
  [52] = {.index = 99, .length = 4},
  [53] = {.index = 103, .length = 3},
  [54] = {.index = 106, .length = 6},
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
    {field_name, 1},
  [18] =
    {field_target, 2},
  [19] =
    {field_ifexist, 1},
  [20] =
    {field_command, 1},
  [21] =
    {field_category, 1},
  [22] =
    {field_function, 0},
  [23] =
    {field_negated, 0},
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
    {field_default, 3},
    {field_name, 1},
  [57] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [60] =
    {field_command, 1},
    {field_into, 3},
  [62] =
    {field_arguments, 1},
    {field_name, 0},
  [64] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [66] =
    {field_alternative, 3},
    {field_condition, 1},
  [68] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [70] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [72] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [76] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [79] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
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
  [46] = {
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
  [7] = 4,
  [8] = 4,
  [9] = 9,
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
  [27] = 27,
  [28] = 28,
  [29] = 24,
  [30] = 22,
  [31] = 31,
  [32] = 27,
  [33] = 19,
  [34] = 14,
  [35] = 23,
  [36] = 25,
  [37] = 16,
  [38] = 17,
  [39] = 20,
  [40] = 21,
  [41] = 14,
  [42] = 42,
  [43] = 28,
  [44] = 15,
  [45] = 28,
  [46] = 28,
  [47] = 28,
  [48] = 28,
  [49] = 49,
  [50] = 31,
  [51] = 51,
  [52] = 42,
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
  [66] = 65,
  [67] = 62,
  [68] = 61,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 71,
  [73] = 73,
  [74] = 74,
  [75] = 73,
  [76] = 64,
  [77] = 63,
  [78] = 74,
  [79] = 69,
  [80] = 70,
  [81] = 65,
  [82] = 62,
  [83] = 73,
  [84] = 69,
  [85] = 71,
  [86] = 74,
  [87] = 70,
  [88] = 63,
  [89] = 61,
  [90] = 64,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 64,
  [96] = 74,
  [97] = 97,
  [98] = 63,
  [99] = 99,
  [100] = 100,
  [101] = 64,
  [102] = 73,
  [103] = 63,
  [104] = 104,
  [105] = 105,
  [106] = 93,
  [107] = 61,
  [108] = 108,
  [109] = 109,
  [110] = 61,
  [111] = 111,
  [112] = 112,
  [113] = 105,
  [114] = 114,
  [115] = 64,
  [116] = 63,
  [117] = 109,
  [118] = 61,
  [119] = 119,
  [120] = 120,
  [121] = 99,
  [122] = 108,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 125,
  [127] = 123,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 130,
  [132] = 132,
  [133] = 133,
  [134] = 132,
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
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 155,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 159,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 157,
  [168] = 168,
  [169] = 147,
  [170] = 148,
  [171] = 154,
  [172] = 159,
  [173] = 149,
  [174] = 157,
  [175] = 147,
  [176] = 148,
  [177] = 177,
  [178] = 159,
  [179] = 149,
  [180] = 157,
  [181] = 147,
  [182] = 182,
  [183] = 157,
  [184] = 184,
  [185] = 157,
  [186] = 168,
  [187] = 187,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 191,
  [192] = 192,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 201,
  [202] = 202,
  [203] = 203,
  [204] = 204,
  [205] = 205,
  [206] = 206,
  [207] = 207,
  [208] = 208,
  [209] = 209,
  [210] = 203,
  [211] = 211,
  [212] = 212,
  [213] = 213,
  [214] = 214,
  [215] = 215,
  [216] = 216,
  [217] = 217,
  [218] = 218,
  [219] = 188,
  [220] = 220,
  [221] = 216,
  [222] = 222,
  [223] = 223,
  [224] = 212,
  [225] = 225,
  [226] = 214,
  [227] = 192,
  [228] = 204,
  [229] = 188,
  [230] = 230,
  [231] = 218,
  [232] = 204,
  [233] = 212,
  [234] = 192,
  [235] = 212,
  [236] = 236,
  [237] = 192,
  [238] = 214,
  [239] = 239,
  [240] = 192,
  [241] = 206,
  [242] = 236,
  [243] = 223,
  [244] = 217,
  [245] = 206,
  [246] = 236,
  [247] = 206,
  [248] = 206,
  [249] = 206,
  [250] = 192,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(165);
      ADVANCE_MAP(
        '\n', 249,
        '!', 197,
        '#', 252,
        '$', 294,
        '(', 183,
        ')', 299,
        '+', 12,
        ',', 181,
        '-', 152,
        '.', 258,
        ':', 166,
        '=', 288,
        '@', 32,
        '[', 257,
        '\\', 296,
        ']', 18,
        'C', 126,
        'c', 126,
        'D', 92,
        'd', 92,
        'E', 133,
        'e', 133,
        'F', 212,
        'f', 212,
        'I', 106,
        'i', 106,
        'N', 127,
        'n', 127,
        'O', 145,
        'o', 145,
        'T', 215,
        't', 215,
        'U', 140,
        'u', 140,
        'V', 100,
        'v', 100,
        'W', 83,
        'w', 83,
        'Y', 99,
        'y', 99,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(158);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 249,
        '!', 33,
        '$', 38,
        '-', 246,
        '\\', 7,
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
        '!', 33,
        '$', 38,
        '-', 246,
        '\\', 7,
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
        ':', 167,
        '@', 91,
        '[', 257,
        '\\', 291,
        '+', 156,
        '-', 156,
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
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 249,
        '#', 252,
        ':', 168,
        '@', 91,
        '[', 257,
        '\\', 291,
        '+', 156,
        '-', 156,
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
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(5);
      if (lookahead != 0) ADVANCE(75);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(151);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(290);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '!', 198,
        '$', 38,
        '-', 246,
        '\\', 7,
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
          lookahead == ' ') SKIP(8);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(217);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(248);
      END_STATE();
    case 9:
      if (lookahead == '!') ADVANCE(150);
      if (lookahead == ':') ADVANCE(97);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(114);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(153);
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(207);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(9);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 10:
      if (lookahead == '#') ADVANCE(75);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '$') ADVANCE(294);
      if (lookahead == '(') ADVANCE(304);
      if (lookahead == ')') ADVANCE(299);
      if (lookahead == '\\') ADVANCE(296);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(301);
      END_STATE();
    case 12:
      if (lookahead == '&') ADVANCE(13);
      if (lookahead == '*') ADVANCE(21);
      if (lookahead == ',') ADVANCE(22);
      if (lookahead == ';') ADVANCE(28);
      if (lookahead == '=') ADVANCE(288);
      if (lookahead == '|') ADVANCE(30);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(29);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(309);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(308);
      END_STATE();
    case 16:
      ADVANCE_MAP(
        '(', 308,
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
      if (lookahead == ')') ADVANCE(299);
      if (lookahead == '\\') ADVANCE(305);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(306);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(307);
      END_STATE();
    case 18:
      if (lookahead == ')') ADVANCE(314);
      END_STATE();
    case 19:
      if (lookahead == ')') ADVANCE(314);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(184);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '*') ADVANCE(29);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 22:
      if (lookahead == ',') ADVANCE(29);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 23:
      if (lookahead == '-') ADVANCE(155);
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
      if (lookahead == ';') ADVANCE(29);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 29:
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 30:
      if (lookahead == '=') ADVANCE(288);
      if (lookahead == '|') ADVANCE(29);
      END_STATE();
    case 31:
      if (lookahead == '=') ADVANCE(293);
      END_STATE();
    case 32:
      ADVANCE_MAP(
        '=', 293,
        'E', 133,
        'e', 133,
        'I', 119,
        'i', 119,
        'U', 140,
        'u', 140,
        'W', 83,
        'w', 83,
      );
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(248);
      END_STATE();
    case 34:
      if (lookahead == 'A') ADVANCE(67);
      END_STATE();
    case 35:
      if (lookahead == 'A') ADVANCE(53);
      END_STATE();
    case 36:
      if (lookahead == 'A') ADVANCE(55);
      END_STATE();
    case 37:
      if (lookahead == 'A') ADVANCE(58);
      if (lookahead == 'E') ADVANCE(35);
      END_STATE();
    case 38:
      ADVANCE_MAP(
        'B', 34,
        'C', 49,
        'D', 50,
        'E', 56,
        'F', 16,
        'I', 57,
        'R', 37,
        'S', 70,
      );
      END_STATE();
    case 39:
      if (lookahead == 'B') ADVANCE(68);
      END_STATE();
    case 40:
      if (lookahead == 'C') ADVANCE(49);
      if (lookahead == 'I') ADVANCE(61);
      END_STATE();
    case 41:
      if (lookahead == 'C') ADVANCE(43);
      END_STATE();
    case 42:
      if (lookahead == 'D') ADVANCE(63);
      END_STATE();
    case 43:
      if (lookahead == 'E') ADVANCE(15);
      END_STATE();
    case 44:
      if (lookahead == 'E') ADVANCE(48);
      END_STATE();
    case 45:
      if (lookahead == 'E') ADVANCE(60);
      END_STATE();
    case 46:
      if (lookahead == 'E') ADVANCE(64);
      END_STATE();
    case 47:
      if (lookahead == 'G') ADVANCE(15);
      END_STATE();
    case 48:
      if (lookahead == 'G') ADVANCE(46);
      END_STATE();
    case 49:
      if (lookahead == 'H') ADVANCE(62);
      END_STATE();
    case 50:
      if (lookahead == 'I') ADVANCE(66);
      END_STATE();
    case 51:
      if (lookahead == 'I') ADVANCE(41);
      END_STATE();
    case 52:
      if (lookahead == 'I') ADVANCE(59);
      END_STATE();
    case 53:
      if (lookahead == 'L') ADVANCE(15);
      END_STATE();
    case 54:
      if (lookahead == 'M') ADVANCE(81);
      END_STATE();
    case 55:
      if (lookahead == 'M') ADVANCE(43);
      END_STATE();
    case 56:
      if (lookahead == 'N') ADVANCE(73);
      if (lookahead == 'V') ADVANCE(35);
      END_STATE();
    case 57:
      if (lookahead == 'N') ADVANCE(69);
      END_STATE();
    case 58:
      if (lookahead == 'N') ADVANCE(42);
      END_STATE();
    case 59:
      if (lookahead == 'N') ADVANCE(47);
      END_STATE();
    case 60:
      if (lookahead == 'N') ADVANCE(36);
      END_STATE();
    case 61:
      if (lookahead == 'N') ADVANCE(72);
      END_STATE();
    case 62:
      if (lookahead == 'O') ADVANCE(51);
      END_STATE();
    case 63:
      if (lookahead == 'O') ADVANCE(54);
      END_STATE();
    case 64:
      if (lookahead == 'R') ADVANCE(15);
      END_STATE();
    case 65:
      if (lookahead == 'R') ADVANCE(52);
      END_STATE();
    case 66:
      if (lookahead == 'R') ADVANCE(60);
      END_STATE();
    case 67:
      if (lookahead == 'S') ADVANCE(45);
      END_STATE();
    case 68:
      if (lookahead == 'S') ADVANCE(71);
      END_STATE();
    case 69:
      if (lookahead == 'T') ADVANCE(15);
      END_STATE();
    case 70:
      if (lookahead == 'T') ADVANCE(65);
      if (lookahead == 'U') ADVANCE(39);
      END_STATE();
    case 71:
      if (lookahead == 'T') ADVANCE(64);
      END_STATE();
    case 72:
      if (lookahead == 'T') ADVANCE(44);
      END_STATE();
    case 73:
      if (lookahead == 'V') ADVANCE(15);
      END_STATE();
    case 74:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(74);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(298);
      END_STATE();
    case 75:
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(75);
      END_STATE();
    case 76:
      if (lookahead == '\\') ADVANCE(77);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(76);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(297);
      END_STATE();
    case 77:
      if (lookahead == '\\') ADVANCE(77);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(297);
      END_STATE();
    case 78:
      if (lookahead == '\\') ADVANCE(311);
      if (lookahead == ']') ADVANCE(19);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(312);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(313);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(202);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(79);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(203);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(175);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(80);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(176);
      END_STATE();
    case 81:
      if (lookahead == '_') ADVANCE(40);
      END_STATE();
    case 82:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(154);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 83:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(134);
      END_STATE();
    case 84:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(122);
      END_STATE();
    case 85:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(115);
      END_STATE();
    case 86:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(115);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(128);
      END_STATE();
    case 87:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(172);
      END_STATE();
    case 88:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(199);
      END_STATE();
    case 89:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(111);
      END_STATE();
    case 90:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(96);
      END_STATE();
    case 91:
      ADVANCE_MAP(
        'E', 133,
        'e', 133,
        'I', 119,
        'i', 119,
        'U', 140,
        'u', 140,
        'W', 83,
        'w', 83,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 92:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(102);
      END_STATE();
    case 93:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      END_STATE();
    case 94:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(149);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(179);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(177);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(114);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(194);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(137);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(136);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(88);
      END_STATE();
    case 102:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(108);
      END_STATE();
    case 103:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(187);
      END_STATE();
    case 104:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(192);
      END_STATE();
    case 105:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(189);
      END_STATE();
    case 106:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(94);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(86);
      END_STATE();
    case 107:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(27);
      END_STATE();
    case 108:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(124);
      END_STATE();
    case 109:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(104);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(98);
      END_STATE();
    case 110:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(138);
      END_STATE();
    case 111:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(130);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(120);
      END_STATE();
    case 114:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(109);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(89);
      END_STATE();
    case 115:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(146);
      END_STATE();
    case 116:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(141);
      END_STATE();
    case 117:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(84);
      END_STATE();
    case 118:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(117);
      END_STATE();
    case 119:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(85);
      END_STATE();
    case 120:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(107);
      END_STATE();
    case 121:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(204);
      END_STATE();
    case 122:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(87);
      END_STATE();
    case 123:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(89);
      END_STATE();
    case 124:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(101);
      END_STATE();
    case 125:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(113);
      END_STATE();
    case 126:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(118);
      END_STATE();
    case 127:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(211);
      END_STATE();
    case 128:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(174);
      END_STATE();
    case 129:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(132);
      END_STATE();
    case 130:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(121);
      END_STATE();
    case 131:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(147);
      END_STATE();
    case 132:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(24);
      END_STATE();
    case 133:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(135);
      END_STATE();
    case 134:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(125);
      END_STATE();
    case 135:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(129);
      END_STATE();
    case 136:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(139);
      END_STATE();
    case 137:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(211);
      END_STATE();
    case 138:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(144);
      END_STATE();
    case 139:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(112);
      END_STATE();
    case 140:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(95);
      END_STATE();
    case 141:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(93);
      END_STATE();
    case 142:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(131);
      END_STATE();
    case 143:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(173);
      END_STATE();
    case 144:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(170);
      END_STATE();
    case 145:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(142);
      END_STATE();
    case 146:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(90);
      END_STATE();
    case 147:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(143);
      END_STATE();
    case 148:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(93);
      END_STATE();
    case 149:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(110);
      END_STATE();
    case 150:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(207);
      END_STATE();
    case 151:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(151);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(290);
      END_STATE();
    case 152:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 153:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 154:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 155:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(26);
      END_STATE();
    case 156:
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 157:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(313);
      END_STATE();
    case 158:
      if (eof) ADVANCE(165);
      ADVANCE_MAP(
        '\n', 249,
        '!', 197,
        '#', 252,
        '$', 294,
        '(', 304,
        ')', 299,
        '+', 12,
        ',', 181,
        '-', 152,
        ':', 166,
        '=', 288,
        '@', 32,
        '[', 257,
        '\\', 296,
        ']', 18,
        'C', 126,
        'c', 126,
        'D', 92,
        'd', 92,
        'E', 133,
        'e', 133,
        'F', 212,
        'f', 212,
        'I', 106,
        'i', 106,
        'N', 127,
        'n', 127,
        'O', 145,
        'o', 145,
        'T', 215,
        't', 215,
        'U', 140,
        'u', 140,
        'V', 100,
        'v', 100,
        'W', 83,
        'w', 83,
        'Y', 99,
        'y', 99,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(158);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 159:
      if (eof) ADVANCE(165);
      ADVANCE_MAP(
        '\n', 249,
        '#', 252,
        ':', 169,
        '@', 91,
        '[', 257,
        '\\', 291,
        '+', 156,
        '-', 156,
        'E', 284,
        'e', 284,
        'I', 268,
        'i', 268,
        'U', 285,
        'u', 285,
        'W', 261,
        'w', 261,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(159);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$') ADVANCE(292);
      END_STATE();
    case 160:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '$') ADVANCE(294);
      if (lookahead == '\\') ADVANCE(295);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(160);
      if (lookahead != 0) ADVANCE(297);
      END_STATE();
    case 161:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '(') ADVANCE(184);
      if (lookahead == ',') ADVANCE(181);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 162:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == '.') ADVANCE(258);
      if (lookahead == '@') ADVANCE(31);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(288);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(163);
      if (lookahead != 0) ADVANCE(290);
      END_STATE();
    case 163:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == '@') ADVANCE(31);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(288);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(163);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(290);
      END_STATE();
    case 164:
      if (eof) ADVANCE(165);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == ',') ADVANCE(181);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
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
          lookahead == 'e') ADVANCE(114);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(103);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 168:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(123);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(103);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 169:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(103);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
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
      if (lookahead == '\n') ADVANCE(250);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 181:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 182:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 183:
      ACCEPT_TOKEN(aux_sym_template_token1);
      if (lookahead == '(') ADVANCE(303);
      if (lookahead == ')') ADVANCE(182);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(183);
      END_STATE();
    case 184:
      ACCEPT_TOKEN(aux_sym_template_token1);
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(182);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(184);
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
          lookahead == ' ') ADVANCE(7);
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
          lookahead == 'e') ADVANCE(82);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(153);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(82);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(153);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(116);
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
          lookahead == 'r') ADVANCE(148);
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
          lookahead == 'e') ADVANCE(82);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(82);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(82);
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
      if (lookahead == '#') ADVANCE(75);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
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
          lookahead == 'e') ADVANCE(180);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(178);
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
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(151);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(6);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(290);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(151);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(290);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(291);
      if (lookahead != 0) ADVANCE(292);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(292);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 14,
        'B', 34,
        'C', 49,
        'D', 50,
        'E', 56,
        'F', 16,
        'I', 57,
        'R', 37,
        'S', 70,
      );
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\\') ADVANCE(77);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(297);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(77);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(76);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(297);
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
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      if (lookahead == '(') ADVANCE(304);
      if (lookahead == ')') ADVANCE(184);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(303);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      if (lookahead == ')') ADVANCE(302);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(304);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(305);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(307);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(305);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(306);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(307);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(307);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(310);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == ']') ADVANCE(157);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(311);
      if (lookahead != 0) ADVANCE(313);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(311);
      if (lookahead == ']') ADVANCE(19);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(312);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(313);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(157);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(313);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 159, .external_lex_state = 2},
  [2] = {.lex_state = 3, .external_lex_state = 2},
  [3] = {.lex_state = 3, .external_lex_state = 2},
  [4] = {.lex_state = 3, .external_lex_state = 2},
  [5] = {.lex_state = 3, .external_lex_state = 2},
  [6] = {.lex_state = 3, .external_lex_state = 2},
  [7] = {.lex_state = 4, .external_lex_state = 2},
  [8] = {.lex_state = 159, .external_lex_state = 2},
  [9] = {.lex_state = 159, .external_lex_state = 2},
  [10] = {.lex_state = 4, .external_lex_state = 2},
  [11] = {.lex_state = 4, .external_lex_state = 2},
  [12] = {.lex_state = 159, .external_lex_state = 2},
  [13] = {.lex_state = 159, .external_lex_state = 2},
  [14] = {.lex_state = 3, .external_lex_state = 2},
  [15] = {.lex_state = 160, .external_lex_state = 2},
  [16] = {.lex_state = 160, .external_lex_state = 2},
  [17] = {.lex_state = 160, .external_lex_state = 2},
  [18] = {.lex_state = 8, .external_lex_state = 2},
  [19] = {.lex_state = 160, .external_lex_state = 2},
  [20] = {.lex_state = 160, .external_lex_state = 2},
  [21] = {.lex_state = 160, .external_lex_state = 2},
  [22] = {.lex_state = 160, .external_lex_state = 2},
  [23] = {.lex_state = 160, .external_lex_state = 2},
  [24] = {.lex_state = 160, .external_lex_state = 2},
  [25] = {.lex_state = 160, .external_lex_state = 2},
  [26] = {.lex_state = 8, .external_lex_state = 2},
  [27] = {.lex_state = 160, .external_lex_state = 2},
  [28] = {.lex_state = 11, .external_lex_state = 2},
  [29] = {.lex_state = 160, .external_lex_state = 2},
  [30] = {.lex_state = 160, .external_lex_state = 2},
  [31] = {.lex_state = 160, .external_lex_state = 2},
  [32] = {.lex_state = 160, .external_lex_state = 2},
  [33] = {.lex_state = 160, .external_lex_state = 2},
  [34] = {.lex_state = 159, .external_lex_state = 2},
  [35] = {.lex_state = 160, .external_lex_state = 2},
  [36] = {.lex_state = 160, .external_lex_state = 2},
  [37] = {.lex_state = 160, .external_lex_state = 2},
  [38] = {.lex_state = 160, .external_lex_state = 2},
  [39] = {.lex_state = 160, .external_lex_state = 2},
  [40] = {.lex_state = 160, .external_lex_state = 2},
  [41] = {.lex_state = 4, .external_lex_state = 2},
  [42] = {.lex_state = 160, .external_lex_state = 2},
  [43] = {.lex_state = 11, .external_lex_state = 2},
  [44] = {.lex_state = 160, .external_lex_state = 2},
  [45] = {.lex_state = 11, .external_lex_state = 2},
  [46] = {.lex_state = 11, .external_lex_state = 2},
  [47] = {.lex_state = 11, .external_lex_state = 2},
  [48] = {.lex_state = 11, .external_lex_state = 2},
  [49] = {.lex_state = 8, .external_lex_state = 2},
  [50] = {.lex_state = 160, .external_lex_state = 2},
  [51] = {.lex_state = 11, .external_lex_state = 2},
  [52] = {.lex_state = 160, .external_lex_state = 2},
  [53] = {.lex_state = 11, .external_lex_state = 2},
  [54] = {.lex_state = 1, .external_lex_state = 2},
  [55] = {.lex_state = 2, .external_lex_state = 2},
  [56] = {.lex_state = 2, .external_lex_state = 2},
  [57] = {.lex_state = 2, .external_lex_state = 2},
  [58] = {.lex_state = 2, .external_lex_state = 2},
  [59] = {.lex_state = 2, .external_lex_state = 2},
  [60] = {.lex_state = 2, .external_lex_state = 2},
  [61] = {.lex_state = 11, .external_lex_state = 2},
  [62] = {.lex_state = 11, .external_lex_state = 2},
  [63] = {.lex_state = 160, .external_lex_state = 2},
  [64] = {.lex_state = 160, .external_lex_state = 2},
  [65] = {.lex_state = 160, .external_lex_state = 2},
  [66] = {.lex_state = 11, .external_lex_state = 2},
  [67] = {.lex_state = 160, .external_lex_state = 2},
  [68] = {.lex_state = 160, .external_lex_state = 2},
  [69] = {.lex_state = 11, .external_lex_state = 2},
  [70] = {.lex_state = 11, .external_lex_state = 2},
  [71] = {.lex_state = 160, .external_lex_state = 2},
  [72] = {.lex_state = 11, .external_lex_state = 2},
  [73] = {.lex_state = 11, .external_lex_state = 2},
  [74] = {.lex_state = 11, .external_lex_state = 2},
  [75] = {.lex_state = 160, .external_lex_state = 2},
  [76] = {.lex_state = 11, .external_lex_state = 2},
  [77] = {.lex_state = 11, .external_lex_state = 2},
  [78] = {.lex_state = 160, .external_lex_state = 2},
  [79] = {.lex_state = 160, .external_lex_state = 2},
  [80] = {.lex_state = 160, .external_lex_state = 2},
  [81] = {.lex_state = 160, .external_lex_state = 2},
  [82] = {.lex_state = 160, .external_lex_state = 2},
  [83] = {.lex_state = 160, .external_lex_state = 2},
  [84] = {.lex_state = 160, .external_lex_state = 2},
  [85] = {.lex_state = 160, .external_lex_state = 2},
  [86] = {.lex_state = 160, .external_lex_state = 2},
  [87] = {.lex_state = 160, .external_lex_state = 2},
  [88] = {.lex_state = 160, .external_lex_state = 2},
  [89] = {.lex_state = 160, .external_lex_state = 2},
  [90] = {.lex_state = 160, .external_lex_state = 2},
  [91] = {.lex_state = 0, .external_lex_state = 3},
  [92] = {.lex_state = 0, .external_lex_state = 3},
  [93] = {.lex_state = 0},
  [94] = {.lex_state = 9},
  [95] = {.lex_state = 2, .external_lex_state = 2},
  [96] = {.lex_state = 2, .external_lex_state = 2},
  [97] = {.lex_state = 0, .external_lex_state = 3},
  [98] = {.lex_state = 162},
  [99] = {.lex_state = 162},
  [100] = {.lex_state = 9},
  [101] = {.lex_state = 162},
  [102] = {.lex_state = 2, .external_lex_state = 2},
  [103] = {.lex_state = 2, .external_lex_state = 2},
  [104] = {.lex_state = 0, .external_lex_state = 3},
  [105] = {.lex_state = 162},
  [106] = {.lex_state = 0},
  [107] = {.lex_state = 2, .external_lex_state = 2},
  [108] = {.lex_state = 162},
  [109] = {.lex_state = 162},
  [110] = {.lex_state = 162},
  [111] = {.lex_state = 161},
  [112] = {.lex_state = 9},
  [113] = {.lex_state = 162},
  [114] = {.lex_state = 161},
  [115] = {.lex_state = 162},
  [116] = {.lex_state = 162},
  [117] = {.lex_state = 162},
  [118] = {.lex_state = 162},
  [119] = {.lex_state = 161},
  [120] = {.lex_state = 161},
  [121] = {.lex_state = 162},
  [122] = {.lex_state = 162},
  [123] = {.lex_state = 162},
  [124] = {.lex_state = 161},
  [125] = {.lex_state = 161, .external_lex_state = 2},
  [126] = {.lex_state = 161, .external_lex_state = 2},
  [127] = {.lex_state = 162},
  [128] = {.lex_state = 161},
  [129] = {.lex_state = 161, .external_lex_state = 2},
  [130] = {.lex_state = 162},
  [131] = {.lex_state = 162},
  [132] = {.lex_state = 0},
  [133] = {.lex_state = 9},
  [134] = {.lex_state = 0},
  [135] = {.lex_state = 161},
  [136] = {.lex_state = 0},
  [137] = {.lex_state = 0},
  [138] = {.lex_state = 0},
  [139] = {.lex_state = 0},
  [140] = {.lex_state = 0},
  [141] = {.lex_state = 0},
  [142] = {.lex_state = 0},
  [143] = {.lex_state = 0},
  [144] = {.lex_state = 161, .external_lex_state = 2},
  [145] = {.lex_state = 0},
  [146] = {.lex_state = 0},
  [147] = {.lex_state = 17},
  [148] = {.lex_state = 78},
  [149] = {.lex_state = 17},
  [150] = {.lex_state = 0},
  [151] = {.lex_state = 0},
  [152] = {.lex_state = 0},
  [153] = {.lex_state = 0},
  [154] = {.lex_state = 0},
  [155] = {.lex_state = 0},
  [156] = {.lex_state = 0},
  [157] = {.lex_state = 0},
  [158] = {.lex_state = 0},
  [159] = {.lex_state = 0},
  [160] = {.lex_state = 0},
  [161] = {.lex_state = 0},
  [162] = {.lex_state = 0},
  [163] = {.lex_state = 0},
  [164] = {.lex_state = 161, .external_lex_state = 2},
  [165] = {.lex_state = 0},
  [166] = {.lex_state = 0},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 0},
  [169] = {.lex_state = 17},
  [170] = {.lex_state = 78},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 17},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 17},
  [176] = {.lex_state = 78},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 0},
  [179] = {.lex_state = 17},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 17},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 0},
  [186] = {.lex_state = 0},
  [187] = {.lex_state = 0},
  [188] = {.lex_state = 0},
  [189] = {.lex_state = 0},
  [190] = {.lex_state = 0},
  [191] = {.lex_state = 0, .external_lex_state = 4},
  [192] = {.lex_state = 0},
  [193] = {.lex_state = 3},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 161},
  [196] = {.lex_state = 3},
  [197] = {.lex_state = 79},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0, .external_lex_state = 5},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 9},
  [203] = {.lex_state = 162},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 74},
  [207] = {.lex_state = 0, .external_lex_state = 5},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 162},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 3},
  [214] = {.lex_state = 0},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 80},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0, .external_lex_state = 4},
  [221] = {.lex_state = 0},
  [222] = {.lex_state = 0},
  [223] = {.lex_state = 80},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 9},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 0},
  [233] = {.lex_state = 0},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 74},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 0},
  [239] = {.lex_state = 3},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 74},
  [242] = {.lex_state = 74},
  [243] = {.lex_state = 80},
  [244] = {.lex_state = 80},
  [245] = {.lex_state = 74},
  [246] = {.lex_state = 74},
  [247] = {.lex_state = 74},
  [248] = {.lex_state = 74},
  [249] = {.lex_state = 74},
  [250] = {.lex_state = 0},
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
    [anon_sym_RPAREN] = ACTIONS(1),
    [aux_sym_default_value_token2] = ACTIONS(1),
    [sym_function_name] = ACTIONS(1),
    [anon_sym_DOLLAR_DOLLAR_LPAREN] = ACTIONS(1),
    [anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK] = ACTIONS(1),
    [anon_sym_RBRACK_RPAREN] = ACTIONS(1),
    [sym_heredoc_tag] = ACTIONS(1),
    [sym_heredoc_line] = ACTIONS(1),
    [sym_heredoc_end] = ACTIONS(1),
    [sym__macro_open] = ACTIONS(1),
    [sym__error_sentinel] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(211),
    [sym__line] = STATE(9),
    [sym__statement] = STATE(155),
    [sym_include] = STATE(155),
    [sym_use] = STATE(155),
    [sym_error_directive] = STATE(155),
    [sym_warning_directive] = STATE(155),
    [sym_if_block] = STATE(155),
    [sym_key] = STATE(123),
    [sym__include_as_key] = STATE(210),
    [sym_assignment] = STATE(155),
    [sym_invalid_line] = STATE(155),
    [sym_heredoc_assignment] = STATE(155),
    [sym_macro_reference] = STATE(99),
    [aux_sym_source_file_repeat1] = STATE(9),
    [aux_sym_key_repeat1] = STATE(125),
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
    [sym__garbage_line] = ACTIONS(21),
    [sym__macro_open] = ACTIONS(27),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 24,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(37), 1,
      aux_sym_if_block_token2,
    ACTIONS(39), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(41), 1,
      aux_sym_else_clause_token1,
    ACTIONS(43), 1,
      sym__newline,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    STATE(94), 1,
      aux_sym_if_block_repeat1,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(133), 1,
      sym_elif_clause,
    STATE(203), 1,
      sym__include_as_key,
    STATE(213), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(204), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [84] = 24,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(39), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(41), 1,
      aux_sym_else_clause_token1,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(53), 1,
      aux_sym_if_block_token2,
    ACTIONS(55), 1,
      sym__newline,
    STATE(100), 1,
      aux_sym_if_block_repeat1,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(133), 1,
      sym_elif_clause,
    STATE(193), 1,
      sym_else_clause,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(204), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [168] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      anon_sym_COLON,
    ACTIONS(60), 1,
      sym__include_keyword,
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
    ACTIONS(86), 1,
      sym_identifier,
    ACTIONS(89), 1,
      sym__macro_open,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(80), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(83), 2,
      sym_pragma,
      sym_section,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(75), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(204), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [239] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(94), 1,
      sym__newline,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(92), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(204), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [310] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(55), 1,
      sym__newline,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(96), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(204), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [381] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      anon_sym_COLON,
    ACTIONS(60), 1,
      sym__include_keyword,
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
    ACTIONS(89), 1,
      sym__macro_open,
    ACTIONS(98), 1,
      sym__newline,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(101), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(104), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(232), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [450] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      anon_sym_COLON,
    ACTIONS(60), 1,
      sym__include_keyword,
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
    ACTIONS(89), 1,
      sym__macro_open,
    ACTIONS(107), 1,
      ts_builtin_sym_end,
    ACTIONS(109), 1,
      sym__newline,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(112), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(115), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(228), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [519] = 19,
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
    ACTIONS(27), 1,
      sym__macro_open,
    ACTIONS(118), 1,
      ts_builtin_sym_end,
    ACTIONS(120), 1,
      sym__newline,
    STATE(99), 1,
      sym_macro_reference,
    STATE(123), 1,
      sym_key,
    STATE(125), 1,
      aux_sym_key_repeat1,
    STATE(210), 1,
      sym__include_as_key,
    ACTIONS(122), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(124), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(146), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [588] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(126), 1,
      aux_sym_if_block_token2,
    ACTIONS(128), 1,
      sym__newline,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(130), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(132), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(232), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [657] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(134), 1,
      aux_sym_if_block_token2,
    ACTIONS(136), 1,
      sym__newline,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(130), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(132), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(232), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [726] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      anon_sym_COLON,
    ACTIONS(31), 1,
      sym__include_keyword,
    ACTIONS(33), 1,
      aux_sym_error_directive_token1,
    ACTIONS(35), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_identifier,
    ACTIONS(51), 1,
      sym__macro_open,
    STATE(121), 1,
      sym_macro_reference,
    STATE(126), 1,
      aux_sym_key_repeat1,
    STATE(127), 1,
      sym_key,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(138), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(140), 2,
      sym_pragma,
      sym_section,
    STATE(160), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [785] = 16,
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
    ACTIONS(27), 1,
      sym__macro_open,
    STATE(99), 1,
      sym_macro_reference,
    STATE(123), 1,
      sym_key,
    STATE(125), 1,
      aux_sym_key_repeat1,
    STATE(210), 1,
      sym__include_as_key,
    ACTIONS(138), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(140), 2,
      sym_pragma,
      sym_section,
    STATE(160), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [844] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(144), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(142), 10,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [868] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(150), 1,
      sym_value,
    ACTIONS(146), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [905] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(156), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(160), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [942] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(158), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(162), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [979] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(164), 1,
      anon_sym_BANG,
    ACTIONS(166), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(168), 1,
      aux_sym_version_condition_token1,
    ACTIONS(172), 1,
      aux_sym__condition_word_token1,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    STATE(189), 1,
      sym_condition,
    ACTIONS(170), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(215), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1018] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(142), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(178), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1055] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(166), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(180), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1092] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(140), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(182), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1129] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(153), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(184), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1166] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(143), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(186), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1203] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(151), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(188), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1240] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(145), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(190), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1277] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(164), 1,
      anon_sym_BANG,
    ACTIONS(166), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(168), 1,
      aux_sym_version_condition_token1,
    ACTIONS(172), 1,
      aux_sym__condition_word_token1,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    STATE(222), 1,
      sym_condition,
    ACTIONS(170), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(215), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1316] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    STATE(177), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(192), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(31), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1353] = 10,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(198), 1,
      anon_sym_RPAREN,
    ACTIONS(200), 1,
      aux_sym_default_value_token1,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    STATE(250), 1,
      sym_default_value,
    ACTIONS(196), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1389] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(188), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(151), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1425] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(184), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(153), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1461] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(152), 1,
      sym_function_name,
    ACTIONS(154), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(158), 1,
      sym__macro_open,
    ACTIONS(226), 1,
      sym_text,
    ACTIONS(222), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(224), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(42), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1495] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(192), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(177), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1531] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(178), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(142), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1567] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
    ACTIONS(144), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
  [1589] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(186), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(143), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1625] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(145), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1661] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(156), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1697] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(158), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1733] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(166), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1769] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(182), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(140), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1805] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(144), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(142), 8,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [1827] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(233), 1,
      sym_text,
    ACTIONS(236), 1,
      sym_function_name,
    ACTIONS(239), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(245), 1,
      sym__macro_open,
    ACTIONS(228), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(230), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(42), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1861] = 10,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      aux_sym_default_value_token1,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    ACTIONS(248), 1,
      anon_sym_RPAREN,
    STATE(192), 1,
      sym_default_value,
    ACTIONS(196), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1897] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      sym__newline,
    ACTIONS(212), 1,
      sym_text,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    STATE(150), 1,
      sym_value,
    ACTIONS(210), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(50), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1933] = 10,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      aux_sym_default_value_token1,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    ACTIONS(250), 1,
      anon_sym_RPAREN,
    STATE(227), 1,
      sym_default_value,
    ACTIONS(196), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1969] = 10,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      aux_sym_default_value_token1,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    ACTIONS(252), 1,
      anon_sym_RPAREN,
    STATE(234), 1,
      sym_default_value,
    ACTIONS(196), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2005] = 10,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      aux_sym_default_value_token1,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    ACTIONS(254), 1,
      anon_sym_RPAREN,
    STATE(237), 1,
      sym_default_value,
    ACTIONS(196), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2041] = 10,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      aux_sym_default_value_token1,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    ACTIONS(256), 1,
      anon_sym_RPAREN,
    STATE(240), 1,
      sym_default_value,
    ACTIONS(196), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2077] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(168), 1,
      aux_sym_version_condition_token1,
    ACTIONS(172), 1,
      aux_sym__condition_word_token1,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(258), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(194), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2110] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(214), 1,
      sym_function_name,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__macro_open,
    ACTIONS(222), 1,
      sym__newline,
    ACTIONS(262), 1,
      sym_text,
    ACTIONS(260), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(52), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2143] = 9,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      anon_sym_RPAREN,
    ACTIONS(269), 1,
      aux_sym_default_value_token1,
    ACTIONS(272), 1,
      sym_function_name,
    ACTIONS(275), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(278), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym__macro_open,
    ACTIONS(264), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(51), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2176] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(228), 1,
      sym__newline,
    ACTIONS(287), 1,
      sym_text,
    ACTIONS(290), 1,
      sym_function_name,
    ACTIONS(293), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(299), 1,
      sym__macro_open,
    ACTIONS(284), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(52), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2209] = 9,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(202), 1,
      sym_function_name,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__macro_open,
    ACTIONS(304), 1,
      anon_sym_RPAREN,
    ACTIONS(306), 1,
      aux_sym_default_value_token1,
    ACTIONS(302), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(51), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2242] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(172), 1,
      aux_sym__condition_word_token1,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(308), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(312), 1,
      sym__newline,
    STATE(201), 1,
      sym_condition_expression,
    ACTIONS(310), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [2273] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(317), 1,
      sym__newline,
    ACTIONS(319), 1,
      sym_function_name,
    ACTIONS(322), 1,
      sym__macro_open,
    ACTIONS(314), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(55), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2298] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(327), 1,
      sym__newline,
    ACTIONS(325), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(59), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2323] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(329), 1,
      sym__newline,
    ACTIONS(325), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(59), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2348] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(331), 1,
      sym__newline,
    ACTIONS(325), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(59), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2373] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(335), 1,
      sym__newline,
    ACTIONS(333), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(55), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2398] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      sym_function_name,
    ACTIONS(176), 1,
      sym__macro_open,
    ACTIONS(337), 1,
      sym__newline,
    ACTIONS(325), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(59), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2423] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(341), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(339), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2440] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(345), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(343), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2457] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(349), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(347), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2474] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(353), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(351), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2491] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(357), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(355), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2508] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(355), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(357), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2525] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(343), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2542] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(339), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(341), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2559] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(361), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(359), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2576] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(365), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(363), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2593] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(369), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(367), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2610] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(367), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(369), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2627] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(373), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(371), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2644] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(377), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(375), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2661] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(371), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(373), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2678] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(351), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(353), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2695] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(347), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(349), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2712] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(375), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(377), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2729] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(359), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2746] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(363), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(365), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2763] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(357), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(355), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2779] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(343), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2795] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(371), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(373), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2811] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(359), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2827] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(369), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(367), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2843] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(375), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(377), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2859] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(363), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(365), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2875] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(349), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(347), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2891] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(339), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(341), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2907] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(353), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(351), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2923] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      sym_comment,
    ACTIONS(383), 1,
      sym_heredoc_end,
    STATE(104), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(207), 1,
      sym_heredoc_body,
    ACTIONS(379), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2944] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      sym_comment,
    ACTIONS(385), 1,
      sym_heredoc_end,
    STATE(104), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(200), 1,
      sym_heredoc_body,
    ACTIONS(379), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2965] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(387), 1,
      anon_sym_COLON,
    ACTIONS(389), 1,
      aux_sym_include_token1,
    ACTIONS(391), 1,
      aux_sym_include_token2,
    ACTIONS(395), 1,
      sym_operator,
    ACTIONS(393), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [2985] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(397), 1,
      aux_sym_if_block_token2,
    ACTIONS(399), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(401), 1,
      aux_sym_else_clause_token1,
    STATE(112), 1,
      aux_sym_if_block_repeat1,
    STATE(133), 1,
      sym_elif_clause,
    STATE(196), 1,
      sym_else_clause,
  [3007] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(351), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(353), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3021] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(375), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(377), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [3035] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(406), 1,
      sym_comment,
    ACTIONS(409), 1,
      sym_heredoc_end,
    STATE(97), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(403), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3053] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(349), 1,
      sym_ignored_text,
    ACTIONS(347), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3067] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      anon_sym_DOT,
    ACTIONS(415), 1,
      sym_ignored_text,
    ACTIONS(411), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3083] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(401), 1,
      aux_sym_else_clause_token1,
    ACTIONS(417), 1,
      aux_sym_if_block_token2,
    STATE(112), 1,
      aux_sym_if_block_repeat1,
    STATE(133), 1,
      sym_elif_clause,
    STATE(239), 1,
      sym_else_clause,
  [3105] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      sym_ignored_text,
    ACTIONS(351), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3119] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(371), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(373), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [3133] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(347), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(349), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3147] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(421), 1,
      sym_comment,
    ACTIONS(423), 1,
      sym_heredoc_end,
    STATE(97), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(419), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3165] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      anon_sym_DOT,
    ACTIONS(427), 1,
      sym_ignored_text,
    ACTIONS(425), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3181] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(395), 1,
      sym_operator,
    ACTIONS(429), 1,
      anon_sym_COLON,
    ACTIONS(431), 1,
      aux_sym_include_token1,
    ACTIONS(433), 1,
      aux_sym_include_token2,
    ACTIONS(435), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3201] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(339), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(341), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [3215] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      sym_ignored_text,
    ACTIONS(437), 1,
      anon_sym_DOT,
    ACTIONS(411), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3231] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(427), 1,
      sym_ignored_text,
    ACTIONS(437), 1,
      anon_sym_DOT,
    ACTIONS(425), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3247] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(339), 1,
      sym_ignored_text,
    ACTIONS(341), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3261] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 1,
      sym_identifier,
    STATE(114), 1,
      aux_sym_use_repeat1,
    STATE(128), 1,
      sym_template,
    ACTIONS(439), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3278] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(445), 1,
      aux_sym_elif_clause_token1,
    STATE(112), 1,
      aux_sym_if_block_repeat1,
    STATE(133), 1,
      sym_elif_clause,
    ACTIONS(443), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [3295] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      anon_sym_DOT,
    ACTIONS(427), 1,
      sym_ignored_text,
    ACTIONS(425), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3310] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      sym_identifier,
    STATE(114), 1,
      aux_sym_use_repeat1,
    STATE(128), 1,
      sym_template,
    ACTIONS(448), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3327] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      sym_ignored_text,
    ACTIONS(351), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3340] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(349), 1,
      sym_ignored_text,
    ACTIONS(347), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3353] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(427), 1,
      sym_ignored_text,
    ACTIONS(437), 1,
      anon_sym_DOT,
    ACTIONS(425), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3368] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(339), 1,
      sym_ignored_text,
    ACTIONS(341), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3381] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 1,
      sym_identifier,
    STATE(111), 1,
      aux_sym_use_repeat1,
    STATE(128), 1,
      sym_template,
    ACTIONS(453), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3398] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(457), 1,
      aux_sym_template_token1,
    ACTIONS(455), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3411] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      anon_sym_DOT,
    ACTIONS(415), 1,
      sym_ignored_text,
    ACTIONS(411), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3426] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      sym_ignored_text,
    ACTIONS(437), 1,
      anon_sym_DOT,
    ACTIONS(411), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3441] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(461), 1,
      sym_operator,
    ACTIONS(463), 1,
      sym_ignored_text,
    ACTIONS(465), 1,
      anon_sym_AT_EQ,
    ACTIONS(459), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3458] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3468] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(27), 1,
      sym__macro_open,
    ACTIONS(469), 1,
      sym_identifier,
    STATE(105), 1,
      sym_macro_reference,
    STATE(129), 1,
      aux_sym_key_repeat1,
  [3484] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(471), 1,
      sym_identifier,
    STATE(113), 1,
      sym_macro_reference,
    STATE(129), 1,
      aux_sym_key_repeat1,
  [3500] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      sym__newline,
    ACTIONS(465), 1,
      anon_sym_AT_EQ,
    ACTIONS(473), 1,
      sym_operator,
    ACTIONS(475), 1,
      sym_ignored_text,
  [3516] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 1,
      anon_sym_COMMA,
    ACTIONS(477), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3528] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 1,
      sym_identifier,
    ACTIONS(484), 1,
      sym__macro_open,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(190), 1,
      sym_macro_reference,
  [3544] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      sym_operator,
    ACTIONS(491), 1,
      anon_sym_AT_EQ,
    ACTIONS(487), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3558] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 1,
      sym__newline,
    ACTIONS(491), 1,
      anon_sym_AT_EQ,
    ACTIONS(493), 1,
      sym_operator,
  [3571] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(495), 1,
      anon_sym_COLON,
    ACTIONS(497), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3582] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [3591] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(501), 1,
      anon_sym_COLON,
    ACTIONS(503), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3602] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(505), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3611] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3619] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(509), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3635] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(513), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3643] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(515), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3651] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(517), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3659] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3667] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(521), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3675] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(523), 2,
      sym__macro_open,
      sym_identifier,
  [3683] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(525), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3691] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(527), 1,
      ts_builtin_sym_end,
    ACTIONS(529), 1,
      sym__newline,
  [3701] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(531), 1,
      anon_sym_RPAREN,
    ACTIONS(533), 1,
      aux_sym_macro_function_token1,
  [3711] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(535), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(537), 1,
      anon_sym_RBRACK_RPAREN,
  [3721] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(539), 1,
      anon_sym_RPAREN,
    ACTIONS(541), 1,
      aux_sym_macro_function_token1,
  [3731] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(543), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(545), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3747] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3755] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3763] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(551), 1,
      anon_sym_COLON,
    ACTIONS(553), 1,
      aux_sym_include_token5,
  [3773] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(118), 1,
      ts_builtin_sym_end,
    ACTIONS(529), 1,
      sym__newline,
  [3783] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(555), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3791] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      anon_sym_COLON,
    ACTIONS(559), 1,
      anon_sym_RPAREN,
  [3801] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3809] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_COLON,
    ACTIONS(565), 1,
      anon_sym_RPAREN,
  [3819] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3835] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3843] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 2,
      sym__macro_open,
      sym_identifier,
  [3859] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3867] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(579), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3875] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      anon_sym_COLON,
    ACTIONS(583), 1,
      anon_sym_RPAREN,
  [3885] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(585), 1,
      anon_sym_COLON,
    ACTIONS(587), 1,
      aux_sym_include_token5,
  [3895] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(589), 1,
      anon_sym_RPAREN,
    ACTIONS(591), 1,
      aux_sym_macro_function_token1,
  [3905] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(593), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(595), 1,
      anon_sym_RBRACK_RPAREN,
  [3915] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(597), 1,
      anon_sym_COLON,
    ACTIONS(599), 1,
      aux_sym_include_token5,
  [3925] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      anon_sym_COLON,
    ACTIONS(603), 1,
      anon_sym_RPAREN,
  [3935] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(605), 1,
      anon_sym_RPAREN,
    ACTIONS(607), 1,
      aux_sym_macro_function_token1,
  [3945] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      anon_sym_COLON,
    ACTIONS(611), 1,
      anon_sym_RPAREN,
  [3955] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      anon_sym_RPAREN,
    ACTIONS(615), 1,
      aux_sym_macro_function_token1,
  [3965] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(619), 1,
      anon_sym_RBRACK_RPAREN,
  [3975] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3983] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      anon_sym_COLON,
    ACTIONS(625), 1,
      anon_sym_RPAREN,
  [3993] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      anon_sym_RPAREN,
    ACTIONS(629), 1,
      aux_sym_macro_function_token1,
  [4003] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      anon_sym_COLON,
    ACTIONS(633), 1,
      anon_sym_RPAREN,
  [4013] = 3,
    ACTIONS(194), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      anon_sym_RPAREN,
    ACTIONS(637), 1,
      aux_sym_macro_function_token1,
  [4023] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4031] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      anon_sym_COLON,
    ACTIONS(643), 1,
      anon_sym_RPAREN,
  [4041] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4049] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      anon_sym_COLON,
    ACTIONS(649), 1,
      anon_sym_RPAREN,
  [4059] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      anon_sym_COLON,
    ACTIONS(653), 1,
      aux_sym_include_token5,
  [4069] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      sym__newline,
  [4076] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      anon_sym_RPAREN,
  [4083] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      sym__newline,
  [4090] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      anon_sym_DOT,
  [4097] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      sym_heredoc_tag,
  [4104] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 1,
      anon_sym_RPAREN,
  [4111] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      aux_sym_if_block_token2,
  [4118] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(329), 1,
      sym__newline,
  [4125] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym_identifier,
  [4132] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      aux_sym_if_block_token2,
  [4139] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 1,
      aux_sym_defined_condition_token3,
  [4146] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      sym__newline,
  [4153] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      sym__newline,
  [4160] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 1,
      sym_heredoc_end,
  [4167] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(331), 1,
      sym__newline,
  [4174] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      aux_sym_version_condition_token3,
  [4181] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      sym_operator,
  [4188] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 1,
      sym__newline,
  [4195] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      anon_sym_COLON,
  [4202] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      aux_sym_macro_reference_token1,
  [4209] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 1,
      sym_heredoc_end,
  [4216] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 1,
      sym__newline,
  [4223] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      sym__newline,
  [4230] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 1,
      sym_operator,
  [4237] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 1,
      ts_builtin_sym_end,
  [4244] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      anon_sym_RPAREN,
  [4251] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      aux_sym_if_block_token2,
  [4258] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      anon_sym_RBRACK_RPAREN,
  [4265] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(327), 1,
      sym__newline,
  [4272] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_COLON,
  [4279] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      aux_sym_include_token6,
  [4286] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      anon_sym_COLON,
  [4293] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      anon_sym_RPAREN,
  [4300] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      sym_heredoc_tag,
  [4307] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 1,
      anon_sym_COLON,
  [4314] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 1,
      sym__newline,
  [4321] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      aux_sym_include_token6,
  [4328] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 1,
      anon_sym_RPAREN,
  [4335] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      aux_sym_version_condition_token2,
  [4342] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      anon_sym_RBRACK_RPAREN,
  [4349] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      anon_sym_RPAREN,
  [4356] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(529), 1,
      sym__newline,
  [4363] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(729), 1,
      anon_sym_RPAREN,
  [4370] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(437), 1,
      anon_sym_DOT,
  [4377] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 1,
      anon_sym_COLON,
  [4384] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      sym__newline,
  [4391] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 1,
      anon_sym_RPAREN,
  [4398] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(737), 1,
      anon_sym_RPAREN,
  [4405] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 1,
      anon_sym_RPAREN,
  [4412] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 1,
      aux_sym_macro_reference_token1,
  [4419] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 1,
      anon_sym_RPAREN,
  [4426] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 1,
      anon_sym_RBRACK_RPAREN,
  [4433] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      aux_sym_if_block_token2,
  [4440] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 1,
      anon_sym_RPAREN,
  [4447] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      aux_sym_macro_reference_token1,
  [4454] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 1,
      aux_sym_macro_reference_token1,
  [4461] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 1,
      aux_sym_include_token6,
  [4468] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 1,
      aux_sym_include_token6,
  [4475] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 1,
      aux_sym_macro_reference_token1,
  [4482] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 1,
      aux_sym_macro_reference_token1,
  [4489] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 1,
      aux_sym_macro_reference_token1,
  [4496] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 1,
      aux_sym_macro_reference_token1,
  [4503] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      aux_sym_macro_reference_token1,
  [4510] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 1,
      anon_sym_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 84,
  [SMALL_STATE(4)] = 168,
  [SMALL_STATE(5)] = 239,
  [SMALL_STATE(6)] = 310,
  [SMALL_STATE(7)] = 381,
  [SMALL_STATE(8)] = 450,
  [SMALL_STATE(9)] = 519,
  [SMALL_STATE(10)] = 588,
  [SMALL_STATE(11)] = 657,
  [SMALL_STATE(12)] = 726,
  [SMALL_STATE(13)] = 785,
  [SMALL_STATE(14)] = 844,
  [SMALL_STATE(15)] = 868,
  [SMALL_STATE(16)] = 905,
  [SMALL_STATE(17)] = 942,
  [SMALL_STATE(18)] = 979,
  [SMALL_STATE(19)] = 1018,
  [SMALL_STATE(20)] = 1055,
  [SMALL_STATE(21)] = 1092,
  [SMALL_STATE(22)] = 1129,
  [SMALL_STATE(23)] = 1166,
  [SMALL_STATE(24)] = 1203,
  [SMALL_STATE(25)] = 1240,
  [SMALL_STATE(26)] = 1277,
  [SMALL_STATE(27)] = 1316,
  [SMALL_STATE(28)] = 1353,
  [SMALL_STATE(29)] = 1389,
  [SMALL_STATE(30)] = 1425,
  [SMALL_STATE(31)] = 1461,
  [SMALL_STATE(32)] = 1495,
  [SMALL_STATE(33)] = 1531,
  [SMALL_STATE(34)] = 1567,
  [SMALL_STATE(35)] = 1589,
  [SMALL_STATE(36)] = 1625,
  [SMALL_STATE(37)] = 1661,
  [SMALL_STATE(38)] = 1697,
  [SMALL_STATE(39)] = 1733,
  [SMALL_STATE(40)] = 1769,
  [SMALL_STATE(41)] = 1805,
  [SMALL_STATE(42)] = 1827,
  [SMALL_STATE(43)] = 1861,
  [SMALL_STATE(44)] = 1897,
  [SMALL_STATE(45)] = 1933,
  [SMALL_STATE(46)] = 1969,
  [SMALL_STATE(47)] = 2005,
  [SMALL_STATE(48)] = 2041,
  [SMALL_STATE(49)] = 2077,
  [SMALL_STATE(50)] = 2110,
  [SMALL_STATE(51)] = 2143,
  [SMALL_STATE(52)] = 2176,
  [SMALL_STATE(53)] = 2209,
  [SMALL_STATE(54)] = 2242,
  [SMALL_STATE(55)] = 2273,
  [SMALL_STATE(56)] = 2298,
  [SMALL_STATE(57)] = 2323,
  [SMALL_STATE(58)] = 2348,
  [SMALL_STATE(59)] = 2373,
  [SMALL_STATE(60)] = 2398,
  [SMALL_STATE(61)] = 2423,
  [SMALL_STATE(62)] = 2440,
  [SMALL_STATE(63)] = 2457,
  [SMALL_STATE(64)] = 2474,
  [SMALL_STATE(65)] = 2491,
  [SMALL_STATE(66)] = 2508,
  [SMALL_STATE(67)] = 2525,
  [SMALL_STATE(68)] = 2542,
  [SMALL_STATE(69)] = 2559,
  [SMALL_STATE(70)] = 2576,
  [SMALL_STATE(71)] = 2593,
  [SMALL_STATE(72)] = 2610,
  [SMALL_STATE(73)] = 2627,
  [SMALL_STATE(74)] = 2644,
  [SMALL_STATE(75)] = 2661,
  [SMALL_STATE(76)] = 2678,
  [SMALL_STATE(77)] = 2695,
  [SMALL_STATE(78)] = 2712,
  [SMALL_STATE(79)] = 2729,
  [SMALL_STATE(80)] = 2746,
  [SMALL_STATE(81)] = 2763,
  [SMALL_STATE(82)] = 2779,
  [SMALL_STATE(83)] = 2795,
  [SMALL_STATE(84)] = 2811,
  [SMALL_STATE(85)] = 2827,
  [SMALL_STATE(86)] = 2843,
  [SMALL_STATE(87)] = 2859,
  [SMALL_STATE(88)] = 2875,
  [SMALL_STATE(89)] = 2891,
  [SMALL_STATE(90)] = 2907,
  [SMALL_STATE(91)] = 2923,
  [SMALL_STATE(92)] = 2944,
  [SMALL_STATE(93)] = 2965,
  [SMALL_STATE(94)] = 2985,
  [SMALL_STATE(95)] = 3007,
  [SMALL_STATE(96)] = 3021,
  [SMALL_STATE(97)] = 3035,
  [SMALL_STATE(98)] = 3053,
  [SMALL_STATE(99)] = 3067,
  [SMALL_STATE(100)] = 3083,
  [SMALL_STATE(101)] = 3105,
  [SMALL_STATE(102)] = 3119,
  [SMALL_STATE(103)] = 3133,
  [SMALL_STATE(104)] = 3147,
  [SMALL_STATE(105)] = 3165,
  [SMALL_STATE(106)] = 3181,
  [SMALL_STATE(107)] = 3201,
  [SMALL_STATE(108)] = 3215,
  [SMALL_STATE(109)] = 3231,
  [SMALL_STATE(110)] = 3247,
  [SMALL_STATE(111)] = 3261,
  [SMALL_STATE(112)] = 3278,
  [SMALL_STATE(113)] = 3295,
  [SMALL_STATE(114)] = 3310,
  [SMALL_STATE(115)] = 3327,
  [SMALL_STATE(116)] = 3340,
  [SMALL_STATE(117)] = 3353,
  [SMALL_STATE(118)] = 3368,
  [SMALL_STATE(119)] = 3381,
  [SMALL_STATE(120)] = 3398,
  [SMALL_STATE(121)] = 3411,
  [SMALL_STATE(122)] = 3426,
  [SMALL_STATE(123)] = 3441,
  [SMALL_STATE(124)] = 3458,
  [SMALL_STATE(125)] = 3468,
  [SMALL_STATE(126)] = 3484,
  [SMALL_STATE(127)] = 3500,
  [SMALL_STATE(128)] = 3516,
  [SMALL_STATE(129)] = 3528,
  [SMALL_STATE(130)] = 3544,
  [SMALL_STATE(131)] = 3558,
  [SMALL_STATE(132)] = 3571,
  [SMALL_STATE(133)] = 3582,
  [SMALL_STATE(134)] = 3591,
  [SMALL_STATE(135)] = 3602,
  [SMALL_STATE(136)] = 3611,
  [SMALL_STATE(137)] = 3619,
  [SMALL_STATE(138)] = 3627,
  [SMALL_STATE(139)] = 3635,
  [SMALL_STATE(140)] = 3643,
  [SMALL_STATE(141)] = 3651,
  [SMALL_STATE(142)] = 3659,
  [SMALL_STATE(143)] = 3667,
  [SMALL_STATE(144)] = 3675,
  [SMALL_STATE(145)] = 3683,
  [SMALL_STATE(146)] = 3691,
  [SMALL_STATE(147)] = 3701,
  [SMALL_STATE(148)] = 3711,
  [SMALL_STATE(149)] = 3721,
  [SMALL_STATE(150)] = 3731,
  [SMALL_STATE(151)] = 3739,
  [SMALL_STATE(152)] = 3747,
  [SMALL_STATE(153)] = 3755,
  [SMALL_STATE(154)] = 3763,
  [SMALL_STATE(155)] = 3773,
  [SMALL_STATE(156)] = 3783,
  [SMALL_STATE(157)] = 3791,
  [SMALL_STATE(158)] = 3801,
  [SMALL_STATE(159)] = 3809,
  [SMALL_STATE(160)] = 3819,
  [SMALL_STATE(161)] = 3827,
  [SMALL_STATE(162)] = 3835,
  [SMALL_STATE(163)] = 3843,
  [SMALL_STATE(164)] = 3851,
  [SMALL_STATE(165)] = 3859,
  [SMALL_STATE(166)] = 3867,
  [SMALL_STATE(167)] = 3875,
  [SMALL_STATE(168)] = 3885,
  [SMALL_STATE(169)] = 3895,
  [SMALL_STATE(170)] = 3905,
  [SMALL_STATE(171)] = 3915,
  [SMALL_STATE(172)] = 3925,
  [SMALL_STATE(173)] = 3935,
  [SMALL_STATE(174)] = 3945,
  [SMALL_STATE(175)] = 3955,
  [SMALL_STATE(176)] = 3965,
  [SMALL_STATE(177)] = 3975,
  [SMALL_STATE(178)] = 3983,
  [SMALL_STATE(179)] = 3993,
  [SMALL_STATE(180)] = 4003,
  [SMALL_STATE(181)] = 4013,
  [SMALL_STATE(182)] = 4023,
  [SMALL_STATE(183)] = 4031,
  [SMALL_STATE(184)] = 4041,
  [SMALL_STATE(185)] = 4049,
  [SMALL_STATE(186)] = 4059,
  [SMALL_STATE(187)] = 4069,
  [SMALL_STATE(188)] = 4076,
  [SMALL_STATE(189)] = 4083,
  [SMALL_STATE(190)] = 4090,
  [SMALL_STATE(191)] = 4097,
  [SMALL_STATE(192)] = 4104,
  [SMALL_STATE(193)] = 4111,
  [SMALL_STATE(194)] = 4118,
  [SMALL_STATE(195)] = 4125,
  [SMALL_STATE(196)] = 4132,
  [SMALL_STATE(197)] = 4139,
  [SMALL_STATE(198)] = 4146,
  [SMALL_STATE(199)] = 4153,
  [SMALL_STATE(200)] = 4160,
  [SMALL_STATE(201)] = 4167,
  [SMALL_STATE(202)] = 4174,
  [SMALL_STATE(203)] = 4181,
  [SMALL_STATE(204)] = 4188,
  [SMALL_STATE(205)] = 4195,
  [SMALL_STATE(206)] = 4202,
  [SMALL_STATE(207)] = 4209,
  [SMALL_STATE(208)] = 4216,
  [SMALL_STATE(209)] = 4223,
  [SMALL_STATE(210)] = 4230,
  [SMALL_STATE(211)] = 4237,
  [SMALL_STATE(212)] = 4244,
  [SMALL_STATE(213)] = 4251,
  [SMALL_STATE(214)] = 4258,
  [SMALL_STATE(215)] = 4265,
  [SMALL_STATE(216)] = 4272,
  [SMALL_STATE(217)] = 4279,
  [SMALL_STATE(218)] = 4286,
  [SMALL_STATE(219)] = 4293,
  [SMALL_STATE(220)] = 4300,
  [SMALL_STATE(221)] = 4307,
  [SMALL_STATE(222)] = 4314,
  [SMALL_STATE(223)] = 4321,
  [SMALL_STATE(224)] = 4328,
  [SMALL_STATE(225)] = 4335,
  [SMALL_STATE(226)] = 4342,
  [SMALL_STATE(227)] = 4349,
  [SMALL_STATE(228)] = 4356,
  [SMALL_STATE(229)] = 4363,
  [SMALL_STATE(230)] = 4370,
  [SMALL_STATE(231)] = 4377,
  [SMALL_STATE(232)] = 4384,
  [SMALL_STATE(233)] = 4391,
  [SMALL_STATE(234)] = 4398,
  [SMALL_STATE(235)] = 4405,
  [SMALL_STATE(236)] = 4412,
  [SMALL_STATE(237)] = 4419,
  [SMALL_STATE(238)] = 4426,
  [SMALL_STATE(239)] = 4433,
  [SMALL_STATE(240)] = 4440,
  [SMALL_STATE(241)] = 4447,
  [SMALL_STATE(242)] = 4454,
  [SMALL_STATE(243)] = 4461,
  [SMALL_STATE(244)] = 4468,
  [SMALL_STATE(245)] = 4475,
  [SMALL_STATE(246)] = 4482,
  [SMALL_STATE(247)] = 4489,
  [SMALL_STATE(248)] = 4496,
  [SMALL_STATE(249)] = 4503,
  [SMALL_STATE(250)] = 4510,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(155),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(204),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [57] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [60] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(106),
  [63] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(195),
  [66] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(44),
  [69] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [72] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(26),
  [75] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(204),
  [83] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(204),
  [86] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(122),
  [89] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [92] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 32),
  [94] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [96] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 32),
  [98] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [101] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(232),
  [104] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(232),
  [107] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [109] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [112] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(228),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(228),
  [118] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [120] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [122] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [124] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [126] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [128] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [130] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [132] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [134] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [136] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [138] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [140] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [142] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [146] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [148] = {.entry = {.count = 1, .reusable = false}}, SHIFT(31),
  [150] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [152] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [154] = {.entry = {.count = 1, .reusable = false}}, SHIFT(236),
  [156] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [160] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 21),
  [162] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 24),
  [164] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [166] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [168] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [170] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [172] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [174] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [178] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 9),
  [180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 37),
  [182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 44),
  [184] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 15),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 16),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 7),
  [194] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [196] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [198] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [200] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [202] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [204] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [206] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [208] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [210] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [212] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [214] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [216] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [218] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [220] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [222] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [224] = {.entry = {.count = 1, .reusable = false}}, SHIFT(42),
  [226] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [228] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [230] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(42),
  [233] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(42),
  [236] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(147),
  [239] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(236),
  [242] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(148),
  [245] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(241),
  [248] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [250] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [254] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [256] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [258] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [260] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [262] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [264] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(51),
  [267] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [269] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(51),
  [272] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(175),
  [275] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(242),
  [278] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(170),
  [281] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(248),
  [284] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [287] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [290] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(181),
  [293] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(246),
  [296] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(176),
  [299] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(249),
  [302] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [304] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [308] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [310] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [314] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(55),
  [317] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [319] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [322] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(245),
  [325] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [327] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [329] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 19),
  [331] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 13),
  [333] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [335] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [339] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [343] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [345] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [347] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [349] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [351] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [353] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [355] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [357] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [359] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [361] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [363] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [365] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [367] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [369] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [371] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 18),
  [373] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 18),
  [375] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 28),
  [377] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 28),
  [379] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [381] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [383] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [385] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [387] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [389] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [391] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [393] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [395] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [397] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [399] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [401] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [403] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [406] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(97),
  [409] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [411] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [413] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [415] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [417] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [419] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [421] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [423] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [427] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [429] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [431] = {.entry = {.count = 1, .reusable = false}}, SHIFT(134),
  [433] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [435] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [437] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [439] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 27),
  [441] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [443] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 42),
  [445] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 42), SHIFT_REPEAT(18),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39),
  [450] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39), SHIFT_REPEAT(120),
  [453] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 17),
  [455] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [457] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [459] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [461] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [463] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [465] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [467] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 38),
  [469] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [471] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [473] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [475] = {.entry = {.count = 1, .reusable = false}}, SHIFT(131),
  [477] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 26),
  [479] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [481] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(230),
  [484] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(206),
  [487] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 8),
  [489] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [491] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [493] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [495] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [497] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [499] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 33),
  [501] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [503] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [505] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 26),
  [507] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 54),
  [509] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 50),
  [511] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 51),
  [513] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 49),
  [515] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 52),
  [517] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 53),
  [519] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 22),
  [521] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 23),
  [523] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [525] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 25),
  [527] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [529] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [531] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [533] = {.entry = {.count = 1, .reusable = false}}, SHIFT(235),
  [535] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [537] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [539] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [541] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [543] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [545] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [547] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 32),
  [549] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 14),
  [551] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [553] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [555] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 34),
  [557] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [559] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 36),
  [563] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [565] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [567] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [569] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 40),
  [571] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [573] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 41),
  [575] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 6),
  [577] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 43),
  [579] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 45),
  [581] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [583] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [585] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [587] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [589] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [591] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [593] = {.entry = {.count = 1, .reusable = false}}, SHIFT(214),
  [595] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [599] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [603] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [605] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [607] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [613] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [615] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [617] = {.entry = {.count = 1, .reusable = false}}, SHIFT(226),
  [619] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [621] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 20),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [627] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [629] = {.entry = {.count = 1, .reusable = false}}, SHIFT(229),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [635] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [637] = {.entry = {.count = 1, .reusable = false}}, SHIFT(233),
  [639] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 47),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 48),
  [647] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [651] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [661] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [671] = {.entry = {.count = 1, .reusable = false}}, SHIFT(198),
  [673] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 30),
  [675] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 31),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [697] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [707] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [715] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [719] = {.entry = {.count = 1, .reusable = false}}, SHIFT(221),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [727] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [735] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [737] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [739] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [741] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [743] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [755] = {.entry = {.count = 1, .reusable = false}}, SHIFT(216),
  [757] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [759] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [761] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [767] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token_heredoc_tag = 0,
  ts_external_token_heredoc_line = 1,
  ts_external_token_heredoc_end = 2,
  ts_external_token__macro_open = 3,
  ts_external_token__error_sentinel = 4,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token_heredoc_tag] = sym_heredoc_tag,
  [ts_external_token_heredoc_line] = sym_heredoc_line,
  [ts_external_token_heredoc_end] = sym_heredoc_end,
  [ts_external_token__macro_open] = sym__macro_open,
  [ts_external_token__error_sentinel] = sym__error_sentinel,
};

static const bool ts_external_scanner_states[6][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token_heredoc_tag] = true,
    [ts_external_token_heredoc_line] = true,
    [ts_external_token_heredoc_end] = true,
    [ts_external_token__macro_open] = true,
    [ts_external_token__error_sentinel] = true,
  },
  [2] = {
    [ts_external_token__macro_open] = true,
  },
  [3] = {
    [ts_external_token_heredoc_line] = true,
    [ts_external_token_heredoc_end] = true,
  },
  [4] = {
    [ts_external_token_heredoc_tag] = true,
  },
  [5] = {
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
