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
#define STATE_COUNT 408
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 147
#define ALIAS_COUNT 1
#define TOKEN_COUNT 88
#define EXTERNAL_TOKEN_COUNT 6
#define FIELD_COUNT 39
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 100

enum ts_symbol_identifiers {
  anon_sym_COLON = 1,
  aux_sym_set_statement_token1 = 2,
  aux_sym_default_statement_token1 = 3,
  aux_sym_evalset_statement_token1 = 4,
  aux_sym_evalmacro_statement_token1 = 5,
  aux_sym_copy_statement_token1 = 6,
  aux_sym_rename_statement_token1 = 7,
  aux_sym_delete_statement_token1 = 8,
  aux_sym_name_statement_token1 = 9,
  aux_sym_universe_statement_token1 = 10,
  aux_sym_requirements_statement_token1 = 11,
  aux_sym_transform_statement_token1 = 12,
  sym_attribute = 13,
  sym_regex = 14,
  sym_separator = 15,
  aux_sym_queue_count_token1 = 16,
  aux_sym__queue_in_token1 = 17,
  aux_sym__queue_from_token1 = 18,
  aux_sym__queue_from_token2 = 19,
  aux_sym__queue_matching_token1 = 20,
  aux_sym__queue_matching_token2 = 21,
  aux_sym__queue_matching_token3 = 22,
  aux_sym__queue_matching_token4 = 23,
  sym_slice = 24,
  sym_table_options = 25,
  anon_sym_LPAREN = 26,
  aux_sym_item_list_token1 = 27,
  anon_sym_RPAREN = 28,
  aux_sym_item_list_token2 = 29,
  anon_sym_COMMA = 30,
  sym_variable = 31,
  aux_sym_include_token1 = 32,
  aux_sym_include_token2 = 33,
  aux_sym_include_token3 = 34,
  aux_sym_include_token4 = 35,
  aux_sym_include_token5 = 36,
  aux_sym_include_token6 = 37,
  sym__include_keyword = 38,
  aux_sym_use_token1 = 39,
  aux_sym_template_token1 = 40,
  aux_sym_error_directive_token1 = 41,
  aux_sym_warning_directive_token1 = 42,
  aux_sym_if_block_token1 = 43,
  aux_sym_if_block_token2 = 44,
  aux_sym_elif_clause_token1 = 45,
  aux_sym_else_clause_token1 = 46,
  anon_sym_BANG = 47,
  aux_sym_defined_condition_token1 = 48,
  aux_sym_defined_condition_token2 = 49,
  aux_sym_defined_condition_token3 = 50,
  aux_sym_version_condition_token1 = 51,
  aux_sym_version_condition_token2 = 52,
  aux_sym_version_condition_token3 = 53,
  sym_boolean = 54,
  sym_number = 55,
  aux_sym__condition_word_token1 = 56,
  sym__newline = 57,
  sym__line_continuation = 58,
  sym_comment = 59,
  sym_pragma = 60,
  sym_section = 61,
  anon_sym_PLUS = 62,
  anon_sym_DASH = 63,
  anon_sym_DOT = 64,
  sym_identifier = 65,
  sym_operator = 66,
  sym_ignored_text = 67,
  sym__garbage_line = 68,
  anon_sym_AT_EQ = 69,
  aux_sym__value_part_token1 = 70,
  aux_sym__value_part_token2 = 71,
  sym_text = 72,
  aux_sym_macro_reference_token1 = 73,
  aux_sym_default_value_token1 = 74,
  aux_sym_default_value_token2 = 75,
  aux_sym_macro_function_token1 = 76,
  sym_function_name = 77,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 78,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 79,
  aux_sym_machine_reference_token1 = 80,
  anon_sym_RBRACK_RPAREN = 81,
  sym_heredoc_tag = 82,
  sym_heredoc_line = 83,
  sym_heredoc_end = 84,
  sym__macro_open = 85,
  sym__error_sentinel = 86,
  sym__keyword_ahead = 87,
  sym_source_file = 88,
  sym__line = 89,
  sym__statement = 90,
  sym__transform_statement = 91,
  sym_set_statement = 92,
  sym_default_statement = 93,
  sym_evalset_statement = 94,
  sym_evalmacro_statement = 95,
  sym_copy_statement = 96,
  sym_rename_statement = 97,
  sym__copy_arguments = 98,
  sym_delete_statement = 99,
  sym_name_statement = 100,
  sym_universe_statement = 101,
  sym_requirements_statement = 102,
  sym_transform_statement = 103,
  sym_queue_count = 104,
  sym__queue_in = 105,
  sym__queue_from = 106,
  sym__queue_matching = 107,
  sym_item_list = 108,
  sym_variable_list = 109,
  sym_include = 110,
  sym_use = 111,
  sym_template = 112,
  sym_error_directive = 113,
  sym_warning_directive = 114,
  sym_if_block = 115,
  sym_elif_clause = 116,
  sym_else_clause = 117,
  sym_condition = 118,
  sym_defined_condition = 119,
  sym_version_condition = 120,
  sym_condition_expression = 121,
  sym__condition_part = 122,
  sym__condition_word = 123,
  sym_key = 124,
  sym__include_as_key = 125,
  sym_assignment = 126,
  sym_invalid_line = 127,
  sym_heredoc_assignment = 128,
  sym_heredoc_body = 129,
  sym_value = 130,
  sym__value_part = 131,
  sym_macro_reference = 132,
  sym_default_value = 133,
  sym_macro_function = 134,
  sym_machine_reference = 135,
  aux_sym_source_file_repeat1 = 136,
  aux_sym_queue_count_repeat1 = 137,
  aux_sym_item_list_repeat1 = 138,
  aux_sym_variable_list_repeat1 = 139,
  aux_sym_use_repeat1 = 140,
  aux_sym_if_block_repeat1 = 141,
  aux_sym_condition_expression_repeat1 = 142,
  aux_sym_key_repeat1 = 143,
  aux_sym_heredoc_body_repeat1 = 144,
  aux_sym_value_repeat1 = 145,
  aux_sym_default_value_repeat1 = 146,
  alias_sym_key_prefix = 147,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [anon_sym_COLON] = ":",
  [aux_sym_set_statement_token1] = "SET",
  [aux_sym_default_statement_token1] = "DEFAULT",
  [aux_sym_evalset_statement_token1] = "EVALSET",
  [aux_sym_evalmacro_statement_token1] = "EVALMACRO",
  [aux_sym_copy_statement_token1] = "COPY",
  [aux_sym_rename_statement_token1] = "RENAME",
  [aux_sym_delete_statement_token1] = "DELETE",
  [aux_sym_name_statement_token1] = "NAME",
  [aux_sym_universe_statement_token1] = "UNIVERSE",
  [aux_sym_requirements_statement_token1] = "REQUIREMENTS",
  [aux_sym_transform_statement_token1] = "TRANSFORM",
  [sym_attribute] = "attribute",
  [sym_regex] = "regex",
  [sym_separator] = "separator",
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
  [sym__keyword_ahead] = "_keyword_ahead",
  [sym_source_file] = "source_file",
  [sym__line] = "_line",
  [sym__statement] = "_statement",
  [sym__transform_statement] = "_transform_statement",
  [sym_set_statement] = "set_statement",
  [sym_default_statement] = "default_statement",
  [sym_evalset_statement] = "evalset_statement",
  [sym_evalmacro_statement] = "evalmacro_statement",
  [sym_copy_statement] = "copy_statement",
  [sym_rename_statement] = "rename_statement",
  [sym__copy_arguments] = "_copy_arguments",
  [sym_delete_statement] = "delete_statement",
  [sym_name_statement] = "name_statement",
  [sym_universe_statement] = "universe_statement",
  [sym_requirements_statement] = "requirements_statement",
  [sym_transform_statement] = "transform_statement",
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
  [aux_sym_set_statement_token1] = aux_sym_set_statement_token1,
  [aux_sym_default_statement_token1] = aux_sym_default_statement_token1,
  [aux_sym_evalset_statement_token1] = aux_sym_evalset_statement_token1,
  [aux_sym_evalmacro_statement_token1] = aux_sym_evalmacro_statement_token1,
  [aux_sym_copy_statement_token1] = aux_sym_copy_statement_token1,
  [aux_sym_rename_statement_token1] = aux_sym_rename_statement_token1,
  [aux_sym_delete_statement_token1] = aux_sym_delete_statement_token1,
  [aux_sym_name_statement_token1] = aux_sym_name_statement_token1,
  [aux_sym_universe_statement_token1] = aux_sym_universe_statement_token1,
  [aux_sym_requirements_statement_token1] = aux_sym_requirements_statement_token1,
  [aux_sym_transform_statement_token1] = aux_sym_transform_statement_token1,
  [sym_attribute] = sym_attribute,
  [sym_regex] = sym_regex,
  [sym_separator] = sym_separator,
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
  [sym__keyword_ahead] = sym__keyword_ahead,
  [sym_source_file] = sym_source_file,
  [sym__line] = sym__line,
  [sym__statement] = sym__statement,
  [sym__transform_statement] = sym__transform_statement,
  [sym_set_statement] = sym_set_statement,
  [sym_default_statement] = sym_default_statement,
  [sym_evalset_statement] = sym_evalset_statement,
  [sym_evalmacro_statement] = sym_evalmacro_statement,
  [sym_copy_statement] = sym_copy_statement,
  [sym_rename_statement] = sym_rename_statement,
  [sym__copy_arguments] = sym__copy_arguments,
  [sym_delete_statement] = sym_delete_statement,
  [sym_name_statement] = sym_name_statement,
  [sym_universe_statement] = sym_universe_statement,
  [sym_requirements_statement] = sym_requirements_statement,
  [sym_transform_statement] = sym_transform_statement,
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
  [aux_sym_set_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_default_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_evalset_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_evalmacro_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_copy_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_rename_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_delete_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_name_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_universe_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_requirements_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_transform_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [sym_attribute] = {
    .visible = true,
    .named = true,
  },
  [sym_regex] = {
    .visible = true,
    .named = true,
  },
  [sym_separator] = {
    .visible = true,
    .named = true,
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
  [sym__keyword_ahead] = {
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
  [sym__transform_statement] = {
    .visible = false,
    .named = true,
  },
  [sym_set_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_default_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_evalset_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_evalmacro_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_copy_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_rename_statement] = {
    .visible = true,
    .named = true,
  },
  [sym__copy_arguments] = {
    .visible = false,
    .named = true,
  },
  [sym_delete_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_name_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_universe_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_requirements_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_transform_statement] = {
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
  field_attribute = 3,
  field_attribute_marker = 4,
  field_body = 5,
  field_category = 6,
  field_command = 7,
  field_condition = 8,
  field_count = 9,
  field_default = 10,
  field_end = 11,
  field_expression = 12,
  field_function = 13,
  field_ifexist = 14,
  field_ignored = 15,
  field_into = 16,
  field_items = 17,
  field_key = 18,
  field_keyword = 19,
  field_message = 20,
  field_mode = 21,
  field_name = 22,
  field_negated = 23,
  field_operator = 24,
  field_options = 25,
  field_prefix = 26,
  field_qualifier = 27,
  field_rest = 28,
  field_separator = 29,
  field_slice = 30,
  field_source = 31,
  field_tag = 32,
  field_target = 33,
  field_template = 34,
  field_universe = 35,
  field_value = 36,
  field_variable = 37,
  field_variables = 38,
  field_version = 39,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_alternative] = "alternative",
  [field_arguments] = "arguments",
  [field_attribute] = "attribute",
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
  [field_rest] = "rest",
  [field_separator] = "separator",
  [field_slice] = "slice",
  [field_source] = "source",
  [field_tag] = "tag",
  [field_target] = "target",
  [field_template] = "template",
  [field_universe] = "universe",
  [field_value] = "value",
  [field_variable] = "variable",
  [field_variables] = "variables",
  [field_version] = "version",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 0, .length = 1},
  [4] = {.index = 2, .length = 1},
  [5] = {.index = 3, .length = 2},
  [6] = {.index = 5, .length = 2},
  [7] = {.index = 7, .length = 1},
  [8] = {.index = 8, .length = 2},
  [9] = {.index = 10, .length = 2},
  [10] = {.index = 12, .length = 3},
  [11] = {.index = 7, .length = 1},
  [12] = {.index = 15, .length = 2},
  [13] = {.index = 17, .length = 2},
  [14] = {.index = 19, .length = 1},
  [15] = {.index = 20, .length = 1},
  [16] = {.index = 21, .length = 1},
  [17] = {.index = 22, .length = 1},
  [18] = {.index = 23, .length = 3},
  [19] = {.index = 26, .length = 1},
  [20] = {.index = 27, .length = 1},
  [21] = {.index = 28, .length = 1},
  [22] = {.index = 29, .length = 1},
  [23] = {.index = 30, .length = 3},
  [24] = {.index = 33, .length = 4},
  [25] = {.index = 37, .length = 4},
  [26] = {.index = 41, .length = 1},
  [27] = {.index = 42, .length = 1},
  [28] = {.index = 43, .length = 1},
  [29] = {.index = 44, .length = 1},
  [30] = {.index = 45, .length = 1},
  [31] = {.index = 46, .length = 1},
  [32] = {.index = 47, .length = 3},
  [33] = {.index = 50, .length = 3},
  [34] = {.index = 53, .length = 3},
  [35] = {.index = 56, .length = 4},
  [36] = {.index = 60, .length = 2},
  [37] = {.index = 62, .length = 2},
  [38] = {.index = 64, .length = 2},
  [39] = {.index = 66, .length = 2},
  [40] = {.index = 68, .length = 2},
  [41] = {.index = 70, .length = 2},
  [42] = {.index = 72, .length = 2},
  [43] = {.index = 74, .length = 2},
  [44] = {.index = 76, .length = 2},
  [45] = {.index = 78, .length = 2},
  [46] = {.index = 80, .length = 4},
  [47] = {.index = 84, .length = 5},
  [48] = {.index = 89, .length = 5},
  [49] = {.index = 94, .length = 4},
  [50] = {.index = 98, .length = 5},
  [51] = {.index = 103, .length = 5},
  [52] = {.index = 108, .length = 2},
  [53] = {.index = 110, .length = 2},
  [54] = {.index = 112, .length = 2},
  [55] = {.index = 114, .length = 1},
  [56] = {.index = 115, .length = 2},
  [57] = {.index = 117, .length = 2},
  [58] = {.index = 119, .length = 1},
  [59] = {.index = 120, .length = 2},
  [60] = {.index = 122, .length = 1},
  [61] = {.index = 123, .length = 1},
  [62] = {.index = 124, .length = 4},
  [63] = {.index = 128, .length = 2},
  [64] = {.index = 130, .length = 3},
  [65] = {.index = 133, .length = 3},
  [66] = {.index = 136, .length = 3},
  [67] = {.index = 139, .length = 3},
  [68] = {.index = 142, .length = 2},
  [69] = {.index = 144, .length = 2},
  [70] = {.index = 146, .length = 2},
  [71] = {.index = 148, .length = 3},
  [72] = {.index = 151, .length = 3},
  [73] = {.index = 154, .length = 5},
  [74] = {.index = 159, .length = 6},
  [75] = {.index = 165, .length = 6},
  [76] = {.index = 171, .length = 3},
  [77] = {.index = 174, .length = 2},
  [78] = {.index = 176, .length = 2},
  [79] = {.index = 178, .length = 2},
  [80] = {.index = 180, .length = 2},
  [81] = {.index = 182, .length = 2},
  [82] = {.index = 184, .length = 2},
  [83] = {.index = 186, .length = 4},
  [84] = {.index = 190, .length = 3},
  [85] = {.index = 193, .length = 3},
  [86] = {.index = 196, .length = 3},
  [87] = {.index = 199, .length = 4},
  [88] = {.index = 203, .length = 3},
  [89] = {.index = 206, .length = 3},
  [90] = {.index = 128, .length = 2},
  [91] = {.index = 209, .length = 2},
  [92] = {.index = 211, .length = 2},
  [93] = {.index = 213, .length = 3},
  [94] = {.index = 216, .length = 5},
  [95] = {.index = 221, .length = 5},
  [96] = {.index = 226, .length = 4},
  [97] = {.index = 230, .length = 4},
  [98] = {.index = 234, .length = 3},
  [99] = {.index = 237, .length = 6},
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
    {field_attribute_marker, 0},
    {field_name, 1},
  [7] =
    {field_prefix, 0},
  [8] =
    {field_key, 0},
    {field_operator, 1},
  [10] =
    {field_ignored, 1},
    {field_key, 0},
  [12] =
    {field_key, 0},
    {field_name, 0, .inherited = true},
    {field_operator, 1},
  [15] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [17] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [19] =
    {field_name, 1},
  [20] =
    {field_attribute, 1},
  [21] =
    {field_variable, 1},
  [22] =
    {field_source, 0},
  [23] =
    {field_separator, 1, .inherited = true},
    {field_source, 1, .inherited = true},
    {field_target, 1, .inherited = true},
  [26] =
    {field_universe, 1},
  [27] =
    {field_expression, 1},
  [28] =
    {field_mode, 0},
  [29] =
    {field_count, 1},
  [30] =
    {field_items, 1, .inherited = true},
    {field_mode, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [33] =
    {field_items, 1, .inherited = true},
    {field_mode, 1, .inherited = true},
    {field_options, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [37] =
    {field_items, 1, .inherited = true},
    {field_mode, 1, .inherited = true},
    {field_qualifier, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [41] =
    {field_target, 2},
  [42] =
    {field_ifexist, 1},
  [43] =
    {field_command, 1},
  [44] =
    {field_category, 1},
  [45] =
    {field_function, 0},
  [46] =
    {field_negated, 0},
  [47] =
    {field_attribute_marker, 0},
    {field_name, 2},
    {field_prefix, 1, .inherited = true},
  [50] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [53] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
  [56] =
    {field_key, 0},
    {field_name, 0, .inherited = true},
    {field_operator, 1},
    {field_value, 2},
  [60] =
    {field_attribute, 1},
    {field_separator, 2},
  [62] =
    {field_attribute, 1},
    {field_value, 2},
  [64] =
    {field_separator, 2},
    {field_variable, 1},
  [66] =
    {field_value, 2},
    {field_variable, 1},
  [68] =
    {field_separator, 1},
    {field_source, 0},
  [70] =
    {field_source, 0},
    {field_target, 1},
  [72] =
    {field_attribute, 1},
    {field_rest, 2},
  [74] =
    {field_mode, 0},
    {field_slice, 1},
  [76] =
    {field_items, 1},
    {field_mode, 0},
  [78] =
    {field_mode, 0},
    {field_qualifier, 1},
  [80] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [84] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [89] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [94] =
    {field_items, 2, .inherited = true},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [98] =
    {field_items, 2, .inherited = true},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [103] =
    {field_items, 2, .inherited = true},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [108] =
    {field_ifexist, 1},
    {field_target, 3},
  [110] =
    {field_command, 2},
    {field_ifexist, 1},
  [112] =
    {field_command, 1},
    {field_target, 3},
  [114] =
    {field_template, 0},
  [115] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [117] =
    {field_arguments, 1},
    {field_function, 0},
  [119] =
    {field_template, 2},
  [120] =
    {field_operator, 1},
    {field_version, 2},
  [122] =
    {field_condition, 1},
  [123] =
    {field_alternative, 0},
  [124] =
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_value, 3},
  [128] =
    {field_default, 3},
    {field_name, 1},
  [130] =
    {field_attribute, 1},
    {field_separator, 2},
    {field_value, 3},
  [133] =
    {field_separator, 2},
    {field_value, 3},
    {field_variable, 1},
  [136] =
    {field_separator, 1},
    {field_source, 0},
    {field_target, 2},
  [139] =
    {field_items, 2},
    {field_mode, 0},
    {field_slice, 1},
  [142] =
    {field_mode, 0},
    {field_slice, 2},
  [144] =
    {field_mode, 0},
    {field_options, 2},
  [146] =
    {field_items, 2},
    {field_mode, 0},
  [148] =
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [151] =
    {field_items, 2},
    {field_mode, 0},
    {field_qualifier, 1},
  [154] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_mode, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [159] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_mode, 3, .inherited = true},
    {field_options, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [165] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_mode, 3, .inherited = true},
    {field_qualifier, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [171] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [174] =
    {field_command, 1},
    {field_into, 3},
  [176] =
    {field_arguments, 1},
    {field_name, 0},
  [178] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [180] =
    {field_alternative, 3},
    {field_condition, 1},
  [182] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [184] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [186] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [190] =
    {field_items, 3},
    {field_mode, 0},
    {field_slice, 2},
  [193] =
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [196] =
    {field_items, 3},
    {field_mode, 0},
    {field_options, 2},
  [199] =
    {field_items, 3},
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [203] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [206] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [209] =
    {field_alternative, 4},
    {field_condition, 1},
  [211] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [213] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [216] =
    {field_end, 5},
    {field_ignored, 1},
    {field_key, 0},
    {field_operator, 2},
    {field_tag, 3},
  [221] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [226] =
    {field_items, 4},
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [230] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [234] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
  [237] =
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
  [7] = {
    [0] = alias_sym_key_prefix,
  },
  [16] = {
    [1] = sym_variable,
  },
  [38] = {
    [1] = sym_variable,
  },
  [39] = {
    [1] = sym_variable,
  },
  [65] = {
    [1] = sym_variable,
  },
  [90] = {
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
  [10] = 4,
  [11] = 11,
  [12] = 12,
  [13] = 12,
  [14] = 14,
  [15] = 14,
  [16] = 16,
  [17] = 16,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 21,
  [22] = 22,
  [23] = 23,
  [24] = 18,
  [25] = 19,
  [26] = 26,
  [27] = 23,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 22,
  [32] = 32,
  [33] = 21,
  [34] = 34,
  [35] = 35,
  [36] = 20,
  [37] = 37,
  [38] = 26,
  [39] = 39,
  [40] = 28,
  [41] = 41,
  [42] = 30,
  [43] = 29,
  [44] = 32,
  [45] = 34,
  [46] = 35,
  [47] = 26,
  [48] = 48,
  [49] = 49,
  [50] = 50,
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
  [62] = 41,
  [63] = 48,
  [64] = 49,
  [65] = 39,
  [66] = 37,
  [67] = 67,
  [68] = 68,
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
  [79] = 59,
  [80] = 80,
  [81] = 61,
  [82] = 67,
  [83] = 68,
  [84] = 69,
  [85] = 70,
  [86] = 71,
  [87] = 72,
  [88] = 73,
  [89] = 74,
  [90] = 52,
  [91] = 51,
  [92] = 50,
  [93] = 54,
  [94] = 58,
  [95] = 55,
  [96] = 60,
  [97] = 57,
  [98] = 75,
  [99] = 76,
  [100] = 77,
  [101] = 77,
  [102] = 77,
  [103] = 77,
  [104] = 77,
  [105] = 77,
  [106] = 106,
  [107] = 107,
  [108] = 78,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 80,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 119,
  [120] = 120,
  [121] = 121,
  [122] = 122,
  [123] = 123,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 121,
  [129] = 129,
  [130] = 130,
  [131] = 131,
  [132] = 123,
  [133] = 127,
  [134] = 122,
  [135] = 125,
  [136] = 120,
  [137] = 129,
  [138] = 130,
  [139] = 124,
  [140] = 126,
  [141] = 131,
  [142] = 120,
  [143] = 121,
  [144] = 122,
  [145] = 123,
  [146] = 124,
  [147] = 124,
  [148] = 130,
  [149] = 127,
  [150] = 129,
  [151] = 120,
  [152] = 121,
  [153] = 131,
  [154] = 126,
  [155] = 122,
  [156] = 123,
  [157] = 157,
  [158] = 158,
  [159] = 120,
  [160] = 160,
  [161] = 121,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 122,
  [168] = 168,
  [169] = 122,
  [170] = 170,
  [171] = 123,
  [172] = 172,
  [173] = 173,
  [174] = 124,
  [175] = 175,
  [176] = 176,
  [177] = 177,
  [178] = 178,
  [179] = 123,
  [180] = 180,
  [181] = 178,
  [182] = 172,
  [183] = 124,
  [184] = 184,
  [185] = 185,
  [186] = 186,
  [187] = 168,
  [188] = 184,
  [189] = 189,
  [190] = 190,
  [191] = 165,
  [192] = 166,
  [193] = 193,
  [194] = 194,
  [195] = 195,
  [196] = 196,
  [197] = 197,
  [198] = 198,
  [199] = 199,
  [200] = 200,
  [201] = 173,
  [202] = 176,
  [203] = 160,
  [204] = 122,
  [205] = 180,
  [206] = 123,
  [207] = 124,
  [208] = 208,
  [209] = 209,
  [210] = 186,
  [211] = 211,
  [212] = 212,
  [213] = 213,
  [214] = 214,
  [215] = 215,
  [216] = 216,
  [217] = 211,
  [218] = 218,
  [219] = 213,
  [220] = 197,
  [221] = 198,
  [222] = 222,
  [223] = 223,
  [224] = 224,
  [225] = 216,
  [226] = 218,
  [227] = 227,
  [228] = 228,
  [229] = 229,
  [230] = 230,
  [231] = 231,
  [232] = 232,
  [233] = 233,
  [234] = 214,
  [235] = 222,
  [236] = 228,
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
  [250] = 230,
  [251] = 227,
  [252] = 229,
  [253] = 231,
  [254] = 254,
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
  [279] = 238,
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
  [306] = 306,
  [307] = 307,
  [308] = 308,
  [309] = 309,
  [310] = 310,
  [311] = 311,
  [312] = 312,
  [313] = 313,
  [314] = 314,
  [315] = 238,
  [316] = 316,
  [317] = 276,
  [318] = 286,
  [319] = 287,
  [320] = 320,
  [321] = 321,
  [322] = 277,
  [323] = 285,
  [324] = 298,
  [325] = 325,
  [326] = 286,
  [327] = 287,
  [328] = 285,
  [329] = 298,
  [330] = 238,
  [331] = 286,
  [332] = 332,
  [333] = 238,
  [334] = 286,
  [335] = 335,
  [336] = 238,
  [337] = 337,
  [338] = 238,
  [339] = 339,
  [340] = 340,
  [341] = 341,
  [342] = 342,
  [343] = 343,
  [344] = 344,
  [345] = 345,
  [346] = 346,
  [347] = 347,
  [348] = 348,
  [349] = 349,
  [350] = 350,
  [351] = 351,
  [352] = 352,
  [353] = 353,
  [354] = 340,
  [355] = 352,
  [356] = 356,
  [357] = 357,
  [358] = 358,
  [359] = 359,
  [360] = 360,
  [361] = 361,
  [362] = 362,
  [363] = 340,
  [364] = 364,
  [365] = 357,
  [366] = 348,
  [367] = 361,
  [368] = 350,
  [369] = 347,
  [370] = 342,
  [371] = 371,
  [372] = 350,
  [373] = 373,
  [374] = 374,
  [375] = 375,
  [376] = 376,
  [377] = 357,
  [378] = 348,
  [379] = 379,
  [380] = 342,
  [381] = 381,
  [382] = 382,
  [383] = 383,
  [384] = 340,
  [385] = 348,
  [386] = 386,
  [387] = 387,
  [388] = 388,
  [389] = 340,
  [390] = 348,
  [391] = 391,
  [392] = 392,
  [393] = 348,
  [394] = 394,
  [395] = 395,
  [396] = 348,
  [397] = 375,
  [398] = 364,
  [399] = 362,
  [400] = 386,
  [401] = 375,
  [402] = 364,
  [403] = 375,
  [404] = 375,
  [405] = 375,
  [406] = 375,
  [407] = 407,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(242);
      ADVANCE_MAP(
        '\n', 385,
        '!', 336,
        '#', 388,
        '$', 433,
        '(', 286,
        ')', 294,
        '+', 393,
        ',', 266,
        '-', 395,
        '.', 397,
        '/', 264,
        ':', 244,
        '=', 266,
        '@', 36,
        '[', 282,
        '\\', 435,
        ']', 20,
        'A', 159,
        'a', 159,
        'C', 173,
        'c', 173,
        'D', 106,
        'd', 106,
        'E', 145,
        'e', 145,
        'F', 349,
        'f', 349,
        'I', 126,
        'i', 126,
        'M', 88,
        'm', 88,
        'N', 89,
        'n', 89,
        'O', 212,
        'o', 212,
        'R', 108,
        'r', 108,
        'S', 119,
        's', 119,
        'T', 351,
        't', 351,
        'U', 162,
        'u', 162,
        'V', 124,
        'v', 124,
        'W', 94,
        'w', 94,
        'Y', 117,
        'y', 117,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(227);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(347);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 385,
        '!', 37,
        '$', 42,
        '-', 382,
        '\\', 9,
        'F', 350,
        'f', 350,
        'N', 374,
        'n', 374,
        'T', 352,
        't', 352,
        'U', 380,
        'u', 380,
        'Y', 365,
        'y', 365,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(355);
      if (lookahead != 0) ADVANCE(384);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 385,
        '!', 37,
        '$', 42,
        '-', 382,
        '\\', 9,
        'F', 350,
        'f', 350,
        'N', 374,
        'n', 374,
        'T', 352,
        't', 352,
        'Y', 365,
        'y', 365,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(355);
      if (lookahead != 0) ADVANCE(384);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 385,
        '#', 388,
        '+', 394,
        '-', 396,
        ':', 245,
        '@', 105,
        '\\', 430,
        'E', 415,
        'e', 415,
        'I', 407,
        'i', 407,
        'U', 424,
        'u', 424,
        'W', 400,
        'w', 400,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$' &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(431);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 385,
        '#', 388,
        '+', 394,
        '-', 396,
        ':', 246,
        '@', 105,
        '\\', 430,
        'E', 418,
        'e', 418,
        'I', 407,
        'i', 407,
        'U', 424,
        'u', 424,
        'W', 400,
        'w', 400,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$' &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(431);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '#') ADVANCE(391);
      if (lookahead == ')') ADVANCE(294);
      if (lookahead == '\\') ADVANCE(295);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(296);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '(') ADVANCE(23);
      if (lookahead == ')') ADVANCE(294);
      if (lookahead == '\\') ADVANCE(291);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(292);
      if (lookahead != 0) ADVANCE(293);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0) ADVANCE(80);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(222);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(429);
      END_STATE();
    case 9:
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '!', 337,
        '$', 42,
        '-', 382,
        '\\', 9,
        'D', 362,
        'd', 362,
        'F', 350,
        'f', 350,
        'N', 374,
        'n', 374,
        'T', 352,
        't', 352,
        'V', 364,
        'v', 364,
        'Y', 365,
        'y', 365,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(355);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(384);
      END_STATE();
    case 11:
      if (lookahead == '#') ADVANCE(80);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 12:
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '(') ADVANCE(454);
      if (lookahead == ')') ADVANCE(294);
      if (lookahead == '\\') ADVANCE(435);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(451);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(452);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(24);
      if (lookahead == ',') ADVANCE(25);
      if (lookahead == ';') ADVANCE(32);
      if (lookahead == '=') ADVANCE(427);
      if (lookahead == '|') ADVANCE(34);
      END_STATE();
    case 14:
      if (lookahead == '&') ADVANCE(33);
      if (lookahead == '=') ADVANCE(427);
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(459);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(458);
      END_STATE();
    case 17:
      ADVANCE_MAP(
        '(', 458,
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
      ADVANCE_MAP(
        ')', 294,
        '+', 13,
        ':', 243,
        '=', 427,
        '\\', 9,
        'C', 178,
        'c', 178,
        'I', 131,
        'i', 131,
        'O', 212,
        'o', 212,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(18);
      END_STATE();
    case 19:
      if (lookahead == ')') ADVANCE(294);
      if (lookahead == '\\') ADVANCE(455);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(456);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(457);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(464);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(464);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(463);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(322);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(22);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(293);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(23);
      END_STATE();
    case 24:
      if (lookahead == '*') ADVANCE(33);
      if (lookahead == '=') ADVANCE(427);
      END_STATE();
    case 25:
      if (lookahead == ',') ADVANCE(33);
      if (lookahead == '=') ADVANCE(427);
      END_STATE();
    case 26:
      if (lookahead == '-') ADVANCE(224);
      if (lookahead == ':') ADVANCE(323);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(29);
      END_STATE();
    case 27:
      if (lookahead == ':') ADVANCE(323);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      END_STATE();
    case 28:
      if (lookahead == ':') ADVANCE(323);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(323);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(28);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(29);
      END_STATE();
    case 30:
      if (lookahead == ':') ADVANCE(324);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(30);
      END_STATE();
    case 31:
      ADVANCE_MAP(
        ':', 104,
        '\\', 9,
        'E', 144,
        'e', 144,
        'F', 190,
        'f', 190,
        'I', 161,
        'i', 161,
        'M', 88,
        'm', 88,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(31);
      END_STATE();
    case 32:
      if (lookahead == ';') ADVANCE(33);
      if (lookahead == '=') ADVANCE(427);
      END_STATE();
    case 33:
      if (lookahead == '=') ADVANCE(427);
      END_STATE();
    case 34:
      if (lookahead == '=') ADVANCE(427);
      if (lookahead == '|') ADVANCE(33);
      END_STATE();
    case 35:
      if (lookahead == '=') ADVANCE(432);
      END_STATE();
    case 36:
      if (lookahead == '=') ADVANCE(432);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(185);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(196);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(94);
      END_STATE();
    case 37:
      if (lookahead == '=') ADVANCE(384);
      END_STATE();
    case 38:
      if (lookahead == 'A') ADVANCE(71);
      END_STATE();
    case 39:
      if (lookahead == 'A') ADVANCE(57);
      END_STATE();
    case 40:
      if (lookahead == 'A') ADVANCE(59);
      END_STATE();
    case 41:
      if (lookahead == 'A') ADVANCE(62);
      if (lookahead == 'E') ADVANCE(39);
      END_STATE();
    case 42:
      ADVANCE_MAP(
        'B', 38,
        'C', 53,
        'D', 54,
        'E', 60,
        'F', 17,
        'I', 61,
        'R', 41,
        'S', 74,
      );
      END_STATE();
    case 43:
      if (lookahead == 'B') ADVANCE(72);
      END_STATE();
    case 44:
      if (lookahead == 'C') ADVANCE(53);
      if (lookahead == 'I') ADVANCE(65);
      END_STATE();
    case 45:
      if (lookahead == 'C') ADVANCE(47);
      END_STATE();
    case 46:
      if (lookahead == 'D') ADVANCE(67);
      END_STATE();
    case 47:
      if (lookahead == 'E') ADVANCE(16);
      END_STATE();
    case 48:
      if (lookahead == 'E') ADVANCE(52);
      END_STATE();
    case 49:
      if (lookahead == 'E') ADVANCE(64);
      END_STATE();
    case 50:
      if (lookahead == 'E') ADVANCE(68);
      END_STATE();
    case 51:
      if (lookahead == 'G') ADVANCE(16);
      END_STATE();
    case 52:
      if (lookahead == 'G') ADVANCE(50);
      END_STATE();
    case 53:
      if (lookahead == 'H') ADVANCE(66);
      END_STATE();
    case 54:
      if (lookahead == 'I') ADVANCE(70);
      END_STATE();
    case 55:
      if (lookahead == 'I') ADVANCE(45);
      END_STATE();
    case 56:
      if (lookahead == 'I') ADVANCE(63);
      END_STATE();
    case 57:
      if (lookahead == 'L') ADVANCE(16);
      END_STATE();
    case 58:
      if (lookahead == 'M') ADVANCE(86);
      END_STATE();
    case 59:
      if (lookahead == 'M') ADVANCE(47);
      END_STATE();
    case 60:
      if (lookahead == 'N') ADVANCE(77);
      if (lookahead == 'V') ADVANCE(39);
      END_STATE();
    case 61:
      if (lookahead == 'N') ADVANCE(73);
      END_STATE();
    case 62:
      if (lookahead == 'N') ADVANCE(46);
      END_STATE();
    case 63:
      if (lookahead == 'N') ADVANCE(51);
      END_STATE();
    case 64:
      if (lookahead == 'N') ADVANCE(40);
      END_STATE();
    case 65:
      if (lookahead == 'N') ADVANCE(76);
      END_STATE();
    case 66:
      if (lookahead == 'O') ADVANCE(55);
      END_STATE();
    case 67:
      if (lookahead == 'O') ADVANCE(58);
      END_STATE();
    case 68:
      if (lookahead == 'R') ADVANCE(16);
      END_STATE();
    case 69:
      if (lookahead == 'R') ADVANCE(56);
      END_STATE();
    case 70:
      if (lookahead == 'R') ADVANCE(64);
      END_STATE();
    case 71:
      if (lookahead == 'S') ADVANCE(49);
      END_STATE();
    case 72:
      if (lookahead == 'S') ADVANCE(75);
      END_STATE();
    case 73:
      if (lookahead == 'T') ADVANCE(16);
      END_STATE();
    case 74:
      if (lookahead == 'T') ADVANCE(69);
      if (lookahead == 'U') ADVANCE(43);
      END_STATE();
    case 75:
      if (lookahead == 'T') ADVANCE(68);
      END_STATE();
    case 76:
      if (lookahead == 'T') ADVANCE(48);
      END_STATE();
    case 77:
      if (lookahead == 'V') ADVANCE(16);
      END_STATE();
    case 78:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(78);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(450);
      END_STATE();
    case 79:
      if (lookahead == '\\') ADVANCE(9);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(79);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 80:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(80);
      END_STATE();
    case 81:
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 82:
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 83:
      if (lookahead == '\\') ADVANCE(461);
      if (lookahead == ']') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(462);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(463);
      END_STATE();
    case 84:
      if (lookahead == '\\') ADVANCE(315);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(84);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(316);
      END_STATE();
    case 85:
      if (lookahead == '\\') ADVANCE(341);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(85);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(342);
      END_STATE();
    case 86:
      if (lookahead == '_') ADVANCE(44);
      END_STATE();
    case 87:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(225);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(358);
      END_STATE();
    case 88:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(202);
      END_STATE();
    case 89:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(156);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(348);
      END_STATE();
    case 90:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(169);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(107);
      END_STATE();
    case 91:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(146);
      END_STATE();
    case 92:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(99);
      END_STATE();
    case 93:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(213);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(171);
      END_STATE();
    case 94:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(184);
      END_STATE();
    case 95:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(165);
      END_STATE();
    case 96:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(157);
      END_STATE();
    case 97:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(135);
      END_STATE();
    case 98:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(147);
      END_STATE();
    case 99:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(188);
      END_STATE();
    case 100:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(312);
      END_STATE();
    case 101:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(338);
      END_STATE();
    case 102:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(139);
      END_STATE();
    case 103:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(116);
      END_STATE();
    case 104:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(144);
      END_STATE();
    case 105:
      ADVANCE_MAP(
        'E', 185,
        'e', 185,
        'I', 167,
        'i', 167,
        'U', 196,
        'u', 196,
        'W', 94,
        'w', 94,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(431);
      END_STATE();
    case 106:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(128);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(186);
      END_STATE();
    case 107:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(348);
      END_STATE();
    case 108:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(168);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(218);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(319);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(333);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(255);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(254);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(253);
      END_STATE();
    case 115:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(256);
      END_STATE();
    case 116:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(317);
      END_STATE();
    case 117:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(193);
      END_STATE();
    case 118:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(101);
      END_STATE();
    case 119:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 120:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(211);
      END_STATE();
    case 121:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(192);
      END_STATE();
    case 122:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(207);
      END_STATE();
    case 123:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(172);
      END_STATE();
    case 124:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(189);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(347);
      END_STATE();
    case 125:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(158);
      END_STATE();
    case 126:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(326);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(269);
      END_STATE();
    case 127:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(325);
      END_STATE();
    case 128:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(93);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(120);
      END_STATE();
    case 129:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(331);
      END_STATE();
    case 130:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(328);
      END_STATE();
    case 131:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(109);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(209);
      END_STATE();
    case 132:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(180);
      END_STATE();
    case 133:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(274);
      END_STATE();
    case 134:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(30);
      END_STATE();
    case 135:
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(143);
      END_STATE();
    case 136:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(217);
      END_STATE();
    case 137:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(129);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(111);
      END_STATE();
    case 138:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(179);
      END_STATE();
    case 139:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(130);
      END_STATE();
    case 140:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(163);
      END_STATE();
    case 141:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(191);
      END_STATE();
    case 142:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(200);
      END_STATE();
    case 143:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(166);
      END_STATE();
    case 144:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(137);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(102);
      END_STATE();
    case 145:
      ADVANCE_MAP(
        'L', 137,
        'l', 137,
        'N', 102,
        'n', 102,
        'R', 183,
        'r', 183,
        'V', 91,
        'v', 91,
      );
      END_STATE();
    case 146:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(155);
      END_STATE();
    case 147:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(214);
      END_STATE();
    case 148:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(206);
      END_STATE();
    case 149:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(199);
      END_STATE();
    case 150:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(258);
      END_STATE();
    case 151:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(271);
      END_STATE();
    case 152:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(154);
      END_STATE();
    case 153:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(154);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(220);
      END_STATE();
    case 154:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(95);
      END_STATE();
    case 155:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(92);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(122);
      END_STATE();
    case 156:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(112);
      END_STATE();
    case 157:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(114);
      END_STATE();
    case 158:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(123);
      END_STATE();
    case 159:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(219);
      END_STATE();
    case 160:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(102);
      END_STATE();
    case 161:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(269);
      END_STATE();
    case 162:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(136);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(110);
      END_STATE();
    case 163:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(134);
      END_STATE();
    case 164:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(343);
      END_STATE();
    case 165:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(100);
      END_STATE();
    case 166:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(133);
      END_STATE();
    case 167:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(98);
      END_STATE();
    case 168:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(96);
      if (lookahead == 'Q' ||
          lookahead == 'q') ADVANCE(215);
      END_STATE();
    case 169:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(197);
      END_STATE();
    case 170:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(140);
      END_STATE();
    case 171:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(118);
      END_STATE();
    case 172:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(210);
      END_STATE();
    case 173:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(153);
      END_STATE();
    case 174:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(251);
      END_STATE();
    case 175:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(314);
      END_STATE();
    case 176:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(151);
      END_STATE();
    case 177:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(182);
      END_STATE();
    case 178:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(152);
      END_STATE();
    case 179:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(164);
      END_STATE();
    case 180:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(187);
      END_STATE();
    case 181:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(216);
      END_STATE();
    case 182:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(27);
      END_STATE();
    case 183:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(177);
      END_STATE();
    case 184:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(170);
      END_STATE();
    case 185:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(183);
      END_STATE();
    case 186:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(194);
      END_STATE();
    case 187:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(150);
      END_STATE();
    case 188:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(174);
      END_STATE();
    case 189:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(198);
      END_STATE();
    case 190:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(176);
      END_STATE();
    case 191:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(125);
      END_STATE();
    case 192:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(201);
      END_STATE();
    case 193:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(348);
      END_STATE();
    case 194:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(277);
      END_STATE();
    case 195:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(257);
      END_STATE();
    case 196:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(110);
      END_STATE();
    case 197:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(132);
      END_STATE();
    case 198:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(138);
      END_STATE();
    case 199:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(107);
      END_STATE();
    case 200:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(208);
      END_STATE();
    case 201:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(115);
      END_STATE();
    case 202:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(97);
      END_STATE();
    case 203:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(181);
      END_STATE();
    case 204:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(248);
      END_STATE();
    case 205:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(313);
      END_STATE();
    case 206:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(249);
      END_STATE();
    case 207:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(250);
      END_STATE();
    case 208:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(310);
      END_STATE();
    case 209:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(175);
      END_STATE();
    case 210:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(195);
      END_STATE();
    case 211:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(113);
      END_STATE();
    case 212:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(203);
      END_STATE();
    case 213:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(148);
      END_STATE();
    case 214:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(103);
      END_STATE();
    case 215:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(141);
      END_STATE();
    case 216:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(205);
      END_STATE();
    case 217:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(121);
      END_STATE();
    case 218:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(142);
      END_STATE();
    case 219:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(278);
      END_STATE();
    case 220:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(252);
      END_STATE();
    case 221:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(346);
      END_STATE();
    case 222:
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(222);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(429);
      END_STATE();
    case 223:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(347);
      END_STATE();
    case 224:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(29);
      END_STATE();
    case 225:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(358);
      END_STATE();
    case 226:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(463);
      END_STATE();
    case 227:
      if (eof) ADVANCE(242);
      ADVANCE_MAP(
        '\n', 385,
        '!', 336,
        '#', 388,
        '$', 433,
        '(', 290,
        ')', 294,
        '+', 393,
        ',', 266,
        '-', 395,
        '/', 264,
        ':', 244,
        '=', 266,
        '@', 36,
        '[', 282,
        '\\', 435,
        ']', 20,
        'A', 159,
        'a', 159,
        'C', 173,
        'c', 173,
        'D', 106,
        'd', 106,
        'E', 145,
        'e', 145,
        'F', 349,
        'f', 349,
        'I', 126,
        'i', 126,
        'M', 88,
        'm', 88,
        'N', 89,
        'n', 89,
        'O', 212,
        'o', 212,
        'R', 108,
        'r', 108,
        'S', 119,
        's', 119,
        'T', 351,
        't', 351,
        'U', 162,
        'u', 162,
        'V', 124,
        'v', 124,
        'W', 94,
        'w', 94,
        'Y', 117,
        'y', 117,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(227);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(347);
      END_STATE();
    case 228:
      if (eof) ADVANCE(242);
      ADVANCE_MAP(
        '\n', 385,
        '!', 221,
        '$', 42,
        ',', 297,
        '-', 268,
        ':', 243,
        '\\', 9,
        'F', 307,
        'f', 307,
        'I', 304,
        'i', 304,
        'M', 298,
        'm', 298,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(346);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(228);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '/') ADVANCE(267);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(354);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 229:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '"') ADVANCE(261);
      if (lookahead == '\'') ADVANCE(262);
      if (lookahead == '/') ADVANCE(264);
      if (lookahead == '\\') ADVANCE(260);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(229);
      if (lookahead != 0 &&
          lookahead != ',' &&
          lookahead != '=') ADVANCE(263);
      END_STATE();
    case 230:
      if (eof) ADVANCE(242);
      ADVANCE_MAP(
        '\n', 385,
        '#', 388,
        '+', 394,
        '-', 396,
        ':', 247,
        '@', 105,
        '\\', 430,
        'E', 423,
        'e', 423,
        'I', 407,
        'i', 407,
        'U', 424,
        'u', 424,
        'W', 400,
        'w', 400,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(230);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '#' &&
          lookahead != '$' &&
          (lookahead < '@' || '\\' < lookahead)) ADVANCE(431);
      END_STATE();
    case 231:
      if (eof) ADVANCE(242);
      ADVANCE_MAP(
        '\n', 385,
        '$', 433,
        '(', 290,
        '[', 280,
        '\\', 434,
        'A', 444,
        'a', 444,
        'D', 440,
        'd', 440,
        'F', 441,
        'f', 441,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(231);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 232:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '(') ADVANCE(290);
      if (lookahead == '[') ADVANCE(280);
      if (lookahead == '\\') ADVANCE(434);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(436);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(232);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 233:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '(') ADVANCE(290);
      if (lookahead == '[') ADVANCE(280);
      if (lookahead == '\\') ADVANCE(434);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(233);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 234:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '(') ADVANCE(290);
      if (lookahead == '\\') ADVANCE(434);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(234);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 235:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '(') ADVANCE(287);
      if (lookahead == '[') ADVANCE(280);
      if (lookahead == '\\') ADVANCE(434);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(233);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 236:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '\\') ADVANCE(434);
      if (lookahead == ',' ||
          lookahead == '=') ADVANCE(266);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(236);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 237:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '$') ADVANCE(433);
      if (lookahead == '\\') ADVANCE(434);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(237);
      if (lookahead != 0) ADVANCE(449);
      END_STATE();
    case 238:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '(') ADVANCE(322);
      if (lookahead == ',') ADVANCE(297);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(241);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 239:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '.') ADVANCE(397);
      if (lookahead == '@') ADVANCE(35);
      if (lookahead == '\\') ADVANCE(428);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(427);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(240);
      if (lookahead != 0) ADVANCE(429);
      END_STATE();
    case 240:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == '+') ADVANCE(13);
      if (lookahead == '@') ADVANCE(35);
      if (lookahead == '\\') ADVANCE(428);
      if (lookahead == ':' ||
          lookahead == '=') ADVANCE(427);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(240);
      if (lookahead != 0 &&
          lookahead != '.') ADVANCE(429);
      END_STATE();
    case 241:
      if (eof) ADVANCE(242);
      if (lookahead == '\n') ADVANCE(385);
      if (lookahead == ',') ADVANCE(297);
      if (lookahead == '\\') ADVANCE(9);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(241);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(144);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(127);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(144);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(127);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(431);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(160);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(127);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(431);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(127);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(431);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(aux_sym_set_statement_token1);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(aux_sym_default_statement_token1);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(aux_sym_evalset_statement_token1);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(aux_sym_evalmacro_statement_token1);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(aux_sym_copy_statement_token1);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(aux_sym_rename_statement_token1);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(aux_sym_delete_statement_token1);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(aux_sym_name_statement_token1);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(aux_sym_universe_statement_token1);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_requirements_statement_token1);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_transform_statement_token1);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(sym_attribute);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ',' &&
          lookahead != '=') ADVANCE(263);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead == '"') ADVANCE(259);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(261);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead == '\'') ADVANCE(259);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(262);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(sym_attribute);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ',' &&
          lookahead != '=') ADVANCE(263);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(sym_regex);
      if (lookahead == '/') ADVANCE(265);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(264);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(264);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(sym_regex);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(265);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(sym_separator);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(267);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(aux_sym_queue_count_token1);
      if (lookahead == '%' ||
          ('(' <= lookahead && lookahead <= '+') ||
          lookahead == '-' ||
          lookahead == '/') ADVANCE(267);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(354);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(aux_sym__queue_from_token2);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(aux_sym__queue_matching_token2);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(aux_sym__queue_matching_token3);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(aux_sym__queue_matching_token4);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(sym_slice);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == '\\') ADVANCE(281);
      if (lookahead == ']') ADVANCE(279);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(280);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(283);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(280);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == '\\') ADVANCE(281);
      if (lookahead == ']') ADVANCE(279);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(283);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(280);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == ']') ADVANCE(279);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ':' ||
          lookahead == '=') ADVANCE(283);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(282);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_slice);
      if (lookahead == ']') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(283);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_table_options);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == '(') ADVANCE(289);
      if (lookahead == ')') ADVANCE(284);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(285);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == '(') ADVANCE(285);
      if (lookahead == ')') ADVANCE(284);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(286);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == ')') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(288);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(287);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(289);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(287);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == ')') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(288);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(289);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(287);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_table_options);
      if (lookahead == ')') ADVANCE(284);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(289);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '(') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(291);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(293);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(23);
      if (lookahead == '\\') ADVANCE(291);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(292);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(293);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(23);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(293);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(295);
      if (lookahead != 0) ADVANCE(296);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(296);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(308);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(301);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(275);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(302);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(305);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(272);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(270);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(300);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(303);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(306);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(299);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(309);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(311);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym_include_token2);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(316);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym_include_token6);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(316);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__include_keyword);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__include_keyword);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym_template_token1);
      if (lookahead == '(') ADVANCE(22);
      if (lookahead == ')') ADVANCE(321);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(322);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(aux_sym_error_directive_token1);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(aux_sym_warning_directive_token1);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(218);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(330);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(330);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(330);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(335);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(335);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(335);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(384);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(342);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(342);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(345);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(223);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(347);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(149);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(371);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(90);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(381);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(356);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(87);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(354);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(357);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(360);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(355);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(87);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(356);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(360);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(357);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(358);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(359);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(383);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(359);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(339);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(368);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(353);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(376);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(377);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(361);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(340);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(369);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(373);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(375);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(379);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(344);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(366);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(353);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(372);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(378);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(353);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(370);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(363);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(367);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(363);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(355);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(359);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(384);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(80);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(11);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(392);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(391);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(389);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(391);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(390);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(391);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(387);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(391);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(391);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(392);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(14);
      if (lookahead == '*') ADVANCE(24);
      if (lookahead == ',') ADVANCE(25);
      if (lookahead == ';') ADVANCE(32);
      if (lookahead == '=') ADVANCE(427);
      if (lookahead == '|') ADVANCE(34);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(431);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(anon_sym_DASH);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          (lookahead < '0' || '9' < lookahead) &&
          (lookahead < 'A' || 'Z' < lookahead) &&
          lookahead != '_' &&
          (lookahead < 'a' || 'z' < lookahead)) ADVANCE(431);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(323);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(26);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(324);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(30);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(421);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(414);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(405);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(413);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(320);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(318);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(334);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(327);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(401);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(332);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(329);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(399);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(408);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(406);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(417);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(409);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(425);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(411);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(403);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(420);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(412);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(410);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(403);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(420);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(422);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(419);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(416);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(398);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(420);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(404);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(402);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(426);
      END_STATE();
    case 427:
      ACCEPT_TOKEN(sym_operator);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(222);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(429);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(222);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '+' &&
          lookahead != ':' &&
          lookahead != '=' &&
          lookahead != '@') ADVANCE(429);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(430);
      if (lookahead != 0) ADVANCE(431);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(sym__garbage_line);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(431);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 15,
        'B', 38,
        'C', 53,
        'D', 54,
        'E', 60,
        'F', 17,
        'I', 61,
        'R', 41,
        'S', 74,
      );
      END_STATE();
    case 434:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(9);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(437);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 437:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(443);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(273);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(447);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(445);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(442);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(439);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(438);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(448);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(446);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(277);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(276);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(278);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(82);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(81);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(449);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(450);
      END_STATE();
    case 451:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(451);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(452);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(452);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(aux_sym_default_value_token2);
      if (lookahead == ')') ADVANCE(453);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(454);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(455);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(457);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(455);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(456);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(457);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(457);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(460);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(386);
      if (lookahead == ']') ADVANCE(226);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(461);
      if (lookahead != 0) ADVANCE(463);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(461);
      if (lookahead == ']') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(462);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(463);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(226);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(463);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 230, .external_lex_state = 2},
  [2] = {.lex_state = 3, .external_lex_state = 2},
  [3] = {.lex_state = 3, .external_lex_state = 2},
  [4] = {.lex_state = 3, .external_lex_state = 2},
  [5] = {.lex_state = 3, .external_lex_state = 2},
  [6] = {.lex_state = 3, .external_lex_state = 2},
  [7] = {.lex_state = 230, .external_lex_state = 2},
  [8] = {.lex_state = 230, .external_lex_state = 2},
  [9] = {.lex_state = 4, .external_lex_state = 2},
  [10] = {.lex_state = 4, .external_lex_state = 2},
  [11] = {.lex_state = 4, .external_lex_state = 2},
  [12] = {.lex_state = 230, .external_lex_state = 2},
  [13] = {.lex_state = 230, .external_lex_state = 2},
  [14] = {.lex_state = 0},
  [15] = {.lex_state = 0},
  [16] = {.lex_state = 231, .external_lex_state = 3},
  [17] = {.lex_state = 231, .external_lex_state = 3},
  [18] = {.lex_state = 235, .external_lex_state = 3},
  [19] = {.lex_state = 232, .external_lex_state = 3},
  [20] = {.lex_state = 228, .external_lex_state = 3},
  [21] = {.lex_state = 233, .external_lex_state = 3},
  [22] = {.lex_state = 233, .external_lex_state = 3},
  [23] = {.lex_state = 233, .external_lex_state = 3},
  [24] = {.lex_state = 235, .external_lex_state = 3},
  [25] = {.lex_state = 232, .external_lex_state = 3},
  [26] = {.lex_state = 3, .external_lex_state = 2},
  [27] = {.lex_state = 233, .external_lex_state = 3},
  [28] = {.lex_state = 234, .external_lex_state = 3},
  [29] = {.lex_state = 234, .external_lex_state = 3},
  [30] = {.lex_state = 234, .external_lex_state = 3},
  [31] = {.lex_state = 233, .external_lex_state = 3},
  [32] = {.lex_state = 234, .external_lex_state = 3},
  [33] = {.lex_state = 233, .external_lex_state = 3},
  [34] = {.lex_state = 234, .external_lex_state = 3},
  [35] = {.lex_state = 234, .external_lex_state = 3},
  [36] = {.lex_state = 228, .external_lex_state = 3},
  [37] = {.lex_state = 236, .external_lex_state = 3},
  [38] = {.lex_state = 230, .external_lex_state = 2},
  [39] = {.lex_state = 236, .external_lex_state = 3},
  [40] = {.lex_state = 234, .external_lex_state = 3},
  [41] = {.lex_state = 236, .external_lex_state = 3},
  [42] = {.lex_state = 234, .external_lex_state = 3},
  [43] = {.lex_state = 234, .external_lex_state = 3},
  [44] = {.lex_state = 234, .external_lex_state = 3},
  [45] = {.lex_state = 234, .external_lex_state = 3},
  [46] = {.lex_state = 234, .external_lex_state = 3},
  [47] = {.lex_state = 4, .external_lex_state = 2},
  [48] = {.lex_state = 236, .external_lex_state = 3},
  [49] = {.lex_state = 236, .external_lex_state = 3},
  [50] = {.lex_state = 237, .external_lex_state = 3},
  [51] = {.lex_state = 237, .external_lex_state = 3},
  [52] = {.lex_state = 237, .external_lex_state = 3},
  [53] = {.lex_state = 10, .external_lex_state = 3},
  [54] = {.lex_state = 237, .external_lex_state = 3},
  [55] = {.lex_state = 237, .external_lex_state = 3},
  [56] = {.lex_state = 10, .external_lex_state = 3},
  [57] = {.lex_state = 237, .external_lex_state = 3},
  [58] = {.lex_state = 237, .external_lex_state = 3},
  [59] = {.lex_state = 237, .external_lex_state = 3},
  [60] = {.lex_state = 237, .external_lex_state = 3},
  [61] = {.lex_state = 237, .external_lex_state = 3},
  [62] = {.lex_state = 236, .external_lex_state = 3},
  [63] = {.lex_state = 236, .external_lex_state = 3},
  [64] = {.lex_state = 236, .external_lex_state = 3},
  [65] = {.lex_state = 236, .external_lex_state = 3},
  [66] = {.lex_state = 236, .external_lex_state = 3},
  [67] = {.lex_state = 237, .external_lex_state = 3},
  [68] = {.lex_state = 237, .external_lex_state = 3},
  [69] = {.lex_state = 237, .external_lex_state = 3},
  [70] = {.lex_state = 237, .external_lex_state = 3},
  [71] = {.lex_state = 237, .external_lex_state = 3},
  [72] = {.lex_state = 237, .external_lex_state = 3},
  [73] = {.lex_state = 237, .external_lex_state = 3},
  [74] = {.lex_state = 237, .external_lex_state = 3},
  [75] = {.lex_state = 237, .external_lex_state = 3},
  [76] = {.lex_state = 237, .external_lex_state = 3},
  [77] = {.lex_state = 12, .external_lex_state = 3},
  [78] = {.lex_state = 237, .external_lex_state = 3},
  [79] = {.lex_state = 237, .external_lex_state = 3},
  [80] = {.lex_state = 237, .external_lex_state = 3},
  [81] = {.lex_state = 237, .external_lex_state = 3},
  [82] = {.lex_state = 237, .external_lex_state = 3},
  [83] = {.lex_state = 237, .external_lex_state = 3},
  [84] = {.lex_state = 237, .external_lex_state = 3},
  [85] = {.lex_state = 237, .external_lex_state = 3},
  [86] = {.lex_state = 237, .external_lex_state = 3},
  [87] = {.lex_state = 237, .external_lex_state = 3},
  [88] = {.lex_state = 237, .external_lex_state = 3},
  [89] = {.lex_state = 237, .external_lex_state = 3},
  [90] = {.lex_state = 237, .external_lex_state = 3},
  [91] = {.lex_state = 237, .external_lex_state = 3},
  [92] = {.lex_state = 237, .external_lex_state = 3},
  [93] = {.lex_state = 237, .external_lex_state = 3},
  [94] = {.lex_state = 237, .external_lex_state = 3},
  [95] = {.lex_state = 237, .external_lex_state = 3},
  [96] = {.lex_state = 237, .external_lex_state = 3},
  [97] = {.lex_state = 237, .external_lex_state = 3},
  [98] = {.lex_state = 237, .external_lex_state = 3},
  [99] = {.lex_state = 237, .external_lex_state = 3},
  [100] = {.lex_state = 12, .external_lex_state = 3},
  [101] = {.lex_state = 12, .external_lex_state = 3},
  [102] = {.lex_state = 12, .external_lex_state = 3},
  [103] = {.lex_state = 12, .external_lex_state = 3},
  [104] = {.lex_state = 12, .external_lex_state = 3},
  [105] = {.lex_state = 12, .external_lex_state = 3},
  [106] = {.lex_state = 12, .external_lex_state = 3},
  [107] = {.lex_state = 10, .external_lex_state = 3},
  [108] = {.lex_state = 237, .external_lex_state = 3},
  [109] = {.lex_state = 12, .external_lex_state = 3},
  [110] = {.lex_state = 228, .external_lex_state = 3},
  [111] = {.lex_state = 228, .external_lex_state = 3},
  [112] = {.lex_state = 237, .external_lex_state = 3},
  [113] = {.lex_state = 2, .external_lex_state = 3},
  [114] = {.lex_state = 2, .external_lex_state = 3},
  [115] = {.lex_state = 2, .external_lex_state = 3},
  [116] = {.lex_state = 2, .external_lex_state = 3},
  [117] = {.lex_state = 1, .external_lex_state = 3},
  [118] = {.lex_state = 2, .external_lex_state = 3},
  [119] = {.lex_state = 2, .external_lex_state = 3},
  [120] = {.lex_state = 228, .external_lex_state = 3},
  [121] = {.lex_state = 228, .external_lex_state = 3},
  [122] = {.lex_state = 228, .external_lex_state = 3},
  [123] = {.lex_state = 228, .external_lex_state = 3},
  [124] = {.lex_state = 228, .external_lex_state = 3},
  [125] = {.lex_state = 228},
  [126] = {.lex_state = 237, .external_lex_state = 3},
  [127] = {.lex_state = 237, .external_lex_state = 3},
  [128] = {.lex_state = 237, .external_lex_state = 3},
  [129] = {.lex_state = 237, .external_lex_state = 3},
  [130] = {.lex_state = 237, .external_lex_state = 3},
  [131] = {.lex_state = 237, .external_lex_state = 3},
  [132] = {.lex_state = 237, .external_lex_state = 3},
  [133] = {.lex_state = 12, .external_lex_state = 3},
  [134] = {.lex_state = 237, .external_lex_state = 3},
  [135] = {.lex_state = 228},
  [136] = {.lex_state = 237, .external_lex_state = 3},
  [137] = {.lex_state = 12, .external_lex_state = 3},
  [138] = {.lex_state = 12, .external_lex_state = 3},
  [139] = {.lex_state = 237, .external_lex_state = 3},
  [140] = {.lex_state = 12, .external_lex_state = 3},
  [141] = {.lex_state = 12, .external_lex_state = 3},
  [142] = {.lex_state = 12, .external_lex_state = 3},
  [143] = {.lex_state = 12, .external_lex_state = 3},
  [144] = {.lex_state = 12, .external_lex_state = 3},
  [145] = {.lex_state = 12, .external_lex_state = 3},
  [146] = {.lex_state = 12, .external_lex_state = 3},
  [147] = {.lex_state = 237, .external_lex_state = 3},
  [148] = {.lex_state = 237, .external_lex_state = 3},
  [149] = {.lex_state = 237, .external_lex_state = 3},
  [150] = {.lex_state = 237, .external_lex_state = 3},
  [151] = {.lex_state = 237, .external_lex_state = 3},
  [152] = {.lex_state = 237, .external_lex_state = 3},
  [153] = {.lex_state = 237, .external_lex_state = 3},
  [154] = {.lex_state = 237, .external_lex_state = 3},
  [155] = {.lex_state = 237, .external_lex_state = 3},
  [156] = {.lex_state = 237, .external_lex_state = 3},
  [157] = {.lex_state = 0, .external_lex_state = 4},
  [158] = {.lex_state = 0, .external_lex_state = 4},
  [159] = {.lex_state = 2, .external_lex_state = 3},
  [160] = {.lex_state = 239},
  [161] = {.lex_state = 2, .external_lex_state = 3},
  [162] = {.lex_state = 31},
  [163] = {.lex_state = 228},
  [164] = {.lex_state = 0, .external_lex_state = 4},
  [165] = {.lex_state = 239},
  [166] = {.lex_state = 239},
  [167] = {.lex_state = 239},
  [168] = {.lex_state = 31},
  [169] = {.lex_state = 2, .external_lex_state = 3},
  [170] = {.lex_state = 0, .external_lex_state = 4},
  [171] = {.lex_state = 2, .external_lex_state = 3},
  [172] = {.lex_state = 18},
  [173] = {.lex_state = 239},
  [174] = {.lex_state = 2, .external_lex_state = 3},
  [175] = {.lex_state = 228},
  [176] = {.lex_state = 239},
  [177] = {.lex_state = 31},
  [178] = {.lex_state = 31},
  [179] = {.lex_state = 239},
  [180] = {.lex_state = 239},
  [181] = {.lex_state = 31},
  [182] = {.lex_state = 18},
  [183] = {.lex_state = 239},
  [184] = {.lex_state = 239},
  [185] = {.lex_state = 228},
  [186] = {.lex_state = 239},
  [187] = {.lex_state = 31},
  [188] = {.lex_state = 239},
  [189] = {.lex_state = 238},
  [190] = {.lex_state = 238},
  [191] = {.lex_state = 239},
  [192] = {.lex_state = 239},
  [193] = {.lex_state = 31},
  [194] = {.lex_state = 5},
  [195] = {.lex_state = 5},
  [196] = {.lex_state = 238},
  [197] = {.lex_state = 229},
  [198] = {.lex_state = 229},
  [199] = {.lex_state = 5},
  [200] = {.lex_state = 5},
  [201] = {.lex_state = 239},
  [202] = {.lex_state = 239},
  [203] = {.lex_state = 239},
  [204] = {.lex_state = 239},
  [205] = {.lex_state = 239},
  [206] = {.lex_state = 239},
  [207] = {.lex_state = 239},
  [208] = {.lex_state = 228},
  [209] = {.lex_state = 238},
  [210] = {.lex_state = 239},
  [211] = {.lex_state = 239},
  [212] = {.lex_state = 5},
  [213] = {.lex_state = 238, .external_lex_state = 3},
  [214] = {.lex_state = 229},
  [215] = {.lex_state = 238, .external_lex_state = 3},
  [216] = {.lex_state = 238, .external_lex_state = 3},
  [217] = {.lex_state = 239},
  [218] = {.lex_state = 238, .external_lex_state = 3},
  [219] = {.lex_state = 238, .external_lex_state = 3},
  [220] = {.lex_state = 229},
  [221] = {.lex_state = 229},
  [222] = {.lex_state = 239},
  [223] = {.lex_state = 238},
  [224] = {.lex_state = 238},
  [225] = {.lex_state = 238, .external_lex_state = 3},
  [226] = {.lex_state = 238, .external_lex_state = 3},
  [227] = {.lex_state = 229},
  [228] = {.lex_state = 18},
  [229] = {.lex_state = 229},
  [230] = {.lex_state = 229},
  [231] = {.lex_state = 229},
  [232] = {.lex_state = 238},
  [233] = {.lex_state = 31},
  [234] = {.lex_state = 229},
  [235] = {.lex_state = 239},
  [236] = {.lex_state = 18},
  [237] = {.lex_state = 6},
  [238] = {.lex_state = 18},
  [239] = {.lex_state = 0},
  [240] = {.lex_state = 0},
  [241] = {.lex_state = 0},
  [242] = {.lex_state = 0},
  [243] = {.lex_state = 0},
  [244] = {.lex_state = 0},
  [245] = {.lex_state = 0},
  [246] = {.lex_state = 0},
  [247] = {.lex_state = 0},
  [248] = {.lex_state = 238, .external_lex_state = 3},
  [249] = {.lex_state = 0},
  [250] = {.lex_state = 229},
  [251] = {.lex_state = 229},
  [252] = {.lex_state = 229},
  [253] = {.lex_state = 229},
  [254] = {.lex_state = 0},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 0},
  [259] = {.lex_state = 0},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 0},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 0},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 0},
  [271] = {.lex_state = 0},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 0},
  [274] = {.lex_state = 0},
  [275] = {.lex_state = 0},
  [276] = {.lex_state = 18},
  [277] = {.lex_state = 18},
  [278] = {.lex_state = 0},
  [279] = {.lex_state = 18},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 0},
  [282] = {.lex_state = 0},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 0},
  [285] = {.lex_state = 18},
  [286] = {.lex_state = 19},
  [287] = {.lex_state = 83},
  [288] = {.lex_state = 0},
  [289] = {.lex_state = 0},
  [290] = {.lex_state = 238, .external_lex_state = 3},
  [291] = {.lex_state = 0},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 0},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 0},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 0},
  [298] = {.lex_state = 19},
  [299] = {.lex_state = 0},
  [300] = {.lex_state = 0},
  [301] = {.lex_state = 0},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 0},
  [304] = {.lex_state = 0},
  [305] = {.lex_state = 0},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 0},
  [308] = {.lex_state = 0},
  [309] = {.lex_state = 0},
  [310] = {.lex_state = 0},
  [311] = {.lex_state = 0},
  [312] = {.lex_state = 0},
  [313] = {.lex_state = 0},
  [314] = {.lex_state = 0},
  [315] = {.lex_state = 18},
  [316] = {.lex_state = 0},
  [317] = {.lex_state = 18},
  [318] = {.lex_state = 19},
  [319] = {.lex_state = 83},
  [320] = {.lex_state = 0},
  [321] = {.lex_state = 0},
  [322] = {.lex_state = 18},
  [323] = {.lex_state = 18},
  [324] = {.lex_state = 19},
  [325] = {.lex_state = 0},
  [326] = {.lex_state = 19},
  [327] = {.lex_state = 83},
  [328] = {.lex_state = 18},
  [329] = {.lex_state = 19},
  [330] = {.lex_state = 18},
  [331] = {.lex_state = 19},
  [332] = {.lex_state = 0},
  [333] = {.lex_state = 18},
  [334] = {.lex_state = 19},
  [335] = {.lex_state = 0},
  [336] = {.lex_state = 18},
  [337] = {.lex_state = 0},
  [338] = {.lex_state = 18},
  [339] = {.lex_state = 0},
  [340] = {.lex_state = 0},
  [341] = {.lex_state = 0, .external_lex_state = 5},
  [342] = {.lex_state = 0},
  [343] = {.lex_state = 0},
  [344] = {.lex_state = 0},
  [345] = {.lex_state = 3},
  [346] = {.lex_state = 238},
  [347] = {.lex_state = 228},
  [348] = {.lex_state = 0},
  [349] = {.lex_state = 3},
  [350] = {.lex_state = 0},
  [351] = {.lex_state = 0},
  [352] = {.lex_state = 239},
  [353] = {.lex_state = 0, .external_lex_state = 6},
  [354] = {.lex_state = 0},
  [355] = {.lex_state = 239},
  [356] = {.lex_state = 228},
  [357] = {.lex_state = 0},
  [358] = {.lex_state = 3},
  [359] = {.lex_state = 0, .external_lex_state = 5},
  [360] = {.lex_state = 0},
  [361] = {.lex_state = 228},
  [362] = {.lex_state = 84},
  [363] = {.lex_state = 0},
  [364] = {.lex_state = 78},
  [365] = {.lex_state = 0},
  [366] = {.lex_state = 0},
  [367] = {.lex_state = 228},
  [368] = {.lex_state = 0},
  [369] = {.lex_state = 228},
  [370] = {.lex_state = 0},
  [371] = {.lex_state = 3},
  [372] = {.lex_state = 0},
  [373] = {.lex_state = 79},
  [374] = {.lex_state = 228},
  [375] = {.lex_state = 78},
  [376] = {.lex_state = 0},
  [377] = {.lex_state = 0},
  [378] = {.lex_state = 0},
  [379] = {.lex_state = 85},
  [380] = {.lex_state = 0},
  [381] = {.lex_state = 0, .external_lex_state = 6},
  [382] = {.lex_state = 0},
  [383] = {.lex_state = 0},
  [384] = {.lex_state = 0},
  [385] = {.lex_state = 0},
  [386] = {.lex_state = 84},
  [387] = {.lex_state = 0},
  [388] = {.lex_state = 0},
  [389] = {.lex_state = 0},
  [390] = {.lex_state = 0},
  [391] = {.lex_state = 0},
  [392] = {.lex_state = 0},
  [393] = {.lex_state = 0},
  [394] = {.lex_state = 0},
  [395] = {.lex_state = 0},
  [396] = {.lex_state = 0},
  [397] = {.lex_state = 78},
  [398] = {.lex_state = 78},
  [399] = {.lex_state = 84},
  [400] = {.lex_state = 84},
  [401] = {.lex_state = 78},
  [402] = {.lex_state = 78},
  [403] = {.lex_state = 78},
  [404] = {.lex_state = 78},
  [405] = {.lex_state = 78},
  [406] = {.lex_state = 78},
  [407] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [aux_sym_set_statement_token1] = ACTIONS(1),
    [aux_sym_default_statement_token1] = ACTIONS(1),
    [aux_sym_evalset_statement_token1] = ACTIONS(1),
    [aux_sym_evalmacro_statement_token1] = ACTIONS(1),
    [aux_sym_copy_statement_token1] = ACTIONS(1),
    [aux_sym_rename_statement_token1] = ACTIONS(1),
    [aux_sym_delete_statement_token1] = ACTIONS(1),
    [aux_sym_name_statement_token1] = ACTIONS(1),
    [aux_sym_universe_statement_token1] = ACTIONS(1),
    [aux_sym_requirements_statement_token1] = ACTIONS(1),
    [aux_sym_transform_statement_token1] = ACTIONS(1),
    [sym_regex] = ACTIONS(1),
    [sym_separator] = ACTIONS(1),
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
    [aux_sym_if_block_token1] = ACTIONS(1),
    [aux_sym_if_block_token2] = ACTIONS(1),
    [aux_sym_elif_clause_token1] = ACTIONS(1),
    [aux_sym_else_clause_token1] = ACTIONS(1),
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
    [sym__keyword_ahead] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(351),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(292),
    [sym_include] = STATE(292),
    [sym_use] = STATE(292),
    [sym_error_directive] = STATE(292),
    [sym_warning_directive] = STATE(292),
    [sym_if_block] = STATE(292),
    [sym_key] = STATE(211),
    [sym__include_as_key] = STATE(355),
    [sym_assignment] = STATE(292),
    [sym_invalid_line] = STATE(292),
    [sym_heredoc_assignment] = STATE(292),
    [sym_macro_reference] = STATE(176),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(218),
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
    [anon_sym_PLUS] = ACTIONS(25),
    [anon_sym_DASH] = ACTIONS(25),
    [sym_identifier] = ACTIONS(27),
    [sym__garbage_line] = ACTIONS(21),
    [sym__macro_open] = ACTIONS(29),
    [sym__keyword_ahead] = ACTIONS(31),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 26,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
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
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    STATE(162), 1,
      aux_sym_if_block_repeat1,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(233), 1,
      sym_elif_clause,
    STATE(352), 1,
      sym__include_as_key,
    STATE(358), 1,
      sym_else_clause,
    ACTIONS(49), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(350), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [90] = 26,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
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
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    ACTIONS(61), 1,
      aux_sym_if_block_token2,
    ACTIONS(63), 1,
      sym__newline,
    STATE(177), 1,
      aux_sym_if_block_repeat1,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(233), 1,
      sym_elif_clause,
    STATE(345), 1,
      sym_else_clause,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(49), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(2), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(350), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [180] = 21,
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
    ACTIONS(91), 1,
      sym_pragma,
    ACTIONS(97), 1,
      sym_identifier,
    ACTIONS(100), 1,
      sym__macro_open,
    ACTIONS(103), 1,
      sym__keyword_ahead,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(88), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(94), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(83), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(350), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [257] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    ACTIONS(108), 1,
      sym__newline,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(49), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(106), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(350), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [334] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(47), 1,
      sym__newline,
    ACTIONS(51), 1,
      sym_pragma,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(49), 2,
      sym_comment,
      sym__garbage_line,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(110), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(350), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [411] = 21,
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
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(31), 1,
      sym__keyword_ahead,
    ACTIONS(112), 1,
      ts_builtin_sym_end,
    ACTIONS(114), 1,
      sym__newline,
    ACTIONS(118), 1,
      sym_pragma,
    STATE(176), 1,
      sym_macro_reference,
    STATE(211), 1,
      sym_key,
    STATE(218), 1,
      aux_sym_key_repeat1,
    STATE(355), 1,
      sym__include_as_key,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(116), 2,
      sym_comment,
      sym__garbage_line,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(267), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [486] = 21,
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
    ACTIONS(97), 1,
      sym_identifier,
    ACTIONS(100), 1,
      sym__macro_open,
    ACTIONS(103), 1,
      sym__keyword_ahead,
    ACTIONS(120), 1,
      ts_builtin_sym_end,
    ACTIONS(122), 1,
      sym__newline,
    ACTIONS(128), 1,
      sym_pragma,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(94), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(125), 2,
      sym_comment,
      sym__garbage_line,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(372), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [561] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    ACTIONS(131), 1,
      aux_sym_if_block_token2,
    ACTIONS(133), 1,
      sym__newline,
    ACTIONS(137), 1,
      sym_pragma,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(135), 2,
      sym_comment,
      sym__garbage_line,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(368), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [636] = 21,
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
    ACTIONS(97), 1,
      sym_identifier,
    ACTIONS(100), 1,
      sym__macro_open,
    ACTIONS(103), 1,
      sym__keyword_ahead,
    ACTIONS(139), 1,
      sym__newline,
    ACTIONS(145), 1,
      sym_pragma,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(94), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(142), 2,
      sym_comment,
      sym__garbage_line,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(368), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [711] = 21,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    ACTIONS(137), 1,
      sym_pragma,
    ACTIONS(148), 1,
      aux_sym_if_block_token2,
    ACTIONS(150), 1,
      sym__newline,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(135), 2,
      sym_comment,
      sym__garbage_line,
    STATE(9), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(368), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [786] = 18,
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
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(31), 1,
      sym__keyword_ahead,
    ACTIONS(154), 1,
      sym_pragma,
    STATE(176), 1,
      sym_macro_reference,
    STATE(211), 1,
      sym_key,
    STATE(218), 1,
      aux_sym_key_repeat1,
    STATE(355), 1,
      sym__include_as_key,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(152), 2,
      sym_comment,
      sym__garbage_line,
    STATE(266), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [851] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(33), 1,
      anon_sym_COLON,
    ACTIONS(35), 1,
      sym__include_keyword,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(55), 1,
      sym_identifier,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(59), 1,
      sym__keyword_ahead,
    ACTIONS(154), 1,
      sym_pragma,
    STATE(202), 1,
      sym_macro_reference,
    STATE(217), 1,
      sym_key,
    STATE(226), 1,
      aux_sym_key_repeat1,
    STATE(352), 1,
      sym__include_as_key,
    ACTIONS(53), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(152), 2,
      sym_comment,
      sym__garbage_line,
    STATE(266), 9,
      sym__statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_invalid_line,
      sym_heredoc_assignment,
  [916] = 13,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(156), 1,
      aux_sym_set_statement_token1,
    ACTIONS(158), 1,
      aux_sym_default_statement_token1,
    ACTIONS(160), 1,
      aux_sym_evalset_statement_token1,
    ACTIONS(162), 1,
      aux_sym_evalmacro_statement_token1,
    ACTIONS(164), 1,
      aux_sym_copy_statement_token1,
    ACTIONS(166), 1,
      aux_sym_rename_statement_token1,
    ACTIONS(168), 1,
      aux_sym_delete_statement_token1,
    ACTIONS(170), 1,
      aux_sym_name_statement_token1,
    ACTIONS(172), 1,
      aux_sym_universe_statement_token1,
    ACTIONS(174), 1,
      aux_sym_requirements_statement_token1,
    ACTIONS(176), 1,
      aux_sym_transform_statement_token1,
    STATE(266), 12,
      sym__transform_statement,
      sym_set_statement,
      sym_default_statement,
      sym_evalset_statement,
      sym_evalmacro_statement,
      sym_copy_statement,
      sym_rename_statement,
      sym_delete_statement,
      sym_name_statement,
      sym_universe_statement,
      sym_requirements_statement,
      sym_transform_statement,
  [967] = 13,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(178), 1,
      aux_sym_set_statement_token1,
    ACTIONS(180), 1,
      aux_sym_default_statement_token1,
    ACTIONS(182), 1,
      aux_sym_evalset_statement_token1,
    ACTIONS(184), 1,
      aux_sym_evalmacro_statement_token1,
    ACTIONS(186), 1,
      aux_sym_copy_statement_token1,
    ACTIONS(188), 1,
      aux_sym_rename_statement_token1,
    ACTIONS(190), 1,
      aux_sym_delete_statement_token1,
    ACTIONS(192), 1,
      aux_sym_name_statement_token1,
    ACTIONS(194), 1,
      aux_sym_universe_statement_token1,
    ACTIONS(196), 1,
      aux_sym_requirements_statement_token1,
    ACTIONS(198), 1,
      aux_sym_transform_statement_token1,
    STATE(266), 12,
      sym__transform_statement,
      sym_set_statement,
      sym_default_statement,
      sym_evalset_statement,
      sym_evalmacro_statement,
      sym_copy_statement,
      sym_rename_statement,
      sym_delete_statement,
      sym_name_statement,
      sym_universe_statement,
      sym_requirements_statement,
      sym_transform_statement,
  [1018] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(204), 1,
      sym_slice,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(200), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(293), 2,
      sym_item_list,
      sym_value,
    ACTIONS(202), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1065] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(200), 1,
      sym__newline,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(220), 1,
      sym_slice,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    STATE(293), 2,
      sym_item_list,
      sym_value,
    ACTIONS(218), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1111] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(234), 1,
      sym_slice,
    ACTIONS(236), 1,
      sym_table_options,
    ACTIONS(238), 1,
      anon_sym_LPAREN,
    ACTIONS(232), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(268), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1156] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(242), 1,
      aux_sym__queue_from_token2,
    ACTIONS(244), 1,
      sym_slice,
    ACTIONS(240), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(288), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1201] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(248), 1,
      aux_sym_queue_count_token1,
    ACTIONS(250), 1,
      aux_sym__queue_in_token1,
    ACTIONS(252), 1,
      aux_sym__queue_from_token1,
    ACTIONS(254), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(256), 1,
      sym_variable,
    ACTIONS(258), 1,
      sym_number,
    ACTIONS(260), 1,
      sym_function_name,
    ACTIONS(262), 1,
      sym__macro_open,
    STATE(125), 1,
      sym_queue_count,
    STATE(178), 1,
      sym_variable_list,
    STATE(270), 1,
      sym__queue_in,
    STATE(271), 1,
      sym__queue_from,
    STATE(272), 1,
      sym__queue_matching,
    ACTIONS(246), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(111), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1253] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(266), 1,
      sym_slice,
    ACTIONS(264), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(274), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1295] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(270), 1,
      sym_slice,
    ACTIONS(268), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(301), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1337] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(274), 1,
      sym_slice,
    ACTIONS(272), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(307), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1379] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(232), 1,
      sym__newline,
    ACTIONS(238), 1,
      anon_sym_LPAREN,
    ACTIONS(276), 1,
      sym_slice,
    ACTIONS(278), 1,
      sym_table_options,
    STATE(268), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1423] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(240), 1,
      sym__newline,
    ACTIONS(280), 1,
      aux_sym__queue_from_token2,
    ACTIONS(282), 1,
      sym_slice,
    STATE(288), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1467] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(286), 6,
      sym__macro_open,
      sym__keyword_ahead,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
    ACTIONS(284), 12,
      anon_sym_COLON,
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
  [1493] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(272), 1,
      sym__newline,
    ACTIONS(288), 1,
      sym_slice,
    STATE(307), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1534] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(290), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(262), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1573] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(292), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(305), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1612] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(294), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(269), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1651] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(268), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_slice,
    STATE(301), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1692] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(298), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(278), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1731] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(264), 1,
      sym__newline,
    ACTIONS(300), 1,
      sym_slice,
    STATE(274), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1772] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(302), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(308), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1811] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(304), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(241), 2,
      sym_item_list,
      sym_value,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1850] = 16,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(246), 1,
      sym__newline,
    ACTIONS(248), 1,
      aux_sym_queue_count_token1,
    ACTIONS(256), 1,
      sym_variable,
    ACTIONS(258), 1,
      sym_number,
    ACTIONS(260), 1,
      sym_function_name,
    ACTIONS(262), 1,
      sym__macro_open,
    ACTIONS(306), 1,
      aux_sym__queue_in_token1,
    ACTIONS(308), 1,
      aux_sym__queue_from_token1,
    ACTIONS(310), 1,
      aux_sym__queue_matching_token1,
    STATE(135), 1,
      sym_queue_count,
    STATE(181), 1,
      sym_variable_list,
    STATE(270), 1,
      sym__queue_in,
    STATE(271), 1,
      sym__queue_from,
    STATE(272), 1,
      sym__queue_matching,
    STATE(111), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
  [1901] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(314), 1,
      sym_separator,
    STATE(289), 1,
      sym_value,
    ACTIONS(312), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1939] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(286), 7,
      sym__macro_open,
      sym__keyword_ahead,
      ts_builtin_sym_end,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
    ACTIONS(284), 9,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      anon_sym_PLUS,
      anon_sym_DASH,
      sym_identifier,
      sym__garbage_line,
  [1963] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(318), 1,
      sym_separator,
    STATE(325), 1,
      sym_value,
    ACTIONS(316), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2001] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(290), 1,
      sym__newline,
    STATE(262), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2039] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(322), 1,
      sym_separator,
    STATE(321), 1,
      sym_value,
    ACTIONS(320), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2077] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(294), 1,
      sym__newline,
    STATE(269), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2115] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(292), 1,
      sym__newline,
    STATE(305), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2153] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(298), 1,
      sym__newline,
    STATE(278), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2191] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(302), 1,
      sym__newline,
    STATE(308), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2229] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(206), 1,
      anon_sym_LPAREN,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(304), 1,
      sym__newline,
    STATE(241), 2,
      sym_item_list,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2267] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(286), 6,
      sym__macro_open,
      sym__keyword_ahead,
      aux_sym_error_directive_token1,
      aux_sym_warning_directive_token1,
      sym__newline,
      sym_pragma,
    ACTIONS(284), 10,
      anon_sym_COLON,
      sym__include_keyword,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      anon_sym_PLUS,
      anon_sym_DASH,
      sym_identifier,
      sym__garbage_line,
  [2291] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(326), 1,
      sym_separator,
    STATE(332), 1,
      sym_value,
    ACTIONS(324), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2329] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(330), 1,
      sym_separator,
    STATE(337), 1,
      sym_value,
    ACTIONS(328), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(208), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2367] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(258), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(332), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2404] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(297), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(336), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2441] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(283), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(338), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2478] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_BANG,
    ACTIONS(342), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(344), 1,
      aux_sym_version_condition_token1,
    ACTIONS(348), 1,
      aux_sym__condition_word_token1,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    STATE(344), 1,
      sym_condition,
    ACTIONS(346), 2,
      sym_boolean,
      sym_number,
    STATE(116), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(392), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2517] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(259), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(354), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2554] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(260), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(356), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2591] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(340), 1,
      anon_sym_BANG,
    ACTIONS(342), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(344), 1,
      aux_sym_version_condition_token1,
    ACTIONS(348), 1,
      aux_sym__condition_word_token1,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    STATE(395), 1,
      sym_condition,
    ACTIONS(346), 2,
      sym_boolean,
      sym_number,
    STATE(116), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(392), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2630] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(275), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(358), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2667] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(309), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(360), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2704] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(239), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(362), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2741] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(242), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(364), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2778] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(273), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(366), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2815] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(320), 1,
      sym__newline,
    ACTIONS(368), 1,
      sym_separator,
    STATE(321), 1,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2852] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(324), 1,
      sym__newline,
    ACTIONS(370), 1,
      sym_separator,
    STATE(332), 1,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2889] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(328), 1,
      sym__newline,
    ACTIONS(372), 1,
      sym_separator,
    STATE(337), 1,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2926] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(316), 1,
      sym__newline,
    ACTIONS(374), 1,
      sym_separator,
    STATE(325), 1,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2963] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(312), 1,
      sym__newline,
    ACTIONS(376), 1,
      sym_separator,
    STATE(289), 1,
      sym_value,
    ACTIONS(222), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3000] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(284), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(378), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3037] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(240), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(380), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3074] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(249), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(382), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3111] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(254), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(384), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3148] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(255), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(386), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3185] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(256), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(388), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3222] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(261), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(390), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3259] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(291), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(392), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3296] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(296), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(394), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3333] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(334), 1,
      sym_text,
    STATE(299), 1,
      sym_value,
    ACTIONS(208), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(396), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3370] = 10,
    ACTIONS(398), 1,
      anon_sym_RPAREN,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    STATE(378), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3406] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(210), 1,
      sym_function_name,
    ACTIONS(212), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(214), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(216), 1,
      sym__macro_open,
    ACTIONS(418), 1,
      sym_text,
    ACTIONS(414), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(416), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(80), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3440] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(362), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(239), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3476] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(427), 1,
      sym_text,
    ACTIONS(430), 1,
      sym_function_name,
    ACTIONS(433), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(436), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(439), 1,
      sym__macro_open,
    ACTIONS(422), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(424), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(80), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3510] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(366), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(273), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3546] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(378), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(284), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3582] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(380), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(240), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3618] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(382), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(249), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3654] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(384), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(254), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3690] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(386), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(255), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3726] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(388), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(256), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3762] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(390), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(261), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3798] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(392), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(291), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3834] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(338), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(283), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3870] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(336), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(297), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3906] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(332), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(258), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3942] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(354), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(259), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3978] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(360), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(309), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4014] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(356), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(260), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4050] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(364), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(242), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4086] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(358), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(275), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4122] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(394), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(296), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4158] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(396), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym_text,
    STATE(299), 1,
      sym_value,
    ACTIONS(222), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(108), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4194] = 10,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(442), 1,
      anon_sym_RPAREN,
    STATE(366), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4230] = 10,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(444), 1,
      anon_sym_RPAREN,
    STATE(348), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4266] = 10,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(446), 1,
      anon_sym_RPAREN,
    STATE(385), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4302] = 10,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(448), 1,
      anon_sym_RPAREN,
    STATE(390), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4338] = 10,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(450), 1,
      anon_sym_RPAREN,
    STATE(393), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4374] = 10,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      aux_sym_default_value_token1,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(452), 1,
      anon_sym_RPAREN,
    STATE(396), 1,
      sym_default_value,
    ACTIONS(402), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(106), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4410] = 9,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(406), 1,
      sym_function_name,
    ACTIONS(408), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(410), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(412), 1,
      sym__macro_open,
    ACTIONS(454), 1,
      anon_sym_RPAREN,
    ACTIONS(458), 1,
      aux_sym_default_value_token1,
    ACTIONS(456), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(109), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4443] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(342), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(344), 1,
      aux_sym_version_condition_token1,
    ACTIONS(348), 1,
      aux_sym__condition_word_token1,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(460), 2,
      sym_boolean,
      sym_number,
    STATE(116), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(407), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [4476] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym_function_name,
    ACTIONS(226), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(228), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(230), 1,
      sym__macro_open,
    ACTIONS(414), 1,
      sym__newline,
    ACTIONS(464), 1,
      sym_text,
    ACTIONS(462), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(112), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4509] = 9,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      anon_sym_RPAREN,
    ACTIONS(471), 1,
      aux_sym_default_value_token1,
    ACTIONS(474), 1,
      sym_function_name,
    ACTIONS(477), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(480), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(483), 1,
      sym__macro_open,
    ACTIONS(468), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
    STATE(109), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [4542] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 1,
      aux_sym_queue_count_token1,
    ACTIONS(493), 1,
      sym_number,
    ACTIONS(496), 1,
      sym_function_name,
    ACTIONS(499), 1,
      sym__macro_open,
    ACTIONS(486), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(110), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(491), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4573] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(260), 1,
      sym_function_name,
    ACTIONS(262), 1,
      sym__macro_open,
    ACTIONS(504), 1,
      aux_sym_queue_count_token1,
    ACTIONS(508), 1,
      sym_number,
    ACTIONS(502), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(110), 3,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_queue_count_repeat1,
    ACTIONS(506), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4604] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      sym__newline,
    ACTIONS(513), 1,
      sym_text,
    ACTIONS(516), 1,
      sym_function_name,
    ACTIONS(519), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(522), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(525), 1,
      sym__macro_open,
    ACTIONS(510), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(112), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [4637] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(530), 1,
      sym__newline,
    ACTIONS(528), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(118), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [4662] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(532), 1,
      sym__newline,
    ACTIONS(528), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(118), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [4687] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(537), 1,
      sym__newline,
    ACTIONS(539), 1,
      sym_function_name,
    ACTIONS(542), 1,
      sym__macro_open,
    ACTIONS(534), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(115), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [4712] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(545), 1,
      sym__newline,
    ACTIONS(528), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(118), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [4737] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(348), 1,
      aux_sym__condition_word_token1,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(547), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(551), 1,
      sym__newline,
    STATE(391), 1,
      sym_condition_expression,
    ACTIONS(549), 2,
      sym_boolean,
      sym_number,
    STATE(116), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [4768] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(555), 1,
      sym__newline,
    ACTIONS(553), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(115), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [4793] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(350), 1,
      sym_function_name,
    ACTIONS(352), 1,
      sym__macro_open,
    ACTIONS(557), 1,
      sym__newline,
    ACTIONS(528), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(118), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [4818] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(561), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4836] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(565), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4854] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(569), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4872] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(573), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4890] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 5,
      sym__macro_open,
      ts_builtin_sym_end,
      sym_number,
      sym__newline,
      sym_function_name,
    ACTIONS(577), 5,
      aux_sym_queue_count_token1,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4908] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(250), 1,
      aux_sym__queue_in_token1,
    ACTIONS(252), 1,
      aux_sym__queue_from_token1,
    ACTIONS(254), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(256), 1,
      sym_variable,
    STATE(168), 1,
      sym_variable_list,
    STATE(304), 1,
      sym__queue_in,
    STATE(310), 1,
      sym__queue_from,
    STATE(320), 1,
      sym__queue_matching,
    ACTIONS(579), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4940] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(583), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(581), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4957] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(587), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(585), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4974] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(565), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(563), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4991] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(591), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(589), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5008] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(595), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(593), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5025] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(599), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(597), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5042] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(571), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5059] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(585), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(587), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5076] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(567), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5093] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(256), 1,
      sym_variable,
    ACTIONS(306), 1,
      aux_sym__queue_in_token1,
    ACTIONS(308), 1,
      aux_sym__queue_from_token1,
    ACTIONS(310), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(579), 1,
      sym__newline,
    STATE(187), 1,
      sym_variable_list,
    STATE(304), 1,
      sym__queue_in,
    STATE(310), 1,
      sym__queue_from,
    STATE(320), 1,
      sym__queue_matching,
  [5124] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(559), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5141] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(589), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(591), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5158] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(593), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(595), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5175] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(575), 6,
      sym__macro_open,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5192] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(581), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(583), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5209] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(597), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(599), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5226] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(559), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(561), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5243] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(563), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(565), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5260] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(567), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(569), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5277] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(571), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(573), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5294] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(575), 2,
      sym__macro_open,
      aux_sym_default_value_token1,
    ACTIONS(577), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token2,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5311] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(575), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5327] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(595), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(593), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5343] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(587), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(585), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5359] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(591), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(589), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5375] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(561), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(559), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5391] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(565), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(563), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5407] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(599), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(597), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5423] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(583), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(581), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5439] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(567), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5455] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(571), 5,
      sym__macro_open,
      sym__newline,
      sym_text,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [5471] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(603), 1,
      sym_comment,
    ACTIONS(605), 1,
      sym_heredoc_end,
    STATE(164), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(381), 1,
      sym_heredoc_body,
    ACTIONS(601), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [5492] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(603), 1,
      sym_comment,
    ACTIONS(607), 1,
      sym_heredoc_end,
    STATE(164), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(353), 1,
      sym_heredoc_body,
    ACTIONS(601), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [5513] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(561), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [5527] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(613), 1,
      sym_ignored_text,
    ACTIONS(609), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5543] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(565), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [5557] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(615), 1,
      aux_sym_if_block_token2,
    ACTIONS(617), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(619), 1,
      aux_sym_else_clause_token1,
    STATE(193), 1,
      aux_sym_if_block_repeat1,
    STATE(233), 1,
      sym_elif_clause,
    STATE(349), 1,
      sym_else_clause,
  [5579] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      anon_sym_COMMA,
    ACTIONS(625), 1,
      sym_variable,
    STATE(185), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(621), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [5597] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 1,
      sym_comment,
    ACTIONS(631), 1,
      sym_heredoc_end,
    STATE(170), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(627), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [5615] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(635), 1,
      sym_ignored_text,
    ACTIONS(633), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5631] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      sym_ignored_text,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(633), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5647] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(567), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5661] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      aux_sym__queue_in_token1,
    ACTIONS(641), 1,
      aux_sym__queue_from_token1,
    ACTIONS(643), 1,
      aux_sym__queue_matching_token1,
    STATE(280), 1,
      sym__queue_in,
    STATE(281), 1,
      sym__queue_from,
    STATE(282), 1,
      sym__queue_matching,
  [5683] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(567), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(569), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [5697] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(648), 1,
      sym_comment,
    ACTIONS(651), 1,
      sym_heredoc_end,
    STATE(170), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(645), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [5715] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(573), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [5729] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(653), 1,
      anon_sym_COLON,
    ACTIONS(655), 1,
      aux_sym_include_token1,
    ACTIONS(657), 1,
      aux_sym_include_token2,
    ACTIONS(661), 1,
      sym_operator,
    ACTIONS(659), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5749] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(665), 1,
      sym_ignored_text,
    ACTIONS(663), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5765] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(575), 3,
      sym__macro_open,
      sym__newline,
      sym_function_name,
    ACTIONS(577), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [5779] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(623), 1,
      anon_sym_COMMA,
    ACTIONS(669), 1,
      sym_variable,
    STATE(163), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(667), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [5797] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(665), 1,
      sym_ignored_text,
    ACTIONS(663), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5813] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(619), 1,
      aux_sym_else_clause_token1,
    ACTIONS(671), 1,
      aux_sym_if_block_token2,
    STATE(193), 1,
      aux_sym_if_block_repeat1,
    STATE(233), 1,
      sym_elif_clause,
    STATE(371), 1,
      sym_else_clause,
  [5835] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 1,
      aux_sym__queue_in_token1,
    ACTIONS(641), 1,
      aux_sym__queue_from_token1,
    ACTIONS(643), 1,
      aux_sym__queue_matching_token1,
    STATE(245), 1,
      sym__queue_in,
    STATE(247), 1,
      sym__queue_from,
    STATE(265), 1,
      sym__queue_matching,
  [5857] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      sym_ignored_text,
    ACTIONS(571), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5871] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      sym_ignored_text,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(609), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5887] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      aux_sym__queue_in_token1,
    ACTIONS(675), 1,
      aux_sym__queue_from_token1,
    ACTIONS(677), 1,
      aux_sym__queue_matching_token1,
    STATE(245), 1,
      sym__queue_in,
    STATE(247), 1,
      sym__queue_from,
    STATE(265), 1,
      sym__queue_matching,
  [5909] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      sym_operator,
    ACTIONS(679), 1,
      anon_sym_COLON,
    ACTIONS(681), 1,
      aux_sym_include_token1,
    ACTIONS(683), 1,
      aux_sym_include_token2,
    ACTIONS(685), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [5929] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      sym_ignored_text,
    ACTIONS(575), 5,
      ts_builtin_sym_end,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [5943] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(689), 1,
      sym_ignored_text,
    ACTIONS(687), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5959] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      anon_sym_COMMA,
    ACTIONS(696), 1,
      sym_variable,
    STATE(185), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(691), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [5977] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(689), 1,
      sym_ignored_text,
    ACTIONS(687), 4,
      ts_builtin_sym_end,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [5993] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      aux_sym__queue_in_token1,
    ACTIONS(675), 1,
      aux_sym__queue_from_token1,
    ACTIONS(677), 1,
      aux_sym__queue_matching_token1,
    STATE(280), 1,
      sym__queue_in,
    STATE(281), 1,
      sym__queue_from,
    STATE(282), 1,
      sym__queue_matching,
  [6015] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(689), 1,
      sym_ignored_text,
    ACTIONS(687), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6030] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(701), 1,
      sym_identifier,
    STATE(189), 1,
      aux_sym_use_repeat1,
    STATE(223), 1,
      sym_template,
    ACTIONS(699), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6047] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 1,
      sym_identifier,
    STATE(196), 1,
      aux_sym_use_repeat1,
    STATE(223), 1,
      sym_template,
    ACTIONS(704), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6064] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(635), 1,
      sym_ignored_text,
    ACTIONS(633), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6079] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      sym_ignored_text,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(633), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6094] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(710), 1,
      aux_sym_elif_clause_token1,
    STATE(193), 1,
      aux_sym_if_block_repeat1,
    STATE(233), 1,
      sym_elif_clause,
    ACTIONS(708), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [6111] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      anon_sym_RPAREN,
    ACTIONS(715), 1,
      aux_sym_item_list_token2,
    STATE(200), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(717), 2,
      sym__newline,
      sym_comment,
  [6128] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      anon_sym_RPAREN,
    ACTIONS(719), 1,
      aux_sym_item_list_token2,
    STATE(212), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(721), 2,
      sym__newline,
      sym_comment,
  [6145] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 1,
      sym_identifier,
    STATE(189), 1,
      aux_sym_use_repeat1,
    STATE(223), 1,
      sym_template,
    ACTIONS(723), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6162] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      sym_attribute,
    ACTIONS(729), 1,
      sym_regex,
    STATE(246), 1,
      sym__copy_arguments,
    ACTIONS(725), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6179] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 1,
      sym_attribute,
    ACTIONS(729), 1,
      sym_regex,
    STATE(257), 1,
      sym__copy_arguments,
    ACTIONS(731), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6196] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      anon_sym_RPAREN,
    ACTIONS(735), 1,
      aux_sym_item_list_token2,
    STATE(195), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(737), 2,
      sym__newline,
      sym_comment,
  [6213] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 1,
      aux_sym_item_list_token2,
    ACTIONS(739), 1,
      anon_sym_RPAREN,
    STATE(212), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(721), 2,
      sym__newline,
      sym_comment,
  [6230] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(665), 1,
      sym_ignored_text,
    ACTIONS(663), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6245] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(665), 1,
      sym_ignored_text,
    ACTIONS(663), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6260] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
    ACTIONS(613), 1,
      sym_ignored_text,
    ACTIONS(609), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6275] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(569), 1,
      sym_ignored_text,
    ACTIONS(567), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [6288] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(613), 1,
      sym_ignored_text,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(609), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6303] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      sym_ignored_text,
    ACTIONS(571), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [6316] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(577), 1,
      sym_ignored_text,
    ACTIONS(575), 4,
      sym__newline,
      anon_sym_DOT,
      sym_operator,
      anon_sym_AT_EQ,
  [6329] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 1,
      anon_sym_COMMA,
    ACTIONS(691), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [6342] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 1,
      aux_sym_template_token1,
    ACTIONS(743), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [6355] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_DOT,
    ACTIONS(689), 1,
      sym_ignored_text,
    ACTIONS(687), 3,
      sym__newline,
      sym_operator,
      anon_sym_AT_EQ,
  [6370] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 1,
      sym_operator,
    ACTIONS(751), 1,
      sym_ignored_text,
    ACTIONS(753), 1,
      anon_sym_AT_EQ,
    ACTIONS(747), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6387] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 1,
      anon_sym_RPAREN,
    ACTIONS(757), 1,
      aux_sym_item_list_token2,
    STATE(212), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(760), 2,
      sym__newline,
      sym_comment,
  [6404] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(763), 1,
      sym_identifier,
    STATE(192), 1,
      sym_macro_reference,
    STATE(215), 1,
      aux_sym_key_repeat1,
  [6420] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      sym_attribute,
    ACTIONS(769), 1,
      sym_regex,
    ACTIONS(765), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6434] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 1,
      sym_identifier,
    ACTIONS(774), 1,
      sym__macro_open,
    STATE(215), 1,
      aux_sym_key_repeat1,
    STATE(387), 1,
      sym_macro_reference,
  [6450] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(777), 1,
      sym_identifier,
    STATE(180), 1,
      sym_macro_reference,
    STATE(219), 1,
      aux_sym_key_repeat1,
  [6466] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      sym__newline,
    ACTIONS(753), 1,
      anon_sym_AT_EQ,
    ACTIONS(779), 1,
      sym_operator,
    ACTIONS(781), 1,
      sym_ignored_text,
  [6482] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(783), 1,
      sym_identifier,
    STATE(186), 1,
      sym_macro_reference,
    STATE(215), 1,
      aux_sym_key_repeat1,
  [6498] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(29), 1,
      sym__macro_open,
    ACTIONS(785), 1,
      sym_identifier,
    STATE(166), 1,
      sym_macro_reference,
    STATE(215), 1,
      aux_sym_key_repeat1,
  [6514] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      sym__newline,
    ACTIONS(787), 1,
      sym_attribute,
    ACTIONS(789), 1,
      sym_regex,
    STATE(246), 1,
      sym__copy_arguments,
  [6530] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 1,
      sym__newline,
    ACTIONS(787), 1,
      sym_attribute,
    ACTIONS(789), 1,
      sym_regex,
    STATE(257), 1,
      sym__copy_arguments,
  [6546] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(793), 1,
      sym_operator,
    ACTIONS(795), 1,
      anon_sym_AT_EQ,
    ACTIONS(791), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6560] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(799), 1,
      anon_sym_COMMA,
    ACTIONS(797), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [6572] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [6582] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(803), 1,
      sym_identifier,
    STATE(205), 1,
      sym_macro_reference,
    STATE(213), 1,
      aux_sym_key_repeat1,
  [6598] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(57), 1,
      sym__macro_open,
    ACTIONS(805), 1,
      sym_identifier,
    STATE(210), 1,
      sym_macro_reference,
    STATE(215), 1,
      aux_sym_key_repeat1,
  [6614] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 1,
      sym_attribute,
    ACTIONS(807), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6625] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      anon_sym_COLON,
    ACTIONS(813), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [6636] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(817), 1,
      sym_attribute,
    ACTIONS(815), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6647] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(821), 1,
      sym_attribute,
    ACTIONS(819), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6658] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(825), 1,
      sym_attribute,
    ACTIONS(823), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6669] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [6678] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(829), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [6687] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 1,
      sym__newline,
    ACTIONS(831), 1,
      sym_attribute,
    ACTIONS(833), 1,
      sym_regex,
  [6700] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      sym__newline,
    ACTIONS(795), 1,
      anon_sym_AT_EQ,
    ACTIONS(835), 1,
      sym_operator,
  [6713] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      anon_sym_COLON,
    ACTIONS(839), 2,
      aux_sym_include_token3,
      aux_sym_include_token4,
  [6724] = 4,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      aux_sym_item_list_token1,
    ACTIONS(843), 1,
      anon_sym_RPAREN,
    ACTIONS(845), 1,
      sym__newline,
  [6737] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(847), 1,
      anon_sym_COLON,
    ACTIONS(849), 1,
      anon_sym_RPAREN,
  [6747] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(851), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6755] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(853), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6763] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6771] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6779] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(859), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6787] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6795] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(863), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6803] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6811] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6819] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(869), 2,
      sym__macro_open,
      sym_identifier,
  [6827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6835] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(819), 1,
      sym__newline,
    ACTIONS(873), 1,
      sym_attribute,
  [6845] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(807), 1,
      sym__newline,
    ACTIONS(875), 1,
      sym_attribute,
  [6855] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 1,
      sym__newline,
    ACTIONS(877), 1,
      sym_attribute,
  [6865] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      sym__newline,
    ACTIONS(879), 1,
      sym_attribute,
  [6875] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(881), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6883] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6891] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(885), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6899] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6907] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(889), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6915] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6923] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(893), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6931] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(895), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6939] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6947] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      anon_sym_RPAREN,
    ACTIONS(899), 1,
      sym__newline,
  [6957] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6965] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(903), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6973] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6981] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      ts_builtin_sym_end,
    ACTIONS(909), 1,
      sym__newline,
  [6991] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 2,
      ts_builtin_sym_end,
      sym__newline,
  [6999] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(913), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7007] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7015] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7023] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(919), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7031] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7039] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(923), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7047] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7055] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(927), 1,
      anon_sym_COLON,
    ACTIONS(929), 1,
      aux_sym_include_token5,
  [7065] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      anon_sym_COLON,
    ACTIONS(933), 1,
      aux_sym_include_token5,
  [7075] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7083] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      anon_sym_COLON,
    ACTIONS(939), 1,
      anon_sym_RPAREN,
  [7093] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7101] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7109] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7117] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7125] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7133] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      anon_sym_COLON,
    ACTIONS(953), 1,
      anon_sym_RPAREN,
  [7143] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      anon_sym_RPAREN,
    ACTIONS(957), 1,
      aux_sym_macro_function_token1,
  [7153] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(961), 1,
      anon_sym_RBRACK_RPAREN,
  [7163] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7171] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(965), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7179] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(967), 2,
      sym__macro_open,
      sym_identifier,
  [7187] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(969), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7195] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(112), 1,
      ts_builtin_sym_end,
    ACTIONS(909), 1,
      sym__newline,
  [7205] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(971), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7213] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(973), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7221] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(975), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7229] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(977), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7237] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(979), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7245] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(981), 1,
      anon_sym_RPAREN,
    ACTIONS(983), 1,
      aux_sym_macro_function_token1,
  [7255] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(985), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7263] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(987), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7271] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(989), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7279] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(991), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7287] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(993), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7295] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(995), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7303] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(997), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7311] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(999), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7319] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1001), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7327] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1003), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7335] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1005), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7343] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1007), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7351] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1009), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7359] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1011), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7367] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1013), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7375] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1015), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7383] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1017), 1,
      anon_sym_COLON,
    ACTIONS(1019), 1,
      anon_sym_RPAREN,
  [7393] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1021), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7401] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1023), 1,
      anon_sym_COLON,
    ACTIONS(1025), 1,
      aux_sym_include_token5,
  [7411] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1027), 1,
      anon_sym_RPAREN,
    ACTIONS(1029), 1,
      aux_sym_macro_function_token1,
  [7421] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1031), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(1033), 1,
      anon_sym_RBRACK_RPAREN,
  [7431] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1035), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7439] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1037), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7447] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1039), 1,
      anon_sym_COLON,
    ACTIONS(1041), 1,
      aux_sym_include_token5,
  [7457] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 1,
      anon_sym_COLON,
    ACTIONS(1045), 1,
      anon_sym_RPAREN,
  [7467] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1047), 1,
      anon_sym_RPAREN,
    ACTIONS(1049), 1,
      aux_sym_macro_function_token1,
  [7477] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1051), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7485] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1053), 1,
      anon_sym_RPAREN,
    ACTIONS(1055), 1,
      aux_sym_macro_function_token1,
  [7495] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1057), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(1059), 1,
      anon_sym_RBRACK_RPAREN,
  [7505] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1061), 1,
      anon_sym_COLON,
    ACTIONS(1063), 1,
      anon_sym_RPAREN,
  [7515] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1065), 1,
      anon_sym_RPAREN,
    ACTIONS(1067), 1,
      aux_sym_macro_function_token1,
  [7525] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1069), 1,
      anon_sym_COLON,
    ACTIONS(1071), 1,
      anon_sym_RPAREN,
  [7535] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1073), 1,
      anon_sym_RPAREN,
    ACTIONS(1075), 1,
      aux_sym_macro_function_token1,
  [7545] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1077), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7553] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1079), 1,
      anon_sym_COLON,
    ACTIONS(1081), 1,
      anon_sym_RPAREN,
  [7563] = 3,
    ACTIONS(400), 1,
      sym__line_continuation,
    ACTIONS(1083), 1,
      anon_sym_RPAREN,
    ACTIONS(1085), 1,
      aux_sym_macro_function_token1,
  [7573] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1087), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7581] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1089), 1,
      anon_sym_COLON,
    ACTIONS(1091), 1,
      anon_sym_RPAREN,
  [7591] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1093), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7599] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1095), 1,
      anon_sym_COLON,
    ACTIONS(1097), 1,
      anon_sym_RPAREN,
  [7609] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1099), 2,
      ts_builtin_sym_end,
      sym__newline,
  [7617] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1101), 1,
      anon_sym_RPAREN,
  [7624] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1103), 1,
      sym_heredoc_tag,
  [7631] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1105), 1,
      anon_sym_RPAREN,
  [7638] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1107), 1,
      sym__newline,
  [7645] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1109), 1,
      sym__newline,
  [7652] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1111), 1,
      aux_sym_if_block_token2,
  [7659] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1113), 1,
      sym_identifier,
  [7666] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1115), 1,
      anon_sym_COLON,
  [7673] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1117), 1,
      anon_sym_RPAREN,
  [7680] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1119), 1,
      aux_sym_if_block_token2,
  [7687] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1121), 1,
      sym__newline,
  [7694] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1123), 1,
      ts_builtin_sym_end,
  [7701] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1125), 1,
      sym_operator,
  [7708] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1127), 1,
      sym_heredoc_end,
  [7715] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1129), 1,
      anon_sym_RPAREN,
  [7722] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1131), 1,
      sym_operator,
  [7729] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1133), 1,
      anon_sym_COLON,
  [7736] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1135), 1,
      anon_sym_RBRACK_RPAREN,
  [7743] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1137), 1,
      aux_sym_if_block_token2,
  [7750] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1139), 1,
      sym_heredoc_tag,
  [7757] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1141), 1,
      sym__newline,
  [7764] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1143), 1,
      anon_sym_COLON,
  [7771] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1145), 1,
      aux_sym_include_token6,
  [7778] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1147), 1,
      anon_sym_RPAREN,
  [7785] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1149), 1,
      aux_sym_macro_reference_token1,
  [7792] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1151), 1,
      anon_sym_RBRACK_RPAREN,
  [7799] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1153), 1,
      anon_sym_RPAREN,
  [7806] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1155), 1,
      anon_sym_COLON,
  [7813] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1157), 1,
      sym__newline,
  [7820] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1159), 1,
      anon_sym_COLON,
  [7827] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1161), 1,
      anon_sym_RPAREN,
  [7834] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1163), 1,
      aux_sym_if_block_token2,
  [7841] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      sym__newline,
  [7848] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1165), 1,
      sym_variable,
  [7855] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1167), 1,
      aux_sym_version_condition_token2,
  [7862] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1169), 1,
      aux_sym_macro_reference_token1,
  [7869] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1171), 1,
      sym__newline,
  [7876] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1173), 1,
      anon_sym_RBRACK_RPAREN,
  [7883] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1175), 1,
      anon_sym_RPAREN,
  [7890] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1177), 1,
      aux_sym_defined_condition_token3,
  [7897] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1179), 1,
      anon_sym_RPAREN,
  [7904] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1181), 1,
      sym_heredoc_end,
  [7911] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1183), 1,
      sym__newline,
  [7918] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      anon_sym_DOT,
  [7925] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1185), 1,
      anon_sym_RPAREN,
  [7932] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1187), 1,
      anon_sym_RPAREN,
  [7939] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1189), 1,
      aux_sym_include_token6,
  [7946] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      anon_sym_DOT,
  [7953] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1191), 1,
      sym__newline,
  [7960] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1193), 1,
      anon_sym_RPAREN,
  [7967] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1195), 1,
      anon_sym_RPAREN,
  [7974] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      sym__newline,
  [7981] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(557), 1,
      sym__newline,
  [7988] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1197), 1,
      anon_sym_RPAREN,
  [7995] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1199), 1,
      aux_sym_version_condition_token3,
  [8002] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1201), 1,
      sym__newline,
  [8009] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1203), 1,
      anon_sym_RPAREN,
  [8016] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1205), 1,
      aux_sym_macro_reference_token1,
  [8023] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1207), 1,
      aux_sym_macro_reference_token1,
  [8030] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1209), 1,
      aux_sym_include_token6,
  [8037] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1211), 1,
      aux_sym_include_token6,
  [8044] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1213), 1,
      aux_sym_macro_reference_token1,
  [8051] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1215), 1,
      aux_sym_macro_reference_token1,
  [8058] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1217), 1,
      aux_sym_macro_reference_token1,
  [8065] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1219), 1,
      aux_sym_macro_reference_token1,
  [8072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1221), 1,
      aux_sym_macro_reference_token1,
  [8079] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1223), 1,
      aux_sym_macro_reference_token1,
  [8086] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__newline,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 90,
  [SMALL_STATE(4)] = 180,
  [SMALL_STATE(5)] = 257,
  [SMALL_STATE(6)] = 334,
  [SMALL_STATE(7)] = 411,
  [SMALL_STATE(8)] = 486,
  [SMALL_STATE(9)] = 561,
  [SMALL_STATE(10)] = 636,
  [SMALL_STATE(11)] = 711,
  [SMALL_STATE(12)] = 786,
  [SMALL_STATE(13)] = 851,
  [SMALL_STATE(14)] = 916,
  [SMALL_STATE(15)] = 967,
  [SMALL_STATE(16)] = 1018,
  [SMALL_STATE(17)] = 1065,
  [SMALL_STATE(18)] = 1111,
  [SMALL_STATE(19)] = 1156,
  [SMALL_STATE(20)] = 1201,
  [SMALL_STATE(21)] = 1253,
  [SMALL_STATE(22)] = 1295,
  [SMALL_STATE(23)] = 1337,
  [SMALL_STATE(24)] = 1379,
  [SMALL_STATE(25)] = 1423,
  [SMALL_STATE(26)] = 1467,
  [SMALL_STATE(27)] = 1493,
  [SMALL_STATE(28)] = 1534,
  [SMALL_STATE(29)] = 1573,
  [SMALL_STATE(30)] = 1612,
  [SMALL_STATE(31)] = 1651,
  [SMALL_STATE(32)] = 1692,
  [SMALL_STATE(33)] = 1731,
  [SMALL_STATE(34)] = 1772,
  [SMALL_STATE(35)] = 1811,
  [SMALL_STATE(36)] = 1850,
  [SMALL_STATE(37)] = 1901,
  [SMALL_STATE(38)] = 1939,
  [SMALL_STATE(39)] = 1963,
  [SMALL_STATE(40)] = 2001,
  [SMALL_STATE(41)] = 2039,
  [SMALL_STATE(42)] = 2077,
  [SMALL_STATE(43)] = 2115,
  [SMALL_STATE(44)] = 2153,
  [SMALL_STATE(45)] = 2191,
  [SMALL_STATE(46)] = 2229,
  [SMALL_STATE(47)] = 2267,
  [SMALL_STATE(48)] = 2291,
  [SMALL_STATE(49)] = 2329,
  [SMALL_STATE(50)] = 2367,
  [SMALL_STATE(51)] = 2404,
  [SMALL_STATE(52)] = 2441,
  [SMALL_STATE(53)] = 2478,
  [SMALL_STATE(54)] = 2517,
  [SMALL_STATE(55)] = 2554,
  [SMALL_STATE(56)] = 2591,
  [SMALL_STATE(57)] = 2630,
  [SMALL_STATE(58)] = 2667,
  [SMALL_STATE(59)] = 2704,
  [SMALL_STATE(60)] = 2741,
  [SMALL_STATE(61)] = 2778,
  [SMALL_STATE(62)] = 2815,
  [SMALL_STATE(63)] = 2852,
  [SMALL_STATE(64)] = 2889,
  [SMALL_STATE(65)] = 2926,
  [SMALL_STATE(66)] = 2963,
  [SMALL_STATE(67)] = 3000,
  [SMALL_STATE(68)] = 3037,
  [SMALL_STATE(69)] = 3074,
  [SMALL_STATE(70)] = 3111,
  [SMALL_STATE(71)] = 3148,
  [SMALL_STATE(72)] = 3185,
  [SMALL_STATE(73)] = 3222,
  [SMALL_STATE(74)] = 3259,
  [SMALL_STATE(75)] = 3296,
  [SMALL_STATE(76)] = 3333,
  [SMALL_STATE(77)] = 3370,
  [SMALL_STATE(78)] = 3406,
  [SMALL_STATE(79)] = 3440,
  [SMALL_STATE(80)] = 3476,
  [SMALL_STATE(81)] = 3510,
  [SMALL_STATE(82)] = 3546,
  [SMALL_STATE(83)] = 3582,
  [SMALL_STATE(84)] = 3618,
  [SMALL_STATE(85)] = 3654,
  [SMALL_STATE(86)] = 3690,
  [SMALL_STATE(87)] = 3726,
  [SMALL_STATE(88)] = 3762,
  [SMALL_STATE(89)] = 3798,
  [SMALL_STATE(90)] = 3834,
  [SMALL_STATE(91)] = 3870,
  [SMALL_STATE(92)] = 3906,
  [SMALL_STATE(93)] = 3942,
  [SMALL_STATE(94)] = 3978,
  [SMALL_STATE(95)] = 4014,
  [SMALL_STATE(96)] = 4050,
  [SMALL_STATE(97)] = 4086,
  [SMALL_STATE(98)] = 4122,
  [SMALL_STATE(99)] = 4158,
  [SMALL_STATE(100)] = 4194,
  [SMALL_STATE(101)] = 4230,
  [SMALL_STATE(102)] = 4266,
  [SMALL_STATE(103)] = 4302,
  [SMALL_STATE(104)] = 4338,
  [SMALL_STATE(105)] = 4374,
  [SMALL_STATE(106)] = 4410,
  [SMALL_STATE(107)] = 4443,
  [SMALL_STATE(108)] = 4476,
  [SMALL_STATE(109)] = 4509,
  [SMALL_STATE(110)] = 4542,
  [SMALL_STATE(111)] = 4573,
  [SMALL_STATE(112)] = 4604,
  [SMALL_STATE(113)] = 4637,
  [SMALL_STATE(114)] = 4662,
  [SMALL_STATE(115)] = 4687,
  [SMALL_STATE(116)] = 4712,
  [SMALL_STATE(117)] = 4737,
  [SMALL_STATE(118)] = 4768,
  [SMALL_STATE(119)] = 4793,
  [SMALL_STATE(120)] = 4818,
  [SMALL_STATE(121)] = 4836,
  [SMALL_STATE(122)] = 4854,
  [SMALL_STATE(123)] = 4872,
  [SMALL_STATE(124)] = 4890,
  [SMALL_STATE(125)] = 4908,
  [SMALL_STATE(126)] = 4940,
  [SMALL_STATE(127)] = 4957,
  [SMALL_STATE(128)] = 4974,
  [SMALL_STATE(129)] = 4991,
  [SMALL_STATE(130)] = 5008,
  [SMALL_STATE(131)] = 5025,
  [SMALL_STATE(132)] = 5042,
  [SMALL_STATE(133)] = 5059,
  [SMALL_STATE(134)] = 5076,
  [SMALL_STATE(135)] = 5093,
  [SMALL_STATE(136)] = 5124,
  [SMALL_STATE(137)] = 5141,
  [SMALL_STATE(138)] = 5158,
  [SMALL_STATE(139)] = 5175,
  [SMALL_STATE(140)] = 5192,
  [SMALL_STATE(141)] = 5209,
  [SMALL_STATE(142)] = 5226,
  [SMALL_STATE(143)] = 5243,
  [SMALL_STATE(144)] = 5260,
  [SMALL_STATE(145)] = 5277,
  [SMALL_STATE(146)] = 5294,
  [SMALL_STATE(147)] = 5311,
  [SMALL_STATE(148)] = 5327,
  [SMALL_STATE(149)] = 5343,
  [SMALL_STATE(150)] = 5359,
  [SMALL_STATE(151)] = 5375,
  [SMALL_STATE(152)] = 5391,
  [SMALL_STATE(153)] = 5407,
  [SMALL_STATE(154)] = 5423,
  [SMALL_STATE(155)] = 5439,
  [SMALL_STATE(156)] = 5455,
  [SMALL_STATE(157)] = 5471,
  [SMALL_STATE(158)] = 5492,
  [SMALL_STATE(159)] = 5513,
  [SMALL_STATE(160)] = 5527,
  [SMALL_STATE(161)] = 5543,
  [SMALL_STATE(162)] = 5557,
  [SMALL_STATE(163)] = 5579,
  [SMALL_STATE(164)] = 5597,
  [SMALL_STATE(165)] = 5615,
  [SMALL_STATE(166)] = 5631,
  [SMALL_STATE(167)] = 5647,
  [SMALL_STATE(168)] = 5661,
  [SMALL_STATE(169)] = 5683,
  [SMALL_STATE(170)] = 5697,
  [SMALL_STATE(171)] = 5715,
  [SMALL_STATE(172)] = 5729,
  [SMALL_STATE(173)] = 5749,
  [SMALL_STATE(174)] = 5765,
  [SMALL_STATE(175)] = 5779,
  [SMALL_STATE(176)] = 5797,
  [SMALL_STATE(177)] = 5813,
  [SMALL_STATE(178)] = 5835,
  [SMALL_STATE(179)] = 5857,
  [SMALL_STATE(180)] = 5871,
  [SMALL_STATE(181)] = 5887,
  [SMALL_STATE(182)] = 5909,
  [SMALL_STATE(183)] = 5929,
  [SMALL_STATE(184)] = 5943,
  [SMALL_STATE(185)] = 5959,
  [SMALL_STATE(186)] = 5977,
  [SMALL_STATE(187)] = 5993,
  [SMALL_STATE(188)] = 6015,
  [SMALL_STATE(189)] = 6030,
  [SMALL_STATE(190)] = 6047,
  [SMALL_STATE(191)] = 6064,
  [SMALL_STATE(192)] = 6079,
  [SMALL_STATE(193)] = 6094,
  [SMALL_STATE(194)] = 6111,
  [SMALL_STATE(195)] = 6128,
  [SMALL_STATE(196)] = 6145,
  [SMALL_STATE(197)] = 6162,
  [SMALL_STATE(198)] = 6179,
  [SMALL_STATE(199)] = 6196,
  [SMALL_STATE(200)] = 6213,
  [SMALL_STATE(201)] = 6230,
  [SMALL_STATE(202)] = 6245,
  [SMALL_STATE(203)] = 6260,
  [SMALL_STATE(204)] = 6275,
  [SMALL_STATE(205)] = 6288,
  [SMALL_STATE(206)] = 6303,
  [SMALL_STATE(207)] = 6316,
  [SMALL_STATE(208)] = 6329,
  [SMALL_STATE(209)] = 6342,
  [SMALL_STATE(210)] = 6355,
  [SMALL_STATE(211)] = 6370,
  [SMALL_STATE(212)] = 6387,
  [SMALL_STATE(213)] = 6404,
  [SMALL_STATE(214)] = 6420,
  [SMALL_STATE(215)] = 6434,
  [SMALL_STATE(216)] = 6450,
  [SMALL_STATE(217)] = 6466,
  [SMALL_STATE(218)] = 6482,
  [SMALL_STATE(219)] = 6498,
  [SMALL_STATE(220)] = 6514,
  [SMALL_STATE(221)] = 6530,
  [SMALL_STATE(222)] = 6546,
  [SMALL_STATE(223)] = 6560,
  [SMALL_STATE(224)] = 6572,
  [SMALL_STATE(225)] = 6582,
  [SMALL_STATE(226)] = 6598,
  [SMALL_STATE(227)] = 6614,
  [SMALL_STATE(228)] = 6625,
  [SMALL_STATE(229)] = 6636,
  [SMALL_STATE(230)] = 6647,
  [SMALL_STATE(231)] = 6658,
  [SMALL_STATE(232)] = 6669,
  [SMALL_STATE(233)] = 6678,
  [SMALL_STATE(234)] = 6687,
  [SMALL_STATE(235)] = 6700,
  [SMALL_STATE(236)] = 6713,
  [SMALL_STATE(237)] = 6724,
  [SMALL_STATE(238)] = 6737,
  [SMALL_STATE(239)] = 6747,
  [SMALL_STATE(240)] = 6755,
  [SMALL_STATE(241)] = 6763,
  [SMALL_STATE(242)] = 6771,
  [SMALL_STATE(243)] = 6779,
  [SMALL_STATE(244)] = 6787,
  [SMALL_STATE(245)] = 6795,
  [SMALL_STATE(246)] = 6803,
  [SMALL_STATE(247)] = 6811,
  [SMALL_STATE(248)] = 6819,
  [SMALL_STATE(249)] = 6827,
  [SMALL_STATE(250)] = 6835,
  [SMALL_STATE(251)] = 6845,
  [SMALL_STATE(252)] = 6855,
  [SMALL_STATE(253)] = 6865,
  [SMALL_STATE(254)] = 6875,
  [SMALL_STATE(255)] = 6883,
  [SMALL_STATE(256)] = 6891,
  [SMALL_STATE(257)] = 6899,
  [SMALL_STATE(258)] = 6907,
  [SMALL_STATE(259)] = 6915,
  [SMALL_STATE(260)] = 6923,
  [SMALL_STATE(261)] = 6931,
  [SMALL_STATE(262)] = 6939,
  [SMALL_STATE(263)] = 6947,
  [SMALL_STATE(264)] = 6957,
  [SMALL_STATE(265)] = 6965,
  [SMALL_STATE(266)] = 6973,
  [SMALL_STATE(267)] = 6981,
  [SMALL_STATE(268)] = 6991,
  [SMALL_STATE(269)] = 6999,
  [SMALL_STATE(270)] = 7007,
  [SMALL_STATE(271)] = 7015,
  [SMALL_STATE(272)] = 7023,
  [SMALL_STATE(273)] = 7031,
  [SMALL_STATE(274)] = 7039,
  [SMALL_STATE(275)] = 7047,
  [SMALL_STATE(276)] = 7055,
  [SMALL_STATE(277)] = 7065,
  [SMALL_STATE(278)] = 7075,
  [SMALL_STATE(279)] = 7083,
  [SMALL_STATE(280)] = 7093,
  [SMALL_STATE(281)] = 7101,
  [SMALL_STATE(282)] = 7109,
  [SMALL_STATE(283)] = 7117,
  [SMALL_STATE(284)] = 7125,
  [SMALL_STATE(285)] = 7133,
  [SMALL_STATE(286)] = 7143,
  [SMALL_STATE(287)] = 7153,
  [SMALL_STATE(288)] = 7163,
  [SMALL_STATE(289)] = 7171,
  [SMALL_STATE(290)] = 7179,
  [SMALL_STATE(291)] = 7187,
  [SMALL_STATE(292)] = 7195,
  [SMALL_STATE(293)] = 7205,
  [SMALL_STATE(294)] = 7213,
  [SMALL_STATE(295)] = 7221,
  [SMALL_STATE(296)] = 7229,
  [SMALL_STATE(297)] = 7237,
  [SMALL_STATE(298)] = 7245,
  [SMALL_STATE(299)] = 7255,
  [SMALL_STATE(300)] = 7263,
  [SMALL_STATE(301)] = 7271,
  [SMALL_STATE(302)] = 7279,
  [SMALL_STATE(303)] = 7287,
  [SMALL_STATE(304)] = 7295,
  [SMALL_STATE(305)] = 7303,
  [SMALL_STATE(306)] = 7311,
  [SMALL_STATE(307)] = 7319,
  [SMALL_STATE(308)] = 7327,
  [SMALL_STATE(309)] = 7335,
  [SMALL_STATE(310)] = 7343,
  [SMALL_STATE(311)] = 7351,
  [SMALL_STATE(312)] = 7359,
  [SMALL_STATE(313)] = 7367,
  [SMALL_STATE(314)] = 7375,
  [SMALL_STATE(315)] = 7383,
  [SMALL_STATE(316)] = 7393,
  [SMALL_STATE(317)] = 7401,
  [SMALL_STATE(318)] = 7411,
  [SMALL_STATE(319)] = 7421,
  [SMALL_STATE(320)] = 7431,
  [SMALL_STATE(321)] = 7439,
  [SMALL_STATE(322)] = 7447,
  [SMALL_STATE(323)] = 7457,
  [SMALL_STATE(324)] = 7467,
  [SMALL_STATE(325)] = 7477,
  [SMALL_STATE(326)] = 7485,
  [SMALL_STATE(327)] = 7495,
  [SMALL_STATE(328)] = 7505,
  [SMALL_STATE(329)] = 7515,
  [SMALL_STATE(330)] = 7525,
  [SMALL_STATE(331)] = 7535,
  [SMALL_STATE(332)] = 7545,
  [SMALL_STATE(333)] = 7553,
  [SMALL_STATE(334)] = 7563,
  [SMALL_STATE(335)] = 7573,
  [SMALL_STATE(336)] = 7581,
  [SMALL_STATE(337)] = 7591,
  [SMALL_STATE(338)] = 7599,
  [SMALL_STATE(339)] = 7609,
  [SMALL_STATE(340)] = 7617,
  [SMALL_STATE(341)] = 7624,
  [SMALL_STATE(342)] = 7631,
  [SMALL_STATE(343)] = 7638,
  [SMALL_STATE(344)] = 7645,
  [SMALL_STATE(345)] = 7652,
  [SMALL_STATE(346)] = 7659,
  [SMALL_STATE(347)] = 7666,
  [SMALL_STATE(348)] = 7673,
  [SMALL_STATE(349)] = 7680,
  [SMALL_STATE(350)] = 7687,
  [SMALL_STATE(351)] = 7694,
  [SMALL_STATE(352)] = 7701,
  [SMALL_STATE(353)] = 7708,
  [SMALL_STATE(354)] = 7715,
  [SMALL_STATE(355)] = 7722,
  [SMALL_STATE(356)] = 7729,
  [SMALL_STATE(357)] = 7736,
  [SMALL_STATE(358)] = 7743,
  [SMALL_STATE(359)] = 7750,
  [SMALL_STATE(360)] = 7757,
  [SMALL_STATE(361)] = 7764,
  [SMALL_STATE(362)] = 7771,
  [SMALL_STATE(363)] = 7778,
  [SMALL_STATE(364)] = 7785,
  [SMALL_STATE(365)] = 7792,
  [SMALL_STATE(366)] = 7799,
  [SMALL_STATE(367)] = 7806,
  [SMALL_STATE(368)] = 7813,
  [SMALL_STATE(369)] = 7820,
  [SMALL_STATE(370)] = 7827,
  [SMALL_STATE(371)] = 7834,
  [SMALL_STATE(372)] = 7841,
  [SMALL_STATE(373)] = 7848,
  [SMALL_STATE(374)] = 7855,
  [SMALL_STATE(375)] = 7862,
  [SMALL_STATE(376)] = 7869,
  [SMALL_STATE(377)] = 7876,
  [SMALL_STATE(378)] = 7883,
  [SMALL_STATE(379)] = 7890,
  [SMALL_STATE(380)] = 7897,
  [SMALL_STATE(381)] = 7904,
  [SMALL_STATE(382)] = 7911,
  [SMALL_STATE(383)] = 7918,
  [SMALL_STATE(384)] = 7925,
  [SMALL_STATE(385)] = 7932,
  [SMALL_STATE(386)] = 7939,
  [SMALL_STATE(387)] = 7946,
  [SMALL_STATE(388)] = 7953,
  [SMALL_STATE(389)] = 7960,
  [SMALL_STATE(390)] = 7967,
  [SMALL_STATE(391)] = 7974,
  [SMALL_STATE(392)] = 7981,
  [SMALL_STATE(393)] = 7988,
  [SMALL_STATE(394)] = 7995,
  [SMALL_STATE(395)] = 8002,
  [SMALL_STATE(396)] = 8009,
  [SMALL_STATE(397)] = 8016,
  [SMALL_STATE(398)] = 8023,
  [SMALL_STATE(399)] = 8030,
  [SMALL_STATE(400)] = 8037,
  [SMALL_STATE(401)] = 8044,
  [SMALL_STATE(402)] = 8051,
  [SMALL_STATE(403)] = 8058,
  [SMALL_STATE(404)] = 8065,
  [SMALL_STATE(405)] = 8072,
  [SMALL_STATE(406)] = 8079,
  [SMALL_STATE(407)] = 8086,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(346),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(56),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(292),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(292),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(216),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(173),
  [29] = {.entry = {.count = 1, .reusable = true}}, SHIFT(375),
  [31] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(89),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(295),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(343),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(350),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(350),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [57] = {.entry = {.count = 1, .reusable = true}}, SHIFT(404),
  [59] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(306),
  [63] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [68] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(182),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(346),
  [74] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(89),
  [77] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [80] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(56),
  [83] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [85] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [88] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(350),
  [91] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(350),
  [94] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(225),
  [97] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [100] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(404),
  [103] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(15),
  [106] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 60),
  [108] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [110] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 60),
  [112] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [116] = {.entry = {.count = 1, .reusable = false}}, SHIFT(267),
  [118] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [120] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [122] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [125] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(372),
  [128] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(372),
  [131] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [135] = {.entry = {.count = 1, .reusable = false}}, SHIFT(368),
  [137] = {.entry = {.count = 1, .reusable = true}}, SHIFT(368),
  [139] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [142] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(368),
  [145] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(368),
  [148] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [150] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [152] = {.entry = {.count = 1, .reusable = false}}, SHIFT(266),
  [154] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [156] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [158] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [160] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [162] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [164] = {.entry = {.count = 1, .reusable = true}}, SHIFT(197),
  [166] = {.entry = {.count = 1, .reusable = true}}, SHIFT(198),
  [168] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [170] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [172] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [174] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [178] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [180] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [182] = {.entry = {.count = 1, .reusable = true}}, SHIFT(252),
  [184] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [186] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [188] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [190] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [192] = {.entry = {.count = 1, .reusable = true}}, SHIFT(92),
  [194] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [196] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [198] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [200] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 21),
  [202] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [204] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [206] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [208] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [210] = {.entry = {.count = 1, .reusable = true}}, SHIFT(286),
  [212] = {.entry = {.count = 1, .reusable = false}}, SHIFT(364),
  [214] = {.entry = {.count = 1, .reusable = true}}, SHIFT(287),
  [216] = {.entry = {.count = 1, .reusable = true}}, SHIFT(397),
  [218] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [220] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [222] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [224] = {.entry = {.count = 1, .reusable = true}}, SHIFT(334),
  [226] = {.entry = {.count = 1, .reusable = false}}, SHIFT(402),
  [228] = {.entry = {.count = 1, .reusable = true}}, SHIFT(327),
  [230] = {.entry = {.count = 1, .reusable = true}}, SHIFT(406),
  [232] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 21),
  [234] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [236] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [238] = {.entry = {.count = 1, .reusable = false}}, SHIFT(237),
  [240] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 21),
  [242] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [244] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [246] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 1, 0, 0),
  [248] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [250] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(19),
  [254] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [256] = {.entry = {.count = 1, .reusable = false}}, SHIFT(175),
  [258] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [260] = {.entry = {.count = 1, .reusable = true}}, SHIFT(326),
  [262] = {.entry = {.count = 1, .reusable = true}}, SHIFT(403),
  [264] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 45),
  [266] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [268] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 21),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 69),
  [274] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [276] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [278] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [280] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [282] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [284] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [286] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [288] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 43),
  [292] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 68),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 43),
  [296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [298] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 43),
  [300] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [302] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 71),
  [304] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 85),
  [306] = {.entry = {.count = 1, .reusable = false}}, SHIFT(31),
  [308] = {.entry = {.count = 1, .reusable = false}}, SHIFT(25),
  [310] = {.entry = {.count = 1, .reusable = false}}, SHIFT(17),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__copy_arguments, 1, 0, 17),
  [314] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [316] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalmacro_statement, 2, 0, 16),
  [318] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [320] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_statement, 2, 0, 15),
  [322] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [324] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_default_statement, 2, 0, 15),
  [326] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [328] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalset_statement, 2, 0, 15),
  [330] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [332] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_name_statement, 1, 0, 0),
  [334] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [336] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 2),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 53),
  [340] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [342] = {.entry = {.count = 1, .reusable = false}}, SHIFT(117),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT(374),
  [346] = {.entry = {.count = 1, .reusable = false}}, SHIFT(119),
  [348] = {.entry = {.count = 1, .reusable = false}}, SHIFT(116),
  [350] = {.entry = {.count = 1, .reusable = true}}, SHIFT(318),
  [352] = {.entry = {.count = 1, .reusable = true}}, SHIFT(401),
  [354] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_universe_statement, 1, 0, 0),
  [356] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_requirements_statement, 1, 0, 0),
  [358] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [360] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 77),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_delete_statement, 2, 0, 15),
  [364] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 88),
  [366] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 27),
  [368] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [370] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [372] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [374] = {.entry = {.count = 1, .reusable = true}}, SHIFT(87),
  [376] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [378] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 28),
  [380] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 34),
  [382] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_statement, 3, 0, 36),
  [384] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_default_statement, 3, 0, 36),
  [386] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalset_statement, 3, 0, 36),
  [388] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalmacro_statement, 3, 0, 38),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__copy_arguments, 2, 0, 40),
  [392] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 2),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 8),
  [396] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 10),
  [398] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [400] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [402] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [404] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [406] = {.entry = {.count = 1, .reusable = false}}, SHIFT(331),
  [408] = {.entry = {.count = 1, .reusable = false}}, SHIFT(398),
  [410] = {.entry = {.count = 1, .reusable = false}}, SHIFT(319),
  [412] = {.entry = {.count = 1, .reusable = true}}, SHIFT(405),
  [414] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [416] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [418] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [420] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [422] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [424] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [427] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [430] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(286),
  [433] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(364),
  [436] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(287),
  [439] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(397),
  [442] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [444] = {.entry = {.count = 1, .reusable = false}}, SHIFT(179),
  [446] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [448] = {.entry = {.count = 1, .reusable = false}}, SHIFT(206),
  [450] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [452] = {.entry = {.count = 1, .reusable = false}}, SHIFT(156),
  [454] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [456] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [458] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [460] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [462] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [464] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [466] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [468] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(109),
  [471] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(109),
  [474] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(331),
  [477] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(398),
  [480] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(319),
  [483] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(405),
  [486] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [488] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(110),
  [491] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0),
  [493] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(110),
  [496] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(326),
  [499] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_queue_count_repeat1, 2, 0, 0), SHIFT_REPEAT(403),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [504] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [506] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [510] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(112),
  [513] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(112),
  [516] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(334),
  [519] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(402),
  [522] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(327),
  [525] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(406),
  [528] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [530] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 14),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 31),
  [534] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(115),
  [537] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [539] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(318),
  [542] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(401),
  [545] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [547] = {.entry = {.count = 1, .reusable = false}}, SHIFT(379),
  [549] = {.entry = {.count = 1, .reusable = false}}, SHIFT(113),
  [551] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [553] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [555] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [557] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 30),
  [561] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 30),
  [563] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 57),
  [565] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 57),
  [567] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 14),
  [569] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 14),
  [571] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 14),
  [573] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 14),
  [575] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 63),
  [577] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 63),
  [579] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 2, 0, 22),
  [581] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 14),
  [583] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 14),
  [585] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [587] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [589] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 14),
  [591] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 14),
  [593] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 20),
  [595] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 20),
  [597] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 90),
  [599] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 90),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [603] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [605] = {.entry = {.count = 1, .reusable = true}}, SHIFT(302),
  [607] = {.entry = {.count = 1, .reusable = true}}, SHIFT(314),
  [609] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 6),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(290),
  [613] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 6),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [619] = {.entry = {.count = 1, .reusable = true}}, SHIFT(343),
  [621] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(373),
  [625] = {.entry = {.count = 1, .reusable = false}}, SHIFT(185),
  [627] = {.entry = {.count = 1, .reusable = true}}, SHIFT(170),
  [629] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [631] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [633] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 32),
  [635] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 3, 0, 32),
  [637] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [639] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [641] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [643] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [645] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(170),
  [648] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(170),
  [651] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [655] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [659] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [661] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__include_as_key, 1, 0, 1),
  [663] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 3),
  [665] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 1, 0, 3),
  [667] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [669] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [671] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [675] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [677] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [679] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [681] = {.entry = {.count = 1, .reusable = false}}, SHIFT(236),
  [683] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [685] = {.entry = {.count = 1, .reusable = true}}, SHIFT(317),
  [687] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 12),
  [689] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_key, 2, 0, 12),
  [691] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [693] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(373),
  [696] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(185),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 79),
  [701] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 79), SHIFT_REPEAT(209),
  [704] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 29),
  [706] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [708] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 82),
  [710] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 82), SHIFT_REPEAT(53),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(335),
  [715] = {.entry = {.count = 1, .reusable = false}}, SHIFT(200),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(200),
  [719] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [721] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [723] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 56),
  [725] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_copy_statement, 1, 0, 0),
  [727] = {.entry = {.count = 1, .reusable = false}}, SHIFT(37),
  [729] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rename_statement, 1, 0, 0),
  [733] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [735] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [737] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [739] = {.entry = {.count = 1, .reusable = true}}, SHIFT(339),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 3),
  [745] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [747] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 1, 0, 4),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [751] = {.entry = {.count = 1, .reusable = false}}, SHIFT(222),
  [753] = {.entry = {.count = 1, .reusable = true}}, SHIFT(341),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [757] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [760] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [763] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_delete_statement, 1, 0, 0),
  [767] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [769] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [771] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 13), SHIFT_REPEAT(383),
  [774] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 13), SHIFT_REPEAT(375),
  [777] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [781] = {.entry = {.count = 1, .reusable = false}}, SHIFT(235),
  [783] = {.entry = {.count = 1, .reusable = true}}, SHIFT(184),
  [785] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [787] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [791] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_invalid_line, 2, 0, 9),
  [793] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [795] = {.entry = {.count = 1, .reusable = true}}, SHIFT(359),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 55),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 78),
  [803] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [807] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_default_statement, 1, 0, 0),
  [809] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [811] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(277),
  [815] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalset_statement, 1, 0, 0),
  [817] = {.entry = {.count = 1, .reusable = false}}, SHIFT(49),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_statement, 1, 0, 0),
  [821] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [823] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalmacro_statement, 1, 0, 0),
  [825] = {.entry = {.count = 1, .reusable = false}}, SHIFT(39),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 55),
  [829] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 61),
  [831] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [833] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [835] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [837] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [839] = {.entry = {.count = 1, .reusable = true}}, SHIFT(322),
  [841] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [843] = {.entry = {.count = 1, .reusable = false}}, SHIFT(264),
  [845] = {.entry = {.count = 1, .reusable = false}}, SHIFT(199),
  [847] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [851] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_delete_statement, 3, 0, 42),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 4, 0, 62),
  [855] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 96),
  [857] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 97),
  [859] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 98),
  [861] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 7, 0, 99),
  [863] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 3, 0, 49),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_copy_statement, 2, 0, 18),
  [867] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 3, 0, 50),
  [869] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 11),
  [871] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_statement, 4, 0, 64),
  [873] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [875] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [877] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [879] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [881] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_default_statement, 4, 0, 64),
  [883] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalset_statement, 4, 0, 64),
  [885] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalmacro_statement, 4, 0, 65),
  [887] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_rename_statement, 2, 0, 18),
  [889] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_name_statement, 2, 0, 14),
  [891] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_universe_statement, 2, 0, 19),
  [893] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_requirements_statement, 2, 0, 20),
  [895] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__copy_arguments, 3, 0, 66),
  [897] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 67),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [901] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [903] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 3, 0, 51),
  [905] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__statement, 2, 0, 0),
  [907] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [911] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 70),
  [913] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 67),
  [915] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 2, 0, 23),
  [917] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 2, 0, 24),
  [919] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 2, 0, 25),
  [921] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 52),
  [923] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 72),
  [925] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 26),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [929] = {.entry = {.count = 1, .reusable = true}}, SHIFT(362),
  [931] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(386),
  [935] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 67),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [939] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [941] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 4, 0, 73),
  [943] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 4, 0, 74),
  [945] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 4, 0, 75),
  [947] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 76),
  [949] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 54),
  [951] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [953] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [955] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [957] = {.entry = {.count = 1, .reusable = false}}, SHIFT(354),
  [959] = {.entry = {.count = 1, .reusable = false}}, SHIFT(357),
  [961] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [963] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 44),
  [965] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__copy_arguments, 2, 0, 41),
  [967] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 7),
  [969] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 5),
  [971] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 44),
  [973] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 80),
  [975] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 60),
  [977] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 33),
  [979] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 5),
  [981] = {.entry = {.count = 1, .reusable = false}}, SHIFT(126),
  [983] = {.entry = {.count = 1, .reusable = false}}, SHIFT(342),
  [985] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 35),
  [987] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 81),
  [989] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 44),
  [991] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 83),
  [993] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [995] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 3, 0, 46),
  [997] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 84),
  [999] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 60),
  [1001] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 86),
  [1003] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 87),
  [1005] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 89),
  [1007] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 3, 0, 47),
  [1009] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 91),
  [1011] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 92),
  [1013] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 93),
  [1015] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 94),
  [1017] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [1019] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [1021] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 95),
  [1023] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [1025] = {.entry = {.count = 1, .reusable = true}}, SHIFT(399),
  [1027] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [1029] = {.entry = {.count = 1, .reusable = false}}, SHIFT(363),
  [1031] = {.entry = {.count = 1, .reusable = false}}, SHIFT(365),
  [1033] = {.entry = {.count = 1, .reusable = false}}, SHIFT(133),
  [1035] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_transform_statement, 3, 0, 48),
  [1037] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_statement, 3, 0, 37),
  [1039] = {.entry = {.count = 1, .reusable = true}}, SHIFT(90),
  [1041] = {.entry = {.count = 1, .reusable = true}}, SHIFT(400),
  [1043] = {.entry = {.count = 1, .reusable = true}}, SHIFT(324),
  [1045] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [1047] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [1049] = {.entry = {.count = 1, .reusable = false}}, SHIFT(370),
  [1051] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalmacro_statement, 3, 0, 39),
  [1053] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [1055] = {.entry = {.count = 1, .reusable = false}}, SHIFT(340),
  [1057] = {.entry = {.count = 1, .reusable = false}}, SHIFT(377),
  [1059] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [1061] = {.entry = {.count = 1, .reusable = true}}, SHIFT(329),
  [1063] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [1065] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [1067] = {.entry = {.count = 1, .reusable = false}}, SHIFT(380),
  [1069] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [1071] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [1073] = {.entry = {.count = 1, .reusable = false}}, SHIFT(142),
  [1075] = {.entry = {.count = 1, .reusable = false}}, SHIFT(384),
  [1077] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_default_statement, 3, 0, 37),
  [1079] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [1081] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [1083] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [1085] = {.entry = {.count = 1, .reusable = false}}, SHIFT(389),
  [1087] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [1089] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [1091] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [1093] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_evalset_statement, 3, 0, 37),
  [1095] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [1097] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [1099] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [1101] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [1103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(360),
  [1105] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [1107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [1109] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [1111] = {.entry = {.count = 1, .reusable = true}}, SHIFT(294),
  [1113] = {.entry = {.count = 1, .reusable = true}}, SHIFT(356),
  [1115] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [1117] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [1119] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [1121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [1123] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1125] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [1127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [1129] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [1131] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [1133] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [1135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [1137] = {.entry = {.count = 1, .reusable = true}}, SHIFT(311),
  [1139] = {.entry = {.count = 1, .reusable = true}}, SHIFT(376),
  [1141] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [1143] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [1145] = {.entry = {.count = 1, .reusable = false}}, SHIFT(361),
  [1147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(161),
  [1149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [1151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [1153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [1155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [1157] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [1159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [1161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [1163] = {.entry = {.count = 1, .reusable = true}}, SHIFT(313),
  [1165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [1167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(394),
  [1169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [1171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(158),
  [1173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [1175] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [1177] = {.entry = {.count = 1, .reusable = false}}, SHIFT(382),
  [1179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [1181] = {.entry = {.count = 1, .reusable = true}}, SHIFT(316),
  [1183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 58),
  [1185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [1187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [1189] = {.entry = {.count = 1, .reusable = false}}, SHIFT(347),
  [1191] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 59),
  [1193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [1195] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [1197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [1199] = {.entry = {.count = 1, .reusable = true}}, SHIFT(388),
  [1201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [1203] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [1205] = {.entry = {.count = 1, .reusable = true}}, SHIFT(315),
  [1207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(323),
  [1209] = {.entry = {.count = 1, .reusable = false}}, SHIFT(367),
  [1211] = {.entry = {.count = 1, .reusable = false}}, SHIFT(369),
  [1213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [1215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(328),
  [1217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(330),
  [1219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(333),
  [1221] = {.entry = {.count = 1, .reusable = true}}, SHIFT(336),
  [1223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(338),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token_heredoc_tag = 0,
  ts_external_token_heredoc_line = 1,
  ts_external_token_heredoc_end = 2,
  ts_external_token__macro_open = 3,
  ts_external_token__error_sentinel = 4,
  ts_external_token__keyword_ahead = 5,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token_heredoc_tag] = sym_heredoc_tag,
  [ts_external_token_heredoc_line] = sym_heredoc_line,
  [ts_external_token_heredoc_end] = sym_heredoc_end,
  [ts_external_token__macro_open] = sym__macro_open,
  [ts_external_token__error_sentinel] = sym__error_sentinel,
  [ts_external_token__keyword_ahead] = sym__keyword_ahead,
};

static const bool ts_external_scanner_states[7][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token_heredoc_tag] = true,
    [ts_external_token_heredoc_line] = true,
    [ts_external_token_heredoc_end] = true,
    [ts_external_token__macro_open] = true,
    [ts_external_token__error_sentinel] = true,
    [ts_external_token__keyword_ahead] = true,
  },
  [2] = {
    [ts_external_token__macro_open] = true,
    [ts_external_token__keyword_ahead] = true,
  },
  [3] = {
    [ts_external_token__macro_open] = true,
  },
  [4] = {
    [ts_external_token_heredoc_line] = true,
    [ts_external_token_heredoc_end] = true,
  },
  [5] = {
    [ts_external_token_heredoc_tag] = true,
  },
  [6] = {
    [ts_external_token_heredoc_end] = true,
  },
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_condor_transform_external_scanner_create(void);
void tree_sitter_condor_transform_external_scanner_destroy(void *);
bool tree_sitter_condor_transform_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_condor_transform_external_scanner_serialize(void *, char *);
void tree_sitter_condor_transform_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_condor_transform(void) {
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
      tree_sitter_condor_transform_external_scanner_create,
      tree_sitter_condor_transform_external_scanner_destroy,
      tree_sitter_condor_transform_external_scanner_scan,
      tree_sitter_condor_transform_external_scanner_serialize,
      tree_sitter_condor_transform_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
