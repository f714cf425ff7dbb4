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
#define STATE_COUNT 271
#define LARGE_STATE_COUNT 19
#define SYMBOL_COUNT 143
#define ALIAS_COUNT 2
#define TOKEN_COUNT 67
#define EXTERNAL_TOKEN_COUNT 7
#define FIELD_COUNT 27
#define MAX_ALIAS_SEQUENCE_LENGTH 32
#define PRODUCTION_ID_COUNT 60

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
  sym_variable = 34,
  aux_sym_priority_statement_token1 = 35,
  aux_sym_tolerance_statement_token1 = 36,
  aux_sym_tolerance_statement_token2 = 37,
  aux_sym_tolerance_statement_token3 = 38,
  aux_sym_category_statement_token1 = 39,
  aux_sym_maxjobs_statement_token1 = 40,
  aux_sym_save_point_file_statement_token1 = 41,
  aux_sym_include_statement_token1 = 42,
  aux_sym_config_statement_token1 = 43,
  aux_sym_jobstate_log_statement_token1 = 44,
  aux_sym_dot_statement_token1 = 45,
  aux_sym_dot_statement_token2 = 46,
  aux_sym_dot_statement_token3 = 47,
  aux_sym_dot_statement_token4 = 48,
  aux_sym_dot_statement_token5 = 49,
  aux_sym_node_status_file_statement_token1 = 50,
  aux_sym_node_status_file_statement_token2 = 51,
  aux_sym_set_job_attr_statement_token1 = 52,
  aux_sym_env_statement_token1 = 53,
  aux_sym_env_statement_token2 = 54,
  aux_sym_env_statement_token3 = 55,
  aux_sym_reject_statement_token1 = 56,
  sym__text = 57,
  sym__closed_word = 58,
  sym__unclosed_word = 59,
  sym__line_continuation = 60,
  sym_description_open = 61,
  sym__description_newline = 62,
  sym_description_body = 63,
  sym_description_close = 64,
  sym__end_of_file = 65,
  sym__error_sentinel = 66,
  sym_source_file = 67,
  sym__paragraph = 68,
  sym__line_end = 69,
  sym__statement = 70,
  sym_job_statement = 71,
  sym_final_statement = 72,
  sym_provisioner_statement = 73,
  sym_service_statement = 74,
  sym__node_arguments = 75,
  sym_subdag_statement = 76,
  sym__node_option = 77,
  sym_dir_option = 78,
  sym_noop = 79,
  sym_done = 80,
  sym_inline_description = 81,
  sym_splice_statement = 82,
  sym_submit_description_statement = 83,
  sym_dependency_statement = 84,
  sym_connect_statement = 85,
  sym_pin_in_statement = 86,
  sym_pin_out_statement = 87,
  sym__node_number = 88,
  sym_script_statement = 89,
  sym_defer_option = 90,
  sym_debug_option = 91,
  sym_debug_stream = 92,
  sym_script_command = 93,
  sym_pre_skip_statement = 94,
  sym_retry_statement = 95,
  sym_unless_exit = 96,
  sym_abort_dag_on_statement = 97,
  sym_return_option = 98,
  sym_vars_statement = 99,
  sym_variable_assignment = 100,
  sym_value = 101,
  sym_priority_statement = 102,
  sym_tolerance_statement = 103,
  sym_done_statement = 104,
  sym_category_statement = 105,
  sym_maxjobs_statement = 106,
  sym_save_point_file_statement = 107,
  sym_include_statement = 108,
  sym_config_statement = 109,
  sym_jobstate_log_statement = 110,
  sym__file_argument = 111,
  sym_dot_statement = 112,
  sym_dot_include = 113,
  sym_node_status_file_statement = 114,
  sym_set_job_attr_statement = 115,
  sym_env_statement = 116,
  sym_reject_statement = 117,
  sym_unknown_statement = 118,
  sym_node_name = 119,
  sym_splice_name = 120,
  sym_description_name = 121,
  sym_category_name = 122,
  sym_path = 123,
  sym_number = 124,
  sym_unexpected = 125,
  sym_argument_text = 126,
  sym__word = 127,
  aux_sym_source_file_repeat1 = 128,
  aux_sym__node_arguments_repeat1 = 129,
  aux_sym_splice_statement_repeat1 = 130,
  aux_sym_submit_description_statement_repeat1 = 131,
  aux_sym_submit_description_statement_repeat2 = 132,
  aux_sym_dependency_statement_repeat1 = 133,
  aux_sym_dependency_statement_repeat2 = 134,
  aux_sym_script_statement_repeat1 = 135,
  aux_sym_script_command_repeat1 = 136,
  aux_sym_retry_statement_repeat1 = 137,
  aux_sym_abort_dag_on_statement_repeat1 = 138,
  aux_sym_vars_statement_repeat1 = 139,
  aux_sym_tolerance_statement_repeat1 = 140,
  aux_sym_dot_statement_repeat1 = 141,
  aux_sym_node_status_file_statement_repeat1 = 142,
  alias_sym_ignored = 143,
  alias_sym_unknown_command = 144,
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
  [35] = {.index = 47, .length = 2},
  [36] = {.index = 49, .length = 2},
  [37] = {.index = 51, .length = 2},
  [38] = {.index = 53, .length = 2},
  [39] = {.index = 55, .length = 2},
  [40] = {.index = 57, .length = 2},
  [41] = {.index = 59, .length = 2},
  [43] = {.index = 61, .length = 2},
  [44] = {.index = 63, .length = 2},
  [45] = {.index = 65, .length = 3},
  [46] = {.index = 68, .length = 2},
  [47] = {.index = 70, .length = 3},
  [48] = {.index = 73, .length = 2},
  [49] = {.index = 75, .length = 2},
  [50] = {.index = 77, .length = 2},
  [51] = {.index = 79, .length = 2},
  [52] = {.index = 81, .length = 1},
  [53] = {.index = 82, .length = 3},
  [54] = {.index = 85, .length = 3},
  [55] = {.index = 88, .length = 1},
  [56] = {.index = 89, .length = 2},
  [57] = {.index = 91, .length = 3},
  [58] = {.index = 94, .length = 3},
  [59] = {.index = 97, .length = 4},
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
    {field_close, 2},
    {field_open, 0},
  [81] =
    {field_directory, 1},
  [82] =
    {field_child, 4, .inherited = true},
    {field_parent, 2, .inherited = true},
    {field_weak, 0},
  [85] =
    {field_command, 4},
    {field_node, 3},
    {field_type, 2},
  [88] =
    {field_code, 1},
  [89] =
    {field_name, 0},
    {field_value, 2},
  [91] =
    {field_body, 2},
    {field_close, 3},
    {field_open, 0},
  [94] =
    {field_close, 3},
    {field_ignored, 1},
    {field_open, 0},
  [97] =
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
  [42] = {
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
  [111] = 57,
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
  [134] = 47,
  [135] = 56,
  [136] = 55,
  [137] = 55,
  [138] = 57,
  [139] = 139,
  [140] = 140,
  [141] = 57,
  [142] = 142,
  [143] = 143,
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
  [159] = 159,
  [160] = 160,
  [161] = 161,
  [162] = 162,
  [163] = 163,
  [164] = 48,
  [165] = 165,
  [166] = 166,
  [167] = 133,
  [168] = 168,
  [169] = 169,
  [170] = 56,
  [171] = 171,
  [172] = 172,
  [173] = 173,
  [174] = 174,
  [175] = 175,
  [176] = 176,
  [177] = 177,
  [178] = 57,
  [179] = 179,
  [180] = 64,
  [181] = 124,
  [182] = 57,
  [183] = 173,
  [184] = 184,
  [185] = 55,
  [186] = 133,
  [187] = 57,
  [188] = 188,
  [189] = 189,
  [190] = 190,
  [191] = 56,
  [192] = 55,
  [193] = 193,
  [194] = 57,
  [195] = 56,
  [196] = 173,
  [197] = 133,
  [198] = 56,
  [199] = 199,
  [200] = 200,
  [201] = 57,
  [202] = 202,
  [203] = 57,
  [204] = 57,
  [205] = 205,
  [206] = 133,
  [207] = 207,
  [208] = 208,
  [209] = 209,
  [210] = 210,
  [211] = 55,
  [212] = 173,
  [213] = 213,
  [214] = 123,
  [215] = 215,
  [216] = 128,
  [217] = 129,
  [218] = 130,
  [219] = 133,
  [220] = 220,
  [221] = 221,
  [222] = 56,
  [223] = 57,
  [224] = 57,
  [225] = 225,
  [226] = 56,
  [227] = 227,
  [228] = 228,
  [229] = 229,
  [230] = 230,
  [231] = 231,
  [232] = 232,
  [233] = 233,
  [234] = 234,
  [235] = 235,
  [236] = 173,
  [237] = 237,
  [238] = 238,
  [239] = 239,
  [240] = 240,
  [241] = 241,
  [242] = 242,
  [243] = 243,
  [244] = 244,
  [245] = 57,
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
  [264] = 250,
  [265] = 258,
  [266] = 266,
  [267] = 267,
  [268] = 268,
  [269] = 268,
  [270] = 267,
};

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(283);
      ADVANCE_MAP(
        '\n', 284,
        '#', 288,
        '/', 25,
        '=', 336,
        'A', 65,
        'a', 65,
        'C', 42,
        'c', 42,
        'D', 85,
        'd', 85,
        'E', 171,
        'e', 171,
        'F', 56,
        'f', 56,
        'G', 101,
        'g', 101,
        'H', 180,
        'h', 180,
        'I', 163,
        'i', 163,
        'J', 181,
        'j', 181,
        'M', 43,
        'm', 43,
        'N', 182,
        'n', 182,
        'O', 263,
        'o', 263,
        'P', 47,
        'p', 47,
        'R', 86,
        'r', 86,
        'S', 55,
        's', 55,
        'T', 183,
        't', 183,
        'U', 172,
        'u', 172,
        'V', 48,
        'v', 48,
        'W', 46,
        'w', 46,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(0);
      END_STATE();
    case 1:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '=') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(678);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(381);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(1);
      if (lookahead != 0) ADVANCE(382);
      END_STATE();
    case 2:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(536);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(383);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(2);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 3:
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '\'', 681,
        '\\', 679,
        'C', 503,
        'c', 503,
        'P', 415,
        'p', 415,
        0x0b, 384,
        '\f', 384,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(3);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 4:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(503);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(385);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(4);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 5:
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '\'', 681,
        '\\', 679,
        'D', 516,
        'd', 516,
        'N', 580,
        'n', 580,
        0x0b, 386,
        '\f', 386,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(5);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 6:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(517);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(387);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(6);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 7:
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '\'', 681,
        '\\', 679,
        'D', 582,
        'd', 582,
        'I', 551,
        'i', 551,
        'O', 664,
        'o', 664,
        'U', 589,
        'u', 589,
        0x0b, 388,
        '\f', 388,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(7);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 8:
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '\'', 681,
        '\\', 679,
        'D', 472,
        'd', 472,
        'H', 574,
        'h', 574,
        'P', 576,
        'p', 576,
        0x0b, 389,
        '\f', 389,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(8);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 9:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(672);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(390);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(9);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 10:
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '\'', 681,
        '\\', 679,
        'F', 427,
        'f', 427,
        'W', 429,
        'w', 429,
        0x0b, 391,
        '\f', 391,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(10);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 11:
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '\'', 681,
        '\\', 679,
        'G', 488,
        'g', 488,
        'S', 489,
        's', 489,
        0x0b, 392,
        '\f', 392,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(11);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 12:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(487);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(393);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(12);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 13:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(563);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(394);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(13);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 14:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(395);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(14);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 15:
      ADVANCE_MAP(
        '\n', 284,
        '"', 311,
        '\'', 312,
        '\\', 310,
        'D', 303,
        'd', 303,
        'N', 306,
        'n', 306,
        0x0b, 301,
        '\f', 301,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(15);
      if (lookahead != 0) ADVANCE(310);
      END_STATE();
    case 16:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '"') ADVANCE(311);
      if (lookahead == '\'') ADVANCE(312);
      if (lookahead == '\\') ADVANCE(310);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(309);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(16);
      if (lookahead != 0) ADVANCE(310);
      END_STATE();
    case 17:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '=') ADVANCE(336);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(337);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(17);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(354);
      END_STATE();
    case 18:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(350);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(353);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(338);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(18);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 19:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(339);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(19);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 20:
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(27);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(377);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(20);
      if (lookahead != 0) ADVANCE(378);
      END_STATE();
    case 21:
      if (lookahead == '"') ADVANCE(23);
      if (lookahead == '\'') ADVANCE(24);
      if (lookahead == '=') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(21);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(382);
      END_STATE();
    case 22:
      if (lookahead == '"') ADVANCE(23);
      if (lookahead == '\'') ADVANCE(24);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 23:
      if (lookahead == '"') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(280);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(23);
      END_STATE();
    case 24:
      if (lookahead == '\'') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(281);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(24);
      END_STATE();
    case 25:
      if (lookahead == '/') ADVANCE(288);
      END_STATE();
    case 26:
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 27:
      if (lookahead == '\\') ADVANCE(27);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(277);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(378);
      END_STATE();
    case 28:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(335);
      END_STATE();
    case 29:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(135);
      END_STATE();
    case 30:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(193);
      END_STATE();
    case 31:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(119);
      END_STATE();
    case 32:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(120);
      END_STATE();
    case 33:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(196);
      END_STATE();
    case 34:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(261);
      END_STATE();
    case 35:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(158);
      END_STATE();
    case 36:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(103);
      END_STATE();
    case 37:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(227);
      END_STATE();
    case 38:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(80);
      END_STATE();
    case 39:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(82);
      END_STATE();
    case 40:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(190);
      END_STATE();
    case 41:
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(121);
      END_STATE();
    case 42:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(242);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(139);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(164);
      END_STATE();
    case 43:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(271);
      END_STATE();
    case 44:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(150);
      END_STATE();
    case 45:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(276);
      END_STATE();
    case 46:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(131);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(44);
      END_STATE();
    case 47:
      ADVANCE_MAP(
        'A', 215,
        'a', 215,
        'I', 166,
        'i', 166,
        'O', 222,
        'o', 222,
        'R', 87,
        'r', 87,
      );
      END_STATE();
    case 48:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(205);
      END_STATE();
    case 49:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(124);
      END_STATE();
    case 50:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(126);
      END_STATE();
    case 51:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(151);
      END_STATE();
    case 52:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(152);
      END_STATE();
    case 53:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(243);
      END_STATE();
    case 54:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(177);
      END_STATE();
    case 55:
      ADVANCE_MAP(
        'A', 265,
        'a', 265,
        'C', 207,
        'c', 207,
        'E', 213,
        'e', 213,
        'P', 157,
        'p', 157,
        'U', 64,
        'u', 64,
      );
      END_STATE();
    case 56:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(132);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(174);
      END_STATE();
    case 57:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(246);
      END_STATE();
    case 58:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(228);
      END_STATE();
    case 59:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(249);
      END_STATE();
    case 60:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(251);
      END_STATE();
    case 61:
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(252);
      END_STATE();
    case 62:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(257);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(110);
      END_STATE();
    case 63:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(292);
      END_STATE();
    case 64:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(79);
      END_STATE();
    case 65:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(185);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(268);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(195);
      END_STATE();
    case 66:
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(221);
      END_STATE();
    case 67:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(154);
      END_STATE();
    case 68:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(235);
      END_STATE();
    case 69:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(90);
      END_STATE();
    case 70:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(237);
      END_STATE();
    case 71:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(93);
      END_STATE();
    case 72:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(95);
      END_STATE();
    case 73:
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(214);
      END_STATE();
    case 74:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(325);
      END_STATE();
    case 75:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(320);
      END_STATE();
    case 76:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(28);
      END_STATE();
    case 77:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(105);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(194);
      END_STATE();
    case 78:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(57);
      END_STATE();
    case 79:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(49);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(143);
      END_STATE();
    case 80:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(50);
      END_STATE();
    case 81:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(92);
      END_STATE();
    case 82:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(111);
      END_STATE();
    case 83:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(60);
      END_STATE();
    case 84:
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(61);
      END_STATE();
    case 85:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(62);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(201);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(165);
      END_STATE();
    case 86:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(149);
      END_STATE();
    case 87:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(325);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(189);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(264);
      END_STATE();
    case 88:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(127);
      END_STATE();
    case 89:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(300);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(30);
      END_STATE();
    case 90:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(316);
      END_STATE();
    case 91:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(366);
      END_STATE();
    case 92:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(362);
      END_STATE();
    case 93:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(295);
      END_STATE();
    case 94:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(368);
      END_STATE();
    case 95:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(356);
      END_STATE();
    case 96:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(367);
      END_STATE();
    case 97:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(371);
      END_STATE();
    case 98:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(369);
      END_STATE();
    case 99:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(361);
      END_STATE();
    case 100:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(370);
      END_STATE();
    case 101:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(231);
      END_STATE();
    case 102:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(68);
      END_STATE();
    case 103:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(272);
      END_STATE();
    case 104:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(229);
      END_STATE();
    case 105:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(37);
      END_STATE();
    case 106:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(173);
      END_STATE();
    case 107:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(33);
      END_STATE();
    case 108:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(175);
      END_STATE();
    case 109:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(204);
      END_STATE();
    case 110:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(202);
      END_STATE();
    case 111:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(223);
      END_STATE();
    case 112:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(217);
      END_STATE();
    case 113:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(35);
      END_STATE();
    case 114:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(212);
      END_STATE();
    case 115:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(203);
      END_STATE();
    case 116:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(70);
      END_STATE();
    case 117:
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(219);
      END_STATE();
    case 118:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(130);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(116);
      END_STATE();
    case 119:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(58);
      END_STATE();
    case 120:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(142);
      END_STATE();
    case 121:
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(144);
      END_STATE();
    case 122:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(327);
      END_STATE();
    case 123:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(363);
      END_STATE();
    case 124:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(296);
      END_STATE();
    case 125:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(364);
      END_STATE();
    case 126:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(40);
      END_STATE();
    case 127:
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(192);
      END_STATE();
    case 128:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(197);
      END_STATE();
    case 129:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(69);
      END_STATE();
    case 130:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(123);
      END_STATE();
    case 131:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(233);
      END_STATE();
    case 132:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(156);
      END_STATE();
    case 133:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(225);
      END_STATE();
    case 134:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(187);
      END_STATE();
    case 135:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(167);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(259);
      END_STATE();
    case 136:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(178);
      END_STATE();
    case 137:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(241);
      END_STATE();
    case 138:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(240);
      END_STATE();
    case 139:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(155);
      END_STATE();
    case 140:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(198);
      END_STATE();
    case 141:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(71);
      END_STATE();
    case 142:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(160);
      END_STATE();
    case 143:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(245);
      END_STATE();
    case 144:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(161);
      END_STATE();
    case 145:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(191);
      END_STATE();
    case 146:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(250);
      END_STATE();
    case 147:
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(253);
      END_STATE();
    case 148:
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(184);
      END_STATE();
    case 149:
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(102);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(206);
      END_STATE();
    case 150:
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(318);
      END_STATE();
    case 151:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(293);
      END_STATE();
    case 152:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(297);
      END_STATE();
    case 153:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(74);
      END_STATE();
    case 154:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(258);
      END_STATE();
    case 155:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(75);
      END_STATE();
    case 156:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(31);
      END_STATE();
    case 157:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(129);
      END_STATE();
    case 158:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(186);
      END_STATE();
    case 159:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(104);
      END_STATE();
    case 160:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(99);
      END_STATE();
    case 161:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(100);
      END_STATE();
    case 162:
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(114);
      END_STATE();
    case 163:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(67);
      END_STATE();
    case 164:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(118);
      END_STATE();
    case 165:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(89);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(365);
      END_STATE();
    case 166:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(29);
      END_STATE();
    case 167:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(322);
      END_STATE();
    case 168:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(332);
      END_STATE();
    case 169:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(331);
      END_STATE();
    case 170:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(317);
      END_STATE();
    case 171:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(262);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(255);
      END_STATE();
    case 172:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(159);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(78);
      END_STATE();
    case 173:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(76);
      END_STATE();
    case 174:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(51);
      END_STATE();
    case 175:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(234);
      END_STATE();
    case 176:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(52);
      END_STATE();
    case 177:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(72);
      END_STATE();
    case 178:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(248);
      END_STATE();
    case 179:
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(115);
      END_STATE();
    case 180:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(153);
      END_STATE();
    case 181:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(63);
      END_STATE();
    case 182:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(77);
      END_STATE();
    case 183:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(162);
      END_STATE();
    case 184:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(66);
      END_STATE();
    case 185:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(209);
      END_STATE();
    case 186:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(125);
      END_STATE();
    case 187:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(179);
      END_STATE();
    case 188:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(136);
      END_STATE();
    case 189:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(216);
      END_STATE();
    case 190:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(169);
      END_STATE();
    case 191:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(170);
      END_STATE();
    case 192:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(208);
      END_STATE();
    case 193:
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(267);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(199);
      END_STATE();
    case 194:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(299);
      END_STATE();
    case 195:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(106);
      END_STATE();
    case 196:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(188);
      END_STATE();
    case 197:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(236);
      END_STATE();
    case 198:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(254);
      END_STATE();
    case 199:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(83);
      END_STATE();
    case 200:
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(84);
      END_STATE();
    case 201:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(298);
      END_STATE();
    case 202:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(326);
      END_STATE();
    case 203:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(294);
      END_STATE();
    case 204:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(269);
      END_STATE();
    case 205:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(220);
      END_STATE();
    case 206:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(273);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(211);
      END_STATE();
    case 207:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(128);
      END_STATE();
    case 208:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(274);
      END_STATE();
    case 209:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(244);
      END_STATE();
    case 210:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(146);
      END_STATE();
    case 211:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(168);
      END_STATE();
    case 212:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(54);
      END_STATE();
    case 213:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(266);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(374);
      END_STATE();
    case 214:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(140);
      END_STATE();
    case 215:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(108);
      END_STATE();
    case 216:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(137);
      END_STATE();
    case 217:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(176);
      END_STATE();
    case 218:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(147);
      END_STATE();
    case 219:
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(270);
      END_STATE();
    case 220:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(333);
      END_STATE();
    case 221:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(360);
      END_STATE();
    case 222:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(232);
      END_STATE();
    case 223:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(73);
      END_STATE();
    case 224:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(34);
      END_STATE();
    case 225:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(134);
      END_STATE();
    case 226:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(36);
      END_STATE();
    case 227:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(247);
      END_STATE();
    case 228:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(239);
      END_STATE();
    case 229:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(226);
      END_STATE();
    case 230:
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(41);
      END_STATE();
    case 231:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(375);
      END_STATE();
    case 232:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(325);
      END_STATE();
    case 233:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(358);
      END_STATE();
    case 234:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(319);
      END_STATE();
    case 235:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(376);
      END_STATE();
    case 236:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(324);
      END_STATE();
    case 237:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(321);
      END_STATE();
    case 238:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(323);
      END_STATE();
    case 239:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(357);
      END_STATE();
    case 240:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(330);
      END_STATE();
    case 241:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(275);
      END_STATE();
    case 242:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(88);
      END_STATE();
    case 243:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(260);
      END_STATE();
    case 244:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(38);
      END_STATE();
    case 245:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(39);
      END_STATE();
    case 246:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(91);
      END_STATE();
    case 247:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(53);
      END_STATE();
    case 248:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(32);
      END_STATE();
    case 249:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(113);
      END_STATE();
    case 250:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(94);
      END_STATE();
    case 251:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(96);
      END_STATE();
    case 252:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(97);
      END_STATE();
    case 253:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(98);
      END_STATE();
    case 254:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(145);
      END_STATE();
    case 255:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(112);
      END_STATE();
    case 256:
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(59);
      END_STATE();
    case 257:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(122);
      END_STATE();
    case 258:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(81);
      END_STATE();
    case 259:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(238);
      END_STATE();
    case 260:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(230);
      END_STATE();
    case 261:
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(200);
      END_STATE();
    case 262:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(373);
      END_STATE();
    case 263:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(109);
      END_STATE();
    case 264:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(133);
      END_STATE();
    case 265:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(107);
      END_STATE();
    case 266:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(141);
      END_STATE();
    case 267:
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(117);
      END_STATE();
    case 268:
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(45);
      END_STATE();
    case 269:
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(210);
      END_STATE();
    case 270:
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(218);
      END_STATE();
    case 271:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(148);
      END_STATE();
    case 272:
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(138);
      END_STATE();
    case 273:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(329);
      END_STATE();
    case 274:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(359);
      END_STATE();
    case 275:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(355);
      END_STATE();
    case 276:
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(224);
      END_STATE();
    case 277:
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(277);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\\') ADVANCE(378);
      END_STATE();
    case 278:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(680);
      END_STATE();
    case 279:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(681);
      END_STATE();
    case 280:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(23);
      END_STATE();
    case 281:
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(24);
      END_STATE();
    case 282:
      if (eof) ADVANCE(283);
      ADVANCE_MAP(
        '\n', 284,
        '"', 680,
        '#', 286,
        '\'', 681,
        '/', 380,
        '\\', 679,
        'A', 437,
        'a', 437,
        'C', 412,
        'c', 412,
        'D', 564,
        'd', 564,
        'E', 550,
        'e', 550,
        'F', 508,
        'f', 508,
        'I', 551,
        'i', 551,
        'J', 566,
        'j', 566,
        'M', 413,
        'm', 413,
        'N', 565,
        'n', 565,
        'P', 414,
        'p', 414,
        'R', 470,
        'r', 470,
        'S', 417,
        's', 417,
        'T', 567,
        't', 567,
        'V', 418,
        'v', 418,
        'W', 476,
        'w', 476,
        0x0b, 379,
        '\f', 379,
      );
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(282);
      if (lookahead != 0) ADVANCE(677);
      END_STATE();
    case 283:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 284:
      ACCEPT_TOKEN(sym__newline);
      END_STATE();
    case 285:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '"') ADVANCE(286);
      if (lookahead == '\\') ADVANCE(289);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(285);
      END_STATE();
    case 286:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '"') ADVANCE(285);
      if (lookahead == '\'') ADVANCE(287);
      if (lookahead == '\\') ADVANCE(286);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(288);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(286);
      END_STATE();
    case 287:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead == '\'') ADVANCE(286);
      if (lookahead == '\\') ADVANCE(290);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(287);
      END_STATE();
    case 288:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(288);
      END_STATE();
    case 289:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(285);
      END_STATE();
    case 290:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(287);
      END_STATE();
    case 291:
      ACCEPT_TOKEN(aux_sym_job_statement_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(640);
      END_STATE();
    case 292:
      ACCEPT_TOKEN(aux_sym_job_statement_token1);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(256);
      END_STATE();
    case 293:
      ACCEPT_TOKEN(aux_sym_final_statement_token1);
      END_STATE();
    case 294:
      ACCEPT_TOKEN(aux_sym_provisioner_statement_token1);
      END_STATE();
    case 295:
      ACCEPT_TOKEN(aux_sym_service_statement_token1);
      END_STATE();
    case 296:
      ACCEPT_TOKEN(aux_sym_subdag_statement_token1);
      END_STATE();
    case 297:
      ACCEPT_TOKEN(aux_sym_subdag_statement_token2);
      END_STATE();
    case 298:
      ACCEPT_TOKEN(aux_sym_dir_option_token1);
      END_STATE();
    case 299:
      ACCEPT_TOKEN(aux_sym_noop_token1);
      END_STATE();
    case 300:
      ACCEPT_TOKEN(aux_sym_done_token1);
      END_STATE();
    case 301:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'D', 303,
        'd', 303,
        'N', 306,
        'n', 306,
        0x0b, 301,
        '\f', 301,
        '\t', 301,
        '\r', 301,
        ' ', 301,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(310);
      END_STATE();
    case 302:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'E', 300,
        'e', 300,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 303:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'I', 308,
        'i', 308,
        'O', 304,
        'o', 304,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 304:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'N', 302,
        'n', 302,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 305:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'O', 307,
        'o', 307,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 306:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'O', 305,
        'o', 305,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 307:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'P', 299,
        'p', 299,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 308:
      ACCEPT_TOKEN(sym_ignored_text);
      ADVANCE_MAP(
        '"', 311,
        '\'', 312,
        '\\', 310,
        'R', 298,
        'r', 298,
        '\t', 315,
        '\r', 315,
        ' ', 315,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 309:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(311);
      if (lookahead == '\'') ADVANCE(312);
      if (lookahead == '\\') ADVANCE(310);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(309);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(309);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(310);
      END_STATE();
    case 310:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(311);
      if (lookahead == '\'') ADVANCE(312);
      if (lookahead == '\\') ADVANCE(310);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(315);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n') ADVANCE(310);
      END_STATE();
    case 311:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '"') ADVANCE(310);
      if (lookahead == '\\') ADVANCE(313);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(311);
      END_STATE();
    case 312:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead == '\'') ADVANCE(310);
      if (lookahead == '\\') ADVANCE(314);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(312);
      END_STATE();
    case 313:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(311);
      END_STATE();
    case 314:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(312);
      END_STATE();
    case 315:
      ACCEPT_TOKEN(sym_ignored_text);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(315);
      END_STATE();
    case 316:
      ACCEPT_TOKEN(aux_sym_splice_statement_token1);
      END_STATE();
    case 317:
      ACCEPT_TOKEN(aux_sym_submit_description_statement_token1);
      END_STATE();
    case 318:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token1);
      END_STATE();
    case 319:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token2);
      END_STATE();
    case 320:
      ACCEPT_TOKEN(aux_sym_dependency_statement_token3);
      END_STATE();
    case 321:
      ACCEPT_TOKEN(aux_sym_connect_statement_token1);
      END_STATE();
    case 322:
      ACCEPT_TOKEN(aux_sym_pin_in_statement_token1);
      END_STATE();
    case 323:
      ACCEPT_TOKEN(aux_sym_pin_out_statement_token1);
      END_STATE();
    case 324:
      ACCEPT_TOKEN(aux_sym_script_statement_token1);
      END_STATE();
    case 325:
      ACCEPT_TOKEN(sym_script_type);
      END_STATE();
    case 326:
      ACCEPT_TOKEN(aux_sym_defer_option_token1);
      END_STATE();
    case 327:
      ACCEPT_TOKEN(aux_sym_debug_option_token1);
      END_STATE();
    case 328:
      ACCEPT_TOKEN(aux_sym_pre_skip_statement_token1);
      END_STATE();
    case 329:
      ACCEPT_TOKEN(aux_sym_retry_statement_token1);
      END_STATE();
    case 330:
      ACCEPT_TOKEN(aux_sym_unless_exit_token1);
      END_STATE();
    case 331:
      ACCEPT_TOKEN(aux_sym_abort_dag_on_statement_token1);
      END_STATE();
    case 332:
      ACCEPT_TOKEN(aux_sym_return_option_token1);
      END_STATE();
    case 333:
      ACCEPT_TOKEN(aux_sym_vars_statement_token1);
      END_STATE();
    case 334:
      ACCEPT_TOKEN(aux_sym_vars_statement_token2);
      END_STATE();
    case 335:
      ACCEPT_TOKEN(aux_sym_vars_statement_token3);
      END_STATE();
    case 336:
      ACCEPT_TOKEN(anon_sym_EQ);
      END_STATE();
    case 337:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '=') ADVANCE(336);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(337);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(17);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'') ADVANCE(354);
      END_STATE();
    case 338:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(350);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(353);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(338);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(18);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 339:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\n') ADVANCE(284);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(339);
      if (('\t' <= lookahead && lookahead <= '\r') ||
          lookahead == ' ') SKIP(19);
      if (lookahead != 0 &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 340:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(340);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 341:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(335);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 342:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(334);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 343:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(341);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 344:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(342);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 345:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(348);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 346:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(349);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 347:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(352);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 348:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(343);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 349:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(344);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 350:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(351);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 351:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(345);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 352:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(346);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 353:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(347);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 354:
      ACCEPT_TOKEN(sym_variable);
      if (lookahead == '\\') ADVANCE(26);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ' &&
          lookahead != '"' &&
          lookahead != '\'' &&
          lookahead != '=') ADVANCE(354);
      END_STATE();
    case 355:
      ACCEPT_TOKEN(aux_sym_priority_statement_token1);
      END_STATE();
    case 356:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token1);
      END_STATE();
    case 357:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token2);
      END_STATE();
    case 358:
      ACCEPT_TOKEN(aux_sym_tolerance_statement_token3);
      END_STATE();
    case 359:
      ACCEPT_TOKEN(aux_sym_category_statement_token1);
      END_STATE();
    case 360:
      ACCEPT_TOKEN(aux_sym_maxjobs_statement_token1);
      END_STATE();
    case 361:
      ACCEPT_TOKEN(aux_sym_save_point_file_statement_token1);
      END_STATE();
    case 362:
      ACCEPT_TOKEN(aux_sym_include_statement_token1);
      END_STATE();
    case 363:
      ACCEPT_TOKEN(aux_sym_config_statement_token1);
      END_STATE();
    case 364:
      ACCEPT_TOKEN(aux_sym_jobstate_log_statement_token1);
      END_STATE();
    case 365:
      ACCEPT_TOKEN(aux_sym_dot_statement_token1);
      END_STATE();
    case 366:
      ACCEPT_TOKEN(aux_sym_dot_statement_token2);
      END_STATE();
    case 367:
      ACCEPT_TOKEN(aux_sym_dot_statement_token3);
      END_STATE();
    case 368:
      ACCEPT_TOKEN(aux_sym_dot_statement_token4);
      END_STATE();
    case 369:
      ACCEPT_TOKEN(aux_sym_dot_statement_token5);
      END_STATE();
    case 370:
      ACCEPT_TOKEN(aux_sym_node_status_file_statement_token1);
      END_STATE();
    case 371:
      ACCEPT_TOKEN(aux_sym_node_status_file_statement_token2);
      END_STATE();
    case 372:
      ACCEPT_TOKEN(aux_sym_set_job_attr_statement_token1);
      END_STATE();
    case 373:
      ACCEPT_TOKEN(aux_sym_env_statement_token1);
      END_STATE();
    case 374:
      ACCEPT_TOKEN(aux_sym_env_statement_token2);
      END_STATE();
    case 375:
      ACCEPT_TOKEN(aux_sym_env_statement_token3);
      END_STATE();
    case 376:
      ACCEPT_TOKEN(aux_sym_reject_statement_token1);
      END_STATE();
    case 377:
      ACCEPT_TOKEN(sym__text);
      if (lookahead == '\\') ADVANCE(27);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(377);
      if (lookahead == '\t' ||
          lookahead == '\r' ||
          lookahead == ' ') ADVANCE(377);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead)) ADVANCE(378);
      END_STATE();
    case 378:
      ACCEPT_TOKEN(sym__text);
      if (lookahead == '\\') ADVANCE(27);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(378);
      END_STATE();
    case 379:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '#', 286,
        '\'', 681,
        '/', 380,
        '\\', 679,
        'A', 437,
        'a', 437,
        'C', 412,
        'c', 412,
        'D', 564,
        'd', 564,
        'E', 550,
        'e', 550,
        'F', 508,
        'f', 508,
        'I', 551,
        'i', 551,
        'J', 566,
        'j', 566,
        'M', 413,
        'm', 413,
        'N', 565,
        'n', 565,
        'P', 414,
        'p', 414,
        'R', 470,
        'r', 470,
        'S', 417,
        's', 417,
        'T', 567,
        't', 567,
        'V', 418,
        'v', 418,
        'W', 476,
        'w', 476,
        0x0b, 379,
        '\f', 379,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 380:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '/') ADVANCE(286);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 381:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '=') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(678);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(381);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(382);
      END_STATE();
    case 382:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '=') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(21);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(382);
      END_STATE();
    case 383:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(536);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(383);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 384:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 679,
        'C', 503,
        'c', 503,
        'P', 415,
        'p', 415,
        0x0b, 384,
        '\f', 384,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 385:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(503);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(385);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 386:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 679,
        'D', 516,
        'd', 516,
        'N', 580,
        'n', 580,
        0x0b, 386,
        '\f', 386,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 387:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(517);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(387);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 388:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 679,
        'D', 582,
        'd', 582,
        'I', 551,
        'i', 551,
        'O', 664,
        'o', 664,
        'U', 589,
        'u', 589,
        0x0b, 388,
        '\f', 388,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 389:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 679,
        'D', 472,
        'd', 472,
        'H', 574,
        'h', 574,
        'P', 576,
        'p', 576,
        0x0b, 389,
        '\f', 389,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 390:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(672);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(390);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 391:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 679,
        'F', 427,
        'f', 427,
        'W', 429,
        'w', 429,
        0x0b, 391,
        '\f', 391,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 392:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 679,
        'G', 488,
        'g', 488,
        'S', 489,
        's', 489,
        0x0b, 392,
        '\f', 392,
      );
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 393:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(487);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(393);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 394:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(563);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(394);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 395:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead == 0x0b ||
          lookahead == '\f') ADVANCE(395);
      if (lookahead != 0 &&
          (lookahead < '\t' || '\r' < lookahead) &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 396:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(510);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 397:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(494);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 398:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(583);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 399:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(451);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 400:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(614);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 401:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(587);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 402:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(495);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 403:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(621);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 404:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(541);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 405:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(660);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 406:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(578);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 407:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(474);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 408:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(530);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 409:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(426);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 410:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(453);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 411:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == '-' ||
          lookahead == '_') ADVANCE(496);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 412:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(635);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(552);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 413:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(670);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 414:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 22,
        'A', 603,
        'a', 603,
        'I', 553,
        'i', 553,
        'R', 475,
        'r', 475,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 415:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(603);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 416:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(531);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 417:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 22,
        'A', 663,
        'a', 663,
        'C', 599,
        'c', 599,
        'E', 602,
        'e', 602,
        'P', 537,
        'p', 537,
        'U', 434,
        'u', 434,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 418:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(595);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 419:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(499);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 420:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(533);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 421:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(501);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 422:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(676);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 423:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(561);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 424:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(636);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 425:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(534);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 426:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(646);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 427:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(511);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 428:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(647);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 429:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(518);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 430:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(620);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 431:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(648);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 432:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(650);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 433:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'A' ||
          lookahead == 'a') ADVANCE(652);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 434:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(449);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 435:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(291);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 436:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(655);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(485);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 437:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(569);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 438:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(613);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 439:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'B' ||
          lookahead == 'b') ADVANCE(409);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 440:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(535);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 441:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(629);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 442:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(631);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 443:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(459);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 444:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(462);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 445:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(464);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 446:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'C' ||
          lookahead == 'c') ADVANCE(608);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 447:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(325);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 448:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(320);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 449:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(419);
      if (lookahead == 'M' ||
          lookahead == 'm') ADVANCE(521);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 450:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(491);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 451:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(421);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 452:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(461);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 453:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(479);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 454:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(431);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 455:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(432);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 456:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'D' ||
          lookahead == 'd') ADVANCE(433);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 457:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(325);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 458:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(300);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 459:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(316);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 460:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(366);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 461:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(362);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 462:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(295);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 463:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(368);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 464:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(356);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 465:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(367);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 466:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(371);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 467:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(369);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 468:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(361);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 469:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(370);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 470:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(529);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 471:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(502);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 472:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(436);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 473:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(441);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 474:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(671);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 475:
      ACCEPT_TOKEN(sym__closed_word);
      ADVANCE_MAP(
        '"', 680,
        '\'', 681,
        '\\', 22,
        'E', 400,
        'e', 400,
        'I', 573,
        'i', 573,
        'O', 662,
        'o', 662,
      );
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 476:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(416);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 477:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(401);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 478:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(557);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 479:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(615);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 480:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(605);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 481:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(404);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 482:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(594);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 483:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(622);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 484:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(598);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 485:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(593);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 486:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(609);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 487:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(639);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 488:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(624);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 489:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(626);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 490:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(442);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 491:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(403);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 492:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'E' ||
          lookahead == 'e') ADVANCE(611);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 493:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(505);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(490);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 494:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(522);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 495:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(430);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 496:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'F' ||
          lookahead == 'f') ADVANCE(525);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 497:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(327);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 498:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(363);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 499:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(296);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 500:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(364);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 501:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(406);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 502:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'G' ||
          lookahead == 'g') ADVANCE(575);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 503:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'H' ||
          lookahead == 'h') ADVANCE(512);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 504:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(586);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 505:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(498);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 506:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(443);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 507:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(585);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 508:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(554);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 509:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(616);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 510:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(546);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(657);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 511:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(542);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 512:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(539);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 513:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(637);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 514:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(577);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 515:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(560);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 516:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(592);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(556);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 517:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(592);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 518:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(627);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 519:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(634);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 520:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(588);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 521:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(641);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 522:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(543);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 523:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(444);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 524:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(579);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 525:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(544);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 526:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(649);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 527:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'I' ||
          lookahead == 'i') ADVANCE(651);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 528:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(568);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 529:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(473);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(596);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 530:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'J' ||
          lookahead == 'j') ADVANCE(571);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 531:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(318);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 532:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'K' ||
          lookahead == 'k') ADVANCE(507);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 533:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(293);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 534:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(297);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 535:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(659);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 536:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(667);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 537:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(506);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 538:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(447);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 539:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(448);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 540:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(480);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 541:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(572);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 542:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(402);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 543:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(468);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 544:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(469);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 545:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'L' ||
          lookahead == 'l') ADVANCE(483);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 546:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(322);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 547:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(332);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 548:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(331);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 549:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(317);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 550:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(661);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 551:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(440);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 552:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(493);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 553:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(396);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 554:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(420);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 555:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(458);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(365);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 556:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(458);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 557:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(628);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 558:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(482);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 559:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(425);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 560:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(644);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 561:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(445);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 562:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(645);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 563:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'N' ||
          lookahead == 'n') ADVANCE(545);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 564:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(555);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 565:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(450);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 566:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(435);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 567:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(540);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 568:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(438);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 569:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(600);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 570:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(584);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 571:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(439);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 572:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(500);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 573:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(604);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 574:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(538);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 575:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(601);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 576:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(618);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(457);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 577:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(558);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 578:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(548);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 579:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(549);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 580:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(570);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 581:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(515);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 582:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(562);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 583:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'O' ||
          lookahead == 'o') ADVANCE(666);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(590);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 584:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(299);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 585:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(328);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 586:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(630);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 587:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(581);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 588:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(654);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 589:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(454);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 590:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(455);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 591:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'P' ||
          lookahead == 'p') ADVANCE(456);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 592:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(298);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 593:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(326);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 594:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(294);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 595:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(612);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 596:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(673);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 597:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(372);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 598:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(668);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 599:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(504);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 600:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(638);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 601:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(674);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 602:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(665);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(408);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 603:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(478);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 604:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(513);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 605:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(423);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 606:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(526);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 607:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(547);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 608:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(520);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 609:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(559);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 610:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(527);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 611:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'R' ||
          lookahead == 'r') ADVANCE(669);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 612:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(333);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 613:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(360);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 614:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(532);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 615:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(446);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 616:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(514);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 617:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(407);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 618:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(625);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 619:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(405);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 620:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(633);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 621:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(642);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 622:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(617);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 623:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'S' ||
          lookahead == 's') ADVANCE(411);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 624:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(375);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 625:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(325);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 626:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(374);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 627:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(358);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 628:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(319);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 629:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(376);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 630:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(324);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 631:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(321);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 632:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(323);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 633:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(357);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 634:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(330);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 635:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(471);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 636:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(656);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 637:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(675);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 638:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(399);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 639:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(658);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 640:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(428);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 641:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(410);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 642:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(424);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 643:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(597);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 644:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(397);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 645:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(398);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 646:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(643);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 647:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(481);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 648:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(460);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 649:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(463);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 650:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(465);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 651:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(467);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 652:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(466);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 653:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(486);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 654:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'T' ||
          lookahead == 't') ADVANCE(524);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 655:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(497);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 656:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(623);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 657:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(632);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 658:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(607);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 659:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(452);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 660:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'U' ||
          lookahead == 'u') ADVANCE(591);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 661:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(373);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 662:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(509);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 663:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(477);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 664:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(484);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 665:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(523);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 666:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'V' ||
          lookahead == 'v') ADVANCE(492);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 667:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(422);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 668:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(606);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 669:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'W' ||
          lookahead == 'w') ADVANCE(610);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 670:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(528);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 671:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(519);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 672:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'X' ||
          lookahead == 'x') ADVANCE(653);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 673:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(329);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 674:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(359);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 675:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(355);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 676:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead == 'Y' ||
          lookahead == 'y') ADVANCE(619);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 677:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(680);
      if (lookahead == '\'') ADVANCE(681);
      if (lookahead == '\\') ADVANCE(22);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 678:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(23);
      if (lookahead == '\'') ADVANCE(24);
      if (lookahead == '=') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(678);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(382);
      END_STATE();
    case 679:
      ACCEPT_TOKEN(sym__closed_word);
      if (lookahead == '"') ADVANCE(23);
      if (lookahead == '\'') ADVANCE(24);
      if (lookahead == '\\') ADVANCE(679);
      if (lookahead != 0 &&
          lookahead != '\t' &&
          lookahead != '\n' &&
          lookahead != '\r' &&
          lookahead != ' ') ADVANCE(677);
      END_STATE();
    case 680:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '"') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(278);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(680);
      END_STATE();
    case 681:
      ACCEPT_TOKEN(sym__unclosed_word);
      if (lookahead == '\'') ADVANCE(677);
      if (lookahead == '\\') ADVANCE(279);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(681);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 282, .external_lex_state = 2},
  [2] = {.lex_state = 282, .external_lex_state = 2},
  [3] = {.lex_state = 282, .external_lex_state = 2},
  [4] = {.lex_state = 282, .external_lex_state = 2},
  [5] = {.lex_state = 282, .external_lex_state = 2},
  [6] = {.lex_state = 282, .external_lex_state = 2},
  [7] = {.lex_state = 282, .external_lex_state = 2},
  [8] = {.lex_state = 282, .external_lex_state = 2},
  [9] = {.lex_state = 282, .external_lex_state = 2},
  [10] = {.lex_state = 282, .external_lex_state = 2},
  [11] = {.lex_state = 282, .external_lex_state = 2},
  [12] = {.lex_state = 282, .external_lex_state = 2},
  [13] = {.lex_state = 282, .external_lex_state = 2},
  [14] = {.lex_state = 282, .external_lex_state = 2},
  [15] = {.lex_state = 282, .external_lex_state = 2},
  [16] = {.lex_state = 282, .external_lex_state = 2},
  [17] = {.lex_state = 282, .external_lex_state = 2},
  [18] = {.lex_state = 282, .external_lex_state = 2},
  [19] = {.lex_state = 282, .external_lex_state = 2},
  [20] = {.lex_state = 5, .external_lex_state = 3},
  [21] = {.lex_state = 5, .external_lex_state = 3},
  [22] = {.lex_state = 5, .external_lex_state = 3},
  [23] = {.lex_state = 5, .external_lex_state = 3},
  [24] = {.lex_state = 5, .external_lex_state = 3},
  [25] = {.lex_state = 5, .external_lex_state = 3},
  [26] = {.lex_state = 5, .external_lex_state = 3},
  [27] = {.lex_state = 7, .external_lex_state = 3},
  [28] = {.lex_state = 7, .external_lex_state = 3},
  [29] = {.lex_state = 7, .external_lex_state = 3},
  [30] = {.lex_state = 8, .external_lex_state = 3},
  [31] = {.lex_state = 8, .external_lex_state = 3},
  [32] = {.lex_state = 7, .external_lex_state = 3},
  [33] = {.lex_state = 8, .external_lex_state = 3},
  [34] = {.lex_state = 14, .external_lex_state = 4},
  [35] = {.lex_state = 7, .external_lex_state = 3},
  [36] = {.lex_state = 6, .external_lex_state = 3},
  [37] = {.lex_state = 8, .external_lex_state = 3},
  [38] = {.lex_state = 8, .external_lex_state = 3},
  [39] = {.lex_state = 10, .external_lex_state = 3},
  [40] = {.lex_state = 6, .external_lex_state = 3},
  [41] = {.lex_state = 13, .external_lex_state = 3},
  [42] = {.lex_state = 12, .external_lex_state = 3},
  [43] = {.lex_state = 10, .external_lex_state = 3},
  [44] = {.lex_state = 13, .external_lex_state = 3},
  [45] = {.lex_state = 12, .external_lex_state = 3},
  [46] = {.lex_state = 8, .external_lex_state = 3},
  [47] = {.lex_state = 5, .external_lex_state = 3},
  [48] = {.lex_state = 15, .external_lex_state = 5},
  [49] = {.lex_state = 10, .external_lex_state = 3},
  [50] = {.lex_state = 8, .external_lex_state = 3},
  [51] = {.lex_state = 6, .external_lex_state = 3},
  [52] = {.lex_state = 3, .external_lex_state = 3},
  [53] = {.lex_state = 13, .external_lex_state = 3},
  [54] = {.lex_state = 12, .external_lex_state = 3},
  [55] = {.lex_state = 7, .external_lex_state = 3},
  [56] = {.lex_state = 7, .external_lex_state = 3},
  [57] = {.lex_state = 7, .external_lex_state = 3},
  [58] = {.lex_state = 4, .external_lex_state = 3},
  [59] = {.lex_state = 14, .external_lex_state = 4},
  [60] = {.lex_state = 4, .external_lex_state = 3},
  [61] = {.lex_state = 4, .external_lex_state = 3},
  [62] = {.lex_state = 4, .external_lex_state = 3},
  [63] = {.lex_state = 2, .external_lex_state = 3},
  [64] = {.lex_state = 5, .external_lex_state = 5},
  [65] = {.lex_state = 4, .external_lex_state = 3},
  [66] = {.lex_state = 4, .external_lex_state = 3},
  [67] = {.lex_state = 4, .external_lex_state = 3},
  [68] = {.lex_state = 4, .external_lex_state = 3},
  [69] = {.lex_state = 4, .external_lex_state = 3},
  [70] = {.lex_state = 4, .external_lex_state = 3},
  [71] = {.lex_state = 4, .external_lex_state = 3},
  [72] = {.lex_state = 4, .external_lex_state = 3},
  [73] = {.lex_state = 4, .external_lex_state = 3},
  [74] = {.lex_state = 11, .external_lex_state = 3},
  [75] = {.lex_state = 4, .external_lex_state = 3},
  [76] = {.lex_state = 4, .external_lex_state = 3},
  [77] = {.lex_state = 4, .external_lex_state = 3},
  [78] = {.lex_state = 2, .external_lex_state = 3},
  [79] = {.lex_state = 4, .external_lex_state = 3},
  [80] = {.lex_state = 4, .external_lex_state = 3},
  [81] = {.lex_state = 2, .external_lex_state = 3},
  [82] = {.lex_state = 4, .external_lex_state = 3},
  [83] = {.lex_state = 14, .external_lex_state = 3},
  [84] = {.lex_state = 14, .external_lex_state = 3},
  [85] = {.lex_state = 14, .external_lex_state = 3},
  [86] = {.lex_state = 14, .external_lex_state = 3},
  [87] = {.lex_state = 14, .external_lex_state = 3},
  [88] = {.lex_state = 14, .external_lex_state = 3},
  [89] = {.lex_state = 14, .external_lex_state = 3},
  [90] = {.lex_state = 14, .external_lex_state = 3},
  [91] = {.lex_state = 14, .external_lex_state = 3},
  [92] = {.lex_state = 9, .external_lex_state = 3},
  [93] = {.lex_state = 14, .external_lex_state = 3},
  [94] = {.lex_state = 14, .external_lex_state = 3},
  [95] = {.lex_state = 14, .external_lex_state = 3},
  [96] = {.lex_state = 14, .external_lex_state = 3},
  [97] = {.lex_state = 14, .external_lex_state = 3},
  [98] = {.lex_state = 14, .external_lex_state = 3},
  [99] = {.lex_state = 14, .external_lex_state = 3},
  [100] = {.lex_state = 14, .external_lex_state = 3},
  [101] = {.lex_state = 14, .external_lex_state = 3},
  [102] = {.lex_state = 14, .external_lex_state = 3},
  [103] = {.lex_state = 14, .external_lex_state = 3},
  [104] = {.lex_state = 5, .external_lex_state = 3},
  [105] = {.lex_state = 5, .external_lex_state = 3},
  [106] = {.lex_state = 14, .external_lex_state = 3},
  [107] = {.lex_state = 14, .external_lex_state = 3},
  [108] = {.lex_state = 14, .external_lex_state = 3},
  [109] = {.lex_state = 14, .external_lex_state = 3},
  [110] = {.lex_state = 14, .external_lex_state = 3},
  [111] = {.lex_state = 8, .external_lex_state = 3},
  [112] = {.lex_state = 8, .external_lex_state = 3},
  [113] = {.lex_state = 8, .external_lex_state = 3},
  [114] = {.lex_state = 14, .external_lex_state = 3},
  [115] = {.lex_state = 13, .external_lex_state = 3},
  [116] = {.lex_state = 12, .external_lex_state = 3},
  [117] = {.lex_state = 1, .external_lex_state = 3},
  [118] = {.lex_state = 14, .external_lex_state = 3},
  [119] = {.lex_state = 14, .external_lex_state = 3},
  [120] = {.lex_state = 14, .external_lex_state = 3},
  [121] = {.lex_state = 14, .external_lex_state = 3},
  [122] = {.lex_state = 14, .external_lex_state = 3},
  [123] = {.lex_state = 5, .external_lex_state = 3},
  [124] = {.lex_state = 5, .external_lex_state = 3},
  [125] = {.lex_state = 14, .external_lex_state = 3},
  [126] = {.lex_state = 14, .external_lex_state = 3},
  [127] = {.lex_state = 14, .external_lex_state = 3},
  [128] = {.lex_state = 5, .external_lex_state = 3},
  [129] = {.lex_state = 5, .external_lex_state = 3},
  [130] = {.lex_state = 5, .external_lex_state = 3},
  [131] = {.lex_state = 18, .external_lex_state = 3},
  [132] = {.lex_state = 14, .external_lex_state = 3},
  [133] = {.lex_state = 8, .external_lex_state = 3},
  [134] = {.lex_state = 6, .external_lex_state = 3},
  [135] = {.lex_state = 5, .external_lex_state = 3},
  [136] = {.lex_state = 5, .external_lex_state = 3},
  [137] = {.lex_state = 8, .external_lex_state = 3},
  [138] = {.lex_state = 5, .external_lex_state = 3},
  [139] = {.lex_state = 8, .external_lex_state = 3},
  [140] = {.lex_state = 14, .external_lex_state = 3},
  [141] = {.lex_state = 10, .external_lex_state = 3},
  [142] = {.lex_state = 14, .external_lex_state = 3},
  [143] = {.lex_state = 14, .external_lex_state = 3},
  [144] = {.lex_state = 14, .external_lex_state = 3},
  [145] = {.lex_state = 14, .external_lex_state = 3},
  [146] = {.lex_state = 14, .external_lex_state = 3},
  [147] = {.lex_state = 14, .external_lex_state = 3},
  [148] = {.lex_state = 14, .external_lex_state = 3},
  [149] = {.lex_state = 14, .external_lex_state = 3},
  [150] = {.lex_state = 14, .external_lex_state = 3},
  [151] = {.lex_state = 14, .external_lex_state = 3},
  [152] = {.lex_state = 14, .external_lex_state = 3},
  [153] = {.lex_state = 14, .external_lex_state = 3},
  [154] = {.lex_state = 14, .external_lex_state = 3},
  [155] = {.lex_state = 14, .external_lex_state = 3},
  [156] = {.lex_state = 14, .external_lex_state = 3},
  [157] = {.lex_state = 14, .external_lex_state = 3},
  [158] = {.lex_state = 14, .external_lex_state = 3},
  [159] = {.lex_state = 14, .external_lex_state = 3},
  [160] = {.lex_state = 14, .external_lex_state = 3},
  [161] = {.lex_state = 14, .external_lex_state = 3},
  [162] = {.lex_state = 14, .external_lex_state = 3},
  [163] = {.lex_state = 14, .external_lex_state = 3},
  [164] = {.lex_state = 16, .external_lex_state = 5},
  [165] = {.lex_state = 14, .external_lex_state = 3},
  [166] = {.lex_state = 14, .external_lex_state = 3},
  [167] = {.lex_state = 10, .external_lex_state = 3},
  [168] = {.lex_state = 14, .external_lex_state = 3},
  [169] = {.lex_state = 14, .external_lex_state = 3},
  [170] = {.lex_state = 10, .external_lex_state = 3},
  [171] = {.lex_state = 14, .external_lex_state = 3},
  [172] = {.lex_state = 14, .external_lex_state = 3},
  [173] = {.lex_state = 18, .external_lex_state = 3},
  [174] = {.lex_state = 4, .external_lex_state = 3},
  [175] = {.lex_state = 4, .external_lex_state = 3},
  [176] = {.lex_state = 19, .external_lex_state = 3},
  [177] = {.lex_state = 20, .external_lex_state = 3},
  [178] = {.lex_state = 14, .external_lex_state = 4},
  [179] = {.lex_state = 14, .external_lex_state = 4},
  [180] = {.lex_state = 14, .external_lex_state = 5},
  [181] = {.lex_state = 6, .external_lex_state = 3},
  [182] = {.lex_state = 4, .external_lex_state = 3},
  [183] = {.lex_state = 4, .external_lex_state = 3},
  [184] = {.lex_state = 19, .external_lex_state = 3},
  [185] = {.lex_state = 2, .external_lex_state = 3},
  [186] = {.lex_state = 13, .external_lex_state = 3},
  [187] = {.lex_state = 18, .external_lex_state = 3},
  [188] = {.lex_state = 20, .external_lex_state = 3},
  [189] = {.lex_state = 20, .external_lex_state = 3},
  [190] = {.lex_state = 19, .external_lex_state = 3},
  [191] = {.lex_state = 6, .external_lex_state = 3},
  [192] = {.lex_state = 6, .external_lex_state = 3},
  [193] = {.lex_state = 13, .external_lex_state = 3},
  [194] = {.lex_state = 2, .external_lex_state = 3},
  [195] = {.lex_state = 13, .external_lex_state = 3},
  [196] = {.lex_state = 14, .external_lex_state = 4},
  [197] = {.lex_state = 2, .external_lex_state = 3},
  [198] = {.lex_state = 12, .external_lex_state = 3},
  [199] = {.lex_state = 12, .external_lex_state = 3},
  [200] = {.lex_state = 19, .external_lex_state = 3},
  [201] = {.lex_state = 6, .external_lex_state = 3},
  [202] = {.lex_state = 20, .external_lex_state = 3},
  [203] = {.lex_state = 13, .external_lex_state = 3},
  [204] = {.lex_state = 12, .external_lex_state = 3},
  [205] = {.lex_state = 20, .external_lex_state = 3},
  [206] = {.lex_state = 12, .external_lex_state = 3},
  [207] = {.lex_state = 20, .external_lex_state = 3},
  [208] = {.lex_state = 20, .external_lex_state = 3},
  [209] = {.lex_state = 14, .external_lex_state = 3},
  [210] = {.lex_state = 14, .external_lex_state = 2},
  [211] = {.lex_state = 14, .external_lex_state = 3},
  [212] = {.lex_state = 14, .external_lex_state = 3},
  [213] = {.lex_state = 20, .external_lex_state = 3},
  [214] = {.lex_state = 14, .external_lex_state = 3},
  [215] = {.lex_state = 14, .external_lex_state = 3},
  [216] = {.lex_state = 14, .external_lex_state = 3},
  [217] = {.lex_state = 14, .external_lex_state = 3},
  [218] = {.lex_state = 14, .external_lex_state = 3},
  [219] = {.lex_state = 14, .external_lex_state = 3},
  [220] = {.lex_state = 17, .external_lex_state = 3},
  [221] = {.lex_state = 14, .external_lex_state = 3},
  [222] = {.lex_state = 14, .external_lex_state = 3},
  [223] = {.lex_state = 14, .external_lex_state = 3},
  [224] = {.lex_state = 20, .external_lex_state = 3},
  [225] = {.lex_state = 0, .external_lex_state = 3},
  [226] = {.lex_state = 20, .external_lex_state = 3},
  [227] = {.lex_state = 0, .external_lex_state = 3},
  [228] = {.lex_state = 0, .external_lex_state = 3},
  [229] = {.lex_state = 0, .external_lex_state = 3},
  [230] = {.lex_state = 0, .external_lex_state = 3},
  [231] = {.lex_state = 0, .external_lex_state = 3},
  [232] = {.lex_state = 0, .external_lex_state = 3},
  [233] = {.lex_state = 0, .external_lex_state = 3},
  [234] = {.lex_state = 19, .external_lex_state = 3},
  [235] = {.lex_state = 19, .external_lex_state = 3},
  [236] = {.lex_state = 20, .external_lex_state = 3},
  [237] = {.lex_state = 0, .external_lex_state = 3},
  [238] = {.lex_state = 0, .external_lex_state = 3},
  [239] = {.lex_state = 0, .external_lex_state = 3},
  [240] = {.lex_state = 0, .external_lex_state = 3},
  [241] = {.lex_state = 0, .external_lex_state = 3},
  [242] = {.lex_state = 0, .external_lex_state = 3},
  [243] = {.lex_state = 0, .external_lex_state = 3},
  [244] = {.lex_state = 0, .external_lex_state = 3},
  [245] = {.lex_state = 19, .external_lex_state = 3},
  [246] = {.lex_state = 0, .external_lex_state = 3},
  [247] = {.lex_state = 0, .external_lex_state = 3},
  [248] = {.lex_state = 0, .external_lex_state = 3},
  [249] = {.lex_state = 0, .external_lex_state = 3},
  [250] = {.lex_state = 0, .external_lex_state = 6},
  [251] = {.lex_state = 0, .external_lex_state = 3},
  [252] = {.lex_state = 0, .external_lex_state = 3},
  [253] = {.lex_state = 0, .external_lex_state = 3},
  [254] = {.lex_state = 0, .external_lex_state = 3},
  [255] = {.lex_state = 0, .external_lex_state = 3},
  [256] = {.lex_state = 0, .external_lex_state = 3},
  [257] = {.lex_state = 0, .external_lex_state = 3},
  [258] = {.lex_state = 0, .external_lex_state = 6},
  [259] = {.lex_state = 0, .external_lex_state = 3},
  [260] = {.lex_state = 0, .external_lex_state = 3},
  [261] = {.lex_state = 0, .external_lex_state = 3},
  [262] = {.lex_state = 0, .external_lex_state = 3},
  [263] = {.lex_state = 0, .external_lex_state = 3},
  [264] = {.lex_state = 0, .external_lex_state = 6},
  [265] = {.lex_state = 0, .external_lex_state = 6},
  [266] = {.lex_state = 0, .external_lex_state = 2},
  [267] = {.lex_state = 0, .external_lex_state = 7},
  [268] = {.lex_state = 0, .external_lex_state = 7},
  [269] = {.lex_state = 0, .external_lex_state = 7},
  [270] = {.lex_state = 0, .external_lex_state = 7},
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
    [sym__line_continuation] = ACTIONS(3),
    [sym_description_open] = ACTIONS(1),
    [sym__description_newline] = ACTIONS(1),
    [sym_description_body] = ACTIONS(1),
    [sym_description_close] = ACTIONS(1),
    [sym__end_of_file] = ACTIONS(1),
    [sym__error_sentinel] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(266),
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
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(228),
    [sym_job_statement] = STATE(228),
    [sym_final_statement] = STATE(228),
    [sym_provisioner_statement] = STATE(228),
    [sym_service_statement] = STATE(228),
    [sym_subdag_statement] = STATE(228),
    [sym_splice_statement] = STATE(228),
    [sym_submit_description_statement] = STATE(228),
    [sym_dependency_statement] = STATE(228),
    [sym_connect_statement] = STATE(228),
    [sym_pin_in_statement] = STATE(228),
    [sym_pin_out_statement] = STATE(228),
    [sym_script_statement] = STATE(228),
    [sym_pre_skip_statement] = STATE(228),
    [sym_retry_statement] = STATE(228),
    [sym_abort_dag_on_statement] = STATE(228),
    [sym_vars_statement] = STATE(228),
    [sym_priority_statement] = STATE(228),
    [sym_tolerance_statement] = STATE(228),
    [sym_done_statement] = STATE(228),
    [sym_category_statement] = STATE(228),
    [sym_maxjobs_statement] = STATE(228),
    [sym_save_point_file_statement] = STATE(228),
    [sym_include_statement] = STATE(228),
    [sym_config_statement] = STATE(228),
    [sym_jobstate_log_statement] = STATE(228),
    [sym_dot_statement] = STATE(228),
    [sym_node_status_file_statement] = STATE(228),
    [sym_set_job_attr_statement] = STATE(228),
    [sym_env_statement] = STATE(228),
    [sym_reject_statement] = STATE(228),
    [sym_unknown_statement] = STATE(228),
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(227),
    [sym_job_statement] = STATE(227),
    [sym_final_statement] = STATE(227),
    [sym_provisioner_statement] = STATE(227),
    [sym_service_statement] = STATE(227),
    [sym_subdag_statement] = STATE(227),
    [sym_splice_statement] = STATE(227),
    [sym_submit_description_statement] = STATE(227),
    [sym_dependency_statement] = STATE(227),
    [sym_connect_statement] = STATE(227),
    [sym_pin_in_statement] = STATE(227),
    [sym_pin_out_statement] = STATE(227),
    [sym_script_statement] = STATE(227),
    [sym_pre_skip_statement] = STATE(227),
    [sym_retry_statement] = STATE(227),
    [sym_abort_dag_on_statement] = STATE(227),
    [sym_vars_statement] = STATE(227),
    [sym_priority_statement] = STATE(227),
    [sym_tolerance_statement] = STATE(227),
    [sym_done_statement] = STATE(227),
    [sym_category_statement] = STATE(227),
    [sym_maxjobs_statement] = STATE(227),
    [sym_save_point_file_statement] = STATE(227),
    [sym_include_statement] = STATE(227),
    [sym_config_statement] = STATE(227),
    [sym_jobstate_log_statement] = STATE(227),
    [sym_dot_statement] = STATE(227),
    [sym_node_status_file_statement] = STATE(227),
    [sym_set_job_attr_statement] = STATE(227),
    [sym_env_statement] = STATE(227),
    [sym_reject_statement] = STATE(227),
    [sym_unknown_statement] = STATE(227),
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(233),
    [sym_job_statement] = STATE(233),
    [sym_final_statement] = STATE(233),
    [sym_provisioner_statement] = STATE(233),
    [sym_service_statement] = STATE(233),
    [sym_subdag_statement] = STATE(233),
    [sym_splice_statement] = STATE(233),
    [sym_submit_description_statement] = STATE(233),
    [sym_dependency_statement] = STATE(233),
    [sym_connect_statement] = STATE(233),
    [sym_pin_in_statement] = STATE(233),
    [sym_pin_out_statement] = STATE(233),
    [sym_script_statement] = STATE(233),
    [sym_pre_skip_statement] = STATE(233),
    [sym_retry_statement] = STATE(233),
    [sym_abort_dag_on_statement] = STATE(233),
    [sym_vars_statement] = STATE(233),
    [sym_priority_statement] = STATE(233),
    [sym_tolerance_statement] = STATE(233),
    [sym_done_statement] = STATE(233),
    [sym_category_statement] = STATE(233),
    [sym_maxjobs_statement] = STATE(233),
    [sym_save_point_file_statement] = STATE(233),
    [sym_include_statement] = STATE(233),
    [sym_config_statement] = STATE(233),
    [sym_jobstate_log_statement] = STATE(233),
    [sym_dot_statement] = STATE(233),
    [sym_node_status_file_statement] = STATE(233),
    [sym_set_job_attr_statement] = STATE(233),
    [sym_env_statement] = STATE(233),
    [sym_reject_statement] = STATE(233),
    [sym_unknown_statement] = STATE(233),
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(238),
    [sym_job_statement] = STATE(238),
    [sym_final_statement] = STATE(238),
    [sym_provisioner_statement] = STATE(238),
    [sym_service_statement] = STATE(238),
    [sym_subdag_statement] = STATE(238),
    [sym_splice_statement] = STATE(238),
    [sym_submit_description_statement] = STATE(238),
    [sym_dependency_statement] = STATE(238),
    [sym_connect_statement] = STATE(238),
    [sym_pin_in_statement] = STATE(238),
    [sym_pin_out_statement] = STATE(238),
    [sym_script_statement] = STATE(238),
    [sym_pre_skip_statement] = STATE(238),
    [sym_retry_statement] = STATE(238),
    [sym_abort_dag_on_statement] = STATE(238),
    [sym_vars_statement] = STATE(238),
    [sym_priority_statement] = STATE(238),
    [sym_tolerance_statement] = STATE(238),
    [sym_done_statement] = STATE(238),
    [sym_category_statement] = STATE(238),
    [sym_maxjobs_statement] = STATE(238),
    [sym_save_point_file_statement] = STATE(238),
    [sym_include_statement] = STATE(238),
    [sym_config_statement] = STATE(238),
    [sym_jobstate_log_statement] = STATE(238),
    [sym_dot_statement] = STATE(238),
    [sym_node_status_file_statement] = STATE(238),
    [sym_set_job_attr_statement] = STATE(238),
    [sym_env_statement] = STATE(238),
    [sym_reject_statement] = STATE(238),
    [sym_unknown_statement] = STATE(238),
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(231),
    [sym_job_statement] = STATE(231),
    [sym_final_statement] = STATE(231),
    [sym_provisioner_statement] = STATE(231),
    [sym_service_statement] = STATE(231),
    [sym_subdag_statement] = STATE(231),
    [sym_splice_statement] = STATE(231),
    [sym_submit_description_statement] = STATE(231),
    [sym_dependency_statement] = STATE(231),
    [sym_connect_statement] = STATE(231),
    [sym_pin_in_statement] = STATE(231),
    [sym_pin_out_statement] = STATE(231),
    [sym_script_statement] = STATE(231),
    [sym_pre_skip_statement] = STATE(231),
    [sym_retry_statement] = STATE(231),
    [sym_abort_dag_on_statement] = STATE(231),
    [sym_vars_statement] = STATE(231),
    [sym_priority_statement] = STATE(231),
    [sym_tolerance_statement] = STATE(231),
    [sym_done_statement] = STATE(231),
    [sym_category_statement] = STATE(231),
    [sym_maxjobs_statement] = STATE(231),
    [sym_save_point_file_statement] = STATE(231),
    [sym_include_statement] = STATE(231),
    [sym_config_statement] = STATE(231),
    [sym_jobstate_log_statement] = STATE(231),
    [sym_dot_statement] = STATE(231),
    [sym_node_status_file_statement] = STATE(231),
    [sym_set_job_attr_statement] = STATE(231),
    [sym_env_statement] = STATE(231),
    [sym_reject_statement] = STATE(231),
    [sym_unknown_statement] = STATE(231),
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(225),
    [sym_job_statement] = STATE(225),
    [sym_final_statement] = STATE(225),
    [sym_provisioner_statement] = STATE(225),
    [sym_service_statement] = STATE(225),
    [sym_subdag_statement] = STATE(225),
    [sym_splice_statement] = STATE(225),
    [sym_submit_description_statement] = STATE(225),
    [sym_dependency_statement] = STATE(225),
    [sym_connect_statement] = STATE(225),
    [sym_pin_in_statement] = STATE(225),
    [sym_pin_out_statement] = STATE(225),
    [sym_script_statement] = STATE(225),
    [sym_pre_skip_statement] = STATE(225),
    [sym_retry_statement] = STATE(225),
    [sym_abort_dag_on_statement] = STATE(225),
    [sym_vars_statement] = STATE(225),
    [sym_priority_statement] = STATE(225),
    [sym_tolerance_statement] = STATE(225),
    [sym_done_statement] = STATE(225),
    [sym_category_statement] = STATE(225),
    [sym_maxjobs_statement] = STATE(225),
    [sym_save_point_file_statement] = STATE(225),
    [sym_include_statement] = STATE(225),
    [sym_config_statement] = STATE(225),
    [sym_jobstate_log_statement] = STATE(225),
    [sym_dot_statement] = STATE(225),
    [sym_node_status_file_statement] = STATE(225),
    [sym_set_job_attr_statement] = STATE(225),
    [sym_env_statement] = STATE(225),
    [sym_reject_statement] = STATE(225),
    [sym_unknown_statement] = STATE(225),
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(229),
    [sym_job_statement] = STATE(229),
    [sym_final_statement] = STATE(229),
    [sym_provisioner_statement] = STATE(229),
    [sym_service_statement] = STATE(229),
    [sym_subdag_statement] = STATE(229),
    [sym_splice_statement] = STATE(229),
    [sym_submit_description_statement] = STATE(229),
    [sym_dependency_statement] = STATE(229),
    [sym_connect_statement] = STATE(229),
    [sym_pin_in_statement] = STATE(229),
    [sym_pin_out_statement] = STATE(229),
    [sym_script_statement] = STATE(229),
    [sym_pre_skip_statement] = STATE(229),
    [sym_retry_statement] = STATE(229),
    [sym_abort_dag_on_statement] = STATE(229),
    [sym_vars_statement] = STATE(229),
    [sym_priority_statement] = STATE(229),
    [sym_tolerance_statement] = STATE(229),
    [sym_done_statement] = STATE(229),
    [sym_category_statement] = STATE(229),
    [sym_maxjobs_statement] = STATE(229),
    [sym_save_point_file_statement] = STATE(229),
    [sym_include_statement] = STATE(229),
    [sym_config_statement] = STATE(229),
    [sym_jobstate_log_statement] = STATE(229),
    [sym_dot_statement] = STATE(229),
    [sym_node_status_file_statement] = STATE(229),
    [sym_set_job_attr_statement] = STATE(229),
    [sym_env_statement] = STATE(229),
    [sym_reject_statement] = STATE(229),
    [sym_unknown_statement] = STATE(229),
    [sym__word] = STATE(98),
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
    [sym__statement] = STATE(230),
    [sym_job_statement] = STATE(230),
    [sym_final_statement] = STATE(230),
    [sym_provisioner_statement] = STATE(230),
    [sym_service_statement] = STATE(230),
    [sym_subdag_statement] = STATE(230),
    [sym_splice_statement] = STATE(230),
    [sym_submit_description_statement] = STATE(230),
    [sym_dependency_statement] = STATE(230),
    [sym_connect_statement] = STATE(230),
    [sym_pin_in_statement] = STATE(230),
    [sym_pin_out_statement] = STATE(230),
    [sym_script_statement] = STATE(230),
    [sym_pre_skip_statement] = STATE(230),
    [sym_retry_statement] = STATE(230),
    [sym_abort_dag_on_statement] = STATE(230),
    [sym_vars_statement] = STATE(230),
    [sym_priority_statement] = STATE(230),
    [sym_tolerance_statement] = STATE(230),
    [sym_done_statement] = STATE(230),
    [sym_category_statement] = STATE(230),
    [sym_maxjobs_statement] = STATE(230),
    [sym_save_point_file_statement] = STATE(230),
    [sym_include_statement] = STATE(230),
    [sym_config_statement] = STATE(230),
    [sym_jobstate_log_statement] = STATE(230),
    [sym_dot_statement] = STATE(230),
    [sym_node_status_file_statement] = STATE(230),
    [sym_set_job_attr_statement] = STATE(230),
    [sym_env_statement] = STATE(230),
    [sym_reject_statement] = STATE(230),
    [sym_unknown_statement] = STATE(230),
    [sym__word] = STATE(98),
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
    [sym__word] = STATE(98),
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
    STATE(135), 1,
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
    STATE(135), 1,
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
    STATE(135), 1,
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
    STATE(135), 1,
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
    STATE(135), 1,
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
    STATE(135), 1,
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
    STATE(135), 1,
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
    STATE(56), 1,
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
    STATE(56), 1,
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
    STATE(56), 1,
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
    STATE(127), 1,
      sym_unexpected,
    STATE(222), 1,
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
    STATE(97), 1,
      sym_unexpected,
    STATE(222), 1,
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
    STATE(35), 1,
      sym_path,
    STATE(55), 1,
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
    STATE(145), 1,
      sym_inline_description,
    STATE(222), 1,
      sym__word,
    STATE(89), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [521] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(394), 1,
      sym__end_of_file,
    ACTIONS(392), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [538] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(396), 1,
      sym__newline,
    ACTIONS(398), 1,
      aux_sym_dir_option_token1,
    ACTIONS(402), 1,
      sym__end_of_file,
    STATE(191), 1,
      sym__word,
    ACTIONS(400), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(51), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [563] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(408), 1,
      sym__end_of_file,
    STATE(133), 1,
      sym__word,
    STATE(139), 1,
      sym_number,
    ACTIONS(406), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(404), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [586] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(412), 1,
      sym__end_of_file,
    STATE(112), 1,
      sym_debug_stream,
    STATE(113), 1,
      sym__word,
    ACTIONS(406), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(410), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [609] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(414), 1,
      sym__newline,
    ACTIONS(420), 1,
      sym__end_of_file,
    STATE(170), 1,
      sym__word,
    ACTIONS(416), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    ACTIONS(418), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(43), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [634] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(422), 1,
      sym__newline,
    ACTIONS(424), 1,
      aux_sym_dir_option_token1,
    ACTIONS(430), 1,
      sym__end_of_file,
    STATE(191), 1,
      sym__word,
    ACTIONS(427), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(40), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [659] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(432), 1,
      sym__newline,
    ACTIONS(434), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(440), 1,
      sym__end_of_file,
    STATE(195), 1,
      sym__word,
    ACTIONS(437), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(41), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [684] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(442), 1,
      sym__newline,
    ACTIONS(444), 1,
      aux_sym_return_option_token1,
    ACTIONS(450), 1,
      sym__end_of_file,
    STATE(198), 1,
      sym__word,
    ACTIONS(447), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(42), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [709] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(452), 1,
      sym__newline,
    ACTIONS(460), 1,
      sym__end_of_file,
    STATE(170), 1,
      sym__word,
    ACTIONS(454), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    ACTIONS(457), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(43), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [734] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(462), 1,
      sym__newline,
    ACTIONS(464), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(468), 1,
      sym__end_of_file,
    STATE(195), 1,
      sym__word,
    ACTIONS(466), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(53), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [759] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(470), 1,
      sym__newline,
    ACTIONS(472), 1,
      aux_sym_return_option_token1,
    ACTIONS(476), 1,
      sym__end_of_file,
    STATE(198), 1,
      sym__word,
    ACTIONS(474), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(54), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [784] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(480), 1,
      sym__end_of_file,
    STATE(38), 1,
      sym_path,
    STATE(137), 1,
      sym__word,
    ACTIONS(406), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(478), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [807] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(484), 1,
      sym__end_of_file,
    STATE(124), 1,
      sym_path,
    STATE(136), 1,
      sym__word,
    ACTIONS(285), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(482), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
  [830] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(488), 1,
      sym_ignored_text,
    ACTIONS(490), 1,
      sym__description_newline,
    ACTIONS(492), 1,
      sym__end_of_file,
    ACTIONS(486), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [851] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(494), 1,
      sym__newline,
    ACTIONS(498), 1,
      sym__end_of_file,
    STATE(170), 1,
      sym__word,
    ACTIONS(418), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(496), 2,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
    STATE(39), 2,
      sym_unexpected,
      aux_sym_tolerance_statement_repeat1,
  [876] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(502), 1,
      sym__end_of_file,
    STATE(37), 1,
      sym_number,
    STATE(133), 1,
      sym__word,
    ACTIONS(406), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(500), 4,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
  [899] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(398), 1,
      aux_sym_dir_option_token1,
    ACTIONS(504), 1,
      sym__newline,
    ACTIONS(506), 1,
      sym__end_of_file,
    STATE(191), 1,
      sym__word,
    ACTIONS(400), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(40), 3,
      sym_dir_option,
      sym_unexpected,
      aux_sym_splice_statement_repeat1,
  [924] = 9,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(508), 1,
      sym__newline,
    ACTIONS(510), 1,
      aux_sym_dependency_statement_token2,
    ACTIONS(512), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(516), 1,
      sym__end_of_file,
    STATE(77), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [953] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(464), 1,
      aux_sym_unless_exit_token1,
    ACTIONS(518), 1,
      sym__newline,
    ACTIONS(520), 1,
      sym__end_of_file,
    STATE(195), 1,
      sym__word,
    ACTIONS(466), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(41), 3,
      sym_unless_exit,
      sym_unexpected,
      aux_sym_retry_statement_repeat1,
  [978] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(472), 1,
      aux_sym_return_option_token1,
    ACTIONS(522), 1,
      sym__newline,
    ACTIONS(524), 1,
      sym__end_of_file,
    STATE(198), 1,
      sym__word,
    ACTIONS(474), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(42), 3,
      sym_return_option,
      sym_unexpected,
      aux_sym_abort_dag_on_statement_repeat1,
  [1003] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(526), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1020] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    ACTIONS(530), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1037] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 8,
      sym__newline,
      aux_sym_include_statement_token1,
      aux_sym_dot_statement_token2,
      aux_sym_dot_statement_token3,
      aux_sym_dot_statement_token4,
      aux_sym_dot_statement_token5,
      sym__closed_word,
      sym__unclosed_word,
  [1054] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(538), 1,
      sym__newline,
    ACTIONS(540), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(542), 1,
      sym__end_of_file,
    STATE(62), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1080] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      sym__unclosed_word,
    ACTIONS(544), 1,
      sym__newline,
    ACTIONS(546), 1,
      sym__closed_word,
    ACTIONS(548), 1,
      sym_description_open,
    ACTIONS(550), 1,
      sym__end_of_file,
    STATE(136), 1,
      sym__word,
    STATE(21), 2,
      sym_inline_description,
      sym_path,
  [1106] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 1,
      sym__newline,
    ACTIONS(554), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(556), 1,
      sym__end_of_file,
    STATE(66), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1132] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(552), 1,
      sym__newline,
    ACTIONS(556), 1,
      sym__end_of_file,
    ACTIONS(558), 1,
      aux_sym_dependency_statement_token3,
    STATE(67), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1158] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(560), 1,
      sym__newline,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(564), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1184] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(566), 1,
      sym__newline,
    ACTIONS(568), 1,
      aux_sym_node_status_file_statement_token2,
    ACTIONS(572), 1,
      sym__end_of_file,
    STATE(197), 1,
      sym__word,
    ACTIONS(570), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(81), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1208] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(576), 1,
      sym__description_newline,
    ACTIONS(578), 1,
      sym__end_of_file,
    ACTIONS(574), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [1226] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(580), 1,
      sym__newline,
    ACTIONS(582), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(584), 1,
      sym__end_of_file,
    STATE(70), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1252] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(586), 1,
      sym__newline,
    ACTIONS(588), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(590), 1,
      sym__end_of_file,
    STATE(69), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1278] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(592), 1,
      sym__newline,
    ACTIONS(594), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1304] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(596), 1,
      sym__newline,
    ACTIONS(598), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(600), 1,
      sym__end_of_file,
    STATE(73), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1330] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(607), 1,
      sym__end_of_file,
    STATE(69), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(602), 2,
      sym__newline,
      aux_sym_dependency_statement_token3,
    ACTIONS(604), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1354] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(609), 1,
      sym__newline,
    ACTIONS(611), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1380] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(613), 1,
      sym__newline,
    ACTIONS(615), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1406] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(617), 1,
      sym__newline,
    ACTIONS(619), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(625), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(622), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1432] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(627), 1,
      sym__newline,
    ACTIONS(629), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1458] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(631), 1,
      sym__newline,
    ACTIONS(637), 1,
      sym__end_of_file,
    STATE(188), 1,
      sym_unexpected,
    STATE(226), 1,
      sym__word,
    ACTIONS(633), 2,
      aux_sym_env_statement_token2,
      aux_sym_env_statement_token3,
    ACTIONS(635), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1482] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(562), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(639), 1,
      sym__newline,
    ACTIONS(641), 1,
      sym__end_of_file,
    STATE(72), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1508] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(643), 1,
      sym__newline,
    ACTIONS(645), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(647), 1,
      sym__end_of_file,
    STATE(75), 1,
      aux_sym_dependency_statement_repeat2,
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1534] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(649), 1,
      sym__newline,
    ACTIONS(651), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(653), 1,
      sym__end_of_file,
    STATE(69), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1560] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(655), 1,
      sym__newline,
    ACTIONS(657), 1,
      aux_sym_node_status_file_statement_token2,
    ACTIONS(659), 1,
      sym__end_of_file,
    STATE(197), 1,
      sym__word,
    ACTIONS(570), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(63), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1584] = 8,
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
    STATE(174), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1610] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(667), 1,
      sym__newline,
    ACTIONS(669), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(671), 1,
      sym__end_of_file,
    STATE(82), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1636] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(673), 1,
      sym__newline,
    ACTIONS(675), 1,
      aux_sym_node_status_file_statement_token2,
    ACTIONS(681), 1,
      sym__end_of_file,
    STATE(197), 1,
      sym__word,
    ACTIONS(678), 2,
      sym__closed_word,
      sym__unclosed_word,
    STATE(81), 2,
      sym_number,
      aux_sym_node_status_file_statement_repeat1,
  [1660] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(683), 1,
      sym__newline,
    ACTIONS(685), 1,
      aux_sym_dependency_statement_token3,
    ACTIONS(687), 1,
      sym__end_of_file,
    STATE(69), 1,
      aux_sym_dependency_statement_repeat1,
    STATE(175), 1,
      sym_node_name,
    STATE(183), 1,
      sym__word,
    ACTIONS(514), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1686] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(689), 1,
      sym__newline,
    ACTIONS(691), 1,
      sym__end_of_file,
    STATE(151), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
    STATE(252), 1,
      sym__node_number,
  [1711] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(693), 1,
      sym__newline,
    ACTIONS(695), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1734] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(697), 1,
      sym__newline,
    ACTIONS(699), 1,
      sym__end_of_file,
    STATE(151), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
    STATE(261), 1,
      sym__node_number,
  [1759] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(701), 1,
      sym__newline,
    ACTIONS(703), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1782] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(705), 1,
      sym__newline,
    ACTIONS(707), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1805] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(709), 1,
      sym__newline,
    ACTIONS(711), 1,
      sym__end_of_file,
    STATE(132), 1,
      sym_path,
    STATE(211), 1,
      sym__word,
    STATE(247), 1,
      sym__file_argument,
  [1830] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(713), 1,
      sym__newline,
    ACTIONS(715), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1853] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(717), 1,
      sym__newline,
    ACTIONS(719), 1,
      sym__end_of_file,
    STATE(132), 1,
      sym_path,
    STATE(211), 1,
      sym__word,
    STATE(248), 1,
      sym__file_argument,
  [1878] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(721), 1,
      sym__newline,
    ACTIONS(723), 1,
      sym__end_of_file,
    STATE(132), 1,
      sym_path,
    STATE(211), 1,
      sym__word,
    STATE(260), 1,
      sym__file_argument,
  [1903] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(725), 1,
      sym__newline,
    ACTIONS(727), 1,
      aux_sym_subdag_statement_token2,
    ACTIONS(729), 1,
      sym__end_of_file,
    STATE(163), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
    ACTIONS(73), 2,
      sym__closed_word,
      sym__unclosed_word,
  [1926] = 7,
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
    STATE(222), 1,
      sym__word,
    STATE(84), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1949] = 7,
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
    STATE(222), 1,
      sym__word,
    STATE(109), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1972] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(739), 1,
      sym__newline,
    ACTIONS(741), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(110), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [1995] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(743), 1,
      sym__newline,
    ACTIONS(745), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2018] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(743), 1,
      sym__newline,
    ACTIONS(745), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(114), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2041] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(747), 1,
      sym__newline,
    ACTIONS(749), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(86), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2064] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(751), 1,
      sym__newline,
    ACTIONS(753), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(119), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2087] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(755), 1,
      sym__newline,
    ACTIONS(757), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(120), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2110] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(759), 1,
      sym__newline,
    ACTIONS(761), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(121), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2133] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(763), 1,
      sym__newline,
    ACTIONS(765), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2156] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(767), 1,
      sym__newline,
    ACTIONS(769), 1,
      sym__closed_word,
    ACTIONS(772), 1,
      sym__unclosed_word,
    ACTIONS(775), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2179] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(779), 1,
      sym__end_of_file,
    ACTIONS(777), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2194] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(783), 1,
      sym__end_of_file,
    ACTIONS(781), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2209] = 7,
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
    STATE(222), 1,
      sym__word,
    STATE(87), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2232] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(789), 1,
      sym__newline,
    ACTIONS(791), 1,
      sym__closed_word,
    ACTIONS(793), 1,
      sym__unclosed_word,
    ACTIONS(795), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym_node_name,
    STATE(196), 1,
      sym__word,
    STATE(257), 1,
      sym__node_arguments,
  [2257] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      sym__closed_word,
    ACTIONS(793), 1,
      sym__unclosed_word,
    ACTIONS(797), 1,
      sym__newline,
    ACTIONS(799), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym_node_name,
    STATE(196), 1,
      sym__word,
    STATE(249), 1,
      sym__node_arguments,
  [2282] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(801), 1,
      sym__newline,
    ACTIONS(803), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2305] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(805), 1,
      sym__newline,
    ACTIONS(807), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2328] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2343] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(811), 1,
      sym__end_of_file,
    ACTIONS(809), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2358] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(815), 1,
      sym__end_of_file,
    ACTIONS(813), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2373] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(817), 1,
      sym__newline,
    ACTIONS(819), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2396] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(823), 1,
      sym__end_of_file,
    STATE(186), 1,
      sym__word,
    STATE(193), 1,
      sym_number,
    ACTIONS(466), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(821), 2,
      sym__newline,
      aux_sym_unless_exit_token1,
  [2417] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(827), 1,
      sym__end_of_file,
    STATE(199), 1,
      sym_number,
    STATE(206), 1,
      sym__word,
    ACTIONS(474), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(825), 2,
      sym__newline,
      aux_sym_return_option_token1,
  [2438] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(833), 1,
      sym__end_of_file,
    STATE(234), 1,
      sym_value,
    STATE(235), 1,
      sym__word,
    ACTIONS(829), 2,
      sym__newline,
      sym_variable,
    ACTIONS(831), 2,
      sym__closed_word,
      sym__unclosed_word,
  [2459] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(835), 1,
      sym__newline,
    ACTIONS(837), 1,
      sym__end_of_file,
    STATE(151), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
    STATE(246), 1,
      sym__node_number,
  [2484] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(839), 1,
      sym__newline,
    ACTIONS(841), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2507] = 7,
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
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2530] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(847), 1,
      sym__newline,
    ACTIONS(849), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(103), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2553] = 8,
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
    STATE(151), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
    STATE(251), 1,
      sym__node_number,
  [2578] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(857), 1,
      sym__end_of_file,
    ACTIONS(855), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2593] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      sym__end_of_file,
    ACTIONS(859), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2608] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      sym__closed_word,
    ACTIONS(793), 1,
      sym__unclosed_word,
    ACTIONS(863), 1,
      sym__newline,
    ACTIONS(865), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym_node_name,
    STATE(196), 1,
      sym__word,
    STATE(262), 1,
      sym__node_arguments,
  [2633] = 8,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      sym__closed_word,
    ACTIONS(793), 1,
      sym__unclosed_word,
    ACTIONS(867), 1,
      sym__newline,
    ACTIONS(869), 1,
      sym__end_of_file,
    STATE(59), 1,
      sym_node_name,
    STATE(196), 1,
      sym__word,
    STATE(263), 1,
      sym__node_arguments,
  [2658] = 7,
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
    STATE(222), 1,
      sym__word,
    STATE(96), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2681] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(873), 1,
      sym__end_of_file,
    ACTIONS(871), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2696] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(877), 1,
      sym__end_of_file,
    ACTIONS(875), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2711] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(881), 1,
      sym__end_of_file,
    ACTIONS(879), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2726] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(883), 1,
      sym__newline,
    ACTIONS(887), 1,
      sym_variable,
    ACTIONS(889), 1,
      sym__end_of_file,
    ACTIONS(885), 2,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
    STATE(200), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [2747] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(891), 1,
      sym__newline,
    ACTIONS(893), 1,
      sym__end_of_file,
    STATE(222), 1,
      sym__word,
    STATE(102), 2,
      sym_unexpected,
      aux_sym_submit_description_statement_repeat2,
  [2770] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__end_of_file,
    ACTIONS(895), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2785] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(484), 1,
      sym__end_of_file,
    STATE(181), 1,
      sym_path,
    STATE(192), 1,
      sym__word,
    ACTIONS(400), 2,
      sym__closed_word,
      sym__unclosed_word,
    ACTIONS(482), 2,
      sym__newline,
      aux_sym_dir_option_token1,
  [2806] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    ACTIONS(530), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2821] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(526), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2836] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(526), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2851] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 6,
      sym__newline,
      aux_sym_dir_option_token1,
      aux_sym_noop_token1,
      aux_sym_done_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2866] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(901), 1,
      sym__end_of_file,
    ACTIONS(899), 6,
      sym__newline,
      sym_script_type,
      aux_sym_defer_option_token1,
      aux_sym_debug_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [2881] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(903), 1,
      sym__newline,
    ACTIONS(905), 1,
      sym__end_of_file,
    STATE(161), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [2903] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [2917] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(400), 1,
      sym__unclosed_word,
    ACTIONS(907), 1,
      sym__newline,
    ACTIONS(909), 1,
      sym__closed_word,
    ACTIONS(911), 1,
      sym__end_of_file,
    STATE(36), 1,
      sym_path,
    STATE(192), 1,
      sym__word,
  [2939] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(913), 1,
      sym__newline,
    ACTIONS(915), 1,
      sym__end_of_file,
    STATE(155), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(215), 1,
      sym__word,
  [2961] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(791), 1,
      sym__closed_word,
    ACTIONS(793), 1,
      sym__unclosed_word,
    ACTIONS(917), 1,
      sym__newline,
    ACTIONS(919), 1,
      sym__end_of_file,
    STATE(34), 1,
      sym_description_name,
    STATE(179), 1,
      sym__word,
  [2983] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(713), 1,
      sym__newline,
    ACTIONS(715), 1,
      sym__end_of_file,
    STATE(143), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(215), 1,
      sym__word,
  [3005] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      sym__unclosed_word,
    ACTIONS(921), 1,
      sym__newline,
    ACTIONS(923), 1,
      sym__closed_word,
    ACTIONS(925), 1,
      sym__end_of_file,
    STATE(205), 1,
      sym_node_name,
    STATE(236), 1,
      sym__word,
  [3027] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(927), 1,
      sym__newline,
    ACTIONS(929), 1,
      sym__end_of_file,
    STATE(160), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [3049] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(931), 1,
      sym__newline,
    ACTIONS(933), 1,
      sym__end_of_file,
    STATE(106), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [3071] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(935), 1,
      sym__newline,
    ACTIONS(937), 1,
      sym__end_of_file,
    STATE(162), 1,
      sym_category_name,
    STATE(209), 1,
      sym__word,
  [3093] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(939), 1,
      sym__newline,
    ACTIONS(941), 1,
      sym__end_of_file,
    STATE(94), 1,
      sym_splice_name,
    STATE(221), 1,
      sym__word,
  [3115] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(943), 1,
      sym__newline,
    ACTIONS(945), 1,
      sym__end_of_file,
    STATE(95), 1,
      sym_number,
    STATE(219), 1,
      sym__word,
  [3137] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(331), 1,
      sym__unclosed_word,
    ACTIONS(947), 1,
      sym__newline,
    ACTIONS(949), 1,
      sym__closed_word,
    ACTIONS(951), 1,
      sym__end_of_file,
    STATE(28), 1,
      sym_path,
    STATE(55), 1,
      sym__word,
  [3159] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(635), 1,
      sym__unclosed_word,
    ACTIONS(923), 1,
      sym__closed_word,
    ACTIONS(953), 1,
      sym__newline,
    ACTIONS(955), 1,
      sym__end_of_file,
    STATE(189), 1,
      sym_node_name,
    STATE(236), 1,
      sym__word,
  [3181] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(570), 1,
      sym__unclosed_word,
    ACTIONS(957), 1,
      sym__newline,
    ACTIONS(959), 1,
      sym__closed_word,
    ACTIONS(961), 1,
      sym__end_of_file,
    STATE(78), 1,
      sym_path,
    STATE(185), 1,
      sym__word,
  [3203] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(963), 1,
      sym__newline,
    ACTIONS(965), 1,
      sym__closed_word,
    ACTIONS(968), 1,
      sym__unclosed_word,
    ACTIONS(971), 1,
      sym__end_of_file,
    STATE(155), 1,
      aux_sym_submit_description_statement_repeat1,
    STATE(215), 1,
      sym__word,
  [3225] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(973), 1,
      sym__newline,
    ACTIONS(975), 1,
      sym__end_of_file,
    STATE(142), 1,
      sym_splice_name,
    STATE(221), 1,
      sym__word,
  [3247] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(977), 1,
      sym__newline,
    ACTIONS(979), 1,
      sym__end_of_file,
    STATE(158), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [3269] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(466), 1,
      sym__unclosed_word,
    ACTIONS(981), 1,
      sym__newline,
    ACTIONS(983), 1,
      sym__closed_word,
    ACTIONS(985), 1,
      sym__end_of_file,
    STATE(44), 1,
      sym_number,
    STATE(186), 1,
      sym__word,
  [3291] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(474), 1,
      sym__unclosed_word,
    ACTIONS(987), 1,
      sym__newline,
    ACTIONS(989), 1,
      sym__closed_word,
    ACTIONS(991), 1,
      sym__end_of_file,
    STATE(45), 1,
      sym_number,
    STATE(206), 1,
      sym__word,
  [3313] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(418), 1,
      sym__unclosed_word,
    ACTIONS(993), 1,
      sym__newline,
    ACTIONS(995), 1,
      sym__closed_word,
    ACTIONS(997), 1,
      sym__end_of_file,
    STATE(49), 1,
      sym_number,
    STATE(167), 1,
      sym__word,
  [3335] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(999), 1,
      sym__newline,
    ACTIONS(1001), 1,
      sym__end_of_file,
    STATE(99), 1,
      sym_category_name,
    STATE(209), 1,
      sym__word,
  [3357] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1003), 1,
      sym__newline,
    ACTIONS(1005), 1,
      sym__end_of_file,
    STATE(100), 1,
      sym_number,
    STATE(219), 1,
      sym__word,
  [3379] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      sym__unclosed_word,
    ACTIONS(546), 1,
      sym__closed_word,
    ACTIONS(1007), 1,
      sym__newline,
    ACTIONS(1009), 1,
      sym__end_of_file,
    STATE(22), 1,
      sym_path,
    STATE(136), 1,
      sym__word,
  [3401] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(492), 1,
      sym__end_of_file,
    ACTIONS(1011), 1,
      sym_ignored_text,
    ACTIONS(1013), 1,
      sym__description_newline,
    ACTIONS(486), 3,
      sym__newline,
      sym__closed_word,
      sym__unclosed_word,
  [3419] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1015), 1,
      sym__newline,
    ACTIONS(1017), 1,
      sym__end_of_file,
    STATE(159), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [3441] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1019), 1,
      sym__newline,
    ACTIONS(1021), 1,
      sym__closed_word,
    ACTIONS(1023), 1,
      sym__unclosed_word,
    ACTIONS(1025), 1,
      sym__end_of_file,
    STATE(131), 1,
      sym_node_name,
    STATE(173), 1,
      sym__word,
  [3463] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__end_of_file,
    ACTIONS(895), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3477] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(285), 1,
      sym__unclosed_word,
    ACTIONS(546), 1,
      sym__closed_word,
    ACTIONS(1027), 1,
      sym__newline,
    ACTIONS(1029), 1,
      sym__end_of_file,
    STATE(20), 1,
      sym_path,
    STATE(136), 1,
      sym__word,
  [3499] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1031), 1,
      sym__newline,
    ACTIONS(1033), 1,
      sym__end_of_file,
    STATE(172), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [3521] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    ACTIONS(530), 5,
      sym__newline,
      aux_sym_tolerance_statement_token2,
      aux_sym_tolerance_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3535] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1035), 1,
      sym__newline,
    ACTIONS(1037), 1,
      sym__end_of_file,
    STATE(168), 1,
      sym_node_name,
    STATE(212), 1,
      sym__word,
  [3557] = 7,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    ACTIONS(1039), 1,
      sym__newline,
    ACTIONS(1041), 1,
      sym__end_of_file,
    STATE(101), 1,
      sym_path,
    STATE(211), 1,
      sym__word,
  [3579] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1045), 1,
      sym__end_of_file,
    ACTIONS(1043), 4,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      sym_variable,
  [3592] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1049), 1,
      sym__end_of_file,
    ACTIONS(1047), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3605] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1053), 1,
      sym__end_of_file,
    ACTIONS(1051), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3618] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      sym_variable,
    ACTIONS(1055), 1,
      sym__newline,
    ACTIONS(1057), 1,
      sym__end_of_file,
    STATE(184), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3635] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1059), 1,
      sym__newline,
    ACTIONS(1061), 1,
      sym__text,
    ACTIONS(1063), 1,
      sym__end_of_file,
    STATE(213), 1,
      aux_sym_script_command_repeat1,
    STATE(256), 1,
      sym_argument_text,
  [3654] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(536), 3,
      sym_description_open,
      sym__end_of_file,
      sym__closed_word,
  [3667] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1065), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1067), 3,
      sym_description_open,
      sym__end_of_file,
      sym__closed_word,
  [3680] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1069), 1,
      sym__description_newline,
    ACTIONS(574), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(578), 2,
      sym__end_of_file,
      sym__closed_word,
  [3695] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(861), 1,
      sym__end_of_file,
    ACTIONS(859), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3708] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3721] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1045), 1,
      sym__end_of_file,
    ACTIONS(1043), 4,
      sym__newline,
      aux_sym_dependency_statement_token3,
      sym__closed_word,
      sym__unclosed_word,
  [3734] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1071), 1,
      sym__newline,
    ACTIONS(1073), 1,
      sym_variable,
    ACTIONS(1076), 1,
      sym__end_of_file,
    STATE(184), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3751] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(526), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [3764] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__end_of_file,
    ACTIONS(895), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3777] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 4,
      sym__newline,
      aux_sym_vars_statement_token2,
      aux_sym_vars_statement_token3,
      sym_variable,
  [3790] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1061), 1,
      sym__text,
    ACTIONS(1078), 1,
      sym__newline,
    ACTIONS(1080), 1,
      sym__end_of_file,
    STATE(213), 1,
      aux_sym_script_command_repeat1,
    STATE(259), 1,
      sym_argument_text,
  [3809] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1082), 1,
      sym__newline,
    ACTIONS(1084), 1,
      sym__text,
    ACTIONS(1086), 1,
      sym__end_of_file,
    STATE(207), 1,
      aux_sym_script_command_repeat1,
    STATE(255), 1,
      sym_script_command,
  [3828] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      sym_variable,
    ACTIONS(1088), 1,
      sym__newline,
    ACTIONS(1090), 1,
      sym__end_of_file,
    STATE(176), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3845] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    ACTIONS(530), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3858] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(528), 1,
      sym__end_of_file,
    ACTIONS(526), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3871] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1094), 1,
      sym__end_of_file,
    ACTIONS(1092), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3884] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [3897] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    ACTIONS(530), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3910] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1045), 3,
      sym_description_open,
      sym__end_of_file,
      sym__closed_word,
  [3923] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__end_of_file,
    ACTIONS(895), 4,
      sym__newline,
      aux_sym_node_status_file_statement_token2,
      sym__closed_word,
      sym__unclosed_word,
  [3936] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(532), 1,
      sym__end_of_file,
    ACTIONS(530), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3949] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1098), 1,
      sym__end_of_file,
    ACTIONS(1096), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3962] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(887), 1,
      sym_variable,
    ACTIONS(1100), 1,
      sym__newline,
    ACTIONS(1102), 1,
      sym__end_of_file,
    STATE(184), 2,
      sym_variable_assignment,
      aux_sym_vars_statement_repeat1,
  [3979] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 4,
      sym__newline,
      aux_sym_dir_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [3992] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1061), 1,
      sym__text,
    ACTIONS(1104), 1,
      sym__newline,
    ACTIONS(1106), 1,
      sym__end_of_file,
    STATE(213), 1,
      aux_sym_script_command_repeat1,
    STATE(253), 1,
      sym_argument_text,
  [4011] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 4,
      sym__newline,
      aux_sym_unless_exit_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4024] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4037] = 6,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1084), 1,
      sym__text,
    ACTIONS(1108), 1,
      sym__newline,
    ACTIONS(1110), 1,
      sym__end_of_file,
    STATE(207), 1,
      aux_sym_script_command_repeat1,
    STATE(254), 1,
      sym_script_command,
  [4056] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(897), 1,
      sym__end_of_file,
    ACTIONS(895), 4,
      sym__newline,
      aux_sym_return_option_token1,
      sym__closed_word,
      sym__unclosed_word,
  [4069] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1112), 1,
      sym__newline,
    ACTIONS(1114), 1,
      sym__text,
    ACTIONS(1116), 1,
      sym__end_of_file,
    STATE(208), 1,
      aux_sym_script_command_repeat1,
  [4085] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1118), 1,
      sym__newline,
    ACTIONS(1120), 1,
      sym__text,
    ACTIONS(1123), 1,
      sym__end_of_file,
    STATE(208), 1,
      aux_sym_script_command_repeat1,
  [4101] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1125), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1127), 2,
      sym__end_of_file,
      sym__closed_word,
  [4113] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(73), 1,
      sym__unclosed_word,
    ACTIONS(386), 1,
      sym__closed_word,
    STATE(150), 1,
      sym_splice_name,
    STATE(221), 1,
      sym__word,
  [4129] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(526), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(528), 2,
      sym__end_of_file,
      sym__closed_word,
  [4141] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1045), 2,
      sym__end_of_file,
      sym__closed_word,
  [4153] = 5,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1114), 1,
      sym__text,
    ACTIONS(1129), 1,
      sym__newline,
    ACTIONS(1131), 1,
      sym__end_of_file,
    STATE(208), 1,
      aux_sym_script_command_repeat1,
  [4169] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(855), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(857), 2,
      sym__end_of_file,
      sym__closed_word,
  [4181] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1133), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1135), 2,
      sym__end_of_file,
      sym__closed_word,
  [4193] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(871), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(873), 2,
      sym__end_of_file,
      sym__closed_word,
  [4205] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(875), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(877), 2,
      sym__end_of_file,
      sym__closed_word,
  [4217] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(879), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(881), 2,
      sym__end_of_file,
      sym__closed_word,
  [4229] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(895), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(897), 2,
      sym__end_of_file,
      sym__closed_word,
  [4241] = 4,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1139), 1,
      anon_sym_EQ,
    ACTIONS(1141), 1,
      sym__end_of_file,
    ACTIONS(1137), 2,
      sym__newline,
      sym_variable,
  [4255] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1143), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(1145), 2,
      sym__end_of_file,
      sym__closed_word,
  [4267] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(532), 2,
      sym__end_of_file,
      sym__closed_word,
  [4279] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 2,
      sym__newline,
      sym__unclosed_word,
    ACTIONS(536), 2,
      sym__end_of_file,
      sym__closed_word,
  [4291] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(534), 1,
      sym__newline,
    ACTIONS(536), 2,
      sym__end_of_file,
      sym__text,
  [4302] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(4), 1,
      sym__line_end,
    ACTIONS(1147), 2,
      sym__end_of_file,
      sym__newline,
  [4313] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(530), 1,
      sym__newline,
    ACTIONS(532), 2,
      sym__end_of_file,
      sym__text,
  [4324] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(6), 1,
      sym__line_end,
    ACTIONS(1149), 2,
      sym__end_of_file,
      sym__newline,
  [4335] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(16), 1,
      sym__line_end,
    ACTIONS(1151), 2,
      sym__end_of_file,
      sym__newline,
  [4346] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(17), 1,
      sym__line_end,
    ACTIONS(1153), 2,
      sym__end_of_file,
      sym__newline,
  [4357] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(18), 1,
      sym__line_end,
    ACTIONS(1155), 2,
      sym__end_of_file,
      sym__newline,
  [4368] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(15), 1,
      sym__line_end,
    ACTIONS(1157), 2,
      sym__end_of_file,
      sym__newline,
  [4379] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(7), 1,
      sym__line_end,
    ACTIONS(1159), 2,
      sym__end_of_file,
      sym__newline,
  [4390] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(19), 1,
      sym__line_end,
    ACTIONS(1161), 2,
      sym__end_of_file,
      sym__newline,
  [4401] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1165), 1,
      sym__end_of_file,
    ACTIONS(1163), 2,
      sym__newline,
      sym_variable,
  [4412] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1169), 1,
      sym__end_of_file,
    ACTIONS(1167), 2,
      sym__newline,
      sym_variable,
  [4423] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1043), 1,
      sym__newline,
    ACTIONS(1045), 2,
      sym__end_of_file,
      sym__text,
  [4434] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(8), 1,
      sym__line_end,
    ACTIONS(1171), 2,
      sym__end_of_file,
      sym__newline,
  [4445] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(9), 1,
      sym__line_end,
    ACTIONS(1173), 2,
      sym__end_of_file,
      sym__newline,
  [4456] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(5), 1,
      sym__line_end,
    ACTIONS(1175), 2,
      sym__end_of_file,
      sym__newline,
  [4467] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(10), 1,
      sym__line_end,
    ACTIONS(1177), 2,
      sym__end_of_file,
      sym__newline,
  [4478] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(14), 1,
      sym__line_end,
    ACTIONS(1179), 2,
      sym__end_of_file,
      sym__newline,
  [4489] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(11), 1,
      sym__line_end,
    ACTIONS(1181), 2,
      sym__end_of_file,
      sym__newline,
  [4500] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(12), 1,
      sym__line_end,
    ACTIONS(1183), 2,
      sym__end_of_file,
      sym__newline,
  [4511] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    STATE(13), 1,
      sym__line_end,
    ACTIONS(1185), 2,
      sym__end_of_file,
      sym__newline,
  [4522] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(536), 1,
      sym__end_of_file,
    ACTIONS(534), 2,
      sym__newline,
      sym_variable,
  [4533] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1187), 2,
      sym__end_of_file,
      sym__newline,
  [4541] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1189), 2,
      sym__end_of_file,
      sym__newline,
  [4549] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1191), 2,
      sym__end_of_file,
      sym__newline,
  [4557] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1193), 2,
      sym__end_of_file,
      sym__newline,
  [4565] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1195), 1,
      sym_description_body,
    ACTIONS(1197), 1,
      sym_description_close,
  [4575] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1199), 2,
      sym__end_of_file,
      sym__newline,
  [4583] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1201), 2,
      sym__end_of_file,
      sym__newline,
  [4591] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1203), 2,
      sym__end_of_file,
      sym__newline,
  [4599] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1205), 2,
      sym__end_of_file,
      sym__newline,
  [4607] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1207), 2,
      sym__end_of_file,
      sym__newline,
  [4615] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1209), 2,
      sym__end_of_file,
      sym__newline,
  [4623] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1211), 2,
      sym__end_of_file,
      sym__newline,
  [4631] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1213), 1,
      sym_description_body,
    ACTIONS(1215), 1,
      sym_description_close,
  [4641] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1217), 2,
      sym__end_of_file,
      sym__newline,
  [4649] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1219), 2,
      sym__end_of_file,
      sym__newline,
  [4657] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1221), 2,
      sym__end_of_file,
      sym__newline,
  [4665] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1223), 2,
      sym__end_of_file,
      sym__newline,
  [4673] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1225), 2,
      sym__end_of_file,
      sym__newline,
  [4681] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1227), 1,
      sym_description_body,
    ACTIONS(1229), 1,
      sym_description_close,
  [4691] = 3,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1231), 1,
      sym_description_body,
    ACTIONS(1233), 1,
      sym_description_close,
  [4701] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1235), 1,
      ts_builtin_sym_end,
  [4708] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1237), 1,
      sym_description_close,
  [4715] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1239), 1,
      sym_description_close,
  [4722] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1241), 1,
      sym_description_close,
  [4729] = 2,
    ACTIONS(3), 1,
      sym__line_continuation,
    ACTIONS(1243), 1,
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
  [SMALL_STATE(36)] = 538,
  [SMALL_STATE(37)] = 563,
  [SMALL_STATE(38)] = 586,
  [SMALL_STATE(39)] = 609,
  [SMALL_STATE(40)] = 634,
  [SMALL_STATE(41)] = 659,
  [SMALL_STATE(42)] = 684,
  [SMALL_STATE(43)] = 709,
  [SMALL_STATE(44)] = 734,
  [SMALL_STATE(45)] = 759,
  [SMALL_STATE(46)] = 784,
  [SMALL_STATE(47)] = 807,
  [SMALL_STATE(48)] = 830,
  [SMALL_STATE(49)] = 851,
  [SMALL_STATE(50)] = 876,
  [SMALL_STATE(51)] = 899,
  [SMALL_STATE(52)] = 924,
  [SMALL_STATE(53)] = 953,
  [SMALL_STATE(54)] = 978,
  [SMALL_STATE(55)] = 1003,
  [SMALL_STATE(56)] = 1020,
  [SMALL_STATE(57)] = 1037,
  [SMALL_STATE(58)] = 1054,
  [SMALL_STATE(59)] = 1080,
  [SMALL_STATE(60)] = 1106,
  [SMALL_STATE(61)] = 1132,
  [SMALL_STATE(62)] = 1158,
  [SMALL_STATE(63)] = 1184,
  [SMALL_STATE(64)] = 1208,
  [SMALL_STATE(65)] = 1226,
  [SMALL_STATE(66)] = 1252,
  [SMALL_STATE(67)] = 1278,
  [SMALL_STATE(68)] = 1304,
  [SMALL_STATE(69)] = 1330,
  [SMALL_STATE(70)] = 1354,
  [SMALL_STATE(71)] = 1380,
  [SMALL_STATE(72)] = 1406,
  [SMALL_STATE(73)] = 1432,
  [SMALL_STATE(74)] = 1458,
  [SMALL_STATE(75)] = 1482,
  [SMALL_STATE(76)] = 1508,
  [SMALL_STATE(77)] = 1534,
  [SMALL_STATE(78)] = 1560,
  [SMALL_STATE(79)] = 1584,
  [SMALL_STATE(80)] = 1610,
  [SMALL_STATE(81)] = 1636,
  [SMALL_STATE(82)] = 1660,
  [SMALL_STATE(83)] = 1686,
  [SMALL_STATE(84)] = 1711,
  [SMALL_STATE(85)] = 1734,
  [SMALL_STATE(86)] = 1759,
  [SMALL_STATE(87)] = 1782,
  [SMALL_STATE(88)] = 1805,
  [SMALL_STATE(89)] = 1830,
  [SMALL_STATE(90)] = 1853,
  [SMALL_STATE(91)] = 1878,
  [SMALL_STATE(92)] = 1903,
  [SMALL_STATE(93)] = 1926,
  [SMALL_STATE(94)] = 1949,
  [SMALL_STATE(95)] = 1972,
  [SMALL_STATE(96)] = 1995,
  [SMALL_STATE(97)] = 2018,
  [SMALL_STATE(98)] = 2041,
  [SMALL_STATE(99)] = 2064,
  [SMALL_STATE(100)] = 2087,
  [SMALL_STATE(101)] = 2110,
  [SMALL_STATE(102)] = 2133,
  [SMALL_STATE(103)] = 2156,
  [SMALL_STATE(104)] = 2179,
  [SMALL_STATE(105)] = 2194,
  [SMALL_STATE(106)] = 2209,
  [SMALL_STATE(107)] = 2232,
  [SMALL_STATE(108)] = 2257,
  [SMALL_STATE(109)] = 2282,
  [SMALL_STATE(110)] = 2305,
  [SMALL_STATE(111)] = 2328,
  [SMALL_STATE(112)] = 2343,
  [SMALL_STATE(113)] = 2358,
  [SMALL_STATE(114)] = 2373,
  [SMALL_STATE(115)] = 2396,
  [SMALL_STATE(116)] = 2417,
  [SMALL_STATE(117)] = 2438,
  [SMALL_STATE(118)] = 2459,
  [SMALL_STATE(119)] = 2484,
  [SMALL_STATE(120)] = 2507,
  [SMALL_STATE(121)] = 2530,
  [SMALL_STATE(122)] = 2553,
  [SMALL_STATE(123)] = 2578,
  [SMALL_STATE(124)] = 2593,
  [SMALL_STATE(125)] = 2608,
  [SMALL_STATE(126)] = 2633,
  [SMALL_STATE(127)] = 2658,
  [SMALL_STATE(128)] = 2681,
  [SMALL_STATE(129)] = 2696,
  [SMALL_STATE(130)] = 2711,
  [SMALL_STATE(131)] = 2726,
  [SMALL_STATE(132)] = 2747,
  [SMALL_STATE(133)] = 2770,
  [SMALL_STATE(134)] = 2785,
  [SMALL_STATE(135)] = 2806,
  [SMALL_STATE(136)] = 2821,
  [SMALL_STATE(137)] = 2836,
  [SMALL_STATE(138)] = 2851,
  [SMALL_STATE(139)] = 2866,
  [SMALL_STATE(140)] = 2881,
  [SMALL_STATE(141)] = 2903,
  [SMALL_STATE(142)] = 2917,
  [SMALL_STATE(143)] = 2939,
  [SMALL_STATE(144)] = 2961,
  [SMALL_STATE(145)] = 2983,
  [SMALL_STATE(146)] = 3005,
  [SMALL_STATE(147)] = 3027,
  [SMALL_STATE(148)] = 3049,
  [SMALL_STATE(149)] = 3071,
  [SMALL_STATE(150)] = 3093,
  [SMALL_STATE(151)] = 3115,
  [SMALL_STATE(152)] = 3137,
  [SMALL_STATE(153)] = 3159,
  [SMALL_STATE(154)] = 3181,
  [SMALL_STATE(155)] = 3203,
  [SMALL_STATE(156)] = 3225,
  [SMALL_STATE(157)] = 3247,
  [SMALL_STATE(158)] = 3269,
  [SMALL_STATE(159)] = 3291,
  [SMALL_STATE(160)] = 3313,
  [SMALL_STATE(161)] = 3335,
  [SMALL_STATE(162)] = 3357,
  [SMALL_STATE(163)] = 3379,
  [SMALL_STATE(164)] = 3401,
  [SMALL_STATE(165)] = 3419,
  [SMALL_STATE(166)] = 3441,
  [SMALL_STATE(167)] = 3463,
  [SMALL_STATE(168)] = 3477,
  [SMALL_STATE(169)] = 3499,
  [SMALL_STATE(170)] = 3521,
  [SMALL_STATE(171)] = 3535,
  [SMALL_STATE(172)] = 3557,
  [SMALL_STATE(173)] = 3579,
  [SMALL_STATE(174)] = 3592,
  [SMALL_STATE(175)] = 3605,
  [SMALL_STATE(176)] = 3618,
  [SMALL_STATE(177)] = 3635,
  [SMALL_STATE(178)] = 3654,
  [SMALL_STATE(179)] = 3667,
  [SMALL_STATE(180)] = 3680,
  [SMALL_STATE(181)] = 3695,
  [SMALL_STATE(182)] = 3708,
  [SMALL_STATE(183)] = 3721,
  [SMALL_STATE(184)] = 3734,
  [SMALL_STATE(185)] = 3751,
  [SMALL_STATE(186)] = 3764,
  [SMALL_STATE(187)] = 3777,
  [SMALL_STATE(188)] = 3790,
  [SMALL_STATE(189)] = 3809,
  [SMALL_STATE(190)] = 3828,
  [SMALL_STATE(191)] = 3845,
  [SMALL_STATE(192)] = 3858,
  [SMALL_STATE(193)] = 3871,
  [SMALL_STATE(194)] = 3884,
  [SMALL_STATE(195)] = 3897,
  [SMALL_STATE(196)] = 3910,
  [SMALL_STATE(197)] = 3923,
  [SMALL_STATE(198)] = 3936,
  [SMALL_STATE(199)] = 3949,
  [SMALL_STATE(200)] = 3962,
  [SMALL_STATE(201)] = 3979,
  [SMALL_STATE(202)] = 3992,
  [SMALL_STATE(203)] = 4011,
  [SMALL_STATE(204)] = 4024,
  [SMALL_STATE(205)] = 4037,
  [SMALL_STATE(206)] = 4056,
  [SMALL_STATE(207)] = 4069,
  [SMALL_STATE(208)] = 4085,
  [SMALL_STATE(209)] = 4101,
  [SMALL_STATE(210)] = 4113,
  [SMALL_STATE(211)] = 4129,
  [SMALL_STATE(212)] = 4141,
  [SMALL_STATE(213)] = 4153,
  [SMALL_STATE(214)] = 4169,
  [SMALL_STATE(215)] = 4181,
  [SMALL_STATE(216)] = 4193,
  [SMALL_STATE(217)] = 4205,
  [SMALL_STATE(218)] = 4217,
  [SMALL_STATE(219)] = 4229,
  [SMALL_STATE(220)] = 4241,
  [SMALL_STATE(221)] = 4255,
  [SMALL_STATE(222)] = 4267,
  [SMALL_STATE(223)] = 4279,
  [SMALL_STATE(224)] = 4291,
  [SMALL_STATE(225)] = 4302,
  [SMALL_STATE(226)] = 4313,
  [SMALL_STATE(227)] = 4324,
  [SMALL_STATE(228)] = 4335,
  [SMALL_STATE(229)] = 4346,
  [SMALL_STATE(230)] = 4357,
  [SMALL_STATE(231)] = 4368,
  [SMALL_STATE(232)] = 4379,
  [SMALL_STATE(233)] = 4390,
  [SMALL_STATE(234)] = 4401,
  [SMALL_STATE(235)] = 4412,
  [SMALL_STATE(236)] = 4423,
  [SMALL_STATE(237)] = 4434,
  [SMALL_STATE(238)] = 4445,
  [SMALL_STATE(239)] = 4456,
  [SMALL_STATE(240)] = 4467,
  [SMALL_STATE(241)] = 4478,
  [SMALL_STATE(242)] = 4489,
  [SMALL_STATE(243)] = 4500,
  [SMALL_STATE(244)] = 4511,
  [SMALL_STATE(245)] = 4522,
  [SMALL_STATE(246)] = 4533,
  [SMALL_STATE(247)] = 4541,
  [SMALL_STATE(248)] = 4549,
  [SMALL_STATE(249)] = 4557,
  [SMALL_STATE(250)] = 4565,
  [SMALL_STATE(251)] = 4575,
  [SMALL_STATE(252)] = 4583,
  [SMALL_STATE(253)] = 4591,
  [SMALL_STATE(254)] = 4599,
  [SMALL_STATE(255)] = 4607,
  [SMALL_STATE(256)] = 4615,
  [SMALL_STATE(257)] = 4623,
  [SMALL_STATE(258)] = 4631,
  [SMALL_STATE(259)] = 4641,
  [SMALL_STATE(260)] = 4649,
  [SMALL_STATE(261)] = 4657,
  [SMALL_STATE(262)] = 4665,
  [SMALL_STATE(263)] = 4673,
  [SMALL_STATE(264)] = 4681,
  [SMALL_STATE(265)] = 4691,
  [SMALL_STATE(266)] = 4701,
  [SMALL_STATE(267)] = 4708,
  [SMALL_STATE(268)] = 4715,
  [SMALL_STATE(269)] = 4722,
  [SMALL_STATE(270)] = 4729,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, SHIFT_EXTRA(),
  [5] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0, 0, 0),
  [7] = {.entry = {.count = 1, .reusable = false}}, SHIFT(2),
  [9] = {.entry = {.count = 1, .reusable = false}}, SHIFT(239),
  [11] = {.entry = {.count = 1, .reusable = false}}, SHIFT(107),
  [13] = {.entry = {.count = 1, .reusable = false}}, SHIFT(108),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(125),
  [17] = {.entry = {.count = 1, .reusable = false}}, SHIFT(126),
  [19] = {.entry = {.count = 1, .reusable = false}}, SHIFT(92),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(148),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(156),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(80),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(210),
  [33] = {.entry = {.count = 1, .reusable = false}}, SHIFT(118),
  [35] = {.entry = {.count = 1, .reusable = false}}, SHIFT(122),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(30),
  [39] = {.entry = {.count = 1, .reusable = false}}, SHIFT(83),
  [41] = {.entry = {.count = 1, .reusable = false}}, SHIFT(157),
  [43] = {.entry = {.count = 1, .reusable = false}}, SHIFT(165),
  [45] = {.entry = {.count = 1, .reusable = false}}, SHIFT(166),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(85),
  [49] = {.entry = {.count = 1, .reusable = false}}, SHIFT(147),
  [51] = {.entry = {.count = 1, .reusable = false}}, SHIFT(140),
  [53] = {.entry = {.count = 1, .reusable = false}}, SHIFT(149),
  [55] = {.entry = {.count = 1, .reusable = false}}, SHIFT(169),
  [57] = {.entry = {.count = 1, .reusable = false}}, SHIFT(88),
  [59] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [61] = {.entry = {.count = 1, .reusable = false}}, SHIFT(91),
  [63] = {.entry = {.count = 1, .reusable = false}}, SHIFT(152),
  [65] = {.entry = {.count = 1, .reusable = false}}, SHIFT(154),
  [67] = {.entry = {.count = 1, .reusable = false}}, SHIFT(177),
  [69] = {.entry = {.count = 1, .reusable = false}}, SHIFT(74),
  [71] = {.entry = {.count = 1, .reusable = false}}, SHIFT(93),
  [73] = {.entry = {.count = 1, .reusable = false}}, SHIFT(223),
  [75] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1, 0, 0),
  [77] = {.entry = {.count = 1, .reusable = false}}, SHIFT(3),
  [79] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0),
  [81] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(3),
  [84] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(239),
  [87] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(107),
  [90] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(108),
  [93] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(125),
  [96] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(126),
  [99] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(92),
  [102] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(148),
  [105] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(156),
  [108] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(144),
  [111] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(52),
  [114] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(80),
  [117] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(210),
  [120] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(118),
  [123] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(122),
  [126] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(30),
  [129] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(83),
  [132] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(157),
  [135] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(165),
  [138] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(166),
  [141] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(85),
  [144] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(147),
  [147] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(140),
  [150] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(149),
  [153] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(169),
  [156] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(88),
  [159] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(90),
  [162] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(91),
  [165] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(152),
  [168] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(154),
  [171] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(177),
  [174] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(74),
  [177] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(93),
  [180] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [183] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 22, 0, 0),
  [185] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 22, 0, 0),
  [187] = {.entry = {.count = 1, .reusable = false}}, SHIFT(228),
  [189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 2, 0, 0),
  [191] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 2, 0, 0),
  [193] = {.entry = {.count = 1, .reusable = false}}, SHIFT(227),
  [195] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 4, 0, 0),
  [197] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 4, 0, 0),
  [199] = {.entry = {.count = 1, .reusable = false}}, SHIFT(237),
  [201] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 30, 0, 0),
  [203] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 30, 0, 0),
  [205] = {.entry = {.count = 1, .reusable = false}}, SHIFT(233),
  [207] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 6, 0, 0),
  [209] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 6, 0, 0),
  [211] = {.entry = {.count = 1, .reusable = false}}, SHIFT(238),
  [213] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 8, 0, 0),
  [215] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 8, 0, 0),
  [217] = {.entry = {.count = 1, .reusable = false}}, SHIFT(240),
  [219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 10, 0, 0),
  [221] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 10, 0, 0),
  [223] = {.entry = {.count = 1, .reusable = false}}, SHIFT(242),
  [225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 12, 0, 0),
  [227] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 12, 0, 0),
  [229] = {.entry = {.count = 1, .reusable = false}}, SHIFT(243),
  [231] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 14, 0, 0),
  [233] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 14, 0, 0),
  [235] = {.entry = {.count = 1, .reusable = false}}, SHIFT(244),
  [237] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 16, 0, 0),
  [239] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 16, 0, 0),
  [241] = {.entry = {.count = 1, .reusable = false}}, SHIFT(241),
  [243] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 18, 0, 0),
  [245] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 18, 0, 0),
  [247] = {.entry = {.count = 1, .reusable = false}}, SHIFT(231),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 20, 0, 0),
  [251] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 20, 0, 0),
  [253] = {.entry = {.count = 1, .reusable = false}}, SHIFT(225),
  [255] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 24, 0, 0),
  [257] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 24, 0, 0),
  [259] = {.entry = {.count = 1, .reusable = false}}, SHIFT(229),
  [261] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 26, 0, 0),
  [263] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 26, 0, 0),
  [265] = {.entry = {.count = 1, .reusable = false}}, SHIFT(230),
  [267] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 28, 0, 0),
  [269] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 28, 0, 0),
  [271] = {.entry = {.count = 1, .reusable = false}}, SHIFT(232),
  [273] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__paragraph, 32, 0, 0),
  [275] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__paragraph, 32, 0, 0),
  [277] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 4, 0, 41),
  [279] = {.entry = {.count = 1, .reusable = false}}, SHIFT(47),
  [281] = {.entry = {.count = 1, .reusable = false}}, SHIFT(104),
  [283] = {.entry = {.count = 1, .reusable = false}}, SHIFT(105),
  [285] = {.entry = {.count = 1, .reusable = false}}, SHIFT(138),
  [287] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 4, 0, 41),
  [289] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 2, 0, 20),
  [291] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 2, 0, 20),
  [293] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 3, 0, 22),
  [295] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 3, 0, 22),
  [297] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 3, 0, 20),
  [299] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 3, 0, 20),
  [301] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 4, 0, 22),
  [303] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 4, 0, 22),
  [305] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0),
  [307] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(47),
  [310] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(104),
  [313] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(105),
  [316] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0), SHIFT_REPEAT(138),
  [319] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__node_arguments_repeat1, 2, 0, 0),
  [321] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 5, 0, 41),
  [323] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 5, 0, 41),
  [325] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 3, 0, 16),
  [327] = {.entry = {.count = 1, .reusable = false}}, SHIFT(32),
  [329] = {.entry = {.count = 1, .reusable = false}}, SHIFT(29),
  [331] = {.entry = {.count = 1, .reusable = false}}, SHIFT(57),
  [333] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 3, 0, 16),
  [335] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 2, 0, 16),
  [337] = {.entry = {.count = 1, .reusable = false}}, SHIFT(27),
  [339] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 2, 0, 16),
  [341] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0),
  [343] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(32),
  [346] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(29),
  [349] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(57),
  [352] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dot_statement_repeat1, 2, 0, 0),
  [354] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 1, 0, 0),
  [356] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [358] = {.entry = {.count = 1, .reusable = false}}, SHIFT(50),
  [360] = {.entry = {.count = 1, .reusable = false}}, SHIFT(46),
  [362] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 1, 0, 0),
  [364] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 2, 0, 0),
  [366] = {.entry = {.count = 1, .reusable = false}}, SHIFT(146),
  [368] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 2, 0, 0),
  [370] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_include, 1, 0, 0),
  [372] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_include, 1, 0, 0),
  [374] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0),
  [376] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(50),
  [379] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(46),
  [382] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_script_statement_repeat1, 2, 0, 0),
  [384] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 2, 0, 5),
  [386] = {.entry = {.count = 1, .reusable = true}}, SHIFT(223),
  [388] = {.entry = {.count = 1, .reusable = true}}, SHIFT(164),
  [390] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 2, 0, 5),
  [392] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_include, 2, 0, 16),
  [394] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_include, 2, 0, 16),
  [396] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 3, 0, 22),
  [398] = {.entry = {.count = 1, .reusable = false}}, SHIFT(134),
  [400] = {.entry = {.count = 1, .reusable = false}}, SHIFT(201),
  [402] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 3, 0, 22),
  [404] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 2, 0, 30),
  [406] = {.entry = {.count = 1, .reusable = false}}, SHIFT(111),
  [408] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 2, 0, 30),
  [410] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 2, 0, 16),
  [412] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 2, 0, 16),
  [414] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 4, 0, 35),
  [416] = {.entry = {.count = 1, .reusable = false}}, SHIFT(43),
  [418] = {.entry = {.count = 1, .reusable = false}}, SHIFT(141),
  [420] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 4, 0, 35),
  [422] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0),
  [424] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(134),
  [427] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(201),
  [430] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_splice_statement_repeat1, 2, 0, 0),
  [432] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0),
  [434] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(115),
  [437] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(203),
  [440] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_retry_statement_repeat1, 2, 0, 0),
  [442] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0),
  [444] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(116),
  [447] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(204),
  [450] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_abort_dag_on_statement_repeat1, 2, 0, 0),
  [452] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0),
  [454] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(43),
  [457] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(141),
  [460] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_tolerance_statement_repeat1, 2, 0, 0),
  [462] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 3, 0, 32),
  [464] = {.entry = {.count = 1, .reusable = false}}, SHIFT(115),
  [466] = {.entry = {.count = 1, .reusable = false}}, SHIFT(203),
  [468] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 3, 0, 32),
  [470] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 3, 0, 33),
  [472] = {.entry = {.count = 1, .reusable = false}}, SHIFT(116),
  [474] = {.entry = {.count = 1, .reusable = false}}, SHIFT(204),
  [476] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 3, 0, 33),
  [478] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 1, 0, 0),
  [480] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 1, 0, 0),
  [482] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dir_option, 1, 0, 0),
  [484] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dir_option, 1, 0, 0),
  [486] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 1, 0, 19),
  [488] = {.entry = {.count = 1, .reusable = false}}, SHIFT(64),
  [490] = {.entry = {.count = 1, .reusable = true}}, SHIFT(250),
  [492] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 1, 0, 19),
  [494] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 3, 0, 35),
  [496] = {.entry = {.count = 1, .reusable = false}}, SHIFT(39),
  [498] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 3, 0, 35),
  [500] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 1, 0, 0),
  [502] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 1, 0, 0),
  [504] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 4, 0, 22),
  [506] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 4, 0, 22),
  [508] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 1, 0, 1),
  [510] = {.entry = {.count = 1, .reusable = false}}, SHIFT(60),
  [512] = {.entry = {.count = 1, .reusable = false}}, SHIFT(61),
  [514] = {.entry = {.count = 1, .reusable = false}}, SHIFT(182),
  [516] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 1, 0, 1),
  [518] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 4, 0, 32),
  [520] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 4, 0, 32),
  [522] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 4, 0, 33),
  [524] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 4, 0, 33),
  [526] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_path, 1, 0, 0),
  [528] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_path, 1, 0, 0),
  [530] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unexpected, 1, 0, 0),
  [532] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unexpected, 1, 0, 0),
  [534] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__word, 1, 0, 0),
  [536] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__word, 1, 0, 0),
  [538] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 23),
  [540] = {.entry = {.count = 1, .reusable = false}}, SHIFT(62),
  [542] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 23),
  [544] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_arguments, 1, 0, 4),
  [546] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [548] = {.entry = {.count = 1, .reusable = true}}, SHIFT(48),
  [550] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_arguments, 1, 0, 4),
  [552] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 1),
  [554] = {.entry = {.count = 1, .reusable = false}}, SHIFT(65),
  [556] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 1),
  [558] = {.entry = {.count = 1, .reusable = false}}, SHIFT(67),
  [560] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 5, 0, 53),
  [562] = {.entry = {.count = 1, .reusable = false}}, SHIFT(72),
  [564] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 5, 0, 53),
  [566] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 3, 0, 16),
  [568] = {.entry = {.count = 1, .reusable = false}}, SHIFT(81),
  [570] = {.entry = {.count = 1, .reusable = false}}, SHIFT(194),
  [572] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 3, 0, 16),
  [574] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 2, 0, 40),
  [576] = {.entry = {.count = 1, .reusable = true}}, SHIFT(258),
  [578] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 2, 0, 40),
  [580] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 1),
  [582] = {.entry = {.count = 1, .reusable = false}}, SHIFT(70),
  [584] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 1),
  [586] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 23),
  [588] = {.entry = {.count = 1, .reusable = false}}, SHIFT(58),
  [590] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 23),
  [592] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 25),
  [594] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 25),
  [596] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 8),
  [598] = {.entry = {.count = 1, .reusable = false}}, SHIFT(73),
  [600] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 8),
  [602] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26),
  [604] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26), SHIFT_REPEAT(182),
  [607] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat1, 2, 0, 26),
  [609] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 43),
  [611] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 43),
  [613] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 27),
  [615] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 27),
  [617] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44),
  [619] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44), SHIFT_REPEAT(72),
  [622] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44), SHIFT_REPEAT(182),
  [625] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat2, 2, 0, 44),
  [627] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 45),
  [629] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 45),
  [631] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 1, 0, 0),
  [633] = {.entry = {.count = 1, .reusable = false}}, SHIFT(202),
  [635] = {.entry = {.count = 1, .reusable = false}}, SHIFT(224),
  [637] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 1, 0, 0),
  [639] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 4, 0, 46),
  [641] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 4, 0, 46),
  [643] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 3, 0, 9),
  [645] = {.entry = {.count = 1, .reusable = false}}, SHIFT(75),
  [647] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 3, 0, 9),
  [649] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 8),
  [651] = {.entry = {.count = 1, .reusable = false}}, SHIFT(68),
  [653] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 8),
  [655] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 2, 0, 16),
  [657] = {.entry = {.count = 1, .reusable = false}}, SHIFT(63),
  [659] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 2, 0, 16),
  [661] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 0),
  [663] = {.entry = {.count = 1, .reusable = false}}, SHIFT(71),
  [665] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 0),
  [667] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 1, 0, 0),
  [669] = {.entry = {.count = 1, .reusable = false}}, SHIFT(79),
  [671] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 1, 0, 0),
  [673] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0),
  [675] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(81),
  [678] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(194),
  [681] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_node_status_file_statement_repeat1, 2, 0, 0),
  [683] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dependency_statement, 2, 0, 9),
  [685] = {.entry = {.count = 1, .reusable = false}}, SHIFT(76),
  [687] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dependency_statement, 2, 0, 9),
  [689] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pre_skip_statement, 1, 0, 0),
  [691] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pre_skip_statement, 1, 0, 0),
  [693] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reject_statement, 2, 0, 0),
  [695] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reject_statement, 2, 0, 0),
  [697] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_priority_statement, 1, 0, 0),
  [699] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_priority_statement, 1, 0, 0),
  [701] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unknown_statement, 2, 0, 2),
  [703] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unknown_statement, 2, 0, 2),
  [705] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 3, 0, 6),
  [707] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 3, 0, 6),
  [709] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_include_statement, 1, 0, 0),
  [711] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include_statement, 1, 0, 0),
  [713] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 3, 0, 5),
  [715] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 3, 0, 5),
  [717] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_config_statement, 1, 0, 0),
  [719] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_config_statement, 1, 0, 0),
  [721] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_jobstate_log_statement, 1, 0, 0),
  [723] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_jobstate_log_statement, 1, 0, 0),
  [725] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 1, 0, 0),
  [727] = {.entry = {.count = 1, .reusable = false}}, SHIFT(171),
  [729] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 1, 0, 0),
  [731] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reject_statement, 1, 0, 0),
  [733] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reject_statement, 1, 0, 0),
  [735] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 3, 0, 0),
  [737] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 3, 0, 0),
  [739] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 2, 0, 28),
  [741] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 2, 0, 28),
  [743] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 0),
  [745] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 0),
  [747] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unknown_statement, 1, 0, 2),
  [749] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unknown_statement, 1, 0, 2),
  [751] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 3, 0, 36),
  [753] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 3, 0, 36),
  [755] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 3, 0, 37),
  [757] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 3, 0, 37),
  [759] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 3, 0, 38),
  [761] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 3, 0, 38),
  [763] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__file_argument, 2, 0, 15),
  [765] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__file_argument, 2, 0, 15),
  [767] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0),
  [769] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0), SHIFT_REPEAT(223),
  [772] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0), SHIFT_REPEAT(223),
  [775] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat2, 2, 0, 0),
  [777] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_noop, 1, 0, 0),
  [779] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_noop, 1, 0, 0),
  [781] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done, 1, 0, 0),
  [783] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done, 1, 0, 0),
  [785] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 2, 0, 6),
  [787] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 2, 0, 6),
  [789] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_job_statement, 1, 0, 0),
  [791] = {.entry = {.count = 1, .reusable = true}}, SHIFT(178),
  [793] = {.entry = {.count = 1, .reusable = false}}, SHIFT(178),
  [795] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_job_statement, 1, 0, 0),
  [797] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_final_statement, 1, 0, 0),
  [799] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_final_statement, 1, 0, 0),
  [801] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 4, 0, 0),
  [803] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 4, 0, 0),
  [805] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 3, 0, 28),
  [807] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 3, 0, 28),
  [809] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_option, 3, 0, 49),
  [811] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_option, 3, 0, 49),
  [813] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_debug_stream, 1, 0, 0),
  [815] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_debug_stream, 1, 0, 0),
  [817] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 4, 0, 0),
  [819] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 0),
  [821] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unless_exit, 1, 0, 0),
  [823] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unless_exit, 1, 0, 0),
  [825] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_return_option, 1, 0, 0),
  [827] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_return_option, 1, 0, 0),
  [829] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 2, 0, 4),
  [831] = {.entry = {.count = 1, .reusable = false}}, SHIFT(245),
  [833] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 2, 0, 4),
  [835] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pin_in_statement, 1, 0, 0),
  [837] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_in_statement, 1, 0, 0),
  [839] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 4, 0, 36),
  [841] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 4, 0, 36),
  [843] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 4, 0, 37),
  [845] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 4, 0, 37),
  [847] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 4, 0, 38),
  [849] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 4, 0, 38),
  [851] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pin_out_statement, 1, 0, 0),
  [853] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_out_statement, 1, 0, 0),
  [855] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 3, 0, 51),
  [857] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 3, 0, 51),
  [859] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dir_option, 2, 0, 52),
  [861] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dir_option, 2, 0, 52),
  [863] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_provisioner_statement, 1, 0, 0),
  [865] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_provisioner_statement, 1, 0, 0),
  [867] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_service_statement, 1, 0, 0),
  [869] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_service_statement, 1, 0, 0),
  [871] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 4, 0, 57),
  [873] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 4, 0, 57),
  [875] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 4, 0, 58),
  [877] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 4, 0, 58),
  [879] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_inline_description, 5, 0, 59),
  [881] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_inline_description, 5, 0, 59),
  [883] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 2, 0, 6),
  [885] = {.entry = {.count = 1, .reusable = false}}, SHIFT(190),
  [887] = {.entry = {.count = 1, .reusable = false}}, SHIFT(220),
  [889] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 2, 0, 6),
  [891] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__file_argument, 1, 0, 15),
  [893] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__file_argument, 1, 0, 15),
  [895] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_number, 1, 0, 0),
  [897] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_number, 1, 0, 0),
  [899] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_defer_option, 3, 0, 48),
  [901] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_defer_option, 3, 0, 48),
  [903] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 1, 0, 0),
  [905] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 1, 0, 0),
  [907] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 2, 0, 5),
  [909] = {.entry = {.count = 1, .reusable = true}}, SHIFT(201),
  [911] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 2, 0, 5),
  [913] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 4, 0, 5),
  [915] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 4, 0, 5),
  [917] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_submit_description_statement, 1, 0, 0),
  [919] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_submit_description_statement, 1, 0, 0),
  [921] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 31),
  [923] = {.entry = {.count = 1, .reusable = true}}, SHIFT(224),
  [925] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 31),
  [927] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 1, 0, 0),
  [929] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 1, 0, 0),
  [931] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_done_statement, 1, 0, 0),
  [933] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_done_statement, 1, 0, 0),
  [935] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 1, 0, 0),
  [937] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 1, 0, 0),
  [939] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_connect_statement, 2, 0, 0),
  [941] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_connect_statement, 2, 0, 0),
  [943] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__node_number, 1, 0, 11),
  [945] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__node_number, 1, 0, 11),
  [947] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dot_statement, 1, 0, 0),
  [949] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [951] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dot_statement, 1, 0, 0),
  [953] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 2, 0, 12),
  [955] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 2, 0, 12),
  [957] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_status_file_statement, 1, 0, 0),
  [959] = {.entry = {.count = 1, .reusable = true}}, SHIFT(194),
  [961] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_status_file_statement, 1, 0, 0),
  [963] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0),
  [965] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [968] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(223),
  [971] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 2, 0, 0),
  [973] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_statement, 1, 0, 0),
  [975] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_statement, 1, 0, 0),
  [977] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 1, 0, 0),
  [979] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 1, 0, 0),
  [981] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_retry_statement, 2, 0, 6),
  [983] = {.entry = {.count = 1, .reusable = true}}, SHIFT(203),
  [985] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_retry_statement, 2, 0, 6),
  [987] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 2, 0, 6),
  [989] = {.entry = {.count = 1, .reusable = true}}, SHIFT(204),
  [991] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 2, 0, 6),
  [993] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_tolerance_statement, 2, 0, 6),
  [995] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [997] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tolerance_statement, 2, 0, 6),
  [999] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_statement, 2, 0, 6),
  [1001] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_statement, 2, 0, 6),
  [1003] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_maxjobs_statement, 2, 0, 13),
  [1005] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_maxjobs_statement, 2, 0, 13),
  [1007] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 2, 0, 5),
  [1009] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 2, 0, 5),
  [1011] = {.entry = {.count = 1, .reusable = false}}, SHIFT(180),
  [1013] = {.entry = {.count = 1, .reusable = true}}, SHIFT(264),
  [1015] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_abort_dag_on_statement, 1, 0, 0),
  [1017] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_abort_dag_on_statement, 1, 0, 0),
  [1019] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 1, 0, 0),
  [1021] = {.entry = {.count = 1, .reusable = true}}, SHIFT(187),
  [1023] = {.entry = {.count = 1, .reusable = false}}, SHIFT(187),
  [1025] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 1, 0, 0),
  [1027] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 3, 0, 21),
  [1029] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 3, 0, 21),
  [1031] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 1, 0, 0),
  [1033] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 1, 0, 0),
  [1035] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_subdag_statement, 2, 0, 0),
  [1037] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_subdag_statement, 2, 0, 0),
  [1039] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_save_point_file_statement, 2, 0, 6),
  [1041] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_save_point_file_statement, 2, 0, 6),
  [1043] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_node_name, 1, 0, 0),
  [1045] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_node_name, 1, 0, 0),
  [1047] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat2, 1, 0, 24),
  [1049] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat2, 1, 0, 24),
  [1051] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_dependency_statement_repeat1, 1, 0, 7),
  [1053] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dependency_statement_repeat1, 1, 0, 7),
  [1055] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 4, 0, 34),
  [1057] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 4, 0, 34),
  [1059] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_set_job_attr_statement, 1, 0, 0),
  [1061] = {.entry = {.count = 1, .reusable = true}}, SHIFT(213),
  [1063] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_job_attr_statement, 1, 0, 0),
  [1065] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_description_name, 1, 0, 0),
  [1067] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_description_name, 1, 0, 0),
  [1069] = {.entry = {.count = 1, .reusable = true}}, SHIFT(265),
  [1071] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0),
  [1073] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0), SHIFT_REPEAT(220),
  [1076] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_vars_statement_repeat1, 2, 0, 0),
  [1078] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 2, 0, 0),
  [1080] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 2, 0, 0),
  [1082] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 3, 0, 29),
  [1084] = {.entry = {.count = 1, .reusable = true}}, SHIFT(207),
  [1086] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 3, 0, 29),
  [1088] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 3, 0, 34),
  [1090] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 3, 0, 34),
  [1092] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_unless_exit, 2, 0, 55),
  [1094] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_unless_exit, 2, 0, 55),
  [1096] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_return_option, 2, 0, 55),
  [1098] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_return_option, 2, 0, 55),
  [1100] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_vars_statement, 3, 0, 6),
  [1102] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_vars_statement, 3, 0, 6),
  [1104] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_env_statement, 2, 0, 18),
  [1106] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 2, 0, 18),
  [1108] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_statement, 4, 0, 50),
  [1110] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 50),
  [1112] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_script_command, 1, 0, 0),
  [1114] = {.entry = {.count = 1, .reusable = true}}, SHIFT(208),
  [1116] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_command, 1, 0, 0),
  [1118] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0),
  [1120] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0), SHIFT_REPEAT(208),
  [1123] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_script_command_repeat1, 2, 0, 0),
  [1125] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_category_name, 1, 0, 0),
  [1127] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_category_name, 1, 0, 0),
  [1129] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_argument_text, 1, 0, 0),
  [1131] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_argument_text, 1, 0, 0),
  [1133] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_submit_description_statement_repeat1, 1, 0, 42),
  [1135] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_submit_description_statement_repeat1, 1, 0, 42),
  [1137] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 1, 0, 4),
  [1139] = {.entry = {.count = 1, .reusable = false}}, SHIFT(117),
  [1141] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 1, 0, 4),
  [1143] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_splice_name, 1, 0, 0),
  [1145] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_splice_name, 1, 0, 0),
  [1147] = {.entry = {.count = 1, .reusable = true}}, SHIFT(4),
  [1149] = {.entry = {.count = 1, .reusable = true}}, SHIFT(6),
  [1151] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [1153] = {.entry = {.count = 1, .reusable = true}}, SHIFT(17),
  [1155] = {.entry = {.count = 1, .reusable = true}}, SHIFT(18),
  [1157] = {.entry = {.count = 1, .reusable = true}}, SHIFT(15),
  [1159] = {.entry = {.count = 1, .reusable = true}}, SHIFT(7),
  [1161] = {.entry = {.count = 1, .reusable = true}}, SHIFT(19),
  [1163] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_variable_assignment, 3, 0, 56),
  [1165] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_variable_assignment, 3, 0, 56),
  [1167] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_value, 1, 0, 0),
  [1169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_value, 1, 0, 0),
  [1171] = {.entry = {.count = 1, .reusable = true}}, SHIFT(8),
  [1173] = {.entry = {.count = 1, .reusable = true}}, SHIFT(9),
  [1175] = {.entry = {.count = 1, .reusable = true}}, SHIFT(5),
  [1177] = {.entry = {.count = 1, .reusable = true}}, SHIFT(10),
  [1179] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [1181] = {.entry = {.count = 1, .reusable = true}}, SHIFT(11),
  [1183] = {.entry = {.count = 1, .reusable = true}}, SHIFT(12),
  [1185] = {.entry = {.count = 1, .reusable = true}}, SHIFT(13),
  [1187] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_in_statement, 2, 0, 10),
  [1189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_include_statement, 2, 0, 14),
  [1191] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_config_statement, 2, 0, 14),
  [1193] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_final_statement, 2, 0, 3),
  [1195] = {.entry = {.count = 1, .reusable = true}}, SHIFT(268),
  [1197] = {.entry = {.count = 1, .reusable = true}}, SHIFT(123),
  [1199] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pin_out_statement, 2, 0, 10),
  [1201] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pre_skip_statement, 2, 0, 10),
  [1203] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 3, 0, 39),
  [1205] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 5, 0, 54),
  [1207] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_script_statement, 4, 0, 47),
  [1209] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_set_job_attr_statement, 2, 0, 17),
  [1211] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_job_statement, 2, 0, 3),
  [1213] = {.entry = {.count = 1, .reusable = true}}, SHIFT(267),
  [1215] = {.entry = {.count = 1, .reusable = true}}, SHIFT(129),
  [1217] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_env_statement, 3, 0, 0),
  [1219] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_jobstate_log_statement, 2, 0, 14),
  [1221] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_priority_statement, 2, 0, 10),
  [1223] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_provisioner_statement, 2, 0, 3),
  [1225] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_service_statement, 2, 0, 3),
  [1227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(269),
  [1229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(214),
  [1231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(270),
  [1233] = {.entry = {.count = 1, .reusable = true}}, SHIFT(217),
  [1235] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [1237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [1239] = {.entry = {.count = 1, .reusable = true}}, SHIFT(128),
  [1241] = {.entry = {.count = 1, .reusable = true}}, SHIFT(216),
  [1243] = {.entry = {.count = 1, .reusable = true}}, SHIFT(218),
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
