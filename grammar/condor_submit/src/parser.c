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
#define STATE_COUNT 306
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 126
#define ALIAS_COUNT 1
#define TOKEN_COUNT 82
#define EXTERNAL_TOKEN_COUNT 4
#define FIELD_COUNT 32
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 75

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
  aux_sym_macro_function_token1 = 72,
  sym_function_name = 73,
  anon_sym_DOLLAR_DOLLAR_LPAREN = 74,
  anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK = 75,
  aux_sym_machine_reference_token1 = 76,
  anon_sym_RBRACK_RPAREN = 77,
  sym_heredoc_tag = 78,
  sym_heredoc_line = 79,
  sym_heredoc_end = 80,
  sym__error_sentinel = 81,
  sym_source_file = 82,
  sym__line = 83,
  sym__statement = 84,
  sym_queue_statement = 85,
  sym_queue_count = 86,
  sym__queue_in = 87,
  sym__queue_from = 88,
  sym__queue_matching = 89,
  sym_item_list = 90,
  sym_variable_list = 91,
  sym_include = 92,
  sym_use = 93,
  sym_template = 94,
  sym_error_directive = 95,
  sym_warning_directive = 96,
  sym_if_block = 97,
  sym_elif_clause = 98,
  sym_else_clause = 99,
  sym_condition = 100,
  sym_defined_condition = 101,
  sym_version_condition = 102,
  sym_condition_expression = 103,
  sym__condition_part = 104,
  sym__condition_word = 105,
  sym_key = 106,
  sym_assignment = 107,
  sym_heredoc_assignment = 108,
  sym_heredoc_body = 109,
  sym_value = 110,
  sym__value_part = 111,
  sym_macro_reference = 112,
  sym_default_value = 113,
  sym_macro_function = 114,
  sym_machine_reference = 115,
  aux_sym_source_file_repeat1 = 116,
  aux_sym_item_list_repeat1 = 117,
  aux_sym_variable_list_repeat1 = 118,
  aux_sym_use_repeat1 = 119,
  aux_sym_if_block_repeat1 = 120,
  aux_sym_condition_expression_repeat1 = 121,
  aux_sym_key_repeat1 = 122,
  aux_sym_heredoc_body_repeat1 = 123,
  aux_sym_value_repeat1 = 124,
  aux_sym_default_value_repeat1 = 125,
  alias_sym_key_prefix = 126,
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
  [17] = {.index = 36, .length = 1},
  [18] = {.index = 37, .length = 5},
  [19] = {.index = 42, .length = 6},
  [20] = {.index = 48, .length = 6},
  [21] = {.index = 54, .length = 5},
  [22] = {.index = 59, .length = 6},
  [23] = {.index = 65, .length = 6},
  [24] = {.index = 71, .length = 1},
  [25] = {.index = 72, .length = 1},
  [26] = {.index = 73, .length = 1},
  [27] = {.index = 74, .length = 1},
  [28] = {.index = 75, .length = 1},
  [29] = {.index = 76, .length = 1},
  [30] = {.index = 77, .length = 3},
  [31] = {.index = 80, .length = 3},
  [32] = {.index = 83, .length = 3},
  [33] = {.index = 86, .length = 2},
  [34] = {.index = 88, .length = 2},
  [35] = {.index = 90, .length = 2},
  [36] = {.index = 92, .length = 3},
  [37] = {.index = 95, .length = 3},
  [38] = {.index = 98, .length = 2},
  [39] = {.index = 100, .length = 6},
  [40] = {.index = 106, .length = 7},
  [41] = {.index = 113, .length = 7},
  [42] = {.index = 120, .length = 2},
  [43] = {.index = 122, .length = 2},
  [44] = {.index = 124, .length = 2},
  [45] = {.index = 126, .length = 1},
  [46] = {.index = 127, .length = 2},
  [47] = {.index = 129, .length = 1},
  [48] = {.index = 130, .length = 1},
  [49] = {.index = 131, .length = 2},
  [50] = {.index = 133, .length = 1},
  [51] = {.index = 134, .length = 1},
  [52] = {.index = 135, .length = 3},
  [53] = {.index = 138, .length = 3},
  [54] = {.index = 141, .length = 3},
  [55] = {.index = 144, .length = 4},
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
    {field_function, 0},
  [37] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [42] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [48] =
    {field_count, 1},
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
  [54] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [59] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_options, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [65] =
    {field_items, 2, .inherited = true},
    {field_keyword, 0},
    {field_mode, 2, .inherited = true},
    {field_qualifier, 2, .inherited = true},
    {field_slice, 2, .inherited = true},
    {field_variables, 1},
  [71] =
    {field_target, 2},
  [72] =
    {field_ifexist, 1},
  [73] =
    {field_command, 1},
  [74] =
    {field_category, 1},
  [75] =
    {field_negated, 0},
  [76] =
    {field_name, 1},
  [77] =
    {field_attribute_marker, 0},
    {field_name, 2},
    {field_prefix, 1, .inherited = true},
  [80] =
    {field_key, 0},
    {field_operator, 1},
    {field_value, 2},
  [83] =
    {field_items, 2},
    {field_mode, 0},
    {field_slice, 1},
  [86] =
    {field_mode, 0},
    {field_slice, 2},
  [88] =
    {field_mode, 0},
    {field_options, 2},
  [90] =
    {field_items, 2},
    {field_mode, 0},
  [92] =
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
  [95] =
    {field_items, 2},
    {field_mode, 0},
    {field_qualifier, 1},
  [98] =
    {field_arguments, 1},
    {field_function, 0},
  [100] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [106] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_options, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [113] =
    {field_count, 1},
    {field_items, 3, .inherited = true},
    {field_keyword, 0},
    {field_mode, 3, .inherited = true},
    {field_qualifier, 3, .inherited = true},
    {field_slice, 3, .inherited = true},
    {field_variables, 2},
  [120] =
    {field_ifexist, 1},
    {field_target, 3},
  [122] =
    {field_command, 2},
    {field_ifexist, 1},
  [124] =
    {field_command, 1},
    {field_target, 3},
  [126] =
    {field_template, 0},
  [127] =
    {field_category, 1},
    {field_template, 3, .inherited = true},
  [129] =
    {field_expression, 1},
  [130] =
    {field_template, 2},
  [131] =
    {field_operator, 1},
    {field_version, 2},
  [133] =
    {field_condition, 1},
  [134] =
    {field_alternative, 0},
  [135] =
    {field_items, 3},
    {field_mode, 0},
    {field_slice, 2},
  [138] =
    {field_mode, 0},
    {field_options, 2},
    {field_slice, 3},
  [141] =
    {field_items, 3},
    {field_mode, 0},
    {field_options, 2},
  [144] =
    {field_items, 3},
    {field_mode, 0},
    {field_qualifier, 1},
    {field_slice, 2},
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
  [8] = 6,
  [9] = 9,
  [10] = 10,
  [11] = 6,
  [12] = 12,
  [13] = 12,
  [14] = 12,
  [15] = 15,
  [16] = 15,
  [17] = 17,
  [18] = 18,
  [19] = 19,
  [20] = 20,
  [21] = 17,
  [22] = 22,
  [23] = 18,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 22,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 20,
  [32] = 19,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 34,
  [37] = 33,
  [38] = 24,
  [39] = 30,
  [40] = 26,
  [41] = 25,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 28,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 28,
  [56] = 29,
  [57] = 29,
  [58] = 58,
  [59] = 35,
  [60] = 60,
  [61] = 61,
  [62] = 62,
  [63] = 50,
  [64] = 64,
  [65] = 60,
  [66] = 47,
  [67] = 67,
  [68] = 43,
  [69] = 45,
  [70] = 62,
  [71] = 52,
  [72] = 44,
  [73] = 49,
  [74] = 58,
  [75] = 75,
  [76] = 64,
  [77] = 77,
  [78] = 67,
  [79] = 77,
  [80] = 77,
  [81] = 77,
  [82] = 77,
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
  [96] = 92,
  [97] = 97,
  [98] = 98,
  [99] = 99,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 103,
  [104] = 94,
  [105] = 93,
  [106] = 98,
  [107] = 95,
  [108] = 103,
  [109] = 95,
  [110] = 94,
  [111] = 93,
  [112] = 98,
  [113] = 103,
  [114] = 99,
  [115] = 101,
  [116] = 97,
  [117] = 100,
  [118] = 102,
  [119] = 99,
  [120] = 101,
  [121] = 97,
  [122] = 100,
  [123] = 102,
  [124] = 124,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 128,
  [129] = 99,
  [130] = 101,
  [131] = 97,
  [132] = 99,
  [133] = 133,
  [134] = 101,
  [135] = 97,
  [136] = 100,
  [137] = 137,
  [138] = 102,
  [139] = 100,
  [140] = 133,
  [141] = 141,
  [142] = 137,
  [143] = 102,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 154,
  [155] = 155,
  [156] = 156,
  [157] = 157,
  [158] = 158,
  [159] = 154,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 163,
  [166] = 166,
  [167] = 167,
  [168] = 167,
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
  [226] = 195,
  [227] = 203,
  [228] = 209,
  [229] = 223,
  [230] = 167,
  [231] = 231,
  [232] = 204,
  [233] = 224,
  [234] = 203,
  [235] = 209,
  [236] = 224,
  [237] = 237,
  [238] = 204,
  [239] = 224,
  [240] = 209,
  [241] = 224,
  [242] = 209,
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
  [256] = 256,
  [257] = 257,
  [258] = 258,
  [259] = 259,
  [260] = 260,
  [261] = 261,
  [262] = 259,
  [263] = 263,
  [264] = 264,
  [265] = 265,
  [266] = 266,
  [267] = 267,
  [268] = 261,
  [269] = 269,
  [270] = 249,
  [271] = 271,
  [272] = 272,
  [273] = 250,
  [274] = 256,
  [275] = 275,
  [276] = 259,
  [277] = 277,
  [278] = 278,
  [279] = 279,
  [280] = 265,
  [281] = 269,
  [282] = 261,
  [283] = 265,
  [284] = 284,
  [285] = 247,
  [286] = 256,
  [287] = 287,
  [288] = 288,
  [289] = 265,
  [290] = 290,
  [291] = 247,
  [292] = 292,
  [293] = 269,
  [294] = 265,
  [295] = 295,
  [296] = 247,
  [297] = 253,
  [298] = 251,
  [299] = 258,
  [300] = 246,
  [301] = 253,
  [302] = 251,
  [303] = 253,
  [304] = 253,
  [305] = 247,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(207);
      ADVANCE_MAP(
        '\n', 329,
        '!', 280,
        '#', 332,
        '$', 390,
        '(', 235,
        ')', 240,
        '+', 339,
        ',', 243,
        '-', 340,
        '.', 341,
        ':', 209,
        '=', 377,
        '@', 40,
        '[', 337,
        '\\', 392,
        ']', 25,
        'A', 145,
        'a', 145,
        'C', 155,
        'c', 155,
        'D', 117,
        'd', 117,
        'E', 139,
        'e', 139,
        'F', 293,
        'f', 293,
        'I', 123,
        'i', 123,
        'M', 100,
        'm', 100,
        'N', 156,
        'n', 156,
        'O', 181,
        'o', 181,
        'Q', 182,
        'q', 182,
        'T', 296,
        't', 296,
        'U', 173,
        'u', 173,
        'V', 120,
        'v', 120,
        'W', 102,
        'w', 102,
        'Y', 116,
        'y', 116,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 329,
        '!', 47,
        '$', 14,
        '-', 326,
        '\\', 8,
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
        '!', 47,
        '$', 14,
        '-', 326,
        '\\', 8,
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
        ':', 209,
        '@', 109,
        '\\', 8,
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
        ':', 210,
        '@', 109,
        '\\', 8,
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
      if (lookahead == '(') ADVANCE(27);
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
      if (lookahead != 0) ADVANCE(89);
      END_STATE();
    case 8:
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 9:
      ADVANCE_MAP(
        '!', 281,
        '$', 14,
        '-', 326,
        '\\', 8,
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
          lookahead == ' ') SKIP(9);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(299);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(328);
      END_STATE();
    case 10:
      if (lookahead == '#') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
      END_STATE();
    case 11:
      if (lookahead == '$') ADVANCE(390);
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == '\\') ADVANCE(392);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(411);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(412);
      END_STATE();
    case 12:
      if (lookahead == '&') ADVANCE(13);
      if (lookahead == '*') ADVANCE(29);
      if (lookahead == ',') ADVANCE(30);
      if (lookahead == ';') ADVANCE(38);
      if (lookahead == '=') ADVANCE(378);
      if (lookahead == '|') ADVANCE(41);
      END_STATE();
    case 13:
      if (lookahead == '&') ADVANCE(42);
      if (lookahead == '=') ADVANCE(385);
      END_STATE();
    case 14:
      ADVANCE_MAP(
        '(', 409,
        'B', 48,
        'C', 62,
        'D', 63,
        'E', 69,
        'F', 18,
        'I', 70,
        'R', 51,
        'S', 83,
      );
      END_STATE();
    case 15:
      if (lookahead == '(') ADVANCE(19);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(15);
      END_STATE();
    case 16:
      if (lookahead == '(') ADVANCE(417);
      END_STATE();
    case 17:
      if (lookahead == '(') ADVANCE(416);
      END_STATE();
    case 18:
      ADVANCE_MAP(
        '(', 416,
        'A', 18,
        'B', 18,
        'D', 18,
        'F', 18,
        'N', 18,
        'P', 18,
        'Q', 18,
        'U', 18,
        'W', 18,
        'X', 18,
        'a', 18,
        'b', 18,
        'd', 18,
        'f', 18,
        'n', 18,
        'p', 18,
        'q', 18,
        'u', 18,
        'w', 18,
        'x', 18,
      );
      END_STATE();
    case 19:
      if (lookahead == '(') ADVANCE(24);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(19);
      END_STATE();
    case 20:
      if (lookahead == '(') ADVANCE(28);
      if (lookahead == ')') ADVANCE(267);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(20);
      END_STATE();
    case 21:
      if (lookahead == ')') ADVANCE(240);
      if (lookahead == '\\') ADVANCE(413);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(414);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(415);
      END_STATE();
    case 22:
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(22);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(24);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(393);
      END_STATE();
    case 23:
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(23);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(24);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(393);
      END_STATE();
    case 24:
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(24);
      END_STATE();
    case 25:
      if (lookahead == ')') ADVANCE(422);
      END_STATE();
    case 26:
      if (lookahead == ')') ADVANCE(422);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(421);
      END_STATE();
    case 27:
      if (lookahead == ')') ADVANCE(239);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(27);
      END_STATE();
    case 28:
      if (lookahead == ')') ADVANCE(20);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(28);
      END_STATE();
    case 29:
      if (lookahead == '*') ADVANCE(43);
      if (lookahead == '=') ADVANCE(387);
      END_STATE();
    case 30:
      if (lookahead == ',') ADVANCE(44);
      if (lookahead == '=') ADVANCE(379);
      END_STATE();
    case 31:
      if (lookahead == '-') ADVANCE(191);
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(34);
      END_STATE();
    case 32:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(31);
      END_STATE();
    case 33:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      END_STATE();
    case 34:
      if (lookahead == ':') ADVANCE(268);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(33);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(34);
      END_STATE();
    case 35:
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
      END_STATE();
    case 36:
      ADVANCE_MAP(
        ':', 208,
        '\\', 8,
        'C', 155,
        'c', 155,
        'F', 169,
        'f', 169,
        'I', 127,
        'i', 127,
        'M', 100,
        'm', 100,
        'O', 181,
        'o', 181,
      );
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(36);
      END_STATE();
    case 37:
      if (lookahead == ':') ADVANCE(208);
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(152);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(37);
      END_STATE();
    case 38:
      if (lookahead == ';') ADVANCE(45);
      if (lookahead == '=') ADVANCE(381);
      END_STATE();
    case 39:
      if (lookahead == '=') ADVANCE(389);
      END_STATE();
    case 40:
      if (lookahead == '=') ADVANCE(389);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(167);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(173);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(102);
      END_STATE();
    case 41:
      if (lookahead == '=') ADVANCE(383);
      if (lookahead == '|') ADVANCE(46);
      END_STATE();
    case 42:
      if (lookahead == '=') ADVANCE(386);
      END_STATE();
    case 43:
      if (lookahead == '=') ADVANCE(388);
      END_STATE();
    case 44:
      if (lookahead == '=') ADVANCE(380);
      END_STATE();
    case 45:
      if (lookahead == '=') ADVANCE(382);
      END_STATE();
    case 46:
      if (lookahead == '=') ADVANCE(384);
      END_STATE();
    case 47:
      if (lookahead == '=') ADVANCE(328);
      END_STATE();
    case 48:
      if (lookahead == 'A') ADVANCE(80);
      END_STATE();
    case 49:
      if (lookahead == 'A') ADVANCE(66);
      END_STATE();
    case 50:
      if (lookahead == 'A') ADVANCE(68);
      END_STATE();
    case 51:
      if (lookahead == 'A') ADVANCE(71);
      if (lookahead == 'E') ADVANCE(49);
      END_STATE();
    case 52:
      if (lookahead == 'B') ADVANCE(81);
      END_STATE();
    case 53:
      if (lookahead == 'C') ADVANCE(62);
      if (lookahead == 'I') ADVANCE(74);
      END_STATE();
    case 54:
      if (lookahead == 'C') ADVANCE(56);
      END_STATE();
    case 55:
      if (lookahead == 'D') ADVANCE(76);
      END_STATE();
    case 56:
      if (lookahead == 'E') ADVANCE(17);
      END_STATE();
    case 57:
      if (lookahead == 'E') ADVANCE(61);
      END_STATE();
    case 58:
      if (lookahead == 'E') ADVANCE(73);
      END_STATE();
    case 59:
      if (lookahead == 'E') ADVANCE(77);
      END_STATE();
    case 60:
      if (lookahead == 'G') ADVANCE(17);
      END_STATE();
    case 61:
      if (lookahead == 'G') ADVANCE(59);
      END_STATE();
    case 62:
      if (lookahead == 'H') ADVANCE(75);
      END_STATE();
    case 63:
      if (lookahead == 'I') ADVANCE(79);
      END_STATE();
    case 64:
      if (lookahead == 'I') ADVANCE(54);
      END_STATE();
    case 65:
      if (lookahead == 'I') ADVANCE(72);
      END_STATE();
    case 66:
      if (lookahead == 'L') ADVANCE(17);
      END_STATE();
    case 67:
      if (lookahead == 'M') ADVANCE(98);
      END_STATE();
    case 68:
      if (lookahead == 'M') ADVANCE(56);
      END_STATE();
    case 69:
      if (lookahead == 'N') ADVANCE(86);
      if (lookahead == 'V') ADVANCE(49);
      END_STATE();
    case 70:
      if (lookahead == 'N') ADVANCE(82);
      END_STATE();
    case 71:
      if (lookahead == 'N') ADVANCE(55);
      END_STATE();
    case 72:
      if (lookahead == 'N') ADVANCE(60);
      END_STATE();
    case 73:
      if (lookahead == 'N') ADVANCE(50);
      END_STATE();
    case 74:
      if (lookahead == 'N') ADVANCE(85);
      END_STATE();
    case 75:
      if (lookahead == 'O') ADVANCE(64);
      END_STATE();
    case 76:
      if (lookahead == 'O') ADVANCE(67);
      END_STATE();
    case 77:
      if (lookahead == 'R') ADVANCE(17);
      END_STATE();
    case 78:
      if (lookahead == 'R') ADVANCE(65);
      END_STATE();
    case 79:
      if (lookahead == 'R') ADVANCE(73);
      END_STATE();
    case 80:
      if (lookahead == 'S') ADVANCE(58);
      END_STATE();
    case 81:
      if (lookahead == 'S') ADVANCE(84);
      END_STATE();
    case 82:
      if (lookahead == 'T') ADVANCE(17);
      END_STATE();
    case 83:
      if (lookahead == 'T') ADVANCE(78);
      if (lookahead == 'U') ADVANCE(52);
      END_STATE();
    case 84:
      if (lookahead == 'T') ADVANCE(77);
      END_STATE();
    case 85:
      if (lookahead == 'T') ADVANCE(57);
      END_STATE();
    case 86:
      if (lookahead == 'V') ADVANCE(17);
      END_STATE();
    case 87:
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(87);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(410);
      END_STATE();
    case 88:
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(88);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 89:
      if (lookahead == '\\') ADVANCE(7);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(89);
      END_STATE();
    case 90:
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(97);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(394);
      END_STATE();
    case 91:
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ' ||
          lookahead == '$') ADVANCE(97);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(394);
      END_STATE();
    case 92:
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 93:
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ' &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 94:
      if (lookahead == '\\') ADVANCE(419);
      if (lookahead == ']') ADVANCE(26);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(420);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(421);
      END_STATE();
    case 95:
      if (lookahead == '\\') ADVANCE(263);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(95);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ':') ADVANCE(264);
      END_STATE();
    case 96:
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(96);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(286);
      END_STATE();
    case 97:
      if (lookahead == ']') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(97);
      END_STATE();
    case 98:
      if (lookahead == '_') ADVANCE(53);
      END_STATE();
    case 99:
      if (lookahead == '+' ||
          lookahead == '-') ADVANCE(193);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 100:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(176);
      END_STATE();
    case 101:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(149);
      END_STATE();
    case 102:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(164);
      END_STATE();
    case 103:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(130);
      END_STATE();
    case 104:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(140);
      END_STATE();
    case 105:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(260);
      END_STATE();
    case 106:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(282);
      END_STATE();
    case 107:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(134);
      END_STATE();
    case 108:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(114);
      END_STATE();
    case 109:
      ADVANCE_MAP(
        'E', 167,
        'e', 167,
        'I', 150,
        'i', 150,
        'U', 173,
        'u', 173,
        'W', 102,
        'w', 102,
      );
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(292);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(265);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(277);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(256);
      END_STATE();
    case 115:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(187);
      END_STATE();
    case 116:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(170);
      END_STATE();
    case 117:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(124);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(166);
      END_STATE();
    case 118:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(106);
      END_STATE();
    case 119:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(162);
      END_STATE();
    case 120:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(168);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 121:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(186);
      END_STATE();
    case 122:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(270);
      END_STATE();
    case 123:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(270);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(222);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(119);
      END_STATE();
    case 124:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(131);
      END_STATE();
    case 125:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(275);
      END_STATE();
    case 126:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(272);
      END_STATE();
    case 127:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(115);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(222);
      END_STATE();
    case 128:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(227);
      END_STATE();
    case 129:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(35);
      END_STATE();
    case 130:
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(137);
      END_STATE();
    case 131:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(153);
      END_STATE();
    case 132:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(125);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(112);
      END_STATE();
    case 133:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(160);
      END_STATE();
    case 134:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(126);
      END_STATE();
    case 135:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(147);
      END_STATE();
    case 136:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(174);
      END_STATE();
    case 137:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(151);
      END_STATE();
    case 138:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(132);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(107);
      END_STATE();
    case 139:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(132);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(107);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(165);
      END_STATE();
    case 140:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(184);
      END_STATE();
    case 141:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(175);
      END_STATE();
    case 142:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(224);
      END_STATE();
    case 143:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(144);
      END_STATE();
    case 144:
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(101);
      END_STATE();
    case 145:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(188);
      END_STATE();
    case 146:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(107);
      END_STATE();
    case 147:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(129);
      END_STATE();
    case 148:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(287);
      END_STATE();
    case 149:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(105);
      END_STATE();
    case 150:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(104);
      END_STATE();
    case 151:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(128);
      END_STATE();
    case 152:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(180);
      END_STATE();
    case 153:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(118);
      END_STATE();
    case 154:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(135);
      END_STATE();
    case 155:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(143);
      END_STATE();
    case 156:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(292);
      END_STATE();
    case 157:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(262);
      END_STATE();
    case 158:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(142);
      END_STATE();
    case 159:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(163);
      END_STATE();
    case 160:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(148);
      END_STATE();
    case 161:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(183);
      END_STATE();
    case 162:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(215);
      END_STATE();
    case 163:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(32);
      END_STATE();
    case 164:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(154);
      END_STATE();
    case 165:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(159);
      END_STATE();
    case 166:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(171);
      END_STATE();
    case 167:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(165);
      END_STATE();
    case 168:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(172);
      END_STATE();
    case 169:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(158);
      END_STATE();
    case 170:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(292);
      END_STATE();
    case 171:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      END_STATE();
    case 172:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(133);
      END_STATE();
    case 173:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(111);
      END_STATE();
    case 174:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(179);
      END_STATE();
    case 175:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(110);
      END_STATE();
    case 176:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(103);
      END_STATE();
    case 177:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(161);
      END_STATE();
    case 178:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(261);
      END_STATE();
    case 179:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(258);
      END_STATE();
    case 180:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(157);
      END_STATE();
    case 181:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(177);
      END_STATE();
    case 182:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(121);
      END_STATE();
    case 183:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(178);
      END_STATE();
    case 184:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(108);
      END_STATE();
    case 185:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(110);
      END_STATE();
    case 186:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(113);
      END_STATE();
    case 187:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(136);
      END_STATE();
    case 188:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(231);
      END_STATE();
    case 189:
      if (('<' <= lookahead && lookahead <= '>')) ADVANCE(290);
      END_STATE();
    case 190:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 191:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(34);
      END_STATE();
    case 192:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      END_STATE();
    case 193:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(302);
      END_STATE();
    case 194:
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(421);
      END_STATE();
    case 195:
      if (eof) ADVANCE(207);
      ADVANCE_MAP(
        '\n', 329,
        '!', 280,
        '#', 332,
        '$', 390,
        '(', 234,
        ')', 240,
        '+', 339,
        ',', 243,
        '-', 340,
        ':', 209,
        '=', 377,
        '@', 40,
        '[', 337,
        '\\', 392,
        ']', 25,
        'A', 145,
        'a', 145,
        'C', 155,
        'c', 155,
        'D', 117,
        'd', 117,
        'E', 139,
        'e', 139,
        'F', 293,
        'f', 293,
        'I', 123,
        'i', 123,
        'M', 100,
        'm', 100,
        'N', 156,
        'n', 156,
        'O', 181,
        'o', 181,
        'Q', 182,
        'q', 182,
        'T', 296,
        't', 296,
        'U', 173,
        'u', 173,
        'V', 120,
        'v', 120,
        'W', 102,
        'w', 102,
        'Y', 116,
        'y', 116,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(195);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 196:
      if (eof) ADVANCE(207);
      ADVANCE_MAP(
        '\n', 329,
        '!', 189,
        '#', 332,
        '+', 338,
        '-', 340,
        ':', 211,
        '@', 109,
        '\\', 8,
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
          lookahead == ' ') SKIP(196);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 197:
      if (eof) ADVANCE(207);
      ADVANCE_MAP(
        '\n', 329,
        '$', 390,
        '(', 234,
        '[', 394,
        '\\', 391,
        'A', 403,
        'a', 403,
        'D', 399,
        'd', 399,
        'F', 400,
        'f', 400,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(197);
      if (lookahead != 0) ADVANCE(408);
      END_STATE();
    case 198:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(390);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == '[') ADVANCE(394);
      if (lookahead == '\\') ADVANCE(391);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(395);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(198);
      if (lookahead != 0) ADVANCE(408);
      END_STATE();
    case 199:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(390);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == '[') ADVANCE(394);
      if (lookahead == '\\') ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(199);
      if (lookahead != 0) ADVANCE(408);
      END_STATE();
    case 200:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(390);
      if (lookahead == '(') ADVANCE(234);
      if (lookahead == '\\') ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(200);
      if (lookahead != 0) ADVANCE(408);
      END_STATE();
    case 201:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(390);
      if (lookahead == '(') ADVANCE(236);
      if (lookahead == '[') ADVANCE(394);
      if (lookahead == '\\') ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(199);
      if (lookahead != 0) ADVANCE(408);
      END_STATE();
    case 202:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '$') ADVANCE(390);
      if (lookahead == '\\') ADVANCE(391);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(202);
      if (lookahead != 0) ADVANCE(408);
      END_STATE();
    case 203:
      if (eof) ADVANCE(207);
      ADVANCE_MAP(
        '\n', 329,
        '$', 14,
        ')', 240,
        '+', 12,
        ',', 243,
        '-', 192,
        '.', 341,
        ':', 208,
        '=', 377,
        '@', 39,
        '\\', 8,
        'F', 253,
        'f', 253,
        'I', 250,
        'i', 250,
        'M', 244,
        'm', 244,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(204);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 204:
      if (eof) ADVANCE(207);
      ADVANCE_MAP(
        '\n', 329,
        '$', 14,
        ')', 240,
        '+', 12,
        ',', 243,
        '-', 192,
        ':', 208,
        '=', 377,
        '@', 39,
        '\\', 8,
        'F', 253,
        'f', 253,
        'I', 250,
        'i', 250,
        'M', 244,
        'm', 244,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(204);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(298);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(255);
      END_STATE();
    case 205:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == '(') ADVANCE(20);
      if (lookahead == ',') ADVANCE(243);
      if (lookahead == '\\') ADVANCE(8);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(206);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 206:
      if (eof) ADVANCE(207);
      if (lookahead == '\n') ADVANCE(329);
      if (lookahead == ',') ADVANCE(243);
      if (lookahead == '\\') ADVANCE(8);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(206);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 207:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 208:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 209:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(138);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 210:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(146);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 211:
      ACCEPT_TOKEN(anon_sym_COLON);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(122);
      END_STATE();
    case 212:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      END_STATE();
    case 213:
      ACCEPT_TOKEN(aux_sym_queue_statement_token1);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 214:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      END_STATE();
    case 215:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(219);
      END_STATE();
    case 216:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(220);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('B' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('b' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 217:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(214);
      END_STATE();
    case 218:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(221);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 219:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(217);
      END_STATE();
    case 220:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(218);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 221:
      ACCEPT_TOKEN(aux_sym_queue_statement_token2);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
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
      if (lookahead == '(') ADVANCE(19);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(15);
      END_STATE();
    case 236:
      ACCEPT_TOKEN(anon_sym_LPAREN);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(22);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(24);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(393);
      END_STATE();
    case 237:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '(') ADVANCE(27);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(237);
      if (lookahead != 0 &&
          lookahead != '(' &&
          lookahead != ')') ADVANCE(239);
      END_STATE();
    case 238:
      ACCEPT_TOKEN(aux_sym_item_list_token1);
      if (lookahead == '(') ADVANCE(27);
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
      if (lookahead == '(') ADVANCE(27);
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
          lookahead == ' ') ADVANCE(8);
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
          lookahead == ' ') ADVANCE(8);
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
      if (lookahead == '.') ADVANCE(190);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(291);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(sym_boolean);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(sym_boolean);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(141);
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
          lookahead == 'r') ADVANCE(185);
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
          lookahead == 'e') ADVANCE(99);
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
          lookahead == 'e') ADVANCE(99);
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
      if (lookahead == '#') ADVANCE(89);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(10);
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
          lookahead == '=') ADVANCE(97);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(337);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (lookahead == '&') ADVANCE(13);
      if (lookahead == '*') ADVANCE(29);
      if (lookahead == ',') ADVANCE(30);
      if (lookahead == ';') ADVANCE(38);
      if (lookahead == '=') ADVANCE(378);
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
          lookahead == ' ') ADVANCE(31);
      if (('/' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(376);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_identifier);
      if (lookahead == ':') ADVANCE(269);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(35);
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
          lookahead == 'e') ADVANCE(213);
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
          lookahead == 'r') ADVANCE(216);
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
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(anon_sym_PLUS_EQ);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_EQ);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(anon_sym_PLUS_COMMA_COMMA_EQ);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_EQ);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(anon_sym_PLUS_SEMI_SEMI_EQ);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_EQ);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(anon_sym_PLUS_PIPE_PIPE_EQ);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_EQ);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(anon_sym_PLUS_AMP_AMP_EQ);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_EQ);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(anon_sym_PLUS_STAR_STAR_EQ);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(anon_sym_AT_EQ);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(aux_sym__value_part_token1);
      ADVANCE_MAP(
        '$', 16,
        '(', 409,
        'B', 48,
        'C', 62,
        'D', 63,
        'E', 69,
        'F', 18,
        'I', 70,
        'R', 51,
        'S', 83,
      );
      END_STATE();
    case 391:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(aux_sym__value_part_token2);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(8);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == ')') ADVANCE(233);
      if (lookahead == '\\') ADVANCE(23);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(22);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(24);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(393);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(91);
      if (lookahead == ']') ADVANCE(232);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(90);
      if ((0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == '$') ADVANCE(97);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(394);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(396);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(402);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(226);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(406);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(404);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(401);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(398);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(397);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(407);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(405);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(230);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(229);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(231);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(sym_text);
      if (lookahead == '\\') ADVANCE(93);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(92);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$') ADVANCE(408);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(anon_sym_DOLLAR_LPAREN);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(aux_sym_macro_reference_token1);
      if (('.' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(410);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(411);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(412);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(aux_sym_default_value_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != '$' &&
          lookahead != '(' &&
          lookahead != ')' &&
          lookahead != '\\') ADVANCE(412);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(413);
      if (lookahead != 0 &&
          lookahead != ')') ADVANCE(415);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead == '\\') ADVANCE(413);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(414);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ')') ADVANCE(415);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(aux_sym_macro_function_token1);
      if (lookahead != 0 &&
          lookahead != '\n' &&
          lookahead != ')') ADVANCE(415);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(sym_function_name);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN);
      if (lookahead == '[') ADVANCE(418);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\n') ADVANCE(330);
      if (lookahead == ']') ADVANCE(194);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(419);
      if (lookahead != 0) ADVANCE(421);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == '\\') ADVANCE(419);
      if (lookahead == ']') ADVANCE(26);
      if (lookahead == '\t' ||
          (0x0b <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') ADVANCE(420);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(421);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(aux_sym_machine_reference_token1);
      if (lookahead == ']') ADVANCE(194);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(421);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(anon_sym_RBRACK_RPAREN);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 196},
  [2] = {.lex_state = 3},
  [3] = {.lex_state = 3},
  [4] = {.lex_state = 3},
  [5] = {.lex_state = 3},
  [6] = {.lex_state = 3},
  [7] = {.lex_state = 196},
  [8] = {.lex_state = 196},
  [9] = {.lex_state = 4},
  [10] = {.lex_state = 4},
  [11] = {.lex_state = 4},
  [12] = {.lex_state = 196},
  [13] = {.lex_state = 196},
  [14] = {.lex_state = 196},
  [15] = {.lex_state = 197},
  [16] = {.lex_state = 197},
  [17] = {.lex_state = 201},
  [18] = {.lex_state = 198},
  [19] = {.lex_state = 199},
  [20] = {.lex_state = 199},
  [21] = {.lex_state = 201},
  [22] = {.lex_state = 199},
  [23] = {.lex_state = 198},
  [24] = {.lex_state = 200},
  [25] = {.lex_state = 200},
  [26] = {.lex_state = 200},
  [27] = {.lex_state = 199},
  [28] = {.lex_state = 3},
  [29] = {.lex_state = 3},
  [30] = {.lex_state = 200},
  [31] = {.lex_state = 199},
  [32] = {.lex_state = 199},
  [33] = {.lex_state = 200},
  [34] = {.lex_state = 200},
  [35] = {.lex_state = 203},
  [36] = {.lex_state = 200},
  [37] = {.lex_state = 200},
  [38] = {.lex_state = 200},
  [39] = {.lex_state = 200},
  [40] = {.lex_state = 200},
  [41] = {.lex_state = 200},
  [42] = {.lex_state = 203},
  [43] = {.lex_state = 202},
  [44] = {.lex_state = 202},
  [45] = {.lex_state = 202},
  [46] = {.lex_state = 196},
  [47] = {.lex_state = 202},
  [48] = {.lex_state = 203},
  [49] = {.lex_state = 202},
  [50] = {.lex_state = 202},
  [51] = {.lex_state = 9},
  [52] = {.lex_state = 202},
  [53] = {.lex_state = 203},
  [54] = {.lex_state = 9},
  [55] = {.lex_state = 4},
  [56] = {.lex_state = 196},
  [57] = {.lex_state = 4},
  [58] = {.lex_state = 202},
  [59] = {.lex_state = 203},
  [60] = {.lex_state = 202},
  [61] = {.lex_state = 203},
  [62] = {.lex_state = 203},
  [63] = {.lex_state = 202},
  [64] = {.lex_state = 202},
  [65] = {.lex_state = 202},
  [66] = {.lex_state = 202},
  [67] = {.lex_state = 202},
  [68] = {.lex_state = 202},
  [69] = {.lex_state = 202},
  [70] = {.lex_state = 203},
  [71] = {.lex_state = 202},
  [72] = {.lex_state = 202},
  [73] = {.lex_state = 202},
  [74] = {.lex_state = 202},
  [75] = {.lex_state = 9},
  [76] = {.lex_state = 202},
  [77] = {.lex_state = 11},
  [78] = {.lex_state = 202},
  [79] = {.lex_state = 11},
  [80] = {.lex_state = 11},
  [81] = {.lex_state = 11},
  [82] = {.lex_state = 11},
  [83] = {.lex_state = 11},
  [84] = {.lex_state = 11},
  [85] = {.lex_state = 1},
  [86] = {.lex_state = 2},
  [87] = {.lex_state = 2},
  [88] = {.lex_state = 2},
  [89] = {.lex_state = 2},
  [90] = {.lex_state = 2},
  [91] = {.lex_state = 2},
  [92] = {.lex_state = 203},
  [93] = {.lex_state = 202},
  [94] = {.lex_state = 202},
  [95] = {.lex_state = 202},
  [96] = {.lex_state = 203},
  [97] = {.lex_state = 202},
  [98] = {.lex_state = 202},
  [99] = {.lex_state = 202},
  [100] = {.lex_state = 202},
  [101] = {.lex_state = 202},
  [102] = {.lex_state = 202},
  [103] = {.lex_state = 202},
  [104] = {.lex_state = 202},
  [105] = {.lex_state = 202},
  [106] = {.lex_state = 202},
  [107] = {.lex_state = 202},
  [108] = {.lex_state = 202},
  [109] = {.lex_state = 11},
  [110] = {.lex_state = 11},
  [111] = {.lex_state = 11},
  [112] = {.lex_state = 11},
  [113] = {.lex_state = 11},
  [114] = {.lex_state = 202},
  [115] = {.lex_state = 202},
  [116] = {.lex_state = 202},
  [117] = {.lex_state = 202},
  [118] = {.lex_state = 202},
  [119] = {.lex_state = 11},
  [120] = {.lex_state = 11},
  [121] = {.lex_state = 11},
  [122] = {.lex_state = 11},
  [123] = {.lex_state = 11},
  [124] = {.lex_state = 0, .external_lex_state = 2},
  [125] = {.lex_state = 0},
  [126] = {.lex_state = 203},
  [127] = {.lex_state = 203},
  [128] = {.lex_state = 0},
  [129] = {.lex_state = 203},
  [130] = {.lex_state = 203},
  [131] = {.lex_state = 203},
  [132] = {.lex_state = 2},
  [133] = {.lex_state = 36},
  [134] = {.lex_state = 2},
  [135] = {.lex_state = 2},
  [136] = {.lex_state = 2},
  [137] = {.lex_state = 36},
  [138] = {.lex_state = 2},
  [139] = {.lex_state = 203},
  [140] = {.lex_state = 36},
  [141] = {.lex_state = 203},
  [142] = {.lex_state = 36},
  [143] = {.lex_state = 203},
  [144] = {.lex_state = 0, .external_lex_state = 2},
  [145] = {.lex_state = 203},
  [146] = {.lex_state = 0, .external_lex_state = 2},
  [147] = {.lex_state = 203},
  [148] = {.lex_state = 5},
  [149] = {.lex_state = 5},
  [150] = {.lex_state = 205},
  [151] = {.lex_state = 5},
  [152] = {.lex_state = 205},
  [153] = {.lex_state = 5},
  [154] = {.lex_state = 36},
  [155] = {.lex_state = 205},
  [156] = {.lex_state = 5},
  [157] = {.lex_state = 0},
  [158] = {.lex_state = 205},
  [159] = {.lex_state = 36},
  [160] = {.lex_state = 205},
  [161] = {.lex_state = 205},
  [162] = {.lex_state = 205},
  [163] = {.lex_state = 36},
  [164] = {.lex_state = 0},
  [165] = {.lex_state = 36},
  [166] = {.lex_state = 6},
  [167] = {.lex_state = 203},
  [168] = {.lex_state = 203},
  [169] = {.lex_state = 0},
  [170] = {.lex_state = 0},
  [171] = {.lex_state = 0},
  [172] = {.lex_state = 0},
  [173] = {.lex_state = 0},
  [174] = {.lex_state = 0},
  [175] = {.lex_state = 0},
  [176] = {.lex_state = 0},
  [177] = {.lex_state = 205},
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
  [193] = {.lex_state = 205},
  [194] = {.lex_state = 205},
  [195] = {.lex_state = 37},
  [196] = {.lex_state = 0},
  [197] = {.lex_state = 0},
  [198] = {.lex_state = 0},
  [199] = {.lex_state = 0},
  [200] = {.lex_state = 0},
  [201] = {.lex_state = 0},
  [202] = {.lex_state = 0},
  [203] = {.lex_state = 94},
  [204] = {.lex_state = 21},
  [205] = {.lex_state = 0},
  [206] = {.lex_state = 0},
  [207] = {.lex_state = 0},
  [208] = {.lex_state = 205},
  [209] = {.lex_state = 203},
  [210] = {.lex_state = 0},
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
  [223] = {.lex_state = 37},
  [224] = {.lex_state = 21},
  [225] = {.lex_state = 0},
  [226] = {.lex_state = 37},
  [227] = {.lex_state = 94},
  [228] = {.lex_state = 203},
  [229] = {.lex_state = 37},
  [230] = {.lex_state = 203},
  [231] = {.lex_state = 0},
  [232] = {.lex_state = 21},
  [233] = {.lex_state = 21},
  [234] = {.lex_state = 94},
  [235] = {.lex_state = 203},
  [236] = {.lex_state = 21},
  [237] = {.lex_state = 0},
  [238] = {.lex_state = 21},
  [239] = {.lex_state = 21},
  [240] = {.lex_state = 203},
  [241] = {.lex_state = 21},
  [242] = {.lex_state = 203},
  [243] = {.lex_state = 0},
  [244] = {.lex_state = 0},
  [245] = {.lex_state = 203},
  [246] = {.lex_state = 95},
  [247] = {.lex_state = 0},
  [248] = {.lex_state = 0},
  [249] = {.lex_state = 203},
  [250] = {.lex_state = 203},
  [251] = {.lex_state = 87},
  [252] = {.lex_state = 0},
  [253] = {.lex_state = 87},
  [254] = {.lex_state = 205},
  [255] = {.lex_state = 196},
  [256] = {.lex_state = 0},
  [257] = {.lex_state = 0},
  [258] = {.lex_state = 95},
  [259] = {.lex_state = 0},
  [260] = {.lex_state = 0},
  [261] = {.lex_state = 0},
  [262] = {.lex_state = 0},
  [263] = {.lex_state = 0},
  [264] = {.lex_state = 0},
  [265] = {.lex_state = 0},
  [266] = {.lex_state = 88},
  [267] = {.lex_state = 0},
  [268] = {.lex_state = 0},
  [269] = {.lex_state = 0},
  [270] = {.lex_state = 203},
  [271] = {.lex_state = 0, .external_lex_state = 3},
  [272] = {.lex_state = 0},
  [273] = {.lex_state = 203},
  [274] = {.lex_state = 0},
  [275] = {.lex_state = 0},
  [276] = {.lex_state = 0},
  [277] = {.lex_state = 205},
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
  [288] = {.lex_state = 96},
  [289] = {.lex_state = 0},
  [290] = {.lex_state = 0},
  [291] = {.lex_state = 0},
  [292] = {.lex_state = 0, .external_lex_state = 4},
  [293] = {.lex_state = 0},
  [294] = {.lex_state = 0},
  [295] = {.lex_state = 0},
  [296] = {.lex_state = 0},
  [297] = {.lex_state = 87},
  [298] = {.lex_state = 87},
  [299] = {.lex_state = 95},
  [300] = {.lex_state = 95},
  [301] = {.lex_state = 87},
  [302] = {.lex_state = 87},
  [303] = {.lex_state = 87},
  [304] = {.lex_state = 87},
  [305] = {.lex_state = 0},
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
    [aux_sym_include_token4] = ACTIONS(1),
    [aux_sym_include_token5] = ACTIONS(1),
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
    [sym_source_file] = STATE(295),
    [sym__line] = STATE(7),
    [sym__statement] = STATE(190),
    [sym_queue_statement] = STATE(190),
    [sym_include] = STATE(190),
    [sym_use] = STATE(190),
    [sym_error_directive] = STATE(190),
    [sym_warning_directive] = STATE(190),
    [sym_if_block] = STATE(190),
    [sym_key] = STATE(62),
    [sym_assignment] = STATE(190),
    [sym_heredoc_assignment] = STATE(190),
    [aux_sym_source_file_repeat1] = STATE(7),
    [aux_sym_key_repeat1] = STATE(208),
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
    ACTIONS(29), 1,
      sym_identifier,
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
    STATE(70), 1,
      sym_key,
    STATE(125), 1,
      aux_sym_if_block_repeat1,
    STATE(164), 1,
      sym_elif_clause,
    STATE(208), 1,
      aux_sym_key_repeat1,
    STATE(278), 1,
      sym_else_clause,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(3), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(293), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [81] = 23,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
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
    ACTIONS(53), 1,
      aux_sym_if_block_token2,
    ACTIONS(55), 1,
      sym__newline,
    STATE(70), 1,
      sym_key,
    STATE(128), 1,
      aux_sym_if_block_repeat1,
    STATE(164), 1,
      sym_elif_clause,
    STATE(208), 1,
      aux_sym_key_repeat1,
    STATE(275), 1,
      sym_else_clause,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(293), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [162] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
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
      sym__newline,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(57), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(293), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [230] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
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
    ACTIONS(61), 1,
      sym__newline,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(4), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(59), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(293), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [298] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(63), 1,
      anon_sym_COLON,
    ACTIONS(69), 1,
      aux_sym_include_token1,
    ACTIONS(72), 1,
      aux_sym_use_token1,
    ACTIONS(75), 1,
      aux_sym_error_directive_token1,
    ACTIONS(78), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(81), 1,
      aux_sym_if_block_token1,
    ACTIONS(86), 1,
      sym__newline,
    ACTIONS(89), 1,
      sym_comment,
    ACTIONS(92), 1,
      sym_pragma,
    ACTIONS(98), 1,
      sym_identifier,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(66), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(95), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(6), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    ACTIONS(84), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
    STATE(293), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [366] = 18,
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
    ACTIONS(101), 1,
      ts_builtin_sym_end,
    ACTIONS(103), 1,
      sym__newline,
    ACTIONS(105), 1,
      sym_comment,
    ACTIONS(107), 1,
      sym_pragma,
    STATE(62), 1,
      sym_key,
    STATE(208), 1,
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
    STATE(186), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [432] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(69), 1,
      aux_sym_include_token1,
    ACTIONS(72), 1,
      aux_sym_use_token1,
    ACTIONS(75), 1,
      aux_sym_error_directive_token1,
    ACTIONS(78), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(81), 1,
      aux_sym_if_block_token1,
    ACTIONS(98), 1,
      sym_identifier,
    ACTIONS(109), 1,
      ts_builtin_sym_end,
    ACTIONS(111), 1,
      anon_sym_COLON,
    ACTIONS(114), 1,
      sym__newline,
    ACTIONS(117), 1,
      sym_comment,
    ACTIONS(120), 1,
      sym_pragma,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(66), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(95), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(8), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(269), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [498] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(123), 1,
      anon_sym_COLON,
    ACTIONS(125), 1,
      aux_sym_if_block_token2,
    ACTIONS(127), 1,
      sym__newline,
    ACTIONS(129), 1,
      sym_comment,
    ACTIONS(131), 1,
      sym_pragma,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(10), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(281), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [564] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(123), 1,
      anon_sym_COLON,
    ACTIONS(129), 1,
      sym_comment,
    ACTIONS(131), 1,
      sym_pragma,
    ACTIONS(133), 1,
      aux_sym_if_block_token2,
    ACTIONS(135), 1,
      sym__newline,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(281), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [630] = 18,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(69), 1,
      aux_sym_include_token1,
    ACTIONS(72), 1,
      aux_sym_use_token1,
    ACTIONS(75), 1,
      aux_sym_error_directive_token1,
    ACTIONS(78), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(81), 1,
      aux_sym_if_block_token1,
    ACTIONS(84), 1,
      aux_sym_if_block_token2,
    ACTIONS(98), 1,
      sym_identifier,
    ACTIONS(137), 1,
      anon_sym_COLON,
    ACTIONS(140), 1,
      sym__newline,
    ACTIONS(143), 1,
      sym_comment,
    ACTIONS(146), 1,
      sym_pragma,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(66), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    ACTIONS(95), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    STATE(11), 2,
      sym__line,
      aux_sym_source_file_repeat1,
    STATE(281), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [696] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(151), 1,
      sym_comment,
    ACTIONS(153), 1,
      sym_pragma,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(262), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [752] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(155), 1,
      sym__newline,
    ACTIONS(157), 1,
      sym_comment,
    ACTIONS(159), 1,
      sym_pragma,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(259), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [808] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(13), 1,
      aux_sym_use_token1,
    ACTIONS(19), 1,
      aux_sym_if_block_token1,
    ACTIONS(29), 1,
      sym_identifier,
    ACTIONS(35), 1,
      aux_sym_include_token1,
    ACTIONS(37), 1,
      aux_sym_error_directive_token1,
    ACTIONS(39), 1,
      aux_sym_warning_directive_token1,
    ACTIONS(161), 1,
      sym__newline,
    ACTIONS(163), 1,
      sym_comment,
    ACTIONS(165), 1,
      sym_pragma,
    STATE(70), 1,
      sym_key,
    STATE(208), 1,
      aux_sym_key_repeat1,
    ACTIONS(27), 2,
      anon_sym_PLUS,
      anon_sym_DASH,
    ACTIONS(33), 2,
      aux_sym_queue_statement_token1,
      aux_sym_queue_statement_token2,
    STATE(276), 9,
      sym__statement,
      sym_queue_statement,
      sym_include,
      sym_use,
      sym_error_directive,
      sym_warning_directive,
      sym_if_block,
      sym_assignment,
      sym_heredoc_assignment,
  [864] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(171), 1,
      sym_slice,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(167), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(206), 2,
      sym_item_list,
      sym_value,
    ACTIONS(169), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [911] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(167), 1,
      sym__newline,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(187), 1,
      sym_slice,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(206), 2,
      sym_item_list,
      sym_value,
    ACTIONS(185), 3,
      aux_sym__queue_matching_token2,
      aux_sym__queue_matching_token3,
      aux_sym__queue_matching_token4,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [957] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(201), 1,
      sym_slice,
    ACTIONS(203), 1,
      sym_table_options,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(199), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(188), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1002] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(209), 1,
      aux_sym__queue_from_token2,
    ACTIONS(211), 1,
      sym_slice,
    ACTIONS(207), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(202), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1047] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(215), 1,
      sym_slice,
    ACTIONS(213), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(216), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1089] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(219), 1,
      sym_slice,
    ACTIONS(217), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(191), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1131] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(199), 1,
      sym__newline,
    ACTIONS(205), 1,
      anon_sym_LPAREN,
    ACTIONS(221), 1,
      sym_slice,
    ACTIONS(223), 1,
      sym_table_options,
    STATE(188), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1175] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(227), 1,
      sym_slice,
    ACTIONS(225), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(196), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1217] = 12,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(207), 1,
      sym__newline,
    ACTIONS(229), 1,
      aux_sym__queue_from_token2,
    ACTIONS(231), 1,
      sym_slice,
    STATE(202), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1261] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(233), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(217), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1300] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(235), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(170), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1339] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(237), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(215), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1378] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(225), 1,
      sym__newline,
    ACTIONS(239), 1,
      sym_slice,
    STATE(196), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1419] = 3,
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
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
      sym_comment,
      sym_identifier,
  [1444] = 3,
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
  [1469] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(249), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(192), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1508] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(217), 1,
      sym__newline,
    ACTIONS(251), 1,
      sym_slice,
    STATE(191), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1549] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(213), 1,
      sym__newline,
    ACTIONS(253), 1,
      sym_slice,
    STATE(216), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1590] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(255), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(183), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1629] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(257), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(189), 2,
      sym_item_list,
      sym_value,
    ACTIONS(175), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1668] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(261), 1,
      aux_sym__queue_in_token1,
    ACTIONS(263), 1,
      aux_sym__queue_from_token1,
    ACTIONS(265), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(267), 1,
      sym_variable,
    ACTIONS(269), 1,
      sym_number,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      sym_function_name,
    STATE(92), 1,
      sym_queue_count,
    STATE(133), 1,
      sym_variable_list,
    STATE(172), 1,
      sym__queue_in,
    STATE(181), 1,
      sym__queue_from,
    STATE(187), 1,
      sym__queue_matching,
    ACTIONS(259), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(127), 2,
      sym_macro_reference,
      sym_macro_function,
  [1716] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(257), 1,
      sym__newline,
    STATE(189), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1754] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(255), 1,
      sym__newline,
    STATE(183), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1792] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(233), 1,
      sym__newline,
    STATE(217), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1830] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(249), 1,
      sym__newline,
    STATE(192), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1868] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(237), 1,
      sym__newline,
    STATE(215), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1906] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(173), 1,
      anon_sym_LPAREN,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(235), 1,
      sym__newline,
    STATE(170), 2,
      sym_item_list,
      sym_value,
    ACTIONS(189), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      sym_text,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [1944] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOT,
    ACTIONS(275), 14,
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
  [1967] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(182), 1,
      sym_value,
    ACTIONS(175), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(279), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2004] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(200), 1,
      sym_value,
    ACTIONS(175), 2,
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
  [2041] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(201), 1,
      sym_value,
    ACTIONS(175), 2,
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
  [2078] = 3,
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
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      sym_comment,
      sym_identifier,
  [2101] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(205), 1,
      sym_value,
    ACTIONS(175), 2,
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
  [2138] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOT,
    ACTIONS(289), 14,
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
  [2161] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(220), 1,
      sym_value,
    ACTIONS(175), 2,
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
  [2198] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(222), 1,
      sym_value,
    ACTIONS(175), 2,
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
  [2235] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(295), 1,
      anon_sym_BANG,
    ACTIONS(297), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(299), 1,
      aux_sym_version_condition_token1,
    ACTIONS(303), 1,
      aux_sym__condition_word_token1,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    STATE(257), 1,
      sym_condition,
    ACTIONS(301), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(248), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2274] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(179), 1,
      sym_value,
    ACTIONS(175), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(309), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2311] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOT,
    ACTIONS(311), 14,
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
  [2334] = 11,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(295), 1,
      anon_sym_BANG,
    ACTIONS(297), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(299), 1,
      aux_sym_version_condition_token1,
    ACTIONS(303), 1,
      aux_sym__condition_word_token1,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    STATE(272), 1,
      sym_condition,
    ACTIONS(301), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(248), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [2373] = 3,
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
      aux_sym_include_token1,
      aux_sym_use_token1,
      aux_sym_if_block_token1,
      aux_sym_if_block_token2,
      sym_comment,
      sym_identifier,
  [2396] = 3,
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
  [2419] = 3,
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
  [2442] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(171), 1,
      sym_value,
    ACTIONS(175), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(313), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2479] = 15,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(259), 1,
      sym__newline,
    ACTIONS(267), 1,
      sym_variable,
    ACTIONS(269), 1,
      sym_number,
    ACTIONS(271), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(273), 1,
      sym_function_name,
    ACTIONS(315), 1,
      aux_sym__queue_in_token1,
    ACTIONS(317), 1,
      aux_sym__queue_from_token1,
    ACTIONS(319), 1,
      aux_sym__queue_matching_token1,
    STATE(96), 1,
      sym_queue_count,
    STATE(140), 1,
      sym_variable_list,
    STATE(172), 1,
      sym__queue_in,
    STATE(181), 1,
      sym__queue_from,
    STATE(187), 1,
      sym__queue_matching,
    STATE(127), 2,
      sym_macro_reference,
      sym_macro_function,
  [2526] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(281), 1,
      sym_text,
    STATE(210), 1,
      sym_value,
    ACTIONS(175), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    ACTIONS(321), 2,
      ts_builtin_sym_end,
      sym__newline,
    STATE(64), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2563] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOT,
    ACTIONS(323), 14,
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
  [2586] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(327), 1,
      anon_sym_AT_EQ,
    ACTIONS(325), 13,
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
  [2608] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(293), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(222), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2644] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(177), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(179), 1,
      sym_function_name,
    ACTIONS(181), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(183), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(335), 1,
      sym_text,
    ACTIONS(331), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(333), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(67), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2678] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(321), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(210), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2714] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(287), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(205), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2750] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(342), 1,
      sym_text,
    ACTIONS(345), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(348), 1,
      sym_function_name,
    ACTIONS(351), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(354), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(337), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(339), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(67), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2784] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(279), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(182), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2820] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(285), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(201), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2856] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(327), 1,
      anon_sym_AT_EQ,
    ACTIONS(357), 13,
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
  [2878] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(309), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(179), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2914] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(283), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(200), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2950] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(291), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(220), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [2986] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(313), 1,
      sym__newline,
    ACTIONS(329), 1,
      sym_text,
    STATE(171), 1,
      sym_value,
    ACTIONS(189), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(76), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3022] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(297), 1,
      aux_sym_defined_condition_token1,
    ACTIONS(299), 1,
      aux_sym_version_condition_token1,
    ACTIONS(303), 1,
      aux_sym__condition_word_token1,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(359), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
    STATE(287), 3,
      sym_defined_condition,
      sym_version_condition,
      sym_condition_expression,
  [3055] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(191), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(193), 1,
      sym_function_name,
    ACTIONS(195), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(197), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(331), 1,
      sym__newline,
    ACTIONS(363), 1,
      sym_text,
    ACTIONS(361), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3088] = 10,
    ACTIONS(365), 1,
      anon_sym_RPAREN,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(373), 1,
      aux_sym_default_value_token1,
    ACTIONS(375), 1,
      sym_function_name,
    ACTIONS(377), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(379), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    STATE(285), 1,
      sym_default_value,
    ACTIONS(369), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(83), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3123] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(337), 1,
      sym__newline,
    ACTIONS(384), 1,
      sym_text,
    ACTIONS(387), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(390), 1,
      sym_function_name,
    ACTIONS(393), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(396), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(381), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(78), 5,
      sym__value_part,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_value_repeat1,
  [3156] = 10,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(373), 1,
      aux_sym_default_value_token1,
    ACTIONS(375), 1,
      sym_function_name,
    ACTIONS(377), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(379), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(399), 1,
      anon_sym_RPAREN,
    STATE(247), 1,
      sym_default_value,
    ACTIONS(369), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(83), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3191] = 10,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(373), 1,
      aux_sym_default_value_token1,
    ACTIONS(375), 1,
      sym_function_name,
    ACTIONS(377), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(379), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(401), 1,
      anon_sym_RPAREN,
    STATE(305), 1,
      sym_default_value,
    ACTIONS(369), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(83), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3226] = 10,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(373), 1,
      aux_sym_default_value_token1,
    ACTIONS(375), 1,
      sym_function_name,
    ACTIONS(377), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(379), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(403), 1,
      anon_sym_RPAREN,
    STATE(291), 1,
      sym_default_value,
    ACTIONS(369), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(83), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3261] = 10,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(373), 1,
      aux_sym_default_value_token1,
    ACTIONS(375), 1,
      sym_function_name,
    ACTIONS(377), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(379), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(405), 1,
      anon_sym_RPAREN,
    STATE(296), 1,
      sym_default_value,
    ACTIONS(369), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(83), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3296] = 9,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(371), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(375), 1,
      sym_function_name,
    ACTIONS(377), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(379), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(407), 1,
      anon_sym_RPAREN,
    ACTIONS(411), 1,
      aux_sym_default_value_token1,
    ACTIONS(409), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(84), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3328] = 9,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(413), 1,
      anon_sym_RPAREN,
    ACTIONS(418), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(421), 1,
      aux_sym_default_value_token1,
    ACTIONS(424), 1,
      sym_function_name,
    ACTIONS(427), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(430), 1,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
    ACTIONS(415), 2,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
    STATE(84), 4,
      sym_macro_reference,
      sym_macro_function,
      sym_machine_reference,
      aux_sym_default_value_repeat1,
  [3360] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(303), 1,
      aux_sym__condition_word_token1,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(433), 1,
      aux_sym_defined_condition_token2,
    ACTIONS(437), 1,
      sym__newline,
    STATE(252), 1,
      sym_condition_expression,
    ACTIONS(435), 2,
      sym_boolean,
      sym_number,
    STATE(87), 3,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
  [3391] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(441), 1,
      sym__newline,
    ACTIONS(439), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(90), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3416] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(443), 1,
      sym__newline,
    ACTIONS(439), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(90), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3441] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(445), 1,
      sym__newline,
    ACTIONS(439), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(90), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3466] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      sym__newline,
    ACTIONS(452), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(455), 1,
      sym_function_name,
    ACTIONS(447), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(89), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3491] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(460), 1,
      sym__newline,
    ACTIONS(458), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(89), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3516] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      anon_sym_DOLLAR_LPAREN,
    ACTIONS(307), 1,
      sym_function_name,
    ACTIONS(462), 1,
      sym__newline,
    ACTIONS(439), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
    STATE(90), 5,
      sym__condition_part,
      sym__condition_word,
      sym_macro_reference,
      sym_macro_function,
      aux_sym_condition_expression_repeat1,
  [3541] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(261), 1,
      aux_sym__queue_in_token1,
    ACTIONS(263), 1,
      aux_sym__queue_from_token1,
    ACTIONS(265), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(267), 1,
      sym_variable,
    STATE(142), 1,
      sym_variable_list,
    STATE(211), 1,
      sym__queue_in,
    STATE(213), 1,
      sym__queue_from,
    STATE(214), 1,
      sym__queue_matching,
    ACTIONS(464), 2,
      ts_builtin_sym_end,
      sym__newline,
  [3573] = 3,
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
  [3590] = 3,
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
  [3607] = 3,
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
  [3624] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(267), 1,
      sym_variable,
    ACTIONS(315), 1,
      aux_sym__queue_in_token1,
    ACTIONS(317), 1,
      aux_sym__queue_from_token1,
    ACTIONS(319), 1,
      aux_sym__queue_matching_token1,
    ACTIONS(464), 1,
      sym__newline,
    STATE(137), 1,
      sym_variable_list,
    STATE(211), 1,
      sym__queue_in,
    STATE(213), 1,
      sym__queue_from,
    STATE(214), 1,
      sym__queue_matching,
  [3655] = 3,
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
  [3672] = 3,
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
  [3689] = 3,
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
  [3706] = 3,
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
  [3723] = 3,
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
  [3740] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(498), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3757] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(502), 6,
      ts_builtin_sym_end,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3774] = 3,
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
  [3790] = 3,
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
  [3806] = 3,
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
  [3822] = 3,
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
  [3838] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(504), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(502), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3854] = 3,
    ACTIONS(367), 1,
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
  [3870] = 3,
    ACTIONS(367), 1,
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
  [3886] = 3,
    ACTIONS(367), 1,
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
  [3902] = 3,
    ACTIONS(367), 1,
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
  [3918] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(502), 1,
      aux_sym_default_value_token1,
    ACTIONS(504), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [3934] = 3,
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
  [3950] = 3,
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
  [3966] = 3,
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
  [3982] = 3,
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
  [3998] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 3,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
    ACTIONS(498), 5,
      sym__newline,
      sym_text,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4014] = 3,
    ACTIONS(367), 1,
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
  [4030] = 3,
    ACTIONS(367), 1,
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
  [4046] = 3,
    ACTIONS(367), 1,
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
  [4062] = 3,
    ACTIONS(367), 1,
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
  [4078] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(498), 1,
      aux_sym_default_value_token1,
    ACTIONS(500), 7,
      anon_sym_RPAREN,
      aux_sym__value_part_token1,
      aux_sym__value_part_token2,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
      anon_sym_DOLLAR_DOLLAR_LPAREN,
      anon_sym_DOLLAR_DOLLAR_LPAREN_LBRACK,
  [4094] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      sym_comment,
    ACTIONS(510), 1,
      sym_heredoc_end,
    STATE(146), 1,
      aux_sym_heredoc_body_repeat1,
    STATE(271), 1,
      sym_heredoc_body,
    ACTIONS(506), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4115] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      aux_sym_if_block_token2,
    ACTIONS(514), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(516), 1,
      aux_sym_else_clause_token1,
    STATE(157), 1,
      aux_sym_if_block_repeat1,
    STATE(164), 1,
      sym_elif_clause,
    STATE(290), 1,
      sym_else_clause,
  [4137] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(520), 1,
      anon_sym_COMMA,
    ACTIONS(522), 1,
      sym_variable,
    STATE(141), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(518), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4155] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(526), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4169] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(514), 1,
      aux_sym_elif_clause_token1,
    ACTIONS(516), 1,
      aux_sym_else_clause_token1,
    ACTIONS(528), 1,
      aux_sym_if_block_token2,
    STATE(157), 1,
      aux_sym_if_block_repeat1,
    STATE(164), 1,
      sym_elif_clause,
    STATE(284), 1,
      sym_else_clause,
  [4191] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(488), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4205] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(496), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4219] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(480), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4233] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(488), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4247] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      aux_sym__queue_in_token1,
    ACTIONS(532), 1,
      aux_sym__queue_from_token1,
    ACTIONS(534), 1,
      aux_sym__queue_matching_token1,
    STATE(218), 1,
      sym__queue_in,
    STATE(219), 1,
      sym__queue_from,
    STATE(221), 1,
      sym__queue_matching,
  [4269] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(496), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4283] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(478), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(480), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4297] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(492), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4311] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      aux_sym__queue_in_token1,
    ACTIONS(538), 1,
      aux_sym__queue_from_token1,
    ACTIONS(540), 1,
      aux_sym__queue_matching_token1,
    STATE(197), 1,
      sym__queue_in,
    STATE(198), 1,
      sym__queue_from,
    STATE(199), 1,
      sym__queue_matching,
  [4333] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 3,
      sym__newline,
      anon_sym_DOLLAR_LPAREN,
      sym_function_name,
    ACTIONS(500), 3,
      sym_boolean,
      sym_number,
      aux_sym__condition_word_token1,
  [4347] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(490), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(492), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4361] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      aux_sym__queue_in_token1,
    ACTIONS(538), 1,
      aux_sym__queue_from_token1,
    ACTIONS(540), 1,
      aux_sym__queue_matching_token1,
    STATE(218), 1,
      sym__queue_in,
    STATE(219), 1,
      sym__queue_from,
    STATE(221), 1,
      sym__queue_matching,
  [4383] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(544), 1,
      anon_sym_COMMA,
    ACTIONS(547), 1,
      sym_variable,
    STATE(141), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(542), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4401] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      aux_sym__queue_in_token1,
    ACTIONS(532), 1,
      aux_sym__queue_from_token1,
    ACTIONS(534), 1,
      aux_sym__queue_matching_token1,
    STATE(197), 1,
      sym__queue_in,
    STATE(198), 1,
      sym__queue_from,
    STATE(199), 1,
      sym__queue_matching,
  [4423] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(498), 2,
      ts_builtin_sym_end,
      sym__newline,
    ACTIONS(500), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4437] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(553), 1,
      sym_comment,
    ACTIONS(556), 1,
      sym_heredoc_end,
    STATE(144), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(550), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4455] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(520), 1,
      anon_sym_COMMA,
    ACTIONS(560), 1,
      sym_variable,
    STATE(126), 1,
      aux_sym_variable_list_repeat1,
    ACTIONS(558), 3,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
  [4473] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(564), 1,
      sym_comment,
    ACTIONS(566), 1,
      sym_heredoc_end,
    STATE(144), 1,
      aux_sym_heredoc_body_repeat1,
    ACTIONS(562), 3,
      sym_heredoc_line,
      sym__newline,
      sym_pragma,
  [4491] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(568), 1,
      anon_sym_COMMA,
    ACTIONS(542), 4,
      aux_sym__queue_in_token1,
      aux_sym__queue_from_token1,
      aux_sym__queue_matching_token1,
      sym_variable,
  [4504] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(570), 1,
      anon_sym_RPAREN,
    ACTIONS(572), 1,
      aux_sym_item_list_token2,
    STATE(151), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(574), 2,
      sym__newline,
      sym_comment,
  [4521] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(576), 1,
      anon_sym_RPAREN,
    ACTIONS(578), 1,
      aux_sym_item_list_token2,
    STATE(153), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(580), 2,
      sym__newline,
      sym_comment,
  [4538] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(584), 1,
      sym_identifier,
    STATE(150), 1,
      aux_sym_use_repeat1,
    STATE(161), 1,
      sym_template,
    ACTIONS(582), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4555] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(587), 1,
      anon_sym_RPAREN,
    ACTIONS(589), 1,
      aux_sym_item_list_token2,
    STATE(151), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(592), 2,
      sym__newline,
      sym_comment,
  [4572] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(597), 1,
      aux_sym_template_token1,
    ACTIONS(595), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4585] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(572), 1,
      aux_sym_item_list_token2,
    ACTIONS(599), 1,
      anon_sym_RPAREN,
    STATE(151), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(574), 2,
      sym__newline,
      sym_comment,
  [4602] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(601), 1,
      anon_sym_COLON,
    ACTIONS(603), 1,
      aux_sym_include_token2,
    ACTIONS(605), 1,
      aux_sym_include_token3,
    ACTIONS(607), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4619] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      sym_identifier,
    STATE(158), 1,
      aux_sym_use_repeat1,
    STATE(161), 1,
      sym_template,
    ACTIONS(609), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4636] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(599), 1,
      anon_sym_RPAREN,
    ACTIONS(613), 1,
      aux_sym_item_list_token2,
    STATE(148), 1,
      aux_sym_item_list_repeat1,
    ACTIONS(615), 2,
      sym__newline,
      sym_comment,
  [4653] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(619), 1,
      aux_sym_elif_clause_token1,
    STATE(157), 1,
      aux_sym_if_block_repeat1,
    STATE(164), 1,
      sym_elif_clause,
    ACTIONS(617), 2,
      aux_sym_if_block_token2,
      aux_sym_else_clause_token1,
  [4670] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(611), 1,
      sym_identifier,
    STATE(150), 1,
      aux_sym_use_repeat1,
    STATE(161), 1,
      sym_template,
    ACTIONS(622), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4687] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(624), 1,
      anon_sym_COLON,
    ACTIONS(626), 1,
      aux_sym_include_token2,
    ACTIONS(628), 1,
      aux_sym_include_token3,
    ACTIONS(630), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(632), 4,
      ts_builtin_sym_end,
      anon_sym_COMMA,
      sym__newline,
      sym_identifier,
  [4714] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(636), 1,
      anon_sym_COMMA,
    ACTIONS(634), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4726] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(638), 3,
      ts_builtin_sym_end,
      sym__newline,
      sym_identifier,
  [4735] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(640), 1,
      anon_sym_COLON,
    ACTIONS(642), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4746] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(644), 3,
      aux_sym_if_block_token2,
      aux_sym_elif_clause_token1,
      aux_sym_else_clause_token1,
  [4755] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(646), 1,
      anon_sym_COLON,
    ACTIONS(648), 2,
      aux_sym_include_token4,
      aux_sym_include_token5,
  [4766] = 4,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(650), 1,
      aux_sym_item_list_token1,
    ACTIONS(652), 1,
      anon_sym_RPAREN,
    ACTIONS(654), 1,
      sym__newline,
  [4779] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(656), 1,
      anon_sym_COLON,
    ACTIONS(658), 1,
      anon_sym_RPAREN,
  [4789] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(660), 1,
      anon_sym_COLON,
    ACTIONS(662), 1,
      anon_sym_RPAREN,
  [4799] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(664), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4807] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(666), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4815] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(668), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4823] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(670), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4831] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(672), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4839] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(674), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4847] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(676), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4855] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(678), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4863] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(680), 1,
      sym_identifier,
    STATE(193), 1,
      aux_sym_key_repeat1,
  [4873] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(682), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4881] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(684), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4889] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(686), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4897] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(688), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4905] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(690), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4913] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(692), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4921] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(576), 1,
      anon_sym_RPAREN,
    ACTIONS(694), 1,
      sym__newline,
  [4931] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(696), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4939] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(149), 1,
      sym__newline,
    ACTIONS(698), 1,
      ts_builtin_sym_end,
  [4949] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(700), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4957] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(702), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4965] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(704), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4973] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(101), 1,
      ts_builtin_sym_end,
    ACTIONS(149), 1,
      sym__newline,
  [4983] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(706), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4991] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(708), 2,
      ts_builtin_sym_end,
      sym__newline,
  [4999] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(710), 1,
      sym_identifier,
    STATE(193), 1,
      aux_sym_key_repeat1,
  [5009] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(713), 1,
      sym_identifier,
    STATE(177), 1,
      aux_sym_key_repeat1,
  [5019] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(715), 1,
      anon_sym_COLON,
    ACTIONS(717), 1,
      aux_sym_include_token6,
  [5029] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(719), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5037] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(721), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5045] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(723), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5053] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5061] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(727), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5069] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(729), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5077] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(731), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5085] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(733), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(735), 1,
      anon_sym_RBRACK_RPAREN,
  [5095] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(737), 1,
      anon_sym_RPAREN,
    ACTIONS(739), 1,
      aux_sym_macro_function_token1,
  [5105] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(741), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5113] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(743), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5121] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(745), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5129] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(747), 1,
      sym_identifier,
    STATE(193), 1,
      aux_sym_key_repeat1,
  [5139] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(749), 1,
      anon_sym_COLON,
    ACTIONS(751), 1,
      anon_sym_RPAREN,
  [5149] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(753), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5157] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(755), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5165] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(757), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5173] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(759), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5181] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(761), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5189] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(763), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5197] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(765), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5205] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5213] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(769), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5221] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(771), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5229] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(773), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5237] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(775), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5245] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(777), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5253] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(779), 1,
      anon_sym_COLON,
    ACTIONS(781), 1,
      aux_sym_include_token6,
  [5263] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(783), 1,
      anon_sym_RPAREN,
    ACTIONS(785), 1,
      aux_sym_macro_function_token1,
  [5273] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(787), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5281] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 1,
      anon_sym_COLON,
    ACTIONS(791), 1,
      aux_sym_include_token6,
  [5291] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(793), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(795), 1,
      anon_sym_RBRACK_RPAREN,
  [5301] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(797), 1,
      anon_sym_COLON,
    ACTIONS(799), 1,
      anon_sym_RPAREN,
  [5311] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 1,
      anon_sym_COLON,
    ACTIONS(803), 1,
      aux_sym_include_token6,
  [5321] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      anon_sym_COLON,
    ACTIONS(807), 1,
      anon_sym_RPAREN,
  [5331] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(809), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5339] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      anon_sym_RPAREN,
    ACTIONS(813), 1,
      aux_sym_macro_function_token1,
  [5349] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(815), 1,
      anon_sym_RPAREN,
    ACTIONS(817), 1,
      aux_sym_macro_function_token1,
  [5359] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(819), 1,
      aux_sym_machine_reference_token1,
    ACTIONS(821), 1,
      anon_sym_RBRACK_RPAREN,
  [5369] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      anon_sym_COLON,
    ACTIONS(825), 1,
      anon_sym_RPAREN,
  [5379] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(827), 1,
      anon_sym_RPAREN,
    ACTIONS(829), 1,
      aux_sym_macro_function_token1,
  [5389] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(831), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5397] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(833), 1,
      anon_sym_RPAREN,
    ACTIONS(835), 1,
      aux_sym_macro_function_token1,
  [5407] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      anon_sym_RPAREN,
    ACTIONS(839), 1,
      aux_sym_macro_function_token1,
  [5417] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      anon_sym_COLON,
    ACTIONS(843), 1,
      anon_sym_RPAREN,
  [5427] = 3,
    ACTIONS(367), 1,
      sym__line_continuation,
    ACTIONS(845), 1,
      anon_sym_RPAREN,
    ACTIONS(847), 1,
      aux_sym_macro_function_token1,
  [5437] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(849), 1,
      anon_sym_COLON,
    ACTIONS(851), 1,
      anon_sym_RPAREN,
  [5447] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(853), 2,
      ts_builtin_sym_end,
      sym__newline,
  [5455] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 1,
      sym__newline,
  [5462] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      anon_sym_COLON,
  [5469] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(859), 1,
      aux_sym_include_token7,
  [5476] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      anon_sym_RPAREN,
  [5483] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(441), 1,
      sym__newline,
  [5490] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(863), 1,
      anon_sym_COLON,
  [5497] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(865), 1,
      anon_sym_COLON,
  [5504] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      aux_sym_macro_reference_token1,
  [5511] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 1,
      sym__newline,
  [5518] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(869), 1,
      aux_sym_macro_reference_token1,
  [5525] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 1,
      sym_identifier,
  [5532] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(873), 1,
      aux_sym_version_condition_token2,
  [5539] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(875), 1,
      anon_sym_RPAREN,
  [5546] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(877), 1,
      sym__newline,
  [5553] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(879), 1,
      aux_sym_include_token7,
  [5560] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(881), 1,
      sym__newline,
  [5567] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      aux_sym_version_condition_token3,
  [5574] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(885), 1,
      anon_sym_RBRACK_RPAREN,
  [5581] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      sym__newline,
  [5588] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(889), 1,
      sym__newline,
  [5595] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(891), 1,
      sym__newline,
  [5602] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(893), 1,
      anon_sym_RPAREN,
  [5609] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(895), 1,
      sym_variable,
  [5616] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__newline,
  [5623] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(899), 1,
      anon_sym_RBRACK_RPAREN,
  [5630] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(149), 1,
      sym__newline,
  [5637] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      anon_sym_COLON,
  [5644] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(903), 1,
      sym_heredoc_end,
  [5651] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(905), 1,
      sym__newline,
  [5658] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(907), 1,
      anon_sym_COLON,
  [5665] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(909), 1,
      anon_sym_RPAREN,
  [5672] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(911), 1,
      aux_sym_if_block_token2,
  [5679] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(913), 1,
      sym__newline,
  [5686] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(915), 1,
      sym_identifier,
  [5693] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(917), 1,
      aux_sym_if_block_token2,
  [5700] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      anon_sym_DOT,
  [5707] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(919), 1,
      anon_sym_RPAREN,
  [5714] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(161), 1,
      sym__newline,
  [5721] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(921), 1,
      anon_sym_RBRACK_RPAREN,
  [5728] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(923), 1,
      anon_sym_RPAREN,
  [5735] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(925), 1,
      aux_sym_if_block_token2,
  [5742] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(927), 1,
      anon_sym_RPAREN,
  [5749] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(929), 1,
      anon_sym_RPAREN,
  [5756] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(445), 1,
      sym__newline,
  [5763] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(931), 1,
      aux_sym_defined_condition_token3,
  [5770] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(933), 1,
      anon_sym_RPAREN,
  [5777] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(935), 1,
      aux_sym_if_block_token2,
  [5784] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(937), 1,
      anon_sym_RPAREN,
  [5791] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(939), 1,
      sym_heredoc_tag,
  [5798] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(155), 1,
      sym__newline,
  [5805] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(941), 1,
      anon_sym_RPAREN,
  [5812] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(943), 1,
      ts_builtin_sym_end,
  [5819] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(945), 1,
      anon_sym_RPAREN,
  [5826] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(947), 1,
      aux_sym_macro_reference_token1,
  [5833] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(949), 1,
      aux_sym_macro_reference_token1,
  [5840] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(951), 1,
      aux_sym_include_token7,
  [5847] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(953), 1,
      aux_sym_include_token7,
  [5854] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(955), 1,
      aux_sym_macro_reference_token1,
  [5861] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(957), 1,
      aux_sym_macro_reference_token1,
  [5868] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(959), 1,
      aux_sym_macro_reference_token1,
  [5875] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(961), 1,
      aux_sym_macro_reference_token1,
  [5882] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      anon_sym_RPAREN,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 81,
  [SMALL_STATE(4)] = 162,
  [SMALL_STATE(5)] = 230,
  [SMALL_STATE(6)] = 298,
  [SMALL_STATE(7)] = 366,
  [SMALL_STATE(8)] = 432,
  [SMALL_STATE(9)] = 498,
  [SMALL_STATE(10)] = 564,
  [SMALL_STATE(11)] = 630,
  [SMALL_STATE(12)] = 696,
  [SMALL_STATE(13)] = 752,
  [SMALL_STATE(14)] = 808,
  [SMALL_STATE(15)] = 864,
  [SMALL_STATE(16)] = 911,
  [SMALL_STATE(17)] = 957,
  [SMALL_STATE(18)] = 1002,
  [SMALL_STATE(19)] = 1047,
  [SMALL_STATE(20)] = 1089,
  [SMALL_STATE(21)] = 1131,
  [SMALL_STATE(22)] = 1175,
  [SMALL_STATE(23)] = 1217,
  [SMALL_STATE(24)] = 1261,
  [SMALL_STATE(25)] = 1300,
  [SMALL_STATE(26)] = 1339,
  [SMALL_STATE(27)] = 1378,
  [SMALL_STATE(28)] = 1419,
  [SMALL_STATE(29)] = 1444,
  [SMALL_STATE(30)] = 1469,
  [SMALL_STATE(31)] = 1508,
  [SMALL_STATE(32)] = 1549,
  [SMALL_STATE(33)] = 1590,
  [SMALL_STATE(34)] = 1629,
  [SMALL_STATE(35)] = 1668,
  [SMALL_STATE(36)] = 1716,
  [SMALL_STATE(37)] = 1754,
  [SMALL_STATE(38)] = 1792,
  [SMALL_STATE(39)] = 1830,
  [SMALL_STATE(40)] = 1868,
  [SMALL_STATE(41)] = 1906,
  [SMALL_STATE(42)] = 1944,
  [SMALL_STATE(43)] = 1967,
  [SMALL_STATE(44)] = 2004,
  [SMALL_STATE(45)] = 2041,
  [SMALL_STATE(46)] = 2078,
  [SMALL_STATE(47)] = 2101,
  [SMALL_STATE(48)] = 2138,
  [SMALL_STATE(49)] = 2161,
  [SMALL_STATE(50)] = 2198,
  [SMALL_STATE(51)] = 2235,
  [SMALL_STATE(52)] = 2274,
  [SMALL_STATE(53)] = 2311,
  [SMALL_STATE(54)] = 2334,
  [SMALL_STATE(55)] = 2373,
  [SMALL_STATE(56)] = 2396,
  [SMALL_STATE(57)] = 2419,
  [SMALL_STATE(58)] = 2442,
  [SMALL_STATE(59)] = 2479,
  [SMALL_STATE(60)] = 2526,
  [SMALL_STATE(61)] = 2563,
  [SMALL_STATE(62)] = 2586,
  [SMALL_STATE(63)] = 2608,
  [SMALL_STATE(64)] = 2644,
  [SMALL_STATE(65)] = 2678,
  [SMALL_STATE(66)] = 2714,
  [SMALL_STATE(67)] = 2750,
  [SMALL_STATE(68)] = 2784,
  [SMALL_STATE(69)] = 2820,
  [SMALL_STATE(70)] = 2856,
  [SMALL_STATE(71)] = 2878,
  [SMALL_STATE(72)] = 2914,
  [SMALL_STATE(73)] = 2950,
  [SMALL_STATE(74)] = 2986,
  [SMALL_STATE(75)] = 3022,
  [SMALL_STATE(76)] = 3055,
  [SMALL_STATE(77)] = 3088,
  [SMALL_STATE(78)] = 3123,
  [SMALL_STATE(79)] = 3156,
  [SMALL_STATE(80)] = 3191,
  [SMALL_STATE(81)] = 3226,
  [SMALL_STATE(82)] = 3261,
  [SMALL_STATE(83)] = 3296,
  [SMALL_STATE(84)] = 3328,
  [SMALL_STATE(85)] = 3360,
  [SMALL_STATE(86)] = 3391,
  [SMALL_STATE(87)] = 3416,
  [SMALL_STATE(88)] = 3441,
  [SMALL_STATE(89)] = 3466,
  [SMALL_STATE(90)] = 3491,
  [SMALL_STATE(91)] = 3516,
  [SMALL_STATE(92)] = 3541,
  [SMALL_STATE(93)] = 3573,
  [SMALL_STATE(94)] = 3590,
  [SMALL_STATE(95)] = 3607,
  [SMALL_STATE(96)] = 3624,
  [SMALL_STATE(97)] = 3655,
  [SMALL_STATE(98)] = 3672,
  [SMALL_STATE(99)] = 3689,
  [SMALL_STATE(100)] = 3706,
  [SMALL_STATE(101)] = 3723,
  [SMALL_STATE(102)] = 3740,
  [SMALL_STATE(103)] = 3757,
  [SMALL_STATE(104)] = 3774,
  [SMALL_STATE(105)] = 3790,
  [SMALL_STATE(106)] = 3806,
  [SMALL_STATE(107)] = 3822,
  [SMALL_STATE(108)] = 3838,
  [SMALL_STATE(109)] = 3854,
  [SMALL_STATE(110)] = 3870,
  [SMALL_STATE(111)] = 3886,
  [SMALL_STATE(112)] = 3902,
  [SMALL_STATE(113)] = 3918,
  [SMALL_STATE(114)] = 3934,
  [SMALL_STATE(115)] = 3950,
  [SMALL_STATE(116)] = 3966,
  [SMALL_STATE(117)] = 3982,
  [SMALL_STATE(118)] = 3998,
  [SMALL_STATE(119)] = 4014,
  [SMALL_STATE(120)] = 4030,
  [SMALL_STATE(121)] = 4046,
  [SMALL_STATE(122)] = 4062,
  [SMALL_STATE(123)] = 4078,
  [SMALL_STATE(124)] = 4094,
  [SMALL_STATE(125)] = 4115,
  [SMALL_STATE(126)] = 4137,
  [SMALL_STATE(127)] = 4155,
  [SMALL_STATE(128)] = 4169,
  [SMALL_STATE(129)] = 4191,
  [SMALL_STATE(130)] = 4205,
  [SMALL_STATE(131)] = 4219,
  [SMALL_STATE(132)] = 4233,
  [SMALL_STATE(133)] = 4247,
  [SMALL_STATE(134)] = 4269,
  [SMALL_STATE(135)] = 4283,
  [SMALL_STATE(136)] = 4297,
  [SMALL_STATE(137)] = 4311,
  [SMALL_STATE(138)] = 4333,
  [SMALL_STATE(139)] = 4347,
  [SMALL_STATE(140)] = 4361,
  [SMALL_STATE(141)] = 4383,
  [SMALL_STATE(142)] = 4401,
  [SMALL_STATE(143)] = 4423,
  [SMALL_STATE(144)] = 4437,
  [SMALL_STATE(145)] = 4455,
  [SMALL_STATE(146)] = 4473,
  [SMALL_STATE(147)] = 4491,
  [SMALL_STATE(148)] = 4504,
  [SMALL_STATE(149)] = 4521,
  [SMALL_STATE(150)] = 4538,
  [SMALL_STATE(151)] = 4555,
  [SMALL_STATE(152)] = 4572,
  [SMALL_STATE(153)] = 4585,
  [SMALL_STATE(154)] = 4602,
  [SMALL_STATE(155)] = 4619,
  [SMALL_STATE(156)] = 4636,
  [SMALL_STATE(157)] = 4653,
  [SMALL_STATE(158)] = 4670,
  [SMALL_STATE(159)] = 4687,
  [SMALL_STATE(160)] = 4704,
  [SMALL_STATE(161)] = 4714,
  [SMALL_STATE(162)] = 4726,
  [SMALL_STATE(163)] = 4735,
  [SMALL_STATE(164)] = 4746,
  [SMALL_STATE(165)] = 4755,
  [SMALL_STATE(166)] = 4766,
  [SMALL_STATE(167)] = 4779,
  [SMALL_STATE(168)] = 4789,
  [SMALL_STATE(169)] = 4799,
  [SMALL_STATE(170)] = 4807,
  [SMALL_STATE(171)] = 4815,
  [SMALL_STATE(172)] = 4823,
  [SMALL_STATE(173)] = 4831,
  [SMALL_STATE(174)] = 4839,
  [SMALL_STATE(175)] = 4847,
  [SMALL_STATE(176)] = 4855,
  [SMALL_STATE(177)] = 4863,
  [SMALL_STATE(178)] = 4873,
  [SMALL_STATE(179)] = 4881,
  [SMALL_STATE(180)] = 4889,
  [SMALL_STATE(181)] = 4897,
  [SMALL_STATE(182)] = 4905,
  [SMALL_STATE(183)] = 4913,
  [SMALL_STATE(184)] = 4921,
  [SMALL_STATE(185)] = 4931,
  [SMALL_STATE(186)] = 4939,
  [SMALL_STATE(187)] = 4949,
  [SMALL_STATE(188)] = 4957,
  [SMALL_STATE(189)] = 4965,
  [SMALL_STATE(190)] = 4973,
  [SMALL_STATE(191)] = 4983,
  [SMALL_STATE(192)] = 4991,
  [SMALL_STATE(193)] = 4999,
  [SMALL_STATE(194)] = 5009,
  [SMALL_STATE(195)] = 5019,
  [SMALL_STATE(196)] = 5029,
  [SMALL_STATE(197)] = 5037,
  [SMALL_STATE(198)] = 5045,
  [SMALL_STATE(199)] = 5053,
  [SMALL_STATE(200)] = 5061,
  [SMALL_STATE(201)] = 5069,
  [SMALL_STATE(202)] = 5077,
  [SMALL_STATE(203)] = 5085,
  [SMALL_STATE(204)] = 5095,
  [SMALL_STATE(205)] = 5105,
  [SMALL_STATE(206)] = 5113,
  [SMALL_STATE(207)] = 5121,
  [SMALL_STATE(208)] = 5129,
  [SMALL_STATE(209)] = 5139,
  [SMALL_STATE(210)] = 5149,
  [SMALL_STATE(211)] = 5157,
  [SMALL_STATE(212)] = 5165,
  [SMALL_STATE(213)] = 5173,
  [SMALL_STATE(214)] = 5181,
  [SMALL_STATE(215)] = 5189,
  [SMALL_STATE(216)] = 5197,
  [SMALL_STATE(217)] = 5205,
  [SMALL_STATE(218)] = 5213,
  [SMALL_STATE(219)] = 5221,
  [SMALL_STATE(220)] = 5229,
  [SMALL_STATE(221)] = 5237,
  [SMALL_STATE(222)] = 5245,
  [SMALL_STATE(223)] = 5253,
  [SMALL_STATE(224)] = 5263,
  [SMALL_STATE(225)] = 5273,
  [SMALL_STATE(226)] = 5281,
  [SMALL_STATE(227)] = 5291,
  [SMALL_STATE(228)] = 5301,
  [SMALL_STATE(229)] = 5311,
  [SMALL_STATE(230)] = 5321,
  [SMALL_STATE(231)] = 5331,
  [SMALL_STATE(232)] = 5339,
  [SMALL_STATE(233)] = 5349,
  [SMALL_STATE(234)] = 5359,
  [SMALL_STATE(235)] = 5369,
  [SMALL_STATE(236)] = 5379,
  [SMALL_STATE(237)] = 5389,
  [SMALL_STATE(238)] = 5397,
  [SMALL_STATE(239)] = 5407,
  [SMALL_STATE(240)] = 5417,
  [SMALL_STATE(241)] = 5427,
  [SMALL_STATE(242)] = 5437,
  [SMALL_STATE(243)] = 5447,
  [SMALL_STATE(244)] = 5455,
  [SMALL_STATE(245)] = 5462,
  [SMALL_STATE(246)] = 5469,
  [SMALL_STATE(247)] = 5476,
  [SMALL_STATE(248)] = 5483,
  [SMALL_STATE(249)] = 5490,
  [SMALL_STATE(250)] = 5497,
  [SMALL_STATE(251)] = 5504,
  [SMALL_STATE(252)] = 5511,
  [SMALL_STATE(253)] = 5518,
  [SMALL_STATE(254)] = 5525,
  [SMALL_STATE(255)] = 5532,
  [SMALL_STATE(256)] = 5539,
  [SMALL_STATE(257)] = 5546,
  [SMALL_STATE(258)] = 5553,
  [SMALL_STATE(259)] = 5560,
  [SMALL_STATE(260)] = 5567,
  [SMALL_STATE(261)] = 5574,
  [SMALL_STATE(262)] = 5581,
  [SMALL_STATE(263)] = 5588,
  [SMALL_STATE(264)] = 5595,
  [SMALL_STATE(265)] = 5602,
  [SMALL_STATE(266)] = 5609,
  [SMALL_STATE(267)] = 5616,
  [SMALL_STATE(268)] = 5623,
  [SMALL_STATE(269)] = 5630,
  [SMALL_STATE(270)] = 5637,
  [SMALL_STATE(271)] = 5644,
  [SMALL_STATE(272)] = 5651,
  [SMALL_STATE(273)] = 5658,
  [SMALL_STATE(274)] = 5665,
  [SMALL_STATE(275)] = 5672,
  [SMALL_STATE(276)] = 5679,
  [SMALL_STATE(277)] = 5686,
  [SMALL_STATE(278)] = 5693,
  [SMALL_STATE(279)] = 5700,
  [SMALL_STATE(280)] = 5707,
  [SMALL_STATE(281)] = 5714,
  [SMALL_STATE(282)] = 5721,
  [SMALL_STATE(283)] = 5728,
  [SMALL_STATE(284)] = 5735,
  [SMALL_STATE(285)] = 5742,
  [SMALL_STATE(286)] = 5749,
  [SMALL_STATE(287)] = 5756,
  [SMALL_STATE(288)] = 5763,
  [SMALL_STATE(289)] = 5770,
  [SMALL_STATE(290)] = 5777,
  [SMALL_STATE(291)] = 5784,
  [SMALL_STATE(292)] = 5791,
  [SMALL_STATE(293)] = 5798,
  [SMALL_STATE(294)] = 5805,
  [SMALL_STATE(295)] = 5812,
  [SMALL_STATE(296)] = 5819,
  [SMALL_STATE(297)] = 5826,
  [SMALL_STATE(298)] = 5833,
  [SMALL_STATE(299)] = 5840,
  [SMALL_STATE(300)] = 5847,
  [SMALL_STATE(301)] = 5854,
  [SMALL_STATE(302)] = 5861,
  [SMALL_STATE(303)] = 5868,
  [SMALL_STATE(304)] = 5875,
  [SMALL_STATE(305)] = 5882,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(12),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(35),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(277),
  [15] = {.entry = {.count = 1, .reusable = true}}, SHIFT(47),
  [17] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(54),
  [21] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [25] = {.entry = {.count = 1, .reusable = true}}, SHIFT(190),
  [27] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(13),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(59),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [37] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [39] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(207),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(244),
  [47] = {.entry = {.count = 1, .reusable = true}}, SHIFT(3),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(293),
  [51] = {.entry = {.count = 1, .reusable = true}}, SHIFT(293),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [55] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [57] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 4, 0, 50),
  [59] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_elif_clause, 3, 0, 50),
  [61] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [63] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(13),
  [66] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(59),
  [69] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(154),
  [72] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(277),
  [75] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(66),
  [78] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(65),
  [81] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(54),
  [84] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [86] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(6),
  [89] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(293),
  [92] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(293),
  [95] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(194),
  [98] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(61),
  [101] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [103] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [105] = {.entry = {.count = 1, .reusable = false}}, SHIFT(186),
  [107] = {.entry = {.count = 1, .reusable = true}}, SHIFT(186),
  [109] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [111] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(12),
  [114] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(8),
  [117] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(269),
  [120] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(269),
  [123] = {.entry = {.count = 1, .reusable = false}}, SHIFT(14),
  [125] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 2, 0, 0),
  [127] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [129] = {.entry = {.count = 1, .reusable = false}}, SHIFT(281),
  [131] = {.entry = {.count = 1, .reusable = true}}, SHIFT(281),
  [133] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_else_clause, 3, 0, 0),
  [135] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [137] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(14),
  [140] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(11),
  [143] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(281),
  [146] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(281),
  [149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(46),
  [151] = {.entry = {.count = 1, .reusable = false}}, SHIFT(262),
  [153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(28),
  [157] = {.entry = {.count = 1, .reusable = false}}, SHIFT(259),
  [159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(259),
  [161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(55),
  [163] = {.entry = {.count = 1, .reusable = false}}, SHIFT(276),
  [165] = {.entry = {.count = 1, .reusable = true}}, SHIFT(276),
  [167] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 1, 0, 3),
  [169] = {.entry = {.count = 1, .reusable = true}}, SHIFT(20),
  [171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(30),
  [173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(166),
  [175] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [177] = {.entry = {.count = 1, .reusable = true}}, SHIFT(297),
  [179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [181] = {.entry = {.count = 1, .reusable = false}}, SHIFT(251),
  [183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(39),
  [189] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(303),
  [193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(239),
  [195] = {.entry = {.count = 1, .reusable = false}}, SHIFT(298),
  [197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(227),
  [199] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 3),
  [201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(26),
  [203] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [205] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [207] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 1, 0, 3),
  [209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(34),
  [213] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 34),
  [215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 16),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(24),
  [221] = {.entry = {.count = 1, .reusable = true}}, SHIFT(40),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(32),
  [225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 1, 0, 3),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(36),
  [233] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 36),
  [235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 53),
  [237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 33),
  [239] = {.entry = {.count = 1, .reusable = true}}, SHIFT(37),
  [241] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 2, 0, 0),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 2, 0, 0),
  [245] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__line, 3, 0, 0),
  [247] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__line, 3, 0, 0),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 14),
  [251] = {.entry = {.count = 1, .reusable = true}}, SHIFT(38),
  [253] = {.entry = {.count = 1, .reusable = true}}, SHIFT(41),
  [255] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 14),
  [257] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 14),
  [259] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 1, 0, 1),
  [261] = {.entry = {.count = 1, .reusable = false}}, SHIFT(22),
  [263] = {.entry = {.count = 1, .reusable = false}}, SHIFT(18),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(15),
  [267] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [269] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [271] = {.entry = {.count = 1, .reusable = true}}, SHIFT(253),
  [273] = {.entry = {.count = 1, .reusable = true}}, SHIFT(236),
  [275] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 9),
  [277] = {.entry = {.count = 1, .reusable = true}}, SHIFT(254),
  [279] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 2, 0, 11),
  [281] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [283] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 25),
  [285] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 26),
  [287] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 1, 0, 1),
  [289] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 2, 0, 12),
  [291] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 43),
  [293] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 2, 0, 0),
  [295] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [297] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [299] = {.entry = {.count = 1, .reusable = false}}, SHIFT(255),
  [301] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [303] = {.entry = {.count = 1, .reusable = false}}, SHIFT(87),
  [305] = {.entry = {.count = 1, .reusable = true}}, SHIFT(301),
  [307] = {.entry = {.count = 1, .reusable = true}}, SHIFT(233),
  [309] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 66),
  [311] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 3, 0, 30),
  [313] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 57),
  [315] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [317] = {.entry = {.count = 1, .reusable = false}}, SHIFT(23),
  [319] = {.entry = {.count = 1, .reusable = false}}, SHIFT(16),
  [321] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 1, 0, 1),
  [323] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_key, 1, 0, 2),
  [325] = {.entry = {.count = 1, .reusable = true}}, SHIFT(43),
  [327] = {.entry = {.count = 1, .reusable = true}}, SHIFT(292),
  [329] = {.entry = {.count = 1, .reusable = true}}, SHIFT(76),
  [331] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [333] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [335] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [337] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0),
  [339] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [342] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(67),
  [345] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(297),
  [348] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(224),
  [351] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(251),
  [354] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(203),
  [357] = {.entry = {.count = 1, .reusable = true}}, SHIFT(68),
  [359] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [361] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [363] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [365] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [367] = {.entry = {.count = 1, .reusable = false}}, SHIFT_EXTRA(),
  [369] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [371] = {.entry = {.count = 1, .reusable = false}}, SHIFT(304),
  [373] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [375] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [377] = {.entry = {.count = 1, .reusable = false}}, SHIFT(302),
  [379] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [381] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [384] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(78),
  [387] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(303),
  [390] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(239),
  [393] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(298),
  [396] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_value_repeat1, 2, 0, 0), SHIFT_REPEAT(227),
  [399] = {.entry = {.count = 1, .reusable = false}}, SHIFT(139),
  [401] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [403] = {.entry = {.count = 1, .reusable = false}}, SHIFT(117),
  [405] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [407] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_default_value, 1, 0, 0),
  [409] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [411] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [413] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0),
  [415] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [418] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(304),
  [421] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [424] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(241),
  [427] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(302),
  [430] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_default_value_repeat1, 2, 0, 0), SHIFT_REPEAT(234),
  [433] = {.entry = {.count = 1, .reusable = false}}, SHIFT(288),
  [435] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [437] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 1, 0, 0),
  [439] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [441] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 1, 0, 0),
  [443] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 1, 0, 0),
  [445] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition, 2, 0, 28),
  [447] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(89),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0),
  [452] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(301),
  [455] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_condition_expression_repeat1, 2, 0, 0), SHIFT_REPEAT(233),
  [458] = {.entry = {.count = 1, .reusable = false}}, SHIFT(89),
  [460] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_condition_expression, 2, 0, 0),
  [462] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 2, 0, 29),
  [464] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 4),
  [466] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 47),
  [468] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 47),
  [470] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [472] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 3, 0, 29),
  [474] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [476] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 2, 0, 0),
  [478] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 3, 0, 38),
  [480] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 3, 0, 38),
  [482] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 4, 0, 29),
  [484] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 4, 0, 29),
  [486] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_function, 2, 0, 17),
  [488] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_function, 2, 0, 17),
  [490] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 4, 0, 29),
  [492] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 4, 0, 29),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 3, 0, 29),
  [496] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 3, 0, 29),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_macro_reference, 5, 0, 65),
  [500] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_macro_reference, 5, 0, 65),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_machine_reference, 5, 0, 68),
  [504] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_machine_reference, 5, 0, 68),
  [506] = {.entry = {.count = 1, .reusable = true}}, SHIFT(146),
  [508] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [510] = {.entry = {.count = 1, .reusable = true}}, SHIFT(243),
  [512] = {.entry = {.count = 1, .reusable = true}}, SHIFT(237),
  [514] = {.entry = {.count = 1, .reusable = true}}, SHIFT(51),
  [516] = {.entry = {.count = 1, .reusable = true}}, SHIFT(244),
  [518] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 2, 0, 0),
  [520] = {.entry = {.count = 1, .reusable = true}}, SHIFT(266),
  [522] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [524] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_count, 1, 0, 0),
  [526] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_queue_count, 1, 0, 0),
  [528] = {.entry = {.count = 1, .reusable = true}}, SHIFT(174),
  [530] = {.entry = {.count = 1, .reusable = true}}, SHIFT(22),
  [532] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [534] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [536] = {.entry = {.count = 1, .reusable = true}}, SHIFT(27),
  [538] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [540] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [542] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [544] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(266),
  [547] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0), SHIFT_REPEAT(141),
  [550] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [553] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [556] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_heredoc_body_repeat1, 2, 0, 0),
  [558] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_list, 1, 0, 0),
  [560] = {.entry = {.count = 1, .reusable = false}}, SHIFT(126),
  [562] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [564] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [566] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_body, 1, 0, 0),
  [568] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_variable_list_repeat1, 2, 0, 0),
  [570] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [572] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [574] = {.entry = {.count = 1, .reusable = true}}, SHIFT(151),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [578] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [580] = {.entry = {.count = 1, .reusable = true}}, SHIFT(153),
  [582] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 59),
  [584] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 59), SHIFT_REPEAT(152),
  [587] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0),
  [589] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(151),
  [592] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_item_list_repeat1, 2, 0, 0), SHIFT_REPEAT(151),
  [595] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 1, 0, 2),
  [597] = {.entry = {.count = 1, .reusable = true}}, SHIFT(160),
  [599] = {.entry = {.count = 1, .reusable = true}}, SHIFT(169),
  [601] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [603] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [605] = {.entry = {.count = 1, .reusable = true}}, SHIFT(165),
  [607] = {.entry = {.count = 1, .reusable = true}}, SHIFT(226),
  [609] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 3, 0, 27),
  [611] = {.entry = {.count = 1, .reusable = true}}, SHIFT(152),
  [613] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [615] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [617] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 62),
  [619] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 2, 0, 62), SHIFT_REPEAT(51),
  [622] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_use, 4, 0, 46),
  [624] = {.entry = {.count = 1, .reusable = true}}, SHIFT(50),
  [626] = {.entry = {.count = 1, .reusable = false}}, SHIFT(163),
  [628] = {.entry = {.count = 1, .reusable = true}}, SHIFT(163),
  [630] = {.entry = {.count = 1, .reusable = true}}, SHIFT(195),
  [632] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_template, 2, 0, 58),
  [634] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 1, 0, 45),
  [636] = {.entry = {.count = 1, .reusable = true}}, SHIFT(162),
  [638] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_use_repeat1, 2, 0, 45),
  [640] = {.entry = {.count = 1, .reusable = true}}, SHIFT(44),
  [642] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [644] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_if_block_repeat1, 1, 0, 51),
  [646] = {.entry = {.count = 1, .reusable = true}}, SHIFT(72),
  [648] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [650] = {.entry = {.count = 1, .reusable = false}}, SHIFT(184),
  [652] = {.entry = {.count = 1, .reusable = false}}, SHIFT(185),
  [654] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [656] = {.entry = {.count = 1, .reusable = true}}, SHIFT(238),
  [658] = {.entry = {.count = 1, .reusable = true}}, SHIFT(110),
  [660] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [662] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [664] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 4, 0, 0),
  [666] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 5, 0, 64),
  [668] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 6, 0, 67),
  [670] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 5),
  [672] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 69),
  [674] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 70),
  [676] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 6, 0, 71),
  [678] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 6, 0, 72),
  [680] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [682] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 5, 0, 0),
  [684] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 7, 0, 73),
  [686] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 7, 0, 74),
  [688] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 6),
  [690] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_assignment, 3, 0, 31),
  [692] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 3, 0, 32),
  [694] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [696] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 2, 0, 0),
  [698] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2, 0, 0),
  [700] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 2, 0, 7),
  [702] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 35),
  [704] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 3, 0, 32),
  [706] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 37),
  [708] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 3, 0, 32),
  [710] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 13), SHIFT_REPEAT(279),
  [713] = {.entry = {.count = 1, .reusable = true}}, SHIFT(42),
  [715] = {.entry = {.count = 1, .reusable = true}}, SHIFT(45),
  [717] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_in, 2, 0, 15),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 39),
  [723] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 40),
  [725] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 4, 0, 41),
  [727] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 42),
  [729] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 4, 0, 44),
  [731] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 2, 0, 15),
  [733] = {.entry = {.count = 1, .reusable = false}}, SHIFT(261),
  [735] = {.entry = {.count = 1, .reusable = false}}, SHIFT(95),
  [737] = {.entry = {.count = 1, .reusable = false}}, SHIFT(98),
  [739] = {.entry = {.count = 1, .reusable = false}}, SHIFT(256),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_error_directive, 2, 0, 8),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 2, 0, 15),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 4, 0, 50),
  [747] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [749] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [751] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [753] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_warning_directive, 2, 0, 8),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 18),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_item_list, 3, 0, 0),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 19),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 20),
  [763] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 52),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_from, 4, 0, 54),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__queue_matching, 4, 0, 55),
  [769] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 21),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 22),
  [773] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 5, 0, 56),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_queue_statement, 3, 0, 23),
  [777] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include, 3, 0, 24),
  [779] = {.entry = {.count = 1, .reusable = true}}, SHIFT(49),
  [781] = {.entry = {.count = 1, .reusable = true}}, SHIFT(246),
  [783] = {.entry = {.count = 1, .reusable = false}}, SHIFT(99),
  [785] = {.entry = {.count = 1, .reusable = false}}, SHIFT(265),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 60),
  [789] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [791] = {.entry = {.count = 1, .reusable = true}}, SHIFT(299),
  [793] = {.entry = {.count = 1, .reusable = false}}, SHIFT(268),
  [795] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [797] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [799] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [801] = {.entry = {.count = 1, .reusable = true}}, SHIFT(73),
  [803] = {.entry = {.count = 1, .reusable = true}}, SHIFT(300),
  [805] = {.entry = {.count = 1, .reusable = true}}, SHIFT(232),
  [807] = {.entry = {.count = 1, .reusable = true}}, SHIFT(104),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 50),
  [811] = {.entry = {.count = 1, .reusable = false}}, SHIFT(106),
  [813] = {.entry = {.count = 1, .reusable = false}}, SHIFT(274),
  [815] = {.entry = {.count = 1, .reusable = false}}, SHIFT(132),
  [817] = {.entry = {.count = 1, .reusable = false}}, SHIFT(280),
  [819] = {.entry = {.count = 1, .reusable = false}}, SHIFT(282),
  [821] = {.entry = {.count = 1, .reusable = false}}, SHIFT(109),
  [823] = {.entry = {.count = 1, .reusable = true}}, SHIFT(77),
  [825] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [827] = {.entry = {.count = 1, .reusable = false}}, SHIFT(129),
  [829] = {.entry = {.count = 1, .reusable = false}}, SHIFT(283),
  [831] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_if_block, 5, 0, 61),
  [833] = {.entry = {.count = 1, .reusable = false}}, SHIFT(112),
  [835] = {.entry = {.count = 1, .reusable = false}}, SHIFT(286),
  [837] = {.entry = {.count = 1, .reusable = false}}, SHIFT(114),
  [839] = {.entry = {.count = 1, .reusable = false}}, SHIFT(289),
  [841] = {.entry = {.count = 1, .reusable = true}}, SHIFT(81),
  [843] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [845] = {.entry = {.count = 1, .reusable = false}}, SHIFT(119),
  [847] = {.entry = {.count = 1, .reusable = false}}, SHIFT(294),
  [849] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [851] = {.entry = {.count = 1, .reusable = true}}, SHIFT(120),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_heredoc_assignment, 5, 0, 63),
  [855] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [857] = {.entry = {.count = 1, .reusable = true}}, SHIFT(155),
  [859] = {.entry = {.count = 1, .reusable = false}}, SHIFT(250),
  [861] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [863] = {.entry = {.count = 1, .reusable = true}}, SHIFT(58),
  [865] = {.entry = {.count = 1, .reusable = true}}, SHIFT(52),
  [867] = {.entry = {.count = 1, .reusable = true}}, SHIFT(168),
  [869] = {.entry = {.count = 1, .reusable = true}}, SHIFT(209),
  [871] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_key_repeat1, 2, 0, 10),
  [873] = {.entry = {.count = 1, .reusable = true}}, SHIFT(260),
  [875] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [877] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [879] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [881] = {.entry = {.count = 1, .reusable = true}}, SHIFT(29),
  [883] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [885] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [887] = {.entry = {.count = 1, .reusable = true}}, SHIFT(56),
  [889] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defined_condition, 3, 0, 48),
  [891] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_version_condition, 3, 0, 49),
  [893] = {.entry = {.count = 1, .reusable = true}}, SHIFT(97),
  [895] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [897] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [899] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [901] = {.entry = {.count = 1, .reusable = true}}, SHIFT(74),
  [903] = {.entry = {.count = 1, .reusable = true}}, SHIFT(176),
  [905] = {.entry = {.count = 1, .reusable = true}}, SHIFT(2),
  [907] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [911] = {.entry = {.count = 1, .reusable = true}}, SHIFT(173),
  [913] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [915] = {.entry = {.count = 1, .reusable = true}}, SHIFT(245),
  [917] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [919] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [921] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [923] = {.entry = {.count = 1, .reusable = true}}, SHIFT(131),
  [925] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [927] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [929] = {.entry = {.count = 1, .reusable = true}}, SHIFT(113),
  [931] = {.entry = {.count = 1, .reusable = false}}, SHIFT(263),
  [933] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [935] = {.entry = {.count = 1, .reusable = true}}, SHIFT(175),
  [937] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [939] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [941] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [943] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [945] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [947] = {.entry = {.count = 1, .reusable = true}}, SHIFT(228),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(230),
  [951] = {.entry = {.count = 1, .reusable = false}}, SHIFT(270),
  [953] = {.entry = {.count = 1, .reusable = false}}, SHIFT(273),
  [955] = {.entry = {.count = 1, .reusable = true}}, SHIFT(235),
  [957] = {.entry = {.count = 1, .reusable = true}}, SHIFT(167),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(240),
  [961] = {.entry = {.count = 1, .reusable = true}}, SHIFT(242),
  [963] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
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
