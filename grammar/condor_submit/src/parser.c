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
#define SYMBOL_COUNT 127
#define ALIAS_COUNT 1
#define TOKEN_COUNT 83
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 32
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 75

enum ts_symbol_identifiers {
  aux_sym_queue_statement_token1 = 1,
  aux_sym_queue_statement_token2 = 2,
  aux_sym__queue_in_token1 = 3,
  aux_sym__queue_from_token1 = 4,
  aux_sym__queue_from_token2 = 5,
  aux_sym__queue_matching_token1 = 6,
  aux_sym__queue_matching_token2 = 7,
  aux_sym__queue_matching_token3 = 8,
  aux_sym__queue_matching_token4 = 9,
  sym_slice = 10,
  sym_table_options = 11,
  anon_sym_LPAREN = 12,
  aux_sym_item_list_token1 = 13,
  anon_sym_RPAREN = 14,
  aux_sym_item_list_token2 = 15,
  anon_sym_COMMA = 16,
  sym_variable = 17,
  aux_sym_include_token1 = 18,
  aux_sym_include_token2 = 19,
  aux_sym_include_token3 = 20,
  aux_sym_include_token4 = 21,
  aux_sym_include_token5 = 22,
  aux_sym_include_token6 = 23,
  aux_sym_include_token7 = 24,
  anon_sym_COLON = 25,
  aux_sym_use_token1 = 26,
  aux_sym_template_token1 = 27,
  aux_sym_error_token1 = 28,
  aux_sym_warning_token1 = 29,
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
  anon_sym_EQ = 53,
  anon_sym_PLUS_EQ = 54,
  anon_sym_PLUS_COMMA_EQ = 55,
  anon_sym_PLUS_COMMA_COMMA_EQ = 56,
  anon_sym_PLUS_SEMI_EQ = 57,
  anon_sym_PLUS_SEMI_SEMI_EQ = 58,
  anon_sym_PLUS_PIPE_EQ = 59,
  anon_sym_PLUS_PIPE_PIPE_EQ = 60,
  anon_sym_PLUS_AMP_EQ = 61,
  anon_sym_PLUS_AMP_AMP_EQ = 62,
  anon_sym_PLUS_STAR_EQ = 63,
  anon_sym_PLUS_STAR_STAR_EQ = 64,
  anon_sym_AT_EQ = 65,
  aux_sym__value_part_token1 = 66,
  aux_sym__value_part_token2 = 67,
  sym_text = 68,
  anon_sym_DOLLAR_LPAREN = 69,
  aux_sym_macro_reference_token1 = 70,
  aux_sym_default_value_token1 = 71,
  anon_sym_LPAREN2 = 72,
  aux_sym_macro_function_token1 = 73,
  sym_function_name = 74,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 75,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 76,
  aux_sym_machine_reference_token1 = 77,
  anon_sym_RBRACK_RPAREN = 78,
  sym_heredoc_tag = 79,
  sym_heredoc_line = 80,
  sym_heredoc_end = 81,
  sym__error_sentinel = 82,
  sym_source_file = 83,
  sym__line = 84,
  sym__statement = 85,
  sym_queue_statement = 86,
  sym_queue_count = 87,
  sym__queue_in = 88,
  sym__queue_from = 89,
  sym__queue_matching = 90,
  sym_item_list = 91,
  sym_variable_list = 92,
  sym_include = 93,
  sym_use = 94,
  sym_template = 95,
  sym_error = 96,
  sym_warning = 97,
  sym_if_block = 98,
  sym_elif_clause = 99,
  sym_else_clause = 100,
  sym_condition = 101,
  sym_defined_condition = 102,
  sym_version_condition = 103,
  sym_condition_expression = 104,
  sym__condition_part = 105,
  sym__condition_word = 106,
  sym_key = 107,
  sym_assignment = 108,
  sym_heredoc_assignment = 109,
  sym_heredoc_body = 110,
  sym_value = 111,
  sym__value_part = 112,
  sym_macro_reference = 113,
  sym_default_value = 114,
  sym_macro_function = 115,
  sym_machine_reference = 116,
  aux_sym_source_file_repeat1 = 117,
  aux_sym_item_list_repeat1 = 118,
  aux_sym_variable_list_repeat1 = 119,
  aux_sym_use_repeat1 = 120,
  aux_sym_if_block_repeat1 = 121,
  aux_sym_condition_expression_repeat1 = 122,
  aux_sym_key_repeat1 = 123,
  aux_sym_heredoc_body_repeat1 = 124,
  aux_sym_value_repeat1 = 125,
  aux_sym_default_value_repeat1 = 126,
  alias_sym_key_prefix = 127,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
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
  [anon_sym_COLON] = ":",
  [aux_sym_use_token1] = "use",
  [aux_sym_template_token1] = "template_arguments",
  [aux_sym_error_token1] = "directive",
  [aux_sym_warning_token1] = "directive",
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
  [anon_sym_EQ] = "=",
  [anon_sym_PLUS_EQ] = "+=",
  [anon_sym_PLUS_COMMA_EQ] = "+,=",
  [anon_sym_PLUS_COMMA_COMMA_EQ] = "+,,=",
  [anon_sym_PLUS_SEMI_EQ] = "+;=",
  [anon_sym_PLUS_SEMI_SEMI_EQ] = "+;;=",
  [anon_sym_PLUS_PIPE_EQ] = "+|=",
  [anon_sym_PLUS_PIPE_PIPE_EQ] = "+||=",
  [anon_sym_PLUS_AMP_EQ] = "+&=",
  [anon_sym_PLUS_AMP_AMP_EQ] = "+&&=",
  [anon_sym_PLUS_STAR_EQ] = "+*=",
  [anon_sym_PLUS_STAR_STAR_EQ] = "+**=",
  [anon_sym_AT_EQ] = "@=",
  [aux_sym__value_part_token1] = "text",
  [aux_sym__value_part_token2] = "text",
  [sym_text] = "text",
  [anon_sym_DOLLAR_LPAREN] = "$(",
  [aux_sym_macro_reference_token1] = "macro_name",
  [aux_sym_default_value_token1] = "text",
  [anon_sym_LPAREN2] = "(",
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
  [sym_error] = "error",
  [sym_warning] = "warning",
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
  [anon_sym_COLON] = anon_sym_COLON,
  [aux_sym_use_token1] = aux_sym_use_token1,
  [aux_sym_template_token1] = aux_sym_template_token1,
  [aux_sym_error_token1] = aux_sym_error_token1,
  [aux_sym_warning_token1] = aux_sym_error_token1,
  [aux_sym_if_block_token1] = aux_sym_if_block_token1,
  [aux_sym_if_block_token2] = aux_sym_if_block_token2,
  [aux_sym_elif_clause_token1] = aux_sym_elif_clause_token1,
  [aux_sym_else_clause_token1] = aux_sym_else_clause_token1,
  [anon_sym_BANG] = anon_sym_BANG,
  [aux_sym_defined_condition_token1] = aux_sym_defined_condition_token1,
  [aux_sym_defined_condition_token2] = aux_sym_use_token1,
  [aux_sym_defined_condition_token3] = aux_sym_defined_condition_token3,
  [aux_sym_version_condition_token1] = aux_sym_version_condition_token1,
  [aux_sym_version_condition_token2] = aux_sym_version_condition_token2,
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
  [anon_sym_EQ] = anon_sym_EQ,
  [anon_sym_PLUS_EQ] = anon_sym_PLUS_EQ,
  [anon_sym_PLUS_COMMA_EQ] = anon_sym_PLUS_COMMA_EQ,
  [anon_sym_PLUS_COMMA_COMMA_EQ] = anon_sym_PLUS_COMMA_COMMA_EQ,
  [anon_sym_PLUS_SEMI_EQ] = anon_sym_PLUS_SEMI_EQ,
  [anon_sym_PLUS_SEMI_SEMI_EQ] = anon_sym_PLUS_SEMI_SEMI_EQ,
  [anon_sym_PLUS_PIPE_EQ] = anon_sym_PLUS_PIPE_EQ,
  [anon_sym_PLUS_PIPE_PIPE_EQ] = anon_sym_PLUS_PIPE_PIPE_EQ,
  [anon_sym_PLUS_AMP_EQ] = anon_sym_PLUS_AMP_EQ,
  [anon_sym_PLUS_AMP_AMP_EQ] = anon_sym_PLUS_AMP_AMP_EQ,
  [anon_sym_PLUS_STAR_EQ] = anon_sym_PLUS_STAR_EQ,
  [anon_sym_PLUS_STAR_STAR_EQ] = anon_sym_PLUS_STAR_STAR_EQ,
  [anon_sym_AT_EQ] = anon_sym_AT_EQ,
  [aux_sym__value_part_token1] = sym_text,
  [aux_sym__value_part_token2] = sym_text,
  [sym_text] = sym_text,
  [anon_sym_DOLLAR_LPAREN] = anon_sym_DOLLAR_LPAREN,
  [aux_sym_macro_reference_token1] = aux_sym_macro_reference_token1,
  [aux_sym_default_value_token1] = sym_text,
  [anon_sym_LPAREN2] = anon_sym_LPAREN,
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
  [sym_error] = sym_error,
  [sym_warning] = sym_warning,
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
  [anon_sym_COLON] = {
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
  [aux_sym_error_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_warning_token1] = {
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
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_COMMA_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_COMMA_COMMA_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_SEMI_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_SEMI_SEMI_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_PIPE_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_PIPE_PIPE_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_AMP_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_AMP_AMP_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_STAR_EQ] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS_STAR_STAR_EQ] = {
    .visible = true,
    .named = false,
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
  [anon_sym_LPAREN2] = {
    .visible = true,
    .named = false,
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
  [sym_error] = {
    .visible = true,
    .named = true,
  },
  [sym_warning] = {
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
  field_into = 14,
  field_items = 15,
  field_key = 16,
  field_keyword = 17,
  field_message = 18,
  field_mode = 19,
  field_name = 20,
  field_negated = 21,
  field_operator = 22,
  field_options = 23,
  field_prefix = 24,
  field_qualifier = 25,
  field_slice = 26,
  field_tag = 27,
  field_target = 28,
  field_template = 29,
  field_value = 30,
  field_variables = 31,
  field_version = 32,
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
  [4] = {.index = 3, .length = 2},
  [5] = {.index = 5, .length = 4},
  [6] = {.index = 9, .length = 5},
  [7] = {.index = 14, .length = 5},
  [8] = {.index = 19, .length = 2},
  [9] = {.index = 21, .length = 2},
  [10] = {.index = 23, .length = 1},
  [11] = {.index = 24, .length = 2},
  [12] = {.index = 26, .length = 2},
  [13] = {.index = 28, .length = 2},
  [14] = {.index = 30, .length = 2},
  [15] = {.index = 32, .length = 2},
  [16] = {.index = 34, .length = 2},
  [17] = {.index = 36, .length = 5},
  [18] = {.index = 41, .length = 6},
  [19] = {.index = 47, .length = 6},
  [20] = {.index = 53, .length = 5},
  [21] = {.index = 58, .length = 6},
  [22] = {.index = 64, .length = 6},
  [23] = {.index = 70, .length = 1},
  [24] = {.index = 71, .length = 1},
  [25] = {.index = 72, .length = 1},
  [26] = {.index = 73, .length = 1},
  [27] = {.index = 74, .length = 1},
  [28] = {.index = 75, .length = 1},
  [29] = {.index = 76, .length = 3},
  [30] = {.index = 79, .length = 3},
  [31] = {.index = 82, .length = 3},
  [32] = {.index = 85, .length = 2},
  [33] = {.index = 87, .length = 2},
  [34] = {.index = 89, .length = 2},
  [35] = {.index = 91, .length = 3},
  [36] = {.index = 94, .length = 3},
  [37] = {.index = 97, .length = 1},
  [38] = {.index = 98, .length = 6},
  [39] = {.index = 104, .length = 7},
  [40] = {.index = 111, .length = 7},
  [41] = {.index = 118, .length = 2},
  [42] = {.index = 120, .length = 2},
  [43] = {.index = 122, .length = 2},
  [44] = {.index = 124, .length = 1},
  [45] = {.index = 125, .length = 2},
  [46] = {.index = 127, .length = 1},
  [47] = {.index = 128, .length = 1},
  [48] = {.index = 129, .length = 2},
  [49] = {.index = 131, .length = 1},
  [50] = {.index = 132, .length = 1},
  [51] = {.index = 133, .length = 3},
  [52] = {.index = 136, .length = 3},
  [53] = {.index = 139, .length = 3},
  [54] = {.index = 142, .length = 4},
  [55] = {.index = 146, .length = 2},
  [56] = {.index = 148, .length = 3},
  [57] = {.index = 151, .length = 2},
  [58] = {.index = 153, .length = 2},
  [59] = {.index = 155, .length = 2},
  [60] = {.index = 157, .length = 2},
  [61] = {.index = 159, .length = 2},
  [62] = {.index = 161, .length = 2},
  [63] = {.index = 163, .length = 4},
  [64] = {.index = 167, .length = 4},
  [65] = {.index = 171, .length = 2},
  [66] = {.index = 173, .length = 3},
  [67] = {.index = 176, .length = 3},
  [68] = {.index = 171, .length = 2},
  [69] = {.index = 179, .length = 2},
  [70] = {.index = 181, .length = 2},
  [71] = {.index = 183, .length = 3},
  [72] = {.index = 186, .length = 5},
  [73] = {.index = 191, .length = 4},
  [74] = {.index = 195, .length = 3},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_keyword, 0},
  [1] =
    {field_name, 0},
  [2] =
    {field_mode, 0},
  [3] =
    {field_count, 1},
    {field_keyword, 0},
  [5] =
    {field_items, 1, .inherited = true},
    {field_keyword, 0},
    {field_mode, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [9] =
    {field_items, 1, .inherited = true},
    {field_keyword, 0},
    {field_mode, 1, .inherited = true},
    {field_options, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [14] =
    {field_items, 1, .inherited = true},
    {field_keyword, 0},
    {field_mode, 1, .inherited = true},
    {field_qualifier, 1, .inherited = true},
    {field_slice, 1, .inherited = true},
  [19] =
    {field_keyword, 0},
    {field_message, 1},
  [21] =
    {field_attribute_marker, 0},
    {field_name, 1},
  [23] =
    {field_prefix, 0},
  [24] =
    {field_key, 0},
    {field_operator, 1},
  [26] =
    {field_name, 1},
    {field_prefix, 0, .inherited = true},
  [28] =
    {field_prefix, 0, .inherited = true},
    {field_prefix, 1, .inherited = true},
  [30] =
    {field_mode, 0},
    {field_slice, 1},
  [32] =
    {field_items, 1},
    {field_mode, 0},
  [34] =
    {field_mode, 0},
    {field_qualifier, 1},
  [36] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [41] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [47] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [53] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [58] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [64] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [70] =
    {field_ifexist, 1},
  [71] =
    {field_command, 1},
  [72] =
    {field_target, 2},
  [73] =
    {field_category, 1},
  [74] =
    {field_negated, 0},
  [75] =
    {field_name, 1},
  [76] =
    {field_attribute_marker, 0},
    {field_name, 2},
    {field_prefix, 1, .inherited = true},
  [79] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [82] =
    {field_items, 2},
    {field_mode, 0},
    {field_slice, 1},
  [85] =
    {field_mode, 0},
    {field_slice, 2},
  [87] =
    {field_mode, 0},
    {field_options, 2},
  [89] =
    {field_items, 2},
    {field_mode, 0},
  [91] =
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [94] =
    {field_items, 2},
    {field_mode, 0},
    {field_qualifier, 1},
  [97] =
    {field_function, 0},
  [98] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [104] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_options, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [111] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_qualifier, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [118] =
    {field_command, 2},
    {field_ifexist, 1},
  [120] =
    {field_ifexist, 1},
    {field_target, 3},
  [122] =
    {field_command, 1},
    {field_target, 3},
  [124] =
    {field_template, 0},
  [125] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [127] =
    {field_expression, 1},
  [128] =
    {field_template, 2},
  [129] =
    {field_operator, 1},
    {field_version, 2},
  [131] =
    {field_condition, 1},
  [132] =
    {field_alternative, 0},
  [133] =
    {field_items, 3},
    {field_mode, 0},
    {field_slice, 2},
  [136] =
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [139] =
    {field_items, 3},
    {field_mode, 0},
    {field_options, 2},
  [142] =
    {field_items, 3},
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [146] =
    {field_arguments, 2},
    {field_function, 0},
  [148] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_target, 4},
  [151] =
    {field_command, 1},
    {field_into, 3},
  [153] =
    {field_arguments, 1},
    {field_name, 0},
  [155] =
    {field_template, 0, .inherited = true},
    {field_template, 1, .inherited = true},
  [157] =
    {field_alternative, 3},
    {field_condition, 1},
  [159] =
    {field_alternative, 3, .inherited = true},
    {field_condition, 1},
  [161] =
    {field_alternative, 0, .inherited = true},
    {field_alternative, 1, .inherited = true},
  [163] =
    {field_end, 4},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [167] =
    {field_items, 4},
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [171] =
    {field_default, 3},
    {field_name, 1},
  [173] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
  [176] =
    {field_command, 1},
    {field_into, 3},
    {field_target, 5},
  [179] =
    {field_alternative, 4},
    {field_condition, 1},
  [181] =
    {field_alternative, 4, .inherited = true},
    {field_condition, 1},
  [183] =
    {field_alternative, 3, .inherited = true},
    {field_alternative, 4},
    {field_condition, 1},
  [186] =
    {field_body, 4},
    {field_end, 5},
    {field_key, 0},
    {field_operator, 1},
    {field_tag, 2},
  [191] =
    {field_command, 2},
    {field_ifexist, 1},
    {field_into, 4},
    {field_target, 6},
  [195] =
    {field_alternative, 4, .inherited = true},
    {field_alternative, 5},
    {field_condition, 1},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [10] = {
    [0] = alias_sym_key_prefix,
  },
  [68] = {
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
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 18,
  [19] = 14,
  [20] = 15,
  [21] = 17,
  [22] = 22,
  [23] = 23,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 27,
  [28] = 16,
  [29] = 18,
  [30] = 25,
  [31] = 31,
  [32] = 27,
  [33] = 33,
  [34] = 23,
  [35] = 26,
  [36] = 22,
  [37] = 24,
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
  [48] = 33,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 38,
  [55] = 55,
  [56] = 47,
  [57] = 57,
  [58] = 51,
  [59] = 50,
  [60] = 31,
  [61] = 45,
  [62] = 46,
  [63] = 55,
  [64] = 44,
  [65] = 39,
  [66] = 66,
  [67] = 43,
  [68] = 31,
  [69] = 69,
  [70] = 70,
  [71] = 69,
  [72] = 66,
  [73] = 69,
  [74] = 57,
  [75] = 69,
  [76] = 69,
  [77] = 69,
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
  [94] = 87,
  [95] = 95,
  [96] = 96,
  [97] = 97,
  [98] = 98,
  [99] = 97,
  [100] = 98,
  [101] = 95,
  [102] = 91,
  [103] = 89,
  [104] = 96,
  [105] = 88,
  [106] = 90,
  [107] = 92,
  [108] = 93,
  [109] = 91,
  [110] = 88,
  [111] = 90,
  [112] = 92,
  [113] = 93,
  [114] = 97,
  [115] = 96,
  [116] = 89,
  [117] = 95,
  [118] = 98,
  [119] = 119,
  [120] = 120,
  [121] = 90,
  [122] = 122,
  [123] = 92,
  [124] = 124,
  [125] = 93,
  [126] = 126,
  [127] = 127,
  [128] = 88,
  [129] = 90,
  [130] = 92,
  [131] = 93,
  [132] = 97,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 127,
  [137] = 137,
  [138] = 138,
  [139] = 97,
  [140] = 88,
  [141] = 137,
  [142] = 142,
  [143] = 90,
  [144] = 88,
  [145] = 145,
  [146] = 146,
  [147] = 92,
  [148] = 93,
  [149] = 97,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 134,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 157,
  [160] = 160,
  [161] = 158,
  [162] = 156,
  [163] = 145,
  [164] = 164,
  [165] = 165,
  [166] = 160,
  [167] = 167,
  [168] = 164,
  [169] = 165,
  [170] = 170,
  [171] = 171,
  [172] = 172,
  [173] = 172,
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
  [211] = 171,
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
  [232] = 194,
  [233] = 202,
  [234] = 210,
  [235] = 212,
  [236] = 223,
  [237] = 226,
  [238] = 238,
  [239] = 206,
  [240] = 202,
  [241] = 210,
  [242] = 212,
  [243] = 226,
  [244] = 206,
  [245] = 210,
  [246] = 212,
  [247] = 247,
  [248] = 210,
  [249] = 212,
  [250] = 210,
  [251] = 212,
  [252] = 252,
  [253] = 253,
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
  [272] = 268,
  [273] = 273,
  [274] = 254,
  [275] = 260,
  [276] = 269,
  [277] = 277,
  [278] = 270,
  [279] = 268,
  [280] = 280,
  [281] = 281,
  [282] = 282,
  [283] = 283,
  [284] = 277,
  [285] = 285,
  [286] = 280,
  [287] = 260,
  [288] = 288,
  [289] = 277,
  [290] = 282,
  [291] = 280,
  [292] = 282,
  [293] = 293,
  [294] = 281,
  [295] = 295,
  [296] = 277,
  [297] = 280,
  [298] = 298,
  [299] = 299,
  [300] = 300,
  [301] = 277,
  [302] = 280,
  [303] = 303,
  [304] = 304,
  [305] = 305,
  [306] = 277,
  [307] = 280,
  [308] = 308,
  [309] = 273,
  [310] = 298,
  [311] = 264,
  [312] = 299,
  [313] = 258,
  [314] = 273,
  [315] = 298,
  [316] = 264,
  [317] = 273,
  [318] = 298,
  [319] = 273,
  [320] = 298,
  [321] = 273,
  [322] = 298,
  [323] = 323,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '!', 268,
        '#', 320,
        '$', 378,
        '(', 224,
        ')', 229,
        '+', 327,
        ',', 232,
        '-', 328,
        '.', 329,
        ':', 254,
        '=', 365,
        '@', 36,
        '[', 325,
        '\\', 380,
        ']', 18,
        'A', 139,
        'a', 139,
        'C', 148,
        'c', 148,
        'D', 106,
        'd', 106,
        'E', 133,
        'e', 133,
        'F', 281,
        'f', 281,
        'I', 118,
        'i', 118,
        'M', 96,
        'm', 96,
        'N', 149,
        'n', 149,
        'O', 174,
        'o', 174,
        'Q', 175,
        'q', 175,
        'T', 284,
        't', 284,
        'U', 166,
        'u', 166,
        'V', 116,
        'v', 116,
        'W', 98,
        'w', 98,
        'Y', 113,
        'y', 113,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(188);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(279);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 317,
        '!', 43,
        '$', 14,
        '-', 314,
        '\\', 8,
        'F', 282,
        'f', 282,
        'N', 306,
        'n', 306,
        'T', 283,
        't', 283,
        'U', 312,
        'u', 312,
        'Y', 297,
        'y', 297,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(287);
      if (lookahead != 0) ADVANCE(316);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 317,
        '!', 43,
        '$', 14,
        '-', 314,
        '\\', 8,
        'F', 282,
        'f', 282,
        'N', 306,
        'n', 306,
        'T', 283,
        't', 283,
        'Y', 297,
        'y', 297,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(287);
      if (lookahead != 0) ADVANCE(316);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 317,
        '#', 320,
        '+', 326,
        '-', 328,
        '@', 105,
        '\\', 8,
        'E', 349,
        'e', 349,
        'I', 342,
        'i', 342,
        'Q', 362,
        'q', 362,
        'U', 360,
        'u', 360,
        'W', 332,
        'w', 332,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 317,
        '#', 320,
        '+', 326,
        '-', 328,
        '@', 105,
        '\\', 8,
        'E', 353,
        'e', 353,
        'I', 342,
        'i', 342,
        'Q', 362,
        'q', 362,
        'U', 360,
        'u', 360,
        'W', 332,
        'w', 332,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '#') ADVANCE(323);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead == '\\') ADVANCE(230);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(231);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '(') ADVANCE(24);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead == '\\') ADVANCE(226);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(227);
      if (lookahead != 0) ADVANCE(228);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(7);
      if (lookahead != 0) ADVANCE(85);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 9:
      ADVANCE_MAP(
        '!', 269,
        '$', 14,
        '-', 314,
        '\\', 8,
        'D', 294,
        'd', 294,
        'F', 282,
        'f', 282,
        'N', 306,
        'n', 306,
        'T', 283,
        't', 283,
        'V', 296,
        'v', 296,
        'Y', 297,
        'y', 297,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(9);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(287);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(316);
      END_STATE();
    case 10:
      if (lookahead == '#') ADVANCE(85);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == ')') ADVANCE(229);
      if (lookahead == '\\') ADVANCE(380);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(399);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(400);
      END_STATE();
    case 12:
      if (lookahead == '&') ADVANCE(13);
      if (lookahead == '*') ADVANCE(25);
      if (lookahead == ',') ADVANCE(26);
      if (lookahead == ';') ADVANCE(34);
      if (lookahead == '=') ADVANCE(366);
      if (lookahead == '|') ADVANCE(37);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(38);
      if (lookahead == '=') ADVANCE(373);
      END_STATE();
    case 14:
      ADVANCE_MAP(
        '(', 397,
        'B', 44,
        'C', 58,
        'D', 59,
        'E', 65,
        'F', 406,
        'I', 66,
        'R', 47,
        'S', 79,
      );
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(407);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(23);
      if (lookahead == ')') ADVANCE(257);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(16);
      END_STATE();
    case 17:
      if (lookahead == ')') ADVANCE(229);
      if (lookahead == '\\') ADVANCE(402);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(403);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(404);
      END_STATE();
    case 18:
      if (lookahead == ')') ADVANCE(412);
      END_STATE();
    case 19:
      if (lookahead == ')') ADVANCE(412);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(411);
      END_STATE();
    case 20:
      if (lookahead == ')') ADVANCE(223);
      if (lookahead == '\\') ADVANCE(21);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(20);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(22);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(381);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(223);
      if (lookahead == '\\') ADVANCE(21);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(22);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(381);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(223);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(22);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(16);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(23);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(228);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(24);
      END_STATE();
    case 25:
      if (lookahead == '*') ADVANCE(39);
      if (lookahead == '=') ADVANCE(375);
      END_STATE();
    case 26:
      if (lookahead == ',') ADVANCE(40);
      if (lookahead == '=') ADVANCE(367);
      END_STATE();
    case 27:
      if (lookahead == '-') ADVANCE(184);
      if (lookahead == ':') ADVANCE(258);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(32);
      END_STATE();
    case 28:
      ADVANCE_MAP(
        ':', 254,
        '\\', 8,
        'C', 148,
        'c', 148,
        'F', 162,
        'f', 162,
        'I', 122,
        'i', 122,
        'M', 96,
        'm', 96,
        'O', 174,
        'o', 174,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(28);
      END_STATE();
    case 29:
      if (lookahead == ':') ADVANCE(254);
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(145);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(29);
      END_STATE();
    case 30:
      if (lookahead == ':') ADVANCE(258);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      END_STATE();
    case 31:
      if (lookahead == ':') ADVANCE(258);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      END_STATE();
    case 32:
      if (lookahead == ':') ADVANCE(258);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(32);
      END_STATE();
    case 33:
      if (lookahead == ':') ADVANCE(259);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      END_STATE();
    case 34:
      if (lookahead == ';') ADVANCE(41);
      if (lookahead == '=') ADVANCE(369);
      END_STATE();
    case 35:
      if (lookahead == '=') ADVANCE(377);
      END_STATE();
    case 36:
      if (lookahead == '=') ADVANCE(377);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(160);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(166);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(98);
      END_STATE();
    case 37:
      if (lookahead == '=') ADVANCE(371);
      if (lookahead == '|') ADVANCE(42);
      END_STATE();
    case 38:
      if (lookahead == '=') ADVANCE(374);
      END_STATE();
    case 39:
      if (lookahead == '=') ADVANCE(376);
      END_STATE();
    case 40:
      if (lookahead == '=') ADVANCE(368);
      END_STATE();
    case 41:
      if (lookahead == '=') ADVANCE(370);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(372);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(316);
      END_STATE();
    case 44:
      if (lookahead == 'A') ADVANCE(76);
      END_STATE();
    case 45:
      if (lookahead == 'A') ADVANCE(62);
      END_STATE();
    case 46:
      if (lookahead == 'A') ADVANCE(64);
      END_STATE();
    case 47:
      if (lookahead == 'A') ADVANCE(67);
      if (lookahead == 'E') ADVANCE(45);
      END_STATE();
    case 48:
      if (lookahead == 'B') ADVANCE(77);
      END_STATE();
    case 49:
      if (lookahead == 'C') ADVANCE(58);
      if (lookahead == 'I') ADVANCE(70);
      END_STATE();
    case 50:
      if (lookahead == 'C') ADVANCE(52);
      END_STATE();
    case 51:
      if (lookahead == 'D') ADVANCE(72);
      END_STATE();
    case 52:
      if (lookahead == 'E') ADVANCE(405);
      END_STATE();
    case 53:
      if (lookahead == 'E') ADVANCE(57);
      END_STATE();
    case 54:
      if (lookahead == 'E') ADVANCE(69);
      END_STATE();
    case 55:
      if (lookahead == 'E') ADVANCE(73);
      END_STATE();
    case 56:
      if (lookahead == 'G') ADVANCE(405);
      END_STATE();
    case 57:
      if (lookahead == 'G') ADVANCE(55);
      END_STATE();
    case 58:
      if (lookahead == 'H') ADVANCE(71);
      END_STATE();
    case 59:
      if (lookahead == 'I') ADVANCE(75);
      END_STATE();
    case 60:
      if (lookahead == 'I') ADVANCE(50);
      END_STATE();
    case 61:
      if (lookahead == 'I') ADVANCE(68);
      END_STATE();
    case 62:
      if (lookahead == 'L') ADVANCE(405);
      END_STATE();
    case 63:
      if (lookahead == 'M') ADVANCE(94);
      END_STATE();
    case 64:
      if (lookahead == 'M') ADVANCE(52);
      END_STATE();
    case 65:
      if (lookahead == 'N') ADVANCE(82);
      if (lookahead == 'V') ADVANCE(45);
      END_STATE();
    case 66:
      if (lookahead == 'N') ADVANCE(78);
      END_STATE();
    case 67:
      if (lookahead == 'N') ADVANCE(51);
      END_STATE();
    case 68:
      if (lookahead == 'N') ADVANCE(56);
      END_STATE();
    case 69:
      if (lookahead == 'N') ADVANCE(46);
      END_STATE();
    case 70:
      if (lookahead == 'N') ADVANCE(81);
      END_STATE();
    case 71:
      if (lookahead == 'O') ADVANCE(60);
      END_STATE();
    case 72:
      if (lookahead == 'O') ADVANCE(63);
      END_STATE();
    case 73:
      if (lookahead == 'R') ADVANCE(405);
      END_STATE();
    case 74:
      if (lookahead == 'R') ADVANCE(61);
      END_STATE();
    case 75:
      if (lookahead == 'R') ADVANCE(69);
      END_STATE();
    case 76:
      if (lookahead == 'S') ADVANCE(54);
      END_STATE();
    case 77:
      if (lookahead == 'S') ADVANCE(80);
      END_STATE();
    case 78:
      if (lookahead == 'T') ADVANCE(405);
      END_STATE();
    case 79:
      if (lookahead == 'T') ADVANCE(74);
      if (lookahead == 'U') ADVANCE(48);
      END_STATE();
    case 80:
      if (lookahead == 'T') ADVANCE(73);
      END_STATE();
    case 81:
      if (lookahead == 'T') ADVANCE(53);
      END_STATE();
    case 82:
      if (lookahead == 'V') ADVANCE(405);
      END_STATE();
    case 83:
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(83);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(398);
      END_STATE();
    case 84:
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(84);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 85:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(85);
      END_STATE();
    case 86:
      if (lookahead == '\\') ADVANCE(87);
      if (lookahead == ']') ADVANCE(222);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(86);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(382);
      END_STATE();
    case 87:
      if (lookahead == '\\') ADVANCE(87);
      if (lookahead == ']') ADVANCE(222);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(382);
      END_STATE();
    case 88:
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 89:
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 90:
      if (lookahead == '\\') ADVANCE(409);
      if (lookahead == ']') ADVANCE(19);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(410);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(411);
      END_STATE();
    case 91:
      if (lookahead == '\\') ADVANCE(252);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(91);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(253);
      END_STATE();
    case 92:
      if (lookahead == '\\') ADVANCE(273);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(92);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(274);
      END_STATE();
    case 93:
      if (lookahead == ']') ADVANCE(222);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(93);
      END_STATE();
    case 94:
      if (lookahead == '_') ADVANCE(49);
      END_STATE();
    case 95:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(186);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(290);
      END_STATE();
    case 96:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(169);
      END_STATE();
    case 97:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(142);
      END_STATE();
    case 98:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(157);
      END_STATE();
    case 99:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(125);
      END_STATE();
    case 100:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(134);
      END_STATE();
    case 101:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(249);
      END_STATE();
    case 102:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(270);
      END_STATE();
    case 103:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(128);
      END_STATE();
    case 104:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(111);
      END_STATE();
    case 105:
      ADVANCE_MAP(
        'E', 160,
        'e', 160,
        'I', 143,
        'i', 143,
        'U', 166,
        'u', 166,
        'W', 98,
        'w', 98,
      );
      END_STATE();
    case 106:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(119);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(159);
      END_STATE();
    case 107:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(280);
      END_STATE();
    case 108:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(255);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(266);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(202);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(245);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(180);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(163);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(102);
      END_STATE();
    case 115:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(155);
      END_STATE();
    case 116:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(161);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(279);
      END_STATE();
    case 117:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(179);
      END_STATE();
    case 118:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(260);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(212);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(115);
      END_STATE();
    case 119:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(127);
      END_STATE();
    case 120:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(264);
      END_STATE();
    case 121:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(262);
      END_STATE();
    case 122:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(112);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(212);
      END_STATE();
    case 123:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(217);
      END_STATE();
    case 124:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(33);
      END_STATE();
    case 125:
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(132);
      END_STATE();
    case 126:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(120);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(109);
      END_STATE();
    case 127:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(146);
      END_STATE();
    case 128:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(121);
      END_STATE();
    case 129:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(153);
      END_STATE();
    case 130:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(140);
      END_STATE();
    case 131:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(167);
      END_STATE();
    case 132:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(144);
      END_STATE();
    case 133:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(126);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(103);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(158);
      END_STATE();
    case 134:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(177);
      END_STATE();
    case 135:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(168);
      END_STATE();
    case 136:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(214);
      END_STATE();
    case 137:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(138);
      END_STATE();
    case 138:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(97);
      END_STATE();
    case 139:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(181);
      END_STATE();
    case 140:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(124);
      END_STATE();
    case 141:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(275);
      END_STATE();
    case 142:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(101);
      END_STATE();
    case 143:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(100);
      END_STATE();
    case 144:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(123);
      END_STATE();
    case 145:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(173);
      END_STATE();
    case 146:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(114);
      END_STATE();
    case 147:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(130);
      END_STATE();
    case 148:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(137);
      END_STATE();
    case 149:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(280);
      END_STATE();
    case 150:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(251);
      END_STATE();
    case 151:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(136);
      END_STATE();
    case 152:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(156);
      END_STATE();
    case 153:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(141);
      END_STATE();
    case 154:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(176);
      END_STATE();
    case 155:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(205);
      END_STATE();
    case 156:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(30);
      END_STATE();
    case 157:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(147);
      END_STATE();
    case 158:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(152);
      END_STATE();
    case 159:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(164);
      END_STATE();
    case 160:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(158);
      END_STATE();
    case 161:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(165);
      END_STATE();
    case 162:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(151);
      END_STATE();
    case 163:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(280);
      END_STATE();
    case 164:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(220);
      END_STATE();
    case 165:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(129);
      END_STATE();
    case 166:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(108);
      END_STATE();
    case 167:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(172);
      END_STATE();
    case 168:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(107);
      END_STATE();
    case 169:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(99);
      END_STATE();
    case 170:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(154);
      END_STATE();
    case 171:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(250);
      END_STATE();
    case 172:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(247);
      END_STATE();
    case 173:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(150);
      END_STATE();
    case 174:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(170);
      END_STATE();
    case 175:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(117);
      END_STATE();
    case 176:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(171);
      END_STATE();
    case 177:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(104);
      END_STATE();
    case 178:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(107);
      END_STATE();
    case 179:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(110);
      END_STATE();
    case 180:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(131);
      END_STATE();
    case 181:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(221);
      END_STATE();
    case 182:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(278);
      END_STATE();
    case 183:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(279);
      END_STATE();
    case 184:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(32);
      END_STATE();
    case 185:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(286);
      END_STATE();
    case 186:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(290);
      END_STATE();
    case 187:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(411);
      END_STATE();
    case 188:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '!', 268,
        '#', 320,
        '$', 378,
        '(', 224,
        ')', 229,
        '+', 327,
        ',', 232,
        '-', 328,
        ':', 254,
        '=', 365,
        '@', 36,
        '[', 325,
        '\\', 380,
        ']', 18,
        'A', 139,
        'a', 139,
        'C', 148,
        'c', 148,
        'D', 106,
        'd', 106,
        'E', 133,
        'e', 133,
        'F', 281,
        'f', 281,
        'I', 118,
        'i', 118,
        'M', 96,
        'm', 96,
        'N', 149,
        'n', 149,
        'O', 174,
        'o', 174,
        'Q', 175,
        'q', 175,
        'T', 284,
        't', 284,
        'U', 166,
        'u', 166,
        'V', 116,
        'v', 116,
        'W', 98,
        'w', 98,
        'Y', 113,
        'y', 113,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(188);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(279);
      END_STATE();
    case 189:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '!', 182,
        '#', 320,
        '(', 401,
        '+', 326,
        '-', 328,
        '@', 105,
        '\\', 8,
        'E', 359,
        'e', 359,
        'I', 342,
        'i', 342,
        'Q', 362,
        'q', 362,
        'U', 360,
        'u', 360,
        'W', 332,
        'w', 332,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(278);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(190);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 190:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '!', 182,
        '#', 320,
        '+', 326,
        '-', 328,
        '@', 105,
        '\\', 8,
        'E', 359,
        'e', 359,
        'I', 342,
        'i', 342,
        'Q', 362,
        'q', 362,
        'U', 360,
        'u', 360,
        'W', 332,
        'w', 332,
      );
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(278);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(190);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 191:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '$', 378,
        '(', 224,
        '[', 382,
        '\\', 379,
        'A', 391,
        'a', 391,
        'D', 387,
        'd', 387,
        'F', 388,
        'f', 388,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(191);
      if (lookahead != 0) ADVANCE(396);
      END_STATE();
    case 192:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == '(') ADVANCE(224);
      if (lookahead == '[') ADVANCE(382);
      if (lookahead == '\\') ADVANCE(379);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(383);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(192);
      if (lookahead != 0) ADVANCE(396);
      END_STATE();
    case 193:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == '(') ADVANCE(224);
      if (lookahead == '[') ADVANCE(382);
      if (lookahead == '\\') ADVANCE(379);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(193);
      if (lookahead != 0) ADVANCE(396);
      END_STATE();
    case 194:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == '(') ADVANCE(224);
      if (lookahead == '\\') ADVANCE(379);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(194);
      if (lookahead != 0) ADVANCE(396);
      END_STATE();
    case 195:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == '(') ADVANCE(225);
      if (lookahead == '[') ADVANCE(382);
      if (lookahead == '\\') ADVANCE(379);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(193);
      if (lookahead != 0) ADVANCE(396);
      END_STATE();
    case 196:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == '\\') ADVANCE(379);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(196);
      if (lookahead != 0) ADVANCE(396);
      END_STATE();
    case 197:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '$', 14,
        '+', 12,
        ',', 232,
        '-', 185,
        '.', 329,
        ':', 254,
        '=', 365,
        '@', 35,
        '\\', 8,
        'F', 242,
        'f', 242,
        'I', 239,
        'i', 239,
        'M', 233,
        'm', 233,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(286);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 198:
      if (eof) ADVANCE(201);
      ADVANCE_MAP(
        '\n', 317,
        '$', 14,
        '+', 12,
        ',', 232,
        '-', 185,
        ':', 254,
        '=', 365,
        '@', 35,
        '\\', 8,
        'F', 242,
        'f', 242,
        'I', 239,
        'i', 239,
        'M', 233,
        'm', 233,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(286);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 199:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == '(') ADVANCE(16);
      if (lookahead == ',') ADVANCE(232);
      if (lookahead == '\\') ADVANCE(8);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(200);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 200:
      if (eof) ADVANCE(201);
      if (lookahead == '\n') ADVANCE(317);
      if (lookahead == ',') ADVANCE(232);
      if (lookahead == '\\') ADVANCE(8);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(200);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 201:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 202:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 203:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
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
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(364);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
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
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(aux_sym__queue_in_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(aux_sym__queue_from_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(aux_sym__queue_from_token2);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(aux_sym__queue_matching_token1);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(aux_sym__queue_matching_token2);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym__queue_matching_token3);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym__queue_matching_token4);
      END_STATE();
    case 222:
      ACCEPT_TOKEN(sym_slice);
      END_STATE();
    case 223:
      ACCEPT_TOKEN(sym_table_options);
      END_STATE();
    case 224:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      END_STATE();
    case 225:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == ')') ADVANCE(223);
      if (lookahead == '\\') ADVANCE(21);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(20);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(22);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(381);
      END_STATE();
    case 226:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '(') ADVANCE(24);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(226);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(228);
      END_STATE();
    case 227:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(24);
      if (lookahead == '\\') ADVANCE(226);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(227);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(228);
      END_STATE();
    case 228:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(24);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(228);
      END_STATE();
    case 229:
      ACCEPT_TOKEN(anon_sym_RPAREN);
      END_STATE();
    case 230:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(230);
      if (lookahead != 0) ADVANCE(231);
      END_STATE();
    case 231:
      ACCEPT_TOKEN(aux_sym_item_list_token2);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(231);
      END_STATE();
    case 232:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 233:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(243);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 234:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(236);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 235:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(218);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(237);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(240);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(215);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 239:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(213);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 240:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(235);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 241:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(238);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 242:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(241);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 243:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(234);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 244:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '.' ||
          ('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(244);
      END_STATE();
    case 245:
      ACCEPT_TOKEN(aux_sym_include_token1);
      END_STATE();
    case 246:
      ACCEPT_TOKEN(aux_sym_include_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 247:
      ACCEPT_TOKEN(aux_sym_include_token2);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(248);
      END_STATE();
    case 248:
      ACCEPT_TOKEN(aux_sym_include_token3);
      END_STATE();
    case 249:
      ACCEPT_TOKEN(aux_sym_include_token4);
      END_STATE();
    case 250:
      ACCEPT_TOKEN(aux_sym_include_token5);
      END_STATE();
    case 251:
      ACCEPT_TOKEN(aux_sym_include_token6);
      END_STATE();
    case 252:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(253);
      END_STATE();
    case 253:
      ACCEPT_TOKEN(aux_sym_include_token7);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != ':') ADVANCE(253);
      END_STATE();
    case 254:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 255:
      ACCEPT_TOKEN(aux_sym_use_token1);
      END_STATE();
    case 256:
      ACCEPT_TOKEN(aux_sym_use_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 257:
      ACCEPT_TOKEN(aux_sym_template_token1);
      END_STATE();
    case 258:
      ACCEPT_TOKEN(aux_sym_error_token1);
      END_STATE();
    case 259:
      ACCEPT_TOKEN(aux_sym_warning_token1);
      END_STATE();
    case 260:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      END_STATE();
    case 261:
      ACCEPT_TOKEN(aux_sym_if_block_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 262:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      END_STATE();
    case 263:
      ACCEPT_TOKEN(aux_sym_if_block_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 264:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      END_STATE();
    case 265:
      ACCEPT_TOKEN(aux_sym_elif_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 266:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      END_STATE();
    case 267:
      ACCEPT_TOKEN(aux_sym_else_clause_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 268:
      ACCEPT_TOKEN(anon_sym_BANG);
      END_STATE();
    case 269:
      ACCEPT_TOKEN(anon_sym_BANG);
      if (lookahead == '=') ADVANCE(316);
      END_STATE();
    case 270:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      END_STATE();
    case 271:
      ACCEPT_TOKEN(aux_sym_defined_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 272:
      ACCEPT_TOKEN(aux_sym_defined_condition_token2);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 273:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(274);
      END_STATE();
    case 274:
      ACCEPT_TOKEN(aux_sym_defined_condition_token3);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(274);
      END_STATE();
    case 275:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      END_STATE();
    case 276:
      ACCEPT_TOKEN(aux_sym_version_condition_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 277:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      END_STATE();
    case 278:
      ACCEPT_TOKEN(aux_sym_version_condition_token2);
      if (lookahead == '=') ADVANCE(277);
      END_STATE();
    case 279:
      ACCEPT_TOKEN(aux_sym_version_condition_token3);
      if (lookahead == '.') ADVANCE(183);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(279);
      END_STATE();
    case 280:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 281:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(135);
      END_STATE();
    case 282:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(303);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(313);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(178);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(288);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(95);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(286);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '.') ADVANCE(289);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(292);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(287);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(95);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(292);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(289);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(290);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(315);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(271);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(300);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(285);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(308);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(309);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(293);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(272);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(301);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(305);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(307);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(311);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(276);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(298);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(285);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(304);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(310);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(285);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(302);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(295);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(299);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(295);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(287);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym__condition_word_token1);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$' &&
          lookahead != '\\') ADVANCE(316);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(sym__line_continuation);
      if (lookahead == '#') ADVANCE(85);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == ':') ADVANCE(324);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(323);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(321);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(323);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(322);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(323);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(323);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(323);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym_pragma);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(324);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym_section);
      if (lookahead == ']') ADVANCE(222);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == ':' ||
          lookahead == '=') ADVANCE(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(325);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(13);
      if (lookahead == '*') ADVANCE(25);
      if (lookahead == ',') ADVANCE(26);
      if (lookahead == ';') ADVANCE(34);
      if (lookahead == '=') ADVANCE(366);
      if (lookahead == '|') ADVANCE(37);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(anon_sym_DASH);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(anon_sym_DOT);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(258);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(27);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(259);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(356);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(350);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(348);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(338);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(256);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(203);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(246);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(267);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(357);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(363);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(261);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(333);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(340);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(265);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(263);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(331);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(343);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(339);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(352);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(344);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(346);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(334);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(355);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(361);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(347);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(345);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(334);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(355);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(358);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(354);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(351);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(206);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(330);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(355);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(336);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(335);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(341);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(337);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym_identifier);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(364);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(anon_sym_PLUS_EQ);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_EQ);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_COMMA_EQ);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_EQ);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_SEMI_EQ);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_EQ);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_PIPE_EQ);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_EQ);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_AMP_EQ);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_EQ);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_STAR_EQ);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 15,
        '(', 397,
        'B', 44,
        'C', 58,
        'D', 59,
        'E', 65,
        'F', 406,
        'I', 66,
        'R', 47,
        'S', 79,
      );
      END_STATE();
    case 379:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == ')') ADVANCE(223);
      if (lookahead == '\\') ADVANCE(21);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(20);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(22);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(381);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(87);
      if (lookahead == ']') ADVANCE(222);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(86);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(382);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(384);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(390);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(216);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(394);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(392);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(389);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(386);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(385);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(395);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(220);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(219);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(221);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(88);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(396);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(398);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '$') ADVANCE(378);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(399);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(400);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(400);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(anon_sym_LPAREN2);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(402);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(404);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(402);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(403);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(404);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(404);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym_function_name);
      ADVANCE_MAP(
        'A', 406,
        'B', 406,
        'D', 406,
        'F', 406,
        'N', 406,
        'P', 406,
        'Q', 406,
        'U', 406,
        'W', 406,
        'X', 406,
        'a', 406,
        'b', 406,
        'd', 406,
        'f', 406,
        'n', 406,
        'p', 406,
        'q', 406,
        'u', 406,
        'w', 406,
        'x', 406,
      );
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
      if (lookahead == '\n') ADVANCE(318);
      if (lookahead == ']') ADVANCE(187);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(409);
      if (lookahead != 0) ADVANCE(411);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(409);
      if (lookahead == ']') ADVANCE(19);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(410);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(411);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(187);
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
  [1] = {.lex_state = 189},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 4},
  [8] = {.lex_state = 189},
  [9] = {.lex_state = 189},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 191},
  [13] = {.lex_state = 191},
  [14] = {.lex_state = 192},
  [15] = {.lex_state = 195},
  [16] = {.lex_state = 193},
  [17] = {.lex_state = 193},
  [18] = {.lex_state = 193},
  [19] = {.lex_state = 192},
  [20] = {.lex_state = 195},
  [21] = {.lex_state = 193},
  [22] = {.lex_state = 194},
  [23] = {.lex_state = 194},
  [24] = {.lex_state = 194},
  [25] = {.lex_state = 194},
  [26] = {.lex_state = 194},
  [27] = {.lex_state = 194},
  [28] = {.lex_state = 193},
  [29] = {.lex_state = 193},
  [30] = {.lex_state = 194},
  [31] = {.lex_state = 3},
  [32] = {.lex_state = 194},
  [33] = {.lex_state = 197},
  [34] = {.lex_state = 194},
  [35] = {.lex_state = 194},
  [36] = {.lex_state = 194},
  [37] = {.lex_state = 194},
  [38] = {.lex_state = 196},
  [39] = {.lex_state = 196},
  [40] = {.lex_state = 9},
  [41] = {.lex_state = 197},
  [42] = {.lex_state = 197},
  [43] = {.lex_state = 196},
  [44] = {.lex_state = 196},
  [45] = {.lex_state = 196},
  [46] = {.lex_state = 196},
  [47] = {.lex_state = 196},
  [48] = {.lex_state = 197},
  [49] = {.lex_state = 197},
  [50] = {.lex_state = 196},
  [51] = {.lex_state = 196},
  [52] = {.lex_state = 9},
  [53] = {.lex_state = 197},
  [54] = {.lex_state = 196},
  [55] = {.lex_state = 197},
  [56] = {.lex_state = 196},
  [57] = {.lex_state = 196},
  [58] = {.lex_state = 196},
  [59] = {.lex_state = 196},
  [60] = {.lex_state = 189},
  [61] = {.lex_state = 196},
  [62] = {.lex_state = 196},
  [63] = {.lex_state = 197},
  [64] = {.lex_state = 196},
  [65] = {.lex_state = 196},
  [66] = {.lex_state = 196},
  [67] = {.lex_state = 196},
  [68] = {.lex_state = 4},
  [69] = {.lex_state = 11},
  [70] = {.lex_state = 9},
  [71] = {.lex_state = 11},
  [72] = {.lex_state = 196},
  [73] = {.lex_state = 11},
  [74] = {.lex_state = 196},
  [75] = {.lex_state = 11},
  [76] = {.lex_state = 11},
  [77] = {.lex_state = 11},
  [78] = {.lex_state = 11},
  [79] = {.lex_state = 11},
  [80] = {.lex_state = 1},
  [81] = {.lex_state = 2},
  [82] = {.lex_state = 2},
  [83] = {.lex_state = 2},
  [84] = {.lex_state = 2},
  [85] = {.lex_state = 2},
  [86] = {.lex_state = 2},
  [87] = {.lex_state = 197},
  [88] = {.lex_state = 196},
  [89] = {.lex_state = 196},
  [90] = {.lex_state = 196},
  [91] = {.lex_state = 196},
  [92] = {.lex_state = 196},
  [93] = {.lex_state = 196},
  [94] = {.lex_state = 197},
  [95] = {.lex_state = 196},
  [96] = {.lex_state = 196},
  [97] = {.lex_state = 196},
  [98] = {.lex_state = 196},
  [99] = {.lex_state = 196},
  [100] = {.lex_state = 196},
  [101] = {.lex_state = 11},
  [102] = {.lex_state = 11},
  [103] = {.lex_state = 11},
  [104] = {.lex_state = 11},
  [105] = {.lex_state = 196},
  [106] = {.lex_state = 196},
  [107] = {.lex_state = 196},
  [108] = {.lex_state = 196},
  [109] = {.lex_state = 196},
  [110] = {.lex_state = 11},
  [111] = {.lex_state = 11},
  [112] = {.lex_state = 11},
  [113] = {.lex_state = 11},
  [114] = {.lex_state = 11},
  [115] = {.lex_state = 196},
  [116] = {.lex_state = 196},
  [117] = {.lex_state = 196},
  [118] = {.lex_state = 11},
  [119] = {.lex_state = 0, .external_lex_state = 2},
  [120] = {.lex_state = 197},
  [121] = {.lex_state = 197},
  [122] = {.lex_state = 0, .external_lex_state = 2},
  [123] = {.lex_state = 197},
  [124] = {.lex_state = 197},
  [125] = {.lex_state = 197},
  [126] = {.lex_state = 197},
  [127] = {.lex_state = 28},
  [128] = {.lex_state = 2},
  [129] = {.lex_state = 2},
  [130] = {.lex_state = 2},
  [131] = {.lex_state = 2},
  [132] = {.lex_state = 2},
  [133] = {.lex_state = 0},
  [134] = {.lex_state = 197},
  [135] = {.lex_state = 0},
  [136] = {.lex_state = 28},
  [137] = {.lex_state = 28},
  [138] = {.lex_state = 0, .external_lex_state = 2},
  [139] = {.lex_state = 197},
  [140] = {.lex_state = 197},
  [141] = {.lex_state = 28},
  [142] = {.lex_state = 5},
  [143] = {.lex_state = 197},
  [144] = {.lex_state = 197},
  [145] = {.lex_state = 199},
  [146] = {.lex_state = 5},
  [147] = {.lex_state = 197},
  [148] = {.lex_state = 197},
  [149] = {.lex_state = 197},
  [150] = {.lex_state = 5},
  [151] = {.lex_state = 0},
  [152] = {.lex_state = 197},
  [153] = {.lex_state = 5},
  [154] = {.lex_state = 5},
  [155] = {.lex_state = 197},
  [156] = {.lex_state = 199},
  [157] = {.lex_state = 28},
  [158] = {.lex_state = 199},
  [159] = {.lex_state = 28},
  [160] = {.lex_state = 199},
  [161] = {.lex_state = 199},
  [162] = {.lex_state = 199},
  [163] = {.lex_state = 199},
  [164] = {.lex_state = 199},
  [165] = {.lex_state = 199},
  [166] = {.lex_state = 199},
  [167] = {.lex_state = 6},
  [168] = {.lex_state = 199},
  [169] = {.lex_state = 199},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 199},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 199},
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
  [186] = {.lex_state = 0},
  [187] = {.lex_state = 0},
  [188] = {.lex_state = 0},
  [189] = {.lex_state = 0},
  [190] = {.lex_state = 0},
  [191] = {.lex_state = 199},
  [192] = {.lex_state = 0},
  [193] = {.lex_state = 0},
  [194] = {.lex_state = 29},
  [195] = {.lex_state = 199},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 90},
  [203] = {.lex_state = 0},
  [204] = {.lex_state = 0},
  [205] = {.lex_state = 199},
  [206] = {.lex_state = 17},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 0},
  [209] = {.lex_state = 0},
  [210] = {.lex_state = 0},
  [211] = {.lex_state = 199},
  [212] = {.lex_state = 17},
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
  [223] = {.lex_state = 29},
  [224] = {.lex_state = 0},
  [225] = {.lex_state = 0},
  [226] = {.lex_state = 0},
  [227] = {.lex_state = 0},
  [228] = {.lex_state = 0},
  [229] = {.lex_state = 0},
  [230] = {.lex_state = 0},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 29},
  [233] = {.lex_state = 90},
  [234] = {.lex_state = 0},
  [235] = {.lex_state = 17},
  [236] = {.lex_state = 29},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 0},
  [239] = {.lex_state = 17},
  [240] = {.lex_state = 90},
  [241] = {.lex_state = 0},
  [242] = {.lex_state = 17},
  [243] = {.lex_state = 0},
  [244] = {.lex_state = 17},
  [245] = {.lex_state = 0},
  [246] = {.lex_state = 17},
  [247] = {.lex_state = 0},
  [248] = {.lex_state = 0},
  [249] = {.lex_state = 17},
  [250] = {.lex_state = 0},
  [251] = {.lex_state = 17},
  [252] = {.lex_state = 0},
  [253] = {.lex_state = 0},
  [254] = {.lex_state = 199},
  [255] = {.lex_state = 0},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 91},
  [259] = {.lex_state = 0},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 0},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 83},
  [265] = {.lex_state = 0, .external_lex_state = 3},
  [266] = {.lex_state = 0},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 0},
  [271] = {.lex_state = 0, .external_lex_state = 4},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 83},
  [274] = {.lex_state = 199},
  [275] = {.lex_state = 0},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 0},
  [278] = {.lex_state = 0},
  [279] = {.lex_state = 0},
  [280] = {.lex_state = 0},
  [281] = {.lex_state = 0},
  [282] = {.lex_state = 0},
  [283] = {.lex_state = 0},
  [284] = {.lex_state = 0},
  [285] = {.lex_state = 0},
  [286] = {.lex_state = 0},
  [287] = {.lex_state = 0},
  [288] = {.lex_state = 0},
  [289] = {.lex_state = 0},
  [290] = {.lex_state = 0},
  [291] = {.lex_state = 0},
  [292] = {.lex_state = 0},
  [293] = {.lex_state = 0},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 84},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 0},
  [298] = {.lex_state = 189},
  [299] = {.lex_state = 91},
  [300] = {.lex_state = 92},
  [301] = {.lex_state = 0},
  [302] = {.lex_state = 0},
  [303] = {.lex_state = 189},
  [304] = {.lex_state = 199},
  [305] = {.lex_state = 0},
  [306] = {.lex_state = 0},
  [307] = {.lex_state = 0},
  [308] = {.lex_state = 0},
  [309] = {.lex_state = 83},
  [310] = {.lex_state = 189},
  [311] = {.lex_state = 83},
  [312] = {.lex_state = 91},
  [313] = {.lex_state = 91},
  [314] = {.lex_state = 83},
  [315] = {.lex_state = 189},
  [316] = {.lex_state = 83},
  [317] = {.lex_state = 83},
  [318] = {.lex_state = 189},
  [319] = {.lex_state = 83},
  [320] = {.lex_state = 189},
  [321] = {.lex_state = 83},
  [322] = {.lex_state = 189},
  [323] = {.lex_state = 0},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [aux_sym_queue_statement_token1] = ACTIONS(1),
    [aux_sym_queue_statement_token2] = ACTIONS(1),
    [aux_sym__queue_in_token1] = ACTIONS(1),
    [aux_sym__queue_matching_token1] = ACTIONS(1),
    [aux_sym__queue_matching_token3] = ACTIONS(1),
    [aux_sym__queue_matching_token4] = ACTIONS(1),
    [sym_slice] = ACTIONS(1),
    [anon_sym_LPAREN] = ACTIONS(1),
    [anon_sym_RPAREN] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [aux_sym_include_token4] = ACTIONS(1),
    [aux_sym_include_token5] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [aux_sym_use_token1] = ACTIONS(1),
    [aux_sym_error_token1] = ACTIONS(1),
    [aux_sym_warning_token1] = ACTIONS(1),
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
    [anon_sym_EQ] = ACTIONS(1),
    [anon_sym_PLUS_EQ] = ACTIONS(1),
    [anon_sym_PLUS_COMMA_EQ] = ACTIONS(1),
    [anon_sym_PLUS_COMMA_COMMA_EQ] = ACTIONS(1),
    [anon_sym_PLUS_SEMI_EQ] = ACTIONS(1),
    [anon_sym_PLUS_SEMI_SEMI_EQ] = ACTIONS(1),
    [anon_sym_PLUS_PIPE_EQ] = ACTIONS(1),
    [anon_sym_PLUS_PIPE_PIPE_EQ] = ACTIONS(1),
    [anon_sym_PLUS_AMP_EQ] = ACTIONS(1),
    [anon_sym_PLUS_AMP_AMP_EQ] = ACTIONS(1),
    [anon_sym_PLUS_STAR_EQ] = ACTIONS(1),
    [anon_sym_PLUS_STAR_STAR_EQ] = ACTIONS(1),
    [anon_sym_AT_EQ] = ACTIONS(1),
    [aux_sym__value_part_token1] = ACTIONS(1),
    [aux_sym__value_part_token2] = ACTIONS(1),
    [anon_sym_DOLLAR_LPAREN] = ACTIONS(1),
    [anon_sym_LPAREN2] = ACTIONS(1),
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
    [sym_source_file] = STATE(305),
    [sym__line] = STATE(9),
    [sym__statement] = STATE(187),
    [sym_queue_statement] = STATE(187),
    [sym_include] = STATE(187),
    [sym_use] = STATE(187),
    [sym_error] = STATE(187),
    [sym_warning] = STATE(187),
    [sym_if_block] = STATE(187),
    [sym_key] = STATE(55),
    [sym_assignment] = STATE(187),
    [sym_heredoc_assignment] = STATE(187),
    [aux_sym_source_file_repeat1] = STATE(9),
    [aux_sym_key_repeat1] = STATE(205),
    [ts_builtin_sym_end] = ACTIONS(5),
    [aux_sym_queue_statement_token1] = ACTIONS(7),
    [aux_sym_queue_statement_token2] = ACTIONS(7),
    [aux_sym_include_token1] = ACTIONS(9),
    [aux_sym_use_token1] = ACTIONS(11),
    [aux_sym_error_token1] = ACTIONS(13),
    [aux_sym_warning_token1] = ACTIONS(15),
    [aux_sym_if_block_token1] = ACTIONS(17),
    [sym__newline] = ACTIONS(19),
    [sym__line_continuation] = ACTIONS(3),
    [sym_comment] = ACTIONS(21),
    [sym_pragma] = ACTIONS(23),
    [anon_sym_PLUS] = ACTIONS(25),
    [anon_sym_DASH] = ACTIONS(25),
    [sym_identifier] = ACTIONS(27),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 22,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(31), 1,
      aux_sym_include_token1,
    ACTIONS(33), 1,
      aux_sym_use_token1,
    ACTIONS(35), 1,
      aux_sym_error_token1,
    ACTIONS(37), 1,
      aux_sym_warning_token1,
    ACTIONS(39), 1,
      aux_sym_if_block_token2,
    ACTIONS(41), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(43), 1,
      aux_sym_else_clause_token1,
    ACTIONS(45), 1,
      sym__newline,
    ACTIONS(47), 1,
      sym_comment,
    ACTIONS(49), 1,
      sym_pragma,
    STATE(63), 1,
      sym_key,
    STATE(133), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    STATE(205), 1,
      aux_sym_key_repeat1,
    STATE(261), 1,
      sym_else_clause,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(29), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(268), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [78] = 22,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(31), 1,
      aux_sym_include_token1,
    ACTIONS(33), 1,
      aux_sym_use_token1,
    ACTIONS(35), 1,
      aux_sym_error_token1,
    ACTIONS(37), 1,
      aux_sym_warning_token1,
    ACTIONS(41), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(43), 1,
      aux_sym_else_clause_token1,
    ACTIONS(47), 1,
      sym_comment,
    ACTIONS(49), 1,
      sym_pragma,
    ACTIONS(51), 1,
      aux_sym_if_block_token2,
    ACTIONS(53), 1,
      sym__newline,
    STATE(63), 1,
      sym_key,
    STATE(135), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    STATE(205), 1,
      aux_sym_key_repeat1,
    STATE(259), 1,
      sym_else_clause,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(29), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(268), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [156] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(58), 1,
      aux_sym_include_token1,
    ACTIONS(61), 1,
      aux_sym_use_token1,
    ACTIONS(64), 1,
      aux_sym_error_token1,
    ACTIONS(67), 1,
      aux_sym_warning_token1,
    ACTIONS(70), 1,
      aux_sym_if_block_token1,
    ACTIONS(75), 1,
      sym__newline,
    ACTIONS(78), 1,
      sym_comment,
    ACTIONS(81), 1,
      sym_pragma,
    ACTIONS(87), 1,
      sym_identifier,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(55), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(84), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(73), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(268), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [221] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(31), 1,
      aux_sym_include_token1,
    ACTIONS(33), 1,
      aux_sym_use_token1,
    ACTIONS(35), 1,
      aux_sym_error_token1,
    ACTIONS(37), 1,
      aux_sym_warning_token1,
    ACTIONS(47), 1,
      sym_comment,
    ACTIONS(49), 1,
      sym_pragma,
    ACTIONS(53), 1,
      sym__newline,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(29), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(90), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(268), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [286] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(31), 1,
      aux_sym_include_token1,
    ACTIONS(33), 1,
      aux_sym_use_token1,
    ACTIONS(35), 1,
      aux_sym_error_token1,
    ACTIONS(37), 1,
      aux_sym_warning_token1,
    ACTIONS(47), 1,
      sym_comment,
    ACTIONS(49), 1,
      sym_pragma,
    ACTIONS(94), 1,
      sym__newline,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(29), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(5), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(92), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(268), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [351] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(31), 1,
      aux_sym_include_token1,
    ACTIONS(33), 1,
      aux_sym_use_token1,
    ACTIONS(35), 1,
      aux_sym_error_token1,
    ACTIONS(37), 1,
      aux_sym_warning_token1,
    ACTIONS(96), 1,
      aux_sym_if_block_token2,
    ACTIONS(98), 1,
      sym__newline,
    ACTIONS(100), 1,
      sym_comment,
    ACTIONS(102), 1,
      sym_pragma,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(29), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(279), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [414] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(58), 1,
      aux_sym_include_token1,
    ACTIONS(61), 1,
      aux_sym_use_token1,
    ACTIONS(64), 1,
      aux_sym_error_token1,
    ACTIONS(67), 1,
      aux_sym_warning_token1,
    ACTIONS(70), 1,
      aux_sym_if_block_token1,
    ACTIONS(87), 1,
      sym_identifier,
    ACTIONS(104), 1,
      ts_builtin_sym_end,
    ACTIONS(106), 1,
      sym__newline,
    ACTIONS(109), 1,
      sym_comment,
    ACTIONS(112), 1,
      sym_pragma,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(55), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(84), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(272), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [477] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(9), 1,
      aux_sym_include_token1,
    ACTIONS(11), 1,
      aux_sym_use_token1,
    ACTIONS(13), 1,
      aux_sym_error_token1,
    ACTIONS(15), 1,
      aux_sym_warning_token1,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(115), 1,
      ts_builtin_sym_end,
    ACTIONS(117), 1,
      sym__newline,
    ACTIONS(119), 1,
      sym_comment,
    ACTIONS(121), 1,
      sym_pragma,
    STATE(55), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(7), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(188), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [540] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(58), 1,
      aux_sym_include_token1,
    ACTIONS(61), 1,
      aux_sym_use_token1,
    ACTIONS(64), 1,
      aux_sym_error_token1,
    ACTIONS(67), 1,
      aux_sym_warning_token1,
    ACTIONS(70), 1,
      aux_sym_if_block_token1,
    ACTIONS(73), 1,
      aux_sym_if_block_token2,
    ACTIONS(87), 1,
      sym_identifier,
    ACTIONS(123), 1,
      sym__newline,
    ACTIONS(126), 1,
      sym_comment,
    ACTIONS(129), 1,
      sym_pragma,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(55), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(84), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(279), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [603] = 17,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(17), 1,
      aux_sym_if_block_token1,
    ACTIONS(27), 1,
      sym_identifier,
    ACTIONS(31), 1,
      aux_sym_include_token1,
    ACTIONS(33), 1,
      aux_sym_use_token1,
    ACTIONS(35), 1,
      aux_sym_error_token1,
    ACTIONS(37), 1,
      aux_sym_warning_token1,
    ACTIONS(100), 1,
      sym_comment,
    ACTIONS(102), 1,
      sym_pragma,
    ACTIONS(132), 1,
      aux_sym_if_block_token2,
    ACTIONS(134), 1,
      sym__newline,
    STATE(63), 1,
      sym_key,
    STATE(205), 1,
      aux_sym_key_repeat1,
    ACTIONS(25), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(29), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(279), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error,
      sym_warning,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [666] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(140), 1,
      sym_slice,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(136), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(207), 2,
      sym_item_list,
      sym_value,
    ACTIONS(138), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [713] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(136), 1,
      sym__newline,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(156), 1,
      sym_slice,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(207), 2,
      sym_item_list,
      sym_value,
    ACTIONS(154), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [759] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(170), 1,
      aux_sym__queue_from_token2,
    ACTIONS(172), 1,
      sym_slice,
    ACTIONS(168), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(203), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [804] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(176), 1,
      sym_slice,
    ACTIONS(178), 1,
      sym_table_options,
    ACTIONS(180), 1,
      anon_sym_LPAREN,
    ACTIONS(174), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(189), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [849] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(184), 1,
      sym_slice,
    ACTIONS(182), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(196), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [891] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(188), 1,
      sym_slice,
    ACTIONS(186), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(219), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [933] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(192), 1,
      sym_slice,
    ACTIONS(190), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(192), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
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
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(168), 1,
      sym__newline,
    ACTIONS(194), 1,
      aux_sym__queue_from_token2,
    ACTIONS(196), 1,
      sym_slice,
    STATE(203), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1019] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(174), 1,
      sym__newline,
    ACTIONS(180), 1,
      anon_sym_LPAREN,
    ACTIONS(198), 1,
      sym_slice,
    ACTIONS(200), 1,
      sym_table_options,
    STATE(189), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1063] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(186), 1,
      sym__newline,
    ACTIONS(202), 1,
      sym_slice,
    STATE(219), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1104] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(204), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(217), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1143] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(206), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(190), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1182] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(220), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1221] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(210), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(247), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1260] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(184), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1299] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(214), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(193), 2,
      sym_item_list,
      sym_value,
    ACTIONS(144), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1338] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(182), 1,
      sym__newline,
    ACTIONS(216), 1,
      sym_slice,
    STATE(196), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1379] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(190), 1,
      sym__newline,
    ACTIONS(218), 1,
      sym_slice,
    STATE(192), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1420] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(210), 1,
      sym__newline,
    STATE(247), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1458] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(222), 6,
      aux_sym_error_token1,
      aux_sym_warning_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(220), 10,
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
  [1482] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(214), 1,
      sym__newline,
    STATE(193), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1520] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(226), 1,
      aux_sym__queue_in_token1,
    ACTIONS(228), 1,
      aux_sym__queue_from_token1,
    ACTIONS(230), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(232), 1,
      sym_variable,
    ACTIONS(234), 1,
      sym_number,
    ACTIONS(236), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(238), 1,
      sym_function_name,
    STATE(87), 1,
      sym_queue_count,
    STATE(136), 1,
      sym_variable_list,
    STATE(176), 1,
      sym__queue_matching,
    STATE(238), 1,
      sym__queue_in,
    STATE(252), 1,
      sym__queue_from,
    ACTIONS(224), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(134), 2,
      sym_macro_reference,
      sym_macro_function,
  [1568] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(206), 1,
      sym__newline,
    STATE(190), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1606] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(212), 1,
      sym__newline,
    STATE(184), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1644] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(204), 1,
      sym__newline,
    STATE(217), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1682] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(142), 1,
      anon_sym_LPAREN,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(208), 1,
      sym__newline,
    STATE(220), 2,
      sym_item_list,
      sym_value,
    ACTIONS(158), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1720] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(225), 1,
      sym_value,
    ACTIONS(144), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(240), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1757] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(224), 1,
      sym_value,
    ACTIONS(144), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(244), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1794] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(246), 1,
      anon_sym_BANG,
    ACTIONS(248), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(250), 1,
      aux_sym_version_condition_token1,
    ACTIONS(254), 1,
      aux_sym__condition_word_token1,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    STATE(255), 1,
      sym_condition,
    ACTIONS(252), 2,
      sym_boolean,
      sym_number,
    STATE(85), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(266), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [1833] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(262), 1,
      anon_sym_DOT,
    ACTIONS(260), 14,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
      anon_sym_AT_EQ,
  [1856] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(262), 1,
      anon_sym_DOT,
    ACTIONS(264), 14,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
      anon_sym_AT_EQ,
  [1879] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(214), 1,
      sym_value,
    ACTIONS(144), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(266), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1916] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(182), 1,
      sym_value,
    ACTIONS(144), 2,
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
  [1953] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(200), 1,
      sym_value,
    ACTIONS(144), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(270), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1990] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(201), 1,
      sym_value,
    ACTIONS(144), 2,
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
  [2027] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(204), 1,
      sym_value,
    ACTIONS(144), 2,
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
  [2064] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(224), 1,
      sym__newline,
    ACTIONS(232), 1,
      sym_variable,
    ACTIONS(276), 1,
      aux_sym__queue_in_token1,
    ACTIONS(278), 1,
      aux_sym__queue_from_token1,
    ACTIONS(280), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(282), 1,
      sym_number,
    ACTIONS(284), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(286), 1,
      sym_function_name,
    STATE(94), 1,
      sym_queue_count,
    STATE(127), 1,
      sym_variable_list,
    STATE(176), 1,
      sym__queue_matching,
    STATE(238), 1,
      sym__queue_in,
    STATE(252), 1,
      sym__queue_from,
    STATE(155), 2,
      sym_macro_reference,
      sym_macro_function,
  [2111] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(262), 1,
      anon_sym_DOT,
    ACTIONS(288), 14,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
      anon_sym_AT_EQ,
  [2134] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(180), 1,
      sym_value,
    ACTIONS(144), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(290), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2171] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(242), 1,
      sym_text,
    STATE(209), 1,
      sym_value,
    ACTIONS(144), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(292), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(66), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2208] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(246), 1,
      anon_sym_BANG,
    ACTIONS(248), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(250), 1,
      aux_sym_version_condition_token1,
    ACTIONS(254), 1,
      aux_sym__condition_word_token1,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    STATE(263), 1,
      sym_condition,
    ACTIONS(252), 2,
      sym_boolean,
      sym_number,
    STATE(85), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(266), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2247] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(262), 1,
      anon_sym_DOT,
    ACTIONS(294), 14,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
      anon_sym_AT_EQ,
  [2270] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(240), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(225), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2306] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(300), 1,
      anon_sym_AT_EQ,
    ACTIONS(298), 13,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
  [2328] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(274), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(204), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2364] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(307), 1,
      sym_text,
    ACTIONS(310), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(313), 1,
      sym_function_name,
    ACTIONS(316), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(319), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(302), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(304), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(57), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2398] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(292), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(209), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2434] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(290), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(180), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2470] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(220), 7,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
    ACTIONS(222), 7,
      ts_builtin_sym_end,
      aux_sym_error_token1,
      aux_sym_warning_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
  [2492] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(270), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(200), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2528] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(272), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(201), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2564] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(300), 1,
      anon_sym_AT_EQ,
    ACTIONS(322), 13,
      anon_sym_COLON,
      anon_sym_EQ,
      anon_sym_PLUS_EQ,
      anon_sym_PLUS_COMMA_EQ,
      anon_sym_PLUS_COMMA_COMMA_EQ,
      anon_sym_PLUS_SEMI_EQ,
      anon_sym_PLUS_SEMI_SEMI_EQ,
      anon_sym_PLUS_PIPE_EQ,
      anon_sym_PLUS_PIPE_PIPE_EQ,
      anon_sym_PLUS_AMP_EQ,
      anon_sym_PLUS_AMP_AMP_EQ,
      anon_sym_PLUS_STAR_EQ,
      anon_sym_PLUS_STAR_STAR_EQ,
  [2586] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(268), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(182), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2622] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(244), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(224), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2658] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(146), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(148), 1,
      sym_function_name,
    ACTIONS(150), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(152), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(328), 1,
      sym_text,
    ACTIONS(324), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(326), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(57), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2692] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(266), 1,
      sym__newline,
    ACTIONS(296), 1,
      sym_text,
    STATE(214), 1,
      sym_value,
    ACTIONS(158), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(72), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2728] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(222), 6,
      aux_sym_error_token1,
      aux_sym_warning_token1,
      sym__newline,
      sym_pragma,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(220), 8,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2750] = 9,
    ACTIONS(330), 1,
      anon_sym_RPAREN,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(302), 1,
      sym_default_value,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2783] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(248), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(250), 1,
      aux_sym_version_condition_token1,
    ACTIONS(254), 1,
      aux_sym__condition_word_token1,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(344), 2,
      sym_boolean,
      sym_number,
    STATE(85), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(288), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2816] = 9,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(346), 1,
      anon_sym_RPAREN,
    STATE(307), 1,
      sym_default_value,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2849] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(160), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(162), 1,
      sym_function_name,
    ACTIONS(164), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(166), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(324), 1,
      sym__newline,
    ACTIONS(350), 1,
      sym_text,
    ACTIONS(348), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(74), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2882] = 9,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(352), 1,
      anon_sym_RPAREN,
    STATE(286), 1,
      sym_default_value,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2915] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(302), 1,
      sym__newline,
    ACTIONS(357), 1,
      sym_text,
    ACTIONS(360), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(363), 1,
      sym_function_name,
    ACTIONS(366), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(369), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(354), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(74), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2948] = 9,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(372), 1,
      anon_sym_RPAREN,
    STATE(280), 1,
      sym_default_value,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [2981] = 9,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(374), 1,
      anon_sym_RPAREN,
    STATE(291), 1,
      sym_default_value,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3014] = 9,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(376), 1,
      anon_sym_RPAREN,
    STATE(297), 1,
      sym_default_value,
    ACTIONS(334), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(78), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3047] = 8,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(336), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(338), 1,
      sym_function_name,
    ACTIONS(340), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(342), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(378), 1,
      anon_sym_RPAREN,
    ACTIONS(380), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3077] = 8,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(382), 1,
      anon_sym_RPAREN,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(390), 1,
      sym_function_name,
    ACTIONS(393), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(396), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(384), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      aux_sym_default_value_token1,
    STATE(79), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3107] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(254), 1,
      aux_sym__condition_word_token1,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(399), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(403), 1,
      sym__newline,
    STATE(308), 1,
      sym_condition_expression,
    ACTIONS(401), 2,
      sym_boolean,
      sym_number,
    STATE(85), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3138] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(407), 1,
      sym__newline,
    ACTIONS(405), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3163] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(409), 1,
      sym__newline,
    ACTIONS(405), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3188] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(413), 1,
      sym__newline,
    ACTIONS(411), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(86), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3213] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(415), 1,
      sym__newline,
    ACTIONS(405), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3238] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(256), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(258), 1,
      sym_function_name,
    ACTIONS(417), 1,
      sym__newline,
    ACTIONS(405), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(83), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3263] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      sym__newline,
    ACTIONS(424), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(427), 1,
      sym_function_name,
    ACTIONS(419), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(86), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3288] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(226), 1,
      aux_sym__queue_in_token1,
    ACTIONS(228), 1,
      aux_sym__queue_from_token1,
    ACTIONS(230), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(232), 1,
      sym_variable,
    STATE(141), 1,
      sym_variable_list,
    STATE(213), 1,
      sym__queue_in,
    STATE(216), 1,
      sym__queue_matching,
    STATE(253), 1,
      sym__queue_from,
    ACTIONS(430), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3320] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(434), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(432), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3337] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(436), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3354] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(440), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3371] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(446), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(444), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3388] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(448), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3405] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(452), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3422] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(232), 1,
      sym_variable,
    ACTIONS(276), 1,
      aux_sym__queue_in_token1,
    ACTIONS(278), 1,
      aux_sym__queue_from_token1,
    ACTIONS(280), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(430), 1,
      sym__newline,
    STATE(137), 1,
      sym_variable_list,
    STATE(213), 1,
      sym__queue_in,
    STATE(216), 1,
      sym__queue_matching,
    STATE(253), 1,
      sym__queue_from,
  [3453] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(456), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3470] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(460), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3487] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(464), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3504] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(468), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3521] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(464), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3537] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(468), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3553] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(458), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3567] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(446), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3581] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(438), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3595] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(462), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3609] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(434), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(432), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3625] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(440), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3641] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(448), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3657] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(452), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3673] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(446), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(444), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3689] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(434), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3703] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(442), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3717] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(450), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3731] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(454), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3745] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(466), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3759] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(460), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3775] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(436), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3791] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(458), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(456), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3807] = 2,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(470), 8,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      aux_sym_default_value_token1,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3821] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 1,
      sym_comment,
    ACTIONS(476), 1,
      sym_heredoc_end,
    STATE(138), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(265), 1,
      sym_heredoc_body,
    ACTIONS(472), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3842] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(480), 1,
      anon_sym_COMMA,
    ACTIONS(483), 1,
      sym_variable,
    STATE(120), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(478), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [3860] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(442), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3874] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(489), 1,
      sym_comment,
    ACTIONS(492), 1,
      sym_heredoc_end,
    STATE(122), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(486), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [3892] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(450), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3906] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 1,
      anon_sym_COMMA,
    ACTIONS(498), 1,
      sym_variable,
    STATE(120), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(494), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [3924] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(454), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [3938] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(496), 1,
      anon_sym_COMMA,
    ACTIONS(502), 1,
      sym_variable,
    STATE(124), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(500), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [3956] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 1,
      aux_sym__queue_in_token1,
    ACTIONS(506), 1,
      aux_sym__queue_from_token1,
    ACTIONS(508), 1,
      aux_sym__queue_matching_token1,
    STATE(218), 1,
      sym__queue_in,
    STATE(221), 1,
      sym__queue_from,
    STATE(222), 1,
      sym__queue_matching,
  [3978] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(434), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [3992] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(442), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4006] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(450), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(454), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4034] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(466), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4048] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(510), 1,
      aux_sym_if_block_token2,
    ACTIONS(512), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(514), 1,
      aux_sym_else_clause_token1,
    STATE(151), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    STATE(262), 1,
      sym_else_clause,
  [4070] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(518), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4084] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(514), 1,
      aux_sym_else_clause_token1,
    ACTIONS(520), 1,
      aux_sym_if_block_token2,
    STATE(151), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    STATE(267), 1,
      sym_else_clause,
  [4106] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      aux_sym__queue_in_token1,
    ACTIONS(524), 1,
      aux_sym__queue_from_token1,
    ACTIONS(526), 1,
      aux_sym__queue_matching_token1,
    STATE(218), 1,
      sym__queue_in,
    STATE(221), 1,
      sym__queue_from,
    STATE(222), 1,
      sym__queue_matching,
  [4128] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 1,
      aux_sym__queue_in_token1,
    ACTIONS(506), 1,
      aux_sym__queue_from_token1,
    ACTIONS(508), 1,
      aux_sym__queue_matching_token1,
    STATE(197), 1,
      sym__queue_in,
    STATE(198), 1,
      sym__queue_from,
    STATE(199), 1,
      sym__queue_matching,
  [4150] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      sym_comment,
    ACTIONS(532), 1,
      sym_heredoc_end,
    STATE(122), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(528), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4168] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(466), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4182] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(434), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4196] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(522), 1,
      aux_sym__queue_in_token1,
    ACTIONS(524), 1,
      aux_sym__queue_from_token1,
    ACTIONS(526), 1,
      aux_sym__queue_matching_token1,
    STATE(197), 1,
      sym__queue_in,
    STATE(198), 1,
      sym__queue_from,
    STATE(199), 1,
      sym__queue_matching,
  [4218] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 1,
      anon_sym_RPAREN,
    ACTIONS(536), 1,
      aux_sym_item_list_token2,
    STATE(153), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(538), 2,
      sym__newline,
      sym_comment,
  [4235] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      sym__newline,
    ACTIONS(442), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4248] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      sym__newline,
    ACTIONS(434), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4261] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(542), 1,
      aux_sym_template_token1,
    ACTIONS(540), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4274] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(544), 1,
      anon_sym_RPAREN,
    ACTIONS(546), 1,
      aux_sym_item_list_token2,
    STATE(150), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(548), 2,
      sym__newline,
      sym_comment,
  [4291] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(448), 1,
      sym__newline,
    ACTIONS(450), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4304] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 1,
      sym__newline,
    ACTIONS(454), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4317] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 1,
      sym__newline,
    ACTIONS(466), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4330] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 1,
      anon_sym_RPAREN,
    ACTIONS(550), 1,
      aux_sym_item_list_token2,
    STATE(154), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(552), 2,
      sym__newline,
      sym_comment,
  [4347] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(556), 1,
      aux_sym_elif_clause_token1,
    STATE(151), 1,
      aux_sym_if_block_repeat1,
    STATE(170), 1,
      sym_elif_clause,
    ACTIONS(554), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4364] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(559), 1,
      anon_sym_COMMA,
    ACTIONS(478), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4377] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(550), 1,
      aux_sym_item_list_token2,
    ACTIONS(561), 1,
      anon_sym_RPAREN,
    STATE(154), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(552), 2,
      sym__newline,
      sym_comment,
  [4394] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(563), 1,
      anon_sym_RPAREN,
    ACTIONS(565), 1,
      aux_sym_item_list_token2,
    STATE(154), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(568), 2,
      sym__newline,
      sym_comment,
  [4411] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 1,
      sym__newline,
    ACTIONS(518), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4424] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(573), 1,
      sym_identifier,
    STATE(156), 1,
      aux_sym_use_repeat1,
    STATE(165), 1,
      sym_template,
    ACTIONS(571), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4441] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(576), 1,
      aux_sym_include_token2,
    ACTIONS(578), 1,
      aux_sym_include_token3,
    ACTIONS(582), 1,
      anon_sym_COLON,
    ACTIONS(580), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4458] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      sym_identifier,
    STATE(156), 1,
      aux_sym_use_repeat1,
    STATE(165), 1,
      sym_template,
    ACTIONS(584), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4475] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(588), 1,
      aux_sym_include_token2,
    ACTIONS(590), 1,
      aux_sym_include_token3,
    ACTIONS(594), 1,
      anon_sym_COLON,
    ACTIONS(592), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4492] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      sym_identifier,
    STATE(158), 1,
      aux_sym_use_repeat1,
    STATE(165), 1,
      sym_template,
    ACTIONS(596), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4509] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(584), 1,
      sym__newline,
    ACTIONS(598), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(169), 1,
      sym_template,
  [4525] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(571), 1,
      sym__newline,
    ACTIONS(600), 1,
      sym_identifier,
    STATE(162), 1,
      aux_sym_use_repeat1,
    STATE(169), 1,
      sym_template,
  [4541] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(603), 1,
      aux_sym_template_token1,
    ACTIONS(540), 3,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4553] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(605), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4563] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(609), 1,
      anon_sym_COMMA,
    ACTIONS(607), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4575] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(596), 1,
      sym__newline,
    ACTIONS(598), 1,
      sym_identifier,
    STATE(161), 1,
      aux_sym_use_repeat1,
    STATE(169), 1,
      sym_template,
  [4591] = 4,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      aux_sym_item_list_token1,
    ACTIONS(613), 1,
      anon_sym_RPAREN,
    ACTIONS(615), 1,
      sym__newline,
  [4604] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(605), 3,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4613] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      anon_sym_COMMA,
    ACTIONS(607), 2,
      sym__newline,
      sym_identifier,
  [4624] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(619), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [4633] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4642] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(625), 1,
      anon_sym_COLON,
    ACTIONS(623), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4653] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(629), 1,
      anon_sym_COLON,
    ACTIONS(627), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4664] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4672] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      sym_identifier,
    STATE(195), 1,
      aux_sym_key_repeat1,
  [4682] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4698] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(639), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4706] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4714] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4722] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(645), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4730] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(647), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4738] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4754] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(544), 1,
      anon_sym_RPAREN,
    ACTIONS(653), 1,
      sym__newline,
  [4764] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4772] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(115), 1,
      ts_builtin_sym_end,
    ACTIONS(657), 1,
      sym__newline,
  [4782] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      sym__newline,
    ACTIONS(659), 1,
      ts_builtin_sym_end,
  [4792] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4800] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(663), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4808] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(665), 1,
      sym_identifier,
    STATE(175), 1,
      aux_sym_key_repeat1,
  [4818] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4826] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(669), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4834] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(671), 1,
      aux_sym_include_token6,
    ACTIONS(673), 1,
      anon_sym_COLON,
  [4844] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(675), 1,
      sym_identifier,
    STATE(195), 1,
      aux_sym_key_repeat1,
  [4854] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(678), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4862] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(680), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4870] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(682), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4878] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(684), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4886] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(686), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4894] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(688), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4902] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(690), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(692), 1,
      anon_sym_RBRACK_RPAREN,
  [4912] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(694), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4920] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(696), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4928] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(698), 1,
      sym_identifier,
    STATE(195), 1,
      aux_sym_key_repeat1,
  [4938] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(700), 1,
      anon_sym_RPAREN,
    ACTIONS(702), 1,
      aux_sym_macro_function_token1,
  [4948] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(704), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4956] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4964] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(708), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4972] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(710), 1,
      anon_sym_RPAREN,
    ACTIONS(712), 1,
      anon_sym_COLON,
  [4982] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(621), 2,
      sym__newline,
      sym_identifier,
  [4990] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(714), 1,
      anon_sym_RPAREN,
    ACTIONS(716), 1,
      aux_sym_macro_function_token1,
  [5000] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(718), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5008] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(720), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5016] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(722), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5024] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(724), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5032] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(726), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5040] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(728), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5048] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(730), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5056] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(732), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5064] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(734), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5072] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(736), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5080] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(738), 1,
      aux_sym_include_token6,
    ACTIONS(740), 1,
      anon_sym_COLON,
  [5090] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(742), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5098] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(744), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5106] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(746), 1,
      anon_sym_RPAREN,
    ACTIONS(748), 1,
      anon_sym_COLON,
  [5116] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(750), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5124] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(752), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5132] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(754), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5140] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(756), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5148] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(758), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5156] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(760), 1,
      aux_sym_include_token6,
    ACTIONS(762), 1,
      anon_sym_COLON,
  [5166] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(764), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(766), 1,
      anon_sym_RBRACK_RPAREN,
  [5176] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(768), 1,
      anon_sym_RPAREN,
    ACTIONS(770), 1,
      anon_sym_COLON,
  [5186] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(772), 1,
      anon_sym_RPAREN,
    ACTIONS(774), 1,
      aux_sym_macro_function_token1,
  [5196] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(776), 1,
      aux_sym_include_token6,
    ACTIONS(778), 1,
      anon_sym_COLON,
  [5206] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(780), 1,
      anon_sym_RPAREN,
    ACTIONS(782), 1,
      anon_sym_COLON,
  [5216] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(784), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5224] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(786), 1,
      anon_sym_RPAREN,
    ACTIONS(788), 1,
      aux_sym_macro_function_token1,
  [5234] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(790), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(792), 1,
      anon_sym_RBRACK_RPAREN,
  [5244] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(794), 1,
      anon_sym_RPAREN,
    ACTIONS(796), 1,
      anon_sym_COLON,
  [5254] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(798), 1,
      anon_sym_RPAREN,
    ACTIONS(800), 1,
      aux_sym_macro_function_token1,
  [5264] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(802), 1,
      anon_sym_RPAREN,
    ACTIONS(804), 1,
      anon_sym_COLON,
  [5274] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(806), 1,
      anon_sym_RPAREN,
    ACTIONS(808), 1,
      aux_sym_macro_function_token1,
  [5284] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(810), 1,
      anon_sym_RPAREN,
    ACTIONS(812), 1,
      anon_sym_COLON,
  [5294] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(814), 1,
      anon_sym_RPAREN,
    ACTIONS(816), 1,
      aux_sym_macro_function_token1,
  [5304] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(818), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5312] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(820), 1,
      anon_sym_RPAREN,
    ACTIONS(822), 1,
      anon_sym_COLON,
  [5322] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(824), 1,
      anon_sym_RPAREN,
    ACTIONS(826), 1,
      aux_sym_macro_function_token1,
  [5332] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(828), 1,
      anon_sym_RPAREN,
    ACTIONS(830), 1,
      anon_sym_COLON,
  [5342] = 3,
    ACTIONS(332), 1,
      sym__line_continuation,
    ACTIONS(832), 1,
      anon_sym_RPAREN,
    ACTIONS(834), 1,
      aux_sym_macro_function_token1,
  [5352] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(836), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5360] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(838), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5368] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(840), 1,
      sym_identifier,
  [5375] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(842), 1,
      sym__newline,
  [5382] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(844), 1,
      sym__newline,
  [5389] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(846), 1,
      sym__newline,
  [5396] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(848), 1,
      aux_sym_include_token7,
  [5403] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(850), 1,
      aux_sym_if_block_token2,
  [5410] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(852), 1,
      anon_sym_RBRACK_RPAREN,
  [5417] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(854), 1,
      aux_sym_if_block_token2,
  [5424] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(856), 1,
      aux_sym_if_block_token2,
  [5431] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(858), 1,
      sym__newline,
  [5438] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(860), 1,
      aux_sym_macro_reference_token1,
  [5445] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(862), 1,
      sym_heredoc_end,
  [5452] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(415), 1,
      sym__newline,
  [5459] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(864), 1,
      aux_sym_if_block_token2,
  [5466] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(866), 1,
      sym__newline,
  [5473] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(868), 1,
      anon_sym_COLON,
  [5480] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(870), 1,
      anon_sym_COLON,
  [5487] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(872), 1,
      sym_heredoc_tag,
  [5494] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(657), 1,
      sym__newline,
  [5501] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(874), 1,
      aux_sym_macro_reference_token1,
  [5508] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(876), 1,
      sym_identifier,
  [5515] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(878), 1,
      anon_sym_RBRACK_RPAREN,
  [5522] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(880), 1,
      anon_sym_COLON,
  [5529] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(882), 1,
      anon_sym_RPAREN,
  [5536] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(884), 1,
      anon_sym_COLON,
  [5543] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(886), 1,
      sym__newline,
  [5550] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(888), 1,
      anon_sym_RPAREN,
  [5557] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(890), 1,
      anon_sym_COLON,
  [5564] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(892), 1,
      anon_sym_RPAREN,
  [5571] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(262), 1,
      anon_sym_DOT,
  [5578] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(894), 1,
      anon_sym_RPAREN,
  [5585] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(896), 1,
      aux_sym_version_condition_token3,
  [5592] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(898), 1,
      anon_sym_RPAREN,
  [5599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(900), 1,
      anon_sym_RBRACK_RPAREN,
  [5606] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(407), 1,
      sym__newline,
  [5613] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(902), 1,
      anon_sym_RPAREN,
  [5620] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(904), 1,
      anon_sym_RPAREN,
  [5627] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(906), 1,
      anon_sym_RPAREN,
  [5634] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(908), 1,
      anon_sym_RPAREN,
  [5641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(910), 1,
      sym__newline,
  [5648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(912), 1,
      anon_sym_COLON,
  [5655] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(914), 1,
      sym_variable,
  [5662] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(916), 1,
      anon_sym_RPAREN,
  [5669] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(918), 1,
      anon_sym_RPAREN,
  [5676] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(920), 1,
      anon_sym_LPAREN2,
  [5683] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(922), 1,
      aux_sym_include_token7,
  [5690] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(924), 1,
      aux_sym_defined_condition_token3,
  [5697] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(926), 1,
      anon_sym_RPAREN,
  [5704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(928), 1,
      anon_sym_RPAREN,
  [5711] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(930), 1,
      aux_sym_version_condition_token2,
  [5718] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(932), 1,
      sym_identifier,
  [5725] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(934), 1,
      ts_builtin_sym_end,
  [5732] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(936), 1,
      anon_sym_RPAREN,
  [5739] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(938), 1,
      anon_sym_RPAREN,
  [5746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(409), 1,
      sym__newline,
  [5753] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(940), 1,
      aux_sym_macro_reference_token1,
  [5760] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(942), 1,
      anon_sym_LPAREN2,
  [5767] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(944), 1,
      aux_sym_macro_reference_token1,
  [5774] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(946), 1,
      aux_sym_include_token7,
  [5781] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(948), 1,
      aux_sym_include_token7,
  [5788] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(950), 1,
      aux_sym_macro_reference_token1,
  [5795] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(952), 1,
      anon_sym_LPAREN2,
  [5802] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(954), 1,
      aux_sym_macro_reference_token1,
  [5809] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(956), 1,
      aux_sym_macro_reference_token1,
  [5816] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(958), 1,
      anon_sym_LPAREN2,
  [5823] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(960), 1,
      aux_sym_macro_reference_token1,
  [5830] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(962), 1,
      anon_sym_LPAREN2,
  [5837] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(964), 1,
      aux_sym_macro_reference_token1,
  [5844] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(966), 1,
      anon_sym_LPAREN2,
  [5851] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(968), 1,
      sym__newline,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 78,
  [SMALL_STATE(4)] = 156,
  [SMALL_STATE(5)] = 221,
  [SMALL_STATE(6)] = 286,
  [SMALL_STATE(7)] = 351,
  [SMALL_STATE(8)] = 414,
  [SMALL_STATE(9)] = 477,
  [SMALL_STATE(10)] = 540,
  [SMALL_STATE(11)] = 603,
  [SMALL_STATE(12)] = 666,
  [SMALL_STATE(13)] = 713,
  [SMALL_STATE(14)] = 759,
  [SMALL_STATE(15)] = 804,
  [SMALL_STATE(16)] = 849,
  [SMALL_STATE(17)] = 891,
  [SMALL_STATE(18)] = 933,
  [SMALL_STATE(19)] = 975,
  [SMALL_STATE(20)] = 1019,
  [SMALL_STATE(21)] = 1063,
  [SMALL_STATE(22)] = 1104,
  [SMALL_STATE(23)] = 1143,
  [SMALL_STATE(24)] = 1182,
  [SMALL_STATE(25)] = 1221,
  [SMALL_STATE(26)] = 1260,
  [SMALL_STATE(27)] = 1299,
  [SMALL_STATE(28)] = 1338,
  [SMALL_STATE(29)] = 1379,
  [SMALL_STATE(30)] = 1420,
  [SMALL_STATE(31)] = 1458,
  [SMALL_STATE(32)] = 1482,
  [SMALL_STATE(33)] = 1520,
  [SMALL_STATE(34)] = 1568,
  [SMALL_STATE(35)] = 1606,
  [SMALL_STATE(36)] = 1644,
  [SMALL_STATE(37)] = 1682,
  [SMALL_STATE(38)] = 1720,
  [SMALL_STATE(39)] = 1757,
  [SMALL_STATE(40)] = 1794,
  [SMALL_STATE(41)] = 1833,
  [SMALL_STATE(42)] = 1856,
  [SMALL_STATE(43)] = 1879,
  [SMALL_STATE(44)] = 1916,
  [SMALL_STATE(45)] = 1953,
  [SMALL_STATE(46)] = 1990,
  [SMALL_STATE(47)] = 2027,
  [SMALL_STATE(48)] = 2064,
  [SMALL_STATE(49)] = 2111,
  [SMALL_STATE(50)] = 2134,
  [SMALL_STATE(51)] = 2171,
  [SMALL_STATE(52)] = 2208,
  [SMALL_STATE(53)] = 2247,
  [SMALL_STATE(54)] = 2270,
  [SMALL_STATE(55)] = 2306,
  [SMALL_STATE(56)] = 2328,
  [SMALL_STATE(57)] = 2364,
  [SMALL_STATE(58)] = 2398,
  [SMALL_STATE(59)] = 2434,
  [SMALL_STATE(60)] = 2470,
  [SMALL_STATE(61)] = 2492,
  [SMALL_STATE(62)] = 2528,
  [SMALL_STATE(63)] = 2564,
  [SMALL_STATE(64)] = 2586,
  [SMALL_STATE(65)] = 2622,
  [SMALL_STATE(66)] = 2658,
  [SMALL_STATE(67)] = 2692,
  [SMALL_STATE(68)] = 2728,
  [SMALL_STATE(69)] = 2750,
  [SMALL_STATE(70)] = 2783,
  [SMALL_STATE(71)] = 2816,
  [SMALL_STATE(72)] = 2849,
  [SMALL_STATE(73)] = 2882,
  [SMALL_STATE(74)] = 2915,
  [SMALL_STATE(75)] = 2948,
  [SMALL_STATE(76)] = 2981,
  [SMALL_STATE(77)] = 3014,
  [SMALL_STATE(78)] = 3047,
  [SMALL_STATE(79)] = 3077,
  [SMALL_STATE(80)] = 3107,
  [SMALL_STATE(81)] = 3138,
  [SMALL_STATE(82)] = 3163,
  [SMALL_STATE(83)] = 3188,
  [SMALL_STATE(84)] = 3213,
  [SMALL_STATE(85)] = 3238,
  [SMALL_STATE(86)] = 3263,
  [SMALL_STATE(87)] = 3288,
  [SMALL_STATE(88)] = 3320,
  [SMALL_STATE(89)] = 3337,
  [SMALL_STATE(90)] = 3354,
  [SMALL_STATE(91)] = 3371,
  [SMALL_STATE(92)] = 3388,
  [SMALL_STATE(93)] = 3405,
  [SMALL_STATE(94)] = 3422,
  [SMALL_STATE(95)] = 3453,
  [SMALL_STATE(96)] = 3470,
  [SMALL_STATE(97)] = 3487,
  [SMALL_STATE(98)] = 3504,
  [SMALL_STATE(99)] = 3521,
  [SMALL_STATE(100)] = 3537,
  [SMALL_STATE(101)] = 3553,
  [SMALL_STATE(102)] = 3567,
  [SMALL_STATE(103)] = 3581,
  [SMALL_STATE(104)] = 3595,
  [SMALL_STATE(105)] = 3609,
  [SMALL_STATE(106)] = 3625,
  [SMALL_STATE(107)] = 3641,
  [SMALL_STATE(108)] = 3657,
  [SMALL_STATE(109)] = 3673,
  [SMALL_STATE(110)] = 3689,
  [SMALL_STATE(111)] = 3703,
  [SMALL_STATE(112)] = 3717,
  [SMALL_STATE(113)] = 3731,
  [SMALL_STATE(114)] = 3745,
  [SMALL_STATE(115)] = 3759,
  [SMALL_STATE(116)] = 3775,
  [SMALL_STATE(117)] = 3791,
  [SMALL_STATE(118)] = 3807,
  [SMALL_STATE(119)] = 3821,
  [SMALL_STATE(120)] = 3842,
  [SMALL_STATE(121)] = 3860,
  [SMALL_STATE(122)] = 3874,
  [SMALL_STATE(123)] = 3892,
  [SMALL_STATE(124)] = 3906,
  [SMALL_STATE(125)] = 3924,
  [SMALL_STATE(126)] = 3938,
  [SMALL_STATE(127)] = 3956,
  [SMALL_STATE(128)] = 3978,
  [SMALL_STATE(129)] = 3992,
  [SMALL_STATE(130)] = 4006,
  [SMALL_STATE(131)] = 4020,
  [SMALL_STATE(132)] = 4034,
  [SMALL_STATE(133)] = 4048,
  [SMALL_STATE(134)] = 4070,
  [SMALL_STATE(135)] = 4084,
  [SMALL_STATE(136)] = 4106,
  [SMALL_STATE(137)] = 4128,
  [SMALL_STATE(138)] = 4150,
  [SMALL_STATE(139)] = 4168,
  [SMALL_STATE(140)] = 4182,
  [SMALL_STATE(141)] = 4196,
  [SMALL_STATE(142)] = 4218,
  [SMALL_STATE(143)] = 4235,
  [SMALL_STATE(144)] = 4248,
  [SMALL_STATE(145)] = 4261,
  [SMALL_STATE(146)] = 4274,
  [SMALL_STATE(147)] = 4291,
  [SMALL_STATE(148)] = 4304,
  [SMALL_STATE(149)] = 4317,
  [SMALL_STATE(150)] = 4330,
  [SMALL_STATE(151)] = 4347,
  [SMALL_STATE(152)] = 4364,
  [SMALL_STATE(153)] = 4377,
  [SMALL_STATE(154)] = 4394,
  [SMALL_STATE(155)] = 4411,
  [SMALL_STATE(156)] = 4424,
  [SMALL_STATE(157)] = 4441,
  [SMALL_STATE(158)] = 4458,
  [SMALL_STATE(159)] = 4475,
  [SMALL_STATE(160)] = 4492,
  [SMALL_STATE(161)] = 4509,
  [SMALL_STATE(162)] = 4525,
  [SMALL_STATE(163)] = 4541,
  [SMALL_STATE(164)] = 4553,
  [SMALL_STATE(165)] = 4563,
  [SMALL_STATE(166)] = 4575,
  [SMALL_STATE(167)] = 4591,
  [SMALL_STATE(168)] = 4604,
  [SMALL_STATE(169)] = 4613,
  [SMALL_STATE(170)] = 4624,
  [SMALL_STATE(171)] = 4633,
  [SMALL_STATE(172)] = 4642,
  [SMALL_STATE(173)] = 4653,
  [SMALL_STATE(174)] = 4664,
  [SMALL_STATE(175)] = 4672,
  [SMALL_STATE(176)] = 4682,
  [SMALL_STATE(177)] = 4690,
  [SMALL_STATE(178)] = 4698,
  [SMALL_STATE(179)] = 4706,
  [SMALL_STATE(180)] = 4714,
  [SMALL_STATE(181)] = 4722,
  [SMALL_STATE(182)] = 4730,
  [SMALL_STATE(183)] = 4738,
  [SMALL_STATE(184)] = 4746,
  [SMALL_STATE(185)] = 4754,
  [SMALL_STATE(186)] = 4764,
  [SMALL_STATE(187)] = 4772,
  [SMALL_STATE(188)] = 4782,
  [SMALL_STATE(189)] = 4792,
  [SMALL_STATE(190)] = 4800,
  [SMALL_STATE(191)] = 4808,
  [SMALL_STATE(192)] = 4818,
  [SMALL_STATE(193)] = 4826,
  [SMALL_STATE(194)] = 4834,
  [SMALL_STATE(195)] = 4844,
  [SMALL_STATE(196)] = 4854,
  [SMALL_STATE(197)] = 4862,
  [SMALL_STATE(198)] = 4870,
  [SMALL_STATE(199)] = 4878,
  [SMALL_STATE(200)] = 4886,
  [SMALL_STATE(201)] = 4894,
  [SMALL_STATE(202)] = 4902,
  [SMALL_STATE(203)] = 4912,
  [SMALL_STATE(204)] = 4920,
  [SMALL_STATE(205)] = 4928,
  [SMALL_STATE(206)] = 4938,
  [SMALL_STATE(207)] = 4948,
  [SMALL_STATE(208)] = 4956,
  [SMALL_STATE(209)] = 4964,
  [SMALL_STATE(210)] = 4972,
  [SMALL_STATE(211)] = 4982,
  [SMALL_STATE(212)] = 4990,
  [SMALL_STATE(213)] = 5000,
  [SMALL_STATE(214)] = 5008,
  [SMALL_STATE(215)] = 5016,
  [SMALL_STATE(216)] = 5024,
  [SMALL_STATE(217)] = 5032,
  [SMALL_STATE(218)] = 5040,
  [SMALL_STATE(219)] = 5048,
  [SMALL_STATE(220)] = 5056,
  [SMALL_STATE(221)] = 5064,
  [SMALL_STATE(222)] = 5072,
  [SMALL_STATE(223)] = 5080,
  [SMALL_STATE(224)] = 5090,
  [SMALL_STATE(225)] = 5098,
  [SMALL_STATE(226)] = 5106,
  [SMALL_STATE(227)] = 5116,
  [SMALL_STATE(228)] = 5124,
  [SMALL_STATE(229)] = 5132,
  [SMALL_STATE(230)] = 5140,
  [SMALL_STATE(231)] = 5148,
  [SMALL_STATE(232)] = 5156,
  [SMALL_STATE(233)] = 5166,
  [SMALL_STATE(234)] = 5176,
  [SMALL_STATE(235)] = 5186,
  [SMALL_STATE(236)] = 5196,
  [SMALL_STATE(237)] = 5206,
  [SMALL_STATE(238)] = 5216,
  [SMALL_STATE(239)] = 5224,
  [SMALL_STATE(240)] = 5234,
  [SMALL_STATE(241)] = 5244,
  [SMALL_STATE(242)] = 5254,
  [SMALL_STATE(243)] = 5264,
  [SMALL_STATE(244)] = 5274,
  [SMALL_STATE(245)] = 5284,
  [SMALL_STATE(246)] = 5294,
  [SMALL_STATE(247)] = 5304,
  [SMALL_STATE(248)] = 5312,
  [SMALL_STATE(249)] = 5322,
  [SMALL_STATE(250)] = 5332,
  [SMALL_STATE(251)] = 5342,
  [SMALL_STATE(252)] = 5352,
  [SMALL_STATE(253)] = 5360,
  [SMALL_STATE(254)] = 5368,
  [SMALL_STATE(255)] = 5375,
  [SMALL_STATE(256)] = 5382,
  [SMALL_STATE(257)] = 5389,
  [SMALL_STATE(258)] = 5396,
  [SMALL_STATE(259)] = 5403,
  [SMALL_STATE(260)] = 5410,
  [SMALL_STATE(261)] = 5417,
  [SMALL_STATE(262)] = 5424,
  [SMALL_STATE(263)] = 5431,
  [SMALL_STATE(264)] = 5438,
  [SMALL_STATE(265)] = 5445,
  [SMALL_STATE(266)] = 5452,
  [SMALL_STATE(267)] = 5459,
  [SMALL_STATE(268)] = 5466,
  [SMALL_STATE(269)] = 5473,
  [SMALL_STATE(270)] = 5480,
  [SMALL_STATE(271)] = 5487,
  [SMALL_STATE(272)] = 5494,
  [SMALL_STATE(273)] = 5501,
  [SMALL_STATE(274)] = 5508,
  [SMALL_STATE(275)] = 5515,
  [SMALL_STATE(276)] = 5522,
  [SMALL_STATE(277)] = 5529,
  [SMALL_STATE(278)] = 5536,
  [SMALL_STATE(279)] = 5543,
  [SMALL_STATE(280)] = 5550,
  [SMALL_STATE(281)] = 5557,
  [SMALL_STATE(282)] = 5564,
  [SMALL_STATE(283)] = 5571,
  [SMALL_STATE(284)] = 5578,
  [SMALL_STATE(285)] = 5585,
  [SMALL_STATE(286)] = 5592,
  [SMALL_STATE(287)] = 5599,
  [SMALL_STATE(288)] = 5606,
  [SMALL_STATE(289)] = 5613,
  [SMALL_STATE(290)] = 5620,
  [SMALL_STATE(291)] = 5627,
  [SMALL_STATE(292)] = 5634,
  [SMALL_STATE(293)] = 5641,
  [SMALL_STATE(294)] = 5648,
  [SMALL_STATE(295)] = 5655,
  [SMALL_STATE(296)] = 5662,
  [SMALL_STATE(297)] = 5669,
  [SMALL_STATE(298)] = 5676,
  [SMALL_STATE(299)] = 5683,
  [SMALL_STATE(300)] = 5690,
  [SMALL_STATE(301)] = 5697,
  [SMALL_STATE(302)] = 5704,
  [SMALL_STATE(303)] = 5711,
  [SMALL_STATE(304)] = 5718,
  [SMALL_STATE(305)] = 5725,
  [SMALL_STATE(306)] = 5732,
  [SMALL_STATE(307)] = 5739,
  [SMALL_STATE(308)] = 5746,
  [SMALL_STATE(309)] = 5753,
  [SMALL_STATE(310)] = 5760,
  [SMALL_STATE(311)] = 5767,
  [SMALL_STATE(312)] = 5774,
  [SMALL_STATE(313)] = 5781,
  [SMALL_STATE(314)] = 5788,
  [SMALL_STATE(315)] = 5795,
  [SMALL_STATE(316)] = 5802,
  [SMALL_STATE(317)] = 5809,
  [SMALL_STATE(318)] = 5816,
  [SMALL_STATE(319)] = 5823,
  [SMALL_STATE(320)] = 5830,
  [SMALL_STATE(321)] = 5837,
  [SMALL_STATE(322)] = 5844,
  [SMALL_STATE(323)] = 5851,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(33),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [13] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [23] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(191),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(41),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(48),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(157),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(254),
  [35] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(208),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(40),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(257),
  [45] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(268),
  [49] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [53] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [55] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(48),
  [58] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [61] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(254),
  [64] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(56),
  [67] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(58),
  [70] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [73] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [75] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(4),
  [78] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(268),
  [81] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(268),
  [84] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(191),
  [87] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(41),
  [90] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 49),
  [92] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 49),
  [94] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [96] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [98] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [100] = {.entry = {.count = 1, .reusable = false}}, SHIFT(279),
  [102] = {.entry = {.count = 1, .reusable = true}}, SHIFT(279),
  [104] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [106] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [109] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(272),
  [112] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(272),
  [115] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [117] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [119] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [121] = {.entry = {.count = 1, .reusable = true}}, SHIFT(188),
  [123] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(10),
  [126] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(279),
  [129] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(279),
  [132] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [134] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [136] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 3),
  [138] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [140] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [142] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [144] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [146] = {.entry = {.count = 1, .reusable = true}}, SHIFT(309),
  [148] = {.entry = {.count = 1, .reusable = true}}, SHIFT(310),
  [150] = {.entry = {.count = 1, .reusable = false}}, SHIFT(264),
  [152] = {.entry = {.count = 1, .reusable = true}}, SHIFT(202),
  [154] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [156] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [158] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [160] = {.entry = {.count = 1, .reusable = true}}, SHIFT(319),
  [162] = {.entry = {.count = 1, .reusable = true}}, SHIFT(320),
  [164] = {.entry = {.count = 1, .reusable = false}}, SHIFT(311),
  [166] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [168] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 3),
  [170] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [172] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [174] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 3),
  [176] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [178] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [180] = {.entry = {.count = 1, .reusable = false}}, SHIFT(167),
  [182] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 3),
  [184] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [186] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 33),
  [188] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [190] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 16),
  [192] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [194] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [196] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [198] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [200] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [202] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [204] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 32),
  [206] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 14),
  [208] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 35),
  [210] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 52),
  [212] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 14),
  [214] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 14),
  [216] = {.entry = {.count = 1, .reusable = true}}, SHIFT(35),
  [218] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [220] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [222] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [224] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [226] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [228] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [230] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [232] = {.entry = {.count = 1, .reusable = false}}, SHIFT(126),
  [234] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [236] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [238] = {.entry = {.count = 1, .reusable = true}}, SHIFT(298),
  [240] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [242] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [244] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 41),
  [246] = {.entry = {.count = 1, .reusable = false}}, SHIFT(70),
  [248] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [250] = {.entry = {.count = 1, .reusable = false}}, SHIFT(303),
  [252] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [254] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [256] = {.entry = {.count = 1, .reusable = true}}, SHIFT(314),
  [258] = {.entry = {.count = 1, .reusable = true}}, SHIFT(315),
  [260] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [262] = {.entry = {.count = 1, .reusable = true}}, SHIFT(304),
  [264] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 9),
  [266] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 57),
  [268] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 66),
  [270] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 23),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 24),
  [274] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error, 1, 0, 1),
  [276] = {.entry = {.count = 1, .reusable = false}}, SHIFT(28),
  [278] = {.entry = {.count = 1, .reusable = false}}, SHIFT(19),
  [280] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [282] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [284] = {.entry = {.count = 1, .reusable = true}}, SHIFT(317),
  [286] = {.entry = {.count = 1, .reusable = true}}, SHIFT(318),
  [288] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 29),
  [290] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 11),
  [292] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning, 1, 0, 1),
  [294] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 12),
  [296] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [298] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [300] = {.entry = {.count = 1, .reusable = true}}, SHIFT(271),
  [302] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [304] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [307] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [310] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(309),
  [313] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(310),
  [316] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(264),
  [319] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(202),
  [322] = {.entry = {.count = 1, .reusable = true}}, SHIFT(59),
  [324] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [326] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [328] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [330] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [332] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [334] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [336] = {.entry = {.count = 1, .reusable = false}}, SHIFT(321),
  [338] = {.entry = {.count = 1, .reusable = false}}, SHIFT(322),
  [340] = {.entry = {.count = 1, .reusable = false}}, SHIFT(316),
  [342] = {.entry = {.count = 1, .reusable = false}}, SHIFT(240),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [346] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [348] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [350] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [352] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [354] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [357] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [360] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(319),
  [363] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(320),
  [366] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(311),
  [369] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [372] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [374] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [376] = {.entry = {.count = 1, .reusable = false}}, SHIFT(147),
  [378] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [380] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [382] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [384] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(79),
  [387] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(321),
  [390] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(322),
  [393] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(316),
  [396] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(240),
  [399] = {.entry = {.count = 1, .reusable = false}}, SHIFT(300),
  [401] = {.entry = {.count = 1, .reusable = false}}, SHIFT(82),
  [403] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [405] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [407] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 27),
  [409] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 28),
  [411] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [413] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [415] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [417] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [419] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(86),
  [422] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [424] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(314),
  [427] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(315),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 4),
  [432] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 28),
  [434] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 28),
  [436] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 28),
  [438] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 28),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 37),
  [442] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 37),
  [444] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 46),
  [446] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 46),
  [448] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 28),
  [450] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 28),
  [452] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 4, 0, 55),
  [454] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 4, 0, 55),
  [456] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 28),
  [458] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 28),
  [460] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 68),
  [462] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 68),
  [464] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 65),
  [466] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 65),
  [468] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [470] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [472] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [474] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [476] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [478] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [480] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(295),
  [483] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(120),
  [486] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(122),
  [489] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(122),
  [492] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [494] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [496] = {.entry = {.count = 1, .reusable = true}}, SHIFT(295),
  [498] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [500] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [502] = {.entry = {.count = 1, .reusable = false}}, SHIFT(124),
  [504] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [508] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [510] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [512] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [514] = {.entry = {.count = 1, .reusable = true}}, SHIFT(257),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [518] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [520] = {.entry = {.count = 1, .reusable = true}}, SHIFT(177),
  [522] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [524] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [530] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [534] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [536] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [540] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [542] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [544] = {.entry = {.count = 1, .reusable = true}}, SHIFT(215),
  [546] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [548] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [550] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [552] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
  [554] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 62),
  [556] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 62), SHIFT_REPEAT(40),
  [559] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [561] = {.entry = {.count = 1, .reusable = true}}, SHIFT(181),
  [563] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [565] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(154),
  [568] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(154),
  [571] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 59),
  [573] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 59), SHIFT_REPEAT(145),
  [576] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [578] = {.entry = {.count = 1, .reusable = true}}, SHIFT(172),
  [580] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [582] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 45),
  [586] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [588] = {.entry = {.count = 1, .reusable = false}}, SHIFT(173),
  [590] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [592] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [594] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [596] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 26),
  [598] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [600] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 59), SHIFT_REPEAT(163),
  [603] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [605] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 58),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 44),
  [609] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [611] = {.entry = {.count = 1, .reusable = false}}, SHIFT(185),
  [613] = {.entry = {.count = 1, .reusable = false}}, SHIFT(186),
  [615] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [617] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [619] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 50),
  [621] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 44),
  [623] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [625] = {.entry = {.count = 1, .reusable = true}}, SHIFT(61),
  [627] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [629] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [631] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 69),
  [633] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [635] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [637] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 70),
  [639] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 71),
  [641] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 72),
  [643] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 30),
  [645] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [647] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 73),
  [649] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 74),
  [651] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 31),
  [653] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [655] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [657] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [659] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [661] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 34),
  [663] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 31),
  [665] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [667] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 36),
  [669] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 31),
  [671] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [673] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [675] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 13), SHIFT_REPEAT(283),
  [678] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 15),
  [680] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 38),
  [682] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 39),
  [684] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 40),
  [686] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 42),
  [688] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 43),
  [690] = {.entry = {.count = 1, .reusable = false}}, SHIFT(260),
  [692] = {.entry = {.count = 1, .reusable = false}}, SHIFT(98),
  [694] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 15),
  [696] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error, 2, 0, 8),
  [698] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [700] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [702] = {.entry = {.count = 1, .reusable = false}}, SHIFT(290),
  [704] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 15),
  [706] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 49),
  [708] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning, 2, 0, 8),
  [710] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [712] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [714] = {.entry = {.count = 1, .reusable = false}}, SHIFT(121),
  [716] = {.entry = {.count = 1, .reusable = false}}, SHIFT(284),
  [718] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 17),
  [720] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 67),
  [722] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [724] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 19),
  [726] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 51),
  [728] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 20),
  [730] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 53),
  [732] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 54),
  [734] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 21),
  [736] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 22),
  [738] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [740] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [742] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 56),
  [744] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 25),
  [746] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [748] = {.entry = {.count = 1, .reusable = true}}, SHIFT(206),
  [750] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 60),
  [752] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 49),
  [754] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 61),
  [756] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 63),
  [758] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [760] = {.entry = {.count = 1, .reusable = true}}, SHIFT(312),
  [762] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [764] = {.entry = {.count = 1, .reusable = false}}, SHIFT(275),
  [766] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [768] = {.entry = {.count = 1, .reusable = true}}, SHIFT(88),
  [770] = {.entry = {.count = 1, .reusable = true}}, SHIFT(75),
  [772] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [774] = {.entry = {.count = 1, .reusable = false}}, SHIFT(277),
  [776] = {.entry = {.count = 1, .reusable = true}}, SHIFT(313),
  [778] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [780] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [782] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [784] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 5),
  [786] = {.entry = {.count = 1, .reusable = false}}, SHIFT(116),
  [788] = {.entry = {.count = 1, .reusable = false}}, SHIFT(282),
  [790] = {.entry = {.count = 1, .reusable = false}}, SHIFT(287),
  [792] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [794] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [796] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [798] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [800] = {.entry = {.count = 1, .reusable = false}}, SHIFT(289),
  [802] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [804] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [806] = {.entry = {.count = 1, .reusable = false}}, SHIFT(103),
  [808] = {.entry = {.count = 1, .reusable = false}}, SHIFT(292),
  [810] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [812] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [814] = {.entry = {.count = 1, .reusable = false}}, SHIFT(143),
  [816] = {.entry = {.count = 1, .reusable = false}}, SHIFT(296),
  [818] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 64),
  [820] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [822] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [824] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [826] = {.entry = {.count = 1, .reusable = false}}, SHIFT(301),
  [828] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [830] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [832] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [834] = {.entry = {.count = 1, .reusable = false}}, SHIFT(306),
  [836] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [838] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 18),
  [840] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [842] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [844] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [846] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [848] = {.entry = {.count = 1, .reusable = false}}, SHIFT(294),
  [850] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [852] = {.entry = {.count = 1, .reusable = true}}, SHIFT(91),
  [854] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [856] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [858] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [860] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [862] = {.entry = {.count = 1, .reusable = true}}, SHIFT(179),
  [864] = {.entry = {.count = 1, .reusable = true}}, SHIFT(183),
  [866] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [868] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [870] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [872] = {.entry = {.count = 1, .reusable = true}}, SHIFT(256),
  [874] = {.entry = {.count = 1, .reusable = true}}, SHIFT(210),
  [876] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [878] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [880] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [882] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [884] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [886] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [888] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [890] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [892] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [894] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [896] = {.entry = {.count = 1, .reusable = true}}, SHIFT(293),
  [898] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [900] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [902] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [904] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [906] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [908] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [910] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 48),
  [912] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [914] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [916] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [918] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [920] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [922] = {.entry = {.count = 1, .reusable = false}}, SHIFT(270),
  [924] = {.entry = {.count = 1, .reusable = false}}, SHIFT(323),
  [926] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [928] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [930] = {.entry = {.count = 1, .reusable = true}}, SHIFT(285),
  [932] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [934] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [936] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [938] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [940] = {.entry = {.count = 1, .reusable = true}}, SHIFT(234),
  [942] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [944] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [946] = {.entry = {.count = 1, .reusable = false}}, SHIFT(278),
  [948] = {.entry = {.count = 1, .reusable = false}}, SHIFT(281),
  [950] = {.entry = {.count = 1, .reusable = true}}, SHIFT(241),
  [952] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [954] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [956] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [958] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [960] = {.entry = {.count = 1, .reusable = true}}, SHIFT(248),
  [962] = {.entry = {.count = 1, .reusable = true}}, SHIFT(249),
  [964] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [966] = {.entry = {.count = 1, .reusable = true}}, SHIFT(251),
  [968] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 47),
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
