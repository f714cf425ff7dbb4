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
#define STATE_COUNT 275
#define LARGE_STATE_COUNT 19
#define SYMBOL_COUNT 144
#define ALIAS_COUNT 2
#define TOKEN_COUNT 68
#define EXTERNAL_TOKEN_COUNT 7
#define FIELD_COUNT 27
#define MAX_ALIAS_SEQUENCE_LENGTH 32
#define PRODUCTION_ID_COUNT 63

enum ts_symbol_identifiers {
  sym__newline = 1,
  sym_comment = 2,
  aux_sym_job_statement_token1 = 3,
  aux_sym_final_statement_token1 = 4,
  aux_sym_provisioner_statement_token1 = 5,
  aux_sym_service_statement_token1 = 6,
  aux_sym_subdag_statement_token1 = 7,
  aux_sym_subdag_statement_token2 = 8,
  aux_sym_dir_option_token1 = 9,
  aux_sym_noop_token1 = 10,
  aux_sym_done_token1 = 11,
  sym_ignored_text = 12,
  aux_sym_splice_statement_token1 = 13,
  aux_sym_submit_description_statement_token1 = 14,
  aux_sym_dependency_statement_token1 = 15,
  aux_sym_dependency_statement_token2 = 16,
  aux_sym_dependency_statement_token3 = 17,
  aux_sym_connect_statement_token1 = 18,
  aux_sym_pin_in_statement_token1 = 19,
  aux_sym_pin_out_statement_token1 = 20,
  aux_sym_script_statement_token1 = 21,
  sym_script_type = 22,
  aux_sym_defer_option_token1 = 23,
  aux_sym_debug_option_token1 = 24,
  aux_sym_pre_skip_statement_token1 = 25,
  aux_sym_retry_statement_token1 = 26,
  aux_sym_unless_exit_token1 = 27,
  aux_sym_abort_dag_on_statement_token1 = 28,
  aux_sym_return_option_token1 = 29,
  aux_sym_vars_statement_token1 = 30,
  aux_sym_vars_statement_token2 = 31,
  aux_sym_vars_statement_token3 = 32,
  anon_sym_EQ = 33,
  sym__quoted_word = 34,
  sym_variable = 35,
  aux_sym_priority_statement_token1 = 36,
  aux_sym_tolerance_statement_token1 = 37,
  aux_sym_tolerance_statement_token2 = 38,
  aux_sym_tolerance_statement_token3 = 39,
  aux_sym_category_statement_token1 = 40,
  aux_sym_maxjobs_statement_token1 = 41,
  aux_sym_save_point_file_statement_token1 = 42,
  aux_sym_include_statement_token1 = 43,
  aux_sym_config_statement_token1 = 44,
  aux_sym_jobstate_log_statement_token1 = 45,
  aux_sym_dot_statement_token1 = 46,
  aux_sym_dot_statement_token2 = 47,
  aux_sym_dot_statement_token3 = 48,
  aux_sym_dot_statement_token4 = 49,
  aux_sym_dot_statement_token5 = 50,
  aux_sym_node_status_file_statement_token1 = 51,
  aux_sym_node_status_file_statement_token2 = 52,
  aux_sym_set_job_attr_statement_token1 = 53,
  aux_sym_env_statement_token1 = 54,
  aux_sym_env_statement_token2 = 55,
  aux_sym_env_statement_token3 = 56,
  aux_sym_reject_statement_token1 = 57,
  sym__text = 58,
  sym__closed_word = 59,
  sym__unclosed_word = 60,
  sym__line_continuation = 61,
  sym_description_open = 62,
  sym__description_newline = 63,
  sym_description_body = 64,
  sym_description_close = 65,
  sym__end_of_file = 66,
  sym__error_sentinel = 67,
  sym_source_file = 68,
  sym__paragraph = 69,
  sym__line_end = 70,
  sym__statement = 71,
  sym_job_statement = 72,
  sym_final_statement = 73,
  sym_provisioner_statement = 74,
  sym_service_statement = 75,
  sym__node_arguments = 76,
  sym_subdag_statement = 77,
  sym__node_option = 78,
  sym_dir_option = 79,
  sym_noop = 80,
  sym_done = 81,
  sym_inline_description = 82,
  sym_splice_statement = 83,
  sym_submit_description_statement = 84,
  sym_dependency_statement = 85,
  sym_connect_statement = 86,
  sym_pin_in_statement = 87,
  sym_pin_out_statement = 88,
  sym__node_number = 89,
  sym_script_statement = 90,
  sym_defer_option = 91,
  sym_debug_option = 92,
  sym_debug_stream = 93,
  sym_script_command = 94,
  sym_pre_skip_statement = 95,
  sym_retry_statement = 96,
  sym_unless_exit = 97,
  sym_abort_dag_on_statement = 98,
  sym_return_option = 99,
  sym_vars_statement = 100,
  sym_variable_assignment = 101,
  sym_value = 102,
  sym_priority_statement = 103,
  sym_tolerance_statement = 104,
  sym_done_statement = 105,
  sym_category_statement = 106,
  sym_maxjobs_statement = 107,
  sym_save_point_file_statement = 108,
  sym_include_statement = 109,
  sym_config_statement = 110,
  sym_jobstate_log_statement = 111,
  sym__file_argument = 112,
  sym_dot_statement = 113,
  sym_dot_include = 114,
  sym_node_status_file_statement = 115,
  sym_set_job_attr_statement = 116,
  sym_env_statement = 117,
  sym_reject_statement = 118,
  sym_unknown_statement = 119,
  sym_node_name = 120,
  sym_splice_name = 121,
  sym_description_name = 122,
  sym_category_name = 123,
  sym_path = 124,
  sym_number = 125,
  sym_unexpected = 126,
  sym_argument_text = 127,
  sym__word = 128,
  aux_sym_source_file_repeat1 = 129,
  aux_sym__node_arguments_repeat1 = 130,
  aux_sym_splice_statement_repeat1 = 131,
  aux_sym_submit_description_statement_repeat1 = 132,
  aux_sym_submit_description_statement_repeat2 = 133,
  aux_sym_dependency_statement_repeat1 = 134,
  aux_sym_dependency_statement_repeat2 = 135,
  aux_sym_script_statement_repeat1 = 136,
  aux_sym_script_command_repeat1 = 137,
  aux_sym_retry_statement_repeat1 = 138,
  aux_sym_abort_dag_on_statement_repeat1 = 139,
  aux_sym_vars_statement_repeat1 = 140,
  aux_sym_tolerance_statement_repeat1 = 141,
  aux_sym_dot_statement_repeat1 = 142,
  aux_sym_node_status_file_statement_repeat1 = 143,
  alias_sym_ignored = 144,
  alias_sym_unknown_command = 145,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym__newline] = "_newline",
  [sym_comment] = "comment",
  [aux_sym_job_statement_token1] = "JOB",
  [aux_sym_final_statement_token1] = "FINAL",
  [aux_sym_provisioner_statement_token1] = "PROVISIONER",
  [aux_sym_service_statement_token1] = "SERVICE",
  [aux_sym_subdag_statement_token1] = "SUBDAG",
  [aux_sym_subdag_statement_token2] = "EXTERNAL",
  [aux_sym_dir_option_token1] = "DIR",
  [aux_sym_noop_token1] = "NOOP",
  [aux_sym_done_token1] = "DONE",
  [sym_ignored_text] = "ignored_text",
  [aux_sym_splice_statement_token1] = "SPLICE",
  [aux_sym_submit_description_statement_token1] = "SUBMIT_DESCRIPTION",
  [aux_sym_dependency_statement_token1] = "WEAK",
  [aux_sym_dependency_statement_token2] = "PARENT",
  [aux_sym_dependency_statement_token3] = "CHILD",
  [aux_sym_connect_statement_token1] = "CONNECT",
  [aux_sym_pin_in_statement_token1] = "PIN_IN",
  [aux_sym_pin_out_statement_token1] = "PIN_OUT",
  [aux_sym_script_statement_token1] = "SCRIPT",
  [sym_script_type] = "script_type",
  [aux_sym_defer_option_token1] = "DEFER",
  [aux_sym_debug_option_token1] = "DEBUG",
  [aux_sym_pre_skip_statement_token1] = "PRE_SKIP",
  [aux_sym_retry_statement_token1] = "RETRY",
  [aux_sym_unless_exit_token1] = "UNLESS_EXIT",
  [aux_sym_abort_dag_on_statement_token1] = "ABORT_DAG_ON",
  [aux_sym_return_option_token1] = "RETURN",
  [aux_sym_vars_statement_token1] = "VARS",
  [aux_sym_vars_statement_token2] = "PREPEND",
  [aux_sym_vars_statement_token3] = "APPEND",
  [anon_sym_EQ] = "=",
  [sym__quoted_word] = "value",
  [sym_variable] = "variable",
  [aux_sym_priority_statement_token1] = "PRIORITY",
  [aux_sym_tolerance_statement_token1] = "TOLERANCE",
  [aux_sym_tolerance_statement_token2] = "FAIL_FAST",
  [aux_sym_tolerance_statement_token3] = "WAIT",
  [aux_sym_category_statement_token1] = "CATEGORY",
  [aux_sym_maxjobs_statement_token1] = "MAXJOBS",
  [aux_sym_save_point_file_statement_token1] = "SAVE_POINT_FILE",
  [aux_sym_include_statement_token1] = "INCLUDE",
  [aux_sym_config_statement_token1] = "CONFIG",
  [aux_sym_jobstate_log_statement_token1] = "JOBSTATE_LOG",
  [aux_sym_dot_statement_token1] = "DOT",
  [aux_sym_dot_statement_token2] = "UPDATE",
  [aux_sym_dot_statement_token3] = "DONT_UPDATE",
  [aux_sym_dot_statement_token4] = "OVERWRITE",
  [aux_sym_dot_statement_token5] = "DONT_OVERWRITE",
  [aux_sym_node_status_file_statement_token1] = "NODE_STATUS_FILE",
  [aux_sym_node_status_file_statement_token2] = "ALWAYS_UPDATE",
  [aux_sym_set_job_attr_statement_token1] = "SET_JOB_ATTR",
  [aux_sym_env_statement_token1] = "ENV",
  [aux_sym_env_statement_token2] = "SET",
  [aux_sym_env_statement_token3] = "GET",
  [aux_sym_reject_statement_token1] = "REJECT",
  [sym__text] = "_text",
  [sym__closed_word] = "_closed_word",
  [sym__unclosed_word] = "_unclosed_word",
  [sym__line_continuation] = "_line_continuation",
  [sym_description_open] = "description_open",
  [sym__description_newline] = "_description_newline",
  [sym_description_body] = "description_body",
  [sym_description_close] = "description_close",
  [sym__end_of_file] = "_end_of_file",
  [sym__error_sentinel] = "_error_sentinel",
  [sym_source_file] = "source_file",
  [sym__paragraph] = "_paragraph",
  [sym__line_end] = "_line_end",
  [sym__statement] = "_statement",
  [sym_job_statement] = "job_statement",
  [sym_final_statement] = "final_statement",
  [sym_provisioner_statement] = "provisioner_statement",
  [sym_service_statement] = "service_statement",
  [sym__node_arguments] = "_node_arguments",
  [sym_subdag_statement] = "subdag_statement",
  [sym__node_option] = "_node_option",
  [sym_dir_option] = "dir_option",
  [sym_noop] = "noop",
  [sym_done] = "done",
  [sym_inline_description] = "inline_description",
  [sym_splice_statement] = "splice_statement",
  [sym_submit_description_statement] = "submit_description_statement",
  [sym_dependency_statement] = "dependency_statement",
  [sym_connect_statement] = "connect_statement",
  [sym_pin_in_statement] = "pin_in_statement",
  [sym_pin_out_statement] = "pin_out_statement",
  [sym__node_number] = "_node_number",
  [sym_script_statement] = "script_statement",
  [sym_defer_option] = "defer_option",
  [sym_debug_option] = "debug_option",
  [sym_debug_stream] = "debug_stream",
  [sym_script_command] = "script_command",
  [sym_pre_skip_statement] = "pre_skip_statement",
  [sym_retry_statement] = "retry_statement",
  [sym_unless_exit] = "unless_exit",
  [sym_abort_dag_on_statement] = "abort_dag_on_statement",
  [sym_return_option] = "return_option",
  [sym_vars_statement] = "vars_statement",
  [sym_variable_assignment] = "variable_assignment",
  [sym_value] = "value",
  [sym_priority_statement] = "priority_statement",
  [sym_tolerance_statement] = "tolerance_statement",
  [sym_done_statement] = "done_statement",
  [sym_category_statement] = "category_statement",
  [sym_maxjobs_statement] = "maxjobs_statement",
  [sym_save_point_file_statement] = "save_point_file_statement",
  [sym_include_statement] = "include_statement",
  [sym_config_statement] = "config_statement",
  [sym_jobstate_log_statement] = "jobstate_log_statement",
  [sym__file_argument] = "_file_argument",
  [sym_dot_statement] = "dot_statement",
  [sym_dot_include] = "dot_include",
  [sym_node_status_file_statement] = "node_status_file_statement",
  [sym_set_job_attr_statement] = "set_job_attr_statement",
  [sym_env_statement] = "env_statement",
  [sym_reject_statement] = "reject_statement",
  [sym_unknown_statement] = "unknown_statement",
  [sym_node_name] = "node_name",
  [sym_splice_name] = "splice_name",
  [sym_description_name] = "description_name",
  [sym_category_name] = "category_name",
  [sym_path] = "path",
  [sym_number] = "number",
  [sym_unexpected] = "unexpected",
  [sym_argument_text] = "argument_text",
  [sym__word] = "_word",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym__node_arguments_repeat1] = "_node_arguments_repeat1",
  [aux_sym_splice_statement_repeat1] = "splice_statement_repeat1",
  [aux_sym_submit_description_statement_repeat1] = "submit_description_statement_repeat1",
  [aux_sym_submit_description_statement_repeat2] = "submit_description_statement_repeat2",
  [aux_sym_dependency_statement_repeat1] = "dependency_statement_repeat1",
  [aux_sym_dependency_statement_repeat2] = "dependency_statement_repeat2",
  [aux_sym_script_statement_repeat1] = "script_statement_repeat1",
  [aux_sym_script_command_repeat1] = "script_command_repeat1",
  [aux_sym_retry_statement_repeat1] = "retry_statement_repeat1",
  [aux_sym_abort_dag_on_statement_repeat1] = "abort_dag_on_statement_repeat1",
  [aux_sym_vars_statement_repeat1] = "vars_statement_repeat1",
  [aux_sym_tolerance_statement_repeat1] = "tolerance_statement_repeat1",
  [aux_sym_dot_statement_repeat1] = "dot_statement_repeat1",
  [aux_sym_node_status_file_statement_repeat1] = "node_status_file_statement_repeat1",
  [alias_sym_ignored] = "ignored",
  [alias_sym_unknown_command] = "unknown_command",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym__newline] = sym__newline,
  [sym_comment] = sym_comment,
  [aux_sym_job_statement_token1] = aux_sym_job_statement_token1,
  [aux_sym_final_statement_token1] = aux_sym_final_statement_token1,
  [aux_sym_provisioner_statement_token1] = aux_sym_provisioner_statement_token1,
  [aux_sym_service_statement_token1] = aux_sym_service_statement_token1,
  [aux_sym_subdag_statement_token1] = aux_sym_subdag_statement_token1,
  [aux_sym_subdag_statement_token2] = aux_sym_subdag_statement_token2,
  [aux_sym_dir_option_token1] = aux_sym_dir_option_token1,
  [aux_sym_noop_token1] = aux_sym_noop_token1,
  [aux_sym_done_token1] = aux_sym_done_token1,
  [sym_ignored_text] = sym_ignored_text,
  [aux_sym_splice_statement_token1] = aux_sym_splice_statement_token1,
  [aux_sym_submit_description_statement_token1] = aux_sym_submit_description_statement_token1,
  [aux_sym_dependency_statement_token1] = aux_sym_dependency_statement_token1,
  [aux_sym_dependency_statement_token2] = aux_sym_dependency_statement_token2,
  [aux_sym_dependency_statement_token3] = aux_sym_dependency_statement_token3,
  [aux_sym_connect_statement_token1] = aux_sym_connect_statement_token1,
  [aux_sym_pin_in_statement_token1] = aux_sym_pin_in_statement_token1,
  [aux_sym_pin_out_statement_token1] = aux_sym_pin_out_statement_token1,
  [aux_sym_script_statement_token1] = aux_sym_script_statement_token1,
  [sym_script_type] = sym_script_type,
  [aux_sym_defer_option_token1] = aux_sym_defer_option_token1,
  [aux_sym_debug_option_token1] = aux_sym_debug_option_token1,
  [aux_sym_pre_skip_statement_token1] = aux_sym_pre_skip_statement_token1,
  [aux_sym_retry_statement_token1] = aux_sym_retry_statement_token1,
  [aux_sym_unless_exit_token1] = aux_sym_unless_exit_token1,
  [aux_sym_abort_dag_on_statement_token1] = aux_sym_abort_dag_on_statement_token1,
  [aux_sym_return_option_token1] = aux_sym_return_option_token1,
  [aux_sym_vars_statement_token1] = aux_sym_vars_statement_token1,
  [aux_sym_vars_statement_token2] = aux_sym_vars_statement_token2,
  [aux_sym_vars_statement_token3] = aux_sym_vars_statement_token3,
  [anon_sym_EQ] = anon_sym_EQ,
  [sym__quoted_word] = sym_value,
  [sym_variable] = sym_variable,
  [aux_sym_priority_statement_token1] = aux_sym_priority_statement_token1,
  [aux_sym_tolerance_statement_token1] = aux_sym_tolerance_statement_token1,
  [aux_sym_tolerance_statement_token2] = aux_sym_tolerance_statement_token2,
  [aux_sym_tolerance_statement_token3] = aux_sym_tolerance_statement_token3,
  [aux_sym_category_statement_token1] = aux_sym_category_statement_token1,
  [aux_sym_maxjobs_statement_token1] = aux_sym_maxjobs_statement_token1,
  [aux_sym_save_point_file_statement_token1] = aux_sym_save_point_file_statement_token1,
  [aux_sym_include_statement_token1] = aux_sym_include_statement_token1,
  [aux_sym_config_statement_token1] = aux_sym_config_statement_token1,
  [aux_sym_jobstate_log_statement_token1] = aux_sym_jobstate_log_statement_token1,
  [aux_sym_dot_statement_token1] = aux_sym_dot_statement_token1,
  [aux_sym_dot_statement_token2] = aux_sym_dot_statement_token2,
  [aux_sym_dot_statement_token3] = aux_sym_dot_statement_token3,
  [aux_sym_dot_statement_token4] = aux_sym_dot_statement_token4,
  [aux_sym_dot_statement_token5] = aux_sym_dot_statement_token5,
  [aux_sym_node_status_file_statement_token1] = aux_sym_node_status_file_statement_token1,
  [aux_sym_node_status_file_statement_token2] = aux_sym_node_status_file_statement_token2,
  [aux_sym_set_job_attr_statement_token1] = aux_sym_set_job_attr_statement_token1,
  [aux_sym_env_statement_token1] = aux_sym_env_statement_token1,
  [aux_sym_env_statement_token2] = aux_sym_env_statement_token2,
  [aux_sym_env_statement_token3] = aux_sym_env_statement_token3,
  [aux_sym_reject_statement_token1] = aux_sym_reject_statement_token1,
  [sym__text] = sym__text,
  [sym__closed_word] = sym__closed_word,
  [sym__unclosed_word] = sym__unclosed_word,
  [sym__line_continuation] = sym__line_continuation,
  [sym_description_open] = sym_description_open,
  [sym__description_newline] = sym__description_newline,
  [sym_description_body] = sym_description_body,
  [sym_description_close] = sym_description_close,
  [sym__end_of_file] = sym__end_of_file,
  [sym__error_sentinel] = sym__error_sentinel,
  [sym_source_file] = sym_source_file,
  [sym__paragraph] = sym__paragraph,
  [sym__line_end] = sym__line_end,
  [sym__statement] = sym__statement,
  [sym_job_statement] = sym_job_statement,
  [sym_final_statement] = sym_final_statement,
  [sym_provisioner_statement] = sym_provisioner_statement,
  [sym_service_statement] = sym_service_statement,
  [sym__node_arguments] = sym__node_arguments,
  [sym_subdag_statement] = sym_subdag_statement,
  [sym__node_option] = sym__node_option,
  [sym_dir_option] = sym_dir_option,
  [sym_noop] = sym_noop,
  [sym_done] = sym_done,
  [sym_inline_description] = sym_inline_description,
  [sym_splice_statement] = sym_splice_statement,
  [sym_submit_description_statement] = sym_submit_description_statement,
  [sym_dependency_statement] = sym_dependency_statement,
  [sym_connect_statement] = sym_connect_statement,
  [sym_pin_in_statement] = sym_pin_in_statement,
  [sym_pin_out_statement] = sym_pin_out_statement,
  [sym__node_number] = sym__node_number,
  [sym_script_statement] = sym_script_statement,
  [sym_defer_option] = sym_defer_option,
  [sym_debug_option] = sym_debug_option,
  [sym_debug_stream] = sym_debug_stream,
  [sym_script_command] = sym_script_command,
  [sym_pre_skip_statement] = sym_pre_skip_statement,
  [sym_retry_statement] = sym_retry_statement,
  [sym_unless_exit] = sym_unless_exit,
  [sym_abort_dag_on_statement] = sym_abort_dag_on_statement,
  [sym_return_option] = sym_return_option,
  [sym_vars_statement] = sym_vars_statement,
  [sym_variable_assignment] = sym_variable_assignment,
  [sym_value] = sym_value,
  [sym_priority_statement] = sym_priority_statement,
  [sym_tolerance_statement] = sym_tolerance_statement,
  [sym_done_statement] = sym_done_statement,
  [sym_category_statement] = sym_category_statement,
  [sym_maxjobs_statement] = sym_maxjobs_statement,
  [sym_save_point_file_statement] = sym_save_point_file_statement,
  [sym_include_statement] = sym_include_statement,
  [sym_config_statement] = sym_config_statement,
  [sym_jobstate_log_statement] = sym_jobstate_log_statement,
  [sym__file_argument] = sym__file_argument,
  [sym_dot_statement] = sym_dot_statement,
  [sym_dot_include] = sym_dot_include,
  [sym_node_status_file_statement] = sym_node_status_file_statement,
  [sym_set_job_attr_statement] = sym_set_job_attr_statement,
  [sym_env_statement] = sym_env_statement,
  [sym_reject_statement] = sym_reject_statement,
  [sym_unknown_statement] = sym_unknown_statement,
  [sym_node_name] = sym_node_name,
  [sym_splice_name] = sym_splice_name,
  [sym_description_name] = sym_description_name,
  [sym_category_name] = sym_category_name,
  [sym_path] = sym_path,
  [sym_number] = sym_number,
  [sym_unexpected] = sym_unexpected,
  [sym_argument_text] = sym_argument_text,
  [sym__word] = sym__word,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym__node_arguments_repeat1] = aux_sym__node_arguments_repeat1,
  [aux_sym_splice_statement_repeat1] = aux_sym_splice_statement_repeat1,
  [aux_sym_submit_description_statement_repeat1] = aux_sym_submit_description_statement_repeat1,
  [aux_sym_submit_description_statement_repeat2] = aux_sym_submit_description_statement_repeat2,
  [aux_sym_dependency_statement_repeat1] = aux_sym_dependency_statement_repeat1,
  [aux_sym_dependency_statement_repeat2] = aux_sym_dependency_statement_repeat2,
  [aux_sym_script_statement_repeat1] = aux_sym_script_statement_repeat1,
  [aux_sym_script_command_repeat1] = aux_sym_script_command_repeat1,
  [aux_sym_retry_statement_repeat1] = aux_sym_retry_statement_repeat1,
  [aux_sym_abort_dag_on_statement_repeat1] = aux_sym_abort_dag_on_statement_repeat1,
  [aux_sym_vars_statement_repeat1] = aux_sym_vars_statement_repeat1,
  [aux_sym_tolerance_statement_repeat1] = aux_sym_tolerance_statement_repeat1,
  [aux_sym_dot_statement_repeat1] = aux_sym_dot_statement_repeat1,
  [aux_sym_node_status_file_statement_repeat1] = aux_sym_node_status_file_statement_repeat1,
  [alias_sym_ignored] = alias_sym_ignored,
  [alias_sym_unknown_command] = alias_sym_unknown_command,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym__newline] = {
    .visible = false,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_job_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_final_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_provisioner_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_service_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_subdag_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_subdag_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dir_option_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_noop_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_done_token1] = {
    .visible = true,
    .named = false,
  },
  [sym_ignored_text] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_splice_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_submit_description_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dependency_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dependency_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dependency_statement_token3] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_connect_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_pin_in_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_pin_out_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_script_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [sym_script_type] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_defer_option_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_debug_option_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_pre_skip_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_retry_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_unless_exit_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_abort_dag_on_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_return_option_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_vars_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_vars_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_vars_statement_token3] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_EQ] = {
    .visible = true,
    .named = false,
  },
  [sym__quoted_word] = {
    .visible = true,
    .named = true,
  },
  [sym_variable] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_priority_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_tolerance_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_tolerance_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_tolerance_statement_token3] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_category_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_maxjobs_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_save_point_file_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_include_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_config_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_jobstate_log_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dot_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dot_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dot_statement_token3] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dot_statement_token4] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_dot_statement_token5] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_node_status_file_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_node_status_file_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_set_job_attr_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_env_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_env_statement_token2] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_env_statement_token3] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_reject_statement_token1] = {
    .visible = true,
    .named = false,
  },
  [sym__text] = {
    .visible = false,
    .named = true,
  },
  [sym__closed_word] = {
    .visible = false,
    .named = true,
  },
  [sym__unclosed_word] = {
    .visible = false,
    .named = true,
  },
  [sym__line_continuation] = {
    .visible = false,
    .named = true,
  },
  [sym_description_open] = {
    .visible = true,
    .named = true,
  },
  [sym__description_newline] = {
    .visible = false,
    .named = true,
  },
  [sym_description_body] = {
    .visible = true,
    .named = true,
  },
  [sym_description_close] = {
    .visible = true,
    .named = true,
  },
  [sym__end_of_file] = {
    .visible = false,
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
  [sym__paragraph] = {
    .visible = false,
    .named = true,
  },
  [sym__line_end] = {
    .visible = false,
    .named = true,
  },
  [sym__statement] = {
    .visible = false,
    .named = true,
  },
  [sym_job_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_final_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_provisioner_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_service_statement] = {
    .visible = true,
    .named = true,
  },
  [sym__node_arguments] = {
    .visible = false,
    .named = true,
  },
  [sym_subdag_statement] = {
    .visible = true,
    .named = true,
  },
  [sym__node_option] = {
    .visible = false,
    .named = true,
  },
  [sym_dir_option] = {
    .visible = true,
    .named = true,
  },
  [sym_noop] = {
    .visible = true,
    .named = true,
  },
  [sym_done] = {
    .visible = true,
    .named = true,
  },
  [sym_inline_description] = {
    .visible = true,
    .named = true,
  },
  [sym_splice_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_submit_description_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_dependency_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_connect_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_pin_in_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_pin_out_statement] = {
    .visible = true,
    .named = true,
  },
  [sym__node_number] = {
    .visible = false,
    .named = true,
  },
  [sym_script_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_defer_option] = {
    .visible = true,
    .named = true,
  },
  [sym_debug_option] = {
    .visible = true,
    .named = true,
  },
  [sym_debug_stream] = {
    .visible = true,
    .named = true,
  },
  [sym_script_command] = {
    .visible = true,
    .named = true,
  },
  [sym_pre_skip_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_retry_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_unless_exit] = {
    .visible = true,
    .named = true,
  },
  [sym_abort_dag_on_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_return_option] = {
    .visible = true,
    .named = true,
  },
  [sym_vars_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_variable_assignment] = {
    .visible = true,
    .named = true,
  },
  [sym_value] = {
    .visible = true,
    .named = true,
  },
  [sym_priority_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_tolerance_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_done_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_category_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_maxjobs_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_save_point_file_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_include_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_config_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_jobstate_log_statement] = {
    .visible = true,
    .named = true,
  },
  [sym__file_argument] = {
    .visible = false,
    .named = true,
  },
  [sym_dot_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_dot_include] = {
    .visible = true,
    .named = true,
  },
  [sym_node_status_file_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_set_job_attr_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_env_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_reject_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_unknown_statement] = {
    .visible = true,
    .named = true,
  },
  [sym_node_name] = {
    .visible = true,
    .named = true,
  },
  [sym_splice_name] = {
    .visible = true,
    .named = true,
  },
  [sym_description_name] = {
    .visible = true,
    .named = true,
  },
  [sym_category_name] = {
    .visible = true,
    .named = true,
  },
  [sym_path] = {
    .visible = true,
    .named = true,
  },
  [sym_number] = {
    .visible = true,
    .named = true,
  },
  [sym_unexpected] = {
    .visible = true,
    .named = true,
  },
  [sym_argument_text] = {
    .visible = true,
    .named = true,
  },
  [sym__word] = {
    .visible = false,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__node_arguments_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_splice_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_submit_description_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_submit_description_statement_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_dependency_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_dependency_statement_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_script_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_script_command_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_retry_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_abort_dag_on_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_vars_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_tolerance_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_dot_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_node_status_file_statement_repeat1] = {
    .visible = false,
    .named = false,
  },
  [alias_sym_ignored] = {
    .visible = true,
    .named = true,
  },
  [alias_sym_unknown_command] = {
    .visible = true,
    .named = true,
  },
};

