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
#define STATE_COUNT 348
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 120
#define ALIAS_COUNT 1
#define TOKEN_COUNT 73
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 33
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 85

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
  [16] = {.index = 24, .length = 1},
  [17] = {.index = 32, .length = 2},
  [18] = {.index = 34, .length = 2},
  [19] = {.index = 36, .length = 2},
  [20] = {.index = 38, .length = 2},
  [21] = {.index = 40, .length = 2},
  [22] = {.index = 42, .length = 1},
  [23] = {.index = 43, .length = 5},
  [24] = {.index = 48, .length = 6},
  [25] = {.index = 54, .length = 6},
  [26] = {.index = 60, .length = 5},
  [27] = {.index = 65, .length = 6},
  [28] = {.index = 71, .length = 6},
  [29] = {.index = 77, .length = 1},
  [30] = {.index = 78, .length = 1},
  [31] = {.index = 79, .length = 1},
  [32] = {.index = 80, .length = 1},
  [33] = {.index = 81, .length = 1},
  [34] = {.index = 82, .length = 1},
  [35] = {.index = 83, .length = 3},
  [36] = {.index = 86, .length = 3},
  [37] = {.index = 89, .length = 3},
  [38] = {.index = 92, .length = 4},
  [39] = {.index = 96, .length = 3},
  [40] = {.index = 99, .length = 2},
  [41] = {.index = 101, .length = 2},
  [42] = {.index = 103, .length = 2},
  [43] = {.index = 105, .length = 3},
  [44] = {.index = 108, .length = 3},
  [45] = {.index = 111, .length = 2},
  [46] = {.index = 113, .length = 6},
  [47] = {.index = 119, .length = 7},
  [48] = {.index = 126, .length = 7},
  [49] = {.index = 133, .length = 2},
  [50] = {.index = 135, .length = 2},
  [51] = {.index = 137, .length = 2},
  [52] = {.index = 139, .length = 1},
  [53] = {.index = 140, .length = 2},
  [54] = {.index = 142, .length = 1},
  [55] = {.index = 143, .length = 1},
  [56] = {.index = 144, .length = 2},
  [57] = {.index = 146, .length = 1},
  [58] = {.index = 147, .length = 1},
  [59] = {.index = 148, .length = 4},
  [60] = {.index = 152, .length = 3},
  [61] = {.index = 155, .length = 3},
  [62] = {.index = 158, .length = 3},
  [63] = {.index = 161, .length = 4},
  [64] = {.index = 165, .length = 3},
  [65] = {.index = 168, .length = 2},
  [66] = {.index = 170, .length = 2},
  [67] = {.index = 172, .length = 2},
  [68] = {.index = 174, .length = 2},
  [69] = {.index = 176, .length = 2},
  [70] = {.index = 178, .length = 2},
  [71] = {.index = 180, .length = 2},
  [72] = {.index = 182, .length = 4},
  [73] = {.index = 186, .length = 4},
  [74] = {.index = 190, .length = 3},
  [75] = {.index = 193, .length = 3},
  [76] = {.index = 180, .length = 2},
  [77] = {.index = 196, .length = 2},
  [78] = {.index = 198, .length = 2},
  [79] = {.index = 200, .length = 3},
  [80] = {.index = 203, .length = 5},
  [81] = {.index = 208, .length = 5},
  [82] = {.index = 213, .length = 4},
  [83] = {.index = 217, .length = 3},
  [84] = {.index = 220, .length = 6},
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
    {field_default, 3},
    {field_name, 1},
  [182] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [186] =
    {field_items, 4},
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
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
  [76] = {
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
  [10] = 4,
  [11] = 4,
  [12] = 12,
  [13] = 12,
  [14] = 14,
  [15] = 14,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 16,
  [22] = 22,
  [23] = 23,
  [24] = 17,
  [25] = 22,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 20,
  [31] = 31,
  [32] = 19,
  [33] = 33,
  [34] = 18,
  [35] = 31,
  [36] = 26,
  [37] = 28,
  [38] = 27,
  [39] = 23,
  [40] = 29,
  [41] = 33,
  [42] = 23,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 55,
  [56] = 49,
  [57] = 52,
  [58] = 45,
  [59] = 44,
  [60] = 54,
  [61] = 53,
  [62] = 46,
  [63] = 47,
  [64] = 48,
  [65] = 43,
  [66] = 66,
  [67] = 67,
  [68] = 51,
  [69] = 69,
  [70] = 69,
  [71] = 69,
  [72] = 66,
  [73] = 73,
  [74] = 74,
  [75] = 67,
  [76] = 69,
  [77] = 77,
  [78] = 69,
  [79] = 69,
  [80] = 69,
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
  [97] = 95,
  [98] = 98,
  [99] = 93,
  [100] = 100,
  [101] = 94,
  [102] = 90,
  [103] = 91,
  [104] = 92,
  [105] = 105,
  [106] = 106,
  [107] = 90,
  [108] = 91,
  [109] = 106,
  [110] = 98,
  [111] = 105,
  [112] = 100,
  [113] = 96,
  [114] = 106,
  [115] = 105,
  [116] = 100,
  [117] = 96,
  [118] = 93,
  [119] = 95,
  [120] = 93,
  [121] = 95,
  [122] = 94,
  [123] = 91,
  [124] = 94,
  [125] = 90,
  [126] = 98,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 95,
  [132] = 132,
  [133] = 133,
  [134] = 94,
  [135] = 135,
  [136] = 136,
  [137] = 93,
  [138] = 138,
  [139] = 94,
  [140] = 140,
  [141] = 90,
  [142] = 91,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 136,
  [150] = 90,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 152,
  [155] = 155,
  [156] = 91,
  [157] = 151,
  [158] = 132,
  [159] = 159,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 145,
  [164] = 144,
  [165] = 165,
  [166] = 166,
  [167] = 167,
  [168] = 140,
  [169] = 94,
  [170] = 143,
  [171] = 90,
  [172] = 91,
  [173] = 173,
  [174] = 174,
  [175] = 175,
  [176] = 148,
  [177] = 146,
  [178] = 153,
  [179] = 179,
  [180] = 180,
  [181] = 174,
  [182] = 182,
  [183] = 183,
  [184] = 183,
  [185] = 185,
  [186] = 186,
  [187] = 187,
  [188] = 188,
  [189] = 188,
  [190] = 190,
  [191] = 185,
  [192] = 192,
  [193] = 193,
  [194] = 182,
  [195] = 193,
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
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 243,
  [244] = 244,
  [245] = 245,
  [246] = 246,
  [247] = 247,
  [248] = 248,
  [249] = 249,
  [250] = 250,
  [251] = 251,
  [252] = 252,
  [253] = 253,
  [254] = 225,
  [255] = 255,
  [256] = 256,
  [257] = 208,
  [258] = 258,
  [259] = 241,
  [260] = 203,
  [261] = 213,
  [262] = 262,
  [263] = 238,
  [264] = 225,
  [265] = 208,
  [266] = 241,
  [267] = 213,
  [268] = 268,
  [269] = 238,
  [270] = 225,
  [271] = 241,
  [272] = 272,
  [273] = 225,
  [274] = 241,
  [275] = 275,
  [276] = 241,
  [277] = 256,
  [278] = 241,
  [279] = 279,
  [280] = 280,
  [281] = 281,
  [282] = 282,
  [283] = 283,
  [284] = 284,
  [285] = 285,
  [286] = 286,
  [287] = 287,
  [288] = 288,
  [289] = 289,
  [290] = 290,
  [291] = 283,
  [292] = 292,
  [293] = 293,
  [294] = 280,
  [295] = 295,
  [296] = 296,
  [297] = 297,
  [298] = 298,
  [299] = 299,
  [300] = 300,
  [301] = 301,
  [302] = 302,
  [303] = 303,
  [304] = 304,
  [305] = 305,
  [306] = 303,
  [307] = 307,
  [308] = 280,
  [309] = 309,
  [310] = 310,
  [311] = 283,
  [312] = 293,
  [313] = 313,
  [314] = 301,
  [315] = 304,
  [316] = 316,
  [317] = 309,
  [318] = 318,
  [319] = 280,
  [320] = 310,
  [321] = 321,
  [322] = 322,
  [323] = 301,
  [324] = 301,
  [325] = 325,
  [326] = 326,
  [327] = 327,
  [328] = 301,
  [329] = 329,
  [330] = 280,
  [331] = 331,
  [332] = 332,
  [333] = 280,
  [334] = 310,
  [335] = 335,
  [336] = 280,
  [337] = 305,
  [338] = 322,
  [339] = 297,
  [340] = 300,
  [341] = 305,
  [342] = 322,
  [343] = 305,
  [344] = 305,
  [345] = 305,
  [346] = 305,
  [347] = 304,
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
        ']', 27,
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
        'I', 125,
        'i', 125,
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
        '$', 16,
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
        '$', 16,
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
        '$', 15,
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
        '$', 15,
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
      if (lookahead == '(') ADVANCE(29);
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
        '$', 16,
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
      if (lookahead == '*') ADVANCE(31);
      if (lookahead == ',') ADVANCE(33);
      if (lookahead == ';') ADVANCE(40);
      if (lookahead == '=') ADVANCE(378);
      if (lookahead == '|') ADVANCE(42);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(401);
      END_STATE();
    case 16:
      ADVANCE_MAP(
        '(', 401,
        'B', 46,
        'C', 60,
        'D', 61,
        'E', 67,
        'F', 20,
        'I', 68,
        'R', 49,
        'S', 81,
      );
      END_STATE();
    case 17:
      if (lookahead == '(') ADVANCE(21);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(17);
      END_STATE();
    case 18:
      if (lookahead == '(') ADVANCE(409);
      END_STATE();
    case 19:
      if (lookahead == '(') ADVANCE(408);
      END_STATE();
    case 20:
      ADVANCE_MAP(
        '(', 408,
        'A', 20,
        'B', 20,
        'D', 20,
        'F', 20,
        'N', 20,
        'P', 20,
        'Q', 20,
        'U', 20,
        'W', 20,
        'X', 20,
        'a', 20,
        'b', 20,
        'd', 20,
        'f', 20,
        'n', 20,
        'p', 20,
        'q', 20,
        'u', 20,
        'w', 20,
        'x', 20,
      );
      END_STATE();
    case 21:
      if (lookahead == '(') ADVANCE(26);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(21);
      END_STATE();
    case 22:
      if (lookahead == '(') ADVANCE(30);
      if (lookahead == ')') ADVANCE(268);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(22);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(241);
      if (lookahead == '\\') ADVANCE(405);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(407);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(26);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 25:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(26);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 26:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(26);
      END_STATE();
    case 27:
      if (lookahead == ')') ADVANCE(414);
      END_STATE();
    case 28:
      if (lookahead == ')') ADVANCE(414);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(413);
      END_STATE();
    case 29:
      if (lookahead == ')') ADVANCE(240);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(29);
      END_STATE();
    case 30:
      if (lookahead == ')') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(30);
      END_STATE();
    case 31:
      if (lookahead == '*') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 32:
      ADVANCE_MAP(
        '+', 13,
        ':', 207,
        '=', 378,
        '\\', 9,
        'C', 153,
        'c', 153,
        'I', 126,
        'i', 126,
        'O', 179,
        'o', 179,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(32);
      END_STATE();
    case 33:
      if (lookahead == ',') ADVANCE(41);
      if (lookahead == '=') ADVANCE(378);
      END_STATE();
    case 34:
      if (lookahead == '-') ADVANCE(190);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(34);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(37);
      END_STATE();
    case 35:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(34);
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
      ADVANCE_MAP(
        ':', 114,
        '\\', 9,
        'E', 137,
        'e', 137,
        'F', 167,
        'f', 167,
        'I', 144,
        'i', 144,
        'M', 98,
        'm', 98,
      );
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
      if (lookahead == 'E') ADVANCE(19);
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
      if (lookahead == 'G') ADVANCE(19);
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
      if (lookahead == 'L') ADVANCE(19);
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
      if (lookahead == 'R') ADVANCE(19);
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
      if (lookahead == 'T') ADVANCE(19);
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
      if (lookahead == 'V') ADVANCE(19);
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
      if (lookahead == ']') ADVANCE(28);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(412);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(413);
      END_STATE();
    case 93:
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(287);
      END_STATE();
    case 94:
      if (lookahead == '\\') ADVANCE(262);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(263);
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
          lookahead == 'a') ADVANCE(145);
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
        'I', 148,
        'i', 148,
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
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(118);
      END_STATE();
    case 126:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(110);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(178);
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
          lookahead == 'i') ADVANCE(146);
      END_STATE();
    case 135:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(171);
      END_STATE();
    case 136:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(149);
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
          lookahead == 'n') ADVANCE(223);
      END_STATE();
    case 145:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(103);
      END_STATE();
    case 146:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(128);
      END_STATE();
    case 147:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(288);
      END_STATE();
    case 148:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(102);
      END_STATE();
    case 149:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(127);
      END_STATE();
    case 150:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(105);
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
          lookahead == 'o') ADVANCE(147);
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
        ']', 27,
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
        'I', 125,
        'i', 125,
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
        '$', 15,
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
        '$', 16,
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
      if (lookahead == '$') ADVANCE(15);
      if (lookahead == '(') ADVANCE(22);
      if (lookahead == ',') ADVANCE(244);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(203);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 203:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(15);
      if (lookahead == ',') ADVANCE(244);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(203);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(377);
      END_STATE();
    case 204:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(342);
      if (lookahead == '@') ADVANCE(43);
      if (lookahead == '\\') ADVANCE(379);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(378);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (lookahead != 0) ADVANCE(380);
      END_STATE();
    case 205:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(43);
      if (lookahead == '\\') ADVANCE(379);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(378);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(380);
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
          lookahead == 'e') ADVANCE(150);
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
      if (lookahead == '(') ADVANCE(21);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(17);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(26);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(385);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '(') ADVANCE(29);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(238);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(240);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(29);
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
      if (lookahead == '(') ADVANCE(29);
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
      if (lookahead == '*') ADVANCE(31);
      if (lookahead == ',') ADVANCE(33);
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
          lookahead == ' ') ADVANCE(34);
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
        '$', 18,
        '(', 401,
        'B', 46,
        'C', 60,
        'D', 61,
        'E', 67,
        'F', 20,
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
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(26);
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
      if (lookahead == ']') ADVANCE(28);
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
  [7] = {.lex_state = 4},
  [8] = {.lex_state = 194},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 194},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 194},
  [13] = {.lex_state = 194},
  [14] = {.lex_state = 195},
  [15] = {.lex_state = 195},
  [16] = {.lex_state = 196},
  [17] = {.lex_state = 199},
  [18] = {.lex_state = 201},
  [19] = {.lex_state = 197},
  [20] = {.lex_state = 197},
  [21] = {.lex_state = 196},
  [22] = {.lex_state = 197},
  [23] = {.lex_state = 3},
  [24] = {.lex_state = 199},
  [25] = {.lex_state = 197},
  [26] = {.lex_state = 198},
  [27] = {.lex_state = 198},
  [28] = {.lex_state = 198},
  [29] = {.lex_state = 198},
  [30] = {.lex_state = 197},
  [31] = {.lex_state = 198},
  [32] = {.lex_state = 197},
  [33] = {.lex_state = 198},
  [34] = {.lex_state = 201},
  [35] = {.lex_state = 198},
  [36] = {.lex_state = 198},
  [37] = {.lex_state = 198},
  [38] = {.lex_state = 198},
  [39] = {.lex_state = 194},
  [40] = {.lex_state = 198},
  [41] = {.lex_state = 198},
  [42] = {.lex_state = 4},
  [43] = {.lex_state = 200},
  [44] = {.lex_state = 200},
  [45] = {.lex_state = 200},
  [46] = {.lex_state = 200},
  [47] = {.lex_state = 200},
  [48] = {.lex_state = 200},
  [49] = {.lex_state = 200},
  [50] = {.lex_state = 10},
  [51] = {.lex_state = 200},
  [52] = {.lex_state = 200},
  [53] = {.lex_state = 200},
  [54] = {.lex_state = 200},
  [55] = {.lex_state = 10},
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
  [69] = {.lex_state = 12},
  [70] = {.lex_state = 12},
  [71] = {.lex_state = 12},
  [72] = {.lex_state = 200},
  [73] = {.lex_state = 201},
  [74] = {.lex_state = 201},
  [75] = {.lex_state = 200},
  [76] = {.lex_state = 12},
  [77] = {.lex_state = 10},
  [78] = {.lex_state = 12},
  [79] = {.lex_state = 12},
  [80] = {.lex_state = 12},
  [81] = {.lex_state = 12},
  [82] = {.lex_state = 12},
  [83] = {.lex_state = 2},
  [84] = {.lex_state = 2},
  [85] = {.lex_state = 2},
  [86] = {.lex_state = 2},
  [87] = {.lex_state = 2},
  [88] = {.lex_state = 2},
  [89] = {.lex_state = 1},
  [90] = {.lex_state = 201},
  [91] = {.lex_state = 201},
  [92] = {.lex_state = 201},
  [93] = {.lex_state = 201},
  [94] = {.lex_state = 201},
  [95] = {.lex_state = 201},
  [96] = {.lex_state = 200},
  [97] = {.lex_state = 200},
  [98] = {.lex_state = 200},
  [99] = {.lex_state = 200},
  [100] = {.lex_state = 200},
  [101] = {.lex_state = 200},
  [102] = {.lex_state = 200},
  [103] = {.lex_state = 200},
  [104] = {.lex_state = 201},
  [105] = {.lex_state = 200},
  [106] = {.lex_state = 200},
  [107] = {.lex_state = 12},
  [108] = {.lex_state = 200},
  [109] = {.lex_state = 12},
  [110] = {.lex_state = 12},
  [111] = {.lex_state = 12},
  [112] = {.lex_state = 12},
  [113] = {.lex_state = 12},
  [114] = {.lex_state = 200},
  [115] = {.lex_state = 200},
  [116] = {.lex_state = 200},
  [117] = {.lex_state = 200},
  [118] = {.lex_state = 12},
  [119] = {.lex_state = 12},
  [120] = {.lex_state = 200},
  [121] = {.lex_state = 200},
  [122] = {.lex_state = 12},
  [123] = {.lex_state = 12},
  [124] = {.lex_state = 200},
  [125] = {.lex_state = 200},
  [126] = {.lex_state = 200},
  [127] = {.lex_state = 0, .external_lex_state = 2},
  [128] = {.lex_state = 0, .external_lex_state = 2},
  [129] = {.lex_state = 201},
  [130] = {.lex_state = 201},
  [131] = {.lex_state = 2},
  [132] = {.lex_state = 204},
  [133] = {.lex_state = 0, .external_lex_state = 2},
  [134] = {.lex_state = 204},
  [135] = {.lex_state = 201},
  [136] = {.lex_state = 39},
  [137] = {.lex_state = 2},
  [138] = {.lex_state = 0, .external_lex_state = 2},
  [139] = {.lex_state = 2},
  [140] = {.lex_state = 204},
  [141] = {.lex_state = 2},
  [142] = {.lex_state = 2},
  [143] = {.lex_state = 204},
  [144] = {.lex_state = 204},
  [145] = {.lex_state = 204},
  [146] = {.lex_state = 204},
  [147] = {.lex_state = 39},
  [148] = {.lex_state = 204},
  [149] = {.lex_state = 39},
  [150] = {.lex_state = 204},
  [151] = {.lex_state = 39},
  [152] = {.lex_state = 32},
  [153] = {.lex_state = 204},
  [154] = {.lex_state = 32},
  [155] = {.lex_state = 39},
  [156] = {.lex_state = 204},
  [157] = {.lex_state = 39},
  [158] = {.lex_state = 204},
  [159] = {.lex_state = 202},
  [160] = {.lex_state = 202},
  [161] = {.lex_state = 39},
  [162] = {.lex_state = 202},
  [163] = {.lex_state = 204},
  [164] = {.lex_state = 204},
  [165] = {.lex_state = 5},
  [166] = {.lex_state = 5},
  [167] = {.lex_state = 5},
  [168] = {.lex_state = 204},
  [169] = {.lex_state = 204},
  [170] = {.lex_state = 204},
  [171] = {.lex_state = 204},
  [172] = {.lex_state = 204},
  [173] = {.lex_state = 201},
  [174] = {.lex_state = 204},
  [175] = {.lex_state = 5},
  [176] = {.lex_state = 204},
  [177] = {.lex_state = 204},
  [178] = {.lex_state = 204},
  [179] = {.lex_state = 5},
  [180] = {.lex_state = 202},
  [181] = {.lex_state = 204},
  [182] = {.lex_state = 204},
  [183] = {.lex_state = 202},
  [184] = {.lex_state = 202},
  [185] = {.lex_state = 202},
  [186] = {.lex_state = 202},
  [187] = {.lex_state = 202},
  [188] = {.lex_state = 202},
  [189] = {.lex_state = 202},
  [190] = {.lex_state = 202},
  [191] = {.lex_state = 202},
  [192] = {.lex_state = 39},
  [193] = {.lex_state = 0},
  [194] = {.lex_state = 204},
  [195] = {.lex_state = 0},
  [196] = {.lex_state = 6},
  [197] = {.lex_state = 202},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 32},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 92},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 202},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 0},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 0},
  [217] = {.lex_state = 0},
  [218] = {.lex_state = 0},
  [219] = {.lex_state = 0},
  [220] = {.lex_state = 0},
  [221] = {.lex_state = 0},
  [222] = {.lex_state = 0},
  [223] = {.lex_state = 0},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 23},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 0},
  [233] = {.lex_state = 0},
  [234] = {.lex_state = 202},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 0},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 23},
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
  [253] = {.lex_state = 0},
  [254] = {.lex_state = 23},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 32},
  [257] = {.lex_state = 92},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 0},
  [260] = {.lex_state = 32},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 0},
  [263] = {.lex_state = 23},
  [264] = {.lex_state = 23},
  [265] = {.lex_state = 92},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 23},
  [270] = {.lex_state = 23},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 23},
  [274] = {.lex_state = 0},
  [275] = {.lex_state = 0},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 32},
  [278] = {.lex_state = 0},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 0},
  [282] = {.lex_state = 0, .external_lex_state = 3},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 0},
  [285] = {.lex_state = 3},
  [286] = {.lex_state = 0},
  [287] = {.lex_state = 3},
  [288] = {.lex_state = 3},
  [289] = {.lex_state = 194},
  [290] = {.lex_state = 93},
  [291] = {.lex_state = 0},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 204},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 0},
  [296] = {.lex_state = 0, .external_lex_state = 4},
  [297] = {.lex_state = 94},
  [298] = {.lex_state = 0},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 94},
  [301] = {.lex_state = 0},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 0},
  [304] = {.lex_state = 0},
  [305] = {.lex_state = 85},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 202},
  [308] = {.lex_state = 0},
  [309] = {.lex_state = 0},
  [310] = {.lex_state = 0},
  [311] = {.lex_state = 0},
  [312] = {.lex_state = 204},
  [313] = {.lex_state = 0},
  [314] = {.lex_state = 0},
  [315] = {.lex_state = 0},
  [316] = {.lex_state = 0},
  [317] = {.lex_state = 0},
  [318] = {.lex_state = 3},
  [319] = {.lex_state = 0},
  [320] = {.lex_state = 0},
  [321] = {.lex_state = 0},
  [322] = {.lex_state = 85},
  [323] = {.lex_state = 0},
  [324] = {.lex_state = 0},
  [325] = {.lex_state = 0},
  [326] = {.lex_state = 0, .external_lex_state = 3},
  [327] = {.lex_state = 0, .external_lex_state = 4},
  [328] = {.lex_state = 0},
  [329] = {.lex_state = 0},
  [330] = {.lex_state = 0},
  [331] = {.lex_state = 0},
  [332] = {.lex_state = 86},
  [333] = {.lex_state = 0},
  [334] = {.lex_state = 0},
  [335] = {.lex_state = 0},
  [336] = {.lex_state = 0},
  [337] = {.lex_state = 85},
  [338] = {.lex_state = 85},
  [339] = {.lex_state = 94},
  [340] = {.lex_state = 94},
  [341] = {.lex_state = 85},
  [342] = {.lex_state = 85},
  [343] = {.lex_state = 85},
  [344] = {.lex_state = 85},
  [345] = {.lex_state = 85},
  [346] = {.lex_state = 85},
  [347] = {.lex_state = 0},
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
    [sym_source_file] = STATE(313),
    [sym__line] = STATE(8),
    [sym__statement] = STATE(211),
    [sym_queue_statement] = STATE(211),
    [sym_include] = STATE(211),
    [sym_use] = STATE(211),
    [sym_error_directive] = STATE(211),
    [sym_warning_directive] = STATE(211),
    [sym_if_block] = STATE(211),
    [sym_key] = STATE(174),
    [sym__include_as_key] = STATE(312),
    [sym_assignment] = STATE(211),
    [sym_invalid_line] = STATE(211),
    [sym_heredoc_assignment] = STATE(211),
    [sym_macro_reference] = STATE(153),
    [aux_sym_source_file_repeat1] = STATE(8),
    [aux_sym_key_repeat1] = STATE(191),
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
    [anon_sym_DOLLAR_LPAREN] = ACTIONS(31),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 26,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(43), 1,
      aux_sym_if_block_token2,
    ACTIONS(45), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(47), 1,
      aux_sym_else_clause_token1,
    ACTIONS(49), 1,
      sym__newline,
    ACTIONS(51), 1,
      sym_comment,
    ACTIONS(53), 1,
      sym_pragma,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    STATE(147), 1,
      aux_sym_if_block_repeat1,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(192), 1,
      sym_elif_clause,
    STATE(287), 1,
      sym_else_clause,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(283), 10,
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
  [91] = 26,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(45), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(47), 1,
      aux_sym_else_clause_token1,
    ACTIONS(51), 1,
      sym_comment,
    ACTIONS(53), 1,
      sym_pragma,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(61), 1,
      aux_sym_if_block_token2,
    ACTIONS(63), 1,
      sym__newline,
    STATE(155), 1,
      aux_sym_if_block_repeat1,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(192), 1,
      sym_elif_clause,
    STATE(285), 1,
      sym_else_clause,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(283), 10,
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
  [182] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(71), 1,
      sym__include_keyword,
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
    ACTIONS(103), 1,
      anon_sym_DOLLAR_LPAREN,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(68), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(86), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(283), 10,
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
  [260] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_comment,
    ACTIONS(53), 1,
      sym_pragma,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(108), 1,
      sym__newline,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(106), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(283), 10,
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
  [338] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_comment,
    ACTIONS(53), 1,
      sym_pragma,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(63), 1,
      sym__newline,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(110), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(283), 10,
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
  [416] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(112), 1,
      aux_sym_if_block_token2,
    ACTIONS(114), 1,
      sym__newline,
    ACTIONS(116), 1,
      sym_comment,
    ACTIONS(118), 1,
      sym_pragma,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(311), 10,
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
  [492] = 21,
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
    ACTIONS(31), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(120), 1,
      ts_builtin_sym_end,
    ACTIONS(122), 1,
      sym__newline,
    ACTIONS(124), 1,
      sym_comment,
    ACTIONS(126), 1,
      sym_pragma,
    STATE(153), 1,
      sym_macro_reference,
    STATE(174), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(312), 1,
      sym__include_as_key,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(231), 10,
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
  [568] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(116), 1,
      sym_comment,
    ACTIONS(118), 1,
      sym_pragma,
    ACTIONS(128), 1,
      aux_sym_if_block_token2,
    ACTIONS(130), 1,
      sym__newline,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(311), 10,
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
  [644] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(71), 1,
      sym__include_keyword,
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
    ACTIONS(103), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(132), 1,
      ts_builtin_sym_end,
    ACTIONS(134), 1,
      sym__newline,
    ACTIONS(137), 1,
      sym_comment,
    ACTIONS(140), 1,
      sym_pragma,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(68), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(291), 10,
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
  [720] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(65), 1,
      anon_sym_COLON,
    ACTIONS(71), 1,
      sym__include_keyword,
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
    ACTIONS(103), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(143), 1,
      sym__newline,
    ACTIONS(146), 1,
      sym_comment,
    ACTIONS(149), 1,
      sym_pragma,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(68), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(311), 10,
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
  [796] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(37), 1,
      sym__include_keyword,
    ACTIONS(39), 1,
      aux_sym_error_directive_token1,
    ACTIONS(41), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      sym_comment,
    ACTIONS(154), 1,
      sym_pragma,
    STATE(178), 1,
      sym_macro_reference,
    STATE(181), 1,
      sym_key,
    STATE(185), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(35), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(55), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(247), 10,
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
  [862] = 18,
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
    ACTIONS(31), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      sym_comment,
    ACTIONS(154), 1,
      sym_pragma,
    STATE(153), 1,
      sym_macro_reference,
    STATE(174), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(312), 1,
      sym__include_as_key,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(247), 10,
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
  [928] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      sym_slice,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(156), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(223), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [975] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      sym__newline,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(176), 1,
      sym_slice,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(223), 2,
      sym_item_list,
      sym_value,
    ACTIONS(174), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1021] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(190), 1,
      aux_sym__queue_from_token2,
    ACTIONS(192), 1,
      sym_slice,
    ACTIONS(188), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(200), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1066] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(196), 1,
      sym_slice,
    ACTIONS(198), 1,
      sym_table_options,
    ACTIONS(200), 1,
      anon_sym_LPAREN,
    ACTIONS(194), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(201), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1111] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      aux_sym_queue_count_token1,
    ACTIONS(206), 1,
      aux_sym__queue_in_token1,
    ACTIONS(208), 1,
      aux_sym__queue_from_token1,
    ACTIONS(210), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(212), 1,
      sym_variable,
    ACTIONS(214), 1,
      sym_number,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      sym_function_name,
    STATE(92), 1,
      sym_queue_count,
    STATE(136), 1,
      sym_variable_list,
    STATE(198), 1,
      sym__queue_from,
    STATE(244), 1,
      sym__queue_matching,
    STATE(279), 1,
      sym__queue_in,
    ACTIONS(202), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(74), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1163] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(222), 1,
      sym_slice,
    ACTIONS(220), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(242), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1205] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(226), 1,
      sym_slice,
    ACTIONS(224), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(206), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1247] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(188), 1,
      sym__newline,
    ACTIONS(228), 1,
      aux_sym__queue_from_token2,
    ACTIONS(230), 1,
      sym_slice,
    STATE(200), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1291] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(234), 1,
      sym_slice,
    ACTIONS(232), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(268), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1333] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(238), 7,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(236), 11,
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
  [1359] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(194), 1,
      sym__newline,
    ACTIONS(200), 1,
      anon_sym_LPAREN,
    ACTIONS(240), 1,
      sym_slice,
    ACTIONS(242), 1,
      sym_table_options,
    STATE(201), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1403] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(232), 1,
      sym__newline,
    ACTIONS(244), 1,
      sym_slice,
    STATE(268), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1444] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(246), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(252), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1483] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(248), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(262), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1522] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(250), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(210), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1561] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(252), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(272), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1600] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(224), 1,
      sym__newline,
    ACTIONS(254), 1,
      sym_slice,
    STATE(206), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1641] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(256), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(202), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1680] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(220), 1,
      sym__newline,
    ACTIONS(258), 1,
      sym_slice,
    STATE(242), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1721] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(260), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(220), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1760] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(202), 1,
      sym__newline,
    ACTIONS(204), 1,
      aux_sym_queue_count_token1,
    ACTIONS(212), 1,
      sym_variable,
    ACTIONS(214), 1,
      sym_number,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      sym_function_name,
    ACTIONS(262), 1,
      aux_sym__queue_in_token1,
    ACTIONS(264), 1,
      aux_sym__queue_from_token1,
    ACTIONS(266), 1,
      aux_sym__queue_matching_token1,
    STATE(104), 1,
      sym_queue_count,
    STATE(149), 1,
      sym_variable_list,
    STATE(198), 1,
      sym__queue_from,
    STATE(244), 1,
      sym__queue_matching,
    STATE(279), 1,
      sym__queue_in,
    STATE(74), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1811] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(256), 1,
      sym__newline,
    STATE(202), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1849] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(246), 1,
      sym__newline,
    STATE(252), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1887] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(250), 1,
      sym__newline,
    STATE(210), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1925] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(248), 1,
      sym__newline,
    STATE(262), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1963] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(236), 8,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(238), 8,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_DOLLAR_LPAREN,
  [1987] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(252), 1,
      sym__newline,
    STATE(272), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2025] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(260), 1,
      sym__newline,
    STATE(220), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2063] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(238), 7,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(236), 9,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2087] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(233), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(268), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2124] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(248), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(272), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2161] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(250), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(274), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2198] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(221), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(276), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2235] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(224), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(278), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2272] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(251), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(280), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2309] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(275), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(282), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2346] = 11,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    STATE(335), 1,
      sym_condition,
    ACTIONS(290), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(316), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2385] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(222), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(298), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2422] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(209), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(300), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2459] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(216), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(302), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2496] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym_text,
    STATE(199), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(304), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2533] = 11,
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
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    STATE(325), 1,
      sym_condition,
    ACTIONS(290), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(316), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2572] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(282), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(275), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2608] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(300), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(209), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2644] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(274), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(250), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2680] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(248), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2716] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(304), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(199), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2752] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(302), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(216), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2788] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(276), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(221), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2824] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(278), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(224), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2860] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(280), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(251), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2896] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(233), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2932] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(168), 1,
      sym_function_name,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(172), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(312), 1,
      sym_text,
    ACTIONS(308), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(310), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(67), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2966] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(319), 1,
      sym_text,
    ACTIONS(322), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(325), 1,
      sym_function_name,
    ACTIONS(328), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(331), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(314), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(316), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(67), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3000] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(298), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(222), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3036] = 10,
    ACTIONS(334), 1,
      anon_sym_RPAREN,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(330), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3071] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(350), 1,
      anon_sym_RPAREN,
    STATE(336), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3106] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(352), 1,
      anon_sym_RPAREN,
    STATE(294), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3141] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(182), 1,
      sym_function_name,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(186), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(308), 1,
      sym__newline,
    ACTIONS(356), 1,
      sym_text,
    ACTIONS(354), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3174] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(360), 1,
      aux_sym_queue_count_token1,
    ACTIONS(365), 1,
      sym_number,
    ACTIONS(368), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(371), 1,
      sym_function_name,
    ACTIONS(358), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(73), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(363), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3205] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(216), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(218), 1,
      sym_function_name,
    ACTIONS(376), 1,
      aux_sym_queue_count_token1,
    ACTIONS(380), 1,
      sym_number,
    ACTIONS(374), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(73), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(378), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3236] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(314), 1,
      sym__newline,
    ACTIONS(385), 1,
      sym_text,
    ACTIONS(388), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(391), 1,
      sym_function_name,
    ACTIONS(394), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(397), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(382), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3269] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(400), 1,
      anon_sym_RPAREN,
    STATE(333), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3304] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(286), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(288), 1,
      aux_sym_version_condition_token1,
    ACTIONS(292), 1,
      aux_sym__condition_word_token1,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(402), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(281), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [3337] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(404), 1,
      anon_sym_RPAREN,
    STATE(308), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3372] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(406), 1,
      anon_sym_RPAREN,
    STATE(319), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3407] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      aux_sym_default_value_token1,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(408), 1,
      anon_sym_RPAREN,
    STATE(280), 1,
      sym_default_value,
    ACTIONS(338), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(82), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3442] = 9,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(410), 1,
      anon_sym_RPAREN,
    ACTIONS(415), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(418), 1,
      aux_sym_default_value_token1,
    ACTIONS(421), 1,
      sym_function_name,
    ACTIONS(424), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(427), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3474] = 9,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(344), 1,
      sym_function_name,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(430), 1,
      anon_sym_RPAREN,
    ACTIONS(434), 1,
      aux_sym_default_value_token1,
    ACTIONS(432), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(81), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3506] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(438), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(87), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3531] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(440), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(87), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3556] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(445), 1,
      sym__newline,
    ACTIONS(447), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(450), 1,
      sym_function_name,
    ACTIONS(442), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3581] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(453), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(87), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3606] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(457), 1,
      sym__newline,
    ACTIONS(455), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3631] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(459), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(87), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3656] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(292), 1,
      aux_sym__condition_word_token1,
    ACTIONS(294), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(296), 1,
      sym_function_name,
    ACTIONS(461), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(465), 1,
      sym__newline,
    STATE(299), 1,
      sym_condition_expression,
    ACTIONS(463), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3687] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(469), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3705] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(473), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3723] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      aux_sym__queue_in_token1,
    ACTIONS(208), 1,
      aux_sym__queue_from_token1,
    ACTIONS(210), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(212), 1,
      sym_variable,
    STATE(151), 1,
      sym_variable_list,
    STATE(237), 1,
      sym__queue_in,
    STATE(239), 1,
      sym__queue_from,
    STATE(240), 1,
      sym__queue_matching,
    ACTIONS(475), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3755] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(477), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(479), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3773] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(483), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3791] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 5,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(487), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3809] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(489), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3826] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(485), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3843] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(495), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(493), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3860] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(477), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3877] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(497), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3894] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(481), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3911] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(467), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3928] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(471), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3945] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(212), 1,
      sym_variable,
    ACTIONS(262), 1,
      aux_sym__queue_in_token1,
    ACTIONS(264), 1,
      aux_sym__queue_from_token1,
    ACTIONS(266), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(475), 1,
      sym__newline,
    STATE(157), 1,
      sym_variable_list,
    STATE(237), 1,
      sym__queue_in,
    STATE(239), 1,
      sym__queue_from,
    STATE(240), 1,
      sym__queue_matching,
  [3976] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(503), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(501), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3993] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(505), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4010] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(467), 1,
      aux_sym_default_value_token1,
    ACTIONS(469), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4026] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(471), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4042] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(505), 1,
      aux_sym_default_value_token1,
    ACTIONS(507), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4058] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(493), 1,
      aux_sym_default_value_token1,
    ACTIONS(495), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4074] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(501), 1,
      aux_sym_default_value_token1,
    ACTIONS(503), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4090] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(497), 1,
      aux_sym_default_value_token1,
    ACTIONS(499), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4106] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      aux_sym_default_value_token1,
    ACTIONS(491), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4122] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(505), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4138] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(503), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(501), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4154] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(497), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4170] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(491), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(489), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4186] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(477), 1,
      aux_sym_default_value_token1,
    ACTIONS(479), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4202] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(485), 1,
      aux_sym_default_value_token1,
    ACTIONS(487), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4218] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(477), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4234] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(485), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4250] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(481), 1,
      aux_sym_default_value_token1,
    ACTIONS(483), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4266] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(471), 1,
      aux_sym_default_value_token1,
    ACTIONS(473), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4282] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(481), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4298] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(467), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4314] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(495), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(493), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4330] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      sym_comment,
    ACTIONS(513), 1,
      sym_heredoc_end,
    STATE(138), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(327), 1,
      sym_heredoc_body,
    ACTIONS(509), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4351] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      sym_comment,
    ACTIONS(515), 1,
      sym_heredoc_end,
    STATE(138), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(296), 1,
      sym_heredoc_body,
    ACTIONS(509), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4372] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 1,
      anon_sym_COMMA,
    ACTIONS(522), 1,
      sym_variable,
    STATE(129), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(517), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4390] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(527), 1,
      anon_sym_COMMA,
    ACTIONS(529), 1,
      sym_variable,
    STATE(135), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(525), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4408] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(487), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4422] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(535), 1,
      sym_ignored_text,
    ACTIONS(531), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4438] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(540), 1,
      sym_comment,
    ACTIONS(543), 1,
      sym_heredoc_end,
    STATE(133), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(537), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4456] = 3,
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
  [4470] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(527), 1,
      anon_sym_COMMA,
    ACTIONS(547), 1,
      sym_variable,
    STATE(129), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(545), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4488] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 1,
      aux_sym__queue_in_token1,
    ACTIONS(551), 1,
      aux_sym__queue_from_token1,
    ACTIONS(553), 1,
      aux_sym__queue_matching_token1,
    STATE(245), 1,
      sym__queue_in,
    STATE(246), 1,
      sym__queue_from,
    STATE(249), 1,
      sym__queue_matching,
  [4510] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(477), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(479), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4524] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym_comment,
    ACTIONS(559), 1,
      sym_heredoc_end,
    STATE(133), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(555), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4542] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(483), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4556] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(565), 1,
      sym_ignored_text,
    ACTIONS(561), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4572] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(469), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4586] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(473), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4600] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(565), 1,
      sym_ignored_text,
    ACTIONS(561), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4616] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(567), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4632] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(567), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4648] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(535), 1,
      sym_ignored_text,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(531), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4664] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      aux_sym_if_block_token2,
    ACTIONS(573), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(575), 1,
      aux_sym_else_clause_token1,
    STATE(161), 1,
      aux_sym_if_block_repeat1,
    STATE(192), 1,
      sym_elif_clause,
    STATE(288), 1,
      sym_else_clause,
  [4686] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(579), 1,
      sym_ignored_text,
    ACTIONS(577), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4702] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      aux_sym__queue_in_token1,
    ACTIONS(583), 1,
      aux_sym__queue_from_token1,
    ACTIONS(585), 1,
      aux_sym__queue_matching_token1,
    STATE(245), 1,
      sym__queue_in,
    STATE(246), 1,
      sym__queue_from,
    STATE(249), 1,
      sym__queue_matching,
  [4724] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      sym_ignored_text,
    ACTIONS(467), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4738] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(549), 1,
      aux_sym__queue_in_token1,
    ACTIONS(551), 1,
      aux_sym__queue_from_token1,
    ACTIONS(553), 1,
      aux_sym__queue_matching_token1,
    STATE(215), 1,
      sym__queue_in,
    STATE(218), 1,
      sym__queue_from,
    STATE(219), 1,
      sym__queue_matching,
  [4760] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(587), 1,
      anon_sym_COLON,
    ACTIONS(589), 1,
      aux_sym_include_token1,
    ACTIONS(591), 1,
      aux_sym_include_token2,
    ACTIONS(595), 1,
      sym_operator,
    ACTIONS(593), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4780] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(579), 1,
      sym_ignored_text,
    ACTIONS(577), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4796] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(595), 1,
      sym_operator,
    ACTIONS(597), 1,
      anon_sym_COLON,
    ACTIONS(599), 1,
      aux_sym_include_token1,
    ACTIONS(601), 1,
      aux_sym_include_token2,
    ACTIONS(603), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4816] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(575), 1,
      aux_sym_else_clause_token1,
    ACTIONS(605), 1,
      aux_sym_if_block_token2,
    STATE(161), 1,
      aux_sym_if_block_repeat1,
    STATE(192), 1,
      sym_elif_clause,
    STATE(318), 1,
      sym_else_clause,
  [4838] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 1,
      sym_ignored_text,
    ACTIONS(471), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4852] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(581), 1,
      aux_sym__queue_in_token1,
    ACTIONS(583), 1,
      aux_sym__queue_from_token1,
    ACTIONS(585), 1,
      aux_sym__queue_matching_token1,
    STATE(215), 1,
      sym__queue_in,
    STATE(218), 1,
      sym__queue_from,
    STATE(219), 1,
      sym__queue_matching,
  [4874] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(535), 1,
      sym_ignored_text,
    ACTIONS(531), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4889] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      sym_identifier,
    STATE(159), 1,
      aux_sym_use_repeat1,
    STATE(187), 1,
      sym_template,
    ACTIONS(607), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4906] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(614), 1,
      aux_sym_template_token1,
    ACTIONS(612), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4919] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(618), 1,
      aux_sym_elif_clause_token1,
    STATE(161), 1,
      aux_sym_if_block_repeat1,
    STATE(192), 1,
      sym_elif_clause,
    ACTIONS(616), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4936] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      sym_identifier,
    STATE(159), 1,
      aux_sym_use_repeat1,
    STATE(187), 1,
      sym_template,
    ACTIONS(621), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4953] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(567), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4968] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(567), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4983] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 1,
      anon_sym_RPAREN,
    ACTIONS(627), 1,
      aux_sym_item_list_token2,
    STATE(179), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(629), 2,
      sym__newline,
      sym_comment,
  [5000] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      anon_sym_RPAREN,
    ACTIONS(633), 1,
      aux_sym_item_list_token2,
    STATE(167), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(635), 2,
      sym__newline,
      sym_comment,
  [5017] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_RPAREN,
    ACTIONS(639), 1,
      aux_sym_item_list_token2,
    STATE(167), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(642), 2,
      sym__newline,
      sym_comment,
  [5034] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(565), 1,
      sym_ignored_text,
    ACTIONS(561), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5049] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 1,
      sym_ignored_text,
    ACTIONS(481), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5062] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(565), 1,
      sym_ignored_text,
    ACTIONS(561), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5077] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      sym_ignored_text,
    ACTIONS(467), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5090] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 1,
      sym_ignored_text,
    ACTIONS(471), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5103] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 1,
      anon_sym_COMMA,
    ACTIONS(517), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [5116] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym_operator,
    ACTIONS(651), 1,
      sym_ignored_text,
    ACTIONS(653), 1,
      anon_sym_AT_EQ,
    ACTIONS(647), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5133] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      anon_sym_RPAREN,
    ACTIONS(657), 1,
      aux_sym_item_list_token2,
    STATE(166), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(659), 2,
      sym__newline,
      sym_comment,
  [5150] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(579), 1,
      sym_ignored_text,
    ACTIONS(577), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5165] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(535), 1,
      sym_ignored_text,
    ACTIONS(563), 1,
      anon_sym_DOT,
    ACTIONS(531), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5180] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
    ACTIONS(579), 1,
      sym_ignored_text,
    ACTIONS(577), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5195] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      aux_sym_item_list_token2,
    ACTIONS(655), 1,
      anon_sym_RPAREN,
    STATE(167), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(635), 2,
      sym__newline,
      sym_comment,
  [5212] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(187), 1,
      sym_template,
    ACTIONS(661), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5229] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 1,
      sym__newline,
    ACTIONS(653), 1,
      anon_sym_AT_EQ,
    ACTIONS(663), 1,
      sym_operator,
    ACTIONS(665), 1,
      sym_ignored_text,
  [5245] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      sym_operator,
    ACTIONS(671), 1,
      anon_sym_AT_EQ,
    ACTIONS(667), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5259] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(31), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(673), 1,
      sym_identifier,
    STATE(132), 1,
      sym_macro_reference,
    STATE(188), 1,
      aux_sym_key_repeat1,
  [5275] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(675), 1,
      sym_identifier,
    STATE(158), 1,
      sym_macro_reference,
    STATE(189), 1,
      aux_sym_key_repeat1,
  [5291] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(677), 1,
      sym_identifier,
    STATE(164), 1,
      sym_macro_reference,
    STATE(186), 1,
      aux_sym_key_repeat1,
  [5307] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      sym_identifier,
    ACTIONS(682), 1,
      anon_sym_DOLLAR_LPAREN,
    STATE(186), 1,
      aux_sym_key_repeat1,
    STATE(295), 1,
      sym_macro_reference,
  [5323] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      anon_sym_COMMA,
    ACTIONS(685), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5335] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(31), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(689), 1,
      sym_identifier,
    STATE(143), 1,
      sym_macro_reference,
    STATE(186), 1,
      aux_sym_key_repeat1,
  [5351] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(691), 1,
      sym_identifier,
    STATE(170), 1,
      sym_macro_reference,
    STATE(186), 1,
      aux_sym_key_repeat1,
  [5367] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [5377] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(31), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(695), 1,
      sym_identifier,
    STATE(144), 1,
      sym_macro_reference,
    STATE(186), 1,
      aux_sym_key_repeat1,
  [5393] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [5402] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      anon_sym_COLON,
    ACTIONS(701), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5413] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym__newline,
    ACTIONS(671), 1,
      anon_sym_AT_EQ,
    ACTIONS(703), 1,
      sym_operator,
  [5426] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_COLON,
    ACTIONS(707), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5437] = 4,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      aux_sym_item_list_token1,
    ACTIONS(711), 1,
      anon_sym_RPAREN,
    ACTIONS(713), 1,
      sym__newline,
  [5450] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5459] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5467] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5475] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5483] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5491] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5499] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      anon_sym_COLON,
    ACTIONS(729), 1,
      aux_sym_include_token5,
  [5509] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5517] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5525] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5533] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(737), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5541] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(739), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(741), 1,
      anon_sym_RBRACK_RPAREN,
  [5551] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5559] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5567] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(120), 1,
      ts_builtin_sym_end,
    ACTIONS(747), 1,
      sym__newline,
  [5577] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 2,
      sym_identifier,
      anon_sym_DOLLAR_LPAREN,
  [5585] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      anon_sym_COLON,
    ACTIONS(753), 1,
      anon_sym_RPAREN,
  [5595] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5603] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5611] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5619] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5635] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5643] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5651] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5659] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5667] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5675] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5683] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(777), 1,
      anon_sym_RPAREN,
    ACTIONS(779), 1,
      aux_sym_macro_function_token1,
  [5693] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5701] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5709] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5717] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5733] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      sym__newline,
    ACTIONS(791), 1,
      ts_builtin_sym_end,
  [5743] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5751] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5759] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 2,
      sym_identifier,
      anon_sym_DOLLAR_LPAREN,
  [5767] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5775] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5783] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5791] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      anon_sym_RPAREN,
    ACTIONS(807), 1,
      aux_sym_macro_function_token1,
  [5801] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5809] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5817] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      anon_sym_COLON,
    ACTIONS(815), 1,
      anon_sym_RPAREN,
  [5827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5835] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5843] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5859] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5867] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5875] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5883] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5891] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5899] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(835), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5907] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5915] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(839), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5923] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_RPAREN,
    ACTIONS(843), 1,
      aux_sym_macro_function_token1,
  [5933] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 1,
      anon_sym_RPAREN,
    ACTIONS(845), 1,
      sym__newline,
  [5943] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_COLON,
    ACTIONS(849), 1,
      aux_sym_include_token5,
  [5953] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(853), 1,
      anon_sym_RBRACK_RPAREN,
  [5963] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5971] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      anon_sym_COLON,
    ACTIONS(859), 1,
      anon_sym_RPAREN,
  [5981] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      anon_sym_COLON,
    ACTIONS(863), 1,
      aux_sym_include_token5,
  [5991] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 1,
      anon_sym_COLON,
    ACTIONS(867), 1,
      anon_sym_RPAREN,
  [6001] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(869), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6009] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      anon_sym_RPAREN,
    ACTIONS(873), 1,
      aux_sym_macro_function_token1,
  [6019] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      anon_sym_RPAREN,
    ACTIONS(877), 1,
      aux_sym_macro_function_token1,
  [6029] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(881), 1,
      anon_sym_RBRACK_RPAREN,
  [6039] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      anon_sym_COLON,
    ACTIONS(885), 1,
      anon_sym_RPAREN,
  [6049] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      anon_sym_COLON,
    ACTIONS(889), 1,
      anon_sym_RPAREN,
  [6059] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6067] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      anon_sym_RPAREN,
    ACTIONS(895), 1,
      aux_sym_macro_function_token1,
  [6077] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      anon_sym_RPAREN,
    ACTIONS(899), 1,
      aux_sym_macro_function_token1,
  [6087] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      anon_sym_COLON,
    ACTIONS(903), 1,
      anon_sym_RPAREN,
  [6097] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6105] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      anon_sym_RPAREN,
    ACTIONS(909), 1,
      aux_sym_macro_function_token1,
  [6115] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      anon_sym_COLON,
    ACTIONS(913), 1,
      anon_sym_RPAREN,
  [6125] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6133] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      anon_sym_COLON,
    ACTIONS(919), 1,
      anon_sym_RPAREN,
  [6143] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 1,
      anon_sym_COLON,
    ACTIONS(923), 1,
      aux_sym_include_token5,
  [6153] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      anon_sym_COLON,
    ACTIONS(927), 1,
      anon_sym_RPAREN,
  [6163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6171] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      anon_sym_RPAREN,
  [6178] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      sym__newline,
  [6185] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      sym_heredoc_tag,
  [6192] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      sym__newline,
  [6199] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      sym__newline,
  [6206] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      aux_sym_if_block_token2,
  [6213] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      sym__newline,
  [6220] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      aux_sym_if_block_token2,
  [6227] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      aux_sym_if_block_token2,
  [6234] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      aux_sym_version_condition_token2,
  [6241] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      aux_sym_defined_condition_token3,
  [6248] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      sym__newline,
  [6255] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
  [6262] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      sym_operator,
  [6269] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      anon_sym_RPAREN,
  [6276] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
  [6283] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      sym_heredoc_end,
  [6290] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      aux_sym_include_token6,
  [6297] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      sym__newline,
  [6304] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      sym__newline,
  [6311] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      aux_sym_include_token6,
  [6318] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
  [6325] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 1,
      aux_sym_version_condition_token3,
  [6332] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      anon_sym_COLON,
  [6339] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      anon_sym_RBRACK_RPAREN,
  [6346] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 1,
      aux_sym_macro_reference_token1,
  [6353] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 1,
      anon_sym_COLON,
  [6360] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 1,
      sym_identifier,
  [6367] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 1,
      anon_sym_RPAREN,
  [6374] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 1,
      anon_sym_COLON,
  [6381] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      anon_sym_RPAREN,
  [6388] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(983), 1,
      sym__newline,
  [6395] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 1,
      sym_operator,
  [6402] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 1,
      ts_builtin_sym_end,
  [6409] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 1,
      anon_sym_RPAREN,
  [6416] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(991), 1,
      anon_sym_RBRACK_RPAREN,
  [6423] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 1,
      sym__newline,
  [6430] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(993), 1,
      anon_sym_COLON,
  [6437] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(995), 1,
      aux_sym_if_block_token2,
  [6444] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(997), 1,
      anon_sym_RPAREN,
  [6451] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(999), 1,
      anon_sym_RPAREN,
  [6458] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1001), 1,
      anon_sym_COLON,
  [6465] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1003), 1,
      aux_sym_macro_reference_token1,
  [6472] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1005), 1,
      anon_sym_RPAREN,
  [6479] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1007), 1,
      anon_sym_RPAREN,
  [6486] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1009), 1,
      sym__newline,
  [6493] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1011), 1,
      sym_heredoc_tag,
  [6500] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1013), 1,
      sym_heredoc_end,
  [6507] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1015), 1,
      anon_sym_RPAREN,
  [6514] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1017), 1,
      sym__newline,
  [6521] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1019), 1,
      anon_sym_RPAREN,
  [6528] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1021), 1,
      sym__newline,
  [6535] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1023), 1,
      sym_variable,
  [6542] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1025), 1,
      anon_sym_RPAREN,
  [6549] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1027), 1,
      anon_sym_RPAREN,
  [6556] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1029), 1,
      sym__newline,
  [6563] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1031), 1,
      anon_sym_RPAREN,
  [6570] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1033), 1,
      aux_sym_macro_reference_token1,
  [6577] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1035), 1,
      aux_sym_macro_reference_token1,
  [6584] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1037), 1,
      aux_sym_include_token6,
  [6591] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1039), 1,
      aux_sym_include_token6,
  [6598] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1041), 1,
      aux_sym_macro_reference_token1,
  [6605] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 1,
      aux_sym_macro_reference_token1,
  [6612] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1045), 1,
      aux_sym_macro_reference_token1,
  [6619] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1047), 1,
      aux_sym_macro_reference_token1,
  [6626] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1049), 1,
      aux_sym_macro_reference_token1,
  [6633] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1051), 1,
      aux_sym_macro_reference_token1,
  [6640] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1053), 1,
      anon_sym_RBRACK_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 91,
  [SMALL_STATE(4)] = 182,
  [SMALL_STATE(5)] = 260,
  [SMALL_STATE(6)] = 338,
  [SMALL_STATE(7)] = 416,
  [SMALL_STATE(8)] = 492,
  [SMALL_STATE(9)] = 568,
  [SMALL_STATE(10)] = 644,
  [SMALL_STATE(11)] = 720,
  [SMALL_STATE(12)] = 796,
  [SMALL_STATE(13)] = 862,
  [SMALL_STATE(14)] = 928,
  [SMALL_STATE(15)] = 975,
  [SMALL_STATE(16)] = 1021,
  [SMALL_STATE(17)] = 1066,
  [SMALL_STATE(18)] = 1111,
  [SMALL_STATE(19)] = 1163,
  [SMALL_STATE(20)] = 1205,
  [SMALL_STATE(21)] = 1247,
  [SMALL_STATE(22)] = 1291,
  [SMALL_STATE(23)] = 1333,
  [SMALL_STATE(24)] = 1359,
  [SMALL_STATE(25)] = 1403,
  [SMALL_STATE(26)] = 1444,
  [SMALL_STATE(27)] = 1483,
  [SMALL_STATE(28)] = 1522,
  [SMALL_STATE(29)] = 1561,
  [SMALL_STATE(30)] = 1600,
  [SMALL_STATE(31)] = 1641,
  [SMALL_STATE(32)] = 1680,
  [SMALL_STATE(33)] = 1721,
  [SMALL_STATE(34)] = 1760,
  [SMALL_STATE(35)] = 1811,
  [SMALL_STATE(36)] = 1849,
  [SMALL_STATE(37)] = 1887,
  [SMALL_STATE(38)] = 1925,
  [SMALL_STATE(39)] = 1963,
  [SMALL_STATE(40)] = 1987,
  [SMALL_STATE(41)] = 2025,
  [SMALL_STATE(42)] = 2063,
  [SMALL_STATE(43)] = 2087,
  [SMALL_STATE(44)] = 2124,
  [SMALL_STATE(45)] = 2161,
  [SMALL_STATE(46)] = 2198,
  [SMALL_STATE(47)] = 2235,
  [SMALL_STATE(48)] = 2272,
  [SMALL_STATE(49)] = 2309,
  [SMALL_STATE(50)] = 2346,
  [SMALL_STATE(51)] = 2385,
  [SMALL_STATE(52)] = 2422,
  [SMALL_STATE(53)] = 2459,
  [SMALL_STATE(54)] = 2496,
  [SMALL_STATE(55)] = 2533,
  [SMALL_STATE(56)] = 2572,
  [SMALL_STATE(57)] = 2608,
  [SMALL_STATE(58)] = 2644,
  [SMALL_STATE(59)] = 2680,
  [SMALL_STATE(60)] = 2716,
  [SMALL_STATE(61)] = 2752,
  [SMALL_STATE(62)] = 2788,
  [SMALL_STATE(63)] = 2824,
  [SMALL_STATE(64)] = 2860,
  [SMALL_STATE(65)] = 2896,
  [SMALL_STATE(66)] = 2932,
  [SMALL_STATE(67)] = 2966,
  [SMALL_STATE(68)] = 3000,
  [SMALL_STATE(69)] = 3036,
  [SMALL_STATE(70)] = 3071,
  [SMALL_STATE(71)] = 3106,
  [SMALL_STATE(72)] = 3141,
  [SMALL_STATE(73)] = 3174,
  [SMALL_STATE(74)] = 3205,
  [SMALL_STATE(75)] = 3236,
  [SMALL_STATE(76)] = 3269,
  [SMALL_STATE(77)] = 3304,
  [SMALL_STATE(78)] = 3337,
  [SMALL_STATE(79)] = 3372,
  [SMALL_STATE(80)] = 3407,
  [SMALL_STATE(81)] = 3442,
  [SMALL_STATE(82)] = 3474,
  [SMALL_STATE(83)] = 3506,
  [SMALL_STATE(84)] = 3531,
  [SMALL_STATE(85)] = 3556,
  [SMALL_STATE(86)] = 3581,
  [SMALL_STATE(87)] = 3606,
  [SMALL_STATE(88)] = 3631,
  [SMALL_STATE(89)] = 3656,
  [SMALL_STATE(90)] = 3687,
  [SMALL_STATE(91)] = 3705,
  [SMALL_STATE(92)] = 3723,
  [SMALL_STATE(93)] = 3755,
  [SMALL_STATE(94)] = 3773,
  [SMALL_STATE(95)] = 3791,
  [SMALL_STATE(96)] = 3809,
  [SMALL_STATE(97)] = 3826,
  [SMALL_STATE(98)] = 3843,
  [SMALL_STATE(99)] = 3860,
  [SMALL_STATE(100)] = 3877,
  [SMALL_STATE(101)] = 3894,
  [SMALL_STATE(102)] = 3911,
  [SMALL_STATE(103)] = 3928,
  [SMALL_STATE(104)] = 3945,
  [SMALL_STATE(105)] = 3976,
  [SMALL_STATE(106)] = 3993,
  [SMALL_STATE(107)] = 4010,
  [SMALL_STATE(108)] = 4026,
  [SMALL_STATE(109)] = 4042,
  [SMALL_STATE(110)] = 4058,
  [SMALL_STATE(111)] = 4074,
  [SMALL_STATE(112)] = 4090,
  [SMALL_STATE(113)] = 4106,
  [SMALL_STATE(114)] = 4122,
  [SMALL_STATE(115)] = 4138,
  [SMALL_STATE(116)] = 4154,
  [SMALL_STATE(117)] = 4170,
  [SMALL_STATE(118)] = 4186,
  [SMALL_STATE(119)] = 4202,
  [SMALL_STATE(120)] = 4218,
  [SMALL_STATE(121)] = 4234,
  [SMALL_STATE(122)] = 4250,
  [SMALL_STATE(123)] = 4266,
  [SMALL_STATE(124)] = 4282,
  [SMALL_STATE(125)] = 4298,
  [SMALL_STATE(126)] = 4314,
  [SMALL_STATE(127)] = 4330,
  [SMALL_STATE(128)] = 4351,
  [SMALL_STATE(129)] = 4372,
  [SMALL_STATE(130)] = 4390,
  [SMALL_STATE(131)] = 4408,
  [SMALL_STATE(132)] = 4422,
  [SMALL_STATE(133)] = 4438,
  [SMALL_STATE(134)] = 4456,
  [SMALL_STATE(135)] = 4470,
  [SMALL_STATE(136)] = 4488,
  [SMALL_STATE(137)] = 4510,
  [SMALL_STATE(138)] = 4524,
  [SMALL_STATE(139)] = 4542,
  [SMALL_STATE(140)] = 4556,
  [SMALL_STATE(141)] = 4572,
  [SMALL_STATE(142)] = 4586,
  [SMALL_STATE(143)] = 4600,
  [SMALL_STATE(144)] = 4616,
  [SMALL_STATE(145)] = 4632,
  [SMALL_STATE(146)] = 4648,
  [SMALL_STATE(147)] = 4664,
  [SMALL_STATE(148)] = 4686,
  [SMALL_STATE(149)] = 4702,
  [SMALL_STATE(150)] = 4724,
  [SMALL_STATE(151)] = 4738,
  [SMALL_STATE(152)] = 4760,
  [SMALL_STATE(153)] = 4780,
  [SMALL_STATE(154)] = 4796,
  [SMALL_STATE(155)] = 4816,
  [SMALL_STATE(156)] = 4838,
  [SMALL_STATE(157)] = 4852,
  [SMALL_STATE(158)] = 4874,
  [SMALL_STATE(159)] = 4889,
  [SMALL_STATE(160)] = 4906,
  [SMALL_STATE(161)] = 4919,
  [SMALL_STATE(162)] = 4936,
  [SMALL_STATE(163)] = 4953,
  [SMALL_STATE(164)] = 4968,
  [SMALL_STATE(165)] = 4983,
  [SMALL_STATE(166)] = 5000,
  [SMALL_STATE(167)] = 5017,
  [SMALL_STATE(168)] = 5034,
  [SMALL_STATE(169)] = 5049,
  [SMALL_STATE(170)] = 5062,
  [SMALL_STATE(171)] = 5077,
  [SMALL_STATE(172)] = 5090,
  [SMALL_STATE(173)] = 5103,
  [SMALL_STATE(174)] = 5116,
  [SMALL_STATE(175)] = 5133,
  [SMALL_STATE(176)] = 5150,
  [SMALL_STATE(177)] = 5165,
  [SMALL_STATE(178)] = 5180,
  [SMALL_STATE(179)] = 5195,
  [SMALL_STATE(180)] = 5212,
  [SMALL_STATE(181)] = 5229,
  [SMALL_STATE(182)] = 5245,
  [SMALL_STATE(183)] = 5259,
  [SMALL_STATE(184)] = 5275,
  [SMALL_STATE(185)] = 5291,
  [SMALL_STATE(186)] = 5307,
  [SMALL_STATE(187)] = 5323,
  [SMALL_STATE(188)] = 5335,
  [SMALL_STATE(189)] = 5351,
  [SMALL_STATE(190)] = 5367,
  [SMALL_STATE(191)] = 5377,
  [SMALL_STATE(192)] = 5393,
  [SMALL_STATE(193)] = 5402,
  [SMALL_STATE(194)] = 5413,
  [SMALL_STATE(195)] = 5426,
  [SMALL_STATE(196)] = 5437,
  [SMALL_STATE(197)] = 5450,
  [SMALL_STATE(198)] = 5459,
  [SMALL_STATE(199)] = 5467,
  [SMALL_STATE(200)] = 5475,
  [SMALL_STATE(201)] = 5483,
  [SMALL_STATE(202)] = 5491,
  [SMALL_STATE(203)] = 5499,
  [SMALL_STATE(204)] = 5509,
  [SMALL_STATE(205)] = 5517,
  [SMALL_STATE(206)] = 5525,
  [SMALL_STATE(207)] = 5533,
  [SMALL_STATE(208)] = 5541,
  [SMALL_STATE(209)] = 5551,
  [SMALL_STATE(210)] = 5559,
  [SMALL_STATE(211)] = 5567,
  [SMALL_STATE(212)] = 5577,
  [SMALL_STATE(213)] = 5585,
  [SMALL_STATE(214)] = 5595,
  [SMALL_STATE(215)] = 5603,
  [SMALL_STATE(216)] = 5611,
  [SMALL_STATE(217)] = 5619,
  [SMALL_STATE(218)] = 5627,
  [SMALL_STATE(219)] = 5635,
  [SMALL_STATE(220)] = 5643,
  [SMALL_STATE(221)] = 5651,
  [SMALL_STATE(222)] = 5659,
  [SMALL_STATE(223)] = 5667,
  [SMALL_STATE(224)] = 5675,
  [SMALL_STATE(225)] = 5683,
  [SMALL_STATE(226)] = 5693,
  [SMALL_STATE(227)] = 5701,
  [SMALL_STATE(228)] = 5709,
  [SMALL_STATE(229)] = 5717,
  [SMALL_STATE(230)] = 5725,
  [SMALL_STATE(231)] = 5733,
  [SMALL_STATE(232)] = 5743,
  [SMALL_STATE(233)] = 5751,
  [SMALL_STATE(234)] = 5759,
  [SMALL_STATE(235)] = 5767,
  [SMALL_STATE(236)] = 5775,
  [SMALL_STATE(237)] = 5783,
  [SMALL_STATE(238)] = 5791,
  [SMALL_STATE(239)] = 5801,
  [SMALL_STATE(240)] = 5809,
  [SMALL_STATE(241)] = 5817,
  [SMALL_STATE(242)] = 5827,
  [SMALL_STATE(243)] = 5835,
  [SMALL_STATE(244)] = 5843,
  [SMALL_STATE(245)] = 5851,
  [SMALL_STATE(246)] = 5859,
  [SMALL_STATE(247)] = 5867,
  [SMALL_STATE(248)] = 5875,
  [SMALL_STATE(249)] = 5883,
  [SMALL_STATE(250)] = 5891,
  [SMALL_STATE(251)] = 5899,
  [SMALL_STATE(252)] = 5907,
  [SMALL_STATE(253)] = 5915,
  [SMALL_STATE(254)] = 5923,
  [SMALL_STATE(255)] = 5933,
  [SMALL_STATE(256)] = 5943,
  [SMALL_STATE(257)] = 5953,
  [SMALL_STATE(258)] = 5963,
  [SMALL_STATE(259)] = 5971,
  [SMALL_STATE(260)] = 5981,
  [SMALL_STATE(261)] = 5991,
  [SMALL_STATE(262)] = 6001,
  [SMALL_STATE(263)] = 6009,
  [SMALL_STATE(264)] = 6019,
  [SMALL_STATE(265)] = 6029,
  [SMALL_STATE(266)] = 6039,
  [SMALL_STATE(267)] = 6049,
  [SMALL_STATE(268)] = 6059,
  [SMALL_STATE(269)] = 6067,
  [SMALL_STATE(270)] = 6077,
  [SMALL_STATE(271)] = 6087,
  [SMALL_STATE(272)] = 6097,
  [SMALL_STATE(273)] = 6105,
  [SMALL_STATE(274)] = 6115,
  [SMALL_STATE(275)] = 6125,
  [SMALL_STATE(276)] = 6133,
  [SMALL_STATE(277)] = 6143,
  [SMALL_STATE(278)] = 6153,
  [SMALL_STATE(279)] = 6163,
  [SMALL_STATE(280)] = 6171,
  [SMALL_STATE(281)] = 6178,
  [SMALL_STATE(282)] = 6185,
  [SMALL_STATE(283)] = 6192,
  [SMALL_STATE(284)] = 6199,
  [SMALL_STATE(285)] = 6206,
  [SMALL_STATE(286)] = 6213,
  [SMALL_STATE(287)] = 6220,
  [SMALL_STATE(288)] = 6227,
  [SMALL_STATE(289)] = 6234,
  [SMALL_STATE(290)] = 6241,
  [SMALL_STATE(291)] = 6248,
  [SMALL_STATE(292)] = 6255,
  [SMALL_STATE(293)] = 6262,
  [SMALL_STATE(294)] = 6269,
  [SMALL_STATE(295)] = 6276,
  [SMALL_STATE(296)] = 6283,
  [SMALL_STATE(297)] = 6290,
  [SMALL_STATE(298)] = 6297,
  [SMALL_STATE(299)] = 6304,
  [SMALL_STATE(300)] = 6311,
  [SMALL_STATE(301)] = 6318,
  [SMALL_STATE(302)] = 6325,
  [SMALL_STATE(303)] = 6332,
  [SMALL_STATE(304)] = 6339,
  [SMALL_STATE(305)] = 6346,
  [SMALL_STATE(306)] = 6353,
  [SMALL_STATE(307)] = 6360,
  [SMALL_STATE(308)] = 6367,
  [SMALL_STATE(309)] = 6374,
  [SMALL_STATE(310)] = 6381,
  [SMALL_STATE(311)] = 6388,
  [SMALL_STATE(312)] = 6395,
  [SMALL_STATE(313)] = 6402,
  [SMALL_STATE(314)] = 6409,
  [SMALL_STATE(315)] = 6416,
  [SMALL_STATE(316)] = 6423,
  [SMALL_STATE(317)] = 6430,
  [SMALL_STATE(318)] = 6437,
  [SMALL_STATE(319)] = 6444,
  [SMALL_STATE(320)] = 6451,
  [SMALL_STATE(321)] = 6458,
  [SMALL_STATE(322)] = 6465,
  [SMALL_STATE(323)] = 6472,
  [SMALL_STATE(324)] = 6479,
  [SMALL_STATE(325)] = 6486,
  [SMALL_STATE(326)] = 6493,
  [SMALL_STATE(327)] = 6500,
  [SMALL_STATE(328)] = 6507,
  [SMALL_STATE(329)] = 6514,
  [SMALL_STATE(330)] = 6521,
  [SMALL_STATE(331)] = 6528,
  [SMALL_STATE(332)] = 6535,
  [SMALL_STATE(333)] = 6542,
  [SMALL_STATE(334)] = 6549,
  [SMALL_STATE(335)] = 6556,
  [SMALL_STATE(336)] = 6563,
  [SMALL_STATE(337)] = 6570,
  [SMALL_STATE(338)] = 6577,
  [SMALL_STATE(339)] = 6584,
  [SMALL_STATE(340)] = 6591,
  [SMALL_STATE(341)] = 6598,
  [SMALL_STATE(342)] = 6605,
  [SMALL_STATE(343)] = 6612,
  [SMALL_STATE(344)] = 6619,
  [SMALL_STATE(345)] = 6626,
  [SMALL_STATE(346)] = 6633,
  [SMALL_STATE(347)] = 6640,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(307),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(211),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(284),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(283),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(344),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(205),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [68] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(34),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(307),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [80] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(61),
  [83] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(55),
  [86] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [88] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [91] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [94] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [97] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(184),
  [100] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(176),
  [103] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(344),
  [106] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 57),
  [108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [110] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 57),
  [112] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [116] = {.entry = {.count = 1, .reusable = false}}, SHIFT(311),
  [118] = {.entry = {.count = 1, .reusable = true}}, SHIFT(311),
  [120] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [122] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [124] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [128] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [132] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [134] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [137] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(291),
  [140] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(291),
  [143] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [146] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(311),
  [149] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(311),
  [152] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [154] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [156] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 5),
  [158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [160] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [162] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [164] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [166] = {.entry = {.count = 1, .reusable = true}}, SHIFT(341),
  [168] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [170] = {.entry = {.count = 1, .reusable = false}}, SHIFT(322),
  [172] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [174] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [178] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [180] = {.entry = {.count = 1, .reusable = true}}, SHIFT(346),
  [182] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [184] = {.entry = {.count = 1, .reusable = false}}, SHIFT(342),
  [186] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [188] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 5),
  [190] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [192] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [194] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 5),
  [196] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [198] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [200] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [202] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [204] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [206] = {.entry = {.count = 1, .reusable = false}}, SHIFT(19),
  [208] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [210] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [212] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [214] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [216] = {.entry = {.count = 1, .reusable = true}}, SHIFT(337),
  [218] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [220] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 5),
  [222] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [224] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 21),
  [226] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [228] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [230] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [232] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 41),
  [234] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [236] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [238] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [240] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [242] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 19),
  [248] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 40),
  [250] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 19),
  [252] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 43),
  [254] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [256] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 19),
  [258] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [260] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 61),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(32),
  [264] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [266] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [268] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 74),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 13),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 15),
  [276] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 30),
  [278] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 31),
  [280] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 37),
  [282] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 50),
  [284] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [286] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [288] = {.entry = {.count = 1, .reusable = false}}, SHIFT(289),
  [290] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [292] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [294] = {.entry = {.count = 1, .reusable = true}}, SHIFT(343),
  [296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 65),
  [300] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [302] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [308] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [310] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [312] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [316] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [319] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [322] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(341),
  [325] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(254),
  [328] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(322),
  [331] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(208),
  [334] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [336] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [338] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [340] = {.entry = {.count = 1, .reusable = false}}, SHIFT(345),
  [342] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT(270),
  [346] = {.entry = {.count = 1, .reusable = false}}, SHIFT(338),
  [348] = {.entry = {.count = 1, .reusable = false}}, SHIFT(257),
  [350] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [352] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [354] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [356] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [358] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [360] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [363] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [365] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(73),
  [368] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(337),
  [371] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(225),
  [374] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [376] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [380] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [382] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(75),
  [385] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(75),
  [388] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(346),
  [391] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(273),
  [394] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(342),
  [397] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(265),
  [400] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [402] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [404] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [406] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [408] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [410] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [412] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [415] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(345),
  [418] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [421] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(270),
  [424] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(338),
  [427] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(257),
  [430] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [432] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [434] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [436] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [438] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 33),
  [442] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [445] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [447] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(343),
  [450] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(264),
  [453] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [455] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [457] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [459] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 34),
  [461] = {.entry = {.count = 1, .reusable = false}}, SHIFT(290),
  [463] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [467] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 34),
  [469] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 34),
  [471] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 71),
  [473] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 71),
  [475] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [477] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 22),
  [479] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 22),
  [481] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 34),
  [483] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 34),
  [485] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 45),
  [487] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 45),
  [489] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 76),
  [491] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 76),
  [493] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 34),
  [495] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 34),
  [497] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 34),
  [499] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 34),
  [501] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 54),
  [503] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 54),
  [505] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [507] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [509] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [511] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [513] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [515] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [517] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [519] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(332),
  [522] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(129),
  [525] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [527] = {.entry = {.count = 1, .reusable = true}}, SHIFT(332),
  [529] = {.entry = {.count = 1, .reusable = false}}, SHIFT(135),
  [531] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [533] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [535] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [537] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(133),
  [540] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(133),
  [543] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [545] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [547] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [549] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [551] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [553] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [555] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [557] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 35),
  [563] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [565] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 3, 0, 35),
  [567] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 17),
  [569] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 17),
  [571] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(284),
  [577] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [579] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [581] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [583] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [585] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [587] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [589] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [593] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [595] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 2),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [599] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [603] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [605] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 67),
  [609] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 67), SHIFT_REPEAT(160),
  [612] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [614] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [616] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 70),
  [618] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 70), SHIFT_REPEAT(50),
  [621] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 53),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [627] = {.entry = {.count = 1, .reusable = false}}, SHIFT(179),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [633] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [635] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [637] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [639] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(167),
  [642] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(167),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [647] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [649] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [651] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(326),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [657] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 32),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [665] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [667] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 14),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [671] = {.entry = {.count = 1, .reusable = true}}, SHIFT(282),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [679] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 18), SHIFT_REPEAT(292),
  [682] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 18), SHIFT_REPEAT(305),
  [685] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 52),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [691] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [693] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 66),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 58),
  [699] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [701] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [703] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [709] = {.entry = {.count = 1, .reusable = false}}, SHIFT(255),
  [711] = {.entry = {.count = 1, .reusable = false}}, SHIFT(258),
  [713] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [715] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 52),
  [717] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 8),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 29),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 20),
  [723] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 42),
  [725] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 39),
  [727] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 68),
  [733] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 57),
  [735] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 44),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 69),
  [739] = {.entry = {.count = 1, .reusable = false}}, SHIFT(315),
  [741] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 10),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 39),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [749] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 16),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 72),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 46),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 10),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [763] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 47),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 48),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 73),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 49),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 75),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 20),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 51),
  [777] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [779] = {.entry = {.count = 1, .reusable = false}}, SHIFT(324),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 77),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 78),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 79),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 80),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 81),
  [791] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 82),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12),
  [799] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 83),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 84),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 23),
  [805] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [807] = {.entry = {.count = 1, .reusable = false}}, SHIFT(334),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 24),
  [811] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 25),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [817] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 20),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 57),
  [821] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 9),
  [823] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 26),
  [825] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 27),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [829] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 36),
  [831] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 28),
  [833] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 38),
  [835] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 59),
  [837] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 39),
  [839] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [841] = {.entry = {.count = 1, .reusable = false}}, SHIFT(99),
  [843] = {.entry = {.count = 1, .reusable = false}}, SHIFT(301),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(339),
  [851] = {.entry = {.count = 1, .reusable = false}}, SHIFT(304),
  [853] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [855] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [857] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [859] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [861] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [863] = {.entry = {.count = 1, .reusable = true}}, SHIFT(340),
  [865] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [869] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 60),
  [871] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [873] = {.entry = {.count = 1, .reusable = false}}, SHIFT(310),
  [875] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [877] = {.entry = {.count = 1, .reusable = false}}, SHIFT(314),
  [879] = {.entry = {.count = 1, .reusable = false}}, SHIFT(347),
  [881] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [883] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [887] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [889] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [891] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 62),
  [893] = {.entry = {.count = 1, .reusable = false}}, SHIFT(116),
  [895] = {.entry = {.count = 1, .reusable = false}}, SHIFT(320),
  [897] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [899] = {.entry = {.count = 1, .reusable = false}}, SHIFT(323),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [903] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [905] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 63),
  [907] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [909] = {.entry = {.count = 1, .reusable = false}}, SHIFT(328),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [915] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 64),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [923] = {.entry = {.count = 1, .reusable = true}}, SHIFT(297),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [929] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [939] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [943] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(302),
  [949] = {.entry = {.count = 1, .reusable = false}}, SHIFT(329),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [957] = {.entry = {.count = 1, .reusable = false}}, SHIFT(303),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [961] = {.entry = {.count = 1, .reusable = false}}, SHIFT(317),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [965] = {.entry = {.count = 1, .reusable = true}}, SHIFT(331),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [975] = {.entry = {.count = 1, .reusable = true}}, SHIFT(321),
  [977] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [979] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [981] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [985] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [987] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [991] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [993] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [995] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [997] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [999] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [1001] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [1003] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [1005] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [1007] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [1009] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [1011] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [1013] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [1015] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [1017] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 55),
  [1019] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [1021] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 56),
  [1023] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [1025] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [1027] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [1029] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [1031] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [1033] = {.entry = {.count = 1, .reusable = true}}, SHIFT(259),
  [1035] = {.entry = {.count = 1, .reusable = true}}, SHIFT(261),
  [1037] = {.entry = {.count = 1, .reusable = false}}, SHIFT(306),
  [1039] = {.entry = {.count = 1, .reusable = false}}, SHIFT(309),
  [1041] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [1043] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [1045] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [1047] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [1049] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [1051] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [1053] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
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
