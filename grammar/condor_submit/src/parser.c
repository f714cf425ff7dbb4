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
#define SYMBOL_COUNT 122
#define ALIAS_COUNT 1
#define TOKEN_COUNT 75
#define EXTERNAL_TOKEN_COUNT 5
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
  aux_sym_macro_reference_token1 = 61,
  aux_sym_default_value_token1 = 62,
  aux_sym_default_value_token2 = 63,
  aux_sym_macro_function_token1 = 64,
  sym_function_name = 65,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 66,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 67,
  aux_sym_machine_reference_token1 = 68,
  anon_sym_RBRACK_RPAREN = 69,
  sym_heredoc_tag = 70,
  sym_heredoc_line = 71,
  sym_heredoc_end = 72,
  sym__macro_open = 73,
  sym__error_sentinel = 74,
  sym_source_file = 75,
  sym__line = 76,
  sym__statement = 77,
  sym_queue_statement = 78,
  sym_queue_count = 79,
  sym__queue_in = 80,
  sym__queue_from = 81,
  sym__queue_matching = 82,
  sym_item_list = 83,
  sym_variable_list = 84,
  sym_include = 85,
  sym_use = 86,
  sym_template = 87,
  sym_error_directive = 88,
  sym_warning_directive = 89,
  sym_if_block = 90,
  sym_elif_clause = 91,
  sym_else_clause = 92,
  sym_condition = 93,
  sym_defined_condition = 94,
  sym_version_condition = 95,
  sym_condition_expression = 96,
  sym__condition_part = 97,
  sym__condition_word = 98,
  sym_key = 99,
  sym__include_as_key = 100,
  sym_assignment = 101,
  sym_invalid_line = 102,
  sym_heredoc_assignment = 103,
  sym_heredoc_body = 104,
  sym_value = 105,
  sym__value_part = 106,
  sym_macro_reference = 107,
  sym_default_value = 108,
  sym_macro_function = 109,
  sym_machine_reference = 110,
  aux_sym_source_file_repeat1 = 111,
  aux_sym_queue_count_repeat1 = 112,
  aux_sym_item_list_repeat1 = 113,
  aux_sym_variable_list_repeat1 = 114,
  aux_sym_use_repeat1 = 115,
  aux_sym_if_block_repeat1 = 116,
  aux_sym_condition_expression_repeat1 = 117,
  aux_sym_key_repeat1 = 118,
  aux_sym_heredoc_body_repeat1 = 119,
  aux_sym_value_repeat1 = 120,
  aux_sym_default_value_repeat1 = 121,
  alias_sym_key_prefix = 122,
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
  [aux_sym_macro_reference_token1] = "macro_name",
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
  [aux_sym_macro_reference_token1] = aux_sym_macro_reference_token1,
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
  [aux_sym_macro_reference_token1] = {
    .visible = true,
    .named = true,
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
  [19] = {.index = 36, .length = 1},
  [20] = {.index = 37, .length = 2},
  [21] = {.index = 39, .length = 2},
  [22] = {.index = 41, .length = 2},
  [23] = {.index = 43, .length = 1},
  [24] = {.index = 44, .length = 5},
  [25] = {.index = 49, .length = 6},
  [26] = {.index = 55, .length = 6},
  [27] = {.index = 61, .length = 5},
  [28] = {.index = 66, .length = 6},
  [29] = {.index = 72, .length = 6},
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
  [60] = {.index = 152, .length = 2},
  [61] = {.index = 154, .length = 3},
  [62] = {.index = 157, .length = 3},
  [63] = {.index = 160, .length = 3},
  [64] = {.index = 163, .length = 4},
  [65] = {.index = 167, .length = 3},
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
  [76] = {.index = 152, .length = 2},
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
    {field_name, 1},
  [37] =
    {field_mode, 0},
    {field_slice, 1},
  [39] =
    {field_items, 1},
    {field_mode, 0},
  [41] =
    {field_mode, 0},
    {field_qualifier, 1},
  [43] =
    {field_function, 0},
  [44] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [49] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [55] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [61] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [66] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [72] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [78] =
    {field_target, 2},
  [79] =
    {field_ifexist, 1},
  [80] =
    {field_command, 1},
  [81] =
    {field_category, 1},
  [82] =
    {field_negated, 0},
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
    {field_default, 3},
    {field_name, 1},
  [154] =
    {field_items, 3},
    {field_mode, 0},
    {field_slice, 2},
  [157] =
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [160] =
    {field_items, 3},
    {field_mode, 0},
    {field_options, 2},
  [163] =
    {field_items, 3},
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [167] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [170] =
    {field_command, 1},
    {field_into, 3},
  [172] =
    {field_arguments, 1},
    {field_name, 0},
  [174] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [176] =
    {field_alternative, 3},
    {field_condition, 1},
  [178] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [180] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
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
  [9] = 6,
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
  [21] = 21,
  [22] = 18,
  [23] = 17,
  [24] = 24,
  [25] = 19,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 20,
  [32] = 32,
  [33] = 16,
  [34] = 21,
  [35] = 16,
  [36] = 24,
  [37] = 29,
  [38] = 30,
  [39] = 27,
  [40] = 26,
  [41] = 32,
  [42] = 28,
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
  [56] = 44,
  [57] = 53,
  [58] = 58,
  [59] = 59,
  [60] = 54,
  [61] = 51,
  [62] = 52,
  [63] = 48,
  [64] = 50,
  [65] = 43,
  [66] = 47,
  [67] = 49,
  [68] = 55,
  [69] = 69,
  [70] = 69,
  [71] = 69,
  [72] = 69,
  [73] = 69,
  [74] = 69,
  [75] = 69,
  [76] = 76,
  [77] = 58,
  [78] = 59,
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
  [97] = 97,
  [98] = 98,
  [99] = 93,
  [100] = 97,
  [101] = 98,
  [102] = 90,
  [103] = 95,
  [104] = 91,
  [105] = 105,
  [106] = 93,
  [107] = 91,
  [108] = 92,
  [109] = 95,
  [110] = 105,
  [111] = 94,
  [112] = 112,
  [113] = 92,
  [114] = 90,
  [115] = 112,
  [116] = 96,
  [117] = 105,
  [118] = 112,
  [119] = 92,
  [120] = 98,
  [121] = 90,
  [122] = 96,
  [123] = 97,
  [124] = 93,
  [125] = 95,
  [126] = 91,
  [127] = 127,
  [128] = 128,
  [129] = 93,
  [130] = 130,
  [131] = 95,
  [132] = 132,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 138,
  [139] = 135,
  [140] = 140,
  [141] = 92,
  [142] = 142,
  [143] = 143,
  [144] = 90,
  [145] = 95,
  [146] = 91,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 90,
  [151] = 151,
  [152] = 136,
  [153] = 153,
  [154] = 154,
  [155] = 91,
  [156] = 156,
  [157] = 148,
  [158] = 158,
  [159] = 159,
  [160] = 90,
  [161] = 161,
  [162] = 95,
  [163] = 142,
  [164] = 91,
  [165] = 153,
  [166] = 156,
  [167] = 151,
  [168] = 143,
  [169] = 147,
  [170] = 170,
  [171] = 171,
  [172] = 172,
  [173] = 173,
  [174] = 174,
  [175] = 138,
  [176] = 140,
  [177] = 177,
  [178] = 178,
  [179] = 179,
  [180] = 180,
  [181] = 181,
  [182] = 182,
  [183] = 183,
  [184] = 178,
  [185] = 181,
  [186] = 186,
  [187] = 187,
  [188] = 188,
  [189] = 189,
  [190] = 183,
  [191] = 187,
  [192] = 186,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 194,
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
  [254] = 254,
  [255] = 255,
  [256] = 218,
  [257] = 254,
  [258] = 258,
  [259] = 223,
  [260] = 233,
  [261] = 261,
  [262] = 201,
  [263] = 215,
  [264] = 232,
  [265] = 218,
  [266] = 254,
  [267] = 233,
  [268] = 268,
  [269] = 215,
  [270] = 232,
  [271] = 218,
  [272] = 254,
  [273] = 273,
  [274] = 218,
  [275] = 254,
  [276] = 218,
  [277] = 277,
  [278] = 218,
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
  [291] = 291,
  [292] = 292,
  [293] = 293,
  [294] = 294,
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
  [306] = 292,
  [307] = 290,
  [308] = 283,
  [309] = 285,
  [310] = 291,
  [311] = 293,
  [312] = 312,
  [313] = 305,
  [314] = 314,
  [315] = 302,
  [316] = 316,
  [317] = 305,
  [318] = 292,
  [319] = 319,
  [320] = 291,
  [321] = 321,
  [322] = 322,
  [323] = 323,
  [324] = 302,
  [325] = 292,
  [326] = 326,
  [327] = 327,
  [328] = 328,
  [329] = 302,
  [330] = 292,
  [331] = 331,
  [332] = 302,
  [333] = 292,
  [334] = 334,
  [335] = 283,
  [336] = 292,
  [337] = 281,
  [338] = 297,
  [339] = 319,
  [340] = 288,
  [341] = 281,
  [342] = 297,
  [343] = 281,
  [344] = 281,
  [345] = 281,
  [346] = 281,
  [347] = 347,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(197);
      ADVANCE_MAP(
        '\n', 329,
        '!', 280,
        '#', 332,
        '$', 383,
        '(', 231,
        ')', 239,
        '+', 337,
        ',', 242,
        '-', 339,
        '.', 341,
        ':', 198,
        '=', 377,
        '@', 37,
        '[', 227,
        '\\', 385,
        ']', 19,
        'A', 134,
        'a', 134,
        'C', 144,
        'c', 144,
        'D', 99,
        'd', 99,
        'E', 155,
        'e', 155,
        'F', 293,
        'f', 293,
        'I', 117,
        'i', 117,
        'M', 89,
        'm', 89,
        'N', 145,
        'n', 145,
        'O', 170,
        'o', 170,
        'Q', 173,
        'q', 173,
        'T', 296,
        't', 296,
        'U', 163,
        'u', 163,
        'V', 110,
        'v', 110,
        'W', 91,
        'w', 91,
        'Y', 107,
        'y', 107,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(184);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 329,
        '!', 38,
        '$', 43,
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
        '!', 38,
        '$', 43,
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
        ':', 199,
        '@', 98,
        '\\', 380,
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
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$' &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(381);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 329,
        '#', 332,
        '+', 338,
        '-', 340,
        ':', 200,
        '@', 98,
        '\\', 380,
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
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$' &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(381);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '#') ADVANCE(335);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(240);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(241);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '(') ADVANCE(22);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(236);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(237);
      if (lookahead != 0) ADVANCE(238);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0) ADVANCE(81);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(179);
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
        '$', 43,
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
      if (lookahead == '#') ADVANCE(81);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 12:
      if (lookahead == '$') ADVANCE(383);
      if (lookahead == '(') ADVANCE(404);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(385);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(401);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(402);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(23);
      if (lookahead == ',') ADVANCE(25);
      if (lookahead == ';') ADVANCE(33);
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == '|') ADVANCE(35);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(34);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(409);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(408);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        '(', 408,
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
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(405);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(407);
      END_STATE();
    case 19:
      if (lookahead == ')') ADVANCE(414);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(414);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(413);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(267);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(21);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(238);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(22);
      END_STATE();
    case 23:
      if (lookahead == '*') ADVANCE(34);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 24:
      ADVANCE_MAP(
        '+', 13,
        ':', 198,
        '=', 377,
        '\\', 9,
        'C', 144,
        'c', 144,
        'F', 158,
        'f', 158,
        'I', 116,
        'i', 116,
        'M', 89,
        'm', 89,
        'O', 170,
        'o', 170,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(24);
      END_STATE();
    case 25:
      if (lookahead == ',') ADVANCE(34);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 26:
      if (lookahead == '-') ADVANCE(181);
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(30);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(198);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(141);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(27);
      END_STATE();
    case 28:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(29);
      END_STATE();
    case 30:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(29);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(30);
      END_STATE();
    case 31:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      END_STATE();
    case 32:
      if (lookahead == ':') ADVANCE(105);
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(128);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(32);
      END_STATE();
    case 33:
      if (lookahead == ';') ADVANCE(34);
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 34:
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 35:
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == '|') ADVANCE(34);
      END_STATE();
    case 36:
      if (lookahead == '=') ADVANCE(382);
      END_STATE();
    case 37:
      if (lookahead == '=') ADVANCE(382);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(155);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(163);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(91);
      END_STATE();
    case 38:
      if (lookahead == '=') ADVANCE(328);
      END_STATE();
    case 39:
      if (lookahead == 'A') ADVANCE(72);
      END_STATE();
    case 40:
      if (lookahead == 'A') ADVANCE(58);
      END_STATE();
    case 41:
      if (lookahead == 'A') ADVANCE(60);
      END_STATE();
    case 42:
      if (lookahead == 'A') ADVANCE(63);
      if (lookahead == 'E') ADVANCE(40);
      END_STATE();
    case 43:
      ADVANCE_MAP(
        'B', 39,
        'C', 54,
        'D', 55,
        'E', 61,
        'F', 17,
        'I', 62,
        'R', 42,
        'S', 75,
      );
      END_STATE();
    case 44:
      if (lookahead == 'B') ADVANCE(73);
      END_STATE();
    case 45:
      if (lookahead == 'C') ADVANCE(54);
      if (lookahead == 'I') ADVANCE(66);
      END_STATE();
    case 46:
      if (lookahead == 'C') ADVANCE(48);
      END_STATE();
    case 47:
      if (lookahead == 'D') ADVANCE(68);
      END_STATE();
    case 48:
      if (lookahead == 'E') ADVANCE(16);
      END_STATE();
    case 49:
      if (lookahead == 'E') ADVANCE(53);
      END_STATE();
    case 50:
      if (lookahead == 'E') ADVANCE(65);
      END_STATE();
    case 51:
      if (lookahead == 'E') ADVANCE(69);
      END_STATE();
    case 52:
      if (lookahead == 'G') ADVANCE(16);
      END_STATE();
    case 53:
      if (lookahead == 'G') ADVANCE(51);
      END_STATE();
    case 54:
      if (lookahead == 'H') ADVANCE(67);
      END_STATE();
    case 55:
      if (lookahead == 'I') ADVANCE(71);
      END_STATE();
    case 56:
      if (lookahead == 'I') ADVANCE(46);
      END_STATE();
    case 57:
      if (lookahead == 'I') ADVANCE(64);
      END_STATE();
    case 58:
      if (lookahead == 'L') ADVANCE(16);
      END_STATE();
    case 59:
      if (lookahead == 'M') ADVANCE(87);
      END_STATE();
    case 60:
      if (lookahead == 'M') ADVANCE(48);
      END_STATE();
    case 61:
      if (lookahead == 'N') ADVANCE(78);
      if (lookahead == 'V') ADVANCE(40);
      END_STATE();
    case 62:
      if (lookahead == 'N') ADVANCE(74);
      END_STATE();
    case 63:
      if (lookahead == 'N') ADVANCE(47);
      END_STATE();
    case 64:
      if (lookahead == 'N') ADVANCE(52);
      END_STATE();
    case 65:
      if (lookahead == 'N') ADVANCE(41);
      END_STATE();
    case 66:
      if (lookahead == 'N') ADVANCE(77);
      END_STATE();
    case 67:
      if (lookahead == 'O') ADVANCE(56);
      END_STATE();
    case 68:
      if (lookahead == 'O') ADVANCE(59);
      END_STATE();
    case 69:
      if (lookahead == 'R') ADVANCE(16);
      END_STATE();
    case 70:
      if (lookahead == 'R') ADVANCE(57);
      END_STATE();
    case 71:
      if (lookahead == 'R') ADVANCE(65);
      END_STATE();
    case 72:
      if (lookahead == 'S') ADVANCE(50);
      END_STATE();
    case 73:
      if (lookahead == 'S') ADVANCE(76);
      END_STATE();
    case 74:
      if (lookahead == 'T') ADVANCE(16);
      END_STATE();
    case 75:
      if (lookahead == 'T') ADVANCE(70);
      if (lookahead == 'U') ADVANCE(44);
      END_STATE();
    case 76:
      if (lookahead == 'T') ADVANCE(69);
      END_STATE();
    case 77:
      if (lookahead == 'T') ADVANCE(49);
      END_STATE();
    case 78:
      if (lookahead == 'V') ADVANCE(16);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(79);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(400);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(80);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(81);
      END_STATE();
    case 82:
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 83:
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 84:
      if (lookahead == '\\') ADVANCE(411);
      if (lookahead == ']') ADVANCE(20);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(412);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(413);
      END_STATE();
    case 85:
      if (lookahead == '\\') ADVANCE(260);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(85);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(261);
      END_STATE();
    case 86:
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(86);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(286);
      END_STATE();
    case 87:
      if (lookahead == '_') ADVANCE(45);
      END_STATE();
    case 88:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(182);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 89:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(165);
      END_STATE();
    case 90:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(135);
      END_STATE();
    case 91:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(153);
      END_STATE();
    case 92:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(120);
      END_STATE();
    case 93:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(129);
      END_STATE();
    case 94:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(257);
      END_STATE();
    case 95:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(282);
      END_STATE();
    case 96:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(124);
      END_STATE();
    case 97:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(104);
      END_STATE();
    case 98:
      ADVANCE_MAP(
        'E', 155,
        'e', 155,
        'I', 138,
        'i', 138,
        'U', 163,
        'u', 163,
        'W', 91,
        'w', 91,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(381);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(112);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(156);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(292);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(176);
      END_STATE();
    case 102:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(264);
      END_STATE();
    case 103:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(202);
      END_STATE();
    case 104:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(262);
      END_STATE();
    case 105:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(128);
      END_STATE();
    case 106:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(277);
      END_STATE();
    case 107:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(159);
      END_STATE();
    case 108:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(95);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(151);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(157);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(175);
      END_STATE();
    case 112:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(121);
      END_STATE();
    case 113:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(270);
      END_STATE();
    case 114:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(275);
      END_STATE();
    case 115:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(272);
      END_STATE();
    case 116:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(101);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(214);
      END_STATE();
    case 117:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(101);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(214);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(109);
      END_STATE();
    case 118:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(219);
      END_STATE();
    case 119:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(31);
      END_STATE();
    case 120:
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(127);
      END_STATE();
    case 121:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(142);
      END_STATE();
    case 122:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(114);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(106);
      END_STATE();
    case 123:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(149);
      END_STATE();
    case 124:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(115);
      END_STATE();
    case 125:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(136);
      END_STATE();
    case 126:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(162);
      END_STATE();
    case 127:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(139);
      END_STATE();
    case 128:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(122);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(96);
      END_STATE();
    case 129:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(172);
      END_STATE();
    case 130:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(164);
      END_STATE();
    case 131:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(216);
      END_STATE();
    case 132:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(133);
      END_STATE();
    case 133:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(90);
      END_STATE();
    case 134:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(177);
      END_STATE();
    case 135:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(94);
      END_STATE();
    case 136:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(119);
      END_STATE();
    case 137:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(287);
      END_STATE();
    case 138:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(93);
      END_STATE();
    case 139:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(118);
      END_STATE();
    case 140:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(96);
      END_STATE();
    case 141:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(169);
      END_STATE();
    case 142:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(108);
      END_STATE();
    case 143:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(125);
      END_STATE();
    case 144:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(132);
      END_STATE();
    case 145:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(292);
      END_STATE();
    case 146:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(259);
      END_STATE();
    case 147:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(131);
      END_STATE();
    case 148:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(152);
      END_STATE();
    case 149:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(137);
      END_STATE();
    case 150:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(171);
      END_STATE();
    case 151:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(205);
      END_STATE();
    case 152:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(28);
      END_STATE();
    case 153:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(143);
      END_STATE();
    case 154:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(148);
      END_STATE();
    case 155:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(154);
      END_STATE();
    case 156:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(160);
      END_STATE();
    case 157:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(161);
      END_STATE();
    case 158:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(147);
      END_STATE();
    case 159:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(292);
      END_STATE();
    case 160:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(222);
      END_STATE();
    case 161:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(123);
      END_STATE();
    case 162:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(168);
      END_STATE();
    case 163:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(102);
      END_STATE();
    case 164:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(100);
      END_STATE();
    case 165:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(92);
      END_STATE();
    case 166:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(150);
      END_STATE();
    case 167:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(258);
      END_STATE();
    case 168:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(255);
      END_STATE();
    case 169:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(146);
      END_STATE();
    case 170:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(166);
      END_STATE();
    case 171:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(167);
      END_STATE();
    case 172:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(97);
      END_STATE();
    case 173:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(111);
      END_STATE();
    case 174:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(100);
      END_STATE();
    case 175:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(103);
      END_STATE();
    case 176:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(126);
      END_STATE();
    case 177:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(223);
      END_STATE();
    case 178:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(290);
      END_STATE();
    case 179:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(179);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(379);
      END_STATE();
    case 180:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 181:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(30);
      END_STATE();
    case 182:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 183:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(413);
      END_STATE();
    case 184:
      if (eof) ADVANCE(197);
      ADVANCE_MAP(
        '\n', 329,
        '!', 280,
        '#', 332,
        '$', 383,
        '(', 235,
        ')', 239,
        '+', 337,
        ',', 242,
        '-', 339,
        ':', 198,
        '=', 377,
        '@', 37,
        '[', 227,
        '\\', 385,
        ']', 19,
        'A', 134,
        'a', 134,
        'C', 144,
        'c', 144,
        'D', 99,
        'd', 99,
        'E', 155,
        'e', 155,
        'F', 293,
        'f', 293,
        'I', 117,
        'i', 117,
        'M', 89,
        'm', 89,
        'N', 145,
        'n', 145,
        'O', 170,
        'o', 170,
        'Q', 173,
        'q', 173,
        'T', 296,
        't', 296,
        'U', 163,
        'u', 163,
        'V', 110,
        'v', 110,
        'W', 91,
        'w', 91,
        'Y', 107,
        'y', 107,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(184);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 185:
      if (eof) ADVANCE(197);
      ADVANCE_MAP(
        '\n', 329,
        '!', 178,
        '$', 43,
        ',', 242,
        '-', 213,
        '\\', 9,
        'F', 252,
        'f', 252,
        'I', 249,
        'i', 249,
        'M', 243,
        'm', 243,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(290);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(185);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '/') ADVANCE(212);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 186:
      if (eof) ADVANCE(197);
      ADVANCE_MAP(
        '\n', 329,
        '#', 332,
        '+', 338,
        '-', 340,
        ':', 201,
        '@', 98,
        '\\', 380,
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
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(186);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$' &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(381);
      END_STATE();
    case 187:
      if (eof) ADVANCE(197);
      ADVANCE_MAP(
        '\n', 329,
        '$', 383,
        '(', 235,
        '[', 225,
        '\\', 384,
        'A', 394,
        'a', 394,
        'D', 390,
        'd', 390,
        'F', 391,
        'f', 391,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(187);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 188:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(383);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(225);
      if (lookahead == '\\') ADVANCE(384);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(386);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(188);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 189:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(383);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(225);
      if (lookahead == '\\') ADVANCE(384);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(189);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 190:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(383);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '\\') ADVANCE(384);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(190);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 191:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(383);
      if (lookahead == '(') ADVANCE(232);
      if (lookahead == '[') ADVANCE(225);
      if (lookahead == '\\') ADVANCE(384);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(189);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 192:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(383);
      if (lookahead == '\\') ADVANCE(384);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(192);
      if (lookahead != 0) ADVANCE(399);
      END_STATE();
    case 193:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '(') ADVANCE(267);
      if (lookahead == ',') ADVANCE(242);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 194:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(341);
      if (lookahead == '@') ADVANCE(36);
      if (lookahead == '\\') ADVANCE(378);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(377);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (lookahead != 0) ADVANCE(379);
      END_STATE();
    case 195:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(36);
      if (lookahead == '\\') ADVANCE(378);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(377);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(379);
      END_STATE();
    case 196:
      if (eof) ADVANCE(197);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == ',') ADVANCE(242);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 197:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 198:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 199:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(128);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(113);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(381);
      END_STATE();
    case 200:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(140);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(113);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(381);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(113);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(381);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 204:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      END_STATE();
    case 205:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(209);
      END_STATE();
    case 206:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(210);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(207);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(208);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(212);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(212);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(aux_sym__queue_from_token2);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym__queue_matching_token2);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(aux_sym__queue_matching_token3);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(aux_sym__queue_matching_token4);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(sym_slice);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == '\\') ADVANCE(226);
      if (lookahead == ']') ADVANCE(224);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(225);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(225);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == '\\') ADVANCE(226);
      if (lookahead == ']') ADVANCE(224);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(225);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == ']') ADVANCE(224);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ':' ||
          lookahead == '=') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(227);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == ']') ADVANCE(224);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(228);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(sym_table_options);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(230);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == '(') ADVANCE(230);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(231);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead == '\\') ADVANCE(233);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(232);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(234);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(232);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead == '\\') ADVANCE(233);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(234);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(232);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(234);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '(') ADVANCE(22);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(236);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(238);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(22);
      if (lookahead == '\\') ADVANCE(236);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(237);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(238);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(238);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(240);
      if (lookahead != 0) ADVANCE(241);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(241);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(253);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(246);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(220);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(247);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(250);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(217);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(215);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(245);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(248);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(251);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(244);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(256);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(aux_sym_include_token2);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(261);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(261);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym__include_keyword);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym__include_keyword);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_template_token1);
      if (lookahead == '(') ADVANCE(21);
      if (lookahead == ')') ADVANCE(266);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(267);
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
      if (lookahead == '.') ADVANCE(180);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(130);
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
          lookahead == 'r') ADVANCE(174);
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
          lookahead == 'e') ADVANCE(88);
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
          lookahead == 'e') ADVANCE(88);
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
      if (lookahead == '#') ADVANCE(81);
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
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(23);
      if (lookahead == ',') ADVANCE(25);
      if (lookahead == ';') ADVANCE(33);
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == '|') ADVANCE(35);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(381);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(381);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
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
          lookahead == 'e') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(203);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(263);
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
          lookahead == 'r') ADVANCE(206);
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
          lookahead == '\f') ADVANCE(179);
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
          lookahead == ' ') ADVANCE(179);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(379);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(380);
      if (lookahead != 0) ADVANCE(381);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(381);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 15,
        'B', 39,
        'C', 54,
        'D', 55,
        'E', 61,
        'F', 17,
        'I', 62,
        'R', 42,
        'S', 75,
      );
      END_STATE();
    case 384:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(387);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(218);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(395);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(392);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(389);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(388);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(398);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(222);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(223);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(83);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(82);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(399);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(400);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(401);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(402);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(402);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      if (lookahead == ')') ADVANCE(403);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(404);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(330);
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
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == ']') ADVANCE(183);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(411);
      if (lookahead != 0) ADVANCE(413);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(411);
      if (lookahead == ']') ADVANCE(20);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(412);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(413);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(183);
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
  [1] = {.lex_state = 186, .external_lex_state = 2},
  [2] = {.lex_state = 3, .external_lex_state = 2},
  [3] = {.lex_state = 3, .external_lex_state = 2},
  [4] = {.lex_state = 3, .external_lex_state = 2},
  [5] = {.lex_state = 3, .external_lex_state = 2},
  [6] = {.lex_state = 3, .external_lex_state = 2},
  [7] = {.lex_state = 4, .external_lex_state = 2},
  [8] = {.lex_state = 186, .external_lex_state = 2},
  [9] = {.lex_state = 186, .external_lex_state = 2},
  [10] = {.lex_state = 4, .external_lex_state = 2},
  [11] = {.lex_state = 4, .external_lex_state = 2},
  [12] = {.lex_state = 186, .external_lex_state = 2},
  [13] = {.lex_state = 186, .external_lex_state = 2},
  [14] = {.lex_state = 187, .external_lex_state = 2},
  [15] = {.lex_state = 187, .external_lex_state = 2},
  [16] = {.lex_state = 3, .external_lex_state = 2},
  [17] = {.lex_state = 191, .external_lex_state = 2},
  [18] = {.lex_state = 188, .external_lex_state = 2},
  [19] = {.lex_state = 189, .external_lex_state = 2},
  [20] = {.lex_state = 189, .external_lex_state = 2},
  [21] = {.lex_state = 189, .external_lex_state = 2},
  [22] = {.lex_state = 188, .external_lex_state = 2},
  [23] = {.lex_state = 191, .external_lex_state = 2},
  [24] = {.lex_state = 185, .external_lex_state = 2},
  [25] = {.lex_state = 189, .external_lex_state = 2},
  [26] = {.lex_state = 190, .external_lex_state = 2},
  [27] = {.lex_state = 190, .external_lex_state = 2},
  [28] = {.lex_state = 190, .external_lex_state = 2},
  [29] = {.lex_state = 190, .external_lex_state = 2},
  [30] = {.lex_state = 190, .external_lex_state = 2},
  [31] = {.lex_state = 189, .external_lex_state = 2},
  [32] = {.lex_state = 190, .external_lex_state = 2},
  [33] = {.lex_state = 186, .external_lex_state = 2},
  [34] = {.lex_state = 189, .external_lex_state = 2},
  [35] = {.lex_state = 4, .external_lex_state = 2},
  [36] = {.lex_state = 185, .external_lex_state = 2},
  [37] = {.lex_state = 190, .external_lex_state = 2},
  [38] = {.lex_state = 190, .external_lex_state = 2},
  [39] = {.lex_state = 190, .external_lex_state = 2},
  [40] = {.lex_state = 190, .external_lex_state = 2},
  [41] = {.lex_state = 190, .external_lex_state = 2},
  [42] = {.lex_state = 190, .external_lex_state = 2},
  [43] = {.lex_state = 192, .external_lex_state = 2},
  [44] = {.lex_state = 192, .external_lex_state = 2},
  [45] = {.lex_state = 10, .external_lex_state = 2},
  [46] = {.lex_state = 10, .external_lex_state = 2},
  [47] = {.lex_state = 192, .external_lex_state = 2},
  [48] = {.lex_state = 192, .external_lex_state = 2},
  [49] = {.lex_state = 192, .external_lex_state = 2},
  [50] = {.lex_state = 192, .external_lex_state = 2},
  [51] = {.lex_state = 192, .external_lex_state = 2},
  [52] = {.lex_state = 192, .external_lex_state = 2},
  [53] = {.lex_state = 192, .external_lex_state = 2},
  [54] = {.lex_state = 192, .external_lex_state = 2},
  [55] = {.lex_state = 192, .external_lex_state = 2},
  [56] = {.lex_state = 192, .external_lex_state = 2},
  [57] = {.lex_state = 192, .external_lex_state = 2},
  [58] = {.lex_state = 192, .external_lex_state = 2},
  [59] = {.lex_state = 192, .external_lex_state = 2},
  [60] = {.lex_state = 192, .external_lex_state = 2},
  [61] = {.lex_state = 192, .external_lex_state = 2},
  [62] = {.lex_state = 192, .external_lex_state = 2},
  [63] = {.lex_state = 192, .external_lex_state = 2},
  [64] = {.lex_state = 192, .external_lex_state = 2},
  [65] = {.lex_state = 192, .external_lex_state = 2},
  [66] = {.lex_state = 192, .external_lex_state = 2},
  [67] = {.lex_state = 192, .external_lex_state = 2},
  [68] = {.lex_state = 192, .external_lex_state = 2},
  [69] = {.lex_state = 12, .external_lex_state = 2},
  [70] = {.lex_state = 12, .external_lex_state = 2},
  [71] = {.lex_state = 12, .external_lex_state = 2},
  [72] = {.lex_state = 12, .external_lex_state = 2},
  [73] = {.lex_state = 12, .external_lex_state = 2},
  [74] = {.lex_state = 12, .external_lex_state = 2},
  [75] = {.lex_state = 12, .external_lex_state = 2},
  [76] = {.lex_state = 12, .external_lex_state = 2},
  [77] = {.lex_state = 192, .external_lex_state = 2},
  [78] = {.lex_state = 192, .external_lex_state = 2},
  [79] = {.lex_state = 10, .external_lex_state = 2},
  [80] = {.lex_state = 185, .external_lex_state = 2},
  [81] = {.lex_state = 12, .external_lex_state = 2},
  [82] = {.lex_state = 185, .external_lex_state = 2},
  [83] = {.lex_state = 2, .external_lex_state = 2},
  [84] = {.lex_state = 1, .external_lex_state = 2},
  [85] = {.lex_state = 2, .external_lex_state = 2},
  [86] = {.lex_state = 2, .external_lex_state = 2},
  [87] = {.lex_state = 2, .external_lex_state = 2},
  [88] = {.lex_state = 2, .external_lex_state = 2},
  [89] = {.lex_state = 2, .external_lex_state = 2},
  [90] = {.lex_state = 185, .external_lex_state = 2},
  [91] = {.lex_state = 185, .external_lex_state = 2},
  [92] = {.lex_state = 185, .external_lex_state = 2},
  [93] = {.lex_state = 185, .external_lex_state = 2},
  [94] = {.lex_state = 185},
  [95] = {.lex_state = 185, .external_lex_state = 2},
  [96] = {.lex_state = 192, .external_lex_state = 2},
  [97] = {.lex_state = 12, .external_lex_state = 2},
  [98] = {.lex_state = 192, .external_lex_state = 2},
  [99] = {.lex_state = 192, .external_lex_state = 2},
  [100] = {.lex_state = 192, .external_lex_state = 2},
  [101] = {.lex_state = 12, .external_lex_state = 2},
  [102] = {.lex_state = 192, .external_lex_state = 2},
  [103] = {.lex_state = 192, .external_lex_state = 2},
  [104] = {.lex_state = 192, .external_lex_state = 2},
  [105] = {.lex_state = 12, .external_lex_state = 2},
  [106] = {.lex_state = 12, .external_lex_state = 2},
  [107] = {.lex_state = 12, .external_lex_state = 2},
  [108] = {.lex_state = 12, .external_lex_state = 2},
  [109] = {.lex_state = 12, .external_lex_state = 2},
  [110] = {.lex_state = 192, .external_lex_state = 2},
  [111] = {.lex_state = 185},
  [112] = {.lex_state = 192, .external_lex_state = 2},
  [113] = {.lex_state = 192, .external_lex_state = 2},
  [114] = {.lex_state = 12, .external_lex_state = 2},
  [115] = {.lex_state = 12, .external_lex_state = 2},
  [116] = {.lex_state = 12, .external_lex_state = 2},
  [117] = {.lex_state = 192, .external_lex_state = 2},
  [118] = {.lex_state = 192, .external_lex_state = 2},
  [119] = {.lex_state = 192, .external_lex_state = 2},
  [120] = {.lex_state = 192, .external_lex_state = 2},
  [121] = {.lex_state = 192, .external_lex_state = 2},
  [122] = {.lex_state = 192, .external_lex_state = 2},
  [123] = {.lex_state = 192, .external_lex_state = 2},
  [124] = {.lex_state = 192, .external_lex_state = 2},
  [125] = {.lex_state = 192, .external_lex_state = 2},
  [126] = {.lex_state = 192, .external_lex_state = 2},
  [127] = {.lex_state = 0, .external_lex_state = 3},
  [128] = {.lex_state = 0, .external_lex_state = 3},
  [129] = {.lex_state = 2, .external_lex_state = 2},
  [130] = {.lex_state = 0, .external_lex_state = 3},
  [131] = {.lex_state = 194},
  [132] = {.lex_state = 185},
  [133] = {.lex_state = 185},
  [134] = {.lex_state = 0, .external_lex_state = 3},
  [135] = {.lex_state = 24},
  [136] = {.lex_state = 24},
  [137] = {.lex_state = 185},
  [138] = {.lex_state = 194},
  [139] = {.lex_state = 24},
  [140] = {.lex_state = 194},
  [141] = {.lex_state = 2, .external_lex_state = 2},
  [142] = {.lex_state = 194},
  [143] = {.lex_state = 194},
  [144] = {.lex_state = 2, .external_lex_state = 2},
  [145] = {.lex_state = 2, .external_lex_state = 2},
  [146] = {.lex_state = 2, .external_lex_state = 2},
  [147] = {.lex_state = 194},
  [148] = {.lex_state = 24},
  [149] = {.lex_state = 32},
  [150] = {.lex_state = 194},
  [151] = {.lex_state = 194},
  [152] = {.lex_state = 24},
  [153] = {.lex_state = 194},
  [154] = {.lex_state = 32},
  [155] = {.lex_state = 194},
  [156] = {.lex_state = 194},
  [157] = {.lex_state = 24},
  [158] = {.lex_state = 193},
  [159] = {.lex_state = 5},
  [160] = {.lex_state = 194},
  [161] = {.lex_state = 185},
  [162] = {.lex_state = 194},
  [163] = {.lex_state = 194},
  [164] = {.lex_state = 194},
  [165] = {.lex_state = 194},
  [166] = {.lex_state = 194},
  [167] = {.lex_state = 194},
  [168] = {.lex_state = 194},
  [169] = {.lex_state = 194},
  [170] = {.lex_state = 32},
  [171] = {.lex_state = 193},
  [172] = {.lex_state = 193},
  [173] = {.lex_state = 5},
  [174] = {.lex_state = 5},
  [175] = {.lex_state = 194},
  [176] = {.lex_state = 194},
  [177] = {.lex_state = 5},
  [178] = {.lex_state = 194},
  [179] = {.lex_state = 193},
  [180] = {.lex_state = 5},
  [181] = {.lex_state = 193, .external_lex_state = 2},
  [182] = {.lex_state = 193},
  [183] = {.lex_state = 193, .external_lex_state = 2},
  [184] = {.lex_state = 194},
  [185] = {.lex_state = 193, .external_lex_state = 2},
  [186] = {.lex_state = 194},
  [187] = {.lex_state = 193, .external_lex_state = 2},
  [188] = {.lex_state = 193},
  [189] = {.lex_state = 193, .external_lex_state = 2},
  [190] = {.lex_state = 193, .external_lex_state = 2},
  [191] = {.lex_state = 193, .external_lex_state = 2},
  [192] = {.lex_state = 194},
  [193] = {.lex_state = 6},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 32},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 193},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 27},
  [202] = {.lex_state = 193, .external_lex_state = 2},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 193, .external_lex_state = 2},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 0},
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
  [223] = {.lex_state = 27},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 0},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 18},
  [233] = {.lex_state = 84},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 0},
  [236] = {.lex_state = 0},
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
  [253] = {.lex_state = 0},
  [254] = {.lex_state = 18},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 18},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 27},
  [260] = {.lex_state = 84},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 27},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 18},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 18},
  [267] = {.lex_state = 84},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 18},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 18},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 0},
  [275] = {.lex_state = 18},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 0},
  [278] = {.lex_state = 0},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 3},
  [281] = {.lex_state = 79},
  [282] = {.lex_state = 0},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 0},
  [285] = {.lex_state = 0},
  [286] = {.lex_state = 0},
  [287] = {.lex_state = 0},
  [288] = {.lex_state = 85},
  [289] = {.lex_state = 0},
  [290] = {.lex_state = 0},
  [291] = {.lex_state = 0},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 194},
  [294] = {.lex_state = 86},
  [295] = {.lex_state = 0, .external_lex_state = 4},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 79},
  [298] = {.lex_state = 0},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 0},
  [301] = {.lex_state = 0},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 0},
  [304] = {.lex_state = 193},
  [305] = {.lex_state = 0},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 0},
  [308] = {.lex_state = 0},
  [309] = {.lex_state = 0},
  [310] = {.lex_state = 0},
  [311] = {.lex_state = 194},
  [312] = {.lex_state = 0},
  [313] = {.lex_state = 0},
  [314] = {.lex_state = 3},
  [315] = {.lex_state = 0},
  [316] = {.lex_state = 185},
  [317] = {.lex_state = 0},
  [318] = {.lex_state = 0},
  [319] = {.lex_state = 85},
  [320] = {.lex_state = 0},
  [321] = {.lex_state = 3},
  [322] = {.lex_state = 0},
  [323] = {.lex_state = 80},
  [324] = {.lex_state = 0},
  [325] = {.lex_state = 0},
  [326] = {.lex_state = 0, .external_lex_state = 5},
  [327] = {.lex_state = 0},
  [328] = {.lex_state = 3},
  [329] = {.lex_state = 0},
  [330] = {.lex_state = 0},
  [331] = {.lex_state = 0, .external_lex_state = 5},
  [332] = {.lex_state = 0},
  [333] = {.lex_state = 0},
  [334] = {.lex_state = 0},
  [335] = {.lex_state = 0},
  [336] = {.lex_state = 0},
  [337] = {.lex_state = 79},
  [338] = {.lex_state = 79},
  [339] = {.lex_state = 85},
  [340] = {.lex_state = 85},
  [341] = {.lex_state = 79},
  [342] = {.lex_state = 79},
  [343] = {.lex_state = 79},
  [344] = {.lex_state = 79},
  [345] = {.lex_state = 79},
  [346] = {.lex_state = 79},
  [347] = {.lex_state = 0, .external_lex_state = 4},
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
    [sym_source_file] = STATE(327),
    [sym__line] = STATE(8),
    [sym__statement] = STATE(252),
    [sym_queue_statement] = STATE(252),
    [sym_include] = STATE(252),
    [sym_use] = STATE(252),
    [sym_error_directive] = STATE(252),
    [sym_warning_directive] = STATE(252),
    [sym_if_block] = STATE(252),
    [sym_key] = STATE(178),
    [sym__include_as_key] = STATE(311),
    [sym_assignment] = STATE(252),
    [sym_invalid_line] = STATE(252),
    [sym_heredoc_assignment] = STATE(252),
    [sym_macro_reference] = STATE(147),
    [aux_sym_source_file_repeat1] = STATE(8),
    [aux_sym_key_repeat1] = STATE(187),
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
    [sym__macro_open] = ACTIONS(31),
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
      sym__macro_open,
    STATE(149), 1,
      aux_sym_if_block_repeat1,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(195), 1,
      sym_elif_clause,
    STATE(293), 1,
      sym__include_as_key,
    STATE(328), 1,
      sym_else_clause,
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
    STATE(335), 10,
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
      sym__macro_open,
    ACTIONS(61), 1,
      aux_sym_if_block_token2,
    ACTIONS(63), 1,
      sym__newline,
    STATE(154), 1,
      aux_sym_if_block_repeat1,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(195), 1,
      sym_elif_clause,
    STATE(280), 1,
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
    STATE(2), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(335), 10,
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
    ACTIONS(49), 1,
      sym__newline,
    ACTIONS(53), 1,
      sym_pragma,
    ACTIONS(57), 1,
      sym_identifier,
    ACTIONS(59), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
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
    ACTIONS(65), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(335), 10,
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
      sym__macro_open,
    ACTIONS(69), 1,
      sym__newline,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
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
    ACTIONS(67), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(335), 10,
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
    ACTIONS(71), 1,
      anon_sym_COLON,
    ACTIONS(77), 1,
      sym__include_keyword,
    ACTIONS(80), 1,
      aux_sym_use_token1,
    ACTIONS(83), 1,
      aux_sym_error_directive_token1,
    ACTIONS(86), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(89), 1,
      aux_sym_if_block_token1,
    ACTIONS(94), 1,
      sym__newline,
    ACTIONS(100), 1,
      sym_pragma,
    ACTIONS(106), 1,
      sym_identifier,
    ACTIONS(109), 1,
      sym__macro_open,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(74), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(97), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(103), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(92), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(335), 10,
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
      sym__macro_open,
    ACTIONS(112), 1,
      aux_sym_if_block_token2,
    ACTIONS(114), 1,
      sym__newline,
    ACTIONS(118), 1,
      sym_pragma,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
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
    STATE(308), 10,
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
      sym__macro_open,
    ACTIONS(120), 1,
      ts_builtin_sym_end,
    ACTIONS(122), 1,
      sym__newline,
    ACTIONS(126), 1,
      sym_pragma,
    STATE(147), 1,
      sym_macro_reference,
    STATE(178), 1,
      sym_key,
    STATE(187), 1,
      aux_sym_key_repeat1,
    STATE(311), 1,
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
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(214), 10,
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
    ACTIONS(71), 1,
      anon_sym_COLON,
    ACTIONS(77), 1,
      sym__include_keyword,
    ACTIONS(80), 1,
      aux_sym_use_token1,
    ACTIONS(83), 1,
      aux_sym_error_directive_token1,
    ACTIONS(86), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(89), 1,
      aux_sym_if_block_token1,
    ACTIONS(106), 1,
      sym_identifier,
    ACTIONS(109), 1,
      sym__macro_open,
    ACTIONS(128), 1,
      ts_builtin_sym_end,
    ACTIONS(130), 1,
      sym__newline,
    ACTIONS(136), 1,
      sym_pragma,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(74), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(103), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(133), 2,
      sym_comment,
      sym__garbage_line,
    STATE(9), 2,
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
  [652] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(71), 1,
      anon_sym_COLON,
    ACTIONS(77), 1,
      sym__include_keyword,
    ACTIONS(80), 1,
      aux_sym_use_token1,
    ACTIONS(83), 1,
      aux_sym_error_directive_token1,
    ACTIONS(86), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(89), 1,
      aux_sym_if_block_token1,
    ACTIONS(92), 1,
      aux_sym_if_block_token2,
    ACTIONS(106), 1,
      sym_identifier,
    ACTIONS(109), 1,
      sym__macro_open,
    ACTIONS(139), 1,
      sym__newline,
    ACTIONS(145), 1,
      sym_pragma,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
      aux_sym_key_repeat1,
    STATE(293), 1,
      sym__include_as_key,
    ACTIONS(74), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(103), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(142), 2,
      sym_comment,
      sym__garbage_line,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(308), 10,
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
      sym__macro_open,
    ACTIONS(118), 1,
      sym_pragma,
    ACTIONS(148), 1,
      aux_sym_if_block_token2,
    ACTIONS(150), 1,
      sym__newline,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
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
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(308), 10,
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
      sym__macro_open,
    ACTIONS(154), 1,
      sym_pragma,
    STATE(147), 1,
      sym_macro_reference,
    STATE(178), 1,
      sym_key,
    STATE(187), 1,
      aux_sym_key_repeat1,
    STATE(311), 1,
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
    STATE(238), 10,
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
      sym__macro_open,
    ACTIONS(154), 1,
      sym_pragma,
    STATE(169), 1,
      sym_macro_reference,
    STATE(184), 1,
      sym_key,
    STATE(191), 1,
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
    STATE(238), 10,
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
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(156), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(239), 2,
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
    STATE(58), 5,
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
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    STATE(239), 2,
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
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1033] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 5,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
    ACTIONS(188), 14,
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
  [1060] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(194), 1,
      sym_slice,
    ACTIONS(196), 1,
      sym_table_options,
    ACTIONS(198), 1,
      anon_sym_LPAREN,
    ACTIONS(192), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(216), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1105] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(202), 1,
      aux_sym__queue_from_token2,
    ACTIONS(204), 1,
      sym_slice,
    ACTIONS(200), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(234), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1150] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(208), 1,
      sym_slice,
    ACTIONS(206), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(246), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1192] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(212), 1,
      sym_slice,
    ACTIONS(210), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(231), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1234] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(216), 1,
      sym_slice,
    ACTIONS(214), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(219), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1276] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(200), 1,
      sym__newline,
    ACTIONS(218), 1,
      aux_sym__queue_from_token2,
    ACTIONS(220), 1,
      sym_slice,
    STATE(234), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1320] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(192), 1,
      sym__newline,
    ACTIONS(198), 1,
      anon_sym_LPAREN,
    ACTIONS(222), 1,
      sym_slice,
    ACTIONS(224), 1,
      sym_table_options,
    STATE(216), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1364] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(228), 1,
      aux_sym_queue_count_token1,
    ACTIONS(230), 1,
      aux_sym__queue_in_token1,
    ACTIONS(232), 1,
      aux_sym__queue_from_token1,
    ACTIONS(234), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(236), 1,
      sym_variable,
    ACTIONS(238), 1,
      sym_number,
    ACTIONS(240), 1,
      sym_function_name,
    ACTIONS(242), 1,
      sym__macro_open,
    STATE(94), 1,
      sym_queue_count,
    STATE(148), 1,
      sym_variable_list,
    STATE(203), 1,
      sym__queue_in,
    STATE(204), 1,
      sym__queue_from,
    STATE(209), 1,
      sym__queue_matching,
    ACTIONS(226), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(80), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1416] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(206), 1,
      sym__newline,
    ACTIONS(244), 1,
      sym_slice,
    STATE(246), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
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
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(246), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(247), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
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
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(248), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(211), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
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
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(250), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(244), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
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
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(252), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(217), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1613] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(254), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(205), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1652] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(210), 1,
      sym__newline,
    ACTIONS(256), 1,
      sym_slice,
    STATE(231), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1693] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(258), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(220), 2,
      sym_item_list,
      sym_value,
    ACTIONS(164), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1732] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
    ACTIONS(188), 11,
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
  [1757] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(214), 1,
      sym__newline,
    ACTIONS(260), 1,
      sym_slice,
    STATE(219), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1798] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(190), 5,
      sym__macro_open,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
    ACTIONS(188), 12,
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
  [1823] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(226), 1,
      sym__newline,
    ACTIONS(228), 1,
      aux_sym_queue_count_token1,
    ACTIONS(236), 1,
      sym_variable,
    ACTIONS(238), 1,
      sym_number,
    ACTIONS(240), 1,
      sym_function_name,
    ACTIONS(242), 1,
      sym__macro_open,
    ACTIONS(262), 1,
      aux_sym__queue_in_token1,
    ACTIONS(264), 1,
      aux_sym__queue_from_token1,
    ACTIONS(266), 1,
      aux_sym__queue_matching_token1,
    STATE(111), 1,
      sym_queue_count,
    STATE(157), 1,
      sym_variable_list,
    STATE(203), 1,
      sym__queue_in,
    STATE(204), 1,
      sym__queue_from,
    STATE(209), 1,
      sym__queue_matching,
    STATE(80), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1874] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(162), 1,
      anon_sym_LPAREN,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(252), 1,
      sym__newline,
    STATE(217), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
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
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(254), 1,
      sym__newline,
    STATE(205), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
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
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(248), 1,
      sym__newline,
    STATE(211), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
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
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(246), 1,
      sym__newline,
    STATE(247), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
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
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(258), 1,
      sym__newline,
    STATE(220), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
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
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(250), 1,
      sym__newline,
    STATE(244), 2,
      sym_item_list,
      sym_value,
    ACTIONS(178), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2102] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(248), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(268), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2139] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(207), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(272), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2176] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(274), 1,
      anon_sym_BANG,
    ACTIONS(276), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(278), 1,
      aux_sym_version_condition_token1,
    ACTIONS(282), 1,
      aux_sym__condition_word_token1,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    STATE(296), 1,
      sym_condition,
    ACTIONS(280), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(282), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2215] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(274), 1,
      anon_sym_BANG,
    ACTIONS(276), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(278), 1,
      aux_sym_version_condition_token1,
    ACTIONS(282), 1,
      aux_sym__condition_word_token1,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    STATE(300), 1,
      sym_condition,
    ACTIONS(280), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(282), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2254] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(208), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(288), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2291] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(240), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(290), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2328] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(251), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(292), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2365] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(241), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(294), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2402] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(227), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(296), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2439] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(228), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(298), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2476] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(206), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(300), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2513] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(198), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(302), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2550] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_text,
    STATE(242), 1,
      sym_value,
    ACTIONS(164), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(304), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2587] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(272), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(207), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2623] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(300), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(206), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2659] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(166), 1,
      sym_function_name,
    ACTIONS(168), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(170), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(172), 1,
      sym__macro_open,
    ACTIONS(312), 1,
      sym_text,
    ACTIONS(308), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(310), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(59), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2693] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(319), 1,
      sym_text,
    ACTIONS(322), 1,
      sym_function_name,
    ACTIONS(325), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(328), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(331), 1,
      sym__macro_open,
    ACTIONS(314), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(316), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(59), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2727] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(302), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(198), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2763] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(296), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(227), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2799] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(298), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(228), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2835] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(290), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(240), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2871] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(294), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(241), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2907] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(268), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(248), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2943] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(288), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(208), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2979] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(292), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(251), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3015] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(304), 1,
      sym__newline,
    ACTIONS(306), 1,
      sym_text,
    STATE(242), 1,
      sym_value,
    ACTIONS(178), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(77), 5,
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
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    STATE(306), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3087] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(350), 1,
      anon_sym_RPAREN,
    STATE(318), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3123] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(352), 1,
      anon_sym_RPAREN,
    STATE(325), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3159] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(354), 1,
      anon_sym_RPAREN,
    STATE(330), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3195] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(356), 1,
      anon_sym_RPAREN,
    STATE(333), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3231] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(358), 1,
      anon_sym_RPAREN,
    STATE(336), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3267] = 10,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      aux_sym_default_value_token1,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(360), 1,
      anon_sym_RPAREN,
    STATE(292), 1,
      sym_default_value,
    ACTIONS(338), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3303] = 9,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(342), 1,
      sym_function_name,
    ACTIONS(344), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(346), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(348), 1,
      sym__macro_open,
    ACTIONS(362), 1,
      anon_sym_RPAREN,
    ACTIONS(366), 1,
      aux_sym_default_value_token1,
    ACTIONS(364), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(81), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3336] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(180), 1,
      sym_function_name,
    ACTIONS(182), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(184), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__macro_open,
    ACTIONS(308), 1,
      sym__newline,
    ACTIONS(370), 1,
      sym_text,
    ACTIONS(368), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3369] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(314), 1,
      sym__newline,
    ACTIONS(375), 1,
      sym_text,
    ACTIONS(378), 1,
      sym_function_name,
    ACTIONS(381), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(384), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(387), 1,
      sym__macro_open,
    ACTIONS(372), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3402] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(276), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(278), 1,
      aux_sym_version_condition_token1,
    ACTIONS(282), 1,
      aux_sym__condition_word_token1,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(390), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(289), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [3435] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(240), 1,
      sym_function_name,
    ACTIONS(242), 1,
      sym__macro_open,
    ACTIONS(394), 1,
      aux_sym_queue_count_token1,
    ACTIONS(398), 1,
      sym_number,
    ACTIONS(392), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(82), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(396), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3466] = 9,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(400), 1,
      anon_sym_RPAREN,
    ACTIONS(405), 1,
      aux_sym_default_value_token1,
    ACTIONS(408), 1,
      sym_function_name,
    ACTIONS(411), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(414), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(417), 1,
      sym__macro_open,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(81), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3499] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      aux_sym_queue_count_token1,
    ACTIONS(427), 1,
      sym_number,
    ACTIONS(430), 1,
      sym_function_name,
    ACTIONS(433), 1,
      sym__macro_open,
    ACTIONS(420), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(82), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(425), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3530] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(438), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3555] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(282), 1,
      aux_sym__condition_word_token1,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(440), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(444), 1,
      sym__newline,
    STATE(298), 1,
      sym_condition_expression,
    ACTIONS(442), 2,
      sym_boolean,
      sym_number,
    STATE(86), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3586] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(448), 1,
      sym__newline,
    ACTIONS(446), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(87), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3611] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(450), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3636] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(455), 1,
      sym__newline,
    ACTIONS(457), 1,
      sym_function_name,
    ACTIONS(460), 1,
      sym__macro_open,
    ACTIONS(452), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(87), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3661] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(463), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3686] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(284), 1,
      sym_function_name,
    ACTIONS(286), 1,
      sym__macro_open,
    ACTIONS(465), 1,
      sym__newline,
    ACTIONS(436), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(85), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3711] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(469), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3729] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(473), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3747] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(475), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(477), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3765] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(481), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3783] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(230), 1,
      aux_sym__queue_in_token1,
    ACTIONS(232), 1,
      aux_sym__queue_from_token1,
    ACTIONS(234), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(236), 1,
      sym_variable,
    STATE(135), 1,
      sym_variable_list,
    STATE(243), 1,
      sym__queue_in,
    STATE(245), 1,
      sym__queue_from,
    STATE(249), 1,
      sym__queue_matching,
    ACTIONS(483), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3815] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(487), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3833] = 3,
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
  [3850] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(495), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(493), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3867] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(497), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3884] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(479), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3901] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(493), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(495), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3918] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(497), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(499), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3935] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(467), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3952] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(485), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3969] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 3,
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
  [3986] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(503), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(501), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4003] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(479), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(481), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4020] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(471), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(473), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4037] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(475), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(477), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4054] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(485), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(487), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4071] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(501), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(503), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4088] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(236), 1,
      sym_variable,
    ACTIONS(262), 1,
      aux_sym__queue_in_token1,
    ACTIONS(264), 1,
      aux_sym__queue_from_token1,
    ACTIONS(266), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(483), 1,
      sym__newline,
    STATE(139), 1,
      sym_variable_list,
    STATE(243), 1,
      sym__queue_in,
    STATE(245), 1,
      sym__queue_from,
    STATE(249), 1,
      sym__queue_matching,
  [4119] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(505), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4136] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(477), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(475), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4153] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(467), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(469), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4170] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(505), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(507), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4187] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(489), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(491), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4204] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(501), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(503), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4220] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(507), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(505), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4236] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(477), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(475), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4252] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(499), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(497), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4268] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(467), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4284] = 3,
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
  [4300] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(493), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(495), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4316] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(481), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(479), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4332] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(485), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4348] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(471), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4364] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      sym_comment,
    ACTIONS(513), 1,
      sym_heredoc_end,
    STATE(130), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(295), 1,
      sym_heredoc_body,
    ACTIONS(509), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4385] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(511), 1,
      sym_comment,
    ACTIONS(515), 1,
      sym_heredoc_end,
    STATE(130), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(347), 1,
      sym_heredoc_body,
    ACTIONS(509), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4406] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(479), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(481), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4420] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(519), 1,
      sym_comment,
    ACTIONS(521), 1,
      sym_heredoc_end,
    STATE(134), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(517), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4438] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 1,
      sym_ignored_text,
    ACTIONS(485), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4452] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(525), 1,
      anon_sym_COMMA,
    ACTIONS(527), 1,
      sym_variable,
    STATE(137), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(523), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4470] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(525), 1,
      anon_sym_COMMA,
    ACTIONS(531), 1,
      sym_variable,
    STATE(132), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(529), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4488] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym_comment,
    ACTIONS(539), 1,
      sym_heredoc_end,
    STATE(134), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(533), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4506] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(541), 1,
      aux_sym__queue_in_token1,
    ACTIONS(543), 1,
      aux_sym__queue_from_token1,
    ACTIONS(545), 1,
      aux_sym__queue_matching_token1,
    STATE(224), 1,
      sym__queue_in,
    STATE(225), 1,
      sym__queue_from,
    STATE(226), 1,
      sym__queue_matching,
  [4528] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(547), 1,
      anon_sym_COLON,
    ACTIONS(549), 1,
      aux_sym_include_token1,
    ACTIONS(551), 1,
      aux_sym_include_token2,
    ACTIONS(555), 1,
      sym_operator,
    ACTIONS(553), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4548] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 1,
      anon_sym_COMMA,
    ACTIONS(562), 1,
      sym_variable,
    STATE(137), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(557), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4566] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(565), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4582] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      aux_sym__queue_in_token1,
    ACTIONS(573), 1,
      aux_sym__queue_from_token1,
    ACTIONS(575), 1,
      aux_sym__queue_matching_token1,
    STATE(224), 1,
      sym__queue_in,
    STATE(225), 1,
      sym__queue_from,
    STATE(226), 1,
      sym__queue_matching,
  [4604] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(565), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4620] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(475), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(477), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4634] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(581), 1,
      sym_ignored_text,
    ACTIONS(579), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4650] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(581), 1,
      sym_ignored_text,
    ACTIONS(579), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4666] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(467), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(469), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4680] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(485), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(487), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4694] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(471), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(473), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4708] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(585), 1,
      sym_ignored_text,
    ACTIONS(583), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4724] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(541), 1,
      aux_sym__queue_in_token1,
    ACTIONS(543), 1,
      aux_sym__queue_from_token1,
    ACTIONS(545), 1,
      aux_sym__queue_matching_token1,
    STATE(253), 1,
      sym__queue_in,
    STATE(261), 1,
      sym__queue_from,
    STATE(277), 1,
      sym__queue_matching,
  [4746] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(587), 1,
      aux_sym_if_block_token2,
    ACTIONS(589), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(591), 1,
      aux_sym_else_clause_token1,
    STATE(170), 1,
      aux_sym_if_block_repeat1,
    STATE(195), 1,
      sym_elif_clause,
    STATE(321), 1,
      sym_else_clause,
  [4768] = 3,
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
  [4782] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(585), 1,
      sym_ignored_text,
    ACTIONS(583), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4798] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(555), 1,
      sym_operator,
    ACTIONS(593), 1,
      anon_sym_COLON,
    ACTIONS(595), 1,
      aux_sym_include_token1,
    ACTIONS(597), 1,
      aux_sym_include_token2,
    ACTIONS(599), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [4818] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(603), 1,
      sym_ignored_text,
    ACTIONS(601), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4834] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(589), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(591), 1,
      aux_sym_else_clause_token1,
    ACTIONS(605), 1,
      aux_sym_if_block_token2,
    STATE(170), 1,
      aux_sym_if_block_repeat1,
    STATE(195), 1,
      sym_elif_clause,
    STATE(314), 1,
      sym_else_clause,
  [4856] = 3,
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
  [4870] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(603), 1,
      sym_ignored_text,
    ACTIONS(601), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4886] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      aux_sym__queue_in_token1,
    ACTIONS(573), 1,
      aux_sym__queue_from_token1,
    ACTIONS(575), 1,
      aux_sym__queue_matching_token1,
    STATE(253), 1,
      sym__queue_in,
    STATE(261), 1,
      sym__queue_from,
    STATE(277), 1,
      sym__queue_matching,
  [4908] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      sym_identifier,
    STATE(179), 1,
      aux_sym_use_repeat1,
    STATE(188), 1,
      sym_template,
    ACTIONS(607), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4925] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_RPAREN,
    ACTIONS(613), 1,
      aux_sym_item_list_token2,
    STATE(173), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(615), 2,
      sym__newline,
      sym_comment,
  [4942] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(469), 1,
      sym_ignored_text,
    ACTIONS(467), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4955] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      anon_sym_COMMA,
    ACTIONS(557), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4968] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(487), 1,
      sym_ignored_text,
    ACTIONS(485), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [4981] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(581), 1,
      sym_ignored_text,
    ACTIONS(579), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4996] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(473), 1,
      sym_ignored_text,
    ACTIONS(471), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5009] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(603), 1,
      sym_ignored_text,
    ACTIONS(601), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5024] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(603), 1,
      sym_ignored_text,
    ACTIONS(601), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5039] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(585), 1,
      sym_ignored_text,
    ACTIONS(583), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5054] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(581), 1,
      sym_ignored_text,
    ACTIONS(579), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5069] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(585), 1,
      sym_ignored_text,
    ACTIONS(583), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5084] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 1,
      aux_sym_elif_clause_token1,
    STATE(170), 1,
      aux_sym_if_block_repeat1,
    STATE(195), 1,
      sym_elif_clause,
    ACTIONS(619), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [5101] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(626), 1,
      sym_identifier,
    STATE(171), 1,
      aux_sym_use_repeat1,
    STATE(188), 1,
      sym_template,
    ACTIONS(624), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5118] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      aux_sym_template_token1,
    ACTIONS(629), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [5131] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      anon_sym_RPAREN,
    ACTIONS(635), 1,
      aux_sym_item_list_token2,
    STATE(173), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(638), 2,
      sym__newline,
      sym_comment,
  [5148] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      aux_sym_item_list_token2,
    ACTIONS(641), 1,
      anon_sym_RPAREN,
    STATE(173), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(615), 2,
      sym__newline,
      sym_comment,
  [5165] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(565), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5180] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(577), 1,
      anon_sym_DOT,
    ACTIONS(565), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5195] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      anon_sym_RPAREN,
    ACTIONS(645), 1,
      aux_sym_item_list_token2,
    STATE(174), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(647), 2,
      sym__newline,
      sym_comment,
  [5212] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      sym_operator,
    ACTIONS(653), 1,
      sym_ignored_text,
    ACTIONS(655), 1,
      anon_sym_AT_EQ,
    ACTIONS(649), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5229] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      sym_identifier,
    STATE(171), 1,
      aux_sym_use_repeat1,
    STATE(188), 1,
      sym_template,
    ACTIONS(657), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5246] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      anon_sym_RPAREN,
    ACTIONS(659), 1,
      aux_sym_item_list_token2,
    STATE(159), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(661), 2,
      sym__newline,
      sym_comment,
  [5263] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      sym__macro_open,
    ACTIONS(663), 1,
      sym_identifier,
    STATE(168), 1,
      sym_macro_reference,
    STATE(189), 1,
      aux_sym_key_repeat1,
  [5279] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [5289] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(31), 1,
      sym__macro_open,
    ACTIONS(667), 1,
      sym_identifier,
    STATE(156), 1,
      sym_macro_reference,
    STATE(185), 1,
      aux_sym_key_repeat1,
  [5305] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym__newline,
    ACTIONS(655), 1,
      anon_sym_AT_EQ,
    ACTIONS(669), 1,
      sym_operator,
    ACTIONS(671), 1,
      sym_ignored_text,
  [5321] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(31), 1,
      sym__macro_open,
    ACTIONS(673), 1,
      sym_identifier,
    STATE(143), 1,
      sym_macro_reference,
    STATE(189), 1,
      aux_sym_key_repeat1,
  [5337] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(677), 1,
      sym_operator,
    ACTIONS(679), 1,
      anon_sym_AT_EQ,
    ACTIONS(675), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5351] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(31), 1,
      sym__macro_open,
    ACTIONS(681), 1,
      sym_identifier,
    STATE(140), 1,
      sym_macro_reference,
    STATE(189), 1,
      aux_sym_key_repeat1,
  [5367] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 1,
      anon_sym_COMMA,
    ACTIONS(683), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5379] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 1,
      sym_identifier,
    ACTIONS(690), 1,
      sym__macro_open,
    STATE(189), 1,
      aux_sym_key_repeat1,
    STATE(286), 1,
      sym_macro_reference,
  [5395] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      sym__macro_open,
    ACTIONS(693), 1,
      sym_identifier,
    STATE(166), 1,
      sym_macro_reference,
    STATE(181), 1,
      aux_sym_key_repeat1,
  [5411] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(59), 1,
      sym__macro_open,
    ACTIONS(695), 1,
      sym_identifier,
    STATE(176), 1,
      sym_macro_reference,
    STATE(189), 1,
      aux_sym_key_repeat1,
  [5427] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      sym__newline,
    ACTIONS(679), 1,
      anon_sym_AT_EQ,
    ACTIONS(697), 1,
      sym_operator,
  [5440] = 4,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      aux_sym_item_list_token1,
    ACTIONS(701), 1,
      anon_sym_RPAREN,
    ACTIONS(703), 1,
      sym__newline,
  [5453] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_COLON,
    ACTIONS(707), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5464] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [5473] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 1,
      anon_sym_COLON,
    ACTIONS(713), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5484] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [5493] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5501] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5509] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5517] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      anon_sym_COLON,
    ACTIONS(725), 1,
      aux_sym_include_token5,
  [5527] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 2,
      sym__macro_open,
      sym_identifier,
  [5535] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(729), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5543] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5551] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5559] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5567] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(737), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5575] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5583] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5591] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 2,
      sym__macro_open,
      sym_identifier,
  [5599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5607] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      anon_sym_RPAREN,
    ACTIONS(747), 1,
      sym__newline,
  [5617] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5625] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      ts_builtin_sym_end,
    ACTIONS(753), 1,
      sym__newline,
  [5635] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 1,
      anon_sym_COLON,
    ACTIONS(757), 1,
      anon_sym_RPAREN,
  [5645] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5653] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5661] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 1,
      anon_sym_COLON,
    ACTIONS(765), 1,
      anon_sym_RPAREN,
  [5671] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5679] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5687] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5695] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5703] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 1,
      anon_sym_COLON,
    ACTIONS(777), 1,
      aux_sym_include_token5,
  [5713] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(779), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5721] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5729] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5737] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5745] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5761] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5769] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5777] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(795), 1,
      anon_sym_RPAREN,
    ACTIONS(797), 1,
      aux_sym_macro_function_token1,
  [5787] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(799), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(801), 1,
      anon_sym_RBRACK_RPAREN,
  [5797] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(803), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5805] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5813] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(807), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5821] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5829] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5837] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5845] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5853] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5861] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5869] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5877] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5885] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5893] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5901] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5909] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5917] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5925] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(835), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5933] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5941] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(120), 1,
      ts_builtin_sym_end,
    ACTIONS(753), 1,
      sym__newline,
  [5951] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(839), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5959] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_RPAREN,
    ACTIONS(843), 1,
      aux_sym_macro_function_token1,
  [5969] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(845), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5977] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_COLON,
    ACTIONS(849), 1,
      anon_sym_RPAREN,
  [5987] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      anon_sym_RPAREN,
    ACTIONS(853), 1,
      aux_sym_macro_function_token1,
  [5997] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6005] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      anon_sym_COLON,
    ACTIONS(859), 1,
      aux_sym_include_token5,
  [6015] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(863), 1,
      anon_sym_RBRACK_RPAREN,
  [6025] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6033] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      anon_sym_COLON,
    ACTIONS(869), 1,
      aux_sym_include_token5,
  [6043] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      anon_sym_COLON,
    ACTIONS(873), 1,
      anon_sym_RPAREN,
  [6053] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      anon_sym_RPAREN,
    ACTIONS(877), 1,
      aux_sym_macro_function_token1,
  [6063] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      anon_sym_COLON,
    ACTIONS(881), 1,
      anon_sym_RPAREN,
  [6073] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      anon_sym_RPAREN,
    ACTIONS(885), 1,
      aux_sym_macro_function_token1,
  [6083] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(889), 1,
      anon_sym_RBRACK_RPAREN,
  [6093] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6101] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      anon_sym_COLON,
    ACTIONS(895), 1,
      anon_sym_RPAREN,
  [6111] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      anon_sym_RPAREN,
    ACTIONS(899), 1,
      aux_sym_macro_function_token1,
  [6121] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      anon_sym_COLON,
    ACTIONS(903), 1,
      anon_sym_RPAREN,
  [6131] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(905), 1,
      anon_sym_RPAREN,
    ACTIONS(907), 1,
      aux_sym_macro_function_token1,
  [6141] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6149] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      anon_sym_COLON,
    ACTIONS(913), 1,
      anon_sym_RPAREN,
  [6159] = 3,
    ACTIONS(336), 1,
      sym__line_continuation,
    ACTIONS(915), 1,
      anon_sym_RPAREN,
    ACTIONS(917), 1,
      aux_sym_macro_function_token1,
  [6169] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(919), 1,
      anon_sym_COLON,
    ACTIONS(921), 1,
      anon_sym_RPAREN,
  [6179] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(923), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6187] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      anon_sym_COLON,
    ACTIONS(927), 1,
      anon_sym_RPAREN,
  [6197] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6205] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      aux_sym_if_block_token2,
  [6212] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      aux_sym_macro_reference_token1,
  [6219] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(463), 1,
      sym__newline,
  [6226] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 1,
      sym__newline,
  [6233] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      anon_sym_DOT,
  [6240] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      anon_sym_COLON,
  [6247] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      anon_sym_DOT,
  [6254] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      anon_sym_COLON,
  [6261] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      aux_sym_include_token6,
  [6268] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(465), 1,
      sym__newline,
  [6275] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      anon_sym_COLON,
  [6282] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      anon_sym_RPAREN,
  [6289] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      anon_sym_RPAREN,
  [6296] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      sym_operator,
  [6303] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      aux_sym_defined_condition_token3,
  [6310] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      sym_heredoc_end,
  [6317] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      sym__newline,
  [6324] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      aux_sym_macro_reference_token1,
  [6331] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 1,
      sym__newline,
  [6338] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      sym__newline,
  [6345] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      sym__newline,
  [6352] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      sym__newline,
  [6359] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
  [6366] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 1,
      aux_sym_version_condition_token3,
  [6373] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      sym_identifier,
  [6380] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      anon_sym_RBRACK_RPAREN,
  [6387] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 1,
      anon_sym_RPAREN,
  [6394] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 1,
      anon_sym_COLON,
  [6401] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 1,
      sym__newline,
  [6408] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 1,
      anon_sym_COLON,
  [6415] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 1,
      anon_sym_RPAREN,
  [6422] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      sym_operator,
  [6429] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(983), 1,
      sym__newline,
  [6436] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 1,
      anon_sym_RBRACK_RPAREN,
  [6443] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 1,
      aux_sym_if_block_token2,
  [6450] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 1,
      anon_sym_RPAREN,
  [6457] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(991), 1,
      aux_sym_version_condition_token2,
  [6464] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(993), 1,
      anon_sym_RBRACK_RPAREN,
  [6471] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(995), 1,
      anon_sym_RPAREN,
  [6478] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(997), 1,
      aux_sym_include_token6,
  [6485] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(999), 1,
      anon_sym_RPAREN,
  [6492] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1001), 1,
      aux_sym_if_block_token2,
  [6499] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1003), 1,
      sym__newline,
  [6506] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1005), 1,
      sym_variable,
  [6513] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1007), 1,
      anon_sym_RPAREN,
  [6520] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1009), 1,
      anon_sym_RPAREN,
  [6527] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1011), 1,
      sym_heredoc_tag,
  [6534] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1013), 1,
      ts_builtin_sym_end,
  [6541] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1015), 1,
      aux_sym_if_block_token2,
  [6548] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1017), 1,
      anon_sym_RPAREN,
  [6555] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1019), 1,
      anon_sym_RPAREN,
  [6562] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1021), 1,
      sym_heredoc_tag,
  [6569] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1023), 1,
      anon_sym_RPAREN,
  [6576] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1025), 1,
      anon_sym_RPAREN,
  [6583] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1027), 1,
      sym__newline,
  [6590] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1029), 1,
      sym__newline,
  [6597] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1031), 1,
      anon_sym_RPAREN,
  [6604] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1033), 1,
      aux_sym_macro_reference_token1,
  [6611] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1035), 1,
      aux_sym_macro_reference_token1,
  [6618] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1037), 1,
      aux_sym_include_token6,
  [6625] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1039), 1,
      aux_sym_include_token6,
  [6632] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1041), 1,
      aux_sym_macro_reference_token1,
  [6639] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 1,
      aux_sym_macro_reference_token1,
  [6646] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1045), 1,
      aux_sym_macro_reference_token1,
  [6653] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1047), 1,
      aux_sym_macro_reference_token1,
  [6660] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1049), 1,
      aux_sym_macro_reference_token1,
  [6667] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1051), 1,
      aux_sym_macro_reference_token1,
  [6674] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1053), 1,
      sym_heredoc_end,
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
  [SMALL_STATE(17)] = 1060,
  [SMALL_STATE(18)] = 1105,
  [SMALL_STATE(19)] = 1150,
  [SMALL_STATE(20)] = 1192,
  [SMALL_STATE(21)] = 1234,
  [SMALL_STATE(22)] = 1276,
  [SMALL_STATE(23)] = 1320,
  [SMALL_STATE(24)] = 1364,
  [SMALL_STATE(25)] = 1416,
  [SMALL_STATE(26)] = 1457,
  [SMALL_STATE(27)] = 1496,
  [SMALL_STATE(28)] = 1535,
  [SMALL_STATE(29)] = 1574,
  [SMALL_STATE(30)] = 1613,
  [SMALL_STATE(31)] = 1652,
  [SMALL_STATE(32)] = 1693,
  [SMALL_STATE(33)] = 1732,
  [SMALL_STATE(34)] = 1757,
  [SMALL_STATE(35)] = 1798,
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
  [SMALL_STATE(46)] = 2215,
  [SMALL_STATE(47)] = 2254,
  [SMALL_STATE(48)] = 2291,
  [SMALL_STATE(49)] = 2328,
  [SMALL_STATE(50)] = 2365,
  [SMALL_STATE(51)] = 2402,
  [SMALL_STATE(52)] = 2439,
  [SMALL_STATE(53)] = 2476,
  [SMALL_STATE(54)] = 2513,
  [SMALL_STATE(55)] = 2550,
  [SMALL_STATE(56)] = 2587,
  [SMALL_STATE(57)] = 2623,
  [SMALL_STATE(58)] = 2659,
  [SMALL_STATE(59)] = 2693,
  [SMALL_STATE(60)] = 2727,
  [SMALL_STATE(61)] = 2763,
  [SMALL_STATE(62)] = 2799,
  [SMALL_STATE(63)] = 2835,
  [SMALL_STATE(64)] = 2871,
  [SMALL_STATE(65)] = 2907,
  [SMALL_STATE(66)] = 2943,
  [SMALL_STATE(67)] = 2979,
  [SMALL_STATE(68)] = 3015,
  [SMALL_STATE(69)] = 3051,
  [SMALL_STATE(70)] = 3087,
  [SMALL_STATE(71)] = 3123,
  [SMALL_STATE(72)] = 3159,
  [SMALL_STATE(73)] = 3195,
  [SMALL_STATE(74)] = 3231,
  [SMALL_STATE(75)] = 3267,
  [SMALL_STATE(76)] = 3303,
  [SMALL_STATE(77)] = 3336,
  [SMALL_STATE(78)] = 3369,
  [SMALL_STATE(79)] = 3402,
  [SMALL_STATE(80)] = 3435,
  [SMALL_STATE(81)] = 3466,
  [SMALL_STATE(82)] = 3499,
  [SMALL_STATE(83)] = 3530,
  [SMALL_STATE(84)] = 3555,
  [SMALL_STATE(85)] = 3586,
  [SMALL_STATE(86)] = 3611,
  [SMALL_STATE(87)] = 3636,
  [SMALL_STATE(88)] = 3661,
  [SMALL_STATE(89)] = 3686,
  [SMALL_STATE(90)] = 3711,
  [SMALL_STATE(91)] = 3729,
  [SMALL_STATE(92)] = 3747,
  [SMALL_STATE(93)] = 3765,
  [SMALL_STATE(94)] = 3783,
  [SMALL_STATE(95)] = 3815,
  [SMALL_STATE(96)] = 3833,
  [SMALL_STATE(97)] = 3850,
  [SMALL_STATE(98)] = 3867,
  [SMALL_STATE(99)] = 3884,
  [SMALL_STATE(100)] = 3901,
  [SMALL_STATE(101)] = 3918,
  [SMALL_STATE(102)] = 3935,
  [SMALL_STATE(103)] = 3952,
  [SMALL_STATE(104)] = 3969,
  [SMALL_STATE(105)] = 3986,
  [SMALL_STATE(106)] = 4003,
  [SMALL_STATE(107)] = 4020,
  [SMALL_STATE(108)] = 4037,
  [SMALL_STATE(109)] = 4054,
  [SMALL_STATE(110)] = 4071,
  [SMALL_STATE(111)] = 4088,
  [SMALL_STATE(112)] = 4119,
  [SMALL_STATE(113)] = 4136,
  [SMALL_STATE(114)] = 4153,
  [SMALL_STATE(115)] = 4170,
  [SMALL_STATE(116)] = 4187,
  [SMALL_STATE(117)] = 4204,
  [SMALL_STATE(118)] = 4220,
  [SMALL_STATE(119)] = 4236,
  [SMALL_STATE(120)] = 4252,
  [SMALL_STATE(121)] = 4268,
  [SMALL_STATE(122)] = 4284,
  [SMALL_STATE(123)] = 4300,
  [SMALL_STATE(124)] = 4316,
  [SMALL_STATE(125)] = 4332,
  [SMALL_STATE(126)] = 4348,
  [SMALL_STATE(127)] = 4364,
  [SMALL_STATE(128)] = 4385,
  [SMALL_STATE(129)] = 4406,
  [SMALL_STATE(130)] = 4420,
  [SMALL_STATE(131)] = 4438,
  [SMALL_STATE(132)] = 4452,
  [SMALL_STATE(133)] = 4470,
  [SMALL_STATE(134)] = 4488,
  [SMALL_STATE(135)] = 4506,
  [SMALL_STATE(136)] = 4528,
  [SMALL_STATE(137)] = 4548,
  [SMALL_STATE(138)] = 4566,
  [SMALL_STATE(139)] = 4582,
  [SMALL_STATE(140)] = 4604,
  [SMALL_STATE(141)] = 4620,
  [SMALL_STATE(142)] = 4634,
  [SMALL_STATE(143)] = 4650,
  [SMALL_STATE(144)] = 4666,
  [SMALL_STATE(145)] = 4680,
  [SMALL_STATE(146)] = 4694,
  [SMALL_STATE(147)] = 4708,
  [SMALL_STATE(148)] = 4724,
  [SMALL_STATE(149)] = 4746,
  [SMALL_STATE(150)] = 4768,
  [SMALL_STATE(151)] = 4782,
  [SMALL_STATE(152)] = 4798,
  [SMALL_STATE(153)] = 4818,
  [SMALL_STATE(154)] = 4834,
  [SMALL_STATE(155)] = 4856,
  [SMALL_STATE(156)] = 4870,
  [SMALL_STATE(157)] = 4886,
  [SMALL_STATE(158)] = 4908,
  [SMALL_STATE(159)] = 4925,
  [SMALL_STATE(160)] = 4942,
  [SMALL_STATE(161)] = 4955,
  [SMALL_STATE(162)] = 4968,
  [SMALL_STATE(163)] = 4981,
  [SMALL_STATE(164)] = 4996,
  [SMALL_STATE(165)] = 5009,
  [SMALL_STATE(166)] = 5024,
  [SMALL_STATE(167)] = 5039,
  [SMALL_STATE(168)] = 5054,
  [SMALL_STATE(169)] = 5069,
  [SMALL_STATE(170)] = 5084,
  [SMALL_STATE(171)] = 5101,
  [SMALL_STATE(172)] = 5118,
  [SMALL_STATE(173)] = 5131,
  [SMALL_STATE(174)] = 5148,
  [SMALL_STATE(175)] = 5165,
  [SMALL_STATE(176)] = 5180,
  [SMALL_STATE(177)] = 5195,
  [SMALL_STATE(178)] = 5212,
  [SMALL_STATE(179)] = 5229,
  [SMALL_STATE(180)] = 5246,
  [SMALL_STATE(181)] = 5263,
  [SMALL_STATE(182)] = 5279,
  [SMALL_STATE(183)] = 5289,
  [SMALL_STATE(184)] = 5305,
  [SMALL_STATE(185)] = 5321,
  [SMALL_STATE(186)] = 5337,
  [SMALL_STATE(187)] = 5351,
  [SMALL_STATE(188)] = 5367,
  [SMALL_STATE(189)] = 5379,
  [SMALL_STATE(190)] = 5395,
  [SMALL_STATE(191)] = 5411,
  [SMALL_STATE(192)] = 5427,
  [SMALL_STATE(193)] = 5440,
  [SMALL_STATE(194)] = 5453,
  [SMALL_STATE(195)] = 5464,
  [SMALL_STATE(196)] = 5473,
  [SMALL_STATE(197)] = 5484,
  [SMALL_STATE(198)] = 5493,
  [SMALL_STATE(199)] = 5501,
  [SMALL_STATE(200)] = 5509,
  [SMALL_STATE(201)] = 5517,
  [SMALL_STATE(202)] = 5527,
  [SMALL_STATE(203)] = 5535,
  [SMALL_STATE(204)] = 5543,
  [SMALL_STATE(205)] = 5551,
  [SMALL_STATE(206)] = 5559,
  [SMALL_STATE(207)] = 5567,
  [SMALL_STATE(208)] = 5575,
  [SMALL_STATE(209)] = 5583,
  [SMALL_STATE(210)] = 5591,
  [SMALL_STATE(211)] = 5599,
  [SMALL_STATE(212)] = 5607,
  [SMALL_STATE(213)] = 5617,
  [SMALL_STATE(214)] = 5625,
  [SMALL_STATE(215)] = 5635,
  [SMALL_STATE(216)] = 5645,
  [SMALL_STATE(217)] = 5653,
  [SMALL_STATE(218)] = 5661,
  [SMALL_STATE(219)] = 5671,
  [SMALL_STATE(220)] = 5679,
  [SMALL_STATE(221)] = 5687,
  [SMALL_STATE(222)] = 5695,
  [SMALL_STATE(223)] = 5703,
  [SMALL_STATE(224)] = 5713,
  [SMALL_STATE(225)] = 5721,
  [SMALL_STATE(226)] = 5729,
  [SMALL_STATE(227)] = 5737,
  [SMALL_STATE(228)] = 5745,
  [SMALL_STATE(229)] = 5753,
  [SMALL_STATE(230)] = 5761,
  [SMALL_STATE(231)] = 5769,
  [SMALL_STATE(232)] = 5777,
  [SMALL_STATE(233)] = 5787,
  [SMALL_STATE(234)] = 5797,
  [SMALL_STATE(235)] = 5805,
  [SMALL_STATE(236)] = 5813,
  [SMALL_STATE(237)] = 5821,
  [SMALL_STATE(238)] = 5829,
  [SMALL_STATE(239)] = 5837,
  [SMALL_STATE(240)] = 5845,
  [SMALL_STATE(241)] = 5853,
  [SMALL_STATE(242)] = 5861,
  [SMALL_STATE(243)] = 5869,
  [SMALL_STATE(244)] = 5877,
  [SMALL_STATE(245)] = 5885,
  [SMALL_STATE(246)] = 5893,
  [SMALL_STATE(247)] = 5901,
  [SMALL_STATE(248)] = 5909,
  [SMALL_STATE(249)] = 5917,
  [SMALL_STATE(250)] = 5925,
  [SMALL_STATE(251)] = 5933,
  [SMALL_STATE(252)] = 5941,
  [SMALL_STATE(253)] = 5951,
  [SMALL_STATE(254)] = 5959,
  [SMALL_STATE(255)] = 5969,
  [SMALL_STATE(256)] = 5977,
  [SMALL_STATE(257)] = 5987,
  [SMALL_STATE(258)] = 5997,
  [SMALL_STATE(259)] = 6005,
  [SMALL_STATE(260)] = 6015,
  [SMALL_STATE(261)] = 6025,
  [SMALL_STATE(262)] = 6033,
  [SMALL_STATE(263)] = 6043,
  [SMALL_STATE(264)] = 6053,
  [SMALL_STATE(265)] = 6063,
  [SMALL_STATE(266)] = 6073,
  [SMALL_STATE(267)] = 6083,
  [SMALL_STATE(268)] = 6093,
  [SMALL_STATE(269)] = 6101,
  [SMALL_STATE(270)] = 6111,
  [SMALL_STATE(271)] = 6121,
  [SMALL_STATE(272)] = 6131,
  [SMALL_STATE(273)] = 6141,
  [SMALL_STATE(274)] = 6149,
  [SMALL_STATE(275)] = 6159,
  [SMALL_STATE(276)] = 6169,
  [SMALL_STATE(277)] = 6179,
  [SMALL_STATE(278)] = 6187,
  [SMALL_STATE(279)] = 6197,
  [SMALL_STATE(280)] = 6205,
  [SMALL_STATE(281)] = 6212,
  [SMALL_STATE(282)] = 6219,
  [SMALL_STATE(283)] = 6226,
  [SMALL_STATE(284)] = 6233,
  [SMALL_STATE(285)] = 6240,
  [SMALL_STATE(286)] = 6247,
  [SMALL_STATE(287)] = 6254,
  [SMALL_STATE(288)] = 6261,
  [SMALL_STATE(289)] = 6268,
  [SMALL_STATE(290)] = 6275,
  [SMALL_STATE(291)] = 6282,
  [SMALL_STATE(292)] = 6289,
  [SMALL_STATE(293)] = 6296,
  [SMALL_STATE(294)] = 6303,
  [SMALL_STATE(295)] = 6310,
  [SMALL_STATE(296)] = 6317,
  [SMALL_STATE(297)] = 6324,
  [SMALL_STATE(298)] = 6331,
  [SMALL_STATE(299)] = 6338,
  [SMALL_STATE(300)] = 6345,
  [SMALL_STATE(301)] = 6352,
  [SMALL_STATE(302)] = 6359,
  [SMALL_STATE(303)] = 6366,
  [SMALL_STATE(304)] = 6373,
  [SMALL_STATE(305)] = 6380,
  [SMALL_STATE(306)] = 6387,
  [SMALL_STATE(307)] = 6394,
  [SMALL_STATE(308)] = 6401,
  [SMALL_STATE(309)] = 6408,
  [SMALL_STATE(310)] = 6415,
  [SMALL_STATE(311)] = 6422,
  [SMALL_STATE(312)] = 6429,
  [SMALL_STATE(313)] = 6436,
  [SMALL_STATE(314)] = 6443,
  [SMALL_STATE(315)] = 6450,
  [SMALL_STATE(316)] = 6457,
  [SMALL_STATE(317)] = 6464,
  [SMALL_STATE(318)] = 6471,
  [SMALL_STATE(319)] = 6478,
  [SMALL_STATE(320)] = 6485,
  [SMALL_STATE(321)] = 6492,
  [SMALL_STATE(322)] = 6499,
  [SMALL_STATE(323)] = 6506,
  [SMALL_STATE(324)] = 6513,
  [SMALL_STATE(325)] = 6520,
  [SMALL_STATE(326)] = 6527,
  [SMALL_STATE(327)] = 6534,
  [SMALL_STATE(328)] = 6541,
  [SMALL_STATE(329)] = 6548,
  [SMALL_STATE(330)] = 6555,
  [SMALL_STATE(331)] = 6562,
  [SMALL_STATE(332)] = 6569,
  [SMALL_STATE(333)] = 6576,
  [SMALL_STATE(334)] = 6583,
  [SMALL_STATE(335)] = 6590,
  [SMALL_STATE(336)] = 6597,
  [SMALL_STATE(337)] = 6604,
  [SMALL_STATE(338)] = 6611,
  [SMALL_STATE(339)] = 6618,
  [SMALL_STATE(340)] = 6625,
  [SMALL_STATE(341)] = 6632,
  [SMALL_STATE(342)] = 6639,
  [SMALL_STATE(343)] = 6646,
  [SMALL_STATE(344)] = 6653,
  [SMALL_STATE(345)] = 6660,
  [SMALL_STATE(346)] = 6667,
  [SMALL_STATE(347)] = 6674,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(24),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(304),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(45),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(252),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(183),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(36),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [41] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(312),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(335),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(335),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(344),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(235),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [65] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 57),
  [67] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 57),
  [69] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [74] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(36),
  [77] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(304),
  [83] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(60),
  [86] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(64),
  [89] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(45),
  [92] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [94] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [97] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(335),
  [100] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(335),
  [103] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(190),
  [106] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(167),
  [109] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(344),
  [112] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [116] = {.entry = {.count = 1, .reusable = false}}, SHIFT(308),
  [118] = {.entry = {.count = 1, .reusable = true}}, SHIFT(308),
  [120] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [122] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [124] = {.entry = {.count = 1, .reusable = false}}, SHIFT(214),
  [126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [128] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [130] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(9),
  [133] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [136] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(283),
  [139] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [142] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(308),
  [145] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(308),
  [148] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [150] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [152] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [154] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [156] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 5),
  [158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [160] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [162] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [164] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [166] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [168] = {.entry = {.count = 1, .reusable = false}}, SHIFT(297),
  [170] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [172] = {.entry = {.count = 1, .reusable = true}}, SHIFT(341),
  [174] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [178] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [180] = {.entry = {.count = 1, .reusable = true}}, SHIFT(275),
  [182] = {.entry = {.count = 1, .reusable = false}}, SHIFT(342),
  [184] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [186] = {.entry = {.count = 1, .reusable = true}}, SHIFT(346),
  [188] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [192] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 5),
  [194] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [196] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [198] = {.entry = {.count = 1, .reusable = false}}, SHIFT(193),
  [200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 5),
  [202] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [204] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [206] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 41),
  [208] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [210] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 5),
  [212] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [214] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 22),
  [216] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [218] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [220] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [222] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [224] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [226] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [228] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [230] = {.entry = {.count = 1, .reusable = false}}, SHIFT(20),
  [232] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [234] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [236] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [238] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [240] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [242] = {.entry = {.count = 1, .reusable = true}}, SHIFT(337),
  [244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 43),
  [248] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 20),
  [250] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 40),
  [252] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 20),
  [254] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 62),
  [256] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [258] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 20),
  [260] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [262] = {.entry = {.count = 1, .reusable = false}}, SHIFT(31),
  [264] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [266] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [268] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 50),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 15),
  [274] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [276] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(316),
  [280] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [282] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [284] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [286] = {.entry = {.count = 1, .reusable = true}}, SHIFT(343),
  [288] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 66),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 37),
  [292] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 74),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [296] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 31),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 32),
  [300] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 13),
  [302] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [306] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [308] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [310] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [312] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [314] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [316] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(59),
  [319] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(59),
  [322] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(257),
  [325] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(297),
  [328] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [331] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(341),
  [334] = {.entry = {.count = 1, .reusable = false}}, SHIFT(95),
  [336] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [338] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [340] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [342] = {.entry = {.count = 1, .reusable = false}}, SHIFT(272),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT(338),
  [346] = {.entry = {.count = 1, .reusable = false}}, SHIFT(260),
  [348] = {.entry = {.count = 1, .reusable = true}}, SHIFT(345),
  [350] = {.entry = {.count = 1, .reusable = false}}, SHIFT(103),
  [352] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [354] = {.entry = {.count = 1, .reusable = false}}, SHIFT(162),
  [356] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [358] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [360] = {.entry = {.count = 1, .reusable = false}}, SHIFT(131),
  [362] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [364] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [366] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [368] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [370] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [372] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [375] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [378] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(275),
  [381] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(342),
  [384] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(267),
  [387] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(346),
  [390] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [392] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [394] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [396] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [398] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [402] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [405] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [408] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(272),
  [411] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(338),
  [414] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(260),
  [417] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(345),
  [420] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [422] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [425] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [427] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(82),
  [430] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(254),
  [433] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(337),
  [436] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [438] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 19),
  [440] = {.entry = {.count = 1, .reusable = false}}, SHIFT(294),
  [442] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [444] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [446] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [452] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(87),
  [455] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [457] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(266),
  [460] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(343),
  [463] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [465] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 34),
  [467] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 19),
  [469] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 19),
  [471] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 60),
  [473] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 60),
  [475] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 45),
  [477] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 45),
  [479] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 23),
  [481] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 23),
  [483] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [485] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 19),
  [487] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 19),
  [489] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 54),
  [491] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 54),
  [493] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 19),
  [495] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 19),
  [497] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [499] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [501] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 76),
  [503] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 76),
  [505] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 19),
  [507] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 19),
  [509] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [511] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [513] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [515] = {.entry = {.count = 1, .reusable = true}}, SHIFT(199),
  [517] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [519] = {.entry = {.count = 1, .reusable = false}}, SHIFT(134),
  [521] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [523] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [525] = {.entry = {.count = 1, .reusable = true}}, SHIFT(323),
  [527] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [529] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [531] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [533] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(134),
  [536] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(134),
  [539] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [541] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [543] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [545] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [547] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [549] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [551] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [553] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [555] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 2),
  [557] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [559] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(323),
  [562] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(137),
  [565] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 17),
  [567] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [569] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 17),
  [571] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [577] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [579] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 35),
  [581] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 3, 0, 35),
  [583] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [585] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [587] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [589] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [591] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [593] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [595] = {.entry = {.count = 1, .reusable = false}}, SHIFT(196),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(196),
  [599] = {.entry = {.count = 1, .reusable = true}}, SHIFT(259),
  [601] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 11),
  [603] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 11),
  [605] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 33),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [613] = {.entry = {.count = 1, .reusable = false}}, SHIFT(173),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [617] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [619] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 71),
  [621] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 71), SHIFT_REPEAT(46),
  [624] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 68),
  [626] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 68), SHIFT_REPEAT(172),
  [629] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [631] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [633] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [635] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [638] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(173),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [645] = {.entry = {.count = 1, .reusable = false}}, SHIFT(174),
  [647] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [649] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [651] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [653] = {.entry = {.count = 1, .reusable = false}}, SHIFT(186),
  [655] = {.entry = {.count = 1, .reusable = true}}, SHIFT(326),
  [657] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 53),
  [659] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [661] = {.entry = {.count = 1, .reusable = true}}, SHIFT(159),
  [663] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [665] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 67),
  [667] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [669] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [671] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [675] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 14),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(331),
  [681] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [683] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 52),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [687] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 18), SHIFT_REPEAT(284),
  [690] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 18), SHIFT_REPEAT(281),
  [693] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [695] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [697] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [699] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [701] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [703] = {.entry = {.count = 1, .reusable = false}}, SHIFT(177),
  [705] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [707] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [709] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 58),
  [711] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [715] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 52),
  [717] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 10),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 72),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(288),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 12),
  [729] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 8),
  [733] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 73),
  [735] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 36),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 38),
  [739] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 75),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 9),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 16),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 39),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [749] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [751] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [755] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [757] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 42),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 39),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [765] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 44),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 39),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 77),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 78),
  [775] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(319),
  [779] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 46),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 47),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 48),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 49),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 51),
  [789] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 79),
  [791] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 80),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 21),
  [795] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [797] = {.entry = {.count = 1, .reusable = false}}, SHIFT(291),
  [799] = {.entry = {.count = 1, .reusable = false}}, SHIFT(313),
  [801] = {.entry = {.count = 1, .reusable = false}}, SHIFT(98),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 21),
  [805] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 57),
  [807] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 70),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 81),
  [811] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [813] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 21),
  [815] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 59),
  [817] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 10),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 30),
  [821] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 24),
  [823] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 61),
  [825] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 25),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 63),
  [829] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 64),
  [831] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 65),
  [833] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 26),
  [835] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [837] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 82),
  [839] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 27),
  [841] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [843] = {.entry = {.count = 1, .reusable = false}}, SHIFT(332),
  [845] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 83),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [851] = {.entry = {.count = 1, .reusable = false}}, SHIFT(99),
  [853] = {.entry = {.count = 1, .reusable = false}}, SHIFT(302),
  [855] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 84),
  [857] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [859] = {.entry = {.count = 1, .reusable = true}}, SHIFT(339),
  [861] = {.entry = {.count = 1, .reusable = false}}, SHIFT(305),
  [863] = {.entry = {.count = 1, .reusable = false}}, SHIFT(101),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 28),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(340),
  [871] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [873] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [875] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [877] = {.entry = {.count = 1, .reusable = false}}, SHIFT(310),
  [879] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [881] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [883] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [885] = {.entry = {.count = 1, .reusable = false}}, SHIFT(315),
  [887] = {.entry = {.count = 1, .reusable = false}}, SHIFT(317),
  [889] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [891] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 69),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [895] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [897] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [899] = {.entry = {.count = 1, .reusable = false}}, SHIFT(320),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [903] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [905] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [907] = {.entry = {.count = 1, .reusable = false}}, SHIFT(324),
  [909] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 57),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [915] = {.entry = {.count = 1, .reusable = false}}, SHIFT(124),
  [917] = {.entry = {.count = 1, .reusable = false}}, SHIFT(329),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [923] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 29),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [929] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [939] = {.entry = {.count = 1, .reusable = false}}, SHIFT(285),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [943] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [949] = {.entry = {.count = 1, .reusable = false}}, SHIFT(299),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [957] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 55),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [961] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 56),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [965] = {.entry = {.count = 1, .reusable = true}}, SHIFT(301),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(287),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [975] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [977] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [979] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [981] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [985] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [987] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [991] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [993] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [995] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [997] = {.entry = {.count = 1, .reusable = false}}, SHIFT(290),
  [999] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [1001] = {.entry = {.count = 1, .reusable = true}}, SHIFT(255),
  [1003] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [1005] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [1007] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [1009] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [1011] = {.entry = {.count = 1, .reusable = true}}, SHIFT(334),
  [1013] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1015] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [1017] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [1019] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [1021] = {.entry = {.count = 1, .reusable = true}}, SHIFT(322),
  [1023] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [1025] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [1027] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [1029] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [1031] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [1033] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [1035] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [1037] = {.entry = {.count = 1, .reusable = false}}, SHIFT(307),
  [1039] = {.entry = {.count = 1, .reusable = false}}, SHIFT(309),
  [1041] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [1043] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [1045] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [1047] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [1049] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [1051] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [1053] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
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