enum ts_field_identifiers {
  field_action = 1,
  field_attribute = 2,
  field_body = 3,
  field_category = 4,
  field_child = 5,
  field_close = 6,
  field_code = 7,
  field_command = 8,
  field_count = 9,
  field_dag = 10,
  field_directory = 11,
  field_file = 12,
  field_ignored = 13,
  field_keyword = 14,
  field_name = 15,
  field_node = 16,
  field_open = 17,
  field_parent = 18,
  field_placement = 19,
  field_status = 20,
  field_stream = 21,
  field_submit = 22,
  field_time = 23,
  field_type = 24,
  field_value = 25,
  field_variables = 26,
  field_weak = 27,
};

static const char * const ts_field_names[] = {
  [0] = NULL,
  [field_action] = "action",
  [field_attribute] = "attribute",
  [field_body] = "body",
  [field_category] = "category",
  [field_child] = "child",
  [field_close] = "close",
  [field_code] = "code",
  [field_command] = "command",
  [field_count] = "count",
  [field_dag] = "dag",
  [field_directory] = "directory",
  [field_file] = "file",
  [field_ignored] = "ignored",
  [field_keyword] = "keyword",
  [field_name] = "name",
  [field_node] = "node",
  [field_open] = "open",
  [field_parent] = "parent",
  [field_placement] = "placement",
  [field_status] = "status",
  [field_stream] = "stream",
  [field_submit] = "submit",
  [field_time] = "time",
  [field_type] = "type",
  [field_value] = "value",
  [field_variables] = "variables",
  [field_weak] = "weak",
};

static const TSFieldMapSlice ts_field_map_slices[PRODUCTION_ID_COUNT] = {
  [1] = {.index = 0, .length = 1},
  [2] = {.index = 1, .length = 1},
  [3] = {.index = 2, .length = 2},
  [4] = {.index = 4, .length = 1},
  [5] = {.index = 5, .length = 1},
  [6] = {.index = 6, .length = 1},
  [7] = {.index = 7, .length = 1},
  [8] = {.index = 8, .length = 2},
  [9] = {.index = 10, .length = 1},
  [10] = {.index = 11, .length = 2},
  [11] = {.index = 13, .length = 1},
  [12] = {.index = 14, .length = 1},
  [13] = {.index = 15, .length = 1},
  [14] = {.index = 16, .length = 1},
  [15] = {.index = 17, .length = 1},
  [16] = {.index = 18, .length = 1},
  [17] = {.index = 19, .length = 1},
  [18] = {.index = 20, .length = 1},
  [19] = {.index = 21, .length = 1},
  [20] = {.index = 22, .length = 2},
  [21] = {.index = 24, .length = 1},
  [22] = {.index = 25, .length = 2},
  [23] = {.index = 27, .length = 2},
  [24] = {.index = 29, .length = 1},
  [25] = {.index = 30, .length = 2},
  [26] = {.index = 32, .length = 2},
  [27] = {.index = 34, .length = 1},
  [28] = {.index = 35, .length = 2},
  [29] = {.index = 37, .length = 2},
  [30] = {.index = 39, .length = 1},
  [31] = {.index = 40, .length = 1},
  [32] = {.index = 41, .length = 2},
  [33] = {.index = 43, .length = 2},
  [34] = {.index = 45, .length = 2},
  [36] = {.index = 47, .length = 2},
  [37] = {.index = 49, .length = 2},
  [38] = {.index = 51, .length = 2},
  [39] = {.index = 53, .length = 2},
  [40] = {.index = 55, .length = 2},
  [41] = {.index = 57, .length = 2},
  [42] = {.index = 59, .length = 2},
  [44] = {.index = 61, .length = 2},
  [45] = {.index = 63, .length = 2},
  [46] = {.index = 65, .length = 3},
  [47] = {.index = 68, .length = 2},
  [48] = {.index = 70, .length = 3},
  [49] = {.index = 73, .length = 2},
  [50] = {.index = 75, .length = 2},
  [51] = {.index = 77, .length = 2},
  [52] = {.index = 79, .length = 1},
  [53] = {.index = 80, .length = 2},
  [54] = {.index = 82, .length = 2},
  [55] = {.index = 84, .length = 1},
  [56] = {.index = 85, .length = 3},
  [57] = {.index = 88, .length = 3},
  [58] = {.index = 91, .length = 1},
  [59] = {.index = 92, .length = 2},
  [60] = {.index = 94, .length = 3},
  [61] = {.index = 97, .length = 3},
  [62] = {.index = 100, .length = 4},
};

static const TSFieldMapEntry ts_field_map_entries[] = {
  [0] =
    {field_weak, 0},
  [1] =
    {field_keyword, 0},
  [2] =
    {field_name, 1, .inherited = true},
    {field_submit, 1, .inherited = true},
  [4] =
    {field_name, 0},
  [5] =
    {field_name, 1},
  [6] =
    {field_node, 1},
  [7] =
    {field_parent, 0},
  [8] =
    {field_parent, 1, .inherited = true},
    {field_weak, 0},
  [10] =
    {field_parent, 1, .inherited = true},
  [11] =
    {field_node, 1, .inherited = true},
    {field_value, 1, .inherited = true},
  [13] =
    {field_node, 0},
  [14] =
    {field_type, 1},
  [15] =
    {field_category, 1},
  [16] =
    {field_file, 1, .inherited = true},
  [17] =
    {field_file, 0},
  [18] =
    {field_file, 1},
  [19] =
    {field_attribute, 1},
  [20] =
    {field_action, 1},
  [21] =
    {field_open, 0},
  [22] =
    {field_name, 0},
    {field_submit, 1},
  [24] =
    {field_name, 2},
  [25] =
    {field_dag, 2},
    {field_name, 1},
  [27] =
    {field_parent, 2, .inherited = true},
    {field_weak, 0},
  [29] =
    {field_child, 0},
  [30] =
    {field_child, 2, .inherited = true},
    {field_weak, 0},
  [32] =
    {field_parent, 0, .inherited = true},
    {field_parent, 1, .inherited = true},
  [34] =
    {field_child, 2, .inherited = true},
  [35] =
    {field_node, 0},
    {field_value, 1},
  [37] =
    {field_node, 2},
    {field_type, 1},
  [39] =
    {field_status, 1},
  [40] =
    {field_type, 2},
  [41] =
    {field_count, 2},
    {field_node, 1},
  [43] =
    {field_node, 1},
    {field_status, 2},
  [45] =
    {field_node, 1},
    {field_placement, 2},
  [47] =
    {field_node, 1},
    {field_value, 2},
  [49] =
    {field_category, 2},
    {field_node, 1},
  [51] =
    {field_category, 1},
    {field_value, 2},
  [53] =
    {field_file, 2},
    {field_node, 1},
  [55] =
    {field_action, 1},
    {field_variables, 2},
  [57] =
    {field_ignored, 1},
    {field_open, 0},
  [59] =
    {field_dag, 3},
    {field_name, 2},
  [61] =
    {field_child, 3, .inherited = true},
    {field_weak, 0},
  [63] =
    {field_child, 0, .inherited = true},
    {field_child, 1, .inherited = true},
  [65] =
    {field_child, 3, .inherited = true},
    {field_parent, 1, .inherited = true},
    {field_weak, 0},
  [68] =
    {field_child, 3, .inherited = true},
    {field_parent, 1, .inherited = true},
  [70] =
    {field_command, 3},
    {field_node, 2},
    {field_type, 1},
  [73] =
    {field_status, 1},
    {field_time, 2},
  [75] =
    {field_file, 1},
    {field_stream, 2},
  [77] =
    {field_node, 3},
    {field_type, 2},
  [79] =
    {field_value, 1},
  [80] =
    {field_name, 0},
    {field_value, 1},
  [82] =
    {field_close, 2},
    {field_open, 0},
  [84] =
    {field_directory, 1},
  [85] =
    {field_child, 4, .inherited = true},
    {field_parent, 2, .inherited = true},
    {field_weak, 0},
  [88] =
    {field_command, 4},
    {field_node, 3},
    {field_type, 2},
  [91] =
    {field_code, 1},
  [92] =
    {field_name, 0},
    {field_value, 2},
  [94] =
    {field_body, 2},
    {field_close, 3},
    {field_open, 0},
  [97] =
    {field_close, 3},
    {field_ignored, 1},
    {field_open, 0},
  [100] =
    {field_body, 3},
    {field_close, 4},
    {field_ignored, 1},
    {field_open, 0},
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
  [2] = {
    [0] = alias_sym_unknown_command,
  },
  [35] = {
    [0] = sym_unexpected,
  },
  [43] = {
    [0] = alias_sym_ignored,
  },
};

