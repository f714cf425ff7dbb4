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
#define SYMBOL_COUNT 93
#define ALIAS_COUNT 1
#define TOKEN_COUNT 56
#define EXTERNAL_TOKEN_COUNT 4
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
  anon_sym_DOLLAR_LPAREN = 42,
  aux_sym_macro_reference_token1 = 43,
  anon_sym_RPAREN = 44,
  aux_sym_default_value_token1 = 45,
  aux_sym_macro_function_token1 = 46,
  sym_function_name = 47,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 48,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 49,
  aux_sym_machine_reference_token1 = 50,
  anon_sym_RBRACK_RPAREN = 51,
  sym_heredoc_tag = 52,
  sym_heredoc_line = 53,
  sym_heredoc_end = 54,
  sym__error_sentinel = 55,
  sym_source_file = 56,
  sym__line = 57,
  sym__statement = 58,
  sym_include = 59,
  sym_use = 60,
  sym_template = 61,
  sym_error_directive = 62,
  sym_warning_directive = 63,
  sym_if_block = 64,
  sym_elif_clause = 65,
  sym_else_clause = 66,
  sym_condition = 67,
  sym_defined_condition = 68,
  sym_version_condition = 69,
  sym_condition_expression = 70,
  sym__condition_part = 71,
  sym__condition_word = 72,
  sym_key = 73,
  sym__include_as_key = 74,
  sym_assignment = 75,
  sym_invalid_line = 76,
  sym_heredoc_assignment = 77,
  sym_heredoc_body = 78,
  sym_value = 79,
  sym__value_part = 80,
  sym_macro_reference = 81,
  sym_default_value = 82,
  sym_macro_function = 83,
  sym_machine_reference = 84,
  aux_sym_source_file_repeat1 = 85,
  aux_sym_use_repeat1 = 86,
  aux_sym_if_block_repeat1 = 87,
  aux_sym_condition_expression_repeat1 = 88,
  aux_sym_key_repeat1 = 89,
  aux_sym_heredoc_body_repeat1 = 90,
  aux_sym_value_repeat1 = 91,
  aux_sym_default_value_repeat1 = 92,
  alias_sym_key_prefix = 93,
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
  [sym__garbage_line] = sym_invalid_line,
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
  [35] = {.index = 55, .length = 3},
  [36] = {.index = 58, .length = 2},
  [37] = {.index = 60, .length = 2},
  [38] = {.index = 62, .length = 2},
  [39] = {.index = 64, .length = 2},
  [40] = {.index = 66, .length = 2},
  [41] = {.index = 68, .length = 2},
  [42] = {.index = 70, .length = 2},
  [43] = {.index = 72, .length = 4},
  [44] = {.index = 76, .length = 3},
  [45] = {.index = 79, .length = 3},
  [46] = {.index = 70, .length = 2},
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
    {field_default, 3},
    {field_name, 1},
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
  [7] = 6,
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 6,
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
  [28] = 14,
  [29] = 29,
  [30] = 16,
  [31] = 23,
  [32] = 19,
  [33] = 24,
  [34] = 34,
  [35] = 21,
  [36] = 26,
  [37] = 27,
  [38] = 17,
  [39] = 15,
  [40] = 22,
  [41] = 14,
  [42] = 25,
  [43] = 43,
  [44] = 29,
  [45] = 45,
  [46] = 45,
  [47] = 34,
  [48] = 45,
  [49] = 45,
  [50] = 45,
  [51] = 45,
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
  [69] = 69,
  [70] = 70,
  [71] = 66,
  [72] = 69,
  [73] = 64,
  [74] = 62,
  [75] = 67,
  [76] = 65,
  [77] = 61,
  [78] = 63,
  [79] = 62,
  [80] = 68,
  [81] = 67,
  [82] = 65,
  [83] = 61,
  [84] = 64,
  [85] = 63,
  [86] = 68,
  [87] = 70,
  [88] = 69,
  [89] = 66,
  [90] = 70,
  [91] = 91,
  [92] = 92,
  [93] = 66,
  [94] = 68,
  [95] = 95,
  [96] = 70,
  [97] = 97,
  [98] = 98,
  [99] = 70,
  [100] = 69,
  [101] = 63,
  [102] = 102,
  [103] = 103,
  [104] = 66,
  [105] = 69,
  [106] = 106,
  [107] = 95,
  [108] = 108,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 70,
  [113] = 109,
  [114] = 98,
  [115] = 115,
  [116] = 69,
  [117] = 66,
  [118] = 97,
  [119] = 119,
  [120] = 120,
  [121] = 121,
  [122] = 106,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 123,
  [128] = 128,
  [129] = 124,
  [130] = 130,
  [131] = 131,
  [132] = 132,
  [133] = 132,
  [134] = 134,
  [135] = 125,
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
  [166] = 143,
  [167] = 147,
  [168] = 163,
  [169] = 152,
  [170] = 156,
  [171] = 165,
  [172] = 146,
  [173] = 143,
  [174] = 147,
  [175] = 163,
  [176] = 156,
  [177] = 177,
  [178] = 146,
  [179] = 143,
  [180] = 163,
  [181] = 181,
  [182] = 163,
  [183] = 183,
  [184] = 163,
  [185] = 185,
  [186] = 186,
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
  [201] = 187,
  [202] = 202,
  [203] = 203,
  [204] = 204,
  [205] = 203,
  [206] = 206,
  [207] = 207,
  [208] = 208,
  [209] = 209,
  [210] = 210,
  [211] = 211,
  [212] = 212,
  [213] = 213,
  [214] = 214,
  [215] = 215,
  [216] = 216,
  [217] = 216,
  [218] = 218,
  [219] = 219,
  [220] = 220,
  [221] = 221,
  [222] = 222,
  [223] = 211,
  [224] = 224,
  [225] = 213,
  [226] = 206,
  [227] = 218,
  [228] = 216,
  [229] = 219,
  [230] = 211,
  [231] = 231,
  [232] = 211,
  [233] = 206,
  [234] = 216,
  [235] = 213,
  [236] = 236,
  [237] = 216,
  [238] = 238,
  [239] = 239,
  [240] = 216,
  [241] = 219,
  [242] = 231,
  [243] = 214,
  [244] = 204,
  [245] = 187,
  [246] = 231,
  [247] = 187,
  [248] = 187,
  [249] = 187,
  [250] = 210,
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
        '$', 294,
        '(', 16,
        ')', 300,
        '+', 12,
        ',', 183,
        '-', 154,
        '.', 258,
        ':', 168,
        '=', 288,
        '@', 35,
        '[', 257,
        '\\', 296,
        ']', 22,
        'C', 128,
        'c', 128,
        'D', 94,
        'd', 94,
        'E', 135,
        'e', 135,
        'F', 212,
        'f', 212,
        'I', 108,
        'i', 108,
        'N', 129,
        'n', 129,
        'O', 147,
        'o', 147,
        'T', 215,
        't', 215,
        'U', 142,
        'u', 142,
        'V', 102,
        'v', 102,
        'W', 85,
        'w', 85,
        'Y', 101,
        'y', 101,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(160);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 249,
        '!', 36,
        '$', 15,
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
        '!', 36,
        '$', 15,
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
        '$', 14,
        ':', 169,
        '@', 93,
        '[', 257,
        '\\', 291,
        '+', 158,
        '-', 158,
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
      if (lookahead != 0) ADVANCE(292);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 249,
        '#', 252,
        '$', 14,
        ':', 170,
        '@', 93,
        '[', 257,
        '\\', 291,
        '+', 158,
        '-', 158,
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
      if (lookahead != 0) ADVANCE(292);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\\') ADVANCE(5);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(5);
      if (lookahead != 0) ADVANCE(77);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(153);
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
        '$', 15,
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
      if (lookahead == '!') ADVANCE(152);
      if (lookahead == ':') ADVANCE(99);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(116);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(155);
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(207);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(9);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 10:
      if (lookahead == '#') ADVANCE(77);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '$') ADVANCE(294);
      if (lookahead == ')') ADVANCE(300);
      if (lookahead == '\\') ADVANCE(296);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(302);
      END_STATE();
    case 12:
      if (lookahead == '&') ADVANCE(13);
      if (lookahead == '*') ADVANCE(24);
      if (lookahead == ',') ADVANCE(25);
      if (lookahead == ';') ADVANCE(31);
      if (lookahead == '=') ADVANCE(288);
      if (lookahead == '|') ADVANCE(33);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(32);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 14:
      if (lookahead == '(') ADVANCE(298);
      END_STATE();
    case 15:
      ADVANCE_MAP(
        '(', 298,
        'B', 37,
        'C', 51,
        'D', 52,
        'E', 58,
        'F', 19,
        'I', 59,
        'R', 40,
        'S', 72,
      );
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(184);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 17:
      if (lookahead == '(') ADVANCE(307);
      END_STATE();
    case 18:
      if (lookahead == '(') ADVANCE(306);
      END_STATE();
    case 19:
      ADVANCE_MAP(
        '(', 306,
        'A', 19,
        'B', 19,
        'D', 19,
        'F', 19,
        'N', 19,
        'P', 19,
        'Q', 19,
        'U', 19,
        'W', 19,
        'X', 19,
        'a', 19,
        'b', 19,
        'd', 19,
        'f', 19,
        'n', 19,
        'p', 19,
        'q', 19,
        'u', 19,
        'w', 19,
        'x', 19,
      );
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(16);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(300);
      if (lookahead == '\\') ADVANCE(303);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(304);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(305);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(312);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(312);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(311);
      END_STATE();
    case 24:
      if (lookahead == '*') ADVANCE(32);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 25:
      if (lookahead == ',') ADVANCE(32);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 26:
      if (lookahead == '-') ADVANCE(157);
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(29);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      END_STATE();
    case 28:
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(185);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(28);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(29);
      END_STATE();
    case 30:
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(30);
      END_STATE();
    case 31:
      if (lookahead == ';') ADVANCE(32);
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 32:
      if (lookahead == '=') ADVANCE(288);
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(288);
      if (lookahead == '|') ADVANCE(32);
      END_STATE();
    case 34:
      if (lookahead == '=') ADVANCE(293);
      END_STATE();
    case 35:
      ADVANCE_MAP(
        '=', 293,
        'E', 135,
        'e', 135,
        'I', 121,
        'i', 121,
        'U', 142,
        'u', 142,
        'W', 85,
        'w', 85,
      );
      END_STATE();
    case 36:
      if (lookahead == '=') ADVANCE(248);
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
      if (lookahead == 'E') ADVANCE(18);
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
      if (lookahead == 'G') ADVANCE(18);
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
      if (lookahead == 'L') ADVANCE(18);
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
      if (lookahead == 'R') ADVANCE(18);
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
      if (lookahead == 'T') ADVANCE(18);
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
      if (lookahead == 'V') ADVANCE(18);
      END_STATE();
    case 76:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(76);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(299);
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
          lookahead != '$') ADVANCE(297);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(79);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(297);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(309);
      if (lookahead == ']') ADVANCE(23);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(310);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(311);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(202);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(203);
      END_STATE();
    case 82:
      if (lookahead == '\\') ADVANCE(177);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(82);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(178);
      END_STATE();
    case 83:
      if (lookahead == '_') ADVANCE(42);
      END_STATE();
    case 84:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(156);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 85:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(136);
      END_STATE();
    case 86:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(124);
      END_STATE();
    case 87:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(117);
      END_STATE();
    case 88:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(117);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(130);
      END_STATE();
    case 89:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(174);
      END_STATE();
    case 90:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(199);
      END_STATE();
    case 91:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(113);
      END_STATE();
    case 92:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(98);
      END_STATE();
    case 93:
      ADVANCE_MAP(
        'E', 135,
        'e', 135,
        'I', 121,
        'i', 121,
        'U', 142,
        'u', 142,
        'W', 85,
        'w', 85,
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
    case 94:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(104);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(151);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(181);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(179);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(116);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(194);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(139);
      END_STATE();
    case 102:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(138);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 103:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(90);
      END_STATE();
    case 104:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(110);
      END_STATE();
    case 105:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(187);
      END_STATE();
    case 106:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(192);
      END_STATE();
    case 107:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(189);
      END_STATE();
    case 108:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(96);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(88);
      END_STATE();
    case 109:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(30);
      END_STATE();
    case 110:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(126);
      END_STATE();
    case 111:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(106);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(100);
      END_STATE();
    case 112:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(140);
      END_STATE();
    case 113:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(107);
      END_STATE();
    case 114:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(132);
      END_STATE();
    case 115:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 116:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(111);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(91);
      END_STATE();
    case 117:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(148);
      END_STATE();
    case 118:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(143);
      END_STATE();
    case 119:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(86);
      END_STATE();
    case 120:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(119);
      END_STATE();
    case 121:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(87);
      END_STATE();
    case 122:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(109);
      END_STATE();
    case 123:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(204);
      END_STATE();
    case 124:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(89);
      END_STATE();
    case 125:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(91);
      END_STATE();
    case 126:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(103);
      END_STATE();
    case 127:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(115);
      END_STATE();
    case 128:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(120);
      END_STATE();
    case 129:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(211);
      END_STATE();
    case 130:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(176);
      END_STATE();
    case 131:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(134);
      END_STATE();
    case 132:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(123);
      END_STATE();
    case 133:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(149);
      END_STATE();
    case 134:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(27);
      END_STATE();
    case 135:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(137);
      END_STATE();
    case 136:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(127);
      END_STATE();
    case 137:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(131);
      END_STATE();
    case 138:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(141);
      END_STATE();
    case 139:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(211);
      END_STATE();
    case 140:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(146);
      END_STATE();
    case 141:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(114);
      END_STATE();
    case 142:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(97);
      END_STATE();
    case 143:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(95);
      END_STATE();
    case 144:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(133);
      END_STATE();
    case 145:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(175);
      END_STATE();
    case 146:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(172);
      END_STATE();
    case 147:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(144);
      END_STATE();
    case 148:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(92);
      END_STATE();
    case 149:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(145);
      END_STATE();
    case 150:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(95);
      END_STATE();
    case 151:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(112);
      END_STATE();
    case 152:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(207);
      END_STATE();
    case 153:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(153);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(290);
      END_STATE();
    case 154:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 155:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 156:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(222);
      END_STATE();
    case 157:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(29);
      END_STATE();
    case 158:
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 159:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(311);
      END_STATE();
    case 160:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        '!', 197,
        '#', 252,
        '$', 294,
        ')', 300,
        '+', 12,
        ',', 183,
        '-', 154,
        ':', 168,
        '=', 288,
        '@', 35,
        '[', 257,
        '\\', 296,
        ']', 22,
        'C', 128,
        'c', 128,
        'D', 94,
        'd', 94,
        'E', 135,
        'e', 135,
        'F', 212,
        'f', 212,
        'I', 108,
        'i', 108,
        'N', 129,
        'n', 129,
        'O', 147,
        'o', 147,
        'T', 215,
        't', 215,
        'U', 142,
        'u', 142,
        'V', 102,
        'v', 102,
        'W', 85,
        'w', 85,
        'Y', 101,
        'y', 101,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(160);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 161:
      if (eof) ADVANCE(167);
      ADVANCE_MAP(
        '\n', 249,
        '#', 252,
        '$', 14,
        ':', 171,
        '@', 93,
        '[', 257,
        '\\', 291,
        '+', 158,
        '-', 158,
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
          lookahead == ' ') SKIP(161);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      if (lookahead != 0) ADVANCE(292);
      END_STATE();
    case 162:
      if (eof) ADVANCE(167);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '$') ADVANCE(294);
      if (lookahead == '\\') ADVANCE(295);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(162);
      if (lookahead != 0) ADVANCE(297);
      END_STATE();
    case 163:
      if (eof) ADVANCE(167);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '$') ADVANCE(14);
      if (lookahead == '(') ADVANCE(16);
      if (lookahead == ',') ADVANCE(183);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 164:
      if (eof) ADVANCE(167);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '$') ADVANCE(14);
      if (lookahead == ',') ADVANCE(183);
      if (lookahead == '\\') ADVANCE(7);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(164);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 165:
      if (eof) ADVANCE(167);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == '.') ADVANCE(258);
      if (lookahead == '@') ADVANCE(34);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(288);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(166);
      if (lookahead != 0) ADVANCE(290);
      END_STATE();
    case 166:
      if (eof) ADVANCE(167);
      if (lookahead == '\n') ADVANCE(249);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == '@') ADVANCE(34);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(288);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(166);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(290);
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
          lookahead == 'e') ADVANCE(116);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
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
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(125);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 171:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(105);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(292);
      END_STATE();
    case 172:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(173);
      END_STATE();
    case 173:
      ACCEPT_TOKEN(aux_sym_include_token2);
      END_STATE();
    case 174:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 175:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 176:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 177:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(178);
      END_STATE();
    case 178:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(178);
      END_STATE();
    case 179:
      ACCEPT_TOKEN(sym__include_keyword);
      END_STATE();
    case 180:
      ACCEPT_TOKEN(sym__include_keyword);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
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
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(208);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(155);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(155);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(210);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(118);
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
          lookahead == 'r') ADVANCE(150);
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
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(218);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(209);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(84);
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
      if (lookahead == '#') ADVANCE(77);
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
          lookahead == ' ') ADVANCE(26);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(287);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(186);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(30);
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
          lookahead == 'e') ADVANCE(180);
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
          lookahead == '\f') ADVANCE(153);
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
          lookahead == ' ') ADVANCE(153);
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
        '$', 17,
        '(', 298,
        'B', 37,
        'C', 51,
        'D', 52,
        'E', 58,
        'F', 19,
        'I', 59,
        'R', 40,
        'S', 72,
      );
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\\') ADVANCE(79);
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
      if (lookahead == '\\') ADVANCE(79);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(78);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(297);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(299);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(302);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(302);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(303);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(305);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(303);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(304);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(305);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(305);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(308);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(250);
      if (lookahead == ']') ADVANCE(159);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(309);
      if (lookahead != 0) ADVANCE(311);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(309);
      if (lookahead == ']') ADVANCE(23);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(310);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(311);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(159);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(311);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 161},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 161},
  [8] = {.lex_state = 161},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 161},
  [13] = {.lex_state = 161},
  [14] = {.lex_state = 3},
  [15] = {.lex_state = 162},
  [16] = {.lex_state = 162},
  [17] = {.lex_state = 162},
  [18] = {.lex_state = 8},
  [19] = {.lex_state = 162},
  [20] = {.lex_state = 8},
  [21] = {.lex_state = 162},
  [22] = {.lex_state = 162},
  [23] = {.lex_state = 162},
  [24] = {.lex_state = 162},
  [25] = {.lex_state = 162},
  [26] = {.lex_state = 162},
  [27] = {.lex_state = 162},
  [28] = {.lex_state = 161},
  [29] = {.lex_state = 162},
  [30] = {.lex_state = 162},
  [31] = {.lex_state = 162},
  [32] = {.lex_state = 162},
  [33] = {.lex_state = 162},
  [34] = {.lex_state = 162},
  [35] = {.lex_state = 162},
  [36] = {.lex_state = 162},
  [37] = {.lex_state = 162},
  [38] = {.lex_state = 162},
  [39] = {.lex_state = 162},
  [40] = {.lex_state = 162},
  [41] = {.lex_state = 4},
  [42] = {.lex_state = 162},
  [43] = {.lex_state = 8},
  [44] = {.lex_state = 162},
  [45] = {.lex_state = 11},
  [46] = {.lex_state = 11},
  [47] = {.lex_state = 162},
  [48] = {.lex_state = 11},
  [49] = {.lex_state = 11},
  [50] = {.lex_state = 11},
  [51] = {.lex_state = 11},
  [52] = {.lex_state = 11},
  [53] = {.lex_state = 11},
  [54] = {.lex_state = 2},
  [55] = {.lex_state = 2},
  [56] = {.lex_state = 2},
  [57] = {.lex_state = 2},
  [58] = {.lex_state = 1},
  [59] = {.lex_state = 2},
  [60] = {.lex_state = 2},
  [61] = {.lex_state = 162},
  [62] = {.lex_state = 162},
  [63] = {.lex_state = 162},
  [64] = {.lex_state = 162},
  [65] = {.lex_state = 162},
  [66] = {.lex_state = 162},
  [67] = {.lex_state = 162},
  [68] = {.lex_state = 162},
  [69] = {.lex_state = 162},
  [70] = {.lex_state = 162},
  [71] = {.lex_state = 11},
  [72] = {.lex_state = 162},
  [73] = {.lex_state = 11},
  [74] = {.lex_state = 11},
  [75] = {.lex_state = 11},
  [76] = {.lex_state = 11},
  [77] = {.lex_state = 11},
  [78] = {.lex_state = 11},
  [79] = {.lex_state = 162},
  [80] = {.lex_state = 11},
  [81] = {.lex_state = 162},
  [82] = {.lex_state = 162},
  [83] = {.lex_state = 162},
  [84] = {.lex_state = 162},
  [85] = {.lex_state = 162},
  [86] = {.lex_state = 162},
  [87] = {.lex_state = 11},
  [88] = {.lex_state = 11},
  [89] = {.lex_state = 162},
  [90] = {.lex_state = 162},
  [91] = {.lex_state = 0, .external_lex_state = 2},
  [92] = {.lex_state = 0, .external_lex_state = 2},
  [93] = {.lex_state = 2},
  [94] = {.lex_state = 2},
  [95] = {.lex_state = 0},
  [96] = {.lex_state = 165},
  [97] = {.lex_state = 165},
  [98] = {.lex_state = 165},
  [99] = {.lex_state = 2},
  [100] = {.lex_state = 2},
  [101] = {.lex_state = 2},
  [102] = {.lex_state = 0, .external_lex_state = 2},
  [103] = {.lex_state = 9},
  [104] = {.lex_state = 165},
  [105] = {.lex_state = 165},
  [106] = {.lex_state = 165},
  [107] = {.lex_state = 0},
  [108] = {.lex_state = 9},
  [109] = {.lex_state = 165},
  [110] = {.lex_state = 0, .external_lex_state = 2},
  [111] = {.lex_state = 163},
  [112] = {.lex_state = 165},
  [113] = {.lex_state = 165},
  [114] = {.lex_state = 165},
  [115] = {.lex_state = 163},
  [116] = {.lex_state = 165},
  [117] = {.lex_state = 165},
  [118] = {.lex_state = 165},
  [119] = {.lex_state = 9},
  [120] = {.lex_state = 163},
  [121] = {.lex_state = 163},
  [122] = {.lex_state = 165},
  [123] = {.lex_state = 165},
  [124] = {.lex_state = 163},
  [125] = {.lex_state = 165},
  [126] = {.lex_state = 163},
  [127] = {.lex_state = 165},
  [128] = {.lex_state = 163},
  [129] = {.lex_state = 163},
  [130] = {.lex_state = 163},
  [131] = {.lex_state = 9},
  [132] = {.lex_state = 0},
  [133] = {.lex_state = 0},
  [134] = {.lex_state = 163},
  [135] = {.lex_state = 165},
  [136] = {.lex_state = 0},
  [137] = {.lex_state = 0},
  [138] = {.lex_state = 0},
  [139] = {.lex_state = 0},
  [140] = {.lex_state = 0},
  [141] = {.lex_state = 0},
  [142] = {.lex_state = 0},
  [143] = {.lex_state = 21},
  [144] = {.lex_state = 163},
  [145] = {.lex_state = 0},
  [146] = {.lex_state = 21},
  [147] = {.lex_state = 80},
  [148] = {.lex_state = 0},
  [149] = {.lex_state = 0},
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
  [162] = {.lex_state = 163},
  [163] = {.lex_state = 0},
  [164] = {.lex_state = 0},
  [165] = {.lex_state = 0},
  [166] = {.lex_state = 21},
  [167] = {.lex_state = 80},
  [168] = {.lex_state = 0},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 21},
  [173] = {.lex_state = 21},
  [174] = {.lex_state = 80},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 21},
  [179] = {.lex_state = 21},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 0},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 0},
  [186] = {.lex_state = 0},
  [187] = {.lex_state = 76},
  [188] = {.lex_state = 0},
  [189] = {.lex_state = 0},
  [190] = {.lex_state = 0, .external_lex_state = 3},
  [191] = {.lex_state = 3},
  [192] = {.lex_state = 0},
  [193] = {.lex_state = 0},
  [194] = {.lex_state = 3},
  [195] = {.lex_state = 81},
  [196] = {.lex_state = 163},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 9},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0, .external_lex_state = 4},
  [201] = {.lex_state = 76},
  [202] = {.lex_state = 0, .external_lex_state = 3},
  [203] = {.lex_state = 165},
  [204] = {.lex_state = 82},
  [205] = {.lex_state = 165},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 3},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 82},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0, .external_lex_state = 4},
  [222] = {.lex_state = 0},
  [223] = {.lex_state = 0},
  [224] = {.lex_state = 9},
  [225] = {.lex_state = 0},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 76},
  [232] = {.lex_state = 0},
  [233] = {.lex_state = 0},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 0},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 0},
  [239] = {.lex_state = 3},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 0},
  [242] = {.lex_state = 76},
  [243] = {.lex_state = 82},
  [244] = {.lex_state = 82},
  [245] = {.lex_state = 76},
  [246] = {.lex_state = 76},
  [247] = {.lex_state = 76},
  [248] = {.lex_state = 76},
  [249] = {.lex_state = 76},
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
    [sym__statement] = STATE(153),
    [sym_include] = STATE(153),
    [sym_use] = STATE(153),
    [sym_error_directive] = STATE(153),
    [sym_warning_directive] = STATE(153),
    [sym_if_block] = STATE(153),
    [sym_key] = STATE(123),
    [sym__include_as_key] = STATE(205),
    [sym_assignment] = STATE(153),
    [sym_invalid_line] = STATE(153),
    [sym_heredoc_assignment] = STATE(153),
    [sym_macro_reference] = STATE(98),
    [aux_sym_source_file_repeat1] = STATE(8),
    [aux_sym_key_repeat1] = STATE(124),
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
    [anon_sym_DOLLAR_LPAREN] = ACTIONS(27),
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
      anon_sym_DOLLAR_LPAREN,
    STATE(108), 1,
      aux_sym_if_block_repeat1,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(131), 1,
      sym_elif_clause,
    STATE(203), 1,
      sym__include_as_key,
    STATE(209), 1,
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
    STATE(206), 9,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(53), 1,
      aux_sym_if_block_token2,
    ACTIONS(55), 1,
      sym__newline,
    STATE(103), 1,
      aux_sym_if_block_repeat1,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(131), 1,
      sym_elif_clause,
    STATE(191), 1,
      sym_else_clause,
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
    STATE(206), 9,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(55), 1,
      sym__newline,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
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
    ACTIONS(57), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(206), 9,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(61), 1,
      sym__newline,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
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
    ACTIONS(59), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(206), 9,
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
    ACTIONS(63), 1,
      anon_sym_COLON,
    ACTIONS(66), 1,
      sym__include_keyword,
    ACTIONS(69), 1,
      aux_sym_use_token1,
    ACTIONS(72), 1,
      aux_sym_error_directive_token1,
    ACTIONS(75), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(78), 1,
      aux_sym_if_block_token1,
    ACTIONS(83), 1,
      sym__newline,
    ACTIONS(92), 1,
      sym_identifier,
    ACTIONS(95), 1,
      anon_sym_DOLLAR_LPAREN,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(86), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(89), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(81), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(206), 9,
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
    ACTIONS(63), 1,
      anon_sym_COLON,
    ACTIONS(66), 1,
      sym__include_keyword,
    ACTIONS(69), 1,
      aux_sym_use_token1,
    ACTIONS(72), 1,
      aux_sym_error_directive_token1,
    ACTIONS(75), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(78), 1,
      aux_sym_if_block_token1,
    ACTIONS(92), 1,
      sym_identifier,
    ACTIONS(95), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(98), 1,
      ts_builtin_sym_end,
    ACTIONS(100), 1,
      sym__newline,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(103), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(106), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(226), 9,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(109), 1,
      ts_builtin_sym_end,
    ACTIONS(111), 1,
      sym__newline,
    STATE(98), 1,
      sym_macro_reference,
    STATE(123), 1,
      sym_key,
    STATE(124), 1,
      aux_sym_key_repeat1,
    STATE(205), 1,
      sym__include_as_key,
    ACTIONS(113), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(115), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(145), 9,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(117), 1,
      aux_sym_if_block_token2,
    ACTIONS(119), 1,
      sym__newline,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(121), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(123), 2,
      sym_pragma,
      sym_section,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(233), 9,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(125), 1,
      aux_sym_if_block_token2,
    ACTIONS(127), 1,
      sym__newline,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(121), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(123), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(233), 9,
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
    ACTIONS(63), 1,
      anon_sym_COLON,
    ACTIONS(66), 1,
      sym__include_keyword,
    ACTIONS(69), 1,
      aux_sym_use_token1,
    ACTIONS(72), 1,
      aux_sym_error_directive_token1,
    ACTIONS(75), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(78), 1,
      aux_sym_if_block_token1,
    ACTIONS(81), 1,
      aux_sym_if_block_token2,
    ACTIONS(92), 1,
      sym_identifier,
    ACTIONS(95), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(129), 1,
      sym__newline,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(132), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(135), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(233), 9,
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
      anon_sym_DOLLAR_LPAREN,
    STATE(98), 1,
      sym_macro_reference,
    STATE(123), 1,
      sym_key,
    STATE(124), 1,
      aux_sym_key_repeat1,
    STATE(205), 1,
      sym__include_as_key,
    ACTIONS(138), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(140), 2,
      sym_pragma,
      sym_section,
    STATE(157), 9,
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
      anon_sym_DOLLAR_LPAREN,
    STATE(114), 1,
      sym_macro_reference,
    STATE(127), 1,
      sym_key,
    STATE(129), 1,
      aux_sym_key_repeat1,
    STATE(203), 1,
      sym__include_as_key,
    ACTIONS(138), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(140), 2,
      sym_pragma,
      sym_section,
    STATE(157), 9,
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
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
      anon_sym_DOLLAR_LPAREN,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(164), 1,
      sym_value,
    ACTIONS(146), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(29), 5,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(148), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(160), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(155), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(162), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    STATE(215), 1,
      sym_condition,
    ACTIONS(170), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(188), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1018] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(177), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(178), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1055] = 11,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    STATE(238), 1,
      sym_condition,
    ACTIONS(170), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(188), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1094] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(141), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(180), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1131] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(138), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(182), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1168] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(151), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(184), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1205] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(140), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(186), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1242] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(150), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(188), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1279] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(142), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(190), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1316] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(150), 1,
      sym_text,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(154), 1,
      sym_value,
    ACTIONS(148), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(192), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(29), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1353] = 3,
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
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
      anon_sym_DOLLAR_LPAREN,
  [1375] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(154), 1,
      sym_function_name,
    ACTIONS(156), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(158), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(198), 1,
      sym_text,
    ACTIONS(194), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(196), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(34), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1409] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(148), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1445] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(184), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(151), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1481] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(178), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(177), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1517] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(186), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(140), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1553] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(217), 1,
      sym_text,
    ACTIONS(220), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(223), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(229), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(214), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(34), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1587] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(141), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1623] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(142), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1659] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(192), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(154), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1695] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(155), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1731] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(164), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1767] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(182), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(138), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1803] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(144), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(142), 8,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [1825] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(188), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_text,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(150), 1,
      sym_value,
    ACTIONS(200), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(44), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1861] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(168), 1,
      aux_sym_version_condition_token1,
    ACTIONS(172), 1,
      aux_sym__condition_word_token1,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(232), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(192), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1894] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(194), 1,
      sym__newline,
    ACTIONS(204), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(236), 1,
      sym_text,
    ACTIONS(234), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1927] = 10,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(244), 1,
      anon_sym_RPAREN,
    ACTIONS(246), 1,
      aux_sym_default_value_token1,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(237), 1,
      sym_default_value,
    ACTIONS(240), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1962] = 10,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(246), 1,
      aux_sym_default_value_token1,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(254), 1,
      anon_sym_RPAREN,
    STATE(216), 1,
      sym_default_value,
    ACTIONS(240), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [1997] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(212), 1,
      sym__newline,
    ACTIONS(259), 1,
      sym_text,
    ACTIONS(262), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(265), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(256), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(47), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2030] = 10,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(246), 1,
      aux_sym_default_value_token1,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(274), 1,
      anon_sym_RPAREN,
    STATE(228), 1,
      sym_default_value,
    ACTIONS(240), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2065] = 10,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(246), 1,
      aux_sym_default_value_token1,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(276), 1,
      anon_sym_RPAREN,
    STATE(217), 1,
      sym_default_value,
    ACTIONS(240), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2100] = 10,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(246), 1,
      aux_sym_default_value_token1,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(278), 1,
      anon_sym_RPAREN,
    STATE(234), 1,
      sym_default_value,
    ACTIONS(240), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2135] = 10,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(246), 1,
      aux_sym_default_value_token1,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(280), 1,
      anon_sym_RPAREN,
    STATE(240), 1,
      sym_default_value,
    ACTIONS(240), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(53), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2170] = 9,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(288), 1,
      anon_sym_RPAREN,
    ACTIONS(290), 1,
      aux_sym_default_value_token1,
    ACTIONS(293), 1,
      sym_function_name,
    ACTIONS(296), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(299), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(282), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(52), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2202] = 9,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(248), 1,
      sym_function_name,
    ACTIONS(250), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(252), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(304), 1,
      anon_sym_RPAREN,
    ACTIONS(306), 1,
      aux_sym_default_value_token1,
    ACTIONS(302), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(52), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2234] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(311), 1,
      sym__newline,
    ACTIONS(313), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      sym_function_name,
    ACTIONS(308), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(54), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2259] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(321), 1,
      sym__newline,
    ACTIONS(319), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(54), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2284] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(325), 1,
      sym__newline,
    ACTIONS(323), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(55), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2309] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(327), 1,
      sym__newline,
    ACTIONS(323), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(55), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2334] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(172), 1,
      aux_sym__condition_word_token1,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(329), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(333), 1,
      sym__newline,
    STATE(197), 1,
      sym_condition_expression,
    ACTIONS(331), 2,
      sym_boolean,
      sym_number,
    STATE(60), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [2365] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(335), 1,
      sym__newline,
    ACTIONS(323), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(55), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2390] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(174), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(176), 1,
      sym_function_name,
    ACTIONS(337), 1,
      sym__newline,
    ACTIONS(323), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(55), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [2415] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(341), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(339), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2432] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(345), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(343), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2449] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(349), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(347), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2466] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(353), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(351), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2483] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(357), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(355), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2500] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(361), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(359), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2517] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(365), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(363), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2534] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(369), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(367), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2551] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(373), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(371), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2568] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(377), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(375), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2585] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(359), 1,
      aux_sym_default_value_token1,
    ACTIONS(361), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2601] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(373), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(371), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2617] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(351), 1,
      aux_sym_default_value_token1,
    ACTIONS(353), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2633] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(343), 1,
      aux_sym_default_value_token1,
    ACTIONS(345), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2649] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(363), 1,
      aux_sym_default_value_token1,
    ACTIONS(365), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2665] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(355), 1,
      aux_sym_default_value_token1,
    ACTIONS(357), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2681] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(339), 1,
      aux_sym_default_value_token1,
    ACTIONS(341), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2697] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(347), 1,
      aux_sym_default_value_token1,
    ACTIONS(349), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2713] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(345), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(343), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2729] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(367), 1,
      aux_sym_default_value_token1,
    ACTIONS(369), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2745] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(365), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(363), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2761] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(357), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(355), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2777] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(341), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(339), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2793] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(353), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(351), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2809] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(349), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(347), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2825] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(369), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(367), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2841] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(375), 1,
      aux_sym_default_value_token1,
    ACTIONS(377), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2857] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      aux_sym_default_value_token1,
    ACTIONS(373), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      anon_sym_RPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2873] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(361), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(359), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2889] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(377), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(375), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [2905] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      sym_comment,
    ACTIONS(383), 1,
      sym_heredoc_end,
    STATE(102), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(221), 1,
      sym_heredoc_body,
    ACTIONS(379), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2926] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      sym_comment,
    ACTIONS(385), 1,
      sym_heredoc_end,
    STATE(102), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(200), 1,
      sym_heredoc_body,
    ACTIONS(379), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [2947] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(359), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(361), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2961] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(367), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(369), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [2975] = 6,
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
  [2995] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(377), 1,
      sym_ignored_text,
    ACTIONS(375), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3009] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      anon_sym_DOT,
    ACTIONS(401), 1,
      sym_ignored_text,
    ACTIONS(397), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3025] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(401), 1,
      sym_ignored_text,
    ACTIONS(403), 1,
      anon_sym_DOT,
    ACTIONS(397), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3041] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(375), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(377), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3055] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(371), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(373), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3069] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(347), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(349), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3083] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(407), 1,
      sym_comment,
    ACTIONS(409), 1,
      sym_heredoc_end,
    STATE(110), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(405), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3101] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(411), 1,
      aux_sym_if_block_token2,
    ACTIONS(413), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(415), 1,
      aux_sym_else_clause_token1,
    STATE(119), 1,
      aux_sym_if_block_repeat1,
    STATE(131), 1,
      sym_elif_clause,
    STATE(239), 1,
      sym_else_clause,
  [3123] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(361), 1,
      sym_ignored_text,
    ACTIONS(359), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3137] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(373), 1,
      sym_ignored_text,
    ACTIONS(371), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3151] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      anon_sym_DOT,
    ACTIONS(419), 1,
      sym_ignored_text,
    ACTIONS(417), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3167] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(395), 1,
      sym_operator,
    ACTIONS(421), 1,
      anon_sym_COLON,
    ACTIONS(423), 1,
      aux_sym_include_token1,
    ACTIONS(425), 1,
      aux_sym_include_token2,
    ACTIONS(427), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3187] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(415), 1,
      aux_sym_else_clause_token1,
    ACTIONS(429), 1,
      aux_sym_if_block_token2,
    STATE(119), 1,
      aux_sym_if_block_repeat1,
    STATE(131), 1,
      sym_elif_clause,
    STATE(194), 1,
      sym_else_clause,
  [3209] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(403), 1,
      anon_sym_DOT,
    ACTIONS(419), 1,
      sym_ignored_text,
    ACTIONS(417), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3225] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(434), 1,
      sym_comment,
    ACTIONS(437), 1,
      sym_heredoc_end,
    STATE(110), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(431), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3243] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 1,
      sym_identifier,
    STATE(120), 1,
      aux_sym_use_repeat1,
    STATE(126), 1,
      sym_template,
    ACTIONS(439), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3260] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(377), 1,
      sym_ignored_text,
    ACTIONS(375), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3273] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(403), 1,
      anon_sym_DOT,
    ACTIONS(419), 1,
      sym_ignored_text,
    ACTIONS(417), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3288] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(401), 1,
      sym_ignored_text,
    ACTIONS(403), 1,
      anon_sym_DOT,
    ACTIONS(397), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3303] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(445), 1,
      aux_sym_template_token1,
    ACTIONS(443), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3316] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(373), 1,
      sym_ignored_text,
    ACTIONS(371), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3329] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(361), 1,
      sym_ignored_text,
    ACTIONS(359), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [3342] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      anon_sym_DOT,
    ACTIONS(401), 1,
      sym_ignored_text,
    ACTIONS(397), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3357] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(449), 1,
      aux_sym_elif_clause_token1,
    STATE(119), 1,
      aux_sym_if_block_repeat1,
    STATE(131), 1,
      sym_elif_clause,
    ACTIONS(447), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [3374] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 1,
      sym_identifier,
    STATE(121), 1,
      aux_sym_use_repeat1,
    STATE(126), 1,
      sym_template,
    ACTIONS(452), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3391] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(456), 1,
      sym_identifier,
    STATE(121), 1,
      aux_sym_use_repeat1,
    STATE(126), 1,
      sym_template,
    ACTIONS(454), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3408] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      anon_sym_DOT,
    ACTIONS(419), 1,
      sym_ignored_text,
    ACTIONS(417), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3423] = 5,
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
  [3440] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(27), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(467), 1,
      sym_identifier,
    STATE(109), 1,
      sym_macro_reference,
    STATE(130), 1,
      aux_sym_key_repeat1,
  [3456] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 1,
      sym_operator,
    ACTIONS(473), 1,
      anon_sym_AT_EQ,
    ACTIONS(469), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3470] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(477), 1,
      anon_sym_COMMA,
    ACTIONS(475), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3482] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      sym__newline,
    ACTIONS(465), 1,
      anon_sym_AT_EQ,
    ACTIONS(479), 1,
      sym_operator,
    ACTIONS(481), 1,
      sym_ignored_text,
  [3498] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [3508] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(51), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(485), 1,
      sym_identifier,
    STATE(113), 1,
      sym_macro_reference,
    STATE(130), 1,
      aux_sym_key_repeat1,
  [3524] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 1,
      sym_identifier,
    ACTIONS(490), 1,
      anon_sym_DOLLAR_LPAREN,
    STATE(130), 1,
      aux_sym_key_repeat1,
    STATE(189), 1,
      sym_macro_reference,
  [3540] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(493), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [3549] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(495), 1,
      anon_sym_COLON,
    ACTIONS(497), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3560] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 1,
      anon_sym_COLON,
    ACTIONS(501), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [3571] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(503), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [3580] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      sym__newline,
    ACTIONS(473), 1,
      anon_sym_AT_EQ,
    ACTIONS(505), 1,
      sym_operator,
  [3593] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3601] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(509), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3609] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3617] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(513), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3625] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(515), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3633] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(517), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3649] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(521), 1,
      anon_sym_RPAREN,
    ACTIONS(523), 1,
      aux_sym_macro_function_token1,
  [3659] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(525), 2,
      sym_identifier,
      anon_sym_DOLLAR_LPAREN,
  [3667] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(527), 1,
      ts_builtin_sym_end,
    ACTIONS(529), 1,
      sym__newline,
  [3677] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(531), 1,
      anon_sym_RPAREN,
    ACTIONS(533), 1,
      aux_sym_macro_function_token1,
  [3687] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(535), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(537), 1,
      anon_sym_RBRACK_RPAREN,
  [3697] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(539), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3705] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(541), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3713] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(543), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3721] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(545), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3729] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 1,
      anon_sym_COLON,
    ACTIONS(549), 1,
      aux_sym_include_token5,
  [3739] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(109), 1,
      ts_builtin_sym_end,
    ACTIONS(529), 1,
      sym__newline,
  [3749] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(551), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3757] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(553), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3765] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(555), 1,
      anon_sym_COLON,
    ACTIONS(557), 1,
      anon_sym_RPAREN,
  [3775] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3783] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3791] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3799] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(565), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3807] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3815] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 2,
      sym_identifier,
      anon_sym_DOLLAR_LPAREN,
  [3823] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      anon_sym_COLON,
    ACTIONS(573), 1,
      anon_sym_RPAREN,
  [3833] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3841] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_COLON,
    ACTIONS(579), 1,
      aux_sym_include_token5,
  [3851] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      anon_sym_RPAREN,
    ACTIONS(583), 1,
      aux_sym_macro_function_token1,
  [3861] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(585), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(587), 1,
      anon_sym_RBRACK_RPAREN,
  [3871] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(589), 1,
      anon_sym_COLON,
    ACTIONS(591), 1,
      anon_sym_RPAREN,
  [3881] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(593), 1,
      anon_sym_COLON,
    ACTIONS(595), 1,
      aux_sym_include_token5,
  [3891] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(597), 1,
      anon_sym_COLON,
    ACTIONS(599), 1,
      anon_sym_RPAREN,
  [3901] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      anon_sym_COLON,
    ACTIONS(603), 1,
      aux_sym_include_token5,
  [3911] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(605), 1,
      anon_sym_RPAREN,
    ACTIONS(607), 1,
      aux_sym_macro_function_token1,
  [3921] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      anon_sym_RPAREN,
    ACTIONS(611), 1,
      aux_sym_macro_function_token1,
  [3931] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(615), 1,
      anon_sym_RBRACK_RPAREN,
  [3941] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      anon_sym_COLON,
    ACTIONS(619), 1,
      anon_sym_RPAREN,
  [3951] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 1,
      anon_sym_COLON,
    ACTIONS(623), 1,
      anon_sym_RPAREN,
  [3961] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3969] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      anon_sym_RPAREN,
    ACTIONS(629), 1,
      aux_sym_macro_function_token1,
  [3979] = 3,
    ACTIONS(238), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      anon_sym_RPAREN,
    ACTIONS(633), 1,
      aux_sym_macro_function_token1,
  [3989] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      anon_sym_COLON,
    ACTIONS(637), 1,
      anon_sym_RPAREN,
  [3999] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4007] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      anon_sym_COLON,
    ACTIONS(643), 1,
      anon_sym_RPAREN,
  [4017] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4025] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      anon_sym_COLON,
    ACTIONS(649), 1,
      anon_sym_RPAREN,
  [4035] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4043] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(653), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4051] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      aux_sym_macro_reference_token1,
  [4058] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(335), 1,
      sym__newline,
  [4065] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(403), 1,
      anon_sym_DOT,
  [4072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      sym_heredoc_tag,
  [4079] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      aux_sym_if_block_token2,
  [4086] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(327), 1,
      sym__newline,
  [4093] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      sym__newline,
  [4100] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 1,
      aux_sym_if_block_token2,
  [4107] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      aux_sym_defined_condition_token3,
  [4114] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym_identifier,
  [4121] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(325), 1,
      sym__newline,
  [4128] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      aux_sym_version_condition_token3,
  [4135] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 1,
      sym__newline,
  [4142] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      sym_heredoc_end,
  [4149] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      aux_sym_macro_reference_token1,
  [4156] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 1,
      sym_heredoc_tag,
  [4163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      sym_operator,
  [4170] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      aux_sym_include_token6,
  [4177] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 1,
      sym_operator,
  [4184] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      sym__newline,
  [4191] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      sym__newline,
  [4198] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 1,
      anon_sym_COLON,
  [4205] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 1,
      aux_sym_if_block_token2,
  [4212] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      anon_sym_COLON,
  [4219] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 1,
      anon_sym_RPAREN,
  [4226] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 1,
      ts_builtin_sym_end,
  [4233] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      anon_sym_RBRACK_RPAREN,
  [4240] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      aux_sym_include_token6,
  [4247] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      sym__newline,
  [4254] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_RPAREN,
  [4261] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      anon_sym_RPAREN,
  [4268] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      anon_sym_COLON,
  [4275] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      anon_sym_RPAREN,
  [4282] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      sym__newline,
  [4289] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 1,
      sym_heredoc_end,
  [4296] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 1,
      sym__newline,
  [4303] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      anon_sym_RPAREN,
  [4310] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 1,
      aux_sym_version_condition_token2,
  [4317] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      anon_sym_RBRACK_RPAREN,
  [4324] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(529), 1,
      sym__newline,
  [4331] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      anon_sym_COLON,
  [4338] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      anon_sym_RPAREN,
  [4345] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(729), 1,
      anon_sym_RPAREN,
  [4352] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 1,
      anon_sym_RPAREN,
  [4359] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      aux_sym_macro_reference_token1,
  [4366] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 1,
      anon_sym_RPAREN,
  [4373] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(737), 1,
      sym__newline,
  [4380] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 1,
      anon_sym_RPAREN,
  [4387] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 1,
      anon_sym_RBRACK_RPAREN,
  [4394] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      anon_sym_DOT,
  [4401] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 1,
      anon_sym_RPAREN,
  [4408] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 1,
      sym__newline,
  [4415] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      aux_sym_if_block_token2,
  [4422] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 1,
      anon_sym_RPAREN,
  [4429] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      anon_sym_RPAREN,
  [4436] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 1,
      aux_sym_macro_reference_token1,
  [4443] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 1,
      aux_sym_include_token6,
  [4450] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 1,
      aux_sym_include_token6,
  [4457] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 1,
      aux_sym_macro_reference_token1,
  [4464] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 1,
      aux_sym_macro_reference_token1,
  [4471] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 1,
      aux_sym_macro_reference_token1,
  [4478] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 1,
      aux_sym_macro_reference_token1,
  [4485] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      aux_sym_macro_reference_token1,
  [4492] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 1,
      anon_sym_COLON,
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
  [SMALL_STATE(21)] = 1094,
  [SMALL_STATE(22)] = 1131,
  [SMALL_STATE(23)] = 1168,
  [SMALL_STATE(24)] = 1205,
  [SMALL_STATE(25)] = 1242,
  [SMALL_STATE(26)] = 1279,
  [SMALL_STATE(27)] = 1316,
  [SMALL_STATE(28)] = 1353,
  [SMALL_STATE(29)] = 1375,
  [SMALL_STATE(30)] = 1409,
  [SMALL_STATE(31)] = 1445,
  [SMALL_STATE(32)] = 1481,
  [SMALL_STATE(33)] = 1517,
  [SMALL_STATE(34)] = 1553,
  [SMALL_STATE(35)] = 1587,
  [SMALL_STATE(36)] = 1623,
  [SMALL_STATE(37)] = 1659,
  [SMALL_STATE(38)] = 1695,
  [SMALL_STATE(39)] = 1731,
  [SMALL_STATE(40)] = 1767,
  [SMALL_STATE(41)] = 1803,
  [SMALL_STATE(42)] = 1825,
  [SMALL_STATE(43)] = 1861,
  [SMALL_STATE(44)] = 1894,
  [SMALL_STATE(45)] = 1927,
  [SMALL_STATE(46)] = 1962,
  [SMALL_STATE(47)] = 1997,
  [SMALL_STATE(48)] = 2030,
  [SMALL_STATE(49)] = 2065,
  [SMALL_STATE(50)] = 2100,
  [SMALL_STATE(51)] = 2135,
  [SMALL_STATE(52)] = 2170,
  [SMALL_STATE(53)] = 2202,
  [SMALL_STATE(54)] = 2234,
  [SMALL_STATE(55)] = 2259,
  [SMALL_STATE(56)] = 2284,
  [SMALL_STATE(57)] = 2309,
  [SMALL_STATE(58)] = 2334,
  [SMALL_STATE(59)] = 2365,
  [SMALL_STATE(60)] = 2390,
  [SMALL_STATE(61)] = 2415,
  [SMALL_STATE(62)] = 2432,
  [SMALL_STATE(63)] = 2449,
  [SMALL_STATE(64)] = 2466,
  [SMALL_STATE(65)] = 2483,
  [SMALL_STATE(66)] = 2500,
  [SMALL_STATE(67)] = 2517,
  [SMALL_STATE(68)] = 2534,
  [SMALL_STATE(69)] = 2551,
  [SMALL_STATE(70)] = 2568,
  [SMALL_STATE(71)] = 2585,
  [SMALL_STATE(72)] = 2601,
  [SMALL_STATE(73)] = 2617,
  [SMALL_STATE(74)] = 2633,
  [SMALL_STATE(75)] = 2649,
  [SMALL_STATE(76)] = 2665,
  [SMALL_STATE(77)] = 2681,
  [SMALL_STATE(78)] = 2697,
  [SMALL_STATE(79)] = 2713,
  [SMALL_STATE(80)] = 2729,
  [SMALL_STATE(81)] = 2745,
  [SMALL_STATE(82)] = 2761,
  [SMALL_STATE(83)] = 2777,
  [SMALL_STATE(84)] = 2793,
  [SMALL_STATE(85)] = 2809,
  [SMALL_STATE(86)] = 2825,
  [SMALL_STATE(87)] = 2841,
  [SMALL_STATE(88)] = 2857,
  [SMALL_STATE(89)] = 2873,
  [SMALL_STATE(90)] = 2889,
  [SMALL_STATE(91)] = 2905,
  [SMALL_STATE(92)] = 2926,
  [SMALL_STATE(93)] = 2947,
  [SMALL_STATE(94)] = 2961,
  [SMALL_STATE(95)] = 2975,
  [SMALL_STATE(96)] = 2995,
  [SMALL_STATE(97)] = 3009,
  [SMALL_STATE(98)] = 3025,
  [SMALL_STATE(99)] = 3041,
  [SMALL_STATE(100)] = 3055,
  [SMALL_STATE(101)] = 3069,
  [SMALL_STATE(102)] = 3083,
  [SMALL_STATE(103)] = 3101,
  [SMALL_STATE(104)] = 3123,
  [SMALL_STATE(105)] = 3137,
  [SMALL_STATE(106)] = 3151,
  [SMALL_STATE(107)] = 3167,
  [SMALL_STATE(108)] = 3187,
  [SMALL_STATE(109)] = 3209,
  [SMALL_STATE(110)] = 3225,
  [SMALL_STATE(111)] = 3243,
  [SMALL_STATE(112)] = 3260,
  [SMALL_STATE(113)] = 3273,
  [SMALL_STATE(114)] = 3288,
  [SMALL_STATE(115)] = 3303,
  [SMALL_STATE(116)] = 3316,
  [SMALL_STATE(117)] = 3329,
  [SMALL_STATE(118)] = 3342,
  [SMALL_STATE(119)] = 3357,
  [SMALL_STATE(120)] = 3374,
  [SMALL_STATE(121)] = 3391,
  [SMALL_STATE(122)] = 3408,
  [SMALL_STATE(123)] = 3423,
  [SMALL_STATE(124)] = 3440,
  [SMALL_STATE(125)] = 3456,
  [SMALL_STATE(126)] = 3470,
  [SMALL_STATE(127)] = 3482,
  [SMALL_STATE(128)] = 3498,
  [SMALL_STATE(129)] = 3508,
  [SMALL_STATE(130)] = 3524,
  [SMALL_STATE(131)] = 3540,
  [SMALL_STATE(132)] = 3549,
  [SMALL_STATE(133)] = 3560,
  [SMALL_STATE(134)] = 3571,
  [SMALL_STATE(135)] = 3580,
  [SMALL_STATE(136)] = 3593,
  [SMALL_STATE(137)] = 3601,
  [SMALL_STATE(138)] = 3609,
  [SMALL_STATE(139)] = 3617,
  [SMALL_STATE(140)] = 3625,
  [SMALL_STATE(141)] = 3633,
  [SMALL_STATE(142)] = 3641,
  [SMALL_STATE(143)] = 3649,
  [SMALL_STATE(144)] = 3659,
  [SMALL_STATE(145)] = 3667,
  [SMALL_STATE(146)] = 3677,
  [SMALL_STATE(147)] = 3687,
  [SMALL_STATE(148)] = 3697,
  [SMALL_STATE(149)] = 3705,
  [SMALL_STATE(150)] = 3713,
  [SMALL_STATE(151)] = 3721,
  [SMALL_STATE(152)] = 3729,
  [SMALL_STATE(153)] = 3739,
  [SMALL_STATE(154)] = 3749,
  [SMALL_STATE(155)] = 3757,
  [SMALL_STATE(156)] = 3765,
  [SMALL_STATE(157)] = 3775,
  [SMALL_STATE(158)] = 3783,
  [SMALL_STATE(159)] = 3791,
  [SMALL_STATE(160)] = 3799,
  [SMALL_STATE(161)] = 3807,
  [SMALL_STATE(162)] = 3815,
  [SMALL_STATE(163)] = 3823,
  [SMALL_STATE(164)] = 3833,
  [SMALL_STATE(165)] = 3841,
  [SMALL_STATE(166)] = 3851,
  [SMALL_STATE(167)] = 3861,
  [SMALL_STATE(168)] = 3871,
  [SMALL_STATE(169)] = 3881,
  [SMALL_STATE(170)] = 3891,
  [SMALL_STATE(171)] = 3901,
  [SMALL_STATE(172)] = 3911,
  [SMALL_STATE(173)] = 3921,
  [SMALL_STATE(174)] = 3931,
  [SMALL_STATE(175)] = 3941,
  [SMALL_STATE(176)] = 3951,
  [SMALL_STATE(177)] = 3961,
  [SMALL_STATE(178)] = 3969,
  [SMALL_STATE(179)] = 3979,
  [SMALL_STATE(180)] = 3989,
  [SMALL_STATE(181)] = 3999,
  [SMALL_STATE(182)] = 4007,
  [SMALL_STATE(183)] = 4017,
  [SMALL_STATE(184)] = 4025,
  [SMALL_STATE(185)] = 4035,
  [SMALL_STATE(186)] = 4043,
  [SMALL_STATE(187)] = 4051,
  [SMALL_STATE(188)] = 4058,
  [SMALL_STATE(189)] = 4065,
  [SMALL_STATE(190)] = 4072,
  [SMALL_STATE(191)] = 4079,
  [SMALL_STATE(192)] = 4086,
  [SMALL_STATE(193)] = 4093,
  [SMALL_STATE(194)] = 4100,
  [SMALL_STATE(195)] = 4107,
  [SMALL_STATE(196)] = 4114,
  [SMALL_STATE(197)] = 4121,
  [SMALL_STATE(198)] = 4128,
  [SMALL_STATE(199)] = 4135,
  [SMALL_STATE(200)] = 4142,
  [SMALL_STATE(201)] = 4149,
  [SMALL_STATE(202)] = 4156,
  [SMALL_STATE(203)] = 4163,
  [SMALL_STATE(204)] = 4170,
  [SMALL_STATE(205)] = 4177,
  [SMALL_STATE(206)] = 4184,
  [SMALL_STATE(207)] = 4191,
  [SMALL_STATE(208)] = 4198,
  [SMALL_STATE(209)] = 4205,
  [SMALL_STATE(210)] = 4212,
  [SMALL_STATE(211)] = 4219,
  [SMALL_STATE(212)] = 4226,
  [SMALL_STATE(213)] = 4233,
  [SMALL_STATE(214)] = 4240,
  [SMALL_STATE(215)] = 4247,
  [SMALL_STATE(216)] = 4254,
  [SMALL_STATE(217)] = 4261,
  [SMALL_STATE(218)] = 4268,
  [SMALL_STATE(219)] = 4275,
  [SMALL_STATE(220)] = 4282,
  [SMALL_STATE(221)] = 4289,
  [SMALL_STATE(222)] = 4296,
  [SMALL_STATE(223)] = 4303,
  [SMALL_STATE(224)] = 4310,
  [SMALL_STATE(225)] = 4317,
  [SMALL_STATE(226)] = 4324,
  [SMALL_STATE(227)] = 4331,
  [SMALL_STATE(228)] = 4338,
  [SMALL_STATE(229)] = 4345,
  [SMALL_STATE(230)] = 4352,
  [SMALL_STATE(231)] = 4359,
  [SMALL_STATE(232)] = 4366,
  [SMALL_STATE(233)] = 4373,
  [SMALL_STATE(234)] = 4380,
  [SMALL_STATE(235)] = 4387,
  [SMALL_STATE(236)] = 4394,
  [SMALL_STATE(237)] = 4401,
  [SMALL_STATE(238)] = 4408,
  [SMALL_STATE(239)] = 4415,
  [SMALL_STATE(240)] = 4422,
  [SMALL_STATE(241)] = 4429,
  [SMALL_STATE(242)] = 4436,
  [SMALL_STATE(243)] = 4443,
  [SMALL_STATE(244)] = 4450,
  [SMALL_STATE(245)] = 4457,
  [SMALL_STATE(246)] = 4464,
  [SMALL_STATE(247)] = 4471,
  [SMALL_STATE(248)] = 4478,
  [SMALL_STATE(249)] = 4485,
  [SMALL_STATE(250)] = 4492,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(95),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(20),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(206),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [57] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 32),
  [59] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 32),
  [61] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [63] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [66] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(107),
  [69] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(196),
  [72] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [75] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(31),
  [78] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(20),
  [81] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [83] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [86] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [89] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(206),
  [92] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(118),
  [95] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [98] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [100] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [103] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(226),
  [106] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(226),
  [109] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [111] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [113] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [115] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [117] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [119] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [121] = {.entry = {.count = 1, .reusable = false}}, SHIFT(233),
  [123] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [125] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [129] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [132] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [135] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [138] = {.entry = {.count = 1, .reusable = false}}, SHIFT(157),
  [140] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [142] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [146] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 36),
  [148] = {.entry = {.count = 1, .reusable = false}}, SHIFT(29),
  [150] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [152] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [154] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [156] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [160] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [162] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 24),
  [164] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [166] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [168] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [170] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [172] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [174] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [178] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 7),
  [180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 14),
  [182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 44),
  [184] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 9),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 15),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 21),
  [194] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [196] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [198] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [200] = {.entry = {.count = 1, .reusable = false}}, SHIFT(44),
  [202] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [204] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [206] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [208] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [210] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [212] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [214] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [217] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [220] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [223] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(143),
  [226] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(231),
  [229] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(147),
  [232] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [234] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [236] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [238] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [240] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [242] = {.entry = {.count = 1, .reusable = false}}, SHIFT(248),
  [244] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [246] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [248] = {.entry = {.count = 1, .reusable = false}}, SHIFT(173),
  [250] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [254] = {.entry = {.count = 1, .reusable = false}}, SHIFT(96),
  [256] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(47),
  [259] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(47),
  [262] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(249),
  [265] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(179),
  [268] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(246),
  [271] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(174),
  [274] = {.entry = {.count = 1, .reusable = false}}, SHIFT(99),
  [276] = {.entry = {.count = 1, .reusable = false}}, SHIFT(70),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [280] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [282] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [285] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(248),
  [288] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [290] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [293] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [296] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(242),
  [299] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(167),
  [302] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [304] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [308] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(54),
  [311] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [313] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(245),
  [316] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(166),
  [319] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [321] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [323] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [325] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 19),
  [327] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 18),
  [329] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [331] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [333] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [335] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [339] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 19),
  [341] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 19),
  [343] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [345] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [347] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 17),
  [349] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 17),
  [351] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [353] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [355] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [357] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [359] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 19),
  [361] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 19),
  [363] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 19),
  [365] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 19),
  [367] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 28),
  [369] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 28),
  [371] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 42),
  [373] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 42),
  [375] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 19),
  [377] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 19),
  [379] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [381] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [383] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [385] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [387] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [389] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [391] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [393] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [395] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [397] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [399] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [401] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [403] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [405] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [407] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [409] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [411] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [413] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [415] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [417] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [419] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [421] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [423] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [425] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [427] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [429] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [431] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(110),
  [434] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(110),
  [437] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [439] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 16),
  [441] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [443] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [445] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [447] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 41),
  [449] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 41), SHIFT_REPEAT(18),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 27),
  [454] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 38),
  [456] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 38), SHIFT_REPEAT(115),
  [459] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [461] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [463] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [465] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [467] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [469] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 8),
  [471] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [473] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [475] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 26),
  [477] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [479] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [481] = {.entry = {.count = 1, .reusable = false}}, SHIFT(135),
  [483] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 37),
  [485] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [487] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(236),
  [490] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(201),
  [493] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 33),
  [495] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [497] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [499] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [501] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [503] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 26),
  [505] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [507] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 54),
  [509] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 51),
  [511] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 52),
  [513] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 53),
  [515] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 22),
  [517] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 23),
  [519] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 25),
  [521] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [523] = {.entry = {.count = 1, .reusable = false}}, SHIFT(230),
  [525] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [527] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [529] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [531] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [533] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [535] = {.entry = {.count = 1, .reusable = false}}, SHIFT(235),
  [537] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [539] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [541] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 32),
  [543] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 13),
  [545] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [547] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [549] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [551] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 34),
  [553] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 35),
  [555] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [557] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 39),
  [563] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [565] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 50),
  [567] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 43),
  [569] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 6),
  [571] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [575] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 45),
  [577] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [579] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [581] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [583] = {.entry = {.count = 1, .reusable = false}}, SHIFT(211),
  [585] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [587] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [589] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [593] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [595] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [599] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [603] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [605] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [607] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [609] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [611] = {.entry = {.count = 1, .reusable = false}}, SHIFT(223),
  [613] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [615] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [619] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [621] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [625] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 20),
  [627] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [629] = {.entry = {.count = 1, .reusable = false}}, SHIFT(229),
  [631] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [633] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [637] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [639] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 47),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 48),
  [647] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [651] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 49),
  [653] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 40),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 30),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [665] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 31),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [681] = {.entry = {.count = 1, .reusable = false}}, SHIFT(227),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [697] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [701] = {.entry = {.count = 1, .reusable = false}}, SHIFT(210),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [715] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [719] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [727] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [735] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [737] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [739] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [741] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [743] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [755] = {.entry = {.count = 1, .reusable = false}}, SHIFT(250),
  [757] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [759] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [761] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [767] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
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
