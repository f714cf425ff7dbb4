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
#define STATE_COUNT 318
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 117
#define ALIAS_COUNT 1
#define TOKEN_COUNT 72
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 33
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 81

enum ts_symbol_identifiers {
  anon_sym_COLON = 1,
  aux_sym_queue_statement_token1 = 2,
  aux_sym_queue_statement_token2 = 3,
  aux_sym__queue_in_token1 = 4,
  aux_sym__queue_from_token1 = 5,
  aux_sym__queue_from_token2 = 6,
  aux_sym__queue_matching_token1 = 7,
  aux_sym__queue_matching_token2 = 8,
  aux_sym__queue_matching_token3 = 9,
  aux_sym__queue_matching_token4 = 10,
  sym_slice = 11,
  sym_table_options = 12,
  anon_sym_LPAREN = 13,
  aux_sym_item_list_token1 = 14,
  anon_sym_RPAREN = 15,
  aux_sym_item_list_token2 = 16,
  anon_sym_COMMA = 17,
  sym_variable = 18,
  aux_sym_include_token1 = 19,
  aux_sym_include_token2 = 20,
  aux_sym_include_token3 = 21,
  aux_sym_include_token4 = 22,
  aux_sym_include_token5 = 23,
  aux_sym_include_token6 = 24,
  aux_sym_include_token7 = 25,
  aux_sym_use_token1 = 26,
  aux_sym_template_token1 = 27,
  aux_sym_error_directive_token1 = 28,
  aux_sym_warning_directive_token1 = 29,
  aux_sym_if_block_token1 = 30,
  aux_sym_if_block_token2 = 31,
  aux_sym_elif_clause_token1 = 32,
  aux_sym_else_clause_token1 = 33,
  anon_sym_BANG = 34,
  aux_sym_defined_condition_token1 = 35,
  aux_sym_defined_condition_token2 = 36,
  aux_sym_defined_condition_token3 = 37,
  aux_sym_version_condition_token1 = 38,
  aux_sym_version_condition_token2 = 39,
  aux_sym_version_condition_token3 = 40,
  sym_boolean = 41,
  sym_number = 42,
  aux_sym__condition_word_token1 = 43,
  sym__newline = 44,
  sym__line_continuation = 45,
  sym_comment = 46,
  sym_pragma = 47,
  sym_section = 48,
  anon_sym_PLUS = 49,
  anon_sym_DASH = 50,
  anon_sym_DOT = 51,
  sym_identifier = 52,
  sym_operator = 53,
  sym_ignored_text = 54,
  anon_sym_AT_EQ = 55,
  aux_sym__value_part_token1 = 56,
  aux_sym__value_part_token2 = 57,
  sym_text = 58,
  anon_sym_DOLLAR_LPAREN = 59,
  aux_sym_macro_reference_token1 = 60,
  aux_sym_default_value_token1 = 61,
  aux_sym_macro_function_token1 = 62,
  sym_function_name = 63,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 64,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 65,
  aux_sym_machine_reference_token1 = 66,
  anon_sym_RBRACK_RPAREN = 67,
  sym_heredoc_tag = 68,
  sym_heredoc_line = 69,
  sym_heredoc_end = 70,
  sym__error_sentinel = 71,
  sym_source_file = 72,
  sym__line = 73,
  sym__statement = 74,
  sym_queue_statement = 75,
  sym_queue_count = 76,
  sym__queue_in = 77,
  sym__queue_from = 78,
  sym__queue_matching = 79,
  sym_item_list = 80,
  sym_variable_list = 81,
  sym_include = 82,
  sym_use = 83,
  sym_template = 84,
  sym_error_directive = 85,
  sym_warning_directive = 86,
  sym_if_block = 87,
  sym_elif_clause = 88,
  sym_else_clause = 89,
  sym_condition = 90,
  sym_defined_condition = 91,
  sym_version_condition = 92,
  sym_condition_expression = 93,
  sym__condition_part = 94,
  sym__condition_word = 95,
  sym_key = 96,
  sym_assignment = 97,
  sym_invalid_line = 98,
  sym_heredoc_assignment = 99,
  sym_heredoc_body = 100,
  sym_value = 101,
  sym__value_part = 102,
  sym_macro_reference = 103,
  sym_default_value = 104,
  sym_macro_function = 105,
  sym_machine_reference = 106,
  aux_sym_source_file_repeat1 = 107,
  aux_sym_item_list_repeat1 = 108,
  aux_sym_variable_list_repeat1 = 109,
  aux_sym_use_repeat1 = 110,
  aux_sym_if_block_repeat1 = 111,
  aux_sym_condition_expression_repeat1 = 112,
  aux_sym_key_repeat1 = 113,
  aux_sym_heredoc_body_repeat1 = 114,
  aux_sym_value_repeat1 = 115,
  aux_sym_default_value_repeat1 = 116,
  alias_sym_key_prefix = 117,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [anon_sym_COLON] = ":",
  [aux_sym_queue_statement_token1] = "queue",
  [aux_sym_queue_statement_token2] = "iterate",
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
  [8] = 4,
  [9] = 9,
  [10] = 10,
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
  [22] = 17,
  [23] = 18,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 19,
  [31] = 20,
  [32] = 32,
  [33] = 27,
  [34] = 26,
  [35] = 29,
  [36] = 24,
  [37] = 37,
  [38] = 32,
  [39] = 25,
  [40] = 40,
  [41] = 41,
  [42] = 28,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 28,
  [51] = 51,
  [52] = 52,
  [53] = 37,
  [54] = 54,
  [55] = 47,
  [56] = 56,
  [57] = 51,
  [58] = 58,
  [59] = 40,
  [60] = 44,
  [61] = 52,
  [62] = 43,
  [63] = 54,
  [64] = 41,
  [65] = 46,
  [66] = 45,
  [67] = 58,
  [68] = 56,
  [69] = 69,
  [70] = 70,
  [71] = 70,
  [72] = 70,
  [73] = 70,
  [74] = 70,
  [75] = 75,
  [76] = 76,
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
  [87] = 84,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 85,
  [97] = 95,
  [98] = 89,
  [99] = 86,
  [100] = 88,
  [101] = 94,
  [102] = 93,
  [103] = 91,
  [104] = 90,
  [105] = 92,
  [106] = 93,
  [107] = 91,
  [108] = 89,
  [109] = 90,
  [110] = 92,
  [111] = 85,
  [112] = 86,
  [113] = 94,
  [114] = 88,
  [115] = 95,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 91,
  [120] = 120,
  [121] = 121,
  [122] = 90,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 92,
  [128] = 128,
  [129] = 89,
  [130] = 130,
  [131] = 118,
  [132] = 132,
  [133] = 93,
  [134] = 134,
  [135] = 134,
  [136] = 136,
  [137] = 93,
  [138] = 91,
  [139] = 89,
  [140] = 90,
  [141] = 92,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 120,
  [146] = 123,
  [147] = 147,
  [148] = 143,
  [149] = 149,
  [150] = 136,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 155,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 158,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 152,
  [165] = 165,
  [166] = 165,
  [167] = 167,
  [168] = 168,
  [169] = 169,
  [170] = 169,
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
  [233] = 218,
  [234] = 229,
  [235] = 192,
  [236] = 216,
  [237] = 217,
  [238] = 178,
  [239] = 201,
  [240] = 212,
  [241] = 214,
  [242] = 242,
  [243] = 193,
  [244] = 192,
  [245] = 217,
  [246] = 201,
  [247] = 214,
  [248] = 248,
  [249] = 193,
  [250] = 192,
  [251] = 201,
  [252] = 252,
  [253] = 192,
  [254] = 201,
  [255] = 255,
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
  [275] = 275,
  [276] = 276,
  [277] = 277,
  [278] = 278,
  [279] = 269,
  [280] = 280,
  [281] = 281,
  [282] = 271,
  [283] = 283,
  [284] = 284,
  [285] = 285,
  [286] = 264,
  [287] = 284,
  [288] = 288,
  [289] = 289,
  [290] = 290,
  [291] = 291,
  [292] = 269,
  [293] = 288,
  [294] = 271,
  [295] = 295,
  [296] = 265,
  [297] = 264,
  [298] = 288,
  [299] = 299,
  [300] = 300,
  [301] = 269,
  [302] = 302,
  [303] = 264,
  [304] = 265,
  [305] = 305,
  [306] = 269,
  [307] = 307,
  [308] = 264,
  [309] = 285,
  [310] = 256,
  [311] = 266,
  [312] = 259,
  [313] = 285,
  [314] = 256,
  [315] = 285,
  [316] = 285,
  [317] = 274,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 327,
        '!', 278,
        '#', 330,
        '$', 380,
        '(', 234,
        ')', 239,
        '+', 337,
        ',', 242,
        '-', 338,
        '.', 339,
        ':', 207,
        '=', 376,
        '@', 43,
        '[', 335,
        '\\', 382,
        ']', 26,
        'A', 142,
        'a', 142,
        'C', 152,
        'c', 152,
        'D', 107,
        'd', 107,
        'E', 163,
        'e', 163,
        'F', 291,
        'f', 291,
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
        'T', 294,
        't', 294,
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
          lookahead == ' ') SKIP(193);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(289);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 327,
        '!', 44,
        '$', 15,
        '-', 324,
        '\\', 9,
        'F', 292,
        'f', 292,
        'N', 316,
        'n', 316,
        'T', 293,
        't', 293,
        'U', 322,
        'u', 322,
        'Y', 307,
        'y', 307,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(297);
      if (lookahead != 0) ADVANCE(326);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 327,
        '!', 44,
        '$', 15,
        '-', 324,
        '\\', 9,
        'F', 292,
        'f', 292,
        'N', 316,
        'n', 316,
        'T', 293,
        't', 293,
        'Y', 307,
        'y', 307,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(297);
      if (lookahead != 0) ADVANCE(326);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 327,
        '#', 330,
        '+', 336,
        '-', 338,
        ':', 208,
        '@', 106,
        '\\', 9,
        'E', 360,
        'e', 360,
        'I', 353,
        'i', 353,
        'Q', 373,
        'q', 373,
        'U', 371,
        'u', 371,
        'W', 343,
        'w', 343,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 327,
        '#', 330,
        '+', 336,
        '-', 338,
        ':', 209,
        '@', 106,
        '\\', 9,
        'E', 364,
        'e', 364,
        'I', 353,
        'i', 353,
        'Q', 373,
        'q', 373,
        'U', 371,
        'u', 371,
        'W', 343,
        'w', 343,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '#') ADVANCE(333);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(240);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(241);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(236);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(237);
      if (lookahead != 0) ADVANCE(238);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0) ADVANCE(86);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(187);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(378);
      END_STATE();
    case 9:
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '!', 279,
        '$', 15,
        '-', 324,
        '\\', 9,
        'D', 304,
        'd', 304,
        'F', 292,
        'f', 292,
        'N', 316,
        'n', 316,
        'T', 293,
        't', 293,
        'V', 306,
        'v', 306,
        'Y', 307,
        'y', 307,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(326);
      END_STATE();
    case 11:
      if (lookahead == '#') ADVANCE(86);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 12:
      if (lookahead == '$') ADVANCE(380);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(382);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(401);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(402);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(30);
      if (lookahead == ',') ADVANCE(31);
      if (lookahead == ';') ADVANCE(39);
      if (lookahead == '=') ADVANCE(376);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(40);
      if (lookahead == '=') ADVANCE(376);
      END_STATE();
    case 15:
      ADVANCE_MAP(
        '(', 399,
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
      if (lookahead == ')') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 17:
      if (lookahead == '(') ADVANCE(407);
      END_STATE();
    case 18:
      if (lookahead == '(') ADVANCE(406);
      END_STATE();
    case 19:
      ADVANCE_MAP(
        '(', 406,
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
      if (lookahead == ')') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == '(') ADVANCE(29);
      if (lookahead == ')') ADVANCE(266);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(21);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == '\\') ADVANCE(403);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(404);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(405);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(232);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(383);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(232);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(383);
      END_STATE();
    case 25:
      if (lookahead == ')') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(25);
      END_STATE();
    case 26:
      if (lookahead == ')') ADVANCE(412);
      END_STATE();
    case 27:
      if (lookahead == ')') ADVANCE(412);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(411);
      END_STATE();
    case 28:
      if (lookahead == ')') ADVANCE(238);
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
      if (lookahead == '=') ADVANCE(376);
      END_STATE();
    case 31:
      if (lookahead == ',') ADVANCE(40);
      if (lookahead == '=') ADVANCE(376);
      END_STATE();
    case 32:
      if (lookahead == '-') ADVANCE(189);
      if (lookahead == ':') ADVANCE(267);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(32);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(36);
      END_STATE();
    case 33:
      ADVANCE_MAP(
        ':', 207,
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
      if (lookahead == ':') ADVANCE(267);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(32);
      END_STATE();
    case 35:
      if (lookahead == ':') ADVANCE(267);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      END_STATE();
    case 36:
      if (lookahead == ':') ADVANCE(267);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(36);
      END_STATE();
    case 37:
      if (lookahead == ':') ADVANCE(268);
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
      if (lookahead == '=') ADVANCE(376);
      END_STATE();
    case 40:
      if (lookahead == '=') ADVANCE(376);
      END_STATE();
    case 41:
      if (lookahead == '=') ADVANCE(376);
      if (lookahead == '|') ADVANCE(40);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(379);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(379);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(163);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(171);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(99);
      END_STATE();
    case 44:
      if (lookahead == '=') ADVANCE(326);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(400);
      END_STATE();
    case 85:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(85);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 86:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(86);
      END_STATE();
    case 87:
      if (lookahead == '\\') ADVANCE(88);
      if (lookahead == ']') ADVANCE(231);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(87);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 88:
      if (lookahead == '\\') ADVANCE(88);
      if (lookahead == ']') ADVANCE(231);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 89:
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 90:
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 91:
      if (lookahead == '\\') ADVANCE(409);
      if (lookahead == ']') ADVANCE(27);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(410);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(411);
      END_STATE();
    case 92:
      if (lookahead == '\\') ADVANCE(262);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(92);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(263);
      END_STATE();
    case 93:
      if (lookahead == '\\') ADVANCE(283);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(284);
      END_STATE();
    case 94:
      if (lookahead == ']') ADVANCE(231);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(94);
      END_STATE();
    case 95:
      if (lookahead == '_') ADVANCE(50);
      END_STATE();
    case 96:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(191);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
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
          lookahead == 'd') ADVANCE(259);
      END_STATE();
    case 103:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(280);
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
          lookahead == 'e') ADVANCE(290);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(184);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(264);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(255);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(136);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(275);
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
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(289);
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
          lookahead == 'f') ADVANCE(269);
      END_STATE();
    case 122:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(273);
      END_STATE();
    case 123:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(271);
      END_STATE();
    case 124:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(109);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(221);
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
          lookahead == 'g') ADVANCE(226);
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
          lookahead == 'm') ADVANCE(223);
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
          lookahead == 'n') ADVANCE(221);
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
          lookahead == 'n') ADVANCE(285);
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
          lookahead == 'o') ADVANCE(290);
      END_STATE();
    case 154:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(261);
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
          lookahead == 'r') ADVANCE(214);
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
          lookahead == 's') ADVANCE(290);
      END_STATE();
    case 168:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(229);
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
          lookahead == 't') ADVANCE(260);
      END_STATE();
    case 176:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(257);
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
          lookahead == 'y') ADVANCE(230);
      END_STATE();
    case 186:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(288);
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
          lookahead != '@') ADVANCE(378);
      END_STATE();
    case 188:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(289);
      END_STATE();
    case 189:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(36);
      END_STATE();
    case 190:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(296);
      END_STATE();
    case 191:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      END_STATE();
    case 192:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(411);
      END_STATE();
    case 193:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 327,
        '!', 278,
        '#', 330,
        '$', 380,
        '(', 233,
        ')', 239,
        '+', 337,
        ',', 242,
        '-', 338,
        ':', 207,
        '=', 376,
        '@', 43,
        '[', 335,
        '\\', 382,
        ']', 26,
        'A', 142,
        'a', 142,
        'C', 152,
        'c', 152,
        'D', 107,
        'd', 107,
        'E', 163,
        'e', 163,
        'F', 291,
        'f', 291,
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
        'T', 294,
        't', 294,
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
          lookahead == ' ') SKIP(193);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(289);
      END_STATE();
    case 194:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 327,
        '!', 186,
        '#', 330,
        '+', 336,
        '-', 338,
        ':', 210,
        '@', 106,
        '\\', 9,
        'E', 370,
        'e', 370,
        'I', 353,
        'i', 353,
        'Q', 373,
        'q', 373,
        'U', 371,
        'u', 371,
        'W', 343,
        'w', 343,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(288);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(194);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 195:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 327,
        '$', 380,
        '(', 233,
        '[', 384,
        '\\', 381,
        'A', 393,
        'a', 393,
        'D', 389,
        'd', 389,
        'F', 390,
        'f', 390,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (lookahead != 0) ADVANCE(398);
      END_STATE();
    case 196:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '$') ADVANCE(380);
      if (lookahead == '(') ADVANCE(233);
      if (lookahead == '[') ADVANCE(384);
      if (lookahead == '\\') ADVANCE(381);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(385);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (lookahead != 0) ADVANCE(398);
      END_STATE();
    case 197:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '$') ADVANCE(380);
      if (lookahead == '(') ADVANCE(233);
      if (lookahead == '[') ADVANCE(384);
      if (lookahead == '\\') ADVANCE(381);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(398);
      END_STATE();
    case 198:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '$') ADVANCE(380);
      if (lookahead == '(') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(381);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (lookahead != 0) ADVANCE(398);
      END_STATE();
    case 199:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '$') ADVANCE(380);
      if (lookahead == '(') ADVANCE(235);
      if (lookahead == '[') ADVANCE(384);
      if (lookahead == '\\') ADVANCE(381);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(398);
      END_STATE();
    case 200:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '$') ADVANCE(380);
      if (lookahead == '\\') ADVANCE(381);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(200);
      if (lookahead != 0) ADVANCE(398);
      END_STATE();
    case 201:
      if (eof) ADVANCE(206);
      ADVANCE_MAP(
        '\n', 327,
        '$', 15,
        '+', 13,
        ',', 242,
        '-', 190,
        '@', 42,
        '\\', 9,
        ':', 376,
        '=', 376,
        'F', 252,
        'f', 252,
        'I', 249,
        'i', 249,
        'M', 243,
        'm', 243,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(201);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(296);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 202:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '(') ADVANCE(21);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == ',') ADVANCE(242);
      if (lookahead == ':') ADVANCE(207);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(203);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 203:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == ')') ADVANCE(239);
      if (lookahead == ',') ADVANCE(242);
      if (lookahead == ':') ADVANCE(207);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(203);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 204:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(340);
      if (lookahead == '@') ADVANCE(42);
      if (lookahead == '\\') ADVANCE(377);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(376);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (lookahead != 0) ADVANCE(378);
      END_STATE();
    case 205:
      if (eof) ADVANCE(206);
      if (lookahead == '\n') ADVANCE(327);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(42);
      if (lookahead == '\\') ADVANCE(377);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(376);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(205);
      if (lookahead != 0) ADVANCE(378);
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
          lookahead == 'e') ADVANCE(136);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(149);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
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
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(375);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(aux_sym__queue_from_token2);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym__queue_matching_token2);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(aux_sym__queue_matching_token3);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym__queue_matching_token4);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(sym_slice);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(sym_table_options);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ')') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == ')') ADVANCE(232);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(383);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(236);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(238);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(28);
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
      if (lookahead == '(') ADVANCE(28);
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
      if (lookahead == '\n') ADVANCE(328);
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
          lookahead == 'g') ADVANCE(227);
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
          lookahead == 'm') ADVANCE(224);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(254);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(222);
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
      END_STATE();
    case 256:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_include_token2);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(258);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(aux_sym_include_token6);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(263);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(263);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(277);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(277);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(277);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(326);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(284);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(284);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(287);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(188);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(289);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(138);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(313);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(323);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(182);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(298);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(96);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(296);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(299);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(302);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(96);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(302);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(300);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(325);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(281);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(310);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(295);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(318);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(319);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(282);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(311);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(315);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(317);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(321);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(286);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(308);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(295);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(314);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(320);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(295);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(312);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(305);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(309);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(305);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(297);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(326);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(86);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(334);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(331);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(332);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(329);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(334);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym_section);
      if (lookahead == ']') ADVANCE(231);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ':' ||
          lookahead == '=') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(335);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(30);
      if (lookahead == ',') ADVANCE(31);
      if (lookahead == ';') ADVANCE(39);
      if (lookahead == '=') ADVANCE(376);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(anon_sym_DOT);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(187);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(378);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(267);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(32);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(37);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(367);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(361);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(359);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(349);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(256);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(276);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(368);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(374);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(270);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(344);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(351);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(274);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(272);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(342);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(354);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(350);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(363);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(355);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(357);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(345);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(366);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(372);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(358);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(356);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(345);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(366);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(369);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(365);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(362);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(215);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(341);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(366);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(347);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(346);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(352);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(348);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(375);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(187);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(378);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(187);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(378);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 17,
        '(', 399,
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
    case 381:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == ')') ADVANCE(232);
      if (lookahead == '\\') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(23);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(25);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(383);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(88);
      if (lookahead == ']') ADVANCE(231);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(87);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(94);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(386);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(392);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(225);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(394);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(391);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(388);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(387);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(395);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(229);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(228);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(90);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(89);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(398);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
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
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(403);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(405);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(403);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(404);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(405);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(405);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(408);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(328);
      if (lookahead == ']') ADVANCE(192);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(409);
      if (lookahead != 0) ADVANCE(411);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(409);
      if (lookahead == ']') ADVANCE(27);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(410);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(411);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(192);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(411);
      END_STATE();
    case 412:
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
  [16] = {.lex_state = 196},
  [17] = {.lex_state = 199},
  [18] = {.lex_state = 197},
  [19] = {.lex_state = 197},
  [20] = {.lex_state = 197},
  [21] = {.lex_state = 196},
  [22] = {.lex_state = 199},
  [23] = {.lex_state = 197},
  [24] = {.lex_state = 198},
  [25] = {.lex_state = 198},
  [26] = {.lex_state = 198},
  [27] = {.lex_state = 198},
  [28] = {.lex_state = 3},
  [29] = {.lex_state = 198},
  [30] = {.lex_state = 197},
  [31] = {.lex_state = 197},
  [32] = {.lex_state = 198},
  [33] = {.lex_state = 198},
  [34] = {.lex_state = 198},
  [35] = {.lex_state = 198},
  [36] = {.lex_state = 198},
  [37] = {.lex_state = 201},
  [38] = {.lex_state = 198},
  [39] = {.lex_state = 198},
  [40] = {.lex_state = 200},
  [41] = {.lex_state = 200},
  [42] = {.lex_state = 194},
  [43] = {.lex_state = 200},
  [44] = {.lex_state = 200},
  [45] = {.lex_state = 200},
  [46] = {.lex_state = 200},
  [47] = {.lex_state = 200},
  [48] = {.lex_state = 10},
  [49] = {.lex_state = 10},
  [50] = {.lex_state = 4},
  [51] = {.lex_state = 200},
  [52] = {.lex_state = 200},
  [53] = {.lex_state = 201},
  [54] = {.lex_state = 200},
  [55] = {.lex_state = 200},
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
  [69] = {.lex_state = 10},
  [70] = {.lex_state = 12},
  [71] = {.lex_state = 12},
  [72] = {.lex_state = 12},
  [73] = {.lex_state = 12},
  [74] = {.lex_state = 12},
  [75] = {.lex_state = 12},
  [76] = {.lex_state = 12},
  [77] = {.lex_state = 2},
  [78] = {.lex_state = 2},
  [79] = {.lex_state = 2},
  [80] = {.lex_state = 1},
  [81] = {.lex_state = 2},
  [82] = {.lex_state = 2},
  [83] = {.lex_state = 2},
  [84] = {.lex_state = 201},
  [85] = {.lex_state = 200},
  [86] = {.lex_state = 200},
  [87] = {.lex_state = 201},
  [88] = {.lex_state = 200},
  [89] = {.lex_state = 200},
  [90] = {.lex_state = 200},
  [91] = {.lex_state = 200},
  [92] = {.lex_state = 200},
  [93] = {.lex_state = 200},
  [94] = {.lex_state = 200},
  [95] = {.lex_state = 200},
  [96] = {.lex_state = 12},
  [97] = {.lex_state = 12},
  [98] = {.lex_state = 200},
  [99] = {.lex_state = 12},
  [100] = {.lex_state = 12},
  [101] = {.lex_state = 12},
  [102] = {.lex_state = 200},
  [103] = {.lex_state = 200},
  [104] = {.lex_state = 200},
  [105] = {.lex_state = 200},
  [106] = {.lex_state = 12},
  [107] = {.lex_state = 12},
  [108] = {.lex_state = 12},
  [109] = {.lex_state = 12},
  [110] = {.lex_state = 12},
  [111] = {.lex_state = 200},
  [112] = {.lex_state = 200},
  [113] = {.lex_state = 200},
  [114] = {.lex_state = 200},
  [115] = {.lex_state = 200},
  [116] = {.lex_state = 0, .external_lex_state = 2},
  [117] = {.lex_state = 0, .external_lex_state = 2},
  [118] = {.lex_state = 38},
  [119] = {.lex_state = 201},
  [120] = {.lex_state = 204},
  [121] = {.lex_state = 38},
  [122] = {.lex_state = 201},
  [123] = {.lex_state = 204},
  [124] = {.lex_state = 201},
  [125] = {.lex_state = 38},
  [126] = {.lex_state = 0, .external_lex_state = 2},
  [127] = {.lex_state = 201},
  [128] = {.lex_state = 201},
  [129] = {.lex_state = 201},
  [130] = {.lex_state = 0, .external_lex_state = 2},
  [131] = {.lex_state = 38},
  [132] = {.lex_state = 201},
  [133] = {.lex_state = 201},
  [134] = {.lex_state = 38},
  [135] = {.lex_state = 38},
  [136] = {.lex_state = 204},
  [137] = {.lex_state = 2},
  [138] = {.lex_state = 2},
  [139] = {.lex_state = 2},
  [140] = {.lex_state = 2},
  [141] = {.lex_state = 2},
  [142] = {.lex_state = 201},
  [143] = {.lex_state = 204},
  [144] = {.lex_state = 202},
  [145] = {.lex_state = 204},
  [146] = {.lex_state = 204},
  [147] = {.lex_state = 202},
  [148] = {.lex_state = 204},
  [149] = {.lex_state = 202},
  [150] = {.lex_state = 204},
  [151] = {.lex_state = 202},
  [152] = {.lex_state = 205},
  [153] = {.lex_state = 5},
  [154] = {.lex_state = 38},
  [155] = {.lex_state = 5},
  [156] = {.lex_state = 5},
  [157] = {.lex_state = 5},
  [158] = {.lex_state = 33},
  [159] = {.lex_state = 33},
  [160] = {.lex_state = 5},
  [161] = {.lex_state = 201},
  [162] = {.lex_state = 202},
  [163] = {.lex_state = 202},
  [164] = {.lex_state = 205},
  [165] = {.lex_state = 201},
  [166] = {.lex_state = 201},
  [167] = {.lex_state = 202},
  [168] = {.lex_state = 38},
  [169] = {.lex_state = 33},
  [170] = {.lex_state = 33},
  [171] = {.lex_state = 6},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 0},
  [178] = {.lex_state = 202},
  [179] = {.lex_state = 0},
  [180] = {.lex_state = 202},
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
  [192] = {.lex_state = 22},
  [193] = {.lex_state = 22},
  [194] = {.lex_state = 0},
  [195] = {.lex_state = 0},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 202},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 0},
  [212] = {.lex_state = 33},
  [213] = {.lex_state = 0},
  [214] = {.lex_state = 202},
  [215] = {.lex_state = 0},
  [216] = {.lex_state = 33},
  [217] = {.lex_state = 91},
  [218] = {.lex_state = 202},
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
  [229] = {.lex_state = 202},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 0},
  [233] = {.lex_state = 202},
  [234] = {.lex_state = 202},
  [235] = {.lex_state = 22},
  [236] = {.lex_state = 33},
  [237] = {.lex_state = 91},
  [238] = {.lex_state = 202},
  [239] = {.lex_state = 202},
  [240] = {.lex_state = 33},
  [241] = {.lex_state = 202},
  [242] = {.lex_state = 0},
  [243] = {.lex_state = 22},
  [244] = {.lex_state = 22},
  [245] = {.lex_state = 91},
  [246] = {.lex_state = 202},
  [247] = {.lex_state = 202},
  [248] = {.lex_state = 0},
  [249] = {.lex_state = 22},
  [250] = {.lex_state = 22},
  [251] = {.lex_state = 202},
  [252] = {.lex_state = 0},
  [253] = {.lex_state = 22},
  [254] = {.lex_state = 202},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 84},
  [257] = {.lex_state = 194},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 92},
  [260] = {.lex_state = 3},
  [261] = {.lex_state = 202},
  [262] = {.lex_state = 0},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 0},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 92},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 3},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 202},
  [275] = {.lex_state = 3},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 93},
  [278] = {.lex_state = 202},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 0},
  [282] = {.lex_state = 0},
  [283] = {.lex_state = 0, .external_lex_state = 3},
  [284] = {.lex_state = 202},
  [285] = {.lex_state = 84},
  [286] = {.lex_state = 0},
  [287] = {.lex_state = 202},
  [288] = {.lex_state = 0},
  [289] = {.lex_state = 3},
  [290] = {.lex_state = 0, .external_lex_state = 3},
  [291] = {.lex_state = 202},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 0},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 0, .external_lex_state = 4},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 0},
  [298] = {.lex_state = 0},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 0, .external_lex_state = 4},
  [301] = {.lex_state = 0},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 0},
  [304] = {.lex_state = 0},
  [305] = {.lex_state = 85},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 0},
  [308] = {.lex_state = 0},
  [309] = {.lex_state = 84},
  [310] = {.lex_state = 84},
  [311] = {.lex_state = 92},
  [312] = {.lex_state = 92},
  [313] = {.lex_state = 84},
  [314] = {.lex_state = 84},
  [315] = {.lex_state = 84},
  [316] = {.lex_state = 84},
  [317] = {.lex_state = 202},
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
    [sym_source_file] = STATE(258),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(213),
    [sym_queue_statement] = STATE(213),
    [sym_include] = STATE(213),
    [sym_use] = STATE(213),
    [sym_error_directive] = STATE(213),
    [sym_warning_directive] = STATE(213),
    [sym_if_block] = STATE(213),
    [sym_key] = STATE(152),
    [sym_assignment] = STATE(213),
    [sym_invalid_line] = STATE(213),
    [sym_heredoc_assignment] = STATE(213),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(229),
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
    STATE(121), 1,
      aux_sym_if_block_repeat1,
    STATE(164), 1,
      sym_key,
    STATE(168), 1,
      sym_elif_clause,
    STATE(234), 1,
      aux_sym_key_repeat1,
    STATE(289), 1,
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
    STATE(164), 1,
      sym_key,
    STATE(168), 1,
      sym_elif_clause,
    STATE(234), 1,
      aux_sym_key_repeat1,
    STATE(260), 1,
      sym_else_clause,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
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
  [164] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(61), 1,
      anon_sym_COLON,
    ACTIONS(67), 1,
      aux_sym_include_token1,
    ACTIONS(70), 1,
      aux_sym_use_token1,
    ACTIONS(73), 1,
      aux_sym_error_directive_token1,
    ACTIONS(76), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(79), 1,
      aux_sym_if_block_token1,
    ACTIONS(84), 1,
      sym__newline,
    ACTIONS(87), 1,
      sym_comment,
    ACTIONS(90), 1,
      sym_pragma,
    ACTIONS(96), 1,
      sym_identifier,
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
      aux_sym_key_repeat1,
    ACTIONS(64), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(93), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(82), 3,
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
  [233] = 18,
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
    ACTIONS(101), 1,
      sym__newline,
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
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
    ACTIONS(99), 3,
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
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(103), 3,
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
    STATE(229), 1,
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
    STATE(248), 10,
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
    ACTIONS(61), 1,
      anon_sym_COLON,
    ACTIONS(67), 1,
      aux_sym_include_token1,
    ACTIONS(70), 1,
      aux_sym_use_token1,
    ACTIONS(73), 1,
      aux_sym_error_directive_token1,
    ACTIONS(76), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(79), 1,
      aux_sym_if_block_token1,
    ACTIONS(96), 1,
      sym_identifier,
    ACTIONS(113), 1,
      ts_builtin_sym_end,
    ACTIONS(115), 1,
      sym__newline,
    ACTIONS(118), 1,
      sym_comment,
    ACTIONS(121), 1,
      sym_pragma,
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
      aux_sym_key_repeat1,
    ACTIONS(64), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(93), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(304), 10,
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
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
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
    STATE(296), 10,
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
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
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
    STATE(296), 10,
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
    ACTIONS(61), 1,
      anon_sym_COLON,
    ACTIONS(67), 1,
      aux_sym_include_token1,
    ACTIONS(70), 1,
      aux_sym_use_token1,
    ACTIONS(73), 1,
      aux_sym_error_directive_token1,
    ACTIONS(76), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(79), 1,
      aux_sym_if_block_token1,
    ACTIONS(82), 1,
      aux_sym_if_block_token2,
    ACTIONS(96), 1,
      sym_identifier,
    ACTIONS(136), 1,
      sym__newline,
    ACTIONS(139), 1,
      sym_comment,
    ACTIONS(142), 1,
      sym_pragma,
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
      aux_sym_key_repeat1,
    ACTIONS(64), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(93), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(296), 10,
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
    STATE(229), 1,
      aux_sym_key_repeat1,
    ACTIONS(9), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(242), 10,
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
    STATE(164), 1,
      sym_key,
    STATE(234), 1,
      aux_sym_key_repeat1,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(242), 10,
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
    STATE(198), 2,
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
    STATE(56), 5,
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
    STATE(198), 2,
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
    STATE(195), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
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
    STATE(227), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
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
    STATE(189), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
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
    STATE(230), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1087] = 11,
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
    ACTIONS(205), 1,
      sym_slice,
    ACTIONS(203), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(199), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1129] = 12,
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
    ACTIONS(207), 1,
      aux_sym__queue_from_token2,
    ACTIONS(209), 1,
      sym_slice,
    STATE(195), 2,
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
  [1173] = 12,
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
    ACTIONS(211), 1,
      sym_slice,
    ACTIONS(213), 1,
      sym_table_options,
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
  [1217] = 11,
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
    ACTIONS(215), 1,
      sym_slice,
    STATE(189), 2,
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
  [1258] = 10,
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
    ACTIONS(217), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(228), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1297] = 10,
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
    ACTIONS(219), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(194), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1336] = 10,
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
    ACTIONS(221), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(200), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1375] = 10,
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
    ACTIONS(223), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(176), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1414] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(227), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(225), 11,
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
  [1439] = 10,
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
    ACTIONS(229), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(223), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1478] = 11,
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
    ACTIONS(231), 1,
      sym_slice,
    STATE(230), 2,
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
  [1519] = 11,
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
    ACTIONS(203), 1,
      sym__newline,
    ACTIONS(233), 1,
      sym_slice,
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
  [1560] = 10,
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
    STATE(231), 2,
      sym_item_list,
      sym_value,
    ACTIONS(157), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1599] = 10,
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
    ACTIONS(223), 1,
      sym__newline,
    STATE(176), 2,
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
  [1637] = 10,
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
    STATE(200), 2,
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
  [1675] = 10,
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
    STATE(223), 2,
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
  [1713] = 10,
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
  [1751] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(239), 1,
      aux_sym__queue_in_token1,
    ACTIONS(241), 1,
      aux_sym__queue_from_token1,
    ACTIONS(243), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(245), 1,
      sym_variable,
    ACTIONS(247), 1,
      sym_number,
    ACTIONS(249), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(251), 1,
      sym_function_name,
    STATE(84), 1,
      sym_queue_count,
    STATE(118), 1,
      sym_variable_list,
    STATE(196), 1,
      sym__queue_in,
    STATE(197), 1,
      sym__queue_from,
    STATE(211), 1,
      sym__queue_matching,
    ACTIONS(237), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(128), 2,
      sym_macro_reference,
      sym_macro_function,
  [1799] = 10,
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
    STATE(231), 2,
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
  [1837] = 10,
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
    ACTIONS(219), 1,
      sym__newline,
    STATE(194), 2,
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
  [1875] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(202), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(253), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1912] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(188), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(257), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1949] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(227), 7,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(225), 8,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
  [1972] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(219), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(259), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2009] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(177), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(261), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2046] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(220), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(263), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2083] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(210), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(265), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2120] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(175), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(267), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2157] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(269), 1,
      anon_sym_BANG,
    ACTIONS(271), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(273), 1,
      aux_sym_version_condition_token1,
    ACTIONS(277), 1,
      aux_sym__condition_word_token1,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    STATE(273), 1,
      sym_condition,
    ACTIONS(275), 2,
      sym_boolean,
      sym_number,
    STATE(83), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(272), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2196] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(269), 1,
      anon_sym_BANG,
    ACTIONS(271), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(273), 1,
      aux_sym_version_condition_token1,
    ACTIONS(277), 1,
      aux_sym__condition_word_token1,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    STATE(299), 1,
      sym_condition,
    ACTIONS(275), 2,
      sym_boolean,
      sym_number,
    STATE(83), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(272), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2235] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(227), 6,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(225), 9,
      anon_sym_COLON,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2258] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(226), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(283), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2295] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(206), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(285), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2332] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(237), 1,
      sym__newline,
    ACTIONS(245), 1,
      sym_variable,
    ACTIONS(247), 1,
      sym_number,
    ACTIONS(249), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(251), 1,
      sym_function_name,
    ACTIONS(287), 1,
      aux_sym__queue_in_token1,
    ACTIONS(289), 1,
      aux_sym__queue_from_token1,
    ACTIONS(291), 1,
      aux_sym__queue_matching_token1,
    STATE(87), 1,
      sym_queue_count,
    STATE(131), 1,
      sym_variable_list,
    STATE(196), 1,
      sym__queue_in,
    STATE(197), 1,
      sym__queue_from,
    STATE(211), 1,
      sym__queue_matching,
    STATE(128), 2,
      sym_macro_reference,
      sym_macro_function,
  [2379] = 10,
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
    ACTIONS(255), 1,
      sym_text,
    STATE(179), 1,
      sym_value,
    ACTIONS(157), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(293), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(56), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2416] = 10,
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
    ACTIONS(295), 1,
      sym_text,
    STATE(175), 1,
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
  [2452] = 9,
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
    ACTIONS(301), 1,
      sym_text,
    ACTIONS(297), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(299), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2486] = 10,
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
    ACTIONS(295), 1,
      sym_text,
    STATE(226), 1,
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
  [2522] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(308), 1,
      sym_text,
    ACTIONS(311), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(314), 1,
      sym_function_name,
    ACTIONS(317), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(320), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(303), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(305), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(58), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2556] = 10,
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
    ACTIONS(253), 1,
      sym__newline,
    ACTIONS(295), 1,
      sym_text,
    STATE(202), 1,
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
  [2592] = 10,
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
    ACTIONS(295), 1,
      sym_text,
    STATE(177), 1,
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
  [2628] = 10,
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
    ACTIONS(295), 1,
      sym_text,
    STATE(206), 1,
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
  [2664] = 10,
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
    ACTIONS(259), 1,
      sym__newline,
    ACTIONS(295), 1,
      sym_text,
    STATE(219), 1,
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
  [2700] = 10,
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
    ACTIONS(295), 1,
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
  [2736] = 10,
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
    ACTIONS(257), 1,
      sym__newline,
    ACTIONS(295), 1,
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
  [2772] = 10,
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
    ACTIONS(295), 1,
      sym_text,
    STATE(210), 1,
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
  [2808] = 10,
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
    ACTIONS(263), 1,
      sym__newline,
    ACTIONS(295), 1,
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
  [2844] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(303), 1,
      sym__newline,
    ACTIONS(326), 1,
      sym_text,
    ACTIONS(329), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(332), 1,
      sym_function_name,
    ACTIONS(335), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(323), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(67), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2877] = 9,
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
    ACTIONS(343), 1,
      sym_text,
    ACTIONS(341), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(67), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2910] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(271), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(273), 1,
      aux_sym_version_condition_token1,
    ACTIONS(277), 1,
      aux_sym__condition_word_token1,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(345), 2,
      sym_boolean,
      sym_number,
    STATE(83), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(276), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2943] = 10,
    ACTIONS(347), 1,
      anon_sym_RPAREN,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(355), 1,
      aux_sym_default_value_token1,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(359), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(264), 1,
      sym_default_value,
    ACTIONS(351), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2978] = 10,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(355), 1,
      aux_sym_default_value_token1,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(359), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(363), 1,
      anon_sym_RPAREN,
    STATE(286), 1,
      sym_default_value,
    ACTIONS(351), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3013] = 10,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(355), 1,
      aux_sym_default_value_token1,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(359), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(365), 1,
      anon_sym_RPAREN,
    STATE(297), 1,
      sym_default_value,
    ACTIONS(351), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3048] = 10,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(355), 1,
      aux_sym_default_value_token1,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(359), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(367), 1,
      anon_sym_RPAREN,
    STATE(303), 1,
      sym_default_value,
    ACTIONS(351), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3083] = 10,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(355), 1,
      aux_sym_default_value_token1,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(359), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(369), 1,
      anon_sym_RPAREN,
    STATE(308), 1,
      sym_default_value,
    ACTIONS(351), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(75), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3118] = 9,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(353), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(357), 1,
      sym_function_name,
    ACTIONS(359), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(361), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(371), 1,
      anon_sym_RPAREN,
    ACTIONS(375), 1,
      aux_sym_default_value_token1,
    ACTIONS(373), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3150] = 9,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(377), 1,
      anon_sym_RPAREN,
    ACTIONS(382), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(385), 1,
      aux_sym_default_value_token1,
    ACTIONS(388), 1,
      sym_function_name,
    ACTIONS(391), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(394), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(379), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3182] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(399), 1,
      sym__newline,
    ACTIONS(397), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(78), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3207] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(403), 1,
      sym__newline,
    ACTIONS(401), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(79), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3232] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(408), 1,
      sym__newline,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(413), 1,
      sym_function_name,
    ACTIONS(405), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(79), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3257] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      aux_sym__condition_word_token1,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(416), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(420), 1,
      sym__newline,
    STATE(280), 1,
      sym_condition_expression,
    ACTIONS(418), 2,
      sym_boolean,
      sym_number,
    STATE(83), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3288] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(422), 1,
      sym__newline,
    ACTIONS(397), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(78), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3313] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(424), 1,
      sym__newline,
    ACTIONS(397), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(78), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3338] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(281), 1,
      sym_function_name,
    ACTIONS(426), 1,
      sym__newline,
    ACTIONS(397), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(78), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3363] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(239), 1,
      aux_sym__queue_in_token1,
    ACTIONS(241), 1,
      aux_sym__queue_from_token1,
    ACTIONS(243), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(245), 1,
      sym_variable,
    STATE(134), 1,
      sym_variable_list,
    STATE(203), 1,
      sym__queue_in,
    STATE(204), 1,
      sym__queue_from,
    STATE(205), 1,
      sym__queue_matching,
    ACTIONS(428), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3395] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(430), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3412] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(434), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3429] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(245), 1,
      sym_variable,
    ACTIONS(287), 1,
      aux_sym__queue_in_token1,
    ACTIONS(289), 1,
      aux_sym__queue_from_token1,
    ACTIONS(291), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(428), 1,
      sym__newline,
    STATE(135), 1,
      sym_variable_list,
    STATE(203), 1,
      sym__queue_in,
    STATE(204), 1,
      sym__queue_from,
    STATE(205), 1,
      sym__queue_matching,
  [3460] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(438), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3477] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(444), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(442), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3494] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(446), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3511] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(450), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3528] = 3,
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
  [3545] = 3,
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
  [3562] = 3,
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
  [3579] = 3,
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
  [3596] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      aux_sym_default_value_token1,
    ACTIONS(432), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3612] = 3,
    ACTIONS(349), 1,
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
  [3628] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(444), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(442), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3644] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(434), 1,
      aux_sym_default_value_token1,
    ACTIONS(436), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3660] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(438), 1,
      aux_sym_default_value_token1,
    ACTIONS(440), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3676] = 3,
    ACTIONS(349), 1,
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
  [3692] = 3,
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
  [3708] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(450), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3724] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(446), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3740] = 3,
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
  [3756] = 3,
    ACTIONS(349), 1,
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
  [3772] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      aux_sym_default_value_token1,
    ACTIONS(452), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3788] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(442), 1,
      aux_sym_default_value_token1,
    ACTIONS(444), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3804] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(446), 1,
      aux_sym_default_value_token1,
    ACTIONS(448), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3820] = 3,
    ACTIONS(349), 1,
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
  [3836] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(430), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3852] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(436), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(434), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3868] = 3,
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
  [3884] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(438), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3900] = 3,
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
  [3916] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 1,
      sym_comment,
    ACTIONS(474), 1,
      sym_heredoc_end,
    STATE(126), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(290), 1,
      sym_heredoc_body,
    ACTIONS(470), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3937] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 1,
      sym_comment,
    ACTIONS(476), 1,
      sym_heredoc_end,
    STATE(126), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(283), 1,
      sym_heredoc_body,
    ACTIONS(470), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3958] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 1,
      aux_sym__queue_in_token1,
    ACTIONS(480), 1,
      aux_sym__queue_from_token1,
    ACTIONS(482), 1,
      aux_sym__queue_matching_token1,
    STATE(207), 1,
      sym__queue_in,
    STATE(208), 1,
      sym__queue_from,
    STATE(209), 1,
      sym__queue_matching,
  [3980] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(452), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3994] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(488), 1,
      sym_ignored_text,
    ACTIONS(484), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4010] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 1,
      aux_sym_if_block_token2,
    ACTIONS(492), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(494), 1,
      aux_sym_else_clause_token1,
    STATE(154), 1,
      aux_sym_if_block_repeat1,
    STATE(168), 1,
      sym_elif_clause,
    STATE(270), 1,
      sym_else_clause,
  [4032] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(446), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(448), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4046] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(498), 1,
      sym_ignored_text,
    ACTIONS(496), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4062] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 1,
      anon_sym_COMMA,
    ACTIONS(504), 1,
      sym_variable,
    STATE(132), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(500), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4080] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(494), 1,
      aux_sym_else_clause_token1,
    ACTIONS(506), 1,
      aux_sym_if_block_token2,
    STATE(154), 1,
      aux_sym_if_block_repeat1,
    STATE(168), 1,
      sym_elif_clause,
    STATE(275), 1,
      sym_else_clause,
  [4102] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(510), 1,
      sym_comment,
    ACTIONS(512), 1,
      sym_heredoc_end,
    STATE(130), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(508), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4120] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(456), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4134] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(514), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(516), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4148] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(444), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4162] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(521), 1,
      sym_comment,
    ACTIONS(524), 1,
      sym_heredoc_end,
    STATE(130), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(518), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4180] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 1,
      aux_sym__queue_in_token1,
    ACTIONS(528), 1,
      aux_sym__queue_from_token1,
    ACTIONS(530), 1,
      aux_sym__queue_matching_token1,
    STATE(207), 1,
      sym__queue_in,
    STATE(208), 1,
      sym__queue_from,
    STATE(209), 1,
      sym__queue_matching,
  [4202] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 1,
      anon_sym_COMMA,
    ACTIONS(534), 1,
      sym_variable,
    STATE(142), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(532), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4220] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(460), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4234] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 1,
      aux_sym__queue_in_token1,
    ACTIONS(480), 1,
      aux_sym__queue_from_token1,
    ACTIONS(482), 1,
      aux_sym__queue_matching_token1,
    STATE(172), 1,
      sym__queue_from,
    STATE(173), 1,
      sym__queue_in,
    STATE(255), 1,
      sym__queue_matching,
  [4256] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 1,
      aux_sym__queue_in_token1,
    ACTIONS(528), 1,
      aux_sym__queue_from_token1,
    ACTIONS(530), 1,
      aux_sym__queue_matching_token1,
    STATE(172), 1,
      sym__queue_from,
    STATE(173), 1,
      sym__queue_in,
    STATE(255), 1,
      sym__queue_matching,
  [4278] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(538), 1,
      sym_ignored_text,
    ACTIONS(536), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4294] = 3,
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
  [4308] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(452), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4322] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(444), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4336] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(446), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(448), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4350] = 3,
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
  [4364] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(542), 1,
      anon_sym_COMMA,
    ACTIONS(545), 1,
      sym_variable,
    STATE(142), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(540), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4382] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(550), 1,
      sym_ignored_text,
    ACTIONS(548), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4398] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      aux_sym_template_token1,
    ACTIONS(552), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4411] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(488), 1,
      sym_ignored_text,
    ACTIONS(484), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4426] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(498), 1,
      sym_ignored_text,
    ACTIONS(496), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4441] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym_identifier,
    STATE(147), 1,
      aux_sym_use_repeat1,
    STATE(162), 1,
      sym_template,
    ACTIONS(556), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4458] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(550), 1,
      sym_ignored_text,
    ACTIONS(548), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4473] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      sym_identifier,
    STATE(147), 1,
      aux_sym_use_repeat1,
    STATE(162), 1,
      sym_template,
    ACTIONS(561), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4490] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      anon_sym_DOT,
    ACTIONS(538), 1,
      sym_ignored_text,
    ACTIONS(536), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [4505] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      sym_identifier,
    STATE(149), 1,
      aux_sym_use_repeat1,
    STATE(162), 1,
      sym_template,
    ACTIONS(565), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4522] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      sym_operator,
    ACTIONS(571), 1,
      sym_ignored_text,
    ACTIONS(573), 1,
      anon_sym_AT_EQ,
    ACTIONS(567), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4539] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 1,
      anon_sym_RPAREN,
    ACTIONS(577), 1,
      aux_sym_item_list_token2,
    STATE(157), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(579), 2,
      sym__newline,
      sym_comment,
  [4556] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(583), 1,
      aux_sym_elif_clause_token1,
    STATE(154), 1,
      aux_sym_if_block_repeat1,
    STATE(168), 1,
      sym_elif_clause,
    ACTIONS(581), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4573] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 1,
      anon_sym_RPAREN,
    ACTIONS(586), 1,
      aux_sym_item_list_token2,
    STATE(156), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(588), 2,
      sym__newline,
      sym_comment,
  [4590] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      aux_sym_item_list_token2,
    ACTIONS(590), 1,
      anon_sym_RPAREN,
    STATE(157), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(579), 2,
      sym__newline,
      sym_comment,
  [4607] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(592), 1,
      anon_sym_RPAREN,
    ACTIONS(594), 1,
      aux_sym_item_list_token2,
    STATE(157), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(597), 2,
      sym__newline,
      sym_comment,
  [4624] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(600), 1,
      anon_sym_COLON,
    ACTIONS(602), 1,
      aux_sym_include_token2,
    ACTIONS(604), 1,
      aux_sym_include_token3,
    ACTIONS(606), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4641] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(608), 1,
      anon_sym_COLON,
    ACTIONS(610), 1,
      aux_sym_include_token2,
    ACTIONS(612), 1,
      aux_sym_include_token3,
    ACTIONS(614), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4658] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(616), 1,
      anon_sym_RPAREN,
    ACTIONS(618), 1,
      aux_sym_item_list_token2,
    STATE(153), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(620), 2,
      sym__newline,
      sym_comment,
  [4675] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(622), 1,
      anon_sym_COMMA,
    ACTIONS(540), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4688] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(626), 1,
      anon_sym_COMMA,
    ACTIONS(624), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4700] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(628), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4710] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 1,
      sym__newline,
    ACTIONS(573), 1,
      anon_sym_AT_EQ,
    ACTIONS(630), 1,
      sym_operator,
    ACTIONS(632), 1,
      sym_ignored_text,
  [4726] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(636), 1,
      sym_operator,
    ACTIONS(638), 1,
      anon_sym_AT_EQ,
    ACTIONS(634), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4740] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(634), 1,
      sym__newline,
    ACTIONS(638), 1,
      anon_sym_AT_EQ,
    ACTIONS(640), 1,
      sym_operator,
  [4753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(642), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4762] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(644), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [4771] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(646), 1,
      anon_sym_COLON,
    ACTIONS(648), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4782] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(650), 1,
      anon_sym_COLON,
    ACTIONS(652), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4793] = 4,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(654), 1,
      aux_sym_item_list_token1,
    ACTIONS(656), 1,
      anon_sym_RPAREN,
    ACTIONS(658), 1,
      sym__newline,
  [4806] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(660), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4814] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(662), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4822] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(664), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4830] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(666), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4838] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(668), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4846] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(670), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4854] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(672), 1,
      sym_identifier,
    STATE(180), 1,
      aux_sym_key_repeat1,
  [4864] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(674), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4872] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(676), 1,
      sym_identifier,
    STATE(180), 1,
      aux_sym_key_repeat1,
  [4882] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4890] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(681), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4898] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4906] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(685), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4914] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(687), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4922] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(689), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4930] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(691), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4938] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4946] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(695), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4954] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(697), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4962] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4970] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      anon_sym_RPAREN,
    ACTIONS(703), 1,
      aux_sym_macro_function_token1,
  [4980] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(705), 1,
      anon_sym_RPAREN,
    ACTIONS(707), 1,
      aux_sym_macro_function_token1,
  [4990] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(709), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4998] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(711), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5006] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5014] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5022] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(717), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5030] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5038] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5046] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 1,
      anon_sym_COLON,
    ACTIONS(725), 1,
      anon_sym_RPAREN,
  [5056] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5064] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(729), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5080] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5088] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(735), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5096] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(737), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5104] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5112] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5120] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5128] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5136] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      anon_sym_COLON,
    ACTIONS(749), 1,
      aux_sym_include_token6,
  [5146] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(105), 1,
      ts_builtin_sym_end,
    ACTIONS(751), 1,
      sym__newline,
  [5156] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 1,
      anon_sym_COLON,
    ACTIONS(755), 1,
      anon_sym_RPAREN,
  [5166] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5174] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 1,
      anon_sym_COLON,
    ACTIONS(761), 1,
      aux_sym_include_token6,
  [5184] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(763), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(765), 1,
      anon_sym_RBRACK_RPAREN,
  [5194] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      sym_identifier,
    STATE(178), 1,
      aux_sym_key_repeat1,
  [5204] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5212] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5220] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5228] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5236] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(777), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5244] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(616), 1,
      anon_sym_RPAREN,
    ACTIONS(779), 1,
      sym__newline,
  [5254] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(781), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5262] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5270] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(785), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5278] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5286] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 1,
      sym_identifier,
    STATE(180), 1,
      aux_sym_key_repeat1,
  [5296] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5304] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5312] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(795), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5320] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 1,
      sym_identifier,
    STATE(238), 1,
      aux_sym_key_repeat1,
  [5330] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 1,
      sym_identifier,
    STATE(180), 1,
      aux_sym_key_repeat1,
  [5340] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(801), 1,
      anon_sym_RPAREN,
    ACTIONS(803), 1,
      aux_sym_macro_function_token1,
  [5350] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      anon_sym_COLON,
    ACTIONS(807), 1,
      aux_sym_include_token6,
  [5360] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(809), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(811), 1,
      anon_sym_RBRACK_RPAREN,
  [5370] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym_identifier,
    STATE(180), 1,
      aux_sym_key_repeat1,
  [5380] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 1,
      anon_sym_COLON,
    ACTIONS(817), 1,
      anon_sym_RPAREN,
  [5390] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 1,
      anon_sym_COLON,
    ACTIONS(821), 1,
      aux_sym_include_token6,
  [5400] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      anon_sym_COLON,
    ACTIONS(825), 1,
      anon_sym_RPAREN,
  [5410] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5418] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(829), 1,
      anon_sym_RPAREN,
    ACTIONS(831), 1,
      aux_sym_macro_function_token1,
  [5428] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(833), 1,
      anon_sym_RPAREN,
    ACTIONS(835), 1,
      aux_sym_macro_function_token1,
  [5438] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(839), 1,
      anon_sym_RBRACK_RPAREN,
  [5448] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_COLON,
    ACTIONS(843), 1,
      anon_sym_RPAREN,
  [5458] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(845), 1,
      anon_sym_COLON,
    ACTIONS(847), 1,
      anon_sym_RPAREN,
  [5468] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      sym__newline,
    ACTIONS(849), 1,
      ts_builtin_sym_end,
  [5478] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(851), 1,
      anon_sym_RPAREN,
    ACTIONS(853), 1,
      aux_sym_macro_function_token1,
  [5488] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(855), 1,
      anon_sym_RPAREN,
    ACTIONS(857), 1,
      aux_sym_macro_function_token1,
  [5498] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(859), 1,
      anon_sym_COLON,
    ACTIONS(861), 1,
      anon_sym_RPAREN,
  [5508] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(863), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5516] = 3,
    ACTIONS(349), 1,
      sym__line_continuation,
    ACTIONS(865), 1,
      anon_sym_RPAREN,
    ACTIONS(867), 1,
      aux_sym_macro_function_token1,
  [5526] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(869), 1,
      anon_sym_COLON,
    ACTIONS(871), 1,
      anon_sym_RPAREN,
  [5536] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(873), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5544] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      aux_sym_macro_reference_token1,
  [5551] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(877), 1,
      aux_sym_version_condition_token2,
  [5558] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      ts_builtin_sym_end,
  [5565] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(881), 1,
      aux_sym_include_token7,
  [5572] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      aux_sym_if_block_token2,
  [5579] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(885), 1,
      sym_identifier,
  [5586] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      sym__newline,
  [5593] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(889), 1,
      sym__newline,
  [5600] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 1,
      anon_sym_RPAREN,
  [5607] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      sym__newline,
  [5614] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(895), 1,
      aux_sym_include_token7,
  [5621] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__newline,
  [5628] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(899), 1,
      sym__newline,
  [5635] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      anon_sym_RPAREN,
  [5642] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(903), 1,
      aux_sym_if_block_token2,
  [5649] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 1,
      anon_sym_RBRACK_RPAREN,
  [5656] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(424), 1,
      sym__newline,
  [5663] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      sym__newline,
  [5670] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      anon_sym_COLON,
  [5677] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      aux_sym_if_block_token2,
  [5684] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      sym__newline,
  [5691] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(913), 1,
      aux_sym_defined_condition_token3,
  [5698] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 1,
      anon_sym_COLON,
  [5705] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      anon_sym_RPAREN,
  [5712] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(399), 1,
      sym__newline,
  [5719] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(919), 1,
      aux_sym_version_condition_token3,
  [5726] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 1,
      anon_sym_RBRACK_RPAREN,
  [5733] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(923), 1,
      sym_heredoc_end,
  [5740] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      anon_sym_COLON,
  [5747] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(927), 1,
      aux_sym_macro_reference_token1,
  [5754] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 1,
      anon_sym_RPAREN,
  [5761] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      anon_sym_COLON,
  [5768] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      anon_sym_RPAREN,
  [5775] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      aux_sym_if_block_token2,
  [5782] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      sym_heredoc_end,
  [5789] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      sym_identifier,
  [5796] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      anon_sym_RPAREN,
  [5803] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      anon_sym_RPAREN,
  [5810] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      anon_sym_RBRACK_RPAREN,
  [5817] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      sym_heredoc_tag,
  [5824] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      sym__newline,
  [5831] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      anon_sym_RPAREN,
  [5838] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      anon_sym_RPAREN,
  [5845] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      sym__newline,
  [5852] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      sym_heredoc_tag,
  [5859] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      anon_sym_RPAREN,
  [5866] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      sym__newline,
  [5873] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
  [5880] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(751), 1,
      sym__newline,
  [5887] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 1,
      sym_variable,
  [5894] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 1,
      anon_sym_RPAREN,
  [5901] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 1,
      anon_sym_DOT,
  [5908] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 1,
      anon_sym_RPAREN,
  [5915] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 1,
      aux_sym_macro_reference_token1,
  [5922] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 1,
      aux_sym_macro_reference_token1,
  [5929] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 1,
      aux_sym_include_token7,
  [5936] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 1,
      aux_sym_include_token7,
  [5943] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      aux_sym_macro_reference_token1,
  [5950] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(983), 1,
      aux_sym_macro_reference_token1,
  [5957] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 1,
      aux_sym_macro_reference_token1,
  [5964] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 1,
      aux_sym_macro_reference_token1,
  [5971] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 1,
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
  [SMALL_STATE(21)] = 1129,
  [SMALL_STATE(22)] = 1173,
  [SMALL_STATE(23)] = 1217,
  [SMALL_STATE(24)] = 1258,
  [SMALL_STATE(25)] = 1297,
  [SMALL_STATE(26)] = 1336,
  [SMALL_STATE(27)] = 1375,
  [SMALL_STATE(28)] = 1414,
  [SMALL_STATE(29)] = 1439,
  [SMALL_STATE(30)] = 1478,
  [SMALL_STATE(31)] = 1519,
  [SMALL_STATE(32)] = 1560,
  [SMALL_STATE(33)] = 1599,
  [SMALL_STATE(34)] = 1637,
  [SMALL_STATE(35)] = 1675,
  [SMALL_STATE(36)] = 1713,
  [SMALL_STATE(37)] = 1751,
  [SMALL_STATE(38)] = 1799,
  [SMALL_STATE(39)] = 1837,
  [SMALL_STATE(40)] = 1875,
  [SMALL_STATE(41)] = 1912,
  [SMALL_STATE(42)] = 1949,
  [SMALL_STATE(43)] = 1972,
  [SMALL_STATE(44)] = 2009,
  [SMALL_STATE(45)] = 2046,
  [SMALL_STATE(46)] = 2083,
  [SMALL_STATE(47)] = 2120,
  [SMALL_STATE(48)] = 2157,
  [SMALL_STATE(49)] = 2196,
  [SMALL_STATE(50)] = 2235,
  [SMALL_STATE(51)] = 2258,
  [SMALL_STATE(52)] = 2295,
  [SMALL_STATE(53)] = 2332,
  [SMALL_STATE(54)] = 2379,
  [SMALL_STATE(55)] = 2416,
  [SMALL_STATE(56)] = 2452,
  [SMALL_STATE(57)] = 2486,
  [SMALL_STATE(58)] = 2522,
  [SMALL_STATE(59)] = 2556,
  [SMALL_STATE(60)] = 2592,
  [SMALL_STATE(61)] = 2628,
  [SMALL_STATE(62)] = 2664,
  [SMALL_STATE(63)] = 2700,
  [SMALL_STATE(64)] = 2736,
  [SMALL_STATE(65)] = 2772,
  [SMALL_STATE(66)] = 2808,
  [SMALL_STATE(67)] = 2844,
  [SMALL_STATE(68)] = 2877,
  [SMALL_STATE(69)] = 2910,
  [SMALL_STATE(70)] = 2943,
  [SMALL_STATE(71)] = 2978,
  [SMALL_STATE(72)] = 3013,
  [SMALL_STATE(73)] = 3048,
  [SMALL_STATE(74)] = 3083,
  [SMALL_STATE(75)] = 3118,
  [SMALL_STATE(76)] = 3150,
  [SMALL_STATE(77)] = 3182,
  [SMALL_STATE(78)] = 3207,
  [SMALL_STATE(79)] = 3232,
  [SMALL_STATE(80)] = 3257,
  [SMALL_STATE(81)] = 3288,
  [SMALL_STATE(82)] = 3313,
  [SMALL_STATE(83)] = 3338,
  [SMALL_STATE(84)] = 3363,
  [SMALL_STATE(85)] = 3395,
  [SMALL_STATE(86)] = 3412,
  [SMALL_STATE(87)] = 3429,
  [SMALL_STATE(88)] = 3460,
  [SMALL_STATE(89)] = 3477,
  [SMALL_STATE(90)] = 3494,
  [SMALL_STATE(91)] = 3511,
  [SMALL_STATE(92)] = 3528,
  [SMALL_STATE(93)] = 3545,
  [SMALL_STATE(94)] = 3562,
  [SMALL_STATE(95)] = 3579,
  [SMALL_STATE(96)] = 3596,
  [SMALL_STATE(97)] = 3612,
  [SMALL_STATE(98)] = 3628,
  [SMALL_STATE(99)] = 3644,
  [SMALL_STATE(100)] = 3660,
  [SMALL_STATE(101)] = 3676,
  [SMALL_STATE(102)] = 3692,
  [SMALL_STATE(103)] = 3708,
  [SMALL_STATE(104)] = 3724,
  [SMALL_STATE(105)] = 3740,
  [SMALL_STATE(106)] = 3756,
  [SMALL_STATE(107)] = 3772,
  [SMALL_STATE(108)] = 3788,
  [SMALL_STATE(109)] = 3804,
  [SMALL_STATE(110)] = 3820,
  [SMALL_STATE(111)] = 3836,
  [SMALL_STATE(112)] = 3852,
  [SMALL_STATE(113)] = 3868,
  [SMALL_STATE(114)] = 3884,
  [SMALL_STATE(115)] = 3900,
  [SMALL_STATE(116)] = 3916,
  [SMALL_STATE(117)] = 3937,
  [SMALL_STATE(118)] = 3958,
  [SMALL_STATE(119)] = 3980,
  [SMALL_STATE(120)] = 3994,
  [SMALL_STATE(121)] = 4010,
  [SMALL_STATE(122)] = 4032,
  [SMALL_STATE(123)] = 4046,
  [SMALL_STATE(124)] = 4062,
  [SMALL_STATE(125)] = 4080,
  [SMALL_STATE(126)] = 4102,
  [SMALL_STATE(127)] = 4120,
  [SMALL_STATE(128)] = 4134,
  [SMALL_STATE(129)] = 4148,
  [SMALL_STATE(130)] = 4162,
  [SMALL_STATE(131)] = 4180,
  [SMALL_STATE(132)] = 4202,
  [SMALL_STATE(133)] = 4220,
  [SMALL_STATE(134)] = 4234,
  [SMALL_STATE(135)] = 4256,
  [SMALL_STATE(136)] = 4278,
  [SMALL_STATE(137)] = 4294,
  [SMALL_STATE(138)] = 4308,
  [SMALL_STATE(139)] = 4322,
  [SMALL_STATE(140)] = 4336,
  [SMALL_STATE(141)] = 4350,
  [SMALL_STATE(142)] = 4364,
  [SMALL_STATE(143)] = 4382,
  [SMALL_STATE(144)] = 4398,
  [SMALL_STATE(145)] = 4411,
  [SMALL_STATE(146)] = 4426,
  [SMALL_STATE(147)] = 4441,
  [SMALL_STATE(148)] = 4458,
  [SMALL_STATE(149)] = 4473,
  [SMALL_STATE(150)] = 4490,
  [SMALL_STATE(151)] = 4505,
  [SMALL_STATE(152)] = 4522,
  [SMALL_STATE(153)] = 4539,
  [SMALL_STATE(154)] = 4556,
  [SMALL_STATE(155)] = 4573,
  [SMALL_STATE(156)] = 4590,
  [SMALL_STATE(157)] = 4607,
  [SMALL_STATE(158)] = 4624,
  [SMALL_STATE(159)] = 4641,
  [SMALL_STATE(160)] = 4658,
  [SMALL_STATE(161)] = 4675,
  [SMALL_STATE(162)] = 4688,
  [SMALL_STATE(163)] = 4700,
  [SMALL_STATE(164)] = 4710,
  [SMALL_STATE(165)] = 4726,
  [SMALL_STATE(166)] = 4740,
  [SMALL_STATE(167)] = 4753,
  [SMALL_STATE(168)] = 4762,
  [SMALL_STATE(169)] = 4771,
  [SMALL_STATE(170)] = 4782,
  [SMALL_STATE(171)] = 4793,
  [SMALL_STATE(172)] = 4806,
  [SMALL_STATE(173)] = 4814,
  [SMALL_STATE(174)] = 4822,
  [SMALL_STATE(175)] = 4830,
  [SMALL_STATE(176)] = 4838,
  [SMALL_STATE(177)] = 4846,
  [SMALL_STATE(178)] = 4854,
  [SMALL_STATE(179)] = 4864,
  [SMALL_STATE(180)] = 4872,
  [SMALL_STATE(181)] = 4882,
  [SMALL_STATE(182)] = 4890,
  [SMALL_STATE(183)] = 4898,
  [SMALL_STATE(184)] = 4906,
  [SMALL_STATE(185)] = 4914,
  [SMALL_STATE(186)] = 4922,
  [SMALL_STATE(187)] = 4930,
  [SMALL_STATE(188)] = 4938,
  [SMALL_STATE(189)] = 4946,
  [SMALL_STATE(190)] = 4954,
  [SMALL_STATE(191)] = 4962,
  [SMALL_STATE(192)] = 4970,
  [SMALL_STATE(193)] = 4980,
  [SMALL_STATE(194)] = 4990,
  [SMALL_STATE(195)] = 4998,
  [SMALL_STATE(196)] = 5006,
  [SMALL_STATE(197)] = 5014,
  [SMALL_STATE(198)] = 5022,
  [SMALL_STATE(199)] = 5030,
  [SMALL_STATE(200)] = 5038,
  [SMALL_STATE(201)] = 5046,
  [SMALL_STATE(202)] = 5056,
  [SMALL_STATE(203)] = 5064,
  [SMALL_STATE(204)] = 5072,
  [SMALL_STATE(205)] = 5080,
  [SMALL_STATE(206)] = 5088,
  [SMALL_STATE(207)] = 5096,
  [SMALL_STATE(208)] = 5104,
  [SMALL_STATE(209)] = 5112,
  [SMALL_STATE(210)] = 5120,
  [SMALL_STATE(211)] = 5128,
  [SMALL_STATE(212)] = 5136,
  [SMALL_STATE(213)] = 5146,
  [SMALL_STATE(214)] = 5156,
  [SMALL_STATE(215)] = 5166,
  [SMALL_STATE(216)] = 5174,
  [SMALL_STATE(217)] = 5184,
  [SMALL_STATE(218)] = 5194,
  [SMALL_STATE(219)] = 5204,
  [SMALL_STATE(220)] = 5212,
  [SMALL_STATE(221)] = 5220,
  [SMALL_STATE(222)] = 5228,
  [SMALL_STATE(223)] = 5236,
  [SMALL_STATE(224)] = 5244,
  [SMALL_STATE(225)] = 5254,
  [SMALL_STATE(226)] = 5262,
  [SMALL_STATE(227)] = 5270,
  [SMALL_STATE(228)] = 5278,
  [SMALL_STATE(229)] = 5286,
  [SMALL_STATE(230)] = 5296,
  [SMALL_STATE(231)] = 5304,
  [SMALL_STATE(232)] = 5312,
  [SMALL_STATE(233)] = 5320,
  [SMALL_STATE(234)] = 5330,
  [SMALL_STATE(235)] = 5340,
  [SMALL_STATE(236)] = 5350,
  [SMALL_STATE(237)] = 5360,
  [SMALL_STATE(238)] = 5370,
  [SMALL_STATE(239)] = 5380,
  [SMALL_STATE(240)] = 5390,
  [SMALL_STATE(241)] = 5400,
  [SMALL_STATE(242)] = 5410,
  [SMALL_STATE(243)] = 5418,
  [SMALL_STATE(244)] = 5428,
  [SMALL_STATE(245)] = 5438,
  [SMALL_STATE(246)] = 5448,
  [SMALL_STATE(247)] = 5458,
  [SMALL_STATE(248)] = 5468,
  [SMALL_STATE(249)] = 5478,
  [SMALL_STATE(250)] = 5488,
  [SMALL_STATE(251)] = 5498,
  [SMALL_STATE(252)] = 5508,
  [SMALL_STATE(253)] = 5516,
  [SMALL_STATE(254)] = 5526,
  [SMALL_STATE(255)] = 5536,
  [SMALL_STATE(256)] = 5544,
  [SMALL_STATE(257)] = 5551,
  [SMALL_STATE(258)] = 5558,
  [SMALL_STATE(259)] = 5565,
  [SMALL_STATE(260)] = 5572,
  [SMALL_STATE(261)] = 5579,
  [SMALL_STATE(262)] = 5586,
  [SMALL_STATE(263)] = 5593,
  [SMALL_STATE(264)] = 5600,
  [SMALL_STATE(265)] = 5607,
  [SMALL_STATE(266)] = 5614,
  [SMALL_STATE(267)] = 5621,
  [SMALL_STATE(268)] = 5628,
  [SMALL_STATE(269)] = 5635,
  [SMALL_STATE(270)] = 5642,
  [SMALL_STATE(271)] = 5649,
  [SMALL_STATE(272)] = 5656,
  [SMALL_STATE(273)] = 5663,
  [SMALL_STATE(274)] = 5670,
  [SMALL_STATE(275)] = 5677,
  [SMALL_STATE(276)] = 5684,
  [SMALL_STATE(277)] = 5691,
  [SMALL_STATE(278)] = 5698,
  [SMALL_STATE(279)] = 5705,
  [SMALL_STATE(280)] = 5712,
  [SMALL_STATE(281)] = 5719,
  [SMALL_STATE(282)] = 5726,
  [SMALL_STATE(283)] = 5733,
  [SMALL_STATE(284)] = 5740,
  [SMALL_STATE(285)] = 5747,
  [SMALL_STATE(286)] = 5754,
  [SMALL_STATE(287)] = 5761,
  [SMALL_STATE(288)] = 5768,
  [SMALL_STATE(289)] = 5775,
  [SMALL_STATE(290)] = 5782,
  [SMALL_STATE(291)] = 5789,
  [SMALL_STATE(292)] = 5796,
  [SMALL_STATE(293)] = 5803,
  [SMALL_STATE(294)] = 5810,
  [SMALL_STATE(295)] = 5817,
  [SMALL_STATE(296)] = 5824,
  [SMALL_STATE(297)] = 5831,
  [SMALL_STATE(298)] = 5838,
  [SMALL_STATE(299)] = 5845,
  [SMALL_STATE(300)] = 5852,
  [SMALL_STATE(301)] = 5859,
  [SMALL_STATE(302)] = 5866,
  [SMALL_STATE(303)] = 5873,
  [SMALL_STATE(304)] = 5880,
  [SMALL_STATE(305)] = 5887,
  [SMALL_STATE(306)] = 5894,
  [SMALL_STATE(307)] = 5901,
  [SMALL_STATE(308)] = 5908,
  [SMALL_STATE(309)] = 5915,
  [SMALL_STATE(310)] = 5922,
  [SMALL_STATE(311)] = 5929,
  [SMALL_STATE(312)] = 5936,
  [SMALL_STATE(313)] = 5943,
  [SMALL_STATE(314)] = 5950,
  [SMALL_STATE(315)] = 5957,
  [SMALL_STATE(316)] = 5964,
  [SMALL_STATE(317)] = 5971,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(37),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(261),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(158),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(215),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(268),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(265),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(222),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [61] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [64] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(53),
  [67] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(158),
  [70] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(261),
  [73] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [76] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [79] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(48),
  [82] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [84] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [87] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(265),
  [90] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(265),
  [93] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [96] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(146),
  [99] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 53),
  [101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [103] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 53),
  [105] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [109] = {.entry = {.count = 1, .reusable = false}}, SHIFT(248),
  [111] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [113] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [115] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [118] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(304),
  [121] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(304),
  [124] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [128] = {.entry = {.count = 1, .reusable = false}}, SHIFT(296),
  [130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(296),
  [132] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [136] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [139] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(296),
  [142] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(296),
  [145] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 4),
  [151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(309),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [163] = {.entry = {.count = 1, .reusable = false}}, SHIFT(256),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [171] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(315),
  [175] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [177] = {.entry = {.count = 1, .reusable = false}}, SHIFT(310),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 4),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [187] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 4),
  [189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [193] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 4),
  [197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [199] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 18),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [203] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 37),
  [205] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 16),
  [219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 36),
  [221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 39),
  [223] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 57),
  [225] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [227] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [229] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 16),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [233] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 16),
  [237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [239] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [241] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [243] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [245] = {.entry = {.count = 1, .reusable = false}}, SHIFT(124),
  [247] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [249] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [251] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [253] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 28),
  [255] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [257] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 70),
  [259] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 12),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 34),
  [263] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [265] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [267] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 27),
  [269] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [273] = {.entry = {.count = 1, .reusable = false}}, SHIFT(257),
  [275] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [277] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [279] = {.entry = {.count = 1, .reusable = true}}, SHIFT(313),
  [281] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [283] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [285] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 46),
  [287] = {.entry = {.count = 1, .reusable = false}}, SHIFT(23),
  [289] = {.entry = {.count = 1, .reusable = false}}, SHIFT(21),
  [291] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [293] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 61),
  [295] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [297] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [299] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [301] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [303] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [305] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(58),
  [308] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(58),
  [311] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(309),
  [314] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(235),
  [317] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(256),
  [320] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(217),
  [323] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [326] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [329] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(315),
  [332] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(250),
  [335] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(310),
  [338] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(237),
  [341] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [343] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [345] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [347] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [349] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [351] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [353] = {.entry = {.count = 1, .reusable = false}}, SHIFT(316),
  [355] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [357] = {.entry = {.count = 1, .reusable = false}}, SHIFT(253),
  [359] = {.entry = {.count = 1, .reusable = false}}, SHIFT(314),
  [361] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [363] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [365] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [367] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [369] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [371] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [373] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [375] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [377] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [379] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(76),
  [382] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(316),
  [385] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(76),
  [388] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(253),
  [391] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(314),
  [394] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(245),
  [397] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [399] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 31),
  [401] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [403] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [405] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [408] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [410] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(313),
  [413] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(244),
  [416] = {.entry = {.count = 1, .reusable = false}}, SHIFT(277),
  [418] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [420] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [422] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 30),
  [424] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [426] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [428] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 5),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 31),
  [432] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 31),
  [434] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 50),
  [436] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 50),
  [438] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 31),
  [440] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 31),
  [442] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 41),
  [444] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 41),
  [446] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 31),
  [448] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 31),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 31),
  [452] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 31),
  [454] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 69),
  [456] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 69),
  [458] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 19),
  [460] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 19),
  [462] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 72),
  [464] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 72),
  [466] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [468] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [470] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [472] = {.entry = {.count = 1, .reusable = false}}, SHIFT(126),
  [474] = {.entry = {.count = 1, .reusable = true}}, SHIFT(185),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [478] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [480] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [482] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 10),
  [486] = {.entry = {.count = 1, .reusable = false}}, SHIFT(291),
  [488] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 10),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [492] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [494] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [496] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [498] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 2),
  [500] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [502] = {.entry = {.count = 1, .reusable = true}}, SHIFT(305),
  [504] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [510] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [514] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [516] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [518] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(130),
  [521] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(130),
  [524] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [532] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [534] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [536] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 32),
  [538] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 3, 0, 32),
  [540] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [542] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(305),
  [545] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(142),
  [548] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 14),
  [550] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 14),
  [552] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [554] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [556] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 63),
  [558] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 63), SHIFT_REPEAT(144),
  [561] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 49),
  [563] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [565] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 29),
  [567] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 3),
  [569] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [571] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [573] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [575] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [577] = {.entry = {.count = 1, .reusable = false}}, SHIFT(157),
  [579] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [581] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 66),
  [583] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 66), SHIFT_REPEAT(49),
  [586] = {.entry = {.count = 1, .reusable = false}}, SHIFT(156),
  [588] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [592] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [594] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [597] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [600] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [602] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [604] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [606] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [608] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [610] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [612] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [614] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [616] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [618] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [620] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [622] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [624] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 48),
  [626] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [628] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 62),
  [630] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [632] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [634] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 13),
  [636] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [638] = {.entry = {.count = 1, .reusable = true}}, SHIFT(295),
  [640] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [642] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 48),
  [644] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 54),
  [646] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [648] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [650] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [652] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [654] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [656] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [658] = {.entry = {.count = 1, .reusable = false}}, SHIFT(160),
  [660] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 43),
  [662] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 42),
  [664] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [666] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 45),
  [668] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 68),
  [670] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 55),
  [672] = {.entry = {.count = 1, .reusable = true}}, SHIFT(136),
  [674] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 71),
  [676] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 15), SHIFT_REPEAT(307),
  [679] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 73),
  [683] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 74),
  [685] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 75),
  [687] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 76),
  [689] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 77),
  [691] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [693] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 78),
  [695] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 17),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 79),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 80),
  [701] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [703] = {.entry = {.count = 1, .reusable = false}}, SHIFT(269),
  [705] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [707] = {.entry = {.count = 1, .reusable = false}}, SHIFT(293),
  [709] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 56),
  [711] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 17),
  [713] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [715] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [717] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 17),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 58),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 59),
  [723] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [725] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 47),
  [729] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 20),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 21),
  [733] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 22),
  [735] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 60),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 23),
  [739] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 24),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 25),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 26),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 8),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(259),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(193),
  [755] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 53),
  [759] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [761] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [763] = {.entry = {.count = 1, .reusable = false}}, SHIFT(271),
  [765] = {.entry = {.count = 1, .reusable = false}}, SHIFT(95),
  [767] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 33),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 9),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 64),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 53),
  [777] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 35),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [781] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 9),
  [785] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 38),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 35),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [791] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 40),
  [793] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 35),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 65),
  [797] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [801] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [803] = {.entry = {.count = 1, .reusable = false}}, SHIFT(279),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [807] = {.entry = {.count = 1, .reusable = true}}, SHIFT(311),
  [809] = {.entry = {.count = 1, .reusable = false}}, SHIFT(282),
  [811] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [815] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [817] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [819] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [821] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [823] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [825] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [829] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [831] = {.entry = {.count = 1, .reusable = false}}, SHIFT(288),
  [833] = {.entry = {.count = 1, .reusable = false}}, SHIFT(137),
  [835] = {.entry = {.count = 1, .reusable = false}}, SHIFT(292),
  [837] = {.entry = {.count = 1, .reusable = false}}, SHIFT(294),
  [839] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [845] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [849] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [851] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [853] = {.entry = {.count = 1, .reusable = false}}, SHIFT(298),
  [855] = {.entry = {.count = 1, .reusable = false}}, SHIFT(102),
  [857] = {.entry = {.count = 1, .reusable = false}}, SHIFT(301),
  [859] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [861] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [863] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 67),
  [865] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [867] = {.entry = {.count = 1, .reusable = false}}, SHIFT(306),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [871] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [873] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 44),
  [875] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [877] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [879] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [881] = {.entry = {.count = 1, .reusable = false}}, SHIFT(284),
  [883] = {.entry = {.count = 1, .reusable = true}}, SHIFT(182),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(278),
  [887] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [889] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 51),
  [891] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [895] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [897] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 52),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [903] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [905] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [907] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [913] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [915] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [923] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [929] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [939] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 11),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [943] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(302),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [961] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [965] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [967] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [969] = {.entry = {.count = 1, .reusable = true}}, SHIFT(291),
  [971] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [973] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [975] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [977] = {.entry = {.count = 1, .reusable = false}}, SHIFT(317),
  [979] = {.entry = {.count = 1, .reusable = false}}, SHIFT(287),
  [981] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(247),
  [985] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [987] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
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