static const uint16_t ts_non_terminal_alias_map[] = {
  sym__word, 3,
    sym__word,
    alias_sym_ignored,
    alias_sym_unknown_command,
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
  [11] = 11,
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
  [28] = 28,
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
  [62] = 62,
  [63] = 63,
  [64] = 64,
  [65] = 65,
  [66] = 66,
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
  [99] = 99,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 103,
  [104] = 104,
  [105] = 105,
  [106] = 106,
  [107] = 107,
  [108] = 108,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 112,
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
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 131,
  [132] = 132,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 52,
  [139] = 60,
  [140] = 140,
  [141] = 59,
  [142] = 58,
  [143] = 58,
  [144] = 60,
  [145] = 60,
  [146] = 146,
  [147] = 147,
  [148] = 60,
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
  [159] = 159,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 164,
  [165] = 165,
  [166] = 166,
  [167] = 167,
  [168] = 168,
  [169] = 169,
  [170] = 170,
  [171] = 54,
  [172] = 172,
  [173] = 173,
  [174] = 174,
  [175] = 175,
  [176] = 137,
  [177] = 177,
  [178] = 178,
  [179] = 59,
  [180] = 60,
  [181] = 60,
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
  [192] = 60,
  [193] = 140,
  [194] = 66,
  [195] = 195,
  [196] = 129,
  [197] = 60,
  [198] = 140,
  [199] = 58,
  [200] = 137,
  [201] = 201,
  [202] = 202,
  [203] = 137,
  [204] = 204,
  [205] = 59,
  [206] = 58,
  [207] = 207,
  [208] = 59,
  [209] = 137,
  [210] = 59,
  [211] = 60,
  [212] = 60,
  [213] = 60,
  [214] = 214,
  [215] = 215,
  [216] = 58,
  [217] = 140,
  [218] = 218,
  [219] = 59,
  [220] = 128,
  [221] = 132,
  [222] = 133,
  [223] = 134,
  [224] = 224,
  [225] = 225,
  [226] = 137,
  [227] = 227,
  [228] = 228,
  [229] = 60,
  [230] = 230,
  [231] = 60,
  [232] = 232,
  [233] = 59,
  [234] = 234,
  [235] = 235,
  [236] = 236,
  [237] = 237,
  [238] = 140,
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
  [268] = 263,
  [269] = 262,
  [270] = 270,
  [271] = 271,
  [272] = 272,
  [273] = 272,
  [274] = 270,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(305);
      ADVANCE_MAP(
        '\n', 306,
        '"', 707,
        '#', 308,
        '\'', 710,
        '/', 23,
        '=', 359,
        '\\', 22,
        'A', 61,
        'a', 61,
        'C', 38,
        'c', 38,
        'D', 81,
        'd', 81,
        'E', 167,
        'e', 167,
        'F', 52,
        'f', 52,
        'G', 97,
        'g', 97,
        'H', 176,
        'h', 176,
        'I', 159,
        'i', 159,
        'J', 177,
        'j', 177,
        'M', 39,
        'm', 39,
        'N', 178,
        'n', 178,
        'O', 259,
        'o', 259,
        'P', 43,
        'p', 43,
        'R', 82,
        'r', 82,
        'S', 51,
        's', 51,
        'T', 179,
        't', 179,
        'U', 168,
        'u', 168,
        'V', 44,
        'v', 44,
        'W', 42,
        'w', 42,
        0x0b, 1,
        '\f', 1,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      if (lookahead != 0) ADVANCE(273);
      END_STATE();
    case 1:
      ADVANCE_MAP(
        '\n', 306,
        '"', 707,
        '#', 308,
        '\'', 710,
        '/', 23,
        '=', 359,
        '\\', 22,
        'A', 61,
        'a', 61,
        'C', 38,
        'c', 38,
        'D', 81,
        'd', 81,
        'E', 167,
        'e', 167,
        'F', 52,
        'f', 52,
        'G', 97,
        'g', 97,
        'H', 176,
        'h', 176,
        'I', 159,
        'i', 159,
        'J', 177,
        'j', 177,
        'M', 39,
        'm', 39,
        'N', 178,
        'n', 178,
        'O', 259,
        'o', 259,
        'P', 43,
        'p', 43,
        'R', 82,
        'r', 82,
        'S', 51,
        's', 51,
        'T', 179,
        't', 179,
        'U', 168,
        'u', 168,
        'V', 44,
        'v', 44,
        'W', 42,
        'w', 42,
        0x0b, 1,
        '\f', 1,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (lookahead != 0) ADVANCE(273);
      END_STATE();
    case 2:
      ADVANCE_MAP(
        '\n', 306,
        '"', 363,
        '\'', 364,
        '=', 358,
        '\\', 367,
        'A', 377,
        'a', 377,
        'P', 380,
        'p', 380,
        0x0b, 365,
        '\f', 365,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0) ADVANCE(381);
      END_STATE();
    case 3:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(363);
      if (lookahead == '\'') ADVANCE(364);
      if (lookahead == '=') ADVANCE(358);
      if (lookahead == '\\') ADVANCE(367);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(366);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (lookahead != 0) ADVANCE(381);
      END_STATE();
    case 4:
      ADVANCE_MAP(
        '\n', 306,
        '"', 333,
        '\'', 334,
        '\\', 332,
        'D', 325,
        'd', 325,
        'N', 328,
        'n', 328,
        0x0b, 323,
        '\f', 323,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (lookahead != 0) ADVANCE(332);
      END_STATE();
    case 5:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(333);
      if (lookahead == '\'') ADVANCE(334);
      if (lookahead == '\\') ADVANCE(332);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(331);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(332);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '=') ADVANCE(360);
      if (lookahead == '\\') ADVANCE(705);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(408);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(6);
      if (lookahead != 0) ADVANCE(409);
      END_STATE();
    case 7:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(563);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(410);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(7);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '\'', 712,
        '\\', 706,
        'C', 530,
        'c', 530,
        'P', 442,
        'p', 442,
        0x0b, 411,
        '\f', 411,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(8);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 9:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(530);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(412);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(9);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '\'', 712,
        '\\', 706,
        'D', 543,
        'd', 543,
        'N', 607,
        'n', 607,
        0x0b, 413,
        '\f', 413,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(10);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 11:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(544);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(414);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(11);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 12:
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '\'', 712,
        '\\', 706,
        'D', 609,
        'd', 609,
        'I', 578,
        'i', 578,
        'O', 691,
        'o', 691,
        'U', 616,
        'u', 616,
        0x0b, 415,
        '\f', 415,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(12);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 13:
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '\'', 712,
        '\\', 706,
        'D', 499,
        'd', 499,
        'H', 601,
        'h', 601,
        'P', 603,
        'p', 603,
        0x0b, 416,
        '\f', 416,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(13);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 14:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(699);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(417);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(14);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 15:
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '\'', 712,
        '\\', 706,
        'F', 454,
        'f', 454,
        'W', 458,
        'w', 458,
        0x0b, 418,
        '\f', 418,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(15);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 16:
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '\'', 712,
        '\\', 706,
        'G', 515,
        'g', 515,
        'S', 516,
        's', 516,
        0x0b, 419,
        '\f', 419,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(16);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 17:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(514);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(420);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(17);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 18:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(590);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(421);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(18);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 19:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(422);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(19);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 20:
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(404);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(20);
      if (lookahead != 0) ADVANCE(405);
      END_STATE();
    case 21:
      if (lookahead == '"') ADVANCE(361);
      if (lookahead == '\\') ADVANCE(296);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(21);
      END_STATE();
    case 22:
      if (lookahead == '"') ADVANCE(274);
      if (lookahead == '\'') ADVANCE(282);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 23:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '/') ADVANCE(308);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 24:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(357);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r') ADVANCE(273);
      END_STATE();
    case 25:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(131);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 26:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(189);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 27:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(115);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 28:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(116);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 29:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(192);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 30:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(257);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 31:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(154);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 32:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(99);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 33:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(223);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 34:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(76);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 35:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(78);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 36:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(186);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 37:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(117);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 38:
      ADVANCE_MAP(
        '"', 708,
        '\'', 711,
        '\\', 22,
        'A', 238,
        'a', 238,
        'H', 135,
        'h', 135,
        'O', 160,
        'o', 160,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 39:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(267);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 40:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(146);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 41:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(272);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 42:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(127);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(40);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 43:
      ADVANCE_MAP(
        '"', 708,
        '\'', 711,
        '\\', 22,
        'A', 211,
        'a', 211,
        'I', 162,
        'i', 162,
        'O', 218,
        'o', 218,
        'R', 83,
        'r', 83,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 44:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(201);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 45:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(120);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 46:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(122);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 47:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(147);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 48:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(148);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 49:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(239);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 50:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(173);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 51:
      ADVANCE_MAP(
        '"', 708,
        '\'', 711,
        '\\', 22,
        'A', 261,
        'a', 261,
        'C', 203,
        'c', 203,
        'E', 209,
        'e', 209,
        'P', 153,
        'p', 153,
        'U', 60,
        'u', 60,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 52:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(128);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(170);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 53:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(242);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 54:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(224);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 55:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(245);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 56:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(247);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 57:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(248);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 58:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(253);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(106);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 59:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(314);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 60:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(75);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 61:
      ADVANCE_MAP(
        '"', 708,
        '\'', 711,
        '\\', 22,
        'B', 181,
        'b', 181,
        'L', 264,
        'l', 264,
        'P', 191,
        'p', 191,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 62:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(217);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 63:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(150);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 64:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(231);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 65:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(86);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 66:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(233);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 67:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(89);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 68:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(91);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 69:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(210);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 70:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 71:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(342);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 72:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(24);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 73:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(101);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(190);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 74:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(53);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 75:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(45);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(139);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 76:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(46);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 77:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(88);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 78:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(107);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 79:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(56);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 80:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(57);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 81:
      ADVANCE_MAP(
        '"', 708,
        '\'', 711,
        '\\', 22,
        'E', 58,
        'e', 58,
        'I', 197,
        'i', 197,
        'O', 161,
        'o', 161,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 82:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(145);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 83:
      ADVANCE_MAP(
        '"', 708,
        '\'', 711,
        '\\', 22,
        'E', 347,
        'e', 347,
        'I', 185,
        'i', 185,
        'O', 260,
        'o', 260,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 84:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(123);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 85:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(322);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(26);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 86:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(338);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 87:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(393);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 88:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(389);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 89:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(317);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 90:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(395);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 91:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(383);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 92:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(394);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 93:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(398);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 94:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(396);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 95:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(388);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 96:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(397);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 97:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(227);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 98:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(64);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 99:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(268);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 100:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(225);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 101:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(33);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 102:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(169);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 103:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(29);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 104:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(171);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 105:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(200);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 106:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(198);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 107:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(219);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 108:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(213);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 109:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(31);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 110:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(208);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 111:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(199);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 112:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(66);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 113:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(215);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 114:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(126);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(112);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 115:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(54);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 116:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(138);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 117:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(140);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 118:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(349);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 119:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(390);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 120:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(318);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 121:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(391);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 122:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(36);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 123:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(188);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 124:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(193);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 125:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(65);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 126:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(119);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 127:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(229);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 128:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(152);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 129:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(221);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 130:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(183);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 131:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(163);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(255);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 132:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(174);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 133:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(237);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 134:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(236);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 135:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(151);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 136:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(194);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 137:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(67);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 138:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(156);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 139:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(241);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 140:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(157);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 141:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(187);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 142:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(246);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 143:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(249);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 144:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(180);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 145:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(98);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(202);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 146:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(340);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 147:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(315);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 148:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 149:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(70);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 150:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(254);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 151:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(71);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 152:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(27);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 153:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(125);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 154:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(182);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 155:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(100);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 156:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(95);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 157:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(96);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 158:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(110);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 159:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(63);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 160:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(114);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 161:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(85);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(392);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 162:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(25);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 163:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(344);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 164:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(354);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 165:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(353);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 166:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(339);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 167:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(258);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(251);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 168:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(155);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(74);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 169:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(72);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 170:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(47);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 171:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(230);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 172:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(48);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 173:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(68);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 174:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(244);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 175:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(111);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 176:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(149);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 177:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(59);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 178:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(73);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 179:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(158);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 180:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(62);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 181:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(205);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 182:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(121);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 183:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(175);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 184:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(132);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 185:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(212);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 186:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(165);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 187:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(166);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 188:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(204);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 189:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(263);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(195);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 190:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(321);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 191:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(102);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 192:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(184);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 193:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(232);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 194:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(250);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 195:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(79);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 196:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(80);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 197:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(320);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 198:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(348);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 199:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(316);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 200:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(265);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 201:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(216);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 202:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(269);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(207);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 203:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(124);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 204:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(270);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 205:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(240);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 206:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(142);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 207:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(164);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 208:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(50);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 209:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(262);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(401);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 210:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(136);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 211:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(104);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 212:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(133);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 213:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(172);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 214:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(143);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 215:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(266);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 216:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(355);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 217:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(387);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 218:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(228);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 219:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(69);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 220:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(30);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 221:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(130);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 222:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(32);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 223:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(243);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 224:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(235);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 225:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(222);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 226:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(37);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 227:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(402);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 228:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 229:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(385);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 230:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(341);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 231:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(403);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 232:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(346);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 233:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(343);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 234:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(345);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 235:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(384);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 236:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(352);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 237:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(271);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 238:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(84);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 239:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(256);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 240:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(34);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 241:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(35);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 242:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(87);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 243:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(49);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 244:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(28);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 245:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(109);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 246:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(90);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 247:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(92);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 248:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(93);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 249:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(94);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 250:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(141);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 251:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(108);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 252:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(55);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 253:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(118);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 254:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(77);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 255:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(234);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 256:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(226);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 257:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(196);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 258:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(400);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 259:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(105);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 260:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(129);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 261:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(103);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 262:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(137);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 263:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(113);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 264:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(41);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 265:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(206);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 266:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(214);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 267:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(144);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 268:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(134);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 269:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(351);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 270:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(386);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 271:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(382);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 272:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(220);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 273:
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 274:
      if (lookahead == '"') ADVANCE(273);
      if (lookahead == '\\') ADVANCE(290);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(274);
      END_STATE();
    case 275:
      if (lookahead == '"') ADVANCE(362);
      if (lookahead == '\\') ADVANCE(302);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(275);
      END_STATE();
    case 276:
      if (lookahead == '"') ADVANCE(21);
      if (lookahead == '\'') ADVANCE(281);
      if (lookahead == '\\') ADVANCE(276);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(361);
      END_STATE();
    case 277:
      if (lookahead == '"') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(300);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(277);
      END_STATE();
    case 278:
      if (lookahead == '"') ADVANCE(277);
      if (lookahead == '\'') ADVANCE(284);
      if (lookahead == '=') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(278);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(409);
      END_STATE();
    case 279:
      if (lookahead == '"') ADVANCE(277);
      if (lookahead == '\'') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 280:
      if (lookahead == '"') ADVANCE(275);
      if (lookahead == '\'') ADVANCE(283);
      if (lookahead == '\\') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(362);
      END_STATE();
    case 281:
      if (lookahead == '\'') ADVANCE(361);
      if (lookahead == '\\') ADVANCE(297);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(281);
      END_STATE();
    case 282:
      if (lookahead == '\'') ADVANCE(273);
      if (lookahead == '\\') ADVANCE(291);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(282);
      END_STATE();
    case 283:
      if (lookahead == '\'') ADVANCE(362);
      if (lookahead == '\\') ADVANCE(303);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(283);
      END_STATE();
    case 284:
      if (lookahead == '\'') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(301);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 285:
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 286:
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(287);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(405);
      END_STATE();
    case 287:
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(287);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\\') ADVANCE(405);
      END_STATE();
    case 288:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(707);
      END_STATE();
    case 289:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(710);
      END_STATE();
    case 290:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(274);
      END_STATE();
    case 291:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(282);
      END_STATE();
    case 292:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(363);
      END_STATE();
    case 293:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(364);
      END_STATE();
    case 294:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(708);
      END_STATE();
    case 295:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(711);
      END_STATE();
    case 296:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(21);
      END_STATE();
    case 297:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(281);
      END_STATE();
    case 298:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(709);
      END_STATE();
    case 299:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(712);
      END_STATE();
    case 300:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(277);
      END_STATE();
    case 301:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(284);
      END_STATE();
    case 302:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(275);
      END_STATE();
    case 303:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(283);
      END_STATE();
    case 304:
      if (eof) ADVANCE(305);
      ADVANCE_MAP(
        '\n', 306,
        '"', 709,
        '#', 308,
        '\'', 712,
        '/', 407,
        '\\', 706,
        'A', 464,
        'a', 464,
        'C', 439,
        'c', 439,
        'D', 591,
        'd', 591,
        'E', 577,
        'e', 577,
        'F', 535,
        'f', 535,
        'I', 578,
        'i', 578,
        'J', 593,
        'j', 593,
        'M', 440,
        'm', 440,
        'N', 592,
        'n', 592,
        'P', 441,
        'p', 441,
        'R', 497,
        'r', 497,
        'S', 444,
        's', 444,
        'T', 594,
        't', 594,
        'V', 445,
        'v', 445,
        'W', 503,
        'w', 503,
        0x0b, 406,
        '\f', 406,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(304);
      if (lookahead != 0) ADVANCE(704);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '"') ADVANCE(308);
      if (lookahead == '\\') ADVANCE(310);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(307);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '"') ADVANCE(307);
      if (lookahead == '\'') ADVANCE(309);
      if (lookahead == '\\') ADVANCE(308);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(312);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(308);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\'') ADVANCE(308);
      if (lookahead == '\\') ADVANCE(311);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(309);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(307);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(309);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(312);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(aux_sym_job_statement_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(667);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(aux_sym_job_statement_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(252);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(aux_sym_final_statement_token1);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym_provisioner_statement_token1);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(aux_sym_service_statement_token1);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(aux_sym_subdag_statement_token1);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym_subdag_statement_token2);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym_dir_option_token1);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym_noop_token1);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym_done_token1);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'D', 325,
        'd', 325,
        'N', 328,
        'n', 328,
        0x0b, 323,
        '\f', 323,
        '\t', 323,
        '\r', 323,
        ' ', 323,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(332);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'E', 322,
        'e', 322,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'I', 330,
        'i', 330,
        'O', 326,
        'o', 326,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'N', 324,
        'n', 324,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'O', 329,
        'o', 329,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'O', 327,
        'o', 327,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'P', 321,
        'p', 321,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 333,
        '\'', 334,
        '\\', 332,
        'R', 320,
        'r', 320,
        '\t', 337,
        '\r', 337,
        ' ', 337,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(333);
      if (lookahead == '\'') ADVANCE(334);
      if (lookahead == '\\') ADVANCE(332);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(331);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(331);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(332);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(333);
      if (lookahead == '\'') ADVANCE(334);
      if (lookahead == '\\') ADVANCE(332);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(337);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(332);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(332);
      if (lookahead == '\\') ADVANCE(335);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\'') ADVANCE(332);
      if (lookahead == '\\') ADVANCE(336);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(334);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(333);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(334);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(337);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(aux_sym_splice_statement_token1);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(aux_sym_submit_description_statement_token1);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token1);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token2);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token3);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(aux_sym_connect_statement_token1);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(aux_sym_pin_in_statement_token1);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(aux_sym_pin_out_statement_token1);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(aux_sym_script_statement_token1);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_script_type);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(aux_sym_defer_option_token1);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(aux_sym_debug_option_token1);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(aux_sym_pre_skip_statement_token1);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(aux_sym_retry_statement_token1);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(aux_sym_unless_exit_token1);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(aux_sym_abort_dag_on_statement_token1);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(aux_sym_return_option_token1);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(aux_sym_vars_statement_token1);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(aux_sym_vars_statement_token2);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(aux_sym_vars_statement_token3);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(anon_sym_EQ);
      if (lookahead == '"') ADVANCE(708);
      if (lookahead == '\'') ADVANCE(711);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(273);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(anon_sym_EQ);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(sym__quoted_word);
      if (lookahead == '"') ADVANCE(707);
      if (lookahead == '\'') ADVANCE(710);
      if (lookahead == '\\') ADVANCE(276);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(361);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(sym__quoted_word);
      if (lookahead == '"') ADVANCE(363);
      if (lookahead == '\'') ADVANCE(364);
      if (lookahead == '\\') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(362);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(sym__quoted_word);
      if (lookahead == '"') ADVANCE(362);
      if (lookahead == '\\') ADVANCE(292);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(363);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(sym__quoted_word);
      if (lookahead == '\'') ADVANCE(362);
      if (lookahead == '\\') ADVANCE(293);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(364);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(sym_variable);
      ADVANCE_MAP(
        '\n', 306,
        '=', 358,
        '\\', 367,
        'A', 377,
        'a', 377,
        'P', 380,
        'p', 380,
        0x0b, 365,
        '\f', 365,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(381);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(306);
      if (lookahead == '=') ADVANCE(358);
      if (lookahead == '\\') ADVANCE(367);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(366);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(381);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(367);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(357);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(356);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(368);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(369);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(375);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(376);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(379);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(370);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(371);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(378);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(372);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(373);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(374);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(285);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(381);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(aux_sym_priority_statement_token1);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token1);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token2);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token3);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(aux_sym_category_statement_token1);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(aux_sym_maxjobs_statement_token1);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(aux_sym_save_point_file_statement_token1);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(aux_sym_include_statement_token1);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(aux_sym_config_statement_token1);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(aux_sym_jobstate_log_statement_token1);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(aux_sym_dot_statement_token1);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(aux_sym_dot_statement_token2);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(aux_sym_dot_statement_token3);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(aux_sym_dot_statement_token4);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(aux_sym_dot_statement_token5);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(aux_sym_node_status_file_statement_token1);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(aux_sym_node_status_file_statement_token2);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(aux_sym_set_job_attr_statement_token1);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(aux_sym_env_statement_token1);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(aux_sym_env_statement_token2);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(aux_sym_env_statement_token3);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(aux_sym_reject_statement_token1);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(sym__text);
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(404);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(404);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(405);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(sym__text);
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(405);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '#', 308,
        '\'', 712,
        '/', 407,
        '\\', 706,
        'A', 464,
        'a', 464,
        'C', 439,
        'c', 439,
        'D', 591,
        'd', 591,
        'E', 577,
        'e', 577,
        'F', 535,
        'f', 535,
        'I', 578,
        'i', 578,
        'J', 593,
        'j', 593,
        'M', 440,
        'm', 440,
        'N', 592,
        'n', 592,
        'P', 441,
        'p', 441,
        'R', 497,
        'r', 497,
        'S', 444,
        's', 444,
        'T', 594,
        't', 594,
        'V', 445,
        'v', 445,
        'W', 503,
        'w', 503,
        0x0b, 406,
        '\f', 406,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '/') ADVANCE(308);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '=') ADVANCE(360);
      if (lookahead == '\\') ADVANCE(705);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(408);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(409);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '=') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(278);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(409);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(563);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(410);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 706,
        'C', 530,
        'c', 530,
        'P', 442,
        'p', 442,
        0x0b, 411,
        '\f', 411,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(530);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(412);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 706,
        'D', 543,
        'd', 543,
        'N', 607,
        'n', 607,
        0x0b, 413,
        '\f', 413,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(544);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(414);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 706,
        'D', 609,
        'd', 609,
        'I', 578,
        'i', 578,
        'O', 691,
        'o', 691,
        'U', 616,
        'u', 616,
        0x0b, 415,
        '\f', 415,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 706,
        'D', 499,
        'd', 499,
        'H', 601,
        'h', 601,
        'P', 603,
        'p', 603,
        0x0b, 416,
        '\f', 416,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(699);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(417);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 706,
        'F', 454,
        'f', 454,
        'W', 458,
        'w', 458,
        0x0b, 418,
        '\f', 418,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 706,
        'G', 515,
        'g', 515,
        'S', 516,
        's', 516,
        0x0b, 419,
        '\f', 419,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(514);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(420);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(590);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(421);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(422);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(537);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(521);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(610);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(478);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 427:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(641);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(614);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(522);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(648);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(568);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(687);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(605);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 434:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(501);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(557);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(453);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 437:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(480);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(523);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(662);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(579);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(697);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 279,
        'A', 630,
        'a', 630,
        'I', 580,
        'i', 580,
        'R', 502,
        'r', 502,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(630);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(558);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 279,
        'A', 690,
        'a', 690,
        'C', 626,
        'c', 626,
        'E', 629,
        'e', 629,
        'P', 564,
        'p', 564,
        'U', 461,
        'u', 461,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(622);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(526);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(560);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(528);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(703);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(588);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 451:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(663);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(561);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(673);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(538);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(674);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(647);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(675);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(546);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(677);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(679);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(476);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(313);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(682);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(512);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(596);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(640);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 466:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(436);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(562);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 468:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(656);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(658);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(486);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(489);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 472:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(491);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(635);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(342);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(446);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(548);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(518);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(448);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(488);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(506);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(457);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 482:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(459);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 483:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(460);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 484:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 485:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(322);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(338);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 487:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(393);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(389);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(317);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 490:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(395);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 491:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(383);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 492:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(394);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(398);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 494:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(396);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 495:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(388);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 496:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(397);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(556);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(529);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 499:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(463);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(468);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 501:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(698);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 709,
        '\'', 712,
        '\\', 279,
        'E', 427,
        'e', 427,
        'I', 600,
        'i', 600,
        'O', 689,
        'o', 689,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 503:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(443);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 504:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(428);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 505:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(584);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 506:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(642);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 507:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(632);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 508:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(431);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 509:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(621);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 510:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(649);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(625);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 512:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(620);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 513:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(636);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 514:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(666);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 515:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(651);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 516:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(653);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 517:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(469);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 518:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(430);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 519:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(638);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 520:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(532);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(517);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 521:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(549);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 522:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(456);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 523:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(552);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 524:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(349);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 525:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(390);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 526:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(318);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 527:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(391);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 528:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(433);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 529:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(602);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 530:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(539);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 531:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(613);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 532:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(525);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 533:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(470);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 534:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(612);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 535:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(581);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 536:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(643);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 537:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(573);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(684);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 538:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(569);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 539:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(566);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 540:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(664);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 541:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(604);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 542:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(587);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 543:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(619);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(583);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 544:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(619);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 545:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(661);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 546:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(654);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 547:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(615);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 548:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(668);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 549:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(570);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 550:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(471);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 551:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(606);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 552:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(571);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 553:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(676);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 554:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(678);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 555:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(595);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 556:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(500);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(623);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 557:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(598);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 558:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(340);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 559:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(534);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 560:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(315);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 561:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 562:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(686);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 563:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(694);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 564:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(533);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 565:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(474);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 566:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(475);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 567:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(507);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 568:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(599);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 569:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(429);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 570:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(495);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 571:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(496);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 572:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(510);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 573:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(344);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 574:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(354);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 575:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(353);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 576:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(339);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 577:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(688);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 578:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(467);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 579:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(520);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 580:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(423);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 581:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(447);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 582:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(485);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(392);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 583:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(485);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 584:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(655);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 585:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(509);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 586:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(452);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 587:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(671);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 588:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(472);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 589:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(672);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 590:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(572);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 591:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(582);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 592:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(477);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 593:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(462);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 594:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(567);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 595:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(465);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 596:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(627);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 597:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(611);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 598:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(466);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 599:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(527);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 600:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(631);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 601:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(565);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 602:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(628);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 603:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(645);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(484);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 604:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(585);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 605:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(575);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 606:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(576);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 607:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(597);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 608:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(542);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 609:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(589);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 610:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(693);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(617);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 611:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(321);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 612:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(350);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 613:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(657);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 614:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(608);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 615:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(681);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 616:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(481);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 617:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(482);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 618:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(483);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 619:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(320);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 620:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(348);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 621:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(316);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 622:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(639);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 623:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(700);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 624:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(399);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 625:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(695);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 626:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(531);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 627:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(665);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 628:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(701);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 629:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(692);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(435);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 630:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(505);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 631:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(540);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 632:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(450);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 633:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(553);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 634:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(574);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 635:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(547);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 636:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(586);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 637:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(554);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 638:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(696);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 639:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(355);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 640:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(387);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 641:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(559);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 642:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(473);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 643:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(541);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 644:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(434);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 645:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(652);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 646:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(432);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 647:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(660);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 648:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(669);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 649:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(644);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 650:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(438);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 651:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(402);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 652:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 653:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(401);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 654:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(385);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 655:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(341);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 656:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(403);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 657:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(346);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 658:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(343);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 659:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(345);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 660:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(384);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 661:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(352);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 662:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(498);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 663:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(683);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 664:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(702);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 665:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 666:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(685);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 667:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(455);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 668:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(437);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 669:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(451);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 670:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(624);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 671:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(424);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 672:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(425);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 673:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(670);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 674:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(508);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 675:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(487);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 676:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(490);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 677:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(492);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 678:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(494);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 679:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(493);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 680:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(513);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 681:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(551);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 682:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(524);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 683:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(650);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 684:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(659);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 685:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(634);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 686:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(479);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 687:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(618);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 688:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(400);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 689:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(536);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 690:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(504);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 691:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(511);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 692:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(550);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 693:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(519);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 694:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(449);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 695:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(633);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 696:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(637);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 697:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(555);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 698:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(545);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 699:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(680);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 700:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(351);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 701:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(386);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 702:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(382);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 703:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(646);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 704:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(709);
      if (lookahead == '\'') ADVANCE(712);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 705:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(277);
      if (lookahead == '\'') ADVANCE(284);
      if (lookahead == '=') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(705);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(409);
      END_STATE();
    case 706:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(277);
      if (lookahead == '\'') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(706);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(704);
      END_STATE();
    case 707:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '"') ADVANCE(361);
      if (lookahead == '\\') ADVANCE(288);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(707);
      END_STATE();
    case 708:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '"') ADVANCE(273);
      if (lookahead == '\\') ADVANCE(294);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(708);
      END_STATE();
    case 709:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '"') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(298);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(709);
      END_STATE();
    case 710:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '\'') ADVANCE(361);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(710);
      END_STATE();
    case 711:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '\'') ADVANCE(273);
      if (lookahead == '\\') ADVANCE(295);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(711);
      END_STATE();
    case 712:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '\'') ADVANCE(704);
      if (lookahead == '\\') ADVANCE(299);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(712);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 304, .external_lex_state = 2},
  [2] = {.lex_state = 304, .external_lex_state = 2},
  [3] = {.lex_state = 304, .external_lex_state = 2},
  [4] = {.lex_state = 304, .external_lex_state = 2},
  [5] = {.lex_state = 304, .external_lex_state = 2},
  [6] = {.lex_state = 304, .external_lex_state = 2},
  [7] = {.lex_state = 304, .external_lex_state = 2},
  [8] = {.lex_state = 304, .external_lex_state = 2},
  [9] = {.lex_state = 304, .external_lex_state = 2},
  [10] = {.lex_state = 304, .external_lex_state = 2},
  [11] = {.lex_state = 304, .external_lex_state = 2},
  [12] = {.lex_state = 304, .external_lex_state = 2},
  [13] = {.lex_state = 304, .external_lex_state = 2},
  [14] = {.lex_state = 304, .external_lex_state = 2},
  [15] = {.lex_state = 304, .external_lex_state = 2},
  [16] = {.lex_state = 304, .external_lex_state = 2},
  [17] = {.lex_state = 304, .external_lex_state = 2},
  [18] = {.lex_state = 304, .external_lex_state = 2},
  [19] = {.lex_state = 304, .external_lex_state = 2},
  [20] = {.lex_state = 10, .external_lex_state = 3},
  [21] = {.lex_state = 10, .external_lex_state = 3},
  [22] = {.lex_state = 10, .external_lex_state = 3},
  [23] = {.lex_state = 10, .external_lex_state = 3},
  [24] = {.lex_state = 10, .external_lex_state = 3},
  [25] = {.lex_state = 10, .external_lex_state = 3},
  [26] = {.lex_state = 10, .external_lex_state = 3},
  [27] = {.lex_state = 12, .external_lex_state = 3},
  [28] = {.lex_state = 12, .external_lex_state = 3},
  [29] = {.lex_state = 12, .external_lex_state = 3},
  [30] = {.lex_state = 13, .external_lex_state = 3},
  [31] = {.lex_state = 13, .external_lex_state = 3},
  [32] = {.lex_state = 12, .external_lex_state = 3},
  [33] = {.lex_state = 13, .external_lex_state = 3},
  [34] = {.lex_state = 19, .external_lex_state = 4},
  [35] = {.lex_state = 18, .external_lex_state = 3},
  [36] = {.lex_state = 17, .external_lex_state = 3},
  [37] = {.lex_state = 6, .external_lex_state = 3},
  [38] = {.lex_state = 15, .external_lex_state = 3},
  [39] = {.lex_state = 12, .external_lex_state = 3},
  [40] = {.lex_state = 2, .external_lex_state = 3},
  [41] = {.lex_state = 11, .external_lex_state = 3},
  [42] = {.lex_state = 13, .external_lex_state = 3},
  [43] = {.lex_state = 13, .external_lex_state = 3},
  [44] = {.lex_state = 11, .external_lex_state = 3},
  [45] = {.lex_state = 18, .external_lex_state = 3},
  [46] = {.lex_state = 17, .external_lex_state = 3},
  [47] = {.lex_state = 15, .external_lex_state = 3},
  [48] = {.lex_state = 17, .external_lex_state = 3},
  [49] = {.lex_state = 15, .external_lex_state = 3},
  [50] = {.lex_state = 18, .external_lex_state = 3},
  [51] = {.lex_state = 13, .external_lex_state = 3},
  [52] = {.lex_state = 10, .external_lex_state = 3},
  [53] = {.lex_state = 13, .external_lex_state = 3},
  [54] = {.lex_state = 4, .external_lex_state = 5},
  [55] = {.lex_state = 6, .external_lex_state = 3},
  [56] = {.lex_state = 11, .external_lex_state = 3},
  [57] = {.lex_state = 8, .external_lex_state = 3},
  [58] = {.lex_state = 12, .external_lex_state = 3},
  [59] = {.lex_state = 12, .external_lex_state = 3},
  [60] = {.lex_state = 12, .external_lex_state = 3},
  [61] = {.lex_state = 9, .external_lex_state = 3},
  [62] = {.lex_state = 9, .external_lex_state = 3},
  [63] = {.lex_state = 9, .external_lex_state = 3},
  [64] = {.lex_state = 7, .external_lex_state = 3},
  [65] = {.lex_state = 9, .external_lex_state = 3},
  [66] = {.lex_state = 10, .external_lex_state = 5},
  [67] = {.lex_state = 9, .external_lex_state = 3},
  [68] = {.lex_state = 9, .external_lex_state = 3},
  [69] = {.lex_state = 9, .external_lex_state = 3},
  [70] = {.lex_state = 9, .external_lex_state = 3},
  [71] = {.lex_state = 9, .external_lex_state = 3},
  [72] = {.lex_state = 9, .external_lex_state = 3},
  [73] = {.lex_state = 9, .external_lex_state = 3},
  [74] = {.lex_state = 16, .external_lex_state = 3},
  [75] = {.lex_state = 9, .external_lex_state = 3},
  [76] = {.lex_state = 9, .external_lex_state = 3},
  [77] = {.lex_state = 9, .external_lex_state = 3},
  [78] = {.lex_state = 9, .external_lex_state = 3},
  [79] = {.lex_state = 7, .external_lex_state = 3},
  [80] = {.lex_state = 9, .external_lex_state = 3},
  [81] = {.lex_state = 9, .external_lex_state = 3},
  [82] = {.lex_state = 19, .external_lex_state = 4},
  [83] = {.lex_state = 9, .external_lex_state = 3},
  [84] = {.lex_state = 7, .external_lex_state = 3},
  [85] = {.lex_state = 9, .external_lex_state = 3},
  [86] = {.lex_state = 19, .external_lex_state = 3},
  [87] = {.lex_state = 19, .external_lex_state = 3},
  [88] = {.lex_state = 19, .external_lex_state = 3},
  [89] = {.lex_state = 19, .external_lex_state = 3},
  [90] = {.lex_state = 19, .external_lex_state = 3},
  [91] = {.lex_state = 19, .external_lex_state = 3},
  [92] = {.lex_state = 19, .external_lex_state = 3},
  [93] = {.lex_state = 14, .external_lex_state = 3},
  [94] = {.lex_state = 19, .external_lex_state = 3},
  [95] = {.lex_state = 19, .external_lex_state = 3},
  [96] = {.lex_state = 19, .external_lex_state = 3},
  [97] = {.lex_state = 19, .external_lex_state = 3},
  [98] = {.lex_state = 19, .external_lex_state = 3},
  [99] = {.lex_state = 19, .external_lex_state = 3},
  [100] = {.lex_state = 3, .external_lex_state = 3},
  [101] = {.lex_state = 3, .external_lex_state = 3},
  [102] = {.lex_state = 19, .external_lex_state = 3},
  [103] = {.lex_state = 19, .external_lex_state = 3},
  [104] = {.lex_state = 19, .external_lex_state = 3},
  [105] = {.lex_state = 19, .external_lex_state = 3},
  [106] = {.lex_state = 19, .external_lex_state = 3},
  [107] = {.lex_state = 10, .external_lex_state = 3},
  [108] = {.lex_state = 10, .external_lex_state = 3},
  [109] = {.lex_state = 19, .external_lex_state = 3},
  [110] = {.lex_state = 19, .external_lex_state = 3},
  [111] = {.lex_state = 19, .external_lex_state = 3},
  [112] = {.lex_state = 19, .external_lex_state = 3},
  [113] = {.lex_state = 19, .external_lex_state = 3},
  [114] = {.lex_state = 19, .external_lex_state = 3},
  [115] = {.lex_state = 13, .external_lex_state = 3},
  [116] = {.lex_state = 13, .external_lex_state = 3},
  [117] = {.lex_state = 19, .external_lex_state = 3},
  [118] = {.lex_state = 18, .external_lex_state = 3},
  [119] = {.lex_state = 19, .external_lex_state = 3},
  [120] = {.lex_state = 17, .external_lex_state = 3},
  [121] = {.lex_state = 19, .external_lex_state = 3},
  [122] = {.lex_state = 3, .external_lex_state = 3},
  [123] = {.lex_state = 3, .external_lex_state = 3},
  [124] = {.lex_state = 19, .external_lex_state = 3},
  [125] = {.lex_state = 19, .external_lex_state = 3},
  [126] = {.lex_state = 19, .external_lex_state = 3},
  [127] = {.lex_state = 19, .external_lex_state = 3},
  [128] = {.lex_state = 10, .external_lex_state = 3},
  [129] = {.lex_state = 10, .external_lex_state = 3},
  [130] = {.lex_state = 19, .external_lex_state = 3},
  [131] = {.lex_state = 19, .external_lex_state = 3},
  [132] = {.lex_state = 10, .external_lex_state = 3},
  [133] = {.lex_state = 10, .external_lex_state = 3},
  [134] = {.lex_state = 10, .external_lex_state = 3},
  [135] = {.lex_state = 19, .external_lex_state = 3},
  [136] = {.lex_state = 19, .external_lex_state = 3},
  [137] = {.lex_state = 13, .external_lex_state = 3},
  [138] = {.lex_state = 11, .external_lex_state = 3},
  [139] = {.lex_state = 2, .external_lex_state = 3},
  [140] = {.lex_state = 2, .external_lex_state = 3},
  [141] = {.lex_state = 10, .external_lex_state = 3},
  [142] = {.lex_state = 10, .external_lex_state = 3},
  [143] = {.lex_state = 13, .external_lex_state = 3},
  [144] = {.lex_state = 10, .external_lex_state = 3},
  [145] = {.lex_state = 13, .external_lex_state = 3},
  [146] = {.lex_state = 13, .external_lex_state = 3},
  [147] = {.lex_state = 19, .external_lex_state = 3},
  [148] = {.lex_state = 15, .external_lex_state = 3},
  [149] = {.lex_state = 19, .external_lex_state = 3},
  [150] = {.lex_state = 19, .external_lex_state = 3},
  [151] = {.lex_state = 19, .external_lex_state = 3},
  [152] = {.lex_state = 19, .external_lex_state = 3},
  [153] = {.lex_state = 19, .external_lex_state = 3},
  [154] = {.lex_state = 19, .external_lex_state = 3},
  [155] = {.lex_state = 19, .external_lex_state = 3},
  [156] = {.lex_state = 19, .external_lex_state = 3},
  [157] = {.lex_state = 19, .external_lex_state = 3},
  [158] = {.lex_state = 19, .external_lex_state = 3},
  [159] = {.lex_state = 19, .external_lex_state = 3},
  [160] = {.lex_state = 19, .external_lex_state = 3},
  [161] = {.lex_state = 19, .external_lex_state = 3},
  [162] = {.lex_state = 19, .external_lex_state = 3},
  [163] = {.lex_state = 19, .external_lex_state = 3},
  [164] = {.lex_state = 19, .external_lex_state = 3},
  [165] = {.lex_state = 19, .external_lex_state = 3},
  [166] = {.lex_state = 19, .external_lex_state = 3},
  [167] = {.lex_state = 19, .external_lex_state = 3},
  [168] = {.lex_state = 19, .external_lex_state = 3},
  [169] = {.lex_state = 19, .external_lex_state = 3},
  [170] = {.lex_state = 19, .external_lex_state = 3},
  [171] = {.lex_state = 5, .external_lex_state = 5},
  [172] = {.lex_state = 19, .external_lex_state = 3},
  [173] = {.lex_state = 19, .external_lex_state = 3},
  [174] = {.lex_state = 19, .external_lex_state = 3},
  [175] = {.lex_state = 19, .external_lex_state = 3},
  [176] = {.lex_state = 15, .external_lex_state = 3},
  [177] = {.lex_state = 19, .external_lex_state = 3},
  [178] = {.lex_state = 19, .external_lex_state = 3},
  [179] = {.lex_state = 15, .external_lex_state = 3},
  [180] = {.lex_state = 7, .external_lex_state = 3},
  [181] = {.lex_state = 3, .external_lex_state = 3},
  [182] = {.lex_state = 20, .external_lex_state = 3},
  [183] = {.lex_state = 18, .external_lex_state = 3},
  [184] = {.lex_state = 17, .external_lex_state = 3},
  [185] = {.lex_state = 9, .external_lex_state = 3},
  [186] = {.lex_state = 3, .external_lex_state = 3},
  [187] = {.lex_state = 3, .external_lex_state = 3},
  [188] = {.lex_state = 3, .external_lex_state = 3},
  [189] = {.lex_state = 3, .external_lex_state = 3},
  [190] = {.lex_state = 3, .external_lex_state = 3},
  [191] = {.lex_state = 3, .external_lex_state = 3},
  [192] = {.lex_state = 19, .external_lex_state = 4},
  [193] = {.lex_state = 19, .external_lex_state = 4},
  [194] = {.lex_state = 19, .external_lex_state = 5},
  [195] = {.lex_state = 20, .external_lex_state = 3},
  [196] = {.lex_state = 11, .external_lex_state = 3},
  [197] = {.lex_state = 9, .external_lex_state = 3},
  [198] = {.lex_state = 9, .external_lex_state = 3},
  [199] = {.lex_state = 7, .external_lex_state = 3},
  [200] = {.lex_state = 18, .external_lex_state = 3},
  [201] = {.lex_state = 20, .external_lex_state = 3},
  [202] = {.lex_state = 9, .external_lex_state = 3},
  [203] = {.lex_state = 17, .external_lex_state = 3},
  [204] = {.lex_state = 20, .external_lex_state = 3},
  [205] = {.lex_state = 11, .external_lex_state = 3},
  [206] = {.lex_state = 11, .external_lex_state = 3},
  [207] = {.lex_state = 20, .external_lex_state = 3},
  [208] = {.lex_state = 18, .external_lex_state = 3},
  [209] = {.lex_state = 7, .external_lex_state = 3},
  [210] = {.lex_state = 17, .external_lex_state = 3},
  [211] = {.lex_state = 11, .external_lex_state = 3},
  [212] = {.lex_state = 18, .external_lex_state = 3},
  [213] = {.lex_state = 17, .external_lex_state = 3},
  [214] = {.lex_state = 19, .external_lex_state = 4},
  [215] = {.lex_state = 19, .external_lex_state = 3},
  [216] = {.lex_state = 19, .external_lex_state = 3},
  [217] = {.lex_state = 19, .external_lex_state = 3},
  [218] = {.lex_state = 20, .external_lex_state = 3},
  [219] = {.lex_state = 19, .external_lex_state = 3},
  [220] = {.lex_state = 19, .external_lex_state = 3},
  [221] = {.lex_state = 19, .external_lex_state = 3},
  [222] = {.lex_state = 19, .external_lex_state = 3},
  [223] = {.lex_state = 19, .external_lex_state = 3},
  [224] = {.lex_state = 20, .external_lex_state = 3},
  [225] = {.lex_state = 20, .external_lex_state = 3},
  [226] = {.lex_state = 19, .external_lex_state = 3},
  [227] = {.lex_state = 19, .external_lex_state = 3},
  [228] = {.lex_state = 19, .external_lex_state = 2},
  [229] = {.lex_state = 19, .external_lex_state = 3},
  [230] = {.lex_state = 19, .external_lex_state = 3},
  [231] = {.lex_state = 20, .external_lex_state = 3},
  [232] = {.lex_state = 0, .external_lex_state = 3},
  [233] = {.lex_state = 20, .external_lex_state = 3},
  [234] = {.lex_state = 0, .external_lex_state = 3},
  [235] = {.lex_state = 0, .external_lex_state = 3},
  [236] = {.lex_state = 0, .external_lex_state = 3},
  [237] = {.lex_state = 0, .external_lex_state = 3},
  [238] = {.lex_state = 20, .external_lex_state = 3},
  [239] = {.lex_state = 0, .external_lex_state = 3},
  [240] = {.lex_state = 0, .external_lex_state = 3},
  [241] = {.lex_state = 0, .external_lex_state = 3},
  [242] = {.lex_state = 0, .external_lex_state = 3},
  [243] = {.lex_state = 0, .external_lex_state = 3},
  [244] = {.lex_state = 0, .external_lex_state = 3},
  [245] = {.lex_state = 0, .external_lex_state = 3},
  [246] = {.lex_state = 0, .external_lex_state = 3},
  [247] = {.lex_state = 0, .external_lex_state = 3},
  [248] = {.lex_state = 0, .external_lex_state = 3},
  [249] = {.lex_state = 0, .external_lex_state = 3},
  [250] = {.lex_state = 0, .external_lex_state = 3},
  [251] = {.lex_state = 0, .external_lex_state = 3},
  [252] = {.lex_state = 0, .external_lex_state = 3},
  [253] = {.lex_state = 0, .external_lex_state = 3},
  [254] = {.lex_state = 0, .external_lex_state = 3},
  [255] = {.lex_state = 0, .external_lex_state = 3},
  [256] = {.lex_state = 0, .external_lex_state = 3},
  [257] = {.lex_state = 0, .external_lex_state = 3},
  [258] = {.lex_state = 0, .external_lex_state = 3},
  [259] = {.lex_state = 0, .external_lex_state = 3},
  [260] = {.lex_state = 0, .external_lex_state = 3},
  [261] = {.lex_state = 0, .external_lex_state = 3},
  [262] = {.lex_state = 0, .external_lex_state = 6},
  [263] = {.lex_state = 0, .external_lex_state = 6},
  [264] = {.lex_state = 0, .external_lex_state = 3},
  [265] = {.lex_state = 0, .external_lex_state = 3},
  [266] = {.lex_state = 0, .external_lex_state = 3},
  [267] = {.lex_state = 0, .external_lex_state = 3},
  [268] = {.lex_state = 0, .external_lex_state = 6},
  [269] = {.lex_state = 0, .external_lex_state = 6},
  [270] = {.lex_state = 0, .external_lex_state = 7},
  [271] = {.lex_state = 0, .external_lex_state = 2},
  [272] = {.lex_state = 0, .external_lex_state = 7},
  [273] = {.lex_state = 0, .external_lex_state = 7},
  [274] = {.lex_state = 0, .external_lex_state = 7},
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym__newline] = ACTIONS(1),
    [sym_comment] = ACTIONS(1),
    [aux_sym_job_statement_token1] = ACTIONS(1),
    [aux_sym_final_statement_token1] = ACTIONS(1),
    [aux_sym_provisioner_statement_token1] = ACTIONS(1),
    [aux_sym_service_statement_token1] = ACTIONS(1),
    [aux_sym_subdag_statement_token1] = ACTIONS(1),
    [aux_sym_subdag_statement_token2] = ACTIONS(1),
    [aux_sym_dir_option_token1] = ACTIONS(1),
    [aux_sym_noop_token1] = ACTIONS(1),
    [aux_sym_done_token1] = ACTIONS(1),
    [aux_sym_splice_statement_token1] = ACTIONS(1),
    [aux_sym_submit_description_statement_token1] = ACTIONS(1),
    [aux_sym_dependency_statement_token1] = ACTIONS(1),
    [aux_sym_dependency_statement_token2] = ACTIONS(1),
    [aux_sym_dependency_statement_token3] = ACTIONS(1),
    [aux_sym_connect_statement_token1] = ACTIONS(1),
    [aux_sym_pin_in_statement_token1] = ACTIONS(1),
    [aux_sym_pin_out_statement_token1] = ACTIONS(1),
    [aux_sym_script_statement_token1] = ACTIONS(1),
    [sym_script_type] = ACTIONS(1),
    [aux_sym_defer_option_token1] = ACTIONS(1),
    [aux_sym_debug_option_token1] = ACTIONS(1),
    [aux_sym_retry_statement_token1] = ACTIONS(1),
    [aux_sym_unless_exit_token1] = ACTIONS(1),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(1),
    [aux_sym_return_option_token1] = ACTIONS(1),
    [aux_sym_vars_statement_token1] = ACTIONS(1),
    [aux_sym_vars_statement_token3] = ACTIONS(1),
    [anon_sym_EQ] = ACTIONS(1),
    [sym__quoted_word] = ACTIONS(1),
    [aux_sym_priority_statement_token1] = ACTIONS(1),
    [aux_sym_tolerance_statement_token1] = ACTIONS(1),
    [aux_sym_tolerance_statement_token2] = ACTIONS(1),
    [aux_sym_tolerance_statement_token3] = ACTIONS(1),
    [aux_sym_category_statement_token1] = ACTIONS(1),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(1),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(1),
    [aux_sym_include_statement_token1] = ACTIONS(1),
    [aux_sym_config_statement_token1] = ACTIONS(1),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(1),
    [aux_sym_dot_statement_token1] = ACTIONS(1),
    [aux_sym_dot_statement_token2] = ACTIONS(1),
    [aux_sym_dot_statement_token3] = ACTIONS(1),
    [aux_sym_dot_statement_token4] = ACTIONS(1),
    [aux_sym_dot_statement_token5] = ACTIONS(1),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(1),
    [aux_sym_node_status_file_statement_token2] = ACTIONS(1),
    [aux_sym_env_statement_token1] = ACTIONS(1),
    [aux_sym_env_statement_token2] = ACTIONS(1),
    [aux_sym_env_statement_token3] = ACTIONS(1),
    [aux_sym_reject_statement_token1] = ACTIONS(1),
    [sym__unclosed_word] = ACTIONS(1),
    [sym__line_continuation] = ACTIONS(3),
    [sym_description_open] = ACTIONS(1),
    [sym__description_newline] = ACTIONS(1),
    [sym_description_body] = ACTIONS(1),
    [sym_description_close] = ACTIONS(1),
    [sym__end_of_file] = ACTIONS(1),
    [sym__error_sentinel] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(271),
    [sym__paragraph] = STATE(2),
    [sym__statement] = STATE(239),
    [sym_job_statement] = STATE(239),
    [sym_final_statement] = STATE(239),
    [sym_provisioner_statement] = STATE(239),
    [sym_service_statement] = STATE(239),
    [sym_subdag_statement] = STATE(239),
    [sym_splice_statement] = STATE(239),
    [sym_submit_description_statement] = STATE(239),
    [sym_dependency_statement] = STATE(239),
    [sym_connect_statement] = STATE(239),
    [sym_pin_in_statement] = STATE(239),
    [sym_pin_out_statement] = STATE(239),
    [sym_script_statement] = STATE(239),
    [sym_pre_skip_statement] = STATE(239),
    [sym_retry_statement] = STATE(239),
    [sym_abort_dag_on_statement] = STATE(239),
    [sym_vars_statement] = STATE(239),
    [sym_priority_statement] = STATE(239),
    [sym_tolerance_statement] = STATE(239),
    [sym_done_statement] = STATE(239),
    [sym_category_statement] = STATE(239),
    [sym_maxjobs_statement] = STATE(239),
    [sym_save_point_file_statement] = STATE(239),
    [sym_include_statement] = STATE(239),
    [sym_config_statement] = STATE(239),
    [sym_jobstate_log_statement] = STATE(239),
    [sym_dot_statement] = STATE(239),
    [sym_node_status_file_statement] = STATE(239),
    [sym_set_job_attr_statement] = STATE(239),
    [sym_env_statement] = STATE(239),
    [sym_reject_statement] = STATE(239),
    [sym_unknown_statement] = STATE(239),
    [sym__word] = STATE(99),
    [aux_sym_source_file_repeat1] = STATE(2),
    [ts_builtin_sym_end] = ACTIONS(5),
    [sym__newline] = ACTIONS(7),
    [sym_comment] = ACTIONS(9),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [2] = {
    [sym__paragraph] = STATE(3),
    [sym__statement] = STATE(239),
    [sym_job_statement] = STATE(239),
    [sym_final_statement] = STATE(239),
    [sym_provisioner_statement] = STATE(239),
    [sym_service_statement] = STATE(239),
    [sym_subdag_statement] = STATE(239),
    [sym_splice_statement] = STATE(239),
    [sym_submit_description_statement] = STATE(239),
    [sym_dependency_statement] = STATE(239),
    [sym_connect_statement] = STATE(239),
    [sym_pin_in_statement] = STATE(239),
    [sym_pin_out_statement] = STATE(239),
    [sym_script_statement] = STATE(239),
    [sym_pre_skip_statement] = STATE(239),
    [sym_retry_statement] = STATE(239),
    [sym_abort_dag_on_statement] = STATE(239),
    [sym_vars_statement] = STATE(239),
    [sym_priority_statement] = STATE(239),
    [sym_tolerance_statement] = STATE(239),
    [sym_done_statement] = STATE(239),
    [sym_category_statement] = STATE(239),
    [sym_maxjobs_statement] = STATE(239),
    [sym_save_point_file_statement] = STATE(239),
    [sym_include_statement] = STATE(239),
    [sym_config_statement] = STATE(239),
    [sym_jobstate_log_statement] = STATE(239),
    [sym_dot_statement] = STATE(239),
    [sym_node_status_file_statement] = STATE(239),
    [sym_set_job_attr_statement] = STATE(239),
    [sym_env_statement] = STATE(239),
    [sym_reject_statement] = STATE(239),
    [sym_unknown_statement] = STATE(239),
    [sym__word] = STATE(99),
    [aux_sym_source_file_repeat1] = STATE(3),
    [ts_builtin_sym_end] = ACTIONS(75),
    [sym__newline] = ACTIONS(77),
    [sym_comment] = ACTIONS(9),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [3] = {
    [sym__paragraph] = STATE(3),
    [sym__statement] = STATE(239),
    [sym_job_statement] = STATE(239),
    [sym_final_statement] = STATE(239),
    [sym_provisioner_statement] = STATE(239),
    [sym_service_statement] = STATE(239),
    [sym_subdag_statement] = STATE(239),
    [sym_splice_statement] = STATE(239),
    [sym_submit_description_statement] = STATE(239),
    [sym_dependency_statement] = STATE(239),
    [sym_connect_statement] = STATE(239),
    [sym_pin_in_statement] = STATE(239),
    [sym_pin_out_statement] = STATE(239),
    [sym_script_statement] = STATE(239),
    [sym_pre_skip_statement] = STATE(239),
    [sym_retry_statement] = STATE(239),
    [sym_abort_dag_on_statement] = STATE(239),
    [sym_vars_statement] = STATE(239),
    [sym_priority_statement] = STATE(239),
    [sym_tolerance_statement] = STATE(239),
    [sym_done_statement] = STATE(239),
    [sym_category_statement] = STATE(239),
    [sym_maxjobs_statement] = STATE(239),
    [sym_save_point_file_statement] = STATE(239),
    [sym_include_statement] = STATE(239),
    [sym_config_statement] = STATE(239),
    [sym_jobstate_log_statement] = STATE(239),
    [sym_dot_statement] = STATE(239),
    [sym_node_status_file_statement] = STATE(239),
    [sym_set_job_attr_statement] = STATE(239),
    [sym_env_statement] = STATE(239),
    [sym_reject_statement] = STATE(239),
    [sym_unknown_statement] = STATE(239),
    [sym__word] = STATE(99),
    [aux_sym_source_file_repeat1] = STATE(3),
    [ts_builtin_sym_end] = ACTIONS(79),
    [sym__newline] = ACTIONS(81),
    [sym_comment] = ACTIONS(84),
    [aux_sym_job_statement_token1] = ACTIONS(87),
    [aux_sym_final_statement_token1] = ACTIONS(90),
    [aux_sym_provisioner_statement_token1] = ACTIONS(93),
    [aux_sym_service_statement_token1] = ACTIONS(96),
    [aux_sym_subdag_statement_token1] = ACTIONS(99),
    [aux_sym_done_token1] = ACTIONS(102),
    [aux_sym_splice_statement_token1] = ACTIONS(105),
    [aux_sym_submit_description_statement_token1] = ACTIONS(108),
    [aux_sym_dependency_statement_token1] = ACTIONS(111),
    [aux_sym_dependency_statement_token2] = ACTIONS(114),
    [aux_sym_connect_statement_token1] = ACTIONS(117),
    [aux_sym_pin_in_statement_token1] = ACTIONS(120),
    [aux_sym_pin_out_statement_token1] = ACTIONS(123),
    [aux_sym_script_statement_token1] = ACTIONS(126),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(129),
    [aux_sym_retry_statement_token1] = ACTIONS(132),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(135),
    [aux_sym_vars_statement_token1] = ACTIONS(138),
    [aux_sym_priority_statement_token1] = ACTIONS(141),
    [aux_sym_tolerance_statement_token1] = ACTIONS(144),
    [aux_sym_category_statement_token1] = ACTIONS(147),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(150),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(153),
    [aux_sym_include_statement_token1] = ACTIONS(156),
    [aux_sym_config_statement_token1] = ACTIONS(159),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(162),
    [aux_sym_dot_statement_token1] = ACTIONS(165),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(168),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(171),
    [aux_sym_env_statement_token1] = ACTIONS(174),
    [aux_sym_reject_statement_token1] = ACTIONS(177),
    [sym__closed_word] = ACTIONS(180),
    [sym__unclosed_word] = ACTIONS(180),
    [sym__line_continuation] = ACTIONS(3),
  },
  [4] = {
    [sym__statement] = STATE(249),
    [sym_job_statement] = STATE(249),
    [sym_final_statement] = STATE(249),
    [sym_provisioner_statement] = STATE(249),
    [sym_service_statement] = STATE(249),
    [sym_subdag_statement] = STATE(249),
    [sym_splice_statement] = STATE(249),
    [sym_submit_description_statement] = STATE(249),
    [sym_dependency_statement] = STATE(249),
    [sym_connect_statement] = STATE(249),
    [sym_pin_in_statement] = STATE(249),
    [sym_pin_out_statement] = STATE(249),
    [sym_script_statement] = STATE(249),
    [sym_pre_skip_statement] = STATE(249),
    [sym_retry_statement] = STATE(249),
    [sym_abort_dag_on_statement] = STATE(249),
    [sym_vars_statement] = STATE(249),
    [sym_priority_statement] = STATE(249),
    [sym_tolerance_statement] = STATE(249),
    [sym_done_statement] = STATE(249),
    [sym_category_statement] = STATE(249),
    [sym_maxjobs_statement] = STATE(249),
    [sym_save_point_file_statement] = STATE(249),
    [sym_include_statement] = STATE(249),
    [sym_config_statement] = STATE(249),
    [sym_jobstate_log_statement] = STATE(249),
    [sym_dot_statement] = STATE(249),
    [sym_node_status_file_statement] = STATE(249),
    [sym_set_job_attr_statement] = STATE(249),
    [sym_env_statement] = STATE(249),
    [sym_reject_statement] = STATE(249),
    [sym_unknown_statement] = STATE(249),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(183),
    [sym__newline] = ACTIONS(185),
    [sym_comment] = ACTIONS(187),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [5] = {
    [sym__statement] = STATE(234),
    [sym_job_statement] = STATE(234),
    [sym_final_statement] = STATE(234),
    [sym_provisioner_statement] = STATE(234),
    [sym_service_statement] = STATE(234),
    [sym_subdag_statement] = STATE(234),
    [sym_splice_statement] = STATE(234),
    [sym_submit_description_statement] = STATE(234),
    [sym_dependency_statement] = STATE(234),
    [sym_connect_statement] = STATE(234),
    [sym_pin_in_statement] = STATE(234),
    [sym_pin_out_statement] = STATE(234),
    [sym_script_statement] = STATE(234),
    [sym_pre_skip_statement] = STATE(234),
    [sym_retry_statement] = STATE(234),
    [sym_abort_dag_on_statement] = STATE(234),
    [sym_vars_statement] = STATE(234),
    [sym_priority_statement] = STATE(234),
    [sym_tolerance_statement] = STATE(234),
    [sym_done_statement] = STATE(234),
    [sym_category_statement] = STATE(234),
    [sym_maxjobs_statement] = STATE(234),
    [sym_save_point_file_statement] = STATE(234),
    [sym_include_statement] = STATE(234),
    [sym_config_statement] = STATE(234),
    [sym_jobstate_log_statement] = STATE(234),
    [sym_dot_statement] = STATE(234),
    [sym_node_status_file_statement] = STATE(234),
    [sym_set_job_attr_statement] = STATE(234),
    [sym_env_statement] = STATE(234),
    [sym_reject_statement] = STATE(234),
    [sym_unknown_statement] = STATE(234),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(189),
    [sym__newline] = ACTIONS(191),
    [sym_comment] = ACTIONS(193),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [6] = {
    [sym__statement] = STATE(245),
    [sym_job_statement] = STATE(245),
    [sym_final_statement] = STATE(245),
    [sym_provisioner_statement] = STATE(245),
    [sym_service_statement] = STATE(245),
    [sym_subdag_statement] = STATE(245),
    [sym_splice_statement] = STATE(245),
    [sym_submit_description_statement] = STATE(245),
    [sym_dependency_statement] = STATE(245),
    [sym_connect_statement] = STATE(245),
    [sym_pin_in_statement] = STATE(245),
    [sym_pin_out_statement] = STATE(245),
    [sym_script_statement] = STATE(245),
    [sym_pre_skip_statement] = STATE(245),
    [sym_retry_statement] = STATE(245),
    [sym_abort_dag_on_statement] = STATE(245),
    [sym_vars_statement] = STATE(245),
    [sym_priority_statement] = STATE(245),
    [sym_tolerance_statement] = STATE(245),
    [sym_done_statement] = STATE(245),
    [sym_category_statement] = STATE(245),
    [sym_maxjobs_statement] = STATE(245),
    [sym_save_point_file_statement] = STATE(245),
    [sym_include_statement] = STATE(245),
    [sym_config_statement] = STATE(245),
    [sym_jobstate_log_statement] = STATE(245),
    [sym_dot_statement] = STATE(245),
    [sym_node_status_file_statement] = STATE(245),
    [sym_set_job_attr_statement] = STATE(245),
    [sym_env_statement] = STATE(245),
    [sym_reject_statement] = STATE(245),
    [sym_unknown_statement] = STATE(245),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(195),
    [sym__newline] = ACTIONS(197),
    [sym_comment] = ACTIONS(199),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [7] = {
    [sym__statement] = STATE(247),
    [sym_job_statement] = STATE(247),
    [sym_final_statement] = STATE(247),
    [sym_provisioner_statement] = STATE(247),
    [sym_service_statement] = STATE(247),
    [sym_subdag_statement] = STATE(247),
    [sym_splice_statement] = STATE(247),
    [sym_submit_description_statement] = STATE(247),
    [sym_dependency_statement] = STATE(247),
    [sym_connect_statement] = STATE(247),
    [sym_pin_in_statement] = STATE(247),
    [sym_pin_out_statement] = STATE(247),
    [sym_script_statement] = STATE(247),
    [sym_pre_skip_statement] = STATE(247),
    [sym_retry_statement] = STATE(247),
    [sym_abort_dag_on_statement] = STATE(247),
    [sym_vars_statement] = STATE(247),
    [sym_priority_statement] = STATE(247),
    [sym_tolerance_statement] = STATE(247),
    [sym_done_statement] = STATE(247),
    [sym_category_statement] = STATE(247),
    [sym_maxjobs_statement] = STATE(247),
    [sym_save_point_file_statement] = STATE(247),
    [sym_include_statement] = STATE(247),
    [sym_config_statement] = STATE(247),
    [sym_jobstate_log_statement] = STATE(247),
    [sym_dot_statement] = STATE(247),
    [sym_node_status_file_statement] = STATE(247),
    [sym_set_job_attr_statement] = STATE(247),
    [sym_env_statement] = STATE(247),
    [sym_reject_statement] = STATE(247),
    [sym_unknown_statement] = STATE(247),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(201),
    [sym__newline] = ACTIONS(203),
    [sym_comment] = ACTIONS(205),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [8] = {
    [sym__statement] = STATE(236),
    [sym_job_statement] = STATE(236),
    [sym_final_statement] = STATE(236),
    [sym_provisioner_statement] = STATE(236),
    [sym_service_statement] = STATE(236),
    [sym_subdag_statement] = STATE(236),
    [sym_splice_statement] = STATE(236),
    [sym_submit_description_statement] = STATE(236),
    [sym_dependency_statement] = STATE(236),
    [sym_connect_statement] = STATE(236),
    [sym_pin_in_statement] = STATE(236),
    [sym_pin_out_statement] = STATE(236),
    [sym_script_statement] = STATE(236),
    [sym_pre_skip_statement] = STATE(236),
    [sym_retry_statement] = STATE(236),
    [sym_abort_dag_on_statement] = STATE(236),
    [sym_vars_statement] = STATE(236),
    [sym_priority_statement] = STATE(236),
    [sym_tolerance_statement] = STATE(236),
    [sym_done_statement] = STATE(236),
    [sym_category_statement] = STATE(236),
    [sym_maxjobs_statement] = STATE(236),
    [sym_save_point_file_statement] = STATE(236),
    [sym_include_statement] = STATE(236),
    [sym_config_statement] = STATE(236),
    [sym_jobstate_log_statement] = STATE(236),
    [sym_dot_statement] = STATE(236),
    [sym_node_status_file_statement] = STATE(236),
    [sym_set_job_attr_statement] = STATE(236),
    [sym_env_statement] = STATE(236),
    [sym_reject_statement] = STATE(236),
    [sym_unknown_statement] = STATE(236),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(207),
    [sym__newline] = ACTIONS(209),
    [sym_comment] = ACTIONS(211),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [9] = {
    [sym__statement] = STATE(237),
    [sym_job_statement] = STATE(237),
    [sym_final_statement] = STATE(237),
    [sym_provisioner_statement] = STATE(237),
    [sym_service_statement] = STATE(237),
    [sym_subdag_statement] = STATE(237),
    [sym_splice_statement] = STATE(237),
    [sym_submit_description_statement] = STATE(237),
    [sym_dependency_statement] = STATE(237),
    [sym_connect_statement] = STATE(237),
    [sym_pin_in_statement] = STATE(237),
    [sym_pin_out_statement] = STATE(237),
    [sym_script_statement] = STATE(237),
    [sym_pre_skip_statement] = STATE(237),
    [sym_retry_statement] = STATE(237),
    [sym_abort_dag_on_statement] = STATE(237),
    [sym_vars_statement] = STATE(237),
    [sym_priority_statement] = STATE(237),
    [sym_tolerance_statement] = STATE(237),
    [sym_done_statement] = STATE(237),
    [sym_category_statement] = STATE(237),
    [sym_maxjobs_statement] = STATE(237),
    [sym_save_point_file_statement] = STATE(237),
    [sym_include_statement] = STATE(237),
    [sym_config_statement] = STATE(237),
    [sym_jobstate_log_statement] = STATE(237),
    [sym_dot_statement] = STATE(237),
    [sym_node_status_file_statement] = STATE(237),
    [sym_set_job_attr_statement] = STATE(237),
    [sym_env_statement] = STATE(237),
    [sym_reject_statement] = STATE(237),
    [sym_unknown_statement] = STATE(237),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(213),
    [sym__newline] = ACTIONS(215),
    [sym_comment] = ACTIONS(217),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [10] = {
    [sym__statement] = STATE(240),
    [sym_job_statement] = STATE(240),
    [sym_final_statement] = STATE(240),
    [sym_provisioner_statement] = STATE(240),
    [sym_service_statement] = STATE(240),
    [sym_subdag_statement] = STATE(240),
    [sym_splice_statement] = STATE(240),
    [sym_submit_description_statement] = STATE(240),
    [sym_dependency_statement] = STATE(240),
    [sym_connect_statement] = STATE(240),
    [sym_pin_in_statement] = STATE(240),
    [sym_pin_out_statement] = STATE(240),
    [sym_script_statement] = STATE(240),
    [sym_pre_skip_statement] = STATE(240),
    [sym_retry_statement] = STATE(240),
    [sym_abort_dag_on_statement] = STATE(240),
    [sym_vars_statement] = STATE(240),
    [sym_priority_statement] = STATE(240),
    [sym_tolerance_statement] = STATE(240),
    [sym_done_statement] = STATE(240),
    [sym_category_statement] = STATE(240),
    [sym_maxjobs_statement] = STATE(240),
    [sym_save_point_file_statement] = STATE(240),
    [sym_include_statement] = STATE(240),
    [sym_config_statement] = STATE(240),
    [sym_jobstate_log_statement] = STATE(240),
    [sym_dot_statement] = STATE(240),
    [sym_node_status_file_statement] = STATE(240),
    [sym_set_job_attr_statement] = STATE(240),
    [sym_env_statement] = STATE(240),
    [sym_reject_statement] = STATE(240),
    [sym_unknown_statement] = STATE(240),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(219),
    [sym__newline] = ACTIONS(221),
    [sym_comment] = ACTIONS(223),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [11] = {
    [sym__statement] = STATE(241),
    [sym_job_statement] = STATE(241),
    [sym_final_statement] = STATE(241),
    [sym_provisioner_statement] = STATE(241),
    [sym_service_statement] = STATE(241),
    [sym_subdag_statement] = STATE(241),
    [sym_splice_statement] = STATE(241),
    [sym_submit_description_statement] = STATE(241),
    [sym_dependency_statement] = STATE(241),
    [sym_connect_statement] = STATE(241),
    [sym_pin_in_statement] = STATE(241),
    [sym_pin_out_statement] = STATE(241),
    [sym_script_statement] = STATE(241),
    [sym_pre_skip_statement] = STATE(241),
    [sym_retry_statement] = STATE(241),
    [sym_abort_dag_on_statement] = STATE(241),
    [sym_vars_statement] = STATE(241),
    [sym_priority_statement] = STATE(241),
    [sym_tolerance_statement] = STATE(241),
    [sym_done_statement] = STATE(241),
    [sym_category_statement] = STATE(241),
    [sym_maxjobs_statement] = STATE(241),
    [sym_save_point_file_statement] = STATE(241),
    [sym_include_statement] = STATE(241),
    [sym_config_statement] = STATE(241),
    [sym_jobstate_log_statement] = STATE(241),
    [sym_dot_statement] = STATE(241),
    [sym_node_status_file_statement] = STATE(241),
    [sym_set_job_attr_statement] = STATE(241),
    [sym_env_statement] = STATE(241),
    [sym_reject_statement] = STATE(241),
    [sym_unknown_statement] = STATE(241),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(225),
    [sym__newline] = ACTIONS(227),
    [sym_comment] = ACTIONS(229),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [12] = {
    [sym__statement] = STATE(244),
    [sym_job_statement] = STATE(244),
    [sym_final_statement] = STATE(244),
    [sym_provisioner_statement] = STATE(244),
    [sym_service_statement] = STATE(244),
    [sym_subdag_statement] = STATE(244),
    [sym_splice_statement] = STATE(244),
    [sym_submit_description_statement] = STATE(244),
    [sym_dependency_statement] = STATE(244),
    [sym_connect_statement] = STATE(244),
    [sym_pin_in_statement] = STATE(244),
    [sym_pin_out_statement] = STATE(244),
    [sym_script_statement] = STATE(244),
    [sym_pre_skip_statement] = STATE(244),
    [sym_retry_statement] = STATE(244),
    [sym_abort_dag_on_statement] = STATE(244),
    [sym_vars_statement] = STATE(244),
    [sym_priority_statement] = STATE(244),
    [sym_tolerance_statement] = STATE(244),
    [sym_done_statement] = STATE(244),
    [sym_category_statement] = STATE(244),
    [sym_maxjobs_statement] = STATE(244),
    [sym_save_point_file_statement] = STATE(244),
    [sym_include_statement] = STATE(244),
    [sym_config_statement] = STATE(244),
    [sym_jobstate_log_statement] = STATE(244),
    [sym_dot_statement] = STATE(244),
    [sym_node_status_file_statement] = STATE(244),
    [sym_set_job_attr_statement] = STATE(244),
    [sym_env_statement] = STATE(244),
    [sym_reject_statement] = STATE(244),
    [sym_unknown_statement] = STATE(244),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(231),
    [sym__newline] = ACTIONS(233),
    [sym_comment] = ACTIONS(235),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [13] = {
    [sym__statement] = STATE(243),
    [sym_job_statement] = STATE(243),
    [sym_final_statement] = STATE(243),
    [sym_provisioner_statement] = STATE(243),
    [sym_service_statement] = STATE(243),
    [sym_subdag_statement] = STATE(243),
    [sym_splice_statement] = STATE(243),
    [sym_submit_description_statement] = STATE(243),
    [sym_dependency_statement] = STATE(243),
    [sym_connect_statement] = STATE(243),
    [sym_pin_in_statement] = STATE(243),
    [sym_pin_out_statement] = STATE(243),
    [sym_script_statement] = STATE(243),
    [sym_pre_skip_statement] = STATE(243),
    [sym_retry_statement] = STATE(243),
    [sym_abort_dag_on_statement] = STATE(243),
    [sym_vars_statement] = STATE(243),
    [sym_priority_statement] = STATE(243),
    [sym_tolerance_statement] = STATE(243),
    [sym_done_statement] = STATE(243),
    [sym_category_statement] = STATE(243),
    [sym_maxjobs_statement] = STATE(243),
    [sym_save_point_file_statement] = STATE(243),
    [sym_include_statement] = STATE(243),
    [sym_config_statement] = STATE(243),
    [sym_jobstate_log_statement] = STATE(243),
    [sym_dot_statement] = STATE(243),
    [sym_node_status_file_statement] = STATE(243),
    [sym_set_job_attr_statement] = STATE(243),
    [sym_env_statement] = STATE(243),
    [sym_reject_statement] = STATE(243),
    [sym_unknown_statement] = STATE(243),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(237),
    [sym__newline] = ACTIONS(239),
    [sym_comment] = ACTIONS(241),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [14] = {
    [sym__statement] = STATE(232),
    [sym_job_statement] = STATE(232),
    [sym_final_statement] = STATE(232),
    [sym_provisioner_statement] = STATE(232),
    [sym_service_statement] = STATE(232),
    [sym_subdag_statement] = STATE(232),
    [sym_splice_statement] = STATE(232),
    [sym_submit_description_statement] = STATE(232),
    [sym_dependency_statement] = STATE(232),
    [sym_connect_statement] = STATE(232),
    [sym_pin_in_statement] = STATE(232),
    [sym_pin_out_statement] = STATE(232),
    [sym_script_statement] = STATE(232),
    [sym_pre_skip_statement] = STATE(232),
    [sym_retry_statement] = STATE(232),
    [sym_abort_dag_on_statement] = STATE(232),
    [sym_vars_statement] = STATE(232),
    [sym_priority_statement] = STATE(232),
    [sym_tolerance_statement] = STATE(232),
    [sym_done_statement] = STATE(232),
    [sym_category_statement] = STATE(232),
    [sym_maxjobs_statement] = STATE(232),
    [sym_save_point_file_statement] = STATE(232),
    [sym_include_statement] = STATE(232),
    [sym_config_statement] = STATE(232),
    [sym_jobstate_log_statement] = STATE(232),
    [sym_dot_statement] = STATE(232),
    [sym_node_status_file_statement] = STATE(232),
    [sym_set_job_attr_statement] = STATE(232),
    [sym_env_statement] = STATE(232),
    [sym_reject_statement] = STATE(232),
    [sym_unknown_statement] = STATE(232),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(243),
    [sym__newline] = ACTIONS(245),
    [sym_comment] = ACTIONS(247),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [15] = {
    [sym__statement] = STATE(248),
    [sym_job_statement] = STATE(248),
    [sym_final_statement] = STATE(248),
    [sym_provisioner_statement] = STATE(248),
    [sym_service_statement] = STATE(248),
    [sym_subdag_statement] = STATE(248),
    [sym_splice_statement] = STATE(248),
    [sym_submit_description_statement] = STATE(248),
    [sym_dependency_statement] = STATE(248),
    [sym_connect_statement] = STATE(248),
    [sym_pin_in_statement] = STATE(248),
    [sym_pin_out_statement] = STATE(248),
    [sym_script_statement] = STATE(248),
    [sym_pre_skip_statement] = STATE(248),
    [sym_retry_statement] = STATE(248),
    [sym_abort_dag_on_statement] = STATE(248),
    [sym_vars_statement] = STATE(248),
    [sym_priority_statement] = STATE(248),
    [sym_tolerance_statement] = STATE(248),
    [sym_done_statement] = STATE(248),
    [sym_category_statement] = STATE(248),
    [sym_maxjobs_statement] = STATE(248),
    [sym_save_point_file_statement] = STATE(248),
    [sym_include_statement] = STATE(248),
    [sym_config_statement] = STATE(248),
    [sym_jobstate_log_statement] = STATE(248),
    [sym_dot_statement] = STATE(248),
    [sym_node_status_file_statement] = STATE(248),
    [sym_set_job_attr_statement] = STATE(248),
    [sym_env_statement] = STATE(248),
    [sym_reject_statement] = STATE(248),
    [sym_unknown_statement] = STATE(248),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(249),
    [sym__newline] = ACTIONS(251),
    [sym_comment] = ACTIONS(253),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [16] = {
    [sym__statement] = STATE(235),
    [sym_job_statement] = STATE(235),
    [sym_final_statement] = STATE(235),
    [sym_provisioner_statement] = STATE(235),
    [sym_service_statement] = STATE(235),
    [sym_subdag_statement] = STATE(235),
    [sym_splice_statement] = STATE(235),
    [sym_submit_description_statement] = STATE(235),
    [sym_dependency_statement] = STATE(235),
    [sym_connect_statement] = STATE(235),
    [sym_pin_in_statement] = STATE(235),
    [sym_pin_out_statement] = STATE(235),
    [sym_script_statement] = STATE(235),
    [sym_pre_skip_statement] = STATE(235),
    [sym_retry_statement] = STATE(235),
    [sym_abort_dag_on_statement] = STATE(235),
    [sym_vars_statement] = STATE(235),
    [sym_priority_statement] = STATE(235),
    [sym_tolerance_statement] = STATE(235),
    [sym_done_statement] = STATE(235),
    [sym_category_statement] = STATE(235),
    [sym_maxjobs_statement] = STATE(235),
    [sym_save_point_file_statement] = STATE(235),
    [sym_include_statement] = STATE(235),
    [sym_config_statement] = STATE(235),
    [sym_jobstate_log_statement] = STATE(235),
    [sym_dot_statement] = STATE(235),
    [sym_node_status_file_statement] = STATE(235),
    [sym_set_job_attr_statement] = STATE(235),
    [sym_env_statement] = STATE(235),
    [sym_reject_statement] = STATE(235),
    [sym_unknown_statement] = STATE(235),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(255),
    [sym__newline] = ACTIONS(257),
    [sym_comment] = ACTIONS(259),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [17] = {
    [sym__statement] = STATE(242),
    [sym_job_statement] = STATE(242),
    [sym_final_statement] = STATE(242),
    [sym_provisioner_statement] = STATE(242),
    [sym_service_statement] = STATE(242),
    [sym_subdag_statement] = STATE(242),
    [sym_splice_statement] = STATE(242),
    [sym_submit_description_statement] = STATE(242),
    [sym_dependency_statement] = STATE(242),
    [sym_connect_statement] = STATE(242),
    [sym_pin_in_statement] = STATE(242),
    [sym_pin_out_statement] = STATE(242),
    [sym_script_statement] = STATE(242),
    [sym_pre_skip_statement] = STATE(242),
    [sym_retry_statement] = STATE(242),
    [sym_abort_dag_on_statement] = STATE(242),
    [sym_vars_statement] = STATE(242),
    [sym_priority_statement] = STATE(242),
    [sym_tolerance_statement] = STATE(242),
    [sym_done_statement] = STATE(242),
    [sym_category_statement] = STATE(242),
    [sym_maxjobs_statement] = STATE(242),
    [sym_save_point_file_statement] = STATE(242),
    [sym_include_statement] = STATE(242),
    [sym_config_statement] = STATE(242),
    [sym_jobstate_log_statement] = STATE(242),
    [sym_dot_statement] = STATE(242),
    [sym_node_status_file_statement] = STATE(242),
    [sym_set_job_attr_statement] = STATE(242),
    [sym_env_statement] = STATE(242),
    [sym_reject_statement] = STATE(242),
    [sym_unknown_statement] = STATE(242),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(261),
    [sym__newline] = ACTIONS(263),
    [sym_comment] = ACTIONS(265),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
  [18] = {
    [sym__statement] = STATE(246),
    [sym_job_statement] = STATE(246),
    [sym_final_statement] = STATE(246),
    [sym_provisioner_statement] = STATE(246),
    [sym_service_statement] = STATE(246),
    [sym_subdag_statement] = STATE(246),
    [sym_splice_statement] = STATE(246),
    [sym_submit_description_statement] = STATE(246),
    [sym_dependency_statement] = STATE(246),
    [sym_connect_statement] = STATE(246),
    [sym_pin_in_statement] = STATE(246),
    [sym_pin_out_statement] = STATE(246),
    [sym_script_statement] = STATE(246),
    [sym_pre_skip_statement] = STATE(246),
    [sym_retry_statement] = STATE(246),
    [sym_abort_dag_on_statement] = STATE(246),
    [sym_vars_statement] = STATE(246),
    [sym_priority_statement] = STATE(246),
    [sym_tolerance_statement] = STATE(246),
    [sym_done_statement] = STATE(246),
    [sym_category_statement] = STATE(246),
    [sym_maxjobs_statement] = STATE(246),
    [sym_save_point_file_statement] = STATE(246),
    [sym_include_statement] = STATE(246),
    [sym_config_statement] = STATE(246),
    [sym_jobstate_log_statement] = STATE(246),
    [sym_dot_statement] = STATE(246),
    [sym_node_status_file_statement] = STATE(246),
    [sym_set_job_attr_statement] = STATE(246),
    [sym_env_statement] = STATE(246),
    [sym_reject_statement] = STATE(246),
    [sym_unknown_statement] = STATE(246),
    [sym__word] = STATE(99),
    [ts_builtin_sym_end] = ACTIONS(267),
    [sym__newline] = ACTIONS(269),
    [sym_comment] = ACTIONS(271),
    [aux_sym_job_statement_token1] = ACTIONS(11),
    [aux_sym_final_statement_token1] = ACTIONS(13),
    [aux_sym_provisioner_statement_token1] = ACTIONS(15),
    [aux_sym_service_statement_token1] = ACTIONS(17),
    [aux_sym_subdag_statement_token1] = ACTIONS(19),
    [aux_sym_done_token1] = ACTIONS(21),
    [aux_sym_splice_statement_token1] = ACTIONS(23),
    [aux_sym_submit_description_statement_token1] = ACTIONS(25),
    [aux_sym_dependency_statement_token1] = ACTIONS(27),
    [aux_sym_dependency_statement_token2] = ACTIONS(29),
    [aux_sym_connect_statement_token1] = ACTIONS(31),
    [aux_sym_pin_in_statement_token1] = ACTIONS(33),
    [aux_sym_pin_out_statement_token1] = ACTIONS(35),
    [aux_sym_script_statement_token1] = ACTIONS(37),
    [aux_sym_pre_skip_statement_token1] = ACTIONS(39),
    [aux_sym_retry_statement_token1] = ACTIONS(41),
    [aux_sym_abort_dag_on_statement_token1] = ACTIONS(43),
    [aux_sym_vars_statement_token1] = ACTIONS(45),
    [aux_sym_priority_statement_token1] = ACTIONS(47),
    [aux_sym_tolerance_statement_token1] = ACTIONS(49),
    [aux_sym_category_statement_token1] = ACTIONS(51),
    [aux_sym_maxjobs_statement_token1] = ACTIONS(53),
    [aux_sym_save_point_file_statement_token1] = ACTIONS(55),
    [aux_sym_include_statement_token1] = ACTIONS(57),
    [aux_sym_config_statement_token1] = ACTIONS(59),
    [aux_sym_jobstate_log_statement_token1] = ACTIONS(61),
    [aux_sym_dot_statement_token1] = ACTIONS(63),
    [aux_sym_node_status_file_statement_token1] = ACTIONS(65),
    [aux_sym_set_job_attr_statement_token1] = ACTIONS(67),
    [aux_sym_env_statement_token1] = ACTIONS(69),
    [aux_sym_reject_statement_token1] = ACTIONS(71),
    [sym__closed_word] = ACTIONS(73),
    [sym__unclosed_word] = ACTIONS(73),
    [sym__line_continuation] = ACTIONS(3),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(273), 1,
      ts_builtin_sym_end,
    ACTIONS(275), 35,
      sym__newline,
      sym_comment,
      aux_sym_job_statement_token1,
      aux_sym_final_statement_token1,
      aux_sym_provisioner_statement_token1,
      aux_sym_service_statement_token1,
      aux_sym_subdag_statement_token1,
      aux_sym_done_token1,
      aux_sym_splice_statement_token1,
      aux_sym_submit_description_statement_token1,
      aux_sym_dependency_statement_token1,
      aux_sym_dependency_statement_token2,
      aux_sym_connect_statement_token1,
      aux_sym_pin_in_statement_token1,
      aux_sym_pin_out_statement_token1,
      aux_sym_script_statement_token1,
      aux_sym_pre_skip_statement_token1,
      aux_sym_retry_statement_token1,
      aux_sym_abort_dag_on_statement_token1,
      aux_sym_vars_statement_token1,
      aux_sym_priority_statement_token1,
      aux_sym_tolerance_statement_token1,
      aux_sym_category_statement_token1,
      aux_sym_maxjobs_statement_token1,
      aux_sym_save_point_file_statement_token1,
      aux_sym_include_statement_token1,
      aux_sym_config_statement_token1,
      aux_sym_jobstate_log_statement_token1,
      aux_sym_dot_statement_token1,
      aux_sym_node_status_file_statement_token1,
      aux_sym_set_job_attr_statement_token1,
      aux_sym_env_statement_token1,
      aux_sym_reject_statement_token1,
      sym__closed_word,
      sym__unclosed_word,
  [44] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(277), 1,
      sym__newline,
    ACTIONS(279), 1,
      aux_sym_dir_option_token1,
    ACTIONS(281), 1,
      aux_sym_noop_token1,
    ACTIONS(283), 1,
      aux_sym_done_token1,
    ACTIONS(287), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(26), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [78] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      aux_sym_dir_option_token1,
    ACTIONS(281), 1,
      aux_sym_noop_token1,
    ACTIONS(283), 1,
      aux_sym_done_token1,
    ACTIONS(289), 1,
      sym__newline,
    ACTIONS(291), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(23), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [112] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      aux_sym_dir_option_token1,
    ACTIONS(281), 1,
      aux_sym_noop_token1,
    ACTIONS(283), 1,
      aux_sym_done_token1,
    ACTIONS(293), 1,
      sym__newline,
    ACTIONS(295), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(24), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [146] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      aux_sym_dir_option_token1,
    ACTIONS(281), 1,
      aux_sym_noop_token1,
    ACTIONS(283), 1,
      aux_sym_done_token1,
    ACTIONS(297), 1,
      sym__newline,
    ACTIONS(299), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(25), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [180] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      aux_sym_dir_option_token1,
    ACTIONS(281), 1,
      aux_sym_noop_token1,
    ACTIONS(283), 1,
      aux_sym_done_token1,
    ACTIONS(301), 1,
      sym__newline,
    ACTIONS(303), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(25), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [214] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(305), 1,
      sym__newline,
    ACTIONS(307), 1,
      aux_sym_dir_option_token1,
    ACTIONS(310), 1,
      aux_sym_noop_token1,
    ACTIONS(313), 1,
      aux_sym_done_token1,
    ACTIONS(319), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(316), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(25), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [248] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(279), 1,
      aux_sym_dir_option_token1,
    ACTIONS(281), 1,
      aux_sym_noop_token1,
    ACTIONS(283), 1,
      aux_sym_done_token1,
    ACTIONS(321), 1,
      sym__newline,
    ACTIONS(323), 1,
      sym__end_of_file,
    STATE(141), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(25), 6,
      sym__node_option,
      sym_dir_option,
      sym_noop,
      sym_done,
      sym_unexpected,
      aux_sym__node_arguments_repeat1,
  [282] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(325), 1,
      sym__newline,
    ACTIONS(327), 1,
      aux_sym_include_statement_token1,
    ACTIONS(333), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym__word,
    ACTIONS(331), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(29), 3,
      sym_dot_include,
      sym_unexpected,
      aux_sym_dot_statement_repeat1,
    ACTIONS(329), 4,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [313] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(327), 1,
      aux_sym_include_statement_token1,
    ACTIONS(335), 1,
      sym__newline,
    ACTIONS(339), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym__word,
    ACTIONS(331), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(27), 3,
      sym_dot_include,
      sym_unexpected,
      aux_sym_dot_statement_repeat1,
    ACTIONS(337), 4,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [344] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(341), 1,
      sym__newline,
    ACTIONS(343), 1,
      aux_sym_include_statement_token1,
    ACTIONS(352), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym__word,
    ACTIONS(349), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(29), 3,
      sym_dot_include,
      sym_unexpected,
      aux_sym_dot_statement_repeat1,
    ACTIONS(346), 4,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [375] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(354), 1,
      sym__newline,
    ACTIONS(356), 1,
      sym_script_type,
    ACTIONS(358), 1,
      aux_sym_defer_option_token1,
    ACTIONS(360), 1,
      aux_sym_debug_option_token1,
    ACTIONS(362), 1,
      sym__end_of_file,
    STATE(131), 1,
      sym_unexpected,
    STATE(219), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(31), 3,
      sym_defer_option,
      sym_debug_option,
      aux_sym_script_statement_repeat1,
  [409] = 10,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(358), 1,
      aux_sym_defer_option_token1,
    ACTIONS(360), 1,
      aux_sym_debug_option_token1,
    ACTIONS(364), 1,
      sym__newline,
    ACTIONS(366), 1,
      sym_script_type,
    ACTIONS(368), 1,
      sym__end_of_file,
    STATE(98), 1,
      sym_unexpected,
    STATE(219), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(33), 3,
      sym_defer_option,
      sym_debug_option,
      aux_sym_script_statement_repeat1,
  [443] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(372), 1,
      sym__end_of_file,
    STATE(39), 1,
      sym_path,
    STATE(58), 1,
      sym__word,
    ACTIONS(331), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(370), 6,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
  [468] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(376), 1,
      aux_sym_defer_option_token1,
    ACTIONS(379), 1,
      aux_sym_debug_option_token1,
    ACTIONS(382), 1,
      sym__end_of_file,
    STATE(33), 3,
      sym_defer_option,
      sym_debug_option,
      aux_sym_script_statement_repeat1,
    ACTIONS(374), 4,
      sym__newline,
      sym_script_type,
      sym__closed_word,
      sym__unclosed_word,
  [492] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(384), 1,
      sym__newline,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(388), 1,
      sym_description_open,
    ACTIONS(390), 1,
      sym__end_of_file,
    STATE(174), 1,
      sym_inline_description,
    STATE(219), 1,
      sym__word,
    STATE(91), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [521] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(392), 1,
      sym__newline,
    ACTIONS(394), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(398), 1,
      sym__end_of_file,
    STATE(208), 1,
      sym__word,
    ACTIONS(396), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(45), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [546] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(400), 1,
      sym__newline,
    ACTIONS(402), 1,
      aux_sym_return_option_token1,
    ACTIONS(406), 1,
      sym__end_of_file,
    STATE(210), 1,
      sym__word,
    ACTIONS(404), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(46), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [571] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(412), 1,
      sym__end_of_file,
    STATE(186), 1,
      sym_value,
    STATE(190), 1,
      sym__word,
    ACTIONS(410), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(408), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [594] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(414), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym__end_of_file,
    STATE(179), 1,
      sym__word,
    ACTIONS(416), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    ACTIONS(418), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(47), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [619] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(424), 1,
      sym__end_of_file,
    ACTIONS(422), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [636] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(426), 1,
      sym__newline,
    ACTIONS(430), 1,
      anon_sym_EQ,
    ACTIONS(432), 1,
      sym__quoted_word,
    ACTIONS(434), 1,
      sym_variable,
    ACTIONS(436), 1,
      sym__end_of_file,
    ACTIONS(428), 2,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
    STATE(101), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [663] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(438), 1,
      sym__newline,
    ACTIONS(440), 1,
      aux_sym_dir_option_token1,
    ACTIONS(444), 1,
      sym__end_of_file,
    STATE(205), 1,
      sym__word,
    ACTIONS(442), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(56), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [688] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(450), 1,
      sym__end_of_file,
    STATE(137), 1,
      sym__word,
    STATE(146), 1,
      sym_number,
    ACTIONS(448), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(446), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [711] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(454), 1,
      sym__end_of_file,
    STATE(115), 1,
      sym_debug_stream,
    STATE(116), 1,
      sym__word,
    ACTIONS(448), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(452), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [734] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(456), 1,
      sym__newline,
    ACTIONS(458), 1,
      aux_sym_dir_option_token1,
    ACTIONS(464), 1,
      sym__end_of_file,
    STATE(205), 1,
      sym__word,
    ACTIONS(461), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(44), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [759] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      sym__newline,
    ACTIONS(468), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(474), 1,
      sym__end_of_file,
    STATE(208), 1,
      sym__word,
    ACTIONS(471), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(45), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [784] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(476), 1,
      sym__newline,
    ACTIONS(478), 1,
      aux_sym_return_option_token1,
    ACTIONS(484), 1,
      sym__end_of_file,
    STATE(210), 1,
      sym__word,
    ACTIONS(481), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(46), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [809] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(486), 1,
      sym__newline,
    ACTIONS(494), 1,
      sym__end_of_file,
    STATE(179), 1,
      sym__word,
    ACTIONS(488), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    ACTIONS(491), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(47), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [834] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(402), 1,
      aux_sym_return_option_token1,
    ACTIONS(496), 1,
      sym__newline,
    ACTIONS(498), 1,
      sym__end_of_file,
    STATE(210), 1,
      sym__word,
    ACTIONS(404), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(36), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [859] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(500), 1,
      sym__newline,
    ACTIONS(504), 1,
      sym__end_of_file,
    STATE(179), 1,
      sym__word,
    ACTIONS(418), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(502), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    STATE(38), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [884] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(394), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(506), 1,
      sym__newline,
    ACTIONS(508), 1,
      sym__end_of_file,
    STATE(208), 1,
      sym__word,
    ACTIONS(396), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(35), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [909] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(512), 1,
      sym__end_of_file,
    STATE(42), 1,
      sym_number,
    STATE(137), 1,
      sym__word,
    ACTIONS(448), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(510), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [932] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 1,
      sym__end_of_file,
    STATE(129), 1,
      sym_path,
    STATE(142), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(514), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
  [955] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(520), 1,
      sym__end_of_file,
    STATE(43), 1,
      sym_path,
    STATE(143), 1,
      sym__word,
    ACTIONS(448), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(518), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [978] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(524), 1,
      sym_ignored_text,
    ACTIONS(526), 1,
      sym__description_newline,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(522), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [999] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    STATE(189), 1,
      sym_value,
    STATE(190), 1,
      sym__word,
    ACTIONS(410), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(530), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [1022] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(440), 1,
      aux_sym_dir_option_token1,
    ACTIONS(534), 1,
      sym__newline,
    ACTIONS(536), 1,
      sym__end_of_file,
    STATE(205), 1,
      sym__word,
    ACTIONS(442), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(44), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [1047] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(538), 1,
      sym__newline,
    ACTIONS(540), 1,
      aux_sym_dependency_statement_token2,
    ACTIONS(542), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(546), 1,
      sym__end_of_file,
    STATE(62), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1076] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(550), 1,
      sym__end_of_file,
    ACTIONS(548), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1093] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__end_of_file,
    ACTIONS(552), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1110] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1127] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(560), 1,
      sym__newline,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(564), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1153] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(566), 1,
      sym__newline,
    ACTIONS(568), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(570), 1,
      sym__end_of_file,
    STATE(70), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1179] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(572), 1,
      sym__newline,
    ACTIONS(574), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(576), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1205] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(578), 1,
      sym__newline,
    ACTIONS(580), 1,
      aux_sym_node_status_file_statement_token2,
    ACTIONS(584), 1,
      sym__end_of_file,
    STATE(209), 1,
      sym__word,
    ACTIONS(582), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(84), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1229] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(586), 1,
      sym__newline,
    ACTIONS(588), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1255] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(592), 1,
      sym__description_newline,
    ACTIONS(594), 1,
      sym__end_of_file,
    ACTIONS(590), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [1273] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(596), 1,
      sym__newline,
    ACTIONS(598), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(600), 1,
      sym__end_of_file,
    STATE(70), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1299] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(602), 1,
      sym__newline,
    ACTIONS(604), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1325] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(606), 1,
      sym__newline,
    ACTIONS(608), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(610), 1,
      sym__end_of_file,
    STATE(61), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1351] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      sym__end_of_file,
    STATE(70), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(612), 2,
      sym__newline,
      aux_sym_dependency_statement_token3,
    ACTIONS(614), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1375] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(619), 1,
      sym__newline,
    ACTIONS(621), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1401] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(623), 1,
      sym__newline,
    ACTIONS(625), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1427] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(627), 1,
      sym__newline,
    ACTIONS(629), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(631), 1,
      sym__end_of_file,
    STATE(65), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1453] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(633), 1,
      sym__newline,
    ACTIONS(639), 1,
      sym__end_of_file,
    STATE(207), 1,
      sym_unexpected,
    STATE(233), 1,
      sym__word,
    ACTIONS(635), 2,
      aux_sym_env_statement_token2,
      aux_sym_env_statement_token3,
    ACTIONS(637), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1477] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(641), 1,
      sym__newline,
    ACTIONS(643), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(649), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(646), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1503] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(651), 1,
      sym__newline,
    ACTIONS(653), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(655), 1,
      sym__end_of_file,
    STATE(77), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1529] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(657), 1,
      sym__newline,
    ACTIONS(659), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1555] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(661), 1,
      sym__newline,
    ACTIONS(663), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(665), 1,
      sym__end_of_file,
    STATE(71), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1581] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym__newline,
    ACTIONS(669), 1,
      aux_sym_node_status_file_statement_token2,
    ACTIONS(671), 1,
      sym__end_of_file,
    STATE(209), 1,
      sym__word,
    ACTIONS(582), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(64), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1605] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      sym__newline,
    ACTIONS(675), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(677), 1,
      sym__end_of_file,
    STATE(70), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1631] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(679), 1,
      sym__newline,
    ACTIONS(681), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(683), 1,
      sym__end_of_file,
    STATE(80), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1657] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      sym__unclosed_word,
    ACTIONS(685), 1,
      sym__newline,
    ACTIONS(687), 1,
      sym__closed_word,
    ACTIONS(689), 1,
      sym_description_open,
    ACTIONS(691), 1,
      sym__end_of_file,
    STATE(142), 1,
      sym__word,
    STATE(21), 2,
      sym_inline_description,
      sym_path,
  [1683] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      sym__newline,
    ACTIONS(695), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(697), 1,
      sym__end_of_file,
    STATE(67), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(198), 1,
      sym__word,
    STATE(202), 1,
      sym_node_name,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1709] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(699), 1,
      sym__newline,
    ACTIONS(701), 1,
      aux_sym_node_status_file_statement_token2,
    ACTIONS(707), 1,
      sym__end_of_file,
    STATE(209), 1,
      sym__word,
    ACTIONS(704), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(84), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1733] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(693), 1,
      sym__newline,
    ACTIONS(697), 1,
      sym__end_of_file,
    ACTIONS(709), 1,
      aux_sym_dependency_statement_token3,
    STATE(68), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(185), 1,
      sym_node_name,
    STATE(198), 1,
      sym__word,
    ACTIONS(544), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1759] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(711), 1,
      sym__newline,
    ACTIONS(713), 1,
      sym__end_of_file,
    STATE(158), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
    STATE(253), 1,
      sym__node_number,
  [1784] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(715), 1,
      sym__newline,
    ACTIONS(717), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1807] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(719), 1,
      sym__newline,
    ACTIONS(721), 1,
      sym__end_of_file,
    STATE(135), 1,
      sym_path,
    STATE(216), 1,
      sym__word,
    STATE(251), 1,
      sym__file_argument,
  [1832] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(723), 1,
      sym__newline,
    ACTIONS(725), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1855] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(727), 1,
      sym__newline,
    ACTIONS(729), 1,
      sym__end_of_file,
    STATE(135), 1,
      sym_path,
    STATE(216), 1,
      sym__word,
    STATE(252), 1,
      sym__file_argument,
  [1880] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(731), 1,
      sym__newline,
    ACTIONS(733), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1903] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(735), 1,
      sym__newline,
    ACTIONS(737), 1,
      sym__end_of_file,
    STATE(135), 1,
      sym_path,
    STATE(216), 1,
      sym__word,
    STATE(255), 1,
      sym__file_argument,
  [1928] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(739), 1,
      sym__newline,
    ACTIONS(741), 1,
      aux_sym_subdag_statement_token2,
    ACTIONS(743), 1,
      sym__end_of_file,
    STATE(173), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1951] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(745), 1,
      sym__newline,
    ACTIONS(747), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(114), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1974] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(749), 1,
      sym__newline,
    ACTIONS(751), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(112), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1997] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(753), 1,
      sym__newline,
    ACTIONS(755), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(113), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2020] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(757), 1,
      sym__newline,
    ACTIONS(759), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2043] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(757), 1,
      sym__newline,
    ACTIONS(759), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(117), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2066] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(761), 1,
      sym__newline,
    ACTIONS(763), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(87), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2089] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      anon_sym_EQ,
    ACTIONS(432), 1,
      sym__quoted_word,
    ACTIONS(434), 1,
      sym_variable,
    ACTIONS(765), 1,
      sym__newline,
    ACTIONS(767), 1,
      sym__end_of_file,
    STATE(122), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [2112] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      anon_sym_EQ,
    ACTIONS(432), 1,
      sym__quoted_word,
    ACTIONS(434), 1,
      sym_variable,
    ACTIONS(769), 1,
      sym__newline,
    ACTIONS(771), 1,
      sym__end_of_file,
    STATE(123), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [2135] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(773), 1,
      sym__newline,
    ACTIONS(775), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(124), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2158] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(777), 1,
      sym__newline,
    ACTIONS(779), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(125), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2181] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(781), 1,
      sym__newline,
    ACTIONS(783), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(126), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2204] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(785), 1,
      sym__newline,
    ACTIONS(787), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2227] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 1,
      sym__newline,
    ACTIONS(791), 1,
      sym__closed_word,
    ACTIONS(794), 1,
      sym__unclosed_word,
    ACTIONS(797), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2250] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(801), 1,
      sym__end_of_file,
    ACTIONS(799), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2265] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(805), 1,
      sym__end_of_file,
    ACTIONS(803), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2280] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(807), 1,
      sym__newline,
    ACTIONS(809), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2303] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      sym__newline,
    ACTIONS(813), 1,
      sym__closed_word,
    ACTIONS(815), 1,
      sym__unclosed_word,
    ACTIONS(817), 1,
      sym__end_of_file,
    STATE(82), 1,
      sym_node_name,
    STATE(193), 1,
      sym__word,
    STATE(265), 1,
      sym__node_arguments,
  [2328] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym__closed_word,
    ACTIONS(815), 1,
      sym__unclosed_word,
    ACTIONS(819), 1,
      sym__newline,
    ACTIONS(821), 1,
      sym__end_of_file,
    STATE(82), 1,
      sym_node_name,
    STATE(193), 1,
      sym__word,
    STATE(250), 1,
      sym__node_arguments,
  [2353] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(823), 1,
      sym__newline,
    ACTIONS(825), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2376] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(827), 1,
      sym__newline,
    ACTIONS(829), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2399] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(831), 1,
      sym__newline,
    ACTIONS(833), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2422] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(837), 1,
      sym__end_of_file,
    ACTIONS(835), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2437] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(841), 1,
      sym__end_of_file,
    ACTIONS(839), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2452] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(843), 1,
      sym__newline,
    ACTIONS(845), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2475] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(849), 1,
      sym__end_of_file,
    STATE(183), 1,
      sym_number,
    STATE(200), 1,
      sym__word,
    ACTIONS(396), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(847), 2,
      sym__newline,
      aux_sym_unless_exit_token1,
  [2496] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(851), 1,
      sym__newline,
    ACTIONS(853), 1,
      sym__end_of_file,
    STATE(158), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
    STATE(260), 1,
      sym__node_number,
  [2521] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      sym__end_of_file,
    STATE(184), 1,
      sym_number,
    STATE(203), 1,
      sym__word,
    ACTIONS(404), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(855), 2,
      sym__newline,
      aux_sym_return_option_token1,
  [2542] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(859), 1,
      sym__newline,
    ACTIONS(861), 1,
      sym__end_of_file,
    STATE(158), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
    STATE(257), 1,
      sym__node_number,
  [2567] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(430), 1,
      anon_sym_EQ,
    ACTIONS(432), 1,
      sym__quoted_word,
    ACTIONS(434), 1,
      sym_variable,
    ACTIONS(863), 1,
      sym__newline,
    ACTIONS(865), 1,
      sym__end_of_file,
    STATE(123), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [2590] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(867), 1,
      sym__newline,
    ACTIONS(869), 1,
      anon_sym_EQ,
    ACTIONS(872), 1,
      sym__quoted_word,
    ACTIONS(875), 1,
      sym_variable,
    ACTIONS(878), 1,
      sym__end_of_file,
    STATE(123), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [2613] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(880), 1,
      sym__newline,
    ACTIONS(882), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2636] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(884), 1,
      sym__newline,
    ACTIONS(886), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2659] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(888), 1,
      sym__newline,
    ACTIONS(890), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(106), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2682] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym__closed_word,
    ACTIONS(815), 1,
      sym__unclosed_word,
    ACTIONS(892), 1,
      sym__newline,
    ACTIONS(894), 1,
      sym__end_of_file,
    STATE(82), 1,
      sym_node_name,
    STATE(193), 1,
      sym__word,
    STATE(259), 1,
      sym__node_arguments,
  [2707] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(898), 1,
      sym__end_of_file,
    ACTIONS(896), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2722] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(902), 1,
      sym__end_of_file,
    ACTIONS(900), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2737] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym__closed_word,
    ACTIONS(815), 1,
      sym__unclosed_word,
    ACTIONS(904), 1,
      sym__newline,
    ACTIONS(906), 1,
      sym__end_of_file,
    STATE(82), 1,
      sym_node_name,
    STATE(193), 1,
      sym__word,
    STATE(266), 1,
      sym__node_arguments,
  [2762] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(364), 1,
      sym__newline,
    ACTIONS(368), 1,
      sym__end_of_file,
    ACTIONS(386), 1,
      sym__closed_word,
    STATE(219), 1,
      sym__word,
    STATE(97), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2785] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(910), 1,
      sym__end_of_file,
    ACTIONS(908), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2800] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(914), 1,
      sym__end_of_file,
    ACTIONS(912), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2815] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(918), 1,
      sym__end_of_file,
    ACTIONS(916), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2830] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(920), 1,
      sym__newline,
    ACTIONS(922), 1,
      sym__end_of_file,
    STATE(219), 1,
      sym__word,
    STATE(105), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2853] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(924), 1,
      sym__newline,
    ACTIONS(926), 1,
      sym__end_of_file,
    STATE(158), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
    STATE(267), 1,
      sym__node_number,
  [2878] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(930), 1,
      sym__end_of_file,
    ACTIONS(928), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2893] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(516), 1,
      sym__end_of_file,
    STATE(196), 1,
      sym_path,
    STATE(206), 1,
      sym__word,
    ACTIONS(442), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(514), 2,
      sym__newline,
      aux_sym_dir_option_token1,
  [2914] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 6,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [2929] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(934), 1,
      sym__end_of_file,
    ACTIONS(932), 6,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [2944] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__end_of_file,
    ACTIONS(552), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2959] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(550), 1,
      sym__end_of_file,
    ACTIONS(548), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2974] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(550), 1,
      sym__end_of_file,
    ACTIONS(548), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2989] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3004] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3019] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(938), 1,
      sym__end_of_file,
    ACTIONS(936), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3034] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(331), 1,
      sym__unclosed_word,
    ACTIONS(940), 1,
      sym__newline,
    ACTIONS(942), 1,
      sym__closed_word,
    ACTIONS(944), 1,
      sym__end_of_file,
    STATE(28), 1,
      sym_path,
    STATE(58), 1,
      sym__word,
  [3056] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3070] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(946), 1,
      sym__newline,
    ACTIONS(948), 1,
      sym__end_of_file,
    STATE(169), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3092] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      sym__unclosed_word,
    ACTIONS(950), 1,
      sym__newline,
    ACTIONS(952), 1,
      sym__closed_word,
    ACTIONS(954), 1,
      sym__end_of_file,
    STATE(182), 1,
      sym_node_name,
    STATE(238), 1,
      sym__word,
  [3114] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      sym__unclosed_word,
    ACTIONS(687), 1,
      sym__closed_word,
    ACTIONS(956), 1,
      sym__newline,
    ACTIONS(958), 1,
      sym__end_of_file,
    STATE(20), 1,
      sym_path,
    STATE(142), 1,
      sym__word,
  [3136] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(960), 1,
      sym__newline,
    ACTIONS(962), 1,
      sym__end_of_file,
    STATE(109), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3158] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(964), 1,
      sym__newline,
    ACTIONS(966), 1,
      sym__end_of_file,
    STATE(175), 1,
      sym_splice_name,
    STATE(227), 1,
      sym__word,
  [3180] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(582), 1,
      sym__unclosed_word,
    ACTIONS(968), 1,
      sym__newline,
    ACTIONS(970), 1,
      sym__closed_word,
    ACTIONS(972), 1,
      sym__end_of_file,
    STATE(79), 1,
      sym_path,
    STATE(199), 1,
      sym__word,
  [3202] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(974), 1,
      sym__newline,
    ACTIONS(976), 1,
      sym__end_of_file,
    STATE(95), 1,
      sym_splice_name,
    STATE(227), 1,
      sym__word,
  [3224] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(978), 1,
      sym__newline,
    ACTIONS(980), 1,
      sym__end_of_file,
    STATE(166), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3246] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(982), 1,
      sym__newline,
    ACTIONS(984), 1,
      sym__end_of_file,
    STATE(167), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3268] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(986), 1,
      sym__newline,
    ACTIONS(988), 1,
      sym__end_of_file,
    STATE(96), 1,
      sym_number,
    STATE(226), 1,
      sym__word,
  [3290] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(637), 1,
      sym__unclosed_word,
    ACTIONS(952), 1,
      sym__closed_word,
    ACTIONS(990), 1,
      sym__newline,
    ACTIONS(992), 1,
      sym__end_of_file,
    STATE(201), 1,
      sym_node_name,
    STATE(238), 1,
      sym__word,
  [3312] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(994), 1,
      sym__newline,
    ACTIONS(996), 1,
      sym__closed_word,
    ACTIONS(999), 1,
      sym__unclosed_word,
    ACTIONS(1002), 1,
      sym__end_of_file,
    STATE(160), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(215), 1,
      sym__word,
  [3334] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1004), 1,
      sym__newline,
    ACTIONS(1006), 1,
      sym__end_of_file,
    STATE(162), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3356] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(396), 1,
      sym__unclosed_word,
    ACTIONS(1008), 1,
      sym__newline,
    ACTIONS(1010), 1,
      sym__closed_word,
    ACTIONS(1012), 1,
      sym__end_of_file,
    STATE(50), 1,
      sym_number,
    STATE(200), 1,
      sym__word,
  [3378] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(404), 1,
      sym__unclosed_word,
    ACTIONS(1014), 1,
      sym__newline,
    ACTIONS(1016), 1,
      sym__closed_word,
    ACTIONS(1018), 1,
      sym__end_of_file,
    STATE(48), 1,
      sym_number,
    STATE(203), 1,
      sym__word,
  [3400] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1020), 1,
      sym__newline,
    ACTIONS(1022), 1,
      sym__end_of_file,
    STATE(163), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3422] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1024), 1,
      sym__newline,
    ACTIONS(1026), 1,
      sym__end_of_file,
    STATE(168), 1,
      sym_category_name,
    STATE(230), 1,
      sym__word,
  [3444] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(418), 1,
      sym__unclosed_word,
    ACTIONS(1028), 1,
      sym__newline,
    ACTIONS(1030), 1,
      sym__closed_word,
    ACTIONS(1032), 1,
      sym__end_of_file,
    STATE(49), 1,
      sym_number,
    STATE(176), 1,
      sym__word,
  [3466] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1034), 1,
      sym__newline,
    ACTIONS(1036), 1,
      sym__end_of_file,
    STATE(102), 1,
      sym_category_name,
    STATE(230), 1,
      sym__word,
  [3488] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1038), 1,
      sym__newline,
    ACTIONS(1040), 1,
      sym__end_of_file,
    STATE(103), 1,
      sym_number,
    STATE(226), 1,
      sym__word,
  [3510] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1042), 1,
      sym__newline,
    ACTIONS(1044), 1,
      sym__end_of_file,
    STATE(104), 1,
      sym_path,
    STATE(216), 1,
      sym__word,
  [3532] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1046), 1,
      sym__newline,
    ACTIONS(1048), 1,
      sym__closed_word,
    ACTIONS(1050), 1,
      sym__unclosed_word,
    ACTIONS(1052), 1,
      sym__end_of_file,
    STATE(40), 1,
      sym_node_name,
    STATE(140), 1,
      sym__word,
  [3554] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(1054), 1,
      sym_ignored_text,
    ACTIONS(1056), 1,
      sym__description_newline,
    ACTIONS(522), 3,
      sym__newline,
      sym__closed_word,
      sym__unclosed_word,
  [3572] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1058), 1,
      sym__newline,
    ACTIONS(1060), 1,
      sym__end_of_file,
    STATE(151), 1,
      sym_node_name,
    STATE(217), 1,
      sym__word,
  [3594] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      sym__unclosed_word,
    ACTIONS(687), 1,
      sym__closed_word,
    ACTIONS(1062), 1,
      sym__newline,
    ACTIONS(1064), 1,
      sym__end_of_file,
    STATE(22), 1,
      sym_path,
    STATE(142), 1,
      sym__word,
  [3616] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(731), 1,
      sym__newline,
    ACTIONS(733), 1,
      sym__end_of_file,
    STATE(177), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(215), 1,
      sym__word,
  [3638] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 1,
      sym__unclosed_word,
    ACTIONS(1066), 1,
      sym__newline,
    ACTIONS(1068), 1,
      sym__closed_word,
    ACTIONS(1070), 1,
      sym__end_of_file,
    STATE(41), 1,
      sym_path,
    STATE(206), 1,
      sym__word,
  [3660] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(930), 1,
      sym__end_of_file,
    ACTIONS(928), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3674] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1072), 1,
      sym__newline,
    ACTIONS(1074), 1,
      sym__end_of_file,
    STATE(160), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(215), 1,
      sym__word,
  [3696] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(813), 1,
      sym__closed_word,
    ACTIONS(815), 1,
      sym__unclosed_word,
    ACTIONS(1076), 1,
      sym__newline,
    ACTIONS(1078), 1,
      sym__end_of_file,
    STATE(34), 1,
      sym_description_name,
    STATE(214), 1,
      sym__word,
  [3718] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__end_of_file,
    ACTIONS(552), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3732] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [3745] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [3758] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1080), 1,
      sym__newline,
    ACTIONS(1082), 1,
      sym__text,
    ACTIONS(1084), 1,
      sym__end_of_file,
    STATE(225), 1,
      aux_sym_script_command_repeat1,
    STATE(256), 1,
      sym_script_command,
  [3777] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1088), 1,
      sym__end_of_file,
    ACTIONS(1086), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3790] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1092), 1,
      sym__end_of_file,
    ACTIONS(1090), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3803] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1096), 1,
      sym__end_of_file,
    ACTIONS(1094), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3816] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1100), 1,
      sym__end_of_file,
    ACTIONS(1098), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [3829] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1104), 1,
      sym__end_of_file,
    ACTIONS(1102), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [3842] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1108), 1,
      anon_sym_EQ,
    ACTIONS(1110), 1,
      sym__quoted_word,
    ACTIONS(1112), 1,
      sym__end_of_file,
    ACTIONS(1106), 2,
      sym__newline,
      sym_variable,
  [3859] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1116), 1,
      sym__end_of_file,
    ACTIONS(1114), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [3872] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1120), 1,
      sym__end_of_file,
    ACTIONS(1118), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [3885] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1124), 1,
      sym__end_of_file,
    ACTIONS(1122), 4,
      sym__newline,
      anon_sym_EQ,
      sym__quoted_word,
      sym_variable,
  [3898] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(556), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(558), 3,
      sym_description_open,
      sym__end_of_file,
      sym__closed_word,
  [3911] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(932), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(934), 3,
      sym_description_open,
      sym__end_of_file,
      sym__closed_word,
  [3924] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1126), 1,
      sym__description_newline,
    ACTIONS(590), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(594), 2,
      sym__end_of_file,
      sym__closed_word,
  [3939] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1128), 1,
      sym__newline,
    ACTIONS(1130), 1,
      sym__text,
    ACTIONS(1132), 1,
      sym__end_of_file,
    STATE(224), 1,
      aux_sym_script_command_repeat1,
    STATE(254), 1,
      sym_argument_text,
  [3958] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(902), 1,
      sym__end_of_file,
    ACTIONS(900), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3971] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3984] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(934), 1,
      sym__end_of_file,
    ACTIONS(932), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3997] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(550), 1,
      sym__end_of_file,
    ACTIONS(548), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [4010] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(930), 1,
      sym__end_of_file,
    ACTIONS(928), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4023] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1082), 1,
      sym__text,
    ACTIONS(1134), 1,
      sym__newline,
    ACTIONS(1136), 1,
      sym__end_of_file,
    STATE(225), 1,
      aux_sym_script_command_repeat1,
    STATE(264), 1,
      sym_script_command,
  [4042] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1140), 1,
      sym__end_of_file,
    ACTIONS(1138), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [4055] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(930), 1,
      sym__end_of_file,
    ACTIONS(928), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4068] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1130), 1,
      sym__text,
    ACTIONS(1142), 1,
      sym__newline,
    ACTIONS(1144), 1,
      sym__end_of_file,
    STATE(224), 1,
      aux_sym_script_command_repeat1,
    STATE(258), 1,
      sym_argument_text,
  [4087] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__end_of_file,
    ACTIONS(552), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4100] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(550), 1,
      sym__end_of_file,
    ACTIONS(548), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4113] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1130), 1,
      sym__text,
    ACTIONS(1146), 1,
      sym__newline,
    ACTIONS(1148), 1,
      sym__end_of_file,
    STATE(224), 1,
      aux_sym_script_command_repeat1,
    STATE(261), 1,
      sym_argument_text,
  [4132] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__end_of_file,
    ACTIONS(552), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4145] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(930), 1,
      sym__end_of_file,
    ACTIONS(928), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [4158] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(554), 1,
      sym__end_of_file,
    ACTIONS(552), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4171] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4184] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4197] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(558), 1,
      sym__end_of_file,
    ACTIONS(556), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4210] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1150), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1152), 3,
      sym_description_open,
      sym__end_of_file,
      sym__closed_word,
  [4223] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1154), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1156), 2,
      sym__end_of_file,
      sym__closed_word,
  [4235] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(548), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(550), 2,
      sym__end_of_file,
      sym__closed_word,
  [4247] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(932), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(934), 2,
      sym__end_of_file,
      sym__closed_word,
  [4259] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1158), 1,
      sym__newline,
    ACTIONS(1160), 1,
      sym__text,
    ACTIONS(1163), 1,
      sym__end_of_file,
    STATE(218), 1,
      aux_sym_script_command_repeat1,
  [4275] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(554), 2,
      sym__end_of_file,
      sym__closed_word,
  [4287] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(896), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(898), 2,
      sym__end_of_file,
      sym__closed_word,
  [4299] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(908), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(910), 2,
      sym__end_of_file,
      sym__closed_word,
  [4311] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(912), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(914), 2,
      sym__end_of_file,
      sym__closed_word,
  [4323] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(916), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(918), 2,
      sym__end_of_file,
      sym__closed_word,
  [4335] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1165), 1,
      sym__newline,
    ACTIONS(1167), 1,
      sym__text,
    ACTIONS(1169), 1,
      sym__end_of_file,
    STATE(218), 1,
      aux_sym_script_command_repeat1,
  [4351] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1167), 1,
      sym__text,
    ACTIONS(1171), 1,
      sym__newline,
    ACTIONS(1173), 1,
      sym__end_of_file,
    STATE(218), 1,
      aux_sym_script_command_repeat1,
  [4367] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(928), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(930), 2,
      sym__end_of_file,
      sym__closed_word,
  [4379] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1175), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1177), 2,
      sym__end_of_file,
      sym__closed_word,
  [4391] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    STATE(155), 1,
      sym_splice_name,
    STATE(227), 1,
      sym__word,
  [4407] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(556), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(558), 2,
      sym__end_of_file,
      sym__closed_word,
  [4419] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1179), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1181), 2,
      sym__end_of_file,
      sym__closed_word,
  [4431] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(556), 1,
      sym__newline,
    ACTIONS(558), 2,
      sym__end_of_file,
      sym__text,
  [4442] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(15), 1,
      sym__line_end,
    ACTIONS(1183), 2,
      sym__end_of_file,
      sym__newline,
  [4453] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 1,
      sym__newline,
    ACTIONS(554), 2,
      sym__end_of_file,
      sym__text,
  [4464] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(6), 1,
      sym__line_end,
    ACTIONS(1185), 2,
      sym__end_of_file,
      sym__newline,
  [4475] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(17), 1,
      sym__line_end,
    ACTIONS(1187), 2,
      sym__end_of_file,
      sym__newline,
  [4486] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(9), 1,
      sym__line_end,
    ACTIONS(1189), 2,
      sym__end_of_file,
      sym__newline,
  [4497] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(10), 1,
      sym__line_end,
    ACTIONS(1191), 2,
      sym__end_of_file,
      sym__newline,
  [4508] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(932), 1,
      sym__newline,
    ACTIONS(934), 2,
      sym__end_of_file,
      sym__text,
  [4519] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(5), 1,
      sym__line_end,
    ACTIONS(1193), 2,
      sym__end_of_file,
      sym__newline,
  [4530] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(11), 1,
      sym__line_end,
    ACTIONS(1195), 2,
      sym__end_of_file,
      sym__newline,
  [4541] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(12), 1,
      sym__line_end,
    ACTIONS(1197), 2,
      sym__end_of_file,
      sym__newline,
  [4552] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(18), 1,
      sym__line_end,
    ACTIONS(1199), 2,
      sym__end_of_file,
      sym__newline,
  [4563] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(14), 1,
      sym__line_end,
    ACTIONS(1201), 2,
      sym__end_of_file,
      sym__newline,
  [4574] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(4), 1,
      sym__line_end,
    ACTIONS(1203), 2,
      sym__end_of_file,
      sym__newline,
  [4585] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(8), 1,
      sym__line_end,
    ACTIONS(1205), 2,
      sym__end_of_file,
      sym__newline,
  [4596] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(7), 1,
      sym__line_end,
    ACTIONS(1207), 2,
      sym__end_of_file,
      sym__newline,
  [4607] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(19), 1,
      sym__line_end,
    ACTIONS(1209), 2,
      sym__end_of_file,
      sym__newline,
  [4618] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(16), 1,
      sym__line_end,
    ACTIONS(1211), 2,
      sym__end_of_file,
      sym__newline,
  [4629] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(13), 1,
      sym__line_end,
    ACTIONS(1213), 2,
      sym__end_of_file,
      sym__newline,
  [4640] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1215), 2,
      sym__end_of_file,
      sym__newline,
  [4648] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1217), 2,
      sym__end_of_file,
      sym__newline,
  [4656] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1219), 2,
      sym__end_of_file,
      sym__newline,
  [4664] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1221), 2,
      sym__end_of_file,
      sym__newline,
  [4672] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1223), 2,
      sym__end_of_file,
      sym__newline,
  [4680] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1225), 2,
      sym__end_of_file,
      sym__newline,
  [4688] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1227), 2,
      sym__end_of_file,
      sym__newline,
  [4696] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1229), 2,
      sym__end_of_file,
      sym__newline,
  [4704] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1231), 2,
      sym__end_of_file,
      sym__newline,
  [4712] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1233), 2,
      sym__end_of_file,
      sym__newline,
  [4720] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1235), 2,
      sym__end_of_file,
      sym__newline,
  [4728] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1237), 2,
      sym__end_of_file,
      sym__newline,
  [4736] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1239), 1,
      sym_description_body,
    ACTIONS(1241), 1,
      sym_description_close,
  [4746] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1243), 1,
      sym_description_body,
    ACTIONS(1245), 1,
      sym_description_close,
  [4756] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1247), 2,
      sym__end_of_file,
      sym__newline,
  [4764] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1249), 2,
      sym__end_of_file,
      sym__newline,
  [4772] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1251), 2,
      sym__end_of_file,
      sym__newline,
  [4780] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1253), 2,
      sym__end_of_file,
      sym__newline,
  [4788] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1255), 1,
      sym_description_body,
    ACTIONS(1257), 1,
      sym_description_close,
  [4798] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1259), 1,
      sym_description_body,
    ACTIONS(1261), 1,
      sym_description_close,
  [4808] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1263), 1,
      sym_description_close,
  [4815] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1265), 1,
      ts_builtin_sym_end,
  [4822] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1267), 1,
      sym_description_close,
  [4829] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1269), 1,
      sym_description_close,
  [4836] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1271), 1,
      sym_description_close,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(19)] = 0,
  [SMALL_STATE(20)] = 44,
  [SMALL_STATE(21)] = 78,
  [SMALL_STATE(22)] = 112,
  [SMALL_STATE(23)] = 146,
  [SMALL_STATE(24)] = 180,
  [SMALL_STATE(25)] = 214,
  [SMALL_STATE(26)] = 248,
  [SMALL_STATE(27)] = 282,
  [SMALL_STATE(28)] = 313,
  [SMALL_STATE(29)] = 344,
  [SMALL_STATE(30)] = 375,
  [SMALL_STATE(31)] = 409,
  [SMALL_STATE(32)] = 443,
  [SMALL_STATE(33)] = 468,
  [SMALL_STATE(34)] = 492,
  [SMALL_STATE(35)] = 521,
  [SMALL_STATE(36)] = 546,
  [SMALL_STATE(37)] = 571,
  [SMALL_STATE(38)] = 594,
  [SMALL_STATE(39)] = 619,
  [SMALL_STATE(40)] = 636,
  [SMALL_STATE(41)] = 663,
  [SMALL_STATE(42)] = 688,
  [SMALL_STATE(43)] = 711,
  [SMALL_STATE(44)] = 734,
  [SMALL_STATE(45)] = 759,
  [SMALL_STATE(46)] = 784,
  [SMALL_STATE(47)] = 809,
  [SMALL_STATE(48)] = 834,
  [SMALL_STATE(49)] = 859,
  [SMALL_STATE(50)] = 884,
  [SMALL_STATE(51)] = 909,
  [SMALL_STATE(52)] = 932,
  [SMALL_STATE(53)] = 955,
  [SMALL_STATE(54)] = 978,
  [SMALL_STATE(55)] = 999,
  [SMALL_STATE(56)] = 1022,
  [SMALL_STATE(57)] = 1047,
  [SMALL_STATE(58)] = 1076,
  [SMALL_STATE(59)] = 1093,
  [SMALL_STATE(60)] = 1110,
  [SMALL_STATE(61)] = 1127,
  [SMALL_STATE(62)] = 1153,
  [SMALL_STATE(63)] = 1179,
  [SMALL_STATE(64)] = 1205,
  [SMALL_STATE(65)] = 1229,
  [SMALL_STATE(66)] = 1255,
  [SMALL_STATE(67)] = 1273,
  [SMALL_STATE(68)] = 1299,
  [SMALL_STATE(69)] = 1325,
  [SMALL_STATE(70)] = 1351,
  [SMALL_STATE(71)] = 1375,
  [SMALL_STATE(72)] = 1401,
  [SMALL_STATE(73)] = 1427,
  [SMALL_STATE(74)] = 1453,
  [SMALL_STATE(75)] = 1477,
  [SMALL_STATE(76)] = 1503,
  [SMALL_STATE(77)] = 1529,
  [SMALL_STATE(78)] = 1555,
  [SMALL_STATE(79)] = 1581,
  [SMALL_STATE(80)] = 1605,
  [SMALL_STATE(81)] = 1631,
  [SMALL_STATE(82)] = 1657,
  [SMALL_STATE(83)] = 1683,
  [SMALL_STATE(84)] = 1709,
  [SMALL_STATE(85)] = 1733,
  [SMALL_STATE(86)] = 1759,
  [SMALL_STATE(87)] = 1784,
  [SMALL_STATE(88)] = 1807,
  [SMALL_STATE(89)] = 1832,
  [SMALL_STATE(90)] = 1855,
  [SMALL_STATE(91)] = 1880,
  [SMALL_STATE(92)] = 1903,
  [SMALL_STATE(93)] = 1928,
  [SMALL_STATE(94)] = 1951,
  [SMALL_STATE(95)] = 1974,
  [SMALL_STATE(96)] = 1997,
  [SMALL_STATE(97)] = 2020,
  [SMALL_STATE(98)] = 2043,
  [SMALL_STATE(99)] = 2066,
  [SMALL_STATE(100)] = 2089,
  [SMALL_STATE(101)] = 2112,
  [SMALL_STATE(102)] = 2135,
  [SMALL_STATE(103)] = 2158,
  [SMALL_STATE(104)] = 2181,
  [SMALL_STATE(105)] = 2204,
  [SMALL_STATE(106)] = 2227,
  [SMALL_STATE(107)] = 2250,
  [SMALL_STATE(108)] = 2265,
  [SMALL_STATE(109)] = 2280,
  [SMALL_STATE(110)] = 2303,
  [SMALL_STATE(111)] = 2328,
  [SMALL_STATE(112)] = 2353,
  [SMALL_STATE(113)] = 2376,
  [SMALL_STATE(114)] = 2399,
  [SMALL_STATE(115)] = 2422,
  [SMALL_STATE(116)] = 2437,
  [SMALL_STATE(117)] = 2452,
  [SMALL_STATE(118)] = 2475,
  [SMALL_STATE(119)] = 2496,
  [SMALL_STATE(120)] = 2521,
  [SMALL_STATE(121)] = 2542,
  [SMALL_STATE(122)] = 2567,
  [SMALL_STATE(123)] = 2590,
  [SMALL_STATE(124)] = 2613,
  [SMALL_STATE(125)] = 2636,
  [SMALL_STATE(126)] = 2659,
  [SMALL_STATE(127)] = 2682,
  [SMALL_STATE(128)] = 2707,
  [SMALL_STATE(129)] = 2722,
  [SMALL_STATE(130)] = 2737,
  [SMALL_STATE(131)] = 2762,
  [SMALL_STATE(132)] = 2785,
  [SMALL_STATE(133)] = 2800,
  [SMALL_STATE(134)] = 2815,
  [SMALL_STATE(135)] = 2830,
  [SMALL_STATE(136)] = 2853,
  [SMALL_STATE(137)] = 2878,
  [SMALL_STATE(138)] = 2893,
  [SMALL_STATE(139)] = 2914,
  [SMALL_STATE(140)] = 2929,
  [SMALL_STATE(141)] = 2944,
  [SMALL_STATE(142)] = 2959,
  [SMALL_STATE(143)] = 2974,
  [SMALL_STATE(144)] = 2989,
  [SMALL_STATE(145)] = 3004,
  [SMALL_STATE(146)] = 3019,
  [SMALL_STATE(147)] = 3034,
  [SMALL_STATE(148)] = 3056,
  [SMALL_STATE(149)] = 3070,
  [SMALL_STATE(150)] = 3092,
  [SMALL_STATE(151)] = 3114,
  [SMALL_STATE(152)] = 3136,
  [SMALL_STATE(153)] = 3158,
  [SMALL_STATE(154)] = 3180,
  [SMALL_STATE(155)] = 3202,
  [SMALL_STATE(156)] = 3224,
  [SMALL_STATE(157)] = 3246,
  [SMALL_STATE(158)] = 3268,
  [SMALL_STATE(159)] = 3290,
  [SMALL_STATE(160)] = 3312,
  [SMALL_STATE(161)] = 3334,
  [SMALL_STATE(162)] = 3356,
  [SMALL_STATE(163)] = 3378,
  [SMALL_STATE(164)] = 3400,
  [SMALL_STATE(165)] = 3422,
  [SMALL_STATE(166)] = 3444,
  [SMALL_STATE(167)] = 3466,
  [SMALL_STATE(168)] = 3488,
  [SMALL_STATE(169)] = 3510,
  [SMALL_STATE(170)] = 3532,
  [SMALL_STATE(171)] = 3554,
  [SMALL_STATE(172)] = 3572,
  [SMALL_STATE(173)] = 3594,
  [SMALL_STATE(174)] = 3616,
  [SMALL_STATE(175)] = 3638,
  [SMALL_STATE(176)] = 3660,
  [SMALL_STATE(177)] = 3674,
  [SMALL_STATE(178)] = 3696,
  [SMALL_STATE(179)] = 3718,
  [SMALL_STATE(180)] = 3732,
  [SMALL_STATE(181)] = 3745,
  [SMALL_STATE(182)] = 3758,
  [SMALL_STATE(183)] = 3777,
  [SMALL_STATE(184)] = 3790,
  [SMALL_STATE(185)] = 3803,
  [SMALL_STATE(186)] = 3816,
  [SMALL_STATE(187)] = 3829,
  [SMALL_STATE(188)] = 3842,
  [SMALL_STATE(189)] = 3859,
  [SMALL_STATE(190)] = 3872,
  [SMALL_STATE(191)] = 3885,
  [SMALL_STATE(192)] = 3898,
  [SMALL_STATE(193)] = 3911,
  [SMALL_STATE(194)] = 3924,
  [SMALL_STATE(195)] = 3939,
  [SMALL_STATE(196)] = 3958,
  [SMALL_STATE(197)] = 3971,
  [SMALL_STATE(198)] = 3984,
  [SMALL_STATE(199)] = 3997,
  [SMALL_STATE(200)] = 4010,
  [SMALL_STATE(201)] = 4023,
  [SMALL_STATE(202)] = 4042,
  [SMALL_STATE(203)] = 4055,
  [SMALL_STATE(204)] = 4068,
  [SMALL_STATE(205)] = 4087,
  [SMALL_STATE(206)] = 4100,
  [SMALL_STATE(207)] = 4113,
  [SMALL_STATE(208)] = 4132,
  [SMALL_STATE(209)] = 4145,
  [SMALL_STATE(210)] = 4158,
  [SMALL_STATE(211)] = 4171,
  [SMALL_STATE(212)] = 4184,
  [SMALL_STATE(213)] = 4197,
  [SMALL_STATE(214)] = 4210,
  [SMALL_STATE(215)] = 4223,
  [SMALL_STATE(216)] = 4235,
  [SMALL_STATE(217)] = 4247,
  [SMALL_STATE(218)] = 4259,
  [SMALL_STATE(219)] = 4275,
  [SMALL_STATE(220)] = 4287,
  [SMALL_STATE(221)] = 4299,
  [SMALL_STATE(222)] = 4311,
  [SMALL_STATE(223)] = 4323,
  [SMALL_STATE(224)] = 4335,
  [SMALL_STATE(225)] = 4351,
  [SMALL_STATE(226)] = 4367,
  [SMALL_STATE(227)] = 4379,
  [SMALL_STATE(228)] = 4391,
  [SMALL_STATE(229)] = 4407,
  [SMALL_STATE(230)] = 4419,
  [SMALL_STATE(231)] = 4431,
  [SMALL_STATE(232)] = 4442,
  [SMALL_STATE(233)] = 4453,
  [SMALL_STATE(234)] = 4464,
  [SMALL_STATE(235)] = 4475,
  [SMALL_STATE(236)] = 4486,
  [SMALL_STATE(237)] = 4497,
  [SMALL_STATE(238)] = 4508,
  [SMALL_STATE(239)] = 4519,
  [SMALL_STATE(240)] = 4530,
  [SMALL_STATE(241)] = 4541,
  [SMALL_STATE(242)] = 4552,
  [SMALL_STATE(243)] = 4563,
  [SMALL_STATE(244)] = 4574,
  [SMALL_STATE(245)] = 4585,
  [SMALL_STATE(246)] = 4596,
  [SMALL_STATE(247)] = 4607,
  [SMALL_STATE(248)] = 4618,
  [SMALL_STATE(249)] = 4629,
  [SMALL_STATE(250)] = 4640,
  [SMALL_STATE(251)] = 4648,
  [SMALL_STATE(252)] = 4656,
  [SMALL_STATE(253)] = 4664,
  [SMALL_STATE(254)] = 4672,
  [SMALL_STATE(255)] = 4680,
  [SMALL_STATE(256)] = 4688,
  [SMALL_STATE(257)] = 4696,
  [SMALL_STATE(258)] = 4704,
  [SMALL_STATE(259)] = 4712,
  [SMALL_STATE(260)] = 4720,
  [SMALL_STATE(261)] = 4728,
  [SMALL_STATE(262)] = 4736,
  [SMALL_STATE(263)] = 4746,
  [SMALL_STATE(264)] = 4756,
  [SMALL_STATE(265)] = 4764,
  [SMALL_STATE(266)] = 4772,
  [SMALL_STATE(267)] = 4780,
  [SMALL_STATE(268)] = 4788,
  [SMALL_STATE(269)] = 4798,
  [SMALL_STATE(270)] = 4808,
  [SMALL_STATE(271)] = 4815,
  [SMALL_STATE(272)] = 4822,
  [SMALL_STATE(273)] = 4829,
  [SMALL_STATE(274)] = 4836,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(239),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(110),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(127),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(130),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(178),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(119),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(121),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(30),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(86),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(161),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(164),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(170),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(136),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(156),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(157),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [59] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(147),
  [65] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [67] = {.entry = {.count = 1, .reusable = false}}, SHIFT(195),
  [69] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [71] = {.entry = {.count = 1, .reusable = false}}, SHIFT(94),
  [73] = {.entry = {.count = 1, .reusable = false}}, SHIFT(229),
  [75] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [77] = {.entry = {.count = 1, .reusable = false}}, SHIFT(3),
  [79] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [81] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [84] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(239),
  [87] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(110),
  [90] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(111),
  [93] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(127),
  [96] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(130),
  [99] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [102] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [105] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(153),
  [108] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(178),
  [111] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [114] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [117] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(228),
  [120] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(119),
  [123] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(121),
  [126] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [129] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(86),
  [132] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(161),
  [135] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(164),
  [138] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(170),
  [141] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(136),
  [144] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(156),
  [147] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [150] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(165),
  [153] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(149),
  [156] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [159] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(90),
  [162] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(92),
  [165] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(147),
  [168] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(154),
  [171] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(195),
  [174] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [177] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(94),
  [180] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(229),
  [183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 16, 0, 0),
  [185] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 16, 0, 0),
  [187] = {.entry = {.count = 1, .reusable = false}}, SHIFT(249),
  [189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 2, 0, 0),
  [191] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 2, 0, 0),
  [193] = {.entry = {.count = 1, .reusable = false}}, SHIFT(234),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 4, 0, 0),
  [197] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 4, 0, 0),
  [199] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [201] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 30, 0, 0),
  [203] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 30, 0, 0),
  [205] = {.entry = {.count = 1, .reusable = false}}, SHIFT(247),
  [207] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 6, 0, 0),
  [209] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 6, 0, 0),
  [211] = {.entry = {.count = 1, .reusable = false}}, SHIFT(236),
  [213] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 8, 0, 0),
  [215] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 8, 0, 0),
  [217] = {.entry = {.count = 1, .reusable = false}}, SHIFT(237),
  [219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 10, 0, 0),
  [221] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 10, 0, 0),
  [223] = {.entry = {.count = 1, .reusable = false}}, SHIFT(240),
  [225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 12, 0, 0),
  [227] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 12, 0, 0),
  [229] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [231] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 14, 0, 0),
  [233] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 14, 0, 0),
  [235] = {.entry = {.count = 1, .reusable = false}}, SHIFT(244),
  [237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 18, 0, 0),
  [239] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 18, 0, 0),
  [241] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 20, 0, 0),
  [245] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 20, 0, 0),
  [247] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 22, 0, 0),
  [251] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 22, 0, 0),
  [253] = {.entry = {.count = 1, .reusable = false}}, SHIFT(248),
  [255] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 24, 0, 0),
  [257] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 24, 0, 0),
  [259] = {.entry = {.count = 1, .reusable = false}}, SHIFT(235),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 26, 0, 0),
  [263] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 26, 0, 0),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [267] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 28, 0, 0),
  [269] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 28, 0, 0),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(246),
  [273] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 32, 0, 0),
  [275] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 32, 0, 0),
  [277] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 4, 0, 42),
  [279] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [281] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [283] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [285] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [287] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 4, 0, 42),
  [289] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 2, 0, 20),
  [291] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 2, 0, 20),
  [293] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 3, 0, 22),
  [295] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 3, 0, 22),
  [297] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 3, 0, 20),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 3, 0, 20),
  [301] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 4, 0, 22),
  [303] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 4, 0, 22),
  [305] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0),
  [307] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [310] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(107),
  [313] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(108),
  [316] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [319] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0),
  [321] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 5, 0, 42),
  [323] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 5, 0, 42),
  [325] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 3, 0, 16),
  [327] = {.entry = {.count = 1, .reusable = false}}, SHIFT(32),
  [329] = {.entry = {.count = 1, .reusable = false}}, SHIFT(29),
  [331] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [333] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 3, 0, 16),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 2, 0, 16),
  [337] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [339] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 2, 0, 16),
  [341] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0),
  [343] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(32),
  [346] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [349] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(60),
  [352] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0),
  [354] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 1, 0, 0),
  [356] = {.entry = {.count = 1, .reusable = false}}, SHIFT(159),
  [358] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [360] = {.entry = {.count = 1, .reusable = false}}, SHIFT(53),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 1, 0, 0),
  [364] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 2, 0, 0),
  [366] = {.entry = {.count = 1, .reusable = false}}, SHIFT(150),
  [368] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 2, 0, 0),
  [370] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_include, 1, 0, 0),
  [372] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_include, 1, 0, 0),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0),
  [376] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(51),
  [379] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(53),
  [382] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0),
  [384] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 2, 0, 5),
  [386] = {.entry = {.count = 1, .reusable = true}}, SHIFT(229),
  [388] = {.entry = {.count = 1, .reusable = true}}, SHIFT(171),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 2, 0, 5),
  [392] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 4, 0, 32),
  [394] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [396] = {.entry = {.count = 1, .reusable = false}}, SHIFT(212),
  [398] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 4, 0, 32),
  [400] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 4, 0, 33),
  [402] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [404] = {.entry = {.count = 1, .reusable = false}}, SHIFT(213),
  [406] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 4, 0, 33),
  [408] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 2, 0, 4),
  [410] = {.entry = {.count = 1, .reusable = false}}, SHIFT(181),
  [412] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 2, 0, 4),
  [414] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 4, 0, 36),
  [416] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [418] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [420] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 4, 0, 36),
  [422] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_include, 2, 0, 16),
  [424] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_include, 2, 0, 16),
  [426] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 2, 0, 6),
  [428] = {.entry = {.count = 1, .reusable = false}}, SHIFT(100),
  [430] = {.entry = {.count = 1, .reusable = false}}, SHIFT(55),
  [432] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [434] = {.entry = {.count = 1, .reusable = false}}, SHIFT(188),
  [436] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 2, 0, 6),
  [438] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 3, 0, 22),
  [440] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [442] = {.entry = {.count = 1, .reusable = false}}, SHIFT(211),
  [444] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 3, 0, 22),
  [446] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 2, 0, 30),
  [448] = {.entry = {.count = 1, .reusable = false}}, SHIFT(145),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 2, 0, 30),
  [452] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 2, 0, 16),
  [454] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 2, 0, 16),
  [456] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0),
  [458] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(138),
  [461] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(211),
  [464] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0),
  [466] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0),
  [468] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(118),
  [471] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(212),
  [474] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0),
  [476] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0),
  [478] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(120),
  [481] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(213),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0),
  [486] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0),
  [488] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(47),
  [491] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(148),
  [494] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0),
  [496] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 3, 0, 33),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 3, 0, 33),
  [500] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 3, 0, 36),
  [502] = {.entry = {.count = 1, .reusable = false}}, SHIFT(38),
  [504] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 3, 0, 36),
  [506] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 3, 0, 32),
  [508] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 3, 0, 32),
  [510] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 1, 0, 0),
  [512] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 1, 0, 0),
  [514] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dir_option, 1, 0, 0),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dir_option, 1, 0, 0),
  [518] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 1, 0, 0),
  [520] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 1, 0, 0),
  [522] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 1, 0, 19),
  [524] = {.entry = {.count = 1, .reusable = false}}, SHIFT(66),
  [526] = {.entry = {.count = 1, .reusable = true}}, SHIFT(263),
  [528] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 1, 0, 19),
  [530] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 1, 0, 0),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 1, 0, 0),
  [534] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 4, 0, 22),
  [536] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 4, 0, 22),
  [538] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 1, 0, 1),
  [540] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [542] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [544] = {.entry = {.count = 1, .reusable = false}}, SHIFT(197),
  [546] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 1, 0, 1),
  [548] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_path, 1, 0, 0),
  [550] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_path, 1, 0, 0),
  [552] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unexpected, 1, 0, 0),
  [554] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unexpected, 1, 0, 0),
  [556] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__word, 1, 0, 0),
  [558] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__word, 1, 0, 0),
  [560] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 46),
  [562] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [564] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 46),
  [566] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 8),
  [568] = {.entry = {.count = 1, .reusable = false}}, SHIFT(69),
  [570] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 8),
  [572] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 1),
  [574] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [576] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 1),
  [578] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 3, 0, 16),
  [580] = {.entry = {.count = 1, .reusable = false}}, SHIFT(84),
  [582] = {.entry = {.count = 1, .reusable = false}}, SHIFT(180),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 3, 0, 16),
  [586] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 5, 0, 56),
  [588] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 5, 0, 56),
  [590] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 2, 0, 41),
  [592] = {.entry = {.count = 1, .reusable = true}}, SHIFT(262),
  [594] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 2, 0, 41),
  [596] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 23),
  [598] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [600] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 23),
  [602] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 25),
  [604] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 25),
  [606] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 8),
  [608] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [610] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 8),
  [612] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26),
  [614] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26), SHIFT_REPEAT(197),
  [617] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26),
  [619] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 27),
  [621] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 27),
  [623] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 44),
  [625] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 44),
  [627] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 23),
  [629] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [631] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 23),
  [633] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 1, 0, 0),
  [635] = {.entry = {.count = 1, .reusable = false}}, SHIFT(204),
  [637] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [639] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 1, 0, 0),
  [641] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 45),
  [643] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 45), SHIFT_REPEAT(75),
  [646] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 45), SHIFT_REPEAT(197),
  [649] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 45),
  [651] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 9),
  [653] = {.entry = {.count = 1, .reusable = false}}, SHIFT(77),
  [655] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 9),
  [657] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 47),
  [659] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 47),
  [661] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 0),
  [663] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [665] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 0),
  [667] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 2, 0, 16),
  [669] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 2, 0, 16),
  [673] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 9),
  [675] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [677] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 9),
  [679] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 1, 0, 0),
  [681] = {.entry = {.count = 1, .reusable = false}}, SHIFT(78),
  [683] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 1, 0, 0),
  [685] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 1, 0, 4),
  [687] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [689] = {.entry = {.count = 1, .reusable = true}}, SHIFT(54),
  [691] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 1, 0, 4),
  [693] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 1),
  [695] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [697] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 1),
  [699] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0),
  [701] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(84),
  [704] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(180),
  [707] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0),
  [709] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [711] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pre_skip_statement, 1, 0, 0),
  [713] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pre_skip_statement, 1, 0, 0),
  [715] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unknown_statement, 2, 0, 2),
  [717] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unknown_statement, 2, 0, 2),
  [719] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_include_statement, 1, 0, 0),
  [721] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include_statement, 1, 0, 0),
  [723] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 3, 0, 6),
  [725] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 3, 0, 6),
  [727] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_config_statement, 1, 0, 0),
  [729] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_config_statement, 1, 0, 0),
  [731] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 3, 0, 5),
  [733] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 3, 0, 5),
  [735] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_jobstate_log_statement, 1, 0, 0),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_jobstate_log_statement, 1, 0, 0),
  [739] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 1, 0, 0),
  [741] = {.entry = {.count = 1, .reusable = false}}, SHIFT(172),
  [743] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 1, 0, 0),
  [745] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reject_statement, 1, 0, 0),
  [747] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reject_statement, 1, 0, 0),
  [749] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 3, 0, 0),
  [751] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 3, 0, 0),
  [753] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 2, 0, 28),
  [755] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 2, 0, 28),
  [757] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 0),
  [759] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 0),
  [761] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unknown_statement, 1, 0, 2),
  [763] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unknown_statement, 1, 0, 2),
  [765] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 3, 0, 34),
  [767] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 3, 0, 34),
  [769] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 3, 0, 6),
  [771] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 3, 0, 6),
  [773] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 3, 0, 37),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 3, 0, 37),
  [777] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 3, 0, 38),
  [779] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 3, 0, 38),
  [781] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 3, 0, 39),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 3, 0, 39),
  [785] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__file_argument, 2, 0, 15),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__file_argument, 2, 0, 15),
  [789] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0),
  [791] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0), SHIFT_REPEAT(229),
  [794] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0), SHIFT_REPEAT(229),
  [797] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0),
  [799] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_noop, 1, 0, 0),
  [801] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_noop, 1, 0, 0),
  [803] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done, 1, 0, 0),
  [805] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done, 1, 0, 0),
  [807] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 2, 0, 6),
  [809] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 2, 0, 6),
  [811] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_job_statement, 1, 0, 0),
  [813] = {.entry = {.count = 1, .reusable = true}}, SHIFT(192),
  [815] = {.entry = {.count = 1, .reusable = false}}, SHIFT(192),
  [817] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_job_statement, 1, 0, 0),
  [819] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_final_statement, 1, 0, 0),
  [821] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_final_statement, 1, 0, 0),
  [823] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 4, 0, 0),
  [825] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 4, 0, 0),
  [827] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 3, 0, 28),
  [829] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 3, 0, 28),
  [831] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reject_statement, 2, 0, 0),
  [833] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reject_statement, 2, 0, 0),
  [835] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 3, 0, 50),
  [837] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 3, 0, 50),
  [839] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_stream, 1, 0, 0),
  [841] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_stream, 1, 0, 0),
  [843] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 4, 0, 0),
  [845] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 0),
  [847] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unless_exit, 1, 0, 0),
  [849] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unless_exit, 1, 0, 0),
  [851] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pin_in_statement, 1, 0, 0),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_in_statement, 1, 0, 0),
  [855] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_return_option, 1, 0, 0),
  [857] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_return_option, 1, 0, 0),
  [859] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pin_out_statement, 1, 0, 0),
  [861] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_out_statement, 1, 0, 0),
  [863] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 4, 0, 34),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 4, 0, 34),
  [867] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0),
  [869] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(55),
  [872] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(187),
  [875] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(188),
  [878] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0),
  [880] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 4, 0, 37),
  [882] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 4, 0, 37),
  [884] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 4, 0, 38),
  [886] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 4, 0, 38),
  [888] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 4, 0, 39),
  [890] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 4, 0, 39),
  [892] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_provisioner_statement, 1, 0, 0),
  [894] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_provisioner_statement, 1, 0, 0),
  [896] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 3, 0, 54),
  [898] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 3, 0, 54),
  [900] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dir_option, 2, 0, 55),
  [902] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dir_option, 2, 0, 55),
  [904] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_service_statement, 1, 0, 0),
  [906] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_service_statement, 1, 0, 0),
  [908] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 4, 0, 60),
  [910] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 4, 0, 60),
  [912] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 4, 0, 61),
  [914] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 4, 0, 61),
  [916] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 5, 0, 62),
  [918] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 5, 0, 62),
  [920] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__file_argument, 1, 0, 15),
  [922] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__file_argument, 1, 0, 15),
  [924] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_priority_statement, 1, 0, 0),
  [926] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_priority_statement, 1, 0, 0),
  [928] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_number, 1, 0, 0),
  [930] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_number, 1, 0, 0),
  [932] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_name, 1, 0, 0),
  [934] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_name, 1, 0, 0),
  [936] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 3, 0, 49),
  [938] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 3, 0, 49),
  [940] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 1, 0, 0),
  [942] = {.entry = {.count = 1, .reusable = true}}, SHIFT(60),
  [944] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 1, 0, 0),
  [946] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 1, 0, 0),
  [948] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 1, 0, 0),
  [950] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 31),
  [952] = {.entry = {.count = 1, .reusable = true}}, SHIFT(231),
  [954] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 31),
  [956] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 3, 0, 21),
  [958] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 3, 0, 21),
  [960] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 1, 0, 0),
  [962] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 1, 0, 0),
  [964] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 1, 0, 0),
  [966] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 1, 0, 0),
  [968] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 1, 0, 0),
  [970] = {.entry = {.count = 1, .reusable = true}}, SHIFT(180),
  [972] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 1, 0, 0),
  [974] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 2, 0, 0),
  [976] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 2, 0, 0),
  [978] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 1, 0, 0),
  [980] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 1, 0, 0),
  [982] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 1, 0, 0),
  [984] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 1, 0, 0),
  [986] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 1, 0, 11),
  [988] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 1, 0, 11),
  [990] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 2, 0, 12),
  [992] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 2, 0, 12),
  [994] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0),
  [996] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(229),
  [999] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(229),
  [1002] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0),
  [1004] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 1, 0, 0),
  [1006] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 1, 0, 0),
  [1008] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 2, 0, 6),
  [1010] = {.entry = {.count = 1, .reusable = true}}, SHIFT(212),
  [1012] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 2, 0, 6),
  [1014] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 2, 0, 6),
  [1016] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [1018] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 2, 0, 6),
  [1020] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 1, 0, 0),
  [1022] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 1, 0, 0),
  [1024] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 1, 0, 0),
  [1026] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 1, 0, 0),
  [1028] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 2, 0, 6),
  [1030] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [1032] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 2, 0, 6),
  [1034] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 2, 0, 6),
  [1036] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 2, 0, 6),
  [1038] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 2, 0, 13),
  [1040] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 2, 0, 13),
  [1042] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 2, 0, 6),
  [1044] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 2, 0, 6),
  [1046] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 1, 0, 0),
  [1048] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [1050] = {.entry = {.count = 1, .reusable = false}}, SHIFT(139),
  [1052] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 1, 0, 0),
  [1054] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [1056] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [1058] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 2, 0, 0),
  [1060] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 2, 0, 0),
  [1062] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 2, 0, 5),
  [1064] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 2, 0, 5),
  [1066] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 2, 0, 5),
  [1068] = {.entry = {.count = 1, .reusable = true}}, SHIFT(211),
  [1070] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 2, 0, 5),
  [1072] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 4, 0, 5),
  [1074] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 4, 0, 5),
  [1076] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 1, 0, 0),
  [1078] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 1, 0, 0),
  [1080] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 4, 0, 51),
  [1082] = {.entry = {.count = 1, .reusable = true}}, SHIFT(225),
  [1084] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 51),
  [1086] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unless_exit, 2, 0, 58),
  [1088] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unless_exit, 2, 0, 58),
  [1090] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_return_option, 2, 0, 58),
  [1092] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_return_option, 2, 0, 58),
  [1094] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 1, 0, 24),
  [1096] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat2, 1, 0, 24),
  [1098] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 3, 0, 59),
  [1100] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 3, 0, 59),
  [1102] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 1, 0, 35),
  [1104] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_vars_statement_repeat1, 1, 0, 35),
  [1106] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 1, 0, 4),
  [1108] = {.entry = {.count = 1, .reusable = false}}, SHIFT(37),
  [1110] = {.entry = {.count = 1, .reusable = false}}, SHIFT(191),
  [1112] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 1, 0, 4),
  [1114] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 2, 0, 52),
  [1116] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 2, 0, 52),
  [1118] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_value, 1, 0, 0),
  [1120] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [1122] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 2, 0, 53),
  [1124] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 2, 0, 53),
  [1126] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [1128] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_set_job_attr_statement, 1, 0, 0),
  [1130] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [1132] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_job_attr_statement, 1, 0, 0),
  [1134] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 29),
  [1136] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 29),
  [1138] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 1, 0, 7),
  [1140] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat1, 1, 0, 7),
  [1142] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 2, 0, 18),
  [1144] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 2, 0, 18),
  [1146] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 2, 0, 0),
  [1148] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 2, 0, 0),
  [1150] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_description_name, 1, 0, 0),
  [1152] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_description_name, 1, 0, 0),
  [1154] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 1, 0, 43),
  [1156] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 1, 0, 43),
  [1158] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0),
  [1160] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0), SHIFT_REPEAT(218),
  [1163] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0),
  [1165] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_argument_text, 1, 0, 0),
  [1167] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
  [1169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_argument_text, 1, 0, 0),
  [1171] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_command, 1, 0, 0),
  [1173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_command, 1, 0, 0),
  [1175] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_name, 1, 0, 0),
  [1177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_name, 1, 0, 0),
  [1179] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_name, 1, 0, 0),
  [1181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_name, 1, 0, 0),
  [1183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [1185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [1187] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [1189] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [1191] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [1193] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [1195] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [1197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [1199] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [1201] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [1203] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [1205] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [1207] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [1209] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [1211] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [1213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [1215] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_final_statement, 2, 0, 3),
  [1217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include_statement, 2, 0, 14),
  [1219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_config_statement, 2, 0, 14),
  [1221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pre_skip_statement, 2, 0, 10),
  [1223] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_job_attr_statement, 2, 0, 17),
  [1225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_jobstate_log_statement, 2, 0, 14),
  [1227] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 5, 0, 57),
  [1229] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_out_statement, 2, 0, 10),
  [1231] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 3, 0, 40),
  [1233] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_provisioner_statement, 2, 0, 3),
  [1235] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_in_statement, 2, 0, 10),
  [1237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 3, 0, 0),
  [1239] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [1241] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [1243] = {.entry = {.count = 1, .reusable = true}}, SHIFT(272),
  [1245] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [1247] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 48),
  [1249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_job_statement, 2, 0, 3),
  [1251] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_service_statement, 2, 0, 3),
  [1253] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_priority_statement, 2, 0, 10),
  [1255] = {.entry = {.count = 1, .reusable = true}}, SHIFT(273),
  [1257] = {.entry = {.count = 1, .reusable = true}}, SHIFT(220),
  [1259] = {.entry = {.count = 1, .reusable = true}}, SHIFT(274),
  [1261] = {.entry = {.count = 1, .reusable = true}}, SHIFT(222),
  [1263] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [1265] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1267] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [1269] = {.entry = {.count = 1, .reusable = true}}, SHIFT(221),
  [1271] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
};

