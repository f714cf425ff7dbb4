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
#define STATE_COUNT 285
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 99
#define ALIAS_COUNT 1
#define TOKEN_COUNT 57
#define EXTERNAL_TOKEN_COUNT 5
#define FIELD_COUNT 25
#define MAX_ALIAS_SEQUENCE_LENGTH 16
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
  sym__run_line = 59,
  sym__closing_line = 60,
  sym__line = 61,
  sym__statement = 62,
  sym__plain_statement = 63,
  sym_include = 64,
  sym_use = 65,
  sym_template = 66,
  sym_error_directive = 67,
  sym_warning_directive = 68,
  sym_if_block = 69,
  sym_elif_clause = 70,
  sym_else_clause = 71,
  sym_condition = 72,
  sym_defined_condition = 73,
  sym_version_condition = 74,
  sym_condition_expression = 75,
  sym__condition_part = 76,
  sym__condition_word = 77,
  sym_key = 78,
  sym__include_as_key = 79,
  sym_assignment = 80,
  sym_invalid_line = 81,
  sym_heredoc_assignment = 82,
  sym_heredoc_body = 83,
  sym_value = 84,
  sym__value_part = 85,
  sym_macro_reference = 86,
  sym_default_value = 87,
  sym_macro_function = 88,
  sym_machine_reference = 89,
  aux_sym_source_file_repeat1 = 90,
  aux_sym_use_repeat1 = 91,
  aux_sym_if_block_repeat1 = 92,
  aux_sym_if_block_repeat2 = 93,
  aux_sym_condition_expression_repeat1 = 94,
  aux_sym_key_repeat1 = 95,
  aux_sym_heredoc_body_repeat1 = 96,
  aux_sym_value_repeat1 = 97,
  aux_sym_default_value_repeat1 = 98,
  alias_sym_key_prefix = 99,
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
  [sym__run_line] = "_run_line",
  [sym__closing_line] = "_closing_line",
  [sym__line] = "_line",
  [sym__statement] = "_statement",
  [sym__plain_statement] = "_plain_statement",
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
  [sym__run_line] = sym__run_line,
  [sym__closing_line] = sym__closing_line,
  [sym__line] = sym__line,
  [sym__statement] = sym__statement,
  [sym__plain_statement] = sym__plain_statement,
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
  [sym__run_line] = {
    .visible = false,
    .named = true,
  },
  [sym__closing_line] = {
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
  [sym__plain_statement] = {
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
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 6,
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
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 44,
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
  [63] = 37,
  [64] = 35,
  [65] = 31,
  [66] = 39,
  [67] = 40,
  [68] = 41,
  [69] = 42,
  [70] = 32,
  [71] = 30,
  [72] = 33,
  [73] = 29,
  [74] = 38,
  [75] = 44,
  [76] = 76,
  [77] = 44,
  [78] = 44,
  [79] = 44,
  [80] = 80,
  [81] = 43,
  [82] = 82,
  [83] = 83,
  [84] = 57,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 97,
  [98] = 98,
  [99] = 99,
  [100] = 100,
  [101] = 100,
  [102] = 93,
  [103] = 95,
  [104] = 99,
  [105] = 96,
  [106] = 97,
  [107] = 94,
  [108] = 108,
  [109] = 98,
  [110] = 108,
  [111] = 92,
  [112] = 96,
  [113] = 93,
  [114] = 95,
  [115] = 97,
  [116] = 99,
  [117] = 92,
  [118] = 100,
  [119] = 98,
  [120] = 94,
  [121] = 108,
  [122] = 122,
  [123] = 123,
  [124] = 100,
  [125] = 92,
  [126] = 126,
  [127] = 127,
  [128] = 94,
  [129] = 129,
  [130] = 94,
  [131] = 98,
  [132] = 100,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 133,
  [138] = 98,
  [139] = 108,
  [140] = 140,
  [141] = 141,
  [142] = 127,
  [143] = 143,
  [144] = 141,
  [145] = 145,
  [146] = 134,
  [147] = 94,
  [148] = 98,
  [149] = 140,
  [150] = 150,
  [151] = 151,
  [152] = 100,
  [153] = 153,
  [154] = 154,
  [155] = 155,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 159,
  [160] = 151,
  [161] = 156,
  [162] = 158,
  [163] = 163,
  [164] = 164,
  [165] = 164,
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
  [178] = 167,
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
  [192] = 192,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 185,
  [200] = 200,
  [201] = 170,
  [202] = 173,
  [203] = 203,
  [204] = 200,
  [205] = 181,
  [206] = 172,
  [207] = 185,
  [208] = 170,
  [209] = 173,
  [210] = 181,
  [211] = 172,
  [212] = 185,
  [213] = 170,
  [214] = 214,
  [215] = 185,
  [216] = 185,
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
  [232] = 232,
  [233] = 233,
  [234] = 234,
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 218,
  [244] = 244,
  [245] = 237,
  [246] = 246,
  [247] = 240,
  [248] = 248,
  [249] = 238,
  [250] = 250,
  [251] = 251,
  [252] = 234,
  [253] = 253,
  [254] = 254,
  [255] = 251,
  [256] = 256,
  [257] = 248,
  [258] = 237,
  [259] = 259,
  [260] = 240,
  [261] = 248,
  [262] = 236,
  [263] = 218,
  [264] = 264,
  [265] = 265,
  [266] = 266,
  [267] = 237,
  [268] = 248,
  [269] = 269,
  [270] = 270,
  [271] = 248,
  [272] = 272,
  [273] = 273,
  [274] = 248,
  [275] = 229,
  [276] = 272,
  [277] = 227,
  [278] = 253,
  [279] = 229,
  [280] = 272,
  [281] = 229,
  [282] = 229,
  [283] = 229,
  [284] = 284,
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
  [4] = {.lex_state = 159, .external_lex_state = 2},
  [5] = {.lex_state = 3, .external_lex_state = 2},
  [6] = {.lex_state = 3, .external_lex_state = 2},
  [7] = {.lex_state = 3, .external_lex_state = 2},
  [8] = {.lex_state = 159, .external_lex_state = 2},
  [9] = {.lex_state = 4, .external_lex_state = 2},
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
  [34] = {.lex_state = 8, .external_lex_state = 2},
  [35] = {.lex_state = 160, .external_lex_state = 2},
  [36] = {.lex_state = 8, .external_lex_state = 2},
  [37] = {.lex_state = 160, .external_lex_state = 2},
  [38] = {.lex_state = 160, .external_lex_state = 2},
  [39] = {.lex_state = 160, .external_lex_state = 2},
  [40] = {.lex_state = 160, .external_lex_state = 2},
  [41] = {.lex_state = 160, .external_lex_state = 2},
  [42] = {.lex_state = 160, .external_lex_state = 2},
  [43] = {.lex_state = 160, .external_lex_state = 2},
  [44] = {.lex_state = 11, .external_lex_state = 2},
  [45] = {.lex_state = 159, .external_lex_state = 2},
  [46] = {.lex_state = 159, .external_lex_state = 2},
  [47] = {.lex_state = 159, .external_lex_state = 2},
  [48] = {.lex_state = 159, .external_lex_state = 2},
  [49] = {.lex_state = 159, .external_lex_state = 2},
  [50] = {.lex_state = 11, .external_lex_state = 2},
  [51] = {.lex_state = 159, .external_lex_state = 2},
  [52] = {.lex_state = 159, .external_lex_state = 2},
  [53] = {.lex_state = 159, .external_lex_state = 2},
  [54] = {.lex_state = 159, .external_lex_state = 2},
  [55] = {.lex_state = 159, .external_lex_state = 2},
  [56] = {.lex_state = 159, .external_lex_state = 2},
  [57] = {.lex_state = 160, .external_lex_state = 2},
  [58] = {.lex_state = 159, .external_lex_state = 2},
  [59] = {.lex_state = 159, .external_lex_state = 2},
  [60] = {.lex_state = 159, .external_lex_state = 2},
  [61] = {.lex_state = 159, .external_lex_state = 2},
  [62] = {.lex_state = 159, .external_lex_state = 2},
  [63] = {.lex_state = 160, .external_lex_state = 2},
  [64] = {.lex_state = 160, .external_lex_state = 2},
  [65] = {.lex_state = 160, .external_lex_state = 2},
  [66] = {.lex_state = 160, .external_lex_state = 2},
  [67] = {.lex_state = 160, .external_lex_state = 2},
  [68] = {.lex_state = 160, .external_lex_state = 2},
  [69] = {.lex_state = 160, .external_lex_state = 2},
  [70] = {.lex_state = 160, .external_lex_state = 2},
  [71] = {.lex_state = 160, .external_lex_state = 2},
  [72] = {.lex_state = 160, .external_lex_state = 2},
  [73] = {.lex_state = 4, .external_lex_state = 2},
  [74] = {.lex_state = 160, .external_lex_state = 2},
  [75] = {.lex_state = 11, .external_lex_state = 2},
  [76] = {.lex_state = 159, .external_lex_state = 2},
  [77] = {.lex_state = 11, .external_lex_state = 2},
  [78] = {.lex_state = 11, .external_lex_state = 2},
  [79] = {.lex_state = 11, .external_lex_state = 2},
  [80] = {.lex_state = 11, .external_lex_state = 2},
  [81] = {.lex_state = 160, .external_lex_state = 2},
  [82] = {.lex_state = 11, .external_lex_state = 2},
  [83] = {.lex_state = 8, .external_lex_state = 2},
  [84] = {.lex_state = 160, .external_lex_state = 2},
  [85] = {.lex_state = 2, .external_lex_state = 2},
  [86] = {.lex_state = 2, .external_lex_state = 2},
  [87] = {.lex_state = 1, .external_lex_state = 2},
  [88] = {.lex_state = 2, .external_lex_state = 2},
  [89] = {.lex_state = 2, .external_lex_state = 2},
  [90] = {.lex_state = 2, .external_lex_state = 2},
  [91] = {.lex_state = 2, .external_lex_state = 2},
  [92] = {.lex_state = 11, .external_lex_state = 2},
  [93] = {.lex_state = 160, .external_lex_state = 2},
  [94] = {.lex_state = 160, .external_lex_state = 2},
  [95] = {.lex_state = 160, .external_lex_state = 2},
  [96] = {.lex_state = 160, .external_lex_state = 2},
  [97] = {.lex_state = 160, .external_lex_state = 2},
  [98] = {.lex_state = 160, .external_lex_state = 2},
  [99] = {.lex_state = 160, .external_lex_state = 2},
  [100] = {.lex_state = 160, .external_lex_state = 2},
  [101] = {.lex_state = 11, .external_lex_state = 2},
  [102] = {.lex_state = 11, .external_lex_state = 2},
  [103] = {.lex_state = 11, .external_lex_state = 2},
  [104] = {.lex_state = 11, .external_lex_state = 2},
  [105] = {.lex_state = 11, .external_lex_state = 2},
  [106] = {.lex_state = 11, .external_lex_state = 2},
  [107] = {.lex_state = 11, .external_lex_state = 2},
  [108] = {.lex_state = 11, .external_lex_state = 2},
  [109] = {.lex_state = 11, .external_lex_state = 2},
  [110] = {.lex_state = 160, .external_lex_state = 2},
  [111] = {.lex_state = 160, .external_lex_state = 2},
  [112] = {.lex_state = 160, .external_lex_state = 2},
  [113] = {.lex_state = 160, .external_lex_state = 2},
  [114] = {.lex_state = 160, .external_lex_state = 2},
  [115] = {.lex_state = 160, .external_lex_state = 2},
  [116] = {.lex_state = 160, .external_lex_state = 2},
  [117] = {.lex_state = 160, .external_lex_state = 2},
  [118] = {.lex_state = 160, .external_lex_state = 2},
  [119] = {.lex_state = 160, .external_lex_state = 2},
  [120] = {.lex_state = 160, .external_lex_state = 2},
  [121] = {.lex_state = 160, .external_lex_state = 2},
  [122] = {.lex_state = 0, .external_lex_state = 3},
  [123] = {.lex_state = 0, .external_lex_state = 3},
  [124] = {.lex_state = 162},
  [125] = {.lex_state = 2, .external_lex_state = 2},
  [126] = {.lex_state = 9},
  [127] = {.lex_state = 162},
  [128] = {.lex_state = 2, .external_lex_state = 2},
  [129] = {.lex_state = 0, .external_lex_state = 3},
  [130] = {.lex_state = 162},
  [131] = {.lex_state = 2, .external_lex_state = 2},
  [132] = {.lex_state = 2, .external_lex_state = 2},
  [133] = {.lex_state = 0},
  [134] = {.lex_state = 162},
  [135] = {.lex_state = 9},
  [136] = {.lex_state = 0, .external_lex_state = 3},
  [137] = {.lex_state = 0},
  [138] = {.lex_state = 162},
  [139] = {.lex_state = 2, .external_lex_state = 2},
  [140] = {.lex_state = 162},
  [141] = {.lex_state = 162},
  [142] = {.lex_state = 162},
  [143] = {.lex_state = 9},
  [144] = {.lex_state = 162},
  [145] = {.lex_state = 161},
  [146] = {.lex_state = 162},
  [147] = {.lex_state = 162},
  [148] = {.lex_state = 162},
  [149] = {.lex_state = 162},
  [150] = {.lex_state = 161},
  [151] = {.lex_state = 162},
  [152] = {.lex_state = 162},
  [153] = {.lex_state = 161},
  [154] = {.lex_state = 161},
  [155] = {.lex_state = 161, .external_lex_state = 2},
  [156] = {.lex_state = 161, .external_lex_state = 2},
  [157] = {.lex_state = 161},
  [158] = {.lex_state = 162},
  [159] = {.lex_state = 161},
  [160] = {.lex_state = 162},
  [161] = {.lex_state = 161, .external_lex_state = 2},
  [162] = {.lex_state = 162},
  [163] = {.lex_state = 161},
  [164] = {.lex_state = 0},
  [165] = {.lex_state = 0},
  [166] = {.lex_state = 9},
  [167] = {.lex_state = 0},
  [168] = {.lex_state = 0},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 17},
  [171] = {.lex_state = 161, .external_lex_state = 2},
  [172] = {.lex_state = 17},
  [173] = {.lex_state = 78},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 0},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 0},
  [182] = {.lex_state = 161, .external_lex_state = 2},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 0},
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
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 17},
  [202] = {.lex_state = 78},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 17},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 17},
  [209] = {.lex_state = 78},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 17},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 17},
  [214] = {.lex_state = 0},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0, .external_lex_state = 4},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0},
  [222] = {.lex_state = 9},
  [223] = {.lex_state = 0, .external_lex_state = 5},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 0, .external_lex_state = 5},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 79},
  [228] = {.lex_state = 3},
  [229] = {.lex_state = 74},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 161},
  [233] = {.lex_state = 0, .external_lex_state = 4},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 162},
  [237] = {.lex_state = 0},
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
  [252] = {.lex_state = 0},
  [253] = {.lex_state = 79},
  [254] = {.lex_state = 0},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 3},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 80},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 162},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 3},
  [265] = {.lex_state = 3},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 9},
  [270] = {.lex_state = 0},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 74},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 0},
  [275] = {.lex_state = 74},
  [276] = {.lex_state = 74},
  [277] = {.lex_state = 79},
  [278] = {.lex_state = 79},
  [279] = {.lex_state = 74},
  [280] = {.lex_state = 74},
  [281] = {.lex_state = 74},
  [282] = {.lex_state = 74},
  [283] = {.lex_state = 74},
  [284] = {.lex_state = 0},
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
    [sym_source_file] = STATE(254),
    [sym__paragraph] = STATE(4),
    [sym__run_line] = STATE(18),
    [sym__closing_line] = STATE(4),
    [sym__statement] = STATE(242),
    [sym__plain_statement] = STATE(189),
    [sym_include] = STATE(189),
    [sym_use] = STATE(189),
    [sym_error_directive] = STATE(189),
    [sym_warning_directive] = STATE(189),
    [sym_if_block] = STATE(191),
    [sym_key] = STATE(151),
    [sym__include_as_key] = STATE(262),
    [sym_assignment] = STATE(189),
    [sym_invalid_line] = STATE(189),
    [sym_heredoc_assignment] = STATE(189),
    [sym_macro_reference] = STATE(127),
    [aux_sym_source_file_repeat1] = STATE(4),
    [aux_sym_key_repeat1] = STATE(161),
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
    STATE(135), 1,
      aux_sym_if_block_repeat2,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(166), 1,
      sym_elif_clause,
    STATE(236), 1,
      sym__include_as_key,
    STATE(264), 1,
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
    STATE(255), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [85] = 24,
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
    STATE(126), 1,
      aux_sym_if_block_repeat2,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(166), 1,
      sym_elif_clause,
    STATE(236), 1,
      sym__include_as_key,
    STATE(256), 1,
      sym_else_clause,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(255), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [170] = 22,
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
    ACTIONS(57), 1,
      ts_builtin_sym_end,
    ACTIONS(59), 1,
      sym__newline,
    STATE(18), 1,
      sym__run_line,
    STATE(127), 1,
      sym_macro_reference,
    STATE(151), 1,
      sym_key,
    STATE(161), 1,
      aux_sym_key_repeat1,
    STATE(191), 1,
      sym_if_block,
    STATE(246), 1,
      sym__statement,
    STATE(262), 1,
      sym__include_as_key,
    ACTIONS(21), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(23), 2,
      sym_pragma,
      sym_section,
    STATE(8), 3,
      sym__paragraph,
      sym__closing_line,
      aux_sym_source_file_repeat1,
    STATE(189), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [248] = 19,
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
    ACTIONS(63), 1,
      sym__newline,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(45), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(47), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(61), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(255), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [320] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(68), 1,
      sym__include_keyword,
    ACTIONS(71), 1,
      aux_sym_use_token1,
    ACTIONS(74), 1,
      aux_sym_error_directive_token1,
    ACTIONS(77), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(80), 1,
      aux_sym_if_block_token1,
    ACTIONS(85), 1,
      sym__newline,
    ACTIONS(94), 1,
      sym_identifier,
    ACTIONS(97), 1,
      sym__macro_open,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(88), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(91), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(83), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(255), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [392] = 19,
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
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
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
    ACTIONS(100), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(255), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [464] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(102), 1,
      ts_builtin_sym_end,
    ACTIONS(104), 1,
      anon_sym_COLON,
    ACTIONS(107), 1,
      sym__include_keyword,
    ACTIONS(110), 1,
      aux_sym_use_token1,
    ACTIONS(113), 1,
      aux_sym_error_directive_token1,
    ACTIONS(116), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(119), 1,
      aux_sym_if_block_token1,
    ACTIONS(122), 1,
      sym__newline,
    ACTIONS(131), 1,
      sym_identifier,
    ACTIONS(134), 1,
      sym__macro_open,
    STATE(18), 1,
      sym__run_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(125), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(128), 2,
      sym_pragma,
      sym_section,
    STATE(8), 3,
      sym__paragraph,
      sym__closing_line,
      aux_sym_source_file_repeat1,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [539] = 19,
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
    ACTIONS(137), 1,
      aux_sym_if_block_token2,
    ACTIONS(139), 1,
      sym__newline,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(141), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(143), 2,
      sym_pragma,
      sym_section,
    STATE(10), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(251), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [609] = 19,
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
    ACTIONS(145), 1,
      aux_sym_if_block_token2,
    ACTIONS(147), 1,
      sym__newline,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(141), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(143), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(251), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [679] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(68), 1,
      sym__include_keyword,
    ACTIONS(71), 1,
      aux_sym_use_token1,
    ACTIONS(74), 1,
      aux_sym_error_directive_token1,
    ACTIONS(77), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(80), 1,
      aux_sym_if_block_token1,
    ACTIONS(83), 1,
      aux_sym_if_block_token2,
    ACTIONS(94), 1,
      sym_identifier,
    ACTIONS(97), 1,
      sym__macro_open,
    ACTIONS(149), 1,
      sym__newline,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(152), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(155), 2,
      sym_pragma,
      sym_section,
    STATE(11), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(251), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [749] = 20,
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
    STATE(13), 1,
      sym__run_line,
    STATE(49), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(158), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [820] = 20,
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
    STATE(17), 1,
      sym__run_line,
    STATE(51), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(164), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [891] = 20,
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
    STATE(12), 1,
      sym__run_line,
    STATE(47), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(166), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [962] = 20,
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
    STATE(14), 1,
      sym__run_line,
    STATE(76), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(168), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1033] = 20,
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
    STATE(21), 1,
      sym__run_line,
    STATE(54), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(170), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1104] = 20,
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
    STATE(19), 1,
      sym__run_line,
    STATE(52), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(172), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1175] = 20,
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
    STATE(15), 1,
      sym__run_line,
    STATE(45), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(174), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1246] = 20,
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
    STATE(16), 1,
      sym__run_line,
    STATE(53), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(176), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1317] = 20,
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
    STATE(23), 1,
      sym__run_line,
    STATE(56), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(178), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1388] = 20,
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
    STATE(20), 1,
      sym__run_line,
    STATE(55), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(180), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1459] = 19,
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
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(182), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(62), 2,
      sym__run_line,
      sym__closing_line,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1528] = 20,
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
    STATE(24), 1,
      sym__run_line,
    STATE(58), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(184), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1599] = 20,
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
    STATE(25), 1,
      sym__run_line,
    STATE(59), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(186), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1670] = 20,
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
    STATE(26), 1,
      sym__run_line,
    STATE(60), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(188), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1741] = 20,
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
    STATE(22), 1,
      sym__run_line,
    STATE(61), 1,
      sym__closing_line,
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(220), 1,
      sym_if_block,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(160), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(162), 2,
      sym_pragma,
      sym_section,
    ACTIONS(190), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(273), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1812] = 16,
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
    STATE(127), 1,
      sym_macro_reference,
    STATE(151), 1,
      sym_key,
    STATE(161), 1,
      aux_sym_key_repeat1,
    STATE(262), 1,
      sym__include_as_key,
    ACTIONS(192), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(194), 2,
      sym_pragma,
      sym_section,
    STATE(187), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1872] = 16,
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
    STATE(142), 1,
      sym_macro_reference,
    STATE(156), 1,
      aux_sym_key_repeat1,
    STATE(160), 1,
      sym_key,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(192), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(194), 2,
      sym_pragma,
      sym_section,
    STATE(187), 10,
      sym__statement,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1932] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(198), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(196), 10,
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
  [1956] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(180), 1,
      sym_value,
    ACTIONS(200), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1993] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(177), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(214), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2030] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(179), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(216), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2067] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(190), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(218), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2104] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(220), 1,
      anon_sym_BANG,
    ACTIONS(222), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(224), 1,
      aux_sym_version_condition_token1,
    ACTIONS(228), 1,
      aux_sym__condition_word_token1,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    STATE(231), 1,
      sym_condition,
    ACTIONS(226), 2,
      sym_boolean,
      sym_number,
    STATE(89), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(241), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2143] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(176), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(234), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2180] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(220), 1,
      anon_sym_BANG,
    ACTIONS(222), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(224), 1,
      aux_sym_version_condition_token1,
    ACTIONS(228), 1,
      aux_sym__condition_word_token1,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    STATE(244), 1,
      sym_condition,
    ACTIONS(226), 2,
      sym_boolean,
      sym_number,
    STATE(89), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(241), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2219] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(174), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(236), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2256] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(198), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(238), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2293] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(217), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(240), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2330] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(195), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(242), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2367] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(168), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(244), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2404] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_text,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_value,
    ACTIONS(202), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(246), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2441] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      sym_function_name,
    ACTIONS(208), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(210), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__macro_open,
    ACTIONS(252), 1,
      sym_text,
    ACTIONS(248), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(250), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(57), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2475] = 10,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(258), 1,
      anon_sym_RPAREN,
    ACTIONS(260), 1,
      aux_sym_default_value_token1,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    STATE(271), 1,
      sym_default_value,
    ACTIONS(256), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2511] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(168), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(270), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2533] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(272), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(274), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2555] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(158), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(276), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2577] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(278), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(280), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2599] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(164), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(282), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2621] = 10,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      aux_sym_default_value_token1,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    ACTIONS(284), 1,
      anon_sym_RPAREN,
    STATE(257), 1,
      sym_default_value,
    ACTIONS(256), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2657] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(172), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(286), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2679] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(176), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(288), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2701] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(170), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(290), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2723] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(292), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2745] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(178), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(294), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2767] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(184), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(296), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2789] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(303), 1,
      sym_text,
    ACTIONS(306), 1,
      sym_function_name,
    ACTIONS(309), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(312), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(315), 1,
      sym__macro_open,
    ACTIONS(298), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(300), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(57), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2823] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(186), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(318), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2845] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(188), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(320), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2867] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 7,
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
  [2889] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(182), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(324), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2911] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(326), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(328), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2933] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(236), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(174), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2969] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(234), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(176), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3005] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(214), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(177), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3041] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(240), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(217), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3077] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(242), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(195), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3113] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(244), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(168), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3149] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(246), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3185] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(216), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(179), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3221] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(180), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3257] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(218), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(190), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3293] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(198), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(196), 8,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [3315] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(238), 1,
      sym__newline,
    ACTIONS(332), 1,
      sym_text,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    STATE(198), 1,
      sym_value,
    ACTIONS(330), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3351] = 10,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      aux_sym_default_value_token1,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    ACTIONS(342), 1,
      anon_sym_RPAREN,
    STATE(248), 1,
      sym_default_value,
    ACTIONS(256), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3387] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(344), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [3409] = 10,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      aux_sym_default_value_token1,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    ACTIONS(346), 1,
      anon_sym_RPAREN,
    STATE(261), 1,
      sym_default_value,
    ACTIONS(256), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3445] = 10,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      aux_sym_default_value_token1,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    ACTIONS(348), 1,
      anon_sym_RPAREN,
    STATE(268), 1,
      sym_default_value,
    ACTIONS(256), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3481] = 10,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      aux_sym_default_value_token1,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    ACTIONS(350), 1,
      anon_sym_RPAREN,
    STATE(274), 1,
      sym_default_value,
    ACTIONS(256), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3517] = 9,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(262), 1,
      sym_function_name,
    ACTIONS(264), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(266), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__macro_open,
    ACTIONS(354), 1,
      anon_sym_RPAREN,
    ACTIONS(356), 1,
      aux_sym_default_value_token1,
    ACTIONS(352), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3550] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(248), 1,
      sym__newline,
    ACTIONS(334), 1,
      sym_function_name,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(340), 1,
      sym__macro_open,
    ACTIONS(360), 1,
      sym_text,
    ACTIONS(358), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(84), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3583] = 9,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(365), 1,
      anon_sym_RPAREN,
    ACTIONS(367), 1,
      aux_sym_default_value_token1,
    ACTIONS(370), 1,
      sym_function_name,
    ACTIONS(373), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(376), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(379), 1,
      sym__macro_open,
    ACTIONS(362), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3616] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(222), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(224), 1,
      aux_sym_version_condition_token1,
    ACTIONS(228), 1,
      aux_sym__condition_word_token1,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(382), 2,
      sym_boolean,
      sym_number,
    STATE(89), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(250), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [3649] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(298), 1,
      sym__newline,
    ACTIONS(387), 1,
      sym_text,
    ACTIONS(390), 1,
      sym_function_name,
    ACTIONS(393), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(396), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(399), 1,
      sym__macro_open,
    ACTIONS(384), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(84), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3682] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(404), 1,
      sym__newline,
    ACTIONS(402), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(91), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3707] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(408), 1,
      sym__newline,
    ACTIONS(406), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3732] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(228), 1,
      aux_sym__condition_word_token1,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(410), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(414), 1,
      sym__newline,
    STATE(266), 1,
      sym_condition_expression,
    ACTIONS(412), 2,
      sym_boolean,
      sym_number,
    STATE(89), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3763] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(416), 1,
      sym__newline,
    ACTIONS(406), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3788] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(418), 1,
      sym__newline,
    ACTIONS(406), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3813] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(230), 1,
      sym_function_name,
    ACTIONS(232), 1,
      sym__macro_open,
    ACTIONS(420), 1,
      sym__newline,
    ACTIONS(406), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3838] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(425), 1,
      sym__newline,
    ACTIONS(427), 1,
      sym_function_name,
    ACTIONS(430), 1,
      sym__macro_open,
    ACTIONS(422), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(91), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3863] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(435), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(433), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3880] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(439), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(437), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3897] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(443), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(441), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3914] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(447), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(445), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3931] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(451), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(449), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3948] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(455), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(453), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3965] = 3,
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
  [3982] = 3,
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
  [3999] = 3,
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
  [4016] = 3,
    ACTIONS(254), 1,
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
  [4033] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(437), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(439), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4050] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(445), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(447), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4067] = 3,
    ACTIONS(254), 1,
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
  [4084] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(449), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(451), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4101] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(453), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(455), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4118] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(441), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(443), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4135] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(471), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(469), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4152] = 3,
    ACTIONS(254), 1,
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
  [4169] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(471), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4186] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(433), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(435), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4203] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(451), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(449), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4219] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(439), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(437), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4235] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(447), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(445), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4251] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(455), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(453), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4267] = 3,
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
  [4283] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(433), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(435), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4299] = 3,
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
  [4315] = 3,
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
  [4331] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(443), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(441), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4347] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(471), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4363] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(475), 1,
      sym_comment,
    ACTIONS(477), 1,
      sym_heredoc_end,
    STATE(136), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(219), 1,
      sym_heredoc_body,
    ACTIONS(473), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4384] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(475), 1,
      sym_comment,
    ACTIONS(479), 1,
      sym_heredoc_end,
    STATE(136), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(233), 1,
      sym_heredoc_body,
    ACTIONS(473), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4405] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 1,
      sym_ignored_text,
    ACTIONS(465), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4419] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(433), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(435), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [4433] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 1,
      aux_sym_if_block_token2,
    ACTIONS(483), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(485), 1,
      aux_sym_else_clause_token1,
    STATE(143), 1,
      aux_sym_if_block_repeat2,
    STATE(166), 1,
      sym_elif_clause,
    STATE(228), 1,
      sym_else_clause,
  [4455] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      anon_sym_DOT,
    ACTIONS(491), 1,
      sym_ignored_text,
    ACTIONS(487), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4471] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(443), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4485] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 1,
      sym_comment,
    ACTIONS(499), 1,
      sym_heredoc_end,
    STATE(129), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(493), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4503] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(443), 1,
      sym_ignored_text,
    ACTIONS(441), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4517] = 3,
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
  [4531] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(465), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(467), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4545] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(501), 1,
      anon_sym_COLON,
    ACTIONS(503), 1,
      aux_sym_include_token1,
    ACTIONS(505), 1,
      aux_sym_include_token2,
    ACTIONS(509), 1,
      sym_operator,
    ACTIONS(507), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4565] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(513), 1,
      anon_sym_DOT,
    ACTIONS(515), 1,
      sym_ignored_text,
    ACTIONS(511), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4581] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(485), 1,
      aux_sym_else_clause_token1,
    ACTIONS(517), 1,
      aux_sym_if_block_token2,
    STATE(143), 1,
      aux_sym_if_block_repeat2,
    STATE(166), 1,
      sym_elif_clause,
    STATE(265), 1,
      sym_else_clause,
  [4603] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(521), 1,
      sym_comment,
    ACTIONS(523), 1,
      sym_heredoc_end,
    STATE(129), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(519), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4621] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(509), 1,
      sym_operator,
    ACTIONS(525), 1,
      anon_sym_COLON,
    ACTIONS(527), 1,
      aux_sym_include_token1,
    ACTIONS(529), 1,
      aux_sym_include_token2,
    ACTIONS(531), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4641] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      sym_ignored_text,
    ACTIONS(457), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4655] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(471), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [4669] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      anon_sym_DOT,
    ACTIONS(515), 1,
      sym_ignored_text,
    ACTIONS(511), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4685] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 1,
      sym_ignored_text,
    ACTIONS(513), 1,
      anon_sym_DOT,
    ACTIONS(487), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4701] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      anon_sym_DOT,
    ACTIONS(491), 1,
      sym_ignored_text,
    ACTIONS(487), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4716] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(535), 1,
      aux_sym_elif_clause_token1,
    STATE(143), 1,
      aux_sym_if_block_repeat2,
    STATE(166), 1,
      sym_elif_clause,
    ACTIONS(533), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4733] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 1,
      sym_ignored_text,
    ACTIONS(513), 1,
      anon_sym_DOT,
    ACTIONS(487), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4748] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(540), 1,
      aux_sym_template_token1,
    ACTIONS(538), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4761] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(513), 1,
      anon_sym_DOT,
    ACTIONS(515), 1,
      sym_ignored_text,
    ACTIONS(511), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4776] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(443), 1,
      sym_ignored_text,
    ACTIONS(441), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4789] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      sym_ignored_text,
    ACTIONS(457), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4802] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      anon_sym_DOT,
    ACTIONS(515), 1,
      sym_ignored_text,
    ACTIONS(511), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4817] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(544), 1,
      sym_identifier,
    STATE(150), 1,
      aux_sym_use_repeat1,
    STATE(157), 1,
      sym_template,
    ACTIONS(542), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4834] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 1,
      sym_operator,
    ACTIONS(551), 1,
      sym_ignored_text,
    ACTIONS(553), 1,
      anon_sym_AT_EQ,
    ACTIONS(547), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4851] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 1,
      sym_ignored_text,
    ACTIONS(465), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4864] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym_identifier,
    STATE(154), 1,
      aux_sym_use_repeat1,
    STATE(157), 1,
      sym_template,
    ACTIONS(555), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4881] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym_identifier,
    STATE(150), 1,
      aux_sym_use_repeat1,
    STATE(157), 1,
      sym_template,
    ACTIONS(559), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4898] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 1,
      sym_identifier,
    ACTIONS(564), 1,
      sym__macro_open,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(239), 1,
      sym_macro_reference,
  [4914] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(51), 1,
      sym__macro_open,
    ACTIONS(567), 1,
      sym_identifier,
    STATE(149), 1,
      sym_macro_reference,
    STATE(155), 1,
      aux_sym_key_repeat1,
  [4930] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      anon_sym_COMMA,
    ACTIONS(569), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4942] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 1,
      sym_operator,
    ACTIONS(577), 1,
      anon_sym_AT_EQ,
    ACTIONS(573), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4956] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(579), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4966] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 1,
      sym__newline,
    ACTIONS(553), 1,
      anon_sym_AT_EQ,
    ACTIONS(581), 1,
      sym_operator,
    ACTIONS(583), 1,
      sym_ignored_text,
  [4982] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(27), 1,
      sym__macro_open,
    ACTIONS(585), 1,
      sym_identifier,
    STATE(140), 1,
      sym_macro_reference,
    STATE(155), 1,
      aux_sym_key_repeat1,
  [4998] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      sym__newline,
    ACTIONS(577), 1,
      anon_sym_AT_EQ,
    ACTIONS(587), 1,
      sym_operator,
  [5011] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(589), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(591), 1,
      anon_sym_COLON,
    ACTIONS(593), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5031] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(595), 1,
      anon_sym_COLON,
    ACTIONS(597), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5042] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(599), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [5051] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      anon_sym_COLON,
    ACTIONS(603), 1,
      aux_sym_include_token5,
  [5061] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(605), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5069] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(607), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5077] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      anon_sym_RPAREN,
    ACTIONS(611), 1,
      aux_sym_macro_function_token1,
  [5087] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 2,
      sym__macro_open,
      sym_identifier,
  [5095] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(615), 1,
      anon_sym_RPAREN,
    ACTIONS(617), 1,
      aux_sym_macro_function_token1,
  [5105] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(619), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(621), 1,
      anon_sym_RBRACK_RPAREN,
  [5115] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5123] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5131] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5139] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5147] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      anon_sym_COLON,
    ACTIONS(633), 1,
      aux_sym_include_token5,
  [5157] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5165] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5173] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      anon_sym_COLON,
    ACTIONS(641), 1,
      anon_sym_RPAREN,
  [5183] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 2,
      sym__macro_open,
      sym_identifier,
  [5191] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5199] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5207] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      anon_sym_COLON,
    ACTIONS(651), 1,
      anon_sym_RPAREN,
  [5217] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(653), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5225] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5233] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5241] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      ts_builtin_sym_end,
    ACTIONS(661), 1,
      sym__newline,
  [5251] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5259] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(659), 1,
      ts_builtin_sym_end,
    ACTIONS(665), 1,
      sym__newline,
  [5269] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5277] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5285] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5293] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5301] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5309] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5317] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5325] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 1,
      anon_sym_COLON,
    ACTIONS(683), 1,
      anon_sym_RPAREN,
  [5335] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      anon_sym_COLON,
    ACTIONS(687), 1,
      aux_sym_include_token5,
  [5345] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(689), 1,
      anon_sym_RPAREN,
    ACTIONS(691), 1,
      aux_sym_macro_function_token1,
  [5355] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(695), 1,
      anon_sym_RBRACK_RPAREN,
  [5365] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5373] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      anon_sym_COLON,
    ACTIONS(701), 1,
      aux_sym_include_token5,
  [5383] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(703), 1,
      anon_sym_COLON,
    ACTIONS(705), 1,
      anon_sym_RPAREN,
  [5393] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(707), 1,
      anon_sym_RPAREN,
    ACTIONS(709), 1,
      aux_sym_macro_function_token1,
  [5403] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      anon_sym_COLON,
    ACTIONS(713), 1,
      anon_sym_RPAREN,
  [5413] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(715), 1,
      anon_sym_RPAREN,
    ACTIONS(717), 1,
      aux_sym_macro_function_token1,
  [5423] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(721), 1,
      anon_sym_RBRACK_RPAREN,
  [5433] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      anon_sym_COLON,
    ACTIONS(725), 1,
      anon_sym_RPAREN,
  [5443] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      anon_sym_RPAREN,
    ACTIONS(729), 1,
      aux_sym_macro_function_token1,
  [5453] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 1,
      anon_sym_COLON,
    ACTIONS(733), 1,
      anon_sym_RPAREN,
  [5463] = 3,
    ACTIONS(254), 1,
      sym__line_continuation,
    ACTIONS(735), 1,
      anon_sym_RPAREN,
    ACTIONS(737), 1,
      aux_sym_macro_function_token1,
  [5473] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5481] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 1,
      anon_sym_COLON,
    ACTIONS(743), 1,
      anon_sym_RPAREN,
  [5491] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 1,
      anon_sym_COLON,
    ACTIONS(747), 1,
      anon_sym_RPAREN,
  [5501] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5509] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      anon_sym_RPAREN,
  [5516] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 1,
      sym_heredoc_end,
  [5523] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      sym__newline,
  [5530] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 1,
      sym__newline,
  [5537] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 1,
      aux_sym_version_condition_token2,
  [5544] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 1,
      sym_heredoc_tag,
  [5551] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 1,
      sym__newline,
  [5558] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 1,
      sym_heredoc_tag,
  [5565] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 1,
      sym__newline,
  [5572] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      aux_sym_include_token6,
  [5579] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 1,
      aux_sym_if_block_token2,
  [5586] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 1,
      aux_sym_macro_reference_token1,
  [5593] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 1,
      sym__newline,
  [5600] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 1,
      sym__newline,
  [5607] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(777), 1,
      sym_identifier,
  [5614] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(779), 1,
      sym_heredoc_end,
  [5621] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 1,
      anon_sym_COLON,
  [5628] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(513), 1,
      anon_sym_DOT,
  [5635] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 1,
      sym_operator,
  [5642] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 1,
      anon_sym_RPAREN,
  [5649] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 1,
      anon_sym_COLON,
  [5656] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      anon_sym_DOT,
  [5663] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 1,
      anon_sym_RBRACK_RPAREN,
  [5670] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(408), 1,
      sym__newline,
  [5677] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      ts_builtin_sym_end,
  [5684] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      anon_sym_RPAREN,
  [5691] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 1,
      sym__newline,
  [5698] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 1,
      anon_sym_RPAREN,
  [5705] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 1,
      ts_builtin_sym_end,
  [5712] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 1,
      anon_sym_RBRACK_RPAREN,
  [5719] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 1,
      anon_sym_RPAREN,
  [5726] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 1,
      anon_sym_COLON,
  [5733] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(416), 1,
      sym__newline,
  [5740] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      sym__newline,
  [5747] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(807), 1,
      anon_sym_COLON,
  [5754] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 1,
      aux_sym_include_token6,
  [5761] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      ts_builtin_sym_end,
  [5768] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym__newline,
  [5775] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 1,
      aux_sym_if_block_token2,
  [5782] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 1,
      anon_sym_RPAREN,
  [5789] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 1,
      anon_sym_RPAREN,
  [5796] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 1,
      aux_sym_defined_condition_token3,
  [5803] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      anon_sym_RBRACK_RPAREN,
  [5810] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 1,
      anon_sym_RPAREN,
  [5817] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 1,
      sym_operator,
  [5824] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 1,
      anon_sym_RPAREN,
  [5831] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 1,
      aux_sym_if_block_token2,
  [5838] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 1,
      aux_sym_if_block_token2,
  [5845] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(420), 1,
      sym__newline,
  [5852] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(835), 1,
      anon_sym_RPAREN,
  [5859] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      anon_sym_RPAREN,
  [5866] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(839), 1,
      aux_sym_version_condition_token3,
  [5873] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_COLON,
  [5880] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(843), 1,
      anon_sym_RPAREN,
  [5887] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(845), 1,
      aux_sym_macro_reference_token1,
  [5894] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      sym__newline,
  [5901] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_RPAREN,
  [5908] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(849), 1,
      aux_sym_macro_reference_token1,
  [5915] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      aux_sym_macro_reference_token1,
  [5922] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(853), 1,
      aux_sym_include_token6,
  [5929] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 1,
      aux_sym_include_token6,
  [5936] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      aux_sym_macro_reference_token1,
  [5943] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(859), 1,
      aux_sym_macro_reference_token1,
  [5950] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      aux_sym_macro_reference_token1,
  [5957] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(863), 1,
      aux_sym_macro_reference_token1,
  [5964] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 1,
      aux_sym_macro_reference_token1,
  [5971] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      sym__newline,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 85,
  [SMALL_STATE(4)] = 170,
  [SMALL_STATE(5)] = 248,
  [SMALL_STATE(6)] = 320,
  [SMALL_STATE(7)] = 392,
  [SMALL_STATE(8)] = 464,
  [SMALL_STATE(9)] = 539,
  [SMALL_STATE(10)] = 609,
  [SMALL_STATE(11)] = 679,
  [SMALL_STATE(12)] = 749,
  [SMALL_STATE(13)] = 820,
  [SMALL_STATE(14)] = 891,
  [SMALL_STATE(15)] = 962,
  [SMALL_STATE(16)] = 1033,
  [SMALL_STATE(17)] = 1104,
  [SMALL_STATE(18)] = 1175,
  [SMALL_STATE(19)] = 1246,
  [SMALL_STATE(20)] = 1317,
  [SMALL_STATE(21)] = 1388,
  [SMALL_STATE(22)] = 1459,
  [SMALL_STATE(23)] = 1528,
  [SMALL_STATE(24)] = 1599,
  [SMALL_STATE(25)] = 1670,
  [SMALL_STATE(26)] = 1741,
  [SMALL_STATE(27)] = 1812,
  [SMALL_STATE(28)] = 1872,
  [SMALL_STATE(29)] = 1932,
  [SMALL_STATE(30)] = 1956,
  [SMALL_STATE(31)] = 1993,
  [SMALL_STATE(32)] = 2030,
  [SMALL_STATE(33)] = 2067,
  [SMALL_STATE(34)] = 2104,
  [SMALL_STATE(35)] = 2143,
  [SMALL_STATE(36)] = 2180,
  [SMALL_STATE(37)] = 2219,
  [SMALL_STATE(38)] = 2256,
  [SMALL_STATE(39)] = 2293,
  [SMALL_STATE(40)] = 2330,
  [SMALL_STATE(41)] = 2367,
  [SMALL_STATE(42)] = 2404,
  [SMALL_STATE(43)] = 2441,
  [SMALL_STATE(44)] = 2475,
  [SMALL_STATE(45)] = 2511,
  [SMALL_STATE(46)] = 2533,
  [SMALL_STATE(47)] = 2555,
  [SMALL_STATE(48)] = 2577,
  [SMALL_STATE(49)] = 2599,
  [SMALL_STATE(50)] = 2621,
  [SMALL_STATE(51)] = 2657,
  [SMALL_STATE(52)] = 2679,
  [SMALL_STATE(53)] = 2701,
  [SMALL_STATE(54)] = 2723,
  [SMALL_STATE(55)] = 2745,
  [SMALL_STATE(56)] = 2767,
  [SMALL_STATE(57)] = 2789,
  [SMALL_STATE(58)] = 2823,
  [SMALL_STATE(59)] = 2845,
  [SMALL_STATE(60)] = 2867,
  [SMALL_STATE(61)] = 2889,
  [SMALL_STATE(62)] = 2911,
  [SMALL_STATE(63)] = 2933,
  [SMALL_STATE(64)] = 2969,
  [SMALL_STATE(65)] = 3005,
  [SMALL_STATE(66)] = 3041,
  [SMALL_STATE(67)] = 3077,
  [SMALL_STATE(68)] = 3113,
  [SMALL_STATE(69)] = 3149,
  [SMALL_STATE(70)] = 3185,
  [SMALL_STATE(71)] = 3221,
  [SMALL_STATE(72)] = 3257,
  [SMALL_STATE(73)] = 3293,
  [SMALL_STATE(74)] = 3315,
  [SMALL_STATE(75)] = 3351,
  [SMALL_STATE(76)] = 3387,
  [SMALL_STATE(77)] = 3409,
  [SMALL_STATE(78)] = 3445,
  [SMALL_STATE(79)] = 3481,
  [SMALL_STATE(80)] = 3517,
  [SMALL_STATE(81)] = 3550,
  [SMALL_STATE(82)] = 3583,
  [SMALL_STATE(83)] = 3616,
  [SMALL_STATE(84)] = 3649,
  [SMALL_STATE(85)] = 3682,
  [SMALL_STATE(86)] = 3707,
  [SMALL_STATE(87)] = 3732,
  [SMALL_STATE(88)] = 3763,
  [SMALL_STATE(89)] = 3788,
  [SMALL_STATE(90)] = 3813,
  [SMALL_STATE(91)] = 3838,
  [SMALL_STATE(92)] = 3863,
  [SMALL_STATE(93)] = 3880,
  [SMALL_STATE(94)] = 3897,
  [SMALL_STATE(95)] = 3914,
  [SMALL_STATE(96)] = 3931,
  [SMALL_STATE(97)] = 3948,
  [SMALL_STATE(98)] = 3965,
  [SMALL_STATE(99)] = 3982,
  [SMALL_STATE(100)] = 3999,
  [SMALL_STATE(101)] = 4016,
  [SMALL_STATE(102)] = 4033,
  [SMALL_STATE(103)] = 4050,
  [SMALL_STATE(104)] = 4067,
  [SMALL_STATE(105)] = 4084,
  [SMALL_STATE(106)] = 4101,
  [SMALL_STATE(107)] = 4118,
  [SMALL_STATE(108)] = 4135,
  [SMALL_STATE(109)] = 4152,
  [SMALL_STATE(110)] = 4169,
  [SMALL_STATE(111)] = 4186,
  [SMALL_STATE(112)] = 4203,
  [SMALL_STATE(113)] = 4219,
  [SMALL_STATE(114)] = 4235,
  [SMALL_STATE(115)] = 4251,
  [SMALL_STATE(116)] = 4267,
  [SMALL_STATE(117)] = 4283,
  [SMALL_STATE(118)] = 4299,
  [SMALL_STATE(119)] = 4315,
  [SMALL_STATE(120)] = 4331,
  [SMALL_STATE(121)] = 4347,
  [SMALL_STATE(122)] = 4363,
  [SMALL_STATE(123)] = 4384,
  [SMALL_STATE(124)] = 4405,
  [SMALL_STATE(125)] = 4419,
  [SMALL_STATE(126)] = 4433,
  [SMALL_STATE(127)] = 4455,
  [SMALL_STATE(128)] = 4471,
  [SMALL_STATE(129)] = 4485,
  [SMALL_STATE(130)] = 4503,
  [SMALL_STATE(131)] = 4517,
  [SMALL_STATE(132)] = 4531,
  [SMALL_STATE(133)] = 4545,
  [SMALL_STATE(134)] = 4565,
  [SMALL_STATE(135)] = 4581,
  [SMALL_STATE(136)] = 4603,
  [SMALL_STATE(137)] = 4621,
  [SMALL_STATE(138)] = 4641,
  [SMALL_STATE(139)] = 4655,
  [SMALL_STATE(140)] = 4669,
  [SMALL_STATE(141)] = 4685,
  [SMALL_STATE(142)] = 4701,
  [SMALL_STATE(143)] = 4716,
  [SMALL_STATE(144)] = 4733,
  [SMALL_STATE(145)] = 4748,
  [SMALL_STATE(146)] = 4761,
  [SMALL_STATE(147)] = 4776,
  [SMALL_STATE(148)] = 4789,
  [SMALL_STATE(149)] = 4802,
  [SMALL_STATE(150)] = 4817,
  [SMALL_STATE(151)] = 4834,
  [SMALL_STATE(152)] = 4851,
  [SMALL_STATE(153)] = 4864,
  [SMALL_STATE(154)] = 4881,
  [SMALL_STATE(155)] = 4898,
  [SMALL_STATE(156)] = 4914,
  [SMALL_STATE(157)] = 4930,
  [SMALL_STATE(158)] = 4942,
  [SMALL_STATE(159)] = 4956,
  [SMALL_STATE(160)] = 4966,
  [SMALL_STATE(161)] = 4982,
  [SMALL_STATE(162)] = 4998,
  [SMALL_STATE(163)] = 5011,
  [SMALL_STATE(164)] = 5020,
  [SMALL_STATE(165)] = 5031,
  [SMALL_STATE(166)] = 5042,
  [SMALL_STATE(167)] = 5051,
  [SMALL_STATE(168)] = 5061,
  [SMALL_STATE(169)] = 5069,
  [SMALL_STATE(170)] = 5077,
  [SMALL_STATE(171)] = 5087,
  [SMALL_STATE(172)] = 5095,
  [SMALL_STATE(173)] = 5105,
  [SMALL_STATE(174)] = 5115,
  [SMALL_STATE(175)] = 5123,
  [SMALL_STATE(176)] = 5131,
  [SMALL_STATE(177)] = 5139,
  [SMALL_STATE(178)] = 5147,
  [SMALL_STATE(179)] = 5157,
  [SMALL_STATE(180)] = 5165,
  [SMALL_STATE(181)] = 5173,
  [SMALL_STATE(182)] = 5183,
  [SMALL_STATE(183)] = 5191,
  [SMALL_STATE(184)] = 5199,
  [SMALL_STATE(185)] = 5207,
  [SMALL_STATE(186)] = 5217,
  [SMALL_STATE(187)] = 5225,
  [SMALL_STATE(188)] = 5233,
  [SMALL_STATE(189)] = 5241,
  [SMALL_STATE(190)] = 5251,
  [SMALL_STATE(191)] = 5259,
  [SMALL_STATE(192)] = 5269,
  [SMALL_STATE(193)] = 5277,
  [SMALL_STATE(194)] = 5285,
  [SMALL_STATE(195)] = 5293,
  [SMALL_STATE(196)] = 5301,
  [SMALL_STATE(197)] = 5309,
  [SMALL_STATE(198)] = 5317,
  [SMALL_STATE(199)] = 5325,
  [SMALL_STATE(200)] = 5335,
  [SMALL_STATE(201)] = 5345,
  [SMALL_STATE(202)] = 5355,
  [SMALL_STATE(203)] = 5365,
  [SMALL_STATE(204)] = 5373,
  [SMALL_STATE(205)] = 5383,
  [SMALL_STATE(206)] = 5393,
  [SMALL_STATE(207)] = 5403,
  [SMALL_STATE(208)] = 5413,
  [SMALL_STATE(209)] = 5423,
  [SMALL_STATE(210)] = 5433,
  [SMALL_STATE(211)] = 5443,
  [SMALL_STATE(212)] = 5453,
  [SMALL_STATE(213)] = 5463,
  [SMALL_STATE(214)] = 5473,
  [SMALL_STATE(215)] = 5481,
  [SMALL_STATE(216)] = 5491,
  [SMALL_STATE(217)] = 5501,
  [SMALL_STATE(218)] = 5509,
  [SMALL_STATE(219)] = 5516,
  [SMALL_STATE(220)] = 5523,
  [SMALL_STATE(221)] = 5530,
  [SMALL_STATE(222)] = 5537,
  [SMALL_STATE(223)] = 5544,
  [SMALL_STATE(224)] = 5551,
  [SMALL_STATE(225)] = 5558,
  [SMALL_STATE(226)] = 5565,
  [SMALL_STATE(227)] = 5572,
  [SMALL_STATE(228)] = 5579,
  [SMALL_STATE(229)] = 5586,
  [SMALL_STATE(230)] = 5593,
  [SMALL_STATE(231)] = 5600,
  [SMALL_STATE(232)] = 5607,
  [SMALL_STATE(233)] = 5614,
  [SMALL_STATE(234)] = 5621,
  [SMALL_STATE(235)] = 5628,
  [SMALL_STATE(236)] = 5635,
  [SMALL_STATE(237)] = 5642,
  [SMALL_STATE(238)] = 5649,
  [SMALL_STATE(239)] = 5656,
  [SMALL_STATE(240)] = 5663,
  [SMALL_STATE(241)] = 5670,
  [SMALL_STATE(242)] = 5677,
  [SMALL_STATE(243)] = 5684,
  [SMALL_STATE(244)] = 5691,
  [SMALL_STATE(245)] = 5698,
  [SMALL_STATE(246)] = 5705,
  [SMALL_STATE(247)] = 5712,
  [SMALL_STATE(248)] = 5719,
  [SMALL_STATE(249)] = 5726,
  [SMALL_STATE(250)] = 5733,
  [SMALL_STATE(251)] = 5740,
  [SMALL_STATE(252)] = 5747,
  [SMALL_STATE(253)] = 5754,
  [SMALL_STATE(254)] = 5761,
  [SMALL_STATE(255)] = 5768,
  [SMALL_STATE(256)] = 5775,
  [SMALL_STATE(257)] = 5782,
  [SMALL_STATE(258)] = 5789,
  [SMALL_STATE(259)] = 5796,
  [SMALL_STATE(260)] = 5803,
  [SMALL_STATE(261)] = 5810,
  [SMALL_STATE(262)] = 5817,
  [SMALL_STATE(263)] = 5824,
  [SMALL_STATE(264)] = 5831,
  [SMALL_STATE(265)] = 5838,
  [SMALL_STATE(266)] = 5845,
  [SMALL_STATE(267)] = 5852,
  [SMALL_STATE(268)] = 5859,
  [SMALL_STATE(269)] = 5866,
  [SMALL_STATE(270)] = 5873,
  [SMALL_STATE(271)] = 5880,
  [SMALL_STATE(272)] = 5887,
  [SMALL_STATE(273)] = 5894,
  [SMALL_STATE(274)] = 5901,
  [SMALL_STATE(275)] = 5908,
  [SMALL_STATE(276)] = 5915,
  [SMALL_STATE(277)] = 5922,
  [SMALL_STATE(278)] = 5929,
  [SMALL_STATE(279)] = 5936,
  [SMALL_STATE(280)] = 5943,
  [SMALL_STATE(281)] = 5950,
  [SMALL_STATE(282)] = 5957,
  [SMALL_STATE(283)] = 5964,
  [SMALL_STATE(284)] = 5971,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(189),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(189),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [33] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(36),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(284),
  [43] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(255),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [57] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [61] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 32),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [68] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(137),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(232),
  [74] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(63),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [83] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0),
  [85] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [88] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(255),
  [91] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(255),
  [94] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [97] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(281),
  [100] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 32),
  [102] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [104] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [107] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(137),
  [110] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(232),
  [113] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(63),
  [116] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [119] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [122] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [125] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(273),
  [128] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(273),
  [131] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [134] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(281),
  [137] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [139] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [141] = {.entry = {.count = 1, .reusable = false}}, SHIFT(251),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [145] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [149] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [152] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(251),
  [155] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(251),
  [158] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 4, 0, 0),
  [160] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [162] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [164] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 5, 0, 0),
  [166] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 3, 0, 0),
  [168] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 2, 0, 0),
  [170] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 8, 0, 0),
  [172] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 6, 0, 0),
  [174] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 1, 0, 0),
  [176] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 7, 0, 0),
  [178] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 10, 0, 0),
  [180] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 9, 0, 0),
  [182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 15, 0, 0),
  [184] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 11, 0, 0),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 12, 0, 0),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 13, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 14, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [194] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [196] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [198] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 24),
  [202] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [204] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [206] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [208] = {.entry = {.count = 1, .reusable = false}}, SHIFT(272),
  [210] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [212] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [214] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [216] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 21),
  [218] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 37),
  [220] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [222] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [224] = {.entry = {.count = 1, .reusable = false}}, SHIFT(222),
  [226] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [228] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [230] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [232] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [234] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [236] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [238] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 44),
  [240] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 7),
  [242] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 9),
  [244] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 15),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 16),
  [248] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [250] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [252] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [254] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [256] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [258] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [260] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [264] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
  [266] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [268] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [270] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 2, 0, 0),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__run_line, 2, 0, 0),
  [274] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__run_line, 2, 0, 0),
  [276] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 4, 0, 0),
  [278] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__closing_line, 2, 0, 0),
  [280] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__closing_line, 2, 0, 0),
  [282] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 5, 0, 0),
  [284] = {.entry = {.count = 1, .reusable = false}}, SHIFT(124),
  [286] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 6, 0, 0),
  [288] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 7, 0, 0),
  [290] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 8, 0, 0),
  [292] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 9, 0, 0),
  [294] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 10, 0, 0),
  [296] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 11, 0, 0),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [300] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [303] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [306] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(170),
  [309] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(272),
  [312] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [315] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(275),
  [318] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 12, 0, 0),
  [320] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 13, 0, 0),
  [322] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 14, 0, 0),
  [324] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 15, 0, 0),
  [326] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 16, 0, 0),
  [328] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 16, 0, 0),
  [330] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [332] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [334] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [336] = {.entry = {.count = 1, .reusable = false}}, SHIFT(276),
  [338] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [340] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [342] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [344] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 3, 0, 0),
  [346] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [348] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [350] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [352] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [354] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [356] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [358] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [360] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [362] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [365] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [367] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [370] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [373] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(280),
  [376] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(209),
  [379] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [382] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [384] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [387] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [390] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(208),
  [393] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(276),
  [396] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [399] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(282),
  [402] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [404] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [406] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [408] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [410] = {.entry = {.count = 1, .reusable = false}}, SHIFT(259),
  [412] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [414] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [416] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 19),
  [418] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [420] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 13),
  [422] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [427] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [430] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(279),
  [433] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 28),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 28),
  [437] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [439] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [441] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [443] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [445] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [447] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [449] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [451] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [453] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [455] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [457] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [459] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [461] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [463] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [467] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [469] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 18),
  [471] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 18),
  [473] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [475] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [477] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [479] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [481] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [483] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [485] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [487] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [489] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [491] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [493] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(129),
  [496] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(129),
  [499] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [501] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [503] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [505] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [507] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [509] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [511] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [513] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [515] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [517] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [519] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [521] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [523] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [525] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [527] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [529] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [531] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [533] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 2, 0, 42),
  [535] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 2, 0, 42), SHIFT_REPEAT(36),
  [538] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [540] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [542] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39),
  [544] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39), SHIFT_REPEAT(145),
  [547] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [549] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [551] = {.entry = {.count = 1, .reusable = false}}, SHIFT(158),
  [553] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [555] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 17),
  [557] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 27),
  [561] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(235),
  [564] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(229),
  [567] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [569] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 26),
  [571] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [573] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 8),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [577] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [579] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 38),
  [581] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [583] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [585] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [587] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [589] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 26),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [593] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [595] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [599] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 1, 0, 33),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [603] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [605] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 23),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 25),
  [609] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [611] = {.entry = {.count = 1, .reusable = false}}, SHIFT(237),
  [613] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [615] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [617] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [619] = {.entry = {.count = 1, .reusable = false}}, SHIFT(240),
  [621] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [623] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [625] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 32),
  [627] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [629] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 14),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [635] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 34),
  [637] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 36),
  [639] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [643] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 6),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 40),
  [647] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [651] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [653] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 41),
  [655] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__plain_statement, 2, 0, 0),
  [657] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 43),
  [659] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 1, 0, 0),
  [661] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [663] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 45),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [667] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 47),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 48),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 49),
  [673] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 22),
  [675] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 50),
  [677] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 51),
  [679] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 52),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [689] = {.entry = {.count = 1, .reusable = false}}, SHIFT(139),
  [691] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [693] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [695] = {.entry = {.count = 1, .reusable = false}}, SHIFT(113),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 53),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [707] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [709] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [715] = {.entry = {.count = 1, .reusable = false}}, SHIFT(121),
  [717] = {.entry = {.count = 1, .reusable = false}}, SHIFT(258),
  [719] = {.entry = {.count = 1, .reusable = false}}, SHIFT(260),
  [721] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [727] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [729] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [731] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [735] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [737] = {.entry = {.count = 1, .reusable = false}}, SHIFT(267),
  [739] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 54),
  [741] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [743] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [749] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 20),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 30),
  [757] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [759] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 31),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [767] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [771] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [773] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [781] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [783] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [785] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [787] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [791] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [793] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [795] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [801] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [803] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [807] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [809] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [811] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [817] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [819] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [821] = {.entry = {.count = 1, .reusable = false}}, SHIFT(221),
  [823] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [825] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [827] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [829] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [831] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [833] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [835] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [837] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [839] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [853] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [855] = {.entry = {.count = 1, .reusable = false}}, SHIFT(252),
  [857] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [859] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [861] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [863] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [865] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
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
