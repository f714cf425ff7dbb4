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
#define SYMBOL_COUNT 121
#define ALIAS_COUNT 1
#define TOKEN_COUNT 74
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
  sym__garbage_line = 56,
  anon_sym_AT_EQ = 57,
  aux_sym__value_part_token1 = 58,
  aux_sym__value_part_token2 = 59,
  sym_text = 60,
  anon_sym_DOLLAR_LPAREN = 61,
  aux_sym_macro_reference_token1 = 62,
  aux_sym_default_value_token1 = 63,
  aux_sym_macro_function_token1 = 64,
  sym_function_name = 65,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 66,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 67,
  aux_sym_machine_reference_token1 = 68,
  anon_sym_RBRACK_RPAREN = 69,
  sym_heredoc_tag = 70,
  sym_heredoc_line = 71,
  sym_heredoc_end = 72,
  sym__error_sentinel = 73,
  sym_source_file = 74,
  sym__line = 75,
  sym__statement = 76,
  sym_queue_statement = 77,
  sym_queue_count = 78,
  sym__queue_in = 79,
  sym__queue_from = 80,
  sym__queue_matching = 81,
  sym_item_list = 82,
  sym_variable_list = 83,
  sym_include = 84,
  sym_use = 85,
  sym_template = 86,
  sym_error_directive = 87,
  sym_warning_directive = 88,
  sym_if_block = 89,
  sym_elif_clause = 90,
  sym_else_clause = 91,
  sym_condition = 92,
  sym_defined_condition = 93,
  sym_version_condition = 94,
  sym_condition_expression = 95,
  sym__condition_part = 96,
  sym__condition_word = 97,
  sym_key = 98,
  sym__include_as_key = 99,
  sym_assignment = 100,
  sym_invalid_line = 101,
  sym_heredoc_assignment = 102,
  sym_heredoc_body = 103,
  sym_value = 104,
  sym__value_part = 105,
  sym_macro_reference = 106,
  sym_default_value = 107,
  sym_macro_function = 108,
  sym_machine_reference = 109,
  aux_sym_source_file_repeat1 = 110,
  aux_sym_queue_count_repeat1 = 111,
  aux_sym_item_list_repeat1 = 112,
  aux_sym_variable_list_repeat1 = 113,
  aux_sym_use_repeat1 = 114,
  aux_sym_if_block_repeat1 = 115,
  aux_sym_condition_expression_repeat1 = 116,
  aux_sym_key_repeat1 = 117,
  aux_sym_heredoc_body_repeat1 = 118,
  aux_sym_value_repeat1 = 119,
  aux_sym_default_value_repeat1 = 120,
  alias_sym_key_prefix = 121,
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
  [sym__garbage_line] = "invalid_line",
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
  [sym__garbage_line] = sym_invalid_line,
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
  [25] = 23,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 20,
  [31] = 31,
  [32] = 18,
  [33] = 18,
  [34] = 22,
  [35] = 35,
  [36] = 19,
  [37] = 31,
  [38] = 26,
  [39] = 27,
  [40] = 28,
  [41] = 29,
  [42] = 35,
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
        '$', 385,
        '(', 236,
        ')', 241,
        '+', 339,
        ',', 244,
        '-', 341,
        '.', 343,
        ':', 207,
        '=', 379,
        '@', 44,
        '[', 338,
        '\\', 387,
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
        '+', 340,
        '-', 342,
        ':', 208,
        '@', 107,
        '\\', 382,
        'E', 363,
        'e', 363,
        'I', 356,
        'i', 356,
        'Q', 376,
        'q', 376,
        'U', 374,
        'u', 374,
        'W', 346,
        'w', 346,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      if (lookahead != 0 &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(383);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 330,
        '#', 333,
        '$', 15,
        '+', 340,
        '-', 342,
        ':', 209,
        '@', 107,
        '\\', 382,
        'E', 367,
        'e', 367,
        'I', 356,
        'i', 356,
        'Q', 376,
        'q', 376,
        'U', 374,
        'u', 374,
        'W', 346,
        'w', 346,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      if (lookahead != 0 &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(383);
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
          lookahead != '@') ADVANCE(381);
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
      if (lookahead == '$') ADVANCE(385);
      if (lookahead == ')') ADVANCE(241);
      if (lookahead == '\\') ADVANCE(387);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(407);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(31);
      if (lookahead == ',') ADVANCE(33);
      if (lookahead == ';') ADVANCE(40);
      if (lookahead == '=') ADVANCE(379);
      if (lookahead == '|') ADVANCE(42);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(41);
      if (lookahead == '=') ADVANCE(379);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(404);
      END_STATE();
    case 16:
      ADVANCE_MAP(
        '(', 404,
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
      if (lookahead == '(') ADVANCE(412);
      END_STATE();
    case 19:
      if (lookahead == '(') ADVANCE(411);
      END_STATE();
    case 20:
      ADVANCE_MAP(
        '(', 411,
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
      if (lookahead == '\\') ADVANCE(408);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(409);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(410);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(26);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(388);
      END_STATE();
    case 25:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(26);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(388);
      END_STATE();
    case 26:
      if (lookahead == ')') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(26);
      END_STATE();
    case 27:
      if (lookahead == ')') ADVANCE(417);
      END_STATE();
    case 28:
      if (lookahead == ')') ADVANCE(417);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(416);
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
      if (lookahead == '=') ADVANCE(379);
      END_STATE();
    case 32:
      ADVANCE_MAP(
        '+', 13,
        ':', 207,
        '=', 379,
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
      if (lookahead == '=') ADVANCE(379);
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
      if (lookahead == '=') ADVANCE(379);
      END_STATE();
    case 41:
      if (lookahead == '=') ADVANCE(379);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(379);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(384);
      END_STATE();
    case 44:
      if (lookahead == '=') ADVANCE(384);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(405);
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
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(389);
      END_STATE();
    case 89:
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == ']') ADVANCE(233);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(389);
      END_STATE();
    case 90:
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 91:
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 92:
      if (lookahead == '\\') ADVANCE(414);
      if (lookahead == ']') ADVANCE(28);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(415);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(416);
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
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(383);
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
          lookahead != '@') ADVANCE(381);
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
          lookahead != ')') ADVANCE(416);
      END_STATE();
    case 193:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '!', 281,
        '#', 333,
        '$', 385,
        '(', 235,
        ')', 241,
        '+', 339,
        ',', 244,
        '-', 341,
        ':', 207,
        '=', 379,
        '@', 44,
        '[', 338,
        '\\', 387,
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
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(291);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(194);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '/') ADVANCE(221);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(256);
      END_STATE();
    case 195:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '#', 333,
        '$', 15,
        '+', 340,
        '-', 342,
        ':', 210,
        '@', 107,
        '\\', 382,
        'E', 373,
        'e', 373,
        'I', 356,
        'i', 356,
        'Q', 376,
        'q', 376,
        'U', 374,
        'u', 374,
        'W', 346,
        'w', 346,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      if (lookahead != 0 &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(383);
      END_STATE();
    case 196:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 330,
        '$', 385,
        '(', 235,
        '[', 389,
        '\\', 386,
        'A', 398,
        'a', 398,
        'D', 394,
        'd', 394,
        'F', 395,
        'f', 395,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (lookahead != 0) ADVANCE(403);
      END_STATE();
    case 197:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(385);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(389);
      if (lookahead == '\\') ADVANCE(386);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(390);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(403);
      END_STATE();
    case 198:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(385);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(389);
      if (lookahead == '\\') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (lookahead != 0) ADVANCE(403);
      END_STATE();
    case 199:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(385);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '\\') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(199);
      if (lookahead != 0) ADVANCE(403);
      END_STATE();
    case 200:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(385);
      if (lookahead == '(') ADVANCE(237);
      if (lookahead == '[') ADVANCE(389);
      if (lookahead == '\\') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (lookahead != 0) ADVANCE(403);
      END_STATE();
    case 201:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '$') ADVANCE(385);
      if (lookahead == '\\') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(201);
      if (lookahead != 0) ADVANCE(403);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 204:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(343);
      if (lookahead == '@') ADVANCE(43);
      if (lookahead == '\\') ADVANCE(380);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(379);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (lookahead != 0) ADVANCE(381);
      END_STATE();
    case 205:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(43);
      if (lookahead == '\\') ADVANCE(380);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(379);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(381);
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
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(383);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(150);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(383);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(383);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(388);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
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
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(31);
      if (lookahead == ',') ADVANCE(33);
      if (lookahead == ';') ADVANCE(40);
      if (lookahead == '=') ADVANCE(379);
      if (lookahead == '|') ADVANCE(42);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(383);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(383);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(34);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(270);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(38);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(370);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(364);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(362);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(352);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(267);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(279);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(371);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(377);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(272);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(347);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(354);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(277);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(345);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(357);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(353);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(366);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(358);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(360);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(348);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(369);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(375);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(361);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(359);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(348);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(369);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(372);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(368);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(365);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(215);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(344);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(369);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(350);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(349);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(355);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(351);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(378);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 380:
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
          lookahead != '@') ADVANCE(381);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(188);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(381);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(382);
      if (lookahead != 0) ADVANCE(383);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(383);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 18,
        '(', 404,
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
    case 386:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == ')') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(25);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(24);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(26);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(388);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == ']') ADVANCE(233);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(389);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(391);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(227);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(401);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(399);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(392);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(402);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(400);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(232);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(403);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(405);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(407);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(407);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(408);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(410);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(408);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(409);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(410);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(410);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(413);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(331);
      if (lookahead == ']') ADVANCE(192);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(414);
      if (lookahead != 0) ADVANCE(416);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(414);
      if (lookahead == ']') ADVANCE(28);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(415);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(416);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(192);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(416);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 195},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 4},
  [8] = {.lex_state = 195},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 195},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 195},
  [13] = {.lex_state = 195},
  [14] = {.lex_state = 196},
  [15] = {.lex_state = 196},
  [16] = {.lex_state = 197},
  [17] = {.lex_state = 200},
  [18] = {.lex_state = 3},
  [19] = {.lex_state = 194},
  [20] = {.lex_state = 198},
  [21] = {.lex_state = 197},
  [22] = {.lex_state = 198},
  [23] = {.lex_state = 198},
  [24] = {.lex_state = 200},
  [25] = {.lex_state = 198},
  [26] = {.lex_state = 199},
  [27] = {.lex_state = 199},
  [28] = {.lex_state = 199},
  [29] = {.lex_state = 199},
  [30] = {.lex_state = 198},
  [31] = {.lex_state = 199},
  [32] = {.lex_state = 195},
  [33] = {.lex_state = 4},
  [34] = {.lex_state = 198},
  [35] = {.lex_state = 199},
  [36] = {.lex_state = 194},
  [37] = {.lex_state = 199},
  [38] = {.lex_state = 199},
  [39] = {.lex_state = 199},
  [40] = {.lex_state = 199},
  [41] = {.lex_state = 199},
  [42] = {.lex_state = 199},
  [43] = {.lex_state = 201},
  [44] = {.lex_state = 201},
  [45] = {.lex_state = 201},
  [46] = {.lex_state = 201},
  [47] = {.lex_state = 201},
  [48] = {.lex_state = 201},
  [49] = {.lex_state = 201},
  [50] = {.lex_state = 10},
  [51] = {.lex_state = 201},
  [52] = {.lex_state = 201},
  [53] = {.lex_state = 201},
  [54] = {.lex_state = 201},
  [55] = {.lex_state = 10},
  [56] = {.lex_state = 201},
  [57] = {.lex_state = 201},
  [58] = {.lex_state = 201},
  [59] = {.lex_state = 201},
  [60] = {.lex_state = 201},
  [61] = {.lex_state = 201},
  [62] = {.lex_state = 201},
  [63] = {.lex_state = 201},
  [64] = {.lex_state = 201},
  [65] = {.lex_state = 201},
  [66] = {.lex_state = 201},
  [67] = {.lex_state = 201},
  [68] = {.lex_state = 201},
  [69] = {.lex_state = 12},
  [70] = {.lex_state = 12},
  [71] = {.lex_state = 12},
  [72] = {.lex_state = 201},
  [73] = {.lex_state = 194},
  [74] = {.lex_state = 194},
  [75] = {.lex_state = 201},
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
  [90] = {.lex_state = 194},
  [91] = {.lex_state = 194},
  [92] = {.lex_state = 194},
  [93] = {.lex_state = 194},
  [94] = {.lex_state = 194},
  [95] = {.lex_state = 194},
  [96] = {.lex_state = 201},
  [97] = {.lex_state = 201},
  [98] = {.lex_state = 201},
  [99] = {.lex_state = 201},
  [100] = {.lex_state = 201},
  [101] = {.lex_state = 201},
  [102] = {.lex_state = 201},
  [103] = {.lex_state = 201},
  [104] = {.lex_state = 194},
  [105] = {.lex_state = 201},
  [106] = {.lex_state = 201},
  [107] = {.lex_state = 12},
  [108] = {.lex_state = 201},
  [109] = {.lex_state = 12},
  [110] = {.lex_state = 12},
  [111] = {.lex_state = 12},
  [112] = {.lex_state = 12},
  [113] = {.lex_state = 12},
  [114] = {.lex_state = 201},
  [115] = {.lex_state = 201},
  [116] = {.lex_state = 201},
  [117] = {.lex_state = 201},
  [118] = {.lex_state = 12},
  [119] = {.lex_state = 12},
  [120] = {.lex_state = 201},
  [121] = {.lex_state = 201},
  [122] = {.lex_state = 12},
  [123] = {.lex_state = 12},
  [124] = {.lex_state = 201},
  [125] = {.lex_state = 201},
  [126] = {.lex_state = 201},
  [127] = {.lex_state = 0, .external_lex_state = 2},
  [128] = {.lex_state = 0, .external_lex_state = 2},
  [129] = {.lex_state = 194},
  [130] = {.lex_state = 194},
  [131] = {.lex_state = 2},
  [132] = {.lex_state = 204},
  [133] = {.lex_state = 0, .external_lex_state = 2},
  [134] = {.lex_state = 204},
  [135] = {.lex_state = 194},
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
  [173] = {.lex_state = 194},
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
    [sym__garbage_line] = ACTIONS(23),
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
    ACTIONS(51), 2,
      sym_comment,
      sym__garbage_line,
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
  [92] = 26,
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
    ACTIONS(51), 2,
      sym_comment,
      sym__garbage_line,
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
  [184] = 21,
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
    ACTIONS(91), 2,
      sym_comment,
      sym__garbage_line,
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
  [263] = 21,
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
    ACTIONS(51), 2,
      sym_comment,
      sym__garbage_line,
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
  [342] = 21,
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
    ACTIONS(51), 2,
      sym_comment,
      sym__garbage_line,
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
  [421] = 21,
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
    ACTIONS(116), 2,
      sym_comment,
      sym__garbage_line,
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
  [498] = 21,
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
    ACTIONS(124), 2,
      sym_comment,
      sym__garbage_line,
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
  [575] = 21,
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
    ACTIONS(116), 2,
      sym_comment,
      sym__garbage_line,
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
  [652] = 21,
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
    ACTIONS(137), 2,
      sym_comment,
      sym__garbage_line,
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
  [729] = 21,
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
    ACTIONS(146), 2,
      sym_comment,
      sym__garbage_line,
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
  [806] = 18,
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
    ACTIONS(152), 2,
      sym_comment,
      sym__garbage_line,
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
  [873] = 18,
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
    ACTIONS(152), 2,
      sym_comment,
      sym__garbage_line,
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
  [940] = 12,
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
  [987] = 12,
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
  [1033] = 12,
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
  [1078] = 12,
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
  [1123] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(202), 14,
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
      anon_sym_PLUS,
      anon_sym_DASH,
      sym_identifier,
      sym__garbage_line,
  [1150] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(208), 1,
      aux_sym_queue_count_token1,
    ACTIONS(210), 1,
      aux_sym__queue_in_token1,
    ACTIONS(212), 1,
      aux_sym__queue_from_token1,
    ACTIONS(214), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(216), 1,
      sym_variable,
    ACTIONS(218), 1,
      sym_number,
    ACTIONS(220), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(222), 1,
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
    ACTIONS(206), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(74), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1202] = 11,
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
  [1244] = 12,
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
  [1288] = 11,
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
  [1330] = 11,
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
    ACTIONS(238), 1,
      sym_slice,
    ACTIONS(236), 2,
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
  [1372] = 12,
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
  [1416] = 11,
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
    ACTIONS(236), 1,
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
  [1457] = 10,
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
  [1496] = 10,
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
  [1535] = 10,
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
  [1574] = 10,
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
  [1613] = 11,
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
  [1654] = 10,
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
  [1693] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 6,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(202), 11,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      anon_sym_PLUS,
      anon_sym_DASH,
      sym_identifier,
      sym__garbage_line,
  [1718] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 5,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(202), 12,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      anon_sym_PLUS,
      anon_sym_DASH,
      sym_identifier,
      sym__garbage_line,
  [1743] = 11,
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
  [1784] = 10,
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
  [1823] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      sym__newline,
    ACTIONS(208), 1,
      aux_sym_queue_count_token1,
    ACTIONS(216), 1,
      sym_variable,
    ACTIONS(218), 1,
      sym_number,
    ACTIONS(220), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(222), 1,
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
  [1874] = 10,
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
  [1912] = 10,
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
  [1950] = 10,
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
  [1988] = 10,
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
  [2026] = 10,
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
  [2064] = 10,
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
  [2102] = 10,
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
  [2139] = 10,
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
  [2176] = 10,
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
  [2213] = 10,
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
  [2250] = 10,
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
  [2287] = 10,
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
  [2324] = 10,
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
  [2361] = 11,
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
  [2400] = 10,
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
  [2437] = 10,
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
  [2474] = 10,
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
  [2511] = 10,
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
  [2548] = 11,
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
  [2587] = 10,
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
  [2623] = 10,
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
  [2659] = 10,
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
  [2695] = 10,
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
  [2731] = 10,
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
  [2767] = 10,
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
  [2803] = 10,
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
  [2839] = 10,
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
  [2875] = 10,
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
  [2911] = 10,
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
  [2947] = 9,
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
  [2981] = 9,
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
  [3015] = 10,
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
  [3051] = 10,
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
  [3086] = 10,
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
  [3121] = 10,
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
  [3156] = 9,
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
  [3189] = 8,
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
  [3220] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(220), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(222), 1,
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
  [3251] = 9,
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
  [3284] = 10,
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
  [3319] = 9,
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
  [3352] = 10,
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
  [3387] = 10,
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
  [3422] = 10,
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
  [3457] = 9,
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
  [3489] = 9,
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
  [3521] = 6,
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
  [3546] = 6,
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
  [3571] = 6,
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
  [3596] = 6,
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
  [3621] = 6,
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
  [3646] = 6,
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
  [3671] = 9,
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
  [3702] = 3,
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
  [3720] = 3,
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
  [3738] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      aux_sym__queue_in_token1,
    ACTIONS(212), 1,
      aux_sym__queue_from_token1,
    ACTIONS(214), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(216), 1,
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
  [3770] = 3,
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
  [3788] = 3,
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
  [3806] = 3,
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
  [3824] = 3,
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
  [3841] = 3,
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
  [3858] = 3,
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
  [3875] = 3,
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
  [3892] = 3,
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
  [3909] = 3,
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
  [3926] = 3,
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
  [3943] = 3,
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
  [3960] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(216), 1,
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
  [3991] = 3,
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
  [4008] = 3,
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
  [4025] = 3,
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
  [4041] = 3,
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
  [4057] = 3,
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
  [4073] = 3,
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
  [4089] = 3,
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
  [4105] = 3,
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
  [4121] = 3,
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
  [4137] = 3,
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
  [4153] = 3,
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
  [4169] = 3,
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
  [4185] = 3,
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
  [4201] = 3,
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
  [4217] = 3,
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
  [4233] = 3,
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
  [4249] = 3,
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
  [4265] = 3,
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
  [4281] = 3,
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
  [4297] = 3,
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
  [4313] = 3,
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
  [4329] = 3,
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
  [4345] = 6,
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
  [4366] = 6,
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
  [4387] = 5,
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
  [4405] = 5,
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
  [4423] = 3,
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
  [4437] = 4,
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
  [4453] = 5,
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
  [4471] = 3,
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
  [4485] = 5,
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
  [4503] = 7,
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
  [4525] = 3,
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
  [4539] = 5,
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
  [4557] = 3,
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
  [4571] = 4,
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
  [4587] = 3,
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
  [4601] = 3,
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
  [4615] = 4,
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
  [4631] = 4,
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
  [4647] = 4,
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
  [4663] = 4,
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
  [4679] = 7,
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
  [4701] = 4,
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
  [4717] = 7,
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
  [4739] = 3,
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
  [4753] = 7,
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
  [4775] = 6,
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
  [4795] = 4,
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
  [4811] = 6,
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
  [4831] = 7,
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
  [4853] = 3,
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
  [4867] = 7,
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
  [4889] = 4,
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
  [4904] = 5,
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
  [4921] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(614), 1,
      aux_sym_template_token1,
    ACTIONS(612), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4934] = 5,
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
  [4951] = 5,
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
  [4968] = 4,
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
  [4983] = 4,
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
  [4998] = 5,
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
  [5015] = 5,
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
  [5032] = 5,
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
  [5049] = 4,
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
  [5064] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(483), 1,
      sym_ignored_text,
    ACTIONS(481), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5077] = 4,
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
  [5092] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      sym_ignored_text,
    ACTIONS(467), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5105] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 1,
      sym_ignored_text,
    ACTIONS(471), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5118] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 1,
      anon_sym_COMMA,
    ACTIONS(517), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [5131] = 5,
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
  [5148] = 5,
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
  [5165] = 4,
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
  [5180] = 4,
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
  [5195] = 4,
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
  [5210] = 5,
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
  [5227] = 5,
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
  [5244] = 5,
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
  [5260] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 1,
      sym_operator,
    ACTIONS(671), 1,
      anon_sym_AT_EQ,
    ACTIONS(667), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5274] = 5,
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
  [5290] = 5,
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
  [5306] = 5,
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
  [5322] = 5,
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
  [5338] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      anon_sym_COMMA,
    ACTIONS(685), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5350] = 5,
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
  [5366] = 5,
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
  [5382] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [5392] = 5,
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
  [5408] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [5417] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      anon_sym_COLON,
    ACTIONS(701), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5428] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym__newline,
    ACTIONS(671), 1,
      anon_sym_AT_EQ,
    ACTIONS(703), 1,
      sym_operator,
  [5441] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_COLON,
    ACTIONS(707), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5452] = 4,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(709), 1,
      aux_sym_item_list_token1,
    ACTIONS(711), 1,
      anon_sym_RPAREN,
    ACTIONS(713), 1,
      sym__newline,
  [5465] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5474] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5482] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5490] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5498] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5506] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5514] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      anon_sym_COLON,
    ACTIONS(729), 1,
      aux_sym_include_token5,
  [5524] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5532] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5540] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5548] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(737), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5556] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(739), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(741), 1,
      anon_sym_RBRACK_RPAREN,
  [5566] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5574] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5582] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(120), 1,
      ts_builtin_sym_end,
    ACTIONS(747), 1,
      sym__newline,
  [5592] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 2,
      sym_identifier,
      anon_sym_DOLLAR_LPAREN,
  [5600] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      anon_sym_COLON,
    ACTIONS(753), 1,
      anon_sym_RPAREN,
  [5610] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5618] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5626] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5642] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5650] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5658] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5666] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5674] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5682] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5698] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(777), 1,
      anon_sym_RPAREN,
    ACTIONS(779), 1,
      aux_sym_macro_function_token1,
  [5708] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5716] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5724] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5740] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5748] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      sym__newline,
    ACTIONS(791), 1,
      ts_builtin_sym_end,
  [5758] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5766] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5774] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 2,
      sym_identifier,
      anon_sym_DOLLAR_LPAREN,
  [5782] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5790] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5798] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5806] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      anon_sym_RPAREN,
    ACTIONS(807), 1,
      aux_sym_macro_function_token1,
  [5816] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5824] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5832] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      anon_sym_COLON,
    ACTIONS(815), 1,
      anon_sym_RPAREN,
  [5842] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5850] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5858] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5866] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5874] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5882] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5890] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5898] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5906] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5914] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(835), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5922] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5930] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(839), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5938] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_RPAREN,
    ACTIONS(843), 1,
      aux_sym_macro_function_token1,
  [5948] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 1,
      anon_sym_RPAREN,
    ACTIONS(845), 1,
      sym__newline,
  [5958] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_COLON,
    ACTIONS(849), 1,
      aux_sym_include_token5,
  [5968] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(853), 1,
      anon_sym_RBRACK_RPAREN,
  [5978] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5986] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      anon_sym_COLON,
    ACTIONS(859), 1,
      anon_sym_RPAREN,
  [5996] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      anon_sym_COLON,
    ACTIONS(863), 1,
      aux_sym_include_token5,
  [6006] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 1,
      anon_sym_COLON,
    ACTIONS(867), 1,
      anon_sym_RPAREN,
  [6016] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(869), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6024] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      anon_sym_RPAREN,
    ACTIONS(873), 1,
      aux_sym_macro_function_token1,
  [6034] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      anon_sym_RPAREN,
    ACTIONS(877), 1,
      aux_sym_macro_function_token1,
  [6044] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(881), 1,
      anon_sym_RBRACK_RPAREN,
  [6054] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      anon_sym_COLON,
    ACTIONS(885), 1,
      anon_sym_RPAREN,
  [6064] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      anon_sym_COLON,
    ACTIONS(889), 1,
      anon_sym_RPAREN,
  [6074] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6082] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      anon_sym_RPAREN,
    ACTIONS(895), 1,
      aux_sym_macro_function_token1,
  [6092] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      anon_sym_RPAREN,
    ACTIONS(899), 1,
      aux_sym_macro_function_token1,
  [6102] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      anon_sym_COLON,
    ACTIONS(903), 1,
      anon_sym_RPAREN,
  [6112] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6120] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      anon_sym_RPAREN,
    ACTIONS(909), 1,
      aux_sym_macro_function_token1,
  [6130] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      anon_sym_COLON,
    ACTIONS(913), 1,
      anon_sym_RPAREN,
  [6140] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6148] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      anon_sym_COLON,
    ACTIONS(919), 1,
      anon_sym_RPAREN,
  [6158] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 1,
      anon_sym_COLON,
    ACTIONS(923), 1,
      aux_sym_include_token5,
  [6168] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      anon_sym_COLON,
    ACTIONS(927), 1,
      anon_sym_RPAREN,
  [6178] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6186] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      anon_sym_RPAREN,
  [6193] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      sym__newline,
  [6200] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      sym_heredoc_tag,
  [6207] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      sym__newline,
  [6214] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      sym__newline,
  [6221] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      aux_sym_if_block_token2,
  [6228] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      sym__newline,
  [6235] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      aux_sym_if_block_token2,
  [6242] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      aux_sym_if_block_token2,
  [6249] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      aux_sym_version_condition_token2,
  [6256] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      aux_sym_defined_condition_token3,
  [6263] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      sym__newline,
  [6270] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_DOT,
  [6277] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      sym_operator,
  [6284] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      anon_sym_RPAREN,
  [6291] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(533), 1,
      anon_sym_DOT,
  [6298] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      sym_heredoc_end,
  [6305] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      aux_sym_include_token6,
  [6312] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      sym__newline,
  [6319] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(459), 1,
      sym__newline,
  [6326] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      aux_sym_include_token6,
  [6333] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
  [6340] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 1,
      aux_sym_version_condition_token3,
  [6347] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      anon_sym_COLON,
  [6354] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      anon_sym_RBRACK_RPAREN,
  [6361] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 1,
      aux_sym_macro_reference_token1,
  [6368] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 1,
      anon_sym_COLON,
  [6375] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 1,
      sym_identifier,
  [6382] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 1,
      anon_sym_RPAREN,
  [6389] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 1,
      anon_sym_COLON,
  [6396] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      anon_sym_RPAREN,
  [6403] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(983), 1,
      sym__newline,
  [6410] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 1,
      sym_operator,
  [6417] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 1,
      ts_builtin_sym_end,
  [6424] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 1,
      anon_sym_RPAREN,
  [6431] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(991), 1,
      anon_sym_RBRACK_RPAREN,
  [6438] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 1,
      sym__newline,
  [6445] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(993), 1,
      anon_sym_COLON,
  [6452] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(995), 1,
      aux_sym_if_block_token2,
  [6459] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(997), 1,
      anon_sym_RPAREN,
  [6466] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(999), 1,
      anon_sym_RPAREN,
  [6473] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1001), 1,
      anon_sym_COLON,
  [6480] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1003), 1,
      aux_sym_macro_reference_token1,
  [6487] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1005), 1,
      anon_sym_RPAREN,
  [6494] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1007), 1,
      anon_sym_RPAREN,
  [6501] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1009), 1,
      sym__newline,
  [6508] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1011), 1,
      sym_heredoc_tag,
  [6515] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1013), 1,
      sym_heredoc_end,
  [6522] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1015), 1,
      anon_sym_RPAREN,
  [6529] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1017), 1,
      sym__newline,
  [6536] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1019), 1,
      anon_sym_RPAREN,
  [6543] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1021), 1,
      sym__newline,
  [6550] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1023), 1,
      sym_variable,
  [6557] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1025), 1,
      anon_sym_RPAREN,
  [6564] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1027), 1,
      anon_sym_RPAREN,
  [6571] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1029), 1,
      sym__newline,
  [6578] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1031), 1,
      anon_sym_RPAREN,
  [6585] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1033), 1,
      aux_sym_macro_reference_token1,
  [6592] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1035), 1,
      aux_sym_macro_reference_token1,
  [6599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1037), 1,
      aux_sym_include_token6,
  [6606] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1039), 1,
      aux_sym_include_token6,
  [6613] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1041), 1,
      aux_sym_macro_reference_token1,
  [6620] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 1,
      aux_sym_macro_reference_token1,
  [6627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1045), 1,
      aux_sym_macro_reference_token1,
  [6634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1047), 1,
      aux_sym_macro_reference_token1,
  [6641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1049), 1,
      aux_sym_macro_reference_token1,
  [6648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1051), 1,
      aux_sym_macro_reference_token1,
  [6655] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1053), 1,
      anon_sym_RBRACK_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 92,
  [SMALL_STATE(4)] = 184,
  [SMALL_STATE(5)] = 263,
  [SMALL_STATE(6)] = 342,
  [SMALL_STATE(7)] = 421,
  [SMALL_STATE(8)] = 498,
  [SMALL_STATE(9)] = 575,
  [SMALL_STATE(10)] = 652,
  [SMALL_STATE(11)] = 729,
  [SMALL_STATE(12)] = 806,
  [SMALL_STATE(13)] = 873,
  [SMALL_STATE(14)] = 940,
  [SMALL_STATE(15)] = 987,
  [SMALL_STATE(16)] = 1033,
  [SMALL_STATE(17)] = 1078,
  [SMALL_STATE(18)] = 1123,
  [SMALL_STATE(19)] = 1150,
  [SMALL_STATE(20)] = 1202,
  [SMALL_STATE(21)] = 1244,
  [SMALL_STATE(22)] = 1288,
  [SMALL_STATE(23)] = 1330,
  [SMALL_STATE(24)] = 1372,
  [SMALL_STATE(25)] = 1416,
  [SMALL_STATE(26)] = 1457,
  [SMALL_STATE(27)] = 1496,
  [SMALL_STATE(28)] = 1535,
  [SMALL_STATE(29)] = 1574,
  [SMALL_STATE(30)] = 1613,
  [SMALL_STATE(31)] = 1654,
  [SMALL_STATE(32)] = 1693,
  [SMALL_STATE(33)] = 1718,
  [SMALL_STATE(34)] = 1743,
  [SMALL_STATE(35)] = 1784,
  [SMALL_STATE(36)] = 1823,
  [SMALL_STATE(37)] = 1874,
  [SMALL_STATE(38)] = 1912,
  [SMALL_STATE(39)] = 1950,
  [SMALL_STATE(40)] = 1988,
  [SMALL_STATE(41)] = 2026,
  [SMALL_STATE(42)] = 2064,
  [SMALL_STATE(43)] = 2102,
  [SMALL_STATE(44)] = 2139,
  [SMALL_STATE(45)] = 2176,
  [SMALL_STATE(46)] = 2213,
  [SMALL_STATE(47)] = 2250,
  [SMALL_STATE(48)] = 2287,
  [SMALL_STATE(49)] = 2324,
  [SMALL_STATE(50)] = 2361,
  [SMALL_STATE(51)] = 2400,
  [SMALL_STATE(52)] = 2437,
  [SMALL_STATE(53)] = 2474,
  [SMALL_STATE(54)] = 2511,
  [SMALL_STATE(55)] = 2548,
  [SMALL_STATE(56)] = 2587,
  [SMALL_STATE(57)] = 2623,
  [SMALL_STATE(58)] = 2659,
  [SMALL_STATE(59)] = 2695,
  [SMALL_STATE(60)] = 2731,
  [SMALL_STATE(61)] = 2767,
  [SMALL_STATE(62)] = 2803,
  [SMALL_STATE(63)] = 2839,
  [SMALL_STATE(64)] = 2875,
  [SMALL_STATE(65)] = 2911,
  [SMALL_STATE(66)] = 2947,
  [SMALL_STATE(67)] = 2981,
  [SMALL_STATE(68)] = 3015,
  [SMALL_STATE(69)] = 3051,
  [SMALL_STATE(70)] = 3086,
  [SMALL_STATE(71)] = 3121,
  [SMALL_STATE(72)] = 3156,
  [SMALL_STATE(73)] = 3189,
  [SMALL_STATE(74)] = 3220,
  [SMALL_STATE(75)] = 3251,
  [SMALL_STATE(76)] = 3284,
  [SMALL_STATE(77)] = 3319,
  [SMALL_STATE(78)] = 3352,
  [SMALL_STATE(79)] = 3387,
  [SMALL_STATE(80)] = 3422,
  [SMALL_STATE(81)] = 3457,
  [SMALL_STATE(82)] = 3489,
  [SMALL_STATE(83)] = 3521,
  [SMALL_STATE(84)] = 3546,
  [SMALL_STATE(85)] = 3571,
  [SMALL_STATE(86)] = 3596,
  [SMALL_STATE(87)] = 3621,
  [SMALL_STATE(88)] = 3646,
  [SMALL_STATE(89)] = 3671,
  [SMALL_STATE(90)] = 3702,
  [SMALL_STATE(91)] = 3720,
  [SMALL_STATE(92)] = 3738,
  [SMALL_STATE(93)] = 3770,
  [SMALL_STATE(94)] = 3788,
  [SMALL_STATE(95)] = 3806,
  [SMALL_STATE(96)] = 3824,
  [SMALL_STATE(97)] = 3841,
  [SMALL_STATE(98)] = 3858,
  [SMALL_STATE(99)] = 3875,
  [SMALL_STATE(100)] = 3892,
  [SMALL_STATE(101)] = 3909,
  [SMALL_STATE(102)] = 3926,
  [SMALL_STATE(103)] = 3943,
  [SMALL_STATE(104)] = 3960,
  [SMALL_STATE(105)] = 3991,
  [SMALL_STATE(106)] = 4008,
  [SMALL_STATE(107)] = 4025,
  [SMALL_STATE(108)] = 4041,
  [SMALL_STATE(109)] = 4057,
  [SMALL_STATE(110)] = 4073,
  [SMALL_STATE(111)] = 4089,
  [SMALL_STATE(112)] = 4105,
  [SMALL_STATE(113)] = 4121,
  [SMALL_STATE(114)] = 4137,
  [SMALL_STATE(115)] = 4153,
  [SMALL_STATE(116)] = 4169,
  [SMALL_STATE(117)] = 4185,
  [SMALL_STATE(118)] = 4201,
  [SMALL_STATE(119)] = 4217,
  [SMALL_STATE(120)] = 4233,
  [SMALL_STATE(121)] = 4249,
  [SMALL_STATE(122)] = 4265,
  [SMALL_STATE(123)] = 4281,
  [SMALL_STATE(124)] = 4297,
  [SMALL_STATE(125)] = 4313,
  [SMALL_STATE(126)] = 4329,
  [SMALL_STATE(127)] = 4345,
  [SMALL_STATE(128)] = 4366,
  [SMALL_STATE(129)] = 4387,
  [SMALL_STATE(130)] = 4405,
  [SMALL_STATE(131)] = 4423,
  [SMALL_STATE(132)] = 4437,
  [SMALL_STATE(133)] = 4453,
  [SMALL_STATE(134)] = 4471,
  [SMALL_STATE(135)] = 4485,
  [SMALL_STATE(136)] = 4503,
  [SMALL_STATE(137)] = 4525,
  [SMALL_STATE(138)] = 4539,
  [SMALL_STATE(139)] = 4557,
  [SMALL_STATE(140)] = 4571,
  [SMALL_STATE(141)] = 4587,
  [SMALL_STATE(142)] = 4601,
  [SMALL_STATE(143)] = 4615,
  [SMALL_STATE(144)] = 4631,
  [SMALL_STATE(145)] = 4647,
  [SMALL_STATE(146)] = 4663,
  [SMALL_STATE(147)] = 4679,
  [SMALL_STATE(148)] = 4701,
  [SMALL_STATE(149)] = 4717,
  [SMALL_STATE(150)] = 4739,
  [SMALL_STATE(151)] = 4753,
  [SMALL_STATE(152)] = 4775,
  [SMALL_STATE(153)] = 4795,
  [SMALL_STATE(154)] = 4811,
  [SMALL_STATE(155)] = 4831,
  [SMALL_STATE(156)] = 4853,
  [SMALL_STATE(157)] = 4867,
  [SMALL_STATE(158)] = 4889,
  [SMALL_STATE(159)] = 4904,
  [SMALL_STATE(160)] = 4921,
  [SMALL_STATE(161)] = 4934,
  [SMALL_STATE(162)] = 4951,
  [SMALL_STATE(163)] = 4968,
  [SMALL_STATE(164)] = 4983,
  [SMALL_STATE(165)] = 4998,
  [SMALL_STATE(166)] = 5015,
  [SMALL_STATE(167)] = 5032,
  [SMALL_STATE(168)] = 5049,
  [SMALL_STATE(169)] = 5064,
  [SMALL_STATE(170)] = 5077,
  [SMALL_STATE(171)] = 5092,
  [SMALL_STATE(172)] = 5105,
  [SMALL_STATE(173)] = 5118,
  [SMALL_STATE(174)] = 5131,
  [SMALL_STATE(175)] = 5148,
  [SMALL_STATE(176)] = 5165,
  [SMALL_STATE(177)] = 5180,
  [SMALL_STATE(178)] = 5195,
  [SMALL_STATE(179)] = 5210,
  [SMALL_STATE(180)] = 5227,
  [SMALL_STATE(181)] = 5244,
  [SMALL_STATE(182)] = 5260,
  [SMALL_STATE(183)] = 5274,
  [SMALL_STATE(184)] = 5290,
  [SMALL_STATE(185)] = 5306,
  [SMALL_STATE(186)] = 5322,
  [SMALL_STATE(187)] = 5338,
  [SMALL_STATE(188)] = 5350,
  [SMALL_STATE(189)] = 5366,
  [SMALL_STATE(190)] = 5382,
  [SMALL_STATE(191)] = 5392,
  [SMALL_STATE(192)] = 5408,
  [SMALL_STATE(193)] = 5417,
  [SMALL_STATE(194)] = 5428,
  [SMALL_STATE(195)] = 5441,
  [SMALL_STATE(196)] = 5452,
  [SMALL_STATE(197)] = 5465,
  [SMALL_STATE(198)] = 5474,
  [SMALL_STATE(199)] = 5482,
  [SMALL_STATE(200)] = 5490,
  [SMALL_STATE(201)] = 5498,
  [SMALL_STATE(202)] = 5506,
  [SMALL_STATE(203)] = 5514,
  [SMALL_STATE(204)] = 5524,
  [SMALL_STATE(205)] = 5532,
  [SMALL_STATE(206)] = 5540,
  [SMALL_STATE(207)] = 5548,
  [SMALL_STATE(208)] = 5556,
  [SMALL_STATE(209)] = 5566,
  [SMALL_STATE(210)] = 5574,
  [SMALL_STATE(211)] = 5582,
  [SMALL_STATE(212)] = 5592,
  [SMALL_STATE(213)] = 5600,
  [SMALL_STATE(214)] = 5610,
  [SMALL_STATE(215)] = 5618,
  [SMALL_STATE(216)] = 5626,
  [SMALL_STATE(217)] = 5634,
  [SMALL_STATE(218)] = 5642,
  [SMALL_STATE(219)] = 5650,
  [SMALL_STATE(220)] = 5658,
  [SMALL_STATE(221)] = 5666,
  [SMALL_STATE(222)] = 5674,
  [SMALL_STATE(223)] = 5682,
  [SMALL_STATE(224)] = 5690,
  [SMALL_STATE(225)] = 5698,
  [SMALL_STATE(226)] = 5708,
  [SMALL_STATE(227)] = 5716,
  [SMALL_STATE(228)] = 5724,
  [SMALL_STATE(229)] = 5732,
  [SMALL_STATE(230)] = 5740,
  [SMALL_STATE(231)] = 5748,
  [SMALL_STATE(232)] = 5758,
  [SMALL_STATE(233)] = 5766,
  [SMALL_STATE(234)] = 5774,
  [SMALL_STATE(235)] = 5782,
  [SMALL_STATE(236)] = 5790,
  [SMALL_STATE(237)] = 5798,
  [SMALL_STATE(238)] = 5806,
  [SMALL_STATE(239)] = 5816,
  [SMALL_STATE(240)] = 5824,
  [SMALL_STATE(241)] = 5832,
  [SMALL_STATE(242)] = 5842,
  [SMALL_STATE(243)] = 5850,
  [SMALL_STATE(244)] = 5858,
  [SMALL_STATE(245)] = 5866,
  [SMALL_STATE(246)] = 5874,
  [SMALL_STATE(247)] = 5882,
  [SMALL_STATE(248)] = 5890,
  [SMALL_STATE(249)] = 5898,
  [SMALL_STATE(250)] = 5906,
  [SMALL_STATE(251)] = 5914,
  [SMALL_STATE(252)] = 5922,
  [SMALL_STATE(253)] = 5930,
  [SMALL_STATE(254)] = 5938,
  [SMALL_STATE(255)] = 5948,
  [SMALL_STATE(256)] = 5958,
  [SMALL_STATE(257)] = 5968,
  [SMALL_STATE(258)] = 5978,
  [SMALL_STATE(259)] = 5986,
  [SMALL_STATE(260)] = 5996,
  [SMALL_STATE(261)] = 6006,
  [SMALL_STATE(262)] = 6016,
  [SMALL_STATE(263)] = 6024,
  [SMALL_STATE(264)] = 6034,
  [SMALL_STATE(265)] = 6044,
  [SMALL_STATE(266)] = 6054,
  [SMALL_STATE(267)] = 6064,
  [SMALL_STATE(268)] = 6074,
  [SMALL_STATE(269)] = 6082,
  [SMALL_STATE(270)] = 6092,
  [SMALL_STATE(271)] = 6102,
  [SMALL_STATE(272)] = 6112,
  [SMALL_STATE(273)] = 6120,
  [SMALL_STATE(274)] = 6130,
  [SMALL_STATE(275)] = 6140,
  [SMALL_STATE(276)] = 6148,
  [SMALL_STATE(277)] = 6158,
  [SMALL_STATE(278)] = 6168,
  [SMALL_STATE(279)] = 6178,
  [SMALL_STATE(280)] = 6186,
  [SMALL_STATE(281)] = 6193,
  [SMALL_STATE(282)] = 6200,
  [SMALL_STATE(283)] = 6207,
  [SMALL_STATE(284)] = 6214,
  [SMALL_STATE(285)] = 6221,
  [SMALL_STATE(286)] = 6228,
  [SMALL_STATE(287)] = 6235,
  [SMALL_STATE(288)] = 6242,
  [SMALL_STATE(289)] = 6249,
  [SMALL_STATE(290)] = 6256,
  [SMALL_STATE(291)] = 6263,
  [SMALL_STATE(292)] = 6270,
  [SMALL_STATE(293)] = 6277,
  [SMALL_STATE(294)] = 6284,
  [SMALL_STATE(295)] = 6291,
  [SMALL_STATE(296)] = 6298,
  [SMALL_STATE(297)] = 6305,
  [SMALL_STATE(298)] = 6312,
  [SMALL_STATE(299)] = 6319,
  [SMALL_STATE(300)] = 6326,
  [SMALL_STATE(301)] = 6333,
  [SMALL_STATE(302)] = 6340,
  [SMALL_STATE(303)] = 6347,
  [SMALL_STATE(304)] = 6354,
  [SMALL_STATE(305)] = 6361,
  [SMALL_STATE(306)] = 6368,
  [SMALL_STATE(307)] = 6375,
  [SMALL_STATE(308)] = 6382,
  [SMALL_STATE(309)] = 6389,
  [SMALL_STATE(310)] = 6396,
  [SMALL_STATE(311)] = 6403,
  [SMALL_STATE(312)] = 6410,
  [SMALL_STATE(313)] = 6417,
  [SMALL_STATE(314)] = 6424,
  [SMALL_STATE(315)] = 6431,
  [SMALL_STATE(316)] = 6438,
  [SMALL_STATE(317)] = 6445,
  [SMALL_STATE(318)] = 6452,
  [SMALL_STATE(319)] = 6459,
  [SMALL_STATE(320)] = 6466,
  [SMALL_STATE(321)] = 6473,
  [SMALL_STATE(322)] = 6480,
  [SMALL_STATE(323)] = 6487,
  [SMALL_STATE(324)] = 6494,
  [SMALL_STATE(325)] = 6501,
  [SMALL_STATE(326)] = 6508,
  [SMALL_STATE(327)] = 6515,
  [SMALL_STATE(328)] = 6522,
  [SMALL_STATE(329)] = 6529,
  [SMALL_STATE(330)] = 6536,
  [SMALL_STATE(331)] = 6543,
  [SMALL_STATE(332)] = 6550,
  [SMALL_STATE(333)] = 6557,
  [SMALL_STATE(334)] = 6564,
  [SMALL_STATE(335)] = 6571,
  [SMALL_STATE(336)] = 6578,
  [SMALL_STATE(337)] = 6585,
  [SMALL_STATE(338)] = 6592,
  [SMALL_STATE(339)] = 6599,
  [SMALL_STATE(340)] = 6606,
  [SMALL_STATE(341)] = 6613,
  [SMALL_STATE(342)] = 6620,
  [SMALL_STATE(343)] = 6627,
  [SMALL_STATE(344)] = 6634,
  [SMALL_STATE(345)] = 6641,
  [SMALL_STATE(346)] = 6648,
  [SMALL_STATE(347)] = 6655,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(19),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(307),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(211),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(183),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(36),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(284),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(283),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(283),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(176),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(344),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(205),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [68] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(36),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(307),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [80] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(61),
  [83] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(55),
  [86] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [88] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [91] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [94] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [97] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(184),
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
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
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
  [198] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [200] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [202] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [204] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [206] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [208] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [210] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [212] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [214] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [216] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [218] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [220] = {.entry = {.count = 1, .reusable = true}}, SHIFT(337),
  [222] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [224] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 21),
  [226] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [228] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [230] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [232] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 5),
  [234] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [236] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 41),
  [238] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [240] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [242] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 19),
  [248] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 40),
  [250] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 19),
  [252] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 43),
  [254] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [256] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 19),
  [258] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [260] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 61),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(34),
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
  [549] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
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
  [581] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
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
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
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
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
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
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
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