enum ts_external_scanner_symbol_identifiers {
  ts_external_token__line_continuation = 0,
  ts_external_token_description_open = 1,
  ts_external_token__description_newline = 2,
  ts_external_token_description_body = 3,
  ts_external_token_description_close = 4,
  ts_external_token__end_of_file = 5,
  ts_external_token__error_sentinel = 6,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token__line_continuation] = sym__line_continuation,
  [ts_external_token_description_open] = sym_description_open,
  [ts_external_token__description_newline] = sym__description_newline,
  [ts_external_token_description_body] = sym_description_body,
  [ts_external_token_description_close] = sym_description_close,
  [ts_external_token__end_of_file] = sym__end_of_file,
  [ts_external_token__error_sentinel] = sym__error_sentinel,
};

static const bool ts_external_scanner_states[8][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_open] = true,
    [ts_external_token__description_newline] = true,
    [ts_external_token_description_body] = true,
    [ts_external_token_description_close] = true,
    [ts_external_token__end_of_file] = true,
    [ts_external_token__error_sentinel] = true,
  },
  [2] = {
    [ts_external_token__line_continuation] = true,
  },
  [3] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token__end_of_file] = true,
  },
  [4] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_open] = true,
    [ts_external_token__end_of_file] = true,
  },
  [5] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token__description_newline] = true,
    [ts_external_token__end_of_file] = true,
  },
  [6] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_body] = true,
    [ts_external_token_description_close] = true,
  },
  [7] = {
    [ts_external_token__line_continuation] = true,
    [ts_external_token_description_close] = true,
  },
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_dagman_external_scanner_create(void);
void tree_sitter_dagman_external_scanner_destroy(void *);
bool tree_sitter_dagman_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_dagman_external_scanner_serialize(void *, char *);
void tree_sitter_dagman_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef TREE_SITTER_HIDE_SYMBOLS
#define TS_PUBLIC
#elif defined(_WIN32)
#define TS_PUBLIC __declspec(dllexport)
#else
#define TS_PUBLIC __attribute__((visibility("default")))
#endif

TS_PUBLIC const TSLanguage *tree_sitter_dagman(void) {
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
      tree_sitter_dagman_external_scanner_create,
      tree_sitter_dagman_external_scanner_destroy,
      tree_sitter_dagman_external_scanner_scan,
      tree_sitter_dagman_external_scanner_serialize,
      tree_sitter_dagman_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
