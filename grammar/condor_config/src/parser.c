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
#define STATE_COUNT 281
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 96
#define ALIAS_COUNT 1
#define TOKEN_COUNT 57
#define EXTERNAL_TOKEN_COUNT 5
#define FIELD_COUNT 25
#define MAX_ALIAS_SEQUENCE_LENGTH 32
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
  sym__paragraph = 58,
  sym__line = 59,
  sym__statement = 60,
  sym_include = 61,
  sym_use = 62,
  sym_template = 63,
  sym_error_directive = 64,
  sym_warning_directive = 65,
  sym_if_block = 66,
  sym_elif_clause = 67,
  sym_else_clause = 68,
  sym_condition = 69,
  sym_defined_condition = 70,
  sym_version_condition = 71,
  sym_condition_expression = 72,
  sym__condition_part = 73,
  sym__condition_word = 74,
  sym_key = 75,
  sym__include_as_key = 76,
  sym_assignment = 77,
  sym_invalid_line = 78,
  sym_heredoc_assignment = 79,
  sym_heredoc_body = 80,
  sym_value = 81,
  sym__value_part = 82,
  sym_macro_reference = 83,
  sym_default_value = 84,
  sym_macro_function = 85,
  sym_machine_reference = 86,
  aux_sym_source_file_repeat1 = 87,
  aux_sym_use_repeat1 = 88,
  aux_sym_if_block_repeat1 = 89,
  aux_sym_if_block_repeat2 = 90,
  aux_sym_condition_expression_repeat1 = 91,
  aux_sym_key_repeat1 = 92,
  aux_sym_heredoc_body_repeat1 = 93,
  aux_sym_value_repeat1 = 94,
  aux_sym_default_value_repeat1 = 95,
  alias_sym_key_prefix = 96,
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
  [sym__paragraph] = "_paragraph",
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
  [aux_sym_if_block_repeat2] = "if_block_repeat2",
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
  [sym__paragraph] = sym__paragraph,
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
  [aux_sym_if_block_repeat2] = aux_sym_if_block_repeat2,
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
  [sym__paragraph] = {
    .visible = false,
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
  [aux_sym_if_block_repeat2] = {
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
  [7] = 7,
  [8] = 5,
  [9] = 9,
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
  [26] = 26,
  [27] = 27,
  [28] = 27,
  [29] = 29,
  [30] = 30,
  [31] = 31,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 38,
  [44] = 44,
  [45] = 40,
  [46] = 46,
  [47] = 31,
  [48] = 30,
  [49] = 37,
  [50] = 42,
  [51] = 32,
  [52] = 33,
  [53] = 53,
  [54] = 34,
  [55] = 35,
  [56] = 56,
  [57] = 29,
  [58] = 53,
  [59] = 41,
  [60] = 53,
  [61] = 53,
  [62] = 53,
  [63] = 53,
  [64] = 64,
  [65] = 56,
  [66] = 66,
  [67] = 67,
  [68] = 46,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 73,
  [74] = 74,
  [75] = 75,
  [76] = 76,
  [77] = 77,
  [78] = 78,
  [79] = 79,
  [80] = 80,
  [81] = 81,
  [82] = 81,
  [83] = 83,
  [84] = 84,
  [85] = 77,
  [86] = 86,
  [87] = 78,
  [88] = 84,
  [89] = 89,
  [90] = 89,
  [91] = 80,
  [92] = 83,
  [93] = 76,
  [94] = 79,
  [95] = 86,
  [96] = 84,
  [97] = 89,
  [98] = 77,
  [99] = 76,
  [100] = 80,
  [101] = 81,
  [102] = 78,
  [103] = 79,
  [104] = 83,
  [105] = 86,
  [106] = 106,
  [107] = 107,
  [108] = 108,
  [109] = 80,
  [110] = 83,
  [111] = 79,
  [112] = 112,
  [113] = 79,
  [114] = 114,
  [115] = 86,
  [116] = 86,
  [117] = 117,
  [118] = 118,
  [119] = 118,
  [120] = 120,
  [121] = 76,
  [122] = 122,
  [123] = 123,
  [124] = 124,
  [125] = 83,
  [126] = 114,
  [127] = 122,
  [128] = 128,
  [129] = 79,
  [130] = 124,
  [131] = 131,
  [132] = 132,
  [133] = 108,
  [134] = 134,
  [135] = 86,
  [136] = 136,
  [137] = 137,
  [138] = 83,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 131,
  [143] = 143,
  [144] = 144,
  [145] = 139,
  [146] = 146,
  [147] = 147,
  [148] = 141,
  [149] = 146,
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
  [183] = 156,
  [184] = 184,
  [185] = 161,
  [186] = 163,
  [187] = 166,
  [188] = 170,
  [189] = 178,
  [190] = 159,
  [191] = 156,
  [192] = 163,
  [193] = 166,
  [194] = 194,
  [195] = 178,
  [196] = 159,
  [197] = 156,
  [198] = 163,
  [199] = 156,
  [200] = 156,
  [201] = 201,
  [202] = 202,
  [203] = 203,
  [204] = 204,
  [205] = 205,
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
  [217] = 217,
  [218] = 218,
  [219] = 219,
  [220] = 220,
  [221] = 221,
  [222] = 222,
  [223] = 223,
  [224] = 224,
  [225] = 225,
  [226] = 226,
  [227] = 227,
  [228] = 228,
  [229] = 229,
  [230] = 230,
  [231] = 231,
  [232] = 210,
  [233] = 233,
  [234] = 234,
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 218,
  [242] = 242,
  [243] = 223,
  [244] = 211,
  [245] = 231,
  [246] = 246,
  [247] = 247,
  [248] = 209,
  [249] = 215,
  [250] = 250,
  [251] = 251,
  [252] = 252,
  [253] = 253,
  [254] = 218,
  [255] = 255,
  [256] = 223,
  [257] = 211,
  [258] = 247,
  [259] = 215,
  [260] = 260,
  [261] = 261,
  [262] = 262,
  [263] = 218,
  [264] = 211,
  [265] = 265,
  [266] = 266,
  [267] = 211,
  [268] = 268,
  [269] = 269,
  [270] = 211,
  [271] = 214,
  [272] = 268,
  [273] = 213,
  [274] = 222,
  [275] = 214,
  [276] = 268,
  [277] = 214,
  [278] = 214,
  [279] = 214,
  [280] = 280,
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
      if (lookahead == '\\') ADVANCE(175);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(79);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(176);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(202);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(80);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(203);
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
  [7] = {.lex_state = 159, .external_lex_state = 2},
  [8] = {.lex_state = 4, .external_lex_state = 2},
  [9] = {.lex_state = 159, .external_lex_state = 2},
  [10] = {.lex_state = 4, .external_lex_state = 2},
  [11] = {.lex_state = 4, .external_lex_state = 2},
  [12] = {.lex_state = 159, .external_lex_state = 2},
  [13] = {.lex_state = 159, .external_lex_state = 2},
  [14] = {.lex_state = 159, .external_lex_state = 2},
  [15] = {.lex_state = 159, .external_lex_state = 2},
  [16] = {.lex_state = 159, .external_lex_state = 2},
  [17] = {.lex_state = 159, .external_lex_state = 2},
  [18] = {.lex_state = 159, .external_lex_state = 2},
  [19] = {.lex_state = 159, .external_lex_state = 2},
  [20] = {.lex_state = 159, .external_lex_state = 2},
  [21] = {.lex_state = 159, .external_lex_state = 2},
  [22] = {.lex_state = 159, .external_lex_state = 2},
  [23] = {.lex_state = 159, .external_lex_state = 2},
  [24] = {.lex_state = 159, .external_lex_state = 2},
  [25] = {.lex_state = 159, .external_lex_state = 2},
  [26] = {.lex_state = 159, .external_lex_state = 2},
  [27] = {.lex_state = 159, .external_lex_state = 2},
  [28] = {.lex_state = 159, .external_lex_state = 2},
  [29] = {.lex_state = 3, .external_lex_state = 2},
  [30] = {.lex_state = 160, .external_lex_state = 2},
  [31] = {.lex_state = 160, .external_lex_state = 2},
  [32] = {.lex_state = 160, .external_lex_state = 2},
  [33] = {.lex_state = 160, .external_lex_state = 2},
  [34] = {.lex_state = 160, .external_lex_state = 2},
  [35] = {.lex_state = 160, .external_lex_state = 2},
  [36] = {.lex_state = 8, .external_lex_state = 2},
  [37] = {.lex_state = 160, .external_lex_state = 2},
  [38] = {.lex_state = 160, .external_lex_state = 2},
  [39] = {.lex_state = 8, .external_lex_state = 2},
  [40] = {.lex_state = 160, .external_lex_state = 2},
  [41] = {.lex_state = 160, .external_lex_state = 2},
  [42] = {.lex_state = 160, .external_lex_state = 2},
  [43] = {.lex_state = 160, .external_lex_state = 2},
  [44] = {.lex_state = 159, .external_lex_state = 2},
  [45] = {.lex_state = 160, .external_lex_state = 2},
  [46] = {.lex_state = 160, .external_lex_state = 2},
  [47] = {.lex_state = 160, .external_lex_state = 2},
  [48] = {.lex_state = 160, .external_lex_state = 2},
  [49] = {.lex_state = 160, .external_lex_state = 2},
  [50] = {.lex_state = 160, .external_lex_state = 2},
  [51] = {.lex_state = 160, .external_lex_state = 2},
  [52] = {.lex_state = 160, .external_lex_state = 2},
  [53] = {.lex_state = 11, .external_lex_state = 2},
  [54] = {.lex_state = 160, .external_lex_state = 2},
  [55] = {.lex_state = 160, .external_lex_state = 2},
  [56] = {.lex_state = 160, .external_lex_state = 2},
  [57] = {.lex_state = 4, .external_lex_state = 2},
  [58] = {.lex_state = 11, .external_lex_state = 2},
  [59] = {.lex_state = 160, .external_lex_state = 2},
  [60] = {.lex_state = 11, .external_lex_state = 2},
  [61] = {.lex_state = 11, .external_lex_state = 2},
  [62] = {.lex_state = 11, .external_lex_state = 2},
  [63] = {.lex_state = 11, .external_lex_state = 2},
  [64] = {.lex_state = 11, .external_lex_state = 2},
  [65] = {.lex_state = 160, .external_lex_state = 2},
  [66] = {.lex_state = 11, .external_lex_state = 2},
  [67] = {.lex_state = 8, .external_lex_state = 2},
  [68] = {.lex_state = 160, .external_lex_state = 2},
  [69] = {.lex_state = 1, .external_lex_state = 2},
  [70] = {.lex_state = 2, .external_lex_state = 2},
  [71] = {.lex_state = 2, .external_lex_state = 2},
  [72] = {.lex_state = 2, .external_lex_state = 2},
  [73] = {.lex_state = 2, .external_lex_state = 2},
  [74] = {.lex_state = 2, .external_lex_state = 2},
  [75] = {.lex_state = 2, .external_lex_state = 2},
  [76] = {.lex_state = 160, .external_lex_state = 2},
  [77] = {.lex_state = 160, .external_lex_state = 2},
  [78] = {.lex_state = 160, .external_lex_state = 2},
  [79] = {.lex_state = 160, .external_lex_state = 2},
  [80] = {.lex_state = 160, .external_lex_state = 2},
  [81] = {.lex_state = 160, .external_lex_state = 2},
  [82] = {.lex_state = 11, .external_lex_state = 2},
  [83] = {.lex_state = 160, .external_lex_state = 2},
  [84] = {.lex_state = 11, .external_lex_state = 2},
  [85] = {.lex_state = 11, .external_lex_state = 2},
  [86] = {.lex_state = 160, .external_lex_state = 2},
  [87] = {.lex_state = 11, .external_lex_state = 2},
  [88] = {.lex_state = 160, .external_lex_state = 2},
  [89] = {.lex_state = 160, .external_lex_state = 2},
  [90] = {.lex_state = 11, .external_lex_state = 2},
  [91] = {.lex_state = 11, .external_lex_state = 2},
  [92] = {.lex_state = 11, .external_lex_state = 2},
  [93] = {.lex_state = 11, .external_lex_state = 2},
  [94] = {.lex_state = 11, .external_lex_state = 2},
  [95] = {.lex_state = 11, .external_lex_state = 2},
  [96] = {.lex_state = 160, .external_lex_state = 2},
  [97] = {.lex_state = 160, .external_lex_state = 2},
  [98] = {.lex_state = 160, .external_lex_state = 2},
  [99] = {.lex_state = 160, .external_lex_state = 2},
  [100] = {.lex_state = 160, .external_lex_state = 2},
  [101] = {.lex_state = 160, .external_lex_state = 2},
  [102] = {.lex_state = 160, .external_lex_state = 2},
  [103] = {.lex_state = 160, .external_lex_state = 2},
  [104] = {.lex_state = 160, .external_lex_state = 2},
  [105] = {.lex_state = 160, .external_lex_state = 2},
  [106] = {.lex_state = 0, .external_lex_state = 3},
  [107] = {.lex_state = 0, .external_lex_state = 3},
  [108] = {.lex_state = 162},
  [109] = {.lex_state = 2, .external_lex_state = 2},
  [110] = {.lex_state = 2, .external_lex_state = 2},
  [111] = {.lex_state = 2, .external_lex_state = 2},
  [112] = {.lex_state = 9},
  [113] = {.lex_state = 162},
  [114] = {.lex_state = 162},
  [115] = {.lex_state = 2, .external_lex_state = 2},
  [116] = {.lex_state = 162},
  [117] = {.lex_state = 9},
  [118] = {.lex_state = 0},
  [119] = {.lex_state = 0},
  [120] = {.lex_state = 0, .external_lex_state = 3},
  [121] = {.lex_state = 2, .external_lex_state = 2},
  [122] = {.lex_state = 162},
  [123] = {.lex_state = 0, .external_lex_state = 3},
  [124] = {.lex_state = 162},
  [125] = {.lex_state = 162},
  [126] = {.lex_state = 162},
  [127] = {.lex_state = 162},
  [128] = {.lex_state = 161},
  [129] = {.lex_state = 162},
  [130] = {.lex_state = 162},
  [131] = {.lex_state = 162},
  [132] = {.lex_state = 161},
  [133] = {.lex_state = 162},
  [134] = {.lex_state = 161},
  [135] = {.lex_state = 162},
  [136] = {.lex_state = 9},
  [137] = {.lex_state = 161},
  [138] = {.lex_state = 162},
  [139] = {.lex_state = 161, .external_lex_state = 2},
  [140] = {.lex_state = 161},
  [141] = {.lex_state = 162},
  [142] = {.lex_state = 162},
  [143] = {.lex_state = 161, .external_lex_state = 2},
  [144] = {.lex_state = 161},
  [145] = {.lex_state = 161, .external_lex_state = 2},
  [146] = {.lex_state = 0},
  [147] = {.lex_state = 9},
  [148] = {.lex_state = 162},
  [149] = {.lex_state = 0},
  [150] = {.lex_state = 161},
  [151] = {.lex_state = 0},
  [152] = {.lex_state = 0},
  [153] = {.lex_state = 0},
  [154] = {.lex_state = 0},
  [155] = {.lex_state = 0},
  [156] = {.lex_state = 0},
  [157] = {.lex_state = 0},
  [158] = {.lex_state = 161, .external_lex_state = 2},
  [159] = {.lex_state = 17},
  [160] = {.lex_state = 0},
  [161] = {.lex_state = 0},
  [162] = {.lex_state = 0},
  [163] = {.lex_state = 17},
  [164] = {.lex_state = 0},
  [165] = {.lex_state = 0},
  [166] = {.lex_state = 78},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 0},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 161, .external_lex_state = 2},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 0},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 0},
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 0},
  [186] = {.lex_state = 17},
  [187] = {.lex_state = 78},
  [188] = {.lex_state = 0},
  [189] = {.lex_state = 0},
  [190] = {.lex_state = 17},
  [191] = {.lex_state = 0},
  [192] = {.lex_state = 17},
  [193] = {.lex_state = 78},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 0},
  [196] = {.lex_state = 17},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 17},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 3},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 162},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 79},
  [214] = {.lex_state = 74},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 161},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0},
  [222] = {.lex_state = 79},
  [223] = {.lex_state = 0},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 3},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 9},
  [229] = {.lex_state = 3},
  [230] = {.lex_state = 0, .external_lex_state = 4},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 162},
  [233] = {.lex_state = 0, .external_lex_state = 5},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0, .external_lex_state = 4},
  [236] = {.lex_state = 0},
  [237] = {.lex_state = 0, .external_lex_state = 5},
  [238] = {.lex_state = 0},
  [239] = {.lex_state = 0},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 0},
  [242] = {.lex_state = 0},
  [243] = {.lex_state = 0},
  [244] = {.lex_state = 0},
  [245] = {.lex_state = 0},
  [246] = {.lex_state = 0},
  [247] = {.lex_state = 0},
  [248] = {.lex_state = 0},
  [249] = {.lex_state = 0},
  [250] = {.lex_state = 0},
  [251] = {.lex_state = 0},
  [252] = {.lex_state = 9},
  [253] = {.lex_state = 0},
  [254] = {.lex_state = 0},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 0},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 3},
  [262] = {.lex_state = 80},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 0},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 74},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 0},
  [271] = {.lex_state = 74},
  [272] = {.lex_state = 74},
  [273] = {.lex_state = 79},
  [274] = {.lex_state = 79},
  [275] = {.lex_state = 74},
  [276] = {.lex_state = 74},
  [277] = {.lex_state = 74},
  [278] = {.lex_state = 74},
  [279] = {.lex_state = 74},
  [280] = {.lex_state = 0},
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
    [sym_source_file] = STATE(226),
    [sym__paragraph] = STATE(9),
    [sym__statement] = STATE(181),
    [sym_include] = STATE(181),
    [sym_use] = STATE(181),
    [sym_error_directive] = STATE(181),
    [sym_warning_directive] = STATE(181),
    [sym_if_block] = STATE(181),
    [sym_key] = STATE(131),
    [sym__include_as_key] = STATE(210),
    [sym_assignment] = STATE(181),
    [sym_invalid_line] = STATE(181),
    [sym_heredoc_assignment] = STATE(181),
    [sym_macro_reference] = STATE(108),
    [aux_sym_source_file_repeat1] = STATE(9),
    [aux_sym_key_repeat1] = STATE(139),
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
    STATE(112), 1,
      aux_sym_if_block_repeat2,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(147), 1,
      sym_elif_clause,
    STATE(232), 1,
      sym__include_as_key,
    STATE(261), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(258), 9,
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
    STATE(117), 1,
      aux_sym_if_block_repeat2,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(147), 1,
      sym_elif_clause,
    STATE(202), 1,
      sym_else_clause,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(5), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(258), 9,
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
      sym__macro_open,
    ACTIONS(59), 1,
      sym__newline,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(57), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(258), 9,
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
    ACTIONS(61), 1,
      anon_sym_COLON,
    ACTIONS(64), 1,
      sym__include_keyword,
    ACTIONS(67), 1,
      aux_sym_use_token1,
    ACTIONS(70), 1,
      aux_sym_error_directive_token1,
    ACTIONS(73), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(76), 1,
      aux_sym_if_block_token1,
    ACTIONS(81), 1,
      sym__newline,
    ACTIONS(90), 1,
      sym_identifier,
    ACTIONS(93), 1,
      sym__macro_open,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(84), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(87), 2,
      sym_pragma,
      sym_section,
    STATE(5), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(79), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(258), 9,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(5), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(96), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(258), 9,
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
    ACTIONS(98), 1,
      ts_builtin_sym_end,
    ACTIONS(100), 1,
      anon_sym_COLON,
    ACTIONS(103), 1,
      sym__include_keyword,
    ACTIONS(106), 1,
      aux_sym_use_token1,
    ACTIONS(109), 1,
      aux_sym_error_directive_token1,
    ACTIONS(112), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(115), 1,
      aux_sym_if_block_token1,
    ACTIONS(118), 1,
      sym__newline,
    ACTIONS(127), 1,
      sym_identifier,
    ACTIONS(130), 1,
      sym__macro_open,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(121), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(124), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__paragraph,
      aux_sym_source_file_repeat1,
    STATE(260), 9,
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
    ACTIONS(61), 1,
      anon_sym_COLON,
    ACTIONS(64), 1,
      sym__include_keyword,
    ACTIONS(67), 1,
      aux_sym_use_token1,
    ACTIONS(70), 1,
      aux_sym_error_directive_token1,
    ACTIONS(73), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(76), 1,
      aux_sym_if_block_token1,
    ACTIONS(79), 1,
      aux_sym_if_block_token2,
    ACTIONS(90), 1,
      sym_identifier,
    ACTIONS(93), 1,
      sym__macro_open,
    ACTIONS(133), 1,
      sym__newline,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(136), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(139), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(247), 9,
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
    ACTIONS(142), 1,
      ts_builtin_sym_end,
    ACTIONS(144), 1,
      sym__newline,
    STATE(108), 1,
      sym_macro_reference,
    STATE(131), 1,
      sym_key,
    STATE(139), 1,
      aux_sym_key_repeat1,
    STATE(210), 1,
      sym__include_as_key,
    ACTIONS(146), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(148), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__paragraph,
      aux_sym_source_file_repeat1,
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
    ACTIONS(150), 1,
      aux_sym_if_block_token2,
    ACTIONS(152), 1,
      sym__newline,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(154), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(156), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(247), 9,
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
    ACTIONS(158), 1,
      aux_sym_if_block_token2,
    ACTIONS(160), 1,
      sym__newline,
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(154), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(156), 2,
      sym_pragma,
      sym_section,
    STATE(8), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(247), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [726] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(162), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(164), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(166), 2,
      sym_pragma,
      sym_section,
    STATE(227), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [789] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(168), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(170), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(172), 2,
      sym_pragma,
      sym_section,
    STATE(221), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [852] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(174), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(176), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(178), 2,
      sym_pragma,
      sym_section,
    STATE(207), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [915] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(180), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(182), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(184), 2,
      sym_pragma,
      sym_section,
    STATE(224), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [978] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(186), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(188), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(190), 2,
      sym_pragma,
      sym_section,
    STATE(234), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1041] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(192), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(194), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(196), 2,
      sym_pragma,
      sym_section,
    STATE(236), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1104] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(198), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(200), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(202), 2,
      sym_pragma,
      sym_section,
    STATE(238), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1167] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(204), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(206), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(208), 2,
      sym_pragma,
      sym_section,
    STATE(280), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1230] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(210), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(212), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(214), 2,
      sym_pragma,
      sym_section,
    STATE(253), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1293] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(216), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(218), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(220), 2,
      sym_pragma,
      sym_section,
    STATE(265), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1356] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(222), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(224), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(226), 2,
      sym_pragma,
      sym_section,
    STATE(203), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1419] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(228), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(230), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(232), 2,
      sym_pragma,
      sym_section,
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
  [1482] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(234), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(236), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(238), 2,
      sym_pragma,
      sym_section,
    STATE(208), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1545] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(240), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(242), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(244), 2,
      sym_pragma,
      sym_section,
    STATE(212), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1608] = 17,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(246), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(248), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(250), 2,
      sym_pragma,
      sym_section,
    STATE(219), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1671] = 16,
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
    STATE(108), 1,
      sym_macro_reference,
    STATE(131), 1,
      sym_key,
    STATE(139), 1,
      aux_sym_key_repeat1,
    STATE(210), 1,
      sym__include_as_key,
    ACTIONS(252), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(254), 2,
      sym_pragma,
      sym_section,
    STATE(182), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1730] = 16,
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
    STATE(133), 1,
      sym_macro_reference,
    STATE(142), 1,
      sym_key,
    STATE(145), 1,
      aux_sym_key_repeat1,
    STATE(232), 1,
      sym__include_as_key,
    ACTIONS(252), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(254), 2,
      sym_pragma,
      sym_section,
    STATE(182), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1789] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(258), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(256), 10,
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
  [1813] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_value,
    ACTIONS(260), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1850] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(168), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(274), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1887] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(184), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(276), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1924] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(153), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(278), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1961] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(151), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(280), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1998] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(171), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(282), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2035] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      anon_sym_BANG,
    ACTIONS(286), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(288), 1,
      aux_sym_version_condition_token1,
    ACTIONS(292), 1,
      aux_sym__condition_word_token1,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    STATE(216), 1,
      sym_condition,
    ACTIONS(290), 2,
      sym_boolean,
      sym_number,
    STATE(73), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(220), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2074] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(174), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(298), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2111] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(194), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(300), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2148] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      anon_sym_BANG,
    ACTIONS(286), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(288), 1,
      aux_sym_version_condition_token1,
    ACTIONS(292), 1,
      aux_sym__condition_word_token1,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    STATE(266), 1,
      sym_condition,
    ACTIONS(290), 2,
      sym_boolean,
      sym_number,
    STATE(73), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(220), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2187] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(165), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(302), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2224] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(155), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(304), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2261] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(264), 1,
      sym_text,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    STATE(173), 1,
      sym_value,
    ACTIONS(262), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(306), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2298] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(300), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(194), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2334] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(320), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(322), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2356] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(302), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(165), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2392] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(329), 1,
      sym_text,
    ACTIONS(332), 1,
      sym_function_name,
    ACTIONS(335), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(341), 1,
      sym__macro_open,
    ACTIONS(324), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(326), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2426] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(274), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(168), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2462] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2498] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(298), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(174), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2534] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(306), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(173), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2570] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(276), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(184), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2606] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(278), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(153), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2642] = 10,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(348), 1,
      anon_sym_RPAREN,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    STATE(270), 1,
      sym_default_value,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(64), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2678] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(280), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(151), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2714] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(282), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(171), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2750] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(266), 1,
      sym_function_name,
    ACTIONS(268), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(270), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__macro_open,
    ACTIONS(364), 1,
      sym_text,
    ACTIONS(360), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(362), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(46), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2784] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(258), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(256), 8,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2806] = 10,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    ACTIONS(366), 1,
      anon_sym_RPAREN,
    STATE(267), 1,
      sym_default_value,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(64), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2842] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(304), 1,
      sym__newline,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    STATE(155), 1,
      sym_value,
    ACTIONS(308), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(65), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2878] = 10,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    ACTIONS(368), 1,
      anon_sym_RPAREN,
    STATE(211), 1,
      sym_default_value,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(64), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2914] = 10,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    ACTIONS(370), 1,
      anon_sym_RPAREN,
    STATE(244), 1,
      sym_default_value,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(64), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2950] = 10,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    ACTIONS(372), 1,
      anon_sym_RPAREN,
    STATE(257), 1,
      sym_default_value,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(64), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2986] = 10,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    ACTIONS(374), 1,
      anon_sym_RPAREN,
    STATE(264), 1,
      sym_default_value,
    ACTIONS(346), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(64), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3022] = 9,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(352), 1,
      sym_function_name,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(356), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(358), 1,
      sym__macro_open,
    ACTIONS(378), 1,
      anon_sym_RPAREN,
    ACTIONS(380), 1,
      aux_sym_default_value_token1,
    ACTIONS(376), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(66), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3055] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(314), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(318), 1,
      sym__macro_open,
    ACTIONS(360), 1,
      sym__newline,
    ACTIONS(384), 1,
      sym_text,
    ACTIONS(382), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3088] = 9,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(389), 1,
      anon_sym_RPAREN,
    ACTIONS(391), 1,
      aux_sym_default_value_token1,
    ACTIONS(394), 1,
      sym_function_name,
    ACTIONS(397), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(400), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(403), 1,
      sym__macro_open,
    ACTIONS(386), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(66), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3121] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(286), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(288), 1,
      aux_sym_version_condition_token1,
    ACTIONS(292), 1,
      aux_sym__condition_word_token1,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(406), 2,
      sym_boolean,
      sym_number,
    STATE(73), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(239), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [3154] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(324), 1,
      sym__newline,
    ACTIONS(411), 1,
      sym_text,
    ACTIONS(414), 1,
      sym_function_name,
    ACTIONS(417), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(420), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(423), 1,
      sym__macro_open,
    ACTIONS(408), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3187] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(292), 1,
      aux_sym__condition_word_token1,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(426), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(430), 1,
      sym__newline,
    STATE(269), 1,
      sym_condition_expression,
    ACTIONS(428), 2,
      sym_boolean,
      sym_number,
    STATE(73), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3218] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(434), 1,
      sym__newline,
    ACTIONS(432), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(71), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3243] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(439), 1,
      sym__newline,
    ACTIONS(441), 1,
      sym_function_name,
    ACTIONS(444), 1,
      sym__macro_open,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(71), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3268] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(449), 1,
      sym__newline,
    ACTIONS(447), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(70), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3293] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(451), 1,
      sym__newline,
    ACTIONS(447), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(70), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3318] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(453), 1,
      sym__newline,
    ACTIONS(447), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(70), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3343] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      sym_function_name,
    ACTIONS(296), 1,
      sym__macro_open,
    ACTIONS(455), 1,
      sym__newline,
    ACTIONS(447), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(70), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3368] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(457), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3385] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(463), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(461), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3402] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(465), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3419] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(469), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3436] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(475), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(473), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3453] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(477), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3470] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(477), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(479), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3487] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(481), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3504] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(487), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(485), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3521] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(461), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(463), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3538] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(489), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3555] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(465), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(467), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3572] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(487), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3589] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(495), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(493), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3606] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(493), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(495), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3623] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(473), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(475), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3640] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(481), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(483), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3657] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(457), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(459), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3674] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(469), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(471), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3691] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(489), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(491), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3708] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(487), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3724] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(495), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(493), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3740] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(463), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(461), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3756] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(457), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3772] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(475), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(473), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3788] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(477), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3804] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(465), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3820] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(469), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3836] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(481), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3852] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(489), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3868] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 1,
      sym_comment,
    ACTIONS(501), 1,
      sym_heredoc_end,
    STATE(120), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(235), 1,
      sym_heredoc_body,
    ACTIONS(497), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3889] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 1,
      sym_comment,
    ACTIONS(503), 1,
      sym_heredoc_end,
    STATE(120), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(230), 1,
      sym_heredoc_body,
    ACTIONS(497), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3910] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 1,
      anon_sym_DOT,
    ACTIONS(509), 1,
      sym_ignored_text,
    ACTIONS(505), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [3926] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(475), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3940] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(483), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3954] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(471), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3968] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      aux_sym_if_block_token2,
    ACTIONS(513), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(515), 1,
      aux_sym_else_clause_token1,
    STATE(136), 1,
      aux_sym_if_block_repeat2,
    STATE(147), 1,
      sym_elif_clause,
    STATE(225), 1,
      sym_else_clause,
  [3990] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 1,
      sym_ignored_text,
    ACTIONS(469), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4004] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 1,
      anon_sym_DOT,
    ACTIONS(521), 1,
      sym_ignored_text,
    ACTIONS(517), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(491), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4034] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 1,
      sym_ignored_text,
    ACTIONS(489), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4048] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(513), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(515), 1,
      aux_sym_else_clause_token1,
    ACTIONS(523), 1,
      aux_sym_if_block_token2,
    STATE(136), 1,
      aux_sym_if_block_repeat2,
    STATE(147), 1,
      sym_elif_clause,
    STATE(229), 1,
      sym_else_clause,
  [4070] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(525), 1,
      anon_sym_COLON,
    ACTIONS(527), 1,
      aux_sym_include_token1,
    ACTIONS(529), 1,
      aux_sym_include_token2,
    ACTIONS(533), 1,
      sym_operator,
    ACTIONS(531), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4090] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      sym_operator,
    ACTIONS(535), 1,
      anon_sym_COLON,
    ACTIONS(537), 1,
      aux_sym_include_token1,
    ACTIONS(539), 1,
      aux_sym_include_token2,
    ACTIONS(541), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4110] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(545), 1,
      sym_comment,
    ACTIONS(547), 1,
      sym_heredoc_end,
    STATE(123), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(543), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4128] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(457), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(459), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4142] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 1,
      anon_sym_DOT,
    ACTIONS(521), 1,
      sym_ignored_text,
    ACTIONS(517), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4158] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 1,
      sym_comment,
    ACTIONS(555), 1,
      sym_heredoc_end,
    STATE(123), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(549), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4176] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(509), 1,
      sym_ignored_text,
    ACTIONS(519), 1,
      anon_sym_DOT,
    ACTIONS(505), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4192] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 1,
      sym_ignored_text,
    ACTIONS(481), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4206] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 1,
      anon_sym_DOT,
    ACTIONS(521), 1,
      sym_ignored_text,
    ACTIONS(517), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4221] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 1,
      anon_sym_DOT,
    ACTIONS(521), 1,
      sym_ignored_text,
    ACTIONS(517), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4236] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 1,
      sym_identifier,
    STATE(134), 1,
      aux_sym_use_repeat1,
    STATE(140), 1,
      sym_template,
    ACTIONS(557), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4253] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 1,
      sym_ignored_text,
    ACTIONS(469), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4266] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(509), 1,
      sym_ignored_text,
    ACTIONS(519), 1,
      anon_sym_DOT,
    ACTIONS(505), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4281] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      sym_operator,
    ACTIONS(565), 1,
      sym_ignored_text,
    ACTIONS(567), 1,
      anon_sym_AT_EQ,
    ACTIONS(561), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4298] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 1,
      sym_identifier,
    STATE(128), 1,
      aux_sym_use_repeat1,
    STATE(140), 1,
      sym_template,
    ACTIONS(569), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4315] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 1,
      anon_sym_DOT,
    ACTIONS(509), 1,
      sym_ignored_text,
    ACTIONS(505), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4330] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      sym_identifier,
    STATE(134), 1,
      aux_sym_use_repeat1,
    STATE(140), 1,
      sym_template,
    ACTIONS(571), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4347] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 1,
      sym_ignored_text,
    ACTIONS(489), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4360] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(578), 1,
      aux_sym_elif_clause_token1,
    STATE(136), 1,
      aux_sym_if_block_repeat2,
    STATE(147), 1,
      sym_elif_clause,
    ACTIONS(576), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4377] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(583), 1,
      aux_sym_template_token1,
    ACTIONS(581), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4390] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 1,
      sym_ignored_text,
    ACTIONS(481), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4403] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(27), 1,
      sym__macro_open,
    ACTIONS(585), 1,
      sym_identifier,
    STATE(122), 1,
      sym_macro_reference,
    STATE(143), 1,
      aux_sym_key_repeat1,
  [4419] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(589), 1,
      anon_sym_COMMA,
    ACTIONS(587), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4431] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(593), 1,
      sym_operator,
    ACTIONS(595), 1,
      anon_sym_AT_EQ,
    ACTIONS(591), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4445] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 1,
      sym__newline,
    ACTIONS(567), 1,
      anon_sym_AT_EQ,
    ACTIONS(597), 1,
      sym_operator,
    ACTIONS(599), 1,
      sym_ignored_text,
  [4461] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      sym_identifier,
    ACTIONS(604), 1,
      sym__macro_open,
    STATE(143), 1,
      aux_sym_key_repeat1,
    STATE(205), 1,
      sym_macro_reference,
  [4477] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(607), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4487] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(609), 1,
      sym_identifier,
    STATE(127), 1,
      sym_macro_reference,
    STATE(143), 1,
      aux_sym_key_repeat1,
  [4503] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_COLON,
    ACTIONS(613), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4514] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(615), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [4523] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(591), 1,
      sym__newline,
    ACTIONS(595), 1,
      anon_sym_AT_EQ,
    ACTIONS(617), 1,
      sym_operator,
  [4536] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(619), 1,
      anon_sym_COLON,
    ACTIONS(621), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4547] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4556] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4564] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4572] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4580] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4588] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4596] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      anon_sym_COLON,
    ACTIONS(637), 1,
      anon_sym_RPAREN,
  [4606] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4614] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 2,
      sym__macro_open,
      sym_identifier,
  [4622] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      anon_sym_RPAREN,
    ACTIONS(645), 1,
      aux_sym_macro_function_token1,
  [4632] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      ts_builtin_sym_end,
    ACTIONS(649), 1,
      sym__newline,
  [4642] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      anon_sym_COLON,
    ACTIONS(653), 1,
      aux_sym_include_token5,
  [4652] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4660] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      anon_sym_RPAREN,
    ACTIONS(659), 1,
      aux_sym_macro_function_token1,
  [4670] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4678] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4686] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(667), 1,
      anon_sym_RBRACK_RPAREN,
  [4696] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4712] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4720] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      anon_sym_COLON,
    ACTIONS(677), 1,
      aux_sym_include_token5,
  [4730] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4738] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 2,
      sym__macro_open,
      sym_identifier,
  [4746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4754] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4762] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4770] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4778] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4786] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      anon_sym_COLON,
    ACTIONS(695), 1,
      anon_sym_RPAREN,
  [4796] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4804] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4812] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      ts_builtin_sym_end,
    ACTIONS(649), 1,
      sym__newline,
  [4822] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4830] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      anon_sym_COLON,
    ACTIONS(705), 1,
      anon_sym_RPAREN,
  [4840] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(707), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4848] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      anon_sym_COLON,
    ACTIONS(711), 1,
      aux_sym_include_token5,
  [4858] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      anon_sym_RPAREN,
    ACTIONS(715), 1,
      aux_sym_macro_function_token1,
  [4868] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(717), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(719), 1,
      anon_sym_RBRACK_RPAREN,
  [4878] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 1,
      anon_sym_COLON,
    ACTIONS(723), 1,
      aux_sym_include_token5,
  [4888] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      anon_sym_COLON,
    ACTIONS(727), 1,
      anon_sym_RPAREN,
  [4898] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(729), 1,
      anon_sym_RPAREN,
    ACTIONS(731), 1,
      aux_sym_macro_function_token1,
  [4908] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      anon_sym_COLON,
    ACTIONS(735), 1,
      anon_sym_RPAREN,
  [4918] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(737), 1,
      anon_sym_RPAREN,
    ACTIONS(739), 1,
      aux_sym_macro_function_token1,
  [4928] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(741), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(743), 1,
      anon_sym_RBRACK_RPAREN,
  [4938] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4946] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      anon_sym_COLON,
    ACTIONS(749), 1,
      anon_sym_RPAREN,
  [4956] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      anon_sym_RPAREN,
    ACTIONS(753), 1,
      aux_sym_macro_function_token1,
  [4966] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 1,
      anon_sym_COLON,
    ACTIONS(757), 1,
      anon_sym_RPAREN,
  [4976] = 3,
    ACTIONS(344), 1,
      sym__line_continuation,
    ACTIONS(759), 1,
      anon_sym_RPAREN,
    ACTIONS(761), 1,
      aux_sym_macro_function_token1,
  [4986] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 1,
      anon_sym_COLON,
    ACTIONS(765), 1,
      anon_sym_RPAREN,
  [4996] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      anon_sym_COLON,
    ACTIONS(769), 1,
      anon_sym_RPAREN,
  [5006] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5014] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 1,
      aux_sym_if_block_token2,
  [5021] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 1,
      sym__newline,
  [5028] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(777), 1,
      sym__newline,
  [5035] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 1,
      anon_sym_DOT,
  [5042] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(779), 1,
      sym__newline,
  [5049] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 1,
      sym__newline,
  [5056] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 1,
      sym__newline,
  [5063] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 1,
      anon_sym_COLON,
  [5070] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 1,
      sym_operator,
  [5077] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 1,
      anon_sym_RPAREN,
  [5084] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      sym__newline,
  [5091] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 1,
      aux_sym_include_token6,
  [5098] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 1,
      aux_sym_macro_reference_token1,
  [5105] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 1,
      anon_sym_RPAREN,
  [5112] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 1,
      sym__newline,
  [5119] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 1,
      sym_identifier,
  [5126] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 1,
      anon_sym_RPAREN,
  [5133] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      sym__newline,
  [5140] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(449), 1,
      sym__newline,
  [5147] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(807), 1,
      sym__newline,
  [5154] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 1,
      aux_sym_include_token6,
  [5161] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      anon_sym_RBRACK_RPAREN,
  [5168] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym__newline,
  [5175] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 1,
      aux_sym_if_block_token2,
  [5182] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 1,
      ts_builtin_sym_end,
  [5189] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 1,
      sym__newline,
  [5196] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 1,
      aux_sym_version_condition_token2,
  [5203] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      aux_sym_if_block_token2,
  [5210] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 1,
      sym_heredoc_end,
  [5217] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 1,
      anon_sym_COLON,
  [5224] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 1,
      sym_operator,
  [5231] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 1,
      sym_heredoc_tag,
  [5238] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 1,
      sym__newline,
  [5245] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(835), 1,
      sym_heredoc_end,
  [5252] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      sym__newline,
  [5259] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(839), 1,
      sym_heredoc_tag,
  [5266] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      sym__newline,
  [5273] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(453), 1,
      sym__newline,
  [5280] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(843), 1,
      sym__newline,
  [5287] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(845), 1,
      anon_sym_RPAREN,
  [5294] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 1,
      anon_sym_DOT,
  [5301] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_RBRACK_RPAREN,
  [5308] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(849), 1,
      anon_sym_RPAREN,
  [5315] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      anon_sym_COLON,
  [5322] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(853), 1,
      sym__newline,
  [5329] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 1,
      sym__newline,
  [5336] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      anon_sym_COLON,
  [5343] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(859), 1,
      anon_sym_RPAREN,
  [5350] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      sym__newline,
  [5357] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(863), 1,
      anon_sym_COLON,
  [5364] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 1,
      aux_sym_version_condition_token3,
  [5371] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      sym__newline,
  [5378] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(869), 1,
      anon_sym_RPAREN,
  [5385] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      sym__newline,
  [5392] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(873), 1,
      anon_sym_RBRACK_RPAREN,
  [5399] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      anon_sym_RPAREN,
  [5406] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(877), 1,
      sym__newline,
  [5413] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      anon_sym_RPAREN,
  [5420] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym__newline,
  [5427] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(881), 1,
      aux_sym_if_block_token2,
  [5434] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      aux_sym_defined_condition_token3,
  [5441] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(885), 1,
      anon_sym_RPAREN,
  [5448] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      anon_sym_RPAREN,
  [5455] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(889), 1,
      sym__newline,
  [5462] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 1,
      sym__newline,
  [5469] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      anon_sym_RPAREN,
  [5476] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(895), 1,
      aux_sym_macro_reference_token1,
  [5483] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(455), 1,
      sym__newline,
  [5490] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      anon_sym_RPAREN,
  [5497] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(899), 1,
      aux_sym_macro_reference_token1,
  [5504] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      aux_sym_macro_reference_token1,
  [5511] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(903), 1,
      aux_sym_include_token6,
  [5518] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 1,
      aux_sym_include_token6,
  [5525] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      aux_sym_macro_reference_token1,
  [5532] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      aux_sym_macro_reference_token1,
  [5539] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      aux_sym_macro_reference_token1,
  [5546] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(913), 1,
      aux_sym_macro_reference_token1,
  [5553] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 1,
      aux_sym_macro_reference_token1,
  [5560] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      sym__newline,
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
  [SMALL_STATE(13)] = 789,
  [SMALL_STATE(14)] = 852,
  [SMALL_STATE(15)] = 915,
  [SMALL_STATE(16)] = 978,
  [SMALL_STATE(17)] = 1041,
  [SMALL_STATE(18)] = 1104,
  [SMALL_STATE(19)] = 1167,
  [SMALL_STATE(20)] = 1230,
  [SMALL_STATE(21)] = 1293,
  [SMALL_STATE(22)] = 1356,
  [SMALL_STATE(23)] = 1419,
  [SMALL_STATE(24)] = 1482,
  [SMALL_STATE(25)] = 1545,
  [SMALL_STATE(26)] = 1608,
  [SMALL_STATE(27)] = 1671,
  [SMALL_STATE(28)] = 1730,
  [SMALL_STATE(29)] = 1789,
  [SMALL_STATE(30)] = 1813,
  [SMALL_STATE(31)] = 1850,
  [SMALL_STATE(32)] = 1887,
  [SMALL_STATE(33)] = 1924,
  [SMALL_STATE(34)] = 1961,
  [SMALL_STATE(35)] = 1998,
  [SMALL_STATE(36)] = 2035,
  [SMALL_STATE(37)] = 2074,
  [SMALL_STATE(38)] = 2111,
  [SMALL_STATE(39)] = 2148,
  [SMALL_STATE(40)] = 2187,
  [SMALL_STATE(41)] = 2224,
  [SMALL_STATE(42)] = 2261,
  [SMALL_STATE(43)] = 2298,
  [SMALL_STATE(44)] = 2334,
  [SMALL_STATE(45)] = 2356,
  [SMALL_STATE(46)] = 2392,
  [SMALL_STATE(47)] = 2426,
  [SMALL_STATE(48)] = 2462,
  [SMALL_STATE(49)] = 2498,
  [SMALL_STATE(50)] = 2534,
  [SMALL_STATE(51)] = 2570,
  [SMALL_STATE(52)] = 2606,
  [SMALL_STATE(53)] = 2642,
  [SMALL_STATE(54)] = 2678,
  [SMALL_STATE(55)] = 2714,
  [SMALL_STATE(56)] = 2750,
  [SMALL_STATE(57)] = 2784,
  [SMALL_STATE(58)] = 2806,
  [SMALL_STATE(59)] = 2842,
  [SMALL_STATE(60)] = 2878,
  [SMALL_STATE(61)] = 2914,
  [SMALL_STATE(62)] = 2950,
  [SMALL_STATE(63)] = 2986,
  [SMALL_STATE(64)] = 3022,
  [SMALL_STATE(65)] = 3055,
  [SMALL_STATE(66)] = 3088,
  [SMALL_STATE(67)] = 3121,
  [SMALL_STATE(68)] = 3154,
  [SMALL_STATE(69)] = 3187,
  [SMALL_STATE(70)] = 3218,
  [SMALL_STATE(71)] = 3243,
  [SMALL_STATE(72)] = 3268,
  [SMALL_STATE(73)] = 3293,
  [SMALL_STATE(74)] = 3318,
  [SMALL_STATE(75)] = 3343,
  [SMALL_STATE(76)] = 3368,
  [SMALL_STATE(77)] = 3385,
  [SMALL_STATE(78)] = 3402,
  [SMALL_STATE(79)] = 3419,
  [SMALL_STATE(80)] = 3436,
  [SMALL_STATE(81)] = 3453,
  [SMALL_STATE(82)] = 3470,
  [SMALL_STATE(83)] = 3487,
  [SMALL_STATE(84)] = 3504,
  [SMALL_STATE(85)] = 3521,
  [SMALL_STATE(86)] = 3538,
  [SMALL_STATE(87)] = 3555,
  [SMALL_STATE(88)] = 3572,
  [SMALL_STATE(89)] = 3589,
  [SMALL_STATE(90)] = 3606,
  [SMALL_STATE(91)] = 3623,
  [SMALL_STATE(92)] = 3640,
  [SMALL_STATE(93)] = 3657,
  [SMALL_STATE(94)] = 3674,
  [SMALL_STATE(95)] = 3691,
  [SMALL_STATE(96)] = 3708,
  [SMALL_STATE(97)] = 3724,
  [SMALL_STATE(98)] = 3740,
  [SMALL_STATE(99)] = 3756,
  [SMALL_STATE(100)] = 3772,
  [SMALL_STATE(101)] = 3788,
  [SMALL_STATE(102)] = 3804,
  [SMALL_STATE(103)] = 3820,
  [SMALL_STATE(104)] = 3836,
  [SMALL_STATE(105)] = 3852,
  [SMALL_STATE(106)] = 3868,
  [SMALL_STATE(107)] = 3889,
  [SMALL_STATE(108)] = 3910,
  [SMALL_STATE(109)] = 3926,
  [SMALL_STATE(110)] = 3940,
  [SMALL_STATE(111)] = 3954,
  [SMALL_STATE(112)] = 3968,
  [SMALL_STATE(113)] = 3990,
  [SMALL_STATE(114)] = 4004,
  [SMALL_STATE(115)] = 4020,
  [SMALL_STATE(116)] = 4034,
  [SMALL_STATE(117)] = 4048,
  [SMALL_STATE(118)] = 4070,
  [SMALL_STATE(119)] = 4090,
  [SMALL_STATE(120)] = 4110,
  [SMALL_STATE(121)] = 4128,
  [SMALL_STATE(122)] = 4142,
  [SMALL_STATE(123)] = 4158,
  [SMALL_STATE(124)] = 4176,
  [SMALL_STATE(125)] = 4192,
  [SMALL_STATE(126)] = 4206,
  [SMALL_STATE(127)] = 4221,
  [SMALL_STATE(128)] = 4236,
  [SMALL_STATE(129)] = 4253,
  [SMALL_STATE(130)] = 4266,
  [SMALL_STATE(131)] = 4281,
  [SMALL_STATE(132)] = 4298,
  [SMALL_STATE(133)] = 4315,
  [SMALL_STATE(134)] = 4330,
  [SMALL_STATE(135)] = 4347,
  [SMALL_STATE(136)] = 4360,
  [SMALL_STATE(137)] = 4377,
  [SMALL_STATE(138)] = 4390,
  [SMALL_STATE(139)] = 4403,
  [SMALL_STATE(140)] = 4419,
  [SMALL_STATE(141)] = 4431,
  [SMALL_STATE(142)] = 4445,
  [SMALL_STATE(143)] = 4461,
  [SMALL_STATE(144)] = 4477,
  [SMALL_STATE(145)] = 4487,
  [SMALL_STATE(146)] = 4503,
  [SMALL_STATE(147)] = 4514,
  [SMALL_STATE(148)] = 4523,
  [SMALL_STATE(149)] = 4536,
  [SMALL_STATE(150)] = 4547,
  [SMALL_STATE(151)] = 4556,
  [SMALL_STATE(152)] = 4564,
  [SMALL_STATE(153)] = 4572,
  [SMALL_STATE(154)] = 4580,
  [SMALL_STATE(155)] = 4588,
  [SMALL_STATE(156)] = 4596,
  [SMALL_STATE(157)] = 4606,
  [SMALL_STATE(158)] = 4614,
  [SMALL_STATE(159)] = 4622,
  [SMALL_STATE(160)] = 4632,
  [SMALL_STATE(161)] = 4642,
  [SMALL_STATE(162)] = 4652,
  [SMALL_STATE(163)] = 4660,
  [SMALL_STATE(164)] = 4670,
  [SMALL_STATE(165)] = 4678,
  [SMALL_STATE(166)] = 4686,
  [SMALL_STATE(167)] = 4696,
  [SMALL_STATE(168)] = 4704,
  [SMALL_STATE(169)] = 4712,
  [SMALL_STATE(170)] = 4720,
  [SMALL_STATE(171)] = 4730,
  [SMALL_STATE(172)] = 4738,
  [SMALL_STATE(173)] = 4746,
  [SMALL_STATE(174)] = 4754,
  [SMALL_STATE(175)] = 4762,
  [SMALL_STATE(176)] = 4770,
  [SMALL_STATE(177)] = 4778,
  [SMALL_STATE(178)] = 4786,
  [SMALL_STATE(179)] = 4796,
  [SMALL_STATE(180)] = 4804,
  [SMALL_STATE(181)] = 4812,
  [SMALL_STATE(182)] = 4822,
  [SMALL_STATE(183)] = 4830,
  [SMALL_STATE(184)] = 4840,
  [SMALL_STATE(185)] = 4848,
  [SMALL_STATE(186)] = 4858,
  [SMALL_STATE(187)] = 4868,
  [SMALL_STATE(188)] = 4878,
  [SMALL_STATE(189)] = 4888,
  [SMALL_STATE(190)] = 4898,
  [SMALL_STATE(191)] = 4908,
  [SMALL_STATE(192)] = 4918,
  [SMALL_STATE(193)] = 4928,
  [SMALL_STATE(194)] = 4938,
  [SMALL_STATE(195)] = 4946,
  [SMALL_STATE(196)] = 4956,
  [SMALL_STATE(197)] = 4966,
  [SMALL_STATE(198)] = 4976,
  [SMALL_STATE(199)] = 4986,
  [SMALL_STATE(200)] = 4996,
  [SMALL_STATE(201)] = 5006,
  [SMALL_STATE(202)] = 5014,
  [SMALL_STATE(203)] = 5021,
  [SMALL_STATE(204)] = 5028,
  [SMALL_STATE(205)] = 5035,
  [SMALL_STATE(206)] = 5042,
  [SMALL_STATE(207)] = 5049,
  [SMALL_STATE(208)] = 5056,
  [SMALL_STATE(209)] = 5063,
  [SMALL_STATE(210)] = 5070,
  [SMALL_STATE(211)] = 5077,
  [SMALL_STATE(212)] = 5084,
  [SMALL_STATE(213)] = 5091,
  [SMALL_STATE(214)] = 5098,
  [SMALL_STATE(215)] = 5105,
  [SMALL_STATE(216)] = 5112,
  [SMALL_STATE(217)] = 5119,
  [SMALL_STATE(218)] = 5126,
  [SMALL_STATE(219)] = 5133,
  [SMALL_STATE(220)] = 5140,
  [SMALL_STATE(221)] = 5147,
  [SMALL_STATE(222)] = 5154,
  [SMALL_STATE(223)] = 5161,
  [SMALL_STATE(224)] = 5168,
  [SMALL_STATE(225)] = 5175,
  [SMALL_STATE(226)] = 5182,
  [SMALL_STATE(227)] = 5189,
  [SMALL_STATE(228)] = 5196,
  [SMALL_STATE(229)] = 5203,
  [SMALL_STATE(230)] = 5210,
  [SMALL_STATE(231)] = 5217,
  [SMALL_STATE(232)] = 5224,
  [SMALL_STATE(233)] = 5231,
  [SMALL_STATE(234)] = 5238,
  [SMALL_STATE(235)] = 5245,
  [SMALL_STATE(236)] = 5252,
  [SMALL_STATE(237)] = 5259,
  [SMALL_STATE(238)] = 5266,
  [SMALL_STATE(239)] = 5273,
  [SMALL_STATE(240)] = 5280,
  [SMALL_STATE(241)] = 5287,
  [SMALL_STATE(242)] = 5294,
  [SMALL_STATE(243)] = 5301,
  [SMALL_STATE(244)] = 5308,
  [SMALL_STATE(245)] = 5315,
  [SMALL_STATE(246)] = 5322,
  [SMALL_STATE(247)] = 5329,
  [SMALL_STATE(248)] = 5336,
  [SMALL_STATE(249)] = 5343,
  [SMALL_STATE(250)] = 5350,
  [SMALL_STATE(251)] = 5357,
  [SMALL_STATE(252)] = 5364,
  [SMALL_STATE(253)] = 5371,
  [SMALL_STATE(254)] = 5378,
  [SMALL_STATE(255)] = 5385,
  [SMALL_STATE(256)] = 5392,
  [SMALL_STATE(257)] = 5399,
  [SMALL_STATE(258)] = 5406,
  [SMALL_STATE(259)] = 5413,
  [SMALL_STATE(260)] = 5420,
  [SMALL_STATE(261)] = 5427,
  [SMALL_STATE(262)] = 5434,
  [SMALL_STATE(263)] = 5441,
  [SMALL_STATE(264)] = 5448,
  [SMALL_STATE(265)] = 5455,
  [SMALL_STATE(266)] = 5462,
  [SMALL_STATE(267)] = 5469,
  [SMALL_STATE(268)] = 5476,
  [SMALL_STATE(269)] = 5483,
  [SMALL_STATE(270)] = 5490,
  [SMALL_STATE(271)] = 5497,
  [SMALL_STATE(272)] = 5504,
  [SMALL_STATE(273)] = 5511,
  [SMALL_STATE(274)] = 5518,
  [SMALL_STATE(275)] = 5525,
  [SMALL_STATE(276)] = 5532,
  [SMALL_STATE(277)] = 5539,
  [SMALL_STATE(278)] = 5546,
  [SMALL_STATE(279)] = 5553,
  [SMALL_STATE(280)] = 5560,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(217),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(39),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(181),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(124),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(119),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(36),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(255),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(258),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [57] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 32),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [61] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [64] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(119),
  [67] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(217),
  [70] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(48),
  [73] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(49),
  [76] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(39),
  [79] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0),
  [81] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(5),
  [84] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(258),
  [87] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(258),
  [90] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(130),
  [93] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(277),
  [96] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 32),
  [98] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [100] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [103] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(119),
  [106] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(217),
  [109] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(48),
  [112] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(49),
  [115] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(39),
  [118] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(7),
  [121] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(260),
  [124] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(260),
  [127] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(130),
  [130] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(277),
  [133] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [136] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [139] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [142] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [144] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [146] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [148] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [150] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [152] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [154] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [156] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [158] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [160] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [162] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 4, 0, 0),
  [164] = {.entry = {.count = 1, .reusable = false}}, SHIFT(227),
  [166] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [168] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 2, 0, 0),
  [170] = {.entry = {.count = 1, .reusable = false}}, SHIFT(221),
  [172] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [174] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 6, 0, 0),
  [176] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [178] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 8, 0, 0),
  [182] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [184] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 10, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [190] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 12, 0, 0),
  [194] = {.entry = {.count = 1, .reusable = false}}, SHIFT(236),
  [196] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [198] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 14, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [202] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [204] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 16, 0, 0),
  [206] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
  [208] = {.entry = {.count = 1, .reusable = true}}, SHIFT(280),
  [210] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 18, 0, 0),
  [212] = {.entry = {.count = 1, .reusable = false}}, SHIFT(253),
  [214] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [216] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 20, 0, 0),
  [218] = {.entry = {.count = 1, .reusable = false}}, SHIFT(265),
  [220] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [222] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 22, 0, 0),
  [224] = {.entry = {.count = 1, .reusable = false}}, SHIFT(203),
  [226] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [228] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 24, 0, 0),
  [230] = {.entry = {.count = 1, .reusable = false}}, SHIFT(206),
  [232] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [234] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 26, 0, 0),
  [236] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [238] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [240] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 28, 0, 0),
  [242] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 30, 0, 0),
  [248] = {.entry = {.count = 1, .reusable = false}}, SHIFT(219),
  [250] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [254] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [256] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [258] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [260] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [264] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [266] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [268] = {.entry = {.count = 1, .reusable = false}}, SHIFT(268),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [272] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [276] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 15),
  [278] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 16),
  [280] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 21),
  [282] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 24),
  [284] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [286] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [288] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [290] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [292] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [294] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [300] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 37),
  [302] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 7),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 44),
  [306] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 9),
  [308] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [310] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [312] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [314] = {.entry = {.count = 1, .reusable = false}}, SHIFT(276),
  [316] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [318] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [320] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 32, 0, 0),
  [322] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 32, 0, 0),
  [324] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [326] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(46),
  [329] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(46),
  [332] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(163),
  [335] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(268),
  [338] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(166),
  [341] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(271),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [346] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [348] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [350] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [352] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [354] = {.entry = {.count = 1, .reusable = false}}, SHIFT(272),
  [356] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [358] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [360] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [362] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [364] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [366] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [368] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [370] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [372] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [374] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [376] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [380] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [382] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [384] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [386] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [389] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [391] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [394] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(192),
  [397] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(272),
  [400] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [403] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(278),
  [406] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [408] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [411] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [414] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(198),
  [417] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(276),
  [420] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(193),
  [423] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(279),
  [426] = {.entry = {.count = 1, .reusable = false}}, SHIFT(262),
  [428] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [432] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [434] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [436] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [439] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [441] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(186),
  [444] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(275),
  [447] = {.entry = {.count = 1, .reusable = false}}, SHIFT(70),
  [449] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [451] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [453] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 19),
  [455] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 13),
  [457] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 28),
  [459] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 28),
  [461] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [463] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [467] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [469] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [471] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [473] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 18),
  [475] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 18),
  [477] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [479] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [481] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [483] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [485] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [487] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [489] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [491] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [493] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [495] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [497] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [499] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [501] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [503] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [505] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [507] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [509] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [511] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [513] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [515] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [517] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [519] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [521] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [523] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [525] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [527] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [529] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [531] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [533] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [535] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [537] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [539] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [541] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [543] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [545] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [547] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [549] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(123),
  [552] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(123),
  [555] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [557] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 27),
  [559] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [563] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [565] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [567] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [569] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 17),
  [571] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39),
  [573] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39), SHIFT_REPEAT(137),
  [576] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 2, 0, 42),
  [578] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 2, 0, 42), SHIFT_REPEAT(36),
  [581] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [583] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [585] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [587] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 26),
  [589] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [591] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 8),
  [593] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [595] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [599] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [601] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(242),
  [604] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(214),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 38),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [613] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [615] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 1, 0, 33),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [619] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [621] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [623] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 26),
  [625] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 34),
  [627] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 50),
  [629] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 25),
  [631] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 51),
  [633] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 52),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [637] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [639] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 53),
  [641] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [643] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [645] = {.entry = {.count = 1, .reusable = false}}, SHIFT(215),
  [647] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [651] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [655] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 32),
  [657] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [659] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 54),
  [663] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 20),
  [665] = {.entry = {.count = 1, .reusable = false}}, SHIFT(223),
  [667] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 48),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 14),
  [673] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [679] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 36),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 6),
  [683] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 22),
  [685] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [687] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 49),
  [689] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [691] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 47),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 41),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 43),
  [701] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [707] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 23),
  [709] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [713] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [715] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [717] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [719] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [727] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [729] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [731] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [735] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [737] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [739] = {.entry = {.count = 1, .reusable = false}}, SHIFT(254),
  [741] = {.entry = {.count = 1, .reusable = false}}, SHIFT(256),
  [743] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 45),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [751] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [753] = {.entry = {.count = 1, .reusable = false}}, SHIFT(259),
  [755] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [757] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [759] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [761] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [767] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 40),
  [773] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [781] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [783] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [785] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [787] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [791] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [793] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [795] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [797] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [801] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [803] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [807] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [809] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [811] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [817] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [819] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [821] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [823] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [825] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [827] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [829] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [831] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [833] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [835] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [837] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [839] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 30),
  [855] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [857] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [859] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [861] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 31),
  [863] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [865] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [871] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [873] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [875] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [877] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [879] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [881] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [883] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [887] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [889] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [891] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [895] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [897] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(189),
  [903] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [905] = {.entry = {.count = 1, .reusable = false}}, SHIFT(248),
  [907] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [915] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
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
    [ts_external_token_heredoc_end] = true,
  },
  [5] = {
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
