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
#define STATE_COUNT 319
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 119
#define ALIAS_COUNT 1
#define TOKEN_COUNT 73
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 33
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 81

enum ts_symbol_identifiers {
  anon_sym_COLON = 1,
  aux_sym_queue_statement_token1 = 2,
  aux_sym_queue_statement_token2 = 3,
  aux_sym_queue_count_token1 = 4,
  aux_sym__queue_in_token1 = 5,
  aux_sym__queue_from_token1 = 6,
  aux_sym__queue_from_token2 = 7,
  aux_sym__queue_matching_token1 = 8,
  aux_sym__queue_matching_token2 = 9,
  aux_sym__queue_matching_token3 = 10,
  aux_sym__queue_matching_token4 = 11,
  sym_slice = 12,
  sym_table_options = 13,
  anon_sym_LPAREN = 14,
  aux_sym_item_list_token1 = 15,
  anon_sym_RPAREN = 16,
  aux_sym_item_list_token2 = 17,
  anon_sym_COMMA = 18,
  sym_variable = 19,
  aux_sym_include_token1 = 20,
  aux_sym_include_token2 = 21,
  aux_sym_include_token3 = 22,
  aux_sym_include_token4 = 23,
  aux_sym_include_token5 = 24,
  aux_sym_include_token6 = 25,
  aux_sym_include_token7 = 26,
  aux_sym_use_token1 = 27,
  aux_sym_template_token1 = 28,
  aux_sym_error_directive_token1 = 29,
  aux_sym_warning_directive_token1 = 30,
  aux_sym_if_block_token1 = 31,
  aux_sym_if_block_token2 = 32,
  aux_sym_elif_clause_token1 = 33,
  aux_sym_else_clause_token1 = 34,
  anon_sym_BANG = 35,
  aux_sym_defined_condition_token1 = 36,
  aux_sym_defined_condition_token2 = 37,
  aux_sym_defined_condition_token3 = 38,
  aux_sym_version_condition_token1 = 39,
  aux_sym_version_condition_token2 = 40,
  aux_sym_version_condition_token3 = 41,
  sym_boolean = 42,
  sym_number = 43,
  aux_sym__condition_word_token1 = 44,
  sym__newline = 45,
  sym__line_continuation = 46,
  sym_comment = 47,
  sym_pragma = 48,
  sym_section = 49,
  anon_sym_PLUS = 50,
  anon_sym_DASH = 51,
  anon_sym_DOT = 52,
  sym_identifier = 53,
  sym_operator = 54,
  sym_ignored_text = 55,
  anon_sym_AT_EQ = 56,
  aux_sym__value_part_token1 = 57,
  aux_sym__value_part_token2 = 58,
  sym_text = 59,
  anon_sym_DOLLAR_LPAREN = 60,
  aux_sym_macro_reference_token1 = 61,
  aux_sym_default_value_token1 = 62,
  aux_sym_macro_function_token1 = 63,
  sym_function_name = 64,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 65,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 66,
  aux_sym_machine_reference_token1 = 67,
  anon_sym_RBRACK_RPAREN = 68,
  sym_heredoc_tag = 69,
  sym_heredoc_line = 70,
  sym_heredoc_end = 71,
  sym__error_sentinel = 72,
  sym_source_file = 73,
  sym__line = 74,
  sym__statement = 75,
  sym_queue_statement = 76,
  sym_queue_count = 77,
  sym__queue_in = 78,
  sym__queue_from = 79,
  sym__queue_matching = 80,
  sym_item_list = 81,
  sym_variable_list = 82,
  sym_include = 83,
  sym_use = 84,
  sym_template = 85,
  sym_error_directive = 86,
  sym_warning_directive = 87,
  sym_if_block = 88,
  sym_elif_clause = 89,
  sym_else_clause = 90,
  sym_condition = 91,
  sym_defined_condition = 92,
  sym_version_condition = 93,
  sym_condition_expression = 94,
  sym__condition_part = 95,
  sym__condition_word = 96,
  sym_key = 97,
  sym_assignment = 98,
  sym_invalid_line = 99,
  sym_heredoc_assignment = 100,
  sym_heredoc_body = 101,
  sym_value = 102,
  sym__value_part = 103,
  sym_macro_reference = 104,
  sym_default_value = 105,
  sym_macro_function = 106,
  sym_machine_reference = 107,
  aux_sym_source_file_repeat1 = 108,
  aux_sym_queue_count_repeat1 = 109,
  aux_sym_item_list_repeat1 = 110,
  aux_sym_variable_list_repeat1 = 111,
  aux_sym_use_repeat1 = 112,
  aux_sym_if_block_repeat1 = 113,
  aux_sym_condition_expression_repeat1 = 114,
  aux_sym_key_repeat1 = 115,
  aux_sym_heredoc_body_repeat1 = 116,
  aux_sym_value_repeat1 = 117,
  aux_sym_default_value_repeat1 = 118,
  alias_sym_key_prefix = 119,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [anon_sym_COLON] = ":",
  [aux_sym_queue_statement_token1] = "queue",
  [aux_sym_queue_statement_token2] = "iterate",
  [aux_sym_queue_count_token1] = "operator",
  [aux_sym__queue_in_token1] = "in",
  [aux_sym__queue_from_token1] = "from",
  [aux_sym__queue_from_token2] = "table",
  [aux_sym__queue_matching_token1] = "matching",
  [aux_sym__queue_matching_token2] = "files",
  [aux_sym__queue_matching_token3] = "dirs",
  [aux_sym__queue_matching_token4] = "any",
  [sym_slice] = "slice",
  [sym_table_options] = "table_options",
  [anon_sym_LPAREN] = "(",
  [aux_sym_item_list_token1] = "items",
  [anon_sym_RPAREN] = ")",
  [aux_sym_item_list_token2] = "item_line",
  [anon_sym_COMMA] = ",",
  [sym_variable] = "variable",
  [aux_sym_include_token1] = "include",
  [aux_sym_include_token2] = "ifexist",
  [aux_sym_include_token3] = "ifexists",
  [aux_sym_include_token4] = "command",
  [aux_sym_include_token5] = "output",
  [aux_sym_include_token6] = "into",
  [aux_sym_include_token7] = "path",
  [aux_sym_use_token1] = "use",
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
  [anon_sym_PLUS] = "+",
  [anon_sym_DASH] = "-",
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
  [sym_queue_statement] = "queue_statement",
  [sym_queue_count] = "queue_count",
  [sym__queue_in] = "_queue_in",
  [sym__queue_from] = "_queue_from",
  [sym__queue_matching] = "_queue_matching",
  [sym_item_list] = "item_list",
  [sym_variable_list] = "variable_list",
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
  [aux_sym_queue_count_repeat1] = "queue_count_repeat1",
  [aux_sym_item_list_repeat1] = "item_list_repeat1",
  [aux_sym_variable_list_repeat1] = "variable_list_repeat1",
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
  [aux_sym_queue_statement_token1] = aux_sym_queue_statement_token1,
  [aux_sym_queue_statement_token2] = aux_sym_queue_statement_token2,
  [aux_sym_queue_count_token1] = sym_operator,
  [aux_sym__queue_in_token1] = aux_sym__queue_in_token1,
  [aux_sym__queue_from_token1] = aux_sym__queue_from_token1,
  [aux_sym__queue_from_token2] = aux_sym__queue_from_token2,
  [aux_sym__queue_matching_token1] = aux_sym__queue_matching_token1,
  [aux_sym__queue_matching_token2] = aux_sym__queue_matching_token2,
  [aux_sym__queue_matching_token3] = aux_sym__queue_matching_token3,
  [aux_sym__queue_matching_token4] = aux_sym__queue_matching_token4,
  [sym_slice] = sym_slice,
  [sym_table_options] = sym_table_options,
  [anon_sym_LPAREN] = anon_sym_LPAREN,
  [aux_sym_item_list_token1] = aux_sym_item_list_token1,
  [anon_sym_RPAREN] = anon_sym_RPAREN,
  [aux_sym_item_list_token2] = aux_sym_item_list_token2,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [sym_variable] = sym_variable,
  [aux_sym_include_token1] = aux_sym_include_token1,
  [aux_sym_include_token2] = aux_sym_include_token2,
  [aux_sym_include_token3] = aux_sym_include_token3,
  [aux_sym_include_token4] = aux_sym_include_token4,
  [aux_sym_include_token5] = aux_sym_include_token5,
  [aux_sym_include_token6] = aux_sym_include_token6,
  [aux_sym_include_token7] = aux_sym_include_token7,
  [aux_sym_use_token1] = aux_sym_use_token1,
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
  [anon_sym_PLUS] = anon_sym_PLUS,
  [anon_sym_DASH] = anon_sym_DASH,
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
  [sym_queue_statement] = sym_queue_statement,
  [sym_queue_count] = sym_queue_count,
  [sym__queue_in] = sym__queue_in,
  [sym__queue_from] = sym__queue_from,
  [sym__queue_matching] = sym__queue_matching,
  [sym_item_list] = sym_item_list,
  [sym_variable_list] = sym_variable_list,
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
  [aux_sym_queue_count_repeat1] = aux_sym_queue_count_repeat1,
  [aux_sym_item_list_repeat1] = aux_sym_item_list_repeat1,
  [aux_sym_variable_list_repeat1] = aux_sym_variable_list_repeat1,
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
  [aux_sym_queue_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_queue_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_queue_count_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym__queue_in_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__queue_from_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__queue_from_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__queue_matching_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__queue_matching_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__queue_matching_token3] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__queue_matching_token4] = {
    .visible = true,
    .named = false,
  },
  [sym_slice] = {
    .visible = true,
    .named = true,
  },
  [sym_table_options] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_LPAREN] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_item_list_token1] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_RPAREN] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_item_list_token2] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [sym_variable] = {
    .visible = true,
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
  [aux_sym_use_token1] = {
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
  [anon_sym_PLUS] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_DASH] = {
    .visible = true,
    .named = false,
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
  [sym_queue_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_queue_count] = {
    .visible = true,
    .named = true,
  },
  [sym__queue_in] = {
    .visible = false,
    .named = true,
  },
  [sym__queue_from] = {
    .visible = false,
    .named = true,
  },
  [sym__queue_matching] = {
    .visible = false,
    .named = true,
  },
  [sym_item_list] = {
    .visible = true,
    .named = true,
  },
  [sym_variable_list] = {
    .visible = true,
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
  [aux_sym_queue_count_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_item_list_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_variable_list_repeat1] = {
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
  field_attribute_marker = 3,
  field_body = 4,
  field_category = 5,
  field_command = 6,
  field_condition = 7,
  field_count = 8,
  field_default = 9,
  field_end = 10,
  field_expression = 11,
  field_function = 12,
  field_ifexist = 13,
  field_ignored = 14,
  field_into = 15,
  field_items = 16,
  field_key = 17,
  field_keyword = 18,
  field_message = 19,
  field_mode = 20,
  field_name = 21,
  field_negated = 22,
  field_operator = 23,
  field_options = 24,
  field_prefix = 25,
  field_qualifier = 26,
  field_slice = 27,
  field_tag = 28,
  field_target = 29,
  field_template = 30,
  field_value = 31,
  field_variables = 32,
  field_version = 33,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_alternative] = "alternative",
  [field_arguments] = "arguments",
  [field_attribute_marker] = "attribute_marker",
  [field_body] = "body",
  [field_category] = "category",
  [field_command] = "command",
  [field_condition] = "condition",
  [field_count] = "count",
  [field_default] = "default",
  [field_end] = "end",
  [field_expression] = "expression",
  [field_function] = "function",
  [field_ifexist] = "ifexist",
  [field_ignored] = "ignored",
  [field_into] = "into",
  [field_items] = "items",
  [field_key] = "key",
  [field_keyword] = "keyword",
  [field_message] = "message",
  [field_mode] = "mode",
  [field_name] = "name",
  [field_negated] = "negated",
  [field_operator] = "operator",
  [field_options] = "options",
  [field_prefix] = "prefix",
  [field_qualifier] = "qualifier",
  [field_slice] = "slice",
  [field_tag] = "tag",
  [field_target] = "target",
  [field_template] = "template",
  [field_value] = "value",
  [field_variables] = "variables",
  [field_version] = "version",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 1},
  [4] = {.index = 3, .length = 1},
  [5] = {.index = 4, .length = 2},
  [6] = {.index = 6, .length = 4},
  [7] = {.index = 10, .length = 5},
  [8] = {.index = 15, .length = 5},
  [9] = {.index = 20, .length = 2},
  [10] = {.index = 22, .length = 2},
  [11] = {.index = 24, .length = 1},
  [12] = {.index = 25, .length = 2},
  [13] = {.index = 27, .length = 2},
  [14] = {.index = 29, .length = 2},
  [15] = {.index = 31, .length = 2},
  [16] = {.index = 33, .length = 2},
  [17] = {.index = 35, .length = 2},
  [18] = {.index = 37, .length = 2},
  [19] = {.index = 39, .length = 1},
  [20] = {.index = 40, .length = 5},
  [21] = {.index = 45, .length = 6},
  [22] = {.index = 51, .length = 6},
  [23] = {.index = 57, .length = 5},
  [24] = {.index = 62, .length = 6},
  [25] = {.index = 68, .length = 6},
  [26] = {.index = 74, .length = 1},
  [27] = {.index = 75, .length = 1},
  [28] = {.index = 76, .length = 1},
  [29] = {.index = 77, .length = 1},
  [30] = {.index = 78, .length = 1},
  [31] = {.index = 79, .length = 1},
  [32] = {.index = 80, .length = 3},
  [33] = {.index = 83, .length = 3},
  [34] = {.index = 86, .length = 3},
  [35] = {.index = 89, .length = 3},
  [36] = {.index = 92, .length = 2},
  [37] = {.index = 94, .length = 2},
  [38] = {.index = 96, .length = 2},
  [39] = {.index = 98, .length = 3},
  [40] = {.index = 101, .length = 3},
  [41] = {.index = 104, .length = 2},
  [42] = {.index = 106, .length = 6},
  [43] = {.index = 112, .length = 7},
  [44] = {.index = 119, .length = 7},
  [45] = {.index = 126, .length = 2},
  [46] = {.index = 128, .length = 2},
  [47] = {.index = 130, .length = 2},
  [48] = {.index = 132, .length = 1},
  [49] = {.index = 133, .length = 2},
  [50] = {.index = 135, .length = 1},
  [51] = {.index = 136, .length = 1},
  [52] = {.index = 137, .length = 2},
  [53] = {.index = 139, .length = 1},
  [54] = {.index = 140, .length = 1},
  [55] = {.index = 141, .length = 4},
  [56] = {.index = 145, .length = 3},
  [57] = {.index = 148, .length = 3},
  [58] = {.index = 151, .length = 3},
  [59] = {.index = 154, .length = 4},
  [60] = {.index = 158, .length = 3},
  [61] = {.index = 161, .length = 2},
  [62] = {.index = 163, .length = 2},
  [63] = {.index = 165, .length = 2},
  [64] = {.index = 167, .length = 2},
  [65] = {.index = 169, .length = 2},
  [66] = {.index = 171, .length = 2},
  [67] = {.index = 173, .length = 4},
  [68] = {.index = 177, .length = 4},
  [69] = {.index = 181, .length = 2},
  [70] = {.index = 183, .length = 3},
  [71] = {.index = 186, .length = 3},
  [72] = {.index = 181, .length = 2},
  [73] = {.index = 189, .length = 2},
  [74] = {.index = 191, .length = 2},
  [75] = {.index = 193, .length = 3},
  [76] = {.index = 196, .length = 5},
  [77] = {.index = 201, .length = 5},
  [78] = {.index = 206, .length = 4},
  [79] = {.index = 210, .length = 3},
  [80] = {.index = 213, .length = 6},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_keyword, 0},
  [1] =
    {field_name, 0},
  [2] =
    {field_key, 0},
  [3] =
    {field_mode, 0},
  [4] =
    {field_count, 1},
    {field_keyword, 0},
  [6] =
    {field_items, 1, .inherited = true},
    {field_keyword, 0},
    {field_mode, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [10] =
    {field_items, 1, .inherited = true},
    {field_keyword, 0},
    {field_mode, 1, .inherited = true},
    {field_options, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [15] =
    {field_items, 1, .inherited = true},
    {field_keyword, 0},
    {field_mode, 1, .inherited = true},
    {field_qualifier, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [20] =
    {field_keyword, 0},
    {field_message, 1},
  [22] =
    {field_attribute_marker, 0},
    {field_name, 1},
  [24] =
    {field_prefix, 0},
  [25] =
    {field_key, 0},
    {field_operator, 1},
  [27] =
    {field_ignored, 1},
    {field_key, 0},
  [29] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [31] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [33] =
    {field_mode, 0},
    {field_slice, 1},
  [35] =
    {field_items, 1},
    {field_mode, 0},
  [37] =
    {field_mode, 0},
    {field_qualifier, 1},
  [39] =
    {field_function, 0},
  [40] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [45] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [51] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [57] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [62] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [68] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [74] =
    {field_target, 2},
  [75] =
    {field_ifexist, 1},
  [76] =
    {field_command, 1},
  [77] =
    {field_category, 1},
  [78] =
    {field_negated, 0},
  [79] =
    {field_name, 1},
  [80] =
    {field_attribute_marker, 0},
    {field_name, 2},
    {field_prefix, 1, .inherited = true},
  [83] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [86] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
  [89] =
    {field_items, 2},
    {field_mode, 0},
    {field_slice, 1},
  [92] =
    {field_mode, 0},
    {field_slice, 2},
  [94] =
    {field_mode, 0},
    {field_options, 2},
  [96] =
    {field_items, 2},
    {field_mode, 0},
  [98] =
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [101] =
    {field_items, 2},
    {field_mode, 0},
    {field_qualifier, 1},
  [104] =
    {field_arguments, 1},
    {field_function, 0},
  [106] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [112] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_options, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [119] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_qualifier, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [126] =
    {field_ifexist, 1},
    {field_target, 3},
  [128] =
    {field_command, 2},
    {field_ifexist, 1},
  [130] =
    {field_command, 1},
    {field_target, 3},
  [132] =
    {field_template, 0},
  [133] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [135] =
    {field_expression, 1},
  [136] =
    {field_template, 2},
  [137] =
    {field_operator, 1},
    {field_version, 2},
  [139] =
    {field_condition, 1},
  [140] =
    {field_alternative, 0},
  [141] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_value, 3},
  [145] =
    {field_items, 3},
    {field_mode, 0},
    {field_slice, 2},
  [148] =
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [151] =
    {field_items, 3},
    {field_mode, 0},
    {field_options, 2},
  [154] =
    {field_items, 3},
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [158] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [161] =
    {field_command, 1},
    {field_into, 3},
  [163] =
    {field_arguments, 1},
    {field_name, 0},
  [165] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [167] =
    {field_alternative, 3},
    {field_condition, 1},
  [169] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [171] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [173] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [177] =
    {field_items, 4},
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [181] =
    {field_default, 3},
    {field_name, 1},
  [183] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [186] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [189] =
    {field_alternative, 4},
    {field_condition, 1},
  [191] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [193] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [196] =
    {field_end, 5},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
  [201] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [206] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [210] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
  [213] =
    {field_body, 5},
    {field_end, 6},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [11] = {
    [0] = alias_sym_key_prefix,
  },
  [72] = {
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
  [11] = 5,
  [12] = 12,
  [13] = 12,
  [14] = 14,
  [15] = 14,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 17,
  [23] = 16,
  [24] = 21,
  [25] = 25,
  [26] = 26,
  [27] = 27,
  [28] = 18,
  [29] = 29,
  [30] = 30,
  [31] = 31,
  [32] = 19,
  [33] = 33,
  [34] = 20,
  [35] = 33,
  [36] = 26,
  [37] = 25,
  [38] = 29,
  [39] = 31,
  [40] = 27,
  [41] = 41,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 30,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 30,
  [54] = 54,
  [55] = 46,
  [56] = 54,
  [57] = 51,
  [58] = 47,
  [59] = 50,
  [60] = 60,
  [61] = 41,
  [62] = 45,
  [63] = 44,
  [64] = 64,
  [65] = 42,
  [66] = 48,
  [67] = 67,
  [68] = 64,
  [69] = 69,
  [70] = 70,
  [71] = 60,
  [72] = 72,
  [73] = 70,
  [74] = 70,
  [75] = 70,
  [76] = 70,
  [77] = 77,
  [78] = 78,
  [79] = 79,
  [80] = 80,
  [81] = 81,
  [82] = 82,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 90,
  [95] = 95,
  [96] = 96,
  [97] = 97,
  [98] = 91,
  [99] = 88,
  [100] = 87,
  [101] = 86,
  [102] = 89,
  [103] = 96,
  [104] = 97,
  [105] = 95,
  [106] = 89,
  [107] = 93,
  [108] = 92,
  [109] = 86,
  [110] = 97,
  [111] = 95,
  [112] = 96,
  [113] = 93,
  [114] = 92,
  [115] = 91,
  [116] = 88,
  [117] = 87,
  [118] = 91,
  [119] = 89,
  [120] = 88,
  [121] = 87,
  [122] = 86,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 91,
  [132] = 128,
  [133] = 88,
  [134] = 87,
  [135] = 86,
  [136] = 89,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 138,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 130,
  [149] = 139,
  [150] = 129,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 126,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 154,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 152,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 167,
  [168] = 168,
  [169] = 169,
  [170] = 170,
  [171] = 167,
  [172] = 164,
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
  [192] = 192,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 173,
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
  [232] = 232,
  [233] = 233,
  [234] = 234,
  [235] = 235,
  [236] = 232,
  [237] = 223,
  [238] = 238,
  [239] = 203,
  [240] = 205,
  [241] = 177,
  [242] = 216,
  [243] = 233,
  [244] = 238,
  [245] = 245,
  [246] = 214,
  [247] = 223,
  [248] = 205,
  [249] = 216,
  [250] = 238,
  [251] = 214,
  [252] = 223,
  [253] = 216,
  [254] = 223,
  [255] = 216,
  [256] = 256,
  [257] = 257,
  [258] = 258,
  [259] = 259,
  [260] = 260,
  [261] = 261,
  [262] = 262,
  [263] = 263,
  [264] = 264,
  [265] = 265,
  [266] = 266,
  [267] = 267,
  [268] = 268,
  [269] = 269,
  [270] = 270,
  [271] = 271,
  [272] = 272,
  [273] = 273,
  [274] = 274,
  [275] = 260,
  [276] = 276,
  [277] = 277,
  [278] = 278,
  [279] = 279,
  [280] = 279,
  [281] = 281,
  [282] = 282,
  [283] = 283,
  [284] = 284,
  [285] = 285,
  [286] = 286,
  [287] = 258,
  [288] = 261,
  [289] = 267,
  [290] = 290,
  [291] = 291,
  [292] = 292,
  [293] = 279,
  [294] = 260,
  [295] = 283,
  [296] = 296,
  [297] = 297,
  [298] = 258,
  [299] = 267,
  [300] = 300,
  [301] = 301,
  [302] = 279,
  [303] = 283,
  [304] = 258,
  [305] = 305,
  [306] = 306,
  [307] = 279,
  [308] = 308,
  [309] = 258,
  [310] = 277,
  [311] = 257,
  [312] = 266,
  [313] = 305,
  [314] = 277,
  [315] = 257,
  [316] = 277,
  [317] = 277,
  [318] = 308,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(205);
      ADVANCE_MAP(
        '\n', 329,
        '!', 280,
        '#', 332,
        '$', 381,
        '(', 235,
        ')', 240,
        '+', 339,
        ',', 243,
        '-', 340,
        '.', 341,
        ':', 206,
        '=', 377,
        '@', 43,
        '[', 337,
        '\\', 383,
        ']', 26,
        'A', 142,
        'a', 142,
        'C', 152,
        'c', 152,
        'D', 107,
        'd', 107,
        'E', 163,
        'e', 163,
        'F', 293,
        'f', 293,
        'I', 124,
        'i', 124,
        'M', 97,
        'm', 97,
        'N', 153,
        'n', 153,
        'O', 178,
        'o', 178,
        'Q', 181,
        'q', 181,
        'T', 296,
        't', 296,
        'U', 171,
        'u', 171,
        'V', 118,
        'v', 118,
        'W', 99,
        'w', 99,
        'Y', 115,
        'y', 115,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(192);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 329,
        '!', 44,
        '$', 15,
        '-', 326,
        '\\', 9,
        'F', 294,
        'f', 294,
        'N', 318,
        'n', 318,
        'T', 295,
        't', 295,
        'U', 324,
        'u', 324,
        'Y', 309,
        'y', 309,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0) ADVANCE(328);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 329,
        '!', 44,
        '$', 15,
        '-', 326,
        '\\', 9,
        'F', 294,
        'f', 294,
        'N', 318,
        'n', 318,
        'T', 295,
        't', 295,
        'Y', 309,
        'y', 309,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0) ADVANCE(328);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 329,
        '#', 332,
        '+', 338,
        '-', 340,
        ':', 207,
        '@', 106,
        '\\', 9,
        'E', 361,
        'e', 361,
        'I', 354,
        'i', 354,
        'Q', 374,
        'q', 374,
        'U', 372,
        'u', 372,
        'W', 344,
        'w', 344,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 329,
        '#', 332,
        '+', 338,
        '-', 340,
        ':', 208,
        '@', 106,
        '\\', 9,
        'E', 365,
        'e', 365,
        'I', 354,
        'i', 354,
        'Q', 374,
        'q', 374,
        'U', 372,
        'u', 372,
        'W', 344,
        'w', 344,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '#') ADVANCE(335);
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == '\\') ADVANCE(241);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(242);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == '\\') ADVANCE(237);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(238);
      if (lookahead != 0) ADVANCE(239);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0) ADVANCE(86);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(187);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(379);
      END_STATE();
    case 9:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '!', 281,
        '$', 15,
        '-', 326,
        '\\', 9,
        'D', 306,
        'd', 306,
        'F', 294,
        'f', 294,
        'N', 318,
        'n', 318,
        'T', 295,
        't', 295,
        'V', 308,
        'v', 308,
        'Y', 309,
        'y', 309,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(328);
      END_STATE();
    case 11:
      if (lookahead == '#') ADVANCE(86);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 12:
      if (lookahead == '$') ADVANCE(381);
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == '\\') ADVANCE(383);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(402);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(403);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(30);
      if (lookahead == ',') ADVANCE(31);
      if (lookahead == ';') ADVANCE(39);
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(40);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 15:
      ADVANCE_MAP(
        '(', 400,
        'B', 45,
        'C', 59,
        'D', 60,
        'E', 66,
        'F', 19,
        'I', 67,
        'R', 48,
        'S', 80,
      );
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 17:
      if (lookahead == '(') ADVANCE(408);
      END_STATE();
    case 18:
      if (lookahead == '(') ADVANCE(407);
      END_STATE();
    case 19:
      ADVANCE_MAP(
        '(', 407,
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
      if (lookahead == '(') ADVANCE(25);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '(') ADVANCE(29);
      if (lookahead == ')') ADVANCE(267);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(21);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == '\\') ADVANCE(404);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(405);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(406);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 25:
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(25);
      END_STATE();
    case 26:
      if (lookahead == ')') ADVANCE(413);
      END_STATE();
    case 27:
      if (lookahead == ')') ADVANCE(413);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(412);
      END_STATE();
    case 28:
      if (lookahead == ')') ADVANCE(239);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == ')') ADVANCE(21);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(29);
      END_STATE();
    case 30:
      if (lookahead == '*') ADVANCE(40);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 31:
      if (lookahead == ',') ADVANCE(40);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 32:
      if (lookahead == '-') ADVANCE(189);
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(32);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(36);
      END_STATE();
    case 33:
      ADVANCE_MAP(
        ':', 206,
        '\\', 9,
        'C', 152,
        'c', 152,
        'I', 125,
        'i', 125,
        'O', 178,
        'o', 178,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(33);
      END_STATE();
    case 34:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(32);
      END_STATE();
    case 35:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      END_STATE();
    case 36:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(36);
      END_STATE();
    case 37:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      END_STATE();
    case 38:
      ADVANCE_MAP(
        ':', 113,
        '\\', 9,
        'E', 136,
        'e', 136,
        'F', 166,
        'f', 166,
        'I', 143,
        'i', 143,
        'M', 97,
        'm', 97,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(38);
      END_STATE();
    case 39:
      if (lookahead == ';') ADVANCE(40);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 40:
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 41:
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == '|') ADVANCE(40);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(380);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(380);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(163);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(171);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(99);
      END_STATE();
    case 44:
      if (lookahead == '=') ADVANCE(328);
      END_STATE();
    case 45:
      if (lookahead == 'A') ADVANCE(77);
      END_STATE();
    case 46:
      if (lookahead == 'A') ADVANCE(63);
      END_STATE();
    case 47:
      if (lookahead == 'A') ADVANCE(65);
      END_STATE();
    case 48:
      if (lookahead == 'A') ADVANCE(68);
      if (lookahead == 'E') ADVANCE(46);
      END_STATE();
    case 49:
      if (lookahead == 'B') ADVANCE(78);
      END_STATE();
    case 50:
      if (lookahead == 'C') ADVANCE(59);
      if (lookahead == 'I') ADVANCE(71);
      END_STATE();
    case 51:
      if (lookahead == 'C') ADVANCE(53);
      END_STATE();
    case 52:
      if (lookahead == 'D') ADVANCE(73);
      END_STATE();
    case 53:
      if (lookahead == 'E') ADVANCE(18);
      END_STATE();
    case 54:
      if (lookahead == 'E') ADVANCE(58);
      END_STATE();
    case 55:
      if (lookahead == 'E') ADVANCE(70);
      END_STATE();
    case 56:
      if (lookahead == 'E') ADVANCE(74);
      END_STATE();
    case 57:
      if (lookahead == 'G') ADVANCE(18);
      END_STATE();
    case 58:
      if (lookahead == 'G') ADVANCE(56);
      END_STATE();
    case 59:
      if (lookahead == 'H') ADVANCE(72);
      END_STATE();
    case 60:
      if (lookahead == 'I') ADVANCE(76);
      END_STATE();
    case 61:
      if (lookahead == 'I') ADVANCE(51);
      END_STATE();
    case 62:
      if (lookahead == 'I') ADVANCE(69);
      END_STATE();
    case 63:
      if (lookahead == 'L') ADVANCE(18);
      END_STATE();
    case 64:
      if (lookahead == 'M') ADVANCE(95);
      END_STATE();
    case 65:
      if (lookahead == 'M') ADVANCE(53);
      END_STATE();
    case 66:
      if (lookahead == 'N') ADVANCE(83);
      if (lookahead == 'V') ADVANCE(46);
      END_STATE();
    case 67:
      if (lookahead == 'N') ADVANCE(79);
      END_STATE();
    case 68:
      if (lookahead == 'N') ADVANCE(52);
      END_STATE();
    case 69:
      if (lookahead == 'N') ADVANCE(57);
      END_STATE();
    case 70:
      if (lookahead == 'N') ADVANCE(47);
      END_STATE();
    case 71:
      if (lookahead == 'N') ADVANCE(82);
      END_STATE();
    case 72:
      if (lookahead == 'O') ADVANCE(61);
      END_STATE();
    case 73:
      if (lookahead == 'O') ADVANCE(64);
      END_STATE();
    case 74:
      if (lookahead == 'R') ADVANCE(18);
      END_STATE();
    case 75:
      if (lookahead == 'R') ADVANCE(62);
      END_STATE();
    case 76:
      if (lookahead == 'R') ADVANCE(70);
      END_STATE();
    case 77:
      if (lookahead == 'S') ADVANCE(55);
      END_STATE();
    case 78:
      if (lookahead == 'S') ADVANCE(81);
      END_STATE();
    case 79:
      if (lookahead == 'T') ADVANCE(18);
      END_STATE();
    case 80:
      if (lookahead == 'T') ADVANCE(75);
      if (lookahead == 'U') ADVANCE(49);
      END_STATE();
    case 81:
      if (lookahead == 'T') ADVANCE(74);
      END_STATE();
    case 82:
      if (lookahead == 'T') ADVANCE(54);
      END_STATE();
    case 83:
      if (lookahead == 'V') ADVANCE(18);
      END_STATE();
    case 84:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(84);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(401);
      END_STATE();
    case 85:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(85);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 86:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(86);
      END_STATE();
    case 87:
      if (lookahead == '\\') ADVANCE(88);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(87);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 88:
      if (lookahead == '\\') ADVANCE(88);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 89:
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 90:
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 91:
      if (lookahead == '\\') ADVANCE(410);
      if (lookahead == ']') ADVANCE(27);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(411);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(412);
      END_STATE();
    case 92:
      if (lookahead == '\\') ADVANCE(263);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(92);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(264);
      END_STATE();
    case 93:
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(286);
      END_STATE();
    case 94:
      if (lookahead == ']') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(94);
      END_STATE();
    case 95:
      if (lookahead == '_') ADVANCE(50);
      END_STATE();
    case 96:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(190);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 97:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(173);
      END_STATE();
    case 98:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(144);
      END_STATE();
    case 99:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(161);
      END_STATE();
    case 100:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(128);
      END_STATE();
    case 101:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(137);
      END_STATE();
    case 102:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(260);
      END_STATE();
    case 103:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(282);
      END_STATE();
    case 104:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(132);
      END_STATE();
    case 105:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(112);
      END_STATE();
    case 106:
      ADVANCE_MAP(
        'E', 163,
        'e', 163,
        'I', 147,
        'i', 147,
        'U', 171,
        'u', 171,
        'W', 99,
        'w', 99,
      );
      END_STATE();
    case 107:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(120);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(164);
      END_STATE();
    case 108:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(292);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(184);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(265);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(210);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(256);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(136);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(277);
      END_STATE();
    case 115:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(167);
      END_STATE();
    case 116:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(103);
      END_STATE();
    case 117:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(159);
      END_STATE();
    case 118:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(165);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 119:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(183);
      END_STATE();
    case 120:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(129);
      END_STATE();
    case 121:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(270);
      END_STATE();
    case 122:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(275);
      END_STATE();
    case 123:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(272);
      END_STATE();
    case 124:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(109);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(222);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(117);
      END_STATE();
    case 125:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(109);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(177);
      END_STATE();
    case 126:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(227);
      END_STATE();
    case 127:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(37);
      END_STATE();
    case 128:
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(135);
      END_STATE();
    case 129:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(150);
      END_STATE();
    case 130:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(114);
      END_STATE();
    case 131:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(157);
      END_STATE();
    case 132:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(123);
      END_STATE();
    case 133:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(145);
      END_STATE();
    case 134:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(170);
      END_STATE();
    case 135:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(148);
      END_STATE();
    case 136:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(130);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(104);
      END_STATE();
    case 137:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(180);
      END_STATE();
    case 138:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(172);
      END_STATE();
    case 139:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(224);
      END_STATE();
    case 140:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(141);
      END_STATE();
    case 141:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(98);
      END_STATE();
    case 142:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(185);
      END_STATE();
    case 143:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(222);
      END_STATE();
    case 144:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(102);
      END_STATE();
    case 145:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(127);
      END_STATE();
    case 146:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(287);
      END_STATE();
    case 147:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(101);
      END_STATE();
    case 148:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(126);
      END_STATE();
    case 149:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(104);
      END_STATE();
    case 150:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(116);
      END_STATE();
    case 151:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(133);
      END_STATE();
    case 152:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(140);
      END_STATE();
    case 153:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(292);
      END_STATE();
    case 154:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(262);
      END_STATE();
    case 155:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(139);
      END_STATE();
    case 156:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(160);
      END_STATE();
    case 157:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(146);
      END_STATE();
    case 158:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(179);
      END_STATE();
    case 159:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(213);
      END_STATE();
    case 160:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(34);
      END_STATE();
    case 161:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(151);
      END_STATE();
    case 162:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(156);
      END_STATE();
    case 163:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(162);
      END_STATE();
    case 164:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(168);
      END_STATE();
    case 165:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(169);
      END_STATE();
    case 166:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(155);
      END_STATE();
    case 167:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(292);
      END_STATE();
    case 168:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      END_STATE();
    case 169:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(131);
      END_STATE();
    case 170:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(176);
      END_STATE();
    case 171:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(110);
      END_STATE();
    case 172:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(108);
      END_STATE();
    case 173:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(100);
      END_STATE();
    case 174:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(158);
      END_STATE();
    case 175:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(261);
      END_STATE();
    case 176:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(258);
      END_STATE();
    case 177:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(154);
      END_STATE();
    case 178:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(174);
      END_STATE();
    case 179:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(175);
      END_STATE();
    case 180:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(105);
      END_STATE();
    case 181:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(119);
      END_STATE();
    case 182:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(108);
      END_STATE();
    case 183:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(111);
      END_STATE();
    case 184:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(134);
      END_STATE();
    case 185:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(231);
      END_STATE();
    case 186:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(290);
      END_STATE();
    case 187:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(187);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(379);
      END_STATE();
    case 188:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 189:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(36);
      END_STATE();
    case 190:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 191:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(412);
      END_STATE();
    case 192:
      if (eof) ADVANCE(205);
      ADVANCE_MAP(
        '\n', 329,
        '!', 280,
        '#', 332,
        '$', 381,
        '(', 234,
        ')', 240,
        '+', 339,
        ',', 243,
        '-', 340,
        ':', 206,
        '=', 377,
        '@', 43,
        '[', 337,
        '\\', 383,
        ']', 26,
        'A', 142,
        'a', 142,
        'C', 152,
        'c', 152,
        'D', 107,
        'd', 107,
        'E', 163,
        'e', 163,
        'F', 293,
        'f', 293,
        'I', 124,
        'i', 124,
        'M', 97,
        'm', 97,
        'N', 153,
        'n', 153,
        'O', 178,
        'o', 178,
        'Q', 181,
        'q', 181,
        'T', 296,
        't', 296,
        'U', 171,
        'u', 171,
        'V', 118,
        'v', 118,
        'W', 99,
        'w', 99,
        'Y', 115,
        'y', 115,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(192);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 193:
      if (eof) ADVANCE(205);
      ADVANCE_MAP(
        '\n', 329,
        '!', 186,
        '#', 332,
        '+', 338,
        '-', 340,
        ':', 209,
        '@', 106,
        '\\', 9,
        'E', 371,
        'e', 371,
        'I', 354,
        'i', 354,
        'Q', 374,
        'q', 374,
        'U', 372,
        'u', 372,
        'W', 344,
        'w', 344,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(290);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(193);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 194:
      if (eof) ADVANCE(205);
      ADVANCE_MAP(
        '\n', 329,
        '$', 381,
        '(', 234,
        '[', 385,
        '\\', 382,
        'A', 394,
        'a', 394,
        'D', 390,
        'd', 390,
        'F', 391,
        'f', 391,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(194);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 195:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(381);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == '[') ADVANCE(385);
      if (lookahead == '\\') ADVANCE(382);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 196:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(381);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == '[') ADVANCE(385);
      if (lookahead == '\\') ADVANCE(382);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 197:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(381);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(382);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 198:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(381);
      if (lookahead == '(') ADVANCE(236);
      if (lookahead == '[') ADVANCE(385);
      if (lookahead == '\\') ADVANCE(382);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 199:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(381);
      if (lookahead == '\\') ADVANCE(382);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(199);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 200:
      if (eof) ADVANCE(205);
      ADVANCE_MAP(
        '\n', 329,
        '$', 15,
        ',', 243,
        '-', 221,
        ':', 206,
        '\\', 9,
        'F', 253,
        'f', 253,
        'I', 250,
        'i', 250,
        'M', 244,
        'm', 244,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(200);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '/') ADVANCE(220);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 201:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '(') ADVANCE(21);
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == ',') ADVANCE(243);
      if (lookahead == ':') ADVANCE(206);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(202);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 202:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == ',') ADVANCE(243);
      if (lookahead == ':') ADVANCE(206);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(202);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 203:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(341);
      if (lookahead == '@') ADVANCE(42);
      if (lookahead == '\\') ADVANCE(378);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(377);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(204);
      if (lookahead != 0) ADVANCE(379);
      END_STATE();
    case 204:
      if (eof) ADVANCE(205);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(42);
      if (lookahead == '\\') ADVANCE(378);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(377);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(204);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(379);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(136);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(149);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(217);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(218);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(219);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(215);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(216);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(220);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(220);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__queue_from_token2);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__queue_matching_token2);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__queue_matching_token3);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym__queue_matching_token4);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(sym_slice);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym_table_options);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(237);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(239);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == '\\') ADVANCE(237);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(238);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(239);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(239);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(241);
      if (lookahead != 0) ADVANCE(242);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(242);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(254);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(247);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(228);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(248);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(251);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(225);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(223);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(246);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(249);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(252);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(245);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(aux_sym_include_token1);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_include_token2);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(259);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(aux_sym_include_token6);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(264);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(264);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(274);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(274);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(279);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(279);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(328);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(286);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(286);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(289);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(188);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(138);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(315);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(325);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(182);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(300);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(96);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(301);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(304);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(96);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(304);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(327);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(283);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(312);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(320);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(321);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(305);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(284);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(313);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(317);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(319);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(323);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(288);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(310);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(316);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(322);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(314);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(307);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(311);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(307);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(328);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(86);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(336);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(335);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(333);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(335);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(334);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(335);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(331);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(335);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(335);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(336);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym_section);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ':' ||
          lookahead == '=') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(337);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(30);
      if (lookahead == ',') ADVANCE(31);
      if (lookahead == ';') ADVANCE(39);
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(32);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(368);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(362);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(360);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(350);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(266);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(257);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(278);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(369);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(375);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(271);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(345);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(352);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(276);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(273);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(343);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(355);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(351);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(364);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(356);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(358);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(346);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(367);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(373);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(359);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(357);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(346);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(367);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(370);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(366);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(363);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(214);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(342);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(367);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(348);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(347);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(353);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(349);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(187);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(379);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(187);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(379);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 17,
        '(', 400,
        'B', 45,
        'C', 59,
        'D', 60,
        'E', 66,
        'F', 19,
        'I', 67,
        'R', 48,
        'S', 80,
      );
      END_STATE();
    case 382:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(88);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(87);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(387);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(226);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(395);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(392);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(389);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(388);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(398);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(229);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(401);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(402);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(403);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(403);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(404);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(406);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(404);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(405);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(406);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(406);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(409);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == ']') ADVANCE(191);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(410);
      if (lookahead != 0) ADVANCE(412);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(410);
      if (lookahead == ']') ADVANCE(27);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(411);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(412);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(191);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(412);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 193},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 193},
  [8] = {.lex_state = 193},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 193},
  [13] = {.lex_state = 193},
  [14] = {.lex_state = 194},
  [15] = {.lex_state = 194},
  [16] = {.lex_state = 195},
  [17] = {.lex_state = 198},
  [18] = {.lex_state = 196},
  [19] = {.lex_state = 196},
  [20] = {.lex_state = 200},
  [21] = {.lex_state = 196},
  [22] = {.lex_state = 198},
  [23] = {.lex_state = 195},
  [24] = {.lex_state = 196},
  [25] = {.lex_state = 197},
  [26] = {.lex_state = 197},
  [27] = {.lex_state = 197},
  [28] = {.lex_state = 196},
  [29] = {.lex_state = 197},
  [30] = {.lex_state = 3},
  [31] = {.lex_state = 197},
  [32] = {.lex_state = 196},
  [33] = {.lex_state = 197},
  [34] = {.lex_state = 200},
  [35] = {.lex_state = 197},
  [36] = {.lex_state = 197},
  [37] = {.lex_state = 197},
  [38] = {.lex_state = 197},
  [39] = {.lex_state = 197},
  [40] = {.lex_state = 197},
  [41] = {.lex_state = 199},
  [42] = {.lex_state = 199},
  [43] = {.lex_state = 10},
  [44] = {.lex_state = 199},
  [45] = {.lex_state = 199},
  [46] = {.lex_state = 199},
  [47] = {.lex_state = 199},
  [48] = {.lex_state = 199},
  [49] = {.lex_state = 193},
  [50] = {.lex_state = 199},
  [51] = {.lex_state = 199},
  [52] = {.lex_state = 10},
  [53] = {.lex_state = 4},
  [54] = {.lex_state = 199},
  [55] = {.lex_state = 199},
  [56] = {.lex_state = 199},
  [57] = {.lex_state = 199},
  [58] = {.lex_state = 199},
  [59] = {.lex_state = 199},
  [60] = {.lex_state = 199},
  [61] = {.lex_state = 199},
  [62] = {.lex_state = 199},
  [63] = {.lex_state = 199},
  [64] = {.lex_state = 199},
  [65] = {.lex_state = 199},
  [66] = {.lex_state = 199},
  [67] = {.lex_state = 10},
  [68] = {.lex_state = 199},
  [69] = {.lex_state = 200},
  [70] = {.lex_state = 12},
  [71] = {.lex_state = 199},
  [72] = {.lex_state = 200},
  [73] = {.lex_state = 12},
  [74] = {.lex_state = 12},
  [75] = {.lex_state = 12},
  [76] = {.lex_state = 12},
  [77] = {.lex_state = 12},
  [78] = {.lex_state = 12},
  [79] = {.lex_state = 2},
  [80] = {.lex_state = 2},
  [81] = {.lex_state = 2},
  [82] = {.lex_state = 2},
  [83] = {.lex_state = 1},
  [84] = {.lex_state = 2},
  [85] = {.lex_state = 2},
  [86] = {.lex_state = 200},
  [87] = {.lex_state = 200},
  [88] = {.lex_state = 200},
  [89] = {.lex_state = 200},
  [90] = {.lex_state = 200},
  [91] = {.lex_state = 200},
  [92] = {.lex_state = 199},
  [93] = {.lex_state = 199},
  [94] = {.lex_state = 200},
  [95] = {.lex_state = 199},
  [96] = {.lex_state = 199},
  [97] = {.lex_state = 199},
  [98] = {.lex_state = 199},
  [99] = {.lex_state = 199},
  [100] = {.lex_state = 199},
  [101] = {.lex_state = 199},
  [102] = {.lex_state = 199},
  [103] = {.lex_state = 199},
  [104] = {.lex_state = 199},
  [105] = {.lex_state = 199},
  [106] = {.lex_state = 12},
  [107] = {.lex_state = 199},
  [108] = {.lex_state = 199},
  [109] = {.lex_state = 199},
  [110] = {.lex_state = 12},
  [111] = {.lex_state = 12},
  [112] = {.lex_state = 12},
  [113] = {.lex_state = 12},
  [114] = {.lex_state = 12},
  [115] = {.lex_state = 199},
  [116] = {.lex_state = 199},
  [117] = {.lex_state = 199},
  [118] = {.lex_state = 12},
  [119] = {.lex_state = 199},
  [120] = {.lex_state = 12},
  [121] = {.lex_state = 12},
  [122] = {.lex_state = 12},
  [123] = {.lex_state = 0, .external_lex_state = 2},
  [124] = {.lex_state = 0, .external_lex_state = 2},
  [125] = {.lex_state = 38},
  [126] = {.lex_state = 203},
  [127] = {.lex_state = 0, .external_lex_state = 2},
  [128] = {.lex_state = 38},
  [129] = {.lex_state = 203},
  [130] = {.lex_state = 203},
  [131] = {.lex_state = 2},
  [132] = {.lex_state = 38},
  [133] = {.lex_state = 2},
  [134] = {.lex_state = 2},
  [135] = {.lex_state = 2},
  [136] = {.lex_state = 2},
  [137] = {.lex_state = 38},
  [138] = {.lex_state = 38},
  [139] = {.lex_state = 203},
  [140] = {.lex_state = 0, .external_lex_state = 2},
  [141] = {.lex_state = 200},
  [142] = {.lex_state = 200},
  [143] = {.lex_state = 38},
  [144] = {.lex_state = 200},
  [145] = {.lex_state = 201},
  [146] = {.lex_state = 5},
  [147] = {.lex_state = 201},
  [148] = {.lex_state = 203},
  [149] = {.lex_state = 203},
  [150] = {.lex_state = 203},
  [151] = {.lex_state = 5},
  [152] = {.lex_state = 203},
  [153] = {.lex_state = 201},
  [154] = {.lex_state = 33},
  [155] = {.lex_state = 203},
  [156] = {.lex_state = 200},
  [157] = {.lex_state = 38},
  [158] = {.lex_state = 5},
  [159] = {.lex_state = 33},
  [160] = {.lex_state = 5},
  [161] = {.lex_state = 5},
  [162] = {.lex_state = 201},
  [163] = {.lex_state = 203},
  [164] = {.lex_state = 203},
  [165] = {.lex_state = 201},
  [166] = {.lex_state = 201},
  [167] = {.lex_state = 33},
  [168] = {.lex_state = 201},
  [169] = {.lex_state = 6},
  [170] = {.lex_state = 38},
  [171] = {.lex_state = 33},
  [172] = {.lex_state = 203},
  [173] = {.lex_state = 201},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 201},
  [178] = {.lex_state = 0},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 0},
  [181] = {.lex_state = 0},
  [182] = {.lex_state = 0},
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
  [197] = {.lex_state = 201},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 201},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 33},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 91},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 22},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 201},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0},
  [222] = {.lex_state = 0},
  [223] = {.lex_state = 22},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 0},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 201},
  [233] = {.lex_state = 33},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 201},
  [237] = {.lex_state = 22},
  [238] = {.lex_state = 201},
  [239] = {.lex_state = 33},
  [240] = {.lex_state = 91},
  [241] = {.lex_state = 201},
  [242] = {.lex_state = 201},
  [243] = {.lex_state = 33},
  [244] = {.lex_state = 201},
  [245] = {.lex_state = 0},
  [246] = {.lex_state = 22},
  [247] = {.lex_state = 22},
  [248] = {.lex_state = 91},
  [249] = {.lex_state = 201},
  [250] = {.lex_state = 201},
  [251] = {.lex_state = 22},
  [252] = {.lex_state = 22},
  [253] = {.lex_state = 201},
  [254] = {.lex_state = 22},
  [255] = {.lex_state = 201},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 84},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 193},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 200},
  [262] = {.lex_state = 201},
  [263] = {.lex_state = 0, .external_lex_state = 3},
  [264] = {.lex_state = 0, .external_lex_state = 3},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 92},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 85},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 3},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 0},
  [275] = {.lex_state = 0},
  [276] = {.lex_state = 200},
  [277] = {.lex_state = 84},
  [278] = {.lex_state = 0},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 3},
  [282] = {.lex_state = 0},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 0, .external_lex_state = 4},
  [285] = {.lex_state = 93},
  [286] = {.lex_state = 0, .external_lex_state = 4},
  [287] = {.lex_state = 0},
  [288] = {.lex_state = 200},
  [289] = {.lex_state = 0},
  [290] = {.lex_state = 0},
  [291] = {.lex_state = 201},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 0},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 0},
  [296] = {.lex_state = 3},
  [297] = {.lex_state = 0},
  [298] = {.lex_state = 0},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 0},
  [301] = {.lex_state = 3},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 0},
  [304] = {.lex_state = 0},
  [305] = {.lex_state = 92},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 0},
  [308] = {.lex_state = 200},
  [309] = {.lex_state = 0},
  [310] = {.lex_state = 84},
  [311] = {.lex_state = 84},
  [312] = {.lex_state = 92},
  [313] = {.lex_state = 92},
  [314] = {.lex_state = 84},
  [315] = {.lex_state = 84},
  [316] = {.lex_state = 84},
  [317] = {.lex_state = 84},
  [318] = {.lex_state = 200},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [aux_sym_queue_statement_token1] = ACTIONS(1),
    [aux_sym_queue_statement_token2] = ACTIONS(1),
    [aux_sym__queue_in_token1] = ACTIONS(1),
    [aux_sym__queue_matching_token1] = ACTIONS(1),
    [aux_sym__queue_matching_token3] = ACTIONS(1),
    [aux_sym__queue_matching_token4] = ACTIONS(1),
    [sym_slice] = ACTIONS(1),
    [sym_table_options] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [aux_sym_include_token2] = ACTIONS(1),
    [aux_sym_include_token3] = ACTIONS(1),
    [aux_sym_include_token4] = ACTIONS(1),
    [aux_sym_include_token5] = ACTIONS(1),
    [aux_sym_use_token1] = ACTIONS(1),
    [aux_sym_template_token1] = ACTIONS(1),
    [aux_sym_error_directive_token1] = ACTIONS(1),
    [aux_sym_warning_directive_token1] = ACTIONS(1),
    [anon_sym_BANG] = ACTIONS(1),
    [aux_sym_defined_condition_token1] = ACTIONS(1),
    [aux_sym_defined_condition_token2] = ACTIONS(1),
    [aux_sym_version_condition_token1] = ACTIONS(1),
    [aux_sym_version_condition_token3] = ACTIONS(1),
    [sym_boolean] = ACTIONS(1),
    [sym__newline] = ACTIONS(1),
    [sym__line_continuation] = ACTIONS(3),
    [sym_comment] = ACTIONS(1),
    [sym_pragma] = ACTIONS(1),
    [sym_section] = ACTIONS(1),
    [anon_sym_PLUS] = ACTIONS(1),
    [anon_sym_DASH] = ACTIONS(1),
    [anon_sym_DOT] = ACTIONS(1),
    [sym_operator] = ACTIONS(1),
    [anon_sym_AT_EQ] = ACTIONS(1),
    [aux_sym__value_part_token1] = ACTIONS(1),
    [aux_sym__value_part_token2] = ACTIONS(1),
    [anon_sym_DOLLAR_LPAREN] = ACTIONS(1),
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
    [sym_source_file] = STATE(292),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(196),
    [sym_queue_statement] = STATE(196),
    [sym_include] = STATE(196),
    [sym_use] = STATE(196),
    [sym_error_directive] = STATE(196),
    [sym_warning_directive] = STATE(196),
    [sym_if_block] = STATE(196),
    [sym_key] = STATE(152),
    [sym_assignment] = STATE(196),
    [sym_invalid_line] = STATE(196),
    [sym_heredoc_assignment] = STATE(196),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(232),
    [ts_builtin_sym_end] = ACTIONS(5),
    [anon_sym_COLON] = ACTIONS(7),
    [aux_sym_queue_statement_token1] = ACTIONS(9),
    [aux_sym_queue_statement_token2] = ACTIONS(9),
    [aux_sym_include_token1] = ACTIONS(11),
    [aux_sym_use_token1] = ACTIONS(13),
    [aux_sym_error_directive_token1] = ACTIONS(15),
    [aux_sym_warning_directive_token1] = ACTIONS(17),
    [aux_sym_if_block_token1] = ACTIONS(19),
    [sym__newline] = ACTIONS(21),
    [sym__line_continuation] = ACTIONS(3),
    [sym_comment] = ACTIONS(23),
    [sym_pragma] = ACTIONS(25),
    [anon_sym_PLUS] = ACTIONS(27),
    [anon_sym_DASH] = ACTIONS(27),
    [sym_identifier] = ACTIONS(29),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 23,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(41), 1,
      aux_sym_if_block_token2,
    ACTIONS(43), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(45), 1,
      aux_sym_else_clause_token1,
    ACTIONS(47), 1,
      sym__newline,
    ACTIONS(49), 1,
      sym_comment,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    STATE(137), 1,
      aux_sym_if_block_repeat1,
    STATE(163), 1,
      sym_key,
    STATE(170), 1,
      sym_elif_clause,
    STATE(236), 1,
      aux_sym_key_repeat1,
    STATE(281), 1,
      sym_else_clause,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(260), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [82] = 23,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(43), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(45), 1,
      aux_sym_else_clause_token1,
    ACTIONS(49), 1,
      sym_comment,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      aux_sym_if_block_token2,
    ACTIONS(59), 1,
      sym__newline,
    STATE(125), 1,
      aux_sym_if_block_repeat1,
    STATE(163), 1,
      sym_key,
    STATE(170), 1,
      sym_elif_clause,
    STATE(236), 1,
      aux_sym_key_repeat1,
    STATE(272), 1,
      sym_else_clause,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(260), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [164] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_comment,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(63), 1,
      sym__newline,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(61), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(260), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [233] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(71), 1,
      aux_sym_include_token1,
    ACTIONS(74), 1,
      aux_sym_use_token1,
    ACTIONS(77), 1,
      aux_sym_error_directive_token1,
    ACTIONS(80), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(83), 1,
      aux_sym_if_block_token1,
    ACTIONS(88), 1,
      sym__newline,
    ACTIONS(91), 1,
      sym_comment,
    ACTIONS(94), 1,
      sym_pragma,
    ACTIONS(100), 1,
      sym_identifier,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(68), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(86), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(260), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [302] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(49), 1,
      sym_comment,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(59), 1,
      sym__newline,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(103), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(260), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [371] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(11), 1,
      aux_sym_include_token1,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(15), 1,
      aux_sym_error_directive_token1,
    ACTIONS(17), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(105), 1,
      ts_builtin_sym_end,
    ACTIONS(107), 1,
      sym__newline,
    ACTIONS(109), 1,
      sym_comment,
    ACTIONS(111), 1,
      sym_pragma,
    STATE(152), 1,
      sym_key,
    STATE(232), 1,
      aux_sym_key_repeat1,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(195), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [438] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(71), 1,
      aux_sym_include_token1,
    ACTIONS(74), 1,
      aux_sym_use_token1,
    ACTIONS(77), 1,
      aux_sym_error_directive_token1,
    ACTIONS(80), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(83), 1,
      aux_sym_if_block_token1,
    ACTIONS(100), 1,
      sym_identifier,
    ACTIONS(113), 1,
      ts_builtin_sym_end,
    ACTIONS(115), 1,
      sym__newline,
    ACTIONS(118), 1,
      sym_comment,
    ACTIONS(121), 1,
      sym_pragma,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(68), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(275), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [505] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(124), 1,
      aux_sym_if_block_token2,
    ACTIONS(126), 1,
      sym__newline,
    ACTIONS(128), 1,
      sym_comment,
    ACTIONS(130), 1,
      sym_pragma,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(294), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [572] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(128), 1,
      sym_comment,
    ACTIONS(130), 1,
      sym_pragma,
    ACTIONS(132), 1,
      aux_sym_if_block_token2,
    ACTIONS(134), 1,
      sym__newline,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(294), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [639] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(71), 1,
      aux_sym_include_token1,
    ACTIONS(74), 1,
      aux_sym_use_token1,
    ACTIONS(77), 1,
      aux_sym_error_directive_token1,
    ACTIONS(80), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(83), 1,
      aux_sym_if_block_token1,
    ACTIONS(86), 1,
      aux_sym_if_block_token2,
    ACTIONS(100), 1,
      sym_identifier,
    ACTIONS(136), 1,
      sym__newline,
    ACTIONS(139), 1,
      sym_comment,
    ACTIONS(142), 1,
      sym_pragma,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(68), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(294), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [706] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(11), 1,
      aux_sym_include_token1,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(15), 1,
      aux_sym_error_directive_token1,
    ACTIONS(17), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(145), 1,
      sym_comment,
    ACTIONS(147), 1,
      sym_pragma,
    STATE(152), 1,
      sym_key,
    STATE(232), 1,
      aux_sym_key_repeat1,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(181), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [763] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(145), 1,
      sym_comment,
    ACTIONS(147), 1,
      sym_pragma,
    STATE(163), 1,
      sym_key,
    STATE(236), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(181), 10,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [820] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(153), 1,
      sym_slice,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(149), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(213), 2,
      sym_item_list,
      sym_value,
    ACTIONS(151), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [867] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(169), 1,
      sym_slice,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(213), 2,
      sym_item_list,
      sym_value,
    ACTIONS(167), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [913] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(183), 1,
      aux_sym__queue_from_token2,
    ACTIONS(185), 1,
      sym_slice,
    ACTIONS(181), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(210), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [958] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(189), 1,
      sym_slice,
    ACTIONS(191), 1,
      sym_table_options,
    ACTIONS(193), 1,
      anon_sym_LPAREN,
    ACTIONS(187), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(198), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1003] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(197), 1,
      sym_slice,
    ACTIONS(195), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(204), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1045] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(201), 1,
      sym_slice,
    ACTIONS(199), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(201), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1087] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(205), 1,
      aux_sym_queue_count_token1,
    ACTIONS(207), 1,
      aux_sym__queue_in_token1,
    ACTIONS(209), 1,
      aux_sym__queue_from_token1,
    ACTIONS(211), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(213), 1,
      sym_variable,
    ACTIONS(215), 1,
      sym_number,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(219), 1,
      sym_function_name,
    STATE(90), 1,
      sym_queue_count,
    STATE(132), 1,
      sym_variable_list,
    STATE(174), 1,
      sym__queue_in,
    STATE(175), 1,
      sym__queue_from,
    STATE(180), 1,
      sym__queue_matching,
    ACTIONS(203), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(69), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1139] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(223), 1,
      sym_slice,
    ACTIONS(221), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(227), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1181] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(187), 1,
      sym__newline,
    ACTIONS(193), 1,
      anon_sym_LPAREN,
    ACTIONS(225), 1,
      sym_slice,
    ACTIONS(227), 1,
      sym_table_options,
    STATE(198), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1225] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(181), 1,
      sym__newline,
    ACTIONS(229), 1,
      aux_sym__queue_from_token2,
    ACTIONS(231), 1,
      sym_slice,
    STATE(210), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1269] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(221), 1,
      sym__newline,
    ACTIONS(233), 1,
      sym_slice,
    STATE(227), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1310] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(235), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(202), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1349] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(237), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(178), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1388] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(239), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(228), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1427] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(195), 1,
      sym__newline,
    ACTIONS(241), 1,
      sym_slice,
    STATE(204), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1468] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(243), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(225), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1507] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(247), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(245), 11,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1532] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(249), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(192), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1571] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(199), 1,
      sym__newline,
    ACTIONS(251), 1,
      sym_slice,
    STATE(201), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1612] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(253), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(199), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1651] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(203), 1,
      sym__newline,
    ACTIONS(205), 1,
      aux_sym_queue_count_token1,
    ACTIONS(213), 1,
      sym_variable,
    ACTIONS(215), 1,
      sym_number,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(219), 1,
      sym_function_name,
    ACTIONS(255), 1,
      aux_sym__queue_in_token1,
    ACTIONS(257), 1,
      aux_sym__queue_from_token1,
    ACTIONS(259), 1,
      aux_sym__queue_matching_token1,
    STATE(94), 1,
      sym_queue_count,
    STATE(128), 1,
      sym_variable_list,
    STATE(174), 1,
      sym__queue_in,
    STATE(175), 1,
      sym__queue_from,
    STATE(180), 1,
      sym__queue_matching,
    STATE(69), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1702] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(253), 1,
      sym__newline,
    STATE(199), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1740] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(237), 1,
      sym__newline,
    STATE(178), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1778] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(235), 1,
      sym__newline,
    STATE(202), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1816] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(243), 1,
      sym__newline,
    STATE(225), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1854] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(249), 1,
      sym__newline,
    STATE(192), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1892] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      anon_sym_LPAREN,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(239), 1,
      sym__newline,
    STATE(228), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1930] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(209), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(261), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1967] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(230), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(265), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2004] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      anon_sym_BANG,
    ACTIONS(269), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(271), 1,
      aux_sym_version_condition_token1,
    ACTIONS(275), 1,
      aux_sym__condition_word_token1,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    STATE(268), 1,
      sym_condition,
    ACTIONS(273), 2,
      sym_boolean,
      sym_number,
    STATE(82), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(269), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2043] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(220), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(281), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2080] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(211), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(283), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2117] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(179), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(285), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2154] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(231), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(287), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2191] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(188), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(289), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2228] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(247), 7,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(245), 8,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
  [2251] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(189), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(291), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2288] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(215), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(293), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2325] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      anon_sym_BANG,
    ACTIONS(269), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(271), 1,
      aux_sym_version_condition_token1,
    ACTIONS(275), 1,
      aux_sym__condition_word_token1,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    STATE(265), 1,
      sym_condition,
    ACTIONS(273), 2,
      sym_boolean,
      sym_number,
    STATE(82), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(269), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2364] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(247), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(245), 9,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2387] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(263), 1,
      sym_text,
    STATE(212), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(295), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2424] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(285), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(179), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2460] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(295), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(212), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2496] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(293), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(215), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2532] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(287), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(231), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2568] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(291), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(189), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2604] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(304), 1,
      sym_text,
    ACTIONS(307), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(310), 1,
      sym_function_name,
    ACTIONS(313), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(299), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(301), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(60), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2638] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(261), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(209), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2674] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(283), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(211), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2710] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(220), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2746] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(159), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(161), 1,
      sym_function_name,
    ACTIONS(163), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(165), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(323), 1,
      sym_text,
    ACTIONS(319), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(321), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(60), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2780] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(265), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(230), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2816] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(289), 1,
      sym__newline,
    ACTIONS(297), 1,
      sym_text,
    STATE(188), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(68), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2852] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(269), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(271), 1,
      aux_sym_version_condition_token1,
    ACTIONS(275), 1,
      aux_sym__condition_word_token1,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(325), 2,
      sym_boolean,
      sym_number,
    STATE(82), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(300), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2885] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(175), 1,
      sym_function_name,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(319), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    ACTIONS(327), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(71), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2918] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(217), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(219), 1,
      sym_function_name,
    ACTIONS(333), 1,
      aux_sym_queue_count_token1,
    ACTIONS(337), 1,
      sym_number,
    ACTIONS(331), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(72), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(335), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [2949] = 10,
    ACTIONS(339), 1,
      anon_sym_RPAREN,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(347), 1,
      aux_sym_default_value_token1,
    ACTIONS(349), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(258), 1,
      sym_default_value,
    ACTIONS(343), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2984] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(299), 1,
      sym__newline,
    ACTIONS(358), 1,
      sym_text,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(364), 1,
      sym_function_name,
    ACTIONS(367), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(370), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(355), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(71), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3017] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(375), 1,
      aux_sym_queue_count_token1,
    ACTIONS(380), 1,
      sym_number,
    ACTIONS(383), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(386), 1,
      sym_function_name,
    ACTIONS(373), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(72), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(378), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3048] = 10,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(347), 1,
      aux_sym_default_value_token1,
    ACTIONS(349), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(389), 1,
      anon_sym_RPAREN,
    STATE(287), 1,
      sym_default_value,
    ACTIONS(343), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3083] = 10,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(347), 1,
      aux_sym_default_value_token1,
    ACTIONS(349), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(391), 1,
      anon_sym_RPAREN,
    STATE(298), 1,
      sym_default_value,
    ACTIONS(343), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3118] = 10,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(347), 1,
      aux_sym_default_value_token1,
    ACTIONS(349), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(393), 1,
      anon_sym_RPAREN,
    STATE(304), 1,
      sym_default_value,
    ACTIONS(343), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3153] = 10,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(347), 1,
      aux_sym_default_value_token1,
    ACTIONS(349), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(395), 1,
      anon_sym_RPAREN,
    STATE(309), 1,
      sym_default_value,
    ACTIONS(343), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3188] = 9,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(349), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(397), 1,
      anon_sym_RPAREN,
    ACTIONS(401), 1,
      aux_sym_default_value_token1,
    ACTIONS(399), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3220] = 9,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(403), 1,
      anon_sym_RPAREN,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(411), 1,
      aux_sym_default_value_token1,
    ACTIONS(414), 1,
      sym_function_name,
    ACTIONS(417), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(420), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(405), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3252] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(425), 1,
      sym__newline,
    ACTIONS(423), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(80), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3277] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(429), 1,
      sym__newline,
    ACTIONS(427), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(81), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3302] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(434), 1,
      sym__newline,
    ACTIONS(436), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(439), 1,
      sym_function_name,
    ACTIONS(431), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(81), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3327] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(442), 1,
      sym__newline,
    ACTIONS(423), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(80), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3352] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(275), 1,
      aux_sym__condition_word_token1,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(444), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(448), 1,
      sym__newline,
    STATE(297), 1,
      sym_condition_expression,
    ACTIONS(446), 2,
      sym_boolean,
      sym_number,
    STATE(82), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3383] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(450), 1,
      sym__newline,
    ACTIONS(423), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(80), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3408] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(279), 1,
      sym_function_name,
    ACTIONS(452), 1,
      sym__newline,
    ACTIONS(423), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(80), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3433] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(456), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3451] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(460), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3469] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(464), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3487] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(468), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3505] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(207), 1,
      aux_sym__queue_in_token1,
    ACTIONS(209), 1,
      aux_sym__queue_from_token1,
    ACTIONS(211), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(213), 1,
      sym_variable,
    STATE(143), 1,
      sym_variable_list,
    STATE(218), 1,
      sym__queue_in,
    STATE(219), 1,
      sym__queue_from,
    STATE(221), 1,
      sym__queue_matching,
    ACTIONS(470), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3537] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(474), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3555] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(476), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3572] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(480), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3589] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(213), 1,
      sym_variable,
    ACTIONS(255), 1,
      aux_sym__queue_in_token1,
    ACTIONS(257), 1,
      aux_sym__queue_from_token1,
    ACTIONS(259), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(470), 1,
      sym__newline,
    STATE(138), 1,
      sym_variable_list,
    STATE(218), 1,
      sym__queue_in,
    STATE(219), 1,
      sym__queue_from,
    STATE(221), 1,
      sym__queue_matching,
  [3620] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(484), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3637] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(488), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3654] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(492), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3671] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(472), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3688] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(462), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3705] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(460), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(458), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3722] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(456), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(454), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3739] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(468), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(466), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3756] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(488), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3772] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(492), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3788] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(484), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3804] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      aux_sym_default_value_token1,
    ACTIONS(468), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3820] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(482), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(480), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3836] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(476), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3852] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(456), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(454), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3868] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(492), 1,
      aux_sym_default_value_token1,
    ACTIONS(494), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3884] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(484), 1,
      aux_sym_default_value_token1,
    ACTIONS(486), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3900] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(488), 1,
      aux_sym_default_value_token1,
    ACTIONS(490), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3916] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(480), 1,
      aux_sym_default_value_token1,
    ACTIONS(482), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3932] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(476), 1,
      aux_sym_default_value_token1,
    ACTIONS(478), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3948] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(472), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3964] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(462), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3980] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(460), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(458), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3996] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(472), 1,
      aux_sym_default_value_token1,
    ACTIONS(474), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4012] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(468), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(466), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4028] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(462), 1,
      aux_sym_default_value_token1,
    ACTIONS(464), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4044] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(458), 1,
      aux_sym_default_value_token1,
    ACTIONS(460), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4060] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(454), 1,
      aux_sym_default_value_token1,
    ACTIONS(456), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4076] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 1,
      sym_comment,
    ACTIONS(500), 1,
      sym_heredoc_end,
    STATE(140), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(284), 1,
      sym_heredoc_body,
    ACTIONS(496), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4097] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 1,
      sym_comment,
    ACTIONS(502), 1,
      sym_heredoc_end,
    STATE(140), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(286), 1,
      sym_heredoc_body,
    ACTIONS(496), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4118] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 1,
      aux_sym_if_block_token2,
    ACTIONS(506), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(508), 1,
      aux_sym_else_clause_token1,
    STATE(157), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    STATE(301), 1,
      sym_else_clause,
  [4140] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(514), 1,
      sym_ignored_text,
    ACTIONS(510), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4156] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 1,
      sym_comment,
    ACTIONS(522), 1,
      sym_heredoc_end,
    STATE(127), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(516), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4174] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 1,
      aux_sym__queue_in_token1,
    ACTIONS(526), 1,
      aux_sym__queue_from_token1,
    ACTIONS(528), 1,
      aux_sym__queue_matching_token1,
    STATE(224), 1,
      sym__queue_in,
    STATE(226), 1,
      sym__queue_from,
    STATE(229), 1,
      sym__queue_matching,
  [4196] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(532), 1,
      sym_ignored_text,
    ACTIONS(530), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4212] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(536), 1,
      sym_ignored_text,
    ACTIONS(534), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4228] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(474), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4242] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(538), 1,
      aux_sym__queue_in_token1,
    ACTIONS(540), 1,
      aux_sym__queue_from_token1,
    ACTIONS(542), 1,
      aux_sym__queue_matching_token1,
    STATE(224), 1,
      sym__queue_in,
    STATE(226), 1,
      sym__queue_from,
    STATE(229), 1,
      sym__queue_matching,
  [4264] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(464), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4278] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(460), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4292] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(456), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4306] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(468), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4320] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(506), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(508), 1,
      aux_sym_else_clause_token1,
    ACTIONS(544), 1,
      aux_sym_if_block_token2,
    STATE(157), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    STATE(296), 1,
      sym_else_clause,
  [4342] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 1,
      aux_sym__queue_in_token1,
    ACTIONS(526), 1,
      aux_sym__queue_from_token1,
    ACTIONS(528), 1,
      aux_sym__queue_matching_token1,
    STATE(206), 1,
      sym__queue_in,
    STATE(207), 1,
      sym__queue_from,
    STATE(208), 1,
      sym__queue_matching,
  [4364] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(548), 1,
      sym_ignored_text,
    ACTIONS(546), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4380] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 1,
      sym_comment,
    ACTIONS(554), 1,
      sym_heredoc_end,
    STATE(127), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(550), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4398] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      anon_sym_COMMA,
    ACTIONS(560), 1,
      sym_variable,
    STATE(144), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(556), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4416] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      anon_sym_COMMA,
    ACTIONS(564), 1,
      sym_variable,
    STATE(141), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(562), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4434] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(538), 1,
      aux_sym__queue_in_token1,
    ACTIONS(540), 1,
      aux_sym__queue_from_token1,
    ACTIONS(542), 1,
      aux_sym__queue_matching_token1,
    STATE(206), 1,
      sym__queue_in,
    STATE(207), 1,
      sym__queue_from,
    STATE(208), 1,
      sym__queue_matching,
  [4456] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(568), 1,
      anon_sym_COMMA,
    ACTIONS(571), 1,
      sym_variable,
    STATE(144), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(566), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4474] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(576), 1,
      aux_sym_template_token1,
    ACTIONS(574), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4487] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(578), 1,
      anon_sym_RPAREN,
    ACTIONS(580), 1,
      aux_sym_item_list_token2,
    STATE(158), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(582), 2,
      sym__newline,
      sym_comment,
  [4504] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(166), 1,
      sym_template,
    ACTIONS(584), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4521] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(536), 1,
      sym_ignored_text,
    ACTIONS(534), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4536] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(548), 1,
      sym_ignored_text,
    ACTIONS(546), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4551] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(532), 1,
      sym_ignored_text,
    ACTIONS(530), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4566] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(578), 1,
      anon_sym_RPAREN,
    ACTIONS(588), 1,
      aux_sym_item_list_token2,
    STATE(160), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(590), 2,
      sym__newline,
      sym_comment,
  [4583] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(594), 1,
      sym_operator,
    ACTIONS(596), 1,
      sym_ignored_text,
    ACTIONS(598), 1,
      anon_sym_AT_EQ,
    ACTIONS(592), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4600] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      sym_identifier,
    STATE(147), 1,
      aux_sym_use_repeat1,
    STATE(166), 1,
      sym_template,
    ACTIONS(600), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4617] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(602), 1,
      anon_sym_COLON,
    ACTIONS(604), 1,
      aux_sym_include_token2,
    ACTIONS(606), 1,
      aux_sym_include_token3,
    ACTIONS(608), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4634] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
    ACTIONS(514), 1,
      sym_ignored_text,
    ACTIONS(510), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4649] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(610), 1,
      anon_sym_COMMA,
    ACTIONS(566), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4662] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(614), 1,
      aux_sym_elif_clause_token1,
    STATE(157), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    ACTIONS(612), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4679] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(588), 1,
      aux_sym_item_list_token2,
    ACTIONS(617), 1,
      anon_sym_RPAREN,
    STATE(160), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(590), 2,
      sym__newline,
      sym_comment,
  [4696] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(619), 1,
      anon_sym_COLON,
    ACTIONS(621), 1,
      aux_sym_include_token2,
    ACTIONS(623), 1,
      aux_sym_include_token3,
    ACTIONS(625), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4713] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      anon_sym_RPAREN,
    ACTIONS(629), 1,
      aux_sym_item_list_token2,
    STATE(160), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(632), 2,
      sym__newline,
      sym_comment,
  [4730] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      anon_sym_RPAREN,
    ACTIONS(637), 1,
      aux_sym_item_list_token2,
    STATE(151), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(639), 2,
      sym__newline,
      sym_comment,
  [4747] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(166), 1,
      sym_template,
    ACTIONS(641), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4764] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(592), 1,
      sym__newline,
    ACTIONS(598), 1,
      anon_sym_AT_EQ,
    ACTIONS(646), 1,
      sym_operator,
    ACTIONS(648), 1,
      sym_ignored_text,
  [4780] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(652), 1,
      sym_operator,
    ACTIONS(654), 1,
      anon_sym_AT_EQ,
    ACTIONS(650), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4794] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(656), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4804] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(660), 1,
      anon_sym_COMMA,
    ACTIONS(658), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4816] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(662), 1,
      anon_sym_COLON,
    ACTIONS(664), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(666), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4836] = 4,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(668), 1,
      aux_sym_item_list_token1,
    ACTIONS(670), 1,
      anon_sym_RPAREN,
    ACTIONS(672), 1,
      sym__newline,
  [4849] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(674), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [4858] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(676), 1,
      anon_sym_COLON,
    ACTIONS(678), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4869] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(650), 1,
      sym__newline,
    ACTIONS(654), 1,
      anon_sym_AT_EQ,
    ACTIONS(680), 1,
      sym_operator,
  [4882] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(682), 1,
      sym_identifier,
    STATE(241), 1,
      aux_sym_key_repeat1,
  [4892] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(684), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4900] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(686), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4908] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(688), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4916] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(690), 1,
      sym_identifier,
    STATE(200), 1,
      aux_sym_key_repeat1,
  [4926] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(692), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4934] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(694), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4942] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(696), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4950] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(698), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4958] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(700), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4966] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(702), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4974] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(704), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4982] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4990] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(708), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4998] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(710), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5006] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(712), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5014] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(714), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5022] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(716), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5030] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(718), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5038] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(720), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5046] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      anon_sym_RPAREN,
    ACTIONS(722), 1,
      sym__newline,
  [5056] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(724), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5064] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(726), 1,
      ts_builtin_sym_end,
    ACTIONS(728), 1,
      sym__newline,
  [5074] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(105), 1,
      ts_builtin_sym_end,
    ACTIONS(728), 1,
      sym__newline,
  [5084] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(730), 1,
      sym_identifier,
    STATE(177), 1,
      aux_sym_key_repeat1,
  [5094] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(732), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5102] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(734), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5110] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(736), 1,
      sym_identifier,
    STATE(200), 1,
      aux_sym_key_repeat1,
  [5120] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5128] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5136] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 1,
      anon_sym_COLON,
    ACTIONS(745), 1,
      aux_sym_include_token6,
  [5146] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5154] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(749), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(751), 1,
      anon_sym_RBRACK_RPAREN,
  [5164] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5172] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5180] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5188] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5196] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5204] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5212] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5220] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5228] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(769), 1,
      anon_sym_RPAREN,
    ACTIONS(771), 1,
      aux_sym_macro_function_token1,
  [5238] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5246] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 1,
      anon_sym_COLON,
    ACTIONS(777), 1,
      anon_sym_RPAREN,
  [5256] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(779), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5264] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5272] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5280] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5288] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5296] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5304] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      anon_sym_RPAREN,
    ACTIONS(793), 1,
      aux_sym_macro_function_token1,
  [5314] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5322] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5330] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5338] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5346] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5354] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5362] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(807), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5370] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5378] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      sym_identifier,
    STATE(200), 1,
      aux_sym_key_repeat1,
  [5388] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      anon_sym_COLON,
    ACTIONS(815), 1,
      aux_sym_include_token6,
  [5398] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5406] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5414] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 1,
      sym_identifier,
    STATE(200), 1,
      aux_sym_key_repeat1,
  [5424] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      anon_sym_RPAREN,
    ACTIONS(825), 1,
      aux_sym_macro_function_token1,
  [5434] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 1,
      anon_sym_COLON,
    ACTIONS(829), 1,
      anon_sym_RPAREN,
  [5444] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 1,
      anon_sym_COLON,
    ACTIONS(833), 1,
      aux_sym_include_token6,
  [5454] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(835), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(837), 1,
      anon_sym_RBRACK_RPAREN,
  [5464] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(839), 1,
      sym_identifier,
    STATE(200), 1,
      aux_sym_key_repeat1,
  [5474] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_COLON,
    ACTIONS(843), 1,
      anon_sym_RPAREN,
  [5484] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(845), 1,
      anon_sym_COLON,
    ACTIONS(847), 1,
      aux_sym_include_token6,
  [5494] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(849), 1,
      anon_sym_COLON,
    ACTIONS(851), 1,
      anon_sym_RPAREN,
  [5504] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(853), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5512] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(855), 1,
      anon_sym_RPAREN,
    ACTIONS(857), 1,
      aux_sym_macro_function_token1,
  [5522] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(859), 1,
      anon_sym_RPAREN,
    ACTIONS(861), 1,
      aux_sym_macro_function_token1,
  [5532] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(863), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(865), 1,
      anon_sym_RBRACK_RPAREN,
  [5542] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      anon_sym_COLON,
    ACTIONS(869), 1,
      anon_sym_RPAREN,
  [5552] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      anon_sym_COLON,
    ACTIONS(873), 1,
      anon_sym_RPAREN,
  [5562] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      anon_sym_RPAREN,
    ACTIONS(877), 1,
      aux_sym_macro_function_token1,
  [5572] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      anon_sym_RPAREN,
    ACTIONS(881), 1,
      aux_sym_macro_function_token1,
  [5582] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      anon_sym_COLON,
    ACTIONS(885), 1,
      anon_sym_RPAREN,
  [5592] = 3,
    ACTIONS(341), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      anon_sym_RPAREN,
    ACTIONS(889), 1,
      aux_sym_macro_function_token1,
  [5602] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 1,
      anon_sym_COLON,
    ACTIONS(893), 1,
      anon_sym_RPAREN,
  [5612] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(895), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5620] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      aux_sym_macro_reference_token1,
  [5627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(899), 1,
      anon_sym_RPAREN,
  [5634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      aux_sym_version_condition_token2,
  [5641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(903), 1,
      sym__newline,
  [5648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 1,
      anon_sym_COLON,
  [5655] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      sym_identifier,
  [5662] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      sym_heredoc_tag,
  [5669] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      sym_heredoc_tag,
  [5676] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(913), 1,
      sym__newline,
  [5683] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 1,
      aux_sym_include_token7,
  [5690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      anon_sym_RPAREN,
  [5697] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(919), 1,
      sym__newline,
  [5704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      sym__newline,
  [5711] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 1,
      sym_variable,
  [5718] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(923), 1,
      sym__newline,
  [5725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      aux_sym_if_block_token2,
  [5732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(927), 1,
      sym__newline,
  [5739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 1,
      sym__newline,
  [5746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(728), 1,
      sym__newline,
  [5753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      anon_sym_COLON,
  [5760] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      aux_sym_macro_reference_token1,
  [5767] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      sym__newline,
  [5774] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      anon_sym_RPAREN,
  [5781] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      anon_sym_RPAREN,
  [5788] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      aux_sym_if_block_token2,
  [5795] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      anon_sym_DOT,
  [5802] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      anon_sym_RBRACK_RPAREN,
  [5809] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      sym_heredoc_end,
  [5816] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      aux_sym_defined_condition_token3,
  [5823] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      sym_heredoc_end,
  [5830] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      anon_sym_RPAREN,
  [5837] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      anon_sym_COLON,
  [5844] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      anon_sym_RPAREN,
  [5851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      sym__newline,
  [5858] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      sym_identifier,
  [5865] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      ts_builtin_sym_end,
  [5872] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
  [5879] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 1,
      sym__newline,
  [5886] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      anon_sym_RBRACK_RPAREN,
  [5893] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      aux_sym_if_block_token2,
  [5900] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 1,
      sym__newline,
  [5907] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 1,
      anon_sym_RPAREN,
  [5914] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 1,
      anon_sym_RPAREN,
  [5921] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(425), 1,
      sym__newline,
  [5928] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 1,
      aux_sym_if_block_token2,
  [5935] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 1,
      anon_sym_RPAREN,
  [5942] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 1,
      anon_sym_RBRACK_RPAREN,
  [5949] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      anon_sym_RPAREN,
  [5956] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(983), 1,
      aux_sym_include_token7,
  [5963] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 1,
      aux_sym_version_condition_token3,
  [5970] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 1,
      anon_sym_RPAREN,
  [5977] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 1,
      anon_sym_COLON,
  [5984] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(991), 1,
      anon_sym_RPAREN,
  [5991] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(993), 1,
      aux_sym_macro_reference_token1,
  [5998] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(995), 1,
      aux_sym_macro_reference_token1,
  [6005] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(997), 1,
      aux_sym_include_token7,
  [6012] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(999), 1,
      aux_sym_include_token7,
  [6019] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1001), 1,
      aux_sym_macro_reference_token1,
  [6026] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1003), 1,
      aux_sym_macro_reference_token1,
  [6033] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1005), 1,
      aux_sym_macro_reference_token1,
  [6040] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1007), 1,
      aux_sym_macro_reference_token1,
  [6047] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1009), 1,
      anon_sym_COLON,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 82,
  [SMALL_STATE(4)] = 164,
  [SMALL_STATE(5)] = 233,
  [SMALL_STATE(6)] = 302,
  [SMALL_STATE(7)] = 371,
  [SMALL_STATE(8)] = 438,
  [SMALL_STATE(9)] = 505,
  [SMALL_STATE(10)] = 572,
  [SMALL_STATE(11)] = 639,
  [SMALL_STATE(12)] = 706,
  [SMALL_STATE(13)] = 763,
  [SMALL_STATE(14)] = 820,
  [SMALL_STATE(15)] = 867,
  [SMALL_STATE(16)] = 913,
  [SMALL_STATE(17)] = 958,
  [SMALL_STATE(18)] = 1003,
  [SMALL_STATE(19)] = 1045,
  [SMALL_STATE(20)] = 1087,
  [SMALL_STATE(21)] = 1139,
  [SMALL_STATE(22)] = 1181,
  [SMALL_STATE(23)] = 1225,
  [SMALL_STATE(24)] = 1269,
  [SMALL_STATE(25)] = 1310,
  [SMALL_STATE(26)] = 1349,
  [SMALL_STATE(27)] = 1388,
  [SMALL_STATE(28)] = 1427,
  [SMALL_STATE(29)] = 1468,
  [SMALL_STATE(30)] = 1507,
  [SMALL_STATE(31)] = 1532,
  [SMALL_STATE(32)] = 1571,
  [SMALL_STATE(33)] = 1612,
  [SMALL_STATE(34)] = 1651,
  [SMALL_STATE(35)] = 1702,
  [SMALL_STATE(36)] = 1740,
  [SMALL_STATE(37)] = 1778,
  [SMALL_STATE(38)] = 1816,
  [SMALL_STATE(39)] = 1854,
  [SMALL_STATE(40)] = 1892,
  [SMALL_STATE(41)] = 1930,
  [SMALL_STATE(42)] = 1967,
  [SMALL_STATE(43)] = 2004,
  [SMALL_STATE(44)] = 2043,
  [SMALL_STATE(45)] = 2080,
  [SMALL_STATE(46)] = 2117,
  [SMALL_STATE(47)] = 2154,
  [SMALL_STATE(48)] = 2191,
  [SMALL_STATE(49)] = 2228,
  [SMALL_STATE(50)] = 2251,
  [SMALL_STATE(51)] = 2288,
  [SMALL_STATE(52)] = 2325,
  [SMALL_STATE(53)] = 2364,
  [SMALL_STATE(54)] = 2387,
  [SMALL_STATE(55)] = 2424,
  [SMALL_STATE(56)] = 2460,
  [SMALL_STATE(57)] = 2496,
  [SMALL_STATE(58)] = 2532,
  [SMALL_STATE(59)] = 2568,
  [SMALL_STATE(60)] = 2604,
  [SMALL_STATE(61)] = 2638,
  [SMALL_STATE(62)] = 2674,
  [SMALL_STATE(63)] = 2710,
  [SMALL_STATE(64)] = 2746,
  [SMALL_STATE(65)] = 2780,
  [SMALL_STATE(66)] = 2816,
  [SMALL_STATE(67)] = 2852,
  [SMALL_STATE(68)] = 2885,
  [SMALL_STATE(69)] = 2918,
  [SMALL_STATE(70)] = 2949,
  [SMALL_STATE(71)] = 2984,
  [SMALL_STATE(72)] = 3017,
  [SMALL_STATE(73)] = 3048,
  [SMALL_STATE(74)] = 3083,
  [SMALL_STATE(75)] = 3118,
  [SMALL_STATE(76)] = 3153,
  [SMALL_STATE(77)] = 3188,
  [SMALL_STATE(78)] = 3220,
  [SMALL_STATE(79)] = 3252,
  [SMALL_STATE(80)] = 3277,
  [SMALL_STATE(81)] = 3302,
  [SMALL_STATE(82)] = 3327,
  [SMALL_STATE(83)] = 3352,
  [SMALL_STATE(84)] = 3383,
  [SMALL_STATE(85)] = 3408,
  [SMALL_STATE(86)] = 3433,
  [SMALL_STATE(87)] = 3451,
  [SMALL_STATE(88)] = 3469,
  [SMALL_STATE(89)] = 3487,
  [SMALL_STATE(90)] = 3505,
  [SMALL_STATE(91)] = 3537,
  [SMALL_STATE(92)] = 3555,
  [SMALL_STATE(93)] = 3572,
  [SMALL_STATE(94)] = 3589,
  [SMALL_STATE(95)] = 3620,
  [SMALL_STATE(96)] = 3637,
  [SMALL_STATE(97)] = 3654,
  [SMALL_STATE(98)] = 3671,
  [SMALL_STATE(99)] = 3688,
  [SMALL_STATE(100)] = 3705,
  [SMALL_STATE(101)] = 3722,
  [SMALL_STATE(102)] = 3739,
  [SMALL_STATE(103)] = 3756,
  [SMALL_STATE(104)] = 3772,
  [SMALL_STATE(105)] = 3788,
  [SMALL_STATE(106)] = 3804,
  [SMALL_STATE(107)] = 3820,
  [SMALL_STATE(108)] = 3836,
  [SMALL_STATE(109)] = 3852,
  [SMALL_STATE(110)] = 3868,
  [SMALL_STATE(111)] = 3884,
  [SMALL_STATE(112)] = 3900,
  [SMALL_STATE(113)] = 3916,
  [SMALL_STATE(114)] = 3932,
  [SMALL_STATE(115)] = 3948,
  [SMALL_STATE(116)] = 3964,
  [SMALL_STATE(117)] = 3980,
  [SMALL_STATE(118)] = 3996,
  [SMALL_STATE(119)] = 4012,
  [SMALL_STATE(120)] = 4028,
  [SMALL_STATE(121)] = 4044,
  [SMALL_STATE(122)] = 4060,
  [SMALL_STATE(123)] = 4076,
  [SMALL_STATE(124)] = 4097,
  [SMALL_STATE(125)] = 4118,
  [SMALL_STATE(126)] = 4140,
  [SMALL_STATE(127)] = 4156,
  [SMALL_STATE(128)] = 4174,
  [SMALL_STATE(129)] = 4196,
  [SMALL_STATE(130)] = 4212,
  [SMALL_STATE(131)] = 4228,
  [SMALL_STATE(132)] = 4242,
  [SMALL_STATE(133)] = 4264,
  [SMALL_STATE(134)] = 4278,
  [SMALL_STATE(135)] = 4292,
  [SMALL_STATE(136)] = 4306,
  [SMALL_STATE(137)] = 4320,
  [SMALL_STATE(138)] = 4342,
  [SMALL_STATE(139)] = 4364,
  [SMALL_STATE(140)] = 4380,
  [SMALL_STATE(141)] = 4398,
  [SMALL_STATE(142)] = 4416,
  [SMALL_STATE(143)] = 4434,
  [SMALL_STATE(144)] = 4456,
  [SMALL_STATE(145)] = 4474,
  [SMALL_STATE(146)] = 4487,
  [SMALL_STATE(147)] = 4504,
  [SMALL_STATE(148)] = 4521,
  [SMALL_STATE(149)] = 4536,
  [SMALL_STATE(150)] = 4551,
  [SMALL_STATE(151)] = 4566,
  [SMALL_STATE(152)] = 4583,
  [SMALL_STATE(153)] = 4600,
  [SMALL_STATE(154)] = 4617,
  [SMALL_STATE(155)] = 4634,
  [SMALL_STATE(156)] = 4649,
  [SMALL_STATE(157)] = 4662,
  [SMALL_STATE(158)] = 4679,
  [SMALL_STATE(159)] = 4696,
  [SMALL_STATE(160)] = 4713,
  [SMALL_STATE(161)] = 4730,
  [SMALL_STATE(162)] = 4747,
  [SMALL_STATE(163)] = 4764,
  [SMALL_STATE(164)] = 4780,
  [SMALL_STATE(165)] = 4794,
  [SMALL_STATE(166)] = 4804,
  [SMALL_STATE(167)] = 4816,
  [SMALL_STATE(168)] = 4827,
  [SMALL_STATE(169)] = 4836,
  [SMALL_STATE(170)] = 4849,
  [SMALL_STATE(171)] = 4858,
  [SMALL_STATE(172)] = 4869,
  [SMALL_STATE(173)] = 4882,
  [SMALL_STATE(174)] = 4892,
  [SMALL_STATE(175)] = 4900,
  [SMALL_STATE(176)] = 4908,
  [SMALL_STATE(177)] = 4916,
  [SMALL_STATE(178)] = 4926,
  [SMALL_STATE(179)] = 4934,
  [SMALL_STATE(180)] = 4942,
  [SMALL_STATE(181)] = 4950,
  [SMALL_STATE(182)] = 4958,
  [SMALL_STATE(183)] = 4966,
  [SMALL_STATE(184)] = 4974,
  [SMALL_STATE(185)] = 4982,
  [SMALL_STATE(186)] = 4990,
  [SMALL_STATE(187)] = 4998,
  [SMALL_STATE(188)] = 5006,
  [SMALL_STATE(189)] = 5014,
  [SMALL_STATE(190)] = 5022,
  [SMALL_STATE(191)] = 5030,
  [SMALL_STATE(192)] = 5038,
  [SMALL_STATE(193)] = 5046,
  [SMALL_STATE(194)] = 5056,
  [SMALL_STATE(195)] = 5064,
  [SMALL_STATE(196)] = 5074,
  [SMALL_STATE(197)] = 5084,
  [SMALL_STATE(198)] = 5094,
  [SMALL_STATE(199)] = 5102,
  [SMALL_STATE(200)] = 5110,
  [SMALL_STATE(201)] = 5120,
  [SMALL_STATE(202)] = 5128,
  [SMALL_STATE(203)] = 5136,
  [SMALL_STATE(204)] = 5146,
  [SMALL_STATE(205)] = 5154,
  [SMALL_STATE(206)] = 5164,
  [SMALL_STATE(207)] = 5172,
  [SMALL_STATE(208)] = 5180,
  [SMALL_STATE(209)] = 5188,
  [SMALL_STATE(210)] = 5196,
  [SMALL_STATE(211)] = 5204,
  [SMALL_STATE(212)] = 5212,
  [SMALL_STATE(213)] = 5220,
  [SMALL_STATE(214)] = 5228,
  [SMALL_STATE(215)] = 5238,
  [SMALL_STATE(216)] = 5246,
  [SMALL_STATE(217)] = 5256,
  [SMALL_STATE(218)] = 5264,
  [SMALL_STATE(219)] = 5272,
  [SMALL_STATE(220)] = 5280,
  [SMALL_STATE(221)] = 5288,
  [SMALL_STATE(222)] = 5296,
  [SMALL_STATE(223)] = 5304,
  [SMALL_STATE(224)] = 5314,
  [SMALL_STATE(225)] = 5322,
  [SMALL_STATE(226)] = 5330,
  [SMALL_STATE(227)] = 5338,
  [SMALL_STATE(228)] = 5346,
  [SMALL_STATE(229)] = 5354,
  [SMALL_STATE(230)] = 5362,
  [SMALL_STATE(231)] = 5370,
  [SMALL_STATE(232)] = 5378,
  [SMALL_STATE(233)] = 5388,
  [SMALL_STATE(234)] = 5398,
  [SMALL_STATE(235)] = 5406,
  [SMALL_STATE(236)] = 5414,
  [SMALL_STATE(237)] = 5424,
  [SMALL_STATE(238)] = 5434,
  [SMALL_STATE(239)] = 5444,
  [SMALL_STATE(240)] = 5454,
  [SMALL_STATE(241)] = 5464,
  [SMALL_STATE(242)] = 5474,
  [SMALL_STATE(243)] = 5484,
  [SMALL_STATE(244)] = 5494,
  [SMALL_STATE(245)] = 5504,
  [SMALL_STATE(246)] = 5512,
  [SMALL_STATE(247)] = 5522,
  [SMALL_STATE(248)] = 5532,
  [SMALL_STATE(249)] = 5542,
  [SMALL_STATE(250)] = 5552,
  [SMALL_STATE(251)] = 5562,
  [SMALL_STATE(252)] = 5572,
  [SMALL_STATE(253)] = 5582,
  [SMALL_STATE(254)] = 5592,
  [SMALL_STATE(255)] = 5602,
  [SMALL_STATE(256)] = 5612,
  [SMALL_STATE(257)] = 5620,
  [SMALL_STATE(258)] = 5627,
  [SMALL_STATE(259)] = 5634,
  [SMALL_STATE(260)] = 5641,
  [SMALL_STATE(261)] = 5648,
  [SMALL_STATE(262)] = 5655,
  [SMALL_STATE(263)] = 5662,
  [SMALL_STATE(264)] = 5669,
  [SMALL_STATE(265)] = 5676,
  [SMALL_STATE(266)] = 5683,
  [SMALL_STATE(267)] = 5690,
  [SMALL_STATE(268)] = 5697,
  [SMALL_STATE(269)] = 5704,
  [SMALL_STATE(270)] = 5711,
  [SMALL_STATE(271)] = 5718,
  [SMALL_STATE(272)] = 5725,
  [SMALL_STATE(273)] = 5732,
  [SMALL_STATE(274)] = 5739,
  [SMALL_STATE(275)] = 5746,
  [SMALL_STATE(276)] = 5753,
  [SMALL_STATE(277)] = 5760,
  [SMALL_STATE(278)] = 5767,
  [SMALL_STATE(279)] = 5774,
  [SMALL_STATE(280)] = 5781,
  [SMALL_STATE(281)] = 5788,
  [SMALL_STATE(282)] = 5795,
  [SMALL_STATE(283)] = 5802,
  [SMALL_STATE(284)] = 5809,
  [SMALL_STATE(285)] = 5816,
  [SMALL_STATE(286)] = 5823,
  [SMALL_STATE(287)] = 5830,
  [SMALL_STATE(288)] = 5837,
  [SMALL_STATE(289)] = 5844,
  [SMALL_STATE(290)] = 5851,
  [SMALL_STATE(291)] = 5858,
  [SMALL_STATE(292)] = 5865,
  [SMALL_STATE(293)] = 5872,
  [SMALL_STATE(294)] = 5879,
  [SMALL_STATE(295)] = 5886,
  [SMALL_STATE(296)] = 5893,
  [SMALL_STATE(297)] = 5900,
  [SMALL_STATE(298)] = 5907,
  [SMALL_STATE(299)] = 5914,
  [SMALL_STATE(300)] = 5921,
  [SMALL_STATE(301)] = 5928,
  [SMALL_STATE(302)] = 5935,
  [SMALL_STATE(303)] = 5942,
  [SMALL_STATE(304)] = 5949,
  [SMALL_STATE(305)] = 5956,
  [SMALL_STATE(306)] = 5963,
  [SMALL_STATE(307)] = 5970,
  [SMALL_STATE(308)] = 5977,
  [SMALL_STATE(309)] = 5984,
  [SMALL_STATE(310)] = 5991,
  [SMALL_STATE(311)] = 5998,
  [SMALL_STATE(312)] = 6005,
  [SMALL_STATE(313)] = 6012,
  [SMALL_STATE(314)] = 6019,
  [SMALL_STATE(315)] = 6026,
  [SMALL_STATE(316)] = 6033,
  [SMALL_STATE(317)] = 6040,
  [SMALL_STATE(318)] = 6047,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(20),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(262),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(217),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(278),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(260),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(235),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [61] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 53),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [68] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(159),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(262),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(56),
  [80] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [83] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [86] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [88] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(5),
  [91] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(260),
  [94] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(260),
  [97] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [100] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(150),
  [103] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 53),
  [105] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [109] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [111] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [113] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [118] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(275),
  [121] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(275),
  [124] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [128] = {.entry = {.count = 1, .reusable = false}}, SHIFT(294),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(294),
  [132] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [136] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [139] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(294),
  [142] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(294),
  [145] = {.entry = {.count = 1, .reusable = false}}, SHIFT(181),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 4),
  [151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(310),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [163] = {.entry = {.count = 1, .reusable = false}}, SHIFT(257),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(205),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [171] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(316),
  [175] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [177] = {.entry = {.count = 1, .reusable = false}}, SHIFT(311),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 4),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [187] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 4),
  [189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [193] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 4),
  [197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [199] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 18),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [203] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [205] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [207] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [209] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [211] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [213] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 37),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [233] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 16),
  [237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 57),
  [239] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 39),
  [241] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 36),
  [245] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [247] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 16),
  [251] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [253] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 16),
  [255] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [257] = {.entry = {.count = 1, .reusable = false}}, SHIFT(23),
  [259] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 27),
  [263] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [265] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 46),
  [267] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [269] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(259),
  [273] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [275] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [277] = {.entry = {.count = 1, .reusable = true}}, SHIFT(314),
  [279] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [281] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 34),
  [283] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 28),
  [285] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 61),
  [287] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [289] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 70),
  [291] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 12),
  [293] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [295] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [297] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [301] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(60),
  [304] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(60),
  [307] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(310),
  [310] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(237),
  [313] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(257),
  [316] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(205),
  [319] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [321] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [323] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [325] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [327] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [329] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [331] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [333] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [339] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [341] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [343] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [345] = {.entry = {.count = 1, .reusable = false}}, SHIFT(317),
  [347] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [349] = {.entry = {.count = 1, .reusable = false}}, SHIFT(254),
  [351] = {.entry = {.count = 1, .reusable = false}}, SHIFT(315),
  [353] = {.entry = {.count = 1, .reusable = false}}, SHIFT(248),
  [355] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [358] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(71),
  [361] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(316),
  [364] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(252),
  [367] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(311),
  [370] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(240),
  [373] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [375] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [380] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [383] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(277),
  [386] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [389] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [391] = {.entry = {.count = 1, .reusable = false}}, SHIFT(135),
  [393] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [395] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [397] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [399] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [401] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [403] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [405] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [408] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(317),
  [411] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [414] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(254),
  [417] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(315),
  [420] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(248),
  [423] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [425] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 30),
  [427] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [429] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [431] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [434] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [436] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(314),
  [439] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(247),
  [442] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [444] = {.entry = {.count = 1, .reusable = false}}, SHIFT(285),
  [446] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 31),
  [454] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 31),
  [456] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 31),
  [458] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 41),
  [460] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 41),
  [462] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 31),
  [464] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 31),
  [466] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 69),
  [468] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 69),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 5),
  [472] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 19),
  [474] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 19),
  [476] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 72),
  [478] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 72),
  [480] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 31),
  [482] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 31),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 31),
  [486] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 31),
  [488] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 50),
  [490] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 50),
  [492] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [494] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [498] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [500] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [504] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [510] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 32),
  [512] = {.entry = {.count = 1, .reusable = true}}, SHIFT(291),
  [514] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 3, 0, 32),
  [516] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(127),
  [519] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(127),
  [522] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [524] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [530] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [532] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 2),
  [534] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 14),
  [536] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 14),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [540] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [542] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [544] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [546] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 10),
  [548] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 10),
  [550] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [552] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [554] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [556] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [558] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [560] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [562] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [564] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [566] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [568] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(270),
  [571] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [574] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [580] = {.entry = {.count = 1, .reusable = false}}, SHIFT(158),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 49),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [588] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 3),
  [594] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [596] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [598] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [600] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 29),
  [602] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [604] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [608] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [610] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 66),
  [614] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 66), SHIFT_REPEAT(43),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [619] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [621] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [627] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [629] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(160),
  [632] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(160),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [637] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [639] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [641] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 63),
  [643] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 63), SHIFT_REPEAT(145),
  [646] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [648] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [650] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 13),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [656] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 62),
  [658] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 48),
  [660] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [662] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [664] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [666] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 48),
  [668] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [670] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [672] = {.entry = {.count = 1, .reusable = false}}, SHIFT(161),
  [674] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 54),
  [676] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [678] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [680] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [682] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [684] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [686] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [688] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [690] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [692] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 68),
  [694] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 71),
  [696] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 8),
  [698] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [700] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 73),
  [702] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 74),
  [704] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 75),
  [706] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 76),
  [708] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 77),
  [710] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [712] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 78),
  [714] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 33),
  [716] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 79),
  [718] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 80),
  [720] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 35),
  [722] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [724] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [726] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [728] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [730] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [732] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 38),
  [734] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 35),
  [736] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 15), SHIFT_REPEAT(282),
  [739] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 40),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 35),
  [743] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [747] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 17),
  [749] = {.entry = {.count = 1, .reusable = false}}, SHIFT(303),
  [751] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [753] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 42),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 43),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 44),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 45),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 17),
  [763] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 47),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 9),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 17),
  [769] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [771] = {.entry = {.count = 1, .reusable = false}}, SHIFT(267),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 9),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [779] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 53),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 20),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 21),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 55),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 22),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [791] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [793] = {.entry = {.count = 1, .reusable = false}}, SHIFT(279),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 23),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 56),
  [799] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 24),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 58),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 59),
  [805] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 25),
  [807] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 60),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 26),
  [811] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [817] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 64),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 53),
  [821] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [823] = {.entry = {.count = 1, .reusable = false}}, SHIFT(98),
  [825] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
  [827] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [829] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [831] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [833] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [835] = {.entry = {.count = 1, .reusable = false}}, SHIFT(283),
  [837] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [839] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(313),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 65),
  [855] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [857] = {.entry = {.count = 1, .reusable = false}}, SHIFT(289),
  [859] = {.entry = {.count = 1, .reusable = false}}, SHIFT(131),
  [861] = {.entry = {.count = 1, .reusable = false}}, SHIFT(293),
  [863] = {.entry = {.count = 1, .reusable = false}}, SHIFT(295),
  [865] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [871] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [873] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [875] = {.entry = {.count = 1, .reusable = false}}, SHIFT(113),
  [877] = {.entry = {.count = 1, .reusable = false}}, SHIFT(299),
  [879] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [881] = {.entry = {.count = 1, .reusable = false}}, SHIFT(302),
  [883] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [887] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [889] = {.entry = {.count = 1, .reusable = false}}, SHIFT(307),
  [891] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [895] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 67),
  [897] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(306),
  [903] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [905] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [907] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(290),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [915] = {.entry = {.count = 1, .reusable = false}}, SHIFT(308),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [923] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [927] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 51),
  [929] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 52),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [939] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [943] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [947] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [959] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 11),
  [961] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [965] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [975] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [977] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [979] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [981] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [983] = {.entry = {.count = 1, .reusable = false}}, SHIFT(261),
  [985] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [987] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [991] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [993] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [995] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [997] = {.entry = {.count = 1, .reusable = false}}, SHIFT(318),
  [999] = {.entry = {.count = 1, .reusable = false}}, SHIFT(288),
  [1001] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [1003] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [1005] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [1007] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [1009] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
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
void *tree_sitter_condor_submit_external_scanner_create(void);
void tree_sitter_condor_submit_external_scanner_destroy(void *);
bool tree_sitter_condor_submit_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_condor_submit_external_scanner_serialize(void *, char *);
void tree_sitter_condor_submit_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_condor_submit(void) {
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
      tree_sitter_condor_submit_external_scanner_create,
      tree_sitter_condor_submit_external_scanner_destroy,
      tree_sitter_condor_submit_external_scanner_scan,
      tree_sitter_condor_submit_external_scanner_serialize,
      tree_sitter_condor_submit_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
