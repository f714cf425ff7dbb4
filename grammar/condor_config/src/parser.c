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
  [128] = 128,
  [129] = 94,
  [130] = 94,
  [131] = 100,
  [132] = 98,
  [133] = 108,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 98,
  [138] = 138,
  [139] = 127,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 141,
  [144] = 144,
  [145] = 138,
  [146] = 136,
  [147] = 94,
  [148] = 140,
  [149] = 149,
  [150] = 100,
  [151] = 151,
  [152] = 98,
  [153] = 153,
  [154] = 154,
  [155] = 155,
  [156] = 151,
  [157] = 157,
  [158] = 158,
  [159] = 157,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 160,
  [164] = 164,
  [165] = 165,
  [166] = 162,
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
  [179] = 167,
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
  [199] = 183,
  [200] = 200,
  [201] = 170,
  [202] = 173,
  [203] = 203,
  [204] = 200,
  [205] = 182,
  [206] = 172,
  [207] = 183,
  [208] = 170,
  [209] = 173,
  [210] = 182,
  [211] = 172,
  [212] = 183,
  [213] = 170,
  [214] = 214,
  [215] = 183,
  [216] = 183,
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
  [249] = 224,
  [250] = 250,
  [251] = 251,
  [252] = 234,
  [253] = 253,
  [254] = 254,
  [255] = 236,
  [256] = 256,
  [257] = 248,
  [258] = 237,
  [259] = 259,
  [260] = 240,
  [261] = 248,
  [262] = 262,
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
  [275] = 242,
  [276] = 238,
  [277] = 227,
  [278] = 253,
  [279] = 242,
  [280] = 238,
  [281] = 242,
  [282] = 242,
  [283] = 242,
  [284] = 251,
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
  [127] = {.lex_state = 0},
  [128] = {.lex_state = 0, .external_lex_state = 3},
  [129] = {.lex_state = 162},
  [130] = {.lex_state = 2, .external_lex_state = 2},
  [131] = {.lex_state = 2, .external_lex_state = 2},
  [132] = {.lex_state = 2, .external_lex_state = 2},
  [133] = {.lex_state = 2, .external_lex_state = 2},
  [134] = {.lex_state = 9},
  [135] = {.lex_state = 0, .external_lex_state = 3},
  [136] = {.lex_state = 162},
  [137] = {.lex_state = 162},
  [138] = {.lex_state = 162},
  [139] = {.lex_state = 0},
  [140] = {.lex_state = 162},
  [141] = {.lex_state = 162},
  [142] = {.lex_state = 9},
  [143] = {.lex_state = 162},
  [144] = {.lex_state = 161},
  [145] = {.lex_state = 162},
  [146] = {.lex_state = 162},
  [147] = {.lex_state = 162},
  [148] = {.lex_state = 162},
  [149] = {.lex_state = 161},
  [150] = {.lex_state = 162},
  [151] = {.lex_state = 162},
  [152] = {.lex_state = 162},
  [153] = {.lex_state = 161},
  [154] = {.lex_state = 161},
  [155] = {.lex_state = 161, .external_lex_state = 2},
  [156] = {.lex_state = 162},
  [157] = {.lex_state = 161, .external_lex_state = 2},
  [158] = {.lex_state = 161},
  [159] = {.lex_state = 161, .external_lex_state = 2},
  [160] = {.lex_state = 162},
  [161] = {.lex_state = 161},
  [162] = {.lex_state = 0},
  [163] = {.lex_state = 162},
  [164] = {.lex_state = 161},
  [165] = {.lex_state = 9},
  [166] = {.lex_state = 0},
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
  [182] = {.lex_state = 0},
  [183] = {.lex_state = 0},
  [184] = {.lex_state = 0},
  [185] = {.lex_state = 0},
  [186] = {.lex_state = 161, .external_lex_state = 2},
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
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 0},
  [233] = {.lex_state = 0, .external_lex_state = 4},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 162},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 74},
  [239] = {.lex_state = 0},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 0},
  [242] = {.lex_state = 74},
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
  [255] = {.lex_state = 162},
  [256] = {.lex_state = 3},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 80},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 3},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 0},
  [265] = {.lex_state = 3},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 9},
  [270] = {.lex_state = 0},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 161},
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
    [sym_source_file] = STATE(229),
    [sym__paragraph] = STATE(4),
    [sym__run_line] = STATE(18),
    [sym__closing_line] = STATE(4),
    [sym__statement] = STATE(220),
    [sym__plain_statement] = STATE(191),
    [sym_include] = STATE(191),
    [sym_use] = STATE(191),
    [sym_error_directive] = STATE(191),
    [sym_warning_directive] = STATE(191),
    [sym_if_block] = STATE(175),
    [sym_key] = STATE(151),
    [sym__include_as_key] = STATE(255),
    [sym_assignment] = STATE(191),
    [sym_invalid_line] = STATE(191),
    [sym_heredoc_assignment] = STATE(191),
    [sym_macro_reference] = STATE(138),
    [aux_sym_source_file_repeat1] = STATE(4),
    [aux_sym_key_repeat1] = STATE(157),
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
    [sym__garbage_line] = ACTIONS(27),
    [sym__macro_open] = ACTIONS(29),
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
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(39), 1,
      aux_sym_if_block_token2,
    ACTIONS(41), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(43), 1,
      aux_sym_else_clause_token1,
    ACTIONS(45), 1,
      sym__newline,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    STATE(134), 1,
      aux_sym_if_block_repeat2,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(165), 1,
      sym_elif_clause,
    STATE(236), 1,
      sym__include_as_key,
    STATE(262), 1,
      sym_else_clause,
    ACTIONS(47), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(49), 2,
      sym_pragma,
      sym_section,
    STATE(3), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(284), 10,
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
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(41), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(43), 1,
      aux_sym_else_clause_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(55), 1,
      aux_sym_if_block_token2,
    ACTIONS(57), 1,
      sym__newline,
    STATE(126), 1,
      aux_sym_if_block_repeat2,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(165), 1,
      sym_elif_clause,
    STATE(236), 1,
      sym__include_as_key,
    STATE(256), 1,
      sym_else_clause,
    ACTIONS(47), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(49), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    STATE(284), 10,
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
  [170] = 23,
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
    ACTIONS(21), 1,
      sym_comment,
    ACTIONS(25), 1,
      sym_identifier,
    ACTIONS(27), 1,
      sym__garbage_line,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      ts_builtin_sym_end,
    ACTIONS(61), 1,
      sym__newline,
    STATE(18), 1,
      sym__run_line,
    STATE(138), 1,
      sym_macro_reference,
    STATE(151), 1,
      sym_key,
    STATE(157), 1,
      aux_sym_key_repeat1,
    STATE(175), 1,
      sym_if_block,
    STATE(232), 1,
      sym__statement,
    STATE(255), 1,
      sym__include_as_key,
    ACTIONS(23), 2,
      sym_pragma,
      sym_section,
    STATE(8), 3,
      sym__paragraph,
      sym__closing_line,
      aux_sym_source_file_repeat1,
    STATE(191), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [250] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(65), 1,
      sym__newline,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(47), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(49), 2,
      sym_pragma,
      sym_section,
    STATE(7), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(63), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(284), 10,
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
  [322] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(67), 1,
      anon_sym_COLON,
    ACTIONS(70), 1,
      sym__include_keyword,
    ACTIONS(73), 1,
      aux_sym_use_token1,
    ACTIONS(76), 1,
      aux_sym_error_directive_token1,
    ACTIONS(79), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(82), 1,
      aux_sym_if_block_token1,
    ACTIONS(87), 1,
      sym__newline,
    ACTIONS(96), 1,
      sym_identifier,
    ACTIONS(99), 1,
      sym__macro_open,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(90), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(93), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(85), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(284), 10,
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
  [394] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(57), 1,
      sym__newline,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(47), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(49), 2,
      sym_pragma,
      sym_section,
    STATE(6), 2,
      sym__line,
      aux_sym_if_block_repeat1,
    ACTIONS(102), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(284), 10,
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
  [466] = 22,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(104), 1,
      ts_builtin_sym_end,
    ACTIONS(106), 1,
      anon_sym_COLON,
    ACTIONS(109), 1,
      sym__include_keyword,
    ACTIONS(112), 1,
      aux_sym_use_token1,
    ACTIONS(115), 1,
      aux_sym_error_directive_token1,
    ACTIONS(118), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(121), 1,
      aux_sym_if_block_token1,
    ACTIONS(124), 1,
      sym__newline,
    ACTIONS(127), 1,
      sym_comment,
    ACTIONS(133), 1,
      sym_identifier,
    ACTIONS(136), 1,
      sym__garbage_line,
    ACTIONS(139), 1,
      sym__macro_open,
    STATE(18), 1,
      sym__run_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(130), 2,
      sym_pragma,
      sym_section,
    STATE(8), 3,
      sym__paragraph,
      sym__closing_line,
      aux_sym_source_file_repeat1,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [543] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(142), 1,
      aux_sym_if_block_token2,
    ACTIONS(144), 1,
      sym__newline,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(146), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(148), 2,
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
  [613] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(150), 1,
      aux_sym_if_block_token2,
    ACTIONS(152), 1,
      sym__newline,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(146), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(148), 2,
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
  [683] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(67), 1,
      anon_sym_COLON,
    ACTIONS(70), 1,
      sym__include_keyword,
    ACTIONS(73), 1,
      aux_sym_use_token1,
    ACTIONS(76), 1,
      aux_sym_error_directive_token1,
    ACTIONS(79), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(82), 1,
      aux_sym_if_block_token1,
    ACTIONS(85), 1,
      aux_sym_if_block_token2,
    ACTIONS(96), 1,
      sym_identifier,
    ACTIONS(99), 1,
      sym__macro_open,
    ACTIONS(154), 1,
      sym__newline,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(157), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(160), 2,
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
  [753] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(13), 1,
      sym__run_line,
    STATE(49), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(163), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [826] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(17), 1,
      sym__run_line,
    STATE(51), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(171), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [899] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(12), 1,
      sym__run_line,
    STATE(47), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(173), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [972] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(14), 1,
      sym__run_line,
    STATE(76), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(175), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1045] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(21), 1,
      sym__run_line,
    STATE(54), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(177), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1118] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(19), 1,
      sym__run_line,
    STATE(52), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(179), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1191] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(15), 1,
      sym__run_line,
    STATE(46), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(181), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1264] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(16), 1,
      sym__run_line,
    STATE(53), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(183), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1337] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(23), 1,
      sym__run_line,
    STATE(56), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(185), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1410] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(20), 1,
      sym__run_line,
    STATE(55), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(187), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1483] = 20,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(189), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(62), 2,
      sym__run_line,
      sym__closing_line,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1554] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(24), 1,
      sym__run_line,
    STATE(58), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(191), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1627] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(25), 1,
      sym__run_line,
    STATE(59), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(193), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1700] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(26), 1,
      sym__run_line,
    STATE(60), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(195), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1773] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(165), 1,
      sym_comment,
    ACTIONS(169), 1,
      sym__garbage_line,
    STATE(22), 1,
      sym__run_line,
    STATE(61), 1,
      sym__closing_line,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    STATE(272), 1,
      sym_if_block,
    ACTIONS(167), 2,
      sym_pragma,
      sym_section,
    ACTIONS(197), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(221), 8,
      sym__plain_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [1846] = 16,
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
    ACTIONS(29), 1,
      sym__macro_open,
    STATE(138), 1,
      sym_macro_reference,
    STATE(151), 1,
      sym_key,
    STATE(157), 1,
      aux_sym_key_repeat1,
    STATE(255), 1,
      sym__include_as_key,
    ACTIONS(199), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(201), 2,
      sym_pragma,
      sym_section,
    STATE(188), 10,
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
  [1906] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(33), 1,
      sym__include_keyword,
    ACTIONS(35), 1,
      aux_sym_error_directive_token1,
    ACTIONS(37), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_identifier,
    ACTIONS(53), 1,
      sym__macro_open,
    STATE(145), 1,
      sym_macro_reference,
    STATE(156), 1,
      sym_key,
    STATE(159), 1,
      aux_sym_key_repeat1,
    STATE(236), 1,
      sym__include_as_key,
    ACTIONS(199), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(201), 2,
      sym_pragma,
      sym_section,
    STATE(188), 10,
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
  [1966] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(205), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(203), 10,
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
  [1990] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(181), 1,
      sym_value,
    ACTIONS(207), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2027] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(178), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(221), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2064] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(180), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(223), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2101] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(190), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(225), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2138] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_BANG,
    ACTIONS(229), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(231), 1,
      aux_sym_version_condition_token1,
    ACTIONS(235), 1,
      aux_sym__condition_word_token1,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    STATE(231), 1,
      sym_condition,
    ACTIONS(233), 2,
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
  [2177] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(177), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(241), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2214] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(227), 1,
      anon_sym_BANG,
    ACTIONS(229), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(231), 1,
      aux_sym_version_condition_token1,
    ACTIONS(235), 1,
      aux_sym__condition_word_token1,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    STATE(244), 1,
      sym_condition,
    ACTIONS(233), 2,
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
  [2253] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(174), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(243), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2290] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(198), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(245), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2327] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(217), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(247), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2364] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(195), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(249), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2401] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(168), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(251), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2438] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(211), 1,
      sym_text,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_value,
    ACTIONS(209), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(253), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(43), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2475] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(213), 1,
      sym_function_name,
    ACTIONS(215), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym__macro_open,
    ACTIONS(259), 1,
      sym_text,
    ACTIONS(255), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(257), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(57), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2509] = 10,
    ACTIONS(261), 1,
      sym__line_continuation,
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
    ACTIONS(275), 1,
      sym__macro_open,
    STATE(271), 1,
      sym_default_value,
    ACTIONS(263), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2545] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(279), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2567] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(175), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(281), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2589] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(163), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(283), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2611] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(287), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2633] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(171), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(289), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2655] = 10,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      sym__macro_open,
    ACTIONS(291), 1,
      anon_sym_RPAREN,
    STATE(257), 1,
      sym_default_value,
    ACTIONS(263), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2691] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(179), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(293), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2713] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(183), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(295), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2735] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(297), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2757] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(187), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(299), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2779] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(185), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(301), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2801] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(303), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2823] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(310), 1,
      sym_text,
    ACTIONS(313), 1,
      sym_function_name,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(319), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(322), 1,
      sym__macro_open,
    ACTIONS(305), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(307), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(57), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2857] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(193), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(325), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2879] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(195), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(327), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2901] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(197), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(329), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2923] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(189), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(331), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2945] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(333), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(335), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [2967] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(174), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3003] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(241), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(177), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3039] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(221), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(178), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3075] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(247), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(217), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3111] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(249), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(195), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3147] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(251), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(168), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3183] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(253), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3219] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(223), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(180), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3255] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(207), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(181), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3291] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(225), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(190), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3327] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(205), 6,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(203), 8,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [3349] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(245), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym_text,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    STATE(198), 1,
      sym_value,
    ACTIONS(337), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3385] = 10,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      sym__macro_open,
    ACTIONS(349), 1,
      anon_sym_RPAREN,
    STATE(248), 1,
      sym_default_value,
    ACTIONS(263), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3421] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 7,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      sym_section,
    ACTIONS(351), 7,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
      sym__garbage_line,
  [3443] = 10,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      sym__macro_open,
    ACTIONS(353), 1,
      anon_sym_RPAREN,
    STATE(261), 1,
      sym_default_value,
    ACTIONS(263), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3479] = 10,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      sym__macro_open,
    ACTIONS(355), 1,
      anon_sym_RPAREN,
    STATE(268), 1,
      sym_default_value,
    ACTIONS(263), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3515] = 10,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      aux_sym_default_value_token1,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      sym__macro_open,
    ACTIONS(357), 1,
      anon_sym_RPAREN,
    STATE(274), 1,
      sym_default_value,
    ACTIONS(263), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3551] = 9,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(269), 1,
      sym_function_name,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(275), 1,
      sym__macro_open,
    ACTIONS(361), 1,
      anon_sym_RPAREN,
    ACTIONS(363), 1,
      aux_sym_default_value_token1,
    ACTIONS(359), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3584] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(255), 1,
      sym__newline,
    ACTIONS(341), 1,
      sym_function_name,
    ACTIONS(343), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(347), 1,
      sym__macro_open,
    ACTIONS(367), 1,
      sym_text,
    ACTIONS(365), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(84), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3617] = 9,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(372), 1,
      anon_sym_RPAREN,
    ACTIONS(374), 1,
      aux_sym_default_value_token1,
    ACTIONS(377), 1,
      sym_function_name,
    ACTIONS(380), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(383), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(386), 1,
      sym__macro_open,
    ACTIONS(369), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3650] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(229), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(231), 1,
      aux_sym_version_condition_token1,
    ACTIONS(235), 1,
      aux_sym__condition_word_token1,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(389), 2,
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
  [3683] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      sym__newline,
    ACTIONS(394), 1,
      sym_text,
    ACTIONS(397), 1,
      sym_function_name,
    ACTIONS(400), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(403), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(406), 1,
      sym__macro_open,
    ACTIONS(391), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(84), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3716] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(411), 1,
      sym__newline,
    ACTIONS(409), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(91), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3741] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(415), 1,
      sym__newline,
    ACTIONS(413), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3766] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(235), 1,
      aux_sym__condition_word_token1,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(417), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(421), 1,
      sym__newline,
    STATE(266), 1,
      sym_condition_expression,
    ACTIONS(419), 2,
      sym_boolean,
      sym_number,
    STATE(89), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3797] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(423), 1,
      sym__newline,
    ACTIONS(413), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3822] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(425), 1,
      sym__newline,
    ACTIONS(413), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3847] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(237), 1,
      sym_function_name,
    ACTIONS(239), 1,
      sym__macro_open,
    ACTIONS(427), 1,
      sym__newline,
    ACTIONS(413), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3872] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      sym__newline,
    ACTIONS(434), 1,
      sym_function_name,
    ACTIONS(437), 1,
      sym__macro_open,
    ACTIONS(429), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(91), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3897] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(442), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(440), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3914] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(446), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(444), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3931] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(448), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3948] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(452), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3965] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(456), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3982] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(460), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3999] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(464), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4016] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(468), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4033] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(472), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4050] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(472), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(474), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4067] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(444), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(446), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4084] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(452), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(454), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4101] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(468), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(470), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4118] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(456), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(458), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4135] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(460), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(462), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4152] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(448), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(450), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4169] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(478), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(476), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4186] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(464), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(466), 7,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_RPAREN,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4203] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(478), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4220] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(442), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4237] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(456), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4253] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(446), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(444), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4269] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(452), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4285] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(460), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4301] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(468), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4317] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(442), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4333] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(472), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4349] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(464), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4365] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(448), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4381] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(478), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4397] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 1,
      sym_comment,
    ACTIONS(484), 1,
      sym_heredoc_end,
    STATE(135), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(219), 1,
      sym_heredoc_body,
    ACTIONS(480), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4418] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 1,
      sym_comment,
    ACTIONS(486), 1,
      sym_heredoc_end,
    STATE(135), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(233), 1,
      sym_heredoc_body,
    ACTIONS(480), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4439] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 1,
      sym_ignored_text,
    ACTIONS(472), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4453] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(442), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [4467] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 1,
      aux_sym_if_block_token2,
    ACTIONS(490), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(492), 1,
      aux_sym_else_clause_token1,
    STATE(142), 1,
      aux_sym_if_block_repeat2,
    STATE(165), 1,
      sym_elif_clause,
    STATE(228), 1,
      sym_else_clause,
  [4489] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 1,
      anon_sym_COLON,
    ACTIONS(496), 1,
      aux_sym_include_token1,
    ACTIONS(498), 1,
      aux_sym_include_token2,
    ACTIONS(502), 1,
      sym_operator,
    ACTIONS(500), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4509] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_heredoc_end,
    STATE(128), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(504), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4527] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      sym_ignored_text,
    ACTIONS(448), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4541] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(450), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4555] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(474), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4569] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(466), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4583] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    ACTIONS(478), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
  [4597] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(492), 1,
      aux_sym_else_clause_token1,
    ACTIONS(512), 1,
      aux_sym_if_block_token2,
    STATE(142), 1,
      aux_sym_if_block_repeat2,
    STATE(165), 1,
      sym_elif_clause,
    STATE(265), 1,
      sym_else_clause,
  [4619] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 1,
      sym_comment,
    ACTIONS(518), 1,
      sym_heredoc_end,
    STATE(128), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(514), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4637] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      anon_sym_DOT,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(520), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4653] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      sym_ignored_text,
    ACTIONS(464), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4667] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      anon_sym_DOT,
    ACTIONS(530), 1,
      sym_ignored_text,
    ACTIONS(526), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4683] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 1,
      sym_operator,
    ACTIONS(532), 1,
      anon_sym_COLON,
    ACTIONS(534), 1,
      aux_sym_include_token1,
    ACTIONS(536), 1,
      aux_sym_include_token2,
    ACTIONS(538), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4703] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(528), 1,
      anon_sym_DOT,
    ACTIONS(520), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4719] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      anon_sym_DOT,
    ACTIONS(530), 1,
      sym_ignored_text,
    ACTIONS(526), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4735] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(542), 1,
      aux_sym_elif_clause_token1,
    STATE(142), 1,
      aux_sym_if_block_repeat2,
    STATE(165), 1,
      sym_elif_clause,
    ACTIONS(540), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4752] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      anon_sym_DOT,
    ACTIONS(530), 1,
      sym_ignored_text,
    ACTIONS(526), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4767] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 1,
      aux_sym_template_token1,
    ACTIONS(545), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4780] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      anon_sym_DOT,
    ACTIONS(530), 1,
      sym_ignored_text,
    ACTIONS(526), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4795] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      anon_sym_DOT,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(520), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4810] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      sym_ignored_text,
    ACTIONS(448), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4823] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(528), 1,
      anon_sym_DOT,
    ACTIONS(520), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4838] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(551), 1,
      sym_identifier,
    STATE(149), 1,
      aux_sym_use_repeat1,
    STATE(161), 1,
      sym_template,
    ACTIONS(549), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4855] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 1,
      sym_ignored_text,
    ACTIONS(472), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4868] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(556), 1,
      sym_operator,
    ACTIONS(558), 1,
      sym_ignored_text,
    ACTIONS(560), 1,
      anon_sym_AT_EQ,
    ACTIONS(554), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4885] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      sym_ignored_text,
    ACTIONS(464), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4898] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(564), 1,
      sym_identifier,
    STATE(154), 1,
      aux_sym_use_repeat1,
    STATE(161), 1,
      sym_template,
    ACTIONS(562), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4915] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(564), 1,
      sym_identifier,
    STATE(149), 1,
      aux_sym_use_repeat1,
    STATE(161), 1,
      sym_template,
    ACTIONS(566), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4932] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(568), 1,
      sym_identifier,
    ACTIONS(571), 1,
      sym__macro_open,
    STATE(155), 1,
      aux_sym_key_repeat1,
    STATE(239), 1,
      sym_macro_reference,
  [4948] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__newline,
    ACTIONS(560), 1,
      anon_sym_AT_EQ,
    ACTIONS(574), 1,
      sym_operator,
    ACTIONS(576), 1,
      sym_ignored_text,
  [4964] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(578), 1,
      sym_identifier,
    STATE(140), 1,
      sym_macro_reference,
    STATE(155), 1,
      aux_sym_key_repeat1,
  [4980] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(580), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4990] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(53), 1,
      sym__macro_open,
    ACTIONS(582), 1,
      sym_identifier,
    STATE(148), 1,
      sym_macro_reference,
    STATE(155), 1,
      aux_sym_key_repeat1,
  [5006] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      sym_operator,
    ACTIONS(588), 1,
      anon_sym_AT_EQ,
    ACTIONS(584), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(592), 1,
      anon_sym_COMMA,
    ACTIONS(590), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5032] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(594), 1,
      anon_sym_COLON,
    ACTIONS(596), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5043] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(584), 1,
      sym__newline,
    ACTIONS(588), 1,
      anon_sym_AT_EQ,
    ACTIONS(598), 1,
      sym_operator,
  [5056] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(600), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5065] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(602), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [5074] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(604), 1,
      anon_sym_COLON,
    ACTIONS(606), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5085] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(608), 1,
      anon_sym_COLON,
    ACTIONS(610), 1,
      aux_sym_include_token5,
  [5095] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(612), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5103] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(614), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5111] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(616), 1,
      anon_sym_RPAREN,
    ACTIONS(618), 1,
      aux_sym_macro_function_token1,
  [5121] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(620), 2,
      sym__macro_open,
      sym_identifier,
  [5129] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(622), 1,
      anon_sym_RPAREN,
    ACTIONS(624), 1,
      aux_sym_macro_function_token1,
  [5139] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(626), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(628), 1,
      anon_sym_RBRACK_RPAREN,
  [5149] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(630), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5157] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(632), 1,
      ts_builtin_sym_end,
    ACTIONS(634), 1,
      sym__newline,
  [5167] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(636), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5175] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(638), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5183] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(640), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5191] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(642), 1,
      anon_sym_COLON,
    ACTIONS(644), 1,
      aux_sym_include_token5,
  [5201] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(646), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5209] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(648), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5217] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(650), 1,
      anon_sym_COLON,
    ACTIONS(652), 1,
      anon_sym_RPAREN,
  [5227] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(654), 1,
      anon_sym_COLON,
    ACTIONS(656), 1,
      anon_sym_RPAREN,
  [5237] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(658), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5245] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(660), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5253] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(662), 2,
      sym__macro_open,
      sym_identifier,
  [5261] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(664), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5269] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(666), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5277] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(668), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5285] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(670), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5293] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(632), 1,
      ts_builtin_sym_end,
    ACTIONS(672), 1,
      sym__newline,
  [5303] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(674), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5311] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(676), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5319] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(678), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5327] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(680), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5335] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(682), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5343] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(684), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5351] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(686), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5359] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(688), 1,
      anon_sym_COLON,
    ACTIONS(690), 1,
      anon_sym_RPAREN,
  [5369] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(692), 1,
      anon_sym_COLON,
    ACTIONS(694), 1,
      aux_sym_include_token5,
  [5379] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(696), 1,
      anon_sym_RPAREN,
    ACTIONS(698), 1,
      aux_sym_macro_function_token1,
  [5389] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(700), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(702), 1,
      anon_sym_RBRACK_RPAREN,
  [5399] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(704), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5407] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 1,
      anon_sym_COLON,
    ACTIONS(708), 1,
      aux_sym_include_token5,
  [5417] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(710), 1,
      anon_sym_COLON,
    ACTIONS(712), 1,
      anon_sym_RPAREN,
  [5427] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(714), 1,
      anon_sym_RPAREN,
    ACTIONS(716), 1,
      aux_sym_macro_function_token1,
  [5437] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(718), 1,
      anon_sym_COLON,
    ACTIONS(720), 1,
      anon_sym_RPAREN,
  [5447] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(722), 1,
      anon_sym_RPAREN,
    ACTIONS(724), 1,
      aux_sym_macro_function_token1,
  [5457] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(726), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(728), 1,
      anon_sym_RBRACK_RPAREN,
  [5467] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(730), 1,
      anon_sym_COLON,
    ACTIONS(732), 1,
      anon_sym_RPAREN,
  [5477] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(734), 1,
      anon_sym_RPAREN,
    ACTIONS(736), 1,
      aux_sym_macro_function_token1,
  [5487] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(738), 1,
      anon_sym_COLON,
    ACTIONS(740), 1,
      anon_sym_RPAREN,
  [5497] = 3,
    ACTIONS(261), 1,
      sym__line_continuation,
    ACTIONS(742), 1,
      anon_sym_RPAREN,
    ACTIONS(744), 1,
      aux_sym_macro_function_token1,
  [5507] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(746), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5515] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(748), 1,
      anon_sym_COLON,
    ACTIONS(750), 1,
      anon_sym_RPAREN,
  [5525] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(752), 1,
      anon_sym_COLON,
    ACTIONS(754), 1,
      anon_sym_RPAREN,
  [5535] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(756), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5543] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(758), 1,
      anon_sym_RPAREN,
  [5550] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(760), 1,
      sym_heredoc_end,
  [5557] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      ts_builtin_sym_end,
  [5564] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(672), 1,
      sym__newline,
  [5571] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(762), 1,
      aux_sym_version_condition_token2,
  [5578] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(764), 1,
      sym_heredoc_tag,
  [5585] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(766), 1,
      anon_sym_COLON,
  [5592] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(768), 1,
      sym_heredoc_tag,
  [5599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(770), 1,
      sym__newline,
  [5606] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(772), 1,
      aux_sym_include_token6,
  [5613] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(774), 1,
      aux_sym_if_block_token2,
  [5620] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(776), 1,
      ts_builtin_sym_end,
  [5627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(778), 1,
      sym__newline,
  [5634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(780), 1,
      sym__newline,
  [5641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(782), 1,
      ts_builtin_sym_end,
  [5648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(784), 1,
      sym_heredoc_end,
  [5655] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(786), 1,
      anon_sym_COLON,
  [5662] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      anon_sym_DOT,
  [5669] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(788), 1,
      sym_operator,
  [5676] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(790), 1,
      anon_sym_RPAREN,
  [5683] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(792), 1,
      aux_sym_macro_reference_token1,
  [5690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      anon_sym_DOT,
  [5697] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(794), 1,
      anon_sym_RBRACK_RPAREN,
  [5704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      sym__newline,
  [5711] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(796), 1,
      aux_sym_macro_reference_token1,
  [5718] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(798), 1,
      anon_sym_RPAREN,
  [5725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(800), 1,
      sym__newline,
  [5732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(802), 1,
      anon_sym_RPAREN,
  [5739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(804), 1,
      sym__newline,
  [5746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(806), 1,
      anon_sym_RBRACK_RPAREN,
  [5753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(808), 1,
      anon_sym_RPAREN,
  [5760] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(810), 1,
      anon_sym_COLON,
  [5767] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(423), 1,
      sym__newline,
  [5774] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(812), 1,
      sym__newline,
  [5781] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(814), 1,
      anon_sym_COLON,
  [5788] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(816), 1,
      aux_sym_include_token6,
  [5795] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(818), 1,
      sym__newline,
  [5802] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(820), 1,
      sym_operator,
  [5809] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(822), 1,
      aux_sym_if_block_token2,
  [5816] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(824), 1,
      anon_sym_RPAREN,
  [5823] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(826), 1,
      anon_sym_RPAREN,
  [5830] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(828), 1,
      aux_sym_defined_condition_token3,
  [5837] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(830), 1,
      anon_sym_RBRACK_RPAREN,
  [5844] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(832), 1,
      anon_sym_RPAREN,
  [5851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(834), 1,
      aux_sym_if_block_token2,
  [5858] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(836), 1,
      anon_sym_RPAREN,
  [5865] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(838), 1,
      sym__newline,
  [5872] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(840), 1,
      aux_sym_if_block_token2,
  [5879] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(427), 1,
      sym__newline,
  [5886] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(842), 1,
      anon_sym_RPAREN,
  [5893] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(844), 1,
      anon_sym_RPAREN,
  [5900] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(846), 1,
      aux_sym_version_condition_token3,
  [5907] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(848), 1,
      anon_sym_COLON,
  [5914] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(850), 1,
      anon_sym_RPAREN,
  [5921] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(634), 1,
      sym__newline,
  [5928] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(852), 1,
      sym_identifier,
  [5935] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(854), 1,
      anon_sym_RPAREN,
  [5942] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(856), 1,
      aux_sym_macro_reference_token1,
  [5949] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(858), 1,
      aux_sym_macro_reference_token1,
  [5956] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(860), 1,
      aux_sym_include_token6,
  [5963] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(862), 1,
      aux_sym_include_token6,
  [5970] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(864), 1,
      aux_sym_macro_reference_token1,
  [5977] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(866), 1,
      aux_sym_macro_reference_token1,
  [5984] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(868), 1,
      aux_sym_macro_reference_token1,
  [5991] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(870), 1,
      aux_sym_macro_reference_token1,
  [5998] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(872), 1,
      aux_sym_macro_reference_token1,
  [6005] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(874), 1,
      sym__newline,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 85,
  [SMALL_STATE(4)] = 170,
  [SMALL_STATE(5)] = 250,
  [SMALL_STATE(6)] = 322,
  [SMALL_STATE(7)] = 394,
  [SMALL_STATE(8)] = 466,
  [SMALL_STATE(9)] = 543,
  [SMALL_STATE(10)] = 613,
  [SMALL_STATE(11)] = 683,
  [SMALL_STATE(12)] = 753,
  [SMALL_STATE(13)] = 826,
  [SMALL_STATE(14)] = 899,
  [SMALL_STATE(15)] = 972,
  [SMALL_STATE(16)] = 1045,
  [SMALL_STATE(17)] = 1118,
  [SMALL_STATE(18)] = 1191,
  [SMALL_STATE(19)] = 1264,
  [SMALL_STATE(20)] = 1337,
  [SMALL_STATE(21)] = 1410,
  [SMALL_STATE(22)] = 1483,
  [SMALL_STATE(23)] = 1554,
  [SMALL_STATE(24)] = 1627,
  [SMALL_STATE(25)] = 1700,
  [SMALL_STATE(26)] = 1773,
  [SMALL_STATE(27)] = 1846,
  [SMALL_STATE(28)] = 1906,
  [SMALL_STATE(29)] = 1966,
  [SMALL_STATE(30)] = 1990,
  [SMALL_STATE(31)] = 2027,
  [SMALL_STATE(32)] = 2064,
  [SMALL_STATE(33)] = 2101,
  [SMALL_STATE(34)] = 2138,
  [SMALL_STATE(35)] = 2177,
  [SMALL_STATE(36)] = 2214,
  [SMALL_STATE(37)] = 2253,
  [SMALL_STATE(38)] = 2290,
  [SMALL_STATE(39)] = 2327,
  [SMALL_STATE(40)] = 2364,
  [SMALL_STATE(41)] = 2401,
  [SMALL_STATE(42)] = 2438,
  [SMALL_STATE(43)] = 2475,
  [SMALL_STATE(44)] = 2509,
  [SMALL_STATE(45)] = 2545,
  [SMALL_STATE(46)] = 2567,
  [SMALL_STATE(47)] = 2589,
  [SMALL_STATE(48)] = 2611,
  [SMALL_STATE(49)] = 2633,
  [SMALL_STATE(50)] = 2655,
  [SMALL_STATE(51)] = 2691,
  [SMALL_STATE(52)] = 2713,
  [SMALL_STATE(53)] = 2735,
  [SMALL_STATE(54)] = 2757,
  [SMALL_STATE(55)] = 2779,
  [SMALL_STATE(56)] = 2801,
  [SMALL_STATE(57)] = 2823,
  [SMALL_STATE(58)] = 2857,
  [SMALL_STATE(59)] = 2879,
  [SMALL_STATE(60)] = 2901,
  [SMALL_STATE(61)] = 2923,
  [SMALL_STATE(62)] = 2945,
  [SMALL_STATE(63)] = 2967,
  [SMALL_STATE(64)] = 3003,
  [SMALL_STATE(65)] = 3039,
  [SMALL_STATE(66)] = 3075,
  [SMALL_STATE(67)] = 3111,
  [SMALL_STATE(68)] = 3147,
  [SMALL_STATE(69)] = 3183,
  [SMALL_STATE(70)] = 3219,
  [SMALL_STATE(71)] = 3255,
  [SMALL_STATE(72)] = 3291,
  [SMALL_STATE(73)] = 3327,
  [SMALL_STATE(74)] = 3349,
  [SMALL_STATE(75)] = 3385,
  [SMALL_STATE(76)] = 3421,
  [SMALL_STATE(77)] = 3443,
  [SMALL_STATE(78)] = 3479,
  [SMALL_STATE(79)] = 3515,
  [SMALL_STATE(80)] = 3551,
  [SMALL_STATE(81)] = 3584,
  [SMALL_STATE(82)] = 3617,
  [SMALL_STATE(83)] = 3650,
  [SMALL_STATE(84)] = 3683,
  [SMALL_STATE(85)] = 3716,
  [SMALL_STATE(86)] = 3741,
  [SMALL_STATE(87)] = 3766,
  [SMALL_STATE(88)] = 3797,
  [SMALL_STATE(89)] = 3822,
  [SMALL_STATE(90)] = 3847,
  [SMALL_STATE(91)] = 3872,
  [SMALL_STATE(92)] = 3897,
  [SMALL_STATE(93)] = 3914,
  [SMALL_STATE(94)] = 3931,
  [SMALL_STATE(95)] = 3948,
  [SMALL_STATE(96)] = 3965,
  [SMALL_STATE(97)] = 3982,
  [SMALL_STATE(98)] = 3999,
  [SMALL_STATE(99)] = 4016,
  [SMALL_STATE(100)] = 4033,
  [SMALL_STATE(101)] = 4050,
  [SMALL_STATE(102)] = 4067,
  [SMALL_STATE(103)] = 4084,
  [SMALL_STATE(104)] = 4101,
  [SMALL_STATE(105)] = 4118,
  [SMALL_STATE(106)] = 4135,
  [SMALL_STATE(107)] = 4152,
  [SMALL_STATE(108)] = 4169,
  [SMALL_STATE(109)] = 4186,
  [SMALL_STATE(110)] = 4203,
  [SMALL_STATE(111)] = 4220,
  [SMALL_STATE(112)] = 4237,
  [SMALL_STATE(113)] = 4253,
  [SMALL_STATE(114)] = 4269,
  [SMALL_STATE(115)] = 4285,
  [SMALL_STATE(116)] = 4301,
  [SMALL_STATE(117)] = 4317,
  [SMALL_STATE(118)] = 4333,
  [SMALL_STATE(119)] = 4349,
  [SMALL_STATE(120)] = 4365,
  [SMALL_STATE(121)] = 4381,
  [SMALL_STATE(122)] = 4397,
  [SMALL_STATE(123)] = 4418,
  [SMALL_STATE(124)] = 4439,
  [SMALL_STATE(125)] = 4453,
  [SMALL_STATE(126)] = 4467,
  [SMALL_STATE(127)] = 4489,
  [SMALL_STATE(128)] = 4509,
  [SMALL_STATE(129)] = 4527,
  [SMALL_STATE(130)] = 4541,
  [SMALL_STATE(131)] = 4555,
  [SMALL_STATE(132)] = 4569,
  [SMALL_STATE(133)] = 4583,
  [SMALL_STATE(134)] = 4597,
  [SMALL_STATE(135)] = 4619,
  [SMALL_STATE(136)] = 4637,
  [SMALL_STATE(137)] = 4653,
  [SMALL_STATE(138)] = 4667,
  [SMALL_STATE(139)] = 4683,
  [SMALL_STATE(140)] = 4703,
  [SMALL_STATE(141)] = 4719,
  [SMALL_STATE(142)] = 4735,
  [SMALL_STATE(143)] = 4752,
  [SMALL_STATE(144)] = 4767,
  [SMALL_STATE(145)] = 4780,
  [SMALL_STATE(146)] = 4795,
  [SMALL_STATE(147)] = 4810,
  [SMALL_STATE(148)] = 4823,
  [SMALL_STATE(149)] = 4838,
  [SMALL_STATE(150)] = 4855,
  [SMALL_STATE(151)] = 4868,
  [SMALL_STATE(152)] = 4885,
  [SMALL_STATE(153)] = 4898,
  [SMALL_STATE(154)] = 4915,
  [SMALL_STATE(155)] = 4932,
  [SMALL_STATE(156)] = 4948,
  [SMALL_STATE(157)] = 4964,
  [SMALL_STATE(158)] = 4980,
  [SMALL_STATE(159)] = 4990,
  [SMALL_STATE(160)] = 5006,
  [SMALL_STATE(161)] = 5020,
  [SMALL_STATE(162)] = 5032,
  [SMALL_STATE(163)] = 5043,
  [SMALL_STATE(164)] = 5056,
  [SMALL_STATE(165)] = 5065,
  [SMALL_STATE(166)] = 5074,
  [SMALL_STATE(167)] = 5085,
  [SMALL_STATE(168)] = 5095,
  [SMALL_STATE(169)] = 5103,
  [SMALL_STATE(170)] = 5111,
  [SMALL_STATE(171)] = 5121,
  [SMALL_STATE(172)] = 5129,
  [SMALL_STATE(173)] = 5139,
  [SMALL_STATE(174)] = 5149,
  [SMALL_STATE(175)] = 5157,
  [SMALL_STATE(176)] = 5167,
  [SMALL_STATE(177)] = 5175,
  [SMALL_STATE(178)] = 5183,
  [SMALL_STATE(179)] = 5191,
  [SMALL_STATE(180)] = 5201,
  [SMALL_STATE(181)] = 5209,
  [SMALL_STATE(182)] = 5217,
  [SMALL_STATE(183)] = 5227,
  [SMALL_STATE(184)] = 5237,
  [SMALL_STATE(185)] = 5245,
  [SMALL_STATE(186)] = 5253,
  [SMALL_STATE(187)] = 5261,
  [SMALL_STATE(188)] = 5269,
  [SMALL_STATE(189)] = 5277,
  [SMALL_STATE(190)] = 5285,
  [SMALL_STATE(191)] = 5293,
  [SMALL_STATE(192)] = 5303,
  [SMALL_STATE(193)] = 5311,
  [SMALL_STATE(194)] = 5319,
  [SMALL_STATE(195)] = 5327,
  [SMALL_STATE(196)] = 5335,
  [SMALL_STATE(197)] = 5343,
  [SMALL_STATE(198)] = 5351,
  [SMALL_STATE(199)] = 5359,
  [SMALL_STATE(200)] = 5369,
  [SMALL_STATE(201)] = 5379,
  [SMALL_STATE(202)] = 5389,
  [SMALL_STATE(203)] = 5399,
  [SMALL_STATE(204)] = 5407,
  [SMALL_STATE(205)] = 5417,
  [SMALL_STATE(206)] = 5427,
  [SMALL_STATE(207)] = 5437,
  [SMALL_STATE(208)] = 5447,
  [SMALL_STATE(209)] = 5457,
  [SMALL_STATE(210)] = 5467,
  [SMALL_STATE(211)] = 5477,
  [SMALL_STATE(212)] = 5487,
  [SMALL_STATE(213)] = 5497,
  [SMALL_STATE(214)] = 5507,
  [SMALL_STATE(215)] = 5515,
  [SMALL_STATE(216)] = 5525,
  [SMALL_STATE(217)] = 5535,
  [SMALL_STATE(218)] = 5543,
  [SMALL_STATE(219)] = 5550,
  [SMALL_STATE(220)] = 5557,
  [SMALL_STATE(221)] = 5564,
  [SMALL_STATE(222)] = 5571,
  [SMALL_STATE(223)] = 5578,
  [SMALL_STATE(224)] = 5585,
  [SMALL_STATE(225)] = 5592,
  [SMALL_STATE(226)] = 5599,
  [SMALL_STATE(227)] = 5606,
  [SMALL_STATE(228)] = 5613,
  [SMALL_STATE(229)] = 5620,
  [SMALL_STATE(230)] = 5627,
  [SMALL_STATE(231)] = 5634,
  [SMALL_STATE(232)] = 5641,
  [SMALL_STATE(233)] = 5648,
  [SMALL_STATE(234)] = 5655,
  [SMALL_STATE(235)] = 5662,
  [SMALL_STATE(236)] = 5669,
  [SMALL_STATE(237)] = 5676,
  [SMALL_STATE(238)] = 5683,
  [SMALL_STATE(239)] = 5690,
  [SMALL_STATE(240)] = 5697,
  [SMALL_STATE(241)] = 5704,
  [SMALL_STATE(242)] = 5711,
  [SMALL_STATE(243)] = 5718,
  [SMALL_STATE(244)] = 5725,
  [SMALL_STATE(245)] = 5732,
  [SMALL_STATE(246)] = 5739,
  [SMALL_STATE(247)] = 5746,
  [SMALL_STATE(248)] = 5753,
  [SMALL_STATE(249)] = 5760,
  [SMALL_STATE(250)] = 5767,
  [SMALL_STATE(251)] = 5774,
  [SMALL_STATE(252)] = 5781,
  [SMALL_STATE(253)] = 5788,
  [SMALL_STATE(254)] = 5795,
  [SMALL_STATE(255)] = 5802,
  [SMALL_STATE(256)] = 5809,
  [SMALL_STATE(257)] = 5816,
  [SMALL_STATE(258)] = 5823,
  [SMALL_STATE(259)] = 5830,
  [SMALL_STATE(260)] = 5837,
  [SMALL_STATE(261)] = 5844,
  [SMALL_STATE(262)] = 5851,
  [SMALL_STATE(263)] = 5858,
  [SMALL_STATE(264)] = 5865,
  [SMALL_STATE(265)] = 5872,
  [SMALL_STATE(266)] = 5879,
  [SMALL_STATE(267)] = 5886,
  [SMALL_STATE(268)] = 5893,
  [SMALL_STATE(269)] = 5900,
  [SMALL_STATE(270)] = 5907,
  [SMALL_STATE(271)] = 5914,
  [SMALL_STATE(272)] = 5921,
  [SMALL_STATE(273)] = 5928,
  [SMALL_STATE(274)] = 5935,
  [SMALL_STATE(275)] = 5942,
  [SMALL_STATE(276)] = 5949,
  [SMALL_STATE(277)] = 5956,
  [SMALL_STATE(278)] = 5963,
  [SMALL_STATE(279)] = 5970,
  [SMALL_STATE(280)] = 5977,
  [SMALL_STATE(281)] = 5984,
  [SMALL_STATE(282)] = 5991,
  [SMALL_STATE(283)] = 5998,
  [SMALL_STATE(284)] = 6005,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(191),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(139),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(36),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(284),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(185),
  [57] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [59] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [61] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [63] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 32),
  [65] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [67] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [70] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(139),
  [73] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(273),
  [76] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(63),
  [79] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [82] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [85] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0),
  [87] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [90] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(284),
  [93] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(284),
  [96] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(143),
  [99] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(281),
  [102] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 32),
  [104] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [106] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(28),
  [109] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(139),
  [112] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(273),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(63),
  [118] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [121] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [124] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [127] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(272),
  [130] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(221),
  [133] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(143),
  [136] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(221),
  [139] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(281),
  [142] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [144] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [146] = {.entry = {.count = 1, .reusable = false}}, SHIFT(251),
  [148] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [150] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [152] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [154] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [157] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(251),
  [160] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 0), SHIFT_REPEAT(251),
  [163] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 4, 0, 0),
  [165] = {.entry = {.count = 1, .reusable = false}}, SHIFT(272),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [169] = {.entry = {.count = 1, .reusable = false}}, SHIFT(221),
  [171] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 5, 0, 0),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 3, 0, 0),
  [175] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 2, 0, 0),
  [177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 8, 0, 0),
  [179] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 6, 0, 0),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 1, 0, 0),
  [183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 7, 0, 0),
  [185] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 10, 0, 0),
  [187] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 9, 0, 0),
  [189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 15, 0, 0),
  [191] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 11, 0, 0),
  [193] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 12, 0, 0),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 13, 0, 0),
  [197] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 14, 0, 0),
  [199] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [203] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [205] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [207] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 24),
  [209] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [215] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [223] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 21),
  [225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 37),
  [227] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [229] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [231] = {.entry = {.count = 1, .reusable = false}}, SHIFT(222),
  [233] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [235] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [239] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [241] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [245] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 44),
  [247] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 7),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 9),
  [251] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 15),
  [253] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 16),
  [255] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [257] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [259] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [261] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [263] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [267] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [269] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
  [273] = {.entry = {.count = 1, .reusable = false}}, SHIFT(209),
  [275] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [277] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__closing_line, 2, 0, 0),
  [279] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__closing_line, 2, 0, 0),
  [281] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 2, 0, 0),
  [283] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 4, 0, 0),
  [285] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__run_line, 2, 0, 0),
  [287] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__run_line, 2, 0, 0),
  [289] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 5, 0, 0),
  [291] = {.entry = {.count = 1, .reusable = false}}, SHIFT(124),
  [293] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 6, 0, 0),
  [295] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 7, 0, 0),
  [297] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 8, 0, 0),
  [299] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 9, 0, 0),
  [301] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 10, 0, 0),
  [303] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 11, 0, 0),
  [305] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [307] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [310] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [313] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(170),
  [316] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(238),
  [319] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [322] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(275),
  [325] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 12, 0, 0),
  [327] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 13, 0, 0),
  [329] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 14, 0, 0),
  [331] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 15, 0, 0),
  [333] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 16, 0, 0),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 16, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [339] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [341] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [343] = {.entry = {.count = 1, .reusable = false}}, SHIFT(276),
  [345] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [347] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [349] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [351] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 3, 0, 0),
  [353] = {.entry = {.count = 1, .reusable = false}}, SHIFT(131),
  [355] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [357] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [359] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [361] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [363] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [365] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [367] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [369] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [372] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [374] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [377] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [380] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(280),
  [383] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(209),
  [386] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [389] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [391] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [394] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [397] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(208),
  [400] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(276),
  [403] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [406] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(282),
  [409] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [411] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [413] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [415] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [417] = {.entry = {.count = 1, .reusable = false}}, SHIFT(259),
  [419] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [421] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [423] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 19),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [427] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 13),
  [429] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [432] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [434] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [437] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(279),
  [440] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 28),
  [442] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 28),
  [444] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [446] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [450] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 13),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [454] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 13),
  [456] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [458] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [460] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [462] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 13),
  [464] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [466] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 35),
  [468] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [470] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 46),
  [472] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [474] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 13),
  [476] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 18),
  [478] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 18),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [482] = {.entry = {.count = 1, .reusable = false}}, SHIFT(135),
  [484] = {.entry = {.count = 1, .reusable = true}}, SHIFT(189),
  [486] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [488] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [494] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [496] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [498] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [500] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [502] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [504] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(128),
  [507] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(128),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [512] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [514] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [516] = {.entry = {.count = 1, .reusable = false}}, SHIFT(128),
  [518] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [520] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [522] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [524] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [526] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [530] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [532] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [534] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [536] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [540] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 2, 0, 42),
  [542] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 2, 0, 42), SHIFT_REPEAT(36),
  [545] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [547] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [549] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39),
  [551] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 39), SHIFT_REPEAT(144),
  [554] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [556] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [558] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [560] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [562] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 17),
  [564] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [566] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 27),
  [568] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(235),
  [571] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12), SHIFT_REPEAT(242),
  [574] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [576] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [580] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 38),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 8),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [588] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [590] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 26),
  [592] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [594] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [596] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [598] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [600] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 26),
  [602] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat2, 1, 0, 33),
  [604] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [608] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [610] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 23),
  [614] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 25),
  [616] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [618] = {.entry = {.count = 1, .reusable = false}}, SHIFT(237),
  [620] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [622] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [624] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [626] = {.entry = {.count = 1, .reusable = false}}, SHIFT(240),
  [628] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [630] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [632] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 1, 0, 0),
  [634] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [636] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 32),
  [638] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [640] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 14),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [644] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [646] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 34),
  [648] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 36),
  [650] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [656] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [658] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 40),
  [660] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 32),
  [662] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 6),
  [664] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 41),
  [666] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__plain_statement, 2, 0, 0),
  [668] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 43),
  [670] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 45),
  [672] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [674] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 47),
  [676] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 48),
  [678] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 49),
  [680] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 22),
  [682] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 50),
  [684] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 51),
  [686] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 52),
  [688] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [690] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [692] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [694] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [696] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [698] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [700] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [702] = {.entry = {.count = 1, .reusable = false}}, SHIFT(113),
  [704] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 53),
  [706] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [708] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [710] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [712] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [714] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [716] = {.entry = {.count = 1, .reusable = false}}, SHIFT(218),
  [718] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [720] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [722] = {.entry = {.count = 1, .reusable = false}}, SHIFT(121),
  [724] = {.entry = {.count = 1, .reusable = false}}, SHIFT(258),
  [726] = {.entry = {.count = 1, .reusable = false}}, SHIFT(260),
  [728] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [730] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [732] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [734] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [736] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [738] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [740] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [742] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [744] = {.entry = {.count = 1, .reusable = false}}, SHIFT(267),
  [746] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 54),
  [748] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [750] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [752] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [754] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [756] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 20),
  [758] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [760] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [762] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [764] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [766] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [768] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [770] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [772] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [774] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [776] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [778] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [780] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [782] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [784] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [786] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [788] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [790] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [792] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [794] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [796] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [798] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [800] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [802] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [804] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [806] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [808] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [810] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [812] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [814] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [816] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [818] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 31),
  [820] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [822] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [824] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [826] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [828] = {.entry = {.count = 1, .reusable = false}}, SHIFT(264),
  [830] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [832] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [834] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [836] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [838] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 30),
  [840] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [842] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [844] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [846] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [848] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [850] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [852] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [854] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [856] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [858] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [860] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [862] = {.entry = {.count = 1, .reusable = false}}, SHIFT(252),
  [864] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [866] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [868] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [870] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [872] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [874] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
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
