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
#define STATE_COUNT 324
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 120
#define ALIAS_COUNT 1
#define TOKEN_COUNT 73
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 33
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 84

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
  sym__include_keyword = 26,
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
  sym__include_as_key = 98,
  sym_assignment = 99,
  sym_invalid_line = 100,
  sym_heredoc_assignment = 101,
  sym_heredoc_body = 102,
  sym_value = 103,
  sym__value_part = 104,
  sym_macro_reference = 105,
  sym_default_value = 106,
  sym_macro_function = 107,
  sym_machine_reference = 108,
  aux_sym_source_file_repeat1 = 109,
  aux_sym_queue_count_repeat1 = 110,
  aux_sym_item_list_repeat1 = 111,
  aux_sym_variable_list_repeat1 = 112,
  aux_sym_use_repeat1 = 113,
  aux_sym_if_block_repeat1 = 114,
  aux_sym_condition_expression_repeat1 = 115,
  aux_sym_key_repeat1 = 116,
  aux_sym_heredoc_body_repeat1 = 117,
  aux_sym_value_repeat1 = 118,
  aux_sym_default_value_repeat1 = 119,
  alias_sym_key_prefix = 120,
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
  [aux_sym_include_token1] = "ifexist",
  [aux_sym_include_token2] = "ifexists",
  [aux_sym_include_token3] = "command",
  [aux_sym_include_token4] = "output",
  [aux_sym_include_token5] = "into",
  [aux_sym_include_token6] = "path",
  [sym__include_keyword] = "include",
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
  [sym__include_keyword] = sym__include_keyword,
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
  [3] = {.index = 1, .length = 1},
  [4] = {.index = 2, .length = 1},
  [5] = {.index = 3, .length = 1},
  [6] = {.index = 4, .length = 2},
  [7] = {.index = 6, .length = 4},
  [8] = {.index = 10, .length = 5},
  [9] = {.index = 15, .length = 5},
  [10] = {.index = 20, .length = 2},
  [11] = {.index = 22, .length = 2},
  [12] = {.index = 24, .length = 1},
  [13] = {.index = 25, .length = 2},
  [14] = {.index = 27, .length = 2},
  [15] = {.index = 29, .length = 3},
  [16] = {.index = 32, .length = 2},
  [17] = {.index = 34, .length = 2},
  [18] = {.index = 36, .length = 2},
  [19] = {.index = 38, .length = 2},
  [20] = {.index = 40, .length = 2},
  [21] = {.index = 42, .length = 1},
  [22] = {.index = 43, .length = 5},
  [23] = {.index = 48, .length = 6},
  [24] = {.index = 54, .length = 6},
  [25] = {.index = 60, .length = 5},
  [26] = {.index = 65, .length = 6},
  [27] = {.index = 71, .length = 6},
  [28] = {.index = 77, .length = 1},
  [29] = {.index = 78, .length = 1},
  [30] = {.index = 79, .length = 1},
  [31] = {.index = 80, .length = 1},
  [32] = {.index = 81, .length = 1},
  [33] = {.index = 82, .length = 1},
  [34] = {.index = 83, .length = 3},
  [35] = {.index = 86, .length = 3},
  [36] = {.index = 89, .length = 3},
  [37] = {.index = 92, .length = 4},
  [38] = {.index = 96, .length = 3},
  [39] = {.index = 99, .length = 2},
  [40] = {.index = 101, .length = 2},
  [41] = {.index = 103, .length = 2},
  [42] = {.index = 105, .length = 3},
  [43] = {.index = 108, .length = 3},
  [44] = {.index = 111, .length = 2},
  [45] = {.index = 113, .length = 6},
  [46] = {.index = 119, .length = 7},
  [47] = {.index = 126, .length = 7},
  [48] = {.index = 133, .length = 2},
  [49] = {.index = 135, .length = 2},
  [50] = {.index = 137, .length = 2},
  [51] = {.index = 139, .length = 1},
  [52] = {.index = 140, .length = 2},
  [53] = {.index = 142, .length = 1},
  [54] = {.index = 143, .length = 1},
  [55] = {.index = 144, .length = 2},
  [56] = {.index = 146, .length = 1},
  [57] = {.index = 147, .length = 1},
  [58] = {.index = 148, .length = 4},
  [59] = {.index = 152, .length = 3},
  [60] = {.index = 155, .length = 3},
  [61] = {.index = 158, .length = 3},
  [62] = {.index = 161, .length = 4},
  [63] = {.index = 165, .length = 3},
  [64] = {.index = 168, .length = 2},
  [65] = {.index = 170, .length = 2},
  [66] = {.index = 172, .length = 2},
  [67] = {.index = 174, .length = 2},
  [68] = {.index = 176, .length = 2},
  [69] = {.index = 178, .length = 2},
  [70] = {.index = 180, .length = 4},
  [71] = {.index = 184, .length = 4},
  [72] = {.index = 188, .length = 2},
  [73] = {.index = 190, .length = 3},
  [74] = {.index = 193, .length = 3},
  [75] = {.index = 188, .length = 2},
  [76] = {.index = 196, .length = 2},
  [77] = {.index = 198, .length = 2},
  [78] = {.index = 200, .length = 3},
  [79] = {.index = 203, .length = 5},
  [80] = {.index = 208, .length = 5},
  [81] = {.index = 213, .length = 4},
  [82] = {.index = 217, .length = 3},
  [83] = {.index = 220, .length = 6},
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
    {field_key, 0},
    {field_name, 0, .inherited = true},
    {field_operator, 1},
  [32] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [34] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [36] =
    {field_mode, 0},
    {field_slice, 1},
  [38] =
    {field_items, 1},
    {field_mode, 0},
  [40] =
    {field_mode, 0},
    {field_qualifier, 1},
  [42] =
    {field_function, 0},
  [43] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [48] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [54] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [60] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [65] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [71] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [77] =
    {field_target, 2},
  [78] =
    {field_ifexist, 1},
  [79] =
    {field_command, 1},
  [80] =
    {field_category, 1},
  [81] =
    {field_negated, 0},
  [82] =
    {field_name, 1},
  [83] =
    {field_attribute_marker, 0},
    {field_name, 2},
    {field_prefix, 1, .inherited = true},
  [86] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [89] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
  [92] =
    {field_key, 0},
    {field_name, 0, .inherited = true},
    {field_operator, 1},
    {field_value, 2},
  [96] =
    {field_items, 2},
    {field_mode, 0},
    {field_slice, 1},
  [99] =
    {field_mode, 0},
    {field_slice, 2},
  [101] =
    {field_mode, 0},
    {field_options, 2},
  [103] =
    {field_items, 2},
    {field_mode, 0},
  [105] =
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [108] =
    {field_items, 2},
    {field_mode, 0},
    {field_qualifier, 1},
  [111] =
    {field_arguments, 1},
    {field_function, 0},
  [113] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [119] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_options, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [126] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_qualifier, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [133] =
    {field_ifexist, 1},
    {field_target, 3},
  [135] =
    {field_command, 2},
    {field_ifexist, 1},
  [137] =
    {field_command, 1},
    {field_target, 3},
  [139] =
    {field_template, 0},
  [140] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [142] =
    {field_expression, 1},
  [143] =
    {field_template, 2},
  [144] =
    {field_operator, 1},
    {field_version, 2},
  [146] =
    {field_condition, 1},
  [147] =
    {field_alternative, 0},
  [148] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_value, 3},
  [152] =
    {field_items, 3},
    {field_mode, 0},
    {field_slice, 2},
  [155] =
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [158] =
    {field_items, 3},
    {field_mode, 0},
    {field_options, 2},
  [161] =
    {field_items, 3},
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [165] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [168] =
    {field_command, 1},
    {field_into, 3},
  [170] =
    {field_arguments, 1},
    {field_name, 0},
  [172] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [174] =
    {field_alternative, 3},
    {field_condition, 1},
  [176] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [178] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [180] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [184] =
    {field_items, 4},
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [188] =
    {field_default, 3},
    {field_name, 1},
  [190] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [193] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [196] =
    {field_alternative, 4},
    {field_condition, 1},
  [198] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [200] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [203] =
    {field_end, 5},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
  [208] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [213] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [217] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
  [220] =
    {field_body, 5},
    {field_end, 6},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [2] = {
    [0] = sym_identifier,
  },
  [12] = {
    [0] = alias_sym_key_prefix,
  },
  [75] = {
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
  [14] = 14,
  [15] = 14,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 17,
  [22] = 16,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 23,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 19,
  [31] = 20,
  [32] = 32,
  [33] = 18,
  [34] = 34,
  [35] = 27,
  [36] = 25,
  [37] = 29,
  [38] = 32,
  [39] = 34,
  [40] = 24,
  [41] = 41,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 28,
  [53] = 53,
  [54] = 54,
  [55] = 28,
  [56] = 49,
  [57] = 48,
  [58] = 58,
  [59] = 42,
  [60] = 44,
  [61] = 50,
  [62] = 51,
  [63] = 46,
  [64] = 41,
  [65] = 53,
  [66] = 66,
  [67] = 43,
  [68] = 47,
  [69] = 66,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 58,
  [74] = 74,
  [75] = 74,
  [76] = 74,
  [77] = 74,
  [78] = 74,
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
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 88,
  [98] = 98,
  [99] = 93,
  [100] = 90,
  [101] = 91,
  [102] = 92,
  [103] = 89,
  [104] = 104,
  [105] = 96,
  [106] = 95,
  [107] = 98,
  [108] = 94,
  [109] = 96,
  [110] = 104,
  [111] = 98,
  [112] = 95,
  [113] = 104,
  [114] = 94,
  [115] = 90,
  [116] = 93,
  [117] = 91,
  [118] = 92,
  [119] = 89,
  [120] = 90,
  [121] = 93,
  [122] = 91,
  [123] = 92,
  [124] = 89,
  [125] = 125,
  [126] = 126,
  [127] = 93,
  [128] = 128,
  [129] = 129,
  [130] = 92,
  [131] = 131,
  [132] = 89,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 134,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 90,
  [141] = 141,
  [142] = 139,
  [143] = 91,
  [144] = 144,
  [145] = 144,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 133,
  [153] = 129,
  [154] = 154,
  [155] = 155,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 128,
  [160] = 160,
  [161] = 135,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 156,
  [167] = 167,
  [168] = 168,
  [169] = 169,
  [170] = 165,
  [171] = 171,
  [172] = 169,
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
  [235] = 175,
  [236] = 236,
  [237] = 237,
  [238] = 216,
  [239] = 190,
  [240] = 240,
  [241] = 206,
  [242] = 212,
  [243] = 178,
  [244] = 221,
  [245] = 236,
  [246] = 246,
  [247] = 217,
  [248] = 175,
  [249] = 212,
  [250] = 221,
  [251] = 246,
  [252] = 252,
  [253] = 217,
  [254] = 175,
  [255] = 221,
  [256] = 175,
  [257] = 221,
  [258] = 246,
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
  [275] = 275,
  [276] = 276,
  [277] = 277,
  [278] = 278,
  [279] = 279,
  [280] = 280,
  [281] = 281,
  [282] = 282,
  [283] = 283,
  [284] = 284,
  [285] = 285,
  [286] = 286,
  [287] = 277,
  [288] = 288,
  [289] = 289,
  [290] = 264,
  [291] = 291,
  [292] = 263,
  [293] = 266,
  [294] = 272,
  [295] = 285,
  [296] = 296,
  [297] = 265,
  [298] = 285,
  [299] = 299,
  [300] = 300,
  [301] = 301,
  [302] = 265,
  [303] = 263,
  [304] = 272,
  [305] = 305,
  [306] = 306,
  [307] = 285,
  [308] = 308,
  [309] = 263,
  [310] = 260,
  [311] = 311,
  [312] = 285,
  [313] = 313,
  [314] = 263,
  [315] = 300,
  [316] = 301,
  [317] = 274,
  [318] = 261,
  [319] = 260,
  [320] = 301,
  [321] = 260,
  [322] = 260,
  [323] = 300,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '!', 281,
        '#', 333,
        '$', 382,
        '(', 236,
        ')', 241,
        '+', 340,
        ',', 244,
        '-', 341,
        '.', 342,
        ':', 207,
        '=', 378,
        '@', 44,
        '[', 338,
        '\\', 384,
        ']', 26,
        'A', 143,
        'a', 143,
        'C', 153,
        'c', 153,
        'D', 108,
        'd', 108,
        'E', 164,
        'e', 164,
        'F', 294,
        'f', 294,
        'I', 126,
        'i', 126,
        'M', 98,
        'm', 98,
        'N', 154,
        'n', 154,
        'O', 179,
        'o', 179,
        'Q', 182,
        'q', 182,
        'T', 297,
        't', 297,
        'U', 172,
        'u', 172,
        'V', 119,
        'v', 119,
        'W', 100,
        'w', 100,
        'Y', 116,
        'y', 116,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(193);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(292);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 330,
        '!', 45,
        '$', 15,
        '-', 327,
        '\\', 9,
        'F', 295,
        'f', 295,
        'N', 319,
        'n', 319,
        'T', 296,
        't', 296,
        'U', 325,
        'u', 325,
        'Y', 310,
        'y', 310,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      if (lookahead != 0) ADVANCE(329);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 330,
        '!', 45,
        '$', 15,
        '-', 327,
        '\\', 9,
        'F', 295,
        'f', 295,
        'N', 319,
        'n', 319,
        'T', 296,
        't', 296,
        'Y', 310,
        'y', 310,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      if (lookahead != 0) ADVANCE(329);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 330,
        '#', 333,
        '+', 339,
        '-', 341,
        ':', 208,
        '@', 107,
        '\\', 9,
        'E', 362,
        'e', 362,
        'I', 355,
        'i', 355,
        'Q', 375,
        'q', 375,
        'U', 373,
        'u', 373,
        'W', 345,
        'w', 345,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 330,
        '#', 333,
        '+', 339,
        '-', 341,
        ':', 209,
        '@', 107,
        '\\', 9,
        'E', 366,
        'e', 366,
        'I', 355,
        'i', 355,
        'Q', 375,
        'q', 375,
        'U', 373,
        'u', 373,
        'W', 345,
        'w', 345,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '#') ADVANCE(336);
      if (lookahead == ')') ADVANCE(241);
      if (lookahead == '\\') ADVANCE(242);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(243);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == ')') ADVANCE(241);
      if (lookahead == '\\') ADVANCE(238);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(239);
      if (lookahead != 0) ADVANCE(240);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0) ADVANCE(87);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(188);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(380);
      END_STATE();
    case 9:
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '!', 282,
        '$', 15,
        '-', 327,
        '\\', 9,
        'D', 307,
        'd', 307,
        'F', 295,
        'f', 295,
        'N', 319,
        'n', 319,
        'T', 296,
        't', 296,
        'V', 309,
        'v', 309,
        'Y', 310,
        'y', 310,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(329);
      END_STATE();
    case 11:
      if (lookahead == '#') ADVANCE(87);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 12:
      if (lookahead == '$') ADVANCE(382);
      if (lookahead == ')') ADVANCE(241);
      if (lookahead == '\\') ADVANCE(384);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(403);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(404);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(30);
      if (lookahead == ',') ADVANCE(32);
      if (lookahead == ';') ADVANCE(40);
      if (lookahead == '=') ADVANCE(378);
      if (lookahead == '|') ADVANCE(42);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 15:
      ADVANCE_MAP(
        '(', 401,
        'B', 46,
        'C', 60,
        'D', 61,
        'E', 67,
        'F', 19,
        'I', 68,
        'R', 49,
        'S', 81,
      );
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 17:
      if (lookahead == '(') ADVANCE(409);
      END_STATE();
    case 18:
      if (lookahead == '(') ADVANCE(408);
      END_STATE();
    case 19:
      ADVANCE_MAP(
        '(', 408,
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
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '(') ADVANCE(29);
      if (lookahead == ')') ADVANCE(268);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(21);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(241);
      if (lookahead == '\\') ADVANCE(405);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(407);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 25:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(25);
      END_STATE();
    case 26:
      if (lookahead == ')') ADVANCE(414);
      END_STATE();
    case 27:
      if (lookahead == ')') ADVANCE(414);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(413);
      END_STATE();
    case 28:
      if (lookahead == ')') ADVANCE(240);
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
      if (lookahead == '*') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 31:
      ADVANCE_MAP(
        '+', 13,
        ':', 207,
        '=', 378,
        '\\', 9,
        'C', 153,
        'c', 153,
        'F', 167,
        'f', 167,
        'I', 125,
        'i', 125,
        'M', 98,
        'm', 98,
        'O', 179,
        'o', 179,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(31);
      END_STATE();
    case 32:
      if (lookahead == ',') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 33:
      if (lookahead == '-') ADVANCE(190);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(37);
      END_STATE();
    case 34:
      if (lookahead == ':') ADVANCE(207);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(150);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(34);
      END_STATE();
    case 35:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      END_STATE();
    case 36:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(36);
      END_STATE();
    case 37:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(36);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(37);
      END_STATE();
    case 38:
      if (lookahead == ':') ADVANCE(270);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(38);
      END_STATE();
    case 39:
      if (lookahead == ':') ADVANCE(114);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(137);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(39);
      END_STATE();
    case 40:
      if (lookahead == ';') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 41:
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(378);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(381);
      END_STATE();
    case 44:
      if (lookahead == '=') ADVANCE(381);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(164);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(172);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(100);
      END_STATE();
    case 45:
      if (lookahead == '=') ADVANCE(329);
      END_STATE();
    case 46:
      if (lookahead == 'A') ADVANCE(78);
      END_STATE();
    case 47:
      if (lookahead == 'A') ADVANCE(64);
      END_STATE();
    case 48:
      if (lookahead == 'A') ADVANCE(66);
      END_STATE();
    case 49:
      if (lookahead == 'A') ADVANCE(69);
      if (lookahead == 'E') ADVANCE(47);
      END_STATE();
    case 50:
      if (lookahead == 'B') ADVANCE(79);
      END_STATE();
    case 51:
      if (lookahead == 'C') ADVANCE(60);
      if (lookahead == 'I') ADVANCE(72);
      END_STATE();
    case 52:
      if (lookahead == 'C') ADVANCE(54);
      END_STATE();
    case 53:
      if (lookahead == 'D') ADVANCE(74);
      END_STATE();
    case 54:
      if (lookahead == 'E') ADVANCE(18);
      END_STATE();
    case 55:
      if (lookahead == 'E') ADVANCE(59);
      END_STATE();
    case 56:
      if (lookahead == 'E') ADVANCE(71);
      END_STATE();
    case 57:
      if (lookahead == 'E') ADVANCE(75);
      END_STATE();
    case 58:
      if (lookahead == 'G') ADVANCE(18);
      END_STATE();
    case 59:
      if (lookahead == 'G') ADVANCE(57);
      END_STATE();
    case 60:
      if (lookahead == 'H') ADVANCE(73);
      END_STATE();
    case 61:
      if (lookahead == 'I') ADVANCE(77);
      END_STATE();
    case 62:
      if (lookahead == 'I') ADVANCE(52);
      END_STATE();
    case 63:
      if (lookahead == 'I') ADVANCE(70);
      END_STATE();
    case 64:
      if (lookahead == 'L') ADVANCE(18);
      END_STATE();
    case 65:
      if (lookahead == 'M') ADVANCE(96);
      END_STATE();
    case 66:
      if (lookahead == 'M') ADVANCE(54);
      END_STATE();
    case 67:
      if (lookahead == 'N') ADVANCE(84);
      if (lookahead == 'V') ADVANCE(47);
      END_STATE();
    case 68:
      if (lookahead == 'N') ADVANCE(80);
      END_STATE();
    case 69:
      if (lookahead == 'N') ADVANCE(53);
      END_STATE();
    case 70:
      if (lookahead == 'N') ADVANCE(58);
      END_STATE();
    case 71:
      if (lookahead == 'N') ADVANCE(48);
      END_STATE();
    case 72:
      if (lookahead == 'N') ADVANCE(83);
      END_STATE();
    case 73:
      if (lookahead == 'O') ADVANCE(62);
      END_STATE();
    case 74:
      if (lookahead == 'O') ADVANCE(65);
      END_STATE();
    case 75:
      if (lookahead == 'R') ADVANCE(18);
      END_STATE();
    case 76:
      if (lookahead == 'R') ADVANCE(63);
      END_STATE();
    case 77:
      if (lookahead == 'R') ADVANCE(71);
      END_STATE();
    case 78:
      if (lookahead == 'S') ADVANCE(56);
      END_STATE();
    case 79:
      if (lookahead == 'S') ADVANCE(82);
      END_STATE();
    case 80:
      if (lookahead == 'T') ADVANCE(18);
      END_STATE();
    case 81:
      if (lookahead == 'T') ADVANCE(76);
      if (lookahead == 'U') ADVANCE(50);
      END_STATE();
    case 82:
      if (lookahead == 'T') ADVANCE(75);
      END_STATE();
    case 83:
      if (lookahead == 'T') ADVANCE(55);
      END_STATE();
    case 84:
      if (lookahead == 'V') ADVANCE(18);
      END_STATE();
    case 85:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(85);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(402);
      END_STATE();
    case 86:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(86);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 87:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(87);
      END_STATE();
    case 88:
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == ']') ADVANCE(233);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(386);
      END_STATE();
    case 89:
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == ']') ADVANCE(233);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(386);
      END_STATE();
    case 90:
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 91:
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 92:
      if (lookahead == '\\') ADVANCE(411);
      if (lookahead == ']') ADVANCE(27);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(412);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(413);
      END_STATE();
    case 93:
      if (lookahead == '\\') ADVANCE(262);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(263);
      END_STATE();
    case 94:
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(287);
      END_STATE();
    case 95:
      if (lookahead == ']') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(95);
      END_STATE();
    case 96:
      if (lookahead == '_') ADVANCE(51);
      END_STATE();
    case 97:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(191);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(303);
      END_STATE();
    case 98:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(174);
      END_STATE();
    case 99:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(144);
      END_STATE();
    case 100:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(162);
      END_STATE();
    case 101:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(129);
      END_STATE();
    case 102:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(138);
      END_STATE();
    case 103:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(259);
      END_STATE();
    case 104:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(283);
      END_STATE();
    case 105:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(133);
      END_STATE();
    case 106:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(113);
      END_STATE();
    case 107:
      ADVANCE_MAP(
        'E', 164,
        'e', 164,
        'I', 147,
        'i', 147,
        'U', 172,
        'u', 172,
        'W', 100,
        'w', 100,
      );
      END_STATE();
    case 108:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(121);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(165);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(293);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(185);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(266);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(264);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(137);
      END_STATE();
    case 115:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(278);
      END_STATE();
    case 116:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(168);
      END_STATE();
    case 117:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(104);
      END_STATE();
    case 118:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(160);
      END_STATE();
    case 119:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(166);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(292);
      END_STATE();
    case 120:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(184);
      END_STATE();
    case 121:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(130);
      END_STATE();
    case 122:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(271);
      END_STATE();
    case 123:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(276);
      END_STATE();
    case 124:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(273);
      END_STATE();
    case 125:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(110);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(223);
      END_STATE();
    case 126:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(110);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(223);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(118);
      END_STATE();
    case 127:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(228);
      END_STATE();
    case 128:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(38);
      END_STATE();
    case 129:
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(136);
      END_STATE();
    case 130:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(151);
      END_STATE();
    case 131:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(123);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(115);
      END_STATE();
    case 132:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(158);
      END_STATE();
    case 133:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(124);
      END_STATE();
    case 134:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(145);
      END_STATE();
    case 135:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(171);
      END_STATE();
    case 136:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(148);
      END_STATE();
    case 137:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(131);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(105);
      END_STATE();
    case 138:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(181);
      END_STATE();
    case 139:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(173);
      END_STATE();
    case 140:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(225);
      END_STATE();
    case 141:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(142);
      END_STATE();
    case 142:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(99);
      END_STATE();
    case 143:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(186);
      END_STATE();
    case 144:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(103);
      END_STATE();
    case 145:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(128);
      END_STATE();
    case 146:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(288);
      END_STATE();
    case 147:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(102);
      END_STATE();
    case 148:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(127);
      END_STATE();
    case 149:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(105);
      END_STATE();
    case 150:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(178);
      END_STATE();
    case 151:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(117);
      END_STATE();
    case 152:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(134);
      END_STATE();
    case 153:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(141);
      END_STATE();
    case 154:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(293);
      END_STATE();
    case 155:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(261);
      END_STATE();
    case 156:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(140);
      END_STATE();
    case 157:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(161);
      END_STATE();
    case 158:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(146);
      END_STATE();
    case 159:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(180);
      END_STATE();
    case 160:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(214);
      END_STATE();
    case 161:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(35);
      END_STATE();
    case 162:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(152);
      END_STATE();
    case 163:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(157);
      END_STATE();
    case 164:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(163);
      END_STATE();
    case 165:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(169);
      END_STATE();
    case 166:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(170);
      END_STATE();
    case 167:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(156);
      END_STATE();
    case 168:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(293);
      END_STATE();
    case 169:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(231);
      END_STATE();
    case 170:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(132);
      END_STATE();
    case 171:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(177);
      END_STATE();
    case 172:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(111);
      END_STATE();
    case 173:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(109);
      END_STATE();
    case 174:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(101);
      END_STATE();
    case 175:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(159);
      END_STATE();
    case 176:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(260);
      END_STATE();
    case 177:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(257);
      END_STATE();
    case 178:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(155);
      END_STATE();
    case 179:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(175);
      END_STATE();
    case 180:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(176);
      END_STATE();
    case 181:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(106);
      END_STATE();
    case 182:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(120);
      END_STATE();
    case 183:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(109);
      END_STATE();
    case 184:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(112);
      END_STATE();
    case 185:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(135);
      END_STATE();
    case 186:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(232);
      END_STATE();
    case 187:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(291);
      END_STATE();
    case 188:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(188);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(380);
      END_STATE();
    case 189:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(292);
      END_STATE();
    case 190:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(37);
      END_STATE();
    case 191:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(303);
      END_STATE();
    case 192:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(413);
      END_STATE();
    case 193:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '!', 281,
        '#', 333,
        '$', 382,
        '(', 235,
        ')', 241,
        '+', 340,
        ',', 244,
        '-', 341,
        ':', 207,
        '=', 378,
        '@', 44,
        '[', 338,
        '\\', 384,
        ']', 26,
        'A', 143,
        'a', 143,
        'C', 153,
        'c', 153,
        'D', 108,
        'd', 108,
        'E', 164,
        'e', 164,
        'F', 294,
        'f', 294,
        'I', 126,
        'i', 126,
        'M', 98,
        'm', 98,
        'N', 154,
        'n', 154,
        'O', 179,
        'o', 179,
        'Q', 182,
        'q', 182,
        'T', 297,
        't', 297,
        'U', 172,
        'u', 172,
        'V', 119,
        'v', 119,
        'W', 100,
        'w', 100,
        'Y', 116,
        'y', 116,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(193);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(292);
      END_STATE();
    case 194:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '!', 187,
        '#', 333,
        '+', 339,
        '-', 341,
        ':', 210,
        '@', 107,
        '\\', 9,
        'E', 372,
        'e', 372,
        'I', 355,
        'i', 355,
        'Q', 375,
        'q', 375,
        'U', 373,
        'u', 373,
        'W', 345,
        'w', 345,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(291);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(194);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 195:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '$', 382,
        '(', 235,
        '[', 386,
        '\\', 383,
        'A', 395,
        'a', 395,
        'D', 391,
        'd', 391,
        'F', 392,
        'f', 392,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (lookahead != 0) ADVANCE(400);
      END_STATE();
    case 196:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(382);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(386);
      if (lookahead == '\\') ADVANCE(383);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(387);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (lookahead != 0) ADVANCE(400);
      END_STATE();
    case 197:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(382);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(386);
      if (lookahead == '\\') ADVANCE(383);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(400);
      END_STATE();
    case 198:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(382);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '\\') ADVANCE(383);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (lookahead != 0) ADVANCE(400);
      END_STATE();
    case 199:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(382);
      if (lookahead == '(') ADVANCE(237);
      if (lookahead == '[') ADVANCE(386);
      if (lookahead == '\\') ADVANCE(383);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(400);
      END_STATE();
    case 200:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(382);
      if (lookahead == '\\') ADVANCE(383);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(200);
      if (lookahead != 0) ADVANCE(400);
      END_STATE();
    case 201:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '$', 15,
        ',', 244,
        '-', 222,
        '\\', 9,
        'F', 254,
        'f', 254,
        'I', 251,
        'i', 251,
        'M', 245,
        'm', 245,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(201);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '/') ADVANCE(221);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 202:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '(') ADVANCE(21);
      if (lookahead == ',') ADVANCE(244);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 203:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(342);
      if (lookahead == '@') ADVANCE(43);
      if (lookahead == '\\') ADVANCE(379);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(378);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(204);
      if (lookahead != 0) ADVANCE(380);
      END_STATE();
    case 204:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(43);
      if (lookahead == '\\') ADVANCE(379);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(378);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(204);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(380);
      END_STATE();
    case 205:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == ',') ADVANCE(244);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(137);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(149);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(218);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(219);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(213);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(220);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(216);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(217);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(221);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(221);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__queue_from_token2);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__queue_matching_token2);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym__queue_matching_token3);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(aux_sym__queue_matching_token4);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym_slice);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(sym_table_options);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(238);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(240);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == '\\') ADVANCE(238);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(239);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(240);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(240);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(242);
      if (lookahead != 0) ADVANCE(243);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(243);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(255);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(248);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(229);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(249);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(252);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(226);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(224);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(247);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(250);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(253);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(246);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(258);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_include_token2);
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
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(263);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(263);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym__include_keyword);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym__include_keyword);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(275);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(275);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(275);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(280);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(280);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(280);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(329);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(287);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(287);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(290);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(189);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(292);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(139);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(316);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(326);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(183);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(301);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(97);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(302);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(305);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(97);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(301);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(305);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(303);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(304);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(328);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(304);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(284);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(313);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(298);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(321);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(322);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(306);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(285);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(314);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(318);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(320);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(324);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(289);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(311);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(298);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(317);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(323);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(298);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(315);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(308);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(312);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(308);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(304);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(329);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(87);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(337);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(336);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(334);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(336);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(335);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(336);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(332);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(336);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(336);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(337);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym_section);
      if (lookahead == ']') ADVANCE(233);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ':' ||
          lookahead == '=') ADVANCE(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(338);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(30);
      if (lookahead == ',') ADVANCE(32);
      if (lookahead == ';') ADVANCE(40);
      if (lookahead == '=') ADVANCE(378);
      if (lookahead == '|') ADVANCE(42);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(270);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(38);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(369);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(363);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(361);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(351);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(267);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(370);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(376);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(272);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(346);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(353);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(277);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(344);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(356);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(352);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(365);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(357);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(359);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(347);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(368);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(374);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(360);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(358);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(347);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(368);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(371);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(367);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(364);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(215);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(343);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(368);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(349);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(348);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(354);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(350);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(188);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(380);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(188);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(380);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 17,
        '(', 401,
        'B', 46,
        'C', 60,
        'D', 61,
        'E', 67,
        'F', 19,
        'I', 68,
        'R', 49,
        'S', 81,
      );
      END_STATE();
    case 383:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == ']') ADVANCE(233);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(386);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(388);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(394);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(227);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(398);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(390);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(389);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(399);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(232);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(400);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(402);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(403);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(404);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(404);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(405);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(407);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(405);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(407);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(407);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(410);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == ']') ADVANCE(192);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(411);
      if (lookahead != 0) ADVANCE(413);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(411);
      if (lookahead == ']') ADVANCE(27);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(412);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(413);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(192);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(413);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 194},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 194},
  [8] = {.lex_state = 194},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 194},
  [13] = {.lex_state = 194},
  [14] = {.lex_state = 195},
  [15] = {.lex_state = 195},
  [16] = {.lex_state = 199},
  [17] = {.lex_state = 196},
  [18] = {.lex_state = 201},
  [19] = {.lex_state = 197},
  [20] = {.lex_state = 197},
  [21] = {.lex_state = 196},
  [22] = {.lex_state = 199},
  [23] = {.lex_state = 197},
  [24] = {.lex_state = 198},
  [25] = {.lex_state = 198},
  [26] = {.lex_state = 197},
  [27] = {.lex_state = 198},
  [28] = {.lex_state = 3},
  [29] = {.lex_state = 198},
  [30] = {.lex_state = 197},
  [31] = {.lex_state = 197},
  [32] = {.lex_state = 198},
  [33] = {.lex_state = 201},
  [34] = {.lex_state = 198},
  [35] = {.lex_state = 198},
  [36] = {.lex_state = 198},
  [37] = {.lex_state = 198},
  [38] = {.lex_state = 198},
  [39] = {.lex_state = 198},
  [40] = {.lex_state = 198},
  [41] = {.lex_state = 200},
  [42] = {.lex_state = 200},
  [43] = {.lex_state = 200},
  [44] = {.lex_state = 200},
  [45] = {.lex_state = 10},
  [46] = {.lex_state = 200},
  [47] = {.lex_state = 200},
  [48] = {.lex_state = 200},
  [49] = {.lex_state = 200},
  [50] = {.lex_state = 200},
  [51] = {.lex_state = 200},
  [52] = {.lex_state = 4},
  [53] = {.lex_state = 200},
  [54] = {.lex_state = 10},
  [55] = {.lex_state = 194},
  [56] = {.lex_state = 200},
  [57] = {.lex_state = 200},
  [58] = {.lex_state = 200},
  [59] = {.lex_state = 200},
  [60] = {.lex_state = 200},
  [61] = {.lex_state = 200},
  [62] = {.lex_state = 200},
  [63] = {.lex_state = 200},
  [64] = {.lex_state = 200},
  [65] = {.lex_state = 200},
  [66] = {.lex_state = 200},
  [67] = {.lex_state = 200},
  [68] = {.lex_state = 200},
  [69] = {.lex_state = 200},
  [70] = {.lex_state = 201},
  [71] = {.lex_state = 10},
  [72] = {.lex_state = 201},
  [73] = {.lex_state = 200},
  [74] = {.lex_state = 12},
  [75] = {.lex_state = 12},
  [76] = {.lex_state = 12},
  [77] = {.lex_state = 12},
  [78] = {.lex_state = 12},
  [79] = {.lex_state = 12},
  [80] = {.lex_state = 12},
  [81] = {.lex_state = 2},
  [82] = {.lex_state = 2},
  [83] = {.lex_state = 2},
  [84] = {.lex_state = 2},
  [85] = {.lex_state = 2},
  [86] = {.lex_state = 1},
  [87] = {.lex_state = 2},
  [88] = {.lex_state = 201},
  [89] = {.lex_state = 201},
  [90] = {.lex_state = 201},
  [91] = {.lex_state = 201},
  [92] = {.lex_state = 201},
  [93] = {.lex_state = 201},
  [94] = {.lex_state = 200},
  [95] = {.lex_state = 200},
  [96] = {.lex_state = 200},
  [97] = {.lex_state = 201},
  [98] = {.lex_state = 200},
  [99] = {.lex_state = 200},
  [100] = {.lex_state = 200},
  [101] = {.lex_state = 200},
  [102] = {.lex_state = 200},
  [103] = {.lex_state = 200},
  [104] = {.lex_state = 200},
  [105] = {.lex_state = 200},
  [106] = {.lex_state = 200},
  [107] = {.lex_state = 200},
  [108] = {.lex_state = 200},
  [109] = {.lex_state = 12},
  [110] = {.lex_state = 200},
  [111] = {.lex_state = 12},
  [112] = {.lex_state = 12},
  [113] = {.lex_state = 12},
  [114] = {.lex_state = 12},
  [115] = {.lex_state = 200},
  [116] = {.lex_state = 200},
  [117] = {.lex_state = 200},
  [118] = {.lex_state = 200},
  [119] = {.lex_state = 200},
  [120] = {.lex_state = 12},
  [121] = {.lex_state = 12},
  [122] = {.lex_state = 12},
  [123] = {.lex_state = 12},
  [124] = {.lex_state = 12},
  [125] = {.lex_state = 0, .external_lex_state = 2},
  [126] = {.lex_state = 0, .external_lex_state = 2},
  [127] = {.lex_state = 2},
  [128] = {.lex_state = 203},
  [129] = {.lex_state = 203},
  [130] = {.lex_state = 2},
  [131] = {.lex_state = 201},
  [132] = {.lex_state = 2},
  [133] = {.lex_state = 203},
  [134] = {.lex_state = 31},
  [135] = {.lex_state = 203},
  [136] = {.lex_state = 31},
  [137] = {.lex_state = 201},
  [138] = {.lex_state = 201},
  [139] = {.lex_state = 31},
  [140] = {.lex_state = 2},
  [141] = {.lex_state = 0, .external_lex_state = 2},
  [142] = {.lex_state = 31},
  [143] = {.lex_state = 2},
  [144] = {.lex_state = 31},
  [145] = {.lex_state = 31},
  [146] = {.lex_state = 39},
  [147] = {.lex_state = 39},
  [148] = {.lex_state = 0, .external_lex_state = 2},
  [149] = {.lex_state = 201},
  [150] = {.lex_state = 5},
  [151] = {.lex_state = 5},
  [152] = {.lex_state = 203},
  [153] = {.lex_state = 203},
  [154] = {.lex_state = 5},
  [155] = {.lex_state = 5},
  [156] = {.lex_state = 203},
  [157] = {.lex_state = 202},
  [158] = {.lex_state = 5},
  [159] = {.lex_state = 203},
  [160] = {.lex_state = 202},
  [161] = {.lex_state = 203},
  [162] = {.lex_state = 202},
  [163] = {.lex_state = 202},
  [164] = {.lex_state = 39},
  [165] = {.lex_state = 203},
  [166] = {.lex_state = 203},
  [167] = {.lex_state = 202},
  [168] = {.lex_state = 202},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 203},
  [171] = {.lex_state = 202},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 6},
  [174] = {.lex_state = 39},
  [175] = {.lex_state = 22},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 202},
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
  [190] = {.lex_state = 202},
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
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 202},
  [206] = {.lex_state = 34},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 92},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 0},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 202},
  [217] = {.lex_state = 22},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0},
  [222] = {.lex_state = 0},
  [223] = {.lex_state = 0},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 0},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 0},
  [233] = {.lex_state = 0},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 22},
  [236] = {.lex_state = 34},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 202},
  [239] = {.lex_state = 202},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 34},
  [242] = {.lex_state = 92},
  [243] = {.lex_state = 202},
  [244] = {.lex_state = 0},
  [245] = {.lex_state = 34},
  [246] = {.lex_state = 0},
  [247] = {.lex_state = 22},
  [248] = {.lex_state = 22},
  [249] = {.lex_state = 92},
  [250] = {.lex_state = 0},
  [251] = {.lex_state = 0},
  [252] = {.lex_state = 0},
  [253] = {.lex_state = 22},
  [254] = {.lex_state = 22},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 22},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 0},
  [260] = {.lex_state = 85},
  [261] = {.lex_state = 93},
  [262] = {.lex_state = 94},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 0},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 194},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 3},
  [270] = {.lex_state = 202},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 93},
  [275] = {.lex_state = 0, .external_lex_state = 3},
  [276] = {.lex_state = 0, .external_lex_state = 4},
  [277] = {.lex_state = 203},
  [278] = {.lex_state = 86},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 3},
  [281] = {.lex_state = 0},
  [282] = {.lex_state = 0, .external_lex_state = 4},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 0, .external_lex_state = 3},
  [285] = {.lex_state = 0},
  [286] = {.lex_state = 0},
  [287] = {.lex_state = 203},
  [288] = {.lex_state = 0},
  [289] = {.lex_state = 0},
  [290] = {.lex_state = 0},
  [291] = {.lex_state = 3},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 0},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 0},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 0},
  [298] = {.lex_state = 0},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 0},
  [301] = {.lex_state = 85},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 0},
  [304] = {.lex_state = 0},
  [305] = {.lex_state = 0},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 0},
  [308] = {.lex_state = 3},
  [309] = {.lex_state = 0},
  [310] = {.lex_state = 85},
  [311] = {.lex_state = 0},
  [312] = {.lex_state = 0},
  [313] = {.lex_state = 202},
  [314] = {.lex_state = 0},
  [315] = {.lex_state = 0},
  [316] = {.lex_state = 85},
  [317] = {.lex_state = 93},
  [318] = {.lex_state = 93},
  [319] = {.lex_state = 85},
  [320] = {.lex_state = 85},
  [321] = {.lex_state = 85},
  [322] = {.lex_state = 85},
  [323] = {.lex_state = 0},
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
    [aux_sym_include_token1] = ACTIONS(1),
    [aux_sym_include_token2] = ACTIONS(1),
    [aux_sym_include_token3] = ACTIONS(1),
    [aux_sym_include_token4] = ACTIONS(1),
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
    [sym_source_file] = STATE(268),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(202),
    [sym_queue_statement] = STATE(202),
    [sym_include] = STATE(202),
    [sym_use] = STATE(202),
    [sym_error_directive] = STATE(202),
    [sym_warning_directive] = STATE(202),
    [sym_if_block] = STATE(202),
    [sym_key] = STATE(156),
    [sym__include_as_key] = STATE(287),
    [sym_assignment] = STATE(202),
    [sym_invalid_line] = STATE(202),
    [sym_heredoc_assignment] = STATE(202),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(190),
    [ts_builtin_sym_end] = ACTIONS(5),
    [anon_sym_COLON] = ACTIONS(7),
    [aux_sym_queue_statement_token1] = ACTIONS(9),
    [aux_sym_queue_statement_token2] = ACTIONS(9),
    [sym__include_keyword] = ACTIONS(11),
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
  [0] = 24,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
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
    STATE(146), 1,
      aux_sym_if_block_repeat1,
    STATE(166), 1,
      sym_key,
    STATE(174), 1,
      sym_elif_clause,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    STATE(280), 1,
      sym_else_clause,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(265), 10,
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
  [85] = 24,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
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
    STATE(147), 1,
      aux_sym_if_block_repeat1,
    STATE(166), 1,
      sym_key,
    STATE(174), 1,
      sym_elif_clause,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    STATE(291), 1,
      sym_else_clause,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(2), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(265), 10,
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
  [170] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
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
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(61), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(265), 10,
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
  [242] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(47), 1,
      sym__newline,
    ACTIONS(49), 1,
      sym_comment,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(65), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(265), 10,
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
  [314] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(67), 1,
      anon_sym_COLON,
    ACTIONS(73), 1,
      sym__include_keyword,
    ACTIONS(76), 1,
      aux_sym_use_token1,
    ACTIONS(79), 1,
      aux_sym_error_directive_token1,
    ACTIONS(82), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(85), 1,
      aux_sym_if_block_token1,
    ACTIONS(90), 1,
      sym__newline,
    ACTIONS(93), 1,
      sym_comment,
    ACTIONS(96), 1,
      sym_pragma,
    ACTIONS(102), 1,
      sym_identifier,
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(70), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(99), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(88), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(265), 10,
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
  [386] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(11), 1,
      sym__include_keyword,
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
    STATE(156), 1,
      sym_key,
    STATE(190), 1,
      aux_sym_key_repeat1,
    STATE(287), 1,
      sym__include_as_key,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(199), 10,
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
  [456] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(67), 1,
      anon_sym_COLON,
    ACTIONS(73), 1,
      sym__include_keyword,
    ACTIONS(76), 1,
      aux_sym_use_token1,
    ACTIONS(79), 1,
      aux_sym_error_directive_token1,
    ACTIONS(82), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(85), 1,
      aux_sym_if_block_token1,
    ACTIONS(102), 1,
      sym_identifier,
    ACTIONS(113), 1,
      ts_builtin_sym_end,
    ACTIONS(115), 1,
      sym__newline,
    ACTIONS(118), 1,
      sym_comment,
    ACTIONS(121), 1,
      sym_pragma,
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(70), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(99), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(297), 10,
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
  [526] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
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
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(302), 10,
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
  [596] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(67), 1,
      anon_sym_COLON,
    ACTIONS(73), 1,
      sym__include_keyword,
    ACTIONS(76), 1,
      aux_sym_use_token1,
    ACTIONS(79), 1,
      aux_sym_error_directive_token1,
    ACTIONS(82), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(85), 1,
      aux_sym_if_block_token1,
    ACTIONS(88), 1,
      aux_sym_if_block_token2,
    ACTIONS(102), 1,
      sym_identifier,
    ACTIONS(132), 1,
      sym__newline,
    ACTIONS(135), 1,
      sym_comment,
    ACTIONS(138), 1,
      sym_pragma,
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(70), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(99), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(302), 10,
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
  [666] = 19,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
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
    ACTIONS(141), 1,
      aux_sym_if_block_token2,
    ACTIONS(143), 1,
      sym__newline,
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(302), 10,
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
  [736] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(7), 1,
      anon_sym_COLON,
    ACTIONS(11), 1,
      sym__include_keyword,
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
    STATE(156), 1,
      sym_key,
    STATE(190), 1,
      aux_sym_key_repeat1,
    STATE(287), 1,
      sym__include_as_key,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(198), 10,
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
  [796] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(31), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
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
    STATE(166), 1,
      sym_key,
    STATE(239), 1,
      aux_sym_key_repeat1,
    STATE(277), 1,
      sym__include_as_key,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(198), 10,
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
  [856] = 12,
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
    STATE(218), 2,
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
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [903] = 12,
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
    STATE(218), 2,
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
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [949] = 12,
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
    ACTIONS(183), 1,
      sym_slice,
    ACTIONS(185), 1,
      sym_table_options,
    ACTIONS(187), 1,
      anon_sym_LPAREN,
    ACTIONS(181), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(200), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [994] = 12,
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
    ACTIONS(191), 1,
      aux_sym__queue_from_token2,
    ACTIONS(193), 1,
      sym_slice,
    ACTIONS(189), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(214), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1039] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(197), 1,
      aux_sym_queue_count_token1,
    ACTIONS(199), 1,
      aux_sym__queue_in_token1,
    ACTIONS(201), 1,
      aux_sym__queue_from_token1,
    ACTIONS(203), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(205), 1,
      sym_variable,
    ACTIONS(207), 1,
      sym_number,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    STATE(88), 1,
      sym_queue_count,
    STATE(134), 1,
      sym_variable_list,
    STATE(177), 1,
      sym__queue_in,
    STATE(181), 1,
      sym__queue_from,
    STATE(187), 1,
      sym__queue_matching,
    ACTIONS(195), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(70), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1091] = 11,
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
    ACTIONS(215), 1,
      sym_slice,
    ACTIONS(213), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(203), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1133] = 11,
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
    ACTIONS(219), 1,
      sym_slice,
    ACTIONS(217), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(229), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1175] = 12,
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
    ACTIONS(189), 1,
      sym__newline,
    ACTIONS(221), 1,
      aux_sym__queue_from_token2,
    ACTIONS(223), 1,
      sym_slice,
    STATE(214), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1219] = 12,
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
    ACTIONS(181), 1,
      sym__newline,
    ACTIONS(187), 1,
      anon_sym_LPAREN,
    ACTIONS(225), 1,
      sym_slice,
    ACTIONS(227), 1,
      sym_table_options,
    STATE(200), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1263] = 11,
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
    ACTIONS(231), 1,
      sym_slice,
    ACTIONS(229), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(207), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1305] = 10,
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
    ACTIONS(233), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(227), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1344] = 10,
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
    STATE(204), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1383] = 11,
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
    ACTIONS(229), 1,
      sym__newline,
    ACTIONS(237), 1,
      sym_slice,
    STATE(207), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1424] = 10,
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
    STATE(195), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1463] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(241), 11,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1488] = 10,
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
    ACTIONS(245), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(230), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1527] = 11,
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
    ACTIONS(213), 1,
      sym__newline,
    ACTIONS(247), 1,
      sym_slice,
    STATE(203), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1568] = 11,
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
    ACTIONS(217), 1,
      sym__newline,
    ACTIONS(249), 1,
      sym_slice,
    STATE(229), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1609] = 10,
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
    ACTIONS(251), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(179), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1648] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(195), 1,
      sym__newline,
    ACTIONS(197), 1,
      aux_sym_queue_count_token1,
    ACTIONS(205), 1,
      sym_variable,
    ACTIONS(207), 1,
      sym_number,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
      sym_function_name,
    ACTIONS(253), 1,
      aux_sym__queue_in_token1,
    ACTIONS(255), 1,
      aux_sym__queue_from_token1,
    ACTIONS(257), 1,
      aux_sym__queue_matching_token1,
    STATE(97), 1,
      sym_queue_count,
    STATE(136), 1,
      sym_variable_list,
    STATE(177), 1,
      sym__queue_in,
    STATE(181), 1,
      sym__queue_from,
    STATE(187), 1,
      sym__queue_matching,
    STATE(70), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1699] = 10,
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
    ACTIONS(259), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(201), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1738] = 10,
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
    STATE(195), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1776] = 10,
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
    STATE(204), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1814] = 10,
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
    ACTIONS(245), 1,
      sym__newline,
    STATE(230), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1852] = 10,
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
    ACTIONS(251), 1,
      sym__newline,
    STATE(179), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1890] = 10,
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
    ACTIONS(259), 1,
      sym__newline,
    STATE(201), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1928] = 10,
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
    ACTIONS(233), 1,
      sym__newline,
    STATE(227), 2,
      sym_item_list,
      sym_value,
    ACTIONS(171), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1966] = 10,
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
    ACTIONS(261), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2003] = 10,
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
    STATE(193), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(265), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2040] = 10,
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
    STATE(180), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(267), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2077] = 10,
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
    STATE(194), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(269), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2114] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(271), 1,
      anon_sym_BANG,
    ACTIONS(273), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(275), 1,
      aux_sym_version_condition_token1,
    ACTIONS(279), 1,
      aux_sym__condition_word_token1,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    STATE(271), 1,
      sym_condition,
    ACTIONS(277), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(289), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2153] = 10,
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
    ACTIONS(285), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2190] = 10,
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
    STATE(259), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(287), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2227] = 10,
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
    STATE(234), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(289), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2264] = 10,
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
    ACTIONS(291), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2301] = 10,
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
    STATE(213), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(293), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2338] = 10,
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
    STATE(223), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(295), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2375] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(241), 9,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2398] = 10,
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
    STATE(233), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(297), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2435] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(271), 1,
      anon_sym_BANG,
    ACTIONS(273), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(275), 1,
      aux_sym_version_condition_token1,
    ACTIONS(279), 1,
      aux_sym__condition_word_token1,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    STATE(273), 1,
      sym_condition,
    ACTIONS(277), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(289), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2474] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(243), 7,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(241), 8,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
  [2497] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(211), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2533] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(234), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2569] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(306), 1,
      sym_text,
    ACTIONS(309), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(312), 1,
      sym_function_name,
    ACTIONS(315), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(318), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(301), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(303), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2603] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(193), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2639] = 10,
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
    ACTIONS(269), 1,
      sym__newline,
    ACTIONS(299), 1,
      sym_text,
    STATE(194), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2675] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(213), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2711] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(223), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2747] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(215), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2783] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(189), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2819] = 10,
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
    ACTIONS(297), 1,
      sym__newline,
    ACTIONS(299), 1,
      sym_text,
    STATE(233), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2855] = 9,
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
    ACTIONS(325), 1,
      sym_text,
    ACTIONS(321), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(323), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2889] = 10,
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
    ACTIONS(267), 1,
      sym__newline,
    ACTIONS(299), 1,
      sym_text,
    STATE(180), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2925] = 10,
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
    ACTIONS(299), 1,
      sym_text,
    STATE(259), 1,
      sym_value,
    ACTIONS(171), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(69), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2961] = 9,
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
    ACTIONS(321), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    ACTIONS(327), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(73), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2994] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(209), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(211), 1,
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
  [3025] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(273), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(275), 1,
      aux_sym_version_condition_token1,
    ACTIONS(279), 1,
      aux_sym__condition_word_token1,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(339), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(288), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [3058] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(343), 1,
      aux_sym_queue_count_token1,
    ACTIONS(348), 1,
      sym_number,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(354), 1,
      sym_function_name,
    ACTIONS(341), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(72), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(346), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3089] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(301), 1,
      sym__newline,
    ACTIONS(360), 1,
      sym_text,
    ACTIONS(363), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(366), 1,
      sym_function_name,
    ACTIONS(369), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(372), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(357), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(73), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3122] = 10,
    ACTIONS(375), 1,
      anon_sym_RPAREN,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(383), 1,
      aux_sym_default_value_token1,
    ACTIONS(385), 1,
      sym_function_name,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(389), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(263), 1,
      sym_default_value,
    ACTIONS(379), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3157] = 10,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(383), 1,
      aux_sym_default_value_token1,
    ACTIONS(385), 1,
      sym_function_name,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(389), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(391), 1,
      anon_sym_RPAREN,
    STATE(292), 1,
      sym_default_value,
    ACTIONS(379), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3192] = 10,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(383), 1,
      aux_sym_default_value_token1,
    ACTIONS(385), 1,
      sym_function_name,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(389), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(393), 1,
      anon_sym_RPAREN,
    STATE(303), 1,
      sym_default_value,
    ACTIONS(379), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3227] = 10,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(383), 1,
      aux_sym_default_value_token1,
    ACTIONS(385), 1,
      sym_function_name,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(389), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(395), 1,
      anon_sym_RPAREN,
    STATE(309), 1,
      sym_default_value,
    ACTIONS(379), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3262] = 10,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(383), 1,
      aux_sym_default_value_token1,
    ACTIONS(385), 1,
      sym_function_name,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(389), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(397), 1,
      anon_sym_RPAREN,
    STATE(314), 1,
      sym_default_value,
    ACTIONS(379), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3297] = 9,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(385), 1,
      sym_function_name,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(389), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(399), 1,
      anon_sym_RPAREN,
    ACTIONS(403), 1,
      aux_sym_default_value_token1,
    ACTIONS(401), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3329] = 9,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(405), 1,
      anon_sym_RPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(413), 1,
      aux_sym_default_value_token1,
    ACTIONS(416), 1,
      sym_function_name,
    ACTIONS(419), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(422), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(407), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(80), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3361] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(427), 1,
      sym__newline,
    ACTIONS(425), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3386] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(429), 1,
      sym__newline,
    ACTIONS(425), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3411] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(433), 1,
      sym__newline,
    ACTIONS(431), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3436] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(435), 1,
      sym__newline,
    ACTIONS(425), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3461] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      sym__newline,
    ACTIONS(442), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(445), 1,
      sym_function_name,
    ACTIONS(437), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3486] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      aux_sym__condition_word_token1,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(448), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(452), 1,
      sym__newline,
    STATE(306), 1,
      sym_condition_expression,
    ACTIONS(450), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3517] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(281), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(283), 1,
      sym_function_name,
    ACTIONS(454), 1,
      sym__newline,
    ACTIONS(425), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3542] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(199), 1,
      aux_sym__queue_in_token1,
    ACTIONS(201), 1,
      aux_sym__queue_from_token1,
    ACTIONS(203), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(205), 1,
      sym_variable,
    STATE(142), 1,
      sym_variable_list,
    STATE(222), 1,
      sym__queue_in,
    STATE(224), 1,
      sym__queue_from,
    STATE(226), 1,
      sym__queue_matching,
    ACTIONS(456), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3574] = 3,
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
  [3592] = 3,
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
  [3610] = 3,
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
  [3628] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(472), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3646] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(476), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3664] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(480), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(478), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3681] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(484), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(482), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3698] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(486), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3715] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(205), 1,
      sym_variable,
    ACTIONS(253), 1,
      aux_sym__queue_in_token1,
    ACTIONS(255), 1,
      aux_sym__queue_from_token1,
    ACTIONS(257), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(456), 1,
      sym__newline,
    STATE(139), 1,
      sym_variable_list,
    STATE(222), 1,
      sym__queue_in,
    STATE(224), 1,
      sym__queue_from,
    STATE(226), 1,
      sym__queue_matching,
  [3746] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(490), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3763] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(474), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3780] = 3,
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
  [3797] = 3,
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
  [3814] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(470), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3831] = 3,
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
  [3848] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(494), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3865] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(486), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3881] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(484), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(482), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3897] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(490), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3913] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(480), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(478), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3929] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      aux_sym_default_value_token1,
    ACTIONS(488), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3945] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(494), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3961] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(490), 1,
      aux_sym_default_value_token1,
    ACTIONS(492), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3977] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(482), 1,
      aux_sym_default_value_token1,
    ACTIONS(484), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3993] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(494), 1,
      aux_sym_default_value_token1,
    ACTIONS(496), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4009] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(478), 1,
      aux_sym_default_value_token1,
    ACTIONS(480), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4025] = 3,
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
  [4041] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(474), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4057] = 3,
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
  [4073] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(470), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4089] = 3,
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
  [4105] = 3,
    ACTIONS(377), 1,
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
  [4121] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(474), 1,
      aux_sym_default_value_token1,
    ACTIONS(476), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4137] = 3,
    ACTIONS(377), 1,
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
  [4153] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(470), 1,
      aux_sym_default_value_token1,
    ACTIONS(472), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4169] = 3,
    ACTIONS(377), 1,
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
  [4185] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 1,
      sym_comment,
    ACTIONS(502), 1,
      sym_heredoc_end,
    STATE(148), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(275), 1,
      sym_heredoc_body,
    ACTIONS(498), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4206] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 1,
      sym_comment,
    ACTIONS(504), 1,
      sym_heredoc_end,
    STATE(148), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(284), 1,
      sym_heredoc_body,
    ACTIONS(498), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4227] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(476), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4241] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(510), 1,
      sym_ignored_text,
    ACTIONS(506), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4257] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(514), 1,
      sym_ignored_text,
    ACTIONS(512), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4273] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(472), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4287] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(518), 1,
      anon_sym_COMMA,
    ACTIONS(520), 1,
      sym_variable,
    STATE(138), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(516), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4305] = 3,
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
  [4319] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(522), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4335] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 1,
      aux_sym__queue_in_token1,
    ACTIONS(528), 1,
      aux_sym__queue_from_token1,
    ACTIONS(530), 1,
      aux_sym__queue_matching_token1,
    STATE(228), 1,
      sym__queue_in,
    STATE(231), 1,
      sym__queue_from,
    STATE(232), 1,
      sym__queue_matching,
  [4357] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(534), 1,
      sym_ignored_text,
    ACTIONS(532), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4373] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      aux_sym__queue_in_token1,
    ACTIONS(538), 1,
      aux_sym__queue_from_token1,
    ACTIONS(540), 1,
      aux_sym__queue_matching_token1,
    STATE(228), 1,
      sym__queue_in,
    STATE(231), 1,
      sym__queue_from,
    STATE(232), 1,
      sym__queue_matching,
  [4395] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(518), 1,
      anon_sym_COMMA,
    ACTIONS(544), 1,
      sym_variable,
    STATE(131), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(542), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4413] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(548), 1,
      anon_sym_COMMA,
    ACTIONS(551), 1,
      sym_variable,
    STATE(138), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(546), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4431] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      aux_sym__queue_in_token1,
    ACTIONS(538), 1,
      aux_sym__queue_from_token1,
    ACTIONS(540), 1,
      aux_sym__queue_matching_token1,
    STATE(208), 1,
      sym__queue_in,
    STATE(209), 1,
      sym__queue_from,
    STATE(210), 1,
      sym__queue_matching,
  [4453] = 3,
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
  [4467] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym_comment,
    ACTIONS(560), 1,
      sym_heredoc_end,
    STATE(141), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(554), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4485] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 1,
      aux_sym__queue_in_token1,
    ACTIONS(528), 1,
      aux_sym__queue_from_token1,
    ACTIONS(530), 1,
      aux_sym__queue_matching_token1,
    STATE(208), 1,
      sym__queue_in,
    STATE(209), 1,
      sym__queue_from,
    STATE(210), 1,
      sym__queue_matching,
  [4507] = 3,
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
  [4521] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      anon_sym_COLON,
    ACTIONS(564), 1,
      aux_sym_include_token1,
    ACTIONS(566), 1,
      aux_sym_include_token2,
    ACTIONS(570), 1,
      sym_operator,
    ACTIONS(568), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4541] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(570), 1,
      sym_operator,
    ACTIONS(572), 1,
      anon_sym_COLON,
    ACTIONS(574), 1,
      aux_sym_include_token1,
    ACTIONS(576), 1,
      aux_sym_include_token2,
    ACTIONS(578), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4561] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(580), 1,
      aux_sym_if_block_token2,
    ACTIONS(582), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(584), 1,
      aux_sym_else_clause_token1,
    STATE(164), 1,
      aux_sym_if_block_repeat1,
    STATE(174), 1,
      sym_elif_clause,
    STATE(269), 1,
      sym_else_clause,
  [4583] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(582), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(584), 1,
      aux_sym_else_clause_token1,
    ACTIONS(586), 1,
      aux_sym_if_block_token2,
    STATE(164), 1,
      aux_sym_if_block_repeat1,
    STATE(174), 1,
      sym_elif_clause,
    STATE(308), 1,
      sym_else_clause,
  [4605] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(590), 1,
      sym_comment,
    ACTIONS(592), 1,
      sym_heredoc_end,
    STATE(141), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(588), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4623] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(594), 1,
      anon_sym_COMMA,
    ACTIONS(546), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4636] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(596), 1,
      anon_sym_RPAREN,
    ACTIONS(598), 1,
      aux_sym_item_list_token2,
    STATE(158), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(600), 2,
      sym__newline,
      sym_comment,
  [4653] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(596), 1,
      anon_sym_RPAREN,
    ACTIONS(602), 1,
      aux_sym_item_list_token2,
    STATE(155), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(604), 2,
      sym__newline,
      sym_comment,
  [4670] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(522), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4685] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(514), 1,
      sym_ignored_text,
    ACTIONS(512), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4700] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(606), 1,
      anon_sym_RPAREN,
    ACTIONS(608), 1,
      aux_sym_item_list_token2,
    STATE(151), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(610), 2,
      sym__newline,
      sym_comment,
  [4717] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(612), 1,
      anon_sym_RPAREN,
    ACTIONS(614), 1,
      aux_sym_item_list_token2,
    STATE(155), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(617), 2,
      sym__newline,
      sym_comment,
  [4734] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(622), 1,
      sym_operator,
    ACTIONS(624), 1,
      sym_ignored_text,
    ACTIONS(626), 1,
      anon_sym_AT_EQ,
    ACTIONS(620), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4751] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(630), 1,
      aux_sym_template_token1,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4764] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(602), 1,
      aux_sym_item_list_token2,
    ACTIONS(632), 1,
      anon_sym_RPAREN,
    STATE(155), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(604), 2,
      sym__newline,
      sym_comment,
  [4781] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(510), 1,
      sym_ignored_text,
    ACTIONS(506), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4796] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(636), 1,
      sym_identifier,
    STATE(163), 1,
      aux_sym_use_repeat1,
    STATE(167), 1,
      sym_template,
    ACTIONS(634), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4813] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
    ACTIONS(534), 1,
      sym_ignored_text,
    ACTIONS(532), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4828] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(640), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(167), 1,
      sym_template,
    ACTIONS(638), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4845] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(636), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(167), 1,
      sym_template,
    ACTIONS(643), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4862] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      aux_sym_elif_clause_token1,
    STATE(164), 1,
      aux_sym_if_block_repeat1,
    STATE(174), 1,
      sym_elif_clause,
    ACTIONS(645), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4879] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(652), 1,
      sym_operator,
    ACTIONS(654), 1,
      anon_sym_AT_EQ,
    ACTIONS(650), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4893] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(620), 1,
      sym__newline,
    ACTIONS(626), 1,
      anon_sym_AT_EQ,
    ACTIONS(656), 1,
      sym_operator,
    ACTIONS(658), 1,
      sym_ignored_text,
  [4909] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(662), 1,
      anon_sym_COMMA,
    ACTIONS(660), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4921] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(664), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4931] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(666), 1,
      anon_sym_COLON,
    ACTIONS(668), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4942] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(650), 1,
      sym__newline,
    ACTIONS(654), 1,
      anon_sym_AT_EQ,
    ACTIONS(670), 1,
      sym_operator,
  [4955] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(672), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4964] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(674), 1,
      anon_sym_COLON,
    ACTIONS(676), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4975] = 4,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(678), 1,
      aux_sym_item_list_token1,
    ACTIONS(680), 1,
      anon_sym_RPAREN,
    ACTIONS(682), 1,
      sym__newline,
  [4988] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(684), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [4997] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(686), 1,
      anon_sym_RPAREN,
    ACTIONS(688), 1,
      aux_sym_macro_function_token1,
  [5007] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(690), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5015] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(692), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5023] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(694), 1,
      sym_identifier,
    STATE(205), 1,
      aux_sym_key_repeat1,
  [5033] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(696), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5041] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(698), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5049] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(700), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5057] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(702), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5065] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(704), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5073] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5081] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(708), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5089] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(710), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5097] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(712), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5105] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(714), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5113] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(716), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5121] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(718), 1,
      sym_identifier,
    STATE(205), 1,
      aux_sym_key_repeat1,
  [5131] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(720), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5139] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(722), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5147] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(724), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5155] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(726), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(728), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5171] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(606), 1,
      anon_sym_RPAREN,
    ACTIONS(730), 1,
      sym__newline,
  [5181] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(732), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5189] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(734), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5197] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(736), 1,
      ts_builtin_sym_end,
    ACTIONS(738), 1,
      sym__newline,
  [5207] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(740), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5215] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(742), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5223] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(105), 1,
      ts_builtin_sym_end,
    ACTIONS(738), 1,
      sym__newline,
  [5233] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(744), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5241] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(746), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5249] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(748), 1,
      sym_identifier,
    STATE(205), 1,
      aux_sym_key_repeat1,
  [5259] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      anon_sym_COLON,
    ACTIONS(753), 1,
      aux_sym_include_token5,
  [5269] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5277] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5285] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5293] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5301] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5309] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(765), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(767), 1,
      anon_sym_RBRACK_RPAREN,
  [5319] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5327] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5335] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5343] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 1,
      sym_identifier,
    STATE(178), 1,
      aux_sym_key_repeat1,
  [5353] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(777), 1,
      anon_sym_RPAREN,
    ACTIONS(779), 1,
      aux_sym_macro_function_token1,
  [5363] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5371] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5379] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5387] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 1,
      anon_sym_COLON,
    ACTIONS(789), 1,
      anon_sym_RPAREN,
  [5397] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5405] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5413] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5421] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5429] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5437] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5445] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5453] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5461] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(807), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5469] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5477] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5485] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5493] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5501] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(817), 1,
      anon_sym_RPAREN,
    ACTIONS(819), 1,
      aux_sym_macro_function_token1,
  [5511] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 1,
      anon_sym_COLON,
    ACTIONS(823), 1,
      aux_sym_include_token5,
  [5521] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5529] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 1,
      sym_identifier,
    STATE(243), 1,
      aux_sym_key_repeat1,
  [5539] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 1,
      sym_identifier,
    STATE(205), 1,
      aux_sym_key_repeat1,
  [5549] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5557] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 1,
      anon_sym_COLON,
    ACTIONS(835), 1,
      aux_sym_include_token5,
  [5567] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(839), 1,
      anon_sym_RBRACK_RPAREN,
  [5577] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      sym_identifier,
    STATE(205), 1,
      aux_sym_key_repeat1,
  [5587] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(843), 1,
      anon_sym_COLON,
    ACTIONS(845), 1,
      anon_sym_RPAREN,
  [5597] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_COLON,
    ACTIONS(849), 1,
      aux_sym_include_token5,
  [5607] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      anon_sym_COLON,
    ACTIONS(853), 1,
      anon_sym_RPAREN,
  [5617] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(855), 1,
      anon_sym_RPAREN,
    ACTIONS(857), 1,
      aux_sym_macro_function_token1,
  [5627] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(859), 1,
      anon_sym_RPAREN,
    ACTIONS(861), 1,
      aux_sym_macro_function_token1,
  [5637] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(863), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(865), 1,
      anon_sym_RBRACK_RPAREN,
  [5647] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      anon_sym_COLON,
    ACTIONS(869), 1,
      anon_sym_RPAREN,
  [5657] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      anon_sym_COLON,
    ACTIONS(873), 1,
      anon_sym_RPAREN,
  [5667] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(875), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5675] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(877), 1,
      anon_sym_RPAREN,
    ACTIONS(879), 1,
      aux_sym_macro_function_token1,
  [5685] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(881), 1,
      anon_sym_RPAREN,
    ACTIONS(883), 1,
      aux_sym_macro_function_token1,
  [5695] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(885), 1,
      anon_sym_COLON,
    ACTIONS(887), 1,
      anon_sym_RPAREN,
  [5705] = 3,
    ACTIONS(377), 1,
      sym__line_continuation,
    ACTIONS(889), 1,
      anon_sym_RPAREN,
    ACTIONS(891), 1,
      aux_sym_macro_function_token1,
  [5715] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      anon_sym_COLON,
    ACTIONS(895), 1,
      anon_sym_RPAREN,
  [5725] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      anon_sym_COLON,
    ACTIONS(899), 1,
      anon_sym_RPAREN,
  [5735] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5743] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(903), 1,
      aux_sym_macro_reference_token1,
  [5750] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 1,
      aux_sym_include_token6,
  [5757] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      aux_sym_defined_condition_token3,
  [5764] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      anon_sym_RPAREN,
  [5771] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      anon_sym_COLON,
  [5778] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(913), 1,
      sym__newline,
  [5785] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 1,
      anon_sym_COLON,
  [5792] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      aux_sym_version_condition_token2,
  [5799] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(919), 1,
      ts_builtin_sym_end,
  [5806] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 1,
      aux_sym_if_block_token2,
  [5813] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(923), 1,
      sym_identifier,
  [5820] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      sym__newline,
  [5827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(927), 1,
      anon_sym_RPAREN,
  [5834] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 1,
      sym__newline,
  [5841] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      aux_sym_include_token6,
  [5848] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      sym_heredoc_end,
  [5855] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      sym_heredoc_tag,
  [5862] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      sym_operator,
  [5869] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      sym_variable,
  [5876] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      sym__newline,
  [5883] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      aux_sym_if_block_token2,
  [5890] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      sym__newline,
  [5897] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      sym_heredoc_tag,
  [5904] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      sym__newline,
  [5911] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      sym_heredoc_end,
  [5918] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      anon_sym_RPAREN,
  [5925] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      sym__newline,
  [5932] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      sym_operator,
  [5939] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(429), 1,
      sym__newline,
  [5946] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(435), 1,
      sym__newline,
  [5953] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      anon_sym_COLON,
  [5960] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      aux_sym_if_block_token2,
  [5967] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
  [5974] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 1,
      anon_sym_COLON,
  [5981] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      anon_sym_RPAREN,
  [5988] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      anon_sym_RPAREN,
  [5995] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 1,
      anon_sym_COLON,
  [6002] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(738), 1,
      sym__newline,
  [6009] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 1,
      anon_sym_RPAREN,
  [6016] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 1,
      sym__newline,
  [6023] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 1,
      anon_sym_RBRACK_RPAREN,
  [6030] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 1,
      aux_sym_macro_reference_token1,
  [6037] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      sym__newline,
  [6044] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(983), 1,
      anon_sym_RPAREN,
  [6051] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 1,
      anon_sym_RPAREN,
  [6058] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      anon_sym_DOT,
  [6065] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(427), 1,
      sym__newline,
  [6072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 1,
      anon_sym_RPAREN,
  [6079] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 1,
      aux_sym_if_block_token2,
  [6086] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(991), 1,
      anon_sym_RPAREN,
  [6093] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(993), 1,
      aux_sym_macro_reference_token1,
  [6100] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(995), 1,
      aux_sym_version_condition_token3,
  [6107] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(997), 1,
      anon_sym_RPAREN,
  [6114] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(999), 1,
      sym_identifier,
  [6121] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1001), 1,
      anon_sym_RPAREN,
  [6128] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1003), 1,
      anon_sym_RBRACK_RPAREN,
  [6135] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1005), 1,
      aux_sym_macro_reference_token1,
  [6142] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1007), 1,
      aux_sym_include_token6,
  [6149] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1009), 1,
      aux_sym_include_token6,
  [6156] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1011), 1,
      aux_sym_macro_reference_token1,
  [6163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1013), 1,
      aux_sym_macro_reference_token1,
  [6170] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1015), 1,
      aux_sym_macro_reference_token1,
  [6177] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1017), 1,
      aux_sym_macro_reference_token1,
  [6184] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1019), 1,
      anon_sym_RBRACK_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 85,
  [SMALL_STATE(4)] = 170,
  [SMALL_STATE(5)] = 242,
  [SMALL_STATE(6)] = 314,
  [SMALL_STATE(7)] = 386,
  [SMALL_STATE(8)] = 456,
  [SMALL_STATE(9)] = 526,
  [SMALL_STATE(10)] = 596,
  [SMALL_STATE(11)] = 666,
  [SMALL_STATE(12)] = 736,
  [SMALL_STATE(13)] = 796,
  [SMALL_STATE(14)] = 856,
  [SMALL_STATE(15)] = 903,
  [SMALL_STATE(16)] = 949,
  [SMALL_STATE(17)] = 994,
  [SMALL_STATE(18)] = 1039,
  [SMALL_STATE(19)] = 1091,
  [SMALL_STATE(20)] = 1133,
  [SMALL_STATE(21)] = 1175,
  [SMALL_STATE(22)] = 1219,
  [SMALL_STATE(23)] = 1263,
  [SMALL_STATE(24)] = 1305,
  [SMALL_STATE(25)] = 1344,
  [SMALL_STATE(26)] = 1383,
  [SMALL_STATE(27)] = 1424,
  [SMALL_STATE(28)] = 1463,
  [SMALL_STATE(29)] = 1488,
  [SMALL_STATE(30)] = 1527,
  [SMALL_STATE(31)] = 1568,
  [SMALL_STATE(32)] = 1609,
  [SMALL_STATE(33)] = 1648,
  [SMALL_STATE(34)] = 1699,
  [SMALL_STATE(35)] = 1738,
  [SMALL_STATE(36)] = 1776,
  [SMALL_STATE(37)] = 1814,
  [SMALL_STATE(38)] = 1852,
  [SMALL_STATE(39)] = 1890,
  [SMALL_STATE(40)] = 1928,
  [SMALL_STATE(41)] = 1966,
  [SMALL_STATE(42)] = 2003,
  [SMALL_STATE(43)] = 2040,
  [SMALL_STATE(44)] = 2077,
  [SMALL_STATE(45)] = 2114,
  [SMALL_STATE(46)] = 2153,
  [SMALL_STATE(47)] = 2190,
  [SMALL_STATE(48)] = 2227,
  [SMALL_STATE(49)] = 2264,
  [SMALL_STATE(50)] = 2301,
  [SMALL_STATE(51)] = 2338,
  [SMALL_STATE(52)] = 2375,
  [SMALL_STATE(53)] = 2398,
  [SMALL_STATE(54)] = 2435,
  [SMALL_STATE(55)] = 2474,
  [SMALL_STATE(56)] = 2497,
  [SMALL_STATE(57)] = 2533,
  [SMALL_STATE(58)] = 2569,
  [SMALL_STATE(59)] = 2603,
  [SMALL_STATE(60)] = 2639,
  [SMALL_STATE(61)] = 2675,
  [SMALL_STATE(62)] = 2711,
  [SMALL_STATE(63)] = 2747,
  [SMALL_STATE(64)] = 2783,
  [SMALL_STATE(65)] = 2819,
  [SMALL_STATE(66)] = 2855,
  [SMALL_STATE(67)] = 2889,
  [SMALL_STATE(68)] = 2925,
  [SMALL_STATE(69)] = 2961,
  [SMALL_STATE(70)] = 2994,
  [SMALL_STATE(71)] = 3025,
  [SMALL_STATE(72)] = 3058,
  [SMALL_STATE(73)] = 3089,
  [SMALL_STATE(74)] = 3122,
  [SMALL_STATE(75)] = 3157,
  [SMALL_STATE(76)] = 3192,
  [SMALL_STATE(77)] = 3227,
  [SMALL_STATE(78)] = 3262,
  [SMALL_STATE(79)] = 3297,
  [SMALL_STATE(80)] = 3329,
  [SMALL_STATE(81)] = 3361,
  [SMALL_STATE(82)] = 3386,
  [SMALL_STATE(83)] = 3411,
  [SMALL_STATE(84)] = 3436,
  [SMALL_STATE(85)] = 3461,
  [SMALL_STATE(86)] = 3486,
  [SMALL_STATE(87)] = 3517,
  [SMALL_STATE(88)] = 3542,
  [SMALL_STATE(89)] = 3574,
  [SMALL_STATE(90)] = 3592,
  [SMALL_STATE(91)] = 3610,
  [SMALL_STATE(92)] = 3628,
  [SMALL_STATE(93)] = 3646,
  [SMALL_STATE(94)] = 3664,
  [SMALL_STATE(95)] = 3681,
  [SMALL_STATE(96)] = 3698,
  [SMALL_STATE(97)] = 3715,
  [SMALL_STATE(98)] = 3746,
  [SMALL_STATE(99)] = 3763,
  [SMALL_STATE(100)] = 3780,
  [SMALL_STATE(101)] = 3797,
  [SMALL_STATE(102)] = 3814,
  [SMALL_STATE(103)] = 3831,
  [SMALL_STATE(104)] = 3848,
  [SMALL_STATE(105)] = 3865,
  [SMALL_STATE(106)] = 3881,
  [SMALL_STATE(107)] = 3897,
  [SMALL_STATE(108)] = 3913,
  [SMALL_STATE(109)] = 3929,
  [SMALL_STATE(110)] = 3945,
  [SMALL_STATE(111)] = 3961,
  [SMALL_STATE(112)] = 3977,
  [SMALL_STATE(113)] = 3993,
  [SMALL_STATE(114)] = 4009,
  [SMALL_STATE(115)] = 4025,
  [SMALL_STATE(116)] = 4041,
  [SMALL_STATE(117)] = 4057,
  [SMALL_STATE(118)] = 4073,
  [SMALL_STATE(119)] = 4089,
  [SMALL_STATE(120)] = 4105,
  [SMALL_STATE(121)] = 4121,
  [SMALL_STATE(122)] = 4137,
  [SMALL_STATE(123)] = 4153,
  [SMALL_STATE(124)] = 4169,
  [SMALL_STATE(125)] = 4185,
  [SMALL_STATE(126)] = 4206,
  [SMALL_STATE(127)] = 4227,
  [SMALL_STATE(128)] = 4241,
  [SMALL_STATE(129)] = 4257,
  [SMALL_STATE(130)] = 4273,
  [SMALL_STATE(131)] = 4287,
  [SMALL_STATE(132)] = 4305,
  [SMALL_STATE(133)] = 4319,
  [SMALL_STATE(134)] = 4335,
  [SMALL_STATE(135)] = 4357,
  [SMALL_STATE(136)] = 4373,
  [SMALL_STATE(137)] = 4395,
  [SMALL_STATE(138)] = 4413,
  [SMALL_STATE(139)] = 4431,
  [SMALL_STATE(140)] = 4453,
  [SMALL_STATE(141)] = 4467,
  [SMALL_STATE(142)] = 4485,
  [SMALL_STATE(143)] = 4507,
  [SMALL_STATE(144)] = 4521,
  [SMALL_STATE(145)] = 4541,
  [SMALL_STATE(146)] = 4561,
  [SMALL_STATE(147)] = 4583,
  [SMALL_STATE(148)] = 4605,
  [SMALL_STATE(149)] = 4623,
  [SMALL_STATE(150)] = 4636,
  [SMALL_STATE(151)] = 4653,
  [SMALL_STATE(152)] = 4670,
  [SMALL_STATE(153)] = 4685,
  [SMALL_STATE(154)] = 4700,
  [SMALL_STATE(155)] = 4717,
  [SMALL_STATE(156)] = 4734,
  [SMALL_STATE(157)] = 4751,
  [SMALL_STATE(158)] = 4764,
  [SMALL_STATE(159)] = 4781,
  [SMALL_STATE(160)] = 4796,
  [SMALL_STATE(161)] = 4813,
  [SMALL_STATE(162)] = 4828,
  [SMALL_STATE(163)] = 4845,
  [SMALL_STATE(164)] = 4862,
  [SMALL_STATE(165)] = 4879,
  [SMALL_STATE(166)] = 4893,
  [SMALL_STATE(167)] = 4909,
  [SMALL_STATE(168)] = 4921,
  [SMALL_STATE(169)] = 4931,
  [SMALL_STATE(170)] = 4942,
  [SMALL_STATE(171)] = 4955,
  [SMALL_STATE(172)] = 4964,
  [SMALL_STATE(173)] = 4975,
  [SMALL_STATE(174)] = 4988,
  [SMALL_STATE(175)] = 4997,
  [SMALL_STATE(176)] = 5007,
  [SMALL_STATE(177)] = 5015,
  [SMALL_STATE(178)] = 5023,
  [SMALL_STATE(179)] = 5033,
  [SMALL_STATE(180)] = 5041,
  [SMALL_STATE(181)] = 5049,
  [SMALL_STATE(182)] = 5057,
  [SMALL_STATE(183)] = 5065,
  [SMALL_STATE(184)] = 5073,
  [SMALL_STATE(185)] = 5081,
  [SMALL_STATE(186)] = 5089,
  [SMALL_STATE(187)] = 5097,
  [SMALL_STATE(188)] = 5105,
  [SMALL_STATE(189)] = 5113,
  [SMALL_STATE(190)] = 5121,
  [SMALL_STATE(191)] = 5131,
  [SMALL_STATE(192)] = 5139,
  [SMALL_STATE(193)] = 5147,
  [SMALL_STATE(194)] = 5155,
  [SMALL_STATE(195)] = 5163,
  [SMALL_STATE(196)] = 5171,
  [SMALL_STATE(197)] = 5181,
  [SMALL_STATE(198)] = 5189,
  [SMALL_STATE(199)] = 5197,
  [SMALL_STATE(200)] = 5207,
  [SMALL_STATE(201)] = 5215,
  [SMALL_STATE(202)] = 5223,
  [SMALL_STATE(203)] = 5233,
  [SMALL_STATE(204)] = 5241,
  [SMALL_STATE(205)] = 5249,
  [SMALL_STATE(206)] = 5259,
  [SMALL_STATE(207)] = 5269,
  [SMALL_STATE(208)] = 5277,
  [SMALL_STATE(209)] = 5285,
  [SMALL_STATE(210)] = 5293,
  [SMALL_STATE(211)] = 5301,
  [SMALL_STATE(212)] = 5309,
  [SMALL_STATE(213)] = 5319,
  [SMALL_STATE(214)] = 5327,
  [SMALL_STATE(215)] = 5335,
  [SMALL_STATE(216)] = 5343,
  [SMALL_STATE(217)] = 5353,
  [SMALL_STATE(218)] = 5363,
  [SMALL_STATE(219)] = 5371,
  [SMALL_STATE(220)] = 5379,
  [SMALL_STATE(221)] = 5387,
  [SMALL_STATE(222)] = 5397,
  [SMALL_STATE(223)] = 5405,
  [SMALL_STATE(224)] = 5413,
  [SMALL_STATE(225)] = 5421,
  [SMALL_STATE(226)] = 5429,
  [SMALL_STATE(227)] = 5437,
  [SMALL_STATE(228)] = 5445,
  [SMALL_STATE(229)] = 5453,
  [SMALL_STATE(230)] = 5461,
  [SMALL_STATE(231)] = 5469,
  [SMALL_STATE(232)] = 5477,
  [SMALL_STATE(233)] = 5485,
  [SMALL_STATE(234)] = 5493,
  [SMALL_STATE(235)] = 5501,
  [SMALL_STATE(236)] = 5511,
  [SMALL_STATE(237)] = 5521,
  [SMALL_STATE(238)] = 5529,
  [SMALL_STATE(239)] = 5539,
  [SMALL_STATE(240)] = 5549,
  [SMALL_STATE(241)] = 5557,
  [SMALL_STATE(242)] = 5567,
  [SMALL_STATE(243)] = 5577,
  [SMALL_STATE(244)] = 5587,
  [SMALL_STATE(245)] = 5597,
  [SMALL_STATE(246)] = 5607,
  [SMALL_STATE(247)] = 5617,
  [SMALL_STATE(248)] = 5627,
  [SMALL_STATE(249)] = 5637,
  [SMALL_STATE(250)] = 5647,
  [SMALL_STATE(251)] = 5657,
  [SMALL_STATE(252)] = 5667,
  [SMALL_STATE(253)] = 5675,
  [SMALL_STATE(254)] = 5685,
  [SMALL_STATE(255)] = 5695,
  [SMALL_STATE(256)] = 5705,
  [SMALL_STATE(257)] = 5715,
  [SMALL_STATE(258)] = 5725,
  [SMALL_STATE(259)] = 5735,
  [SMALL_STATE(260)] = 5743,
  [SMALL_STATE(261)] = 5750,
  [SMALL_STATE(262)] = 5757,
  [SMALL_STATE(263)] = 5764,
  [SMALL_STATE(264)] = 5771,
  [SMALL_STATE(265)] = 5778,
  [SMALL_STATE(266)] = 5785,
  [SMALL_STATE(267)] = 5792,
  [SMALL_STATE(268)] = 5799,
  [SMALL_STATE(269)] = 5806,
  [SMALL_STATE(270)] = 5813,
  [SMALL_STATE(271)] = 5820,
  [SMALL_STATE(272)] = 5827,
  [SMALL_STATE(273)] = 5834,
  [SMALL_STATE(274)] = 5841,
  [SMALL_STATE(275)] = 5848,
  [SMALL_STATE(276)] = 5855,
  [SMALL_STATE(277)] = 5862,
  [SMALL_STATE(278)] = 5869,
  [SMALL_STATE(279)] = 5876,
  [SMALL_STATE(280)] = 5883,
  [SMALL_STATE(281)] = 5890,
  [SMALL_STATE(282)] = 5897,
  [SMALL_STATE(283)] = 5904,
  [SMALL_STATE(284)] = 5911,
  [SMALL_STATE(285)] = 5918,
  [SMALL_STATE(286)] = 5925,
  [SMALL_STATE(287)] = 5932,
  [SMALL_STATE(288)] = 5939,
  [SMALL_STATE(289)] = 5946,
  [SMALL_STATE(290)] = 5953,
  [SMALL_STATE(291)] = 5960,
  [SMALL_STATE(292)] = 5967,
  [SMALL_STATE(293)] = 5974,
  [SMALL_STATE(294)] = 5981,
  [SMALL_STATE(295)] = 5988,
  [SMALL_STATE(296)] = 5995,
  [SMALL_STATE(297)] = 6002,
  [SMALL_STATE(298)] = 6009,
  [SMALL_STATE(299)] = 6016,
  [SMALL_STATE(300)] = 6023,
  [SMALL_STATE(301)] = 6030,
  [SMALL_STATE(302)] = 6037,
  [SMALL_STATE(303)] = 6044,
  [SMALL_STATE(304)] = 6051,
  [SMALL_STATE(305)] = 6058,
  [SMALL_STATE(306)] = 6065,
  [SMALL_STATE(307)] = 6072,
  [SMALL_STATE(308)] = 6079,
  [SMALL_STATE(309)] = 6086,
  [SMALL_STATE(310)] = 6093,
  [SMALL_STATE(311)] = 6100,
  [SMALL_STATE(312)] = 6107,
  [SMALL_STATE(313)] = 6114,
  [SMALL_STATE(314)] = 6121,
  [SMALL_STATE(315)] = 6128,
  [SMALL_STATE(316)] = 6135,
  [SMALL_STATE(317)] = 6142,
  [SMALL_STATE(318)] = 6149,
  [SMALL_STATE(319)] = 6156,
  [SMALL_STATE(320)] = 6163,
  [SMALL_STATE(321)] = 6170,
  [SMALL_STATE(322)] = 6177,
  [SMALL_STATE(323)] = 6184,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(313),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(45),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(202),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(33),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(240),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(286),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(265),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(220),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [61] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 56),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [65] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 56),
  [67] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [70] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(33),
  [73] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(145),
  [76] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(313),
  [79] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(63),
  [82] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(68),
  [85] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(45),
  [88] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [90] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [93] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(265),
  [96] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(265),
  [99] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(238),
  [102] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(153),
  [105] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [109] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [111] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [113] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [118] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(297),
  [121] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(297),
  [124] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [128] = {.entry = {.count = 1, .reusable = false}}, SHIFT(302),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(302),
  [132] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [135] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(302),
  [138] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(302),
  [141] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [145] = {.entry = {.count = 1, .reusable = false}}, SHIFT(198),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 5),
  [151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [163] = {.entry = {.count = 1, .reusable = false}}, SHIFT(301),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [171] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(321),
  [175] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [177] = {.entry = {.count = 1, .reusable = false}}, SHIFT(316),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 5),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [187] = {.entry = {.count = 1, .reusable = false}}, SHIFT(173),
  [189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 5),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [197] = {.entry = {.count = 1, .reusable = false}}, SHIFT(70),
  [199] = {.entry = {.count = 1, .reusable = false}}, SHIFT(23),
  [201] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [203] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [205] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(310),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [213] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 20),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 40),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [221] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [229] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 5),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [233] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 39),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 18),
  [237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [239] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 18),
  [241] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [245] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 42),
  [247] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [249] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [251] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 60),
  [253] = {.entry = {.count = 1, .reusable = false}}, SHIFT(26),
  [255] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [257] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [259] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 18),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 73),
  [263] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [265] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 13),
  [267] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 64),
  [269] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 15),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [273] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [275] = {.entry = {.count = 1, .reusable = false}}, SHIFT(267),
  [277] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [279] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [281] = {.entry = {.count = 1, .reusable = true}}, SHIFT(319),
  [283] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [285] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [287] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [289] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [291] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 29),
  [293] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 30),
  [295] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 36),
  [297] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 49),
  [299] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [301] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [303] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(58),
  [306] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(58),
  [309] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(260),
  [312] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(175),
  [315] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(301),
  [318] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [321] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [323] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [325] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [327] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [329] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [331] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [333] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [337] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [339] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [341] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [343] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [346] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [348] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(72),
  [351] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(310),
  [354] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(235),
  [357] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [360] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [363] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(321),
  [366] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(254),
  [369] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(316),
  [372] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(242),
  [375] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [377] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [379] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [381] = {.entry = {.count = 1, .reusable = false}}, SHIFT(322),
  [383] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [385] = {.entry = {.count = 1, .reusable = false}}, SHIFT(256),
  [387] = {.entry = {.count = 1, .reusable = false}}, SHIFT(320),
  [389] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [391] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [393] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [395] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [397] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [399] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [401] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [403] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [405] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [407] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [410] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(322),
  [413] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [416] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(256),
  [419] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(320),
  [422] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(249),
  [425] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [427] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 33),
  [429] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 32),
  [431] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [433] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [435] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [437] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [442] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(319),
  [445] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(248),
  [448] = {.entry = {.count = 1, .reusable = false}}, SHIFT(262),
  [450] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [454] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [456] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [458] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 72),
  [460] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 72),
  [462] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 21),
  [464] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 21),
  [466] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 44),
  [468] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 44),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 33),
  [472] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 33),
  [474] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 33),
  [476] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 33),
  [478] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 75),
  [480] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 75),
  [482] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 33),
  [484] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 33),
  [486] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 53),
  [488] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 53),
  [490] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [492] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 33),
  [496] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 33),
  [498] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [500] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(219),
  [504] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [506] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 34),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [510] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 3, 0, 34),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [514] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [516] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [518] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [520] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [522] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [524] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 16),
  [534] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 16),
  [536] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [540] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [542] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [544] = {.entry = {.count = 1, .reusable = false}}, SHIFT(131),
  [546] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [548] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(278),
  [551] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(138),
  [554] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(141),
  [557] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(141),
  [560] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [564] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [566] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [568] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [570] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 2),
  [572] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [574] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [580] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [584] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [588] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [590] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [594] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [596] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [598] = {.entry = {.count = 1, .reusable = false}}, SHIFT(158),
  [600] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [602] = {.entry = {.count = 1, .reusable = false}}, SHIFT(155),
  [604] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [608] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [610] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [614] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(155),
  [617] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(155),
  [620] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [622] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [624] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [626] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [628] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [630] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [632] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [634] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 31),
  [636] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [638] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 66),
  [640] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 66), SHIFT_REPEAT(157),
  [643] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 52),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 69),
  [647] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 69), SHIFT_REPEAT(54),
  [650] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 14),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [654] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [656] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [658] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [660] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 51),
  [662] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [664] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 65),
  [666] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [668] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [670] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [672] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 51),
  [674] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [676] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [678] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [680] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [682] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [684] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 57),
  [686] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [688] = {.entry = {.count = 1, .reusable = false}}, SHIFT(285),
  [690] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [692] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [694] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [696] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 71),
  [698] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 74),
  [700] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 8),
  [702] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 76),
  [704] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 77),
  [706] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 78),
  [708] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 79),
  [710] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 80),
  [712] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 9),
  [714] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [716] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 81),
  [718] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [720] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 82),
  [722] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 83),
  [724] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 35),
  [726] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 37),
  [728] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 38),
  [730] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [732] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [734] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [736] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [738] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [740] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 41),
  [742] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 38),
  [744] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 43),
  [746] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 38),
  [748] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 17), SHIFT_REPEAT(305),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 19),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 45),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 46),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 47),
  [763] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 48),
  [765] = {.entry = {.count = 1, .reusable = false}}, SHIFT(315),
  [767] = {.entry = {.count = 1, .reusable = false}}, SHIFT(98),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 50),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 19),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 10),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [777] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [779] = {.entry = {.count = 1, .reusable = false}}, SHIFT(272),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 19),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 70),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 56),
  [787] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [791] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 22),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 58),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 23),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [799] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 24),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 59),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 25),
  [805] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 61),
  [807] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 62),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 26),
  [811] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 27),
  [813] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 63),
  [815] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 28),
  [817] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [819] = {.entry = {.count = 1, .reusable = false}}, SHIFT(295),
  [821] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [823] = {.entry = {.count = 1, .reusable = true}}, SHIFT(261),
  [825] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 67),
  [827] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [829] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [831] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 56),
  [833] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [835] = {.entry = {.count = 1, .reusable = true}}, SHIFT(317),
  [837] = {.entry = {.count = 1, .reusable = false}}, SHIFT(323),
  [839] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(318),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [853] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [855] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [857] = {.entry = {.count = 1, .reusable = false}}, SHIFT(294),
  [859] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [861] = {.entry = {.count = 1, .reusable = false}}, SHIFT(298),
  [863] = {.entry = {.count = 1, .reusable = false}}, SHIFT(300),
  [865] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [871] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [873] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [875] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 68),
  [877] = {.entry = {.count = 1, .reusable = false}}, SHIFT(113),
  [879] = {.entry = {.count = 1, .reusable = false}}, SHIFT(304),
  [881] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [883] = {.entry = {.count = 1, .reusable = false}}, SHIFT(307),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [887] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [889] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [891] = {.entry = {.count = 1, .reusable = false}}, SHIFT(312),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [895] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [897] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [901] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 10),
  [903] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [905] = {.entry = {.count = 1, .reusable = false}}, SHIFT(266),
  [907] = {.entry = {.count = 1, .reusable = false}}, SHIFT(279),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [915] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(311),
  [919] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [923] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [929] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [931] = {.entry = {.count = 1, .reusable = false}}, SHIFT(264),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [939] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [941] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 54),
  [943] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [945] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 55),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [961] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [965] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [975] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [977] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [979] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [981] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [985] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [987] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [991] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [993] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [995] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [997] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [999] = {.entry = {.count = 1, .reusable = true}}, SHIFT(296),
  [1001] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [1003] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [1005] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [1007] = {.entry = {.count = 1, .reusable = false}}, SHIFT(290),
  [1009] = {.entry = {.count = 1, .reusable = false}}, SHIFT(293),
  [1011] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [1013] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [1015] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [1017] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [1019] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
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
